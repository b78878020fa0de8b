// RISCVInstrInfoF.td - the F extension (single precision) and the instruction
// shapes the D extension shares: loads and stores, fused multiply-adds,
// arithmetic, sign injection, min/max, compares, class, conversions and moves.
// An instruction with a rounding mode prints it only when it is not `dyn`
// (`fcvt.w.s a0, fa0, rtz`); the assembler takes it with or without one.

// Rounding mode: dynamic (the `frm` CSR).
defvar FRM_DYN = 0b111;

class FPLoad<bits<3> funct3, string opcodestr, RegisterClass rty>
    : RVInstI<funct3, OPC_LOAD_FP, (outs rty:$rd), (ins GPR:$rs1, simm12:$imm12), opcodestr, "$rd, ${imm12}(${rs1})"> {
  let mayLoad = 1;
}
class FPStore<bits<3> funct3, string opcodestr, RegisterClass rty>
    : RVInstS<funct3, OPC_STORE_FP, (outs), (ins rty:$rs2, GPR:$rs1, simm12:$imm12), opcodestr, "$rs2, ${imm12}(${rs1})"> {
  let mayStore = 1;
}

multiclass FPFMA<bits<2> fmt, RVOpcode opcode, string opcodestr, RegisterClass rty> {
  def "" : RVInstR4Frm<fmt, opcode, (outs rty:$rd), (ins rty:$rs1, rty:$rs2, rty:$rs3, frmarg:$frm), opcodestr, "$rd, $rs1, $rs2, $rs3$frm">;
  def : InstAlias<opcodestr # "\t$rd, $rs1, $rs2, $rs3", (!cast<Instruction>(NAME) rty:$rd, rty:$rs1, rty:$rs2, rty:$rs3, FRM_DYN), 0>;
  def : InstAlias<opcodestr # "\t$rd, $rs1, $rs2, $rs3, $frm", (!cast<Instruction>(NAME) rty:$rd, rty:$rs1, rty:$rs2, rty:$rs3, frmarg:$frm), 0>;
}

multiclass FPALU_frm<bits<7> funct7, string opcodestr, RegisterClass rty> {
  def "" : RVInstRFrm<funct7, OPC_OP_FP, (outs rty:$rd), (ins rty:$rs1, rty:$rs2, frmarg:$frm), opcodestr, "$rd, $rs1, $rs2$frm">;
  def : InstAlias<opcodestr # "\t$rd, $rs1, $rs2", (!cast<Instruction>(NAME) rty:$rd, rty:$rs1, rty:$rs2, FRM_DYN), 0>;
  def : InstAlias<opcodestr # "\t$rd, $rs1, $rs2, $frm", (!cast<Instruction>(NAME) rty:$rd, rty:$rs1, rty:$rs2, frmarg:$frm), 0>;
}

class FPALU_rr<bits<7> funct7, bits<3> funct3, string opcodestr, RegisterClass rdty, RegisterClass rsty>
    : RVInstR<funct7, funct3, OPC_OP_FP, (outs rdty:$rd), (ins rsty:$rs1, rsty:$rs2), opcodestr, "$rd, $rs1, $rs2">;

// One source: rs2 is part of the opcode.
multiclass FPUnary_frm<bits<7> funct7, bits<5> rs2val, string opcodestr, RegisterClass rdty, RegisterClass rsty> {
  let rs2 = rs2val in
  def "" : RVInstRFrm<funct7, OPC_OP_FP, (outs rdty:$rd), (ins rsty:$rs1, frmarg:$frm), opcodestr, "$rd, $rs1$frm">;
  def : InstAlias<opcodestr # "\t$rd, $rs1", (!cast<Instruction>(NAME) rdty:$rd, rsty:$rs1, FRM_DYN), 0>;
  def : InstAlias<opcodestr # "\t$rd, $rs1, $frm", (!cast<Instruction>(NAME) rdty:$rd, rsty:$rs1, frmarg:$frm), 0>;
}
class FPUnary<bits<7> funct7, bits<5> rs2val, bits<3> funct3, string opcodestr, RegisterClass rdty, RegisterClass rsty>
    : RVInstR<funct7, funct3, OPC_OP_FP, (outs rdty:$rd), (ins rsty:$rs1), opcodestr, "$rd, $rs1"> {
  let rs2 = rs2val;
}

