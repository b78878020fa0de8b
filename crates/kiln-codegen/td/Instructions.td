// Instructions.td - the Instruction class, its flags, and predicates.
//
// An Instruction's operands are `(outs ...)` then `(ins ...)` (definitions
// before uses, as in MachineInstr). `AsmString` prints it, `Pattern` selects
// it, `Defs`/`Uses` name implicit registers, and `Constraints` ties operands:
// "$src1 = $dst" makes use $src1 share $dst's register; "@earlyclobber $dst"
// marks a definition written before the uses are read; several constraints are
// separated by commas. kiln does not infer mayLoad/mayStore/hasSideEffects
// from patterns: set them. Opcodes of the target-independent pseudos in
// GenericOpcodes.td come first, then GlobalISel's generic opcodes sorted by
// name, then the target's instructions sorted by name.

#ifndef KILN_INSTRUCTIONS_TD
#define KILN_INSTRUCTIONS_TD

include "Registers.td"
include "Operands.td"
include "Predicates.td"
include "Itineraries.td"
include "SchedModel.td"

class Instruction {
  string Namespace = "";
  dag OutOperandList = (outs);
  dag InOperandList = (ins);
  string AsmString = "";
  list<dag> Pattern = [];
  list<Register> Uses = [];
  list<Register> Defs = [];
  list<Predicate> Predicates = [];
  int Size = 0;                 // encoded size in bytes; 0: unknown/variable
  int AddedComplexity = 0;
  string Constraints = "";
  string DisableEncoding = "";
  bits<64> TSFlags = 0;         // target-specific flags, copied to the table
  InstrItinClass Itinerary = NoItinerary;
  list<SchedReadWrite> SchedRW = [];

  // Flags (the InstrFlags bitset of the generated table).
  bit mayLoad = 0;
  bit mayStore = 0;
  bit hasSideEffects = 0;
  bit isReturn = 0;
  bit isBranch = 0;
  bit isIndirectBranch = 0;
  bit isTerminator = 0;
  bit isBarrier = 0;
  bit isCall = 0;
  bit isCompare = 0;
  bit isMoveImm = 0;
  bit isMoveReg = 0;
  bit isBitcast = 0;
  bit isSelect = 0;
  bit isCommutable = 0;
  bit isPredicable = 0;
  bit isAsCheapAsAMove = 0;
  bit isReMaterializable = 0;
  bit isPseudo = 0;
  bit isCodeGenOnly = 0;
  bit isAsmParserOnly = 0;
  bit isConvertibleToThreeAddress = 0;
  bit usesCustomInserter = 0;
  bit hasDelaySlot = 0;
  bit isNotDuplicable = 0;
  bit isConvergent = 0;
  bit isPreISelOpcode = 0;      // a GlobalISel generic opcode (G_*)
}

// An instruction that exists only inside the code generator and is expanded
// before emission.
class PseudoInstruction : Instruction {
  let isPseudo = 1;
  let isCodeGenOnly = 1;
}

#endif // KILN_INSTRUCTIONS_TD
