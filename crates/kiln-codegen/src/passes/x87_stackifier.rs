//! The register-stack pass (llc's `x86-codegen`, "X86 FP Stackifier"): some register files are
//! a stack (x87), which no register allocator can assign directly. Instruction selection and
//! allocation work on flat pseudo registers (FP0-FP6); after allocation this pass hands each
//! function to the target, which rewrites that code into real stack instructions. Targets
//! without a register stack have no hook and the pass leaves the function alone.

use crate::mir::MachineFunction;

/// A target whose register stack needs rewriting after allocation.
pub trait TargetRegisterStack {
    /// Rewrites the pseudo-register code of `mf` into stack instructions; an error names the
    /// construct it cannot handle.
    fn stackify(&self, mf: &mut MachineFunction) -> Result<(), String>;

    /// Whether `reg` is one of the flat registers the stack is built from (a value in one
    /// may not live across a block boundary or a call).
    fn is_stack_register(&self, reg: kiln_mc::desc::PhysReg) -> bool;
}

/// Runs the target's stackifier over `mf`, if the target has one.
pub fn run(mf: &mut MachineFunction, target: Option<&dyn TargetRegisterStack>) -> Result<(), String> {
    match target {
        Some(t) => t.stackify(mf),
        None => Ok(()),
    }
}
