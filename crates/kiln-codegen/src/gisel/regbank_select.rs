//! RegBankSelect in fast mode (llc -O0's): every generic virtual register gets the register
//! bank its definition asks for (the target's [`GlobalIselTarget::operand_bank`]: x86 puts
//! integers and pointers in `gpr`, floats and vectors in `vecr`, s80 in `psr`), and every use
//! that needs another bank reads a cross-bank `COPY` inserted before it (for a `G_PHI`, at the
//! end of the incoming block). A copy from a physical register takes the bank that holds the
//! register, a copy from a register of a class (an inline asm output) the bank covering the
//! class. There is no cost model: the greedy mode, which weighs the alternative mappings of
//! each instruction, is not built. The walk also counts each register's definition and
//! readers, which InstructionSelect needs and takes from the function
//! ([`crate::mir::DefUseCounts`]) rather than walking it again.

use super::llt::Llt;
use super::regbank::{bank_names, set_bank, RegisterBank};
use super::GlobalIselTarget;
use crate::mir::{DefUseCounts, InsertPoint, InstId, MachineFunction, MachineInstr, MachineOperand, MachineRegisterInfo, MirTarget, Reg, RegClassOrBank, RegFlags};
use crate::target::target_opcode as op;

/// Assigns banks to the generic virtual registers of `mf`.
pub fn select_banks(mf: &mut MachineFunction, target: &dyn GlobalIselTarget, mir: &MirTarget) -> Result<(), String> {
    let banks = target.register_banks();
    if banks.is_empty() {
        return Err("this target has no register banks for GlobalISel".into());
    }
    let names = bank_names(mf, banks);
    // The bank of each virtual register by number (NO_BANK: none), kept beside the function's
    // so that a use compares numbers; a register of a class (an inline asm operand) has none.
    let mut bank: Vec<u8> = mf
        .regs
        .vregs()
        .map(|(_, info)| match info.class {
            RegClassOrBank::Bank(name) => names.iter().position(|&n| n == name).map_or(NO_BANK, |b| b as u8),
            _ => NO_BANK,
        })
        .collect();
    // Definitions first: a register's bank is the one its definition gives it (the first
    // definition's, where there are several), given as the walk meets it (the walk reads the
    // instructions and writes only the registers' banks).
    // The same look at each operand checks the uses of a generic instruction (after its
    // definitions, which come first): one that reads only registers of the banks it needs is
    // done with, and only the others (among them those reading a register without a bank yet,
    // defined later in layout order) are listed, in layout order, for the rewrite below, which
    // looks at them again (a bank once given never changes, so the answer is the one a look
    // after the walk would give).
    // The same look counts each register's definition and readers for InstructionSelect
    // ([`DefUseCounts`]: a debug value reads nothing), kept up to date as copies are added.
    let n = bank.len();
    let mut counts = DefUseCounts::new(n);
    let mut rewrite: Vec<InstId> = Vec::new();
    for bi in 0..mf.layout().len() {
        let mut at = mf.first_inst(mf.layout()[bi]);
        while let Some(i) = at {
            let (m, regs) = mf.inst_mut_and_regs(i);
            at = m.next.get();
            let opcode = m.opcode;
            let reads = !m.is_debug_value();
            // Whether the uses are still to be checked (generic instructions only) and all
            // read their banks so far.
            let mut check_uses = op::is_generic(opcode);
            for (k, operand) in m.operands.as_slice().iter().enumerate() {
                let MachineOperand::Reg { reg, flags, .. } = *operand else { continue };
                let Some(v) = reg.virt_index() else { continue };
                let v = v as usize;
                if !flags.contains(RegFlags::DEF) {
                    if reads {
                        counts.uses[v] = counts.uses[v].saturating_add(1);
                    }
                    if check_uses && !reads_bank(regs, target, &bank, opcode, k, reg, v) {
                        check_uses = false;
                        rewrite.push(i);
                    }
                    continue;
                }
                if reads {
                    counts.defs[v] = Some(i);
                }
                if bank.get(v) != Some(&NO_BANK) {
                    continue;
                }
                let Some(info) = regs.vreg(reg).filter(|info| info.class == RegClassOrBank::None) else { continue };
                let Some(ty) = info.ty else { continue };
                let Some(chosen) = definition_bank(regs, target, banks, mir, m, k, ty) else {
                    return Err(no_bank(mf, mir, i, ty));
                };
                bank[v] = chosen as u8;
                if let Some(info) = regs.vreg_mut(reg) {
                    info.class = RegClassOrBank::Bank(names[chosen]);
                }
            }
        }
    }
    // Then uses: a generic instruction reading a register of another bank reads a copy (the
    // copies go before the reader, or into another block for a `G_PHI`). A listed instruction
    // may read a register defined after it, which has its bank now: it is looked at again.
    for i in rewrite {
        let opcode = mf.inst(i).opcode;
        if reads_its_banks(mf, target, &bank, i) {
            continue;
        }
        // (register, its copy in the bank `i` needs).
        let mut copies: Vec<(Reg, Reg)> = Vec::new();
        for k in 0..mf.inst(i).operands.len() {
            let operand = mf.inst(i).operands[k];
            let (Some(reg), true) = (operand.get_reg().filter(|r| r.is_virtual()), operand.is_use()) else { continue };
            let ty = mf.regs.ty(reg).ok_or_else(|| format!("%{} has no type", reg.virt_index().unwrap_or(0)))?;
            let need = target.operand_bank(opcode, k, ty).ok_or_else(|| no_bank(mf, mir, i, ty))?;
            match bank[vreg_index(reg)] {
                have if have as usize == need => {}
                // Read but never defined (an undefined value): it takes the bank its reader needs.
                NO_BANK => {
                    set_bank(mf, &names, reg, need);
                    bank[vreg_index(reg)] = need as u8;
                }
                _ => {
                    // Operands of one instruction reading the same register share its copy.
                    // `i` reads the copy rather than `reg`.
                    counts.uses[vreg_index(reg)] = counts.uses[vreg_index(reg)].saturating_sub(1);
                    if let Some(&(_, copy)) = copies.iter().find(|(from, _)| *from == reg).filter(|_| opcode != op::G_PHI) {
                        mf.inst_mut(i).operands[k].set_reg(copy);
                        counts.uses[vreg_index(copy)] = counts.uses[vreg_index(copy)].saturating_add(1);
                        continue;
                    }
                    let copy = mf.regs.create_generic_vreg(ty);
                    set_bank(mf, &names, copy, need);
                    bank.push(need as u8);
                    let at = if opcode == op::G_PHI { phi_copy_point(mf, i, k, mir) } else { InsertPoint::Before(i) };
                    let mut m = MachineInstr::new(op::COPY);
                    m.operands.extend([MachineOperand::reg_def(copy), MachineOperand::reg_use(reg)]);
                    // A copy for a reader is at the reader's source place.
                    if opcode != op::G_PHI {
                        m.debug_loc = mf.inst(i).debug_loc;
                    }
                    let c = mf.insert_new(at, m);
                    mf.inst_mut(i).operands[k].set_reg(copy);
                    copies.push((reg, copy));
                    counts.defs.push(Some(c));
                    counts.uses.push(1);
                    counts.uses[vreg_index(reg)] = counts.uses[vreg_index(reg)].saturating_add(1);
                }
            }
        }
    }
    counts.stamp = (mf.num_insts_allocated(), mf.regs.num_vregs());
    mf.def_use_counts = Some(counts);
    mf.props.reg_bank_selected = true;
    Ok(())
}

/// No bank in [`select_banks`]'s table.
const NO_BANK: u8 = u8::MAX;

fn vreg_index(reg: Reg) -> usize {
    reg.virt_index().expect("a virtual register") as usize
}

/// Whether every virtual register generic instruction `i` reads is in the bank the target
/// needs there already (false also where the target names no bank: the rewrite reports it).
fn reads_its_banks(mf: &MachineFunction, target: &dyn GlobalIselTarget, bank: &[u8], i: InstId) -> bool {
    let m = mf.inst(i);
    for (k, operand) in m.operands.as_slice().iter().enumerate() {
        let MachineOperand::Reg { reg, flags, .. } = *operand else { continue };
        let Some(v) = reg.virt_index().filter(|_| !flags.contains(RegFlags::DEF)) else { continue };
        if !reads_bank(&mf.regs, target, bank, m.opcode, k, reg, v as usize) {
            return false;
        }
    }
    true
}

/// Whether the virtual register `reg` (number `v`), read as operand `k` of an instruction of
/// `opcode`, is in the bank the target needs there.
#[inline]
fn reads_bank(regs: &MachineRegisterInfo, target: &dyn GlobalIselTarget, bank: &[u8], opcode: u32, k: usize, reg: Reg, v: usize) -> bool {
    let (Some(ty), have) = (regs.ty(reg), bank[v]) else { return false };
    have != NO_BANK && target.operand_bank(opcode, k, ty) == Some(usize::from(have))
}

/// The bank operand `k` (a definition) of `m` gives its register; `None`: the target has none.
fn definition_bank(regs: &MachineRegisterInfo, target: &dyn GlobalIselTarget, banks: &[RegisterBank], mir: &MirTarget, m: &MachineInstr, k: usize, ty: Llt) -> Option<usize> {
    if m.opcode == op::COPY {
        let source = m.operands.get(1).and_then(MachineOperand::get_reg);
        if let Some(phys) = source.and_then(Reg::as_phys) {
            if let Some(bank) = banks.iter().position(|b| b.contains(phys, mir.regs)) {
                return Some(bank);
            }
        }
        // A copy out of a register of a class (an inline asm output) stays in its bank.
        if let Some(class) = source.and_then(|r| regs.reg_class(r)) {
            if let Some(bank) = banks.iter().position(|b| b.covers(class, mir.regs)) {
                return Some(bank);
            }
        }
    }
    target.operand_bank(m.opcode, k, ty)
}

fn no_bank(mf: &MachineFunction, mir: &MirTarget, i: InstId, ty: Llt) -> String {
    format!("no register bank for a {ty} operand of {}", crate::mir::print_inst(mf, mir, i))
}

/// Where the copy for incoming value `k` of a `G_PHI` goes: before the terminators of the
/// block the value comes from.
fn phi_copy_point(mf: &MachineFunction, phi: InstId, k: usize, mir: &MirTarget) -> InsertPoint {
    let from = mf.inst(phi).operands.get(k + 1).and_then(MachineOperand::block).unwrap_or(mf.inst(phi).parent());
    match mf.first_terminator(from, mir.instrs) {
        Some(t) => InsertPoint::Before(t),
        None => InsertPoint::End(from),
    }
}
