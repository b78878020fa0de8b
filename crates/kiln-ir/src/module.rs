//! The module and its global values, functions, blocks and arguments.
//!
//! A [`Module`] owns every module-wide arena (types, constants, attribute sets, metadata,
//! names, inline asm) and its global values: `globals` is indexed by [`GlobalId`] (what a
//! `Value::Global` names) and holds the header every global value shares (name, linkage,
//! visibility, section, ...) plus its [`GlobalKind`]. Functions live in `functions`
//! ([`FuncId`], in source order) so that each can be worked on separately; `vars`, `aliases`
//! and `ifuncs` list the other kinds in source order.

use crate::attr::{AttrList, AttrSetId, AttrSets};
use crate::constant::{ConstKind, ConstPool};
use crate::inst::{Inst, Opcode};
use crate::metadata::{MdId, Metadata};
use crate::symbol::{Interner, Sym};
use crate::types::{TypeId, TypeTable};
use crate::value::Value;
use rustc_hash::FxHashMap;

macro_rules! id_type {
    ($($(#[$m:meta])* $name:ident;)*) => {$(
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub u32);
        impl $name {
            pub fn index(self) -> usize { self.0 as usize }
        }
    )*};
}

id_type! {
    /// An instruction of a function (index into `Function::insts`).
    InstId;
    /// A block of a function (index into `Function::blocks`).
    BlockId;
    /// A global value (index into `Module::globals`).
    GlobalId;
    /// A function body (index into `Module::functions`).
    FuncId;
    /// A comdat (index into `Module::comdats`).
    ComdatId;
    /// An inline asm callee (index into `Module::inline_asms`).
    InlineAsmId;
}

macro_rules! keyword_enum {
    ($(#[$m:meta])* $ty:ident { $($variant:ident = $name:literal,)* }) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        pub enum $ty { #[default] Default, $($variant,)* }
        impl $ty {
            pub fn name(self) -> &'static str {
                match self { $ty::Default => "", $($ty::$variant => $name,)* }
            }
            pub fn from_name(name: &[u8]) -> Option<$ty> {
                match name { $(n if n == $name.as_bytes() => Some($ty::$variant),)* _ => None }
            }
        }
    };
}

keyword_enum!(
    /// Linkage; `Default` (nothing written) and `External` (written out) both mean external.
    Linkage {
        Private = "private", Internal = "internal", AvailableExternally = "available_externally",
        LinkOnce = "linkonce", Weak = "weak", Common = "common", Appending = "appending",
        ExternWeak = "extern_weak", LinkOnceOdr = "linkonce_odr", WeakOdr = "weak_odr", External = "external",
    }
);
keyword_enum!(
    /// Visibility; `Default` prints nothing.
    Visibility { Hidden = "hidden", Protected = "protected", }
);
keyword_enum!(
    /// DLL storage class.
    DllStorage { DllImport = "dllimport", DllExport = "dllexport", }
);
keyword_enum!(
    /// `unnamed_addr` / `local_unnamed_addr`.
    UnnamedAddr { Global = "unnamed_addr", Local = "local_unnamed_addr", }
);
keyword_enum!(
    /// `thread_local` modes (`GeneralDynamic` is plain `thread_local`).
    ThreadLocal {
        GeneralDynamic = "generaldynamic", LocalDynamic = "localdynamic", InitialExec = "initialexec",
        LocalExec = "localexec",
    }
);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ComdatKind {
    Any,
    ExactMatch,
    Largest,
    NoDeduplicate,
    SameSize,
}

impl ComdatKind {
    pub const ALL: [(ComdatKind, &'static str); 5] = [
        (ComdatKind::Any, "any"),
        (ComdatKind::ExactMatch, "exactmatch"),
        (ComdatKind::Largest, "largest"),
        (ComdatKind::NoDeduplicate, "nodeduplicate"),
        (ComdatKind::SameSize, "samesize"),
    ];
}

#[derive(Clone, Debug)]
pub struct Comdat {
    pub name: Sym,
    pub kind: ComdatKind,
}

/// An inline asm callee: `asm sideeffect "text", "constraints"`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct InlineAsm {
    /// The type of the asm value (a pointer to `fn_ty`, or `ptr`).
    pub ty: TypeId,
    pub fn_ty: TypeId,
    pub asm: Box<[u8]>,
    pub constraints: Box<[u8]>,
    pub side_effect: bool,
    pub align_stack: bool,
    pub intel_dialect: bool,
    pub unwind: bool,
    /// Byte offset of its `asm` keyword in the source text (0 when not read from text), for
    /// diagnostics that point at it.
    pub offset: u32,
}

/// What a global value is.
#[derive(Clone, Debug)]
pub enum GlobalKind {
    /// Referenced but not defined yet (only while reading).
    Pending,
    Var { constant: bool, init: Option<Value>, externally_initialized: bool },
    Function(FuncId),
    Alias { aliasee: Value },
    IFunc { resolver: Value },
}

