; icmp samesign (LLVM 20): both operands have the same sign.
; RUN: kiln ir %s -o - | FileCheck %s
; RUN: kiln llc %s -o - | FileCheck %s --check-prefix=ASM

define i1 @f(i32 %a, i32 %b) {
  %c = icmp samesign ult i32 %a, %b
  ret i1 %c
}

; CHECK: define i1 @f(i32 %a, i32 %b) {
; CHECK-NEXT: 0:
; CHECK-NEXT:   %c = icmp samesign ult i32 %a, %b
; CHECK-NEXT:   ret i1 %c
; CHECK-NEXT: }

; ASM-LABEL: f:
; ASM-NEXT: .cfi_startproc
; ASM-NEXT: cmpl	%esi, %edi
; ASM-NEXT: setb	%al
; ASM-NEXT: retq
; ASM-NEXT: .Lfunc_end0:
