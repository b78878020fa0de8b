//! The record model: classes and defs with their fields, kept in one arena by the
//! [`RecordKeeper`], plus the read-only views back ends use ([`RecordRef`], [`ValueRef`]).
//!
//! Records refer to one another by [`RecId`]; values are interned [`InitId`]s. Classes and
//! defs are listed in definition order and found by name; `print-records` sorts by name the way
//! llvm-tblgen's `std::map` does. Back ends read records through the typed accessors
//! (`get_value_as_int`, `..._string`, `..._bit`, `..._list`, `..._def`, `..._dag`), which
//! report a missing or mistyped field as a diagnostic at the record's location.

use crate::init::{Init, InitId, Inits, StrFormat};
use crate::lexer::{Loc, SourceMap};
use crate::types::{TyId, Types};
use kiln_support::Diagnostic;
use rustc_hash::FxHashMap;

/// A record (class, def, or a multiclass/loop prototype) in the keeper's arena.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RecId(pub u32);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FieldKind {
    Normal,
    /// Declared with `field`: may stay unresolved.
    NonconcreteOk,
    TemplateArg,
}

/// One field (or template argument) of a record.
#[derive(Clone, Debug)]
pub struct RecordVal {
    pub name: InitId,
    pub ty: TyId,
    pub value: InitId,
    pub kind: FieldKind,
    pub loc: Loc,
}

#[derive(Clone, Debug)]
pub struct Assertion {
    pub loc: Loc,
    pub condition: InitId,
    pub message: InitId,
}

#[derive(Clone, Debug)]
pub struct Record {
    pub(crate) name_init: InitId,
    pub(crate) name: String,
    pub(crate) loc: Loc,
    pub(crate) template_args: Vec<InitId>,
    pub(crate) values: Vec<RecordVal>,
    pub(crate) superclasses: Vec<(RecId, Loc)>,
    pub(crate) assertions: Vec<Assertion>,
    pub(crate) is_class: bool,
    pub(crate) is_anonymous: bool,
}

impl Record {
    pub fn name(&self) -> &str {
        &self.name
    }
    pub fn loc(&self) -> Loc {
        self.loc
    }
    pub fn is_class(&self) -> bool {
        self.is_class
    }
    pub fn is_anonymous(&self) -> bool {
        self.is_anonymous
    }
    pub fn values(&self) -> &[RecordVal] {
        &self.values
    }
    pub fn template_args(&self) -> &[InitId] {
        &self.template_args
    }
    pub fn superclasses(&self) -> impl Iterator<Item = RecId> + '_ {
        self.superclasses.iter().map(|s| s.0)
    }
    pub(crate) fn field(&self, name: InitId) -> Option<&RecordVal> {
        self.values.iter().find(|v| v.name == name)
    }
    pub(crate) fn is_template_arg(&self, name: InitId) -> bool {
        self.template_args.contains(&name)
    }
}

/// All records of one parse, and the value and type interners they use.
#[derive(Debug, Default)]
pub struct RecordKeeper {
    pub(crate) types: Types,
    pub(crate) inits: Inits,
    pub(crate) records: Vec<Record>,
    pub(crate) class_map: FxHashMap<String, RecId>,
    pub(crate) class_order: Vec<RecId>,
    pub(crate) def_map: FxHashMap<String, RecId>,
    pub(crate) def_order: Vec<RecId>,
    pub(crate) globals: FxHashMap<String, InitId>,
    pub(crate) anon_counter: u32,
    /// Anonymous instantiations already made, by their `Class<args>` value.
    pub(crate) instantiated: FxHashMap<InitId, RecId>,
    pub(crate) sources: SourceMap,
    pub(crate) depth: u32,
    /// Deepest value nesting resolution follows before reporting an error (no stack overflow).
    pub(crate) max_depth: u32,
    /// Longest list `!listsplat` may build (from [`crate::Limits`]).
    pub(crate) max_list_len: usize,
    /// Files read (the main file first).
    pub dependencies: Vec<String>,
}

impl RecordKeeper {
    pub fn record(&self, id: RecId) -> &Record {
        &self.records[id.0 as usize]
    }
    pub(crate) fn record_mut(&mut self, id: RecId) -> &mut Record {
        &mut self.records[id.0 as usize]
    }
    pub fn init(&self, id: InitId) -> &Init {
        self.inits.get(id)
    }
    pub fn types(&self) -> &Types {
        &self.types
    }
    pub fn sources(&self) -> &SourceMap {
        &self.sources
    }

    /// Classes in definition order.
    pub fn classes(&self) -> impl Iterator<Item = RecordRef<'_>> {
        self.class_order.iter().map(move |&id| RecordRef { rk: self, id })
    }
    /// Defs in definition order.
    pub fn defs(&self) -> impl Iterator<Item = RecordRef<'_>> {
        self.def_order.iter().map(move |&id| RecordRef { rk: self, id })
    }
    pub fn class(&self, name: &str) -> Option<RecordRef<'_>> {
        self.class_map.get(name).map(|&id| RecordRef { rk: self, id })
    }
    pub fn def(&self, name: &str) -> Option<RecordRef<'_>> {
        self.def_map.get(name).map(|&id| RecordRef { rk: self, id })
    }
    /// Classes sorted by name (llvm-tblgen's order).
    pub fn classes_by_name(&self) -> Vec<RecordRef<'_>> {
        let mut v: Vec<_> = self.classes().collect();
        v.sort_by(|a, b| a.name().cmp(b.name()));
        v
    }
    /// Defs sorted by name (llvm-tblgen's order).
    pub fn defs_by_name(&self) -> Vec<RecordRef<'_>> {
        let mut v: Vec<_> = self.defs().collect();
        v.sort_by(|a, b| a.name().cmp(b.name()));
        v
    }

    /// The defs deriving from class `class`, sorted by name as llvm-tblgen's
    /// `getAllDerivedDefinitions` returns them; an error when there is no such class.
    pub fn defs_derived_from(&self, class: &str) -> Result<Vec<RecordRef<'_>>, Diagnostic> {
        let Some(&cid) = self.class_map.get(class) else {
            return Err(Diagnostic::global("kiln tblgen", format!("The class '{class}' is not defined")));
        };
        Ok(self.defs_by_name().into_iter().filter(|d| d.is_subclass_of(cid)).collect())
    }

    /// A diagnostic at a record's location.
    pub fn error_at(&self, loc: Loc, message: impl Into<String>) -> Diagnostic {
        self.sources.error(loc, message)
    }

    pub(crate) fn str_of(&self, id: InitId) -> Option<&str> {
        match self.inits.get(id) {
            Init::Str(s, _) => Some(s),
            _ => None,
        }
    }

    pub(crate) fn new_anonymous_name(&mut self) -> InitId {
        let n = self.anon_counter;
        self.anon_counter += 1;
        self.mk(Init::AnonName(n))
    }

    pub(crate) fn add_record(&mut self, rec: Record) -> RecId {
        let id = RecId(self.records.len() as u32);
        self.records.push(rec);
        id
    }

    pub(crate) fn new_record(&mut self, name: InitId, loc: Loc, is_class: bool, is_anonymous: bool) -> RecId {
        let display = self.init_unquoted(name);
        self.add_record(Record {
            name_init: name,
            name: display,
            loc,
            template_args: Vec::new(),
            values: Vec::new(),
            superclasses: Vec::new(),
            assertions: Vec::new(),
            is_class,
            is_anonymous,
        })
    }

    pub(crate) fn set_record_name(&mut self, id: RecId, name: InitId) {
        let display = self.init_unquoted(name);
        let r = self.record_mut(id);
        r.name_init = name;
        r.name = display;
    }

    pub(crate) fn register_class(&mut self, id: RecId) {
        let name = self.record(id).name.clone();
        self.class_map.insert(name, id);
        self.class_order.push(id);
    }

    pub(crate) fn register_def(&mut self, id: RecId) {
        let name = self.record(id).name.clone();
        self.def_map.insert(name, id);
        self.def_order.push(id);
    }

    /// The value of a global: a def or a top-level `defvar`/`defset`.
    pub(crate) fn global(&mut self, name: &str) -> Option<InitId> {
        if let Some(&d) = self.def_map.get(name) {
            return Some(self.mk_def(d));
        }
        self.globals.get(name).copied()
    }

    pub(crate) fn is_subclass_of(&self, rec: RecId, class: RecId) -> bool {
        rec == class || self.record(rec).superclasses.iter().any(|s| s.0 == class)
    }

    pub(crate) fn string_value(&mut self, s: &str) -> InitId {
        self.mk(Init::Str(s.into(), StrFormat::String))
    }
}

