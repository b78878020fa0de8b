; Block placement at -O2 (`block-placement`): chains built from the hottest edges, so the
; likely side of a branch falls through (`@likely_else`: the `!prof` weights make the second
; successor hot, so it follows the test and the first goes after it); cold blocks out of line
; (`@error_path`: a block ending in a noreturn call, first in the IR, moves to the function's
; end, in a loop too (`@loop_check`)); loop rotation (`@while_loop`: a loop tested at its top
; gets its exit test at the bottom, the body falling into it, and one taken branch per
; iteration); `-disable-block-placement` keeps selection's order.
; RUN: kiln llc -O2 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: kiln llc -O2 -disable-block-placement %s -o - | FileCheck %s --check-prefix=OFF

target triple = "x86_64-unknown-linux-gnu"

declare void @abort() noreturn
declare i32 @work(i32)

define i32 @likely_else(i32 %x) {
entry:
  %c = icmp eq i32 %x, 7
  br i1 %c, label %rare, label %common, !prof !0
rare:
  %a = call i32 @work(i32 %x)
  br label %join
common:
  %b = mul i32 %x, %x
  br label %join
join:
  %r = phi i32 [ %a, %rare ], [ %b, %common ]
  %s = add i32 %r, 3
  ret i32 %s
}

define i32 @error_path(i32 %x) {
entry:
  %c = icmp slt i32 %x, 0
  br i1 %c, label %bad, label %good
bad:
  call void @abort()
  unreachable
good:
  %y = call i32 @work(i32 %x)
  ret i32 %y
}

define i32 @loop_check(i32* %p, i32 %n) {
entry:
  br label %body
body:
  %i = phi i32 [ 0, %entry ], [ %i1, %next ]
  %s = phi i32 [ 0, %entry ], [ %s1, %next ]
  %q = getelementptr i32, i32* %p, i32 %i
  %v = load i32, i32* %q
  %neg = icmp slt i32 %v, 0
  br i1 %neg, label %bad, label %next
bad:
  call void @abort()
  unreachable
next:
  %s1 = add i32 %s, %v
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %body, label %exit
exit:
  ret i32 %s1
}

define i32 @while_loop(i32* %p) {
entry:
  br label %head
head:
  %q = phi i32* [ %p, %entry ], [ %q1, %body ]
  %s = phi i32 [ 0, %entry ], [ %s1, %body ]
  %v = load i32, i32* %q
  %z = icmp eq i32 %v, 0
  br i1 %z, label %exit, label %body
body:
  %w = call i32 @work(i32 %v)
  %s1 = add i32 %s, %w
  %q1 = getelementptr i32, i32* %q, i64 1
  br label %head
exit:
  ret i32 %s
}

!0 = !{!"branch_weights", i32 1, i32 2000}

; CHECK-LABEL: likely_else:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pushq	%rax
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: cmpl	$7, %edi
; CHECK-NEXT: je	.LBB0_3
; CHECK-NEXT: imull	%edi, %edi
; CHECK-NEXT: .LBB0_2:
; CHECK-NEXT: addl	$3, %edi
; CHECK-NEXT: movl	%edi, %eax
; CHECK-NEXT: popq	%rcx
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB0_3:
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: callq	work@PLT
; CHECK-NEXT: movl	%eax, %edi
; CHECK-NEXT: jmp	.LBB0_2
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: error_path:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pushq	%rax
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: testl	%edi, %edi
; CHECK-NEXT: jl	.LBB1_2
; CHECK-NEXT: callq	work@PLT
; CHECK-NEXT: popq	%rcx
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB1_2:
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: callq	abort@PLT
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: loop_check:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pushq	%rax
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: xorl	%ecx, %ecx
; CHECK-NEXT: movl	%ecx, %eax
; CHECK-NEXT: .LBB2_1:
; CHECK-NEXT: movslq	%ecx, %rdx
; CHECK-NEXT: movl	(%rdi,%rdx,4), %edx
; CHECK-NEXT: testl	%edx, %edx
; CHECK-NEXT: jl	.LBB2_4
; CHECK-NEXT: addl	%edx, %eax
; CHECK-NEXT: addl	$1, %ecx
; CHECK-NEXT: cmpl	%esi, %ecx
; CHECK-NEXT: jb	.LBB2_1
; CHECK-NEXT: popq	%rcx
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB2_4:
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: callq	abort@PLT
; CHECK-NEXT: .Lfunc_end2:
; CHECK-LABEL: while_loop:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pushq	%r14
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: pushq	%rbx
; CHECK-NEXT: .cfi_def_cfa_offset 24
; CHECK-NEXT: pushq	%rax
; CHECK-NEXT: .cfi_def_cfa_offset 32
; CHECK-NEXT: .cfi_offset %r14, -16
; CHECK-NEXT: .cfi_offset %rbx, -24
; CHECK-NEXT: movq	%rdi, %r14
; CHECK-NEXT: xorl	%ebx, %ebx
; CHECK-NEXT: jmp	.LBB3_2
; CHECK-NEXT: .LBB3_1:
; CHECK-NEXT: callq	work@PLT
; CHECK-NEXT: addl	%eax, %ebx
; CHECK-NEXT: addq	$4, %r14
; CHECK-NEXT: .LBB3_2:
; CHECK-NEXT: movl	(%r14), %edi
; CHECK-NEXT: testl	%edi, %edi
; CHECK-NEXT: jne	.LBB3_1
; CHECK-NEXT: movl	%ebx, %eax
; CHECK-NEXT: popq	%rcx
; CHECK-NEXT: .cfi_def_cfa_offset 24
; CHECK-NEXT: popq	%rbx
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: popq	%r14
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end3:

; OFF-LABEL: likely_else:
; OFF-NEXT: .cfi_startproc
; OFF-NEXT: pushq	%rax
; OFF-NEXT: .cfi_def_cfa_offset 16
; OFF-NEXT: cmpl	$7, %edi
; OFF-NEXT: jne	.LBB0_2
; OFF-NEXT: callq	work@PLT
; OFF-NEXT: movl	%eax, %edi
; OFF-NEXT: jmp	.LBB0_3
; OFF-NEXT: .LBB0_2:
; OFF-NEXT: imull	%edi, %edi
; OFF-NEXT: .LBB0_3:
; OFF-NEXT: addl	$3, %edi
; OFF-NEXT: movl	%edi, %eax
; OFF-NEXT: popq	%rcx
; OFF-NEXT: .cfi_def_cfa_offset 8
; OFF-NEXT: retq
; OFF-NEXT: .Lfunc_end0:
; OFF-LABEL: error_path:
; OFF-NEXT: .cfi_startproc
; OFF-NEXT: pushq	%rax
; OFF-NEXT: .cfi_def_cfa_offset 16
; OFF-NEXT: testl	%edi, %edi
; OFF-NEXT: jge	.LBB1_2
; OFF-NEXT: callq	abort@PLT
; OFF-NEXT: .LBB1_2:
; OFF-NEXT: callq	work@PLT
; OFF-NEXT: popq	%rcx
; OFF-NEXT: .cfi_def_cfa_offset 8
; OFF-NEXT: retq
; OFF-NEXT: .Lfunc_end1:
; OFF-LABEL: loop_check:
; OFF-NEXT: .cfi_startproc
; OFF-NEXT: pushq	%rax
; OFF-NEXT: .cfi_def_cfa_offset 16
; OFF-NEXT: xorl	%ecx, %ecx
; OFF-NEXT: movl	%ecx, %eax
; OFF-NEXT: .LBB2_1:
; OFF-NEXT: movslq	%ecx, %rdx
; OFF-NEXT: movl	(%rdi,%rdx,4), %edx
; OFF-NEXT: testl	%edx, %edx
; OFF-NEXT: jge	.LBB2_3
; OFF-NEXT: callq	abort@PLT
; OFF-NEXT: .LBB2_3:
; OFF-NEXT: addl	%edx, %eax
; OFF-NEXT: addl	$1, %ecx
; OFF-NEXT: cmpl	%esi, %ecx
; OFF-NEXT: jb	.LBB2_1
; OFF-NEXT: popq	%rcx
; OFF-NEXT: .cfi_def_cfa_offset 8
; OFF-NEXT: retq
; OFF-NEXT: .Lfunc_end2:
; OFF-LABEL: while_loop:
; OFF-NEXT: .cfi_startproc
; OFF-NEXT: pushq	%r14
; OFF-NEXT: .cfi_def_cfa_offset 16
; OFF-NEXT: pushq	%rbx
; OFF-NEXT: .cfi_def_cfa_offset 24
; OFF-NEXT: pushq	%rax
; OFF-NEXT: .cfi_def_cfa_offset 32
; OFF-NEXT: .cfi_offset %r14, -16
; OFF-NEXT: .cfi_offset %rbx, -24
; OFF-NEXT: movq	%rdi, %r14
; OFF-NEXT: xorl	%ebx, %ebx
; OFF-NEXT: .LBB3_1:
; OFF-NEXT: movl	(%r14), %edi
; OFF-NEXT: testl	%edi, %edi
; OFF-NEXT: je	.LBB3_3
; OFF-NEXT: callq	work@PLT
; OFF-NEXT: addl	%eax, %ebx
; OFF-NEXT: addq	$4, %r14
; OFF-NEXT: jmp	.LBB3_1
; OFF-NEXT: .LBB3_3:
; OFF-NEXT: movl	%ebx, %eax
; OFF-NEXT: popq	%rcx
; OFF-NEXT: .cfi_def_cfa_offset 24
; OFF-NEXT: popq	%rbx
; OFF-NEXT: .cfi_def_cfa_offset 16
; OFF-NEXT: popq	%r14
; OFF-NEXT: .cfi_def_cfa_offset 8
; OFF-NEXT: retq
; OFF-NEXT: .Lfunc_end3:
