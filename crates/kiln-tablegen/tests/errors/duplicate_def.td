def a;
def a;
// ERROR: duplicate_def.td:2:1: error: def already exists: a
// NOTE: duplicate_def.td:1:1: note: location of previous definition
