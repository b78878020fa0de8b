; The BMI/BMI2 patterns of td/X86PatBMI.td through GlobalISel's imported match table, in
; functions whose "target-features" have them: the nested source trees (the count's
; truncation, `x & ((1 << n) - 1)`, `~a & b`, `x & (x - 1)`, `x ^ (x - 1)`, `x & -x`, their
; commuted forms) match the generic instructions that define the operands, the count goes in
; through the result's INSERT_SUBREG/EXTRACT_SUBREG/COPY_TO_REGCLASS, and the code is the
; SelectionDAG's: shlx/sarx, bzhi, andn, blsr, blsmsk, blsi (../bmi-exec.ll runs them).
; Without the features the same functions are shifts through CL, masks, not/and (NOBMI).
; RUN: kiln llc -O2 -global-isel -global-isel-abort=1 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: sed 's/"target-features"="+bmi,+bmi2"/"target-features"="+sse2"/' %s | kiln llc -O2 -global-isel -global-isel-abort=1 - -o - | FileCheck %s --check-prefix=NOBMI
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @shl32(i32 %a, i32 %n) #0 {
  %r = shl i32 %a, %n
  ret i32 %r
}
define i64 @sra64(i64 %a, i64 %n) #0 {
  %r = ashr i64 %a, %n
  ret i64 %r
}
define i32 @bzhi(i32 %a, i32 %n) #0 {
  %s = shl i32 1, %n
  %m = add i32 %s, -1
  %r = and i32 %a, %m
  ret i32 %r
}
define i64 @andn(i64 %a, i64 %b) #0 {
  %n = xor i64 %a, -1
  %r = and i64 %n, %b
  ret i64 %r
}
define i32 @blsr(i32 %a) #0 {
  %m = add i32 %a, -1
  %r = and i32 %a, %m
  ret i32 %r
}
define i32 @blsmsk(i32 %a) #0 {
  %m = add i32 %a, -1
  %r = xor i32 %a, %m
  ret i32 %r
}
define i64 @blsi(i64 %a) #0 {
  %m = sub i64 0, %a
  %r = and i64 %a, %m
  ret i64 %r
}
attributes #0 = { "target-features"="+bmi,+bmi2" }

; CHECK-LABEL: shl32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: shlxl	%esi, %edi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: sra64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: sarxq	%rsi, %rdi, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: bzhi:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: bzhil	%esi, %edi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end2:
; CHECK-LABEL: andn:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: andnq	%rsi, %rdi, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end3:
; CHECK-LABEL: blsr:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: blsrl	%edi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end4:
; CHECK-LABEL: blsmsk:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: blsmskl	%edi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end5:
; CHECK-LABEL: blsi:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: blsiq	%rdi, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end6:

; NOBMI-LABEL: shl32:
; NOBMI-NEXT: .cfi_startproc
; NOBMI-NEXT: movb	%sil, %cl
; NOBMI-NEXT: shll	%cl, %edi
; NOBMI-NEXT: movl	%edi, %eax
; NOBMI-NEXT: retq
; NOBMI-NEXT: .Lfunc_end0:
; NOBMI-LABEL: sra64:
; NOBMI-NEXT: .cfi_startproc
; NOBMI-NEXT: movb	%sil, %cl
; NOBMI-NEXT: sarq	%cl, %rdi
; NOBMI-NEXT: movq	%rdi, %rax
; NOBMI-NEXT: retq
; NOBMI-NEXT: .Lfunc_end1:
; NOBMI-LABEL: bzhi:
; NOBMI-NEXT: .cfi_startproc
; NOBMI-NEXT: movl	$1, %eax
; NOBMI-NEXT: movb	%sil, %cl
; NOBMI-NEXT: shll	%cl, %eax
; NOBMI-NEXT: addl	$-1, %eax
; NOBMI-NEXT: andl	%edi, %eax
; NOBMI-NEXT: retq
; NOBMI-NEXT: .Lfunc_end2:
; NOBMI-LABEL: andn:
; NOBMI-NEXT: .cfi_startproc
; NOBMI-NEXT: notq	%rdi
; NOBMI-NEXT: andq	%rsi, %rdi
; NOBMI-NEXT: movq	%rdi, %rax
; NOBMI-NEXT: retq
; NOBMI-NEXT: .Lfunc_end3:
; NOBMI-LABEL: blsr:
; NOBMI-NEXT: .cfi_startproc
; NOBMI-NEXT: movl	%edi, %eax
; NOBMI-NEXT: addl	$-1, %eax
; NOBMI-NEXT: andl	%edi, %eax
; NOBMI-NEXT: retq
; NOBMI-NEXT: .Lfunc_end4:
; NOBMI-LABEL: blsmsk:
; NOBMI-NEXT: .cfi_startproc
; NOBMI-NEXT: movl	%edi, %eax
; NOBMI-NEXT: addl	$-1, %eax
; NOBMI-NEXT: xorl	%edi, %eax
; NOBMI-NEXT: retq
; NOBMI-NEXT: .Lfunc_end5:
; NOBMI-LABEL: blsi:
; NOBMI-NEXT: .cfi_startproc
; NOBMI-NEXT: movq	%rdi, %rax
; NOBMI-NEXT: negq	%rax
; NOBMI-NEXT: andq	%rdi, %rax
; NOBMI-NEXT: retq
; NOBMI-NEXT: .Lfunc_end6:
