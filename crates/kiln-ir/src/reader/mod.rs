//! The `.ll` reader: a hand-written recursive-descent parser over [`lexer::Lexer`].
//!
//! One pass over the text. Forward references are resolved without a second pass: a global
//! used before its definition gets its [`GlobalId`] at first use (kind `Pending`), a local
//! value used before its definition gets an instruction slot that the definition later
//! fills, a block gets its [`BlockId`] at first use, and `!N` gets its arena slot at first
//! use. Anything still unresolved at the end is an error at its first use. Attribute groups
//! (`#N`, defined after their uses) are merged in at the end.
//!
//! Split by topic: `types` (types and constants), `globals` (module-level entities), `attrs`
//! (attribute lists), `function` (bodies and instructions), `plain` (operands read straight
//! from the text), `type_texts` (types found by their text), `debug_records` (`#dbg_...`
//! lines), `metadata`; `parallel` reads the function bodies of a module on several threads.

mod attrs;
mod debug_records;
mod function;
mod globals;
pub mod lexer;
mod metadata;
mod parallel;
mod plain;
mod type_texts;
mod types;
mod use_list_order;

pub use parallel::parse_file_jobs;

use crate::attr::AttrSetId;
use crate::metadata::MdId;
use crate::module::{BlockId, FuncId, GlobalId, InstId, Module};
use crate::symbol::Sym;
use crate::types::TypeId;
use crate::value::Value;
use kiln_support::{Diagnostic, SourceFile};
use lexer::{Lexer, Tok, Token};
use rustc_hash::FxHashMap;

/// A reader result. The diagnostic is boxed so that a result is two words, returned in
/// registers: every parsing function returns one, and an unboxed `Diagnostic` made each
/// return a copy through memory.
pub(crate) type PResult<T> = Result<T, Box<Diagnostic>>;

/// How deeply types, constants and metadata may nest (far beyond what compilers emit).
const MAX_NESTING: u32 = 64;

/// Keywords of LLVM 15-22 that kiln does not read yet: the word, what it is, the release.
const LATER_KEYWORDS: &[(&str, &str, u8)] = &[
    ("fmax", "an atomicrmw operation", 15),
    ("fmin", "an atomicrmw operation", 15),
    ("uinc_wrap", "an atomicrmw operation", 16),
    ("udec_wrap", "an atomicrmw operation", 16),
    ("usub_cond", "an atomicrmw operation", 20),
    ("usub_sat", "an atomicrmw operation", 20),
    ("fmaximum", "an atomicrmw operation", 21),
    ("fminimum", "an atomicrmw operation", 21),
    ("target", "a target extension type", 16),
    ("ptrauth", "a signed-pointer constant", 19),
];

/// Parses a whole `.ll` file. `name` is used in diagnostics.
pub fn parse(name: &str, text: &str) -> Result<Module, Diagnostic> {
    parse_file(&SourceFile::new(name, text))
}

/// Parses a whole `.ll` file already held in a [`SourceFile`] (without a copy of its text).
pub fn parse_file(file: &SourceFile) -> Result<Module, Diagnostic> {
    let mut p = Parser::new(file);
    p.parse_module().map_err(|d| *d)?;
    crate::intrinsics::upgrade_names(&mut p.m);
    Ok(p.m)
}

/// A local name: `%name` or `%7`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum LocalKey {
    Named(Sym),
    Num(u32),
}

/// Where an attribute group `#N` must be merged into function attributes.
#[derive(Clone, Copy, Debug)]
pub(crate) enum GroupUse {
    Function(FuncId),
    Call(FuncId, InstId),
    GlobalVar(GlobalId),
}

/// A map keyed by [`LocalKey`]. Numbered locals (`%7`, most of what clang writes) are dense
/// and live in a vector indexed by number, so a lookup per operand is an index, not a hash;
/// names, and numbers far beyond what the entries so far justify (which only a forward
/// reference can name), are hashed. The vector stays below twice the entries put in it plus
/// [`DENSE_SLACK`], whatever numbers the text uses.
pub(crate) struct LocalMap<V> {
    nums: Vec<Option<V>>,
    /// How many entries went into `nums` since the last `clear`.
    dense_entries: usize,
    far: FxHashMap<u32, V>,
    named: FxHashMap<Sym, V>,
}

impl<V> Default for LocalMap<V> {
    fn default() -> Self {
        LocalMap { nums: Vec::new(), dense_entries: 0, far: FxHashMap::default(), named: FxHashMap::default() }
    }
}

/// How far beyond twice its entries the dense vector may reach.
const DENSE_SLACK: usize = 4096;

impl<V: Copy> LocalMap<V> {
    pub fn get(&self, key: &LocalKey) -> Option<&V> {
        match *key {
            LocalKey::Num(n) => match self.nums.get(n as usize) {
                Some(v) => v.as_ref(),
                None => self.far.get(&n),
            },
            LocalKey::Named(s) => self.named.get(&s),
        }
    }

    pub fn contains_key(&self, key: &LocalKey) -> bool {
        self.get(key).is_some()
    }

    /// Sets `key` to `value`, returning the value it had.
    pub fn insert(&mut self, key: LocalKey, value: V) -> Option<V> {
        match key {
            LocalKey::Num(n) if (n as usize) < self.nums.len() => self.nums[n as usize].replace(value),
            LocalKey::Num(n) if n as usize == self.nums.len() && self.far.is_empty() => {
                // The next number (how values are numbered): one more entry.
                self.dense_entries += 1;
                self.nums.push(Some(value));
                None
            }
            LocalKey::Num(n) if (n as usize) < 2 * self.dense_entries + DENSE_SLACK => {
                self.dense_entries += 1;
                self.nums.resize(n as usize + 1, None);
                let len = self.nums.len();
                if !self.far.is_empty() {
                    let near: Vec<u32> = self.far.keys().copied().filter(|&k| (k as usize) < len).collect();
                    for k in near {
                        self.nums[k as usize] = self.far.remove(&k);
                    }
                }
                self.nums[n as usize].replace(value)
            }
            LocalKey::Num(n) => self.far.insert(n, value),
            LocalKey::Named(s) => self.named.insert(s, value),
        }
    }

    pub fn remove(&mut self, key: &LocalKey) -> Option<V> {
        match *key {
            LocalKey::Num(n) => match self.nums.get_mut(n as usize) {
                Some(v) => v.take(),
                None if self.far.is_empty() => None,
                None => self.far.remove(&n),
            },
            LocalKey::Named(_) if self.named.is_empty() => None,
            LocalKey::Named(s) => self.named.remove(&s),
        }
    }

    /// Every value, in no particular order.
    pub fn values(&self) -> impl Iterator<Item = &V> {
        self.nums.iter().flatten().chain(self.far.values()).chain(self.named.values())
    }

    pub fn clear(&mut self) {
        self.nums.clear();
        self.dense_entries = 0;
        crate::scratch::clear_map(&mut self.far);
        crate::scratch::clear_map(&mut self.named);
    }
}

/// Per-function parsing state, reset (not reallocated) for each body.
#[derive(Default)]
pub(crate) struct FuncState {
    pub locals: LocalMap<Value>,
    /// Values used before their definition: the reserved instruction slot and first use.
    pub forward: LocalMap<(InstId, u32)>,
    pub blocks: LocalMap<BlockId>,
    /// Per block: where it was first referenced (while undefined) or 0 once defined.
    pub block_pending: Vec<Option<u32>>,
    pub next_number: u32,
}

impl FuncState {
    fn reset(&mut self) {
        self.locals.clear();
        self.forward.clear();
        self.blocks.clear();
        self.block_pending.clear();
        self.next_number = 0;
    }
}

