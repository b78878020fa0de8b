//! Branch probabilities and block frequencies of machine code (LLVM's
//! `MachineBranchProbabilityInfo` and `MachineBlockFrequencyInfo`), which the interval
//! allocators weigh spill code by.
//!
//! Each edge's probability is the one instruction selection carried from the IR's `!prof`
//! `branch_weights` (`MachineBasicBlock::succ_probs`) where every edge of its block has one;
//! otherwise static heuristics in LLVM's order, the first that tells the edges apart deciding:
//! an edge to a cold block (one that ends without a return: `unreachable`, a noreturn call, or
//! only cold successors) is taken once in 2^20; an edge that leaves the innermost
//! [cycle](super::loops) of its block shares 4/128 with the other exits, while the back edges
//! and the edges staying inside share 124/128; else the edges are equally likely.
//!
//! Frequencies propagate over the cycle tree, innermost cycles first (Wu and Larus's loop-scaled
//! mass): in each cycle, one unit of mass enters at its header and flows along the edges in
//! reverse post-order, a cycle inside it taken as one node that passes its exits' mass on; the
//! mass that returns to the header gives the cycle's scale, 1 / (1 - back-edge mass), at most
//! [`MAX_SCALE`]. A block's frequency is the product of its local mass, its cycle's scale and
//! the mass entering each cycle around it, so the entry block's frequency is 1. An irreducible
//! cycle's other entries are treated as entering at its header.

use super::loops::LoopInfo;
use crate::mir::{BlockId, MachineFunction};
use kiln_mc::desc::InstrInfo;
use std::fmt::Write as _;

/// The most a cycle multiplies the frequency of its blocks by (a cycle without an exit).
pub const MAX_SCALE: f64 = 4096.0;
/// The weight of an edge to a cold block against 2^20 - 1 for each other edge.
const COLD_WEIGHT: f64 = 1.0;
const WARM_WEIGHT: f64 = 1048575.0;
/// The weights of the edges staying in a cycle (shared by the back edges, and by the others)
/// and of its exits (shared by them).
const STAY_WEIGHT: f64 = 124.0;
const EXIT_WEIGHT: f64 = 4.0;
/// `succ_probs` numerators are over 2^31.
const PROB_ONE: f64 = (1u64 << 31) as f64;

/// Edge probabilities and block frequencies of one function, indexed by block id.
#[derive(Default)]
pub struct BlockFrequency {
    /// Per block, where its successors' probabilities start in `probs`.
    start: Vec<u32>,
    /// Per successor edge, in `succs` order.
    probs: Vec<f64>,
    freq: Vec<f32>,
    cold: Vec<bool>,
    /// Per block, its mass in its innermost cycle (or the function) per unit entering it.
    local: Vec<f64>,
    /// Per cycle header: the cycle's scale, and the mass entering it in the cycle around it.
    scale: Vec<f64>,
    entry_mass: Vec<f64>,
    /// Per cycle header, its exits' mass per unit entering it (scaled): target and mass.
    exits: Vec<Vec<(BlockId, f64)>>,
    /// Mass of the nodes of the cycle being propagated (a child cycle's at its header).
    mass: Vec<f64>,
    order: Vec<BlockId>,
}

