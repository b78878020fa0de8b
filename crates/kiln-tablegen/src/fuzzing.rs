//! Fuzz logic for the TableGen front end: any input must parse or fail with a diagnostic,
//! never panic or hang; inputs that parse must also print (through every registered back end).
//! Small limits bound the work one input may cause (ranges, record counts, nesting), and the
//! work runs on a thread with a generous stack so deep (but bounded) recursion is no crash.

use crate::{backends, parse_source, Limits, Options};

/// Parses `input` (and runs the back ends when it parses); panics only on a bug.
pub fn check(input: &[u8]) {
    let input = input.to_vec();
    let worker = std::thread::Builder::new().stack_size(64 << 20).spawn(move || {
        let options = Options {
            include_dirs: Vec::new(),
            macros: vec!["FUZZ".to_string()],
            limits: Limits { max_records: 2_000, max_range: 2_000, max_nesting: 64 },
        };
        if let Ok(rk) = parse_source("fuzz.td", &input, &options) {
            for b in backends::BACKENDS {
                let _ = (b.run)(&rk);
            }
        }
    });
    match worker {
        Ok(handle) => {
            if let Err(panic) = handle.join() {
                std::panic::resume_unwind(panic);
            }
        }
        Err(e) => panic!("cannot start the fuzz worker thread: {e}"),
    }
}
