//! The edit list: every instruction an allocator adds, deletes or folds a spill slot into, with what it claims the
//! instruction does. The allocators record it as they rewrite; the [`checker`](super::checker)
//! verifies each entry against the instruction and replays its effect, so an instruction
//! outside the list, or one that does something else than its entry says, is an error rather
//! than a guess.

use kiln_mc::desc::{InstrFlags, InstrInfo, PhysReg};

use crate::mir::{FrameIdx, InstId, MachineFunction, MemAccess, MemValue, Reg};
use crate::target::register_info::RegSet;

/// What an added (or deleted) instruction does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditKind {
    /// Stores register `from` to spill slot `slot`.
    Spill { from: PhysReg, slot: FrameIdx },
    /// Loads spill slot `slot` into register `to`.
    Reload { to: PhysReg, slot: FrameIdx },
    /// Recomputes virtual register `vreg` into `to` by repeating its only definition, the
    /// program's instruction `def` (a constant, say), instead of reloading it.
    Remat { to: PhysReg, vreg: u32, def: InstId },
    /// The program's instruction reads operand `operand` (a virtual register's use) from spill
    /// slot `slot` instead of a register, or for a copy, writes its definition there: the
    /// target's [`fold_stack_slot`](crate::target::instr_info::TargetInstrInfo::fold_stack_slot)
    /// form of the instruction, in place of it (same instruction id).
    Fold { operand: u8, slot: FrameIdx },
    /// Deletes the program's instruction (the definition of a value every use rematerialises).
    Delete,
}

/// One entry: the instruction and what it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Edit {
    pub inst: InstId,
    pub kind: EditKind,
}

/// Whether instruction `i` of `mf` computes the same value of `vreg` wherever it is repeated:
/// it writes `vreg` (whole) and nothing else, stores nothing, has no side effects, reads no
/// register but `reserved` ones (`$rip`), and loads, if at all, only from the constant pool.
/// The caller checks that it is `vreg`'s only definition.
pub fn is_repeatable(mf: &MachineFunction, instrs: &InstrInfo, i: InstId, vreg: u32, reserved: &RegSet) -> bool {
    let m = mf.inst(i);
    let Some(desc) = instrs.get(m.opcode) else { return false };
    if desc.may_store() || desc.is_call() || desc.has(InstrFlags::HAS_SIDE_EFFECTS) {
        return false;
    }
    let constant_loads = !m.mem_operands.is_empty() && m.mem_operands.iter().all(|mo| mo.access == MemAccess::Load && matches!(mo.value, MemValue::Other(s) if mf.str(s) == "constant-pool"));
    if desc.may_load() && !constant_loads {
        return false;
    }
    let mut defs = 0;
    for o in &m.operands {
        let Some(r) = o.get_reg().filter(|r| !r.is_none()) else { continue };
        if o.is_def() {
            defs += 1;
            if r != Reg::virt(vreg) || o.sub_reg().0 != 0 {
                return false;
            }
        } else if !r.as_phys().is_some_and(|p| reserved.contains(p)) {
            return false;
        }
    }
    defs == 1
}
