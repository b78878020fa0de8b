//! Expansion of prototypes into defs: multiclass bodies and loop bodies are kept as
//! [`Entry`] lists and instantiated by substituting template arguments, `NAME` and loop
//! variables ([`Parser::resolve_entries`]); `defm` instantiates multiclasses (and adds the
//! plain classes it inherits), and [`Parser::add_def_one`] finishes a def: final resolution,
//! concreteness and assertion checks, defset membership and registration.

use super::{Entry, ForeachLoop, LetRecord, MultiClass, PErr, PResult, Parser, SubClassRef};
use crate::init::{Init, InitId};
use crate::lexer::{Loc, Tok};
use crate::record::{Assertion, RecId};
use crate::resolve::MapResolver;

impl Parser {
    pub(super) fn add_subclass_entry(&mut self, e: &Entry, sc: &SubClassRef) -> PResult<()> {
        match e {
            Entry::Rec(r) => self.add_subclass(*r, sc),
            Entry::Assert(_) => Ok(()),
            Entry::Loop(l) => {
                for inner in &l.entries {
                    self.add_subclass_entry(inner, sc)?;
                }
                Ok(())
            }
        }
    }

    pub(super) fn apply_let_stack(&mut self, rec: RecId) -> PResult<()> {
        let stack: Vec<LetRecord> = self.let_stack.iter().flatten().cloned().collect();
        for l in stack {
            self.set_value(rec, l.loc, l.name, &l.bits, l.value, false)?;
        }
        Ok(())
    }

    pub(super) fn apply_let_stack_entry(&mut self, e: &Entry) -> PResult<()> {
        match e {
            Entry::Rec(r) => self.apply_let_stack(*r),
            Entry::Assert(_) => Ok(()),
            Entry::Loop(l) => {
                for inner in &l.entries {
                    self.apply_let_stack_entry(inner)?;
                }
                Ok(())
            }
        }
    }

    pub(super) fn add_entry(&mut self, e: Entry) -> PResult<()> {
        if let Some(l) = self.loops.last_mut() {
            l.entries.push(e);
            return Ok(());
        }
        if let Entry::Loop(l) = e {
            let mut substs = Vec::new();
            let is_final = self.cur_mc.is_none();
            let mut dest = self.cur_mc.map(|_| Vec::new());
            self.resolve_loop(&l, &mut substs, is_final, dest.as_mut(), None)?;
            if let (Some(mc), Some(d)) = (self.cur_mc, dest) {
                self.multiclasses[mc].entries.extend(d);
            }
            return Ok(());
        }
        if let Some(mc) = self.cur_mc {
            self.multiclasses[mc].entries.push(e);
            return Ok(());
        }
        match e {
            Entry::Assert(a) => Ok(self.rk.check_assert(a.loc, a.condition, a.message)?),
            Entry::Rec(r) => self.add_def_one(r),
            Entry::Loop(_) => unreachable!("handled above"),
        }
    }

    pub(super) fn resolve_loop(&mut self, l: &ForeachLoop, substs: &mut Vec<(InitId, InitId)>, is_final: bool, dest: Option<&mut Vec<Entry>>, loc: Option<Loc>) -> PResult<()> {
        let mut r = MapResolver::new(None);
        for &(n, v) in substs.iter() {
            r.set(n, v);
        }
        let list = self.rk.resolve(l.list, &mut r)?;
        let Init::List(elts, _) = self.rk.init(list).clone() else {
            if !is_final {
                if let Some(d) = dest {
                    let mut inner = ForeachLoop { loc: l.loc, iter_var: l.iter_var, list, entries: Vec::new() };
                    self.resolve_entries(&l.entries, substs, is_final, Some(&mut inner.entries), loc)?;
                    d.push(Entry::Loop(Box::new(inner)));
                    return Ok(());
                }
            }
            return self.err_at(l.loc, format!("attempting to loop over '{}', expected a list", self.rk.init_to_string(list)));
        };
        let var_name = l.iter_var.map(|v| match self.rk.init(v) {
            Init::Var(n, _) => *n,
            _ => v,
        });
        let mut dest = dest;
        for e in elts.iter() {
            if let Some(n) = var_name {
                substs.push((n, *e));
            }
            let res = self.resolve_entries(&l.entries, substs, is_final, dest.as_deref_mut(), loc);
            if var_name.is_some() {
                substs.pop();
            }
            res?;
        }
        Ok(())
    }

    pub(super) fn resolve_entries(&mut self, source: &[Entry], substs: &mut Vec<(InitId, InitId)>, is_final: bool, mut dest: Option<&mut Vec<Entry>>, loc: Option<Loc>) -> PResult<()> {
        for e in source {
            match e {
                Entry::Loop(l) => self.resolve_loop(l, substs, is_final, dest.as_deref_mut(), None)?,
                Entry::Assert(a) => {
                    let mut r = MapResolver::new(None);
                    for &(n, v) in substs.iter() {
                        r.set(n, v);
                    }
                    let c = self.rk.resolve(a.condition, &mut r)?;
                    let m = self.rk.resolve(a.message, &mut r)?;
                    match dest.as_deref_mut() {
                        Some(d) => d.push(Entry::Assert(Assertion { loc: a.loc, condition: c, message: m })),
                        None => self.rk.check_assert(a.loc, c, m)?,
                    }
                }
                Entry::Rec(proto) => {
                    self.count_record()?;
                    let mut copy = self.rk.record(*proto).clone();
                    if let Some(l) = loc {
                        copy.loc = l;
                    }
                    let rec = self.rk.add_record(copy);
                    let mut r = MapResolver::new(Some(rec));
                    for &(n, v) in substs.iter() {
                        r.set(n, v);
                    }
                    self.rk.resolve_record(rec, &mut r, None)?;
                    match dest.as_deref_mut() {
                        Some(d) => d.push(Entry::Rec(rec)),
                        None => self.add_def_one(rec)?,
                    }
                }
            }
        }
        Ok(())
    }

    /// Finishes a def: final resolution, checks, registration, defset membership.
    pub(super) fn add_def_one(&mut self, rec: RecId) -> PResult<()> {
        let mut new_name = None;
        let name = self.rk.init_unquoted(self.rk.record(rec).name_init);
        if let Some(&prev) = self.rk.def_map.get(&name) {
            if !self.rk.record(rec).is_anonymous {
                let loc = self.rk.record(rec).loc;
                let prev_loc = self.rk.record(prev).loc;
                let note = self.lex.sources.diag(kiln_support::Severity::Note, prev_loc, "location of previous definition");
                return Err(PErr::Diag(self.lex.error(loc, format!("def already exists: {name}")).with_note(note)));
            }
            new_name = Some(self.rk.new_anonymous_name());
        }
        self.rk.resolve_record_final(rec, new_name)?;
        self.rk.check_concrete(rec)?;
        let name_init = self.rk.record(rec).name_init;
        if !matches!(self.rk.init(name_init), Init::Str(..)) {
            let loc = self.rk.record(rec).loc;
            return self.err_at(loc, format!("record name '{}' could not be fully resolved", self.rk.init_to_string(name_init)));
        }
        self.rk.check_record_assertions(rec)?;
        let name = self.rk.record(rec).name.clone();
        if self.rk.def_map.contains_key(&name) {
            let loc = self.rk.record(rec).loc;
            return self.err_at(loc, format!("def already exists: {name}"));
        }
        for i in 0..self.defsets.len() {
            let di = self.rk.mk_def(rec);
            let dty = self.rk.ty_of(di).expect("def type");
            let elt = self.defsets[i].elt_ty;
            if !self.rk.type_is_a(dty, elt) {
                let loc = self.rk.record(rec).loc;
                let note = self.lex.sources.diag(kiln_support::Severity::Note, self.defsets[i].loc, "location of defset declaration");
                let msg = format!("adding record of incompatible type '{}' to defset", self.rk.type_to_string(dty));
                return Err(PErr::Diag(self.lex.error(loc, msg).with_note(note)));
            }
            self.defsets[i].elements.push(di);
        }
        self.rk.register_def(rec);
        Ok(())
    }

    pub(super) fn parse_defm(&mut self) -> PResult<()> {
        self.next()?;
        let mut defm_name = self.parse_object_name()?;
        if matches!(self.rk.init(defm_name), Init::Unset) {
            defm_name = self.rk.new_anonymous_name();
            if let Some(mc) = self.cur_mc {
                let implicit = self.implicit_name_of_mc(mc)?;
                let string = self.rk.types.string;
                let v = self.rk.mk_var(implicit, string);
                defm_name = self.rk.str_concat(v, defm_name);
            }
        }
        if self.tok() != Tok::Colon {
            return self.tok_err("expected ':' after defm identifier");
        }
        self.next()?;
        let mut new_entries: Vec<Entry> = Vec::new();
        let mut sub_loc = self.lex.loc;
        let mut inherit_from_class = false;
        let mut sc = self.parse_subclass_ref(None, true)?;
        loop {
            let mc = *self.multiclass_map.get(&self.rk.record(sc.rec).name).expect("multiclass");
            let targs = self.rk.record(sc.rec).template_args.clone();
            let mut substs = Vec::new();
            for (i, ta) in targs.iter().enumerate() {
                if let Some(v) = sc.args.get(i) {
                    substs.push((*ta, *v));
                } else {
                    let d = self.rk.record(sc.rec).field(*ta).map(|v| v.value).expect("template arg");
                    if !self.rk.is_complete(d) {
                        return self.err_at(
                            sub_loc,
                            format!(
                                "value not specified for template argument '{}' (#{i}) of multiclass '{}'",
                                self.rk.init_unquoted(*ta),
                                self.rk.record(sc.rec).name
                            ),
                        );
                    }
                    substs.push((*ta, d));
                }
            }
            let implicit = self.implicit_name_of_mc(mc)?;
            substs.push((implicit, defm_name));
            let entries = self.multiclasses[mc].entries.clone();
            let is_final = self.cur_mc.is_none() && self.loops.is_empty();
            self.resolve_entries(&entries, &mut substs, is_final, Some(&mut new_entries), Some(sub_loc))?;
            if !self.consume(Tok::Comma)? {
                break;
            }
            if self.tok() != Tok::Id {
                return self.tok_err("expected identifier");
            }
            sub_loc = self.lex.loc;
            inherit_from_class = self.rk.class_map.contains_key(&self.lex.str_val);
            if inherit_from_class {
                break;
            }
            sc = self.parse_subclass_ref(None, true)?;
        }
        if inherit_from_class {
            loop {
                let sc = self.parse_subclass_ref(None, false)?;
                for e in &new_entries {
                    self.add_subclass_entry(e, &sc)?;
                }
                if !self.consume(Tok::Comma)? {
                    break;
                }
            }
        }
        for e in new_entries {
            self.apply_let_stack_entry(&e)?;
            self.add_entry(e)?;
        }
        self.expect(Tok::Semi, "expected ';' at end of defm")
    }

