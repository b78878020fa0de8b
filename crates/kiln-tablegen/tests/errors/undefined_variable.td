def a { int x = y; }
// ERROR: undefined_variable.td:1:17: error: Variable not defined: 'y'
