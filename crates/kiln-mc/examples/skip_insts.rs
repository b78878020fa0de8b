use kiln_mc::parser::{AsmParser, TargetAsmParser};
struct Skip;
impl TargetAsmParser for Skip {
    fn parse_instruction(&mut self, _m: &str, _loc: u32, p: &mut AsmParser<'_>) -> Result<(), kiln_support::Diagnostic> {
        while !p.at_end_of_statement() { p.lex(); }
        Ok(())
    }
    fn dwarf_register(&self, name: &str) -> Option<u32> {
        ["rax","rdx","rcx","rbx","rsi","rdi","rbp","rsp","r8","r9","r10","r11","r12","r13","r14","r15","rip"].iter().position(|r| *r == name).map(|i| i as u32)
    }
}
fn main() {
    let mut bad = 0;
    for path in std::env::args().skip(1) {
        let text = std::fs::read_to_string(&path).unwrap();
        let file = kiln_support::SourceFile::new(path.clone(), text);
        let mut s = kiln_mc::x86_64_elf_data_streamer();
        if let Err(ds) = kiln_mc::parser::assemble(&file, &mut s, Some(&mut Skip)) {
            bad += 1;
            for d in ds.iter().take(3) { eprint!("{d}"); }
        }
    }
    println!("{bad} files with errors");
}
