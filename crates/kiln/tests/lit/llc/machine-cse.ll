; machine-cse: a value computed again in a block its first computation dominates is reused,
; and copies between virtual registers of one class disappear (their uses read the source).
; With the per-block allocator (-O0's) only instructions of one block merge: a
; value that leaves its block goes through a stack slot there, which costs more than the
; instruction. The kill flags of the lengthened registers are cleared.
; RUN: kiln llc -O2 -regalloc=basic -stop-after=machine-cse %s -o - | FileCheck %s
; RUN: kiln llc -O2 -regalloc=fast -stop-after=machine-cse %s -o - | FileCheck %s --check-prefix=FAST
; RUN: kiln llc -O2 -regalloc=basic -stats %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS
; RUN: kiln llc -O2 -regalloc=basic %s -o - | FileCheck %s --check-prefix=ASM

target triple = "x86_64-unknown-linux-gnu"

; CHECK-LABEL: name: cse_across_blocks
; CHECK:       %[[M:[0-9]+]]:gr64 = IMUL64rr
; CHECK:     bb.1.then:
; CHECK-NOT:   IMUL64rr
; CHECK:       ADD64rr %[[M]], %[[M]], implicit-def dead $eflags
; CHECK:     bb.2.done:
; FAST-LABEL: name: cse_across_blocks
; FAST:      bb.1.then:
; FAST-NEXT:   successors: %bb.2
; FAST-EMPTY:
; FAST-NEXT:   IMUL64rr
; ASM-LABEL: cse_across_blocks:
; ASM:         imulq
; ASM-NOT:     imulq
; ASM:         retq
define i64 @cse_across_blocks(i64 %a, i64 %b, i1 %c) {
entry:
  %m = mul i64 %a, %b
  br i1 %c, label %then, label %done

then:
  %m2 = mul i64 %a, %b
  %s = add i64 %m2, %m
  br label %done

done:
  %r = phi i64 [ %m, %entry ], [ %s, %then ]
  ret i64 %r
}

; The product reaches three PHIs through one register, not three copies.
; CHECK-LABEL: name: one_value_many_phis
; CHECK:       %[[X:[0-9]+]]:gr64 = LEA64r
; CHECK-NOT:   COPY %[[X]]
; CHECK:     bb.1.loop:
; CHECK:       PHI %[[X]], %bb.0
; CHECK-NEXT:  PHI %[[X]], %bb.0
; CHECK-NEXT:  PHI %[[X]], %bb.0
; FAST-LABEL: name: one_value_many_phis
; FAST:        %[[X:[0-9]+]]:gr64 = LEA64r
; FAST-NOT:    COPY %[[X]]
; FAST:      bb.1.loop:
; FAST:        PHI %[[X]], %bb.0
; FAST-NEXT:   PHI %[[X]], %bb.0
; FAST-NEXT:   PHI %[[X]], %bb.0
; STATS: {{^ *}}1 machinecse {{ *}}- Number of common subexpression eliminated
; STATS: {{^ *}}6 machinecse {{ *}}- Number of copies coalesced
define void @one_value_many_phis(i64 %a, i64* %p) {
entry:
  %x = mul i64 %a, 5
  br label %loop

loop:
  %i = phi i64 [ %x, %entry ], [ %i.next, %loop ]
  %j = phi i64 [ %x, %entry ], [ %j.next, %loop ]
  %k = phi i64 [ %x, %entry ], [ %k.next, %loop ]
  %i.next = add i64 %i, 1
  %j.next = add i64 %j, 2
  %k.next = add i64 %k, 3
  %q = getelementptr i64, i64* %p, i64 %i
  store i64 %j, i64* %q
  %done = icmp eq i64 %k, 100
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

; A constant computed in one arm of a branch and again at the join is not merged: the arm is a
; predecessor of the join but does not dominate it, so along the other edge the earlier value
; would be undefined (found by eh-run.ll's main once the interval allocators ran after CSE).
; CHECK-LABEL: name: constant_at_join
; CHECK:     bb.1.then:
; CHECK:       %[[A:[0-9]+]]:gr32 = MOV32ri 7
; CHECK:       $edi = COPY %[[A]]
; CHECK:     bb.2.join:
; CHECK:       %[[B:[0-9]+]]:gr32 = MOV32ri 7
; CHECK:       $edi = COPY %[[B]]
declare void @use(i32)
define void @constant_at_join(i1 %c) {
entry:
  br i1 %c, label %then, label %join
then:
  call void @use(i32 7)
  br label %join
join:
  call void @use(i32 7)
  ret void
}
