//! LiveVariables and LiveIntervals over [`SlotIndexes`].
//!
//! LiveVariables: for each virtual register, the blocks it is live into, found by walking up
//! the predecessors from each block that reads it before writing it (LLVM's per-register
//! search, so memory grows with the live ranges, not with blocks × registers). A value a
//! landing pad needs is live at the invoking block's last call, not at its end.
//!
//! LiveIntervals: one backward scan per block turns those sets into segments — half-open slot
//! ranges, each tagged with the value number of the definition it carries (or of the block
//! entry, where values from several predecessors meet). A partial write of a sub-register
//! reads the rest: it ends one value and starts another at the same instruction. A register
//! never written has no live range: its reads are of an undefined value. Physical
//! registers get segments per register unit (argument and return registers, fixed operands,
//! dead definitions), and calls are listed with their register masks, which clobber every
//! register they do not preserve.

use kiln_mc::desc::{InstrInfo, PhysReg, RegisterInfo};

use super::slot_indexes::{Slot, SlotIndexes, INST_GAP};
use crate::mir::{BlockId, InstId, MachineFunction, MachineOperand, Reg, RegFlags, RegMask};

const NONE: u32 = u32::MAX;

/// A half-open range of slots where a register holds value number `value`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Segment {
    pub start: Slot,
    pub end: Slot,
    pub value: u32,
}

/// Where a value number starts: a definition, or the entry of a block (`phi`).
#[derive(Clone, Copy, Debug)]
pub struct ValueNumber {
    pub def: Slot,
    pub phi: bool,
}

/// Liveness of every register of one function.
#[derive(Default)]
pub struct LiveIntervals {
    // LiveVariables: (vreg, block) pairs, sorted by block, with per-block ranges.
    live_in: Vec<(u32, u32)>,
    live_in_first: Vec<u32>,
    // LiveIntervals: segments of every virtual register, sorted by register and start.
    segs: Vec<(u32, Segment)>,
    seg_list: Vec<Segment>,
    seg_first: Vec<u32>,
    values: Vec<ValueNumber>,
    // Physical registers: segments per register unit.
    unit_segs: Vec<(u16, Segment)>,
    unit_list: Vec<Segment>,
    unit_first: Vec<u32>,
    num_units: usize,
    calls: Vec<(Slot, RegMask)>,
    // Scratch of the computation.
    vend: Vec<u32>,
    uend: Vec<u32>,
    open: Vec<u32>,
    events: Vec<(u32, u32, u8)>,
    /// Scratch of the counting sorts: the other buffer and the per-key counts.
    sorted_events: Vec<(u32, u32, u8)>,
    sorted_pairs: Vec<(u32, u32)>,
    sorted_segs: Vec<(u32, Segment)>,
    sorted_units: Vec<(u16, Segment)>,
    counts: Vec<u32>,
    work: Vec<u32>,
    mark: Vec<u32>,
    /// Virtual registers with a definition; reads of the others are undefined and give no
    /// live range.
    has_def: Vec<bool>,
}

/// What an operand does to liveness.
const READ: u8 = 1;
const DEF_A: u8 = 2;
const DEF_B: u8 = 4;

/// Whether a register operand reads its register: a use that is not `undef`, or a write of a
/// sub-register that keeps the rest.
pub fn reads(op: &MachineOperand) -> bool {
    let undef = op.reg_flags().contains(RegFlags::UNDEF);
    if op.is_def() {
        op.sub_reg().0 != 0 && !undef
    } else {
        op.is_reg() && !undef && !op.reg_flags().contains(RegFlags::DEBUG_USE)
    }
}

/// A buffer with room for more than this many entries is freed rather than kept for the next
/// function: the buffers are reused from function to function, and one very large function
/// (a csmith function of 100,000 instructions through GlobalISel at -O2 grows them to 50 MB)
/// would otherwise hold its liveness for the rest of the compile, beside the object code
/// that grows to the end. The scratch buffers go as soon as the computation is done, the
/// results when the next function's computation starts.
const MAX_KEPT_ENTRIES: usize = 1 << 16;

/// Frees `buffer` when it has room for more than [`MAX_KEPT_ENTRIES`] entries.
fn release_if_large<T>(buffer: &mut Vec<T>) {
    if buffer.capacity() > MAX_KEPT_ENTRIES {
        *buffer = Vec::new();
    }
}

impl LiveIntervals {
    pub fn compute(&mut self, mf: &MachineFunction, slots: &SlotIndexes, regs: &'static RegisterInfo, instrs: &'static InstrInfo) {
        self.release_large_results();
        let nv = mf.regs.num_vregs() as usize;
        self.num_units = regs.registers.iter().flat_map(|r| r.units.iter()).map(|&u| u as usize + 1).max().unwrap_or(0);
        self.live_variables(mf, instrs, nv);
        self.segs.clear();
        self.values.clear();
        self.unit_segs.clear();
        self.calls.clear();
        self.vend.clear();
        self.vend.resize(nv, NONE);
        self.uend.clear();
        self.uend.resize(self.num_units, NONE);
        for &b in mf.layout() {
            self.scan_block(mf, slots, regs, instrs, b);
        }
        self.calls.sort_unstable_by_key(|&(s, _)| s);
        sort_segments(&mut self.segs, &mut self.sorted_segs, &mut self.counts, nv);
        merge_touching(&mut self.segs);
        first_indices(&mut self.seg_first, self.segs.iter().map(|&(v, _)| v as usize), nv);
        self.seg_list.clear();
        self.seg_list.extend(self.segs.iter().map(|&(_, s)| s));
        sort_segments(&mut self.unit_segs, &mut self.sorted_units, &mut self.counts, self.num_units);
        merge_touching(&mut self.unit_segs);
        first_indices(&mut self.unit_first, self.unit_segs.iter().map(|&(u, _)| u as usize), self.num_units);
        self.unit_list.clear();
        self.unit_list.extend(self.unit_segs.iter().map(|&(_, s)| s));
        for buffer in [&mut self.vend, &mut self.uend, &mut self.open, &mut self.counts, &mut self.work, &mut self.mark] {
            release_if_large(buffer);
        }
        release_if_large(&mut self.events);
        release_if_large(&mut self.sorted_events);
        release_if_large(&mut self.sorted_pairs);
        release_if_large(&mut self.sorted_segs);
        release_if_large(&mut self.sorted_units);
        release_if_large(&mut self.has_def);
    }

    /// Frees the large results of the previous function ([`MAX_KEPT_ENTRIES`]).
    fn release_large_results(&mut self) {
        release_if_large(&mut self.live_in);
        release_if_large(&mut self.live_in_first);
        release_if_large(&mut self.segs);
        release_if_large(&mut self.seg_list);
        release_if_large(&mut self.seg_first);
        release_if_large(&mut self.values);
        release_if_large(&mut self.unit_segs);
        release_if_large(&mut self.unit_list);
        release_if_large(&mut self.unit_first);
        release_if_large(&mut self.calls);
    }

    /// The last call of block `b` when it can unwind to a landing pad (values the pad needs
    /// are live there).
    fn unwinding_call(mf: &MachineFunction, instrs: &InstrInfo, b: BlockId) -> Option<InstId> {
        if !mf.block(b).succs.iter().any(|&s| mf.block(s).landing_pad) {
            return None;
        }
        mf.block_insts(b).filter(|&i| instrs.get(mf.inst(i).opcode).is_some_and(|d| d.is_call())).last()
    }

