; Vector operations SSE2 has no instruction for yet are done element by element: shifts,
; shuffles, element insertion and extraction, reductions (compares and the selects of their
; masks are whole: crc_step's pcmpeqd and pand/pandn/por, vector-compare.ll); the elements
; of a vector loaded whole come out of its XMM register (pshufd/movd). A <2 x i64> live across
; blocks stays in one XMM register (vector-select.ll has the operations done whole).
; RUN: kiln llc -O2 %s -o - | FileCheck %s

declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)

define void @crc_step(<4 x i32>* %p) {
entry:
  %v = load <4 x i32>, <4 x i32>* %p, align 16
  %a = and <4 x i32> %v, <i32 1, i32 1, i32 1, i32 1>
  %c = icmp eq <4 x i32> %a, zeroinitializer
  %s = lshr <4 x i32> %v, <i32 1, i32 1, i32 1, i32 1>
  %x = xor <4 x i32> %s, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %r = select <4 x i1> %c, <4 x i32> %s, <4 x i32> %x
  store <4 x i32> %r, <4 x i32>* %p, align 16
  ret void
}

define i32 @lanes(<4 x i32>* %p, i32 %y) {
entry:
  %v = load <4 x i32>, <4 x i32>* %p, align 4
  %sh = shufflevector <4 x i32> %v, <4 x i32> undef, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %ins = insertelement <4 x i32> %sh, i32 %y, i32 1
  %e = extractelement <4 x i32> %ins, i32 0
  %sum = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %ins)
  %r = sub i32 %sum, %e
  ret i32 %r
}

define void @loop(<2 x i64>* %p, i32 %n) {
entry:
  br label %body
body:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %acc = phi <2 x i64> [ <i64 1, i64 2>, %entry ], [ %acc1, %body ]
  %acc1 = add <2 x i64> %acc, <i64 3, i64 5>
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, %n
  br i1 %done, label %exit, label %body
exit:
  store <2 x i64> %acc1, <2 x i64>* %p, align 8
  ret void
}

; CHECK-LABEL: crc_step:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movups	(%rdi), %xmm0
; CHECK-NEXT: movaps	%xmm0, %xmm1
; CHECK-NEXT: pand	.LCPI0_0(%rip), %xmm1
; CHECK-NEXT: psrld	$1, %xmm0
; CHECK-NEXT: movaps	%xmm0, %xmm2
; CHECK-NEXT: pxor	.LCPI0_1(%rip), %xmm2
; CHECK-NEXT: xorps	%xmm3, %xmm3
; CHECK-NEXT: pcmpeqd	%xmm3, %xmm1
; CHECK-NEXT: movaps	%xmm1, %xmm3
; CHECK-NEXT: pandn	%xmm2, %xmm3
; CHECK-NEXT: pand	%xmm0, %xmm1
; CHECK-NEXT: por	%xmm3, %xmm1
; CHECK-NEXT: movups	%xmm1, (%rdi)
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: lanes:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movl	12(%rdi), %eax
; CHECK-NEXT: addl	%eax, %esi
; CHECK-NEXT: addl	4(%rdi), %esi
; CHECK-NEXT: addl	(%rdi), %esi
; CHECK-NEXT: subl	%eax, %esi
; CHECK-NEXT: movl	%esi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: loop:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: xorl	%eax, %eax
; CHECK-NEXT: movups	.LCPI2_0(%rip), %xmm0
; CHECK-NEXT: .LBB2_1:
; CHECK-NEXT: paddq	.LCPI2_1(%rip), %xmm0
; CHECK-NEXT: addl	$1, %eax
; CHECK-NEXT: cmpl	%esi, %eax
; CHECK-NEXT: jne	.LBB2_1
; CHECK-NEXT: movups	%xmm0, (%rdi)
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end2:
