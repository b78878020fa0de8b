; Spilled values read straight from their stack slots, as llc does: a value that lives across
; calls in a spill slot and is then read once by an instruction with a memory form is not
; reloaded into a register first (`addl 20(%rsp), %eax  # 4-byte Folded Reload`; and, for
; doubles, `addsd`/`mulsd`/`subsd`), and a copy into a spilled value is its spill (`movl %eax,
; 20(%rsp)`, no copy before it). llc 14 folds the same three reloads in `sum_across_calls` and
; the three in `fp_across_calls`. Every allocator that spills with the inline spiller (greedy,
; basic, PBQP) folds, and the allocation checker (-verify-regalloc) proves each fold reads a
; slot holding the value.
; RUN: kiln llc -O2 -verify-regalloc %s -o - | FileCheck %s
; RUN: kiln llc -O2 -regalloc=basic -verify-regalloc %s -o - | FileCheck %s --check-prefix=BASIC
; RUN: kiln llc -O2 -regalloc=pbqp -verify-regalloc %s -o - | FileCheck %s --check-prefix=PBQP

target triple = "x86_64-unknown-linux-gnu"

declare i32 @g(i32)
declare double @h(double)

define i32 @sum_across_calls(i32 %a) {
entry:
  %v0 = call i32 @g(i32 0)
  %v1 = call i32 @g(i32 1)
  %v2 = call i32 @g(i32 2)
  %v3 = call i32 @g(i32 3)
  %v4 = call i32 @g(i32 4)
  %v5 = call i32 @g(i32 5)
  %v6 = call i32 @g(i32 6)
  %v7 = call i32 @g(i32 7)
  %w = call i32 @g(i32 %a)
  %s0 = add i32 %w, %v0
  %s1 = xor i32 %s0, %v1
  %s2 = sub i32 %s1, %v2
  %s3 = and i32 %s2, %v3
  %s4 = or i32 %s3, %v4
  %s5 = mul i32 %s4, %v5
  %s6 = add i32 %s5, %v6
  %c = icmp slt i32 %s6, %v7
  %r = select i1 %c, i32 %s6, i32 %a
  ret i32 %r
}

define double @fp_across_calls(double %x, double %y) {
entry:
  %a = call double @h(double %x)
  %b = call double @h(double %y)
  %s = fadd double %b, %a
  %m = fmul double %s, %x
  %d = fsub double %m, %y
  ret double %d
}

; CHECK-LABEL: sum_across_calls:
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
; CHECK-NEXT: movl	%edi, %ebx
; CHECK-NEXT: xorl	%edi, %edi
; CHECK-NEXT: callq	g@PLT
; CHECK-NEXT: movl	%eax, 20(%rsp) # 4-byte Spill
; CHECK-NEXT: movl	$1, %edi
; CHECK-NEXT: callq	g@PLT
; CHECK-NEXT: movl	%eax, 16(%rsp) # 4-byte Spill
; CHECK-NEXT: movl	$2, %edi
; CHECK-NEXT: callq	g@PLT
; CHECK-NEXT: movl	%eax, 12(%rsp) # 4-byte Spill
; CHECK-NEXT: movl	$3, %edi
; CHECK-NEXT: callq	g@PLT
; CHECK-NEXT: movl	%eax, %r12d
; CHECK-NEXT: movl	$4, %edi
; CHECK-NEXT: callq	g@PLT
; CHECK-NEXT: movl	%eax, %r13d
; CHECK-NEXT: movl	$5, %edi
; CHECK-NEXT: callq	g@PLT
; CHECK-NEXT: movl	%eax, %ebp
; CHECK-NEXT: movl	$6, %edi
; CHECK-NEXT: callq	g@PLT
; CHECK-NEXT: movl	%eax, %r14d
; CHECK-NEXT: movl	$7, %edi
; CHECK-NEXT: callq	g@PLT
; CHECK-NEXT: movl	%eax, %r15d
; CHECK-NEXT: movl	%ebx, %edi
; CHECK-NEXT: callq	g@PLT
; CHECK-NEXT: addl	20(%rsp), %eax # 4-byte Folded Reload
; CHECK-NEXT: xorl	16(%rsp), %eax # 4-byte Folded Reload
; CHECK-NEXT: subl	12(%rsp), %eax # 4-byte Folded Reload
; CHECK-NEXT: andl	%r12d, %eax
; CHECK-NEXT: orl	%r13d, %eax
; CHECK-NEXT: imull	%ebp, %eax
; CHECK-NEXT: addl	%r14d, %eax
; CHECK-NEXT: cmpl	%r15d, %eax
; CHECK-NEXT: cmovll	%eax, %ebx
; CHECK-NEXT: movl	%ebx, %eax
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
; CHECK-LABEL: fp_across_calls:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: subq	$24, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 32
; CHECK-NEXT: movsd	%xmm1, 16(%rsp) # 8-byte Spill
; CHECK-NEXT: movsd	%xmm0, 8(%rsp) # 8-byte Spill
; CHECK-NEXT: callq	h@PLT
; CHECK-NEXT: movsd	%xmm0, (%rsp) # 8-byte Spill
; CHECK-NEXT: movsd	16(%rsp), %xmm0 # 8-byte Reload
; CHECK-NEXT: callq	h@PLT
; CHECK-NEXT: addsd	(%rsp), %xmm0 # 8-byte Folded Reload
; CHECK-NEXT: mulsd	8(%rsp), %xmm0 # 8-byte Folded Reload
; CHECK-NEXT: subsd	16(%rsp), %xmm0 # 8-byte Folded Reload
; CHECK-NEXT: addq	$24, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end1:

; BASIC-LABEL: sum_across_calls:
; BASIC-NEXT: .cfi_startproc
; BASIC-NEXT: pushq	%rbp
; BASIC-NEXT: .cfi_def_cfa_offset 16
; BASIC-NEXT: pushq	%r15
; BASIC-NEXT: .cfi_def_cfa_offset 24
; BASIC-NEXT: pushq	%r14
; BASIC-NEXT: .cfi_def_cfa_offset 32
; BASIC-NEXT: pushq	%r13
; BASIC-NEXT: .cfi_def_cfa_offset 40
; BASIC-NEXT: pushq	%r12
; BASIC-NEXT: .cfi_def_cfa_offset 48
; BASIC-NEXT: pushq	%rbx
; BASIC-NEXT: .cfi_def_cfa_offset 56
; BASIC-NEXT: subq	$24, %rsp
; BASIC-NEXT: .cfi_def_cfa_offset 80
; BASIC-NEXT: .cfi_offset %rbp, -16
; BASIC-NEXT: .cfi_offset %r15, -24
; BASIC-NEXT: .cfi_offset %r14, -32
; BASIC-NEXT: .cfi_offset %r13, -40
; BASIC-NEXT: .cfi_offset %r12, -48
; BASIC-NEXT: .cfi_offset %rbx, -56
; BASIC-NEXT: movl	%edi, %ebx
; BASIC-NEXT: xorl	%edi, %edi
; BASIC-NEXT: callq	g@PLT
; BASIC-NEXT: movl	%eax, 12(%rsp) # 4-byte Spill
; BASIC-NEXT: movl	$1, %edi
; BASIC-NEXT: callq	g@PLT
; BASIC-NEXT: movl	%eax, 16(%rsp) # 4-byte Spill
; BASIC-NEXT: movl	$2, %edi
; BASIC-NEXT: callq	g@PLT
; BASIC-NEXT: movl	%eax, 20(%rsp) # 4-byte Spill
; BASIC-NEXT: movl	$3, %edi
; BASIC-NEXT: callq	g@PLT
; BASIC-NEXT: movl	%eax, %r13d
; BASIC-NEXT: movl	$4, %edi
; BASIC-NEXT: callq	g@PLT
; BASIC-NEXT: movl	%eax, %r12d
; BASIC-NEXT: movl	$5, %edi
; BASIC-NEXT: callq	g@PLT
; BASIC-NEXT: movl	%eax, %r15d
; BASIC-NEXT: movl	$6, %edi
; BASIC-NEXT: callq	g@PLT
; BASIC-NEXT: movl	%eax, %r14d
; BASIC-NEXT: movl	$7, %edi
; BASIC-NEXT: callq	g@PLT
; BASIC-NEXT: movl	%eax, %ebp
; BASIC-NEXT: movl	%ebx, %edi
; BASIC-NEXT: callq	g@PLT
; BASIC-NEXT: addl	12(%rsp), %eax # 4-byte Folded Reload
; BASIC-NEXT: xorl	16(%rsp), %eax # 4-byte Folded Reload
; BASIC-NEXT: subl	20(%rsp), %eax # 4-byte Folded Reload
; BASIC-NEXT: andl	%r13d, %eax
; BASIC-NEXT: orl	%r12d, %eax
; BASIC-NEXT: imull	%r15d, %eax
; BASIC-NEXT: addl	%r14d, %eax
; BASIC-NEXT: cmpl	%ebp, %eax
; BASIC-NEXT: cmovll	%eax, %ebx
; BASIC-NEXT: movl	%ebx, %eax
; BASIC-NEXT: addq	$24, %rsp
; BASIC-NEXT: .cfi_def_cfa_offset 56
; BASIC-NEXT: popq	%rbx
; BASIC-NEXT: .cfi_def_cfa_offset 48
; BASIC-NEXT: popq	%r12
; BASIC-NEXT: .cfi_def_cfa_offset 40
; BASIC-NEXT: popq	%r13
; BASIC-NEXT: .cfi_def_cfa_offset 32
; BASIC-NEXT: popq	%r14
; BASIC-NEXT: .cfi_def_cfa_offset 24
; BASIC-NEXT: popq	%r15
; BASIC-NEXT: .cfi_def_cfa_offset 16
; BASIC-NEXT: popq	%rbp
; BASIC-NEXT: .cfi_def_cfa_offset 8
; BASIC-NEXT: retq
; BASIC-NEXT: .Lfunc_end0:
; BASIC-LABEL: fp_across_calls:
; BASIC-NEXT: .cfi_startproc
; BASIC-NEXT: subq	$24, %rsp
; BASIC-NEXT: .cfi_def_cfa_offset 32
; BASIC-NEXT: movsd	%xmm1, 8(%rsp) # 8-byte Spill
; BASIC-NEXT: movsd	%xmm0, 16(%rsp) # 8-byte Spill
; BASIC-NEXT: movsd	16(%rsp), %xmm0 # 8-byte Reload
; BASIC-NEXT: callq	h@PLT
; BASIC-NEXT: movsd	%xmm0, (%rsp) # 8-byte Spill
; BASIC-NEXT: movsd	8(%rsp), %xmm0 # 8-byte Reload
; BASIC-NEXT: callq	h@PLT
; BASIC-NEXT: addsd	(%rsp), %xmm0 # 8-byte Folded Reload
; BASIC-NEXT: mulsd	16(%rsp), %xmm0 # 8-byte Folded Reload
; BASIC-NEXT: subsd	8(%rsp), %xmm0 # 8-byte Folded Reload
; BASIC-NEXT: addq	$24, %rsp
; BASIC-NEXT: .cfi_def_cfa_offset 8
; BASIC-NEXT: retq
; BASIC-NEXT: .Lfunc_end1:

; PBQP-LABEL: sum_across_calls:
; PBQP-NEXT: .cfi_startproc
; PBQP-NEXT: pushq	%rbp
; PBQP-NEXT: .cfi_def_cfa_offset 16
; PBQP-NEXT: pushq	%r15
; PBQP-NEXT: .cfi_def_cfa_offset 24
; PBQP-NEXT: pushq	%r14
; PBQP-NEXT: .cfi_def_cfa_offset 32
; PBQP-NEXT: pushq	%r13
; PBQP-NEXT: .cfi_def_cfa_offset 40
; PBQP-NEXT: pushq	%r12
; PBQP-NEXT: .cfi_def_cfa_offset 48
; PBQP-NEXT: pushq	%rbx
; PBQP-NEXT: .cfi_def_cfa_offset 56
; PBQP-NEXT: subq	$24, %rsp
; PBQP-NEXT: .cfi_def_cfa_offset 80
; PBQP-NEXT: .cfi_offset %rbp, -16
; PBQP-NEXT: .cfi_offset %r15, -24
; PBQP-NEXT: .cfi_offset %r14, -32
; PBQP-NEXT: .cfi_offset %r13, -40
; PBQP-NEXT: .cfi_offset %r12, -48
; PBQP-NEXT: .cfi_offset %rbx, -56
; PBQP-NEXT: movl	%edi, %ebx
; PBQP-NEXT: xorl	%edi, %edi
; PBQP-NEXT: callq	g@PLT
; PBQP-NEXT: movl	%eax, 20(%rsp) # 4-byte Spill
; PBQP-NEXT: movl	$1, %edi
; PBQP-NEXT: callq	g@PLT
; PBQP-NEXT: movl	%eax, 16(%rsp) # 4-byte Spill
; PBQP-NEXT: movl	$2, %edi
; PBQP-NEXT: callq	g@PLT
; PBQP-NEXT: movl	%eax, 12(%rsp) # 4-byte Spill
; PBQP-NEXT: movl	$3, %edi
; PBQP-NEXT: callq	g@PLT
; PBQP-NEXT: movl	%eax, %r13d
; PBQP-NEXT: movl	$4, %edi
; PBQP-NEXT: callq	g@PLT
; PBQP-NEXT: movl	%eax, %r12d
; PBQP-NEXT: movl	$5, %edi
; PBQP-NEXT: callq	g@PLT
; PBQP-NEXT: movl	%eax, %r15d
; PBQP-NEXT: movl	$6, %edi
; PBQP-NEXT: callq	g@PLT
; PBQP-NEXT: movl	%eax, %r14d
; PBQP-NEXT: movl	$7, %edi
; PBQP-NEXT: callq	g@PLT
; PBQP-NEXT: movl	%eax, %ebp
; PBQP-NEXT: movl	%ebx, %edi
; PBQP-NEXT: callq	g@PLT
; PBQP-NEXT: addl	20(%rsp), %eax # 4-byte Folded Reload
; PBQP-NEXT: xorl	16(%rsp), %eax # 4-byte Folded Reload
; PBQP-NEXT: subl	12(%rsp), %eax # 4-byte Folded Reload
; PBQP-NEXT: andl	%r13d, %eax
; PBQP-NEXT: orl	%r12d, %eax
; PBQP-NEXT: imull	%r15d, %eax
; PBQP-NEXT: addl	%r14d, %eax
; PBQP-NEXT: cmpl	%ebp, %eax
; PBQP-NEXT: cmovll	%eax, %ebx
; PBQP-NEXT: movl	%ebx, %eax
; PBQP-NEXT: addq	$24, %rsp
; PBQP-NEXT: .cfi_def_cfa_offset 56
; PBQP-NEXT: popq	%rbx
; PBQP-NEXT: .cfi_def_cfa_offset 48
; PBQP-NEXT: popq	%r12
; PBQP-NEXT: .cfi_def_cfa_offset 40
; PBQP-NEXT: popq	%r13
; PBQP-NEXT: .cfi_def_cfa_offset 32
; PBQP-NEXT: popq	%r14
; PBQP-NEXT: .cfi_def_cfa_offset 24
; PBQP-NEXT: popq	%r15
; PBQP-NEXT: .cfi_def_cfa_offset 16
; PBQP-NEXT: popq	%rbp
; PBQP-NEXT: .cfi_def_cfa_offset 8
; PBQP-NEXT: retq
; PBQP-NEXT: .Lfunc_end0:
; PBQP-LABEL: fp_across_calls:
; PBQP-NEXT: .cfi_startproc
; PBQP-NEXT: subq	$24, %rsp
; PBQP-NEXT: .cfi_def_cfa_offset 32
; PBQP-NEXT: movsd	%xmm1, (%rsp) # 8-byte Spill
; PBQP-NEXT: movsd	%xmm0, 16(%rsp) # 8-byte Spill
; PBQP-NEXT: movsd	16(%rsp), %xmm0 # 8-byte Reload
; PBQP-NEXT: callq	h@PLT
; PBQP-NEXT: movsd	%xmm0, 8(%rsp) # 8-byte Spill
; PBQP-NEXT: movsd	(%rsp), %xmm0 # 8-byte Reload
; PBQP-NEXT: callq	h@PLT
; PBQP-NEXT: addsd	8(%rsp), %xmm0 # 8-byte Folded Reload
; PBQP-NEXT: mulsd	16(%rsp), %xmm0 # 8-byte Folded Reload
; PBQP-NEXT: subsd	(%rsp), %xmm0 # 8-byte Folded Reload
; PBQP-NEXT: addq	$24, %rsp
; PBQP-NEXT: .cfi_def_cfa_offset 8
; PBQP-NEXT: retq
; PBQP-NEXT: .Lfunc_end1:
