class A { int x; }
let y = 1 in def a : A;
// ERROR: let_unknown_field.td:2:5: error: Value 'y' unknown!
