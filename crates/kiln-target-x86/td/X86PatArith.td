// X86PatArith.td - selection patterns for integer arithmetic: the binary
// operations in register, immediate and folded-load forms, negation and
// complement, shifts and rotates (count in CL or an immediate), the two- and
// three-operand imul, the accumulator mul/div the custom lowering glues its
// register copies to, bit scans and byte swaps.
//
// Commuted forms (an immediate or load on the left of add/and/or/xor/mul) come
// from the nodes' SDNPCommutative property, not from patterns here.

// ---- add, sub, and, or, xor -------------------------------------------------------
// `opc` is the instruction family (ADD, SUB, ...).
multiclass BinOpPats<SDPatternOperator op, string opc> {
  def : Pat<(op GR8:$a, GR8:$b), (!cast<Instruction>(opc # "8rr") GR8:$a, GR8:$b)>;
  def : Pat<(op GR16:$a, GR16:$b), (!cast<Instruction>(opc # "16rr") GR16:$a, GR16:$b)>;
  def : Pat<(op GR32:$a, GR32:$b), (!cast<Instruction>(opc # "32rr") GR32:$a, GR32:$b)>;
  def : Pat<(op GR64:$a, GR64:$b), (!cast<Instruction>(opc # "64rr") GR64:$a, GR64:$b)>;

  def : Pat<(op GR8:$a, (i8 imm:$b)), (!cast<Instruction>(opc # "8ri") GR8:$a, imm:$b)>;
  def : Pat<(op GR16:$a, (i16 imm:$b)), (!cast<Instruction>(opc # "16ri") GR16:$a, imm:$b)>;
  def : Pat<(op GR32:$a, (i32 imm:$b)), (!cast<Instruction>(opc # "32ri") GR32:$a, imm:$b)>;
  def : Pat<(op GR64:$a, i64immSExt32:$b),
            (!cast<Instruction>(opc # "64ri32") GR64:$a, i64immSExt32:$b)>;
  // The sign-extended 8-bit immediate forms are shorter: preferred.
  let AddedComplexity = 1 in {
  def : Pat<(op GR16:$a, i16immSExt8:$b), (!cast<Instruction>(opc # "16ri8") GR16:$a, i16immSExt8:$b)>;
  def : Pat<(op GR32:$a, i32immSExt8:$b), (!cast<Instruction>(opc # "32ri8") GR32:$a, i32immSExt8:$b)>;
  def : Pat<(op GR64:$a, i64immSExt8:$b), (!cast<Instruction>(opc # "64ri8") GR64:$a, i64immSExt8:$b)>;
  }

  def : Pat<(op GR8:$a, (loadi8_alu addr:$b)), (!cast<Instruction>(opc # "8rm") GR8:$a, addr:$b)>;
  def : Pat<(op GR16:$a, (loadi16_alu addr:$b)), (!cast<Instruction>(opc # "16rm") GR16:$a, addr:$b)>;
  def : Pat<(op GR32:$a, (loadi32_alu addr:$b)), (!cast<Instruction>(opc # "32rm") GR32:$a, addr:$b)>;
  def : Pat<(op GR64:$a, (loadi64_alu addr:$b)), (!cast<Instruction>(opc # "64rm") GR64:$a, addr:$b)>;

  // Read-modify-write: a value loaded, combined and stored back to the same address.
  def : Pat<(store_rmw (op (loadi8_rmw addr:$p), GR8:$b), addr:$p), (!cast<Instruction>(opc # "8mr") addr:$p, GR8:$b)>;
  def : Pat<(store_rmw (op (loadi16_rmw addr:$p), GR16:$b), addr:$p), (!cast<Instruction>(opc # "16mr") addr:$p, GR16:$b)>;
  def : Pat<(store_rmw (op (loadi32_rmw addr:$p), GR32:$b), addr:$p), (!cast<Instruction>(opc # "32mr") addr:$p, GR32:$b)>;
  def : Pat<(store_rmw (op (loadi64_rmw addr:$p), GR64:$b), addr:$p), (!cast<Instruction>(opc # "64mr") addr:$p, GR64:$b)>;
  let AddedComplexity = 1 in {
  def : Pat<(store_rmw (op (loadi8_rmw addr:$p), (i8 imm:$b)), addr:$p), (!cast<Instruction>(opc # "8mi") addr:$p, imm:$b)>;
  def : Pat<(store_rmw (op (loadi16_rmw addr:$p), (i16 imm:$b)), addr:$p), (!cast<Instruction>(opc # "16mi") addr:$p, imm:$b)>;
  def : Pat<(store_rmw (op (loadi32_rmw addr:$p), (i32 imm:$b)), addr:$p), (!cast<Instruction>(opc # "32mi") addr:$p, imm:$b)>;
  def : Pat<(store_rmw (op (loadi64_rmw addr:$p), i64immSExt32:$b), addr:$p), (!cast<Instruction>(opc # "64mi32") addr:$p, i64immSExt32:$b)>;
  }
  let AddedComplexity = 2 in {
  def : Pat<(store_rmw (op (loadi16_rmw addr:$p), i16immSExt8:$b), addr:$p), (!cast<Instruction>(opc # "16mi8") addr:$p, i16immSExt8:$b)>;
  def : Pat<(store_rmw (op (loadi32_rmw addr:$p), i32immSExt8:$b), addr:$p), (!cast<Instruction>(opc # "32mi8") addr:$p, i32immSExt8:$b)>;
  def : Pat<(store_rmw (op (loadi64_rmw addr:$p), i64immSExt8:$b), addr:$p), (!cast<Instruction>(opc # "64mi8") addr:$p, i64immSExt8:$b)>;
  }
}
defm : BinOpPats<add, "ADD">;
defm : BinOpPats<sub, "SUB">;
defm : BinOpPats<and, "AND">;
defm : BinOpPats<or,  "OR">;
defm : BinOpPats<xor, "XOR">;

// ---- neg, not ------------------------------------------------------------------------
// Literal 0 / -1 operands beat the immediate forms above.
let AddedComplexity = 2 in {
def : Pat<(ineg GR8:$a), (NEG8r GR8:$a)>;
def : Pat<(ineg GR16:$a), (NEG16r GR16:$a)>;
def : Pat<(ineg GR32:$a), (NEG32r GR32:$a)>;
def : Pat<(ineg GR64:$a), (NEG64r GR64:$a)>;
def : Pat<(not GR8:$a), (NOT8r GR8:$a)>;
def : Pat<(not GR16:$a), (NOT16r GR16:$a)>;
def : Pat<(not GR32:$a), (NOT32r GR32:$a)>;
def : Pat<(not GR64:$a), (NOT64r GR64:$a)>;
}

// ---- Shifts and rotates ------------------------------------------------------------------
// Shift amounts are i8 after legalization; a variable count goes in CL.
multiclass ShiftPats<SDNode op, string opc> {
  def : Pat<(op GR8:$a, (i8 imm:$c)), (!cast<Instruction>(opc # "8ri") GR8:$a, imm:$c)>;
  def : Pat<(op GR16:$a, (i8 imm:$c)), (!cast<Instruction>(opc # "16ri") GR16:$a, imm:$c)>;
  def : Pat<(op GR32:$a, (i8 imm:$c)), (!cast<Instruction>(opc # "32ri") GR32:$a, imm:$c)>;
  def : Pat<(op GR64:$a, (i8 imm:$c)), (!cast<Instruction>(opc # "64ri") GR64:$a, imm:$c)>;
  def : Pat<(op GR8:$a, CL), (!cast<Instruction>(opc # "8rCL") GR8:$a)>;
  def : Pat<(op GR16:$a, CL), (!cast<Instruction>(opc # "16rCL") GR16:$a)>;
  def : Pat<(op GR32:$a, CL), (!cast<Instruction>(opc # "32rCL") GR32:$a)>;
  def : Pat<(op GR64:$a, CL), (!cast<Instruction>(opc # "64rCL") GR64:$a)>;
}
defm : ShiftPats<shl,  "SHL">;
defm : ShiftPats<srl,  "SHR">;
defm : ShiftPats<sra,  "SAR">;
defm : ShiftPats<rotl, "ROL">;
defm : ShiftPats<rotr, "ROR">;
// (shl x, 1) as (add x, x), as LLVM's X86InstrCompiler.td: as fast, and an add whose source
// stays live becomes an lea in two-address lowering (`leaq (%rdi,%rdi), %rax`).
let AddedComplexity = 1 in {
def : Pat<(shl GR8:$a, (i8 1)), (ADD8rr GR8:$a, GR8:$a)>;
def : Pat<(shl GR16:$a, (i8 1)), (ADD16rr GR16:$a, GR16:$a)>;
def : Pat<(shl GR32:$a, (i8 1)), (ADD32rr GR32:$a, GR32:$a)>;
def : Pat<(shl GR64:$a, (i8 1)), (ADD64rr GR64:$a, GR64:$a)>;
}

// ---- Multiplication ----------------------------------------------------------------------
// i8 multiplies are done in 32 bits by the custom lowering.
def : Pat<(mul GR16:$a, GR16:$b), (IMUL16rr GR16:$a, GR16:$b)>;
def : Pat<(mul GR32:$a, GR32:$b), (IMUL32rr GR32:$a, GR32:$b)>;
def : Pat<(mul GR64:$a, GR64:$b), (IMUL64rr GR64:$a, GR64:$b)>;
def : Pat<(mul GR16:$a, (loadi16 addr:$b)), (IMUL16rm GR16:$a, addr:$b)>;
def : Pat<(mul GR32:$a, (loadi32 addr:$b)), (IMUL32rm GR32:$a, addr:$b)>;
def : Pat<(mul GR64:$a, (loadi64 addr:$b)), (IMUL64rm GR64:$a, addr:$b)>;
def : Pat<(mul GR16:$a, (i16 imm:$b)), (IMUL16rri GR16:$a, imm:$b)>;
def : Pat<(mul GR32:$a, (i32 imm:$b)), (IMUL32rri GR32:$a, imm:$b)>;
def : Pat<(mul GR64:$a, i64immSExt32:$b), (IMUL64rri32 GR64:$a, i64immSExt32:$b)>;
let AddedComplexity = 1 in {
def : Pat<(mul GR16:$a, i16immSExt8:$b), (IMUL16rri8 GR16:$a, i16immSExt8:$b)>;
def : Pat<(mul GR32:$a, i32immSExt8:$b), (IMUL32rri8 GR32:$a, i32immSExt8:$b)>;
def : Pat<(mul GR64:$a, i64immSExt8:$b), (IMUL64rri8 GR64:$a, i64immSExt8:$b)>;
}

// The accumulator forms: the custom lowering copies the dividend (or the
// multiplicand) into the accumulator pair, glued to the instruction, and
// copies the results out of it.
multiclass AccumPats<SDNode op, string opc> {
  def : Pat<(op GR8:$s), (!cast<Instruction>(opc # "8r") GR8:$s)>;
  def : Pat<(op GR16:$s), (!cast<Instruction>(opc # "16r") GR16:$s)>;
  def : Pat<(op GR32:$s), (!cast<Instruction>(opc # "32r") GR32:$s)>;
  def : Pat<(op GR64:$s), (!cast<Instruction>(opc # "64r") GR64:$s)>;
}
defm : AccumPats<X86udiv_glued, "DIV">;
defm : AccumPats<X86sdiv_glued, "IDIV">;
defm : AccumPats<X86umul_glued, "MUL">;
defm : AccumPats<X86smul_glued, "IMUL">;

// ---- Bit scans and byte swaps --------------------------------------------------------------
def : Pat<(X86bsf GR16:$s), (BSF16rr GR16:$s)>;
def : Pat<(X86bsf GR32:$s), (BSF32rr GR32:$s)>;
def : Pat<(X86bsf GR64:$s), (BSF64rr GR64:$s)>;
def : Pat<(X86bsr GR16:$s), (BSR16rr GR16:$s)>;
def : Pat<(X86bsr GR32:$s), (BSR32rr GR32:$s)>;
def : Pat<(X86bsr GR64:$s), (BSR64rr GR64:$s)>;
def : Pat<(bswap GR32:$s), (BSWAP32r GR32:$s)>;
def : Pat<(bswap GR64:$s), (BSWAP64r GR64:$s)>;
// Swapping the two bytes of a 16-bit value is a rotation by 8.
def : Pat<(bswap GR16:$s), (ROL16ri GR16:$s, 8)>;
