// Variadic functions and dynamic allocas the riscv64 execution test ../llc/riscv64-exec-va.ll
// compiles with kiln (clang-14 --target=riscv64-linux-gnu -O0 IR); riscv64_run.sh compares the
// output of riscv64_va_driver.c linked with kiln's object and with the cross gcc's build.
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
long vsum(int n, ...) { va_list ap; va_start(ap, n); long s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, long); va_end(ap); return s; }
double vdsum(int n, ...) { va_list ap; va_start(ap, n); double s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, double); va_end(ap); return s; }
long v8(long a, long b, long c, long d, long e, long f, long g, long h, ...) { va_list ap; va_start(ap, h); long x = va_arg(ap, long); long y = va_arg(ap, long); va_end(ap); return a + h + x * y; }
int vcopy(int n, ...) { va_list ap, aq; va_start(ap, n); va_copy(aq, ap); int a = va_arg(ap, int); int b = va_arg(aq, int); va_end(aq); va_end(ap); return a * 10 + b + n; }
int dyn(int n) { char *p = __builtin_alloca(n); memset(p, 7, n); int s = 0; for (int i = 0; i < n; i++) s += p[i]; printf("dyn %d %ld\n", s, vsum(2, (long)n, 1L)); return s; }
int vla(int n) { int a[n]; for (int i = 0; i < n; i++) a[i] = i * i; int s = 0; for (int i = 0; i < n; i++) s += a[i]; return s + dyn(n); }
