// X86InstrArithmetic.td - integer arithmetic and logic: the eight classic
// binary operations (add, or, adc, sbb, and, sub, xor, cmp) in every width and
// operand form, test, the one-operand group (neg, not, inc, dec, mul, imul,
// div, idiv), two- and three-operand imul, and the accumulator extensions
// (cbw..cqo).
//
// Names follow LLVM's MIR: ADD32rr (reg, reg), ADD32rm (reg, mem), ADD32mr,
// ADD32ri, ADD32ri8 (sign-extended imm8), ADD64ri32, ADD32mi8, ADD32i32
// (accumulator with immediate).

// ---- The binary operations ---------------------------------------------
// `base` is the opcode of the 8-bit `mr` form (00 add, 08 or, ... 38 cmp);
// `digit` is the ModRM.reg of the 80/81/83 immediate group.
class BinOpRR<bits<8> o, string m, X86TypeInfo t, bit isCmp>
  : I<o, MRMDestReg, !if(isCmp, (outs), (outs t.RC:$dst)),
      !if(isCmp, (ins t.RC:$src1, t.RC:$src2), (ins t.RC:$src1, t.RC:$src2)),
      !if(isCmp, m # t.Suffix # "\t$src2, $src1", m # t.Suffix # "\t$src2, $dst")>,
    Sized<t> {
  let Constraints = !if(isCmp, "", "$src1 = $dst");
  let Defs = [EFLAGS];
}
class BinOpRM<bits<8> o, string m, X86TypeInfo t, bit isCmp>
  : I<o, MRMSrcMem, !if(isCmp, (outs), (outs t.RC:$dst)),
      (ins t.RC:$src1, t.Mem:$src2),
      !if(isCmp, m # t.Suffix # "\t$src2, $src1", m # t.Suffix # "\t$src2, $dst")>,
    Sized<t> {
  let Constraints = !if(isCmp, "", "$src1 = $dst");
  let Defs = [EFLAGS];
  let mayLoad = 1;
  let SchedRW = [WriteALULd, ReadAfterLd];
}
class BinOpMR<bits<8> o, string m, X86TypeInfo t, bit isCmp>
  : I<o, MRMDestMem, (outs), (ins t.Mem:$dst, t.RC:$src), m # t.Suffix # "\t$src, $dst">,
    Sized<t> {
  let Defs = [EFLAGS];
  let mayLoad = 1;
  let mayStore = !if(isCmp, 0, 1);
}
class BinOpRI<bits<8> o, Format f, ImmType it, Operand imm, string m, X86TypeInfo t, bit isCmp>
  : X86Inst<o, f, it, !if(isCmp, (outs), (outs t.RC:$dst)), (ins t.RC:$src1, imm:$src2),
            !if(isCmp, m # t.Suffix # "\t$src2, $src1", m # t.Suffix # "\t$src2, $dst")>,
    Sized<t> {
  let Constraints = !if(isCmp, "", "$src1 = $dst");
  let Defs = [EFLAGS];
}
class BinOpMI<bits<8> o, Format f, ImmType it, Operand imm, string m, X86TypeInfo t, bit isCmp>
  : X86Inst<o, f, it, (outs), (ins t.Mem:$dst, imm:$src), m # t.Suffix # "\t$src, $dst">,
    Sized<t> {
  let Defs = [EFLAGS];
  let mayLoad = 1;
  let mayStore = !if(isCmp, 0, 1);
}
class BinOpAI<bits<8> o, ImmType it, string m, X86TypeInfo t, Register acc>
  : X86Inst<o, RawFrm, it, (outs), (ins t.Imm:$src), m # t.Suffix # "\t$src, %" # t.AccumName>,
    Sized<t> {
  let Defs = [acc, EFLAGS];
  let Uses = [acc];
}

// A compare reads its first operand from memory in its `mr`/`mi` forms (the `m0` column of
// `getMemoryForm`); the other operations' `mr`/`mi` forms also store, so they fold nothing.
class CmpFold<bit isCmp, string row, string form> : MemFold<row, !if(isCmp, form, "rmw-" # form)>;

// `commutable`: the register forms give the same result with their sources swapped
// (two-address lowering may then tie the other source).
multiclass ArithBinOp<string m, bits<8> base, Format rf, Format mf, bit isCmp, bit commutable = 0> {
  let isCommutable = commutable in {
  def NAME#8rr : BinOpRR<base, m, Xi8, isCmp>, MemFold<NAME#"8", "r">;
  def NAME#16rr : BinOpRR<!add(base, 1), m, Xi16, isCmp>, MemFold<NAME#"16", "r">;
  def NAME#32rr : BinOpRR<!add(base, 1), m, Xi32, isCmp>, MemFold<NAME#"32", "r">;
  def NAME#64rr : BinOpRR<!add(base, 1), m, Xi64, isCmp>, MemFold<NAME#"64", "r">;
  }
  def NAME#8rm : BinOpRM<!add(base, 2), m, Xi8, isCmp>, MemFold<NAME#"8", "m">;
  def NAME#16rm : BinOpRM<!add(base, 3), m, Xi16, isCmp>, MemFold<NAME#"16", "m">;
  def NAME#32rm : BinOpRM<!add(base, 3), m, Xi32, isCmp>, MemFold<NAME#"32", "m">;
  def NAME#64rm : BinOpRM<!add(base, 3), m, Xi64, isCmp>, MemFold<NAME#"64", "m">;
  def NAME#8mr : BinOpMR<base, m, Xi8, isCmp>, CmpFold<isCmp, NAME#"8", "m0">;
  def NAME#16mr : BinOpMR<!add(base, 1), m, Xi16, isCmp>, CmpFold<isCmp, NAME#"16", "m0">;
  def NAME#32mr : BinOpMR<!add(base, 1), m, Xi32, isCmp>, CmpFold<isCmp, NAME#"32", "m0">;
  def NAME#64mr : BinOpMR<!add(base, 1), m, Xi64, isCmp>, CmpFold<isCmp, NAME#"64", "m0">;
  def NAME#8ri : BinOpRI<0x80, rf, Imm8, i8imm, m, Xi8, isCmp>, CmpFold<isCmp, NAME#"8i", "r">;
  def NAME#16ri : BinOpRI<0x81, rf, Imm16, i16imm, m, Xi16, isCmp>, CmpFold<isCmp, NAME#"16i", "r">;
  def NAME#32ri : BinOpRI<0x81, rf, Imm32, i32imm, m, Xi32, isCmp>, CmpFold<isCmp, NAME#"32i", "r">;
  def NAME#64ri32 : BinOpRI<0x81, rf, Imm32S, i64i32imm, m, Xi64, isCmp>, CmpFold<isCmp, NAME#"64i32", "r">;
  def NAME#16ri8 : BinOpRI<0x83, rf, Imm8, i16i8imm, m, Xi16, isCmp>, CmpFold<isCmp, NAME#"16i8", "r">;
  def NAME#32ri8 : BinOpRI<0x83, rf, Imm8, i32i8imm, m, Xi32, isCmp>, CmpFold<isCmp, NAME#"32i8", "r">;
  def NAME#64ri8 : BinOpRI<0x83, rf, Imm8, i64i8imm, m, Xi64, isCmp>, CmpFold<isCmp, NAME#"64i8", "r">;
  def NAME#8mi : BinOpMI<0x80, mf, Imm8, i8imm, m, Xi8, isCmp>, CmpFold<isCmp, NAME#"8i", "m0">;
  def NAME#16mi : BinOpMI<0x81, mf, Imm16, i16imm, m, Xi16, isCmp>, CmpFold<isCmp, NAME#"16i", "m0">;
  def NAME#32mi : BinOpMI<0x81, mf, Imm32, i32imm, m, Xi32, isCmp>, CmpFold<isCmp, NAME#"32i", "m0">;
  def NAME#64mi32 : BinOpMI<0x81, mf, Imm32S, i64i32imm, m, Xi64, isCmp>, CmpFold<isCmp, NAME#"64i32", "m0">;
  def NAME#16mi8 : BinOpMI<0x83, mf, Imm8, i16i8imm, m, Xi16, isCmp>, CmpFold<isCmp, NAME#"16i8", "m0">;
  def NAME#32mi8 : BinOpMI<0x83, mf, Imm8, i32i8imm, m, Xi32, isCmp>, CmpFold<isCmp, NAME#"32i8", "m0">;
  def NAME#64mi8 : BinOpMI<0x83, mf, Imm8, i64i8imm, m, Xi64, isCmp>, CmpFold<isCmp, NAME#"64i8", "m0">;
  def NAME#8i8 : BinOpAI<!add(base, 4), Imm8, m, Xi8, AL>;
  def NAME#16i16 : BinOpAI<!add(base, 5), Imm16, m, Xi16, AX>;
  def NAME#32i32 : BinOpAI<!add(base, 5), Imm32, m, Xi32, EAX>;
  def NAME#64i32 : BinOpAI<!add(base, 5), Imm32S, m, Xi64, RAX>;
}

defm ADD : ArithBinOp<"add", 0x00, MRM0r, MRM0m, 0, 1>;
defm OR  : ArithBinOp<"or",  0x08, MRM1r, MRM1m, 0, 1>;
let Uses = [EFLAGS] in {
defm ADC : ArithBinOp<"adc", 0x10, MRM2r, MRM2m, 0, 1>;
defm SBB : ArithBinOp<"sbb", 0x18, MRM3r, MRM3m, 0>;
}
defm AND : ArithBinOp<"and", 0x20, MRM4r, MRM4m, 0, 1>;
defm SUB : ArithBinOp<"sub", 0x28, MRM5r, MRM5m, 0>;
defm XOR : ArithBinOp<"xor", 0x30, MRM6r, MRM6m, 0, 1>;
let isCompare = 1 in
defm CMP : ArithBinOp<"cmp", 0x38, MRM7r, MRM7m, 1>;

// ---- test ------------------------------------------------------------------
multiclass TestOps {
  foreach t = [Xi8, Xi16, Xi32, Xi64] in {
    defvar w = !substr(!cast<string>(t), 2);
    defvar o = !if(t.IsByte, 0x84, 0x85);
    defvar oi = !if(t.IsByte, 0xF6, 0xF7);
    def NAME # w # rr : I<o, MRMDestReg, (outs), (ins t.RC:$src1, t.RC:$src2),
                   "test" # t.Suffix # "\t$src2, $src1">, Sized<t>, MemFold<NAME # w, "r">;
    def NAME # w # mr : I<o, MRMDestMem, (outs), (ins t.Mem:$src1, t.RC:$src2),
                   "test" # t.Suffix # "\t$src2, $src1">, Sized<t>, MemFold<NAME # w, "m"> { let mayLoad = 1; }
    def NAME # w # !if(t.RexW, "ri32", "ri") : X86Inst<oi, MRM0r, t.ImmKind, (outs), (ins t.RC:$src1, t.Imm:$src2),
                   "test" # t.Suffix # "\t$src2, $src1">, Sized<t>, MemFold<NAME # w # "i", "r">;
    def NAME # w # !if(t.RexW, "mi32", "mi") : X86Inst<oi, MRM0m, t.ImmKind, (outs), (ins t.Mem:$src1, t.Imm:$src2),
                   "test" # t.Suffix # "\t$src2, $src1">, Sized<t>, MemFold<NAME # w # "i", "m0"> { let mayLoad = 1; }
  }
}
let Defs = [EFLAGS], isCompare = 1 in
defm TEST : TestOps;
let Defs = [EFLAGS], isCompare = 1 in {
def TEST8i8   : BinOpAI<0xA8, Imm8, "test", Xi8, AL>;
def TEST16i16 : BinOpAI<0xA9, Imm16, "test", Xi16, AX>;
def TEST32i32 : BinOpAI<0xA9, Imm32, "test", Xi32, EAX>;
def TEST64i32 : BinOpAI<0xA9, Imm32S, "test", Xi64, RAX>;
}

// ---- One-operand group: F6/F7 and FE/FF -------------------------------------
class UnaryR<bits<8> o, Format f, string m, X86TypeInfo t>
  : I<o, f, (outs t.RC:$dst), (ins t.RC:$src1), m # t.Suffix # "\t$dst">, Sized<t> {
  let Constraints = "$src1 = $dst";
  let Defs = [EFLAGS];
}
class UnaryM<bits<8> o, Format f, string m, X86TypeInfo t>
  : I<o, f, (outs), (ins t.Mem:$dst), m # t.Suffix # "\t$dst">, Sized<t> {
  let Defs = [EFLAGS];
  let mayLoad = 1;
  let mayStore = 1;
}
multiclass UnaryOp<string m, bits<8> o8, Format rf, Format mf> {
  def NAME#8r : UnaryR<o8, rf, m, Xi8>;
  def NAME#16r : UnaryR<!add(o8, 1), rf, m, Xi16>;
  def NAME#32r : UnaryR<!add(o8, 1), rf, m, Xi32>;
  def NAME#64r : UnaryR<!add(o8, 1), rf, m, Xi64>;
  def NAME#8m : UnaryM<o8, mf, m, Xi8>;
  def NAME#16m : UnaryM<!add(o8, 1), mf, m, Xi16>;
  def NAME#32m : UnaryM<!add(o8, 1), mf, m, Xi32>;
  def NAME#64m : UnaryM<!add(o8, 1), mf, m, Xi64>;
}
defm NOT : UnaryOp<"not", 0xF6, MRM2r, MRM2m>;
defm NEG : UnaryOp<"neg", 0xF6, MRM3r, MRM3m>;
defm INC : UnaryOp<"inc", 0xFE, MRM0r, MRM0m>;
defm DEC : UnaryOp<"dec", 0xFE, MRM1r, MRM1m>;

// mul/imul/div/idiv with the accumulator pair implicit (AX, DX:AX, EDX:EAX,
// RDX:RAX). A multiply reads only the low half (AL, AX, EAX, RAX) and writes
// both; a division reads and writes both.
class MulDivR<Format f, string m, X86TypeInfo t, list<Register> regs>
  : I<!if(t.IsByte, 0xF6, 0xF7), f, (outs), (ins t.RC:$src), m # t.Suffix # "\t$src">, Sized<t> {
  let Defs = !listconcat(regs, [EFLAGS]);
  let Uses = !if(!or(!eq(m, "mul"), !eq(m, "imul")), [!head(regs)], regs);
  let SchedRW = [!if(!or(!eq(m, "mul"), !eq(m, "imul")), WriteMulWide, WriteDiv)];
}
class MulDivM<Format f, string m, X86TypeInfo t, list<Register> regs>
  : I<!if(t.IsByte, 0xF6, 0xF7), f, (outs), (ins t.Mem:$src), m # t.Suffix # "\t$src">, Sized<t> {
  let Defs = !listconcat(regs, [EFLAGS]);
  let Uses = !if(!or(!eq(m, "mul"), !eq(m, "imul")), [!head(regs)], regs);
  let mayLoad = 1;
  let SchedRW = [!if(!or(!eq(m, "mul"), !eq(m, "imul")), WriteMulWideLd, WriteDivLd)];
}
multiclass MulDiv<string m, Format rf, Format mf> {
  def NAME#8r : MulDivR<rf, m, Xi8, [AL, AH]>;
  def NAME#16r : MulDivR<rf, m, Xi16, [AX, DX]>;
  def NAME#32r : MulDivR<rf, m, Xi32, [EAX, EDX]>;
  def NAME#64r : MulDivR<rf, m, Xi64, [RAX, RDX]>;
  def NAME#8m : MulDivM<mf, m, Xi8, [AL, AH]>;
  def NAME#16m : MulDivM<mf, m, Xi16, [AX, DX]>;
  def NAME#32m : MulDivM<mf, m, Xi32, [EAX, EDX]>;
  def NAME#64m : MulDivM<mf, m, Xi64, [RAX, RDX]>;
}
defm MUL  : MulDiv<"mul", MRM4r, MRM4m>;
defm IMUL : MulDiv<"imul", MRM5r, MRM5m>;
defm DIV  : MulDiv<"div", MRM6r, MRM6m>;
defm IDIV : MulDiv<"idiv", MRM7r, MRM7m>;

