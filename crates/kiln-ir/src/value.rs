//! [`Value`]: an operand, 8 bytes, pointing into one of the arenas.
//!
//! Instructions, arguments and blocks are indices into the enclosing function; constants,
//! global values, metadata and inline asm are indices into the module. A value's type comes
//! from `Module::value_type`.

use crate::constant::ConstId;
use crate::metadata::MdId;
use crate::module::{BlockId, GlobalId, InlineAsmId, InstId};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Value {
    /// The result of an instruction of the current function.
    Inst(InstId),
    /// Argument number N of the current function.
    Arg(u32),
    /// A constant of the module's pool (never a global value: those are `Global`).
    Const(ConstId),
    /// A global variable, function, alias or ifunc (its address).
    Global(GlobalId),
    /// A basic block of the current function (a `label` operand).
    Block(BlockId),
    /// A metadata operand (`metadata !3`, `metadata i32 %x`).
    Metadata(MdId),
    /// An inline asm callee.
    InlineAsm(InlineAsmId),
}
