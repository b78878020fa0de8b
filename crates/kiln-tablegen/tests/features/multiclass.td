// Multiclasses: template args, NAME, inheritance, defm with extra classes, nested defm,
// anonymous defm, lets on defm.
class I<string m, int v> { string Mnemonic = m; int V = v; string Full = NAME; }
class Extra { bit IsExtra = 1; }
multiclass Base<string m> {
  def _r : I<m # "r", 1>;
  def NAME # _m : I<m # "m", 2>;
}
multiclass Derived<string m, int k> : Base<m> {
  def _i : I<m # "i", k>;
}
multiclass Nested<string p> {
  defm _x : Derived<p, 10>;
  def "" : I<p, 0>;
}
defm ADD : Derived<"add", 3>;
defm SUB : Base<"sub">, Extra;
defm MUL : Nested<"mul">;
let V = 99 in defm LET : Base<"let">;
defm : Base<"anon">;
