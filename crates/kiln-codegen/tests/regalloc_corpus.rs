//! Runs the register-allocation pipeline — PHI elimination, two-address lowering, an
//! allocator (every one of `RegAllocKind::ALL`) — over llc's instruction-selection output (`llc -O0 -stop-after=finalize-isel`
//! over the torture corpus, cached under `$KILN_CACHE/mir/O0`), then the machine
//! verifier and the allocation checker on every function. Files the x86 description cannot
//! read yet (missing opcodes) are counted apart. The normal test takes a fixed sample of
//! files; `cargo test --release -- --ignored regalloc_whole_corpus` takes all of them and
//! prints the counts. Skips (with a message) when the cache is absent.

use std::collections::BTreeMap;
use std::path::PathBuf;

use kiln_codegen::mir::{parse_mir, verify, MachineFunction, MirTarget, Reg, RegFlags};
use kiln_codegen::passes::{phi_elimination, register_coalescer, two_address};
use kiln_codegen::analysis::Analyses;
use kiln_codegen::regalloc::edits::{Edit, EditKind};
use kiln_codegen::regalloc::{self, checker, fast, RegAllocKind};
use kiln_codegen::target::register_info::TargetRegisterInfo;
use kiln_support::SourceFile;
use kiln_target_x86::instr_info::X86InstrInfo;
use kiln_target_x86::register_info::X86RegisterInfo;
use kiln_target_x86::x87_stackify::X87Stackifier;

static X86: MirTarget = MirTarget { regs: &kiln_target_x86::REGISTER_INFO, instrs: &kiln_target_x86::INSTR_INFO, reg_banks: &["gpr", "vecr", "psr"] };

#[derive(Default)]
struct Counts {
    files: usize,
    unreadable: usize,
    /// Functions whose isel output already fails kiln's machine verifier (not counted below).
    invalid_input: usize,
    functions: usize,
    allocated: usize,
    failures: BTreeMap<String, usize>,
    /// Instructions after allocation (identity copies left out, as post-RA expansion drops
    /// them) and in llc's own output for the same functions (`stages/before-prologepilog`).
    ours: usize,
    llc: usize,
    first_failure: BTreeMap<String, String>,
    /// The allocator's spill stores, reloads, rematerialisations and spill slots folded into
    /// instructions, and llc's `# N-byte Spill` / `Reload` comments in its assembly of the
    /// same files (when cached).
    spills: usize,
    reloads: usize,
    remats: usize,
    folds: usize,
    llc_spills: usize,
    llc_reloads: usize,
}

/// The failure's kind: its message without function, block and register names.
fn kind(message: &str) -> String {
    let tail = message.rsplit(": ").next().unwrap_or(message);
    tail.split_whitespace().map(|w| if w.starts_with('%') || w.starts_with('$') || w.starts_with('\'') { "_" } else { w }).collect::<Vec<_>>().join(" ")
}

fn run_file(path: &std::path::Path, allocator: RegAllocKind, counts: &mut Counts) {
    counts.files += 1;
    let text = std::fs::read_to_string(path).unwrap();
    let module = match parse_mir(&SourceFile::new(path.display().to_string(), text), &X86) {
        Ok(m) => m,
        Err(_) => {
            counts.unreadable += 1;
            return;
        }
    };
    let (ri, ii) = (X86RegisterInfo, X86InstrInfo);
    let llc_stage = llc_allocated(path);
    if let Some(asm) = llc_assembly(path) {
        counts.llc_spills += asm.lines().filter(|l| l.contains("-byte Spill")).count();
        counts.llc_reloads += asm.lines().filter(|l| l.contains("-byte Reload") || l.contains("-byte Folded Reload")).count();
    }
    for (k, mut mf) in module.functions.into_iter().enumerate() {
        if verify(&mf, &X86).is_err() {
            counts.invalid_input += 1;
            continue;
        }
        counts.functions += 1;
        let result = (|| -> Result<(), String> {
            phi_elimination::run(&mut mf, X86.instrs)?;
            two_address::run(&mut mf, X86.instrs)?;
            verify(&mf, &X86).map_err(|e| format!("verifier before allocation: {}", e[0]))?;
            let target = regalloc::Target { tri: &ri, tii: &ii, stack: Some(&X87Stackifier), frame_pointer: true };
            let mut analyses = Analyses::default();
            if allocator != RegAllocKind::Fast {
                register_coalescer::run(&mut mf, X86.regs, X86.instrs, &mut analyses)?;
                verify(&mf, &X86).map_err(|e| format!("verifier after coalescing: {}", e[0]))?;
            }
            for e in regalloc::run(allocator, &mut mf, &target, &mut analyses, true)? {
                match e.kind {
                    EditKind::Spill { .. } => counts.spills += 1,
                    EditKind::Reload { .. } => counts.reloads += 1,
                    EditKind::Remat { .. } => counts.remats += 1,
                    EditKind::Fold { .. } => counts.folds += 1,
                    EditKind::Delete => {}
                }
            }
            verify(&mf, &X86).map_err(|e| format!("verifier after allocation: {}", e[0]))
        })();
        match result {
            Ok(()) => {
                counts.allocated += 1;
                if let Some(theirs) = llc_stage.as_ref().and_then(|m| m.functions.get(k)).filter(|f| f.name == mf.name) {
                    counts.ours += instruction_count(&mf, true);
                    counts.llc += instruction_count(theirs, false);
                }
            }
            Err(e) => {
                let k = kind(&e);
                *counts.failures.entry(k.clone()).or_default() += 1;
                counts.first_failure.entry(k).or_insert_with(|| format!("{}: {e}", path.display()));
            }
        }
    }
}

/// llc's MIR for the same file just before prolog/epilog insertion, when cached and readable.
fn llc_allocated(path: &std::path::Path) -> Option<kiln_codegen::mir::MirModule> {
    let level = path.parent()?.file_name()?;
    let stage = path.parent()?.parent()?.parent()?.join("stages/before-prologepilog").join(level).join(path.file_name()?);
    let text = std::fs::read_to_string(&stage).ok()?;
    parse_mir(&SourceFile::new(stage.display().to_string(), text), &X86).ok()
}

/// llc's assembly of the same file (`$KILN_CACHE/llc-s/LEVEL/NAME.s`), when cached.
fn llc_assembly(path: &std::path::Path) -> Option<String> {
    let level = path.parent()?.file_name()?;
    let asm = path.parent()?.parent()?.parent()?.join("llc-s").join(level).join(path.with_extension("s").file_name()?);
    std::fs::read_to_string(asm).ok()
}

/// The instructions of `mf`, without identity copies when `skip_identity`.
fn instruction_count(mf: &MachineFunction, skip_identity: bool) -> usize {
    let identity = |i| {
        let m = mf.inst(i);
        m.opcode == kiln_codegen::target::target_opcode::COPY && m.operands.len() == 2 && m.operands[0].get_reg() == m.operands[1].get_reg()
    };
    mf.layout().iter().map(|&b| mf.block_insts(b).filter(|&i| !(skip_identity && identity(i))).count()).sum()
}

fn corpus() -> Option<Vec<PathBuf>> {
    corpus_at("O0")
}

/// The cached isel MIR files at optimisation level `level` (`O0`, `O2`), sorted.
fn corpus_at(level: &str) -> Option<Vec<PathBuf>> {
    let root = kiln_support::corpus_cache()?.join("mir").join(level);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&root).ok()?.filter_map(|e| e.ok().map(|e| e.path())).filter(|p| p.extension().is_some_and(|x| x == "mir")).collect();
    files.sort();
    Some(files)
}

fn report(counts: &Counts) -> String {
    let mut out = format!(
        "regalloc corpus: {} files ({} unreadable by the x86 tables), {} functions ({} more fail the verifier as read), {} allocated and checked\n",
        counts.files, counts.unreadable, counts.functions, counts.invalid_input, counts.allocated
    );
    if counts.llc > 0 {
        out.push_str(&format!(
            "  instructions after allocation: kiln {} vs llc {} ({:.3}x) over the functions whose llc allocation kiln reads\n",
            counts.ours,
            counts.llc,
            counts.ours as f64 / counts.llc as f64
        ));
    }
    out.push_str(&format!(
        "  spill code: kiln {} stores, {} reloads, {} rematerialisations, {} folded; llc (files with cached assembly) {} spills, {} reloads\n",
        counts.spills, counts.reloads, counts.remats, counts.folds, counts.llc_spills, counts.llc_reloads
    ));
    let mut by_count: Vec<_> = counts.failures.iter().collect();
    by_count.sort_by(|a, b| b.1.cmp(a.1));
    for (k, n) in by_count.iter().take(15) {
        out.push_str(&format!("  {n:5}  {k}\n         e.g. {}\n", counts.first_failure[*k]));
    }
    out
}

#[test]
fn regalloc_corpus_sample() {
    let Some(files) = corpus() else {
        println!("regalloc_corpus: no cached MIR under $KILN_CACHE/mir/O0; skipped");
        return;
    };
    for &allocator in RegAllocKind::ALL {
        let mut counts = Counts::default();
        for path in files.iter().step_by(40) {
            run_file(path, allocator, &mut counts);
        }
        let text = report(&counts);
        println!("{allocator:?}: {text}");
        assert!(counts.failures.is_empty(), "{allocator:?}: {text}");
    }
}

/// Allocates the functions of the sample files and returns (before, after) pairs.
/// About `count` files spread evenly over the cache, however full it is (a conformance
/// `--sample` run fills it with 60 files, a full run with all of them).
fn allocated_sample(count: usize) -> Vec<(MachineFunction, MachineFunction, Vec<Edit>)> {
    let Some(files) = corpus() else { return Vec::new() };
    let step = (files.len() / count).max(1);
    let (ri, ii) = (X86RegisterInfo, X86InstrInfo);
    let mut out = Vec::new();
    for path in files.iter().step_by(step) {
        let text = std::fs::read_to_string(path).unwrap();
        let Ok(module) = parse_mir(&SourceFile::new(path.display().to_string(), text), &X86) else { continue };
        for mut mf in module.functions {
            phi_elimination::run(&mut mf, X86.instrs).unwrap();
            two_address::run(&mut mf, X86.instrs).unwrap();
            let before = mf.clone();
            let mut edits = Vec::new();
            fast::run(&mut mf, &ri, &ii, true, &mut edits).unwrap();
            out.push((before, mf, edits));
        }
    }
    out
}

/// The checker must reject allocations with a wrong register in a read, or a missing spill
/// store: each mutation is applied alone to a correct allocation.
#[test]
fn checker_rejects_broken_allocations() {
    let pairs = allocated_sample(30);
    if pairs.is_empty() {
        return;
    }
    let reserved = X86RegisterInfo.reserved_regs(&pairs[0].1, true);
    let (mut wrong_reg, mut wrong_reg_caught, mut lost_store, mut lost_store_caught) = (0, 0, 0, 0);
    for (before, after, edits) in &pairs {
        let original = before.num_insts_allocated() as u32;
        for &b in after.layout() {
            for i in after.block_insts(b) {
                let m = after.inst(i);
                if i.0 < original {
                    // A read of an allocated register moved to the next register of its class.
                    for (k, op) in m.operands.iter().enumerate() {
                        let was = before.inst(i).operands[k];
                        let (Some(p), Some(v)) = (op.get_reg().and_then(Reg::as_phys), was.get_reg().filter(|r| r.is_virtual())) else { continue };
                        if !op.is_use() || op.reg_flags().contains(RegFlags::UNDEF) || was.sub_reg().0 != 0 {
                            continue;
                        }
                        let class = before.regs.reg_class(v).unwrap();
                        let order = X86RegisterInfo.allocation_order(class, &reserved);
                        let at = order.iter().position(|&r| r == p).unwrap();
                        let other = order[(at + 1) % order.len()];
                        let mut broken = after.clone();
                        broken.inst_mut(i).operands[k].set_reg(Reg::phys(other));
                        wrong_reg += 1;
                        wrong_reg_caught += usize::from(checker::check(before, &broken, edits, X86.regs, &kiln_target_x86::instr_info::X86InstrInfo, &reserved).is_err());
                    }
                } else if kiln_target_x86::INSTR_INFO.desc(m.opcode).may_store() {
                    let mut broken = after.clone();
                    broken.remove(i);
                    lost_store += 1;
                    lost_store_caught += usize::from(checker::check(before, &broken, edits, X86.regs, &kiln_target_x86::instr_info::X86InstrInfo, &reserved).is_err());
                }
            }
        }
    }
    println!("checker: {wrong_reg_caught}/{wrong_reg} wrong registers and {lost_store_caught}/{lost_store} dropped spill stores caught");
    assert!(wrong_reg > 50 && wrong_reg_caught * 100 >= wrong_reg * 97, "{wrong_reg_caught}/{wrong_reg} wrong registers caught");
    assert!(lost_store > 5 && lost_store_caught * 100 >= lost_store * 60, "{lost_store_caught}/{lost_store} dropped stores caught");
}

/// The whole corpus at -O0 (what the fast allocator meets in `llc -O0`) and, as a harder
/// input, llc's -O2 instruction selection (more PHIs, longer live ranges, more pressure).
#[test]
#[ignore]
fn regalloc_whole_corpus() {
    for level in ["O0", "O2"] {
        let Some(files) = corpus_at(level) else { continue };
        for &allocator in RegAllocKind::ALL {
            let mut counts = Counts::default();
            for path in &files {
                run_file(path, allocator, &mut counts);
            }
            println!("{level} {allocator:?}: {}", report(&counts));
        }
    }
}
