//! Register banks: the kinds of register a target has for GlobalISel (x86: general-purpose,
//! vector/FP, x87), each covering register classes. A generic virtual register gets a bank from
//! RegBankSelect (`%0:gpr(s32)`, the bank stored by name in the function) and a class from
//! instruction selection: the first class of its bank at least as wide as its type.
//! The tables come from the target's `.td` (`-gen-register-bank`).

use super::llt::Llt;
use crate::mir::{MachineFunction, Reg, RegClassOrBank, StrId};
use kiln_mc::desc::{PhysReg, RegClassId, RegisterInfo};

/// A register class of a bank and the size in bits of the values it holds.
#[derive(Clone, Copy, Debug)]
pub struct BankClass {
    pub class: RegClassId,
    pub bits: u32,
}

/// One register bank.
#[derive(Debug)]
pub struct RegisterBank {
    /// The name MIR writes (`gpr`).
    pub name: &'static str,
    /// Its classes, smallest first.
    pub classes: &'static [BankClass],
}

impl RegisterBank {
    /// The class a register of type `ty` in this bank gets (pointers are `pointer_bits` wide):
    /// the first class at least as wide (an `s1` is a byte register).
    pub fn class_for(&self, ty: Llt, pointer_bits: u32) -> Option<RegClassId> {
        let bits = ty.size_bits(pointer_bits);
        self.classes.iter().find(|c| u64::from(c.bits) >= bits).map(|c| c.class)
    }

    /// Whether the bank covers `class` (one of its classes, or a class whose registers all
    /// belong to one of them, such as `gr32_nosp`).
    pub fn covers(&self, class: RegClassId, regs: &RegisterInfo) -> bool {
        self.classes.iter().any(|c| c.class == class || regs.class(class).members.iter().all(|&r| regs.class(c.class).contains(r)))
    }

    /// Whether the physical register `reg` is in one of the bank's classes.
    pub fn contains(&self, reg: PhysReg, regs: &RegisterInfo) -> bool {
        self.classes.iter().any(|c| regs.class(c.class).contains(reg))
    }
}

/// The names of `banks` in `mf`'s string table, by bank number (for [`set_bank`]).
pub fn bank_names(mf: &mut MachineFunction, banks: &[RegisterBank]) -> Vec<StrId> {
    banks.iter().map(|b| mf.intern(b.name)).collect()
}

/// Puts virtual register `reg` in bank number `bank`, whose name is `names[bank]`.
pub fn set_bank(mf: &mut MachineFunction, names: &[StrId], reg: Reg, bank: usize) {
    if let Some(v) = mf.regs.vreg_mut(reg) {
        v.class = RegClassOrBank::Bank(names[bank]);
    }
}
