/* Calls the `f` of llc/gisel/select-int-e2e.mir (GlobalISel-selected from .mir) on both of
 * its paths and prints what it returned and stored. */
#include <stdio.h>
int f(int a, int b, int *p);
int main(void) {
  int a[4] = {100, 0, 7, 0};
  int r1 = f(2, 3, a);  /* 2 + 3 < 10: a[0] = 100 - 2, returns 98 */
  int r2 = f(20, 3, a); /* 23 >= 10: returns a[2] + 3 = 10 */
  printf("%d %d %d\n", r1, a[0], r2);
  return 0;
}
