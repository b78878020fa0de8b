// X86CallingConv.td - the System V x86-64 calling conventions, as data for
// kiln-tablegen -gen-callingconv (vocabulary: kiln-codegen/td/CallingConv.td).
//
// Arguments: integers and pointers in RDI, RSI, RDX, RCX, R8, R9 (narrower
// integers promoted to 32 bits); float, double and 128-bit vectors in
// XMM0-XMM7; everything else, and whatever does not fit, in 8-byte stack
// slots (16 bytes, 16-aligned for x86_fp80, fp128 and vectors). Vectors reach
// the convention as 128-bit parts (LoweringTables::register_type_and_count): a
// <2 x float> widened to v4f32, a 256-bit vector split in two, as llc does
// without AVX; a one-element vector as its element. A 128-bit
// integer takes two registers or, when fewer than two are left, a 16-aligned
// stack slot, leaving the registers to later arguments (psABI 3.2.3, as gcc). `byval` objects are copied into the argument area.
// Return values: RAX, RDX; XMM0, XMM1 (XMM0-XMM3 for vectors); x86_fp80 in
// FP0, FP1 (ST0, ST1).
// `fastcc` uses the C convention for now. The callee-saved registers are
// CSR_64 of X86Registers.td.

def CC_X86_64_C : CallingConv<[
  CCIfByVal<CCPassByVal<8, 8>>,
  CCIfType<[i1, i8, i16], CCPromoteToType<i32>>,
  // The static chain of nested functions.
  CCIfNest<CCAssignToReg<[R10]>>,
  // An i128 takes two registers or a 16-aligned stack slot, never one of each.
  CCIfType<[i64], CCCustom<"crate::lowering::call::cc_x86_64_i128">>,
  CCIfType<[i32], CCAssignToReg<[EDI, ESI, EDX, ECX, R8D, R9D]>>,
  CCIfType<[i64], CCAssignToReg<[RDI, RSI, RDX, RCX, R8, R9]>>,
  CCIfType<[f32, f64, f128, v16i8, v8i16, v4i32, v2i64, v4f32, v2f64],
           CCAssignToReg<[XMM0, XMM1, XMM2, XMM3, XMM4, XMM5, XMM6, XMM7]>>,
  CCIfType<[i32, i64, f32, f64], CCAssignToStack<8, 8>>,
  CCIfType<[f80, f128, v16i8, v8i16, v4i32, v2i64, v4f32, v2f64], CCAssignToStack<16, 16>>
]>;

def RetCC_X86_64_C : CallingConv<[
  CCIfType<[i1], CCPromoteToType<i8>>,
  CCIfType<[i8], CCAssignToReg<[AL, DL]>>,
  CCIfType<[i16], CCAssignToReg<[AX, DX]>>,
  CCIfType<[i32], CCAssignToReg<[EAX, EDX]>>,
  CCIfType<[i64], CCAssignToReg<[RAX, RDX]>>,
  CCIfType<[f32, f64, f128], CCAssignToReg<[XMM0, XMM1]>>,
  // A 512-bit vector comes back in four registers (as llc without AVX).
  CCIfType<[v16i8, v8i16, v4i32, v2i64, v4f32, v2f64], CCAssignToReg<[XMM0, XMM1, XMM2, XMM3]>>,
  CCIfType<[f80], CCAssignToReg<[FP0, FP1]>>
]>;

def CC_X86_64_Fast : CallingConv<[CCDelegateTo<CC_X86_64_C>]>;
def RetCC_X86_64_Fast : CallingConv<[CCDelegateTo<RetCC_X86_64_C>]>;
