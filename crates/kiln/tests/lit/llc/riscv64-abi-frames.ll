; The LP64D argument rules kiln shares with llc 14 (llc -O0 -mtriple=riscv64
; -mattr=+m,+a,+f,+d,+c -target-abi=lp64d puts every value in the same place): an aggregate
; argument as clang coerces a small struct ([2 x i64]) is its leaves, the second one on the
; stack when only a7 is left; an i128 through `...` starts at an even register (a2, a3); the
; ninth and tenth doubles travel in integer registers as their bits; a double through `...`
; too; an sret pointer is an ordinary first argument. Then frames: one beyond 12-bit offsets
; moves sp by 2032 and then by the rest through t0, and addresses far objects through a
; register holding the upper bits (the loaded register itself, or t0 for a store); a local
; aligned to 64 bytes realigns sp with `andi` and the epilogue restores sp from s0. An fp128
; lives in a register pair (low word first, in memory too) and its arithmetic, compares and
; conversions are library calls (__addtf3, __lttf2, __extenddftf2, __fixtfdi).
; RUN: kiln llc -O0 -mtriple=riscv64-unknown-linux-gnu -mattr=+m,+a,+f,+d,+c -target-abi=lp64d %s -o - | FileCheck %s

%struct.big = type { [8 x i64] }
declare void @take_late(i64, i64, i64, i64, i64, i64, i64, [2 x i64])
declare void @take_wide(i32 signext, ...)
declare void @take_doubles(double, double, double, double, double, double, double, double, double, double)
declare i32 @printf(i8*, ...)
declare void @make(%struct.big* sret(%struct.big) align 8)

define [2 x i64] @swap([2 x i64] %p) {
  %a = extractvalue [2 x i64] %p, 0
  %b = extractvalue [2 x i64] %p, 1
  %r0 = insertvalue [2 x i64] undef, i64 %b, 0
  %r1 = insertvalue [2 x i64] %r0, i64 %a, 1
  ret [2 x i64] %r1
}

define void @late([2 x i64] %p) {
  call void @take_late(i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, [2 x i64] %p)
  ret void
}

define void @wide(i128 %w) {
  call void (i32, ...) @take_wide(i32 signext 1, i128 %w)
  ret void
}

define void @doubles(double %x) {
  call void @take_doubles(double %x, double %x, double %x, double %x, double %x, double %x, double %x, double %x, double 1.0, double %x)
  ret void
}

define double @tenth(double %a, double %b, double %c, double %d, double %e, double %f, double %g, double %h, double %i, double %j) {
  %s = fadd double %i, %j
  ret double %s
}

define void @print(i8* %fmt, double %x) {
  %r = call i32 (i8*, ...) @printf(i8* %fmt, double %x)
  ret void
}

define i64 @sret_user() {
  %b = alloca %struct.big, align 8
  call void @make(%struct.big* sret(%struct.big) align 8 %b)
  %p = getelementptr %struct.big, %struct.big* %b, i64 0, i32 0, i64 7
  %v = load i64, i64* %p
  ret i64 %v
}

define void @sret_def(%struct.big* noalias sret(%struct.big) align 8 %out, i64 %x) {
  %p = getelementptr %struct.big, %struct.big* %out, i64 0, i32 0, i64 7
  store i64 %x, i64* %p
  ret void
}

define signext i32 @big(i32 signext %x) {
  %a = alloca [5000 x i8], align 1
  %b = alloca i32, align 4
  store i32 %x, i32* %b
  %p = getelementptr [5000 x i8], [5000 x i8]* %a, i64 0, i64 0
  call void @use(i8* %p)
  %v = load i32, i32* %b
  ret i32 %v
}

define i64 @far(i64 %x) {
  %b = alloca i64, align 8
  %a = alloca [70000 x i8], align 8
  store i64 %x, i64* %b
  %p = getelementptr [70000 x i8], [70000 x i8]* %a, i64 0, i64 0
  call void @use(i8* %p)
  %v = load i64, i64* %b
  ret i64 %v
}

define void @aligned() {
  %a = alloca [16 x i8], align 64
  %p = getelementptr [16 x i8], [16 x i8]* %a, i64 0, i64 0
  call void @use(i8* %p)
  ret void
}

