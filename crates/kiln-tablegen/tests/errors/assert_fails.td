assert !eq(1, 2), "one is not two";
// ERROR: assert_fails.td:1:8: error: assertion failed: one is not two
