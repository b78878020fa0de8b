; Every integer atomicrmw (xchg, add, sub, and, nand, or, xor, max, min, umax, umin) and
; cmpxchg in every width (i8, i16, i32, i64) and ordering, run under qemu at -O0 and -O2: the
; driver calls each on every position of the value in its aligned word and checks the old
; value and the whole word after it against C's arithmetic (llc 14's build of this file
; passes the same 7800 checks). The AMOs, the lr/sc loops and the masked part-word sequences
; as llc writes them are checked in riscv64-atomics.ll.
; RUN: kiln llc -O0 -mtriple=riscv64-unknown-linux-gnu -mattr=+m,+a,+f,+d,+c -target-abi=lp64d %s -filetype=obj -o %t0.o
; RUN: bash $(dirname %s)/../Inputs/riscv64_run.sh %t0.o $(dirname %s)/../Inputs/riscv64_atomic_loops_driver.c '7800 checks, 0 mismatches' | grep -x '7800 checks, 0 mismatches'
; RUN: kiln llc -O2 -mtriple=riscv64-unknown-linux-gnu -mattr=+m,+a,+f,+d,+c -target-abi=lp64d %s -filetype=obj -o %t2.o
; RUN: bash $(dirname %s)/../Inputs/riscv64_run.sh %t2.o $(dirname %s)/../Inputs/riscv64_atomic_loops_driver.c '7800 checks, 0 mismatches' | grep -x '7800 checks, 0 mismatches'

target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n64-S128"
target triple = "riscv64-unknown-linux-gnu"

define i8 @xchg8_monotonic(i8* %p, i8 %v) {
  %r = atomicrmw xchg i8* %p, i8 %v monotonic
  ret i8 %r
}

define i8 @xchg8_acquire(i8* %p, i8 %v) {
  %r = atomicrmw xchg i8* %p, i8 %v acquire
  ret i8 %r
}

define i8 @xchg8_release(i8* %p, i8 %v) {
  %r = atomicrmw xchg i8* %p, i8 %v release
  ret i8 %r
}

define i8 @xchg8_acq_rel(i8* %p, i8 %v) {
  %r = atomicrmw xchg i8* %p, i8 %v acq_rel
  ret i8 %r
}

define i8 @xchg8_seq_cst(i8* %p, i8 %v) {
  %r = atomicrmw xchg i8* %p, i8 %v seq_cst
  ret i8 %r
}

define i8 @add8_monotonic(i8* %p, i8 %v) {
  %r = atomicrmw add i8* %p, i8 %v monotonic
  ret i8 %r
}

define i8 @add8_acquire(i8* %p, i8 %v) {
  %r = atomicrmw add i8* %p, i8 %v acquire
  ret i8 %r
}

define i8 @add8_release(i8* %p, i8 %v) {
  %r = atomicrmw add i8* %p, i8 %v release
  ret i8 %r
}

define i8 @add8_acq_rel(i8* %p, i8 %v) {
  %r = atomicrmw add i8* %p, i8 %v acq_rel
  ret i8 %r
}

define i8 @add8_seq_cst(i8* %p, i8 %v) {
  %r = atomicrmw add i8* %p, i8 %v seq_cst
  ret i8 %r
}

define i8 @sub8_monotonic(i8* %p, i8 %v) {
  %r = atomicrmw sub i8* %p, i8 %v monotonic
  ret i8 %r
}

define i8 @sub8_acquire(i8* %p, i8 %v) {
  %r = atomicrmw sub i8* %p, i8 %v acquire
  ret i8 %r
}

define i8 @sub8_release(i8* %p, i8 %v) {
  %r = atomicrmw sub i8* %p, i8 %v release
  ret i8 %r
}

define i8 @sub8_acq_rel(i8* %p, i8 %v) {
  %r = atomicrmw sub i8* %p, i8 %v acq_rel
  ret i8 %r
}

define i8 @sub8_seq_cst(i8* %p, i8 %v) {
  %r = atomicrmw sub i8* %p, i8 %v seq_cst
  ret i8 %r
}

define i8 @and8_monotonic(i8* %p, i8 %v) {
  %r = atomicrmw and i8* %p, i8 %v monotonic
  ret i8 %r
}

define i8 @and8_acquire(i8* %p, i8 %v) {
  %r = atomicrmw and i8* %p, i8 %v acquire
  ret i8 %r
}

define i8 @and8_release(i8* %p, i8 %v) {
  %r = atomicrmw and i8* %p, i8 %v release
  ret i8 %r
}

define i8 @and8_acq_rel(i8* %p, i8 %v) {
  %r = atomicrmw and i8* %p, i8 %v acq_rel
  ret i8 %r
}

define i8 @and8_seq_cst(i8* %p, i8 %v) {
  %r = atomicrmw and i8* %p, i8 %v seq_cst
  ret i8 %r
}

define i8 @nand8_monotonic(i8* %p, i8 %v) {
  %r = atomicrmw nand i8* %p, i8 %v monotonic
  ret i8 %r
}

define i8 @nand8_acquire(i8* %p, i8 %v) {
  %r = atomicrmw nand i8* %p, i8 %v acquire
  ret i8 %r
}

define i8 @nand8_release(i8* %p, i8 %v) {
  %r = atomicrmw nand i8* %p, i8 %v release
  ret i8 %r
}

define i8 @nand8_acq_rel(i8* %p, i8 %v) {
  %r = atomicrmw nand i8* %p, i8 %v acq_rel
  ret i8 %r
}

define i8 @nand8_seq_cst(i8* %p, i8 %v) {
  %r = atomicrmw nand i8* %p, i8 %v seq_cst
  ret i8 %r
}

define i8 @or8_monotonic(i8* %p, i8 %v) {
  %r = atomicrmw or i8* %p, i8 %v monotonic
  ret i8 %r
}

