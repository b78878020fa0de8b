//! What a target crate's `build.rs` does: read the target's top-level `.td` (with its own
//! `td/` directory and kiln's base vocabulary, `kiln-codegen/td`, on the include path), run the
//! back ends it names and write each output into `OUT_DIR`, where the crate includes them.
//! `KILN_DUMP_GENERATED=DIR` also writes them to DIR for reading. A bad description fails the
//! build with the TableGen diagnostic.

use std::path::{Path, PathBuf};

/// Runs each `(action, file)` of `outputs` on `td/MAIN` of the crate being built.
pub fn generate(main: &str, outputs: &[(&str, &str)]) {
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let out_dir = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let td = manifest.join("td");
    let base = manifest.join("../kiln-codegen/td");
    println!("cargo:rerun-if-changed={}", td.display());
    println!("cargo:rerun-if-changed={}", base.display());
    println!("cargo:rerun-if-env-changed=KILN_DUMP_GENERATED");

    let options = crate::Options { include_dirs: vec![td.clone(), base], ..Default::default() };
    let main_file = td.join(main);
    let records = crate::parse_file(&main_file.to_string_lossy(), &options).unwrap_or_else(|e| fail(&e));
    let dump_dir = std::env::var_os("KILN_DUMP_GENERATED").map(PathBuf::from);
    for &(action, file) in outputs {
        let backend = crate::backends::find(action).unwrap_or_else(|| fail(&format!("kiln-tablegen has no back end {action}")));
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
