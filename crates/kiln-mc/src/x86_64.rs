//! x86-64 ELF facts the target-independent layer needs to produce real objects: the x86
//! fixup kinds, relocation numbering (`R_X86_64_*`), multi-byte nops, and the DWARF frame
//! conventions. It knows no instructions. The x86 target crate builds its `AsmBackend` on
//! [`X86_64Backend`] (adding branch relaxation from its instruction tables) and may take this
//! module over entirely; until then it lets data-only assembly produce x86-64 objects.

use crate::dwarf_cfi::CfiInstruction;
use crate::elf::consts::{EM_X86_64, SHT_X86_64_UNWIND};
use crate::elf::{ElfTargetWriter, RelocationTarget};
use crate::expr::VariantKind;
use crate::target::{generic_fixup_info, AsmBackend, AsmInfo, FixupKind, FixupKindInfo, FrameInfo};

/// `disp32(%rip)`.
pub const RELOC_RIPREL_4BYTE: FixupKind = FixupKind(FixupKind::FIRST_TARGET);
/// `movq foo@GOTPCREL(%rip), %reg`, which the linker may turn into `lea`.
pub const RELOC_RIPREL_4BYTE_MOVQ_LOAD: FixupKind = FixupKind(FixupKind::FIRST_TARGET + 1);
/// A relaxable GOT load without REX prefix.
pub const RELOC_RIPREL_4BYTE_RELAX: FixupKind = FixupKind(FixupKind::FIRST_TARGET + 2);
/// A relaxable GOT load with REX prefix.
pub const RELOC_RIPREL_4BYTE_RELAX_REX: FixupKind = FixupKind(FixupKind::FIRST_TARGET + 3);
/// A sign-extended 32-bit immediate or displacement.
pub const RELOC_SIGNED_4BYTE: FixupKind = FixupKind(FixupKind::FIRST_TARGET + 4);
/// As [`RELOC_SIGNED_4BYTE`], in an instruction with a shorter imm8 form.
pub const RELOC_SIGNED_4BYTE_RELAX: FixupKind = FixupKind(FixupKind::FIRST_TARGET + 5);
/// `_GLOBAL_OFFSET_TABLE_` as a 32-bit operand.
pub const RELOC_GLOBAL_OFFSET_TABLE: FixupKind = FixupKind(FixupKind::FIRST_TARGET + 6);
/// `_GLOBAL_OFFSET_TABLE_` as a 64-bit operand.
pub const RELOC_GLOBAL_OFFSET_TABLE8: FixupKind = FixupKind(FixupKind::FIRST_TARGET + 7);
/// The rel32 of a call or jump.
pub const RELOC_BRANCH_4BYTE_PCREL: FixupKind = FixupKind(FixupKind::FIRST_TARGET + 8);

/// Fixup kind info for generic and x86 kinds.
pub fn fixup_info(kind: FixupKind) -> FixupKindInfo {
    if let Some(info) = generic_fixup_info(kind) {
        return info;
    }
    let (name, pc_rel) = match kind {
        RELOC_RIPREL_4BYTE => ("reloc_riprel_4byte", true),
        RELOC_RIPREL_4BYTE_MOVQ_LOAD => ("reloc_riprel_4byte_movq_load", true),
        RELOC_RIPREL_4BYTE_RELAX => ("reloc_riprel_4byte_relax", true),
        RELOC_RIPREL_4BYTE_RELAX_REX => ("reloc_riprel_4byte_relax_rex", true),
        RELOC_SIGNED_4BYTE => ("reloc_signed_4byte", false),
        RELOC_SIGNED_4BYTE_RELAX => ("reloc_signed_4byte_relax", false),
        RELOC_GLOBAL_OFFSET_TABLE => ("reloc_global_offset_table", false),
        RELOC_GLOBAL_OFFSET_TABLE8 => ("reloc_global_offset_table8", false),
        RELOC_BRANCH_4BYTE_PCREL => ("reloc_branch_4byte_pcrel", true),
        // Unknown kinds patch nothing; the assembler reports them.
        _ => return FixupKindInfo { name: "unknown", bit_offset: 0, bit_size: 0, pc_rel: false },
    };
    let bits = if kind == RELOC_GLOBAL_OFFSET_TABLE8 { 64 } else { 32 };
    FixupKindInfo { name, bit_offset: 0, bit_size: bits, pc_rel }
}

/// Longest single nop the default x86-64 CPU model uses for padding.
pub const MAX_NOP_LENGTH: u64 = 10;

/// Appends `count` bytes of nops: runs of the longest nop, then one of the remaining length.
pub fn write_nops(out: &mut Vec<u8>, mut count: u64, max_len: u64) {
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

/// The table-free part of the x86-64 assembler backend: fixups and nops. It relaxes nothing;
/// the x86 target supplies relaxation from its instruction tables.
pub struct X86_64Backend;

impl AsmBackend for X86_64Backend {
    fn fixup_info(&self, kind: FixupKind) -> FixupKindInfo {
        fixup_info(kind)
    }
    fn write_nops(&self, out: &mut Vec<u8>, count: u64) -> Result<(), String> {
        write_nops(out, count, MAX_NOP_LENGTH);
        Ok(())
    }
}

/// x86-64 relocation numbering for ELF.
pub struct X86_64ElfWriter;

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

impl ElfTargetWriter for X86_64ElfWriter {
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
            VariantKind::GotPcRelNoRelax => {
                need32("GOTPCREL_NORELAX")?;
                r::GOTPCREL
            }
            other => return Err(format!("relocation variant @{} is not supported on x86-64", other.name())),
        };
        Ok(ty)
    }
}

/// MC facts for x86-64 ELF (GNU as syntax).
pub fn asm_info() -> AsmInfo {
    AsmInfo {
        comment_string: "#".to_string(),
        private_label_prefix: ".L".to_string(),
        code_pointer_size: 8,
        text_align_fill: 0x90,
        text_section_alignment: 4,
        frame: FrameInfo {
            code_alignment: 1,
            data_alignment: -8,
            return_address_register: 16,
            initial_instructions: vec![CfiInstruction::DefCfa { reg: 7, offset: 8 }, CfiInstruction::Offset { reg: 16, offset: -8 }],
            eh_frame_section_type: SHT_X86_64_UNWIND,
        },
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

    #[test]
    fn relocation_numbers() {
        let w = X86_64ElfWriter;
        let t = |kind, variant, pc_rel| w.relocation_type(&RelocationTarget { kind, info: fixup_info(kind), variant, pc_rel });
        assert_eq!(t(FixupKind::DATA_8, VariantKind::None, false), Ok(1));
        assert_eq!(t(FixupKind::DATA_4, VariantKind::None, true), Ok(2));
        assert_eq!(t(RELOC_BRANCH_4BYTE_PCREL, VariantKind::None, true), Ok(4));
        assert_eq!(t(RELOC_RIPREL_4BYTE_RELAX_REX, VariantKind::GotPcRel, true), Ok(42));
        assert_eq!(t(RELOC_SIGNED_4BYTE, VariantKind::None, false), Ok(11));
        assert_eq!(t(FixupKind::DATA_8, VariantKind::TpOff, false), Ok(18));
        assert!(t(FixupKind::DATA_1, VariantKind::Plt, true).is_err());
    }
}
