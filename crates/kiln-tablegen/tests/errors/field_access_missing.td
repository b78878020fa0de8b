def b { int y = 1; }
def a { int x = b.z; }
// ERROR: field_access_missing.td:2:19: error: Cannot access field 'z' of value 'b'
