# x86's own relocation variants (kiln-target-x86's mc_kinds.rs) read, printed and numbered as
# llvm-mc does: @GOTPCREL_NORELAX keeps R_X86_64_GOTPCREL where @GOTPCREL becomes the
# relaxable R_X86_64_REX_GOTPCRELX; the i386 TLS forms are errors naming the variant.
# RUN: kiln mc -show-encoding %s | FileCheck %s
# RUN: kiln mc -filetype=obj %s -o %t.o && llvm-objdump -r %t.o | FileCheck %s --check-prefix=RELOC
# RUN: printf '\tmovl $x@indntpoff, %%eax\n' | not kiln mc -filetype=obj -o /dev/null 2>&1 | FileCheck %s --check-prefix=I386

	movq	foo@gotpcrel_norelax(%rip), %rax
	movq	foo@GOTPCREL(%rip), %rax

# CHECK: movq	foo@GOTPCREL_NORELAX(%rip), %rax # encoding: [0x48,0x8b,0x05,A,A,A,A]
# CHECK-NEXT: fixup A - offset: 3, value: foo@GOTPCREL_NORELAX-4, kind: reloc_riprel_4byte_movq_load
# CHECK: movq	foo@GOTPCREL(%rip), %rax

# RELOC: 0000000000000003 R_X86_64_GOTPCREL foo-0x4
# RELOC-NEXT: 000000000000000a R_X86_64_REX_GOTPCRELX foo-0x4

# I386: error: relocation variant @INDNTPOFF is not supported on x86-64
