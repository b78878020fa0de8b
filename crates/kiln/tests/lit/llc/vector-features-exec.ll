; Vector operations whose instructions depend on the function's features (its
; "target-features" attribute, #0 here: SSSE3, SSE4.1, PCLMUL): mul <4 x i32> (pmulld, or two
; pmuludq with SSE2 only), smin/smax/umin/umax (pminsd..., or element by element), funnel
; shifts and rotates by splat constants (two shifts and an or; a mixed amount element by
; element), <2 x i64> compares (pcmpeqq with SSE4.1 and pcmpgtq with SSE4.2, #1, or dword
; compares joined), byte alignments of two vectors and rotations of one (palignr with SSSE3,
; psrldq+pslldq+por without), pshufb, pblendvb and pclmulqdq (their instructions, or their meaning lane
; by lane without the feature). The C driver (the ;C: lines) runs each on edge values (0, 1, -1, the
; signed extremes of each lane width, mixed patterns); kiln's objects at -O2 and -O0 print what
; llc's prints (llc, which cannot select the intrinsics without their features, builds the
; reference with them for every function: the values are the same).
; RUN: sed -n 's/^;C: //p' %s > %t.c
; RUN: llc -O2 -mattr=+ssse3,+sse4.1,+pclmul -filetype=obj %s -o %t.ref.o && cc %t.c %t.ref.o -o %t.ref && %t.ref > %t.want
; RUN: kiln llc -O2 -filetype=obj %s -o %t.o2.o && cc %t.c %t.o2.o -o %t.o2 && %t.o2 | diff %t.want -
; RUN: kiln llc -O0 -filetype=obj %s -o %t.o0.o && cc %t.c %t.o0.o -o %t.o0 && %t.o0 | diff %t.want -