define i8 @or8_acquire(i8* %p, i8 %v) {
  %r = atomicrmw or i8* %p, i8 %v acquire
  ret i8 %r
}

define i8 @or8_release(i8* %p, i8 %v) {
  %r = atomicrmw or i8* %p, i8 %v release
  ret i8 %r
}

define i8 @or8_acq_rel(i8* %p, i8 %v) {
  %r = atomicrmw or i8* %p, i8 %v acq_rel
  ret i8 %r
}

define i8 @or8_seq_cst(i8* %p, i8 %v) {
  %r = atomicrmw or i8* %p, i8 %v seq_cst
  ret i8 %r
}

define i8 @xor8_monotonic(i8* %p, i8 %v) {
  %r = atomicrmw xor i8* %p, i8 %v monotonic
  ret i8 %r
}

define i8 @xor8_acquire(i8* %p, i8 %v) {
  %r = atomicrmw xor i8* %p, i8 %v acquire
  ret i8 %r
}

define i8 @xor8_release(i8* %p, i8 %v) {
  %r = atomicrmw xor i8* %p, i8 %v release
  ret i8 %r
}

define i8 @xor8_acq_rel(i8* %p, i8 %v) {
  %r = atomicrmw xor i8* %p, i8 %v acq_rel
  ret i8 %r
}

define i8 @xor8_seq_cst(i8* %p, i8 %v) {
  %r = atomicrmw xor i8* %p, i8 %v seq_cst
  ret i8 %r
}

define i8 @max8_monotonic(i8* %p, i8 %v) {
  %r = atomicrmw max i8* %p, i8 %v monotonic
  ret i8 %r
}

define i8 @max8_acquire(i8* %p, i8 %v) {
  %r = atomicrmw max i8* %p, i8 %v acquire
  ret i8 %r
}

define i8 @max8_release(i8* %p, i8 %v) {
  %r = atomicrmw max i8* %p, i8 %v release
  ret i8 %r
}

define i8 @max8_acq_rel(i8* %p, i8 %v) {
  %r = atomicrmw max i8* %p, i8 %v acq_rel
  ret i8 %r
}

define i8 @max8_seq_cst(i8* %p, i8 %v) {
  %r = atomicrmw max i8* %p, i8 %v seq_cst
  ret i8 %r
}

define i8 @min8_monotonic(i8* %p, i8 %v) {
  %r = atomicrmw min i8* %p, i8 %v monotonic
  ret i8 %r
}

define i8 @min8_acquire(i8* %p, i8 %v) {
  %r = atomicrmw min i8* %p, i8 %v acquire
  ret i8 %r
}

define i8 @min8_release(i8* %p, i8 %v) {
  %r = atomicrmw min i8* %p, i8 %v release
  ret i8 %r
}

define i8 @min8_acq_rel(i8* %p, i8 %v) {
  %r = atomicrmw min i8* %p, i8 %v acq_rel
  ret i8 %r
}

define i8 @min8_seq_cst(i8* %p, i8 %v) {
  %r = atomicrmw min i8* %p, i8 %v seq_cst
  ret i8 %r
}

define i8 @umax8_monotonic(i8* %p, i8 %v) {
  %r = atomicrmw umax i8* %p, i8 %v monotonic
  ret i8 %r
}

define i8 @umax8_acquire(i8* %p, i8 %v) {
  %r = atomicrmw umax i8* %p, i8 %v acquire
  ret i8 %r
}

define i8 @umax8_release(i8* %p, i8 %v) {
  %r = atomicrmw umax i8* %p, i8 %v release
  ret i8 %r
}

define i8 @umax8_acq_rel(i8* %p, i8 %v) {
  %r = atomicrmw umax i8* %p, i8 %v acq_rel
  ret i8 %r
}

define i8 @umax8_seq_cst(i8* %p, i8 %v) {
  %r = atomicrmw umax i8* %p, i8 %v seq_cst
  ret i8 %r
}

define i8 @umin8_monotonic(i8* %p, i8 %v) {
  %r = atomicrmw umin i8* %p, i8 %v monotonic
  ret i8 %r
}

define i8 @umin8_acquire(i8* %p, i8 %v) {
  %r = atomicrmw umin i8* %p, i8 %v acquire
  ret i8 %r
}

define i8 @umin8_release(i8* %p, i8 %v) {
  %r = atomicrmw umin i8* %p, i8 %v release
  ret i8 %r
}

define i8 @umin8_acq_rel(i8* %p, i8 %v) {
  %r = atomicrmw umin i8* %p, i8 %v acq_rel
  ret i8 %r
}

define i8 @umin8_seq_cst(i8* %p, i8 %v) {
  %r = atomicrmw umin i8* %p, i8 %v seq_cst
  ret i8 %r
}

define i8 @cmpxchg8_monotonic(i8* %p, i8 %e, i8 %n, i8* %ok) {
  %r = cmpxchg i8* %p, i8 %e, i8 %n monotonic monotonic
  %v = extractvalue { i8, i1 } %r, 0
  %s = extractvalue { i8, i1 } %r, 1
  %z = zext i1 %s to i8
  store i8 %z, i8* %ok
  ret i8 %v
}

define i8 @cmpxchg8_acquire(i8* %p, i8 %e, i8 %n, i8* %ok) {
  %r = cmpxchg i8* %p, i8 %e, i8 %n acquire monotonic
  %v = extractvalue { i8, i1 } %r, 0
  %s = extractvalue { i8, i1 } %r, 1
  %z = zext i1 %s to i8
  store i8 %z, i8* %ok
  ret i8 %v
}

