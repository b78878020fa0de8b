# RISC-V `%pcrel_hi`/`%pcrel_lo` pairs: without linker relaxation, a pair that reaches a local
# label of the same section is resolved by the assembler (the `%pcrel_lo` takes the value of
# the `auipc` fixup at its label); a global symbol, another section or an undefined symbol
# keeps both relocations, and with +relax every pair stays for the linker. The disassembly
# and relocations are compared with llvm-mc's.
# RUN: kiln mc -triple=riscv64 -filetype=obj %s -o %t.kiln.o && llvm-mc -triple=riscv64 -filetype=obj %s -o %t.llvm.o \
# RUN:   && llvm-objdump -d -r %t.kiln.o | tail -n +3 > %t.kiln.txt && llvm-objdump -d -r %t.llvm.o | tail -n +3 > %t.llvm.txt \
# RUN:   && cmp %t.kiln.txt %t.llvm.txt
# RUN: kiln mc -triple=riscv64 -mattr=+relax -filetype=obj %s -o %t.kiln.o && llvm-mc -triple=riscv64 -mattr=+relax -filetype=obj %s -o %t.llvm.o \
# RUN:   && llvm-objdump -d -r %t.kiln.o | tail -n +3 > %t.kiln.txt && llvm-objdump -d -r %t.llvm.o | tail -n +3 > %t.llvm.txt \
# RUN:   && cmp %t.kiln.txt %t.llvm.txt
# RUN: llvm-objdump -d -r %t.kiln.o | FileCheck %s --check-prefix=RELAX
# RUN: kiln mc -triple=riscv64 -filetype=obj %s -o %t.o && llvm-objdump -d -r %t.o | FileCheck %s

	.text
	.globl	f
f:
.Lpcrel_local:
	auipc	a0, %pcrel_hi(local)
	addi	a0, a0, %pcrel_lo(.Lpcrel_local)
.Lpcrel_store:
	auipc	a1, %pcrel_hi(local+8)
	sd	a2, %pcrel_lo(.Lpcrel_store)(a1)
.Lpcrel_global:
	auipc	a0, %pcrel_hi(f)
	addi	a0, a0, %pcrel_lo(.Lpcrel_global)
.Lpcrel_data:
	auipc	a0, %pcrel_hi(d)
	ld	a0, %pcrel_lo(.Lpcrel_data)(a0)
.Lpcrel_extern:
	auipc	a0, %pcrel_hi(ext)
	addi	a0, a0, %pcrel_lo(.Lpcrel_extern)
	.zero	5000
local:
	ret

	.data
d:
	.quad	1

# Resolved: no relocation on the first two pairs (5000 bytes on, the auipc carries 1).
# CHECK:      auipc a0, 1
# CHECK-NEXT: addi a0, a0, 944
# CHECK-NEXT: auipc a1, 1
# CHECK-NEXT: sd a2, 944(a1)
# CHECK:      <.Lpcrel_global>:
# CHECK-NEXT: auipc a0, 0
# CHECK-NEXT: R_RISCV_PCREL_HI20 f
# CHECK-NEXT: mv a0, a0
# CHECK-NEXT: R_RISCV_PCREL_LO12_I .Lpcrel_global
# CHECK:      R_RISCV_PCREL_HI20 d
# CHECK:      R_RISCV_PCREL_HI20 ext

# RELAX:      auipc a0, 0
# RELAX-NEXT: R_RISCV_PCREL_HI20 local
# RELAX-NEXT: R_RISCV_RELAX
