// X86InstrSSE.td - SSE/SSE2: scalar and packed floating point, moves between
// XMM, general registers and memory, conversions, and the packed-integer
// operations compilers use for vectorised loops and memcpy.
//
// Two-operand forms tie the destination to the first source
// (`addss %xmm1, %xmm0` is xmm0 += xmm1). Mandatory prefixes: PS (none),
// PD (66), XS (F3), XD (F2), all in the 0F map.

// ---- Arithmetic: scalar ss/sd and packed ps/pd -----------------------------
multiclass SSEBinFP<string m, bits<8> o> {
  defvar op = !cond(!eq(m, "mul"): WriteFMul, !eq(m, "div"): WriteFDiv, true: WriteFAdd);
  defvar opLd = !cond(!eq(m, "mul"): WriteFMulLd, !eq(m, "div"): WriteFDivLd, true: WriteFAddLd);
  defvar commutable = !or(!eq(m, "add"), !eq(m, "mul"));
  def SSrr : I<o, MRMSrcReg, (outs FR32:$dst), (ins FR32:$src1, FR32:$src2), m # "ss\t$src2, $dst">, XSTB, MemFold<NAME # "SS", "r"> {
    let Constraints = "$src1 = $dst"; let isCommutable = commutable;
    let SchedRW = [op];
  }
  def SSrm : I<o, MRMSrcMem, (outs FR32:$dst), (ins FR32:$src1, f32mem:$src2), m # "ss\t$src2, $dst">, XSTB, MemFold<NAME # "SS", "m"> {
    let Constraints = "$src1 = $dst"; let mayLoad = 1;
    let SchedRW = [opLd, ReadAfterLd];
  }
  def SDrr : I<o, MRMSrcReg, (outs FR64:$dst), (ins FR64:$src1, FR64:$src2), m # "sd\t$src2, $dst">, XDTB, MemFold<NAME # "SD", "r"> {
    let Constraints = "$src1 = $dst"; let isCommutable = commutable;
    let SchedRW = [op];
  }
  def SDrm : I<o, MRMSrcMem, (outs FR64:$dst), (ins FR64:$src1, f64mem:$src2), m # "sd\t$src2, $dst">, XDTB, MemFold<NAME # "SD", "m"> {
    let Constraints = "$src1 = $dst"; let mayLoad = 1;
    let SchedRW = [opLd, ReadAfterLd];
  }
  def PSrr : I<o, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2), m # "ps\t$src2, $dst">, TB {
    let Constraints = "$src1 = $dst"; let isCommutable = commutable;
    let SchedRW = [op];
  }
  def PSrm : I<o, MRMSrcMem, (outs VR128:$dst), (ins VR128:$src1, f128mem:$src2), m # "ps\t$src2, $dst">, TB {
    let Constraints = "$src1 = $dst"; let mayLoad = 1;
    let SchedRW = [opLd, ReadAfterLd];
  }
  def PDrr : I<o, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2), m # "pd\t$src2, $dst">, PDTB {
    let Constraints = "$src1 = $dst"; let isCommutable = commutable;
    let SchedRW = [op];
  }
  def PDrm : I<o, MRMSrcMem, (outs VR128:$dst), (ins VR128:$src1, f128mem:$src2), m # "pd\t$src2, $dst">, PDTB {
    let Constraints = "$src1 = $dst"; let mayLoad = 1;
    let SchedRW = [opLd, ReadAfterLd];
  }
}
defm ADD : SSEBinFP<"add", 0x58>;
defm MUL : SSEBinFP<"mul", 0x59>;
defm SUB : SSEBinFP<"sub", 0x5C>;
defm MIN : SSEBinFP<"min", 0x5D>;
defm DIV : SSEBinFP<"div", 0x5E>;
defm MAX : SSEBinFP<"max", 0x5F>;

// sqrt is not tied.
def SQRTSSr : I<0x51, MRMSrcReg, (outs FR32:$dst), (ins FR32:$src), "sqrtss\t$src, $dst">, XSTB, Sched<[WriteFSqrt]>;
def SQRTSDr : I<0x51, MRMSrcReg, (outs FR64:$dst), (ins FR64:$src), "sqrtsd\t$src, $dst">, XDTB, Sched<[WriteFSqrt]>;
def SQRTSSm : I<0x51, MRMSrcMem, (outs FR32:$dst), (ins f32mem:$src), "sqrtss\t$src, $dst">, XSTB, Sched<[WriteFSqrtLd]> { let mayLoad = 1; }
def SQRTSDm : I<0x51, MRMSrcMem, (outs FR64:$dst), (ins f64mem:$src), "sqrtsd\t$src, $dst">, XDTB, Sched<[WriteFSqrtLd]> { let mayLoad = 1; }

