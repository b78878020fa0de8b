; or disjoint (LLVM 18): the operands share no set bit.
; RUN: kiln ir %s -o - | FileCheck %s
; RUN: kiln llc %s -o - | FileCheck %s --check-prefix=ASM

define i32 @f(i32 %x) {
  %h = shl i32 %x, 8
  %y = or disjoint i32 %h, 7
  ret i32 %y
}
