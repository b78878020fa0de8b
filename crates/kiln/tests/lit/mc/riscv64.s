# RISC-V 64: encodings, compression with +c (a branch out of c.bnez's reach relaxes to bnez),
# relocations (%hi/%lo, %pcrel_hi/%pcrel_lo, call, a jump-table difference as an ADD32/SUB32
# pair), the RVC header flag, `.attribute` into `.riscv.attributes`, and errors.
# RUN: kiln mc -triple=riscv64 -mattr=+m,+a,+f,+d -show-encoding %s | FileCheck %s --check-prefix=ENC
# RUN: kiln mc -triple=riscv64 -mattr=+m,+a,+f,+d,+c -show-encoding %s | FileCheck %s --check-prefix=RVC
# RUN: kiln mc -triple=riscv64 -mattr=+m,+a,+f,+d,+c -filetype=obj %s -o %t.o && llvm-objdump -d -r %t.o | FileCheck %s --check-prefix=OBJ
# RUN: llvm-readelf -h -S -r %t.o | FileCheck %s --check-prefix=ELF
# RUN: not kiln mc -triple=riscv64 -mattr=+v %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=FEATURE
# RUN: printf 'addi a0, a0, 5000\n' | not kiln mc -triple=riscv64 - 2>&1 | FileCheck %s --check-prefix=RANGE

	.attribute	4, 16
	.attribute	5, "rv64i2p0_m2p0_a2p0_f2p0_d2p0_c2p0"
	.text
f:
	addi	sp, sp, -16
	sd	ra, 8(sp)
	lui	a0, %hi(g)
	lw	a1, %lo(g)(a0)
	fcvt.w.s	a0, fa0, rtz
	amoadd.w.aqrl	a0, a1, (a2)
.Lpcrel_hi0:
	auipc	a0, %pcrel_hi(g)
	addi	a0, a0, %pcrel_lo(.Lpcrel_hi0)
	bnez	a0, .Lfar
	call	h@plt
	.zero	300
.Lfar:
	ret
	.section	.rodata
.LJTI0_0:
	.word	.Lfar-.LJTI0_0

# ENC: addi	sp, sp, -16                     # encoding: [0x13,0x01,0x01,0xff]
# ENC: sd	ra, 8(sp)                       # encoding: [0x23,0x34,0x11,0x00]
# ENC: lui	a0, %hi(g)                      # encoding: [0x37,0bAAAA0101,A,A]
# ENC-NEXT: fixup A - offset: 0, value: %hi(g), kind: fixup_riscv_hi20
# ENC: lw	a1, %lo(g)(a0)                  # encoding: [0x83,0x25,0bAAAA0101,A]
# ENC-NEXT: fixup A - offset: 0, value: %lo(g), kind: fixup_riscv_lo12_i
# ENC: fcvt.w.s	a0, fa0, rtz                    # encoding: [0x53,0x15,0x05,0xc0]
# ENC: amoadd.w.aqrl	a0, a1, (a2)                    # encoding: [0x2f,0x25,0xb6,0x06]
# ENC: call	h@plt                           # encoding: [0x97'A',A,A,A,0xe7'A',0x80'A',A,A]
# ENC-NEXT: fixup A - offset: 0, value: h@plt, kind: fixup_riscv_call_plt
# ENC: ret                                     # encoding: [0x67,0x80,0x00,0x00]

# RVC: addi	sp, sp, -16                     # encoding: [0x41,0x11]
# RVC: sd	ra, 8(sp)                       # encoding: [0x06,0xe4]
# RVC: bnez	a0, .Lfar                       # encoding: [0x01'A',0xe1'A']
# RVC: ret                                     # encoding: [0x82,0x80]

# OBJ: 41 11         addi sp, sp, -16
# OBJ: 06 e4         sd ra, 8(sp)
# OBJ: R_RISCV_HI20 g
# OBJ: R_RISCV_LO12_I g
# OBJ: R_RISCV_PCREL_HI20 g
# OBJ: R_RISCV_PCREL_LO12_I .Lpcrel_hi0
# OBJ: 63 {{.*}} bnez a0, {{.*}} <.Lfar>
# OBJ: R_RISCV_CALL_PLT h
# OBJ: 82 80         ret

# ELF: Machine: RISC-V
# ELF: Flags: 0x1, RVC
# ELF: .riscv.attributes RISCV_ATTRIBUTES
# ELF: Relocation section '.rela.rodata'
# ELF: R_RISCV_ADD32 {{.*}} .Lfar + 0
# ELF: R_RISCV_SUB32 {{.*}} .LJTI0_0 + 0

# FEATURE: error: the RISC-V assembler does not support the feature '+v'
# RANGE: <stdin>:1:14: error: invalid operand for instruction