pub(crate) struct Parser<'a> {
    pub file: &'a SourceFile,
    pub src: &'a [u8],
    pub lex: Lexer<'a>,
    pub tok: Token,
    pub m: Module,
    pub scratch: Vec<u8>,
    /// `@N` globals by number.
    pub numbered_globals: FxHashMap<u32, GlobalId>,
    /// First use of globals that are still `Pending`.
    pub pending_globals: FxHashMap<GlobalId, u32>,
    pub md_slots: FxHashMap<u32, MdId>,
    /// `!N` used but not yet defined, with its first use.
    pub md_pending: FxHashMap<u32, u32>,
    pub attr_groups: FxHashMap<u32, AttrSetId>,
    pub group_uses: Vec<(GroupUse, u32, u32)>,
    pub comdat_names: FxHashMap<Sym, crate::module::ComdatId>,
    /// Identified structs referenced but not defined, with first use.
    pub pending_structs: FxHashMap<TypeId, u32>,
    /// Blocks of not-yet-parsed functions named by `blockaddress`: function, name, id, use.
    pub foreign_blocks: FxHashMap<(GlobalId, LocalKey), (BlockId, u32)>,
    /// Whether the module uses pointers at all (decided by a pre-scan; see `pointer_mode`).
    pub has_pointers: bool,
    /// A `, !kind` was seen after an instruction's operands.
    pub md_after_comma: bool,
    /// Nesting depth of types, values and metadata being read (bounded: no stack overflow).
    pub depth: u32,
    pub fs: FuncState,
    /// The function whose body is being parsed.
    pub cur_func: Option<FuncId>,
    /// `llvm.dbg.*` globals that debug records call, with their number of parameters.
    pub record_intrinsics: Vec<(GlobalId, usize)>,
    /// The operand types of the `getelementptr` being read (a buffer reused from one to the
    /// next; a nested constant GEP takes a fresh one).
    pub gep_types: Vec<TypeId>,
    /// The metadata attachments of the instruction being read (a buffer reused from one to
    /// the next; each instruction gets an exact-size copy).
    pub attachments: Vec<(Sym, crate::metadata::MdId)>,
    /// The fields or parameters of the struct or function type being read, or a call's
    /// argument types: a buffer reused while the type exists already (see
    /// [`crate::types::TypeTable::intern_reusing`]).
    pub type_list: Vec<TypeId>,
    /// Small integer constants by type and value (see [`Parser::constant`]), `u32::MAX` when
    /// not made yet; empty until the first.
    pub small_ints: Vec<crate::constant::ConstId>,
    /// The global each interned name refers to, by [`Sym`] (`u32::MAX`: not looked up yet),
    /// so that a use of `@name` hashes the name once, not twice.
    pub sym_globals: Vec<GlobalId>,
    /// Types written as one name and pointer stars (`%struct.S*`, `i8**`, `%5`), by their
    /// text: each is read once, then found by its text (see [`Parser::parse_type`];
    /// `type_texts.rs`: most often by one comparison, without hashing the text), not lexed
    /// and looked up again token by token.
    pub type_cache: type_texts::TypeTexts<'a>,
    /// Constant expressions by their text (`getelementptr inbounds (...)`: C programs repeat
    /// each many times), with the nesting depth they were read at: the same text read again
    /// at that depth or a shallower one gives the same constant (see
    /// [`Parser::parse_const_expr`]), found by one hash rather than read again.
    pub const_expr_cache: FxHashMap<&'a [u8], (TypeId, Value, u32)>,
    /// The instruction arena of the body being read: it keeps its capacity from one body to
    /// the next, and each function gets an exact-size copy (no growth by doubling per body).
    pub inst_arena: Vec<crate::inst::Inst>,
    /// The instructions of the block being read, copied into the block at its terminator.
    pub block_insts: Vec<InstId>,
    /// Function bodies are skipped and recorded in `deferred` rather than read (the first
    /// step of [`parse_file_jobs`]).
    pub deferring: bool,
    pub deferred: Vec<parallel::Deferred>,
    /// Where the closing `}` of the last body read is.
    pub body_end: u32,
}