// ---- Packed logic, shuffles and unpacks (ps / pd) ---------------------------
multiclass SSEBinPacked<string m, bits<8> o> {
  defvar isShuffle = !eq(!substr(m, 0, 5), "unpck");
  defvar commutable = !or(!eq(m, "and"), !eq(m, "or"), !eq(m, "xor"));
  def PSrr : I<o, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2), m # "ps\t$src2, $dst">, TB {
    let Constraints = "$src1 = $dst"; let isCommutable = commutable;
    let SchedRW = [!if(isShuffle, WriteShuffle, WriteFLogic)];
  }
  def PSrm : I<o, MRMSrcMem, (outs VR128:$dst), (ins VR128:$src1, f128mem:$src2), m # "ps\t$src2, $dst">, TB {
    let Constraints = "$src1 = $dst"; let mayLoad = 1;
    let SchedRW = [!if(isShuffle, WriteShuffleLd, WriteFLogicLd), ReadAfterLd];
  }
  def PDrr : I<o, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2), m # "pd\t$src2, $dst">, PDTB {
    let Constraints = "$src1 = $dst"; let isCommutable = commutable;
    let SchedRW = [!if(isShuffle, WriteShuffle, WriteFLogic)];
  }
  def PDrm : I<o, MRMSrcMem, (outs VR128:$dst), (ins VR128:$src1, f128mem:$src2), m # "pd\t$src2, $dst">, PDTB {
    let Constraints = "$src1 = $dst"; let mayLoad = 1;
    let SchedRW = [!if(isShuffle, WriteShuffleLd, WriteFLogicLd), ReadAfterLd];
  }
}
defm AND    : SSEBinPacked<"and", 0x54>;
defm ANDN   : SSEBinPacked<"andn", 0x55>;
defm OR     : SSEBinPacked<"or", 0x56>;
defm XOR    : SSEBinPacked<"xor", 0x57>;
defm UNPCKL : SSEBinPacked<"unpckl", 0x14>;
defm UNPCKH : SSEBinPacked<"unpckh", 0x15>;
def SHUFPSrri : Ii8<0xC6, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2, u8imm:$src3),
                    "shufps\t$src3, $src2, $dst">, TB { let Constraints = "$src1 = $dst"; }
def SHUFPDrri : Ii8<0xC6, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2, u8imm:$src3),
                    "shufpd\t$src3, $src2, $dst">, PDTB { let Constraints = "$src1 = $dst"; }
def MOVLHPSrr : I<0x16, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2), "movlhps\t$src2, $dst">, TB {
  let Constraints = "$src1 = $dst";
}
def MOVHLPSrr : I<0x12, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2), "movhlps\t$src2, $dst">, TB {
  let Constraints = "$src1 = $dst";
}

// ---- Moves -----------------------------------------------------------------
// Loads are rematerialisable: the spiller repeats the ones that read the constant pool.
def MOVSSrr : I<0x10, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2), "movss\t$src2, $dst">, XSTB {
  let Constraints = "$src1 = $dst";
}
def MOVSDrr : I<0x10, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2), "movsd\t$src2, $dst">, XDTB {
  let Constraints = "$src1 = $dst";
}
def MOVSSrm : I<0x10, MRMSrcMem, (outs VR128:$dst), (ins f32mem:$src), "movss\t$src, $dst">, XSTB { let mayLoad = 1; let isReMaterializable = 1; }
def MOVSDrm : I<0x10, MRMSrcMem, (outs VR128:$dst), (ins f64mem:$src), "movsd\t$src, $dst">, XDTB { let mayLoad = 1; let isReMaterializable = 1; }
def MOVSSmr : I<0x11, MRMDestMem, (outs), (ins f32mem:$dst, FR32:$src), "movss\t$src, $dst">, XSTB { let mayStore = 1; }
def MOVSDmr : I<0x11, MRMDestMem, (outs), (ins f64mem:$dst, FR64:$src), "movsd\t$src, $dst">, XDTB { let mayStore = 1; }

// Full-register moves: rr (load form), rm, mr.
multiclass SSEMove<string m, bits<8> load, bits<8> store, Operand mem> {
  def rr : I<load, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src), m # "\t$src, $dst">;
  def rm : I<load, MRMSrcMem, (outs VR128:$dst), (ins mem:$src), m # "\t$src, $dst"> { let mayLoad = 1; let isReMaterializable = 1; }
  def mr : I<store, MRMDestMem, (outs), (ins mem:$dst, VR128:$src), m # "\t$src, $dst"> { let mayStore = 1; }
}
defm MOVAPS : SSEMove<"movaps", 0x28, 0x29, f128mem>, TB;
defm MOVAPD : SSEMove<"movapd", 0x28, 0x29, f128mem>, PDTB;
defm MOVUPS : SSEMove<"movups", 0x10, 0x11, f128mem>, TB;
defm MOVUPD : SSEMove<"movupd", 0x10, 0x11, f128mem>, PDTB;
defm MOVDQA : SSEMove<"movdqa", 0x6F, 0x7F, i128mem>, PDTB;
defm MOVDQU : SSEMove<"movdqu", 0x6F, 0x7F, i128mem>, XSTB;

// Half moves: load into the low/high 64 bits, store them.
multiclass SSEHalfMove<string m, bits<8> o> {
  def rm : I<o, MRMSrcMem, (outs VR128:$dst), (ins VR128:$src1, f64mem:$src2), m # "\t$src2, $dst"> {
    let Constraints = "$src1 = $dst"; let mayLoad = 1;
  }
  def mr : I<!add(o, 1), MRMDestMem, (outs), (ins f64mem:$dst, VR128:$src), m # "\t$src, $dst"> { let mayStore = 1; }
}
defm MOVLPS : SSEHalfMove<"movlps", 0x12>, TB;
defm MOVHPS : SSEHalfMove<"movhps", 0x16>, TB;
defm MOVLPD : SSEHalfMove<"movlpd", 0x12>, PDTB;
defm MOVHPD : SSEHalfMove<"movhpd", 0x16>, PDTB;

// Between general registers / memory and XMM.
def MOVDI2PDIrr : I<0x6E, MRMSrcReg, (outs VR128:$dst), (ins GR32:$src), "movd\t$src, $dst">, PDTB;
def MOVDI2PDIrm : I<0x6E, MRMSrcMem, (outs VR128:$dst), (ins i32mem:$src), "movd\t$src, $dst">, PDTB { let mayLoad = 1; }
def MOVPDI2DIrr : I<0x7E, MRMDestReg, (outs GR32:$dst), (ins VR128:$src), "movd\t$src, $dst">, PDTB;
def MOVPDI2DImr : I<0x7E, MRMDestMem, (outs), (ins i32mem:$dst, VR128:$src), "movd\t$src, $dst">, PDTB { let mayStore = 1; }
def MOV64toPQIrr : I<0x6E, MRMSrcReg, (outs VR128:$dst), (ins GR64:$src), "movq\t$src, $dst">, PDTB, REX_W;
def MOVPQIto64rr : I<0x7E, MRMDestReg, (outs GR64:$dst), (ins VR128:$src), "movq\t$src, $dst">, PDTB, REX_W;
def MOVQI2PQIrm : I<0x7E, MRMSrcMem, (outs VR128:$dst), (ins i64mem:$src), "movq\t$src, $dst">, XSTB { let mayLoad = 1; }
def MOVPQI2QImr : I<0xD6, MRMDestMem, (outs), (ins i64mem:$dst, VR128:$src), "movq\t$src, $dst">, PDTB { let mayStore = 1; }
def MOVZPQILo2PQIrr : I<0x7E, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src), "movq\t$src, $dst">, XSTB;
def MOVMSKPSrr : I<0x50, MRMSrcReg, (outs GR32:$dst), (ins VR128:$src), "movmskps\t$src, $dst">, TB;
def MOVMSKPDrr : I<0x50, MRMSrcReg, (outs GR32:$dst), (ins VR128:$src), "movmskpd\t$src, $dst">, PDTB;
def PMOVMSKBrr : I<0xD7, MRMSrcReg, (outs GR32:$dst), (ins VR128:$src), "pmovmskb\t$src, $dst">, PDTB;

// ---- Compares ------------------------------------------------------------------
let Defs = [EFLAGS], SchedRW = [WriteFCmp] in {
def UCOMISSrr : I<0x2E, MRMSrcReg, (outs), (ins FR32:$src1, FR32:$src2), "ucomiss\t$src2, $src1">, TB, MemFold<"UCOMISS", "r">;
def UCOMISDrr : I<0x2E, MRMSrcReg, (outs), (ins FR64:$src1, FR64:$src2), "ucomisd\t$src2, $src1">, PDTB, MemFold<"UCOMISD", "r">;
def UCOMISSrm : I<0x2E, MRMSrcMem, (outs), (ins FR32:$src1, f32mem:$src2), "ucomiss\t$src2, $src1">, TB, MemFold<"UCOMISS", "m"> { let mayLoad = 1; let SchedRW = [WriteFCmpLd, ReadAfterLd]; }
def UCOMISDrm : I<0x2E, MRMSrcMem, (outs), (ins FR64:$src1, f64mem:$src2), "ucomisd\t$src2, $src1">, PDTB, MemFold<"UCOMISD", "m"> { let mayLoad = 1; let SchedRW = [WriteFCmpLd, ReadAfterLd]; }
def COMISSrr : I<0x2F, MRMSrcReg, (outs), (ins FR32:$src1, FR32:$src2), "comiss\t$src2, $src1">, TB;
def COMISDrr : I<0x2F, MRMSrcReg, (outs), (ins FR64:$src1, FR64:$src2), "comisd\t$src2, $src1">, PDTB;
}

// ---- Conversions -----------------------------------------------------------------
class CvtRR<bits<8> o, string m, RegisterClass d, RegisterClass s>
  : I<o, MRMSrcReg, (outs d:$dst), (ins s:$src), m # "\t$src, $dst"> {
  let SchedRW = [!cond(!eq(!substr(m, 0, 5), "cvtsi"): WriteCvtI2F, !eq(!substr(m, 0, 4), "cvtt"): WriteCvtF2I,
                       true: WriteCvtF2F)];
}
class CvtRM<bits<8> o, string m, RegisterClass d, Operand s>
  : I<o, MRMSrcMem, (outs d:$dst), (ins s:$src), m # "\t$src, $dst"> {
  let mayLoad = 1;
  let SchedRW = [!cond(!eq(!substr(m, 0, 5), "cvtsi"): WriteCvtI2FLd, !eq(!substr(m, 0, 4), "cvtt"): WriteCvtF2ILd,
                       true: WriteCvtF2FLd)];
}
def CVTSI2SSrr   : CvtRR<0x2A, "cvtsi2ssl", FR32, GR32>, XSTB;
def CVTSI642SSrr : CvtRR<0x2A, "cvtsi2ssq", FR32, GR64>, XSTB, REX_W;
def CVTSI2SDrr   : CvtRR<0x2A, "cvtsi2sdl", FR64, GR32>, XDTB;
def CVTSI642SDrr : CvtRR<0x2A, "cvtsi2sdq", FR64, GR64>, XDTB, REX_W;
def CVTSI2SSrm   : CvtRM<0x2A, "cvtsi2ssl", FR32, i32mem>, XSTB;
def CVTSI642SSrm : CvtRM<0x2A, "cvtsi2ssq", FR32, i64mem>, XSTB, REX_W;
def CVTSI2SDrm   : CvtRM<0x2A, "cvtsi2sdl", FR64, i32mem>, XDTB;
def CVTSI642SDrm : CvtRM<0x2A, "cvtsi2sdq", FR64, i64mem>, XDTB, REX_W;
def CVTTSS2SIrr   : CvtRR<0x2C, "cvttss2si", GR32, FR32>, XSTB;
def CVTTSS2SI64rr : CvtRR<0x2C, "cvttss2si", GR64, FR32>, XSTB, REX_W;
def CVTTSD2SIrr   : CvtRR<0x2C, "cvttsd2si", GR32, FR64>, XDTB;
def CVTTSD2SI64rr : CvtRR<0x2C, "cvttsd2si", GR64, FR64>, XDTB, REX_W;
def CVTTSS2SIrm   : CvtRM<0x2C, "cvttss2si", GR32, f32mem>, XSTB;
def CVTTSS2SI64rm : CvtRM<0x2C, "cvttss2si", GR64, f32mem>, XSTB, REX_W;
def CVTTSD2SIrm   : CvtRM<0x2C, "cvttsd2si", GR32, f64mem>, XDTB;
def CVTTSD2SI64rm : CvtRM<0x2C, "cvttsd2si", GR64, f64mem>, XDTB, REX_W;
def CVTSS2SDrr : CvtRR<0x5A, "cvtss2sd", FR64, FR32>, XSTB;
def CVTSD2SSrr : CvtRR<0x5A, "cvtsd2ss", FR32, FR64>, XDTB;
def CVTSS2SDrm : CvtRM<0x5A, "cvtss2sd", FR64, f32mem>, XSTB;
def CVTSD2SSrm : CvtRM<0x5A, "cvtsd2ss", FR32, f64mem>, XDTB;
def CVTDQ2PSrr : CvtRR<0x5B, "cvtdq2ps", VR128, VR128>, TB;
def CVTTPS2DQrr : CvtRR<0x5B, "cvttps2dq", VR128, VR128>, XSTB;
def CVTDQ2PDrr : CvtRR<0xE6, "cvtdq2pd", VR128, VR128>, XSTB;
def CVTTPD2DQrr : CvtRR<0xE6, "cvttpd2dq", VR128, VR128>, PDTB;
def CVTPS2PDrr : CvtRR<0x5A, "cvtps2pd", VR128, VR128>, TB;
def CVTPD2PSrr : CvtRR<0x5A, "cvtpd2ps", VR128, VR128>, PDTB;

// ---- Packed integer (66 0F) -----------------------------------------------------------
multiclass PInt<string m, bits<8> o> {
  defvar isMul = !or(!eq(!substr(m, 0, 4), "pmul"), !eq(m, "pmaddwd"), !eq(m, "psadbw"));
  // The operations whose operands may swap (LLVM's isCommutable on the same instructions):
  // two-address lowering then ties whichever source lets the copies join.
  defvar commutable = !or(!eq(!substr(m, 0, 4), "padd"), !eq(!substr(m, 0, 4), "pmul"),
                          !eq(!substr(m, 0, 4), "pavg"), !eq(!substr(m, 0, 4), "pmax"),
                          !eq(!substr(m, 0, 4), "pmin"), !eq(!substr(m, 0, 6), "pcmpeq"),
                          !eq(m, "pand"), !eq(m, "por"), !eq(m, "pxor"), isMul);
  def rr : I<o, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2), m # "\t$src2, $dst">, PDTB {
    let Constraints = "$src1 = $dst"; let isCommutable = commutable;
    let SchedRW = [!if(isMul, WriteVecIMul, WriteVecALU)];
  }
  def rm : I<o, MRMSrcMem, (outs VR128:$dst), (ins VR128:$src1, i128mem:$src2), m # "\t$src2, $dst">, PDTB {
    let Constraints = "$src1 = $dst"; let mayLoad = 1;
    let SchedRW = [!if(isMul, WriteVecIMulLd, WriteVecALULd), ReadAfterLd];
  }
}
defm PADDB : PInt<"paddb", 0xFC>;   defm PADDW : PInt<"paddw", 0xFD>;
defm PADDD : PInt<"paddd", 0xFE>;   defm PADDQ : PInt<"paddq", 0xD4>;
defm PSUBB : PInt<"psubb", 0xF8>;   defm PSUBW : PInt<"psubw", 0xF9>;
defm PSUBD : PInt<"psubd", 0xFA>;   defm PSUBQ : PInt<"psubq", 0xFB>;
defm PMULLW : PInt<"pmullw", 0xD5>; defm PMULUDQ : PInt<"pmuludq", 0xF4>;
defm PMULHW : PInt<"pmulhw", 0xE5>; defm PMULHUW : PInt<"pmulhuw", 0xE4>;
defm PAND : PInt<"pand", 0xDB>;     defm PANDN : PInt<"pandn", 0xDF>;
defm POR : PInt<"por", 0xEB>;       defm PXOR : PInt<"pxor", 0xEF>;
defm PCMPEQB : PInt<"pcmpeqb", 0x74>; defm PCMPEQW : PInt<"pcmpeqw", 0x75>;
defm PCMPEQD : PInt<"pcmpeqd", 0x76>; defm PCMPGTB : PInt<"pcmpgtb", 0x64>;
defm PCMPGTW : PInt<"pcmpgtw", 0x65>; defm PCMPGTD : PInt<"pcmpgtd", 0x66>;
defm PUNPCKLBW : PInt<"punpcklbw", 0x60>; defm PUNPCKLWD : PInt<"punpcklwd", 0x61>;
defm PUNPCKLDQ : PInt<"punpckldq", 0x62>; defm PUNPCKLQDQ : PInt<"punpcklqdq", 0x6C>;
defm PUNPCKHBW : PInt<"punpckhbw", 0x68>; defm PUNPCKHWD : PInt<"punpckhwd", 0x69>;
defm PUNPCKHDQ : PInt<"punpckhdq", 0x6A>; defm PUNPCKHQDQ : PInt<"punpckhqdq", 0x6D>;
defm PACKSSWB : PInt<"packsswb", 0x63>; defm PACKSSDW : PInt<"packssdw", 0x6B>;
defm PACKUSWB : PInt<"packuswb", 0x67>;
defm PSADBW : PInt<"psadbw", 0xF6>;   defm PMADDWD : PInt<"pmaddwd", 0xF5>;
defm PAVGB : PInt<"pavgb", 0xE0>;     defm PAVGW : PInt<"pavgw", 0xE3>;
defm PADDUSB : PInt<"paddusb", 0xDC>; defm PADDUSW : PInt<"paddusw", 0xDD>;
defm PSUBUSB : PInt<"psubusb", 0xD8>; defm PSUBUSW : PInt<"psubusw", 0xD9>;
defm PADDSB : PInt<"paddsb", 0xEC>;   defm PADDSW : PInt<"paddsw", 0xED>;
defm PSUBSB : PInt<"psubsb", 0xE8>;   defm PSUBSW : PInt<"psubsw", 0xE9>;
defm PMAXSW : PInt<"pmaxsw", 0xEE>; defm PMINSW : PInt<"pminsw", 0xEA>;
defm PMAXUB : PInt<"pmaxub", 0xDE>; defm PMINUB : PInt<"pminub", 0xDA>;
defm PSRLW : PInt<"psrlw", 0xD1>; defm PSRLD : PInt<"psrld", 0xD2>; defm PSRLQ : PInt<"psrlq", 0xD3>;
defm PSRAW : PInt<"psraw", 0xE1>; defm PSRAD : PInt<"psrad", 0xE2>;
defm PSLLW : PInt<"psllw", 0xF1>; defm PSLLD : PInt<"pslld", 0xF2>; defm PSLLQ : PInt<"psllq", 0xF3>;

// Shifts by an immediate: 66 0F 71/72/73 with the operation in ModRM.reg.
class PShiftI<bits<8> o, Format f, string m>
  : Ii8<o, f, (outs VR128:$dst), (ins VR128:$src1, u8imm:$src2), m # "\t$src2, $dst">, PDTB {
  let Constraints = "$src1 = $dst";
}
def PSRLWri : PShiftI<0x71, MRM2r, "psrlw">; def PSRAWri : PShiftI<0x71, MRM4r, "psraw">;
def PSLLWri : PShiftI<0x71, MRM6r, "psllw">;
def PSRLDri : PShiftI<0x72, MRM2r, "psrld">; def PSRADri : PShiftI<0x72, MRM4r, "psrad">;
def PSLLDri : PShiftI<0x72, MRM6r, "pslld">;
def PSRLQri : PShiftI<0x73, MRM2r, "psrlq">; def PSLLQri : PShiftI<0x73, MRM6r, "psllq">;
def PSRLDQri : PShiftI<0x73, MRM3r, "psrldq">; def PSLLDQri : PShiftI<0x73, MRM7r, "pslldq">;

class PShuf<string m> : Ii8<0x70, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, u8imm:$src2), m # "\t$src2, $src1, $dst">;
def PSHUFDri  : PShuf<"pshufd">, PDTB;
def PSHUFLWri : PShuf<"pshuflw">, XDTB;
def PSHUFHWri : PShuf<"pshufhw">, XSTB;
def PSHUFDmi : Ii8<0x70, MRMSrcMem, (outs VR128:$dst), (ins i128mem:$src1, u8imm:$src2), "pshufd\t$src2, $src1, $dst">, PDTB {
  let mayLoad = 1;
}

// ---- Word insert/extract, compares with a predicate, prefetch ------------------
def PEXTRWrr : Ii8<0xC5, MRMSrcReg, (outs GR32:$dst), (ins VR128:$src1, u8imm:$src2),
                   "pextrw\t$src2, $src1, $dst">, PDTB;
def PINSRWrr : Ii8<0xC4, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, GR32:$src2, u8imm:$src3),
                   "pinsrw\t$src3, $src2, $dst">, PDTB { let Constraints = "$src1 = $dst"; }
def PINSRWrm : Ii8<0xC4, MRMSrcMem, (outs VR128:$dst), (ins VR128:$src1, i16mem:$src2, u8imm:$src3),
                   "pinsrw\t$src3, $src2, $dst">, PDTB { let Constraints = "$src1 = $dst"; let mayLoad = 1; }

// cmpss/cmpsd/cmpps/cmppd with the predicate as an immediate (the aliases in
// X86InstrAliases.td spell it in the mnemonic: cmpltss).
multiclass SSECmp<string m, RegisterClass rc, Operand mem, string rr, string rm> {
  def NAME # rr : Ii8<0xC2, MRMSrcReg, (outs rc:$dst), (ins rc:$src1, rc:$src2, u8imm:$cc),
                m # "\t$cc, $src2, $dst"> { let Constraints = "$src1 = $dst"; }
  def NAME # rm : Ii8<0xC2, MRMSrcMem, (outs rc:$dst), (ins rc:$src1, mem:$src2, u8imm:$cc),
                m # "\t$cc, $src2, $dst"> { let Constraints = "$src1 = $dst"; let mayLoad = 1; }
}
defm CMPSS : SSECmp<"cmpss", FR32, f32mem, "rr", "rm">, XSTB;
defm CMPSD : SSECmp<"cmpsd", FR64, f64mem, "rr", "rm">, XDTB;
defm CMPPS : SSECmp<"cmpps", VR128, f128mem, "rri", "rmi">, TB;
defm CMPPD : SSECmp<"cmppd", VR128, f128mem, "rri", "rmi">, PDTB;

let mayLoad = 1, hasSideEffects = 1 in {
def PREFETCHNTA : I<0x18, MRM0m, (outs), (ins i8mem:$src), "prefetchnta\t$src">, TB;
def PREFETCHT0  : I<0x18, MRM1m, (outs), (ins i8mem:$src), "prefetcht0\t$src">, TB;
def PREFETCHT1  : I<0x18, MRM2m, (outs), (ins i8mem:$src), "prefetcht1\t$src">, TB;
def PREFETCHT2  : I<0x18, MRM3m, (outs), (ins i8mem:$src), "prefetcht2\t$src">, TB;
}

// ---- Reciprocal estimates, conversions by MXCSR's rounding mode, MXCSR, cache --------
// What the SSE/SSE2 target intrinsics need beyond plain IR operations
// (X86PatIntrinsics.td selects them).
def RCPSSr   : I<0x53, MRMSrcReg, (outs FR32:$dst), (ins FR32:$src), "rcpss\t$src, $dst">, XSTB;
def RSQRTSSr : I<0x52, MRMSrcReg, (outs FR32:$dst), (ins FR32:$src), "rsqrtss\t$src, $dst">, XSTB;
def CVTSS2SIrr   : CvtRR<0x2D, "cvtss2si", GR32, FR32>, XSTB;
def CVTSS2SI64rr : CvtRR<0x2D, "cvtss2si", GR64, FR32>, XSTB, REX_W;
def CVTSD2SIrr   : CvtRR<0x2D, "cvtsd2si", GR32, FR64>, XDTB;
def CVTSD2SI64rr : CvtRR<0x2D, "cvtsd2si", GR64, FR64>, XDTB, REX_W;
let hasSideEffects = 1 in {
def LDMXCSR : I<0xAE, MRM2m, (outs), (ins i32mem:$src), "ldmxcsr\t$src">, TB { let mayLoad = 1; }
def STMXCSR : I<0xAE, MRM3m, (outs), (ins i32mem:$dst), "stmxcsr\t$dst">, TB { let mayStore = 1; }
def CLFLUSH : I<0xAE, MRM7m, (outs), (ins i8mem:$src), "clflush\t$src">, TB;
}
