; Division and remainder by constants at -O2 without a divide instruction, as llc does them:
; unsigned and signed powers of two as shifts and masks (a bias for negative dividends),
; other divisors as the high half of a multiply by a magic number then shifts (a 64-bit
; multiply for 32-bit and narrower types, the one-operand imul for i64), the fix-up of
; divisors whose magic needs W+1 bits, remainders as n - q * d, exact divisions as a
; multiply by the inverse. -O0 keeps the divide instruction, as llc -O0 does.
; RUN: kiln llc -O2 %s -o - | FileCheck %s
; RUN: kiln llc -O0 -global-isel=0 %s -o - | FileCheck %s --check-prefix=O0

target triple = "x86_64-unknown-linux-gnu"

define i32 @sdiv_product_by_7(i32 %a, i32 %b) {
  %m = mul nsw i32 %a, %b
  %d = sdiv i32 %m, 7
  ret i32 %d
}

define i32 @udiv_by_7(i32 %a) {
  %d = udiv i32 %a, 7
  ret i32 %d
}

define i32 @urem_by_10(i32 %a) {
  %d = urem i32 %a, 10
  ret i32 %d
}

define i32 @sdiv_by_minus_5(i32 %a) {
  %d = sdiv i32 %a, -5
  ret i32 %d
}

define i64 @sdiv64_by_10(i64 %a) {
  %d = sdiv i64 %a, 10
  ret i64 %d
}

define i64 @udiv64_by_24(i64 %a) {
  %d = udiv i64 %a, 24
  ret i64 %d
}

define i64 @srem64_by_8(i64 %a) {
  %d = srem i64 %a, 8
  ret i64 %d
}

define i32 @sdiv_by_minus_16(i32 %a) {
  %d = sdiv i32 %a, -16
  ret i32 %d
}

define i32 @udiv_by_8(i32 %a) {
  %d = udiv i32 %a, 8
  ret i32 %d
}

define i32 @urem_by_16(i32 %a) {
  %d = urem i32 %a, 16
  ret i32 %d
}

define i8 @udiv8_by_7(i8 %a) {
  %d = udiv i8 %a, 7
  ret i8 %d
}

define i16 @sdiv16_by_7(i16 %a) {
  %d = sdiv i16 %a, 7
  ret i16 %d
}

define i64 @exact_sdiv_by_12(i64 %a) {
  %d = sdiv exact i64 %a, 12
  ret i64 %d
}

