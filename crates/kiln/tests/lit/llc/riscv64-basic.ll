; riscv64 code generation in the shape of llc 14's (llc -mtriple=riscv64 -mattr=+m,+a,+f,+d,+c
; -target-abi=lp64d): register and immediate arithmetic with the *W forms for 32-bit values,
; constants by lui/addi(w)/slli and from the constant pool, compares, branches, a loop, a
; call with ra and s0 saved, a static global through %hi/%lo, a local in the frame, a
; branchless select, llvm.trap as `unimp` and llvm.debugtrap as `ebreak`. Without -mattr the
; features come from the functions' attributes.
; RUN: kiln llc -mtriple=riscv64-unknown-linux-gnu %s -o - | FileCheck %s
; RUN: not kiln llc -mtriple=riscv64 -mattr=+v %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADATTR
; RUN: not kiln llc -mtriple=riscv64 -target-abi=ilp32 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADABI

define i64 @add(i64 %a, i64 %b) #0 {
  %c = add i64 %a, %b
  ret i64 %c
}

define signext i32 @addw(i32 signext %a, i32 signext %b) #0 {
  %c = add i32 %a, %b
  %d = add i32 %c, 5
  ret i32 %d
}

define i64 @muldiv(i64 %a, i64 %b) #0 {
  %m = mul i64 %a, %b
  %d = sdiv i64 %m, %b
  %r = urem i64 %d, %a
  ret i64 %r
}

define i64 @constants(i64 %k) #0 {
  %a = add i64 %k, 305419896
  %b = xor i64 %a, 4294967295
  %c = and i64 %b, 81985529216486895
  ret i64 %c
}

define i64 @zero() #0 {
  ret i64 0
}

define i64 @compare(i64 %a, i64 %b) #0 {
  %lt = icmp slt i64 %a, %b
  %uge = icmp uge i64 %a, %b
  %eq = icmp eq i64 %a, 7
  %x = zext i1 %lt to i64
  %y = zext i1 %uge to i64
  %z = zext i1 %eq to i64
  %s = add i64 %x, %y
  %t = add i64 %s, %z
  ret i64 %t
}

define i64 @loop(i64 %n) #0 {
entry:
  br label %l
l:
  %i = phi i64 [0, %entry], [%i2, %l]
  %s = phi i64 [0, %entry], [%s2, %l]
  %s2 = add i64 %s, %i
  %i2 = add i64 %i, 1
  %c = icmp slt i64 %i2, %n
  br i1 %c, label %l, label %e
e:
  ret i64 %s2
}

declare i64 @ext(i64)

define i64 @caller(i64 %x) #0 {
  %a = call i64 @ext(i64 %x)
  %b = add i64 %a, %x
  ret i64 %b
}

@g = global i32 5

define signext i32 @global() #0 {
  %v = load i32, i32* @g
  %w = add i32 %v, 1
  store i32 %w, i32* @g
  ret i32 %v
}

define i64 @local(i64 %x) #0 {
  %p = alloca i64
  store volatile i64 %x, i64* %p
  %v = load volatile i64, i64* %p
  ret i64 %v
}

define i64 @select(i64 %a, i64 %b) #0 {
  %c = icmp sgt i64 %a, %b
  %r = select i1 %c, i64 %a, i64 %b
  ret i64 %r
}

define void @traps() #0 {
  call void @llvm.debugtrap()
  call void @llvm.trap()
  unreachable
}

declare void @llvm.trap()
declare void @llvm.debugtrap()

attributes #0 = { nounwind "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-save-restore" }
!llvm.module.flags = !{!0}
!0 = !{i32 1, !"target-abi", !"lp64d"}

