/* Driver of llc/gisel/legalize-wide-libcall.ll: 256-bit shifts by every amount against a
   shift of four 64-bit words, an 80-bit bit-field read and written against __int128, and the
   library calls against C's own. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef struct { uint64_t w[4]; } u256;
void shl256(u256 *, const u256 *, int), lshr256(u256 *, const u256 *, int), ashr256(u256 *, const u256 *, int);
void ashr256_by_77(u256 *, const u256 *);
int64_t field80(void *);
void store80(void *, int64_t);
float floor32(float), min32(float, float);
double ceil64(double), rint64(double), fma64(double, double, double), frem64(double, double);
long double floor80(long double), frem80(long double, long double);
__int128 sdiv128(__int128, __int128), srem128(__int128, __int128);
unsigned __int128 udiv128(unsigned __int128, unsigned __int128), urem128(unsigned __int128, unsigned __int128);

/* Bit k of x, and x with bit k set to b. */
static int bit(const u256 *x, int k) { return (x->w[k / 64] >> (k % 64)) & 1; }
static void set(u256 *x, int k, int b) { x->w[k / 64] = (x->w[k / 64] & ~(1ull << (k % 64))) | ((uint64_t)b << (k % 64)); }

static void reference(u256 *d, const u256 *s, int n, int kind) {
    for (int k = 0; k < 256; k++) {
        int from = kind == 0 ? k - n : k + n, b;
        if (from < 0) b = 0;
        else if (from >= 256) b = kind == 2 ? bit(s, 255) : 0;
        else b = bit(s, from);
        set(d, k, b);
    }
}

int main(void) {
    int bad = 0;
    u256 inputs[] = {{{0x0123456789abcdefull, 0xfedcba9876543210ull, 0x0f1e2d3c4b5a6978ull, 0x8796a5b4c3d2e1f0ull}},
                     {{1, 0, 0, 0}}, {{~0ull, ~0ull, ~0ull, 0x7fffffffffffffffull}}};
    for (int i = 0; i < 3; i++)
        for (int n = 0; n < 256; n++) {
            u256 got, want;
            void (*fns[3])(u256 *, const u256 *, int) = {shl256, lshr256, ashr256};
            for (int kind = 0; kind < 3; kind++) {
                fns[kind](&got, &inputs[i], n);
                reference(&want, &inputs[i], n, kind);
                bad += memcmp(&got, &want, sizeof got) != 0;
            }
        }
    for (int i = 0; i < 3; i++) {
        u256 got, want;
        ashr256_by_77(&got, &inputs[i]);
        reference(&want, &inputs[i], 77, 2);
        bad += memcmp(&got, &want, sizeof got) != 0;
    }
    unsigned char field[16] = {0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc, 0xde, 0xf0, 0x81, 0xa5};
    for (int round = 0; round < 3; round++) {
        unsigned __int128 v = 0;
        memcpy(&v, field, 10);
        unsigned __int128 s = (v << 45) & (((unsigned __int128)1 << 80) - 1);
        __int128 sext = (__int128)(s << 48) >> 48;
        bad += field80(field) != (int64_t)(sext >> 66);
        int64_t x = 0x1122334455667788ll * (round + 1);
        unsigned __int128 expect = (v ^ ((unsigned __int128)(uint64_t)x << 16)) & (((unsigned __int128)1 << 80) - 1);
        store80(field, x);
        unsigned __int128 now = 0;
        memcpy(&now, field, 10);
        bad += now != expect;
    }
    float fs[] = {-2.5f, -0.5f, 0.0f, 1.5f, 3.0f};
    for (int i = 0; i < 5; i++) {
        bad += floor32(fs[i]) != floorf(fs[i]);
        bad += ceil64(fs[i]) != ceil(fs[i]);
        bad += floor80(fs[i] * 1.25L) != floorl(fs[i] * 1.25L);
        bad += rint64(fs[i] * 3) != rint(fs[i] * 3);
        bad += fma64(fs[i], 3.0, 0.25) != fma(fs[i], 3.0, 0.25);
        bad += min32(fs[i], 0.75f) != fminf(fs[i], 0.75f);
        bad += frem64(fs[i] * 7, 2.0) != fmod(fs[i] * 7, 2.0);
        bad += frem80(fs[i] * 7, 2.0L) != fmodl(fs[i] * 7, 2.0L);
    }
    __int128 big[] = {((__int128)1 << 100) + 12345, -((__int128)3 << 90) - 7, 1000000007, -3};
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) {
            bad += sdiv128(big[i], big[j]) != big[i] / big[j];
            bad += srem128(big[i], big[j]) != big[i] % big[j];
            bad += udiv128(big[i], big[j]) != (unsigned __int128)big[i] / (unsigned __int128)big[j];
            bad += urem128(big[i], big[j]) != (unsigned __int128)big[i] % (unsigned __int128)big[j];
        }
    printf("%d mismatches\n", bad);
    return bad != 0;
}
