# The SSSE3, SSE4.1, SSE4.2 and PCLMUL instructions of td/X86InstrSSE4.td, register and memory
# forms (extended registers for the REX prefix), encoded as llvm-mc encodes them; kiln's
# objects hold the same bytes as llvm-mc's.
# RUN: kiln mc -show-encoding %s | grep -o 'encoding: .*' > %t.kiln && llvm-mc -show-encoding %s | grep -o 'encoding: .*' > %t.llvm && diff %t.llvm %t.kiln
# RUN: kiln mc -filetype=obj %s -o %t.kiln.o && llvm-objcopy -O binary --only-section=.text %t.kiln.o %t.kiln.bin
# RUN: llvm-mc -filetype=obj %s -o %t.llvm.o && llvm-objcopy -O binary --only-section=.text %t.llvm.o %t.llvm.bin && cmp %t.llvm.bin %t.kiln.bin
# RUN: kiln mc -show-encoding %s | FileCheck %s

	pshufb	%xmm1, %xmm0
	pshufb	(%rdi), %xmm9
	phaddw	%xmm1, %xmm0
	phaddw	(%rdi), %xmm9
	phaddd	%xmm1, %xmm0
	phaddd	(%rdi), %xmm9
	phaddsw	%xmm1, %xmm0
	phaddsw	(%rdi), %xmm9
	pmaddubsw	%xmm1, %xmm0
	pmaddubsw	(%rdi), %xmm9
	phsubw	%xmm1, %xmm0
	phsubw	(%rdi), %xmm9
	phsubd	%xmm1, %xmm0
	phsubd	(%rdi), %xmm9
	phsubsw	%xmm1, %xmm0
	phsubsw	(%rdi), %xmm9
	psignb	%xmm1, %xmm0
	psignb	(%rdi), %xmm9
	psignw	%xmm1, %xmm0
	psignw	(%rdi), %xmm9
	psignd	%xmm1, %xmm0
	psignd	(%rdi), %xmm9
	pmulhrsw	%xmm1, %xmm0
	pmulhrsw	(%rdi), %xmm9
	pmuldq	%xmm1, %xmm0
	pmuldq	(%rdi), %xmm9
	pcmpeqq	%xmm1, %xmm0
	pcmpeqq	(%rdi), %xmm9
	packusdw	%xmm1, %xmm0
	packusdw	(%rdi), %xmm9
	pminsb	%xmm1, %xmm0
	pminsb	(%rdi), %xmm9
	pminsd	%xmm1, %xmm0
	pminsd	(%rdi), %xmm9
	pminuw	%xmm1, %xmm0
	pminuw	(%rdi), %xmm9
	pminud	%xmm1, %xmm0
	pminud	(%rdi), %xmm9
	pmaxsb	%xmm1, %xmm0
	pmaxsb	(%rdi), %xmm9
	pmaxsd	%xmm1, %xmm0
	pmaxsd	(%rdi), %xmm9
	pmaxuw	%xmm1, %xmm0
	pmaxuw	(%rdi), %xmm9
	pmaxud	%xmm1, %xmm0
	pmaxud	(%rdi), %xmm9
	pmulld	%xmm1, %xmm0
	pmulld	(%rdi), %xmm9
	pcmpgtq	%xmm1, %xmm0
	pcmpgtq	(%rdi), %xmm9
	pabsb	%xmm10, %xmm2
	pabsb	8(%rsp), %xmm3
	pabsw	%xmm10, %xmm2
	pabsw	8(%rsp), %xmm3
	pabsd	%xmm10, %xmm2
	pabsd	8(%rsp), %xmm3
	pmovsxbw	%xmm10, %xmm2
	pmovsxbw	8(%rsp), %xmm3
	pmovsxbd	%xmm10, %xmm2
	pmovsxbd	8(%rsp), %xmm3
	pmovsxbq	%xmm10, %xmm2
	pmovsxbq	8(%rsp), %xmm3
	pmovsxwd	%xmm10, %xmm2
	pmovsxwd	8(%rsp), %xmm3
	pmovsxwq	%xmm10, %xmm2
	pmovsxwq	8(%rsp), %xmm3
	pmovsxdq	%xmm10, %xmm2
	pmovsxdq	8(%rsp), %xmm3
	pmovzxbw	%xmm10, %xmm2
	pmovzxbw	8(%rsp), %xmm3
	pmovzxbd	%xmm10, %xmm2
	pmovzxbd	8(%rsp), %xmm3
	pmovzxbq	%xmm10, %xmm2
	pmovzxbq	8(%rsp), %xmm3
	pmovzxwd	%xmm10, %xmm2
	pmovzxwd	8(%rsp), %xmm3
	pmovzxwq	%xmm10, %xmm2
	pmovzxwq	8(%rsp), %xmm3
	pmovzxdq	%xmm10, %xmm2
	pmovzxdq	8(%rsp), %xmm3
	ptest	%xmm1, %xmm0
	ptest	(%rax), %xmm12
	pblendvb	%xmm0, %xmm2, %xmm1
	pblendvb	%xmm0, (%rsi), %xmm11
	blendvps	%xmm0, %xmm2, %xmm1
	blendvps	%xmm0, (%rsi), %xmm11
	blendvpd	%xmm0, %xmm2, %xmm1
	blendvpd	%xmm0, (%rsi), %xmm11
	palignr	$5, %xmm1, %xmm0
	palignr	$17, 16(%rdx), %xmm14
	blendps	$5, %xmm1, %xmm0
	blendps	$17, 16(%rdx), %xmm14
	blendpd	$5, %xmm1, %xmm0
	blendpd	$17, 16(%rdx), %xmm14
	pblendw	$5, %xmm1, %xmm0
	pblendw	$17, 16(%rdx), %xmm14
	insertps	$5, %xmm1, %xmm0
	insertps	$17, 16(%rdx), %xmm14
	pclmulqdq	$5, %xmm1, %xmm0
	pclmulqdq	$17, 16(%rdx), %xmm14
	roundps	$9, %xmm8, %xmm1
	roundpd	$9, %xmm8, %xmm1
	roundss	$9, %xmm8, %xmm1
	roundsd	$9, %xmm8, %xmm1
	pextrb	$15, %xmm1, %eax
	pextrd	$3, %xmm9, %r10d
	pextrq	$1, %xmm1, %rax
	extractps	$2, %xmm3, %ecx
	pinsrb	$7, %eax, %xmm1
	pinsrd	$2, %r11d, %xmm9
	pinsrq	$1, %rcx, %xmm0

# CHECK: pshufb %xmm1, %xmm0 # encoding: [0x66,0x0f,0x38,0x00,0xc1]
# CHECK: pblendvb %xmm0, %xmm2, %xmm1 # encoding: [0x66,0x0f,0x38,0x10,0xca]
# CHECK: pclmulqdq $5, %xmm1, %xmm0 # encoding: [0x66,0x0f,0x3a,0x44,0xc1,0x05]
# CHECK: pinsrq $1, %rcx, %xmm0 # encoding: [0x66,0x48,0x0f,0x3a,0x22,0xc1,0x01]
