//! Branch relaxation (LLVM's `BranchRelaxation`): after every pass that changes code, each
//! direct branch whose target block lies beyond the reach of its encoding is rewritten, so the
//! assembler never meets a branch offset that does not fit its field.
//!
//! The pass lays the function out with each instruction's size from the target (an upper
//! bound: a compressed form only shortens distances) and each aligned block's worst padding,
//! then fixes what is out of reach: a conditional branch is inverted to jump over a new block
//! that holds an unconditional jump to its old target (`beq a0, a1, far` → `bne a0, a1, next;
//! j far`); an unconditional jump beyond its own reach becomes the target's long jump
//! (RISC-V: `auipc`+`jalr`) through a register no path from the target block reads before
//! writing. Fixes only make code longer, so the layout is redone until nothing is out of reach.
//! A target whose assembler relaxes branches itself (x86) has no hook and skips the pass.

use kiln_mc::desc::{InstrInfo, PhysReg};

use crate::mir::{BlockId, InstId, MachineFunction, MachineOperand};
use crate::passes::branch_folding::{block_operand, TargetBranchInfo};
use crate::target::register_info::TargetRegisterInfo;
use crate::target::target_opcode;

/// What a target tells branch relaxation.
pub trait TargetBranchRelaxation: Sync {
    /// The most bytes one instruction takes (an instruction whose description gives no size,
    /// and each statement of inline assembly, counts this much).
    fn max_instr_size(&self) -> u64;

    /// The offsets, in bytes from its own address, that a direct branch with `opcode` reaches
    /// (inclusive); `None` for an instruction that is not such a branch, or reaches anywhere.
    fn branch_reach(&self, opcode: u32) -> Option<(i64, i64)>;

    /// The registers a long jump may take when no path from its target reads them before
    /// writing them, in order of preference; caller-saved registers only (a return does not
    /// read a callee-saved register, yet the caller does).
    fn long_jump_scratch(&self) -> &'static [PhysReg];

    /// Replaces the unconditional jump `jump` by a jump of unlimited reach to the same block
    /// that may overwrite `scratch`.
    fn make_long_jump(&self, mf: &mut MachineFunction, jump: InstId, scratch: PhysReg);
}

/// The services of the pass.
pub struct Hooks<'a> {
    pub instrs: &'static InstrInfo,
    pub regs: &'a dyn TargetRegisterInfo,
    pub branches: &'a dyn TargetBranchInfo,
    pub relax: &'a dyn TargetBranchRelaxation,
}

/// Relaxes every branch of `mf` that cannot reach its target.
pub fn run(mf: &mut MachineFunction, hooks: &Hooks) -> Result<(), String> {
    let mut changed = false;
    loop {
        let layout = Layout::of(mf, hooks);
        let far: Vec<InstId> = mf
            .layout()
            .iter()
            .flat_map(|&b| mf.block_insts(b))
            .filter(|&i| {
                let Some((lo, hi)) = hooks.relax.branch_reach(mf.inst(i).opcode) else { return false };
                block_operand(mf, i).is_some_and(|t| !(lo..=hi).contains(&(layout.block_start[t.0 as usize] - layout.inst_offset(mf, hooks, i))))
            })
            .collect();
        if far.is_empty() {
            break;
        }
        for i in far {
            if is_unconditional(hooks.instrs, mf.inst(i).opcode) {
                relax_jump(mf, hooks, i)?;
            } else {
                relax_conditional(mf, hooks, i)?;
            }
        }
        changed = true;
    }
    if changed {
        mf.renumber_blocks();
    }
    Ok(())
}

/// Block start offsets, from the function's start.
struct Layout {
    block_start: Vec<i64>,
}

impl Layout {
    fn of(mf: &MachineFunction, hooks: &Hooks) -> Layout {
        let mut block_start = vec![0; mf.num_blocks()];
        let mut offset = 0i64;
        for &b in mf.layout() {
            // The worst padding an alignment can add, wherever the function starts.
            offset += mf.block(b).alignment.map_or(0, |a| a as i64 - 1);
            block_start[b.0 as usize] = offset;
            offset += mf.block_insts(b).map(|i| instr_size(mf, hooks, i)).sum::<i64>();
        }
        Layout { block_start }
    }

