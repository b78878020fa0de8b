//! What region splitting decides on (after LLVM's `SplitAnalysis`, `EdgeBundles` and
//! `SpillPlacement`):
//!
//! - [`EdgeBundles`]: the ends and starts of blocks joined by control-flow edges. A block's
//!   exit and the entries of all its successors form one bundle (and so on transitively), so a
//!   value is either in a register on every edge of a bundle or on the stack on every one, and
//!   no code ever goes on an edge;
//! - [`SplitAnalysis`]: per block where a value is live or referenced, whether it is live in
//!   and out, and its instructions there in order;
//! - [`SpillPlacement`]: which bundles hold the value in a register. Each block adds what it
//!   prefers at its entry and at its exit, weighted by its frequency (LLVM's block
//!   constraints): a block that reads the value first wants it in a register on entry, a block
//!   free of interference that uses the value wants it to leave in the register, a block whose
//!   register is taken before its first use (or that the value only crosses) wants the stack
//!   on entry, interference up to the end forces the stack at the exit; a block the value
//!   crosses without interference links its two bundles (a reload or store where they
//!   differ). The bundles then settle as in LLVM's Hopfield-style iteration: all undecided at
//!   first, each takes the side its preferences and its decided neighbours favour, until
//!   nothing changes.

use crate::analysis::{Segment, SlotIndexes};
use crate::mir::{BlockId, InstId, MachineFunction};

/// The bundle of each block's entry and exit.
#[derive(Default)]
pub struct EdgeBundles {
    /// Per block (by id): bundle of its entry at `2 * b`, of its exit at `2 * b + 1`.
    of: Vec<u32>,
    count: u32,
    /// Per block (by id): its position in the layout.
    position: Vec<u32>,
}

impl EdgeBundles {
    pub fn compute(&mut self, mf: &MachineFunction) {
        let n = mf.num_blocks();
        let mut parent: Vec<u32> = (0..2 * n as u32).collect();
        fn find(parent: &mut [u32], mut x: u32) -> u32 {
            while parent[x as usize] != x {
                parent[x as usize] = parent[parent[x as usize] as usize];
                x = parent[x as usize];
            }
            x
        }
        for &b in mf.layout() {
            for &s in &mf.block(b).succs {
                let (x, y) = (find(&mut parent, 2 * b.0 + 1), find(&mut parent, 2 * s.0));
                parent[x as usize] = y;
            }
        }
        self.of.clear();
        self.of.resize(2 * n, u32::MAX);
        let mut ids = vec![u32::MAX; 2 * n];
        self.count = 0;
        for k in 0..2 * n as u32 {
            let root = find(&mut parent, k) as usize;
            if ids[root] == u32::MAX {
                ids[root] = self.count;
                self.count += 1;
            }
            self.of[k as usize] = ids[root];
        }
        self.position.clear();
        self.position.resize(n, u32::MAX);
        for (k, &b) in mf.layout().iter().enumerate() {
            self.position[b.0 as usize] = k as u32;
        }
    }

    pub fn entry(&self, b: BlockId) -> u32 {
        self.of[2 * b.0 as usize]
    }

    pub fn exit(&self, b: BlockId) -> u32 {
        self.of[2 * b.0 as usize + 1]
    }

    pub fn count(&self) -> u32 {
        self.count
    }

    /// The position of `b` in the layout.
    pub fn position(&self, b: BlockId) -> usize {
        self.position[b.0 as usize] as usize
    }
}

/// A block where the value is live or referenced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UseBlock {
    pub block: BlockId,
    pub live_in: bool,
    pub live_out: bool,
    /// Its instructions that name the value: `refs[first..end]` of the analysis.
    pub first: u32,
    pub end: u32,
}

/// The blocks of one value, in layout order, and its instructions grouped by them.
#[derive(Default)]
pub struct SplitAnalysis {
    pub blocks: Vec<UseBlock>,
    pub refs: Vec<InstId>,
}

impl SplitAnalysis {
    /// Analyses the value live over `segs` whose instructions are `insts` (in layout order).
    pub fn compute(&mut self, mf: &MachineFunction, slots: &SlotIndexes, bundles: &EdgeBundles, segs: &[Segment], insts: &[InstId]) {
        self.blocks.clear();
        self.refs.clear();
        self.refs.extend_from_slice(insts);
        let layout = mf.layout();
        let mut seg = 0;
        let mut next_ref = 0;
        // Walk the layout positions that segments or instructions touch, in order.
        let mut pos = match (segs.first(), insts.first()) {
            (Some(s), Some(&i)) => bundles.position(slots.block_of(s.start)).min(bundles.position(mf.inst(i).parent())),
            (Some(s), None) => bundles.position(slots.block_of(s.start)),
            (None, Some(&i)) => bundles.position(mf.inst(i).parent()),
            (None, None) => return,
        };
        while pos < layout.len() {
            let b = layout[pos];
            let (bs, be) = (slots.block_start(b), slots.block_end(b));
            while seg < segs.len() && segs[seg].end <= bs {
                seg += 1;
            }
            let live_in = segs[seg..].iter().take_while(|s| s.start <= bs).any(|s| s.end > bs);
            let live_out = segs[seg..].iter().take_while(|s| s.start < be).any(|s| s.end >= be);
            let live_here = segs.get(seg).is_some_and(|s| s.start < be);
            let first = next_ref;
            while next_ref < insts.len() && mf.inst(insts[next_ref]).parent() == b {
                next_ref += 1;
            }
            if live_here || next_ref > first {
                self.blocks.push(UseBlock { block: b, live_in, live_out, first: first as u32, end: next_ref as u32 });
            }
            // Skip to the next block a segment or an instruction touches.
            let next_seg = segs[seg..].iter().find(|s| s.end > be).map(|s| if s.start < be { pos + 1 } else { bundles.position(slots.block_of(s.start)) });
            let next_inst = insts.get(next_ref).map(|&i| bundles.position(mf.inst(i).parent()));
            pos = match (next_seg, next_inst) {
                (Some(a), Some(b)) => a.min(b),
                (Some(a), None) | (None, Some(a)) => a,
                (None, None) => break,
            };
        }
    }

