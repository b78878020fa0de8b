# The BMI1, BMI2 and LZCNT instructions of td/X86InstrBMI.td, 32- and 64-bit, register and memory
# forms: VEX-encoded ones (three-byte C4 prefix: inverted R, X, B from every extended register
# position, the 0F38/0F3A map, W for 64 bits, the vvvv register, the mandatory prefix in pp) and
# the F3-prefixed tzcnt/lzcnt, with SIB, disp8/disp32, RIP-relative (a fixup) and %r12/%r13
# addressing, encoded as llvm-mc encodes them; kiln's objects and Intel-syntax printing match
# llvm-mc's.
# RUN: kiln mc -show-encoding %s | grep -o 'encoding: .*' > %t.kiln && llvm-mc -show-encoding %s | grep -o 'encoding: .*' > %t.llvm && diff %t.llvm %t.kiln
# RUN: kiln mc -filetype=obj %s -o %t.kiln.o && llvm-objdump -dr %t.kiln.o | tail -n +4 > %t.kiln.d
# RUN: llvm-mc -filetype=obj %s -o %t.llvm.o && llvm-objdump -dr %t.llvm.o | tail -n +4 > %t.llvm.d && diff %t.llvm.d %t.kiln.d
# RUN: kiln mc -output-asm-variant=1 %s | grep . > %t.kiln.intel && llvm-mc -output-asm-variant=1 %s | grep . > %t.llvm.intel && diff %t.llvm.intel %t.kiln.intel
# RUN: kiln mc -show-encoding %s | FileCheck %s

	andnl	%ecx, %edx, %eax
	andnq	%r9, %r10, %r11
	andnl	(%rdi), %edx, %eax
	andnq	8(%r12,%r13,4), %rbx, %r8
	bextrl	%ecx, %edx, %eax
	bextrq	%r9, (%rsi), %r11
	bzhil	%ecx, %edx, %eax
	bzhiq	%r9, %r10, %r11
	bzhil	%r8d, (%rax), %r15d
	blsrl	%ecx, %eax
	blsrq	%r9, %r11
	blsrl	(%rdi), %eax
	blsmskl	%ecx, %eax
	blsmskq	(%r8), %r14
	blsil	%ecx, %eax
	blsiq	%r12, %rax
	tzcntw	%ax, %cx
	tzcntl	%ecx, %eax
	tzcntq	%r9, %rax
	tzcntl	(%rdi), %eax
	tzcntq	16(%rsp), %r10
	lzcntw	%ax, %cx
	lzcntl	%ecx, %eax
	lzcntq	%r9, %rax
	lzcntq	(%r13), %rax
	shlxl	%ecx, %edx, %eax
	shlxq	%r9, %r10, %r11
	shlxl	%ecx, (%rdi), %eax
	shrxl	%ecx, %edx, %eax
	shrxq	%rcx, (%rip), %rax
	shrxq	%r15, foo(%rip), %r8
	sarxl	%ecx, %edx, %eax
	sarxq	%r9, 4(%rbp), %r11
	rorxl	$7, %ecx, %eax
	rorxq	$63, %r9, %r11
	rorxl	$3, (%rdi), %eax
	rorxq	$1, 8(%r12), %rax
	mulxl	%ecx, %eax, %edx
	mulxq	%r9, %r10, %r11
	mulxq	(%rdi), %rax, %rbx
	pdepl	%ecx, %edx, %eax
	pdepq	(%rdi), %r10, %r11
	pextl	%ecx, %edx, %eax
	pextq	%r9, %r10, %r11
	pextl	4(%rsp), %r8d, %eax
	andnl	0x12345678(%r13), %r14d, %r15d
	andnq	(%r12), %rax, %rcx
	andnq	-8(%rsp,%r9,8), %r8, %rdx
	bextrl	%r12d, %r13d, %r14d
	bzhiq	%rax, 4096(%rbx,%rcx,2), %rdx
	shlxq	%r8, %r9, %r10
	sarxl	%r15d, %eax, %ebx
	shrxq	%rax, bar+16(%rip), %r9
	tzcntw	(%rdi), %r8w
	lzcntw	%r9w, %ax
	blsrq	-128(%r12), %r13

# CHECK: andnl %ecx, %edx, %eax # encoding: [0xc4,0xe2,0x68,0xf2,0xc1]
# CHECK: andnq %r9, %r10, %r11 # encoding: [0xc4,0x42,0xa8,0xf2,0xd9]
# CHECK: bextrq %r9, (%rsi), %r11 # encoding: [0xc4,0x62,0xb0,0xf7,0x1e]
# CHECK: bzhil %r8d, (%rax), %r15d # encoding: [0xc4,0x62,0x38,0xf5,0x38]
# CHECK: blsrq %r9, %r11 # encoding: [0xc4,0xc2,0xa0,0xf3,0xc9]
# CHECK: tzcntw %ax, %cx # encoding: [0x66,0xf3,0x0f,0xbc,0xc8]
# CHECK: tzcntq %r9, %rax # encoding: [0xf3,0x49,0x0f,0xbc,0xc1]
# CHECK: lzcntl %ecx, %eax # encoding: [0xf3,0x0f,0xbd,0xc1]
# CHECK: shlxq %r9, %r10, %r11 # encoding: [0xc4,0x42,0xb1,0xf7,0xda]
# CHECK: shrxl %ecx, %edx, %eax # encoding: [0xc4,0xe2,0x73,0xf7,0xc2]
# CHECK: sarxl %ecx, %edx, %eax # encoding: [0xc4,0xe2,0x72,0xf7,0xc2]
# CHECK: rorxq $63, %r9, %r11 # encoding: [0xc4,0x43,0xfb,0xf0,0xd9,0x3f]
# CHECK: mulxq %r9, %r10, %r11 # encoding: [0xc4,0x42,0xab,0xf6,0xd9]
# CHECK: pdepl %ecx, %edx, %eax # encoding: [0xc4,0xe2,0x6b,0xf5,0xc1]
# CHECK: pextq %r9, %r10, %r11 # encoding: [0xc4,0x42,0xaa,0xf5,0xd9]
