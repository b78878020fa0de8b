/* Division and remainder by constants (kiln's multiply-and-shift sequences at -O2) beside
   the same operations by a volatile divisor (a divide instruction), over edge and random
   dividends in every legal integer width; prints the number of disagreements. Used by
   lli/div-by-constant-exec.ll. */
#include <stdio.h>
#include <stdint.h>
volatile int32_t vs32; volatile uint32_t vu32; volatile int64_t vs64; volatile uint64_t vu64;
volatile int16_t vs16; volatile uint8_t vu8;
static int bad;
#define CHECK(T, V, x, D) do { T n = (T)(x); V = (T)(D); \
  if (n / (T)(D) != n / V || n % (T)(D) != n % V) bad++; } while (0)
#define ALL(x) \
  CHECK(int32_t, vs32, x, 3); CHECK(int32_t, vs32, x, 7); CHECK(int32_t, vs32, x, -5); CHECK(int32_t, vs32, x, 10); \
  CHECK(int32_t, vs32, x, 8); CHECK(int32_t, vs32, x, -16); CHECK(int32_t, vs32, x, 641); CHECK(int32_t, vs32, x, 0x7fffffff); \
  CHECK(int32_t, vs32, x, 1); CHECK(int32_t, vs32, x, 60000); \
  CHECK(uint32_t, vu32, x, 3); CHECK(uint32_t, vu32, x, 7); CHECK(uint32_t, vu32, x, 10); CHECK(uint32_t, vu32, x, 14); \
  CHECK(uint32_t, vu32, x, 1u << 31); CHECK(uint32_t, vu32, x, 0xfffffff9u); CHECK(uint32_t, vu32, x, 1000000007u); \
  CHECK(int64_t, vs64, x, 3); CHECK(int64_t, vs64, x, 7); CHECK(int64_t, vs64, x, -10); CHECK(int64_t, vs64, x, 1000); \
  CHECK(int64_t, vs64, x, 64); CHECK(int64_t, vs64, x, 0x7fffffffffffll); CHECK(int64_t, vs64, x, 12); \
  CHECK(uint64_t, vu64, x, 3); CHECK(uint64_t, vu64, x, 7); CHECK(uint64_t, vu64, x, 10); CHECK(uint64_t, vu64, x, 24); \
  CHECK(uint64_t, vu64, x, 0x8000000000000001ull); CHECK(uint64_t, vu64, x, 1ull << 40); CHECK(uint64_t, vu64, x, 0xfffffffffffffff9ull); \
  CHECK(int16_t, vs16, x, 7); CHECK(int16_t, vs16, x, -3); CHECK(uint8_t, vu8, x, 7); CHECK(uint8_t, vu8, x, 10)

__attribute__((noinline)) static void all(int64_t x) { ALL(x); }
struct S { int a, b, c; };
__attribute__((noinline)) long count(struct S *a, struct S *b) { return b - a; }

int main(void) {
  static const int64_t edges[] = {0, 1, -1, 2, -2, 6, 7, -7, 127, -128, 255, 32767, -32768, 65535,
    0x7fffffff, -0x7fffffff - 1, 0xffffffffll, 0x100000000ll, 0x7fffffffffffffffll, -0x7fffffffffffffffll - 1};
  for (unsigned i = 0; i < sizeof edges / sizeof edges[0]; i++) all(edges[i]);
  uint64_t x = 0x9E3779B97F4A7C15ull;
  for (int i = 0; i < 2000; i++) {
    x ^= x << 13; x ^= x >> 7; x ^= x << 17;
    all(x); all(x >> 33); all((int64_t)x >> (i % 60));
  }
  struct S arr[100];
  if (count(arr, arr + 37) != 37) bad++;
  printf("mismatches: %d\n", bad);
  return bad != 0;
}
