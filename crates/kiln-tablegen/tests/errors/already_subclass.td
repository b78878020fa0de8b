class A;
def a : A, A;
// ERROR: already_subclass.td:2:12: error: Already subclass of 'A'!
