class A { int x; }
def a : A { let x = "str"; }
// ERROR: type_mismatch_let.td:2:17: error: Field 'x' of type 'int' is incompatible with value '"str"' of type 'string'
