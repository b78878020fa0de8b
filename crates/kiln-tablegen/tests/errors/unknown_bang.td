def a { int x = !frob(1); }
// ERROR: unknown_bang.td:1:17: error: Unknown operator
