//! Two-address lowering: most x86 instructions overwrite one of their sources, which the
//! descriptions state as a tied pair (`$src1 = $dst`). Before register allocation every tied
//! pair `%a = OP %b(tied), ...` with different registers becomes `%a = COPY %b` followed by
//! `%a = OP %a(tied), ...`, so the allocator only has to keep a tied def in its use's register.
//! The subregister pseudos that are two-address in nature are rewritten into copies here too:
//! `INSERT_SUBREG` becomes a copy of the base and a copy into the sub-register
//! (`%d.idx = COPY %v`), `REG_SEQUENCE` a chain of sub-register copies, `EXTRACT_SUBREG` a
//! copy from the sub-register. `SUBREG_TO_REG` stays for post-RA pseudo expansion.
//!
//! Above -O0 ([`run_converting`]), an instruction whose tied source is still read after it
//! first has its sources swapped when it is commutable and its other source is read for the
//! last time (`%a = ADD %b, %c` → `%a = ADD %c, %b`: the copy of `%c` joins), or else moves
//! just below the last read of `%b` in its block when nothing between depends on it
//! (`kill_below`), or else becomes the target's three-address form when it has one (`%a = ADD
//! %b, 1` → `%a = LEA %b, 1`): the copy would otherwise stay, as both values are live. LLVM's
//! two-address pass tries the three in the same order. An instruction whose two sources both
//! die there is commuted where that lets the copies of physical registers at both ends join, or
//! else where its result is copied back into its other source, a loop's accumulator, or else
//! where only the other source's live range lets the result join the register it is copied into
//! (`profitable_to_commute`).

use kiln_mc::desc::{InstrFlags, InstrInfo, PhysReg, RegisterInfo, SubRegIdx};

use crate::analysis::{Analyses, LiveIntervals, SlotIndexes};
use crate::mir::{ImplicitDefs, InsertPoint, InstId, MachineFunction, MachineInstr, MachineOperand, Reg, RegFlags, RegUses};
use crate::target::instr_info::TargetInstrInfo;
use crate::target::target_opcode;

/// [`run`], after commuting each two-address instruction whose tied source stays live where
/// that helps, or turning it into the target's three-address form (see the module doc).
pub fn run_converting(mf: &mut MachineFunction, regs: &'static RegisterInfo, tii: &dyn TargetInstrInfo, analyses: &mut Analyses) -> Result<(), String> {
    let instrs = tii.tables();
    let analyses_now = analyses.compute(mf, regs, instrs);
    let (slots, live) = (&analyses_now.slots, &analyses_now.live);
    let (mut converted, mut commuted, mut both_read_last) = (Vec::new(), Vec::new(), Vec::new());
    for &b in mf.layout() {
        for i in mf.block_insts(b) {
            let mi = mf.inst(i);
            let Some(tied) = mi.operands.iter().position(|o| o.is_use() && o.tied_to().is_some()) else { continue };
            let Some(src) = mi.operands[tied].get_reg().and_then(Reg::virt_index) else { continue };
            let at = slots.inst(i).reg();
            let live_after = |v: u32| live.segments(v).iter().any(|s| s.start < at && at < s.end);
            let other = match tii.commutable_operands(mi) {
                Some((x, y)) if x == tied => Some(y),
                Some((x, y)) if y == tied => Some(x),
                _ => None,
            };
            let last_read = |k: usize| {
                let o = &mi.operands[k];
                !o.reg_flags().contains(RegFlags::UNDEF) && o.get_reg().and_then(Reg::virt_index).is_some_and(|v| v != src && !live_after(v))
            };
            let other = other.filter(|&k| last_read(k));
            if !live_after(src) {
                if let Some(k) = other {
                    both_read_last.push((i, tied, k));
                }
            } else if let Some(k) = other {
                commuted.push((i, tied, k));
            } else {
                converted.push((i, src));
            }
        }
    }
    if !both_read_last.is_empty() {
        let uses = RegUses::compute(mf);
        let regs_of = |i: InstId, tied: usize, k: usize| {
            let m = mf.inst(i);
            let def = m.operands[m.operands[tied].tied_to()? as usize].get_reg()?;
            Some((def, m.operands[tied].get_reg()?, m.operands[k].get_reg()?))
        };
        let live_at = |r: Reg, j: InstId| {
            let at = slots.inst(j).reg();
            r.virt_index().is_some_and(|v| live.segments(v).iter().any(|s| s.start < at && at < s.end))
        };
        both_read_last.retain(|&(i, tied, k)| regs_of(i, tied, k).is_some_and(|(a, b, c)| profitable_to_commute(mf, regs, &uses, &live_at, i, a, b, c)));
        commuted.extend(both_read_last);
    }
    for &(i, tied, k) in &commuted {
        swap_sources(mf.inst_mut(i), tied, k);
    }
    // After the commutes, which may untie the last read (`pandn` below `pand`, whose mask
    // operand the commute frees); the numbering still holds, as nothing moved yet.
    let mut moved: Vec<(InstId, InstId)> = Vec::new();
    converted.retain(|&(i, src)| match kill_below(mf, regs, instrs, slots, live, i, src).filter(|&k| !moved.iter().any(|&(a, b)| overlaps(slots, (i, k), (a, b)))) {
        Some(kill) => {
            moved.push((i, kill));
            false
        }
        None => true,
    });
    for &(i, kill) in &moved {
        move_below(mf, i, kill);
    }
    converted.retain(|&(i, _)| {
        let mi = mf.inst(i).clone();
        match tii.convert_to_three_address(&mi, &mut mf.regs) {
            Some(new) => {
                mf.insert_new(InsertPoint::Before(i), new);
                mf.remove(i);
                true
            }
            None => false,
        }
    });
    if !converted.is_empty() || !commuted.is_empty() || !moved.is_empty() {
        analyses.invalidate();
    }
    run(mf, instrs)
}

/// How many instructions (debug values aside) [`kill_below`] lets an instruction move past.
const MAX_MOVE: usize = 10;

/// The instruction after `i` in its block that reads `i`'s tied source `src` for the last time,
/// when `i` can move just below it, so that the source dies at `i` and needs no copy (LLVM's
/// `rescheduleMIBelowKill`): `pmuludq %c, %x` followed by `pshufd $0xf5, %x` is better as the
/// shuffle first, then the multiply in `%x`'s register. `i` must touch nothing but its
/// registers (no memory, no side effects); the instructions it passes must neither read nor
/// write what it writes (but for dead definitions of physical registers: the flags), nor write
/// what it reads, nor read another of its sources for the last time (that range would grow),
/// nor be calls; the kill must not tie `src` itself (it would then need the copy instead) nor
/// be a copy (which may join `src` instead).
fn kill_below(mf: &MachineFunction, regs: &RegisterInfo, instrs: &InstrInfo, slots: &SlotIndexes, live: &LiveIntervals, i: InstId, src: u32) -> Option<InstId> {
    let desc = instrs.get(mf.inst(i).opcode)?;
    if desc.may_load() || desc.may_store() || desc.is_call() || desc.is_terminator() || desc.has(InstrFlags::HAS_SIDE_EFFECTS) {
        return None;
    }
    let at = slots.inst(i).reg();
    let end = live.segments(src).iter().find(|s| s.start < at && at < s.end)?.end;
    let (defs, uses): (Vec<Reg>, Vec<Reg>) = {
        let ops = &mf.inst(i).operands;
        (ops.iter().filter(|o| o.is_def()).filter_map(MachineOperand::get_reg).collect(), ops.iter().filter(|o| o.is_use()).filter_map(MachineOperand::get_reg).collect())
    };
    let same = |a: Reg, b: Reg| a == b || matches!((a.as_phys(), b.as_phys()), (Some(x), Some(y)) if regs.regs_overlap(x, y));
    let mut passed = 0;
    let mut cursor = mf.next_inst(i);
    while let Some(j) = cursor {
        let m = mf.inst(j);
        cursor = mf.next_inst(j);
        if m.is_debug_value() {
            continue;
        }
        passed += 1;
        let d = instrs.get(m.opcode)?;
        if passed > MAX_MOVE || d.is_call() || d.is_terminator() || d.has(InstrFlags::HAS_SIDE_EFFECTS) {
            return None;
        }
        let here = slots.inst(j).reg();
        let dies_here = |r: Reg| r.virt_index().is_some_and(|v| !live.segments(v).iter().any(|s| s.start < here && here < s.end));
        for o in &m.operands {
            match (o, o.get_reg()) {
                (MachineOperand::RegMask(_), _) => return None,
                // A dead definition of a physical register `i` also writes (flags) may be
                // passed: nothing reads it.
                (_, Some(r)) if o.is_def() && r.is_physical() && o.reg_flags().contains(RegFlags::DEAD) && !uses.iter().any(|&x| same(x, r)) => {}
                (_, Some(r)) if defs.iter().any(|&x| same(x, r)) => return None,
                (_, Some(r)) if o.is_def() && uses.iter().any(|&x| same(x, r)) => return None,
                // Another source of `i` read for the last time here would live longer.
                (_, Some(r)) if o.is_use() && r != Reg::virt(src) && uses.contains(&r) && dies_here(r) => return None,
                _ => {}
            }
        }
        let reads_src = m.operands.iter().any(|o| o.is_use() && o.get_reg() == Some(Reg::virt(src)));
        if reads_src && slots.inst(j).reg() >= end {
            // A copy may still join its source: moving past it would keep both alive.
            if m.opcode == target_opcode::COPY || d.has(InstrFlags::IS_MOVE_REG) {
                return None;
            }
            let ties_src = m.operands.iter().any(|o| o.is_use() && o.tied_to().is_some() && o.get_reg() == Some(Reg::virt(src)));
            return (!ties_src).then_some(j);
        }
    }
    None
}

