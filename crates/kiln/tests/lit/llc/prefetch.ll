; `llvm.prefetch` of the data cache selects an SSE prefetch by its locality (3 prefetcht0,
; 2 prefetcht1, 1 prefetcht2, 0 prefetchnta), for reads and writes alike, at -O0 and -O2,
; as llc does; the address folds into the instruction's memory operand. A prefetch of the
; instruction cache (cache type 0), which llc cannot select, emits nothing. At -O0 -g the
; prefetch keeps its call's line (before, kiln dropped every prefetch, and the rows of
; `__builtin_prefetch` lines were missing from the line table). A target without prefetch
; instructions (RISC-V before Zicbop, as llc 14 knows it) drops the hint.
;
; RUN: kiln llc -O0 -global-isel=0 %s -o - | FileCheck %s
; RUN: kiln llc -O2 %s -o - | FileCheck %s
; RUN: kiln llc -O0 -global-isel=0 -filetype=obj %s -o %t.o && llvm-objdump -d %t.o | FileCheck %s --check-prefix=OBJ
; RUN: kiln llc -O0 -mtriple=riscv64 %s -o - | FileCheck %s --check-prefix=RV
; RUN: kiln llc -O2 -mtriple=riscv64 %s -o - | FileCheck %s --check-prefix=RV

declare void @llvm.prefetch.p0i8(i8*, i32, i32, i32)

; CHECK-LABEL: hints:
; CHECK:       prefetcht0 (%rdi)
; CHECK-NEXT:  prefetcht1 (%rdi)
; CHECK-NEXT:  prefetcht2 64(%rdi)
; CHECK-NEXT:  prefetchnta (%rdi)
; CHECK-NEXT:  retq
; OBJ:         0f 18 0f    prefetcht0 (%rdi)
; OBJ-NEXT:    0f 18 17    prefetcht1 (%rdi)
; OBJ-NEXT:    0f 18 5f 40 prefetcht2 64(%rdi)
; OBJ-NEXT:    0f 18 07    prefetchnta (%rdi)
; RV-LABEL:    hints:
; RV-NOT:      prefetch
; RV:          .Lfunc_end0:
define void @hints(i8* %p) {
  call void @llvm.prefetch.p0i8(i8* %p, i32 0, i32 3, i32 1)
  call void @llvm.prefetch.p0i8(i8* %p, i32 1, i32 2, i32 1)
  %q = getelementptr i8, i8* %p, i64 64
  call void @llvm.prefetch.p0i8(i8* %q, i32 0, i32 1, i32 1)
  call void @llvm.prefetch.p0i8(i8* %p, i32 1, i32 0, i32 1)
  call void @llvm.prefetch.p0i8(i8* %p, i32 0, i32 3, i32 0)
  ret void
}

; Two identical hints are two instructions (builtin-prefetch-1 has them).
; CHECK-LABEL: twice:
; CHECK:       prefetcht2 (%rdi)
; CHECK-NEXT:  prefetcht2 (%rdi)
; RV-LABEL:    twice:
; RV-NOT:      prefetch
; RV:          .Lfunc_end1:
define void @twice(i8* %p) {
  call void @llvm.prefetch.p0i8(i8* %p, i32 1, i32 1, i32 1)
  call void @llvm.prefetch.p0i8(i8* %p, i32 1, i32 1, i32 1)
  ret void
}
