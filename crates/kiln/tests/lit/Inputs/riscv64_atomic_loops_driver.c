/* Calls every atomicrmw (11 operations) and cmpxchg of riscv64-atomic-loops.ll (compiled by
   kiln) in every width (8, 16, 32, 64 bits) and ordering, on each position of the value in
   its aligned word, and checks the old value returned and the whole word after it (the
   neighbouring bytes untouched) against C's arithmetic; prints "N checks, M mismatches". */
#include "riscv64_check.h"
#include <string.h>

signed char xchg8_monotonic(signed char *, signed char);
signed char xchg8_acquire(signed char *, signed char);
signed char xchg8_release(signed char *, signed char);
signed char xchg8_acq_rel(signed char *, signed char);
signed char xchg8_seq_cst(signed char *, signed char);
signed char add8_monotonic(signed char *, signed char);
signed char add8_acquire(signed char *, signed char);
signed char add8_release(signed char *, signed char);
signed char add8_acq_rel(signed char *, signed char);
signed char add8_seq_cst(signed char *, signed char);
signed char sub8_monotonic(signed char *, signed char);
signed char sub8_acquire(signed char *, signed char);
signed char sub8_release(signed char *, signed char);
signed char sub8_acq_rel(signed char *, signed char);
signed char sub8_seq_cst(signed char *, signed char);
signed char and8_monotonic(signed char *, signed char);
signed char and8_acquire(signed char *, signed char);
signed char and8_release(signed char *, signed char);
signed char and8_acq_rel(signed char *, signed char);
signed char and8_seq_cst(signed char *, signed char);
signed char nand8_monotonic(signed char *, signed char);
signed char nand8_acquire(signed char *, signed char);
signed char nand8_release(signed char *, signed char);
signed char nand8_acq_rel(signed char *, signed char);
signed char nand8_seq_cst(signed char *, signed char);
signed char or8_monotonic(signed char *, signed char);
signed char or8_acquire(signed char *, signed char);
signed char or8_release(signed char *, signed char);
signed char or8_acq_rel(signed char *, signed char);
signed char or8_seq_cst(signed char *, signed char);
signed char xor8_monotonic(signed char *, signed char);
signed char xor8_acquire(signed char *, signed char);
signed char xor8_release(signed char *, signed char);
signed char xor8_acq_rel(signed char *, signed char);
signed char xor8_seq_cst(signed char *, signed char);
signed char max8_monotonic(signed char *, signed char);
signed char max8_acquire(signed char *, signed char);
signed char max8_release(signed char *, signed char);
signed char max8_acq_rel(signed char *, signed char);
signed char max8_seq_cst(signed char *, signed char);
signed char min8_monotonic(signed char *, signed char);
signed char min8_acquire(signed char *, signed char);
signed char min8_release(signed char *, signed char);
signed char min8_acq_rel(signed char *, signed char);
signed char min8_seq_cst(signed char *, signed char);
signed char umax8_monotonic(signed char *, signed char);
signed char umax8_acquire(signed char *, signed char);
signed char umax8_release(signed char *, signed char);
signed char umax8_acq_rel(signed char *, signed char);
signed char umax8_seq_cst(signed char *, signed char);
signed char umin8_monotonic(signed char *, signed char);
signed char umin8_acquire(signed char *, signed char);
signed char umin8_release(signed char *, signed char);
signed char umin8_acq_rel(signed char *, signed char);
signed char umin8_seq_cst(signed char *, signed char);
signed char cmpxchg8_monotonic(signed char *, signed char, signed char, signed char *);
signed char cmpxchg8_acquire(signed char *, signed char, signed char, signed char *);
signed char cmpxchg8_release(signed char *, signed char, signed char, signed char *);
signed char cmpxchg8_acq_rel(signed char *, signed char, signed char, signed char *);
signed char cmpxchg8_seq_cst(signed char *, signed char, signed char, signed char *);
short xchg16_monotonic(short *, short);
short xchg16_acquire(short *, short);
short xchg16_release(short *, short);
short xchg16_acq_rel(short *, short);
short xchg16_seq_cst(short *, short);
short add16_monotonic(short *, short);
short add16_acquire(short *, short);
short add16_release(short *, short);
short add16_acq_rel(short *, short);
short add16_seq_cst(short *, short);
short sub16_monotonic(short *, short);
short sub16_acquire(short *, short);
short sub16_release(short *, short);
short sub16_acq_rel(short *, short);
short sub16_seq_cst(short *, short);
short and16_monotonic(short *, short);
short and16_acquire(short *, short);
short and16_release(short *, short);
short and16_acq_rel(short *, short);
short and16_seq_cst(short *, short);
short nand16_monotonic(short *, short);
short nand16_acquire(short *, short);
short nand16_release(short *, short);
short nand16_acq_rel(short *, short);
short nand16_seq_cst(short *, short);
short or16_monotonic(short *, short);
short or16_acquire(short *, short);
short or16_release(short *, short);
short or16_acq_rel(short *, short);
short or16_seq_cst(short *, short);
short xor16_monotonic(short *, short);
short xor16_acquire(short *, short);
short xor16_release(short *, short);
short xor16_acq_rel(short *, short);
short xor16_seq_cst(short *, short);
short max16_monotonic(short *, short);
short max16_acquire(short *, short);
short max16_release(short *, short);
short max16_acq_rel(short *, short);
short max16_seq_cst(short *, short);
short min16_monotonic(short *, short);
short min16_acquire(short *, short);
short min16_release(short *, short);
short min16_acq_rel(short *, short);
short min16_seq_cst(short *, short);
short umax16_monotonic(short *, short);
short umax16_acquire(short *, short);
short umax16_release(short *, short);
short umax16_acq_rel(short *, short);
short umax16_seq_cst(short *, short);
short umin16_monotonic(short *, short);
short umin16_acquire(short *, short);
short umin16_release(short *, short);
short umin16_acq_rel(short *, short);
short umin16_seq_cst(short *, short);
short cmpxchg16_monotonic(short *, short, short, signed char *);
short cmpxchg16_acquire(short *, short, short, signed char *);
short cmpxchg16_release(short *, short, short, signed char *);
short cmpxchg16_acq_rel(short *, short, short, signed char *);
short cmpxchg16_seq_cst(short *, short, short, signed char *);
int xchg32_monotonic(int *, int);
int xchg32_acquire(int *, int);
int xchg32_release(int *, int);
int xchg32_acq_rel(int *, int);
int xchg32_seq_cst(int *, int);
int add32_monotonic(int *, int);
int add32_acquire(int *, int);
int add32_release(int *, int);
int add32_acq_rel(int *, int);
int add32_seq_cst(int *, int);
int sub32_monotonic(int *, int);
int sub32_acquire(int *, int);
int sub32_release(int *, int);
int sub32_acq_rel(int *, int);
int sub32_seq_cst(int *, int);
int and32_monotonic(int *, int);
int and32_acquire(int *, int);
int and32_release(int *, int);
int and32_acq_rel(int *, int);
int and32_seq_cst(int *, int);
int nand32_monotonic(int *, int);
int nand32_acquire(int *, int);
int nand32_release(int *, int);
int nand32_acq_rel(int *, int);
int nand32_seq_cst(int *, int);
int or32_monotonic(int *, int);
int or32_acquire(int *, int);
int or32_release(int *, int);
int or32_acq_rel(int *, int);
int or32_seq_cst(int *, int);
int xor32_monotonic(int *, int);
int xor32_acquire(int *, int);
int xor32_release(int *, int);
int xor32_acq_rel(int *, int);
int xor32_seq_cst(int *, int);
int max32_monotonic(int *, int);
int max32_acquire(int *, int);
int max32_release(int *, int);
int max32_acq_rel(int *, int);
int max32_seq_cst(int *, int);
int min32_monotonic(int *, int);
int min32_acquire(int *, int);
int min32_release(int *, int);
int min32_acq_rel(int *, int);
int min32_seq_cst(int *, int);
int umax32_monotonic(int *, int);
int umax32_acquire(int *, int);
int umax32_release(int *, int);
int umax32_acq_rel(int *, int);
int umax32_seq_cst(int *, int);
int umin32_monotonic(int *, int);
int umin32_acquire(int *, int);
int umin32_release(int *, int);
int umin32_acq_rel(int *, int);
int umin32_seq_cst(int *, int);
int cmpxchg32_monotonic(int *, int, int, signed char *);
int cmpxchg32_acquire(int *, int, int, signed char *);
int cmpxchg32_release(int *, int, int, signed char *);
int cmpxchg32_acq_rel(int *, int, int, signed char *);
int cmpxchg32_seq_cst(int *, int, int, signed char *);
long xchg64_monotonic(long *, long);
long xchg64_acquire(long *, long);
long xchg64_release(long *, long);
long xchg64_acq_rel(long *, long);
long xchg64_seq_cst(long *, long);
long add64_monotonic(long *, long);
long add64_acquire(long *, long);
long add64_release(long *, long);
long add64_acq_rel(long *, long);
long add64_seq_cst(long *, long);
long sub64_monotonic(long *, long);
long sub64_acquire(long *, long);
long sub64_release(long *, long);
long sub64_acq_rel(long *, long);
long sub64_seq_cst(long *, long);
long and64_monotonic(long *, long);
long and64_acquire(long *, long);
long and64_release(long *, long);
long and64_acq_rel(long *, long);
long and64_seq_cst(long *, long);
long nand64_monotonic(long *, long);
long nand64_acquire(long *, long);
long nand64_release(long *, long);
long nand64_acq_rel(long *, long);
long nand64_seq_cst(long *, long);
long or64_monotonic(long *, long);
long or64_acquire(long *, long);
long or64_release(long *, long);
long or64_acq_rel(long *, long);
long or64_seq_cst(long *, long);
long xor64_monotonic(long *, long);
long xor64_acquire(long *, long);
long xor64_release(long *, long);
long xor64_acq_rel(long *, long);
long xor64_seq_cst(long *, long);
long max64_monotonic(long *, long);
long max64_acquire(long *, long);
long max64_release(long *, long);
long max64_acq_rel(long *, long);
long max64_seq_cst(long *, long);
long min64_monotonic(long *, long);
long min64_acquire(long *, long);
long min64_release(long *, long);
long min64_acq_rel(long *, long);
long min64_seq_cst(long *, long);
long umax64_monotonic(long *, long);
long umax64_acquire(long *, long);
long umax64_release(long *, long);
long umax64_acq_rel(long *, long);
long umax64_seq_cst(long *, long);
long umin64_monotonic(long *, long);
long umin64_acquire(long *, long);
long umin64_release(long *, long);
long umin64_acq_rel(long *, long);
long umin64_seq_cst(long *, long);
long cmpxchg64_monotonic(long *, long, long, signed char *);
long cmpxchg64_acquire(long *, long, long, signed char *);
long cmpxchg64_release(long *, long, long, signed char *);
long cmpxchg64_acq_rel(long *, long, long, signed char *);
long cmpxchg64_seq_cst(long *, long, long, signed char *);

