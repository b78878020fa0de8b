def a : Nope;
// ERROR: undefined_class.td:1:9: error: Couldn't find class 'Nope'
