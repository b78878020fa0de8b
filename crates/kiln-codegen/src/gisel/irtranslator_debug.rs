//! Debug values through the IRTranslator. `llvm.dbg.value` becomes a `DBG_VALUE`, where the
//! call was, of the value's generic virtual register, of an integer constant or a float
//! constant's bits, or of `$noreg` for what kiln cannot describe (an aggregate, a vector, a
//! global's address, a value not translated yet). `llvm.dbg.declare` of an address that is not a
//! static alloca (an `sret` pointer, a dynamic alloca) becomes an indirect one; a static
//! alloca's, and a `byval` argument's, is its stack object's variable
//! ([`FunctionLowering::attach_debug_info`](crate::isel::function_lowering::FunctionLowering::attach_debug_info)).
//! The operands are those the SelectionDAG's debug values take, and nothing here builds code,
//! so the code is the same with and without the calls.

use super::irtranslator::Translator;
use crate::isel::function_info::FunctionLoweringInfo;
use crate::mir::{MachineOperand, Reg};
use crate::target::target_opcode as op;
use kiln_ir::{ConstKind, Inst, Metadata, TypeId, Value};

impl Translator<'_, '_> {
    /// Translates a call of `llvm.dbg.value` (`indirect` false) or `llvm.dbg.declare`.
    pub(super) fn debug_value(&mut self, flinfo: &FunctionLoweringInfo, inst: &Inst, indirect: bool) {
        let md = |k: usize| match inst.operands.get(k) {
            Some(&Value::Metadata(m)) => Some(m),
            _ => None,
        };
        let loc = self.dbg.and_then(|k| inst.attachment(k));
        let (Some(value), Some(variable), Some(expression), Some(_)) = (md(0), md(1), md(2), loc) else { return };
        let location = match self.module.metadata[value.index()] {
            Metadata::Value(_, Value::Inst(i)) if flinfo.static_allocas.contains_key(&i) => {
                if indirect {
                    // The stack object carries it (`debug-info-variable`).
                    return;
                }
                // The address of a stack object is a value only a location expression could give.
                None
            }
            Metadata::Value(ty, v) => self.debug_operand(v, ty),
            _ => None,
        };
        if let (true, Some(MachineOperand::Reg { reg, .. })) = (indirect, location) {
            if let Some(fi) = self.frame_index_of(reg) {
                // A `byval` argument: its incoming stack object carries the variable.
                self.f.describe_stack_object(fi, variable, expression, loc);
                return;
            }
        }
        let location = location.unwrap_or(MachineOperand::reg_use(Reg::NONE));
        if let Some(mi) = self.f.debug_value(variable, expression, loc, indirect, location) {
            self.put(mi);
        }
    }

    /// What a debug value of IR value `v` (of type `ty`) refers to, if kiln can describe it:
    /// one register or constant of at most 64 bits (x87's f80 has no DWARF location kiln writes).
    fn debug_operand(&self, v: Value, ty: TypeId) -> Option<MachineOperand> {
        let llt = self.llt(ty).ok().filter(|t| !t.is_vector())?;
        let bits = u32::try_from(llt.size_bits(self.pointer_bits())).ok().filter(|&b| b <= 64)?;
        let float = self.module.types.is_float(ty);
        let regs = match v {
            Value::Inst(i) => self.translated_regs(i),
            Value::Arg(k) => self.argument_regs(k as usize),
            Value::Const(c) => {
                return match self.module.consts.get(c).kind {
                    ConstKind::Int(n) if !float => Some(MachineOperand::Imm(sign_extend(n as u64, bits))),
                    // A float constant is its bits (llc's `DW_OP_constu 0x3f800000`).
                    ConstKind::Float(b) if float => Some(MachineOperand::Imm(b as u64 as i64)),
                    ConstKind::Null | ConstKind::Zero if !float => Some(MachineOperand::Imm(0)),
                    _ => None,
                }
            }
            _ => return None,
        };
        match regs {
            [r] => Some(MachineOperand::reg_use(*r)),
            _ => None,
        }
    }
}

impl Translator<'_, '_> {
    /// The stack object whose address `reg` is, when a `G_FRAME_INDEX` of the entry block
    /// defines it (an argument passed in memory).
    fn frame_index_of(&self, reg: Reg) -> Option<i32> {
        let mf = &self.f.mf;
        let entry = *mf.layout().first()?;
        mf.block_insts(entry).map(|i| mf.inst(i)).find_map(|m| match m.operands.as_slice() {
            [MachineOperand::Reg { reg: r, .. }, MachineOperand::FrameIndex(fi)] if m.opcode == op::G_FRAME_INDEX && *r == reg => Some(fi.0),
            _ => None,
        })
    }
}

/// The `bits`-bit integer `n` as a signed 64-bit value (MIR prints `DBG_VALUE -1`).
fn sign_extend(n: u64, bits: u32) -> i64 {
    let shift = 64 - bits.clamp(1, 64);
    (n << shift) as i64 >> shift
}
