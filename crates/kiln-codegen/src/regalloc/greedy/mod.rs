//! The greedy register allocator (LLVM's `-regalloc=greedy`), one file per phase:
//!
//! - `queue.rs`: live ranges wait in a priority queue, long and multi-block ranges first, the
//!   ones of one block in instruction order, ranges with a copy hint ahead of their peers;
//! - `assign.rs`: a range takes its hint or the first register of its class's allocation order
//!   that no interference union or call clobber denies;
//! - `evict.rs`: otherwise it may evict lighter ranges (by [spill weight](super::spill_weight))
//!   from one register; they go back to the queue. Cascade numbers make eviction terminate:
//!   a range evicted by a range of cascade *c* takes *c*, and only a range of higher cascade
//!   may evict it again;
//! - `region.rs` with `split_analysis.rs`: a range that can neither take nor win a register
//!   is split around the region where one register of its class is free (LLVM's region
//!   splitting: per-block use and live-through analysis, edge bundles, and the spill
//!   placement that decides, by block frequency, which bundles carry the value in the
//!   register). Its spill slot becomes its home, shared by every piece and kept current by a
//!   store after each piece's last definition in a block, or where the
//!   [store placement](super::store_placement) finds it cheaper, on the edges where the
//!   value leaves the register (out of a loop rather than in it); the register product takes the
//!   register, the rest of each block becomes a block piece or a temporary;
//! - `split.rs`: when no region pays, each loop that uses the range gets one register-held
//!   piece, reloaded once in the preheader, and each block outside those loops one piece over
//!   its uses (local splitting). A loop piece or register product that loses in turn splits
//!   into its inner loops and blocks; a block piece in two where the value is idle longest,
//!   down to one temporary per instruction, which always gets a register.
//!
//! Each range advances through the stages [`Stage`] names and never goes back, which is what
//! guarantees termination. What the allocator inserts is planned by the
//! [spiller](super::spiller), written by the [rewriter](super::virt_reg_map) into the edit
//! list, and verified by the [checker](super::checker) under `-verify-regalloc`.

mod assign;
mod evict;
mod queue;
mod region;
mod split;
pub mod split_analysis;

use kiln_mc::desc::{InstrInfo, PhysReg, RegisterInfo};
use rustc_hash::FxHashMap;

use super::basic::{first_register, start, Start, Target};
use super::edits::Edit;
use super::interference::Unions;
use super::spill_weight;
use super::spiller::Spiller;
use super::virt_reg_map::{rewrite, VirtRegMap};
use crate::analysis::{Analyses, BlockFrequency, LiveIntervals, LoopInfo, Segment, Slot, SlotIndexes};
use crate::mir::{InstId, MachineFunction, Reg, RegUses};
use crate::target::register_info::RegSet;

/// How far a live range has come (LLVM's `LiveRangeStage`); it only moves forward.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Stage {
    /// Not yet dequeued.
    New,
    /// May take a free register or evict lighter ranges.
    Assign,
    /// A loop piece or register product of a split range: when it loses, it splits into
    /// (inner) loops and blocks.
    Split,
    /// A block piece: when it loses, every instruction gets a temporary of its own.
    Split2,
    /// Spilled: its instructions use temporaries.
    Spill,
    /// A per-instruction temporary: it takes a register, evicting what it must.
    Done,
}

/// Per virtual register (original or made by splitting).
#[derive(Clone, Copy)]
struct RangeInfo {
    stage: Stage,
    cascade: u32,
    weight: f32,
}

/// A piece made by splitting: the original register it holds, its instructions (in layout
/// order) and, for a loop piece, the loop's header.
struct Piece {
    orig: u32,
    insts: Vec<InstId>,
    header: Option<crate::mir::BlockId>,
}

