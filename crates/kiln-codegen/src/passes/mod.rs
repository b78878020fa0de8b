//! Machine-function passes that run between instruction selection and emission, one file per
//! pass, each `fn run(...) -> Result<(), String>` over a `MachineFunction`; the pass table that
//! orders them is the driver's.

pub mod block_placement;
pub mod branch_folding;
pub mod branch_relaxation;
pub mod cfi_instr_inserter;
pub mod copy_propagation;
pub mod expand_post_ra;
pub mod machine_cse;
pub mod machine_licm;
pub mod phi_elimination;
pub mod prolog_epilog;
pub mod pure_instr;
pub mod register_coalescer;
pub mod stack_slot_coloring;
pub mod tail_merge;
pub mod two_address;
