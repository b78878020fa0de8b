// Type unification in lists, !if and !cond; bits literals from template bits; code-format
// propagation through !substr/!interleave/!strconcat; nested !con; dags from !foreach; !isa.
class A; class B : A; class C : A;
def b : B; def c : C;
class T<bits<2> x, bits<3> y> { bits<5> xy = {x, y}; bits<6> z = {x, 0b1, y}; int n = !cast<int>(xy); }
def t : T<2, 5>;
def lists {
  list<A> l = !if(1, [b], [c]);
  list<A> m = !listconcat([b], [c]);
  list<int> e = !listconcat([]<int>, [1]);
  A pick = !if(0, b, c);
  A cnd = !cond(0 : b, 1 : c);
  string neg = !cast<string>(-42);
  code sub = !substr([{abcdef}], 1, 2);
  code il = !interleave([[{a}], [{b}]], ",");
  string mixed = !strconcat("x", [{y}]);
  dag nested = !con((b 1:$a), !con((b 2:$b), (b 3:$c)));
  list<dag> ds = !foreach(i, [1, 2], (b i:$x));

}
class WithName { string N = NAME; string Up = !subst("_", "-", NAME); }
multiclass MN { def _x_y : WithName; }
defm a_b : MN;
class IsA<A r> { bit isB = !isa<B>(r); bit isC = !isa<C>(r); }
def ia : IsA<b>;
def ia2 : IsA<c>;
