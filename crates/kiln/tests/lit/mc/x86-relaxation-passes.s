# Layout and relaxation over several passes: a chain of jumps, each growing only once the
# jump after it has grown (one pass each), a LEB128 value and a fill whose sizes follow the code,
# an `.org`, and sections nothing in can grow (laid out once); the object is compared with
# llvm-mc's.
# RUN: kiln mc -filetype=obj %s -o %t.kiln.o && llvm-mc -filetype=obj %s -o %t.llvm.o \
# RUN:   && llvm-objdump -s -d -r %t.kiln.o | tail -n +3 > %t.kiln.txt && llvm-objdump -s -d -r %t.llvm.o | tail -n +3 > %t.llvm.txt \
# RUN:   && cmp %t.kiln.txt %t.llvm.txt
# RUN: llvm-objdump -d %t.kiln.o | FileCheck %s

# Before relaxation jump k reaches 128 - 3 * (5 - k) bytes: only the last one is too far.
# CHECK-COUNT-6: e9 80 00 00 00 jmp
# CHECK: 75 f4 jne

	.text
	.globl	f
	.type	f,@function
f:
.Lstart:
	jmp	.Lt0
	jmp	.Lt1
	jmp	.Lt2
	jmp	.Lt3
	jmp	.Lt4
	jmp	.Lt5
	movl	$1, %eax
	movl	$1, %eax
	movl	$1, %eax
	movl	$1, %eax
	movl	$1, %eax
	movl	$1, %eax
	movl	$1, %eax
	movl	$1, %eax
	movl	$1, %eax
	movl	$1, %eax
	movl	$1, %eax
	movl	$1, %eax
	movl	$1, %eax
	movl	$1, %eax
	movl	$1, %eax
	movl	$1, %eax
	movl	$1, %eax
	movl	$1, %eax
	movl	$1, %eax
	movl	$1, %eax
	nop
	nop
	nop
.Lt0:
	movl	$1, %eax
.Lt1:
	movl	$1, %eax
.Lt2:
	movl	$1, %eax
.Lt3:
	movl	$1, %eax
.Lt4:
	movl	$1, %eax
.Lt5:
	jne	.Lt3
	retq
.Lend:
	.size	f, .Lend-f

	.data
	.uleb128	.Lt0-.Lstart
	.fill	.Lt0-.Lstart-100, 1, 0xaa
	.quad	.Lend-.Lstart

	.section	.rodata,"a",@progbits
	.byte	1
	.org	16, 0x55
	.p2align	3
	.quad	7

	.section	.rodata.cst8,"aM",@progbits,8
	.p2align	3
	.quad	8

