//! File tests: every `tests/ir/*.ll` reads, prints, reads back and prints identically; and,
//! where LLVM 14's `llvm-as`/`llvm-dis` are installed (the project's oracle), the printed
//! module disassembles exactly like the original.
//!
//! `c-features.c` is the source of the `c-features-*` files (clang-14 at -O2 -g, and -O0
//! rewritten by `opt -opaque-pointers`); `edge-features.ll` is hand-written to cover syntax
//! clang rarely emits (numbered types and globals, aliases, ifuncs, comdats, invoke, atomics).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn inputs() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ir");
    let mut files: Vec<PathBuf> =
        std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|e| e == "ll")).collect();
    files.sort();
    assert!(files.len() >= 3, "test inputs missing in {}", dir.display());
    files
}

/// `llvm-as [flags] < text | llvm-dis [flags]`, or `None` when LLVM is not installed.
fn llvm_roundtrip(text: &str, opaque: bool) -> Option<String> {
    let flags: &[&str] = if opaque { &["-opaque-pointers"] } else { &[] };
    let mut as_ = Command::new("llvm-as").args(flags).stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().ok()?;
    let mut stdin = as_.stdin.take().unwrap();
    let input = text.to_string();
    let writer = std::thread::spawn(move || std::io::Write::write_all(&mut stdin, input.as_bytes()));
    let bitcode = as_.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    assert!(bitcode.status.success(), "llvm-as rejected:\n{text}");
    let mut dis = Command::new("llvm-dis").args(flags).stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().ok()?;
    let mut stdin = dis.stdin.take().unwrap();
    let writer = std::thread::spawn(move || std::io::Write::write_all(&mut stdin, &bitcode.stdout));
    let out = dis.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    Some(String::from_utf8(out.stdout).unwrap())
}

#[test]
fn files_round_trip() {
    for path in inputs() {
        let text = std::fs::read_to_string(&path).unwrap();
        let name = path.display().to_string();
        let module = kiln_ir::parse(&name, &text).unwrap_or_else(|e| panic!("{e}"));
        let printed = kiln_ir::print(&module);
        let again = kiln_ir::parse("printed.ll", &printed).unwrap_or_else(|e| panic!("{name}: printed text does not read: {e}"));
        assert_eq!(printed, kiln_ir::print(&again), "{name}: printing is not stable");
        if let (Some(want), Some(got)) = (llvm_roundtrip(&text, module.opaque_pointers), llvm_roundtrip(&printed, module.opaque_pointers)) {
            assert!(want == got, "{name}: llvm-dis of kiln's output differs from llvm-dis of the input");
        }
    }
}
