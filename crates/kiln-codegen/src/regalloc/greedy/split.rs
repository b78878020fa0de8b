//! Splitting by loops and blocks, for a range that could neither take a free register nor
//! evict and for which no [region](super::region) pays, and for pieces that lose. The spill
//! slot is the value's home (the spiller stores after a piece's last definition in each
//! block), and the instructions are shared out among pieces, each a new range queued on its
//! own:
//!
//! - loop pieces: the instructions inside a loop (the outermost one around them that has a
//!   preheader) form one piece, live through the loop where the value is, reloaded once at
//!   the end of the preheader when the value is live into the loop;
//! - local splitting: the instructions of one block outside such loops form one piece from
//!   the first to the last of them, reloaded before the first read;
//! - a lone instruction gets a per-instruction temporary.
//!
//! A loop piece or region product that loses (stage `Split`) is split again the same way,
//! inside its loop (a region product's loop piece only where no other piece of the value
//! writes it in the loop: the loop piece's register would miss that write); a block piece
//! that loses (stage `Split2`) splits in two where the value is idle longest, down to
//! per-instruction temporaries. A range within one block is split that way from the start.
//! Values that are cheap to recompute or belong to a register stack are spilled around each
//! instruction at once.

use rustc_hash::FxHashMap;

use super::{Greedy, Stage};
use crate::analysis::Segment;
use crate::mir::{BlockId, InstId, Reg};
use crate::regalloc::spiller::{Region, RegionEntry, Spiller};

