#include <stdarg.h>
#include <stdatomic.h>
#include <setjmp.h>
#include <string.h>
typedef int v4si __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));
struct __attribute__((packed)) P { char c; int i; long long l; };
struct B { unsigned a : 3, b : 5; int c : 7; };
struct F { int n; double d[]; };
_Thread_local int tls = 3;
static __thread int tls2;
int weakv __attribute__((weak)) = 1;
int hidden_v __attribute__((visibility("hidden"))) = 2;
int sect_v __attribute__((section(".mysec"))) = 4;
void target(void) {}
void alias_f(void) __attribute__((alias("target")));
__attribute__((constructor)) static void ctor(void) { tls2 = 1; }
_Atomic int counter;
__int128 big(__int128 a, __int128 b) { return a * b + (a >> 3); }
long double ld(long double x) { return x * 1.5L + 0.1L; }
_Complex double cplx(_Complex double a, _Complex double b) { return a * b; }
__fp16 h16;
float usehalf(void) { return h16 * 2; }
v4si vadd(v4si a, v4si b) { return a + b * 3; }
v4sf vshuf(v4sf a, v4sf b) { return __builtin_shufflevector(a, b, 0, 5, 2, 7); }
int atom(int x) {
  atomic_fetch_add(&counter, x);
  int e = 0;
  atomic_compare_exchange_strong(&counter, &e, x);
  atomic_thread_fence(memory_order_seq_cst);
  return atomic_load_explicit(&counter, memory_order_acquire) + __sync_fetch_and_xor(&tls, 5);
}
int sum(int n, ...) { va_list ap; va_start(ap, n); int s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, int); va_end(ap); return s; }
int cgoto(int i) { static void *tbl[] = { &&a, &&b, &&c }; goto *tbl[i % 3]; a: return 1; b: return 2; c: return 3; }
int sw(int x) { switch (x) { case 1: return 5; case 7: return 9; case 100: return 3; case -4: return 8; default: return 0; } }
int asmf(int x) { int y; __asm__ volatile ("movl %1, %0" : "=r"(y) : "r"(x) : "memory"); return y; }
jmp_buf jb;
int sj(void) { if (setjmp(jb)) return 1; longjmp(jb, 1); }
int bits(struct B *b) { return b->a + b->b + b->c; }
int packed(struct P *p) { return p->i + (int)p->l; }
double flex(struct F *f) { return f->d[f->n]; }
void *al(int n) { char *p = __builtin_alloca(n); memset(p, 0, n); return p; }
float fm(float a, float b) { return __builtin_fmaf(a, b, 1.0f) + __builtin_sqrtf(a); }
const char *str = "hello\n\"world\"\x01\xff";
unsigned long long bs(unsigned long long x) { return __builtin_bswap64(x) + __builtin_popcountll(x) + __builtin_clzll(x | 1); }
int ovf(int a, int b) { int r; if (__builtin_sadd_overflow(a, b, &r)) return -1; return r; }
double nan_inf(void) { return __builtin_nan("0x12") + __builtin_inf() - __builtin_huge_val(); }
float nanf_(void) { return __builtin_nanf("7"); }
struct P gp = { 'a', 5, 77 };
struct B gb = { 1, 2, -3 };
int arr2[2][3] = { {1,2,3}, {4,5,6} };
int *ptrs[] = { &arr2[1][2], 0, (int *)&gp };
long addr_diff = (long)&arr2[1] - 0;
int main(void) { return sum(3, 1, 2, 3) + cgoto(2) + sw(7) + asmf(3) + atom(1); }