; CHECK-LABEL: add:
; CHECK-NEXT: add	a0, a0, a1
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: addw:
; CHECK-NEXT: add	a0, a0, a1
; CHECK-NEXT: addiw	a0, a0, 5
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: muldiv:
; CHECK-NEXT: mul	a2, a0, a1
; CHECK-NEXT: div	a1, a2, a1
; CHECK-NEXT: remu	a0, a1, a0
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end2:
; CHECK-LABEL: constants:
; CHECK-NEXT: lui	a1, %hi(.LCPI3_0)
; CHECK-NEXT: li	a2, -1
; CHECK-NEXT: lui	a3, 74565
; CHECK-NEXT: ld	a1, %lo(.LCPI3_0)(a1)
; CHECK-NEXT: srli	a2, a2, 32
; CHECK-NEXT: addiw	a3, a3, 1656
; CHECK-NEXT: add	a0, a0, a3
; CHECK-NEXT: xor	a0, a0, a2
; CHECK-NEXT: and	a0, a0, a1
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end3:
; CHECK-LABEL: zero:
; CHECK-NEXT: li	a0, 0
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end4:
; CHECK-LABEL: compare:
; CHECK-NEXT: sltu	a2, a0, a1
; CHECK-NEXT: slt	a1, a0, a1
; CHECK-NEXT: addi	a0, a0, -7
; CHECK-NEXT: seqz	a0, a0
; CHECK-NEXT: xori	a2, a2, 1
; CHECK-NEXT: add	a1, a1, a2
; CHECK-NEXT: add	a0, a1, a0
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end5:
; CHECK-LABEL: loop:
; CHECK-NEXT: mv	a1, a0
; CHECK-NEXT: li	a2, 0
; CHECK-NEXT: mv	a0, a2
; CHECK-NEXT: .LBB6_1:
; CHECK-NEXT: add	a0, a0, a2
; CHECK-NEXT: addi	a2, a2, 1
; CHECK-NEXT: blt	a2, a1, .LBB6_1
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end6:
; CHECK-LABEL: caller:
; CHECK-NEXT: addi	sp, sp, -16
; CHECK-NEXT: sd	ra, 8(sp)
; CHECK-NEXT: sd	s0, 0(sp)
; CHECK-NEXT: mv	s0, a0
; CHECK-NEXT: mv	a0, s0
; CHECK-NEXT: call	ext@plt
; CHECK-NEXT: add	a0, a0, s0
; CHECK-NEXT: ld	ra, 8(sp)
; CHECK-NEXT: ld	s0, 0(sp)
; CHECK-NEXT: addi	sp, sp, 16
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end7:
; CHECK-LABEL: global:
; CHECK-NEXT: lui	a0, %hi(g)
; CHECK-NEXT: addi	a1, a0, %lo(g)
; CHECK-NEXT: lw	a0, 0(a1)
; CHECK-NEXT: addi	a2, a0, 1
; CHECK-NEXT: sext.w	a0, a0
; CHECK-NEXT: sw	a2, 0(a1)
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end8:
; CHECK-LABEL: local:
; CHECK-NEXT: addi	sp, sp, -16
; CHECK-NEXT: sd	a0, 8(sp)
; CHECK-NEXT: ld	a0, 8(sp)
; CHECK-NEXT: addi	sp, sp, 16
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end9:
; CHECK-LABEL: select:
; CHECK-NEXT: li	a2, 0
; CHECK-NEXT: slt	a3, a1, a0
; CHECK-NEXT: xor	a0, a0, a1
; CHECK-NEXT: sub	a2, a2, a3
; CHECK-NEXT: and	a0, a0, a2
; CHECK-NEXT: xor	a0, a1, a0
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end10:
; CHECK-LABEL: traps:
; CHECK-NEXT: ebreak
; CHECK-NEXT: unimp
; CHECK-NEXT: .Lfunc_end11:
; CHECK-LABEL: g:
; CHECK-NEXT: .long	5
; CHECK-NEXT: .size	g, 4
; CHECK-NEXT: .section	".note.GNU-stack","",@progbits

; BADATTR: kiln llc: error: unsupported RISC-V feature '+v' (kiln knows m, a, f, d, c, relax)

; BADABI: kiln llc: for the -target-abi option: Cannot find option named 'ilp32'! (expected lp64 or lp64d)
