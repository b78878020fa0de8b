//! Fuzz logic for the x86 assembly parser and encoder: parse, encode into an ELF object and
//! print with encodings. Any input must give bytes or diagnostics, never a panic or a hang.

use kiln_support::SourceFile;

/// Checks one input (a coverage-guided target and the `#[test]` both call this).
pub fn check(input: &[u8]) {
    let text = String::from_utf8_lossy(input);
    let file = SourceFile::new("fuzz.s", text.as_ref());
    let mut obj = crate::elf_object_streamer();
    obj.max_section_size = 1 << 20;
    if let Ok(bytes) = kiln_mc::parser::assemble(&file, &mut obj, Some(&mut crate::X86AsmParser)) {
        assert!(bytes.starts_with(b"\x7fELF"), "object output must be ELF");
    }
    let mut asm = crate::asm_streamer(true, crate::AsmSyntax::Att);
    if let Ok(bytes) = kiln_mc::parser::assemble(&file, &mut asm, Some(&mut crate::X86AsmParser)) {
        assert!(std::str::from_utf8(&bytes).is_ok(), "assembly output must be text");
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn fuzz_x86_assembly_parser() {
        let seeds: &[&[u8]] = &[
            include_bytes!("../tests/data/addressing.s"),
            b"f:\n\tpushq %rbp\n\tmovq %rsp, %rbp\n\tmovl $0, -4(%rbp)\n\tjne .LBB0_2\n.LBB0_2:\n\tcallq g@PLT\n\tpopq %rbp\n\tretq\n",
        ];
        let dictionary = [
            "%rax", "%eax", "%al", "%ah", "%r12", "%r13d", "%rsp", "%rbp", "%rip", "%fs:", "%st(", "%st", "%xmm9", "$", "$-1",
            "(", ")", ",", "*", "@PLT", "@GOTPCREL", "movl", "movq", "addl", "jmp", "jne", "lock", "rep;", "callq", "leaq",
            "0x7fffffffffffffff", "-129", "128", ",8)", "(,%rax,", "fxch", "cmpltss", "cvtsi2sd", "shll", "movabsq",
        ];
        kiln_support::fuzz::run(seeds, &dictionary, 0x7838362d, 3_000, super::check);
    }
}
