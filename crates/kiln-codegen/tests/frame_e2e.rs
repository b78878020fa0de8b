//! The post-RA passes end to end: for every torture test llc compiles correctly
//! (`$KILN_CACHE/torture/ref/{O0,O2}.pass`), reads llc's MIR from right before
//! `prologepilog` (`stages/before-prologepilog/{O0,O2}/NAME.mir`, register-allocated,
//! position-independent), runs kiln's prolog/epilog insertion, post-RA pseudo expansion,
//! (at O2) branch folding and the CFI fix-up, emits an ELF object with kiln's asm printer, links it with
//! `gcc OBJ -lm`, runs it and expects exit status 0. Prints the counts and failure classes.
//!
//! Ignored by default (it links and runs thousands of programs); run in release mode:
//! `cargo test --release -p kiln-codegen --test frame_e2e -- --ignored --nocapture`.
//! `KILN_FRAME_LEVELS=O0` picks levels, `KILN_FRAME_LIMIT=N` caps the files per level,
//! `KILN_FRAME_ONLY=NAME` runs one test, keeps its object and prints its assembly;
//! `KILN_FRAME_FOLD=0|1` turns branch folding off or on at every level.

mod common;

use std::path::Path;

use common::{link_and_run, print, torture_names, Tally, X86};
use kiln_codegen::mir::{parse_mir, verify};
use kiln_codegen::passes::{branch_folding, cfi_instr_inserter, expand_post_ra, prolog_epilog};
use kiln_codegen::target::frame_lowering::FrameAttrs;
use kiln_codegen::target::machine::RelocModel;
use kiln_support::SourceFile;
use kiln_target_x86::branch_info::X86BranchInfo;
use kiln_target_x86::expand_pseudo::X86PseudoExpansion;
use kiln_target_x86::frame_lowering::X86FrameLowering;
use kiln_target_x86::instr_info::X86InstrInfo;
use kiln_target_x86::register_info::X86RegisterInfo;

/// The object (or with `asm`, the assembly text) for one `.mir` file, or the stage and message
/// of the first error.
fn compile(path: &Path, fold_branches: bool, asm: bool) -> Result<Vec<u8>, (&'static str, String)> {
    let text = std::fs::read_to_string(path).map_err(|e| ("read", e.to_string()))?;
    let file = SourceFile::new(path.to_string_lossy().as_ref(), text.as_str());
    let mut mir = parse_mir(&file, &X86).map_err(|d| ("mir-parse", d.message))?;
    let ir = mir.ir.clone().ok_or(("mir-parse", "no embedded IR".to_string()))?;
    let module = kiln_ir::parse("embedded.ll", &ir).map_err(|d| ("ir-parse", d.message))?;
    for mf in mir.functions.iter_mut() {
        let attrs = module.lookup_function(&mf.name).map(|f| FrameAttrs::from_ir(&module, f)).unwrap_or_default();
        prolog_epilog::run(mf, X86.instrs, &X86RegisterInfo, &X86FrameLowering, &attrs).map_err(|e| ("prologepilog", e))?;
        expand_post_ra::run(mf, &X86InstrInfo, X86.regs, &X86PseudoExpansion).map_err(|e| ("postrapseudos", e))?;
        if fold_branches {
            branch_folding::run(mf, X86.instrs, &X86BranchInfo).map_err(|e| ("branch-folder", e))?;
        }
        cfi_instr_inserter::run(mf, &X86FrameLowering).map_err(|e| ("cfi-instr-inserter", e))?;
        verify(mf, &X86).map_err(|e| ("verify", format!("{}: {}", mf.name, e.first().cloned().unwrap_or_default())))?;
    }
    print(&module, &mir.functions, asm, RelocModel::Pic)
}

#[test]
#[ignore]
fn torture_from_before_prologepilog_links_and_runs() {
    let Some(cache) = common::cache_dir() else { return };
    let stages = cache.join("stages/before-prologepilog");
    if !stages.is_dir() {
        eprintln!("skipping: {} is absent", stages.display());
        return;
    }
    let levels = std::env::var("KILN_FRAME_LEVELS").unwrap_or_else(|_| "O0,O2".into());
    let limit: usize = std::env::var("KILN_FRAME_LIMIT").ok().and_then(|v| v.parse().ok()).unwrap_or(usize::MAX);
    let only = std::env::var("KILN_FRAME_ONLY").ok();
    let dir = std::env::temp_dir().join(format!("kiln-frame-e2e-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for level in levels.split(',') {
        let names = torture_names(&cache, level, limit, |n| only.as_deref().is_none_or(|o| o == n));
        let mut tally = Tally::default();
        for name in &names {
            let path = stages.join(level).join(format!("{name}.mir"));
            let fold = match std::env::var("KILN_FRAME_FOLD").as_deref() {
                Ok("0") => false,
                Ok(_) => true,
                Err(_) => level != "O0",
            };
            if only.is_some() {
                if let Ok(text) = compile(&path, fold, true) {
                    println!("{}", String::from_utf8_lossy(&text));
                }
            }
            let result = compile(&path, fold, false).and_then(|obj| link_and_run(&obj, &dir, name, RelocModel::Pic, only.is_some()));
            if let (Some(_), Err((stage, msg))) = (&only, &result) {
                eprintln!("{name}: {stage}: {msg}");
            }
            tally.record(name, result);
        }
        tally.print(level, names.len(), 30);
    }
    if only.is_none() {
        let _ = std::fs::remove_dir_all(&dir);
    }
}
