//! Spill weights, as LLVM's `VirtRegAuxInfo` computes them in spirit: each definition or use
//! of a register counts its block's weight (below), and the sum is divided by the length of
//! the live range in instructions plus a constant, so a short range with dense uses weighs
//! most and a long, sparsely used one least. The interval allocators evict and spill the
//! lighter ranges first.
//!
//! A block's weight is its [frequency](crate::analysis::block_freq) (from branch
//! probabilities over [cycles](crate::analysis::loops) rather than natural loops, so that the
//! loops of a state machine entered through a `switch` weigh as loops) raised to
//! [`FREQ_EXPONENT`]: the blocks keep the frequencies' order, but their ratios are compressed
//! (a loop of 32 iterations weighs 4, a side of an unpredicted branch 0.76). With the raw
//! ratios (32 per loop level, 1/2 per branch, 2^-20 for a cold block) greedy evicts and
//! splits for more than the spill code it saves: over the real C programs at -O2 pic
//! (`bench-real.py --counts-only`'s files) the raw frequencies give 86,334 spills+reloads,
//! 4,000 of them from the spill weights and 2,600 from region splitting's costs, against
//! 78,973 with the former loop-depth weights (10 per level) and 78,421 with this exponent
//! (0.5: 79,320; 0.3: 78,164 but more in xz's `lzma_decode`). Spill weights, region
//! splitting and the store placement (and PBQP's copy costs) all use this one weight.

use crate::analysis::slot_indexes::INST_GAP;
use crate::analysis::{BlockFrequency, Segment};
use crate::mir::{BlockId, MachineFunction, Reg};

use super::interference::size;

/// Block frequencies are raised to this power to weigh spill code (see the module doc).
pub const FREQ_EXPONENT: f32 = 0.4;

/// The weight of one reference, reload or store in block `b`.
pub fn block_weight(freq: &BlockFrequency, b: BlockId) -> f32 {
    freq.freq(b).powf(FREQ_EXPONENT)
}

/// Per virtual register below `num_vregs`, the frequency-weighted count of its references.
pub fn reference_counts(mf: &MachineFunction, freq: &BlockFrequency, num_vregs: u32) -> Vec<f32> {
    let mut weight = vec![0f32; num_vregs as usize];
    for &b in mf.layout() {
        let freq = block_weight(freq, b);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::LoopInfo;
    use kiln_mc::desc::InstrInfo;

    /// entry → header ⇄ latch → exit, entry → side → exit: the loop, entered half the time,
    /// runs 32 times (frequency 16, weight 3.03), the side of the unpredicted branch has
    /// frequency 0.5 (weight 0.76); the order of the frequencies is kept.
    #[test]
    fn block_weights_compress_frequency_ratios_in_order() {
        let mut mf = MachineFunction::new("f");
        let [entry, header, latch, side, exit] = std::array::from_fn(|_| mf.create_block());
        for (from, to) in [(entry, header), (entry, side), (header, latch), (latch, header), (latch, exit), (side, exit)] {
            mf.add_successor(from, to, None);
        }
        let mut loops = LoopInfo::default();
        loops.compute(&mf);
        let mut freq = BlockFrequency::default();
        freq.compute(&mf, &loops, &InstrInfo { descs: &[], by_name: &[] });
        let w = |b| block_weight(&freq, b);
        assert!((w(entry) - 1.0).abs() < 1e-4 && (w(exit) - 1.0).abs() < 1e-4);
        assert!((w(header) - 16f32.powf(FREQ_EXPONENT)).abs() < 1e-3, "header: {}", w(header));
        assert!((w(side) - 0.5f32.powf(FREQ_EXPONENT)).abs() < 1e-4, "side: {}", w(side));
        assert!(w(side) < w(entry) && w(entry) < w(header) && (w(header) - w(latch)).abs() < 1e-4);
    }
}
