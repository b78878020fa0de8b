; A load, an operation and a store back to the same address become one read-modify-write
; instruction also when the store's chain is a token factor joining the load with others
; before it: the matcher's foldable check and its merged input chains see through token
; factors (LLVM's HandleMergeInputChains), so only the other loads order the new instruction.
; zstd's HIST_count_parallel reads the next word before the four counters of the current one;
; the first counter's `Counting1[c & 255]++` was a load, an add and a store.
; RUN: kiln llc -O2 -verify-machineinstrs %s -o - | FileCheck %s

target triple = "x86_64-unknown-linux-gnu"

; CHECK-LABEL: counters:
; CHECK:       movl (%rdi), %eax
; CHECK:       addl $1, (%rsi,%r{{[a-z0-9]+}},4)
; CHECK:       addl $1, (%rdx,%r{{[a-z0-9]+}},4)
; CHECK-NEXT:  movl %eax, (%rsi)
; CHECK-NEXT:  retq
define void @counters(ptr %ip, ptr %c1, ptr %c2, i32 %c0) {
  %n = load i32, ptr %ip, align 4
  %b0 = and i32 %c0, 255
  %i0 = zext i32 %b0 to i64
  %p0 = getelementptr i32, ptr %c1, i64 %i0
  %v0 = load i32, ptr %p0, align 4
  %a0 = add i32 %v0, 1
  store i32 %a0, ptr %p0, align 4
  %s1 = lshr i32 %c0, 8
  %b1 = and i32 %s1, 255
  %i1 = zext i32 %b1 to i64
  %p1 = getelementptr i32, ptr %c2, i64 %i1
  %v1 = load i32, ptr %p1, align 4
  %a1 = add i32 %v1, 1
  store i32 %a1, ptr %p1, align 4
  store i32 %n, ptr %c1
  ret void
}

; The other load must still come first when the folded store could overwrite what it reads.
; CHECK-LABEL: aliasing:
; CHECK:       movl (%rdi), %eax
; CHECK-NEXT:  addl $1, (%rsi)
; CHECK-NEXT:  retq
define i32 @aliasing(ptr %p, ptr %q) {
  %x = load i32, ptr %p, align 4
  %v = load i32, ptr %q, align 4
  %a = add i32 %v, 1
  store i32 %a, ptr %q, align 4
  ret i32 %x
}
