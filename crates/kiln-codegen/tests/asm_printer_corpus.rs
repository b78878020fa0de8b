//! The AsmPrinter over llc's own machine code: for every torture test llc compiles correctly
//! (`$KILN_CACHE/torture/ref/{O0,O2}.pass`), reads llc's MIR from right before its asm
//! printer (`stages/after-pseudo-probe-inserter/{O0,O2}/NAME.mir`, position-independent, with
//! the IR module embedded), emits an ELF object with kiln's printer, links it with
//! `gcc OBJ -lm`, runs it and expects exit status 0. Prints the counts and the failure classes.
//!
//! Ignored by default (it links and runs thousands of programs); run in release mode:
//! `cargo test --release -p kiln-codegen --test asm_printer_corpus -- --ignored --nocapture`.
//! `KILN_EMIT_LEVELS=O0` picks levels, `KILN_EMIT_LIMIT=N` caps the files per level,
//! `KILN_EMIT_ONLY=NAME` runs one test and keeps its object in the temporary directory;
//! `KILN_EMIT_ASM_DIR=DIR` also writes kiln's assembly text to `DIR/LEVEL/NAME.s` and its
//! object to `DIR/LEVEL/NAME.o` (to compare with llc's);
//! `KILN_EMIT_STAGES=DIR` reads `DIR/LEVEL/NAME.mir` instead (files missing there are skipped),
//! and `KILN_EMIT_RELOC=static` prints for the static relocation model and links with `-no-pie`.

mod common;

use std::path::{Path, PathBuf};

use common::{link_and_run, print, torture_names, Tally, X86};
use kiln_codegen::mir::parse_mir;
use kiln_codegen::target::machine::RelocModel;
use kiln_support::SourceFile;

/// The object file (or with `asm`, the assembly text) for one `.mir` file, or the stage and
/// message of the first error.
fn compile(path: &Path, asm: bool, reloc: RelocModel) -> Result<Vec<u8>, (&'static str, String)> {
    let text = std::fs::read_to_string(path).map_err(|e| ("read", e.to_string()))?;
    let file = SourceFile::new(path.to_string_lossy().as_ref(), text.as_str());
    let mir = parse_mir(&file, &X86).map_err(|d| ("mir-parse", d.message))?;
    let ir = mir.ir.as_deref().ok_or(("mir-parse", "no embedded IR".to_string()))?;
    let module = kiln_ir::parse("embedded.ll", ir).map_err(|d| ("ir-parse", d.message))?;
    print(&module, &mir.functions, asm, reloc)
}

#[test]
#[ignore]
fn torture_objects_link_and_run() {
    let Some(cache) = common::cache_dir() else { return };
    let stages = std::env::var_os("KILN_EMIT_STAGES").map_or_else(|| cache.join("stages/after-pseudo-probe-inserter"), PathBuf::from);
    let reloc = match std::env::var("KILN_EMIT_RELOC").as_deref() {
        Ok("static") => RelocModel::Static,
        _ => RelocModel::Pic,
    };
    if !stages.is_dir() {
        eprintln!("skipping: {} is absent", stages.display());
        return;
    }
    let levels = std::env::var("KILN_EMIT_LEVELS").unwrap_or_else(|_| "O0,O2".into());
    let limit: usize = std::env::var("KILN_EMIT_LIMIT").ok().and_then(|v| v.parse().ok()).unwrap_or(usize::MAX);
    let only = std::env::var("KILN_EMIT_ONLY").ok();
    let dir = std::env::temp_dir().join(format!("kiln-asm-printer-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for level in levels.split(',') {
        let names = torture_names(&cache, level, limit, |n| only.as_deref().is_none_or(|o| o == n) && stages.join(level).join(format!("{n}.mir")).is_file());
        let mut tally = Tally::default();
        for name in &names {
            let path = stages.join(level).join(format!("{name}.mir"));
            if let Some(asm_dir) = std::env::var_os("KILN_EMIT_ASM_DIR") {
                let out = PathBuf::from(asm_dir).join(level);
                std::fs::create_dir_all(&out).unwrap();
                if let Ok(text) = compile(&path, true, reloc) {
                    std::fs::write(out.join(format!("{name}.s")), text).unwrap();
                }
                if let Ok(obj) = compile(&path, false, reloc) {
                    std::fs::write(out.join(format!("{name}.o")), obj).unwrap();
                }
            }
            let result = compile(&path, false, reloc).and_then(|obj| link_and_run(&obj, &dir, name, reloc, only.is_some()));
            if let (Some(_), Err((stage, msg))) = (&only, &result) {
                eprintln!("{name}: {stage}: {msg}");
            }
            tally.record(name, result);
        }
        tally.print(level, names.len(), 40);
    }
    if only.is_none() {
        let _ = std::fs::remove_dir_all(&dir);
    }
}