// Two- and three-operand imul.
multiclass IMulMulti {
  foreach t = [Xi16, Xi32, Xi64] in {
    defvar w = !substr(!cast<string>(t), 2);
    def NAME # w # rr : I<0xAF, MRMSrcReg, (outs t.RC:$dst), (ins t.RC:$src1, t.RC:$src2),
                   "imul" # t.Suffix # "\t$src2, $dst">, TB, Sized<t>, Sched<[WriteIMul]>, MemFold<NAME # w, "r"> {
      let Constraints = "$src1 = $dst";
      let isCommutable = 1;
    }
    def NAME # w # rm : I<0xAF, MRMSrcMem, (outs t.RC:$dst), (ins t.RC:$src1, t.Mem:$src2),
                   "imul" # t.Suffix # "\t$src2, $dst">, TB, Sized<t>, Sched<[WriteIMulLd, ReadAfterLd]>, MemFold<NAME # w, "m"> {
      let Constraints = "$src1 = $dst";
      let mayLoad = 1;
    }
    def NAME # w # !if(t.RexW, "rri32", "rri") : X86Inst<0x69, MRMSrcReg, t.ImmKind, (outs t.RC:$dst),
                   (ins t.RC:$src1, t.Imm:$src2), "imul" # t.Suffix # "\t$src2, $src1, $dst">, Sized<t>, Sched<[WriteIMul]>;
    def NAME # w # rri8 : Ii8<0x6B, MRMSrcReg, (outs t.RC:$dst), (ins t.RC:$src1, t.Imm8Op:$src2),
                   "imul" # t.Suffix # "\t$src2, $src1, $dst">, Sized<t>, Sched<[WriteIMul]>;
    def NAME # w # !if(t.RexW, "rmi32", "rmi") : X86Inst<0x69, MRMSrcMem, t.ImmKind, (outs t.RC:$dst),
                   (ins t.Mem:$src1, t.Imm:$src2), "imul" # t.Suffix # "\t$src2, $src1, $dst">, Sized<t>, Sched<[WriteIMulLd]> {
      let mayLoad = 1;
    }
    def NAME # w # rmi8 : Ii8<0x6B, MRMSrcMem, (outs t.RC:$dst), (ins t.Mem:$src1, t.Imm8Op:$src2),
                   "imul" # t.Suffix # "\t$src2, $src1, $dst">, Sized<t>, Sched<[WriteIMulLd]> {
      let mayLoad = 1;
    }
  }
}
let Defs = [EFLAGS] in
defm IMUL : IMulMulti;

// ---- Accumulator sign extension ---------------------------------------------
def CBW  : I<0x98, RawFrm, (outs), (ins), "cbtw">, OpSize16 { let Defs = [AX]; let Uses = [AL]; }
def CWDE : I<0x98, RawFrm, (outs), (ins), "cwtl"> { let Defs = [EAX]; let Uses = [AX]; }
def CDQE : I<0x98, RawFrm, (outs), (ins), "cltq">, REX_W { let Defs = [RAX]; let Uses = [EAX]; }
def CWD  : I<0x99, RawFrm, (outs), (ins), "cwtd">, OpSize16 { let Defs = [AX, DX]; let Uses = [AX]; }
def CDQ  : I<0x99, RawFrm, (outs), (ins), "cltd"> { let Defs = [EAX, EDX]; let Uses = [EAX]; }
def CQO  : I<0x99, RawFrm, (outs), (ins), "cqto">, REX_W { let Defs = [RAX, RDX]; let Uses = [RAX]; }

// Locked memory forms of add, or, and, sub, xor for atomics (LOCK_ADD32mr).
multiclass LockedBinOp<string m, bits<8> base, Format mf> {
  def 8mr    : BinOpMR<base, m, Xi8, 0>, LOCK;
  def 16mr   : BinOpMR<!add(base, 1), m, Xi16, 0>, LOCK;
  def 32mr   : BinOpMR<!add(base, 1), m, Xi32, 0>, LOCK;
  def 64mr   : BinOpMR<!add(base, 1), m, Xi64, 0>, LOCK;
  def 8mi    : BinOpMI<0x80, mf, Imm8, i8imm, m, Xi8, 0>, LOCK;
  def 16mi   : BinOpMI<0x81, mf, Imm16, i16imm, m, Xi16, 0>, LOCK;
  def 32mi   : BinOpMI<0x81, mf, Imm32, i32imm, m, Xi32, 0>, LOCK;
  def 64mi32 : BinOpMI<0x81, mf, Imm32S, i64i32imm, m, Xi64, 0>, LOCK;
  def 16mi8  : BinOpMI<0x83, mf, Imm8, i16i8imm, m, Xi16, 0>, LOCK;
  def 32mi8  : BinOpMI<0x83, mf, Imm8, i32i8imm, m, Xi32, 0>, LOCK;
  def 64mi8  : BinOpMI<0x83, mf, Imm8, i64i8imm, m, Xi64, 0>, LOCK;
}
let isCodeGenOnly = 1 in {
defm LOCK_ADD : LockedBinOp<"add", 0x00, MRM0m>;
defm LOCK_OR  : LockedBinOp<"or",  0x08, MRM1m>;
defm LOCK_AND : LockedBinOp<"and", 0x20, MRM4m>;
defm LOCK_SUB : LockedBinOp<"sub", 0x28, MRM5m>;
defm LOCK_XOR : LockedBinOp<"xor", 0x30, MRM6m>;
}