    pub fn refs_of(&self, u: &UseBlock) -> &[InstId] {
        &self.refs[u.first as usize..u.end as usize]
    }
}

/// The spill-placement problem of one value and one candidate register (LLVM's
/// `SpillPlacement`): per bundle, what the blocks around it prefer (`reg` and `stack`, by block
/// frequency), whether one of them forbids the register, and links to other bundles (through
/// live-through blocks, which want both ends on the same side, by their frequency).
#[derive(Default)]
pub struct SpillPlacement {
    /// Per bundle: the weight for a register, the weight for the stack, whether it must be on
    /// the stack, its value (+1 register, -1 stack, 0 undecided) and its links.
    reg: Vec<f32>,
    stack: Vec<f32>,
    must_spill: Vec<bool>,
    value: Vec<i8>,
    links: Vec<Vec<(u32, f32)>>,
    /// The bundles with a constraint or a link, to reset and to iterate.
    touched: Vec<u32>,
    is_touched: Vec<bool>,
}

/// How many passes over the bundles [`SpillPlacement::solve`] makes at most.
const MAX_PASSES: usize = 64;

/// The margin by which one side must outweigh the other for a bundle to take it (a
/// thousandth of the entry block's frequency), so that ties stay undecided and the iteration
/// cannot oscillate on rounding.
const THRESHOLD: f32 = 1.0 / 1024.0;

impl SpillPlacement {
    /// Starts a problem over `count` bundles.
    pub fn reset(&mut self, count: u32) {
        let n = count as usize;
        if self.reg.len() != n {
            *self = SpillPlacement {
                reg: vec![0.0; n],
                stack: vec![0.0; n],
                must_spill: vec![false; n],
                value: vec![0; n],
                links: vec![Vec::new(); n],
                touched: Vec::new(),
                is_touched: vec![false; n],
            };
            return;
        }
        for &k in &self.touched {
            let k = k as usize;
            (self.reg[k], self.stack[k], self.must_spill[k], self.value[k], self.is_touched[k]) = (0.0, 0.0, false, 0, false);
            self.links[k].clear();
        }
        self.touched.clear();
    }

    fn touch(&mut self, k: u32) {
        if !self.is_touched[k as usize] {
            self.is_touched[k as usize] = true;
            self.touched.push(k);
        }
    }

    /// Bundle `k` prefers a register by `weight` (the stack when negative).
    pub fn prefer(&mut self, k: u32, weight: f32) {
        self.touch(k);
        if weight >= 0.0 {
            self.reg[k as usize] += weight;
        } else {
            self.stack[k as usize] -= weight;
        }
    }

    /// Bundle `k` must hold the value on the stack.
    pub fn must_spill(&mut self, k: u32) {
        self.touch(k);
        self.must_spill[k as usize] = true;
        self.value[k as usize] = -1;
    }

    /// Bundles `a` and `b` prefer to be on the same side, by `weight`.
    pub fn link(&mut self, a: u32, b: u32, weight: f32) {
        if a == b {
            return;
        }
        self.touch(a);
        self.links[a as usize].push((b, weight));
        self.touch(b);
        self.links[b as usize].push((a, weight));
    }

