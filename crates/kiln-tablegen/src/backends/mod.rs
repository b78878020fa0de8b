//! The back-end registry: each back end is one file with a function from the records to its
//! output text, registered here by one line with its action name (the `kiln tblgen -ACTION`
//! flag) and a description. `print-records` is the default action.

mod asm_matcher;
mod asm_string;
mod asm_writer;
pub mod dag_isel;
mod calling_conv;
mod code_emitter;
mod compress_inst;
mod dump_json;
mod global_isel;
mod instr_info;
mod instr_model;
mod instr_relations;
mod print_records;
mod register_bank;
mod register_info;
mod register_model;
mod rust_names;
mod subtarget;

use crate::RecordKeeper;
use kiln_support::Diagnostic;

/// One back end: action name, one line of help, and the generator.
pub struct Backend {
    pub action: &'static str,
    pub description: &'static str,
    pub run: fn(&RecordKeeper) -> Result<String, Diagnostic>,
}

pub const BACKENDS: &[Backend] = &[
    Backend { action: "print-records", description: "Print all records to stdout (default)", run: print_records::run },
    Backend { action: "dump-json", description: "Dump all records as machine-readable JSON", run: dump_json::run },
    Backend { action: "gen-register-info", description: "Generate registers and register classes info", run: register_info::run },
    Backend { action: "gen-instr-info", description: "Generate instruction descriptions", run: instr_info::run },
    Backend { action: "gen-asm-writer", description: "Generate the assembly writer tables", run: asm_writer::run },
    Backend { action: "gen-asm-matcher", description: "Generate the assembly matcher tables and mnemonic aliases", run: asm_matcher::run },
    Backend { action: "gen-callingconv", description: "Generate calling conventions as action tables", run: calling_conv::run },
    Backend { action: "gen-dag-isel", description: "Generate the DAG instruction selector (matcher table)", run: dag_isel::run },
    Backend { action: "gen-emitter", description: "Generate instruction encodings from Inst field assignments", run: code_emitter::run },
    Backend { action: "gen-compress-inst", description: "Generate instruction compression rules (CompressPat)", run: compress_inst::run },
    Backend { action: "gen-instr-relations", description: "Generate instruction relation maps (InstrMapping)", run: instr_relations::run },
    Backend { action: "gen-global-isel", description: "Generate the GlobalISel match table from the selection patterns", run: global_isel::run },
    Backend { action: "gen-register-bank", description: "Generate GlobalISel register banks", run: register_bank::run },
    Backend { action: "gen-subtarget", description: "Generate subtarget features, processors and machine models", run: subtarget::run },
];

/// The back end for an action name.
pub fn find(action: &str) -> Option<&'static Backend> {
    BACKENDS.iter().find(|b| b.action == action)
}

/// Reads a test description on top of kiln's base vocabulary (`include "Target.td"` comes first).
#[cfg(test)]
pub(crate) fn parse_with_vocabulary(body: &str) -> RecordKeeper {
    let vocabulary = concat!(env!("CARGO_MANIFEST_DIR"), "/../kiln-codegen/td");
    let options = crate::Options { include_dirs: vec![vocabulary.into()], ..crate::Options::default() };
    crate::parse_source("test.td", format!("include \"Target.td\"\n{body}").as_bytes(), &options).unwrap_or_else(|e| panic!("{e}"))
}
