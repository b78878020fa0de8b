class A { int NAME = 1; }
// ERROR: reserved_name.td:1:15: error: 'NAME' is a reserved variable name
