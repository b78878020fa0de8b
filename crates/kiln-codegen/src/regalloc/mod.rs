//! Register allocation: [`fast`], the per-block allocator LLVM uses at -O0, and [`checker`],
//! an independent proof that an allocation preserves the values the virtual registers held.
//! [`run_fast`] is what a pass table calls: the allocator, followed by the checker when the
//! caller verifies machine code (`-verify-machineinstrs`). [`stack_access`] names what an
//! instruction does with a spill slot (llc's `# 4-byte Spill` comments and `-stats` counts).

pub mod checker;
pub mod fast;
pub mod stack_access;

use crate::mir::MachineFunction;
use crate::target::instr_info::TargetInstrInfo;
use crate::target::register_info::TargetRegisterInfo;

/// Allocates `mf` with the fast allocator; with `check`, keeps a copy of the function from
/// before allocation and runs the checker on the result. `frame_pointer` reserves the frame
/// pointer register.
pub fn run_fast(mf: &mut MachineFunction, tri: &dyn TargetRegisterInfo, tii: &dyn TargetInstrInfo, frame_pointer: bool, check: bool) -> Result<(), String> {
    if !check {
        return fast::run(mf, tri, tii, frame_pointer);
    }
    let before = mf.clone();
    fast::run(mf, tri, tii, frame_pointer)?;
    checker::check(&before, mf, tri.tables(), tii.tables(), &tri.reserved_regs(mf, frame_pointer))
}
