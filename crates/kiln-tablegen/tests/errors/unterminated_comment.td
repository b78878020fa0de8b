def a;
/* never closed
// ERROR: unterminated_comment.td:2:1: error: Unterminated comment!
