//! The RISC-V 64 target of kiln (RV64GC on Linux), today its MC layer: `kiln mc
//! -triple=riscv64` assembles what compilers write as llvm-mc 14 does.
//!
//! The target is described in TableGen (`td/RISCV.td` and the files it includes, on top of
//! kiln's base vocabulary in `kiln-codegen/td`): registers, instruction formats with their
//! `Inst` bit fields, RV64I, M, A, F, D and the assembler's aliases. The build script turns it
//! into tables ([`generated`]); the MC pieces read them: [`encoder`] (the generic table encoder
//! with RISC-V's operand values and fixups), [`backend`] (applying fixups, nops), [`mc_kinds`]
//! (the `%lo`-style variants and fixup kinds), [`elf_writer`] (`EM_RISCV`, `R_RISCV_*`),
//! [`printer`] and [`asm_parser`]. [`TARGET`] registers them with the drivers; `-mattr`
//! chooses compressed instructions (`+c`: every instruction that has a 16-bit form takes it, as
//! the `CompressPat` rules of `td/RISCVInstrInfoC.td` say; the RVC header flag) and linker
//! relaxation (`+relax`); M, A, F and D are always on.
//!
//! ```
//! let file = kiln_support::SourceFile::new("add.s", "add a0, a1, a2\nld ra, 8(sp)\n");
//! let target = kiln_target_riscv::RiscvMc::default();
//! let mut streamer = kiln_mc::target_asm_streamer(&target, Box::new(kiln_target_riscv::printer::RiscvInstPrinter), true);
//! let mut parser = kiln_target_riscv::asm_parser::RiscvAsmParser::default();
//! let text = kiln_mc::parser::assemble(&file, &mut streamer, Some(&mut parser)).map_err(|d| format!("{d:?}"))?;
//! let text = String::from_utf8(text).unwrap();
//! assert!(text.contains("add\ta0, a1, a2") && text.contains("# encoding: [0x33,0x85,0xc5,0x00]"), "{text}");
//! assert!(text.contains("ld\tra, 8(sp)") && text.contains("# encoding: [0x83,0x30,0x81,0x00]"), "{text}");
//! # Ok::<(), String>(())
//! ```

pub mod asm_parser;
pub mod atomic;
pub mod atomic_loops;
pub mod backend;
pub mod branch_info;
pub mod elf_writer;
pub mod encoder;
pub mod frame_lowering;
pub mod generated;
pub mod inline_asm;
pub mod instr_info;
pub mod isel;
pub mod lowering;
pub mod machine;
pub mod mc_kinds;
pub mod mc_lower;
pub mod printer;
pub mod register_info;
pub mod subtarget;

use kiln_codegen::target::machine::{TargetEntry, TargetFlag, TargetMachine, TargetOptions};
use kiln_mc::dwarf_cfi::CfiInstruction;
use kiln_mc::target::{AsmBackend, AsmInfo, CodeEmitter, FrameInfo, InstPrinter, McTarget};

/// RISC-V as it registers with the drivers (`kiln-targets`).
pub const TARGET: TargetEntry = TargetEntry {
    name: "riscv64",
    description: "64-bit RISC-V",
    arches: &["riscv64"],
    flags: &[TargetFlag {
        name: machine::TARGET_ABI_FLAG,
        values: &["lp64", "lp64d"],
        help: "The ABI: lp64 (integer registers only) or lp64d (double-precision values in F registers)",
        tools: &["llc"],
    }],
    create_machine,
    mc: &RiscvMc { compressed: false, relax: false, double_float_abi: false },
    cpu_help,
};

fn create_machine(options: TargetOptions, module: Option<&kiln_ir::Module>) -> Result<Box<dyn TargetMachine>, String> {
    Ok(Box::new(machine::RiscvTargetMachine::new(options, module)?))
}

/// The assembler features `-mattr` takes.
const FEATURES: &[(&str, &str)] = &[
    ("m", "'M' (Integer Multiplication and Division), always on"),
    ("a", "'A' (Atomic Instructions), always on"),
    ("f", "'F' (Single-Precision Floating-Point), always on"),
    ("d", "'D' (Double-Precision Floating-Point), always on"),
    ("c", "'C' (Compressed Instructions)"),
    ("relax", "Enable Linker relaxation."),
];

fn cpu_help(_tool: &str) -> String {
    let mut s = String::from("Available features for this target:\n\n");
    for (name, help) in FEATURES {
        s.push_str(&format!("  {name:<8} - {help}.\n"));
    }
    s
}

