// GenericOpcodes.td - target-independent pseudo instructions every target has.
//
// These are defined in namespace "TargetOpcode" with fixed opcode numbers,
// the first of every target's opcodes (the instruction-info back end checks
// they are 0, 1, 2, ...), so target-independent passes can name them (PHI is
// 0). Operands typed `unknown` accept any register or immediate.

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

#endif // KILN_GENERIC_OPCODES_TD
