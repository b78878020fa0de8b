//! Loop-invariant code motion on SSA machine code (llc's `early-machinelicm`).
//!
//! Selection leaves in loops what the IR optimiser could not see: constants materialised for
//! each use, address arithmetic from the addressing modes, loads from the constant pool. A
//! pure instruction ([`pure_result`]) of a loop whose register operands are all defined outside
//! the loop (or by instructions already hoisted) moves to the end of the loop's preheader, the
//! single predecessor from outside that only enters the loop. Loops are visited outermost
//! first, so an instruction invariant in several nested loops leaves all of them.
//!
//! Pure instructions cannot fault, so hoisting one out of a block the loop does not always run
//! is safe. An instruction as cheap as a move ([`is_cheap`]: a constant) is hoisted only when `remat` says the
//! allocator rematerialises values: the per-block allocator would keep the hoisted value in a
//! stack slot and reload it in the loop, a load where there was an immediate.

use kiln_mc::desc::InstrInfo;

use kiln_mc::desc::InstrFlags;

use super::pure_instr::{clear_kill_flags, constant_phys_regs, is_cheap, pure_result};
use crate::analysis::LoopInfo;
use crate::mir::{BlockId, InsertPoint, MachineFunction, MachineInstr, MachineOperand, Reg, RegUses};
use crate::target::register_info::TargetRegisterInfo;

/// Hoists the invariant instructions of `mf`'s loops; returns how many moved.
pub fn run(mf: &mut MachineFunction, instrs: &'static InstrInfo, tri: &dyn TargetRegisterInfo, loops: &mut LoopInfo, remat: bool) -> Result<u64, String> {
    if !mf.regs.is_ssa {
        return Ok(0);
    }
    let constant = constant_phys_regs(mf, tri);
    loops.compute(mf);
    let uses = RegUses::compute(mf);
    let mut def_block = def_blocks(mf);
    let hoistable = |mi: &MachineInstr, def_block: &[Option<BlockId>], in_loop: &[bool]| {
        let result = pure_result(mi, instrs, &constant)?;
        if uses.defs(result).len() != 1 || (!remat && is_cheap(instrs, mi.opcode)) {
            return None;
        }
        let invariant = mi.operands.iter().filter(|o| o.is_use()).all(|o| match o.get_reg().and_then(Reg::virt_index) {
            Some(v) => def_block[v as usize].is_some_and(|d| !in_loop[d.0 as usize]),
            None => true,
        });
        invariant.then_some(result)
    };
    let mut in_loop = vec![false; mf.num_blocks()];
    let mut split = false;
    for &header in loops.headers().to_vec().iter() {
        let body = loop_body(mf, loops, header, &mut in_loop);
        if preheader(mf, instrs, header, &in_loop).is_none() {
            let has_work = body.iter().any(|&b| mf.block_insts(b).any(|i| hoistable(mf.inst(i), &def_block, &in_loop).is_some()));
            if has_work && split_fall_through_entry(mf, instrs, header, &in_loop) {
                in_loop.push(false);
                split = true;
            }
        }
        clear(&body, &mut in_loop);
    }
    if split {
        loops.compute(mf);
        in_loop = vec![false; mf.num_blocks()];
    }
    let order = super::machine_cse::dominator_order(mf, loops);
    let mut hoisted = 0;
    let mut moved = vec![false; def_block.len()];
    for &header in loops.headers().to_vec().iter() {
        let body = loop_body(mf, loops, header, &mut in_loop);
        let Some(preheader) = preheader(mf, instrs, header, &in_loop) else {
            clear(&body, &mut in_loop);
            continue;
        };
        for &b in order.iter().filter(|b| in_loop[b.0 as usize]) {
            let mut cursor = mf.first_inst(b);
            while let Some(i) = cursor {
                cursor = mf.next_inst(i);
                let Some(result) = hoistable(mf.inst(i), &def_block, &in_loop) else { continue };
                mf.remove(i);
                let at = match mf.first_terminator(preheader, instrs) {
                    Some(t) => InsertPoint::Before(t),
                    None => InsertPoint::End(preheader),
                };
                mf.insert(at, i);
                let v = result.virt_index().expect("virtual") as usize;
                def_block[v] = Some(preheader);
                moved[v] = true;
                hoisted += 1;
            }
        }
        clear(&body, &mut in_loop);
    }
    if hoisted > 0 {
        // A use in the loop was the last of one iteration's value; now every iteration reads it.
        clear_kill_flags(mf, &moved);
    }
    Ok(hoisted)
}

