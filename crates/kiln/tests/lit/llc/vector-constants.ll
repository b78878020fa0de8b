; Vector constants that are neither all zeros (xorps) nor all ones (pcmpeqd) are loaded from
; the function's constant pool, as llc does: a 16-byte entry per distinct constant in
; .rodata.cst16 (`.LCPI<function>_<entry>`), read RIP-relative (pic and static alike); float
; elements are written as their bits. The JIT places the pool too: main adds up lanes of
; every function's result.
; RUN: kiln llc -O2 %s -o - | FileCheck %s
; RUN: kiln llc -O2 %s -o - | grep -A4 '^.LCPI0_0:' | FileCheck %s --check-prefix=POOL
; RUN: kiln llc -O2 %s -o - | grep -A1 '^.LCPI2_0:' | FileCheck %s --check-prefix=BYTES
; RUN: kiln lli %s; test $? = 36
; RUN: kiln llc -O0 -relocation-model=pic -filetype=obj %s -o %t.o && cc %t.o -o %t && { %t; test $? = 36; }

define <4 x i32> @addc(<4 x i32> %a) {
  %r = add <4 x i32> %a, <i32 1, i32 2, i32 3, i32 -4>
  ret <4 x i32> %r
}
define <4 x float> @mulc(<4 x float> %a) {
  %r = fmul <4 x float> %a, <float 1.0, float 2.0, float 0.5, float -3.0>
  ret <4 x float> %r
}
define <16 x i8> @bytes(<16 x i8> %a) {
  %r = add <16 x i8> %a, <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15, i8 255>
  ret <16 x i8> %r
}
define <4 x i32> @ult(<4 x i32> %a) {
  %c = icmp ult <4 x i32> %a, <i32 -22, i32 -25, i32 -25, i32 -30>
  %s = select <4 x i1> %c, <4 x i32> zeroinitializer, <4 x i32> %a
  ret <4 x i32> %s
}
define i32 @main() {
  %v = call <4 x i32> @addc(<4 x i32> <i32 10, i32 20, i32 30, i32 40>)
  %e = extractelement <4 x i32> %v, i32 3
  %f = call <4 x float> @mulc(<4 x float> <float 1.0, float 1.0, float 4.0, float 1.0>)
  %g = extractelement <4 x float> %f, i32 2
  %gi = fptosi float %g to i32
  %b = call <16 x i8> @bytes(<16 x i8> zeroinitializer)
  %b15 = extractelement <16 x i8> %b, i32 15
  %b15i = zext i8 %b15 to i32
  %u = call <4 x i32> @ult(<4 x i32> <i32 -1, i32 5, i32 -26, i32 -29>)
  %u0 = extractelement <4 x i32> %u, i32 0
  %u2 = extractelement <4 x i32> %u, i32 2
  %s1 = add i32 %e, %gi
  %s2 = add i32 %s1, %b15i
  %s3 = add i32 %s2, %u0
  %s4 = add i32 %s3, %u2
  ret i32 %s4
}

; CHECK-LABEL: addc:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: paddd	.LCPI0_0(%rip), %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: mulc:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movups	.LCPI1_0(%rip), %xmm1
; CHECK-NEXT: mulps	%xmm1, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: bytes:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: paddb	.LCPI2_0(%rip), %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end2:
; CHECK-LABEL: ult:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movups	.LCPI3_1(%rip), %xmm2
; CHECK-NEXT: movaps	%xmm2, %xmm1
; CHECK-NEXT: pxor	.LCPI3_0(%rip), %xmm1
; CHECK-NEXT: pxor	%xmm0, %xmm2
; CHECK-NEXT: pcmpgtd	%xmm2, %xmm1
; CHECK-NEXT: pandn	%xmm0, %xmm1
; CHECK-NEXT: movaps	%xmm1, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end3:
; CHECK-LABEL: main:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pushq	%rbp
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: pushq	%r14
; CHECK-NEXT: .cfi_def_cfa_offset 24
; CHECK-NEXT: pushq	%rbx
; CHECK-NEXT: .cfi_def_cfa_offset 32
; CHECK-NEXT: .cfi_offset %rbp, -16
; CHECK-NEXT: .cfi_offset %r14, -24
; CHECK-NEXT: .cfi_offset %rbx, -32
; CHECK-NEXT: movups	.LCPI4_0(%rip), %xmm0
; CHECK-NEXT: callq	addc@PLT
; CHECK-NEXT: pshufd	$-1, %xmm0, %xmm0
; CHECK-NEXT: movd	%xmm0, %ebx
; CHECK-NEXT: movups	.LCPI4_1(%rip), %xmm0
; CHECK-NEXT: callq	mulc@PLT
; CHECK-NEXT: pshufd	$-86, %xmm0, %xmm0
; CHECK-NEXT: cvttss2si	%xmm0, %ebp
; CHECK-NEXT: xorps	%xmm0, %xmm0
; CHECK-NEXT: callq	bytes@PLT
; CHECK-NEXT: pextrw	$7, %xmm0, %eax
; CHECK-NEXT: shrl	$8, %eax
; CHECK-NEXT: movzbl	%al, %r14d
; CHECK-NEXT: movups	.LCPI4_2(%rip), %xmm0
; CHECK-NEXT: callq	ult@PLT
; CHECK-NEXT: pshufd	$-86, %xmm0, %xmm1
; CHECK-NEXT: movd	%xmm1, %eax
; CHECK-NEXT: movd	%xmm0, %ecx
; CHECK-NEXT: addl	%ebp, %ebx
; CHECK-NEXT: addl	%r14d, %ebx
; CHECK-NEXT: addl	%ecx, %ebx
; CHECK-NEXT: addl	%eax, %ebx
; CHECK-NEXT: movl	%ebx, %eax
; CHECK-NEXT: popq	%rbx
; CHECK-NEXT: .cfi_def_cfa_offset 24
; CHECK-NEXT: popq	%r14
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: popq	%rbp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end4:

; POOL: .LCPI0_0:
; POOL-NEXT: 	.long	1
; POOL-NEXT: 	.long	2
; POOL-NEXT: 	.long	3
; POOL-NEXT: 	.long	4294967292

; BYTES: .LCPI2_0:
; BYTES-NEXT: 	.ascii	"\001\002\003\004\005\006\007\b\t\n\013\f\r\016\017\377"
