//! Which machine instructions compute one virtual register from their operands alone, so that
//! the SSA optimisations (`machine-cse`, `early-machinelicm`, `machine-sink`) may merge, hoist
//! or sink them: no side effects, stores or calls, no physical register read, any physical
//! register written (the flags) dead, and memory read only when it never changes (constant-pool
//! entries, `invariant` loads). A physical register that is reserved and that nothing in the
//! function writes ([`constant_phys_regs`]: the instruction pointer of a `$rip`-relative
//! address) holds one value throughout, so reading it is like reading a constant. Also the kill-flag fix-up those passes share. The answer comes from the instruction descriptions alone, so
//! every target gets it from its `.td` flags.

use kiln_mc::desc::{InstrFlags, InstrInfo};

use crate::mir::{MachineFunction, MachineInstr, MachineOperand, MemFlags, Reg, RegFlags};
use crate::target::target_opcode;
use crate::target::register_info::{RegSet, TargetRegisterInfo};

/// Flags that make an instruction more than a function of its operands.
const IMPURE: InstrFlags = InstrFlags::MAY_STORE
    .union(InstrFlags::HAS_SIDE_EFFECTS)
    .union(InstrFlags::IS_CALL)
    .union(InstrFlags::IS_TERMINATOR)
    .union(InstrFlags::IS_BRANCH)
    .union(InstrFlags::IS_RETURN)
    .union(InstrFlags::IS_CONVERGENT)
    .union(InstrFlags::IS_NOT_DUPLICABLE);

/// The virtual register `mi` computes, when `mi` is pure in the sense of the module doc;
/// copies, PHIs and `IMPLICIT_DEF`s are left to the passes that treat them specially.
/// `constant` are the physical registers it may read ([`constant_phys_regs`]).
pub fn pure_result(mi: &MachineInstr, instrs: &InstrInfo, constant: &RegSet) -> Option<Reg> {
    if mi.opcode == target_opcode::COPY || mi.opcode == target_opcode::PHI || mi.opcode == target_opcode::IMPLICIT_DEF || mi.is_inside_bundle() || mi.is_bundled_with_succ() {
        return None;
    }
    let desc = instrs.get(mi.opcode)?;
    if desc.flags.0 & IMPURE.0 != 0 || desc.num_defs != 1 {
        return None;
    }
    if desc.may_load() && !reads_only_constant_memory(mi) {
        return None;
    }
    let result = mi.operands.first()?;
    let reg = result.get_reg().filter(|r| r.is_virtual() && result.is_def() && result.sub_reg().0 == 0)?;
    for op in &mi.operands[1..] {
        let Some(r) = op.get_reg() else { continue };
        if op.is_def() {
            // A second register result, or a physical one that is read later.
            if r.is_virtual() || !op.reg_flags().contains(RegFlags::DEAD) {
                return None;
            }
        } else if r.is_physical() && !r.as_phys().is_some_and(|p| constant.contains(p)) {
            return None;
        }
    }
    Some(reg)
}

/// The physical registers whose value never changes in `mf`: the reserved ones (without a
/// frame pointer, so fewer rather than more) that no instruction of `mf` writes, as LLVM's
/// `isConstantPhysReg`.
pub fn constant_phys_regs(mf: &MachineFunction, tri: &dyn TargetRegisterInfo) -> RegSet {
    let regs = tri.tables();
    let mut written = RegSet::new(regs.num_regs());
    for &b in mf.layout() {
        for i in mf.block_insts(b) {
            for op in mf.inst(i).operands.iter().filter(|o| o.is_def()) {
                if let Some(p) = op.get_reg().and_then(Reg::as_phys) {
                    written.insert_with_aliases(regs, p);
                }
            }
        }
    }
    let mut constant = tri.reserved_regs(mf, false);
    for p in written.iter() {
        constant.remove(p);
    }
    constant
}

/// Whether `mi` reads memory nothing writes: every access is plain (not volatile or atomic)
/// and marked `invariant`, or the address is a constant-pool entry.
fn reads_only_constant_memory(mi: &MachineInstr) -> bool {
    let constant_pool = mi.operands.iter().any(|o| matches!(o, MachineOperand::ConstantPool { .. }));
    !mi.mem_operands.is_empty()
        && mi.mem_operands.iter().all(|m| {
            !m.flags.contains(MemFlags::VOLATILE) && m.ordering.is_none() && (constant_pool || m.flags.contains(MemFlags::INVARIANT))
        })
}

/// Whether `opcode` is as cheap to recompute as to keep in a register: a move or a constant,
/// or what the allocator may rematerialise instead of spilling.
pub fn is_cheap(instrs: &InstrInfo, opcode: u32) -> bool {
    let flags = instrs.desc(opcode).flags.0;
    flags & (InstrFlags::IS_AS_CHEAP_AS_A_MOVE.0 | InstrFlags::IS_REMATERIALIZABLE.0) != 0
}

/// Clears the kill flags of the uses of every virtual register `%v` with `grown[v]`: registers
/// whose live ranges a pass lengthened (merged with a later value, hoisted out of a loop).
pub fn clear_kill_flags(mf: &mut MachineFunction, grown: &[bool]) {
    let layout = mf.layout().to_vec();
    for b in layout {
        let mut cursor = mf.first_inst(b);
        while let Some(i) = cursor {
            cursor = mf.next_inst(i);
            for op in &mut mf.inst_mut(i).operands {
                if let Some(v) = op.get_reg().and_then(Reg::virt_index) {
                    if !op.is_def() && grown.get(v as usize) == Some(&true) {
                        op.clear_flags(RegFlags::KILL);
                    }
                }
            }
        }
    }
}
