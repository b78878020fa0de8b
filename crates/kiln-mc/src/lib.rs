//! kiln's MC layer: the machine-code level below the code generator, after LLVM's MC.
//!
//! - [`context`]: symbols, sections and the expression arena ([`Context`]).
//! - [`desc`]: static register and instruction descriptions generated from TableGen.
//! - [`expr`], [`inst`]: `MCExpr` (relocatable values) and `MCInst`/`MCOperand`.
//! - [`streamer`]: the assembler API; [`asm_streamer`] prints it, [`assembler`] assembles it
//!   (fragments, layout, relaxation, fixups) into an object through [`elf`].
//!   [`memory_object`] keeps the assembled module in memory instead, for a JIT.
//! - [`target`]: the traits a target implements (encoder, backend with its fixup kinds,
//!   printer, asm info, and [`target::McTarget`], which hands them all out).
//! - [`encoding`], [`compress`]: table-driven encoding and instruction compression for
//!   fixed-width targets (the tables of `-gen-emitter` and `-gen-compress-inst`);
//!   [`asm_tables`]: the assembly writer and matcher tables and their generic halves.
//! - [`dwarf_cfi`]: `.cfi_*` directives and `.eh_frame`; [`dwarf_line`]: `.file N`/`.loc`
//!   and `.debug_line`.
//! - [`parser`]: GNU-as syntax, directives and the target instruction-parser hook.
//! - [`fuzzing`]: the assembly parser's fuzz check.
//!
//! A target supplies a [`target::CodeEmitter`], a [`target::AsmBackend`] (its fixup kinds
//! as a table numbered from [`target::FixupKind::FIRST_TARGET`], its relaxation rules and
//! nops), a [`target::InstPrinter`], a [`parser::TargetAsmParser`] (with its own relocation
//! variants, [`expr::VariantKind::Target`]), an [`target::AsmInfo`] and an
//! [`elf::ElfTargetWriter`] (its relocation types), all handed out by its
//! [`target::McTarget`]; [`target_object_streamer`] and [`target_asm_streamer`] assemble
//! them into streamers, and [`parser::assemble`] runs a `.s` file through either. No target
//! lives here: the x86-64 one is kiln-target-x86's. A code
//! generator drives the same [`Streamer`] calls directly (symbols and sections come from
//! [`Streamer::context_mut`]), one call per label, datum, directive or `MCInst`.
//!
//! ```
//! // Data needs no instruction parser: assemble it into an ELF object for x86-64.
//! let file = kiln_support::SourceFile::new("data.s", ".data\n.globl answer\nanswer:\n  .long 42\n");
//! let mut streamer = kiln_mc::target_object_streamer(&kiln_target_x86::X86Mc);
//! let object = kiln_mc::parser::assemble(&file, &mut streamer, None).map_err(|d| format!("{d:?}"))?;
//! assert_eq!(&object[..4], b"\x7fELF");
//! assert!(object.windows(7).any(|w| w == b"answer\0"));
//! # Ok::<(), String>(())
//! ```

pub mod asm_streamer;
pub mod asm_tables;
pub mod assembler;
pub mod compress;
pub mod context;
pub mod desc;
pub mod dwarf_cfi;
pub mod dwarf_line;
pub mod elf;
pub mod encoding;
pub mod expr;
pub mod fuzzing;
pub mod inst;
pub mod memory_object;
pub mod parser;
pub mod streamer;
pub mod target;

pub use asm_streamer::AsmStreamer;
pub use assembler::ObjectStreamer;
pub use context::{Context, ExprId, SectionId, SymbolId};
pub use inst::{MCInst, MCOperand};
pub use streamer::{DataValue, MCError, Streamer, SymbolAttr};

/// An ELF object streamer for a target: its asm info, backend, encoder (none for data-only
/// assembly) and ELF relocation numbering. It starts in `.text`.
pub fn elf_object_streamer(
    asm_info: target::AsmInfo,
    backend: Box<dyn target::AsmBackend>,
    emitter: Option<Box<dyn target::CodeEmitter>>,
    elf_target: Box<dyn elf::ElfTargetWriter>,
) -> ObjectStreamer {
    let ctx = Context::new(&asm_info.private_label_prefix);
    ObjectStreamer::new(ctx, asm_info, backend, emitter, Box::new(elf::ElfWriter::new(elf_target)))
}

/// An assembly streamer for `target` printing with `printer`; with `show_encoding` each
/// instruction is followed by its bytes as llvm-mc shows them.
pub fn target_asm_streamer(target: &dyn target::McTarget, printer: Box<dyn target::InstPrinter>, show_encoding: bool) -> AsmStreamer {
    let info = target.asm_info();
    let ctx = Context::new(&info.private_label_prefix);
    let mut s = AsmStreamer::new(ctx, info, Some(printer));
    if show_encoding {
        s.show_encoding(target.code_emitter(), target.asm_backend());
    }
    s
}

/// An ELF object streamer with `target`'s encoder, backend and relocation numbering.
pub fn target_object_streamer(target: &dyn target::McTarget) -> ObjectStreamer {
    elf_object_streamer(target.asm_info(), target.asm_backend(), Some(target.code_emitter()), target.elf_writer())
}

/// An object streamer for `target` whose assembled module goes to `sink` in memory (a JIT's
/// input), its relocations typed as the target's ELF writer types them.
pub fn target_memory_streamer(target: &dyn target::McTarget, sink: std::sync::mpsc::Sender<memory_object::MemoryObject>) -> ObjectStreamer {
    let info = target.asm_info();
    let ctx = Context::new(&info.private_label_prefix);
    let writer = memory_object::MemoryObjectWriter::new(target.elf_writer(), sink);
    ObjectStreamer::new(ctx, info, target.asm_backend(), Some(target.code_emitter()), Box::new(writer))
}
