// Toy.td - a small target for testing the DAG instruction selector: the
// matcher back end (kiln-tablegen -gen-dag-isel) and its interpreter
// (kiln-codegen select). Four 32-bit registers, a flags register, a two-part
// addressing mode matched by a ComplexPattern, and patterns that exercise
// immediate leaves, commuted operands, folded loads, complexity ties,
// multi-instruction results and generic pseudos.

include "Target.td"

def sub_lo : SubRegIndex<16, 0>;
def R0L : Register<"r0l">;
def R1L : Register<"r1l">;
def R0 : RegisterWithSubRegs<"r0", [R0L], [sub_lo]>;
def R1 : RegisterWithSubRegs<"r1", [R1L], [sub_lo]>;
def R2 : Register<"r2">;
def R3 : Register<"r3">;
def FLAGS : Register<"flags">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0, R1, R2, R3)>;
def GPR16 : RegisterClass<"Toy", [i16], 16, (add R0L, R1L)>;
def FLG : RegisterClass<"Toy", [i32], 32, (add FLAGS)> { let isAllocatable = 0; }

// base + 32-bit displacement
def memop : Operand<iPTR> {
  let OperandType = "OPERAND_MEMORY";
  let MIOperandInfo = (ops GPR, i32imm);
}
def addr : ComplexPattern<iPTR, 2, "select_addr", []>;

def simm8 : ImmLeaf<i32, [{ imm as i8 as i64 == imm }]>;
def shl_xform : SDNodeXForm<imm, [{ dag.target_constant(1, kiln_codegen::isel::dag::Evt::I32) }]>;
def one_use : PatFrag<(ops node:$a, node:$b), (mul node:$a, node:$b),
                      [{ dag.value_use_count(kiln_codegen::isel::dag::SDValue::new(n, 0)) == 1 }]>;

def ToyCmp : SDNode<"ToyISD::CMP", SDTypeProfile<1, 2, [SDTCisVT<0, i32>, SDTCisSameAs<1, 2>]>>;
def ToyBrFlags : SDNode<"ToyISD::BRFLAGS", SDTypeProfile<0, 2, [SDTCisVT<0, OtherVT>, SDTCisVT<1, i32>]>,
                        [SDNPHasChain]>;
def HasMul : Predicate<"st.has_mul">;

class ToyInst<dag outs, dag ins, list<dag> pattern> : Instruction {
  let OutOperandList = outs;
  let InOperandList = ins;
  let Pattern = pattern;
}

def MOVri : ToyInst<(outs GPR:$dst), (ins i32imm:$imm), [(set GPR:$dst, imm:$imm)]>;
def ADDrr : ToyInst<(outs GPR:$dst), (ins GPR:$a, GPR:$b),
                    [(set GPR:$dst, (add GPR:$a, GPR:$b)), (implicit FLAGS)]> {
  let Defs = [FLAGS];
}
def ADDri : ToyInst<(outs GPR:$dst), (ins GPR:$a, i32imm:$imm), [(set GPR:$dst, (add GPR:$a, imm:$imm))]>;
def ADDri8 : ToyInst<(outs GPR:$dst), (ins GPR:$a, i8imm:$imm), [(set GPR:$dst, (add GPR:$a, simm8:$imm))]>;
def ADDrm : ToyInst<(outs GPR:$dst), (ins GPR:$a, memop:$m), [(set GPR:$dst, (add GPR:$a, (load addr:$m)))]> {
  let mayLoad = 1;
}
// Read-modify-write: the load's chain feeds the store; both fold into ADDmr.
def ADDmr : ToyInst<(outs), (ins memop:$m, GPR:$v), [(store (add (load addr:$m), GPR:$v), addr:$m)]> {
  let mayLoad = 1;
  let mayStore = 1;
}
def SUBrr : ToyInst<(outs GPR:$dst), (ins GPR:$a, GPR:$b), [(set GPR:$dst, (sub GPR:$a, GPR:$b))]>;
def MULrr : ToyInst<(outs GPR:$dst), (ins GPR:$a, GPR:$b), [(set GPR:$dst, (one_use GPR:$a, GPR:$b))]> {
  let Predicates = [HasMul];
}
def SHLri : ToyInst<(outs GPR:$dst), (ins GPR:$a, i32imm:$amt), []>;
def LOAD : ToyInst<(outs GPR:$dst), (ins memop:$m), [(set GPR:$dst, (load addr:$m))]> { let mayLoad = 1; }
def STORE : ToyInst<(outs), (ins GPR:$v, memop:$m), [(store GPR:$v, addr:$m)]> { let mayStore = 1; }
def CMPrr : ToyInst<(outs), (ins GPR:$a, GPR:$b), [(set FLAGS, (ToyCmp GPR:$a, GPR:$b))]> { let Defs = [FLAGS]; }
def BRF : ToyInst<(outs), (ins brtarget:$dst), [(ToyBrFlags bb:$dst, FLAGS)]> {
  let isBranch = 1;
  let Uses = [FLAGS];
}
def XOR1 : ToyInst<(outs GPR:$dst), (ins GPR:$a), []>;
def XOR2 : ToyInst<(outs GPR:$dst), (ins GPR:$a), []>;

// A multi-instruction result: 0 - x.
def : Pat<(ineg GPR:$x), (SUBrr (MOVri 0), GPR:$x)>;
// A transform of the matched immediate.
def : Pat<(shl GPR:$x, (i32 1)), (SHLri GPR:$x, (shl_xform 1))>;
// Equal complexity: the first pattern wins unless AddedComplexity says otherwise.
def : Pat<(xor GPR:$x, 7), (XOR1 GPR:$x)>;
def : Pat<(xor GPR:$x, 7), (XOR2 GPR:$x)>;
def : Pat<(xor GPR:$x, 9), (XOR1 GPR:$x)>;
let AddedComplexity = 1 in
def : Pat<(xor GPR:$x, 9), (XOR2 GPR:$x)>;
// Generic pseudos: truncate to the low half, zero-extend back.
def : Pat<(i16 (trunc GPR:$x)), (EXTRACT_SUBREG GPR:$x, sub_lo)>;
def : Pat<(i32 (anyext GPR16:$x)), (INSERT_SUBREG (i32 (IMPLICIT_DEF)), GPR16:$x, sub_lo)>;
