//! Encodings: every instruction of `data/addressing.s` (addressing forms, immediate widths,
//! prefixes, REX, fixups, SSE and x87) must print the bytes its `# CHECK:` comment gives
//! (facts from llvm-mc 14). Also checks printing round-trips and branch relaxation in objects.

use kiln_support::SourceFile;

fn assemble_text(src: &str, show_encoding: bool) -> String {
    let file = SourceFile::new("t.s", src);
    let mut streamer = kiln_target_x86::asm_streamer(show_encoding);
    let mut parser = kiln_target_x86::X86AsmParser;
    match kiln_mc::parser::assemble(&file, &mut streamer, Some(&mut parser)) {
        Ok(bytes) => String::from_utf8(bytes).expect("assembly text is UTF-8"),
        Err(ds) => panic!("{}", ds.iter().map(|d| d.to_string()).collect::<String>()),
    }
}

fn encodings(text: &str) -> Vec<String> {
    text.split("encoding: ").skip(1).map(|rest| rest[..=rest.find(']').expect("closing bracket")].to_string()).collect()
}

#[test]
fn addressing_forms_and_prefixes() {
    let src = include_str!("data/addressing.s");
    for line in src.lines().filter(|l| l.contains("# CHECK:")) {
        let (asm, expected) = line.split_once("# CHECK:").expect("checked line");
        let got = encodings(&assemble_text(asm, true));
        let want: Vec<String> = expected.split_whitespace().map(str::to_string).collect();
        assert_eq!(got, want, "for `{}`", asm.trim());
    }
}

#[test]
fn printed_assembly_reassembles_to_the_same_bytes() {
    let src = include_str!("data/addressing.s");
    let first = assemble_text(src, true);
    let printed = assemble_text(src, false);
    assert_eq!(encodings(&assemble_text(&printed, true)), encodings(&first));
}

#[test]
fn short_branches_relax_when_out_of_range() {
    let src = "jmp .Lfar\njne .Lfar\njmp .Lnear\n.Lnear:\n.fill 200, 1, 0x90\n.Lfar:\nretq\n";
    let file = SourceFile::new("r.s", src);
    let mut streamer = kiln_target_x86::elf_object_streamer();
    let mut parser = kiln_target_x86::X86AsmParser;
    let object = kiln_mc::parser::assemble(&file, &mut streamer, Some(&mut parser)).unwrap_or_else(|ds| panic!("{}", ds[0]));
    // jmp rel32 (e9), jne rel32 (0f 85), jmp rel8 (eb 00) at the start of .text, as llvm-mc.
    let want = [0xe9, 0xd0, 0, 0, 0, 0x0f, 0x85, 0xca, 0, 0, 0, 0xeb, 0x00];
    assert!(object.windows(want.len()).any(|w| w == want), "relaxed branches not found");
}