;C: #include <stdio.h>
;C: #include <stdint.h>
;C: #include <string.h>
;C: typedef long long v2 __attribute__((vector_size(16)));
;C: v2 mul_v4i32(v2, v2);
;C: v2 smin_v4i32(v2, v2);
;C: v2 smax_v4i32(v2, v2);
;C: v2 umin_v4i32(v2, v2);
;C: v2 umax_v4i32(v2, v2);
;C: v2 mul_v8i16(v2, v2);
;C: v2 smin_v8i16(v2, v2);
;C: v2 smax_v8i16(v2, v2);
;C: v2 umin_v8i16(v2, v2);
;C: v2 umax_v8i16(v2, v2);
;C: v2 mul_v16i8(v2, v2);
;C: v2 smin_v16i8(v2, v2);
;C: v2 smax_v16i8(v2, v2);
;C: v2 umin_v16i8(v2, v2);
;C: v2 umax_v16i8(v2, v2);
;C: v2 mul_v4i32_sse41(v2, v2);
;C: v2 smin_v4i32_sse41(v2, v2);
;C: v2 smax_v4i32_sse41(v2, v2);
;C: v2 umin_v4i32_sse41(v2, v2);
;C: v2 umax_v4i32_sse41(v2, v2);
;C: v2 mul_v8i16_sse41(v2, v2);
;C: v2 smin_v8i16_sse41(v2, v2);
;C: v2 smax_v8i16_sse41(v2, v2);
;C: v2 umin_v8i16_sse41(v2, v2);
;C: v2 umax_v8i16_sse41(v2, v2);
;C: v2 mul_v16i8_sse41(v2, v2);
;C: v2 smin_v16i8_sse41(v2, v2);
;C: v2 smax_v16i8_sse41(v2, v2);
;C: v2 umin_v16i8_sse41(v2, v2);
;C: v2 umax_v16i8_sse41(v2, v2);
;C: v2 fshl_v4i32_13(v2, v2);
;C: v2 rotl_v4i32_13(v2, v2);
;C: v2 fshr_v4i32_7(v2, v2);
;C: v2 rotr_v4i32_7(v2, v2);
;C: v2 fshl_v4i32_1(v2, v2);
;C: v2 rotl_v4i32_1(v2, v2);
;C: v2 fshr_v4i32_31(v2, v2);
;C: v2 rotr_v4i32_31(v2, v2);
;C: v2 fshl_v4i32_35(v2, v2);
;C: v2 rotl_v4i32_35(v2, v2);
;C: v2 fshl_v4i32_0(v2, v2);
;C: v2 rotl_v4i32_0(v2, v2);
;C: v2 fshl_v8i16_13(v2, v2);
;C: v2 rotl_v8i16_13(v2, v2);
;C: v2 fshr_v8i16_7(v2, v2);
;C: v2 rotr_v8i16_7(v2, v2);
;C: v2 fshl_v8i16_1(v2, v2);
;C: v2 rotl_v8i16_1(v2, v2);
;C: v2 fshr_v8i16_15(v2, v2);
;C: v2 rotr_v8i16_15(v2, v2);
;C: v2 fshl_v8i16_19(v2, v2);
;C: v2 rotl_v8i16_19(v2, v2);
;C: v2 fshl_v8i16_0(v2, v2);
;C: v2 rotl_v8i16_0(v2, v2);
;C: v2 fshl_v2i64_13(v2, v2);
;C: v2 rotl_v2i64_13(v2, v2);
;C: v2 fshr_v2i64_7(v2, v2);
;C: v2 rotr_v2i64_7(v2, v2);
;C: v2 fshl_v2i64_1(v2, v2);
;C: v2 rotl_v2i64_1(v2, v2);
;C: v2 fshr_v2i64_63(v2, v2);
;C: v2 rotr_v2i64_63(v2, v2);
;C: v2 fshl_v2i64_67(v2, v2);
;C: v2 rotl_v2i64_67(v2, v2);
;C: v2 fshl_v2i64_0(v2, v2);
;C: v2 rotl_v2i64_0(v2, v2);
;C: v2 fshl_v4i32_mixed(v2, v2);
;C: v2 clmul0(v2, v2);
;C: v2 clmul1(v2, v2);
;C: v2 clmul16(v2, v2);
;C: v2 clmul17(v2, v2);
;C: v2 pshufb(v2, v2);
;C: v2 pblendvb(v2, v2);
;C: v2 clmul0_feat(v2, v2);
;C: v2 clmul1_feat(v2, v2);
;C: v2 clmul16_feat(v2, v2);
;C: v2 clmul17_feat(v2, v2);
;C: v2 pshufb_feat(v2, v2);
;C: v2 pblendvb_feat(v2, v2);
;C: v2 cmp_eq_v2i64(v2, v2);
;C: v2 cmp_ne_v2i64(v2, v2);
;C: v2 cmp_sgt_v2i64(v2, v2);
;C: v2 cmp_slt_v2i64(v2, v2);
;C: v2 cmp_uge_v2i64(v2, v2);
;C: v2 cmp_ule_v2i64(v2, v2);
;C: v2 cmp_eq_v2i64_sse42(v2, v2);
;C: v2 cmp_ne_v2i64_sse42(v2, v2);
;C: v2 cmp_sgt_v2i64_sse42(v2, v2);
;C: v2 cmp_slt_v2i64_sse42(v2, v2);
;C: v2 cmp_uge_v2i64_sse42(v2, v2);
;C: v2 cmp_ule_v2i64_sse42(v2, v2);
;C: v2 align_v16i8_1(v2, v2);
;C: v2 align_v16i8_3(v2, v2);
;C: v2 align_v16i8_8(v2, v2);
;C: v2 align_v16i8_15(v2, v2);
;C: v2 align_v8i16_3(v2, v2);
;C: v2 align_v16i8_5_rot(v2, v2);
;C: v2 align_v8i16_1_rot(v2, v2);
;C: v2 align_v4i32_1(v2, v2);
;C: v2 align_v4i32_3(v2, v2);
;C: v2 align_v16i8_1_ssse3(v2, v2);
;C: v2 align_v16i8_3_ssse3(v2, v2);
;C: v2 align_v16i8_8_ssse3(v2, v2);
;C: v2 align_v16i8_15_ssse3(v2, v2);
;C: v2 align_v8i16_3_ssse3(v2, v2);
;C: v2 align_v16i8_5_rot_ssse3(v2, v2);
;C: v2 align_v8i16_1_rot_ssse3(v2, v2);
;C: v2 align_v4i32_1_ssse3(v2, v2);
;C: v2 align_v4i32_3_ssse3(v2, v2);
;C: static const uint32_t edge[] = {0, 1, 0xffffffffu, 0x7fffffffu, 0x80000000u, 0x7fff7fffu, 0x80008000u, 0x7f7f7f7fu, 0x80808080u, 0x0000ffffu, 0xffff0000u, 0x12345678u, 0x9abcdef0u, 0x00ff00ffu, 0xdeadbeefu, 0x01020304u};
;C: static v2 vec(int k) { uint32_t w[4]; for (int i = 0; i < 4; i++) w[i] = edge[(k + 5 * i) % 16] ^ (uint32_t)(k * 0x01010101u * (i & 1)); v2 v; memcpy(&v, w, 16); return v; }
;C: static void dump(const char *n, int i, int j, v2 v) { unsigned char b[16]; memcpy(b, &v, 16); printf("%s %d %d", n, i, j); for (int k = 0; k < 16; k++) printf(" %02x", b[k]); printf("\n"); }
;C: #define RUN(f) for (int i = 0; i < 16; i++) for (int j = 0; j < 16; j += 3) dump(#f, i, j, f(vec(i), vec(j)))
;C: int main(void) {
;C:   RUN(mul_v4i32);
;C:   RUN(smin_v4i32);
;C:   RUN(smax_v4i32);
;C:   RUN(umin_v4i32);
;C:   RUN(umax_v4i32);
;C:   RUN(mul_v8i16);
;C:   RUN(smin_v8i16);
;C:   RUN(smax_v8i16);
;C:   RUN(umin_v8i16);
;C:   RUN(umax_v8i16);
;C:   RUN(mul_v16i8);
;C:   RUN(smin_v16i8);
;C:   RUN(smax_v16i8);
;C:   RUN(umin_v16i8);
;C:   RUN(umax_v16i8);
;C:   RUN(mul_v4i32_sse41);
;C:   RUN(smin_v4i32_sse41);
;C:   RUN(smax_v4i32_sse41);
;C:   RUN(umin_v4i32_sse41);
;C:   RUN(umax_v4i32_sse41);
;C:   RUN(mul_v8i16_sse41);
;C:   RUN(smin_v8i16_sse41);
;C:   RUN(smax_v8i16_sse41);
;C:   RUN(umin_v8i16_sse41);
;C:   RUN(umax_v8i16_sse41);
;C:   RUN(mul_v16i8_sse41);
;C:   RUN(smin_v16i8_sse41);
;C:   RUN(smax_v16i8_sse41);
;C:   RUN(umin_v16i8_sse41);
;C:   RUN(umax_v16i8_sse41);
;C:   RUN(fshl_v4i32_13);
;C:   RUN(rotl_v4i32_13);
;C:   RUN(fshr_v4i32_7);
;C:   RUN(rotr_v4i32_7);
;C:   RUN(fshl_v4i32_1);
;C:   RUN(rotl_v4i32_1);
;C:   RUN(fshr_v4i32_31);
;C:   RUN(rotr_v4i32_31);
;C:   RUN(fshl_v4i32_35);
;C:   RUN(rotl_v4i32_35);
;C:   RUN(fshl_v4i32_0);
;C:   RUN(rotl_v4i32_0);
;C:   RUN(fshl_v8i16_13);
;C:   RUN(rotl_v8i16_13);
;C:   RUN(fshr_v8i16_7);
;C:   RUN(rotr_v8i16_7);
;C:   RUN(fshl_v8i16_1);
;C:   RUN(rotl_v8i16_1);
;C:   RUN(fshr_v8i16_15);
;C:   RUN(rotr_v8i16_15);
;C:   RUN(fshl_v8i16_19);
;C:   RUN(rotl_v8i16_19);
;C:   RUN(fshl_v8i16_0);
;C:   RUN(rotl_v8i16_0);
;C:   RUN(fshl_v2i64_13);
;C:   RUN(rotl_v2i64_13);
;C:   RUN(fshr_v2i64_7);
;C:   RUN(rotr_v2i64_7);
;C:   RUN(fshl_v2i64_1);
;C:   RUN(rotl_v2i64_1);
;C:   RUN(fshr_v2i64_63);
;C:   RUN(rotr_v2i64_63);
;C:   RUN(fshl_v2i64_67);
;C:   RUN(rotl_v2i64_67);
;C:   RUN(fshl_v2i64_0);
;C:   RUN(rotl_v2i64_0);
;C:   RUN(fshl_v4i32_mixed);
;C:   RUN(clmul0);
;C:   RUN(clmul1);
;C:   RUN(clmul16);
;C:   RUN(clmul17);
;C:   RUN(pshufb);
;C:   RUN(pblendvb);
;C:   RUN(clmul0_feat);
;C:   RUN(clmul1_feat);
;C:   RUN(clmul16_feat);
;C:   RUN(clmul17_feat);
;C:   RUN(pshufb_feat);
;C:   RUN(pblendvb_feat);
;C:   RUN(cmp_eq_v2i64);
;C:   RUN(cmp_ne_v2i64);
;C:   RUN(cmp_sgt_v2i64);
;C:   RUN(cmp_slt_v2i64);
;C:   RUN(cmp_uge_v2i64);
;C:   RUN(cmp_ule_v2i64);
;C:   RUN(cmp_eq_v2i64_sse42);
;C:   RUN(cmp_ne_v2i64_sse42);
;C:   RUN(cmp_sgt_v2i64_sse42);
;C:   RUN(cmp_slt_v2i64_sse42);
;C:   RUN(cmp_uge_v2i64_sse42);
;C:   RUN(cmp_ule_v2i64_sse42);
;C:   RUN(align_v16i8_1);
;C:   RUN(align_v16i8_3);
;C:   RUN(align_v16i8_8);
;C:   RUN(align_v16i8_15);
;C:   RUN(align_v8i16_3);
;C:   RUN(align_v16i8_5_rot);
;C:   RUN(align_v8i16_1_rot);
;C:   RUN(align_v4i32_1);
;C:   RUN(align_v4i32_3);
;C:   RUN(align_v16i8_1_ssse3);
;C:   RUN(align_v16i8_3_ssse3);
;C:   RUN(align_v16i8_8_ssse3);
;C:   RUN(align_v16i8_15_ssse3);
;C:   RUN(align_v8i16_3_ssse3);
;C:   RUN(align_v16i8_5_rot_ssse3);
;C:   RUN(align_v8i16_1_rot_ssse3);
;C:   RUN(align_v4i32_1_ssse3);
;C:   RUN(align_v4i32_3_ssse3);
;C:   return 0;
;C: }

