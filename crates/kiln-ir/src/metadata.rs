//! Metadata, kept generically so that any of it prints back: MDStrings, values as metadata,
//! tuples `!{...}` and specialized nodes `!DIxxx(field: value, ...)` as a kind name plus an
//! ordered field list. All of it lives in the module's arena ([`MdId`]).
//!
//! Nodes written with a number in the input (`!7 = ...`) keep that number in
//! `Module::md_numbered`; other nodes (written inline, like `!DIExpression()` in a call) print
//! inline again. Specialized-node fields are not interpreted here; code that needs debug info
//! reads them by name ([`Metadata::field`]).

use crate::symbol::Sym;
use crate::types::TypeId;
use crate::value::Value;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MdId(pub u32);

impl MdId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Metadata {
    /// `!"text"`.
    String(Sym),
    /// A value used as metadata (`i32 1`, `i32* @g`, or inside a function `i32 %x`).
    Value(TypeId, Value),
    /// `!{...}`, `distinct !{...}`; `None` operands are `null`.
    Tuple { distinct: bool, ops: Vec<Option<MdId>> },
    /// `!DIFoo(a: 1, b: !2)` or `!DIExpression(DW_OP_deref)` (positional fields have no name).
    Node { distinct: bool, kind: Sym, fields: Vec<(Option<Sym>, MdField)> },
}

/// The value of a specialized node's field.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MdField {
    Null,
    Int(i128),
    /// An MDString field (`name: "x"`).
    Str(Sym),
    /// A keyword (`DW_TAG_member`, `true`, `FullDebug`, `DW_OP_deref`).
    Word(Sym),
    /// `DIFlagA | DIFlagB` (a single flag is a `Word`).
    Flags(Vec<Sym>),
    /// A reference to metadata (`!5`, an inline node, or a value in `!DIArgList`).
    Md(MdId),
}

impl Metadata {
    /// The field called `name` of a specialized node.
    pub fn field(&self, name: Sym) -> Option<&MdField> {
        match self {
            Metadata::Node { fields, .. } => fields.iter().find(|(n, _)| *n == Some(name)).map(|(_, v)| v),
            _ => None,
        }
    }
}
