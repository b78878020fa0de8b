; `select` of aggregates (clang's pointer-to-member-function `{ i64, i64 }`, gcc's
; g++.old-deja/g++.jason/net2.C): one select per leaf on the same condition, for constant and
; computed operands and a nested struct with a float leaf.
; RUN: kiln llc -O2 %s -o - | FileCheck %s
; RUN: { kiln lli -O0 %s ; echo "exit $?" ; } | FileCheck %s --check-prefix=EXEC
; RUN: { kiln lli -O2 %s ; echo "exit $?" ; } | FileCheck %s --check-prefix=EXEC

declare i32 @printf(i8*, ...)
@fmt = private constant [14 x i8] c"%ld %ld %.1f\0A\00"

define { i64, i64 } @member(i1 %c) {
  %r = select i1 %c, { i64, i64 } { i64 16, i64 0 }, { i64, i64 } { i64 32, i64 8 }
  ret { i64, i64 } %r
}

define double @nested(i1 %c, i64 %a, double %d) {
  %x0 = insertvalue { i64, { i32, double } } undef, i64 %a, 0
  %x = insertvalue { i64, { i32, double } } %x0, double %d, 1, 1
  %r = select i1 %c, { i64, { i32, double } } %x, { i64, { i32, double } } { i64 1, { i32, double } { i32 2, double 2.5 } }
  %v = extractvalue { i64, { i32, double } } %r, 1, 1
  ret double %v
}

define i32 @main(i32 %argc, i8** %argv) {
  %one = icmp eq i32 %argc, 1
  %m = call { i64, i64 } @member(i1 %one)
  %m0 = extractvalue { i64, i64 } %m, 0
  %n = call { i64, i64 } @member(i1 false)
  %n1 = extractvalue { i64, i64 } %n, 1
  %d = call double @nested(i1 false, i64 3, double 7.5)
  call i32 (i8*, ...) @printf(i8* getelementptr ([14 x i8], [14 x i8]* @fmt, i64 0, i64 0), i64 %m0, i64 %n1, double %d)
  ret i32 0
}

; CHECK-LABEL: member:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: xorl	%eax, %eax
; CHECK-NEXT: testb	$1, %dil
; CHECK-NEXT: movl	$8, %edx
; CHECK-NEXT: cmovneq	%rax, %rdx
; CHECK-NEXT: movl	$32, %eax
; CHECK-NEXT: movl	$16, %ecx
; CHECK-NEXT: cmovneq	%rcx, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: nested:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: testl	$1, %edi
; CHECK-NEXT: movabsq	$4612811918334230528, %rax
; CHECK-NEXT: movq	%rax, %xmm1
; CHECK-NEXT: movq	%xmm1, %rax
; CHECK-NEXT: movq	%xmm0, %rcx
; CHECK-NEXT: cmovneq	%rcx, %rax
; CHECK-NEXT: movq	%rax, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: main:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pushq	%rbp
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: pushq	%r14
; CHECK-NEXT: .cfi_def_cfa_offset 24
; CHECK-NEXT: pushq	%rbx
; CHECK-NEXT: .cfi_def_cfa_offset 32
; CHECK-NEXT: .cfi_offset %rbp, -16
; CHECK-NEXT: .cfi_offset %r14, -24
; CHECK-NEXT: .cfi_offset %rbx, -32
; CHECK-NEXT: cmpl	$1, %edi
; CHECK-NEXT: sete	%al
; CHECK-NEXT: movzbl	%al, %edi
; CHECK-NEXT: callq	member@PLT
; CHECK-NEXT: movq	%rax, %rbx
; CHECK-NEXT: xorl	%ebp, %ebp
; CHECK-NEXT: movl	%ebp, %edi
; CHECK-NEXT: callq	member@PLT
; CHECK-NEXT: movq	%rdx, %r14
; CHECK-NEXT: movabsq	$4620130267728707584, %rax
; CHECK-NEXT: movq	%rax, %xmm0
; CHECK-NEXT: movl	$3, %esi
; CHECK-NEXT: movl	%ebp, %edi
; CHECK-NEXT: callq	nested@PLT
; CHECK-NEXT: movb	$1, %al
; CHECK-NEXT: movl	$.Lfmt, %edi
; CHECK-NEXT: movq	%rbx, %rsi
; CHECK-NEXT: movq	%r14, %rdx
; CHECK-NEXT: callq	printf@PLT
; CHECK-NEXT: movl	%ebp, %eax
; CHECK-NEXT: popq	%rbx
; CHECK-NEXT: .cfi_def_cfa_offset 24
; CHECK-NEXT: popq	%r14
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: popq	%rbp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end2:

; EXEC: 16 8 2.5
; EXEC-NEXT: exit 0
