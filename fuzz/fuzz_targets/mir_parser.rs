#![no_main]
use kiln_codegen::mir::{fuzzing, MirTarget};
use libfuzzer_sys::fuzz_target;

/// The MIR reader with the x86-64 tables, so LLVM's own MIR files are useful seeds.
const X86: MirTarget = MirTarget { regs: &kiln_target_x86::REGISTER_INFO, instrs: &kiln_target_x86::INSTR_INFO, reg_banks: &["gpr", "vecr", "psr"] };

fuzz_target!(|data: &[u8]| fuzzing::check_target(&X86, data));
