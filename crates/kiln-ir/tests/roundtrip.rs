//! File tests: every `tests/ir/*.ll` and `tests/ir/newer/*.ll` reads, verifies, prints, reads
//! back and prints identically; and, where the LLVM that judges a file is installed, the printed module
//! disassembles exactly like the original: LLVM 14's `llvm-as`/`llvm-dis` (the project's
//! oracle) for `tests/ir/`, LLVM 19's `llvm-as-19`/`llvm-dis-19` for `tests/ir/newer/` (files
//! of later releases that LLVM 19 cannot read, such as rustc's LLVM 22 IR, only round-trip).
//!
//! `c-features.c` is the source of the `c-features-*` files (clang-14 at -O2 -g, and -O0
//! rewritten by `opt -opaque-pointers`; in `newer/`, clang-15, clang-16 and clang-19);
//! `edge-features.ll` is hand-written to cover syntax clang rarely emits (numbered types and
//! globals, aliases, ifuncs, comdats, invoke, atomics). `newer/zlib-*` are zlib 1.2.13's
//! sources by clang-19 -O2; `newer/rust-std-rustc.ll` is `rust-std.rs` by rustc 1.95
//! (`--emit=llvm-ir -C opt-level=2 -C codegen-units=1`).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn inputs(sub: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(sub);
    let mut files: Vec<PathBuf> =
        std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|e| e == "ll")).collect();
    files.sort();
    assert!(files.len() >= 3, "test inputs missing in {}", dir.display());
    files
}

/// `llvm-as [flags] < text | llvm-dis [flags]` with LLVM `version` (14: the unsuffixed tools),
/// or `None` when that LLVM is not installed or (`may_reject`) cannot read the text.
fn llvm_roundtrip(text: &str, opaque: bool, version: u32, may_reject: bool) -> Option<String> {
    let flags: &[&str] = if opaque && version == 14 { &["-opaque-pointers"] } else { &[] };
    let tool = |name: &str| if version == 14 { name.to_string() } else { format!("{name}-{version}") };
    let mut as_ = Command::new(tool("llvm-as")).args(flags).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::null()).spawn().ok()?;
    let mut stdin = as_.stdin.take().unwrap();
    let input = text.to_string();
    let writer = std::thread::spawn(move || std::io::Write::write_all(&mut stdin, input.as_bytes()));
    let bitcode = as_.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    if may_reject && !bitcode.status.success() {
        return None;
    }
    assert!(bitcode.status.success(), "llvm-as rejected:\n{text}");
    let mut dis = Command::new(tool("llvm-dis")).args(flags).stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().ok()?;
    let mut stdin = dis.stdin.take().unwrap();
    let writer = std::thread::spawn(move || std::io::Write::write_all(&mut stdin, &bitcode.stdout));
    let out = dis.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    Some(String::from_utf8(out.stdout).unwrap())
}

#[test]
fn files_round_trip() {
    round_trip("tests/ir", 14);
}

#[test]
fn newer_files_round_trip() {
    round_trip("tests/ir/newer", 19);
}

fn round_trip(dir: &str, version: u32) {
    for path in inputs(dir) {
        let text = std::fs::read_to_string(&path).unwrap();
        let name = path.display().to_string();
        let module = kiln_ir::parse(&name, &text).unwrap_or_else(|e| panic!("{e}"));
        if let Err(errors) = kiln_ir::verify_module(&module) {
            panic!("{name} does not verify: {:?}", errors.first());
        }
        let printed = kiln_ir::print(&module);
        let again = kiln_ir::parse("printed.ll", &printed).unwrap_or_else(|e| panic!("{name}: printed text does not read: {e}"));
        assert_eq!(printed, kiln_ir::print(&again), "{name}: printing is not stable");
        let Some(want) = llvm_roundtrip(&text, module.opaque_pointers, version, version != 14) else { continue };
        if let Some(got) = llvm_roundtrip(&printed, module.opaque_pointers, version, false) {
            assert!(want == got, "{name}: llvm-dis of kiln's output differs from llvm-dis of the input");
        }
    }
}
