// X86PatBMI.td - selection patterns for the bit-manipulation instructions of
// X86InstrBMI.td, in functions whose subtarget has BMI, BMI2 or LZCNT (the
// `"target-features"` attribute or -mattr), as llc 14 selects them:
//   shl/srl/sra of 32/64 bits by a register   shlx/shrx/sarx (no copy to CL;
//                                             a loaded value read from memory)
//   rotates by an immediate                   rorx
//   x & ((1 << n) - 1)                        bzhi
//   ~x & y, x & (x - 1), x ^ (x - 1), x & -x  andn, blsr, blsmsk, blsi
//   cttz, ctlz (also zero-undef)              tzcnt, lzcnt (no zero check: the
//                                             custom lowering keeps the nodes)
// Not selected (the assembler takes them): mulx, pdep, pext.
// The count or bit index is a byte after legalization; the instructions read
// only the low bits of their 32- or 64-bit count register (CountOf below).

// The ways a count or bit index reaches the instruction's 32- or 64-bit
// register: the low byte of a wider value (the truncation legalization put in
// the shift) is that value's register; a byte computed as such sits in an
// undefined register (INSERT_SUBREG of IMPLICIT_DEF).
class CountOf<dag src, dag as32, dag as64> { dag Src = src; dag As32 = as32; dag As64 = as64; }
def CountByte : CountOf<(i8 GR8:$c), (INSERT_SUBREG (i32 (IMPLICIT_DEF)), GR8:$c, sub_8bit),
                        (INSERT_SUBREG (i64 (IMPLICIT_DEF)), GR8:$c, sub_8bit)>;
def CountLow32 : CountOf<(i8 (trunc GR32:$c)), (COPY_TO_REGCLASS GR32:$c, GR32),
                         (INSERT_SUBREG (i64 (IMPLICIT_DEF)), GR32:$c, sub_32bit)>;
def CountLow64 : CountOf<(i8 (trunc GR64:$c)), (EXTRACT_SUBREG GR64:$c, sub_32bit),
                         (COPY_TO_REGCLASS GR64:$c, GR64)>;
defvar CountForms = [CountByte, CountLow32, CountLow64];

// ---- shlx, shrx, sarx -------------------------------------------------------------
multiclass ShiftXPats<SDNode op, string opc> {
  foreach n = CountForms in {
  def : Pat<(op GR32:$a, n.Src), (!cast<Instruction>(opc # "32rr") GR32:$a, n.As32)>;
  def : Pat<(op GR64:$a, n.Src), (!cast<Instruction>(opc # "64rr") GR64:$a, n.As64)>;
  def : Pat<(op (loadi32 addr:$a), n.Src), (!cast<Instruction>(opc # "32rm") addr:$a, n.As32)>;
  def : Pat<(op (loadi64 addr:$a), n.Src), (!cast<Instruction>(opc # "64rm") addr:$a, n.As64)>;
  }
}
// Above the CL forms of X86PatArith.td (same size).
let Predicates = [HasBMI2], AddedComplexity = 1 in {
defm : ShiftXPats<shl, "SHLX">;
defm : ShiftXPats<srl, "SHRX">;
defm : ShiftXPats<sra, "SARX">;
}

// ---- rorx ---------------------------------------------------------------------------
// A rotate by an immediate into another register, flags untouched (above the
// ROL/ROR immediate forms); a left rotate by c is a right one by width - c.
def rotl_as_rotr32 : SDNodeXForm<imm, [{ crate::isel::rotate_right_amount(dag, n, 32) }]>;
def rotl_as_rotr64 : SDNodeXForm<imm, [{ crate::isel::rotate_right_amount(dag, n, 64) }]>;
let Predicates = [HasBMI2], AddedComplexity = 10 in {
def : Pat<(rotr GR32:$a, (i8 imm:$c)), (RORX32ri GR32:$a, imm:$c)>;
def : Pat<(rotr GR64:$a, (i8 imm:$c)), (RORX64ri GR64:$a, imm:$c)>;
def : Pat<(rotl GR32:$a, (i8 imm:$c)), (RORX32ri GR32:$a, (rotl_as_rotr32 imm:$c))>;
def : Pat<(rotl GR64:$a, (i8 imm:$c)), (RORX64ri GR64:$a, (rotl_as_rotr64 imm:$c))>;
def : Pat<(rotr (loadi32 addr:$a), (i8 imm:$c)), (RORX32mi addr:$a, imm:$c)>;
def : Pat<(rotr (loadi64 addr:$a), (i8 imm:$c)), (RORX64mi addr:$a, imm:$c)>;
def : Pat<(rotl (loadi32 addr:$a), (i8 imm:$c)), (RORX32mi addr:$a, (rotl_as_rotr32 imm:$c))>;
def : Pat<(rotl (loadi64 addr:$a), (i8 imm:$c)), (RORX64mi addr:$a, (rotl_as_rotr64 imm:$c))>;
}

// ---- bzhi: the low n bits ---------------------------------------------------------------
// x & ((1 << n) - 1), and x & ~(-1 << n) as the combiner rewrites it.
let Predicates = [HasBMI2] in
foreach n = CountForms in {
  foreach mask32 = [(add (shl 1, n.Src), -1), (not (shl -1, n.Src))] in {
  def : Pat<(and GR32:$a, mask32), (BZHI32rr GR32:$a, n.As32)>;
  def : Pat<(and (loadi32 addr:$a), mask32), (BZHI32rm addr:$a, n.As32)>;
  }
  foreach mask64 = [(add (shl 1, n.Src), -1), (not (shl -1, n.Src))] in {
  def : Pat<(and GR64:$a, mask64), (BZHI64rr GR64:$a, n.As64)>;
  def : Pat<(and (loadi64 addr:$a), mask64), (BZHI64rm addr:$a, n.As64)>;
  }
}

// ---- andn, blsr, blsmsk, blsi ----------------------------------------------------------
let Predicates = [HasBMI] in {
def : Pat<(and (not GR32:$a), GR32:$b), (ANDN32rr GR32:$a, GR32:$b)>;
def : Pat<(and (not GR64:$a), GR64:$b), (ANDN64rr GR64:$a, GR64:$b)>;
def : Pat<(and (not GR32:$a), (loadi32_alu addr:$b)), (ANDN32rm GR32:$a, addr:$b)>;
def : Pat<(and (not GR64:$a), (loadi64_alu addr:$b)), (ANDN64rm GR64:$a, addr:$b)>;
def : Pat<(and GR32:$a, (add GR32:$a, -1)), (BLSR32rr GR32:$a)>;
def : Pat<(and GR64:$a, (add GR64:$a, -1)), (BLSR64rr GR64:$a)>;
def : Pat<(xor GR32:$a, (add GR32:$a, -1)), (BLSMSK32rr GR32:$a)>;
def : Pat<(xor GR64:$a, (add GR64:$a, -1)), (BLSMSK64rr GR64:$a)>;
def : Pat<(and GR32:$a, (ineg GR32:$a)), (BLSI32rr GR32:$a)>;
def : Pat<(and GR64:$a, (ineg GR64:$a)), (BLSI64rr GR64:$a)>;
}

// ---- tzcnt, lzcnt ----------------------------------------------------------------------
multiclass CountZerosPats<SDNode op, SDNode opZeroUndef, string opc> {
  foreach w = ["16", "32", "64"] in {
    defvar rc = !cast<RegisterClass>("GR" # w);
    defvar ld = !cast<PatFrag>("loadi" # w);
    def : Pat<(op rc:$s), (!cast<Instruction>(opc # w # "rr") rc:$s)>;
    def : Pat<(opZeroUndef rc:$s), (!cast<Instruction>(opc # w # "rr") rc:$s)>;
    def : Pat<(op (ld addr:$s)), (!cast<Instruction>(opc # w # "rm") addr:$s)>;
    def : Pat<(opZeroUndef (ld addr:$s)), (!cast<Instruction>(opc # w # "rm") addr:$s)>;
  }
}
let Predicates = [HasBMI] in
defm : CountZerosPats<cttz, cttz_zero_undef, "TZCNT">;
let Predicates = [HasLZCNT] in
defm : CountZerosPats<ctlz, ctlz_zero_undef, "LZCNT">;
