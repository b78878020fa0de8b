//! Differential checks of the calling-convention lowering against llc over the torture corpus
//! (`$KILN_CACHE/torture/ll/O0/*.ll` and `mir/O0/NAME.mir`, llc's MIR after instruction
//! selection): for every function, the physical registers llc lists as live-ins and the fixed
//! stack objects it creates for stack arguments must be what kiln's x86 lowering records; for
//! every call, the argument registers, the argument-area size and the PLT marking must be
//! llc's. Functions kiln rejects (types it does not lower yet) are counted, not compared; the
//! one known difference is an i128 with a single register left, which llc 14 splits between R9
//! and the stack and kiln (like gcc and the psABI) passes whole on the stack.
//!
//! Ignored by default (it needs the corpus): `cargo test -p kiln-target-x86 --test
//! calling_conv_corpus -- --ignored --nocapture`.

use kiln_codegen::isel::dag::{build_block, Isd, NodeData, SelectionDAG};
use kiln_codegen::isel::function_info::{FunctionLoweringInfo};
use kiln_codegen::target::data_layout::{DataLayout, ModuleLayout};
use kiln_codegen::target::machine::RelocModel;
use kiln_ir::Type;
use kiln_target_x86::generated::X86ISD_CALL;
use kiln_target_x86::isel::MO_PLT;
use kiln_target_x86::lowering::custom::LoweringContext;
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
            line.split(&format!("{key}: "))
                .nth(1)
                .map(|rest| rest.split([',', ' ', '}']).next().unwrap_or("").to_string())
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
    let root = kiln_support::corpus_cache().unwrap_or_default();
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

/// One call as llc's MIR shows it: argument-area bytes, argument registers in order, `@PLT`.
#[derive(Debug, PartialEq, Eq)]
struct Call {
    bytes: u64,
    regs: Vec<String>,
    plt: bool,
}

/// `name` -> the calls of every function of a `.mir` file, in order.
fn parse_mir_calls(text: &str) -> Vec<(String, Vec<Call>)> {
    let mut out: Vec<(String, Vec<Call>)> = Vec::new();
    let mut bytes = 0;
    for line in text.lines() {
        if let Some(name) = line.strip_prefix("name:") {
            out.push((name.trim().trim_matches('\'').to_string(), Vec::new()));
            continue;
        }
        let line = line.trim();
        if let Some(rest) = line.strip_prefix("ADJCALLSTACKDOWN64 ") {
            bytes = rest.split(',').next().unwrap_or("0").parse().unwrap_or(0);
        } else if line.starts_with("CALL64") {
            let line = line.split(" :: ").next().unwrap_or(line);
            // llc sets AL (vector registers used by a variadic call) first, kiln last.
            let mut regs: Vec<String> = line
                .split(", ")
                .filter_map(|op| op.strip_prefix("implicit $"))
                .filter(|r| *r != "rsp" && *r != "ssp")
                .map(String::from)
                .collect();
            if let Some(al) = regs.iter().position(|r| r == "al") {
                let al = regs.remove(al);
                regs.push(al);
            }
            if let Some((_, calls)) = out.last_mut() {
                calls.push(Call { bytes, regs, plt: line.contains("target-flags(x86-plt)") });
            }
        }
    }
    out
}

#[test]
#[ignore]
fn call_lowering_matches_llc_on_the_torture_corpus() {
    let root = kiln_support::corpus_cache().unwrap_or_default();
    let Ok(dir) = std::fs::read_dir(root.join("torture/ll/O0")) else {
        eprintln!("no corpus at {}", root.display());
        return;
    };
    let (mut compared, mut skipped) = (0, 0);
    let mut mismatches = Vec::new();
    let mut reasons: std::collections::BTreeMap<String, usize> = Default::default();
    let mut files: Vec<PathBuf> = dir.filter_map(|e| e.ok().map(|e| e.path())).collect();
    files.sort();
    for path in files {
        let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
        let Ok(mir) = std::fs::read_to_string(root.join(format!("mir/O0/{stem}.mir"))) else { continue };
        let llc = parse_mir_calls(&mir);
        let text = std::fs::read_to_string(&path).unwrap();
        let Ok(m) = kiln_ir::parse(&stem, &text) else { continue };
        let dl = m.data_layout.as_deref().map(String::from_utf8_lossy).unwrap_or_default();
        let layout = ModuleLayout::new(DataLayout::parse(&dl).unwrap(), &m.types);
        let mut tli = X86TargetLowering::new();
        tli.custom = LoweringContext::new(&m, RelocModel::Pic, Default::default());
        'functions: for f in m.functions.iter().filter(|f| !f.is_declaration()) {
            let name = String::from_utf8_lossy(m.global_name(f.global).unwrap_or_default()).into_owned();
            let Some((_, want)) = llc.iter().find(|(n, _)| *n == name) else { continue };
            let mut fi = FunctionLoweringInfo::default();
            if fi.set(&m, f, &layout, &tli).is_err() {
                skipped += 1;
                continue;
            }
            let mut dag = SelectionDAG::new();
            let mut got = Vec::new();
            for &b in &f.layout {
                if let Err(e) = build_block(&mut dag, &m, f, &layout, &tli, &mut fi, b) {
                    skipped += 1;
                    let reason = e.split(" in function").next().unwrap_or(&e).to_string();
                    *reasons.entry(reason).or_insert(0) += 1;
                    continue 'functions;
                }
                let mut calls: Vec<_> =
                    dag.node_ids().filter(|&n| dag.opcode(n).target_number() == Some(X86ISD_CALL)).collect();
                calls.sort();
                for c in calls {
                    let mut regs = Vec::new();
                    let mut plt = false;
                    for v in dag.operands(c) {
                        match dag.node(v.node).data {
                            NodeData::Register(r) => {
                                regs.push(REGISTER_INFO.name(r.as_phys().unwrap()).to_ascii_lowercase())
                            }
                            NodeData::Global { target_flags, .. } => plt = target_flags == MO_PLT,
                            NodeData::Symbol { target_flags, .. } => plt = target_flags == MO_PLT,
                            _ => {}
                        }
                    }
                    let end = dag.users(c).map(|(u, _)| u).find(|&u| dag.opcode(u).is(Isd::CallseqEnd)).unwrap();
                    let bytes = dag.constant_value(dag.operand(end, 1)).unwrap() as u64;
                    got.push(Call { bytes, regs, plt });
                }
            }
            if got.len() != want.len() {
                // llc expanded an intrinsic inline that kiln calls (or the reverse).
                *reasons.entry("a different number of calls".to_string()).or_insert(0) += 1;
                skipped += 1;
                continue;
            }
            compared += got.len();
            for (g, w) in got.iter().zip(want) {
                if g != w {
                    mismatches.push(format!("{stem}: {name}: llc {w:?}, kiln {g:?}"));
                }
            }
        }
    }
    eprintln!("compared {compared} calls, skipped {skipped} functions, {} mismatches", mismatches.len());
    let mut reasons: Vec<(usize, String)> = reasons.into_iter().map(|(r, n)| (n, r)).collect();
    reasons.sort_by(|a, b| b.cmp(a));
    for (n, reason) in reasons.iter().take(12) {
        eprintln!("skipped {n}: {reason}");
    }
    for m in mismatches.iter().take(40) {
        eprintln!("{m}");
    }
    assert!(compared > 0);
    assert!(mismatches.is_empty());
}
