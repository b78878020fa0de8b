// X86.td - the x86-64 target description: kiln-target-x86's build.rs runs
// kiln-tablegen on this file (with ../kiln-codegen/td on the include path).
//
// One file per concern: registers and register classes now; instruction
// formats, instruction families, patterns and calling conventions follow.

include "Target.td"
include "X86Registers.td"
