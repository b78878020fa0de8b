//! The register coalescer (llc's `register-coalescer`): a copy between two virtual registers
//! whose live ranges do not meet — the copies PHI elimination puts at the ends of
//! predecessors, the ones two-address lowering puts before a tied instruction, the ones
//! around calls — is deleted and the two registers become one. The joined register takes the
//! narrower of the two classes when one contains the other; copies in deeper loops are joined
//! first, because each join can block a later one. Copies to and from physical registers are
//! left to the allocators' hints.
//!
//! Live ranges come from [`LiveIntervals`](crate::analysis::liveness::LiveIntervals); joined ranges are kept per representative of a
//! union-find over the registers, so each join sees the ranges of every earlier one.

use kiln_mc::desc::{InstrInfo, RegClassId, RegisterInfo};

use crate::analysis::{Analyses, Segment};
use crate::target::target_opcode;
use crate::mir::{InstId, MachineFunction, MachineOperand, Reg};
use crate::regalloc::interference::overlap;

/// Joins the copies of `mf` it can (see the module doc); returns how many it deleted.
pub fn run(mf: &mut MachineFunction, regs: &'static RegisterInfo, instrs: &'static InstrInfo, analyses: &mut Analyses) -> Result<usize, String> {
    let analyses = analyses.compute(mf, regs, instrs);
    let (loops, live) = (&analyses.loops, &analyses.live);
    let nv = mf.regs.num_vregs() as usize;
    // Candidate copies, deepest loop first (stable: layout order within a depth).
    let mut copies: Vec<(u32, InstId, u32, u32)> = Vec::new();
    for &b in mf.layout() {
        for i in mf.block_insts(b) {
            let m = mf.inst(i);
            if m.opcode != target_opcode::COPY || m.operands.len() != 2 || m.operands.iter().any(|o| o.sub_reg().0 != 0) {
                continue;
            }
            let (Some(a), Some(s)) = (m.operands[0].get_reg().and_then(Reg::virt_index), m.operands[1].get_reg().and_then(Reg::virt_index)) else { continue };
            if (a as usize) < nv && (s as usize) < nv {
                copies.push((loops.depth(b), i, a, s));
            }
        }
    }
    copies.sort_by_key(|&(depth, ..)| std::cmp::Reverse(depth));
    let mut rep: Vec<u32> = (0..nv as u32).collect();
    let mut joined: Vec<Option<Vec<Segment>>> = vec![None; nv];
    let mut deleted = Vec::new();
    for &(_, i, a, s) in &copies {
        let (ra, rs) = (find(&mut rep, a), find(&mut rep, s));
        if ra == rs {
            deleted.push(i);
            continue;
        }
        let (Some(ca), Some(cs)) = (mf.regs.reg_class(Reg::virt(ra)), mf.regs.reg_class(Reg::virt(rs))) else { continue };
        let Some(class) = narrower(regs, ca, cs) else { continue };
        let segs_a = joined[ra as usize].as_deref().unwrap_or(live.segments(ra));
        let segs_s = joined[rs as usize].as_deref().unwrap_or(live.segments(rs));
        if overlap(segs_a, segs_s) {
            continue;
        }
        let mut merged: Vec<Segment> = segs_a.iter().chain(segs_s).copied().collect();
        merged.sort_unstable_by_key(|s| s.start);
        joined[ra as usize] = Some(merged);
        joined[rs as usize] = None;
        rep[rs as usize] = ra;
        mf.regs.set_reg_class(Reg::virt(ra), class);
        deleted.push(i);
    }
    for &i in &deleted {
        mf.remove(i);
    }
    if deleted.is_empty() {
        return Ok(0);
    }
    let layout = mf.layout().to_vec();
    for b in layout {
        let mut cursor = mf.first_inst(b);
        while let Some(i) = cursor {
            cursor = mf.next_inst(i);
            for op in mf.inst_mut(i).operands.iter_mut() {
                if let MachineOperand::Reg { reg, .. } = op {
                    if let Some(v) = reg.virt_index().filter(|&v| (v as usize) < nv) {
                        *reg = Reg::virt(find(&mut rep, v));
                    }
                }
            }
        }
    }
    analyses.invalidate();
    Ok(deleted.len())
}

fn find(rep: &mut [u32], mut v: u32) -> u32 {
    while rep[v as usize] != v {
        rep[v as usize] = rep[rep[v as usize] as usize];
        v = rep[v as usize];
    }
    v
}

/// The class of the two whose registers all belong to the other and whose spill slot holds
/// the other's values too (`None` when neither): `fr32` and `vr128` have the same registers,
/// but a value that is also read as a vector needs `vr128`'s 16-byte slot.
fn narrower(regs: &RegisterInfo, a: RegClassId, b: RegClassId) -> Option<RegClassId> {
    let fits = |x: RegClassId, y: RegClassId| regs.class(x).members.iter().all(|&p| regs.contains(y, p)) && regs.class(x).spill_size >= regs.class(y).spill_size;
    if a == b || fits(a, b) {
        Some(a)
    } else if fits(b, a) {
        Some(b)
    } else {
        None
    }
}
