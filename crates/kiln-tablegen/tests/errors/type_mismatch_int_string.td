def a { int x = "s"; }
// ERROR: type_mismatch_int_string.td:1:17: error: Field 'x' of type 'int' is incompatible with value '"s"' of type 'string'
