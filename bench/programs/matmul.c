/* Integer matrix multiplication: nested loops, multiply-add, address arithmetic. */
#include <stdio.h>
#define N 320
static int a[N][N], b[N][N], c[N][N];
int main(void) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            a[i][j] = (i * 7 + j * 3) % 17;
            b[i][j] = (i * 5 + j * 11) % 13;
        }
    for (int r = 0; r < 40; r++)
        for (int i = 0; i < N; i++)
            for (int j = 0; j < N; j++) {
                int s = 0;
                for (int k = 0; k < N; k++) s += a[i][k] * b[k][j];
                c[i][j] = s + r;
            }
    long sum = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) sum += c[i][j] ^ (i + j);
    printf("%ld\n", sum);
    return 0;
}
