; GlobalISel's selection of x87 long doubles: G_LOAD/G_STORE of s80 (LD_Fp80m, ST_FpP80m),
; constants (LD_Fp080 for +0.0, LD_Fp80imm of the two halves), compares (UCOM_FpIr80 sets the
; flags as UCOMIS does: parity for oeq/une, swapped operands for olt), the imported arithmetic
; and negation, values returned in ST0; checked and run against C over ordered and unordered
; pairs.
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -relocation-model=pic -filetype=obj %s -o %t.o
; RUN: printf '#include <stdio.h>\n#include <math.h>\nlong double axpy(long double *, long double *); int cmp(long double *, long double *); long double zero(void);\nint main(void){int bad=0; long double v[]={0.0L,-0.0L,1.5L,-2.25L,1e4000L,NAN}; for(int i=0;i<6;i++) for(int j=0;j<6;j++){ long double a=v[i], b=v[j]; long double got=axpy(&a,&b), want=-(v[i]*2.5L+b)-0.125L; if(!(got==want) && !(isnan(got)&&isnan(want))) bad++; a=v[i]; int c=(a==b)|((a!=b)<<1)|((a<b)<<2)|((a>=b)<<3); bad+=cmp(&a,&b)!=c;} bad+=zero()!=0.0L||signbit(zero()); printf("%%d mismatches\\n", bad); return bad;}\n' > %t.c
; RUN: gcc %t.c %t.o -o %t.exe -lm
; RUN: %t.exe | grep -x '0 mismatches'
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

; -(a * 2.5 + b) - 0.125
define x86_fp80 @axpy(ptr %pa, ptr %pb) {
  %a = load x86_fp80, ptr %pa
  %b = load x86_fp80, ptr %pb
  %m = fmul x86_fp80 %a, 0xK4000A000000000000000
  %s = fadd x86_fp80 %m, %b
  %n = fneg x86_fp80 %s
  %r = fsub x86_fp80 %n, 0xK3FFC8000000000000000
  store x86_fp80 %r, ptr %pa
  %back = load x86_fp80, ptr %pa
  ret x86_fp80 %back
}

; Bit 0: oeq, 1: une, 2: olt, 3: oge.
define i32 @cmp(ptr %pa, ptr %pb) {
  %a = load x86_fp80, ptr %pa
  %b = load x86_fp80, ptr %pb
  %c0 = fcmp oeq x86_fp80 %a, %b
  %c1 = fcmp une x86_fp80 %a, %b
  %c2 = fcmp olt x86_fp80 %a, %b
  %c3 = fcmp oge x86_fp80 %a, %b
  %z0 = zext i1 %c0 to i32
  %z1 = zext i1 %c1 to i32
  %z2 = zext i1 %c2 to i32
  %z3 = zext i1 %c3 to i32
  %s1 = shl i32 %z1, 1
  %s2 = shl i32 %z2, 2
  %s3 = shl i32 %z3, 3
  %o1 = or i32 %z0, %s1
  %o2 = or i32 %o1, %s2
  %o3 = or i32 %o2, %s3
  ret i32 %o3
}

define x86_fp80 @zero() {
  ret x86_fp80 0xK00000000000000000000
}

; CHECK-LABEL: axpy:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: fldt	(%rdi)
; CHECK-NEXT: fldt	(%rsi)
; CHECK-NEXT: movl	$0, -24(%rsp)
; CHECK-NEXT: movl	$-1610612736, -20(%rsp)
; CHECK-NEXT: movw	$16384, -16(%rsp)
; CHECK-NEXT: fldt	-24(%rsp)
; CHECK-NEXT: fxch	%st(2)
; CHECK-NEXT: fmul	%st(2), %st
; CHECK-NEXT: fstp	%st(2)
; CHECK-NEXT: fxch	%st(1)
; CHECK-NEXT: fadd	%st(1), %st
; CHECK-NEXT: fstp	%st(1)
; CHECK-NEXT: fchs
; CHECK-NEXT: movl	$0, -24(%rsp)
; CHECK-NEXT: movl	$-2147483648, -20(%rsp)
; CHECK-NEXT: movw	$16380, -16(%rsp)
; CHECK-NEXT: fldt	-24(%rsp)
; CHECK-NEXT: fxch	%st(1)
; CHECK-NEXT: fsub	%st(1), %st
; CHECK-NEXT: fstp	%st(1)
; CHECK-NEXT: fstpt	(%rdi)
; CHECK-NEXT: fldt	(%rdi)
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: cmp:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: fldt	(%rdi)
; CHECK-NEXT: fldt	(%rsi)
; CHECK-NEXT: fld	%st(1)
; CHECK-NEXT: fucomi	%st(1), %st
; CHECK-NEXT: fstp	%st(0)
; CHECK-NEXT: sete	%al
; CHECK-NEXT: setnp	%cl
; CHECK-NEXT: andb	%cl, %al
; CHECK-NEXT: fld	%st(1)
; CHECK-NEXT: fucomi	%st(1), %st
; CHECK-NEXT: fstp	%st(0)
; CHECK-NEXT: setne	%cl
; CHECK-NEXT: setp	%dl
; CHECK-NEXT: orb	%dl, %cl
; CHECK-NEXT: fld	%st(0)
; CHECK-NEXT: fucomi	%st(2), %st
; CHECK-NEXT: fstp	%st(0)
; CHECK-NEXT: seta	%dl
; CHECK-NEXT: fxch	%st(1)
; CHECK-NEXT: fucomi	%st(1), %st
; CHECK-NEXT: fstp	%st(0)
; CHECK-NEXT: fstp	%st(0)
; CHECK-NEXT: setae	%sil
; CHECK-NEXT: andb	$1, %al
; CHECK-NEXT: movzbl	%al, %eax
; CHECK-NEXT: andb	$1, %cl
; CHECK-NEXT: movzbl	%cl, %ecx
; CHECK-NEXT: andb	$1, %dl
; CHECK-NEXT: movzbl	%dl, %edx
; CHECK-NEXT: andb	$1, %sil
; CHECK-NEXT: movzbl	%sil, %esi
; CHECK-NEXT: movl	$1, %edi
; CHECK-NEXT: movl	%ecx, -4(%rsp) # 4-byte Spill
; CHECK-NEXT: movb	%dil, %cl
; CHECK-NEXT: movl	-4(%rsp), %edi # 4-byte Reload
; CHECK-NEXT: shll	%cl, %edi
; CHECK-NEXT: movl	$2, %ecx
; CHECK-NEXT: shll	%cl, %edx
; CHECK-NEXT: movl	$3, %ecx
; CHECK-NEXT: shll	%cl, %esi
; CHECK-NEXT: orl	%edi, %eax
; CHECK-NEXT: orl	%edx, %eax
; CHECK-NEXT: orl	%esi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: zero:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: fldz
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end2:
