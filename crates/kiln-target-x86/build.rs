//! Runs kiln's TableGen on `td/X86.td` and writes the generated Rust tables
//! into `OUT_DIR`, where `src/generated.rs` includes them. Set
//! `KILN_DUMP_GENERATED=DIR` to also write them to DIR for reading. A bad
//! description fails the build with the TableGen diagnostic.

use std::path::{Path, PathBuf};

/// The back ends to run and the file each one writes.
const OUTPUTS: &[(&str, &str)] = &[
    ("gen-register-info", "X86GenRegisterInfo.rs"),
    ("gen-instr-info", "X86GenInstrInfo.rs"),
    ("gen-instr-relations", "X86GenInstrRelations.rs"),
    ("gen-asm-writer", "X86GenAsmWriter.rs"),
    ("gen-asm-matcher", "X86GenAsmMatcher.rs"),
    ("gen-dag-isel", "X86GenDAGISel.rs"),
    ("gen-callingconv", "X86GenCallingConv.rs"),
    ("gen-subtarget", "X86GenSubtarget.rs"),
    ("gen-register-bank", "X86GenRegisterBank.rs"),
    ("gen-global-isel", "X86GenGlobalISel.rs"),
];

fn main() {
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let out_dir = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let td = manifest.join("td");
    let base = manifest.join("../kiln-codegen/td");
    println!("cargo:rerun-if-changed={}", td.display());
    println!("cargo:rerun-if-changed={}", base.display());
    println!("cargo:rerun-if-env-changed=KILN_DUMP_GENERATED");

    let options = kiln_tablegen::Options { include_dirs: vec![td.clone(), base], ..Default::default() };
    let main_file = td.join("X86.td");
    let records = kiln_tablegen::parse_file(&main_file.to_string_lossy(), &options).unwrap_or_else(|e| fail(&e));
    let dump_dir = std::env::var_os("KILN_DUMP_GENERATED").map(PathBuf::from);
    for &(action, file) in OUTPUTS {
        let backend = kiln_tablegen::backends::find(action).unwrap_or_else(|| fail(&format!("kiln-tablegen has no back end {action}")));
        let text = (backend.run)(&records).unwrap_or_else(|e| fail(&e));
        write(&out_dir.join(file), &text);
        if let Some(dir) = &dump_dir {
            std::fs::create_dir_all(dir).unwrap_or_else(|e| fail(&format!("cannot create {}: {e}", dir.display())));
            write(&dir.join(file), &text);
        }
    }
}

fn write(path: &Path, text: &str) {
    std::fs::write(path, text).unwrap_or_else(|e| fail(&format!("cannot write {}: {e}", path.display())));
}

fn fail(message: &dyn std::fmt::Display) -> ! {
    eprintln!("{message}");
    std::process::exit(1);
}
