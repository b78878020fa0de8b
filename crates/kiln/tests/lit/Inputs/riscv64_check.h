/* The check counter of the riscv64 execution drivers: check() compares a result with what C
   computes, report() prints "N checks, M mismatches" and gives main's exit status. */
#include <stdio.h>

static int checks, mismatches;
static void check(const char *what, long got, long want) {
  checks++;
  if (got != want) {
    mismatches++;
    printf("%s: got %ld, want %ld\n", what, got, want);
  }
}

static int report(void) {
  printf("%d checks, %d mismatches\n", checks, mismatches);
  return mismatches != 0;
}
