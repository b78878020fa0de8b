//! Stack-slot colouring (LLVM's `stack-slot-coloring`): after register allocation, spill slots
//! whose contents are never live at the same time share one stack object. The allocators give
//! every spilled value a slot of its own, so a function with many short spills gets a frame of
//! hundreds of slots, most of them beyond the reach of an 8-bit displacement from the stack
//! pointer (three more bytes per access on x86-64).
//!
//! A slot's liveness is found on the finished code: a load reads it, a store of its whole size
//! writes it again (a narrower store or a read-modify-write keeps it live), and a slot is live
//! from a store to its last load on any path. Each slot's live range is a list of segments over
//! the instructions numbered in layout order (a block's entry has its own point, so slots live
//! into a block overlap there). Slots are coloured greedily, the most accessed first, each into
//! the first colour whose segments it does not overlap; a colour keeps the largest size and
//! alignment of its slots. A slot named by an instruction without a memory operand saying what
//! that instruction does with it is left alone. The colours take over the spill slots' stack
//! objects with the densest colour (accesses per byte) last, so prolog/epilog insertion puts it
//! nearest the stack pointer, as x86's `orderFrameObjects` orders llc's frames.
//!
//! A `DBG_VALUE` that says a variable is in a slot stops being true where another slot of the
//! same colour is written: a `DBG_VALUE $noreg` for that variable follows the store.

use std::collections::BTreeMap;

use rustc_hash::FxHashMap;

use crate::debug_info::locations::fragment_of;
use crate::mir::{FrameIdx, InsertPoint, InstId, MachineFunction, MachineInstr, MachineOperand, MemAccess, MemValue, Reg, StackObjectKind, StrId};

/// What one instruction does with a candidate slot.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Access {
    Read,
    /// Writes the whole slot: the value before it is dead.
    Write,
    /// Writes part of it, or reads and writes it.
    Update,
}

/// The candidate slots of a function: spill slots, numbered densely.
struct Slots {
    /// Stack object index → slot number (`u32::MAX`: not a candidate).
    of_object: Vec<u32>,
    /// Slot number → stack object index.
    objects: Vec<usize>,
}

impl Slots {
    fn slot(&self, fi: FrameIdx) -> Option<usize> {
        if fi.is_fixed() {
            return None;
        }
        self.of_object.get(fi.0 as usize).copied().filter(|&s| s != u32::MAX).map(|s| s as usize)
    }
}

/// The accesses of `i` to candidate slots, into `out`; `false` when `i` names a candidate slot
/// in an operand without a memory operand for it (its use of the slot is unknown).
fn accesses(mf: &MachineFunction, slots: &Slots, i: InstId, out: &mut Vec<(usize, Access)>) -> bool {
    out.clear();
    let mi = mf.inst(i);
    for m in &mi.mem_operands {
        let MemValue::Frame(fi) = m.value else { continue };
        let Some(s) = slots.slot(fi) else { continue };
        let size = mf.frame.objects[slots.objects[s]].size;
        let access = match m.access {
            MemAccess::Load => Access::Read,
            MemAccess::Store if m.offset == 0 && m.size.is_some_and(|t| t.size_bits(64).div_ceil(8) >= size) => Access::Write,
            MemAccess::Store | MemAccess::LoadStore => Access::Update,
        };
        out.push((s, access));
    }
    mi.operands.iter().all(|o| match *o {
        MachineOperand::FrameIndex(fi) => slots.slot(fi).is_none_or(|s| out.iter().any(|&(t, _)| t == s)),
        _ => true,
    })
}

/// A set of slot numbers.
struct BitSet(Vec<u64>);

impl BitSet {
    fn new(n: usize) -> BitSet {
        BitSet(vec![0; n.div_ceil(64)])
    }
    fn insert(&mut self, k: usize) {
        self.0[k / 64] |= 1 << (k % 64);
    }
    fn remove(&mut self, k: usize) {
        self.0[k / 64] &= !(1 << (k % 64));
    }
    fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.0.iter().enumerate().flat_map(|(w, &bits)| (0..64).filter(move |b| bits & (1 << b) != 0).map(move |b| w * 64 + b))
    }
}

/// Each candidate's live segments (inclusive point ranges, sorted) and access count.
fn live_segments(mf: &MachineFunction, slots: &Slots, eligible: &[bool]) -> (Vec<Vec<(u32, u32)>>, Vec<u64>) {
    let n = slots.objects.len();
    let layout = mf.layout().to_vec();
    let position: FxHashMap<_, usize> = layout.iter().enumerate().map(|(k, &b)| (b, k)).collect();
    let mut buf = Vec::new();
    // Per block: the accesses of each instruction, in order, with their point.
    let mut block_accesses: Vec<Vec<(u32, usize, Access)>> = Vec::with_capacity(layout.len());
    let mut entry_points = Vec::with_capacity(layout.len());
    let mut weights = vec![0u64; n];
    let mut point = 0u32;
    for &b in &layout {
        entry_points.push(point);
        point += 1;
        let mut list = Vec::new();
        for i in mf.block_insts(b) {
            if mf.inst(i).is_debug_value() {
                continue;
            }
            accesses(mf, slots, i, &mut buf);
            for &(s, a) in buf.iter().filter(|(s, _)| eligible[*s]) {
                list.push((point, s, a));
                weights[s] += 1;
            }
            point += 1;
        }
        block_accesses.push(list);
    }
    let end_point = |k: usize| if k + 1 < layout.len() { entry_points[k + 1] - 1 } else { point - 1 };

    // Liveness at block entries, backwards to a fixed point.
    let mut gen: Vec<BitSet> = Vec::with_capacity(layout.len());
    let mut kill: Vec<BitSet> = Vec::with_capacity(layout.len());
    for list in &block_accesses {
        let (mut g, mut k) = (BitSet::new(n), BitSet::new(n));
        for &(_, s, a) in list.iter().rev() {
            match a {
                Access::Write => {
                    g.remove(s);
                    k.insert(s);
                }
                Access::Read | Access::Update => g.insert(s),
            }
        }
        gen.push(g);
        kill.push(k);
    }
    let succs: Vec<Vec<usize>> = layout.iter().map(|&b| mf.block(b).succs.iter().filter_map(|s| position.get(s).copied()).collect()).collect();
    let mut live_in: Vec<BitSet> = (0..layout.len()).map(|_| BitSet::new(n)).collect();
    let mut changed = true;
    while changed {
        changed = false;
        for k in (0..layout.len()).rev() {
            for w in 0..live_in[k].0.len() {
                let out = succs[k].iter().fold(0u64, |acc, &s| acc | live_in[s].0[w]);
                let new = gen[k].0[w] | (out & !kill[k].0[w]);
                if new != live_in[k].0[w] {
                    live_in[k].0[w] = new;
                    changed = true;
                }
            }
        }
    }

    // Segments, block by block backwards: `open[s]` is the end of the segment being extended.
    let mut segments: Vec<Vec<(u32, u32)>> = vec![Vec::new(); n];
    let mut open: Vec<Option<u32>> = vec![None; n];
    let mut open_list: Vec<usize> = Vec::new();
    for k in 0..layout.len() {
        let end = end_point(k);
        let mut out = BitSet::new(n);
        for &s in &succs[k] {
            for w in 0..out.0.len() {
                out.0[w] |= live_in[s].0[w];
            }
        }
        for s in out.iter() {
            open[s] = Some(end);
            open_list.push(s);
        }
        for &(p, s, a) in block_accesses[k].iter().rev() {
            if open[s].is_none() {
                open[s] = Some(p);
                open_list.push(s);
            }
            if a == Access::Write {
                segments[s].push((p, open[s].take().unwrap_or(p)));
            }
        }
        for s in open_list.drain(..) {
            if let Some(e) = open[s].take() {
                segments[s].push((entry_points[k], e));
            }
        }
    }
    for seg in &mut segments {
        seg.sort_unstable();
    }
    (segments, weights)
}

/// One colour: the union of its slots' segments (start → end, disjoint), its size and alignment.
struct Color {
    segments: BTreeMap<u32, u32>,
    size: u64,
    alignment: u64,
    stack_id: StrId,
    accesses: u64,
    slots: Vec<usize>,
}

impl Color {
    fn overlaps(&self, segs: &[(u32, u32)]) -> bool {
        segs.iter().any(|&(a, b)| self.segments.range(..=b).next_back().is_some_and(|(_, &e)| e >= a))
    }
}

/// Colours the spill slots of `mf`; returns how many stack objects it saved.
pub fn run(mf: &mut MachineFunction) -> usize {
    let mut slots = Slots { of_object: vec![u32::MAX; mf.frame.objects.len()], objects: Vec::new() };
    for (k, o) in mf.frame.objects.iter().enumerate() {
        if o.kind == StackObjectKind::SpillSlot && !o.is_dead {
            slots.of_object[k] = slots.objects.len() as u32;
            slots.objects.push(k);
        }
    }
    if slots.objects.len() < 2 {
        return 0;
    }
    let n = slots.objects.len();
    let mut eligible = vec![true; n];
    let mut buf = Vec::new();
    for &b in mf.layout() {
        for i in mf.block_insts(b) {
            if !mf.inst(i).is_debug_value() && !accesses(mf, &slots, i, &mut buf) {
                for o in &mf.inst(i).operands {
                    if let MachineOperand::FrameIndex(fi) = *o {
                        if let Some(s) = slots.slot(fi) {
                            eligible[s] = false;
                        }
                    }
                }
            }
        }
    }
    let (segments, weights) = live_segments(mf, &slots, &eligible);

    let mut order: Vec<usize> = (0..n).filter(|&s| eligible[s]).collect();
    order.sort_by_key(|&s| (std::cmp::Reverse(weights[s]), s));
    let mut colors: Vec<Color> = Vec::new();
    for &s in &order {
        let o = &mf.frame.objects[slots.objects[s]];
        let c = match colors.iter().position(|c| c.stack_id == o.stack_id && !c.overlaps(&segments[s])) {
            Some(c) => c,
            None => {
                colors.push(Color { segments: BTreeMap::new(), size: 0, alignment: 1, stack_id: o.stack_id, accesses: 0, slots: Vec::new() });
                colors.len() - 1
            }
        };
        let color = &mut colors[c];
        for &(a, e) in &segments[s] {
            color.segments.insert(a, e);
        }
        color.size = color.size.max(o.size);
        color.alignment = color.alignment.max(o.alignment);
        color.accesses += weights[s];
        color.slots.push(s);
    }
    let saved = order.len() - colors.len();
    if saved == 0 {
        return 0;
    }

    // The densest colour takes the last object, which the frame puts nearest the stack pointer.
    colors.sort_by(|x, y| (u128::from(x.accesses) * u128::from(y.size)).cmp(&(u128::from(y.accesses) * u128::from(x.size))));
    let objects: Vec<usize> = order.iter().map(|&s| slots.objects[s]).collect::<std::collections::BTreeSet<_>>().into_iter().collect();
    let first = objects.len() - colors.len();
    let mut target: Vec<Option<FrameIdx>> = vec![None; n];
    let mut members: Vec<Vec<usize>> = Vec::with_capacity(colors.len());
    for (c, color) in colors.iter().enumerate() {
        let object = objects[first + c];
        let o = &mut mf.frame.objects[object];
        o.size = color.size;
        o.alignment = color.alignment;
        for &s in &color.slots {
            target[s] = Some(FrameIdx(object as i32));
        }
        members.push(color.slots.clone());
    }
    for &object in &objects[..first] {
        mf.frame.remove_object(FrameIdx(object as i32));
    }
    let color_of: Vec<Option<usize>> = {
        let mut v = vec![None; n];
        for (c, m) in members.iter().enumerate() {
            for &s in m {
                v[s] = Some(c);
            }
        }
        v
    };
    end_debug_values(mf, &slots, &color_of, &members);
    rewrite(mf, &slots, &target);
    saved
}

/// After each write of a slot, a `DBG_VALUE $noreg` for every variable a `DBG_VALUE` located in
/// another slot of the same colour, earlier in the block.
fn end_debug_values(mf: &mut MachineFunction, slots: &Slots, color_of: &[Option<usize>], members: &[Vec<usize>]) {
    if !mf.layout().iter().any(|&b| mf.block_insts(b).any(|i| mf.inst(i).is_debug_value())) {
        return;
    }
    let mut buf = Vec::new();
    let layout = mf.layout().to_vec();
    for b in layout {
        // Variable (and fragment) → (its DBG_VALUE, the slot it names).
        let mut located: FxHashMap<(StrId, Option<(u32, u32)>), (InstId, usize)> = FxHashMap::default();
        let insts: Vec<InstId> = mf.block_insts(b).collect();
        for i in insts {
            let mi = mf.inst(i);
            if mi.is_debug_value() {
                let Some(&MachineOperand::Metadata(var)) = mi.operands.get(2) else { continue };
                let fragment = match mi.operands.get(3) {
                    Some(&MachineOperand::Metadata(e)) => fragment_of(mf.str(e)),
                    _ => None,
                };
                match mi.operands.first() {
                    Some(&MachineOperand::FrameIndex(fi)) if slots.slot(fi).is_some_and(|s| color_of[s].is_some_and(|c| members[c].len() > 1)) => {
                        located.insert((var, fragment), (i, slots.slot(fi).unwrap_or(0)));
                    }
                    _ => {
                        located.remove(&(var, fragment));
                    }
                }
                continue;
            }
            if located.is_empty() {
                continue;
            }
            accesses(mf, slots, i, &mut buf);
            for &(s, a) in &buf {
                if a == Access::Read {
                    continue;
                }
                let clobbered: Vec<_> = located.iter().filter(|(_, &(_, t))| t != s && color_of[t] == color_of[s]).map(|(&k, &(d, _))| (k, d)).collect();
                for (key, d) in clobbered {
                    located.remove(&key);
                    let old = mf.inst(d);
                    let mut undef = MachineInstr::new(old.opcode);
                    undef.flags = old.flags;
                    undef.operands = old.operands.clone();
                    undef.operands[0] = MachineOperand::reg_use(Reg::NONE);
                    undef.debug_loc = old.debug_loc;
                    undef.extra = old.extra.clone();
                    mf.insert_new(InsertPoint::After(i), undef);
                }
            }
        }
    }
}

/// Every frame-index operand and memory operand of a coloured slot names its colour's object.
fn rewrite(mf: &mut MachineFunction, slots: &Slots, target: &[Option<FrameIdx>]) {
    let map = |fi: FrameIdx| slots.slot(fi).and_then(|s| target[s]);
    let layout = mf.layout().to_vec();
    for b in layout {
        let insts: Vec<InstId> = mf.block_insts(b).collect();
        for i in insts {
            let mi = mf.inst_mut(i);
            for o in mi.operands.iter_mut() {
                if let MachineOperand::FrameIndex(fi) = o {
                    if let Some(t) = map(*fi) {
                        *fi = t;
                    }
                }
            }
            for m in mi.mem_operands.iter_mut() {
                if let MemValue::Frame(fi) = &mut m.value {
                    if let Some(t) = map(*fi) {
                        *fi = t;
                    }
                }
            }
        }
    }
}
