// X86PatControl.td - selection patterns for flags and control flow: compares
// and tests producing EFLAGS, setcc/cmov/jcc consuming them, unconditional
// and indirect branches, the call sequence markers, calls and returns.

// ---- Compares: X86cmp -> EFLAGS ---------------------------------------------------------
// Loads fold into compares only when no EFLAGS clobber is chained after them (CmpLoad).
multiclass CmpPats<X86TypeInfo t, string w, PatFrag ld> {
  def : Pat<(X86cmp t.RC:$a, t.RC:$b), (!cast<Instruction>("CMP" # w # "rr") t.RC:$a, t.RC:$b)>;
  def : Pat<(X86cmp t.RC:$a, (ld addr:$b)), (!cast<Instruction>("CMP" # w # "rm") t.RC:$a, addr:$b)>;
  def : Pat<(X86cmp (ld addr:$a), t.RC:$b), (!cast<Instruction>("CMP" # w # "mr") addr:$a, t.RC:$b)>;
  // Against zero, and of a single-use `and` against zero: test.
  let AddedComplexity = 3 in {
  def : Pat<(X86cmp t.RC:$a, 0), (!cast<Instruction>("TEST" # w # "rr") t.RC:$a, t.RC:$a)>;
  def : Pat<(X86cmp (and_su t.RC:$a, t.RC:$b), 0),
            (!cast<Instruction>("TEST" # w # "rr") t.RC:$a, t.RC:$b)>;
  }
}
defm : CmpPats<Xi8,  "8",  loadi8_cmp>;
defm : CmpPats<Xi16, "16", loadi16_cmp>;
defm : CmpPats<Xi32, "32", loadi32_cmp>;
defm : CmpPats<Xi64, "64", loadi64_cmp>;

def : Pat<(X86cmp GR8:$a, (i8 imm:$b)), (CMP8ri GR8:$a, imm:$b)>;
def : Pat<(X86cmp GR16:$a, (i16 imm:$b)), (CMP16ri GR16:$a, imm:$b)>;
def : Pat<(X86cmp GR32:$a, (i32 imm:$b)), (CMP32ri GR32:$a, imm:$b)>;
def : Pat<(X86cmp GR64:$a, i64immSExt32:$b), (CMP64ri32 GR64:$a, i64immSExt32:$b)>;
def : Pat<(X86cmp (loadi8_cmp addr:$a), (i8 imm:$b)), (CMP8mi addr:$a, imm:$b)>;
def : Pat<(X86cmp (loadi16_cmp addr:$a), (i16 imm:$b)), (CMP16mi addr:$a, imm:$b)>;
def : Pat<(X86cmp (loadi32_cmp addr:$a), (i32 imm:$b)), (CMP32mi addr:$a, imm:$b)>;
def : Pat<(X86cmp (loadi64_cmp addr:$a), i64immSExt32:$b), (CMP64mi32 addr:$a, i64immSExt32:$b)>;
let AddedComplexity = 1 in {
def : Pat<(X86cmp GR16:$a, i16immSExt8:$b), (CMP16ri8 GR16:$a, i16immSExt8:$b)>;
def : Pat<(X86cmp GR32:$a, i32immSExt8:$b), (CMP32ri8 GR32:$a, i32immSExt8:$b)>;
def : Pat<(X86cmp GR64:$a, i64immSExt8:$b), (CMP64ri8 GR64:$a, i64immSExt8:$b)>;
def : Pat<(X86cmp (loadi16_cmp addr:$a), i16immSExt8:$b), (CMP16mi8 addr:$a, i16immSExt8:$b)>;
def : Pat<(X86cmp (loadi32_cmp addr:$a), i32immSExt8:$b), (CMP32mi8 addr:$a, i32immSExt8:$b)>;
def : Pat<(X86cmp (loadi64_cmp addr:$a), i64immSExt8:$b), (CMP64mi8 addr:$a, i64immSExt8:$b)>;
}
// A single-use `and` with an immediate, compared with zero: test with the
// immediate (the custom lowering tests booleans this way, `and $1`).
let AddedComplexity = 4 in {
def : Pat<(X86cmp (and_su GR8:$a, (i8 imm:$b)), 0), (TEST8ri GR8:$a, imm:$b)>;
def : Pat<(X86cmp (and_su GR16:$a, (i16 imm:$b)), 0), (TEST16ri GR16:$a, imm:$b)>;
def : Pat<(X86cmp (and_su GR32:$a, (i32 imm:$b)), 0), (TEST32ri GR32:$a, imm:$b)>;
def : Pat<(X86cmp (and_su GR64:$a, i64immSExt32:$b), 0), (TEST64ri32 GR64:$a, i64immSExt32:$b)>;
}

// ---- Bit tests: X86bt -> EFLAGS (CF) --------------------------------------------------------
def : Pat<(X86bt GR16:$a, GR16:$n), (BT16rr GR16:$a, GR16:$n)>;
def : Pat<(X86bt GR32:$a, GR32:$n), (BT32rr GR32:$a, GR32:$n)>;
def : Pat<(X86bt GR64:$a, GR64:$n), (BT64rr GR64:$a, GR64:$n)>;

// ---- Flag consumers ---------------------------------------------------------------------
def : Pat<(X86setcc timm:$cond, EFLAGS), (SETCCr timm:$cond)>;
// setcc writes 0 or 1: masking bit 0 changes nothing, flipping it is the inverse condition.
def inverse_cond : SDNodeXForm<timm, [{ crate::isel::inverse_cond(dag, n) }]>;
let AddedComplexity = 4 in {
def : Pat<(and (X86setcc timm:$cond, EFLAGS), 1), (SETCCr timm:$cond)>;
def : Pat<(xor (X86setcc timm:$cond, EFLAGS), 1), (SETCCr (inverse_cond timm:$cond))>;
}
def : Pat<(X86cmov GR16:$f, GR16:$t, timm:$cond, EFLAGS), (CMOV16rr GR16:$f, GR16:$t, timm:$cond)>;
def : Pat<(X86cmov GR32:$f, GR32:$t, timm:$cond, EFLAGS), (CMOV32rr GR32:$f, GR32:$t, timm:$cond)>;
def : Pat<(X86cmov GR64:$f, GR64:$t, timm:$cond, EFLAGS), (CMOV64rr GR64:$f, GR64:$t, timm:$cond)>;
def : Pat<(X86brcond bb:$dst, timm:$cond, EFLAGS), (JCC_1 bb:$dst, timm:$cond)>;

// ---- Branches ----------------------------------------------------------------------------
def : Pat<(br bb:$dst), (JMP_1 bb:$dst)>;
def : Pat<(brind GR64:$dst), (JMP64r GR64:$dst)>;
// A jump through a table entry in memory (static code's jump tables).
def : Pat<(brind (loadi64 addr:$dst)), (JMP64m addr:$dst)>;
def : Pat<(trap), (TRAP)>;
def : Pat<(debugtrap), (INT3)>;

// ---- Calls and returns ---------------------------------------------------------------------
def : Pat<(callseq_start timm:$amt1, timm:$amt2), (ADJCALLSTACKDOWN64 timm:$amt1, timm:$amt2, 0)>;
def : Pat<(callseq_end timm:$amt1, timm:$amt2), (ADJCALLSTACKUP64 timm:$amt1, timm:$amt2)>;
def : Pat<(X86call (i64 tglobaladdr:$dst)), (CALL64pcrel32 tglobaladdr:$dst)>;
def : Pat<(X86call (i64 texternalsym:$dst)), (CALL64pcrel32 texternalsym:$dst)>;
def : Pat<(X86call GR64:$dst), (CALL64r GR64:$dst)>;
def : Pat<(X86eh_sjlj_setjmp GR64:$buf), (EH_SjLj_SetJmp64 GR64:$buf)>;
def : Pat<(eh_sjlj_longjmp GR64:$buf), (EH_SjLj_LongJmp64 GR64:$buf)>;
// The RET pseudo carries the returned registers (its variable operands) and the
// bytes to pop; post-RA expansion turns it into retq or retq $n.
def : Pat<(X86retflag timm:$adj), (RET timm:$adj)>;
