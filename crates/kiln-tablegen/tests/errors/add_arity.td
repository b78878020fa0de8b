def a { int x = !add(1); }
// ERROR: add_arity.td:1:17: error: expected two operands to operator
