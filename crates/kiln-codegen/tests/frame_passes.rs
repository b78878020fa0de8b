//! Tests of the passes between register allocation and emission — prolog/epilog insertion,
//! post-RA pseudo expansion and branch folding — on x86-64.
//!
//! `tests/passes/frame-*.mir` are FileCheck-style: a `# PASSES:` line names the passes to
//! run (`prolog-epilog`, `expand-post-ra`, `branch-folding`, `cfi-instr-inserter`), the printed MIR afterwards must
//! match the `# CHECK:` / `# CHECK-NEXT:` / `# CHECK-NOT:` lines, and the machine verifier
//! must accept it. The corpus test runs the passes over llc's MIR right before PEI
//! (`$KILN_CACHE/stages/before-prologepilog/{O0,O2}`, every 25th file in debug builds,
//! `KILN_FRAME_LIMIT=N` for the first N) and requires every function that parses to get
//! through them and the verifier; `KILN_FRAME_FILE=path` runs the passes on one file
//! (`KILN_FRAME_PASSES=a,b`, all four by default; none just verifies) and prints the result.

use std::path::{Path, PathBuf};

use kiln_codegen::mir::{parse_mir, print_mir, verify, MachineFunction, MirModule, MirTarget};
use kiln_codegen::passes::{branch_folding, cfi_instr_inserter, expand_post_ra, prolog_epilog};
use kiln_codegen::target::frame_lowering::FrameAttrs;
use kiln_support::SourceFile;
use kiln_target_x86::branch_info::X86BranchInfo;
use kiln_target_x86::expand_pseudo::X86PseudoExpansion;
use kiln_target_x86::frame_lowering::X86FrameLowering;
use kiln_target_x86::instr_info::X86InstrInfo;
use kiln_target_x86::register_info::X86RegisterInfo;

static X86: MirTarget = MirTarget { regs: &kiln_target_x86::REGISTER_INFO, instrs: &kiln_target_x86::INSTR_INFO, reg_banks: &["gpr", "vecr", "psr"] };

/// The frame attributes of `mf` from the module's embedded IR (defaults without one).
fn attrs_of(ir: Option<&kiln_ir::Module>, mf: &MachineFunction) -> FrameAttrs {
    ir.and_then(|m| m.lookup_function(&mf.name).map(|f| FrameAttrs::from_ir(m, f))).unwrap_or_default()
}

fn run_passes(module: &mut MirModule, passes: &[&str]) -> Result<(), String> {
    let ir = match &module.ir {
        Some(text) => Some(kiln_ir::parse("embedded.ll", text).map_err(|d| format!("embedded IR: {}", d.message))?),
        None => None,
    };
    for mf in module.functions.iter_mut() {
        let attrs = attrs_of(ir.as_ref(), mf);
        for &p in passes {
            match p {
                "prolog-epilog" => {
                    prolog_epilog::run(mf, X86.instrs, &X86RegisterInfo, &X86FrameLowering, &attrs)?;
                }
                "expand-post-ra" => expand_post_ra::run(mf, &X86InstrInfo, X86.regs, &X86PseudoExpansion)?,
                "branch-folding" => branch_folding::run(mf, X86.instrs, &X86BranchInfo)?,
                "cfi-instr-inserter" => cfi_instr_inserter::run(mf, &X86FrameLowering)?,
                other => return Err(format!("unknown pass '{other}'")),
            }
        }
        verify(mf, &X86).map_err(|e| format!("{}: verifier: {e:?}", mf.name))?;
    }
    Ok(())
}

