//! Every file of the base vocabulary in `td/` reads on its own with kiln's
//! TableGen, and — where LLVM 14's llvm-tblgen is installed — is valid LLVM
//! TableGen whose `-print-records` output kiln reproduces byte for byte.

use kiln_codegen::TD_DIR;
use std::path::{Path, PathBuf};
use std::process::Command;

fn td_files() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(TD_DIR)
        .expect("td/ exists")
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "td"))
        .collect();
    files.sort();
    files
}

fn kiln_records(file: &Path) -> String {
    let options = kiln_tablegen::Options { include_dirs: vec![TD_DIR.into()], ..Default::default() };
    let rk = kiln_tablegen::parse_file(file.to_str().unwrap(), &options).unwrap_or_else(|e| panic!("{e}"));
    let print = kiln_tablegen::backends::find("print-records").expect("print-records back end");
    (print.run)(&rk).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn every_file_reads_alone() {
    let files = td_files();
    assert!(files.len() >= 14, "expected the vocabulary files in {TD_DIR}");
    for file in &files {
        let records = kiln_records(file);
        assert!(records.contains("------------- Classes -----------------"), "{}", file.display());
    }
}

#[test]
fn matches_llvm_tblgen() {
    if Command::new("llvm-tblgen").arg("--version").output().is_err() {
        eprintln!("llvm-tblgen is not installed: comparison skipped");
        return;
    }
    for file in td_files() {
        let llvm = Command::new("llvm-tblgen").arg("-I").arg(TD_DIR).arg(&file).arg("-print-records").output().expect("llvm-tblgen runs");
        assert!(llvm.status.success(), "llvm-tblgen rejects {}:\n{}", file.display(), String::from_utf8_lossy(&llvm.stderr));
        assert_eq!(kiln_records(&file), String::from_utf8_lossy(&llvm.stdout), "{}", file.display());
    }
}
