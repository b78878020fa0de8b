#ifdef X
def a;
// ERROR: unterminated_ifdef.td:4:1: error: Reached EOF without matching #endif
