; Inline asm in C as system headers and compression libraries write it (bswap, rdtsc, cpuid,
; bsr/bsf, lock cmpxchg, rep movsb, memory barriers, xchg, mulq, cmov, SSE, byte registers
; through %b/%h/%k/%q, early clobbers, immediates, clobbered callee-saved registers, %= labels,
; memory operands of globals and array elements), built by clang-14 at -O0 and -O2 and run by
; kiln lli and as a kiln llc object: the output is what the llc 14 build prints.
; RUN: sed -n 's/^;C: //p' %s > %t.c
; RUN: clang-14 -S -emit-llvm -O0 %t.c -o %t.O0.ll && kiln lli -O0 %t.O0.ll | FileCheck %s
; RUN: clang-14 -S -emit-llvm -O2 %t.c -o %t.O2.ll && kiln lli -O2 %t.O2.ll | FileCheck %s
; RUN: kiln llc -O2 -verify-machineinstrs -relocation-model=pic -filetype=obj %t.O2.ll -o %t.o && cc %t.o -o %t.exe && %t.exe | FileCheck %s
;
;C: #include <stdio.h>
;C: #include <stdint.h>
;C: #include <string.h>
;C: 
;C: static inline uint32_t bswap32(uint32_t x) { __asm__("bswap %0" : "+r"(x)); return x; }
;C: static inline uint64_t bswap64(uint64_t x) { __asm__("bswapq %0" : "+r"(x)); return x; }
;C: static inline uint16_t bswap16(uint16_t x) { __asm__("rorw $8, %w0" : "+r"(x)); return x; }
;C: static inline uint64_t rdtsc(void) { uint32_t lo, hi; __asm__ volatile("rdtsc" : "=a"(lo), "=d"(hi)); return ((uint64_t)hi << 32) | lo; }
;C: static inline void cpuid(uint32_t leaf, uint32_t sub, uint32_t *a, uint32_t *b, uint32_t *c, uint32_t *d) {
;C:   __asm__ volatile("cpuid" : "=a"(*a), "=b"(*b), "=c"(*c), "=d"(*d) : "a"(leaf), "c"(sub));
;C: }
;C: static inline int bsr32(uint32_t x) { int r; __asm__("bsrl %1, %0" : "=r"(r) : "rm"(x) : "cc"); return r; }
;C: static inline int bsf64(uint64_t x) { long r; __asm__("bsfq %1, %0" : "=r"(r) : "r"(x) : "cc"); return (int)r; }
;C: static inline int cas(volatile int *p, int old, int new_) {
;C:   int prev;
;C:   __asm__ volatile("lock; cmpxchgl %2, %1" : "=a"(prev), "+m"(*p) : "r"(new_), "0"(old) : "memory");
;C:   return prev;
;C: }
;C: static inline void copy(void *d, const void *s, size_t n) {
;C:   __asm__ volatile("rep movsb" : "+D"(d), "+S"(s), "+c"(n) : : "memory");
;C: }
;C: static inline int add3(int a, int b) { __asm__("addl %1, %0\n\taddl $3, %0" : "+r"(a) : "g"(b)); return a; }
;C: static inline int addi(int a) { __asm__("addl %1, %0" : "+r"(a) : "i"(42)); return a; }
;C: static inline int addI(int a) { __asm__("shll %1, %0" : "+r"(a) : "I"(3)); return a; }
;C: static inline int lowbyte(int a) { int r; __asm__("movzbl %b1, %0" : "=r"(r) : "q"(a)); return r; }
;C: static inline int highbyte(int a) { int r; __asm__("movzbl %h1, %k0" : "=r"(r) : "Q"(a)); return r; }
;C: static inline long sext(int a) { long r; __asm__("movslq %k1, %q0" : "=r"(r) : "r"(a)); return r; }
;C: static inline int early(int a, int b) { int r; __asm__("movl %1, %0\n\taddl %2, %0" : "=&r"(r) : "r"(a), "r"(b)); return r; }
;C: static inline int xchg(int *p, int v) { __asm__ volatile("xchgl %0, %1" : "+r"(v), "+m"(*p) :: "memory"); return v; }
;C: static inline void barrier(void) { __asm__ volatile("" ::: "memory"); }
;C: static inline int opaque(int x) { __asm__("" : "+r"(x)); return x; }
;C: static inline int neg(int a) { __asm__("addl $%c1, %0" : "+r"(a) : "i"(-7)); return a; }
;C: static inline int negn(int a) { __asm__("addl $%n1, %0" : "+r"(a) : "i"(7)); return a; }
;C: static inline double sqrtsd(double x) { double r; __asm__("sqrtsd %1, %0" : "=x"(r) : "x"(x)); return r; }
;C: static inline float addss(float a, float b) { __asm__("addss %1, %0" : "+x"(a) : "x"(b)); return a; }
;C: static inline int clobbers(int a) {
;C:   __asm__ volatile("movl $1, %%ebx\n\tmovl $2, %%r12d\n\tmovl $3, %%r15d" ::: "rbx", "r12", "r15");
;C:   return a + 1;
;C: }
;C: static inline int uid(int a) { __asm__("jmp .Lx%=\n.Lx%=:\n\taddl $1, %0" : "+r"(a)); return a; }
;C: static unsigned long long mul64(unsigned long long a, unsigned long long b, unsigned long long *hi) {
;C:   unsigned long long lo, h;
;C:   __asm__("mulq %3" : "=a"(lo), "=d"(h) : "a"(a), "rm"(b) : "cc");
;C:   *hi = h; return lo;
;C: }
;C: static int cmov(int c, int a, int b) { __asm__("testl %1, %1\n\tcmovel %2, %0" : "+r"(a) : "r"(c), "rm"(b) : "cc"); return a; }
;C: static int glob = 5;
;C: static int readglob(void) { int r; __asm__("movl %1, %0" : "=r"(r) : "m"(glob)); return r; }
;C: static void writeglob(int v) { __asm__("movl %1, %0" : "=m"(glob) : "ri"(v)); }
;C: static int arr[4] = {1, 2, 3, 4};
;C: static int readidx(int i) { int r; __asm__("movl %1, %0" : "=r"(r) : "m"(arr[i])); return r; }
;C: 
;C: int main(void) {
;C:   printf("%08x %016llx %04x\n", bswap32(0x11223344u), (unsigned long long)bswap64(0x0102030405060708ull), bswap16(0xabcd));
;C:   uint64_t t0 = rdtsc(), t1 = rdtsc(); printf("rdtsc %d\n", t1 >= t0);
;C:   uint32_t a, b, c, d; cpuid(0, 0, &a, &b, &c, &d); printf("cpuid max>0 %d\n", a > 0);
;C:   printf("bsr %d %d bsf %d\n", bsr32(1), bsr32(0x80000000u), bsf64(1ull << 40));
;C:   volatile int v = 10; int p = cas(&v, 10, 20); printf("cas %d %d\n", p, v); p = cas(&v, 10, 30); printf("cas %d %d\n", p, v);
;C:   char src[32] = "hello inline asm world", dst[32] = {0}; copy(dst, src, strlen(src) + 1); printf("%s\n", dst);
;C:   printf("add3 %d addi %d addI %d\n", add3(1, 2), addi(1), addI(5));
;C:   printf("low %d high %d sext %ld early %d\n", lowbyte(0x1234), highbyte(0x1234), sext(-5), early(3, 4));
;C:   int x = 1; int old = xchg(&x, 9); printf("xchg %d %d\n", old, x);
;C:   barrier(); printf("opaque %d neg %d negn %d\n", opaque(77), neg(10), negn(10));
;C:   printf("sqrt %.3f addss %.3f\n", sqrtsd(2.0), addss(1.5f, 2.25f));
;C:   printf("clobbers %d uid %d\n", clobbers(4), uid(4));
;C:   unsigned long long hi; unsigned long long lo = mul64(0xffffffffffffffffull, 3, &hi); printf("mul %llx %llx\n", lo, hi);
;C:   printf("cmov %d %d\n", cmov(0, 1, 2), cmov(1, 1, 2));
;C:   writeglob(17); printf("glob %d idx %d\n", readglob(), readidx(2));
;C:   return 0;
;C: }

; CHECK: 44332211 0807060504030201 cdab
; CHECK-NEXT: rdtsc 1
; CHECK-NEXT: cpuid max>0 1
; CHECK-NEXT: bsr 0 31 bsf 40
; CHECK-NEXT: cas 10 20
; CHECK-NEXT: cas 20 20
; CHECK-NEXT: hello inline asm world
; CHECK-NEXT: add3 6 addi 43 addI 40
; CHECK-NEXT: low 52 high 18 sext -5 early 7
; CHECK-NEXT: xchg 1 9
; CHECK-NEXT: opaque 77 neg 3 negn 3
; CHECK-NEXT: sqrt 1.414 addss 3.750
; CHECK-NEXT: clobbers 5 uid 5
; CHECK-NEXT: mul fffffffffffffffd 2
; CHECK-NEXT: cmov 2 1
; CHECK-NEXT: glob 17 idx 3
