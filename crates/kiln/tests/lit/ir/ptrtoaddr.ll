; ptrtoaddr (LLVM 22): the address of a pointer, as an integer of the address width, without
; capturing its provenance. On x86-64 the address is the pointer's 64 bits.
; RUN: kiln ir %s -o - | FileCheck %s
; RUN: kiln llc %s -o - | FileCheck %s --check-prefix=ASM

define i64 @f(ptr %p) {
  %a = ptrtoaddr ptr %p to i64
  ret i64 %a
}

; CHECK: define i64 @f(ptr %p) {
; CHECK-NEXT: 0:
; CHECK-NEXT:   %a = ptrtoaddr ptr %p to i64
; CHECK-NEXT:   ret i64 %a
; CHECK-NEXT: }

; ASM-LABEL: f:
; ASM-NEXT: .cfi_startproc
; ASM-NEXT: movq	%rdi, %rax
; ASM-NEXT: retq
; ASM-NEXT: .Lfunc_end0:
