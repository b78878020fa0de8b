//! Machine common-subexpression elimination (llc's `machine-cse`) on SSA machine code.
//!
//! Selection works one block at a time, so a value computed in a block and again in a block it
//! dominates is computed twice, and every value used outside its block reaches its uses through
//! a `COPY` of its own. The pass walks the dominator tree (dominators first):
//! - a `COPY` between virtual registers of the same class, without sub-registers, is deleted
//!   and its uses read the source ("copies coalesced"), unless the source is carried around a
//!   loop by a PHI: the next iteration's value and the copy kept for use after the loop would
//!   then interfere at the back edge, and the allocator would need a copy in the loop instead;
//! - a pure instruction ([`pure_result`]) equal to one already seen in a dominating block (same
//!   opcode and operands) is deleted and its uses read the earlier result ("common
//!   subexpression eliminated"). An instruction as cheap as a move ([`is_cheap`]) is merged only with one in
//!   its own block or a predecessor that dominates it (a predecessor alone is not enough: at a
//!   join the value would be undefined along the other edges); a longer live range would cost
//!   more than the instruction.
//!   Without `global` (for the per-block allocator, which keeps every value that leaves its
//!   block in a stack slot) only instructions of one block merge.
//!
//! Kill flags on the registers whose live ranges grew are cleared.

use std::collections::HashMap;
use std::hash::{Hash, Hasher};

use kiln_mc::desc::InstrInfo;

use super::pure_instr::{clear_kill_flags, constant_phys_regs, is_cheap, pure_result};
use crate::analysis::LoopInfo;
use crate::mir::{BlockId, InstId, MachineFunction, MachineInstr, MachineOperand, Reg, RegFlags, RegUses};
use crate::target::target_opcode;
use crate::target::register_info::TargetRegisterInfo;

/// What the pass removed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CseCounts {
    pub copies: u64,
    pub eliminated: u64,
}

/// Runs the pass over `mf` (nothing happens unless it is in SSA form); `loops` is recomputed;
/// `global` lets values merge across blocks (see the module doc).
pub fn run(mf: &mut MachineFunction, instrs: &'static InstrInfo, tri: &dyn TargetRegisterInfo, loops: &mut LoopInfo, global: bool) -> Result<CseCounts, String> {
    let mut counts = CseCounts::default();
    if !mf.regs.is_ssa {
        return Ok(counts);
    }
    let constant = constant_phys_regs(mf, tri);
    loops.compute(mf);
    let uses = RegUses::compute(mf);
    let single_def = |r: Reg| uses.defs(r).len() == 1;
    let nv = mf.regs.num_vregs() as usize;
    // `replace[v]` is the register that now stands for `%v` (itself when unchanged).
    let mut replace: Vec<Reg> = (0..nv as u32).map(Reg::virt).collect();
    let mut grown = vec![false; nv];
    let mut table: HashMap<u64, Vec<InstId>> = HashMap::new();
    let order = dominator_order(mf, loops);
    for &b in &order {
        let mut cursor = mf.first_inst(b);
        while let Some(i) = cursor {
            cursor = mf.next_inst(i);
            rewrite_uses(mf.inst_mut(i), &replace);
            let mi = mf.inst(i);
            if let Some((dst, src)) = coalescable_copy(mf, mi) {
                if single_def(dst) && single_def(src) && !loop_carried(mf, &uses, loops, src) {
                    replace[vindex(dst)] = src;
                    grown[vindex(src)] = true;
                    mf.remove(i);
                    counts.copies += 1;
                }
                continue;
            }
            let Some(result) = pure_result(mi, instrs, &constant) else { continue };
            if !single_def(result) {
                continue;
            }
            let key = hash_of(mi);
            let cheap = is_cheap(instrs, mi.opcode);
            let earlier = table.get(&key).and_then(|seen| {
                seen.iter().copied().find(|&j| {
                    let jb = mf.inst(j).parent();
                    let reach = match (global, cheap) {
                        (true, false) => loops.dominates(jb, b),
                        (true, true) => jb == b || (mf.block(b).preds.contains(&jb) && loops.dominates(jb, b)),
                        (false, _) => jb == b,
                    };
                    reach
                        && same_computation(mf.inst(j), mi)
                        && mf.regs.reg_class(mf.inst(j).operands[0].get_reg().unwrap_or(Reg::NONE)) == mf.regs.reg_class(result)
                })
            });
            match earlier {
                Some(j) => {
                    let kept = mf.inst(j).operands[0].get_reg().expect("a pure instruction defines a register");
                    replace[vindex(result)] = kept;
                    grown[vindex(kept)] = true;
                    mf.remove(i);
                    counts.eliminated += 1;
                }
                None => table.entry(key).or_default().push(i),
            }
        }
    }
    if counts.copies + counts.eliminated > 0 {
        finish_rewrite(mf, &replace, &grown);
    }
    Ok(counts)
}

