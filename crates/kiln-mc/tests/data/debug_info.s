# Debug-info shaped data: DWARF 5 file table and .loc entries (taking effect at data, at a
# following .loc, and cleared by a section switch), debug sections referring to each other
# by section name and label differences. Code is written as bytes.
	.text
	.file	"unit.c"
	.file	0 "/work/project" "src/unit.c" md5 0x0123456789abcdef0123456789abcdef
	.file	1 "src" "unit.c" md5 0x0123456789abcdef0123456789abcdef
	.file	2 "/usr/include" "stdint.h" md5 0xfedcba9876543210fedcba9876543210
	.globl	main
	.p2align	4, 0x90
	.type	main,@function
main:
.Lfunc_begin0:
	.loc	1 3 0
	.cfi_startproc
	.byte 0x31, 0xc0
	.loc	1 4 5 prologue_end
	.loc	2 10 1 is_stmt 0
	.zero 40, 0x90
	.byte 0xc3
	.loc	1 7 1 epilogue_begin
.Lfunc_end0:
	.size	main, .Lfunc_end0-main
	.cfi_endproc
	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2
	.long	0x3f800000
	.text
	.loc	1 9 0 is_stmt 1
	.byte 0xc3
	.section	.text.other,"ax",@progbits
	.loc	1 20 3 discriminator 3
	.byte 0x90, 0xc3
.Lother_end:
	.section	.debug_abbrev,"",@progbits
	.byte	1
	.byte	17
	.byte	0
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0
.Ldebug_info_start0:
	.short	5
	.byte	1
	.byte	8
	.long	.debug_abbrev
	.long	.Lline_table_start0
	.quad	.Lfunc_begin0
	.long	.Lfunc_end0-.Lfunc_begin0
	.long	.Linfo_string1
.Ldebug_info_end0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"kiln"
.Linfo_string1:
	.asciz	"unit.c"
	.section	".note.GNU-stack","",@progbits
	.section	.debug_line,"",@progbits
.Lline_table_start0:
