//! Instruction compression as data: the rules of TableGen's `-gen-compress-inst` (from
//! `CompressPat` records: an instruction whose operands pass some checks stands for a shorter
//! one) and the generic rewriter. The target decides only whether an immediate fits one of
//! its operand classes ([`compress`]'s callback), as its assembly matcher does.

use crate::desc::{PhysReg, RegClassId, RegisterInfo};
use crate::inst::{MCInst, MCOperand};

/// What one operand of the instruction to compress must be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CompressCheck {
    /// A register of the class.
    RegClass(RegClassId),
    /// Exactly this register.
    Reg(PhysReg),
    /// Exactly this immediate.
    Imm(i64),
    /// An immediate (or expression) the target's operand class accepts.
    Operand(u8),
    /// The same register as operand `n`.
    SameAs(u8),
}

/// An operand of the compressed instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CompressOperand {
    /// Operand `n` of the instruction compressed.
    From(u8),
    Reg(PhysReg),
    Imm(i64),
}

/// `from` whose operands pass `checks` is `to` with `operands`.
#[derive(Debug)]
pub struct CompressRule {
    pub from: u32,
    pub to: u32,
    pub checks: &'static [CompressCheck],
    pub operands: &'static [CompressOperand],
}

/// The first rule's compressed form of `inst`, if any fits; `fits(class, operand)` says
/// whether an immediate operand fits a target operand class.
pub fn compress(rules: &[CompressRule], regs: &RegisterInfo, inst: &MCInst, fits: impl Fn(u8, &MCOperand) -> bool) -> Option<MCInst> {
    let rule = rules.iter().filter(|r| r.from == inst.opcode).find(|r| {
        r.checks.len() == inst.operands.len()
            && r.checks.iter().zip(&inst.operands).all(|(check, op)| match (*check, op) {
                (CompressCheck::RegClass(c), MCOperand::Reg(reg)) => regs.contains(c, PhysReg(*reg)),
                (CompressCheck::Reg(want), MCOperand::Reg(reg)) => want.0 == *reg,
                (CompressCheck::Imm(want), MCOperand::Imm(v)) => want == *v,
                (CompressCheck::Operand(class), op) => fits(class, op),
                (CompressCheck::SameAs(n), op) => inst.operands.get(n as usize) == Some(op),
                _ => false,
            })
    })?;
    let mut out = MCInst::new(rule.to);
    out.flags = inst.flags;
    for o in rule.operands {
        out.operands.push(match *o {
            CompressOperand::From(n) => inst.operands[n as usize].clone(),
            CompressOperand::Reg(r) => MCOperand::Reg(r.0),
            CompressOperand::Imm(v) => MCOperand::Imm(v),
        });
    }
    Some(out)
}
