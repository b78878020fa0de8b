//! `llvm.dbg.value`, and `llvm.dbg.declare` of an address that is not a static alloca (an
//! `sret` or `byval` argument, a dynamic alloca), recorded as the block's debug values
//! ([`DagDebugValue`]) without touching the graph: the operand is the value's node when the
//! block computed it, the register of another block's value, or an integer constant; anything
//! else (undefined, a value kiln cannot describe) ends the variable's previous location.
//! The same at every level: above -O0 the `DBG_VALUE`s leave the code before the machine
//! passes and the register allocator puts them back (`regalloc::debug_values`).

use super::Builder;
use crate::isel::dag::debug_values::{DagDebugValue, DebugOperand};
use crate::isel::dag::node::NodeData;
use crate::target::value_types::Evt;
use kiln_ir::{ConstKind, Inst, Metadata, Value};

impl Builder<'_> {
    /// Records `inst` when it is a debug value this selector carries; false leaves it to the
    /// other intrinsics.
    pub(super) fn record_debug_value(&mut self, inst: &Inst) -> bool {
        if self.dag.current_loc.is_none() {
            return false;
        }
        let Some(Value::Global(callee)) = inst.callee() else { return false };
        let indirect = match self.module.global_name(callee) {
            Some(b"llvm.dbg.value") => false,
            Some(b"llvm.dbg.declare") => true,
            _ => return false,
        };
        let md = |k: usize| match inst.operands.get(k) {
            Some(&Value::Metadata(m)) => Some(m),
            _ => None,
        };
        let (Some(value), Some(variable), Some(expression)) = (md(0), md(1), md(2)) else { return false };
        let operand = match self.module.metadata[value.index()] {
            Metadata::Value(ty, v) => {
                if indirect && matches!(v, Value::Inst(i) if self.flinfo.static_allocas.contains_key(&i)) {
                    // The stack object carries it (`debug-info-variable`).
                    return false;
                }
                self.debug_operand(v, ty)
            }
            _ => DebugOperand::Undef,
        };
        // The address of a stack object is a value only a location expression could give.
        let operand = if matches!(operand, DebugOperand::Frame(_)) && !indirect { DebugOperand::Undef } else { operand };
        self.dag.debug_values.push(DagDebugValue {
            operand,
            variable,
            expression,
            loc: self.dag.current_loc,
            order: self.dag.current_order,
            indirect,
        });
        true
    }

    /// What a debug value of IR value `v` (of type `ty`) refers to.
    fn debug_operand(&self, v: Value, ty: kiln_ir::TypeId) -> DebugOperand {
        let Ok(vt) = self.evt(ty) else { return DebugOperand::Undef };
        // One register of at most 64 bits (x87's f80 has no DWARF location kiln writes).
        let describable = vt.is_simple() && !vt.is_vector() && vt.size_bits() <= 64;
        if !describable {
            return DebugOperand::Undef;
        }
        let in_block = match v {
            Value::Inst(i) => self.dag.values.inst(i),
            Value::Arg(a) => self.dag.values.arg(a),
            Value::Const(c) => {
                let c = self.module.consts.get(c);
                return match c.kind {
                    ConstKind::Int(n) if vt.is_integer() => DebugOperand::Imm(sign_extend(n, vt)),
                    // A float constant is its bits (llc's `DW_OP_constu 0x3f800000`).
                    ConstKind::Float(bits) if vt.is_float() => DebugOperand::Imm(bits as u64 as i64),
                    ConstKind::Null | ConstKind::Zero if vt.is_integer() => DebugOperand::Imm(0),
                    _ => DebugOperand::Undef,
                };
            }
            _ => return DebugOperand::Undef,
        };
        if let Some(sd) = in_block {
            return match self.dag.node(sd.node).data {
                NodeData::FrameIndex(fi) => DebugOperand::Frame(fi),
                _ => DebugOperand::Node(sd),
            };
        }
        match self.flinfo.value_regs.get(&v) {
            Some(regs) if regs.count == 1 => DebugOperand::Vreg(regs.first, Evt::Simple(regs.vt)),
            _ => DebugOperand::Undef,
        }
    }
}

/// The integer constant `n` of type `vt` as a signed 64-bit value (MIR prints `DBG_VALUE -1`).
fn sign_extend(n: u128, vt: Evt) -> i64 {
    let bits = vt.size_bits().clamp(1, 64) as u32;
    let shift = 64 - bits;
    ((n as u64) << shift) as i64 >> shift
}