/// Whether the spans from an instruction to the kill it moves below share an instruction.
fn overlaps(slots: &SlotIndexes, (a, b): (InstId, InstId), (c, d): (InstId, InstId)) -> bool {
    slots.inst(a) <= slots.inst(d) && slots.inst(c) <= slots.inst(b)
}

/// Moves `i` just below `kill`, with the debug values between them that describe what `i`
/// writes (they must follow the definition).
fn move_below(mf: &mut MachineFunction, i: InstId, kill: InstId) {
    let defs: Vec<Reg> = mf.inst(i).operands.iter().filter(|o| o.is_def()).filter_map(MachineOperand::get_reg).collect();
    let mut describing = Vec::new();
    let mut cursor = mf.next_inst(i);
    while let Some(j) = cursor.filter(|&j| j != kill) {
        let m = mf.inst(j);
        if m.is_debug_value() && m.operands.iter().any(|o| o.get_reg().is_some_and(|r| defs.contains(&r))) {
            describing.push(j);
        }
        cursor = mf.next_inst(j);
    }
    mf.remove(i);
    mf.insert(InsertPoint::After(kill), i);
    let mut last = i;
    for j in describing {
        mf.remove(j);
        mf.insert(InsertPoint::After(last), j);
        last = j;
    }
}

/// Longest chain of copies [`profitable_to_commute`] follows (LLVM's `MaxDataFlowEdge`).
const MAX_CHAIN: usize = 3;

/// Whether `%a = OP %b(tied), %c`, which reads `%b` and `%c` for the last time, is better
/// written `%a = OP %c(tied), %b`, which makes `%a` join `%c` instead of `%b`: when `%a`
/// ends up in a physical register (through copies and tied uses) that `%c` comes from while
/// `%b` comes from none, or that `%b` does not come from while `%c` comes from it or from
/// none, so that the copies at both ends join (`movq %rdi, %rax;
/// andq %rcx, %rax` for `(a & k)` returned, not `andq %rcx, %rdi; movq %rdi, %rax`). The
/// physical-register half of LLVM's `isProfitableToCommute`, with copies across a call not
/// taken as hints. When `%a` goes to no physical register: when `%a` is copied back into `%c`
/// and not into `%b` ([`copied_back`], LLVM's reversed copy chain), else when [`joins_later`]
/// says that only `%c`'s live range lets `%a` join the register it is copied into.
#[allow(clippy::too_many_arguments)]
fn profitable_to_commute(mf: &MachineFunction, regs: &RegisterInfo, uses: &RegUses, live_at: &dyn Fn(Reg, InstId) -> bool, i: InstId, a: Reg, b: Reg, c: Reg) -> bool {
    let Some((to_a, _)) = dest_phys(mf, uses, a).filter(|&(_, at)| no_call_between(mf, i, at)) else {
        if copied_back(mf, uses, a, c) || copied_back(mf, uses, a, b) {
            return !copied_back(mf, uses, a, b);
        }
        return joins_later(mf, uses, live_at, i, a, b, c);
    };
    let source = |r: Reg| source_phys(mf, uses, r).filter(|&(_, at)| no_call_between(mf, at, i)).map(|(p, _)| p);
    let (from_b, from_c) = (source(b), source(c));
    let fits = |from: Option<PhysReg>| from.is_some_and(|r| regs.regs_overlap(r, to_a));
    (from_b.is_none() && fits(from_c)) || (from_b.is_some() && !fits(from_b) && (from_c.is_none() || fits(from_c)))
}

/// LLVM's distance rule made exact: `%b` and `%c` are both computed earlier in `i`'s block
/// (each from where its chain of tied definitions starts, [`chain_start`]), `%c` after `%b`,
/// nothing reads `%c` before `i`, and a register `%a` is copied into (a PHI's, say) is also
/// copied from a value live where `%b` starts but dead where `%c` starts. Tied to `%b`, `%a`
/// would overlap that value and stay a copy; tied to `%c`, the three join (zlib's `hold +=
/// (in[0] << bits) + (in[1] << (bits + 8))` keeps `hold` in one register on both paths).
/// Commuting wherever `%c` is defined later, as LLVM does, costs copies and spills here, which
/// has no machine scheduler to shorten the ranges afterwards (zstd's sequence encoder).
#[allow(clippy::too_many_arguments)]
fn joins_later(mf: &MachineFunction, uses: &RegUses, live_at: &dyn Fn(Reg, InstId) -> bool, i: InstId, a: Reg, b: Reg, c: Reg) -> bool {
    let defines = |k: InstId, r: Reg| mf.inst(k).operands.iter().any(|o| o.is_def() && o.get_reg() == Some(r));
    let mut def_c = None;
    let mut cursor = mf.prev_inst(i);
    while let Some(j) = cursor {
        if defines(j, c) {
            def_c = Some(j);
            break;
        }
        if defines(j, b) || mf.inst(j).operands.iter().any(|o| o.is_use() && o.get_reg() == Some(c)) {
            return false;
        }
        cursor = mf.prev_inst(j);
    }
    let Some(def_c) = def_c else { return false };
    let Some(def_b) = std::iter::successors(mf.prev_inst(def_c), |&k| mf.prev_inst(k)).find(|&k| defines(k, b)) else { return false };
    let (start_b, start_c) = (chain_start(mf, def_b), chain_start(mf, def_c));
    for u in uses.uses(a) {
        let m = mf.inst(u.inst);
        let Some(d) = m.operands.first().and_then(|o| o.get_reg()).filter(|d| m.opcode == target_opcode::COPY && d.is_virtual()) else { continue };
        for other in uses.defs(d) {
            let o = mf.inst(other.inst);
            let Some(x) = o.operands.get(1).and_then(|op| op.get_reg()).filter(|&x| o.opcode == target_opcode::COPY && x != a) else { continue };
            if live_at(x, start_b) && !live_at(x, start_c) {
                return true;
            }
        }
    }
    false
}

/// The first instruction of the chain of tied definitions that ends at `j` in its block
/// (`%x = MOVZX ...; %y = SHL %x(tied); %z = ADD %y(tied), ...`): the register those join into
/// is live from there.
fn chain_start(mf: &MachineFunction, mut j: InstId) -> InstId {
    for _ in 0..8 {
        let m = mf.inst(j);
        let Some(src) = m.operands.iter().find(|o| o.is_use() && o.tied_to().is_some()).and_then(|o| o.get_reg()) else { break };
        let Some(k) = std::iter::successors(mf.prev_inst(j), |&k| mf.prev_inst(k)).find(|&k| mf.inst(k).operands.iter().any(|o| o.is_def() && o.get_reg() == Some(src))) else { break };
        j = k;
    }
    j
}

/// Whether `to` follows `from` in its block with no call between them (a physical register
/// copied before a call, or copied into after one, is no hint across it).
fn no_call_between(mf: &MachineFunction, from: InstId, to: InstId) -> bool {
    let mut cursor = mf.next_inst(from);
    while let Some(j) = cursor {
        if j == to {
            return true;
        }
        if mf.inst(j).operands.iter().any(|o| matches!(o, MachineOperand::RegMask(_))) {
            return false;
        }
        cursor = mf.next_inst(j);
    }
    false
}

/// Whether `a`'s value is copied into `r` through a chain of whole-register copies (LLVM's
/// `isRevCopyChain`, followed from `a`'s side, because the copies PHI elimination leaves
/// define the register between them once per predecessor): a loop's accumulator, `%a = ADD
/// %x, %acc` with `%acc` the phi that `%a` is copied back into, ties `%acc` so the three join.
fn copied_back(mf: &MachineFunction, uses: &RegUses, a: Reg, r: Reg) -> bool {
    let mut from = vec![a];
    for _ in 0..MAX_CHAIN {
        let mut next = Vec::new();
        for &x in &from {
            for u in uses.uses(x) {
                let m = mf.inst(u.inst);
                if m.opcode != target_opcode::COPY || m.operands.len() != 2 || m.operands.iter().any(|o| o.sub_reg().0 != 0) {
                    continue;
                }
                match m.operands[0].get_reg() {
                    Some(d) if d == r => return true,
                    Some(d) if d.is_virtual() => next.push(d),
                    _ => {}
                }
            }
        }
        from = next;
    }
    false
}

/// The physical register `r`'s value is copied into at the end of a chain of copies and
/// tied uses, each the only reader of the register before it, with that last copy.
fn dest_phys(mf: &MachineFunction, uses: &RegUses, mut r: Reg) -> Option<(PhysReg, InstId)> {
    for _ in 0..MAX_CHAIN {
        let [u] = uses.uses(r) else { return None };
        let m = mf.inst(u.inst);
        let next = if m.opcode == target_opcode::COPY && m.operands.len() == 2 && m.operands.iter().all(|o| o.sub_reg().0 == 0) {
            m.operands[0].get_reg()?
        } else {
            let d = m.operands[u.operand as usize].tied_to()?;
            m.operands[d as usize].get_reg()?
        };
        if let Some(p) = next.as_phys() {
            return Some((p, u.inst));
        }
        r = next;
    }
    None
}

/// The physical register `r` is copied from, through a chain of whole-register copies, each
/// the only definition of its register, with the copy from it.
fn source_phys(mf: &MachineFunction, uses: &RegUses, mut r: Reg) -> Option<(PhysReg, InstId)> {
    for _ in 0..MAX_CHAIN {
        let [d] = uses.defs(r) else { return None };
        let m = mf.inst(d.inst);
        if m.opcode != target_opcode::COPY || m.operands.len() != 2 || m.operands.iter().any(|o| o.sub_reg().0 != 0) {
            return None;
        }
        let from = m.operands[1].get_reg()?;
        if let Some(p) = from.as_phys() {
            return Some((p, d.inst));
        }
        r = from;
    }
    None
}

/// Swaps the registers of source operands `tied` and `other` of `mi`; each position keeps
/// its tie.
fn swap_sources(mi: &mut MachineInstr, tied: usize, other: usize) {
    let (a, b) = (mi.operands[tied], mi.operands[other]);
    let (MachineOperand::Reg { tied_to: ta, .. }, MachineOperand::Reg { tied_to: tb, .. }) = (a, b) else { return };
    mi.operands[tied] = with_tie(b, ta);
    mi.operands[other] = with_tie(a, tb);
}

