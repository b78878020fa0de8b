//! Target intrinsics as `G_INTRINSIC`: a call of an intrinsic the target's match table selects
//! (one the `.td` ties to a target node, `IntrinsicNode` in `GlobalISel.td`, whose patterns
//! the table imported for it) becomes `%r:_(ty) = G_INTRINSIC intrinsic(@name), args...`, as
//! LLVM's IRTranslator writes it; the Legalizer keeps it and InstructionSelect selects it by
//! those rules, so its selection is the SelectionDAG's pattern and no hand-written copy. An
//! intrinsic the table does not know stays an error naming it.

use super::irtranslator::Translator;
use crate::mir::{MachineOperand, Reg};
use kiln_ir::{Inst, TypeTable};

impl Translator<'_, '_> {
    /// `inst`, a call of the intrinsic `name`, as a `G_INTRINSIC` when the match table selects
    /// that intrinsic; `None` when it does not.
    pub(super) fn target_intrinsic(&mut self, inst: &Inst, name: &str) -> Result<Option<Vec<Reg>>, String> {
        if !self.target.match_table.is_some_and(|t| t.has_intrinsic(name)) {
            return Ok(None);
        }
        let mut operands = Vec::with_capacity(inst.call_args().len() + 2);
        let result = if inst.ty == TypeTable::VOID {
            None
        } else {
            let r = self.new_reg(self.llt(inst.ty)?);
            operands.push(MachineOperand::reg_def(r));
            Some(r)
        };
        operands.push(MachineOperand::Intrinsic(self.f.mf.intern(name)));
        for &a in inst.call_args() {
            operands.push(MachineOperand::reg_use(self.reg(a)?));
        }
        self.emit_list(crate::target::target_opcode::G_INTRINSIC, &operands);
        Ok(Some(result.into_iter().collect()))
    }
}
