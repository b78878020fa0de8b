#else
def a;
// ERROR: else_without_ifdef.td:1:2: error: #else without #ifdef or #ifndef
