//! Bad input gives one diagnostic per problem at `FILE:LINE:COL`, never a panic.

use kiln_support::SourceFile;

/// The first line of every diagnostic kiln-mc reports for `src`.
fn diagnostics(src: &str) -> Vec<String> {
    let file = SourceFile::new("e.s", src);
    let mut streamer = kiln_mc::target_object_streamer(&kiln_target_x86::X86Mc);
    match kiln_mc::parser::assemble(&file, &mut streamer, None) {
        Ok(_) => Vec::new(),
        Err(diags) => diags.iter().map(|d| d.to_string().lines().next().unwrap_or("").to_string()).collect(),
    }
}

#[test]
fn each_error_is_reported_at_its_place() {
    let cases: &[(&str, &str)] = &[
        (".byte 1\n.bogus 3\n", "e.s:2:1: error: unknown directive '.bogus'"),
        ("  movq %rax, %rbx\n", "e.s:1:3: error: unknown instruction 'movq': no target assembler is registered"),
        (".p2align foo\n", "e.s:1:10: error: expected absolute expression"),
        (".long .Lnope\n", "e.s:1:7: error: Undefined temporary symbol .Lnope"),
        (".section .x,\"q\"\n", "e.s:1:13: error: unknown flag 'q'"),
        (".byte 256\n", "e.s:1:7: error: out of range literal value"),
        (".long 1 +\n", "e.s:1:10: error: unknown token in expression"),
        (".ascii \"ab\\q\"\n", "e.s:1:12: error: invalid escape sequence (unrecognized character)"),
        ("x: .byte 1\nx: .byte 2\n", "e.s:2:1: error: invalid symbol redefinition: 'x'"),
        (".cfi_offset 6, -8\n", "e.s:1:1: error: this directive must appear between .cfi_startproc and .cfi_endproc directives"),
        (".set a, b\n.set b, a\n", "e.s:2:9: error: cyclic definition of 'b'"),
        (".byte 1\n.org 0\n", "e.s:2:6: error: invalid .org offset '0' (at offset '1')"),
        (".bss\n.byte 1\n", "e.s:2:7: error: SHT_NOBITS section '.bss' cannot have non-zero initializers"),
        (".long 1/0\n", "e.s:1:7: error: division by zero"),
        (".long undefined_sym * 2\n", "e.s:1:7: error: operand of '*' must be an absolute expression"),
        (".section .text,\"aw\",@nobits\n", "e.s:1:1: error: changed section type for .text, expected: 0x1"),
        (".data\n.long x@BOGUS\n", "e.s:2:9: error: invalid variant 'BOGUS'"),
        (".data\n.byte x@PLT\n", "e.s:2:7: error: 32 bit reloc applied to a field with a different size (PLT)"),
        (".data\n.long a - b\n.section .o\nb: .byte 0\n.text\na:\n", "e.s:2:7: error: Cannot represent a difference across sections"),
        (".long 1b\n", "e.s:1:7: error: directional label undefined"),
        (".quad 99999999999999999999\n", "e.s:1:7: error: integer constant is too large"),
        (".cfi_startproc\n", "e.s: error: Unfinished frame!"),
        (".p2align 40\n", "e.s:1:10: error: invalid alignment value"),
        (".balign 3\n", "e.s:1:9: error: alignment must be a power of 2"),
        (".loc 1 2 3\n", "e.s:1:1: error: unassigned file number in '.loc' directive"),
        (".file 1 \"a.c\" md5 0x12\n.file 1 \"b.c\"\n", "e.s:2:1: error: file number already allocated"),
        ("\"unterminated\n", "e.s:1:1: error: unterminated string constant"),
        (".ascii \"open\n", "e.s:1:8: error: unterminated string constant"),
        (".byte 1 /* open\n", "e.s:1:9: error: unterminated comment"),
        (".data\na: .zero 300\nb: .byte b - a\n", "e.s:3:10: error: value of 300 is too large for field of 1 byte"),
        (".data\na: .quad 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32\nb: .byte b - a\n", "e.s:3:10: error: value evaluated as 264 is out of range."),
        (".weak w\n.globl w\n", "e.s:2:1: error: w changed binding to STB_GLOBAL"),
        (".globl g\n.local g\n", "e.s:2:1: error: g changed binding to STB_LOCAL"),
    ];
    for (src, want) in cases {
        let got = diagnostics(src);
        assert_eq!(got, vec![want.to_string()], "for input {src:?}");
    }
}

#[test]
fn nesting_limits_do_not_leak_across_statements() {
    let deep = format!(".long {}1{}\n", "(".repeat(200), ")".repeat(200));
    let got = diagnostics(&format!("{deep}{}", ".long ((1 +\n".repeat(300)));
    assert_eq!(got.len(), 101, "one nesting error, then the cap stops after 100 more");
    assert!(got[0].ends_with("error: expression is too deeply nested"));
    assert!(got[1..].iter().all(|d| d.ends_with("error: unknown token in expression")), "{:?}", &got[..3]);
    let long = format!(".long {}\n", vec!["1"; 300].join("+"));
    assert_eq!(diagnostics(&long), vec!["e.s:1:520: error: expression is too complex"]);
}

#[test]
fn long_set_chains_end_in_an_error_not_a_crash() {
    let mut src = String::from(".data\nx0: .byte 0\n");
    for i in 1..3000 {
        src.push_str(&format!(".set x{i}, x{} + 1\n", i - 1));
    }
    src.push_str(".long x2999\n");
    let got = diagnostics(&src);
    assert_eq!(got.len(), 1, "{got:?}");
}

#[test]
fn parsing_continues_after_an_error() {
    let got = diagnostics(".bogus\n.byte 300\n.long 1\n.frob\n");
    assert_eq!(got, vec!["e.s:1:1: error: unknown directive '.bogus'", "e.s:2:7: error: out of range literal value", "e.s:4:1: error: unknown directive '.frob'"]);
}
