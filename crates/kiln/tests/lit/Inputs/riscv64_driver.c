// The driver of the riscv64 execution tests: calls each function of riscv64_funcs.c as kiln
// compiled it and as the cross gcc compiles it (the `ref_` copies), on a set of arguments,
// and prints the number of mismatches (0); exits 1 on any.
#include <stdio.h>
#define add ref_add
#define mul32 ref_mul32
#define divs ref_divs
#define udivs ref_udivs
#define fib ref_fib
#define arr ref_arr
#define sum ref_sum
#define consts ref_consts
#define sh ref_sh
#define uc ref_uc
#define many ref_many
#define callmany ref_callmany
#define shifts ref_shifts
#define cmp ref_cmp
#define local_struct ref_local_struct
#define wide ref_wide
#include "riscv64_funcs.c"
#undef add
#undef mul32
#undef divs
#undef udivs
#undef fib
#undef arr
#undef sum
#undef consts
#undef sh
#undef uc
#undef many
#undef callmany
#undef shifts
#undef cmp
#undef local_struct
#undef wide
long add(long, long); int mul32(int, int); long divs(long, long); unsigned udivs(unsigned, unsigned);
long fib(int); long sum(int); u64 consts(int); short sh(short, signed char); unsigned char uc(unsigned char);
long callmany(void); long shifts(long, int); int cmp(long, long); long local_struct(int); __int128 wide(__int128, __int128);

static int checks, mismatches;
static void check(const char *what, long k, __int128 got, __int128 want) {
  checks++;
  if (got != want) {
    mismatches++;
    printf("%s(%ld): got %lx, want %lx\n", what, k, (long)got, (long)want);
  }
}

int main(void) {
  static const long values[] = {0, 1, -1, 2, 7, -7, 100, 2047, -2048, 65535, 70000, 0x7fffffff, -0x80000000L, 0x123456789L, -0x7000000000000000L};
  const int n = sizeof values / sizeof values[0];
  for (int i = 0; i < n; i++) {
    long a = values[i];
    for (int j = 0; j < n; j++) {
      long b = values[j];
      check("add", i * n + j, add(a, b), ref_add(a, b));
      check("mul32", i * n + j, mul32((int)a, (int)b), ref_mul32((int)a, (int)b));
      if (b != 0 && !(b == -1 && a == (-0x7fffffffffffffffL - 1)))
        check("divs", i * n + j, divs(a, b), ref_divs(a, b));
      if ((unsigned)b != 0)
        check("udivs", i * n + j, udivs((unsigned)a, (unsigned)b), ref_udivs((unsigned)a, (unsigned)b));
      check("shifts", i * n + j, shifts(a, (int)(b & 31)), ref_shifts(a, (int)(b & 31)));
      check("cmp", i * n + j, cmp(a, b), ref_cmp(a, b));
      check("sh", i * n + j, sh((short)a, (signed char)b), ref_sh((short)a, (signed char)b));
      check("wide", i * n + j, wide(((__int128)a << 64) + b, a), ref_wide(((__int128)a << 64) + b, a));
    }
    check("uc", i, uc((unsigned char)a), ref_uc((unsigned char)a));
    check("local_struct", i, local_struct((int)(a & 0xffff)), ref_local_struct((int)(a & 0xffff)));
  }
  for (int k = 0; k < 6; k++)
    check("consts", k, consts(k), ref_consts(k));
  check("fib", 20, fib(20), ref_fib(20));
  check("sum", 100, sum(100), ref_sum(100));
  check("callmany", 0, callmany(), ref_callmany());
  printf("%d checks, %d mismatches\n", checks, mismatches);
  return mismatches != 0;
}
