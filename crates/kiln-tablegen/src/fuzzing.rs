//! Fuzz logic for the TableGen front end: any input must parse or fail with a diagnostic,
//! never panic or hang; inputs that parse must also print (both built-in back ends).
//! Small limits bound the work one input may cause (ranges, record counts, nesting).

use crate::{backends, parse_source, Limits, Options};

/// Parses `input` (and prints it when it parses); panics only on a bug.
pub fn check(input: &[u8]) {
    let options = Options {
        include_dirs: Vec::new(),
        macros: vec!["FUZZ".to_string()],
        limits: Limits { max_records: 2_000, max_range: 2_000, max_nesting: 64 },
    };
    if let Ok(rk) = parse_source("fuzz.td", input, &options) {
        for b in backends::BACKENDS {
            let _ = (b.run)(&rk);
        }
    }
}
