; A branch on `and`/`or` of compares at -O2 becomes one branch per compare (each reading
; its own flags, no setcc/andb/testb), in both the bitwise and the logical (`select`) forms;
; `x == 0 & y == 0` stays joined, as llc keeps it (llc then tests `x | y` once; kiln does
; not have that combine yet).
; RUN: kiln llc -O2 %s -o - | FileCheck %s

declare void @g()

define void @both(i64 %a, i64 %b, i64 %c, i64 %d) nounwind {
entry:
  %x = icmp ult i64 %a, %b
  %y = icmp ult i64 %c, %d
  %j = and i1 %x, %y
  br i1 %j, label %t, label %e
t:
  call void @g()
  br label %e
e:
  ret void
}

define i32 @either(i32 %a, i32 %b) nounwind {
entry:
  %x = icmp sgt i32 %a, 10
  %y = icmp eq i32 %b, 3
  %j = select i1 %x, i1 true, i1 %y
  br i1 %j, label %t, label %e
t:
  %p = phi i32 [ %a, %entry ]
  ret i32 %p
e:
  ret i32 %b
}

define i32 @both_null(i32* %a, i32* %b) nounwind {
entry:
  %x = icmp eq i32* %a, null
  %y = icmp eq i32* %b, null
  %j = and i1 %x, %y
  br i1 %j, label %t, label %e
t:
  ret i32 1
e:
  ret i32 2
}

; CHECK-LABEL: both:
; CHECK-NEXT: pushq	%rax
; CHECK-NEXT: cmpq	%rsi, %rdi
; CHECK-NEXT: jae	.LBB0_3
; CHECK-NEXT: cmpq	%rcx, %rdx
; CHECK-NEXT: jae	.LBB0_3
; CHECK-NEXT: callq	g@PLT
; CHECK-NEXT: .LBB0_3:
; CHECK-NEXT: popq	%rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: either:
; CHECK-NEXT: cmpl	$10, %edi
; CHECK-NEXT: jg	.LBB1_2
; CHECK-NEXT: cmpl	$3, %esi
; CHECK-NEXT: jne	.LBB1_3
; CHECK-NEXT: .LBB1_2:
; CHECK-NEXT: movl	%edi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB1_3:
; CHECK-NEXT: movl	%esi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: both_null:
; CHECK-NEXT: testq	%rdi, %rdi
; CHECK-NEXT: sete	%al
; CHECK-NEXT: testq	%rsi, %rsi
; CHECK-NEXT: sete	%cl
; CHECK-NEXT: andb	%cl, %al
; CHECK-NEXT: testb	$1, %al
; CHECK-NEXT: je	.LBB2_2
; CHECK-NEXT: movl	$1, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB2_2:
; CHECK-NEXT: movl	$2, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end2:
