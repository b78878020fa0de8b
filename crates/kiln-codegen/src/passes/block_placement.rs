//! Block placement (LLVM's `MachineBlockPlacement`, kiln's own method): after the last change
//! to the block graph, the blocks are reordered so that the frequent paths fall through.
//!
//! 1. The probabilities and frequencies come from [`BlockFrequency`] (the IR's `!prof` weights
//!    or the static heuristics). A block is *cold* when it ends without a return (or leads only
//!    to such blocks), is a landing pad, is entered less than once in `COLD_FREQ` calls, or
//!    when every edge into it is unlikely (below `UNLIKELY`) or comes from a cold block.
//! 2. Chains are built bottom-up (Pettis and Hansen): the edges, hottest first (edge frequency
//!    = source frequency × probability), join the chain ending in their source to the chain
//!    starting at their target, when the source's branches can be rewritten to fall into the
//!    target and both are hot or both cold; back edges do not join chains (a loop is entered
//!    at its header). An edge that falls through in the current layout weighs `LAYOUT_BIAS`
//!    more, so that near ties keep selection's order.
//! 3. The entry's chain comes first, then the other hot chains, then the cold ones (each group
//!    in the order of their earliest block), so unlikely and `noreturn` paths and landing pads
//!    go out of line to the function's end.
//! 4. Loops are rotated, innermost first: where a loop's blocks lie together after its header
//!    and its bottom block jumps back to the header, the blocks are turned round so that a block
//!    that exits to the block after the loop sits at the bottom, falling into the exit, and the
//!    bottom block falls into the header (the exit test moves to the bottom), when the edges
//!    that fall through weigh at least as much as before.
//! 5. The branches are fixed up: a block that fell through to a block now elsewhere gets a jump
//!    ([`TargetBranchInfo::insert_jump`]), and jumps to the next block are removed or folded into
//!    an inverted conditional branch ([`super::branch_folding`]). Branch relaxation runs after.

use kiln_mc::desc::InstrInfo;

use super::branch_folding::{block_operand, falls_through, is_conditional_branch, is_jump, simplify_jumps, TargetBranchInfo};
use crate::analysis::{BlockFrequency, LoopInfo};
use crate::mir::{BlockId, MachineFunction};

/// A block entered less often than this per call of its function is cold.
const COLD_FREQ: f32 = 1.0 / 4096.0;
/// An edge taken less often than this per run of its source block is unlikely.
const UNLIKELY: f64 = 1.0 / 1000.0;
/// How much more an edge that falls through in the current layout weighs.
const LAYOUT_BIAS: f64 = 1.01;

/// No block: the end of a chain.
const NONE: u32 = u32::MAX;

/// How a block leaves, as far as placement can rewrite it: the target of its last conditional
/// branch, and where it goes otherwise (its final jump's target or the block it falls into).
#[derive(Clone, Copy, Default)]
struct Exits {
    cond: Option<BlockId>,
    other: Option<BlockId>,
}

impl Exits {
    /// Whether the block can be made to fall into `to` (directly, or by inverting its
    /// conditional branch to `to`).
    fn can_fall_into(self, to: BlockId) -> bool {
        self.other == Some(to) || (self.cond == Some(to) && self.other.is_some())
    }
}

/// The exits of `b`, whose fall-through target in the current layout is `ft`.
fn exits(mf: &MachineFunction, instrs: &InstrInfo, b: BlockId, ft: Option<BlockId>) -> Exits {
    let Some(last) = mf.last_inst(b) else { return Exits { cond: None, other: ft } };
    let conditional_target = |i| is_conditional_branch(mf, instrs, i).then(|| block_operand(mf, i)).flatten();
    if !falls_through(mf, instrs, b) {
        let Some(target) = is_jump(mf, instrs, last) else { return Exits::default() };
        let cond = mf.prev_inst(last).and_then(conditional_target);
        return Exits { cond, other: Some(target) };
    }
    Exits { cond: conditional_target(last), other: ft }
}

