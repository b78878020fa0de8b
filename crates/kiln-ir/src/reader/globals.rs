//! Reading module-level entities: global variables, aliases, ifuncs, function headers,
//! comdats, attribute groups, and attribute lists.

use super::lexer::Tok;
use super::{GroupUse, LocalKey, PResult, Parser};
use crate::attr::{Attr, AttrList};
use crate::module::{Arg, Comdat, ComdatId, ComdatKind, DllStorage, FuncId, Function, GlobalId, GlobalKind, Linkage, ThreadLocal, UnnamedAddr, Visibility};
use crate::symbol::Sym;
use crate::types::{Type, TypeId, TypeTable};
use crate::value::Value;

/// Where an attribute list is being read; decides what `align` and `#N` mean.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum AttrContext {
    Param,
    Ret,
    Function,
    Group,
}

/// The linkage-and-visibility prefix shared by every global value definition.
#[derive(Default)]
struct Prefix {
    linkage: Linkage,
    dso_local: bool,
    visibility: Visibility,
    dll: DllStorage,
    thread_local: ThreadLocal,
    unnamed_addr: UnnamedAddr,
    addrspace: u32,
    externally_initialized: bool,
    cc: u32,
    ret_attrs: Vec<Attr>,
}

impl<'a> Parser<'a> {
    /// A calling convention keyword (or `cc N`) at the current token.
    pub fn parse_cc(&mut self) -> PResult<Option<u32>> {
        if self.tok.tok != Tok::Word {
            return Ok(None);
        }
        if self.text() == b"cc" {
            self.advance();
            return Ok(Some(self.expect_u32()?));
        }
        let t = self.text();
        match crate::calling_conv::KEYWORDS.iter().find(|(n, _)| n.as_bytes() == t) {
            Some(&(_, cc)) => {
                self.advance();
                Ok(Some(cc))
            }
            None => Ok(None),
        }
    }

    /// Reads prefix keywords in any order; `func` also allows calling conventions and return
    /// attributes.
    fn parse_prefix(&mut self, func: bool) -> PResult<Prefix> {
        let mut p = Prefix::default();
        loop {
            if self.tok.tok != Tok::Word {
                return Ok(p);
            }
            let t = self.text();
            if let Some(l) = Linkage::from_name(t) {
                p.linkage = l;
            } else if t == b"dso_local" {
                p.dso_local = true;
            } else if t == b"dso_preemptable" {
                p.dso_local = false;
            } else if let Some(v) = Visibility::from_name(t) {
                p.visibility = v;
            } else if let Some(d) = DllStorage::from_name(t) {
                p.dll = d;
            } else if let Some(u) = UnnamedAddr::from_name(t) {
                p.unnamed_addr = u;
            } else if t == b"thread_local" {
                self.advance();
                p.thread_local = ThreadLocal::GeneralDynamic;
                if self.eat_punct(b'(') {
                    p.thread_local = match ThreadLocal::from_name(self.text()) {
                        Some(m) if self.tok.tok == Tok::Word => m,
                        _ => return self.err_here("expected a thread-local storage model"),
                    };
                    self.advance();
                    self.expect_punct(b')')?;
                }
                continue;
            } else if t == b"addrspace" {
                self.advance();
                p.addrspace = self.paren_u32()?;
                continue;
            } else if t == b"externally_initialized" {
                p.externally_initialized = true;
            } else if func {
                if let Some(cc) = self.parse_cc()? {
                    p.cc = cc;
                    continue;
                }
                let before = self.tok.pos;
                self.parse_attrs(AttrContext::Ret, &mut p.ret_attrs, None)?;
                if self.tok.pos == before {
                    return Ok(p);
                }
                continue;
            } else {
                return Ok(p);
            }
            self.advance();
        }
    }

    /// Makes `g` (pending or new) a definition; checks its type against earlier uses.
    fn define_global(&mut self, g: GlobalId, pos: u32, value_ty: TypeId, addrspace: u32, kind: GlobalKind) -> PResult<()> {
        if self.pending_globals.remove(&g).is_none() {
            return self.err(pos, "redefinition of global value");
        }
        let ptr = if self.m.opaque_pointers { self.m.types.ptr(addrspace, None) } else { self.m.types.ptr(addrspace, Some(value_ty)) };
        let used_as = self.m.globals[g.index()].ty;
        if used_as != TypeTable::VOID && used_as != ptr {
            return self.err(pos, format!("global value defined with type '{}' but used as '{}'", self.ty_str(ptr), self.ty_str(used_as)));
        }
        let gl = &mut self.m.globals[g.index()];
        gl.ty = ptr;
        gl.value_ty = value_ty;
        gl.addrspace = addrspace;
        gl.kind = kind;
        Ok(())
    }

    fn apply_prefix(&mut self, g: GlobalId, p: &Prefix) {
        let gl = &mut self.m.globals[g.index()];
        gl.linkage = p.linkage;
        gl.dso_local = p.dso_local;
        gl.visibility = p.visibility;
        gl.dll_storage = p.dll;
        gl.thread_local = p.thread_local;
        gl.unnamed_addr = p.unnamed_addr;
    }

    /// `@name = ... global|constant|alias|ifunc ...`.
    pub fn parse_global_def(&mut self) -> PResult<()> {
        let pos = self.tok.pos;
        let g = self.global_ref()?;
        self.expect_punct(b'=')?;
        let prefix = self.parse_prefix(false)?;
        let kw = self.text();
        if self.tok.tok != Tok::Word {
            return self.err_here("expected 'global', 'constant', 'alias' or 'ifunc'");
        }
        match kw {
            b"global" | b"constant" => {
                let constant = kw == b"constant";
                self.advance();
                let tpos = self.tok.pos;
                let ty = self.parse_type()?;
                if !self.m.types.is_first_class(ty) && !self.m.types.is_struct(ty) || matches!(self.m.types.get(ty), Type::Label | Type::Metadata | Type::Token) {
                    return self.err(tpos, "invalid type for global variable");
                }
                // Define first so that the initializer may refer to the global itself.
                self.define_global(g, pos, ty, prefix.addrspace, GlobalKind::Var { constant, init: None, externally_initialized: prefix.externally_initialized })?;
                self.apply_prefix(g, &prefix);
                let has_init = !matches!(prefix.linkage, Linkage::External | Linkage::ExternWeak);
                if has_init {
                    let init = self.parse_value(ty)?;
                    if let GlobalKind::Var { init: slot, .. } = &mut self.m.globals[g.index()].kind {
                        *slot = Some(init);
                    }
                }
                self.m.vars.push(g);
                self.parse_global_tail(g)?;
            }
            b"alias" | b"ifunc" => {
                let alias = kw == b"alias";
                self.advance();
                let ty = self.parse_type()?;
                self.expect_punct(b',')?;
                // A cast or getelementptr aliasee may omit its type: the expression names it.
                let untyped = ["bitcast", "getelementptr", "addrspacecast", "inttoptr"].iter().any(|w| self.is_word(w));
                let (_, target) = if untyped { self.parse_const_expr()? } else { self.parse_typed_value()? };
                let kind = if alias { GlobalKind::Alias { aliasee: target } } else { GlobalKind::IFunc { resolver: target } };
                self.define_global(g, pos, ty, prefix.addrspace, kind)?;
                self.apply_prefix(g, &prefix);
                if alias {
                    self.m.aliases.push(g);
                } else {
                    self.m.ifuncs.push(g);
                }
                while self.eat_punct(b',') {
                    if self.eat_word("partition") {
                        self.m.globals[g.index()].partition = Some(self.expect_string_sym()?);
                    } else {
                        return self.err_here("expected 'partition'");
                    }
                }
            }
            _ => {
                if self.is_later_keyword() {
                    return self.later_keyword_error();
                }
                return self.err_here("expected 'global', 'constant', 'alias' or 'ifunc'");
            }
        }
        Ok(())
    }

    /// `, section "s"`, `, align N`, `, comdat`, `, !dbg !N` ... and attributes of a variable.
    fn parse_global_tail(&mut self, g: GlobalId) -> PResult<()> {
        while self.eat_punct(b',') {
            if self.tok.tok == Tok::MdName {
                let (kind, md) = self.parse_attachment()?;
                self.m.globals[g.index()].metadata.push((kind, md));
                continue;
            }
            if !self.parse_global_clause(g)? {
                return if self.is_later_keyword() { self.later_keyword_error() } else { self.err_here("expected a global variable property") };
            }
        }
        let mut attrs = Vec::new();
        self.parse_attrs(AttrContext::Function, &mut attrs, Some(GroupUse::GlobalVar(g)))?;
        self.m.globals[g.index()].attrs = self.m.attr_sets.intern(attrs);
        Ok(())
    }

