def a { int x = !sub(1, 2, 3); }
// ERROR: sub_arity.td:1:17: error: expected two operands to operator
