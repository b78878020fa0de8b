/* Calls the atomic functions of riscv64-atomics.ll (compiled by kiln) and checks their old
   values and what they leave in memory; prints "N checks, M mismatches". */
#include "riscv64_check.h"

long add64(long *, long);
int add32(int *, int);
int sub32(int *, int);
long xchg64(long *, long);
long and64(long *, long);
int or32(int *, int);
long xor64(long *, long);
double xchgf64(double *, double);
long load64(long *);
int load32(int *);
signed char load8(signed char *);
void store64(long *, long);
void store16(short *, short);
void fences(void);


int main(void) {
  long l = 40;
  int i = -7;
  short s = 0;
  signed char c = -3;
  double d = 1.5;
  check("add64", add64(&l, 2) * 1000 + l, 40 * 1000 + 42);
  check("add32", add32(&i, 10) * 1000 + i, -7 * 1000 + 3);
  check("sub32", sub32(&i, 5) * 1000 + i, 3 * 1000 - 2);
  check("xchg64", xchg64(&l, 9) * 1000 + l, 42 * 1000 + 9);
  check("and64", and64(&l, 12) * 1000 + l, 9 * 1000 + 8);
  check("or32", or32(&i, 0x100) + i, -2 + (-2 | 0x100));
  check("xor64", xor64(&l, 0xff) * 1000 + l, 8 * 1000 + (8 ^ 0xff));
  check("xchgf64", (long)(xchgf64(&d, 2.5) * 10) * 100 + (long)(d * 10), 15 * 100 + 25);
  check("loads", load64(&l) + load32(&i) + load8(&c), (8 ^ 0xff) + (-2 | 0x100) - 3);
  store64(&l, -5);
  store16(&s, 300);
  check("stores", l * 1000 + s, -5 * 1000 + 300);
  fences();
  check("fences", 1, 1);
  check("memory", i, -2 | 0x100);
  return report();
}
