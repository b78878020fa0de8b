/* The C side of llc/gisel/legalize-carry-mulh.mir: calls each function on edge values and
   counts the results that differ from C's. */
#include <stdio.h>
#include <stdint.h>
typedef struct { uint64_t value, carry; } pair;
uint64_t umulh_s24(uint64_t, uint64_t);
int64_t smulh_s32(int64_t, int64_t);
int64_t smulh_s64(int64_t, int64_t);
pair uadde_s24(uint64_t, uint64_t, uint64_t);
pair usube_s40(uint64_t, uint64_t, uint64_t);
int main(void) {
  int bad = 0;
  uint64_t v[] = {0, 1, 2, 0x7f, 0x800000, 0xffffff, 0x7fffffff, 0x80000000, 0xffffffff, 0x7fffffffffffffffull, 0x8000000000000000ull, 0xffffffffffffffffull, 0x123456789abcdefull};
  int n = sizeof v / sizeof v[0];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      uint64_t a = v[i], b = v[j];
      uint64_t a24 = a & 0xffffff, b24 = b & 0xffffff, a40 = a & 0xffffffffffull, b40 = b & 0xffffffffffull;
      bad += umulh_s24(a, b) != (a24 * b24) >> 24;
      bad += smulh_s32(a, b) != (int64_t)(((int64_t)(int32_t)a * (int32_t)b) >> 32);
      bad += smulh_s64(a, b) != (int64_t)(((__int128)(int64_t)a * (int64_t)b) >> 64);
      for (uint64_t c = 0; c < 2; c++) {
        pair p = uadde_s24(a, b, c), q = usube_s40(a, b, c);
        uint64_t sum = a24 + b24 + c, diff = a40 - b40 - c;
        bad += p.value != (sum & 0xffffff) || p.carry != (sum >> 24 & 1);
        bad += q.value != (diff & 0xffffffffffull) || q.carry != (a40 < b40 + c);
      }
    }
  printf("%d mismatches\n", bad);
  return bad != 0;
}
