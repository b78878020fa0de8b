// X86PatFP.td - selection patterns for scalar floating point in SSE registers
// (f32 in FR32, f64 in FR64): loads and stores, constants, bit casts to and
// from general registers, arithmetic, square root, negation and absolute
// value, conversions, and the unordered compare that sets EFLAGS.
//
// kiln has no constant pool yet, so constants other than +0.0 are built in a
// general register and moved over (movd/movq), and the sign-bit masks of fneg
// and fabs are applied in a general register too.

// ---- Fragments ---------------------------------------------------------------------
def loadf32 : PlainLoad<f32>;
def loadf64 : PlainLoad<f64>;
// +0.0 (all bits clear), which xorps materialises.
def fpimm0 : PatLeaf<(fpimm), [{ crate::isel::is_fp_pos_zero(dag, n) }]>;
// The bits of a floating-point constant as an integer immediate of its width.
def fpimm_bits : SDNodeXForm<fpimm, [{ crate::isel::fp_bits(dag, n) }]>;

// ---- Loads, stores, constants ------------------------------------------------------
def : Pat<(loadf32 addr:$src), (MOVSSrm_alt addr:$src)>;
def : Pat<(loadf64 addr:$src), (MOVSDrm_alt addr:$src)>;
def : Pat<(nontruncstore FR32:$src, addr:$dst), (MOVSSmr addr:$dst, FR32:$src)>;
def : Pat<(nontruncstore FR64:$src, addr:$dst), (MOVSDmr addr:$dst, FR64:$src)>;
def : Pat<(f32 fpimm:$v), (MOVDI2SSrr (MOV32ri (fpimm_bits fpimm:$v)))>;
def : Pat<(f64 fpimm:$v), (MOV64toSDrr (MOV64ri (fpimm_bits fpimm:$v)))>;
let AddedComplexity = 1 in {
def : Pat<(f32 fpimm0), (FsFLD0SS)>;
def : Pat<(f64 fpimm0), (FsFLD0SD)>;
}

// ---- Bit casts -----------------------------------------------------------------------
def : Pat<(i32 (bitconvert FR32:$s)), (MOVSS2DIrr FR32:$s)>;
def : Pat<(f32 (bitconvert GR32:$s)), (MOVDI2SSrr GR32:$s)>;
def : Pat<(i64 (bitconvert FR64:$s)), (MOVSDto64rr FR64:$s)>;
def : Pat<(f64 (bitconvert GR64:$s)), (MOV64toSDrr GR64:$s)>;

// ---- Arithmetic ------------------------------------------------------------------------
multiclass FPBinPats<SDNode op, string opc> {
  def : Pat<(op FR32:$a, FR32:$b), (!cast<Instruction>(opc # "SSrr") FR32:$a, FR32:$b)>;
  def : Pat<(op FR64:$a, FR64:$b), (!cast<Instruction>(opc # "SDrr") FR64:$a, FR64:$b)>;
  def : Pat<(op FR32:$a, (loadf32 addr:$b)), (!cast<Instruction>(opc # "SSrm") FR32:$a, addr:$b)>;
  def : Pat<(op FR64:$a, (loadf64 addr:$b)), (!cast<Instruction>(opc # "SDrm") FR64:$a, addr:$b)>;
}
defm : FPBinPats<fadd, "ADD">;
defm : FPBinPats<fsub, "SUB">;
defm : FPBinPats<fmul, "MUL">;
defm : FPBinPats<fdiv, "DIV">;
def : Pat<(fsqrt FR32:$s), (SQRTSSr FR32:$s)>;
def : Pat<(fsqrt FR64:$s), (SQRTSDr FR64:$s)>;
// Negation flips the sign bit, absolute value clears it.
def : Pat<(fneg FR32:$s), (MOVDI2SSrr (XOR32ri (MOVSS2DIrr FR32:$s), -2147483648))>;
def : Pat<(fabs FR32:$s), (MOVDI2SSrr (AND32ri (MOVSS2DIrr FR32:$s), 2147483647))>;
def : Pat<(fneg FR64:$s),
          (MOV64toSDrr (XOR64rr (MOVSDto64rr FR64:$s), (MOV64ri -9223372036854775808)))>;
def : Pat<(fabs FR64:$s),
          (MOV64toSDrr (AND64rr (MOVSDto64rr FR64:$s), (MOV64ri 9223372036854775807)))>;

// ---- Conversions -----------------------------------------------------------------------
// Integer sources narrower than 32 bits and unsigned ones are widened by legalization.
def : Pat<(f32 (sint_to_fp GR32:$s)), (CVTSI2SSrr GR32:$s)>;
def : Pat<(f32 (sint_to_fp GR64:$s)), (CVTSI642SSrr GR64:$s)>;
def : Pat<(f64 (sint_to_fp GR32:$s)), (CVTSI2SDrr GR32:$s)>;
def : Pat<(f64 (sint_to_fp GR64:$s)), (CVTSI642SDrr GR64:$s)>;
// Truncating conversions (round toward zero, as C and LLVM's fptosi do).
def : Pat<(i32 (fp_to_sint FR32:$s)), (CVTTSS2SIrr FR32:$s)>;
def : Pat<(i64 (fp_to_sint FR32:$s)), (CVTTSS2SI64rr FR32:$s)>;
def : Pat<(i32 (fp_to_sint FR64:$s)), (CVTTSD2SIrr FR64:$s)>;
def : Pat<(i64 (fp_to_sint FR64:$s)), (CVTTSD2SI64rr FR64:$s)>;
def : Pat<(f64 (fpextend FR32:$s)), (CVTSS2SDrr FR32:$s)>;
def : Pat<(f32 (fpround FR64:$s)), (CVTSD2SSrr FR64:$s)>;

// ---- Compares: X86fcmp -> EFLAGS (unordered sets ZF, PF and CF) ---------------------------
def : Pat<(X86fcmp FR32:$a, FR32:$b), (UCOMISSrr FR32:$a, FR32:$b)>;
def : Pat<(X86fcmp FR64:$a, FR64:$b), (UCOMISDrr FR64:$a, FR64:$b)>;
def : Pat<(X86fcmp FR32:$a, (loadf32_cmp addr:$b)), (UCOMISSrm FR32:$a, addr:$b)>;
def : Pat<(X86fcmp FR64:$a, (loadf64_cmp addr:$b)), (UCOMISDrm FR64:$a, addr:$b)>;
