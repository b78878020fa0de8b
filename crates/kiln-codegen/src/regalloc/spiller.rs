//! The inline spiller: a virtual register that gets no register lives on the stack, and every
//! instruction that touches it gets a short-lived temporary instead — loaded just before (or,
//! when the value is a constant, recomputed there: rematerialisation), and stored just after
//! when the instruction writes it. An instruction that both reads and writes the value uses
//! one temporary for both, so the reload serves the store too. Temporaries live only from
//! their reload to their store, and never spill again, so allocation terminates. Where the
//! target can read the value straight from its stack slot (`addl 8(%rsp), %eax`, a copy that
//! becomes the reload itself) or write it there (a copy that becomes the spill), the slot is
//! folded into the instruction instead, with no temporary
//! ([`TargetInstrInfo::fold_stack_slot`]).
//!
//! The spiller rewrites the operands at once but only plans the new instructions in the
//! [`VirtRegMap`]; the rewriter adds them once the temporaries have registers.
//!
//! For the greedy allocator's splitting, [`Spiller::spill_group`] gives a group of a value's
//! instructions one temporary that may be spilled again: the instructions of one block
//! (reloaded once before the first read), or those of a loop (reloaded once at the end of the
//! loop's preheader, live through the loop, or region splitting's register product, reloaded
//! where the value enters the region from the stack: a [`Region`]). Writes store to the value's one spill slot at once, a piece's last write in each
//! block only (nothing else reads the value between a piece's first and last instruction of
//! a block), or, for a region, where the [store placement](super::store_placement) puts the
//! store, so the slot is current wherever the value is not in a temporary.

use kiln_mc::desc::{InstrFlags, InstrInfo, RegisterInfo};

use crate::target::instr_info::TargetInstrInfo;
use rustc_hash::FxHashMap;

use super::edits::is_repeatable;
use super::virt_reg_map::{Planned, VirtRegMap};
use crate::target::register_info::RegSet;
use crate::analysis::liveness::reads;
use crate::analysis::slot_indexes::MAX_INSERTED;
use super::store_placement::{self, PieceView};
use crate::analysis::{BlockFrequency, LiveIntervals, Segment, Slot, SlotIndexes};
use crate::mir::BlockId;
use crate::mir::{FrameIdx, InstId, MachineFunction, MachineOperand, Reg, RegFlags, RegUses};

/// The spiller's state for one function: the temporaries' live ranges (one segment each) and
/// how many instructions each instruction already has inserted before and after it.
#[derive(Default)]
pub struct Spiller {
    first_temp: u32,
    /// Per temporary, its range in `temp_seg_list`.
    temp_ranges: Vec<(u32, u32)>,
    temp_seg_list: Vec<Segment>,
    /// The spill slot of each spilled value.
    slot_of: FxHashMap<u32, FrameIdx>,
    /// The instruction each temporary serves, and the value it holds.
    temp_insts: Vec<InstId>,
    temp_origs: Vec<u32>,
    /// Instructions that read a spilled value straight from its slot (a folded use), with the
    /// value: they need the slot current, as a temporary's reload does.
    folded_reads: FxHashMap<InstId, u32>,
    before: FxHashMap<InstId, u32>,
    after: FxHashMap<InstId, u32>,
    insts: Vec<InstId>,
    /// Counts for `-stats`-style reports: reloads, stores, rematerialisations.
    pub reloads: usize,
    pub stores: usize,
    pub remats: usize,
}

impl Spiller {
    pub fn reset(&mut self, num_vregs: u32) {
        self.first_temp = num_vregs;
        self.temp_ranges.clear();
        self.temp_seg_list.clear();
        self.slot_of.clear();
        self.temp_insts.clear();
        self.temp_origs.clear();
        self.folded_reads.clear();
        self.before.clear();
        self.after.clear();
        (self.reloads, self.stores, self.remats) = (0, 0, 0);
    }

    /// Whether `v` is a temporary the spiller made (never spilled again unless a group's).
    pub fn is_temp(&self, v: u32) -> bool {
        v >= self.first_temp
    }

    /// The live range of `v`: from the analysis, or the temporary's own.
    pub fn segments<'a>(&'a self, live: &'a LiveIntervals, v: u32) -> &'a [Segment] {
        if self.is_temp(v) {
            let (s, e) = self.temp_ranges[(v - self.first_temp) as usize];
            &self.temp_seg_list[s as usize..e as usize]
        } else {
            live.segments(v)
        }
    }

