#include <stdio.h>
#include "riscv64_abi.h"

int main(void) {
  struct pair12 a = { 1, 2, 3 }, b = { 10, 20, 30 };
  struct pair12 s = add_pairs(a, b);
  printf("add_pairs %d %d %d\n", s.x, s.y, s.z);
  printf("sum_pairs_late %ld\n", sum_pairs_late(1, 2, 3, 4, 5, 6, 7, b));
  struct mixed m = scale_mixed((struct mixed){ 1.5, 41 }, 4.0);
  printf("scale_mixed %g %ld\n", m.d, m.n);
  struct two_floats f = swap_floats((struct two_floats){ 1.25f, -2.5f });
  printf("swap_floats %g %g\n", f.a, f.b);
  struct big g = make_big(3);
  printf("make_big %ld %ld\n", g.v[0], g.v[7]);
  printf("many_doubles %g\n", many_doubles(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11));
  printf("sum_va %g %g\n", sum_va(2, 1.5, 2.25), call_sum_va(3.0));
  printf("wide_va %lx\n", call_wide_va());
  printf("big_frame %ld\n", big_frame(5));
  printf("aligned_local %ld\n", aligned_local(9));
  printf("ld_mix %.30Lg %.30Lg\n", ld_mix(3.5L, 0.25, 7), ld_mix(-1e300L, 1e10, -3));
  printf("ld_to_long %ld %ld\n", ld_to_long(3.75L), ld_to_long(-2.5L));
  printf("call_ld_va %.30Lg\n", call_ld_va());
  return 0;
}
