/* Runs gisel_tls_lib.c's work() on four threads at once and once on the main thread; each
   must see only its own thread-local variables, and a thread's &counter differs from the
   main thread's. Prints the results in thread order. */
#include <pthread.h>
#include <stdio.h>
long work(int id);
int *counter_address(void);
__thread int main_owned = 7;
static long results[4];
static int *addresses[4];
static pthread_barrier_t barrier;

static void *run(void *arg) {
  int id = (int)(long)arg;
  pthread_barrier_wait(&barrier);
  results[id] = work(id + 1);
  addresses[id] = counter_address();
  return 0;
}

int main(void) {
  pthread_t t[4];
  pthread_barrier_init(&barrier, 0, 4);
  for (long k = 0; k < 4; k++)
    pthread_create(&t[k], 0, run, (void *)k);
  for (int k = 0; k < 4; k++)
    pthread_join(t[k], 0);
  for (int k = 0; k < 4; k++)
    printf("thread %d: %ld %s\n", k, results[k], addresses[k] != counter_address() ? "own" : "SHARED");
  printf("main: %ld\n", work(9));
  return 0;
}