    /// The instruction temporary `v` serves (the first of a group; `None` for other registers).
    pub fn temp_inst(&self, v: u32) -> Option<InstId> {
        self.is_temp(v).then(|| self.temp_insts[(v - self.first_temp) as usize])
    }

    fn next(counts: &mut FxHashMap<InstId, u32>, at: InstId, mf: &MachineFunction) -> Result<u32, String> {
        let k = counts.entry(at).or_insert(0);
        if *k >= MAX_INSERTED {
            return Err(format!("function '{}': more than {MAX_INSERTED} spill instructions around one instruction", mf.name));
        }
        *k += 1;
        Ok(*k - 1)
    }

    /// The only definition of `v` when it is cheap and can be repeated at each use.
    pub fn remat_def(mf: &MachineFunction, uses: &RegUses, instrs: &InstrInfo, v: u32, reserved: &RegSet) -> Option<InstId> {
        let [def] = uses.defs(Reg::virt(v)) else { return None };
        let desc = instrs.get(mf.inst(def.inst).opcode)?;
        let cheap = desc.has(InstrFlags::IS_REMATERIALIZABLE) || desc.has(InstrFlags::IS_MOVE_IMM);
        (cheap && is_repeatable(mf, instrs, def.inst, v, reserved)).then_some(def.inst)
    }

    /// Spills `v` (see the module doc); the new temporaries are appended to `temps`.
    #[allow(clippy::too_many_arguments)]
    pub fn spill(
        &mut self,
        mf: &mut MachineFunction,
        live: &LiveIntervals,
        slots: &SlotIndexes,
        uses: &RegUses,
        regs: &RegisterInfo,
        tii: &dyn TargetInstrInfo,
        vrm: &mut VirtRegMap,
        reserved: &RegSet,
        v: u32,
        temps: &mut Vec<u32>,
    ) -> Result<(), String> {
        let remat = Self::remat_def(mf, uses, tii.tables(), v, reserved);
        let mut insts = std::mem::take(&mut self.insts);
        insts.clear();
        insts.extend(uses.defs(Reg::virt(v)).iter().chain(uses.uses(Reg::virt(v))).map(|r| r.inst));
        insts.sort_unstable();
        insts.dedup();
        let result = self.spill_insts(mf, live, slots, regs, tii, vrm, v, v, &insts, remat, temps);
        self.insts = insts;
        result
    }

    /// Gives each instruction of `insts` that names `reg` (the value `orig` or a group
    /// temporary holding it) a temporary of its own, reloaded before (or rematerialised from
    /// `remat`, `orig`'s only definition) and stored after, unless the spill slot folds into
    /// it; appends the temporaries to `temps`.
    #[allow(clippy::too_many_arguments)]
    pub fn spill_insts(
        &mut self,
        mf: &mut MachineFunction,
        live: &LiveIntervals,
        slots: &SlotIndexes,
        regs: &RegisterInfo,
        tii: &dyn TargetInstrInfo,
        vrm: &mut VirtRegMap,
        orig: u32,
        reg: u32,
        insts: &[InstId],
        remat: Option<InstId>,
        temps: &mut Vec<u32>,
    ) -> Result<(), String> {
        let class = mf.regs.reg_class(Reg::virt(orig)).ok_or_else(|| format!("function '{}': %{orig} has no register class", mf.name))?;
        for &at in insts {
            if Some(at) == remat {
                vrm.planned.push(Planned::Delete { inst: at });
                continue;
            }
            let base = slots.inst(at);
            let Access { read, def } = Access::of(mf, at, reg);
            let live_def = def.is_some_and(|early| !Self::dead_def(live, base, orig, early));
            if remat.is_none() && (read || live_def) && self.fold(mf, regs, tii, vrm, orig, class, at, reg) {
                continue;
            }
            let t = Self::retarget(mf, vrm, class, at, reg);
            let mut start = match def {
                Some(true) => base.early_clobber(),
                _ => base.reg(),
            };
            let mut end = base.dead();
            if read {
                let k = Self::next(&mut self.before, at, mf)?;
                start = base.before(k).reg();
                end = base.reg();
                match remat {
                    Some(d) => {
                        vrm.planned.push(Planned::Remat { at, temp: t, vreg: orig, def: d });
                        self.remats += 1;
                    }
                    None => {
                        let slot = self.slot(mf, regs, orig, class);
                        vrm.planned.push(Planned::Reload { at, temp: t, slot });
                        self.reloads += 1;
                    }
                }
            }
            if let Some(early) = def {
                end = base.dead();
                if !Self::dead_def(live, base, orig, early) {
                    Self::not_terminator(mf, tii.tables(), at, orig)?;
                    let k = Self::next(&mut self.after, at, mf)?;
                    end = base.after(k).reg();
                    let slot = self.slot(mf, regs, orig, class);
                    vrm.planned.push(Planned::Store { at, temp: t, slot });
                    self.stores += 1;
                }
            }
            self.push_temp(&[Segment { start, end: end.max(Slot(start.0 + 1)), value: 0 }], at, orig);
            temps.push(t);
        }
        Ok(())
    }

    /// Moves the instructions `insts` (in layout order) that name `reg` (the value `orig` or a
    /// group temporary holding it) into one new temporary, which it returns (see the module
    /// doc): one block's instructions, or with `region`, a loop's or a register product's.
    /// The caller checked that no terminator among them writes the value.
    #[allow(clippy::too_many_arguments)]
    pub fn spill_group(
        &mut self,
        mf: &mut MachineFunction,
        live: &LiveIntervals,
        slots: &SlotIndexes,
        regs: &RegisterInfo,
        vrm: &mut VirtRegMap,
        orig: u32,
        reg: u32,
        insts: &[InstId],
        region: Option<Region>,
    ) -> Result<u32, String> {
        let class = mf.regs.reg_class(Reg::virt(orig)).ok_or_else(|| format!("function '{}': %{orig} has no register class", mf.name))?;
        let t = mf.regs.create_vreg(class).virt_index().expect("virtual");
        vrm.grow(t as usize + 1);
        let (mut start, mut end) = (Slot(u32::MAX), Slot(0));
        // A piece holds every reference of a block between its first and last, so only its
        // last definition in each block needs storing.
        let stored_defs = last_defs_per_block(mf, insts, reg);
        // Live definitions that make the slot current, and every write (a region's stores
        // are placed once its range is known).
        let (mut stored, mut writes): (Vec<(InstId, Segment)>, Vec<InstId>) = (Vec::new(), Vec::new());
        for (k, &at) in insts.iter().enumerate() {
            let base = slots.inst(at);
            let Access { read, def } = Access::of(mf, at, reg);
            Self::retarget_to(mf, at, reg, t);
            if k == 0 {
                start = if def == Some(true) { base.early_clobber() } else { base.reg() };
                if read && region.is_none() {
                    start = base.before(0).reg();
                    let slot = self.slot(mf, regs, orig, class);
                    vrm.planned.push(Planned::Reload { at, temp: t, slot });
                    self.reloads += 1;
                }
            }
            end = end.max(if read { base.reg() } else { base.dead() });
            if let Some(early) = def {
                end = end.max(base.dead());
                writes.push(at);
                if stored_defs[k] && !Self::dead_def(live, base, orig, early) {
                    let def_slot = if early { base.early_clobber() } else { base.reg() };
                    stored.push((at, Segment { start: def_slot, end: base.after(0).reg(), value: 0 }));
                    if region.is_none() {
                        end = end.max(base.after(0).reg());
                        let slot = self.slot(mf, regs, orig, class);
                        vrm.planned.push(Planned::Store { at, temp: t, slot });
                        self.stores += 1;
                    }
                }
            }
        }
        let first = *insts.first().ok_or("an empty spill group")?;
        match region {
            None => self.push_temp(&[Segment { start, end: end.max(Slot(start.0 + 1)), value: 0 }], first, orig),
            Some(mut region) => {
                for &entry in &region.reloads {
                    let slot = self.slot(mf, regs, orig, class);
                    let start = entry.start(mf, slots).ok_or("a reload at the end of an empty block")?;
                    let end = match entry {
                        RegionEntry::Before(at) => {
                            vrm.planned.push(Planned::Reload { at, temp: t, slot });
                            slots.inst(at).reg()
                        }
                        RegionEntry::End(block) => {
                            vrm.planned.push(Planned::ReloadAtEnd { block, temp: t, slot });
                            slots.block_end(block)
                        }
                    };
                    self.reloads += 1;
                    region.segs.push(Segment { start, end, value: 0 });
                }
                merge(&mut region.segs);
                let defs: Vec<InstId> = stored.iter().map(|&(at, _)| at).collect();
                let reads_elsewhere = |i: InstId| self.reads_elsewhere(mf, i, orig, t);
                let view = PieceView { mf, slots, freq: region.freq, instrs: region.instrs, orig: live.segments(orig), piece: &region.segs, reads_elsewhere: &reads_elsewhere };
                let plan = store_placement::plan(&view, &defs, &writes);
                let slot = self.slot(mf, regs, orig, class);
                for (&(at, seg), after_def) in stored.iter().zip(plan.after_def) {
                    if after_def {
                        region.segs.push(seg);
                        vrm.planned.push(Planned::Store { at, temp: t, slot });
                        self.stores += 1;
                    }
                }
                for (point, seg) in plan.points {
                    region.segs.extend(seg);
                    vrm.planned.push(Planned::StoreAt { point, temp: t, slot });
                    self.stores += 1;
                }
                merge(&mut region.segs);
                self.push_temp(&region.segs, first, orig);
            }
        }
        Ok(t)
    }

