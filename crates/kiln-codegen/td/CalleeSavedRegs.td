// CalleeSavedRegs.td - named sets of registers preserved across calls.
//
// `SaveList` is a register set expression (same operators as a RegisterClass
// member list) of the registers a callee saves and restores, in the order the
// prologue saves them. `OtherPreserved` lists registers preserved without being
// saved (for example the stack pointer); both form the call-preserved mask.

#ifndef KILN_CALLEE_SAVED_REGS_TD
#define KILN_CALLEE_SAVED_REGS_TD

include "RegisterClasses.td"

class CalleeSavedRegs<dag saves> {
  dag SaveList = saves;
  dag OtherPreserved = (add);
}

#endif // KILN_CALLEE_SAVED_REGS_TD
