; riscv64 atomics as llc 14 maps them (llc -mtriple=riscv64 -mattr=+m,+a,+f,+d,+c
; -target-abi=lp64d): fences (`fence r, rw` acquire, `fence rw, w` release, `fence.tso`
; acq_rel, `fence rw, rw` seq_cst and single-thread), atomic loads and stores as plain ones
; between fences (seq_cst load: `fence rw, rw` before and `fence r, rw` after; acquire load:
; after; release and seq_cst store: `fence rw, w` before; monotonic: none), the word and
; doubleword read-modify-writes as one AMO (a subtract adds the negation) with the ordering's
; own suffix and no sign extension after a `.w` one, compare-exchange and nand as lr/sc
; loops, and the 8- and 16-bit ones on their aligned word with shifts and masks (and, or and
; xor as word AMOs, the rest masked lr/sc loops), the instruction sequences llc writes. The
; execution test runs them under qemu (riscv64-atomic-loops.ll runs every operation, width
; and ordering).
; RUN: kiln llc -O2 -mtriple=riscv64-unknown-linux-gnu %s -o - | FileCheck %s
; RUN: kiln llc -O0 -mtriple=riscv64-unknown-linux-gnu %s -filetype=obj -o %t.o
; RUN: bash $(dirname %s)/../Inputs/riscv64_run.sh %t.o $(dirname %s)/../Inputs/riscv64_atomic_driver.c '12 checks, 0 mismatches' | grep -x '12 checks, 0 mismatches'

target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n64-S128"
target triple = "riscv64-unknown-linux-gnu"

define i64 @add64(i64* %p, i64 %v) #0 {
  %r = atomicrmw add i64* %p, i64 %v seq_cst
  ret i64 %r
}

define signext i32 @add32(i32* %p, i32 signext %v) #0 {
  %r = atomicrmw add i32* %p, i32 %v acquire
  ret i32 %r
}

define signext i32 @sub32(i32* %p, i32 signext %v) #0 {
  %r = atomicrmw sub i32* %p, i32 %v release
  ret i32 %r
}

define i64 @xchg64(i64* %p, i64 %v) #0 {
  %r = atomicrmw xchg i64* %p, i64 %v monotonic
  ret i64 %r
}

define i64 @and64(i64* %p, i64 %v) #0 {
  %r = atomicrmw and i64* %p, i64 %v acq_rel
  ret i64 %r
}

define signext i32 @or32(i32* %p, i32 signext %v) #0 {
  %r = atomicrmw or i32* %p, i32 %v seq_cst
  ret i32 %r
}

define i64 @xor64(i64* %p, i64 %v) #0 {
  %r = atomicrmw xor i64* %p, i64 %v seq_cst
  ret i64 %r
}

define double @xchgf64(double* %p, double %v) #0 {
  %r = atomicrmw xchg double* %p, double %v seq_cst
  ret double %r
}

define i64 @load64(i64* %p) #0 {
  %r = load atomic i64, i64* %p seq_cst, align 8
  ret i64 %r
}

define signext i32 @load32(i32* %p) #0 {
  %r = load atomic i32, i32* %p acquire, align 4
  ret i32 %r
}

define signext i8 @load8(i8* %p) #0 {
  %r = load atomic i8, i8* %p monotonic, align 1
  ret i8 %r
}

define void @store64(i64* %p, i64 %v) #0 {
  store atomic i64 %v, i64* %p seq_cst, align 8
  ret void
}

define void @store16(i16* %p, i16 %v) #0 {
  store atomic i16 %v, i16* %p release, align 2
  ret void
}

define void @fences() #0 {
  fence acquire
  fence release
  fence acq_rel
  fence seq_cst
  fence syncscope("singlethread") seq_cst
  ret void
}

