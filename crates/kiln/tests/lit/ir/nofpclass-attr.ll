; nofpclass(...) (LLVM 17): floating-point classes a value is not in, as keywords or a mask.
; RUN: kiln ir %s -o - | FileCheck %s
; RUN: kiln llc %s -o /dev/null

define nofpclass(nan inf) double @f(double nofpclass(zero sub) %x, float nofpclass(3) %y, double nofpclass(pinf nnorm) %z) {
  ret double %x
}

; CHECK: define nofpclass(nan inf) double @f(double nofpclass(zero sub) %x, float nofpclass(nan) %y, double nofpclass(nnorm pinf) %z) {
; CHECK-NEXT: 0:
; CHECK-NEXT:   ret double %x
; CHECK-NEXT: }
