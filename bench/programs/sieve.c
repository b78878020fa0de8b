/* Sieve of Eratosthenes, repeated: integer loads/stores and branches. */
#include <stdio.h>
#include <string.h>
#define N 2000000
static unsigned char composite[N];
int main(void) {
    long total = 0;
    for (int round = 0; round < 200; round++) {
        memset(composite, 0, sizeof composite);
        int count = 0;
        for (int i = 2; i < N; i++) {
            if (composite[i]) continue;
            count++;
            for (long j = (long)i * i; j < N; j += i) composite[j] = 1;
        }
        total += count;
    }
    printf("%ld\n", total);
    return 0;
}
