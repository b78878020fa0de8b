//! Differential check of incoming-argument lowering against llc over the torture corpus: for
//! every function of `~/.cache/kiln/torture/ll/O0/*.ll`, the physical registers llc lists as
//! live-ins and the fixed stack objects it creates for stack arguments (`mir/O0/NAME.mir`, llc's
//! MIR after instruction selection) must be what kiln's x86 lowering records. Functions kiln
//! rejects (types it does not lower yet) are counted, not compared; the one known difference
//! is an i128 with a single register left, which llc 14 splits between R9 and the stack and
//! kiln (like gcc and the psABI) passes whole on the stack.
//!
//! Ignored by default (it needs the corpus): `cargo test -p kiln-target-x86 --test
//! calling_conv_corpus -- --ignored --nocapture`.

use kiln_codegen::isel::dag::{build_block, FunctionLoweringInfo, SelectionDAG};
use kiln_codegen::target::data_layout::{DataLayout, ModuleLayout};
use kiln_ir::Type;
use kiln_target_x86::lowering::X86TargetLowering;
use kiln_target_x86::REGISTER_INFO;
use std::collections::BTreeSet;
use std::path::PathBuf;

/// What llc's MIR says about one function's arguments.
#[derive(Default)]
struct LlcArgs {
    live_ins: BTreeSet<String>,
    fixed: BTreeSet<(i64, u64)>,
}

/// `name` -> live-ins and fixed stack objects of every function of a `.mir` file.
fn parse_mir(text: &str) -> Vec<(String, LlcArgs)> {
    let mut out: Vec<(String, LlcArgs)> = Vec::new();
    let mut section = "";
    for line in text.lines() {
        if let Some(name) = line.strip_prefix("name:") {
            out.push((name.trim().trim_matches('\'').to_string(), LlcArgs::default()));
            section = "";
            continue;
        }
        if !line.starts_with(' ') && line.contains(':') {
            section = line.split(':').next().unwrap_or("");
            continue;
        }
        let Some((_, f)) = out.last_mut() else { continue };
        let field = |key: &str| {
            line.split(&format!("{key}: ")).nth(1).map(|rest| rest.split([',', ' ', '}']).next().unwrap_or("").to_string())
        };
        match section {
            "liveins" => {
                if let Some(r) = field("reg") {
                    f.live_ins.insert(r.trim_matches('\'').trim_start_matches('$').to_string());
                }
            }
            "fixedStack" if line.trim_start().starts_with("- {") => {
                if let (Some(o), Some(s)) = (field("offset"), field("size")) {
                    f.fixed.insert((o.parse().unwrap(), s.parse().unwrap()));
                }
            }
            _ => {}
        }
    }
    out
}

#[test]
#[ignore]
fn argument_lowering_matches_llc_on_the_torture_corpus() {
    let home = std::env::var_os("HOME").map(PathBuf::from).unwrap_or_default();
    let root = home.join(".cache/kiln");
    let Ok(dir) = std::fs::read_dir(root.join("torture/ll/O0")) else {
        eprintln!("no corpus at {}", root.display());
        return;
    };
    let tli = X86TargetLowering::new();
    let (mut compared, mut rejected, mut i128_straddles) = (0, 0, 0);
    let mut mismatches = Vec::new();
    let mut reasons: std::collections::BTreeMap<String, usize> = Default::default();
    let mut files: Vec<PathBuf> = dir.filter_map(|e| e.ok().map(|e| e.path())).collect();
    files.sort();
    for path in files {
        let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
        let Ok(mir) = std::fs::read_to_string(root.join(format!("mir/O0/{stem}.mir"))) else { continue };
        let llc = parse_mir(&mir);
        let text = std::fs::read_to_string(&path).unwrap();
        let Ok(m) = kiln_ir::parse(&stem, &text) else { continue };
        let dl = m.data_layout.as_deref().map(String::from_utf8_lossy).unwrap_or_default();
        let layout = ModuleLayout::new(DataLayout::parse(&dl).unwrap(), &m.types);
        for f in m.functions.iter().filter(|f| !f.is_declaration()) {
            let name = String::from_utf8_lossy(m.global_name(f.global).unwrap_or_default()).into_owned();
            let Some((_, want)) = llc.iter().find(|(n, _)| *n == name) else { continue };
            if matches!(m.types.get(f.ty), Type::Function { vararg: true, .. }) {
                continue;
            }
            let mut fi = FunctionLoweringInfo::default();
            if fi.set(&m, f, &layout, &tli).is_err() {
                continue;
            }
            let mut dag = SelectionDAG::new();
            if let Err(e) = build_block(&mut dag, &m, f, &layout, &tli, &mut fi, f.layout[0]) {
                if fi.live_ins.is_empty() && fi.fixed_objects.is_empty() && e.contains("argument") {
                    rejected += 1;
                    let reason = e.split(" in function").next().unwrap_or(&e).to_string();
                    *reasons.entry(reason).or_insert(0) += 1;
                    continue;
                }
            }
            let got_live: BTreeSet<String> =
                fi.live_ins.iter().map(|&(r, _)| REGISTER_INFO.name(r).to_ascii_lowercase()).collect();
            let got_fixed: BTreeSet<(i64, u64)> = fi.fixed_objects.iter().map(|o| (o.offset, o.size)).collect();
            // Negative offsets are not arguments (the return address slot of
            // `llvm.returnaddress`, for one).
            let want_fixed: BTreeSet<(i64, u64)> = want.fixed.iter().copied().filter(|o| o.0 >= 0).collect();
            compared += 1;
            if want.live_ins.is_subset(&got_live) && want_fixed == got_fixed {
                continue;
            }
            let has_i128 = f.args.iter().any(|a| matches!(m.types.get(a.ty), Type::Int(128)));
            if has_i128 && want.live_ins.contains("r9") {
                i128_straddles += 1;
                continue;
            }
            mismatches.push(format!(
                "{stem}: {name}: llc live-ins {:?} fixed {:?}; kiln live-ins {:?} fixed {:?}",
                want.live_ins, want.fixed, got_live, got_fixed
            ));
        }
    }
    eprintln!(
        "compared {compared} functions, {rejected} rejected, {i128_straddles} i128 straddles, {} mismatches",
        mismatches.len()
    );
    for (reason, n) in &reasons {
        eprintln!("rejected {n}: {reason}");
    }
    for m in &mismatches {
        eprintln!("{m}");
    }
    assert!(compared > 0);
    assert!(mismatches.is_empty());
}
