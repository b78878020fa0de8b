; The riscv64 atomics kiln does not build yet, each an error naming it: compare-exchange and
; sub-word read-modify-writes, which need lr/sc loops (riscv64-atomics.ll has the rest).
; RUN: split-file-14 %s %t
; RUN: not kiln llc -mtriple=riscv64-unknown-linux-gnu %t/cmpxchg.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=CMPXCHG
; RUN: not kiln llc -mtriple=riscv64-unknown-linux-gnu %t/subword.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SUBWORD

;--- cmpxchg.ll
target triple = "riscv64-unknown-linux-gnu"
define i64 @f(i64* %p, i64 %e, i64 %n) {
  %r = cmpxchg i64* %p, i64 %e, i64 %n seq_cst seq_cst
  %v = extractvalue { i64, i1 } %r, 0
  ret i64 %v
}

;--- subword.ll
target triple = "riscv64-unknown-linux-gnu"
define i8 @f(i8* %p, i8 %v) {
  %r = atomicrmw add i8* %p, i8 %v seq_cst
  ret i8 %r
}
; CMPXCHG: cmpxchg.ll:2:12: error: in function 'f': unsupported on riscv64 yet: cmpxchg of i64 (compare-exchange needs lr/sc loops)
; SUBWORD: subword.ll:2:11: error: in function 'f': unsupported on riscv64 yet: atomicrmw add of i8 (sub-word atomics need masked lr/sc loops)
