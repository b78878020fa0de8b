// Target.td - kiln's base vocabulary for target descriptions, in one include.
//
// A target's .td files start with `include "Target.td"` (with this directory
// on the include path) and then describe registers, register classes,
// instructions, patterns, relations, assembler aliases, calling conventions
// and processors with the classes of the files below. Each file includes what
// it needs and is guarded, so a description may also include just the files
// it uses.

include "ValueTypes.td"
include "Registers.td"
include "Predicates.td"
include "SelectionDAG.td"
include "RegisterClasses.td"
include "CalleeSavedRegs.td"
include "Operands.td"
include "Itineraries.td"
include "SchedModel.td"
include "Instructions.td"
include "GenericOpcodes.td"
include "GlobalISel.td"
include "InstrMapping.td"
include "AsmAliases.td"
include "CallingConv.td"
include "Processors.td"
