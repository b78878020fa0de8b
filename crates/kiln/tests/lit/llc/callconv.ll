; The System V x86-64 calling convention, generated from X86CallingConv.td: integer
; arguments in rdi, rsi, rdx, rcx, r8, r9 then the stack; floating point in xmm0-7; i128 in a
; register pair; sret in rdi returned in rax; byval copies; varargs with the SSE count in al;
; x86_fp80 through memory and the x87 stack.
; RUN: kiln llc -O2 %s -o - | FileCheck %s

target triple = "x86_64-unknown-linux-gnu"

%struct.big = type { i64, i64, i64 }

define i64 @seventh_integer(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f, i64 %g, i64 %h) {
  %r = add i64 %g, %h
  ret i64 %r
}

define double @ninth_double(double %a, double %b, double %c, double %d, double %e, double %f, double %g, double %h, double %i) {
  %r = fadd double %h, %i
  ret double %r
}

define i64 @mixed(i32 %a, float %b, i64 %c, double %d) {
  %x = sext i32 %a to i64
  %r = add i64 %x, %c
  ret i64 %r
}

define i128 @pair(i64 %pad, i128 %a) {
  ret i128 %a
}

define void @sret(%struct.big* noalias sret(%struct.big) %out, i64 %v) {
  %p = getelementptr inbounds %struct.big, %struct.big* %out, i64 0, i32 2
  store i64 %v, i64* %p
  ret void
}

define i64 @byval(%struct.big* byval(%struct.big) align 8 %s) {
  %p = getelementptr inbounds %struct.big, %struct.big* %s, i64 0, i32 1
  %v = load i64, i64* %p
  ret i64 %v
}

declare i32 @printf(i8*, ...)
@fmt = private constant [6 x i8] c"%f %d\00"

define i32 @call_varargs(double %x) {
  %r = call i32 (i8*, ...) @printf(i8* getelementptr ([6 x i8], [6 x i8]* @fmt, i64 0, i64 0), double %x, i32 7)
  ret i32 %r
}

declare void @take_big(%struct.big* byval(%struct.big) align 8)

define void @call_byval(%struct.big* %s) {
  call void @take_big(%struct.big* byval(%struct.big) align 8 %s)
  ret void
}

define x86_fp80 @long_double(x86_fp80 %a, x86_fp80 %b) {
  %r = fadd x86_fp80 %a, %b
  ret x86_fp80 %r
}

define i32 @call_stack_args() {
  %r = call i64 @seventh_integer(i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8)
  %t = trunc i64 %r to i32
  ret i32 %t
}

; CHECK-LABEL: seventh_integer:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movq	8(%rsp), %rax
; CHECK-NEXT: addq	16(%rsp), %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: ninth_double:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: addsd	8(%rsp), %xmm7
; CHECK-NEXT: movaps	%xmm7, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: mixed:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movslq	%edi, %rax
; CHECK-NEXT: addq	%rsi, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end2:
; CHECK-LABEL: pair:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movq	%rsi, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end3:
; CHECK-LABEL: sret:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movq	%rsi, 16(%rdi)
; CHECK-NEXT: movq	%rdi, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end4:
; CHECK-LABEL: byval:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movq	16(%rsp), %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end5:
; CHECK-LABEL: call_varargs:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pushq	%rax
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: movl	$.Lfmt, %edi
; CHECK-NEXT: movb	$1, %al
; CHECK-NEXT: movl	$7, %esi
; CHECK-NEXT: callq	printf@PLT
; CHECK-NEXT: popq	%rcx
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end6:
; CHECK-LABEL: call_byval:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: subq	$24, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 32
; CHECK-NEXT: movq	%rsp, %rax
; CHECK-NEXT: movq	16(%rdi), %rcx
; CHECK-NEXT: movq	%rcx, 16(%rax)
; CHECK-NEXT: movq	8(%rdi), %rcx
; CHECK-NEXT: movq	%rcx, 8(%rax)
; CHECK-NEXT: movq	(%rdi), %rcx
; CHECK-NEXT: movq	%rcx, (%rax)
; CHECK-NEXT: callq	take_big@PLT
; CHECK-NEXT: addq	$24, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end7:
; CHECK-LABEL: long_double:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: fldt	24(%rsp)
; CHECK-NEXT: fldt	8(%rsp)
; CHECK-NEXT: fadd	%st(1), %st
; CHECK-NEXT: fstp	%st(1)
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end8:
; CHECK-LABEL: call_stack_args:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: subq	$24, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 32
; CHECK-NEXT: movq	%rsp, %rax
; CHECK-NEXT: movq	$8, 8(%rax)
; CHECK-NEXT: movq	$7, (%rax)
; CHECK-NEXT: movl	$6, %r9d
; CHECK-NEXT: movl	$5, %r8d
; CHECK-NEXT: movl	$4, %ecx
; CHECK-NEXT: movl	$3, %edx
; CHECK-NEXT: movl	$2, %esi
; CHECK-NEXT: movl	$1, %edi
; CHECK-NEXT: callq	seventh_integer@PLT
; CHECK-NEXT: addq	$24, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end9:
