/* Driver of llc/gisel/legalize-lower-bits.ll: each function against C's own computation. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef __int128 i128;
typedef unsigned __int128 u128;
int popcount32(int);
int64_t popcount128(i128);
float copysign32(float, float);
double copysign64(double, double);
long double copysign80(long double, long double);
int saddo33(int64_t, int64_t, int64_t *), smulo65(int64_t, int64_t, int64_t *), umulo64(uint64_t, uint64_t);
i128 f2i128(float);
u128 d2u128(double);
long double i128_2ld(i128), u32_2ld(uint32_t), u64_2ld(uint64_t);
double u128_2d(u128);
uint64_t ld_2u64(long double);
uint32_t fshl32(uint32_t, uint32_t, uint32_t), bitreverse32(uint32_t);
uint64_t fshr64(uint64_t, uint64_t, uint64_t), umin64(uint64_t, uint64_t);
int abs_smax(int, int), reduce_add(const int *), get_flag(void);
void shuffle(int *, const int *, const int *), set_flag(int);
typedef struct { uint64_t w[3]; } u192;
void shifts192(u192 *, const u192 *, int);

static int bad;
#define CHECK(cond, ...) do { if (!(cond)) { bad++; printf(__VA_ARGS__); printf("\n"); } } while (0)

static int bit(const u192 *x, int k) { return (x->w[k / 64] >> (k % 64)) & 1; }
static void set(u192 *x, int k, int b) { x->w[k / 64] = (x->w[k / 64] & ~(1ull << (k % 64))) | ((uint64_t)b << (k % 64)); }
static void reference(u192 *d, const u192 *s, int n, int kind) {
    for (int k = 0; k < 192; k++) {
        int from = kind == 0 ? k - n : k + n, b;
        if (from < 0) b = 0;
        else if (from >= 192) b = kind == 2 ? bit(s, 191) : 0;
        else b = bit(s, from);
        set(d, k, b);
    }
}

int main(void) {
    uint64_t words[] = {0, 1, 2, 3, 0x7f, 0x80, 0xff, 0x7fffffff, 0x80000000ull, 0xffffffffull, 0x100000000ull, 0x1ffffffffull,
                        0x0123456789abcdefull, 0x7fffffffffffffffull, 0x8000000000000000ull, 0xffffffffffffffffull, 0xfedcba9876543210ull};
    int nw = sizeof words / sizeof words[0];
    for (int i = 0; i < nw; i++) {
        uint64_t a = words[i];
        CHECK(popcount32((int)a) == __builtin_popcount((unsigned)a), "popcount32 %llx", (unsigned long long)a);
        CHECK(u32_2ld((uint32_t)a) == (long double)(uint32_t)a, "u32_2ld %llx", (unsigned long long)a);
        CHECK(u64_2ld(a) == (long double)a, "u64_2ld %llx", (unsigned long long)a);
        CHECK(ld_2u64((long double)a) == a, "ld_2u64 %llx", (unsigned long long)a);
        CHECK(bitreverse32((uint32_t)a) == ({ uint32_t r = 0; for (int k = 0; k < 32; k++) r |= (((uint32_t)a >> k) & 1) << (31 - k); r; }), "bitreverse32 %llx", (unsigned long long)a);
        for (int j = 0; j < nw; j++) {
            uint64_t b = words[j];
            i128 x = ((i128)a << 64) | b;
            CHECK(popcount128(x) == __builtin_popcountll(a) + __builtin_popcountll(b), "popcount128");
            int64_t got;
            /* i33 arithmetic on the low 33 bits, sign-extended. */
            int64_t a33 = (int64_t)(a << 31) >> 31, b33 = (int64_t)(b << 31) >> 31, sum = a33 + b33, sum33 = (int64_t)((uint64_t)sum << 31) >> 31;
            int flag = saddo33((int64_t)a, (int64_t)b, &got);
            CHECK(flag == (sum33 != sum) && got == sum33, "saddo33 %llx %llx: %d %lld", (unsigned long long)a, (unsigned long long)b, flag, (long long)got);
            i128 product = (i128)(int64_t)a * (int64_t)b;
            int over65 = product < -((i128)1 << 64) || product >= ((i128)1 << 64);
            flag = smulo65((int64_t)a, (int64_t)b, &got);
            CHECK(flag == over65 && got == (int64_t)product, "smulo65 %llx %llx: %d", (unsigned long long)a, (unsigned long long)b, flag);
            uint64_t u;
            CHECK(umulo64(a, b) == __builtin_mul_overflow(a, b, &u), "umulo64");
            CHECK(fshl32((uint32_t)a, (uint32_t)b, (uint32_t)j) == ((j % 32) ? ((uint32_t)a << (j % 32)) | ((uint32_t)b >> (32 - j % 32)) : (uint32_t)a), "fshl32");
            CHECK(fshr64(a, b, (uint64_t)j * 5) == ((j * 5 % 64) ? (a << (64 - j * 5 % 64)) | (b >> (j * 5 % 64)) : b), "fshr64");
            CHECK(abs_smax((int)a, (int)b) == ({ int m = (int)a == (-2147483647 - 1) ? (int)a : abs((int)a); m > (int)b ? m : (int)b; }), "abs_smax");
            CHECK(umin64(a, b) == (a < b ? a : b), "umin64");
            CHECK(u128_2d((u128)x) == (double)(u128)x, "u128_2d");
            CHECK(i128_2ld(x) == (long double)x, "i128_2ld");
        }
    }
    float fs[] = {0.0f, -0.0f, 1.5f, -2.25f, 1e30f, -1e30f, 123456789.0f, -3.0e18f};
    for (int i = 0; i < 8; i++) {
        CHECK(f2i128(fs[i]) == (i128)fs[i], "f2i128 %g", fs[i]);
        double d = fabs((double)fs[i]) * 1e8;
        CHECK(d2u128(d) == (u128)d, "d2u128 %g", d);
        for (int j = 0; j < 8; j++) {
            CHECK(memcmp(&(float){copysign32(fs[i], fs[j])}, &(float){copysignf(fs[i], fs[j])}, 4) == 0, "copysign32");
            CHECK(memcmp(&(double){copysign64(fs[i], fs[j])}, &(double){copysign(fs[i], fs[j])}, 8) == 0, "copysign64");
            long double l = copysign80(fs[i], fs[j]), r = copysignl(fs[i], fs[j]);
            CHECK(memcmp(&l, &r, 10) == 0, "copysign80 %g %g", fs[i], fs[j]);
        }
    }
    CHECK(isnan(copysign64(NAN, -1.0)) && signbit(copysign64(NAN, -1.0)), "copysign64 nan");
    int a[4] = {1, 2, 3, 4}, b[4] = {50, 60, 70, 80}, d[4];
    shuffle(d, a, b);
    CHECK(d[0] == 80 && d[1] == 1 && d[2] == 3 && d[3] == 60, "shuffle %d %d %d %d", d[0], d[1], d[2], d[3]);
    CHECK(reduce_add(b) == 260, "reduce_add");
    set_flag(3);
    CHECK(get_flag() == 1, "flag 1");
    set_flag(2);
    CHECK(get_flag() == 0, "flag 0");
    u192 inputs[] = {{{0x0123456789abcdefull, 0xfedcba9876543210ull, 0x8796a5b4c3d2e1f0ull}}, {{1, 0, 0}}, {{~0ull, ~0ull, 0x7fffffffffffffffull}}};
    for (int i = 0; i < 3; i++)
        for (int n = 0; n < 192; n++) {
            u192 got[3], want;
            shifts192(got, &inputs[i], n);
            for (int kind = 0; kind < 3; kind++) {
                reference(&want, &inputs[i], n, kind);
                CHECK(memcmp(&got[kind], &want, sizeof want) == 0, "shift192 kind %d input %d by %d", kind, i, n);
            }
        }
    printf("%d mismatches\n", bad);
    return 0;
}
