//! TEMPORARY (H4): end-to-end front half on torture files; removed before the deadline.
use kiln_codegen::isel::dag::{self, combine, legalize_ops, legalize_types, schedule, CombineLevel, FunctionLoweringInfo, SelectionDAG};
use kiln_codegen::isel::dag::emitter::FunctionEmitter;
use kiln_codegen::mir::{print_function, verify, MachineFunction, MirTarget};
use kiln_codegen::target::data_layout::{DataLayout, ModuleLayout};
use kiln_codegen::target::lowering::TargetLowering;
use kiln_target_x86::lowering::X86TargetLowering;

struct W(X86TargetLowering);
use kiln_codegen::isel::dag::{Evt, Mvt, NodeId, SDValue};
use kiln_codegen::target::lowering::{ArgInfo, CallInfo, LoweringTables};
impl TargetLowering for W {
    fn tables(&self) -> &LoweringTables { self.0.tables() }
    fn pointer_ty(&self, dl: &DataLayout, a: u32) -> Mvt { self.0.pointer_ty(dl, a) }
    fn shift_amount_type(&self, vt: Evt) -> Evt { self.0.shift_amount_type(vt) }
    fn lower_formal_arguments(&self, dag: &mut SelectionDAG, fi: &mut FunctionLoweringInfo, chain: SDValue, cc: u32, vararg: bool, args: &[ArgInfo]) -> Result<(Vec<SDValue>, SDValue), String> { self.0.lower_formal_arguments(dag, fi, chain, cc, vararg, args) }
    fn lower_call(&self, dag: &mut SelectionDAG, call: &CallInfo) -> Result<(Vec<SDValue>, SDValue), String> { self.0.lower_call(dag, call) }
    fn lower_va_start(&self, dag: &mut SelectionDAG, fi: &FunctionLoweringInfo, chain: SDValue, list: SDValue) -> Result<SDValue, String> { self.0.lower_va_start(dag, fi, chain, list) }
    fn lower_va_copy(&self, dag: &mut SelectionDAG, chain: SDValue, list: SDValue, src: SDValue) -> Result<SDValue, String> { self.0.lower_va_copy(dag, chain, list, src) }
    fn lower_return(&self, dag: &mut SelectionDAG, fi: &FunctionLoweringInfo, chain: SDValue, cc: u32, values: &[SDValue]) -> Result<SDValue, String> { self.0.lower_return(dag, fi, chain, cc, values) }
    fn lower_operation(&self, dag: &mut SelectionDAG, n: NodeId) -> Result<Option<Vec<SDValue>>, String> { self.0.lower_operation(dag, n) }
    fn setcc_result_type(&self, vt: Evt) -> Evt { self.0.setcc_result_type(vt) }
    fn target_flag_name(&self, f: u8) -> Option<&'static str> { Some(kiln_target_x86::isel::target_flag_name(f)).filter(|s| !s.is_empty()) }
}

static X86: MirTarget = MirTarget { regs: &kiln_target_x86::REGISTER_INFO, instrs: &kiln_target_x86::INSTR_INFO, reg_banks: &[] };

thread_local! { static T0: std::time::Instant = std::time::Instant::now(); }
static SCHED_NS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
static EMIT_NS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
#[test]
#[ignore]
fn e2e() {
    T0.with(|_| ());
    let dir = std::env::var("H4_DIR").unwrap();
    let limit: usize = std::env::var("H4_LIMIT").ok().and_then(|s| s.parse().ok()).unwrap_or(100000);
    let mut paths: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    paths.sort();
    let st = kiln_target_x86::subtarget::X86Subtarget::default();
    let hooks = kiln_target_x86::generated::DagIselHooks { subtarget: &st, select_manually: kiln_target_x86::isel::select_manually };
    let model = schedule::SchedModel::default();
    let starget = schedule::ScheduleTarget { instrs: X86.instrs, regs: X86.regs, model: &model };
    let mut counts: std::collections::BTreeMap<String, usize> = Default::default();
    let mut ok = 0;
    let mut examples: std::collections::BTreeMap<String, String> = Default::default();
    for p in paths.iter().take(limit) {
        let text = std::fs::read_to_string(p).unwrap();
        let Ok(module) = kiln_ir::parse("x.ll", &text) else { *counts.entry("parse".into()).or_default() += 1; continue };
        let dl_text = module.data_layout.as_deref().map(String::from_utf8_lossy).unwrap_or_default();
        let layout = ModuleLayout::new(DataLayout::parse(&dl_text).unwrap(), &module.types);
        let mut tli0 = X86TargetLowering::new();
        tli0.custom = kiln_target_x86::lowering::custom::LoweringContext::new(&module, kiln_codegen::target::machine::RelocModel::Pic);
        let tli = W(tli0);
        let mut file_ok = true;
        for func in &module.functions {
            if func.is_declaration() { continue; }
            let r = (|| -> Result<(), (String, String)> {
                let mut fli = FunctionLoweringInfo::default();
                fli.set(&module, func, &layout, &tli).map_err(|e| ("set".to_string(), e))?;
                let mut mf = MachineFunction::new("f");
                let mut dagv = SelectionDAG::new();
                let mut order_all = Vec::new();
                // Front half for all blocks first is not possible (FLI grows); interleave.
                let mut e = FunctionEmitter::new(&mut mf, &fli, X86.instrs, X86.regs, &tli, &module, func).map_err(|e| ("emit-new".to_string(), e))?;
                for &b in &func.layout {
                    let dag = &mut dagv;
                    dag::build_block(dag, &module, func, &layout, &tli, &mut fli, b).map_err(|e| ("build".to_string(), e))?;
                    combine::run(dag, &tli, CombineLevel::BeforeLegalize).map_err(|e| ("combine".to_string(), e))?;
                    legalize_types::run(dag, &tli, &layout.dl).map_err(|e| ("ltypes".to_string(), e))?;
                    combine::run(dag, &tli, CombineLevel::AfterLegalizeTypes).map_err(|e| ("combine".to_string(), e))?;
                    legalize_ops::run(dag, &tli, &layout.dl).map_err(|e| ("lops".to_string(), e))?;
                    combine::run(dag, &tli, CombineLevel::AfterLegalizeDag).map_err(|e| ("combine".to_string(), e))?;
                    dag::select::select_dag(dag, &kiln_target_x86::generated::MATCHER_TABLE, &hooks).map_err(|e| ("select".to_string(), e))?;
                    let t0 = std::time::Instant::now();
                    let order = schedule::schedule(dag, if std::env::var("H4_RP").is_ok() { schedule::SchedulePolicy::RegPressure } else { schedule::SchedulePolicy::Source }, starget).map_err(|e| ("SCHED".to_string(), format!("{e}\n{}", dag::dump::dump(dag, &dag::dump::DumpContext::NONE))))?;
                    order_all.push(order.len());
                    SCHED_NS.fetch_add(t0.elapsed().as_nanos() as u64, std::sync::atomic::Ordering::Relaxed);
                    let t1 = std::time::Instant::now();
                    e.emit_block(dag, &order, b).map_err(|e| ("EMIT".to_string(), e))?;
                    EMIT_NS.fetch_add(t1.elapsed().as_nanos() as u64, std::sync::atomic::Ordering::Relaxed);
                }
                e.finish(&fli).map_err(|e| ("FINISH".to_string(), e))?;
                if let Err(errs) = verify(&mf, &X86) {
                    let mut t = String::new();
                    print_function(&mut t, &mf, &X86);
                    return Err(("VERIFY".to_string(), format!("{}\n{}", errs.join("\n"), t)));
                }
                if std::env::var("H4_PRINT").is_ok() {
                    let mut t = String::new();
                    print_function(&mut t, &mf, &X86);
                    println!("{t}");
                }
                Ok(())
            })();
            if let Err((phase, msg)) = r {
                file_ok = false;
                let key = format!("{phase}: {}", msg.lines().next().unwrap_or("").chars().take(90).collect::<String>());
                *counts.entry(key.clone()).or_default() += 1;
                examples.entry(key).or_insert_with(|| format!("{}\n{}", p.display(), msg.chars().take(3000).collect::<String>()));
                break;
            }
        }
        if file_ok { ok += 1; }
    }
    let mut v: Vec<_> = counts.into_iter().collect();
    v.sort_by(|a, b| b.1.cmp(&a.1));
    println!("ok {ok} of {}; schedule {} ms, emit {} ms, total {} ms", paths.len().min(limit), SCHED_NS.load(std::sync::atomic::Ordering::Relaxed) / 1000000, EMIT_NS.load(std::sync::atomic::Ordering::Relaxed) / 1000000, T0.with(|t| t.elapsed().as_millis()));
    for (k, n) in v.iter().take(40) { println!("{n:5} {k}"); }
    let out: String = examples.into_iter().filter(|(k, _)| k.starts_with("SCHED") || k.starts_with("EMIT") || k.starts_with("FINISH") || k.starts_with("VERIFY")).map(|(k, e)| format!("=== {k}\n{e}\n")).collect();
    std::fs::write("/tmp/h4e2e/examples.txt", out).unwrap();
}