    /// `section "s"`, `partition "p"`, `align N` and `comdat[($c)]`, which variables and
    /// functions share; returns whether the current word was one of them.
    fn parse_global_clause(&mut self, g: GlobalId) -> PResult<bool> {
        let keyword = match self.text() {
            k @ (b"section" | b"partition" | b"align" | b"comdat") => k[0],
            _ => return Ok(false),
        };
        self.advance();
        match keyword {
            b's' => self.m.globals[g.index()].section = Some(self.expect_string_sym()?),
            b'p' => self.m.globals[g.index()].partition = Some(self.expect_string_sym()?),
            b'a' => self.m.globals[g.index()].align = self.align_value()?,
            _ => self.m.globals[g.index()].comdat = Some(self.parse_comdat_ref(g)?),
        }
        Ok(true)
    }

    /// After `comdat`: `($name)` or nothing (the global's own name).
    fn parse_comdat_ref(&mut self, g: GlobalId) -> PResult<ComdatId> {
        let pos = self.tok.pos;
        let name = if self.eat_punct(b'(') {
            let Tok::Comdat { quoted } = self.tok.tok else {
                return self.err_here("expected a comdat name");
            };
            let s = self.intern_token(quoted);
            self.advance();
            self.expect_punct(b')')?;
            s
        } else {
            match self.m.globals[g.index()].name {
                Some(n) => n,
                None => return self.err(pos, "comdat without a name needs a named global"),
            }
        };
        match self.comdat_names.get(&name) {
            Some(&c) => Ok(c),
            None => self.err(pos, "use of undefined comdat"),
        }
    }

    /// `$name = comdat any`.
    pub fn parse_comdat_def(&mut self) -> PResult<()> {
        let pos = self.tok.pos;
        let Tok::Comdat { quoted } = self.tok.tok else { unreachable!("checked by caller") };
        let name = self.intern_token(quoted);
        self.advance();
        self.expect_punct(b'=')?;
        self.expect_word("comdat")?;
        let t = self.text();
        let Some(&(kind, _)) = ComdatKind::ALL.iter().find(|(_, n)| n.as_bytes() == t) else {
            return self.err_here("expected a comdat selection kind");
        };
        self.advance();
        if self.comdat_names.contains_key(&name) {
            return self.err(pos, "redefinition of comdat");
        }
        let id = ComdatId(self.m.comdats.len() as u32);
        self.m.comdats.push(Comdat { name, kind });
        self.comdat_names.insert(name, id);
        Ok(())
    }

    /// `attributes #N = { ... }`.
    pub fn parse_attr_group(&mut self) -> PResult<()> {
        self.advance();
        let pos = self.tok.pos;
        let Tok::AttrGroup(n) = self.tok.tok else {
            return self.err_here("expected an attribute group id");
        };
        self.advance();
        self.expect_punct(b'=')?;
        self.expect_punct(b'{')?;
        let mut attrs = Vec::new();
        self.parse_attrs(AttrContext::Group, &mut attrs, None)?;
        self.expect_punct(b'}')?;
        let set = self.m.attr_sets.intern(attrs);
        if self.attr_groups.insert(n, set).is_some() {
            return self.err(pos, "redefinition of attribute group");
        }
        Ok(())
    }

