//! Debug values through the interval allocators (LLVM's LiveDebugVariables, in kiln's way).
//! Above -O0 the `DBG_VALUE`s leave the code right after instruction selection
//! ([`detach`]): no pass before allocation then counts, moves or reads them (spill weights
//! divide by the instructions a range spans), which keeps the code of a function the same
//! with and without debug information; passes that rename virtual registers rename theirs.
//! After an interval allocator has rewritten the function, [`reinsert`] puts them back where
//! they stood, each with the register or spill slot its value is in there, as the
//! [allocation checker](super::checker)'s facts say ([`ValueTracker`]); then it follows each
//! variable's value: where the value moves (a split piece, a spill slot, a reload) or is
//! overwritten, a new `DBG_VALUE` says so, and at each block entry every variable that all
//! predecessors agree on is stated again, so that the location lists
//! ([`crate::debug_info`]) cover each variable wherever its value is. The fast allocator
//! rewrites `DBG_VALUE`s itself ([`reattach`] puts them back before it).

use rustc_hash::FxHashMap;

use kiln_mc::desc::{InstrInfo, PhysReg, RegisterInfo};

use super::checker::{ValueHome, ValueTracker};
use super::edits::Edit;
use crate::mir::{BlockId, DetachedDebugValue, InsertPoint, InstId, MachineFunction, MachineInstr, MachineOperand, Reg, StrId};
use crate::target::instr_info::TargetInstrInfo;
use crate::target::target_opcode;
use crate::target::register_info::RegSet;

/// Takes every `DBG_VALUE` out of `mf` into `mf.detached_debug_values`, with its place.
pub fn detach(mf: &mut MachineFunction) {
    let layout = mf.layout().to_vec();
    for b in layout {
        let insts: Vec<InstId> = mf.block_insts(b).collect();
        let mut after = None;
        for (k, &i) in insts.iter().enumerate() {
            if !mf.inst(i).is_debug_value() {
                after = Some(i);
                continue;
            }
            let before = insts[k + 1..].iter().copied().find(|&j| !mf.inst(j).is_debug_value());
            mf.remove(i);
            let inst = mf.inst(i).clone();
            mf.detached_debug_values.push(DetachedDebugValue { inst, block: b, after, before });
        }
    }
}

/// Where a detached value goes back: before an instruction, or at a block's end.
fn resolve_places(mf: &MachineFunction, instrs: &InstrInfo) -> Vec<Option<InsertPoint>> {
    let mut places: Vec<Option<InsertPoint>> = Vec::with_capacity(mf.detached_debug_values.len());
    let mut previous: Option<(BlockId, InsertPoint)> = None;
    let in_block = |i: InstId, b: BlockId| mf.inst(i).is_linked() && mf.inst(i).parent() == b;
    for d in &mf.detached_debug_values {
        let b = d.block;
        if !mf.layout().contains(&b) {
            places.push(None);
            continue;
        }
        let terminator = mf.first_terminator(b, instrs);
        let is_terminator = |i: InstId| instrs.get(mf.inst(i).opcode).is_some_and(|desc| desc.is_terminator());
        let after_anchor = |i: InstId| {
            if is_terminator(i) {
                return terminator.map(InsertPoint::Before);
            }
            Some(mf.next_inst(i).map_or(InsertPoint::End(b), InsertPoint::Before))
        };
        let place = match (d.after, d.before) {
            (Some(a), _) if in_block(a, b) => after_anchor(a),
            (_, Some(n)) if in_block(n, b) => Some(InsertPoint::Before(n)),
            _ => match previous {
                Some((pb, p)) if pb == b => Some(p),
                _ => Some(mf.first_inst(b).map_or(InsertPoint::End(b), InsertPoint::Before)),
            },
        }
        .map(|p| match p {
            InsertPoint::End(_) => terminator.map_or(p, InsertPoint::Before),
            other => other,
        });
        if let Some(p) = place {
            previous = Some((b, p));
        }
        places.push(place);
    }
    places
}

/// Puts the detached `DBG_VALUE`s back as they were (before the fast allocator, which rewrites
/// them itself).
pub fn reattach(mf: &mut MachineFunction, instrs: &InstrInfo) {
    let places = resolve_places(mf, instrs);
    let detached = std::mem::take(&mut mf.detached_debug_values);
    for (d, place) in detached.into_iter().zip(places) {
        if let Some(p) = place {
            mf.insert_new(p, d.inst);
        }
    }
}

/// A variable, or one fragment of it (`DW_OP_LLVM_fragment`, offset and size in bits).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct VarKey {
    variable: StrId,
    fragment: Option<(u32, u32)>,
}

/// What a `DBG_VALUE` says a variable is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Bound {
    /// The current value of virtual register `v` (its part `sub`).
    Virt(u32, u16),
    /// A constant: holds until the variable's next value.
    Constant,
    /// A physical register: holds in its block until the register is written.
    Phys,
}

fn key_of(mf: &MachineFunction, inst: &MachineInstr) -> Option<VarKey> {
    let MachineOperand::Metadata(variable) = *inst.operands.get(2)? else { return None };
    let fragment = match inst.operands.get(3) {
        Some(&MachineOperand::Metadata(e)) => crate::debug_info::locations::fragment_of(mf.str(e)),
        _ => None,
    };
    Some(VarKey { variable, fragment })
}

fn bound_of(inst: &MachineInstr) -> Option<Bound> {
    match inst.operands.first()? {
        MachineOperand::Reg { reg, sub_reg, .. } => match (reg.virt_index(), reg.as_phys()) {
            (Some(v), _) => Some(Bound::Virt(v, sub_reg.0)),
            (None, Some(p)) if !p.is_none() => Some(Bound::Phys),
            _ => None,
        },
        _ => Some(Bound::Constant),
    }
}

/// The variables bound at one point: the detached value (index) each one holds.
type Bindings = Vec<(VarKey, usize)>;

/// One `DBG_VALUE` to insert: the detached value `k` at `home` (`None`: nowhere).
struct Emission {
    at: InsertPoint,
    k: usize,
    home: Option<ValueHome>,
    /// The value as it was (a constant or a physical register), not a virtual register's.
    verbatim: bool,
}

/// The walk of one block: bindings in, bindings out, and with a tracker the `DBG_VALUE`s.
struct Walk<'a> {
    mf: &'a MachineFunction,
    before: &'a MachineFunction,
    instrs: &'a InstrInfo,
    regs: &'static RegisterInfo,
    keys: Vec<Option<VarKey>>,
    bounds: Vec<Option<Bound>>,
    /// Per block, the detached values placed before each of its instructions or at its end.
    at: FxHashMap<InsertPoint, Vec<usize>>,
    /// Detached values of the entry block whose register is only a copy of an incoming
    /// register: stated in that register at the function's start too (as llc describes
    /// parameters from their first instruction).
    incoming: Vec<(usize, PhysReg)>,
}

impl Walk<'_> {
    /// Whether original instruction `i` writes virtual register `v` (in the code before
    /// allocation, whose operands name them).
    fn defines(&self, i: InstId, v: u32) -> bool {
        (i.0 as usize) < self.before.num_insts_allocated()
            && self.before.inst(i).operands.iter().any(|o| o.is_def() && o.get_reg().and_then(Reg::virt_index) == Some(v))
    }

    fn bind(&self, bindings: &mut Bindings, k: usize) {
        let Some(key) = self.keys[k] else { return };
        bindings.retain(|(x, _)| *x != key);
        if self.bounds[k].is_some() {
            bindings.push((key, k));
        }
    }

    /// A `DBG_VALUE` of detached value `k` at `at`, where the tracker finds its value now.
    fn emit(&self, tracker: Option<&ValueTracker>, homes: &mut FxHashMap<VarKey, Option<ValueHome>>, out: &mut Vec<Emission>, at: InsertPoint, k: usize) {
        let Some(t) = tracker else { return };
        let (home, verbatim) = match self.bounds[k] {
            Some(Bound::Virt(v, sub)) => (t.find(v, sub), false),
            _ => (None, true),
        };
        if let Some(key) = self.keys[k] {
            homes.insert(key, home);
        }
        out.push(Emission { at, k, home, verbatim });
    }

    /// Walks block `b` from the variables bound at its entry; with `tracker`, appends the
    /// `DBG_VALUE`s that say where each one is to `out`. Returns the bindings at its end.
    fn block(&self, b: BlockId, entry: &Bindings, mut tracker: Option<&mut ValueTracker>, out: &mut Vec<Emission>) -> Result<Bindings, String> {
        let insts: Vec<InstId> = self.mf.block_insts(b).collect();
        let point = |k: usize| insts.get(k).map_or(InsertPoint::End(b), |&i| InsertPoint::Before(i));
        let mut bindings: Bindings = entry.clone();
        // The current home of each bound variable's value (with a tracker).
        let mut homes: FxHashMap<VarKey, Option<ValueHome>> = FxHashMap::default();
        if let Some(t) = tracker.as_deref_mut() {
            t.enter(b);
        }
        if tracker.is_some() && Some(&b) == self.mf.layout().first() {
            for &(k, p) in &self.incoming {
                out.push(Emission { at: point(0), k, home: Some(ValueHome::Reg(p)), verbatim: false });
            }
        }
        // Values stated again at the entry (a physical register's only within its block).
        bindings.retain(|&(_, k)| self.bounds[k] != Some(Bound::Phys));
        for &(_, k) in &bindings {
            self.emit(tracker.as_deref(), &mut homes, out, point(0), k);
        }
        for (n, &i) in insts.iter().enumerate() {
            for &k in self.at.get(&InsertPoint::Before(i)).map_or(&[][..], Vec::as_slice) {
                self.bind(&mut bindings, k);
                self.emit(tracker.as_deref(), &mut homes, out, point(n), k);
            }
            let is_terminator = self.instrs.get(self.mf.inst(i).opcode).is_some_and(|d| d.is_terminator());
            if let Some(t) = tracker.as_deref_mut() {
                t.step(i)?;
            }
            // A new value of a bound register ends its variables' values.
            let ended: Vec<usize> = bindings.iter().filter(|&&(_, k)| matches!(self.bounds[k], Some(Bound::Virt(v, _)) if self.defines(i, v))).map(|&(_, k)| k).collect();
            if !ended.is_empty() {
                bindings.retain(|(_, k)| !ended.contains(k));
                if tracker.is_some() && !is_terminator {
                    for k in ended {
                        out.push(Emission { at: point(n + 1), k, home: None, verbatim: false });
                        if let Some(key) = self.keys[k] {
                            homes.remove(&key);
                        }
                    }
                }
            }
            let Some(t) = tracker.as_deref() else { continue };
            if is_terminator {
                continue;
            }
            // Values that moved: their home no longer holds them or was written, or a value
            // with no home got one (only what the allocator inserted puts values anywhere new).
            let mi = self.mf.inst(i);
            let inserted = (i.0 as usize) >= self.before.num_insts_allocated();
            for &(key, k) in &bindings {
                let Some(Bound::Virt(v, sub)) = self.bounds[k] else { continue };
                let stays = match homes.get(&key).copied().flatten() {
                    Some(h @ ValueHome::Reg(p)) => t.holds(h, v, sub) && !crate::debug_info::locations::writes(self.mf, self.regs, mi, p),
                    Some(h) => t.holds(h, v, sub),
                    None => !inserted || t.find(v, sub).is_none(),
                };
                if !stays {
                    let now = t.find(v, sub);
                    homes.insert(key, now);
                    out.push(Emission { at: point(n + 1), k, home: now, verbatim: false });
                }
            }
        }
        for &k in self.at.get(&InsertPoint::End(b)).map_or(&[][..], Vec::as_slice) {
            self.bind(&mut bindings, k);
            self.emit(tracker.as_deref(), &mut homes, out, InsertPoint::End(b), k);
        }
        Ok(bindings)
    }
}

/// Puts the detached `DBG_VALUE`s of `mf` back after an interval allocator rewrote it
/// (`before` is the function as the allocator got it, `edits` what it inserted): see the
/// module doc. Where the checker's facts cannot be had, the variables get no locations.
pub fn reinsert(before: &MachineFunction, mf: &mut MachineFunction, edits: &[Edit], regs: &'static RegisterInfo, tii: &dyn TargetInstrInfo, reserved: &RegSet) {
    let instrs = tii.tables();
    let places = resolve_places(mf, instrs);
    let detached = std::mem::take(&mut mf.detached_debug_values);
    let emissions = {
        let mut at: FxHashMap<InsertPoint, Vec<usize>> = FxHashMap::default();
        for (k, p) in places.iter().enumerate() {
            if let Some(p) = p {
                at.entry(*p).or_default().push(k);
            }
        }
        let incoming = incoming_copies(before, mf, &detached, &places);
        let walk = Walk {
            incoming,
            mf,
            before,
            instrs,
            regs,
            keys: detached.iter().map(|d| key_of(mf, &d.inst)).collect(),
            bounds: detached.iter().map(|d| bound_of(&d.inst)).collect(),
            at,
        };
        plan(&walk, before, edits, regs, tii, reserved).unwrap_or_default()
    };
    for e in emissions {
        let mut mi = detached[e.k].inst.clone();
        let indirect = mi.is_indirect_debug_value();
        let mut deref = false;
        if !e.verbatim {
            match e.home {
                Some(ValueHome::Reg(p)) => mi.operands[0] = MachineOperand::reg_use(Reg::phys(p)),
                Some(ValueHome::Slot(f)) => {
                    mi.operands[0] = MachineOperand::FrameIndex(f);
                    mi.operands[1] = MachineOperand::Imm(0);
                    deref = indirect;
                }
                None => mi.operands[0] = MachineOperand::reg_use(Reg::NONE),
            }
        }
        let id = mf.insert_new(e.at, mi);
        if deref {
            mf.prepend_debug_expression(id, "DW_OP_deref");
        }
    }
}

/// The first detached value of each variable (or fragment) in the entry block whose virtual
/// register is, where the value stands, a copy of a register the function receives (the copy
/// is the only definition of it before that place), with that register.
fn incoming_copies(before: &MachineFunction, mf: &MachineFunction, detached: &[DetachedDebugValue], places: &[Option<InsertPoint>]) -> Vec<(usize, PhysReg)> {
    let Some(&entry) = mf.layout().first() else { return Vec::new() };
    let live_in = |p: PhysReg| mf.block(entry).live_ins.iter().any(|&(q, _)| q == p);
    let original = |i: InstId| (i.0 as usize) < before.num_insts_allocated();
    // The register `v` copies at the place `stop` (the end of the block when `None`).
    let copied_at = |v: u32, stop: Option<InstId>| {
        let mut from = None;
        for i in mf.block_insts(entry).take_while(|&i| Some(i) != stop).filter(|&i| original(i)) {
            let m = before.inst(i);
            if !m.operands.iter().any(|o| o.is_def() && o.get_reg().and_then(Reg::virt_index) == Some(v)) {
                continue;
            }
            from = match m.operands.as_slice() {
                [d, s] if m.opcode == target_opcode::COPY && d.sub_reg().0 == 0 && s.sub_reg().0 == 0 && from.is_none() => s.get_reg().and_then(Reg::as_phys).filter(|&p| live_in(p)),
                _ => return None,
            };
            from?;
        }
        from
    };
    let mut seen: Vec<VarKey> = Vec::new();
    let mut result = Vec::new();
    for (k, d) in detached.iter().enumerate() {
        let Some(var) = key_of(mf, &d.inst) else { continue };
        let stop = match places[k] {
            Some(InsertPoint::Before(i)) if mf.inst(i).parent() == entry => Some(i),
            Some(InsertPoint::End(b)) if b == entry => None,
            _ => continue,
        };
        if seen.contains(&var) {
            continue;
        }
        seen.push(var);
        if let Some(&MachineOperand::Reg { reg, sub_reg, .. }) = d.inst.operands.first() {
            if let Some(p) = reg.virt_index().filter(|_| sub_reg.0 == 0).and_then(|v| copied_at(v, stop)) {
                result.push((k, p));
            }
        }
    }
    result
}

/// The `DBG_VALUE`s to insert: block entry bindings solved over the blocks first (a variable
/// is bound at an entry when every predecessor ends with the same binding), then each block
/// walked with the checker's facts.
fn plan(walk: &Walk, before: &MachineFunction, edits: &[Edit], regs: &'static RegisterInfo, tii: &dyn TargetInstrInfo, reserved: &RegSet) -> Result<Vec<Emission>, String> {
    let mf = walk.mf;
    let layout = mf.layout().to_vec();
    let Some(&entry) = layout.first() else { return Ok(Vec::new()) };
    let mut entries: Vec<Option<Bindings>> = vec![None; mf.num_blocks()];
    let mut exits: Vec<Option<Bindings>> = vec![None; mf.num_blocks()];
    entries[entry.0 as usize] = Some(Vec::new());
    let mut scratch = Vec::new();
    let mut changed = true;
    let mut rounds = 0;
    while changed && rounds < 64 {
        changed = false;
        rounds += 1;
        for &b in &layout {
            let blk = mf.block(b);
            let meet = if b == entry || blk.landing_pad {
                Some(Vec::new())
            } else {
                let mut meet: Option<Bindings> = None;
                for p in &blk.preds {
                    let Some(out) = &exits[p.0 as usize] else { continue };
                    meet = Some(match meet {
                        None => out.clone(),
                        Some(m) => m.into_iter().filter(|x| out.contains(x)).collect(),
                    });
                }
                meet
            };
            let Some(meet) = meet else { continue };
            if entries[b.0 as usize].as_ref() != Some(&meet) || exits[b.0 as usize].is_none() {
                let out = walk.block(b, &meet, None, &mut scratch)?;
                entries[b.0 as usize] = Some(meet);
                if exits[b.0 as usize].as_ref() != Some(&out) {
                    exits[b.0 as usize] = Some(out);
                    changed = true;
                }
            }
        }
    }
    let mut tracker = ValueTracker::new(before, mf, edits, regs, tii, reserved)?;
    let mut out = Vec::new();
    for &b in &layout {
        let entry_bindings = entries[b.0 as usize].clone().unwrap_or_default();
        walk.block(b, &entry_bindings, Some(&mut tracker), &mut out)?;
    }
    Ok(out)
}
