// RISCVInstrFormats.td - the 32-bit instruction formats of the RISC-V ISA
// (R, R4, I, S, B, U, J) as `bits<32> Inst` field assignments, from which
// -gen-emitter derives each instruction's encoding. The format number goes to
// TSFlags{4-0}: the encoder chooses an expression's fixup by it (`%lo` in an
// I-type immediate is lo12_i, in an S-type one lo12_s).

class RVFormat<bits<5> value> { bits<5> Value = value; }
def FormatPseudo : RVFormat<0>;
def FormatR : RVFormat<1>;
def FormatR4 : RVFormat<2>;
def FormatI : RVFormat<3>;
def FormatS : RVFormat<4>;
def FormatB : RVFormat<5>;
def FormatU : RVFormat<6>;
def FormatJ : RVFormat<7>;
def FormatCR : RVFormat<8>;
def FormatCI : RVFormat<9>;
def FormatCSS : RVFormat<10>;
def FormatCIW : RVFormat<11>;
def FormatCL : RVFormat<12>;
def FormatCS : RVFormat<13>;
def FormatCA : RVFormat<14>;
def FormatCB : RVFormat<15>;
def FormatCJ : RVFormat<16>;

// The major opcodes (Inst{6-0}).
class RVOpcode<bits<7> value> { bits<7> Value = value; }
def OPC_LOAD       : RVOpcode<0b0000011>;
def OPC_LOAD_FP     : RVOpcode<0b0000111>;
def OPC_MISC_MEM    : RVOpcode<0b0001111>;
def OPC_OP_IMM      : RVOpcode<0b0010011>;
def OPC_AUIPC       : RVOpcode<0b0010111>;
def OPC_OP_IMM_32   : RVOpcode<0b0011011>;
def OPC_STORE       : RVOpcode<0b0100011>;
def OPC_STORE_FP    : RVOpcode<0b0100111>;
def OPC_AMO         : RVOpcode<0b0101111>;
def OPC_OP          : RVOpcode<0b0110011>;
def OPC_LUI         : RVOpcode<0b0110111>;
def OPC_OP_32       : RVOpcode<0b0111011>;
def OPC_MADD        : RVOpcode<0b1000011>;
def OPC_MSUB        : RVOpcode<0b1000111>;
def OPC_NMSUB       : RVOpcode<0b1001011>;
def OPC_NMADD       : RVOpcode<0b1001111>;
def OPC_OP_FP       : RVOpcode<0b1010011>;
def OPC_BRANCH      : RVOpcode<0b1100011>;
def OPC_JALR        : RVOpcode<0b1100111>;
def OPC_JAL         : RVOpcode<0b1101111>;
def OPC_SYSTEM      : RVOpcode<0b1110011>;

class RVInst<dag outs, dag ins, string opcodestr, string argstr, RVFormat format> : Instruction {
  let Namespace = "RISCV";
  field bits<32> Inst;
  let Size = 4;
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = opcodestr # "\t" # argstr;
  let TSFlags{4-0} = format.Value;
}

// A pseudo-instruction the assembler expands (call, tail): no encoding of its own.
class RVPseudoAsm<dag outs, dag ins, string opcodestr, string argstr, int size> : Instruction {
  let Namespace = "RISCV";
  let Size = size;
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = opcodestr # "\t" # argstr;
  let isAsmParserOnly = 1;
}

class RVInstR<bits<7> funct7, bits<3> funct3, RVOpcode opcode, dag outs, dag ins, string opcodestr, string argstr>
    : RVInst<outs, ins, opcodestr, argstr, FormatR> {
  bits<5> rs2;
  bits<5> rs1;
  bits<5> rd;
  let Inst{31-25} = funct7;
  let Inst{24-20} = rs2;
  let Inst{19-15} = rs1;
  let Inst{14-12} = funct3;
  let Inst{11-7} = rd;
  let Inst{6-0} = opcode.Value;
}

// R-type with a rounding mode in funct3 (floating-point arithmetic).
class RVInstRFrm<bits<7> funct7, RVOpcode opcode, dag outs, dag ins, string opcodestr, string argstr>
    : RVInst<outs, ins, opcodestr, argstr, FormatR> {
  bits<5> rs2;
  bits<5> rs1;
  bits<3> frm;
  bits<5> rd;
  let Inst{31-25} = funct7;
  let Inst{24-20} = rs2;
  let Inst{19-15} = rs1;
  let Inst{14-12} = frm;
  let Inst{11-7} = rd;
  let Inst{6-0} = opcode.Value;
}

// The fused multiply-adds: three sources, a format and a rounding mode.
class RVInstR4Frm<bits<2> funct2, RVOpcode opcode, dag outs, dag ins, string opcodestr, string argstr>
    : RVInst<outs, ins, opcodestr, argstr, FormatR4> {
  bits<5> rs3;
  bits<5> rs2;
  bits<5> rs1;
  bits<3> frm;
  bits<5> rd;
  let Inst{31-27} = rs3;
  let Inst{26-25} = funct2;
  let Inst{24-20} = rs2;
  let Inst{19-15} = rs1;
  let Inst{14-12} = frm;
  let Inst{11-7} = rd;
  let Inst{6-0} = opcode.Value;
}

