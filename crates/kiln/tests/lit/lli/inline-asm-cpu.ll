; Inline asm of CPU feature checks and atomics as xz, zstd and Linux-style headers write it:
; cpuid with tied inputs, xgetbv, lock xadd, bts with setc into an "=qm" byte, sete, rotates by
; %cl, fences, pause, prefetch of a memory operand, add/adc with named operands, "=A", struct
; fields as "m", 16- and 8-bit operands, six register inputs, fsqrt on a double in "=t" (held
; as x86_fp80), and the immediate letters K, L, M, Z; the output is what the llc 14 build prints.
; RUN: sed -n 's/^;C: //p' %s > %t.c
; RUN: clang-14 -S -emit-llvm -O0 %t.c -o %t.O0.ll && kiln lli -O0 %t.O0.ll | FileCheck %s
; RUN: clang-14 -S -emit-llvm -O2 %t.c -o %t.O2.ll && kiln lli -O2 %t.O2.ll | FileCheck %s
; RUN: kiln llc -O2 -verify-machineinstrs -relocation-model=pic -filetype=obj %t.O2.ll -o %t.o && cc %t.o -o %t.exe && %t.exe | FileCheck %s
;
;C: #include <stdio.h>
;C: #include <stdint.h>
;C: 
;C: static inline void cpuid2(uint32_t leaf, uint32_t *r) { __asm__ volatile("cpuid" : "=a"(r[0]), "=b"(r[1]), "=c"(r[2]), "=d"(r[3]) : "0"(leaf), "2"(0)); }
;C: static inline uint64_t xgetbv(uint32_t idx) { uint32_t eax, edx; __asm__ volatile("xgetbv" : "=a"(eax), "=d"(edx) : "c"(idx)); return ((uint64_t)edx << 32) | eax; }
;C: static inline int xadd(volatile int *p, int v) { __asm__ volatile("lock; xaddl %0, %1" : "+r"(v), "+m"(*p) : : "memory", "cc"); return v; }
;C: static inline int bts(unsigned long *word, long bit) { unsigned char c; __asm__ volatile("btsq %2, %1\n\tsetc %0" : "=qm"(c), "+m"(*word) : "Ir"(bit) : "cc"); return c; }
;C: static inline int sete(int a, int b) { unsigned char r; __asm__("cmpl %2, %1\n\tsete %0" : "=q"(r) : "r"(a), "r"(b) : "cc"); return r; }
;C: static inline uint32_t rotr(uint32_t x, unsigned n) { __asm__("rorl %%cl, %0" : "+r"(x) : "c"(n)); return x; }
;C: static inline void mfence(void) { __asm__ volatile("mfence" ::: "memory"); }
;C: static inline void pause_(void) { __asm__ volatile("pause"); }
;C: static inline void prefetch(const void *p) { __asm__ volatile("prefetcht0 %0" : : "m"(*(const char *)p)); }
;C: static inline uint64_t add128(uint64_t alo, uint64_t ahi, uint64_t blo, uint64_t bhi, uint64_t *rhi) {
;C:   __asm__("addq %[blo], %[alo]\n\tadcq %[bhi], %[ahi]" : [alo] "+r"(alo), [ahi] "+r"(ahi) : [blo] "rm"(blo), [bhi] "rm"(bhi) : "cc");
;C:   *rhi = ahi; return alo;
;C: }
;C: static inline uint64_t rdtscA(void) { uint64_t v; __asm__ volatile("rdtsc" : "=A"(v)); return v; }
;C: struct pt { int x, y; };
;C: static inline int sumpt(struct pt *p) { int r; __asm__("movl %1, %0\n\taddl %2, %0" : "=&r"(r) : "m"(p->x), "m"(p->y)); return r; }
;C: static inline short sadd(short a, short b) { __asm__("addw %1, %0" : "+r"(a) : "r"(b)); return a; }
;C: static inline signed char cneg(signed char a) { __asm__("negb %0" : "+q"(a)); return a; }
;C: static inline long lea3(long a, long b) { long r; __asm__("leaq (%1,%2,4), %0" : "=r"(r) : "r"(a), "r"(b)); return r; }
;C: static inline int opaque(int x) { __asm__ __volatile__("" : "+r"(x)); return x; }
;C: static inline int many(int a, int b, int c, int d, int e, int f) {
;C:   __asm__("addl %1, %0\n\taddl %2, %0\n\taddl %3, %0\n\taddl %4, %0\n\taddl %5, %0" : "+r"(a) : "r"(b), "r"(c), "r"(d), "r"(e), "r"(f));
;C:   return a;
;C: }
;C: static inline double fsqrt87(double x) { double r; __asm__("fsqrt" : "=t"(r) : "0"(x)); return r; }
;C: static inline unsigned bsr_rm(unsigned x) { unsigned r; __asm__("bsrl %1, %0" : "=r"(r) : "rm"(x)); return r; }
;C: static inline int imm_k(int a) { __asm__("addl %1, %0" : "+r"(a) : "K"(-100)); return a; }
;C: static inline int imm_l(int a) { __asm__("andl %1, %0" : "+r"(a) : "L"(0xffff)); return a; }
;C: static inline int imm_m(int a) { __asm__("shll %1, %0" : "+r"(a) : "M"(2)); return a; }
;C: static inline long imm_z(long a) { __asm__("orq %1, %0" : "+r"(a) : "Z"(0x7fffffffu)); return a; }
;C: 
;C: int main(void) {
;C:   uint32_t r[4]; cpuid2(1, r);
;C:   int osxsave = (r[2] >> 27) & 1;
;C:   printf("osxsave-known %d\n", osxsave == 0 || osxsave == 1);
;C:   if (osxsave) printf("xcr0 x87 %d\n", (int)(xgetbv(0) & 1));
;C:   else printf("xcr0 x87 1\n");
;C:   volatile int ctr = 5; int o = xadd(&ctr, 3); printf("xadd %d %d\n", o, ctr);
;C:   unsigned long w = 0; int b1 = bts(&w, 3); int b2 = bts(&w, 3); printf("bts %d %d %lx\n", b1, b2, w);
;C:   printf("sete %d %d rotr %08x\n", sete(3, 3), sete(3, 4), rotr(0x12345678u, 8));
;C:   mfence(); pause_(); int arr[8] = {0}; prefetch(arr);
;C:   uint64_t hi; uint64_t lo = add128(~0ull, 1, 1, 2, &hi); printf("add128 %llx %llx\n", (unsigned long long)lo, (unsigned long long)hi);
;C:   uint64_t t = rdtscA(); printf("rdtscA %d\n", t != 0);
;C:   struct pt p = {3, 4}; printf("sumpt %d sadd %d cneg %d lea %ld\n", sumpt(&p), sadd(1000, 2000), cneg(5), lea3(1, 2));
;C:   printf("opaque %d many %d\n", opaque(9), many(1, 2, 3, 4, 5, 6));
;C:   printf("fsqrt %.4f bsr %u\n", fsqrt87(2.0), bsr_rm(1000));
;C:   printf("imm %d %d %d %ld\n", imm_k(1000), imm_l(0x12345), imm_m(3), imm_z(1L << 40));
;C:   return 0;
;C: }

; CHECK: osxsave-known 1
; CHECK-NEXT: xcr0 x87 1
; CHECK-NEXT: xadd 5 8
; CHECK-NEXT: bts 0 1 8
; CHECK-NEXT: sete 1 0 rotr 78123456
; CHECK-NEXT: add128 0 4
; CHECK-NEXT: rdtscA 1
; CHECK-NEXT: sumpt 7 sadd 3000 cneg -5 lea 9
; CHECK-NEXT: opaque 9 many 21
; CHECK-NEXT: fsqrt 1.4142 bsr 9
; CHECK-NEXT: imm 900 9029 12 1101659111423
