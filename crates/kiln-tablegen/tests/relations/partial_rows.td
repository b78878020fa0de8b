// partial_rows.td - relation rows with holes: a key whose row lacks one
// column (Mul has no predicate-false form), a row without a key (only Neg_pt
// exists), and a key with no column at all (Nop), which gets no table entry.

include "Target.td"

def R0 : Register<"r0">;
def GPR : RegisterClass<"Test", [i32], 32, (add R0)>;

class PredRel;

class RelInstr<string base, string sense> : Instruction, PredRel {
  let OutOperandList = (outs GPR:$dst);
  let InOperandList = (ins GPR:$src);
  string BaseOpcode = base;
  string PredSense = sense;
}

def getPredicated : InstrMapping {
  let FilterClass = "PredRel";
  let RowFields = ["BaseOpcode"];
  let ColFields = ["PredSense"];
  let KeyCol = ["none"];
  let ValueCols = [["true"], ["false"]];
}

def Mul    : RelInstr<"MUL", "none">;
def Mul_pt : RelInstr<"MUL", "true">;
def Neg_pt : RelInstr<"NEG", "true">;
def Nop    : RelInstr<"NOP", "none">;
// Not in the filter class: never in the table.
def Plain  : Instruction;