    /// Folds `orig`'s spill slot into instruction `at` in place of its one operand naming
    /// `reg` (a use, or the definition of a copy that is not a terminator), when the target
    /// has the form; whether it did.
    #[allow(clippy::too_many_arguments)]
    fn fold(&mut self, mf: &mut MachineFunction, regs: &RegisterInfo, tii: &dyn TargetInstrInfo, vrm: &mut VirtRegMap, orig: u32, class: kiln_mc::desc::RegClassId, at: InstId, reg: u32) -> bool {
        let m = mf.inst(at);
        let mut named = m.operands.iter().enumerate().filter(|(_, o)| o.get_reg() == Some(Reg::virt(reg)));
        let (Some((operand, _)), None) = (named.next(), named.next()) else { return false };
        if tii.tables().get(m.opcode).is_none_or(|d| d.is_terminator()) {
            return false;
        }
        let slot = self.slot(mf, regs, orig, class);
        let Some(folded) = tii.fold_stack_slot(mf, mf.inst(at), operand, slot) else { return false };
        let Ok(operand) = u8::try_from(operand) else { return false };
        if !mf.inst(at).operands[usize::from(operand)].is_def() {
            self.folded_reads.insert(at, orig);
        }
        let m = mf.inst_mut(at);
        m.opcode = folded.opcode;
        m.operands = folded.operands;
        m.mem_operands = folded.mem_operands;
        vrm.planned.push(Planned::Fold { inst: at, operand, slot });
        true
    }

    /// Whether the definition of `orig` at `base` (early-clobber or not) is never read.
    pub(crate) fn dead_def(live: &LiveIntervals, base: Slot, orig: u32, early: bool) -> bool {
        let def_slot = if early { base.early_clobber() } else { base.reg() };
        let segs = live.segments(orig);
        segs.get(segs.partition_point(|s| s.start < def_slot)).is_some_and(|s| s.start == def_slot && s.end == base.dead())
    }

    fn not_terminator(mf: &MachineFunction, instrs: &InstrInfo, at: InstId, orig: u32) -> Result<(), String> {
        if instrs.get(mf.inst(at).opcode).is_some_and(|d| d.is_terminator()) {
            return Err(format!("function '{}': %{orig} is written by a terminator and needs a spill after it", mf.name));
        }
        Ok(())
    }

    /// A new temporary of `class` in place of `reg` in instruction `at`.
    fn retarget(mf: &mut MachineFunction, vrm: &mut VirtRegMap, class: kiln_mc::desc::RegClassId, at: InstId, reg: u32) -> u32 {
        let t = mf.regs.create_vreg(class).virt_index().expect("virtual");
        vrm.grow(t as usize + 1);
        Self::retarget_to(mf, at, reg, t);
        t
    }

    fn retarget_to(mf: &mut MachineFunction, at: InstId, reg: u32, t: u32) {
        for op in mf.inst_mut(at).operands.iter_mut() {
            if op.get_reg() == Some(Reg::virt(reg)) {
                op.set_reg(Reg::virt(t));
            }
        }
    }

