//! Instruction selection. [`dag`] is the SelectionDAG path: build a DAG per basic block from IR,
//! combine, legalize, select with the generated matcher table, schedule into MachineInstrs.

pub mod dag;
