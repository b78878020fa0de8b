// Floating-point functions the riscv64 execution test ../llc/riscv64-exec-float.ll compiles with
// kiln (clang-14 --target=riscv64-linux-gnu -O2 IR); riscv64_run.sh compares the output of
// riscv64_float_driver.c linked with kiln's object and with the cross gcc's build of this file.
double fadd(double a, double b) { return a + b * 2.5; }
float fmulf(float a, float b) { return a * b - 1.0f; }
double fdivd(double a, double b) { return a / b; }
int fcmp(double a, double b) { return (a < b) + 2 * (a <= b) + 4 * (a == b) + 8 * (a != b) + 16 * (a > b); }
long tolong(double a) { return (long)a; }
unsigned long toulong(double a) { return (unsigned long)a; }
int toint(float a) { return (int)a; }
double fromlong(long a) { return (double)a; }
float fromint(int a) { return (float)a; }
double ext(float a) { return a; }
float trunc_(double a) { return (float)a; }
double fsel(double a, double b) { return a > b ? a : b; }
float fself(float a, float b) { return a < b ? a : b; }
double sum8(double a, double b, double c, double d, double e, double f, double g, double h) { return a + b + c + d + e + f + g + h; }
double callsum(double x) { return sum8(x, 1, 2, 3, 4, 5, 6, 7) * x; }
double mixed(int i, double d, long l, float f) { return i + d + l + f; }
double arrsum(double *p, int n) { double s = 0; for (int i = 0; i < n; i++) s += p[i]; return s; }
double neg(double x) { return -x; }
double zero(void) { return 0.0; }
double keep_across_call(double x) { double y = callsum(x); return x * y + x; }