declare void @use(i8*)

@ld_one = global fp128 0xL00000000000000003FFF000000000000

define fp128 @ld_add(fp128 %a, double %d) {
  %w = fpext double %d to fp128
  %s = fadd fp128 %a, %w
  %c = fcmp olt fp128 %s, 0xL00000000000000003FFF000000000000
  %r = select i1 %c, fp128 %s, fp128 %a
  ret fp128 %r
}

define i64 @ld_to_i64(fp128* %p) {
  %v = load fp128, fp128* %p
  %n = fneg fp128 %v
  %i = fptosi fp128 %n to i64
  ret i64 %i
}

; CHECK-LABEL: swap:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: addi	sp, sp, -16
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: sd	a0, 8(sp) # 8-byte Spill
; CHECK-NEXT: mv	a0, a1
; CHECK-NEXT: ld	a1, 8(sp) # 8-byte Reload
; CHECK-NEXT: addi	sp, sp, 16
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: late:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: addi	sp, sp, -32
; CHECK-NEXT: .cfi_def_cfa_offset 32
; CHECK-NEXT: sd	ra, 24(sp)
; CHECK-NEXT: .cfi_offset ra, -8
; CHECK-NEXT: mv	a2, sp
; CHECK-NEXT: sd	a1, 0(a2)
; CHECK-NEXT: li	a6, 7
; CHECK-NEXT: li	a5, 6
; CHECK-NEXT: li	a4, 5
; CHECK-NEXT: li	a3, 4
; CHECK-NEXT: li	a2, 3
; CHECK-NEXT: li	a1, 2
; CHECK-NEXT: li	a7, 1
; CHECK-NEXT: sd	a0, 16(sp) # 8-byte Spill
; CHECK-NEXT: mv	a0, a7
; CHECK-NEXT: ld	a7, 16(sp) # 8-byte Reload
; CHECK-NEXT: call	take_late@plt
; CHECK-NEXT: ld	ra, 24(sp)
; CHECK-NEXT: addi	sp, sp, 32
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: wide:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: addi	sp, sp, -16
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: sd	ra, 8(sp)
; CHECK-NEXT: .cfi_offset ra, -8
; CHECK-NEXT: li	a2, 1
; CHECK-NEXT: sd	a0, 0(sp) # 8-byte Spill
; CHECK-NEXT: mv	a0, a2
; CHECK-NEXT: ld	a2, 0(sp) # 8-byte Reload
; CHECK-NEXT: mv	a3, a1
; CHECK-NEXT: call	take_wide@plt
; CHECK-NEXT: ld	ra, 8(sp)
; CHECK-NEXT: addi	sp, sp, 16
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end2:
; CHECK-LABEL: doubles:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: addi	sp, sp, -16
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: sd	ra, 8(sp)
; CHECK-NEXT: .cfi_offset ra, -8
; CHECK-NEXT: lui	a0, %hi(.LCPI3_0)
; CHECK-NEXT: fld	ft0, %lo(.LCPI3_0)(a0)
; CHECK-NEXT: fmv.x.d	a0, ft0
; CHECK-NEXT: fmv.x.d	a1, fa0
; CHECK-NEXT: fsd	fa0, 0(sp) # 8-byte Spill
; CHECK-NEXT: fld	ft0, 0(sp) # 8-byte Reload
; CHECK-NEXT: fmv.d	fa1, ft0
; CHECK-NEXT: fmv.d	fa2, ft0
; CHECK-NEXT: fmv.d	fa3, ft0
; CHECK-NEXT: fmv.d	fa4, ft0
; CHECK-NEXT: fmv.d	fa5, ft0
; CHECK-NEXT: fmv.d	fa6, ft0
; CHECK-NEXT: fmv.d	fa7, ft0
; CHECK-NEXT: call	take_doubles@plt
; CHECK-NEXT: ld	ra, 8(sp)
; CHECK-NEXT: addi	sp, sp, 16
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end3:
; CHECK-LABEL: tenth:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: fmv.d.x	ft0, a1
; CHECK-NEXT: fmv.d.x	ft1, a0
; CHECK-NEXT: fadd.d	fa0, ft1, ft0
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end4:
; CHECK-LABEL: print:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: addi	sp, sp, -16
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: sd	ra, 8(sp)
; CHECK-NEXT: .cfi_offset ra, -8
; CHECK-NEXT: fmv.x.d	a1, fa0
; CHECK-NEXT: call	printf@plt
; CHECK-NEXT: ld	ra, 8(sp)
; CHECK-NEXT: addi	sp, sp, 16
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end5:
; CHECK-LABEL: sret_user:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: addi	sp, sp, -80
; CHECK-NEXT: .cfi_def_cfa_offset 80
; CHECK-NEXT: sd	ra, 72(sp)
; CHECK-NEXT: .cfi_offset ra, -8
; CHECK-NEXT: addi	a0, sp, 8
; CHECK-NEXT: call	make@plt
; CHECK-NEXT: ld	a0, 64(sp)
; CHECK-NEXT: ld	ra, 72(sp)
; CHECK-NEXT: addi	sp, sp, 80
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end6:
; CHECK-LABEL: sret_def:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: sd	a1, 56(a0)
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end7:
; CHECK-LABEL: big:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: addi	sp, sp, -2032
; CHECK-NEXT: .cfi_def_cfa_offset 2032
; CHECK-NEXT: sd	ra, 2024(sp)
; CHECK-NEXT: .cfi_offset ra, -8
; CHECK-NEXT: lui	t0, 1
; CHECK-NEXT: addiw	t0, t0, -1104
; CHECK-NEXT: sub	sp, sp, t0
; CHECK-NEXT: .cfi_def_cfa_offset 5024
; CHECK-NEXT: sw	a0, 12(sp)
; CHECK-NEXT: addi	a0, sp, 16
; CHECK-NEXT: call	use@plt
; CHECK-NEXT: lw	a0, 12(sp)
; CHECK-NEXT: sext.w	a0, a0
; CHECK-NEXT: lui	t0, 1
; CHECK-NEXT: addiw	t0, t0, -1104
; CHECK-NEXT: add	sp, sp, t0
; CHECK-NEXT: ld	ra, 2024(sp)
; CHECK-NEXT: addi	sp, sp, 2032
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end8:
; CHECK-LABEL: far:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: addi	sp, sp, -2032
; CHECK-NEXT: .cfi_def_cfa_offset 2032
; CHECK-NEXT: sd	ra, 2024(sp)
; CHECK-NEXT: .cfi_offset ra, -8
; CHECK-NEXT: lui	t0, 17
; CHECK-NEXT: addiw	t0, t0, -1648
; CHECK-NEXT: sub	sp, sp, t0
; CHECK-NEXT: .cfi_def_cfa_offset 70016
; CHECK-NEXT: lui	t0, 17
; CHECK-NEXT: add	t0, t0, sp
; CHECK-NEXT: sd	a0, 368(t0)
; CHECK-NEXT: mv	a0, sp
; CHECK-NEXT: call	use@plt
; CHECK-NEXT: lui	a0, 17
; CHECK-NEXT: add	a0, a0, sp
; CHECK-NEXT: ld	a0, 368(a0)
; CHECK-NEXT: lui	t0, 17
; CHECK-NEXT: addiw	t0, t0, -1648
; CHECK-NEXT: add	sp, sp, t0
; CHECK-NEXT: ld	ra, 2024(sp)
; CHECK-NEXT: addi	sp, sp, 2032
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end9:
; CHECK-LABEL: aligned:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: addi	sp, sp, -80
; CHECK-NEXT: .cfi_def_cfa_offset 80
; CHECK-NEXT: sd	ra, 72(sp)
; CHECK-NEXT: sd	s0, 64(sp)
; CHECK-NEXT: .cfi_offset ra, -8
; CHECK-NEXT: .cfi_offset s0, -16
; CHECK-NEXT: addi	s0, sp, 80
; CHECK-NEXT: .cfi_def_cfa s0, 0
; CHECK-NEXT: andi	sp, sp, -64
; CHECK-NEXT: mv	a0, sp
; CHECK-NEXT: call	use@plt
; CHECK-NEXT: addi	sp, s0, -80
; CHECK-NEXT: ld	ra, 72(sp)
; CHECK-NEXT: ld	s0, 64(sp)
; CHECK-NEXT: addi	sp, sp, 80
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end10:
; CHECK-LABEL: ld_add:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: addi	sp, sp, -64
; CHECK-NEXT: .cfi_def_cfa_offset 64
; CHECK-NEXT: sd	ra, 56(sp)
; CHECK-NEXT: .cfi_offset ra, -8
; CHECK-NEXT: li	a2, 0
; CHECK-NEXT: sd	a0, 48(sp) # 8-byte Spill
; CHECK-NEXT: sd	a1, 40(sp) # 8-byte Spill
; CHECK-NEXT: sd	a2, 32(sp) # 8-byte Spill
; CHECK-NEXT: call	__extenddftf2@plt
; CHECK-NEXT: ld	a2, 48(sp) # 8-byte Reload
; CHECK-NEXT: sd	a0, 24(sp) # 8-byte Spill
; CHECK-NEXT: mv	a0, a2
; CHECK-NEXT: ld	a3, 40(sp) # 8-byte Reload
; CHECK-NEXT: sd	a1, 16(sp) # 8-byte Spill
; CHECK-NEXT: mv	a1, a3
; CHECK-NEXT: ld	a4, 24(sp) # 8-byte Reload
; CHECK-NEXT: mv	a2, a4
; CHECK-NEXT: ld	a4, 16(sp) # 8-byte Reload
; CHECK-NEXT: mv	a3, a4
; CHECK-NEXT: call	__addtf3@plt
; CHECK-NEXT: lui	a2, 16383
; CHECK-NEXT: slli	a3, a2, 36
; CHECK-NEXT: sd	a0, 8(sp) # 8-byte Spill
; CHECK-NEXT: sd	a1, 0(sp) # 8-byte Spill
; CHECK-NEXT: ld	a4, 32(sp) # 8-byte Reload
; CHECK-NEXT: mv	a2, a4
; CHECK-NEXT: call	__lttf2@plt
; CHECK-NEXT: sext.w	a0, a0
; CHECK-NEXT: slti	a0, a0, 0
; CHECK-NEXT: ld	a2, 32(sp) # 8-byte Reload
; CHECK-NEXT: sub	a0, a2, a0
; CHECK-NEXT: ld	a1, 0(sp) # 8-byte Reload
; CHECK-NEXT: ld	a2, 40(sp) # 8-byte Reload
; CHECK-NEXT: xor	a1, a1, a2
; CHECK-NEXT: and	a1, a1, a0
; CHECK-NEXT: xor	a1, a2, a1
; CHECK-NEXT: ld	a2, 8(sp) # 8-byte Reload
; CHECK-NEXT: ld	a3, 48(sp) # 8-byte Reload
; CHECK-NEXT: xor	a2, a2, a3
; CHECK-NEXT: and	a0, a2, a0
; CHECK-NEXT: xor	a0, a3, a0
; CHECK-NEXT: ld	ra, 56(sp)
; CHECK-NEXT: addi	sp, sp, 64
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end11:
; CHECK-LABEL: ld_to_i64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: addi	sp, sp, -16
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: sd	ra, 8(sp)
; CHECK-NEXT: .cfi_offset ra, -8
; CHECK-NEXT: ld	a1, 8(a0)
; CHECK-NEXT: ld	a0, 0(a0)
; CHECK-NEXT: li	a2, -1
; CHECK-NEXT: slli	a2, a2, 63
; CHECK-NEXT: xor	a1, a1, a2
; CHECK-NEXT: call	__fixtfdi@plt
; CHECK-NEXT: ld	ra, 8(sp)
; CHECK-NEXT: addi	sp, sp, 16
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end12:
; CHECK-LABEL: ld_one:
; CHECK-NEXT: .quad	0
; CHECK-NEXT: .quad	4611404543450677248
; CHECK-NEXT: .size	ld_one, 16
; CHECK-NEXT: .section	".note.GNU-stack","",@progbits
