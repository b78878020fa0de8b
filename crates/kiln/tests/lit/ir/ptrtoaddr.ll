; ptrtoaddr (LLVM 22): the address of a pointer, as an integer of the address width, without
; capturing its provenance. On x86-64 the address is the pointer's 64 bits.
; RUN: kiln ir %s -o - | FileCheck %s
; RUN: kiln llc %s -o - | FileCheck %s --check-prefix=ASM

define i64 @f(ptr %p) {
  %a = ptrtoaddr ptr %p to i64
  ret i64 %a
}
