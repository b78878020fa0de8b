// GenericOpcodes.td - target-independent pseudo instructions every target has.
//
// These are defined in namespace "TargetOpcode" with fixed opcode numbers,
// the first of every target's opcodes (the instruction-info back end checks
// they are 0, 1, 2, ...), so target-independent passes can name them (PHI is
// 0). Operands typed `unknown` accept any register or immediate.
//
// GlobalISel's generic opcodes (G_ADD, G_LOAD, ...) follow them: instructions
// with `isPreISelOpcode` set come right after the fixed ones, sorted by name,
// and before the target's own. Their register operands are `type0`..`type5`:
// operands naming the same type index must have the same low-level type
// (LLT), which the machine verifier checks.

#ifndef KILN_GENERIC_OPCODES_TD
#define KILN_GENERIC_OPCODES_TD

include "Instructions.td"

def unknown;        // operand of any kind

class TargetOpcodePseudo<int opcode> : PseudoInstruction {
  let Namespace = "TargetOpcode";
  int FixedOpcode = opcode;
}

def PHI : TargetOpcodePseudo<0> {
  let OutOperandList = (outs unknown:$dst);
  let InOperandList = (ins variable_ops);
  let AsmString = "PHINODE";
}
def INLINEASM : TargetOpcodePseudo<1> {
  let InOperandList = (ins variable_ops);
  let hasSideEffects = 1;
}
def CFI_INSTRUCTION : TargetOpcodePseudo<2> {
  let InOperandList = (ins i32imm:$id);
  let hasSideEffects = 1;
  let isNotDuplicable = 1;
}
def EH_LABEL : TargetOpcodePseudo<3> {
  let InOperandList = (ins i32imm:$id);
  let hasSideEffects = 1;
  let isNotDuplicable = 1;
}
def KILL : TargetOpcodePseudo<4> {
  let InOperandList = (ins variable_ops);
}
def EXTRACT_SUBREG : TargetOpcodePseudo<5> {
  let OutOperandList = (outs unknown:$dst);
  let InOperandList = (ins unknown:$supersrc, i32imm:$subidx);
}
def INSERT_SUBREG : TargetOpcodePseudo<6> {
  let OutOperandList = (outs unknown:$dst);
  let InOperandList = (ins unknown:$supersrc, unknown:$subsrc, i32imm:$subidx);
  let Constraints = "$supersrc = $dst";
}
def IMPLICIT_DEF : TargetOpcodePseudo<7> {
  let OutOperandList = (outs unknown:$dst);
  let isReMaterializable = 1;
  let isAsCheapAsAMove = 1;
}
def SUBREG_TO_REG : TargetOpcodePseudo<8> {
  let OutOperandList = (outs unknown:$dst);
  let InOperandList = (ins unknown:$implsrc, unknown:$subsrc, i32imm:$subidx);
}
def COPY_TO_REGCLASS : TargetOpcodePseudo<9> {
  let OutOperandList = (outs unknown:$dst);
  let InOperandList = (ins unknown:$src, i32imm:$regclass);
}
def DBG_VALUE : TargetOpcodePseudo<10> {
  let InOperandList = (ins variable_ops);
  let AsmString = "DBG_VALUE";
}
def REG_SEQUENCE : TargetOpcodePseudo<11> {
  let OutOperandList = (outs unknown:$dst);
  let InOperandList = (ins unknown:$supersrc, variable_ops);
}
def COPY : TargetOpcodePseudo<12> {
  let OutOperandList = (outs unknown:$dst);
  let InOperandList = (ins unknown:$src);
  let isAsCheapAsAMove = 1;
}
def BUNDLE : TargetOpcodePseudo<13> {
  let InOperandList = (ins variable_ops);
  let AsmString = "BUNDLE";
  let hasSideEffects = 0;
}

