//! PHI elimination: the SSA destruction step before register allocation. Every machine PHI
//! `%d = PHI %v1, %bb.1, %v2, %bb.2` becomes a fresh virtual register `%t` of `%d`'s class,
//! a `%t = COPY %vi` in each predecessor just before its first terminator, and `%d = COPY %t`
//! where the PHIs stood. Going through `%t` makes the copies of one block's PHIs independent of
//! each other (no swap problem) and lets critical edges stay unsplit, as LLVM does at -O0:
//! `%t` is read only at the top of the PHI's block, so defining it on other edges is harmless.
//! Incoming values that are undefined (`undef` operands, `IMPLICIT_DEF` results) give an
//! `IMPLICIT_DEF` of `%t` instead of a copy. The function leaves SSA form.
//!
//! Above -O0, [`split_critical_edges`] first gives critical edges into a block with PHIs a
//! block of their own where LLVM's `SplitPHIEdges` would, so that the copies of such an edge
//! run on it alone: a copy left in a predecessor with several successors defines `%t` on the
//! other edges too, where the PHI's operand may still be live, and the coalescer could not
//! join them.
//!
//! A landing pad is entered from inside its predecessor's call, so the copy on that edge goes
//! right after the incoming value's definition in the predecessor (its top when defined
//! elsewhere), and the pad's own copies after its `EH_LABEL`, where the unwinder lands.

use kiln_mc::desc::{InstrFlags, InstrInfo, SubRegIdx};
use rustc_hash::FxHashMap;

use super::branch_folding::{falls_through, TargetBranchInfo};
use crate::analysis::LoopInfo;
use crate::mir::{BlockId, ImplicitDefs, InsertPoint, InstId, MachineFunction, MachineOperand, Reg, RegFlags, RegUses, VRegInfo};
use crate::target::target_opcode;

/// One incoming value of a PHI: the register operand as written and the predecessor.
struct Incoming {
    value: MachineOperand,
    reg: Reg,
    sub_reg: SubRegIdx,
    from: BlockId,
}

/// Lowers every PHI of `mf` to copies; `instrs` are the target's instruction tables.
pub fn run(mf: &mut MachineFunction, instrs: &InstrInfo) -> Result<(), String> {
    // Built at the first block with PHIs, before anything has changed (many -O0 functions
    // have none, and it is a scan of every definition).
    let mut undef: Option<ImplicitDefs> = None;
    let layout = mf.layout().to_vec();
    let mut phis: Vec<InstId> = Vec::new();
    for b in layout {
        phis.clear();
        let mut cur = mf.first_inst(b);
        while let Some(i) = cur.filter(|&i| mf.inst(i).opcode == target_opcode::PHI) {
            phis.push(i);
            cur = mf.next_inst(i);
        }
        if phis.is_empty() {
            continue;
        }
        // The block's own copies go after the last PHI (and a landing pad's label), in PHI order.
        let mut after = phis[phis.len() - 1];
        if let Some(label) = mf.next_inst(after).filter(|&i| mf.inst(i).opcode == target_opcode::EH_LABEL) {
            after = label;
        }
        let undef = undef.get_or_insert_with(|| ImplicitDefs::compute(mf));
        for &phi in &phis {
            let copy = lower_phi(mf, instrs, undef, b, phi, after)?;
            after = copy;
        }
        for &phi in &phis {
            mf.remove(phi);
        }
    }
    mf.regs.is_ssa = false;
    Ok(())
}

/// Splits the critical edges into blocks with PHIs where a copy left in the predecessor would
/// conflict (see the module doc), as LLVM's `SplitPHIEdges` chooses them: an edge whose PHI
/// operand is live out of the predecessor into another successor but not live into the PHI
/// block, or an edge leaving a loop (not one entering a loop from an outer one). Never a loop's
/// back edge (an out-of-line block in the loop would cost more than the copies), nor an edge
/// it cannot retarget: from a block whose terminators are not all direct branches, into a
/// landing pad or an address-taken block. The new block sits between the two in the layout
/// when the edge falls through, right before the PHI block when nothing else falls into it,
/// else at the end of the function with a jump. Returns how many edges it split.
pub fn split_critical_edges(mf: &mut MachineFunction, instrs: &InstrInfo, branches: &dyn TargetBranchInfo, loops: &mut LoopInfo) -> usize {
    loops.compute(mf);
    let uses = RegUses::compute(mf);
    let undef = ImplicitDefs::compute(mf);
    let mut live_in: FxHashMap<Reg, Vec<bool>> = FxHashMap::default();
    let mut edges: Vec<(BlockId, BlockId)> = Vec::new();
    for &b in mf.layout() {
        let Some(first) = mf.first_inst(b).filter(|&i| mf.inst(i).opcode == target_opcode::PHI) else { continue };
        let blk = mf.block(b);
        if blk.landing_pad || blk.address_taken || !blk.live_ins.is_empty() {
            continue;
        }
        let cur_loop = loops.innermost_loop(b);
        for &pred in &blk.preds {
            let pre_loop = loops.innermost_loop(pred);
            let back_edge = pred == b || (loops.headers().contains(&b) && pre_loop == cur_loop);
            if mf.block(pred).succs.len() < 2 || back_edge || edges.contains(&(pred, b)) || !retargetable(mf, instrs, pred) {
                continue;
            }
            // Leaving a loop (or jumping to a sibling loop's header), not entering one.
            let exits_loop = cur_loop != pre_loop && pre_loop.is_some_and(|p| cur_loop.is_none_or(|c| !loops.loop_contains(p, c)));
            let mut phi = Some(first);
            let mut split = false;
            while let Some(i) = phi.filter(|&i| mf.inst(i).opcode == target_opcode::PHI) {
                for pair in mf.inst(i).operands[1..].chunks(2) {
                    let Some(reg) = pair[0].get_reg().filter(|r| r.is_virtual()) else { continue };
                    if pair.get(1) != Some(&MachineOperand::Block(pred)) || undef.reads_undef(&pair[0]) {
                        continue;
                    }
                    let live = live_in.entry(reg).or_insert_with(|| live_in_blocks(mf, &uses, reg));
                    let live_past_phis = mf.block(pred).succs.iter().any(|s| live[s.0 as usize]);
                    split |= (live_past_phis && !live[b.0 as usize]) || exits_loop;
                }
                phi = mf.next_inst(i);
            }
            if split {
                edges.push((pred, b));
            }
        }
    }
    let mut split = 0;
    for (pred, to) in edges {
        split += usize::from(split_edge(mf, instrs, branches, pred, to));
    }
    split
}

/// The blocks (by index) at whose entry the SSA register `reg` is live, its PHI operands
/// counting as reads at the end of their predecessors (LiveVariables' live-in sets).
fn live_in_blocks(mf: &MachineFunction, uses: &RegUses, reg: Reg) -> Vec<bool> {
    let mut live = vec![false; mf.num_blocks()];
    let def_block = uses.defs(reg).first().map(|d| mf.inst(d.inst).parent());
    let mut work: Vec<BlockId> = Vec::new();
    for u in uses.uses(reg) {
        let m = mf.inst(u.inst);
        if m.opcode == target_opcode::PHI {
            if let Some(pred) = m.operands.get(usize::from(u.operand) + 1).and_then(MachineOperand::block) {
                if Some(pred) != def_block {
                    work.push(pred);
                }
            }
        } else if Some(m.parent()) != def_block {
            work.push(m.parent());
        }
    }
    while let Some(b) = work.pop() {
        if live[b.0 as usize] || Some(b) == def_block {
            continue;
        }
        live[b.0 as usize] = true;
        work.extend(mf.block(b).preds.iter().copied());
    }
    live
}

/// Whether every terminator of `b` is a direct branch (so its edges can be retargeted).
fn retargetable(mf: &MachineFunction, instrs: &InstrInfo, b: BlockId) -> bool {
    let mut t = mf.first_terminator(b, instrs);
    while let Some(i) = t {
        let direct = instrs.get(mf.inst(i).opcode).is_some_and(|d| d.is_branch() && !d.has(InstrFlags::IS_INDIRECT_BRANCH));
        if !direct {
            return false;
        }
        t = mf.next_inst(i);
    }
    true
}

