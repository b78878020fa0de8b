def a { int x = 1; };
// ERROR: body_semicolon.td:1:21: error: A class or def body should not end with a semicolon
