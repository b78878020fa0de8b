; x86 schedules each block in source order above -O0 too, as llc's `Sched::Source`. A node's
; IR position is the instruction's place in its block, not its id: the IR reader numbers a
; value a phi uses before its definition where the phi names it, so `%next` below had the
; loop's lowest position and its add went to the block's top, where the phi's old value was
; still live (a copy more per iteration). Nodes made by combines, legalization and selection
; take the position of the node they replace, so the loads of `@h`, `@f` and `@c` stay in the
; source's order after the store, as in llc's code: gdb's `break main` stops at their line,
; not at an inlined call's (torture pr62151, 20040811-1).
; RUN: kiln llc -O2 %s -o - | FileCheck %s

target triple = "x86_64-unknown-linux-gnu"

@p = global i32 0
@b = global i16 0
@h = global i32 0
@f = global i32 0
@c = global i32 0

define void @loop(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %r = urem i32 %i, 1000
  store volatile i32 %r, i32* @p
  %next = add nuw nsw i32 %i, 2
  %c = icmp eq i32 %next, 1000000
  br i1 %c, label %out, label %loop
out:
  ret void
}

define i32 @loads() {
entry:
  store i16 0, i16* @b
  %h = load i32, i32* @h
  %f = load i32, i32* @f
  %c = load i32, i32* @c
  br label %loop
loop:
  %i = phi i32 [ %f, %entry ], [ %i.next, %loop ]
  %s = add i32 %i, %h
  %i.next = mul i32 %s, %c
  %d = icmp ult i32 %i.next, 100
  br i1 %d, label %loop, label %out
out:
  ret i32 %i.next
}

; CHECK-LABEL: loop:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: xorl	%eax, %eax
; CHECK-NEXT: .LBB0_1:
; CHECK-NEXT: movl	%eax, %ecx
; CHECK-NEXT: imulq	$274877907, %rcx, %rcx
; CHECK-NEXT: shrq	$38, %rcx
; CHECK-NEXT: imull	$1000, %ecx, %ecx
; CHECK-NEXT: movl	%eax, %edx
; CHECK-NEXT: subl	%ecx, %edx
; CHECK-NEXT: movq	p@GOTPCREL(%rip), %rcx
; CHECK-NEXT: movl	%edx, (%rcx)
; CHECK-NEXT: addl	$2, %eax
; CHECK-NEXT: cmpl	$1000000, %eax
; CHECK-NEXT: jne	.LBB0_1
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: loads:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movq	b@GOTPCREL(%rip), %rax
; CHECK-NEXT: movw	$0, (%rax)
; CHECK-NEXT: movq	h@GOTPCREL(%rip), %rax
; CHECK-NEXT: movl	(%rax), %ecx
; CHECK-NEXT: movq	f@GOTPCREL(%rip), %rax
; CHECK-NEXT: movl	(%rax), %eax
; CHECK-NEXT: movq	c@GOTPCREL(%rip), %rdx
; CHECK-NEXT: movl	(%rdx), %edx
; CHECK-NEXT: .LBB1_1:
; CHECK-NEXT: addl	%ecx, %eax
; CHECK-NEXT: imull	%edx, %eax
; CHECK-NEXT: cmpl	$100, %eax
; CHECK-NEXT: jb	.LBB1_1
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: p:
; CHECK-NEXT: .long	0
; CHECK-NEXT: .size	p, 4
; CHECK-NEXT: .type	b,@object
; CHECK-NEXT: .globl	b
; CHECK-NEXT: .p2align	1
; CHECK-LABEL: b:
; CHECK-NEXT: .short	0
; CHECK-NEXT: .size	b, 2
; CHECK-NEXT: .type	h,@object
; CHECK-NEXT: .globl	h
; CHECK-NEXT: .p2align	2
; CHECK-LABEL: h:
; CHECK-NEXT: .long	0
; CHECK-NEXT: .size	h, 4
; CHECK-NEXT: .type	f,@object
; CHECK-NEXT: .globl	f
; CHECK-NEXT: .p2align	2
; CHECK-LABEL: f:
; CHECK-NEXT: .long	0
; CHECK-NEXT: .size	f, 4
; CHECK-NEXT: .type	c,@object
; CHECK-NEXT: .globl	c
; CHECK-NEXT: .p2align	2
; CHECK-LABEL: c:
; CHECK-NEXT: .long	0
; CHECK-NEXT: .size	c, 4
; CHECK-NEXT: .section	".note.GNU-stack","",@progbits
