; One compare feeds every reader of its condition, as llc's do: a select and a branch on the
; same condition (`cmova` and `jbe` after one `cmp`), a setcc whose byte is stored and a
; branch, two setccs of one compare (`seta` and `setbe`), and a select on a condition that
; is also zero-extended (through the extension). A select on an `and`/`or` of two conditions
; is two selects, each a cmov on its own compare's flags (LLVM's select sequence), not both
; booleans computed and their `and` tested. The lli runs check the values.
; RUN: kiln llc -O2 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: { kiln lli -O2 %s ; echo "exit $?" ; } | FileCheck %s --check-prefix=EXEC
; RUN: { kiln lli -O0 %s ; echo "exit $?" ; } | FileCheck %s --check-prefix=EXEC

target triple = "x86_64-unknown-linux-gnu"

define i64 @select_and_branch(i64 %a, i64 %b, i64 %x, i64 %y) {
entry:
  %c = icmp ugt i64 %a, %b
  %s = select i1 %c, i64 %x, i64 %y
  br i1 %c, label %t, label %f
t:
  ret i64 %s
f:
  %r = add i64 %s, 1
  ret i64 %r
}

define i32 @setcc_and_branch(i32 %a, i32 %b, i32* %p) {
entry:
  %c = icmp slt i32 %a, %b
  %z = zext i1 %c to i32
  store i32 %z, i32* %p
  br i1 %c, label %t, label %f
t:
  ret i32 100
f:
  ret i32 %a
}

define i32 @two_setccs(i32 %a, i32 %b, i8* %p) {
  %c = icmp ugt i32 %a, %b
  %z = zext i1 %c to i32
  %d = icmp ule i32 %a, %b
  %w = zext i1 %d to i8
  store i8 %w, i8* %p
  ret i32 %z
}

define i32 @select_of_extended(i32 %a, i32 %b) {
  %c = icmp slt i32 %a, %b
  %z = zext i1 %c to i32
  %m = select i1 %c, i32 %a, i32 %b
  %r = add i32 %z, %m
  ret i32 %r
}

define i32 @select_and(i32 %a, i32 %b, i32 %c, i32 %x, i32 %y) {
  %c1 = icmp ugt i32 %a, %b
  %c2 = icmp ne i32 %c, 0
  %both = select i1 %c2, i1 %c1, i1 false
  %r = select i1 %both, i32 %x, i32 %y
  ret i32 %r
}

define i32 @select_or(i32 %a, i32 %b, i32 %c, i32 %x, i32 %y) {
  %c1 = icmp ugt i32 %a, %b
  %c2 = icmp ne i32 %c, 0
  %either = or i1 %c2, %c1
  %r = select i1 %either, i32 %x, i32 %y
  ret i32 %r
}

@fmt = private constant [26 x i8] c"%ld %d %d %d %d %d %d %d\0A\00"
declare i32 @printf(i8*, ...)

define void @run(i32 %a, i32 %b, i32 %c) {
  %cell = alloca i32
  %byte = alloca i8
  %a64 = sext i32 %a to i64
  %b64 = sext i32 %b to i64
  %r1 = call i64 @select_and_branch(i64 %a64, i64 %b64, i64 10, i64 20)
  %r2 = call i32 @setcc_and_branch(i32 %a, i32 %b, i32* %cell)
  %stored = load i32, i32* %cell
  %r3 = call i32 @two_setccs(i32 %a, i32 %b, i8* %byte)
  %sb = load i8, i8* %byte
  %sb32 = zext i8 %sb to i32
  %r4 = call i32 @select_of_extended(i32 %a, i32 %b)
  %r5 = call i32 @select_and(i32 %a, i32 %b, i32 %c, i32 1, i32 2)
  %r6 = call i32 @select_or(i32 %a, i32 %b, i32 %c, i32 1, i32 2)
  call i32 (i8*, ...) @printf(i8* getelementptr ([26 x i8], [26 x i8]* @fmt, i64 0, i64 0), i64 %r1, i32 %r2, i32 %stored, i32 %r3, i32 %sb32, i32 %r4, i32 %r5, i32 %r6)
  ret void
}

