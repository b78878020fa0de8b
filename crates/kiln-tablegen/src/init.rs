//! TableGen values ("initializers"): literals, references and unevaluated operators.
//!
//! Values are hash-consed into one arena, as LLVM uniques its `Init`s: an [`InitId`] is a
//! `u32`, equal values have equal ids, and "did resolution change this value?" is an integer
//! compare. Each value's type is computed once when it is interned. Values never point at
//! each other through references, only through ids, so the record graph has no `Rc` cycles.

use crate::lexer::Bang;
use crate::record::RecId;
use crate::types::TyId;
use std::collections::HashMap;
use std::hash::{BuildHasher, BuildHasherDefault, Hasher};
use std::sync::Arc;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct InitId(pub u32);

/// How a string was written: `"..."` or a code block `[{...}]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StrFormat {
    String,
    Code,
}

/// Unary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnOp {
    Cast,
    Not,
    Head,
    Tail,
    Size,
    Empty,
    GetDagOp,
}

/// Binary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    And,
    Or,
    Xor,
    Shl,
    Sra,
    Srl,
    ListConcat,
    ListSplat,
    StrConcat,
    Interleave,
    Concat,
    Eq,
    Ne,
    Le,
    Lt,
    Ge,
    Gt,
    SetDagOp,
}

/// Ternary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TernOp {
    Subst,
    Foreach,
    Filter,
    If,
    Dag,
    Substr,
    Find,
}

impl BinOp {
    pub fn from_bang(b: Bang) -> Option<BinOp> {
        Some(match b {
            Bang::Add => BinOp::Add,
            Bang::Sub => BinOp::Sub,
            Bang::Mul => BinOp::Mul,
            Bang::And => BinOp::And,
            Bang::Or => BinOp::Or,
            Bang::Xor => BinOp::Xor,
            Bang::Shl => BinOp::Shl,
            Bang::Sra => BinOp::Sra,
            Bang::Srl => BinOp::Srl,
            Bang::ListConcat => BinOp::ListConcat,
            Bang::ListSplat => BinOp::ListSplat,
            Bang::StrConcat => BinOp::StrConcat,
            Bang::Interleave => BinOp::Interleave,
            Bang::Con => BinOp::Concat,
            Bang::Eq => BinOp::Eq,
            Bang::Ne => BinOp::Ne,
            Bang::Le => BinOp::Le,
            Bang::Lt => BinOp::Lt,
            Bang::Ge => BinOp::Ge,
            Bang::Gt => BinOp::Gt,
            Bang::SetDagOp => BinOp::SetDagOp,
            _ => return None,
        })
    }

    pub fn name(self) -> &'static str {
        match self {
            BinOp::Add => "!add",
            BinOp::Sub => "!sub",
            BinOp::Mul => "!mul",
            BinOp::And => "!and",
            BinOp::Or => "!or",
            BinOp::Xor => "!xor",
            BinOp::Shl => "!shl",
            BinOp::Sra => "!sra",
            BinOp::Srl => "!srl",
            BinOp::ListConcat => "!listconcat",
            BinOp::ListSplat => "!listsplat",
            BinOp::StrConcat => "!strconcat",
            BinOp::Interleave => "!interleave",
            BinOp::Concat => "!con",
            BinOp::Eq => "!eq",
            BinOp::Ne => "!ne",
            BinOp::Le => "!le",
            BinOp::Lt => "!lt",
            BinOp::Ge => "!ge",
            BinOp::Gt => "!gt",
            BinOp::SetDagOp => "!setdagop",
        }
    }
}

impl TernOp {
    pub fn name(self) -> &'static str {
        match self {
            TernOp::Subst => "!subst",
            TernOp::Foreach => "!foreach",
            TernOp::Filter => "!filter",
            TernOp::If => "!if",
            TernOp::Dag => "!dag",
            TernOp::Substr => "!substr",
            TernOp::Find => "!find",
        }
    }
}

