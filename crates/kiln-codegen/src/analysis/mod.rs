//! Machine-code analyses the optimising register allocators share: the dominator tree and loop
//! nesting of the block graph ([`loops`]), branch probabilities and block frequencies
//! ([`block_freq`]), the numbering of instructions into slots
//! ([`slot_indexes`]), and the liveness of every register over those slots ([`liveness`]:
//! LiveVariables' per-block live-in sets, LiveIntervals' segments with value numbers, the
//! physical registers' live ranges per register unit and the call clobbers).
//!
//! [`Analyses`] keeps them for one function at a time: its buffers are reset for the next
//! function, not reallocated, and a pass that changes the code calls [`Analyses::invalidate`].

pub mod block_freq;
pub mod liveness;
pub mod loops;
pub mod slot_indexes;

use crate::mir::MachineFunction;
use kiln_mc::desc::{InstrInfo, RegisterInfo};

pub use block_freq::BlockFrequency;
pub use liveness::{LiveIntervals, Segment};
pub use loops::LoopInfo;
pub use slot_indexes::{Slot, SlotIndexes};

/// The analyses of one function, computed on demand and kept until invalidated.
#[derive(Default)]
pub struct Analyses {
    pub loops: LoopInfo,
    pub freq: BlockFrequency,
    pub slots: SlotIndexes,
    pub live: LiveIntervals,
    valid: bool,
    freq_valid: bool,
}

impl Analyses {
    /// Computes every analysis for `mf` unless they are current; returns them.
    pub fn compute(&mut self, mf: &MachineFunction, regs: &'static RegisterInfo, instrs: &'static InstrInfo) -> &mut Analyses {
        if !self.valid {
            self.loops.compute(mf);
            self.slots.compute(mf);
            self.live.compute(mf, &self.slots, regs, instrs);
            self.valid = true;
            self.freq_valid = false;
        }
        self
    }

    /// [`compute`](Self::compute), and the block frequencies too (only the allocators weigh
    /// by them, so the passes before them do not pay for them).
    pub fn compute_with_freq(&mut self, mf: &MachineFunction, regs: &'static RegisterInfo, instrs: &'static InstrInfo) -> &mut Analyses {
        self.compute(mf, regs, instrs);
        if !self.freq_valid {
            self.freq.compute(mf, &self.loops, instrs);
            self.freq_valid = true;
        }
        self
    }

    /// Marks the analyses stale: the next [`compute`](Self::compute) recomputes them.
    pub fn invalidate(&mut self) {
        self.valid = false;
        self.freq_valid = false;
    }

    /// The analyses in text, for tests (`-print-live-intervals`).
    pub fn dump(&self, mf: &MachineFunction, regs: &RegisterInfo) -> String {
        let mut out = self.loops.dump(mf);
        out.push_str(&self.live.dump(mf, regs));
        out
    }
}
