// A parent multiclass's arguments are substituted as written, without the type check a class
// reference or a defm gets (reduced from LLVM 14's ARM SUDOTLane, which passes the record
// `null_frag` for a dag parameter).
class Frag;
def null_frag : Frag;
class Pat<dag from, dag to> { dag From = from; dag To = to; }
def ops;
multiclass DotLane<Frag OpNode, dag RHS> {
  def "" { string Name = NAME; }
  def : Pat<(ops OpNode), (ops RHS)>;
}
multiclass SUDotLane<dag RHS> : DotLane<null_frag, null_frag> {
  def _rhs : Pat<RHS, RHS>;
}
defm VSUDOT : SUDotLane<(ops)>;
