# Relocation selection: symbol or section symbol, PC-relative forms, differences.
	.text
	.globl	gfun
gfun:
	.byte 0xc3
lfun:
	.byte 0xc3
	.weak wfun
wfun:
	.byte 0xc3
	.long gfun - .
	.long lfun - .
	.long wfun - .
	.long undef - . - 4
	.long .Lnext - .
.Lnext:
	.quad undef - 8
	.quad -16 + undef
	.long .rodata_sym - .
	.p2align 4, 0x90, 3
	.byte 1
	.p2align 5, 0x90, 20
	.byte 2
	.balign 8, 0xcc, 7
	.byte 3
	.align 16
	.byte 4

	.section .rodata,"a",@progbits
.rodata_sym:
	.long 5
1:	.long gfun - 1b
	.long 2f - 1b
2:	.long 1b
	.uleb128 .Lbig_end - .Lbig
	.sleb128 .Lbig - .Lbig_end
.Lbig:
.Lfill_start:
	.zero 130
.Lfill_end:
	.fill .Lfill_end - .Lfill_start, 1, 0x11
.Lbig_end:

	.section .text.other,"ax",@progbits
	.long lfun - .
	.quad lfun
	.quad gfun + 3

	.section .data.rel.local,"aw",@progbits
	.globl gset
	.set gset, lfun + 1
	.quad gset
	.set lset, lfun + 1
	.quad lset
	.set diff, .Lnext - gfun
	.quad diff
	.byte diff
	.section .tdata,"awT",@progbits
tlocal:
	.long 1
	.data
	.quad tlocal@DTPOFF
	.long tlocal@TPOFF
	.section .mysec
	.byte 1
	.section .mysec.w,"w"
	.byte 2
	.section .text.split
	.byte 0x90
	.section ".note.GNU-stack","",@progbits
