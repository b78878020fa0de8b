/* The C side of llc/gisel/legalize-vector-bits.ll: calls each function over many inputs and
   counts the results that differ from what C computes bit by bit. */
#include <stdio.h>
#include <stdint.h>
int32_t mask_lt8(int16_t *, int16_t *);
int32_t mask_eq4(int32_t *, int32_t *);
void spread16(uint16_t, uint8_t *);
int32_t bit_at(uint16_t, int32_t);
uint16_t set_bit(uint16_t, int32_t, int32_t);
int32_t nibble_at(uint8_t, int32_t);
int32_t pick3(int32_t *, int32_t);
int main(void) {
  int bad = 0;
  int16_t a[8] = {0, -1, 5, 32767, -32768, 7, 7, 100}, b[8] = {1, -1, 4, -32768, 32767, 8, 6, 101};
  int want = 0;
  for (int k = 0; k < 8; k++) want |= (a[k] < b[k]) << k;
  bad += mask_lt8(a, b) != want;
  int32_t c[4] = {3, -4, 5, 6}, d[4] = {3, 4, 5, 7};
  bad += mask_eq4(c, d) != 0x5;
  for (uint32_t m = 0; m < 0x10000; m += 0x1235) {
    uint8_t out[16];
    spread16((uint16_t)m, out);
    for (int k = 0; k < 16; k++) {
      bad += out[k] != ((m >> k) & 1);
      bad += bit_at((uint16_t)m, k) != (int32_t)((m >> k) & 1);
      for (int v = 0; v < 2; v++) bad += set_bit((uint16_t)m, k, v) != (uint16_t)((m & ~(1u << k)) | ((uint32_t)v << k));
    }
  }
  for (int x = 0; x < 256; x += 7)
    for (int k = 0; k < 2; k++) bad += nibble_at((uint8_t)x, k) != ((x >> (4 * k)) & 15);
  int32_t t[3] = {-7, 11, 42};
  for (int k = 0; k < 3; k++) bad += pick3(t, k) != t[k];
  printf("%d mismatches\n", bad);
  return bad;
}
