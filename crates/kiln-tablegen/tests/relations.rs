//! The instruction relation back end on the relation-framework article's example
//! (tests/relations/predicated_alu32.td) and on rows with holes: the generated Rust
//! (the `opcode` module of -gen-instr-info plus -gen-instr-relations) is compiled
//! with rustc together with a `main` that checks every lookup, and run. A row with
//! two instructions in one column is an error naming both.

use kiln_tablegen::{backends, parse_file, Options, RecordKeeper};
use std::path::{Path, PathBuf};
use std::process::Command;

fn manifest_dir() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn parse(name: &str) -> RecordKeeper {
    let options = Options { include_dirs: vec![manifest_dir().join("../kiln-codegen/td")], ..Options::default() };
    let path = manifest_dir().join("tests/relations").join(name);
    parse_file(path.to_str().unwrap(), &options).unwrap_or_else(|e| panic!("{e}"))
}

fn run_backend(action: &str, rk: &RecordKeeper) -> Result<String, String> {
    let backend = backends::find(action).unwrap_or_else(|| panic!("no back end {action}"));
    (backend.run)(rk).map_err(|e| e.to_string())
}

/// The self-contained `opcode` module and `NUM_OPCODES` of -gen-instr-info's output.
fn opcode_module(instr_info: &str) -> String {
    let start = instr_info.find("pub mod opcode {").expect("an opcode module");
    let end = instr_info[start..].find("\n}\n").expect("the end of the opcode module") + start + 3;
    let count = instr_info.lines().find(|l| l.starts_with("pub const NUM_OPCODES")).expect("NUM_OPCODES");
    format!("{}\n{count}\n", &instr_info[start..end])
}

/// Compiles the generated code of `td` with `checks` as the body of `main` and runs it.
fn compile_and_run(td: &str, checks: &str) {
    let rk = parse(td);
    let instr_info = run_backend("gen-instr-info", &rk).unwrap();
    let relations = run_backend("gen-instr-relations", &rk).unwrap();
    let program = format!(
        "#![allow(non_upper_case_globals, dead_code)]\n{}\n{relations}\nfn main() {{\n    use opcode::*;\n{checks}\n    println!(\"relations ok\");\n}}\n",
        opcode_module(&instr_info)
    );
    let dir: PathBuf = std::env::temp_dir().join(format!("kiln-relations-{}-{}", std::process::id(), td.replace('.', "_")));
    std::fs::create_dir_all(&dir).unwrap();
    let source = dir.join("main.rs");
    let binary = dir.join("relations_check");
    std::fs::write(&source, &program).unwrap();
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string());
    let compiled = Command::new(rustc).args(["--edition", "2021", "-o"]).arg(&binary).arg(&source).output().expect("rustc runs");
    assert!(compiled.status.success(), "generated code does not compile:\n{}\n{program}", String::from_utf8_lossy(&compiled.stderr));
    let ran = Command::new(&binary).output().expect("the check program runs");
    let stdout = String::from_utf8_lossy(&ran.stdout);
    assert!(ran.status.success() && stdout.contains("relations ok"), "checks failed:\n{}\n{program}", String::from_utf8_lossy(&ran.stderr));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn predicated_alu32_lookups() {
    compile_and_run(
        "predicated_alu32.td",
        r#"
    let rows = [
        (Add, Add_pt, Add_pf),
        (And, And_pt, And_pf),
        (Or, Or_pt, Or_pf),
        (Xor, Xor_pt, Xor_pf),
        (Sub, Sub_pt, Sub_pf),
    ];
    for (base, pt, pf) in rows {
        assert_eq!(get_predicated(base, 0), Some(pt));
        assert_eq!(get_predicated(base, 1), Some(pf));
        assert_eq!(get_predicated(base, 2), None);
        // Only unpredicated instructions are keys of getPredicated.
        assert_eq!(get_predicated(pt, 0), None);
        assert_eq!(get_predicated(pf, 1), None);
        assert_eq!(get_false_pred_opcode(pt, 0), Some(pf));
        assert_eq!(get_false_pred_opcode(pt, 1), None);
        assert_eq!(get_false_pred_opcode(pf, 0), None);
        assert_eq!(get_false_pred_opcode(base, 0), None);
    }
    // Opcodes outside the tables.
    assert_eq!(get_predicated(COPY, 0), None);
    assert_eq!(get_predicated(PHI, 0), None);
    assert_eq!(get_false_pred_opcode(NUM_OPCODES + 5, 0), None);
    assert_eq!(get_predicated(u32::MAX, 0), None);
"#,
    );
}

#[test]
fn rows_with_holes() {
    compile_and_run(
        "partial_rows.td",
        r#"
    assert_eq!(get_predicated(Mul, 0), Some(Mul_pt));
    assert_eq!(get_predicated(Mul, 1), None);
    assert_eq!(get_predicated(Neg_pt, 0), None);
    assert_eq!(get_predicated(Nop, 0), None);
    assert_eq!(get_predicated(Nop, 1), None);
    assert_eq!(get_predicated(Plain, 0), None);
"#,
    );
}

#[test]
fn keyless_rows_are_left_out_of_the_table() {
    let relations = run_backend("gen-instr-relations", &parse("partial_rows.td")).unwrap();
    assert!(relations.contains("static GET_PREDICATED_TABLE: [(u32, [Option<u32>; 2]); 1] = ["), "{relations}");
}

#[test]
fn duplicate_row_entry_is_an_error_naming_both() {
    let err = run_backend("gen-instr-relations", &parse("duplicate_row.td")).unwrap_err();
    assert!(err.contains("duplicate_row.td:23:"), "{err}");
    assert!(err.contains("error: InstrMapping getPredicated: instructions Add_pt and Add_pt2 are in the same row"), "{err}");
    assert!(err.contains("BaseOpcode = \"ADD\"") && err.contains("PredSense = \"true\""), "{err}");
    assert!(err.contains("duplicate_row.td:22:") && err.contains("note: Add_pt is defined here"), "{err}");
}
