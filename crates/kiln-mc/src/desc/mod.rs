//! Static descriptions of a target's registers and instructions.
//!
//! The TableGen back ends `-gen-register-info` and `-gen-instr-info` emit Rust
//! source that builds these types as `static` tables (data, not code); a target
//! crate includes that source and hands `&'static RegisterInfo` /
//! `&'static InstrInfo` to the MC layer and the code generator. Everything here
//! is plain data with lookups: binary search over sorted slices, bitsets for
//! class membership, so queries are cheap and need no allocation.

pub mod instr;
pub mod register;

pub use instr::{InstrDesc, InstrFlags, InstrInfo, OperandInfo, OperandKind};
pub use register::{
    CalleeSavedSet, PhysReg, RegClassId, RegisterClassDesc, RegisterDesc, RegisterInfo, SubRegIdx,
    SubRegIndexDesc,
};
