//! Differential tests against LLVM: every `tests/data/*.s` file is assembled by kiln-mc and
//! by `llvm-mc -filetype=obj -triple=x86_64-unknown-linux-gnu`, and `llvm-readobj` must show
//! the same sections (with contents), relocations and symbols. The same files also go
//! through kiln's assembly streamer and back: printing and re-assembling must give the same
//! object. Skips with a message when LLVM's tools are not installed.

use kiln_mc::target::McTarget;
use kiln_mc::{AsmStreamer, Context};
use kiln_support::SourceFile;
use std::path::{Path, PathBuf};
use std::process::Command;

fn tool(name: &str) -> Option<PathBuf> {
    [name.to_string(), format!("{name}-14")]
        .into_iter()
        .flat_map(|n| [PathBuf::from(format!("/usr/bin/{n}")), PathBuf::from(format!("/usr/lib/llvm-14/bin/{name}"))])
        .find(|p| p.exists())
}

fn data_files() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|e| e == "s")).collect();
    files.sort();
    assert!(!files.is_empty(), "no test inputs in {}", dir.display());
    files
}

fn assemble_kiln(path: &Path, text: &str) -> Vec<u8> {
    let file = SourceFile::new(path.display().to_string(), text);
    let mut streamer = kiln_mc::target_object_streamer(&kiln_target_x86::X86Mc);
    match kiln_mc::parser::assemble(&file, &mut streamer, None) {
        Ok(bytes) => bytes,
        Err(diags) => panic!("kiln-mc failed on {}:\n{}", path.display(), diags.iter().map(|d| d.to_string()).collect::<String>()),
    }
}

fn readobj(readobj: &Path, object: &Path) -> String {
    let out = Command::new(readobj).args(["-S", "--sd", "-r", "--symbols"]).arg(object).output().unwrap();
    assert!(out.status.success(), "llvm-readobj failed: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).lines().filter(|l| !l.starts_with("File:")).collect::<Vec<_>>().join("\n")
}

#[test]
fn objects_match_llvm_mc() {
    let (Some(llvm_mc), Some(llvm_readobj)) = (tool("llvm-mc"), tool("llvm-readobj")) else {
        eprintln!("skipping: llvm-mc or llvm-readobj not found");
        return;
    };
    let tmp = std::env::temp_dir().join(format!("kiln-mc-compare-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    for path in data_files() {
        let text = std::fs::read_to_string(&path).unwrap();
        let stem = path.file_stem().unwrap().to_string_lossy().to_string();
        let ours = tmp.join(format!("{stem}.kiln.o"));
        std::fs::write(&ours, assemble_kiln(&path, &text)).unwrap();
        let theirs = tmp.join(format!("{stem}.llvm.o"));
        let status = Command::new(&llvm_mc).args(["-filetype=obj", "-triple=x86_64-unknown-linux-gnu", "-o"]).arg(&theirs).arg(&path).status().unwrap();
        assert!(status.success(), "llvm-mc rejected {}", path.display());
        let (a, b) = (readobj(&llvm_readobj, &theirs), readobj(&llvm_readobj, &ours));
        if a != b {
            let first = a.lines().zip(b.lines()).position(|(x, y)| x != y).unwrap_or(0);
            let context = |s: &str| s.lines().skip(first.saturating_sub(8)).take(16).collect::<Vec<_>>().join("\n");
            panic!("{}: llvm-readobj output differs at line {}\n--- llvm-mc ---\n{}\n--- kiln ---\n{}", path.display(), first + 1, context(&a), context(&b));
        }
    }
    std::fs::remove_dir_all(&tmp).ok();
}

#[test]
fn printed_assembly_reassembles_to_the_same_object() {
    for path in data_files() {
        let text = std::fs::read_to_string(&path).unwrap();
        let file = SourceFile::new(path.display().to_string(), text.as_str());
        let info = kiln_target_x86::X86Mc.asm_info();
        let mut printer = AsmStreamer::new(Context::new(&info.private_label_prefix), info, None);
        let printed = kiln_mc::parser::assemble(&file, &mut printer, None).unwrap_or_else(|d| panic!("{:?}", d));
        let printed = String::from_utf8(printed).unwrap();
        let direct = assemble_kiln(&path, &text);
        let again = assemble_kiln(Path::new("printed.s"), &printed);
        // Printing turns `.` into temporary labels, which may change the symbol order of
        // nothing visible: the objects must be identical byte for byte.
        assert!(direct == again, "{}: re-assembling the printed text gives a different object:\n{printed}", path.display());
    }
}
