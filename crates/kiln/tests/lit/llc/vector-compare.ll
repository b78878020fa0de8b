; Vector compares and their masks as llc's SSE2 code has them: a byte-equality mask's bits
; are pcmpeqb + pmovmskb (zstd's row match), an unsigned compare flips the sign bits before
; pcmpgtd, a select is pand/pandn/por (pandn alone when one side is zero), v2i64 equality is
; pcmpeqd with its swapped self, an any-lane reduction of `x < 0` is movmskps of x, words are
; packed to bytes before pmovmskb; a splat of a byte is movd, punpcklbw, pshuflw, pshufd;
; v2i64 orderings are dword compares joined; the pmovmskb intrinsic of a whole vector (clang
; -O0's _mm_movemask_epi8) is the instruction.
; RUN: kiln llc -O2 %s -o - | FileCheck %s

define i16 @match_bytes(<16 x i8>* %p, i8 %tag) {
  %v = load <16 x i8>, <16 x i8>* %p, align 1
  %i = insertelement <16 x i8> undef, i8 %tag, i64 0
  %s = shufflevector <16 x i8> %i, <16 x i8> poison, <16 x i32> zeroinitializer
  %c = icmp eq <16 x i8> %v, %s
  %b = bitcast <16 x i1> %c to i16
  ret i16 %b
}
define <4 x i32> @umax(<4 x i32> %a, <4 x i32> %b) {
  %c = icmp ugt <4 x i32> %a, %b
  %s = select <4 x i1> %c, <4 x i32> %a, <4 x i32> %b
  ret <4 x i32> %s
}
define <16 x i8> @zero_where_eq(<16 x i8> %a, <16 x i8> %b) {
  %c = icmp eq <16 x i8> %a, zeroinitializer
  %s = select <16 x i1> %c, <16 x i8> zeroinitializer, <16 x i8> %b
  ret <16 x i8> %s
}
define <4 x float> @fsel(<4 x float> %a, <4 x float> %b) {
  %c = fcmp ogt <4 x float> %a, %b
  %s = select <4 x i1> %c, <4 x float> %a, <4 x float> %b
  ret <4 x float> %s
}
define <2 x i64> @eq64(<2 x i64> %a, <2 x i64> %b) {
  %c = icmp eq <2 x i64> %a, %b
  %s = sext <2 x i1> %c to <2 x i64>
  ret <2 x i64> %s
}
define <2 x i64> @gt64(<2 x i64> %a, <2 x i64> %b) {
  %c = icmp sgt <2 x i64> %a, %b
  %s = sext <2 x i1> %c to <2 x i64>
  ret <2 x i64> %s
}
define i1 @any(<4 x i32> %a) {
  %c = icmp slt <4 x i32> %a, zeroinitializer
  %r = call i1 @llvm.vector.reduce.or.v4i1(<4 x i1> %c)
  ret i1 %r
}
define i8 @words(<8 x i16> %a, <8 x i16> %b) {
  %c = icmp ne <8 x i16> %a, %b
  %r = bitcast <8 x i1> %c to i8
  ret i8 %r
}
define i32 @movemask_intrinsic(<16 x i8>* %p) {
  %v = load <16 x i8>, <16 x i8>* %p, align 1
  %m = call i32 @llvm.x86.sse2.pmovmskb.128(<16 x i8> %v)
  ret i32 %m
}
declare i32 @llvm.x86.sse2.pmovmskb.128(<16 x i8>)
declare i1 @llvm.vector.reduce.or.v4i1(<4 x i1>)

; CHECK-LABEL: match_bytes:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movups	(%rdi), %xmm0
; CHECK-NEXT: movd	%esi, %xmm1
; CHECK-NEXT: punpcklbw	%xmm1, %xmm1
; CHECK-NEXT: pshuflw	$0, %xmm1, %xmm1
; CHECK-NEXT: pshufd	$0, %xmm1, %xmm1
; CHECK-NEXT: pcmpeqb	%xmm1, %xmm0
; CHECK-NEXT: pmovmskb	%xmm0, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: umax:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movups	.LCPI1_0(%rip), %xmm2
; CHECK-NEXT: movaps	%xmm1, %xmm3
; CHECK-NEXT: pxor	%xmm2, %xmm3
; CHECK-NEXT: pxor	%xmm0, %xmm2
; CHECK-NEXT: pcmpgtd	%xmm3, %xmm2
; CHECK-NEXT: pand	%xmm2, %xmm0
; CHECK-NEXT: pandn	%xmm1, %xmm2
; CHECK-NEXT: por	%xmm2, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: zero_where_eq:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: xorps	%xmm2, %xmm2
; CHECK-NEXT: pcmpeqb	%xmm2, %xmm0
; CHECK-NEXT: pandn	%xmm1, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end2:
; CHECK-LABEL: fsel:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movaps	%xmm1, %xmm2
; CHECK-NEXT: cmpps	$1, %xmm0, %xmm2
; CHECK-NEXT: pand	%xmm2, %xmm0
; CHECK-NEXT: pandn	%xmm1, %xmm2
; CHECK-NEXT: por	%xmm2, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end3:
; CHECK-LABEL: eq64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pcmpeqd	%xmm1, %xmm0
; CHECK-NEXT: pshufd	$-79, %xmm0, %xmm1
; CHECK-NEXT: pand	%xmm1, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end4:
; CHECK-LABEL: gt64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movups	.LCPI5_0(%rip), %xmm2
; CHECK-NEXT: pxor	%xmm2, %xmm1
; CHECK-NEXT: pxor	%xmm2, %xmm0
; CHECK-NEXT: movaps	%xmm0, %xmm2
; CHECK-NEXT: pcmpeqd	%xmm1, %xmm2
; CHECK-NEXT: pcmpgtd	%xmm1, %xmm0
; CHECK-NEXT: pshufd	$-11, %xmm2, %xmm1
; CHECK-NEXT: pshufd	$-96, %xmm0, %xmm2
; CHECK-NEXT: pand	%xmm2, %xmm1
; CHECK-NEXT: pshufd	$-11, %xmm0, %xmm0
; CHECK-NEXT: por	%xmm0, %xmm1
; CHECK-NEXT: movaps	%xmm1, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end5:
; CHECK-LABEL: any:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movmskps	%xmm0, %eax
; CHECK-NEXT: testl	%eax, %eax
; CHECK-NEXT: setne	%al
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end6:
; CHECK-LABEL: words:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pcmpeqw	%xmm1, %xmm0
; CHECK-NEXT: pcmpeqd	%xmm1, %xmm1
; CHECK-NEXT: pxor	%xmm1, %xmm0
; CHECK-NEXT: packsswb	%xmm0, %xmm0
; CHECK-NEXT: pmovmskb	%xmm0, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end7:
; CHECK-LABEL: movemask_intrinsic:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movups	(%rdi), %xmm0
; CHECK-NEXT: pmovmskb	%xmm0, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end8:
