//! Backward copy propagation after register allocation (the backward half of LLVM's
//! MachineCopyPropagation): where an instruction writes a register that a later copy in its
//! block reads for the last time, and nothing between touches either register, the
//! instruction writes the copy's destination itself and the copy goes
//! (`movl 8(%rsp), %eax; movl %eax, %ecx` is `movl 8(%rsp), %ecx`). The allocator leaves such
//! pairs where a reload or a zero extension (`SUBREG_TO_REG` of a `MOV32rr`) feeds a value
//! split into another register. The copies are `COPY` and `SUBREG_TO_REG` (whose source's
//! definition already cleared the rest of the register, as it still does when it writes the
//! destination's sub-register); so the pass runs before pseudo expansion, after the prologue
//! and epilogue, whose saves name every register the copies write. The allocators keep no
//! block live-in lists, so the physical registers' liveness is computed here, by register
//! unit over the blocks.

use kiln_mc::desc::{InstrInfo, PhysReg, RegisterInfo, SubRegIdx};

use crate::mir::{BlockId, InstId, MachineFunction, MachineInstr, MachineOperand, Reg, RegFlags};
use crate::target::register_info::RegSet;
use crate::target::target_opcode;

/// Most instructions looked through between a copy and the definition of its source.
const MAX_DISTANCE: usize = 32;

/// A set of register units.
#[derive(Clone, PartialEq, Eq)]
struct Units(Vec<u64>);

impl Units {
    fn new(num_units: usize) -> Units {
        Units(vec![0; num_units.div_ceil(64)])
    }

    fn add(&mut self, regs: &RegisterInfo, p: PhysReg) {
        for &u in regs.desc(p).units {
            self.0[u as usize / 64] |= 1 << (u % 64);
        }
    }

    fn remove(&mut self, regs: &RegisterInfo, p: PhysReg) {
        for &u in regs.desc(p).units {
            self.0[u as usize / 64] &= !(1 << (u % 64));
        }
    }

    fn any(&self, regs: &RegisterInfo, p: PhysReg) -> bool {
        regs.desc(p).units.iter().any(|&u| self.0[u as usize / 64] & (1 << (u % 64)) != 0)
    }

    fn union_with(&mut self, other: &Units) {
        for (a, b) in self.0.iter_mut().zip(&other.0) {
            *a |= b;
        }
    }
}

/// The physical register an operand names, through its sub-register index.
fn phys(regs: &RegisterInfo, op: &MachineOperand) -> Option<PhysReg> {
    let p = op.get_reg()?.as_phys()?;
    match op.sub_reg() {
        SubRegIdx(0) => Some(p),
        idx => regs.sub_reg(p, idx),
    }
}

/// Steps `live` (the units live after `mi`) back over `mi`: its definitions end values, its
/// reads (not `undef`, not a debug value's) start them. A call's clobbers end nothing here,
/// which only keeps more live.
fn step_back(regs: &RegisterInfo, instrs: &InstrInfo, mi: &MachineInstr, live: &mut Units) {
    if mi.is_debug_value() {
        return;
    }
    let desc = instrs.get(mi.opcode);
    for op in mi.operands.iter().filter(|o| o.is_def()) {
        if let Some(p) = phys(regs, op) {
            live.remove(regs, p);
        }
    }
    for &p in desc.map_or(&[][..], |d| d.implicit_defs) {
        live.remove(regs, p);
    }
    for op in mi.operands.iter().filter(|o| o.is_use() && !o.reg_flags().contains(RegFlags::UNDEF)) {
        if let Some(p) = phys(regs, op) {
            live.add(regs, p);
        }
    }
    for &p in desc.map_or(&[][..], |d| d.implicit_uses) {
        live.add(regs, p);
    }
}

/// The units live on entry to each block, to a fixed point over the successors.
fn live_ins(mf: &MachineFunction, regs: &RegisterInfo, instrs: &InstrInfo, num_units: usize) -> Vec<Units> {
    let mut live_in = vec![Units::new(num_units); mf.num_blocks()];
    let layout: Vec<BlockId> = mf.layout().to_vec();
    let mut changed = true;
    while changed {
        changed = false;
        for &b in layout.iter().rev() {
            let mut live = live_out(mf, &live_in, b, num_units);
            let mut cursor = mf.last_inst(b);
            while let Some(i) = cursor {
                step_back(regs, instrs, mf.inst(i), &mut live);
                cursor = mf.prev_inst(i);
            }
            if live != live_in[b.0 as usize] {
                live_in[b.0 as usize] = live;
                changed = true;
            }
        }
    }
    live_in
}

fn live_out(mf: &MachineFunction, live_in: &[Units], b: BlockId, num_units: usize) -> Units {
    let mut live = Units::new(num_units);
    for &s in &mf.block(b).succs {
        live.union_with(&live_in[s.0 as usize]);
    }
    live
}

/// A copy the pass may remove: its source, whose value dies at it, and the register it writes
/// (for `SUBREG_TO_REG`, the destination's sub-register).
struct Candidate {
    copy: InstId,
    src: PhysReg,
    dst: PhysReg,
}

/// `mi` as a whole-register copy between two different registers: (source, destination).
fn as_copy(regs: &RegisterInfo, mi: &MachineInstr) -> Option<(PhysReg, PhysReg)> {
    let ops = mi.operands.as_slice();
    let (dst, src) = match mi.opcode {
        target_opcode::COPY if ops.len() == 2 => (phys(regs, &ops[0])?, &ops[1]),
        target_opcode::SUBREG_TO_REG if ops.len() == 4 => {
            let idx = SubRegIdx(u16::try_from(ops[3].imm()?).ok()?);
            (regs.sub_reg(phys(regs, &ops[0])?, idx)?, &ops[2])
        }
        _ => return None,
    };
    if ops[0].sub_reg().0 != 0 || src.sub_reg().0 != 0 || src.reg_flags().contains(RegFlags::UNDEF) {
        return None;
    }
    let src = phys(regs, src)?;
    (src != dst && !regs.regs_overlap(src, dst)).then_some((src, dst))
}

/// Rewrites the copies of `mf` whose source's definition can write their destination.
/// Returns how many copies went. Copies from or to a `reserved` register (with its aliases:
/// the stack and frame pointers, whose values matter beyond the instructions that name them)
/// stay.
pub fn run(mf: &mut MachineFunction, regs: &RegisterInfo, instrs: &InstrInfo, reserved: &RegSet) -> usize {
    let num_units = regs.registers.iter().flat_map(|r| r.units.iter()).map(|&u| u as usize + 1).max().unwrap_or(0);
    let live_in = live_ins(mf, regs, instrs, num_units);
    let mut removed = 0;
    for b in mf.layout().to_vec() {
        let mut candidates = Vec::new();
        let mut live = live_out(mf, &live_in, b, num_units);
        let mut cursor = mf.last_inst(b);
        while let Some(i) = cursor {
            let mi = mf.inst(i);
            if let Some((src, dst)) = as_copy(regs, mi) {
                if !live.any(regs, src) && !reserved.contains(src) && !reserved.contains(dst) {
                    candidates.push(Candidate { copy: i, src, dst });
                }
            }
            step_back(regs, instrs, mi, &mut live);
            cursor = mf.prev_inst(i);
        }
        for c in candidates {
            if let Some((def, operand, debug_uses)) = source_definition(mf, regs, instrs, &c) {
                mf.inst_mut(def).operands[operand].set_reg(Reg::phys(c.dst));
                for (d, k) in debug_uses {
                    mf.inst_mut(d).operands[k].set_reg(Reg::phys(c.dst));
                }
                mf.remove(c.copy);
                removed += 1;
            }
        }
    }
    removed
}

/// The instruction before the copy `c` that defines its source, and the operand, when it can
/// write the copy's destination instead: the nearest instruction touching the source, at most
/// [`MAX_DISTANCE`] before, an explicit whole definition of exactly the source, not tied,
/// whose class takes the destination and which touches neither register otherwise; and no
/// instruction between touches the destination or is a call, nor does a debug value name it
/// (the debug values of the source between are returned, to name the destination).
type SourceDefinition = (InstId, usize, Vec<(InstId, usize)>);

fn source_definition(mf: &MachineFunction, regs: &RegisterInfo, instrs: &InstrInfo, c: &Candidate) -> Option<SourceDefinition> {
    let touches = |mi: &MachineInstr, p: PhysReg| {
        let desc = instrs.get(mi.opcode);
        mi.operands.iter().any(|o| phys(regs, o).is_some_and(|r| regs.regs_overlap(r, p)) || matches!(o, MachineOperand::RegMask(_)))
            || desc.is_some_and(|d| d.implicit_defs.iter().chain(d.implicit_uses).any(|&r| regs.regs_overlap(r, p)))
    };
    let mut debug_uses = Vec::new();
    let mut cursor = mf.prev_inst(c.copy);
    for _ in 0..MAX_DISTANCE {
        let i = cursor?;
        cursor = mf.prev_inst(i);
        let mi = mf.inst(i);
        if mi.is_debug_value() {
            if touches(mi, c.dst) {
                return None;
            }
            for (k, o) in mi.operands.iter().enumerate() {
                if o.is_use() && phys(regs, o) == Some(c.src) && o.sub_reg().0 == 0 {
                    debug_uses.push((i, k));
                } else if phys(regs, o).is_some_and(|r| regs.regs_overlap(r, c.src)) {
                    return None;
                }
            }
            continue;
        }
        if touches(mi, c.dst) {
            return None;
        }
        if !touches(mi, c.src) {
            continue;
        }
        let desc = instrs.get(mi.opcode)?;
        let k = (0..usize::from(desc.num_defs).min(mi.operands.len())).find(|&k| mi.operands[k].is_def() && phys(regs, &mi.operands[k]) == Some(c.src))?;
        let op = &mi.operands[k];
        let class_takes_dst = desc.operands.get(k).and_then(|o| o.reg_class).is_some_and(|class| regs.contains(class, c.dst));
        let tied = mi.operands.iter().any(|o| o.tied_to() == Some(k)) || desc.operands.iter().any(|o| o.tied_to == Some(k as u8));
        let elsewhere = mi.operands.iter().enumerate().any(|(j, o)| j != k && phys(regs, o).is_some_and(|r| regs.regs_overlap(r, c.src)))
            || desc.implicit_defs.iter().chain(desc.implicit_uses).any(|&r| regs.regs_overlap(r, c.src));
        if op.sub_reg().0 != 0 || op.is_implicit() || !class_takes_dst || tied || elsewhere || desc.is_call() {
            return None;
        }
        return Some((i, k, debug_uses));
    }
    None
}
