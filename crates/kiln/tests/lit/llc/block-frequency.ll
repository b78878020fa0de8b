; Branch probabilities and block frequencies on machine code (`-print-machine-bfi`, printed
; before the allocator that weighs spill code by them): `!prof` branch weights carried from
; the IR to the machine successors (`@weighted`: the error path taken once in 2001, so its
; block's frequency is 1/2001), the loop heuristic where there are none (`@loop`: the latch
; goes back with probability 124/128, so the loop body runs 32 times per entry), the cold
; heuristic (`@cold`: a block ending in a noreturn call is taken once in 2^20), and an
; irreducible cycle (`@resume`: a state machine whose switch enters its loop in two places
; is one cycle, scaled as a loop, its entries counted as its header's; the self loop inside
; it is scaled again).
; RUN: kiln llc -O2 -verify-regalloc -print-machine-bfi %s -o /dev/null 2>&1 | FileCheck %s

target triple = "x86_64-unknown-linux-gnu"

declare void @abort() noreturn
declare i32 @fail(i32)

define i32 @weighted(i32 %x) {
entry:
  %c = icmp eq i32 %x, 0
  br i1 %c, label %error, label %ok, !prof !0
error:
  %r = call i32 @fail(i32 %x)
  ret i32 %r
ok:
  %y = add i32 %x, 1
  ret i32 %y
}

define i32 @loop(i32* %p, i32 %n) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %exit, label %body
body:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %s = phi i32 [ 0, %entry ], [ %s1, %body ]
  %q = getelementptr i32, i32* %p, i32 %i
  %v = load i32, i32* %q
  %s1 = add i32 %s, %v
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %body, label %exit
exit:
  %r = phi i32 [ 0, %entry ], [ %s1, %body ]
  ret i32 %r
}

define i32 @cold(i32 %x) {
entry:
  %c = icmp slt i32 %x, 0
  br i1 %c, label %bad, label %good
bad:
  call void @abort()
  unreachable
good:
  ret i32 %x
}

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

!0 = !{!"branch_weights", i32 1, i32 2000}

; CHECK: # *** Block frequencies of 'weighted' ***:
; CHECK-NEXT:  - bb.0: freq 1.0000; bb.1 0.0005, bb.2 0.9995
; CHECK-NEXT:  - bb.1: freq 0.0005
; CHECK-NEXT:  - bb.2: freq 0.9995
; CHECK-EMPTY:
; CHECK-NEXT: # *** Block frequencies of 'loop' ***:
; CHECK-NEXT:  - bb.0: freq 1.0000; bb.3 0.5000, bb.1 0.5000
; CHECK-NEXT:  - bb.1: freq 16.0000; bb.1 0.9688, bb.2 0.0312
; CHECK-NEXT:  - bb.2: freq 0.5000; bb.3 1.0000
; CHECK-NEXT:  - bb.3: freq 1.0000
; CHECK-EMPTY:
; CHECK-NEXT: # *** Block frequencies of 'cold' ***:
; CHECK-NEXT:  - bb.0: freq 1.0000; bb.1 0.0000, bb.2 1.0000
; CHECK-NEXT:  - bb.1: freq 0.0000
; CHECK-NEXT:  - bb.2: freq 1.0000
; CHECK-EMPTY:
; CHECK-NEXT: # *** Block frequencies of 'resume' ***:
; CHECK-NEXT:  - bb.0: freq 1.0000; bb.6 0.5000, bb.1 0.5000
; CHECK-NEXT:  - bb.1: freq 0.5000; bb.3 0.5000, bb.5 0.5000
; CHECK-NEXT:  - bb.6: freq 0.5000; bb.2 1.0000
; CHECK-NEXT:  - bb.2: freq 24.0000; bb.3 1.0000
; CHECK-NEXT:  - bb.3: freq 768.0000; bb.3 0.9688, bb.4 0.0312
; CHECK-NEXT:  - bb.4: freq 24.0000; bb.2 0.9688, bb.5 0.0312
; CHECK-NEXT:  - bb.5: freq 1.0000
