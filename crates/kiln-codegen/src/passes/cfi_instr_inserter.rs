//! CFI fix-up (LLVM's `cfi-instr-inserter`): the CFA rule `.cfi_*` directives describe is
//! a property of the code *layout*, but epilogues change it inside the function. After the
//! last pass that moves blocks, this pass computes each block's CFA rule on entry from its
//! control-flow predecessors and, where it differs from the rule at the end of the block
//! before it in the layout (typically the block after a return), restates it at the top of
//! the block. Functions without CFI are left alone.

use kiln_mc::desc::PhysReg;

use crate::mir::{BlockId, CfiDirective, InsertPoint, MachineFunction, MachineOperand};
use crate::target::target_opcode;
use crate::target::frame_lowering::TargetFrameLowering;

/// The canonical frame address rule: register plus offset.
type Cfa = (PhysReg, i64);

fn apply_cfi(state: Cfa, d: &CfiDirective) -> Cfa {
    match *d {
        CfiDirective::DefCfa { reg, offset } => (reg, offset),
        CfiDirective::DefCfaOffset(offset) => (state.0, offset),
        CfiDirective::DefCfaRegister(reg) => (reg, state.1),
        CfiDirective::AdjustCfaOffset(delta) => (state.0, state.1 + delta),
        _ => state,
    }
}

/// The CFA rule after the instructions of `b`, entered with `state`.
fn cfa_after_block(mf: &MachineFunction, b: BlockId, mut state: Cfa) -> Cfa {
    for i in mf.block_insts(b) {
        let m = mf.inst(i);
        if m.opcode == target_opcode::CFI_INSTRUCTION {
            if let Some(MachineOperand::Cfi(k)) = m.operands.first() {
                state = apply_cfi(state, &mf.cfi_directives[*k as usize]);
            }
        }
    }
    state
}

/// Inserts CFA directives at the top of each block whose CFA rule on entry (from its
/// control-flow predecessors) differs from the rule at the end of the block before it in the
/// layout — blocks placed after an epilogue. Unreachable blocks keep the rule they follow.
pub fn run(mf: &mut MachineFunction, tfl: &dyn TargetFrameLowering) -> Result<(), String> {
    if !mf.layout().iter().any(|&b| mf.block_insts(b).any(|i| mf.inst(i).opcode == target_opcode::CFI_INSTRUCTION)) {
        return Ok(());
    }
    let layout: Vec<BlockId> = mf.layout().to_vec();
    let Some(&entry) = layout.first() else { return Ok(()) };
    let initial: Cfa = (tfl.stack_pointer(), tfl.return_address_size() as i64);
    // Per block (by number): the rule on entry from its predecessors and the rule after it,
    // so that each reachable block's instructions are walked once.
    let mut entry_state: Vec<Option<Cfa>> = vec![None; mf.num_blocks()];
    let mut exit_state: Vec<Option<Cfa>> = vec![None; mf.num_blocks()];
    entry_state[entry.0 as usize] = Some(initial);
    let mut work = vec![(entry, initial)];
    while let Some((b, state)) = work.pop() {
        let out = cfa_after_block(mf, b, state);
        exit_state[b.0 as usize] = Some(out);
        for &s in &mf.block(b).succs {
            if entry_state[s.0 as usize].is_none() {
                entry_state[s.0 as usize] = Some(out);
                work.push((s, out));
            }
        }
    }
    let mut prev_out = initial;
    for (k, &b) in layout.iter().enumerate() {
        let reached = entry_state[b.0 as usize];
        let wanted = reached.unwrap_or(prev_out);
        if k > 0 && wanted != prev_out {
            let d = match (wanted.0 == prev_out.0, wanted.1 == prev_out.1) {
                (true, _) => CfiDirective::DefCfaOffset(wanted.1),
                (false, true) => CfiDirective::DefCfaRegister(wanted.0),
                (false, false) => CfiDirective::DefCfa { reg: wanted.0, offset: wanted.1 },
            };
            let op = mf.add_cfi(d);
            mf.build(InsertPoint::Start(b), target_opcode::CFI_INSTRUCTION).operand(op);
        }
        // A reachable block's rule after it was found from the same entry rule (the
        // directive just added restates that rule, so it changes nothing).
        prev_out = match (reached, exit_state[b.0 as usize]) {
            (Some(_), Some(out)) => out,
            _ => cfa_after_block(mf, b, wanted),
        };
    }
    Ok(())
}
