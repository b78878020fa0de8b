// X86PatAtomic.td - atomics: the generic ATOMIC_* nodes and the X86ISD nodes
// their custom lowering (src/lowering/atomic.rs) builds, the fence pseudo, and
// the selection patterns.
//
// LLVM's choices: an exchange is `xchg` (locked by itself); an add whose old
// value is used is `lock xadd` (a subtract adds the negation); an add, sub,
// and, or or xor whose old value is unused is the locked memory form (with an
// immediate when it fits); a compare-exchange is `lock cmpxchg` with the
// expected value in the accumulator; a sequentially consistent fence is
// `mfence`, any other fence only orders the compiler (MEMBARRIER, no code).
// Everything else was rewritten into compare-exchange loops before selection.

// (ptr, value) -> old value
def SDTAtomicRMW : SDTypeProfile<1, 2, [SDTCisSameAs<0, 2>, SDTCisInt<0>, SDTCisPtrTy<1>]>;
def atomic_swap     : SDNode<"ISD::ATOMIC_SWAP", SDTAtomicRMW,
                             [SDNPHasChain, SDNPMayStore, SDNPMayLoad, SDNPMemOperand]>;
def atomic_load_add : SDNode<"ISD::ATOMIC_LOAD_ADD", SDTAtomicRMW,
                             [SDNPHasChain, SDNPMayStore, SDNPMayLoad, SDNPMemOperand]>;

// (ptr, value): the locked read-modify-write forms with the result unused.
def SDTX86LockOp : SDTypeProfile<0, 2, [SDTCisPtrTy<0>, SDTCisInt<1>]>;
foreach op = ["ADD", "SUB", "AND", "OR", "XOR"] in
  def X86lock_ # op : SDNode<"X86ISD::L" # op, SDTX86LockOp,
                             [SDNPHasChain, SDNPMayStore, SDNPMayLoad, SDNPMemOperand]>;
// (ptr, new value, glue: the expected value copied to the accumulator) ->
// (the old value, left in the accumulator; the flags, ZF set on success).
def SDTX86Cas : SDTypeProfile<2, 2, [SDTCisInt<0>, SDTCisVT<1, i32>, SDTCisPtrTy<2>,
                                     SDTCisSameAs<0, 3>]>;
def X86cas : SDNode<"X86ISD::LCMPXCHG_DAG", SDTX86Cas,
                    [SDNPHasChain, SDNPInGlue, SDNPMayStore, SDNPMayLoad, SDNPMemOperand]>;
def X86mfence     : SDNode<"X86ISD::MFENCE", SDTNone, [SDNPHasChain, SDNPSideEffect]>;
def X86membarrier : SDNode<"X86ISD::MEMBARRIER", SDTNone, [SDNPHasChain, SDNPSideEffect]>;

// A compiler-only barrier: keeps memory accesses on their side, emits nothing.
let hasSideEffects = 1 in
def MEMBARRIER : X86Pseudo<(outs), (ins)>;

def : Pat<(X86mfence), (MFENCE)>;
def : Pat<(X86membarrier), (MEMBARRIER)>;

multiclass AtomicPats<X86TypeInfo t, string w> {
  def : Pat<(atomic_swap addr:$ptr, t.RC:$val), (!cast<Instruction>("XCHG" # w # "rm") t.RC:$val, addr:$ptr)>;
  def : Pat<(atomic_load_add addr:$ptr, t.RC:$val), (!cast<Instruction>("LXADD" # w) t.RC:$val, addr:$ptr)>;
  def : Pat<(X86cas addr:$ptr, t.RC:$swap), (!cast<Instruction>("LCMPXCHG" # w) addr:$ptr, t.RC:$swap)>;
  foreach op = ["ADD", "SUB", "AND", "OR", "XOR"] in
    def : Pat<(!cast<SDNode>("X86lock_" # op) addr:$ptr, t.RC:$val),
              (!cast<Instruction>("LOCK_" # op # w # "mr") addr:$ptr, t.RC:$val)>;
}
defm : AtomicPats<Xi8, "8">;
defm : AtomicPats<Xi16, "16">;
defm : AtomicPats<Xi32, "32">;
defm : AtomicPats<Xi64, "64">;

// Immediate operands: the sign-extended byte form first, then the full one.
foreach op = ["ADD", "SUB", "AND", "OR", "XOR"] in {
  defvar node = !cast<SDNode>("X86lock_" # op);
  def : Pat<(node addr:$ptr, (i8 imm:$v)), (!cast<Instruction>("LOCK_" # op # "8mi") addr:$ptr, imm:$v)>;
  let AddedComplexity = 1 in {
  def : Pat<(node addr:$ptr, i16immSExt8:$v), (!cast<Instruction>("LOCK_" # op # "16mi8") addr:$ptr, i16immSExt8:$v)>;
  def : Pat<(node addr:$ptr, i32immSExt8:$v), (!cast<Instruction>("LOCK_" # op # "32mi8") addr:$ptr, i32immSExt8:$v)>;
  def : Pat<(node addr:$ptr, i64immSExt8:$v), (!cast<Instruction>("LOCK_" # op # "64mi8") addr:$ptr, i64immSExt8:$v)>;
  }
  def : Pat<(node addr:$ptr, (i16 imm:$v)), (!cast<Instruction>("LOCK_" # op # "16mi") addr:$ptr, imm:$v)>;
  def : Pat<(node addr:$ptr, (i32 imm:$v)), (!cast<Instruction>("LOCK_" # op # "32mi") addr:$ptr, imm:$v)>;
  def : Pat<(node addr:$ptr, i64immSExt32:$v), (!cast<Instruction>("LOCK_" # op # "64mi32") addr:$ptr, i64immSExt32:$v)>;
}
