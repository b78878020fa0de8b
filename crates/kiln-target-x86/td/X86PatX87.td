// X86PatX87.td - x86_fp80 (C `long double`) on the x87 stack: selection
// patterns onto the pre-stackifier pseudos of X86InstrPseudos.td (values in
// FP0-FP6), and the pseudos that move values between the x87 stack and SSE or
// general registers. Those have no direct instruction: the stackifier
// (src/x87_stackify.rs) expands them through a stack slot it creates, as it
// does the f80 constants (stored as immediates, then `fldt`).

// Register <-> x87 transfers, expanded by the stackifier through memory.
def Fp80_FROM_FR32 : FpPseudo<(outs RFP80:$dst), (ins FR32:$src)>;
def Fp80_FROM_FR64 : FpPseudo<(outs RFP80:$dst), (ins FR64:$src)>;
def Fp80_FROM_GR32 : FpPseudo<(outs RFP80:$dst), (ins GR32:$src)>;
def Fp80_FROM_GR64 : FpPseudo<(outs RFP80:$dst), (ins GR64:$src)>;
def FR32_FROM_Fp80 : FpPseudo<(outs FR32:$dst), (ins RFP80:$src)>;
def FR64_FROM_Fp80 : FpPseudo<(outs FR64:$dst), (ins RFP80:$src)>;
// Truncating conversions: round toward zero by switching the control word
// (an `or` on the saved copy, hence EFLAGS).
let Defs = [EFLAGS, FPSW] in {
def GR32_FROM_Fp80 : FpPseudo<(outs GR32:$dst), (ins RFP80:$src)>;
def GR64_FROM_Fp80 : FpPseudo<(outs GR64:$dst), (ins RFP80:$src)>;
}
// A select (fcmov): $t when condition $cond holds, else $f; the stackifier
// takes the conditions fcmov has (b, ae, e, ne, be, a, p, np).
let Uses = [EFLAGS, FPCW] in
def CMOV_Fp80 : FpPseudo<(outs RFP80:$dst), (ins RFP80:$f, RFP80:$t, i8imm:$cond)>;
// An f80 constant: the low 64 bits (significand) and the high 16 (sign, exponent).
def LD_Fp80imm : FpPseudo<(outs RFP80:$dst), (ins i64imm:$lo, i64imm:$hi)>;

// ---- Fragments -------------------------------------------------------------
def loadf80 : PlainLoad<f80>;
def f80_lo : SDNodeXForm<fpimm, [{ crate::lowering::x87::f80_low_bits(dag, n) }]>;
def f80_hi : SDNodeXForm<fpimm, [{ crate::lowering::x87::f80_high_bits(dag, n) }]>;

// ---- Loads, stores, constants ----------------------------------------------
def : Pat<(loadf80 addr:$src), (LD_Fp80m addr:$src)>;
def : Pat<(nontruncstore RFP80:$src, addr:$dst), (ST_FpP80m addr:$dst, RFP80:$src)>;
def : Pat<(f80 fpimm:$v), (LD_Fp80imm (f80_lo fpimm:$v), (f80_hi fpimm:$v))>;
let AddedComplexity = 1 in
def : Pat<(f80 fpimm0), (LD_Fp080)>;

// ---- Arithmetic --------------------------------------------------------------
def : Pat<(fadd RFP80:$a, RFP80:$b), (ADD_Fp80 RFP80:$a, RFP80:$b)>;
def : Pat<(fsub RFP80:$a, RFP80:$b), (SUB_Fp80 RFP80:$a, RFP80:$b)>;
def : Pat<(fmul RFP80:$a, RFP80:$b), (MUL_Fp80 RFP80:$a, RFP80:$b)>;
def : Pat<(fdiv RFP80:$a, RFP80:$b), (DIV_Fp80 RFP80:$a, RFP80:$b)>;
def : Pat<(fneg RFP80:$s), (CHS_Fp80 RFP80:$s)>;
def : Pat<(fabs RFP80:$s), (ABS_Fp80 RFP80:$s)>;
def : Pat<(fsqrt RFP80:$s), (SQRT_Fp80 RFP80:$s)>;

// ---- Conversions -------------------------------------------------------------
def : Pat<(f80 (fpextend FR32:$s)), (Fp80_FROM_FR32 FR32:$s)>;
def : Pat<(f80 (fpextend FR64:$s)), (Fp80_FROM_FR64 FR64:$s)>;
def : Pat<(f32 (fpround RFP80:$s)), (FR32_FROM_Fp80 RFP80:$s)>;
def : Pat<(f64 (fpround RFP80:$s)), (FR64_FROM_Fp80 RFP80:$s)>;
def : Pat<(f80 (sint_to_fp GR32:$s)), (Fp80_FROM_GR32 GR32:$s)>;
def : Pat<(f80 (sint_to_fp GR64:$s)), (Fp80_FROM_GR64 GR64:$s)>;
def : Pat<(i32 (fp_to_sint RFP80:$s)), (GR32_FROM_Fp80 RFP80:$s)>;
def : Pat<(i64 (fp_to_sint RFP80:$s)), (GR64_FROM_Fp80 RFP80:$s)>;

def : Pat<(X86cmov RFP80:$f, RFP80:$t, timm:$cond, EFLAGS), (CMOV_Fp80 RFP80:$f, RFP80:$t, timm:$cond)>;

// ---- Compares: fucomi sets ZF, PF and CF as ucomis does ----------------------
def : Pat<(X86fcmp RFP80:$a, RFP80:$b), (UCOM_FpIr80 RFP80:$a, RFP80:$b)>;
