//! The basic register allocator (LLVM's `-regalloc=basic`): virtual registers are taken from a
//! priority queue, heaviest spill weight first, and each gets the first register of its class
//! (a copy-related register first) whose live-interval unions it does not meet and that no
//! call it lives across clobbers. When none is free, the lighter virtual registers in the way
//! of one register are spilled to make room; when the value itself is the lightest, it is
//! spilled (see [`spiller`](super::spiller)). Spill weights count uses and definitions, ten
//! times heavier per loop level, per instruction of the live range.

use std::cmp::Ordering;
use std::collections::BinaryHeap;

use kiln_mc::desc::{PhysReg, RegClassId};

use super::edits::Edit;
use super::interference::{Unions, FIXED};
use super::spill_weight;
use super::spiller::Spiller;
use super::virt_reg_map::{rewrite, VirtRegMap};
use crate::analysis::{Analyses, Segment, Slot, SlotIndexes};
use crate::target::target_opcode;
use crate::mir::{MachineFunction, MachineOperand, Reg, RegUses};
use crate::target::register_info::TargetRegisterStack;
use crate::target::instr_info::TargetInstrInfo;
use crate::target::register_info::{RegSet, TargetRegisterInfo};

/// A queue entry: heavier first, then lower register number.
#[derive(PartialEq)]
struct Queued(f32, u32);

impl Eq for Queued {}

impl PartialOrd for Queued {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Queued {
    fn cmp(&self, other: &Self) -> Ordering {
        self.0.total_cmp(&other.0).then(other.1.cmp(&self.1))
    }
}

/// The target's hooks and the function's facts the allocator reads.
pub struct Target<'a> {
    pub tri: &'a dyn TargetRegisterInfo,
    pub tii: &'a dyn TargetInstrInfo,
    /// The register stack (x87), whose values may not live across blocks.
    pub stack: Option<&'a dyn TargetRegisterStack>,
    pub frame_pointer: bool,
}

/// Allocates every virtual register of `mf`, appending what it inserted to `edits`.
pub fn run(mf: &mut MachineFunction, target: &Target, analyses: &mut Analyses, edits: &mut Vec<Edit>) -> Result<(), String> {
    let regs = target.tri.tables();
    let instrs = target.tii.tables();
    analyses.compute_with_freq(mf, regs, instrs);
    let (freq, slots, live) = (&analyses.freq, &analyses.slots, &analyses.live);
    let uses = RegUses::compute(mf);
    let nv = mf.regs.num_vregs();
    let reserved = target.tri.reserved_regs(mf, target.frame_pointer);
    let mut orders: Vec<Option<Vec<PhysReg>>> = vec![None; regs.classes.len()];
    let mut unions = Unions::default();
    unions.reset(live);
    let mut vrm = VirtRegMap::default();
    vrm.reset(nv as usize);
    let mut spiller = Spiller::default();
    spiller.reset(nv);
    let mut weight = spill_weight::reference_counts(mf, freq, nv);
    let mut queue = BinaryHeap::new();
    let mut temps = Vec::new();
    for v in 0..nv {
        let segs = live.segments(v);
        match start(mf, target, slots, &uses, segs, v)? {
            Start::Unused => continue,
            Start::UndefinedOnly(class) => {
                let order = orders[class.index()].get_or_insert_with(|| target.tri.allocation_order(class, &reserved));
                vrm.assign(v, first_register(mf, regs, class, order)?);
                continue;
            }
            Start::CrossBlockStack => {
                spiller.spill(mf, live, slots, &uses, regs, target.tii, &mut vrm, &reserved, v, &mut temps)?;
                continue;
            }
            Start::Allocate => {}
        }
        weight[v as usize] = spill_weight::normalize(weight[v as usize], segs);
        queue.push(Queued(weight[v as usize], v));
    }
    let mut clobbered = RegSet::new(regs.num_regs());
    let mut in_the_way: Vec<u32> = Vec::new();
    loop {
        for t in temps.drain(..) {
            weight.push(f32::INFINITY);
            debug_assert_eq!(weight.len(), t as usize + 1);
            queue.push(Queued(f32::INFINITY, t));
        }
        let Some(Queued(w, v)) = queue.pop() else { break };
        let class = mf.regs.reg_class(Reg::virt(v)).ok_or_else(|| format!("function '{}': %{v} has no register class", mf.name))?;
        let order = orders[class.index()].get_or_insert_with(|| target.tri.allocation_order(class, &reserved)).as_slice();
        let segs = spiller.segments(live, v);
        clobbered.clear();
        unions.call_clobbers(mf, target.tri, live, segs, &mut clobbered);
        let hint = hint_of(mf, &vrm, &uses, &spiller, v, class, regs);
        let candidates = hint.iter().copied().filter(|p| order.contains(p)).chain(order.iter().copied());
        let mut chosen = None;
        for p in candidates.clone() {
            if !clobbered.contains(p) && unions.is_free(regs, p, segs) {
                chosen = Some(p);
                break;
            }
        }
        if chosen.is_none() {
            // The register whose lighter occupants weigh least, if all of them are lighter.
            let lighter = |owner: u32| weight[owner as usize] < w && !spiller.is_temp(owner);
            if let Some(p) = cheapest_eviction(&unions, regs, order, &clobbered, segs, &weight, lighter, &mut in_the_way) {
                for &o in &in_the_way {
                    let q = vrm.phys(o).expect("an occupant has a register");
                    unions.unassign(regs, q, o, live.segments(o));
                    vrm.unassign(o);
                    spiller.spill(mf, live, slots, &uses, regs, target.tii, &mut vrm, &reserved, o, &mut temps)?;
                }
                chosen = Some(p);
            }
        }
        match chosen {
            Some(p) => {
                let segs = spiller.segments(live, v);
                unions.assign(regs, p, v, segs);
                vrm.assign(v, p);
            }
            None if !spiller.is_temp(v) => spiller.spill(mf, live, slots, &uses, regs, target.tii, &mut vrm, &reserved, v, &mut temps)?,
            None => return Err(format!("function '{}': ran out of registers in class {} for a spill temporary %{v}", mf.name, regs.class(class).name)),
        }
    }
    rewrite(mf, &vrm, regs, target.tii, edits)?;
    analyses.invalidate();
    Ok(())
}

/// How an interval allocator starts with a virtual register.
pub(super) enum Start {
    /// No instruction names it.
    Unused,
    /// It is only read undefined: any register of the class serves.
    UndefinedOnly(RegClassId),
    /// A register-stack (x87) value live across blocks, where the stack holds none: spill it.
    CrossBlockStack,
    /// It needs a register.
    Allocate,
}

/// What `v`, live over `segs`, needs first (see [`Start`]).
pub(super) fn start(mf: &MachineFunction, target: &Target, slots: &SlotIndexes, uses: &RegUses, segs: &[Segment], v: u32) -> Result<Start, String> {
    if uses.defs(Reg::virt(v)).is_empty() && uses.uses(Reg::virt(v)).is_empty() {
        return Ok(Start::Unused);
    }
    let regs = target.tri.tables();
    let class = mf.regs.reg_class(Reg::virt(v)).ok_or_else(|| format!("function '{}': %{v} has no register class", mf.name))?;
    if segs.is_empty() {
        return Ok(Start::UndefinedOnly(class));
    }
    let on_stack = target.stack.is_some_and(|s| regs.class(class).members.iter().any(|&p| s.is_stack_register(p)));
    if on_stack && slots.block_of(segs[0].start) != slots.block_of(Slot(segs[segs.len() - 1].end.0 - 1)) {
        return Ok(Start::CrossBlockStack);
    }
    Ok(Start::Allocate)
}

/// The first register of `order`, the allocation order of `class`.
pub(super) fn first_register(mf: &MachineFunction, regs: &kiln_mc::desc::RegisterInfo, class: RegClassId, order: &[PhysReg]) -> Result<PhysReg, String> {
    order.first().copied().ok_or_else(|| format!("function '{}': class {} has no allocatable register", mf.name, regs.class(class).name))
}

/// The register of `order` (less `clobbered`) whose occupants in the way of `segs` weigh
/// least in total, every one of them `evictable` (a physical register's own range never is);
/// its occupants are left in `in_the_way`.
#[allow(clippy::too_many_arguments)]
pub(super) fn cheapest_eviction(unions: &Unions, regs: &kiln_mc::desc::RegisterInfo, order: &[PhysReg], clobbered: &RegSet, segs: &[Segment], weight: &[f32], evictable: impl Fn(u32) -> bool, in_the_way: &mut Vec<u32>) -> Option<PhysReg> {
    let mut best: Option<(f32, PhysReg)> = None;
    for p in order.iter().copied().filter(|&p| !clobbered.contains(p)) {
        let (mut cost, mut ok) = (0f32, true);
        in_the_way.clear();
        unions.interfering(regs, p, segs, |owner| {
            if owner == FIXED || !evictable(owner) {
                ok = false;
                return false;
            }
            if !in_the_way.contains(&owner) {
                in_the_way.push(owner);
                cost += weight[owner as usize];
            }
            true
        });
        if ok && best.is_none_or(|(c, _)| cost < c) {
            best = Some((cost, p));
        }
    }
    let (_, p) = best?;
    in_the_way.clear();
    unions.interfering(regs, p, segs, |owner| {
        if !in_the_way.contains(&owner) {
            in_the_way.push(owner);
        }
        true
    });
    Some(p)
}

/// The register a copy relates `v` to: the physical register of `COPY $p` or `$p = COPY`, or
/// the register already given to the other side of a virtual copy.
fn hint_of(mf: &MachineFunction, vrm: &VirtRegMap, uses: &RegUses, spiller: &Spiller, v: u32, class: RegClassId, regs: &kiln_mc::desc::RegisterInfo) -> Option<PhysReg> {
    let r = Reg::virt(v);
    let temp_at = spiller.temp_inst(v);
    let refs = uses.defs(r).iter().chain(uses.uses(r)).map(|o| o.inst).chain(temp_at);
    for i in refs {
        if let Some(h) = copy_partner(mf, vrm, regs, i, r) {
            return Some(h).filter(|&p| regs.contains(class, p));
        }
    }
    None
}

/// For `%a = COPY %b`, `$p = COPY %a` and the like, the register of `r`'s class that would
/// make the copy a no-op given the register on the other side: through sub-registers too
/// (`%a = COPY %b.sub_8bit` with `%b` in `$ecx` gives `$cl`; `%d = SUBREG_TO_REG 0, %s,
/// sub_32bit` with `%s` in `$eax` gives `$rax`, and the other way round), as LLVM's hints.
pub(crate) fn copy_partner(mf: &MachineFunction, vrm: &VirtRegMap, regs: &kiln_mc::desc::RegisterInfo, i: crate::mir::InstId, r: Reg) -> Option<PhysReg> {
    let m = mf.inst(i);
    // The two sides, each a register read or written through a sub-register index.
    let side = |o: &MachineOperand| match *o {
        MachineOperand::Reg { reg, sub_reg, .. } => Some((reg, sub_reg)),
        _ => None,
    };
    let (a, b) = match m.opcode {
        target_opcode::COPY if m.operands.len() == 2 => (side(&m.operands[0])?, side(&m.operands[1])?),
        target_opcode::SUBREG_TO_REG if m.operands.len() == 4 => {
            let idx = u16::try_from(m.operands[3].imm()?).ok()?;
            let (dst, _) = side(&m.operands[0])?;
            let (src, src_sub) = side(&m.operands[2])?;
            if src_sub.0 != 0 {
                return None;
            }
            ((dst, kiln_mc::desc::SubRegIdx(idx)), (src, src_sub))
        }
        _ => return None,
    };
    let ((_, mine), (other, theirs)) = if a.0 == r { (a, b) } else if b.0 == r { (b, a) } else { return None };
    let q = match other.virt_index() {
        Some(w) => vrm.phys(w)?,
        None => other.as_phys()?,
    };
    let shared = if theirs.0 == 0 { q } else { regs.sub_reg(q, theirs)? };
    if mine.0 == 0 {
        return Some(shared);
    }
    let class = mf.regs.reg_class(r)?;
    regs.class(class).members.iter().copied().find(|&p| regs.sub_reg(p, mine) == Some(shared))
}
