//! Variable locations from `DBG_VALUE`s, as a simple LiveDebugValues within blocks: a
//! location holds from its `DBG_VALUE` until the next `DBG_VALUE` of the same variable, an
//! instruction that writes its register (the range ends after it), or the end of the block;
//! a location on the frame base register (a stack slot) is not ended by blocks or writes, as
//! the frame stays put in the body. A variable with one range from the entry block to the
//! function's end gets a single `DW_AT_location` expression (llc's "valid throughout"), any
//! other a location list. [`LocationBuilder`] is the pure part (positions in, ranges out);
//! [`DebugModule::plan_locations`] walks a machine function through it and places labels.

use kiln_ir::MdId;
use kiln_mc::desc::{PhysReg, RegisterInfo};
use kiln_mc::{Streamer, SymbolId};
use rustc_hash::FxHashMap;

use super::unit::DebugModule;
use crate::mir::{InstId, MachineFunction, MachineInstr, MachineOperand, RegMask};

/// Where a variable is: the register it depends on (`NONE` for a constant) and its DWARF
/// expression.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Loc {
    pub reg: PhysReg,
    pub expr: Vec<u8>,
    /// On the frame base register: kept across blocks and writes.
    pub persistent: bool,
}

/// A location from instruction position `start` up to (not including) position `end`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Range {
    pub start: usize,
    pub end: usize,
    pub loc: Loc,
}

struct Open {
    var: MdId,
    start: usize,
    loc: Loc,
    covers_code: bool,
}

/// Builds each variable's ranges from a walk over the instructions in layout order.
#[derive(Default)]
pub struct LocationBuilder {
    open: Vec<Open>,
    done: Vec<(MdId, Range)>,
    order: Vec<MdId>,
}

impl LocationBuilder {
    fn close(&mut self, k: usize, end: usize) {
        let o = self.open.swap_remove(k);
        if o.covers_code {
            self.done.push((o.var, Range { start: o.start, end, loc: o.loc }));
        }
    }

    /// A block starts at position `pos`: locations in registers end.
    pub fn block_start(&mut self, pos: usize) {
        let mut k = 0;
        while k < self.open.len() {
            if self.open[k].loc.persistent {
                k += 1;
            } else {
                self.close(k, pos);
            }
        }
    }

    /// The `DBG_VALUE` at `pos` puts `var` at `loc` (`None`: nowhere).
    pub fn value(&mut self, pos: usize, var: MdId, loc: Option<Loc>) {
        if let Some(k) = self.open.iter().position(|o| o.var == var) {
            self.close(k, pos);
        }
        if !self.order.contains(&var) {
            self.order.push(var);
        }
        if let Some(loc) = loc {
            self.open.push(Open { var, start: pos, loc, covers_code: false });
        }
    }

    /// The instruction at `pos` emits code and writes the registers `writes` says it does.
    pub fn code(&mut self, pos: usize, writes: impl Fn(PhysReg) -> bool) {
        let mut k = 0;
        while k < self.open.len() {
            self.open[k].covers_code = true;
            let o = &self.open[k];
            if !o.loc.persistent && !o.loc.reg.is_none() && writes(o.loc.reg) {
                self.close(k, pos + 1);
            } else {
                k += 1;
            }
        }
    }

    /// Every variable's ranges in start order, the function ending at position `end`;
    /// variables in the order of their first `DBG_VALUE`.
    pub fn finish(mut self, end: usize) -> Vec<(MdId, Vec<Range>)> {
        while !self.open.is_empty() {
            self.close(self.open.len() - 1, end);
        }
        let mut result: Vec<(MdId, Vec<Range>)> = self.order.iter().map(|&v| (v, Vec::new())).collect();
        for (var, range) in self.done {
            if let Some((_, list)) = result.iter_mut().find(|(v, _)| *v == var) {
                list.push(range);
            }
        }
        for (_, list) in &mut result {
            list.sort_by_key(|r| r.start);
        }
        result.retain(|(_, list)| !list.is_empty());
        result
    }
}

/// A variable's location as the unit writes it.
#[derive(Clone, Debug)]
pub enum VariableLocation {
    /// Offset from the frame base (`DW_OP_fbreg`): a stack object.
    FrameOffset(i64),
    /// One expression for the whole scope.
    Single(Vec<u8>),
    /// `[begin, end)` address ranges with their expressions.
    List(Vec<(SymbolId, SymbolId, Vec<u8>)>),
}

/// The DWARF register of `reg`: its own number, or that of the first super-register that has
/// one (`$edi` is described as `DW_OP_reg5 RDI`, as llc does).
fn dwarf_register(regs: &RegisterInfo, reg: PhysReg) -> Option<u32> {
    regs.dwarf_number(reg, 0)
        .or_else(|| regs.desc(reg).super_regs.iter().find_map(|&s| regs.dwarf_number(s, 0)))
}

/// `DW_OP_regN`/`DW_OP_regx N` or `DW_OP_bregN off`/`DW_OP_bregx N off`.
fn register_op(number: u32, offset: Option<i64>) -> Vec<u8> {
    let mut e = Vec::new();
    match (number < 32, offset) {
        (true, None) => e.push(0x50 + number as u8),
        (false, None) => {
            e.push(0x90);
            kiln_mc::dwarf_cfi::write_uleb(&mut e, u64::from(number));
        }
        (true, Some(o)) => {
            e.push(0x70 + number as u8);
            kiln_mc::dwarf_cfi::write_sleb(&mut e, o);
        }
        (false, Some(o)) => {
            e.push(0x92);
            kiln_mc::dwarf_cfi::write_uleb(&mut e, u64::from(number));
            kiln_mc::dwarf_cfi::write_sleb(&mut e, o);
        }
    }
    e
}

/// The operations of a MIR `DIExpression` text kiln writes (`DW_OP_deref`, offsets,
/// `DW_OP_stack_value`), with a leading constant offset split off; `None` for others.
fn expression_ops(text: &str) -> Option<(i64, Vec<&str>)> {
    let inner = text.strip_prefix("!DIExpression(")?.strip_suffix(')')?;
    let mut ops: Vec<&str> = inner.split(',').map(str::trim).filter(|s| !s.is_empty()).collect();
    let mut offset = 0i64;
    loop {
        match ops.as_slice() {
            ["DW_OP_plus_uconst", n, ..] => offset += n.parse::<i64>().ok()?,
            ["DW_OP_constu", n, "DW_OP_minus", ..] => offset -= n.parse::<i64>().ok()?,
            _ => break,
        }
        let take = if ops[0] == "DW_OP_plus_uconst" { 2 } else { 3 };
        ops.drain(..take);
    }
    ops.iter().all(|op| matches!(*op, "DW_OP_deref" | "DW_OP_stack_value")).then_some((offset, ops))
}

/// The location of `DBG_VALUE` `mi`; `None` for `$noreg` and what kiln cannot describe.
fn location_of(mf: &MachineFunction, regs: &RegisterInfo, frame_reg: Option<PhysReg>, mi: &MachineInstr) -> Option<Loc> {
    let MachineOperand::Metadata(text) = mi.operands.get(3)? else { return None };
    let (offset, ops) = expression_ops(mf.str(*text))?;
    let indirect = mi.is_indirect_debug_value();
    match mi.operands[0] {
        MachineOperand::Imm(n) if !indirect && ops.is_empty() && offset == 0 => {
            let mut e = Vec::new();
            if n >= 0 {
                e.push(0x10); // DW_OP_constu
                kiln_mc::dwarf_cfi::write_uleb(&mut e, n as u64);
            } else {
                e.push(0x11); // DW_OP_consts
                kiln_mc::dwarf_cfi::write_sleb(&mut e, n);
            }
            e.push(0x9f); // DW_OP_stack_value
            Some(Loc { reg: PhysReg::NONE, expr: e, persistent: false })
        }
        MachineOperand::Reg { reg, .. } => {
            let p = reg.as_phys().filter(|p| !p.is_none())?;
            let number = dwarf_register(regs, p)?;
            let mut e = if !indirect && ops.is_empty() && offset == 0 {
                register_op(number, None)
            } else {
                register_op(number, Some(offset))
            };
            for op in &ops {
                e.push(if *op == "DW_OP_deref" { 0x06 } else { 0x9f });
            }
            if !indirect && (offset != 0 || !ops.is_empty()) && ops.last() != Some(&"DW_OP_stack_value") {
                e.push(0x9f); // a value computed from the register
            }
            Some(Loc { reg: p, expr: e, persistent: Some(p) == frame_reg })
        }
        _ => None,
    }
}

/// Whether instruction `mi` writes `reg` (a definition of an overlapping register, or a call's
/// register mask that does not preserve it).
fn writes(mf: &MachineFunction, regs: &RegisterInfo, mi: &MachineInstr, reg: PhysReg) -> bool {
    mi.operands.iter().any(|op| match op {
        MachineOperand::Reg { .. } if op.is_def() => op.get_reg().and_then(|r| r.as_phys()).is_some_and(|p| regs.regs_overlap(p, reg)),
        MachineOperand::RegMask(RegMask::CalleeSaved(k)) => !regs.callee_saved.get(*k as usize).is_some_and(|s| s.preserves(reg)),
        MachineOperand::RegMask(RegMask::Custom(k)) => !mf.custom_masks.get(*k as usize).is_some_and(|list| list.contains(&reg)),
        _ => false,
    })
}

