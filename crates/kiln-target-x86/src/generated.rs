//! The x86-64 tables that `build.rs` generates from `td/` with kiln-tablegen:
//! registers, sub-register indices and classes (`reg`, `sub_reg_idx`,
//! `reg_class`, `REGISTER_INFO`), opcodes and instruction descriptions
//! (`opcode`, `INSTR_INFO`), instruction relation lookups, the assembly
//! writer pieces (`ASM_WRITER_*`) and the assembly matcher table
//! (`MATCH_TABLE`, `MNEMONIC_ALIASES`), the calling conventions
//! (`calling_conv`), features, processors and machine models (`Feature`,
//! `SUBTARGET_INFO`, `SCHED_MODEL_*`), and the DAG instruction selector
//! (`X86ISD_*` node numbers, `MATCHER_TABLE`, `DagIselHooks`), GlobalISel's register banks
//! (`REGISTER_BANKS`) and match table (`global_isel::GISEL_RULES`). Build with
//! `KILN_DUMP_GENERATED=DIR` to read the generated Rust in DIR.

// The constants keep the names of the .td definitions (`EAX`, `sub_8bit`,
// `ADD32rr`, `GR32`) so that they match MIR and the descriptions; those are not
// Rust's upper-case constant style.
#![allow(non_upper_case_globals)]

include!(concat!(env!("OUT_DIR"), "/X86GenRegisterInfo.rs"));
include!(concat!(env!("OUT_DIR"), "/X86GenInstrInfo.rs"));
include!(concat!(env!("OUT_DIR"), "/X86GenInstrRelations.rs"));
include!(concat!(env!("OUT_DIR"), "/X86GenAsmWriter.rs"));
include!(concat!(env!("OUT_DIR"), "/X86GenAsmMatcher.rs"));
include!(concat!(env!("OUT_DIR"), "/X86GenCallingConv.rs"));
include!(concat!(env!("OUT_DIR"), "/X86GenSubtarget.rs"));
include!(concat!(env!("OUT_DIR"), "/X86GenRegisterBank.rs"));

/// GlobalISel's match table (`-gen-global-isel`): the rules imported from the selection
/// patterns, and their immediate and subtarget predicates.
pub mod global_isel {
    use super::{opcode, reg, reg_class, sub_reg_idx};
    #[allow(unused_imports)]
    use crate::subtarget::{Feature, X86Subtarget as Subtarget};
    include!(concat!(env!("OUT_DIR"), "/X86GenGlobalISel.rs"));
}

/// The DAG instruction selector (`-gen-dag-isel`); its predicates and ComplexPattern selectors
/// call into [`crate::isel`], its pattern predicates test the [`crate::subtarget::X86Subtarget`].
pub mod dag_isel {
    #[allow(unused_imports)]
    use crate::isel::*;
    #[allow(unused_imports)]
    use crate::subtarget::{Feature, X86Subtarget as Subtarget};
    include!(concat!(env!("OUT_DIR"), "/X86GenDAGISel.rs"));
}
pub use dag_isel::*;
