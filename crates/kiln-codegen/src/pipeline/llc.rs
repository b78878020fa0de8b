//! The `llc` pipeline, phase by phase: LLVM IR → SelectionDAG per block (build, combine,
//! legalize types, combine, legalize operations, combine, select with the generated matcher
//! table, schedule, emit MachineInstrs) → the machine pass table ([`super::table`]) → the
//! AsmPrinter into an assembly or object streamer. Each phase is one call in a timing scope,
//! so this file is the whole compiler on one screen; `-time-passes` reports the same scopes.

use super::table;
use super::stats::Statistics;
use super::timing::PassTimers;
use super::global_isel::GlobalIsel;
use super::{checkpoint, parallel, run_passes, Flow, MirPass, PassContext, PassOptions};
use crate::gisel::GlobalIselAbort;
use crate::analysis::Analyses;
use crate::debug_info::{self, MdNames};
use crate::emit::AsmPrinter;
use crate::isel::dag::combine::{self, CombineLevel};
use crate::isel::dag::dump::{self, DumpContext};
use crate::isel::dag::emitter::FunctionEmitter;
use crate::isel::function_lowering::FunctionLowering;
use crate::isel::dag::schedule::{schedule_with, SchedulePolicy, ScheduleScratch, ScheduleTarget};
use crate::isel::dag::{build_block, legalize_ops, legalize_types, SelectionDAG};
use crate::isel::dag::lowering::LegalizeAction;
use crate::isel::function_info::{FunctionLoweringInfo};
use crate::mir::{parse_mir, print_mir, FunctionSpares, MachineFunction, MirModule};
use crate::prepare;
use crate::target::data_layout::{DataLayout, ModuleLayout};
use crate::target::machine::TargetMachine;
use crate::target::value_types::Mvt;
use kiln_ir::{Attr, AttrKind, Block, ConstKind, FuncId, Function, GlobalId, Inst, Module};
use rustc_hash::FxHashSet;
use std::cell::RefCell;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use kiln_support::SourceFile;

/// The name `-stop-after`/`-print-after` use for instruction selection (LLVM's last isel pass).
pub const ISEL_PASS: &str = "finalize-isel";
const ISEL_TITLE: &str = "Finalize ISel and expand pseudo-instructions";

/// What `-filetype` asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileType {
    Asm,
    Obj,
    Null,
    /// The assembled module kept in memory for the JIT ([`Compiled::object`]).
    Memory,
}

/// The `-view-*-dags` stages to write Graphviz files for (`combine1`, `legalize`, `combine2`,
/// `isel`, `sched`), each before that phase runs, as `FUNCTION.STAGE.dot` in the current directory.
#[derive(Clone, Debug, Default)]
pub struct ViewDags {
    pub stages: Vec<&'static str>,
}

/// The result of a compilation: the output file's bytes, or machine IR text when the pipeline
/// stopped early (`-stop-after`, `-run-pass`), and what went to standard error (dumps, timing).
#[derive(Debug, Default)]
pub struct Compiled {
    pub output: Vec<u8>,
    pub mir: String,
    pub log: String,
    /// With [`FileType::Memory`]: the sections, symbols and relocations for the JIT.
    pub object: Option<kiln_mc::memory_object::MemoryObject>,
}

/// Per-function state of SelectionDAG instruction selection, reset for each function.
#[derive(Default)]
struct DagIsel {
    dag: SelectionDAG,
    flinfo: FunctionLoweringInfo,
    /// The module's `!N` names when it has debug information (built on first use).
    md_names: Option<Option<MdNames>>,
    sched: ScheduleScratch,
}

impl DagIsel {
    /// Selects every block of `func`, a function of `module`, into `mf`, which is empty.
    #[allow(clippy::too_many_arguments)]
    fn run(
        &mut self,
        module: &Module,
        layout: &ModuleLayout,
        func: &Function,
        tm: &dyn TargetMachine,
        mf: &mut MachineFunction,
        view: &ViewDags,
        timers: &mut PassTimers,
    ) -> Result<(), String> {
        let isel = tm.selection_dag();
        let (tli, dl) = (isel.lowering(), &layout.dl);
        let target = tm.mir_target();
        let optimize = tm.options().opt_level > 0;
        let policy = if tm.options().opt_level == 0 {
            SchedulePolicy::Source
        } else {
            isel.scheduling_policy()
        };
        let sched = ScheduleTarget {
            instrs: target.instrs,
            regs: target.regs,
            model: isel.sched_model(),
            instr_info: Some(tm.instr_info()),
        };
        let dump = DumpContext::new(module, func);
        let show = |dag: &SelectionDAG, stage: &str| match view.stages.contains(&stage) {
            true => dump::write_dot_file(
                dag,
                std::path::Path::new("."),
                &mf_name(module, func),
                stage,
                &dump,
            )
            .map(drop)
            .map_err(|e| format!("cannot write the {stage} DAG: {e}")),
            false => Ok(()),
        };
        self.flinfo.set(module, func, layout, tli)?;
        self.dag.start_function();
        self.flinfo.optimize = optimize;
        self.dag.optimizing = optimize;
        self.dag.source_order = policy != SchedulePolicy::RegPressure;
        self.dag.subtarget = isel.function_subtarget(module, func);
        let mut emitter = FunctionEmitter::new(FunctionLowering::new(
            mf,
            &self.flinfo,
            target.instrs,
            target.regs,
            tli,
            module,
            func,
            false,
        )?);
        let md_names = self.md_names.get_or_insert_with(|| debug_info::module_has_debug_info(module).then(|| MdNames::new(module)));
        if let Some(names) = md_names {
            emitter.attach_debug_info(names, &self.flinfo);
        }
        for &block in &func.layout {
            let dag = &mut self.dag;
            timers.time("DAG building", || {
                build_block(dag, module, func, layout, tli, &mut self.flinfo, block)
            })?;
            show(dag, "combine1")?;
            timers.time("DAG combining 1", || {
                combine::run(dag, tli, CombineLevel::BeforeLegalize, optimize)
            })?;
            show(dag, "legalize")?;
            timers.time("Type legalization", || legalize_types::run(dag, tli, dl))?;
            timers.time("DAG combining after type legalization", || {
                combine::run(dag, tli, CombineLevel::AfterLegalizeTypes, optimize)
            })?;
            timers.time("DAG legalization", || legalize_ops::run(dag, tli, dl))?;
            show(dag, "combine2")?;
            timers.time("DAG combining 2", || {
                combine::run(dag, tli, CombineLevel::AfterLegalizeDag, optimize)
            })?;
            if optimize {
                combine::record_live_out_known_zero(dag);
            }
            show(dag, "isel")?;
            timers.time("Instruction selection", || isel.select(dag))?;
            show(dag, "sched")?;
            let scratch = &mut self.sched;
            let order = timers.time("Instruction scheduling", || schedule_with(dag, policy, sched, scratch))?;
            timers.time("Instruction creation", || {
                emitter.emit_block(dag, &order, block)
            })?;
        }
        emitter.finish(&self.flinfo)?;
        mf.constants.extend(self.dag.take_constant_pool());
        Ok(())
    }
}

/// The target's preferred alignment (its minimum under `optsize`/`minsize`), raised to the
/// function's own `align`.
fn function_alignment(module: &Module, func: &Function, tm: &dyn TargetMachine) -> u64 {
    let (min, preferred) = tm.function_alignment();
    let for_size = module
        .attr_sets
        .get(func.attrs.func)
        .iter()
        .any(|a| matches!(a, Attr::Flag(AttrKind::OptSize | AttrKind::MinSize)));
    let own = module.globals[func.global.index()].align;
    own.max(if for_size { min } else { preferred })
}

fn mf_name(module: &Module, func: &Function) -> String {
    module
        .global_name(func.global)
        .map(|n| String::from_utf8_lossy(n).into_owned())
        .unwrap_or_default()
}

/// One thread's part of code generation: functions through selection and the pass table, with
/// the per-function state reused from function to function. Each `-j` worker has its own; their
/// statistics and timings are added up when the module is done.
struct FunctionCompiler<'a> {
    module: &'a Module,
    layout: &'a ModuleLayout,
    tm: &'a dyn TargetMachine,
    opts: &'a PassOptions,
    view: &'a ViewDags,
    passes: &'a [&'a MirPass],
    isel: DagIsel,
    global_isel: GlobalIsel,
    analyses: RefCell<Analyses>,
    stats: RefCell<Statistics>,
    pass_log: RefCell<String>,
    timers: PassTimers,
    /// This compiler's thread (`0..jobs`): its machine functions come back to it for reuse.
    worker: usize,
    /// Machine functions this worker built and got back once printed, cleared by the next
    /// function that takes one. More than one: with `-j2` and more a worker starts its next
    /// function while the last one (and often the one before) still waits for the printer,
    /// and one spare left most functions to be built from nothing, every table grown again.
    spares: Vec<MachineFunction>,
    /// The allocations the last function left unused ([`FunctionSpares`]), for the next one:
    /// kept here rather than in a machine function that waits for the printer.
    kept: FunctionSpares,
}

/// About how many arena slots a function's machine code takes per IR instruction at -O0 (the
/// translator's, the legalizer's and the selector's instructions: xz-O0's 64.9k IR instructions
/// are 123k generic instructions after the legalizer, 77k selected), to size a machine
/// function's arena before selection ([`MachineFunction::reserve_insts`]).
const INSTS_PER_IR_INST: usize = 3;

/// The most machine functions a worker keeps for reuse beyond the one it compiles into: as many
/// as it usually has waiting for the printer, few enough that the spares (each with room for
/// the largest function it held, see `MachineFunction::clear`) stay small beside the module.
const MAX_SPARE_FUNCTIONS: usize = 2;

/// A function after the pass table, for the AsmPrinter (or for MIR output when it stopped),
/// with the dumps its passes wrote.
struct SelectedFunction {
    mf: MachineFunction,
    log: String,
    flow: Flow,
    /// The worker that compiled it, which gets `mf` back once it is printed.
    worker: usize,
    /// The function's IR instructions and blocks when they were moved out of the module for
    /// it: freed by the consumer, the thread that read them (a free on another thread's malloc
    /// arena takes that arena's lock, which the reading thread, now printing, keeps taking).
    body: Body,
}

/// A function's instructions and blocks, moved out of the module ([`take_bodies`]); empty when
/// the module kept them.
#[derive(Default)]
struct Body {
    insts: Vec<Inst>,
    blocks: Vec<Block>,
}