; CHECK-LABEL: sdiv_product_by_7:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: imull	%esi, %edi
; CHECK-NEXT: movslq	%edi, %rax
; CHECK-NEXT: imulq	$-1840700269, %rax, %rax
; CHECK-NEXT: sarq	$32, %rax
; CHECK-NEXT: addl	%edi, %eax
; CHECK-NEXT: sarl	$2, %eax
; CHECK-NEXT: movl	%eax, %ecx
; CHECK-NEXT: shrl	$31, %ecx
; CHECK-NEXT: addl	%ecx, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: udiv_by_7:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movl	%edi, %eax
; CHECK-NEXT: imulq	$613566757, %rax, %rax
; CHECK-NEXT: shrq	$32, %rax
; CHECK-NEXT: subl	%eax, %edi
; CHECK-NEXT: shrl	$1, %edi
; CHECK-NEXT: addl	%eax, %edi
; CHECK-NEXT: shrl	$2, %edi
; CHECK-NEXT: movl	%edi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: urem_by_10:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movl	%edi, %eax
; CHECK-NEXT: movl	$3435973837, %ecx
; CHECK-NEXT: imulq	%rcx, %rax
; CHECK-NEXT: shrq	$35, %rax
; CHECK-NEXT: addl	%eax, %eax
; CHECK-NEXT: leal	(%rax,%rax,4), %eax
; CHECK-NEXT: subl	%eax, %edi
; CHECK-NEXT: movl	%edi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end2:
; CHECK-LABEL: sdiv_by_minus_5:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movslq	%edi, %rax
; CHECK-NEXT: imulq	$-1717986919, %rax, %rax
; CHECK-NEXT: sarq	$33, %rax
; CHECK-NEXT: movl	%eax, %ecx
; CHECK-NEXT: shrl	$31, %ecx
; CHECK-NEXT: addl	%ecx, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end3:
; CHECK-LABEL: sdiv64_by_10:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movabsq	$7378697629483820647, %rcx
; CHECK-NEXT: movq	%rdi, %rax
; CHECK-NEXT: imulq	%rcx
; CHECK-NEXT: sarq	$2, %rdx
; CHECK-NEXT: movq	%rdx, %rax
; CHECK-NEXT: shrq	$63, %rax
; CHECK-NEXT: addq	%rax, %rdx
; CHECK-NEXT: movq	%rdx, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end4:
; CHECK-LABEL: udiv64_by_24:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movabsq	$-6148914691236517205, %rcx
; CHECK-NEXT: movq	%rdi, %rax
; CHECK-NEXT: mulq	%rcx
; CHECK-NEXT: shrq	$4, %rdx
; CHECK-NEXT: movq	%rdx, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end5:
; CHECK-LABEL: srem64_by_8:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movq	%rdi, %rax
; CHECK-NEXT: sarq	$2, %rax
; CHECK-NEXT: shrq	$61, %rax
; CHECK-NEXT: addq	%rdi, %rax
; CHECK-NEXT: andq	$-8, %rax
; CHECK-NEXT: subq	%rax, %rdi
; CHECK-NEXT: movq	%rdi, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end6:
; CHECK-LABEL: sdiv_by_minus_16:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movl	%edi, %eax
; CHECK-NEXT: sarl	$3, %eax
; CHECK-NEXT: shrl	$28, %eax
; CHECK-NEXT: addl	%edi, %eax
; CHECK-NEXT: sarl	$4, %eax
; CHECK-NEXT: negl	%eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end7:
; CHECK-LABEL: udiv_by_8:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: shrl	$3, %edi
; CHECK-NEXT: movl	%edi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end8:
; CHECK-LABEL: urem_by_16:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: andl	$15, %edi
; CHECK-NEXT: movl	%edi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end9:
; CHECK-LABEL: udiv8_by_7:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movzbl	%dil, %eax
; CHECK-NEXT: imull	$37, %eax, %eax
; CHECK-NEXT: shrl	$8, %eax
; CHECK-NEXT: subb	%al, %dil
; CHECK-NEXT: shrb	$1, %dil
; CHECK-NEXT: addb	%al, %dil
; CHECK-NEXT: shrb	$2, %dil
; CHECK-NEXT: movb	%dil, %al
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end10:
; CHECK-LABEL: sdiv16_by_7:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movswl	%di, %eax
; CHECK-NEXT: imull	$18725, %eax, %eax
; CHECK-NEXT: sarl	$17, %eax
; CHECK-NEXT: movzwl	%ax, %ecx
; CHECK-NEXT: shrl	$15, %ecx
; CHECK-NEXT: addl	%ecx, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end11:
; CHECK-LABEL: exact_sdiv_by_12:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: sarq	$2, %rdi
; CHECK-NEXT: movabsq	$-6148914691236517205, %rax
; CHECK-NEXT: imulq	%rax, %rdi
; CHECK-NEXT: movq	%rdi, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end12:

; O0-LABEL: sdiv_product_by_7:
; O0-NEXT: .cfi_startproc
; O0-NEXT: imull	%esi, %edi
; O0-NEXT: movl	%edi, %edx
; O0-NEXT: sarl	$31, %edx
; O0-NEXT: movl	$7, %eax
; O0-NEXT: movl	%eax, -4(%rsp) # 4-byte Spill
; O0-NEXT: movl	%edi, %eax
; O0-NEXT: movl	-4(%rsp), %ecx # 4-byte Reload
; O0-NEXT: idivl	%ecx
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end0:
; O0-LABEL: udiv_by_7:
; O0-NEXT: .cfi_startproc
; O0-NEXT: xorl	%edx, %edx
; O0-NEXT: movl	$7, %eax
; O0-NEXT: movl	%eax, -4(%rsp) # 4-byte Spill
; O0-NEXT: movl	%edi, %eax
; O0-NEXT: movl	-4(%rsp), %ecx # 4-byte Reload
; O0-NEXT: divl	%ecx
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end1:
; O0-LABEL: urem_by_10:
; O0-NEXT: .cfi_startproc
; O0-NEXT: xorl	%edx, %edx
; O0-NEXT: movl	$10, %eax
; O0-NEXT: movl	%eax, -4(%rsp) # 4-byte Spill
; O0-NEXT: movl	%edi, %eax
; O0-NEXT: movl	-4(%rsp), %ecx # 4-byte Reload
; O0-NEXT: divl	%ecx
; O0-NEXT: movl	%edx, %eax
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end2:
; O0-LABEL: sdiv_by_minus_5:
; O0-NEXT: .cfi_startproc
; O0-NEXT: movl	%edi, %edx
; O0-NEXT: sarl	$31, %edx
; O0-NEXT: movl	$-5, %eax
; O0-NEXT: movl	%eax, -4(%rsp) # 4-byte Spill
; O0-NEXT: movl	%edi, %eax
; O0-NEXT: movl	-4(%rsp), %ecx # 4-byte Reload
; O0-NEXT: idivl	%ecx
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end3:
; O0-LABEL: sdiv64_by_10:
; O0-NEXT: .cfi_startproc
; O0-NEXT: movq	%rdi, %rdx
; O0-NEXT: sarq	$63, %rdx
; O0-NEXT: movl	$10, %eax
; O0-NEXT: movq	%rax, -8(%rsp) # 8-byte Spill
; O0-NEXT: movq	%rdi, %rax
; O0-NEXT: movq	-8(%rsp), %rcx # 8-byte Reload
; O0-NEXT: idivq	%rcx
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end4:
; O0-LABEL: udiv64_by_24:
; O0-NEXT: .cfi_startproc
; O0-NEXT: xorl	%eax, %eax
; O0-NEXT: movl	%eax, %edx
; O0-NEXT: movl	$24, %eax
; O0-NEXT: movq	%rax, -8(%rsp) # 8-byte Spill
; O0-NEXT: movq	%rdi, %rax
; O0-NEXT: movq	-8(%rsp), %rcx # 8-byte Reload
; O0-NEXT: divq	%rcx
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end5:
; O0-LABEL: srem64_by_8:
; O0-NEXT: .cfi_startproc
; O0-NEXT: movq	%rdi, %rdx
; O0-NEXT: sarq	$63, %rdx
; O0-NEXT: movl	$8, %eax
; O0-NEXT: movq	%rax, -8(%rsp) # 8-byte Spill
; O0-NEXT: movq	%rdi, %rax
; O0-NEXT: movq	-8(%rsp), %rcx # 8-byte Reload
; O0-NEXT: idivq	%rcx
; O0-NEXT: movq	%rdx, %rax
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end6:
; O0-LABEL: sdiv_by_minus_16:
; O0-NEXT: .cfi_startproc
; O0-NEXT: movl	%edi, %edx
; O0-NEXT: sarl	$31, %edx
; O0-NEXT: movl	$-16, %eax
; O0-NEXT: movl	%eax, -4(%rsp) # 4-byte Spill
; O0-NEXT: movl	%edi, %eax
; O0-NEXT: movl	-4(%rsp), %ecx # 4-byte Reload
; O0-NEXT: idivl	%ecx
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end7:
; O0-LABEL: udiv_by_8:
; O0-NEXT: .cfi_startproc
; O0-NEXT: xorl	%edx, %edx
; O0-NEXT: movl	$8, %eax
; O0-NEXT: movl	%eax, -4(%rsp) # 4-byte Spill
; O0-NEXT: movl	%edi, %eax
; O0-NEXT: movl	-4(%rsp), %ecx # 4-byte Reload
; O0-NEXT: divl	%ecx
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end8:
; O0-LABEL: urem_by_16:
; O0-NEXT: .cfi_startproc
; O0-NEXT: xorl	%edx, %edx
; O0-NEXT: movl	$16, %eax
; O0-NEXT: movl	%eax, -4(%rsp) # 4-byte Spill
; O0-NEXT: movl	%edi, %eax
; O0-NEXT: movl	-4(%rsp), %ecx # 4-byte Reload
; O0-NEXT: divl	%ecx
; O0-NEXT: movl	%edx, %eax
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end9:
; O0-LABEL: udiv8_by_7:
; O0-NEXT: .cfi_startproc
; O0-NEXT: movzbl	%dil, %eax
; O0-NEXT: movl	$7, %ecx
; O0-NEXT: xorl	%edx, %edx
; O0-NEXT: divl	%ecx
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end10:
; O0-LABEL: sdiv16_by_7:
; O0-NEXT: .cfi_startproc
; O0-NEXT: movw	%di, %dx
; O0-NEXT: sarw	$15, %dx
; O0-NEXT: movw	$7, %ax
; O0-NEXT: movw	%ax, -2(%rsp) # 2-byte Spill
; O0-NEXT: movw	%di, %ax
; O0-NEXT: movw	-2(%rsp), %cx # 2-byte Reload
; O0-NEXT: idivw	%cx
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end11:
; O0-LABEL: exact_sdiv_by_12:
; O0-NEXT: .cfi_startproc
; O0-NEXT: movq	%rdi, %rdx
; O0-NEXT: sarq	$63, %rdx
; O0-NEXT: movl	$12, %eax
; O0-NEXT: movq	%rax, -8(%rsp) # 8-byte Spill
; O0-NEXT: movq	%rdi, %rax
; O0-NEXT: movq	-8(%rsp), %rcx # 8-byte Reload
; O0-NEXT: idivq	%rcx
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end12:
