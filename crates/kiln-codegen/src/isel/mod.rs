//! Instruction selection. [`dag`] is the SelectionDAG path: build a DAG per basic block from IR,
//! combine, legalize, select with the generated matcher table, schedule into MachineInstrs.
//!
//! The function-level work is selector-independent and shared by every selector:
//! [`function_info`] holds what the selector learns about the whole function while it goes
//! block by block (the registers of values crossing blocks, phi edges, stack objects of
//! allocas, incoming arguments, live-in registers), and [`function_lowering`] creates the
//! machine function around the selected blocks (machine blocks, virtual registers, PHIs,
//! successor lists, live-in copies, stack objects, landing pads, jump tables).
//! [`call_lowering`] is the shared half of lowering arguments, calls and returns: the calling
//! convention's location for each register-sized part of each value, and where an incoming
//! argument arrives; [`tail_call`] which calls become tail calls.

pub mod call_lowering;
pub mod dag;
pub mod function_info;
pub mod function_lowering;
pub mod tail_call;

/// The intrinsics whose value is their first argument (hints for optimisers), by name prefix:
/// every selector forwards the argument.
pub const VALUE_FORWARDING_INTRINSICS: &[&str] = &[
    "llvm.expect.",
    "llvm.annotation.",
    "llvm.ptr.annotation.",
    "llvm.threadlocal.address.",
    "llvm.ssa.copy.",
    "llvm.launder.invariant.group.",
    "llvm.strip.invariant.group.",
];