typedef union { unsigned long word; signed char b[8]; short h[4]; int w[2]; long d; } cell;

static long apply(const char *op, long old, long v, int bits) {
  unsigned long m = bits == 64 ? ~0ul : (1ul << bits) - 1;
  unsigned long uo = (unsigned long)old & m, uv = (unsigned long)v & m;
  if (!strcmp(op, "xchg")) return v;
  if (!strcmp(op, "add")) return old + v;
  if (!strcmp(op, "sub")) return old - v;
  if (!strcmp(op, "and")) return old & v;
  if (!strcmp(op, "nand")) return ~(old & v);
  if (!strcmp(op, "or")) return old | v;
  if (!strcmp(op, "xor")) return old ^ v;
  if (!strcmp(op, "max")) return old > v ? old : v;
  if (!strcmp(op, "min")) return old < v ? old : v;
  if (!strcmp(op, "umax")) return uo > uv ? old : v;
  return uo < uv ? old : v;
}

/* Stores `value` as the `bits`-bit element `k` of `c`, loads it back sign-extended. */
static void put(cell *c, int bits, int k, long value) {
  if (bits == 8) c->b[k] = (signed char)value;
  else if (bits == 16) c->h[k] = (short)value;
  else if (bits == 32) c->w[k] = (int)value;
  else c->d = value;
}
static long get(cell *c, int bits, int k) {
  return bits == 8 ? c->b[k] : bits == 16 ? c->h[k] : bits == 32 ? c->w[k] : c->d;
}
static long trunc_to(long v, int bits) {
  return bits == 8 ? (signed char)v : bits == 16 ? (short)v : bits == 32 ? (int)v : v;
}

