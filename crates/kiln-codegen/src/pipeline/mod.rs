//! Running the code generator's passes: the per-function [`PassContext`], the [`MirPass`]
//! records of the pass table ([`table`]), and the runner that gives `llc`'s debugging options
//! (`-print-after-all`, `-print-after`, `-stop-after`, `-stop-before`, `-run-pass`,
//! `-verify-machineinstrs`, `-time-passes`, `-stats`) to every pass at once, because they are properties
//! of the table rather than of any one pass. [`llc`] is the driver that strings the phases
//! together for a module, with [`global_isel`] the GlobalISel phases it runs per function under
//! `-global-isel`.

pub mod global_isel;
pub mod llc;
pub mod parallel;
pub mod stats;
pub mod table;
pub mod timing;

use crate::analysis::Analyses;
use crate::mir::{print_function, verify, MachineFunction};
use crate::regalloc::RegAllocKind;
use std::cell::RefCell;
use crate::target::machine::TargetMachine;
use kiln_ir::{FuncId, Module};
use std::fmt::Write;
use stats::Statistics;
use timing::PassTimers;

/// What a pass sees besides the machine function it rewrites.
pub struct PassContext<'a> {
    pub tm: &'a dyn TargetMachine,
    /// The IR module the function came from (absent for `.mir` input without embedded IR).
    pub module: Option<&'a Module>,
    /// The IR function being compiled, when there is one.
    pub function: Option<FuncId>,
    /// `-verify-machineinstrs` or `-verify-regalloc`: passes with their own checkers run them
    /// (the allocation checker).
    pub verify: bool,
    /// `-regalloc`: the allocator the allocation row runs.
    pub regalloc: RegAllocKind,
    /// The machine analyses of the current function, kept until a pass changes the code
    /// (the buffers are reused from function to function).
    pub analyses: &'a RefCell<Analyses>,
    /// `-stats`: the counters passes add to.
    pub stats: &'a RefCell<Statistics>,
    /// GlobalISel's options (`-legalizer-rules`, `-debug-only=legalizer`).
    pub gisel: crate::gisel::GiselOptions,
    /// What passes write for standard error (GlobalISel's traces), taken after each function.
    pub pass_log: &'a RefCell<String>,
}

/// A machine-function pass: rewrites `mf` in place; an `Err` names what it cannot handle.
pub type MirPassFn = fn(&mut MachineFunction, &PassContext) -> Result<(), String>;

/// One entry of the pass table.
pub struct MirPass {
    /// The command-line name (`-stop-after=NAME`, `-run-pass=NAME`); LLVM's where it has one.
    pub name: &'static str,
    /// The name `-print-after-all` and `-time-passes` print.
    pub title: &'static str,
    pub run: MirPassFn,
    /// The lowest optimisation level the pass runs at.
    pub min_opt: u8,
    /// Passes that must have run before this one (checked by the table's test).
    pub after: &'static [&'static str],
    /// Why the pass is where it is.
    pub reason: &'static str,
}

/// The debugging and checking options of a pipeline run.
#[derive(Clone, Debug, Default)]
pub struct PassOptions {
    pub print_after_all: bool,
    pub print_after: Vec<String>,
    pub print_before: Vec<String>,
    pub stop_after: Option<String>,
    pub stop_before: Option<String>,
    pub verify: bool,
    /// `-verify-regalloc`: the allocation checker without the machine verifier.
    pub verify_regalloc: bool,
    pub time_passes: bool,
    pub stats: bool,
    /// `-regalloc=`.
    pub regalloc: RegAllocKind,
    /// `-print-live-intervals`: the analyses, printed before each allocation that uses them.
    pub print_live_intervals: bool,
    /// `-print-machine-bfi`: the branch probabilities and block frequencies, printed before
    /// each allocation that uses them.
    pub print_machine_bfi: bool,
    /// `-disable-block-placement`: the blocks stay in selection's order.
    pub disable_block_placement: bool,
    /// `-j N`: the threads functions are compiled on; 0 (the default) means one per core.
    pub jobs: usize,
    /// GlobalISel's options.
    pub gisel: crate::gisel::GiselOptions,
    /// Phases the driver ran before the pipeline (reading and verifying the IR), with their
    /// wall times: `-time-passes` reports them too, and its wall clock starts with them.
    pub earlier_phases: Vec<(&'static str, std::time::Duration)>,
}

/// Whether the pipeline ran to its end or stopped at `-stop-after`/`-stop-before`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    Continue,
    Stopped,
}

/// Runs `passes` in order on `mf`. Dumps go to `log` (standard error for `llc`).
pub fn run_passes(
    passes: &[&MirPass],
    mf: &mut MachineFunction,
    cx: &PassContext,
    opts: &PassOptions,
    timers: &mut PassTimers,
    log: &mut String,
) -> Result<Flow, String> {
    for pass in passes {
        if opts.stop_before.as_deref() == Some(pass.name) {
            return Ok(Flow::Stopped);
        }
        if opts.disable_block_placement && pass.name == "block-placement" {
            continue;
        }
        if opts.print_before.iter().any(|p| p == pass.name) {
            let _ = writeln!(
                log,
                "# *** IR Dump Before {} ({}) ***:",
                pass.title, pass.name
            );
            print_function(log, mf, &cx.tm.mir_target());
        }
        if opts.print_live_intervals && matches!(pass.name, "regallocbasic" | "greedy" | "regallocpbqp") {
            let target = cx.tm.mir_target();
            let mut analyses = cx.analyses.borrow_mut();
            let dump = analyses.compute(mf, target.regs, target.instrs).dump(mf, target.regs);
            let _ = writeln!(log, "# *** Live intervals of '{}' ***:\n{dump}", mf.name);
        }
        if opts.print_machine_bfi && matches!(pass.name, "regallocbasic" | "greedy" | "regallocpbqp") {
            let target = cx.tm.mir_target();
            let mut analyses = cx.analyses.borrow_mut();
            let dump = analyses.compute_with_freq(mf, target.regs, target.instrs).freq.dump(mf);
            let _ = writeln!(log, "# *** Block frequencies of '{}' ***:\n{dump}", mf.name);
        }
        let started = timers.start();
        let result = (pass.run)(mf, cx);
        timers.stop(pass.title, started);
        log.push_str(&std::mem::take(&mut *cx.pass_log.borrow_mut()));
        // Every pass of the table changes the code the analyses describe.
        cx.analyses.borrow_mut().invalidate();
        result.map_err(|e| format!("in function '{}', pass '{}': {e}", mf.name, pass.name))?;
        cx.stats.borrow_mut().count_instructions(pass.name, mf);
        if checkpoint(pass.name, pass.title, mf, cx, opts, log)? == Flow::Stopped {
            return Ok(Flow::Stopped);
        }
    }
    Ok(Flow::Continue)
}

/// What happens after the phase `name` ran: `-print-after(-all)`, `-verify-machineinstrs`,
/// `-stop-after`.
pub fn checkpoint(
    name: &str,
    title: &str,
    mf: &mut MachineFunction,
    cx: &PassContext,
    opts: &PassOptions,
    log: &mut String,
) -> Result<Flow, String> {
    let target = cx.tm.mir_target();
    if opts.print_after_all || opts.print_after.iter().any(|p| p == name) {
        let _ = writeln!(log, "# *** IR Dump After {title} ({name}) ***:");
        print_function(log, mf, &target);
    }
    if opts.verify {
        if let Err(errors) = verify(mf, &target) {
            return Err(format!(
                "*** Bad machine code after '{title}' in function '{}' ***\n{}",
                mf.name,
                errors.join("\n")
            ));
        }
    }
    Ok(if opts.stop_after.as_deref() == Some(name) {
        Flow::Stopped
    } else {
        Flow::Continue
    })
}
