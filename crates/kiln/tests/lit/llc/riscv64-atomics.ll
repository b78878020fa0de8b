; riscv64 atomics as llc 14 maps them (llc -mtriple=riscv64 -mattr=+m,+a,+f,+d,+c
; -target-abi=lp64d): fences (`fence r, rw` acquire, `fence rw, w` release, `fence.tso`
; acq_rel, `fence rw, rw` seq_cst and single-thread), atomic loads and stores as plain ones
; between fences (seq_cst load: `fence rw, rw` before and `fence r, rw` after; acquire load:
; after; release and seq_cst store: `fence rw, w` before; monotonic: none), and the word and
; doubleword read-modify-writes as one AMO (a subtract adds the negation); kiln writes every
; AMO `.aqrl` (llc: the ordering's own suffix). The execution test runs them under qemu;
; compare-exchange and sub-word read-modify-writes (lr/sc loops) are errors naming them
; (riscv64-atomics-errors.ll).
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

attributes #0 = { nounwind "target-features"="+64bit,+a,+c,+d,+f,+m,-relax,-save-restore" }
!llvm.module.flags = !{!0}
!0 = !{i32 1, !"target-abi", !"lp64d"}

; CHECK-LABEL: add64:
; CHECK-NEXT: amoadd.d.aqrl	a0, a1, (a0)
; CHECK-NEXT: jalr	zero, 0(ra)
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: add32:
; CHECK-NEXT: amoadd.w.aqrl	a0, a1, (a0)
; CHECK-NEXT: addiw	a0, a0, 0
; CHECK-NEXT: jalr	zero, 0(ra)
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: sub32:
; CHECK-NEXT: sub	a1, zero, a1
; CHECK-NEXT: amoadd.w.aqrl	a0, a1, (a0)
; CHECK-NEXT: addiw	a0, a0, 0
; CHECK-NEXT: jalr	zero, 0(ra)
; CHECK-NEXT: .Lfunc_end2:
; CHECK-LABEL: xchg64:
; CHECK-NEXT: amoswap.d.aqrl	a0, a1, (a0)
; CHECK-NEXT: jalr	zero, 0(ra)
; CHECK-NEXT: .Lfunc_end3:
; CHECK-LABEL: and64:
; CHECK-NEXT: amoand.d.aqrl	a0, a1, (a0)
; CHECK-NEXT: jalr	zero, 0(ra)
; CHECK-NEXT: .Lfunc_end4:
; CHECK-LABEL: or32:
; CHECK-NEXT: amoor.w.aqrl	a0, a1, (a0)
; CHECK-NEXT: addiw	a0, a0, 0
; CHECK-NEXT: jalr	zero, 0(ra)
; CHECK-NEXT: .Lfunc_end5:
; CHECK-LABEL: xor64:
; CHECK-NEXT: amoxor.d.aqrl	a0, a1, (a0)
; CHECK-NEXT: jalr	zero, 0(ra)
; CHECK-NEXT: .Lfunc_end6:
; CHECK-LABEL: xchgf64:
; CHECK-NEXT: fmv.x.d	a1, fa0
; CHECK-NEXT: amoswap.d.aqrl	a0, a1, (a0)
; CHECK-NEXT: fmv.d.x	fa0, a0
; CHECK-NEXT: jalr	zero, 0(ra)
; CHECK-NEXT: .Lfunc_end7:
; CHECK-LABEL: load64:
; CHECK-NEXT: fence	rw, rw
; CHECK-NEXT: ld	a0, 0(a0)
; CHECK-NEXT: fence	r, rw
; CHECK-NEXT: jalr	zero, 0(ra)
; CHECK-NEXT: .Lfunc_end8:
; CHECK-LABEL: load32:
; CHECK-NEXT: lw	a0, 0(a0)
; CHECK-NEXT: fence	r, rw
; CHECK-NEXT: jalr	zero, 0(ra)
; CHECK-NEXT: .Lfunc_end9:
; CHECK-LABEL: load8:
; CHECK-NEXT: lb	a0, 0(a0)
; CHECK-NEXT: jalr	zero, 0(ra)
; CHECK-NEXT: .Lfunc_end10:
; CHECK-LABEL: store64:
; CHECK-NEXT: fence	rw, w
; CHECK-NEXT: sd	a1, 0(a0)
; CHECK-NEXT: jalr	zero, 0(ra)
; CHECK-NEXT: .Lfunc_end11:
; CHECK-LABEL: store16:
; CHECK-NEXT: fence	rw, w
; CHECK-NEXT: sh	a1, 0(a0)
; CHECK-NEXT: jalr	zero, 0(ra)
; CHECK-NEXT: .Lfunc_end12:
; CHECK-LABEL: fences:
; CHECK-NEXT: fence	r, rw
; CHECK-NEXT: fence	rw, w
; CHECK-NEXT: fence.tso
; CHECK-NEXT: fence	rw, rw
; CHECK-NEXT: fence	rw, rw
; CHECK-NEXT: jalr	zero, 0(ra)
; CHECK-NEXT: .Lfunc_end13:
