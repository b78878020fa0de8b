// predicated_alu32.td - the relation-framework example of the instruction
// relation article (seed 001): ALU32 add/and/or/xor/sub, each with
// predicate-true (_pt) and predicate-false (_pf) forms, related by the
// `getPredicated` and `getFalsePredOpcode` models. The article never shows
// `PredRel`, `ALU32_rr` or the register classes, and its translation lost the
// template argument lists; they are restored here.

include "Target.td"

def R0 : Register<"r0">;
def R1 : Register<"r1">;
def R2 : Register<"r2">;
def R3 : Register<"r3">;
def P0 : Register<"p0">;
def P1 : Register<"p1">;
def IntRegs  : RegisterClass<"Hexagon", [i32], 32, (add (sequence "R%u", 0, 3))>;
def PredRegs : RegisterClass<"Hexagon", [i1], 32, (add P0, P1)>;

// The filter class: instructions that take part in the predication relations.
// It only marks them; the fields the relations read live in the format class,
// so that `let BaseOpcode = ...` in a multiclass finds them.
class PredRel;

class ALU32_rr<dag outs, dag ins, string asmstr, list<dag> pattern>
    : Instruction {
  let Namespace = "Hexagon";
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = asmstr;
  let Pattern = pattern;
  let Size = 4;
  bit isPredicated = 0;
  // The relation fields: `BaseOpcode` groups the forms of one operation (a
  // row), `PredSense` tells them apart (a column): "none" when unpredicated.
  string BaseOpcode = "";
  string PredSense = "none";
}

def getPredicated : InstrMapping {
  let FilterClass = "PredRel";
  let RowFields = ["BaseOpcode"];
  let ColFields = ["PredSense"];
  let KeyCol = ["none"];
  let ValueCols = [["true"], ["false"]];
}

def getFalsePredOpcode : InstrMapping {
  let FilterClass = "PredRel";
  let RowFields = ["BaseOpcode"];
  let ColFields = ["PredSense"];
  let KeyCol = ["true"];
  let ValueCols = [["false"]];
}

multiclass ALU32_Pred<string mnemonic, bit PredNot> {
  let PredSense = !if(PredNot, "false", "true"), isPredicated = 1 in
  def NAME : ALU32_rr<(outs IntRegs:$dst),
                      (ins PredRegs:$src1, IntRegs:$src2, IntRegs:$src3),
                      !if(PredNot, "if (!$src1)", "if ($src1)")#
                      " $dst = "#mnemonic#"($src2, $src3)",
                      []>;
}

multiclass ALU32_base<string mnemonic, string BaseOp, SDNode OpNode> {
  let BaseOpcode = BaseOp in {
    let isPredicable = 1 in
    def NAME : ALU32_rr<(outs IntRegs:$dst),
                        (ins IntRegs:$src1, IntRegs:$src2),
                        "$dst = "#mnemonic#"($src1, $src2)",
                        [(set (i32 IntRegs:$dst), (OpNode (i32 IntRegs:$src1),
                                                          (i32 IntRegs:$src2)))]>;

    defm _pt : ALU32_Pred<mnemonic, 0>; // Predicate true
    defm _pf : ALU32_Pred<mnemonic, 1>; // Predicate false
  }
}

let isCommutable = 1 in {
  defm Add : ALU32_base<"add", "ADD", add>, PredRel;
  defm And : ALU32_base<"and", "AND", and>, PredRel;
  defm Xor : ALU32_base<"xor", "XOR", xor>, PredRel;
  defm Or  : ALU32_base<"or", "OR", or>, PredRel;
}
defm Sub : ALU32_base<"sub", "SUB", sub>, PredRel;