impl DebugModule<'_> {
    /// Finds the locations of `mf`'s `DBG_VALUE` variables and places the labels that bound
    /// their ranges; [`record_function`](Self::record_function) adds them to the function's record.
    pub fn plan_locations(&mut self, out: &mut dyn Streamer, mf: &MachineFunction, regs: &RegisterInfo, frame_reg: Option<PhysReg>, is_code: impl Fn(&MachineInstr) -> bool) {
        self.value_locations.clear();
        let mut builder = LocationBuilder::default();
        let mut positions: Vec<InstId> = Vec::new();
        let entry = mf.layout().first().copied();
        let mut entry_end = 0;
        let mut any = false;
        for &b in mf.layout() {
            builder.block_start(positions.len());
            for i in mf.block_insts(b) {
                let pos = positions.len();
                positions.push(i);
                let mi = mf.inst(i);
                if mi.is_debug_value() {
                    let Some(var) = mi.operands.get(2).and_then(|o| match o {
                        MachineOperand::Metadata(t) => self.names.resolve(mf.str(*t)),
                        _ => None,
                    }) else { continue };
                    any = true;
                    builder.value(pos, var, location_of(mf, regs, frame_reg, mi));
                } else if is_code(mi) {
                    builder.code(pos, |r| writes(mf, regs, mi, r));
                }
            }
            if Some(b) == entry {
                entry_end = positions.len();
            }
        }
        if !any {
            return;
        }
        let end = positions.len();
        let mut labels: FxHashMap<usize, SymbolId> = FxHashMap::default();
        let mut label = |out: &mut dyn Streamer, scopes: &mut super::scopes::ScopePlan, pos: usize| {
            *labels.entry(pos).or_insert_with(|| {
                let l = out.context_mut().create_temp_symbol();
                if pos < end {
                    scopes.before.entry(positions[pos]).or_default().push(l);
                } else {
                    scopes.after.entry(positions[end - 1]).or_default().push(l);
                }
                l
            })
        };
        for (var, ranges) in builder.finish(end) {
            let location = match ranges.as_slice() {
                [only] if only.start < entry_end && only.end == end => VariableLocation::Single(only.loc.expr.clone()),
                _ => VariableLocation::List(
                    ranges.into_iter().map(|r| (label(out, &mut self.scopes, r.start), label(out, &mut self.scopes, r.end), r.loc.expr)).collect(),
                ),
            };
            self.value_locations.push((var, location));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn loc(reg: u16, persistent: bool) -> Loc {
        Loc { reg: PhysReg(reg), expr: vec![0x50 + reg as u8], persistent }
    }

    const X: MdId = MdId(1);
    const Y: MdId = MdId(2);

    #[test]
    fn a_register_location_ends_where_its_register_is_written() {
        let mut b = LocationBuilder::default();
        b.block_start(0);
        b.value(0, X, Some(loc(5, false)));
        b.code(1, |_| false);
        b.code(2, |r| r == PhysReg(5));
        b.code(3, |_| false);
        assert_eq!(b.finish(4), vec![(X, vec![Range { start: 0, end: 3, loc: loc(5, false) }])]);
    }

    #[test]
    fn blocks_end_register_locations_but_not_stack_slots() {
        let mut b = LocationBuilder::default();
        b.block_start(0);
        b.value(0, X, Some(loc(5, false)));
        b.value(1, Y, Some(loc(6, true)));
        b.code(2, |_| true);
        b.block_start(3);
        b.code(3, |_| true);
        let ranges = b.finish(4);
        assert_eq!(ranges[0], (X, vec![Range { start: 0, end: 3, loc: loc(5, false) }]));
        assert_eq!(ranges[1], (Y, vec![Range { start: 1, end: 4, loc: loc(6, true) }]));
    }

    #[test]
    fn a_new_value_ends_the_last_and_empty_ranges_vanish() {
        let mut b = LocationBuilder::default();
        b.block_start(0);
        b.value(0, X, Some(loc(1, false)));
        b.value(1, X, Some(loc(2, false)));
        b.code(2, |_| false);
        b.value(3, X, None);
        b.code(4, |_| false);
        assert_eq!(b.finish(5), vec![(X, vec![Range { start: 1, end: 3, loc: loc(2, false) }])]);
    }

    #[test]
    fn expressions_split_their_offset() {
        assert_eq!(expression_ops("!DIExpression()"), Some((0, vec![])));
        assert_eq!(expression_ops("!DIExpression(DW_OP_constu, 8, DW_OP_minus, DW_OP_deref)"), Some((-8, vec!["DW_OP_deref"])));
        assert_eq!(expression_ops("!DIExpression(DW_OP_plus_uconst, 16)"), Some((16, vec![])));
        assert_eq!(expression_ops("!DIExpression(DW_OP_LLVM_fragment, 0, 32)"), None);
    }
}