/// One TableGen value.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Init {
    /// `?`
    Unset,
    Bit(bool),
    /// Bit 0 first.
    Bits(Arc<[InitId]>),
    Int(i64),
    Str(Arc<str>, StrFormat),
    /// Elements and the element type.
    List(Arc<[InitId]>, TyId),
    Def(RecId),
    /// A reference to a field, template argument, loop variable or `NAME`, by its name
    /// (a string value).
    Var(InitId, TyId),
    VarBit(InitId, u32),
    VarListElem(InitId, u32),
    Field(InitId, InitId),
    /// Operator, operator name, and (argument, argument name) pairs; names are string values.
    Dag(InitId, Option<InitId>, Arc<[(InitId, Option<InitId>)]>),
    UnOp(UnOp, InitId, TyId),
    BinOp(BinOp, InitId, InitId, TyId),
    TernOp(TernOp, InitId, InitId, InitId, TyId),
    /// Conditions, values, value type.
    Cond(Arc<[(InitId, InitId)]>, TyId),
    /// start, list, accumulator name, element name, expression, type.
    Fold(InitId, InitId, InitId, InitId, InitId, TyId),
    IsA(TyId, InitId),
    /// An anonymous instantiation `Class<args>` not yet resolved.
    VarDef(RecId, Arc<[InitId]>),
    /// The name of an anonymous record before final resolution.
    AnonName(u32),
}

/// The value interner: values in one vector, found again through a map from each value's
/// 64-bit hash to the latest id with that hash (ids sharing a hash are chained), so each value
/// is stored once and growing the map moves only small entries.
#[derive(Debug, Default)]
pub struct Inits {
    values: Vec<Init>,
    types: Vec<Option<TyId>>,
    /// Whether resolution can change the value (it mentions a variable or an operator).
    open: Vec<bool>,
    by_hash: HashMap<u64, u32, BuildHasherDefault<HashIsKey>>,
    /// Per id, the previous id with the same hash (`u32::MAX` for none).
    chain: Vec<u32>,
}

const NONE: u32 = u32::MAX;

/// The keys of `by_hash` are hashes already: use them as they are.
#[derive(Default)]
struct HashIsKey(u64);

impl Hasher for HashIsKey {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8) | b as u64;
        }
    }
    fn write_u64(&mut self, v: u64) {
        self.0 = v;
    }
}

fn hash_of(init: &Init) -> u64 {
    rustc_hash::FxBuildHasher.hash_one(init)
}

impl Inits {
    /// The id of `init` if it is interned, else its hash for [`Inits::insert_new`].
    pub fn find(&self, init: &Init) -> Result<InitId, u64> {
        let hash = hash_of(init);
        let mut i = self.by_hash.get(&hash).copied().unwrap_or(NONE);
        while i != NONE {
            if self.values[i as usize] == *init {
                return Ok(InitId(i));
            }
            i = self.chain[i as usize];
        }
        Err(hash)
    }

    /// Interns a value `find` did not find, with its hash and type.
    pub fn insert_new(&mut self, init: Init, hash: u64, ty: Option<TyId>) -> InitId {
        let id = InitId(self.values.len() as u32);
        self.types.push(ty);
        let open = match &init {
            Init::Unset | Init::Bit(_) | Init::Int(_) | Init::Str(..) | Init::Def(_) => false,
            Init::Bits(elts) | Init::List(elts, _) => elts.iter().any(|e| self.open[e.0 as usize]),
            Init::Dag(op, _, args) => self.open[op.0 as usize] || args.iter().any(|(a, _)| self.open[a.0 as usize]),
            _ => true,
        };
        self.open.push(open);
        let previous = self.by_hash.insert(hash, id.0).unwrap_or(NONE);
        self.chain.push(previous);
        self.values.push(init);
        id
    }

    #[inline]
    pub fn get(&self, id: InitId) -> &Init {
        &self.values[id.0 as usize]
    }

    /// The type of a typed value (`None` only for `?`).
    #[inline]
    pub fn ty(&self, id: InitId) -> Option<TyId> {
        self.types[id.0 as usize]
    }

    /// False when resolution cannot change the value (no variables, no operators inside).
    #[inline]
    pub fn is_open(&self, id: InitId) -> bool {
        self.open[id.0 as usize]
    }

    pub fn len(&self) -> usize {
        self.values.len()
    }

    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }
}
