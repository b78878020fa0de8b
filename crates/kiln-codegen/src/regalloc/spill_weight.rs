//! Spill weights, as LLVM's `VirtRegAuxInfo` computes them in spirit: each definition or use
//! of a register counts its block's [frequency](crate::analysis::block_freq) (from branch
//! probabilities over [cycles](crate::analysis::loops) rather than natural loops, so that the
//! loops of a state machine entered through a `switch` weigh as loops), and the sum is divided
//! by the length of the live range in instructions plus a constant, so a short range with dense uses weighs most and a long, sparsely used one least.
//! The interval allocators evict and spill the lighter ranges first.

use crate::analysis::slot_indexes::INST_GAP;
use crate::analysis::{BlockFrequency, Segment};
use crate::mir::{MachineFunction, Reg};

use super::interference::size;

/// Per virtual register below `num_vregs`, the frequency-weighted count of its references.
pub fn reference_counts(mf: &MachineFunction, freq: &BlockFrequency, num_vregs: u32) -> Vec<f32> {
    let mut weight = vec![0f32; num_vregs as usize];
    for &b in mf.layout() {
        let freq = freq.freq(b);
        for i in mf.block_insts(b) {
            for op in &mf.inst(i).operands {
                if let Some(v) = op.get_reg().and_then(Reg::virt_index).filter(|&v| v < num_vregs) {
                    weight[v as usize] += freq;
                }
            }
        }
    }
    weight
}

/// The spill weight of a range `segs` with reference count `count`.
pub fn normalize(count: f32, segs: &[Segment]) -> f32 {
    count / ((size(segs) / INST_GAP) as f32 + 25.0)
}
