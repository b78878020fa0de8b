//! The edit list: every instruction an allocator adds or deletes, with what it claims the
//! instruction does. The allocators record it as they rewrite; the [`checker`](super::checker)
//! verifies each entry against the instruction and replays its effect, so an instruction
//! outside the list, or one that does something else than its entry says, is an error rather
//! than a guess.

use kiln_mc::desc::PhysReg;

use crate::mir::{FrameIdx, InstId};

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
    /// Deletes the program's instruction (the definition of a value every use rematerialises).
    Delete,
}

/// One entry: the instruction and what it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Edit {
    pub inst: InstId,
    pub kind: EditKind,
}
