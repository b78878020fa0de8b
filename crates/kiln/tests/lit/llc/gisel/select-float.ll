; GlobalISel's selection of scalar floating point in XMM registers: G_FCMP of every predicate
; (UCOMISS/UCOMISD and SETCC, with the parity flag for oeq and une; olt/ole/ugt/uge swap the
; operands) and G_FCONSTANT (+0.0 as FsFLD0SS/SD, other values moved in as bits), checked and
; run: the C driver compares each predicate's bit with C's answer on ordered and unordered
; pairs (NaN, signed zeros), and each constant's bits.
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -relocation-model=pic -filetype=obj %s -o %t.o
; RUN: gcc $(dirname %s)/../../Inputs/gisel_float_driver.c %t.o -o %t.exe
; RUN: %t.exe | grep -x '0 mismatches'
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

; Bit k is predicate k of fcmp's numbering (false, oeq, ogt, ..., true).
define i32 @cmp64(double %a, double %b) {
  %c0 = fcmp false double %a, %b
  %z0 = zext i1 %c0 to i32
  %s0 = shl i32 %z0, 0
  %c1 = fcmp oeq double %a, %b
  %z1 = zext i1 %c1 to i32
  %s1 = shl i32 %z1, 1
  %c2 = fcmp ogt double %a, %b
  %z2 = zext i1 %c2 to i32
  %s2 = shl i32 %z2, 2
  %c3 = fcmp oge double %a, %b
  %z3 = zext i1 %c3 to i32
  %s3 = shl i32 %z3, 3
  %c4 = fcmp olt double %a, %b
  %z4 = zext i1 %c4 to i32
  %s4 = shl i32 %z4, 4
  %c5 = fcmp ole double %a, %b
  %z5 = zext i1 %c5 to i32
  %s5 = shl i32 %z5, 5
  %c6 = fcmp one double %a, %b
  %z6 = zext i1 %c6 to i32
  %s6 = shl i32 %z6, 6
  %c7 = fcmp ord double %a, %b
  %z7 = zext i1 %c7 to i32
  %s7 = shl i32 %z7, 7
  %c8 = fcmp ueq double %a, %b
  %z8 = zext i1 %c8 to i32
  %s8 = shl i32 %z8, 8
  %c9 = fcmp ugt double %a, %b
  %z9 = zext i1 %c9 to i32
  %s9 = shl i32 %z9, 9
  %c10 = fcmp uge double %a, %b
  %z10 = zext i1 %c10 to i32
  %s10 = shl i32 %z10, 10
  %c11 = fcmp ult double %a, %b
  %z11 = zext i1 %c11 to i32
  %s11 = shl i32 %z11, 11
  %c12 = fcmp ule double %a, %b
  %z12 = zext i1 %c12 to i32
  %s12 = shl i32 %z12, 12
  %c13 = fcmp une double %a, %b
  %z13 = zext i1 %c13 to i32
  %s13 = shl i32 %z13, 13
  %c14 = fcmp uno double %a, %b
  %z14 = zext i1 %c14 to i32
  %s14 = shl i32 %z14, 14
  %c15 = fcmp true double %a, %b
  %z15 = zext i1 %c15 to i32
  %s15 = shl i32 %z15, 15
  %o1 = or i32 %s0, %s1
  %o2 = or i32 %o1, %s2
  %o3 = or i32 %o2, %s3
  %o4 = or i32 %o3, %s4
  %o5 = or i32 %o4, %s5
  %o6 = or i32 %o5, %s6
  %o7 = or i32 %o6, %s7
  %o8 = or i32 %o7, %s8
  %o9 = or i32 %o8, %s9
  %o10 = or i32 %o9, %s10
  %o11 = or i32 %o10, %s11
  %o12 = or i32 %o11, %s12
  %o13 = or i32 %o12, %s13
  %o14 = or i32 %o13, %s14
  %o15 = or i32 %o14, %s15
  ret i32 %o15
}

