// X86InstrMove.td - data movement: mov in every width and form, movabs,
// zero and sign extension (movzx/movsx), lea, push/pop, xchg, cmpxchg, xadd,
// cmovcc, setcc, bswap, the bit-scan and bit-test instructions, and the
// string instructions memcpy/memset expand to.

// ---- mov ---------------------------------------------------------------------
multiclass MovOps {
  foreach t = [Xi8, Xi16, Xi32, Xi64] in {
    defvar w = !substr(!cast<string>(t), 2);
    defvar o = !if(t.IsByte, 0x88, 0x89);
    def NAME # w # rr : I<o, MRMDestReg, (outs t.RC:$dst), (ins t.RC:$src),
                          "mov" # t.Suffix # "\t$src, $dst">, Sized<t>, Sched<[WriteMove]> { let isMoveReg = 1; }
    def NAME # w # rm : I<!add(o, 2), MRMSrcMem, (outs t.RC:$dst), (ins t.Mem:$src),
                          "mov" # t.Suffix # "\t$src, $dst">, Sized<t>, Sched<[WriteLoad]> { let mayLoad = 1; }
    def NAME # w # mr : I<o, MRMDestMem, (outs), (ins t.Mem:$dst, t.RC:$src),
                          "mov" # t.Suffix # "\t$src, $dst">, Sized<t> { let mayStore = 1; }
    def NAME # w # !if(t.RexW, "mi32", "mi") : X86Inst<!if(t.IsByte, 0xC6, 0xC7), MRM0m, t.ImmKind, (outs),
                          (ins t.Mem:$dst, t.Imm:$src), "mov" # t.Suffix # "\t$src, $dst">, Sized<t> {
      let mayStore = 1;
    }
  }
}
defm MOV : MovOps;
let isMoveImm = 1, isReMaterializable = 1, isAsCheapAsAMove = 1 in {
def MOV8ri  : Ii8<0xB0, AddRegFrm, (outs GR8:$dst), (ins i8imm:$src), "movb\t$src, $dst">;
def MOV16ri : Ii16<0xB8, AddRegFrm, (outs GR16:$dst), (ins i16imm:$src), "movw\t$src, $dst">, OpSize16;
def MOV32ri : Ii32<0xB8, AddRegFrm, (outs GR32:$dst), (ins i32imm:$src), "movl\t$src, $dst">;
def MOV64ri32 : Ii32S<0xC7, MRM0r, (outs GR64:$dst), (ins i64i32imm:$src), "movq\t$src, $dst">, REX_W;
def MOV64ri : Ii64<0xB8, AddRegFrm, (outs GR64:$dst), (ins i64imm:$src), "movabsq\t$src, $dst">, REX_W;
}

// ---- movzx / movsx -------------------------------------------------------------
// `ext` is b (from 8 bits) or w (from 16); the mnemonic is movz/movs + source
// suffix + destination suffix (movzbl, movswq).
class ExtendRR<bits<8> o, string m, X86TypeInfo d, X86TypeInfo s>
  : I<o, MRMSrcReg, (outs d.RC:$dst), (ins s.RC:$src), m # s.Suffix # d.Suffix # "\t$src, $dst">, TB, Sized<d>, Sched<[WriteMove]>;
class ExtendRM<bits<8> o, string m, X86TypeInfo d, X86TypeInfo s>
  : I<o, MRMSrcMem, (outs d.RC:$dst), (ins s.Mem:$src), m # s.Suffix # d.Suffix # "\t$src, $dst">, TB, Sized<d>, Sched<[WriteLoad]> {
  let mayLoad = 1;
}
def MOVZX16rr8 : ExtendRR<0xB6, "movz", Xi16, Xi8>, MemFold<"MOVZX16_8", "r">;
def MOVZX32rr8 : ExtendRR<0xB6, "movz", Xi32, Xi8>, MemFold<"MOVZX32_8", "r">;
def MOVZX64rr8 : ExtendRR<0xB6, "movz", Xi64, Xi8>, MemFold<"MOVZX64_8", "r">;
def MOVZX32rr16 : ExtendRR<0xB7, "movz", Xi32, Xi16>, MemFold<"MOVZX32_16", "r">;
def MOVZX64rr16 : ExtendRR<0xB7, "movz", Xi64, Xi16>, MemFold<"MOVZX64_16", "r">;
def MOVZX16rm8 : ExtendRM<0xB6, "movz", Xi16, Xi8>, MemFold<"MOVZX16_8", "m">;
def MOVZX32rm8 : ExtendRM<0xB6, "movz", Xi32, Xi8>, MemFold<"MOVZX32_8", "m">;
def MOVZX64rm8 : ExtendRM<0xB6, "movz", Xi64, Xi8>, MemFold<"MOVZX64_8", "m">;
def MOVZX32rm16 : ExtendRM<0xB7, "movz", Xi32, Xi16>, MemFold<"MOVZX32_16", "m">;
def MOVZX64rm16 : ExtendRM<0xB7, "movz", Xi64, Xi16>, MemFold<"MOVZX64_16", "m">;
def MOVSX16rr8 : ExtendRR<0xBE, "movs", Xi16, Xi8>, MemFold<"MOVSX16_8", "r">;
def MOVSX32rr8 : ExtendRR<0xBE, "movs", Xi32, Xi8>, MemFold<"MOVSX32_8", "r">;
def MOVSX64rr8 : ExtendRR<0xBE, "movs", Xi64, Xi8>, MemFold<"MOVSX64_8", "r">;
def MOVSX32rr16 : ExtendRR<0xBF, "movs", Xi32, Xi16>, MemFold<"MOVSX32_16", "r">;
def MOVSX64rr16 : ExtendRR<0xBF, "movs", Xi64, Xi16>, MemFold<"MOVSX64_16", "r">;
def MOVSX16rm8 : ExtendRM<0xBE, "movs", Xi16, Xi8>, MemFold<"MOVSX16_8", "m">;
def MOVSX32rm8 : ExtendRM<0xBE, "movs", Xi32, Xi8>, MemFold<"MOVSX32_8", "m">;
def MOVSX64rm8 : ExtendRM<0xBE, "movs", Xi64, Xi8>, MemFold<"MOVSX64_8", "m">;
def MOVSX32rm16 : ExtendRM<0xBF, "movs", Xi32, Xi16>, MemFold<"MOVSX32_16", "m">;
def MOVSX64rm16 : ExtendRM<0xBF, "movs", Xi64, Xi16>, MemFold<"MOVSX64_16", "m">;
def MOVSX64rr32 : I<0x63, MRMSrcReg, (outs GR64:$dst), (ins GR32:$src), "movslq\t$src, $dst">, REX_W;
def MOVSX64rm32 : I<0x63, MRMSrcMem, (outs GR64:$dst), (ins i32mem:$src), "movslq\t$src, $dst">, REX_W, Sched<[WriteLoad]> {
  let mayLoad = 1;
}

// ---- lea -------------------------------------------------------------------
// Rematerialisable: an address of a global or a constant (reading only reserved registers
// such as $rip) is recomputed where a spilled copy would be reloaded.
let isReMaterializable = 1 in {
def LEA16r : I<0x8D, MRMSrcMem, (outs GR16:$dst), (ins anymem:$src), "leaw\t$src, $dst">, OpSize16;
def LEA64_32r : I<0x8D, MRMSrcMem, (outs GR32:$dst), (ins lea64_32mem:$src), "leal\t$src, $dst">;
def LEA64r : I<0x8D, MRMSrcMem, (outs GR64:$dst), (ins lea64mem:$src), "leaq\t$src, $dst">, REX_W;
}

// ---- push / pop ----------------------------------------------------------------
let Defs = [RSP], Uses = [RSP] in {
def PUSH64r : I<0x50, AddRegFrm, (outs), (ins GR64:$reg), "pushq\t$reg"> { let mayStore = 1; }
def POP64r  : I<0x58, AddRegFrm, (outs GR64:$reg), (ins), "popq\t$reg"> { let mayLoad = 1; }
def PUSH64i8  : Ii8<0x6A, RawFrm, (outs), (ins i64i8imm:$imm), "pushq\t$imm"> { let mayStore = 1; }
def PUSH64i32 : Ii32S<0x68, RawFrm, (outs), (ins i64i32imm:$imm), "pushq\t$imm"> { let mayStore = 1; }
def PUSH64rmm : I<0xFF, MRM6m, (outs), (ins i64mem:$src), "pushq\t$src"> { let mayLoad = 1; let mayStore = 1; }
def POP64rmm  : I<0x8F, MRM0m, (outs), (ins i64mem:$dst), "popq\t$dst"> { let mayLoad = 1; let mayStore = 1; }
def PUSHF64 : I<0x9C, RawFrm, (outs), (ins), "pushfq"> { let Uses = [RSP, EFLAGS]; }
def POPF64  : I<0x9D, RawFrm, (outs), (ins), "popfq"> { let Defs = [RSP, EFLAGS]; }
}