def LIFETIME_START : TargetOpcodePseudo<14> {
  let InOperandList = (ins i32imm:$id);
  let AsmString = "LIFETIME_START";
  let hasSideEffects = 0;
  let isNotDuplicable = 1;
}
def LIFETIME_END : TargetOpcodePseudo<15> {
  let InOperandList = (ins i32imm:$id);
  let AsmString = "LIFETIME_END";
  let hasSideEffects = 0;
  let isNotDuplicable = 1;
}
def DBG_VALUE_LIST : TargetOpcodePseudo<16> {
  let InOperandList = (ins variable_ops);
  let AsmString = "DBG_VALUE_LIST";
}
def DBG_INSTR_REF : TargetOpcodePseudo<17> {
  let InOperandList = (ins variable_ops);
  let AsmString = "DBG_INSTR_REF";
}
def DBG_PHI : TargetOpcodePseudo<18> {
  let InOperandList = (ins variable_ops);
  let AsmString = "DBG_PHI";
}
def DBG_LABEL : TargetOpcodePseudo<19> {
  let InOperandList = (ins unknown:$label);
  let AsmString = "DBG_LABEL";
}

//===-- GlobalISel generic opcodes ----------------------------------------===//
//
// Operand types: a register operand `typeN` has the type of type index N;
// `untyped_imm_0` is a plain immediate (a bit width, a bit offset).

class TypedOperand<string ty> : Operand<untyped> {
  let OperandType = ty;
}
def type0 : TypedOperand<"OPERAND_GENERIC_0">;
def type1 : TypedOperand<"OPERAND_GENERIC_1">;
def type2 : TypedOperand<"OPERAND_GENERIC_2">;
def type3 : TypedOperand<"OPERAND_GENERIC_3">;
def type4 : TypedOperand<"OPERAND_GENERIC_4">;
def type5 : TypedOperand<"OPERAND_GENERIC_5">;
def untyped_imm_0 : TypedOperand<"OPERAND_IMMEDIATE">;

class GenericInstruction : PseudoInstruction {
  let Namespace = "TargetOpcode";
  let isPreISelOpcode = 1;
}

// One result of type 0 from operands of type 0.
class GenericUnary : GenericInstruction {
  let OutOperandList = (outs type0:$dst);
  let InOperandList = (ins type0:$src);
}
class GenericBinary<bit commutable = 0> : GenericInstruction {
  let OutOperandList = (outs type0:$dst);
  let InOperandList = (ins type0:$src1, type0:$src2);
  let isCommutable = commutable;
}
class GenericTernary : GenericInstruction {
  let OutOperandList = (outs type0:$dst);
  let InOperandList = (ins type0:$src1, type0:$src2, type0:$src3);
}
// A result of type 0 from one operand of type 1 (conversions, bit counts).
class GenericConversion : GenericInstruction {
  let OutOperandList = (outs type0:$dst);
  let InOperandList = (ins type1:$src);
}
// A value of type 0 shifted by an amount of type 1.
class GenericShift : GenericInstruction {
  let OutOperandList = (outs type0:$dst);
  let InOperandList = (ins type0:$src, type1:$amount);
}
// A result of type 0 and a carry or overflow flag of type 1.
class GenericOverflow<bit commutable = 0> : GenericInstruction {
  let OutOperandList = (outs type0:$dst, type1:$carry_out);
  let InOperandList = (ins type0:$src1, type0:$src2);
  let isCommutable = commutable;
}
class GenericCarryIn : GenericInstruction {
  let OutOperandList = (outs type0:$dst, type1:$carry_out);
  let InOperandList = (ins type0:$src1, type0:$src2, type1:$carry_in);
}
// A value of type 0 from the address of type 1.
class GenericLoad : GenericInstruction {
  let OutOperandList = (outs type0:$dst);
  let InOperandList = (ins type1:$addr);
  let mayLoad = 1;
}

// ---- Values without operands ----
def G_IMPLICIT_DEF : GenericInstruction { let OutOperandList = (outs type0:$dst); }
def G_PHI : GenericInstruction {
  let OutOperandList = (outs type0:$dst);
  let InOperandList = (ins variable_ops);
}
def G_CONSTANT : GenericInstruction {
  let OutOperandList = (outs type0:$dst);
  let InOperandList = (ins unknown:$imm);
}
def G_FCONSTANT : GenericInstruction {
  let OutOperandList = (outs type0:$dst);
  let InOperandList = (ins unknown:$imm);
}
def G_FRAME_INDEX : GenericInstruction {
  let OutOperandList = (outs type0:$dst);
  let InOperandList = (ins unknown:$index);
}
def G_GLOBAL_VALUE : GenericInstruction {
  let OutOperandList = (outs type0:$dst);
  let InOperandList = (ins unknown:$global);
}
def G_BLOCK_ADDR : GenericInstruction {
  let OutOperandList = (outs type0:$dst);
  let InOperandList = (ins unknown:$address);
}
def G_JUMP_TABLE : GenericInstruction {
  let OutOperandList = (outs type0:$dst);
  let InOperandList = (ins unknown:$table);
}

// ---- Integer arithmetic and bitwise operations ----
def G_ADD : GenericBinary<1>;
def G_SUB : GenericBinary;
def G_MUL : GenericBinary<1>;
def G_SDIV : GenericBinary;
def G_UDIV : GenericBinary;
def G_SREM : GenericBinary;
def G_UREM : GenericBinary;
def G_AND : GenericBinary<1>;
def G_OR : GenericBinary<1>;
def G_XOR : GenericBinary<1>;
def G_UMULH : GenericBinary<1>;
def G_SMULH : GenericBinary<1>;
def G_SMIN : GenericBinary<1>;
def G_SMAX : GenericBinary<1>;
def G_UMIN : GenericBinary<1>;
def G_UMAX : GenericBinary<1>;
def G_SADDSAT : GenericBinary<1>;
def G_UADDSAT : GenericBinary<1>;
def G_SSUBSAT : GenericBinary;
def G_USUBSAT : GenericBinary;
def G_ABS : GenericUnary;
def G_BSWAP : GenericUnary;
def G_BITREVERSE : GenericUnary;
def G_FREEZE : GenericUnary;
def G_SHL : GenericShift;
def G_LSHR : GenericShift;
def G_ASHR : GenericShift;
// Funnel shifts: the concatenation $src1:$src2 shifted by $amount modulo the width, the high
// (G_FSHL) or low (G_FSHR) half kept.
def G_FSHL : GenericInstruction {
  let OutOperandList = (outs type0:$dst);
  let InOperandList = (ins type0:$src1, type0:$src2, type1:$amount);
}
def G_FSHR : GenericInstruction {
  let OutOperandList = (outs type0:$dst);
  let InOperandList = (ins type0:$src1, type0:$src2, type1:$amount);
}
def G_ROTL : GenericShift;
def G_ROTR : GenericShift;
def G_CTLZ : GenericConversion;
def G_CTLZ_ZERO_UNDEF : GenericConversion;
def G_CTTZ : GenericConversion;
def G_CTTZ_ZERO_UNDEF : GenericConversion;
def G_CTPOP : GenericConversion;

// ---- Overflow and carry ----
def G_UADDO : GenericOverflow<1>;
def G_SADDO : GenericOverflow<1>;
def G_USUBO : GenericOverflow;
def G_SSUBO : GenericOverflow;
def G_UMULO : GenericOverflow<1>;
def G_SMULO : GenericOverflow<1>;
def G_UADDE : GenericCarryIn;
def G_SADDE : GenericCarryIn;
def G_USUBE : GenericCarryIn;
def G_SSUBE : GenericCarryIn;

// ---- Comparisons and selection ----
// The predicate operand is `intpred(...)`/`floatpred(...)`; the result is type 0.
def G_ICMP : GenericInstruction {
  let OutOperandList = (outs type0:$dst);
  let InOperandList = (ins unknown:$predicate, type1:$src1, type1:$src2);
}
def G_FCMP : GenericInstruction {
  let OutOperandList = (outs type0:$dst);
  let InOperandList = (ins unknown:$predicate, type1:$src1, type1:$src2);
}
def G_SELECT : GenericInstruction {
  let OutOperandList = (outs type0:$dst);
  let InOperandList = (ins type1:$test, type0:$src1, type0:$src2);
}

// ---- Conversions ----
def G_ANYEXT : GenericConversion;
def G_SEXT : GenericConversion;
def G_ZEXT : GenericConversion;
def G_TRUNC : GenericConversion;
def G_SEXT_INREG : GenericInstruction {
  let OutOperandList = (outs type0:$dst);
  let InOperandList = (ins type0:$src, untyped_imm_0:$bits);
}
def G_PTRTOINT : GenericConversion;
def G_INTTOPTR : GenericConversion;
def G_BITCAST : GenericConversion;

// ---- Floating point ----
def G_FADD : GenericBinary<1>;
def G_FSUB : GenericBinary;
def G_FMUL : GenericBinary<1>;
def G_FDIV : GenericBinary;
def G_FREM : GenericBinary;
def G_FMA : GenericTernary;
def G_FMINNUM : GenericBinary<1>;
def G_FMAXNUM : GenericBinary<1>;
def G_FCOPYSIGN : GenericBinary;
def G_FNEG : GenericUnary;
def G_FABS : GenericUnary;
def G_FSQRT : GenericUnary;
def G_FFLOOR : GenericUnary;
def G_FCEIL : GenericUnary;
def G_FRINT : GenericUnary;
def G_FPEXT : GenericConversion;
def G_FPTRUNC : GenericConversion;
def G_FPTOSI : GenericConversion;
def G_FPTOUI : GenericConversion;
def G_SITOFP : GenericConversion;
def G_UITOFP : GenericConversion;

// ---- Memory ----
// Each carries one memory operand giving the access size and ordering.
def G_LOAD : GenericLoad;
def G_SEXTLOAD : GenericLoad;
def G_ZEXTLOAD : GenericLoad;
def G_STORE : GenericInstruction {
  let InOperandList = (ins type0:$src, type1:$addr);
  let mayStore = 1;
}
def G_PTR_ADD : GenericInstruction {
  let OutOperandList = (outs type0:$dst);
  let InOperandList = (ins type0:$base, type1:$offset);
}
def G_DYN_STACKALLOC : GenericInstruction {
  let OutOperandList = (outs type0:$dst);
  let InOperandList = (ins type1:$size, i32imm:$align);
  let hasSideEffects = 1;
}
def G_MEMCPY : GenericInstruction {
  let InOperandList = (ins type0:$dst, type1:$src, type2:$size, untyped_imm_0:$tailcall);
  let mayLoad = 1;
  let mayStore = 1;
}
def G_MEMMOVE : GenericInstruction {
  let InOperandList = (ins type0:$dst, type1:$src, type2:$size, untyped_imm_0:$tailcall);
  let mayLoad = 1;
  let mayStore = 1;
}
def G_MEMSET : GenericInstruction {
  let InOperandList = (ins type0:$dst, type1:$value, type2:$size, untyped_imm_0:$tailcall);
  let mayStore = 1;
}
// A call of the target intrinsic `$intrinsic` (an `intrinsic(@name)` operand) without side
// effects: its results, then the intrinsic, then the call's arguments.
def G_INTRINSIC : GenericInstruction {
  let OutOperandList = (outs);
  let InOperandList = (ins unknown:$intrinsic, variable_ops);
}
def G_FENCE : GenericInstruction {
  let InOperandList = (ins i32imm:$ordering, i32imm:$scope);
  let hasSideEffects = 1;
}

// ---- Atomics ----
// `atomicrmw OP`: the old value at `$addr`, where the operation of it and `$val`
// is stored; one `load store` memory operand with the ordering.
class GenericAtomicRMW : GenericInstruction {
  let OutOperandList = (outs type0:$oldval);
  let InOperandList = (ins type1:$addr, type0:$val);
  let mayLoad = 1;
  let mayStore = 1;
}
foreach rmw = ["XCHG", "ADD", "SUB", "AND", "NAND", "OR", "XOR", "MAX", "MIN", "UMAX", "UMIN", "FADD", "FSUB"] in
  def G_ATOMICRMW_ # rmw : GenericAtomicRMW;
// `cmpxchg`: the old value, and whether it was `$cmpval` (then `$newval` was
// stored); the memory operand carries the success and failure orderings.
def G_ATOMIC_CMPXCHG_WITH_SUCCESS : GenericInstruction {
  let OutOperandList = (outs type0:$oldval, type1:$success);
  let InOperandList = (ins type2:$addr, type0:$cmpval, type0:$newval);
  let mayLoad = 1;
  let mayStore = 1;
}

// ---- Branches ----
def G_BR : GenericInstruction {
  let InOperandList = (ins unknown:$dest);
  let isBranch = 1;
  let isTerminator = 1;
  let isBarrier = 1;
}
def G_BRCOND : GenericInstruction {
  let InOperandList = (ins type0:$test, unknown:$dest);
  let isBranch = 1;
  let isTerminator = 1;
}
def G_BRINDIRECT : GenericInstruction {
  let InOperandList = (ins type0:$address);
  let isBranch = 1;
  let isIndirectBranch = 1;
  let isTerminator = 1;
  let isBarrier = 1;
}
def G_BRJT : GenericInstruction {
  let InOperandList = (ins type0:$table, unknown:$index, type1:$entry);
  let isBranch = 1;
  let isIndirectBranch = 1;
  let isTerminator = 1;
  let isBarrier = 1;
}

// ---- Merging and splitting values (the legalizer's artifacts) ----
// G_MERGE_VALUES concatenates sources of one type (the first is the low
// part); G_UNMERGE_VALUES splits its last operand into its defs, low part
// first. Their variable operands are checked by the verifier.
def G_MERGE_VALUES : GenericInstruction {
  let OutOperandList = (outs type0:$dst);
  let InOperandList = (ins type1:$src0, variable_ops);
}
def G_UNMERGE_VALUES : GenericInstruction {
  let OutOperandList = (outs type0:$dst0);
  let InOperandList = (ins variable_ops);
}
// The bits of type 0 at bit offset `$offset` of the source.
def G_EXTRACT : GenericInstruction {
  let OutOperandList = (outs type0:$dst);
  let InOperandList = (ins type1:$src, untyped_imm_0:$offset);
}
def G_INSERT : GenericInstruction {
  let OutOperandList = (outs type0:$dst);
  let InOperandList = (ins type0:$src, type1:$part, untyped_imm_0:$offset);
}
def G_BUILD_VECTOR : GenericInstruction {
  let OutOperandList = (outs type0:$dst);
  let InOperandList = (ins type1:$src0, variable_ops);
}
def G_BUILD_VECTOR_TRUNC : GenericInstruction {
  let OutOperandList = (outs type0:$dst);
  let InOperandList = (ins type1:$src0, variable_ops);
}
def G_CONCAT_VECTORS : GenericInstruction {
  let OutOperandList = (outs type0:$dst);
  let InOperandList = (ins type1:$src0, variable_ops);
}
def G_EXTRACT_VECTOR_ELT : GenericInstruction {
  let OutOperandList = (outs type0:$dst);
  let InOperandList = (ins type1:$src, type2:$index);
}
def G_INSERT_VECTOR_ELT : GenericInstruction {
  let OutOperandList = (outs type0:$dst);
  let InOperandList = (ins type0:$src, type1:$element, type2:$index);
}
// The lanes of `$v1` then `$v2` that `$mask` (a `shufflemask(...)`) picks, in its order.
def G_SHUFFLE_VECTOR : GenericInstruction {
  let OutOperandList = (outs type0:$dst);
  let InOperandList = (ins type1:$v1, type1:$v2, unknown:$mask);
}

#endif // KILN_GENERIC_OPCODES_TD
