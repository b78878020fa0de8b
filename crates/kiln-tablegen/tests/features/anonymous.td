// Anonymous records and their numbering: def without a name, anonymous instantiations,
// anonymous records in loops and multiclasses.
class P<int n> { int N = n; }
def : P<1>;
def named { P p = P<2>; P q = P<2>; P r = P<3>; }
foreach i = 0-2 in def : P<i>;
multiclass MA { def : P<10>; def _n : P<11>; }
defm : MA;
defm x : MA;
def : P<20>;
