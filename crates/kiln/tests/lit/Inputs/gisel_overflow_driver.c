/* Driver of llc/gisel/select-overflow-bits.ll: each function against C (GCC's overflow
   builtins) over edge-case values. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

int8_t sadd8(int8_t, int8_t, uint8_t *);
int16_t sadd16(int16_t, int16_t, uint8_t *);
int32_t sadd32(int32_t, int32_t, uint8_t *);
int64_t sadd64(int64_t, int64_t, uint8_t *);
int8_t ssub8(int8_t, int8_t, uint8_t *);
int16_t ssub16(int16_t, int16_t, uint8_t *);
int32_t ssub32(int32_t, int32_t, uint8_t *);
int64_t ssub64(int64_t, int64_t, uint8_t *);
int8_t smul8(int8_t, int8_t, uint8_t *);
int16_t smul16(int16_t, int16_t, uint8_t *);
int32_t smul32(int32_t, int32_t, uint8_t *);
int64_t smul64(int64_t, int64_t, uint8_t *);
uint8_t umul8(uint8_t, uint8_t, uint8_t *);
uint16_t umul16(uint16_t, uint16_t, uint8_t *);
uint32_t umul32(uint32_t, uint32_t, uint8_t *);
uint64_t umul64(uint64_t, uint64_t, uint8_t *);
uint8_t uadd8(uint8_t, uint8_t, uint8_t *);
uint16_t uadd16(uint16_t, uint16_t, uint8_t *);
uint32_t uadd32(uint32_t, uint32_t, uint8_t *);
uint64_t uadd64(uint64_t, uint64_t, uint8_t *);
uint8_t usub8(uint8_t, uint8_t, uint8_t *);
uint16_t usub16(uint16_t, uint16_t, uint8_t *);
uint32_t usub32(uint32_t, uint32_t, uint8_t *);
uint64_t usub64(uint64_t, uint64_t, uint8_t *);
uint16_t bswap16(uint16_t);
uint32_t bswap32(uint32_t);
uint64_t bswap64(uint64_t);
uint32_t cttz32(uint32_t);
uint64_t cttz64(uint64_t);
float fneg_f(float); float fabs_f(float); double fneg_d(double); double fabs_d(double);
uint32_t ptr_low(void *); void *ptr_from32(uint32_t);

static const uint64_t edges[] = {0, 1, 2, 3, 0x7f, 0x80, 0xff, 0x7fff, 0x8000, 0xffff, 0x12345678, 0x7fffffff, 0x80000000, 0xffffffff,
                                 0x100000000ull, 0x7fffffffffffffffull, 0x8000000000000000ull, 0xfffffffffffffffeull, 0xffffffffffffffffull};
#define N (sizeof edges / sizeof edges[0])
static int bad;
#define CHECK(T, name, op) \
    for (unsigned i = 0; i < N; i++) for (unsigned j = 0; j < N; j++) { \
        T a = (T)edges[i], b = (T)edges[j], want; uint8_t o = 2; \
        int wo = __builtin_##op##_overflow(a, b, &want); \
        T got = name(a, b, &o); bad += got != want || o != wo; }
static int same_bits(double x, double y) { return memcmp(&x, &y, sizeof x) == 0; }
int main(void) {
    CHECK(int8_t, sadd8, add)
    CHECK(int16_t, sadd16, add)
    CHECK(int32_t, sadd32, add)
    CHECK(int64_t, sadd64, add)
    CHECK(int8_t, ssub8, sub)
    CHECK(int16_t, ssub16, sub)
    CHECK(int32_t, ssub32, sub)
    CHECK(int64_t, ssub64, sub)
    CHECK(int8_t, smul8, mul)
    CHECK(int16_t, smul16, mul)
    CHECK(int32_t, smul32, mul)
    CHECK(int64_t, smul64, mul)
    CHECK(uint8_t, umul8, mul)
    CHECK(uint16_t, umul16, mul)
    CHECK(uint32_t, umul32, mul)
    CHECK(uint64_t, umul64, mul)
    CHECK(uint8_t, uadd8, add)
    CHECK(uint16_t, uadd16, add)
    CHECK(uint32_t, uadd32, add)
    CHECK(uint64_t, uadd64, add)
    CHECK(uint8_t, usub8, sub)
    CHECK(uint16_t, usub16, sub)
    CHECK(uint32_t, usub32, sub)
    CHECK(uint64_t, usub64, sub)
    for (unsigned i = 0; i < N; i++) {
        uint64_t v = edges[i];
        bad += bswap16((uint16_t)v) != __builtin_bswap16((uint16_t)v);
        bad += bswap32((uint32_t)v) != __builtin_bswap32((uint32_t)v);
        bad += bswap64(v) != __builtin_bswap64(v);
        if ((uint32_t)v) bad += cttz32((uint32_t)v) != (uint32_t)__builtin_ctz((uint32_t)v);
        if (v) bad += cttz64(v) != (uint64_t)__builtin_ctzll(v);
        bad += ptr_from32((uint32_t)v) != (void *)(uintptr_t)(uint32_t)v;
        bad += ptr_low((void *)(uintptr_t)v) != (uint32_t)v;
    }
    double fs[] = {0.0, -0.0, 1.5, -2.25, INFINITY, -INFINITY, 1e300};
    for (unsigned i = 0; i < sizeof fs / sizeof fs[0]; i++) {
        bad += !same_bits(fneg_d(fs[i]), -fs[i]) + !same_bits(fabs_d(fs[i]), fabs(fs[i]));
        float f = (float)fs[i];
        bad += !same_bits(fneg_f(f), -f) + !same_bits(fabs_f(f), fabsf(f));
    }
    printf("%d mismatches\n", bad);
    return bad != 0;
}
