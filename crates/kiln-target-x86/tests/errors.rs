//! Bad assembly gives one diagnostic per problem at `FILE:LINE:COL`, never a panic.

use kiln_support::SourceFile;

fn first_lines(src: &str) -> Vec<String> {
    let file = SourceFile::new("e.s", src);
    let mut streamer = kiln_target_x86::elf_object_streamer();
    let mut parser = kiln_target_x86::X86AsmParser;
    match kiln_mc::parser::assemble(&file, &mut streamer, Some(&mut parser)) {
        Ok(_) => Vec::new(),
        Err(ds) => ds.iter().map(|d| d.to_string().lines().next().unwrap_or("").to_string()).collect(),
    }
}

#[test]
fn each_error_is_reported_at_its_place() {
    let cases: &[(&str, &str)] = &[
        ("nop\n  frob %eax\n", "e.s:2:3: error: invalid instruction mnemonic 'frob'"),
        ("addl %eax, %bl\n", "e.s:1:12: error: invalid operand for instruction"),
        ("movl %eax, %foo\n", "e.s:1:12: error: invalid register name"),
        ("movl (%rax,%rcx,3), %eax\n", "e.s:1:17: error: scale factor in address must be 1, 2, 4 or 8"),
        ("mov $1, (%rax)\n", "e.s:1:1: error: ambiguous instructions require an explicit suffix"),
        ("movl %eax %ebx\n", "e.s:1:11: error: unexpected token in argument list"),
        ("jmp .Lnowhere\n", "e.s:1:1: error: Undefined temporary symbol .Lnowhere"),
        ("movb %ah, %sil\n", "e.s:1:1: error: can't encode 'ah' in an instruction requiring REX prefix"),
    ];
    for (src, want) in cases {
        let got = first_lines(src);
        assert_eq!(got.len(), 1, "{src:?} gave {got:?}");
        assert_eq!(got[0], *want, "for {src:?}");
    }
}
