//! x86-64's own MC kinds: the fixup kinds its encoder records (numbered from
//! `FixupKind::FIRST_TARGET`, described by [`FIXUP_INFO`], which the assembler backend hands
//! to kiln-mc) and the relocation variants only x86 has (`@GOTPCREL_NORELAX` and the i386 TLS
//! forms), which its parser reads and its object writer numbers.

use kiln_mc::expr::{TargetVariant, VariantKind, VariantSyntax};
use kiln_mc::target::{FixupKind, FixupKindInfo};

const fn kind(index: u16) -> FixupKind {
    FixupKind(FixupKind::FIRST_TARGET + index)
}

/// `disp32(%rip)`.
pub const RELOC_RIPREL_4BYTE: FixupKind = kind(0);
/// `movq foo@GOTPCREL(%rip), %reg`, which the linker may turn into `lea`.
pub const RELOC_RIPREL_4BYTE_MOVQ_LOAD: FixupKind = kind(1);
/// A relaxable GOT load without REX prefix.
pub const RELOC_RIPREL_4BYTE_RELAX: FixupKind = kind(2);
/// A relaxable GOT load with REX prefix.
pub const RELOC_RIPREL_4BYTE_RELAX_REX: FixupKind = kind(3);
/// A sign-extended 32-bit immediate or displacement.
pub const RELOC_SIGNED_4BYTE: FixupKind = kind(4);
/// As [`RELOC_SIGNED_4BYTE`], in an instruction with a shorter imm8 form.
pub const RELOC_SIGNED_4BYTE_RELAX: FixupKind = kind(5);
/// `_GLOBAL_OFFSET_TABLE_` as a 32-bit operand.
pub const RELOC_GLOBAL_OFFSET_TABLE: FixupKind = kind(6);
/// `_GLOBAL_OFFSET_TABLE_` as a 64-bit operand.
pub const RELOC_GLOBAL_OFFSET_TABLE8: FixupKind = kind(7);
/// The rel32 of a call or jump.
pub const RELOC_BRANCH_4BYTE_PCREL: FixupKind = kind(8);

const fn info(name: &'static str, bit_size: u8, pc_rel: bool) -> FixupKindInfo {
    FixupKindInfo { name, bit_offset: 0, bit_size, pc_rel }
}

/// The fixup kinds above, in their numbering order.
pub const FIXUP_INFO: &[FixupKindInfo] = &[
    info("reloc_riprel_4byte", 32, true),
    info("reloc_riprel_4byte_movq_load", 32, true),
    info("reloc_riprel_4byte_relax", 32, true),
    info("reloc_riprel_4byte_relax_rex", 32, true),
    info("reloc_signed_4byte", 32, false),
    info("reloc_signed_4byte_relax", 32, false),
    info("reloc_global_offset_table", 32, false),
    info("reloc_global_offset_table8", 64, false),
    info("reloc_branch_4byte_pcrel", 32, true),
];

const fn variant(name: &'static str, is_tls: bool, keeps_symbol: bool) -> TargetVariant {
    TargetVariant { name, syntax: VariantSyntax::Suffix, is_tls, keeps_symbol }
}

/// `@GOTPCREL_NORELAX`: a GOT load the linker must not relax.
pub const GOTPCREL_NORELAX: VariantKind = VariantKind::Target(&variant("GOTPCREL_NORELAX", false, true));
/// The i386 TLS forms, which x86-64 objects reject but the MIR and the parser name.
pub const GOTNTPOFF: VariantKind = VariantKind::Target(&variant("GOTNTPOFF", true, false));
pub const INDNTPOFF: VariantKind = VariantKind::Target(&variant("INDNTPOFF", true, false));
pub const NTPOFF: VariantKind = VariantKind::Target(&variant("NTPOFF", true, false));
pub const TLSLDM: VariantKind = VariantKind::Target(&variant("TLSLDM", true, false));

/// x86's variant kinds, for the parser.
pub const VARIANTS: &[VariantKind] = &[GOTPCREL_NORELAX, GOTNTPOFF, INDNTPOFF, NTPOFF, TLSLDM];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_follows_the_numbering() {
        assert_eq!(FIXUP_INFO.len(), (RELOC_BRANCH_4BYTE_PCREL.0 - FixupKind::FIRST_TARGET + 1) as usize);
        assert_eq!(FIXUP_INFO[(RELOC_GLOBAL_OFFSET_TABLE8.0 - FixupKind::FIRST_TARGET) as usize].bit_size, 64);
        assert_eq!(VariantKind::from_target_name(VARIANTS, "gotpcrel_norelax"), Some(GOTPCREL_NORELAX));
    }
}
