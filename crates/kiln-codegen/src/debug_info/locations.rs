//! Variable locations from `DBG_VALUE`s, as a simple LiveDebugValues within blocks: a
//! location holds from its `DBG_VALUE` until the next `DBG_VALUE` of the same variable, an
//! instruction that writes its register (the range ends after it), or the end of the block;
//! a location on the frame base register (a stack slot) is not ended by blocks or writes, as
//! the frame stays put in the body. A variable with one range from the function's start to
//! its end gets a single `DW_AT_location` expression (llc's "valid throughout"), any other a
//! location list; the fragments of a variable (`DW_OP_LLVM_fragment`) join into one list of
//! `DW_OP_piece`s. [`LocationBuilder`] is the pure part (positions in, ranges out);
//! [`DebugModule::plan_locations`] walks a machine function through it and places labels.
//! Above -O0 the register allocator states each value again at block entries and where it
//! moves (`regalloc::debug_values`), so values reach past their blocks there.

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

struct Open<K> {
    var: K,
    start: usize,
    loc: Loc,
    covers_code: bool,
}

/// Builds each variable's ranges from a walk over the instructions in layout order (`K`
/// names a variable, or one fragment of it).
pub struct LocationBuilder<K> {
    open: Vec<Open<K>>,
    done: Vec<(K, Range)>,
    order: Vec<K>,
    /// The variables some `DBG_VALUE` gives a location.
    located: Vec<K>,
}

impl<K> Default for LocationBuilder<K> {
    fn default() -> Self {
        LocationBuilder { open: Vec::new(), done: Vec::new(), order: Vec::new(), located: Vec::new() }
    }
}

