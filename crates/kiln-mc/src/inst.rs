//! `MCInst`: a target opcode (a number from the target's generated tables) and its operands.
//!
//! This is the common currency of the MC layer: code generators lower machine instructions
//! to it, the assembly parser produces it, and the target's printer and code emitter consume
//! it. Nothing here knows any target; registers are the target's `u16` register numbers.

use crate::context::ExprId;

/// Plain data (`Copy`, 16 bytes), so that an instruction's operand list is cleared and
/// reused without a drop per operand.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum MCOperand {
    /// A target register number (0 means "no register", as in an absent index register).
    Reg(u16),
    Imm(i64),
    /// A floating-point immediate, as its IEEE-754 double bits.
    FpImm(u64),
    Expr(ExprId),
}

#[derive(Clone, Debug, PartialEq, Default)]
pub struct MCInst {
    pub opcode: u32,
    pub operands: Vec<MCOperand>,
    /// Target-defined flags (x86 uses them for `lock`/`rep` prefixes and encoding hints).
    pub flags: u32,
}

impl MCInst {
    pub fn new(opcode: u32) -> MCInst {
        MCInst { opcode, operands: Vec::new(), flags: 0 }
    }
    pub fn with_reg(mut self, reg: u16) -> MCInst {
        self.operands.push(MCOperand::Reg(reg));
        self
    }
    pub fn with_imm(mut self, imm: i64) -> MCInst {
        self.operands.push(MCOperand::Imm(imm));
        self
    }
    pub fn with_expr(mut self, e: ExprId) -> MCInst {
        self.operands.push(MCOperand::Expr(e));
        self
    }
}
