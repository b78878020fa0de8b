// The driver of the riscv64 variadic-function test: prints what each function of
// riscv64_va_funcs.c returns.
#include <stdio.h>
long vsum(int, ...); double vdsum(int, ...); long v8(long, long, long, long, long, long, long, long, ...);
int vcopy(int, ...); int vla(int);
int main(void) {
  printf("%ld %g %ld %d %d\n", vsum(5, 1L, 2L, 3L, 4L, 5L), vdsum(3, 1.5, 2.5, 3.0), v8(1, 2, 3, 4, 5, 6, 7, 8, 9L, 10L), vcopy(3, 4, 5), vla(37));
  printf("%ld %d\n", vsum(9, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L), vla(3));
  return 0;
}
