// RISCVISelNodes.td - the RISC-V vocabulary of instruction selection: the
// RISCVISD nodes that call lowering (src/lowering.rs) produces, the code
// generator's pseudo-instructions (call frames, calls, returns, jumps, which
// src/mc_lower.rs turns into real instructions), the load/store fragments and
// immediate leaves the patterns use, and the base-address ComplexPattern whose
// selector lives in src/isel.rs. Predicates are Rust expressions over `dag`
// and `n` (nodes) or `st` (the subtarget).

def HasStdExtM : Predicate<"st.has_m">;
def HasStdExtF : Predicate<"st.has_f">;
def HasStdExtD : Predicate<"st.has_d">;

// ---- Nodes ------------------------------------------------------------------
// (chain, callee, argument registers..., regmask, glue?) -> (chain, glue)
def SDT_RISCVCall : SDTypeProfile<0, -1, [SDTCisVT<0, iPTR>]>;
def riscv_call : SDNode<"RISCVISD::CALL", SDT_RISCVCall,
                        [SDNPHasChain, SDNPOutGlue, SDNPOptInGlue, SDNPVariadic]>;
// (chain, returned registers..., glue?) -> chain
def riscv_ret_flag : SDNode<"RISCVISD::RET_FLAG", SDTNone,
                            [SDNPHasChain, SDNPOptInGlue, SDNPVariadic]>;
def SDT_RISCVCallSeqStart : SDTypeProfile<0, 2, [SDTCisVT<0, iPTR>, SDTCisVT<1, iPTR>]>;
def SDT_RISCVCallSeqEnd   : SDTypeProfile<0, 2, [SDTCisVT<0, iPTR>, SDTCisVT<1, iPTR>]>;
def callseq_start : SDNode<"ISD::CALLSEQ_START", SDT_RISCVCallSeqStart, [SDNPHasChain]>;
def callseq_end   : SDNode<"ISD::CALLSEQ_END", SDT_RISCVCallSeqEnd,
                           [SDNPHasChain, SDNPOptInGlue, SDNPOutGlue]>;

// ---- Code generator pseudo-instructions ---------------------------------------
class RVPseudo<dag outs, dag ins> : Instruction {
  let Namespace = "RISCV";
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = "";
  let isPseudo = 1;
  let isCodeGenOnly = 1;
}

let Defs = [X2], Uses = [X2] in {
def ADJCALLSTACKDOWN : RVPseudo<(outs), (ins i64imm:$amt1, i64imm:$amt2)>;
def ADJCALLSTACKUP   : RVPseudo<(outs), (ins i64imm:$amt1, i64imm:$amt2)>;
}
// `call sym` (auipc ra + jalr ra) and `jalr ra, 0(rs1)`.
let isCall = 1, Defs = [X1], Size = 8 in
def PseudoCallSym : RVPseudo<(outs), (ins call_symbol:$func)>;
let isCall = 1, Defs = [X1], Size = 4 in
def PseudoCallReg : RVPseudo<(outs), (ins GPR:$rs1)>;
// `ret` (jalr zero, 0(ra)); carries the returned registers.
let isReturn = 1, isTerminator = 1, isBarrier = 1, Uses = [X1], Size = 4 in
def PseudoRET : RVPseudo<(outs), (ins variable_ops)>;
// `j target` (jal zero).
let isBranch = 1, isTerminator = 1, isBarrier = 1, Size = 4 in
def PseudoBR : RVPseudo<(outs), (ins simm21_lsb0_jal:$imm20)>;
// `jr rs1` (jalr zero, 0(rs1)): an indirect branch.
let isBranch = 1, isIndirectBranch = 1, isTerminator = 1, isBarrier = 1, Size = 4 in
def PseudoBRIND : RVPseudo<(outs), (ins GPR:$rs1)>;

// ---- Loads and stores ---------------------------------------------------------
// kiln's `load`/`store` nodes carry their extension/truncation in the node's
// data (kiln_codegen::isel::dag::pattern_predicates).
class RVLoad<ValueType vt, int kind, int width>
  : PatFrag<(ops node:$ptr), (vt (load node:$ptr)),
            !strconcat("kiln_codegen::isel::dag::pattern_predicates::is_load_of(dag, n, ", !cast<string>(kind), ", ",
                       !cast<string>(width), ")")>;
// kind 0 any (or no) extension, 1 sign, 2 zero.
def anyloadi8   : RVLoad<i64, 0, 8>;
def anyloadi16  : RVLoad<i64, 0, 16>;
def anyloadi32  : RVLoad<i64, 0, 32>;
def sextloadi8  : RVLoad<i64, 1, 8>;
def sextloadi16 : RVLoad<i64, 1, 16>;
def sextloadi32 : RVLoad<i64, 1, 32>;
def zextloadi8  : RVLoad<i64, 2, 8>;
def zextloadi16 : RVLoad<i64, 2, 16>;
def zextloadi32 : RVLoad<i64, 2, 32>;
def loadi64     : RVLoad<i64, 0, 64>;
def zextloadi1  : RVLoad<i64, 2, 1>;
def anyloadi1   : RVLoad<i64, 0, 1>;

class RVStore<int width>
  : PatFrag<(ops node:$val, node:$ptr), (store node:$val, node:$ptr),
            !strconcat("kiln_codegen::isel::dag::pattern_predicates::is_store_of(dag, n, ", !cast<string>(width), ")")>;
def storei8  : RVStore<8>;
def storei16 : RVStore<16>;
def storei32 : RVStore<32>;
def storei64 : RVStore<64>;

// A base address: a register, or a frame index (as a TargetFrameIndex).
def BaseAddr : ComplexPattern<iPTR, 1, "select_base_addr", [frameindex]>;

// ---- Immediates -------------------------------------------------------------------
def simm12_leaf : ImmLeaf<i64, [{ (-2048..2048).contains(&imm) }]>;
def uimm6_leaf : ImmLeaf<i64, [{ (0..64).contains(&imm) }]>;
def uimm5_leaf : ImmLeaf<i64, [{ (0..32).contains(&imm) }]>;
// The negation of a 12-bit immediate fits too (`sub x, c` as `addi x, -c`).
def negate_imm : SDNodeXForm<imm, [{ crate::isel::negated_immediate(dag, n) }]>;
def simm12_neg_leaf : ImmLeaf<i64, [{ (-2047..=2048).contains(&imm) }]>;
def imm_ffff : ImmLeaf<i64, [{ imm == 0xffff }]>;
def imm_ffffffff : ImmLeaf<i64, [{ imm == 0xffff_ffff }]>;

// ---- Floating point --------------------------------------------------------------
def loadf32 : RVLoad<f32, 0, 32>;
def loadf64 : RVLoad<f64, 0, 64>;
// +0.0, which `fmv.w.x`/`fmv.d.x` of zero builds.
def fpimm0 : PatLeaf<(fpimm), [{ crate::isel::is_fp_zero(dag, n) }]>;

// ---- Atomic pseudo-instructions -------------------------------------------------
// The lr/sc loops of compare-exchange and of the read-modify-writes no AMO does, as
// llc's RISCVExpandAtomicPseudo writes them. Each stays one instruction through
// register allocation (no spill can land between its lr and sc) and becomes its loop
// after it (`atomic.rs`). $res is the old value (for the masked ones: the whole
// aligned word), $scratch the value the sc stores and its success flag; both are
// early-clobber, since the loop writes them while it still reads the inputs.
// $ordering is the IR ordering, which chooses the .aq/.rl bits.
class RVAtomicPseudo<dag ins> : RVPseudo<(outs GPR:$res, GPR:$scratch), ins> {
  let mayLoad = 1;
  let mayStore = 1;
  let hasSideEffects = 1;
  let Constraints = "@earlyclobber $res,@earlyclobber $scratch";
}
def PseudoCmpXchg32 : RVAtomicPseudo<(ins GPR:$addr, GPR:$cmpval, GPR:$newval, i64imm:$ordering)>;
def PseudoCmpXchg64 : RVAtomicPseudo<(ins GPR:$addr, GPR:$cmpval, GPR:$newval, i64imm:$ordering)>;
def PseudoAtomicLoadNand32 : RVAtomicPseudo<(ins GPR:$addr, GPR:$incr, i64imm:$ordering)>;
def PseudoAtomicLoadNand64 : RVAtomicPseudo<(ins GPR:$addr, GPR:$incr, i64imm:$ordering)>;
// The part-word (8- and 16-bit) ones work on the aligned word that holds the value,
// with the value, the operands and $mask shifted to its place in that word.
def PseudoMaskedCmpXchg32 : RVAtomicPseudo<(ins GPR:$addr, GPR:$cmpval, GPR:$newval, GPR:$mask, i64imm:$ordering)>;
def PseudoMaskedAtomicSwap32 : RVAtomicPseudo<(ins GPR:$addr, GPR:$incr, GPR:$mask, i64imm:$ordering)>;
def PseudoMaskedAtomicLoadAdd32 : RVAtomicPseudo<(ins GPR:$addr, GPR:$incr, GPR:$mask, i64imm:$ordering)>;
def PseudoMaskedAtomicLoadSub32 : RVAtomicPseudo<(ins GPR:$addr, GPR:$incr, GPR:$mask, i64imm:$ordering)>;
def PseudoMaskedAtomicLoadNand32 : RVAtomicPseudo<(ins GPR:$addr, GPR:$incr, GPR:$mask, i64imm:$ordering)>;
// Part-word min and max: $scratch2 holds the old field (sign-extended in place by
// the shift amount $sextshamt for the signed ones) that the loop compares.
class RVMinMaxPseudo<dag ins> : RVPseudo<(outs GPR:$res, GPR:$scratch1, GPR:$scratch2), ins> {
  let mayLoad = 1;
  let mayStore = 1;
  let hasSideEffects = 1;
  let Constraints = "@earlyclobber $res,@earlyclobber $scratch1,@earlyclobber $scratch2";
}
def PseudoMaskedAtomicLoadMax32 : RVMinMaxPseudo<(ins GPR:$addr, GPR:$incr, GPR:$mask, GPR:$sextshamt, i64imm:$ordering)>;
def PseudoMaskedAtomicLoadMin32 : RVMinMaxPseudo<(ins GPR:$addr, GPR:$incr, GPR:$mask, GPR:$sextshamt, i64imm:$ordering)>;
def PseudoMaskedAtomicLoadUMax32 : RVMinMaxPseudo<(ins GPR:$addr, GPR:$incr, GPR:$mask, i64imm:$ordering)>;
def PseudoMaskedAtomicLoadUMin32 : RVMinMaxPseudo<(ins GPR:$addr, GPR:$incr, GPR:$mask, i64imm:$ordering)>;
