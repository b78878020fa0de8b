// duplicate_row.td - two instructions in one row with the same column values:
// the relation back end must reject this, naming both.

include "Target.td"

class PredRel;

class RelInstr<string base, string sense> : Instruction, PredRel {
  string BaseOpcode = base;
  string PredSense = sense;
}

def getPredicated : InstrMapping {
  let FilterClass = "PredRel";
  let RowFields = ["BaseOpcode"];
  let ColFields = ["PredSense"];
  let KeyCol = ["none"];
  let ValueCols = [["true"]];
}

def Add     : RelInstr<"ADD", "none">;
def Add_pt  : RelInstr<"ADD", "true">;
def Add_pt2 : RelInstr<"ADD", "true">;
