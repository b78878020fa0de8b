//! kiln's TableGen: the language as LLVM 14 implements it, the record model, and back ends.
//!
//! [`parse_file`]/[`parse_source`] read a `.td` file (with `include`s, `-I` directories and
//! `-D` macros) into a [`RecordKeeper`]: classes and defs, each a [`Record`] with superclasses
//! and fields, read by back ends through [`RecordRef`] and [`ValueRef`]. Back ends live in
//! [`backends`], one per file, registered by one line in [`backends::BACKENDS`]; the first two
//! reproduce `llvm-tblgen -print-records` byte for byte and `-dump-json` as data.
//!
//! Values are hash-consed in an arena ([`init`]), records live in an arena indexed by
//! [`RecId`]; evaluation follows LLVM's resolver model (`resolve`, `fold`).
//!
//! ```
//! let td = b"class Reg<int num> { int Num = num; string Name = \"r\" # num; }\ndef R7 : Reg<7>;\n";
//! let records = kiln_tablegen::parse_source("regs.td", td, &kiln_tablegen::Options::default())?;
//! let r7 = records.def("R7").unwrap();
//! assert_eq!(r7.get_value_as_int("Num")?, 7);
//! assert_eq!(r7.get_value_as_string("Name")?, "r7");
//! let print_records = kiln_tablegen::backends::find("print-records").unwrap();
//! assert!((print_records.run)(&records)?.contains("def R7 {\t// Reg\n  int Num = 7;"));
//! # Ok::<(), kiln_support::Diagnostic>(())
//! ```

pub mod backends;
pub mod build_script;
mod eval;
mod fold;
pub mod fuzzing;
pub mod init;
pub mod lexer;
mod parser;
mod print;
pub mod record;
mod resolve;
pub mod types;

pub use init::{Init, InitId};
pub use lexer::Loc;
pub use parser::{parse_file, parse_source, Limits, Options};
pub use record::{DagRef, FieldRef, RecId, Record, RecordKeeper, RecordRef, RecordVal, ValueRef};
pub use types::{Ty, TyId};