impl Greedy<'_> {
    /// Splits original range `v` (see the module doc).
    pub(super) fn split_original(&mut self, v: u32) -> Result<(), String> {
        let remat = Spiller::remat_def(self.mf, &self.uses, self.instrs, v, &self.reserved);
        let r = Reg::virt(v);
        let terminator_writes = self.uses.defs(r).iter().any(|o| self.instrs.get(self.mf.inst(o.inst).opcode).is_some_and(|d| d.is_terminator()));
        if remat.is_some() || terminator_writes || self.on_register_stack(v) {
            return self.spill_whole(v);
        }
        self.info[v as usize].stage = Stage::Spill;
        let mut insts: Vec<InstId> = self.uses.defs(r).iter().chain(self.uses.uses(r)).map(|o| o.inst).collect();
        insts.sort_unstable_by_key(|&i| self.slots.inst(i));
        insts.dedup();
        if self.in_one_block(self.live.segments(v)) {
            return self.split_at_gap(v, v, &insts);
        }
        if self.try_region_split(v, &insts)? {
            return Ok(());
        }
        self.split_insts(v, v, &insts, None)
    }

    /// A loop piece lost: splits it again inside its loop.
    pub(super) fn split_loop_piece(&mut self, t: u32) -> Result<(), String> {
        let piece = self.pieces.remove(&t).ok_or("a loop piece without its instructions")?;
        self.cancelled[t as usize] = true;
        self.split_insts(piece.orig, t, &piece.insts, piece.header)
    }

    /// A block piece lost: it splits in two at the longest stretch between two of its
    /// instructions, down to one temporary per instruction.
    pub(super) fn split_block_piece(&mut self, t: u32) -> Result<(), String> {
        let piece = self.pieces.remove(&t).ok_or("a block piece without its instructions")?;
        self.cancelled[t as usize] = true;
        self.split_at_gap(piece.orig, t, &piece.insts)
    }

    /// Splits the instructions `insts` of one block (layout order) that name `reg`, which
    /// holds `orig`, where the value is idle longest: into two block pieces (or a temporary
    /// where a side has one instruction).
    fn split_at_gap(&mut self, orig: u32, reg: u32, insts: &[InstId]) -> Result<(), String> {
        let at = (1..insts.len()).max_by_key(|&k| (self.slots.inst(insts[k]).0 - self.slots.inst(insts[k - 1]).0, std::cmp::Reverse(k))).unwrap_or(insts.len());
        for part in [&insts[..at], &insts[at..]] {
            if part.len() >= 2 {
                let t = self.spiller.spill_group(self.mf, self.live, self.slots, self.regs, &mut self.vrm, orig, reg, part, None)?;
                self.add_piece(t, orig, part.to_vec(), None, Stage::Split2);
            } else if !part.is_empty() {
                self.spiller.spill_insts(self.mf, self.live, self.slots, self.regs, self.target.tii, &mut self.vrm, orig, reg, part, None, &mut self.temps)?;
            }
        }
        Ok(())
    }

    /// Shares the instructions `insts` (layout order) that name `reg`, which holds `orig`,
    /// among loop pieces of loops inside `within`, block pieces and temporaries.
    fn split_insts(&mut self, orig: u32, reg: u32, insts: &[InstId], within: Option<BlockId>) -> Result<(), String> {
        // The blocks where another piece of `orig` writes the value (only when `insts` are a
        // region product's, not all of the original's): a loop piece holds the value in its
        // register through its whole loop, so no other piece may change it there.
        let mut foreign_defs: Vec<BlockId> = Vec::new();
        if reg != orig {
            let mut own = insts.to_vec();
            own.sort_unstable();
            foreign_defs.extend(self.uses.defs(Reg::virt(orig)).iter().filter(|o| own.binary_search(&o.inst).is_err()).map(|o| self.mf.inst(o.inst).parent()));
        }
        // (loop header or block, is a loop) → instructions, in order of first appearance.
        let mut index: FxHashMap<(BlockId, bool), usize> = FxHashMap::default();
        let mut groups: Vec<(BlockId, bool, Vec<InstId>)> = Vec::new();
        for &i in insts {
            let b = self.mf.inst(i).parent();
            let key = match self.region_for(b, within, &foreign_defs) {
                Some(h) => (h, true),
                None => (b, false),
            };
            let k = *index.entry(key).or_insert_with(|| {
                groups.push((key.0, key.1, Vec::new()));
                groups.len() - 1
            });
            groups[k].2.push(i);
        }
        for (at, is_loop, group) in groups {
            if is_loop {
                let live_in = self.live.segments(orig).iter().any(|s| s.start <= self.slots.block_start(at) && self.slots.block_start(at) < s.end);
                let entry = if live_in { self.preheader_entry(at) } else { None };
                let mut segs: Vec<Segment> = Vec::new();
                for &b in self.loops.loop_blocks(at) {
                    self.clip_live_range(orig, self.slots.block_start(b), self.slots.block_end(b), &mut segs);
                }
                if let Some(start) = entry.and_then(|e| e.start(self.mf, self.slots)) {
                    // Live from the reload to the end of the preheader.
                    segs.push(Segment { start, end: self.slots.block_end(self.slots.block_of(start)), value: 0 });
                }
                let region = Region { segs, reloads: entry.into_iter().collect(), freq: self.freq, instrs: self.instrs };
                let t = self.spiller.spill_group(self.mf, self.live, self.slots, self.regs, &mut self.vrm, orig, reg, &group, Some(region))?;
                self.add_piece(t, orig, group, Some(at), Stage::Split);
            } else if group.len() >= 2 {
                let t = self.spiller.spill_group(self.mf, self.live, self.slots, self.regs, &mut self.vrm, orig, reg, &group, None)?;
                self.add_piece(t, orig, group, None, Stage::Split2);
            } else {
                self.spiller.spill_insts(self.mf, self.live, self.slots, self.regs, self.target.tii, &mut self.vrm, orig, reg, &group, None, &mut self.temps)?;
            }
        }
        Ok(())
    }

    /// The outermost loop strictly inside `within` that contains block `b`, has a preheader
    /// and contains none of the blocks `foreign_defs`.
    fn region_for(&self, b: BlockId, within: Option<BlockId>, foreign_defs: &[BlockId]) -> Option<BlockId> {
        let mut chain: Vec<BlockId> = Vec::new();
        let mut l = self.loops.innermost_loop(b);
        while let Some(h) = l.filter(|&h| Some(h) != within) {
            chain.push(h);
            l = self.loops.parent_loop(h);
        }
        chain.into_iter().rev().find(|&h| self.preheader_entry(h).is_some() && !foreign_defs.iter().any(|&d| self.loops.loop_contains(h, d)))
    }

    /// Where to reload a value live into loop `h`: in its preheader (its only predecessor
    /// outside the loop), before the first terminator or at the end; `None` without one.
    fn preheader_entry(&self, h: BlockId) -> Option<RegionEntry> {
        let mut outside = self.mf.block(h).preds.iter().filter(|&&p| !self.loops.loop_contains(h, p));
        let p = *outside.next()?;
        if outside.next().is_some() {
            return None;
        }
        self.block_exit_point(p)
    }
}
