// X86InstrPseudos.td - code-generator-only instructions LLVM's x86 MIR uses
// before emission: call-frame markers, zeroing and return pseudos, tail calls,
// the pre-stackifier x87 instructions on FP0-FP6 (LD_Fp80m, ADD_Fp80, ...),
// and alternative register-class forms of real instructions (MOVSDrm_alt).
// Pseudos (Form Pseudo) are expanded before emission; the encoder refuses them.

class X86Pseudo<dag outs, dag ins> : X86Inst<0, Pseudo, NoImm, outs, ins, ""> {
  let isPseudo = 1;
  let isCodeGenOnly = 1;
}

let Defs = [RSP, EFLAGS], Uses = [RSP] in {
def ADJCALLSTACKDOWN64 : X86Pseudo<(outs), (ins i32imm:$amt1, i32imm:$amt2, i32imm:$amt3)>;
def ADJCALLSTACKUP64   : X86Pseudo<(outs), (ins i32imm:$amt1, i32imm:$amt2)>;
}
let Defs = [EFLAGS], isReMaterializable = 1, isAsCheapAsAMove = 1 in
def MOV32r0 : X86Pseudo<(outs GR32:$dst), (ins)>, Sched<[WriteZero]>;
let isReMaterializable = 1, isMoveImm = 1 in
def MOV32ri64 : X86Pseudo<(outs GR64:$dst), (ins i64i32imm:$src)>;
let isReMaterializable = 1, isAsCheapAsAMove = 1 in {
def V_SET0       : X86Pseudo<(outs VR128:$dst), (ins)>, Sched<[WriteZero]>;
def V_SETALLONES : X86Pseudo<(outs VR128:$dst), (ins)>;
}
// An i32 computation as an lea (the `lea32addr` pattern) until register
// allocation: its address registers are the i32 values themselves, which
// therefore need no copies into 64-bit registers; post-RA expansion makes it
// LEA64_32r of their 64-bit registers, whose upper halves do not reach the low
// 32 bits of the sum.
def LEA32_64r : X86Pseudo<(outs GR32:$dst), (ins lea32mem:$src)>;
let Defs = [EFLAGS], Uses = [EFLAGS] in
def SETB_C32r : X86Pseudo<(outs GR32:$dst), (ins)>;
let isReturn = 1, isTerminator = 1, isBarrier = 1 in
def RET : X86Pseudo<(outs), (ins i32imm:$adj, variable_ops)>;
let isCall = 1, isReturn = 1, isTerminator = 1, isBarrier = 1, Uses = [RSP] in {
def TCRETURNdi64 : X86Pseudo<(outs), (ins i64i32imm_brtarget:$dst, i32imm:$offset, variable_ops)>;
def TCRETURNri64 : X86Pseudo<(outs), (ins GR64_TC:$dst, i32imm:$offset, variable_ops)>;
}
let Defs = [EFLAGS], mayStore = 1 in
def VASTART_SAVE_XMM_REGS : X86Pseudo<(outs), (ins GR8:$al, anymem:$regsave, i64imm:$offset, variable_ops)>;

// __builtin_setjmp / __builtin_longjmp with LLVM's buffer layout: [0] frame
// pointer, [1] resume address, [2] stack pointer. Post-RA expansion splits the
// block at EH_SjLj_SetJmp64: it stores the address of a new resume block (which
// sets EAX to 1) into the buffer and sets EAX to 0. Control comes back with only
// RBP and RSP restored, so the setjmp clobbers every register (the function saves
// all callee-saved ones) and its frame has a frame pointer. RAX/RCX are the
// scratch registers of both expansions.
let hasSideEffects = 1, mayStore = 1,
    Defs = [RAX, RBX, RCX, RDX, RSI, RDI, R8, R9, R10, R11, R12, R13, R14, R15, EFLAGS,
            XMM0, XMM1, XMM2, XMM3, XMM4, XMM5, XMM6, XMM7, XMM8, XMM9, XMM10, XMM11,
            XMM12, XMM13, XMM14, XMM15] in
def EH_SjLj_SetJmp64 : X86Pseudo<(outs), (ins GR64:$buf)>;
let hasSideEffects = 1, mayLoad = 1, isBarrier = 1, isTerminator = 1,
    Defs = [RAX, RCX, RBP, RSP] in
def EH_SjLj_LongJmp64 : X86Pseudo<(outs), (ins GR64:$buf)>;

// `rep;movsq` as one instruction (memcpy lowering); REP_PREFIX then MOVSQ.
let Defs = [RCX, RDI, RSI], Uses = [RCX, RDI, RSI, DF], mayLoad = 1, mayStore = 1, isCodeGenOnly = 1 in {
def REP_MOVSB_64 : I<0xA4, RawFrm, (outs), (ins), "rep;movsb\t(%rsi), %es:(%rdi)">, REP;
def REP_MOVSQ_64 : I<0xA5, RawFrm, (outs), (ins), "rep;movsq\t(%rsi), %es:(%rdi)">, REP, REX_W;
}
let Defs = [RCX, RDI], Uses = [RCX, RDI, DF], mayStore = 1, isCodeGenOnly = 1 in {
def REP_STOSB_64 : I<0xAA, RawFrm, (outs), (ins), "rep;stosb\t%al, %es:(%rdi)">, REP { let Uses = [AL, RCX, RDI, DF]; }
def REP_STOSQ_64 : I<0xAB, RawFrm, (outs), (ins), "rep;stosq\t%rax, %es:(%rdi)">, REP, REX_W { let Uses = [RAX, RCX, RDI, DF]; }
}

// ---- Alternative register classes of real instructions -----------------------
let isCodeGenOnly = 1 in {
def MOVSSrm_alt : I<0x10, MRMSrcMem, (outs FR32:$dst), (ins f32mem:$src), "movss\t$src, $dst">, XSTB { let mayLoad = 1; let isReMaterializable = 1; }
def MOVSDrm_alt : I<0x10, MRMSrcMem, (outs FR64:$dst), (ins f64mem:$src), "movsd\t$src, $dst">, XDTB { let mayLoad = 1; let isReMaterializable = 1; }
def MOVSDto64rr : I<0x7E, MRMDestReg, (outs GR64:$dst), (ins FR64:$src), "movq\t$src, $dst">, PDTB, REX_W;
def MOV64toSDrr : I<0x6E, MRMSrcReg, (outs FR64:$dst), (ins GR64:$src), "movq\t$src, $dst">, PDTB, REX_W;
def MOVSS2DIrr  : I<0x7E, MRMDestReg, (outs GR32:$dst), (ins FR32:$src), "movd\t$src, $dst">, PDTB;
def MOVDI2SSrr  : I<0x6E, MRMSrcReg, (outs FR32:$dst), (ins GR32:$src), "movd\t$src, $dst">, PDTB;
}

// ---- x87 before stackification: values in FP0-FP6 ------------------------------
// Named <op>_Fp<width> (value width); with memory <op>_Fp<width>m<memory
// width>, except loads, LD_Fp<memory width>m<width> (LLVM's names).
class FpPseudo<dag outs, dag ins> : X86Pseudo<outs, ins> {
  let Defs = [FPSW];
  let Uses = [FPCW];
}
multiclass FpWidth<RegisterClass rc, string w> {
  def LD_Fp0 # w : FpPseudo<(outs rc:$dst), (ins)>, Sched<[WriteX87Move]>;
  def LD_Fp1 # w : FpPseudo<(outs rc:$dst), (ins)>, Sched<[WriteX87Move]>;
  foreach op = ["ADD", "SUB", "MUL", "DIV"] in
    def op # _Fp # w : FpPseudo<(outs rc:$dst), (ins rc:$src1, rc:$src2)>,
                       Sched<[!cond(!eq(op, "MUL"): WriteX87Mul, !eq(op, "DIV"): WriteX87Div, true: WriteX87Add)]>;
  foreach op = ["CHS", "ABS", "SQRT"] in
    def op # _Fp # w : FpPseudo<(outs rc:$dst), (ins rc:$src)>, Sched<[!if(!eq(op, "SQRT"), WriteX87Sqrt, WriteX87Misc)]>;
  foreach cc = ["B", "BE", "E", "P", "NB", "NBE", "NE", "NP"] in
    def CMOV # cc # _Fp # w : FpPseudo<(outs rc:$dst), (ins rc:$src1, rc:$src2)>, Sched<[WriteX87CMOV]> {
      let Constraints = "$src1 = $dst";
      let Uses = [EFLAGS, FPCW];
    }
  let Defs = [EFLAGS, FPSW] in
  def UCOM_FpIr # w : FpPseudo<(outs), (ins rc:$lhs, rc:$rhs)>, Sched<[WriteX87Cmp]>;
}
defm "" : FpWidth<RFP32, "32">;
defm "" : FpWidth<RFP64, "64">;
defm "" : FpWidth<RFP80, "80">;

// Loads and stores between memory of one width and a stack value of another.
multiclass FpMem<RegisterClass rc, string w, Operand mem, string mw> {
  let mayLoad = 1 in {
  def LD_Fp # mw # m # w : FpPseudo<(outs rc:$dst), (ins mem:$src)>, Sched<[WriteX87Load]>;
  foreach op = ["ADD", "SUB", "SUBR", "MUL", "DIV", "DIVR"] in
    def op # _Fp # w # m # mw : FpPseudo<(outs rc:$dst), (ins rc:$src1, mem:$src2)>,
        Sched<[!cond(!eq(op, "MUL"): WriteX87MulLd, !eq(!substr(op, 0, 3), "DIV"): WriteX87DivLd, true: WriteX87AddLd),
               ReadAfterLd]>;
  }
  let mayStore = 1 in {
  def ST_Fp # w # m # mw : FpPseudo<(outs), (ins mem:$dst, rc:$src)>, Sched<[WriteX87Store]>;
  def ST_FpP # w # m # mw : FpPseudo<(outs), (ins mem:$dst, rc:$src)>, Sched<[WriteX87Store]>;
  }
}
defm "" : FpMem<RFP80, "80", f32mem, "32">;
defm "" : FpMem<RFP80, "80", f64mem, "64">;
defm "" : FpMem<RFP64, "64", f32mem, "32">;
// Integer loads and stores: memory of 16/32/64 bits, stack values of every width.
multiclass FpInt<Operand mem, string iw> {
  foreach fw = [["32", "RFP32"], ["64", "RFP64"], ["80", "RFP80"]] in {
    def ILD_Fp # iw # m # fw[0] : FpPseudo<(outs !cast<RegisterClass>(fw[1]):$dst), (ins mem:$src)>, Sched<[WriteX87Load]> { let mayLoad = 1; }
    def IST_Fp # iw # m # fw[0] : FpPseudo<(outs), (ins mem:$dst, !cast<RegisterClass>(fw[1]):$src)>, Sched<[WriteX87Store]> { let mayStore = 1; }
  }
}
defm "" : FpInt<i16mem, "16">;
defm "" : FpInt<i32mem, "32">;
defm "" : FpInt<i64mem, "64">;
let mayLoad = 1, SchedRW = [WriteX87Load] in {
def LD_Fp32m : FpPseudo<(outs RFP32:$dst), (ins f32mem:$src)>;
def LD_Fp64m : FpPseudo<(outs RFP64:$dst), (ins f64mem:$src)>;
def LD_Fp80m : FpPseudo<(outs RFP80:$dst), (ins f80mem:$src)>;
}
let mayStore = 1, SchedRW = [WriteX87Store] in {
def ST_Fp32m  : FpPseudo<(outs), (ins f32mem:$dst, RFP32:$src)>;
def ST_Fp64m  : FpPseudo<(outs), (ins f64mem:$dst, RFP64:$src)>;
def ST_FpP80m : FpPseudo<(outs), (ins f80mem:$dst, RFP80:$src)>;
}

// Adds of operands with disjoint bits, emitted as `or` (ADD32rr_DB).
class AddDB<dag ins, X86TypeInfo t> : X86Pseudo<(outs t.RC:$dst), ins> {
  let Constraints = "$src1 = $dst";
  let Defs = [EFLAGS];
}
foreach t = [Xi8, Xi16, Xi32, Xi64] in {
  defvar w = !substr(!cast<string>(t), 2);
  def ADD # w # rr_DB : AddDB<(ins t.RC:$src1, t.RC:$src2), t>;
  def ADD # w # !if(t.RexW, "ri32", "ri") # _DB : AddDB<(ins t.RC:$src1, t.Imm:$src2), t>;
}
foreach t = [Xi16, Xi32, Xi64] in
  def ADD # !substr(!cast<string>(t), 2) # ri8_DB : AddDB<(ins t.RC:$src1, t.Imm8Op:$src2), t>;

// Floating-point zero in an XMM register (expanded to xorps).
let isReMaterializable = 1, isAsCheapAsAMove = 1 in {
def FsFLD0SS : X86Pseudo<(outs FR32:$dst), (ins)>, Sched<[WriteZero]>;
def FsFLD0SD : X86Pseudo<(outs FR64:$dst), (ins)>, Sched<[WriteZero]>;
}
