//! An allocation checker independent of the allocator: it replays the allocated function
//! symbolically beside the function as it was before allocation and proves that every read of
//! a virtual register reads a location holding that register's current value, and every read
//! of a physical register the code names (arguments, return values, fixed operands) still sees
//! the value the code put there.
//!
//! The abstract state maps each physical register and each spill slot to the set of values it
//! certainly holds: `(vreg, sub-register index)` or a physical register's own value. A write
//! of a virtual register removes that register from every location first (so "holds %v" always
//! means the latest value of %v, which makes non-SSA code after PHI elimination exact), and
//! writes of a register clear every overlapping register. Block entry states are the
//! intersection over predecessors, iterated to a fixed point.
//!
//! What the allocator added or deleted comes from its [edit list](super::edits), as in
//! regalloc2's checker: every instruction past the original arena must have an entry, each
//! entry is checked against its instruction (a spill stores the named register to the named
//! slot, a reload loads it, a rematerialisation repeats the only definition of its register),
//! and only then is its effect replayed. A deleted instruction must be such a definition. A
//! program instruction with a spill slot folded into it must be exactly what the target's
//! `fold_stack_slot` makes of the original for that operand and slot; the folded operand then
//! reads the slot (which must hold the register's current value) or, for a copy's
//! definition, writes it.

use std::borrow::Cow;

use kiln_mc::desc::{InstrInfo, PhysReg, RegClassId, RegisterInfo, SubRegIdx};
use rustc_hash::FxHashMap;

use super::edits::{is_repeatable, Edit, EditKind};

use crate::mir::{BlockId, FrameIdx, InstId, MachineFunction, MachineOperand, Reg, RegFlags, RegMask};
use crate::target::instr_info::TargetInstrInfo;
use crate::target::register_info::RegSet;

/// A value a location may hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum Value {
    /// Virtual register (index) read through a sub-register index (0: whole).
    Virt(u32, u16),
    /// The value the code last wrote to this physical register.
    Phys(u16),
}

/// Facts at one program point: per physical register and per spill slot.
#[derive(Clone, Debug, PartialEq, Eq)]
struct State {
    regs: Vec<Vec<Value>>,
    slots: FxHashMap<i32, Vec<Value>>,
}

impl State {
    fn new(num_regs: usize) -> State {
        State { regs: vec![Vec::new(); num_regs], slots: FxHashMap::default() }
    }

    fn meet(&mut self, other: &State) -> bool {
        let mut changed = false;
        for (a, b) in self.regs.iter_mut().zip(&other.regs) {
            let before = a.len();
            a.retain(|v| b.contains(v));
            changed |= a.len() != before;
        }
        for (k, a) in self.slots.iter_mut() {
            let before = a.len();
            match other.slots.get(k) {
                Some(b) => a.retain(|v| b.contains(v)),
                None => a.clear(),
            }
            changed |= a.len() != before;
        }
        changed
    }

    fn forget(&mut self, value: Value) {
        for r in self.regs.iter_mut() {
            r.retain(|&v| v != value);
        }
        for s in self.slots.values_mut() {
            s.retain(|&v| v != value);
        }
    }

    /// Forgets every value of virtual register `v`, whatever the sub-register.
    fn forget_virt(&mut self, v: u32) {
        let stale = |x: &Value| matches!(*x, Value::Virt(w, _) if w == v);
        for r in self.regs.iter_mut() {
            r.retain(|x| !stale(x));
        }
        for s in self.slots.values_mut() {
            s.retain(|x| !stale(x));
        }
    }
}

/// What a folded operand does: reads virtual register `vreg` from spill slot `slot`, or
/// (`def`) writes it there.
#[derive(Clone, Copy)]
struct Fold {
    vreg: u32,
    slot: FrameIdx,
    def: bool,
}

