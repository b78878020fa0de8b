// X86InstrBMI.td - the bit-manipulation instructions: BMI1 (andn, bextr,
// blsi, blsmsk, blsr, tzcnt), BMI2 (shlx, shrx, sarx, bzhi, rorx, mulx, pdep,
// pext) and LZCNT (lzcnt), 32- and 64-bit, register and memory forms.
//
// All but tzcnt/lzcnt are VEX-encoded (a C4 prefix: map 0F38 or 0F3A, W for
// the 64-bit forms, vvvv naming the third register; src/encoder.rs writes it);
// tzcnt and lzcnt are F3-prefixed legacy instructions beside bsf/bsr (0F BC,
// 0F BD). The selection patterns (X86PatBMI.td) use them only in functions
// whose subtarget has the feature; the assembler accepts them everywhere, as
// llvm-mc does.

def HasBMI   : Predicate<"st.has(Feature::Bmi)">;
def HasBMI2  : Predicate<"st.has(Feature::Bmi2)">;
def HasLZCNT : Predicate<"st.has(Feature::Lzcnt)">;

// Map and mandatory prefix: T8PS is 0F38 with no prefix, T8XD 0F38 F2, ...
class T8PS { bits<3> OpMapBits = 2; }
class T8PD { bits<3> OpMapBits = 2; bits<2> OpPrefixBits = 1; }
class T8XS { bits<3> OpMapBits = 2; bits<2> OpPrefixBits = 2; }
class T8XD { bits<3> OpMapBits = 2; bits<2> OpPrefixBits = 3; }
class TAXD { bits<3> OpMapBits = 3; bits<2> OpPrefixBits = 3; }

// ---- tzcnt, lzcnt (F3 0F BC/BD): the count of a zero source is its width -------
multiclass CountZeros<string m, bits<8> o> {
  foreach t = [Xi16, Xi32, Xi64] in {
    defvar w = !substr(!cast<string>(t), 2);
    def NAME # w # rr : I<o, MRMSrcReg, (outs t.RC:$dst), (ins t.RC:$src), m # t.Suffix # "\t$src, $dst">,
                        XSTB, Sized<t>, Sched<[WriteBitScan]>, MemFold<NAME # w, "r">;
    def NAME # w # rm : I<o, MRMSrcMem, (outs t.RC:$dst), (ins t.Mem:$src), m # t.Suffix # "\t$src, $dst">,
                        XSTB, Sized<t>, Sched<[WriteBitScanLd]>, MemFold<NAME # w, "m"> { let mayLoad = 1; }
  }
}
let Defs = [EFLAGS] in {
defm TZCNT : CountZeros<"tzcnt", 0xBC>;
defm LZCNT : CountZeros<"lzcnt", 0xBD>;
}

// ---- Three-operand forms: dst = op(src1, src2) -----------------------------------
// `andn`, `pdep`, `pext`: vvvv is src1, ModRM.rm (or memory) src2.
multiclass Bmi4V<string m, bits<8> o, X86TypeInfo t, SchedWrite sched> {
  defvar w = !substr(!cast<string>(t), 2);
  def NAME # w # rr : I<o, MRMSrcReg, (outs t.RC:$dst), (ins t.RC:$src1, t.RC:$src2),
                        m # t.Suffix # "\t$src2, $src1, $dst">, VEX_4V, Sized<t>, Sched<[sched]>,
                      MemFold<NAME # w, "r">;
  def NAME # w # rm : I<o, MRMSrcMem, (outs t.RC:$dst), (ins t.RC:$src1, t.Mem:$src2),
                        m # t.Suffix # "\t$src2, $src1, $dst">, VEX_4V, Sized<t>, Sched<[WriteALULd, ReadAfterLd]>,
                      MemFold<NAME # w, "m"> { let mayLoad = 1; }
}
// `bextr`, `bzhi`, `shlx`, `shrx`, `sarx`: ModRM.rm (or memory) is src1, vvvv
// the control or count src2.
multiclass Bmi4VOp3<string m, bits<8> o, X86TypeInfo t, SchedWrite sched> {
  defvar w = !substr(!cast<string>(t), 2);
  def NAME # w # rr : I<o, MRMSrcReg4VOp3, (outs t.RC:$dst), (ins t.RC:$src1, t.RC:$src2),
                        m # t.Suffix # "\t$src2, $src1, $dst">, VEX_4V, Sized<t>, Sched<[sched]>,
                      MemFold<NAME # w, "r">;
  def NAME # w # rm : I<o, MRMSrcMem4VOp3, (outs t.RC:$dst), (ins t.Mem:$src1, t.RC:$src2),
                        m # t.Suffix # "\t$src2, $src1, $dst">, VEX_4V, Sized<t>, Sched<[WriteALULd]>,
                      MemFold<NAME # w, "m"> { let mayLoad = 1; }
}
// `blsr`, `blsmsk`, `blsi`: the digit in ModRM.reg, the destination in vvvv.
multiclass BmiUnary<string m, Format rf, Format mf, X86TypeInfo t> {
  defvar w = !substr(!cast<string>(t), 2);
  def NAME # w # rr : I<0xF3, rf, (outs t.RC:$dst), (ins t.RC:$src), m # t.Suffix # "\t$src, $dst">,
                      T8PS, VEX_4V, Sized<t>, Sched<[WriteALU]>, MemFold<NAME # w, "r">;
  def NAME # w # rm : I<0xF3, mf, (outs t.RC:$dst), (ins t.Mem:$src), m # t.Suffix # "\t$src, $dst">,
                      T8PS, VEX_4V, Sized<t>, Sched<[WriteALULd]>, MemFold<NAME # w, "m"> { let mayLoad = 1; }
}

