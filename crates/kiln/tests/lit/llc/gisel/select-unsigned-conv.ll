; GlobalISel's lowering of unsigned conversions of at most 32 bits through the signed ones of
; 64 bits (uitofp zero-extends, fptoui truncates an fptosi to s64), and of ctlz/cttz defined at
; zero (the zero-undefined count, a compare with zero and a select of the width); checked and
; run against C over edge-case values.
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -relocation-model=pic -filetype=obj %s -o %t.o
; RUN: printf '#include <stdio.h>\n#include <stdint.h>\nfloat u32_f(uint32_t); double u32_d(uint32_t); double u16_d(uint16_t); float u8_f(uint8_t); uint32_t f_u32(float); uint32_t d_u32(double); uint16_t d_u16(double); uint8_t f_u8(float); uint16_t ctlz16(uint16_t); uint32_t ctlz32(uint32_t); uint64_t cttz64(uint64_t); uint32_t cttz32(uint32_t);\nint main(void){int bad=0; uint32_t v[]={0,1,2,127,128,255,256,65535,65536,0x7fffffff,0x80000000,0xfffffffe,0xffffffff}; for(int i=0;i<13;i++){ uint32_t x=v[i]; bad+=u32_f(x)!=(float)x; bad+=u32_d(x)!=(double)x; bad+=u16_d((uint16_t)x)!=(double)(uint16_t)x; bad+=u8_f((uint8_t)x)!=(float)(uint8_t)x; bad+=d_u32((double)x)!=x; if((float)x<4294967296.0f) bad+=f_u32((float)x)!=(uint32_t)(float)x; bad+=d_u16((double)(uint16_t)x)!=(uint16_t)x; bad+=f_u8((float)(uint8_t)x)!=(uint8_t)x; bad+=ctlz16((uint16_t)x)!=((uint16_t)x?__builtin_clz((uint16_t)x)-16:16); bad+=ctlz32(x)!=(x?(uint32_t)__builtin_clz(x):32); bad+=cttz32(x)!=(x?(uint32_t)__builtin_ctz(x):32); uint64_t w=(uint64_t)x<<20; bad+=cttz64(w)!=(w?(uint64_t)__builtin_ctzll(w):64);} printf("%%d mismatches\\n", bad); return bad;}\n' > %t.c
; RUN: gcc %t.c %t.o -o %t.exe
; RUN: %t.exe | grep -x '0 mismatches'
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

define float @u32_f(i32 %x) {
  %r = uitofp i32 %x to float
  ret float %r
}

define double @u32_d(i32 %x) {
  %r = uitofp i32 %x to double
  ret double %r
}

define double @u16_d(i16 %x) {
  %r = uitofp i16 %x to double
  ret double %r
}

define float @u8_f(i8 %x) {
  %r = uitofp i8 %x to float
  ret float %r
}

define i32 @f_u32(float %x) {
  %r = fptoui float %x to i32
  ret i32 %r
}

define i32 @d_u32(double %x) {
  %r = fptoui double %x to i32
  ret i32 %r
}

define i16 @d_u16(double %x) {
  %r = fptoui double %x to i16
  ret i16 %r
}

define i8 @f_u8(float %x) {
  %r = fptoui float %x to i8
  ret i8 %r
}

define i16 @ctlz16(i16 %x) {
  %r = call i16 @llvm.ctlz.i16(i16 %x, i1 false)
  ret i16 %r
}
declare i16 @llvm.ctlz.i16(i16, i1)

define i32 @ctlz32(i32 %x) {
  %r = call i32 @llvm.ctlz.i32(i32 %x, i1 false)
  ret i32 %r
}
declare i32 @llvm.ctlz.i32(i32, i1)

define i32 @cttz32(i32 %x) {
  %r = call i32 @llvm.cttz.i32(i32 %x, i1 false)
  ret i32 %r
}
declare i32 @llvm.cttz.i32(i32, i1)

define i64 @cttz64(i64 %x) {
  %r = call i64 @llvm.cttz.i64(i64 %x, i1 false)
  ret i64 %r
}
declare i64 @llvm.cttz.i64(i64, i1)

; CHECK-LABEL: u32_f:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movl	%edi, %eax
; CHECK-NEXT: cvtsi2ssq	%rax, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: u32_d:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movl	%edi, %eax
; CHECK-NEXT: cvtsi2sdq	%rax, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: u16_d:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movzwl	%di, %eax
; CHECK-NEXT: cvtsi2sdq	%rax, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end2:
; CHECK-LABEL: u8_f:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movzbl	%dil, %eax
; CHECK-NEXT: cvtsi2ssq	%rax, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end3:
; CHECK-LABEL: f_u32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: cvttss2si	%xmm0, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end4:
; CHECK-LABEL: d_u32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: cvttsd2si	%xmm0, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end5:
; CHECK-LABEL: d_u16:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: cvttsd2si	%xmm0, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end6:
; CHECK-LABEL: f_u8:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: cvttss2si	%xmm0, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end7:
; CHECK-LABEL: ctlz16:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: bsrw	%di, %ax
; CHECK-NEXT: xorw	$15, %ax
; CHECK-NEXT: cmpw	$0, %di
; CHECK-NEXT: sete	%cl
; CHECK-NEXT: movw	$16, %dx
; CHECK-NEXT: testb	$1, %cl
; CHECK-NEXT: cmovnew	%dx, %ax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end8:
; CHECK-LABEL: ctlz32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: bsrl	%edi, %eax
; CHECK-NEXT: xorl	$31, %eax
; CHECK-NEXT: cmpl	$0, %edi
; CHECK-NEXT: sete	%cl
; CHECK-NEXT: movl	$32, %edx
; CHECK-NEXT: testb	$1, %cl
; CHECK-NEXT: cmovnel	%edx, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end9:
; CHECK-LABEL: cttz32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: bsfl	%edi, %eax
; CHECK-NEXT: cmpl	$0, %edi
; CHECK-NEXT: sete	%cl
; CHECK-NEXT: movl	$32, %edx
; CHECK-NEXT: testb	$1, %cl
; CHECK-NEXT: cmovnel	%edx, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end10:
; CHECK-LABEL: cttz64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: bsfq	%rdi, %rax
; CHECK-NEXT: cmpq	$0, %rdi
; CHECK-NEXT: sete	%cl
; CHECK-NEXT: movl	$64, %edx
; CHECK-NEXT: testb	$1, %cl
; CHECK-NEXT: cmovneq	%rdx, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end11:
