#!/usr/bin/env python3
"""Writes a C program that calls every function of clang 14's <xmmintrin.h> or <emmintrin.h>
(SSE, SSE2) on fixed inputs, NaNs, infinities and out-of-range values among them, and prints
each result's bytes. For ../lli/sse-intrinsics-exec.ll, which builds it with clang-14 at -O0
and -O2 and runs kiln's build beside llc's.

  sse_programs.py xmmintrin.h nommx   (the MMX functions, on __m64, are left out: kiln has no
  sse_programs.py emmintrin.h nommx    x86_mmx support)
"""
import re, sys
H = "/usr/lib/llvm-14/lib/clang/14.0.6/include/"
hdr = sys.argv[1]          # xmmintrin.h or emmintrin.h
skip_mmx = len(sys.argv) > 2 and sys.argv[2] == "nommx"
text = open(H + hdr).read()
protos = re.findall(r'static __inline__ ([\w ]+?)\s*(?:__DEFAULT_FN_ATTRS\w*|__attribute__\(\([^)]*\)\))\s*\n(_mm_\w+)\s*\(([^)]*)\)', text)
VAL = {"__m128": "F", "__m128d": "D", "__m128i": "I", "__m64": "M", "float": "f", "double": "d",
       "int": "i", "long long": "l", "unsigned int": "u", "short": "s", "char": "c",
       "void": "v", "__int64": "l", "unsigned short": "s", "unsigned": "u"}
out = ['#include <%s>' % hdr, '#include <stdio.h>', '#include <string.h>',
       'float gf[16] = {1.5f, -2.25f, 3e9f, -0.0f, 7.0f, 0.1f, -1e-3f, 65536.5f, 2.0f, 1.0f, -4.5f, 1e-40f, 100.25f, -3e9f, 0.5f, 8.0f};',
       'double gd[8] = {1.5, -2.25, 3e9, -0.0, 7.0, 0.1, -1e-300, 65536.5};',
       'unsigned char gb[64];', 'int gi[4] = {3, -7, 100000, 17};',
       'long long gl[2] = {123456789012345LL, -5LL};',
       'static void dump(const char *n, const void *p, int len) { const unsigned char *b = p; printf("%s", n); for (int i = 0; i < len; i++) printf(" %02x", b[i]); printf("\\n"); }',
       'static __m128 F(int k) { return _mm_loadu_ps(gf + 4 * (k & 3)); }',
       'static __m128d D(int k) { return _mm_loadu_pd(gd + 2 * (k & 3)); }',
       'static __m128i I(int k) { return _mm_loadu_si128((const __m128i *)(gb + 16 * (k & 3))); }',
       'static __m64 M(int k) { __m64 m; memcpy(&m, gb + 8 * (k & 7), 8); return m; }',
       'static float f(int k) { return gf[k & 15]; }', 'static double d(int k) { return gd[k & 7]; }',
       'static int i(int k) { return gi[k & 3]; }', 'static long long l(int k) { return gl[k & 1]; }',
       'static unsigned u(int k) { return (unsigned)gi[k & 3]; }', 'static short s(int k) { return (short)gi[k & 3]; }',
       'static char c(int k) { return (char)gi[k & 3]; }']
calls = []
SHIFT_SMALL = ("slli", "srli", "srai", "sll_", "srl_", "sra_")
for ret, name, params in protos:
    ret = ret.replace("static", "").strip()
    params = [p.strip() for p in params.split(",") if p.strip() and p.strip() != "void"]
    kinds = []
    ok = True
    for p in params:
        ty = re.sub(r'\s*\b__\w+$', '', p).strip()
        if ty.endswith("*"):
            kinds.append("P:" + ty); continue
        ty = ty.replace("const ", "")
        if ty not in VAL: ok = False; break
        kinds.append(VAL[ty])
    if not ok or ret not in VAL:
        print("// skipped %s %s(%s)" % (ret, name, ",".join(params)), file=sys.stderr); continue
    if skip_mmx and ("M" in kinds or VAL[ret] == "M"): continue
    if any(k.startswith("P:") for k in kinds): continue  # loads and stores: written by hand
    if name in ("_mm_setcsr", "_mm_getcsr", "_mm_sfence", "_mm_lfence", "_mm_mfence", "_mm_pause", "_mm_empty", "_mm_clflush"):
        continue
    args = []
    for n, k in enumerate(kinds):
        if k == "i" and any(s in name for s in SHIFT_SMALL):
            args.append("(gi[%d] & 15) + 1" % n)
        elif k == "i" and name.startswith("_mm_cvt") is False and "set" not in name:
            args.append("(gi[%d] & 3)" % n)
        elif k in "FDIM":
            args.append("%s(%d)" % (k, n + 1))
        else:
            args.append("%s(%d)" % (k, n * 5 + 1))
    fn = "t" + name
    r = VAL[ret]
    body = "%s(%s)" % (name, ", ".join(args))
    if r == "v":
        continue
    out.append('__attribute__((noinline)) void %s(void) { %s r = %s; dump("%s", &r, sizeof r); }' % (fn, ret, body, name))
    calls.append(fn)
