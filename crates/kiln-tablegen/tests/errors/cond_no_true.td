class C<int n> { int x = !cond(!eq(n, 1) : 1); }
def a : C<2>;
// ERROR: cond_no_true.td:2:1: error: a does not have any true condition in:!cond(0: 1)
