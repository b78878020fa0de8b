; RISC-V inline assembly as clang-14 writes it for C, in the shape of llc 14's output (llc
; -mtriple=riscv64 -mattr=+m,+a,+f,+d,+c -target-abi=lp64d; llc prints the aliases `mv`/`li`/
; `ret` where kiln prints the instructions): register operands (`r` for i64 and for i32, which
; travels in a whole GPR; `f` for float and double), inputs tied to outputs (`+r` is `=r,0`),
; fixed registers by architectural name (`{x6}`, `{x15}`), an early clobber, immediates (`I`,
; `K`, `i`), `rI` choosing the immediate and `${1:i}` writing `addi` for it, `rJ` with `${1:z}`
; writing `zero`, `${1:n}`, memory (`*m`, `=*m`, `*A` printed `0(reg)`, also where an AMO takes
; `(reg)`), clobbers of integer and floating-point registers, `%hi`/`%lo` written in the text,
; numeric local labels (`1:`, `1f`) distinct in each statement, and `#APP`/`#NO_APP`. The
; execution test runs the same functions under qemu; unsupported constraints are errors.
; RUN: kiln llc -O0 -mtriple=riscv64-unknown-linux-gnu %s -o - | FileCheck %s
; RUN: kiln llc -O2 -mtriple=riscv64-unknown-linux-gnu -verify-machineinstrs %s -filetype=obj -o %t.o
; RUN: bash $(dirname %s)/../Inputs/riscv64_run.sh %t.o $(dirname %s)/../Inputs/riscv64_asm_driver.c '13 checks, 0 mismatches' | grep -x '13 checks, 0 mismatches'

target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n64-S128"
target triple = "riscv64-unknown-linux-gnu"

@glob = dso_local global i32 7, align 4

define i64 @add(i64 %a, i64 %b) #0 {
  %r = call i64 asm "add $0, $1, $2", "=r,r,r"(i64 %a, i64 %b)
  ret i64 %r
}

define signext i32 @addiw(i32 signext %a) #0 {
  %r = call i32 asm "addiw $0, $1, $2", "=r,r,I"(i32 %a, i32 -2048)
  ret i32 %r
}

define i64 @imm_or_reg(i64 %a) #0 {
  %b = call i64 asm "add${1:i} $0, $0, $1", "=r,rI,0"(i32 12, i64 %a)
  %c = call i64 asm "add${1:i} $0, $0, $1", "=r,rI,0"(i64 %b, i64 %b)
  ret i64 %c
}

define i64 @zero_and_shift(i64 %a) #0 {
  %b = call i64 asm "add $0, $0, ${1:z}", "=r,rJ,0"(i32 0, i64 %a)
  %c = call i64 asm "slli $0, $0, $1", "=r,K,0"(i32 31, i64 %b)
  %d = call i64 asm "addi $0, $0, ${1:n}", "=r,i,0"(i32 5, i64 %c)
  ret i64 %d
}

define double @fmadd(double %a, double %b, double %c) #0 {
  %r = call double asm "fmadd.d $0, $1, $2, $3", "=f,f,f,f"(double %a, double %b, double %c)
  ret double %r
}

define float @fneg(float %a) #0 {
  %r = call float asm "fneg.s $0, $1", "=f,f"(float %a)
  ret float %r
}

define i64 @fixed(i64 %a) #0 {
  %r = call i64 asm "mv $0, $1", "={x6},{x15}"(i64 %a)
  ret i64 %r
}

define i64 @mem(i64* %p) #0 {
  %r = call i64 asm "ld $0, $1", "=r,*m"(i64* elementtype(i64) %p)
  ret i64 %r
}

define void @memout(i64* %p, i64 %v) #0 {
  call void asm "sd $1, $0", "=*m,r"(i64* elementtype(i64) %p, i64 %v)
  ret void
}

define i64 @amo(i64* %p, i64 %v) #0 {
  %r = call i64 asm sideeffect "amoadd.d $0, $2, $1", "=r,=*A,r,*A,~{memory}"(i64* elementtype(i64) %p, i64 %v, i64* elementtype(i64) %p)
  ret i64 %r
}

define signext i32 @early(i32 signext %a, i32 signext %b) #0 {
  %r = call i32 asm "li $0, 1\0A\09add $0, $0, $1\0A\09add $0, $0, $2", "=&r,r,r"(i32 %a, i32 %b)
  ret i32 %r
}

define i64 @clobbers(i64 %a) #0 {
  call void asm sideeffect "li a0, 0\0A\09li t0, 1\0A\09fmv.d.x fa0, zero", "~{x10},~{x5},~{x1},~{f10},~{memory}"()
  ret i64 %a
}