define <4 x i32> @mul_v4i32(<4 x i32> %a, <4 x i32> %b) {
  %r = mul <4 x i32> %a, %b
  ret <4 x i32> %r
}

define <4 x i32> @smin_v4i32(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.smin.v4i32(<4 x i32> %a, <4 x i32> %b)
  ret <4 x i32> %r
}

define <4 x i32> @smax_v4i32(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.smax.v4i32(<4 x i32> %a, <4 x i32> %b)
  ret <4 x i32> %r
}

define <4 x i32> @umin_v4i32(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.umin.v4i32(<4 x i32> %a, <4 x i32> %b)
  ret <4 x i32> %r
}

define <4 x i32> @umax_v4i32(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.umax.v4i32(<4 x i32> %a, <4 x i32> %b)
  ret <4 x i32> %r
}

define <8 x i16> @mul_v8i16(<8 x i16> %a, <8 x i16> %b) {
  %r = mul <8 x i16> %a, %b
  ret <8 x i16> %r
}

define <8 x i16> @smin_v8i16(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.smin.v8i16(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}

define <8 x i16> @smax_v8i16(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.smax.v8i16(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}

define <8 x i16> @umin_v8i16(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.umin.v8i16(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}

define <8 x i16> @umax_v8i16(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.umax.v8i16(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}

define <16 x i8> @mul_v16i8(<16 x i8> %a, <16 x i8> %b) {
  %r = mul <16 x i8> %a, %b
  ret <16 x i8> %r
}

define <16 x i8> @smin_v16i8(<16 x i8> %a, <16 x i8> %b) {
  %r = call <16 x i8> @llvm.smin.v16i8(<16 x i8> %a, <16 x i8> %b)
  ret <16 x i8> %r
}

define <16 x i8> @smax_v16i8(<16 x i8> %a, <16 x i8> %b) {
  %r = call <16 x i8> @llvm.smax.v16i8(<16 x i8> %a, <16 x i8> %b)
  ret <16 x i8> %r
}

define <16 x i8> @umin_v16i8(<16 x i8> %a, <16 x i8> %b) {
  %r = call <16 x i8> @llvm.umin.v16i8(<16 x i8> %a, <16 x i8> %b)
  ret <16 x i8> %r
}

define <16 x i8> @umax_v16i8(<16 x i8> %a, <16 x i8> %b) {
  %r = call <16 x i8> @llvm.umax.v16i8(<16 x i8> %a, <16 x i8> %b)
  ret <16 x i8> %r
}

define <4 x i32> @mul_v4i32_sse41(<4 x i32> %a, <4 x i32> %b) #0 {
  %r = mul <4 x i32> %a, %b
  ret <4 x i32> %r
}

define <4 x i32> @smin_v4i32_sse41(<4 x i32> %a, <4 x i32> %b) #0 {
  %r = call <4 x i32> @llvm.smin.v4i32(<4 x i32> %a, <4 x i32> %b)
  ret <4 x i32> %r
}

define <4 x i32> @smax_v4i32_sse41(<4 x i32> %a, <4 x i32> %b) #0 {
  %r = call <4 x i32> @llvm.smax.v4i32(<4 x i32> %a, <4 x i32> %b)
  ret <4 x i32> %r
}

define <4 x i32> @umin_v4i32_sse41(<4 x i32> %a, <4 x i32> %b) #0 {
  %r = call <4 x i32> @llvm.umin.v4i32(<4 x i32> %a, <4 x i32> %b)
  ret <4 x i32> %r
}

