// The driver of the riscv64 floating-point execution test: prints what each function of
// riscv64_float_funcs.c returns on a few arguments.
#include <stdio.h>
double fadd(double,double); float fmulf(float,float); double fdivd(double,double); int fcmp(double,double);
long tolong(double); unsigned long toulong(double); int toint(float); double fromlong(long); float fromint(int);
double ext(float); float trunc_(double); double fsel(double,double); float fself(float,float); double callsum(double);
double mixed(int,double,long,float); double arrsum(double*,int); double neg(double); double zero(void); double keep_across_call(double);
int main(void) {
  double arr[5] = {1.5, 2.25, -3, 4e10, 0.125};
  printf("%g %g %g %d %d %d\n", fadd(1, 2), fmulf(3, 4), fdivd(1, 3), fcmp(1, 2), fcmp(2, 2), fcmp(0.0/0.0, 1));
  printf("%ld %lu %d %g %g %g %g\n", tolong(-3.7), toulong(1e19), toint(-2.5f), fromlong(-1234567890123L), fromint(77), ext(1.1f), trunc_(3.3));
  printf("%g %g %g %g %g %g %g %g\n", fsel(1, 2), fself(3, 4), callsum(2), mixed(1, 2.5, 3, 4.5f), arrsum(arr, 5), neg(5), zero(), keep_across_call(1.5));
  return 0;
}
