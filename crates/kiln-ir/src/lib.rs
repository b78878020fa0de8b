//! LLVM IR for kiln: the in-memory module ([`Module`]), the `.ll` reader ([`parse`]) and the
//! printer ([`print`](fn@print)).
//!
//! Everything lives in arenas indexed by `u32` newtypes: types are interned in the module's
//! [`TypeTable`] ([`TypeId`]), constants in its [`ConstPool`] ([`ConstId`]), metadata in its
//! metadata arena ([`MdId`]), global values in `Module::globals` ([`GlobalId`]); each
//! [`Function`] owns its instructions ([`InstId`]) and blocks ([`BlockId`]). Operands are
//! compact [`Value`]s. Names are interned [`Sym`]s; unnamed values get their numbers from their
//! position, so printing reproduces the input's numbering.
//!
//! Walking a module: `module.functions` (declarations have an empty `layout`); a function's
//! blocks in order are `f.layout` (ids into `f.blocks`), a block's instructions are
//! `f.blocks[b].insts` (ids into `f.insts`); an [`Inst`] has its `opcode`, result type `ty`,
//! `operands` (layout per opcode in [`inst`]) and opcode-specific `data`; any operand's type
//! is `module.value_type(Some(f), v)`, and `module.types.get(ty)` is the [`Type`].
//!
//! ```
//! let text = "define i32 @inc(i32 %x) {\n  %y = add nsw i32 %x, 1\n  ret i32 %y\n}\n";
//! let module = kiln_ir::parse("inc.ll", text).unwrap();
//! let f = module.lookup_function("inc").unwrap();
//! for (_block, id) in f.inst_order() {
//!     let inst = f.inst(id);
//!     let types: Vec<String> =
//!         inst.operands.iter().map(|&v| kiln_ir::printer::type_to_string(&module, module.value_type(Some(f), v))).collect();
//!     println!("{} {:?}", inst.opcode.name(), types);
//! }
//! let first = f.inst(f.block(f.layout[0]).insts[0]);
//! assert_eq!(first.opcode, kiln_ir::Opcode::Add);
//! assert_eq!(kiln_ir::print(&module), kiln_ir::print(&kiln_ir::parse("again.ll", &kiln_ir::print(&module)).unwrap()));
//! ```

pub mod attr;
pub mod builder;
pub mod calling_conv;
pub mod constant;
pub mod fuzzing;
pub mod inst;
pub mod intrinsics;
pub mod locate;
pub mod metadata;
pub mod module;
pub mod operands;
pub mod printer;
pub mod reader;
mod scratch;
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
pub use reader::{parse, parse_file};
pub use symbol::{Interner, Sym};
pub use types::{StructName, Type, TypeId, TypeTable};
pub use operands::Operands;
pub use value::Value;
pub use verifier::{verify_module, verify_module_jobs, verify_read_module_jobs, VerifierError};