define <4 x i32> @umax_v4i32_sse41(<4 x i32> %a, <4 x i32> %b) #0 {
  %r = call <4 x i32> @llvm.umax.v4i32(<4 x i32> %a, <4 x i32> %b)
  ret <4 x i32> %r
}

define <8 x i16> @mul_v8i16_sse41(<8 x i16> %a, <8 x i16> %b) #0 {
  %r = mul <8 x i16> %a, %b
  ret <8 x i16> %r
}

define <8 x i16> @smin_v8i16_sse41(<8 x i16> %a, <8 x i16> %b) #0 {
  %r = call <8 x i16> @llvm.smin.v8i16(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}

define <8 x i16> @smax_v8i16_sse41(<8 x i16> %a, <8 x i16> %b) #0 {
  %r = call <8 x i16> @llvm.smax.v8i16(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}

define <8 x i16> @umin_v8i16_sse41(<8 x i16> %a, <8 x i16> %b) #0 {
  %r = call <8 x i16> @llvm.umin.v8i16(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}

define <8 x i16> @umax_v8i16_sse41(<8 x i16> %a, <8 x i16> %b) #0 {
  %r = call <8 x i16> @llvm.umax.v8i16(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}

define <16 x i8> @mul_v16i8_sse41(<16 x i8> %a, <16 x i8> %b) #0 {
  %r = mul <16 x i8> %a, %b
  ret <16 x i8> %r
}

define <16 x i8> @smin_v16i8_sse41(<16 x i8> %a, <16 x i8> %b) #0 {
  %r = call <16 x i8> @llvm.smin.v16i8(<16 x i8> %a, <16 x i8> %b)
  ret <16 x i8> %r
}

define <16 x i8> @smax_v16i8_sse41(<16 x i8> %a, <16 x i8> %b) #0 {
  %r = call <16 x i8> @llvm.smax.v16i8(<16 x i8> %a, <16 x i8> %b)
  ret <16 x i8> %r
}

define <16 x i8> @umin_v16i8_sse41(<16 x i8> %a, <16 x i8> %b) #0 {
  %r = call <16 x i8> @llvm.umin.v16i8(<16 x i8> %a, <16 x i8> %b)
  ret <16 x i8> %r
}

define <16 x i8> @umax_v16i8_sse41(<16 x i8> %a, <16 x i8> %b) #0 {
  %r = call <16 x i8> @llvm.umax.v16i8(<16 x i8> %a, <16 x i8> %b)
  ret <16 x i8> %r
}

define <4 x i32> @fshl_v4i32_13(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.fshl.v4i32(<4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 13, i32 13, i32 13, i32 13>)
  ret <4 x i32> %r
}

define <4 x i32> @rotl_v4i32_13(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.fshl.v4i32(<4 x i32> %a, <4 x i32> %a, <4 x i32> <i32 13, i32 13, i32 13, i32 13>)
  ret <4 x i32> %r
}

define <4 x i32> @fshr_v4i32_7(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.fshr.v4i32(<4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 7, i32 7, i32 7, i32 7>)
  ret <4 x i32> %r
}

define <4 x i32> @rotr_v4i32_7(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.fshr.v4i32(<4 x i32> %a, <4 x i32> %a, <4 x i32> <i32 7, i32 7, i32 7, i32 7>)
  ret <4 x i32> %r
}

define <4 x i32> @fshl_v4i32_1(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.fshl.v4i32(<4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 1, i32 1, i32 1, i32 1>)
  ret <4 x i32> %r
}

define <4 x i32> @rotl_v4i32_1(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.fshl.v4i32(<4 x i32> %a, <4 x i32> %a, <4 x i32> <i32 1, i32 1, i32 1, i32 1>)
  ret <4 x i32> %r
}

define <4 x i32> @fshr_v4i32_31(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.fshr.v4i32(<4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 31, i32 31, i32 31, i32 31>)
  ret <4 x i32> %r
}

define <4 x i32> @rotr_v4i32_31(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.fshr.v4i32(<4 x i32> %a, <4 x i32> %a, <4 x i32> <i32 31, i32 31, i32 31, i32 31>)
  ret <4 x i32> %r
}

define <4 x i32> @fshl_v4i32_35(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.fshl.v4i32(<4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 35, i32 35, i32 35, i32 35>)
  ret <4 x i32> %r
}

define <4 x i32> @rotl_v4i32_35(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.fshl.v4i32(<4 x i32> %a, <4 x i32> %a, <4 x i32> <i32 35, i32 35, i32 35, i32 35>)
  ret <4 x i32> %r
}

define <4 x i32> @fshl_v4i32_0(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.fshl.v4i32(<4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 0, i32 0, i32 0, i32 0>)
  ret <4 x i32> %r
}

define <4 x i32> @rotl_v4i32_0(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.fshl.v4i32(<4 x i32> %a, <4 x i32> %a, <4 x i32> <i32 0, i32 0, i32 0, i32 0>)
  ret <4 x i32> %r
}

define <8 x i16> @fshl_v8i16_13(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.fshl.v8i16(<8 x i16> %a, <8 x i16> %b, <8 x i16> <i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13>)
  ret <8 x i16> %r
}

