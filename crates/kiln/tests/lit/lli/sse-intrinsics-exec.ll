; Every SSE and SSE2 intrinsic function of clang 14's <xmmintrin.h> and <emmintrin.h> (the MMX
; ones on __m64 aside), run: Inputs/sse_programs.py writes a C program that calls each on fixed
; inputs (NaNs, infinities, out-of-range conversions, shift counts past the width among them)
; and prints the result's bytes. clang-14 turns it into IR at -O0 and -O2, where most become
; plain vector IR and the rest llvm.x86.sse.*/llvm.x86.sse2.* calls; kiln's builds and kiln lli
; print what llc's builds print.
; RUN: python3 $(dirname %s)/../Inputs/sse_programs.py xmmintrin.h nommx > %t.sse.c
; RUN: python3 $(dirname %s)/../Inputs/sse_programs.py emmintrin.h nommx > %t.sse2.c
; RUN: for h in sse sse2; do for o in O0 O2; do \
; RUN:   clang-14 -$o -S -emit-llvm -w %t.$h.c -o %t.$h.$o.ll && \
; RUN:   llc -relocation-model=pic -filetype=obj %t.$h.$o.ll -o %t.ref.o && cc %t.ref.o -o %t.ref && %t.ref > %t.want && \
; RUN:   kiln llc -relocation-model=pic -filetype=obj %t.$h.$o.ll -o %t.got.o && cc %t.got.o -o %t.got && %t.got | diff %t.want - && \
; RUN:   kiln lli %t.$h.$o.ll | diff %t.want - || exit 1; done; done
; The SSSE3, SSE4.1 and PCLMUL intrinsics xz's CRC code calls from a target("...") function
; run on SSE2 instructions (pshufb as selects, pblendvb, pclmulqdq as shift-and-xor steps).
; RUN: sed -n 's/^;C: //p' %s > %t.later.c
; RUN: for o in O0 O2; do \
; RUN:   clang-14 -$o -S -emit-llvm -w %t.later.c -o %t.later.ll && \
; RUN:   llc -relocation-model=pic -filetype=obj %t.later.ll -o %t.ref.o && cc %t.ref.o -o %t.ref && %t.ref > %t.want && \
; RUN:   kiln lli %t.later.ll | diff %t.want - || exit 1; done

;C: #include <immintrin.h>
;C: #include <stdio.h>
;C: unsigned char gb[64];
;C: __attribute__((target("ssse3,sse4.1,pclmul"), noinline)) void run(int k) {
;C:   __m128i a = _mm_loadu_si128((const __m128i *)(gb + k)), b = _mm_loadu_si128((const __m128i *)(gb + 16 + k));
;C:   __m128i m = _mm_loadu_si128((const __m128i *)(gb + 32 + k));
;C:   __m128i r[6] = {_mm_shuffle_epi8(a, b), _mm_blendv_epi8(a, b, m), _mm_clmulepi64_si128(a, b, 0x00),
;C:                   _mm_clmulepi64_si128(a, b, 0x01), _mm_clmulepi64_si128(a, b, 0x10), _mm_clmulepi64_si128(a, b, 0x11)};
;C:   const unsigned char *p = (const unsigned char *)r;
;C:   for (int i = 0; i < (int)sizeof r; i++) printf("%02x%s", p[i], i % 16 == 15 ? "\n" : "");
;C: }
;C: int main(void) {
;C:   for (int k = 0; k < 64; k++) gb[k] = (unsigned char)(k * 73 + 5 + (k >> 2) * 31);
;C:   for (int k = 0; k < 16; k += 5) run(k);
;C:   return 0;
;C: }

define i32 @main() {
  ret i32 0
}
