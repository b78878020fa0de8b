// AsmAliases.td - assembler aliases: alternative spellings of instructions.
//
// MnemonicAlias renames a mnemonic before matching (`FromMnemonic` is parsed
// as `ToMnemonic`). InstAlias matches the assembly string `AsmString` and
// builds the instruction dag `ResultInst` (an instruction with its operands,
// registers or immediates); with `EmitPriority` > 0 the printer also prints
// that instruction as the alias. Both may carry `Predicates` (via Requires).

#ifndef KILN_ASM_ALIASES_TD
#define KILN_ASM_ALIASES_TD

include "Predicates.td"

class MnemonicAlias<string from, string to, string variant = ""> {
  string FromMnemonic = from;
  string ToMnemonic = to;
  string AsmVariantName = variant;
  list<Predicate> Predicates = [];
}

class InstAlias<string asm, dag result, int emitPriority = 1,
                string variant = ""> {
  string AsmString = asm;
  dag ResultInst = result;
  int EmitPriority = emitPriority;
  string AsmVariantName = variant;
  list<Predicate> Predicates = [];
}

#endif // KILN_ASM_ALIASES_TD
