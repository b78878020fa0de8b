// X86Registers.td - the x86-64 register file: registers and register classes.
//
// General-purpose registers in four widths (RAX > EAX > AX > AL/AH and
// R8..R15 with their B/W/D forms), RIP, EFLAGS, the x87 stack ST0-7 and the
// pre-stackifier FP0-FP6, XMM0-15, segment registers, and the control/status
// registers LLVM's MIR names as implicit operands. DWARF numbers follow the
// System V x86-64 psABI (only full-width registers have one); hardware
// encodings are the ModRM/REX register numbers. Class names are LLVM's, so
// that MIR's `gr32`, `fr64`, `vr128` read directly.

include "Target.td"

// ---- Sub-register indices ----------------------------------------------
def sub_8bit    : SubRegIndex<8, 0>;
def sub_8bit_hi : SubRegIndex<8, 8>;
def sub_16bit   : SubRegIndex<16, 0>;
def sub_32bit   : SubRegIndex<32, 0>;

class X86Reg<string asmName, int encoding, list<Register> subregs = [],
             list<SubRegIndex> indices = []>
    : RegisterWithSubRegs<asmName, subregs, indices> {
  let Namespace = "X86";
  let HWEncoding = encoding;
}

// ---- 8-bit registers ---------------------------------------------------
def AL   : X86Reg<"al", 0>;
def CL   : X86Reg<"cl", 1>;
def DL   : X86Reg<"dl", 2>;
def BL   : X86Reg<"bl", 3>;
def SPL  : X86Reg<"spl", 4>;
def BPL  : X86Reg<"bpl", 5>;
def SIL  : X86Reg<"sil", 6>;
def DIL  : X86Reg<"dil", 7>;
def AH   : X86Reg<"ah", 4>;
def CH   : X86Reg<"ch", 5>;
def DH   : X86Reg<"dh", 6>;
def BH   : X86Reg<"bh", 7>;
def R8B : X86Reg<"r8b", 8>;
def R9B : X86Reg<"r9b", 9>;
def R10B : X86Reg<"r10b", 10>;
def R11B : X86Reg<"r11b", 11>;
def R12B : X86Reg<"r12b", 12>;
def R13B : X86Reg<"r13b", 13>;
def R14B : X86Reg<"r14b", 14>;
def R15B : X86Reg<"r15b", 15>;

// ---- 16-bit registers --------------------------------------------------
def AX : X86Reg<"ax", 0, [AL, AH], [sub_8bit, sub_8bit_hi]>;
def CX : X86Reg<"cx", 1, [CL, CH], [sub_8bit, sub_8bit_hi]>;
def DX : X86Reg<"dx", 2, [DL, DH], [sub_8bit, sub_8bit_hi]>;
def BX : X86Reg<"bx", 3, [BL, BH], [sub_8bit, sub_8bit_hi]>;
def SP : X86Reg<"sp", 4, [SPL], [sub_8bit]>;
def BP : X86Reg<"bp", 5, [BPL], [sub_8bit]>;
def SI : X86Reg<"si", 6, [SIL], [sub_8bit]>;
def DI : X86Reg<"di", 7, [DIL], [sub_8bit]>;
def R8W : X86Reg<"r8w", 8, [R8B], [sub_8bit]>;
def R9W : X86Reg<"r9w", 9, [R9B], [sub_8bit]>;
def R10W : X86Reg<"r10w", 10, [R10B], [sub_8bit]>;
def R11W : X86Reg<"r11w", 11, [R11B], [sub_8bit]>;
def R12W : X86Reg<"r12w", 12, [R12B], [sub_8bit]>;
def R13W : X86Reg<"r13w", 13, [R13B], [sub_8bit]>;
def R14W : X86Reg<"r14w", 14, [R14B], [sub_8bit]>;
def R15W : X86Reg<"r15w", 15, [R15B], [sub_8bit]>;
def IP : X86Reg<"ip", 0>;

// ---- 32-bit registers --------------------------------------------------
def EAX : X86Reg<"eax", 0, [AX], [sub_16bit]>;
def ECX : X86Reg<"ecx", 1, [CX], [sub_16bit]>;
def EDX : X86Reg<"edx", 2, [DX], [sub_16bit]>;
def EBX : X86Reg<"ebx", 3, [BX], [sub_16bit]>;
def ESP : X86Reg<"esp", 4, [SP], [sub_16bit]>;
def EBP : X86Reg<"ebp", 5, [BP], [sub_16bit]>;
def ESI : X86Reg<"esi", 6, [SI], [sub_16bit]>;
def EDI : X86Reg<"edi", 7, [DI], [sub_16bit]>;
def R8D : X86Reg<"r8d", 8, [R8W], [sub_16bit]>;
def R9D : X86Reg<"r9d", 9, [R9W], [sub_16bit]>;
def R10D : X86Reg<"r10d", 10, [R10W], [sub_16bit]>;
def R11D : X86Reg<"r11d", 11, [R11W], [sub_16bit]>;
def R12D : X86Reg<"r12d", 12, [R12W], [sub_16bit]>;
def R13D : X86Reg<"r13d", 13, [R13W], [sub_16bit]>;
def R14D : X86Reg<"r14d", 14, [R14W], [sub_16bit]>;
def R15D : X86Reg<"r15d", 15, [R15W], [sub_16bit]>;
def EIP : X86Reg<"eip", 0, [IP], [sub_16bit]>;

// ---- 64-bit registers (psABI DWARF numbers 0-16) -----------------------
def RAX : X86Reg<"rax", 0, [EAX], [sub_32bit]>, DwarfRegNum<[0]>;
def RCX : X86Reg<"rcx", 1, [ECX], [sub_32bit]>, DwarfRegNum<[2]>;
def RDX : X86Reg<"rdx", 2, [EDX], [sub_32bit]>, DwarfRegNum<[1]>;
def RBX : X86Reg<"rbx", 3, [EBX], [sub_32bit]>, DwarfRegNum<[3]>;
def RSP : X86Reg<"rsp", 4, [ESP], [sub_32bit]>, DwarfRegNum<[7]>;
def RBP : X86Reg<"rbp", 5, [EBP], [sub_32bit]>, DwarfRegNum<[6]>;
def RSI : X86Reg<"rsi", 6, [ESI], [sub_32bit]>, DwarfRegNum<[4]>;
def RDI : X86Reg<"rdi", 7, [EDI], [sub_32bit]>, DwarfRegNum<[5]>;
def R8 : X86Reg<"r8", 8, [R8D], [sub_32bit]>, DwarfRegNum<[8]>;
def R9 : X86Reg<"r9", 9, [R9D], [sub_32bit]>, DwarfRegNum<[9]>;
def R10 : X86Reg<"r10", 10, [R10D], [sub_32bit]>, DwarfRegNum<[10]>;
def R11 : X86Reg<"r11", 11, [R11D], [sub_32bit]>, DwarfRegNum<[11]>;
def R12 : X86Reg<"r12", 12, [R12D], [sub_32bit]>, DwarfRegNum<[12]>;
def R13 : X86Reg<"r13", 13, [R13D], [sub_32bit]>, DwarfRegNum<[13]>;
def R14 : X86Reg<"r14", 14, [R14D], [sub_32bit]>, DwarfRegNum<[14]>;
def R15 : X86Reg<"r15", 15, [R15D], [sub_32bit]>, DwarfRegNum<[15]>;
def RIP : X86Reg<"rip", 0, [EIP], [sub_32bit]>, DwarfRegNum<[16]>;

// ---- Flags and control/status registers ---------------------------------
def EFLAGS : X86Reg<"flags", 0>, DwarfRegNum<[49]>;
def DF     : X86Reg<"dirflag", 0>;     // direction flag, modelled apart from EFLAGS
def FPCW   : X86Reg<"fpcr", 0>, DwarfRegNum<[65]>;  // x87 control word
def FPSW   : X86Reg<"fpsr", 0>, DwarfRegNum<[66]>;  // x87 status word
def MXCSR  : X86Reg<"mxcsr", 0>, DwarfRegNum<[64]>;
def SSP    : X86Reg<"ssp", 0>;     // CET shadow-stack pointer (implicit in calls)

// ---- SSE registers (DWARF 17-32) ---------------------------------------
def XMM0 : X86Reg<"xmm0", 0>, DwarfRegNum<[17]>;
def XMM1 : X86Reg<"xmm1", 1>, DwarfRegNum<[18]>;
def XMM2 : X86Reg<"xmm2", 2>, DwarfRegNum<[19]>;
def XMM3 : X86Reg<"xmm3", 3>, DwarfRegNum<[20]>;
def XMM4 : X86Reg<"xmm4", 4>, DwarfRegNum<[21]>;
def XMM5 : X86Reg<"xmm5", 5>, DwarfRegNum<[22]>;
def XMM6 : X86Reg<"xmm6", 6>, DwarfRegNum<[23]>;
def XMM7 : X86Reg<"xmm7", 7>, DwarfRegNum<[24]>;
def XMM8 : X86Reg<"xmm8", 8>, DwarfRegNum<[25]>;
def XMM9 : X86Reg<"xmm9", 9>, DwarfRegNum<[26]>;
def XMM10 : X86Reg<"xmm10", 10>, DwarfRegNum<[27]>;
def XMM11 : X86Reg<"xmm11", 11>, DwarfRegNum<[28]>;
def XMM12 : X86Reg<"xmm12", 12>, DwarfRegNum<[29]>;
def XMM13 : X86Reg<"xmm13", 13>, DwarfRegNum<[30]>;
def XMM14 : X86Reg<"xmm14", 14>, DwarfRegNum<[31]>;
def XMM15 : X86Reg<"xmm15", 15>, DwarfRegNum<[32]>;

// ---- x87 stack (DWARF 33-40) and the pre-stackifier FP registers --------
def ST0 : X86Reg<"st(0)", 0>, DwarfRegNum<[33]>;
def ST1 : X86Reg<"st(1)", 1>, DwarfRegNum<[34]>;
def ST2 : X86Reg<"st(2)", 2>, DwarfRegNum<[35]>;
def ST3 : X86Reg<"st(3)", 3>, DwarfRegNum<[36]>;
def ST4 : X86Reg<"st(4)", 4>, DwarfRegNum<[37]>;
def ST5 : X86Reg<"st(5)", 5>, DwarfRegNum<[38]>;
def ST6 : X86Reg<"st(6)", 6>, DwarfRegNum<[39]>;
def ST7 : X86Reg<"st(7)", 7>, DwarfRegNum<[40]>;
def FP0 : X86Reg<"fp0", 0>;
def FP1 : X86Reg<"fp1", 0>;
def FP2 : X86Reg<"fp2", 0>;
def FP3 : X86Reg<"fp3", 0>;
def FP4 : X86Reg<"fp4", 0>;
def FP5 : X86Reg<"fp5", 0>;
def FP6 : X86Reg<"fp6", 0>;

// ---- Segment registers (DWARF 50-55) -----------------------------------
def ES : X86Reg<"es", 0>, DwarfRegNum<[50]>;
def CS : X86Reg<"cs", 1>, DwarfRegNum<[51]>;
def SS : X86Reg<"ss", 2>, DwarfRegNum<[52]>;
def DS : X86Reg<"ds", 3>, DwarfRegNum<[53]>;
def FS : X86Reg<"fs", 4>, DwarfRegNum<[54]>;
def GS : X86Reg<"gs", 5>, DwarfRegNum<[55]>;

// ---- Register classes (allocation order: caller-saved first) ------------
def GR8 : RegisterClass<"X86", [i8], 8,
    (add AL, CL, DL, AH, CH, DH, BL, BH, SIL, DIL, BPL, SPL,
         R8B, R9B, R10B, R11B, R14B, R15B, R12B, R13B)>;
def GR16 : RegisterClass<"X86", [i16], 16,
    (add AX, CX, DX, SI, DI, BX, BP, SP,
         R8W, R9W, R10W, R11W, R14W, R15W, R12W, R13W)>;
def GR32 : RegisterClass<"X86", [i32], 32,
    (add EAX, ECX, EDX, ESI, EDI, EBX, EBP, ESP,
         R8D, R9D, R10D, R11D, R14D, R15D, R12D, R13D)>;
// RIP is a member so that RIP-relative addresses use the class; it is never
// allocated (the target reserves it).
def GR64 : RegisterClass<"X86", [i64], 64,
    (add RAX, RCX, RDX, RSI, RDI, R8, R9, R10, R11,
         RBX, R14, R15, R12, R13, RBP, RSP, RIP)>;

// Subsets that instructions and addressing modes require.
def GR8_ABCD_L : RegisterClass<"X86", [i8], 8, (add AL, CL, DL, BL)>;
def GR8_ABCD_H : RegisterClass<"X86", [i8], 8, (add AH, CH, DH, BH)>;
def GR8_NOREX  : RegisterClass<"X86", [i8], 8,
    (add AL, CL, DL, AH, CH, DH, BL, BH)>;
def GR16_ABCD  : RegisterClass<"X86", [i16], 16, (add AX, CX, DX, BX)>;
def GR32_ABCD  : RegisterClass<"X86", [i32], 32, (add EAX, ECX, EDX, EBX)>;
def GR64_ABCD  : RegisterClass<"X86", [i64], 64, (add RAX, RCX, RDX, RBX)>;
def GR32_AD    : RegisterClass<"X86", [i32], 32, (add EAX, EDX)>;
def GR64_AD    : RegisterClass<"X86", [i64], 64, (add RAX, RDX)>;
def GR32_NOSP  : RegisterClass<"X86", [i32], 32, (sub GR32, ESP)>;
def GR64_with_sub_8bit : RegisterClass<"X86", [i64], 64, (sub GR64, RIP)>;
def GR64_NOSP  : RegisterClass<"X86", [i64], 64, (sub GR64, RSP, RIP)>;
def GR32_NOREX : RegisterClass<"X86", [i32], 32,
    (add EAX, ECX, EDX, ESI, EDI, EBX, EBP, ESP)>;
def GR64_NOREX : RegisterClass<"X86", [i64], 64,
    (add RAX, RCX, RDX, RSI, RDI, RBX, RBP, RSP, RIP)>;
// Registers a tail call may use for its target: caller-saved, not arguments
// that stay live.
def GR64_TC : RegisterClass<"X86", [i64], 64,
    (add RAX, RCX, RDX, RSI, RDI, R8, R9, R11, RIP)>;

def FR32  : RegisterClass<"X86", [f32], 32, (sequence "XMM%u", 0, 15)>;
def FR64  : RegisterClass<"X86", [f64], 64, (add FR32)>;
def VR128 : RegisterClass<"X86", [v4f32, v2f64, v16i8, v8i16, v4i32, v2i64],
                          128, (add FR32)>;

// x87: the code generator allocates FP0-FP6 and a late pass maps them to
// the ST stack.
def RFP32 : RegisterClass<"X86", [f32], 32, (sequence "FP%u", 0, 6)>;
def RFP64 : RegisterClass<"X86", [f64], 32, (add RFP32)>;
def RFP80 : RegisterClass<"X86", [f80], 32, (add RFP32)>;
def RST   : RegisterClass<"X86", [f80, f64, f32], 32, (sequence "ST%u", 0, 7)> {
  let isAllocatable = 0;
}

def CCR : RegisterClass<"X86", [i32], 32, (add EFLAGS)> {
  let CopyCost = -1;
  let isAllocatable = 0;
}
def FPCCR : RegisterClass<"X86", [i16], 16, (add FPSW)> {
  let CopyCost = -1;
  let isAllocatable = 0;
}
def SEGMENT_REG : RegisterClass<"X86", [i16], 16, (add CS, DS, SS, ES, FS, GS)>;

// ---- Callee-saved registers ---------------------------------------------
// System V x86-64: RBX, RBP, R12-R15 survive calls (and RSP, implicitly).
def CSR_64 : CalleeSavedRegs<(add RBX, R12, R13, R14, R15, RBP)>;
def CSR_NoRegs : CalleeSavedRegs<(add)>;
