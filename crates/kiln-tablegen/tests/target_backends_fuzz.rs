//! The register-info, instruction-info, relation and subtarget back ends on mutated target
//! descriptions (with kiln's base vocabulary on the include path): any input
//! either fails with a diagnostic or generates code; none panics.

use kiln_tablegen::{backends, parse_source, Limits, Options};
use std::path::Path;

const REGISTERS: &str = r#"include "Target.td"
def lo : SubRegIndex<8, 0>;
def hi : SubRegIndex<8, 8>;
def B0L : Register<"b0l">;
def B0H : Register<"b0h">;
def W0 : RegisterWithSubRegs<"w0", [B0L, B0H], [lo, hi]>, DwarfRegNum<[1]>;
def R1 : Register<"r1"> { let Aliases = [W0]; }
def R2 : Register<"r2">;
def GPR : RegisterClass<"T", [i16], 16, (add W0, (sequence "R%u", 2, 1))>;
def Odd : RegisterClass<"T", [i16], 16, (rotl (sub GPR, R1), 1)>;
def CSR : CalleeSavedRegs<(add W0)>;
def mem : Operand<iPTR> {
  let OperandType = "OPERAND_MEMORY";
  let MIOperandInfo = (ops GPR, i8imm, GPR);
}
def MOV : Instruction {
  let OutOperandList = (outs GPR:$dst);
  let InOperandList = (ins GPR:$src, mem:$m, variable_ops);
  let Constraints = "$src = $dst, @earlyclobber $dst";
  let Defs = [R1];
}
"#;

const DICTIONARY: &[&str] = &[
    "def ",
    " : ",
    ";",
    ",",
    "\"",
    "[",
    "]",
    "(",
    ")",
    "<",
    ">",
    "Register<\"x\">",
    "SubRegIndex<16, -1>",
    "RegisterWithSubRegs<\"y\", [B0L], [lo]>",
    "RegisterClass<\"T\", [i32], 32, (add R1)>",
    "(sequence \"R%u\", 0, 9)",
    "(decimate GPR, 0)",
    "(shl GPR, 5)",
    "(and GPR, Odd)",
    "$dst",
    "$src = $src",
    "@earlyclobber $src",
    "variable_ops",
    "let Size = 300;",
    "FilterClass",
    "KeyCol = []",
    "ValueCols = [[]]",
    "PredRel",
    "InstrMapping",
    "Instruction",
    "SchedMachineModel",
    "WriteRes<WriteALU, [BigP01]>",
    "ProcResGroup<[BigP0, BigP0]>",
    "WriteSequence<[WriteALULd, WriteALULd], 64>",
    "InstRW<[BigSub], (instrs ADD, ADD)>",
    "let Latency = 9999;",
    "let SchedModel = Small in",
];

#[test]
fn target_backends_never_panic() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let relations: Vec<String> = ["predicated_alu32.td", "partial_rows.td", "duplicate_row.td"]
        .iter()
        .map(|f| std::fs::read_to_string(dir.join("tests/relations").join(f)).unwrap())
        .collect();
    // The subtarget back end's file test: models, resources, writes, reads and processors.
    let subtarget = std::fs::read_to_string(dir.join("../kiln/tests/lit/tblgen/subtarget.td")).unwrap();
    let mut seeds: Vec<&[u8]> = relations.iter().map(|s| s.as_bytes()).collect();
    seeds.push(subtarget.as_bytes());
    seeds.push(REGISTERS.as_bytes());
    let options = Options {
        include_dirs: vec![dir.join("../kiln-codegen/td")],
        macros: Vec::new(),
        limits: Limits { max_records: 5_000, max_range: 2_000, max_nesting: 64 },
    };
    // The register seed is a valid description, so mutants reach the back ends' checks.
    let rk = parse_source("seed.td", REGISTERS.as_bytes(), &options).unwrap_or_else(|e| panic!("{e}"));
    for action in ["gen-register-info", "gen-instr-info", "gen-instr-relations"] {
        (backends::find(action).unwrap().run)(&rk).unwrap_or_else(|e| panic!("{e}"));
    }
    kiln_support::fuzz::run(&seeds, DICTIONARY, 0x6b69_6c6e, 200, |input| {
        if let Ok(rk) = parse_source("fuzz.td", input, &options) {
            for action in ["gen-register-info", "gen-instr-info", "gen-instr-relations", "gen-subtarget"] {
                let _ = (backends::find(action).unwrap().run)(&rk);
            }
        }
    });
}
