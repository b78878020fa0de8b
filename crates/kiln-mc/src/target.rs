//! The boundary between the target-independent MC layer and a target.
//!
//! A target plugs in through four traits and one data record: [`CodeEmitter`] (MCInst →
//! bytes + fixups), [`AsmBackend`] (fixup kinds, applying resolved fixups, relaxation, nops),
//! [`InstPrinter`] (MCInst → assembly text), [`crate::parser::TargetAsmParser`] (assembly
//! text → MCInst) and [`AsmInfo`] (label prefix, fill byte, DWARF frame conventions). The
//! object format's target part is [`crate::elf::ElfTargetWriter`]. Fixup kinds below
//! [`FixupKind::FIRST_TARGET`] are generic data fixups every target understands.
//! [`McTarget`] hands all of these out, so tools build a target's streamers and parser
//! without naming the target (`kiln mc`, the code generator's streamers, the JIT's writer).

use crate::context::{Context, ExprId};
use crate::dwarf_cfi::CfiInstruction;
use crate::inst::MCInst;

/// A fixup kind: generic (`FK_Data_*`, `FK_PCRel_*`) or target-defined (≥ `FIRST_TARGET`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FixupKind(pub u16);

impl FixupKind {
    pub const NONE: FixupKind = FixupKind(0);
    pub const DATA_1: FixupKind = FixupKind(1);
    pub const DATA_2: FixupKind = FixupKind(2);
    pub const DATA_4: FixupKind = FixupKind(3);
    pub const DATA_8: FixupKind = FixupKind(4);
    pub const PCREL_1: FixupKind = FixupKind(5);
    pub const PCREL_2: FixupKind = FixupKind(6);
    pub const PCREL_4: FixupKind = FixupKind(7);
    pub const PCREL_8: FixupKind = FixupKind(8);
    /// First number a target may use for its own kinds.
    pub const FIRST_TARGET: u16 = 128;

    /// The absolute data fixup of `size` bytes (1, 2, 4 or 8).
    pub fn data(size: u8) -> Option<FixupKind> {
        match size {
            1 => Some(Self::DATA_1),
            2 => Some(Self::DATA_2),
            4 => Some(Self::DATA_4),
            8 => Some(Self::DATA_8),
            _ => None,
        }
    }
    pub fn is_target(self) -> bool {
        self.0 >= Self::FIRST_TARGET
    }
}

/// How a fixup kind patches the bytes: which bits, and whether it is PC-relative.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FixupKindInfo {
    pub name: &'static str,
    pub bit_offset: u8,
    pub bit_size: u8,
    pub pc_rel: bool,
}

/// What [`AsmBackend::fixup_info`] says of a kind the target does not define (the assembler
/// reports it); real kinds may patch no bits too (RISC-V's relaxation markers).
pub const UNKNOWN_FIXUP: FixupKindInfo = FixupKindInfo { name: "unknown", bit_offset: 0, bit_size: 0, pc_rel: false };

/// Info for the generic kinds (below `FIRST_TARGET`).
pub fn generic_fixup_info(kind: FixupKind) -> Option<FixupKindInfo> {
    let (name, bits, pc_rel) = match kind {
        FixupKind::NONE => ("FK_NONE", 0, false),
        FixupKind::DATA_1 => ("FK_Data_1", 8, false),
        FixupKind::DATA_2 => ("FK_Data_2", 16, false),
        FixupKind::DATA_4 => ("FK_Data_4", 32, false),
        FixupKind::DATA_8 => ("FK_Data_8", 64, false),
        FixupKind::PCREL_1 => ("FK_PCRel_1", 8, true),
        FixupKind::PCREL_2 => ("FK_PCRel_2", 16, true),
        FixupKind::PCREL_4 => ("FK_PCRel_4", 32, true),
        FixupKind::PCREL_8 => ("FK_PCRel_8", 64, true),
        _ => return None,
    };
    Some(FixupKindInfo { name, bit_offset: 0, bit_size: bits, pc_rel })
}

/// A place in emitted bytes whose value depends on an expression.
///
/// A PC-relative fixup's value is `expr - address of the fixup`; an encoder whose PC is the
/// end of the instruction folds the distance into `expr` (x86 rel32: `target - 4`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fixup {
    /// Byte offset within the instruction or data fragment.
    pub offset: u32,
    pub expr: ExprId,
    pub kind: FixupKind,
    /// Source offset for diagnostics (`u32::MAX` when there is none).
    pub loc: u32,
}

