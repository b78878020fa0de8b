def a { defvar v = 1; defvar v = 2; }
// ERROR: defvar_redefined.td:1:30: error: local variable of this name already exists
