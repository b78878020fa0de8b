def a { string x = !cast(1); }
// ERROR: cast_missing_type.td:1:25: error: expected type name for operator
