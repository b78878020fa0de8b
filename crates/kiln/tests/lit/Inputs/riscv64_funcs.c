// Integer functions the riscv64 execution tests compile with kiln (from clang-14
// --target=riscv64-linux-gnu IR: ../llc/riscv64-exec-O0.ll, -O2.ll) and riscv64_driver.c
// compiles again with the cross gcc as the reference.
typedef unsigned long u64;
long add(long a, long b) { return (long)((u64)a + (u64)b); }
int mul32(int a, int b) { return (int)((unsigned)a * (unsigned)b); }
long divs(long a, long b) { return a / b + a % b; }
unsigned udivs(unsigned a, unsigned b) { return a / b + a % b; }
long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
int arr[16];
long sum(int n) { long s = 0; for (int i = 0; i < n; i++) { arr[i & 15] += i; s += arr[i & 15]; } return s; }
u64 consts(int k) {
  switch (k) { case 0: return 0x123456789abcdefUL; case 1: return 0xffffffffUL; case 2: return -4097; case 3: return 0x80000000UL; default: return 1UL << 40; }
}
short sh(short a, signed char b) { return (short)(a * b); }
unsigned char uc(unsigned char a) { return a + 200; }
long many(long a, long b, long c, long d, long e, long f, long g, long h, long i, long j) { return a - b + c - d + e - f + g - h + i * 3 - j; }
long callmany(void) { return many(1,2,3,4,5,6,7,8,9,10) + many(10,9,8,7,6,5,4,3,2,1); }
long shifts(long a, int s) { return (a << s) ^ (a >> s) ^ ((u64)a >> (s + 1)); }
int cmp(long a, long b) { return (a < b) + 2 * (a <= b) + 4 * ((u64)a < (u64)b) + 8 * (a == b) + 16 * (a != b); }
struct S { int x; long y; char z; };
long local_struct(int k) { struct S s[4]; for (int i = 0; i < 4; i++) { s[i].x = i * k; s[i].y = s[i].x * 7L; s[i].z = (char)i; } long r = 0; for (int i = 0; i < 4; i++) r += s[i].x + s[i].y + s[i].z; return r; }
__int128 wide(__int128 a, __int128 b) { return a * 3 + b; }
