//! Where a split piece that keeps a value in a register over a region (a loop piece, region
//! splitting's register product) stores the value to its spill slot.
//!
//! The slot must be current wherever the value is live and no piece holds it in a register:
//! where the piece's range ends inside a block while the value lives on, and on the edges out
//! of the piece's blocks into blocks the value is live into but the piece is not. Storing after
//! each of the piece's definitions guarantees that, but a definition inside a loop then stores
//! on every iteration. So each definition (the last of its block) is followed forward through
//! the piece's blocks, up to the next definition, to the edges where the value leaves the
//! register, and stores there instead when those stores cost less by block frequency: at the
//! start of the edge's target when the edge is its only entry, else before the source's
//! terminators (LLVM gets the same effect by hoisting spills into colder blocks, InlineSpiller's
//! `hoistAllSpills`). A definition whose value can reach an end of the piece inside a block,
//! a landing pad, or an instruction that reads the value through another register while the
//! piece holds it (an earlier piece or temporary inside the piece's blocks, which reads the
//! slot), keeps its store after the definition.

use kiln_mc::desc::InstrInfo;
use rustc_hash::{FxHashMap, FxHashSet};

use super::spill_weight::block_weight;
use crate::analysis::{BlockFrequency, Segment, Slot, SlotIndexes};
use crate::mir::{BlockId, InsertPoint, InstId, MachineFunction};

/// The stores of one piece.
pub struct StorePlan {
    /// Per definition asked about, whether it stores right after itself.
    pub after_def: Vec<bool>,
    /// The other stores: where, and the part of its range the piece needs for the store.
    pub points: Vec<(InsertPoint, Option<Segment>)>,
}

/// What the plan reads: the function, its numbering and block frequencies, the value's live range
/// (`orig`) and the piece's (`piece`, sorted and merged).
pub struct PieceView<'a> {
    pub mf: &'a MachineFunction,
    pub slots: &'a SlotIndexes,
    pub freq: &'a BlockFrequency,
    pub instrs: &'a InstrInfo,
    pub orig: &'a [Segment],
    pub piece: &'a [Segment],
    /// Whether an instruction reads the value through a register other than the piece's.
    pub reads_elsewhere: &'a dyn Fn(InstId) -> bool,
}

/// Plans the stores of the piece `view` describes: `stored` are its definitions that must
/// make the slot current (the last live one of each block), `writes` every instruction of the
/// piece that writes the value.
pub fn plan(view: &PieceView, stored: &[InstId], writes: &[InstId]) -> StorePlan {
    let mut first_write: FxHashMap<BlockId, Slot> = FxHashMap::default();
    for &w in writes {
        let (b, s) = (view.mf.inst(w).parent(), view.slots.inst(w));
        first_write.entry(b).and_modify(|f| *f = (*f).min(s)).or_insert(s);
    }
    // The first and last ends of the piece inside each block where the value lives on.
    let mut ends: FxHashMap<BlockId, (Slot, Slot)> = FxHashMap::default();
    for s in view.piece {
        let b = view.slots.block_of(Slot(s.end.0 - 1));
        if s.end != view.slots.block_end(b) && live_at(view.orig, s.end) {
            ends.entry(b).and_modify(|e| *e = (e.0.min(s.end), e.1.max(s.end))).or_insert((s.end, s.end));
        }
    }
    let freq = |b: BlockId| block_weight(view.freq, b);
    let mut order: Vec<usize> = (0..stored.len()).collect();
    order.sort_by(|&a, &b| freq(view.mf.inst(stored[b]).parent()).total_cmp(&freq(view.mf.inst(stored[a]).parent())));
    let mut after_def = vec![true; stored.len()];
    let mut chosen: FxHashMap<InsertPoint, Option<Segment>> = FxHashMap::default();
    for k in order {
        let d = stored[k];
        let Some(edges) = leave_edges(view, &first_write, &ends, d) else { continue };
        let mut new: Vec<(InsertPoint, Option<Segment>, f32)> = Vec::new();
        for (x, s) in edges {
            let (point, seg, cost) = store_point(view, x, s);
            if !chosen.contains_key(&point) && !new.iter().any(|n| n.0 == point) {
                new.push((point, seg, cost));
            }
        }
        if new.iter().map(|n| n.2).sum::<f32>() < freq(view.mf.inst(d).parent()) {
            after_def[k] = false;
            chosen.extend(new.into_iter().map(|(p, s, _)| (p, s)));
        }
    }
    let mut points: Vec<(InsertPoint, Option<Segment>)> = chosen.into_iter().collect();
    points.sort_by_key(|&(p, _)| point_slot(view, p));
    StorePlan { after_def, points }
}

