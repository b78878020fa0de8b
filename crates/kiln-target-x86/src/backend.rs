//! The x86-64 assembler backend: its fixup kinds ([`crate::mc_kinds`]), branch relaxation
//! from the short rel8 forms to the near rel32 forms (`JMP_1` → `JMP_4`, `JCC_1` → `JCC_4`),
//! and multi-byte nops as llvm-mc pads code.

use crate::generated::opcode;
use kiln_mc::inst::MCInst;
use kiln_mc::target::{AsmBackend, Fixup, FixupKind, FixupKindInfo};

/// The relaxations: short form → near form with the same operands.
const RELAXATIONS: &[(u32, u32)] = &[(opcode::JMP_1, opcode::JMP_4), (opcode::JCC_1, opcode::JCC_4)];

pub struct X86AsmBackend;

impl AsmBackend for X86AsmBackend {
    fn target_fixups(&self) -> &'static [FixupKindInfo] {
        crate::mc_kinds::FIXUP_INFO
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
        write_nops(out, count, MAX_NOP_LENGTH);
        Ok(())
    }
}

/// Longest single nop the default x86-64 CPU model uses for padding.
const MAX_NOP_LENGTH: u64 = 10;

/// Appends `count` bytes of nops: runs of the longest nop, then one of the remaining length.
fn write_nops(out: &mut Vec<u8>, mut count: u64, max_len: u64) {
    const NOPS: [&[u8]; 10] = [
        &[0x90],
        &[0x66, 0x90],
        &[0x0f, 0x1f, 0x00],
        &[0x0f, 0x1f, 0x40, 0x00],
        &[0x0f, 0x1f, 0x44, 0x00, 0x00],
        &[0x66, 0x0f, 0x1f, 0x44, 0x00, 0x00],
        &[0x0f, 0x1f, 0x80, 0x00, 0x00, 0x00, 0x00],
        &[0x0f, 0x1f, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00],
        &[0x66, 0x0f, 0x1f, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00],
        &[0x66, 0x2e, 0x0f, 0x1f, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00],
    ];
    let max_len = max_len.clamp(1, 15);
    while count != 0 {
        let this = count.min(max_len);
        let prefixes = this.saturating_sub(10);
        out.resize(out.len() + prefixes as usize, 0x66);
        let rest = (this - prefixes) as usize;
        out.extend_from_slice(NOPS[rest - 1]);
        count -= this;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nops_split_into_ten_byte_pieces() {
        let mut v = Vec::new();
        write_nops(&mut v, 15, MAX_NOP_LENGTH);
        assert_eq!(v, [0x66, 0x2e, 0x0f, 0x1f, 0x84, 0, 0, 0, 0, 0, 0x0f, 0x1f, 0x44, 0, 0]);
    }
}
