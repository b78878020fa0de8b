// RISCVPatterns.td - selection patterns for RV64I and M: integer arithmetic
// and logic in register and 12-bit immediate forms (the 32-bit *W forms for
// values sign-extended from 32 bits), shifts, compares into 0/1, branches on
// compares, traps, loads and stores with a base register (or frame index) plus a
// 12-bit offset, calls and returns. Constants, frame indices, global
// addresses and sign extensions in registers are selected by hand
// (src/isel.rs).

// ---- Arithmetic and logic ----------------------------------------------------
multiclass ALUPats<SDPatternOperator op, RVInst rr, RVInst ri> {
  def : Pat<(op GPR:$a, GPR:$b), (rr GPR:$a, GPR:$b)>;
  def : Pat<(op GPR:$a, simm12_leaf:$b), (ri GPR:$a, simm12_leaf:$b)>;
}
defm : ALUPats<add, ADD, ADDI>;
defm : ALUPats<and, AND, ANDI>;
defm : ALUPats<or, OR, ORI>;
defm : ALUPats<xor, XOR, XORI>;
def : Pat<(sub GPR:$a, GPR:$b), (SUB GPR:$a, GPR:$b)>;
def : Pat<(sub GPR:$a, simm12_neg_leaf:$b), (ADDI GPR:$a, (negate_imm simm12_neg_leaf:$b))>;

def : Pat<(shl GPR:$a, GPR:$b), (SLL GPR:$a, GPR:$b)>;
def : Pat<(srl GPR:$a, GPR:$b), (SRL GPR:$a, GPR:$b)>;
def : Pat<(sra GPR:$a, GPR:$b), (SRA GPR:$a, GPR:$b)>;
def : Pat<(shl GPR:$a, uimm6_leaf:$b), (SLLI GPR:$a, uimm6_leaf:$b)>;
def : Pat<(srl GPR:$a, uimm6_leaf:$b), (SRLI GPR:$a, uimm6_leaf:$b)>;
def : Pat<(sra GPR:$a, uimm6_leaf:$b), (SRAI GPR:$a, uimm6_leaf:$b)>;

// Zero extensions of the low 16 and 32 bits: two shifts.
def : Pat<(and GPR:$a, imm_ffff), (SRLI (SLLI GPR:$a, 48), 48)>;
def : Pat<(and GPR:$a, imm_ffffffff), (SRLI (SLLI GPR:$a, 32), 32)>;

// The 32-bit forms sign-extend their result from bit 31 (`sext.w` is `addiw rd, rs, 0`).
def : Pat<(sext_inreg GPR:$a, i32), (ADDIW GPR:$a, 0)>;
let AddedComplexity = 1 in {
def : Pat<(sext_inreg (add GPR:$a, GPR:$b), i32), (ADDW GPR:$a, GPR:$b)>;
def : Pat<(sext_inreg (add GPR:$a, simm12_leaf:$b), i32), (ADDIW GPR:$a, simm12_leaf:$b)>;
def : Pat<(sext_inreg (sub GPR:$a, GPR:$b), i32), (SUBW GPR:$a, GPR:$b)>;
def : Pat<(sext_inreg (shl GPR:$a, uimm5_leaf:$b), i32), (SLLIW GPR:$a, uimm5_leaf:$b)>;
def : Pat<(sext_inreg (shl GPR:$a, GPR:$b), i32), (SLLW GPR:$a, GPR:$b)>;
def : Pat<(sra (sext_inreg GPR:$a, i32), uimm5_leaf:$b), (SRAIW GPR:$a, uimm5_leaf:$b)>;
}

// ---- M: multiplication and division --------------------------------------------
let Predicates = [HasStdExtM] in {
def : Pat<(mul GPR:$a, GPR:$b), (MUL GPR:$a, GPR:$b)>;
def : Pat<(mulhs GPR:$a, GPR:$b), (MULH GPR:$a, GPR:$b)>;
def : Pat<(mulhu GPR:$a, GPR:$b), (MULHU GPR:$a, GPR:$b)>;
def : Pat<(sdiv GPR:$a, GPR:$b), (DIV GPR:$a, GPR:$b)>;
def : Pat<(udiv GPR:$a, GPR:$b), (DIVU GPR:$a, GPR:$b)>;
def : Pat<(srem GPR:$a, GPR:$b), (REM GPR:$a, GPR:$b)>;
def : Pat<(urem GPR:$a, GPR:$b), (REMU GPR:$a, GPR:$b)>;
let AddedComplexity = 1 in
def : Pat<(sext_inreg (mul GPR:$a, GPR:$b), i32), (MULW GPR:$a, GPR:$b)>;
}

// ---- Compares into 0 or 1 -------------------------------------------------------
def : Pat<(setcc GPR:$a, GPR:$b, SETLT), (SLT GPR:$a, GPR:$b)>;
def : Pat<(setcc GPR:$a, GPR:$b, SETULT), (SLTU GPR:$a, GPR:$b)>;
def : Pat<(setcc GPR:$a, GPR:$b, SETGT), (SLT GPR:$b, GPR:$a)>;
def : Pat<(setcc GPR:$a, GPR:$b, SETUGT), (SLTU GPR:$b, GPR:$a)>;
def : Pat<(setcc GPR:$a, GPR:$b, SETGE), (XORI (SLT GPR:$a, GPR:$b), 1)>;
def : Pat<(setcc GPR:$a, GPR:$b, SETUGE), (XORI (SLTU GPR:$a, GPR:$b), 1)>;
def : Pat<(setcc GPR:$a, GPR:$b, SETLE), (XORI (SLT GPR:$b, GPR:$a), 1)>;
def : Pat<(setcc GPR:$a, GPR:$b, SETULE), (XORI (SLTU GPR:$b, GPR:$a), 1)>;
def : Pat<(setcc GPR:$a, GPR:$b, SETEQ), (SLTIU (XOR GPR:$a, GPR:$b), 1)>;
def : Pat<(setcc GPR:$a, GPR:$b, SETNE), (SLTU X0, (XOR GPR:$a, GPR:$b))>;
let AddedComplexity = 1 in {
def : Pat<(setcc GPR:$a, simm12_leaf:$b, SETLT), (SLTI GPR:$a, simm12_leaf:$b)>;
def : Pat<(setcc GPR:$a, simm12_leaf:$b, SETULT), (SLTIU GPR:$a, simm12_leaf:$b)>;
def : Pat<(setcc GPR:$a, 0, SETEQ), (SLTIU GPR:$a, 1)>;
def : Pat<(setcc GPR:$a, 0, SETNE), (SLTU X0, GPR:$a)>;
def : Pat<(setcc GPR:$a, simm12_neg_leaf:$b, SETEQ), (SLTIU (ADDI GPR:$a, (negate_imm simm12_neg_leaf:$b)), 1)>;
def : Pat<(setcc GPR:$a, simm12_neg_leaf:$b, SETNE), (SLTU X0, (ADDI GPR:$a, (negate_imm simm12_neg_leaf:$b)))>;
}

// ---- Branches -------------------------------------------------------------------------
multiclass BranchPats<CondCode cc, RVInst inst> {
  def : Pat<(brcond (setcc GPR:$a, GPR:$b, cc), bb:$dst), (inst GPR:$a, GPR:$b, bb:$dst)>;
}
// The same branch with the operands swapped (a > b is b < a).
multiclass SwappedBranchPats<CondCode cc, RVInst inst> {
  def : Pat<(brcond (setcc GPR:$a, GPR:$b, cc), bb:$dst), (inst GPR:$b, GPR:$a, bb:$dst)>;
}
defm : BranchPats<SETEQ, BEQ>;
defm : BranchPats<SETNE, BNE>;
defm : BranchPats<SETLT, BLT>;
defm : BranchPats<SETGE, BGE>;
defm : BranchPats<SETULT, BLTU>;
defm : BranchPats<SETUGE, BGEU>;
defm : SwappedBranchPats<SETGT, BLT>;
defm : SwappedBranchPats<SETLE, BGE>;
defm : SwappedBranchPats<SETUGT, BLTU>;
defm : SwappedBranchPats<SETULE, BGEU>;
let AddedComplexity = 1 in {
def : Pat<(brcond (setcc GPR:$a, 0, SETEQ), bb:$dst), (BEQ GPR:$a, X0, bb:$dst)>;
def : Pat<(brcond (setcc GPR:$a, 0, SETNE), bb:$dst), (BNE GPR:$a, X0, bb:$dst)>;
}
def : Pat<(brcond GPR:$c, bb:$dst), (BNE GPR:$c, X0, bb:$dst)>;
def : Pat<(br bb:$dst), (PseudoBR bb:$dst)>;
def : Pat<(brind GPR:$a), (PseudoBRIND GPR:$a)>;
// llvm.trap and llvm.debugtrap, as llc selects them.
def : Pat<(trap), (UNIMP)>;
def : Pat<(debugtrap), (EBREAK)>;

// ---- Loads and stores ---------------------------------------------------------------
multiclass LoadPats<PatFrag ld, RVInst inst> {
  def : Pat<(ld BaseAddr:$base), (inst BaseAddr:$base, 0)>;
  def : Pat<(ld (add BaseAddr:$base, simm12_leaf:$off)), (inst BaseAddr:$base, simm12_leaf:$off)>;
}
defm : LoadPats<sextloadi8, LB>;
defm : LoadPats<anyloadi8, LBU>;
defm : LoadPats<zextloadi8, LBU>;
defm : LoadPats<zextloadi1, LBU>;
defm : LoadPats<anyloadi1, LBU>;
defm : LoadPats<sextloadi16, LH>;
defm : LoadPats<anyloadi16, LH>;
defm : LoadPats<zextloadi16, LHU>;
defm : LoadPats<sextloadi32, LW>;
defm : LoadPats<anyloadi32, LW>;
defm : LoadPats<zextloadi32, LWU>;
defm : LoadPats<loadi64, LD>;

multiclass StorePats<PatFrag st, RVInst inst> {
  def : Pat<(st GPR:$v, BaseAddr:$base), (inst GPR:$v, BaseAddr:$base, 0)>;
  def : Pat<(st GPR:$v, (add BaseAddr:$base, simm12_leaf:$off)), (inst GPR:$v, BaseAddr:$base, simm12_leaf:$off)>;
}
defm : StorePats<storei8, SB>;
defm : StorePats<storei16, SH>;
defm : StorePats<storei32, SW>;
defm : StorePats<storei64, SD>;

// ---- Calls and returns ----------------------------------------------------------------
def : Pat<(callseq_start timm:$amt1, timm:$amt2), (ADJCALLSTACKDOWN timm:$amt1, timm:$amt2)>;
def : Pat<(callseq_end timm:$amt1, timm:$amt2), (ADJCALLSTACKUP timm:$amt1, timm:$amt2)>;
def : Pat<(riscv_call (i64 tglobaladdr:$func)), (PseudoCallSym tglobaladdr:$func)>;
def : Pat<(riscv_call (i64 texternalsym:$func)), (PseudoCallSym texternalsym:$func)>;
def : Pat<(riscv_call GPR:$rs1), (PseudoCallReg GPR:$rs1)>;
def : Pat<(riscv_ret_flag), (PseudoRET)>;
