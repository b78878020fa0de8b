// Classes: template args with defaults, forward declaration, inheritance, let overrides,
// implicit NAME, field redefinition, 'field' fields, late resolution of fields.
class Fwd;
class A<int x, string s = "dflt"> {
  int X = x;
  string S = s;
  int Twice = !mul(X, 2);
  string Name = NAME;
  field bits<4> Opt;
}
class B<int y> : A<y, "fromB"> {
  let Twice = !add(X, 100);
  int Y = y;
}
class C : B<5> { int Z = 1; int Late = Z; }
def a1 : A<1>;
def b1 : B<2> { let X = 7; }
def c1 : C { let Z = 42; }
class Fwd { int F = 1; }
def f1 : Fwd;