define i8 @cmpxchg8_release(i8* %p, i8 %e, i8 %n, i8* %ok) {
  %r = cmpxchg i8* %p, i8 %e, i8 %n release monotonic
  %v = extractvalue { i8, i1 } %r, 0
  %s = extractvalue { i8, i1 } %r, 1
  %z = zext i1 %s to i8
  store i8 %z, i8* %ok
  ret i8 %v
}

define i8 @cmpxchg8_acq_rel(i8* %p, i8 %e, i8 %n, i8* %ok) {
  %r = cmpxchg i8* %p, i8 %e, i8 %n acq_rel acquire
  %v = extractvalue { i8, i1 } %r, 0
  %s = extractvalue { i8, i1 } %r, 1
  %z = zext i1 %s to i8
  store i8 %z, i8* %ok
  ret i8 %v
}

define i8 @cmpxchg8_seq_cst(i8* %p, i8 %e, i8 %n, i8* %ok) {
  %r = cmpxchg i8* %p, i8 %e, i8 %n seq_cst seq_cst
  %v = extractvalue { i8, i1 } %r, 0
  %s = extractvalue { i8, i1 } %r, 1
  %z = zext i1 %s to i8
  store i8 %z, i8* %ok
  ret i8 %v
}

define i16 @xchg16_monotonic(i16* %p, i16 %v) {
  %r = atomicrmw xchg i16* %p, i16 %v monotonic
  ret i16 %r
}

define i16 @xchg16_acquire(i16* %p, i16 %v) {
  %r = atomicrmw xchg i16* %p, i16 %v acquire
  ret i16 %r
}

define i16 @xchg16_release(i16* %p, i16 %v) {
  %r = atomicrmw xchg i16* %p, i16 %v release
  ret i16 %r
}

define i16 @xchg16_acq_rel(i16* %p, i16 %v) {
  %r = atomicrmw xchg i16* %p, i16 %v acq_rel
  ret i16 %r
}

define i16 @xchg16_seq_cst(i16* %p, i16 %v) {
  %r = atomicrmw xchg i16* %p, i16 %v seq_cst
  ret i16 %r
}

define i16 @add16_monotonic(i16* %p, i16 %v) {
  %r = atomicrmw add i16* %p, i16 %v monotonic
  ret i16 %r
}

define i16 @add16_acquire(i16* %p, i16 %v) {
  %r = atomicrmw add i16* %p, i16 %v acquire
  ret i16 %r
}

define i16 @add16_release(i16* %p, i16 %v) {
  %r = atomicrmw add i16* %p, i16 %v release
  ret i16 %r
}

define i16 @add16_acq_rel(i16* %p, i16 %v) {
  %r = atomicrmw add i16* %p, i16 %v acq_rel
  ret i16 %r
}

define i16 @add16_seq_cst(i16* %p, i16 %v) {
  %r = atomicrmw add i16* %p, i16 %v seq_cst
  ret i16 %r
}

define i16 @sub16_monotonic(i16* %p, i16 %v) {
  %r = atomicrmw sub i16* %p, i16 %v monotonic
  ret i16 %r
}

define i16 @sub16_acquire(i16* %p, i16 %v) {
  %r = atomicrmw sub i16* %p, i16 %v acquire
  ret i16 %r
}

define i16 @sub16_release(i16* %p, i16 %v) {
  %r = atomicrmw sub i16* %p, i16 %v release
  ret i16 %r
}

define i16 @sub16_acq_rel(i16* %p, i16 %v) {
  %r = atomicrmw sub i16* %p, i16 %v acq_rel
  ret i16 %r
}

define i16 @sub16_seq_cst(i16* %p, i16 %v) {
  %r = atomicrmw sub i16* %p, i16 %v seq_cst
  ret i16 %r
}

define i16 @and16_monotonic(i16* %p, i16 %v) {
  %r = atomicrmw and i16* %p, i16 %v monotonic
  ret i16 %r
}

define i16 @and16_acquire(i16* %p, i16 %v) {
  %r = atomicrmw and i16* %p, i16 %v acquire
  ret i16 %r
}

define i16 @and16_release(i16* %p, i16 %v) {
  %r = atomicrmw and i16* %p, i16 %v release
  ret i16 %r
}

define i16 @and16_acq_rel(i16* %p, i16 %v) {
  %r = atomicrmw and i16* %p, i16 %v acq_rel
  ret i16 %r
}

define i16 @and16_seq_cst(i16* %p, i16 %v) {
  %r = atomicrmw and i16* %p, i16 %v seq_cst
  ret i16 %r
}

define i16 @nand16_monotonic(i16* %p, i16 %v) {
  %r = atomicrmw nand i16* %p, i16 %v monotonic
  ret i16 %r
}

define i16 @nand16_acquire(i16* %p, i16 %v) {
  %r = atomicrmw nand i16* %p, i16 %v acquire
  ret i16 %r
}

define i16 @nand16_release(i16* %p, i16 %v) {
  %r = atomicrmw nand i16* %p, i16 %v release
  ret i16 %r
}

define i16 @nand16_acq_rel(i16* %p, i16 %v) {
  %r = atomicrmw nand i16* %p, i16 %v acq_rel
  ret i16 %r
}

define i16 @nand16_seq_cst(i16* %p, i16 %v) {
  %r = atomicrmw nand i16* %p, i16 %v seq_cst
  ret i16 %r
}

define i16 @or16_monotonic(i16* %p, i16 %v) {
  %r = atomicrmw or i16* %p, i16 %v monotonic
  ret i16 %r
}

define i16 @or16_acquire(i16* %p, i16 %v) {
  %r = atomicrmw or i16* %p, i16 %v acquire
  ret i16 %r
}

define i16 @or16_release(i16* %p, i16 %v) {
  %r = atomicrmw or i16* %p, i16 %v release
  ret i16 %r
}

