; Inline asm with 128-bit vector operands in XMM registers ("x", "+x", "xm"), as SIMD code
; writes it; the output is what the llc 14 build prints.
; RUN: sed -n 's/^;C: //p' %s > %t.c
; RUN: clang-14 -S -emit-llvm -O0 %t.c -o %t.O0.ll && kiln lli -O0 %t.O0.ll | FileCheck %s
; RUN: clang-14 -S -emit-llvm -O2 %t.c -o %t.O2.ll && kiln lli -O2 %t.O2.ll | FileCheck %s
; RUN: kiln llc -O2 -verify-machineinstrs -relocation-model=pic -filetype=obj %t.O2.ll -o %t.o && cc %t.o -o %t.exe && %t.exe | FileCheck %s
;
;C: #include <stdio.h>
;C: #include <emmintrin.h>
;C: static inline __m128i padd(__m128i a, __m128i b) { __asm__("paddd %1, %0" : "+x"(a) : "x"(b)); return a; }
;C: static inline __m128 mulps(__m128 a, __m128 b) { __asm__("mulps %1, %0" : "+x"(a) : "xm"(b)); return a; }
;C: int main(void) {
;C:   __m128i a = _mm_set_epi32(1, 2, 3, 4), b = _mm_set_epi32(10, 20, 30, 40);
;C:   __m128i c = padd(a, b);
;C:   int out[4]; _mm_storeu_si128((__m128i *)out, c);
;C:   __m128 x = _mm_set_ps(1, 2, 3, 4), y = _mm_set_ps(2, 2, 2, 2);
;C:   float f[4]; _mm_storeu_ps(f, mulps(x, y));
;C:   printf("%d %d %d %d %.1f %.1f %.1f %.1f\n", out[0], out[1], out[2], out[3], f[0], f[1], f[2], f[3]);
;C:   return 0;
;C: }

; CHECK: 44 33 22 11 8.0 6.0 4.0 2.0
