# Intel-syntax input: with -x86-asm-syntax=intel, or after `.intel_syntax noprefix` (and back
# with `.att_syntax`); -output-asm-variant=1 prints Intel syntax, 0 (the default) AT&T. The
# encodings are llvm-mc's.
# RUN: kiln mc -x86-asm-syntax=intel -show-encoding %s | FileCheck %s --check-prefix=ATT
# RUN: kiln mc -x86-asm-syntax=intel -output-asm-variant=1 %s | FileCheck %s --check-prefix=INTEL
# RUN: kiln mc -x86-asm-syntax=intel -filetype=obj %s -o %t.kiln.o && llvm-mc -x86-asm-syntax=intel -filetype=obj %s -o %t.llvm.o \
# RUN:   && llvm-objdump -d -r %t.kiln.o | tail -n +3 > %t.kiln.txt && llvm-objdump -d -r %t.llvm.o | tail -n +3 > %t.llvm.txt \
# RUN:   && cmp %t.kiln.txt %t.llvm.txt
# RUN: not kiln mc -output-asm-variant=2 %s 2>&1 | FileCheck %s --check-prefix=VARIANT

	mov	eax, dword ptr [rip + x]
	mov	dword ptr [rsi - 12], 7
	add	rax, qword ptr [rsi + 8*rdi + 16]
	movzx	eax, byte ptr [rdi]
	movsxd	rcx, ecx
	cdqe
	movabs	rax, 81985529216486895
	lea	rax, [rdi + rax + x]
	shl	edi, cl
	call	rax
	call	x@PLT
	mov	rax, qword ptr fs:[0]
	cvtsi2sd	xmm1, rdi
	fld	tbyte ptr [rip + x]
	fsubrp	st(1), st
	lock		xadd	dword ptr [rdi], eax
	.att_syntax
	movl	%eax, %ecx
	.intel_syntax noprefix
	mov	ecx, eax
x:
	ret

# ATT:      movl x(%rip), %eax # encoding: [0x8b,0x05,A,A,A,A]
# ATT:      movl $7, -12(%rsi) # encoding: [0xc7,0x46,0xf4,0x07,0x00,0x00,0x00]
# ATT:      addq 16(%rsi,%rdi,8), %rax # encoding: [0x48,0x03,0x44,0xfe,0x10]
# ATT:      movzbl (%rdi), %eax # encoding: [0x0f,0xb6,0x07]
# ATT:      movslq %ecx, %rcx # encoding: [0x48,0x63,0xc9]
# ATT:      cltq # encoding: [0x48,0x98]
# ATT:      movabsq $81985529216486895, %rax # encoding: [0x48,0xb8,0xef,0xcd,0xab,0x89,0x67,0x45,0x23,0x01]
# ATT:      leaq x(%rdi,%rax), %rax # encoding: [0x48,0x8d,0x84,0x07,A,A,A,A]
# ATT:      shll %cl, %edi # encoding: [0xd3,0xe7]
# ATT:      callq *%rax # encoding: [0xff,0xd0]
# ATT:      callq x@PLT # encoding: [0xe8,A,A,A,A]
# ATT:      movq %fs:0, %rax # encoding: [0x64,0x48,0x8b,0x04,0x25,0x00,0x00,0x00,0x00]
# ATT:      cvtsi2sd{{q?}} %rdi, %xmm1 # encoding: [0xf2,0x48,0x0f,0x2a,0xcf]
# ATT:      fldt x(%rip) # encoding: [0xdb,0x2d,A,A,A,A]
# ATT:      fsubp %st, %st(1) # encoding: [0xde,0xe1]
# ATT:      lock xaddl %eax, (%rdi) # encoding: [0xf0,0x0f,0xc1,0x07]
# ATT:      movl %eax, %ecx # encoding: [0x89,0xc1]
# ATT:      movl %eax, %ecx # encoding: [0x89,0xc1]

# INTEL:      mov eax, dword ptr [rip + x]
# INTEL-NEXT: mov dword ptr [rsi - 12], 7
# INTEL-NEXT: add rax, qword ptr [rsi + 8*rdi + 16]
# INTEL-NEXT: movzx eax, byte ptr [rdi]
# INTEL-NEXT: movsxd rcx, ecx
# INTEL-NEXT: cdqe
# INTEL-NEXT: movabs rax, 81985529216486895
# INTEL-NEXT: lea rax, [rdi + rax + x]
# INTEL-NEXT: shl edi, cl
# INTEL-NEXT: call rax
# INTEL-NEXT: call x@PLT
# INTEL-NEXT: mov rax, qword ptr fs:[0]
# INTEL-NEXT: cvtsi2sd xmm1, rdi
# INTEL-NEXT: fld tbyte ptr [rip + x]
# INTEL-NEXT: fsubrp st(1), st
# INTEL-NEXT: lock xadd dword ptr [rdi], eax
# INTEL-NEXT: mov ecx, eax
# INTEL-NEXT: mov ecx, eax

# VARIANT: kiln mc: error: invalid assembly variant '2' (x86 has 0, AT&T, and 1, Intel)
