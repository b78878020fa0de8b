/* The C side of llc/gisel/legalize-odd-widths.ll: calls each function on edge values and
   counts the results that differ from C's. */
#include <stdio.h>
#include <stdint.h>
int32_t sadd_sat32(int32_t, int32_t);
uint8_t uadd_sat8(uint8_t, uint8_t);
int16_t ssub_sat16(int16_t, int16_t);
uint64_t usub_sat64(uint64_t, uint64_t);
uint8_t ctlz8(uint8_t);
uint8_t cttz8(uint8_t);
uint64_t ctlz128(unsigned __int128);
uint64_t cttz128(unsigned __int128);
uint64_t bswap48(uint64_t);
unsigned __int128 bitreverse128(unsigned __int128);
unsigned __int128 freeze128(unsigned __int128);
static int clz8(uint8_t x) { int n = 0; for (int b = 7; b >= 0 && !(x >> b & 1); b--) n++; return n; }
static int ctz8(uint8_t x) { int n = 0; for (int b = 0; b < 8 && !(x >> b & 1); b++) n++; return n; }
static int clz128(unsigned __int128 x) { int n = 0; for (int b = 127; b >= 0 && !(x >> b & 1); b--) n++; return n; }
static int ctz128(unsigned __int128 x) { int n = 0; for (int b = 0; b < 128 && !(x >> b & 1); b++) n++; return n; }
static int32_t sat32(int64_t v) { return v > INT32_MAX ? INT32_MAX : v < INT32_MIN ? INT32_MIN : (int32_t)v; }
static int16_t sat16(int32_t v) { return v > INT16_MAX ? INT16_MAX : v < INT16_MIN ? INT16_MIN : (int16_t)v; }
int main(void) {
  int bad = 0;
  int32_t s32[] = {0, 1, -1, INT32_MAX, INT32_MIN, 1000000000, -1000000000, 7};
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 8; j++)
      bad += sadd_sat32(s32[i], s32[j]) != sat32((int64_t)s32[i] + s32[j]);
  int16_t s16[] = {0, 1, -1, INT16_MAX, INT16_MIN, 20000, -20000, 5};
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 8; j++)
      bad += ssub_sat16(s16[i], s16[j]) != sat16((int32_t)s16[i] - s16[j]);
  for (int a = 0; a < 256; a += 7)
    for (int b = 0; b < 256; b += 11)
      bad += uadd_sat8(a, b) != (a + b > 255 ? 255 : a + b);
  uint64_t u64[] = {0, 1, 5, UINT64_MAX, 1ull << 63, 12345678901234ull};
  for (int i = 0; i < 6; i++)
    for (int j = 0; j < 6; j++)
      bad += usub_sat64(u64[i], u64[j]) != (u64[i] < u64[j] ? 0 : u64[i] - u64[j]);
  for (int x = 0; x < 256; x++)
    bad += ctlz8(x) != clz8(x) || cttz8(x) != ctz8(x);
  for (int b = -1; b < 128; b++) {
    unsigned __int128 x = b < 0 ? 0 : (unsigned __int128)1 << b;
    unsigned __int128 y = x | (x << 3);
    bad += ctlz128(x) != (uint64_t)clz128(x) || cttz128(x) != (uint64_t)ctz128(x);
    bad += ctlz128(y) != (uint64_t)clz128(y) || cttz128(y) != (uint64_t)ctz128(y);
  }
  bad += bswap48(0x0000112233445566ull) != 0x0000665544332211ull;
  bad += bswap48(0xffff0000000000a1ull) != 0x0000a10000000000ull;
  unsigned __int128 v = ((unsigned __int128)0x8000000000000003ull << 64) | 0x0123456789abcdefull, r = 0;
  for (int b = 0; b < 128; b++)
    if (v >> b & 1) r |= (unsigned __int128)1 << (127 - b);
  bad += bitreverse128(v) != r;
  bad += freeze128(v) != v;
  printf("%d mismatches\n", bad);
  return bad != 0;
}
