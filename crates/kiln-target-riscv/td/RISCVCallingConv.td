// RISCVCallingConv.td - the LP64 and LP64D calling conventions of the RISC-V
// psABI, as data for kiln-tablegen -gen-callingconv (vocabulary:
// kiln-codegen/td/CallingConv.td).
//
// Integers narrower than 64 bits are promoted (sign- or zero-extended as their
// `signext`/`zeroext` flags say); integers and pointers go in a0-a7, then in
// 8-byte stack slots; an i128 is two such parts (see cc_riscv_split_pair in
// src/lowering.rs for where its first part goes). Under LP64D float and double
// go in fa0-fa7 first, a double then in integer registers as its bits, then on
// the stack (a float past fa7 is not supported yet: kiln reports it); a double
// passed through a callee's `...` goes as its bits.
// Results: a0, a1 (fa0, fa1).
// The callee-saved registers are CSR_LP64 and CSR_LP64D of RISCVRegisters.td.

def CC_RISCV_LP64 : CallingConv<[
  CCIfType<[i1, i8, i16, i32], CCPromoteToType<i64>>,
  CCIfSplit<CCCustom<"crate::lowering::cc_riscv_split_pair">>,
  CCIfType<[i64], CCAssignToReg<[X10, X11, X12, X13, X14, X15, X16, X17]>>,
  CCIfType<[i64], CCAssignToStack<8, 8>>
]>;

def RetCC_RISCV_LP64 : CallingConv<[
  CCIfType<[i1, i8, i16, i32], CCPromoteToType<i64>>,
  CCIfType<[i64], CCAssignToReg<[X10, X11]>>
]>;

def CC_RISCV_LP64D : CallingConv<[
  CCIfType<[i1, i8, i16, i32], CCPromoteToType<i64>>,
  CCIf<"ArgFlags.isVarArg()", CCIfType<[f64], CCBitConvertToType<i64>>>,
  CCIfType<[f32, f64], CCAssignToReg<[F10, F11, F12, F13, F14, F15, F16, F17]>>,
  CCIfType<[f64], CCBitConvertToType<i64>>,
  CCIfSplit<CCCustom<"crate::lowering::cc_riscv_split_pair">>,
  CCIfType<[i64], CCAssignToReg<[X10, X11, X12, X13, X14, X15, X16, X17]>>,
  CCIfType<[i64], CCAssignToStack<8, 8>>
]>;

def RetCC_RISCV_LP64D : CallingConv<[
  CCIfType<[i1, i8, i16, i32], CCPromoteToType<i64>>,
  CCIfType<[f32], CCAssignToReg<[F10, F11]>>,
  CCIfType<[f64], CCAssignToReg<[F10, F11]>>,
  CCIfType<[i64], CCAssignToReg<[X10, X11]>>
]>;