impl<'a> Parser<'a> {
    pub fn new(file: &'a SourceFile) -> Parser<'a> {
        let src = file.text.as_bytes();
        let mut lex = Lexer::new(src);
        let tok = lex.next_token();
        let opaque = pointer_mode(src);
        let m = Module { opaque_pointers: opaque == Some(true), ..Module::default() };
        Parser {
            file,
            src,
            lex,
            tok,
            m,
            has_pointers: opaque.is_some(),
            scratch: Vec::new(),
            attachments: Vec::new(),
            numbered_globals: FxHashMap::default(),
            pending_globals: FxHashMap::default(),
            md_slots: FxHashMap::default(),
            md_pending: FxHashMap::default(),
            attr_groups: FxHashMap::default(),
            group_uses: Vec::new(),
            comdat_names: FxHashMap::default(),
            pending_structs: FxHashMap::default(),
            foreign_blocks: FxHashMap::default(),
            md_after_comma: false,
            depth: 0,
            fs: FuncState::default(),
            cur_func: None,
            record_intrinsics: Vec::new(),
            gep_types: Vec::new(),
            type_list: Vec::new(),
            small_ints: Vec::new(),
            sym_globals: Vec::new(),
            type_cache: type_texts::TypeTexts::new(),
            const_expr_cache: FxHashMap::default(),
            inst_arena: Vec::new(),
            block_insts: Vec::new(),
            deferring: false,
            deferred: Vec::new(),
            body_end: 0,
        }
    }

    // ---- token helpers ----

    /// Enters one level of nesting; errors when input nests deeper than any real module.
    pub fn enter(&mut self) -> PResult<()> {
        if self.depth >= MAX_NESTING {
            return self.err_here("nesting is too deep");
        }
        self.depth += 1;
        Ok(())
    }

    /// Moves to the next token (the lexer's hot path inlined here, once).
    #[inline(never)]
    pub fn advance(&mut self) {
        self.lex.next_into(&mut self.tok);
    }

    pub fn err<T>(&self, pos: u32, msg: impl Into<String>) -> PResult<T> {
        Err(Box::new(Diagnostic::error(self.file, pos, msg)))
    }

    pub fn err_here<T>(&self, msg: impl Into<String>) -> PResult<T> {
        if let Tok::Error(e) = self.tok.tok {
            return self.err(self.tok.pos, e.message());
        }
        self.err(self.tok.pos, msg)
    }

    /// The token's text (its content range).
    pub fn text(&self) -> &'a [u8] {
        &self.src[self.tok.start as usize..self.tok.end as usize]
    }

    pub fn is_word(&self, w: &str) -> bool {
        self.tok.tok == Tok::Word && self.text() == w.as_bytes()
    }

    #[inline]
    pub fn is_punct(&self, c: u8) -> bool {
        matches!(self.tok.tok, Tok::Punct(p) if p == c)
    }

    pub fn eat_word(&mut self, w: &str) -> bool {
        if self.is_word(w) {
            self.advance();
            true
        } else {
            false
        }
    }

    pub fn eat_punct(&mut self, c: u8) -> bool {
        if self.is_punct(c) {
            self.advance();
            true
        } else {
            false
        }
    }

    pub fn expect_punct(&mut self, c: u8) -> PResult<()> {
        if self.eat_punct(c) {
            Ok(())
        } else {
            self.err_here(format!("expected '{}'", c as char))
        }
    }

    pub fn expect_word(&mut self, w: &str) -> PResult<()> {
        if self.eat_word(w) {
            Ok(())
        } else {
            self.err_here(format!("expected '{w}'"))
        }
    }

    /// The current token's content, unescaped, interned.
    pub fn intern_token(&mut self, escaped: bool) -> Sym {
        let raw = &self.src[self.tok.start as usize..self.tok.end as usize];
        let plain = self.lex.plain_string_end == self.tok.end as usize;
        if escaped && !plain && raw.contains(&b'\\') {
            lexer::unescape(raw, &mut self.scratch);
            self.m.symbols.intern(&self.scratch)
        } else {
            self.m.symbols.intern(raw)
        }
    }

    /// A string token's content, unescaped.
    pub fn string_bytes(&mut self) -> Box<[u8]> {
        let raw = &self.src[self.tok.start as usize..self.tok.end as usize];
        lexer::unescape(raw, &mut self.scratch);
        self.scratch.as_slice().into()
    }

    pub fn expect_string(&mut self) -> PResult<Box<[u8]>> {
        if self.tok.tok != Tok::Str {
            return self.err_here("expected a string constant");
        }
        let s = self.string_bytes();
        self.advance();
        Ok(s)
    }

    pub fn expect_string_sym(&mut self) -> PResult<Sym> {
        if self.tok.tok != Tok::Str {
            return self.err_here("expected a string constant");
        }
        let s = self.intern_token(true);
        self.advance();
        Ok(s)
    }

    /// An unsigned decimal integer.
    pub fn expect_u64(&mut self) -> PResult<u64> {
        if self.tok.tok != Tok::Int {
            return self.err_here("expected an integer");
        }
        match decimal_u64(self.text().strip_prefix(b"+").unwrap_or(self.text())) {
            Some(v) => {
                self.advance();
                Ok(v)
            }
            None => self.err_here("expected an unsigned 64-bit integer"),
        }
    }

