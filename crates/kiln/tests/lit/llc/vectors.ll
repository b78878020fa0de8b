; Vector values are scalarized while the DAG is built (XMM registers hold them only across
; calls and returns, see vector-abi.ll): elementwise operations, compares and selects,
; shuffles, element insertion and extraction, reductions, and vectors live across blocks in
; one register per element.
; RUN: kiln llc -O2 %s -o - | FileCheck %s

declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)

define void @crc_step(<4 x i32>* %p) {
entry:
  %v = load <4 x i32>, <4 x i32>* %p, align 16
  %a = and <4 x i32> %v, <i32 1, i32 1, i32 1, i32 1>
  %c = icmp eq <4 x i32> %a, zeroinitializer
  %s = lshr <4 x i32> %v, <i32 1, i32 1, i32 1, i32 1>
  %x = xor <4 x i32> %s, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %r = select <4 x i1> %c, <4 x i32> %s, <4 x i32> %x
  store <4 x i32> %r, <4 x i32>* %p, align 16
  ret void
}

define i32 @lanes(<4 x i32>* %p, i32 %y) {
entry:
  %v = load <4 x i32>, <4 x i32>* %p, align 4
  %sh = shufflevector <4 x i32> %v, <4 x i32> undef, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %ins = insertelement <4 x i32> %sh, i32 %y, i32 1
  %e = extractelement <4 x i32> %ins, i32 0
  %sum = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %ins)
  %r = sub i32 %sum, %e
  ret i32 %r
}

define void @loop(<2 x i64>* %p, i32 %n) {
entry:
  br label %body
body:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %acc = phi <2 x i64> [ <i64 1, i64 2>, %entry ], [ %acc1, %body ]
  %acc1 = add <2 x i64> %acc, <i64 3, i64 5>
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, %n
  br i1 %done, label %exit, label %body
exit:
  store <2 x i64> %acc1, <2 x i64>* %p, align 8
  ret void
}

; CHECK-LABEL: crc_step:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pushq	%rbp
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: pushq	%r15
; CHECK-NEXT: .cfi_def_cfa_offset 24
; CHECK-NEXT: pushq	%r14
; CHECK-NEXT: .cfi_def_cfa_offset 32
; CHECK-NEXT: pushq	%rbx
; CHECK-NEXT: .cfi_def_cfa_offset 40
; CHECK-NEXT: .cfi_offset %rbp, -16
; CHECK-NEXT: .cfi_offset %r15, -24
; CHECK-NEXT: .cfi_offset %r14, -32
; CHECK-NEXT: .cfi_offset %rbx, -40
; CHECK-NEXT: movl	12(%rdi), %eax
; CHECK-NEXT: movl	8(%rdi), %ecx
; CHECK-NEXT: movl	4(%rdi), %edx
; CHECK-NEXT: movl	(%rdi), %esi
; CHECK-NEXT: movl	%eax, %r8d
; CHECK-NEXT: shrl	$1, %r8d
; CHECK-NEXT: movl	%ecx, %r9d
; CHECK-NEXT: shrl	$1, %r9d
; CHECK-NEXT: movl	%edx, %r10d
; CHECK-NEXT: shrl	$1, %r10d
; CHECK-NEXT: movl	%esi, %r11d
; CHECK-NEXT: shrl	$1, %r11d
; CHECK-NEXT: movl	%r8d, %ebx
; CHECK-NEXT: xorl	$-306674912, %ebx
; CHECK-NEXT: movl	%r9d, %ebp
; CHECK-NEXT: xorl	$-306674912, %ebp
; CHECK-NEXT: movl	%r10d, %r14d
; CHECK-NEXT: xorl	$-306674912, %r14d
; CHECK-NEXT: movl	%r11d, %r15d
; CHECK-NEXT: xorl	$-306674912, %r15d
; CHECK-NEXT: testl	$1, %eax
; CHECK-NEXT: cmovel	%r8d, %ebx
; CHECK-NEXT: testl	$1, %ecx
; CHECK-NEXT: cmovel	%r9d, %ebp
; CHECK-NEXT: testl	$1, %edx
; CHECK-NEXT: cmovel	%r10d, %r14d
; CHECK-NEXT: testl	$1, %esi
; CHECK-NEXT: cmovel	%r11d, %r15d
; CHECK-NEXT: movl	%ebx, 12(%rdi)
; CHECK-NEXT: movl	%ebp, 8(%rdi)
; CHECK-NEXT: movl	%r14d, 4(%rdi)
; CHECK-NEXT: movl	%r15d, (%rdi)
; CHECK-NEXT: popq	%rbx
; CHECK-NEXT: .cfi_def_cfa_offset 32
; CHECK-NEXT: popq	%r14
; CHECK-NEXT: .cfi_def_cfa_offset 24
; CHECK-NEXT: popq	%r15
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: popq	%rbp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: lanes:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movl	12(%rdi), %eax
; CHECK-NEXT: movl	8(%rdi), %ecx
; CHECK-NEXT: addl	%eax, %esi
; CHECK-NEXT: addl	4(%rdi), %esi
; CHECK-NEXT: addl	(%rdi), %esi
; CHECK-NEXT: subl	%eax, %esi
; CHECK-NEXT: movl	%esi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: loop:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: xorl	%eax, %eax
; CHECK-NEXT: movl	$2, %ecx
; CHECK-NEXT: movl	$1, %edx
; CHECK-NEXT: .LBB2_1:
; CHECK-NEXT: addl	$1, %eax
; CHECK-NEXT: addq	$5, %rcx
; CHECK-NEXT: addq	$3, %rdx
; CHECK-NEXT: movq	%rdx, %r8
; CHECK-NEXT: movq	%rcx, %r9
; CHECK-NEXT: cmpl	%esi, %eax
; CHECK-NEXT: jne	.LBB2_1
; CHECK-NEXT: movq	%r9, 8(%rdi)
; CHECK-NEXT: movq	%r8, (%rdi)
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end2:
