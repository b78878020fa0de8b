#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| kiln_target_x86::regalloc_fuzzing::check(data));