/// The frequency of the edges from `a` to `b`.
fn edge_freq(mf: &MachineFunction, freq: &BlockFrequency, a: BlockId, b: BlockId) -> f64 {
    let succs = &mf.block(a).succs;
    (0..succs.len()).filter(|&k| succs[k] == b).map(|k| freq.freq(a) as f64 * freq.prob(a, k)).sum()
}

/// Places the blocks of `mf` (see the module docs), using `loops` and `freq` as scratch (they
/// describe `mf` as it was); returns how many blocks changed their position.
pub fn run(mf: &mut MachineFunction, instrs: &InstrInfo, branches: &dyn TargetBranchInfo, loops: &mut LoopInfo, freq: &mut BlockFrequency) -> usize {
    let old: Vec<BlockId> = mf.layout().to_vec();
    if old.len() < 3 || old.iter().any(|&b| mf.block(b).section.is_some()) {
        return 0;
    }
    loops.compute(mf);
    freq.compute(mf, loops, instrs);
    let n = mf.num_blocks();
    let mut pos = vec![usize::MAX; n];
    for (k, &b) in old.iter().enumerate() {
        pos[b.0 as usize] = k;
    }
    // Where each block falls through to now: its layout successor, when that is a successor of
    // it (a landing pad never is: only unwinding reaches it).
    let ft: Vec<Option<BlockId>> = (0..n)
        .map(|b| {
            let (b, at) = (BlockId(b as u32), pos[b]);
            let next = old.get(at.wrapping_add(1)).copied()?;
            (falls_through(mf, instrs, b) && mf.block(b).succs.contains(&next) && !mf.block(next).landing_pad).then_some(next)
        })
        .collect();
    let exits: Vec<Exits> = (0..n).map(|b| exits(mf, instrs, BlockId(b as u32), ft[b])).collect();
    let cold = find_cold(mf, loops, freq, old[0]);

    // Chains, as links between blocks.
    let mut next = vec![NONE; n];
    let mut prev = vec![NONE; n];
    let mut set: Vec<u32> = (0..n as u32).collect();
    let mut edges: Vec<(f64, BlockId, BlockId)> = Vec::new();
    for &b in &old {
        for &s in &mf.block(b).succs {
            // A back edge never joins chains: a loop's header stays first in its chain, entered
            // by falling in from outside; rotation is decided for the whole loop below.
            if s != old[0] && !loops.dominates(s, b) && !mf.block(s).landing_pad && cold[b.0 as usize] == cold[s.0 as usize] && exits[b.0 as usize].can_fall_into(s) {
                let bias = if ft[b.0 as usize] == Some(s) { LAYOUT_BIAS } else { 1.0 };
                edges.push((edge_freq(mf, freq, b, s) * bias, b, s));
            }
        }
    }
    // Hottest first; equal weights in layout order, so the outcome is deterministic.
    edges.sort_by(|x, y| y.0.total_cmp(&x.0).then(pos[x.1 .0 as usize].cmp(&pos[y.1 .0 as usize])).then(pos[x.2 .0 as usize].cmp(&pos[y.2 .0 as usize])));
    edges.dedup_by(|x, y| x.1 == y.1 && x.2 == y.2);
    for &(_, a, b) in &edges {
        let (ai, bi) = (a.0 as usize, b.0 as usize);
        if next[ai] != NONE || prev[bi] != NONE {
            continue;
        }
        let (ra, rb) = (find(&mut set, a.0), find(&mut set, b.0));
        if ra == rb {
            continue;
        }
        set[rb as usize] = ra;
        next[ai] = b.0;
        prev[bi] = a.0;
    }

    // The chains, each with its earliest position: the entry's first, then hot, then cold.
    let mut chains: Vec<(bool, usize, Vec<BlockId>)> = Vec::new();
    for &h in old.iter().filter(|h| prev[h.0 as usize] == NONE) {
        let mut chain = vec![h];
        while next[chain[chain.len() - 1].0 as usize] != NONE {
            chain.push(BlockId(next[chain[chain.len() - 1].0 as usize]));
        }
        let first = chain.iter().map(|b| pos[b.0 as usize]).min().unwrap_or(0);
        chains.push((h != old[0] && cold[h.0 as usize], if h == old[0] { 0 } else { first }, chain));
    }
    chains.sort_by_key(|c| (c.0, c.1));
    let mut layout: Vec<BlockId> = chains.into_iter().flat_map(|c| c.2).collect();
    rotate_loops(mf, loops, freq, &exits, &mut layout);

    let moved = layout.iter().zip(&old).filter(|(a, b)| a != b).count();
    if moved == 0 {
        return 0;
    }
    let mut at = vec![usize::MAX; n];
    for (k, &b) in layout.iter().enumerate() {
        at[b.0 as usize] = k;
    }
    for &b in &old {
        if let Some(f) = ft[b.0 as usize] {
            if layout.get(at[b.0 as usize] + 1) != Some(&f) {
                branches.insert_jump(mf, b, f);
            }
        }
    }
    mf.set_layout(layout);
    simplify_jumps(mf, instrs, branches);
    mf.renumber_blocks();
    moved
}