; Bit k is predicate k of fcmp's numbering (false, oeq, ogt, ..., true).
define i32 @cmp32(float %a, float %b) {
  %c0 = fcmp false float %a, %b
  %z0 = zext i1 %c0 to i32
  %s0 = shl i32 %z0, 0
  %c1 = fcmp oeq float %a, %b
  %z1 = zext i1 %c1 to i32
  %s1 = shl i32 %z1, 1
  %c2 = fcmp ogt float %a, %b
  %z2 = zext i1 %c2 to i32
  %s2 = shl i32 %z2, 2
  %c3 = fcmp oge float %a, %b
  %z3 = zext i1 %c3 to i32
  %s3 = shl i32 %z3, 3
  %c4 = fcmp olt float %a, %b
  %z4 = zext i1 %c4 to i32
  %s4 = shl i32 %z4, 4
  %c5 = fcmp ole float %a, %b
  %z5 = zext i1 %c5 to i32
  %s5 = shl i32 %z5, 5
  %c6 = fcmp one float %a, %b
  %z6 = zext i1 %c6 to i32
  %s6 = shl i32 %z6, 6
  %c7 = fcmp ord float %a, %b
  %z7 = zext i1 %c7 to i32
  %s7 = shl i32 %z7, 7
  %c8 = fcmp ueq float %a, %b
  %z8 = zext i1 %c8 to i32
  %s8 = shl i32 %z8, 8
  %c9 = fcmp ugt float %a, %b
  %z9 = zext i1 %c9 to i32
  %s9 = shl i32 %z9, 9
  %c10 = fcmp uge float %a, %b
  %z10 = zext i1 %c10 to i32
  %s10 = shl i32 %z10, 10
  %c11 = fcmp ult float %a, %b
  %z11 = zext i1 %c11 to i32
  %s11 = shl i32 %z11, 11
  %c12 = fcmp ule float %a, %b
  %z12 = zext i1 %c12 to i32
  %s12 = shl i32 %z12, 12
  %c13 = fcmp une float %a, %b
  %z13 = zext i1 %c13 to i32
  %s13 = shl i32 %z13, 13
  %c14 = fcmp uno float %a, %b
  %z14 = zext i1 %c14 to i32
  %s14 = shl i32 %z14, 14
  %c15 = fcmp true float %a, %b
  %z15 = zext i1 %c15 to i32
  %s15 = shl i32 %z15, 15
  %o1 = or i32 %s0, %s1
  %o2 = or i32 %o1, %s2
  %o3 = or i32 %o2, %s3
  %o4 = or i32 %o3, %s4
  %o5 = or i32 %o4, %s5
  %o6 = or i32 %o5, %s6
  %o7 = or i32 %o6, %s7
  %o8 = or i32 %o7, %s8
  %o9 = or i32 %o8, %s9
  %o10 = or i32 %o9, %s10
  %o11 = or i32 %o10, %s11
  %o12 = or i32 %o11, %s12
  %o13 = or i32 %o12, %s13
  %o14 = or i32 %o13, %s14
  %o15 = or i32 %o14, %s15
  ret i32 %o15
}

define double @d_one_half() {
  ret double 1.5
}

define double @d_zero() {
  ret double 0.0
}

define double @d_minus_zero() {
  ret double -0.0
}

define double @d_tiny() {
  ret double 0x0000000000000001
}

define float @f_one_half() {
  ret float 1.5
}

define float @f_zero() {
  ret float 0.0
}

define float @f_minus_zero() {
  ret float -0.0
}

define float @f_big() {
  ret float 0x47EFFFFFE0000000
}

