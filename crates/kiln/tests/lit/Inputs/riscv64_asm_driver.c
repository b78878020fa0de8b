/* Calls the inline-asm functions of riscv64-inline-asm.ll (compiled by kiln) with values
   whose results C computes, and prints "N checks, M mismatches". */
#include "riscv64_check.h"

long add(long, long);
int addiw(int);
long imm_or_reg(long);
long zero_and_shift(long);
double fmadd(double, double, double);
float fneg(float);
long fixed(long);
long mem(long *);
void memout(long *, long);
long amo(long *, long);
int early(int, int);
long clobbers(long);
int sym(void);
long labels(long);
extern int glob;


int main(void) {
  long cell = 40, out = 0;
  check("add", add(3, 4), 7);
  check("addiw", addiw(5000), 5000 - 2048);
  check("imm_or_reg", imm_or_reg(3), (3 + 12) * 2);
  check("zero_and_shift", zero_and_shift(3), (3L << 31) - 5);
  check("fmadd", (long)fmadd(2.0, 3.0, 4.0), 10);
  check("fneg", (long)(fneg(2.5f) * 2), -5);
  check("fixed", fixed(99), 99);
  check("mem", mem(&cell), 40);
  memout(&out, 12345);
  check("memout", out, 12345);
  check("amo", amo(&cell, 2) * 100 + cell, 40 * 100 + 42);
  check("early", early(3, 4), 8);
  check("clobbers", clobbers(77), 77);
  glob = 31;
  check("sym+labels", sym() + labels(5) * 100, 31 + 300);
  return report();
}
