// X86InstrOperands.td - x86 operand kinds: memory references, immediates,
// branch targets and condition codes.
//
// A memory reference is five machine operands (base, scale, index,
// displacement, segment), printed by printMemReference as AT&T
// `%seg:disp(%base,%index,scale)`. Immediate classes tell the assembly
// matcher which values fit: ImmSExti32i8 accepts a constant that sign-extends
// from 8 bits, so `addl $1, %eax` picks the short ADD32ri8. Operand classes are
// declared from most to least specific; the matcher tries them in that order.

// ---- Assembly-matcher operand classes ----------------------------------
def X86MemAsmOperand : AsmOperandClass { let Name = "Mem"; }
def ImmSExti16i8AsmOperand : AsmOperandClass {
  let Name = "ImmSExti16i8"; let SuperClasses = [ImmAsmOperand];
}
def ImmSExti32i8AsmOperand : AsmOperandClass {
  let Name = "ImmSExti32i8"; let SuperClasses = [ImmAsmOperand];
}
def ImmSExti64i32AsmOperand : AsmOperandClass {
  let Name = "ImmSExti64i32"; let SuperClasses = [ImmAsmOperand];
}
def ImmSExti64i8AsmOperand : AsmOperandClass {
  let Name = "ImmSExti64i8"; let SuperClasses = [ImmSExti64i32AsmOperand];
}
def ImmUnsignedi8AsmOperand : AsmOperandClass {
  let Name = "ImmUnsignedi8"; let SuperClasses = [ImmAsmOperand];
}
// A bare expression (no `*`): more specific than the absolute memory
// reference it would otherwise also be.
def X86BranchTargetAsmOperand : AsmOperandClass {
  let Name = "BranchTarget"; let SuperClasses = [X86MemAsmOperand];
}

// ---- Memory references --------------------------------------------------
class X86MemOperand<string printMethod> : Operand<iPTR> {
  let PrintMethod = printMethod;
  let OperandType = "OPERAND_MEMORY";
  let MIOperandInfo = (ops GR64, i8imm, GR64_NOSP, i32imm, SEGMENT_REG);
  let ParserMatchClass = X86MemAsmOperand;
}
// The print method names the access size, which Intel syntax spells out
// (`dword ptr [rax]`); `printMemReference` is an address without a size (lea).
def anymem   : X86MemOperand<"printMemReference">;
def i8mem    : X86MemOperand<"printbytemem">;
def i16mem   : X86MemOperand<"printwordmem">;
def i32mem   : X86MemOperand<"printdwordmem">;
def i64mem   : X86MemOperand<"printqwordmem">;
def i128mem  : X86MemOperand<"printxmmwordmem">;
def f32mem   : X86MemOperand<"printdwordmem">;
def f64mem   : X86MemOperand<"printqwordmem">;
def f80mem   : X86MemOperand<"printtbytemem">;
def f128mem  : X86MemOperand<"printxmmwordmem">;
def lea64mem : X86MemOperand<"printMemReference">;
def lea64_32mem : X86MemOperand<"printMemReference">;
// The address of LEA32_64r (X86InstrPseudos.td): 32-bit registers.
def lea32mem : X86MemOperand<"printMemReference"> {
  let MIOperandInfo = (ops GR32, i8imm, GR32_NOSP, i32imm, SEGMENT_REG);
}

// ---- Immediates ----------------------------------------------------------
class X86ImmOperand<ValueType ty, AsmOperandClass cls> : ImmOperand<ty> {
  let ParserMatchClass = cls;
}
def i16i8imm  : X86ImmOperand<i16, ImmSExti16i8AsmOperand>;
def i32i8imm  : X86ImmOperand<i32, ImmSExti32i8AsmOperand>;
def i64i8imm  : X86ImmOperand<i64, ImmSExti64i8AsmOperand>;
def i64i32imm : X86ImmOperand<i64, ImmSExti64i32AsmOperand>;
def u8imm     : X86ImmOperand<i8, ImmUnsignedi8AsmOperand>;

// ---- Branch targets -----------------------------------------------------
class X86BranchTarget : BranchTarget<OtherVT> {
  let PrintMethod = "printPCRelImm";
  let ParserMatchClass = X86BranchTargetAsmOperand;
}
def brtarget8  : X86BranchTarget;
def brtarget32 : X86BranchTarget;
def i64i32imm_brtarget : X86BranchTarget;

// ---- Condition codes ------------------------------------------------------
// The condition-code operand of JCC/SETCC/CMOV: printed as its mnemonic
// suffix (`ne`), added to the opcode by the encoder.
def ccode : ImmOperand<i8> {
  let PrintMethod = "printCondCode";
}

// One condition: its number (the low nibble of jcc/setcc/cmovcc opcodes) and
// its canonical spelling.
class X86CondCode<string name, int value> {
  string Name = name;
  int Value = value;
}
def COND_O  : X86CondCode<"o", 0>;   def COND_NO : X86CondCode<"no", 1>;
def COND_B  : X86CondCode<"b", 2>;   def COND_AE : X86CondCode<"ae", 3>;
def COND_E  : X86CondCode<"e", 4>;   def COND_NE : X86CondCode<"ne", 5>;
def COND_BE : X86CondCode<"be", 6>;  def COND_A  : X86CondCode<"a", 7>;
def COND_S  : X86CondCode<"s", 8>;   def COND_NS : X86CondCode<"ns", 9>;
def COND_P  : X86CondCode<"p", 10>;  def COND_NP : X86CondCode<"np", 11>;
def COND_L  : X86CondCode<"l", 12>;  def COND_GE : X86CondCode<"ge", 13>;
def COND_LE : X86CondCode<"le", 14>; def COND_G  : X86CondCode<"g", 15>;
defvar AllConds = [COND_O, COND_NO, COND_B, COND_AE, COND_E, COND_NE, COND_BE,
                   COND_A, COND_S, COND_NS, COND_P, COND_NP, COND_L, COND_GE,
                   COND_LE, COND_G];

// ---- x87 stack registers ---------------------------------------------------
def RSTi : RegisterOperand<RST, "printSTiRegister">;

// ---- Operand widths --------------------------------------------------------
def Xi8  : X86TypeInfo<"b", GR8,  i8mem,  i8imm,     Imm8,   i8imm,    0, 0, 1, AL, "al">;
def Xi16 : X86TypeInfo<"w", GR16, i16mem, i16imm,    Imm16,  i16i8imm, 1, 0, 0, AX, "ax">;
def Xi32 : X86TypeInfo<"l", GR32, i32mem, i32imm,    Imm32,  i32i8imm, 0, 0, 0, EAX, "eax">;
def Xi64 : X86TypeInfo<"q", GR64, i64mem, i64i32imm, Imm32S, i64i8imm, 0, 1, 0, RAX, "rax">;
