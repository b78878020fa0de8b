# C++-style frames: personality routine and LSDA pointers, plus an address-significance table.
	.text
	.globl	f
	.type	f,@function
f:
.Lfunc_begin0:
	.cfi_startproc
	.cfi_personality 155, DW.ref.__gxx_personality_v0
	.cfi_lsda 27, .Lexception0
	.byte 0x50
	.cfi_def_cfa_offset 16
	.byte 0xe8, 0, 0, 0, 0
	.byte 0x58, 0xc3
.Lfunc_end0:
	.size	f, .Lfunc_end0-f
	.cfi_endproc
	.section	.gcc_except_table,"a",@progbits
	.p2align	2
.Lexception0:
	.byte	255
	.byte	255
	.byte	1
	.uleb128 .Lcst_end0-.Lcst_begin0
.Lcst_begin0:
	.uleb128 .Lfunc_begin0-.Lfunc_begin0
	.uleb128 .Lfunc_end0-.Lfunc_begin0
	.byte	0
	.byte	0
.Lcst_end0:
	.text
	.globl g
g:
	.cfi_startproc
	.byte 0xc3
	.cfi_endproc
	.hidden	DW.ref.__gxx_personality_v0
	.weak	DW.ref.__gxx_personality_v0
	.section	.data.DW.ref.__gxx_personality_v0,"aGw",@progbits,DW.ref.__gxx_personality_v0,comdat
	.p2align	3
	.type	DW.ref.__gxx_personality_v0,@object
	.size	DW.ref.__gxx_personality_v0, 8
DW.ref.__gxx_personality_v0:
	.quad	__gxx_personality_v0
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __gxx_personality_v0
	.addrsig_sym g
