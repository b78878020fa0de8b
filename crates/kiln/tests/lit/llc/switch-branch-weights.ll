; A switch's `!prof` weights pass to the compare tree switch lowering makes of it, and block
; placement lays the tree out by them: the tree node's heavy side falls through, its leaf tests
; the heavy case (300) first, and that case's block follows its test; without weights the leaf
; tests its cases in value order (`@unweighted`). Branches on `and`/`or`
; split into two pass their weights on too (`@split_or`: both tests jump to the unlikely
; block, placed after the return).
; RUN: kiln llc -O2 -verify-machineinstrs %s -o - | FileCheck %s

target triple = "x86_64-unknown-linux-gnu"

declare i32 @work(i32)

define i32 @weighted(i32 %x) {
entry:
  switch i32 %x, label %d [ i32 -500, label %a
                            i32 10, label %b
                            i32 300, label %c
                            i32 7000, label %e
                            i32 90000, label %f ], !prof !0
a:
  ret i32 1
b:
  ret i32 2
c:
  %w = call i32 @work(i32 %x)
  ret i32 %w
e:
  ret i32 4
f:
  ret i32 5
d:
  ret i32 0
}

define i32 @unweighted(i32 %x) {
entry:
  switch i32 %x, label %d [ i32 -500, label %a
                            i32 10, label %b
                            i32 300, label %c
                            i32 7000, label %e
                            i32 90000, label %f ]
a:
  ret i32 1
b:
  ret i32 2
c:
  %w = call i32 @work(i32 %x)
  ret i32 %w
e:
  ret i32 4
f:
  ret i32 5
d:
  ret i32 0
}

define i32 @split_or(i32 %a, i32 %b) {
entry:
  %x = icmp slt i32 %a, 0
  %y = icmp sgt i32 %b, 100
  %j = or i1 %x, %y
  br i1 %j, label %bad, label %good, !prof !1
bad:
  %r = call i32 @work(i32 %a)
  ret i32 %r
good:
  %s = add i32 %a, %b
  ret i32 %s
}

!0 = !{!"branch_weights", i32 1, i32 1, i32 1, i32 1000, i32 1, i32 1}
!1 = !{!"branch_weights", i32 1, i32 1000}

; CHECK-LABEL: weighted:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pushq	%rax
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: cmpl	$300, %edi
; CHECK-NEXT: jl	.LBB0_3
; CHECK-NEXT: cmpl	$300, %edi
; CHECK-NEXT: jne	.LBB0_6
; CHECK-NEXT: callq	work@PLT
; CHECK-NEXT: popq	%rcx
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB0_3:
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: cmpl	$-500, %edi
; CHECK-NEXT: je	.LBB0_9
; CHECK-NEXT: cmpl	$10, %edi
; CHECK-NEXT: jne	.LBB0_11
; CHECK-NEXT: movl	$2, %eax
; CHECK-NEXT: popq	%rcx
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB0_6:
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: cmpl	$7000, %edi
; CHECK-NEXT: je	.LBB0_10
; CHECK-NEXT: cmpl	$90000, %edi
; CHECK-NEXT: jne	.LBB0_11
; CHECK-NEXT: movl	$5, %eax
; CHECK-NEXT: popq	%rcx
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB0_9:
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: movl	$1, %eax
; CHECK-NEXT: popq	%rcx
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB0_10:
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: movl	$4, %eax
; CHECK-NEXT: popq	%rcx
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB0_11:
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: xorl	%eax, %eax
; CHECK-NEXT: popq	%rcx
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: unweighted:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pushq	%rax
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: cmpl	$300, %edi
; CHECK-NEXT: jge	.LBB1_4
; CHECK-NEXT: cmpl	$-500, %edi
; CHECK-NEXT: je	.LBB1_8
; CHECK-NEXT: cmpl	$10, %edi
; CHECK-NEXT: jne	.LBB1_11
; CHECK-NEXT: movl	$2, %eax
; CHECK-NEXT: popq	%rcx
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB1_4:
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: cmpl	$300, %edi
; CHECK-NEXT: je	.LBB1_9
; CHECK-NEXT: cmpl	$7000, %edi
; CHECK-NEXT: je	.LBB1_10
; CHECK-NEXT: cmpl	$90000, %edi
; CHECK-NEXT: jne	.LBB1_11
; CHECK-NEXT: movl	$5, %eax
; CHECK-NEXT: popq	%rcx
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB1_8:
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: movl	$1, %eax
; CHECK-NEXT: popq	%rcx
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB1_9:
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: callq	work@PLT
; CHECK-NEXT: popq	%rcx
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB1_10:
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: movl	$4, %eax
; CHECK-NEXT: popq	%rcx
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB1_11:
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: xorl	%eax, %eax
; CHECK-NEXT: popq	%rcx
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: split_or:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pushq	%rax
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: testl	%edi, %edi
; CHECK-NEXT: jl	.LBB2_3
; CHECK-NEXT: cmpl	$100, %esi
; CHECK-NEXT: jg	.LBB2_3
; CHECK-NEXT: addl	%esi, %edi
; CHECK-NEXT: movl	%edi, %eax
; CHECK-NEXT: popq	%rcx
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB2_3:
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: callq	work@PLT
; CHECK-NEXT: popq	%rcx
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end2:
