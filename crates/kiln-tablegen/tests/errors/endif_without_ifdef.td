#endif
// ERROR: endif_without_ifdef.td:1:2: error: #endif without #ifdef
