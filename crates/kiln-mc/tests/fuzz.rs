//! The assembly parser's fuzz check ([`kiln_mc::fuzzing`]) over seeds and mutations, with
//! x86-64 as the target.

#[test]
fn fuzz_assembly_parser() {
    let seeds: &[&[u8]] = &[
        include_bytes!("data/data_sections.s"),
        include_bytes!("data/cfi.s"),
        include_bytes!("data/debug_info.s"),
        b".text\nf: .byte 1\n.p2align 4\n.size f, .-f\n.quad f@PLT - 4\n1: .long 1b - 2f\n2:\n",
    ];
    let dictionary = [
        ".section", ".text", ".data", ".bss", ".byte", ".quad", ".long", ".zero", ".fill", ".p2align", ".balign", ".org",
        ".set", ".comm", ".lcomm", ".globl", ".weak", ".type", "@function", ".size", ".cfi_startproc", ".cfi_endproc",
        ".cfi_offset", ".cfi_def_cfa_offset", ".asciz", "\"", "@PLT", "@GOTPCREL", "@TPOFF", ".", "-", "<<", "(", ")",
        ",comdat", "\"axG\"", "@nobits", ".uleb128", ".ident", ".file", ".L", "0x7fffffffffffffff", ".loc 1 ",
        ".file 1 \"d\" \"f.c\"", " md5 0x0123456789abcdef0123456789abcdef", " is_stmt 0", " prologue_end", "1:", "1b", "1f",
    ];
    kiln_support::fuzz::run(seeds, &dictionary, 0x6b696c6e, 10_000, |input| kiln_mc::fuzzing::check(&kiln_target_x86::X86Mc, input));
}