define i8 @cx8(i8* %p, i8 %a, i8 %b) #0 {
  %r = cmpxchg i8* %p, i8 %a, i8 %b seq_cst seq_cst
  %v = extractvalue {i8, i1} %r, 0
  ret i8 %v
}
define i32 @cx32(i32* %p, i32 %a, i32 %b) #0 {
  %r = cmpxchg i32* %p, i32 %a, i32 %b acquire monotonic
  %v = extractvalue {i32, i1} %r, 0
  ret i32 %v
}
define i1 @cx64(i64* %p, i64 %a, i64 %b) #0 {
  %r = cmpxchg i64* %p, i64 %a, i64 %b seq_cst seq_cst
  %v = extractvalue {i64, i1} %r, 1
  ret i1 %v
}
define i8 @add8(i8* %p, i8 %a) #0 {
  %r = atomicrmw add i8* %p, i8 %a monotonic
  ret i8 %r
}
define i16 @xchg16(i16* %p, i16 %a) #0 {
  %r = atomicrmw xchg i16* %p, i16 %a release
  ret i16 %r
}
define i8 @and8(i8* %p, i8 %a) #0 {
  %r = atomicrmw and i8* %p, i8 %a acq_rel
  ret i8 %r
}
define i8 @or8(i8* %p, i8 %a) #0 {
  %r = atomicrmw or i8* %p, i8 %a seq_cst
  ret i8 %r
}
define i8 @max8(i8* %p, i8 %a) #0 {
  %r = atomicrmw max i8* %p, i8 %a seq_cst
  ret i8 %r
}
define i16 @umin16(i16* %p, i16 %a) #0 {
  %r = atomicrmw umin i16* %p, i16 %a seq_cst
  ret i16 %r
}
define i32 @nand32(i32* %p, i32 %a) #0 {
  %r = atomicrmw nand i32* %p, i32 %a seq_cst
  ret i32 %r
}
define i8 @nand8(i8* %p, i8 %a) #0 {
  %r = atomicrmw nand i8* %p, i8 %a seq_cst
  ret i8 %r
}
define i32 @max32(i32* %p, i32 %a) #0 {
  %r = atomicrmw max i32* %p, i32 %a acquire
  ret i32 %r
}
define i32 @add32m(i32* %p, i32 %a) #0 {
  %r = atomicrmw add i32* %p, i32 %a monotonic
  ret i32 %r
}
define i64 @sub64(i64* %p, i64 %a) #0 {
  %r = atomicrmw sub i64* %p, i64 %a release
  ret i64 %r
}
define i8 @sub8(i8* %p, i8 %a) #0 {
  %r = atomicrmw sub i8* %p, i8 %a release
  ret i8 %r
}

attributes #0 = { nounwind "target-features"="+64bit,+a,+c,+d,+f,+m,-relax,-save-restore" }
!llvm.module.flags = !{!0}
!0 = !{i32 1, !"target-abi", !"lp64d"}

