def a { string x = !strconcat("a", 1); }
// ERROR: strconcat_type.td:1:36: error: expected value of type 'string', got 'int'