/// Puts a new block on the edge `pred` → `to` (see [`split_critical_edges`]); false when the
/// edge neither falls through nor is named by a branch.
fn split_edge(mf: &mut MachineFunction, instrs: &InstrInfo, branches: &dyn TargetBranchInfo, pred: BlockId, to: BlockId) -> bool {
    let layout = mf.layout();
    let at = |b: BlockId| layout.iter().position(|&x| x == b).expect("a block of the layout");
    let (p, t) = (at(pred), at(to));
    let mut named = false;
    let mut term = mf.first_terminator(pred, instrs);
    while let Some(i) = term {
        named |= mf.inst(i).operands.contains(&MachineOperand::Block(to));
        term = mf.next_inst(i);
    }
    let new = if !named {
        if t != p + 1 || !falls_through(mf, instrs, pred) {
            return false;
        }
        mf.create_block_after(pred)
    } else {
        let before_to = t.checked_sub(1).map(|k| layout[k]);
        let new = match before_to {
            Some(prev) if prev != pred && !falls_through(mf, instrs, prev) => mf.create_block_after(prev),
            _ => {
                let last = *layout.last().expect("a block of the layout");
                let new = mf.create_block_after(last);
                branches.insert_jump(mf, new, to);
                new
            }
        };
        let mut term = mf.first_terminator(pred, instrs);
        while let Some(i) = term {
            for op in mf.inst_mut(i).operands.iter_mut().filter(|o| **o == MachineOperand::Block(to)) {
                *op = MachineOperand::Block(new);
            }
            term = mf.next_inst(i);
        }
        new
    };
    // The edge keeps its probability: only its successor changes.
    let k = mf.block(pred).succs.iter().position(|&s| s == to).expect("a successor");
    mf.block_mut(pred).succs[k] = new;
    for q in mf.block_mut(to).preds.iter_mut().filter(|q| **q == pred) {
        *q = new;
    }
    let n = mf.block_mut(new);
    n.preds.push(pred);
    n.succs.push(to);
    n.succ_probs.push(None);
    mf.replace_phi_block(to, pred, new);
    true
}

/// Lowers one PHI of block `b`; its `%d = COPY %t` (or `IMPLICIT_DEF`) goes after `after`.
/// Returns that instruction.
fn lower_phi(mf: &mut MachineFunction, instrs: &InstrInfo, undef: &ImplicitDefs, b: BlockId, phi: InstId, after: InstId) -> Result<InstId, String> {
    let m = mf.inst(phi);
    let dest = m.operands.first().filter(|o| o.is_def()).and_then(MachineOperand::get_reg);
    let Some(dest) = dest.filter(|r| r.is_virtual()) else {
        return Err(format!("function '{}', bb.{}: a PHI must define a virtual register", mf.name, mf.block(b).number));
    };
    let dest_sub = m.operands[0].sub_reg();
    if dest_sub.0 != 0 {
        return Err(format!("function '{}', bb.{}: a PHI cannot define a sub-register", mf.name, mf.block(b).number));
    }
    let mut incoming: Vec<Incoming> = Vec::new();
    for pair in m.operands[1..].chunks(2) {
        match (pair, pair.get(1).and_then(MachineOperand::block)) {
            ([value @ MachineOperand::Reg { reg, sub_reg, .. }, _], Some(from)) if value.is_use() => {
                if !incoming.iter().any(|x| x.from == from) {
                    incoming.push(Incoming { value: *value, reg: *reg, sub_reg: *sub_reg, from });
                }
            }
            _ => return Err(format!("function '{}', bb.{}: PHI operands must be (register, block) pairs", mf.name, mf.block(b).number)),
        }
    }
    let all_undef = incoming.iter().all(|x| undef.reads_undef(&x.value));
    if all_undef {
        return Ok(mf.build(InsertPoint::After(after), target_opcode::IMPLICIT_DEF).def(dest).id());
    }
    let Some(&info) = mf.regs.vreg(dest) else {
        return Err(format!("function '{}': PHI defines an unknown virtual register", mf.name));
    };
    let temp = Reg::virt(mf.regs.num_vregs());
    *mf.regs.ensure_vreg(mf.regs.num_vregs()) = VRegInfo { preferred: Reg::NONE, ..info };
    let to_landing_pad = mf.block(b).landing_pad;
    for x in incoming {
        let at = match mf.first_terminator(x.from, instrs) {
            _ if to_landing_pad => before_unwind(mf, x.from, x.reg),
            Some(t) => InsertPoint::Before(t),
            None => InsertPoint::End(x.from),
        };
        if undef.reads_undef(&x.value) {
            mf.build(at, target_opcode::IMPLICIT_DEF).def(temp);
        } else {
            mf.build(at, target_opcode::COPY).def(temp).reg_sub(x.reg, RegFlags::NONE, x.sub_reg);
        }
    }
    Ok(mf.build(InsertPoint::After(after), target_opcode::COPY).def(dest).reg(temp, RegFlags::KILL).id())
}

/// Where the copy of `reg` on the edge from `from` to a landing pad goes: after the last
/// definition of `reg` in `from` (after all of the block's PHIs when that is one), else at the
/// top of `from` after its PHIs and label.
fn before_unwind(mf: &MachineFunction, from: BlockId, reg: Reg) -> InsertPoint {
    let (mut lead_end, mut last_def) = (None, None);
    let mut leading = true;
    for i in mf.block_insts(from) {
        let m = mf.inst(i);
        leading &= m.opcode == target_opcode::PHI || m.opcode == target_opcode::EH_LABEL;
        if leading {
            lead_end = Some(i);
        } else if m.operands.iter().any(|o| o.is_def() && o.get_reg() == Some(reg)) {
            last_def = Some(i);
        }
    }
    last_def.or(lead_end).map_or(InsertPoint::Start(from), InsertPoint::After)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mir::fuzzing::TOY_TARGET;
    use crate::mir::{parse_mir, print_mir, verify, MirModule};
    use kiln_support::SourceFile;

    fn run_on(text: &str) -> String {
        let mut m = parse_mir(&SourceFile::new("t.mir", text), &TOY_TARGET).unwrap();
        run(&mut m.functions[0], TOY_TARGET.instrs).unwrap();
        verify(&m.functions[0], &TOY_TARGET).unwrap();
        print_mir(&MirModule { ir: None, functions: m.functions }, &TOY_TARGET)
    }

    #[test]
    fn phis_become_copies_in_predecessors() {
        let text = "---\nname: f\nbody: |\n  bb.0:\n    successors: %bb.1, %bb.2\n    %0:gpr = MOVri 1\n    JCC %bb.2, 4, implicit $flags\n    JMP %bb.1\n  bb.1:\n    successors: %bb.2\n    %1:gpr = MOVri 2\n    JMP %bb.2\n  bb.2:\n    %2:gpr = PHI %0, %bb.0, %1, %bb.1\n    %3:gpr = PHI %1, %bb.1, %0, %bb.0\n    RET implicit %2, implicit %3\n...\n";
        let out = run_on(text);
        assert!(out.contains("%4:gpr = COPY %0\n    %5:gpr = COPY %0\n    JCC %bb.2"), "{out}");
        assert!(out.contains("%4:gpr = COPY %1\n    %5:gpr = COPY %1\n    JMP %bb.2"), "{out}");
        assert!(out.contains("%2:gpr = COPY killed %4\n    %3:gpr = COPY killed %5\n    RET"), "{out}");
        assert!(!out.contains("PHI"));
    }

    #[test]
    fn undefined_incoming_values_become_implicit_defs() {
        // %0 is defined by IMPLICIT_DEF alone: its edge gets an IMPLICIT_DEF, not a copy; a PHI of
        // undefined values only is one. %5 is an IMPLICIT_DEF redefined, so it is a value.
        let text = "---\nname: f\nbody: |\n  bb.0:\n    successors: %bb.1, %bb.2\n    %0:gpr = IMPLICIT_DEF\n    %5:gpr = IMPLICIT_DEF\n    %5:gpr = MOVri 3\n    JCC %bb.2, 4, implicit $flags\n    JMP %bb.1\n  bb.1:\n    successors: %bb.2\n    %1:gpr = MOVri 2\n    JMP %bb.2\n  bb.2:\n    %2:gpr = PHI %0, %bb.0, %1, %bb.1\n    %3:gpr = PHI %0, %bb.0, undef %1, %bb.1\n    %4:gpr = PHI %5, %bb.0, %1, %bb.1\n    RET implicit %2, implicit %3, implicit %4\n...\n";
        let out = run_on(text);
        assert!(out.contains("%6:gpr = IMPLICIT_DEF\n    %7:gpr = COPY %5\n    JCC %bb.2"), "{out}");
        assert!(out.contains("%6:gpr = COPY %1\n    %7:gpr = COPY %1\n    JMP %bb.2"), "{out}");
        assert!(out.contains("%2:gpr = COPY killed %6\n    %3:gpr = IMPLICIT_DEF\n    %4:gpr = COPY killed %7\n    RET"), "{out}");
    }
}
