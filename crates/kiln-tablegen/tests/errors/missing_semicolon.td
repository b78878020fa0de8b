def a { int x = 1 }
// ERROR: missing_semicolon.td:1:19: error: expected ';' after declaration
