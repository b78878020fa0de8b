//! The SelectionDAG: per-basic-block graph of operations on typed values, from which
//! instructions are selected.
//!
//! Values are typed by `crate::target::value_types` (`Mvt`, `Evt`), which the target
//! interface shares with every selector.
//!
//! - [`selector`]: [`SelectionDagTarget`], the hooks a target gives this selector, and
//!   [`lowering`]: its [`TargetLowering`](lowering::TargetLowering) (legalization tables, DAG
//!   lowering of arguments, calls, returns and custom operations).
//! - [`opcodes`]: the generic [`Isd`] nodes, the [`Opcode`] space, [`CondCode`].
//! - [`node`]: ids, [`SDValue`] edges, node payloads ([`NodeData`], [`MemInfo`]).
//! - [`graph`]: [`SelectionDAG`] itself: arena, CSE, use lists, replace-all-uses, dead nodes.
//! - [`builder`]: building a block's DAG from IR (filling the shared
//!   [`FunctionLoweringInfo`](crate::isel::function_info::FunctionLoweringInfo)), with
//!   [`BlockValues`], the DAG value of each IR value of the block.
//! - [`emitter`]: the scheduled machine nodes of a block into MachineInstrs; the
//!   function-level rest is the shared [`crate::isel::function_lowering`].
//! - [`debug_values`]: the block's `llvm.dbg.value`s beside the graph, following their nodes.
//! - [`dump`]: `t5: i32 = add t3, t4` text and `FUNCTION.STAGE.dot` Graphviz views.
//! - [`vector_parts`]: vectors between their elements and the register parts they travel in.
//! - [`combine`] (with `combine_div`, division by constants), [`legalize_types`], [`legalize_ops`] (sharing [`expand`], and `expand_vector` for
//!   vector minimum, maximum, absolute value and saturating arithmetic): simplification and
//!   legalization between building and selection.
//!
//! Phases after building (combine, legalize types and operations, select, schedule) work on
//! the same structure in place.

mod block_values;
pub mod builder;
pub mod call_parts;
pub mod combine;
mod combine_div;
mod combine_promote;
pub mod debug_values;
pub mod dump;
pub mod expand;
mod expand_vector;
pub mod emitter;
pub mod graph;
pub mod legalize_ops;
pub mod legalize_types;
pub mod lowering;
pub mod matcher;
pub mod node;
pub mod opcodes;
pub mod pattern_predicates;
pub mod schedule;
pub mod select;
pub mod selector;
pub mod vector_parts;

pub use block_values::BlockValues;
pub use builder::build_block;
pub use combine::CombineLevel;
pub use graph::SelectionDAG;
pub use node::{ExtType, MemInfo, Node, NodeData, NodeFlags, NodeId, OperandSlot, Reg, SDValue, VTListId};
pub use opcodes::{CondCode, Isd, Opcode};
pub use selector::SelectionDagTarget;

#[cfg(test)]
mod legalize_tests;
#[cfg(test)]
mod tests;
