/* The C side of llc/gisel/legalize-overflow-odd.ll: an i129 signed product of a byte and -16
   never overflows; its low 128 bits zero-extended differ from it unless it is 0. */
#include <stdio.h>
int f(unsigned char, __int128 *);
int main(void) {
  int bad = 0;
  for (int a = 0; a < 256; a += 5) {
    __int128 out = 0;
    bad += f((unsigned char)a, &out) != (a != 0);
    bad += out != (__int128)a * -16;
  }
  printf("%d mismatches\n", bad);
  return bad;
}
