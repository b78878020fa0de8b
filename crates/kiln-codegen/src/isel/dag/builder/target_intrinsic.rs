//! Calls of target intrinsics (`llvm.x86.sse2.pavg.b`): the builder hands the target the
//! arguments (vectors as their elements, and whole where they are whole vectors of a legal
//! type) and the chain, and takes back the value and the new
//! chain. What the target does not know is an error naming the intrinsic.

use super::Builder;
use crate::isel::dag::node::SDValue;
use crate::isel::dag::lowering::{IntrinsicValue, TargetIntrinsicCall};
use kiln_ir::{Inst, TypeTable};

impl Builder<'_> {
    /// Lowers `inst`, a call of `name`, when `name` is in a target's intrinsic namespace; the
    /// inner option is the call's value.
    pub(super) fn target_intrinsic(&mut self, inst: &Inst, name: &str) -> Result<Option<Option<SDValue>>, String> {
        if !kiln_ir::intrinsics::is_target_intrinsic(name.as_bytes()) {
            return Ok(None);
        }
        let mut args = Vec::with_capacity(inst.call_args().len());
        let mut whole = Vec::with_capacity(inst.call_args().len());
        for &a in inst.call_args() {
            let v = self.value(a)?;
            let legal = self.is_whole(v) && self.is_legal_vector(self.dag.value_type(v));
            whole.push(legal.then_some(v));
            args.push(if self.is_vector_value(a) {
                IntrinsicValue::Lanes(self.elements(a)?)
            } else {
                IntrinsicValue::Scalar(v)
            });
        }
        let ret = if inst.ty == TypeTable::VOID { None } else { Some(self.evt(inst.ty)?) };
        let chain = self.root();
        let call = TargetIntrinsicCall { name, args: &args, whole: &whole, ret, chain };
        let Some((value, chain)) = self.tli.lower_target_intrinsic(self.dag, &call)? else {
            return Err(format!("unsupported intrinsic '{name}'"));
        };
        self.dag.root = chain;
        Ok(Some(match (value, ret) {
            (None, _) => None,
            (Some(IntrinsicValue::Scalar(v)), _) => Some(v),
            (Some(IntrinsicValue::Lanes(lanes)), Some(vt)) => Some(self.build_vector(vt, &lanes)),
            (Some(IntrinsicValue::Lanes(_)), None) => return Err(format!("malformed lowering of '{name}': a value for a void call")),
        }))
    }
}