    pub(super) fn parse_multiclass(&mut self) -> PResult<()> {
        if self.next()? != Tok::Id {
            return self.tok_err("expected identifier after multiclass for name");
        }
        let name = self.lex.str_val.clone();
        if self.multiclass_map.contains_key(&name) {
            return self.tok_err(format!("multiclass '{name}' already defined"));
        }
        let n = self.str_init(&name);
        let rec = self.rk.new_record(n, self.lex.loc, true, false);
        let index = self.multiclasses.len();
        self.multiclasses.push(MultiClass { rec, entries: Vec::new() });
        self.multiclass_map.insert(name, index);
        self.cur_mc = Some(index);
        let r = self.parse_multiclass_rest(index);
        self.cur_mc = None;
        r
    }

    pub(super) fn parse_multiclass_rest(&mut self, index: usize) -> PResult<()> {
        self.next()?;
        if self.tok() == Tok::Less {
            self.parse_template_arg_list(None)?;
        }
        let mut inherits = false;
        if self.consume(Tok::Colon)? {
            inherits = true;
            loop {
                let loc = self.lex.loc;
                let m = self.parse_multiclass_id()?;
                let sub_rec = self.multiclasses[m].rec;
                let mut args = Vec::new();
                if self.consume(Tok::Less)? {
                    let cur = self.multiclasses[index].rec;
                    // Unlike a class reference or a defm, a parent multiclass's arguments are
                    // not type-checked here (as in LLVM 14): ARM passes `null_frag` for a dag.
                    args = self.parse_template_arg_values(Some(cur), sub_rec)?;
                }
                self.add_sub_multiclass(index, m, &args, loc)?;
                if !self.consume(Tok::Comma)? {
                    break;
                }
            }
        }
        if self.tok() != Tok::LBrace {
            if !inherits {
                return self.tok_err("expected '{' in multiclass definition");
            }
            return self.expect(Tok::Semi, "expected ';' in multiclass definition");
        }
        if self.next()? == Tok::RBrace {
            return self.tok_err("multiclass must contain at least one def");
        }
        self.push_scope();
        while self.tok() != Tok::RBrace {
            match self.tok() {
                Tok::Assert | Tok::Def | Tok::Defm | Tok::Defvar | Tok::Foreach | Tok::If | Tok::Let => self.parse_object()?,
                _ => return self.tok_err("expected 'assert', 'def', 'defm', 'defvar', 'foreach', 'if', or 'let' in multiclass body"),
            }
        }
        self.next()?;
        if self.tok() == Tok::Semi {
            return self.tok_err("A multiclass body should not end with a semicolon");
        }
        self.pop_scope();
        Ok(())
    }

    pub(super) fn add_sub_multiclass(&mut self, cur: usize, sub: usize, args: &[InitId], loc: Loc) -> PResult<()> {
        let sub_rec = self.multiclasses[sub].rec;
        let targs = self.rk.record(sub_rec).template_args.clone();
        let mut substs = Vec::new();
        for (i, ta) in targs.iter().enumerate() {
            if let Some(v) = args.get(i) {
                substs.push((*ta, *v));
            } else {
                let d = self.rk.record(sub_rec).field(*ta).map(|v| v.value).expect("template arg");
                if !self.rk.is_complete(d) {
                    return self.err_at(
                        loc,
                        format!(
                            "value not specified for template argument #{i} ({}) of multiclass '{}'",
                            self.rk.init_unquoted(*ta),
                            self.rk.record(sub_rec).name
                        ),
                    );
                }
                substs.push((*ta, d));
            }
        }
        let sub_implicit = self.implicit_name_of_mc(sub)?;
        let cur_implicit = self.implicit_name_of_mc(cur)?;
        let string = self.rk.types.string;
        let v = self.rk.mk_var(cur_implicit, string);
        substs.push((sub_implicit, v));
        let entries = self.multiclasses[sub].entries.clone();
        let mut dest = Vec::new();
        self.resolve_entries(&entries, &mut substs, false, Some(&mut dest), None)?;
        self.multiclasses[cur].entries.extend(dest);
        Ok(())
    }
}
