//! kiln's target-independent code generator: LLVM IR in, machine code out, after LLVM's
//! CodeGen library. [`compile_to_object`] turns a module (read from `.ll` or built with
//! `kiln_ir::builder`) into an ELF object for a target machine; [`pipeline::llc`] is the whole
//! `llc` pipeline on one screen (selection, the machine pass table, the AsmPrinter), and
//! `kiln-jit` runs the same pipeline into memory.
//!
//! ```
//! use kiln_codegen::target::machine::TargetOptions;
//! use kiln_target_x86::machine::X86TargetMachine;
//!
//! let mut module = kiln_ir::parse("add.ll", "define i64 @add(i64 %a, i64 %b) {\n  %s = add i64 %a, %b\n  ret i64 %s\n}\n")
//!     .map_err(|d| d.to_string())?;
//! let tm = X86TargetMachine::new(TargetOptions { opt_level: 2, ..TargetOptions::default() }, Some(&module))?;
//! let object = kiln_codegen::compile_to_object(&mut module, &tm)?;
//! assert_eq!(&object[..4], b"\x7fELF");
//! # Ok::<(), String>(())
//! ```
//!
//! `td/` holds the base vocabulary every target description includes
//! (`include "Target.td"`): registers, register classes, instructions and
//! operands, selection-pattern nodes, instruction relations, calling
//! conventions and processor models. Tools that run TableGen on a target's
//! `.td` files put [`TD_DIR`] on the include path. [`mir`] holds the machine
//! code classes, their verifier and the `.mir` text form.

pub mod analysis;
pub mod debug_info;
pub mod eh;
pub mod emit;
pub mod gisel;
pub mod inline_asm;
pub mod isel;
pub mod mir;
pub mod passes;
pub mod pipeline;
pub mod prepare;
pub mod regalloc;
pub mod target;

pub use pipeline::llc::compile_to_object;

/// The directory of kiln's base TableGen vocabulary (`Target.td` and the files it includes).
pub const TD_DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/td");
