//! Target description interfaces used by the target-independent code generator.
//!
//! [`data_layout`] sizes and aligns IR types from the module's `target datalayout`;
//! [`lowering`] is the part of TargetLowering that SelectionDAG construction and legalization
//! consult (legal types, register classes, operation actions, argument/return lowering hooks);
//! [`calling_conv`] interprets the calling conventions generated from `.td` (`gen-callingconv`).

pub mod calling_conv;
pub mod data_layout;
pub mod frame_lowering;
pub mod instr_info;
pub mod lowering;
pub mod machine;
pub mod register_info;
pub mod subtarget_info;
pub mod target_opcode;
