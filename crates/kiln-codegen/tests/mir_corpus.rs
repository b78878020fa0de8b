//! Reads the MIR that LLVM 14 prints (`llc -O0/-O2 -stop-after=finalize-isel`
//! over the torture corpus, cached under `$KILN_CACHE/mir/{O0,O2}`, and
//! `O2g` with debug information when present),
//! prints it in kiln's form, reads the print again and requires the same
//! text; also compares every instruction line with LLVM's and runs the
//! verifier. Files that fail only on opcodes or register classes the x86
//! description lacks are counted apart, with the most frequent missing ones;
//! a second pass reads every file with placeholder descriptions for those
//! names, so the reader itself is measured on the whole corpus. Skips (with a
//! message) when the cache is absent; `KILN_MIR_LIMIT=N` caps the file count
//! (debug builds take every 25th file unless it is set);
//! `KILN_MIR_FILE=path` checks one file strictly (the conformance script's mode).

use std::collections::BTreeMap;
use std::path::PathBuf;

use kiln_codegen::mir::{parse_mir, print_mir, verify, MirModule, MirTarget};
use kiln_mc::desc::{InstrDesc, InstrFlags, InstrInfo, PhysReg, RegClassId, RegisterClassDesc, RegisterDesc, RegisterInfo};
use kiln_support::SourceFile;

static X86: MirTarget = MirTarget { regs: &kiln_target_x86::REGISTER_INFO, instrs: &kiln_target_x86::INSTR_INFO, reg_banks: &["gpr", "vecr", "psr"] };

/// The instruction lines of every `body: |`, without `/* ... */` comments.
fn instruction_lines(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut in_body = false;
    for line in text.lines() {
        if line.starts_with("body:") {
            in_body = true;
            continue;
        }
        if !line.starts_with(' ') && !line.is_empty() {
            in_body = false;
            continue;
        }
        let t = line.trim();
        if !in_body || t.is_empty() || t.starts_with("bb.") || t.starts_with("successors:") || t.starts_with("liveins:") || t.starts_with(';') {
            continue;
        }
        let mut s = String::new();
        let mut rest = t;
        while let Some(k) = rest.find("/*") {
            s.push_str(&rest[..k]);
            rest = rest[k..].find("*/").map_or("", |e| &rest[k + e + 2..]);
        }
        s.push_str(rest);
        // Comments removed from `1 /* sideeffect */, ...` leave a blank before the comma.
        out.push(s.split_whitespace().collect::<Vec<_>>().join(" ").replace(" ,", ","));
    }
    out
}

fn leak<T>(v: Vec<T>) -> &'static [T] {
    Box::leak(v.into_boxed_slice())
}

/// The x86 tables plus placeholder opcodes (variadic, no operand descriptions),
/// registers (no aliases) and empty register classes for the names the
/// description does not have yet.
fn with_placeholders(opcodes: &[String], classes: &[String], registers: &[String]) -> MirTarget {
    let base = &kiln_target_x86::INSTR_INFO;
    let mut descs: Vec<InstrDesc> = base.descs.to_vec();
    for name in opcodes {
        let name: &'static str = Box::leak(name.clone().into_boxed_str());
        descs.push(InstrDesc { name, asm_string: "", num_defs: 0, operands: &[], implicit_defs: &[], implicit_uses: &[], flags: InstrFlags::VARIADIC, size: 0, ts_flags: 0 });
    }
    let descs = leak(descs);
    let mut by_name: Vec<u32> = (0..descs.len() as u32).collect();
    by_name.sort_by_key(|&o| descs[o as usize].name);
    let instrs: &'static InstrInfo = Box::leak(Box::new(InstrInfo { descs, by_name: leak(by_name) }));
    let regs = &kiln_target_x86::REGISTER_INFO;
    let mut class_list: Vec<RegisterClassDesc> = regs.classes.to_vec();
    for name in classes {
        let name: &'static str = Box::leak(name.clone().into_boxed_str());
        class_list.push(RegisterClassDesc { name, members: &[], member_bits: &[], alloc_order: &[], value_types: &[], spill_size: 0, spill_align: 0, copy_cost: 0, allocatable: true });
    }
    let class_list = leak(class_list);
    let mut by_name: Vec<RegClassId> = (0..class_list.len() as u16).map(RegClassId).collect();
    by_name.sort_by_key(|c| class_list[c.index()].name);
    let mut reg_list: Vec<RegisterDesc> = regs.registers.to_vec();
    for name in registers {
        let upper: &'static str = Box::leak(name.to_ascii_uppercase().into_boxed_str());
        let lower: &'static str = Box::leak(name.clone().into_boxed_str());
        reg_list.push(RegisterDesc { name: upper, asm_name: lower, sub_regs: &[], sub_reg_indices: &[], indexed_sub_regs: &[], all_sub_regs: &[], super_regs: &[], aliases: &[], units: &[], dwarf_numbers: &[], cost_per_use: 0, encoding: 0 });
    }
    let reg_list = leak(reg_list);
    let mut reg_by_name: Vec<PhysReg> = (1..reg_list.len() as u16).map(PhysReg).collect();
    reg_by_name.sort_by_key(|r| reg_list[r.index()].name);
    let mut reg_by_asm: Vec<PhysReg> = (1..reg_list.len() as u16).map(PhysReg).collect();
    reg_by_asm.sort_by_key(|r| reg_list[r.index()].asm_name);
    let regs: &'static RegisterInfo = Box::leak(Box::new(RegisterInfo {
        registers: reg_list,
        sub_reg_indices: regs.sub_reg_indices,
        classes: class_list,
        callee_saved: regs.callee_saved,
        by_name: leak(reg_by_name),
        by_asm_name: leak(reg_by_asm),
        classes_by_name: leak(by_name),
    }));
    MirTarget { regs, instrs, reg_banks: X86.reg_banks }
}

/// A name the x86 description lacks, from a parse error.
enum Missing {
    Opcode(String),
    Class(String),
    Register(String),
}

fn missing_name(message: &str) -> Option<Missing> {
    if let Some(n) = message.strip_prefix("unknown instruction '").and_then(|r| r.strip_suffix('\'')) {
        return Some(Missing::Opcode(n.to_string()));
    }
    if let Some(n) = message.strip_prefix("unknown register class or bank '").and_then(|r| r.strip_suffix('\'')) {
        return Some(Missing::Class(n.to_string()));
    }
    message.strip_prefix("unknown register '$").and_then(|r| r.strip_suffix('\'')).map(|n| Missing::Register(n.to_string()))
}

/// Prints, re-reads and prints again; the print when both prints agree.
fn round_trip(path: &std::path::Path, module: &MirModule, target: &MirTarget) -> Result<String, String> {
    let first = print_mir(module, target);
    let again = parse_mir(&SourceFile::new(format!("{} (kiln print)", path.display()), first.clone()), target).map_err(|e| format!("re-reading kiln's print: {e}"))?;
    if print_mir(&again, target) != first {
        return Err(format!("{}: print(parse(print)) differs from print", path.display()));
    }
    Ok(first)
}

fn first_line_difference(theirs: &str, ours: &str) -> Option<String> {
    let (a, b) = (instruction_lines(theirs), instruction_lines(ours));
    match a.iter().zip(&b).find(|(x, y)| x != y) {
        Some((x, y)) => Some(format!("llvm: {x}\n  kiln: {y}")),
        None if a.len() != b.len() => Some(format!("{} instruction lines vs {}", a.len(), b.len())),
        None => None,
    }
}

fn top(counts: &BTreeMap<String, usize>, n: usize) -> String {
    let mut v: Vec<(&String, &usize)> = counts.iter().collect();
    v.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
    v.iter().take(n).map(|(k, c)| format!("{k} ({c})")).collect::<Vec<_>>().join(", ")
}

#[test]
fn llvm_mir_round_trips() {
    if let Some(one) = std::env::var_os("KILN_MIR_FILE") {
        let path = PathBuf::from(one);
        let text = std::fs::read_to_string(&path).expect("readable MIR file");
        let module = parse_mir(&SourceFile::new(path.display().to_string(), text.clone()), &X86).unwrap_or_else(|e| panic!("{e}"));
        let printed = round_trip(&path, &module, &X86).unwrap_or_else(|e| panic!("{e}"));
        if let Some(d) = first_line_difference(&text, &printed) {
            panic!("instruction lines differ from LLVM's:\n  {d}");
        }
        return;
    }
    let Some(cache) = kiln_support::corpus_cache() else {
        println!("mir_corpus: neither KILN_CACHE nor HOME is set; skipped");
        return;
    };
    let root = cache.join("mir");
    let mut files: Vec<PathBuf> = Vec::new();
    for level in ["O0", "O2", "O2g"] {
        if let Ok(dir) = std::fs::read_dir(root.join(level)) {
            files.extend(dir.filter_map(|e| e.ok()).map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "mir")));
        }
    }
    if files.is_empty() {
        println!("mir_corpus: no cached MIR under {} (see scripts/conformance.py); skipped", root.display());
        return;
    }
    files.sort();
    if let Some(limit) = std::env::var("KILN_MIR_LIMIT").ok().and_then(|v| v.parse().ok()) {
        files.truncate(limit);
    } else if cfg!(debug_assertions) {
        // An unoptimised build takes minutes over the whole cache: check every 25th file.
        println!("mir_corpus: debug build, every 25th file (use --release for all)");
        files = files.into_iter().step_by(25).collect();
    }
    let (mut strict_ok, mut missing_opcode_files, mut missing_class_files, mut missing_register_files) = (0, 0, 0, 0);
    let (mut all_ok, mut same_lines, mut verified, mut functions) = (0, 0, 0, 0);
    let mut missing_opcodes: BTreeMap<String, usize> = BTreeMap::new();
    let mut missing_classes: BTreeMap<String, usize> = BTreeMap::new();
    let mut missing_registers: BTreeMap<String, usize> = BTreeMap::new();
    let mut placeholder_registers: Vec<String> = Vec::new();
    let mut placeholder_opcodes: Vec<String> = Vec::new();
    let mut placeholder_classes: Vec<String> = Vec::new();
    let mut extended = X86;
    let mut failures: Vec<String> = Vec::new();
    let mut line_diffs: Vec<String> = Vec::new();
    let mut verifier_errors: BTreeMap<String, usize> = BTreeMap::new();
    let mut extended_verifier_errors: BTreeMap<String, usize> = BTreeMap::new();
    let mut files_per_missing_opcode: BTreeMap<String, usize> = BTreeMap::new();
    let (mut extended_verified, mut extended_functions) = (0, 0);
    let (mut parse_time, mut parsed_bytes) = (std::time::Duration::ZERO, 0usize);
    for path in &files {
        let text = std::fs::read_to_string(path).expect("readable MIR file");
        let file = SourceFile::new(path.display().to_string(), text.clone());
        // Strict: the x86 tables as they are.
        match parse_mir(&file, &X86) {
            Ok(module) => match round_trip(path, &module, &X86) {
                Ok(_) => {
                    strict_ok += 1;
                    for mf in &module.functions {
                        functions += 1;
                        match verify(mf, &X86) {
                            Ok(()) => verified += 1,
                            Err(errors) => {
                                for e in errors {
                                    let shape = e.rsplit("': ").next().unwrap_or(&e).to_string();
                                    *verifier_errors.entry(shape).or_default() += 1;
                                }
                            }
                        }
                    }
                }
                Err(e) => failures.push(e),
            },
            Err(e) => match missing_name(&e.message) {
                Some(Missing::Opcode(n)) => {
                    missing_opcode_files += 1;
                    *missing_opcodes.entry(n).or_default() += 1;
                }
                Some(Missing::Class(n)) => {
                    missing_class_files += 1;
                    *missing_classes.entry(n).or_default() += 1;
                }
                Some(Missing::Register(n)) => {
                    missing_register_files += 1;
                    *missing_registers.entry(n).or_default() += 1;
                }
                None => failures.push(e.to_string()),
            },
        }
        // With placeholders for every missing name: the reader on the whole file.
        let module = loop {
            match parse_mir(&file, &extended) {
                Ok(m) => break Some(m),
                Err(e) => match missing_name(&e.message) {
                    Some(Missing::Opcode(n)) if !placeholder_opcodes.contains(&n) => placeholder_opcodes.push(n),
                    Some(Missing::Class(n)) if !placeholder_classes.contains(&n) => placeholder_classes.push(n),
                    Some(Missing::Register(n)) if !placeholder_registers.contains(&n) => placeholder_registers.push(n),
                    _ => {
                        failures.push(format!("(with placeholders) {e}"));
                        break None;
                    }
                },
            }
            extended = with_placeholders(&placeholder_opcodes, &placeholder_classes, &placeholder_registers);
        };
        let Some(module) = module else { continue };
        // Reading speed, measured on the successful parse (a figure, not a check).
        let started = std::time::Instant::now();
        let reread = parse_mir(&file, &extended);
        parse_time += started.elapsed();
        parsed_bytes += text.len();
        assert!(reread.is_ok());
        let base_opcodes = kiln_target_x86::INSTR_INFO.num_opcodes() as u32;
        let mut used: Vec<&str> = Vec::new();
        for mf in &module.functions {
            for &b in mf.layout() {
                for i in mf.block_insts(b) {
                    let opcode = mf.inst(i).opcode;
                    if opcode >= base_opcodes && !used.contains(&extended.instrs.name(opcode)) {
                        used.push(extended.instrs.name(opcode));
                    }
                }
            }
            if let Err(errors) = verify(mf, &extended) {
                for e in errors {
                    let shape = e.rsplit("': ").next().unwrap_or(&e).to_string();
                    *extended_verifier_errors.entry(shape).or_default() += 1;
                }
            } else {
                extended_verified += 1;
            }
            extended_functions += 1;
        }
        for name in used {
            *files_per_missing_opcode.entry(name.to_string()).or_default() += 1;
        }
        match round_trip(path, &module, &extended) {
            Ok(printed) => {
                all_ok += 1;
                match first_line_difference(&text, &printed) {
                    None => same_lines += 1,
                    Some(d) => line_diffs.push(format!("{}:\n  {d}", path.display())),
                }
            }
            Err(e) => failures.push(format!("(with placeholders) {e}")),
        }
    }
    println!("mir_corpus: {} files read from {}", files.len(), root.display());
    println!("mir_corpus: with the x86 tables as they are: {strict_ok} round-trip (print . parse is a fixed point)");
    println!("mir_corpus:   failed on an x86 opcode not described yet: {missing_opcode_files}");
    println!("mir_corpus:   failed on an x86 register class not described yet: {missing_class_files}");
    println!("mir_corpus:   failed on an x86 register not described yet: {missing_register_files}");
    println!("mir_corpus:   functions of round-tripped files verified clean: {verified} of {functions}");
    println!("mir_corpus:   first missing opcode per file, most frequent: {}", top(&missing_opcodes, 25));
    println!("mir_corpus:   first missing class per file: {}", top(&missing_classes, 10));
    println!("mir_corpus:   first missing register per file: {}", top(&missing_registers, 10));
    println!(
        "mir_corpus: with placeholders for the {} missing opcodes, {} classes and {} registers: {all_ok} round-trip",
        placeholder_opcodes.len(),
        placeholder_classes.len(),
        placeholder_registers.len()
    );
    println!("mir_corpus:   instruction lines identical to LLVM's: {same_lines}");
    println!(
        "mir_corpus:   reading speed: {:.1} MB in {:.3} s, {:.0} MB/s",
        parsed_bytes as f64 / 1e6,
        parse_time.as_secs_f64(),
        parsed_bytes as f64 / 1e6 / parse_time.as_secs_f64().max(1e-9)
    );
    println!("mir_corpus:   files using each missing opcode: {}", top(&files_per_missing_opcode, 60));
    println!("mir_corpus:   functions verified clean (placeholder opcodes unchecked): {extended_verified} of {extended_functions}");
    let mut shapes: Vec<(&String, &usize)> = extended_verifier_errors.iter().collect();
    shapes.sort_by(|a, b| b.1.cmp(a.1));
    for (shape, count) in shapes.iter().take(10) {
        println!("mir_corpus:   verifier ({count}x): {shape}");
    }
    println!("mir_corpus: other failures: {}", failures.len());
    for f in failures.iter().take(10) {
        println!("mir_corpus: FAILURE {f}");
    }
    for d in line_diffs.iter().take(10) {
        println!("mir_corpus: LINE DIFFERENCE {d}");
    }
    let mut shapes: Vec<(&String, &usize)> = verifier_errors.iter().collect();
    shapes.sort_by(|a, b| b.1.cmp(a.1));
    for (shape, count) in shapes.iter().take(10) {
        println!("mir_corpus: verifier ({count}x): {shape}");
    }
    assert!(failures.is_empty(), "{} MIR files failed for reasons other than missing x86 descriptions", failures.len());
}
