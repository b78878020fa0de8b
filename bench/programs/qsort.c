/* Recursive quicksort of pseudo-random 64-bit keys: calls, recursion, compares, swaps. */
#include <stdio.h>
#include <stdint.h>
#define N 10000000
static int64_t v[N];
static void sort(int64_t *a, long lo, long hi) {
    while (lo < hi) {
        int64_t pivot = a[lo + (hi - lo) / 2];
        long i = lo, j = hi;
        while (i <= j) {
            while (a[i] < pivot) i++;
            while (a[j] > pivot) j--;
            if (i <= j) { int64_t t = a[i]; a[i] = a[j]; a[j] = t; i++; j--; }
        }
        if (j - lo < hi - i) { sort(a, lo, j); lo = i; } else { sort(a, i, hi); hi = j; }
    }
}
int main(void) {
    uint64_t x = 88172645463325252ull;
    for (long i = 0; i < N; i++) {
        x ^= x << 13; x ^= x >> 7; x ^= x << 17;
        v[i] = (int64_t)(x % 1000000007);
    }
    sort(v, 0, N - 1);
    int64_t check = 0;
    for (long i = 0; i < N; i += 1000) check = check * 31 + v[i];
    printf("%lld\n", (long long)check);
    return 0;
}
