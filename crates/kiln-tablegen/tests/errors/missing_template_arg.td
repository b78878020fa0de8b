class A<int n> { int x = n; }
def a : A;
// ERROR: missing_template_arg.td:2:9: error: Value not specified for template argument 'A:n' (#0) of parent class 'A'