/// How a target's fixup kind is resolved when its target is known at assembly time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FixupResolution {
    /// The generic rule: only a plain PC-relative reference to a local label of the same
    /// section (or an absolute value) is resolved.
    Generic,
    /// The relocation variant only picks the relocation type; otherwise the generic rule
    /// holds (RISC-V's `%pcrel_hi(sym)`).
    IgnoringVariant,
    /// The expression names the label of an instruction whose fixup of one of these kinds
    /// holds the real target: this fixup is resolved when that one is, with its value (RISC-V's
    /// `%pcrel_lo(label)` completes the `auipc` at `label`).
    PairedWith(&'static [FixupKind]),
}

/// Encodes instructions. Expressions the encoding needs (a PC-relative operand adjusted by
/// the instruction's tail, say) are built in `ctx`.
pub trait CodeEmitter {
    /// Appends the encoding of `inst` to `out` and its fixups (offsets relative to the start
    /// of this instruction) to `fixups`. Both may hold earlier instructions' bytes and fixups
    /// (the object streamer encodes straight into a data fragment).
    fn encode_instruction(
        &self,
        ctx: &mut Context,
        inst: &MCInst,
        out: &mut Vec<u8>,
        fixups: &mut Vec<Fixup>,
    ) -> Result<(), String>;
}

/// The assembler's target hooks: fixups, relaxation and padding.
pub trait AsmBackend {
    /// The target's own fixup kinds: entry `i` describes `FixupKind(FIRST_TARGET + i)`.
    fn target_fixups(&self) -> &'static [FixupKindInfo] {
        &[]
    }

    /// Describes a fixup kind: generic kinds by [`generic_fixup_info`], the target's from
    /// [`AsmBackend::target_fixups`]; an unknown kind patches nothing (the assembler reports it).
    fn fixup_info(&self, kind: FixupKind) -> FixupKindInfo {
        generic_fixup_info(kind)
            .or_else(|| kind.0.checked_sub(FixupKind::FIRST_TARGET).and_then(|i| self.target_fixups().get(i as usize).copied()))
            .unwrap_or(UNKNOWN_FIXUP)
    }

    /// Writes a fixup's final value into `data` (which starts at the fixup's offset and runs
    /// to the end of its fragment): the resolved value, or what the object writer leaves in
    /// the bytes for a relocation (0 with RELA). The default ORs in a little-endian bit field.
    fn apply_fixup(&self, kind: FixupKind, data: &mut [u8], value: u64) -> Result<(), String> {
        let info = self.fixup_info(kind);
        let bits = info.bit_offset as u32 + info.bit_size as u32;
        let nbytes = bits.div_ceil(8) as usize;
        if data.len() < nbytes {
            return Err(format!("fixup {} runs past the end of its fragment", info.name));
        }
        let shifted = (value as u128) << info.bit_offset;
        for (i, byte) in data[..nbytes].iter_mut().enumerate() {
            *byte |= (shifted >> (8 * i)) as u8;
        }
        Ok(())
    }

    /// How many bits a resolved value of a fixup of `kind` may take (signed when PC-relative,
    /// else signed or unsigned), which the assembler checks: the field's size unless the target
    /// stores a value whose low bits are implied (RISC-V's branch offsets, bit 0).
    fn fixup_value_bits(&self, kind: FixupKind) -> u32 {
        self.fixup_info(kind).bit_size as u32
    }

    /// Whether a fixup of `kind` becomes a relocation even when the assembler could resolve
    /// it (RISC-V's `R_RISCV_RELAX` markers, and every fixup when the linker relaxes).
    fn force_relocation(&self, _kind: FixupKind) -> bool {
        false
    }

    /// How the assembler resolves a fixup of `kind` inside the object; the default is the
    /// generic rule (a PC-relative reference to a local label of the same section, with no
    /// relocation variant).
    fn fixup_resolution(&self, _kind: FixupKind) -> FixupResolution {
        FixupResolution::Generic
    }

    /// Whether `inst` may need a longer form once label distances are known. Instructions
    /// that may are kept in their own fragment and re-checked at every layout pass.
    fn may_need_relaxation(&self, _inst: &MCInst) -> bool {
        false
    }

    /// Whether `fixup`, evaluated to `value` (`resolved` false when it needs a relocation),
    /// forces its instruction into a longer form.
    fn fixup_needs_relaxation(&self, _fixup: &Fixup, _resolved: bool, _value: i64) -> bool {
        false
    }

    /// The next longer form of `inst`, or `None` when it has none.
    fn relax_instruction(&self, _inst: &MCInst) -> Option<MCInst> {
        None
    }

    /// Appends `count` bytes of no-op instructions (code alignment padding).
    fn write_nops(&self, out: &mut Vec<u8>, count: u64) -> Result<(), String>;
}

