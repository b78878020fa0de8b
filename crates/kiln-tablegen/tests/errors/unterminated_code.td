def a { code c = [{ abc ; }
// ERROR: unterminated_code.td:1:18: error: Unterminated code block
