/* Thread-local variables of every TLS model, used by gisel_tls_main.c's threads: compiled
   with -fPIC into a shared library the non-static ones are general dynamic and the static
   ones local dynamic; linked into an executable, local exec and (for the one main.c
   defines) initial exec. tls_model("initial-exec") asks for initial exec in both. */
__thread int counter = 5;
static __thread long slots[4] = {1, 2, 3, 4};
__attribute__((tls_model("initial-exec"))) __thread int ie_count;
extern __thread int main_owned;
struct pair { int a; short b[3]; };
static __thread struct pair pairs[2];

long work(int id) {
  for (int k = 0; k < 1000; k++) {
    counter += id;
    slots[k & 3] += k * id;
    ie_count++;
    pairs[k & 1].b[2] += (short)id;
    main_owned ^= k;
  }
  long *p = &slots[2];
  int *q = &pairs[1].a;
  *q = counter * 3;
  return counter + slots[0] + slots[1] + *p + slots[3] + ie_count + pairs[0].b[2] + pairs[1].b[2] + *q + main_owned;
}

int *counter_address(void) { return &counter; }
