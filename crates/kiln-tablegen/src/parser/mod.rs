//! The TableGen parser: top-level objects (`class`, `def`, `defm`, `multiclass`, `defset`,
//! `defvar`, `foreach`, `if`, `let`, `assert`) and the expansion of multiclasses and loops
//! into defs, with LLVM 14's evaluation order (which fixes anonymous record numbering).
//!
//! This file holds the parser state and the objects; bodies of multiclasses and loops become
//! [`Entry`] prototypes that [`expand`] instantiates into defs; values and types are parsed
//! in [`value`].

mod expand;
mod value;

use crate::eval::EvalError;
use crate::init::{Init, InitId, StrFormat, TernOp};
use crate::lexer::{Lexer, Loc, Tok};
use crate::record::{Assertion, FieldKind, RecId, RecordKeeper, RecordVal};
use crate::resolve::{HasReference, MapResolver};
use crate::types::TyId;
use kiln_support::Diagnostic;
use rustc_hash::FxHashMap;
use std::path::PathBuf;

/// Bounds that keep hostile input from running forever.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Most records one parse may create.
    pub max_records: usize,
    /// Most elements a range (`0-7`, `{1...9}`) may expand to, and `!listsplat` may build.
    pub max_range: usize,
    /// Deepest nesting of values and blocks (resolution may go fifty times deeper).
    pub max_nesting: u32,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits { max_records: 1 << 24, max_range: 1 << 20, max_nesting: 200 }
    }
}

/// What a parse needs besides the input: `-I` directories, `-D` macros and limits.
#[derive(Clone, Debug, Default)]
pub struct Options {
    pub include_dirs: Vec<PathBuf>,
    pub macros: Vec<String>,
    pub limits: Limits,
}

pub(crate) enum PErr {
    Diag(Diagnostic),
    Eval(EvalError),
}

impl From<Diagnostic> for PErr {
    fn from(d: Diagnostic) -> PErr {
        PErr::Diag(d)
    }
}

impl From<EvalError> for PErr {
    fn from(e: EvalError) -> PErr {
        PErr::Eval(e)
    }
}

pub(crate) type PResult<T> = Result<T, PErr>;

/// A prototype in a multiclass or loop body.
#[derive(Clone)]
pub(crate) enum Entry {
    Rec(RecId),
    Loop(Box<ForeachLoop>),
    Assert(Assertion),
}

#[derive(Clone)]
pub(crate) struct ForeachLoop {
    loc: Loc,
    /// The loop variable (a variable value), none for the loops `if` becomes.
    iter_var: Option<InitId>,
    list: InitId,
    entries: Vec<Entry>,
}

struct MultiClass {
    rec: RecId,
    entries: Vec<Entry>,
}

#[derive(Clone)]
struct LetRecord {
    name: InitId,
    bits: Vec<u32>,
    value: InitId,
    loc: Loc,
}

struct Defset {
    loc: Loc,
    elt_ty: TyId,
    elements: Vec<InitId>,
}

/// A parsed reference to a class or multiclass with its template arguments.
struct SubClassRef {
    rec: RecId,
    loc: Loc,
    args: Vec<InitId>,
}

pub(crate) struct Parser {
    lex: Lexer,
    rk: RecordKeeper,
    multiclasses: Vec<MultiClass>,
    multiclass_map: FxHashMap<String, usize>,
    cur_mc: Option<usize>,
    let_stack: Vec<Vec<LetRecord>>,
    loops: Vec<ForeachLoop>,
    scopes: Vec<FxHashMap<String, InitId>>,
    defsets: Vec<Defset>,
    limits: Limits,
    depth: u32,
    records_made: usize,
    /// `Class:NAME` of each class, once computed.
    implicit_names: FxHashMap<RecId, InitId>,
}

/// Parses `text` (named `name`) into records.
pub fn parse_source(name: &str, text: &[u8], options: &Options) -> Result<RecordKeeper, Diagnostic> {
    let lex = Lexer::new(name, text, options.include_dirs.clone(), &options.macros);
    let mut p = Parser {
        lex,
        rk: RecordKeeper {
            max_list_len: options.limits.max_range,
            max_depth: options.limits.max_nesting.saturating_mul(50),
            ..RecordKeeper::default()
        },
        multiclasses: Vec::new(),
        multiclass_map: FxHashMap::default(),
        cur_mc: None,
        let_stack: Vec::new(),
        loops: Vec::new(),
        scopes: Vec::new(),
        defsets: Vec::new(),
        limits: options.limits.clone(),
        depth: 0,
        records_made: 0,
        implicit_names: FxHashMap::default(),
    };
    let result = p.parse_file();
    let Parser { lex, mut rk, .. } = p;
    match result {
        Ok(()) => {
            rk.dependencies = std::iter::once(name.to_string()).chain(lex.dependencies.iter().cloned()).collect();
            rk.sources = lex.sources;
            Ok(rk)
        }
        Err(PErr::Diag(d)) => Err(d),
        Err(PErr::Eval(e)) => Err(lex.sources.error(e.loc, e.msg)),
    }
}

/// Reads and parses a file (`-` is standard input).
pub fn parse_file(path: &str, options: &Options) -> Result<RecordKeeper, Diagnostic> {
    let text = if path == "-" {
        let mut v = Vec::new();
        std::io::Read::read_to_end(&mut std::io::stdin(), &mut v).map(|_| v)
    } else {
        std::fs::read(path)
    };
    match text {
        Ok(t) => parse_source(if path == "-" { "<stdin>" } else { path }, &t, options),
        Err(e) => Err(Diagnostic::global("kiln tblgen", format!("Could not open input file '{path}': {e}"))),
    }
}

fn is_object_start(t: Tok) -> bool {
    matches!(t, Tok::Assert | Tok::Class | Tok::Def | Tok::Defm | Tok::Defset | Tok::Defvar | Tok::Foreach | Tok::If | Tok::Let | Tok::MultiClass)
}

impl Parser {
    // ---- Small helpers. ----

    fn tok(&self) -> Tok {
        self.lex.tok
    }

    fn next(&mut self) -> PResult<Tok> {
        Ok(self.lex.lex()?)
    }

    fn consume(&mut self, t: Tok) -> PResult<bool> {
        if self.tok() == t {
            self.next()?;
            return Ok(true);
        }
        Ok(false)
    }

    fn err_at<T>(&self, loc: Loc, msg: impl Into<String>) -> PResult<T> {
        Err(PErr::Diag(self.lex.error(loc, msg)))
    }

    fn tok_err<T>(&self, msg: impl Into<String>) -> PResult<T> {
        self.err_at(self.lex.loc, msg)
    }

    fn expect(&mut self, t: Tok, msg: &str) -> PResult<()> {
        if !self.consume(t)? {
            return self.tok_err(msg);
        }
        Ok(())
    }

    fn str_init(&mut self, s: &str) -> InitId {
        self.rk.mk_str(s, StrFormat::String)
    }

    fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > self.limits.max_nesting {
            return self.tok_err("nesting too deep");
        }
        Ok(())
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }

    fn count_record(&mut self) -> PResult<()> {
        self.records_made += 1;
        if self.records_made > self.limits.max_records {
            return self.tok_err(format!("too many records (more than {})", self.limits.max_records));
        }
        Ok(())
    }

    fn mc_rec(&self) -> Option<RecId> {
        self.cur_mc.map(|m| self.multiclasses[m].rec)
    }

    /// `Rec:Name` (or `MC::Rec:Name` inside a multiclass, or `MC::Name` for `scoper` `::`).
    fn qualify_name(&mut self, rec: RecId, name: InitId, scoper: &str) -> PResult<InitId> {
        let mc = self.mc_rec();
        self.qualify_name_in(rec, mc, name, scoper)
    }

    fn qualify_name_in(&mut self, rec: RecId, mc: Option<RecId>, name: InitId, scoper: &str) -> PResult<InitId> {
        let rec_name = self.rk.record(rec).name_init;
        let sc = self.str_init(scoper);
        let mut n = self.rk.str_concat(rec_name, sc);
        n = self.rk.str_concat(n, name);
        if let (Some(mc), false) = (mc, scoper == "::") {
            let mcn = self.rk.record(mc).name_init;
            let cc = self.str_init("::");
            let prefix = self.rk.str_concat(mcn, cc);
            n = self.rk.str_concat(prefix, n);
        }
        if let Init::BinOp(..) = self.rk.init(n) {
            n = self.rk.fold(n, Some(rec), false)?;
        }
        Ok(n)
    }

    fn implicit_name_of_record(&mut self, rec: RecId) -> PResult<InitId> {
        if let Some(&n) = self.implicit_names.get(&rec) {
            return Ok(n);
        }
        let name = self.str_init("NAME");
        let n = self.qualify_name_in(rec, None, name, ":")?;
        self.implicit_names.insert(rec, n);
        Ok(n)
    }

    fn implicit_name_of_mc(&mut self, mc: usize) -> PResult<InitId> {
        let rec = self.multiclasses[mc].rec;
        let name = self.str_init("NAME");
        self.qualify_name_in(rec, Some(rec), name, "::")
    }

    fn push_scope(&mut self) {
        self.scopes.push(FxHashMap::default());
    }

    fn pop_scope(&mut self) {
        self.scopes.pop();
    }

    // ---- Top level. ----

    fn parse_file(&mut self) -> PResult<()> {
        self.next()?;
        self.parse_object_list()?;
        if self.tok() != Tok::Eof {
            return self.tok_err("Unexpected token at top level");
        }
        Ok(())
    }

    fn parse_object_list(&mut self) -> PResult<()> {
        while is_object_start(self.tok()) {
            self.parse_object()?;
        }
        Ok(())
    }

    fn parse_object(&mut self) -> PResult<()> {
        self.enter()?;
        let in_mc = self.cur_mc.is_some();
        let r = match self.tok() {
            Tok::Assert => self.parse_assert(None),
            Tok::Def => self.parse_def(),
            Tok::Defm => self.parse_defm(),
            Tok::Defvar => self.parse_defvar(),
            Tok::Foreach => self.parse_foreach(),
            Tok::If => self.parse_if(),
            Tok::Let => self.parse_top_level_let(),
            Tok::Defset if in_mc => self.tok_err("defset is not allowed inside multiclass"),
            Tok::Defset => self.parse_defset(),
            Tok::Class if in_mc => self.tok_err("class is not allowed inside multiclass"),
            Tok::Class if !self.loops.is_empty() => self.tok_err("class is not allowed inside foreach loop"),
            Tok::Class => self.parse_class(),
            Tok::MultiClass if !self.loops.is_empty() => self.tok_err("multiclass is not allowed inside foreach loop"),
            Tok::MultiClass if in_mc => self.tok_err("expected 'assert', 'def', 'defm', 'defvar', 'foreach', 'if', or 'let' in multiclass body"),
            Tok::MultiClass => self.parse_multiclass(),
            _ => self.tok_err("Expected assert, class, def, defm, defset, foreach, if, or let"),
        };
        self.leave();
        r
    }

    fn parse_class(&mut self) -> PResult<()> {
        if self.next()? != Tok::Id {
            return self.tok_err("expected class name after 'class' keyword");
        }
        let name = self.lex.str_val.clone();
        let loc = self.lex.loc;
        let rec = if let Some(&existing) = self.rk.class_map.get(&name) {
            let r = self.rk.record(existing);
            if !r.values.is_empty() || !r.superclasses.is_empty() || !r.template_args.is_empty() {
                return self.tok_err(format!("Class '{name}' already defined"));
            }
            existing
        } else {
            let n = self.str_init(&name);
            let id = self.rk.new_record(n, loc, true, false);
            self.rk.register_class(id);
            id
        };
        self.next()?;
        if self.tok() == Tok::Less {
            self.parse_template_arg_list(Some(rec))?;
        }
        self.parse_object_body(rec)
    }

    /// `<` declarations `>` of a class (`rec`) or of the current multiclass.
    fn parse_template_arg_list(&mut self, rec: Option<RecId>) -> PResult<()> {
        self.next()?;
        let target = rec.or(self.mc_rec()).expect("template args belong to a class or multiclass");
        loop {
            let loc = self.lex.loc;
            let arg = self.parse_declaration(rec, true)?;
            if self.rk.record(target).is_template_arg(arg) {
                return self.err_at(loc, "template argument with the same name has already been defined");
            }
            self.rk.record_mut(target).template_args.push(arg);
            if !self.consume(Tok::Comma)? {
                break;
            }
        }
        self.expect(Tok::Greater, "expected '>' at end of template argument list")
    }

    /// A field declaration (or template argument); returns its name.
    fn parse_declaration(&mut self, rec: Option<RecId>, template_arg: bool) -> PResult<InitId> {
        let has_field = self.consume(Tok::Field)?;
        let ty = self.parse_type()?;
        if self.tok() != Tok::Id {
            return self.tok_err("Expected identifier in declaration");
        }
        let s = self.lex.str_val.clone();
        if s == "NAME" {
            return self.tok_err(format!("'{s}' is a reserved variable name"));
        }
        let id_loc = self.lex.loc;
        let mut name = self.str_init(&s);
        self.next()?;
        let kind = if template_arg {
            FieldKind::TemplateArg
        } else if has_field {
            FieldKind::NonconcreteOk
        } else {
            FieldKind::Normal
        };
        let target = if !template_arg {
            rec.expect("declaration in a record")
        } else if let Some(r) = rec {
            name = self.qualify_name(r, name, ":")?;
            r
        } else {
            let mc = self.mc_rec().expect("multiclass");
            name = self.qualify_name(mc, name, "::")?;
            mc
        };
        self.add_value(target, id_loc, name, ty, kind)?;
        if self.consume(Tok::Equal)? {
            let val_loc = self.lex.loc;
            let v = self.parse_value(rec, Some(ty))?;
            self.set_value(target, val_loc, name, &[], v, false)?;
        }
        Ok(name)
    }

    /// Adds a field, or (when it exists) resets it like LLVM's `AddValue`.
    fn add_value(&mut self, rec: RecId, loc: Loc, name: InitId, ty: TyId, kind: FieldKind) -> PResult<()> {
        let unset = self.rk.mk_unset();
        if let Some(i) = self.rk.record(rec).values.iter().position(|v| v.name == name) {
            if !self.rk.set_field_value(rec, i, unset)? {
                let old = self.rk.record(rec).values[i].ty;
                return self.err_at(
                    loc,
                    format!(
                        "New definition of '{}' of type '{}' is incompatible with previous definition of type '{}'",
                        self.rk.init_unquoted(name),
                        self.rk.type_to_string(ty),
                        self.rk.type_to_string(old)
                    ),
                );
            }
            return Ok(());
        }
        self.rk.record_mut(rec).values.push(RecordVal { name, ty, value: unset, kind, loc });
        let i = self.rk.record(rec).values.len() - 1;
        self.rk.set_field_value(rec, i, unset)?;
        Ok(())
    }

    /// Copies a superclass field into `rec` (LLVM's `AddValue` with an existing value).
    fn add_value_copy(&mut self, rec: RecId, loc: Loc, field: &RecordVal) -> PResult<()> {
        if let Some(i) = self.rk.record(rec).values.iter().position(|v| v.name == field.name) {
            if !self.rk.set_field_value(rec, i, field.value)? {
                let old = self.rk.record(rec).values[i].ty;
                return self.err_at(
                    loc,
                    format!(
                        "New definition of '{}' of type '{}' is incompatible with previous definition of type '{}'",
                        self.rk.init_unquoted(field.name),
                        self.rk.type_to_string(field.ty),
                        self.rk.type_to_string(old)
                    ),
                );
            }
            return Ok(());
        }
        self.rk.record_mut(rec).values.push(field.clone());
        Ok(())
    }

    /// `let name{bits} = value` on a record.
    fn set_value(&mut self, rec: RecId, loc: Loc, name: InitId, bits: &[u32], value: InitId, allow_self: bool) -> PResult<()> {
        let Some(index) = self.rk.record(rec).values.iter().position(|v| v.name == name) else {
            return self.err_at(loc, format!("Value '{}' unknown!", self.rk.init_unquoted(name)));
        };
        let mut value = value;
        if bits.is_empty() && !allow_self {
            if let Init::Var(n, _) = self.rk.init(value) {
                if *n == name {
                    return self.err_at(loc, "Recursion / self-assignment forbidden");
                }
            }
        }
        if !bits.is_empty() {
            let cur = self.rk.record(rec).values[index].value;
            let Init::Bits(cur_bits) = self.rk.init(cur).clone() else {
                return self.err_at(loc, format!("Value '{}' is not a bits type", self.rk.init_unquoted(name)));
            };
            let want = self.rk.types.bits(bits.len() as u32);
            let Some(bi) = self.rk.cast_to(value, want)? else {
                return self.err_at(loc, "Initializer is not compatible with bit range");
            };
            let mut new_bits: Vec<Option<InitId>> = vec![None; cur_bits.len()];
            for (i, &b) in bits.iter().enumerate() {
                let Some(slot) = new_bits.get_mut(b as usize) else {
                    return self.err_at(loc, format!("Invalid bit range for value '{}'", self.rk.init_unquoted(name)));
                };
                if slot.is_some() {
                    return self.err_at(loc, format!("Cannot set bit #{b} of value '{}' more than once", self.rk.init_unquoted(name)));
                }
                *slot = Some(self.rk.get_bit(bi, i as u32));
            }
            let merged = new_bits.iter().zip(cur_bits.iter()).map(|(n, c)| n.unwrap_or(*c)).collect();
            value = self.rk.mk_bits(merged);
        }
        if !self.rk.set_field_value(rec, index, value)? {
            let fty = self.rk.record(rec).values[index].ty;
            let what = match self.rk.init(value) {
                Init::Bits(b) => format!("' of type bit initializer with length {}", b.len()),
                _ => match self.rk.ty_of(value) {
                    Some(t) => format!("' of type '{}", self.rk.type_to_string(t)),
                    None => String::new(),
                },
            };
            return self.err_at(
                loc,
                format!(
                    "Field '{}' of type '{}' is incompatible with value '{}{what}'",
                    self.rk.init_unquoted(name),
                    self.rk.type_to_string(fty),
                    self.rk.init_to_string(value)
                ),
            );
        }
        Ok(())
    }

    fn parse_object_body(&mut self, rec: RecId) -> PResult<()> {
        if self.consume(Tok::Colon)? {
            loop {
                let sc = self.parse_subclass_ref(Some(rec), false)?;
                self.add_subclass(rec, &sc)?;
                if !self.consume(Tok::Comma)? {
                    break;
                }
            }
        }
        self.apply_let_stack(rec)?;
        self.parse_body(rec)
    }

    fn parse_body(&mut self, rec: RecId) -> PResult<()> {
        if self.consume(Tok::Semi)? {
            return Ok(());
        }
        if !self.consume(Tok::LBrace)? {
            return self.tok_err("Expected '{' to start body or ';' for declaration only");
        }
        self.push_scope();
        while self.tok() != Tok::RBrace {
            self.parse_body_item(rec)?;
        }
        self.pop_scope();
        self.next()?;
        if self.tok() == Tok::Semi {
            return self.tok_err("A class or def body should not end with a semicolon");
        }
        Ok(())
    }

    fn parse_body_item(&mut self, rec: RecId) -> PResult<()> {
        match self.tok() {
            Tok::Assert => return self.parse_assert(Some(rec)),
            Tok::Defvar => return self.parse_defvar(),
            Tok::Let => {}
            _ => {
                self.parse_declaration(Some(rec), false)?;
                return self.expect(Tok::Semi, "expected ';' after declaration");
            }
        }
        if self.next()? != Tok::Id {
            return self.tok_err("expected field identifier after let");
        }
        let id_loc = self.lex.loc;
        let field = self.lex.str_val.clone();
        let name = self.str_init(&field);
        self.next()?;
        let mut bits = self.parse_optional_bit_list()?;
        bits.reverse();
        self.expect(Tok::Equal, "expected '=' in let expression")?;
        let Some(f) = self.rk.record(rec).field(name) else {
            return self.tok_err(format!("Value '{field}' unknown!"));
        };
        let mut ty = f.ty;
        if !bits.is_empty() && self.rk.types.bits_width(ty).is_some() {
            ty = self.rk.types.bits(bits.len() as u32);
        }
        let v = self.parse_value(Some(rec), Some(ty))?;
        self.expect(Tok::Semi, "expected ';' after let expression")?;
        self.set_value(rec, id_loc, name, &bits, v, false)
    }

    /// `{ ranges }` after a `let` name.
    fn parse_optional_bit_list(&mut self) -> PResult<Vec<u32>> {
        if !self.consume(Tok::LBrace)? {
            return Ok(Vec::new());
        }
        let start = self.lex.loc;
        let ranges = self.parse_range_list()?;
        if ranges.is_empty() {
            return self.err_at(start, "Invalid range list!");
        }
        self.expect(Tok::RBrace, "expected '}' at end of bit list")?;
        Ok(ranges)
    }

    fn parse_subclass_ref(&mut self, cur: Option<RecId>, is_defm: bool) -> PResult<SubClassRef> {
        let loc = self.lex.loc;
        let rec = if is_defm {
            let mc = self.parse_multiclass_id()?;
            self.multiclasses[mc].rec
        } else {
            self.parse_class_id()?
        };
        let mut args = Vec::new();
        if self.consume(Tok::Less)? {
            args = self.parse_template_arg_values(cur, rec)?;
            self.check_template_arg_values(&mut args, loc, rec)?;
        }
        Ok(SubClassRef { rec, loc, args })
    }

    fn parse_class_id(&mut self) -> PResult<RecId> {
        if self.tok() != Tok::Id {
            return self.tok_err("expected name for ClassID");
        }
        let name = self.lex.str_val.clone();
        let Some(&r) = self.rk.class_map.get(&name) else {
            if self.multiclass_map.contains_key(&name) {
                return self.tok_err(format!("Couldn't find class '{name}'. Use 'defm' if you meant to use multiclass '{name}'"));
            }
            return self.tok_err(format!("Couldn't find class '{name}'"));
        };
        self.next()?;
        Ok(r)
    }

    fn parse_multiclass_id(&mut self) -> PResult<usize> {
        if self.tok() != Tok::Id {
            return self.tok_err("expected name for MultiClassID");
        }
        let name = self.lex.str_val.clone();
        let Some(&m) = self.multiclass_map.get(&name) else {
            return self.tok_err(format!("Couldn't find multiclass '{name}'"));
        };
        self.next()?;
        Ok(m)
    }

    /// Template argument values after `<` (which is consumed), typed by `of`'s arguments.
    fn parse_template_arg_values(&mut self, cur: Option<RecId>, of: RecId) -> PResult<Vec<InitId>> {
        let targs = self.rk.record(of).template_args.clone();
        let mut out = Vec::new();
        if self.consume(Tok::Greater)? {
            return Ok(out);
        }
        loop {
            if out.len() >= targs.len() {
                return self.tok_err(format!("Too many template arguments: {}", out.len() + 1));
            }
            let ty = self.rk.record(of).field(targs[out.len()]).map(|v| v.ty);
            let v = self.parse_value(cur, ty)?;
            out.push(v);
            if self.consume(Tok::Greater)? {
                return Ok(out);
            }
            if !self.consume(Tok::Comma)? {
                return self.tok_err("Expected comma before next argument");
            }
        }
    }

    fn check_template_arg_values(&mut self, values: &mut [InitId], loc: Loc, of: RecId) -> PResult<()> {
        let targs = self.rk.record(of).template_args.clone();
        for (i, v) in values.iter_mut().enumerate() {
            let Some(arg) = self.rk.record(of).field(targs[i]).cloned() else { continue };
            if self.rk.ty_of(*v).is_none() {
                continue;
            }
            match self.rk.cast_to(*v, arg.ty)? {
                Some(c) => *v = c,
                None => {
                    let vty = self.rk.ty_of(*v).expect("typed");
                    return self.err_at(
                        loc,
                        format!(
                            "Value specified for template argument '{}' (#{i}) is of type {}; expected type {}: {}",
                            self.rk.init_unquoted(arg.name),
                            self.rk.type_to_string(vty),
                            self.rk.type_to_string(arg.ty),
                            self.rk.init_to_string(*v)
                        ),
                    );
                }
            }
        }
        Ok(())
    }

    /// Makes `rec` inherit `sc`: copies fields, binds template arguments and `NAME`.
    fn add_subclass(&mut self, rec: RecId, sc: &SubClassRef) -> PResult<()> {
        let class = self.rk.record(sc.rec).clone();
        let mut r = MapResolver::new(Some(rec));
        for field in &class.values {
            if field.kind == FieldKind::TemplateArg {
                r.set(field.name, field.value);
            } else {
                self.add_value_copy(rec, sc.loc, field)?;
            }
        }
        for (i, ta) in class.template_args.iter().enumerate() {
            if let Some(v) = sc.args.get(i) {
                r.set(*ta, *v);
            } else if !r.is_complete(&self.rk, *ta) {
                return self.err_at(
                    sc.loc,
                    format!(
                        "Value not specified for template argument '{}' (#{i}) of parent class '{}'",
                        self.rk.init_unquoted(*ta),
                        class.name
                    ),
                );
            }
        }
        let extra = class.assertions.clone();
        self.rk.record_mut(rec).assertions.extend(extra);
        let name = if self.rk.record(rec).is_class {
            let n = self.implicit_name_of_record(rec)?;
            let string = self.rk.types.string;
            self.rk.mk_var(n, string)
        } else {
            self.rk.record(rec).name_init
        };
        let sc_implicit = self.implicit_name_of_record(sc.rec)?;
        r.set(sc_implicit, name);
        self.rk.resolve_record(rec, &mut r, None)?;
        for &(s, l) in &class.superclasses {
            if self.rk.is_subclass_of(rec, s) && rec != s {
                return self.err_at(sc.loc, format!("Already subclass of '{}'!", self.rk.record(s).name));
            }
            self.rk.record_mut(rec).superclasses.push((s, l));
        }
        if self.rk.record(rec).superclasses.iter().any(|s| s.0 == sc.rec) {
            return self.err_at(sc.loc, format!("Already subclass of '{}'!", class.name));
        }
        self.rk.record_mut(rec).superclasses.push((sc.rec, sc.loc));
        Ok(())
    }

    // ---- Defs and their expansion. ----

    /// The name after `def`/`defm`: `?` (none given) or a name value.
    fn parse_object_name(&mut self) -> PResult<InitId> {
        if matches!(self.tok(), Tok::Colon | Tok::Semi | Tok::LBrace) {
            return Ok(self.rk.mk_unset());
        }
        let cur = self.mc_rec();
        let string = self.rk.types.string;
        let name = self.parse_value_mode(cur, Some(string), true)?;
        if let Some(mc) = self.cur_mc {
            let implicit = self.implicit_name_of_mc(mc)?;
            let mut has = HasReference { name: implicit, found: false };
            self.rk.resolve(name, &mut has)?;
            if !has.found {
                let v = self.rk.mk_var(implicit, string);
                return Ok(self.rk.str_concat(v, name));
            }
        }
        Ok(name)
    }

    fn parse_def(&mut self) -> PResult<()> {
        let loc = self.lex.loc;
        self.next()?;
        let name = self.parse_object_name()?;
        let rec = if matches!(self.rk.init(name), Init::Unset) {
            let anon = self.rk.new_anonymous_name();
            self.rk.new_record(anon, loc, false, true)
        } else {
            self.rk.new_record(name, loc, false, false)
        };
        self.count_record()?;
        self.parse_object_body(rec)?;
        self.add_entry(Entry::Rec(rec))
    }

    // ---- Loops, conditionals, lets, variables, defsets, assertions. ----

    fn parse_foreach(&mut self) -> PResult<()> {
        let loc = self.lex.loc;
        self.next()?;
        let (var, list) = self.parse_foreach_declaration()?;
        if !self.consume(Tok::In)? {
            return self.tok_err("Unknown tok");
        }
        self.loops.push(ForeachLoop { loc, iter_var: Some(var), list, entries: Vec::new() });
        self.parse_block("expected '}' at end of foreach command")?;
        let l = self.loops.pop().expect("loop");
        self.add_entry(Entry::Loop(Box::new(l)))
    }

    /// One object, or `{` objects `}`, in a new variable scope.
    fn parse_block(&mut self, close_msg: &str) -> PResult<()> {
        self.push_scope();
        if self.tok() != Tok::LBrace {
            self.parse_object()?;
        } else {
            let brace = self.lex.loc;
            self.next()?;
            self.parse_object_list()?;
            if !self.consume(Tok::RBrace)? {
                let d = self.lex.error(self.lex.loc, close_msg);
                let note = self.lex.sources.diag(kiln_support::Severity::Note, brace, "to match this '{'");
                return Err(PErr::Diag(d.with_note(note)));
            }
        }
        self.pop_scope();
        Ok(())
    }

    fn parse_foreach_declaration(&mut self) -> PResult<(InitId, InitId)> {
        if self.tok() != Tok::Id {
            return self.tok_err("Expected identifier in foreach declaration");
        }
        let name_str = self.lex.str_val.clone();
        let name = self.str_init(&name_str);
        self.next()?;
        if !self.consume(Tok::Equal)? {
            return self.tok_err("Expected '=' in foreach declaration");
        }
        let mut ranges = Vec::new();
        let (list, iter_ty) = if self.tok() == Tok::LBrace {
            self.next()?;
            ranges = self.parse_range_list()?;
            self.expect(Tok::RBrace, "expected '}' at end of bit range list")?;
            (None, None)
        } else {
            let loc = self.lex.loc;
            let v = self.parse_value(None, None)?;
            match self.rk.ty_of(v) {
                Some(t) if self.rk.types.is_list(t) => (Some(v), self.rk.types.elem(t)),
                Some(_) => {
                    self.parse_range_piece(&mut ranges, Some(v))?;
                    (None, None)
                }
                None => {
                    let d = self.lex.error(loc, format!("expected a list, got '{}'", self.rk.init_to_string(v)));
                    return Err(PErr::Diag(d));
                }
            }
        };
        let (list, ty) = match list {
            Some(l) => (l, iter_ty.expect("list type")),
            None => {
                let vals = ranges.iter().map(|&r| self.rk.mk_int(r as i64)).collect();
                let int = self.rk.types.int;
                (self.rk.mk_list(vals, int), int)
            }
        };
        let var = self.rk.mk_var(name, ty);
        Ok((var, list))
    }

    fn parse_if(&mut self) -> PResult<()> {
        let loc = self.lex.loc;
        self.next()?;
        let cond = self.parse_value(None, None)?;
        if !self.consume(Tok::Then)? {
            return self.tok_err("Unknown tok");
        }
        let bit = self.rk.types.bit;
        let empty = self.rk.mk_list(Vec::new(), bit);
        let one = self.rk.mk_bit(true);
        let single = self.rk.mk_list(vec![one], bit);
        let list_ty = self.rk.types.list(bit);
        let then_list = self.rk.mk(Init::TernOp(TernOp::If, cond, single, empty, list_ty));
        let then_list = self.rk.fold(then_list, None, false)?;
        self.loops.push(ForeachLoop { loc, iter_var: None, list: then_list, entries: Vec::new() });
        self.parse_block("expected '}' at end of 'then' clause")?;
        let l = self.loops.pop().expect("loop");
        self.add_entry(Entry::Loop(Box::new(l)))?;
        if self.consume(Tok::Else)? {
            let else_list = self.rk.mk(Init::TernOp(TernOp::If, cond, empty, single, list_ty));
            let else_list = self.rk.fold(else_list, None, false)?;
            self.loops.push(ForeachLoop { loc, iter_var: None, list: else_list, entries: Vec::new() });
            self.parse_block("expected '}' at end of 'else' clause")?;
            let l = self.loops.pop().expect("loop");
            self.add_entry(Entry::Loop(Box::new(l)))?;
        }
        Ok(())
    }

    fn parse_top_level_let(&mut self) -> PResult<()> {
        self.next()?;
        let lets = self.parse_let_list()?;
        self.let_stack.push(lets);
        if !self.consume(Tok::In)? {
            return self.tok_err("expected 'in' at end of top-level 'let'");
        }
        self.parse_block("expected '}' at end of top level let command")?;
        self.let_stack.pop();
        Ok(())
    }

    fn parse_let_list(&mut self) -> PResult<Vec<LetRecord>> {
        let mut out = Vec::new();
        loop {
            if self.tok() != Tok::Id {
                return self.tok_err("expected identifier in let definition");
            }
            let name_s = self.lex.str_val.clone();
            let loc = self.lex.loc;
            let name = self.str_init(&name_s);
            self.next()?;
            // A top-level let names bits with `<ranges>` (a body let uses `{ranges}`).
            let mut bits = Vec::new();
            if self.consume(Tok::Less)? {
                let start = self.lex.loc;
                bits = self.parse_range_list()?;
                if bits.is_empty() {
                    return self.err_at(start, "Invalid range list!");
                }
                self.expect(Tok::Greater, "expected '>' at end of range list")?;
            }
            bits.reverse();
            if !self.consume(Tok::Equal)? {
                return self.tok_err("expected '=' in let expression");
            }
            let value = self.parse_value(None, None)?;
            out.push(LetRecord { name, bits, value, loc });
            if !self.consume(Tok::Comma)? {
                return Ok(out);
            }
        }
    }

    fn parse_defvar(&mut self) -> PResult<()> {
        if self.next()? != Tok::Id {
            return self.tok_err("expected identifier");
        }
        let name = self.lex.str_val.clone();
        if let Some(scope) = self.scopes.last() {
            if scope.contains_key(&name) {
                return self.tok_err("local variable of this name already exists");
            }
        } else if self.rk.global(&name).is_some() {
            return self.tok_err("def or global variable of this name already exists");
        }
        self.next()?;
        if !self.consume(Tok::Equal)? {
            return self.tok_err("expected '='");
        }
        let v = self.parse_value(None, None)?;
        self.expect(Tok::Semi, "expected ';'")?;
        match self.scopes.last_mut() {
            Some(scope) => {
                scope.insert(name, v);
            }
            None => {
                self.rk.globals.insert(name, v);
            }
        }
        Ok(())
    }

    fn parse_defset(&mut self) -> PResult<()> {
        self.next()?;
        let loc = self.lex.loc;
        let ty = self.parse_type()?;
        let Some(elt_ty) = self.rk.types.elem(ty) else {
            return self.err_at(loc, "expected list type");
        };
        if self.tok() != Tok::Id {
            return self.tok_err("expected identifier");
        }
        let name = self.lex.str_val.clone();
        if self.rk.global(&name).is_some() {
            return self.tok_err("def or global variable of this name already exists");
        }
        if self.next()? != Tok::Equal {
            return self.tok_err("expected '='");
        }
        if self.next()? != Tok::LBrace {
            return self.tok_err("expected '{'");
        }
        let brace = self.lex.loc;
        self.next()?;
        self.defsets.push(Defset { loc, elt_ty, elements: Vec::new() });
        let r = self.parse_object_list();
        let set = self.defsets.pop().expect("defset");
        r?;
        if !self.consume(Tok::RBrace)? {
            let d = self.lex.error(self.lex.loc, "expected '}' at end of defset");
            let note = self.lex.sources.diag(kiln_support::Severity::Note, brace, "to match this '{'");
            return Err(PErr::Diag(d.with_note(note)));
        }
        let list = self.rk.mk_list(set.elements, elt_ty);
        self.rk.globals.insert(name, list);
        Ok(())
    }

    fn parse_assert(&mut self, rec: Option<RecId>) -> PResult<()> {
        self.next()?;
        let loc = self.lex.loc;
        let condition = self.parse_value(rec, None)?;
        if !self.consume(Tok::Comma)? {
            return self.tok_err("expected ',' in assert statement");
        }
        let message = self.parse_value(rec, None)?;
        self.expect(Tok::Semi, "expected ';'")?;
        let a = Assertion { loc, condition, message };
        match rec {
            Some(r) => {
                self.rk.record_mut(r).assertions.push(a);
                Ok(())
            }
            None => self.add_entry(Entry::Assert(a)),
        }
    }
}

impl RecordKeeper {
    /// `!strconcat` of two names, folded when both are strings.
    pub(crate) fn str_concat(&mut self, a: InitId, b: InitId) -> InitId {
        if let (Init::Str(x, fx), Init::Str(y, fy)) = (self.init(a), self.init(b)) {
            let fmt = if *fx == StrFormat::Code || *fy == StrFormat::Code { StrFormat::Code } else { StrFormat::String };
            let s = format!("{x}{y}");
            return self.mk_str(&s, fmt);
        }
        let string = self.types.string;
        self.mk(Init::BinOp(crate::init::BinOp::StrConcat, a, b, string))
    }
}