foreach t = [Xi32, Xi64] in {
  let Defs = [EFLAGS] in {
  defm ANDN   : Bmi4V<"andn", 0xF2, t, WriteALU>, T8PS;
  defm BEXTR  : Bmi4VOp3<"bextr", 0xF7, t, WriteShift>, T8PS;
  defm BZHI   : Bmi4VOp3<"bzhi", 0xF5, t, WriteShift>, T8PS;
  defm BLSR   : BmiUnary<"blsr", MRM1r, MRM1m, t>;
  defm BLSMSK : BmiUnary<"blsmsk", MRM2r, MRM2m, t>;
  defm BLSI   : BmiUnary<"blsi", MRM3r, MRM3m, t>;
  }
  // The BMI2 shifts leave the flags alone.
  defm SHLX : Bmi4VOp3<"shlx", 0xF7, t, WriteShift>, T8PD;
  defm SARX : Bmi4VOp3<"sarx", 0xF7, t, WriteShift>, T8XS;
  defm SHRX : Bmi4VOp3<"shrx", 0xF7, t, WriteShift>, T8XD;
  defm PDEP : Bmi4V<"pdep", 0xF5, t, WriteIMul>, T8XD;
  defm PEXT : Bmi4V<"pext", 0xF5, t, WriteIMul>, T8XS;
}

// rorx: rotate right by an immediate into another register, flags untouched.
foreach t = [Xi32, Xi64] in {
  defvar w = !substr(!cast<string>(t), 2);
  def RORX # w # ri : Ii8<0xF0, MRMSrcReg, (outs t.RC:$dst), (ins t.RC:$src1, u8imm:$src2),
                          "rorx" # t.Suffix # "\t$src2, $src1, $dst">, TAXD, VEX, Sized<t>, Sched<[WriteShift]>,
                      MemFold<"RORX" # w, "r">;
  def RORX # w # mi : Ii8<0xF0, MRMSrcMem, (outs t.RC:$dst), (ins t.Mem:$src1, u8imm:$src2),
                          "rorx" # t.Suffix # "\t$src2, $src1, $dst">, TAXD, VEX, Sized<t>, Sched<[WriteALULd]>,
                      MemFold<"RORX" # w, "m"> { let mayLoad = 1; }
}

// mulx: the unsigned product of EDX/RDX and the source, high half in ModRM.reg
// (dst1), low half in vvvv (dst2); flags untouched.
foreach t = [Xi32, Xi64] in {
  defvar w = !substr(!cast<string>(t), 2);
  let Uses = [!if(t.RexW, RDX, EDX)] in {
  def MULX # w # rr : I<0xF6, MRMSrcReg, (outs t.RC:$dst1, t.RC:$dst2), (ins t.RC:$src),
                        "mulx" # t.Suffix # "\t$src, $dst2, $dst1">, T8XD, VEX_4V, Sized<t>, Sched<[WriteIMul]>;
  def MULX # w # rm : I<0xF6, MRMSrcMem, (outs t.RC:$dst1, t.RC:$dst2), (ins t.Mem:$src),
                        "mulx" # t.Suffix # "\t$src, $dst2, $dst1">, T8XD, VEX_4V, Sized<t>, Sched<[WriteIMulLd]> {
    let mayLoad = 1;
  }
  }
}