impl BlockFrequency {
    pub fn compute(&mut self, mf: &MachineFunction, loops: &LoopInfo, instrs: &InstrInfo) {
        let n = mf.num_blocks();
        self.find_cold(mf, loops, instrs);
        self.start.clear();
        self.probs.clear();
        for k in 0..n {
            self.start.push(self.probs.len() as u32);
            self.edge_probabilities(mf, loops, BlockId(k as u32));
        }
        self.start.push(self.probs.len() as u32);
        for v in [&mut self.local, &mut self.scale, &mut self.entry_mass, &mut self.mass] {
            v.clear();
            v.resize(n, 0.0);
        }
        self.exits.resize_with(n, Vec::new);
        for &h in loops.cycle_headers().iter().rev() {
            self.propagate(mf, loops, Some(h));
        }
        self.propagate(mf, loops, None);
        // Top-down, each cycle's absolute entry mass (reusing `entry_mass`).
        for &h in loops.cycle_headers() {
            let outer = loops.parent_cycle(h).map_or(1.0, |p| self.entry_mass[p.0 as usize] * self.scale[p.0 as usize]);
            self.entry_mass[h.0 as usize] *= outer;
        }
        self.freq.clear();
        self.freq.resize(n, 0.0);
        for &b in loops.rpo() {
            let around = loops.innermost_cycle(b).map_or(1.0, |c| self.entry_mass[c.0 as usize] * self.scale[c.0 as usize]);
            self.freq[b.0 as usize] = (around * self.local[b.0 as usize]) as f32;
        }
    }

    /// The frequency of `b` relative to the entry block's (0 when unreachable).
    pub fn freq(&self, b: BlockId) -> f32 {
        self.freq.get(b.0 as usize).copied().unwrap_or(0.0)
    }

    /// Whether `b` is cold: it ends without a return (`unreachable`, a noreturn call) or
    /// leads only to such blocks.
    pub fn is_cold(&self, b: BlockId) -> bool {
        self.cold.get(b.0 as usize).copied().unwrap_or(false)
    }

    /// The probability of `b`'s `k`-th successor edge.
    pub fn prob(&self, b: BlockId, k: usize) -> f64 {
        self.probs[self.start[b.0 as usize] as usize + k]
    }

    /// Post-order over the reachable blocks: a block is cold when it has no successor and its
    /// last instruction does not return, or when all its successors are cold.
    fn find_cold(&mut self, mf: &MachineFunction, loops: &LoopInfo, instrs: &InstrInfo) {
        self.cold.clear();
        self.cold.resize(mf.num_blocks(), false);
        for &b in loops.rpo().iter().rev() {
            let block = mf.block(b);
            self.cold[b.0 as usize] = if block.succs.is_empty() {
                mf.last_inst(b).is_some_and(|i| !instrs.get(mf.inst(i).opcode).is_some_and(|d| d.is_return()))
            } else {
                block.succs.iter().all(|s| self.cold[s.0 as usize])
            };
        }
    }

    /// Appends the probabilities of `b`'s successor edges.
    fn edge_probabilities(&mut self, mf: &MachineFunction, loops: &LoopInfo, b: BlockId) {
        let block = mf.block(b);
        let at = self.probs.len();
        match block.succs.len() {
            0 => return,
            1 => return self.probs.push(1.0),
            _ => {}
        }
        let given: Option<Vec<f64>> = block.succ_probs.iter().map(|p| p.map(|p| p as f64 / PROB_ONE)).collect();
        if let Some(given) = given.filter(|g| g.iter().sum::<f64>() > 0.0) {
            self.probs.extend(given);
        } else if block.succs.iter().any(|s| self.cold[s.0 as usize]) && !block.succs.iter().all(|s| self.cold[s.0 as usize]) {
            self.probs.extend(block.succs.iter().map(|s| if self.cold[s.0 as usize] { COLD_WEIGHT } else { WARM_WEIGHT }));
        } else if let Some(c) = loops.innermost_cycle(b) {
            // 0: back edge, 1: stays inside, 2: exit.
            let kinds: Vec<u8> = block.succs.iter().map(|&s| if s == c { 0 } else if child_of(loops, Some(c), s).is_some() { 1 } else { 2 }).collect();
            let count = |k: u8| kinds.iter().filter(|&&x| x == k).count() as f64;
            let (back, inside, exits) = (count(0), count(1), count(2));
            if exits > 0.0 && exits < kinds.len() as f64 {
                self.probs.extend(kinds.iter().map(|&k| match k {
                    0 => STAY_WEIGHT / back,
                    1 => STAY_WEIGHT / inside,
                    _ => EXIT_WEIGHT / exits,
                }));
            } else {
                self.probs.extend(block.succs.iter().map(|_| 1.0));
            }
        } else {
            self.probs.extend(block.succs.iter().map(|_| 1.0));
        }
        let total: f64 = self.probs[at..].iter().sum();
        for p in &mut self.probs[at..] {
            *p /= total;
        }
    }

