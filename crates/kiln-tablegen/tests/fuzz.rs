//! Runs the TableGen fuzz check (`kiln_tablegen::fuzzing::check`: parse and print must never
//! panic or hang) on 10,000 mutants of the feature tests, with a fixed seed, and on the inputs
//! that once crashed it.

#[test]
fn mutated_inputs_never_panic() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/features");
    let mut seeds: Vec<Vec<u8>> = Vec::new();
    let mut names: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|e| e == "td")).collect();
    names.sort();
    for p in names {
        seeds.push(std::fs::read(p).unwrap());
    }
    let seed_refs: Vec<&[u8]> = seeds.iter().map(|s| s.as_slice()).collect();
    let dictionary = [
        "class ", "def ", "defm ", "multiclass ", "foreach ", " in ", "let ", "if ", " then ", " else ", "defvar ", "defset ",
        "assert ", "field ", "bits<4>", "list<int>", "dag", "string", "code", "int", "bit", "!add(", "!if(", "!cast<int>(",
        "!foreach(x, ", "!foldl(", "!con(", "!dag(", "!cond(", "!listsplat(", "!strconcat(", "!subst(", "!substr(", "!find(",
        "!interleave(", "!filter(", "!isa<", "!getdagop(", "!setdagop(", "!head(", "!tail(", "!size(", "!empty(", "NAME",
        "#", "?", "{0-3}", "[1, 2]", "0b101", "0x1f", "[{ code }]", "#ifdef FUZZ\n", "#else\n", "#endif\n", "#define X\n",
        "include \"x.td\"\n", "$a", ":$b", "...", "<", ">",
    ];
    kiln_support::fuzz::run(&seed_refs, &dictionary, 0x7ab1e, 10_000, kiln_tablegen::fuzzing::check);
}

/// Inputs the coverage-guided fuzzer once crashed on (`tests/fuzz-regressions/`).
#[test]
fn former_crashes_stay_fixed() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz-regressions");
    let mut count = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        kiln_tablegen::fuzzing::check(&std::fs::read(entry.unwrap().path()).unwrap());
        count += 1;
    }
    assert!(count > 0);
}
