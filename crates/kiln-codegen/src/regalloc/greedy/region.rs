//! Region splitting (LLVM's `tryRegionSplit` and `SplitEditor` in spirit), for an original
//! range that could neither take a free register nor evict. For each register of its class,
//! the [split analysis](super::split_analysis) of the range's blocks meets that register's
//! interference per block, the [spill placement](super::split_analysis::SpillPlacement)
//! decides which edge bundles carry the value in the register, and the cost is counted by
//! block frequency: one reload per block where the value must come back from the stack, one
//! store per block that leaves it on the stack after a definition. The cheapest register wins
//! when it beats spilling (a reload in every block that reads the value, a store in every block
//! it leaves after a definition); then the range splits into two products:
//!
//! - the register product: every instruction of a block free of interference, and in a block
//!   with interference the ones before it when the value arrives in the register. It lives
//!   where the bundles say, is reloaded where the value enters from the stack (before its
//!   first read, or before the terminator of a live-through block whose exit bundle wants the
//!   register) and takes the register at once when it is free for the whole product, else it
//!   is queued (stage `Split`: if it loses, it splits at loops and blocks like any piece);
//! - the rest, block by block: a block piece from its first to its last instruction (stage
//!   `Split2`), or a per-instruction temporary.
//!
//! Every piece shares the original's one spill slot, and every live definition stores to it
//! (the register product's where the [store placement](crate::regalloc::store_placement)
//! puts the store: after the definition or on the edges where the value leaves the
//! register), so the slot is current wherever the value is not in a register, and no store
//! is repeated where the value did not change.

use kiln_mc::desc::PhysReg;

use super::split_analysis::{EdgeBundles, SpillPlacement, SplitAnalysis, UseBlock};
use super::{Greedy, Stage};
use crate::analysis::{Segment, Slot};
use crate::mir::{BlockId, InstId, Reg};
use crate::regalloc::spill_weight::block_weight;
use crate::regalloc::spiller::{Access, Region, RegionEntry, Spiller};

/// Region splitting's per-function state: the edge bundles (computed once: allocation does
/// not change the block graph), the analysis and placement buffers, reused per range.
#[derive(Default)]
pub(super) struct RegionState {
    bundles: EdgeBundles,
    bundles_ready: bool,
    analysis: SplitAnalysis,
    placement: SpillPlacement,
    /// Per block (by id), its index among the current range's use blocks, or `u32::MAX`.
    index_of: Vec<u32>,
    clipped: Vec<Segment>,
    /// Per use block of the current range, whether one of its instructions writes the value.
    writes: Vec<bool>,
}

/// What a block asks of the placement.
enum Constraint {
    MustSpill(u32),
    Prefer(u32, f32),
    Link(u32, u32, f32),
}

/// How one use block takes part in a region: how many of its instructions (a prefix) the
/// register product holds, the slots it covers, and where it reloads.
#[derive(Clone, Copy)]
struct BlockPlan {
    product: u32,
    covered: Option<(Slot, Slot)>,
    reload: Option<RegionEntry>,
    /// Reloads this plan costs, by block frequency.
    cost: f32,
}

/// The best region found so far: its register, cost and per-block plans.
struct Candidate {
    reg: PhysReg,
    cost: f32,
    plans: Vec<BlockPlan>,
}

/// How often the placement is solved again after a live-through block with no room for a
/// reload wanted one.
const MAX_RESOLVES: usize = 4;