/// Whether `reg` flows into a PHI along a back edge: a PHI in a block dominating its definition.
fn loop_carried(mf: &MachineFunction, uses: &RegUses, loops: &LoopInfo, reg: Reg) -> bool {
    let Some(def) = uses.unique_def(reg) else { return true };
    let def_block = mf.inst(def).parent();
    uses.uses(reg).iter().any(|u| {
        let user = mf.inst(u.inst);
        user.opcode == target_opcode::PHI && loops.dominates(user.parent(), def_block)
    })
}

fn vindex(r: Reg) -> usize {
    r.virt_index().expect("a virtual register") as usize
}

/// `%dst = COPY %src` between virtual registers of one class, whole registers.
fn coalescable_copy(mf: &MachineFunction, mi: &MachineInstr) -> Option<(Reg, Reg)> {
    if mi.opcode != target_opcode::COPY || mi.operands.len() != 2 || mi.operands.iter().any(|o| o.sub_reg().0 != 0) {
        return None;
    }
    let (dst, src) = (mi.operands[0].get_reg()?, mi.operands[1].get_reg()?);
    let same_class = mf.regs.reg_class(dst).is_some() && mf.regs.reg_class(dst) == mf.regs.reg_class(src);
    (dst.is_virtual() && src.is_virtual() && same_class).then_some((dst, src))
}

/// The reachable blocks in a pre-order walk of the dominator tree: every block after its
/// dominators.
pub(crate) fn dominator_order(mf: &MachineFunction, loops: &LoopInfo) -> Vec<BlockId> {
    let Some(&entry) = mf.layout().first() else { return Vec::new() };
    let mut children: Vec<Vec<BlockId>> = vec![Vec::new(); mf.num_blocks()];
    for &b in mf.layout().iter().rev() {
        if let Some(d) = loops.idom(b) {
            children[d.0 as usize].push(b);
        }
    }
    let mut order = Vec::with_capacity(mf.num_blocks());
    let mut stack = vec![entry];
    while let Some(b) = stack.pop() {
        order.push(b);
        stack.extend(children[b.0 as usize].iter().copied());
    }
    order
}

/// Reads each replaced register through its replacement (chains were resolved when recorded).
fn rewrite_uses(mi: &mut MachineInstr, replace: &[Reg]) {
    for op in &mut mi.operands {
        if let (Some(v), false) = (op.get_reg().and_then(Reg::virt_index), op.is_def()) {
            if let Some(&to) = replace.get(v as usize) {
                if to != Reg::virt(v) {
                    op.set_reg(to);
                }
            }
        }
    }
}

/// The operands that identify what `mi` computes: its result register left out, register flags
/// other than def/implicit/undef ignored.
fn key_operands(mi: &MachineInstr) -> impl Iterator<Item = MachineOperand> + '_ {
    mi.operands.iter().skip(1).map(|op| {
        let mut op = *op;
        if let MachineOperand::Reg { flags, tied_to, .. } = &mut op {
            *flags = RegFlags(flags.0 & (RegFlags::DEF.0 | RegFlags::IMPLICIT.0 | RegFlags::UNDEF.0));
            *tied_to = None;
        }
        op
    })
}

fn hash_of(mi: &MachineInstr) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    mi.opcode.hash(&mut h);
    for op in key_operands(mi) {
        op.hash(&mut h);
    }
    h.finish()
}

fn same_computation(a: &MachineInstr, b: &MachineInstr) -> bool {
    a.opcode == b.opcode && a.operands.len() == b.operands.len() && key_operands(a).eq(key_operands(b)) && a.mem_operands == b.mem_operands
}

/// Rewrites the uses not yet seen (PHI operands on back edges) and clears the kill flags of the
/// registers whose live ranges grew.
fn finish_rewrite(mf: &mut MachineFunction, replace: &[Reg], grown: &[bool]) {
    let layout = mf.layout().to_vec();
    for b in layout {
        let mut cursor = mf.first_inst(b);
        while let Some(i) = cursor {
            cursor = mf.next_inst(i);
            rewrite_uses(mf.inst_mut(i), replace);
        }
    }
    for d in &mut mf.detached_debug_values {
        rewrite_uses(&mut d.inst, replace);
    }
    clear_kill_flags(mf, grown);
}
