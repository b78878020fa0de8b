; Type legalization of integers on x86-64: i1/i8/i16 values promoted where an operation has
; no narrow form, i128 expanded into two i64 halves with carries, and odd widths (i17, i24,
; i33, i40, i65) promoted or expanded with their extensions and truncations.
; RUN: kiln llc -O2 %s -o - | FileCheck %s

target triple = "x86_64-unknown-linux-gnu"

define i8 @udiv_i8(i8 %a, i8 %b) {
  %r = udiv i8 %a, %b
  ret i8 %r
}

define i16 @mul_i16(i16 %a, i16 %b) {
  %r = mul i16 %a, %b
  ret i16 %r
}

define i1 @xor_i1(i1 %a, i1 %b) {
  %r = xor i1 %a, %b
  ret i1 %r
}

define i8 @ashr_i8(i8 %a, i8 %n) {
  %r = ashr i8 %a, %n
  ret i8 %r
}

define i128 @add_i128(i128 %a, i128 %b) {
  %r = add i128 %a, %b
  ret i128 %r
}

define i128 @sub_i128(i128 %a, i128 %b) {
  %r = sub i128 %a, %b
  ret i128 %r
}

define i128 @mul_i128(i128 %a, i128 %b) {
  %r = mul i128 %a, %b
  ret i128 %r
}

define i128 @shl_i128(i128 %a, i128 %n) {
  %r = shl i128 %a, %n
  ret i128 %r
}

define i1 @ult_i128(i128 %a, i128 %b) {
  %r = icmp ult i128 %a, %b
  ret i1 %r
}

define i128 @udiv_i128(i128 %a, i128 %b) {
  %r = udiv i128 %a, %b
  ret i128 %r
}

define i32 @add_i17(i17 %a, i17 %b) {
  %s = add i17 %a, %b
  %r = zext i17 %s to i32
  ret i32 %r
}

define i32 @sext_i24(i24 %a) {
  %r = sext i24 %a to i32
  ret i32 %r
}

define i64 @lshr_i33(i33 %a) {
  %s = lshr i33 %a, 5
  %r = zext i33 %s to i64
  ret i64 %r
}

define void @store_i40(i40* %p, i40 %v) {
  store i40 %v, i40* %p
  ret void
}

define i40 @load_i40(i40* %p) {
  %v = load i40, i40* %p
  ret i40 %v
}

define i65 @add_i65(i65 %a, i65 %b) {
  %r = add i65 %a, %b
  ret i65 %r
}

