//! Broken `.td` inputs under `tests/errors/`: each must fail with exactly the diagnostic its
//! `// ERROR: FILE:LINE:COL: error: ...` line names (and the notes its `// NOTE:` lines name,
//! e.g. the include stack), rendered with the source line and a caret, without panicking.
//! The `.inc` files there are only included by the tests.

use kiln_tablegen::{parse_source, Options};
use std::path::Path;

#[test]
fn every_broken_input_reports_its_error() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/errors");
    let prefix = format!("{}/", dir.display());
    let mut files: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|e| e == "td")).collect();
    files.sort();
    assert!(files.len() >= 40, "expected at least 40 error tests, found {}", files.len());
    let options = Options { include_dirs: vec![dir.clone()], ..Default::default() };
    let mut failures = Vec::new();
    for path in &files {
        let name = path.file_name().unwrap().to_str().unwrap();
        let text = std::fs::read_to_string(path).unwrap();
        let expected: Vec<&str> = text.lines().filter_map(|l| l.strip_prefix("// ERROR: ")).collect();
        let notes: Vec<&str> = text.lines().filter_map(|l| l.strip_prefix("// NOTE: ")).collect();
        assert_eq!(expected.len(), 1, "{name}: needs exactly one // ERROR: line");
        match parse_source(name, text.as_bytes(), &options) {
            Ok(_) => failures.push(format!("{name}: parsed without error")),
            Err(d) => {
                let rendered = d.to_string().replace(&prefix, "");
                let mut lines = rendered.lines();
                let first = lines.next().unwrap_or("");
                if first != expected[0] {
                    failures.push(format!("{name}:\n  expected {}\n  got      {first}", expected[0]));
                }
                if d.line > 0 && !rendered.lines().nth(2).is_some_and(|l| l.trim_start().starts_with('^')) {
                    failures.push(format!("{name}: no source line and caret in\n{rendered}"));
                }
                let got_notes: Vec<&str> = rendered.lines().filter(|l| l.contains(": note: ")).collect();
                if got_notes != notes {
                    failures.push(format!("{name}: notes {got_notes:?}, expected {notes:?}"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{} of {} error tests failed:\n{}", failures.len(), files.len(), failures.join("\n"));
}
