//! Support code shared by every kiln crate, after LLVM's `Support` library.
//!
//! - [`diag`]: source files, locations and `FILE:LINE:COL: error:` diagnostics with the
//!   offending line and a caret, the one error format every kiln parser reports in.
//! - [`fuzz`]: a deterministic mutation driver so that each parser's fuzz logic, which lives
//!   in that parser's crate, also runs as a time-boxed `#[test]` with a fixed seed.
//! - [`inline_vec`]: a list whose first few values live in place, the IR's and the machine
//!   instructions' operand lists.
//! - [`exact_list`]: a list kept at its exact length (16 bytes), the IR instructions' phi
//!   blocks, indices and metadata attachments.
//! - [`text`]: a source file's text, owned or kept in memory by another owner (a mapped file).
//! - [`corpus_cache`]: where the scripts cache the test corpora, for the tests that read them.
//!
//! ```
//! use kiln_support::{Diagnostic, SourceFile};
//!
//! let file = SourceFile::new("input.ll", "define void @f() {\n  ret i32\n}\n");
//! let offset = file.text.find("i32").unwrap() as u32;
//! let error = Diagnostic::error(&file, offset, "value doesn't match function result type 'void'");
//! assert_eq!(
//!     error.to_string(),
//!     "input.ll:2:7: error: value doesn't match function result type 'void'\n  ret i32\n      ^\n"
//! );
//! ```

pub mod diag;
pub mod exact_list;
pub mod fuzz;
pub mod inline_vec;
pub mod text;

pub use diag::{Diagnostic, Severity, SourceFile, Span};
pub use text::{Text, TextOwner};

/// The folder the project's scripts cache the test corpora in: `$KILN_CACHE`, or
/// `$HOME/.cache/kiln` (`None` when neither is set). Corpus tests read it and skip a corpus
/// that is not built there.
pub fn corpus_cache() -> Option<std::path::PathBuf> {
    match std::env::var_os("KILN_CACHE") {
        Some(cache) => Some(cache.into()),
        None => std::env::var_os("HOME").map(|home| std::path::PathBuf::from(home).join(".cache/kiln")),
    }
}
