; A compare with a folded volatile load whose flags feed a select, while a second compare
; (chained after that load) and its setcc must come in between: the scheduler splits the
; load out of the first compare (`movq (%rax), %rax` then `cmpq $0, %rax`) so that the
; register compare can go after the second one; the volatile load is still done once.
; That is -O0's code; at -O2 the `or` becomes two branches, one per compare, each folding
; its load.
; RUN: kiln llc -O0 %s -filetype=obj -o /dev/null
; RUN: kiln llc -O0 -global-isel=0 %s -o - | FileCheck %s --check-prefix=O0
; RUN: kiln llc -O2 %s -o - | FileCheck %s --check-prefix=O2

@g = global i32 0
@pp = global i64* null
@q = global i32* null

define i32 @f() {
entry:
  store i32* @g, i32** @q
  %p = load volatile i64*, i64** @pp
  %a = load volatile i64, i64* %p
  %c1 = icmp eq i64 %a, 0
  %b = load i32, i32* @g
  %c2 = icmp eq i32 %b, 1
  %r = select i1 %c1, i1 true, i1 %c2
  br i1 %r, label %t, label %e
t:
  ret i32 1
e:
  ret i32 2
}

; O0-LABEL: f:
; O0-NEXT: .cfi_startproc
; O0-NEXT: movq	q@GOTPCREL(%rip), %rax
; O0-NEXT: movq	g@GOTPCREL(%rip), %rcx
; O0-NEXT: movq	%rcx, (%rax)
; O0-NEXT: movq	pp@GOTPCREL(%rip), %rax
; O0-NEXT: movq	(%rax), %rax
; O0-NEXT: movq	(%rax), %rax
; O0-NEXT: cmpl	$1, (%rcx)
; O0-NEXT: sete	%cl
; O0-NEXT: cmpq	$0, %rax
; O0-NEXT: movzbl	%cl, %eax
; O0-NEXT: movl	$1, %ecx
; O0-NEXT: cmovel	%ecx, %eax
; O0-NEXT: testl	$1, %eax
; O0-NEXT: je	.LBB0_2
; O0-NEXT: movl	$1, %eax
; O0-NEXT: retq
; O0-NEXT: .LBB0_2:
; O0-NEXT: movl	$2, %eax
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end0:
; O0-LABEL: g:
; O0-NEXT: .long	0
; O0-NEXT: .size	g, 4
; O0-NEXT: .type	pp,@object
; O0-NEXT: .globl	pp
; O0-NEXT: .p2align	3
; O0-LABEL: pp:
; O0-NEXT: .quad	0
; O0-NEXT: .size	pp, 8
; O0-NEXT: .type	q,@object
; O0-NEXT: .globl	q
; O0-NEXT: .p2align	3
; O0-LABEL: q:
; O0-NEXT: .quad	0
; O0-NEXT: .size	q, 8
; O0-NEXT: .section	".note.GNU-stack","",@progbits

; O2-LABEL: f:
; O2-NEXT: .cfi_startproc
; O2-NEXT: movq	q@GOTPCREL(%rip), %rax
; O2-NEXT: movq	g@GOTPCREL(%rip), %rcx
; O2-NEXT: movq	%rcx, (%rax)
; O2-NEXT: movq	pp@GOTPCREL(%rip), %rax
; O2-NEXT: movq	(%rax), %rax
; O2-NEXT: cmpq	$0, (%rax)
; O2-NEXT: movl	(%rcx), %eax
; O2-NEXT: je	.LBB0_2
; O2-NEXT: cmpl	$1, %eax
; O2-NEXT: jne	.LBB0_3
; O2-NEXT: .LBB0_2:
; O2-NEXT: movl	$1, %eax
; O2-NEXT: retq
; O2-NEXT: .LBB0_3:
; O2-NEXT: movl	$2, %eax
; O2-NEXT: retq
; O2-NEXT: .Lfunc_end0:
; O2-LABEL: g:
; O2-NEXT: .long	0
; O2-NEXT: .size	g, 4
; O2-NEXT: .type	pp,@object
; O2-NEXT: .globl	pp
; O2-NEXT: .p2align	3
; O2-LABEL: pp:
; O2-NEXT: .quad	0
; O2-NEXT: .size	pp, 8
; O2-NEXT: .type	q,@object
; O2-NEXT: .globl	q
; O2-NEXT: .p2align	3
; O2-LABEL: q:
; O2-NEXT: .quad	0
; O2-NEXT: .size	q, 8
; O2-NEXT: .section	".note.GNU-stack","",@progbits
