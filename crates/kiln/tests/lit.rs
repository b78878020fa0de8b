//! File tests in lit style: every file under `tests/lit/` carries `RUN:` lines (after the
//! file's comment marker, `;` or `#`) that run `kiln` subcommands and pipe their output into
//! `FileCheck` against the file's own `CHECK:` lines. `%s` is the file, `%t` a scratch path,
//! `kiln` the binary under test. `scripts/update-checks.py FILE` re-blesses the CHECK lines
//! from kiln's current output.

use std::path::{Path, PathBuf};
use std::process::Command;

fn filecheck() -> &'static str {
    for name in ["FileCheck-14", "FileCheck"] {
        if Command::new(name).arg("--version").output().is_ok() {
            return name;
        }
    }
    panic!("FileCheck not found: run scripts/setup.sh (it installs llvm-14-tools)");
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            collect(&p, out);
        } else if matches!(
            p.extension().and_then(|e| e.to_str()),
            Some("ll" | "mir" | "s" | "td")
        ) {
            out.push(p);
        }
    }
}

/// The RUN commands of `text`, with continuation lines (ending in `\`) joined.
fn run_lines(text: &str) -> Vec<String> {
    let mut cmds = Vec::new();
    let mut pending = String::new();
    for line in text.lines() {
        let Some(at) = line.find("RUN:") else {
            continue;
        };
        let part = line[at + 4..].trim();
        match part.strip_suffix('\\') {
            Some(head) => pending.push_str(head),
            None => {
                pending.push_str(part);
                cmds.push(std::mem::take(&mut pending));
            }
        }
    }
    cmds
}

#[test]
fn lit_file_tests() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/lit");
    let kiln = env!("CARGO_BIN_EXE_kiln");
    let filecheck = filecheck();
    let scratch = std::env::temp_dir().join(format!("kiln-lit-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).unwrap();
    let mut files = Vec::new();
    collect(&root, &mut files);
    assert!(!files.is_empty(), "no file tests under {}", root.display());
    let mut failures = Vec::new();
    for (i, file) in files.iter().enumerate() {
        let text = std::fs::read_to_string(file).unwrap();
        let cmds = run_lines(&text);
        if cmds.is_empty() {
            failures.push(format!("{}: no RUN line", file.display()));
            continue;
        }
        for cmd in cmds {
            let t = scratch.join(format!("t{i}"));
            let shell: Vec<String> = cmd
                .split(' ')
                .map(|word| match word {
                    "kiln" => kiln.to_string(),
                    "FileCheck" => filecheck.to_string(),
                    other => other
                        .replace("%s", &file.display().to_string())
                        .replace("%t", &t.display().to_string()),
                })
                .collect();
            // `not CMD` succeeds when CMD fails (only CMD, not the whole pipeline).
            let shell = format!("not() {{ ! \"$@\"; }}; {}", shell.join(" "));
            let out = Command::new("bash")
                .arg("-o")
                .arg("pipefail")
                .arg("-c")
                .arg(&shell)
                .output()
                .unwrap();
            if !out.status.success() {
                failures.push(format!(
                    "{}: RUN: {cmd}\n{}{}",
                    file.display(),
                    String::from_utf8_lossy(&out.stdout),
                    String::from_utf8_lossy(&out.stderr)
                ));
            }
        }
    }
    let _ = std::fs::remove_dir_all(&scratch);
    assert!(
        failures.is_empty(),
        "{} of {} file tests failed:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}
