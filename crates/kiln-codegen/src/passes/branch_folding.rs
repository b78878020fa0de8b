//! Branch folding (the simple, always-safe part of LLVM's `branch-folder`), run after
//! register allocation and frame lowering: unreachable blocks are deleted, blocks that hold
//! nothing but a fall-through or an unconditional jump are bypassed (their predecessors' branches and jump tables retargeted),
//! unconditional jumps to the next block in the layout are deleted, and a block whose only
//! predecessor is the block before it, with that predecessor's only successor being it, is
//! merged into that predecessor; a conditional branch to the next block followed by a jump
//! becomes the inverted conditional branch to the jump's target. First, identical exit blocks
//! and exit blocks' common tails are merged ([`super::tail_merge`]).
//!
//! Branches are recognised from the instruction descriptions (branch, barrier, a block
//! operand); only inverting a condition asks the target ([`TargetBranchInfo`]). Anything the
//! pass cannot read it leaves alone.

use kiln_mc::desc::InstrInfo;

use crate::mir::{BlockId, InstId, MachineFunction, MachineOperand};

/// The branch questions branch folding (and PHI elimination's edge splitting) asks a target.
pub trait TargetBranchInfo {
    /// Inverts the condition of the conditional branch `inst` in place; false when it cannot.
    fn invert_branch_condition(&self, mf: &mut MachineFunction, inst: InstId) -> bool;

    /// Appends an unconditional jump to `target` at the end of `block`.
    fn insert_jump(&self, mf: &mut MachineFunction, block: BlockId, target: BlockId);
}

/// The block a branch names (its first block operand).
pub(crate) fn block_operand(mf: &MachineFunction, i: InstId) -> Option<BlockId> {
    mf.inst(i).operands.iter().find_map(|o| o.block())
}

/// An unconditional direct branch: branch + barrier, not indirect, naming a block.
pub(crate) fn is_jump(mf: &MachineFunction, instrs: &InstrInfo, i: InstId) -> Option<BlockId> {
    let d = instrs.get(mf.inst(i).opcode)?;
    let direct = d.is_branch() && d.has(kiln_mc::desc::InstrFlags::IS_BARRIER) && !d.has(kiln_mc::desc::InstrFlags::IS_INDIRECT_BRANCH);
    if direct {
        block_operand(mf, i)
    } else {
        None
    }
}

/// A direct conditional branch: a branch that is not a barrier, naming a block.
pub(crate) fn is_conditional_branch(mf: &MachineFunction, instrs: &InstrInfo, i: InstId) -> bool {
    instrs.get(mf.inst(i).opcode).is_some_and(|d| d.is_branch() && !d.has(kiln_mc::desc::InstrFlags::IS_BARRIER))
        && mf.inst(i).operands.iter().filter(|o| o.block().is_some()).count() == 1
}

/// Whether control can run off the end of `b` into the next block in the layout.
pub(crate) fn falls_through(mf: &MachineFunction, instrs: &InstrInfo, b: BlockId) -> bool {
    mf.last_inst(b).is_none_or(|i| !instrs.get(mf.inst(i).opcode).is_some_and(|d| d.has(kiln_mc::desc::InstrFlags::IS_BARRIER)))
}

fn layout_next(mf: &MachineFunction, b: BlockId) -> Option<BlockId> {
    let l = mf.layout();
    l.iter().position(|&x| x == b).and_then(|k| l.get(k + 1).copied())
}

fn layout_prev(mf: &MachineFunction, b: BlockId) -> Option<BlockId> {
    let l = mf.layout();
    l.iter().position(|&x| x == b).and_then(|k| k.checked_sub(1)).map(|k| l[k])
}

fn in_jump_table(mf: &MachineFunction, b: BlockId) -> bool {
    mf.jump_tables.tables.iter().any(|t| t.contains(&b))
}

