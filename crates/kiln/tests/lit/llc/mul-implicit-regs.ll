; One-operand mul/imul read only the low accumulator (AL, AX, EAX, RAX) and write the pair;
; div/idiv read both halves. With a spurious use of RDX on MUL64r, the allocation checker
; rejected umul.with.overflow at -O0 (found by gxx's old-deja mike_eh2: `new T[n]`).
; RUN: kiln llc -O0 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: kiln llc -O2 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=O2

declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64)

define i64 @array_bytes(i64 %n) {
  %r = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %n, i64 12)
  %v = extractvalue { i64, i1 } %r, 0
  %o = extractvalue { i64, i1 } %r, 1
  %s = select i1 %o, i64 -1, i64 %v
  ret i64 %s
}
; CHECK-LABEL: array_bytes:
; CHECK: mulq
; CHECK: retq
; O2-LABEL: array_bytes:
; O2: mulq
; O2: retq

define i64 @quotient(i64 %a, i64 %b) {
  %q = udiv i64 %a, %b
  ret i64 %q
}
; CHECK-LABEL: quotient:
; CHECK: divq
; O2-LABEL: quotient:
; O2: divq
