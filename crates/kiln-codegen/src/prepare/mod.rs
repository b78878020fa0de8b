//! IR-level preparation for instruction selection: rewrites of the IR module that turn
//! constructs the SelectionDAG builder handles block by block into simpler IR, the way LLVM
//! runs IR passes (LowerSwitch, CodeGenPrepare) before selection.
//!
//! - [`lower_switch`]: `switch` into a balanced tree of `icmp` + `br` blocks.

pub mod lower_switch;

use kiln_ir::Module;

/// Runs every preparation on every defined function of `module`.
pub fn run(module: &mut Module) -> Result<(), String> {
    lower_switch::run(module)
}
