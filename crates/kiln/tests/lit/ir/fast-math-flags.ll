; Fast-math flags on fptrunc/fpext (LLVM 20), and on phi, select and calls (as LLVM 14
; already had).
; RUN: kiln ir %s -o - | FileCheck %s
; RUN: kiln llc %s -o /dev/null

define float @f(double %x, i1 %c) {
entry:
  %t = fptrunc fast double %x to float
  %e = fpext nnan ninf float %t to double
  %s = select nsz i1 %c, double %e, double %x
  %r = call afn double @llvm.sqrt.f64(double %s)
  br label %next
next:
  %p = phi reassoc float [ %t, %entry ]
  ret float %p
}
declare double @llvm.sqrt.f64(double)

; CHECK: define float @f(double %x, i1 %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %t = fptrunc fast double %x to float
; CHECK-NEXT:   %e = fpext nnan ninf float %t to double
; CHECK-NEXT:   %s = select nsz i1 %c, double %e, double %x
; CHECK-NEXT:   %r = call afn double @llvm.sqrt.f64(double %s)
; CHECK-NEXT:   br label %next
; CHECK-EMPTY:
; CHECK-NEXT: next:
; CHECK-NEXT:   %p = phi reassoc float [ %t, %entry ]
; CHECK-NEXT:   ret float %p
; CHECK-NEXT: }
; CHECK-EMPTY:
; CHECK-NEXT: declare double @llvm.sqrt.f64(double)
