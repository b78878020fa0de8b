; x86 target intrinsics through GlobalISel, without falling back: a call of an intrinsic that
; the .td ties to a target node (IntrinsicNode records in X86PatVector.td) is a G_INTRINSIC,
; which the rules imported from that node's patterns select: pmovmskb/movmskps/movmskpd in a
; default module, and pblendvb/blendvps/blendvpd (SSE4.1, with the mask in XMM0), pshufb
; (SSSE3) and pclmulqdq (PCLMUL) in functions whose "target-features" have the feature,
; though the module's subtarget lacks it (the rules' predicates test the function's
; subtarget, as the SelectionDAG's). Without the feature the rule does not match, and the
; function falls back (a remark at -global-isel-abort=2) to the SelectionDAG, which computes
; it lane by lane. @mask_of_eq is clang -O0's code for _mm_movemask_epi8(_mm_cmpeq_epi8(..)),
; as zstd's row matcher has it (the compare element by element, the mask one pmovmskb). The C driver's values are compared with llc's build.
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -stop-after=irtranslator -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=MIR
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=O0
; RUN: kiln llc -mtriple=x86_64 -O2 -global-isel -global-isel-abort=1 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=O2
; RUN: sed 's/"target-features"="+sse4.1"//' %s > %t.nosse41.ll
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=2 %t.nosse41.ll -o %t.nosse41.s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: sed -n 's/^;C: //p' %s > %t.c
; RUN: llc -O2 -mattr=+ssse3,+sse4.1,+pclmul -filetype=obj %s -o %t.ref.o && cc %t.c %t.ref.o -o %t.ref && %t.ref > %t.want
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -verify-machineinstrs -filetype=obj %s -o %t.o0.o && cc %t.c %t.o0.o -o %t.o0 && %t.o0 | diff %t.want -
; RUN: kiln llc -mtriple=x86_64 -O2 -global-isel -global-isel-abort=1 -verify-machineinstrs -filetype=obj %s -o %t.o2.o && cc %t.c %t.o2.o -o %t.o2 && %t.o2 | diff %t.want -
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=2 -filetype=obj %t.nosse41.ll -o %t.nosse41.o 2>/dev/null && cc %t.c %t.nosse41.o -o %t.nosse41 && %t.nosse41 | diff %t.want -

; MIR-LABEL: name: movmskb
; MIR: %1:_(s32) = G_INTRINSIC intrinsic(@llvm.x86.sse2.pmovmskb.128), %0(<16 x s8>)
; MIR-LABEL: name: blendvb
; MIR: %3:_(<16 x s8>) = G_INTRINSIC intrinsic(@llvm.x86.sse41.pblendvb), %0(<16 x s8>), %1(<16 x s8>), %2(<16 x s8>)
; MIR-LABEL: name: clmul
; MIR: %3:_(<2 x s64>) = G_INTRINSIC intrinsic(@llvm.x86.pclmulqdq), %0(<2 x s64>), %1(<2 x s64>), %4(s8)

; O0-LABEL: movmskb:
; O0: pmovmskb %xmm0, %eax
; O0-LABEL: movmskps:
; O0: movmskps %xmm0, %eax
; O0-LABEL: movmskpd:
; O0: movmskpd %xmm0, %eax
; O0-LABEL: blendvb:
; O0: movaps %xmm2, %xmm0
; O0: pblendvb %xmm0, %xmm1, %xmm2
; O0-LABEL: blendvps:
; O0: blendvps %xmm0, %xmm1, %xmm2
; O0-LABEL: blendvpd:
; O0: blendvpd %xmm0, %xmm1, %xmm2
; O0-LABEL: pshufb:
; O0: pshufb %xmm1, %xmm0
; O0-LABEL: clmul:
; O0: pclmulqdq $17, %xmm1, %xmm0
; O0-LABEL: mask_of_eq:
; O0: pmovmskb

; O2-LABEL: movmskb:
; O2: pmovmskb %xmm0, %eax
; O2-LABEL: blendvb:
; O2: pblendvb %xmm0, %xmm1, %xmm3
; O2-LABEL: pshufb:
; O2: pshufb %xmm1, %xmm0
; O2-LABEL: clmul:
; O2: pclmulqdq $17, %xmm1, %xmm0

; REMARK: remark: {{.*}}cannot select: {{.*}} = G_INTRINSIC intrinsic(@llvm.x86.sse41.pblendvb), {{.*}} (in function: blendvb)