fn with_tie(op: MachineOperand, tie: Option<u8>) -> MachineOperand {
    match op {
        MachineOperand::Reg { reg, flags, sub_reg, .. } => MachineOperand::Reg { reg, flags, sub_reg, tied_to: tie },
        other => other,
    }
}

/// Rewrites the tied operands and subregister pseudos of `mf`.
pub fn run(mf: &mut MachineFunction, instrs: &InstrInfo) -> Result<(), String> {
    // Only the sub-register pseudos ask it (whether a value is undefined), and most functions
    // have none: it is a scan of every definition, made when the first pseudo is met rather
    // than after a walk looking for one. The instructions lowered before that pseudo gain
    // definitions only of registers their tied instructions define, which changes no answer
    // (a register reads undefined when its one definition is an `IMPLICIT_DEF`).
    let mut undef: Option<ImplicitDefs> = None;
    let layout = mf.layout().to_vec();
    let mut insts: Vec<InstId> = Vec::new();
    for b in layout {
        insts.clear();
        insts.extend(mf.block_insts(b));
        for &i in &insts {
            let opcode = mf.inst(i).opcode;
            if opcode == target_opcode::INSERT_SUBREG {
                let undef = undef.get_or_insert_with(|| ImplicitDefs::compute(mf));
                lower_insert_subreg(mf, instrs, undef, i)?;
            } else if opcode == target_opcode::REG_SEQUENCE {
                let undef = undef.get_or_insert_with(|| ImplicitDefs::compute(mf));
                lower_reg_sequence(mf, instrs, undef, i)?;
            } else if opcode == target_opcode::EXTRACT_SUBREG {
                lower_extract_subreg(mf, instrs, i)?;
            } else {
                lower_ties(mf, instrs, i)?;
            }
        }
    }
    mf.regs.is_ssa = false;
    Ok(())
}

fn error(mf: &MachineFunction, instrs: &InstrInfo, i: InstId, msg: &str) -> String {
    let b = mf.inst(i).parent();
    let name = instrs.get(mf.inst(i).opcode).map_or("?", |d| d.name);
    format!("function '{}', bb.{}, {name}: {msg}", mf.name, mf.block(b).number)
}

/// The register, flags and sub-register of a register operand.
fn reg_parts(op: &MachineOperand) -> Option<(Reg, RegFlags, SubRegIdx)> {
    match *op {
        MachineOperand::Reg { reg, flags, sub_reg, .. } => Some((reg, flags, sub_reg)),
        _ => None,
    }
}

/// `%a = OP %b(tied)` → `%a = COPY %b; %a = OP %a(tied)` for each tied pair of `i`.
fn lower_ties(mf: &mut MachineFunction, instrs: &InstrInfo, i: InstId) -> Result<(), String> {
    // Each tied use is found by one look over the operands after the previous one (most
    // instructions have none); rewriting it changes no other operand.
    let mut next = 0;
    // (A tied use: one match of each operand.)
    let tied_use = |o: &MachineOperand| matches!(*o, MachineOperand::Reg { flags, tied_to: Some(_), .. } if !flags.contains(RegFlags::DEF));
    while let Some(k) = mf.inst(i).operands[next..].iter().position(tied_use) {
        let u = next + k;
        next = u + 1;
        let op = mf.inst(i).operands[u];
        let Some(d) = op.tied_to() else { continue };
        let (use_reg, use_flags, use_sub) = reg_parts(&op).ok_or_else(|| error(mf, instrs, i, "tied operand is not a register"))?;
        let (def_reg, _, def_sub) = mf.inst(i).operands.get(d).and_then(reg_parts).ok_or_else(|| error(mf, instrs, i, "tied definition is not a register"))?;
        if use_reg == def_reg && use_sub == def_sub {
            continue;
        }
        if def_sub.0 != 0 {
            return Err(error(mf, instrs, i, "a tied definition of a sub-register reads another register"));
        }
        if !use_flags.contains(RegFlags::UNDEF) {
            if def_reg.is_physical() && mf.inst(i).operands.iter().enumerate().any(|(k, o)| k != u && o.is_use() && o.get_reg() == Some(def_reg)) {
                return Err(error(mf, instrs, i, "a tied physical definition is also read by another operand"));
            }
            let mut copy = MachineInstr::new(target_opcode::COPY);
            copy.operands.push(MachineOperand::reg_def(def_reg));
            copy.operands.push(MachineOperand::Reg { reg: use_reg, flags: RegFlags::NONE, sub_reg: use_sub, tied_to: None });
            mf.insert_new(InsertPoint::Before(i), copy);
        }
        let keep = use_flags.contains(RegFlags::UNDEF) || use_flags.contains(RegFlags::IMPLICIT);
        let flags = if keep { RegFlags(use_flags.0 & (RegFlags::UNDEF.0 | RegFlags::IMPLICIT.0)) } else { RegFlags::NONE };
        mf.inst_mut(i).operands[u] = MachineOperand::Reg { reg: def_reg, flags, sub_reg: SubRegIdx(0), tied_to: Some(d as u8) };
    }
    Ok(())
}

