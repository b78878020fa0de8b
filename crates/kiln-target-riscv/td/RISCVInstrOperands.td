// RISCVInstrOperands.td - immediate operands: the assembler operand class that
// decides what a written operand may be (a constant in range, or an
// expression with the relocation variants the field takes), the print method
// and the encoder method (how the value or fixup reaches the bits).

class RVAsmOperand<string name> : AsmOperandClass {
  let Name = name;
  let SuperClasses = [ImmAsmOperand];
}

class RVImm<string name, string encoder = "getImmOpValue"> : Operand<i64> {
  let ParserMatchClass = !cast<AsmOperandClass>(name # "Operand");
  let EncoderMethod = encoder;
  let OperandType = "OPERAND_IMMEDIATE";
}

def SImm12Operand : RVAsmOperand<"SImm12">;
def UImm20LUIOperand : RVAsmOperand<"UImm20LUI">;
def UImm20AUIPCOperand : RVAsmOperand<"UImm20AUIPC">;
def UImmLog2XLenOperand : RVAsmOperand<"UImmLog2XLen">;
def UImm5Operand : RVAsmOperand<"UImm5">;
def SImm13Lsb0Operand : RVAsmOperand<"SImm13Lsb0">;
def SImm21Lsb0JALOperand : RVAsmOperand<"SImm21Lsb0JAL">;
def FenceArgOperand : RVAsmOperand<"FenceArg">;
def FRMArgOperand : RVAsmOperand<"FRMArg">;
def CallSymbolOperand : RVAsmOperand<"CallSymbol">;
def CSRSystemRegisterOperand : RVAsmOperand<"CSRSystemRegister">;

def simm12 : RVImm<"SImm12">;
def uimm20_lui : RVImm<"UImm20LUI">;
def uimm20_auipc : RVImm<"UImm20AUIPC">;
def uimmlog2xlen : RVImm<"UImmLog2XLen">;
def uimm5 : RVImm<"UImm5">;
// Branch and jump targets: the offset is even, and its bit 0 is not encoded.
def simm13_lsb0 : RVImm<"SImm13Lsb0", "getImmOpValueAsr1"> { let OperandType = "OPERAND_PCREL"; }
def simm21_lsb0_jal : RVImm<"SImm21Lsb0JAL", "getImmOpValueAsr1"> { let OperandType = "OPERAND_PCREL"; }
def fencearg : RVImm<"FenceArg", ""> { let PrintMethod = "printFenceArg"; }
def frmarg : RVImm<"FRMArg", ""> { let PrintMethod = "printFRMArg"; }
def call_symbol : RVImm<"CallSymbol">;
def csr_sysreg : RVImm<"CSRSystemRegister", ""> { let PrintMethod = "printCSRSystemRegister"; }
