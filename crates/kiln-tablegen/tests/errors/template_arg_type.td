class A<int n> { int x = n; }
def a : A<"s">;
// ERROR: template_arg_type.td:2:9: error: Value specified for template argument 'A:n' (#0) is of type string; expected type int: "s"
