def a { list<int> l = ["a", "b"]; }
// ERROR: type_mismatch_list.td:1:33: error: Element type mismatch for list: element type 'string' not convertible to 'int