define <8 x i16> @rotl_v8i16_13(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.fshl.v8i16(<8 x i16> %a, <8 x i16> %a, <8 x i16> <i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13, i16 13>)
  ret <8 x i16> %r
}

define <8 x i16> @fshr_v8i16_7(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.fshr.v8i16(<8 x i16> %a, <8 x i16> %b, <8 x i16> <i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7>)
  ret <8 x i16> %r
}

define <8 x i16> @rotr_v8i16_7(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.fshr.v8i16(<8 x i16> %a, <8 x i16> %a, <8 x i16> <i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7>)
  ret <8 x i16> %r
}

define <8 x i16> @fshl_v8i16_1(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.fshl.v8i16(<8 x i16> %a, <8 x i16> %b, <8 x i16> <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>)
  ret <8 x i16> %r
}

define <8 x i16> @rotl_v8i16_1(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.fshl.v8i16(<8 x i16> %a, <8 x i16> %a, <8 x i16> <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>)
  ret <8 x i16> %r
}

define <8 x i16> @fshr_v8i16_15(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.fshr.v8i16(<8 x i16> %a, <8 x i16> %b, <8 x i16> <i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15>)
  ret <8 x i16> %r
}

define <8 x i16> @rotr_v8i16_15(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.fshr.v8i16(<8 x i16> %a, <8 x i16> %a, <8 x i16> <i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15>)
  ret <8 x i16> %r
}

define <8 x i16> @fshl_v8i16_19(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.fshl.v8i16(<8 x i16> %a, <8 x i16> %b, <8 x i16> <i16 19, i16 19, i16 19, i16 19, i16 19, i16 19, i16 19, i16 19>)
  ret <8 x i16> %r
}

define <8 x i16> @rotl_v8i16_19(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.fshl.v8i16(<8 x i16> %a, <8 x i16> %a, <8 x i16> <i16 19, i16 19, i16 19, i16 19, i16 19, i16 19, i16 19, i16 19>)
  ret <8 x i16> %r
}

define <8 x i16> @fshl_v8i16_0(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.fshl.v8i16(<8 x i16> %a, <8 x i16> %b, <8 x i16> <i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>)
  ret <8 x i16> %r
}

define <8 x i16> @rotl_v8i16_0(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.fshl.v8i16(<8 x i16> %a, <8 x i16> %a, <8 x i16> <i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>)
  ret <8 x i16> %r
}

define <2 x i64> @fshl_v2i64_13(<2 x i64> %a, <2 x i64> %b) {
  %r = call <2 x i64> @llvm.fshl.v2i64(<2 x i64> %a, <2 x i64> %b, <2 x i64> <i64 13, i64 13>)
  ret <2 x i64> %r
}

define <2 x i64> @rotl_v2i64_13(<2 x i64> %a, <2 x i64> %b) {
  %r = call <2 x i64> @llvm.fshl.v2i64(<2 x i64> %a, <2 x i64> %a, <2 x i64> <i64 13, i64 13>)
  ret <2 x i64> %r
}

define <2 x i64> @fshr_v2i64_7(<2 x i64> %a, <2 x i64> %b) {
  %r = call <2 x i64> @llvm.fshr.v2i64(<2 x i64> %a, <2 x i64> %b, <2 x i64> <i64 7, i64 7>)
  ret <2 x i64> %r
}

define <2 x i64> @rotr_v2i64_7(<2 x i64> %a, <2 x i64> %b) {
  %r = call <2 x i64> @llvm.fshr.v2i64(<2 x i64> %a, <2 x i64> %a, <2 x i64> <i64 7, i64 7>)
  ret <2 x i64> %r
}

define <2 x i64> @fshl_v2i64_1(<2 x i64> %a, <2 x i64> %b) {
  %r = call <2 x i64> @llvm.fshl.v2i64(<2 x i64> %a, <2 x i64> %b, <2 x i64> <i64 1, i64 1>)
  ret <2 x i64> %r
}

define <2 x i64> @rotl_v2i64_1(<2 x i64> %a, <2 x i64> %b) {
  %r = call <2 x i64> @llvm.fshl.v2i64(<2 x i64> %a, <2 x i64> %a, <2 x i64> <i64 1, i64 1>)
  ret <2 x i64> %r
}

define <2 x i64> @fshr_v2i64_63(<2 x i64> %a, <2 x i64> %b) {
  %r = call <2 x i64> @llvm.fshr.v2i64(<2 x i64> %a, <2 x i64> %b, <2 x i64> <i64 63, i64 63>)
  ret <2 x i64> %r
}

define <2 x i64> @rotr_v2i64_63(<2 x i64> %a, <2 x i64> %b) {
  %r = call <2 x i64> @llvm.fshr.v2i64(<2 x i64> %a, <2 x i64> %a, <2 x i64> <i64 63, i64 63>)
  ret <2 x i64> %r
}

define <2 x i64> @fshl_v2i64_67(<2 x i64> %a, <2 x i64> %b) {
  %r = call <2 x i64> @llvm.fshl.v2i64(<2 x i64> %a, <2 x i64> %b, <2 x i64> <i64 67, i64 67>)
  ret <2 x i64> %r
}

define <2 x i64> @rotl_v2i64_67(<2 x i64> %a, <2 x i64> %b) {
  %r = call <2 x i64> @llvm.fshl.v2i64(<2 x i64> %a, <2 x i64> %a, <2 x i64> <i64 67, i64 67>)
  ret <2 x i64> %r
}

define <2 x i64> @fshl_v2i64_0(<2 x i64> %a, <2 x i64> %b) {
  %r = call <2 x i64> @llvm.fshl.v2i64(<2 x i64> %a, <2 x i64> %b, <2 x i64> <i64 0, i64 0>)
  ret <2 x i64> %r
}

