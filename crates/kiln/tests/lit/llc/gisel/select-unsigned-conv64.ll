; GlobalISel's lowering of unsigned conversions of 64 bits through the signed ones: to floating
; point a value with the top bit set is halved with its low bit kept (so rounding stays right),
; converted and doubled; from floating point a value of 2^63 or more has 2^63 taken off before
; the conversion and the top bit set after it. Run against C over edge values.
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -relocation-model=pic -filetype=obj %s -o %t.o
; RUN: printf '#include <stdio.h>\n#include <stdint.h>\nfloat u64_f(uint64_t); double u64_d(uint64_t); uint64_t f_u64(float); uint64_t d_u64(double);\nint main(void){int bad=0; uint64_t v[]={0,1,12345,(1ULL<<53)+1,(1ULL<<63)-1,1ULL<<63,(1ULL<<63)+1,0x8000000000000401ULL,0x8000000000000bffULL,0xfffffffffffff800ULL,~0ULL}; for(int i=0;i<11;i++){ uint64_t x=v[i]; bad+=u64_f(x)!=(float)x; bad+=u64_d(x)!=(double)x; double d=(double)x; if(d<18446744073709551616.0) bad+=d_u64(d)!=(uint64_t)d; float f=(float)x; if(f<18446744073709551616.0f) bad+=f_u64(f)!=(uint64_t)f;} printf("%%d mismatches\\n", bad); return bad;}\n' > %t.c
; RUN: gcc %t.c %t.o -o %t.exe
; RUN: %t.exe | grep -x '0 mismatches'
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

; CHECK-LABEL: u64_f:
; CHECK: cvtsi2ss
; CHECK: shrq
; CHECK: cvtsi2ss
; CHECK: addss
define float @u64_f(i64 %x) {
  %r = uitofp i64 %x to float
  ret float %r
}

; CHECK-LABEL: u64_d:
; CHECK: cvtsi2sd
; CHECK: addsd
define double @u64_d(i64 %x) {
  %r = uitofp i64 %x to double
  ret double %r
}

; CHECK-LABEL: f_u64:
; CHECK: cvttss2si
; CHECK: subss
; CHECK: cvttss2si
define i64 @f_u64(float %x) {
  %r = fptoui float %x to i64
  ret i64 %r
}

; CHECK-LABEL: d_u64:
; CHECK: cvttsd2si
; CHECK: subsd
; CHECK: cvttsd2si
define i64 @d_u64(double %x) {
  %r = fptoui double %x to i64
  ret i64 %r
}