struct Checker<'a> {
    before: &'a MachineFunction,
    after: &'a MachineFunction,
    regs: &'static RegisterInfo,
    instrs: &'static InstrInfo,
    tii: &'a dyn TargetInstrInfo,
    reserved: &'a RegSet,
    /// Definitions of each virtual register before allocation; reads of registers without
    /// one are undefined.
    defs: Vec<u32>,
    edits: FxHashMap<InstId, EditKind>,
    original_insts: usize,
}

/// The checker of `after` against `before` (see [`check`]).
fn checker<'a>(before: &'a MachineFunction, after: &'a MachineFunction, edits: &[Edit], regs: &'static RegisterInfo, tii: &'a dyn TargetInstrInfo, reserved: &'a RegSet) -> Checker<'a> {
    let instrs = tii.tables();
    let mut defs = vec![0u32; before.regs.num_vregs() as usize];
    for &b in before.layout() {
        for i in before.block_insts(b) {
            for op in before.inst(i).operands.iter().filter(|o| o.is_def()) {
                if let Some(v) = op.get_reg().and_then(Reg::virt_index).filter(|&v| (v as usize) < defs.len()) {
                    defs[v as usize] += 1;
                }
            }
        }
    }
    let edits = edits.iter().map(|e| (e.inst, e.kind)).collect();
    Checker { before, after, regs, instrs, tii, reserved, defs, edits, original_insts: before.num_insts_allocated() }
}

/// Checks that `after` (the allocated function) computes with the values `before` (the same
/// function just before allocation) names, given the allocator's `edits`; physical registers
/// in `reserved` (stack pointer and the like) are not followed. Returns the first violation.
pub fn check(before: &MachineFunction, after: &MachineFunction, edits: &[Edit], regs: &'static RegisterInfo, tii: &dyn TargetInstrInfo, reserved: &RegSet) -> Result<(), String> {
    checker(before, after, edits, regs, tii, reserved).run()
}

/// Where the current value of a virtual register is, at one point of the allocated function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueHome {
    Reg(PhysReg),
    Slot(FrameIdx),
}

/// The checker's facts walked through the allocated function block by block (what the debug
/// values, [`super::debug_values`], ask): which registers and spill slots hold each virtual
/// register's current value before and after each instruction.
pub struct ValueTracker<'a> {
    checker: Checker<'a>,
    entry: Vec<Option<State>>,
    state: State,
}

impl<'a> ValueTracker<'a> {
    /// Solves the facts at every block's entry (an error where the checker finds a violation).
    pub fn new(before: &'a MachineFunction, after: &'a MachineFunction, edits: &[Edit], regs: &'static RegisterInfo, tii: &'a dyn TargetInstrInfo, reserved: &'a RegSet) -> Result<ValueTracker<'a>, String> {
        let checker = checker(before, after, edits, regs, tii, reserved);
        let entry = checker.solve()?;
        Ok(ValueTracker { state: State::new(regs.num_regs()), checker, entry })
    }

    /// The facts at the start of block `b`.
    pub fn enter(&mut self, b: BlockId) {
        self.state = self.checker.block_entry(&self.entry, b);
    }

    /// The facts after instruction `i`, the next of the block.
    pub fn step(&mut self, i: InstId) -> Result<(), String> {
        self.checker.step(&mut self.state, i)
    }

    /// Whether `home` holds the current value of `%v` (its part `sub`, 0 for the whole).
    pub fn holds(&self, home: ValueHome, v: u32, sub: u16) -> bool {
        let value = Value::Virt(v, sub);
        match home {
            ValueHome::Reg(p) => self.state.regs[p.index()].contains(&value),
            ValueHome::Slot(f) => self.state.slots.get(&self.checker.slot_key(f)).is_some_and(|s| s.contains(&value)),
        }
    }

    /// A place holding the current value of `%v` (part `sub`): the first register that does,
    /// else a spill slot.
    pub fn find(&self, v: u32, sub: u16) -> Option<ValueHome> {
        let value = Value::Virt(v, sub);
        if let Some(r) = self.state.regs.iter().position(|held| held.contains(&value)) {
            return Some(ValueHome::Reg(PhysReg(r as u16)));
        }
        let mut slots: Vec<i32> = self.state.slots.iter().filter(|(_, held)| held.contains(&value)).map(|(&k, _)| k).collect();
        slots.sort_unstable();
        slots.first().map(|&k| ValueHome::Slot(FrameIdx(k)))
    }
}

impl Checker<'_> {
    fn err(&self, i: InstId, msg: impl std::fmt::Display) -> String {
        let b = self.after.inst(i).parent();
        let name = self.instrs.get(self.after.inst(i).opcode).map_or("?", |d| d.name);
        format!("regalloc checker: function '{}', bb.{}, {name}: {msg}", self.after.name, self.after.block(b).number)
    }

    fn run(&self) -> Result<(), String> {
        // Allocation adds instructions but never drops or moves the program's own.
        for &b in self.before.layout() {
            for i in self.before.block_insts(b) {
                let m = self.after.inst(i);
                if self.edits.get(&i) == Some(&EditKind::Delete) {
                    self.check_deleted(i)?;
                    continue;
                }
                let folded = matches!(self.edits.get(&i), Some(EditKind::Fold { .. }));
                if !m.is_linked() || m.parent() != b || (m.opcode != self.before.inst(i).opcode && !folded) {
                    let name = self.instrs.get(self.before.inst(i).opcode).map_or("?", |d| d.name);
                    return Err(format!("regalloc checker: function '{}', bb.{}: {name} was removed or moved", self.after.name, self.before.block(b).number));
                }
            }
        }
        self.solve().map(|_| ())
    }

    /// The facts at the entry of `b`, from the solved entry states.
    fn block_entry(&self, states: &[Option<State>], b: BlockId) -> State {
        let mut state = states[b.0 as usize].clone().unwrap_or_else(|| State::new(self.regs.num_regs()));
        if self.after.block(b).landing_pad {
            // The unwinder sets the exception registers.
            for &(p, _) in &self.after.block(b).live_ins {
                self.write_phys(&mut state, p, Value::Phys(p.0));
            }
        }
        state
    }

    /// Replays the function to a fixed point: every block's entry facts (`None` where no path
    /// reaches it), or the first violation.
    fn solve(&self) -> Result<Vec<Option<State>>, String> {
        let layout = self.after.layout();
        let mut states: Vec<Option<State>> = vec![None; self.after.num_blocks()];
        let Some(&entry) = layout.first() else { return Ok(states) };
        let n = self.regs.num_regs();
        let mut entry_state = State::new(n);
        for &(p, _) in &self.after.block(entry).live_ins {
            self.write_phys(&mut entry_state, p, Value::Phys(p.0));
        }
        states[entry.0 as usize] = Some(entry_state);
        let mut work: Vec<BlockId> = vec![entry];
        let mut queued = vec![false; self.after.num_blocks()];
        queued[entry.0 as usize] = true;
        while let Some(b) = work.pop() {
            queued[b.0 as usize] = false;
            let mut state = self.block_entry(&states, b);
            // A landing pad is entered from the block's (last) call, not from its end.
            let mut at_call = None;
            let unwinds = self.after.block(b).succs.iter().any(|&s| self.after.block(s).landing_pad);
            for i in self.after.block_insts(b) {
                self.step(&mut state, i)?;
                if unwinds && self.instrs.get(self.after.inst(i).opcode).is_some_and(|d| d.is_call()) {
                    at_call = Some(state.clone());
                }
            }
            for &s in &self.after.block(b).succs {
                let out = match &at_call {
                    Some(at_call) if self.after.block(s).landing_pad => at_call,
                    _ => &state,
                };
                let changed = match &mut states[s.0 as usize] {
                    Some(old) => old.meet(out),
                    slot @ None => {
                        *slot = Some(out.clone());
                        true
                    }
                };
                if changed && !queued[s.0 as usize] {
                    queued[s.0 as usize] = true;
                    work.push(s);
                }
            }
        }
        Ok(states)
    }

    /// Writes `value` to the whole of `p`: overlapping registers lose their facts; the
    /// sub-registers of `p` learn the matching parts of a virtual register.
    fn write_phys(&self, state: &mut State, p: PhysReg, value: Value) {
        self.clobber(state, p);
        state.regs[p.index()] = vec![value];
        self.derive_subs(state, p);
    }

    fn clobber(&self, state: &mut State, p: PhysReg) {
        state.regs[p.index()].clear();
        for &a in self.regs.aliases(p) {
            state.regs[a.index()].clear();
        }
    }

    /// Gives the sub-registers of `p` the parts of the whole values `p` holds.
    fn derive_subs(&self, state: &mut State, p: PhysReg) {
        let whole: Vec<Value> = state.regs[p.index()].clone();
        for &(idx, sub) in self.regs.desc(p).indexed_sub_regs {
            let parts: Vec<Value> = whole
                .iter()
                .filter_map(|&v| match v {
                    Value::Virt(r, 0) => Some(Value::Virt(r, idx.0)),
                    Value::Phys(q) if q == p.0 => Some(Value::Phys(sub.0)),
                    _ => None,
                })
                .collect();
            state.regs[sub.index()] = parts;
        }
    }

    fn step(&self, state: &mut State, i: InstId) -> Result<(), String> {
        if (i.0 as usize) >= self.original_insts {
            return self.inserted(state, i);
        }
        let (now_ops, was_ops, fold) = match self.edits.get(&i) {
            Some(&EditKind::Fold { operand, slot }) => {
                let (now_ops, was_ops, fold) = self.unfold(i, operand as usize, slot)?;
                (Cow::Owned(now_ops), Cow::Owned(was_ops), Some(fold))
            }
            _ => (Cow::Borrowed(&self.after.inst(i).operands[..]), Cow::Borrowed(&self.before.inst(i).operands[..]), None),
        };
        let (now_ops, was_ops) = (&now_ops[..], &was_ops[..]);
        if now_ops.len() != was_ops.len() {
            return Err(self.err(i, "operand count changed"));
        }
        if let Some(Fold { vreg, slot, def: false }) = fold {
            if !state.slots.get(&self.slot_key(slot)).is_some_and(|held| held.contains(&Value::Virt(vreg, 0))) {
                return Err(self.err(i, format!("the folded operand reads %stack.{}, which does not hold %{vreg}", slot.mir_id())));
            }
        }
        // Reads.
        for (k, (a, o)) in now_ops.iter().zip(was_ops).enumerate() {
            let (Some(q), Some(orig)) = (a.get_reg(), o.get_reg()) else { continue };
            if q.is_virtual() {
                return Err(self.err(i, format!("operand {k} is still a virtual register")));
            }
            let Some(p) = q.as_phys() else { continue };
            let flags = o.reg_flags();
            if flags.contains(RegFlags::UNDEF) {
                continue;
            }
            let expect = if let Some(v) = orig.virt_index() {
                if self.defs.get(v as usize).is_none_or(|&n| n == 0) {
                    continue;
                }
                if o.is_def() {
                    if o.sub_reg().0 == 0 {
                        continue;
                    }
                    // A partial write keeps the rest: the whole register must hold the current value.
                    let whole = self.super_of(p, o.sub_reg(), self.before.regs.reg_class(orig)).ok_or_else(|| self.err(i, format!("operand {k}: no register contains the written part")))?;
                    if !state.regs[whole.index()].contains(&Value::Virt(v, 0)) {
                        return Err(self.err(i, format!("operand {k}: partial write of %{v} into ${} loses the rest of its value", self.name(whole))));
                    }
                    continue;
                }
                Value::Virt(v, o.sub_reg().0)
            } else if o.is_use() && orig == q {
                if !self.checked_phys(p) {
                    continue;
                }
                Value::Phys(p.0)
            } else {
                if orig != q {
                    return Err(self.err(i, format!("operand {k}: physical register changed")));
                }
                continue;
            };
            if !state.regs[p.index()].contains(&expect) {
                let what = match expect {
                    Value::Virt(v, 0) => format!("%{v}"),
                    Value::Virt(v, s) => format!("%{v}.{}", self.regs.sub_reg_index_desc(SubRegIdx(s)).name),
                    Value::Phys(r) => format!("the value of ${}", self.name(PhysReg(r))),
                };
                return Err(self.err(i, format!("operand {k} reads ${}, which does not hold {what}", self.name(p))));
            }
        }
        // An early-clobber write must not share a register with any read of the instruction
        // (unless the program named both registers itself: an inline asm's clobber list).
        let allocated = |k: usize| was_ops[k].get_reg().is_some_and(Reg::is_virtual);
        for (j, a) in now_ops.iter().enumerate().filter(|(_, a)| a.is_def() && a.reg_flags().contains(RegFlags::EARLY_CLOBBER)) {
            let Some(p) = a.get_reg().and_then(Reg::as_phys) else { continue };
            let clash = now_ops
                .iter()
                .enumerate()
                .filter(|&(k, u)| u.is_use() && u.tied_to().is_none() && !u.reg_flags().contains(RegFlags::UNDEF) && (allocated(j) || allocated(k)))
                .filter_map(|(_, u)| u.get_reg())
                .filter_map(Reg::as_phys)
                .find(|&u| self.regs.regs_overlap(u, p) && !self.reserved.contains(u));
            if let Some(u) = clash {
                return Err(self.err(i, format!("early-clobber ${} overlaps the read ${}", self.name(p), self.name(u))));
            }
        }
        // Clobbers by register masks, then writes.
        for op in now_ops {
            if let MachineOperand::RegMask(mask) = *op {
                for r in 1..self.regs.num_regs() {
                    let p = PhysReg(r as u16);
                    if !self.preserves(mask, p) {
                        state.regs[r].clear();
                    }
                }
            }
        }
        for (a, o) in now_ops.iter().zip(was_ops) {
            let (Some(q), Some(orig)) = (a.get_reg(), o.get_reg()) else { continue };
            let Some(p) = q.as_phys().filter(|_| a.is_def()) else { continue };
            match orig.virt_index() {
                Some(v) => {
                    let class = self.before.regs.reg_class(orig);
                    let whole = if o.sub_reg().0 == 0 { Some(p) } else { self.super_of(p, o.sub_reg(), class) };
                    let Some(whole) = whole else { return Err(self.err(i, format!("%{v}: no register contains ${}", self.name(p)))) };
                    if let Some(c) = class {
                        if !self.regs.contains(c, whole) {
                            return Err(self.err(i, format!("%{v} assigned ${}, outside class {}", self.name(whole), self.regs.class(c).name)));
                        }
                    }
                    state.forget_virt(v);
                    self.write_phys(state, whole, Value::Virt(v, 0));
                }
                None => {
                    state.forget(Value::Phys(p.0));
                    for &a in self.regs.aliases(p) {
                        state.forget(Value::Phys(a.0));
                    }
                    self.write_phys(state, p, Value::Phys(p.0));
                }
            }
        }
        if let Some(Fold { vreg, slot, def: true }) = fold {
            state.forget_virt(vreg);
            state.slots.insert(self.slot_key(slot), vec![Value::Virt(vreg, 0)]);
        }
        Ok(())
    }

