//! Tail merging of identical exit blocks, the part of LLVM's `branch-folder` that pays most
//! on real programs: blocks that leave the function without a return (a call to a `noreturn`
//! function such as `__assert_fail`, `exit` or `abort`, or a trap) and hold the same
//! instructions, register for register, become one block every predecessor branches to.
//! One inlined `assert` repeated fifty times in a function leaves fifty copies of its four
//! argument set-ups and call otherwise. Exit blocks that only end alike (`fprintf(...);
//! exit(1)` after different messages) share their common tail of at least
//! `MIN_COMMON_TAIL` instructions: one of them is split where the tail starts, the others
//! drop theirs and jump there.
//!
//! It runs after register allocation, so equal instructions compute equal values; a block
//! with no successors has nothing live out. Return blocks are left alone (merging them trades
//! a fall-through return for a jump), and so are landing pads, blocks whose address is taken
//! and jump-table targets. Debug values emit no code and do not count; the kept block keeps
//! its own.

use std::collections::HashMap;
use std::hash::BuildHasher;

use kiln_mc::desc::{InstrFlags, InstrInfo};

use super::branch_folding::{bypass_block, falls_through, TargetBranchInfo};
use crate::mir::{BlockId, InstId, MachineFunction, MachineOperand, RegFlags};
use crate::target::target_opcode;

/// The shortest common tail worth a jump from each block that gives its copy up (LLVM's
/// `tail-merge-size`).
const MIN_COMMON_TAIL: usize = 3;

/// A block of at least this many instructions is worth a jump added to the one block that
/// falls into it; smaller ones are merged only when every predecessor branches to them.
const MIN_SIZE_FOR_NEW_JUMP: usize = 3;

/// What makes two instructions equal here: opcode, flags and operands, with the register
/// flags that only describe liveness (kill, dead, renamable) left out.
#[derive(PartialEq, Eq, Hash)]
struct InstKey {
    opcode: u32,
    flags: u32,
    operands: Vec<MachineOperand>,
    mem_operands: usize,
}

const LIVENESS_FLAGS: u16 = RegFlags::KILL.0 | RegFlags::DEAD.0 | RegFlags::RENAMABLE.0;

fn inst_key(mf: &MachineFunction, i: InstId) -> Option<InstKey> {
    let inst = mf.inst(i);
    if inst.extra.is_some() {
        return None;
    }
    let operands = inst
        .operands
        .iter()
        .map(|&op| match op {
            MachineOperand::Reg { reg, flags, sub_reg, tied_to } => MachineOperand::Reg { reg, flags: RegFlags(flags.0 & !LIVENESS_FLAGS), sub_reg, tied_to },
            other => other,
        })
        .collect();
    Some(InstKey { opcode: inst.opcode, flags: inst.flags.0, operands, mem_operands: inst.mem_operands.len() })
}

/// The instructions (debug values left out) of an exit block that may be merged, with their
/// keys, or none when `b` is not one.
fn exit_block(mf: &MachineFunction, instrs: &InstrInfo, b: BlockId) -> Option<(Vec<InstId>, Vec<InstKey>)> {
    let blk = mf.block(b);
    if !blk.succs.is_empty() || blk.preds.is_empty() || blk.address_taken || blk.landing_pad || blk.eh_funclet_entry {
        return None;
    }
    if mf.jump_tables.tables.iter().any(|t| t.contains(&b)) {
        return None;
    }
    let code: Vec<InstId> = mf.block_insts(b).filter(|&i| !mf.inst(i).is_debug_value()).collect();
    let mut key = Vec::with_capacity(code.len());
    for &i in &code {
        let d = instrs.get(mf.inst(i).opcode)?;
        if d.is_return() || d.is_branch() || d.has(InstrFlags::IS_INDIRECT_BRANCH) || matches!(mf.inst(i).opcode, target_opcode::CFI_INSTRUCTION | target_opcode::EH_LABEL) {
            return None;
        }
        key.push(inst_key(mf, i)?);
    }
    // It must end in something that does not come back: a call (to a noreturn function, as
    // the block has no successor) or a barrier such as a trap.
    let d = instrs.get(mf.inst(*code.last()?).opcode)?;
    (d.is_call() || d.has(InstrFlags::IS_BARRIER)).then_some((code, key))
}

/// The layout predecessor of `b` when it falls into `b`.
fn fallen_into_from(mf: &MachineFunction, instrs: &InstrInfo, b: BlockId) -> Option<BlockId> {
    let pos = mf.layout().iter().position(|&x| x == b)?;
    let p = mf.layout()[pos.checked_sub(1)?];
    (falls_through(mf, instrs, p) && mf.block(p).succs.contains(&b)).then_some(p)
}

/// Every edge into `b` goes to `kept` instead (a block falling into `b` gets a jump first,
/// when `kept` is big enough to be worth it); false when nothing changed.
fn replace_block(mf: &mut MachineFunction, instrs: &InstrInfo, branches: &dyn TargetBranchInfo, b: BlockId, kept: BlockId, kept_size: usize) -> bool {
    if let Some(p) = fallen_into_from(mf, instrs, b) {
        if kept_size < MIN_SIZE_FOR_NEW_JUMP {
            return false;
        }
        // `p` now jumps to `b` explicitly, a branch the bypass retargets.
        branches.insert_jump(mf, p, b);
    }
    bypass_block(mf, instrs, b, kept)
}

/// Merges identical exit blocks into the first of each kind (in layout order, or the one its
/// layout predecessor falls into); true when something changed.
pub(crate) fn merge_identical_exits(mf: &mut MachineFunction, instrs: &InstrInfo, branches: &dyn TargetBranchInfo) -> bool {
    let layout: Vec<BlockId> = mf.layout().to_vec();
    // Groups in the layout order of their first block, so the outcome does not depend on hashing.
    let mut group_of: HashMap<Vec<InstKey>, usize> = HashMap::new();
    let mut groups: Vec<Vec<BlockId>> = Vec::new();
    for &b in layout.iter().skip(1) {
        if let Some((_, key)) = exit_block(mf, instrs, b) {
            let k = *group_of.entry(key).or_insert_with(|| {
                groups.push(Vec::new());
                groups.len() - 1
            });
            groups[k].push(b);
        }
    }
    let mut changed = false;
    for group in groups.iter().filter(|g| g.len() > 1) {
        let kept = group.iter().copied().find(|&b| fallen_into_from(mf, instrs, b).is_some()).unwrap_or(group[0]);
        let size = mf.block_insts(kept).filter(|&i| !mf.inst(i).is_debug_value()).count();
        for &b in group.iter().filter(|&&b| b != kept) {
            changed |= replace_block(mf, instrs, branches, b, kept, size);
        }
    }
    changed
}

/// How many instructions two key lists share at their ends.
fn common_tail(a: &[InstKey], b: &[InstKey]) -> usize {
    a.iter().rev().zip(b.iter().rev()).take_while(|(x, y)| x == y).count()
}

/// Merges the longest common tail of exit blocks, again and again while one of at least
/// `MIN_COMMON_TAIL` instructions is left; true when something changed.
pub(crate) fn merge_common_tails(mf: &mut MachineFunction, instrs: &InstrInfo, branches: &dyn TargetBranchInfo) -> bool {
    let hasher = std::hash::BuildHasherDefault::<std::collections::hash_map::DefaultHasher>::default();
    let mut changed = false;
    loop {
        // Each exit with its layout position, which decides every choice below: the hashes only
        // bring blocks with common tails together, so the outcome does not depend on them (nor
        // on the opcode numbers they hash).
        let mut exits: Vec<(usize, BlockId, Vec<InstId>, Vec<InstKey>)> = (mf.layout().iter().skip(1).filter_map(|&b| exit_block(mf, instrs, b).map(|(code, key)| (b, code, key))))
            .enumerate()
            .map(|(at, (b, code, key))| (at, b, code, key))
            .collect();
        // Sorted by their instructions' hashes read backwards, blocks with long common tails
        // are neighbours.
        let backwards = |keys: &[InstKey]| -> Vec<u64> { keys.iter().rev().map(|k| hasher.hash_one(k)).collect() };
        exits.sort_by_cached_key(|e| backwards(&e.3));
        let tails: Vec<usize> = exits.windows(2).map(|w| common_tail(&w[0].3, &w[1].3)).collect();
        let Some(&len) = tails.iter().max() else { break };
        if len < MIN_COMMON_TAIL {
            break;
        }
        // The runs of neighbours sharing the longest tail; the one holding the earliest block is
        // merged first, its members in layout order.
        let mut run: Option<(usize, std::ops::RangeInclusive<usize>)> = None;
        let mut k = 0;
        while k < tails.len() {
            if tails[k] < len {
                k += 1;
                continue;
            }
            let first = k;
            while k < tails.len() && tails[k] >= len {
                k += 1;
            }
            let earliest = exits[first..=k].iter().map(|e| e.0).min().unwrap_or(usize::MAX);
            if run.as_ref().map_or(true, |(e, _)| earliest < *e) {
                run = Some((earliest, first..=k));
            }
        }
        let Some((_, range)) = run else { break };
        let mut members: Vec<&(usize, BlockId, Vec<InstId>, Vec<InstKey>)> = exits[range].iter().collect();
        members.sort_by_key(|m| m.0);
        // The tail's home: a block that is nothing but the tail, or else the last member split,
        // so that the others jump forward to it (as llc places a common tail).
        let h = members.iter().position(|m| m.2.len() == len).unwrap_or(members.len() - 1);
        let (_, block, code, _) = members[h];
        let home = if code.len() == len {
            *block
        } else {
            let tail = mf.split_block_after(code[code.len() - len - 1]);
            mf.add_successor(*block, tail, None);
            tail
        };
        for (_, b, code, _) in members.iter().enumerate().filter(|&(k, _)| k != h).map(|(_, m)| *m) {
            if code.len() == len {
                replace_block(mf, instrs, branches, *b, home, len);
                continue;
            }
            // Its tail, with the debug values among and after it, goes; a jump takes its place.
            let mut cur = Some(code[code.len() - len]);
            while let Some(i) = cur {
                cur = mf.next_inst(i);
                mf.remove(i);
            }
            branches.insert_jump(mf, *b, home);
            mf.add_successor(*b, home, None);
        }
        changed = true;
    }
    changed
}
