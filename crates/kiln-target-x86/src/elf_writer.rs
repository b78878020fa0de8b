//! x86-64's part of the ELF writer: `EM_X86_64` and the `R_X86_64_*` relocation type of each
//! fixup kind and variant (System V x86-64 psABI). The numbers are shared with the JIT's
//! relocation code.

use crate::mc_kinds::*;
use kiln_mc::elf::consts::EM_X86_64;
use kiln_mc::elf::{ElfTargetWriter, RelocationTarget};
use kiln_mc::expr::VariantKind;
use kiln_mc::target::FixupKind;

/// x86-64 relocation numbering for ELF.
pub struct X86ElfWriter;

/// `R_X86_64_*` relocation numbers (System V x86-64 psABI), shared with the JIT's linker.
pub mod r {
    pub const NONE: u32 = 0;
    pub const R64: u32 = 1;
    pub const PC32: u32 = 2;
    pub const GOT32: u32 = 3;
    pub const PLT32: u32 = 4;
    pub const GOTPCREL: u32 = 9;
    pub const R32: u32 = 10;
    pub const R32S: u32 = 11;
    pub const R16: u32 = 12;
    pub const PC16: u32 = 13;
    pub const R8: u32 = 14;
    pub const PC8: u32 = 15;
    pub const DTPMOD64: u32 = 16;
    pub const DTPOFF64: u32 = 17;
    pub const TPOFF64: u32 = 18;
    pub const TLSGD: u32 = 19;
    pub const TLSLD: u32 = 20;
    pub const DTPOFF32: u32 = 21;
    pub const GOTTPOFF: u32 = 22;
    pub const TPOFF32: u32 = 23;
    pub const PC64: u32 = 24;
    pub const GOTOFF64: u32 = 25;
    pub const GOTPC32: u32 = 26;
    pub const GOT64: u32 = 27;
    pub const GOTPCREL64: u32 = 28;
    pub const GOTPC64: u32 = 29;
    pub const SIZE32: u32 = 32;
    pub const SIZE64: u32 = 33;
    pub const GOTPC32_TLSDESC: u32 = 34;
    pub const TLSDESC_CALL: u32 = 35;
    pub const GOTPCRELX: u32 = 41;
    pub const REX_GOTPCRELX: u32 = 42;
}

/// Width class of a fixup for relocation selection.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Width {
    None,
    W64,
    W32,
    W32S,
    W16,
    W8,
}

impl ElfTargetWriter for X86ElfWriter {
    fn machine(&self) -> u16 {
        EM_X86_64
    }

    fn relocation_type(&self, t: &RelocationTarget) -> Result<u32, String> {
        let mut variant = t.variant;
        let mut pc_rel = t.pc_rel;
        let width = match t.kind {
            FixupKind::NONE => Width::None,
            RELOC_GLOBAL_OFFSET_TABLE8 => {
                variant = VariantKind::Got;
                pc_rel = true;
                Width::W64
            }
            FixupKind::DATA_8 | FixupKind::PCREL_8 => Width::W64,
            RELOC_SIGNED_4BYTE | RELOC_SIGNED_4BYTE_RELAX => {
                if variant == VariantKind::None && !pc_rel {
                    Width::W32S
                } else {
                    Width::W32
                }
            }
            RELOC_GLOBAL_OFFSET_TABLE => {
                variant = VariantKind::Got;
                pc_rel = true;
                Width::W32
            }
            FixupKind::DATA_4 | FixupKind::PCREL_4 | RELOC_RIPREL_4BYTE | RELOC_RIPREL_4BYTE_RELAX | RELOC_RIPREL_4BYTE_RELAX_REX | RELOC_RIPREL_4BYTE_MOVQ_LOAD => Width::W32,
            RELOC_BRANCH_4BYTE_PCREL => {
                variant = VariantKind::Plt;
                Width::W32
            }
            FixupKind::DATA_2 | FixupKind::PCREL_2 => Width::W16,
            FixupKind::DATA_1 | FixupKind::PCREL_1 => Width::W8,
            other => return Err(format!("unsupported fixup kind {} for x86-64 ELF", other.0)),
        };
        let need32 = |name: &str| {
            if width == Width::W32 || width == Width::W32S {
                Ok(())
            } else {
                Err(format!("32 bit reloc applied to a field with a different size ({name})"))
            }
        };
        let no_pcrel = |name: &str| if pc_rel { Err(format!("@{name} cannot be PC-relative")) } else { Ok(()) };
        let ty = match variant {
            VariantKind::None => match width {
                Width::None => r::NONE,
                Width::W64 => if pc_rel { r::PC64 } else { r::R64 },
                Width::W32 => if pc_rel { r::PC32 } else { r::R32 },
                Width::W32S => r::R32S,
                Width::W16 => if pc_rel { r::PC16 } else { r::R16 },
                Width::W8 => if pc_rel { r::PC8 } else { r::R8 },
            },
            VariantKind::Got => match width {
                Width::W64 => if pc_rel { r::GOTPC64 } else { r::GOT64 },
                Width::W32 => if pc_rel { r::GOTPC32 } else { r::GOT32 },
                _ => return Err("@GOT needs a 32- or 64-bit field".to_string()),
            },
            VariantKind::GotOff => {
                no_pcrel("GOTOFF")?;
                if width != Width::W64 {
                    return Err("@GOTOFF needs a 64-bit field on x86-64".to_string());
                }
                r::GOTOFF64
            }
            VariantKind::TpOff => {
                no_pcrel("TPOFF")?;
                match width {
                    Width::W64 => r::TPOFF64,
                    Width::W32 | Width::W32S => r::TPOFF32,
                    _ => return Err("@TPOFF needs a 32- or 64-bit field".to_string()),
                }
            }
            VariantKind::DtpOff => {
                no_pcrel("DTPOFF")?;
                match width {
                    Width::W64 => r::DTPOFF64,
                    Width::W32 | Width::W32S => r::DTPOFF32,
                    _ => return Err("@DTPOFF needs a 32- or 64-bit field".to_string()),
                }
            }
            VariantKind::Size => {
                no_pcrel("SIZE")?;
                match width {
                    Width::W64 => r::SIZE64,
                    Width::W32 | Width::W32S => r::SIZE32,
                    _ => return Err("@SIZE needs a 32- or 64-bit field".to_string()),
                }
            }
            VariantKind::TlsCall => r::TLSDESC_CALL,
            VariantKind::TlsDesc => r::GOTPC32_TLSDESC,
            VariantKind::TlsGd => {
                need32("TLSGD")?;
                r::TLSGD
            }
            VariantKind::GotTpOff => {
                need32("GOTTPOFF")?;
                r::GOTTPOFF
            }
            VariantKind::TlsLd => {
                need32("TLSLD")?;
                r::TLSLD
            }
            VariantKind::Plt => {
                need32("PLT")?;
                r::PLT32
            }
            VariantKind::GotPcRel => {
                need32("GOTPCREL")?;
                match t.kind {
                    RELOC_RIPREL_4BYTE_RELAX => r::GOTPCRELX,
                    RELOC_RIPREL_4BYTE_RELAX_REX | RELOC_RIPREL_4BYTE_MOVQ_LOAD => r::REX_GOTPCRELX,
                    _ => r::GOTPCREL,
                }
            }
            GOTPCREL_NORELAX => {
                need32("GOTPCREL_NORELAX")?;
                r::GOTPCREL
            }
            other => return Err(format!("relocation variant @{} is not supported on x86-64", other.name())),
        };
        Ok(ty)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::X86AsmBackend;
    use kiln_mc::target::AsmBackend;

    #[test]
    fn relocation_numbers() {
        let w = X86ElfWriter;
        let t = |kind, variant, pc_rel| w.relocation_type(&RelocationTarget { kind, info: X86AsmBackend.fixup_info(kind), variant, pc_rel });
        assert_eq!(t(FixupKind::DATA_8, VariantKind::None, false), Ok(1));
        assert_eq!(t(FixupKind::DATA_4, VariantKind::None, true), Ok(2));
        assert_eq!(t(RELOC_BRANCH_4BYTE_PCREL, VariantKind::None, true), Ok(4));
        assert_eq!(t(RELOC_RIPREL_4BYTE_RELAX_REX, VariantKind::GotPcRel, true), Ok(42));
        assert_eq!(t(RELOC_SIGNED_4BYTE, VariantKind::None, false), Ok(11));
        assert_eq!(t(FixupKind::DATA_8, VariantKind::TpOff, false), Ok(18));
        assert!(t(FixupKind::DATA_1, VariantKind::Plt, true).is_err());
    }
}
