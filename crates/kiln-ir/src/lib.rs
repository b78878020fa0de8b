//! LLVM IR for kiln: the in-memory module ([`Module`]), the `.ll` reader ([`parse`]) and the
//! printer ([`print`]).
//!
//! Everything lives in arenas indexed by `u32` newtypes: types are interned in the module's
//! [`TypeTable`] ([`TypeId`]), constants in its [`ConstPool`] ([`ConstId`]), metadata in its
//! metadata arena ([`MdId`]), global values in `Module::globals` ([`GlobalId`]); each
//! [`Function`] owns its instructions ([`InstId`]) and blocks ([`BlockId`]). Operands are
//! compact [`Value`]s. Names are interned [`Sym`]s; unnamed values get their numbers from their
//! position, so printing reproduces the input's numbering.
//!
//! ```
//! let text = "define i32 @inc(i32 %x) {\n  %y = add nsw i32 %x, 1\n  ret i32 %y\n}\n";
//! let module = kiln_ir::parse("inc.ll", text).unwrap();
//! let f = &module.functions[0];
//! let entry = f.layout[0];
//! let first = f.blocks[entry.index()].insts[0];
//! assert_eq!(f.insts[first.index()].opcode, kiln_ir::Opcode::Add);
//! assert_eq!(kiln_ir::print(&module), kiln_ir::print(&kiln_ir::parse("again.ll", &kiln_ir::print(&module)).unwrap()));
//! ```

pub mod attr;
pub mod builder;
pub mod constant;
pub mod fuzzing;
pub mod inst;
pub mod intrinsics;
pub mod metadata;
pub mod module;
pub mod printer;
pub mod reader;
pub mod symbol;
pub mod types;
pub mod value;
pub mod verifier;

pub use attr::{Attr, AttrKind, AttrList, AttrSetId, AttrSets};
pub use constant::{ConstExpr, ConstExprExtra, ConstId, ConstKind, ConstPool, Constant};
pub use inst::{
    AtomicOrdering, CallData, FastMathFlags, FloatPredicate, Inst, InstData, InstFlags, IntPredicate, OperandBundle,
    Opcode, RmwOp, TailKind,
};
pub use metadata::{MdField, MdId, Metadata};
pub use module::{
    Arg, Block, BlockId, Comdat, ComdatId, ComdatKind, DllStorage, FuncId, Function, Global, GlobalId, GlobalKind,
    InlineAsm, InlineAsmId, InstId, Linkage, Module, ThreadLocal, UnnamedAddr, Visibility,
};
pub use printer::print;
pub use reader::parse;
pub use symbol::{Interner, Sym};
pub use types::{StructName, Type, TypeId, TypeTable};
pub use value::Value;
pub use verifier::{verify_module, VerifierError};
