//! The RISC-V tables that `build.rs` generates from `td/` with kiln-tablegen: registers and
//! classes (`reg`, `reg_class`, `REGISTER_INFO`), opcodes and instruction descriptions
//! (`opcode`, `INSTR_INFO`), the encodings (`INSTR_ENCODINGS`, `encoder_method`), the
//! assembly writer pieces (`ASM_WRITER_*`, `print_method`) and the assembly matcher table
//! (`MATCH_TABLE`, `MNEMONIC_ALIASES`, `operand_class`), the compression rules of the C
//! extension (`COMPRESS_RULES`), the calling conventions (`calling_conv`) and the DAG
//! instruction selector (`dag_isel`: `MATCHER_TABLE`, the `RISCVISD_*` node numbers). Build with `KILN_DUMP_GENERATED=DIR`
//! to read the generated Rust in DIR.

// The constants keep the names of the .td definitions (`X10`, `ADDI`, `GPR`, `getImmOpValue`)
// so that they match the descriptions; those are not Rust's upper-case constant style.
#![allow(non_upper_case_globals)]

include!(concat!(env!("OUT_DIR"), "/RISCVGenRegisterInfo.rs"));
include!(concat!(env!("OUT_DIR"), "/RISCVGenInstrInfo.rs"));
include!(concat!(env!("OUT_DIR"), "/RISCVGenMCCodeEmitter.rs"));
include!(concat!(env!("OUT_DIR"), "/RISCVGenAsmWriter.rs"));
include!(concat!(env!("OUT_DIR"), "/RISCVGenAsmMatcher.rs"));
include!(concat!(env!("OUT_DIR"), "/RISCVGenCompressInst.rs"));
include!(concat!(env!("OUT_DIR"), "/RISCVGenCallingConv.rs"));

pub mod dag_isel {
    #[allow(unused_imports)]
    use crate::isel::*;
    #[allow(unused_imports)]
    use crate::subtarget::RiscvSubtarget as Subtarget;
    include!(concat!(env!("OUT_DIR"), "/RISCVGenDAGISel.rs"));
}
pub use dag_isel::*;
