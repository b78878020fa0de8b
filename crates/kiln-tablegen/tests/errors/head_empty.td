def a { int x = !head([]<int>); }
// ERROR: head_empty.td:1:30: error: empty list argument in unary operator