    /// For program instruction `i` with spill slot `slot` folded into its operand `operand`:
    /// checks that it is the target's fold of the original, and returns the operands of both
    /// without the folded ones (the rest pair up) and what the fold reads or writes.
    fn unfold(&self, i: InstId, operand: usize, slot: FrameIdx) -> Result<(Vec<MachineOperand>, Vec<MachineOperand>, Fold), String> {
        let (now, was) = (self.after.inst(i), self.before.inst(i));
        let claim = || format!("edit says: %stack.{} folded into operand {operand}", slot.mir_id());
        if slot.is_fixed() || (slot.0 as usize) < self.before.frame.objects.len() {
            return Err(self.err(i, format!("{}, which is the program's, not a spill slot", claim())));
        }
        let vreg = was.operands.get(operand).and_then(MachineOperand::get_reg).and_then(Reg::virt_index);
        let expected = self.tii.fold_stack_slot(self.before, was, operand, slot);
        let (Some(vreg), Some(expected)) = (vreg, expected) else {
            return Err(self.err(i, format!("{}, which the target cannot fold", claim())));
        };
        let same = expected.opcode == now.opcode
            && expected.operands.len() == now.operands.len()
            && expected.operands.iter().zip(&now.operands).all(|(e, n)| match (e.get_reg(), n.get_reg()) {
                (Some(er), Some(nr)) => e.is_def() == n.is_def() && (er.is_virtual() || er == nr),
                _ => e == n,
            });
        let width = (now.operands.len() + 1).checked_sub(was.operands.len()).filter(|&w| w >= 1);
        let Some(width) = width.filter(|_| same) else {
            return Err(self.err(i, format!("{}, but the instruction is not the target's fold of it", claim())));
        };
        let pick = |ops: &[MachineOperand], skip: usize| ops[..operand].iter().chain(&ops[operand + skip..]).copied().collect::<Vec<_>>();
        let def = was.operands[operand].is_def();
        Ok((pick(&now.operands, width), pick(&was.operands, 1), Fold { vreg, slot, def }))
    }