# Macros with immediates and memory functions, by hand.
extra = {
 "xmmintrin.h": [
  ('_mm_shuffle_ps', '__m128 r = _mm_shuffle_ps(F(1), F(2), 0x1b);'),
  ('_mm_shuffle_ps2', '__m128 r = _mm_shuffle_ps(F(1), F(2), 0xe4);'),
  ('_mm_load_ss', '__m128 r = _mm_load_ss(gf + 3);'),
  ('_mm_load1_ps', '__m128 r = _mm_load1_ps(gf + 5);'),
  ('_mm_loadr_ps', '__m128 r = _mm_loadr_ps(gf + 4);'),
  ('_mm_load_ps', '__m128 r = _mm_load_ps(gf + 8);'),
  ('_mm_loadh_pi', '__m128 r = _mm_loadh_pi(F(1), (const __m64 *)(gf + 2));'),
  ('_mm_loadl_pi', '__m128 r = _mm_loadl_pi(F(1), (const __m64 *)(gf + 6));'),
  ('_mm_store_ss', 'float r[4] = {0}; _mm_store_ss(r + 1, F(2));'),
  ('_mm_storeu_ps', 'float r[5] = {0}; _mm_storeu_ps(r + 1, F(2));'),
  ('_mm_store_ps', '__m128 r; _mm_store_ps((float *)&r, F(3));'),
  ('_mm_store1_ps', '__m128 r; _mm_store1_ps((float *)&r, F(3));'),
  ('_mm_storer_ps', '__m128 r; _mm_storer_ps((float *)&r, F(3));'),
  ('_mm_storeh_pi', 'long long r[2] = {0}; _mm_storeh_pi((__m64 *)r, F(1));'),
  ('_mm_storel_pi', 'long long r[2] = {0}; _mm_storel_pi((__m64 *)r, F(1));'),
  ('_mm_stream_ps', '__m128 r; _mm_stream_ps((float *)&r, F(2)); _mm_sfence();'),
  ('_mm_getcsr', 'unsigned r = _mm_getcsr() & ~0x3fu;'),
  ('_mm_setcsr', 'unsigned old = _mm_getcsr(); _mm_setcsr(old | 0x6000); __m128 x = _mm_cvtsi32_ss(F(1), 7); (void)x; int q = _mm_cvtss_si32(F(1)); _mm_setcsr(old); unsigned r = q;'),
  ('_mm_prefetch', '_mm_prefetch((const char *)gb, _MM_HINT_T0); _mm_prefetch((const char *)gb, _MM_HINT_NTA); int r = 1;'),
  ('_mm_move_ss', '__m128 r = _mm_move_ss(F(1), F(2));'),
  ('_MM_TRANSPOSE4_PS', '__m128 a = F(0), b = F(1), c = F(2), e = F(3); _MM_TRANSPOSE4_PS(a, b, c, e); __m128 r[4] = {a, b, c, e};'),
 ],
 "emmintrin.h": [
  ('_mm_shuffle_pd', '__m128d r = _mm_shuffle_pd(D(1), D(2), 1);'),
  ('_mm_slli_si128', '__m128i r = _mm_slli_si128(I(1), 3);'),
  ('_mm_bslli_si128', '__m128i r = _mm_bslli_si128(I(1), 9);'),
  ('_mm_srli_si128', '__m128i r = _mm_srli_si128(I(1), 5);'),
  ('_mm_bsrli_si128', '__m128i r = _mm_bsrli_si128(I(2), 15);'),
  ('_mm_extract_epi16', 'int r = _mm_extract_epi16(I(1), 5);'),
  ('_mm_insert_epi16', '__m128i r = _mm_insert_epi16(I(1), gi[1], 6);'),
  ('_mm_shuffle_epi32', '__m128i r = _mm_shuffle_epi32(I(1), 0x4e);'),
  ('_mm_shufflelo_epi16', '__m128i r = _mm_shufflelo_epi16(I(1), 0x1b);'),
  ('_mm_shufflehi_epi16', '__m128i r = _mm_shufflehi_epi16(I(2), 0xb1);'),
  ('_mm_load_pd', '__m128d r = _mm_load_pd(gd + 2);'),
  ('_mm_load1_pd', '__m128d r = _mm_load1_pd(gd + 3);'),
  ('_mm_loadr_pd', '__m128d r = _mm_loadr_pd(gd + 4);'),
  ('_mm_load_sd', '__m128d r = _mm_load_sd(gd + 5);'),
  ('_mm_loadh_pd', '__m128d r = _mm_loadh_pd(D(1), gd + 6);'),
  ('_mm_loadl_pd', '__m128d r = _mm_loadl_pd(D(1), gd + 7);'),
  ('_mm_loadu_si64', '__m128i r = _mm_loadu_si64(gb + 3);'),
  ('_mm_loadu_si32', '__m128i r = _mm_loadu_si32(gb + 5);'),
  ('_mm_loadu_si16', '__m128i r = _mm_loadu_si16(gb + 7);'),
  ('_mm_loadl_epi64', '__m128i r = _mm_loadl_epi64((const __m128i *)(gb + 9));'),
  ('_mm_load_si128', '__m128i r = _mm_load_si128((const __m128i *)(gb + 16));'),
  ('_mm_store_sd', 'double r[2] = {0}; _mm_store_sd(r + 1, D(2));'),
  ('_mm_store_pd', '__m128d r; _mm_store_pd((double *)&r, D(1));'),
  ('_mm_store1_pd', '__m128d r; _mm_store1_pd((double *)&r, D(1));'),
  ('_mm_storeu_pd', 'double r[3] = {0}; _mm_storeu_pd(r + 1, D(1));'),
  ('_mm_storer_pd', '__m128d r; _mm_storer_pd((double *)&r, D(1));'),
  ('_mm_storeh_pd', 'double r[2] = {0}; _mm_storeh_pd(r, D(1));'),
  ('_mm_storel_pd', 'double r[2] = {0}; _mm_storel_pd(r, D(1));'),
  ('_mm_store_si128', '__m128i r; _mm_store_si128(&r, I(1));'),
  ('_mm_storeu_si128', 'char r[17] = {0}; _mm_storeu_si128((__m128i *)(r + 1), I(1));'),
  ('_mm_storeu_si64', 'char r[9] = {0}; _mm_storeu_si64(r + 1, I(1));'),
  ('_mm_storeu_si32', 'char r[5] = {0}; _mm_storeu_si32(r + 1, I(1));'),
  ('_mm_storeu_si16', 'char r[3] = {0}; _mm_storeu_si16(r + 1, I(1));'),
  ('_mm_storel_epi64', 'long long r[2] = {0}; _mm_storel_epi64((__m128i *)r, I(2));'),
  ('_mm_maskmoveu_si128', 'char r[16]; memset(r, 0x5a, 16); _mm_maskmoveu_si128(I(1), I(2), r);'),
  ('_mm_stream_pd', '__m128d r; _mm_stream_pd((double *)&r, D(1)); _mm_mfence();'),
  ('_mm_stream_si128', '__m128i r; _mm_stream_si128(&r, I(1)); _mm_lfence();'),
  ('_mm_stream_si32', 'int r; _mm_stream_si32(&r, gi[1]); _mm_sfence();'),
  ('_mm_stream_si64', 'long long r; _mm_stream_si64(&r, gl[0]); _mm_sfence();'),
  ('_mm_clflush', 'int r = gi[2]; _mm_clflush(&r); _mm_pause();'),
 ],
}[hdr]
for name, stmt in extra:
    fn = "tx" + name
    out.append('__attribute__((noinline)) void %s(void) { %s dump("%s", &r, sizeof r); }' % (fn, stmt, name))
    calls.append(fn)
out.append('int main(void) {')
out.append('  for (int k = 0; k < 64; k++) gb[k] = (unsigned char)(k * 37 + 11 + (k >> 3) * 101);')
out += ['  %s();' % c for c in calls]
out.append('  return 0;\n}')
print("\n".join(out))
