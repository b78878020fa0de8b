//! Spill weights, as LLVM's `VirtRegAuxInfo` computes them in spirit: each definition or use
//! of a register counts ten times more per cycle around it (a stand-in for block frequency;
//! [cycles](crate::analysis::loops) rather than natural loops, so that the loops of a state
//! machine entered through a `switch` weigh as loops), and the sum is divided by the length of the live range in instructions plus a
//! constant, so a short range with dense uses weighs most and a long, sparsely used one least.
//! The interval allocators evict and spill the lighter ranges first.

use crate::analysis::slot_indexes::INST_GAP;
use crate::analysis::{LoopInfo, Segment};
use crate::mir::{BlockId, MachineFunction, Reg};

use super::interference::size;

/// The weight of one reference in block `b`.
pub fn block_frequency(loops: &LoopInfo, b: BlockId) -> f32 {
    10f32.powi(loops.cycle_depth(b).min(6) as i32)
}

/// Per virtual register below `num_vregs`, the frequency-weighted count of its references.
pub fn reference_counts(mf: &MachineFunction, loops: &LoopInfo, num_vregs: u32) -> Vec<f32> {
    let mut weight = vec![0f32; num_vregs as usize];
    for &b in mf.layout() {
        let freq = block_frequency(loops, b);
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
