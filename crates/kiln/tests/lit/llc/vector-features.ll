; A function's "target-features" attribute decides its instructions: in one module, @mul41
; (+sse4.1) multiplies by pmulld and @mul2 (no attribute: the module's SSE2) by two pmuludq;
; @crc (+ssse3,+sse4.1,+pclmul, as xz's crc64_fast.c) uses pshufb, pblendvb and pclmulqdq
; (vector-features-exec.ll runs them beside their lane-by-lane forms); -mattr=+sse4.1 gives
; @mul2 pmulld too. A rotate by a splat constant is two shifts and an or.
; RUN: kiln llc -O2 %s -o - | FileCheck %s
; RUN: kiln llc -O2 -mattr=+sse4.1 %s -o - | FileCheck %s --check-prefix=MATTR

define <4 x i32> @mul41(<4 x i32> %a, <4 x i32> %b) #0 {
  %r = mul <4 x i32> %a, %b
  ret <4 x i32> %r
}

define <4 x i32> @mul2(<4 x i32> %a, <4 x i32> %b) {
  %r = mul <4 x i32> %a, %b
  ret <4 x i32> %r
}

define <2 x i64> @crc(<2 x i64> %a, <16 x i8> %t, <16 x i8> %s) #0 {
  %p = call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> %t, <16 x i8> %s)
  %q = call <16 x i8> @llvm.x86.sse41.pblendvb(<16 x i8> %p, <16 x i8> %t, <16 x i8> %s)
  %x = bitcast <16 x i8> %q to <2 x i64>
  %c = call <2 x i64> @llvm.x86.pclmulqdq(<2 x i64> %x, <2 x i64> %a, i8 17)
  ret <2 x i64> %c
}

define <4 x i32> @rotl13(<4 x i32> %a) {
  %r = call <4 x i32> @llvm.fshl.v4i32(<4 x i32> %a, <4 x i32> %a, <4 x i32> <i32 13, i32 13, i32 13, i32 13>)
  ret <4 x i32> %r
}

declare <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8>, <16 x i8>)
declare <16 x i8> @llvm.x86.sse41.pblendvb(<16 x i8>, <16 x i8>, <16 x i8>)
declare <2 x i64> @llvm.x86.pclmulqdq(<2 x i64>, <2 x i64>, i8)
declare <4 x i32> @llvm.fshl.v4i32(<4 x i32>, <4 x i32>, <4 x i32>)

attributes #0 = { "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+pclmul,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" }

; CHECK-LABEL: mul41:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pmulld	%xmm1, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: mul2:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pshufd	$-11, %xmm1, %xmm2
; CHECK-NEXT: pshufd	$-11, %xmm0, %xmm3
; CHECK-NEXT: pmuludq	%xmm2, %xmm3
; CHECK-NEXT: pmuludq	%xmm1, %xmm0
; CHECK-NEXT: pshufd	$-24, %xmm3, %xmm1
; CHECK-NEXT: pshufd	$-24, %xmm0, %xmm0
; CHECK-NEXT: punpckldq	%xmm1, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: crc:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movaps	%xmm0, %xmm3
; CHECK-NEXT: movaps	%xmm1, %xmm4
; CHECK-NEXT: pshufb	%xmm2, %xmm4
; CHECK-NEXT: movaps	%xmm2, %xmm0
; CHECK-NEXT: pblendvb	%xmm0, %xmm1, %xmm4
; CHECK-NEXT: pclmulqdq	$17, %xmm3, %xmm4
; CHECK-NEXT: movaps	%xmm4, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end2:
; CHECK-LABEL: rotl13:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movaps	%xmm0, %xmm1
; CHECK-NEXT: psrld	$19, %xmm1
; CHECK-NEXT: pslld	$13, %xmm0
; CHECK-NEXT: por	%xmm1, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end3:

; MATTR-LABEL: mul41:
; MATTR-NEXT: .cfi_startproc
; MATTR-NEXT: pmulld	%xmm1, %xmm0
; MATTR-NEXT: retq
; MATTR-NEXT: .Lfunc_end0:
; MATTR-LABEL: mul2:
; MATTR-NEXT: .cfi_startproc
; MATTR-NEXT: pmulld	%xmm1, %xmm0
; MATTR-NEXT: retq
; MATTR-NEXT: .Lfunc_end1:
; MATTR-LABEL: crc:
; MATTR-NEXT: .cfi_startproc
; MATTR-NEXT: movaps	%xmm0, %xmm3
; MATTR-NEXT: movaps	%xmm1, %xmm4
; MATTR-NEXT: pshufb	%xmm2, %xmm4
; MATTR-NEXT: movaps	%xmm2, %xmm0
; MATTR-NEXT: pblendvb	%xmm0, %xmm1, %xmm4
; MATTR-NEXT: pclmulqdq	$17, %xmm3, %xmm4
; MATTR-NEXT: movaps	%xmm4, %xmm0
; MATTR-NEXT: retq
; MATTR-NEXT: .Lfunc_end2:
; MATTR-LABEL: rotl13:
; MATTR-NEXT: .cfi_startproc
; MATTR-NEXT: movaps	%xmm0, %xmm1
; MATTR-NEXT: psrld	$19, %xmm1
; MATTR-NEXT: pslld	$13, %xmm0
; MATTR-NEXT: por	%xmm1, %xmm0
; MATTR-NEXT: retq
; MATTR-NEXT: .Lfunc_end3:
