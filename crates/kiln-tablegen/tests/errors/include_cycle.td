include "cycle_b.inc"
def a;
// ERROR: cycle_c.inc:1:9: error: include cycle: 'cycle_b.inc' is already being included
// NOTE: cycle_b.inc:1:9: note: included from here
// NOTE: include_cycle.td:1:9: note: included from here