/// A block nothing reaches: no predecessor, address never taken, no jump table entry.
fn is_unreachable(mf: &MachineFunction, b: BlockId) -> bool {
    let blk = mf.block(b);
    blk.preds.is_empty() && !blk.address_taken && !blk.landing_pad && !blk.eh_funclet_entry && !in_jump_table(mf, b)
}

/// Where a block that does nothing sends control: its single successor, if it is empty
/// (and falls into it) or holds only a jump to it.
fn forwarding_target(mf: &MachineFunction, instrs: &InstrInfo, b: BlockId) -> Option<BlockId> {
    let blk = mf.block(b);
    if blk.address_taken || blk.landing_pad || blk.eh_funclet_entry || blk.succs.len() != 1 {
        return None;
    }
    let s = blk.succs[0];
    // Debug values emit no code: a block of them and a jump forwards too (they go with it).
    let mut code = mf.block_insts(b).filter(|&i| !mf.inst(i).is_debug_value());
    let target = match (code.next(), code.next()) {
        (None, _) => (layout_next(mf, b) == Some(s)).then_some(s)?,
        (Some(i), None) => is_jump(mf, instrs, i)?,
        _ => return None,
    };
    (target == s && s != b).then_some(s)
}

/// Sends every edge into `b` to `s` instead and drops `b` from the layout; false (nothing
/// changed) when some predecessor reaches `b` in a way this pass cannot rewrite.
pub(crate) fn bypass_block(mf: &mut MachineFunction, instrs: &InstrInfo, b: BlockId, s: BlockId) -> bool {
    let prev = layout_prev(mf, b);
    if prev.is_some_and(|p| falls_through(mf, instrs, p) && mf.block(p).succs.contains(&b)) && layout_next(mf, b) != Some(s) {
        return false;
    }
    let mut preds = mf.block(b).preds.clone();
    preds.dedup();
    let in_table = in_jump_table(mf, b);
    for &q in &preds {
        let names_b = mf.block_insts(q).any(|i| mf.inst(i).operands.contains(&MachineOperand::Block(b)));
        let falls = Some(q) == prev && falls_through(mf, instrs, q);
        if !names_b && !falls && !in_table {
            return false;
        }
    }
    for &q in &preds {
        let insts: Vec<InstId> = mf.block_insts(q).collect();
        for i in insts {
            for op in mf.inst_mut(i).operands.iter_mut() {
                if *op == MachineOperand::Block(b) {
                    *op = MachineOperand::Block(s);
                }
            }
        }
        let probs: Vec<Option<u32>> = mf.block(q).succs.iter().zip(&mf.block(q).succ_probs).filter(|(x, _)| **x == b).map(|(_, p)| *p).collect();
        for _ in 0..probs.len() {
            mf.remove_successor(q, b);
        }
        for p in probs {
            let qb = mf.block_mut(q);
            match qb.succs.iter().position(|&x| x == s) {
                Some(k) => {
                    qb.succ_probs[k] = match (qb.succ_probs[k], p) {
                        (Some(a), Some(c)) => Some(a.saturating_add(c)),
                        _ => None,
                    }
                }
                None => mf.add_successor(q, s, p),
            }
        }
    }
    for t in mf.jump_tables.tables.iter_mut() {
        for x in t.iter_mut().filter(|x| **x == b) {
            *x = s;
        }
    }
    mf.remove_successor(b, s);
    drop_from_layout(mf, b);
    true
}

fn drop_from_layout(mf: &mut MachineFunction, b: BlockId) {
    let layout: Vec<BlockId> = mf.layout().iter().copied().filter(|&x| x != b).collect();
    mf.set_layout(layout);
}

/// Merges `b` into `p`, the block before it, when each is the other's only neighbour.
fn merge_into_prev(mf: &mut MachineFunction, instrs: &InstrInfo, p: BlockId, b: BlockId) -> bool {
    let (pb, bb) = (mf.block(p), mf.block(b));
    if pb.succs.iter().any(|&x| x != b) || pb.succs.is_empty() || bb.preds.iter().any(|&x| x != p) {
        return false;
    }
    if bb.address_taken || bb.landing_pad || bb.eh_funclet_entry || in_jump_table(mf, b) {
        return false;
    }
    // The branches at the end of `p` can only lead to `b`; delete them.
    let mut tail = Vec::new();
    let mut cur = mf.last_inst(p);
    while let Some(i) = cur {
        let d = instrs.get(mf.inst(i).opcode);
        if !d.is_some_and(|d| d.is_terminator()) {
            break;
        }
        if !d.is_some_and(|d| d.is_branch()) || block_operand(mf, i) != Some(b) || d.is_some_and(|d| d.has(kiln_mc::desc::InstrFlags::IS_INDIRECT_BRANCH)) {
            return false;
        }
        tail.push(i);
        cur = mf.prev_inst(i);
    }
    for i in tail {
        mf.remove(i);
    }
    let moved: Vec<InstId> = mf.block_insts(b).collect();
    for i in moved {
        mf.remove(i);
        mf.insert(crate::mir::InsertPoint::End(p), i);
    }
    while mf.block(p).succs.contains(&b) {
        mf.remove_successor(p, b);
    }
    let succs = std::mem::take(&mut mf.block_mut(b).succs);
    let probs = std::mem::take(&mut mf.block_mut(b).succ_probs);
    for (s, prob) in succs.into_iter().zip(probs) {
        for x in mf.block_mut(s).preds.iter_mut().filter(|x| **x == b) {
            *x = p;
        }
        let pb = mf.block_mut(p);
        pb.succs.push(s);
        pb.succ_probs.push(prob);
    }
    drop_from_layout(mf, b);
    true
}

/// Deletes the unconditional jumps to the next block in the layout, and turns `jcc next;
/// jmp target` into `j!cc target` falling through to next; true when something changed.
pub(crate) fn simplify_jumps(mf: &mut MachineFunction, instrs: &InstrInfo, branches: &dyn TargetBranchInfo) -> bool {
    let mut changed = false;
    let layout: Vec<BlockId> = mf.layout().to_vec();
    for (k, &b) in layout.iter().enumerate() {
        let Some(last) = mf.last_inst(b) else { continue };
        let next = layout.get(k + 1).copied();
        let Some(target) = is_jump(mf, instrs, last) else { continue };
        if Some(target) == next {
            mf.remove(last);
            changed = true;
        } else if let Some(cond) = mf.prev_inst(last).filter(|&c| is_conditional_branch(mf, instrs, c) && block_operand(mf, c) == next) {
            if branches.invert_branch_condition(mf, cond) {
                for op in mf.inst_mut(cond).operands.iter_mut() {
                    if op.block().is_some() {
                        *op = MachineOperand::Block(target);
                    }
                }
                mf.remove(last);
                changed = true;
            }
        }
    }
    changed
}

/// Runs branch folding on `mf` until nothing changes; renumbers the blocks.
pub fn run(mf: &mut MachineFunction, instrs: &InstrInfo, branches: &dyn TargetBranchInfo) -> Result<(), String> {
    super::tail_merge::merge_identical_exits(mf, instrs, branches);
    super::tail_merge::merge_common_tails(mf, instrs, branches);
    let mut changed = true;
    while changed {
        changed = false;
        let layout: Vec<BlockId> = mf.layout().to_vec();
        for &b in layout.iter().skip(1) {
            if is_unreachable(mf, b) {
                for s in mf.block(b).succs.clone() {
                    mf.remove_successor(b, s);
                }
                drop_from_layout(mf, b);
                changed = true;
            } else if let Some(s) = forwarding_target(mf, instrs, b) {
                changed |= bypass_block(mf, instrs, b, s);
            }
        }
        changed |= simplify_jumps(mf, instrs, branches);
        let layout: Vec<BlockId> = mf.layout().to_vec();
        for w in layout.windows(2) {
            if mf.layout().contains(&w[0]) && mf.layout().contains(&w[1]) {
                changed |= merge_into_prev(mf, instrs, w[0], w[1]);
            }
        }
    }
    mf.renumber_blocks();
    Ok(())
}
