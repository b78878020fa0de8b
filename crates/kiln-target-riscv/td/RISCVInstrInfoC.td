// RISCVInstrInfoC.td - the C extension: the 16-bit instructions of RV64C with
// their `bits<16> Inst` layouts, and the CompressPat rules by which the
// assembler emits them in place of the 32-bit instructions they stand for
// (tried in order, first fit wins, as llvm-mc does with `+c`). The operands
// here are the written ones; a compressed instruction's destination that is
// also its source is written once.

//===- Operands ------------------------------------------------------------===//
def SImm6Operand : RVAsmOperand<"SImm6">;
def SImm6NonZeroOperand : RVAsmOperand<"SImm6NonZero">;
def CLUIImmOperand : RVAsmOperand<"CLUIImm">;
def UImmLog2XLenNonZeroOperand : RVAsmOperand<"UImmLog2XLenNonZero">;
def UImm7Lsb00Operand : RVAsmOperand<"UImm7Lsb00">;
def UImm8Lsb00Operand : RVAsmOperand<"UImm8Lsb00">;
def UImm8Lsb000Operand : RVAsmOperand<"UImm8Lsb000">;
def UImm9Lsb000Operand : RVAsmOperand<"UImm9Lsb000">;
def UImm10Lsb00NonZeroOperand : RVAsmOperand<"UImm10Lsb00NonZero">;
def SImm10Lsb0000NonZeroOperand : RVAsmOperand<"SImm10Lsb0000NonZero">;
def SImm9Lsb0Operand : RVAsmOperand<"SImm9Lsb0">;
def SImm12Lsb0Operand : RVAsmOperand<"SImm12Lsb0">;

def simm6 : RVImm<"SImm6">;
def simm6nonzero : RVImm<"SImm6NonZero">;
def c_lui_imm : RVImm<"CLUIImm">;
def uimmlog2xlennonzero : RVImm<"UImmLog2XLenNonZero">;
def uimm7_lsb00 : RVImm<"UImm7Lsb00">;
def uimm8_lsb00 : RVImm<"UImm8Lsb00">;
def uimm8_lsb000 : RVImm<"UImm8Lsb000">;
def uimm9_lsb000 : RVImm<"UImm9Lsb000">;
def uimm10_lsb00nonzero : RVImm<"UImm10Lsb00NonZero">;
def simm10_lsb0000nonzero : RVImm<"SImm10Lsb0000NonZero">;
def simm9_lsb0 : RVImm<"SImm9Lsb0"> { let OperandType = "OPERAND_PCREL"; }
def simm12_lsb0 : RVImm<"SImm12Lsb0"> { let OperandType = "OPERAND_PCREL"; }

//===- Formats -------------------------------------------------------------===//
class RVInst16<dag outs, dag ins, string opcodestr, string argstr, RVFormat format> : Instruction {
  let Namespace = "RISCV";
  field bits<16> Inst;
  let Size = 2;
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = opcodestr # !if(!empty(argstr), "", "\t" # argstr);
  let TSFlags{4-0} = format.Value;
}

// CR: funct4, rd/rs1, rs2, op.
class RVInstCR<bits<4> funct4, bits<2> op, dag outs, dag ins, string opcodestr, string argstr>
    : RVInst16<outs, ins, opcodestr, argstr, FormatCR> {
  let Inst{15-12} = funct4;
  let Inst{1-0} = op;
}
// CI: funct3, imm[5], rd, imm[4:0], op (the immediate's layout per instruction).
class RVInstCI<bits<3> funct3, bits<2> op, dag outs, dag ins, string opcodestr, string argstr>
    : RVInst16<outs, ins, opcodestr, argstr, FormatCI> {
  bits<5> rd;
  let Inst{15-13} = funct3;
  let Inst{11-7} = rd;
  let Inst{1-0} = op;
}
class RVInstC3<bits<3> funct3, bits<2> op, RVFormat format, dag outs, dag ins, string opcodestr, string argstr>
    : RVInst16<outs, ins, opcodestr, argstr, format> {
  let Inst{15-13} = funct3;
  let Inst{1-0} = op;
}

