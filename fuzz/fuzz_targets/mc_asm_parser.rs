#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| kiln_mc::fuzzing::check(&kiln_target_x86::X86Mc, data));