// The atomic memory operations: funct5, then the acquire and release bits.
class RVInstRAtomic<bits<5> funct5, bit aq, bit rl, bits<3> funct3, dag outs, dag ins, string opcodestr, string argstr>
    : RVInst<outs, ins, opcodestr, argstr, FormatR> {
  bits<5> rs2;
  bits<5> rs1;
  bits<5> rd;
  let Inst{31-27} = funct5;
  let Inst{26} = aq;
  let Inst{25} = rl;
  let Inst{24-20} = rs2;
  let Inst{19-15} = rs1;
  let Inst{14-12} = funct3;
  let Inst{11-7} = rd;
  let Inst{6-0} = OPC_AMO.Value;
}

class RVInstI<bits<3> funct3, RVOpcode opcode, dag outs, dag ins, string opcodestr, string argstr>
    : RVInst<outs, ins, opcodestr, argstr, FormatI> {
  bits<12> imm12;
  bits<5> rs1;
  bits<5> rd;
  let Inst{31-20} = imm12;
  let Inst{19-15} = rs1;
  let Inst{14-12} = funct3;
  let Inst{11-7} = rd;
  let Inst{6-0} = opcode.Value;
}

// Shifts by an immediate: funct6 and a 6-bit amount (RV64), or funct7 and 5 bits (*W).
class RVInstIShift<bits<6> funct6, bits<3> funct3, RVOpcode opcode, dag outs, dag ins, string opcodestr, string argstr>
    : RVInst<outs, ins, opcodestr, argstr, FormatI> {
  bits<6> shamt;
  bits<5> rs1;
  bits<5> rd;
  let Inst{31-26} = funct6;
  let Inst{25-20} = shamt;
  let Inst{19-15} = rs1;
  let Inst{14-12} = funct3;
  let Inst{11-7} = rd;
  let Inst{6-0} = opcode.Value;
}

class RVInstIShiftW<bits<7> funct7, bits<3> funct3, RVOpcode opcode, dag outs, dag ins, string opcodestr, string argstr>
    : RVInst<outs, ins, opcodestr, argstr, FormatI> {
  bits<5> shamt;
  bits<5> rs1;
  bits<5> rd;
  let Inst{31-25} = funct7;
  let Inst{24-20} = shamt;
  let Inst{19-15} = rs1;
  let Inst{14-12} = funct3;
  let Inst{11-7} = rd;
  let Inst{6-0} = opcode.Value;
}

class RVInstS<bits<3> funct3, RVOpcode opcode, dag outs, dag ins, string opcodestr, string argstr>
    : RVInst<outs, ins, opcodestr, argstr, FormatS> {
  bits<12> imm12;
  bits<5> rs2;
  bits<5> rs1;
  let Inst{31-25} = imm12{11-5};
  let Inst{24-20} = rs2;
  let Inst{19-15} = rs1;
  let Inst{14-12} = funct3;
  let Inst{11-7} = imm12{4-0};
  let Inst{6-0} = opcode.Value;
}

// Conditional branches: a 13-bit even offset whose bit 0 is not stored.
class RVInstB<bits<3> funct3, RVOpcode opcode, dag outs, dag ins, string opcodestr, string argstr>
    : RVInst<outs, ins, opcodestr, argstr, FormatB> {
  bits<12> imm12;
  bits<5> rs2;
  bits<5> rs1;
  let Inst{31} = imm12{11};
  let Inst{30-25} = imm12{9-4};
  let Inst{24-20} = rs2;
  let Inst{19-15} = rs1;
  let Inst{14-12} = funct3;
  let Inst{11-8} = imm12{3-0};
  let Inst{7} = imm12{10};
  let Inst{6-0} = opcode.Value;
}

class RVInstU<RVOpcode opcode, dag outs, dag ins, string opcodestr, string argstr>
    : RVInst<outs, ins, opcodestr, argstr, FormatU> {
  bits<20> imm20;
  bits<5> rd;
  let Inst{31-12} = imm20;
  let Inst{11-7} = rd;
  let Inst{6-0} = opcode.Value;
}

// jal: a 21-bit even offset, bit 0 not stored.
class RVInstJ<RVOpcode opcode, dag outs, dag ins, string opcodestr, string argstr>
    : RVInst<outs, ins, opcodestr, argstr, FormatJ> {
  bits<20> imm20;
  bits<5> rd;
  let Inst{31} = imm20{19};
  let Inst{30-21} = imm20{9-0};
  let Inst{20} = imm20{10};
  let Inst{19-12} = imm20{18-11};
  let Inst{11-7} = rd;
  let Inst{6-0} = opcode.Value;
}
