/* The C side of llc/gisel/irtranslator-vector-gep.ll: calls each vector getelementptr on
   addresses and indices of its own and counts the lanes that differ from C's address
   arithmetic. */
#include <stdio.h>
#include <stdint.h>
struct pair { int32_t a; int64_t b; };
typedef int32_t v2i32 __attribute__((vector_size(8)));
/* A <2 x ptr> travels as a <2 x i64> does (in XMM0); C has no vectors of pointers. */
typedef uintptr_t v2p __attribute__((vector_size(16)));
#define A(p) ((uintptr_t)(p))
extern int32_t table[8];
void field_lanes(struct pair *, v2i32, int64_t **);
v2p scalar_index(v2p, int64_t);
v2p constant_lanes(v2p);
void four_lanes(int16_t **, int64_t *, int16_t **);
void constant_expr(int32_t **);
int main(void) {
  int bad = 0;
  struct pair ps[8];
  int64_t *f[2];
  v2i32 i = {5, -3};
  field_lanes(&ps[3], i, f);
  bad += f[0] != &ps[8].b || f[1] != &ps[0].b;
  int32_t x[16], y[16];
  v2p p = {A(&x[4]), A(&y[9])};
  v2p q = scalar_index(p, -3);
  bad += q[0] != A(&x[1]) || q[1] != A(&y[6]);
  q = constant_lanes(p);
  bad += q[0] != A(&x[5]) || q[1] != A(&y[7]);
  int16_t h[32], *hp[4] = {&h[0], &h[10], &h[20], &h[31]}, *hq[4];
  int64_t hi[4] = {7, -10, 0, -31};
  four_lanes(hp, hi, hq);
  bad += hq[0] != &h[7] || hq[1] != &h[0] || hq[2] != &h[20] || hq[3] != &h[0];
  int32_t *t[2];
  constant_expr(t);
  bad += t[0] != &table[3] || t[1] != &table[5] || *t[0] != 30 || *t[1] != 50;
  printf("%d mismatches\n", bad);
  return bad != 0;
}