define i32 @main() {
  call void @run(i32 5, i32 3, i32 0)
  call void @run(i32 5, i32 3, i32 1)
  call void @run(i32 3, i32 5, i32 0)
  call void @run(i32 -1, i32 3, i32 7)
  ret i32 0
}

; CHECK-LABEL: select_and_branch:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: cmpq	%rsi, %rdi
; CHECK-NEXT: cmovaq	%rdx, %rcx
; CHECK-NEXT: jbe	.LBB0_2
; CHECK-NEXT: movq	%rcx, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB0_2:
; CHECK-NEXT: addq	$1, %rcx
; CHECK-NEXT: movq	%rcx, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: setcc_and_branch:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: cmpl	%esi, %edi
; CHECK-NEXT: setl	%al
; CHECK-NEXT: movzbl	%al, %eax
; CHECK-NEXT: movl	%eax, (%rdx)
; CHECK-NEXT: jge	.LBB1_2
; CHECK-NEXT: movl	$100, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB1_2:
; CHECK-NEXT: movl	%edi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: two_setccs:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: cmpl	%esi, %edi
; CHECK-NEXT: seta	%al
; CHECK-NEXT: movzbl	%al, %eax
; CHECK-NEXT: setbe	%cl
; CHECK-NEXT: movb	%cl, (%rdx)
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end2:
; CHECK-LABEL: select_of_extended:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: cmpl	%esi, %edi
; CHECK-NEXT: setl	%al
; CHECK-NEXT: movzbl	%al, %eax
; CHECK-NEXT: cmovll	%edi, %esi
; CHECK-NEXT: addl	%esi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end3:
; CHECK-LABEL: select_and:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: cmpl	%esi, %edi
; CHECK-NEXT: movl	%r8d, %eax
; CHECK-NEXT: cmoval	%ecx, %eax
; CHECK-NEXT: testl	%edx, %edx
; CHECK-NEXT: cmovnel	%eax, %r8d
; CHECK-NEXT: movl	%r8d, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end4:
; CHECK-LABEL: select_or:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: cmpl	%esi, %edi
; CHECK-NEXT: cmoval	%ecx, %r8d
; CHECK-NEXT: testl	%edx, %edx
; CHECK-NEXT: cmovnel	%ecx, %r8d
; CHECK-NEXT: movl	%r8d, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end5:
; CHECK-LABEL: run:
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
; CHECK-NEXT: subq	$72, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 128
; CHECK-NEXT: .cfi_offset %rbp, -16
; CHECK-NEXT: .cfi_offset %r15, -24
; CHECK-NEXT: .cfi_offset %r14, -32
; CHECK-NEXT: .cfi_offset %r13, -40
; CHECK-NEXT: .cfi_offset %r12, -48
; CHECK-NEXT: .cfi_offset %rbx, -56
; CHECK-NEXT: movl	%edx, 36(%rsp) # 4-byte Spill
; CHECK-NEXT: movl	%esi, %r14d
; CHECK-NEXT: movl	%edi, %r15d
; CHECK-NEXT: movslq	%r15d, %rdi
; CHECK-NEXT: movslq	%r14d, %rsi
; CHECK-NEXT: movl	$20, %ecx
; CHECK-NEXT: movl	$10, %edx
; CHECK-NEXT: callq	select_and_branch@PLT
; CHECK-NEXT: movq	%rax, 56(%rsp) # 8-byte Spill
; CHECK-NEXT: leaq	68(%rsp), %rdx
; CHECK-NEXT: movl	%r15d, %edi
; CHECK-NEXT: movl	%r14d, %esi
; CHECK-NEXT: callq	setcc_and_branch@PLT
; CHECK-NEXT: movl	%eax, 52(%rsp) # 4-byte Spill
; CHECK-NEXT: movl	68(%rsp), %eax
; CHECK-NEXT: movl	%eax, 48(%rsp) # 4-byte Spill
; CHECK-NEXT: leaq	67(%rsp), %rdx
; CHECK-NEXT: movl	%r15d, %edi
; CHECK-NEXT: movl	%r14d, %esi
; CHECK-NEXT: callq	two_setccs@PLT
; CHECK-NEXT: movl	%eax, 44(%rsp) # 4-byte Spill
; CHECK-NEXT: movzbl	67(%rsp), %eax
; CHECK-NEXT: movl	%eax, 40(%rsp) # 4-byte Spill
; CHECK-NEXT: movl	%r15d, %edi
; CHECK-NEXT: movl	%r14d, %esi
; CHECK-NEXT: callq	select_of_extended@PLT
; CHECK-NEXT: movl	%eax, 32(%rsp) # 4-byte Spill
; CHECK-NEXT: movl	$2, %ebx
; CHECK-NEXT: movl	$1, %r12d
; CHECK-NEXT: movl	%r15d, %edi
; CHECK-NEXT: movl	%r14d, %esi
; CHECK-NEXT: movl	36(%rsp), %r13d # 4-byte Reload
; CHECK-NEXT: movl	%r13d, %edx
; CHECK-NEXT: movl	%r12d, %ecx
; CHECK-NEXT: movl	%ebx, %r8d
; CHECK-NEXT: callq	select_and@PLT
; CHECK-NEXT: movl	%eax, %ebp
; CHECK-NEXT: movl	%r15d, %edi
; CHECK-NEXT: movl	%r14d, %esi
; CHECK-NEXT: movl	%r13d, %edx
; CHECK-NEXT: movl	%r12d, %ecx
; CHECK-NEXT: movl	%ebx, %r8d
; CHECK-NEXT: callq	select_or@PLT
; CHECK-NEXT: movq	%rsp, %rcx
; CHECK-NEXT: movl	%eax, 16(%rcx)
; CHECK-NEXT: movl	%ebp, 8(%rcx)
; CHECK-NEXT: movl	32(%rsp), %eax # 4-byte Reload
; CHECK-NEXT: movl	%eax, (%rcx)
; CHECK-NEXT: xorl	%eax, %eax
; CHECK-NEXT: movl	$.Lfmt, %edi
; CHECK-NEXT: movq	56(%rsp), %rsi # 8-byte Reload
; CHECK-NEXT: movl	52(%rsp), %edx # 4-byte Reload
; CHECK-NEXT: movl	48(%rsp), %ecx # 4-byte Reload
; CHECK-NEXT: movl	44(%rsp), %r8d # 4-byte Reload
; CHECK-NEXT: movl	40(%rsp), %r9d # 4-byte Reload
; CHECK-NEXT: callq	printf@PLT
; CHECK-NEXT: addq	$72, %rsp
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
; CHECK-NEXT: .Lfunc_end6:
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
; CHECK-NEXT: xorl	%ebx, %ebx
; CHECK-NEXT: movl	$3, %ebp
; CHECK-NEXT: movl	$5, %r14d
; CHECK-NEXT: movl	%r14d, %edi
; CHECK-NEXT: movl	%ebp, %esi
; CHECK-NEXT: movl	%ebx, %edx
; CHECK-NEXT: callq	run@PLT
; CHECK-NEXT: movl	$1, %edx
; CHECK-NEXT: movl	%r14d, %edi
; CHECK-NEXT: movl	%ebp, %esi
; CHECK-NEXT: callq	run@PLT
; CHECK-NEXT: movl	%ebp, %edi
; CHECK-NEXT: movl	%r14d, %esi
; CHECK-NEXT: movl	%ebx, %edx
; CHECK-NEXT: callq	run@PLT
; CHECK-NEXT: movl	$7, %edx
; CHECK-NEXT: movl	$-1, %edi
; CHECK-NEXT: movl	%ebp, %esi
; CHECK-NEXT: callq	run@PLT
; CHECK-NEXT: movl	%ebx, %eax
; CHECK-NEXT: popq	%rbx
; CHECK-NEXT: .cfi_def_cfa_offset 24
; CHECK-NEXT: popq	%r14
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: popq	%rbp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end7:

; EXEC: 10 5 0 1 0 3 2 1
; EXEC-NEXT: 10 5 0 1 0 3 1 1
; EXEC-NEXT: 21 100 1 0 1 4 2 2
; EXEC-NEXT: 10 100 1 1 0 0 1 1
; EXEC-NEXT: exit 0