    fn push_temp(&mut self, segs: &[Segment], at: InstId, orig: u32) {
        let s = self.temp_seg_list.len() as u32;
        self.temp_seg_list.extend_from_slice(segs);
        self.temp_ranges.push((s, self.temp_seg_list.len() as u32));
        self.temp_insts.push(at);
        self.temp_origs.push(orig);
    }

    /// Whether instruction `i` reads `orig`'s value other than through `piece`'s register:
    /// through another piece or temporary, which may read it from the spill slot, or from the
    /// slot itself (a folded use).
    fn reads_elsewhere(&self, mf: &MachineFunction, i: InstId, orig: u32, piece: u32) -> bool {
        self.folded_reads.get(&i) == Some(&orig) || mf.inst(i).operands.iter().any(|o| {
            let Some(v) = o.get_reg().and_then(Reg::virt_index) else { return false };
            !o.is_def() && v != piece && (v == orig || (self.is_temp(v) && self.temp_origs.get((v - self.first_temp) as usize) == Some(&orig)))
        })
    }

    fn slot(&mut self, mf: &mut MachineFunction, regs: &RegisterInfo, orig: u32, class: kiln_mc::desc::RegClassId) -> FrameIdx {
        *self.slot_of.entry(orig).or_insert_with(|| {
            let c = regs.class(class);
            let stack_id = mf.intern("default");
            mf.frame.create_spill_slot(u64::from(c.spill_size / 8).max(1), u64::from(c.spill_align / 8).max(1), stack_id)
        })
    }
}

/// Per instruction of `insts` (layout order), whether it is the last of its block to write
/// `reg`: the one definition per block a piece holding the whole block's references stores.
fn last_defs_per_block(mf: &MachineFunction, insts: &[InstId], reg: u32) -> Vec<bool> {
    let mut last = vec![false; insts.len()];
    let mut seen: Option<BlockId> = None;
    for k in (0..insts.len()).rev() {
        let block = mf.inst(insts[k]).parent();
        if seen != Some(block) && Access::of(mf, insts[k], reg).def.is_some() {
            last[k] = true;
            seen = Some(block);
        }
    }
    last
}

/// Sorts `segs` and merges the ones that meet or touch.
fn merge(segs: &mut Vec<Segment>) {
    segs.sort_unstable_by_key(|s| s.start);
    segs.dedup_by(|next, prev| {
        let touch = next.start <= prev.end;
        if touch {
            prev.end = prev.end.max(next.end);
        }
        touch
    });
}

/// Where a group's temporary lives beyond its own instructions: over `segs`, where the
/// caller keeps the value in a register (a loop's blocks, or region splitting's register
/// product), reloaded from the slot at each of `reloads`, where the value enters from the
/// stack. Its writes store where the [store placement](super::store_placement) puts them, by
/// the block frequencies `freq`.
pub struct Region<'a> {
    pub segs: Vec<Segment>,
    pub reloads: Vec<RegionEntry>,
    pub freq: &'a BlockFrequency,
    pub instrs: &'a InstrInfo,
}

/// Where a region reloads: before an instruction, or at the end of a block without a
/// terminator (after the stores that follow its last instruction).
#[derive(Clone, Copy)]
pub enum RegionEntry {
    Before(InstId),
    End(BlockId),
}

impl RegionEntry {
    /// The slot the reload writes; `None` at the end of an empty block.
    pub fn start(self, mf: &MachineFunction, slots: &SlotIndexes) -> Option<Slot> {
        match self {
            RegionEntry::Before(at) => Some(slots.inst(at).before(0).reg()),
            RegionEntry::End(b) => Some(slots.inst(mf.last_inst(b)?).after(MAX_INSERTED - 1).reg()),
        }
    }
}

/// What an instruction does with a register: reads it, and writes it (early-clobber or not).
pub(crate) struct Access {
    pub read: bool,
    pub def: Option<bool>,
}

impl Access {
    pub(crate) fn of(mf: &MachineFunction, at: InstId, reg: u32) -> Access {
        let m = mf.inst(at);
        let is_v = |o: &MachineOperand| o.get_reg() == Some(Reg::virt(reg));
        let read = m.operands.iter().any(|o| is_v(o) && reads(o));
        let def = m.operands.iter().find(|o| is_v(o) && o.is_def()).map(|o| o.reg_flags().contains(RegFlags::EARLY_CLOBBER));
        Access { read, def }
    }
}
