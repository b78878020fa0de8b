// Operands.td - instruction operand kinds for `outs`/`ins` lists.
//
// An instruction's operands are DAGOperands: a RegisterClass (a register of
// that class), a RegisterOperand (a class with its own printer), or an Operand
// (immediates, branch targets, memory references). A compound Operand lists its
// machine operands in `MIOperandInfo`, e.g. an x86 memory reference of five
// parts (base, scale, index, displacement, segment). `OperandType` is the kind
// the instruction-info back end records (OPERAND_REGISTER, OPERAND_IMMEDIATE,
// OPERAND_MEMORY, OPERAND_PCREL or OPERAND_UNKNOWN).

#ifndef KILN_OPERANDS_TD
#define KILN_OPERANDS_TD

include "ValueTypes.td"
include "RegisterClasses.td"

def outs;           // operator of an instruction's definitions
def ins;            // operator of an instruction's uses
def variable_ops;   // marks an instruction that takes extra operands

// The operand classes of the assembly matcher: how a parsed operand is
// recognised (`PredicateMethod`) and added to an instruction (`RenderMethod`).
class AsmOperandClass {
  string Name = ?;
  list<AsmOperandClass> SuperClasses = [];
  string PredicateMethod = ?;
  string RenderMethod = ?;
  string ParserMethod = ?;
  string DiagnosticType = "";
}

def ImmAsmOperand : AsmOperandClass {
  let Name = "Imm";
}

class DAGOperand {
  string OperandNamespace = "MCOI";
  string DecoderMethod = "";
}

class Operand<ValueType ty> : DAGOperand {
  ValueType Type = ty;
  string PrintMethod = "printOperand";
  string EncoderMethod = "";
  string OperandType = "OPERAND_UNKNOWN";
  dag MIOperandInfo = (ops);
  AsmOperandClass ParserMatchClass = ImmAsmOperand;
}

// A register operand whose class is given by a RegisterClass but which prints
// or parses differently from the plain class.
class RegisterOperand<RegisterClass regClass, string printMethod = "printOperand">
    : DAGOperand {
  RegisterClass RegClass = regClass;
  string PrintMethod = printMethod;
  string OperandType = "OPERAND_REGISTER";
}

class ImmOperand<ValueType ty> : Operand<ty> {
  let OperandType = "OPERAND_IMMEDIATE";
}

def i1imm  : ImmOperand<i1>;
def i8imm  : ImmOperand<i8>;
def i16imm : ImmOperand<i16>;
def i32imm : ImmOperand<i32>;
def i64imm : ImmOperand<i64>;
def f32imm : ImmOperand<f32>;
def f64imm : ImmOperand<f64>;

// A basic-block operand of a branch, encoded relative to the program counter.
class BranchTarget<ValueType ty> : Operand<ty> {
  let OperandType = "OPERAND_PCREL";
}
def brtarget : BranchTarget<OtherVT>;

#endif // KILN_OPERANDS_TD