define i16 @or16_acq_rel(i16* %p, i16 %v) {
  %r = atomicrmw or i16* %p, i16 %v acq_rel
  ret i16 %r
}

define i16 @or16_seq_cst(i16* %p, i16 %v) {
  %r = atomicrmw or i16* %p, i16 %v seq_cst
  ret i16 %r
}

define i16 @xor16_monotonic(i16* %p, i16 %v) {
  %r = atomicrmw xor i16* %p, i16 %v monotonic
  ret i16 %r
}

define i16 @xor16_acquire(i16* %p, i16 %v) {
  %r = atomicrmw xor i16* %p, i16 %v acquire
  ret i16 %r
}

define i16 @xor16_release(i16* %p, i16 %v) {
  %r = atomicrmw xor i16* %p, i16 %v release
  ret i16 %r
}

define i16 @xor16_acq_rel(i16* %p, i16 %v) {
  %r = atomicrmw xor i16* %p, i16 %v acq_rel
  ret i16 %r
}

define i16 @xor16_seq_cst(i16* %p, i16 %v) {
  %r = atomicrmw xor i16* %p, i16 %v seq_cst
  ret i16 %r
}

define i16 @max16_monotonic(i16* %p, i16 %v) {
  %r = atomicrmw max i16* %p, i16 %v monotonic
  ret i16 %r
}

define i16 @max16_acquire(i16* %p, i16 %v) {
  %r = atomicrmw max i16* %p, i16 %v acquire
  ret i16 %r
}

define i16 @max16_release(i16* %p, i16 %v) {
  %r = atomicrmw max i16* %p, i16 %v release
  ret i16 %r
}

define i16 @max16_acq_rel(i16* %p, i16 %v) {
  %r = atomicrmw max i16* %p, i16 %v acq_rel
  ret i16 %r
}

define i16 @max16_seq_cst(i16* %p, i16 %v) {
  %r = atomicrmw max i16* %p, i16 %v seq_cst
  ret i16 %r
}

define i16 @min16_monotonic(i16* %p, i16 %v) {
  %r = atomicrmw min i16* %p, i16 %v monotonic
  ret i16 %r
}

define i16 @min16_acquire(i16* %p, i16 %v) {
  %r = atomicrmw min i16* %p, i16 %v acquire
  ret i16 %r
}

define i16 @min16_release(i16* %p, i16 %v) {
  %r = atomicrmw min i16* %p, i16 %v release
  ret i16 %r
}

define i16 @min16_acq_rel(i16* %p, i16 %v) {
  %r = atomicrmw min i16* %p, i16 %v acq_rel
  ret i16 %r
}

define i16 @min16_seq_cst(i16* %p, i16 %v) {
  %r = atomicrmw min i16* %p, i16 %v seq_cst
  ret i16 %r
}

define i16 @umax16_monotonic(i16* %p, i16 %v) {
  %r = atomicrmw umax i16* %p, i16 %v monotonic
  ret i16 %r
}

define i16 @umax16_acquire(i16* %p, i16 %v) {
  %r = atomicrmw umax i16* %p, i16 %v acquire
  ret i16 %r
}

define i16 @umax16_release(i16* %p, i16 %v) {
  %r = atomicrmw umax i16* %p, i16 %v release
  ret i16 %r
}

define i16 @umax16_acq_rel(i16* %p, i16 %v) {
  %r = atomicrmw umax i16* %p, i16 %v acq_rel
  ret i16 %r
}

define i16 @umax16_seq_cst(i16* %p, i16 %v) {
  %r = atomicrmw umax i16* %p, i16 %v seq_cst
  ret i16 %r
}

define i16 @umin16_monotonic(i16* %p, i16 %v) {
  %r = atomicrmw umin i16* %p, i16 %v monotonic
  ret i16 %r
}

define i16 @umin16_acquire(i16* %p, i16 %v) {
  %r = atomicrmw umin i16* %p, i16 %v acquire
  ret i16 %r
}

define i16 @umin16_release(i16* %p, i16 %v) {
  %r = atomicrmw umin i16* %p, i16 %v release
  ret i16 %r
}

define i16 @umin16_acq_rel(i16* %p, i16 %v) {
  %r = atomicrmw umin i16* %p, i16 %v acq_rel
  ret i16 %r
}

define i16 @umin16_seq_cst(i16* %p, i16 %v) {
  %r = atomicrmw umin i16* %p, i16 %v seq_cst
  ret i16 %r
}

define i16 @cmpxchg16_monotonic(i16* %p, i16 %e, i16 %n, i8* %ok) {
  %r = cmpxchg i16* %p, i16 %e, i16 %n monotonic monotonic
  %v = extractvalue { i16, i1 } %r, 0
  %s = extractvalue { i16, i1 } %r, 1
  %z = zext i1 %s to i8
  store i8 %z, i8* %ok
  ret i16 %v
}

define i16 @cmpxchg16_acquire(i16* %p, i16 %e, i16 %n, i8* %ok) {
  %r = cmpxchg i16* %p, i16 %e, i16 %n acquire monotonic
  %v = extractvalue { i16, i1 } %r, 0
  %s = extractvalue { i16, i1 } %r, 1
  %z = zext i1 %s to i8
  store i8 %z, i8* %ok
  ret i16 %v
}

define i16 @cmpxchg16_release(i16* %p, i16 %e, i16 %n, i8* %ok) {
  %r = cmpxchg i16* %p, i16 %e, i16 %n release monotonic
  %v = extractvalue { i16, i1 } %r, 0
  %s = extractvalue { i16, i1 } %r, 1
  %z = zext i1 %s to i8
  store i8 %z, i8* %ok
  ret i16 %v
}

