; shufflevector of legal 128-bit vectors as one SSE2 shuffle where one fits (pshufd,
; pshuflw/pshufhw, punpckl*/punpckh*, shufps/shufpd, psrldq/pslldq; element by element
; otherwise): interleavings, reversals, rotations, shifts with zeros shifted in, low and high
; lanes from two vectors, words reordered within their halves, and random masks with undefined
; lanes, on all six types. The C driver (the ;C: lines) prints each result's defined bytes;
; kiln's objects at -O2 and -O0 print what llc's prints.
; RUN: sed -n 's/^;C: //p' %s > %t.c
; RUN: llc -O2 -filetype=obj %s -o %t.ref.o && cc %t.c %t.ref.o -o %t.ref && %t.ref > %t.want
; RUN: kiln llc -O2 -filetype=obj %s -o %t.o2.o && cc %t.c %t.o2.o -o %t.o2 && %t.o2 | diff %t.want -
; RUN: kiln llc -O0 -filetype=obj %s -o %t.o0.o && cc %t.c %t.o0.o -o %t.o0 && %t.o0 | diff %t.want -

;C: #include <emmintrin.h>
;C: #include <stdio.h>
;C: #include <string.h>
;C: unsigned char gb[64];
;C: static __m128i I(int k) { return _mm_loadu_si128((const __m128i *)(gb + 16 * k)); }
;C: static __m128 F(int k) { return _mm_castsi128_ps(I(k)); }
;C: static __m128d D(int k) { return _mm_castsi128_pd(I(k)); }
;C: static void dump(const char *n, __m128i v, const char *keep) { unsigned char b[16]; memcpy(b, &v, 16); printf("%s", n); for (int i = 0; i < 16; i++) if (keep[i] == '1') printf(" %02x", b[i]); else printf(" --"); printf("\n"); }
;C: __m128i shuf_v16i8_0(__m128i, __m128i);
;C: __m128i shuf_v16i8_1(__m128i, __m128i);
;C: __m128i shuf_v16i8_2(__m128i, __m128i);
;C: __m128i shuf_v16i8_3(__m128i, __m128i);
;C: __m128i shuf_v16i8_4(__m128i, __m128i);
;C: __m128i shuf_v16i8_5(__m128i, __m128i);
;C: __m128i shuf_v16i8_6(__m128i, __m128i);
;C: __m128i shuf_v16i8_7(__m128i, __m128i);
;C: __m128i shuf_v16i8_8(__m128i, __m128i);
;C: __m128i shuf_v16i8_9(__m128i, __m128i);
;C: __m128i shuf_v16i8_10(__m128i, __m128i);
;C: __m128i shuf_v16i8_11(__m128i, __m128i);
;C: __m128i shuf_v16i8_12(__m128i, __m128i);
;C: __m128i shuf_v16i8_13(__m128i, __m128i);
;C: __m128i shuf_v16i8_14(__m128i, __m128i);
;C: __m128i shuf_v16i8_15(__m128i, __m128i);
;C: __m128i shuf_v16i8_16(__m128i, __m128i);
;C: __m128i shuf_v16i8_17(__m128i, __m128i);
;C: __m128i shuf_v8i16_0(__m128i, __m128i);
;C: __m128i shuf_v8i16_1(__m128i, __m128i);
;C: __m128i shuf_v8i16_2(__m128i, __m128i);
;C: __m128i shuf_v8i16_3(__m128i, __m128i);
;C: __m128i shuf_v8i16_4(__m128i, __m128i);
;C: __m128i shuf_v8i16_5(__m128i, __m128i);
;C: __m128i shuf_v8i16_6(__m128i, __m128i);
;C: __m128i shuf_v8i16_7(__m128i, __m128i);
;C: __m128i shuf_v8i16_8(__m128i, __m128i);
;C: __m128i shuf_v8i16_9(__m128i, __m128i);
;C: __m128i shuf_v8i16_10(__m128i, __m128i);
;C: __m128i shuf_v8i16_11(__m128i, __m128i);
;C: __m128i shuf_v8i16_12(__m128i, __m128i);
;C: __m128i shuf_v8i16_13(__m128i, __m128i);
;C: __m128i shuf_v8i16_14(__m128i, __m128i);
;C: __m128i shuf_v8i16_15(__m128i, __m128i);
;C: __m128i shuf_v8i16_16(__m128i, __m128i);
;C: __m128i shuf_v8i16_17(__m128i, __m128i);
;C: __m128i shuf_v8i16_18(__m128i, __m128i);
;C: __m128i shuf_v8i16_19(__m128i, __m128i);
;C: __m128i shuf_v8i16_20(__m128i, __m128i);
;C: __m128i shuf_v4i32_0(__m128i, __m128i);
;C: __m128i shuf_v4i32_1(__m128i, __m128i);
;C: __m128i shuf_v4i32_2(__m128i, __m128i);
;C: __m128i shuf_v4i32_3(__m128i, __m128i);
;C: __m128i shuf_v4i32_4(__m128i, __m128i);
;C: __m128i shuf_v4i32_5(__m128i, __m128i);
;C: __m128i shuf_v4i32_6(__m128i, __m128i);
;C: __m128i shuf_v4i32_7(__m128i, __m128i);
;C: __m128i shuf_v4i32_8(__m128i, __m128i);
;C: __m128i shuf_v4i32_9(__m128i, __m128i);
;C: __m128i shuf_v4i32_10(__m128i, __m128i);
;C: __m128i shuf_v4i32_11(__m128i, __m128i);
;C: __m128i shuf_v4i32_12(__m128i, __m128i);
;C: __m128i shuf_v4i32_13(__m128i, __m128i);
;C: __m128i shuf_v4i32_14(__m128i, __m128i);
;C: __m128i shuf_v4i32_15(__m128i, __m128i);
;C: __m128i shuf_v4i32_16(__m128i, __m128i);
;C: __m128i shuf_v4i32_17(__m128i, __m128i);
;C: __m128i shuf_v2i64_0(__m128i, __m128i);
;C: __m128i shuf_v2i64_1(__m128i, __m128i);
;C: __m128i shuf_v2i64_2(__m128i, __m128i);
;C: __m128i shuf_v2i64_3(__m128i, __m128i);
;C: __m128i shuf_v2i64_4(__m128i, __m128i);
;C: __m128i shuf_v2i64_5(__m128i, __m128i);
;C: __m128i shuf_v2i64_6(__m128i, __m128i);
;C: __m128i shuf_v2i64_7(__m128i, __m128i);
;C: __m128i shuf_v2i64_8(__m128i, __m128i);
;C: __m128i shuf_v2i64_9(__m128i, __m128i);
;C: __m128i shuf_v2i64_10(__m128i, __m128i);
;C: __m128i shuf_v2i64_11(__m128i, __m128i);
;C: __m128i shuf_v2i64_12(__m128i, __m128i);
;C: __m128i shuf_v2i64_13(__m128i, __m128i);
;C: __m128i shuf_v2i64_14(__m128i, __m128i);
;C: __m128i shuf_v2i64_15(__m128i, __m128i);
;C: __m128i shuf_v2i64_16(__m128i, __m128i);
;C: __m128i shuf_v2i64_17(__m128i, __m128i);
;C: __m128 shuf_v4f32_0(__m128, __m128);
;C: __m128 shuf_v4f32_1(__m128, __m128);
;C: __m128 shuf_v4f32_2(__m128, __m128);
;C: __m128 shuf_v4f32_3(__m128, __m128);
;C: __m128 shuf_v4f32_4(__m128, __m128);
;C: __m128 shuf_v4f32_5(__m128, __m128);
;C: __m128 shuf_v4f32_6(__m128, __m128);
;C: __m128 shuf_v4f32_7(__m128, __m128);
;C: __m128 shuf_v4f32_8(__m128, __m128);
;C: __m128 shuf_v4f32_9(__m128, __m128);
;C: __m128 shuf_v4f32_10(__m128, __m128);
;C: __m128 shuf_v4f32_11(__m128, __m128);
;C: __m128 shuf_v4f32_12(__m128, __m128);
;C: __m128 shuf_v4f32_13(__m128, __m128);
;C: __m128 shuf_v4f32_14(__m128, __m128);
;C: __m128 shuf_v4f32_15(__m128, __m128);
;C: __m128 shuf_v4f32_16(__m128, __m128);
;C: __m128 shuf_v4f32_17(__m128, __m128);
;C: __m128d shuf_v2f64_0(__m128d, __m128d);
;C: __m128d shuf_v2f64_1(__m128d, __m128d);
;C: __m128d shuf_v2f64_2(__m128d, __m128d);
;C: __m128d shuf_v2f64_3(__m128d, __m128d);
;C: __m128d shuf_v2f64_4(__m128d, __m128d);
;C: __m128d shuf_v2f64_5(__m128d, __m128d);
;C: __m128d shuf_v2f64_6(__m128d, __m128d);
;C: __m128d shuf_v2f64_7(__m128d, __m128d);
;C: __m128d shuf_v2f64_8(__m128d, __m128d);
;C: __m128d shuf_v2f64_9(__m128d, __m128d);
;C: __m128d shuf_v2f64_10(__m128d, __m128d);
;C: __m128d shuf_v2f64_11(__m128d, __m128d);
;C: __m128d shuf_v2f64_12(__m128d, __m128d);
;C: __m128d shuf_v2f64_13(__m128d, __m128d);
;C: __m128d shuf_v2f64_14(__m128d, __m128d);
;C: __m128d shuf_v2f64_15(__m128d, __m128d);
;C: __m128d shuf_v2f64_16(__m128d, __m128d);
;C: __m128d shuf_v2f64_17(__m128d, __m128d);
;C: int main(void) {
;C:   for (int i = 0; i < 64; i++) gb[i] = (unsigned char)(i * 7 + 3);
;C:   for (int i = 0; i < 3; i++) dump("shuf_v16i8_0", (__m128i)shuf_v16i8_0(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v16i8_1", (__m128i)shuf_v16i8_1(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v16i8_2", (__m128i)shuf_v16i8_2(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v16i8_3", (__m128i)shuf_v16i8_3(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v16i8_4", (__m128i)shuf_v16i8_4(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v16i8_5", (__m128i)shuf_v16i8_5(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v16i8_6", (__m128i)shuf_v16i8_6(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v16i8_7", (__m128i)shuf_v16i8_7(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v16i8_8", (__m128i)shuf_v16i8_8(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v16i8_9", (__m128i)shuf_v16i8_9(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v16i8_10", (__m128i)shuf_v16i8_10(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v16i8_11", (__m128i)shuf_v16i8_11(I(i), I(i + 1)), "1111111111101111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v16i8_12", (__m128i)shuf_v16i8_12(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v16i8_13", (__m128i)shuf_v16i8_13(I(i), I(i + 1)), "1111111111111101");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v16i8_14", (__m128i)shuf_v16i8_14(I(i), I(i + 1)), "1111111110111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v16i8_15", (__m128i)shuf_v16i8_15(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v16i8_16", (__m128i)shuf_v16i8_16(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v16i8_17", (__m128i)shuf_v16i8_17(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v8i16_0", (__m128i)shuf_v8i16_0(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v8i16_1", (__m128i)shuf_v8i16_1(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v8i16_2", (__m128i)shuf_v8i16_2(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v8i16_3", (__m128i)shuf_v8i16_3(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v8i16_4", (__m128i)shuf_v8i16_4(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v8i16_5", (__m128i)shuf_v8i16_5(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v8i16_6", (__m128i)shuf_v8i16_6(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v8i16_7", (__m128i)shuf_v8i16_7(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v8i16_8", (__m128i)shuf_v8i16_8(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v8i16_9", (__m128i)shuf_v8i16_9(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v8i16_10", (__m128i)shuf_v8i16_10(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v8i16_11", (__m128i)shuf_v8i16_11(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v8i16_12", (__m128i)shuf_v8i16_12(I(i), I(i + 1)), "1111111111111100");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v8i16_13", (__m128i)shuf_v8i16_13(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v8i16_14", (__m128i)shuf_v8i16_14(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v8i16_15", (__m128i)shuf_v8i16_15(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v8i16_16", (__m128i)shuf_v8i16_16(I(i), I(i + 1)), "1111111111001100");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v8i16_17", (__m128i)shuf_v8i16_17(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v8i16_18", (__m128i)shuf_v8i16_18(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v8i16_19", (__m128i)shuf_v8i16_19(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v8i16_20", (__m128i)shuf_v8i16_20(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v4i32_0", (__m128i)shuf_v4i32_0(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v4i32_1", (__m128i)shuf_v4i32_1(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v4i32_2", (__m128i)shuf_v4i32_2(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v4i32_3", (__m128i)shuf_v4i32_3(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v4i32_4", (__m128i)shuf_v4i32_4(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v4i32_5", (__m128i)shuf_v4i32_5(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v4i32_6", (__m128i)shuf_v4i32_6(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v4i32_7", (__m128i)shuf_v4i32_7(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v4i32_8", (__m128i)shuf_v4i32_8(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v4i32_9", (__m128i)shuf_v4i32_9(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v4i32_10", (__m128i)shuf_v4i32_10(I(i), I(i + 1)), "1111111100000000");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v4i32_11", (__m128i)shuf_v4i32_11(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v4i32_12", (__m128i)shuf_v4i32_12(I(i), I(i + 1)), "1111000011111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v4i32_13", (__m128i)shuf_v4i32_13(I(i), I(i + 1)), "1111111111110000");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v4i32_14", (__m128i)shuf_v4i32_14(I(i), I(i + 1)), "1111111100001111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v4i32_15", (__m128i)shuf_v4i32_15(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v4i32_16", (__m128i)shuf_v4i32_16(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v4i32_17", (__m128i)shuf_v4i32_17(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v2i64_0", (__m128i)shuf_v2i64_0(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v2i64_1", (__m128i)shuf_v2i64_1(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v2i64_2", (__m128i)shuf_v2i64_2(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v2i64_3", (__m128i)shuf_v2i64_3(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v2i64_4", (__m128i)shuf_v2i64_4(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v2i64_5", (__m128i)shuf_v2i64_5(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v2i64_6", (__m128i)shuf_v2i64_6(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v2i64_7", (__m128i)shuf_v2i64_7(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v2i64_8", (__m128i)shuf_v2i64_8(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v2i64_9", (__m128i)shuf_v2i64_9(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v2i64_10", (__m128i)shuf_v2i64_10(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v2i64_11", (__m128i)shuf_v2i64_11(I(i), I(i + 1)), "1111111100000000");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v2i64_12", (__m128i)shuf_v2i64_12(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v2i64_13", (__m128i)shuf_v2i64_13(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v2i64_14", (__m128i)shuf_v2i64_14(I(i), I(i + 1)), "0000000000000000");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v2i64_15", (__m128i)shuf_v2i64_15(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v2i64_16", (__m128i)shuf_v2i64_16(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v2i64_17", (__m128i)shuf_v2i64_17(I(i), I(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v4f32_0", (__m128i)shuf_v4f32_0(F(i), F(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v4f32_1", (__m128i)shuf_v4f32_1(F(i), F(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v4f32_2", (__m128i)shuf_v4f32_2(F(i), F(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v4f32_3", (__m128i)shuf_v4f32_3(F(i), F(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v4f32_4", (__m128i)shuf_v4f32_4(F(i), F(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v4f32_5", (__m128i)shuf_v4f32_5(F(i), F(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v4f32_6", (__m128i)shuf_v4f32_6(F(i), F(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v4f32_7", (__m128i)shuf_v4f32_7(F(i), F(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v4f32_8", (__m128i)shuf_v4f32_8(F(i), F(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v4f32_9", (__m128i)shuf_v4f32_9(F(i), F(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v4f32_10", (__m128i)shuf_v4f32_10(F(i), F(i + 1)), "0000111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v4f32_11", (__m128i)shuf_v4f32_11(F(i), F(i + 1)), "0000111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v4f32_12", (__m128i)shuf_v4f32_12(F(i), F(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v4f32_13", (__m128i)shuf_v4f32_13(F(i), F(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v4f32_14", (__m128i)shuf_v4f32_14(F(i), F(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v4f32_15", (__m128i)shuf_v4f32_15(F(i), F(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v4f32_16", (__m128i)shuf_v4f32_16(F(i), F(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v4f32_17", (__m128i)shuf_v4f32_17(F(i), F(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v2f64_0", (__m128i)shuf_v2f64_0(D(i), D(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v2f64_1", (__m128i)shuf_v2f64_1(D(i), D(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v2f64_2", (__m128i)shuf_v2f64_2(D(i), D(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v2f64_3", (__m128i)shuf_v2f64_3(D(i), D(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v2f64_4", (__m128i)shuf_v2f64_4(D(i), D(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v2f64_5", (__m128i)shuf_v2f64_5(D(i), D(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v2f64_6", (__m128i)shuf_v2f64_6(D(i), D(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v2f64_7", (__m128i)shuf_v2f64_7(D(i), D(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v2f64_8", (__m128i)shuf_v2f64_8(D(i), D(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v2f64_9", (__m128i)shuf_v2f64_9(D(i), D(i + 1)), "0000000011111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v2f64_10", (__m128i)shuf_v2f64_10(D(i), D(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v2f64_11", (__m128i)shuf_v2f64_11(D(i), D(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v2f64_12", (__m128i)shuf_v2f64_12(D(i), D(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v2f64_13", (__m128i)shuf_v2f64_13(D(i), D(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v2f64_14", (__m128i)shuf_v2f64_14(D(i), D(i + 1)), "0000000011111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v2f64_15", (__m128i)shuf_v2f64_15(D(i), D(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v2f64_16", (__m128i)shuf_v2f64_16(D(i), D(i + 1)), "1111111111111111");
;C:   for (int i = 0; i < 3; i++) dump("shuf_v2f64_17", (__m128i)shuf_v2f64_17(D(i), D(i + 1)), "1111111111111111");
;C:   return 0;
;C: }

target triple = "x86_64-unknown-linux-gnu"

define <16 x i8> @shuf_v16i8_0(<16 x i8> %a, <16 x i8> %b) {
  %r = shufflevector <16 x i8> %a, <16 x i8> %b, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  ret <16 x i8> %r
}

define <16 x i8> @shuf_v16i8_1(<16 x i8> %a, <16 x i8> %b) {
  %r = shufflevector <16 x i8> %a, <16 x i8> %b, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  ret <16 x i8> %r
}

define <16 x i8> @shuf_v16i8_2(<16 x i8> %a, <16 x i8> %b) {
  %r = shufflevector <16 x i8> %a, <16 x i8> %b, <16 x i32> <i32 16, i32 0, i32 17, i32 1, i32 18, i32 2, i32 19, i32 3, i32 20, i32 4, i32 21, i32 5, i32 22, i32 6, i32 23, i32 7>
  ret <16 x i8> %r
}

define <16 x i8> @shuf_v16i8_3(<16 x i8> %a, <16 x i8> %b) {
  %r = shufflevector <16 x i8> %a, <16 x i8> %b, <16 x i32> <i32 0, i32 0, i32 1, i32 1, i32 2, i32 2, i32 3, i32 3, i32 4, i32 4, i32 5, i32 5, i32 6, i32 6, i32 7, i32 7>
  ret <16 x i8> %r
}

define <16 x i8> @shuf_v16i8_4(<16 x i8> %a, <16 x i8> %b) {
  %r = shufflevector <16 x i8> %a, <16 x i8> zeroinitializer, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  ret <16 x i8> %r
}

define <16 x i8> @shuf_v16i8_5(<16 x i8> %a, <16 x i8> %b) {
  %r = shufflevector <16 x i8> %a, <16 x i8> %b, <16 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 0>
  ret <16 x i8> %r
}

define <16 x i8> @shuf_v16i8_6(<16 x i8> %a, <16 x i8> %b) {
  %r = shufflevector <16 x i8> %a, <16 x i8> zeroinitializer, <16 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16>
  ret <16 x i8> %r
}

define <16 x i8> @shuf_v16i8_7(<16 x i8> %a, <16 x i8> %b) {
  %r = shufflevector <16 x i8> %a, <16 x i8> zeroinitializer, <16 x i32> <i32 16, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14>
  ret <16 x i8> %r
}

define <16 x i8> @shuf_v16i8_8(<16 x i8> %a, <16 x i8> %b) {
  %r = shufflevector <16 x i8> %a, <16 x i8> %b, <16 x i32> <i32 8, i32 9, i32 5, i32 7, i32 4, i32 7, i32 5, i32 4, i32 18, i32 22, i32 25, i32 16, i32 29, i32 20, i32 16, i32 24>
  ret <16 x i8> %r
}

define <16 x i8> @shuf_v16i8_9(<16 x i8> %a, <16 x i8> %b) {
  %r = shufflevector <16 x i8> %a, <16 x i8> zeroinitializer, <16 x i32> <i32 8, i32 4, i32 15, i32 27, i32 26, i32 7, i32 15, i32 21, i32 13, i32 30, i32 26, i32 22, i32 26, i32 19, i32 6, i32 21>
  ret <16 x i8> %r
}

define <16 x i8> @shuf_v16i8_10(<16 x i8> %a, <16 x i8> %b) {
  %r = shufflevector <16 x i8> %a, <16 x i8> %b, <16 x i32> <i32 15, i32 27, i32 7, i32 27, i32 27, i32 10, i32 17, i32 11, i32 10, i32 21, i32 15, i32 22, i32 28, i32 15, i32 16, i32 24>
  ret <16 x i8> %r
}

define <16 x i8> @shuf_v16i8_11(<16 x i8> %a, <16 x i8> %b) {
  %r = shufflevector <16 x i8> %a, <16 x i8> %b, <16 x i32> <i32 7, i32 30, i32 14, i32 14, i32 11, i32 22, i32 7, i32 3, i32 26, i32 28, i32 23, i32 undef, i32 26, i32 1, i32 13, i32 8>
  ret <16 x i8> %r
}

define <16 x i8> @shuf_v16i8_12(<16 x i8> %a, <16 x i8> %b) {
  %r = shufflevector <16 x i8> %a, <16 x i8> %b, <16 x i32> <i32 30, i32 27, i32 15, i32 9, i32 25, i32 15, i32 21, i32 11, i32 22, i32 7, i32 14, i32 30, i32 12, i32 1, i32 1, i32 21>
  ret <16 x i8> %r
}

define <16 x i8> @shuf_v16i8_13(<16 x i8> %a, <16 x i8> %b) {
  %r = shufflevector <16 x i8> %a, <16 x i8> %b, <16 x i32> <i32 20, i32 10, i32 17, i32 11, i32 9, i32 6, i32 13, i32 9, i32 3, i32 26, i32 1, i32 27, i32 20, i32 4, i32 undef, i32 7>
  ret <16 x i8> %r
}

define <16 x i8> @shuf_v16i8_14(<16 x i8> %a, <16 x i8> %b) {
  %r = shufflevector <16 x i8> %a, <16 x i8> zeroinitializer, <16 x i32> <i32 18, i32 6, i32 25, i32 18, i32 16, i32 3, i32 29, i32 22, i32 1, i32 undef, i32 19, i32 20, i32 8, i32 30, i32 29, i32 13>
  ret <16 x i8> %r
}

define <16 x i8> @shuf_v16i8_15(<16 x i8> %a, <16 x i8> %b) {
  %r = shufflevector <16 x i8> %a, <16 x i8> %b, <16 x i32> <i32 6, i32 9, i32 1, i32 12, i32 5, i32 4, i32 8, i32 13, i32 6, i32 8, i32 13, i32 7, i32 11, i32 7, i32 9, i32 13>
  ret <16 x i8> %r
}

define <16 x i8> @shuf_v16i8_16(<16 x i8> %a, <16 x i8> %b) {
  %r = shufflevector <16 x i8> %a, <16 x i8> %b, <16 x i32> <i32 6, i32 11, i32 13, i32 1, i32 10, i32 12, i32 14, i32 2, i32 2, i32 1, i32 0, i32 9, i32 6, i32 14, i32 15, i32 12>
  ret <16 x i8> %r
}

define <16 x i8> @shuf_v16i8_17(<16 x i8> %a, <16 x i8> %b) {
  %r = shufflevector <16 x i8> %a, <16 x i8> %b, <16 x i32> <i32 10, i32 1, i32 9, i32 13, i32 4, i32 4, i32 1, i32 3, i32 11, i32 5, i32 6, i32 9, i32 9, i32 12, i32 9, i32 1>
  ret <16 x i8> %r
}

define <8 x i16> @shuf_v8i16_0(<8 x i16> %a, <8 x i16> %b) {
  %r = shufflevector <8 x i16> %a, <8 x i16> %b, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  ret <8 x i16> %r
}

define <8 x i16> @shuf_v8i16_1(<8 x i16> %a, <8 x i16> %b) {
  %r = shufflevector <8 x i16> %a, <8 x i16> %b, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  ret <8 x i16> %r
}

define <8 x i16> @shuf_v8i16_2(<8 x i16> %a, <8 x i16> %b) {
  %r = shufflevector <8 x i16> %a, <8 x i16> %b, <8 x i32> <i32 8, i32 0, i32 9, i32 1, i32 10, i32 2, i32 11, i32 3>
  ret <8 x i16> %r
}

define <8 x i16> @shuf_v8i16_3(<8 x i16> %a, <8 x i16> %b) {
  %r = shufflevector <8 x i16> %a, <8 x i16> %b, <8 x i32> <i32 0, i32 0, i32 1, i32 1, i32 2, i32 2, i32 3, i32 3>
  ret <8 x i16> %r
}

define <8 x i16> @shuf_v8i16_4(<8 x i16> %a, <8 x i16> %b) {
  %r = shufflevector <8 x i16> %a, <8 x i16> zeroinitializer, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  ret <8 x i16> %r
}

define <8 x i16> @shuf_v8i16_5(<8 x i16> %a, <8 x i16> %b) {
  %r = shufflevector <8 x i16> %a, <8 x i16> %b, <8 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0>
  ret <8 x i16> %r
}

define <8 x i16> @shuf_v8i16_6(<8 x i16> %a, <8 x i16> %b) {
  %r = shufflevector <8 x i16> %a, <8 x i16> zeroinitializer, <8 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  ret <8 x i16> %r
}

define <8 x i16> @shuf_v8i16_7(<8 x i16> %a, <8 x i16> %b) {
  %r = shufflevector <8 x i16> %a, <8 x i16> zeroinitializer, <8 x i32> <i32 8, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6>
  ret <8 x i16> %r
}

define <8 x i16> @shuf_v8i16_8(<8 x i16> %a, <8 x i16> %b) {
  %r = shufflevector <8 x i16> %a, <8 x i16> %b, <8 x i32> <i32 5, i32 2, i32 1, i32 5, i32 15, i32 15, i32 14, i32 8>
  ret <8 x i16> %r
}

define <8 x i16> @shuf_v8i16_9(<8 x i16> %a, <8 x i16> %b) {
  %r = shufflevector <8 x i16> %a, <8 x i16> zeroinitializer, <8 x i32> <i32 3, i32 1, i32 2, i32 0, i32 4, i32 5, i32 6, i32 7>
  ret <8 x i16> %r
}

define <8 x i16> @shuf_v8i16_10(<8 x i16> %a, <8 x i16> %b) {
  %r = shufflevector <8 x i16> %a, <8 x i16> %b, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 7, i32 7, i32 4, i32 5>
  ret <8 x i16> %r
}

define <8 x i16> @shuf_v8i16_11(<8 x i16> %a, <8 x i16> %b) {
  %r = shufflevector <8 x i16> %a, <8 x i16> %b, <8 x i32> <i32 2, i32 2, i32 0, i32 1, i32 6, i32 4, i32 5, i32 7>
  ret <8 x i16> %r
}

define <8 x i16> @shuf_v8i16_12(<8 x i16> %a, <8 x i16> %b) {
  %r = shufflevector <8 x i16> %a, <8 x i16> %b, <8 x i32> <i32 10, i32 8, i32 3, i32 0, i32 9, i32 4, i32 3, i32 undef>
  ret <8 x i16> %r
}

define <8 x i16> @shuf_v8i16_13(<8 x i16> %a, <8 x i16> %b) {
  %r = shufflevector <8 x i16> %a, <8 x i16> %b, <8 x i32> <i32 6, i32 3, i32 1, i32 14, i32 10, i32 1, i32 10, i32 7>
  ret <8 x i16> %r
}

define <8 x i16> @shuf_v8i16_14(<8 x i16> %a, <8 x i16> %b) {
  %r = shufflevector <8 x i16> %a, <8 x i16> zeroinitializer, <8 x i32> <i32 5, i32 0, i32 6, i32 6, i32 15, i32 13, i32 5, i32 11>
  ret <8 x i16> %r
}

define <8 x i16> @shuf_v8i16_15(<8 x i16> %a, <8 x i16> %b) {
  %r = shufflevector <8 x i16> %a, <8 x i16> %b, <8 x i32> <i32 0, i32 0, i32 2, i32 3, i32 10, i32 11, i32 8, i32 3>
  ret <8 x i16> %r
}

define <8 x i16> @shuf_v8i16_16(<8 x i16> %a, <8 x i16> %b) {
  %r = shufflevector <8 x i16> %a, <8 x i16> %b, <8 x i32> <i32 8, i32 7, i32 1, i32 10, i32 0, i32 undef, i32 4, i32 undef>
  ret <8 x i16> %r
}

define <8 x i16> @shuf_v8i16_17(<8 x i16> %a, <8 x i16> %b) {
  %r = shufflevector <8 x i16> %a, <8 x i16> %b, <8 x i32> <i32 2, i32 15, i32 7, i32 1, i32 9, i32 12, i32 4, i32 8>
  ret <8 x i16> %r
}

define <8 x i16> @shuf_v8i16_18(<8 x i16> %a, <8 x i16> %b) {
  %r = shufflevector <8 x i16> %a, <8 x i16> %b, <8 x i32> <i32 0, i32 1, i32 1, i32 4, i32 6, i32 6, i32 7, i32 6>
  ret <8 x i16> %r
}

define <8 x i16> @shuf_v8i16_19(<8 x i16> %a, <8 x i16> %b) {
  %r = shufflevector <8 x i16> %a, <8 x i16> zeroinitializer, <8 x i32> <i32 4, i32 2, i32 2, i32 7, i32 4, i32 0, i32 0, i32 4>
  ret <8 x i16> %r
}

define <8 x i16> @shuf_v8i16_20(<8 x i16> %a, <8 x i16> %b) {
  %r = shufflevector <8 x i16> %a, <8 x i16> %b, <8 x i32> <i32 4, i32 5, i32 3, i32 3, i32 5, i32 6, i32 2, i32 7>
  ret <8 x i16> %r
}

define <4 x i32> @shuf_v4i32_0(<4 x i32> %a, <4 x i32> %b) {
  %r = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  ret <4 x i32> %r
}

define <4 x i32> @shuf_v4i32_1(<4 x i32> %a, <4 x i32> %b) {
  %r = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  ret <4 x i32> %r
}

define <4 x i32> @shuf_v4i32_2(<4 x i32> %a, <4 x i32> %b) {
  %r = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 4, i32 0, i32 5, i32 1>
  ret <4 x i32> %r
}

define <4 x i32> @shuf_v4i32_3(<4 x i32> %a, <4 x i32> %b) {
  %r = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 0, i32 0, i32 1, i32 1>
  ret <4 x i32> %r
}

define <4 x i32> @shuf_v4i32_4(<4 x i32> %a, <4 x i32> %b) {
  %r = shufflevector <4 x i32> %a, <4 x i32> zeroinitializer, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  ret <4 x i32> %r
}

define <4 x i32> @shuf_v4i32_5(<4 x i32> %a, <4 x i32> %b) {
  %r = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 1, i32 2, i32 3, i32 0>
  ret <4 x i32> %r
}

define <4 x i32> @shuf_v4i32_6(<4 x i32> %a, <4 x i32> %b) {
  %r = shufflevector <4 x i32> %a, <4 x i32> zeroinitializer, <4 x i32> <i32 1, i32 2, i32 3, i32 4>
  ret <4 x i32> %r
}

define <4 x i32> @shuf_v4i32_7(<4 x i32> %a, <4 x i32> %b) {
  %r = shufflevector <4 x i32> %a, <4 x i32> zeroinitializer, <4 x i32> <i32 4, i32 0, i32 1, i32 2>
  ret <4 x i32> %r
}

define <4 x i32> @shuf_v4i32_8(<4 x i32> %a, <4 x i32> %b) {
  %r = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 3, i32 2, i32 5, i32 7>
  ret <4 x i32> %r
}

define <4 x i32> @shuf_v4i32_9(<4 x i32> %a, <4 x i32> %b) {
  %r = shufflevector <4 x i32> %a, <4 x i32> zeroinitializer, <4 x i32> <i32 7, i32 6, i32 2, i32 5>
  ret <4 x i32> %r
}

define <4 x i32> @shuf_v4i32_10(<4 x i32> %a, <4 x i32> %b) {
  %r = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 6, i32 2, i32 undef, i32 undef>
  ret <4 x i32> %r
}

define <4 x i32> @shuf_v4i32_11(<4 x i32> %a, <4 x i32> %b) {
  %r = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 6, i32 7, i32 1, i32 1>
  ret <4 x i32> %r
}

define <4 x i32> @shuf_v4i32_12(<4 x i32> %a, <4 x i32> %b) {
  %r = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 0, i32 undef, i32 1, i32 3>
  ret <4 x i32> %r
}

define <4 x i32> @shuf_v4i32_13(<4 x i32> %a, <4 x i32> %b) {
  %r = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 0, i32 6, i32 7, i32 undef>
  ret <4 x i32> %r
}

define <4 x i32> @shuf_v4i32_14(<4 x i32> %a, <4 x i32> %b) {
  %r = shufflevector <4 x i32> %a, <4 x i32> zeroinitializer, <4 x i32> <i32 2, i32 5, i32 undef, i32 7>
  ret <4 x i32> %r
}

define <4 x i32> @shuf_v4i32_15(<4 x i32> %a, <4 x i32> %b) {
  %r = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 0, i32 1, i32 2, i32 1>
  ret <4 x i32> %r
}

define <4 x i32> @shuf_v4i32_16(<4 x i32> %a, <4 x i32> %b) {
  %r = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 0, i32 3, i32 2, i32 1>
  ret <4 x i32> %r
}

define <4 x i32> @shuf_v4i32_17(<4 x i32> %a, <4 x i32> %b) {
  %r = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 3, i32 0, i32 0, i32 1>
  ret <4 x i32> %r
}

define <2 x i64> @shuf_v2i64_0(<2 x i64> %a, <2 x i64> %b) {
  %r = shufflevector <2 x i64> %a, <2 x i64> %b, <2 x i32> <i32 0, i32 2>
  ret <2 x i64> %r
}

define <2 x i64> @shuf_v2i64_1(<2 x i64> %a, <2 x i64> %b) {
  %r = shufflevector <2 x i64> %a, <2 x i64> %b, <2 x i32> <i32 1, i32 3>
  ret <2 x i64> %r
}

define <2 x i64> @shuf_v2i64_2(<2 x i64> %a, <2 x i64> %b) {
  %r = shufflevector <2 x i64> %a, <2 x i64> %b, <2 x i32> <i32 2, i32 0>
  ret <2 x i64> %r
}

define <2 x i64> @shuf_v2i64_3(<2 x i64> %a, <2 x i64> %b) {
  %r = shufflevector <2 x i64> %a, <2 x i64> %b, <2 x i32> <i32 0, i32 0>
  ret <2 x i64> %r
}

define <2 x i64> @shuf_v2i64_4(<2 x i64> %a, <2 x i64> %b) {
  %r = shufflevector <2 x i64> %a, <2 x i64> zeroinitializer, <2 x i32> <i32 1, i32 0>
  ret <2 x i64> %r
}

define <2 x i64> @shuf_v2i64_5(<2 x i64> %a, <2 x i64> %b) {
  %r = shufflevector <2 x i64> %a, <2 x i64> %b, <2 x i32> <i32 1, i32 0>
  ret <2 x i64> %r
}

define <2 x i64> @shuf_v2i64_6(<2 x i64> %a, <2 x i64> %b) {
  %r = shufflevector <2 x i64> %a, <2 x i64> zeroinitializer, <2 x i32> <i32 1, i32 2>
  ret <2 x i64> %r
}

define <2 x i64> @shuf_v2i64_7(<2 x i64> %a, <2 x i64> %b) {
  %r = shufflevector <2 x i64> %a, <2 x i64> zeroinitializer, <2 x i32> <i32 2, i32 0>
  ret <2 x i64> %r
}

define <2 x i64> @shuf_v2i64_8(<2 x i64> %a, <2 x i64> %b) {
  %r = shufflevector <2 x i64> %a, <2 x i64> %b, <2 x i32> <i32 1, i32 2>
  ret <2 x i64> %r
}

define <2 x i64> @shuf_v2i64_9(<2 x i64> %a, <2 x i64> %b) {
  %r = shufflevector <2 x i64> %a, <2 x i64> zeroinitializer, <2 x i32> <i32 3, i32 2>
  ret <2 x i64> %r
}

define <2 x i64> @shuf_v2i64_10(<2 x i64> %a, <2 x i64> %b) {
  %r = shufflevector <2 x i64> %a, <2 x i64> %b, <2 x i32> <i32 1, i32 0>
  ret <2 x i64> %r
}

define <2 x i64> @shuf_v2i64_11(<2 x i64> %a, <2 x i64> %b) {
  %r = shufflevector <2 x i64> %a, <2 x i64> %b, <2 x i32> <i32 3, i32 undef>
  ret <2 x i64> %r
}

define <2 x i64> @shuf_v2i64_12(<2 x i64> %a, <2 x i64> %b) {
  %r = shufflevector <2 x i64> %a, <2 x i64> %b, <2 x i32> <i32 3, i32 2>
  ret <2 x i64> %r
}

define <2 x i64> @shuf_v2i64_13(<2 x i64> %a, <2 x i64> %b) {
  %r = shufflevector <2 x i64> %a, <2 x i64> %b, <2 x i32> <i32 0, i32 3>
  ret <2 x i64> %r
}

define <2 x i64> @shuf_v2i64_14(<2 x i64> %a, <2 x i64> %b) {
  %r = shufflevector <2 x i64> %a, <2 x i64> zeroinitializer, <2 x i32> <i32 undef, i32 undef>
  ret <2 x i64> %r
}

define <2 x i64> @shuf_v2i64_15(<2 x i64> %a, <2 x i64> %b) {
  %r = shufflevector <2 x i64> %a, <2 x i64> %b, <2 x i32> <i32 1, i32 0>
  ret <2 x i64> %r
}

define <2 x i64> @shuf_v2i64_16(<2 x i64> %a, <2 x i64> %b) {
  %r = shufflevector <2 x i64> %a, <2 x i64> %b, <2 x i32> <i32 1, i32 1>
  ret <2 x i64> %r
}

define <2 x i64> @shuf_v2i64_17(<2 x i64> %a, <2 x i64> %b) {
  %r = shufflevector <2 x i64> %a, <2 x i64> %b, <2 x i32> <i32 0, i32 1>
  ret <2 x i64> %r
}

define <4 x float> @shuf_v4f32_0(<4 x float> %a, <4 x float> %b) {
  %r = shufflevector <4 x float> %a, <4 x float> %b, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  ret <4 x float> %r
}

define <4 x float> @shuf_v4f32_1(<4 x float> %a, <4 x float> %b) {
  %r = shufflevector <4 x float> %a, <4 x float> %b, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  ret <4 x float> %r
}

define <4 x float> @shuf_v4f32_2(<4 x float> %a, <4 x float> %b) {
  %r = shufflevector <4 x float> %a, <4 x float> %b, <4 x i32> <i32 4, i32 0, i32 5, i32 1>
  ret <4 x float> %r
}

define <4 x float> @shuf_v4f32_3(<4 x float> %a, <4 x float> %b) {
  %r = shufflevector <4 x float> %a, <4 x float> %b, <4 x i32> <i32 0, i32 0, i32 1, i32 1>
  ret <4 x float> %r
}

define <4 x float> @shuf_v4f32_4(<4 x float> %a, <4 x float> %b) {
  %r = shufflevector <4 x float> %a, <4 x float> zeroinitializer, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  ret <4 x float> %r
}

define <4 x float> @shuf_v4f32_5(<4 x float> %a, <4 x float> %b) {
  %r = shufflevector <4 x float> %a, <4 x float> %b, <4 x i32> <i32 1, i32 2, i32 3, i32 0>
  ret <4 x float> %r
}

define <4 x float> @shuf_v4f32_6(<4 x float> %a, <4 x float> %b) {
  %r = shufflevector <4 x float> %a, <4 x float> zeroinitializer, <4 x i32> <i32 1, i32 2, i32 3, i32 4>
  ret <4 x float> %r
}

define <4 x float> @shuf_v4f32_7(<4 x float> %a, <4 x float> %b) {
  %r = shufflevector <4 x float> %a, <4 x float> zeroinitializer, <4 x i32> <i32 4, i32 0, i32 1, i32 2>
  ret <4 x float> %r
}

define <4 x float> @shuf_v4f32_8(<4 x float> %a, <4 x float> %b) {
  %r = shufflevector <4 x float> %a, <4 x float> %b, <4 x i32> <i32 1, i32 2, i32 4, i32 6>
  ret <4 x float> %r
}

define <4 x float> @shuf_v4f32_9(<4 x float> %a, <4 x float> %b) {
  %r = shufflevector <4 x float> %a, <4 x float> zeroinitializer, <4 x i32> <i32 1, i32 1, i32 1, i32 0>
  ret <4 x float> %r
}

define <4 x float> @shuf_v4f32_10(<4 x float> %a, <4 x float> %b) {
  %r = shufflevector <4 x float> %a, <4 x float> %b, <4 x i32> <i32 undef, i32 7, i32 1, i32 7>
  ret <4 x float> %r
}

define <4 x float> @shuf_v4f32_11(<4 x float> %a, <4 x float> %b) {
  %r = shufflevector <4 x float> %a, <4 x float> %b, <4 x i32> <i32 undef, i32 6, i32 4, i32 5>
  ret <4 x float> %r
}

define <4 x float> @shuf_v4f32_12(<4 x float> %a, <4 x float> %b) {
  %r = shufflevector <4 x float> %a, <4 x float> %b, <4 x i32> <i32 6, i32 7, i32 5, i32 0>
  ret <4 x float> %r
}

define <4 x float> @shuf_v4f32_13(<4 x float> %a, <4 x float> %b) {
  %r = shufflevector <4 x float> %a, <4 x float> %b, <4 x i32> <i32 6, i32 7, i32 3, i32 4>
  ret <4 x float> %r
}

define <4 x float> @shuf_v4f32_14(<4 x float> %a, <4 x float> %b) {
  %r = shufflevector <4 x float> %a, <4 x float> zeroinitializer, <4 x i32> <i32 5, i32 0, i32 2, i32 4>
  ret <4 x float> %r
}

define <4 x float> @shuf_v4f32_15(<4 x float> %a, <4 x float> %b) {
  %r = shufflevector <4 x float> %a, <4 x float> %b, <4 x i32> <i32 3, i32 0, i32 3, i32 3>
  ret <4 x float> %r
}

define <4 x float> @shuf_v4f32_16(<4 x float> %a, <4 x float> %b) {
  %r = shufflevector <4 x float> %a, <4 x float> %b, <4 x i32> <i32 2, i32 0, i32 3, i32 3>
  ret <4 x float> %r
}

define <4 x float> @shuf_v4f32_17(<4 x float> %a, <4 x float> %b) {
  %r = shufflevector <4 x float> %a, <4 x float> %b, <4 x i32> <i32 3, i32 3, i32 0, i32 0>
  ret <4 x float> %r
}

define <2 x double> @shuf_v2f64_0(<2 x double> %a, <2 x double> %b) {
  %r = shufflevector <2 x double> %a, <2 x double> %b, <2 x i32> <i32 0, i32 2>
  ret <2 x double> %r
}

define <2 x double> @shuf_v2f64_1(<2 x double> %a, <2 x double> %b) {
  %r = shufflevector <2 x double> %a, <2 x double> %b, <2 x i32> <i32 1, i32 3>
  ret <2 x double> %r
}

define <2 x double> @shuf_v2f64_2(<2 x double> %a, <2 x double> %b) {
  %r = shufflevector <2 x double> %a, <2 x double> %b, <2 x i32> <i32 2, i32 0>
  ret <2 x double> %r
}

define <2 x double> @shuf_v2f64_3(<2 x double> %a, <2 x double> %b) {
  %r = shufflevector <2 x double> %a, <2 x double> %b, <2 x i32> <i32 0, i32 0>
  ret <2 x double> %r
}

define <2 x double> @shuf_v2f64_4(<2 x double> %a, <2 x double> %b) {
  %r = shufflevector <2 x double> %a, <2 x double> zeroinitializer, <2 x i32> <i32 1, i32 0>
  ret <2 x double> %r
}

define <2 x double> @shuf_v2f64_5(<2 x double> %a, <2 x double> %b) {
  %r = shufflevector <2 x double> %a, <2 x double> %b, <2 x i32> <i32 1, i32 0>
  ret <2 x double> %r
}

define <2 x double> @shuf_v2f64_6(<2 x double> %a, <2 x double> %b) {
  %r = shufflevector <2 x double> %a, <2 x double> zeroinitializer, <2 x i32> <i32 1, i32 2>
  ret <2 x double> %r
}

define <2 x double> @shuf_v2f64_7(<2 x double> %a, <2 x double> %b) {
  %r = shufflevector <2 x double> %a, <2 x double> zeroinitializer, <2 x i32> <i32 2, i32 0>
  ret <2 x double> %r
}

define <2 x double> @shuf_v2f64_8(<2 x double> %a, <2 x double> %b) {
  %r = shufflevector <2 x double> %a, <2 x double> %b, <2 x i32> <i32 1, i32 2>
  ret <2 x double> %r
}

define <2 x double> @shuf_v2f64_9(<2 x double> %a, <2 x double> %b) {
  %r = shufflevector <2 x double> %a, <2 x double> zeroinitializer, <2 x i32> <i32 undef, i32 0>
  ret <2 x double> %r
}

define <2 x double> @shuf_v2f64_10(<2 x double> %a, <2 x double> %b) {
  %r = shufflevector <2 x double> %a, <2 x double> %b, <2 x i32> <i32 3, i32 1>
  ret <2 x double> %r
}

define <2 x double> @shuf_v2f64_11(<2 x double> %a, <2 x double> %b) {
  %r = shufflevector <2 x double> %a, <2 x double> %b, <2 x i32> <i32 1, i32 3>
  ret <2 x double> %r
}

define <2 x double> @shuf_v2f64_12(<2 x double> %a, <2 x double> %b) {
  %r = shufflevector <2 x double> %a, <2 x double> %b, <2 x i32> <i32 0, i32 2>
  ret <2 x double> %r
}

define <2 x double> @shuf_v2f64_13(<2 x double> %a, <2 x double> %b) {
  %r = shufflevector <2 x double> %a, <2 x double> %b, <2 x i32> <i32 3, i32 1>
  ret <2 x double> %r
}

define <2 x double> @shuf_v2f64_14(<2 x double> %a, <2 x double> %b) {
  %r = shufflevector <2 x double> %a, <2 x double> zeroinitializer, <2 x i32> <i32 undef, i32 0>
  ret <2 x double> %r
}

define <2 x double> @shuf_v2f64_15(<2 x double> %a, <2 x double> %b) {
  %r = shufflevector <2 x double> %a, <2 x double> %b, <2 x i32> <i32 0, i32 0>
  ret <2 x double> %r
}

define <2 x double> @shuf_v2f64_16(<2 x double> %a, <2 x double> %b) {
  %r = shufflevector <2 x double> %a, <2 x double> %b, <2 x i32> <i32 0, i32 0>
  ret <2 x double> %r
}

define <2 x double> @shuf_v2f64_17(<2 x double> %a, <2 x double> %b) {
  %r = shufflevector <2 x double> %a, <2 x double> %b, <2 x i32> <i32 1, i32 0>
  ret <2 x double> %r
}
