// SelectionDAG.td - DAG node vocabulary for selection patterns.
//
// SDNode declares a SelectionDAG operation: its opcode name in kiln's DAG, a
// type profile (result/operand counts and type constraints) and properties.
// PatFrag/PatLeaf/ImmLeaf name reusable pattern pieces with an optional C-like
// predicate; SDNodeXForm transforms a matched node; Pat maps a DAG pattern to
// result instructions; ComplexPattern matches an operand group (such as an
// address) through a hand-written selector function. The nodes below are the
// target-independent ones kiln's instruction selectors understand.

#ifndef KILN_SELECTION_DAG_TD
#define KILN_SELECTION_DAG_TD

include "ValueTypes.td"
include "Predicates.td"

// ---- Type constraints and profiles -------------------------------------
class SDTypeConstraint<int opNum> {
  int OperandNum = opNum;
}
class SDTCisVT<int opNum, ValueType vt> : SDTypeConstraint<opNum> {
  ValueType VT = vt;
}
class SDTCisPtrTy<int opNum> : SDTypeConstraint<opNum>;
class SDTCisInt<int opNum> : SDTypeConstraint<opNum>;
class SDTCisFP<int opNum> : SDTypeConstraint<opNum>;
class SDTCisVec<int opNum> : SDTypeConstraint<opNum>;
class SDTCisSameAs<int opNum, int otherOp> : SDTypeConstraint<opNum> {
  int OtherOperandNum = otherOp;
}
class SDTCisVTSmallerThanOp<int opNum, int otherOp> : SDTypeConstraint<opNum> {
  int OtherOperandNum = otherOp;
}
class SDTCisOpSmallerThanOp<int smallOp, int bigOp> : SDTypeConstraint<smallOp> {
  int BigOperandNum = bigOp;
}

class SDTypeProfile<int numResults, int numOperands,
                    list<SDTypeConstraint> constraints> {
  int NumResults = numResults;
  int NumOperands = numOperands;      // -1: variadic
  list<SDTypeConstraint> Constraints = constraints;
}

def SDTIntLeaf     : SDTypeProfile<1, 0, [SDTCisInt<0>]>;
def SDTFPLeaf      : SDTypeProfile<1, 0, [SDTCisFP<0>]>;
def SDTPtrLeaf     : SDTypeProfile<1, 0, [SDTCisPtrTy<0>]>;
def SDTOther       : SDTypeProfile<1, 0, [SDTCisVT<0, OtherVT>]>;
def SDTIntBinOp    : SDTypeProfile<1, 2, [SDTCisSameAs<0, 1>, SDTCisSameAs<0, 2>,
                                          SDTCisInt<0>]>;
def SDTIntShiftOp  : SDTypeProfile<1, 2, [SDTCisSameAs<0, 1>, SDTCisInt<0>,
                                          SDTCisInt<2>]>;
def SDTIntUnaryOp  : SDTypeProfile<1, 1, [SDTCisSameAs<0, 1>, SDTCisInt<0>]>;
def SDTFPBinOp     : SDTypeProfile<1, 2, [SDTCisSameAs<0, 1>, SDTCisSameAs<0, 2>,
                                          SDTCisFP<0>]>;
def SDTFPUnaryOp   : SDTypeProfile<1, 1, [SDTCisSameAs<0, 1>, SDTCisFP<0>]>;
def SDTIntExtOp    : SDTypeProfile<1, 1, [SDTCisInt<0>, SDTCisInt<1>,
                                          SDTCisOpSmallerThanOp<1, 0>]>;
def SDTIntTruncOp  : SDTypeProfile<1, 1, [SDTCisInt<0>, SDTCisInt<1>,
                                          SDTCisOpSmallerThanOp<0, 1>]>;
def SDTFPExtOp     : SDTypeProfile<1, 1, [SDTCisFP<0>, SDTCisFP<1>,
                                          SDTCisOpSmallerThanOp<1, 0>]>;
def SDTFPRoundOp   : SDTypeProfile<1, 1, [SDTCisFP<0>, SDTCisFP<1>,
                                          SDTCisOpSmallerThanOp<0, 1>]>;
def SDTIntToFPOp   : SDTypeProfile<1, 1, [SDTCisFP<0>, SDTCisInt<1>]>;
def SDTFPToIntOp   : SDTypeProfile<1, 1, [SDTCisInt<0>, SDTCisFP<1>]>;
def SDTUnaryOp     : SDTypeProfile<1, 1, []>;
def SDTSetCC       : SDTypeProfile<1, 3, [SDTCisSameAs<1, 2>,
                                          SDTCisVT<3, OtherVT>]>;
def SDTSelect      : SDTypeProfile<1, 3, [SDTCisInt<1>, SDTCisSameAs<0, 2>,
                                          SDTCisSameAs<2, 3>]>;
def SDTLoad        : SDTypeProfile<1, 1, [SDTCisPtrTy<1>]>;
def SDTStore       : SDTypeProfile<0, 2, [SDTCisPtrTy<1>]>;
def SDTBr          : SDTypeProfile<0, 1, [SDTCisVT<0, OtherVT>]>;
def SDTBrcond      : SDTypeProfile<0, 2, [SDTCisInt<0>, SDTCisVT<1, OtherVT>]>;
def SDTBrind       : SDTypeProfile<0, 1, [SDTCisPtrTy<0>]>;
def SDTNone        : SDTypeProfile<0, 0, []>;
def SDTIntBinHiLoOp : SDTypeProfile<2, 2, [SDTCisSameAs<0, 1>, SDTCisSameAs<0, 2>,
                                           SDTCisSameAs<0, 3>, SDTCisInt<0>]>;
def SDTIntBinOverflowOp : SDTypeProfile<2, 2, [SDTCisSameAs<0, 2>, SDTCisSameAs<0, 3>,
                                               SDTCisInt<0>, SDTCisInt<1>]>;
def SDTIntCarryOp  : SDTypeProfile<2, 3, [SDTCisSameAs<0, 2>, SDTCisSameAs<0, 3>,
                                          SDTCisInt<0>, SDTCisInt<1>,
                                          SDTCisSameAs<1, 4>]>;
def SDTIntFunnelShiftOp : SDTypeProfile<1, 3, [SDTCisSameAs<0, 1>, SDTCisSameAs<0, 2>,
                                               SDTCisInt<0>, SDTCisInt<3>]>;
def SDTBuildPair   : SDTypeProfile<1, 2, [SDTCisInt<0>, SDTCisSameAs<1, 2>]>;
def SDTExtractElement : SDTypeProfile<1, 2, [SDTCisInt<0>, SDTCisInt<1>]>;

// ---- Node properties and nodes -----------------------------------------
class SDNodeProperty;
def SDNPCommutative : SDNodeProperty;   // (op x, y) == (op y, x)
def SDNPAssociative : SDNodeProperty;   // (op x, (op y, z)) == (op (op x, y), z)
def SDNPHasChain    : SDNodeProperty;   // takes and produces a chain
def SDNPOutGlue     : SDNodeProperty;   // produces glue
def SDNPInGlue      : SDNodeProperty;   // reads glue
def SDNPOptInGlue   : SDNodeProperty;   // may read glue
def SDNPMayLoad     : SDNodeProperty;
def SDNPMayStore    : SDNodeProperty;
def SDNPSideEffect  : SDNodeProperty;
def SDNPMemOperand  : SDNodeProperty;   // carries a memory operand
def SDNPVariadic    : SDNodeProperty;

// Anything that may be the operator of a pattern dag.
class SDPatternOperator {
  list<SDNodeProperty> Properties = [];
}

class SDNode<string opcode, SDTypeProfile typeProfile,
             list<SDNodeProperty> props = [], string sdClass = "SDNode">
    : SDPatternOperator {
  string Opcode = opcode;
  string SDClass = sdClass;
  let Properties = props;
  SDTypeProfile TypeProfile = typeProfile;
}

// Pattern-only operators.
def ops;            // operand lists of PatFrags and of compound Operands
def set;            // (set dst, value): an instruction's result
def implicit;       // (implicit REG): an implicit definition in a pattern
def node;           // the operand kind of PatFrag operands
def srcvalue;

// Leaves.
def imm           : SDNode<"ISD::Constant", SDTIntLeaf, [], "ConstantSDNode">;
def fpimm         : SDNode<"ISD::ConstantFP", SDTFPLeaf, [], "ConstantFPSDNode">;
def frameindex    : SDNode<"ISD::FrameIndex", SDTPtrLeaf, [], "FrameIndexSDNode">;
def globaladdr    : SDNode<"ISD::GlobalAddress", SDTPtrLeaf, [],
                           "GlobalAddressSDNode">;
def externalsym   : SDNode<"ISD::ExternalSymbol", SDTPtrLeaf, [],
                           "ExternalSymbolSDNode">;
def bb            : SDNode<"ISD::BasicBlock", SDTOther, [], "BasicBlockSDNode">;
def cond          : SDNode<"ISD::CONDCODE", SDTOther, [], "CondCodeSDNode">;
// The Target* leaves: operands the selector passes through as they are
// (an immediate operand, a symbol or frame slot named by the instruction).
def timm          : SDNode<"ISD::TargetConstant", SDTIntLeaf, [], "ConstantSDNode">;
def tframeindex   : SDNode<"ISD::TargetFrameIndex", SDTPtrLeaf, [], "FrameIndexSDNode">;
def tglobaladdr   : SDNode<"ISD::TargetGlobalAddress", SDTPtrLeaf, [],
                           "GlobalAddressSDNode">;
def texternalsym  : SDNode<"ISD::TargetExternalSymbol", SDTPtrLeaf, [],
                           "ExternalSymbolSDNode">;
def tblockaddress : SDNode<"ISD::TargetBlockAddress", SDTPtrLeaf, [],
                           "BlockAddressSDNode">;
def tjumptable    : SDNode<"ISD::TargetJumpTable", SDTPtrLeaf, [],
                           "JumpTableSDNode">;

// Integer arithmetic and logic.
def add   : SDNode<"ISD::ADD",  SDTIntBinOp, [SDNPCommutative, SDNPAssociative]>;
def sub   : SDNode<"ISD::SUB",  SDTIntBinOp>;
def mul   : SDNode<"ISD::MUL",  SDTIntBinOp, [SDNPCommutative, SDNPAssociative]>;
def mulhs : SDNode<"ISD::MULHS", SDTIntBinOp, [SDNPCommutative]>;
def mulhu : SDNode<"ISD::MULHU", SDTIntBinOp, [SDNPCommutative]>;
def sdiv  : SDNode<"ISD::SDIV", SDTIntBinOp>;
def udiv  : SDNode<"ISD::UDIV", SDTIntBinOp>;
def srem  : SDNode<"ISD::SREM", SDTIntBinOp>;
def urem  : SDNode<"ISD::UREM", SDTIntBinOp>;
def and   : SDNode<"ISD::AND",  SDTIntBinOp, [SDNPCommutative, SDNPAssociative]>;
def or    : SDNode<"ISD::OR",   SDTIntBinOp, [SDNPCommutative, SDNPAssociative]>;
def xor   : SDNode<"ISD::XOR",  SDTIntBinOp, [SDNPCommutative, SDNPAssociative]>;
def shl   : SDNode<"ISD::SHL",  SDTIntShiftOp>;
def sra   : SDNode<"ISD::SRA",  SDTIntShiftOp>;
def srl   : SDNode<"ISD::SRL",  SDTIntShiftOp>;
def rotl  : SDNode<"ISD::ROTL", SDTIntShiftOp>;
def rotr  : SDNode<"ISD::ROTR", SDTIntShiftOp>;
def ctlz  : SDNode<"ISD::CTLZ", SDTIntUnaryOp>;
def cttz  : SDNode<"ISD::CTTZ", SDTIntUnaryOp>;
def ctpop : SDNode<"ISD::CTPOP", SDTIntUnaryOp>;
def bswap : SDNode<"ISD::BSWAP", SDTIntUnaryOp>;
def ctlz_zero_undef : SDNode<"ISD::CTLZ_ZERO_UNDEF", SDTIntUnaryOp>;
def cttz_zero_undef : SDNode<"ISD::CTTZ_ZERO_UNDEF", SDTIntUnaryOp>;
def abs   : SDNode<"ISD::ABS", SDTIntUnaryOp>;
def smin  : SDNode<"ISD::SMIN", SDTIntBinOp, [SDNPCommutative, SDNPAssociative]>;
def smax  : SDNode<"ISD::SMAX", SDTIntBinOp, [SDNPCommutative, SDNPAssociative]>;
def umin  : SDNode<"ISD::UMIN", SDTIntBinOp, [SDNPCommutative, SDNPAssociative]>;
def umax  : SDNode<"ISD::UMAX", SDTIntBinOp, [SDNPCommutative, SDNPAssociative]>;
def uaddsat : SDNode<"ISD::UADDSAT", SDTIntBinOp, [SDNPCommutative]>;
def usubsat : SDNode<"ISD::USUBSAT", SDTIntBinOp>;
def saddsat : SDNode<"ISD::SADDSAT", SDTIntBinOp, [SDNPCommutative]>;
def ssubsat : SDNode<"ISD::SSUBSAT", SDTIntBinOp>;
def fshl  : SDNode<"ISD::FSHL", SDTIntFunnelShiftOp>;
def fshr  : SDNode<"ISD::FSHR", SDTIntFunnelShiftOp>;
def smullohi : SDNode<"ISD::SMUL_LOHI", SDTIntBinHiLoOp, [SDNPCommutative]>;
def umullohi : SDNode<"ISD::UMUL_LOHI", SDTIntBinHiLoOp, [SDNPCommutative]>;
def sdivrem  : SDNode<"ISD::SDIVREM", SDTIntBinHiLoOp>;
def udivrem  : SDNode<"ISD::UDIVREM", SDTIntBinHiLoOp>;
def uaddo    : SDNode<"ISD::UADDO", SDTIntBinOverflowOp, [SDNPCommutative]>;
def usubo    : SDNode<"ISD::USUBO", SDTIntBinOverflowOp>;
def addcarry : SDNode<"ISD::ADDCARRY", SDTIntCarryOp, [SDNPCommutative]>;
def subcarry : SDNode<"ISD::SUBCARRY", SDTIntCarryOp>;
def build_pair : SDNode<"ISD::BUILD_PAIR", SDTBuildPair>;
def extract_element : SDNode<"ISD::EXTRACT_ELEMENT", SDTExtractElement>;
// Vectors in registers: element 0 from a scalar, one element out.
def SDTScalarToVector : SDTypeProfile<1, 1, [SDTCisVec<0>]>;
def SDTVectorExtract  : SDTypeProfile<1, 2, [SDTCisVec<1>, SDTCisPtrTy<2>]>;
def scalar_to_vector : SDNode<"ISD::SCALAR_TO_VECTOR", SDTScalarToVector>;
def vector_extract   : SDNode<"ISD::EXTRACT_VECTOR_ELT", SDTVectorExtract>;

// Conversions.
def sext       : SDNode<"ISD::SIGN_EXTEND", SDTIntExtOp>;
def zext       : SDNode<"ISD::ZERO_EXTEND", SDTIntExtOp>;
def anyext     : SDNode<"ISD::ANY_EXTEND",  SDTIntExtOp>;
def trunc      : SDNode<"ISD::TRUNCATE",    SDTIntTruncOp>;
// (x, ValueType vt): the low `vt` bits of x sign-extended in place.
def SDTExtInreg    : SDTypeProfile<1, 2, [SDTCisSameAs<0, 1>, SDTCisInt<0>,
                                          SDTCisVT<2, OtherVT>]>;
def sext_inreg : SDNode<"ISD::SIGN_EXTEND_INREG", SDTExtInreg>;
def bitconvert : SDNode<"ISD::BITCAST",     SDTUnaryOp>;
def fpextend   : SDNode<"ISD::FP_EXTEND",   SDTFPExtOp>;
def fpround    : SDNode<"ISD::FP_ROUND",    SDTFPRoundOp>;
def sint_to_fp : SDNode<"ISD::SINT_TO_FP",  SDTIntToFPOp>;
def uint_to_fp : SDNode<"ISD::UINT_TO_FP",  SDTIntToFPOp>;
def fp_to_sint : SDNode<"ISD::FP_TO_SINT",  SDTFPToIntOp>;
def fp_to_uint : SDNode<"ISD::FP_TO_UINT",  SDTFPToIntOp>;

// Floating point.
def fadd  : SDNode<"ISD::FADD", SDTFPBinOp, [SDNPCommutative]>;
def fsub  : SDNode<"ISD::FSUB", SDTFPBinOp>;
def fmul  : SDNode<"ISD::FMUL", SDTFPBinOp, [SDNPCommutative]>;
def fdiv  : SDNode<"ISD::FDIV", SDTFPBinOp>;
def fneg  : SDNode<"ISD::FNEG", SDTFPUnaryOp>;
def fabs  : SDNode<"ISD::FABS", SDTFPUnaryOp>;
def fsqrt : SDNode<"ISD::FSQRT", SDTFPUnaryOp>;

// Comparison, selection, memory and control flow.
def setcc   : SDNode<"ISD::SETCC", SDTSetCC>;
def select  : SDNode<"ISD::SELECT", SDTSelect>;
def load    : SDNode<"ISD::LOAD", SDTLoad,
                     [SDNPHasChain, SDNPMayLoad, SDNPMemOperand]>;
def store   : SDNode<"ISD::STORE", SDTStore,
                     [SDNPHasChain, SDNPMayStore, SDNPMemOperand]>;
def br      : SDNode<"ISD::BR", SDTBr, [SDNPHasChain]>;
def brcond  : SDNode<"ISD::BRCOND", SDTBrcond, [SDNPHasChain]>;
def brind   : SDNode<"ISD::BRIND", SDTBrind, [SDNPHasChain]>;
// __builtin_longjmp: resume at the setjmp of the buffer (frame pointer, resume
// address, stack pointer).
def eh_sjlj_longjmp : SDNode<"ISD::EH_SJLJ_LONGJMP", SDTBrind, [SDNPHasChain, SDNPSideEffect]>;
def trap    : SDNode<"ISD::TRAP", SDTNone, [SDNPHasChain, SDNPSideEffect]>;
def debugtrap : SDNode<"ISD::DEBUGTRAP", SDTNone, [SDNPHasChain, SDNPSideEffect]>;
// llvm.prefetch: (address, rw, locality, cache type), the last three target constants.
def SDTPrefetch : SDTypeProfile<0, 4, [SDTCisPtrTy<0>, SDTCisSameAs<1, 2>, SDTCisSameAs<1, 3>, SDTCisInt<1>]>;
def prefetch  : SDNode<"ISD::PREFETCH", SDTPrefetch, [SDNPHasChain, SDNPMayLoad, SDNPMayStore, SDNPMemOperand]>;

// Condition codes, the third operand of setcc.
class CondCode<string name> {
  string ICmpPredicate = name;
}
def SETEQ  : CondCode<"eq">;
def SETNE  : CondCode<"ne">;
def SETGT  : CondCode<"sgt">;
def SETGE  : CondCode<"sge">;
def SETLT  : CondCode<"slt">;
def SETLE  : CondCode<"sle">;
def SETUGT : CondCode<"ugt">;
def SETUGE : CondCode<"uge">;
def SETULT : CondCode<"ult">;
def SETULE : CondCode<"ule">;
def SETOEQ : CondCode<"oeq">;
def SETONE : CondCode<"one">;
def SETOGT : CondCode<"ogt">;
def SETOGE : CondCode<"oge">;
def SETOLT : CondCode<"olt">;
def SETOLE : CondCode<"ole">;
def SETO   : CondCode<"ord">;
def SETUO  : CondCode<"uno">;
def SETUEQ : CondCode<"ueq">;
def SETUNE : CondCode<"une">;

// ---- Fragments, transforms, patterns -----------------------------------
// Transforms a matched node (usually an immediate) for the result pattern.
class SDNodeXForm<SDNode opc, code xformFunction> {
  SDNode Opcode = opc;
  code XFormFunction = xformFunction;
}
def NOOP_SDNodeXForm : SDNodeXForm<imm, [{}]>;

// One or more alternative fragments with the operands `ops`, matched only when
// `PredicateCode` (a C-like expression over the node `N`) holds.
class PatFrags<dag ops, list<dag> frags, code pred = [{}],
               SDNodeXForm xform = NOOP_SDNodeXForm> : SDPatternOperator {
  dag Operands = ops;
  list<dag> Fragments = frags;
  code PredicateCode = pred;
  code ImmediateCode = [{}];
  SDNodeXForm OperandTransform = xform;
}

class PatFrag<dag ops, dag frag, code pred = [{}],
              SDNodeXForm xform = NOOP_SDNodeXForm>
    : PatFrags<ops, [frag], pred, xform>;

// A fragment with no operands, e.g. an immediate that fits a range.
class PatLeaf<dag frag, code pred = [{}], SDNodeXForm xform = NOOP_SDNodeXForm>
    : PatFrag<(ops), frag, pred, xform>;

// An immediate of type `vt` whose value `Imm` (an i64) satisfies `pred`.
class ImmLeaf<ValueType vt, code pred, SDNodeXForm xform = NOOP_SDNodeXForm>
    : PatFrag<(ops), (vt imm), [{}], xform> {
  let ImmediateCode = pred;
}

def not  : PatFrag<(ops node:$in), (xor node:$in, -1)>;
def ineg : PatFrag<(ops node:$in), (sub 0, node:$in)>;

// A source pattern and the instructions that implement it.
class Pattern<dag patternToMatch, list<dag> resultInstrs> {
  dag PatternToMatch = patternToMatch;
  list<dag> ResultInstrs = resultInstrs;
  list<Predicate> Predicates = [];
  int AddedComplexity = 0;
}

class Pat<dag pattern, dag result> : Pattern<pattern, [result]>;

// Matches `numOperands` operands of type `ty` by calling the selector function
// `selectFunc` (for example an address into base, scale, index, disp,
// segment), starting at one of `roots` (any node when empty).
class ComplexPattern<ValueType ty, int numOperands, string selectFunc,
                     list<SDNode> roots = [], list<SDNodeProperty> props = [],
                     int complexity = -1> {
  ValueType Ty = ty;
  int NumOperands = numOperands;
  string SelectFunc = selectFunc;
  list<SDNode> RootNodes = roots;
  list<SDNodeProperty> Properties = props;
  int Complexity = complexity;
}

#endif // KILN_SELECTION_DAG_TD
