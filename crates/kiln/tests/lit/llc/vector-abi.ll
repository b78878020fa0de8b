; Vectors across calls and returns on x86-64 (System V, SSE2): a <2 x float> travels in the
; low half of an XMM register (widened to <4 x float>), 128-bit vectors in one XMM register,
; a 256-bit vector in two; the ninth vector argument goes to a 16-byte stack slot. A vector
; argument stays in its register for the operations SSE2 has (paddd); vectors built from
; elements enter registers by movd/movq and unpacks (pinsrw for 16- and 8-bit elements) and
; leave them by pshufd/movd (pextrw); a vector made of another's elements in another order
; is one pshufd.
; RUN: kiln llc -O2 %s -o - | FileCheck %s
; RUN: kiln llc -O0 -global-isel=0 %s -o - | FileCheck %s --check-prefix=O0
; RUN: kiln llc -O2 -filetype=obj %s -o %t && llvm-objdump -d %t | FileCheck %s --check-prefix=OBJ

define <2 x float> @make_complex(float %re, float %im) {
  %a = insertelement <2 x float> undef, float %re, i64 0
  %b = insertelement <2 x float> %a, float %im, i64 1
  ret <2 x float> %b
}

define float @complex_sum(<2 x float> %z) {
  %re = extractelement <2 x float> %z, i64 0
  %im = extractelement <2 x float> %z, i64 1
  %s = fadd float %re, %im
  ret float %s
}

define <4 x i32> @add4(<4 x i32> %a, <4 x i32> %b) {
  %s = add <4 x i32> %a, %b
  ret <4 x i32> %s
}

define <2 x double> @swap2(<2 x double> %a) {
  %s = shufflevector <2 x double> %a, <2 x double> undef, <2 x i32> <i32 1, i32 0>
  ret <2 x double> %s
}

define <4 x float> @reverse4(<4 x float> %a) {
  %s = shufflevector <4 x float> %a, <4 x float> undef, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  ret <4 x float> %s
}

define i16 @word3(<8 x i16> %v) {
  %e = extractelement <8 x i16> %v, i64 3
  ret i16 %e
}

define i8 @byte5(<16 x i8> %v) {
  %e = extractelement <16 x i8> %v, i64 5
  ret i8 %e
}

define <8 x i16> @words(i16 %a, i16 %b) {
  %x = insertelement <8 x i16> zeroinitializer, i16 %a, i64 0
  %y = insertelement <8 x i16> %x, i16 %b, i64 6
  ret <8 x i16> %y
}

declare <16 x i8> @bytes_callee(<16 x i8>)

define <16 x i8> @pass_through(<16 x i8> %v) {
  %r = call <16 x i8> @bytes_callee(<16 x i8> %v)
  ret <16 x i8> %r
}

define <16 x i8> @pass_zero() {
  %r = call <16 x i8> @bytes_callee(<16 x i8> zeroinitializer)
  ret <16 x i8> %r
}

define <8 x i32> @wide(<8 x i32> %v) {
  ret <8 x i32> %v
}

declare void @many(<2 x i64>, <2 x i64>, <2 x i64>, <2 x i64>, <2 x i64>, <2 x i64>, <2 x i64>, <2 x i64>, <2 x i64>)

define void @ninth_on_stack(<2 x i64> %v) {
  call void @many(<2 x i64> %v, <2 x i64> %v, <2 x i64> %v, <2 x i64> %v, <2 x i64> %v, <2 x i64> %v, <2 x i64> %v, <2 x i64> %v, <2 x i64> %v)
  ret void
}

define i64 @ninth_arg(<2 x i64> %a, <2 x i64> %b, <2 x i64> %c, <2 x i64> %d, <2 x i64> %e, <2 x i64> %f, <2 x i64> %g, <2 x i64> %h, <2 x i64> %i) {
  %x = extractelement <2 x i64> %i, i64 1
  ret i64 %x
}

declare <2 x float> @cmul(float, float, float, float)

define float @call_complex(float %a, float %b) {
  %z = call <2 x float> @cmul(float %a, float %b, float %b, float %a)
  %im = extractelement <2 x float> %z, i64 1
  ret float %im
}

; A one-element vector travels as its element (RDI, XMM0), as llc scalarizes it.
define <1 x i64> @one(<1 x i64> %a) {
  %x = extractelement <1 x i64> %a, i64 0
  %y = add i64 %x, 1
  %v = insertelement <1 x i64> undef, i64 %y, i64 0
  ret <1 x i64> %v
}

