/* The C side of llc/gisel/legalize-vector-extend.ll: the sums of extended elements, compared
   with C's. */
#include <stdio.h>
#include <stdint.h>
int32_t sum_sext16(int8_t *);
int64_t sum_zext4(uint32_t *);
int main(void) {
  int bad = 0;
  int8_t a[16];
  uint32_t b[4] = {0xffffffffu, 1, 0x80000000u, 12345};
  int32_t want = 0;
  for (int k = 0; k < 16; k++) { a[k] = (int8_t)(k * 37 - 128); want += a[k]; }
  bad += sum_sext16(a) != want;
  bad += sum_zext4(b) != (int64_t)0xffffffffLL + 1 + 0x80000000LL + 12345;
  printf("%d mismatches\n", bad);
  return bad;
}
