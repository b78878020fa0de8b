def a { int x = 0x; }
// ERROR: bad_hex.td:1:17: error: Variable not defined: '0x'