define <2 x i64> @rotl_v2i64_0(<2 x i64> %a, <2 x i64> %b) {
  %r = call <2 x i64> @llvm.fshl.v2i64(<2 x i64> %a, <2 x i64> %a, <2 x i64> <i64 0, i64 0>)
  ret <2 x i64> %r
}

define <4 x i32> @fshl_v4i32_mixed(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.fshl.v4i32(<4 x i32> %a, <4 x i32> %a, <4 x i32> <i32 1, i32 7, i32 12, i32 18>)
  ret <4 x i32> %r
}

define <2 x i64> @pshufb(<2 x i64> %a, <2 x i64> %b) {
  %x = bitcast <2 x i64> %a to <16 x i8>
  %y = bitcast <2 x i64> %b to <16 x i8>
  %r = call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> %x, <16 x i8> %y)
  %c = bitcast <16 x i8> %r to <2 x i64>
  ret <2 x i64> %c
}

define <2 x i64> @pblendvb(<2 x i64> %a, <2 x i64> %b) {
  %x = bitcast <2 x i64> %a to <16 x i8>
  %y = bitcast <2 x i64> %b to <16 x i8>
  %m = xor <16 x i8> %x, %y
  %r = call <16 x i8> @llvm.x86.sse41.pblendvb(<16 x i8> %x, <16 x i8> %y, <16 x i8> %m)
  %c = bitcast <16 x i8> %r to <2 x i64>
  ret <2 x i64> %c
}

define <2 x i64> @clmul0(<2 x i64> %a, <2 x i64> %b) {
  %r = call <2 x i64> @llvm.x86.pclmulqdq(<2 x i64> %a, <2 x i64> %b, i8 0)
  ret <2 x i64> %r
}

define <2 x i64> @clmul1(<2 x i64> %a, <2 x i64> %b) {
  %r = call <2 x i64> @llvm.x86.pclmulqdq(<2 x i64> %a, <2 x i64> %b, i8 1)
  ret <2 x i64> %r
}

define <2 x i64> @clmul16(<2 x i64> %a, <2 x i64> %b) {
  %r = call <2 x i64> @llvm.x86.pclmulqdq(<2 x i64> %a, <2 x i64> %b, i8 16)
  ret <2 x i64> %r
}

define <2 x i64> @clmul17(<2 x i64> %a, <2 x i64> %b) {
  %r = call <2 x i64> @llvm.x86.pclmulqdq(<2 x i64> %a, <2 x i64> %b, i8 17)
  ret <2 x i64> %r
}

define <2 x i64> @pshufb_feat(<2 x i64> %a, <2 x i64> %b) #0 {
  %x = bitcast <2 x i64> %a to <16 x i8>
  %y = bitcast <2 x i64> %b to <16 x i8>
  %r = call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> %x, <16 x i8> %y)
  %c = bitcast <16 x i8> %r to <2 x i64>
  ret <2 x i64> %c
}

define <2 x i64> @pblendvb_feat(<2 x i64> %a, <2 x i64> %b) #0 {
  %x = bitcast <2 x i64> %a to <16 x i8>
  %y = bitcast <2 x i64> %b to <16 x i8>
  %m = xor <16 x i8> %x, %y
  %r = call <16 x i8> @llvm.x86.sse41.pblendvb(<16 x i8> %x, <16 x i8> %y, <16 x i8> %m)
  %c = bitcast <16 x i8> %r to <2 x i64>
  ret <2 x i64> %c
}

define <2 x i64> @clmul0_feat(<2 x i64> %a, <2 x i64> %b) #0 {
  %r = call <2 x i64> @llvm.x86.pclmulqdq(<2 x i64> %a, <2 x i64> %b, i8 0)
  ret <2 x i64> %r
}

define <2 x i64> @clmul1_feat(<2 x i64> %a, <2 x i64> %b) #0 {
  %r = call <2 x i64> @llvm.x86.pclmulqdq(<2 x i64> %a, <2 x i64> %b, i8 1)
  ret <2 x i64> %r
}

define <2 x i64> @clmul16_feat(<2 x i64> %a, <2 x i64> %b) #0 {
  %r = call <2 x i64> @llvm.x86.pclmulqdq(<2 x i64> %a, <2 x i64> %b, i8 16)
  ret <2 x i64> %r
}

define <2 x i64> @clmul17_feat(<2 x i64> %a, <2 x i64> %b) #0 {
  %r = call <2 x i64> @llvm.x86.pclmulqdq(<2 x i64> %a, <2 x i64> %b, i8 17)
  ret <2 x i64> %r
}

define <2 x i64> @cmp_eq_v2i64(<2 x i64> %a, <2 x i64> %b) {
  %c = icmp eq <2 x i64> %a, %b
  %r = sext <2 x i1> %c to <2 x i64>
  ret <2 x i64> %r
}

define <2 x i64> @cmp_ne_v2i64(<2 x i64> %a, <2 x i64> %b) {
  %c = icmp ne <2 x i64> %a, %b
  %r = sext <2 x i1> %c to <2 x i64>
  ret <2 x i64> %r
}

define <2 x i64> @cmp_sgt_v2i64(<2 x i64> %a, <2 x i64> %b) {
  %c = icmp sgt <2 x i64> %a, %b
  %r = sext <2 x i1> %c to <2 x i64>
  ret <2 x i64> %r
}

define <2 x i64> @cmp_slt_v2i64(<2 x i64> %a, <2 x i64> %b) {
  %c = icmp slt <2 x i64> %a, %b
  %r = sext <2 x i1> %c to <2 x i64>
  ret <2 x i64> %r
}

define <2 x i64> @cmp_uge_v2i64(<2 x i64> %a, <2 x i64> %b) {
  %c = icmp uge <2 x i64> %a, %b
  %r = sext <2 x i1> %c to <2 x i64>
  ret <2 x i64> %r
}

define <2 x i64> @cmp_ule_v2i64(<2 x i64> %a, <2 x i64> %b) {
  %c = icmp ule <2 x i64> %a, %b
  %r = sext <2 x i1> %c to <2 x i64>
  ret <2 x i64> %r
}

define <2 x i64> @cmp_eq_v2i64_sse42(<2 x i64> %a, <2 x i64> %b) #1 {
  %c = icmp eq <2 x i64> %a, %b
  %r = sext <2 x i1> %c to <2 x i64>
  ret <2 x i64> %r
}

define <2 x i64> @cmp_ne_v2i64_sse42(<2 x i64> %a, <2 x i64> %b) #1 {
  %c = icmp ne <2 x i64> %a, %b
  %r = sext <2 x i1> %c to <2 x i64>
  ret <2 x i64> %r
}

define <2 x i64> @cmp_sgt_v2i64_sse42(<2 x i64> %a, <2 x i64> %b) #1 {
  %c = icmp sgt <2 x i64> %a, %b
  %r = sext <2 x i1> %c to <2 x i64>
  ret <2 x i64> %r
}

define <2 x i64> @cmp_slt_v2i64_sse42(<2 x i64> %a, <2 x i64> %b) #1 {
  %c = icmp slt <2 x i64> %a, %b
  %r = sext <2 x i1> %c to <2 x i64>
  ret <2 x i64> %r
}

define <2 x i64> @cmp_uge_v2i64_sse42(<2 x i64> %a, <2 x i64> %b) #1 {
  %c = icmp uge <2 x i64> %a, %b
  %r = sext <2 x i1> %c to <2 x i64>
  ret <2 x i64> %r
}

define <2 x i64> @cmp_ule_v2i64_sse42(<2 x i64> %a, <2 x i64> %b) #1 {
  %c = icmp ule <2 x i64> %a, %b
  %r = sext <2 x i1> %c to <2 x i64>
  ret <2 x i64> %r
}

define <2 x i64> @align_v16i8_1(<2 x i64> %a, <2 x i64> %b) {
  %x = bitcast <2 x i64> %a to <16 x i8>
  %y = bitcast <2 x i64> %b to <16 x i8>
  %r = shufflevector <16 x i8> %x, <16 x i8> %y, <16 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16>
  %c = bitcast <16 x i8> %r to <2 x i64>
  ret <2 x i64> %c
}

define <2 x i64> @align_v16i8_3(<2 x i64> %a, <2 x i64> %b) {
  %x = bitcast <2 x i64> %a to <16 x i8>
  %y = bitcast <2 x i64> %b to <16 x i8>
  %r = shufflevector <16 x i8> %x, <16 x i8> %y, <16 x i32> <i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18>
  %c = bitcast <16 x i8> %r to <2 x i64>
  ret <2 x i64> %c
}

define <2 x i64> @align_v16i8_8(<2 x i64> %a, <2 x i64> %b) {
  %x = bitcast <2 x i64> %a to <16 x i8>
  %y = bitcast <2 x i64> %b to <16 x i8>
  %r = shufflevector <16 x i8> %x, <16 x i8> %y, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %c = bitcast <16 x i8> %r to <2 x i64>
  ret <2 x i64> %c
}

define <2 x i64> @align_v16i8_15(<2 x i64> %a, <2 x i64> %b) {
  %x = bitcast <2 x i64> %a to <16 x i8>
  %y = bitcast <2 x i64> %b to <16 x i8>
  %r = shufflevector <16 x i8> %x, <16 x i8> %y, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %c = bitcast <16 x i8> %r to <2 x i64>
  ret <2 x i64> %c
}

define <2 x i64> @align_v8i16_3(<2 x i64> %a, <2 x i64> %b) {
  %x = bitcast <2 x i64> %a to <8 x i16>
  %y = bitcast <2 x i64> %b to <8 x i16>
  %r = shufflevector <8 x i16> %x, <8 x i16> %y, <8 x i32> <i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10>
  %c = bitcast <8 x i16> %r to <2 x i64>
  ret <2 x i64> %c
}

define <2 x i64> @align_v16i8_5_rot(<2 x i64> %a, <2 x i64> %b) {
  %x = bitcast <2 x i64> %a to <16 x i8>
  %y = bitcast <2 x i64> %b to <16 x i8>
  %r = shufflevector <16 x i8> %x, <16 x i8> %x, <16 x i32> <i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 0, i32 1, i32 2, i32 3, i32 4>
  %c = bitcast <16 x i8> %r to <2 x i64>
  ret <2 x i64> %c
}

define <2 x i64> @align_v8i16_1_rot(<2 x i64> %a, <2 x i64> %b) {
  %x = bitcast <2 x i64> %a to <8 x i16>
  %y = bitcast <2 x i64> %b to <8 x i16>
  %r = shufflevector <8 x i16> %x, <8 x i16> %x, <8 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0>
  %c = bitcast <8 x i16> %r to <2 x i64>
  ret <2 x i64> %c
}

define <2 x i64> @align_v4i32_1(<2 x i64> %a, <2 x i64> %b) {
  %x = bitcast <2 x i64> %a to <4 x i32>
  %y = bitcast <2 x i64> %b to <4 x i32>
  %r = shufflevector <4 x i32> %x, <4 x i32> %y, <4 x i32> <i32 1, i32 2, i32 3, i32 4>
  %c = bitcast <4 x i32> %r to <2 x i64>
  ret <2 x i64> %c
}

define <2 x i64> @align_v4i32_3(<2 x i64> %a, <2 x i64> %b) {
  %x = bitcast <2 x i64> %a to <4 x i32>
  %y = bitcast <2 x i64> %b to <4 x i32>
  %r = shufflevector <4 x i32> %x, <4 x i32> %y, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %c = bitcast <4 x i32> %r to <2 x i64>
  ret <2 x i64> %c
}

define <2 x i64> @align_v16i8_1_ssse3(<2 x i64> %a, <2 x i64> %b) #0 {
  %x = bitcast <2 x i64> %a to <16 x i8>
  %y = bitcast <2 x i64> %b to <16 x i8>
  %r = shufflevector <16 x i8> %x, <16 x i8> %y, <16 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16>
  %c = bitcast <16 x i8> %r to <2 x i64>
  ret <2 x i64> %c
}

define <2 x i64> @align_v16i8_3_ssse3(<2 x i64> %a, <2 x i64> %b) #0 {
  %x = bitcast <2 x i64> %a to <16 x i8>
  %y = bitcast <2 x i64> %b to <16 x i8>
  %r = shufflevector <16 x i8> %x, <16 x i8> %y, <16 x i32> <i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18>
  %c = bitcast <16 x i8> %r to <2 x i64>
  ret <2 x i64> %c
}

define <2 x i64> @align_v16i8_8_ssse3(<2 x i64> %a, <2 x i64> %b) #0 {
  %x = bitcast <2 x i64> %a to <16 x i8>
  %y = bitcast <2 x i64> %b to <16 x i8>
  %r = shufflevector <16 x i8> %x, <16 x i8> %y, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %c = bitcast <16 x i8> %r to <2 x i64>
  ret <2 x i64> %c
}

define <2 x i64> @align_v16i8_15_ssse3(<2 x i64> %a, <2 x i64> %b) #0 {
  %x = bitcast <2 x i64> %a to <16 x i8>
  %y = bitcast <2 x i64> %b to <16 x i8>
  %r = shufflevector <16 x i8> %x, <16 x i8> %y, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %c = bitcast <16 x i8> %r to <2 x i64>
  ret <2 x i64> %c
}

define <2 x i64> @align_v8i16_3_ssse3(<2 x i64> %a, <2 x i64> %b) #0 {
  %x = bitcast <2 x i64> %a to <8 x i16>
  %y = bitcast <2 x i64> %b to <8 x i16>
  %r = shufflevector <8 x i16> %x, <8 x i16> %y, <8 x i32> <i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10>
  %c = bitcast <8 x i16> %r to <2 x i64>
  ret <2 x i64> %c
}

define <2 x i64> @align_v16i8_5_rot_ssse3(<2 x i64> %a, <2 x i64> %b) #0 {
  %x = bitcast <2 x i64> %a to <16 x i8>
  %y = bitcast <2 x i64> %b to <16 x i8>
  %r = shufflevector <16 x i8> %x, <16 x i8> %x, <16 x i32> <i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 0, i32 1, i32 2, i32 3, i32 4>
  %c = bitcast <16 x i8> %r to <2 x i64>
  ret <2 x i64> %c
}

define <2 x i64> @align_v8i16_1_rot_ssse3(<2 x i64> %a, <2 x i64> %b) #0 {
  %x = bitcast <2 x i64> %a to <8 x i16>
  %y = bitcast <2 x i64> %b to <8 x i16>
  %r = shufflevector <8 x i16> %x, <8 x i16> %x, <8 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0>
  %c = bitcast <8 x i16> %r to <2 x i64>
  ret <2 x i64> %c
}

define <2 x i64> @align_v4i32_1_ssse3(<2 x i64> %a, <2 x i64> %b) #0 {
  %x = bitcast <2 x i64> %a to <4 x i32>
  %y = bitcast <2 x i64> %b to <4 x i32>
  %r = shufflevector <4 x i32> %x, <4 x i32> %y, <4 x i32> <i32 1, i32 2, i32 3, i32 4>
  %c = bitcast <4 x i32> %r to <2 x i64>
  ret <2 x i64> %c
}

define <2 x i64> @align_v4i32_3_ssse3(<2 x i64> %a, <2 x i64> %b) #0 {
  %x = bitcast <2 x i64> %a to <4 x i32>
  %y = bitcast <2 x i64> %b to <4 x i32>
  %r = shufflevector <4 x i32> %x, <4 x i32> %y, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %c = bitcast <4 x i32> %r to <2 x i64>
  ret <2 x i64> %c
}

declare <4 x i32> @llvm.smin.v4i32(<4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.umin.v4i32(<4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.umax.v4i32(<4 x i32>, <4 x i32>)
declare <8 x i16> @llvm.smin.v8i16(<8 x i16>, <8 x i16>)
declare <8 x i16> @llvm.smax.v8i16(<8 x i16>, <8 x i16>)
declare <8 x i16> @llvm.umin.v8i16(<8 x i16>, <8 x i16>)
declare <8 x i16> @llvm.umax.v8i16(<8 x i16>, <8 x i16>)
declare <16 x i8> @llvm.smin.v16i8(<16 x i8>, <16 x i8>)
declare <16 x i8> @llvm.smax.v16i8(<16 x i8>, <16 x i8>)
declare <16 x i8> @llvm.umin.v16i8(<16 x i8>, <16 x i8>)
declare <16 x i8> @llvm.umax.v16i8(<16 x i8>, <16 x i8>)
declare <4 x i32> @llvm.fshl.v4i32(<4 x i32>, <4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.fshr.v4i32(<4 x i32>, <4 x i32>, <4 x i32>)
declare <8 x i16> @llvm.fshl.v8i16(<8 x i16>, <8 x i16>, <8 x i16>)
declare <8 x i16> @llvm.fshr.v8i16(<8 x i16>, <8 x i16>, <8 x i16>)
declare <2 x i64> @llvm.fshl.v2i64(<2 x i64>, <2 x i64>, <2 x i64>)
declare <2 x i64> @llvm.fshr.v2i64(<2 x i64>, <2 x i64>, <2 x i64>)
declare <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8>, <16 x i8>)
declare <16 x i8> @llvm.x86.sse41.pblendvb(<16 x i8>, <16 x i8>, <16 x i8>)
declare <2 x i64> @llvm.x86.pclmulqdq(<2 x i64>, <2 x i64>, i8)

attributes #0 = { "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+pclmul,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" }
attributes #1 = { "target-features"="+sse4.2" }