    /// An instruction the allocator added: its edit says what it is; check, then replay it.
    fn inserted(&self, state: &mut State, i: InstId) -> Result<(), String> {
        let m = self.after.inst(i);
        let kind = *self.edits.get(&i).ok_or_else(|| self.err(i, "inserted instruction is not in the allocator's edit list"))?;
        let desc = self.instrs.get(m.opcode).ok_or_else(|| self.err(i, "unknown opcode"))?;
        let slot = m.operands.iter().find_map(|o| if let MachineOperand::FrameIndex(f) = o { Some(*f) } else { None });
        let def = m.operands.iter().find(|o| o.is_def()).and_then(MachineOperand::get_reg).and_then(Reg::as_phys);
        let src = m.operands.iter().rev().filter(|o| o.is_use()).filter_map(MachineOperand::get_reg).find_map(Reg::as_phys);
        let spill_code = matches!(kind, EditKind::Spill { .. } | EditKind::Reload { .. });
        if let Some(f) = slot.filter(|f| spill_code && (f.is_fixed() || (f.0 as usize) < self.before.frame.objects.len())) {
            return Err(self.err(i, format!("inserted instruction accesses %stack.{} of the program, not a spill slot", f.mir_id())));
        }
        match kind {
            EditKind::Spill { from, slot: f } => {
                if !(desc.may_store() && slot == Some(f) && def.is_none() && src == Some(from)) {
                    return Err(self.err(i, format!("edit says: spill ${} to %stack.{}, which the instruction does not do", self.name(from), f.mir_id())));
                }
                let held: Vec<Value> = state.regs[from.index()].iter().copied().filter(|v| matches!(v, Value::Virt(_, 0))).collect();
                state.slots.insert(self.slot_key(f), held);
            }
            EditKind::Reload { to, slot: f } => {
                if !(desc.may_load() && slot == Some(f) && def == Some(to)) {
                    return Err(self.err(i, format!("edit says: reload ${} from %stack.{}, which the instruction does not do", self.name(to), f.mir_id())));
                }
                let held = state.slots.get(&self.slot_key(f)).cloned().unwrap_or_default();
                self.clobber(state, to);
                state.regs[to.index()] = held;
                self.derive_subs(state, to);
            }
            EditKind::Remat { to, vreg, def: original } => {
                self.check_remat(i, to, vreg, original)?;
                self.clobber(state, to);
                state.regs[to.index()] = vec![Value::Virt(vreg, 0)];
                self.derive_subs(state, to);
            }
            EditKind::Delete => return Err(self.err(i, "a deleted instruction is still in the function")),
            EditKind::Fold { .. } => return Err(self.err(i, "a fold names an instruction the allocator added")),
        }
        Ok(())
    }