/// A small FileCheck: `CHECK` finds the pattern at or after the current line, `CHECK-NEXT`
/// on the next line, `CHECK-NOT` not between the previous match and the next one.
fn file_check(output: &str, checks: &[(String, String)]) -> Result<(), String> {
    // Runs of blanks compare equal to one blank (YAML aligns its values).
    let squeeze = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
    let owned: Vec<String> = output.lines().map(squeeze).collect();
    let lines: Vec<&str> = owned.iter().map(String::as_str).collect();
    let mut pos = 0usize; // first line not yet consumed
    let mut pending_not: Vec<&str> = Vec::new();
    for (kind, pattern) in checks {
        let found = match kind.as_str() {
            "CHECK-NOT" => {
                pending_not.push(pattern);
                continue;
            }
            "CHECK" => (pos..lines.len()).find(|&k| lines[k].contains(pattern.as_str())),
            "CHECK-NEXT" => (pos < lines.len() && lines[pos].contains(pattern.as_str())).then_some(pos),
            other => return Err(format!("unknown directive {other}")),
        };
        let k = found.ok_or_else(|| format!("{kind}: '{pattern}' not found after line {}:\n{}", pos, lines[pos.min(lines.len())..].join("\n")))?;
        for not in pending_not.drain(..) {
            if let Some(bad) = lines[pos..k].iter().find(|l| l.contains(not)) {
                return Err(format!("CHECK-NOT: '{not}' found: {bad}"));
            }
        }
        pos = k + 1;
    }
    for not in pending_not {
        if let Some(bad) = lines[pos..].iter().find(|l| l.contains(not)) {
            return Err(format!("CHECK-NOT: '{not}' found: {bad}"));
        }
    }
    Ok(())
}

fn check_file(path: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let mut passes = Vec::new();
    let mut checks = Vec::new();
    for line in text.lines() {
        let Some(rest) = line.strip_prefix("# ") else { continue };
        if let Some(p) = rest.strip_prefix("PASSES:") {
            passes.extend(p.split_whitespace().map(str::to_string));
        } else if let Some((kind, pattern)) = rest.split_once(": ") {
            if kind.starts_with("CHECK") {
                checks.push((kind.to_string(), pattern.split_whitespace().collect::<Vec<_>>().join(" ")));
            }
        }
    }
    if passes.is_empty() || checks.is_empty() {
        return Err("no '# PASSES:' or no '# CHECK' lines".into());
    }
    let source = SourceFile::new(path.display().to_string(), text.as_str());
    let mut module = parse_mir(&source, &X86).map_err(|d| d.to_string())?;
    let names: Vec<&str> = passes.iter().map(String::as_str).collect();
    run_passes(&mut module, &names)?;
    file_check(&print_mir(&module, &X86), &checks)
}

#[test]
fn frame_pass_file_tests() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/passes");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/passes")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with("frame-") && n.ends_with(".mir")))
        .collect();
    files.sort();
    assert!(files.len() >= 6, "expected the frame-*.mir tests in {}", dir.display());
    let failures: Vec<String> = files.iter().filter_map(|f| check_file(f).err().map(|e| format!("{}: {e}", f.display()))).collect();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn file_check_rejects_mismatches() {
    let out = "a\nb\nc\n";
    let c = |k: &str, p: &str| (k.to_string(), p.to_string());
    assert!(file_check(out, &[c("CHECK", "a"), c("CHECK-NEXT", "b")]).is_ok());
    assert!(file_check(out, &[c("CHECK", "a"), c("CHECK-NEXT", "c")]).is_err());
    assert!(file_check(out, &[c("CHECK", "a"), c("CHECK-NOT", "b"), c("CHECK", "c")]).is_err());
    assert!(file_check(out, &[c("CHECK", "c"), c("CHECK", "a")]).is_err());
}

