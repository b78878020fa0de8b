; Address arithmetic in lea form. An i32 sum of two values and a constant, or of a value and
; a scaled one, is one `leal` (LEA32_64r: the lea of the 32-bit registers, on their 64-bit
; registers after allocation), with no copies of its operands even where they stay live.
; A 64-bit sign extension of `add nsw x, C` (a zero extension of `add nuw x, C`) read by an
; address is the extension of `x` plus C (llc's x86 promoteExtBeforeAdd), so that C becomes
; a displacement and `x` is extended once for `p[x - 1]` and `p[x]` (zlib's longest_match);
; without the no-wrap flag the add is extended as it is. The lli runs check the values.
; RUN: kiln llc -O2 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: { kiln lli -O2 %s ; echo "exit $?" ; } | FileCheck %s --check-prefix=EXEC
; RUN: { kiln lli -O0 %s ; echo "exit $?" ; } | FileCheck %s --check-prefix=EXEC

target triple = "x86_64-unknown-linux-gnu"

define i32 @sum3(i32 %a, i32 %b) {
  %s = add i32 %a, %b
  %t = add i32 %s, 4
  ret i32 %t
}

define i32 @scaled_live(i32 %a, i32 %b, i32* %p) {
  %s = shl i32 %b, 2
  %t = add i32 %s, %a
  store i32 %a, i32* %p
  %u = mul i32 %t, %b
  ret i32 %u
}

define i32 @previous_and_current(i8* %w, i32 %best) {
  %b1 = add nsw i32 %best, -1
  %i1 = sext i32 %b1 to i64
  %p1 = getelementptr inbounds i8, i8* %w, i64 %i1
  %v1 = load i8, i8* %p1
  %i2 = sext i32 %best to i64
  %p2 = getelementptr inbounds i8, i8* %w, i64 %i2
  %v2 = load i8, i8* %p2
  %a = zext i8 %v1 to i32
  %b = zext i8 %v2 to i32
  %r = sub i32 %a, %b
  ret i32 %r
}

define i32 @unsigned_next(i8* %w, i32 %i) {
  %n = add nuw i32 %i, 2
  %e = zext i32 %n to i64
  %p = getelementptr inbounds i8, i8* %w, i64 %e
  %v = load i8, i8* %p
  %r = zext i8 %v to i32
  ret i32 %r
}

define i32 @may_wrap(i8* %w, i32 %i) {
  %n = add i32 %i, -1
  %e = sext i32 %n to i64
  %p = getelementptr inbounds i8, i8* %w, i64 %e
  %v = load i8, i8* %p
  %r = zext i8 %v to i32
  ret i32 %r
}

@bytes = private constant [8 x i8] c"\01\02\03\05\08\0D\15\22"
@fmt = private constant [22 x i8] c"%d %d %d %d %d %d %d\0A\00"
declare i32 @printf(i8*, ...)

define i32 @main() {
  %cell = alloca i32
  %w = getelementptr [8 x i8], [8 x i8]* @bytes, i64 0, i64 0
  %r1 = call i32 @sum3(i32 -10, i32 3)
  %r2 = call i32 @scaled_live(i32 7, i32 -3, i32* %cell)
  %c = load i32, i32* %cell
  %r3 = call i32 @previous_and_current(i8* %w, i32 5)
  %r4 = call i32 @unsigned_next(i8* %w, i32 3)
  %r5 = call i32 @may_wrap(i8* %w, i32 1)
  %r6 = call i32 @may_wrap(i8* %w, i32 8)
  call i32 (i8*, ...) @printf(i8* getelementptr ([22 x i8], [22 x i8]* @fmt, i64 0, i64 0), i32 %r1, i32 %r2, i32 %c, i32 %r3, i32 %r4, i32 %r5, i32 %r6)
  ret i32 0
}

; CHECK-LABEL: sum3:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: leal	4(%rdi,%rsi), %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: scaled_live:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: leal	(%rdi,%rsi,4), %eax
; CHECK-NEXT: movl	%edi, (%rdx)
; CHECK-NEXT: imull	%esi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: previous_and_current:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movslq	%esi, %rcx
; CHECK-NEXT: movzbl	-1(%rdi,%rcx), %eax
; CHECK-NEXT: movzbl	(%rdi,%rcx), %ecx
; CHECK-NEXT: subl	%ecx, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end2:
; CHECK-LABEL: unsigned_next:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movl	%esi, %eax
; CHECK-NEXT: movzbl	2(%rdi,%rax), %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end3:
; CHECK-LABEL: may_wrap:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: addl	$-1, %esi
; CHECK-NEXT: movslq	%esi, %rax
; CHECK-NEXT: movzbl	(%rdi,%rax), %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end4:
; CHECK-LABEL: main:
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
; CHECK-NEXT: movl	$3, %r15d
; CHECK-NEXT: movl	$-10, %edi
; CHECK-NEXT: movl	%r15d, %esi
; CHECK-NEXT: callq	sum3@PLT
; CHECK-NEXT: movl	%eax, 16(%rsp) # 4-byte Spill
; CHECK-NEXT: leaq	20(%rsp), %rdx
; CHECK-NEXT: movl	$-3, %esi
; CHECK-NEXT: movl	$7, %edi
; CHECK-NEXT: callq	scaled_live@PLT
; CHECK-NEXT: movl	%eax, %ebp
; CHECK-NEXT: movl	20(%rsp), %r14d
; CHECK-NEXT: movl	$.Lbytes, %r12d
; CHECK-NEXT: movl	$5, %esi
; CHECK-NEXT: movq	%r12, %rdi
; CHECK-NEXT: callq	previous_and_current@PLT
; CHECK-NEXT: movl	%eax, %r13d
; CHECK-NEXT: movq	%r12, %rdi
; CHECK-NEXT: movl	%r15d, %esi
; CHECK-NEXT: callq	unsigned_next@PLT
; CHECK-NEXT: movl	%eax, %r15d
; CHECK-NEXT: movl	$1, %esi
; CHECK-NEXT: movq	%r12, %rdi
; CHECK-NEXT: callq	may_wrap@PLT
; CHECK-NEXT: movl	%eax, %ebx
; CHECK-NEXT: movl	$8, %esi
; CHECK-NEXT: movq	%r12, %rdi
; CHECK-NEXT: callq	may_wrap@PLT
; CHECK-NEXT: movq	%rsp, %rcx
; CHECK-NEXT: movl	%eax, 8(%rcx)
; CHECK-NEXT: movl	%ebx, (%rcx)
; CHECK-NEXT: xorl	%ebx, %ebx
; CHECK-NEXT: movl	$.Lfmt, %edi
; CHECK-NEXT: movl	16(%rsp), %esi # 4-byte Reload
; CHECK-NEXT: movl	%ebp, %edx
; CHECK-NEXT: movl	%r14d, %ecx
; CHECK-NEXT: movl	%r13d, %r8d
; CHECK-NEXT: movl	%r15d, %r9d
; CHECK-NEXT: movb	%bl, %al
; CHECK-NEXT: callq	printf@PLT
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
; CHECK-NEXT: .Lfunc_end5:

; EXEC: -3 15 7 -5 13 1 34
; EXEC-NEXT: exit 0
