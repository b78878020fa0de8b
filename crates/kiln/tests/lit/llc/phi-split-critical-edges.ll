; Above -O0, PHI elimination splits the critical edges into a block with PHIs (LLVM's
; SplitPHIEdges), so each edge's copies run on it alone. Left in the predecessor, which also
; branches elsewhere, the copy of %k into %mode.next would run on the way to %other too, where
; %mode is still live: the coalescer could not join %mode with %mode.next, and the loop would
; shuffle its values through extra copies. With the edges split every PHI joins its operands,
; the loop body holds no copy, and each split edge keeps one `movl %k` to
; itself (block placement keeps one in the loop, falling into the latch, and puts
; the other after the function's return).
; RUN: kiln llc -O2 -verify-regalloc %s -o - | FileCheck %s
; RUN: kiln llc -O2 -stats %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS

target triple = "x86_64-unknown-linux-gnu"

declare i32 @next(i32)

; CHECK-LABEL: parse:
; CHECK:       movl %esi, %ebx
; CHECK:       .LBB0_1:
; CHECK-NEXT:  movl %r14d, %edi
; CHECK-NEXT:  callq next@PLT
; CHECK-NEXT:  cmpl $97, %eax
; CHECK-NEXT:  je .LBB0_4
; CHECK-NEXT:  cmpl $98, %eax
; CHECK-NEXT:  je .LBB0_7
; CHECK-NEXT:  addl %eax, %r12d
; CHECK-NEXT:  jmp .LBB0_5
; CHECK-NEXT:  .LBB0_4:
; CHECK-NEXT:  movl %ebx, %r15d
; CHECK-NEXT:  .LBB0_5:
; CHECK-NEXT:  addl $1, %r14d
; CHECK-NEXT:  cmpl %ebp, %r14d
; CHECK-NEXT:  jne .LBB0_1
; CHECK:       .LBB0_7:
; CHECK-NEXT:  .cfi_def_cfa_offset 48
; CHECK-NEXT:  movl %ebx, %r12d
; CHECK-NEXT:  jmp .LBB0_5
; CHECK-NOT:   Spill
; CHECK-NOT:   Reload
; STATS: 2 phi-node-elimination - Number of critical edges split
define i32 @parse(i32 %n, i32 %k) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %mode = phi i32 [ 0, %entry ], [ %mode.next, %latch ]
  %level = phi i32 [ 3, %entry ], [ %level.next, %latch ]
  %c = call i32 @next(i32 %i)
  %is.a = icmp eq i32 %c, 97
  br i1 %is.a, label %latch, label %other
other:
  %is.b = icmp eq i32 %c, 98
  br i1 %is.b, label %latch, label %digit
digit:
  %l2 = add i32 %level, %c
  br label %latch
latch:
  %mode.next = phi i32 [ %k, %loop ], [ %mode, %other ], [ %mode, %digit ]
  %level.next = phi i32 [ %level, %loop ], [ %k, %other ], [ %l2, %digit ]
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  %r = add i32 %mode.next, %level.next
  ret i32 %r
}
