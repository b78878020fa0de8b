foreach i = 0-notanint in def a#i;
// ERROR: foreach_bad_range.td:1:15: error: Variable not defined: 'notanint'
