/* Functions whose ABI kiln lowers (riscv64 LP64D): small structs by value as clang coerces
   them ([2 x i64], {double, i64}, {float, float}), large structs returned through sret,
   more than eight double arguments, doubles and an __int128 through `...`, frames beyond
   12-bit offsets, an over-aligned local, and long double (fp128: GPR pairs, library calls). */
#include <stdarg.h>
#include <string.h>
#include "riscv64_abi.h"

struct pair12 add_pairs(struct pair12 a, struct pair12 b) {
  struct pair12 r = { a.x + b.x, a.y + b.y, a.z + b.z };
  return r;
}

long sum_pairs_late(long a, long b, long c, long d, long e, long f, long g, struct pair12 p) {
  return a + b + c + d + e + f + g + p.x + p.y + p.z;
}

struct mixed scale_mixed(struct mixed m, double k) {
  m.d *= k;
  m.n += 1;
  return m;
}

struct two_floats swap_floats(struct two_floats f) {
  struct two_floats r = { f.b, f.a };
  return r;
}

struct big make_big(int seed) {
  struct big b;
  for (int i = 0; i < 8; i++)
    b.v[i] = seed * (i + 1);
  return b;
}

double many_doubles(double a, double b, double c, double d, double e, double f, double g, double h, double i, double j, long k) {
  return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h + 9 * i + 10 * j + k;
}

double sum_va(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += va_arg(ap, double);
  va_end(ap);
  return s;
}

double call_sum_va(double x) {
  return sum_va(3, x, x * 2, 0.5);
}

unsigned long wide_va(int n, ...) {
  va_list ap;
  va_start(ap, n);
  __int128 w = va_arg(ap, __int128);
  va_end(ap);
  return (unsigned long)(w >> 64) * 3 + (unsigned long)w;
}

unsigned long call_wide_va(void) {
  __int128 w = ((__int128)0x123456789abcdefULL << 64) | 0xfedcba9876543210ULL;
  return wide_va(1, w);
}

long big_frame(int k) {
  volatile char buf[70000];
  long spill = k * 3;
  memset((char *)buf, k, sizeof buf);
  buf[69999] = 7;
  return buf[k] + buf[69999] + spill;
}

long aligned_local(long k) {
  _Alignas(64) char a[100];
  a[0] = (char)k;
  return ((unsigned long)a & 63) + a[0];
}

long double ld_mix(long double a, double b, long n) {
  long double r = a * b + n - a / 4;
  if (r < a || r != r)
    r = -r;
  return r;
}

long ld_to_long(long double a) {
  return (long)a + (unsigned)(a >= 2.5L) + (int)(float)a;
}

long double ld_va(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long double s = 0;
  for (int i = 0; i < n; i++)
    s += va_arg(ap, long double);
  va_end(ap);
  return s;
}

long double call_ld_va(void) {
  return ld_va(3, 1.5L, 2.25L, (long double)call_wide_va());
}
