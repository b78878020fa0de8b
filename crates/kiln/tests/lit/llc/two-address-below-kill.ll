; The range decoder's normalization (xz's lzma_decode): the input position is a loop's phi,
; advanced by one in the block that also reads the byte at the old position. Two-address
; lowering moves the add below that read (two-address-below-kill.mir), so the position
; stays one register: no copy into a second register and back, and no block on the edge
; that skips the read just to copy it.
; RUN: kiln llc -O2 -verify-machineinstrs %s -o - | FileCheck %s

target triple = "x86_64-unknown-linux-gnu"

; CHECK-LABEL: sum_bytes:
; CHECK:       .LBB0_1:
; CHECK:       movzbl (%rdi,%rsi), %[[B:[a-z0-9]+]]
; CHECK-NEXT:  addq $1, %rsi
; CHECK-NOT:   movq
; CHECK:       cmpq %rdx, %rsi
; CHECK-NEXT:  jne .LBB0_1
; CHECK-NEXT:  retq
; CHECK-NOT:   jmp
define i32 @sum_bytes(ptr %buf, i64 %start, i64 %end) {
entry:
  br label %loop
loop:
  %pos = phi i64 [ %start, %entry ], [ %pos.next, %next ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %next ]
  %small = icmp ult i32 %acc, 16777216
  br i1 %small, label %read, label %next
read:
  %pos1 = add i64 %pos, 1
  %p = getelementptr i8, ptr %buf, i64 %pos
  %b = load i8, ptr %p
  %z = zext i8 %b to i32
  %sh = shl i32 %acc, 8
  %acc1 = or i32 %sh, %z
  br label %next
next:
  %pos.next = phi i64 [ %pos1, %read ], [ %pos, %loop ]
  %acc2 = phi i32 [ %acc1, %read ], [ %acc, %loop ]
  %acc.next = lshr i32 %acc2, 1
  %done = icmp eq i64 %pos.next, %end
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc.next
}
