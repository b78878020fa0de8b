//! [`SelectionDagTarget`]: what a target gives the SelectionDAG instruction selector, reached
//! through `TargetMachine::selection_dag`. The target machine itself holds only what every
//! selector and the passes after selection share; each selector's hooks sit behind a trait of
//! their own, so a second selector (GlobalISel) adds its trait beside this one.

use super::graph::SelectionDAG;
use super::schedule::{SchedModel, SchedulePolicy};
use crate::isel::dag::lowering::TargetLowering;

/// The SelectionDAG selector's hooks of a target.
pub trait SelectionDagTarget: Sync {
    /// Lowering into DAG nodes: arguments, calls, returns, the operations the target marks
    /// custom, and the per-type and per-operation tables legalization consults.
    fn lowering(&self) -> &dyn TargetLowering;

    /// Selects the machine instructions of a legal DAG: the generated matcher table run with
    /// the target's predicates and hand-written selection hooks.
    fn select(&self, dag: &mut SelectionDAG) -> Result<(), String>;

    /// The subtarget `func` is compiled for, as an index into the target's own list (0: the
    /// module's, from `-mcpu`/`-mattr`); the pipeline stores it in
    /// [`SelectionDAG::subtarget`] for the lowering and selection hooks. A target whose
    /// functions can name other features (`"target-features"`) returns their entry.
    fn function_subtarget(&self, module: &kiln_ir::Module, func: &kiln_ir::Function) -> u32 {
        let _ = (module, func);
        0
    }

    /// Instruction latencies for the DAG scheduler.
    fn sched_model(&self) -> &SchedModel;

    /// How the DAG scheduler orders a block above -O0 (LLVM's `setSchedulingPreference`); -O0
    /// always follows the source.
    fn scheduling_policy(&self) -> SchedulePolicy {
        SchedulePolicy::RegPressure
    }
}
