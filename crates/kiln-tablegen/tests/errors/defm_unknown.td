defm a : NoSuchMulticlass;
// ERROR: defm_unknown.td:1:10: error: Couldn't find multiclass 'NoSuchMulticlass'
