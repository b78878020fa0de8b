; atomicrmw operations of later releases (fmax/fmin 15, uinc_wrap/udec_wrap 16, usub_cond/usub_sat
; 20, fmaximum/fminimum 21) are not read yet: the error names the operation and its release.
; RUN: not kiln ir %s -o /dev/null 2>&1 | FileCheck %s

define i32 @f(ptr %p) {
  %o = atomicrmw uinc_wrap ptr %p, i32 1 seq_cst
  ret i32 %o
}

; CHECK: crates/kiln/tests/lit/ir/atomicrmw-later-ops-error.ll:6:18: error: 'uinc_wrap' (an atomicrmw operation, introduced in LLVM 16) is not supported
; CHECK-NEXT:   %o = atomicrmw uinc_wrap ptr %p, i32 1 seq_cst
; CHECK-NEXT:                  ^
