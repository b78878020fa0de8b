// RISCV.td - the RISC-V 64 target (RV64GC): registers, instruction formats and
// encodings, the base and standard extensions, and the assembler's aliases.
// kiln-target-riscv's build.rs runs kiln's TableGen back ends on this file.

include "Target.td"

include "RISCVRegisters.td"
include "RISCVInstrFormats.td"
include "RISCVInstrOperands.td"
include "RISCVInstrInfoI.td"
include "RISCVInstrInfoM.td"
include "RISCVInstrInfoA.td"
include "RISCVInstrInfoF.td"
include "RISCVInstrInfoD.td"
include "RISCVInstrInfoC.td"
include "RISCVInstrAliases.td"
include "RISCVCallingConv.td"
include "RISCVISelNodes.td"
include "RISCVPatterns.td"
include "RISCVPatternsFD.td"
