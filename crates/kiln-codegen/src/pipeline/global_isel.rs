//! The GlobalISel pipeline, phase by phase, beside the SelectionDAG's in [`super::llc`]: the
//! IRTranslator turns the whole IR function into generic machine IR, then GlobalISel's
//! machine passes ([`table::GLOBAL_ISEL_PASSES`]: the Legalizer, RegBankSelect and
//! InstructionSelect) make it target code. Each phase is one call in a timing scope;
//! `-stop-after=irtranslator` and the passes' names stop after them. A phase that cannot
//! handle a function, or generic instructions left after selection (a target without an
//! instruction selector), is an error the caller turns into a fallback to the SelectionDAG or
//! a failure, as `-global-isel-abort` says.

use super::table;
use super::timing::PassTimers;
use super::{checkpoint, run_passes, Flow, MirPass, PassContext, PassOptions};
use crate::debug_info::{self, MdNames};
use crate::gisel::irtranslator::{self, TranslatorTarget};
use crate::isel::function_info::FunctionLoweringInfo;
use crate::isel::function_lowering::GlobalTexts;
use crate::mir::MachineFunction;
use crate::target::data_layout::ModuleLayout;
use crate::target::machine::TargetMachine;
use crate::target::target_opcode as op;
use kiln_ir::{Function, Module};

/// The name `-stop-after`/`-print-after` use for the IRTranslator.
pub const IRTRANSLATOR_PASS: &str = "irtranslator";
const IRTRANSLATOR_TITLE: &str = "IRTranslator";

/// Per-function state of GlobalISel, reset for each function.
#[derive(Default)]
pub struct GlobalIsel {
    flinfo: FunctionLoweringInfo,
    /// The module's `!N` names when it has debug information (built on first use).
    md_names: Option<Option<MdNames>>,
    /// The module's global names as MIR writes them (each written on first use).
    global_texts: GlobalTexts,
}

impl GlobalIsel {
    /// Selects `func` of `module` into `mf` (empty) through every GlobalISel phase; `Stopped`
    /// when `-stop-after` named one of them. An `Err` says what GlobalISel cannot do with the
    /// function.
    #[allow(clippy::too_many_arguments)]
    pub fn run(
        &mut self,
        module: &Module,
        layout: &ModuleLayout,
        func: &Function,
        tm: &dyn TargetMachine,
        mf: &mut MachineFunction,
        cx: &PassContext,
        opts: &PassOptions,
        timers: &mut PassTimers,
        log: &mut String,
    ) -> Result<Flow, String> {
        let hooks = tm.global_isel().ok_or("this target has no GlobalISel")?;
        let calls = hooks.call_lowering().ok_or("this target has no GlobalISel call lowering")?;
        let mir = tm.mir_target();
        let target = TranslatorTarget { instrs: mir.instrs, regs: mir.regs, tli: tm.selection_dag().lowering(), calls, match_table: hooks.match_table() };
        self.flinfo.optimize = tm.options().opt_level > 0;
        let (flinfo, global_texts) = (&mut self.flinfo, &mut self.global_texts);
        let names = self.md_names.get_or_insert_with(|| debug_info::module_has_debug_info(module).then(|| MdNames::new(module))).as_ref();
        timers.time(IRTRANSLATOR_TITLE, || irtranslator::translate(module, layout, func, &target, flinfo, mf, names, global_texts))?;
        if checkpoint(IRTRANSLATOR_PASS, IRTRANSLATOR_TITLE, mf, cx, opts, log)? == Flow::Stopped {
            return Ok(Flow::Stopped);
        }
        let passes: Vec<&MirPass> = table::GLOBAL_ISEL_PASSES.iter().collect();
        if run_passes(&passes, mf, cx, opts, timers, log)? == Flow::Stopped {
            return Ok(Flow::Stopped);
        }
        match first_generic_instruction(mf) {
            Some(name) => Err(format!("unable to select instruction: {name} (left generic after instruction selection)")),
            None => Ok(Flow::Continue),
        }
    }
}

/// The opcode name of the first generic instruction left in `mf`, if any.
fn first_generic_instruction(mf: &MachineFunction) -> Option<&'static str> {
    let opcode = mf.layout().iter().flat_map(|&b| mf.block_insts(b)).map(|i| mf.inst(i).opcode).find(|&o| op::is_generic(o))?;
    op::INSTR_INFO.get(opcode).map(|d| d.name)
}
