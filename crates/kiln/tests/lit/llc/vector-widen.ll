; Vectors with fewer elements than an XMM register's (<8 x i8>, <4 x i16>, <2 x i32>,
; <2 x float>, <4 x i8>...) are widened to the register's type, as llc 14's x86 widens them:
; a 64-bit one is loaded and stored by one movq (a copy through a general register when the
; value is only copied), its arithmetic is one SSE instruction, byte shifts are word shifts
; and a mask, compares are pcmpeq/pcmpgt masks, zext/sext to a 128-bit type unpack it with
; zeros or its sign and trunc from one packs it (packuswb, shufps), and it crosses blocks in
; one XMM register. vector-widen-exec.ll runs these against llc.
; RUN: kiln llc -O2 -verify-regalloc -verify-machineinstrs %s -o - | FileCheck %s

define void @copy(<8 x i8>* %d, <8 x i8>* %s) {
  %v = load <8 x i8>, <8 x i8>* %s, align 1
  store <8 x i8> %v, <8 x i8>* %d, align 1
  ret void
}

define void @add_v8i8(<8 x i8>* %d, <8 x i8>* %s) {
  %v = load <8 x i8>, <8 x i8>* %s, align 1
  %w = load <8 x i8>, <8 x i8>* %d, align 1
  %x = add <8 x i8> %v, %w
  store <8 x i8> %x, <8 x i8>* %d, align 1
  ret void
}

define void @mul_v4i16(<4 x i16>* %d, <4 x i16>* %s) {
  %v = load <4 x i16>, <4 x i16>* %s, align 2
  %w = load <4 x i16>, <4 x i16>* %d, align 2
  %x = mul <4 x i16> %v, %w
  store <4 x i16> %x, <4 x i16>* %d, align 2
  ret void
}

define void @fadd_v2f32(<2 x float>* %d, <2 x float>* %s) {
  %v = load <2 x float>, <2 x float>* %s, align 8
  %w = load <2 x float>, <2 x float>* %d, align 8
  %x = fadd <2 x float> %v, %w
  store <2 x float> %x, <2 x float>* %d, align 8
  ret void
}

; zstd's HUF_readStats: the high and low nibbles of 8 bytes interleaved into 16.
define void @nibbles(<16 x i8>* %d, <8 x i8>* %s) {
  %a = load <8 x i8>, <8 x i8>* %s, align 1
  %h = lshr <8 x i8> %a, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %l = and <8 x i8> %a, <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>
  %r = shufflevector <8 x i8> %h, <8 x i8> %l, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  store <16 x i8> %r, <16 x i8>* %d, align 1
  ret void
}

define <2 x i64> @zext_v2i32(<2 x i32>* %s) {
  %a = load <2 x i32>, <2 x i32>* %s, align 4
  %z = zext <2 x i32> %a to <2 x i64>
  ret <2 x i64> %z
}

define <4 x i32> @sext_v4i16(<4 x i16>* %s) {
  %a = load <4 x i16>, <4 x i16>* %s, align 2
  %z = sext <4 x i16> %a to <4 x i32>
  ret <4 x i32> %z
}

; zstd's divbwt: dwords stored as bytes.
define void @trunc_v4i32(<4 x i8>* %d, <4 x i32> %x) {
  %t = trunc <4 x i32> %x to <4 x i8>
  store <4 x i8> %t, <4 x i8>* %d, align 1
  ret void
}

define void @trunc_v2i64(<2 x i32>* %d, <2 x i64> %x) {
  %t = trunc <2 x i64> %x to <2 x i32>
  store <2 x i32> %t, <2 x i32>* %d, align 4
  ret void
}

define void @select_eq_v8i8(<8 x i8>* %d, <8 x i8>* %s) {
  %a = load <8 x i8>, <8 x i8>* %s, align 1
  %b = load <8 x i8>, <8 x i8>* %d, align 1
  %c = icmp eq <8 x i8> %a, %b
  %r = select <8 x i1> %c, <8 x i8> zeroinitializer, <8 x i8> %a
  store <8 x i8> %r, <8 x i8>* %d, align 1
  ret void
}

define i8 @any_zero_v8i8(<8 x i8>* %s) {
  %a = load <8 x i8>, <8 x i8>* %s, align 1
  %c = icmp eq <8 x i8> %a, zeroinitializer
  %m = bitcast <8 x i1> %c to i8
  ret i8 %m
}

define void @loop_v4i16(<4 x i16>* %d, <4 x i16>* %s, i32 %n) {
entry:
  %a = load <4 x i16>, <4 x i16>* %s, align 2
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %acc = phi <4 x i16> [ %a, %entry ], [ %x, %loop ]
  %x = add <4 x i16> %acc, %a
  %j = add i32 %i, 1
  %done = icmp eq i32 %j, %n
  br i1 %done, label %exit, label %loop
exit:
  store <4 x i16> %x, <4 x i16>* %d, align 2
  ret void
}

