def a { int x = !foldl(0, [1, 2], acc, e, "s"); }
// ERROR: foldl_type.td:1:46: error: !foldl expression must be of same type as start (int), but is of type string
