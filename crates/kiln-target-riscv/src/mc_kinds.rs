//! RISC-V's own MC kinds: the relocation variants written `%NAME(sym)` (`%hi`, `%lo`,
//! `%pcrel_hi`, `%pcrel_lo`, the GOT and TLS forms), which its parser reads and its encoder
//! and object writer turn into fixups and `R_RISCV_*` types, and the fixup kinds its encoder
//! records (numbered from `FixupKind::FIRST_TARGET`, described by [`FIXUP_INFO`] with the
//! bits of the instruction each one fills, as llvm-mc reports them).

use kiln_mc::expr::{TargetVariant, VariantKind, VariantSyntax};
use kiln_mc::target::{FixupKind, FixupKindInfo};

const fn variant(name: &'static str, is_tls: bool) -> TargetVariant {
    // RISC-V relocations always name their symbol (the linker relaxes through them), so the
    // object writer keeps every symbol; the variant need not say so.
    TargetVariant { name, syntax: VariantSyntax::Function, is_tls, keeps_symbol: true }
}

pub const LO: VariantKind = VariantKind::Target(&variant("lo", false));
pub const HI: VariantKind = VariantKind::Target(&variant("hi", false));
pub const PCREL_LO: VariantKind = VariantKind::Target(&variant("pcrel_lo", false));
pub const PCREL_HI: VariantKind = VariantKind::Target(&variant("pcrel_hi", false));
pub const GOT_PCREL_HI: VariantKind = VariantKind::Target(&variant("got_pcrel_hi", false));
pub const TPREL_LO: VariantKind = VariantKind::Target(&variant("tprel_lo", true));
pub const TPREL_HI: VariantKind = VariantKind::Target(&variant("tprel_hi", true));
pub const TPREL_ADD: VariantKind = VariantKind::Target(&variant("tprel_add", true));
pub const TLS_IE_PCREL_HI: VariantKind = VariantKind::Target(&variant("tls_ie_pcrel_hi", true));
pub const TLS_GD_PCREL_HI: VariantKind = VariantKind::Target(&variant("tls_gd_pcrel_hi", true));

/// A call through the PLT, written `sym@plt` as llc and llvm-mc write it (the generic
/// `@PLT` is the same relocation in another spelling).
pub const PLT: VariantKind = VariantKind::Target(&TargetVariant { name: "plt", syntax: VariantSyntax::Suffix, is_tls: false, keeps_symbol: true });

/// The `%NAME(...)` variants, for the parser.
pub const VARIANTS: &[VariantKind] = &[LO, HI, PCREL_LO, PCREL_HI, GOT_PCREL_HI, TPREL_LO, TPREL_HI, TPREL_ADD, TLS_IE_PCREL_HI, TLS_GD_PCREL_HI];

const fn kind(index: u16) -> FixupKind {
    FixupKind(FixupKind::FIRST_TARGET + index)
}

pub const HI20: FixupKind = kind(0);
pub const LO12_I: FixupKind = kind(1);
pub const LO12_S: FixupKind = kind(2);
pub const PCREL_HI20: FixupKind = kind(3);
pub const PCREL_LO12_I: FixupKind = kind(4);
pub const PCREL_LO12_S: FixupKind = kind(5);
pub const GOT_HI20: FixupKind = kind(6);
pub const TPREL_HI20: FixupKind = kind(7);
pub const TPREL_LO12_I: FixupKind = kind(8);
pub const TPREL_LO12_S: FixupKind = kind(9);
pub const TPREL_ADD_FIXUP: FixupKind = kind(10);
pub const TLS_GOT_HI20: FixupKind = kind(11);
pub const TLS_GD_HI20: FixupKind = kind(12);
pub const JAL: FixupKind = kind(13);
pub const BRANCH: FixupKind = kind(14);
pub const RVC_JUMP: FixupKind = kind(15);
pub const RVC_BRANCH: FixupKind = kind(16);
/// `call`/`tail`: the auipc and jalr pair, 8 bytes.
pub const CALL: FixupKind = kind(17);
pub const CALL_PLT: FixupKind = kind(18);
/// Marks an instruction the linker may relax (`R_RISCV_RELAX`, with `+relax`).
pub const RELAX: FixupKind = kind(19);

const fn info(name: &'static str, bit_offset: u8, bit_size: u8, pc_rel: bool) -> FixupKindInfo {
    FixupKindInfo { name, bit_offset, bit_size, pc_rel }
}

/// The fixup kinds above, in their numbering order.
pub const FIXUP_INFO: &[FixupKindInfo] = &[
    info("fixup_riscv_hi20", 12, 20, false),
    info("fixup_riscv_lo12_i", 20, 12, false),
    info("fixup_riscv_lo12_s", 0, 32, false),
    info("fixup_riscv_pcrel_hi20", 12, 20, true),
    info("fixup_riscv_pcrel_lo12_i", 20, 12, true),
    info("fixup_riscv_pcrel_lo12_s", 0, 32, true),
    info("fixup_riscv_got_hi20", 12, 20, true),
    info("fixup_riscv_tprel_hi20", 12, 20, false),
    info("fixup_riscv_tprel_lo12_i", 20, 12, false),
    info("fixup_riscv_tprel_lo12_s", 0, 32, false),
    info("fixup_riscv_tprel_add", 0, 0, false),
    info("fixup_riscv_tls_got_hi20", 12, 20, true),
    info("fixup_riscv_tls_gd_hi20", 12, 20, true),
    info("fixup_riscv_jal", 12, 20, true),
    info("fixup_riscv_branch", 0, 32, true),
    info("fixup_riscv_rvc_jump", 2, 11, true),
    info("fixup_riscv_rvc_branch", 0, 16, true),
    info("fixup_riscv_call", 0, 64, true),
    info("fixup_riscv_call_plt", 0, 64, true),
    info("fixup_riscv_relax", 0, 0, false),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_follows_the_numbering() {
        assert_eq!(FIXUP_INFO.len(), (RELAX.0 - FixupKind::FIRST_TARGET + 1) as usize);
        assert_eq!(FIXUP_INFO[(CALL_PLT.0 - FixupKind::FIRST_TARGET) as usize].name, "fixup_riscv_call_plt");
        assert_eq!(VariantKind::from_target_name(VARIANTS, "pcrel_hi"), Some(PCREL_HI));
    }
}