    /// `define ... { body }` or `declare ...`.
    pub fn parse_function(&mut self, define: bool) -> PResult<()> {
        self.advance();
        // A declaration's attachments come right after `declare`, a definition's before `{`.
        let mut md = Vec::new();
        while !define && self.tok.tok == Tok::MdName {
            md.push(self.parse_attachment()?);
        }
        let prefix = self.parse_prefix(true)?;
        let rpos = self.tok.pos;
        let ret = self.parse_type()?;
        if matches!(self.m.types.get(ret), Type::Label | Type::Metadata | Type::Function { .. }) || (!self.m.types.is_first_class(ret) && ret != TypeTable::VOID) {
            return self.err(rpos, "invalid function return type");
        }
        let npos = self.tok.pos;
        if !matches!(self.tok.tok, Tok::Global { .. } | Tok::GlobalNum(_)) {
            return self.err_here("expected a function name");
        }
        let g = self.global_ref()?;
        // Parameters.
        self.expect_punct(b'(')?;
        let mut params = Vec::new();
        let mut args = Vec::new();
        let mut param_attrs = Vec::new();
        let mut vararg = false;
        let mut arg_names: Vec<(Option<LocalKey>, u32)> = Vec::new();
        while !self.is_punct(b')') {
            if self.tok.tok == Tok::Ellipsis {
                self.advance();
                vararg = true;
                break;
            }
            let ppos = self.tok.pos;
            let ty = self.parse_type()?;
            if !self.m.types.is_first_class(ty) || matches!(self.m.types.get(ty), Type::Label) {
                return self.err(ppos, "invalid type for function argument");
            }
            let mut attrs = Vec::new();
            self.parse_attrs(AttrContext::Param, &mut attrs, None)?;
            let name = match self.tok.tok {
                Tok::Local { quoted } => {
                    let s = self.intern_token(quoted);
                    arg_names.push((Some(LocalKey::Named(s)), self.tok.pos));
                    self.advance();
                    Some(s)
                }
                Tok::LocalNum(n) => {
                    arg_names.push((Some(LocalKey::Num(n)), self.tok.pos));
                    self.advance();
                    None
                }
                _ => {
                    arg_names.push((None, ppos));
                    None
                }
            };
            params.push(ty);
            args.push(Arg { ty, name });
            param_attrs.push(self.m.attr_sets.intern(attrs));
            if !self.eat_punct(b',') {
                break;
            }
        }
        self.expect_punct(b')')?;
        while param_attrs.last().is_some_and(|a| a.is_empty()) {
            param_attrs.pop();
        }
        let fn_ty = self.m.types.function(ret, params, vararg);
        let f = FuncId(self.m.functions.len() as u32);
        let mut func = Function::new(g, fn_ty, args);
        func.cc = prefix.cc;
        func.attrs = AttrList { func: Default::default(), ret: self.m.attr_sets.intern(prefix.ret_attrs.clone()), params: param_attrs };
        let mut prefix = prefix;
        let mut fn_attrs = Vec::new();
        // Everything between `)` and `{`.
        loop {
            self.parse_attrs(AttrContext::Function, &mut fn_attrs, Some(GroupUse::Function(f)))?;
            if define && self.tok.tok == Tok::MdName {
                md.push(self.parse_attachment()?);
                continue;
            }
            if self.tok.tok != Tok::Word {
                break;
            }
            if self.parse_global_clause(g)? {
                continue;
            }
            match self.text() {
                b"unnamed_addr" => {
                    self.advance();
                    prefix.unnamed_addr = UnnamedAddr::Global;
                }
                b"local_unnamed_addr" => {
                    self.advance();
                    prefix.unnamed_addr = UnnamedAddr::Local;
                }
                b"addrspace" => {
                    self.advance();
                    prefix.addrspace = self.paren_u32()?;
                }
                b"gc" => {
                    self.advance();
                    func.gc = Some(self.expect_string_sym()?);
                }
                b"prefix" | b"prologue" | b"personality" => {
                    let which = self.text()[3];
                    self.advance();
                    let (_, v) = self.parse_typed_value()?;
                    match which {
                        b'f' => func.prefix = Some(v),
                        b's' => func.personality = Some(v),
                        _ => func.prologue = Some(v),
                    }
                }
                _ => break,
            }
        }
        func.attrs.func = self.m.attr_sets.intern(fn_attrs);
        self.define_global(g, npos, fn_ty, prefix.addrspace, GlobalKind::Function(f))?;
        self.apply_prefix(g, &prefix);
        self.m.globals[g.index()].metadata = md;
        self.m.functions.push(func);
        if define {
            if !self.is_punct(b'{') {
                return self.err_here("expected '{' to start the function body");
            }
            if self.deferring {
                self.defer_body(f, arg_names)?;
            } else {
                self.parse_body(f, &arg_names)?;
            }
        } else if self.is_punct(b'{') {
            return self.err_here("a declaration cannot have a body");
        }
        Ok(())
    }

    /// `!kind !N` (an attachment); returns the kind name and node.
    pub fn parse_attachment(&mut self) -> PResult<(Sym, crate::metadata::MdId)> {
        let kind = self.intern_token(true);
        self.advance();
        let md = self.parse_md_node_ref()?;
        Ok((kind, md))
    }

    /// Converts an unnamed numbered local key into the value it stands for (arguments).
    pub fn bind_local(&mut self, key: LocalKey, value: Value, pos: u32) -> PResult<()> {
        if let LocalKey::Num(n) = key {
            if n != self.fs.next_number {
                return self.err(pos, format!("value expected to be numbered '%{}'", self.fs.next_number));
            }
            self.fs.next_number += 1;
        }
        if self.fs.locals.insert(key, value).is_some() {
            return self.err(pos, "redefinition of value");
        }
        Ok(())
    }
}