define signext i32 @sym() #0 {
  %r = call i32 asm "lui $0, %hi(glob)\0A\09lw $0, %lo(glob)($0)", "=r"()
  ret i32 %r
}

define i64 @labels(i64 %a) #0 {
  %b = call i64 asm "beqz $0, 1f\0A\09addi $0, $0, -1\0A1:", "=r,0"(i64 %a)
  %c = call i64 asm "beqz $0, 1f\0A\09addi $0, $0, -1\0A1:", "=r,0"(i64 %b)
  ret i64 %c
}

attributes #0 = { nounwind "target-features"="+64bit,+a,+c,+d,+f,+m,-relax,-save-restore" }
!llvm.module.flags = !{!0}
!0 = !{i32 1, !"target-abi", !"lp64d"}

; CHECK-LABEL: add:
; CHECK-NEXT: #APP
; CHECK-NEXT: add	a0, a0, a1
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: addiw:
; CHECK-NEXT: #APP
; CHECK-NEXT: addiw	a0, a0, -2048
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: sext.w	a0, a0
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: imm_or_reg:
; CHECK-NEXT: #APP
; CHECK-NEXT: addi	a0, a0, 12
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: mv	a1, a0
; CHECK-NEXT: #APP
; CHECK-NEXT: add	a0, a0, a1
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end2:
; CHECK-LABEL: zero_and_shift:
; CHECK-NEXT: #APP
; CHECK-NEXT: add	a0, a0, zero
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: #APP
; CHECK-NEXT: slli	a0, a0, 31
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: #APP
; CHECK-NEXT: addi	a0, a0, -5
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end3:
; CHECK-LABEL: fmadd:
; CHECK-NEXT: #APP
; CHECK-NEXT: fmadd.d	fa0, fa0, fa1, fa2
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end4:
; CHECK-LABEL: fneg:
; CHECK-NEXT: #APP
; CHECK-NEXT: fneg.s	fa0, fa0
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end5:
; CHECK-LABEL: fixed:
; CHECK-NEXT: mv	a5, a0
; CHECK-NEXT: #APP
; CHECK-NEXT: mv	t1, a5
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: mv	a0, t1
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end6:
; CHECK-LABEL: mem:
; CHECK-NEXT: #APP
; CHECK-NEXT: ld	a0, 0(a0)
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end7:
; CHECK-LABEL: memout:
; CHECK-NEXT: #APP
; CHECK-NEXT: sd	a1, 0(a0)
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end8:
; CHECK-LABEL: amo:
; CHECK-NEXT: #APP
; CHECK-NEXT: amoadd.d	a0, a1, (a0)
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end9:
; CHECK-LABEL: early:
; CHECK-NEXT: #APP
; CHECK-NEXT: li	a2, 1
; CHECK-NEXT: add	a2, a2, a0
; CHECK-NEXT: add	a2, a2, a1
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: sext.w	a0, a2
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end10:
; CHECK-LABEL: clobbers:
; CHECK-NEXT: addi	sp, sp, -16
; CHECK-NEXT: sd	ra, 8(sp)
; CHECK-NEXT: sd	a0, 0(sp) # 8-byte Spill
; CHECK-NEXT: #APP
; CHECK-NEXT: li	a0, 0
; CHECK-NEXT: li	t0, 1
; CHECK-NEXT: fmv.d.x	fa0, zero
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: ld	a0, 0(sp) # 8-byte Reload
; CHECK-NEXT: ld	ra, 8(sp)
; CHECK-NEXT: addi	sp, sp, 16
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end11:
; CHECK-LABEL: sym:
; CHECK-NEXT: #APP
; CHECK-NEXT: lui	a0, %hi(glob)
; CHECK-NEXT: lw	a0, %lo(glob)(a0)
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: sext.w	a0, a0
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end12:
; CHECK-LABEL: labels:
; CHECK-NEXT: #APP
; CHECK-NEXT: beqz	a0, .Ltmp0
; CHECK-NEXT: addi	a0, a0, -1
; CHECK-NEXT: .Ltmp0:
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: #APP
; CHECK-NEXT: beqz	a0, .Ltmp1
; CHECK-NEXT: addi	a0, a0, -1
; CHECK-NEXT: .Ltmp1:
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end13:
; CHECK-LABEL: glob:
; CHECK-NEXT: .long	7
; CHECK-NEXT: .size	glob, 4
; CHECK-NEXT: .section	".note.GNU-stack","",@progbits