//===- Instructions --------------------------------------------------------===//
def C_ADDI4SPN : RVInstC3<0b000, 0b00, FormatCIW, (outs GPRC:$rd), (ins SP:$rs1, uimm10_lsb00nonzero:$imm), "c.addi4spn", "$rd, $rs1, $imm"> {
  bits<3> rd;
  bits<10> imm;
  let Inst{12-11} = imm{5-4};
  let Inst{10-7} = imm{9-6};
  let Inst{6} = imm{2};
  let Inst{5} = imm{3};
  let Inst{4-2} = rd{2-0};
}

// Loads and stores: CL/CS with rd'/rs2' at 4-2 and rs1' at 9-7.
class CLoadStore<bits<3> funct3, RVFormat format, dag outs, dag ins, string opcodestr, string argstr>
    : RVInstC3<funct3, 0b00, format, outs, ins, opcodestr, argstr> {
  bits<3> rs1;
  bits<3> rd;
  bits<8> imm;
  let Inst{9-7} = rs1{2-0};
  let Inst{4-2} = rd{2-0};
}
class CWord<bits<3> funct3, RVFormat format, dag outs, dag ins, string opcodestr, string argstr>
    : CLoadStore<funct3, format, outs, ins, opcodestr, argstr> {
  let Inst{12-10} = imm{5-3};
  let Inst{6} = imm{2};
  let Inst{5} = imm{6};
}
class CDouble<bits<3> funct3, RVFormat format, dag outs, dag ins, string opcodestr, string argstr>
    : CLoadStore<funct3, format, outs, ins, opcodestr, argstr> {
  let Inst{12-10} = imm{5-3};
  let Inst{6-5} = imm{7-6};
}
def C_LW : CWord<0b010, FormatCL, (outs GPRC:$rd), (ins GPRC:$rs1, uimm7_lsb00:$imm), "c.lw", "$rd, ${imm}(${rs1})">;
def C_LD : CDouble<0b011, FormatCL, (outs GPRC:$rd), (ins GPRC:$rs1, uimm8_lsb000:$imm), "c.ld", "$rd, ${imm}(${rs1})">;
def C_FLD : CDouble<0b001, FormatCL, (outs FPR64C:$rd), (ins GPRC:$rs1, uimm8_lsb000:$imm), "c.fld", "$rd, ${imm}(${rs1})">;
def C_SW : CWord<0b110, FormatCS, (outs), (ins GPRC:$rd, GPRC:$rs1, uimm7_lsb00:$imm), "c.sw", "$rd, ${imm}(${rs1})">;
def C_SD : CDouble<0b111, FormatCS, (outs), (ins GPRC:$rd, GPRC:$rs1, uimm8_lsb000:$imm), "c.sd", "$rd, ${imm}(${rs1})">;
def C_FSD : CDouble<0b101, FormatCS, (outs), (ins FPR64C:$rd, GPRC:$rs1, uimm8_lsb000:$imm), "c.fsd", "$rd, ${imm}(${rs1})">;

def C_NOP : RVInst16<(outs), (ins), "c.nop", "", FormatCI> { let Inst{15-0} = 0b0000000000000001; }