/// The edges on which the value definition `d` writes leaves the piece's register for the
/// stack, following the piece's blocks up to the next write; `None` when it can reach an end
/// of the piece inside a block or a landing pad, where only a store after `d` serves.
fn leave_edges(view: &PieceView, first_write: &FxHashMap<BlockId, Slot>, ends: &FxHashMap<BlockId, (Slot, Slot)>, d: InstId) -> Option<Vec<(BlockId, BlockId)>> {
    let b = view.mf.inst(d).parent();
    if ends.get(&b).is_some_and(|e| e.1 > view.slots.inst(d)) {
        return None;
    }
    // A read elsewhere between `d` and the next write needs the slot current there.
    if std::iter::successors(view.mf.next_inst(d), |&i| view.mf.next_inst(i)).any(|i| (view.reads_elsewhere)(i)) {
        return None;
    }
    let mut edges = Vec::new();
    let mut seen: FxHashSet<BlockId> = FxHashSet::default();
    let mut work = vec![b];
    while let Some(x) = work.pop() {
        if !live_at(view.piece, Slot(view.slots.block_end(x).0 - 1)) {
            continue;
        }
        for &s in &view.mf.block(x).succs {
            let start = view.slots.block_start(s);
            if live_at(view.piece, start) {
                if !seen.insert(s) {
                    continue;
                }
                let write = first_write.get(&s);
                if view.mf.block_insts(s).take_while(|&i| write.is_none_or(|w| view.slots.inst(i) <= *w)).any(|i| (view.reads_elsewhere)(i)) {
                    return None;
                }
                match (ends.get(&s), write) {
                    (Some(e), w) if w.is_none_or(|w| e.0 < *w) => return None,
                    (_, Some(_)) => {}
                    (_, None) => work.push(s),
                }
            } else if live_at(view.orig, start) {
                if view.mf.block(s).landing_pad {
                    return None;
                }
                edges.push((x, s));
            }
        }
    }
    Some(edges)
}

/// Where the store for edge `x → s` goes, the range it adds to the piece, and its cost.
fn store_point(view: &PieceView, x: BlockId, s: BlockId) -> (InsertPoint, Option<Segment>, f32) {
    if view.mf.block(s).preds.len() == 1 {
        let start = view.slots.block_start(s);
        return (InsertPoint::Start(s), Some(Segment { start, end: Slot(start.0 + 3), value: 0 }), block_weight(view.freq, s));
    }
    let point = match view.mf.first_terminator(x, view.instrs) {
        Some(t) => InsertPoint::Before(t),
        None => InsertPoint::End(x),
    };
    (point, None, block_weight(view.freq, x))
}

fn point_slot(view: &PieceView, p: InsertPoint) -> Slot {
    match p {
        InsertPoint::Start(b) => view.slots.block_start(b),
        InsertPoint::End(b) => view.slots.block_end(b),
        InsertPoint::Before(i) | InsertPoint::After(i) => view.slots.inst(i),
    }
}

/// Whether sorted, disjoint `segs` cover `x`.
fn live_at(segs: &[Segment], x: Slot) -> bool {
    segs.get(segs.partition_point(|s| s.end <= x)).is_some_and(|s| s.start <= x)
}