    fn live_variables(&mut self, mf: &MachineFunction, instrs: &InstrInfo, nv: usize) {
        // Per (vreg, block): read before written (upward exposed), written before or at the
        // unwinding call (part A), written after it (part B).
        self.events.clear();
        for &b in mf.layout() {
            let call = Self::unwinding_call(mf, instrs, b);
            let mut after_call = false;
            for i in mf.block_insts(b) {
                let def = if after_call { DEF_B } else { DEF_A };
                for op in &mf.inst(i).operands {
                    let Some(v) = op.get_reg().and_then(Reg::virt_index).filter(|&v| (v as usize) < nv) else { continue };
                    if reads(op) {
                        self.events.push((v, b.0, READ));
                    }
                }
                for op in mf.inst(i).operands.iter().filter(|o| o.is_def()) {
                    if let Some(v) = op.get_reg().and_then(Reg::virt_index).filter(|&v| (v as usize) < nv) {
                        self.events.push((v, b.0, def));
                    }
                }
                after_call |= Some(i) == call;
            }
        }
        // Sort by register, then block, keeping the order of events within a block.
        counting_sort(&mut self.events, &mut self.sorted_events, &mut self.counts, mf.num_blocks(), |e| e.1 as usize);
        counting_sort(&mut self.events, &mut self.sorted_events, &mut self.counts, nv, |e| e.0 as usize);
        // Fold each (vreg, block) into one entry: READ only when read before any write.
        let mut kept = 0;
        for k in 0..self.events.len() {
            let (v, b, kind) = self.events[k];
            if kept > 0 && self.events[kept - 1].0 == v && self.events[kept - 1].1 == b {
                if kind != READ {
                    self.events[kept - 1].2 |= kind;
                }
            } else {
                self.events[kept] = (v, b, kind);
                kept += 1;
            }
        }
        self.events.truncate(kept);
        self.has_def.clear();
        self.has_def.resize(nv, false);
        for &(v, _, k) in &self.events {
            self.has_def[v as usize] |= k != READ;
        }
        // Walk up from upward-exposed reads.
        self.live_in.clear();
        self.mark.clear();
        self.mark.resize(mf.num_blocks(), NONE);
        let mut start = 0;
        while start < self.events.len() {
            let v = self.events[start].0;
            let end = start + self.events[start..].partition_point(|e| e.0 == v);
            let blocks = &self.events[start..end];
            if !self.has_def[v as usize] {
                start = end;
                continue;
            }
            let flags = |b: u32| blocks.binary_search_by_key(&b, |e| e.1).map_or(0, |k| blocks[k].2);
            self.work.clear();
            self.work.extend(blocks.iter().filter(|e| e.2 & READ != 0).map(|e| e.1));
            while let Some(b) = self.work.pop() {
                if self.mark[b as usize] == v {
                    continue;
                }
                self.mark[b as usize] = v;
                self.live_in.push((v, b));
                let pad = mf.block(BlockId(b)).landing_pad;
                for &p in &mf.block(BlockId(b)).preds {
                    let kills = if pad { DEF_A } else { DEF_A | DEF_B };
                    if flags(p.0) & kills == 0 && self.mark[p.0 as usize] != v {
                        self.work.push(p.0);
                    }
                }
            }
            start = end;
        }
        // Found register by register in increasing order: a stable sort by block orders by
        // (block, register).
        counting_sort(&mut self.live_in, &mut self.sorted_pairs, &mut self.counts, mf.num_blocks(), |&(_, b)| b as usize);
        first_indices(&mut self.live_in_first, self.live_in.iter().map(|&(_, b)| b as usize), mf.num_blocks());
    }

    /// The virtual registers live into block `b`.
    pub fn live_in(&self, b: BlockId) -> impl Iterator<Item = u32> + '_ {
        let (s, e) = (self.live_in_first[b.0 as usize] as usize, self.live_in_first[b.0 as usize + 1] as usize);
        self.live_in[s..e].iter().map(|&(v, _)| v)
    }

    fn open_live_ins(&mut self, b: BlockId, end: Slot) {
        let (s, e) = (self.live_in_first[b.0 as usize] as usize, self.live_in_first[b.0 as usize + 1] as usize);
        for k in s..e {
            let v = self.live_in[k].0;
            if self.vend[v as usize] == NONE {
                self.vend[v as usize] = end.0;
                self.open.push(v);
            }
        }
    }

    fn new_value(&mut self, def: Slot, phi: bool) -> u32 {
        self.values.push(ValueNumber { def, phi });
        self.values.len() as u32 - 1
    }

    fn scan_block(&mut self, mf: &MachineFunction, slots: &SlotIndexes, regs: &'static RegisterInfo, instrs: &InstrInfo, b: BlockId) {
        let nv = self.vend.len();
        let (start, end) = (slots.block_start(b), slots.block_end(b));
        self.open.clear();
        for k in 0..mf.block(b).succs.len() {
            let s = mf.block(b).succs[k];
            if !mf.block(s).landing_pad {
                self.open_live_ins(s, end);
                for &(p, _) in &mf.block(s).live_ins {
                    for &u in regs.desc(p).units {
                        self.uend[u as usize] = end.0;
                    }
                }
            }
        }
        let call = Self::unwinding_call(mf, instrs, b);
        let mut cursor = mf.last_inst(b);
        while let Some(i) = cursor {
            cursor = mf.prev_inst(i);
            let at = slots.inst(i);
            let m = mf.inst(i);
            if Some(i) == call {
                for k in 0..mf.block(b).succs.len() {
                    let s = mf.block(b).succs[k];
                    if mf.block(s).landing_pad {
                        self.open_live_ins(s, at.dead());
                    }
                }
            }
            if instrs.get(m.opcode).is_some_and(|d| d.is_call()) {
                if let Some(mask) = m.operands.iter().find_map(|o| if let MachineOperand::RegMask(k) = o { Some(*k) } else { None }) {
                    self.calls.push((at.reg(), mask));
                }
            }
            // Definitions end the values above them.
            for op in m.operands.iter().filter(|o| o.is_def()) {
                let Some(r) = op.get_reg() else { continue };
                let def = if op.reg_flags().contains(RegFlags::EARLY_CLOBBER) { at.early_clobber() } else { at.reg() };
                if let Some(v) = r.virt_index().filter(|&v| (v as usize) < nv) {
                    let vend = std::mem::replace(&mut self.vend[v as usize], NONE);
                    let value = self.new_value(def, false);
                    let seg_end = if vend == NONE { at.dead() } else { Slot(vend) };
                    self.segs.push((v, Segment { start: def, end: seg_end, value }));
                } else if let Some(p) = r.as_phys() {
                    for &u in regs.desc(p).units {
                        let uend = std::mem::replace(&mut self.uend[u as usize], NONE);
                        let seg_end = if uend == NONE { at.dead() } else { Slot(uend) };
                        self.unit_segs.push((u, Segment { start: def, end: seg_end, value: 0 }));
                    }
                }
            }
            // Reads start them (a partial definition reads the rest of its register).
            for op in m.operands.iter().filter(|o| reads(o)) {
                let Some(r) = op.get_reg() else { continue };
                if let Some(v) = r.virt_index().filter(|&v| (v as usize) < nv) {
                    if self.vend[v as usize] == NONE && self.has_def[v as usize] {
                        self.vend[v as usize] = at.reg().0;
                        self.open.push(v);
                    }
                } else if let Some(p) = r.as_phys() {
                    for &u in regs.desc(p).units {
                        if self.uend[u as usize] == NONE {
                            self.uend[u as usize] = at.reg().0;
                        }
                    }
                }
            }
        }
        for k in 0..self.open.len() {
            let v = self.open[k];
            let vend = std::mem::replace(&mut self.vend[v as usize], NONE);
            if vend != NONE {
                let value = self.new_value(start, true);
                self.segs.push((v, Segment { start, end: Slot(vend), value }));
            }
        }
        for u in 0..self.num_units {
            let uend = std::mem::replace(&mut self.uend[u], NONE);
            if uend != NONE {
                self.unit_segs.push((u as u16, Segment { start, end: Slot(uend), value: 0 }));
            }
        }
    }

    /// The segments of virtual register `v`, sorted and disjoint (none for registers added
    /// after the computation).
    pub fn segments(&self, v: u32) -> &[Segment] {
        match self.seg_first.get(v as usize + 1) {
            Some(&e) => &self.seg_list[self.seg_first[v as usize] as usize..e as usize],
            None => &[],
        }
    }

    /// The segments of register unit `u`.
    pub fn unit_segments(&self, u: u16) -> &[Segment] {
        match self.unit_first.get(u as usize + 1) {
            Some(&e) => &self.unit_list[self.unit_first[u as usize] as usize..e as usize],
            None => &[],
        }
    }

    pub fn num_units(&self) -> usize {
        self.num_units
    }

    pub fn value(&self, k: u32) -> ValueNumber {
        self.values[k as usize]
    }

    /// The calls with register masks, by slot.
    pub fn calls(&self) -> &[(Slot, RegMask)] {
        &self.calls
    }

    /// LLVM-style text: `%3 [32r,64r:0)[96B,128r:1) 0@32r 1@96B-phi`, one register a line,
    /// then the register units of physical registers with live ranges.
    pub fn dump(&self, mf: &MachineFunction, regs: &RegisterInfo) -> String {
        let mut out = String::new();
        for v in 0..mf.regs.num_vregs() {
            let segs = self.segments(v);
            if segs.is_empty() {
                continue;
            }
            out.push_str(&format!("%{v}"));
            let mut values: Vec<u32> = Vec::new();
            for s in segs {
                if !values.contains(&s.value) {
                    values.push(s.value);
                }
                let local = values.iter().position(|&x| x == s.value).unwrap_or(0);
                out.push_str(&format!(" [{},{}:{local})", slot_text(s.start), slot_text(s.end)));
            }
            for (k, &x) in values.iter().enumerate() {
                let vn = self.values[x as usize];
                out.push_str(&format!(" {k}@{}{}", slot_text(vn.def), if vn.phi { "-phi" } else { "" }));
            }
            out.push('\n');
        }
        for r in 1..regs.num_regs() {
            let p = PhysReg(r as u16);
            let units = regs.desc(p).units;
            // Name each live unit once, by the first register whose first unit it is.
            let Some(&u) = units.first() else { continue };
            if regs.registers.iter().position(|d| d.units.first() == Some(&u)) != Some(r) {
                continue;
            }
            let segs = self.unit_segments(u);
            if segs.is_empty() {
                continue;
            }
            out.push_str(&format!("${}", regs.name(p).to_ascii_lowercase()));
            for s in segs {
                out.push_str(&format!(" [{},{})", slot_text(s.start), slot_text(s.end)));
            }
            out.push('\n');
        }
        if !self.calls.is_empty() {
            out.push_str("calls:");
            for (s, _) in &self.calls {
                out.push_str(&format!(" {}", slot_text(*s)));
            }
            out.push('\n');
        }
        out
    }
}

