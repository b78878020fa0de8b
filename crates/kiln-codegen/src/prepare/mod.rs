//! IR-level preparation for instruction selection: rewrites of the IR module that turn
//! constructs the SelectionDAG builder handles block by block into simpler IR, the way LLVM
//! runs IR passes (LowerSwitch, CodeGenPrepare) before selection.
//!
//! - [`lower_switch`]: `switch` into the blocks of its case clusters ([`switch_clusters`]):
//!   compare trees, bit tests, and jump tables left as a `switch` for the DAG builder.
//! - [`unreachable_blocks`]: blocks no path from the entry reaches leave the layout.
//! - [`atomic_expand`]: atomic operations the target has no instruction for (its
//!   `TargetMachine::atomic_rmw_expansion` says which) into compare-exchange loops,
//!   floating-point atomics onto integers (run by the driver after `run`).
//! - [`narrow_vector_ops`]: above -O0, a vector operation on zero-extended values truncated
//!   back (`trunc (usub.sat (zext x), splat s)`) done on the narrow type where the target has
//!   it, the other operand clamped.
//! - [`cancel_permutations`]: above -O0, a lane permutation, a lane-wise operation and the
//!   permutation back (a backwards vectorized loop's reversals) become the operation alone
//!   ([`lanes`]: what both vector rewrites read of the IR).
//! - [`strength_reduce`]: above -O0, the addresses of an innermost loop's loads and stores
//!   that step by a constant each iteration computed from one pointer per stream, stepped at
//!   the latch ([`affine`] finds them, [`ir_loops`] the loops); then [`loop_exits`]: the
//!   exit test on a stepped pointer when the induction variable has no other use, and
//!   values used after a loop rebuilt from the incremented recurrences there.
//! - [`sink_addresses`]: above -O0, constant address computations of other blocks copied
//!   next to the loads and stores that use them, so that they fold into memory operands.
//! - [`split_branch_conditions`]: above -O0, a branch on `and`/`or` of conditions into two
//!   branches, one per condition, with what only the second reads computed in its block.
//! - [`sink_compares`]: above -O0, scalar compares copied into the other blocks that use
//!   them, so that they become the flags of those blocks' branches and selects.
//! - [`ext_loads`]: above -O0, a `zext`/`sext` of a load in another block moved next to the
//!   load, so that the two become one extending load.
//! - [`emulated_tls`]: `-emulated-tls`, each thread-local variable's control variable and
//!   initial image (run by [`before_target`], since the target decides how globals are reached).

pub mod affine;
pub mod atomic_expand;
pub mod cancel_permutations;
pub mod emulated_tls;
pub mod ext_loads;
pub mod ir_loops;
pub mod lanes;
pub mod loop_exits;
pub mod lower_switch;
pub mod narrow_vector_ops;
pub mod sink_addresses;
pub mod sink_compares;
pub mod split_branch_conditions;
pub mod strength_reduce;
pub mod switch_clusters;
pub mod unreachable_blocks;

use crate::isel::dag::Isd;
use crate::target::machine::{AddressingMode, TargetOptions};
use crate::target::value_types::Mvt;
use kiln_ir::Module;

/// The preparations that add globals, run on the module before the target machine is built
/// for it (the target's lowering decides once, per global, how code reaches it).
pub fn before_target(module: &mut Module, options: &TargetOptions) -> Result<(), String> {
    if options.emulated_tls {
        emulated_tls::run(module)?;
    }
    Ok(())
}

/// Runs every preparation on every defined function of `module` for optimization level
/// `opt_level` (0 plans switches as llc -O0 does) and a target whose switch bit tests use
/// words of `bit_test_word` bits, whose memory operands take `addressing` and which has the
/// operations `legal(op, vt)` says it has as one instruction.
pub fn run(
    module: &mut Module,
    opt_level: u8,
    bit_test_word: u32,
    addressing: &AddressingMode,
    legal: &dyn Fn(Isd, Mvt) -> bool,
) -> Result<(), String> {
    unreachable_blocks::run(module);
    if opt_level > 0 {
        // First, so that the passes below see the narrow operations (and no dead wide ones).
        narrow_vector_ops::run(module, legal)?;
        // After narrowing, which leaves the reversals of zlib's window slide around one operation.
        cancel_permutations::run(module);
        strength_reduce::run(module, addressing);
        sink_addresses::run(module);
        split_branch_conditions::run(module);
        sink_compares::run(module);
        ext_loads::run(module);
    }
    lower_switch::run(module, opt_level, bit_test_word)
}
