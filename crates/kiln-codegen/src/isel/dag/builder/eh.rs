//! Exception handling in the DAG: `invoke` is its call between two EH labels (the try range
//! the LSDA's call-site table lists), then a branch to the normal destination; the landing
//! pad's phi inputs are copied before the first label, since control reaches the pad from
//! inside the call. `landingpad` reads the exception pointer and selector from the registers
//! the pad block copies them to at its top (see [`crate::eh`]), `resume` calls
//! `_Unwind_Resume` with the exception pointer, and `llvm.eh.typeid.for` is the type id the
//! function's tables give its type info.

use super::Builder;
use crate::isel::dag::node::SDValue;
use crate::isel::dag::opcodes::Isd;
use crate::target::value_types::{Evt, Mvt};
use crate::isel::function_info::ValueRegs;
use crate::target::calling_conv::ArgFlags;
use crate::target::lowering::ArgInfo;
use crate::isel::dag::lowering::CallInfo;
use kiln_ir::{Inst, InstId, MdId, Value};

impl Builder<'_> {
    /// An EH label node `k` after `chain`.
    fn eh_label(&mut self, chain: SDValue, k: u32) -> SDValue {
        let label = self.dag.target_constant(k as u128, Mvt::I32.into());
        self.dag.node1(Isd::EhLabel, Evt::OTHER, &[chain, label])
    }

    /// `invoke`: the block's terminator (`previous_loc`: the location of the instruction before
    /// it, which its phi copies take above -O0).
    pub(super) fn invoke(&mut self, id: InstId, inst: &Inst, previous_loc: Option<MdId>) -> Result<(), String> {
        let n = inst.operands.len();
        let (Value::Block(normal), Value::Block(unwind)) = (inst.operands[n - 2], inst.operands[n - 1]) else {
            return Err("malformed invoke: destinations are not blocks".to_string());
        };
        if !self.flinfo.eh_labels.pads.contains_key(&unwind) {
            return Err("unsupported: invoke without a landing pad the target can reach".to_string());
        }
        self.copy_phi_inputs_to(unwind, previous_loc)?;
        let chain = self.control_root();
        let begin = self.flinfo.eh_labels.new_label();
        self.dag.root = self.eh_label(chain, begin);
        let value = self.call(inst)?;
        let end = self.flinfo.eh_labels.new_label();
        let root = self.root();
        self.dag.root = self.eh_label(root, end);
        self.flinfo.eh_labels.invokes.push((begin, end, unwind));
        if let Some(v) = value {
            self.dag.values.set_inst(id, v);
            self.export_if_needed(Value::Inst(id), v)?;
        }
        if normal != unwind {
            self.copy_phi_inputs_to(normal, previous_loc)?;
        }
        let chain = self.control_root();
        let next = self.next_block();
        self.dag.root = self.branch(chain, normal, next);
        Ok(())
    }

    /// `landingpad`: `{ exception pointer, selector }` from the pad's registers.
    pub(super) fn landing_pad(&mut self, inst: &Inst) -> Result<SDValue, String> {
        let regs = self
            .flinfo
            .eh_labels
            .pads
            .get(&self.block)
            .copied()
            .ok_or("malformed landingpad: not at the top of a block invokes unwind to")?;
        let leaves = self.leaves(inst.ty)?;
        if leaves.len() != 2 {
            return Err("unsupported landingpad type (not a pointer and an i32)".to_string());
        }
        let ptr_vt = self.tli.pointer_ty(&self.layout.dl, 0);
        let mut parts = Vec::with_capacity(2);
        for ((leaf, _), reg) in leaves.into_iter().zip([regs.pointer, regs.selector]) {
            let v = self.copy_from_regs(ValueRegs { first: reg, vt: ptr_vt, count: 1 }, ptr_vt.into())?;
            let vt = self.evt(leaf)?;
            parts.push(self.dag.zext_or_trunc(v, vt));
        }
        Ok(self.merge(&parts))
    }

    /// `resume`: `_Unwind_Resume(exception pointer)`, which does not return.
    pub(super) fn resume(&mut self, inst: &Inst) -> Result<SDValue, String> {
        let value = *inst.operands.first().ok_or("malformed resume")?;
        let pointer = *self.parts(value)?.first().ok_or("malformed resume: no exception pointer")?;
        let vt = self.dag.value_type(pointer);
        let arg = ArgInfo { vt, index: 0, zext: false, sext: false, flags: ArgFlags::default() };
        let callee = self.dag.external_symbol("_Unwind_Resume", vt);
        let chain = self.control_root();
        let info = CallInfo {
            chain,
            callee,
            cc: 0,
            args: vec![(pointer, arg)],
            num_fixed_args: 1,
            vararg: false,
            ret_vts: Vec::new(),
            tail: false,
            forwarded: Vec::new(),
        };
        let (_, chain) = self.tli.lower_call(self.dag, &info)?;
        Ok(chain)
    }

    /// `llvm.eh.typeid.for(type info)`: its type id in the function's tables.
    pub(super) fn type_id_for(&mut self, inst: &Inst) -> Result<SDValue, String> {
        let &[ti] = inst.call_args() else { return Err("malformed call of llvm.eh.typeid.for".to_string()) };
        let id = self.flinfo.eh.type_id_of(self.module, ti)?;
        let vt = self.evt(inst.ty)?;
        Ok(self.dag.constant(id as u32 as u128, vt))
    }
}
