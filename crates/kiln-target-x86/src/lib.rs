//! The x86-64 target of kiln.
//!
//! The target is described in TableGen (`td/X86.td` and the files it
//! includes, on top of kiln's base vocabulary in `kiln-codegen/td`); the
//! build script turns the description into static tables ([`generated`]) of
//! the `kiln_mc::desc` types, which the MC layer and the code generator read.

pub mod generated;

pub use generated::{opcode, reg, reg_class, sub_reg_idx, INSTR_INFO, NUM_OPCODES, REGISTER_INFO};