/// A read-only view of one record.
#[derive(Clone, Copy)]
pub struct RecordRef<'a> {
    pub rk: &'a RecordKeeper,
    pub id: RecId,
}

/// A read-only view of one value.
#[derive(Clone, Copy)]
pub struct ValueRef<'a> {
    pub rk: &'a RecordKeeper,
    pub id: InitId,
}

/// One field of a record: name, type and value.
#[derive(Clone, Copy)]
pub struct FieldRef<'a> {
    pub name: &'a str,
    pub ty: TyId,
    pub value: ValueRef<'a>,
    pub is_nonconcrete_ok: bool,
}

impl<'a> FieldRef<'a> {
    pub fn type_name(&self) -> String {
        self.value.rk.type_to_string(self.ty)
    }
}

/// A dag value's parts.
pub struct DagRef<'a> {
    pub operator: ValueRef<'a>,
    pub operator_name: Option<&'a str>,
    pub args: Vec<(ValueRef<'a>, Option<&'a str>)>,
}

impl<'a> RecordRef<'a> {
    pub fn record(&self) -> &'a Record {
        self.rk.record(self.id)
    }
    pub fn name(&self) -> &'a str {
        &self.record().name
    }
    pub fn loc(&self) -> Loc {
        self.record().loc
    }
    pub fn is_anonymous(&self) -> bool {
        self.record().is_anonymous
    }
    /// All superclasses, in the order llvm-tblgen prints them (depth first, bases first).
    pub fn superclasses(&self) -> impl Iterator<Item = RecordRef<'a>> + 'a {
        let rk = self.rk;
        self.record().superclasses.iter().map(move |s| RecordRef { rk, id: s.0 })
    }
    pub fn is_subclass_of(&self, class: RecId) -> bool {
        self.rk.is_subclass_of(self.id, class)
    }
    pub fn is_subclass_of_name(&self, class: &str) -> bool {
        self.superclasses().any(|s| s.name() == class)
    }
    /// Fields (template arguments excluded), in declaration order.
    pub fn fields(&self) -> impl Iterator<Item = FieldRef<'a>> + 'a {
        let rk = self.rk;
        let rec = self.record();
        rec.values.iter().filter(move |v| !rec.is_template_arg(v.name)).map(move |v| FieldRef {
            name: rk.str_of(v.name).unwrap_or(""),
            ty: v.ty,
            value: ValueRef { rk, id: v.value },
            is_nonconcrete_ok: v.kind == FieldKind::NonconcreteOk,
        })
    }
    pub fn field(&self, name: &str) -> Option<FieldRef<'a>> {
        self.fields().find(|f| f.name == name)
    }
    fn error(&self, message: String) -> Diagnostic {
        self.rk.error_at(self.loc(), message)
    }
    /// The value of field `name`, or an error when the record has no such field.
    pub fn get_value(&self, name: &str) -> Result<ValueRef<'a>, Diagnostic> {
        self.field(name)
            .map(|f| f.value)
            .ok_or_else(|| self.error(format!("Record `{}' does not have a field named `{}'!", self.name(), name)))
    }
    fn typed<T>(&self, name: &str, what: &str, get: impl Fn(ValueRef<'a>) -> Option<T>) -> Result<T, Diagnostic> {
        let v = self.get_value(name)?;
        get(v).ok_or_else(|| self.error(format!("Record `{}', field `{}' does not have {what} initializer!", self.name(), name)))
    }
    pub fn get_value_as_int(&self, name: &str) -> Result<i64, Diagnostic> {
        self.typed(name, "an int", |v| v.as_int())
    }
    pub fn get_value_as_string(&self, name: &str) -> Result<&'a str, Diagnostic> {
        self.typed(name, "a string", |v| v.as_string())
    }
    pub fn get_value_as_bit(&self, name: &str) -> Result<bool, Diagnostic> {
        self.typed(name, "a bit", |v| v.as_bit())
    }
    pub fn get_value_as_list(&self, name: &str) -> Result<Vec<ValueRef<'a>>, Diagnostic> {
        self.typed(name, "a list", |v| v.as_list())
    }
    pub fn get_value_as_def(&self, name: &str) -> Result<RecordRef<'a>, Diagnostic> {
        self.typed(name, "a def", |v| v.as_def())
    }
    pub fn get_value_as_dag(&self, name: &str) -> Result<DagRef<'a>, Diagnostic> {
        self.typed(name, "a dag", |v| v.as_dag())
    }
    /// A list of defs (`list<Class>` field).
    pub fn get_value_as_list_of_defs(&self, name: &str) -> Result<Vec<RecordRef<'a>>, Diagnostic> {
        let list = self.get_value_as_list(name)?;
        list.into_iter()
            .map(|v| v.as_def().ok_or_else(|| self.error(format!("Record `{}', field `{}' list is not entirely DefInit!", self.name(), name))))
            .collect()
    }
    /// True when the field exists and is `?`.
    pub fn is_value_unset(&self, name: &str) -> bool {
        self.field(name).is_some_and(|f| matches!(self.rk.init(f.value.id), Init::Unset))
    }
}

