; Branch relaxation on riscv64: a conditional branch reaches 4 KiB, `j` 1 MiB. Beyond
; that the branch is inverted over a new block holding `j` to the old target, and a `j`
; beyond its reach becomes `jump .LBB, t1` (auipc t1 + jalr zero) through a free register.
; `.space N` in inline assembly counts N bytes, as llc counts it. The objects assemble (the
; assembler would reject a branch out of reach).
; RUN: kiln llc -mtriple=riscv64-unknown-linux-gnu %s -o - | FileCheck %s
; RUN: kiln llc -mtriple=riscv64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --check-prefix=O2
; RUN: kiln llc -mtriple=riscv64-unknown-linux-gnu -mattr=+c -filetype=obj %s -o %t.o

define void @relax_bcc(i1 %a) nounwind {
  br i1 %a, label %iftrue, label %tail

iftrue:
  call void asm sideeffect ".space 4096", ""()
  br label %tail

tail:
  ret void
}

define i32 @relax_jal(i1 %a) nounwind {
  br i1 %a, label %iftrue, label %jmp

jmp:
  call void asm sideeffect "", ""()
  br label %tail

iftrue:
  call void asm sideeffect "", ""()
  br label %space

space:
  call void asm sideeffect ".space 1048576", ""()
  br label %tail

tail:
  ret i32 1
}

; A branch just in reach stays as it is.
define void @near(i1 %a) nounwind {
  br i1 %a, label %iftrue, label %tail

iftrue:
  call void asm sideeffect ".space 4000", ""()
  br label %tail

tail:
  ret void
}

; The long jump takes t1, which nobody reads at its target (a1 carries the result there).
define i64 @long_jump_keeps_live_registers(i1 %a, i64 %x) nounwind {
  br i1 %a, label %iftrue, label %jmp

jmp:
  %y = add i64 %x, 1
  call void asm sideeffect "", "~{x6}"()
  br label %tail

iftrue:
  call void asm sideeffect ".space 1048576", ""()
  br label %tail

tail:
  %r = phi i64 [ %y, %jmp ], [ %x, %iftrue ]
  ret i64 %r
}

; CHECK-LABEL: relax_bcc:
; CHECK-NEXT: xori	a0, a0, 1
; CHECK-NEXT: andi	a0, a0, 1
; CHECK-NEXT: beqz	a0, .LBB0_2
; CHECK-NEXT: j	.LBB0_3
; CHECK-NEXT: .LBB0_2:
; CHECK-NEXT: #APP
; CHECK-NEXT: .zero	4096
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: .LBB0_3:
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: relax_jal:
; CHECK-NEXT: andi	a0, a0, 1
; CHECK-NEXT: bnez	a0, .LBB1_2
; CHECK-NEXT: #APP
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: jump	.LBB1_3, t1
; CHECK-NEXT: .LBB1_2:
; CHECK-NEXT: #APP
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: #APP
; CHECK-NEXT: .zero	1048576
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: .LBB1_3:
; CHECK-NEXT: li	a0, 1
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: near:
; CHECK-NEXT: xori	a0, a0, 1
; CHECK-NEXT: andi	a0, a0, 1
; CHECK-NEXT: bnez	a0, .LBB2_2
; CHECK-NEXT: #APP
; CHECK-NEXT: .zero	4000
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: .LBB2_2:
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end2:
; CHECK-LABEL: long_jump_keeps_live_registers:
; CHECK-NEXT: andi	a0, a0, 1
; CHECK-NEXT: bnez	a0, .LBB3_2
; CHECK-NEXT: #APP
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: addi	a1, a1, 1
; CHECK-NEXT: jump	.LBB3_3, t1
; CHECK-NEXT: .LBB3_2:
; CHECK-NEXT: #APP
; CHECK-NEXT: .zero	1048576
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: .LBB3_3:
; CHECK-NEXT: mv	a0, a1
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end3:

; O2-LABEL: relax_bcc:
; O2-NEXT: xori	a0, a0, 1
; O2-NEXT: andi	a0, a0, 1
; O2-NEXT: beqz	a0, .LBB0_2
; O2-NEXT: j	.LBB0_3
; O2-NEXT: .LBB0_2:
; O2-NEXT: #APP
; O2-NEXT: .zero	4096
; O2-NEXT: #NO_APP
; O2-NEXT: .LBB0_3:
; O2-NEXT: ret
; O2-NEXT: .Lfunc_end0:
; O2-LABEL: relax_jal:
; O2-NEXT: andi	a0, a0, 1
; O2-NEXT: bnez	a0, .LBB1_2
; O2-NEXT: #APP
; O2-NEXT: #NO_APP
; O2-NEXT: jump	.LBB1_3, t1
; O2-NEXT: .LBB1_2:
; O2-NEXT: #APP
; O2-NEXT: #NO_APP
; O2-NEXT: #APP
; O2-NEXT: .zero	1048576
; O2-NEXT: #NO_APP
; O2-NEXT: .LBB1_3:
; O2-NEXT: li	a0, 1
; O2-NEXT: ret
; O2-NEXT: .Lfunc_end1:
; O2-LABEL: near:
; O2-NEXT: xori	a0, a0, 1
; O2-NEXT: andi	a0, a0, 1
; O2-NEXT: bnez	a0, .LBB2_2
; O2-NEXT: #APP
; O2-NEXT: .zero	4000
; O2-NEXT: #NO_APP
; O2-NEXT: .LBB2_2:
; O2-NEXT: ret
; O2-NEXT: .Lfunc_end2:
; O2-LABEL: long_jump_keeps_live_registers:
; O2-NEXT: andi	a0, a0, 1
; O2-NEXT: bnez	a0, .LBB3_2
; O2-NEXT: #APP
; O2-NEXT: #NO_APP
; O2-NEXT: addi	a1, a1, 1
; O2-NEXT: jump	.LBB3_3, t1
; O2-NEXT: .LBB3_2:
; O2-NEXT: #APP
; O2-NEXT: .zero	1048576
; O2-NEXT: #NO_APP
; O2-NEXT: .LBB3_3:
; O2-NEXT: mv	a0, a1
; O2-NEXT: ret
; O2-NEXT: .Lfunc_end3:
