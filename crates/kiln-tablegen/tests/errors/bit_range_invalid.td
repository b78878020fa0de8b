def a { bits<4> b = 0; bits<2> c = b{7-6}; }
// ERROR: bit_range_invalid.td:1:37: error: Invalid bit range for value
