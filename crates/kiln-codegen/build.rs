//! Generates the target-independent opcodes (`target::target_opcode`) from `td/GenericOpcodes.td`
//! with kiln-tablegen's `gen-instr-info` back end into `OUT_DIR`: the `.td` is their one source,
//! the same file every target's description includes, so the numbers cannot drift apart. A bad
//! description fails the build with the TableGen diagnostic.

use std::path::PathBuf;

fn main() {
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let out_dir = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let td = manifest.join("td");
    println!("cargo:rerun-if-changed={}", td.display());
    let options = kiln_tablegen::Options { include_dirs: vec![td.clone()], ..Default::default() };
    let main_file = td.join("GenericOpcodes.td");
    let text = kiln_tablegen::parse_file(&main_file.to_string_lossy(), &options)
        .and_then(|records| {
            let backend = kiln_tablegen::backends::find("gen-instr-info").expect("kiln-tablegen registers gen-instr-info");
            (backend.run)(&records)
        })
        .unwrap_or_else(|e| {
            eprintln!("{e}");
            std::process::exit(1)
        });
    let path = out_dir.join("TargetOpcodes.rs");
    std::fs::write(&path, text).unwrap_or_else(|e| {
        eprintln!("cannot write {}: {e}", path.display());
        std::process::exit(1)
    });
}
