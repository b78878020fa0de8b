defset int S = { def a; }
// ERROR: defset_not_list.td:1:8: error: expected list type
