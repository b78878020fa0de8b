//! The x86-64 target of kiln.
//!
//! The target is described in TableGen (`td/X86.td` and the files it
//! includes, on top of kiln's base vocabulary in `kiln-codegen/td`); the
//! build script turns the description into static tables ([`generated`]):
//! registers, instructions with their encodings (`TSFlags`), the assembly
//! writer pieces and the assembly matcher table. The MC-layer pieces are thin
//! interpreters of those tables: [`encoder`] (code emitter), [`backend`]
//! (fixups, relaxation, nops), [`printer`] (AT&T printer) and [`asm_parser`]
//! (AT&T parser). The constructors below assemble them for `kiln mc`; the code generator's
//! hooks ([`machine::X86TargetMachine`] and the modules it gathers) serve `kiln llc` and the JIT.
//!
//! ```
//! let file = kiln_support::SourceFile::new("add.s", "addl %esi, %edi\n");
//! let mut streamer = kiln_target_x86::asm_streamer(true);
//! let text = kiln_mc::parser::assemble(&file, &mut streamer, Some(&mut kiln_target_x86::X86AsmParser))
//!     .map_err(|d| format!("{d:?}"))?;
//! let text = String::from_utf8(text).unwrap();
//! assert!(text.contains("addl\t%esi, %edi") && text.contains("# encoding: [0x01,0xf7]"), "{text}");
//! # Ok::<(), String>(())
//! ```

pub mod asm_parser;
pub mod backend;
pub mod branch_info;
pub mod encoder;
pub mod expand_pseudo;
pub mod frame_lowering;
pub mod fuzzing;
pub mod generated;
pub mod instr_info;
pub mod isel;
pub mod lowering;
pub mod machine;
pub mod mc_lower;
pub mod printer;
pub mod register_info;
pub mod subtarget;
pub mod x87_stackify;

pub use asm_parser::X86AsmParser;
pub use backend::X86AsmBackend;
pub use encoder::X86CodeEmitter;
pub use generated::{opcode, reg, reg_class, sub_reg_idx, INSTR_INFO, NUM_OPCODES, REGISTER_INFO};
pub use printer::X86InstPrinter;

use kiln_mc::{AsmStreamer, Context, ObjectStreamer};

/// An assembly streamer for x86-64 that prints AT&T syntax; with
/// `show_encoding` each instruction is followed by its bytes as llvm-mc shows them.
pub fn asm_streamer(show_encoding: bool) -> AsmStreamer {
    let info = kiln_mc::x86_64::asm_info();
    let ctx = Context::new(&info.private_label_prefix);
    let mut s = AsmStreamer::new(ctx, info, Some(Box::new(X86InstPrinter)));
    if show_encoding {
        s.show_encoding(Box::new(X86CodeEmitter), Box::new(X86AsmBackend));
    }
    s
}

/// An ELF64 object streamer for x86-64 with this target's encoder and backend.
pub fn elf_object_streamer() -> ObjectStreamer {
    kiln_mc::elf_object_streamer(
        kiln_mc::x86_64::asm_info(),
        Box::new(X86AsmBackend),
        Some(Box::new(X86CodeEmitter)),
        Box::new(kiln_mc::x86_64::X86_64ElfWriter),
    )
}

/// An x86-64 object streamer whose assembled module goes to `sink` in memory (for the JIT),
/// with ELF x86-64 relocation types.
pub fn memory_object_streamer(sink: std::sync::mpsc::Sender<kiln_mc::memory_object::MemoryObject>) -> ObjectStreamer {
    let asm_info = kiln_mc::x86_64::asm_info();
    let ctx = kiln_mc::Context::new(&asm_info.private_label_prefix);
    let writer = kiln_mc::memory_object::MemoryObjectWriter::new(Box::new(kiln_mc::x86_64::X86_64ElfWriter), sink);
    ObjectStreamer::new(ctx, asm_info, Box::new(X86AsmBackend), Some(Box::new(X86CodeEmitter)), Box::new(writer))
}