define i16 @cmpxchg16_acq_rel(i16* %p, i16 %e, i16 %n, i8* %ok) {
  %r = cmpxchg i16* %p, i16 %e, i16 %n acq_rel acquire
  %v = extractvalue { i16, i1 } %r, 0
  %s = extractvalue { i16, i1 } %r, 1
  %z = zext i1 %s to i8
  store i8 %z, i8* %ok
  ret i16 %v
}

define i16 @cmpxchg16_seq_cst(i16* %p, i16 %e, i16 %n, i8* %ok) {
  %r = cmpxchg i16* %p, i16 %e, i16 %n seq_cst seq_cst
  %v = extractvalue { i16, i1 } %r, 0
  %s = extractvalue { i16, i1 } %r, 1
  %z = zext i1 %s to i8
  store i8 %z, i8* %ok
  ret i16 %v
}

define i32 @xchg32_monotonic(i32* %p, i32 %v) {
  %r = atomicrmw xchg i32* %p, i32 %v monotonic
  ret i32 %r
}

define i32 @xchg32_acquire(i32* %p, i32 %v) {
  %r = atomicrmw xchg i32* %p, i32 %v acquire
  ret i32 %r
}

define i32 @xchg32_release(i32* %p, i32 %v) {
  %r = atomicrmw xchg i32* %p, i32 %v release
  ret i32 %r
}

define i32 @xchg32_acq_rel(i32* %p, i32 %v) {
  %r = atomicrmw xchg i32* %p, i32 %v acq_rel
  ret i32 %r
}

define i32 @xchg32_seq_cst(i32* %p, i32 %v) {
  %r = atomicrmw xchg i32* %p, i32 %v seq_cst
  ret i32 %r
}

define i32 @add32_monotonic(i32* %p, i32 %v) {
  %r = atomicrmw add i32* %p, i32 %v monotonic
  ret i32 %r
}

define i32 @add32_acquire(i32* %p, i32 %v) {
  %r = atomicrmw add i32* %p, i32 %v acquire
  ret i32 %r
}

define i32 @add32_release(i32* %p, i32 %v) {
  %r = atomicrmw add i32* %p, i32 %v release
  ret i32 %r
}

define i32 @add32_acq_rel(i32* %p, i32 %v) {
  %r = atomicrmw add i32* %p, i32 %v acq_rel
  ret i32 %r
}

define i32 @add32_seq_cst(i32* %p, i32 %v) {
  %r = atomicrmw add i32* %p, i32 %v seq_cst
  ret i32 %r
}

define i32 @sub32_monotonic(i32* %p, i32 %v) {
  %r = atomicrmw sub i32* %p, i32 %v monotonic
  ret i32 %r
}

define i32 @sub32_acquire(i32* %p, i32 %v) {
  %r = atomicrmw sub i32* %p, i32 %v acquire
  ret i32 %r
}

define i32 @sub32_release(i32* %p, i32 %v) {
  %r = atomicrmw sub i32* %p, i32 %v release
  ret i32 %r
}

define i32 @sub32_acq_rel(i32* %p, i32 %v) {
  %r = atomicrmw sub i32* %p, i32 %v acq_rel
  ret i32 %r
}

define i32 @sub32_seq_cst(i32* %p, i32 %v) {
  %r = atomicrmw sub i32* %p, i32 %v seq_cst
  ret i32 %r
}

define i32 @and32_monotonic(i32* %p, i32 %v) {
  %r = atomicrmw and i32* %p, i32 %v monotonic
  ret i32 %r
}

define i32 @and32_acquire(i32* %p, i32 %v) {
  %r = atomicrmw and i32* %p, i32 %v acquire
  ret i32 %r
}

define i32 @and32_release(i32* %p, i32 %v) {
  %r = atomicrmw and i32* %p, i32 %v release
  ret i32 %r
}

define i32 @and32_acq_rel(i32* %p, i32 %v) {
  %r = atomicrmw and i32* %p, i32 %v acq_rel
  ret i32 %r
}

define i32 @and32_seq_cst(i32* %p, i32 %v) {
  %r = atomicrmw and i32* %p, i32 %v seq_cst
  ret i32 %r
}

define i32 @nand32_monotonic(i32* %p, i32 %v) {
  %r = atomicrmw nand i32* %p, i32 %v monotonic
  ret i32 %r
}

define i32 @nand32_acquire(i32* %p, i32 %v) {
  %r = atomicrmw nand i32* %p, i32 %v acquire
  ret i32 %r
}

define i32 @nand32_release(i32* %p, i32 %v) {
  %r = atomicrmw nand i32* %p, i32 %v release
  ret i32 %r
}

define i32 @nand32_acq_rel(i32* %p, i32 %v) {
  %r = atomicrmw nand i32* %p, i32 %v acq_rel
  ret i32 %r
}

define i32 @nand32_seq_cst(i32* %p, i32 %v) {
  %r = atomicrmw nand i32* %p, i32 %v seq_cst
  ret i32 %r
}

define i32 @or32_monotonic(i32* %p, i32 %v) {
  %r = atomicrmw or i32* %p, i32 %v monotonic
  ret i32 %r
}

define i32 @or32_acquire(i32* %p, i32 %v) {
  %r = atomicrmw or i32* %p, i32 %v acquire
  ret i32 %r
}

define i32 @or32_release(i32* %p, i32 %v) {
  %r = atomicrmw or i32* %p, i32 %v release
  ret i32 %r
}

define i32 @or32_acq_rel(i32* %p, i32 %v) {
  %r = atomicrmw or i32* %p, i32 %v acq_rel
  ret i32 %r
}

define i32 @or32_seq_cst(i32* %p, i32 %v) {
  %r = atomicrmw or i32* %p, i32 %v seq_cst
  ret i32 %r
}