; CHECK-LABEL: cmp64:
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
; CHECK-NEXT: .cfi_offset %rbp, -16
; CHECK-NEXT: .cfi_offset %r15, -24
; CHECK-NEXT: .cfi_offset %r14, -32
; CHECK-NEXT: .cfi_offset %r13, -40
; CHECK-NEXT: .cfi_offset %r12, -48
; CHECK-NEXT: .cfi_offset %rbx, -56
; CHECK-NEXT: movb	$0, %al
; CHECK-NEXT: andb	$1, %al
; CHECK-NEXT: movzbl	%al, %eax
; CHECK-NEXT: xorl	%ecx, %ecx
; CHECK-NEXT: shll	%cl, %eax
; CHECK-NEXT: ucomisd	%xmm1, %xmm0
; CHECK-NEXT: sete	%cl
; CHECK-NEXT: setnp	%dl
; CHECK-NEXT: andb	%dl, %cl
; CHECK-NEXT: andb	$1, %cl
; CHECK-NEXT: movzbl	%cl, %ecx
; CHECK-NEXT: movl	$1, %edx
; CHECK-NEXT: movl	%ecx, -4(%rsp) # 4-byte Spill
; CHECK-NEXT: movb	%dl, %cl
; CHECK-NEXT: movl	-4(%rsp), %edx # 4-byte Reload
; CHECK-NEXT: shll	%cl, %edx
; CHECK-NEXT: ucomisd	%xmm1, %xmm0
; CHECK-NEXT: seta	%cl
; CHECK-NEXT: andb	$1, %cl
; CHECK-NEXT: movzbl	%cl, %ecx
; CHECK-NEXT: movl	$2, %esi
; CHECK-NEXT: movl	%ecx, -8(%rsp) # 4-byte Spill
; CHECK-NEXT: movb	%sil, %cl
; CHECK-NEXT: movl	-8(%rsp), %esi # 4-byte Reload
; CHECK-NEXT: shll	%cl, %esi
; CHECK-NEXT: ucomisd	%xmm1, %xmm0
; CHECK-NEXT: setae	%cl
; CHECK-NEXT: andb	$1, %cl
; CHECK-NEXT: movzbl	%cl, %ecx
; CHECK-NEXT: movl	$3, %edi
; CHECK-NEXT: movl	%ecx, -12(%rsp) # 4-byte Spill
; CHECK-NEXT: movb	%dil, %cl
; CHECK-NEXT: movl	-12(%rsp), %edi # 4-byte Reload
; CHECK-NEXT: shll	%cl, %edi
; CHECK-NEXT: ucomisd	%xmm0, %xmm1
; CHECK-NEXT: seta	%cl
; CHECK-NEXT: andb	$1, %cl
; CHECK-NEXT: movzbl	%cl, %ecx
; CHECK-NEXT: movl	$4, %r8d
; CHECK-NEXT: movl	%ecx, -16(%rsp) # 4-byte Spill
; CHECK-NEXT: movb	%r8b, %cl
; CHECK-NEXT: movl	-16(%rsp), %r8d # 4-byte Reload
; CHECK-NEXT: shll	%cl, %r8d
; CHECK-NEXT: ucomisd	%xmm0, %xmm1
; CHECK-NEXT: setae	%cl
; CHECK-NEXT: andb	$1, %cl
; CHECK-NEXT: movzbl	%cl, %ecx
; CHECK-NEXT: movl	$5, %r9d
; CHECK-NEXT: movl	%ecx, -20(%rsp) # 4-byte Spill
; CHECK-NEXT: movb	%r9b, %cl
; CHECK-NEXT: movl	-20(%rsp), %r9d # 4-byte Reload
; CHECK-NEXT: shll	%cl, %r9d
; CHECK-NEXT: ucomisd	%xmm1, %xmm0
; CHECK-NEXT: setne	%cl
; CHECK-NEXT: andb	$1, %cl
; CHECK-NEXT: movzbl	%cl, %ecx
; CHECK-NEXT: movl	$6, %r10d
; CHECK-NEXT: movl	%ecx, -24(%rsp) # 4-byte Spill
; CHECK-NEXT: movb	%r10b, %cl
; CHECK-NEXT: movl	-24(%rsp), %r10d # 4-byte Reload
; CHECK-NEXT: shll	%cl, %r10d
; CHECK-NEXT: ucomisd	%xmm1, %xmm0
; CHECK-NEXT: setnp	%cl
; CHECK-NEXT: andb	$1, %cl
; CHECK-NEXT: movzbl	%cl, %ecx
; CHECK-NEXT: movl	$7, %r11d
; CHECK-NEXT: movl	%ecx, -28(%rsp) # 4-byte Spill
; CHECK-NEXT: movb	%r11b, %cl
; CHECK-NEXT: movl	-28(%rsp), %r11d # 4-byte Reload
; CHECK-NEXT: shll	%cl, %r11d
; CHECK-NEXT: ucomisd	%xmm1, %xmm0
; CHECK-NEXT: sete	%cl
; CHECK-NEXT: andb	$1, %cl
; CHECK-NEXT: movzbl	%cl, %ecx
; CHECK-NEXT: movl	$8, %ebx
; CHECK-NEXT: movl	%ecx, -32(%rsp) # 4-byte Spill
; CHECK-NEXT: movb	%bl, %cl
; CHECK-NEXT: movl	-32(%rsp), %ebx # 4-byte Reload
; CHECK-NEXT: shll	%cl, %ebx
; CHECK-NEXT: ucomisd	%xmm0, %xmm1
; CHECK-NEXT: setb	%cl
; CHECK-NEXT: andb	$1, %cl
; CHECK-NEXT: movzbl	%cl, %ecx
; CHECK-NEXT: movl	$9, %ebp
; CHECK-NEXT: movl	%ecx, -36(%rsp) # 4-byte Spill
; CHECK-NEXT: movb	%bpl, %cl
; CHECK-NEXT: movl	-36(%rsp), %ebp # 4-byte Reload
; CHECK-NEXT: shll	%cl, %ebp
; CHECK-NEXT: ucomisd	%xmm0, %xmm1
; CHECK-NEXT: setbe	%cl
; CHECK-NEXT: andb	$1, %cl
; CHECK-NEXT: movzbl	%cl, %ecx
; CHECK-NEXT: movl	$10, %r14d
; CHECK-NEXT: movl	%ecx, -40(%rsp) # 4-byte Spill
; CHECK-NEXT: movb	%r14b, %cl
; CHECK-NEXT: movl	-40(%rsp), %r14d # 4-byte Reload
; CHECK-NEXT: shll	%cl, %r14d
; CHECK-NEXT: ucomisd	%xmm1, %xmm0
; CHECK-NEXT: setb	%cl
; CHECK-NEXT: andb	$1, %cl
; CHECK-NEXT: movzbl	%cl, %ecx
; CHECK-NEXT: movl	$11, %r15d
; CHECK-NEXT: movl	%ecx, -44(%rsp) # 4-byte Spill
; CHECK-NEXT: movb	%r15b, %cl
; CHECK-NEXT: movl	-44(%rsp), %r15d # 4-byte Reload
; CHECK-NEXT: shll	%cl, %r15d
; CHECK-NEXT: ucomisd	%xmm1, %xmm0
; CHECK-NEXT: setbe	%cl
; CHECK-NEXT: andb	$1, %cl
; CHECK-NEXT: movzbl	%cl, %ecx
; CHECK-NEXT: movl	$12, %r12d
; CHECK-NEXT: movl	%ecx, -48(%rsp) # 4-byte Spill
; CHECK-NEXT: movb	%r12b, %cl
; CHECK-NEXT: movl	-48(%rsp), %r12d # 4-byte Reload
; CHECK-NEXT: shll	%cl, %r12d
; CHECK-NEXT: ucomisd	%xmm1, %xmm0
; CHECK-NEXT: setne	%cl
; CHECK-NEXT: setp	%r13b
; CHECK-NEXT: orb	%r13b, %cl
; CHECK-NEXT: andb	$1, %cl
; CHECK-NEXT: movzbl	%cl, %ecx
; CHECK-NEXT: movl	$13, %r13d
; CHECK-NEXT: movl	%ecx, -52(%rsp) # 4-byte Spill
; CHECK-NEXT: movb	%r13b, %cl
; CHECK-NEXT: movl	-52(%rsp), %r13d # 4-byte Reload
; CHECK-NEXT: shll	%cl, %r13d
; CHECK-NEXT: ucomisd	%xmm1, %xmm0
; CHECK-NEXT: setp	%cl
; CHECK-NEXT: andb	$1, %cl
; CHECK-NEXT: movzbl	%cl, %ecx
; CHECK-NEXT: movl	%eax, -56(%rsp) # 4-byte Spill
; CHECK-NEXT: movl	$14, %eax
; CHECK-NEXT: movl	%ecx, -60(%rsp) # 4-byte Spill
; CHECK-NEXT: movb	%al, %cl
; CHECK-NEXT: movl	-60(%rsp), %eax # 4-byte Reload
; CHECK-NEXT: shll	%cl, %eax
; CHECK-NEXT: movb	$1, %cl
; CHECK-NEXT: andb	$1, %cl
; CHECK-NEXT: movzbl	%cl, %ecx
; CHECK-NEXT: movl	%eax, -64(%rsp) # 4-byte Spill
; CHECK-NEXT: movl	$15, %eax
; CHECK-NEXT: movl	%ecx, -68(%rsp) # 4-byte Spill
; CHECK-NEXT: movb	%al, %cl
; CHECK-NEXT: movl	-68(%rsp), %eax # 4-byte Reload
; CHECK-NEXT: shll	%cl, %eax
; CHECK-NEXT: movl	-56(%rsp), %ecx # 4-byte Reload
; CHECK-NEXT: orl	%edx, %ecx
; CHECK-NEXT: orl	%esi, %ecx
; CHECK-NEXT: orl	%edi, %ecx
; CHECK-NEXT: orl	%r8d, %ecx
; CHECK-NEXT: orl	%r9d, %ecx
; CHECK-NEXT: orl	%r10d, %ecx
; CHECK-NEXT: orl	%r11d, %ecx
; CHECK-NEXT: orl	%ebx, %ecx
; CHECK-NEXT: orl	%ebp, %ecx
; CHECK-NEXT: orl	%r14d, %ecx
; CHECK-NEXT: orl	%r15d, %ecx
; CHECK-NEXT: orl	%r12d, %ecx
; CHECK-NEXT: orl	%r13d, %ecx
; CHECK-NEXT: movl	-64(%rsp), %edx # 4-byte Reload
; CHECK-NEXT: orl	%edx, %ecx
; CHECK-NEXT: orl	%eax, %ecx
; CHECK-NEXT: movl	%ecx, %eax
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
; CHECK-LABEL: cmp32:
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
; CHECK-NEXT: .cfi_offset %rbp, -16
; CHECK-NEXT: .cfi_offset %r15, -24
; CHECK-NEXT: .cfi_offset %r14, -32
; CHECK-NEXT: .cfi_offset %r13, -40
; CHECK-NEXT: .cfi_offset %r12, -48
; CHECK-NEXT: .cfi_offset %rbx, -56
; CHECK-NEXT: movb	$0, %al
; CHECK-NEXT: andb	$1, %al
; CHECK-NEXT: movzbl	%al, %eax
; CHECK-NEXT: xorl	%ecx, %ecx
; CHECK-NEXT: shll	%cl, %eax
; CHECK-NEXT: ucomiss	%xmm1, %xmm0
; CHECK-NEXT: sete	%cl
; CHECK-NEXT: setnp	%dl
; CHECK-NEXT: andb	%dl, %cl
; CHECK-NEXT: andb	$1, %cl
; CHECK-NEXT: movzbl	%cl, %ecx
; CHECK-NEXT: movl	$1, %edx
; CHECK-NEXT: movl	%ecx, -4(%rsp) # 4-byte Spill
; CHECK-NEXT: movb	%dl, %cl
; CHECK-NEXT: movl	-4(%rsp), %edx # 4-byte Reload
; CHECK-NEXT: shll	%cl, %edx
; CHECK-NEXT: ucomiss	%xmm1, %xmm0
; CHECK-NEXT: seta	%cl
; CHECK-NEXT: andb	$1, %cl
; CHECK-NEXT: movzbl	%cl, %ecx
; CHECK-NEXT: movl	$2, %esi
; CHECK-NEXT: movl	%ecx, -8(%rsp) # 4-byte Spill
; CHECK-NEXT: movb	%sil, %cl
; CHECK-NEXT: movl	-8(%rsp), %esi # 4-byte Reload
; CHECK-NEXT: shll	%cl, %esi
; CHECK-NEXT: ucomiss	%xmm1, %xmm0
; CHECK-NEXT: setae	%cl
; CHECK-NEXT: andb	$1, %cl
; CHECK-NEXT: movzbl	%cl, %ecx
; CHECK-NEXT: movl	$3, %edi
; CHECK-NEXT: movl	%ecx, -12(%rsp) # 4-byte Spill
; CHECK-NEXT: movb	%dil, %cl
; CHECK-NEXT: movl	-12(%rsp), %edi # 4-byte Reload
; CHECK-NEXT: shll	%cl, %edi
; CHECK-NEXT: ucomiss	%xmm0, %xmm1
; CHECK-NEXT: seta	%cl
; CHECK-NEXT: andb	$1, %cl
; CHECK-NEXT: movzbl	%cl, %ecx
; CHECK-NEXT: movl	$4, %r8d
; CHECK-NEXT: movl	%ecx, -16(%rsp) # 4-byte Spill
; CHECK-NEXT: movb	%r8b, %cl
; CHECK-NEXT: movl	-16(%rsp), %r8d # 4-byte Reload
; CHECK-NEXT: shll	%cl, %r8d
; CHECK-NEXT: ucomiss	%xmm0, %xmm1
; CHECK-NEXT: setae	%cl
; CHECK-NEXT: andb	$1, %cl
; CHECK-NEXT: movzbl	%cl, %ecx
; CHECK-NEXT: movl	$5, %r9d
; CHECK-NEXT: movl	%ecx, -20(%rsp) # 4-byte Spill
; CHECK-NEXT: movb	%r9b, %cl
; CHECK-NEXT: movl	-20(%rsp), %r9d # 4-byte Reload
; CHECK-NEXT: shll	%cl, %r9d
; CHECK-NEXT: ucomiss	%xmm1, %xmm0
; CHECK-NEXT: setne	%cl
; CHECK-NEXT: andb	$1, %cl
; CHECK-NEXT: movzbl	%cl, %ecx
; CHECK-NEXT: movl	$6, %r10d
; CHECK-NEXT: movl	%ecx, -24(%rsp) # 4-byte Spill
; CHECK-NEXT: movb	%r10b, %cl
; CHECK-NEXT: movl	-24(%rsp), %r10d # 4-byte Reload
; CHECK-NEXT: shll	%cl, %r10d
; CHECK-NEXT: ucomiss	%xmm1, %xmm0
; CHECK-NEXT: setnp	%cl
; CHECK-NEXT: andb	$1, %cl
; CHECK-NEXT: movzbl	%cl, %ecx
; CHECK-NEXT: movl	$7, %r11d
; CHECK-NEXT: movl	%ecx, -28(%rsp) # 4-byte Spill
; CHECK-NEXT: movb	%r11b, %cl
; CHECK-NEXT: movl	-28(%rsp), %r11d # 4-byte Reload
; CHECK-NEXT: shll	%cl, %r11d
; CHECK-NEXT: ucomiss	%xmm1, %xmm0
; CHECK-NEXT: sete	%cl
; CHECK-NEXT: andb	$1, %cl
; CHECK-NEXT: movzbl	%cl, %ecx
; CHECK-NEXT: movl	$8, %ebx
; CHECK-NEXT: movl	%ecx, -32(%rsp) # 4-byte Spill
; CHECK-NEXT: movb	%bl, %cl
; CHECK-NEXT: movl	-32(%rsp), %ebx # 4-byte Reload
; CHECK-NEXT: shll	%cl, %ebx
; CHECK-NEXT: ucomiss	%xmm0, %xmm1
; CHECK-NEXT: setb	%cl
; CHECK-NEXT: andb	$1, %cl
; CHECK-NEXT: movzbl	%cl, %ecx
; CHECK-NEXT: movl	$9, %ebp
; CHECK-NEXT: movl	%ecx, -36(%rsp) # 4-byte Spill
; CHECK-NEXT: movb	%bpl, %cl
; CHECK-NEXT: movl	-36(%rsp), %ebp # 4-byte Reload
; CHECK-NEXT: shll	%cl, %ebp
; CHECK-NEXT: ucomiss	%xmm0, %xmm1
; CHECK-NEXT: setbe	%cl
; CHECK-NEXT: andb	$1, %cl
; CHECK-NEXT: movzbl	%cl, %ecx
; CHECK-NEXT: movl	$10, %r14d
; CHECK-NEXT: movl	%ecx, -40(%rsp) # 4-byte Spill
; CHECK-NEXT: movb	%r14b, %cl
; CHECK-NEXT: movl	-40(%rsp), %r14d # 4-byte Reload
; CHECK-NEXT: shll	%cl, %r14d
; CHECK-NEXT: ucomiss	%xmm1, %xmm0
; CHECK-NEXT: setb	%cl
; CHECK-NEXT: andb	$1, %cl
; CHECK-NEXT: movzbl	%cl, %ecx
; CHECK-NEXT: movl	$11, %r15d
; CHECK-NEXT: movl	%ecx, -44(%rsp) # 4-byte Spill
; CHECK-NEXT: movb	%r15b, %cl
; CHECK-NEXT: movl	-44(%rsp), %r15d # 4-byte Reload
; CHECK-NEXT: shll	%cl, %r15d
; CHECK-NEXT: ucomiss	%xmm1, %xmm0
; CHECK-NEXT: setbe	%cl
; CHECK-NEXT: andb	$1, %cl
; CHECK-NEXT: movzbl	%cl, %ecx
; CHECK-NEXT: movl	$12, %r12d
; CHECK-NEXT: movl	%ecx, -48(%rsp) # 4-byte Spill
; CHECK-NEXT: movb	%r12b, %cl
; CHECK-NEXT: movl	-48(%rsp), %r12d # 4-byte Reload
; CHECK-NEXT: shll	%cl, %r12d
; CHECK-NEXT: ucomiss	%xmm1, %xmm0
; CHECK-NEXT: setne	%cl
; CHECK-NEXT: setp	%r13b
; CHECK-NEXT: orb	%r13b, %cl
; CHECK-NEXT: andb	$1, %cl
; CHECK-NEXT: movzbl	%cl, %ecx
; CHECK-NEXT: movl	$13, %r13d
; CHECK-NEXT: movl	%ecx, -52(%rsp) # 4-byte Spill
; CHECK-NEXT: movb	%r13b, %cl
; CHECK-NEXT: movl	-52(%rsp), %r13d # 4-byte Reload
; CHECK-NEXT: shll	%cl, %r13d
; CHECK-NEXT: ucomiss	%xmm1, %xmm0
; CHECK-NEXT: setp	%cl
; CHECK-NEXT: andb	$1, %cl
; CHECK-NEXT: movzbl	%cl, %ecx
; CHECK-NEXT: movl	%eax, -56(%rsp) # 4-byte Spill
; CHECK-NEXT: movl	$14, %eax
; CHECK-NEXT: movl	%ecx, -60(%rsp) # 4-byte Spill
; CHECK-NEXT: movb	%al, %cl
; CHECK-NEXT: movl	-60(%rsp), %eax # 4-byte Reload
; CHECK-NEXT: shll	%cl, %eax
; CHECK-NEXT: movb	$1, %cl
; CHECK-NEXT: andb	$1, %cl
; CHECK-NEXT: movzbl	%cl, %ecx
; CHECK-NEXT: movl	%eax, -64(%rsp) # 4-byte Spill
; CHECK-NEXT: movl	$15, %eax
; CHECK-NEXT: movl	%ecx, -68(%rsp) # 4-byte Spill
; CHECK-NEXT: movb	%al, %cl
; CHECK-NEXT: movl	-68(%rsp), %eax # 4-byte Reload
; CHECK-NEXT: shll	%cl, %eax
; CHECK-NEXT: movl	-56(%rsp), %ecx # 4-byte Reload
; CHECK-NEXT: orl	%edx, %ecx
; CHECK-NEXT: orl	%esi, %ecx
; CHECK-NEXT: orl	%edi, %ecx
; CHECK-NEXT: orl	%r8d, %ecx
; CHECK-NEXT: orl	%r9d, %ecx
; CHECK-NEXT: orl	%r10d, %ecx
; CHECK-NEXT: orl	%r11d, %ecx
; CHECK-NEXT: orl	%ebx, %ecx
; CHECK-NEXT: orl	%ebp, %ecx
; CHECK-NEXT: orl	%r14d, %ecx
; CHECK-NEXT: orl	%r15d, %ecx
; CHECK-NEXT: orl	%r12d, %ecx
; CHECK-NEXT: orl	%r13d, %ecx
; CHECK-NEXT: movl	-64(%rsp), %edx # 4-byte Reload
; CHECK-NEXT: orl	%edx, %ecx
; CHECK-NEXT: orl	%eax, %ecx
; CHECK-NEXT: movl	%ecx, %eax
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
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: d_one_half:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movabsq	$4609434218613702656, %rax
; CHECK-NEXT: movq	%rax, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end2:
; CHECK-LABEL: d_zero:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: xorps	%xmm0, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end3:
; CHECK-LABEL: d_minus_zero:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movabsq	$-9223372036854775808, %rax
; CHECK-NEXT: movq	%rax, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end4:
; CHECK-LABEL: d_tiny:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movabsq	$1, %rax
; CHECK-NEXT: movq	%rax, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end5:
; CHECK-LABEL: f_one_half:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movl	$1069547520, %eax
; CHECK-NEXT: movd	%eax, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end6:
; CHECK-LABEL: f_zero:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: xorps	%xmm0, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end7:
; CHECK-LABEL: f_minus_zero:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movl	$-2147483648, %eax
; CHECK-NEXT: movd	%eax, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end8:
; CHECK-LABEL: f_big:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movl	$2139095039, %eax
; CHECK-NEXT: movd	%eax, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end9:
