class A<int n> { int x = n; }
def a : A<1, 2>;
// ERROR: too_many_template_args.td:2:14: error: Too many template arguments: 2
