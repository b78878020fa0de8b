// Every bang operator of LLVM 14.
class Base { int K = 0; }
class Sub : Base;
def s1 : Sub;
def b1 : Base;
def op1; def op2;
def ints {
  int add = !add(1, 2, 3);
  int sub = !sub(10, 3);
  int mul = !mul(3, 4, 5);
  int and = !and(12, 10);
  int or = !or(12, 10, 1);
  int xor = !xor(12, 10);
  int shl = !shl(1, 10);
  int sra = !sra(-16, 2);
  int srl = !srl(-16, 60);
  int not = !not(0);
  bit eq = !eq(1, 1);
  bit ne = !ne("a", "b");
  bit lt = !lt(1, 2);
  bit le = !le("b", "a");
  bit gt = !gt(3, 2);
  bit ge = !ge(2, 2);
  bit eqrec = !eq(s1, s1);
  int if_ = !if(1, 5, 6);
  int cond_ = !cond(0 : 1, !eq(1, 1) : 2, 1 : 3);
}
def lists {
  list<int> L = [1, 2, 3, 4];
  int head = !head(L);
  list<int> tail = !tail(L);
  int size = !size(L);
  bit empty = !empty(L);
  bit emptystr = !empty("");
  list<int> cat = !listconcat(L, [5], [6]);
  list<string> splat = !listsplat("x", 3);
  list<int> sq = !foreach(x, L, !mul(x, x));
  list<int> evens = !filter(x, L, !eq(!and(x, 1), 0));
  int sum = !foldl(0, L, acc, x, !add(acc, x));
  string il = !interleave(L, ", ");
  string ils = !interleave(["a", "b"], "-");
  list<int> paste = L # [9];
}
def strings {
  string cat = !strconcat("a", "b", "c");
  string subst = !subst("o", "0", "foo boo");
  string substr = !substr("abcdef", 2, 3);
  string substr2 = !substr("abcdef", 4);
  int find = !find("abcabc", "c", 3);
  int nofind = !find("abc", "z");
  int strsize = !size("hello");
  string fromint = !cast<string>(42);
  string fromdef = !cast<string>(s1);
  bit isa = !isa<Base>(s1);
  bit isnt = !isa<Sub>(b1);
  Base cast = !cast<Base>("s1");
}
def dags {
  dag d1 = (op1 1:$a, 2:$b);
  dag con = !con(d1, (op1 3:$c));
  dag mk = !dag(op2, [1, 2], ["x", "y"]);
  dag set = !setdagop(d1, op2);
  dag set2 = !setop(d1, op2);
  Base getop = !getdagop<Base>((s1 1));
  Base getop2 = !getop<Base>((b1));
  int dsize = !size(d1);
  bit dempty = !empty((op1));
  dag fe = !foreach(x, (op1 op2:$a, (op2 op1)), x);
}
class Lazy<int n> {
  int add = !add(n, 1);
  list<int> l = !listsplat(n, 2);
  string s = !strconcat("n", !cast<string>(n));
  int c = !cond(!lt(n, 0) : -1, !eq(n, 0) : 0, true : 1);
  int fold = !foldl(n, [1, 2], a, b, !add(a, b));
}
def lazy : Lazy<4>;