define i32 @xor32_monotonic(i32* %p, i32 %v) {
  %r = atomicrmw xor i32* %p, i32 %v monotonic
  ret i32 %r
}

define i32 @xor32_acquire(i32* %p, i32 %v) {
  %r = atomicrmw xor i32* %p, i32 %v acquire
  ret i32 %r
}

define i32 @xor32_release(i32* %p, i32 %v) {
  %r = atomicrmw xor i32* %p, i32 %v release
  ret i32 %r
}

define i32 @xor32_acq_rel(i32* %p, i32 %v) {
  %r = atomicrmw xor i32* %p, i32 %v acq_rel
  ret i32 %r
}

define i32 @xor32_seq_cst(i32* %p, i32 %v) {
  %r = atomicrmw xor i32* %p, i32 %v seq_cst
  ret i32 %r
}

define i32 @max32_monotonic(i32* %p, i32 %v) {
  %r = atomicrmw max i32* %p, i32 %v monotonic
  ret i32 %r
}

define i32 @max32_acquire(i32* %p, i32 %v) {
  %r = atomicrmw max i32* %p, i32 %v acquire
  ret i32 %r
}

define i32 @max32_release(i32* %p, i32 %v) {
  %r = atomicrmw max i32* %p, i32 %v release
  ret i32 %r
}

define i32 @max32_acq_rel(i32* %p, i32 %v) {
  %r = atomicrmw max i32* %p, i32 %v acq_rel
  ret i32 %r
}

define i32 @max32_seq_cst(i32* %p, i32 %v) {
  %r = atomicrmw max i32* %p, i32 %v seq_cst
  ret i32 %r
}

define i32 @min32_monotonic(i32* %p, i32 %v) {
  %r = atomicrmw min i32* %p, i32 %v monotonic
  ret i32 %r
}

define i32 @min32_acquire(i32* %p, i32 %v) {
  %r = atomicrmw min i32* %p, i32 %v acquire
  ret i32 %r
}

define i32 @min32_release(i32* %p, i32 %v) {
  %r = atomicrmw min i32* %p, i32 %v release
  ret i32 %r
}

define i32 @min32_acq_rel(i32* %p, i32 %v) {
  %r = atomicrmw min i32* %p, i32 %v acq_rel
  ret i32 %r
}

define i32 @min32_seq_cst(i32* %p, i32 %v) {
  %r = atomicrmw min i32* %p, i32 %v seq_cst
  ret i32 %r
}

define i32 @umax32_monotonic(i32* %p, i32 %v) {
  %r = atomicrmw umax i32* %p, i32 %v monotonic
  ret i32 %r
}

define i32 @umax32_acquire(i32* %p, i32 %v) {
  %r = atomicrmw umax i32* %p, i32 %v acquire
  ret i32 %r
}

define i32 @umax32_release(i32* %p, i32 %v) {
  %r = atomicrmw umax i32* %p, i32 %v release
  ret i32 %r
}

define i32 @umax32_acq_rel(i32* %p, i32 %v) {
  %r = atomicrmw umax i32* %p, i32 %v acq_rel
  ret i32 %r
}

define i32 @umax32_seq_cst(i32* %p, i32 %v) {
  %r = atomicrmw umax i32* %p, i32 %v seq_cst
  ret i32 %r
}

define i32 @umin32_monotonic(i32* %p, i32 %v) {
  %r = atomicrmw umin i32* %p, i32 %v monotonic
  ret i32 %r
}

define i32 @umin32_acquire(i32* %p, i32 %v) {
  %r = atomicrmw umin i32* %p, i32 %v acquire
  ret i32 %r
}

define i32 @umin32_release(i32* %p, i32 %v) {
  %r = atomicrmw umin i32* %p, i32 %v release
  ret i32 %r
}

define i32 @umin32_acq_rel(i32* %p, i32 %v) {
  %r = atomicrmw umin i32* %p, i32 %v acq_rel
  ret i32 %r
}

define i32 @umin32_seq_cst(i32* %p, i32 %v) {
  %r = atomicrmw umin i32* %p, i32 %v seq_cst
  ret i32 %r
}

define i32 @cmpxchg32_monotonic(i32* %p, i32 %e, i32 %n, i8* %ok) {
  %r = cmpxchg i32* %p, i32 %e, i32 %n monotonic monotonic
  %v = extractvalue { i32, i1 } %r, 0
  %s = extractvalue { i32, i1 } %r, 1
  %z = zext i1 %s to i8
  store i8 %z, i8* %ok
  ret i32 %v
}

define i32 @cmpxchg32_acquire(i32* %p, i32 %e, i32 %n, i8* %ok) {
  %r = cmpxchg i32* %p, i32 %e, i32 %n acquire monotonic
  %v = extractvalue { i32, i1 } %r, 0
  %s = extractvalue { i32, i1 } %r, 1
  %z = zext i1 %s to i8
  store i8 %z, i8* %ok
  ret i32 %v
}

define i32 @cmpxchg32_release(i32* %p, i32 %e, i32 %n, i8* %ok) {
  %r = cmpxchg i32* %p, i32 %e, i32 %n release monotonic
  %v = extractvalue { i32, i1 } %r, 0
  %s = extractvalue { i32, i1 } %r, 1
  %z = zext i1 %s to i8
  store i8 %z, i8* %ok
  ret i32 %v
}

define i32 @cmpxchg32_acq_rel(i32* %p, i32 %e, i32 %n, i8* %ok) {
  %r = cmpxchg i32* %p, i32 %e, i32 %n acq_rel acquire
  %v = extractvalue { i32, i1 } %r, 0
  %s = extractvalue { i32, i1 } %r, 1
  %z = zext i1 %s to i8
  store i8 %z, i8* %ok
  ret i32 %v
}