    /// The program's definition `def` is the only definition of `vreg` and repeatable.
    fn repeatable(&self, def: InstId, vreg: u32) -> bool {
        is_repeatable(self.before, self.instrs, def, vreg, self.reserved) && self.defs.get(vreg as usize) == Some(&1)
    }

    /// A rematerialisation into `to` repeats `original`, the only definition of `vreg`.
    fn check_remat(&self, i: InstId, to: PhysReg, vreg: u32, original: InstId) -> Result<(), String> {
        let (m, was) = (self.after.inst(i), self.before.inst(original));
        let same = m.opcode == was.opcode
            && m.operands.len() == was.operands.len()
            && m.operands.iter().zip(&was.operands).all(|(a, o)| match (a.get_reg(), o.get_reg()) {
                (Some(q), Some(r)) if r == Reg::virt(vreg) => q == Reg::phys(to) && a.is_def(),
                (Some(q), Some(r)) => q == r,
                (None, None) => a == o,
                _ => false,
            });
        if !same || !self.repeatable(original, vreg) {
            return Err(self.err(i, format!("edit says: rematerialise %{vreg} into ${}, but the instruction is not a copy of its only, side-effect-free definition", self.name(to))));
        }
        Ok(())
    }

    /// A deleted program instruction must be one every use of its value rematerialises.
    fn check_deleted(&self, i: InstId) -> Result<(), String> {
        let v = self.before.inst(i).operands.iter().find(|o| o.is_def()).and_then(MachineOperand::get_reg).and_then(Reg::virt_index);
        match v {
            Some(v) if self.repeatable(i, v) && !self.after.inst(i).is_linked() => Ok(()),
            _ => {
                let name = self.instrs.get(self.before.inst(i).opcode).map_or("?", |d| d.name);
                Err(format!("regalloc checker: function '{}': {name} was deleted but is not a rematerialisable definition", self.after.name))
            }
        }
    }

    fn slot_key(&self, f: FrameIdx) -> i32 {
        f.0
    }

    /// The register of `class` whose part `idx` is `sub` (`$rax` for `$al`, `sub_8bit`, gr64).
    fn super_of(&self, sub: PhysReg, idx: SubRegIdx, class: Option<RegClassId>) -> Option<PhysReg> {
        let fits = |s: PhysReg| class.is_none_or(|c| self.regs.contains(c, s));
        self.regs.desc(sub).super_regs.iter().copied().find(|&s| fits(s) && self.regs.sub_reg(s, idx) == Some(sub))
    }

    /// Physical registers whose values the checker follows: allocatable and not reserved.
    fn checked_phys(&self, p: PhysReg) -> bool {
        !self.reserved.contains(p) && self.regs.classes.iter().any(|c| c.allocatable && c.contains(p))
    }

    fn preserves(&self, mask: RegMask, p: PhysReg) -> bool {
        match mask {
            RegMask::CalleeSaved(k) => self.regs.callee_saved.get(k as usize).is_some_and(|s| s.preserves(p)),
            RegMask::Custom(k) => self.after.custom_masks.get(k as usize).is_some_and(|l| l.contains(&p)),
        }
    }

    fn name(&self, p: PhysReg) -> String {
        self.regs.name(p).to_ascii_lowercase()
    }
}