/// Prints instructions as assembly text.
pub trait InstPrinter {
    /// Appends the text of `inst` (without leading tab or newline) to `out`.
    fn print_inst(&self, ctx: &Context, inst: &MCInst, out: &mut String);
    /// The name to print for a DWARF register number in `.cfi_*` directives (`%rbp`);
    /// `None` prints the number.
    fn dwarf_register_name(&self, _dwarf_reg: u32) -> Option<String> {
        None
    }
    /// The directive that tells an assembler this printer's syntax, when it is not the
    /// default one (`.intel_syntax noprefix`).
    fn syntax_directive(&self) -> Option<&'static str> {
        None
    }
}

/// A target's MC pieces, as the target registry hands them to tools (LLVM's
/// `TargetRegistry::createMC*`): each call makes a fresh piece.
pub trait McTarget: Sync {
    fn asm_info(&self) -> AsmInfo;
    fn code_emitter(&self) -> Box<dyn CodeEmitter>;
    fn asm_backend(&self) -> Box<dyn AsmBackend>;
    /// The printer of assembly variant `variant` as llvm-mc's `-output-asm-variant` names it
    /// (`"0"`, the target's default syntax); a variant the target lacks is an error.
    fn inst_printer(&self, variant: &str) -> Result<Box<dyn InstPrinter>, String>;
    /// The instruction parser, configured by the target's own options that were given
    /// (`-x86-asm-syntax=intel` makes Intel the input syntax).
    fn asm_parser(&self, target_flags: &[(&'static str, String)]) -> Result<Box<dyn crate::parser::TargetAsmParser>, String>;
    /// The target's part of the ELF writer (machine, relocation types).
    fn elf_writer(&self) -> Box<dyn crate::elf::ElfTargetWriter>;
    /// The target's pieces for the features `-mattr` names (`+c,+relax`), when they differ
    /// from these; `None` when `features` is empty. A target without assembler features
    /// rejects any.
    fn with_features(&self, features: &str) -> Result<Option<Box<dyn McTarget>>, String> {
        if features.is_empty() {
            Ok(None)
        } else {
            Err(format!("this target's assembler takes no -mattr features (given '{features}')"))
        }
    }
    /// How a JIT applies the target's relocations in memory; `None` when it cannot.
    fn jit_relocations(&self) -> Option<&'static dyn crate::memory_object::JitRelocations> {
        None
    }
}

/// A target's DWARF call-frame conventions.
#[derive(Clone, Debug, PartialEq)]
pub struct FrameInfo {
    pub code_alignment: u32,
    pub data_alignment: i32,
    pub return_address_register: u32,
    /// The CIE's initial instructions (the state at a function's first instruction).
    pub initial_instructions: Vec<CfiInstruction>,
    /// `.eh_frame`'s `SHT_*` (x86-64 uses its own `SHT_X86_64_UNWIND`).
    pub eh_frame_section_type: u32,
}

/// Target facts the target-independent code needs (LLVM's MCAsmInfo).
#[derive(Clone, Debug, PartialEq)]
pub struct AsmInfo {
    pub private_label_prefix: String,
    /// What starts a comment to the end of the line (`#` on x86).
    pub comment_string: String,
    pub code_pointer_size: u8,
    /// Byte `.p2align` in a code section means "use nops" when given explicitly.
    pub text_align_fill: u8,
    /// Alignment of `.text` at the start of assembly.
    pub text_section_alignment: u64,
    pub frame: FrameInfo,
}