// CI arithmetic: imm[5] at 12, imm[4:0] at 6-2.
class CImm<bits<3> funct3, bits<2> op, dag outs, dag ins, string opcodestr, string argstr>
    : RVInstCI<funct3, op, outs, ins, opcodestr, argstr> {
  bits<6> imm;
  let Inst{12} = imm{5};
  let Inst{6-2} = imm{4-0};
}
def C_ADDI : CImm<0b000, 0b01, (outs GPRNoX0:$rd), (ins simm6nonzero:$imm), "c.addi", "$rd, $imm">;
def C_ADDIW : CImm<0b001, 0b01, (outs GPRNoX0:$rd), (ins simm6:$imm), "c.addiw", "$rd, $imm">;
def C_LI : CImm<0b010, 0b01, (outs GPRNoX0:$rd), (ins simm6:$imm), "c.li", "$rd, $imm">;
def C_LUI : CImm<0b011, 0b01, (outs GPRNoX0X2:$rd), (ins c_lui_imm:$imm), "c.lui", "$rd, $imm">;
def C_SLLI : CImm<0b000, 0b10, (outs GPRNoX0:$rd), (ins uimmlog2xlennonzero:$imm), "c.slli", "$rd, $imm">;
def C_ADDI16SP : RVInstC3<0b011, 0b01, FormatCI, (outs SP:$rd), (ins simm10_lsb0000nonzero:$imm), "c.addi16sp", "$rd, $imm"> {
  bits<10> imm;
  let Inst{12} = imm{9};
  let Inst{11-7} = 0b00010;
  let Inst{6} = imm{4};
  let Inst{5} = imm{6};
  let Inst{4-3} = imm{8-7};
  let Inst{2} = imm{5};
}

// Stack-pointer loads and stores.
def C_LWSP : RVInstCI<0b010, 0b10, (outs GPRNoX0:$rd), (ins SP:$rs1, uimm8_lsb00:$imm), "c.lwsp", "$rd, ${imm}(${rs1})"> {
  bits<8> imm;
  let Inst{12} = imm{5};
  let Inst{6-4} = imm{4-2};
  let Inst{3-2} = imm{7-6};
}
class CLoadDSP<bits<3> funct3, RegisterClass rty, string opcodestr>
    : RVInstCI<funct3, 0b10, (outs rty:$rd), (ins SP:$rs1, uimm9_lsb000:$imm), opcodestr, "$rd, ${imm}(${rs1})"> {
  bits<9> imm;
  let Inst{12} = imm{5};
  let Inst{6-5} = imm{4-3};
  let Inst{4-2} = imm{8-6};
}
def C_LDSP : CLoadDSP<0b011, GPRNoX0, "c.ldsp">;
def C_FLDSP : CLoadDSP<0b001, FPR64, "c.fldsp">;
def C_SWSP : RVInstC3<0b110, 0b10, FormatCSS, (outs), (ins GPR:$rs2, SP:$rs1, uimm8_lsb00:$imm), "c.swsp", "$rs2, ${imm}(${rs1})"> {
  bits<5> rs2;
  bits<8> imm;
  let Inst{12-9} = imm{5-2};
  let Inst{8-7} = imm{7-6};
  let Inst{6-2} = rs2;
}
class CStoreDSP<bits<3> funct3, RegisterClass rty, string opcodestr>
    : RVInstC3<funct3, 0b10, FormatCSS, (outs), (ins rty:$rs2, SP:$rs1, uimm9_lsb000:$imm), opcodestr, "$rs2, ${imm}(${rs1})"> {
  bits<5> rs2;
  bits<9> imm;
  let Inst{12-10} = imm{5-3};
  let Inst{9-7} = imm{8-6};
  let Inst{6-2} = rs2;
}
def C_SDSP : CStoreDSP<0b111, GPR, "c.sdsp">;
def C_FSDSP : CStoreDSP<0b101, FPR64, "c.fsdsp">;

// CB shifts and andi: funct2 at 11-10, rd' at 9-7.
class CShiftAnd<bits<2> funct2, Operand immty, string opcodestr>
    : RVInstC3<0b100, 0b01, FormatCB, (outs GPRC:$rd), (ins immty:$imm), opcodestr, "$rd, $imm"> {
  bits<3> rd;
  bits<6> imm;
  let Inst{12} = imm{5};
  let Inst{11-10} = funct2;
  let Inst{9-7} = rd{2-0};
  let Inst{6-2} = imm{4-0};
}
def C_SRLI : CShiftAnd<0b00, uimmlog2xlennonzero, "c.srli">;
def C_SRAI : CShiftAnd<0b01, uimmlog2xlennonzero, "c.srai">;
def C_ANDI : CShiftAnd<0b10, simm6, "c.andi">;

// CA: funct6, rd', funct2, rs2'.
class CAlu<bits<6> funct6, bits<2> funct2, string opcodestr>
    : RVInst16<(outs GPRC:$rd), (ins GPRC:$rs2), opcodestr, "$rd, $rs2", FormatCA> {
  bits<3> rd;
  bits<3> rs2;
  let Inst{15-10} = funct6;
  let Inst{9-7} = rd{2-0};
  let Inst{6-5} = funct2;
  let Inst{4-2} = rs2{2-0};
  let Inst{1-0} = 0b01;
}
def C_SUB : CAlu<0b100011, 0b00, "c.sub">;
def C_XOR : CAlu<0b100011, 0b01, "c.xor">;
def C_OR : CAlu<0b100011, 0b10, "c.or">;
def C_AND : CAlu<0b100011, 0b11, "c.and">;
def C_SUBW : CAlu<0b100111, 0b00, "c.subw">;
def C_ADDW : CAlu<0b100111, 0b01, "c.addw">;

// Jumps and branches: the offset's bits scattered (bit 0 is not stored).
def C_J : RVInstC3<0b101, 0b01, FormatCJ, (outs), (ins simm12_lsb0:$offset), "c.j", "$offset"> {
  bits<12> offset;
  let Inst{12} = offset{11};
  let Inst{11} = offset{4};
  let Inst{10-9} = offset{9-8};
  let Inst{8} = offset{10};
  let Inst{7} = offset{6};
  let Inst{6} = offset{7};
  let Inst{5-3} = offset{3-1};
  let Inst{2} = offset{5};
}
class CBranch<bits<3> funct3, string opcodestr>
    : RVInstC3<funct3, 0b01, FormatCB, (outs), (ins GPRC:$rs1, simm9_lsb0:$offset), opcodestr, "$rs1, $offset"> {
  bits<3> rs1;
  bits<9> offset;
  let Inst{12} = offset{8};
  let Inst{11-10} = offset{4-3};
  let Inst{9-7} = rs1{2-0};
  let Inst{6-5} = offset{7-6};
  let Inst{4-3} = offset{2-1};
  let Inst{2} = offset{5};
}
def C_BEQZ : CBranch<0b110, "c.beqz">;
def C_BNEZ : CBranch<0b111, "c.bnez">;

class CReg<bits<4> funct4, dag outs, dag ins, string opcodestr, string argstr>
    : RVInstCR<funct4, 0b10, outs, ins, opcodestr, argstr> {
  bits<5> rd;
  bits<5> rs2;
  let Inst{11-7} = rd;
  let Inst{6-2} = rs2;
}
def C_MV : CReg<0b1000, (outs GPRNoX0:$rd), (ins GPRNoX0:$rs2), "c.mv", "$rd, $rs2">;
def C_ADD : CReg<0b1001, (outs GPRNoX0:$rd), (ins GPRNoX0:$rs2), "c.add", "$rd, $rs2">;
def C_JR : RVInstCR<0b1000, 0b10, (outs), (ins GPRNoX0:$rs1), "c.jr", "$rs1"> {
  bits<5> rs1;
  let Inst{11-7} = rs1;
  let Inst{6-2} = 0;
}
def C_JALR : RVInstCR<0b1001, 0b10, (outs), (ins GPRNoX0:$rs1), "c.jalr", "$rs1"> {
  bits<5> rs1;
  let Inst{11-7} = rs1;
  let Inst{6-2} = 0;
}
def C_EBREAK : RVInst16<(outs), (ins), "c.ebreak", "", FormatCR> { let Inst{15-0} = 0b1001000000000010; }
def C_UNIMP : RVInst16<(outs), (ins), "c.unimp", "", FormatCR> { let Inst{15-0} = 0; }

//===- Compression rules ---------------------------------------------------===//
// Input: an instruction with operand classes, fixed registers or values (a name
// used twice must be the same register); output: the compressed instruction
// with the input's operands by name.
class CompressPat<dag input, dag output> {
  dag Input = input;
  dag Output = output;
}

