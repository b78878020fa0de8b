/* Driver of llc/gisel/select-float.ll: each fcmp predicate's bit against C's answer on
   ordered and unordered pairs, and the bits of each returned constant. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

int cmp64(double, double);
int cmp32(float, float);
double d_one_half(void), d_zero(void), d_minus_zero(void), d_tiny(void);
float f_one_half(void), f_zero(void), f_minus_zero(void), f_big(void);

/* fcmp's predicates in its numbering, from the ordering of a and b. */
static int expected(double a, double b) {
    int lt = a < b, gt = a > b, eq = a == b, uno = isunordered(a, b);
    int bits[16] = {0, eq, gt, gt || eq, lt, lt || eq, lt || gt, !uno,
                    uno || eq, uno || gt, uno || gt || eq, uno || lt, uno || lt || eq, !eq, uno, 1};
    int mask = 0;
    for (int k = 0; k < 16; k++) mask |= bits[k] << k;
    return mask;
}

static int same64(double x, uint64_t want) { uint64_t b; memcpy(&b, &x, 8); return b == want; }
static int same32(float x, uint32_t want) { uint32_t b; memcpy(&b, &x, 4); return b == want; }

int main(void) {
    double values[] = {-1.5, -0.0, 0.0, 1.0, 2.5, INFINITY, -INFINITY, NAN};
    int n = sizeof values / sizeof values[0], bad = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            bad += cmp64(values[i], values[j]) != expected(values[i], values[j]);
            bad += cmp32((float)values[i], (float)values[j]) != expected(values[i], values[j]);
        }
    bad += !same64(d_one_half(), 0x3FF8000000000000ull) + !same64(d_zero(), 0) + !same64(d_minus_zero(), 0x8000000000000000ull) + !same64(d_tiny(), 1);
    bad += !same32(f_one_half(), 0x3FC00000u) + !same32(f_zero(), 0) + !same32(f_minus_zero(), 0x80000000u) + !same32(f_big(), 0x7F7FFFFFu);
    printf("%d mismatches\n", bad);
    return bad != 0;
}