// ---- xchg, cmpxchg, xadd ---------------------------------------------------------
multiclass AtomicOps {
  foreach t = [Xi8, Xi16, Xi32, Xi64] in {
    defvar w = !substr(!cast<string>(t), 2);
    def XCHG # w # rr : I<!if(t.IsByte, 0x86, 0x87), MRMSrcReg, (outs t.RC:$dst, t.RC:$dst2),
                          (ins t.RC:$src1, t.RC:$src2), "xchg" # t.Suffix # "\t$src2, $src1">, Sized<t> {
      let Constraints = "$src1 = $dst, $src2 = $dst2";
    }
    def XCHG # w # rm : I<!if(t.IsByte, 0x86, 0x87), MRMSrcMem, (outs t.RC:$dst),
                          (ins t.RC:$val, t.Mem:$ptr), "xchg" # t.Suffix # "\t$val, $ptr">, Sized<t>, Sched<[WriteAtomic]> {
      let Constraints = "$val = $dst";
      let mayLoad = 1;
      let mayStore = 1;
    }
    def CMPXCHG # w # rm : I<!if(t.IsByte, 0xB0, 0xB1), MRMDestMem, (outs), (ins t.Mem:$dst, t.RC:$src),
                          "cmpxchg" # t.Suffix # "\t$src, $dst">, TB, Sized<t>, Sched<[WriteAtomic]> {
      let Defs = [t.Accum, EFLAGS];
      let Uses = [t.Accum];
      let mayLoad = 1;
      let mayStore = 1;
    }
    def CMPXCHG # w # rr : I<!if(t.IsByte, 0xB0, 0xB1), MRMDestReg, (outs t.RC:$dst), (ins t.RC:$src),
                          "cmpxchg" # t.Suffix # "\t$src, $dst">, TB, Sized<t> {
      let Defs = [t.Accum, EFLAGS];
      let Uses = [t.Accum];
    }
    def XADD # w # rm : I<!if(t.IsByte, 0xC0, 0xC1), MRMSrcMem, (outs t.RC:$dst), (ins t.RC:$val, t.Mem:$ptr),
                          "xadd" # t.Suffix # "\t$val, $ptr">, TB, Sized<t>, Sched<[WriteAtomic]> {
      let Constraints = "$val = $dst";
      let Defs = [EFLAGS];
      let mayLoad = 1;
      let mayStore = 1;
    }
    def XADD # w # rr : I<!if(t.IsByte, 0xC0, 0xC1), MRMDestReg, (outs t.RC:$dst, t.RC:$dst2),
                          (ins t.RC:$src1, t.RC:$src2), "xadd" # t.Suffix # "\t$src2, $src1">, TB, Sized<t> {
      let Constraints = "$src1 = $dst, $src2 = $dst2";
      let Defs = [EFLAGS];
    }
  }
}
defm "" : AtomicOps;
// The short accumulator forms (90+r).
let Defs = [AX], Uses = [AX] in
def XCHG16ar : I<0x90, AddRegFrm, (outs), (ins GR16:$src), "xchgw\t$src, %ax">, OpSize16;
let Defs = [EAX], Uses = [EAX] in
def XCHG32ar : I<0x90, AddRegFrm, (outs), (ins GR32:$src), "xchgl\t$src, %eax">;
let Defs = [RAX], Uses = [RAX] in
def XCHG64ar : I<0x90, AddRegFrm, (outs), (ins GR64:$src), "xchgq\t$src, %rax">, REX_W;
// The locked read-modify-write forms the code generator selects for atomics:
// the same encodings with the lock prefix as part of the instruction.
multiclass LockedOps {
  foreach t = [Xi8, Xi16, Xi32, Xi64] in {
    defvar w = !substr(!cast<string>(t), 2);
    def LCMPXCHG # w : I<!if(t.IsByte, 0xB0, 0xB1), MRMDestMem, (outs), (ins t.Mem:$ptr, t.RC:$swap),
                         "cmpxchg" # t.Suffix # "\t$swap, $ptr">, TB, LOCK, Sized<t> {
      let Defs = [t.Accum, EFLAGS];
      let Uses = [t.Accum];
    }
    def LXADD # w : I<!if(t.IsByte, 0xC0, 0xC1), MRMSrcMem, (outs t.RC:$dst), (ins t.RC:$val, t.Mem:$ptr),
                      "xadd" # t.Suffix # "\t$val, $ptr">, TB, LOCK, Sized<t> {
      let Constraints = "$val = $dst";
      let Defs = [EFLAGS];
    }
    def LOCK_INC # w # m : I<!if(t.IsByte, 0xFE, 0xFF), MRM0m, (outs), (ins t.Mem:$dst), "inc" # t.Suffix # "\t$dst">, LOCK, Sized<t> {
      let Defs = [EFLAGS];
    }
    def LOCK_DEC # w # m : I<!if(t.IsByte, 0xFE, 0xFF), MRM1m, (outs), (ins t.Mem:$dst), "dec" # t.Suffix # "\t$dst">, LOCK, Sized<t> {
      let Defs = [EFLAGS];
    }
  }
}
let isCodeGenOnly = 1, mayLoad = 1, mayStore = 1, SchedRW = [WriteAtomic] in
defm "" : LockedOps;

def CMPXCHG8B  : I<0xC7, MRM1m, (outs), (ins i64mem:$dst), "cmpxchg8b\t$dst">, TB {
  let Defs = [EAX, EDX, EFLAGS]; let Uses = [EAX, EBX, ECX, EDX]; let mayLoad = 1; let mayStore = 1;
}
def CMPXCHG16B : I<0xC7, MRM1m, (outs), (ins i128mem:$dst), "cmpxchg16b\t$dst">, TB, REX_W {
  let Defs = [RAX, RDX, EFLAGS]; let Uses = [RAX, RBX, RCX, RDX]; let mayLoad = 1; let mayStore = 1;
}

// ---- setcc / cmovcc ---------------------------------------------------------------
let Uses = [EFLAGS] in {
def SETCCr : I<0x90, MRMXrCC, (outs GR8:$dst), (ins ccode:$cond), "set${cond}\t$dst">, TB;
def SETCCm : I<0x90, MRMXmCC, (outs), (ins i8mem:$dst, ccode:$cond), "set${cond}\t$dst">, TB {
  let mayStore = 1;
}
multiclass CMovOps {
  foreach t = [Xi16, Xi32, Xi64] in {
    defvar w = !substr(!cast<string>(t), 2);
    def NAME # w # rr : I<0x40, MRMSrcRegCC, (outs t.RC:$dst), (ins t.RC:$src1, t.RC:$src2, ccode:$cond),
                          "cmov${cond}" # t.Suffix # "\t$src2, $dst">, TB, Sized<t>, MemFold<NAME # w, "r"> {
      let Constraints = "$src1 = $dst";
    }
    def NAME # w # rm : I<0x40, MRMSrcMemCC, (outs t.RC:$dst), (ins t.RC:$src1, t.Mem:$src2, ccode:$cond),
                          "cmov${cond}" # t.Suffix # "\t$src2, $dst">, TB, Sized<t>, Sched<[WriteCMOVLd, ReadAfterLd]>, MemFold<NAME # w, "m"> {
      let Constraints = "$src1 = $dst";
      let mayLoad = 1;
    }
  }
}
defm CMOV : CMovOps;
}

// ---- bswap, bit scan, bit test ---------------------------------------------------
def BSWAP32r : I<0xC8, AddRegFrm, (outs GR32:$dst), (ins GR32:$src), "bswapl\t$dst">, TB, Sched<[WriteBSWAP]> {
  let Constraints = "$src = $dst";
}
def BSWAP64r : I<0xC8, AddRegFrm, (outs GR64:$dst), (ins GR64:$src), "bswapq\t$dst">, TB, REX_W, Sched<[WriteBSWAP]> {
  let Constraints = "$src = $dst";
}
multiclass BitOps {
  foreach t = [Xi16, Xi32, Xi64] in {
    defvar w = !substr(!cast<string>(t), 2);
    def BSF # w # rr : I<0xBC, MRMSrcReg, (outs t.RC:$dst), (ins t.RC:$src), "bsf" # t.Suffix # "\t$src, $dst">, TB, Sized<t>, Sched<[WriteBitScan]>;
    def BSR # w # rr : I<0xBD, MRMSrcReg, (outs t.RC:$dst), (ins t.RC:$src), "bsr" # t.Suffix # "\t$src, $dst">, TB, Sized<t>, Sched<[WriteBitScan]>;
    def BSF # w # rm : I<0xBC, MRMSrcMem, (outs t.RC:$dst), (ins t.Mem:$src), "bsf" # t.Suffix # "\t$src, $dst">, TB, Sized<t>, Sched<[WriteBitScanLd]> { let mayLoad = 1; }
    def BSR # w # rm : I<0xBD, MRMSrcMem, (outs t.RC:$dst), (ins t.Mem:$src), "bsr" # t.Suffix # "\t$src, $dst">, TB, Sized<t>, Sched<[WriteBitScanLd]> { let mayLoad = 1; }
    def BT # w # rr : I<0xA3, MRMDestReg, (outs), (ins t.RC:$src1, t.RC:$src2), "bt" # t.Suffix # "\t$src2, $src1">, TB, Sized<t>;
    def BT # w # ri8 : Ii8<0xBA, MRM4r, (outs), (ins t.RC:$src1, t.Imm8Op:$src2), "bt" # t.Suffix # "\t$src2, $src1">, TB, Sized<t>;
    def BT # w # mi8 : Ii8<0xBA, MRM4m, (outs), (ins t.Mem:$src1, t.Imm8Op:$src2), "bt" # t.Suffix # "\t$src2, $src1">, TB, Sized<t> { let mayLoad = 1; }
  }
}
let Defs = [EFLAGS] in
defm "" : BitOps;

// bts/btr/btc: test a bit and set, reset or complement it.
multiclass BitModify<string m, bits<8> rr, Format ri, Format mi> {
  foreach t = [Xi16, Xi32, Xi64] in {
    defvar w = !substr(!cast<string>(t), 2);
    def NAME # w # rr : I<rr, MRMDestReg, (outs t.RC:$dst), (ins t.RC:$src1, t.RC:$src2),
                          m # t.Suffix # "\t$src2, $dst">, TB, Sized<t> { let Constraints = "$src1 = $dst"; }
    def NAME # w # ri8 : Ii8<0xBA, ri, (outs t.RC:$dst), (ins t.RC:$src1, t.Imm8Op:$src2),
                          m # t.Suffix # "\t$src2, $dst">, TB, Sized<t> { let Constraints = "$src1 = $dst"; }
    def NAME # w # mr : I<rr, MRMDestMem, (outs), (ins t.Mem:$dst, t.RC:$src2),
                          m # t.Suffix # "\t$src2, $dst">, TB, Sized<t> { let mayLoad = 1; let mayStore = 1; }
    def NAME # w # mi8 : Ii8<0xBA, mi, (outs), (ins t.Mem:$dst, t.Imm8Op:$src2),
                          m # t.Suffix # "\t$src2, $dst">, TB, Sized<t> { let mayLoad = 1; let mayStore = 1; }
  }
}
let Defs = [EFLAGS] in {
defm BTS : BitModify<"bts", 0xAB, MRM5r, MRM5m>;
defm BTR : BitModify<"btr", 0xB3, MRM6r, MRM6m>;
defm BTC : BitModify<"btc", 0xBB, MRM7r, MRM7m>;
}