/// The representative of `x`'s set (path halving).
fn find(set: &mut [u32], mut x: u32) -> u32 {
    while set[x as usize] != x {
        set[x as usize] = set[set[x as usize] as usize];
        x = set[x as usize];
    }
    x
}

/// Per block, whether it is cold (see the module docs); unreachable blocks are.
fn find_cold(mf: &MachineFunction, loops: &LoopInfo, freq: &BlockFrequency, entry: BlockId) -> Vec<bool> {
    let mut cold = vec![true; mf.num_blocks()];
    for &b in loops.rpo() {
        let block = mf.block(b);
        cold[b.0 as usize] = b != entry
            && (freq.is_cold(b)
                || block.landing_pad
                || freq.freq(b) < COLD_FREQ
                || block.preds.iter().all(|&p| {
                    // A back edge (its source later in reverse post-order) does not make its
                    // target hot; the edges from outside the loop decide.
                    let back = loops.rpo_index(p) >= loops.rpo_index(b);
                    back || cold[p.0 as usize] || edge_freq(mf, freq, p, b) < UNLIKELY * freq.freq(p) as f64
                }));
    }
    cold
}

/// Rotates the loops of `layout` (see the module docs), innermost first.
fn rotate_loops(mf: &MachineFunction, loops: &LoopInfo, freq: &BlockFrequency, exits: &[Exits], layout: &mut [BlockId]) {
    let w = |a: BlockId, b: BlockId| edge_freq(mf, freq, a, b);
    for &h in loops.headers().iter().rev() {
        let Some(i) = layout.iter().position(|&b| b == h).filter(|&i| i > 0) else { continue };
        let len = layout[i..].iter().take_while(|&&b| loops.loop_contains(h, b)).count();
        let (bottom, after) = (layout[i + len - 1], layout.get(i + len).copied());
        let Some(after) = after else { continue };
        if len < 2 || !exits[bottom.0 as usize].can_fall_into(h) || mf.block(bottom).succs.contains(&after) {
            continue;
        }
        // The exiting block that falls into `after` most often.
        let best = (0..len - 1)
            .filter(|&k| exits[layout[i + k].0 as usize].can_fall_into(after))
            .map(|k| (w(layout[i + k], after), k))
            .max_by(|x, y| x.0.total_cmp(&y.0).then(y.1.cmp(&x.1)));
        let Some((out, k)) = best else { continue };
        let falls = |a: BlockId, b: BlockId| if exits[a.0 as usize].can_fall_into(b) { w(a, b) } else { 0.0 };
        let gain = w(bottom, h) + out;
        let loss = falls(layout[i - 1], h) + falls(layout[i + k], layout[i + k + 1]);
        if gain > 0.0 && gain >= loss {
            layout[i..i + len].rotate_left(k + 1);
        }
    }
}
