// A small target written against LLVM 14's Target.td: registers, sub-registers, classes,
// instructions with encodings, multiclasses, patterns, an InstrMapping, calling convention.
include "llvm/Target/Target.td"
class MyReg<bits<5> enc, string n, list<Register> subs = []> : Register<n> {
  let HWEncoding{4-0} = enc;
  let SubRegs = subs;
  let Namespace = "My";
}
foreach i = 0-7 in def R#i : MyReg<i, "r"#i>, DwarfRegNum<[i]>;
def sub_lo : SubRegIndex<16>;
let SubRegIndices = [sub_lo] in
foreach i = 0-3 in def D#i : MyReg<!shl(i, 1), "d"#i, [!cast<Register>("R"#!shl(i,1))]>;
def GPR : RegisterClass<"My", [i32], 32, (add (sequence "R%u", 0, 7))>;
def DPR : RegisterClass<"My", [i64], 64, (add D0, D1, (sub (sequence "D%u", 0, 3), D1))>;
class MyInst<dag outs, dag ins, string asm, list<dag> pat> : Instruction {
  let Namespace = "My";
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = asm;
  let Pattern = pat;
  field bits<32> Inst;
  field bits<32> SoftFail = 0;
  let Size = 4;
}
class RR<bits<6> opc, string mn, SDNode node> : MyInst<(outs GPR:$rd), (ins GPR:$rs1, GPR:$rs2), mn#" $rd, $rs1, $rs2", [(set GPR:$rd, (node GPR:$rs1, GPR:$rs2))]> {
  bits<5> rd; bits<5> rs1; bits<5> rs2;
  let Inst{31-26} = opc;
  let Inst{25-21} = rd;
  let Inst{20-16} = rs1;
  let Inst{15-11} = rs2;
  let Inst{10-0} = 0;
  let isCommutable = !or(!eq(mn, "add"), !eq(mn, "and"));
}
def brtarget : Operand<OtherVT>;
def simm16 : Operand<i32>, ImmLeaf<i32, [{ return isInt<16>(Imm); }]> { let PrintMethod = "printSImm"; }
multiclass ALU<bits<6> opc, string mn, SDNode node> {
  def rr : RR<opc, mn, node>;
  def ri : MyInst<(outs GPR:$rd), (ins GPR:$rs1, simm16:$imm), mn#"i $rd, $rs1, $imm", [(set GPR:$rd, (node GPR:$rs1, simm16:$imm))]> {
    bits<5> rd; bits<5> rs1; bits<16> imm;
    let Inst{31-26} = !add(opc, 32);
    let Inst{25-21} = rd;
    let Inst{20-16} = rs1;
    let Inst{15-0} = imm;
  }
}
defm ADD : ALU<1, "add", add>;
defm SUB : ALU<2, "sub", sub>;
let isBranch = 1, isTerminator = 1, isBarrier = 1 in
def JMP : MyInst<(outs), (ins brtarget:$dst), "j $dst", [(br bb:$dst)]> { bits<26> dst; let Inst{25-0} = dst; let Inst{31-26} = 63; }
def : Pat<(i32 (mul GPR:$a, 2)), (ADDrr GPR:$a, GPR:$a)>;
def : Pat<(i32 simm16:$i), (ADDri R0, simm16:$i)>;
class PredRel;
def getAddImm : InstrMapping {
  let FilterClass = "PredRel";
  let RowFields = ["BaseOpcode"];
  let ColFields = ["isImm"];
  let KeyCol = ["0"];
  let ValueCols = [["1"]];
}
def MyInstrInfo : InstrInfo;
def My : Target { let InstructionSet = MyInstrInfo; }
def CC_My : CallingConv<[CCIfType<[i32], CCAssignToReg<[R0, R1, R2]>>, CCAssignToStack<4, 4>]>;
def CSR : CalleeSavedRegs<(add R4, R5, (sequence "R%u", 6, 7))>;
def Proc : ProcessorModel<"generic", NoSchedModel, []>;