/// Runs the passes over llc's MIR before `prologepilog`; every function of every file that
/// parses must get through them and the verifier.
#[test]
fn before_prologepilog_corpus() {
    let Some(cache) = kiln_support::corpus_cache() else {
        println!("frame corpus: neither KILN_CACHE nor HOME is set; skipped");
        return;
    };
    if let Ok(path) = std::env::var("KILN_FRAME_FILE") {
        let text = std::fs::read_to_string(&path).unwrap();
        let mut module = parse_mir(&SourceFile::new(path.as_str(), text.as_str()), &X86).unwrap();
        let passes = std::env::var("KILN_FRAME_PASSES").unwrap_or_else(|_| "prolog-epilog,expand-post-ra,branch-folding,cfi-instr-inserter".into());
        let names: Vec<&str> = passes.split(',').filter(|p| !p.is_empty()).collect();
        let result = run_passes(&mut module, &names);
        println!("{}", print_mir(&module, &X86));
        result.unwrap();
        return;
    }
    let root = cache.join("stages/before-prologepilog");
    for level in ["O0", "O2"] {
        let Ok(dir) = std::fs::read_dir(root.join(level)) else {
            println!("frame corpus: no {}/{level} (scripts/llc-stages.sh builds it); skipped", root.display());
            continue;
        };
        let mut files: Vec<PathBuf> = dir.filter_map(|e| e.ok().map(|e| e.path())).filter(|p| p.extension().is_some_and(|e| e == "mir")).collect();
        files.sort();
        if let Some(limit) = std::env::var("KILN_FRAME_LIMIT").ok().and_then(|v| v.parse().ok()) {
            files.truncate(limit);
        } else if cfg!(debug_assertions) {
            files = files.into_iter().step_by(25).collect();
        }
        let passes: &[&str] = if level == "O0" {
            &["prolog-epilog", "expand-post-ra", "cfi-instr-inserter"]
        } else {
            &["prolog-epilog", "expand-post-ra", "branch-folding", "cfi-instr-inserter"]
        };
        let (mut ok, mut unparsed, mut failed) = (0, 0, Vec::new());
        for f in &files {
            let text = std::fs::read_to_string(f).unwrap();
            let Ok(mut module) = parse_mir(&SourceFile::new(f.display().to_string(), text.as_str()), &X86) else {
                unparsed += 1;
                continue;
            };
            match run_passes(&mut module, passes) {
                Ok(()) => ok += 1,
                Err(e) => failed.push(format!("{}: {e}", f.display())),
            }
        }
        println!("frame corpus {level}: {} files, {ok} pass, {unparsed} not parsed (x86 tables), {} failed", files.len(), failed.len());
        assert!(failed.is_empty(), "{}", failed.join("\n"));
    }
}

/// The frame instructions (flagged frame-setup/frame-destroy, and CFI) of each function, as
/// kiln prints them, plus the printed `stackSize`.
fn frame_summary(module: &MirModule) -> Vec<(String, String, Vec<String>, String)> {
    let text = print_mir(module, &X86);
    let mut out = Vec::new();
    for doc in text.split("\n---\n").filter(|d| d.contains("\nbody:")) {
        let name = doc.lines().find_map(|l| l.strip_prefix("name:")).unwrap_or("").trim().to_string();
        let size = doc.lines().find_map(|l| l.trim().strip_prefix("stackSize:")).unwrap_or("").trim().to_string();
        let body = &doc[doc.find("\nbody:").unwrap_or(0)..];
        let frame: Vec<String> = body
            .lines()
            .map(str::trim)
            .filter(|l| l.contains("frame-setup") || l.contains("frame-destroy") || l.starts_with("CFI_INSTRUCTION"))
            .map(str::to_string)
            .collect();
        out.push((name, size, frame, body.lines().map(str::trim).collect::<Vec<_>>().join("\n")));
    }
    out
}

/// With `KILN_FRAME_LLC=N`: for every N-th corpus file, compares kiln's prolog/epilog insertion
/// with `llc -stop-after=prologepilog` (frame size, frame instructions, whole body) and
/// prints the figures; O0 frames must match exactly.
#[test]
fn compare_with_llc_prologepilog() {
    let Some(step) = std::env::var("KILN_FRAME_LLC").ok().and_then(|v| v.parse::<usize>().ok()) else {
        println!("KILN_FRAME_LLC not set; skipped");
        return;
    };
    let cache = kiln_support::corpus_cache().expect("KILN_CACHE or HOME");
    let stages = cache.join("stages/before-prologepilog");
    let lls = cache.join("torture/ll");
    for level in ["O0", "O2"] {
        let Ok(dir) = std::fs::read_dir(stages.join(level)) else { continue };
        let mut files: Vec<PathBuf> = dir.filter_map(|e| e.ok().map(|e| e.path())).collect();
        files.sort();
        let (mut funcs, mut same_size, mut same_frame, mut same_body) = (0, 0, 0, 0);
        let (mut frame_diffs, mut body_diffs, mut size_diffs) = (Vec::new(), Vec::new(), Vec::new());
        for f in files.iter().step_by(step.max(1)) {
            let ll = lls.join(level).join(f.file_name().unwrap()).with_extension("ll");
            let out = std::process::Command::new("llc")
                .args([&format!("-{level}"), "-relocation-model=pic", "-stop-after=prologepilog", "-o", "-"])
                .arg(&ll)
                .output()
                .expect("llc");
            let theirs_text = String::from_utf8_lossy(&out.stdout).to_string();
            let (Ok(theirs), Ok(mut ours)) = (
                parse_mir(&SourceFile::new("llc.mir", theirs_text.as_str()), &X86),
                parse_mir(&SourceFile::new(f.display().to_string(), std::fs::read_to_string(f).unwrap()), &X86),
            ) else {
                continue;
            };
            if run_passes(&mut ours, &["prolog-epilog"]).is_err() {
                continue;
            }
            for (a, b) in frame_summary(&ours).iter().zip(frame_summary(&theirs)) {
                funcs += 1;
                same_size += usize::from(a.1 == b.1);
                same_body += usize::from(a.3 == b.3);
                if a.3 != b.3 && body_diffs.len() < 3 {
                    let first = a.3.lines().zip(b.3.lines()).find(|(x, y)| x != y);
                    body_diffs.push(format!("{}: {}: first different line:\nkiln: {:?}\nllc:  {:?}", f.display(), a.0, first.map(|p| p.0), first.map(|p| p.1)));
                }
                if a.1 != b.1 && size_diffs.len() < 3 {
                    size_diffs.push(format!("{}: {}: stack size kiln {} llc {}", f.display(), a.0, a.1, b.1));
                }
                if a.2 == b.2 {
                    same_frame += 1;
                } else if frame_diffs.len() < 5 {
                    frame_diffs.push(format!("{}: {}\nkiln: {:?}\nllc:  {:?}", f.display(), a.0, a.2, b.2));
                }
            }
        }
        println!("llc comparison {level}: {funcs} functions, stack size equal {same_size}, frame instructions equal {same_frame}, whole body equal {same_body}");
        for d in frame_diffs.iter().chain(&body_diffs).chain(&size_diffs) {
            println!("{d}");
        }
        if level == "O0" {
            assert_eq!(same_frame, funcs, "O0 frame instructions differ from llc");
        }
    }
}

/// Every `CFI_INSTRUCTION` directive kind reads and prints back as LLVM writes it; unknown
/// directives are errors.
#[test]
fn cfi_directives_round_trip() {
    let lines = [
        "CFI_INSTRUCTION def_cfa $rsp, 8",
        "CFI_INSTRUCTION def_cfa_offset 16",
        "CFI_INSTRUCTION def_cfa_register $rbp",
        "CFI_INSTRUCTION adjust_cfa_offset -24",
        "CFI_INSTRUCTION offset $rbx, -24",
        "CFI_INSTRUCTION rel_offset $r12, 8",
        "CFI_INSTRUCTION register $r13, $r14",
        "CFI_INSTRUCTION restore $rbx",
        "CFI_INSTRUCTION undefined $r15",
        "CFI_INSTRUCTION same_value $rbp",
        "CFI_INSTRUCTION remember_state",
        "CFI_INSTRUCTION restore_state",
    ];
    let text = format!("---\nname: f\nbody: |\n  bb.0:\n    {}\n    RET64\n...\n", lines.join("\n    "));
    let module = parse_mir(&SourceFile::new("cfi.mir", text.as_str()), &X86).unwrap();
    assert_eq!(module.functions[0].cfi_directives.len(), lines.len());
    let printed = print_mir(&module, &X86);
    let body: Vec<&str> = printed.lines().map(str::trim).filter(|l| l.starts_with("CFI_INSTRUCTION")).collect();
    assert_eq!(body, lines);
    let bad = "---\nname: f\nbody: |\n  bb.0:\n    CFI_INSTRUCTION window_save\n...\n";
    let err = parse_mir(&SourceFile::new("bad.mir", bad), &X86).unwrap_err();
    assert!(err.message.contains("unsupported CFI directive 'window_save'"), "{}", err.message);
}