impl<K: Copy + PartialEq> LocationBuilder<K> {
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
    pub fn value(&mut self, pos: usize, var: K, loc: Option<Loc>) {
        if let Some(k) = self.open.iter().position(|o| o.var == var) {
            self.close(k, pos);
        }
        if !self.order.contains(&var) {
            self.order.push(var);
        }
        if loc.is_some() && !self.located.contains(&var) {
            self.located.push(var);
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
    /// variables in the order of their first `DBG_VALUE`, those some `DBG_VALUE` locates
    /// (llc's concrete variables: one whose locations cover no code is listed too, without
    /// ranges; one never located is not).
    pub fn finish(mut self, end: usize) -> Vec<(K, Vec<Range>)> {
        while !self.open.is_empty() {
            self.close(self.open.len() - 1, end);
        }
        let mut result: Vec<(K, Vec<Range>)> = self.order.iter().filter(|v| self.located.contains(v)).map(|&v| (v, Vec::new())).collect();
        for (var, range) in self.done {
            if let Some((_, list)) = result.iter_mut().find(|(v, _)| *v == var) {
                list.push(range);
            }
        }
        for (_, list) in &mut result {
            list.sort_by_key(|r| r.start);
        }
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
    /// `DBG_VALUE`s whose locations cover no code: no `DW_AT_location` (llc still lists the
    /// variable where its first one is, before the retained variables that have none).
    None,
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

/// The fragment a MIR `DIExpression` text describes (`DW_OP_LLVM_fragment, OFFSET, SIZE` at
/// its end, in bits): the piece of a variable SROA split into scalars.
pub(crate) fn fragment_of(text: &str) -> Option<(u32, u32)> {
    let at = text.find("DW_OP_LLVM_fragment")?;
    let mut numbers = text[at..].split(',').skip(1).map(|s| s.trim().trim_end_matches(')').parse::<u32>());
    match (numbers.next(), numbers.next()) {
        (Some(Ok(offset)), Some(Ok(size))) => Some((offset, size)),
        _ => None,
    }
}

/// The operations of a MIR `DIExpression` text kiln writes (`DW_OP_deref`, offsets,
/// `DW_OP_stack_value`; a fragment at the end is left to [`fragment_of`]), with a leading
/// constant offset split off; `None` for others.
fn expression_ops(text: &str) -> Option<(i64, Vec<&str>)> {
    let inner = text.strip_prefix("!DIExpression(")?.strip_suffix(')')?;
    let inner = inner.find("DW_OP_LLVM_fragment").map_or(inner, |at| &inner[..at]);
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
        MachineOperand::Imm(n) if !indirect && ops.iter().all(|op| *op == "DW_OP_stack_value") => {
            // A constant with an offset is the constant plus the offset.
            let n = n.wrapping_add(offset);
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
pub(crate) fn writes(mf: &MachineFunction, regs: &RegisterInfo, mi: &MachineInstr, reg: PhysReg) -> bool {
    mi.operands.iter().any(|op| match op {
        MachineOperand::Reg { .. } if op.is_def() => op.get_reg().and_then(|r| r.as_phys()).is_some_and(|p| regs.regs_overlap(p, reg)),
        MachineOperand::RegMask(RegMask::CalleeSaved(k)) => !regs.callee_saved.get(*k as usize).is_some_and(|s| s.preserves(reg)),
        MachineOperand::RegMask(RegMask::Custom(k)) => !mf.custom_masks.get(*k as usize).is_some_and(|list| list.contains(&reg)),
        _ => false,
    })
}

/// `ranges` (in start order) with each range that starts at the address where the one before
/// it ends (`code_before[pos]`: the instructions with code before position `pos`), at the
/// same location, joined to it (a value stated again at a block's start); ranges over no
/// code go.
fn merge_adjacent(ranges: Vec<Range>, code_before: &[u32]) -> Vec<Range> {
    let mut merged: Vec<Range> = Vec::with_capacity(ranges.len());
    for r in ranges.into_iter().filter(|r| code_before[r.start] != code_before[r.end]) {
        match merged.last_mut() {
            Some(last) if code_before[last.end] == code_before[r.start] && last.loc.expr == r.loc.expr => last.end = r.end,
            _ => merged.push(r),
        }
    }
    merged
}

/// One `DW_OP_piece SIZE` (whole bytes) or `DW_OP_bit_piece SIZE OFFSET`.
fn piece(e: &mut Vec<u8>, bits: u32) {
    if bits % 8 == 0 {
        e.push(0x93);
        kiln_mc::dwarf_cfi::write_uleb(e, u64::from(bits / 8));
    } else {
        e.push(0x9d);
        kiln_mc::dwarf_cfi::write_uleb(e, u64::from(bits));
        kiln_mc::dwarf_cfi::write_uleb(e, 0);
    }
}

/// The ranges of a variable described in fragments (`(offset, size)` in bits; `None` the
/// whole variable): at each address the fragments located there, in offset order, each
/// followed by its `DW_OP_piece` and gaps as empty pieces (llc's composite locations). A
/// location of the whole variable is kept as it is where no fragment is located.
fn join_fragments(parts: Vec<(Option<(u32, u32)>, Vec<Range>)>) -> Vec<Range> {
    let mut cuts: Vec<usize> = parts.iter().flat_map(|(_, list)| list.iter().flat_map(|r| [r.start, r.end])).collect();
    cuts.sort_unstable();
    cuts.dedup();
    let mut joined: Vec<Range> = Vec::new();
    for w in cuts.windows(2) {
        let (start, end) = (w[0], w[1]);
        let live = |r: &&Range| r.start <= start && end <= r.end;
        let mut pieces: Vec<((u32, u32), &Loc)> = parts.iter().filter_map(|(f, list)| Some(((*f)?, &list.iter().find(live)?.loc))).collect();
        let loc = if pieces.is_empty() {
            match parts.iter().find_map(|(f, list)| if f.is_none() { list.iter().find(live) } else { None }) {
                Some(whole) => whole.loc.clone(),
                None => continue,
            }
        } else {
            pieces.sort_by_key(|(f, _)| f.0);
            let mut expr = Vec::new();
            let mut at = 0;
            for ((offset, size), loc) in pieces {
                if offset < at {
                    continue;
                }
                if offset > at {
                    piece(&mut expr, offset - at);
                }
                expr.extend_from_slice(&loc.expr);
                piece(&mut expr, size);
                at = offset + size;
            }
            Loc { reg: PhysReg::NONE, expr, persistent: false }
        };
        match joined.last_mut() {
            Some(last) if last.end == start && last.loc.expr == loc.expr => last.end = end,
            _ => joined.push(Range { start, end, loc }),
        }
    }
    joined
}

impl DebugModule<'_> {
    /// Finds the locations of `mf`'s `DBG_VALUE` variables and places the labels that bound
    /// their ranges; [`record_function`](Self::record_function) adds them to the function's record.
    pub fn plan_locations(&mut self, out: &mut dyn Streamer, mf: &MachineFunction, regs: &RegisterInfo, frame_reg: Option<PhysReg>, is_code: impl Fn(&MachineInstr) -> bool) {
        self.value_locations.clear();
        let mut builder = LocationBuilder::default();
        let mut positions: Vec<InstId> = Vec::new();
        let mut code_before: Vec<u32> = vec![0];
        let entry = mf.layout().first().copied();
        let mut any = false;
        for &b in mf.layout() {
            builder.block_start(positions.len());
            // The entry block's values stated before any code but the prologue hold from the
            // function's first instruction (the prologue writes none of them).
            let mut lead = Some(b) == entry;
            for i in mf.block_insts(b) {
                let pos = positions.len();
                positions.push(i);
                let mi = mf.inst(i);
                code_before.push(code_before[pos] + u32::from(!mi.is_debug_value() && is_code(mi)));
                lead &= mi.is_debug_value() || mi.flags.contains(crate::mir::MIFlags::FRAME_SETUP) || !is_code(mi);
                if mi.is_debug_value() {
                    let Some(var) = mi.operands.get(2).and_then(|o| match o {
                        MachineOperand::Metadata(t) => self.names.resolve(mf.str(*t)),
                        _ => None,
                    }) else { continue };
                    any = true;
                    let fragment = match mi.operands.get(3) {
                        Some(&MachineOperand::Metadata(e)) => fragment_of(mf.str(e)),
                        _ => None,
                    };
                    builder.value(if lead { 0 } else { pos }, (var, fragment), location_of(mf, regs, frame_reg, mi));
                } else if is_code(mi) {
                    builder.code(pos, |r| writes(mf, regs, mi, r));
                }
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
        let mut variables: Vec<(MdId, Vec<(Option<(u32, u32)>, Vec<Range>)>)> = Vec::new();
        for ((var, fragment), ranges) in builder.finish(end) {
            match variables.iter_mut().find(|(v, _)| *v == var) {
                Some((_, parts)) => parts.push((fragment, ranges)),
                None => variables.push((var, vec![(fragment, ranges)])),
            }
        }
        for (var, mut parts) in variables {
            let ranges = match parts.as_slice() {
                [(None, _)] => parts.pop().map(|(_, r)| r).unwrap_or_default(),
                _ => join_fragments(parts),
            };
            let ranges = merge_adjacent(ranges, &code_before);
            let location = match ranges.as_slice() {
                [] => VariableLocation::None,
                // Valid throughout (llc's rule): from the function's start to its end.
                [only] if only.start == 0 && only.end == end => VariableLocation::Single(only.loc.expr.clone()),
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
        assert_eq!(expression_ops("!DIExpression(DW_OP_LLVM_fragment, 0, 32)"), Some((0, vec![])));
        assert_eq!(expression_ops("!DIExpression(DW_OP_LLVM_arg, 0)"), None);
        assert_eq!(fragment_of("!DIExpression(DW_OP_plus_uconst, 8, DW_OP_LLVM_fragment, 32, 32)"), Some((32, 32)));
        assert_eq!(fragment_of("!DIExpression()"), None);
    }

    #[test]
    fn fragments_join_into_pieces_per_range() {
        let a = Loc { reg: PhysReg(1), expr: vec![0x50], persistent: false };
        let b = Loc { reg: PhysReg(2), expr: vec![0x51], persistent: false };
        let parts = vec![
            (Some((0, 32)), vec![Range { start: 0, end: 4, loc: a }]),
            (Some((32, 32)), vec![Range { start: 2, end: 6, loc: b }]),
        ];
        let joined = join_fragments(parts);
        // [0,2): the low half, the high half unknown; [2,4): both; [4,6): the high half.
        assert_eq!(joined.iter().map(|r| (r.start, r.end)).collect::<Vec<_>>(), vec![(0, 2), (2, 4), (4, 6)]);
        assert_eq!(joined[0].loc.expr, vec![0x50, 0x93, 4]);
        assert_eq!(joined[1].loc.expr, vec![0x50, 0x93, 4, 0x51, 0x93, 4]);
        assert_eq!(joined[2].loc.expr, vec![0x93, 4, 0x51, 0x93, 4]);
    }
}
