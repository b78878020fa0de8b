; Compare sinking at -O2: a compare used by the branch and the select of later blocks is
; copied into each of them, so both read the flags of their own `cmp` (no `setcc` and
; `testb $1` of a byte carried across the blocks).
; RUN: kiln llc -O2 %s -o - | FileCheck %s

declare void @g(i32)

define i32 @compare_used_later(i32 %a, i32 %b, i32 %x, i32 %y) nounwind {
entry:
  %c = icmp ugt i32 %a, %b
  call void @g(i32 %x)
  br i1 %c, label %then, label %else
then:
  call void @g(i32 %y)
  %s = select i1 %c, i32 %x, i32 %y
  ret i32 %s
else:
  ret i32 0
}

; CHECK-LABEL: compare_used_later:
; CHECK-NEXT: pushq	%rbp
; CHECK-NEXT: pushq	%r15
; CHECK-NEXT: pushq	%r14
; CHECK-NEXT: pushq	%rbx
; CHECK-NEXT: pushq	%rax
; CHECK-NEXT: movl	%ecx, %ebx
; CHECK-NEXT: movl	%edx, %ebp
; CHECK-NEXT: movl	%esi, %r14d
; CHECK-NEXT: movl	%edi, %r15d
; CHECK-NEXT: movl	%ebp, %edi
; CHECK-NEXT: callq	g@PLT
; CHECK-NEXT: cmpl	%r14d, %r15d
; CHECK-NEXT: jbe	.LBB0_2
; CHECK-NEXT: movl	%ebx, %edi
; CHECK-NEXT: callq	g@PLT
; CHECK-NEXT: cmpl	%r14d, %r15d
; CHECK-NEXT: cmoval	%ebp, %ebx
; CHECK-NEXT: movl	%ebx, %eax
; CHECK-NEXT: popq	%rcx
; CHECK-NEXT: popq	%rbx
; CHECK-NEXT: popq	%r14
; CHECK-NEXT: popq	%r15
; CHECK-NEXT: popq	%rbp
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB0_2:
; CHECK-NEXT: xorl	%eax, %eax
; CHECK-NEXT: popq	%rcx
; CHECK-NEXT: popq	%rbx
; CHECK-NEXT: popq	%r14
; CHECK-NEXT: popq	%r15
; CHECK-NEXT: popq	%rbp
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
