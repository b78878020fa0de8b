def a { int x = !if(1, 2); }
// ERROR: if_arity.td:1:25: error: expected ',' in ternary operator
