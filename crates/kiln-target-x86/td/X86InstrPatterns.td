// X86InstrPatterns.td - the selection patterns of x86-64: which machine
// instructions implement which (legalized) DAG nodes. The matcher back end
// compiles every `Pat` here into the x86 matcher table; the interpreter in
// kiln-codegen runs it on each block's DAG.
//
// The patterns name the instructions of X86Instr*.td by their MIR names. An
// instruction's single implicit definition of EFLAGS is its extra result (so
// `(X86cmp ...)` selects CMP32rr, whose flags `(X86setcc cond, EFLAGS)` reads).
// Ties between forms are broken by complexity: a narrower immediate leaf, a
// folded load or a literal beats the plain register form; AddedComplexity
// settles the few cases where both sides are leaves of the same size.
// One file per family:
//   X86PatMove.td     constants, loads, stores, extensions, truncation, lea,
//                     symbol addresses
//   X86PatArith.td    add/sub/and/or/xor/adc/sbb, neg/not, shifts and rotates,
//                     multiplication, division, bit scans, byte swaps
//   X86PatControl.td  flags (cmp/test), setcc, cmov, branches, calls, returns
//   X86PatFP.td       scalar f32/f64 in SSE registers
//   X86PatVector.td   128-bit vectors in XMM registers: building, extracting,
//                     shuffles, loads and stores, bit casts
//   X86PatBMI.td      BMI/BMI2/LZCNT: shlx/shrx/sarx, rorx, bzhi, andn,
//                     blsr/blsmsk/blsi, tzcnt/lzcnt, under the features

include "X86PatMove.td"
include "X86PatArith.td"
include "X86PatControl.td"
include "X86PatFP.td"
include "X86PatVector.td"
include "X86PatIntrinsics.td"
include "X86PatBMI.td"