    fn inst_offset(&self, mf: &MachineFunction, hooks: &Hooks, inst: InstId) -> i64 {
        let b = mf.inst(inst).parent;
        self.block_start[b.0 as usize] + mf.block_insts(b).take_while(|&i| i != inst).map(|i| instr_size(mf, hooks, i)).sum::<i64>()
    }
}

/// An upper bound of the bytes `inst` emits.
fn instr_size(mf: &MachineFunction, hooks: &Hooks, inst: InstId) -> i64 {
    let mi = mf.inst(inst);
    let max = hooks.relax.max_instr_size() as i64;
    if mi.opcode == target_opcode::INLINEASM {
        let Some(MachineOperand::ExternalSymbol { name, .. }) = mi.operands.first() else { return max };
        return asm_length(&crate::emit::unquote_mir_name(mf.str(*name)), max);
    }
    match hooks.instrs.get(mi.opcode) {
        // The target-independent opcodes left at emission are labels, CFI and debug values.
        _ if mi.opcode < target_opcode::COUNT => 0,
        Some(d) if d.size != 0 => d.size as i64,
        _ => max,
    }
}

/// An upper bound of the bytes inline assembly `text` emits, as llc's `getInlineAsmLength`
/// counts them: each statement (a line or a `;`-separated part) is one instruction of `max`
/// bytes, except `.space N` and `.zero N`, which are N bytes.
fn asm_length(text: &str, max: i64) -> i64 {
    text.split(['\n', ';'])
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| {
            let space = s.strip_prefix(".space").or_else(|| s.strip_prefix(".zero"));
            space.and_then(|n| n.trim().parse::<i64>().ok()).map_or(max, |n| n.max(0))
        })
        .sum()
}

fn set_target_block(mf: &mut MachineFunction, i: InstId, to: BlockId) {
    if let Some(op) = mf.inst_mut(i).operands.iter_mut().find(|o| o.block().is_some()) {
        *op = MachineOperand::Block(to);
    }
}

fn is_unconditional(instrs: &InstrInfo, opcode: u32) -> bool {
    instrs.get(opcode).is_some_and(|d| d.has(kiln_mc::desc::InstrFlags::IS_BARRIER))
}

fn succ_prob(mf: &MachineFunction, from: BlockId, to: BlockId) -> Option<u32> {
    let b = mf.block(from);
    b.succs.iter().position(|&s| s == to).and_then(|k| b.succ_probs[k])
}

/// `bcc X` out of reach becomes `b!cc NEXT` over a new block holding `j X`. When an
/// unconditional `j Y` follows and `Y` is in the branch's reach, the two swap targets instead.
fn relax_conditional(mf: &mut MachineFunction, hooks: &Hooks, branch: InstId) -> Result<(), String> {
    let name = |mf: &MachineFunction| format!("{} in bb.{} of {}", hooks.instrs.name(mf.inst(branch).opcode), mf.block(mf.inst(branch).parent).number, mf.name);
    let far = block_operand(mf, branch).ok_or_else(|| format!("branch relaxation: {} names no block", name(mf)))?;
    if !hooks.branches.invert_branch_condition(mf, branch) {
        return Err(format!("branch relaxation: {} is beyond reach and its condition cannot be inverted", name(mf)));
    }
    if let Some(jump) = mf.next_inst(branch) {
        let Some(other) = block_operand(mf, jump).filter(|_| is_unconditional(hooks.instrs, mf.inst(jump).opcode)) else {
            return Err(format!("branch relaxation: {} is followed by a terminator it cannot jump over", name(mf)));
        };
        let layout = Layout::of(mf, hooks);
        let (lo, hi) = hooks.relax.branch_reach(mf.inst(branch).opcode).unwrap_or((0, -1));
        if (lo..=hi).contains(&(layout.block_start[other.0 as usize] - layout.inst_offset(mf, hooks, branch))) {
            set_target_block(mf, branch, other);
            set_target_block(mf, jump, far);
            return Ok(());
        }
        // Put the jump in a block of its own, which the branch's block now falls into.
        let block = mf.inst(branch).parent;
        let rest = mf.split_block_after(branch);
        let far_prob = succ_prob(mf, rest, far);
        if far != other {
            mf.remove_successor(rest, far);
        }
        mf.add_successor(block, rest, None);
        return jump_over(mf, hooks, branch, far, far_prob);
    }
    let far_prob = succ_prob(mf, mf.inst(branch).parent, far);
    jump_over(mf, hooks, branch, far, far_prob)
}

/// The inverted `branch`, last in its block, now skips a new block that jumps to `far`.
fn jump_over(mf: &mut MachineFunction, hooks: &Hooks, branch: InstId, far: BlockId, far_prob: Option<u32>) -> Result<(), String> {
    let block = mf.inst(branch).parent;
    let l = mf.layout();
    let next = l.iter().position(|&b| b == block).and_then(|k| l.get(k + 1).copied());
    let next = next.ok_or_else(|| format!("branch relaxation: the last block of {} ends in a conditional branch", mf.name))?;
    let trampoline = mf.create_block_after(block);
    hooks.branches.insert_jump(mf, trampoline, far);
    set_target_block(mf, branch, next);
    if far != next {
        mf.remove_successor(block, far);
    }
    mf.add_successor(block, trampoline, far_prob);
    mf.add_successor(trampoline, far, None);
    Ok(())
}

/// An unconditional jump out of reach becomes the target's long jump through a free register.
fn relax_jump(mf: &mut MachineFunction, hooks: &Hooks, jump: InstId) -> Result<(), String> {
    let to = block_operand(mf, jump).ok_or_else(|| format!("branch relaxation: a jump in {} names no block", mf.name))?;
    let scratch = hooks.relax.long_jump_scratch().iter().copied().find(|&r| !live_into(mf, hooks, to, r));
    let Some(scratch) = scratch else {
        return Err(format!(
            "branch relaxation: the jump to bb.{} in {} is beyond reach and no register is free for a long jump",
            mf.block(to).number,
            mf.name
        ));
    };
    hooks.relax.make_long_jump(mf, jump, scratch);
    Ok(())
}

/// Whether some path from the start of `start` reads `reg` before writing it.
fn live_into(mf: &MachineFunction, hooks: &Hooks, start: BlockId, reg: PhysReg) -> bool {
    let regs = hooks.regs.tables();
    let overlaps = |op: &MachineOperand| op.get_reg().and_then(|r| r.as_phys()).is_some_and(|p| regs.regs_overlap(p, reg));
    let mut seen = vec![false; mf.num_blocks()];
    let mut work = vec![start];
    while let Some(b) = work.pop() {
        if std::mem::replace(&mut seen[b.0 as usize], true) {
            continue;
        }
        if mf.block(b).live_ins.iter().any(|&(p, _)| regs.regs_overlap(p, reg)) {
            return true;
        }
        let mut written = false;
        for i in mf.block_insts(b) {
            let mi = mf.inst(i);
            let desc = hooks.instrs.get(mi.opcode);
            let implicit_use = desc.is_some_and(|d| d.implicit_uses.iter().any(|&p| regs.regs_overlap(p, reg)));
            if implicit_use || mi.operands.iter().any(|op| op.is_reg() && op.is_use() && overlaps(op)) {
                return true;
            }
            let whole = |p: PhysReg| p == reg || regs.is_sub_register(reg, p);
            let defines = mi.operands.iter().any(|op| op.is_reg() && op.is_def() && op.get_reg().and_then(|r| r.as_phys()).is_some_and(whole))
                || desc.is_some_and(|d| d.implicit_defs.iter().any(|&p| whole(p)));
            let clobbers = mi.operands.iter().any(|op| matches!(op, MachineOperand::RegMask(m) if !hooks.regs.mask_preserves(mf, *m, reg)));
            if defines || clobbers {
                written = true;
                break;
            }
        }
        if !written {
            work.extend(mf.block(b).succs.iter().copied());
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::asm_length;

    #[test]
    fn measures_inline_asm() {
        assert_eq!(asm_length("nop", 4), 4);
        assert_eq!(asm_length("nop; nop\n\tnop\n", 4), 12);
        assert_eq!(asm_length("", 4), 0);
        assert_eq!(asm_length(".space 5000\nnop", 4), 5004);
        assert_eq!(asm_length(".zero 8; .zero x", 4), 12);
    }
}
