//! The AsmPrinter over llc's own machine code: for every torture test llc compiles correctly
//! (`$HOME/.cache/kiln/torture/ref/{O0,O2}.pass`), reads llc's MIR from right before its asm
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

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use kiln_codegen::emit::AsmPrinter;
use kiln_codegen::mir::{parse_mir, MirTarget};
use kiln_codegen::target::machine::RelocModel;
use kiln_mc::Streamer;
use kiln_support::SourceFile;
use kiln_target_x86::mc_lower::X86AsmLowering;

static X86: MirTarget = MirTarget { regs: &kiln_target_x86::REGISTER_INFO, instrs: &kiln_target_x86::INSTR_INFO, reg_banks: &["gpr", "vecr", "psr"] };

/// The object file (or with `asm`, the assembly text) for one `.mir` file, or the stage and
/// message of the first error.
fn compile(path: &Path, asm: bool, reloc: RelocModel) -> Result<Vec<u8>, (&'static str, String)> {
    let text = std::fs::read_to_string(path).map_err(|e| ("read", e.to_string()))?;
    let file = SourceFile::new(path.to_string_lossy().as_ref(), text.as_str());
    let mir = parse_mir(&file, &X86).map_err(|d| ("mir-parse", d.message))?;
    let ir = mir.ir.as_deref().ok_or(("mir-parse", "no embedded IR".to_string()))?;
    let module = kiln_ir::parse("embedded.ll", ir).map_err(|d| ("ir-parse", d.message))?;
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
        let mut printer = AsmPrinter::new(&mut *streamer, &lowering, X86, &module, reloc).map_err(|e| ("printer", e))?;
        printer.begin_module().map_err(|e| ("printer", e))?;
        for mf in &mir.functions {
            printer.emit_function(mf).map_err(|e| ("printer", format!("{}: {e}", mf.name)))?;
        }
        printer.finish_module().map_err(|e| ("printer", e))?;
    }
    streamer.finish().map_err(|errs| ("assemble", errs.first().map_or_else(String::new, |e| e.message.clone())))
}

/// Links and runs an object; `Err` says how it failed.
fn link_and_run(obj: &[u8], dir: &Path, name: &str, reloc: RelocModel) -> Result<(), (&'static str, String)> {
    let o = dir.join(format!("{name}.o"));
    let exe = dir.join(name);
    std::fs::write(&o, obj).map_err(|e| ("write", e.to_string()))?;
    let mut gcc = Command::new("gcc");
    if reloc == RelocModel::Static {
        gcc.arg("-no-pie");
    }
    let link = gcc.arg(&o).arg("-lm").arg("-o").arg(&exe).output().map_err(|e| ("link", e.to_string()))?;
    if !link.status.success() {
        let msg = String::from_utf8_lossy(&link.stderr);
        let first = msg.lines().find(|l| l.contains("error") || l.contains("undefined")).unwrap_or("").to_string();
        return Err(("link", first.split(": ").skip(1).collect::<Vec<_>>().join(": ")));
    }
    let run = Command::new("timeout").arg("10").arg(&exe).output().map_err(|e| ("run", e.to_string()))?;
    let _ = std::fs::remove_file(&exe);
    if std::env::var("KILN_EMIT_ONLY").is_err() {
        let _ = std::fs::remove_file(&o);
    }
    match run.status.code() {
        Some(0) => Ok(()),
        Some(124) => Err(("run", "timeout".into())),
        Some(c) => Err(("run", format!("exit status {c}"))),
        None => Err(("run", "killed by a signal".into())),
    }
}

/// A message with numbers blurred (outside quotes), so that failures group by kind.
fn class_of(message: &str) -> String {
    let mut s = String::new();
    let mut in_quote = false;
    for c in message.chars() {
        match c {
            '\'' | '"' => {
                in_quote = !in_quote;
                s.push(c);
            }
            _ if in_quote => s.push(c),
            '0'..='9' => {
                if !s.ends_with('N') {
                    s.push('N');
                }
            }
            _ => s.push(c),
        }
    }
    s.chars().take(120).collect()
}

#[test]
#[ignore]
fn torture_objects_link_and_run() {
    let Some(home) = std::env::var_os("HOME") else { return };
    let cache = PathBuf::from(home).join(".cache/kiln");
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
        let list = std::fs::read_to_string(cache.join(format!("torture/ref/{level}.pass"))).unwrap_or_default();
        let names: Vec<&str> = list
            .lines()
            .map(str::trim)
            .filter(|n| !n.is_empty() && only.as_deref().is_none_or(|o| o == *n) && stages.join(level).join(format!("{n}.mir")).is_file())
            .take(limit)
            .collect();
        let mut passed = 0;
        let mut classes: BTreeMap<(String, String), Vec<String>> = BTreeMap::new();
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
            let result = compile(&path, false, reloc).and_then(|obj| link_and_run(&obj, &dir, name, reloc));
            match result {
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
        for ((stage, class), tests) in sorted.iter().take(40) {
            println!("  {:5} {stage}: {class}   e.g. {}", tests.len(), tests.iter().take(3).cloned().collect::<Vec<_>>().join(" "));
        }
    }
    if only.is_none() {
        let _ = std::fs::remove_dir_all(&dir);
    }
}
