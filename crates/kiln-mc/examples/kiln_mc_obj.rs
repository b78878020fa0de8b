fn main() {
    let path = std::env::args().nth(1).unwrap();
    let out = std::env::args().nth(2).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    let file = kiln_support::SourceFile::new(path.clone(), text);
    let mut s = kiln_mc::x86_64_elf_data_streamer();
    match kiln_mc::parser::assemble(&file, &mut s, None) {
        Ok(b) => std::fs::write(out, b).unwrap(),
        Err(ds) => { for d in ds { eprint!("{d}"); } std::process::exit(1) }
    }
}
