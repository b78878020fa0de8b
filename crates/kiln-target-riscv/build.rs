//! Runs kiln's TableGen on `td/RISCV.td` and writes the generated Rust tables into `OUT_DIR`,
//! where `src/generated.rs` includes them (`kiln_tablegen::build_script`; set
//! `KILN_DUMP_GENERATED=DIR` to also write them to DIR for reading).

/// The back ends to run and the file each one writes.
const OUTPUTS: &[(&str, &str)] = &[
    ("gen-register-info", "RISCVGenRegisterInfo.rs"),
    ("gen-instr-info", "RISCVGenInstrInfo.rs"),
    ("gen-emitter", "RISCVGenMCCodeEmitter.rs"),
    ("gen-asm-writer", "RISCVGenAsmWriter.rs"),
    ("gen-asm-matcher", "RISCVGenAsmMatcher.rs"),
    ("gen-compress-inst", "RISCVGenCompressInst.rs"),
    ("gen-dag-isel", "RISCVGenDAGISel.rs"),
    ("gen-callingconv", "RISCVGenCallingConv.rs"),
];

fn main() {
    kiln_tablegen::build_script::generate("RISCV.td", OUTPUTS);
}
