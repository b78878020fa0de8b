//! Runs kiln's TableGen on `td/X86.td` and writes the generated Rust tables into `OUT_DIR`,
//! where `src/generated.rs` includes them (`kiln_tablegen::build_script`; set
//! `KILN_DUMP_GENERATED=DIR` to also write them to DIR for reading).

/// The back ends to run and the file each one writes.
const OUTPUTS: &[(&str, &str)] = &[
    ("gen-register-info", "X86GenRegisterInfo.rs"),
    ("gen-instr-info", "X86GenInstrInfo.rs"),
    ("gen-instr-relations", "X86GenInstrRelations.rs"),
    ("gen-asm-writer", "X86GenAsmWriter.rs"),
    ("gen-asm-matcher", "X86GenAsmMatcher.rs"),
    ("gen-dag-isel", "X86GenDAGISel.rs"),
    ("gen-callingconv", "X86GenCallingConv.rs"),
    ("gen-subtarget", "X86GenSubtarget.rs"),
    ("gen-register-bank", "X86GenRegisterBank.rs"),
    ("gen-global-isel", "X86GenGlobalISel.rs"),
];

fn main() {
    kiln_tablegen::build_script::generate("X86.td", OUTPUTS);
}
