//! The x86-64 target of kiln.
//!
//! The target is described in TableGen (`td/X86.td` and the files it
//! includes, on top of kiln's base vocabulary in `kiln-codegen/td`); the
//! build script turns the description into static tables ([`generated`]):
//! registers, instructions with their encodings (`TSFlags`), the assembly
//! writer pieces and the assembly matcher table. The MC-layer pieces are thin
//! interpreters of those tables: [`encoder`] (code emitter), [`backend`]
//! (fixups, relaxation, nops), [`mc_kinds`] (x86's fixup and variant kinds),
//! [`elf_writer`] (`R_X86_64_*` relocation types), [`jit_relocs`] (the JIT's relocations and stubs), [`printer`] (AT&T printer), [`intel_printer`]
//! (Intel printer), [`asm_parser`] (AT&T parser) and [`intel_parser`] (Intel
//! input, and the syntax directives). The constructors below
//! assemble them for the tools ([`X86Mc`]); [`TARGET`] is what the target registers with the
//! drivers: its names, its own options (`-x86-asm-syntax`) and those constructors.
//!
//! ```
//! let file = kiln_support::SourceFile::new("add.s", "addl %esi, %edi\n");
//! let mut streamer = kiln_target_x86::asm_streamer(true, kiln_target_x86::AsmSyntax::Att);
//! let text = kiln_mc::parser::assemble(&file, &mut streamer, Some(&mut kiln_target_x86::X86AsmParser))
//!     .map_err(|d| format!("{d:?}"))?;
//! let text = String::from_utf8(text).unwrap();
//! assert!(text.contains("addl\t%esi, %edi") && text.contains("# encoding: [0x01,0xf7]"), "{text}");
//! # Ok::<(), String>(())
//! ```

pub mod asm_parser;
pub mod backend;
pub mod branch_info;
pub mod elf_writer;
pub mod encoder;
pub mod expand_pseudo;
pub mod frame_lowering;
pub mod fuzzing;
pub mod regalloc_fuzzing;
pub mod generated;
pub mod gisel_select;
pub mod gisel_select_arith;
pub mod gisel_select_atomic;
pub mod gisel_select_float;
pub mod gisel_select_tls;
#[cfg(test)]
mod gisel_select_tests;
pub mod inline_asm;
pub mod instr_info;
pub mod intel_parser;
pub mod intel_printer;
pub mod isel;
pub mod jit_relocs;
pub mod legalizer_info;
#[cfg(test)]
mod legalizer_table_tests;
pub mod lowering;
pub mod machine;
pub mod mc_kinds;
pub mod mc_lower;
pub mod optimize_compare;
pub mod printer;
pub mod register_info;
pub mod subtarget;
pub mod x87_stackify;

pub use asm_parser::X86AsmParser;
pub use backend::X86AsmBackend;
pub use encoder::X86CodeEmitter;
pub use generated::{opcode, reg, reg_class, sub_reg_idx, INSTR_INFO, NUM_OPCODES, REGISTER_INFO};
pub use intel_parser::X86DialectParser;
pub use intel_printer::X86IntelInstPrinter;
pub use printer::X86InstPrinter;

use kiln_codegen::target::machine::{TargetEntry, TargetFlag, TargetMachine, TargetOptions};
use kiln_mc::dwarf_cfi::CfiInstruction;
use kiln_mc::target::{AsmBackend, AsmInfo, CodeEmitter, FrameInfo, InstPrinter, McTarget};
use kiln_mc::{AsmStreamer, ObjectStreamer};

/// The option that chooses the assembly syntax: `llc`'s output, `llvm-mc`'s input.
pub const ASM_SYNTAX_FLAG: &str = "x86-asm-syntax";

