# A jump whose target adds a label difference folded from the layout: when the jump between
# the two labels grows, the target moves by more than the distance to `.Lt` does, so the
# first jump must be evaluated again (it is not re-checked from fragment offsets alone).
# Before relaxation it reaches 122 bytes, after it 128: it grows in the second pass.
# RUN: kiln mc -filetype=obj %s -o %t.kiln.o && llvm-mc -filetype=obj %s -o %t.llvm.o \
# RUN:   && llvm-objdump -s -d -r %t.kiln.o | tail -n +3 > %t.kiln.txt && llvm-objdump -s -d -r %t.llvm.o | tail -n +3 > %t.llvm.txt \
# RUN:   && cmp %t.kiln.txt %t.llvm.txt
# RUN: llvm-objdump -d %t.kiln.o | FileCheck %s

# CHECK: e9 80 00 00 00 jmp
# CHECK-NEXT: e9 3e 01 00 00 jmp

	.text
	.globl	f
	.type	f,@function
f:
	jmp	.Lt + (.Lb - .La)
.La:
	jmp	.Lfar
.Lb:
	.fill	118, 1, 0x90
.Lt:
	.fill	200, 1, 0x90
.Lfar:
	retq
