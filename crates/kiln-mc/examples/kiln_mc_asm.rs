fn main() {
    let path = std::env::args().nth(1).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    let file = kiln_support::SourceFile::new(path.clone(), text);
    let info = kiln_mc::x86_64::asm_info();
    let mut s = kiln_mc::AsmStreamer::new(kiln_mc::Context::new(".L"), info, None);
    match kiln_mc::parser::assemble(&file, &mut s, None) {
        Ok(b) => print!("{}", String::from_utf8(b).unwrap()),
        Err(ds) => { for d in ds { eprint!("{d}"); } std::process::exit(1) }
    }
}