    /// Settles the bundles (LLVM's Hopfield-style iteration): all start undecided; a bundle
    /// takes the register when its register weight plus its links to bundles in a register
    /// outweigh its stack weight plus its links to bundles on the stack, the stack in the
    /// opposite case, and stays undecided on a tie (links to undecided bundles count for
    /// neither side). Passes repeat until no bundle changes (or `MAX_PASSES` passes), so a
    /// preference spreads through chains of links; undecided bundles end on the stack.
    pub fn solve(&mut self) {
        for _ in 0..MAX_PASSES {
            let mut changed = false;
            for t in 0..self.touched.len() {
                let k = self.touched[t] as usize;
                if self.must_spill[k] {
                    continue;
                }
                let (mut reg, mut stack) = (self.reg[k], self.stack[k]);
                for &(n, w) in &self.links[k] {
                    match self.value[n as usize] {
                        1 => reg += w,
                        -1 => stack += w,
                        _ => {}
                    }
                }
                let value = if reg > stack + THRESHOLD {
                    1
                } else if stack > reg + THRESHOLD {
                    -1
                } else {
                    0
                };
                if value != self.value[k] {
                    self.value[k] = value;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
    }

    /// Whether bundle `k` holds the value in a register.
    pub fn in_register(&self, k: u32) -> bool {
        self.value[k as usize] > 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// entry → header ⇄ latch, header → exit: the header's entry bundle is the entry's and the
    /// latch's exit; the header's exit bundle is the latch's and the exit's entry.
    fn looped() -> (MachineFunction, [BlockId; 4]) {
        let mut mf = MachineFunction::new("loop");
        let blocks: [BlockId; 4] = std::array::from_fn(|_| mf.create_block());
        let [entry, header, latch, exit] = blocks;
        for (from, to) in [(entry, header), (header, latch), (latch, header), (header, exit)] {
            mf.add_successor(from, to, None);
        }
        (mf, blocks)
    }

    #[test]
    fn bundles_join_an_exit_with_every_successor_entry() {
        let (mf, [entry, header, latch, exit]) = looped();
        let mut bundles = EdgeBundles::default();
        bundles.compute(&mf);
        assert_eq!(bundles.exit(entry), bundles.entry(header));
        assert_eq!(bundles.exit(latch), bundles.entry(header));
        assert_eq!(bundles.exit(header), bundles.entry(latch));
        assert_eq!(bundles.exit(header), bundles.entry(exit));
        assert_ne!(bundles.entry(header), bundles.exit(header));
        assert_ne!(bundles.entry(entry), bundles.exit(entry));
        // entry's entry, the loop's two bundles, exit's exit.
        assert_eq!(bundles.count(), 4);
        assert_eq!((bundles.position(entry), bundles.position(exit)), (0, 3));
    }

    #[test]
    fn analysis_finds_live_through_blocks_and_groups_references() {
        let (mut mf, [entry, header, latch, exit]) = looped();
        let nop = |mf: &mut MachineFunction, b| {
            let m = mf.new_inst(0);
            mf.insert_new(crate::mir::InsertPoint::End(b), m)
        };
        let def = nop(&mut mf, entry);
        let _other = nop(&mut mf, header);
        let use_in_latch = nop(&mut mf, latch);
        let _ret = nop(&mut mf, exit);
        let mut slots = SlotIndexes::default();
        slots.compute(&mf);
        let mut bundles = EdgeBundles::default();
        bundles.compute(&mf);
        // Defined in entry, live around the loop (header and latch), dead in exit.
        let segs = [Segment { start: slots.inst(def).reg(), end: slots.block_end(latch), value: 0 }];
        let mut sa = SplitAnalysis::default();
        sa.compute(&mf, &slots, &bundles, &segs, &[def, use_in_latch]);
        let summary: Vec<_> = sa.blocks.iter().map(|u| (u.block, u.live_in, u.live_out, sa.refs_of(u).to_vec())).collect();
        assert_eq!(summary, vec![(entry, false, true, vec![def]), (header, true, true, vec![]), (latch, true, true, vec![use_in_latch])]);
    }

    #[test]
    fn placement_follows_preferences_through_links_and_respects_must_spill() {
        let mut p = SpillPlacement::default();
        p.reset(5);
        // 0 wants a register, 1 is linked to it strongly, 2 weakly against its own bias.
        p.prefer(0, 10.0);
        p.link(0, 1, 4.0);
        p.prefer(2, -1.0);
        p.link(1, 2, 0.5);
        // 3 would like a register but must spill; 4 is linked to 3 only.
        p.prefer(3, 100.0);
        p.must_spill(3);
        p.link(3, 4, 1.0);
        p.solve();
        let sides: Vec<bool> = (0..5).map(|k| p.in_register(k)).collect();
        assert_eq!(sides, vec![true, true, false, false, false]);
        // Reset clears every constraint.
        p.reset(5);
        p.prefer(3, 1.0);
        p.solve();
        assert!(p.in_register(3) && !p.in_register(0));
    }

    /// A loop's bundles, linked through live-through blocks, follow the one block that reads
    /// the value: undecided bundles count for neither side, so the preference spreads along
    /// the chain (starting every bundle on the stack, each link would pull against it). A
    /// stronger stack preference at the far end stops the chain where it outweighs it.
    #[test]
    fn placement_spreads_a_preference_through_undecided_bundles() {
        let mut p = SpillPlacement::default();
        p.reset(6);
        p.prefer(0, 1.0);
        for k in 0..4 {
            p.link(k, k + 1, 1.0);
        }
        p.link(4, 5, 0.5);
        p.prefer(5, -2.0);
        p.solve();
        let sides: Vec<bool> = (0..6).map(|k| p.in_register(k)).collect();
        assert_eq!(sides, vec![true, true, true, true, true, false]);
    }
}