define i32 @cmpxchg32_seq_cst(i32* %p, i32 %e, i32 %n, i8* %ok) {
  %r = cmpxchg i32* %p, i32 %e, i32 %n seq_cst seq_cst
  %v = extractvalue { i32, i1 } %r, 0
  %s = extractvalue { i32, i1 } %r, 1
  %z = zext i1 %s to i8
  store i8 %z, i8* %ok
  ret i32 %v
}

define i64 @xchg64_monotonic(i64* %p, i64 %v) {
  %r = atomicrmw xchg i64* %p, i64 %v monotonic
  ret i64 %r
}

define i64 @xchg64_acquire(i64* %p, i64 %v) {
  %r = atomicrmw xchg i64* %p, i64 %v acquire
  ret i64 %r
}

define i64 @xchg64_release(i64* %p, i64 %v) {
  %r = atomicrmw xchg i64* %p, i64 %v release
  ret i64 %r
}

define i64 @xchg64_acq_rel(i64* %p, i64 %v) {
  %r = atomicrmw xchg i64* %p, i64 %v acq_rel
  ret i64 %r
}

define i64 @xchg64_seq_cst(i64* %p, i64 %v) {
  %r = atomicrmw xchg i64* %p, i64 %v seq_cst
  ret i64 %r
}

define i64 @add64_monotonic(i64* %p, i64 %v) {
  %r = atomicrmw add i64* %p, i64 %v monotonic
  ret i64 %r
}

define i64 @add64_acquire(i64* %p, i64 %v) {
  %r = atomicrmw add i64* %p, i64 %v acquire
  ret i64 %r
}

define i64 @add64_release(i64* %p, i64 %v) {
  %r = atomicrmw add i64* %p, i64 %v release
  ret i64 %r
}

define i64 @add64_acq_rel(i64* %p, i64 %v) {
  %r = atomicrmw add i64* %p, i64 %v acq_rel
  ret i64 %r
}

define i64 @add64_seq_cst(i64* %p, i64 %v) {
  %r = atomicrmw add i64* %p, i64 %v seq_cst
  ret i64 %r
}

define i64 @sub64_monotonic(i64* %p, i64 %v) {
  %r = atomicrmw sub i64* %p, i64 %v monotonic
  ret i64 %r
}

define i64 @sub64_acquire(i64* %p, i64 %v) {
  %r = atomicrmw sub i64* %p, i64 %v acquire
  ret i64 %r
}

define i64 @sub64_release(i64* %p, i64 %v) {
  %r = atomicrmw sub i64* %p, i64 %v release
  ret i64 %r
}

define i64 @sub64_acq_rel(i64* %p, i64 %v) {
  %r = atomicrmw sub i64* %p, i64 %v acq_rel
  ret i64 %r
}

define i64 @sub64_seq_cst(i64* %p, i64 %v) {
  %r = atomicrmw sub i64* %p, i64 %v seq_cst
  ret i64 %r
}

define i64 @and64_monotonic(i64* %p, i64 %v) {
  %r = atomicrmw and i64* %p, i64 %v monotonic
  ret i64 %r
}

define i64 @and64_acquire(i64* %p, i64 %v) {
  %r = atomicrmw and i64* %p, i64 %v acquire
  ret i64 %r
}

define i64 @and64_release(i64* %p, i64 %v) {
  %r = atomicrmw and i64* %p, i64 %v release
  ret i64 %r
}

define i64 @and64_acq_rel(i64* %p, i64 %v) {
  %r = atomicrmw and i64* %p, i64 %v acq_rel
  ret i64 %r
}

define i64 @and64_seq_cst(i64* %p, i64 %v) {
  %r = atomicrmw and i64* %p, i64 %v seq_cst
  ret i64 %r
}

define i64 @nand64_monotonic(i64* %p, i64 %v) {
  %r = atomicrmw nand i64* %p, i64 %v monotonic
  ret i64 %r
}

define i64 @nand64_acquire(i64* %p, i64 %v) {
  %r = atomicrmw nand i64* %p, i64 %v acquire
  ret i64 %r
}

define i64 @nand64_release(i64* %p, i64 %v) {
  %r = atomicrmw nand i64* %p, i64 %v release
  ret i64 %r
}

define i64 @nand64_acq_rel(i64* %p, i64 %v) {
  %r = atomicrmw nand i64* %p, i64 %v acq_rel
  ret i64 %r
}

define i64 @nand64_seq_cst(i64* %p, i64 %v) {
  %r = atomicrmw nand i64* %p, i64 %v seq_cst
  ret i64 %r
}

define i64 @or64_monotonic(i64* %p, i64 %v) {
  %r = atomicrmw or i64* %p, i64 %v monotonic
  ret i64 %r
}

define i64 @or64_acquire(i64* %p, i64 %v) {
  %r = atomicrmw or i64* %p, i64 %v acquire
  ret i64 %r
}

define i64 @or64_release(i64* %p, i64 %v) {
  %r = atomicrmw or i64* %p, i64 %v release
  ret i64 %r
}

define i64 @or64_acq_rel(i64* %p, i64 %v) {
  %r = atomicrmw or i64* %p, i64 %v acq_rel
  ret i64 %r
}

define i64 @or64_seq_cst(i64* %p, i64 %v) {
  %r = atomicrmw or i64* %p, i64 %v seq_cst
  ret i64 %r
}

define i64 @xor64_monotonic(i64* %p, i64 %v) {
  %r = atomicrmw xor i64* %p, i64 %v monotonic
  ret i64 %r
}

define i64 @xor64_acquire(i64* %p, i64 %v) {
  %r = atomicrmw xor i64* %p, i64 %v acquire
  ret i64 %r
}

define i64 @xor64_release(i64* %p, i64 %v) {
  %r = atomicrmw xor i64* %p, i64 %v release
  ret i64 %r
}

