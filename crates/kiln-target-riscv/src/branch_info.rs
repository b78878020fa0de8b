//! RISC-V's branch hooks: a conditional branch inverts by its opcode (beq/bne, blt/bge,
//! bltu/bgeu pair up); an unconditional jump is `PseudoBR` (`j`). Branch relaxation's: a
//! conditional branch reaches ±4 KiB, `j` (`jal zero`) ±1 MiB, and beyond that the long jump is
//! `PseudoJump` (`jump target, t1`: auipc t1 and jalr zero through it), as llc's
//! `insertIndirectBranch` makes it, through a temporary or argument register found free.

use kiln_codegen::mir::{BlockId, InsertPoint, InstId, MachineFunction, MachineOperand, Reg};
use kiln_codegen::passes::branch_folding::TargetBranchInfo;
use kiln_codegen::passes::branch_relaxation::TargetBranchRelaxation;
use kiln_codegen::passes::expand_post_ra::TargetPseudoExpansion;
use kiln_mc::desc::PhysReg;

use crate::generated::{opcode, reg};

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

/// RISC-V's branch relaxation hooks.
#[derive(Clone, Copy, Debug, Default)]
pub struct RiscvBranchRelaxation;

/// Caller-saved registers a long jump may overwrite: t1 first (llc's choice when it is free),
/// then the other temporaries and the argument registers.
const LONG_JUMP_SCRATCH: [PhysReg; 14] =
    [reg::X6, reg::X7, reg::X28, reg::X29, reg::X30, reg::X31, reg::X5, reg::X17, reg::X16, reg::X15, reg::X14, reg::X13, reg::X12, reg::X11];

impl TargetBranchRelaxation for RiscvBranchRelaxation {
    fn max_instr_size(&self) -> u64 {
        4
    }

    fn branch_reach(&self, op: u32) -> Option<(i64, i64)> {
        match op {
            opcode::BEQ | opcode::BNE | opcode::BLT | opcode::BGE | opcode::BLTU | opcode::BGEU => Some((-4096, 4094)),
            opcode::PseudoBR => Some((-(1 << 20), (1 << 20) - 2)),
            _ => None,
        }
    }

    fn long_jump_scratch(&self) -> &'static [PhysReg] {
        &LONG_JUMP_SCRATCH
    }

    fn make_long_jump(&self, mf: &mut MachineFunction, jump: InstId, scratch: PhysReg) {
        let target = mf.inst(jump).operands.iter().find_map(|o| o.block());
        let m = mf.inst_mut(jump);
        m.opcode = opcode::PseudoJump;
        m.operands.clear();
        m.operands.push(MachineOperand::reg_def(Reg::phys(scratch)));
        m.operands.extend(target.map(MachineOperand::Block));
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
