// X86InstrShiftRotate.td - shifts and rotates (rol, ror, rcl, rcr, shl, shr,
// sar) by one, by %cl and by an immediate, on registers and memory, and the
// double shifts shld/shrd.
//
// The by-one forms (D0/D1) print without a count (`shrl %eax`); the parser
// also accepts an explicit `$1` through the aliases in X86InstrAliases.td.

class ShiftR1<bits<8> o, Format f, string m, X86TypeInfo t>
  : I<o, f, (outs t.RC:$dst), (ins t.RC:$src1), m # t.Suffix # "\t$dst">, Sized<t>, Sched<[WriteShift]> {
  let Constraints = "$src1 = $dst";
}
class ShiftRCL<bits<8> o, Format f, string m, X86TypeInfo t>
  : I<o, f, (outs t.RC:$dst), (ins t.RC:$src1), m # t.Suffix # "\t%cl, $dst">, Sized<t>, Sched<[WriteShiftCL]> {
  let Constraints = "$src1 = $dst";
  let Uses = [CL];
}
class ShiftRI<bits<8> o, Format f, string m, X86TypeInfo t>
  : Ii8<o, f, (outs t.RC:$dst), (ins t.RC:$src1, u8imm:$src2), m # t.Suffix # "\t$src2, $dst">, Sized<t>, Sched<[WriteShift]> {
  let Constraints = "$src1 = $dst";
}
class ShiftM1<bits<8> o, Format f, string m, X86TypeInfo t>
  : I<o, f, (outs), (ins t.Mem:$dst), m # t.Suffix # "\t$dst">, Sized<t>, Sched<[WriteShiftRMW]> {
  let mayLoad = 1; let mayStore = 1;
}
class ShiftMCL<bits<8> o, Format f, string m, X86TypeInfo t>
  : I<o, f, (outs), (ins t.Mem:$dst), m # t.Suffix # "\t%cl, $dst">, Sized<t>, Sched<[WriteShiftRMW]> {
  let mayLoad = 1; let mayStore = 1;
  let Uses = [CL];
}
class ShiftMI<bits<8> o, Format f, string m, X86TypeInfo t>
  : Ii8<o, f, (outs), (ins t.Mem:$dst, u8imm:$src), m # t.Suffix # "\t$src, $dst">, Sized<t>, Sched<[WriteShiftRMW]> {
  let mayLoad = 1; let mayStore = 1;
}

multiclass ShiftOp<string m, Format rf, Format mf> {
  foreach t = [Xi8, Xi16, Xi32, Xi64] in {
    defvar w = !substr(!cast<string>(t), 2);
    defvar b = !if(t.IsByte, 0, 1);
    def NAME # w # r1  : ShiftR1<!add(0xD0, b), rf, m, t>;
    def NAME # w # rCL : ShiftRCL<!add(0xD2, b), rf, m, t>;
    def NAME # w # ri  : ShiftRI<!add(0xC0, b), rf, m, t>;
    def NAME # w # m1  : ShiftM1<!add(0xD0, b), mf, m, t>;
    def NAME # w # mCL : ShiftMCL<!add(0xD2, b), mf, m, t>;
    def NAME # w # mi  : ShiftMI<!add(0xC0, b), mf, m, t>;
  }
}
let Defs = [EFLAGS] in {
defm ROL : ShiftOp<"rol", MRM0r, MRM0m>;
defm ROR : ShiftOp<"ror", MRM1r, MRM1m>;
defm RCL : ShiftOp<"rcl", MRM2r, MRM2m>;
defm RCR : ShiftOp<"rcr", MRM3r, MRM3m>;
defm SHL : ShiftOp<"shl", MRM4r, MRM4m>;
defm SHR : ShiftOp<"shr", MRM5r, MRM5m>;
defm SAR : ShiftOp<"sar", MRM7r, MRM7m>;
}

// shld/shrd: imm8 forms A4/AC, %cl forms A5/AD (0F map).
multiclass DoubleShift<string m, bits<8> o> {
  foreach t = [Xi16, Xi32, Xi64] in {
    defvar w = !substr(!cast<string>(t), 2);
    def NAME # w # rri8 : Ii8<o, MRMDestReg, (outs t.RC:$dst), (ins t.RC:$src1, t.RC:$src2, u8imm:$src3),
                              m # t.Suffix # "\t$src3, $src2, $dst">, TB, Sized<t> {
      let Constraints = "$src1 = $dst";
    }
    def NAME # w # rrCL : I<!add(o, 1), MRMDestReg, (outs t.RC:$dst), (ins t.RC:$src1, t.RC:$src2),
                              m # t.Suffix # "\t%cl, $src2, $dst">, TB, Sized<t> {
      let Constraints = "$src1 = $dst";
      let Uses = [CL];
    }
    def NAME # w # mri8 : Ii8<o, MRMDestMem, (outs), (ins t.Mem:$dst, t.RC:$src2, u8imm:$src3),
                              m # t.Suffix # "\t$src3, $src2, $dst">, TB, Sized<t> {
      let mayLoad = 1; let mayStore = 1;
    }
  }
}
let Defs = [EFLAGS] in {
defm SHLD : DoubleShift<"shld", 0xA4>;
defm SHRD : DoubleShift<"shrd", 0xAC>;
}
