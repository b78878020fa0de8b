// RISCVInstrInfoI.td - the base integer ISA, RV64I: upper immediates, jumps,
// branches, loads and stores, register-immediate and register-register
// arithmetic (with the 32-bit *W forms), fence, ecall and ebreak, the CSR
// instructions, and the assembler's call and tail pseudo-instructions.

//===- Upper immediates and jumps ------------------------------------------===//
def LUI : RVInstU<OPC_LUI, (outs GPR:$rd), (ins uimm20_lui:$imm20), "lui", "$rd, $imm20">;
def AUIPC : RVInstU<OPC_AUIPC, (outs GPR:$rd), (ins uimm20_auipc:$imm20), "auipc", "$rd, $imm20">;
let isCall = 1 in
def JAL : RVInstJ<OPC_JAL, (outs GPR:$rd), (ins simm21_lsb0_jal:$imm20), "jal", "$rd, $imm20">;
let isCall = 1 in
def JALR : RVInstI<0b000, OPC_JALR, (outs GPR:$rd), (ins GPR:$rs1, simm12:$imm12), "jalr", "$rd, ${imm12}(${rs1})">;

//===- Branches ------------------------------------------------------------===//
class BranchCC<bits<3> funct3, string opcodestr>
    : RVInstB<funct3, OPC_BRANCH, (outs), (ins GPR:$rs1, GPR:$rs2, simm13_lsb0:$imm12), opcodestr, "$rs1, $rs2, $imm12"> {
  let isBranch = 1;
  let isTerminator = 1;
}
def BEQ : BranchCC<0b000, "beq">;
def BNE : BranchCC<0b001, "bne">;
def BLT : BranchCC<0b100, "blt">;
def BGE : BranchCC<0b101, "bge">;
def BLTU : BranchCC<0b110, "bltu">;
def BGEU : BranchCC<0b111, "bgeu">;

//===- Loads and stores ----------------------------------------------------===//
class Load_ri<bits<3> funct3, string opcodestr>
    : RVInstI<funct3, OPC_LOAD, (outs GPR:$rd), (ins GPR:$rs1, simm12:$imm12), opcodestr, "$rd, ${imm12}(${rs1})"> {
  let mayLoad = 1;
}
def LB : Load_ri<0b000, "lb">;
def LH : Load_ri<0b001, "lh">;
def LW : Load_ri<0b010, "lw">;
def LD : Load_ri<0b011, "ld">;
def LBU : Load_ri<0b100, "lbu">;
def LHU : Load_ri<0b101, "lhu">;
def LWU : Load_ri<0b110, "lwu">;

class Store_rri<bits<3> funct3, string opcodestr>
    : RVInstS<funct3, OPC_STORE, (outs), (ins GPR:$rs2, GPR:$rs1, simm12:$imm12), opcodestr, "$rs2, ${imm12}(${rs1})"> {
  let mayStore = 1;
}
def SB : Store_rri<0b000, "sb">;
def SH : Store_rri<0b001, "sh">;
def SW : Store_rri<0b010, "sw">;
def SD : Store_rri<0b011, "sd">;

//===- Register-immediate arithmetic ---------------------------------------===//
class ALU_ri<bits<3> funct3, string opcodestr, RVOpcode opcode = OPC_OP_IMM>
    : RVInstI<funct3, opcode, (outs GPR:$rd), (ins GPR:$rs1, simm12:$imm12), opcodestr, "$rd, $rs1, $imm12">;
def ADDI : ALU_ri<0b000, "addi">;
def SLTI : ALU_ri<0b010, "slti">;
def SLTIU : ALU_ri<0b011, "sltiu">;
def XORI : ALU_ri<0b100, "xori">;
def ORI : ALU_ri<0b110, "ori">;
def ANDI : ALU_ri<0b111, "andi">;
def ADDIW : ALU_ri<0b000, "addiw", OPC_OP_IMM_32>;

class Shift_ri<bits<6> funct6, bits<3> funct3, string opcodestr>
    : RVInstIShift<funct6, funct3, OPC_OP_IMM, (outs GPR:$rd), (ins GPR:$rs1, uimmlog2xlen:$shamt), opcodestr, "$rd, $rs1, $shamt">;
def SLLI : Shift_ri<0b000000, 0b001, "slli">;
def SRLI : Shift_ri<0b000000, 0b101, "srli">;
def SRAI : Shift_ri<0b010000, 0b101, "srai">;

class ShiftW_ri<bits<7> funct7, bits<3> funct3, string opcodestr>
    : RVInstIShiftW<funct7, funct3, OPC_OP_IMM_32, (outs GPR:$rd), (ins GPR:$rs1, uimm5:$shamt), opcodestr, "$rd, $rs1, $shamt">;
