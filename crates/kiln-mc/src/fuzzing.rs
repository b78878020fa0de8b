//! Fuzz logic for the assembly parser: parse, assemble to an x86-64 ELF object in memory, and
//! print through the assembly streamer. Any input must give bytes or diagnostics, never a
//! panic or a hang; section sizes are capped so huge `.zero`s stay cheap.

use crate::{x86_64, AsmStreamer, Context};
use kiln_support::SourceFile;

/// Checks one input (the coverage-guided target and the `#[test]` both call this).
pub fn check(input: &[u8]) {
    let text = String::from_utf8_lossy(input);
    let file = SourceFile::new("fuzz.s", text.as_ref());
    let mut obj = crate::x86_64_elf_data_streamer();
    obj.max_section_size = 1 << 20;
    if let Ok(bytes) = crate::parser::assemble(&file, &mut obj, None) {
        assert!(bytes.starts_with(b"\x7fELF"), "object output must be ELF");
    }
    let info = x86_64::asm_info();
    let mut asm = AsmStreamer::new(Context::new(&info.private_label_prefix), info, None);
    if let Ok(bytes) = crate::parser::assemble(&file, &mut asm, None) {
        assert!(std::str::from_utf8(&bytes).is_ok(), "assembly output must be text");
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn fuzz_assembly_parser() {
        let seeds: &[&[u8]] = &[
            include_bytes!("../tests/data/data_sections.s"),
            include_bytes!("../tests/data/cfi.s"),
            include_bytes!("../tests/data/debug_info.s"),
            b".text\nf: .byte 1\n.p2align 4\n.size f, .-f\n.quad f@PLT - 4\n1: .long 1b - 2f\n2:\n",
        ];
        let dictionary = [
            ".section", ".text", ".data", ".bss", ".byte", ".quad", ".long", ".zero", ".fill", ".p2align", ".balign", ".org",
            ".set", ".comm", ".lcomm", ".globl", ".weak", ".type", "@function", ".size", ".cfi_startproc", ".cfi_endproc",
            ".cfi_offset", ".cfi_def_cfa_offset", ".asciz", "\"", "@PLT", "@GOTPCREL", "@TPOFF", ".", "-", "<<", "(", ")",
            ",comdat", "\"axG\"", "@nobits", ".uleb128", ".ident", ".file", ".L", "0x7fffffffffffffff", ".loc 1 ",
            ".file 1 \"d\" \"f.c\"", " md5 0x0123456789abcdef0123456789abcdef", " is_stmt 0", " prologue_end", "1:", "1b", "1f",
        ];
        kiln_support::fuzz::run(seeds, &dictionary, 0x6b696c6e, 10_000, super::check);
    }
}
