#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| kiln_codegen::mir::fuzzing::check(data));