typedef long (*rmw_fn)(cell *, int, long);

static long call8(const char *op, int ord, signed char *p, signed char v) {
  if (!strcmp(op, "xchg")) switch (ord) { case 0: return xchg8_monotonic(p, v); case 1: return xchg8_acquire(p, v); case 2: return xchg8_release(p, v); case 3: return xchg8_acq_rel(p, v); case 4: return xchg8_seq_cst(p, v); }
  if (!strcmp(op, "add")) switch (ord) { case 0: return add8_monotonic(p, v); case 1: return add8_acquire(p, v); case 2: return add8_release(p, v); case 3: return add8_acq_rel(p, v); case 4: return add8_seq_cst(p, v); }
  if (!strcmp(op, "sub")) switch (ord) { case 0: return sub8_monotonic(p, v); case 1: return sub8_acquire(p, v); case 2: return sub8_release(p, v); case 3: return sub8_acq_rel(p, v); case 4: return sub8_seq_cst(p, v); }
  if (!strcmp(op, "and")) switch (ord) { case 0: return and8_monotonic(p, v); case 1: return and8_acquire(p, v); case 2: return and8_release(p, v); case 3: return and8_acq_rel(p, v); case 4: return and8_seq_cst(p, v); }
  if (!strcmp(op, "nand")) switch (ord) { case 0: return nand8_monotonic(p, v); case 1: return nand8_acquire(p, v); case 2: return nand8_release(p, v); case 3: return nand8_acq_rel(p, v); case 4: return nand8_seq_cst(p, v); }
  if (!strcmp(op, "or")) switch (ord) { case 0: return or8_monotonic(p, v); case 1: return or8_acquire(p, v); case 2: return or8_release(p, v); case 3: return or8_acq_rel(p, v); case 4: return or8_seq_cst(p, v); }
  if (!strcmp(op, "xor")) switch (ord) { case 0: return xor8_monotonic(p, v); case 1: return xor8_acquire(p, v); case 2: return xor8_release(p, v); case 3: return xor8_acq_rel(p, v); case 4: return xor8_seq_cst(p, v); }
  if (!strcmp(op, "max")) switch (ord) { case 0: return max8_monotonic(p, v); case 1: return max8_acquire(p, v); case 2: return max8_release(p, v); case 3: return max8_acq_rel(p, v); case 4: return max8_seq_cst(p, v); }
  if (!strcmp(op, "min")) switch (ord) { case 0: return min8_monotonic(p, v); case 1: return min8_acquire(p, v); case 2: return min8_release(p, v); case 3: return min8_acq_rel(p, v); case 4: return min8_seq_cst(p, v); }
  if (!strcmp(op, "umax")) switch (ord) { case 0: return umax8_monotonic(p, v); case 1: return umax8_acquire(p, v); case 2: return umax8_release(p, v); case 3: return umax8_acq_rel(p, v); case 4: return umax8_seq_cst(p, v); }
  if (!strcmp(op, "umin")) switch (ord) { case 0: return umin8_monotonic(p, v); case 1: return umin8_acquire(p, v); case 2: return umin8_release(p, v); case 3: return umin8_acq_rel(p, v); case 4: return umin8_seq_cst(p, v); }
  return 0;
}
static long cx8(int ord, signed char *p, signed char e, signed char n, signed char *ok) {
  switch (ord) { case 0: return cmpxchg8_monotonic(p, e, n, ok); case 1: return cmpxchg8_acquire(p, e, n, ok); case 2: return cmpxchg8_release(p, e, n, ok); case 3: return cmpxchg8_acq_rel(p, e, n, ok); case 4: return cmpxchg8_seq_cst(p, e, n, ok); }
  return 0;
}
static long call16(const char *op, int ord, short *p, short v) {
  if (!strcmp(op, "xchg")) switch (ord) { case 0: return xchg16_monotonic(p, v); case 1: return xchg16_acquire(p, v); case 2: return xchg16_release(p, v); case 3: return xchg16_acq_rel(p, v); case 4: return xchg16_seq_cst(p, v); }
  if (!strcmp(op, "add")) switch (ord) { case 0: return add16_monotonic(p, v); case 1: return add16_acquire(p, v); case 2: return add16_release(p, v); case 3: return add16_acq_rel(p, v); case 4: return add16_seq_cst(p, v); }
  if (!strcmp(op, "sub")) switch (ord) { case 0: return sub16_monotonic(p, v); case 1: return sub16_acquire(p, v); case 2: return sub16_release(p, v); case 3: return sub16_acq_rel(p, v); case 4: return sub16_seq_cst(p, v); }
  if (!strcmp(op, "and")) switch (ord) { case 0: return and16_monotonic(p, v); case 1: return and16_acquire(p, v); case 2: return and16_release(p, v); case 3: return and16_acq_rel(p, v); case 4: return and16_seq_cst(p, v); }
  if (!strcmp(op, "nand")) switch (ord) { case 0: return nand16_monotonic(p, v); case 1: return nand16_acquire(p, v); case 2: return nand16_release(p, v); case 3: return nand16_acq_rel(p, v); case 4: return nand16_seq_cst(p, v); }
  if (!strcmp(op, "or")) switch (ord) { case 0: return or16_monotonic(p, v); case 1: return or16_acquire(p, v); case 2: return or16_release(p, v); case 3: return or16_acq_rel(p, v); case 4: return or16_seq_cst(p, v); }
  if (!strcmp(op, "xor")) switch (ord) { case 0: return xor16_monotonic(p, v); case 1: return xor16_acquire(p, v); case 2: return xor16_release(p, v); case 3: return xor16_acq_rel(p, v); case 4: return xor16_seq_cst(p, v); }
  if (!strcmp(op, "max")) switch (ord) { case 0: return max16_monotonic(p, v); case 1: return max16_acquire(p, v); case 2: return max16_release(p, v); case 3: return max16_acq_rel(p, v); case 4: return max16_seq_cst(p, v); }
  if (!strcmp(op, "min")) switch (ord) { case 0: return min16_monotonic(p, v); case 1: return min16_acquire(p, v); case 2: return min16_release(p, v); case 3: return min16_acq_rel(p, v); case 4: return min16_seq_cst(p, v); }
  if (!strcmp(op, "umax")) switch (ord) { case 0: return umax16_monotonic(p, v); case 1: return umax16_acquire(p, v); case 2: return umax16_release(p, v); case 3: return umax16_acq_rel(p, v); case 4: return umax16_seq_cst(p, v); }
  if (!strcmp(op, "umin")) switch (ord) { case 0: return umin16_monotonic(p, v); case 1: return umin16_acquire(p, v); case 2: return umin16_release(p, v); case 3: return umin16_acq_rel(p, v); case 4: return umin16_seq_cst(p, v); }
  return 0;
}
static long cx16(int ord, short *p, short e, short n, signed char *ok) {
  switch (ord) { case 0: return cmpxchg16_monotonic(p, e, n, ok); case 1: return cmpxchg16_acquire(p, e, n, ok); case 2: return cmpxchg16_release(p, e, n, ok); case 3: return cmpxchg16_acq_rel(p, e, n, ok); case 4: return cmpxchg16_seq_cst(p, e, n, ok); }
  return 0;
}
static long call32(const char *op, int ord, int *p, int v) {
  if (!strcmp(op, "xchg")) switch (ord) { case 0: return xchg32_monotonic(p, v); case 1: return xchg32_acquire(p, v); case 2: return xchg32_release(p, v); case 3: return xchg32_acq_rel(p, v); case 4: return xchg32_seq_cst(p, v); }
  if (!strcmp(op, "add")) switch (ord) { case 0: return add32_monotonic(p, v); case 1: return add32_acquire(p, v); case 2: return add32_release(p, v); case 3: return add32_acq_rel(p, v); case 4: return add32_seq_cst(p, v); }
  if (!strcmp(op, "sub")) switch (ord) { case 0: return sub32_monotonic(p, v); case 1: return sub32_acquire(p, v); case 2: return sub32_release(p, v); case 3: return sub32_acq_rel(p, v); case 4: return sub32_seq_cst(p, v); }
  if (!strcmp(op, "and")) switch (ord) { case 0: return and32_monotonic(p, v); case 1: return and32_acquire(p, v); case 2: return and32_release(p, v); case 3: return and32_acq_rel(p, v); case 4: return and32_seq_cst(p, v); }
  if (!strcmp(op, "nand")) switch (ord) { case 0: return nand32_monotonic(p, v); case 1: return nand32_acquire(p, v); case 2: return nand32_release(p, v); case 3: return nand32_acq_rel(p, v); case 4: return nand32_seq_cst(p, v); }
  if (!strcmp(op, "or")) switch (ord) { case 0: return or32_monotonic(p, v); case 1: return or32_acquire(p, v); case 2: return or32_release(p, v); case 3: return or32_acq_rel(p, v); case 4: return or32_seq_cst(p, v); }
  if (!strcmp(op, "xor")) switch (ord) { case 0: return xor32_monotonic(p, v); case 1: return xor32_acquire(p, v); case 2: return xor32_release(p, v); case 3: return xor32_acq_rel(p, v); case 4: return xor32_seq_cst(p, v); }
  if (!strcmp(op, "max")) switch (ord) { case 0: return max32_monotonic(p, v); case 1: return max32_acquire(p, v); case 2: return max32_release(p, v); case 3: return max32_acq_rel(p, v); case 4: return max32_seq_cst(p, v); }
  if (!strcmp(op, "min")) switch (ord) { case 0: return min32_monotonic(p, v); case 1: return min32_acquire(p, v); case 2: return min32_release(p, v); case 3: return min32_acq_rel(p, v); case 4: return min32_seq_cst(p, v); }
  if (!strcmp(op, "umax")) switch (ord) { case 0: return umax32_monotonic(p, v); case 1: return umax32_acquire(p, v); case 2: return umax32_release(p, v); case 3: return umax32_acq_rel(p, v); case 4: return umax32_seq_cst(p, v); }
  if (!strcmp(op, "umin")) switch (ord) { case 0: return umin32_monotonic(p, v); case 1: return umin32_acquire(p, v); case 2: return umin32_release(p, v); case 3: return umin32_acq_rel(p, v); case 4: return umin32_seq_cst(p, v); }
  return 0;
}
static long cx32(int ord, int *p, int e, int n, signed char *ok) {
  switch (ord) { case 0: return cmpxchg32_monotonic(p, e, n, ok); case 1: return cmpxchg32_acquire(p, e, n, ok); case 2: return cmpxchg32_release(p, e, n, ok); case 3: return cmpxchg32_acq_rel(p, e, n, ok); case 4: return cmpxchg32_seq_cst(p, e, n, ok); }
  return 0;
}
static long call64(const char *op, int ord, long *p, long v) {
  if (!strcmp(op, "xchg")) switch (ord) { case 0: return xchg64_monotonic(p, v); case 1: return xchg64_acquire(p, v); case 2: return xchg64_release(p, v); case 3: return xchg64_acq_rel(p, v); case 4: return xchg64_seq_cst(p, v); }
  if (!strcmp(op, "add")) switch (ord) { case 0: return add64_monotonic(p, v); case 1: return add64_acquire(p, v); case 2: return add64_release(p, v); case 3: return add64_acq_rel(p, v); case 4: return add64_seq_cst(p, v); }
  if (!strcmp(op, "sub")) switch (ord) { case 0: return sub64_monotonic(p, v); case 1: return sub64_acquire(p, v); case 2: return sub64_release(p, v); case 3: return sub64_acq_rel(p, v); case 4: return sub64_seq_cst(p, v); }
  if (!strcmp(op, "and")) switch (ord) { case 0: return and64_monotonic(p, v); case 1: return and64_acquire(p, v); case 2: return and64_release(p, v); case 3: return and64_acq_rel(p, v); case 4: return and64_seq_cst(p, v); }
  if (!strcmp(op, "nand")) switch (ord) { case 0: return nand64_monotonic(p, v); case 1: return nand64_acquire(p, v); case 2: return nand64_release(p, v); case 3: return nand64_acq_rel(p, v); case 4: return nand64_seq_cst(p, v); }
  if (!strcmp(op, "or")) switch (ord) { case 0: return or64_monotonic(p, v); case 1: return or64_acquire(p, v); case 2: return or64_release(p, v); case 3: return or64_acq_rel(p, v); case 4: return or64_seq_cst(p, v); }
  if (!strcmp(op, "xor")) switch (ord) { case 0: return xor64_monotonic(p, v); case 1: return xor64_acquire(p, v); case 2: return xor64_release(p, v); case 3: return xor64_acq_rel(p, v); case 4: return xor64_seq_cst(p, v); }
  if (!strcmp(op, "max")) switch (ord) { case 0: return max64_monotonic(p, v); case 1: return max64_acquire(p, v); case 2: return max64_release(p, v); case 3: return max64_acq_rel(p, v); case 4: return max64_seq_cst(p, v); }
  if (!strcmp(op, "min")) switch (ord) { case 0: return min64_monotonic(p, v); case 1: return min64_acquire(p, v); case 2: return min64_release(p, v); case 3: return min64_acq_rel(p, v); case 4: return min64_seq_cst(p, v); }
  if (!strcmp(op, "umax")) switch (ord) { case 0: return umax64_monotonic(p, v); case 1: return umax64_acquire(p, v); case 2: return umax64_release(p, v); case 3: return umax64_acq_rel(p, v); case 4: return umax64_seq_cst(p, v); }
  if (!strcmp(op, "umin")) switch (ord) { case 0: return umin64_monotonic(p, v); case 1: return umin64_acquire(p, v); case 2: return umin64_release(p, v); case 3: return umin64_acq_rel(p, v); case 4: return umin64_seq_cst(p, v); }
  return 0;
}
static long cx64(int ord, long *p, long e, long n, signed char *ok) {
  switch (ord) { case 0: return cmpxchg64_monotonic(p, e, n, ok); case 1: return cmpxchg64_acquire(p, e, n, ok); case 2: return cmpxchg64_release(p, e, n, ok); case 3: return cmpxchg64_acq_rel(p, e, n, ok); case 4: return cmpxchg64_seq_cst(p, e, n, ok); }
  return 0;
}

