; Above -O0, a memset or memcpy of a constant length x86 stores in at most 16 (memset) or 8
; (memcpy) accesses is done in place, as llc does, instead of calling the C library: the fill
; byte is repeated across each store (folded when it is a constant). Longer, volatile and
; variable-length ones, memmove, and everything at -O0 stay calls.
; RUN: kiln llc -O2 %s -o - | FileCheck %s
; RUN: kiln llc -O0 %s -o - | FileCheck %s --check-prefix=O0

target triple = "x86_64-unknown-linux-gnu"

declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1)
declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)
declare void @llvm.memmove.p0i8.p0i8.i64(i8*, i8*, i64, i1)

; CHECK-LABEL: zero_13:
; CHECK-NOT:   memset
; CHECK-DAG:   movq $0, (%rdi)
; CHECK-DAG:   movl $0, 8(%rdi)
; CHECK-DAG:   movb $0, 12(%rdi)
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
; CHECK:       memset
define void @volatile_zero(i8* %p) {
  call void @llvm.memset.p0i8.i64(i8* %p, i8 0, i64 8, i1 true)
  ret void
}

; CHECK-LABEL: move_8:
; CHECK:       memmove
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
