//! RISC-V's branch hooks: a conditional branch inverts by its opcode (beq/bne, blt/bge,
//! bltu/bgeu pair up); an unconditional jump is `PseudoBR` (`j`).

use kiln_codegen::mir::{BlockId, InsertPoint, InstId, MachineFunction};
use kiln_codegen::passes::branch_folding::TargetBranchInfo;
use kiln_codegen::passes::expand_post_ra::TargetPseudoExpansion;

use crate::generated::opcode;

/// The RISC-V branch hooks.
#[derive(Clone, Copy, Debug, Default)]
pub struct RiscvBranchInfo;

const OPPOSITES: [(u32, u32); 3] = [(opcode::BEQ, opcode::BNE), (opcode::BLT, opcode::BGE), (opcode::BLTU, opcode::BGEU)];

impl TargetBranchInfo for RiscvBranchInfo {
    fn invert_branch_condition(&self, mf: &mut MachineFunction, inst: InstId) -> bool {
        let m = mf.inst_mut(inst);
        let Some(inverse) = OPPOSITES.iter().find_map(|&(a, b)| if m.opcode == a { Some(b) } else if m.opcode == b { Some(a) } else { None }) else {
            return false;
        };
        m.opcode = inverse;
        true
    }

    fn insert_jump(&self, mf: &mut MachineFunction, block: BlockId, target: BlockId) {
        mf.build(InsertPoint::End(block), opcode::PseudoBR).block(target);
    }
}

/// RISC-V's pseudos that survive register allocation: the atomic ones, whose lr/sc loops
/// [`crate::atomic_loops`] builds (calls, returns and jumps become real instructions in
/// `mc_lower`).
#[derive(Clone, Copy, Debug, Default)]
pub struct RiscvPseudoExpansion;

impl TargetPseudoExpansion for RiscvPseudoExpansion {
    fn expand_post_ra_pseudo(&self, mf: &mut MachineFunction, inst: InstId) -> Result<bool, String> {
        crate::atomic_loops::expand(mf, inst)
    }
}
