//! An instruction's operand list, [`Operands`]: up to [`INLINE_OPERANDS`] operands stored in
//! the instruction itself, longer lists on the heap (kiln-support's [`InlineVec`], which the
//! IR's operand lists are too).
//!
//! Most instructions have few operands (a generic `G_ADD` three, a selected `MOV32rm` six), so
//! keeping them inline saves the heap allocation per instruction that a `Vec` costs and the
//! pointer chase of every pass that reads them. It reads as a slice, and has the `Vec` methods
//! the passes use, so code written against `Vec<MachineOperand>` keeps working.

use kiln_support::inline_vec::{Filler, InlineVec};

use super::operand::MachineOperand;

/// How many operands an instruction keeps without a heap allocation: a selected x86 memory
/// access (a register and five address operands) fits.
pub const INLINE_OPERANDS: usize = 6;

impl Filler for MachineOperand {
    const FILLER: MachineOperand = MachineOperand::Imm(0);
}

/// The operands of a [`super::MachineInstr`]: definitions first, then uses, then implicit
/// operands.
pub type Operands = InlineVec<MachineOperand, INLINE_OPERANDS>;