/// x86-64 as it registers with the drivers (`kiln-targets`): its names, its own options and
/// the constructors of its target machine and MC pieces.
pub const TARGET: TargetEntry = TargetEntry {
    name: "x86-64",
    description: "64-bit X86: EM64T and AMD64",
    arches: &["x86_64", "amd64"],
    flags: &[TargetFlag {
        name: ASM_SYNTAX_FLAG,
        values: &["att", "intel"],
        help: "Choose style of code to emit from X86 backend (att or intel)",
        tools: &["llc", "mc"],
    }],
    create_machine,
    mc: &X86Mc,
    cpu_help: subtarget::cpu_help,
};

fn create_machine(options: TargetOptions, module: Option<&kiln_ir::Module>) -> Result<Box<dyn TargetMachine>, String> {
    Ok(Box::new(machine::X86TargetMachine::new(options, module)?))
}

/// The two assembly syntaxes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum AsmSyntax {
    #[default]
    Att,
    Intel,
}

impl AsmSyntax {
    /// The syntax `-x86-asm-syntax` chose in `flags` (the target options given), AT&T if none.
    pub fn from_flags(flags: &[(&'static str, String)]) -> Result<AsmSyntax, String> {
        match flags.iter().find(|(n, _)| *n == ASM_SYNTAX_FLAG).map(|(_, v)| v.as_str()) {
            None | Some("att") => Ok(AsmSyntax::Att),
            Some("intel") => Ok(AsmSyntax::Intel),
            Some(other) => Err(format!("for the -{ASM_SYNTAX_FLAG} option: Cannot find option named '{other}'! (expected att or intel)")),
        }
    }

    /// The syntax of llvm-mc's `-output-asm-variant` (0 AT&T, 1 Intel).
    pub fn from_variant(variant: &str) -> Result<AsmSyntax, String> {
        match variant {
            "0" => Ok(AsmSyntax::Att),
            "1" => Ok(AsmSyntax::Intel),
            other => Err(format!("invalid assembly variant '{other}' (x86 has 0, AT&T, and 1, Intel)")),
        }
    }

    fn printer(self) -> Box<dyn InstPrinter> {
        match self {
            AsmSyntax::Att => Box::new(X86InstPrinter),
            AsmSyntax::Intel => Box::new(X86IntelInstPrinter),
        }
    }
}

/// x86-64's MC pieces for the tools.
pub struct X86Mc;

impl McTarget for X86Mc {
    /// x86-64 ELF in GNU as syntax, with the System V DWARF frame conventions.
    fn asm_info(&self) -> AsmInfo {
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
                eh_frame_section_type: kiln_mc::elf::consts::SHT_X86_64_UNWIND,
            },
        }
    }
    fn code_emitter(&self) -> Box<dyn CodeEmitter> {
        Box::new(X86CodeEmitter)
    }
    fn asm_backend(&self) -> Box<dyn AsmBackend> {
        Box::new(X86AsmBackend)
    }
    fn inst_printer(&self, variant: &str) -> Result<Box<dyn InstPrinter>, String> {
        Ok(AsmSyntax::from_variant(variant)?.printer())
    }
    fn asm_parser(&self, target_flags: &[(&'static str, String)]) -> Result<Box<dyn kiln_mc::parser::TargetAsmParser>, String> {
        Ok(Box::new(X86DialectParser::new(AsmSyntax::from_flags(target_flags)?)))
    }
    fn elf_writer(&self) -> Box<dyn kiln_mc::elf::ElfTargetWriter> {
        Box::new(elf_writer::X86ElfWriter)
    }
    fn jit_relocations(&self) -> Option<&'static dyn kiln_mc::memory_object::JitRelocations> {
        Some(&jit_relocs::X86JitRelocations)
    }
}

/// An assembly streamer for x86-64 that prints `syntax`; with `show_encoding` each
/// instruction is followed by its bytes as llvm-mc shows them.
pub fn asm_streamer(show_encoding: bool, syntax: AsmSyntax) -> AsmStreamer {
    kiln_mc::target_asm_streamer(&X86Mc, syntax.printer(), show_encoding)
}

/// An ELF64 object streamer for x86-64 with this target's encoder and backend.
pub fn elf_object_streamer() -> ObjectStreamer {
    kiln_mc::target_object_streamer(&X86Mc)
}
