//! RISC-V's part of the ELF writer: `EM_RISCV`, the header flags (`EF_RISCV_RVC` with
//! compressed instructions, the float ABI) and the `R_RISCV_*` type of each fixup kind (RISC-V
//! ELF psABI); a difference of labels in data is an `R_RISCV_ADD*`/`SUB*` pair. Every
//! relocation names its symbol, as llvm-mc writes them, since the linker
//! relaxes and pairs `%pcrel_lo` with its `%pcrel_hi` through symbols.

use crate::mc_kinds::*;
use kiln_mc::elf::{ElfTargetWriter, RelocationTarget};
use kiln_mc::expr::VariantKind;
use kiln_mc::target::FixupKind;

/// `e_machine` of RISC-V.
pub const EM_RISCV: u16 = 243;
/// `e_flags`: the code uses compressed instructions.
pub const EF_RISCV_RVC: u32 = 0x1;
/// The double-precision float ABI (lp64d).
pub const EF_RISCV_FLOAT_ABI_DOUBLE: u32 = 0x4;

/// `R_RISCV_*` relocation numbers.
pub mod r {
    pub const R32: u32 = 1;
    pub const R64: u32 = 2;
    pub const BRANCH: u32 = 16;
    pub const JAL: u32 = 17;
    pub const CALL: u32 = 18;
    pub const CALL_PLT: u32 = 19;
    pub const GOT_HI20: u32 = 20;
    pub const TLS_GOT_HI20: u32 = 21;
    pub const TLS_GD_HI20: u32 = 22;
    pub const PCREL_HI20: u32 = 23;
    pub const PCREL_LO12_I: u32 = 24;
    pub const PCREL_LO12_S: u32 = 25;
    pub const HI20: u32 = 26;
    pub const LO12_I: u32 = 27;
    pub const LO12_S: u32 = 28;
    pub const TPREL_HI20: u32 = 29;
    pub const TPREL_LO12_I: u32 = 30;
    pub const TPREL_LO12_S: u32 = 31;
    pub const TPREL_ADD: u32 = 32;
    pub const ADD8: u32 = 33;
    pub const ADD16: u32 = 34;
    pub const ADD32: u32 = 35;
    pub const ADD64: u32 = 36;
    pub const SUB8: u32 = 37;
    pub const SUB16: u32 = 38;
    pub const SUB32: u32 = 39;
    pub const SUB64: u32 = 40;
    pub const RVC_BRANCH: u32 = 44;
    pub const RVC_JUMP: u32 = 45;
    pub const RELAX: u32 = 51;
    pub const R32_PCREL: u32 = 57;
}

/// The RISC-V ELF writer with the header flags of the features assembled for.
pub struct RiscvElfWriter {
    pub flags: u32,
}

impl ElfTargetWriter for RiscvElfWriter {
    fn machine(&self) -> u16 {
        EM_RISCV
    }

    fn header_flags(&self) -> u32 {
        self.flags
    }

    fn relocation_type(&self, t: &RelocationTarget) -> Result<u32, String> {
        Ok(match t.kind {
            FixupKind::DATA_4 if t.variant == VariantKind::None => {
                if t.pc_rel {
                    r::R32_PCREL
                } else {
                    r::R32
                }
            }
            FixupKind::DATA_8 if t.variant == VariantKind::None && !t.pc_rel => r::R64,
            FixupKind::PCREL_4 if t.variant == VariantKind::None => r::R32_PCREL,
            HI20 => r::HI20,
            LO12_I => r::LO12_I,
            LO12_S => r::LO12_S,
            PCREL_HI20 => r::PCREL_HI20,
            PCREL_LO12_I => r::PCREL_LO12_I,
            PCREL_LO12_S => r::PCREL_LO12_S,
            GOT_HI20 => r::GOT_HI20,
            TPREL_HI20 => r::TPREL_HI20,
            TPREL_LO12_I => r::TPREL_LO12_I,
            TPREL_LO12_S => r::TPREL_LO12_S,
            TPREL_ADD_FIXUP => r::TPREL_ADD,
            TLS_GOT_HI20 => r::TLS_GOT_HI20,
            TLS_GD_HI20 => r::TLS_GD_HI20,
            JAL => r::JAL,
            BRANCH => r::BRANCH,
            RVC_JUMP => r::RVC_JUMP,
            RVC_BRANCH => r::RVC_BRANCH,
            CALL => r::CALL,
            CALL_PLT => r::CALL_PLT,
            RELAX => r::RELAX,
            other => {
                let variant = if t.variant == VariantKind::None { String::new() } else { format!(" with variant {}", t.variant.name()) };
                return Err(format!("unsupported relocation on RISC-V: fixup {}{variant}", t.info.name).replace("unknown", &format!("kind {}", other.0)));
            }
        })
    }

    fn difference_relocations(&self, kind: FixupKind) -> Option<(u32, u32)> {
        match kind {
            FixupKind::DATA_1 => Some((r::ADD8, r::SUB8)),
            FixupKind::DATA_2 => Some((r::ADD16, r::SUB16)),
            FixupKind::DATA_4 => Some((r::ADD32, r::SUB32)),
            FixupKind::DATA_8 => Some((r::ADD64, r::SUB64)),
            _ => None,
        }
    }

    fn needs_symbol(&self, _r_type: u32) -> bool {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kiln_mc::target::AsmBackend;

    #[test]
    fn relocation_numbers() {
        let w = RiscvElfWriter { flags: EF_RISCV_RVC };
        let backend = crate::backend::RiscvAsmBackend { compressed: true, relax: false };
        let t = |kind, variant, pc_rel| w.relocation_type(&RelocationTarget { kind, info: backend.fixup_info(kind), variant, pc_rel });
        assert_eq!(t(FixupKind::DATA_8, VariantKind::None, false), Ok(2));
        assert_eq!(t(CALL_PLT, VariantKind::Plt, true), Ok(19));
        assert_eq!(t(PCREL_LO12_I, PCREL_LO, true), Ok(24));
        assert!(t(FixupKind::DATA_2, VariantKind::None, false).is_err());
        assert_eq!(w.header_flags(), 1);
    }
}
