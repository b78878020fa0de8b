foreach i = {3-0, -1} in def a#i;
// ERROR: negative_range.td:1:21: error: invalid range, cannot be negative