;C: #include <stdio.h>
;C: typedef long long v2 __attribute__((vector_size(16)));
;C: typedef float v4f __attribute__((vector_size(16)));
;C: typedef double v2d __attribute__((vector_size(16)));
;C: int movmskb(v2); int movmskps(v4f); int movmskpd(v2d); int mask_of_eq(v2, v2);
;C: v2 blendvb(v2, v2, v2); v4f blendvps(v4f, v4f, v4f); v2d blendvpd(v2d, v2d, v2d);
;C: v2 pshufb(v2, v2); v2 clmul(v2, v2);
;C: static void show(const char *what, const void *p) {
;C:   const unsigned char *b = p; printf("%s", what);
;C:   for (int k = 0; k < 16; k++) printf(" %02x", b[k]);
;C:   printf("\n");
;C: }
;C: int main(void) {
;C:   v2 a = {0x8000ff017f80ff00LL, 0x0123456789abcdefLL}, b = {-1, 0x7f7f7f7f80808080LL};
;C:   v2 m = {0x80007f01ff00c0d0LL, (long long)0x8f0e0d0c0b0a0908ULL};
;C:   v4f fa = {1.5f, -2.0f, -0.0f, 3.0f}, fb = {7.0f, 8.0f, 9.0f, 10.0f}, fm = {-1.0f, 1.0f, -0.0f, 0.0f};
;C:   v2d da = {-1.0, 2.0}, db = {5.0, 6.0}, dm = {0.0, -3.0};
;C:   printf("%x %x %x %x %x\n", movmskb(a), movmskb(b), movmskps(fa), movmskpd(da), mask_of_eq(a, a));
;C:   printf("%x %x\n", mask_of_eq(a, b), mask_of_eq(m, a));
;C:   v2 r = blendvb(a, b, m); show("blendvb", &r);
;C:   v4f rf = blendvps(fa, fb, fm); show("blendvps", &rf);
;C:   v2d rd = blendvpd(da, db, dm); show("blendvpd", &rd);
;C:   r = pshufb(a, m); show("pshufb", &r);
;C:   r = clmul(a, b); show("clmul", &r);
;C:   return 0;
;C: }

define i32 @movmskb(<16 x i8> %v) {
  %r = call i32 @llvm.x86.sse2.pmovmskb.128(<16 x i8> %v)
  ret i32 %r
}

define i32 @movmskps(<4 x float> %v) {
  %r = call i32 @llvm.x86.sse.movmsk.ps(<4 x float> %v)
  ret i32 %r
}

define i32 @movmskpd(<2 x double> %v) {
  %r = call i32 @llvm.x86.sse2.movmsk.pd(<2 x double> %v)
  ret i32 %r
}

define <16 x i8> @blendvb(<16 x i8> %a, <16 x i8> %b, <16 x i8> %m) #0 {
  %r = call <16 x i8> @llvm.x86.sse41.pblendvb(<16 x i8> %a, <16 x i8> %b, <16 x i8> %m)
  ret <16 x i8> %r
}

define <4 x float> @blendvps(<4 x float> %a, <4 x float> %b, <4 x float> %m) #1 {
  %r = call <4 x float> @llvm.x86.sse41.blendvps(<4 x float> %a, <4 x float> %b, <4 x float> %m)
  ret <4 x float> %r
}

define <2 x double> @blendvpd(<2 x double> %a, <2 x double> %b, <2 x double> %m) #1 {
  %r = call <2 x double> @llvm.x86.sse41.blendvpd(<2 x double> %a, <2 x double> %b, <2 x double> %m)
  ret <2 x double> %r
}

define <16 x i8> @pshufb(<16 x i8> %t, <16 x i8> %s) #2 {
  %r = call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> %t, <16 x i8> %s)
  ret <16 x i8> %r
}

define <2 x i64> @clmul(<2 x i64> %a, <2 x i64> %b) #3 {
  %r = call <2 x i64> @llvm.x86.pclmulqdq(<2 x i64> %a, <2 x i64> %b, i8 17)
  ret <2 x i64> %r
}

define i32 @mask_of_eq(<2 x i64> %x, <2 x i64> %y) {
entry:
  %x.addr = alloca <2 x i64>, align 16
  %y.addr = alloca <2 x i64>, align 16
  store <2 x i64> %x, <2 x i64>* %x.addr, align 16
  store <2 x i64> %y, <2 x i64>* %y.addr, align 16
  %a = load <2 x i64>, <2 x i64>* %x.addr, align 16
  %a8 = bitcast <2 x i64> %a to <16 x i8>
  %b = load <2 x i64>, <2 x i64>* %y.addr, align 16
  %b8 = bitcast <2 x i64> %b to <16 x i8>
  %cmp = icmp eq <16 x i8> %a8, %b8
  %sext = sext <16 x i1> %cmp to <16 x i8>
  %m = call i32 @llvm.x86.sse2.pmovmskb.128(<16 x i8> %sext)
  ret i32 %m
}

declare i32 @llvm.x86.sse2.pmovmskb.128(<16 x i8>)
declare i32 @llvm.x86.sse.movmsk.ps(<4 x float>)
declare i32 @llvm.x86.sse2.movmsk.pd(<2 x double>)
declare <16 x i8> @llvm.x86.sse41.pblendvb(<16 x i8>, <16 x i8>, <16 x i8>)
declare <4 x float> @llvm.x86.sse41.blendvps(<4 x float>, <4 x float>, <4 x float>)
declare <2 x double> @llvm.x86.sse41.blendvpd(<2 x double>, <2 x double>, <2 x double>)
declare <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8>, <16 x i8>)
declare <2 x i64> @llvm.x86.pclmulqdq(<2 x i64>, <2 x i64>, i8)

attributes #0 = { "target-features"="+sse4.1" }
attributes #1 = { "target-features"="+sse4.1,+sse2" }
attributes #2 = { "target-features"="+ssse3" }
attributes #3 = { "target-features"="+pclmul" }
