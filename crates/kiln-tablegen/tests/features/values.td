// Values: bits with ranges and slices, binary literals, int<->bits<n>, bit<->int conversions,
// code, ?, lists and slices, dags with names, field access, paste, strings with escapes.
def op; def reg;
class V<bits<8> b> {
  bits<8> B = b;
  bits<4> Lo = B{3-0};
  bits<4> Hi = B{7...4};
  bits<2> Mix = {B{7}, B{0}};
  int AsInt = B;
  bit Top = B{7};
}
def v1 : V<0b10100101>;
def v2 : V<200> {
  bits<16> W;
  let W{15-8} = 0xAB;
  let W{7-0} = B;
  int Neg = -5;
  bits<8> NegBits = -2;
  bit FromInt = 1;
  int FromBit = Top;
  code C = [{ multi
  line }];
  string Esc = "tab\there \"q\" back\\";
  string Joined = "ab" "cd";
  list<int> L = [1, 2, 3, 4, 5];
  list<int> Slice = L[1, 3-4];
  int Third = L[2];
  dag D = (op:$o reg:$a, 1, ?:$b, "s", (op reg));
  string Paste = "x" # 1 # "y";
  string PasteName = Third # "_" # W;
  int Field = v1.AsInt;
  bits<8> FieldBits = v1.B;
  V Anon = V<7>;
  V Anon2 = V<7>;
  int AnonField = V<9>.AsInt;
  bit T = true;
  bit F = false;
  int Unset = ?;
}