/// A slot as LLVM prints one: the instruction number and a letter for the sub-slot.
pub fn slot_text(s: Slot) -> String {
    let letter = ['B', 'e', 'r', 'd'][(s.0 & 3) as usize];
    format!("{}{letter}", (s.0 & !3) / (INST_GAP / 16))
}

/// Sorts `items` by `key` (below `n`), keeping the order of equal keys: one counting pass,
/// linear in the items and keys (the comparison sorts it replaces were a tenth of the -O2
/// allocation passes). `scratch` and `counts` are reused buffers.
fn counting_sort<T: Copy>(items: &mut Vec<T>, scratch: &mut Vec<T>, counts: &mut Vec<u32>, n: usize, key: impl Fn(&T) -> usize) {
    counts.clear();
    counts.resize(n + 1, 0);
    for item in items.iter() {
        counts[key(item) + 1] += 1;
    }
    for k in 0..n {
        counts[k + 1] += counts[k];
    }
    scratch.clear();
    scratch.extend_from_slice(items);
    for item in scratch.iter() {
        let at = &mut counts[key(item)];
        items[*at as usize] = *item;
        *at += 1;
    }
}

/// Sorts segments by key (below `n`), then start: by key with [`counting_sort`], then each
/// key's few segments (already nearly in order: blocks are scanned in slot order) by start.
fn sort_segments<K: Copy + Into<u32>>(segs: &mut Vec<(K, Segment)>, scratch: &mut Vec<(K, Segment)>, counts: &mut Vec<u32>, n: usize) {
    counting_sort(segs, scratch, counts, n, |&(k, _)| k.into() as usize);
    // After the pass `counts[k]` is where key `k`'s run ends.
    let mut start = 0;
    for k in 0..n {
        let end = counts[k] as usize;
        if end - start > 1 {
            segs[start..end].sort_unstable_by_key(|&(_, s)| s.start);
        }
        start = end;
    }
}

/// Joins segments of the same key and value that touch.
fn merge_touching<K: PartialEq + Copy>(list: &mut Vec<(K, Segment)>) {
    list.dedup_by(|next, prev| {
        if next.0 == prev.0 && next.1.value == prev.1.value && next.1.start <= prev.1.end {
            prev.1.end = prev.1.end.max(next.1.end);
            true
        } else {
            false
        }
    });
}

/// For keys `0..n` of a list sorted by key, the index of each key's first entry (`n + 1`
/// entries; key `k` spans `first[k]..first[k + 1]`).
fn first_indices(first: &mut Vec<u32>, keys: impl Iterator<Item = usize>, n: usize) {
    first.clear();
    first.resize(n + 1, 0);
    for k in keys {
        first[k + 1] += 1;
    }
    for k in 0..n {
        first[k + 1] += first[k];
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_large_functions_buffers_are_not_kept_for_the_next() {
        let mut li = LiveIntervals::default();
        li.segs.reserve(MAX_KEPT_ENTRIES + 1);
        li.seg_list.reserve(16);
        li.sorted_segs.reserve(MAX_KEPT_ENTRIES + 1);
        li.release_large_results();
        release_if_large(&mut li.sorted_segs);
        assert_eq!((li.segs.capacity(), li.sorted_segs.capacity()), (0, 0));
        assert!(li.seg_list.capacity() >= 16, "a small buffer is kept for reuse");
    }
}
