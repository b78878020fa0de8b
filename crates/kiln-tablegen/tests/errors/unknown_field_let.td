def a { let nope = 1; }
// ERROR: unknown_field_let.td:1:20: error: Value 'nope' unknown!
