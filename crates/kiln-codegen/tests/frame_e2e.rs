//! The post-RA passes end to end: for every torture test llc compiles correctly
//! (`$HOME/.cache/kiln/torture/ref/{O0,O2}.pass`), reads llc's MIR from right before
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

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use kiln_codegen::emit::AsmPrinter;
use kiln_codegen::mir::{parse_mir, verify, MirTarget};
use kiln_codegen::passes::{branch_folding, cfi_instr_inserter, expand_post_ra, prolog_epilog};
use kiln_codegen::target::frame_lowering::FrameAttrs;
use kiln_codegen::target::machine::RelocModel;
use kiln_mc::Streamer;
use kiln_support::SourceFile;
use kiln_target_x86::branch_info::X86BranchInfo;
use kiln_target_x86::expand_pseudo::X86PseudoExpansion;
use kiln_target_x86::frame_lowering::X86FrameLowering;
use kiln_target_x86::instr_info::X86InstrInfo;
use kiln_target_x86::mc_lower::X86AsmLowering;
use kiln_target_x86::register_info::X86RegisterInfo;

static X86: MirTarget = MirTarget { regs: &kiln_target_x86::REGISTER_INFO, instrs: &kiln_target_x86::INSTR_INFO, reg_banks: &["gpr", "vecr", "psr"] };

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
        cfi_instr_inserter::run(mf, X86.instrs, &X86FrameLowering).map_err(|e| ("cfi-instr-inserter", e))?;
        verify(mf, &X86).map_err(|e| ("verify", format!("{}: {}", mf.name, e.first().cloned().unwrap_or_default())))?;
    }
    let mut object;
    let mut text;
    let streamer: &mut dyn Streamer = if asm {
        text = kiln_target_x86::asm_streamer(false);
        &mut text
    } else {
        object = kiln_target_x86::elf_object_streamer();
        &mut object
    };
    {
        let lowering = X86AsmLowering;
        let mut printer = AsmPrinter::new(&mut *streamer, &lowering, X86, &module, RelocModel::Pic).map_err(|e| ("printer", e))?;
        printer.begin_module().map_err(|e| ("printer", e))?;
        for mf in &mir.functions {
            printer.emit_function(mf).map_err(|e| ("printer", format!("{}: {e}", mf.name)))?;
        }
        printer.finish_module().map_err(|e| ("printer", e))?;
    }
    streamer.finish().map_err(|errs| ("assemble", errs.first().map_or_else(String::new, |e| e.message.clone())))
}

/// Links and runs an object; `Err` says how it failed.
fn link_and_run(obj: &[u8], dir: &Path, name: &str, keep: bool) -> Result<(), (&'static str, String)> {
    let o = dir.join(format!("{name}.o"));
    let exe = dir.join(name);
    std::fs::write(&o, obj).map_err(|e| ("write", e.to_string()))?;
    let link = Command::new("gcc").arg(&o).arg("-lm").arg("-o").arg(&exe).output().map_err(|e| ("link", e.to_string()))?;
    if !link.status.success() {
        let msg = String::from_utf8_lossy(&link.stderr);
        return Err(("link", msg.lines().find(|l| l.contains("error") || l.contains("undefined")).unwrap_or("").to_string()));
    }
    let run = Command::new("timeout").arg("10").arg(&exe).output().map_err(|e| ("run", e.to_string()))?;
    let _ = std::fs::remove_file(&exe);
    if !keep {
        let _ = std::fs::remove_file(&o);
    }
    match run.status.code() {
        Some(0) => Ok(()),
        Some(124) => Err(("run", "timeout".into())),
        Some(c) => Err(("run", format!("exit status {c}"))),
        None => Err(("run", "killed by a signal".into())),
    }
}

/// A message with digits blurred, so that failures group by kind.
fn class_of(message: &str) -> String {
    let mut s = String::new();
    for c in message.chars() {
        if c.is_ascii_digit() {
            if !s.ends_with('N') {
                s.push('N');
            }
        } else {
            s.push(c);
        }
    }
    s.chars().take(120).collect()
}

#[test]
#[ignore]
fn torture_from_before_prologepilog_links_and_runs() {
    let Some(home) = std::env::var_os("HOME") else { return };
    let cache = PathBuf::from(home).join(".cache/kiln");
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
        let list = std::fs::read_to_string(cache.join(format!("torture/ref/{level}.pass"))).unwrap_or_default();
        let names: Vec<&str> = list.lines().map(str::trim).filter(|n| !n.is_empty() && only.as_deref().is_none_or(|o| o == *n)).take(limit).collect();
        let mut passed = 0;
        let mut classes: BTreeMap<(String, String), Vec<String>> = BTreeMap::new();
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
            match compile(&path, fold, false).and_then(|obj| link_and_run(&obj, &dir, name, only.is_some())) {
                Ok(()) => passed += 1,
                Err((stage, msg)) => {
                    if only.is_some() {
                        eprintln!("{name}: {stage}: {msg}");
                    }
                    classes.entry((stage.to_string(), class_of(&msg))).or_default().push(name.to_string());
                }
            }
        }
        println!("{level}: {passed}/{} objects link and exit 0", names.len());
        let mut sorted: Vec<_> = classes.into_iter().collect();
        sorted.sort_by_key(|(_, v)| std::cmp::Reverse(v.len()));
        for ((stage, class), tests) in sorted.iter().take(30) {
            println!("  {:5} {stage}: {class}   e.g. {}", tests.len(), tests.iter().take(3).cloned().collect::<Vec<_>>().join(" "));
        }
    }
    if only.is_none() {
        let _ = std::fs::remove_dir_all(&dir);
    }
}
