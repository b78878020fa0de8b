//! What an instruction does with a spill slot, named as llc's assembly comments name it
//! (`# 4-byte Spill`, `# 8-byte Reload`, `# 4-byte Folded Reload`, `# 10-byte Folded Spill`),
//! so that kiln's spill and reload counts can be read off its assembly the way llc's are, and
//! `-stats` counts the same thing.
//!
//! The API an allocator or spiller uses is the slot it spills to: a stack object made by
//! `MachineFrameInfo::create_spill_slot`, accessed through
//! `TargetInstrInfo::store_reg_to_stack_slot`/`load_reg_from_stack_slot` (a plain spill or
//! reload) or by an instruction whose memory operand names that slot (a folded one). Nothing
//! else needs recording: [`classify`] finds them in the finished code.

use crate::mir::{MachineFunction, MachineInstr, MemAccess, MemValue, StackObjectKind};
use crate::target::instr_info::TargetInstrInfo;

/// The kinds of spill-slot access llc comments on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StackAccessKind {
    Spill,
    Reload,
    FoldedSpill,
    FoldedReload,
}

impl StackAccessKind {
    pub fn name(self) -> &'static str {
        match self {
            StackAccessKind::Spill => "Spill",
            StackAccessKind::Reload => "Reload",
            StackAccessKind::FoldedSpill => "Folded Spill",
            StackAccessKind::FoldedReload => "Folded Reload",
        }
    }
}

/// One spill-slot access: its kind and its size in bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StackAccess {
    pub kind: StackAccessKind,
    pub bytes: u64,
}

impl StackAccess {
    /// The assembly comment: `4-byte Spill`.
    pub fn comment(self) -> String {
        format!("{}-byte {}", self.bytes, self.kind.name())
    }
}

/// The spill-slot access of `mi`, if it has one: a plain spill or reload when the instruction
/// is the target's move to or from a stack slot, a folded one otherwise (a load folded into
/// arithmetic, or the x87 stores that pop).
pub fn classify(mf: &MachineFunction, mi: &MachineInstr, tii: &dyn TargetInstrInfo) -> Option<StackAccess> {
    let mem = mi.mem_operands.iter().find(|m| match m.value {
        MemValue::Frame(fi) => mf.frame.object(fi).is_some_and(|o| o.kind == StackObjectKind::SpillSlot),
        _ => false,
    })?;
    let MemValue::Frame(fi) = mem.value else { return None };
    let bytes = match mem.size {
        Some(ty) if ty.element().address_space().is_none() => ty.size_bits(0).div_ceil(8),
        _ => mf.frame.object(fi).map_or(0, |o| o.size),
    };
    let plain = tii.is_stack_slot_move(mi.opcode);
    let kind = match (mem.access, plain) {
        (MemAccess::Store, true) => StackAccessKind::Spill,
        (MemAccess::Load, true) => StackAccessKind::Reload,
        (MemAccess::Store, false) => StackAccessKind::FoldedSpill,
        (MemAccess::Load | MemAccess::LoadStore, _) => StackAccessKind::FoldedReload,
    };
    Some(StackAccess { kind, bytes })
}
