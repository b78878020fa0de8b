//! What the corpus tests that link and run torture programs share: the torture list of a
//! level, linking an object with gcc and running it, and a tally of failures by kind.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use kiln_codegen::emit::AsmPrinter;
use kiln_codegen::mir::{MachineFunction, MirTarget};
use kiln_codegen::target::machine::RelocModel;
use kiln_ir::Module;
use kiln_mc::Streamer;
use kiln_target_x86::mc_lower::X86AsmLowering;

pub static X86: MirTarget = MirTarget { regs: &kiln_target_x86::REGISTER_INFO, instrs: &kiln_target_x86::INSTR_INFO, reg_banks: &["gpr", "vecr", "psr"] };

/// Prints `functions` and `module`'s globals with kiln's asm printer: an ELF object, or with
/// `asm` the assembly text; `Err` gives the stage and message of the first error.
pub fn print(module: &Module, functions: &[MachineFunction], asm: bool, reloc: RelocModel) -> Result<Vec<u8>, (&'static str, String)> {
    let mut object;
    let mut text;
    let streamer: &mut dyn Streamer = if asm {
        text = kiln_target_x86::asm_streamer(false, kiln_target_x86::AsmSyntax::Att);
        &mut text
    } else {
        object = kiln_target_x86::elf_object_streamer();
        &mut object
    };
    {
        let lowering = X86AsmLowering;
        let mut printer = AsmPrinter::new(&mut *streamer, &lowering, X86, module, reloc).map_err(|e| ("printer", e))?;
        printer.begin_module().map_err(|e| ("printer", e))?;
        for mf in functions {
            printer.emit_function(mf).map_err(|e| ("printer", format!("{}: {e}", mf.name)))?;
        }
        printer.finish_module().map_err(|e| ("printer", e))?;
    }
    streamer.finish().map_err(|errs| ("assemble", errs.first().map_or_else(String::new, |e| e.message.clone())))
}

/// `$KILN_CACHE` (default `$HOME/.cache/kiln`), where the corpora are cached.
pub fn cache_dir() -> Option<PathBuf> {
    kiln_support::corpus_cache()
}

/// The torture tests llc compiles correctly at `level` (`ref/LEVEL.pass`), filtered by `keep`
/// and capped at `limit`.
pub fn torture_names(cache: &Path, level: &str, limit: usize, keep: impl Fn(&str) -> bool) -> Vec<String> {
    let list = std::fs::read_to_string(cache.join(format!("torture/ref/{level}.pass"))).unwrap_or_default();
    list.lines().map(str::trim).filter(|n| !n.is_empty() && keep(n)).take(limit).map(String::from).collect()
}

/// Links `obj` with `gcc -lm` (`-no-pie` for static code) in `dir` and runs it with a 10 s
/// limit; `Err` gives the stage and how it failed. The object is kept when `keep`.
pub fn link_and_run(obj: &[u8], dir: &Path, name: &str, reloc: RelocModel, keep: bool) -> Result<(), (&'static str, String)> {
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
        let first = msg.lines().find(|l| l.contains("error") || l.contains("undefined")).unwrap_or("");
        return Err(("link", first.split(": ").skip(1).collect::<Vec<_>>().join(": ")));
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

/// Passes and failures of one level, failures grouped by stage and kind.
#[derive(Default)]
pub struct Tally {
    passed: usize,
    classes: BTreeMap<(String, String), Vec<String>>,
}

impl Tally {
    pub fn record(&mut self, name: &str, result: Result<(), (&'static str, String)>) {
        match result {
            Ok(()) => self.passed += 1,
            Err((stage, msg)) => self.classes.entry((stage.to_string(), class_of(&msg))).or_default().push(name.to_string()),
        }
    }

    /// Prints `LEVEL: passed/total` and the `top` most frequent kinds of failure.
    pub fn print(self, level: &str, total: usize, top: usize) {
        println!("{level}: {}/{total} objects link and exit 0", self.passed);
        let mut sorted: Vec<_> = self.classes.into_iter().collect();
        sorted.sort_by_key(|(_, v)| std::cmp::Reverse(v.len()));
        for ((stage, class), tests) in sorted.iter().take(top) {
            println!("  {:5} {stage}: {class}   e.g. {}", tests.len(), tests.iter().take(3).cloned().collect::<Vec<_>>().join(" "));
        }
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
