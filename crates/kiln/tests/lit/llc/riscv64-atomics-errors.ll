; The riscv64 atomics kiln does not build, each an error naming it: wider than the 8-byte
; atomic instructions, and misaligned (llc calls libatomic for both; riscv64-atomics.ll and
; riscv64-atomic-loops.ll have the ones kiln builds).
; RUN: split-file-14 %s %t
; RUN: not kiln llc -mtriple=riscv64-unknown-linux-gnu %t/wide.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=WIDE
; RUN: not kiln llc -mtriple=riscv64-unknown-linux-gnu %t/misaligned.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=MISALIGNED

;--- wide.ll
target triple = "riscv64-unknown-linux-gnu"
define i128 @f(i128* %p, i128 %e, i128 %n) {
  %r = cmpxchg i128* %p, i128 %e, i128 %n seq_cst seq_cst
  %v = extractvalue { i128, i1 } %r, 0
  ret i128 %v
}

;--- misaligned.ll
target triple = "riscv64-unknown-linux-gnu"
define i32 @f(i32* %p, i32 %v) {
  %r = atomicrmw add i32* %p, i32 %v seq_cst, align 2
  ret i32 %r
}

; WIDE: wide.ll:2:13: error: in function 'f': unsupported: cmpxchg of i128 (wider than the 8-byte atomic instructions)
; MISALIGNED: misaligned.ll:2:12: error: in function 'f': unsupported: atomicrmw of i32 aligned to 2 bytes (misaligned atomics need libcalls)
