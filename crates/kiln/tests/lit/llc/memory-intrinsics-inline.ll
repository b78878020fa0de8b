; Above -O0, a memset, memcpy or memmove of a constant length x86 does in at most 16 (memset)
; or 8 (memcpy, memmove) accesses is done in place, as llc does, instead of calling the C
; library: the fill byte is repeated across each store (folded when it is a constant); the
; last access overlaps the one before rather than splitting the tail (not for memmove, which
; loads everything first). Without a "tune-cpu" attribute (LLVM 14's i586 tuning) unaligned
; 16-byte accesses are slow, so only 8-byte ones are used; the tune-generic functions below
; use 16-byte vector registers as clang's code does. Longer and variable-length ones, and all
; but short memcpy at -O0, stay calls.
; RUN: kiln llc -O2 %s -o - | FileCheck %s
; RUN: kiln llc -O0 %s -o - | FileCheck %s --check-prefix=O0

target triple = "x86_64-unknown-linux-gnu"

declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1)
declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)
declare void @llvm.memmove.p0i8.p0i8.i64(i8*, i8*, i64, i1)

; CHECK-LABEL: zero_13:
; CHECK-NOT:   memset
; CHECK-DAG:   movq $0, (%rdi)
; CHECK-DAG:   movq $0, 5(%rdi)
; CHECK:       retq
; O0-LABEL: zero_13:
; O0:          memset
define void @zero_13(i8* %p) {
  call void @llvm.memset.p0i8.i64(i8* %p, i8 0, i64 13, i1 false)
  ret void
}

; CHECK-LABEL: fill_variable_byte:
; CHECK-NOT:   memset
; CHECK:       movabsq $72340172838076673,
; CHECK:       retq
define void @fill_variable_byte(i8* %p, i8 %v) {
  call void @llvm.memset.p0i8.i64(i8* %p, i8 %v, i64 16, i1 false)
  ret void
}

; CHECK-LABEL: copy_24:
; CHECK-NOT:   memcpy
; CHECK-DAG:   movq (%rsi),
; CHECK-DAG:   movq 8(%rsi),
; CHECK-DAG:   movq 16(%rsi),
; CHECK:       retq
; O0-LABEL: copy_24:
; O0:          memcpy
define void @copy_24(i8* %d, i8* %s) {
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %d, i8* %s, i64 24, i1 false)
  ret void
}

; 17 stores of 8 bytes: past the limit.
; CHECK-LABEL: zero_136:
; CHECK:       memset
define void @zero_136(i8* %p) {
  call void @llvm.memset.p0i8.i64(i8* %p, i8 0, i64 136, i1 false)
  ret void
}

; CHECK-LABEL: copy_72:
; CHECK:       memcpy
define void @copy_72(i8* %d, i8* %s) {
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %d, i8* %s, i64 72, i1 false)
  ret void
}

; CHECK-LABEL: volatile_zero:
; CHECK-NOT:   memset
; CHECK:       movq $0, (%rdi)
define void @volatile_zero(i8* %p) {
  call void @llvm.memset.p0i8.i64(i8* %p, i8 0, i64 8, i1 true)
  ret void
}

; CHECK-LABEL: move_8:
; CHECK-NOT:   memmove
; CHECK:       movq (%rsi), %[[V:[a-z0-9]+]]
; CHECK-NEXT:  movq %[[V]], (%rdi)
define void @move_8(i8* %d, i8* %s) {
  call void @llvm.memmove.p0i8.p0i8.i64(i8* %d, i8* %s, i64 8, i1 false)
  ret void
}

; An undefined fill byte stores nothing, even through a null pointer (g++'s pr48695 test).
; CHECK-LABEL: undef_fill:
; CHECK-NEXT:  .cfi_startproc
; CHECK-NEXT:  retq
define void @undef_fill() {
  call void @llvm.memset.p0i8.i64(i8* null, i8 undef, i64 4, i1 false)
  ret void
}

; CHECK-LABEL: zero_100:
; CHECK:       xorps %xmm0, %xmm0
; CHECK-COUNT-6: movups %xmm0, {{[0-9]*}}(%rdi)
; CHECK-NEXT:  movl $0, 96(%rdi)
define void @zero_100(i8* %p) #0 {
  call void @llvm.memset.p0i8.i64(i8* %p, i8 0, i64 100, i1 false)
  ret void
}

