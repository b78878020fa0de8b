; GlobalISel on what ended in unselectable instructions before: s128 arithmetic on sign- and
; zero-extended 32-bit values (the legalizer's unmerge of an extension into s64 pieces: the
; extended low piece, then sign or zero pieces), leading zeros (BSR xor width - 1), and a
; block address computed in code (a RIP-relative LEA) for an indirect branch, and a remainder
; used as an address index (its register class narrowed to GR64_NOSP before the division is
; selected); run against C.
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -relocation-model=pic -filetype=obj %s -o %t.o
; RUN: printf '#include <stdio.h>\n#include <stdint.h>\n__int128 add_sext(__int128, int); __int128 add_zext(__int128, unsigned); uint16_t clz16(uint16_t); uint32_t clz32(uint32_t); uint64_t clz64(uint64_t); int pick(int); int at_rem(int *, uint64_t, uint64_t);\nint main(void){int bad=0; int v[]={0,1,-1,0x7fffffff,(int)0x80000000,12345}; __int128 w[]={0,1,-1,(__int128)1<<64,-((__int128)1<<100)}; for(int i=0;i<6;i++){ for(int j=0;j<5;j++){ bad+=add_sext(w[j],v[i])!=w[j]+(__int128)v[i]; bad+=add_zext(w[j],(unsigned)v[i])!=w[j]+(__int128)(unsigned)v[i]; } if((uint16_t)v[i]) bad+=clz16((uint16_t)v[i])!=__builtin_clz((uint16_t)v[i])-16; if(v[i]) bad+=clz32((uint32_t)v[i])!=(uint32_t)__builtin_clz((uint32_t)v[i]); if(v[i]) bad+=clz64((uint64_t)(unsigned)v[i]<<3)!=(uint64_t)__builtin_clzll((uint64_t)(unsigned)v[i]<<3);} bad+=pick(0)!=100; bad+=pick(1)!=200; int arr[5]={10,11,12,13,14}; bad+=at_rem(arr,17,5)!=12; bad+=at_rem(arr,4,7)!=14; printf("%%d mismatches\\n", bad); return bad;}\n' > %t.c
; RUN: gcc %t.c %t.o -o %t.exe
; RUN: %t.exe | grep -x '0 mismatches'
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

define i128 @add_sext(i128 %a, i32 %b) {
  %w = sext i32 %b to i128
  %r = add i128 %a, %w
  ret i128 %r
}

define i128 @add_zext(i128 %a, i32 %b) {
  %w = zext i32 %b to i128
  %r = add i128 %a, %w
  ret i128 %r
}

define i16 @clz16(i16 %a) {
  %r = call i16 @llvm.ctlz.i16(i16 %a, i1 true)
  ret i16 %r
}

define i32 @clz32(i32 %a) {
  %r = call i32 @llvm.ctlz.i32(i32 %a, i1 true)
  ret i32 %r
}

define i64 @clz64(i64 %a) {
  %r = call i64 @llvm.ctlz.i64(i64 %a, i1 true)
  ret i64 %r
}

declare i16 @llvm.ctlz.i16(i16, i1)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i64 @llvm.ctlz.i64(i64, i1)

define i32 @pick(i32 %k) {
entry:
  %c = icmp eq i32 %k, 0
  %t = select i1 %c, ptr blockaddress(@pick, %first), ptr blockaddress(@pick, %second)
  indirectbr ptr %t, [label %first, label %second]
first:
  ret i32 100
second:
  ret i32 200
}

define i32 @at_rem(ptr %p, i64 %a, i64 %b) {
  %r = urem i64 %a, %b
  %q = getelementptr i32, ptr %p, i64 %r
  %v = load i32, ptr %q
  ret i32 %v
}

; CHECK-LABEL: add_sext:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movslq	%edx, %rax
; CHECK-NEXT: movl	$63, %ecx
; CHECK-NEXT: movq	%rax, %rdx
; CHECK-NEXT: sarq	%cl, %rdx
; CHECK-NEXT: addq	%rax, %rdi
; CHECK-NEXT: setb	%al
; CHECK-NEXT: addb	$-1, %al
; CHECK-NEXT: adcq	%rdx, %rsi
; CHECK-NEXT: setb	%al
; CHECK-NEXT: movq	%rdi, %rax
; CHECK-NEXT: movq	%rsi, %rdx
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: add_zext:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movl	%edx, %eax
; CHECK-NEXT: movl	$0, %ecx
; CHECK-NEXT: addq	%rax, %rdi
; CHECK-NEXT: setb	%al
; CHECK-NEXT: addb	$-1, %al
; CHECK-NEXT: adcq	%rcx, %rsi
; CHECK-NEXT: setb	%al
; CHECK-NEXT: movq	%rdi, %rax
; CHECK-NEXT: movq	%rsi, %rdx
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: clz16:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: bsrw	%di, %ax
; CHECK-NEXT: xorw	$15, %ax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end2:
; CHECK-LABEL: clz32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: bsrl	%edi, %eax
; CHECK-NEXT: xorl	$31, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end3:
; CHECK-LABEL: clz64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: bsrq	%rdi, %rax
; CHECK-NEXT: xorq	$63, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end4:
; CHECK-LABEL: pick:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: cmpl	$0, %edi
; CHECK-NEXT: sete	%al
; CHECK-NEXT: leaq	.Ltmp0(%rip), %rcx
; CHECK-NEXT: leaq	.Ltmp1(%rip), %rdx
; CHECK-NEXT: testb	$1, %al
; CHECK-NEXT: cmovneq	%rcx, %rdx
; CHECK-NEXT: jmpq	*%rdx
; CHECK-NEXT: .Ltmp0:
; CHECK-NEXT: .LBB5_1:
; CHECK-NEXT: movl	$100, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Ltmp1:
; CHECK-NEXT: .LBB5_2:
; CHECK-NEXT: movl	$200, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end5:
; CHECK-LABEL: at_rem:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movq	%rsi, %rax
; CHECK-NEXT: movq	$0, %rcx
; CHECK-NEXT: movq	%rdx, -8(%rsp) # 8-byte Spill
; CHECK-NEXT: movq	%rcx, %rdx
; CHECK-NEXT: movq	-8(%rsp), %rcx # 8-byte Reload
; CHECK-NEXT: divq	%rcx
; CHECK-NEXT: imulq	$4, %rdx, %rax
; CHECK-NEXT: leaq	(%rdi,%rax), %rax
; CHECK-NEXT: movl	(%rax), %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end6:
