include "does_not_exist.td"
// ERROR: include_missing.td:1:9: error: Could not find include file 'does_not_exist.td'
