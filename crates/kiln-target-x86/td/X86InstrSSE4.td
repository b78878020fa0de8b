// X86InstrSSE4.td - the SSSE3, SSE4.1 and PCLMUL instructions: byte shuffles
// and alignment, absolute values, horizontal adds, 32-bit multiplies, packed
// minimum and maximum, blends, element inserts and extracts, zero and sign
// extensions, rounding, ptest and the carry-less multiply.
//
// All are 66-prefixed in the 0F38 (T8) or 0F3A (TA) map. The selection
// patterns (X86PatVector.td) use them only in functions whose subtarget has
// the feature (`Predicates = [HasSSE41]`: the `"target-features"` attribute
// or -mattr); the assembler accepts them everywhere, as llvm-mc does.

class PDT8 { bits<3> OpMapBits = 2; bits<2> OpPrefixBits = 1; }
class PDTA { bits<3> OpMapBits = 3; bits<2> OpPrefixBits = 1; }

def HasSSSE3  : Predicate<"st.has(Feature::Ssse3)">;
def HasSSE41  : Predicate<"st.has(Feature::Sse41)">;
def HasSSE42  : Predicate<"st.has(Feature::Sse42)">;
def HasPCLMUL : Predicate<"st.has(Feature::Pclmul)">;

// ---- Two-operand packed integer (66 0F38 op), the destination tied ----------
multiclass PIntT8<string m, bits<8> o, SchedWrite sched = WriteVecALU, SchedWrite schedLd = WriteVecALULd> {
  def rr : I<o, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2), m # "\t$src2, $dst">, PDT8 {
    let Constraints = "$src1 = $dst";
    let SchedRW = [sched];
  }
  def rm : I<o, MRMSrcMem, (outs VR128:$dst), (ins VR128:$src1, i128mem:$src2), m # "\t$src2, $dst">, PDT8 {
    let Constraints = "$src1 = $dst"; let mayLoad = 1;
    let SchedRW = [schedLd, ReadAfterLd];
  }
}
// SSSE3
defm PSHUFB    : PIntT8<"pshufb", 0x00, WriteShuffle, WriteShuffleLd>;
defm PHADDW    : PIntT8<"phaddw", 0x01>;
defm PHADDD    : PIntT8<"phaddd", 0x02>;
defm PHADDSW   : PIntT8<"phaddsw", 0x03>;
defm PMADDUBSW : PIntT8<"pmaddubsw", 0x04, WriteVecIMul, WriteVecIMulLd>;
defm PHSUBW    : PIntT8<"phsubw", 0x05>;
defm PHSUBD    : PIntT8<"phsubd", 0x06>;
defm PHSUBSW   : PIntT8<"phsubsw", 0x07>;
defm PSIGNB    : PIntT8<"psignb", 0x08>;
defm PSIGNW    : PIntT8<"psignw", 0x09>;
defm PSIGND    : PIntT8<"psignd", 0x0A>;
defm PMULHRSW  : PIntT8<"pmulhrsw", 0x0B, WriteVecIMul, WriteVecIMulLd>;
// SSE4.1
defm PMULDQ   : PIntT8<"pmuldq", 0x28, WriteVecIMul, WriteVecIMulLd>;
defm PCMPEQQ  : PIntT8<"pcmpeqq", 0x29>;
defm PACKUSDW : PIntT8<"packusdw", 0x2B, WriteShuffle, WriteShuffleLd>;
defm PMINSB   : PIntT8<"pminsb", 0x38>;
defm PMINSD   : PIntT8<"pminsd", 0x39>;
defm PMINUW   : PIntT8<"pminuw", 0x3A>;
defm PMINUD   : PIntT8<"pminud", 0x3B>;
defm PMAXSB   : PIntT8<"pmaxsb", 0x3C>;
defm PMAXSD   : PIntT8<"pmaxsd", 0x3D>;
defm PMAXUW   : PIntT8<"pmaxuw", 0x3E>;
defm PMAXUD   : PIntT8<"pmaxud", 0x3F>;
defm PMULLD   : PIntT8<"pmulld", 0x40, WriteVecIMul, WriteVecIMulLd>;
// SSE4.2
defm PCMPGTQ  : PIntT8<"pcmpgtq", 0x37>;

// ---- One-operand (66 0F38 op): absolute values, extensions ------------------
multiclass PUnaryT8<string m, bits<8> o, Operand mem, SchedWrite sched = WriteVecALU> {
  def rr : I<o, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src), m # "\t$src, $dst">, PDT8 { let SchedRW = [sched]; }
  def rm : I<o, MRMSrcMem, (outs VR128:$dst), (ins mem:$src), m # "\t$src, $dst">, PDT8 {
    let mayLoad = 1; let SchedRW = [WriteVecALULd];
  }
}
defm PABSB : PUnaryT8<"pabsb", 0x1C, i128mem>;
defm PABSW : PUnaryT8<"pabsw", 0x1D, i128mem>;
defm PABSD : PUnaryT8<"pabsd", 0x1E, i128mem>;
defm PMOVSXBW : PUnaryT8<"pmovsxbw", 0x20, i64mem, WriteShuffle>;
defm PMOVSXBD : PUnaryT8<"pmovsxbd", 0x21, i32mem, WriteShuffle>;
defm PMOVSXBQ : PUnaryT8<"pmovsxbq", 0x22, i16mem, WriteShuffle>;
defm PMOVSXWD : PUnaryT8<"pmovsxwd", 0x23, i64mem, WriteShuffle>;
defm PMOVSXWQ : PUnaryT8<"pmovsxwq", 0x24, i32mem, WriteShuffle>;
defm PMOVSXDQ : PUnaryT8<"pmovsxdq", 0x25, i64mem, WriteShuffle>;
defm PMOVZXBW : PUnaryT8<"pmovzxbw", 0x30, i64mem, WriteShuffle>;
defm PMOVZXBD : PUnaryT8<"pmovzxbd", 0x31, i32mem, WriteShuffle>;
defm PMOVZXBQ : PUnaryT8<"pmovzxbq", 0x32, i16mem, WriteShuffle>;
defm PMOVZXWD : PUnaryT8<"pmovzxwd", 0x33, i64mem, WriteShuffle>;
defm PMOVZXWQ : PUnaryT8<"pmovzxwq", 0x34, i32mem, WriteShuffle>;
defm PMOVZXDQ : PUnaryT8<"pmovzxdq", 0x35, i64mem, WriteShuffle>;

// ptest sets ZF when a AND b is zero, CF when b AND NOT a is.
let Defs = [EFLAGS] in {
def PTESTrr : I<0x17, MRMSrcReg, (outs), (ins VR128:$src1, VR128:$src2), "ptest\t$src2, $src1">, PDT8, Sched<[WriteVecALU]>;
def PTESTrm : I<0x17, MRMSrcMem, (outs), (ins VR128:$src1, i128mem:$src2), "ptest\t$src2, $src1">, PDT8,
              Sched<[WriteVecALULd, ReadAfterLd]> { let mayLoad = 1; }
}

// ---- Variable blends: the mask is XMM0 ------------------------------------------
multiclass BlendV<string m, bits<8> o, Operand mem> {
  let Uses = [XMM0], Constraints = "$src1 = $dst" in {
  def rr0 : I<o, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2), m # "\t%xmm0, $src2, $dst">, PDT8,
            Sched<[WriteFLogic]>;
  def rm0 : I<o, MRMSrcMem, (outs VR128:$dst), (ins VR128:$src1, mem:$src2), m # "\t%xmm0, $src2, $dst">, PDT8,
            Sched<[WriteFLogicLd, ReadAfterLd]> { let mayLoad = 1; }
  }
}
defm PBLENDVB : BlendV<"pblendvb", 0x10, i128mem>;
defm BLENDVPS : BlendV<"blendvps", 0x14, f128mem>;
defm BLENDVPD : BlendV<"blendvpd", 0x15, f128mem>;

// ---- With an immediate (66 0F3A op ib), the destination tied ----------------------
multiclass PIntTAImm<string m, bits<8> o, Operand mem, SchedWrite sched = WriteShuffle, SchedWrite schedLd = WriteShuffleLd> {
  def rri : Ii8<o, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2, u8imm:$src3), m # "\t$src3, $src2, $dst">, PDTA {
    let Constraints = "$src1 = $dst";
    let SchedRW = [sched];
  }
  def rmi : Ii8<o, MRMSrcMem, (outs VR128:$dst), (ins VR128:$src1, mem:$src2, u8imm:$src3), m # "\t$src3, $src2, $dst">, PDTA {
    let Constraints = "$src1 = $dst"; let mayLoad = 1;
    let SchedRW = [schedLd, ReadAfterLd];
  }
}
defm PALIGNR   : PIntTAImm<"palignr", 0x0F, i128mem>;
defm BLENDPS   : PIntTAImm<"blendps", 0x0C, f128mem, WriteFLogic, WriteFLogicLd>;
defm BLENDPD   : PIntTAImm<"blendpd", 0x0D, f128mem, WriteFLogic, WriteFLogicLd>;
defm PBLENDW   : PIntTAImm<"pblendw", 0x0E, i128mem>;
defm INSERTPS  : PIntTAImm<"insertps", 0x21, f32mem>;
defm PCLMULQDQ : PIntTAImm<"pclmulqdq", 0x44, i128mem, WriteVecIMul, WriteVecIMulLd>;

// Rounding by the immediate's mode: packed forms from any register, scalar forms
// into the low lane.
def ROUNDPSr : Ii8<0x08, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, u8imm:$src2), "roundps\t$src2, $src1, $dst">, PDTA,
               Sched<[WriteFAdd]>;
def ROUNDPDr : Ii8<0x09, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, u8imm:$src2), "roundpd\t$src2, $src1, $dst">, PDTA,
               Sched<[WriteFAdd]>;
def ROUNDSSr : Ii8<0x0A, MRMSrcReg, (outs FR32:$dst), (ins FR32:$src1, u8imm:$src2), "roundss\t$src2, $src1, $dst">, PDTA,
               Sched<[WriteFAdd]>;
def ROUNDSDr : Ii8<0x0B, MRMSrcReg, (outs FR64:$dst), (ins FR64:$src1, u8imm:$src2), "roundsd\t$src2, $src1, $dst">, PDTA,
               Sched<[WriteFAdd]>;

// ---- Element extracts and inserts ---------------------------------------------------
class PExtr<bits<8> o, string m, RegisterClass rc>
  : Ii8<o, MRMDestReg, (outs rc:$dst), (ins VR128:$src1, u8imm:$src2), m # "\t$src2, $src1, $dst">, PDTA,
    Sched<[WriteVecToGpr]>;
def PEXTRBrr : PExtr<0x14, "pextrb", GR32>;
def PEXTRDrr : PExtr<0x16, "pextrd", GR32>;
def PEXTRQrr : PExtr<0x16, "pextrq", GR64>, REX_W;
def EXTRACTPSrr : PExtr<0x17, "extractps", GR32>;
class PInsr<bits<8> o, string m, RegisterClass rc>
  : Ii8<o, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, rc:$src2, u8imm:$src3), m # "\t$src3, $src2, $dst">, PDTA,
    Sched<[WriteGprToVec]> {
  let Constraints = "$src1 = $dst";
}
def PINSRBrr : PInsr<0x20, "pinsrb", GR32>;
def PINSRDrr : PInsr<0x22, "pinsrd", GR32>;
def PINSRQrr : PInsr<0x22, "pinsrq", GR64>, REX_W;