declare <1 x double> @oned(<1 x double>)

define double @call_oned(double %d) {
  %v = insertelement <1 x double> undef, double %d, i64 0
  %r = call <1 x double> @oned(<1 x double> %v)
  %x = extractelement <1 x double> %r, i64 0
  ret double %x
}

; CHECK-LABEL: make_complex:
; CHECK: unpcklps	%xmm1, %xmm0
; CHECK-NEXT: retq
; CHECK-LABEL: complex_sum:
; CHECK: pshufd	$85, %xmm0, %xmm1
; CHECK-NEXT: addss	%xmm1, %xmm0
; CHECK-NEXT: retq
; CHECK-LABEL: add4:
; CHECK: paddd	%xmm1, %xmm0
; CHECK-NEXT: retq
; CHECK-LABEL: swap2:
; CHECK: pshufd	$78, %xmm0, %xmm0
; CHECK-NEXT: retq
; CHECK-LABEL: reverse4:
; CHECK: pshufd	$27, %xmm0, %xmm0
; CHECK-NEXT: retq
; CHECK-LABEL: word3:
; CHECK: pextrw	$3, %xmm0, %eax
; CHECK-NEXT: retq
; CHECK-LABEL: byte5:
; CHECK: pextrw	$2, %xmm0, %eax
; CHECK-NEXT: shrl	$8, %eax
; CHECK-NEXT: retq
; CHECK-LABEL: words:
; CHECK: movd	%edi, %xmm0
; CHECK-NEXT: xorl	%eax, %eax
; CHECK-NEXT: pinsrw	$1, %eax, %xmm0
; CHECK: pinsrw	$6, %esi, %xmm0
; CHECK-NEXT: pinsrw	$7, %eax, %xmm0
; CHECK-NEXT: retq
; CHECK-LABEL: pass_through:
; CHECK: pushq	%rax
; CHECK-NOT: xmm
; CHECK: callq	bytes_callee@PLT
; CHECK-NOT: xmm
; CHECK: retq
; CHECK-LABEL: pass_zero:
; CHECK: xorps	%xmm0, %xmm0
; CHECK-NEXT: callq	bytes_callee@PLT
; CHECK-LABEL: wide:
; CHECK-NOT: xmm
; CHECK: retq
; CHECK-LABEL: ninth_on_stack:
; CHECK: subq	$24, %rsp
; CHECK: movq	%rsp, %rax
; CHECK-NEXT: movups	%xmm7, (%rax)
; CHECK: movaps	%xmm7, %xmm6
; CHECK-NEXT: callq	many@PLT
; CHECK-LABEL: ninth_arg:
; CHECK: movq	16(%rsp), %rax
; CHECK-NEXT: retq
; CHECK-LABEL: call_complex:
; CHECK: movaps	%xmm1, %xmm2
; CHECK-NEXT: movaps	%xmm0, %xmm3
; CHECK: callq	cmul@PLT
; CHECK-NEXT: pshufd	$85, %xmm0, %xmm0
; CHECK-LABEL: one:
; CHECK: addq	$1, %rdi
; CHECK-NEXT: movq	%rdi, %rax
; CHECK-NEXT: retq
; CHECK-LABEL: call_oned:
; CHECK-NOT: xmm
; CHECK: callq	oned@PLT
; CHECK-NOT: xmm
; CHECK: retq

; O0-LABEL: make_complex:
; O0: unpcklps	%xmm1, %xmm0
; O0-NEXT: retq
; O0-LABEL: complex_sum:
; O0: pshufd	$85, %xmm0, %xmm1
; O0-NEXT: addss	%xmm1, %xmm0
; O0-NEXT: retq
; O0-LABEL: pass_through:
; O0: callq	bytes_callee@PLT
; O0-LABEL: wide:
; O0-NOT: xmm
; O0: retq

; The shuffles encode as llvm-mc encodes them.
; OBJ-LABEL: <make_complex>:
; OBJ-NEXT: 0f 14 c1 unpcklps %xmm1, %xmm0
; OBJ-LABEL: <complex_sum>:
; OBJ-NEXT: 66 0f 70 c8 55 pshufd $85, %xmm0, %xmm1
; OBJ-LABEL: <word3>:
; OBJ-NEXT: 66 0f c5 c0 03 pextrw $3, %xmm0, %eax
; OBJ-LABEL: <words>:
; OBJ: 66 0f 6e c7 movd %edi, %xmm0
; OBJ: 66 0f c4 c0 01 pinsrw $1, %eax, %xmm0
