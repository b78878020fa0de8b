class A { Missing m; }
// ERROR: undefined_class_type.td:1:11: error: Couldn't find class 'Missing'
