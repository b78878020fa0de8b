def a { dag d = (1 2); }
// ERROR: dag_bad_operator.td:1:18: error: expected identifier in dag init
