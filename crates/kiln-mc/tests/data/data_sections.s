# Data-only assembly covering sections, symbols, relocations and commons.
	.text
	.file	"data.c"
	.globl	f
	.p2align	4, 0x90
	.type	f,@function
f:
	.byte 0x55, 0x48, 0x89, 0xe5
	.byte 0x5d, 0xc3
.Lfunc_end0:
	.size	f, .Lfunc_end0-f
	.p2align 4
	.byte 0xc3
	.p2align 3
g_local:
	.byte 0xc3

	.data
	.globl x
	.p2align 3
x:	.quad y+8
	.long .Lfunc_end0 - f
	.long ext - .
	.quad f
.Ltmp:	.quad .Ltmp
	.quad g_local + 2
	.short -1, 0xffff, 'a'
	.byte 1, 2, -128, 255
	.value 7
	.int 3
	.8byte 1 << 40 | 5
	.quad (3 * 4 + 2) / 2 % 5, 10 >> 1, ~0, !0, 2 == 2, 3 < 2
	.zero 3
	.skip 2, 0xab
	.fill 3, 2, 0x1234
	.balign 8, 0xcc
	.ascii "ab\tc\n", "\x41\102"
	.asciz "zero"
	.string "str"
	.set abs_sym, 42
	.globl abs_global
	abs_global = 0x1000
	.quad abs_sym
	.set alias, x + 4
	.quad alias
	.org 0xb0, 0xee
	.hidden hid
	.globl hid
hid:	.long 0
	.protected prot
	.globl prot
prot:	.long 0
	.weak wk
	.quad wk
	.type obj,@object
	.size obj, 8
	.local obj
obj:	.quad 1
	.uleb128 300
	.sleb128 -2
	.uleb128 .Lend - .Lstart
.Lstart:
	.zero 200
.Lend:

	.section .rodata.str1.1,"aMS",@progbits,1
.Ls:	.asciz "hi"
.Ls2:	.asciz "there"
	.section .rodata.cst8,"aM",@progbits,8
	.p2align 3
.LCPI0_0:
	.quad 0x3ff0000000000000
	.data
	.quad .Ls
	.quad .Ls2+1
	.quad .LCPI0_0

	.section .text.c,"axG",@progbits,c,comdat
	.weak c
	.type c,@function
c:	.byte 0xc3
	.quad c
	.section .data.rel.ro,"aw",@progbits
	.quad c
	.section .text.unique,"ax",@progbits,unique,1
	.byte 0x90
	.section .text.unique,"ax",@progbits,unique,2
	.byte 0x90

	.comm cm,8,8
	.comm cm4,4,16
	.local lc
	.comm lc,4,4
	.lcomm lc2,16

	.section .tbss,"awT",@nobits
	.globl tv
	.p2align 2
tv:	.zero 4
	.section .tdata,"awT",@progbits
tl:	.long 7
	.data
	.quad tv@TPOFF
	.long tv@GOTTPOFF
	.long tl@TLSGD
	.long tl@TLSLD
	.long tl@DTPOFF
	.long ext@GOTPCREL
	.long ext@PLT
	.quad ext@GOTOFF
	.long ext@SIZE
	.pushsection .data.pushed,"aw",@progbits
	.long 1
	.popsection
	.long 2
	.section .init_array,"aw",@init_array
	.p2align 3
	.quad f
	.previous
	.long 3
	.bss
	.zero 16
	.ident "kiln test"
	.ident "second"
	.section ".note.GNU-stack","",@progbits
