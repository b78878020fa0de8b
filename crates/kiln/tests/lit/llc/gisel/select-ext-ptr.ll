; GlobalISel's selection of extensions from s1 (an i1 lives in a byte register whose upper
; bits are unknown: zext masks bit 0, sext negates the masked bit, anyext takes the byte) and
; of pointer casts (the same 64-bit register), checked and run: the C driver compares each
; function with C over both truth values and over pointers.
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -relocation-model=pic -filetype=obj %s -o %t.o
; RUN: printf '#include <stdio.h>\n#include <stdint.h>\nint zext32(int,int); short zext16(int,int); signed char zext8(int,int); long zext64(int,int); int sext32(int,int); signed char sext8(int,int); long sext64(int,int); int anyext_and(int,int); int *from_int(long); long to_int(int*);\nint main(void){int bad=0; for(int a=-2;a<3;a++) for(int b=-2;b<3;b++){ int c=a<b; bad+=zext32(a,b)!=c; bad+=zext16(a,b)!=c; bad+=zext8(a,b)!=c; bad+=zext64(a,b)!=c; bad+=sext32(a,b)!=-c; bad+=sext8(a,b)!=-c; bad+=sext64(a,b)!=-(long)c; bad+=anyext_and(a,b)!=c;} int x; bad+=from_int((long)&x)!=&x; bad+=to_int(&x)!=(long)&x; printf("%%d mismatches\\n", bad); return bad;}\n' > %t.c
; RUN: gcc %t.c %t.o -o %t.exe
; RUN: %t.exe | grep -x '0 mismatches'
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

define i32 @zext32(i32 %a, i32 %b) {
  %c = icmp slt i32 %a, %b
  %z = zext i1 %c to i32
  ret i32 %z
}

define i16 @zext16(i32 %a, i32 %b) {
  %c = icmp slt i32 %a, %b
  %z = zext i1 %c to i16
  ret i16 %z
}

define i8 @zext8(i32 %a, i32 %b) {
  %c = icmp slt i32 %a, %b
  %z = zext i1 %c to i8
  ret i8 %z
}

define i64 @zext64(i32 %a, i32 %b) {
  %c = icmp slt i32 %a, %b
  %z = zext i1 %c to i64
  ret i64 %z
}

define i32 @sext32(i32 %a, i32 %b) {
  %c = icmp slt i32 %a, %b
  %z = sext i1 %c to i32
  ret i32 %z
}

define i8 @sext8(i32 %a, i32 %b) {
  %c = icmp slt i32 %a, %b
  %z = sext i1 %c to i8
  ret i8 %z
}

define i64 @sext64(i32 %a, i32 %b) {
  %c = icmp slt i32 %a, %b
  %z = sext i1 %c to i64
  ret i64 %z
}

; The any-extension's upper bits are unknown; the 'and' keeps bit 0.
define i32 @anyext_and(i32 %a, i32 %b) {
  %c = icmp slt i32 %a, %b
  %n = xor i1 %c, true
  %m = xor i1 %n, true
  %z = zext i1 %m to i32
  ret i32 %z
}

define ptr @from_int(i64 %x) {
  %p = inttoptr i64 %x to ptr
  ret ptr %p
}

define i64 @to_int(ptr %p) {
  %x = ptrtoint ptr %p to i64
  ret i64 %x
}

; CHECK-LABEL: zext32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: cmpl	%esi, %edi
; CHECK-NEXT: setl	%al
; CHECK-NEXT: andb	$1, %al
; CHECK-NEXT: movzbl	%al, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: zext16:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: cmpl	%esi, %edi
; CHECK-NEXT: setl	%al
; CHECK-NEXT: andb	$1, %al
; CHECK-NEXT: movzbl	%al, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: zext8:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: cmpl	%esi, %edi
; CHECK-NEXT: setl	%al
; CHECK-NEXT: andb	$1, %al
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end2:
; CHECK-LABEL: zext64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: cmpl	%esi, %edi
; CHECK-NEXT: setl	%al
; CHECK-NEXT: andb	$1, %al
; CHECK-NEXT: movzbl	%al, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end3:
; CHECK-LABEL: sext32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: cmpl	%esi, %edi
; CHECK-NEXT: setl	%al
; CHECK-NEXT: andb	$1, %al
; CHECK-NEXT: negb	%al
; CHECK-NEXT: movsbl	%al, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end4:
; CHECK-LABEL: sext8:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: cmpl	%esi, %edi
; CHECK-NEXT: setl	%al
; CHECK-NEXT: andb	$1, %al
; CHECK-NEXT: negb	%al
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end5:
; CHECK-LABEL: sext64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: cmpl	%esi, %edi
; CHECK-NEXT: setl	%al
; CHECK-NEXT: andb	$1, %al
; CHECK-NEXT: negb	%al
; CHECK-NEXT: movsbq	%al, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end6:
; CHECK-LABEL: anyext_and:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: cmpl	%esi, %edi
; CHECK-NEXT: setl	%al
; CHECK-NEXT: xorb	$1, %al
; CHECK-NEXT: xorb	$1, %al
; CHECK-NEXT: andb	$1, %al
; CHECK-NEXT: movzbl	%al, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end7:
; CHECK-LABEL: from_int:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movq	%rdi, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end8:
; CHECK-LABEL: to_int:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movq	%rdi, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end9:
