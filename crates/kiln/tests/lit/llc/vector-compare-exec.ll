; Vector compares kept whole (pcmpeq/pcmpgt, cmpps/cmppd, their masks in pand/pandn/por,
; movmsk for bit casts of masks and any/all reductions): every icmp predicate on v16i8, v8i16,
; v4i32 and v2i64 (v2i64 orderings from dword compares), every fcmp predicate on v4f32 and v2f64
; with NaNs and signed zeros, selects, bit casts of <N x i1> to integers, reduce.or/and,
; mask logic with a not, sext and zext. The C driver (the ;C: lines) calls each function on
; lane patterns with equal, sign-bit and extreme lanes and prints the result; kiln's object
; at -O2 and -O0 prints what llc's prints, lane for lane.
; RUN: sed -n 's/^;C: //p' %s > %t.c
; RUN: llc -O2 -filetype=obj %s -o %t.ref.o && cc %t.c %t.ref.o -o %t.ref && %t.ref > %t.want
; RUN: kiln llc -O2 -filetype=obj %s -o %t.o2.o && cc %t.c %t.o2.o -o %t.o2 && %t.o2 | diff %t.want -
; RUN: kiln llc -O0 -filetype=obj %s -o %t.o0.o && cc %t.c %t.o0.o -o %t.o0 && %t.o0 | diff %t.want -
; RUN: kiln llc -O2 %s -o - | FileCheck %s
; CHECK-LABEL: icmp_ult_v16i8:
; CHECK: pcmpgtb
; CHECK-LABEL: bits_v16i8:
; CHECK: pcmpgtb
; CHECK-NEXT: pmovmskb
; CHECK-LABEL: icmp_eq_v2i64:
; CHECK: pcmpeqd
; CHECK-NEXT: pshufd
; CHECK-NEXT: pand
; CHECK-LABEL: fcmp_one_v4f32:
; CHECK: cmpps	$4
; CHECK: cmpps	$7
; CHECK-LABEL: fselect_v2f64:
; CHECK: cmppd	$6
; CHECK: pandn

;C: #include <emmintrin.h>
;C: #include <stdio.h>
;C: #include <string.h>
;C: unsigned char gb[80] = {0, 1, 0x7f, 0x80, 0xff, 0xfe, 0x81, 2, 0, 0, 0x80, 0, 0xff, 0xff, 0xff, 0x7f, 3, 1, 0x7f, 0x7f, 0xff, 0xfe, 0x01, 2, 0, 0, 0x80, 0, 0x7f, 0xff, 0xff, 0xff, 0, 1, 0x7f, 0x80, 0xff, 0xfe, 0x81, 2, 0, 0, 0x80, 0, 0xff, 0xff, 0xff, 0x7f, 9, 0x80, 0, 0x80, 0, 0, 0, 0x80, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff};
;C: float gf[16] = {1.5f, -2.0f, 0.0f, 1.0f, 1.5f, -2.0f, -0.0f, 3.0f, 2.0f, -2.0f, 0.0f, 1.0f, 1.5f, 7.0f, 0.0f, -1.0f};
;C: double gd[8] = {1.5, -2.0, 1.5, 3.0, 2.0, -2.0, -0.0, 1.0};
;C: static __m128i I(int k) { return _mm_loadu_si128((const __m128i *)(gb + 16 * k)); }
;C: static __m128 F(int k) { __m128 v = _mm_loadu_ps(gf + 4 * k); if (k == 3) v = _mm_div_ps(v, _mm_setzero_ps()); return v; }
;C: static __m128d D(int k) { __m128d v = _mm_loadu_pd(gd + 2 * (k & 3)); if (k == 3) v = _mm_sub_pd(_mm_div_pd(v, _mm_setzero_pd()), _mm_div_pd(v, _mm_setzero_pd())); return v; }
;C: static void dump(const char *n, __m128i v) { unsigned char b[16]; memcpy(b, &v, 16); printf("%s", n); for (int i = 0; i < 16; i++) printf(" %02x", b[i]); printf("\n"); }
;C: __m128i icmp_eq_v16i8(__m128i, __m128i);
;C: __m128i icmp_ne_v16i8(__m128i, __m128i);
;C: __m128i icmp_ugt_v16i8(__m128i, __m128i);
;C: __m128i icmp_uge_v16i8(__m128i, __m128i);
;C: __m128i icmp_ult_v16i8(__m128i, __m128i);
;C: __m128i icmp_ule_v16i8(__m128i, __m128i);
;C: __m128i icmp_sgt_v16i8(__m128i, __m128i);
;C: __m128i icmp_sge_v16i8(__m128i, __m128i);
;C: __m128i icmp_slt_v16i8(__m128i, __m128i);
;C: __m128i icmp_sle_v16i8(__m128i, __m128i);
;C: __m128i select_v16i8(__m128i, __m128i);
;C: unsigned bits_v16i8(__m128i, __m128i);
;C: unsigned any_all_v16i8(__m128i, __m128i);
;C: __m128i logic_v16i8(__m128i, __m128i);
;C: __m128i icmp_eq_v8i16(__m128i, __m128i);
;C: __m128i icmp_ne_v8i16(__m128i, __m128i);
;C: __m128i icmp_ugt_v8i16(__m128i, __m128i);
;C: __m128i icmp_uge_v8i16(__m128i, __m128i);
;C: __m128i icmp_ult_v8i16(__m128i, __m128i);
;C: __m128i icmp_ule_v8i16(__m128i, __m128i);
;C: __m128i icmp_sgt_v8i16(__m128i, __m128i);
;C: __m128i icmp_sge_v8i16(__m128i, __m128i);
;C: __m128i icmp_slt_v8i16(__m128i, __m128i);
;C: __m128i icmp_sle_v8i16(__m128i, __m128i);
;C: __m128i select_v8i16(__m128i, __m128i);
;C: unsigned bits_v8i16(__m128i, __m128i);
;C: unsigned any_all_v8i16(__m128i, __m128i);
;C: __m128i logic_v8i16(__m128i, __m128i);
;C: __m128i icmp_eq_v4i32(__m128i, __m128i);
;C: __m128i icmp_ne_v4i32(__m128i, __m128i);
;C: __m128i icmp_ugt_v4i32(__m128i, __m128i);
;C: __m128i icmp_uge_v4i32(__m128i, __m128i);
;C: __m128i icmp_ult_v4i32(__m128i, __m128i);
;C: __m128i icmp_ule_v4i32(__m128i, __m128i);
;C: __m128i icmp_sgt_v4i32(__m128i, __m128i);
;C: __m128i icmp_sge_v4i32(__m128i, __m128i);
;C: __m128i icmp_slt_v4i32(__m128i, __m128i);
;C: __m128i icmp_sle_v4i32(__m128i, __m128i);
;C: __m128i select_v4i32(__m128i, __m128i);
;C: unsigned bits_v4i32(__m128i, __m128i);
;C: unsigned any_all_v4i32(__m128i, __m128i);
;C: __m128i logic_v4i32(__m128i, __m128i);
;C: __m128i icmp_eq_v2i64(__m128i, __m128i);
;C: __m128i icmp_ne_v2i64(__m128i, __m128i);
;C: __m128i icmp_ugt_v2i64(__m128i, __m128i);
;C: __m128i icmp_uge_v2i64(__m128i, __m128i);
;C: __m128i icmp_ult_v2i64(__m128i, __m128i);
;C: __m128i icmp_ule_v2i64(__m128i, __m128i);
;C: __m128i icmp_sgt_v2i64(__m128i, __m128i);
;C: __m128i icmp_sge_v2i64(__m128i, __m128i);
;C: __m128i icmp_slt_v2i64(__m128i, __m128i);
;C: __m128i icmp_sle_v2i64(__m128i, __m128i);
;C: __m128i select_v2i64(__m128i, __m128i);
;C: unsigned bits_v2i64(__m128i, __m128i);
;C: unsigned any_all_v2i64(__m128i, __m128i);
;C: __m128i logic_v2i64(__m128i, __m128i);
;C: __m128i fcmp_oeq_v4f32(__m128, __m128);
;C: __m128i fcmp_ogt_v4f32(__m128, __m128);
;C: __m128i fcmp_oge_v4f32(__m128, __m128);
;C: __m128i fcmp_olt_v4f32(__m128, __m128);
;C: __m128i fcmp_ole_v4f32(__m128, __m128);
;C: __m128i fcmp_one_v4f32(__m128, __m128);
;C: __m128i fcmp_ord_v4f32(__m128, __m128);
;C: __m128i fcmp_ueq_v4f32(__m128, __m128);
;C: __m128i fcmp_ugt_v4f32(__m128, __m128);
;C: __m128i fcmp_uge_v4f32(__m128, __m128);
;C: __m128i fcmp_ult_v4f32(__m128, __m128);
;C: __m128i fcmp_ule_v4f32(__m128, __m128);
;C: __m128i fcmp_une_v4f32(__m128, __m128);
;C: __m128i fcmp_uno_v4f32(__m128, __m128);
;C: __m128 fselect_v4f32(__m128, __m128);
;C: unsigned fbits_v4f32(__m128, __m128);
;C: __m128i fcmp_oeq_v2f64(__m128d, __m128d);
;C: __m128i fcmp_ogt_v2f64(__m128d, __m128d);
;C: __m128i fcmp_oge_v2f64(__m128d, __m128d);
;C: __m128i fcmp_olt_v2f64(__m128d, __m128d);
;C: __m128i fcmp_ole_v2f64(__m128d, __m128d);
;C: __m128i fcmp_one_v2f64(__m128d, __m128d);
;C: __m128i fcmp_ord_v2f64(__m128d, __m128d);
;C: __m128i fcmp_ueq_v2f64(__m128d, __m128d);
;C: __m128i fcmp_ugt_v2f64(__m128d, __m128d);
;C: __m128i fcmp_uge_v2f64(__m128d, __m128d);
;C: __m128i fcmp_ult_v2f64(__m128d, __m128d);
;C: __m128i fcmp_ule_v2f64(__m128d, __m128d);
;C: __m128i fcmp_une_v2f64(__m128d, __m128d);
;C: __m128i fcmp_uno_v2f64(__m128d, __m128d);
;C: __m128d fselect_v2f64(__m128d, __m128d);
;C: unsigned fbits_v2f64(__m128d, __m128d);
;C: int main(void) {
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("icmp_eq_v16i8", icmp_eq_v16i8(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("icmp_ne_v16i8", icmp_ne_v16i8(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("icmp_ugt_v16i8", icmp_ugt_v16i8(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("icmp_uge_v16i8", icmp_uge_v16i8(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("icmp_ult_v16i8", icmp_ult_v16i8(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("icmp_ule_v16i8", icmp_ule_v16i8(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("icmp_sgt_v16i8", icmp_sgt_v16i8(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("icmp_sge_v16i8", icmp_sge_v16i8(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("icmp_slt_v16i8", icmp_slt_v16i8(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("icmp_sle_v16i8", icmp_sle_v16i8(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("select_v16i8", select_v16i8(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) printf("bits_v16i8 %x\n", bits_v16i8(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) printf("any_all_v16i8 %x\n", any_all_v16i8(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("logic_v16i8", logic_v16i8(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("icmp_eq_v8i16", icmp_eq_v8i16(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("icmp_ne_v8i16", icmp_ne_v8i16(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("icmp_ugt_v8i16", icmp_ugt_v8i16(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("icmp_uge_v8i16", icmp_uge_v8i16(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("icmp_ult_v8i16", icmp_ult_v8i16(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("icmp_ule_v8i16", icmp_ule_v8i16(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("icmp_sgt_v8i16", icmp_sgt_v8i16(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("icmp_sge_v8i16", icmp_sge_v8i16(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("icmp_slt_v8i16", icmp_slt_v8i16(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("icmp_sle_v8i16", icmp_sle_v8i16(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("select_v8i16", select_v8i16(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) printf("bits_v8i16 %x\n", bits_v8i16(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) printf("any_all_v8i16 %x\n", any_all_v8i16(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("logic_v8i16", logic_v8i16(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("icmp_eq_v4i32", icmp_eq_v4i32(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("icmp_ne_v4i32", icmp_ne_v4i32(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("icmp_ugt_v4i32", icmp_ugt_v4i32(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("icmp_uge_v4i32", icmp_uge_v4i32(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("icmp_ult_v4i32", icmp_ult_v4i32(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("icmp_ule_v4i32", icmp_ule_v4i32(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("icmp_sgt_v4i32", icmp_sgt_v4i32(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("icmp_sge_v4i32", icmp_sge_v4i32(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("icmp_slt_v4i32", icmp_slt_v4i32(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("icmp_sle_v4i32", icmp_sle_v4i32(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("select_v4i32", select_v4i32(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) printf("bits_v4i32 %x\n", bits_v4i32(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) printf("any_all_v4i32 %x\n", any_all_v4i32(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("logic_v4i32", logic_v4i32(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("icmp_eq_v2i64", icmp_eq_v2i64(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("icmp_ne_v2i64", icmp_ne_v2i64(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("icmp_ugt_v2i64", icmp_ugt_v2i64(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("icmp_uge_v2i64", icmp_uge_v2i64(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("icmp_ult_v2i64", icmp_ult_v2i64(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("icmp_ule_v2i64", icmp_ule_v2i64(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("icmp_sgt_v2i64", icmp_sgt_v2i64(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("icmp_sge_v2i64", icmp_sge_v2i64(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("icmp_slt_v2i64", icmp_slt_v2i64(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("icmp_sle_v2i64", icmp_sle_v2i64(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("select_v2i64", select_v2i64(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) printf("bits_v2i64 %x\n", bits_v2i64(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) printf("any_all_v2i64 %x\n", any_all_v2i64(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("logic_v2i64", logic_v2i64(I(i), I(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("fcmp_oeq_v4f32", fcmp_oeq_v4f32(F(i), F(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("fcmp_ogt_v4f32", fcmp_ogt_v4f32(F(i), F(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("fcmp_oge_v4f32", fcmp_oge_v4f32(F(i), F(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("fcmp_olt_v4f32", fcmp_olt_v4f32(F(i), F(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("fcmp_ole_v4f32", fcmp_ole_v4f32(F(i), F(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("fcmp_one_v4f32", fcmp_one_v4f32(F(i), F(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("fcmp_ord_v4f32", fcmp_ord_v4f32(F(i), F(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("fcmp_ueq_v4f32", fcmp_ueq_v4f32(F(i), F(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("fcmp_ugt_v4f32", fcmp_ugt_v4f32(F(i), F(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("fcmp_uge_v4f32", fcmp_uge_v4f32(F(i), F(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("fcmp_ult_v4f32", fcmp_ult_v4f32(F(i), F(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("fcmp_ule_v4f32", fcmp_ule_v4f32(F(i), F(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("fcmp_une_v4f32", fcmp_une_v4f32(F(i), F(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("fcmp_uno_v4f32", fcmp_uno_v4f32(F(i), F(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("fselect_v4f32", (__m128i)fselect_v4f32(F(i), F(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) printf("fbits_v4f32 %x\n", fbits_v4f32(F(i), F(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("fcmp_oeq_v2f64", fcmp_oeq_v2f64(D(i), D(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("fcmp_ogt_v2f64", fcmp_ogt_v2f64(D(i), D(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("fcmp_oge_v2f64", fcmp_oge_v2f64(D(i), D(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("fcmp_olt_v2f64", fcmp_olt_v2f64(D(i), D(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("fcmp_ole_v2f64", fcmp_ole_v2f64(D(i), D(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("fcmp_one_v2f64", fcmp_one_v2f64(D(i), D(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("fcmp_ord_v2f64", fcmp_ord_v2f64(D(i), D(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("fcmp_ueq_v2f64", fcmp_ueq_v2f64(D(i), D(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("fcmp_ugt_v2f64", fcmp_ugt_v2f64(D(i), D(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("fcmp_uge_v2f64", fcmp_uge_v2f64(D(i), D(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("fcmp_ult_v2f64", fcmp_ult_v2f64(D(i), D(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("fcmp_ule_v2f64", fcmp_ule_v2f64(D(i), D(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("fcmp_une_v2f64", fcmp_une_v2f64(D(i), D(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("fcmp_uno_v2f64", fcmp_uno_v2f64(D(i), D(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) dump("fselect_v2f64", (__m128i)fselect_v2f64(D(i), D(j)));
;C:   for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) printf("fbits_v2f64 %x\n", fbits_v2f64(D(i), D(j)));
;C:   return 0;
;C: }

target triple = "x86_64-unknown-linux-gnu"

define <16 x i8> @icmp_eq_v16i8(<16 x i8> %a, <16 x i8> %b) {
  %c = icmp eq <16 x i8> %a, %b
  %r = sext <16 x i1> %c to <16 x i8>
  ret <16 x i8> %r
}

define <16 x i8> @icmp_ne_v16i8(<16 x i8> %a, <16 x i8> %b) {
  %c = icmp ne <16 x i8> %a, %b
  %r = sext <16 x i1> %c to <16 x i8>
  ret <16 x i8> %r
}

define <16 x i8> @icmp_ugt_v16i8(<16 x i8> %a, <16 x i8> %b) {
  %c = icmp ugt <16 x i8> %a, %b
  %r = sext <16 x i1> %c to <16 x i8>
  ret <16 x i8> %r
}

define <16 x i8> @icmp_uge_v16i8(<16 x i8> %a, <16 x i8> %b) {
  %c = icmp uge <16 x i8> %a, %b
  %r = sext <16 x i1> %c to <16 x i8>
  ret <16 x i8> %r
}

define <16 x i8> @icmp_ult_v16i8(<16 x i8> %a, <16 x i8> %b) {
  %c = icmp ult <16 x i8> %a, %b
  %r = sext <16 x i1> %c to <16 x i8>
  ret <16 x i8> %r
}

define <16 x i8> @icmp_ule_v16i8(<16 x i8> %a, <16 x i8> %b) {
  %c = icmp ule <16 x i8> %a, %b
  %r = sext <16 x i1> %c to <16 x i8>
  ret <16 x i8> %r
}

define <16 x i8> @icmp_sgt_v16i8(<16 x i8> %a, <16 x i8> %b) {
  %c = icmp sgt <16 x i8> %a, %b
  %r = sext <16 x i1> %c to <16 x i8>
  ret <16 x i8> %r
}

define <16 x i8> @icmp_sge_v16i8(<16 x i8> %a, <16 x i8> %b) {
  %c = icmp sge <16 x i8> %a, %b
  %r = sext <16 x i1> %c to <16 x i8>
  ret <16 x i8> %r
}

define <16 x i8> @icmp_slt_v16i8(<16 x i8> %a, <16 x i8> %b) {
  %c = icmp slt <16 x i8> %a, %b
  %r = sext <16 x i1> %c to <16 x i8>
  ret <16 x i8> %r
}

define <16 x i8> @icmp_sle_v16i8(<16 x i8> %a, <16 x i8> %b) {
  %c = icmp sle <16 x i8> %a, %b
  %r = sext <16 x i1> %c to <16 x i8>
  ret <16 x i8> %r
}

define <16 x i8> @select_v16i8(<16 x i8> %a, <16 x i8> %b) {
  %c = icmp ugt <16 x i8> %a, %b
  %r = select <16 x i1> %c, <16 x i8> %b, <16 x i8> %a
  ret <16 x i8> %r
}

define i32 @bits_v16i8(<16 x i8> %a, <16 x i8> %b) {
  %c = icmp slt <16 x i8> %a, %b
  %m = bitcast <16 x i1> %c to i16
  %r = zext i16 %m to i32
  ret i32 %r
}

define i32 @any_all_v16i8(<16 x i8> %a, <16 x i8> %b) {
  %c = icmp eq <16 x i8> %a, %b
  %s = icmp slt <16 x i8> %a, zeroinitializer
  %any = call i1 @llvm.vector.reduce.or.v16i1(<16 x i1> %c)
  %all = call i1 @llvm.vector.reduce.and.v16i1(<16 x i1> %s)
  %x = zext i1 %any to i32
  %y = zext i1 %all to i32
  %y2 = shl i32 %y, 1
  %r = or i32 %x, %y2
  ret i32 %r
}
declare i1 @llvm.vector.reduce.or.v16i1(<16 x i1>)
declare i1 @llvm.vector.reduce.and.v16i1(<16 x i1>)

define <16 x i8> @logic_v16i8(<16 x i8> %a, <16 x i8> %b) {
  %c = icmp sgt <16 x i8> %a, %b
  %d = icmp ne <16 x i8> %a, zeroinitializer
  %e = and <16 x i1> %c, %d
  %f = or <16 x i1> %e, %c
  %g = xor <16 x i1> %f, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
  %h = xor <16 x i1> %g, %d
  %r = zext <16 x i1> %h to <16 x i8>
  ret <16 x i8> %r
}

define <8 x i16> @icmp_eq_v8i16(<8 x i16> %a, <8 x i16> %b) {
  %c = icmp eq <8 x i16> %a, %b
  %r = sext <8 x i1> %c to <8 x i16>
  ret <8 x i16> %r
}

define <8 x i16> @icmp_ne_v8i16(<8 x i16> %a, <8 x i16> %b) {
  %c = icmp ne <8 x i16> %a, %b
  %r = sext <8 x i1> %c to <8 x i16>
  ret <8 x i16> %r
}

define <8 x i16> @icmp_ugt_v8i16(<8 x i16> %a, <8 x i16> %b) {
  %c = icmp ugt <8 x i16> %a, %b
  %r = sext <8 x i1> %c to <8 x i16>
  ret <8 x i16> %r
}

define <8 x i16> @icmp_uge_v8i16(<8 x i16> %a, <8 x i16> %b) {
  %c = icmp uge <8 x i16> %a, %b
  %r = sext <8 x i1> %c to <8 x i16>
  ret <8 x i16> %r
}

define <8 x i16> @icmp_ult_v8i16(<8 x i16> %a, <8 x i16> %b) {
  %c = icmp ult <8 x i16> %a, %b
  %r = sext <8 x i1> %c to <8 x i16>
  ret <8 x i16> %r
}

define <8 x i16> @icmp_ule_v8i16(<8 x i16> %a, <8 x i16> %b) {
  %c = icmp ule <8 x i16> %a, %b
  %r = sext <8 x i1> %c to <8 x i16>
  ret <8 x i16> %r
}

define <8 x i16> @icmp_sgt_v8i16(<8 x i16> %a, <8 x i16> %b) {
  %c = icmp sgt <8 x i16> %a, %b
  %r = sext <8 x i1> %c to <8 x i16>
  ret <8 x i16> %r
}

define <8 x i16> @icmp_sge_v8i16(<8 x i16> %a, <8 x i16> %b) {
  %c = icmp sge <8 x i16> %a, %b
  %r = sext <8 x i1> %c to <8 x i16>
  ret <8 x i16> %r
}

define <8 x i16> @icmp_slt_v8i16(<8 x i16> %a, <8 x i16> %b) {
  %c = icmp slt <8 x i16> %a, %b
  %r = sext <8 x i1> %c to <8 x i16>
  ret <8 x i16> %r
}

define <8 x i16> @icmp_sle_v8i16(<8 x i16> %a, <8 x i16> %b) {
  %c = icmp sle <8 x i16> %a, %b
  %r = sext <8 x i1> %c to <8 x i16>
  ret <8 x i16> %r
}

define <8 x i16> @select_v8i16(<8 x i16> %a, <8 x i16> %b) {
  %c = icmp ugt <8 x i16> %a, %b
  %r = select <8 x i1> %c, <8 x i16> %b, <8 x i16> %a
  ret <8 x i16> %r
}

define i32 @bits_v8i16(<8 x i16> %a, <8 x i16> %b) {
  %c = icmp slt <8 x i16> %a, %b
  %m = bitcast <8 x i1> %c to i8
  %r = zext i8 %m to i32
  ret i32 %r
}

define i32 @any_all_v8i16(<8 x i16> %a, <8 x i16> %b) {
  %c = icmp eq <8 x i16> %a, %b
  %s = icmp slt <8 x i16> %a, zeroinitializer
  %any = call i1 @llvm.vector.reduce.or.v8i1(<8 x i1> %c)
  %all = call i1 @llvm.vector.reduce.and.v8i1(<8 x i1> %s)
  %x = zext i1 %any to i32
  %y = zext i1 %all to i32
  %y2 = shl i32 %y, 1
  %r = or i32 %x, %y2
  ret i32 %r
}
declare i1 @llvm.vector.reduce.or.v8i1(<8 x i1>)
declare i1 @llvm.vector.reduce.and.v8i1(<8 x i1>)

define <8 x i16> @logic_v8i16(<8 x i16> %a, <8 x i16> %b) {
  %c = icmp sgt <8 x i16> %a, %b
  %d = icmp ne <8 x i16> %a, zeroinitializer
  %e = and <8 x i1> %c, %d
  %f = or <8 x i1> %e, %c
  %g = xor <8 x i1> %f, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
  %h = xor <8 x i1> %g, %d
  %r = zext <8 x i1> %h to <8 x i16>
  ret <8 x i16> %r
}

define <4 x i32> @icmp_eq_v4i32(<4 x i32> %a, <4 x i32> %b) {
  %c = icmp eq <4 x i32> %a, %b
  %r = sext <4 x i1> %c to <4 x i32>
  ret <4 x i32> %r
}

define <4 x i32> @icmp_ne_v4i32(<4 x i32> %a, <4 x i32> %b) {
  %c = icmp ne <4 x i32> %a, %b
  %r = sext <4 x i1> %c to <4 x i32>
  ret <4 x i32> %r
}

define <4 x i32> @icmp_ugt_v4i32(<4 x i32> %a, <4 x i32> %b) {
  %c = icmp ugt <4 x i32> %a, %b
  %r = sext <4 x i1> %c to <4 x i32>
  ret <4 x i32> %r
}

define <4 x i32> @icmp_uge_v4i32(<4 x i32> %a, <4 x i32> %b) {
  %c = icmp uge <4 x i32> %a, %b
  %r = sext <4 x i1> %c to <4 x i32>
  ret <4 x i32> %r
}

define <4 x i32> @icmp_ult_v4i32(<4 x i32> %a, <4 x i32> %b) {
  %c = icmp ult <4 x i32> %a, %b
  %r = sext <4 x i1> %c to <4 x i32>
  ret <4 x i32> %r
}

define <4 x i32> @icmp_ule_v4i32(<4 x i32> %a, <4 x i32> %b) {
  %c = icmp ule <4 x i32> %a, %b
  %r = sext <4 x i1> %c to <4 x i32>
  ret <4 x i32> %r
}

define <4 x i32> @icmp_sgt_v4i32(<4 x i32> %a, <4 x i32> %b) {
  %c = icmp sgt <4 x i32> %a, %b
  %r = sext <4 x i1> %c to <4 x i32>
  ret <4 x i32> %r
}

define <4 x i32> @icmp_sge_v4i32(<4 x i32> %a, <4 x i32> %b) {
  %c = icmp sge <4 x i32> %a, %b
  %r = sext <4 x i1> %c to <4 x i32>
  ret <4 x i32> %r
}

define <4 x i32> @icmp_slt_v4i32(<4 x i32> %a, <4 x i32> %b) {
  %c = icmp slt <4 x i32> %a, %b
  %r = sext <4 x i1> %c to <4 x i32>
  ret <4 x i32> %r
}

define <4 x i32> @icmp_sle_v4i32(<4 x i32> %a, <4 x i32> %b) {
  %c = icmp sle <4 x i32> %a, %b
  %r = sext <4 x i1> %c to <4 x i32>
  ret <4 x i32> %r
}

define <4 x i32> @select_v4i32(<4 x i32> %a, <4 x i32> %b) {
  %c = icmp ugt <4 x i32> %a, %b
  %r = select <4 x i1> %c, <4 x i32> %b, <4 x i32> %a
  ret <4 x i32> %r
}

define i32 @bits_v4i32(<4 x i32> %a, <4 x i32> %b) {
  %c = icmp slt <4 x i32> %a, %b
  %m = bitcast <4 x i1> %c to i4
  %r = zext i4 %m to i32
  ret i32 %r
}

define i32 @any_all_v4i32(<4 x i32> %a, <4 x i32> %b) {
  %c = icmp eq <4 x i32> %a, %b
  %s = icmp slt <4 x i32> %a, zeroinitializer
  %any = call i1 @llvm.vector.reduce.or.v4i1(<4 x i1> %c)
  %all = call i1 @llvm.vector.reduce.and.v4i1(<4 x i1> %s)
  %x = zext i1 %any to i32
  %y = zext i1 %all to i32
  %y2 = shl i32 %y, 1
  %r = or i32 %x, %y2
  ret i32 %r
}
declare i1 @llvm.vector.reduce.or.v4i1(<4 x i1>)
declare i1 @llvm.vector.reduce.and.v4i1(<4 x i1>)

define <4 x i32> @logic_v4i32(<4 x i32> %a, <4 x i32> %b) {
  %c = icmp sgt <4 x i32> %a, %b
  %d = icmp ne <4 x i32> %a, zeroinitializer
  %e = and <4 x i1> %c, %d
  %f = or <4 x i1> %e, %c
  %g = xor <4 x i1> %f, <i1 true, i1 true, i1 true, i1 true>
  %h = xor <4 x i1> %g, %d
  %r = zext <4 x i1> %h to <4 x i32>
  ret <4 x i32> %r
}

define <2 x i64> @icmp_eq_v2i64(<2 x i64> %a, <2 x i64> %b) {
  %c = icmp eq <2 x i64> %a, %b
  %r = sext <2 x i1> %c to <2 x i64>
  ret <2 x i64> %r
}

define <2 x i64> @icmp_ne_v2i64(<2 x i64> %a, <2 x i64> %b) {
  %c = icmp ne <2 x i64> %a, %b
  %r = sext <2 x i1> %c to <2 x i64>
  ret <2 x i64> %r
}

define <2 x i64> @icmp_ugt_v2i64(<2 x i64> %a, <2 x i64> %b) {
  %c = icmp ugt <2 x i64> %a, %b
  %r = sext <2 x i1> %c to <2 x i64>
  ret <2 x i64> %r
}

define <2 x i64> @icmp_uge_v2i64(<2 x i64> %a, <2 x i64> %b) {
  %c = icmp uge <2 x i64> %a, %b
  %r = sext <2 x i1> %c to <2 x i64>
  ret <2 x i64> %r
}

define <2 x i64> @icmp_ult_v2i64(<2 x i64> %a, <2 x i64> %b) {
  %c = icmp ult <2 x i64> %a, %b
  %r = sext <2 x i1> %c to <2 x i64>
  ret <2 x i64> %r
}

define <2 x i64> @icmp_ule_v2i64(<2 x i64> %a, <2 x i64> %b) {
  %c = icmp ule <2 x i64> %a, %b
  %r = sext <2 x i1> %c to <2 x i64>
  ret <2 x i64> %r
}

define <2 x i64> @icmp_sgt_v2i64(<2 x i64> %a, <2 x i64> %b) {
  %c = icmp sgt <2 x i64> %a, %b
  %r = sext <2 x i1> %c to <2 x i64>
  ret <2 x i64> %r
}

define <2 x i64> @icmp_sge_v2i64(<2 x i64> %a, <2 x i64> %b) {
  %c = icmp sge <2 x i64> %a, %b
  %r = sext <2 x i1> %c to <2 x i64>
  ret <2 x i64> %r
}

define <2 x i64> @icmp_slt_v2i64(<2 x i64> %a, <2 x i64> %b) {
  %c = icmp slt <2 x i64> %a, %b
  %r = sext <2 x i1> %c to <2 x i64>
  ret <2 x i64> %r
}

define <2 x i64> @icmp_sle_v2i64(<2 x i64> %a, <2 x i64> %b) {
  %c = icmp sle <2 x i64> %a, %b
  %r = sext <2 x i1> %c to <2 x i64>
  ret <2 x i64> %r
}

define <2 x i64> @select_v2i64(<2 x i64> %a, <2 x i64> %b) {
  %c = icmp ugt <2 x i64> %a, %b
  %r = select <2 x i1> %c, <2 x i64> %b, <2 x i64> %a
  ret <2 x i64> %r
}

define i32 @bits_v2i64(<2 x i64> %a, <2 x i64> %b) {
  %c = icmp slt <2 x i64> %a, %b
  %m = bitcast <2 x i1> %c to i2
  %r = zext i2 %m to i32
  ret i32 %r
}

define i32 @any_all_v2i64(<2 x i64> %a, <2 x i64> %b) {
  %c = icmp eq <2 x i64> %a, %b
  %s = icmp slt <2 x i64> %a, zeroinitializer
  %any = call i1 @llvm.vector.reduce.or.v2i1(<2 x i1> %c)
  %all = call i1 @llvm.vector.reduce.and.v2i1(<2 x i1> %s)
  %x = zext i1 %any to i32
  %y = zext i1 %all to i32
  %y2 = shl i32 %y, 1
  %r = or i32 %x, %y2
  ret i32 %r
}
declare i1 @llvm.vector.reduce.or.v2i1(<2 x i1>)
declare i1 @llvm.vector.reduce.and.v2i1(<2 x i1>)

define <2 x i64> @logic_v2i64(<2 x i64> %a, <2 x i64> %b) {
  %c = icmp sgt <2 x i64> %a, %b
  %d = icmp ne <2 x i64> %a, zeroinitializer
  %e = and <2 x i1> %c, %d
  %f = or <2 x i1> %e, %c
  %g = xor <2 x i1> %f, <i1 true, i1 true>
  %h = xor <2 x i1> %g, %d
  %r = zext <2 x i1> %h to <2 x i64>
  ret <2 x i64> %r
}

define <4 x i32> @fcmp_oeq_v4f32(<4 x float> %a, <4 x float> %b) {
  %c = fcmp oeq <4 x float> %a, %b
  %r = sext <4 x i1> %c to <4 x i32>
  ret <4 x i32> %r
}

define <4 x i32> @fcmp_ogt_v4f32(<4 x float> %a, <4 x float> %b) {
  %c = fcmp ogt <4 x float> %a, %b
  %r = sext <4 x i1> %c to <4 x i32>
  ret <4 x i32> %r
}

define <4 x i32> @fcmp_oge_v4f32(<4 x float> %a, <4 x float> %b) {
  %c = fcmp oge <4 x float> %a, %b
  %r = sext <4 x i1> %c to <4 x i32>
  ret <4 x i32> %r
}

define <4 x i32> @fcmp_olt_v4f32(<4 x float> %a, <4 x float> %b) {
  %c = fcmp olt <4 x float> %a, %b
  %r = sext <4 x i1> %c to <4 x i32>
  ret <4 x i32> %r
}

define <4 x i32> @fcmp_ole_v4f32(<4 x float> %a, <4 x float> %b) {
  %c = fcmp ole <4 x float> %a, %b
  %r = sext <4 x i1> %c to <4 x i32>
  ret <4 x i32> %r
}

define <4 x i32> @fcmp_one_v4f32(<4 x float> %a, <4 x float> %b) {
  %c = fcmp one <4 x float> %a, %b
  %r = sext <4 x i1> %c to <4 x i32>
  ret <4 x i32> %r
}

define <4 x i32> @fcmp_ord_v4f32(<4 x float> %a, <4 x float> %b) {
  %c = fcmp ord <4 x float> %a, %b
  %r = sext <4 x i1> %c to <4 x i32>
  ret <4 x i32> %r
}

define <4 x i32> @fcmp_ueq_v4f32(<4 x float> %a, <4 x float> %b) {
  %c = fcmp ueq <4 x float> %a, %b
  %r = sext <4 x i1> %c to <4 x i32>
  ret <4 x i32> %r
}

define <4 x i32> @fcmp_ugt_v4f32(<4 x float> %a, <4 x float> %b) {
  %c = fcmp ugt <4 x float> %a, %b
  %r = sext <4 x i1> %c to <4 x i32>
  ret <4 x i32> %r
}

define <4 x i32> @fcmp_uge_v4f32(<4 x float> %a, <4 x float> %b) {
  %c = fcmp uge <4 x float> %a, %b
  %r = sext <4 x i1> %c to <4 x i32>
  ret <4 x i32> %r
}

define <4 x i32> @fcmp_ult_v4f32(<4 x float> %a, <4 x float> %b) {
  %c = fcmp ult <4 x float> %a, %b
  %r = sext <4 x i1> %c to <4 x i32>
  ret <4 x i32> %r
}

define <4 x i32> @fcmp_ule_v4f32(<4 x float> %a, <4 x float> %b) {
  %c = fcmp ule <4 x float> %a, %b
  %r = sext <4 x i1> %c to <4 x i32>
  ret <4 x i32> %r
}

define <4 x i32> @fcmp_une_v4f32(<4 x float> %a, <4 x float> %b) {
  %c = fcmp une <4 x float> %a, %b
  %r = sext <4 x i1> %c to <4 x i32>
  ret <4 x i32> %r
}

define <4 x i32> @fcmp_uno_v4f32(<4 x float> %a, <4 x float> %b) {
  %c = fcmp uno <4 x float> %a, %b
  %r = sext <4 x i1> %c to <4 x i32>
  ret <4 x i32> %r
}

define <4 x float> @fselect_v4f32(<4 x float> %a, <4 x float> %b) {
  %c = fcmp ult <4 x float> %a, %b
  %r = select <4 x i1> %c, <4 x float> %a, <4 x float> %b
  ret <4 x float> %r
}

define i32 @fbits_v4f32(<4 x float> %a, <4 x float> %b) {
  %c = fcmp uge <4 x float> %a, %b
  %m = bitcast <4 x i1> %c to i4
  %r = zext i4 %m to i32
  ret i32 %r
}

define <2 x i64> @fcmp_oeq_v2f64(<2 x double> %a, <2 x double> %b) {
  %c = fcmp oeq <2 x double> %a, %b
  %r = sext <2 x i1> %c to <2 x i64>
  ret <2 x i64> %r
}

define <2 x i64> @fcmp_ogt_v2f64(<2 x double> %a, <2 x double> %b) {
  %c = fcmp ogt <2 x double> %a, %b
  %r = sext <2 x i1> %c to <2 x i64>
  ret <2 x i64> %r
}

define <2 x i64> @fcmp_oge_v2f64(<2 x double> %a, <2 x double> %b) {
  %c = fcmp oge <2 x double> %a, %b
  %r = sext <2 x i1> %c to <2 x i64>
  ret <2 x i64> %r
}

define <2 x i64> @fcmp_olt_v2f64(<2 x double> %a, <2 x double> %b) {
  %c = fcmp olt <2 x double> %a, %b
  %r = sext <2 x i1> %c to <2 x i64>
  ret <2 x i64> %r
}

define <2 x i64> @fcmp_ole_v2f64(<2 x double> %a, <2 x double> %b) {
  %c = fcmp ole <2 x double> %a, %b
  %r = sext <2 x i1> %c to <2 x i64>
  ret <2 x i64> %r
}

define <2 x i64> @fcmp_one_v2f64(<2 x double> %a, <2 x double> %b) {
  %c = fcmp one <2 x double> %a, %b
  %r = sext <2 x i1> %c to <2 x i64>
  ret <2 x i64> %r
}

define <2 x i64> @fcmp_ord_v2f64(<2 x double> %a, <2 x double> %b) {
  %c = fcmp ord <2 x double> %a, %b
  %r = sext <2 x i1> %c to <2 x i64>
  ret <2 x i64> %r
}

define <2 x i64> @fcmp_ueq_v2f64(<2 x double> %a, <2 x double> %b) {
  %c = fcmp ueq <2 x double> %a, %b
  %r = sext <2 x i1> %c to <2 x i64>
  ret <2 x i64> %r
}

define <2 x i64> @fcmp_ugt_v2f64(<2 x double> %a, <2 x double> %b) {
  %c = fcmp ugt <2 x double> %a, %b
  %r = sext <2 x i1> %c to <2 x i64>
  ret <2 x i64> %r
}

define <2 x i64> @fcmp_uge_v2f64(<2 x double> %a, <2 x double> %b) {
  %c = fcmp uge <2 x double> %a, %b
  %r = sext <2 x i1> %c to <2 x i64>
  ret <2 x i64> %r
}

define <2 x i64> @fcmp_ult_v2f64(<2 x double> %a, <2 x double> %b) {
  %c = fcmp ult <2 x double> %a, %b
  %r = sext <2 x i1> %c to <2 x i64>
  ret <2 x i64> %r
}

define <2 x i64> @fcmp_ule_v2f64(<2 x double> %a, <2 x double> %b) {
  %c = fcmp ule <2 x double> %a, %b
  %r = sext <2 x i1> %c to <2 x i64>
  ret <2 x i64> %r
}

define <2 x i64> @fcmp_une_v2f64(<2 x double> %a, <2 x double> %b) {
  %c = fcmp une <2 x double> %a, %b
  %r = sext <2 x i1> %c to <2 x i64>
  ret <2 x i64> %r
}

define <2 x i64> @fcmp_uno_v2f64(<2 x double> %a, <2 x double> %b) {
  %c = fcmp uno <2 x double> %a, %b
  %r = sext <2 x i1> %c to <2 x i64>
  ret <2 x i64> %r
}

define <2 x double> @fselect_v2f64(<2 x double> %a, <2 x double> %b) {
  %c = fcmp ult <2 x double> %a, %b
  %r = select <2 x i1> %c, <2 x double> %a, <2 x double> %b
  ret <2 x double> %r
}

define i32 @fbits_v2f64(<2 x double> %a, <2 x double> %b) {
  %c = fcmp uge <2 x double> %a, %b
  %m = bitcast <2 x i1> %c to i2
  %r = zext i2 %m to i32
  ret i32 %r
}
