def a { int l = 3; int x = l[0]; }
// ERROR: list_slice_invalid.td:1:29: error: Invalid range for list slice