impl FunctionCompiler<'_> {
    /// Selects and runs the pass table on function `f` into `mf` (a recycled one: cleared here).
    /// `body` is `f`'s instructions and blocks when they were moved out of the module for this thread
    /// (empty when the module kept them); they come back in the result, for the consumer to free.
    fn compile(&mut self, f: FuncId, body: Body, mf: MachineFunction) -> Result<SelectedFunction, String> {
        let func = &self.module.functions[f.index()];
        // The rest of the function is copied; its blocks, moved out with the instructions, are
        // not (a copy of each block's instruction list was an allocation per block).
        let owned = (!body.insts.is_empty()).then(|| Function { insts: body.insts, blocks: body.blocks, ..func.clone() });
        let (mut mf, log, flow) = self.select_and_run(f, owned.as_ref().unwrap_or(func), mf)?;
        self.kept = mf.take_spares();
        let body = owned.map(|o| Body { insts: o.insts, blocks: o.blocks }).unwrap_or_default();
        Ok(SelectedFunction { mf, log, flow, worker: self.worker, body })
    }

    /// [`compile`](Self::compile) of `body`, function `f` (with its instructions): the machine
    /// function, the passes' dumps and where the pipeline ended.
    fn select_and_run(&mut self, f: FuncId, body: &Function, mut mf: MachineFunction) -> Result<(MachineFunction, String, Flow), String> {
        let (module, tm, opts) = (self.module, self.tm, self.opts);
        let func = &module.functions[f.index()];
        let name = mf_name(module, func);
        let kept = &mut self.kept;
        self.timers.time("Machine function reset", || {
            // First the spares (the function's own went with it when it was done, so they are
            // handed over whole), then the blocks and lists of the function it last held.
            mf.add_spares(std::mem::take(kept));
            mf.clear(&name);
            mf.reserve_insts(body.insts.len() * INSTS_PER_IR_INST);
        });
        mf.alignment = function_alignment(module, func, tm);
        let cx = PassContext {
            tm,
            module: Some(module),
            function: Some(f),
            verify: opts.verify || opts.verify_regalloc,
            regalloc: opts.regalloc,
            analyses: &self.analyses,
            stats: &self.stats,
            gisel: opts.gisel,
            pass_log: &self.pass_log,
        };
        let mut log = String::new();
        if let Some(abort) = opts.gisel.selection(tm.options().opt_level, tm.global_isel().is_some_and(|g| g.default_at_o0())) {
            let tried = self.global_isel.run(module, self.layout, body, tm, &mut mf, &cx, opts, &mut self.timers, &mut log);
            match tried {
                Ok(Flow::Stopped) => return Ok((mf, log, Flow::Stopped)),
                Ok(Flow::Continue) => {
                    let flow = run_passes(self.passes, &mut mf, &cx, opts, &mut self.timers, &mut log)?;
                    return Ok((mf, log, flow));
                }
                Err(e) if abort == GlobalIselAbort::Error => {
                    return Err(if e.starts_with("in function") { e } else { format!("in function '{name}': {e}") })
                }
                Err(e) => {
                    // A pass's message names the function and the pass; the remark names the function.
                    let e = e.strip_prefix(&format!("in function '{name}', pass ")).and_then(|rest| rest.split_once(": ")).map_or(e.as_str(), |(_, m)| m);
                    if abort == GlobalIselAbort::FallBackWithRemark {
                        let file = module.source_filename.as_deref().map_or("<unknown>".into(), String::from_utf8_lossy);
                        log.push_str(&format!("remark: {file}:0:0: {e} (in function: {name})\n"));
                    }
                    // The function is the SelectionDAG's; where -stop-after names a GlobalISel
                    // phase, which it never reaches, it is printed empty, as llc does.
                    mf.clear(&name);
                    mf.alignment = function_alignment(module, func, tm);
                    if opts.stop_after.as_deref().is_some_and(table::is_global_isel_stop_point) {
                        mf.props.failed_isel = true;
                        return Ok((mf, log, Flow::Stopped));
                    }
                }
            }
        }
        self.isel
            .run(module, self.layout, body, tm, &mut mf, self.view, &mut self.timers)
            .map_err(|e| format!("in function '{name}': {e}"))?;
        let mut flow = checkpoint(ISEL_PASS, ISEL_TITLE, &mut mf, &cx, opts, &mut log)?;
        if flow == Flow::Continue {
            flow = run_passes(self.passes, &mut mf, &cx, opts, &mut self.timers, &mut log)?;
        }
        Ok((mf, log, flow))
    }
}