; A constant byte other than zero: a constant-pool vector, the tail a byte store.
; CHECK-LABEL: .LCPI{{.*}}:
; CHECK-NEXT:  .zero 16,7
; CHECK-LABEL: fill_7_33:
; CHECK:       mov{{[au]}}ps .LCPI{{.*}}(%rip), %xmm0
; CHECK-DAG:   movups %xmm0, 16(%rdi)
; CHECK-DAG:   movups %xmm0, (%rdi)
; CHECK-DAG:   movb $7, 32(%rdi)
define void @fill_7_33(i8* %p) #0 {
  call void @llvm.memset.p0i8.i64(i8* %p, i8 7, i64 33, i1 false)
  ret void
}

; A variable byte: copied to every byte of the register.
; CHECK-LABEL: fill_variable_33:
; CHECK-DAG:   movb %sil, 32(%rdi)
; CHECK-DAG:   punpcklbw
; CHECK-DAG:   pshuflw $0
; CHECK-DAG:   pshufd $0
; CHECK-DAG:   mov{{ups|dqu}} %xmm0, 16(%rdi)
; CHECK-DAG:   mov{{ups|dqu}} %xmm0, (%rdi)
define void @fill_variable_33(i8* %p, i8 %v) #0 {
  call void @llvm.memset.p0i8.i64(i8* %p, i8 %v, i64 33, i1 false)
  ret void
}

; 30 bytes: two 16-byte copies, the second overlapping the first by two bytes.
; CHECK-LABEL: copy_30:
; CHECK-DAG:   movups (%rsi), %[[A:xmm[0-9]+]]
; CHECK-DAG:   movups 14(%rsi), %[[B:xmm[0-9]+]]
; CHECK-DAG:   movups %[[A]], (%rdi)
; CHECK-DAG:   movups %[[B]], 14(%rdi)
define void @copy_30(i8* %d, i8* %s) #0 {
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %d, i8* %s, i64 30, i1 false)
  ret void
}

; 128 bytes is 8 copies; 129 would be 9, a call.
; CHECK-LABEL: copy_128:
; CHECK-NOT:   memcpy
; CHECK-COUNT-8: movups {{[0-9]*}}(%rsi), %xmm
; CHECK-LABEL: copy_129:
; CHECK:       memcpy
define void @copy_128(i8* %d, i8* %s) #0 {
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %d, i8* %s, i64 128, i1 false)
  ret void
}
define void @copy_129(i8* %d, i8* %s) #0 {
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %d, i8* %s, i64 129, i1 false)
  ret void
}

; memmove: every load before the first store, no overlapping access.
; CHECK-LABEL: move_40:
; CHECK-NOT:   memmove
; CHECK-DAG:   movups (%rsi), %xmm
; CHECK-DAG:   movups 16(%rsi), %xmm
; CHECK-DAG:   movq 32(%rsi), %r
; CHECK:       mov{{q|ups}} %{{.*}}, {{[0-9]*}}(%rdi)
; CHECK-NOT:   (%rsi)
; CHECK:       retq
define void @move_40(i8* %d, i8* %s) #0 {
  call void @llvm.memmove.p0i8.p0i8.i64(i8* %d, i8* %s, i64 40, i1 false)
  ret void
}

; Slow unaligned 16-byte accesses (no tune-cpu) but a 16-byte aligned destination.
; CHECK-LABEL: zero_40_aligned:
; CHECK:       xorps %xmm0, %xmm0
; CHECK-DAG:   mov{{[au]}}ps %xmm0, 16(%rdi)
; CHECK-DAG:   mov{{[au]}}ps %xmm0, (%rdi)
; CHECK-DAG:   movq $0, 32(%rdi)
define void @zero_40_aligned(i8* align 16 %p) {
  call void @llvm.memset.p0i8.i64(i8* align 16 %p, i8 0, i64 40, i1 false)
  ret void
}

; A constant vector is stored whole, not element by element.
; CHECK-LABEL: store_zero_vector:
; CHECK:       xorps %xmm0, %xmm0
; CHECK-NEXT:  movups %xmm0, (%rdi)
; CHECK-NEXT:  retq
define void @store_zero_vector(<4 x i32>* %p) #0 {
  store <4 x i32> zeroinitializer, <4 x i32>* %p, align 4
  ret void
}

attributes #0 = { nounwind "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
