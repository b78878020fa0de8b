; zext nneg (LLVM 18) and uitofp nneg (LLVM 19): the operand is non-negative. Kept on the
; instruction; code generation may ignore it.
; RUN: kiln ir %s -o - | FileCheck %s
; RUN: kiln llc %s -o - | FileCheck %s --check-prefix=ASM

define i64 @z(i32 %x) {
  %y = zext nneg i32 %x to i64
  ret i64 %y
}

define double @u(i32 %x) {
  %y = uitofp nneg i32 %x to double
  ret double %y
}

; CHECK: define i64 @z(i32 %x) {
; CHECK-NEXT: 0:
; CHECK-NEXT:   %y = zext nneg i32 %x to i64
; CHECK-NEXT:   ret i64 %y
; CHECK-NEXT: }
; CHECK-EMPTY:
; CHECK-NEXT: define double @u(i32 %x) {
; CHECK-NEXT: 0:
; CHECK-NEXT:   %y = uitofp nneg i32 %x to double
; CHECK-NEXT:   ret double %y
; CHECK-NEXT: }

; ASM-LABEL: z:
; ASM-NEXT: .cfi_startproc
; ASM-NEXT: movl	%edi, %eax
; ASM-NEXT: retq
; ASM-NEXT: .Lfunc_end0:
; ASM-LABEL: u:
; ASM-NEXT: .cfi_startproc
; ASM-NEXT: movl	%edi, %eax
; ASM-NEXT: cvtsi2sdq	%rax, %xmm0
; ASM-NEXT: retq
; ASM-NEXT: .Lfunc_end1:
