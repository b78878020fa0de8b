// X86ISelNodes.td - the x86 vocabulary of instruction selection: the X86ISD
// nodes that custom lowering (src/lowering/custom.rs) and the call lowering
// produce, the fragments and immediate leaves the patterns use, and the
// addressing-mode ComplexPatterns whose selectors live in src/isel.rs.
//
// The flags register travels through the DAG as an i32 value (the CCR class):
// X86cmp produces it, X86setcc/X86brcond/X86cmov consume it, and a pattern
// names it as the physical register EFLAGS. Condition codes are i8 target
// constants numbered as the low nibble of jcc/setcc/cmovcc (COND_* in
// X86InstrOperands.td). Predicates are Rust expressions over `dag` and `n`.

// ---- Type profiles ----------------------------------------------------------
// (lhs, rhs) -> flags
def SDTX86CmpTest : SDTypeProfile<1, 2, [SDTCisVT<0, i32>, SDTCisInt<1>,
                                         SDTCisSameAs<1, 2>]>;
// (cond, flags) -> i8 0/1
def SDTX86SetCC   : SDTypeProfile<1, 2, [SDTCisVT<0, i8>, SDTCisVT<1, i8>,
                                         SDTCisVT<2, i32>]>;
// (chain, dest, cond, flags) -> chain
def SDTX86BrCond  : SDTypeProfile<0, 3, [SDTCisVT<0, OtherVT>, SDTCisVT<1, i8>,
                                         SDTCisVT<2, i32>]>;
// (lhs, rhs) -> flags of an unordered floating-point compare
def SDTX86FCmp    : SDTypeProfile<1, 2, [SDTCisVT<0, i32>, SDTCisFP<1>,
                                         SDTCisSameAs<1, 2>]>;
// (false value, true value, cond, flags) -> value
def SDTX86Cmov    : SDTypeProfile<1, 4, [SDTCisSameAs<0, 1>, SDTCisSameAs<1, 2>,
                                         SDTCisVT<3, i8>, SDTCisVT<4, i32>]>;
// (Target* symbol) -> its address
def SDTX86Wrapper : SDTypeProfile<1, 1, [SDTCisSameAs<0, 1>, SDTCisPtrTy<0>]>;
// (chain, callee, argument registers..., regmask?, glue?) -> (chain, glue)
def SDTX86Call    : SDTypeProfile<0, -1, [SDTCisVT<0, iPTR>]>;
// (chain, bytes popped, returned registers..., glue?) -> chain
def SDTX86Ret     : SDTypeProfile<0, -1, [SDTCisVT<0, i32>]>;
// (source) -> (index of the lowest/highest set bit, flags: ZF when source is 0)
def SDTX86BitScan : SDTypeProfile<2, 1, [SDTCisInt<0>, SDTCisVT<1, i32>,
                                         SDTCisSameAs<0, 2>]>;
// (operand, glue) -> glue: one-operand mul/div on the accumulator pair that
// glued CopyToReg/CopyFromReg nodes around it fill and read.
def SDTX86AccumOp : SDTypeProfile<0, 1, [SDTCisInt<0>]>;
// (chain, bytes, bytes already pushed) -> chain and
// (chain, bytes, bytes popped, glue?) -> (chain, glue)
def SDTX86CallSeqStart : SDTypeProfile<0, 2, [SDTCisVT<0, iPTR>, SDTCisVT<1, iPTR>]>;
def SDTX86CallSeqEnd   : SDTypeProfile<0, 2, [SDTCisVT<0, iPTR>, SDTCisVT<1, iPTR>]>;

// ---- Nodes --------------------------------------------------------------------
def X86cmp        : SDNode<"X86ISD::CMP", SDTX86CmpTest>;
// (value, bit number): CF is that bit of the value.
def X86bt         : SDNode<"X86ISD::BT", SDTX86CmpTest>;
def X86fcmp       : SDNode<"X86ISD::FCMP", SDTX86FCmp>;
def X86setcc      : SDNode<"X86ISD::SETCC", SDTX86SetCC>;
def X86brcond     : SDNode<"X86ISD::BRCOND", SDTX86BrCond, [SDNPHasChain]>;
def X86cmov       : SDNode<"X86ISD::CMOV", SDTX86Cmov>;
// A symbol's address: absolute (static code) or relative to RIP.
def X86Wrapper    : SDNode<"X86ISD::Wrapper", SDTX86Wrapper>;
def X86WrapperRIP : SDNode<"X86ISD::WrapperRIP", SDTX86Wrapper>;
// A symbol's absolute 64-bit address (the large code model): no addressing mode
// holds it, `movabsq` puts it in a register.
def X86WrapperFar : SDNode<"X86ISD::WrapperFar", SDTX86Wrapper>;
def X86call       : SDNode<"X86ISD::CALL", SDTX86Call,
                           [SDNPHasChain, SDNPOutGlue, SDNPOptInGlue, SDNPVariadic]>;
def X86retflag    : SDNode<"X86ISD::RET_FLAG", SDTX86Ret,
                           [SDNPHasChain, SDNPOptInGlue, SDNPVariadic]>;
// __builtin_setjmp: saves the resume address in the buffer; the result (0, or 1
// when resumed) is copied from EAX after the node (glued).
def X86eh_sjlj_setjmp : SDNode<"X86ISD::EH_SJLJ_SETJMP", SDTBrind,
                               [SDNPHasChain, SDNPSideEffect, SDNPOutGlue]>;
def X86bsf        : SDNode<"X86ISD::BSF", SDTX86BitScan>;
def X86bsr        : SDNode<"X86ISD::BSR", SDTX86BitScan>;
// Unsigned and signed division of the accumulator pair by the operand
// (quotient in AL/AX/EAX/RAX, remainder in AH/DX/EDX/RDX) and the widening
// multiplication of the accumulator by the operand (product in DX:AX...).
def X86udiv_glued : SDNode<"X86ISD::UDIV_GLUED", SDTX86AccumOp, [SDNPInGlue, SDNPOutGlue]>;
def X86sdiv_glued : SDNode<"X86ISD::SDIV_GLUED", SDTX86AccumOp, [SDNPInGlue, SDNPOutGlue]>;
def X86umul_glued : SDNode<"X86ISD::UMUL_GLUED", SDTX86AccumOp, [SDNPInGlue, SDNPOutGlue]>;
def X86smul_glued : SDNode<"X86ISD::SMUL_GLUED", SDTX86AccumOp, [SDNPInGlue, SDNPOutGlue]>;
// x * 3, 5 or 9, which only an lea computes (base x, index x scaled by 2, 4
// or 8): the x86 combine of multiplications makes it (src/lowering/combine.rs)
// so that the generic combiner does not merge two such factors back into one
// multiplication; the lea patterns select it.
def X86mul_imm    : SDNode<"X86ISD::MUL_IMM", SDTIntBinOp>;
def callseq_start : SDNode<"ISD::CALLSEQ_START", SDTX86CallSeqStart, [SDNPHasChain]>;
def callseq_end   : SDNode<"ISD::CALLSEQ_END", SDTX86CallSeqEnd,
                           [SDNPHasChain, SDNPOptInGlue, SDNPOutGlue]>;

// ---- Addressing modes -----------------------------------------------------------
// base, scale, index, displacement, segment: the five operands of a memory
// reference (X86InstrOperands.td). `addr` folds adds (and ors of disjoint bits), constant offsets,
// shifts/multiplies by 1, 2, 4, 8 into the index, frame indices into the base
// and symbols into the displacement (RIP-relative when nothing else is used).
def addr      : ComplexPattern<iPTR, 5, "select_addr", []>;
// The same for LEA, which only pays off when it combines at least two things.
def lea64addr : ComplexPattern<i64, 5, "select_lea_addr",
                               [add, sub, mul, X86mul_imm, shl, or, frameindex, X86WrapperRIP]>;
// An i32 computation as an lea of its i32 operands (LEA32_64r, LEA64_32r after
// register allocation).
def lea32addr : ComplexPattern<i32, 5, "select_lea_addr",
                               [add, sub, mul, X86mul_imm, shl, or]>;

// ---- Loads and stores --------------------------------------------------------------
// kiln's `load`/`store` nodes carry their extension/truncation in the node's
// data, so the fragments below say which kind they match (src/isel.rs).
class PlainLoad<ValueType vt>
  : PatFrag<(ops node:$ptr), (vt (load node:$ptr)),
            [{ crate::isel::is_plain_load(dag, n) }]>;
def loadi8  : PlainLoad<i8>;
def loadi16 : PlainLoad<i16>;
def loadi32 : PlainLoad<i32>;
def loadi64 : PlainLoad<i64>;

// A plain load an add, sub, and, or or xor may fold: not when the other operand
// is a small constant, whose immediate form is shorter (as llc chooses).
class AluLoad<ValueType vt>
  : PatFrag<(ops node:$ptr), (vt (load node:$ptr)),
            [{ crate::isel::is_alu_foldable_load(dag, n) }]>;
def loadi8_alu  : AluLoad<i8>;
def loadi16_alu : AluLoad<i16>;
def loadi32_alu : AluLoad<i32>;
def loadi64_alu : AluLoad<i64>;

// The load and the store of a read-modify-write (`addl %esi, (%rdi)`): plain,
// not volatile, and the store keeps the whole value.
class RmwLoad<ValueType vt>
  : PatFrag<(ops node:$ptr), (vt (load node:$ptr)),
            [{ crate::isel::is_rmw_access(dag, n) }]>;
def loadi8_rmw  : RmwLoad<i8>;
def loadi16_rmw : RmwLoad<i16>;
def loadi32_rmw : RmwLoad<i32>;
def loadi64_rmw : RmwLoad<i64>;
def store_rmw : PatFrag<(ops node:$val, node:$ptr), (store node:$val, node:$ptr),
                        [{ crate::isel::is_rmw_access(dag, n) }]>;

// A plain load a compare may fold (no EFLAGS clobber is chained after it).
class CmpLoad<ValueType vt>
  : PatFrag<(ops node:$ptr), (vt (load node:$ptr)),
            [{ crate::isel::is_cmp_foldable_load(dag, n) }]>;
def loadi8_cmp  : CmpLoad<i8>;
def loadi16_cmp : CmpLoad<i16>;
def loadi32_cmp : CmpLoad<i32>;
def loadi64_cmp : CmpLoad<i64>;
def loadf32_cmp : CmpLoad<f32>;
def loadf64_cmp : CmpLoad<f64>;

// An extending load to `vt` of `width` bits in memory; kind 0 any, 1 sign, 2 zero.
class ExtLoad<ValueType vt, int kind, int width>
  : PatFrag<(ops node:$ptr), (vt (load node:$ptr)),
            !strconcat("crate::isel::is_ext_load(dag, n, ", !cast<string>(kind), ", ",
                       !cast<string>(width), ")")>;
def extloadi8i1    : ExtLoad<i8,  0, 1>;
def extloadi16i1   : ExtLoad<i16, 0, 1>;
def extloadi32i1   : ExtLoad<i32, 0, 1>;
def extloadi64i1   : ExtLoad<i64, 0, 1>;
def extloadi16i8   : ExtLoad<i16, 0, 8>;
def extloadi32i8   : ExtLoad<i32, 0, 8>;
def extloadi64i8   : ExtLoad<i64, 0, 8>;
def extloadi32i16  : ExtLoad<i32, 0, 16>;
def extloadi64i16  : ExtLoad<i64, 0, 16>;
def extloadi64i32  : ExtLoad<i64, 0, 32>;
def sextloadi16i8  : ExtLoad<i16, 1, 8>;
def sextloadi32i8  : ExtLoad<i32, 1, 8>;
def sextloadi64i8  : ExtLoad<i64, 1, 8>;
def sextloadi32i16 : ExtLoad<i32, 1, 16>;
def sextloadi64i16 : ExtLoad<i64, 1, 16>;
def sextloadi64i32 : ExtLoad<i64, 1, 32>;
def zextloadi8i1   : ExtLoad<i8,  2, 1>;
def zextloadi16i1  : ExtLoad<i16, 2, 1>;
def zextloadi32i1  : ExtLoad<i32, 2, 1>;
def zextloadi64i1  : ExtLoad<i64, 2, 1>;
def zextloadi16i8  : ExtLoad<i16, 2, 8>;
def zextloadi32i8  : ExtLoad<i32, 2, 8>;
def zextloadi64i8  : ExtLoad<i64, 2, 8>;
def zextloadi32i16 : ExtLoad<i32, 2, 16>;
def zextloadi64i16 : ExtLoad<i64, 2, 16>;
def zextloadi64i32 : ExtLoad<i64, 2, 32>;

// A store of the whole value, and one that keeps only the low `width` bits.
def nontruncstore : PatFrag<(ops node:$val, node:$ptr), (store node:$val, node:$ptr),
                            [{ crate::isel::is_trunc_store(dag, n, 0) }]>;
class TruncStore<int width>
  : PatFrag<(ops node:$val, node:$ptr), (store node:$val, node:$ptr),
            !strconcat("crate::isel::is_trunc_store(dag, n, ", !cast<string>(width), ")")>;
def truncstorei8  : TruncStore<8>;
def truncstorei16 : TruncStore<16>;
def truncstorei32 : TruncStore<32>;

// ---- Immediates ----------------------------------------------------------------------
// `imm` is the constant sign-extended from its type to i64.
def i16immSExt8  : ImmLeaf<i16, [{ imm as i8 as i64 == imm }]>;
def i32immSExt8  : ImmLeaf<i32, [{ imm as i8 as i64 == imm }]>;
def i64immSExt8  : ImmLeaf<i64, [{ imm as i8 as i64 == imm }]>;
def i64immSExt32 : ImmLeaf<i64, [{ imm as i32 as i64 == imm }]>;
// A 64-bit constant whose upper half is zero: a 32-bit move zero-extends.
def i64immZExt32 : ImmLeaf<i64, [{ (imm as u64) >> 32 == 0 }]>;

// The constants `0xff`, `0xffff`, `0xffffffff` of an `and`: a zero extension
// of the low part.
def i32immFF   : ImmLeaf<i32, [{ imm == 0xff }]>;
def i32immFFFF : ImmLeaf<i32, [{ imm == 0xffff }]>;
def i64immFF   : ImmLeaf<i64, [{ imm == 0xff }]>;
def i64immFFFF : ImmLeaf<i64, [{ imm == 0xffff }]>;
def i64immFFFFFFFF : ImmLeaf<i64, [{ imm == 0xffff_ffff }]>;

// An operand with a single use, so folding it into an instruction does not
// compute it twice (and_su: the `and` a TEST replaces).
def and_su : PatFrag<(ops node:$lhs, node:$rhs), (and node:$lhs, node:$rhs),
                     [{ dag.value_use_count(kiln_codegen::isel::dag::SDValue::new(n, 0)) == 1 }]>;
