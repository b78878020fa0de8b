//! The allocation queue, ordered as LLVM's greedy allocator orders it: per-instruction spill
//! temporaries first (they must get a register and evict what is in the way); then ranges with
//! a copy hint; then ranges that span blocks (or are long for their class), longest first, so
//! that what will not fit is split or spilled before it blocks others; then ranges local to
//! one block in instruction order, which colours a block's straight-line code optimally when
//! nothing else interferes.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::{Greedy, Stage};
use crate::analysis::slot_indexes::INST_GAP;
use crate::mir::Reg;
use crate::regalloc::interference::size;

/// Virtual registers by priority (higher first; equal priorities by register number).
#[derive(Default)]
pub(super) struct Queue {
    heap: BinaryHeap<(u64, Reverse<u32>)>,
}

impl Queue {
    pub(super) fn push(&mut self, priority: u64, v: u32) {
        self.heap.push((priority, Reverse(v)));
    }

    pub(super) fn pop(&mut self) -> Option<u32> {
        self.heap.pop().map(|(_, Reverse(v))| v)
    }
}

const TEMPORARY: u64 = 1 << 40;
const HINTED: u64 = 1 << 30;
const GLOBAL: u64 = 1 << 29;
const LENGTH: u64 = (1 << 29) - 1;

impl Greedy<'_> {
    /// Queues `v` with its priority (see the module doc).
    pub(super) fn enqueue(&mut self, v: u32) {
        let priority = if self.info[v as usize].stage == Stage::Done {
            TEMPORARY
        } else {
            let segs = self.spiller.segments(self.live, v);
            let length = u64::from(size(segs) / INST_GAP).min(LENGTH);
            let registers = self.mf.regs.reg_class(Reg::virt(v)).map_or(0, |c| self.regs.class(c).members.len() as u64);
            let local = self.in_one_block(segs) && length <= 2 * registers;
            let mut priority = if local {
                // Earlier ranges first: the distance from the range's start to the function's end.
                let start = segs.first().map_or(0, |s| s.start.0);
                u64::from(self.end.0.saturating_sub(start) / INST_GAP).min(LENGTH)
            } else {
                GLOBAL + length
            };
            if self.hint(v).is_some() {
                priority |= HINTED;
            }
            priority
        };
        self.queue.push(priority, v);
    }
}