def : CompressPat<(ADDI GPRC:$rd, SP:$rs1, uimm10_lsb00nonzero:$imm), (C_ADDI4SPN GPRC:$rd, SP:$rs1, uimm10_lsb00nonzero:$imm)>;
def : CompressPat<(FLD FPR64C:$rd, GPRC:$rs1, uimm8_lsb000:$imm), (C_FLD FPR64C:$rd, GPRC:$rs1, uimm8_lsb000:$imm)>;
def : CompressPat<(LW GPRC:$rd, GPRC:$rs1, uimm7_lsb00:$imm), (C_LW GPRC:$rd, GPRC:$rs1, uimm7_lsb00:$imm)>;
def : CompressPat<(LD GPRC:$rd, GPRC:$rs1, uimm8_lsb000:$imm), (C_LD GPRC:$rd, GPRC:$rs1, uimm8_lsb000:$imm)>;
def : CompressPat<(FSD FPR64C:$rs2, GPRC:$rs1, uimm8_lsb000:$imm), (C_FSD FPR64C:$rs2, GPRC:$rs1, uimm8_lsb000:$imm)>;
def : CompressPat<(SW GPRC:$rs2, GPRC:$rs1, uimm7_lsb00:$imm), (C_SW GPRC:$rs2, GPRC:$rs1, uimm7_lsb00:$imm)>;
def : CompressPat<(SD GPRC:$rs2, GPRC:$rs1, uimm8_lsb000:$imm), (C_SD GPRC:$rs2, GPRC:$rs1, uimm8_lsb000:$imm)>;
def : CompressPat<(ADDI X0, X0, 0), (C_NOP)>;
def : CompressPat<(ADDI GPRNoX0:$rd, GPRNoX0:$rd, simm6nonzero:$imm), (C_ADDI GPRNoX0:$rd, simm6nonzero:$imm)>;
def : CompressPat<(ADDIW GPRNoX0:$rd, GPRNoX0:$rd, simm6:$imm), (C_ADDIW GPRNoX0:$rd, simm6:$imm)>;
def : CompressPat<(ADDI GPRNoX0:$rd, X0, simm6:$imm), (C_LI GPRNoX0:$rd, simm6:$imm)>;
def : CompressPat<(ADDI X2, X2, simm10_lsb0000nonzero:$imm), (C_ADDI16SP X2, simm10_lsb0000nonzero:$imm)>;
def : CompressPat<(LUI GPRNoX0X2:$rd, c_lui_imm:$imm), (C_LUI GPRNoX0X2:$rd, c_lui_imm:$imm)>;
def : CompressPat<(SRLI GPRC:$rd, GPRC:$rd, uimmlog2xlennonzero:$imm), (C_SRLI GPRC:$rd, uimmlog2xlennonzero:$imm)>;
def : CompressPat<(SRAI GPRC:$rd, GPRC:$rd, uimmlog2xlennonzero:$imm), (C_SRAI GPRC:$rd, uimmlog2xlennonzero:$imm)>;
def : CompressPat<(ANDI GPRC:$rd, GPRC:$rd, simm6:$imm), (C_ANDI GPRC:$rd, simm6:$imm)>;
def : CompressPat<(SUB GPRC:$rd, GPRC:$rd, GPRC:$rs2), (C_SUB GPRC:$rd, GPRC:$rs2)>;
def : CompressPat<(XOR GPRC:$rd, GPRC:$rd, GPRC:$rs2), (C_XOR GPRC:$rd, GPRC:$rs2)>;
def : CompressPat<(XOR GPRC:$rd, GPRC:$rs2, GPRC:$rd), (C_XOR GPRC:$rd, GPRC:$rs2)>;
def : CompressPat<(OR GPRC:$rd, GPRC:$rd, GPRC:$rs2), (C_OR GPRC:$rd, GPRC:$rs2)>;
def : CompressPat<(OR GPRC:$rd, GPRC:$rs2, GPRC:$rd), (C_OR GPRC:$rd, GPRC:$rs2)>;
def : CompressPat<(AND GPRC:$rd, GPRC:$rd, GPRC:$rs2), (C_AND GPRC:$rd, GPRC:$rs2)>;
def : CompressPat<(AND GPRC:$rd, GPRC:$rs2, GPRC:$rd), (C_AND GPRC:$rd, GPRC:$rs2)>;
def : CompressPat<(SUBW GPRC:$rd, GPRC:$rd, GPRC:$rs2), (C_SUBW GPRC:$rd, GPRC:$rs2)>;
def : CompressPat<(ADDW GPRC:$rd, GPRC:$rd, GPRC:$rs2), (C_ADDW GPRC:$rd, GPRC:$rs2)>;
def : CompressPat<(ADDW GPRC:$rd, GPRC:$rs2, GPRC:$rd), (C_ADDW GPRC:$rd, GPRC:$rs2)>;
def : CompressPat<(JAL X0, simm12_lsb0:$offset), (C_J simm12_lsb0:$offset)>;
def : CompressPat<(BEQ GPRC:$rs1, X0, simm9_lsb0:$offset), (C_BEQZ GPRC:$rs1, simm9_lsb0:$offset)>;
def : CompressPat<(BNE GPRC:$rs1, X0, simm9_lsb0:$offset), (C_BNEZ GPRC:$rs1, simm9_lsb0:$offset)>;
def : CompressPat<(SLLI GPRNoX0:$rd, GPRNoX0:$rd, uimmlog2xlennonzero:$imm), (C_SLLI GPRNoX0:$rd, uimmlog2xlennonzero:$imm)>;
def : CompressPat<(FLD FPR64:$rd, SP:$rs1, uimm9_lsb000:$imm), (C_FLDSP FPR64:$rd, SP:$rs1, uimm9_lsb000:$imm)>;
def : CompressPat<(LW GPRNoX0:$rd, SP:$rs1, uimm8_lsb00:$imm), (C_LWSP GPRNoX0:$rd, SP:$rs1, uimm8_lsb00:$imm)>;
def : CompressPat<(LD GPRNoX0:$rd, SP:$rs1, uimm9_lsb000:$imm), (C_LDSP GPRNoX0:$rd, SP:$rs1, uimm9_lsb000:$imm)>;
def : CompressPat<(JALR X0, GPRNoX0:$rs1, 0), (C_JR GPRNoX0:$rs1)>;
def : CompressPat<(ADDI GPRNoX0:$rd, GPRNoX0:$rs2, 0), (C_MV GPRNoX0:$rd, GPRNoX0:$rs2)>;
def : CompressPat<(EBREAK), (C_EBREAK)>;
def : CompressPat<(UNIMP), (C_UNIMP)>;
def : CompressPat<(JALR X1, GPRNoX0:$rs1, 0), (C_JALR GPRNoX0:$rs1)>;
def : CompressPat<(ADD GPRNoX0:$rd, GPRNoX0:$rd, GPRNoX0:$rs2), (C_ADD GPRNoX0:$rd, GPRNoX0:$rs2)>;
def : CompressPat<(ADD GPRNoX0:$rd, GPRNoX0:$rs2, GPRNoX0:$rd), (C_ADD GPRNoX0:$rd, GPRNoX0:$rs2)>;
def : CompressPat<(ADD GPRNoX0:$rd, X0, GPRNoX0:$rs2), (C_MV GPRNoX0:$rd, GPRNoX0:$rs2)>;
def : CompressPat<(ADD GPRNoX0:$rd, GPRNoX0:$rs2, X0), (C_MV GPRNoX0:$rd, GPRNoX0:$rs2)>;
def : CompressPat<(FSD FPR64:$rs2, SP:$rs1, uimm9_lsb000:$imm), (C_FSDSP FPR64:$rs2, SP:$rs1, uimm9_lsb000:$imm)>;
def : CompressPat<(SW GPR:$rs2, SP:$rs1, uimm8_lsb00:$imm), (C_SWSP GPR:$rs2, SP:$rs1, uimm8_lsb00:$imm)>;
def : CompressPat<(SD GPR:$rs2, SP:$rs1, uimm9_lsb000:$imm), (C_SDSP GPR:$rs2, SP:$rs1, uimm9_lsb000:$imm)>;
