// X86InstrAliases.td - assembler aliases: the condition-code mnemonics
// (`jne`, `sete`, `cmovgl`) that select JCC/SETCC/CMOV with a condition
// operand, alternative spellings (`jz` for `je`, `retq`/`ret`), and operand
// shorthands (`shll $1, %eax` for the by-one shift, `fxch` for `fxch %st(1)`).

// ---- Condition-code instructions -----------------------------------------
foreach cc = AllConds in {
  def : InstAlias<"j" # cc.Name # "\t$dst", (JCC_1 brtarget8:$dst, cc.Value), 0>;
  def : InstAlias<"set" # cc.Name # "\t$dst", (SETCCr GR8:$dst, cc.Value), 0>;
  def : InstAlias<"set" # cc.Name # "\t$dst", (SETCCm i8mem:$dst, cc.Value), 0>;
  foreach t = [Xi16, Xi32, Xi64] in {
    defvar w = !substr(!cast<string>(t), 2);
    def : InstAlias<"cmov" # cc.Name # t.Suffix # "\t$src2, $dst",
                    (!cast<Instruction>("CMOV" # w # "rr") t.RC:$dst, t.RC:$src2, cc.Value), 0>;
    def : InstAlias<"cmov" # cc.Name # t.Suffix # "\t$src2, $dst",
                    (!cast<Instruction>("CMOV" # w # "rm") t.RC:$dst, t.Mem:$src2, cc.Value), 0>;
  }
}

// Other spellings of the conditions, for every prefix.
class CondSpelling<string alt, string canonical> {
  string Alt = alt;
  string Canonical = canonical;
}
defvar CondSpellings = [
  CondSpelling<"c", "b">, CondSpelling<"nae", "b">, CondSpelling<"nb", "ae">,
  CondSpelling<"nc", "ae">, CondSpelling<"z", "e">, CondSpelling<"nz", "ne">,
  CondSpelling<"na", "be">, CondSpelling<"nbe", "a">, CondSpelling<"pe", "p">,
  CondSpelling<"po", "np">, CondSpelling<"nge", "l">, CondSpelling<"nl", "ge">,
  CondSpelling<"ng", "le">, CondSpelling<"nle", "g">];
foreach s = CondSpellings in {
  def : MnemonicAlias<"j" # s.Alt, "j" # s.Canonical>;
  def : MnemonicAlias<"set" # s.Alt, "set" # s.Canonical>;
  foreach suffix = ["", "w", "l", "q"] in
    def : MnemonicAlias<"cmov" # s.Alt # suffix, "cmov" # s.Canonical # suffix>;
}

// ---- Spellings without size suffix or with another name ---------------------
def : MnemonicAlias<"ret", "retq">;
def : MnemonicAlias<"call", "callq">;
def : MnemonicAlias<"push", "pushq">;
def : MnemonicAlias<"pop", "popq">;
def : MnemonicAlias<"leaveq", "leave">;
def : MnemonicAlias<"pushf", "pushfq">;
def : MnemonicAlias<"popf", "popfq">;
def : MnemonicAlias<"cbw", "cbtw">;
def : MnemonicAlias<"cwde", "cwtl">;
def : MnemonicAlias<"cdqe", "cltq">;
def : MnemonicAlias<"cwd", "cwtd">;
def : MnemonicAlias<"cdq", "cltd">;
def : MnemonicAlias<"cqo", "cqto">;
def : MnemonicAlias<"movsx", "movs">;
def : MnemonicAlias<"ud2a", "ud2">;
def : MnemonicAlias<"repe", "rep">;
def : MnemonicAlias<"repz", "rep">;
def : MnemonicAlias<"repnz", "repne">;
def : MnemonicAlias<"fwait", "wait">;

// Indirect jumps and calls without the suffix.
let Predicates = [In64BitMode] in {
def : InstAlias<"jmp\t*$dst", (JMP64r GR64:$dst), 0>;
def : InstAlias<"jmp\t*$dst", (JMP64m i64mem:$dst), 0>;
def : InstAlias<"call\t*$dst", (CALL64r GR64:$dst), 0>;
def : InstAlias<"call\t*$dst", (CALL64m i64mem:$dst), 0>;
}

// ---- By-one shifts written with an explicit count ------------------------------
foreach op = [["ROL", "rol"], ["ROR", "ror"], ["RCL", "rcl"], ["RCR", "rcr"],
               ["SHL", "shl"], ["SHR", "shr"], ["SAR", "sar"]] in
foreach t = [Xi8, Xi16, Xi32, Xi64] in {
  defvar w = !substr(!cast<string>(t), 2);
  def : InstAlias<op[1] # t.Suffix # "\t$$1, $dst", (!cast<Instruction>(op[0] # w # "r1") t.RC:$dst), 0>;
  def : InstAlias<op[1] # t.Suffix # "\t$$1, $dst", (!cast<Instruction>(op[0] # w # "m1") t.Mem:$dst), 0>;
}

// ---- String instructions without operands, x87 shorthands -----------------------
def : InstAlias<"movsb", (MOVSB), 0>;
def : InstAlias<"movsw", (MOVSW), 0>;
def : InstAlias<"movsl", (MOVSL), 0>;
def : InstAlias<"movsq", (MOVSQ), 0>;
def : InstAlias<"stosb", (STOSB), 0>;
def : InstAlias<"stosw", (STOSW), 0>;
def : InstAlias<"stosl", (STOSL), 0>;
def : InstAlias<"stosq", (STOSQ), 0>;
foreach op = ["SCAS", "CMPS", "LODS"] in
foreach w = [["B", "b"], ["W", "w"], ["L", "l"], ["Q", "q"]] in
  def : InstAlias<!subst("SCAS", "scas", !subst("CMPS", "cmps", !subst("LODS", "lods", op))) # w[1],
                  (!cast<Instruction>(op # w[0])), 0>;
def : InstAlias<"fxch", (XCH_F ST1), 0>;
def : InstAlias<"fucom", (UCOM_Fr ST1), 0>;
def : InstAlias<"fucomp", (UCOM_FPr ST1), 0>;
def : InstAlias<"faddp", (ADD_FPrST0 ST1), 0>;
def : InstAlias<"fmulp", (MUL_FPrST0 ST1), 0>;
def : InstAlias<"fsubp", (SUB_FPrST0 ST1), 0>;
def : InstAlias<"fsubrp", (SUBR_FPrST0 ST1), 0>;
def : InstAlias<"fdivp", (DIV_FPrST0 ST1), 0>;
def : InstAlias<"fdivrp", (DIVR_FPrST0 ST1), 0>;
def : InstAlias<"fucomi\t$op", (UCOM_FIr RSTi:$op), 0>;
def : InstAlias<"fucompi\t$op", (UCOM_FIPr RSTi:$op), 0>;

// ---- SSE compare predicates: cmpltss is cmpss with predicate 1 ---------------
class SSEPredicate<string name, int value> {
  string Name = name;
  int Value = value;
}
foreach pred = [SSEPredicate<"eq", 0>, SSEPredicate<"lt", 1>, SSEPredicate<"le", 2>,
                SSEPredicate<"unord", 3>, SSEPredicate<"neq", 4>, SSEPredicate<"nlt", 5>,
                SSEPredicate<"nle", 6>, SSEPredicate<"ord", 7>] in {
  def : InstAlias<"cmp" # pred.Name # "ss\t$src2, $dst", (CMPSSrr FR32:$dst, FR32:$src2, pred.Value), 0>;
  def : InstAlias<"cmp" # pred.Name # "sd\t$src2, $dst", (CMPSDrr FR64:$dst, FR64:$src2, pred.Value), 0>;
  def : InstAlias<"cmp" # pred.Name # "ps\t$src2, $dst", (CMPPSrri VR128:$dst, VR128:$src2, pred.Value), 0>;
  def : InstAlias<"cmp" # pred.Name # "pd\t$src2, $dst", (CMPPDrri VR128:$dst, VR128:$src2, pred.Value), 0>;
  def : InstAlias<"cmp" # pred.Name # "ss\t$src2, $dst", (CMPSSrm FR32:$dst, f32mem:$src2, pred.Value), 0>;
  def : InstAlias<"cmp" # pred.Name # "sd\t$src2, $dst", (CMPSDrm FR64:$dst, f64mem:$src2, pred.Value), 0>;
  def : InstAlias<"cmp" # pred.Name # "ps\t$src2, $dst", (CMPPSrmi VR128:$dst, f128mem:$src2, pred.Value), 0>;
  def : InstAlias<"cmp" # pred.Name # "pd\t$src2, $dst", (CMPPDrmi VR128:$dst, f128mem:$src2, pred.Value), 0>;
}

// x87 arithmetic with one operand or with ST(0) twice: the ST(0)-destination
// form (`fadd %st(1)` and `fadd %st, %st(0)` are `fadd %st(1), %st` and
// `fadd %st(0), %st`).
foreach op = [["ADD", "fadd"], ["MUL", "fmul"], ["SUB", "fsub"], ["SUBR", "fsubr"],
              ["DIV", "fdiv"], ["DIVR", "fdivr"]] in {
  def : InstAlias<op[1] # "\t$op", (!cast<Instruction>(op[0] # "_FST0r") RSTi:$op), 0>;
  def : InstAlias<op[1] # "\t%st, %st", (!cast<Instruction>(op[0] # "_FST0r") ST0), 0>;
}

// xchg with the accumulator written first.
def : InstAlias<"xchgw\t%ax, $src", (XCHG16ar GR16:$src), 0>;
def : InstAlias<"xchgl\t%eax, $src", (XCHG32ar GR32:$src), 0>;
def : InstAlias<"xchgq\t%rax, $src", (XCHG64ar GR64:$src), 0>;
