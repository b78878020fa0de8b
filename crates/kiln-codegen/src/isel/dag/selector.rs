//! [`SelectionDagTarget`]: what a target gives the SelectionDAG instruction selector, reached
//! through `TargetMachine::selection_dag`. The target machine itself holds only what every
//! selector and the passes after selection share; each selector's hooks sit behind a trait of
//! their own, so a second selector (GlobalISel) adds its trait beside this one.

use super::graph::SelectionDAG;
use super::schedule::SchedModel;
use crate::isel::dag::lowering::TargetLowering;

/// The SelectionDAG selector's hooks of a target.
pub trait SelectionDagTarget: Sync {
    /// Lowering into DAG nodes: arguments, calls, returns, the operations the target marks
    /// custom, and the per-type and per-operation tables legalization consults.
    fn lowering(&self) -> &dyn TargetLowering;

    /// Selects the machine instructions of a legal DAG: the generated matcher table run with
    /// the target's predicates and hand-written selection hooks.
    fn select(&self, dag: &mut SelectionDAG) -> Result<(), String>;

    /// Instruction latencies for the DAG scheduler.
    fn sched_model(&self) -> &SchedModel;
}