static long call(int bits, const char *op, int ord, cell *c, int k, long v) {
  switch (bits) {
  case 8: return call8(op, ord, &c->b[k], (signed char)v);
  case 16: return call16(op, ord, &c->h[k], (short)v);
  case 32: return call32(op, ord, &c->w[k], (int)v);
  default: return call64(op, ord, &c->d, v);
  }
}
static long cx(int bits, int ord, cell *c, int k, long e, long n, signed char *ok) {
  switch (bits) {
  case 8: return cx8(ord, &c->b[k], (signed char)e, (signed char)n, ok);
  case 16: return cx16(ord, &c->h[k], (short)e, (short)n, ok);
  case 32: return cx32(ord, &c->w[k], (int)e, (int)n, ok);
  default: return cx64(ord, &c->d, e, n, ok);
  }
}

int main(void) {
  static const char *ops[] = {"xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax", "umin"};
  static const long olds[] = {5, -3, 0x7f, 0x1234};
  static const long vals[] = {-2, 9, 0x81, -0x4321};
  static const int widths[] = {8, 16, 32, 64};
  char name[64];
  for (int wi = 0; wi < 4; wi++) {
    int bits = widths[wi], slots = 64 / bits;
    for (int k = 0; k < slots; k++)
      for (int ord = 0; ord < 5; ord++) {
        for (unsigned oi = 0; oi < sizeof ops / sizeof *ops; oi++)
          for (int x = 0; x < 4; x++) {
            cell c, want;
            c.word = want.word = 0xa5a5a5a5a5a5a5a5ul;
            put(&c, bits, k, olds[x]);
            put(&want, bits, k, olds[x]);
            long old = get(&c, bits, k);
            long v = trunc_to(vals[x], bits);
            long got = trunc_to(call(bits, ops[oi], ord, &c, k, v), bits);
            put(&want, bits, k, apply(ops[oi], old, v, bits));
            snprintf(name, sizeof name, "%s%d/%d k=%d x=%d", ops[oi], bits, ord, k, x);
            check(name, got, old);
            check(name, (long)c.word, (long)want.word);
          }
        for (int x = 0; x < 4; x++) {
          cell c;
          c.word = 0x5a5a5a5a5a5a5a5aul;
          put(&c, bits, k, olds[x]);
          long old = get(&c, bits, k);
          signed char ok = 7;
          /* A failing exchange (the expected value differs) leaves memory alone. */
          long got = trunc_to(cx(bits, ord, &c, k, trunc_to(old + 1, bits), trunc_to(vals[x], bits), &ok), bits);
          snprintf(name, sizeof name, "cmpxchg%d/%d k=%d x=%d fail", bits, ord, k, x);
          check(name, got * 10 + ok, old * 10);
          check(name, get(&c, bits, k), old);
          cell want = c;
          put(&want, bits, k, vals[x]);
          got = trunc_to(cx(bits, ord, &c, k, old, trunc_to(vals[x], bits), &ok), bits);
          snprintf(name, sizeof name, "cmpxchg%d/%d k=%d x=%d", bits, ord, k, x);
          check(name, got * 10 + ok, old * 10 + 1);
          check(name, (long)c.word, (long)want.word);
        }
      }
  }
  return report();
}