; CHECK-LABEL: udiv_i8:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movzbl	%sil, %ecx
; CHECK-NEXT: movzbl	%dil, %eax
; CHECK-NEXT: xorl	%edx, %edx
; CHECK-NEXT: divl	%ecx
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: mul_i16:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: imull	%esi, %edi
; CHECK-NEXT: movw	%di, %ax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: xor_i1:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: xorb	%sil, %dil
; CHECK-NEXT: andb	$1, %dil
; CHECK-NEXT: movb	%dil, %al
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end2:
; CHECK-LABEL: ashr_i8:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movb	%sil, %cl
; CHECK-NEXT: sarb	%cl, %dil
; CHECK-NEXT: movb	%dil, %al
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end3:
; CHECK-LABEL: add_i128:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: addq	%rcx, %rsi
; CHECK-NEXT: addq	%rdi, %rdx
; CHECK-NEXT: cmpq	%rdi, %rdx
; CHECK-NEXT: setb	%al
; CHECK-NEXT: movzbl	%al, %eax
; CHECK-NEXT: addq	%rax, %rsi
; CHECK-NEXT: movq	%rdx, %rax
; CHECK-NEXT: movq	%rsi, %rdx
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end4:
; CHECK-LABEL: sub_i128:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: subq	%rcx, %rsi
; CHECK-NEXT: cmpq	%rdx, %rdi
; CHECK-NEXT: setb	%al
; CHECK-NEXT: movzbl	%al, %eax
; CHECK-NEXT: subq	%rax, %rsi
; CHECK-NEXT: subq	%rdx, %rdi
; CHECK-NEXT: movq	%rdi, %rax
; CHECK-NEXT: movq	%rsi, %rdx
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end5:
; CHECK-LABEL: mul_i128:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movq	%rdx, %r8
; CHECK-NEXT: imulq	%rdi, %rcx
; CHECK-NEXT: movq	%rdi, %rax
; CHECK-NEXT: mulq	%r8
; CHECK-NEXT: addq	%rcx, %rdx
; CHECK-NEXT: imulq	%r8, %rsi
; CHECK-NEXT: addq	%rsi, %rdx
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end6:
; CHECK-LABEL: shl_i128:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movb	$64, %cl
; CHECK-NEXT: subb	%dl, %cl
; CHECK-NEXT: movq	%rdi, %rax
; CHECK-NEXT: shrq	%cl, %rax
; CHECK-NEXT: movb	%dl, %cl
; CHECK-NEXT: movq	%rsi, %r8
; CHECK-NEXT: shlq	%cl, %r8
; CHECK-NEXT: orq	%rax, %r8
; CHECK-NEXT: testb	%dl, %dl
; CHECK-NEXT: cmoveq	%rsi, %r8
; CHECK-NEXT: movb	%dl, %al
; CHECK-NEXT: subb	$64, %al
; CHECK-NEXT: movb	%al, %cl
; CHECK-NEXT: movq	%rdi, %rsi
; CHECK-NEXT: shlq	%cl, %rsi
; CHECK-NEXT: movb	%dl, %cl
; CHECK-NEXT: shlq	%cl, %rdi
; CHECK-NEXT: xorl	%eax, %eax
; CHECK-NEXT: cmpb	$64, %dl
; CHECK-NEXT: cmovbq	%r8, %rsi
; CHECK-NEXT: cmovbq	%rdi, %rax
; CHECK-NEXT: movq	%rsi, %rdx
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end7:
; CHECK-LABEL: ult_i128:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: cmpq	%rdx, %rdi
; CHECK-NEXT: setb	%dl
; CHECK-NEXT: cmpq	%rcx, %rsi
; CHECK-NEXT: setb	%al
; CHECK-NEXT: movzbl	%al, %eax
; CHECK-NEXT: movzbl	%dl, %ecx
; CHECK-NEXT: cmovel	%ecx, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end8:
; CHECK-LABEL: udiv_i128:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pushq	%rax
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: callq	__udivti3@PLT
; CHECK-NEXT: popq	%rcx
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end9:
; CHECK-LABEL: add_i17:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: addl	%esi, %edi
; CHECK-NEXT: andl	$131071, %edi
; CHECK-NEXT: movl	%edi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end10:
; CHECK-LABEL: sext_i24:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: shll	$8, %edi
; CHECK-NEXT: sarl	$8, %edi
; CHECK-NEXT: movl	%edi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end11:
; CHECK-LABEL: lshr_i33:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movabsq	$8589934591, %rax
; CHECK-NEXT: andq	%rdi, %rax
; CHECK-NEXT: shrq	$5, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end12:
; CHECK-LABEL: store_i40:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movq	%rsi, %rax
; CHECK-NEXT: shrq	$32, %rax
; CHECK-NEXT: movb	%al, 4(%rdi)
; CHECK-NEXT: movl	%esi, (%rdi)
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end13:
; CHECK-LABEL: load_i40:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movzbl	4(%rdi), %ecx
; CHECK-NEXT: shlq	$32, %rcx
; CHECK-NEXT: movl	(%rdi), %eax
; CHECK-NEXT: orq	%rcx, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end14:
; CHECK-LABEL: add_i65:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: addq	%rcx, %rsi
; CHECK-NEXT: addq	%rdi, %rdx
; CHECK-NEXT: cmpq	%rdi, %rdx
; CHECK-NEXT: setb	%al
; CHECK-NEXT: movzbl	%al, %eax
; CHECK-NEXT: addq	%rax, %rsi
; CHECK-NEXT: movq	%rdx, %rax
; CHECK-NEXT: movq	%rsi, %rdx
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end15:
