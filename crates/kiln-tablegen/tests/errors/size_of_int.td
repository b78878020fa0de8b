def a { int x = !size(3); }
// ERROR: size_of_int.td:1:24: error: expected string, list, or dag type argument in unary operator
