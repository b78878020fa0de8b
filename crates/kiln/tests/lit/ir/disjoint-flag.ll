; or disjoint (LLVM 18): the operands share no set bit.
; RUN: kiln ir %s -o - | FileCheck %s
; RUN: kiln llc %s -o - | FileCheck %s --check-prefix=ASM

define i32 @f(i32 %x) {
  %h = shl i32 %x, 8
  %y = or disjoint i32 %h, 7
  ret i32 %y
}

; CHECK: define i32 @f(i32 %x) {
; CHECK-NEXT: 0:
; CHECK-NEXT:   %h = shl i32 %x, 8
; CHECK-NEXT:   %y = or disjoint i32 %h, 7
; CHECK-NEXT:   ret i32 %y
; CHECK-NEXT: }

; ASM-LABEL: f:
; ASM-NEXT: .cfi_startproc
; ASM-NEXT: shll	$8, %edi
; ASM-NEXT: orl	$7, %edi
; ASM-NEXT: movl	%edi, %eax
; ASM-NEXT: retq
; ASM-NEXT: .Lfunc_end0:
