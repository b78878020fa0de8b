def a { int x = !if(1, 2, "s"); }
// ERROR: incompatible_if.td:1:31: error: inconsistent types 'int' and 'string' for !if