define i64 @xor64_acq_rel(i64* %p, i64 %v) {
  %r = atomicrmw xor i64* %p, i64 %v acq_rel
  ret i64 %r
}

define i64 @xor64_seq_cst(i64* %p, i64 %v) {
  %r = atomicrmw xor i64* %p, i64 %v seq_cst
  ret i64 %r
}

define i64 @max64_monotonic(i64* %p, i64 %v) {
  %r = atomicrmw max i64* %p, i64 %v monotonic
  ret i64 %r
}

define i64 @max64_acquire(i64* %p, i64 %v) {
  %r = atomicrmw max i64* %p, i64 %v acquire
  ret i64 %r
}

define i64 @max64_release(i64* %p, i64 %v) {
  %r = atomicrmw max i64* %p, i64 %v release
  ret i64 %r
}

define i64 @max64_acq_rel(i64* %p, i64 %v) {
  %r = atomicrmw max i64* %p, i64 %v acq_rel
  ret i64 %r
}

define i64 @max64_seq_cst(i64* %p, i64 %v) {
  %r = atomicrmw max i64* %p, i64 %v seq_cst
  ret i64 %r
}

define i64 @min64_monotonic(i64* %p, i64 %v) {
  %r = atomicrmw min i64* %p, i64 %v monotonic
  ret i64 %r
}

define i64 @min64_acquire(i64* %p, i64 %v) {
  %r = atomicrmw min i64* %p, i64 %v acquire
  ret i64 %r
}

define i64 @min64_release(i64* %p, i64 %v) {
  %r = atomicrmw min i64* %p, i64 %v release
  ret i64 %r
}

define i64 @min64_acq_rel(i64* %p, i64 %v) {
  %r = atomicrmw min i64* %p, i64 %v acq_rel
  ret i64 %r
}

define i64 @min64_seq_cst(i64* %p, i64 %v) {
  %r = atomicrmw min i64* %p, i64 %v seq_cst
  ret i64 %r
}

define i64 @umax64_monotonic(i64* %p, i64 %v) {
  %r = atomicrmw umax i64* %p, i64 %v monotonic
  ret i64 %r
}

define i64 @umax64_acquire(i64* %p, i64 %v) {
  %r = atomicrmw umax i64* %p, i64 %v acquire
  ret i64 %r
}

define i64 @umax64_release(i64* %p, i64 %v) {
  %r = atomicrmw umax i64* %p, i64 %v release
  ret i64 %r
}

define i64 @umax64_acq_rel(i64* %p, i64 %v) {
  %r = atomicrmw umax i64* %p, i64 %v acq_rel
  ret i64 %r
}

define i64 @umax64_seq_cst(i64* %p, i64 %v) {
  %r = atomicrmw umax i64* %p, i64 %v seq_cst
  ret i64 %r
}

define i64 @umin64_monotonic(i64* %p, i64 %v) {
  %r = atomicrmw umin i64* %p, i64 %v monotonic
  ret i64 %r
}

define i64 @umin64_acquire(i64* %p, i64 %v) {
  %r = atomicrmw umin i64* %p, i64 %v acquire
  ret i64 %r
}

define i64 @umin64_release(i64* %p, i64 %v) {
  %r = atomicrmw umin i64* %p, i64 %v release
  ret i64 %r
}

define i64 @umin64_acq_rel(i64* %p, i64 %v) {
  %r = atomicrmw umin i64* %p, i64 %v acq_rel
  ret i64 %r
}

define i64 @umin64_seq_cst(i64* %p, i64 %v) {
  %r = atomicrmw umin i64* %p, i64 %v seq_cst
  ret i64 %r
}

define i64 @cmpxchg64_monotonic(i64* %p, i64 %e, i64 %n, i8* %ok) {
  %r = cmpxchg i64* %p, i64 %e, i64 %n monotonic monotonic
  %v = extractvalue { i64, i1 } %r, 0
  %s = extractvalue { i64, i1 } %r, 1
  %z = zext i1 %s to i8
  store i8 %z, i8* %ok
  ret i64 %v
}

define i64 @cmpxchg64_acquire(i64* %p, i64 %e, i64 %n, i8* %ok) {
  %r = cmpxchg i64* %p, i64 %e, i64 %n acquire monotonic
  %v = extractvalue { i64, i1 } %r, 0
  %s = extractvalue { i64, i1 } %r, 1
  %z = zext i1 %s to i8
  store i8 %z, i8* %ok
  ret i64 %v
}

define i64 @cmpxchg64_release(i64* %p, i64 %e, i64 %n, i8* %ok) {
  %r = cmpxchg i64* %p, i64 %e, i64 %n release monotonic
  %v = extractvalue { i64, i1 } %r, 0
  %s = extractvalue { i64, i1 } %r, 1
  %z = zext i1 %s to i8
  store i8 %z, i8* %ok
  ret i64 %v
}

define i64 @cmpxchg64_acq_rel(i64* %p, i64 %e, i64 %n, i8* %ok) {
  %r = cmpxchg i64* %p, i64 %e, i64 %n acq_rel acquire
  %v = extractvalue { i64, i1 } %r, 0
  %s = extractvalue { i64, i1 } %r, 1
  %z = zext i1 %s to i8
  store i8 %z, i8* %ok
  ret i64 %v
}

define i64 @cmpxchg64_seq_cst(i64* %p, i64 %e, i64 %n, i8* %ok) {
  %r = cmpxchg i64* %p, i64 %e, i64 %n seq_cst seq_cst
  %v = extractvalue { i64, i1 } %r, 0
  %s = extractvalue { i64, i1 } %r, 1
  %z = zext i1 %s to i8
  store i8 %z, i8* %ok
  ret i64 %v
}
