; early-machinelicm: loop-invariant instructions selection left in a loop move to the
; preheader: a product of two arguments, and (with an allocator that rematerialises) the
; magic constant of a division. The per-block allocator would keep a hoisted constant in a
; stack slot, so without one constants stay. Uses in the loop lose their kill flags.
; RUN: kiln llc -O2 -regalloc=basic -stop-after=machine-cse %s -o - | FileCheck %s
; RUN: kiln llc -O2 -regalloc=fast -stop-after=machine-cse %s -o - | FileCheck %s --check-prefix=FAST
; RUN: kiln llc -O2 -regalloc=basic -stats %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS

target triple = "x86_64-unknown-linux-gnu"

@table = global [64 x i32] zeroinitializer

; Each iteration scales by a loop-invariant product and divides by a constant (a multiply by
; a magic number materialised in the loop); both leave the loop.
; CHECK-LABEL: name: invariant_math
; CHECK:     bb.0.entry:
; CHECK:       %[[AB:[0-9]+]]:gr64 = IMUL64rr
; CHECK-NEXT:  %[[MAGIC:[0-9]+]]:gr64 = MOV64ri -8543223828751151131
; CHECK:     bb.1.loop:
; CHECK-NOT:   IMUL64rr
; CHECK-NOT:   MOV64ri
; CHECK:       ADD64rr %{{[0-9]+}}, %[[AB]], implicit-def dead $eflags
; CHECK:       MUL64r %[[MAGIC]], implicit-def $rax
; FAST-LABEL: name: invariant_math
; FAST:      bb.0.entry:
; FAST:        IMUL64rr
; FAST:      bb.1.loop:
; FAST-NOT:    IMUL64rr
; FAST:        MOV64ri -8543223828751151131
define i64 @invariant_math(i64 %a, i64 %b, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %sum = phi i64 [ 0, %entry ], [ %sum.next, %loop ]
  %ab = mul i64 %a, %b
  %t = add i64 %i, %ab
  %q = udiv i64 %t, 1000000007
  %sum.next = add i64 %sum, %q
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret i64 %sum.next
}

; The constant 3.5, built in a general register and moved to an XMM register, leaves the loop
; with an allocator that rematerialises; the load from %p stays.
; CHECK-LABEL: name: invariant_constant_load
; CHECK:     bb.0.entry:
; CHECK:       MOV64ri 4615063718147915776
; CHECK-NEXT:  %[[C:[0-9]+]]:fr64 = MOV64toSDrr
; CHECK:     bb.1.loop:
; CHECK:       MULSDrm %[[C]], {{.*}} :: (load (s64) from %ir.q)
; FAST-LABEL: name: invariant_constant_load
; FAST:      bb.1.loop:
; FAST:        MOV64ri 4615063718147915776
; STATS: {{^ *}}4 machinelicm {{ *}}- Number of machine instructions hoisted out of loops
define double @invariant_constant_load(double* %p, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi double [ 0.0, %entry ], [ %acc.next, %loop ]
  %q = getelementptr double, double* %p, i64 %i
  %x = load double, double* %q
  %y = fmul double %x, 3.5
  %acc.next = fadd double %acc, %y
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret double %acc.next
}
