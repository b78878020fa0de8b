//! Support code shared by every kiln crate, after LLVM's `Support` library.
//!
//! - [`diag`]: source files, locations and `FILE:LINE:COL: error:` diagnostics with the
//!   offending line and a caret, the one error format every kiln parser reports in.
//! - [`fuzz`]: a deterministic mutation driver so that each parser's fuzz logic, which lives
//!   in that parser's crate, also runs as a time-boxed `#[test]` with a fixed seed.

pub mod diag;
pub mod fuzz;

pub use diag::{Diagnostic, Severity, SourceFile, Span};
