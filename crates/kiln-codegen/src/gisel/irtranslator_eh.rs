//! Exception handling in the IRTranslator, as LLVM's GlobalISel translates it, on the tables
//! and labels the SelectionDAG uses too ([`crate::eh`]): `invoke` is its whole call sequence
//! between two `EH_LABEL`s (the try range of the LSDA's call-site table), then a `G_BR` to the
//! normal destination; the landing pad block starts (after its `G_PHI`s) with its own
//! `EH_LABEL` and copies of the target's exception pointer and selector registers, which
//! [`FunctionLowering::finish`](crate::isel::function_lowering::FunctionLowering::finish)
//! builds for both selectors, and `landingpad` reads those copies (`G_INTTOPTR` to the pointer,
//! `G_TRUNC` to the selector's width); `resume` calls `_Unwind_Resume` with the exception
//! pointer (LLVM's DwarfEHPrepare makes that call before selection); `llvm.eh.typeid.for` is
//! the constant type id of the function's tables. A landing pad's `G_PHI` operands need
//! nothing here: PHI elimination puts the copy on an edge into a landing pad right after the
//! incoming value's definition, before the call that unwinds.

use super::irtranslator::Translator;
use super::irtranslator_call::{call_symbol, lower_call};
use crate::isel::function_info::FunctionLoweringInfo;
use crate::mir::{MachineOperand, Reg};
use crate::target::calling_conv::ArgFlags;
use crate::target::target_opcode as op;
use crate::target::value_types::Evt;
use kiln_ir::{Inst, InstId, Value};

impl Translator<'_, '_> {
    /// `invoke`: `EH_LABEL`, the call, `EH_LABEL`, a branch to the normal destination.
    pub(super) fn invoke(&mut self, flinfo: &mut FunctionLoweringInfo, i: InstId) -> Result<(), String> {
        let inst = &self.func.insts[i.index()];
        let n = inst.operands.len();
        let (Value::Block(normal), Value::Block(unwind)) = (inst.operands[n - 2], inst.operands[n - 1]) else {
            return Err("malformed invoke: destinations are not blocks".to_string());
        };
        if !flinfo.eh_labels.pads.contains_key(&unwind) {
            return Err("an invoke without a landing pad the target can reach".to_string());
        }
        match inst.callee() {
            Some(Value::InlineAsm(_)) => return Err("an invoke of inline asm is not translated yet".to_string()),
            Some(Value::Global(g)) if self.module.global_name(g).is_some_and(|n| n.starts_with(b"llvm.")) => {
                return Err("an invoke of an intrinsic is not translated yet".to_string());
            }
            _ => {}
        }
        let begin = flinfo.eh_labels.new_label();
        let label = self.f.eh_label(begin)?;
        self.put(label);
        lower_call(self, flinfo, i)?;
        let end = flinfo.eh_labels.new_label();
        let label = self.f.eh_label(end)?;
        self.put(label);
        flinfo.eh_labels.invokes.push((begin, end, unwind));
        let mb = self.f.machine_block(normal)?;
        self.emit(op::G_BR, [MachineOperand::Block(mb)]);
        Ok(())
    }

    /// `landingpad`: `{ exception pointer, selector }` from the copies at the top of the pad.
    pub(super) fn landing_pad(&mut self, flinfo: &FunctionLoweringInfo, i: InstId) -> Result<(), String> {
        let regs = flinfo
            .eh_labels
            .pads
            .get(&self.ir_block)
            .copied()
            .ok_or("malformed landingpad: not at the top of a block invokes unwind to")?;
        let leaves = self.leaf_types(self.func.insts[i.index()].ty)?;
        if leaves.len() != 2 {
            return Err("a landingpad type that is not a pointer and an integer".to_string());
        }
        let mut parts = Vec::with_capacity(2);
        for ((leaf, _, _), reg) in leaves.into_iter().zip([regs.pointer, regs.selector]) {
            let r = self.f.info_reg(flinfo, reg)?;
            parts.push(if leaf.is_pointer() { self.emit_def(op::G_INTTOPTR, leaf, &[r]) } else { self.resize(r, leaf, false) });
        }
        self.define(i, &parts)
    }

    /// `resume`: `_Unwind_Resume(exception pointer)`, which does not return.
    pub(super) fn resume(&mut self, inst: &Inst) -> Result<(), String> {
        let value = *inst.operands.first().ok_or("malformed resume")?;
        let pointer = *self.regs(value)?.first().ok_or("malformed resume: no exception pointer")?;
        let vt = Evt::int(self.pointer_bits());
        call_symbol(self, "_Unwind_Resume", &[(pointer, vt, ArgFlags::default())])?;
        Ok(())
    }

    /// `llvm.eh.typeid.for(type info)`: its type id in the function's tables.
    pub(super) fn type_id_for(&mut self, flinfo: &FunctionLoweringInfo, inst: &Inst) -> Result<Vec<Reg>, String> {
        let &[ti] = inst.call_args() else { return Err("malformed call of llvm.eh.typeid.for".to_string()) };
        let id = flinfo.eh.type_id_of(self.module, ti)?;
        let ty = self.llt(inst.ty)?;
        Ok(vec![self.constant_here(ty, i64::from(id))])
    }
}