// ---- String instructions (memcpy/memset) -------------------------------------------
let Defs = [RDI, RSI], Uses = [RDI, RSI, DF], mayLoad = 1, mayStore = 1, SchedRW = [WriteString] in {
def MOVSB : I<0xA4, RawFrm, (outs), (ins), "movsb\t(%rsi), %es:(%rdi)">;
def MOVSW : I<0xA5, RawFrm, (outs), (ins), "movsw\t(%rsi), %es:(%rdi)">, OpSize16;
def MOVSL : I<0xA5, RawFrm, (outs), (ins), "movsl\t(%rsi), %es:(%rdi)">;
def MOVSQ : I<0xA5, RawFrm, (outs), (ins), "movsq\t(%rsi), %es:(%rdi)">, REX_W;
}
let Defs = [RDI], Uses = [RDI, DF], mayStore = 1, SchedRW = [WriteString] in {
def STOSB : I<0xAA, RawFrm, (outs), (ins), "stosb\t%al, %es:(%rdi)">;
def STOSW : I<0xAB, RawFrm, (outs), (ins), "stosw\t%ax, %es:(%rdi)">, OpSize16;
def STOSL : I<0xAB, RawFrm, (outs), (ins), "stosl\t%eax, %es:(%rdi)">;
def STOSQ : I<0xAB, RawFrm, (outs), (ins), "stosq\t%rax, %es:(%rdi)">, REX_W;
}
let Defs = [RDI, EFLAGS], Uses = [RDI, DF], mayLoad = 1, SchedRW = [WriteString] in {
def SCASB : I<0xAE, RawFrm, (outs), (ins), "scasb\t%es:(%rdi), %al"> { let Uses = [AL, RDI, DF]; }
def SCASW : I<0xAF, RawFrm, (outs), (ins), "scasw\t%es:(%rdi), %ax">, OpSize16 { let Uses = [AX, RDI, DF]; }
def SCASL : I<0xAF, RawFrm, (outs), (ins), "scasl\t%es:(%rdi), %eax"> { let Uses = [EAX, RDI, DF]; }
def SCASQ : I<0xAF, RawFrm, (outs), (ins), "scasq\t%es:(%rdi), %rax">, REX_W { let Uses = [RAX, RDI, DF]; }
}
let Defs = [RDI, RSI, EFLAGS], Uses = [RDI, RSI, DF], mayLoad = 1, SchedRW = [WriteString] in {
def CMPSB : I<0xA6, RawFrm, (outs), (ins), "cmpsb\t%es:(%rdi), (%rsi)">;
def CMPSW : I<0xA7, RawFrm, (outs), (ins), "cmpsw\t%es:(%rdi), (%rsi)">, OpSize16;
def CMPSL : I<0xA7, RawFrm, (outs), (ins), "cmpsl\t%es:(%rdi), (%rsi)">;
def CMPSQ : I<0xA7, RawFrm, (outs), (ins), "cmpsq\t%es:(%rdi), (%rsi)">, REX_W;
}
let Defs = [RSI], Uses = [RSI, DF], mayLoad = 1, SchedRW = [WriteString] in {
def LODSB : I<0xAC, RawFrm, (outs), (ins), "lodsb\t(%rsi), %al"> { let Defs = [AL, RSI]; }
def LODSW : I<0xAD, RawFrm, (outs), (ins), "lodsw\t(%rsi), %ax">, OpSize16 { let Defs = [AX, RSI]; }
def LODSL : I<0xAD, RawFrm, (outs), (ins), "lodsl\t(%rsi), %eax"> { let Defs = [EAX, RSI]; }
def LODSQ : I<0xAD, RawFrm, (outs), (ins), "lodsq\t(%rsi), %rax">, REX_W { let Defs = [RAX, RSI]; }
}

// ---- Segment registers ---------------------------------------------------------------
def MOV16rs : I<0x8C, MRMDestReg, (outs GR16:$dst), (ins SEGMENT_REG:$src), "movw\t$src, $dst">, OpSize16;
def MOV32rs : I<0x8C, MRMDestReg, (outs GR32:$dst), (ins SEGMENT_REG:$src), "movl\t$src, $dst">;
def MOV64rs : I<0x8C, MRMDestReg, (outs GR64:$dst), (ins SEGMENT_REG:$src), "movq\t$src, $dst">, REX_W;
def MOV16sr : I<0x8E, MRMSrcReg, (outs SEGMENT_REG:$dst), (ins GR16:$src), "movw\t$src, $dst">, OpSize16;
def MOV32sr : I<0x8E, MRMSrcReg, (outs SEGMENT_REG:$dst), (ins GR32:$src), "movl\t$src, $dst">;
def MOV64sr : I<0x8E, MRMSrcReg, (outs SEGMENT_REG:$dst), (ins GR64:$src), "movq\t$src, $dst">, REX_W;
