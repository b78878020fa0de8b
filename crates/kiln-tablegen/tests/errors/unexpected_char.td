def a { int x = 1 @ 2; }
// ERROR: unexpected_char.td:1:19: error: Unexpected character