    /// Propagates one unit of mass from the header of `cycle` (or the function's entry) over
    /// its nodes, setting their local masses, and for a cycle its scale and scaled exits.
    fn propagate(&mut self, mf: &MachineFunction, loops: &LoopInfo, cycle: Option<BlockId>) {
        self.order.clear();
        match cycle {
            Some(h) => self.order.extend(loops.cycle_blocks(h).iter().copied().filter(|&b| child_of(loops, cycle, b) == Some(b))),
            None => self.order.extend(loops.rpo().iter().copied().filter(|&b| child_of(loops, None, b) == Some(b))),
        }
        if cycle.is_some() {
            self.order.sort_unstable_by_key(|&b| loops.rpo_index(b));
        }
        let Some(&head) = self.order.first() else { return };
        for &b in &self.order {
            self.mass[b.0 as usize] = 0.0;
        }
        self.mass[head.0 as usize] = 1.0;
        let mut back = 0.0;
        let mut exits: Vec<(BlockId, f64)> = Vec::new();
        let order = std::mem::take(&mut self.order);
        for &b in &order {
            let m = self.mass[b.0 as usize];
            let mut send = |this: &mut Self, to: BlockId, x: f64| {
                if Some(to) == cycle {
                    back += x;
                } else if let Some(r) = child_of(loops, cycle, to) {
                    this.mass[r.0 as usize] += x;
                } else {
                    exits.push((to, x));
                }
            };
            if loops.innermost_cycle(b) == cycle {
                self.local[b.0 as usize] = m;
                for (k, &s) in mf.block(b).succs.iter().enumerate() {
                    let p = self.prob(b, k);
                    send(self, s, m * p);
                }
            } else {
                // The header of a cycle inside: its mass leaves through its exits.
                self.entry_mass[b.0 as usize] = m;
                let inner = std::mem::take(&mut self.exits[b.0 as usize]);
                for &(t, x) in &inner {
                    send(self, t, m * x);
                }
                self.exits[b.0 as usize] = inner;
            }
        }
        self.order = order;
        let Some(h) = cycle else { return };
        let scale = if back < 1.0 - 1.0 / MAX_SCALE { 1.0 / (1.0 - back) } else { MAX_SCALE };
        self.scale[h.0 as usize] = scale;
        exits.sort_unstable_by_key(|e| e.0);
        exits.dedup_by(|next, prev| {
            let same = next.0 == prev.0;
            if same {
                prev.1 += next.1;
            }
            same
        });
        for e in &mut exits {
            e.1 *= scale;
        }
        self.exits[h.0 as usize] = exits;
    }

    /// The edge probabilities and frequencies, one block a line (`-print-machine-bfi`).
    pub fn dump(&self, mf: &MachineFunction) -> String {
        let mut out = String::new();
        for &b in mf.layout() {
            let _ = write!(out, " - bb.{}: freq {:.4}", mf.block(b).number, self.freq(b));
            for (k, &s) in mf.block(b).succs.iter().enumerate() {
                let _ = write!(out, "{} bb.{} {:.4}", if k == 0 { ";" } else { "," }, mf.block(s).number, self.prob(b, k));
            }
            out.push('\n');
        }
        out
    }
}

