//! Post-RA pseudo expansion (LLVM's `postrapseudos` plus the target's pseudo expansion): once
//! every register is physical, `COPY` becomes the target's move (identity copies vanish),
//! `SUBREG_TO_REG`/`INSERT_SUBREG` become a copy into the sub-register (or nothing when the
//! allocator already put the value there), `KILL` and `IMPLICIT_DEF` disappear, and the
//! target expands its own pseudos (zeroing idioms, return and tail-call pseudos, ...) into
//! instructions the encoder knows.

use kiln_mc::desc::{PhysReg, RegisterInfo, SubRegIdx};

use crate::mir::{BlockId, InsertPoint, InstId, MachineFunction, MachineOperand, RegFlags};
use crate::target::instr_info::TargetInstrInfo;
use crate::target::target_opcode;

/// A target's expansion of its own pseudo instructions after register allocation.
pub trait TargetPseudoExpansion {
    /// Expands `inst` in place if it is one of the target's pseudos; returns whether it was.
    fn expand_post_ra_pseudo(&self, mf: &mut MachineFunction, inst: InstId) -> Result<bool, String>;

    /// The opcodes [`expand_post_ra_pseudo`](Self::expand_post_ra_pseudo) may expand, one bit
    /// each (bit `op % 64` of word `op / 64`): the pass asks it about those alone, not about
    /// every instruction. `None` (the default): about every instruction.
    fn expanded_opcodes(&self) -> Option<&'static [u64]> {
        None
    }
}

/// Whether `opcode` is in the opcode set `set` (bits as [`TargetPseudoExpansion::expanded_opcodes`]).
fn in_set(set: Option<&[u64]>, opcode: u32) -> bool {
    set.is_none_or(|s| s.get(opcode as usize / 64).is_some_and(|w| w >> (opcode % 64) & 1 != 0))
}

/// The physical register operand `k` names, through its sub-register index if any.
fn phys_operand(mf: &MachineFunction, regs: &RegisterInfo, inst: InstId, k: usize) -> Result<(PhysReg, RegFlags), String> {
    let op = mf.inst(inst).operands.get(k).ok_or_else(|| format!("missing operand {k}"))?;
    // Most operands: a whole physical register.
    if let MachineOperand::Reg { reg, flags, sub_reg: SubRegIdx(0), .. } = *op {
        if let Some(reg) = reg.as_phys() {
            return Ok((reg, flags));
        }
    }
    let reg = op.get_reg().and_then(|r| r.as_phys()).ok_or_else(|| format!("operand {k} is not a physical register after register allocation"))?;
    let sub = op.sub_reg();
    let resolved = if sub == SubRegIdx(0) { Some(reg) } else { regs.sub_reg(reg, sub) };
    let resolved = resolved.ok_or_else(|| format!("register ${} has no sub-register {}", regs.name(reg).to_ascii_lowercase(), sub.0))?;
    Ok((resolved, op.reg_flags()))
}

fn sub_reg_of(mf: &MachineFunction, regs: &RegisterInfo, inst: InstId, reg_op: usize, idx_op: usize) -> Result<PhysReg, String> {
    let (reg, _) = phys_operand(mf, regs, inst, reg_op)?;
    let idx = mf.inst(inst).operands.get(idx_op).and_then(|o| o.imm()).ok_or("missing sub-register index")?;
    regs.sub_reg(reg, SubRegIdx(idx as u16)).ok_or_else(|| format!("register ${} has no sub-register {idx}", regs.name(reg).to_ascii_lowercase()))
}

/// Inserts `dst = src` before `inst` (nothing when they are the same register), then removes `inst`.
fn replace_by_copy(mf: &mut MachineFunction, tii: &dyn TargetInstrInfo, inst: InstId, dst: PhysReg, src: PhysReg, src_flags: RegFlags) -> Result<(), String> {
    if dst != src && !src_flags.contains(RegFlags::UNDEF) {
        let mv = tii.copy_phys_reg(mf, InsertPoint::Before(inst), dst, src, src_flags.contains(RegFlags::KILL))?;
        mf.inst_mut(mv).debug_loc = mf.inst(inst).debug_loc;
    }
    mf.remove(inst);
    Ok(())
}

/// Expands the pseudos of `mf`.
pub fn run(mf: &mut MachineFunction, tii: &dyn TargetInstrInfo, regs: &RegisterInfo, target: &dyn TargetPseudoExpansion) -> Result<(), String> {
    let blocks: Vec<BlockId> = mf.layout().to_vec();
    let mut insts: Vec<InstId> = Vec::new();
    let expanded = target.expanded_opcodes();
    for b in blocks {
        insts.clear();
        insts.extend(mf.block_insts(b));
        for &i in &insts {
            let opcode = mf.inst(i).opcode;
            // For errors only: the name is looked up when one is written.
            let at = |mf: &MachineFunction| format!("bb.{}: {}", mf.block(b).number, tii.tables().desc(opcode).name);
            if opcode == target_opcode::COPY {
                // Most copies: whole physical registers, read in one look at the instruction.
                let whole = match mf.inst(i).operands.as_slice() {
                    [MachineOperand::Reg { reg: d, sub_reg: SubRegIdx(0), .. }, MachineOperand::Reg { reg: s, flags, sub_reg: SubRegIdx(0), .. }, ..] => d.as_phys().zip(s.as_phys()).map(|(d, s)| (d, s, *flags)),
                    _ => None,
                };
                let (dst, src, flags) = match whole {
                    Some(parts) => parts,
                    None => {
                        let (dst, _) = phys_operand(mf, regs, i, 0).map_err(|e| format!("{}: {e}", at(mf)))?;
                        let (src, flags) = phys_operand(mf, regs, i, 1).map_err(|e| format!("{}: {e}", at(mf)))?;
                        (dst, src, flags)
                    }
                };
                if dst != src && !flags.contains(RegFlags::UNDEF) {
                    let mv = tii.copy_phys_reg(mf, InsertPoint::Before(i), dst, src, flags.contains(RegFlags::KILL))?;
                    // Implicit operands of the copy (`implicit-def $rax`) stay on the move.
                    for k in 2..mf.inst(i).operands.len() {
                        let extra = mf.inst(i).operands[k];
                        mf.inst_mut(mv).operands.push(extra);
                    }
                    mf.inst_mut(mv).debug_loc = mf.inst(i).debug_loc;
                }
                mf.remove(i);
            } else if opcode == target_opcode::KILL || opcode == target_opcode::IMPLICIT_DEF {
                mf.remove(i);
            } else if opcode == target_opcode::SUBREG_TO_REG {
                // dst = SUBREG_TO_REG imm, src, idx
                let dst = sub_reg_of(mf, regs, i, 0, 3).map_err(|e| format!("{}: {e}", at(mf)))?;
                let (src, flags) = phys_operand(mf, regs, i, 2).map_err(|e| format!("{}: {e}", at(mf)))?;
                replace_by_copy(mf, tii, i, dst, src, flags)?;
            } else if opcode == target_opcode::INSERT_SUBREG {
                // dst = INSERT_SUBREG dst(tied), src, idx
                let dst = sub_reg_of(mf, regs, i, 0, 3).map_err(|e| format!("{}: {e}", at(mf)))?;
                let (src, flags) = phys_operand(mf, regs, i, 2).map_err(|e| format!("{}: {e}", at(mf)))?;
                replace_by_copy(mf, tii, i, dst, src, flags)?;
            } else if opcode == target_opcode::EXTRACT_SUBREG || opcode == target_opcode::REG_SEQUENCE || opcode == target_opcode::PHI {
                return Err(format!("{}: left over after register allocation", at(mf)));
            } else if in_set(expanded, opcode) {
                target.expand_post_ra_pseudo(mf, i).map_err(|e| format!("{}: {e}", at(mf)))?;
            }
        }
    }
    Ok(())
}