/// The allocator's state for one function.
struct Greedy<'a> {
    mf: &'a mut MachineFunction,
    target: &'a Target<'a>,
    regs: &'static RegisterInfo,
    instrs: &'static InstrInfo,
    loops: &'a LoopInfo,
    freq: &'a BlockFrequency,
    slots: &'a SlotIndexes,
    live: &'a LiveIntervals,
    uses: RegUses,
    reserved: RegSet,
    orders: Vec<Option<Vec<PhysReg>>>,
    unions: Unions,
    vrm: VirtRegMap,
    spiller: Spiller,
    info: Vec<RangeInfo>,
    pieces: FxHashMap<u32, Piece>,
    cancelled: Vec<bool>,
    queue: queue::Queue,
    /// Temporaries the spiller just made, to queue.
    temps: Vec<u32>,
    next_cascade: u32,
    clobbered: RegSet,
    /// The last slot of the function (local ranges are queued in instruction order).
    end: Slot,
    region: region::RegionState,
}

/// Allocates every virtual register of `mf`, appending what it inserted to `edits`.
pub fn run(mf: &mut MachineFunction, target: &Target, analyses: &mut Analyses, edits: &mut Vec<Edit>) -> Result<(), String> {
    let regs = target.tri.tables();
    let instrs = target.tii.tables();
    analyses.compute_with_freq(mf, regs, instrs);
    let (loops, freq, slots, live) = (&analyses.loops, &analyses.freq, &analyses.slots, &analyses.live);
    let nv = mf.regs.num_vregs();
    let end = mf.layout().last().map_or(Slot(0), |&b| slots.block_end(b));
    let mut g = Greedy {
        uses: RegUses::compute(mf),
        reserved: target.tri.reserved_regs(mf, target.frame_pointer),
        mf,
        target,
        regs,
        instrs,
        loops,
        freq,
        slots,
        live,
        orders: vec![None; regs.classes.len()],
        unions: Unions::default(),
        vrm: VirtRegMap::default(),
        spiller: Spiller::default(),
        info: Vec::new(),
        pieces: FxHashMap::default(),
        cancelled: vec![false; nv as usize],
        queue: queue::Queue::default(),
        temps: Vec::new(),
        next_cascade: 1,
        clobbered: RegSet::new(regs.num_regs()),
        end,
        region: region::RegionState::default(),
    };
    g.unions.reset(live);
    g.vrm.reset(nv as usize);
    g.spiller.reset(nv);
    g.seed(nv)?;
    g.allocate()?;
    let Greedy { mf, vrm: mut map, cancelled, .. } = g;
    map.drop_planned(|t| cancelled.get(t as usize).copied().unwrap_or(false));
    rewrite(mf, &map, regs, target.tii, edits)?;
    analyses.invalidate();
    Ok(())
}

