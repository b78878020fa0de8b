//! The debug values of a block's DAG (LLVM's SDDbgValue): what `llvm.dbg.value` (and
//! `llvm.dbg.declare` of an address that is not a static alloca) says a variable holds, kept
//! beside the graph, never as an operand of a node, so that the code selected with and without
//! debug information is the same. A value computed in the block follows its node through
//! combines, legalization and selection (replace-all-uses moves it to the replacement) and
//! becomes a `DBG_VALUE` right after the node's instruction; other values (a constant, a
//! register of another block, an undefined value) are placed by IR order.

use super::node::{Reg, SDValue};
use crate::target::value_types::Evt;
use kiln_ir::MdId;

/// What a debug value refers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DebugOperand {
    /// A value computed in the block (a `DBG_VALUE` after its instruction).
    Node(SDValue),
    /// A virtual register of another block, with its type.
    Vreg(Reg, Evt),
    /// An integer constant.
    Imm(i64),
    /// A stack object (a `byval` argument's memory): described by the object itself
    /// (`debug-info-variable`), as a `dbg.declare`d alloca is.
    Frame(i32),
    /// No location (an undefined value, or one kiln cannot describe): `$noreg`.
    Undef,
}

/// One `llvm.dbg.value` of the block.
#[derive(Clone, Copy, Debug)]
pub struct DagDebugValue {
    pub operand: DebugOperand,
    /// The `DILocalVariable` and its `DIExpression`.
    pub variable: MdId,
    pub expression: MdId,
    /// The intrinsic's `!dbg`.
    pub loc: Option<MdId>,
    /// The IR position of the intrinsic (what orders values without a node).
    pub order: u32,
    /// The operand is the variable's address (a `dbg.declare`): MIR's indirect form
    /// `DBG_VALUE %0, 0, ...`.
    pub indirect: bool,
}

/// Moves the debug values of `from`'s result `result` to `to` (a replace-all-uses).
pub(super) fn transfer(values: &mut [DagDebugValue], from: SDValue, to: SDValue) {
    for v in values.iter_mut() {
        if v.operand == DebugOperand::Node(from) {
            v.operand = DebugOperand::Node(to);
        }
    }
}
