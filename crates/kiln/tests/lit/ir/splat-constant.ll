; splat (T v) (LLVM 19): a vector of one repeated element. Kept as its elements, which LLVM
; reads as the same constant (llvm-dis-19 prints it as a splat again).
; RUN: kiln ir %s -o - | FileCheck %s
; RUN: kiln llc %s -o - | FileCheck %s --check-prefix=ASM

@v = global <4 x i32> splat (i32 7)

define <4 x float> @f(<4 x float> %x) {
  %y = fadd <4 x float> %x, splat (float 1.000000e+00)
  ret <4 x float> %y
}

; CHECK: @v = global <4 x i32> <i32 7, i32 7, i32 7, i32 7>
; CHECK-EMPTY:
; CHECK-NEXT: define <4 x float> @f(<4 x float> %x) {
; CHECK-NEXT: 0:
; CHECK-NEXT:   %y = fadd <4 x float> %x, <float 0x3FF0000000000000, float 0x3FF0000000000000, float 0x3FF0000000000000, float 0x3FF0000000000000>
; CHECK-NEXT:   ret <4 x float> %y
; CHECK-NEXT: }

; ASM-LABEL: f:
; ASM-NEXT: .cfi_startproc
; ASM-NEXT: movups	.LCPI0_0(%rip), %xmm1
; ASM-NEXT: addps	%xmm1, %xmm0
; ASM-NEXT: retq
; ASM-NEXT: .Lfunc_end0:
; ASM-LABEL: v:
; ASM-NEXT: .long	7
; ASM-NEXT: .long	7
; ASM-NEXT: .long	7
; ASM-NEXT: .long	7
; ASM-NEXT: .size	v, 16
; ASM-NEXT: .section	".note.GNU-stack","",@progbits