impl Greedy<'_> {
    fn err_class(&self, v: u32) -> String {
        format!("function '{}': %{v} has no register class", self.mf.name)
    }

    /// Queues every virtual register with a live range; gives registers with only undefined
    /// reads any register, and spills values of a register stack that cross blocks.
    fn seed(&mut self, nv: u32) -> Result<(), String> {
        let counts = spill_weight::reference_counts(self.mf, self.freq, nv);
        self.info = vec![RangeInfo { stage: Stage::New, cascade: 0, weight: 0.0 }; nv as usize];
        for v in 0..nv {
            let segs = self.live.segments(v);
            match start(self.mf, self.target, self.slots, &self.uses, segs, v)? {
                Start::Unused => continue,
                Start::UndefinedOnly(class) => {
                    self.order(class);
                    let order = self.orders[class.index()].as_deref().unwrap_or_default();
                    self.vrm.assign(v, first_register(self.mf, self.regs, class, order)?);
                    continue;
                }
                Start::CrossBlockStack => {
                    self.info[v as usize].weight = spill_weight::normalize(counts[v as usize], segs);
                    self.spill_whole(v)?;
                    continue;
                }
                Start::Allocate => {}
            }
            self.info[v as usize].weight = spill_weight::normalize(counts[v as usize], segs);
            self.enqueue(v);
        }
        self.enqueue_temps();
        Ok(())
    }

    fn allocate(&mut self) -> Result<(), String> {
        while let Some(v) = self.queue.pop() {
            if self.vrm.phys(v).is_some() || self.cancelled[v as usize] {
                continue;
            }
            let info = &mut self.info[v as usize];
            if info.stage == Stage::New {
                info.stage = Stage::Assign;
            }
            let class = self.mf.regs.reg_class(Reg::virt(v)).ok_or_else(|| self.err_class(v))?;
            self.clobbered.clear();
            let segs = self.spiller.segments(self.live, v);
            self.unions.call_clobbers(self.mf, self.target.tri, self.live, segs, &mut self.clobbered);
            if let Some(p) = self.try_assign(v, class) {
                self.assign(v, p);
                continue;
            }
            if let Some(p) = self.try_evict(v, class) {
                self.evict_for(v, p);
                self.assign(v, p);
                continue;
            }
            match self.info[v as usize].stage {
                Stage::New | Stage::Assign => self.split_original(v)?,
                Stage::Split => self.split_loop_piece(v)?,
                Stage::Split2 => self.split_block_piece(v)?,
                Stage::Spill | Stage::Done => {
                    return Err(format!("function '{}': ran out of registers in class {} for a spill temporary %{v}", self.mf.name, self.regs.class(class).name));
                }
            }
            self.enqueue_temps();
        }
        Ok(())
    }

    fn assign(&mut self, v: u32, p: PhysReg) {
        let segs = self.spiller.segments(self.live, v);
        self.unions.assign(self.regs, p, v, segs);
        self.vrm.assign(v, p);
    }

    fn order(&mut self, class: kiln_mc::desc::RegClassId) -> &[PhysReg] {
        let (tri, reserved) = (self.target.tri, &self.reserved);
        self.orders[class.index()].get_or_insert_with(|| tri.allocation_order(class, reserved))
    }

    fn on_register_stack(&self, v: u32) -> bool {
        let Some(class) = self.mf.regs.reg_class(Reg::virt(v)) else { return false };
        self.target.stack.is_some_and(|s| self.regs.class(class).members.iter().any(|&p| s.is_stack_register(p)))
    }

    fn in_one_block(&self, segs: &[Segment]) -> bool {
        match (segs.first(), segs.last()) {
            (Some(f), Some(l)) => self.slots.block_of(f.start) == self.slots.block_of(Slot(l.end.0 - 1)),
            _ => true,
        }
    }

    /// Whether `v` is a per-instruction temporary, which nothing evicts.
    fn unevictable(&self, v: u32) -> bool {
        self.spiller.is_temp(v) && !self.pieces.contains_key(&v)
    }

    /// Spills `v` around each of its instructions.
    fn spill_whole(&mut self, v: u32) -> Result<(), String> {
        self.info[v as usize].stage = Stage::Spill;
        self.spiller.spill(self.mf, self.live, self.slots, &self.uses, self.regs, self.target.tii, &mut self.vrm, &self.reserved, v, &mut self.temps)
    }

    /// Gives the temporaries the spiller made their state and queues them.
    fn enqueue_temps(&mut self) {
        let temps = std::mem::take(&mut self.temps);
        for &t in &temps {
            let n = t as usize + 1;
            if self.info.len() < n {
                self.info.resize(n, RangeInfo { stage: Stage::Done, cascade: u32::MAX, weight: f32::INFINITY });
                self.cancelled.resize(n, false);
            }
            self.enqueue(t);
        }
        self.temps = temps;
        self.temps.clear();
    }

    /// Records a piece `t` the spiller made from `orig` and queues it.
    fn add_piece(&mut self, t: u32, orig: u32, insts: Vec<InstId>, header: Option<crate::mir::BlockId>, stage: Stage) {
        let count: f32 = insts.iter().map(|&i| spill_weight::block_weight(self.freq, self.mf.inst(i).parent())).sum();
        let weight = spill_weight::normalize(count, self.spiller.segments(self.live, t));
        let n = t as usize + 1;
        if self.info.len() < n {
            self.info.resize(n, RangeInfo { stage: Stage::Done, cascade: u32::MAX, weight: f32::INFINITY });
            self.cancelled.resize(n, false);
        }
        self.info[t as usize] = RangeInfo { stage, cascade: 0, weight };
        self.pieces.insert(t, Piece { orig, insts, header });
        self.enqueue(t);
    }
}
