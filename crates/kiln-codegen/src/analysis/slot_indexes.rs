//! Slot indexes: every block start and every instruction gets a number, in layout order, and
//! each number has four slots in order: the block boundary, the early-clobber point, the
//! register point (where uses read and ordinary definitions write) and the dead point. Live
//! ranges are half-open intervals of slots, so a value read by an instruction and one it
//! writes do not overlap, while an early-clobber definition overlaps the instruction's reads.
//!
//! Numbers are spaced [`INST_GAP`] slots apart so that instructions the spiller adds
//! (reloads before an instruction, stores after it) get slots of their own without
//! renumbering: see [`Slot::before`] and [`Slot::after`].

use crate::mir::{BlockId, InstId, MachineFunction};

/// Slots between two consecutive numbered instructions.
pub const INST_GAP: u32 = 128;
/// How many instructions may be inserted before (or after) one instruction.
pub const MAX_INSERTED: u32 = 12;

/// A point of the program: a number times [`INST_GAP`] plus the sub-slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Slot(pub u32);

impl Slot {
    pub fn block(self) -> Slot {
        Slot(self.0 & !3)
    }
    pub fn early_clobber(self) -> Slot {
        Slot((self.0 & !3) | 1)
    }
    pub fn reg(self) -> Slot {
        Slot((self.0 & !3) | 2)
    }
    pub fn dead(self) -> Slot {
        Slot((self.0 & !3) | 3)
    }
    /// The base slot of the `k`-th instruction inserted before this one.
    pub fn before(self, k: u32) -> Slot {
        Slot((self.0 & !3) - 52 + 4 * k)
    }
    /// The base slot of the `k`-th instruction inserted after this one.
    pub fn after(self, k: u32) -> Slot {
        Slot((self.0 & !3) + 4 + 4 * k)
    }
}

/// The numbering of one function.
#[derive(Default)]
pub struct SlotIndexes {
    /// Per instruction (by id), its base slot; `u32::MAX` for instructions not in a block.
    inst: Vec<u32>,
    /// Per block (by id), its start slot and its end (the next block's start).
    start: Vec<u32>,
    end: Vec<u32>,
    /// Block starts in layout order with their block, for finding a slot's block.
    starts: Vec<(u32, BlockId)>,
}

impl SlotIndexes {
    pub fn compute(&mut self, mf: &MachineFunction) {
        self.inst.clear();
        self.inst.resize(mf.num_insts_allocated(), u32::MAX);
        self.start.clear();
        self.start.resize(mf.num_blocks(), u32::MAX);
        self.end.clear();
        self.end.resize(mf.num_blocks(), u32::MAX);
        self.starts.clear();
        let mut next = INST_GAP;
        for &b in mf.layout() {
            self.start[b.0 as usize] = next;
            self.starts.push((next, b));
            next += INST_GAP;
            for i in mf.block_insts(b) {
                self.inst[i.0 as usize] = next;
                next += INST_GAP;
            }
            self.end[b.0 as usize] = next;
        }
    }

    /// The base slot of instruction `i`.
    pub fn inst(&self, i: InstId) -> Slot {
        Slot(self.inst[i.0 as usize])
    }

    pub fn block_start(&self, b: BlockId) -> Slot {
        Slot(self.start[b.0 as usize])
    }

    pub fn block_end(&self, b: BlockId) -> Slot {
        Slot(self.end[b.0 as usize])
    }

    /// The block containing slot `s`.
    pub fn block_of(&self, s: Slot) -> BlockId {
        let k = self.starts.partition_point(|&(start, _)| start <= s.0);
        self.starts[k.saturating_sub(1)].1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sub_slots_order_and_inserted_slots_stay_between_instructions() {
        let s = Slot(5 * INST_GAP);
        assert!(s.block() < s.early_clobber() && s.early_clobber() < s.reg() && s.reg() < s.dead());
        let prev = Slot(4 * INST_GAP);
        for k in 0..MAX_INSERTED {
            assert!(s.before(k) > prev.after(MAX_INSERTED - 1) && s.before(k).dead() < s);
            assert!(s.after(k) > s.dead() && s.after(k).dead() < Slot(6 * INST_GAP).before(0));
        }
    }
}
