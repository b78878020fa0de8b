#include <stdio.h>

static unsigned long fib(unsigned n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

int main(int argc, char **argv) {
  unsigned long sum = 0;
  for (unsigned i = 0; i < 30; i++)
    sum += fib(i) * (argc + i);
  printf("fib checksum %lu\n", sum);
  return sum == 0;
}