/// Compiles `module` for `tm`: every defined function through selection and the pass table,
/// then the asm printer (unless the pipeline stops early, when the result is MIR text).
/// Functions are compiled on `opts.jobs` threads and printed in module order on this one
/// ([`super::parallel`]), so the output does not depend on the thread count. Function bodies
/// are freed as they are printed (most of them: see `take_bodies`), so `module` is not for
/// further use beyond its declarations and globals.
pub fn compile_module(
    module: &mut Module,
    tm: &dyn TargetMachine,
    opts: &PassOptions,
    view: &ViewDags,
    file_type: FileType,
) -> Result<Compiled, String> {
    for stop in [&opts.stop_after, &opts.stop_before].into_iter().flatten() {
        if !table::is_stop_point(tm.machine_passes(), stop) {
            return Err(format!(
                "stop-after/stop-before pass '{stop}' is not registered"
            ));
        }
        if table::is_global_isel_stop_point(stop) && opts.gisel.selection(tm.options().opt_level, tm.global_isel().is_some_and(|g| g.default_at_o0())).is_none() {
            return Err(format!("stop-after/stop-before pass '{stop}' is GlobalISel's: it needs -global-isel"));
        }
    }
    let passes = table::pipeline(tm.machine_passes(), tm.options().opt_level, opts.regalloc, tm.branch_relaxation().is_some());
    let mut timers = PassTimers::new(opts.time_passes);
    for &(title, spent) in &opts.earlier_phases {
        timers.add_earlier(title, spent);
    }
    let tables = tm.selection_dag().lowering().tables();
    let legal = |op, vt: Mvt| tables.is_type_legal(vt.into()) && tables.operation_action(op, vt) == LegalizeAction::Legal;
    timers.time("Prepare IR for selection", || prepare::run(module, tm.options().opt_level, tm.bit_test_word(), &tm.addressing_mode(), &legal))?;
    timers.time("Expand atomic instructions", || {
        prepare::atomic_expand::run(module, &|op, fp, used| tm.atomic_rmw_expansion(op, fp, used), tm.fence_atomic_loads_and_stores())
    })?;
    // After preparation, which may add types (the `{ T, i1 }` of a cmpxchg).
    let dl_text = module
        .data_layout
        .as_deref()
        .map(String::from_utf8_lossy)
        .unwrap_or_default();
    let layout = ModuleLayout::new(DataLayout::parse(&dl_text)?, &module.types);
    let stopping = opts.stop_after.is_some() || opts.stop_before.is_some();
    let defined: Vec<FuncId> = (0..module.functions.len() as u32)
        .map(FuncId)
        .filter(|f| !module.functions[f.index()].is_declaration())
        .collect();
    // A function's size, which bounds how far the threads run ahead of the printer.
    let weights: Vec<usize> = defined.iter().map(|f| module.functions[f.index()].insts.len()).collect();
    let bodies = take_bodies(module, &defined, stopping);
    let module = &*module;
    let mut out = Compiled::default();
    let stats = RefCell::new(Statistics::new(opts.stats));
    let mut stopped = Vec::new();
    let mut warnings = String::new();
    let jobs = if opts.jobs == 0 { parallel::default_jobs() } else { opts.jobs };
    // Machine functions go back to the worker that built them once printed, to be cleared and
    // reused there: each thread reuses (and in the end frees) the memory it allocated.
    let recycled: Vec<Mutex<Vec<MachineFunction>>> = (0..jobs.max(1)).map(|_| Mutex::new(Vec::new())).collect();
    let workers = AtomicUsize::new(0);
    let new_compiler = || FunctionCompiler {
        module,
        layout: &layout,
        tm,
        opts,
        view,
        passes: &passes,
        isel: DagIsel::default(),
        global_isel: GlobalIsel::default(),
        analyses: RefCell::new(Analyses::default()),
        stats: RefCell::new(Statistics::new(opts.stats)),
        pass_log: RefCell::new(String::new()),
        timers: PassTimers::new(opts.time_passes),
        worker: workers.fetch_add(1, Ordering::Relaxed) % recycled.len(),
        spares: Vec::new(),
        kept: FunctionSpares::default(),
    };
    let compile = |compiler: &mut FunctionCompiler, item: usize| {
        // The machine functions printed since this worker's last function join its spares (a
        // few kept, the others freed here, by their owner); one of them is reused.
        if let Ok(mut back) = recycled[compiler.worker].lock() {
            compiler.spares.append(&mut back);
        }
        compiler.spares.truncate(MAX_SPARE_FUNCTIONS + 1);
        let mf = compiler.spares.pop().unwrap_or_else(|| MachineFunction::new(""));
        let body = bodies[item].lock().map(|mut b| std::mem::take(&mut *b)).unwrap_or_default();
        compiler.compile(defined[item], body, mf)
    };
    let emitted = print_module(
        tm,
        module,
        if stopping { FileType::Null } else { file_type },
        &mut timers,
        &mut warnings,
        |printer, timers| {
            let compilers = parallel::run_in_order(&weights, jobs, new_compiler, compile, |selected| {
                out.log.push_str(&selected.log);
                let mf = selected.mf;
                if selected.flow == Flow::Stopped {
                    stopped.push(mf);
                    return Ok(());
                }
                stats.borrow_mut().count_stack_accesses(&mf, tm.instr_info());
                timers.time("Assembly printer", || printer.emit_function(&mf))?;
                drop(selected.body);
                if let Ok(mut spare) = recycled[selected.worker].lock() {
                    spare.push(mf);
                }
                Ok(())
            })?;
            // What the threads keep for their next function (selection, scheduling and analysis
            // buffers, spare machine functions) goes before the object is laid out, when
            // memory peaks.
            for compiler in compilers {
                timers.add_thread(&compiler.timers);
                stats.borrow_mut().merge(&compiler.stats.borrow());
            }
            for spare in &recycled {
                if let Ok(mut spare) = spare.lock() {
                    *spare = Vec::new();
                }
            }
            Ok(())
        },
    )?;
    if stopping {
        let mir = MirModule {
            ir: Some(kiln_ir::print(module)),
            functions: stopped,
        };
        out.mir = print_mir(&mir, &tm.mir_target());
    } else {
        (out.output, out.object) = emitted;
    }
    out.log.push_str(&warnings);
    out.log.push_str(&timers.report());
    out.log.push_str(&stats.borrow().report());
    Ok(out)
}

