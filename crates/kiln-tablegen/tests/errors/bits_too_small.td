def a { bits<2> b = 7; }
// ERROR: bits_too_small.td:1:1: error: Initializer of 'b' in 'a' could not be fully resolved: { !cast<bits<2>>(7){1}, !cast<bits<2>>(7){0} }
