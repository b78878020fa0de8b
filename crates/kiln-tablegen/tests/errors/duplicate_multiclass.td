multiclass M { def x; }
multiclass M { def y; }
// ERROR: duplicate_multiclass.td:2:12: error: multiclass 'M' already defined
