; icmp samesign (LLVM 20): both operands have the same sign.
; RUN: kiln ir %s -o - | FileCheck %s
; RUN: kiln llc %s -o - | FileCheck %s --check-prefix=ASM

define i1 @f(i32 %a, i32 %b) {
  %c = icmp samesign ult i32 %a, %b
  ret i1 %c
}
