//! kiln's target-independent code generator.
//!
//! `td/` holds the base vocabulary every target description includes
//! (`include "Target.td"`): registers, register classes, instructions and
//! operands, selection-pattern nodes, instruction relations, calling
//! conventions and processor models. Tools that run TableGen on a target's
//! `.td` files put [`TD_DIR`] on the include path. [`mir`] holds the machine
//! code classes, their verifier and the `.mir` text form.

pub mod eh;
pub mod emit;
pub mod inline_asm;
pub mod isel;
pub mod mir;
pub mod passes;
pub mod pipeline;
pub mod prepare;
pub mod regalloc;
pub mod target;

/// The directory of kiln's base TableGen vocabulary (`Target.td` and the files it includes).
pub const TD_DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/td");