/// The instructions and blocks of each function of `defined`, moved out of `module` so that they are
/// freed (on this thread, which allocated them, once the function is printed) as the module is
/// compiled: peak memory then grows with the functions in flight, not with the module (the
/// object being built takes their place). The module keeps
/// a body when the IR is printed again (`stopping`: the MIR output embeds it) and when a
/// `blockaddress` names one of its blocks (the AsmPrinter and other functions' selection then
/// number its blocks, which needs its instructions); its slot here stays empty.
fn take_bodies(module: &mut Module, defined: &[FuncId], stopping: bool) -> Vec<Mutex<Body>> {
    let addressed: FxHashSet<GlobalId> = (module.consts.block_addresses().iter())
        .filter_map(|&c| match module.consts.get(c).kind {
            ConstKind::BlockAddress { func, .. } => Some(func),
            _ => None,
        })
        .collect();
    defined
        .iter()
        .map(|&f| {
            let func = &mut module.functions[f.index()];
            let keep = stopping || addressed.contains(&func.global);
            // Preparation grew the instruction vectors of the functions it added to (a lowered
            // `switch`), doubling their room: what is not used goes back now, before the rest of
            // the module's code is generated beside them.
            func.insts.shrink_to_fit();
            func.blocks.shrink_to_fit();
            Mutex::new(if keep { Body::default() } else { Body { insts: std::mem::take(&mut func.insts), blocks: std::mem::take(&mut func.blocks) } })
        })
        .collect()
}

/// A module built in memory (or read) into an ELF relocatable object for `tm`, as
/// `llc -filetype=obj` makes it: the module is verified first, so a front end's mistake is a
/// message naming the instruction rather than a failure deep in selection. `module` is
/// prepared for selection in place and its function bodies are freed as they are printed;
/// compile a clone to keep the original.
pub fn compile_to_object(module: &mut Module, tm: &dyn TargetMachine) -> Result<Vec<u8>, String> {
    if let Err(errors) = kiln_ir::verify_module(module) {
        return Err(errors.iter().map(|e| format!("error: {e}")).collect::<Vec<_>>().join("\n"));
    }
    let compiled = compile_module(module, tm, &PassOptions::default(), &ViewDags::default(), FileType::Obj)?;
    Ok(compiled.output)
}

/// `llc` on machine IR: with `-run-pass`, runs those passes on every function and returns the
/// printed MIR; without, runs the pass table from after instruction selection and emits code.
pub fn compile_mir(
    file: &SourceFile,
    tm: &dyn TargetMachine,
    opts: &PassOptions,
    run_pass: &[String],
    file_type: FileType,
) -> Result<Compiled, String> {
    let target = tm.mir_target();
    let mut mir = parse_mir(file, &target).map_err(|d| d.to_string())?;
    let module = match &mir.ir {
        Some(text) => Some(kiln_ir::parse(&file.name, text).map_err(|d| d.to_string())?),
        None => None,
    };
    let explicit = !run_pass.is_empty();
    let passes = if explicit {
        table::by_names(tm.machine_passes(), run_pass)?
    } else {
        table::pipeline(tm.machine_passes(), tm.options().opt_level, opts.regalloc, tm.branch_relaxation().is_some())
    };
    let analyses = RefCell::new(Analyses::default());
    let stats = RefCell::new(Statistics::new(opts.stats));
    let pass_log = RefCell::new(String::new());
    let mut timers = PassTimers::new(opts.time_passes);
    let mut out = Compiled::default();
    let mut stopped = explicit || opts.stop_after.is_some() || opts.stop_before.is_some();
    for mf in &mut mir.functions {
        let function = module.as_ref().and_then(|m| function_named(m, &mf.name));
        let cx = PassContext {
            tm,
            module: module.as_ref(),
            function,
            verify: opts.verify || opts.verify_regalloc,
            regalloc: opts.regalloc,
            analyses: &analyses,
            stats: &stats,
            gisel: opts.gisel,
            pass_log: &pass_log,
        };
        if run_passes(&passes, mf, &cx, opts, &mut timers, &mut out.log)? == Flow::Stopped {
            stopped = true;
        }
    }
    if stopped {
        out.mir = print_mir(&mir, &target);
    } else {
        let module = module
            .ok_or("emitting code from machine IR needs the IR module embedded in the .mir file")?;
        (out.output, out.object) = print_module(tm, &module, file_type, &mut timers, &mut out.log, |printer, timers| {
            for mf in &mir.functions {
                stats.borrow_mut().count_stack_accesses(mf, tm.instr_info());
                timers.time("Assembly printer", || printer.emit_function(mf))?;
            }
            Ok(())
        })?;
    }
    out.log.push_str(&timers.report());
    out.log.push_str(&stats.borrow().report());
    Ok(out)
}

/// Runs the asm printer over a streamer of `file_type`: the module header, the functions
/// `functions` emits, the globals and footer; returns the output file's bytes (none for
/// `-filetype=null`) and, for [`FileType::Memory`], the module in memory.
fn print_module(
    tm: &dyn TargetMachine,
    module: &Module,
    file_type: FileType,
    timers: &mut PassTimers,
    log: &mut String,
    functions: impl FnOnce(&mut AsmPrinter<'_, '_>, &mut PassTimers) -> Result<(), String>,
) -> Result<(Vec<u8>, Option<kiln_mc::memory_object::MemoryObject>), String> {
    let (sink, in_memory) = std::sync::mpsc::channel();
    let mut streamer = match file_type {
        FileType::Memory => tm.create_memory_streamer(sink)?,
        _ => tm.create_streamer(file_type == FileType::Obj),
    };
    let mut printer = AsmPrinter::new(
        streamer.as_mut(),
        tm.asm_lowering(),
        tm.mir_target(),
        module,
        tm.options().reloc,
    )?;
    // llc's `# 4-byte Spill` comments exist only in assembly text: an object gets none built.
    if file_type == FileType::Asm {
        printer.comment_stack_accesses(tm.instr_info());
    }
    let o = tm.options();
    printer.set_section_options(crate::emit::SectionOptions {
        function_sections: o.function_sections,
        data_sections: o.data_sections,
        no_unique_names: o.no_unique_section_names,
    });
    printer.set_emulated_tls(o.emulated_tls);
    printer.set_dwarf_version(o.dwarf_version);
    timers.time("Emit module header", || printer.begin_module())?;
    functions(&mut printer, timers)?;
    timers.time("Emit module footer", || printer.finish_module())?;
    for w in printer.take_warnings() {
        log.push_str(&format!("warning: {w}\n"));
    }
    drop(printer);
    if file_type == FileType::Null {
        return Ok((Vec::new(), None));
    }
    let bytes = timers.time("Object layout and writing", || streamer.finish()).map_err(mc_errors)?;
    Ok((bytes, in_memory.try_recv().ok()))
}

fn mc_errors(errors: Vec<kiln_mc::MCError>) -> String {
    errors
        .iter()
        .map(|e| e.message.clone())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The IR function a machine function of a `.mir` file was compiled from.
fn function_named(module: &Module, name: &str) -> Option<FuncId> {
    let found = module
        .functions
        .iter()
        .position(|f| module.global_name(f.global) == Some(name.as_bytes()));
    found.map(|i| FuncId(i as u32))
}