/// The parts every global value has.
#[derive(Clone, Debug)]
pub struct Global {
    /// `@name`; `None` for numbered globals (`@0`), numbered in print order.
    pub name: Option<Sym>,
    /// The type of the global's address (`T*` or `ptr`, in `addrspace`).
    pub ty: TypeId,
    /// The content type (variables) or function type (functions).
    pub value_ty: TypeId,
    pub addrspace: u32,
    pub linkage: Linkage,
    pub visibility: Visibility,
    pub dll_storage: DllStorage,
    pub dso_local: bool,
    pub unnamed_addr: UnnamedAddr,
    pub thread_local: ThreadLocal,
    pub section: Option<Sym>,
    pub partition: Option<Sym>,
    pub comdat: Option<ComdatId>,
    /// Alignment in bytes, 0 when unspecified.
    pub align: u64,
    /// Attributes of a global variable (`#N` after it).
    pub attrs: AttrSetId,
    pub metadata: Vec<(Sym, MdId)>,
    pub kind: GlobalKind,
}

impl Global {
    /// A global value header with default linkage, visibility and attributes, in address space 0.
    pub fn new(name: Option<Sym>, ty: TypeId, value_ty: TypeId, kind: GlobalKind) -> Global {
        Global {
            name,
            ty,
            value_ty,
            addrspace: 0,
            linkage: Default::default(),
            visibility: Default::default(),
            dll_storage: Default::default(),
            dso_local: false,
            unnamed_addr: Default::default(),
            thread_local: Default::default(),
            section: None,
            partition: None,
            comdat: None,
            align: 0,
            attrs: Default::default(),
            metadata: Vec::new(),
            kind,
        }
    }

    pub fn is_function(&self) -> bool {
        matches!(self.kind, GlobalKind::Function(_))
    }
}

#[derive(Clone, Debug)]
pub struct Arg {
    pub ty: TypeId,
    pub name: Option<Sym>,
}

#[derive(Clone, Debug, Default)]
pub struct Block {
    /// The label; `None` for numbered blocks.
    pub name: Option<Sym>,
    /// The instructions in order; the last one is the terminator.
    pub insts: Vec<InstId>,
}

/// A function declaration or definition (a declaration has no blocks).
#[derive(Clone, Debug)]
pub struct Function {
    pub global: GlobalId,
    /// The function type.
    pub ty: TypeId,
    /// Calling convention number ([`crate::calling_conv`]).
    pub cc: u32,
    pub attrs: AttrList,
    pub gc: Option<Sym>,
    pub prefix: Option<Value>,
    pub prologue: Option<Value>,
    pub personality: Option<Value>,
    pub args: Vec<Arg>,
    /// Block arena; `layout` gives the order (the first is the entry block).
    pub blocks: Vec<Block>,
    pub layout: Vec<BlockId>,
    /// Instruction arena; a block's `insts` gives order.
    pub insts: Vec<Inst>,
}

impl Function {
    /// A function of type `ty` with arguments `args`, the C calling convention, no attributes
    /// and no body (a declaration until blocks are added).
    pub fn new(global: GlobalId, ty: TypeId, args: Vec<Arg>) -> Function {
        Function {
            global,
            ty,
            cc: 0,
            attrs: AttrList::default(),
            gc: None,
            prefix: None,
            prologue: None,
            personality: None,
            args,
            blocks: Vec::new(),
            layout: Vec::new(),
            insts: Vec::new(),
        }
    }

    pub fn is_declaration(&self) -> bool {
        self.layout.is_empty()
    }

    pub fn inst(&self, id: InstId) -> &Inst {
        &self.insts[id.index()]
    }

    pub fn block(&self, id: BlockId) -> &Block {
        &self.blocks[id.index()]
    }

    /// Instructions in layout order with their blocks.
    pub fn inst_order(&self) -> impl Iterator<Item = (BlockId, InstId)> + '_ {
        self.layout.iter().flat_map(move |&b| self.blocks[b.index()].insts.iter().map(move |&i| (b, i)))
    }

    /// Per instruction (by id), the block of the layout that holds it; `BlockId(u32::MAX)` for
    /// one in no block.
    pub fn block_of_insts(&self) -> Vec<BlockId> {
        let mut block_of = vec![BlockId(u32::MAX); self.insts.len()];
        for (b, i) in self.inst_order() {
            block_of[i.index()] = b;
        }
        block_of
    }

    /// The index in block `b`'s instruction list where new instructions go first: after its
    /// PHIs and landing pad.
    pub fn first_insertion_index(&self, b: BlockId) -> usize {
        let insts = &self.blocks[b.index()].insts;
        insts.iter().position(|&i| !matches!(self.insts[i.index()].opcode, Opcode::Phi | Opcode::LandingPad)).unwrap_or(insts.len())
    }
}

/// One LLVM module.
#[derive(Clone, Debug, Default)]
pub struct Module {
    pub source_filename: Option<Box<[u8]>>,
    pub data_layout: Option<Box<[u8]>>,
    pub triple: Option<Box<[u8]>>,
    /// `module asm` lines.
    pub module_asm: Vec<Box<[u8]>>,
    /// Whether pointers are opaque (`ptr`) rather than typed (`i32*`).
    pub opaque_pointers: bool,
    pub symbols: Interner,
    pub types: TypeTable,
    pub consts: ConstPool,
    pub attr_sets: AttrSets,
    pub metadata: Vec<Metadata>,
    /// Metadata written as `!N = ...`, in source order.
    pub md_numbered: Vec<(u32, MdId)>,
    /// `!name = !{...}`.
    pub named_metadata: Vec<(Sym, Vec<MdId>)>,
    pub comdats: Vec<Comdat>,
    pub inline_asms: Vec<InlineAsm>,
    pub globals: Vec<Global>,
    /// Global variables, aliases and ifuncs in source order.
    pub vars: Vec<GlobalId>,
    pub aliases: Vec<GlobalId>,
    pub ifuncs: Vec<GlobalId>,
    pub functions: Vec<Function>,
    /// Named global values by name.
    pub global_names: FxHashMap<Sym, GlobalId>,
    /// Declarations of `llvm.dbg.*` that the reader added for debug records (`#dbg_value`,
    /// LLVM 19), which are calls in kiln's IR; the printer leaves them out.
    pub debug_record_decls: Vec<GlobalId>,
}

impl Module {
    /// The type of `value`, which belongs to `func` if it is function-local.
    pub fn value_type(&self, func: Option<&Function>, value: Value) -> TypeId {
        match value {
            Value::Inst(i) => func.map_or(TypeTable::VOID, |f| f.insts[i.index()].ty),
            Value::Arg(a) => func.map_or(TypeTable::VOID, |f| f.args[a as usize].ty),
            Value::Const(c) => self.consts.get(c).ty,
            Value::Global(g) => self.globals[g.index()].ty,
            Value::Block(_) => TypeTable::LABEL,
            Value::Metadata(_) => TypeTable::METADATA,
            Value::InlineAsm(a) => self.inline_asms[a.index()].ty,
        }
    }

    /// The value of the string module flag `name` (`!{i32 1, !"target-abi", !"lp64d"}` in
    /// `!llvm.module.flags`), if the module has it.
    pub fn module_flag_string(&self, name: &str) -> Option<String> {
        let flags = self.symbols.lookup(b"llvm.module.flags")?;
        let (_, ops) = self.named_metadata.iter().find(|(n, _)| *n == flags)?;
        let string = |md: Option<MdId>| match md.map(|m| &self.metadata[m.index()]) {
            Some(Metadata::String(s)) => Some(self.symbols.text(*s).into_owned()),
            _ => None,
        };
        ops.iter().find_map(|&flag| {
            let Metadata::Tuple { ops, .. } = &self.metadata[flag.index()] else { return None };
            (string(ops.get(1).copied().flatten())? == name).then(|| string(ops.get(2).copied().flatten())).flatten()
        })
    }

    /// The function a global value is, if any.
    pub fn function_of(&self, value: Value) -> Option<&Function> {
        match value {
            Value::Global(g) => match self.globals[g.index()].kind {
                GlobalKind::Function(f) => Some(&self.functions[f.index()]),
                _ => None,
            },
            _ => None,
        }
    }

    /// The global value called `name` (without `@`).
    pub fn lookup_global(&self, name: &str) -> Option<GlobalId> {
        self.symbols.lookup(name.as_bytes()).and_then(|s| self.global_names.get(&s).copied())
    }

    /// The function called `name` (without `@`).
    pub fn lookup_function(&self, name: &str) -> Option<&Function> {
        self.function_of(Value::Global(self.lookup_global(name)?))
    }

    /// The name of a global value (`None` for numbered ones).
    pub fn global_name(&self, id: GlobalId) -> Option<&[u8]> {
        self.globals[id.index()].name.map(|s| self.symbols.bytes(s))
    }

    pub fn global(&self, id: GlobalId) -> &Global {
        &self.globals[id.index()]
    }

    pub fn md(&self, id: MdId) -> &Metadata {
        &self.metadata[id.index()]
    }

    pub fn add_metadata(&mut self, md: Metadata) -> MdId {
        self.metadata.push(md);
        MdId(self.metadata.len() as u32 - 1)
    }

    /// The integer value of a constant, sign-extended from its width.
    pub fn const_int(&self, value: Value) -> Option<i128> {
        let Value::Const(c) = value else { return None };
        let c = self.consts.get(c);
        match c.kind {
            ConstKind::Int(v) => {
                let w = self.types.int_width(c.ty)?;
                Some(if w >= 128 { v as i128 } else { ((v << (128 - w)) as i128) >> (128 - w) })
            }
            _ => None,
        }
    }
}