    /// A signed decimal 64-bit integer.
    pub fn expect_i64(&mut self) -> PResult<i64> {
        if self.tok.tok != Tok::Int {
            return self.err_here("expected an integer");
        }
        let text = self.text();
        let value = match text.strip_prefix(b"-") {
            Some(digits) => decimal_u64(digits).and_then(|v| 0i64.checked_sub_unsigned(v)),
            None => decimal_u64(text.strip_prefix(b"+").unwrap_or(text)).and_then(|v| i64::try_from(v).ok()),
        };
        match value {
            Some(v) => {
                self.advance();
                Ok(v)
            }
            None => self.err_here("expected a 64-bit integer"),
        }
    }


    pub fn expect_u32(&mut self) -> PResult<u32> {
        let pos = self.tok.pos;
        let v = self.expect_u64()?;
        u32::try_from(v).or_else(|_| self.err(pos, "integer too large"))
    }

    /// `(N)` after a keyword such as `addrspace`.
    pub fn paren_u32(&mut self) -> PResult<u32> {
        self.expect_punct(b'(')?;
        let v = self.expect_u32()?;
        self.expect_punct(b')')?;
        Ok(v)
    }

    /// `align N` (the `align` already consumed): a power of two up to 2^32.
    pub fn align_value(&mut self) -> PResult<u64> {
        let pos = self.tok.pos;
        let paren = self.eat_punct(b'(');
        let v = self.expect_u64()?;
        if paren {
            self.expect_punct(b')')?;
        }
        if !v.is_power_of_two() || v > 1 << 32 {
            return self.err(pos, "alignment is not a power of two");
        }
        Ok(v)
    }

    /// The error for a keyword of a later LLVM release that kiln does not read yet, naming
    /// the construct and the release that introduced it.
    pub fn later_keyword_error<T>(&self) -> PResult<T> {
        let word = self.text();
        let (what, release) = LATER_KEYWORDS.iter().find(|(w, _, _)| w.as_bytes() == word).map_or(("", 0), |&(_, what, r)| (what, r));
        let word = String::from_utf8_lossy(word).into_owned();
        self.err(self.tok.pos, format!("'{word}' ({what}, introduced in LLVM {release}) is not supported"))
    }

    pub fn is_later_keyword(&self) -> bool {
        self.tok.tok == Tok::Word && LATER_KEYWORDS.iter().any(|(w, _, _)| w.as_bytes() == self.text())
    }

    // ---- module ----

    fn parse_module(&mut self) -> PResult<()> {
        self.parse_items()?;
        self.finish()
    }

    /// Every top-level entity up to the end of the text.
    fn parse_items(&mut self) -> PResult<()> {
        // The serial reader releases the text it has read as it goes, as the parallel one
        // does its runs (`parallel::Parser::read_run`); the first pass of the parallel reader
        // keeps it for the bodies it skips.
        let mut released = parallel::ReleasedUpTo::new(0);
        loop {
            if !self.deferring {
                released.reached(self.file, self.tok.pos as usize);
            }
            match self.tok.tok {
                Tok::Eof => break,
                Tok::Word => self.parse_top_word()?,
                Tok::Global { .. } | Tok::GlobalNum(_) => self.parse_global_def()?,
                Tok::Local { .. } | Tok::LocalNum(_) => self.parse_type_def()?,
                Tok::Comdat { .. } => self.parse_comdat_def()?,
                Tok::MdNum(_) => self.parse_md_def()?,
                Tok::MdName => self.parse_named_md()?,
                Tok::DebugRecord => return self.err_here("debug records ('#dbg_...') belong inside a function body"),
                _ => return self.err_here("expected a top-level entity"),
            }
        }
        Ok(())
    }

    fn parse_top_word(&mut self) -> PResult<()> {
        match self.text() {
            b"source_filename" => {
                self.advance();
                self.expect_punct(b'=')?;
                self.m.source_filename = Some(self.expect_string()?);
            }
            b"target" => {
                self.advance();
                let which = self.text();
                let layout = match which {
                    b"datalayout" => true,
                    b"triple" => false,
                    _ => return self.err_here("expected 'datalayout' or 'triple'"),
                };
                self.advance();
                self.expect_punct(b'=')?;
                let s = Some(self.expect_string()?);
                if layout {
                    self.m.data_layout = s;
                } else {
                    self.m.triple = s;
                }
            }
            b"module" => {
                self.advance();
                self.expect_word("asm")?;
                let s = self.expect_string()?;
                self.m.module_asm.push(s);
            }
            b"define" => self.parse_function(true)?,
            b"declare" => self.parse_function(false)?,
            b"attributes" => self.parse_attr_group()?,
            b"deplibs" => return self.err_here("'deplibs' is not supported"),
            b"uselistorder" => self.parse_use_list_order()?,
            b"uselistorder_bb" => self.parse_use_list_order_bb()?,
            _ => return self.err_here("expected a top-level entity"),
        }
        Ok(())
    }

    /// Final checks and fix-ups once the whole text is read.
    fn finish(&mut self) -> PResult<()> {
        self.finish_debug_records();
        self.m.types.refresh_sized();
        if let Some((_, &pos)) = self.pending_globals.iter().min_by_key(|(_, &p)| p) {
            return self.err(pos, "use of undefined global value");
        }
        if let Some((_, &pos)) = self.md_pending.iter().min_by_key(|(_, &p)| p) {
            return self.err(pos, "use of undefined metadata");
        }
        if let Some((_, &pos)) = self.pending_structs.iter().min_by_key(|(_, &p)| p) {
            return self.err(pos, "use of undefined type");
        }
        if let Some((_, &(_, pos))) = self.foreign_blocks.iter().min_by_key(|(_, (_, p))| *p) {
            return self.err(pos, "blockaddress names a block of a function that is not defined");
        }
        let uses = std::mem::take(&mut self.group_uses);
        for (target, group, pos) in uses {
            let Some(&set) = self.attr_groups.get(&group) else {
                return self.err(pos, format!("use of undefined attribute group '#{group}'"));
            };
            match target {
                GroupUse::Function(f) => {
                    let cur = self.m.functions[f.index()].attrs.func;
                    self.m.functions[f.index()].attrs.func = self.m.attr_sets.union(cur, set);
                }
                GroupUse::Call(f, i) => {
                    if let crate::inst::InstData::Call(c) = &self.m.functions[f.index()].insts[i.index()].data {
                        let cur = c.attrs.func;
                        let merged = self.m.attr_sets.union(cur, set);
                        if let crate::inst::InstData::Call(c) = &mut self.m.functions[f.index()].insts[i.index()].data {
                            c.attrs.func = merged;
                        }
                    }
                }
                GroupUse::GlobalVar(g) => {
                    let cur = self.m.globals[g.index()].attrs;
                    self.m.globals[g.index()].attrs = self.m.attr_sets.union(cur, set);
                }
            }
        }
        Ok(())
    }

    /// Checks that a pointer type agrees with the module's pointer mode.
    pub fn note_pointer_mode(&mut self, opaque: bool, pos: u32) -> PResult<()> {
        if self.has_pointers && self.m.opaque_pointers == opaque {
            Ok(())
        } else {
            self.err(pos, "typed pointers and opaque pointers ('ptr') cannot be mixed in one module")
        }
    }
}

/// The value of a string of decimal digits (as `str::parse::<u64>` without a sign, and
/// without going through `str`).
fn decimal_u64(digits: &[u8]) -> Option<u64> {
    if digits.is_empty() {
        return None;
    }
    digits.iter().try_fold(0u64, |v, &d| if d.is_ascii_digit() { v.checked_mul(10)?.checked_add(u64::from(d - b'0')) } else { None })
}

/// Whether the text uses opaque pointers (`Some(true)`), typed pointers (`Some(false)`) or
/// none: the first `ptr` keyword or `*` decides. Types built before the first pointer type
/// (a global's address, an alloca) must already know the mode, hence this pre-scan.
fn pointer_mode(src: &[u8]) -> Option<bool> {
    let mut lex = Lexer::new(src);
    loop {
        let t = lex.next_token();
        match t.tok {
            Tok::Eof | Tok::Error(_) => return None,
            Tok::Punct(b'*') => return Some(false),
            Tok::Word if &src[t.start as usize..t.end as usize] == b"ptr" => return Some(true),
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests;