/// The node of `cycle` (or of the function, `None`) that `b` belongs to: `b` itself when its
/// innermost cycle is `cycle`, else the header of the cycle directly inside `cycle` that holds
/// it; `None` when `b` is outside `cycle`.
fn child_of(loops: &LoopInfo, cycle: Option<BlockId>, b: BlockId) -> Option<BlockId> {
    let mut node = b;
    let mut c = loops.innermost_cycle(b);
    loop {
        if c == cycle {
            return Some(node);
        }
        let h = c?;
        node = h;
        c = loops.parent_cycle(h);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mir::InsertPoint;

    /// The frequencies of a graph of empty blocks but `trap`, which ends in an instruction
    /// that does not return.
    fn frequencies_with_trap(edges: &[(usize, usize, Option<u32>)], blocks: usize, trap: Option<usize>) -> (MachineFunction, BlockFrequency) {
        let mut mf = MachineFunction::new("f");
        let ids: Vec<BlockId> = (0..blocks).map(|_| mf.create_block()).collect();
        for &(from, to, p) in edges {
            mf.add_successor(ids[from], ids[to], p);
        }
        if let Some(t) = trap {
            let mi = mf.new_inst(0);
            mf.insert_new(InsertPoint::End(ids[t]), mi);
        }
        let mut loops = LoopInfo::default();
        loops.compute(&mf);
        let mut bf = BlockFrequency::default();
        bf.compute(&mf, &loops, &InstrInfo { descs: &[], by_name: &[] });
        (mf, bf)
    }

    fn frequencies(edges: &[(usize, usize, Option<u32>)], blocks: usize) -> (MachineFunction, BlockFrequency) {
        frequencies_with_trap(edges, blocks, None)
    }

    fn close(a: f32, b: f64) -> bool {
        (a as f64 - b).abs() < 1e-3 * b.max(1.0)
    }

    /// entry → header ⇄ latch (the latch loops back or exits) → exit: the loop runs 32 times.
    #[test]
    fn a_loop_is_scaled_by_its_exit_probability() {
        let (_, bf) = frequencies(&[(0, 1, None), (1, 2, None), (2, 1, None), (2, 3, None)], 4);
        assert!((bf.prob(BlockId(2), 0) - 124.0 / 128.0).abs() < 1e-9);
        for (b, f) in [(0, 1.0), (1, 32.0), (2, 32.0), (3, 1.0)] {
            assert!(close(bf.freq(BlockId(b)), f), "bb.{b}: {}", bf.freq(BlockId(b)));
        }
    }

    /// Given probabilities (3/4, 1/4 of 2^31) split a diamond; nested loops multiply.
    #[test]
    fn given_probabilities_and_nested_loops() {
        let q = 1u32 << 29;
        let (_, bf) = frequencies(&[(0, 1, Some(3 * q)), (0, 2, Some(q)), (1, 3, None), (2, 3, None)], 4);
        for (b, f) in [(1, 0.75), (2, 0.25), (3, 1.0)] {
            assert!(close(bf.freq(BlockId(b)), f));
        }
        // entry → outer → inner ⇄ inner → outer latch → outer | exit.
        let (_, bf) = frequencies(&[(0, 1, None), (1, 2, None), (2, 2, None), (2, 3, None), (3, 1, None), (3, 4, None)], 5);
        for (b, f) in [(1, 32.0), (2, 1024.0), (3, 32.0), (4, 1.0)] {
            assert!(close(bf.freq(BlockId(b)), f), "bb.{b}: {}", bf.freq(BlockId(b)));
        }
    }

    /// A resumable state machine (entry switches into a → b → c → a) is one cycle whose
    /// entries all count as its header's; a block without a return is cold.
    #[test]
    fn irreducible_cycles_and_cold_blocks() {
        // entry → a, b, c; a → b; b → c, exit; c → a, trap.
        let (_, bf) = frequencies_with_trap(&[(0, 1, None), (0, 2, None), (0, 3, None), (1, 2, None), (2, 3, None), (2, 4, None), (3, 1, None), (3, 5, None)], 6, Some(5));
        assert!(bf.freq(BlockId(1)) > 10.0 && close(bf.freq(BlockId(1)), bf.freq(BlockId(2)) as f64));
        assert!(bf.freq(BlockId(5)) < 1e-3);
        assert!(close(bf.freq(BlockId(4)), 1.0));
    }
}
