//! File tests of the AsmPrinter: each `tests/emit/*.mir` (llc's MIR right before its asm
//! printer, IR module embedded) is printed as x86-64 assembly through kiln's printer, and the
//! text must match the file's `# CHECK:` / `# CHECK-NEXT:` / `# CHECK-NOT:` lines (expectations
//! taken from `llc -O0 -relocation-model=pic` on the same IR; `# RELOC: static` selects the
//! static model). The same input must also assemble into an ELF object.

use std::path::Path;

use kiln_codegen::emit::AsmPrinter;
use kiln_codegen::mir::{parse_mir, MirTarget};
use kiln_codegen::target::machine::RelocModel;
use kiln_mc::Streamer;
use kiln_support::SourceFile;
use kiln_target_x86::mc_lower::X86AsmLowering;

static X86: MirTarget = MirTarget { regs: &kiln_target_x86::REGISTER_INFO, instrs: &kiln_target_x86::INSTR_INFO, reg_banks: &["gpr", "vecr", "psr"] };

/// Prints `text` (a `.mir` file) through the AsmPrinter into `streamer`.
fn print(name: &str, text: &str, streamer: &mut dyn Streamer, reloc: RelocModel) -> Result<Vec<u8>, String> {
    let mir = parse_mir(&SourceFile::new(name, text), &X86).map_err(|d| d.message)?;
    let module = kiln_ir::parse(name, mir.ir.as_deref().ok_or("no IR")?).map_err(|d| d.message)?;
    let lowering = X86AsmLowering;
    let mut printer = AsmPrinter::new(&mut *streamer, &lowering, X86, &module, reloc)?;
    printer.begin_module()?;
    for mf in &mir.functions {
        printer.emit_function(mf)?;
    }
    printer.finish_module()?;
    streamer.finish().map_err(|e| e.iter().map(|e| e.message.clone()).collect::<Vec<_>>().join("; "))
}

/// A small FileCheck: `CHECK` finds the pattern at or after the current line, `CHECK-NEXT`
/// on the next line, `CHECK-NOT` not between the previous match and the next one.
fn file_check(output: &str, checks: &[(String, String)]) -> Result<(), String> {
    let lines: Vec<&str> = output.lines().collect();
    let mut pos = 0;
    let mut not: Option<&str> = None;
    for (kind, pattern) in checks {
        if kind == "CHECK-NOT" {
            not = Some(pattern);
            continue;
        }
        let found = match kind.as_str() {
            "CHECK" => (pos..lines.len()).find(|&k| lines[k].contains(pattern.as_str())),
            _ => (pos < lines.len() && lines[pos].contains(pattern.as_str())).then_some(pos),
        };
        let Some(k) = found else { return Err(format!("{kind}: '{pattern}' not found after line {pos}")) };
        if let Some(bad) = not.take() {
            if let Some(l) = lines[pos..k].iter().find(|l| l.contains(bad)) {
                return Err(format!("CHECK-NOT: '{bad}' found: {l}"));
            }
        }
        pos = k + 1;
    }
    if let Some(bad) = not {
        if let Some(l) = lines[pos..].iter().find(|l| l.contains(bad)) {
            return Err(format!("CHECK-NOT: '{bad}' found: {l}"));
        }
    }
    Ok(())
}

fn checks_of(text: &str) -> Vec<(String, String)> {
    text.lines()
        .filter_map(|l| l.strip_prefix("# "))
        .filter_map(|l| l.split_once(": "))
        .filter(|(k, _)| matches!(*k, "CHECK" | "CHECK-NEXT" | "CHECK-NOT"))
        .map(|(k, p)| (k.to_string(), p.replace("\\t", "\t")))
        .collect()
}

