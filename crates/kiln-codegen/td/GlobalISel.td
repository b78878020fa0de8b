// GlobalISel.td - the vocabulary GlobalISel reads from a target description:
// register banks, and the map from SelectionDAG nodes to generic opcodes that
// lets the SelectionDAG selection patterns select generic machine IR too.
//
// A RegisterBank names a kind of register (`gpr`, `vecr`: MIR writes the name
// in lower case) and the register classes it covers, smallest first; a generic
// virtual register of a bank becomes the first of those classes whose value
// type has the register's size (-gen-register-bank).
//
// GINodeEquiv<G_ADD, add> says a pattern rooted at `add` also matches a G_ADD:
// -gen-global-isel imports the patterns whose root has an equivalent (and
// whose leaves are registers, immediates or physical registers) into the
// GlobalISel match table; what patterns cannot express is hand-written in the
// target.
//
// IntrinsicNode<"llvm.x86.sse2.pmovmskb.128", X86movmsk, v16i8> says a call of
// a target intrinsic means a target node on whole vectors of type `VT`: the
// SelectionDAG's lowering builds that node for the call (where the function's
// subtarget has the node's pattern), and -gen-global-isel imports the patterns
// rooted at the node whose operands have that type as rules for a G_INTRINSIC
// of the intrinsic (its operands the call's, in the node's order). One record
// serves both selectors.

#ifndef KILN_GLOBAL_ISEL_TD
#define KILN_GLOBAL_ISEL_TD

include "SelectionDAG.td"
include "RegisterClasses.td"
include "GenericOpcodes.td"

class RegisterBank<string name, list<RegisterClass> classes> {
  string Name = name;
  list<RegisterClass> RegisterClasses = classes;
}

class GINodeEquiv<Instruction i, SDNode node> {
  Instruction I = i;
  SDNode Node = node;
}

class IntrinsicNode<string intrinsic, SDNode node, ValueType vt> {
  string Intrinsic = intrinsic;
  SDNode Node = node;
  ValueType VT = vt;
}

// Constants: `(i32 imm:$v)` and `(i32 0)` patterns select G_CONSTANT.
def : GINodeEquiv<G_CONSTANT, imm>;
def : GINodeEquiv<G_FCONSTANT, fpimm>;

// Integer arithmetic and bitwise operations.
def : GINodeEquiv<G_ADD, add>;
def : GINodeEquiv<G_SUB, sub>;
def : GINodeEquiv<G_MUL, mul>;
def : GINodeEquiv<G_SDIV, sdiv>;
def : GINodeEquiv<G_UDIV, udiv>;
def : GINodeEquiv<G_SREM, srem>;
def : GINodeEquiv<G_UREM, urem>;
def : GINodeEquiv<G_UMULH, mulhu>;
def : GINodeEquiv<G_SMULH, mulhs>;
def : GINodeEquiv<G_AND, and>;
def : GINodeEquiv<G_OR, or>;
def : GINodeEquiv<G_XOR, xor>;
def : GINodeEquiv<G_SHL, shl>;
def : GINodeEquiv<G_LSHR, srl>;
def : GINodeEquiv<G_ASHR, sra>;
def : GINodeEquiv<G_ROTL, rotl>;
def : GINodeEquiv<G_ROTR, rotr>;
def : GINodeEquiv<G_SMIN, smin>;
def : GINodeEquiv<G_SMAX, smax>;
def : GINodeEquiv<G_UMIN, umin>;
def : GINodeEquiv<G_UMAX, umax>;
def : GINodeEquiv<G_ABS, abs>;
def : GINodeEquiv<G_BSWAP, bswap>;
def : GINodeEquiv<G_CTLZ, ctlz>;
def : GINodeEquiv<G_CTTZ, cttz>;
def : GINodeEquiv<G_CTPOP, ctpop>;
def : GINodeEquiv<G_CTLZ_ZERO_UNDEF, ctlz_zero_undef>;
def : GINodeEquiv<G_CTTZ_ZERO_UNDEF, cttz_zero_undef>;

// Extensions and truncation.
def : GINodeEquiv<G_SEXT, sext>;
def : GINodeEquiv<G_ZEXT, zext>;
def : GINodeEquiv<G_ANYEXT, anyext>;
def : GINodeEquiv<G_TRUNC, trunc>;
def : GINodeEquiv<G_BITCAST, bitconvert>;

// Floating point.
def : GINodeEquiv<G_FADD, fadd>;
def : GINodeEquiv<G_FSUB, fsub>;
def : GINodeEquiv<G_FMUL, fmul>;
def : GINodeEquiv<G_FDIV, fdiv>;
def : GINodeEquiv<G_FNEG, fneg>;
def : GINodeEquiv<G_FABS, fabs>;
def : GINodeEquiv<G_FSQRT, fsqrt>;
def : GINodeEquiv<G_FPEXT, fpextend>;
def : GINodeEquiv<G_FPTRUNC, fpround>;
def : GINodeEquiv<G_SITOFP, sint_to_fp>;
def : GINodeEquiv<G_UITOFP, uint_to_fp>;
def : GINodeEquiv<G_FPTOSI, fp_to_sint>;
def : GINodeEquiv<G_FPTOUI, fp_to_uint>;

#endif
