// How every operator prints while unresolved inside a class (template arguments pending).
class R { int F = 1; list<int> L = [1]; }
def r;
class P<list<int> l, string s, int n, dag d, R rr, bits<4> bb> {
  int fold = !foldl(0, l, a, b, !add(a, b));
  list<int> fe = !foreach(x, l, !mul(x, n));
  list<int> fi = !filter(x, l, !gt(x, n));
  int cnd = !cond(!eq(n, 0) : 1, true : n);
  bit isa = !isa<R>(rr);
  dag dg = !dag(r, l, ["a"]);
  string sb = !subst("a", s, "abc");
  string ss = !substr(s, n);
  int fd = !find(s, "x", n);
  list<string> sp = !listsplat(s, n);
  string il = !interleave(l, s);
  dag sd = !setdagop(d, r);
  dag cn = !con(d, (r n));
  int hd = !head(l);
  list<int> tl = !tail(l);
  int sz = !size(l);
  bit em = !empty(s);
  int el = l[1];
  list<int> sl = l[0, 2];
  int f = rr.F;
  int fl = rr.L[0];
  bit b2 = bb{2};
  bits<2> br = bb{3-2};
  string cs = !cast<string>(n);
  R cr = !cast<R>(s);
  bits<4> nb = !cast<bits<4>>(n);
  int sh = !shl(n, !srl(n, 1));
  bit ne = !ne(s, "q");
  string pst = s # n # "x";
  list<int> lp = l # [n];
  int iff = !if(!lt(n, 2), n, !sub(n, 1));
  int nt = !not(n);
}