/// The block defining each virtual register.
fn def_blocks(mf: &MachineFunction) -> Vec<Option<BlockId>> {
    let mut def_block: Vec<Option<BlockId>> = vec![None; mf.regs.num_vregs() as usize];
    for &b in mf.layout() {
        for i in mf.block_insts(b) {
            for op in mf.inst(i).operands.iter().filter(|o| o.is_def()) {
                if let Some(v) = op.get_reg().and_then(Reg::virt_index) {
                    def_block[v as usize] = Some(b);
                }
            }
        }
    }
    def_block
}

/// Gives the loop of `header` a preheader when its one entry from outside is the fall-through
/// edge of a block that also branches elsewhere: a new empty block placed between the two in
/// the layout, so no branch changes. Not for a header with live-in physical registers, a
/// landing pad or an address-taken block. Returns whether it split.
fn split_fall_through_entry(mf: &mut MachineFunction, instrs: &InstrInfo, header: BlockId, in_loop: &[bool]) -> bool {
    let mut outside = mf.block(header).preds.iter().copied().filter(|p| !in_loop[p.0 as usize]);
    let (Some(pred), None) = (outside.next(), outside.next()) else { return false };
    let h = mf.block(header);
    if !h.live_ins.is_empty() || h.landing_pad || h.address_taken || mf.block(pred).succs.iter().filter(|&&s| s == header).count() != 1 {
        return false;
    }
    let layout = mf.layout();
    let falls_into_header = layout.iter().position(|&b| b == pred).and_then(|k| layout.get(k + 1)) == Some(&header);
    let ends_in_barrier = mf.last_inst(pred).is_some_and(|i| instrs.get(mf.inst(i).opcode).is_none_or(|d| d.has(InstrFlags::IS_BARRIER)));
    let names_header = mf.block_insts(pred).any(|i| mf.inst(i).operands.contains(&MachineOperand::Block(header)));
    if !falls_into_header || ends_in_barrier || names_header {
        return false;
    }
    let new = mf.create_block_after(pred);
    for s in mf.block_mut(pred).succs.iter_mut().filter(|s| **s == header) {
        *s = new;
    }
    for p in mf.block_mut(header).preds.iter_mut().filter(|p| **p == pred) {
        *p = new;
    }
    let n = mf.block_mut(new);
    n.preds.push(pred);
    n.succs.push(header);
    n.succ_probs.push(None);
    mf.replace_phi_block(header, pred, new);
    true
}

/// The natural loop of `header`: the blocks that reach one of its back edges without passing
/// through it; marked in `in_loop` and returned.
fn loop_body(mf: &MachineFunction, loops: &LoopInfo, header: BlockId, in_loop: &mut [bool]) -> Vec<BlockId> {
    let mut body = vec![header];
    in_loop[header.0 as usize] = true;
    let mut work: Vec<BlockId> = mf.block(header).preds.iter().copied().filter(|&p| loops.dominates(header, p)).collect();
    while let Some(b) = work.pop() {
        if in_loop[b.0 as usize] || !loops.dominates(header, b) {
            continue;
        }
        in_loop[b.0 as usize] = true;
        body.push(b);
        work.extend(mf.block(b).preds.iter().copied());
    }
    body
}

fn clear(body: &[BlockId], in_loop: &mut [bool]) {
    for b in body {
        in_loop[b.0 as usize] = false;
    }
}

/// The one block outside the loop that enters it, when it has no other successor and its
/// terminators read no physical register (no flags a hoisted instruction could clobber).
fn preheader(mf: &MachineFunction, instrs: &InstrInfo, header: BlockId, in_loop: &[bool]) -> Option<BlockId> {
    let mut outside = mf.block(header).preds.iter().copied().filter(|p| !in_loop[p.0 as usize]);
    let p = outside.next()?;
    if outside.next().is_some() || mf.block(p).succs.as_slice() != [header] {
        return None;
    }
    let mut t = mf.first_terminator(p, instrs);
    while let Some(i) = t {
        if mf.inst(i).operands.iter().any(|o| o.is_use() && o.get_reg().is_some_and(Reg::is_physical)) {
            return None;
        }
        t = mf.next_inst(i);
    }
    Some(p)
}
