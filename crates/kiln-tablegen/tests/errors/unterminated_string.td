def a { string s = "abc; }
// ERROR: unterminated_string.td:1:21: error: End of line in string literal
