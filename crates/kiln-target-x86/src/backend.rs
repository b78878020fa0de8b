//! The x86-64 assembler backend: fixup kinds (from kiln-mc's x86-64 ELF
//! module), branch relaxation from the short rel8 forms to the near rel32
//! forms (`JMP_1` → `JMP_4`, `JCC_1` → `JCC_4`), and multi-byte nops as
//! llvm-mc pads code.

use crate::generated::opcode;
use kiln_mc::inst::MCInst;
use kiln_mc::target::{AsmBackend, Fixup, FixupKind, FixupKindInfo};
use kiln_mc::x86_64;

/// The relaxations: short form → near form with the same operands.
const RELAXATIONS: &[(u32, u32)] = &[(opcode::JMP_1, opcode::JMP_4), (opcode::JCC_1, opcode::JCC_4)];

pub struct X86AsmBackend;

impl AsmBackend for X86AsmBackend {
    fn fixup_info(&self, kind: FixupKind) -> FixupKindInfo {
        x86_64::fixup_info(kind)
    }

    fn may_need_relaxation(&self, inst: &MCInst) -> bool {
        RELAXATIONS.iter().any(|r| r.0 == inst.opcode)
    }

    fn fixup_needs_relaxation(&self, fixup: &Fixup, resolved: bool, value: i64) -> bool {
        fixup.kind == FixupKind::PCREL_1 && (!resolved || !(-128..=127).contains(&value))
    }

    fn relax_instruction(&self, inst: &MCInst) -> Option<MCInst> {
        let (_, near) = RELAXATIONS.iter().find(|r| r.0 == inst.opcode)?;
        Some(MCInst { opcode: *near, operands: inst.operands.clone(), flags: inst.flags })
    }

    fn write_nops(&self, out: &mut Vec<u8>, count: u64) -> Result<(), String> {
        x86_64::write_nops(out, count, x86_64::MAX_NOP_LENGTH);
        Ok(())
    }
}