; CHECK-LABEL: add64:
; CHECK-NEXT: amoadd.d.aqrl	a0, a1, (a0)
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: add32:
; CHECK-NEXT: amoadd.w.aq	a0, a1, (a0)
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: sub32:
; CHECK-NEXT: neg	a1, a1
; CHECK-NEXT: amoadd.w.rl	a0, a1, (a0)
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end2:
; CHECK-LABEL: xchg64:
; CHECK-NEXT: amoswap.d	a0, a1, (a0)
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end3:
; CHECK-LABEL: and64:
; CHECK-NEXT: amoand.d.aqrl	a0, a1, (a0)
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end4:
; CHECK-LABEL: or32:
; CHECK-NEXT: amoor.w.aqrl	a0, a1, (a0)
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end5:
; CHECK-LABEL: xor64:
; CHECK-NEXT: amoxor.d.aqrl	a0, a1, (a0)
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end6:
; CHECK-LABEL: xchgf64:
; CHECK-NEXT: fmv.x.d	a1, fa0
; CHECK-NEXT: amoswap.d.aqrl	a0, a1, (a0)
; CHECK-NEXT: fmv.d.x	fa0, a0
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end7:
; CHECK-LABEL: load64:
; CHECK-NEXT: fence	rw, rw
; CHECK-NEXT: ld	a0, 0(a0)
; CHECK-NEXT: fence	r, rw
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end8:
; CHECK-LABEL: load32:
; CHECK-NEXT: lw	a0, 0(a0)
; CHECK-NEXT: fence	r, rw
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end9:
; CHECK-LABEL: load8:
; CHECK-NEXT: lb	a0, 0(a0)
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end10:
; CHECK-LABEL: store64:
; CHECK-NEXT: fence	rw, w
; CHECK-NEXT: sd	a1, 0(a0)
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end11:
; CHECK-LABEL: store16:
; CHECK-NEXT: fence	rw, w
; CHECK-NEXT: sh	a1, 0(a0)
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end12:
; CHECK-LABEL: fences:
; CHECK-NEXT: fence	r, rw
; CHECK-NEXT: fence	rw, w
; CHECK-NEXT: fence.tso
; CHECK-NEXT: fence	rw, rw
; CHECK-NEXT: fence	rw, rw
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end13:
; CHECK-LABEL: cx8:
; CHECK-NEXT: li	a3, 255
; CHECK-NEXT: andi	a4, a0, -4
; CHECK-NEXT: slliw	a0, a0, 3
; CHECK-NEXT: andi	a1, a1, 255
; CHECK-NEXT: andi	a2, a2, 255
; CHECK-NEXT: sllw	a3, a3, a0
; CHECK-NEXT: sllw	a1, a1, a0
; CHECK-NEXT: sllw	a2, a2, a0
; CHECK-NEXT: .LBB14_1:
; CHECK-NEXT: lr.w.aqrl	a5, (a4)
; CHECK-NEXT: and	a6, a5, a3
; CHECK-NEXT: bne	a6, a1, .LBB14_3
; CHECK-NEXT: xor	a6, a5, a2
; CHECK-NEXT: and	a6, a6, a3
; CHECK-NEXT: xor	a6, a5, a6
; CHECK-NEXT: sc.w.aqrl	a6, a6, (a4)
; CHECK-NEXT: bnez	a6, .LBB14_1
; CHECK-NEXT: .LBB14_3:
; CHECK-NEXT: srlw	a0, a5, a0
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end14:
; CHECK-LABEL: cx32:
; CHECK-NEXT: sext.w	a3, a1
; CHECK-NEXT: .LBB15_1:
; CHECK-NEXT: lr.w.aq	a1, (a0)
; CHECK-NEXT: bne	a1, a3, .LBB15_3
; CHECK-NEXT: sc.w	a4, a2, (a0)
; CHECK-NEXT: bnez	a4, .LBB15_1
; CHECK-NEXT: .LBB15_3:
; CHECK-NEXT: mv	a0, a1
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end15:
; CHECK-LABEL: cx64:
; CHECK-NEXT: .LBB16_1:
; CHECK-NEXT: lr.d.aqrl	a3, (a0)
; CHECK-NEXT: bne	a3, a1, .LBB16_3
; CHECK-NEXT: sc.d.aqrl	a4, a2, (a0)
; CHECK-NEXT: bnez	a4, .LBB16_1
; CHECK-NEXT: .LBB16_3:
; CHECK-NEXT: xor	a0, a3, a1
; CHECK-NEXT: seqz	a0, a0
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end16:
; CHECK-LABEL: add8:
; CHECK-NEXT: li	a2, 255
; CHECK-NEXT: andi	a3, a0, -4
; CHECK-NEXT: slliw	a0, a0, 3
; CHECK-NEXT: andi	a1, a1, 255
; CHECK-NEXT: sllw	a2, a2, a0
; CHECK-NEXT: sllw	a1, a1, a0
; CHECK-NEXT: .LBB17_1:
; CHECK-NEXT: lr.w	a4, (a3)
; CHECK-NEXT: add	a5, a4, a1
; CHECK-NEXT: xor	a5, a4, a5
; CHECK-NEXT: and	a5, a5, a2
; CHECK-NEXT: xor	a5, a4, a5
; CHECK-NEXT: sc.w	a5, a5, (a3)
; CHECK-NEXT: bnez	a5, .LBB17_1
; CHECK-NEXT: srlw	a0, a4, a0
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end17:
; CHECK-LABEL: xchg16:
; CHECK-NEXT: lui	a2, 16
; CHECK-NEXT: andi	a3, a0, -4
; CHECK-NEXT: slliw	a0, a0, 3
; CHECK-NEXT: addiw	a2, a2, -1
; CHECK-NEXT: and	a1, a1, a2
; CHECK-NEXT: sllw	a2, a2, a0
; CHECK-NEXT: sllw	a1, a1, a0
; CHECK-NEXT: .LBB18_1:
; CHECK-NEXT: lr.w	a4, (a3)
; CHECK-NEXT: mv	a5, a1
; CHECK-NEXT: xor	a5, a4, a5
; CHECK-NEXT: and	a5, a5, a2
; CHECK-NEXT: xor	a5, a4, a5
; CHECK-NEXT: sc.w.rl	a5, a5, (a3)
; CHECK-NEXT: bnez	a5, .LBB18_1
; CHECK-NEXT: srlw	a0, a4, a0
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end18:
; CHECK-LABEL: and8:
; CHECK-NEXT: li	a2, 255
; CHECK-NEXT: andi	a3, a0, -4
; CHECK-NEXT: slliw	a0, a0, 3
; CHECK-NEXT: andi	a1, a1, 255
; CHECK-NEXT: sllw	a2, a2, a0
; CHECK-NEXT: sllw	a1, a1, a0
; CHECK-NEXT: not	a2, a2
; CHECK-NEXT: or	a1, a1, a2
; CHECK-NEXT: amoand.w.aqrl	a1, a1, (a3)
; CHECK-NEXT: srlw	a0, a1, a0
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end19:
; CHECK-LABEL: or8:
; CHECK-NEXT: andi	a2, a0, -4
; CHECK-NEXT: slliw	a0, a0, 3
; CHECK-NEXT: andi	a1, a1, 255
; CHECK-NEXT: sllw	a1, a1, a0
; CHECK-NEXT: amoor.w.aqrl	a1, a1, (a2)
; CHECK-NEXT: srlw	a0, a1, a0
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end20:
; CHECK-LABEL: max8:
; CHECK-NEXT: li	a2, 255
; CHECK-NEXT: li	a3, 56
; CHECK-NEXT: andi	a4, a0, -4
; CHECK-NEXT: slliw	a0, a0, 3
; CHECK-NEXT: slli	a1, a1, 56
; CHECK-NEXT: sllw	a2, a2, a0
; CHECK-NEXT: srai	a1, a1, 56
; CHECK-NEXT: andi	a5, a0, 24
; CHECK-NEXT: sub	a3, a3, a5
; CHECK-NEXT: sllw	a1, a1, a0
; CHECK-NEXT: .LBB21_1:
; CHECK-NEXT: lr.w.aqrl	a5, (a4)
; CHECK-NEXT: and	a7, a5, a2
; CHECK-NEXT: mv	a6, a5
; CHECK-NEXT: sll	a7, a7, a3
; CHECK-NEXT: sra	a7, a7, a3
; CHECK-NEXT: bge	a7, a1, .LBB21_3
; CHECK-NEXT: xor	a6, a5, a1
; CHECK-NEXT: and	a6, a6, a2
; CHECK-NEXT: xor	a6, a5, a6
; CHECK-NEXT: .LBB21_3:
; CHECK-NEXT: sc.w.aqrl	a6, a6, (a4)
; CHECK-NEXT: bnez	a6, .LBB21_1
; CHECK-NEXT: srlw	a0, a5, a0
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end21:
; CHECK-LABEL: umin16:
; CHECK-NEXT: lui	a2, 16
; CHECK-NEXT: andi	a3, a0, -4
; CHECK-NEXT: slliw	a0, a0, 3
; CHECK-NEXT: addiw	a2, a2, -1
; CHECK-NEXT: and	a1, a1, a2
; CHECK-NEXT: sllw	a2, a2, a0
; CHECK-NEXT: sllw	a1, a1, a0
; CHECK-NEXT: .LBB22_1:
; CHECK-NEXT: lr.w.aqrl	a4, (a3)
; CHECK-NEXT: and	a6, a4, a2
; CHECK-NEXT: mv	a5, a4
; CHECK-NEXT: bgeu	a1, a6, .LBB22_3
; CHECK-NEXT: xor	a5, a4, a1
; CHECK-NEXT: and	a5, a5, a2
; CHECK-NEXT: xor	a5, a4, a5
; CHECK-NEXT: .LBB22_3:
; CHECK-NEXT: sc.w.aqrl	a5, a5, (a3)
; CHECK-NEXT: bnez	a5, .LBB22_1
; CHECK-NEXT: srlw	a0, a4, a0
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end22:
; CHECK-LABEL: nand32:
; CHECK-NEXT: .LBB23_1:
; CHECK-NEXT: lr.w.aqrl	a2, (a0)
; CHECK-NEXT: and	a3, a2, a1
; CHECK-NEXT: not	a3, a3
; CHECK-NEXT: sc.w.aqrl	a3, a3, (a0)
; CHECK-NEXT: bnez	a3, .LBB23_1
; CHECK-NEXT: mv	a0, a2
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end23:
; CHECK-LABEL: nand8:
; CHECK-NEXT: li	a2, 255
; CHECK-NEXT: andi	a3, a0, -4
; CHECK-NEXT: slliw	a0, a0, 3
; CHECK-NEXT: andi	a1, a1, 255
; CHECK-NEXT: sllw	a2, a2, a0
; CHECK-NEXT: sllw	a1, a1, a0
; CHECK-NEXT: .LBB24_1:
; CHECK-NEXT: lr.w.aqrl	a4, (a3)
; CHECK-NEXT: and	a5, a4, a1
; CHECK-NEXT: not	a5, a5
; CHECK-NEXT: xor	a5, a4, a5
; CHECK-NEXT: and	a5, a5, a2
; CHECK-NEXT: xor	a5, a4, a5
; CHECK-NEXT: sc.w.aqrl	a5, a5, (a3)
; CHECK-NEXT: bnez	a5, .LBB24_1
; CHECK-NEXT: srlw	a0, a4, a0
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end24:
; CHECK-LABEL: max32:
; CHECK-NEXT: amomax.w.aq	a0, a1, (a0)
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end25:
; CHECK-LABEL: add32m:
; CHECK-NEXT: amoadd.w	a0, a1, (a0)
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end26:
; CHECK-LABEL: sub64:
; CHECK-NEXT: neg	a1, a1
; CHECK-NEXT: amoadd.d.rl	a0, a1, (a0)
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end27:
; CHECK-LABEL: sub8:
; CHECK-NEXT: li	a2, 255
; CHECK-NEXT: andi	a3, a0, -4
; CHECK-NEXT: slliw	a0, a0, 3
; CHECK-NEXT: andi	a1, a1, 255
; CHECK-NEXT: sllw	a2, a2, a0
; CHECK-NEXT: sllw	a1, a1, a0
; CHECK-NEXT: .LBB28_1:
; CHECK-NEXT: lr.w	a4, (a3)
; CHECK-NEXT: sub	a5, a4, a1
; CHECK-NEXT: xor	a5, a4, a5
; CHECK-NEXT: and	a5, a5, a2
; CHECK-NEXT: xor	a5, a4, a5
; CHECK-NEXT: sc.w.rl	a5, a5, (a3)
; CHECK-NEXT: bnez	a5, .LBB28_1
; CHECK-NEXT: srlw	a0, a4, a0
; CHECK-NEXT: ret
; CHECK-NEXT: .Lfunc_end28:
