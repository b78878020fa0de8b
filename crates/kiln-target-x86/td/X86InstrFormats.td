// X86InstrFormats.td - how x86 instructions are encoded, packed into TSFlags.
//
// Every x86 instruction derives from X86Inst, which records its encoding in
// TSFlags (the code emitter in src/encoder.rs reads only these bits and the
// operand list):
//   bits  0-6   Form        how operands map to ModRM/SIB/opcode (below)
//   bits  7-9   OpMap       0 one-byte, 1 0F (TB), 2 0F38 (T8), 3 0F3A (TA)
//   bits 10-11  OpSize      1: 0x66 operand-size prefix (16-bit operation)
//   bits 12-13  OpPrefix    mandatory prefix: 1 0x66 (PD), 2 0xF3 (XS), 3 0xF2 (XD)
//   bit  14     REX_W       64-bit operand size
//   bits 15-18  ImmT        the immediate that follows (ImmType below)
//   bit  19     LOCK        the instruction carries a lock prefix (LCMPXCHG32)
//   bit  20     REP         the instruction carries a rep prefix (REP_MOVSQ_64)
//   bit  21     VEX         VEX-encoded (BMI/BMI2): a C4/C5 prefix carries the
//                           REX bits (inverted R, X, B), the map (mmmmm), W
//                           (REX_W's bit), L (0) and the mandatory prefix (pp)
//   bit  22     VEX_4V      VEX.vvvv names a register operand: in MRMSrcReg/Mem
//                           the one after the destination, in MRMnr/MRMnm the
//                           destination, in the 4VOp3 forms the last one
//   bits 24-31  Opcode      base opcode byte
//   bits 32-39  ModRMByte   the fixed ModRM byte of MRMFixed instructions
// The form's numbering is kiln's own; src/encoder.rs names the same values.

class Format<bits<7> val> { bits<7> Value = val; }
def Pseudo      : Format<0>;   // not encodable (expanded before emission)
def RawFrm      : Format<1>;   // opcode, then immediates / PC-relative target
def AddRegFrm   : Format<2>;   // register in the opcode's low 3 bits
def MRMDestReg  : Format<3>;   // ModRM.rm = first operand (register), reg = next
def MRMDestMem  : Format<4>;   // ModRM.rm = memory operand, reg = next
def MRMSrcReg   : Format<5>;   // ModRM.reg = first operand, rm = next register
def MRMSrcMem   : Format<6>;   // ModRM.reg = first operand, rm = memory
def AddCCFrm    : Format<7>;   // condition code (last operand) added to opcode
def MRMXrCC     : Format<8>;   // ModRM.rm = register, opcode + condition code
def MRMXmCC     : Format<9>;   // ModRM.rm = memory, opcode + condition code
def MRMSrcRegCC : Format<10>;  // as MRMSrcReg, opcode + condition code
def MRMSrcMemCC : Format<11>;  // as MRMSrcMem, opcode + condition code
def MRMFixed    : Format<12>;  // opcode then the fixed ModRMByte
def AddRegSTFrm : Format<13>;  // x87 stack register ST(i) added to the opcode
def MRMSrcReg4VOp3 : Format<14>; // VEX: reg = first, rm = next, vvvv = last
def MRMSrcMem4VOp3 : Format<15>; // VEX: reg = first, rm = memory, vvvv = last
// MRM0r..MRM7r: ModRM.reg is the digit, rm the register operand;
// MRM0m..MRM7m: ModRM.reg is the digit, rm the memory operand.
def MRM0r : Format<16>; def MRM1r : Format<17>; def MRM2r : Format<18>;
def MRM3r : Format<19>; def MRM4r : Format<20>; def MRM5r : Format<21>;
def MRM6r : Format<22>; def MRM7r : Format<23>;
def MRM0m : Format<24>; def MRM1m : Format<25>; def MRM2m : Format<26>;
def MRM3m : Format<27>; def MRM4m : Format<28>; def MRM5m : Format<29>;
def MRM6m : Format<30>; def MRM7m : Format<31>;

class ImmType<bits<4> val> { bits<4> Value = val; }
def NoImm      : ImmType<0>;
def Imm8       : ImmType<1>;
def Imm8PCRel  : ImmType<2>;
def Imm16      : ImmType<3>;
def Imm32      : ImmType<4>;
def Imm32S     : ImmType<5>;   // sign-extended to 64 bits
def Imm32PCRel : ImmType<6>;
def Imm64      : ImmType<7>;

class X86Inst<bits<8> opcod, Format f, ImmType i, dag outs, dag ins,
              string asmstr> : Instruction {
  let Namespace = "X86";
  bits<8> Opcode = opcod;
  Format Form = f;
  ImmType ImmT = i;
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = asmstr;

  bits<3> OpMapBits = 0;
  bits<2> OpSizeBits = 0;
  bits<2> OpPrefixBits = 0;
  bit hasREX_W = 0;
  bit hasLockPrefix = 0;
  bit hasREPPrefix = 0;
  bit hasVEX = 0;
  bit hasVEX_4V = 0;
  bits<8> ModRMByte = 0;

  let TSFlags{6-0}   = Form.Value;
  let TSFlags{9-7}   = OpMapBits;
  let TSFlags{11-10} = OpSizeBits;
  let TSFlags{13-12} = OpPrefixBits;
  let TSFlags{14}    = hasREX_W;
  let TSFlags{18-15} = ImmT.Value;
  let TSFlags{19}    = hasLockPrefix;
  let TSFlags{20}    = hasREPPrefix;
  let TSFlags{21}    = hasVEX;
  let TSFlags{22}    = hasVEX_4V;
  let TSFlags{31-24} = Opcode;
  let TSFlags{39-32} = ModRMByte;

  // Scheduling types (X86Schedule.td): families name their own; any other
  // instruction counts as an integer operation, with a folded load and/or
  // store when it touches memory.
  let SchedRW = !if(mayStore, !if(mayLoad, [WriteALURMW], [WriteStore]),
                    !if(mayLoad, [WriteALULd], [WriteALU]));
}

// Encoding mixins: `def X : I<...>, TB, OpSize16;`.
class TB { bits<3> OpMapBits = 1; }
class T8 { bits<3> OpMapBits = 2; }
class TA { bits<3> OpMapBits = 3; }
class OpSize16 { bits<2> OpSizeBits = 1; }
class PD { bits<2> OpPrefixBits = 1; }
class XS { bits<2> OpPrefixBits = 2; }
class XD { bits<2> OpPrefixBits = 3; }
class REX_W { bit hasREX_W = 1; }
class LOCK { bit hasLockPrefix = 1; }
class REP { bit hasREPPrefix = 1; }
class PDTB { bits<3> OpMapBits = 1; bits<2> OpPrefixBits = 1; }
class XSTB { bits<3> OpMapBits = 1; bits<2> OpPrefixBits = 2; }
class XDTB { bits<3> OpMapBits = 1; bits<2> OpPrefixBits = 3; }
class VEX { bit hasVEX = 1; }
class VEX_4V { bit hasVEX = 1; bit hasVEX_4V = 1; }

// Shorthands by immediate kind.
class I<bits<8> o, Format f, dag outs, dag ins, string asm>
  : X86Inst<o, f, NoImm, outs, ins, asm>;
class Ii8<bits<8> o, Format f, dag outs, dag ins, string asm>
  : X86Inst<o, f, Imm8, outs, ins, asm>;
class Ii16<bits<8> o, Format f, dag outs, dag ins, string asm>
  : X86Inst<o, f, Imm16, outs, ins, asm>;
class Ii32<bits<8> o, Format f, dag outs, dag ins, string asm>
  : X86Inst<o, f, Imm32, outs, ins, asm>;
class Ii32S<bits<8> o, Format f, dag outs, dag ins, string asm>
  : X86Inst<o, f, Imm32S, outs, ins, asm>;
class Ii64<bits<8> o, Format f, dag outs, dag ins, string asm>
  : X86Inst<o, f, Imm64, outs, ins, asm>;

// An instruction with a fixed ModRM byte (x87 `fld1` is D9 E8).
class IFixed<bits<8> o, bits<8> modrm, dag outs, dag ins, string asm>
  : X86Inst<o, MRMFixed, NoImm, outs, ins, asm> {
  let ModRMByte = modrm;
}

// Operand-width facts shared by the integer families: the register class,
// memory operand, immediate operands and encoding of one width.
class X86TypeInfo<string suffix, RegisterClass rc, Operand mem, Operand imm,
                  ImmType immT, Operand imm8, bits<2> opSize, bit rexW,
                  bit isByte, Register accum, string accumName> {
  string Suffix = suffix;
  RegisterClass RC = rc;
  Operand Mem = mem;
  Operand Imm = imm;
  ImmType ImmKind = immT;
  Operand Imm8Op = imm8;
  bits<2> OpSize = opSize;
  bit RexW = rexW;
  bit IsByte = isByte;
  Register Accum = accum;
  string AccumName = accumName;
}

// Applies a type's prefixes to an instruction.
class Sized<X86TypeInfo t> {
  bits<2> OpSizeBits = t.OpSize;
  bit hasREX_W = t.RexW;
}

// Memory-operand folding: a register form ("r") and the form that reads the
// same operand from memory instead ("m") share a `FoldRow`. The register
// allocator's spiller uses `getMemoryForm` to read a spilled value straight
// from its stack slot (`addl 8(%rsp), %eax  # 4-byte Folded Reload`) instead of
// reloading it into a register first. The memory form's first memory operand
// takes the place of the register operand it replaces. Column 1 ("m0") is the
// form that reads operand 0 from memory where "m" reads another one (`cmpl $0,
// 8(%rbp)` for CMP32ri8); GlobalISel folds loads through both.
class MemFold<string row, string form> {
  string FoldRow = row;
  string FoldForm = form;
}
def getMemoryForm : InstrMapping {
  let FilterClass = "MemFold";
  let RowFields = ["FoldRow"];
  let ColFields = ["FoldForm"];
  let KeyCol = ["r"];
  let ValueCols = [["m"], ["m0"]];
}

// Processor modes the assembler checks: kiln assembles for x86-64, where
// In64BitMode holds.
def In64BitMode  : Predicate<"Subtarget->is64Bit()"> { let AssemblerMatcherPredicate = 1; }
