def a { int x = 1; let x = x; }
// ERROR: self_assignment.td:1:24: error: Recursion / self-assignment forbidden