/// RISC-V's MC pieces for the tools, for the features assembled for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RiscvMc {
    /// `+c`: compressed instructions (the RVC header flag, 2-byte nops).
    pub compressed: bool,
    /// `+relax`: the linker relaxes, so fixups become relocations with `R_RISCV_RELAX`.
    pub relax: bool,
    /// The lp64d ABI: the header's float-ABI flags say double.
    pub double_float_abi: bool,
}

/// The entries of feature string `features` (`+m,+a,-c`, a bare name meaning `+`), as (entry,
/// on, name); shared by the code generator's subtarget and the assembler's `-mattr`.
pub(crate) fn feature_toggles(features: &str) -> impl Iterator<Item = (&str, bool, &str)> {
    features.split(',').map(str::trim).filter(|f| !f.is_empty()).map(|f| match (f.strip_prefix('+'), f.strip_prefix('-')) {
        (Some(name), _) => (f, true, name),
        (_, Some(name)) => (f, false, name),
        _ => (f, true, f),
    })
}

impl RiscvMc {
    /// The pieces for `-mattr` (`+m,+a,+f,+d,+c`); an unknown feature is an error naming it.
    pub fn from_features(features: &str) -> Result<RiscvMc, String> {
        let mut mc = RiscvMc::default();
        for (f, on, name) in feature_toggles(features) {
            match name {
                "c" => mc.compressed = on,
                "relax" => mc.relax = on,
                "m" | "a" | "f" | "d" if on => {}
                _ => return Err(format!("the RISC-V assembler does not support the feature '{f}' (it takes {})", FEATURES.iter().map(|f| f.0).collect::<Vec<_>>().join(", "))),
            }
        }
        Ok(mc)
    }
}

impl McTarget for RiscvMc {
    /// RISC-V ELF in GNU as syntax, with the psABI's DWARF frame conventions.
    fn asm_info(&self) -> AsmInfo {
        AsmInfo {
            comment_string: "#".to_string(),
            private_label_prefix: ".L".to_string(),
            code_pointer_size: 8,
            text_align_fill: 0,
            text_section_alignment: if self.compressed { 2 } else { 4 },
            frame: FrameInfo {
                code_alignment: 1,
                data_alignment: -8,
                return_address_register: 1,
                initial_instructions: vec![CfiInstruction::DefCfa { reg: 2, offset: 0 }],
                eh_frame_section_type: kiln_mc::elf::consts::SHT_PROGBITS,
            },
        }
    }
    fn code_emitter(&self) -> Box<dyn CodeEmitter> {
        Box::new(encoder::RiscvCodeEmitter { relax: self.relax, compressed: self.compressed })
    }
    fn asm_backend(&self) -> Box<dyn AsmBackend> {
        Box::new(backend::RiscvAsmBackend { compressed: self.compressed, relax: self.relax })
    }
    fn inst_printer(&self, variant: &str) -> Result<Box<dyn InstPrinter>, String> {
        match variant {
            "0" => Ok(Box::new(printer::RiscvInstPrinter)),
            other => Err(format!("invalid assembly variant '{other}' (RISC-V has only 0)")),
        }
    }
    fn asm_parser(&self, _target_flags: &[(&'static str, String)]) -> Result<Box<dyn kiln_mc::parser::TargetAsmParser>, String> {
        Ok(Box::new(asm_parser::RiscvAsmParser::default()))
    }
    fn elf_writer(&self) -> Box<dyn kiln_mc::elf::ElfTargetWriter> {
        let rvc = if self.compressed { elf_writer::EF_RISCV_RVC } else { 0 };
        let float_abi = if self.double_float_abi { elf_writer::EF_RISCV_FLOAT_ABI_DOUBLE } else { 0 };
        Box::new(elf_writer::RiscvElfWriter { flags: rvc | float_abi })
    }
    fn with_features(&self, features: &str) -> Result<Option<Box<dyn McTarget>>, String> {
        if features.is_empty() {
            return Ok(None);
        }
        Ok(Some(Box::new(RiscvMc::from_features(features)?)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn features() {
        assert_eq!(RiscvMc::from_features("+m,+a,+f,+d,+c").unwrap(), RiscvMc { compressed: true, relax: false, double_float_abi: false });
        assert_eq!(RiscvMc::from_features("+c,+relax,-c").unwrap(), RiscvMc { compressed: false, relax: true, double_float_abi: false });
        assert!(RiscvMc::from_features("+v").unwrap_err().contains("'+v'"));
        assert!(create_machine(TargetOptions::default(), None).is_ok());
    }
}
