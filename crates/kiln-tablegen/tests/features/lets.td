// let at top level (nested, with bit ranges) and in bodies; assert.
class R { int A = 1; bits<8> Bits = 0; string S = "s"; }
let A = 2 in {
  def r1 : R;
  let S = "t", Bits<1-0> = 3 in
    def r2 : R;
  def r3 : R { let A = 5; }
}
let Bits<7> = 1 in def r4 : R;
class Checked<int n> {
  assert !gt(n, 0), "n must be positive";
  int N = n;
}
def ok : Checked<3>;
assert !eq(ok.N, 3), "top-level assert";
