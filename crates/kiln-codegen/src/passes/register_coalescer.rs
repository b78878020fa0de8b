//! The register coalescer (llc's `register-coalescer`): a copy between two virtual registers
//! — the copies PHI elimination puts at the ends of predecessors, the ones two-address
//! lowering puts before a tied instruction, the ones around calls — is deleted and the two
//! registers become one when they never hold different values at once. Their live ranges
//! may meet, as LLVM's do: what matters is that every definition of either register made
//! while the other is live is a copy from the other (`defs_are_copies`), so wherever both
//! are live they hold the same bits. The joined register takes the
//! narrower of the two classes when one contains the other; copies in deeper loops are joined
//! first, because each join can block a later one. Copies to and from physical registers are
//! left to the allocators' hints.
//!
//! Live ranges come from [`LiveIntervals`]; joined ranges are kept per representative of a
//! union-find over the registers, so each join sees the ranges of every earlier one.

use kiln_mc::desc::{InstrInfo, RegClassId, RegisterInfo, SubRegIdx};

use crate::analysis::slot_indexes::Slot;
use rustc_hash::FxHashMap;
use crate::analysis::{Analyses, LiveIntervals, Segment};
use crate::target::target_opcode;
use crate::mir::{InstId, MachineFunction, MachineOperand, Reg, RegFlags, RegUses};

/// Joins the copies of `mf` it can (see the module doc); returns how many it deleted.
pub fn run(mf: &mut MachineFunction, regs: &'static RegisterInfo, instrs: &'static InstrInfo, analyses: &mut Analyses) -> Result<usize, String> {
    let analyses = analyses.compute(mf, regs, instrs);
    let (loops, slots, live) = (&analyses.loops, &analyses.slots, &analyses.live);
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
    // Per representative, the copies (indices into `copies`) that touch one of its registers.
    let mut touching: Vec<Vec<u32>> = vec![Vec::new(); nv];
    for (k, &(_, _, a, s)) in copies.iter().enumerate() {
        touching[a as usize].push(k as u32);
        touching[s as usize].push(k as u32);
    }
    // The copy defining at each slot, to know which copies joins made identities.
    let copy_at: FxHashMap<Slot, u32> = copies.iter().enumerate().map(|(k, &(_, i, ..))| (slots.inst(i).reg(), k as u32)).collect();
    let (mut from_s, mut from_a) = (Vec::new(), Vec::new());
    for &(_, _, a, s) in &copies {
        let (ra, rs) = (find(&mut rep, a), find(&mut rep, s));
        if ra == rs {
            continue;
        }
        let (Some(ca), Some(cs)) = (mf.regs.reg_class(Reg::virt(ra)), mf.regs.reg_class(Reg::virt(rs))) else { continue };
        let Some(class) = narrower(regs, ca, cs) else { continue };
        // The definition slots of the copies between the two, in each direction.
        (from_s.clear(), from_a.clear());
        let fewer = if touching[ra as usize].len() <= touching[rs as usize].len() { ra } else { rs };
        for &k in &touching[fewer as usize] {
            let (_, j, x, y) = copies[k as usize];
            let (rx, ry) = (find(&mut rep, x), find(&mut rep, y));
            if (rx, ry) == (ra, rs) {
                from_s.push(slots.inst(j).reg());
            } else if (rx, ry) == (rs, ra) {
                from_a.push(slots.inst(j).reg());
            }
        }
        let segs_a = joined[ra as usize].as_deref().unwrap_or(live.segments(ra));
        let segs_s = joined[rs as usize].as_deref().unwrap_or(live.segments(rs));
        let identity = |def: Slot| copy_at.get(&def).is_some_and(|&k| root(&rep, copies[k as usize].2) == root(&rep, copies[k as usize].3));
        if !defs_are_copies(live, segs_a, segs_s, &from_s, &identity) || !defs_are_copies(live, segs_s, segs_a, &from_a, &identity) {
            continue;
        }
        let merged = union(segs_a, segs_s);
        joined[ra as usize] = Some(merged);
        joined[rs as usize] = None;
        rep[rs as usize] = ra;
        let moved = std::mem::take(&mut touching[rs as usize]);
        touching[ra as usize].extend(moved);
        mf.regs.set_reg_class(Reg::virt(ra), class);
    }
    // Every copy whose two registers are now one goes, the joining ones and those made
    // redundant by later joins alike.
    let mut deleted = 0;
    for &(_, i, a, s) in &copies {
        if find(&mut rep, a) == find(&mut rep, s) {
            mf.remove(i);
            deleted += 1;
        }
    }
    if deleted > 0 {
        rename(mf, nv, &mut rep);
        analyses.invalidate();
    }
    Ok(deleted + join_sub_register_copies(mf, regs, instrs, analyses))
}

/// Renames every register to its representative after the joins.
fn rename(mf: &mut MachineFunction, nv: usize, rep: &mut [u32]) {
    let layout = mf.layout().to_vec();
    let mut rename_operands = |inst: &mut crate::mir::MachineInstr| {
        for op in inst.operands.iter_mut() {
            if let MachineOperand::Reg { reg, .. } = op {
                if let Some(v) = reg.virt_index().filter(|&v| (v as usize) < nv) {
                    *reg = Reg::virt(find(rep, v));
                }
            }
        }
    };
    for b in layout {
        let mut cursor = mf.first_inst(b);
        while let Some(i) = cursor {
            cursor = mf.next_inst(i);
            rename_operands(mf.inst_mut(i));
        }
    }
    for d in &mut mf.detached_debug_values {
        rename_operands(&mut d.inst);
    }
}

/// Joins each `%d = COPY %s.idx` whose `%d` has no other definition, is read only as a whole,
/// and lives only where `%s` is not redefined: every read of `%d` becomes a read of
/// `%s.idx` and the copy goes (LLVM joins sub-register copies the same way), so
/// `movb %r10b, %cl; movb %cl, (mem)` becomes `movb %r10b, (mem)`. The sub-register of
/// every register of `%s`'s class that has one must belong to `%d`'s class; `%s` takes the
/// class of those registers ([`sub_register_class`]). Returns how many it joined.
fn join_sub_register_copies(mf: &mut MachineFunction, regs: &'static RegisterInfo, instrs: &'static InstrInfo, analyses: &mut Analyses) -> usize {
    let is_candidate = |m: &crate::mir::MachineInstr| {
        m.opcode == target_opcode::COPY
            && matches!(m.operands.as_slice(), [d, s] if d.sub_reg().0 == 0 && s.sub_reg().0 != 0 && !s.reg_flags().contains(RegFlags::UNDEF)
                && d.get_reg().is_some_and(Reg::is_virtual) && s.get_reg().is_some_and(Reg::is_virtual))
    };
    if !mf.layout().iter().any(|&b| mf.block_insts(b).any(|i| is_candidate(mf.inst(i)))) {
        return 0;
    }
    let live = &analyses.compute(mf, regs, instrs).live;
    let uses = RegUses::compute(mf);
    let mut joins: Vec<(InstId, Reg, Reg, SubRegIdx, RegClassId)> = Vec::new();
    for &b in mf.layout() {
        for i in mf.block_insts(b) {
            let m = mf.inst(i);
            if !is_candidate(m) {
                continue;
            }
            let (Some(d), Some(s), idx) = (m.operands[0].get_reg(), m.operands[1].get_reg(), m.operands[1].sub_reg()) else { continue };
            let (Some(dv), Some(sv)) = (d.virt_index(), s.virt_index()) else { continue };
            let (Some(dc), Some(sc)) = (mf.regs.reg_class(d), mf.regs.reg_class(s)) else { continue };
            let only_def = matches!(uses.defs(d), [o] if o.inst == i);
            let whole_reads = uses.uses(d).iter().all(|o| mf.inst(o.inst).operands[o.operand as usize].sub_reg().0 == 0);
            let Some(class) = sub_register_class(regs, sc, dc, idx) else { continue };
            if dv != sv && only_def && whole_reads && defs_are_copies(live, live.segments(sv), live.segments(dv), &[], &|_| false) {
                joins.push((i, d, s, idx, class));
            }
        }
    }
    for &(copy, d, s, idx, class) in &joins {
        mf.regs.set_reg_class(s, class);
        for o in uses.uses(d) {
            if let MachineOperand::Reg { reg, sub_reg, .. } = &mut mf.inst_mut(o.inst).operands[o.operand as usize] {
                (*reg, *sub_reg) = (s, idx);
            }
        }
        for dv in &mut mf.detached_debug_values {
            if let MachineOperand::Reg { reg, sub_reg, .. } = &mut dv.inst.operands[0] {
                if *reg == d && sub_reg.0 == 0 {
                    (*reg, *sub_reg) = (s, idx);
                }
            }
        }
        mf.remove(copy);
    }
    if !joins.is_empty() {
        analyses.invalidate();
    }
    joins.len()
}

/// The class `%s` of class `sc` takes when `%s.idx` is read where a register of class `dc`
/// was: `sc` itself when each of its registers has an `idx` sub-register in `dc`, or the
/// class of exactly those of its registers that have one (x86's `gr64_with_sub_8bit`:
/// `gr64` but `$rip`), when all of theirs are in `dc` (LLVM's `getMatchingSuperRegClass`
/// where it loses no register a value read through `idx` could take). `None` otherwise.
fn sub_register_class(regs: &RegisterInfo, sc: RegClassId, dc: RegClassId, idx: SubRegIdx) -> Option<RegClassId> {
    let members = regs.class(sc).members;
    let with_sub = || members.iter().filter(|&&p| regs.sub_reg(p, idx).is_some());
    if !with_sub().all(|&p| regs.sub_reg(p, idx).is_some_and(|q| regs.contains(dc, q))) {
        return None;
    }
    let count = with_sub().count();
    if count == members.len() {
        return Some(sc);
    }
    (0..regs.classes.len() as u16).map(RegClassId).find(|&c| {
        let class = regs.class(c);
        class.members.len() == count && class.spill_size == regs.class(sc).spill_size && with_sub().all(|&p| regs.contains(c, p))
    })
}

/// Whether every definition of the register with live range `segs` that is made where the
/// other register (`other`) is live, or at the same point as one of its definitions, is one
/// of the copies from it, defined at the slots `copies_from_other`. Then, where both are live,
/// the later of their last definitions copied the earlier one's value: they hold the same
/// bits. A copy between two registers joined earlier (`identity`) changes nothing and is no
/// definition either: in a loop `%i = COPY %phi; %i = ADD %i, 1; %out = COPY %i; %phi = COPY
/// %i`, once `%phi` and `%i` are one, `%out` joins them although the back edge's copy
/// defines `%phi` while `%out` lives out of the loop. (Block-entry values are no definitions:
/// each block's live-in part of a range gets its own value number.)
fn defs_are_copies(live: &LiveIntervals, segs: &[Segment], other: &[Segment], copies_from_other: &[Slot], identity: &dyn Fn(Slot) -> bool) -> bool {
    segs.iter().all(|seg| {
        let vn = live.value(seg.value);
        let def = vn.def;
        let k = other.partition_point(|o| o.start <= def);
        let other_live = k > 0 && def < other[k - 1].end;
        vn.phi || def != seg.start || !other_live || copies_from_other.contains(&def) || identity(def)
    })
}

/// The live range of the joined register: both lists, sorted; overlapping segments (where
/// the two held the same value) become one, segments that only touch stay apart so that each
/// definition still starts a segment.
fn union(a: &[Segment], b: &[Segment]) -> Vec<Segment> {
    let mut all: Vec<Segment> = a.iter().chain(b).copied().collect();
    all.sort_unstable_by_key(|s| (s.start, s.end));
    let mut out: Vec<Segment> = Vec::with_capacity(all.len());
    for s in all {
        match out.last_mut() {
            Some(last) if s.start < last.end => last.end = last.end.max(s.end),
            _ => out.push(s),
        }
    }
    out
}

/// The representative of `v`, without shortening the paths.
fn root(rep: &[u32], mut v: u32) -> u32 {
    while rep[v as usize] != v {
        v = rep[v as usize];
    }
    v
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