#[test]
fn emit_files_match_their_checks() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/emit");
    let mut files: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|e| e == "mir")).collect();
    files.sort();
    assert!(!files.is_empty());
    let mut failures = Vec::new();
    for path in files {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(&path).unwrap();
        let checks = checks_of(&text);
        let reloc = if text.lines().any(|l| l == "# RELOC: static") { RelocModel::Static } else { RelocModel::Pic };
        assert!(!checks.is_empty(), "{name} has no CHECK lines");
        let mut asm = kiln_target_x86::asm_streamer(false, kiln_target_x86::AsmSyntax::Att);
        match print(&name, &text, &mut asm, reloc) {
            Ok(bytes) => {
                let out = String::from_utf8(bytes).unwrap();
                if let Err(e) = file_check(&out, &checks) {
                    failures.push(format!("{name}: {e}\n--- output ---\n{out}"));
                }
            }
            Err(e) => failures.push(format!("{name}: {e}")),
        }
        let mut obj = kiln_target_x86::elf_object_streamer();
        match print(&name, &text, &mut obj, reloc) {
            Ok(bytes) => assert_eq!(&bytes[..4], b"\x7fELF", "{name}"),
            Err(e) => failures.push(format!("{name} (object): {e}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn file_check_reports_missing_and_forbidden_lines() {
    let out = "a\nb\nc\n";
    let c = |k: &str, p: &str| (k.to_string(), p.to_string());
    assert!(file_check(out, &[c("CHECK", "a"), c("CHECK-NEXT", "b")]).is_ok());
    assert!(file_check(out, &[c("CHECK", "a"), c("CHECK-NEXT", "c")]).is_err());
    assert!(file_check(out, &[c("CHECK", "a"), c("CHECK-NOT", "b"), c("CHECK", "c")]).is_err());
    assert!(file_check(out, &[c("CHECK", "d")]).is_err());
}

/// `switch.mir` with an `INLINEASM` of `asm` before the `movl $1, %eax` of `pick`.
fn with_inline_asm(asm: &str) -> String {
    let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/emit/switch.mir")).unwrap();
    let line = format!("    INLINEASM &\"{asm}\", 1 /* sideeffect attdialect */\n    renamable $eax = MOV32ri 1\n");
    let with_asm = text.replacen("    renamable $eax = MOV32ri 1\n", &line, 1);
    assert_ne!(with_asm, text);
    with_asm
}

#[test]
fn inline_assembly_goes_through_the_assembly_parser() {
    let mut asm = kiln_target_x86::asm_streamer(false, kiln_target_x86::AsmSyntax::Att);
    let out = print("asm.mir", &with_inline_asm("fsin\\0A\\09movl $$5, %ecx"), &mut asm, RelocModel::Pic).unwrap();
    let out = String::from_utf8(out).unwrap();
    let checks = [("CHECK", "jmpq\t*%rax"), ("CHECK", "#APP"), ("CHECK-NEXT", "fsin"), ("CHECK-NEXT", "movl\t$5, %ecx"), ("CHECK-NEXT", "#NO_APP"), ("CHECK-NEXT", "movl\t$1, %eax")];
    let checks: Vec<(String, String)> = checks.iter().map(|&(p, l)| (p.into(), l.into())).collect();
    assert!(file_check(&out, &checks).is_ok(), "{out}");
}

#[test]
fn unsupported_inline_assembly_is_an_error_naming_it() {
    let mut asm = kiln_target_x86::asm_streamer(false, kiln_target_x86::AsmSyntax::Att);
    let err = print("asm.mir", &with_inline_asm("movl $0, %eax"), &mut asm, RelocModel::Pic).unwrap_err();
    assert!(err.contains("invalid operand in inline asm") && err.contains("movl $0"), "{err}");
    let mut asm = kiln_target_x86::asm_streamer(false, kiln_target_x86::AsmSyntax::Att);
    let err = print("asm.mir", &with_inline_asm("frobnicate %eax"), &mut asm, RelocModel::Pic).unwrap_err();
    assert!(err.contains("inline assembly") && err.contains("frobnicate"), "{err}");
}
