class A { int x; }
class A { int y; }
// ERROR: duplicate_class.td:2:7: error: Class 'A' already defined