define void @from_i64(<8 x i8>* %d, i64 %x) {
  %v = bitcast i64 %x to <8 x i8>
  %w = load <8 x i8>, <8 x i8>* %d, align 1
  %s = sub <8 x i8> %w, %v
  store <8 x i8> %s, <8 x i8>* %d, align 1
  ret void
}

define i64 @to_i64(<2 x i32>* %s) {
  %a = load <2 x i32>, <2 x i32>* %s, align 4
  %b = shl <2 x i32> %a, <i32 3, i32 3>
  %c = bitcast <2 x i32> %b to i64
  ret i64 %c
}

; CHECK-LABEL: copy:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movq	(%rsi), %rax
; CHECK-NEXT: movq	%rax, (%rdi)
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: add_v8i8:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movq	(%rsi), %xmm0
; CHECK-NEXT: movq	(%rdi), %xmm1
; CHECK-NEXT: paddb	%xmm1, %xmm0
; CHECK-NEXT: movq	%xmm0, (%rdi)
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: mul_v4i16:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movq	(%rsi), %xmm0
; CHECK-NEXT: movq	(%rdi), %xmm1
; CHECK-NEXT: pmullw	%xmm1, %xmm0
; CHECK-NEXT: movq	%xmm0, (%rdi)
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end2:
; CHECK-LABEL: fadd_v2f32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movq	(%rsi), %xmm0
; CHECK-NEXT: movq	(%rdi), %xmm1
; CHECK-NEXT: addps	%xmm1, %xmm0
; CHECK-NEXT: movq	%xmm0, (%rdi)
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end3:
; CHECK-LABEL: nibbles:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movq	(%rsi), %xmm0
; CHECK-NEXT: movaps	%xmm0, %xmm1
; CHECK-NEXT: pand	.LCPI4_0(%rip), %xmm1
; CHECK-NEXT: psrlw	$4, %xmm0
; CHECK-NEXT: pand	.LCPI4_1(%rip), %xmm0
; CHECK-NEXT: punpcklbw	%xmm1, %xmm0
; CHECK-NEXT: movups	%xmm0, (%rdi)
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end4:
; CHECK-LABEL: zext_v2i32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movq	(%rdi), %xmm0
; CHECK-NEXT: xorps	%xmm1, %xmm1
; CHECK-NEXT: punpckldq	%xmm1, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end5:
; CHECK-LABEL: sext_v4i16:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movq	(%rdi), %xmm0
; CHECK-NEXT: xorps	%xmm1, %xmm1
; CHECK-NEXT: pcmpgtw	%xmm0, %xmm1
; CHECK-NEXT: punpcklwd	%xmm1, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end6:
; CHECK-LABEL: trunc_v4i32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pand	.LCPI7_0(%rip), %xmm0
; CHECK-NEXT: packuswb	%xmm0, %xmm0
; CHECK-NEXT: packuswb	%xmm0, %xmm0
; CHECK-NEXT: movd	%xmm0, (%rdi)
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end7:
; CHECK-LABEL: trunc_v2i64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: shufps	$-120, %xmm0, %xmm0
; CHECK-NEXT: movq	%xmm0, (%rdi)
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end8:
; CHECK-LABEL: select_eq_v8i8:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movq	(%rsi), %xmm0
; CHECK-NEXT: movq	(%rdi), %xmm1
; CHECK-NEXT: pcmpeqb	%xmm0, %xmm1
; CHECK-NEXT: pandn	%xmm0, %xmm1
; CHECK-NEXT: movq	%xmm1, (%rdi)
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end9:
; CHECK-LABEL: any_zero_v8i8:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movq	(%rdi), %xmm0
; CHECK-NEXT: pcmpeqb	.LCPI10_0(%rip), %xmm0
; CHECK-NEXT: pmovmskb	%xmm0, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end10:
; CHECK-LABEL: loop_v4i16:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movq	(%rsi), %xmm1
; CHECK-NEXT: xorl	%eax, %eax
; CHECK-NEXT: movaps	%xmm1, %xmm0
; CHECK-NEXT: .LBB11_1:
; CHECK-NEXT: paddw	%xmm1, %xmm0
; CHECK-NEXT: addl	$1, %eax
; CHECK-NEXT: cmpl	%edx, %eax
; CHECK-NEXT: jne	.LBB11_1
; CHECK-NEXT: movq	%xmm0, (%rdi)
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end11:
; CHECK-LABEL: from_i64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movq	%rsi, %xmm0
; CHECK-NEXT: movq	(%rdi), %xmm1
; CHECK-NEXT: psubb	%xmm0, %xmm1
; CHECK-NEXT: movq	%xmm1, (%rdi)
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end12:
; CHECK-LABEL: to_i64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movq	(%rdi), %xmm0
; CHECK-NEXT: pslld	$3, %xmm0
; CHECK-NEXT: movq	%xmm0, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end13:
