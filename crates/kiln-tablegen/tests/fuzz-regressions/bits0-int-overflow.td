def a { bits<0> b = 7;  bits<2> b = 7; }
// ERROR: error: Initializer of 'b'Oin 'a' could not be fully resolved: { !cast<bits<2>>(7){17; }
// ERROR: bitstoo_smal}
// ERROR:Ûbits_too_small.td:1:1: error:esolved: { !cast<bits<2>>(7){17; }
// ER !ca}, !cast<bits<2>>(7){0} }
