; Cycle depths of an irreducible block graph: a resumable state machine (xz's LZMA decoder
; has this shape) whose switch enters its loop in two places, so the loop has no header that
; dominates it and no natural loop is found, while the strongly connected components are
; cycles (the inner self loop one level deeper). The allocators weigh uses by cycle depth, as
; LLVM's block frequencies weigh irreducible loops.
; RUN: kiln llc -O2 -verify-regalloc -print-live-intervals %s -o /dev/null 2>&1 | FileCheck %s

target triple = "x86_64-unknown-linux-gnu"

define i32 @resume(i32 %state, i32 %n, i8* %in) {
entry:
  switch i32 %state, label %done [ i32 0, label %a
                                   i32 1, label %b ]
a:
  %x = phi i32 [ %n, %entry ], [ %z, %next ]
  %x1 = add i32 %x, 3
  br label %b
b:
  %y = phi i32 [ %n, %entry ], [ %x1, %a ], [ %y1, %b ]
  %p = getelementptr i8, i8* %in, i32 %y
  %v = load i8, i8* %p
  %y1 = add i32 %y, 1
  %c = icmp eq i8 %v, 0
  br i1 %c, label %b, label %next
next:
  %z = add i32 %y1, 7
  %d = icmp ult i32 %z, 100
  br i1 %d, label %a, label %done
done:
  %r = phi i32 [ 0, %entry ], [ %z, %next ]
  ret i32 %r
}

; CHECK: bb.0: idom -, loop depth 0
; CHECK-NEXT: bb.1: idom bb.0, loop depth 0
; CHECK-NEXT: bb.6: idom bb.0, loop depth 0
; CHECK-NEXT: bb.2: idom bb.0, loop depth 0, cycle depth 1
; CHECK-NEXT: bb.3: idom bb.0, loop depth 1 header, cycle depth 2
; CHECK-NEXT: bb.4: idom bb.3, loop depth 0, cycle depth 1
; CHECK-NEXT: bb.5: idom bb.0, loop depth 0
