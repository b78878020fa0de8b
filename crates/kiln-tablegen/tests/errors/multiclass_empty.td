multiclass M {}
// ERROR: multiclass_empty.td:1:15: error: multiclass must contain at least one def