def SLLIW : ShiftW_ri<0b0000000, 0b001, "slliw">;
def SRLIW : ShiftW_ri<0b0000000, 0b101, "srliw">;
def SRAIW : ShiftW_ri<0b0100000, 0b101, "sraiw">;

//===- Register-register arithmetic ----------------------------------------===//
class ALU_rr<bits<7> funct7, bits<3> funct3, string opcodestr, RVOpcode opcode = OPC_OP>
    : RVInstR<funct7, funct3, opcode, (outs GPR:$rd), (ins GPR:$rs1, GPR:$rs2), opcodestr, "$rd, $rs1, $rs2">;
def ADD : ALU_rr<0b0000000, 0b000, "add">;
def SUB : ALU_rr<0b0100000, 0b000, "sub">;
def SLL : ALU_rr<0b0000000, 0b001, "sll">;
def SLT : ALU_rr<0b0000000, 0b010, "slt">;
def SLTU : ALU_rr<0b0000000, 0b011, "sltu">;
def XOR : ALU_rr<0b0000000, 0b100, "xor">;
def SRL : ALU_rr<0b0000000, 0b101, "srl">;
def SRA : ALU_rr<0b0100000, 0b101, "sra">;
def OR : ALU_rr<0b0000000, 0b110, "or">;
def AND : ALU_rr<0b0000000, 0b111, "and">;
def ADDW : ALU_rr<0b0000000, 0b000, "addw", OPC_OP_32>;
def SUBW : ALU_rr<0b0100000, 0b000, "subw", OPC_OP_32>;
def SLLW : ALU_rr<0b0000000, 0b001, "sllw", OPC_OP_32>;
def SRLW : ALU_rr<0b0000000, 0b101, "srlw", OPC_OP_32>;
def SRAW : ALU_rr<0b0100000, 0b101, "sraw", OPC_OP_32>;

//===- Fences and system ---------------------------------------------------===//
// fence: fm (0), then the predecessor and successor sets (i, o, r, w bits).
def FENCE : RVInst<(outs), (ins fencearg:$pred, fencearg:$succ), "fence", "$pred, $succ", FormatI> {
  bits<4> pred;
  bits<4> succ;
  let Inst{31-28} = 0b0000;
  let Inst{27-24} = pred;
  let Inst{23-20} = succ;
  let Inst{19-7} = 0;
  let Inst{6-0} = OPC_MISC_MEM.Value;
  let hasSideEffects = 1;
}
def FENCE_TSO : RVInst<(outs), (ins), "fence.tso", "", FormatI> {
  let Inst{31-0} = 0b10000011001100000000000000001111;
  let hasSideEffects = 1;
}
def FENCE_I : RVInst<(outs), (ins), "fence.i", "", FormatI> {
  let Inst{31-0} = 0b00000000000000000001000000001111;
  let hasSideEffects = 1;
}
def ECALL : RVInst<(outs), (ins), "ecall", "", FormatI> {
  let Inst{31-0} = 0b00000000000000000000000001110011;
  let hasSideEffects = 1;
}
def EBREAK : RVInst<(outs), (ins), "ebreak", "", FormatI> {
  let Inst{31-0} = 0b00000000000100000000000001110011;
  let hasSideEffects = 1;
}
def UNIMP : RVInst<(outs), (ins), "unimp", "", FormatI> {
  let Inst{31-0} = 0b11000000000000000001000001110011;
  let hasSideEffects = 1;
}

class CSR_ir<bits<3> funct3, string opcodestr>
    : RVInstI<funct3, OPC_SYSTEM, (outs GPR:$rd), (ins csr_sysreg:$imm12, GPR:$rs1), opcodestr, "$rd, $imm12, $rs1"> {
  let hasSideEffects = 1;
}
def CSRRW : CSR_ir<0b001, "csrrw">;
def CSRRS : CSR_ir<0b010, "csrrs">;
def CSRRC : CSR_ir<0b011, "csrrc">;

//===- Calls: auipc and jalr as one 8-byte unit with one fixup -------------===//
def PseudoCALL : RVPseudoAsm<(outs), (ins call_symbol:$func), "call", "$func", 8> { let isCall = 1; }
def PseudoTAIL : RVPseudoAsm<(outs), (ins call_symbol:$func), "tail", "$func", 8> { let isCall = 1; }
// `call reg, func`: the auipc and jalr through another register.
def PseudoCALLReg : RVPseudoAsm<(outs GPR:$rd), (ins call_symbol:$func), "call", "$rd, $func", 8> { let isCall = 1; }
// `jump target, rd`: auipc rd and jalr zero through it, a jump of any reach (branch relaxation's
// long jump, which overwrites rd).
let isBranch = 1, isTerminator = 1, isBarrier = 1 in
def PseudoJump : RVPseudoAsm<(outs GPR:$rd), (ins call_symbol:$target), "jump", "$target, $rd", 8>;
