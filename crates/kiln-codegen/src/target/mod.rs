//! Target description interfaces used by the target-independent code generator.
//!
//! [`data_layout`] sizes and aligns IR types from the module's `target datalayout`;
//! [`lowering`] is the part of TargetLowering that SelectionDAG construction and legalization
//! consult (legal types, register classes, operation actions, argument/return lowering hooks).

pub mod data_layout;
pub mod lowering;
