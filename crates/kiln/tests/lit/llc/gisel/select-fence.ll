; Fences through GlobalISel: a sequentially consistent fence between threads is mfence, as
; llc writes it; weaker ones and single-thread fences order only the compiler (MEMBARRIER:
; no code; llc prints a #MEMBARRIER comment for each).
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: kiln llc -mtriple=x86_64 -O2 -global-isel -global-isel-abort=1 -verify-machineinstrs %s -o - | FileCheck %s

define void @fences() {
  fence seq_cst
  fence acquire
  fence release
  fence acq_rel
  fence syncscope("singlethread") seq_cst
  ret void
}

; CHECK-LABEL: fences:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: mfence
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
