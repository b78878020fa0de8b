fn main() {
    let seed: u64 = std::env::args().nth(1).map_or(1, |s| s.parse().unwrap());
    let iters: usize = std::env::args().nth(2).map_or(100000, |s| s.parse().unwrap());
    let seeds: &[&[u8]] = &[
        include_bytes!("../tests/data/data_sections.s"),
        include_bytes!("../tests/data/cfi.s"),
        include_bytes!("../tests/data/relocations.s"),
        include_bytes!("../tests/data/debug_info.s"),
    ];
    let dictionary = [
        ".section", ".text", ".data", ".bss", ".byte", ".quad", ".long", ".zero", ".fill", ".p2align", ".balign", ".org",
        ".set", ".comm", ".lcomm", ".globl", ".weak", ".type", "@function", ".size", ".cfi_startproc", ".cfi_endproc",
        ".cfi_offset", ".cfi_def_cfa_offset", ".asciz", "\"", "@PLT", "@GOTPCREL", "@TPOFF", ".", "-", "<<", "(", ")",
        ",comdat", "\"axG\"", "@nobits", ".uleb128", ".ident", ".file", ".L", "0x7fffffffffffffff", "1b", "1f", "1:", ".pushsection", ".popsection", ".previous", ".addrsig", ".addrsig_sym", ".loc 1 ", ".file 1 \"d\" \"f.c\"", " md5 0x0123456789abcdef0123456789abcdef", " is_stmt 0", ".cfi_personality 0x9b,", ".cfi_lsda 0x1b,", ".sleb128", ".skip", "\\", "\n", ";",
    ];
    kiln_support::fuzz::run(seeds, &dictionary, seed, iters, kiln_mc::fuzzing::check);
    println!("ok");
}
