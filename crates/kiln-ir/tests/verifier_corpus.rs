//! The verifier accepts every module of the cached corpora (clang's own output, so all valid):
//! c-torture at -O0, -O2 and -O2 with debug info, and csmith at -O0 and -O2, as built by
//! `../shared/corpus/torture.sh` and `csmith.sh` under `$KILN_CACHE` (default
//! `$HOME/.cache/kiln`). A corpus that is not built is skipped with a message. Prints the
//! number of modules verified per corpus.

use std::path::PathBuf;

#[test]
fn every_corpus_module_verifies() {
    let Some(cache) = kiln_support::corpus_cache() else {
        println!("skipping the corpus check: neither KILN_CACHE nor HOME is set");
        return;
    };
    let mut failures = Vec::new();
    for dir in ["torture/ll/O0", "torture/ll/O2", "torture/ll/O2g", "csmith/ll/O0", "csmith/ll/O2"] {
        let path = cache.join(dir);
        let Ok(entries) = std::fs::read_dir(&path) else {
            println!("skipping {}: not built", path.display());
            continue;
        };
        let mut files: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).filter(|p| p.extension().is_some_and(|x| x == "ll")).collect();
        files.sort();
        let mut verified = 0;
        for file in &files {
            let name = file.display().to_string();
            let Ok(text) = std::fs::read_to_string(file) else {
                failures.push(format!("{name}: cannot read"));
                continue;
            };
            match kiln_ir::parse(&name, &text) {
                Err(d) => failures.push(format!("{name}: the reader rejected it: {}", d.message)),
                Ok(m) => match kiln_ir::verify_module(&m) {
                    Ok(()) => verified += 1,
                    Err(errors) => failures.push(format!("{name}: {}", errors[0])),
                },
            }
        }
        println!("{dir}: {verified} of {} modules verified", files.len());
    }
    assert!(failures.is_empty(), "{} modules failed:\n{}", failures.len(), failures.join("\n"));
}
