; shufflevector of legal vectors as llc's SSE2 shuffles: interleaved halves are punpckl*/
; punpckh*, low and high lanes from two vectors shufps/shufpd, words reordered in their half
; pshuflw, elements moved down with zeros shifted in psrldq.
; RUN: kiln llc -O2 %s -o - | FileCheck %s

define <4 x i32> @unpcklo(<4 x i32> %a, <4 x i32> %b) {
  %r = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  ret <4 x i32> %r
}
define <4 x i32> @unpckhi(<4 x i32> %a, <4 x i32> %b) {
  %r = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  ret <4 x i32> %r
}
define <16 x i8> @bytes_lo(<16 x i8> %a, <16 x i8> %b) {
  %r = shufflevector <16 x i8> %a, <16 x i8> %b, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  ret <16 x i8> %r
}
define <4 x float> @shufps(<4 x float> %a, <4 x float> %b) {
  %r = shufflevector <4 x float> %a, <4 x float> %b, <4 x i32> <i32 1, i32 0, i32 7, i32 4>
  ret <4 x float> %r
}
define <2 x double> @movsd(<2 x double> %a, <2 x double> %b) {
  %r = shufflevector <2 x double> %a, <2 x double> %b, <2 x i32> <i32 2, i32 1>
  ret <2 x double> %r
}
define <8 x i16> @pshuflw(<8 x i16> %a) {
  %r = shufflevector <8 x i16> %a, <8 x i16> poison, <8 x i32> <i32 3, i32 2, i32 1, i32 0, i32 4, i32 5, i32 6, i32 7>
  ret <8 x i16> %r
}
define <16 x i8> @bsrl(<16 x i8> %a) {
  %r = shufflevector <16 x i8> %a, <16 x i8> zeroinitializer, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 16, i32 16, i32 16>
  ret <16 x i8> %r
}
define <2 x i64> @hi_lo(<2 x i64> %a, <2 x i64> %b) {
  %r = shufflevector <2 x i64> %a, <2 x i64> %b, <2 x i32> <i32 1, i32 2>
  ret <2 x i64> %r
}

; One element of a loaded vector also read alone (extracted, lowered first) and the vector
; shuffled: still one pshufd, the lone element read from its own (found by the SSE2
; intrinsics test once such a load stayed a vector load: the shuffle's other extractions,
; left for it, reached selection).
declare void @use(i32)
define void @shuffle_and_element(<4 x i32>* %p) {
  %v = load <4 x i32>, <4 x i32>* %p, align 16
  %s = shufflevector <4 x i32> %v, <4 x i32> poison, <4 x i32> <i32 2, i32 3, i32 0, i32 1>
  %e = extractelement <4 x i32> %v, i64 2
  call void @use(i32 %e)
  %b = bitcast <4 x i32> %s to <16 x i8>
  %x = extractelement <16 x i8> %b, i64 1
  %z = zext i8 %x to i32
  call void @use(i32 %z)
  ret void
}

; CHECK-LABEL: unpcklo:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: punpckldq	%xmm1, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: unpckhi:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: punpckhdq	%xmm1, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: bytes_lo:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: punpcklbw	%xmm1, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end2:
; CHECK-LABEL: shufps:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: shufps	$49, %xmm1, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end3:
; CHECK-LABEL: movsd:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: shufpd	$2, %xmm0, %xmm1
; CHECK-NEXT: movaps	%xmm1, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end4:
; CHECK-LABEL: pshuflw:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pshuflw	$27, %xmm0, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end5:
; CHECK-LABEL: bsrl:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: psrldq	$4, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end6:
; CHECK-LABEL: hi_lo:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: shufpd	$1, %xmm1, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end7:
; CHECK-LABEL: shuffle_and_element:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: subq	$24, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 32
; CHECK-NEXT: movups	(%rdi), %xmm0
; CHECK-NEXT: pshufd	$78, %xmm0, %xmm1
; CHECK-NEXT: movaps	%xmm1, (%rsp) # 16-byte Spill
; CHECK-NEXT: pshufd	$-86, %xmm0, %xmm0
; CHECK-NEXT: movd	%xmm0, %edi
; CHECK-NEXT: callq	use@PLT
; CHECK-NEXT: movaps	(%rsp), %xmm0 # 16-byte Reload
; CHECK-NEXT: pextrw	$0, %xmm0, %eax
; CHECK-NEXT: shrl	$8, %eax
; CHECK-NEXT: movzbl	%al, %edi
; CHECK-NEXT: callq	use@PLT
; CHECK-NEXT: addq	$24, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end8:
