// X86InstrControl.td - control flow: jmp/jcc in their short (rel8) and near
// (rel32) forms, indirect jumps, calls, returns, and the trap, nop and fence
// instructions.
//
// The assembler parses `jne L` as the short JCC_1 and the object streamer
// relaxes it to JCC_4 when the target is out of rel8 range or unresolved.

let isBranch = 1, isTerminator = 1 in {
let isBarrier = 1 in {
def JMP_1 : X86Inst<0xEB, RawFrm, Imm8PCRel, (outs), (ins brtarget8:$dst), "jmp\t$dst">;
def JMP_4 : X86Inst<0xE9, RawFrm, Imm32PCRel, (outs), (ins brtarget32:$dst), "jmp\t$dst">;
}
let Uses = [EFLAGS] in {
def JCC_1 : X86Inst<0x70, AddCCFrm, Imm8PCRel, (outs), (ins brtarget8:$dst, ccode:$cond), "j${cond}\t$dst">;
def JCC_4 : X86Inst<0x80, AddCCFrm, Imm32PCRel, (outs), (ins brtarget32:$dst, ccode:$cond), "j${cond}\t$dst">, TB;
}
let isIndirectBranch = 1, isBarrier = 1 in {
def JMP64r : I<0xFF, MRM4r, (outs), (ins GR64:$dst), "jmpq\t*$dst">;
def JMP64m : I<0xFF, MRM4m, (outs), (ins i64mem:$dst), "jmpq\t*$dst"> { let mayLoad = 1; }
}
}

let isCall = 1, Uses = [RSP] in {
def CALL64pcrel32 : X86Inst<0xE8, RawFrm, Imm32PCRel, (outs), (ins i64i32imm_brtarget:$dst), "callq\t$dst">;
def CALL64r : I<0xFF, MRM2r, (outs), (ins GR64:$dst), "callq\t*$dst">, MemFold<"CALL64", "r">;
def CALL64m : I<0xFF, MRM2m, (outs), (ins i64mem:$dst), "callq\t*$dst">, MemFold<"CALL64", "m"> { let mayLoad = 1; }
}

let isReturn = 1, isTerminator = 1, isBarrier = 1 in {
def RET64  : I<0xC3, RawFrm, (outs), (ins), "retq">;
def RETI64 : Ii16<0xC2, RawFrm, (outs), (ins i16imm:$amt), "retq\t$amt">;
}

let hasSideEffects = 1 in {
def TRAP  : I<0x0B, RawFrm, (outs), (ins), "ud2">, TB { let isTerminator = 1; let isBarrier = 1; }
def INT3  : I<0xCC, RawFrm, (outs), (ins), "int3">;
def HLT   : I<0xF4, RawFrm, (outs), (ins), "hlt">;
def NOOP  : I<0x90, RawFrm, (outs), (ins), "nop">;
def NOOPW : I<0x1F, MRM0m, (outs), (ins i16mem:$zero), "nopw\t$zero">, TB, OpSize16;
def NOOPL : I<0x1F, MRM0m, (outs), (ins i32mem:$zero), "nopl\t$zero">, TB;
def LEAVE64 : I<0xC9, RawFrm, (outs), (ins), "leave"> { let Defs = [RSP, RBP]; let Uses = [RSP, RBP]; }
def CLD   : I<0xFC, RawFrm, (outs), (ins), "cld"> { let Defs = [DF]; }
def STD   : I<0xFD, RawFrm, (outs), (ins), "std"> { let Defs = [DF]; }
def SAHF  : I<0x9E, RawFrm, (outs), (ins), "sahf"> { let Defs = [EFLAGS]; let Uses = [AH]; }
def LAHF  : I<0x9F, RawFrm, (outs), (ins), "lahf"> { let Defs = [AH]; let Uses = [EFLAGS]; }
def CPUID : I<0xA2, RawFrm, (outs), (ins), "cpuid">, TB;
def RDTSC : I<0x31, RawFrm, (outs), (ins), "rdtsc">, TB;
def RDTSCP : IFixed<0x01, 0xF9, (outs), (ins), "rdtscp">, TB;
def XGETBV : IFixed<0x01, 0xD0, (outs), (ins), "xgetbv">, TB;
def PAUSE : I<0x90, RawFrm, (outs), (ins), "pause">, XS;
def MFENCE : IFixed<0xAE, 0xF0, (outs), (ins), "mfence">, TB;
def LFENCE : IFixed<0xAE, 0xE8, (outs), (ins), "lfence">, TB;
def SFENCE : IFixed<0xAE, 0xF8, (outs), (ins), "sfence">, TB;
// Prefixes written as instructions of their own (`lock` on its own line,
// `rep;movsq`).
def LOCK_PREFIX : I<0xF0, RawFrm, (outs), (ins), "lock">;
def REP_PREFIX  : I<0xF3, RawFrm, (outs), (ins), "rep">;
def REPNE_PREFIX : I<0xF2, RawFrm, (outs), (ins), "repne">;
def DATA16_PREFIX : I<0x66, RawFrm, (outs), (ins), "data16">;
}
