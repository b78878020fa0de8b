; Above -O0 the addresses of an innermost loop's loads and stores that step by a constant
; each iteration are computed from one pointer per stream, stepped at the latch, as llc's
; LoopStrengthReduce does (prepare/strength_reduce.rs). matmul's hot loop (bench/programs)
; multiplied each of its row indices (`k | 1`, ...) by the row size every iteration:
; `column` reads two rows of a column through one pointer stepped by two rows.
; An index the x86 memory operand scales for free stays an index (`rows`); RISC-V, which
; has no index register, steps a pointer there too. An `i32` index computed without signed
; wrap (`mul nsw`, `add nsw`) and sign-extended steps its pointer by 3 * 8 bytes (`narrow`).
; A function that calls `setjmp` keeps its loops as they are: each row offset is still
; computed from the index every iteration (a shift by the row size's log2).
; When the counter only counts once the addresses are pointers, the exit test compares the
; pointer against its end, computed before the loop (`column`: `b + 4 * j + 64 * 256`;
; RISC-V's `rows`), and the counter goes (prepare/loop_exits.rs).
; RUN: kiln llc -O2 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: kiln llc -O2 -verify-machineinstrs -mtriple=riscv64-unknown-linux-gnu %s -o - | FileCheck %s --check-prefix=RV

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@b = internal global [64 x [64 x i32]] zeroinitializer, align 16

; CHECK-LABEL: column:
; CHECK:       leaq b(,%rdi,4), %rcx
; CHECK-NEXT:  leaq b+16384(,%rdi,4), %rdx
; CHECK:     .LBB0_1:
; CHECK-NEXT:  movl (%rcx), %esi
; CHECK-NEXT:  addl 256(%rcx), %esi
; CHECK-NOT:   imul
; CHECK:       addq $512, %rcx
; CHECK-NEXT:  cmpq %rdx, %rcx
; CHECK-NEXT:  jne .LBB0_1
; RV-LABEL:    column:
; RV:          slli a1, a1, 2
; RV:          add a2, a1, a2
; RV:        .LBB0_1:
; RV-NOT:      mul
; RV:          lw {{a[0-9]}}, 256(a1)
; RV:          lw {{a[0-9]}}, 0(a1)
; RV:          addi a1, a1, 512
; RV:          bne a1, a2, .LBB0_1
define i32 @column(i64 %j) {
entry:
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %k1 = or i64 %k, 1
  %p0 = getelementptr inbounds [64 x [64 x i32]], ptr @b, i64 0, i64 %k, i64 %j
  %p1 = getelementptr inbounds [64 x [64 x i32]], ptr @b, i64 0, i64 %k1, i64 %j
  %x0 = load i32, ptr %p0, align 4
  %x1 = load i32, ptr %p1, align 4
  %t = add i32 %x0, %x1
  %s.next = add i32 %s, %t
  %k.next = add nuw nsw i64 %k, 2
  %done = icmp eq i64 %k.next, 64
  br i1 %done, label %exit, label %loop

exit:
  ret i32 %s.next
}

; CHECK-LABEL: rows:
; CHECK:     .LBB1_1:
; CHECK-NEXT:  addl $1, (%rdi,%rax,4)
; CHECK-NEXT:  addq $1, %rax
; RV-LABEL:    rows:
; RV:        .LBB1_1:
; RV-NOT:      slli
; RV:          lw a2, 0(a0)
; RV:          addi {{a[0-9]}}, a0, 4
; RV:          sw a2, 0(a0)
; RV:          bne a3, a1, .LBB1_1
define void @rows(ptr %a, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %x = load i32, ptr %p, align 4
  %y = add i32 %x, 1
  store i32 %y, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

; CHECK-LABEL: narrow:
; CHECK:     .LBB2_1:
; CHECK-NEXT:  movq $0, (%rdi)
; CHECK-NOT:   movslq
; CHECK:       addq $24, %rdi
; CHECK:       jne .LBB2_1
define void @narrow(ptr %a, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %m = mul nsw i32 %i, 3
  %w = sext i32 %m to i64
  %p = getelementptr inbounds i64, ptr %a, i64 %w
  store i64 0, ptr %p, align 8
  %i.next = add nsw i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

; Without `nsw` the i32 index may wrap, and its sign extension is no step of 24 bytes.
; CHECK-LABEL: wrapping:
; CHECK:       movslq
; CHECK:       movq $0, (%rdi,%{{r[a-z0-9]+}},8)
define void @wrapping(ptr %a, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %m = mul i32 %i, 3
  %w = sext i32 %m to i64
  %p = getelementptr inbounds i64, ptr %a, i64 %w
  store i64 0, ptr %p, align 8
  %i.next = add nsw i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

declare i32 @setjmp(ptr) returns_twice

; CHECK-LABEL: with_setjmp:
; CHECK:       shlq $8
; CHECK-LABEL: .Lfunc_end4:
define i32 @with_setjmp(ptr %buf, i64 %j) {
entry:
  %r = call i32 @setjmp(ptr %buf)
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %s = phi i32 [ %r, %entry ], [ %s.next, %loop ]
  %k1 = or i64 %k, 1
  %p0 = getelementptr inbounds [64 x [64 x i32]], ptr @b, i64 0, i64 %k, i64 %j
  %p1 = getelementptr inbounds [64 x [64 x i32]], ptr @b, i64 0, i64 %k1, i64 %j
  %x0 = load i32, ptr %p0, align 4
  %x1 = load i32, ptr %p1, align 4
  %t = add i32 %x0, %x1
  %s.next = add i32 %s, %t
  %k.next = add nuw nsw i64 %k, 2
  %done = icmp eq i64 %k.next, 64
  br i1 %done, label %exit, label %loop

exit:
  ret i32 %s.next
}

; qsort's partition scan: `i` and `&v[i]` are used after the loop, where `i` is the
; incremented counter minus one and the address is computed from it; only `i + 1` leaves
; the loop, and the loop no longer computes the store's address (a `leaq` per iteration).
; (The copy of the counter stays here: the compare reads the loaded value after the
; increment is scheduled, and the increment cannot move below it, whose flags the branch
; reads. After the loop, `i` is computed in place once the store has read `i + 1`.)
; CHECK-LABEL: scan:
; CHECK:     .LBB5_1:
; CHECK-NEXT:  leaq 1(%rsi), %rax
; CHECK-NEXT:  cmpq %rdx, (%rdi,%rsi,8)
; CHECK-NEXT:  movq %rax, %rsi
; CHECK-NEXT:  jl .LBB5_1
; CHECK-NEXT:  movq %rdx, -8(%rdi,%rax,8)
; CHECK-NEXT:  addq $-1, %rax
; CHECK-NEXT:  retq
define i64 @scan(ptr %v, i64 %lo, i64 %pivot) {
entry:
  br label %loop

loop:
  %i = phi i64 [ %lo, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i64, ptr %v, i64 %i
  %x = load i64, ptr %p, align 8
  %less = icmp slt i64 %x, %pivot
  %i.next = add nsw i64 %i, 1
  br i1 %less, label %loop, label %exit

exit:
  store i64 %pivot, ptr %p, align 8
  ret i64 %i
}