def FLW : FPLoad<0b010, "flw", FPR32>;
def FSW : FPStore<0b010, "fsw", FPR32>;
defm FMADD_S : FPFMA<0b00, OPC_MADD, "fmadd.s", FPR32>;
defm FMSUB_S : FPFMA<0b00, OPC_MSUB, "fmsub.s", FPR32>;
defm FNMSUB_S : FPFMA<0b00, OPC_NMSUB, "fnmsub.s", FPR32>;
defm FNMADD_S : FPFMA<0b00, OPC_NMADD, "fnmadd.s", FPR32>;
defm FADD_S : FPALU_frm<0b0000000, "fadd.s", FPR32>;
defm FSUB_S : FPALU_frm<0b0000100, "fsub.s", FPR32>;
defm FMUL_S : FPALU_frm<0b0001000, "fmul.s", FPR32>;
defm FDIV_S : FPALU_frm<0b0001100, "fdiv.s", FPR32>;
defm FSQRT_S : FPUnary_frm<0b0101100, 0b00000, "fsqrt.s", FPR32, FPR32>;
def FSGNJ_S : FPALU_rr<0b0010000, 0b000, "fsgnj.s", FPR32, FPR32>;
def FSGNJN_S : FPALU_rr<0b0010000, 0b001, "fsgnjn.s", FPR32, FPR32>;
def FSGNJX_S : FPALU_rr<0b0010000, 0b010, "fsgnjx.s", FPR32, FPR32>;
def FMIN_S : FPALU_rr<0b0010100, 0b000, "fmin.s", FPR32, FPR32>;
def FMAX_S : FPALU_rr<0b0010100, 0b001, "fmax.s", FPR32, FPR32>;
defm FCVT_W_S : FPUnary_frm<0b1100000, 0b00000, "fcvt.w.s", GPR, FPR32>;
defm FCVT_WU_S : FPUnary_frm<0b1100000, 0b00001, "fcvt.wu.s", GPR, FPR32>;
defm FCVT_L_S : FPUnary_frm<0b1100000, 0b00010, "fcvt.l.s", GPR, FPR32>;
defm FCVT_LU_S : FPUnary_frm<0b1100000, 0b00011, "fcvt.lu.s", GPR, FPR32>;
def FMV_X_W : FPUnary<0b1110000, 0b00000, 0b000, "fmv.x.w", GPR, FPR32>;
def FEQ_S : FPALU_rr<0b1010000, 0b010, "feq.s", GPR, FPR32>;
def FLT_S : FPALU_rr<0b1010000, 0b001, "flt.s", GPR, FPR32>;
def FLE_S : FPALU_rr<0b1010000, 0b000, "fle.s", GPR, FPR32>;
def FCLASS_S : FPUnary<0b1110000, 0b00000, 0b001, "fclass.s", GPR, FPR32>;
defm FCVT_S_W : FPUnary_frm<0b1101000, 0b00000, "fcvt.s.w", FPR32, GPR>;
defm FCVT_S_WU : FPUnary_frm<0b1101000, 0b00001, "fcvt.s.wu", FPR32, GPR>;
defm FCVT_S_L : FPUnary_frm<0b1101000, 0b00010, "fcvt.s.l", FPR32, GPR>;
defm FCVT_S_LU : FPUnary_frm<0b1101000, 0b00011, "fcvt.s.lu", FPR32, GPR>;
def FMV_W_X : FPUnary<0b1111000, 0b00000, 0b000, "fmv.w.x", FPR32, GPR>;
