// Multiclass expansion: foreach/defvar/let/if in multiclasses, defm in loops and defsets,
// !cast of NAME-built names, late !cast, self references, partial bits, anonymous defs.
class C<int v> { int V = v; string N = NAME; }
class D<int a, int b = !add(a, 1)> { int A = a; int B = b; list<int> L = [a, b]; }
def d1 : D<1>;
multiclass M<list<int> xs, int base> {
  foreach x = xs in
    def _#x : C<!add(x, base)>;
  defvar t = !mul(base, 2);
  def _t : C<t>;
  let V = 77 in def _l : C<0>;
  if !gt(base, 5) then def _big : C<base>;
}
defm m : M<[1, 2], 10>;
defm n : M<[3], 1>;
foreach i = [1, 2] in defm f#i : M<[i], i>;
defset list<C> Cs = { defm s : M<[9], 9>; def plain : C<0>; }
def all { list<C> L = Cs; list<int> Vs = !foreach(c, Cs, c.V); list<C> Big = !filter(c, Cs, !gt(c.V, 10)); }
multiclass R { def _a : C<1>; def _b : C<!cast<C>(NAME # "_a").V>; }
defm r : R;
def selfy { string Me = !cast<string>(selfy); }
class Late { int X = !cast<C>("later").V; }
def later : C<5>;
def uses_late : Late;
def bitsy { bits<4> b = {0, 1, ?, ?}; let b{1} = 1; bits<4> c = !if(1, ?, 3); int u = !if(0, ?, 3); }
def getop { dag d = (later 1); C op = !getdagop<C>(d); }
class Str<string s> { bit isX = !eq(s, "x"); string up = !subst("a", "b", s); }
def sx : Str<"x">;
def sy : Str<"aya">;
foreach i = 0-1 in def : C<i>;
defm : M<[5], 0>;
def : C<100>;