/// A new `dst.idx = COPY src` (with `undef` on the def when the rest of `dst` is undefined).
fn sub_copy(mf: &mut MachineFunction, at: InstId, dst: Reg, idx: SubRegIdx, undef_rest: bool, src: &MachineOperand) {
    let mut copy = MachineInstr::new(target_opcode::COPY);
    let def_flags = if undef_rest { RegFlags::DEF.union(RegFlags::UNDEF) } else { RegFlags::DEF };
    copy.operands.push(MachineOperand::Reg { reg: dst, flags: def_flags, sub_reg: idx, tied_to: None });
    let (reg, flags, sub_reg) = reg_parts(src).unwrap_or((Reg::NONE, RegFlags::NONE, SubRegIdx(0)));
    copy.operands.push(MachineOperand::Reg { reg, flags: RegFlags(flags.0 & RegFlags::UNDEF.0), sub_reg, tied_to: None });
    mf.insert_new(InsertPoint::Before(at), copy);
}

fn sub_index(mf: &MachineFunction, instrs: &InstrInfo, i: InstId, op: Option<&MachineOperand>) -> Result<SubRegIdx, String> {
    match op.and_then(MachineOperand::imm) {
        Some(v) if v > 0 && v <= u16::MAX as i64 => Ok(SubRegIdx(v as u16)),
        _ => Err(error(mf, instrs, i, "expected a sub-register index")),
    }
}

/// `%d = INSERT_SUBREG %base, %v, idx` → `%d = COPY %base; %d.idx = COPY %v`.
fn lower_insert_subreg(mf: &mut MachineFunction, instrs: &InstrInfo, undef: &ImplicitDefs, i: InstId) -> Result<(), String> {
    let m = mf.inst(i).clone();
    let ([dst, base, value, ..], 4) = (m.operands.as_slice(), m.operands.len()) else {
        return Err(error(mf, instrs, i, "INSERT_SUBREG needs a definition, a base, a value and an index"));
    };
    let idx = sub_index(mf, instrs, i, m.operands.get(3))?;
    let (dst_reg, _, dst_sub) = reg_parts(dst).ok_or_else(|| error(mf, instrs, i, "INSERT_SUBREG must define a register"))?;
    if dst_sub.0 != 0 {
        return Err(error(mf, instrs, i, "INSERT_SUBREG cannot define a sub-register"));
    }
    let base_undef = undef.reads_undef(base);
    if !base_undef {
        let (reg, _, sub_reg) = reg_parts(base).ok_or_else(|| error(mf, instrs, i, "INSERT_SUBREG base is not a register"))?;
        let mut copy = MachineInstr::new(target_opcode::COPY);
        copy.operands.push(MachineOperand::reg_def(dst_reg));
        copy.operands.push(MachineOperand::Reg { reg, flags: RegFlags::NONE, sub_reg, tied_to: None });
        mf.insert_new(InsertPoint::Before(i), copy);
    }
    sub_copy(mf, i, dst_reg, idx, base_undef, value);
    mf.remove(i);
    Ok(())
}

/// `%d = REG_SEQUENCE %a, idx1, %b, idx2, ...` → `undef %d.idx1 = COPY %a; %d.idx2 = COPY %b; ...`.
fn lower_reg_sequence(mf: &mut MachineFunction, instrs: &InstrInfo, undef: &ImplicitDefs, i: InstId) -> Result<(), String> {
    let m = mf.inst(i).clone();
    let (dst_reg, _, _) = m.operands.first().filter(|o| o.is_def()).and_then(reg_parts).ok_or_else(|| error(mf, instrs, i, "REG_SEQUENCE must define a register"))?;
    if m.operands.len() < 3 || m.operands.len().is_multiple_of(2) {
        return Err(error(mf, instrs, i, "REG_SEQUENCE needs (value, index) pairs"));
    }
    let mut first = true;
    for pair in m.operands[1..].chunks(2) {
        let idx = sub_index(mf, instrs, i, pair.get(1))?;
        if undef.reads_undef(&pair[0]) {
            continue;
        }
        sub_copy(mf, i, dst_reg, idx, first, &pair[0]);
        first = false;
    }
    if first {
        let mut def = MachineInstr::new(target_opcode::IMPLICIT_DEF);
        def.operands.push(MachineOperand::reg_def(dst_reg));
        mf.insert_new(InsertPoint::Before(i), def);
    }
    mf.remove(i);
    Ok(())
}

/// `%d = EXTRACT_SUBREG %s, idx` → `%d = COPY %s.idx`.
fn lower_extract_subreg(mf: &mut MachineFunction, instrs: &InstrInfo, i: InstId) -> Result<(), String> {
    let m = mf.inst(i).clone();
    let idx = sub_index(mf, instrs, i, m.operands.get(2))?;
    let (Some(dst), Some((src, flags, 0))) = (m.operands.first().filter(|o| o.is_def()), m.operands.get(1).and_then(reg_parts).map(|(r, f, s)| (r, f, s.0))) else {
        return Err(error(mf, instrs, i, "EXTRACT_SUBREG needs a definition and a whole-register source"));
    };
    let mut copy = MachineInstr::new(target_opcode::COPY);
    copy.operands.push(*dst);
    copy.operands.push(MachineOperand::Reg { reg: src, flags: RegFlags(flags.0 & RegFlags::UNDEF.0), sub_reg: idx, tied_to: None });
    mf.insert_new(InsertPoint::Before(i), copy);
    mf.remove(i);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mir::fuzzing::TOY_TARGET;
    use crate::mir::{parse_mir, print_mir, verify, MirModule};
    use kiln_support::SourceFile;

    #[test]
    fn tied_sources_are_copied_into_the_definition() {
        let text = "---\nname: f\nbody: |\n  bb.0:\n    %0:gpr = MOVri 1\n    %1:gpr = MOVri 2\n    %2:gpr = ADDrr %0, %1, implicit-def dead $flags\n    %3:gpr = ADDrr %2, %2, implicit-def dead $flags\n    RET implicit %0, implicit %3\n...\n";
        let mut m = parse_mir(&SourceFile::new("t.mir", text), &TOY_TARGET).unwrap();
        run(&mut m.functions[0], TOY_TARGET.instrs).unwrap();
        verify(&m.functions[0], &TOY_TARGET).unwrap();
        let out = print_mir(&MirModule { ir: None, functions: m.functions }, &TOY_TARGET);
        assert!(out.contains("%2:gpr = COPY %0\n    %2:gpr = ADDrr %2, %1, implicit-def dead $flags\n"), "{out}");
        assert!(out.contains("%3:gpr = COPY %2\n    %3:gpr = ADDrr %3, %2, implicit-def dead $flags\n"), "{out}");
    }
}
