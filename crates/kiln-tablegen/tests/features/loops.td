// foreach over ranges, lists and values; nested loops; if/then/else; defvar; defset.
defvar Regs = ["r0", "r1", "r2"];
class Reg<string n, int i> { string Name = n; int Index = i; }
defset list<Reg> AllRegs = {
  foreach i = 0-2 in
    def R#i : Reg<"r"#i, i>;
  def R3 : Reg<Regs[2], 3>;
  foreach n = ["x", "y"] in {
    foreach j = {1, 3...4} in
      def n#j : Reg<n, j>;
  }
}
def all { list<Reg> L = AllRegs; int Count = !size(AllRegs); }
foreach i = 5-3 in {
  if !eq(i, 4) then def four#i;
  else def notfour#i;
  defvar sq = !mul(i, i);
  def sq#i { int Sq = sq; }
}
multiclass M<int n> {
  foreach k = 0-1 in
    if !gt(n, k) then def _#k { int K = k; int N = n; }
}
defm m2 : M<2>;
defm m1 : M<1>;
