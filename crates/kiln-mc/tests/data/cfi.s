# Functions with call-frame information, code written as bytes.
	.text
	.globl	f
	.p2align	4, 0x90
	.type	f,@function
f:
	.cfi_startproc
	.byte 0x55
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	.byte 0x48, 0x89, 0xe5
	.cfi_def_cfa_register 6
	.zero 70, 0x90
	.cfi_remember_state
	.byte 0x5d
	.cfi_def_cfa 7, 8
	.byte 0xc3
	.cfi_restore_state
	.zero 300, 0x90
	.cfi_adjust_cfa_offset 8
	.cfi_rel_offset 3, 0
	.cfi_restore 3
	.cfi_undefined 16
	.cfi_same_value 12
	.cfi_register 16, 0
	.cfi_escape 0x2e, 0x10
	.byte 0xc3
.Lfunc_end0:
	.size	f, .Lfunc_end0-f
	.cfi_endproc

	.globl g
	.type g,@function
g:
	.cfi_startproc
	.cfi_offset 15, -24
	.zero 70000, 0x90
	.cfi_def_cfa_offset 32
	.byte 0xc3
	.cfi_endproc

	.section .text.h,"axG",@progbits,h,comdat
	.weak h
h:
	.cfi_startproc simple
	.cfi_def_cfa 7, 8
	.cfi_offset 100, -8
	.byte 0xc3
	.cfi_endproc

	.text
sig:
	.cfi_startproc
	.cfi_signal_frame
	.byte 0xc3
	.cfi_endproc
	.section ".note.GNU-stack","",@progbits
