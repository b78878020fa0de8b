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
//! - [`strength_reduce`]: above -O0, the addresses of an innermost loop's loads and stores
//!   that step by a constant each iteration computed from one pointer per stream, stepped at
//!   the latch ([`affine`] finds them, [`ir_loops`] the loops); then [`loop_exits`]: the
//!   exit test on a stepped pointer when the induction variable has no other use, and
//!   values used after a loop rebuilt from the incremented recurrences there.
//! - [`sink_addresses`]: above -O0, constant address computations of other blocks copied
//!   next to the loads and stores that use them, so that they fold into memory operands.
//! - [`split_branch_conditions`]: above -O0, a branch on `and`/`or` of conditions into two
//!   branches, one per condition.
//! - [`sink_compares`]: above -O0, scalar compares copied into the other blocks that use
//!   them, so that they become the flags of those blocks' branches and selects.
//! - [`emulated_tls`]: `-emulated-tls`, each thread-local variable's control variable and
//!   initial image (run by [`before_target`], since the target decides how globals are reached).

pub mod affine;
pub mod atomic_expand;
pub mod emulated_tls;
pub mod ir_loops;
pub mod loop_exits;
pub mod lower_switch;
pub mod sink_addresses;
pub mod sink_compares;
pub mod split_branch_conditions;
pub mod strength_reduce;
pub mod switch_clusters;
pub mod unreachable_blocks;

use crate::target::machine::{AddressingMode, TargetOptions};
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
/// words of `bit_test_word` bits and whose memory operands take `addressing`.
pub fn run(module: &mut Module, opt_level: u8, bit_test_word: u32, addressing: &AddressingMode) -> Result<(), String> {
    unreachable_blocks::run(module);
    if opt_level > 0 {
        strength_reduce::run(module, addressing);
        sink_addresses::run(module);
        split_branch_conditions::run(module);
        sink_compares::run(module);
    }
    lower_switch::run(module, opt_level, bit_test_word)
}
