//! File tests for the MIR passes before register allocation and the allocators: each
//! `tests/passes/regalloc-NAME.mir` names its passes on a line `# PASSES: phi-elimination
//! two-address regallocfast` (or `regallocbasic`, `greedy`); the test runs them (the machine verifier
//! after each, the allocation checker after an allocator) and compares the printed result with
//! `regalloc-NAME.mir.expected`. `KILN_BLESS=1 cargo test -p kiln-codegen --test pass_files`
//! rewrites the expected files after a reviewed change. (`frame-*.mir` in the same directory
//! belong to `frame_passes.rs`.)

use std::path::PathBuf;

use kiln_codegen::mir::{parse_mir, print_mir, verify, MirModule, MirTarget};
use kiln_codegen::passes::{phi_elimination, register_coalescer, two_address};
use kiln_codegen::analysis::Analyses;
use kiln_codegen::regalloc::{self, RegAllocKind};
use kiln_support::SourceFile;
use kiln_target_x86::instr_info::X86InstrInfo;
use kiln_target_x86::register_info::X86RegisterInfo;
use kiln_target_x86::x87_stackify::X87Stackifier;

static X86: MirTarget = MirTarget { regs: &kiln_target_x86::REGISTER_INFO, instrs: &kiln_target_x86::INSTR_INFO, reg_banks: &["gpr", "vecr", "psr"] };

fn run_passes(path: &std::path::Path) -> Result<String, String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let passes: Vec<String> = text
        .lines()
        .find_map(|l| l.strip_prefix("# PASSES:"))
        .ok_or("missing '# PASSES:' line")?
        .split_whitespace()
        .map(str::to_string)
        .collect();
    let mut module = parse_mir(&SourceFile::new(path.display().to_string(), text.as_str()), &X86).map_err(|e| e.to_string())?;
    let (ri, ii) = (X86RegisterInfo, X86InstrInfo);
    for mf in &mut module.functions {
        for pass in &passes {
            match pass.as_str() {
                "phi-elimination" => phi_elimination::run(mf, X86.instrs)?,
                "two-address" => two_address::run(mf, X86.instrs)?,
                "register-coalescer" => register_coalescer::run(mf, X86.regs, X86.instrs, &mut Analyses::default()).map(|_| ())?,
                "regallocfast" | "regallocbasic" | "greedy" => {
                    let kind = match pass.as_str() {
                        "regallocfast" => RegAllocKind::Fast,
                        "regallocbasic" => RegAllocKind::Basic,
                        _ => RegAllocKind::Greedy,
                    };
                    let target = regalloc::Target { tri: &ri, tii: &ii, stack: Some(&X87Stackifier), frame_pointer: true };
                    regalloc::run(kind, mf, &target, &mut Analyses::default(), true)?;
                }
                other => return Err(format!("unknown pass '{other}'")),
            }
            verify(mf, &X86).map_err(|e| format!("after {pass}: {}", e.join("\n")))?;
        }
    }
    Ok(print_mir(&MirModule { ir: None, functions: module.functions }, &X86))
}

#[test]
fn pass_file_tests() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/passes");
    let bless = std::env::var_os("KILN_BLESS").is_some();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|x| x == "mir") && p.file_name().is_some_and(|n| n.to_string_lossy().starts_with("regalloc-"))).collect();
    files.sort();
    assert!(!files.is_empty());
    let mut failures = Vec::new();
    for path in files {
        let expected_path = path.with_extension("mir.expected");
        let got = run_passes(&path).unwrap_or_else(|e| format!("error: {e}\n"));
        if bless {
            std::fs::write(&expected_path, &got).unwrap();
            continue;
        }
        let expected = std::fs::read_to_string(&expected_path).unwrap_or_default();
        if got != expected {
            failures.push(format!("{}: output differs from {}\n--- got ---\n{got}", path.display(), expected_path.display()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
