// Names and odd values: defm NAME, nested defm naming, !foldl, !interleave of bits, !con,
// !dag with unset parts, 64-bit edge values, pasting ints, class asserts, field fields.
class C<int v> { int V = v; string N = NAME; }
multiclass Inner<int k> { def "" : C<k>; def _x : C<!add(k, 1)>; }
multiclass Outer<int k> {
  defm NAME : Inner<k>;
  defm NAME # _o : Inner<!mul(k, 10)>;
  defm _p : Inner<k>;
  def NAME # _self : C<!size(NAME)>;
}
defm top : Outer<2>;
def fold { int f = !foldl(0, [1, 2, 3], a, b, !add(a, !mul(b, b)));
  string il = !interleave([0b101, 7], "/");
  dag cn = !con((top:$x 1:$a), (top 2:$b));
  dag dg = !dag(top, [1, ?], ["a", "b"]);
  dag dg2 = !dag(top, ?, ["a", "b"]);
  list<list<int>> sp = !listsplat([1], 2);
  bit isa1 = !isa<C>(top_x);
  list<string> names = !foreach(r, [top, top_x], r.N);
  int neg = !sub(0, 0x7fffffffffffffff);
  int big = 0xffffffffffffffff;
  bits<64> b64 = -1;
  int shift = !shl(1, 63);
  string numcat = 1 # 2;
}
class CA<int n> { assert !lt(n, 10), "n is " # n; int N = n; }
def ca : CA<3>;
class Fields { field int F1 = 1; int F2 = F1; field string FS; }
def fi : Fields { let F1 = 5; }

