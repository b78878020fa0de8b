; Greedy's store placement (regalloc/store_placement.rs): eight products updated in a loop
; stay in registers there, but only six callee-saved registers survive the call after the
; loop, so two go to their spill slots. They are stored once on the loop's exit (%rdx,
; %rcx), not after each multiplication inside the loop; six keep callee-saved registers over
; the call. (Spill code is weighed by block frequency^0.4, spill_weight.rs, so the loop
; weighs 4 times its entry.) The allocation checker verifies that each slot holds the value
; its reloads expect.
; RUN: kiln llc -O2 -verify-regalloc %s -o - | FileCheck %s

target triple = "x86_64-unknown-linux-gnu"

declare void @use(i64)
define i64 @acc(i64* %p, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %a0 = phi i64 [ 0, %entry ], [ %a0.next, %loop ]
  %a1 = phi i64 [ 1, %entry ], [ %a1.next, %loop ]
  %a2 = phi i64 [ 2, %entry ], [ %a2.next, %loop ]
  %a3 = phi i64 [ 3, %entry ], [ %a3.next, %loop ]
  %a4 = phi i64 [ 4, %entry ], [ %a4.next, %loop ]
  %a5 = phi i64 [ 5, %entry ], [ %a5.next, %loop ]
  %a6 = phi i64 [ 6, %entry ], [ %a6.next, %loop ]
  %a7 = phi i64 [ 7, %entry ], [ %a7.next, %loop ]
  %q = getelementptr i64, i64* %p, i64 %i
  %v = load i64, i64* %q
  %a0.next = mul i64 %a0, %v
  %a1.next = mul i64 %a1, %v
  %a2.next = mul i64 %a2, %v
  %a3.next = mul i64 %a3, %v
  %a4.next = mul i64 %a4, %v
  %a5.next = mul i64 %a5, %v
  %a6.next = mul i64 %a6, %v
  %a7.next = mul i64 %a7, %v
  %i.next = add i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  call void @use(i64 %i.next)
  %s1 = add i64 %a0.next, %a1.next
  %s2 = add i64 %s1, %a2.next
  %s3 = add i64 %s2, %a3.next
  %s4 = add i64 %s3, %a4.next
  %s5 = add i64 %s4, %a5.next
  %s6 = add i64 %s5, %a6.next
  %s7 = add i64 %s6, %a7.next
  ret i64 %s7
}

; CHECK-LABEL: acc:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pushq	%rbp
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: pushq	%r15
; CHECK-NEXT: .cfi_def_cfa_offset 24
; CHECK-NEXT: pushq	%r14
; CHECK-NEXT: .cfi_def_cfa_offset 32
; CHECK-NEXT: pushq	%r13
; CHECK-NEXT: .cfi_def_cfa_offset 40
; CHECK-NEXT: pushq	%r12
; CHECK-NEXT: .cfi_def_cfa_offset 48
; CHECK-NEXT: pushq	%rbx
; CHECK-NEXT: .cfi_def_cfa_offset 56
; CHECK-NEXT: subq	$24, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 80
; CHECK-NEXT: .cfi_offset %rbp, -16
; CHECK-NEXT: .cfi_offset %r15, -24
; CHECK-NEXT: .cfi_offset %r14, -32
; CHECK-NEXT: .cfi_offset %r13, -40
; CHECK-NEXT: .cfi_offset %r12, -48
; CHECK-NEXT: .cfi_offset %rbx, -56
; CHECK-NEXT: xorl	%eax, %eax
; CHECK-NEXT: movl	$1, %r14d
; CHECK-NEXT: movl	$2, %r15d
; CHECK-NEXT: movl	$3, %r12d
; CHECK-NEXT: movl	$4, %r13d
; CHECK-NEXT: movl	$5, %ebp
; CHECK-NEXT: movl	$6, %ecx
; CHECK-NEXT: movl	$7, %edx
; CHECK-NEXT: movq	%rax, %rbx
; CHECK-NEXT: .LBB0_1:
; CHECK-NEXT: movq	(%rdi,%rax,8), %r8
; CHECK-NEXT: imulq	%r8, %rbx
; CHECK-NEXT: imulq	%r8, %r14
; CHECK-NEXT: imulq	%r8, %r15
; CHECK-NEXT: imulq	%r8, %r12
; CHECK-NEXT: imulq	%r8, %r13
; CHECK-NEXT: imulq	%r8, %rbp
; CHECK-NEXT: imulq	%r8, %rcx
; CHECK-NEXT: imulq	%r8, %rdx
; CHECK-NEXT: addq	$1, %rax
; CHECK-NEXT: cmpq	%rsi, %rax
; CHECK-NEXT: jb	.LBB0_1
; CHECK-NEXT: movq	%rdx, 8(%rsp) # 8-byte Spill
; CHECK-NEXT: movq	%rcx, 16(%rsp) # 8-byte Spill
; CHECK-NEXT: movq	%rax, %rdi
; CHECK-NEXT: callq	use@PLT
; CHECK-NEXT: addq	%r14, %rbx
; CHECK-NEXT: addq	%r15, %rbx
; CHECK-NEXT: addq	%r12, %rbx
; CHECK-NEXT: addq	%r13, %rbx
; CHECK-NEXT: addq	%rbp, %rbx
; CHECK-NEXT: addq	16(%rsp), %rbx # 8-byte Folded Reload
; CHECK-NEXT: addq	8(%rsp), %rbx # 8-byte Folded Reload
; CHECK-NEXT: movq	%rbx, %rax
; CHECK-NEXT: addq	$24, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 56
; CHECK-NEXT: popq	%rbx
; CHECK-NEXT: .cfi_def_cfa_offset 48
; CHECK-NEXT: popq	%r12
; CHECK-NEXT: .cfi_def_cfa_offset 40
; CHECK-NEXT: popq	%r13
; CHECK-NEXT: .cfi_def_cfa_offset 32
; CHECK-NEXT: popq	%r14
; CHECK-NEXT: .cfi_def_cfa_offset 24
; CHECK-NEXT: popq	%r15
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: popq	%rbp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
