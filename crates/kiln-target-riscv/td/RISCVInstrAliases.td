// RISCVInstrAliases.td - the pseudo-instructions of the RISC-V assembly
// manual that are one real instruction (li with a 12-bit value, mv, not, neg,
// seqz, the branches against zero and with swapped operands, j, jr, ret, the
// floating-point moves, fence without sets, the CSR shorthands).
//
// The assembler reads all of them; the printer writes an instruction as its
// alias of the highest EmitPriority (the third argument, 1 when left out) whose
// operands fit, as llvm-mc and llc print them, with LLVM's priorities: 0 for the
// forms LLVM never prints (bgt, ble, ... and the old fmv.x.s names, which it
// reads as mnemonic aliases), the more specific jalr and CSR forms above the
// general ones.

def : InstAlias<"nop", (ADDI X0, X0, 0)>;
def : InstAlias<"li\t$rd, $imm", (ADDI GPR:$rd, X0, simm12:$imm)>;
def : InstAlias<"mv\t$rd, $rs", (ADDI GPR:$rd, GPR:$rs, 0)>;
def : InstAlias<"not\t$rd, $rs", (XORI GPR:$rd, GPR:$rs, -1)>;
def : InstAlias<"neg\t$rd, $rs", (SUB GPR:$rd, X0, GPR:$rs)>;
def : InstAlias<"negw\t$rd, $rs", (SUBW GPR:$rd, X0, GPR:$rs)>;
def : InstAlias<"sext.w\t$rd, $rs", (ADDIW GPR:$rd, GPR:$rs, 0)>;
def : InstAlias<"seqz\t$rd, $rs", (SLTIU GPR:$rd, GPR:$rs, 1)>;
def : InstAlias<"snez\t$rd, $rs", (SLTU GPR:$rd, X0, GPR:$rs)>;
def : InstAlias<"sltz\t$rd, $rs", (SLT GPR:$rd, GPR:$rs, X0)>;
def : InstAlias<"sgtz\t$rd, $rs", (SLT GPR:$rd, X0, GPR:$rs)>;

def : InstAlias<"beqz\t$rs, $offset", (BEQ GPR:$rs, X0, simm13_lsb0:$offset)>;
def : InstAlias<"bnez\t$rs, $offset", (BNE GPR:$rs, X0, simm13_lsb0:$offset)>;
def : InstAlias<"blez\t$rs, $offset", (BGE X0, GPR:$rs, simm13_lsb0:$offset)>;
def : InstAlias<"bgez\t$rs, $offset", (BGE GPR:$rs, X0, simm13_lsb0:$offset)>;
def : InstAlias<"bltz\t$rs, $offset", (BLT GPR:$rs, X0, simm13_lsb0:$offset)>;
def : InstAlias<"bgtz\t$rs, $offset", (BLT X0, GPR:$rs, simm13_lsb0:$offset)>;
def : InstAlias<"bgt\t$rs, $rt, $offset", (BLT GPR:$rt, GPR:$rs, simm13_lsb0:$offset), 0>;
def : InstAlias<"ble\t$rs, $rt, $offset", (BGE GPR:$rt, GPR:$rs, simm13_lsb0:$offset), 0>;
def : InstAlias<"bgtu\t$rs, $rt, $offset", (BLTU GPR:$rt, GPR:$rs, simm13_lsb0:$offset), 0>;
def : InstAlias<"bleu\t$rs, $rt, $offset", (BGEU GPR:$rt, GPR:$rs, simm13_lsb0:$offset), 0>;

def : InstAlias<"j\t$offset", (JAL X0, simm21_lsb0_jal:$offset)>;
def : InstAlias<"jal\t$offset", (JAL X1, simm21_lsb0_jal:$offset)>;
def : InstAlias<"jr\t$rs", (JALR X0, GPR:$rs, 0), 3>;
def : InstAlias<"jalr\t$rs", (JALR X1, GPR:$rs, 0), 3>;
def : InstAlias<"ret", (JALR X0, X1, 0), 4>;

def : InstAlias<"fmv.s\t$rd, $rs", (FSGNJ_S FPR32:$rd, FPR32:$rs, FPR32:$rs)>;
def : InstAlias<"fabs.s\t$rd, $rs", (FSGNJX_S FPR32:$rd, FPR32:$rs, FPR32:$rs)>;
def : InstAlias<"fneg.s\t$rd, $rs", (FSGNJN_S FPR32:$rd, FPR32:$rs, FPR32:$rs)>;
def : InstAlias<"fmv.d\t$rd, $rs", (FSGNJ_D FPR64:$rd, FPR64:$rs, FPR64:$rs)>;
def : InstAlias<"fabs.d\t$rd, $rs", (FSGNJX_D FPR64:$rd, FPR64:$rs, FPR64:$rs)>;
def : InstAlias<"fneg.d\t$rd, $rs", (FSGNJN_D FPR64:$rd, FPR64:$rs, FPR64:$rs)>;
def : InstAlias<"fmv.x.s\t$rd, $rs", (FMV_X_W GPR:$rd, FPR32:$rs), 0>;
def : InstAlias<"fmv.s.x\t$rd, $rs", (FMV_W_X FPR32:$rd, GPR:$rs), 0>;

// fence with no sets orders everything: iorw, iorw.
def : InstAlias<"fence", (FENCE 15, 15)>;

def : InstAlias<"csrr\t$rd, $csr", (CSRRS GPR:$rd, csr_sysreg:$csr, X0)>;
def : InstAlias<"csrw\t$csr, $rs", (CSRRW X0, csr_sysreg:$csr, GPR:$rs)>;
def : InstAlias<"csrs\t$csr, $rs", (CSRRS X0, csr_sysreg:$csr, GPR:$rs)>;
def : InstAlias<"csrc\t$csr, $rs", (CSRRC X0, csr_sysreg:$csr, GPR:$rs)>;
// The floating-point CSRs: fflags (1), frm (2), fcsr (3).
def : InstAlias<"frflags\t$rd", (CSRRS GPR:$rd, 1, X0), 2>;
def : InstAlias<"fsflags\t$rs", (CSRRW X0, 1, GPR:$rs), 2>;
def : InstAlias<"fsflags\t$rd, $rs", (CSRRW GPR:$rd, 1, GPR:$rs)>;
def : InstAlias<"frrm\t$rd", (CSRRS GPR:$rd, 2, X0), 2>;
def : InstAlias<"fsrm\t$rs", (CSRRW X0, 2, GPR:$rs), 2>;
def : InstAlias<"frcsr\t$rd", (CSRRS GPR:$rd, 3, X0), 2>;
def : InstAlias<"fscsr\t$rs", (CSRRW X0, 3, GPR:$rs), 2>;
