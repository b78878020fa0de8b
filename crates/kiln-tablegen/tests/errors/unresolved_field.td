class A<int n> { int x = n; }
def a { int x = !add(?, 1); }
// ERROR: unresolved_field.td:2:17: error: expected value to be a typed value, got '?'
