// X86.td - the x86-64 target description: kiln-target-x86's build.rs runs
// kiln-tablegen on this file (with ../kiln-codegen/td on the include path).
//
// One file per concern: registers and register classes, instruction formats
// and operands, then one file per instruction family, then assembler aliases.

include "Target.td"
include "X86Schedule.td"
include "X86Registers.td"
include "X86RegisterBanks.td"
include "X86InstrFormats.td"
include "X86InstrOperands.td"
include "X86InstrArithmetic.td"
include "X86InstrMove.td"
include "X86InstrControl.td"
include "X86InstrShiftRotate.td"
include "X86InstrSSE.td"
include "X86InstrSSE4.td"
include "X86InstrBMI.td"
include "X86InstrX87.td"
include "X86InstrPseudos.td"
include "X86InstrAliases.td"
include "X86ISelNodes.td"
include "X86InstrPatterns.td"
include "X86PatX87.td"
include "X86InstrTLS.td"
include "X86PatAtomic.td"
include "X86InstrTailCall.td"
include "X86CallingConv.td"
include "X86SchedGeneric.td"
include "X86Processors.td"
