; splat (T v) (LLVM 19): a vector of one repeated element. Kept as its elements, which LLVM
; reads as the same constant (llvm-dis-19 prints it as a splat again).
; RUN: kiln ir %s -o - | FileCheck %s
; RUN: kiln llc %s -o - | FileCheck %s --check-prefix=ASM
; RUN: not kiln ir %s -o /dev/null --check-prefix=NONE 2>&1

@v = global <4 x i32> splat (i32 7)

define <4 x float> @f(<4 x float> %x) {
  %y = fadd <4 x float> %x, splat (float 1.000000e+00)
  ret <4 x float> %y
}
