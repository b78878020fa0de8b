/* The C side of llc/gisel/legalize-vector-memory.ll: calls each function on edge values and
   counts the results that differ from C's. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>
typedef struct { float re, im; } cf;
typedef float v2f __attribute__((vector_size(8)));
v2f cadd(v2f, v2f);
void add4(int32_t *, int32_t *);
void udiv4x8(uint8_t *, uint8_t *);
int64_t v2i32_bits(double);
int16_t pick(int16_t *, int);
int64_t load_i24(uint8_t *);
int64_t load_i40(uint8_t *);
void store_i48(uint8_t *, int64_t);
int64_t load_i72_high(uint8_t *);
void store_i88(uint8_t *, uint64_t, uint64_t);
int main(void) {
  int bad = 0;
  v2f a = {1.5f, -2.0f}, b = {0.25f, 8.0f};
  v2f c = cadd(a, b);
  bad += c[0] != 1.75f || c[1] != 6.0f;
  int32_t p[4] = {1, -1, 0x7fffffff, 5}, q[4] = {2, 3, 1, -10};
  add4(p, q);
  bad += p[0] != 3 || p[1] != 2 || p[2] != (int32_t)0x80000000 || p[3] != -5;
  uint8_t u[4] = {200, 7, 255, 0}, v[4] = {3, 2, 16, 9};
  udiv4x8(u, v);
  bad += u[0] != 66 || u[1] != 3 || u[2] != 15 || u[3] != 0;
  double d; uint32_t w[2] = {0xffffffffu, 40};
  memcpy(&d, w, 8);
  int64_t r = v2i32_bits(d);
  bad += r != ((int64_t)42 << 32);
  int16_t h[8] = {0, -1, 2, -3, 4, -5, 6, 32767};
  for (int i = 0; i < 8; i++) bad += pick(h, i) != h[i];
  uint8_t m[16] = {0x01, 0x02, 0x83, 0x44, 0x55, 0x66, 0x77, 0x88, 0x99, 0xaa, 0xbb};
  bad += load_i24(m) != (int64_t)0xffffffffff830201LL;
  bad += load_i40(m + 1) != 0x6655448302LL;
  bad += load_i72_high(m) != (int64_t)0x9988776655448302LL;
  uint8_t s[16]; memset(s, 0xee, 16);
  store_i48(s, 0x1122334455667788LL);
  bad += s[0] != 0x88 || s[5] != 0x33 || s[6] != 0xee;
  memset(s, 0xee, 16);
  store_i88(s, 0x0807060504030201ULL, 0xccbbaa);
  bad += s[0] != 1 || s[7] != 8 || s[8] != 0xaa || s[10] != 0xcc || s[11] != 0xee;
  printf("%d mismatches\n", bad);
  return bad;
}