impl<'a> ValueRef<'a> {
    pub fn init(&self) -> &'a Init {
        self.rk.init(self.id)
    }
    pub fn is_unset(&self) -> bool {
        matches!(self.init(), Init::Unset)
    }
    /// An int, or a bit/bits value read as an integer.
    pub fn as_int(&self) -> Option<i64> {
        match self.init() {
            Init::Int(v) => Some(*v),
            Init::Bit(b) => Some(*b as i64),
            Init::Bits(bits) => {
                let mut v = 0i64;
                for (i, b) in bits.iter().enumerate() {
                    match self.rk.init(*b) {
                        Init::Bit(true) => v |= 1i64.wrapping_shl(i as u32),
                        Init::Bit(false) => {}
                        _ => return None,
                    }
                }
                Some(v)
            }
            _ => None,
        }
    }
    pub fn as_string(&self) -> Option<&'a str> {
        match self.init() {
            Init::Str(s, _) => Some(s),
            _ => None,
        }
    }
    pub fn as_bit(&self) -> Option<bool> {
        match self.init() {
            Init::Bit(b) => Some(*b),
            Init::Bits(bits) if bits.len() == 1 => ValueRef { rk: self.rk, id: bits[0] }.as_bit(),
            Init::Int(v @ (0 | 1)) => Some(*v == 1),
            _ => None,
        }
    }
    /// The bits of a `bits<n>` value, bit 0 first (`None` for an unset bit).
    pub fn as_bits(&self) -> Option<Vec<Option<bool>>> {
        match self.init() {
            Init::Bits(bits) => Some(bits.iter().map(|&b| ValueRef { rk: self.rk, id: b }.as_bit()).collect()),
            _ => None,
        }
    }
    pub fn as_list(&self) -> Option<Vec<ValueRef<'a>>> {
        match self.init() {
            Init::List(elts, _) => Some(elts.iter().map(|&id| ValueRef { rk: self.rk, id }).collect()),
            _ => None,
        }
    }
    pub fn as_def(&self) -> Option<RecordRef<'a>> {
        match self.init() {
            Init::Def(r) => Some(RecordRef { rk: self.rk, id: *r }),
            _ => None,
        }
    }
    pub fn as_dag(&self) -> Option<DagRef<'a>> {
        match self.init() {
            Init::Dag(op, name, args) => Some(DagRef {
                operator: ValueRef { rk: self.rk, id: *op },
                operator_name: name.and_then(|n| self.rk.str_of(n)),
                args: args.iter().map(|(a, n)| (ValueRef { rk: self.rk, id: *a }, n.and_then(|n| self.rk.str_of(n)))).collect(),
            }),
            _ => None,
        }
    }
    /// The value as `-print-records` prints it.
    pub fn to_tablegen(&self) -> String {
        self.rk.init_to_string(self.id)
    }
}
