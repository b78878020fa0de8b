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
