//! x86-64's answer to branch folding's one target question: inverting a conditional jump.
//! x86 condition codes come in complementary pairs that differ in the lowest bit (O/NO, B/AE,
//! E/NE, BE/A, S/NS, P/NP, L/GE, LE/G), so `JCC_1 target, cc` inverts to `cc ^ 1`. An
//! unconditional jump is `JMP_1` (relaxed to `JMP_4` when the target is far).

use kiln_codegen::mir::{BlockId, InsertPoint, InstId, MachineFunction, MachineOperand};
use kiln_codegen::passes::branch_folding::TargetBranchInfo;

use crate::generated::opcode;

/// The x86-64 branch hooks.
#[derive(Clone, Copy, Debug, Default)]
pub struct X86BranchInfo;

impl TargetBranchInfo for X86BranchInfo {
    fn invert_branch_condition(&self, mf: &mut MachineFunction, inst: InstId) -> bool {
        let m = mf.inst_mut(inst);
        if !matches!(m.opcode, opcode::JCC_1 | opcode::JCC_4) {
            return false;
        }
        match m.operands.get_mut(1) {
            Some(MachineOperand::Imm(cc)) if (0..16).contains(cc) => {
                *cc ^= 1;
                true
            }
            _ => false,
        }
    }

    fn insert_jump(&self, mf: &mut MachineFunction, block: BlockId, target: BlockId) {
        mf.build(InsertPoint::End(block), opcode::JMP_1).block(target);
    }
}