impl Greedy<'_> {
    /// Tries to split original range `v`, whose instructions are `insts` (layout order),
    /// around the region of its best register (see the module doc); whether it did.
    pub(super) fn try_region_split(&mut self, v: u32, insts: &[InstId]) -> Result<bool, String> {
        if !self.region.bundles_ready {
            self.region.bundles.compute(self.mf);
            self.region.bundles_ready = true;
            self.region.index_of.clear();
            self.region.index_of.resize(self.mf.num_blocks(), u32::MAX);
        }
        let segs = self.live.segments(v);
        self.region.analysis.compute(self.mf, self.slots, &self.region.bundles, segs, insts);
        let blocks = std::mem::take(&mut self.region.analysis.blocks);
        let result = self.region_split_blocks(v, &blocks);
        self.region.analysis.blocks = blocks;
        result
    }

    fn region_split_blocks(&mut self, v: u32, blocks: &[UseBlock]) -> Result<bool, String> {
        for (k, u) in blocks.iter().enumerate() {
            self.region.index_of[u.block.0 as usize] = k as u32;
        }
        // Per block: its frequency when it reads the value (a reload when it is not in the
        // register), and where its first instruction stops needing the register.
        let reload_costs: Vec<f32> = blocks.iter().map(|u| if self.refs(u).iter().any(|&i| Access::of(self.mf, i, v).read) { block_weight(self.freq, u.block) } else { 0.0 }).collect();
        let first_ends: Vec<Option<Slot>> = blocks.iter().map(|u| self.refs(u).first().map(|&i| ref_end(self, v, i))).collect();
        let mut writes = std::mem::take(&mut self.region.writes);
        writes.clear();
        writes.extend(blocks.iter().map(|u| self.refs(u).iter().any(|&i| Access::of(self.mf, i, v).def.is_some())));
        self.region.writes = writes;
        // Spilled, the value also stores in each block it leaves after a definition.
        let store_cost: f32 = blocks.iter().zip(&self.region.writes).filter(|(u, &w)| u.live_out && w).map(|(u, _)| block_weight(self.freq, u.block)).sum();
        let spill_cost: f32 = reload_costs.iter().sum::<f32>() + store_cost;
        let class = self.mf.regs.reg_class(Reg::virt(v)).ok_or_else(|| self.err_class(v))?;
        self.order(class);
        let order = self.orders[class.index()].clone().unwrap_or_default();
        let mut best: Option<Candidate> = None;
        let mut interference: Vec<Option<Slot>> = Vec::with_capacity(blocks.len());
        for &p in &order {
            // A block whose register is taken before its first instruction is done reloads
            // whatever the placement: stop once those reloads alone cost too much.
            let bound = best.as_ref().map_or(spill_cost, |b| b.cost.min(spill_cost));
            let mut floor = 0.0;
            interference.clear();
            for (k, u) in blocks.iter().enumerate() {
                let x = self.first_interference(v, u.block, p);
                if x.is_some_and(|x| first_ends[k].is_some_and(|e| e > x)) {
                    floor += reload_costs[k];
                }
                interference.push(x);
                if floor >= bound {
                    break;
                }
            }
            if floor >= bound {
                continue;
            }
            let Some(plans) = self.place(v, blocks, &interference) else { continue };
            let cost: f32 = plans.iter().map(|p| p.cost).sum();
            let held: u32 = plans.iter().map(|p| p.product).sum();
            if held > 0 && cost < spill_cost && best.as_ref().is_none_or(|b| cost < b.cost) {
                best = Some(Candidate { reg: p, cost, plans });
            }
        }
        for u in blocks {
            self.region.index_of[u.block.0 as usize] = u32::MAX;
        }
        let Some(best) = best else { return Ok(false) };
        self.split_around(v, blocks, &best)?;
        Ok(true)
    }

    fn refs(&self, u: &UseBlock) -> &[InstId] {
        &self.region.analysis.refs[u.first as usize..u.end as usize]
    }

    /// The first slot of block `b` where register `p` meets `v`'s live range: a range
    /// assigned to `p` (or `p`'s own) or a call clobbering `p`.
    fn first_interference(&mut self, v: u32, b: BlockId, p: PhysReg) -> Option<Slot> {
        let (bs, be) = (self.slots.block_start(b), self.slots.block_end(b));
        let mut clipped = std::mem::take(&mut self.region.clipped);
        clipped.clear();
        self.clip_live_range(v, bs, be, &mut clipped);
        let mut first = self.unions.first_overlap(self.regs, p, &clipped);
        let calls = self.live.calls();
        for s in clipped.iter() {
            let from = calls.partition_point(|&(c, _)| c < s.start);
            for &(c, mask) in &calls[from..] {
                if c >= s.end || first.is_some_and(|f| f <= c) {
                    break;
                }
                if self.unions.clobbers(self.mf, self.target.tri, mask, p) {
                    first = Some(c);
                    break;
                }
            }
        }
        self.region.clipped = clipped;
        first
    }

    /// Appends to `out` the parts of original `v`'s live range between `start` and `end`.
    pub(super) fn clip_live_range(&self, v: u32, start: Slot, end: Slot, out: &mut Vec<Segment>) {
        let segs = self.live.segments(v);
        let from = segs.partition_point(|s| s.end <= start);
        out.extend(segs[from..].iter().take_while(|s| s.start < end).map(|s| Segment { start: s.start.max(start), end: s.end.min(end), value: 0 }));
    }

    /// Solves the spill placement of `v`'s `blocks` for a register with `interference`
    /// (per block, its first slot) and plans each block; `None` when no placement fits.
    fn place(&mut self, v: u32, blocks: &[UseBlock], interference: &[Option<Slot>]) -> Option<Vec<BlockPlan>> {
        let mut constraints: Vec<Constraint> = Vec::new();
        for (u, &interfered) in blocks.iter().zip(interference) {
            let f = block_weight(self.freq, u.block);
            let (entry, exit) = (self.region.bundles.entry(u.block), self.region.bundles.exit(u.block));
            let refs = self.refs(u);
            if u.live_in {
                let preds = &self.mf.block(u.block).preds;
                let live_out = |p: &BlockId| self.region.index_of[p.0 as usize] != u32::MAX && blocks[self.region.index_of[p.0 as usize] as usize].live_out;
                if preds.is_empty() || !preds.iter().all(live_out) {
                    constraints.push(Constraint::MustSpill(entry));
                }
            }
            if interfered.is_some() && u.live_out {
                constraints.push(Constraint::MustSpill(exit));
            }
            match refs.first() {
                Some(&first) => {
                    // A block that reads the value on entry wants it in the register there
                    // (else a reload), one whose register is taken before its first
                    // instruction is done wants the stack; one free of interference wants
                    // the value to leave in the register (else a store after its last
                    // definition, or a reload downstream).
                    let held_first = interfered.is_none_or(|x| ref_end(self, v, first) <= x);
                    if u.live_in && !held_first {
                        constraints.push(Constraint::Prefer(entry, -f));
                    } else if u.live_in && Access::of(self.mf, first, v).read {
                        constraints.push(Constraint::Prefer(entry, f));
                    }
                    if u.live_out && interfered.is_none() {
                        constraints.push(Constraint::Prefer(exit, f));
                    }
                }
                None if u.live_in && u.live_out => match interfered {
                    // Nothing can go in an empty block: both ends on the same side.
                    None if self.mf.first_inst(u.block).is_none() => constraints.push(Constraint::Link(entry, exit, f * 1000.0)),
                    // A reload or a store where the sides differ.
                    None => constraints.push(Constraint::Link(entry, exit, f)),
                    Some(_) => constraints.push(Constraint::Prefer(entry, -f)),
                },
                None => {}
            }
        }
        let placement = &mut self.region.placement;
        placement.reset(self.region.bundles.count());
        for c in constraints {
            match c {
                Constraint::MustSpill(k) => placement.must_spill(k),
                Constraint::Prefer(k, w) => placement.prefer(k, w),
                Constraint::Link(a, b, w) => placement.link(a, b, w),
            }
        }
        for _ in 0..MAX_RESOLVES {
            self.region.placement.solve();
            let mut plans = Vec::with_capacity(blocks.len());
            let mut stuck = None;
            for (k, (u, &interfered)) in blocks.iter().zip(interference).enumerate() {
                let reg_in = u.live_in && self.region.placement.in_register(self.region.bundles.entry(u.block));
                let reg_out = u.live_out && self.region.placement.in_register(self.region.bundles.exit(u.block));
                match self.plan_block(v, u, reg_in, reg_out, interfered, self.region.writes[k]) {
                    Some(plan) => plans.push(plan),
                    None => {
                        stuck = Some(self.region.bundles.exit(u.block));
                        break;
                    }
                }
            }
            match stuck {
                None => return Some(plans),
                Some(exit) => self.region.placement.must_spill(exit),
            }
        }
        None
    }

    /// The plan of use block `u` when the value arrives in the register (`reg_in`) or not,
    /// and leaves in it (`reg_out`) or not, with the register's first interference in the
    /// block and whether the block `writes` the value; `None` when the block cannot host the
    /// reload the plan needs.
    fn plan_block(&self, v: u32, u: &UseBlock, reg_in: bool, reg_out: bool, interfered: Option<Slot>, writes: bool) -> Option<BlockPlan> {
        let refs = self.refs(u);
        let f = block_weight(self.freq, u.block);
        let (bs, be) = (self.slots.block_start(u.block), self.slots.block_end(u.block));
        let reads = |rs: &[InstId]| rs.iter().any(|&i| Access::of(self.mf, i, v).read);
        // Leaving on the stack after a definition stores in this block.
        let store = if u.live_out && !reg_out && writes { f } else { 0.0 };
        if let Some(x) = interfered {
            // The register serves the instructions before the interference, when the value
            // arrives in it; the rest wait for a piece of their own.
            let product = if reg_in { refs.iter().take_while(|&&i| ref_end(self, v, i) <= x).count() } else { 0 };
            let covered = (product > 0).then(|| (bs, ref_end(self, v, refs[product - 1])));
            let cost = if reads(&refs[product..]) { f } else { 0.0 };
            return Some(BlockPlan { product: product as u32, covered, reload: None, cost: cost + store });
        }
        let Some(&first) = refs.first() else {
            return Some(match (reg_in, reg_out) {
                (true, true) => BlockPlan { product: 0, covered: Some((bs, be)), reload: None, cost: 0.0 },
                (false, true) => {
                    let entry = self.block_exit_point(u.block)?;
                    let start = entry.start(self.mf, self.slots)?;
                    BlockPlan { product: 0, covered: Some((start, be)), reload: Some(entry), cost: f }
                }
                _ => BlockPlan { product: 0, covered: None, reload: None, cost: 0.0 },
            });
        };
        let last = refs[refs.len() - 1];
        let end = if reg_out { be } else { ref_end(self, v, last) };
        let access = Access::of(self.mf, first, v);
        let base = self.slots.inst(first);
        let (start, reload, cost) = if reg_in {
            (bs, None, 0.0)
        } else if access.read {
            (base.before(0).reg(), Some(RegionEntry::Before(first)), f)
        } else if access.def == Some(true) {
            (base.early_clobber(), None, 0.0)
        } else {
            (base.reg(), None, 0.0)
        };
        Some(BlockPlan { product: refs.len() as u32, covered: Some((start, end)), reload, cost: cost + store })
    }

    /// Where a value live through block `b` is reloaded: before its first terminator, or at
    /// its end; `None` for an empty block.
    pub(super) fn block_exit_point(&self, b: BlockId) -> Option<RegionEntry> {
        match self.mf.first_terminator(b, self.instrs) {
            Some(t) => Some(RegionEntry::Before(t)),
            None => self.mf.last_inst(b).map(|_| RegionEntry::End(b)),
        }
    }

    /// Splits `v` into the register product of `best` and the rest (see the module doc).
    fn split_around(&mut self, v: u32, blocks: &[UseBlock], best: &Candidate) -> Result<(), String> {
        self.info[v as usize].stage = Stage::Spill;
        let mut product: Vec<InstId> = Vec::new();
        let mut segs: Vec<Segment> = Vec::new();
        let mut reloads: Vec<RegionEntry> = Vec::new();
        let mut rest: Vec<Vec<InstId>> = Vec::new();
        for (u, plan) in blocks.iter().zip(&best.plans) {
            let refs = self.refs(u);
            product.extend_from_slice(&refs[..plan.product as usize]);
            if plan.product < refs.len() as u32 {
                rest.push(refs[plan.product as usize..].to_vec());
            }
            if let Some((start, end)) = plan.covered {
                self.clip_live_range(v, start, end, &mut segs);
            }
            reloads.extend(plan.reload);
        }
        for group in rest {
            if group.len() >= 2 {
                let t = self.spiller.spill_group(self.mf, self.live, self.slots, self.regs, &mut self.vrm, v, v, &group, None)?;
                self.add_piece(t, v, group, None, Stage::Split2);
            } else {
                self.spiller.spill_insts(self.mf, self.live, self.slots, self.regs, self.target.tii, &mut self.vrm, v, v, &group, None, &mut self.temps)?;
            }
        }
        let region = Region { segs, reloads, freq: self.freq, instrs: self.instrs };
        let t = self.spiller.spill_group(self.mf, self.live, self.slots, self.regs, &mut self.vrm, v, v, &product, Some(region))?;
        self.clobbered.clear();
        let segs = self.spiller.segments(self.live, t);
        self.unions.call_clobbers(self.mf, self.target.tri, self.live, segs, &mut self.clobbered);
        let free = !self.clobbered.contains(best.reg) && self.unions.is_free(self.regs, best.reg, segs);
        self.add_piece(t, v, product, None, Stage::Split);
        if free {
            self.assign(t, best.reg);
        }
        Ok(())
    }
}

/// The last slot instruction `i` needs `v` in a register: its read, its definition's dead
/// slot, or the store after a live definition.
fn ref_end(g: &Greedy, v: u32, i: InstId) -> Slot {
    let base = g.slots.inst(i);
    let access = Access::of(g.mf, i, v);
    let mut end = if access.read { base.reg() } else { base.dead() };
    if let Some(early) = access.def {
        end = end.max(base.dead());
        if !Spiller::dead_def(g.live, base, v, early) {
            end = end.max(base.after(0).reg());
        }
    }
    end
}
