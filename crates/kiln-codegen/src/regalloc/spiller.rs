//! The inline spiller: a virtual register that gets no register lives on the stack, and every
//! instruction that touches it gets a short-lived temporary instead — loaded just before (or,
//! when the value is a constant, recomputed there: rematerialisation), and stored just after
//! when the instruction writes it. An instruction that both reads and writes the value uses
//! one temporary for both, so the reload serves the store too. Temporaries live only from
//! their reload to their store, and never spill again, so allocation terminates.
//!
//! The spiller rewrites the operands at once but only plans the new instructions in the
//! [`VirtRegMap`]; the rewriter adds them once the temporaries have registers.

use kiln_mc::desc::{InstrFlags, InstrInfo, RegisterInfo};
use rustc_hash::FxHashMap;

use super::edits::is_repeatable;
use super::virt_reg_map::{Planned, VirtRegMap};
use crate::target::register_info::RegSet;
use crate::analysis::liveness::reads;
use crate::analysis::slot_indexes::MAX_INSERTED;
use crate::analysis::{LiveIntervals, Segment, Slot, SlotIndexes};
use crate::mir::{FrameIdx, InstId, MachineFunction, MachineOperand, Reg, RegFlags, RegUses};

/// The spiller's state for one function: the temporaries' live ranges (one segment each) and
/// how many instructions each instruction already has inserted before and after it.
#[derive(Default)]
pub struct Spiller {
    first_temp: u32,
    temp_segs: Vec<Segment>,
    /// The instruction each temporary serves.
    temp_insts: Vec<InstId>,
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
        self.temp_segs.clear();
        self.temp_insts.clear();
        self.before.clear();
        self.after.clear();
        (self.reloads, self.stores, self.remats) = (0, 0, 0);
    }

    /// Whether `v` is a temporary the spiller made (never spilled again).
    pub fn is_temp(&self, v: u32) -> bool {
        v >= self.first_temp
    }

    /// The live range of `v`: from the analysis, or the temporary's own.
    pub fn segments<'a>(&'a self, live: &'a LiveIntervals, v: u32) -> &'a [Segment] {
        if self.is_temp(v) {
            std::slice::from_ref(&self.temp_segs[(v - self.first_temp) as usize])
        } else {
            live.segments(v)
        }
    }

    /// The instruction temporary `v` serves (`None` for other registers).
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
    fn remat_def(mf: &MachineFunction, uses: &RegUses, instrs: &InstrInfo, v: u32, reserved: &RegSet) -> Option<InstId> {
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
        instrs: &'static InstrInfo,
        vrm: &mut VirtRegMap,
        reserved: &RegSet,
        v: u32,
        temps: &mut Vec<u32>,
    ) -> Result<(), String> {
        let class = mf.regs.reg_class(Reg::virt(v)).ok_or_else(|| format!("function '{}': %{v} has no register class", mf.name))?;
        let remat = Self::remat_def(mf, uses, instrs, v, reserved);
        let mut slot: Option<FrameIdx> = None;
        let mut insts = std::mem::take(&mut self.insts);
        insts.clear();
        insts.extend(uses.defs(Reg::virt(v)).iter().chain(uses.uses(Reg::virt(v))).map(|r| r.inst));
        insts.sort_unstable();
        insts.dedup();
        for &at in &insts {
            if Some(at) == remat {
                vrm.planned.push(Planned::Delete { inst: at });
                continue;
            }
            let base = slots.inst(at);
            let m = mf.inst(at);
            let is_v = |o: &MachineOperand| o.get_reg() == Some(Reg::virt(v));
            let read = m.operands.iter().any(|o| is_v(o) && reads(o));
            let def = m.operands.iter().find(|o| is_v(o) && o.is_def()).map(|o| o.reg_flags().contains(RegFlags::EARLY_CLOBBER));
            let t = mf.regs.create_vreg(class).virt_index().expect("virtual");
            vrm.grow(t as usize + 1);
            for op in mf.inst_mut(at).operands.iter_mut() {
                if is_v(op) {
                    op.set_reg(Reg::virt(t));
                }
            }
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
                        vrm.planned.push(Planned::Remat { at, temp: t, vreg: v, def: d });
                        self.remats += 1;
                    }
                    None => {
                        let s = *slot.get_or_insert_with(|| Self::create_slot(mf, regs, class));
                        vrm.planned.push(Planned::Reload { at, temp: t, slot: s });
                        self.reloads += 1;
                    }
                }
            }
            if let Some(early) = def {
                let def_slot = if early { base.early_clobber() } else { base.reg() };
                let dead = live.segments(v).iter().any(|s| s.start == def_slot && s.end == base.dead());
                end = base.dead();
                if !dead {
                    if instrs.get(mf.inst(at).opcode).is_some_and(|d| d.is_terminator()) {
                        return Err(format!("function '{}': %{v} is written by a terminator and needs a spill after it", mf.name));
                    }
                    let k = Self::next(&mut self.after, at, mf)?;
                    end = base.after(k).reg();
                    let s = *slot.get_or_insert_with(|| Self::create_slot(mf, regs, class));
                    vrm.planned.push(Planned::Store { at, temp: t, slot: s });
                    self.stores += 1;
                }
            }
            self.temp_segs.push(Segment { start, end: end.max(Slot(start.0 + 1)), value: 0 });
            self.temp_insts.push(at);
            temps.push(t);
        }
        self.insts = insts;
        Ok(())
    }

    fn create_slot(mf: &mut MachineFunction, regs: &RegisterInfo, class: kiln_mc::desc::RegClassId) -> FrameIdx {
        let c = regs.class(class);
        let stack_id = mf.intern("default");
        mf.frame.create_spill_slot(u64::from(c.spill_size / 8).max(1), u64::from(c.spill_align / 8).max(1), stack_id)
    }
}
