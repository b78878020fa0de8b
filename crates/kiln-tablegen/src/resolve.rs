//! Resolution: substituting template arguments, loop variables and fields into values, and
//! folding what becomes known — LLVM 14's resolvers and `resolveReferences`.
//!
//! A [`Resolver`] answers "what is the value of the variable named N?" ([`MapResolver`] for
//! template arguments and loop variables, [`RecordResolver`] for a def's own fields with late,
//! cached, cycle-safe lookups, [`Shadow`] for `!foreach`/`!foldl` bodies, [`TrackUnresolved`]
//! to ask whether anything is still unknown). [`RecordKeeper::resolve`] rebuilds a value
//! bottom-up and folds each operator whose operands changed.

use crate::eval::EResult;
use crate::init::{Init, InitId, TernOp, UnOp};
use crate::record::{FieldKind, RecId, Record, RecordKeeper};
use crate::types::Ty;
use rustc_hash::FxHashMap;


pub(crate) trait Resolver {
    fn lookup(&mut self, rk: &mut RecordKeeper, name: InitId) -> EResult<Option<InitId>>;
    fn cur_rec(&self) -> Option<RecId>;
    fn is_final(&self) -> bool {
        false
    }
    /// Whether a bit that resolves to `?` keeps its unresolved form (`rd{4}`).
    fn keep_unset_bits(&self) -> bool {
        false
    }
}

/// Maps names to values; values that refer to other mapped names are resolved on use.
/// Maps are small (template arguments, loop variables), so a vector beats hashing.
pub(crate) struct MapResolver {
    /// (name, value, already resolved)
    map: Vec<(InitId, InitId, bool)>,
    cur: Option<RecId>,
}

impl MapResolver {
    pub fn new(cur: Option<RecId>) -> MapResolver {
        MapResolver { map: Vec::new(), cur }
    }
    pub fn set(&mut self, name: InitId, value: InitId) {
        match self.map.iter_mut().find(|e| e.0 == name) {
            Some(e) => *e = (name, value, false),
            None => self.map.push((name, value, false)),
        }
    }
    pub fn is_complete(&self, rk: &RecordKeeper, name: InitId) -> bool {
        self.map.iter().find(|e| e.0 == name).is_some_and(|e| rk.is_complete(e.1))
    }
}

impl Resolver for MapResolver {
    fn lookup(&mut self, rk: &mut RecordKeeper, name: InitId) -> EResult<Option<InitId>> {
        let Some(i) = self.map.iter().position(|e| e.0 == name) else { return Ok(None) };
        let (_, value, resolved) = self.map[i];
        if !resolved && self.map.len() > 1 {
            // Resolve references among the mapped names, without recursing into this one.
            self.map.swap_remove(i);
            let v = rk.resolve(value, self)?;
            self.map.push((name, v, true));
            return Ok(Some(v));
        }
        Ok(Some(value))
    }
    fn cur_rec(&self) -> Option<RecId> {
        self.cur
    }
}

/// Resolves a def's references to its own fields (and optionally renames it).
pub(crate) struct RecordResolver {
    rec: RecId,
    new_name: Option<InitId>,
    cache: FxHashMap<InitId, InitId>,
    stack: Vec<InitId>,
}

impl RecordResolver {
    pub fn new(rec: RecId, new_name: Option<InitId>) -> RecordResolver {
        RecordResolver { rec, new_name, cache: FxHashMap::default(), stack: Vec::new() }
    }
}

impl Resolver for RecordResolver {
    fn lookup(&mut self, rk: &mut RecordKeeper, name: InitId) -> EResult<Option<InitId>> {
        if let Some(&v) = self.cache.get(&name) {
            return Ok(Some(v));
        }
        if self.stack.contains(&name) {
            return Ok(None);
        }
        let rec = rk.record(self.rec);
        let mut val = None;
        if let Some(field) = rec.field(name) {
            let v = field.value;
            if !matches!(rk.init(v), Init::Unset) {
                self.stack.push(name);
                val = Some(rk.resolve(v, self)?);
                self.stack.pop();
            }
        } else if let (Some(n), true) = (self.new_name, name == rec.name_init) {
            self.stack.push(name);
            val = Some(rk.resolve(n, self)?);
            self.stack.pop();
        }
        if let Some(v) = val {
            self.cache.insert(name, v);
        }
        Ok(val)
    }
    fn cur_rec(&self) -> Option<RecId> {
        Some(self.rec)
    }
    fn is_final(&self) -> bool {
        true
    }
    fn keep_unset_bits(&self) -> bool {
        true
    }
}

/// Hides some names (a `!foreach` or `!foldl` variable) from an outer resolver.
pub(crate) struct Shadow<'a> {
    inner: &'a mut dyn Resolver,
    shadowed: [Option<InitId>; 2],
}

impl Resolver for Shadow<'_> {
    fn lookup(&mut self, rk: &mut RecordKeeper, name: InitId) -> EResult<Option<InitId>> {
        if self.shadowed.contains(&Some(name)) {
            return Ok(None);
        }
        self.inner.lookup(rk, name)
    }
    fn cur_rec(&self) -> Option<RecId> {
        self.inner.cur_rec()
    }
    fn is_final(&self) -> bool {
        self.inner.is_final()
    }
}

/// Records whether any variable stays unresolved.
pub(crate) struct TrackUnresolved<'a> {
    inner: Option<&'a mut dyn Resolver>,
    pub found_unresolved: bool,
}

impl<'a> TrackUnresolved<'a> {
    pub fn new(inner: Option<&'a mut dyn Resolver>) -> TrackUnresolved<'a> {
        TrackUnresolved { inner, found_unresolved: false }
    }
}

impl Resolver for TrackUnresolved<'_> {
    fn lookup(&mut self, rk: &mut RecordKeeper, name: InitId) -> EResult<Option<InitId>> {
        let mut found = None;
        if let Some(inner) = self.inner.as_deref_mut() {
            found = inner.lookup(rk, name)?;
            if let Some(v) = found {
                if !self.found_unresolved {
                    let mut sub = TrackUnresolved::new(None);
                    rk.resolve(v, &mut sub)?;
                    self.found_unresolved |= sub.found_unresolved;
                }
            }
        }
        if found.is_none() {
            self.found_unresolved = true;
        }
        Ok(found)
    }
    fn cur_rec(&self) -> Option<RecId> {
        self.inner.as_ref().and_then(|i| i.cur_rec())
    }
    fn is_final(&self) -> bool {
        self.inner.as_ref().is_some_and(|i| i.is_final())
    }
}

/// Notes whether a value refers to one name.
pub(crate) struct HasReference {
    pub name: InitId,
    pub found: bool,
}

impl Resolver for HasReference {
    fn lookup(&mut self, _rk: &mut RecordKeeper, name: InitId) -> EResult<Option<InitId>> {
        if name == self.name {
            self.found = true;
        }
        Ok(None)
    }
    fn cur_rec(&self) -> Option<RecId> {
        None
    }
}

impl RecordKeeper {
    /// `resolveReferences`: the value with the resolver's variables substituted.
    pub(crate) fn resolve(&mut self, id: InitId, r: &mut dyn Resolver) -> EResult<InitId> {
        if !self.inits.is_open(id) {
            return Ok(id);
        }
        if self.depth >= self.max_depth {
            return Err(self.eval_error(r.cur_rec(), "expression nesting too deep while resolving values"));
        }
        self.depth += 1;
        let out = self.resolve_inner(id, r);
        self.depth -= 1;
        out
    }

    fn resolve_inner(&mut self, id: InitId, r: &mut dyn Resolver) -> EResult<InitId> {
        // The most common case, without copying the value.
        if let Init::Var(name, _) = *self.inits.get(id) {
            return Ok(r.lookup(self, name)?.unwrap_or(id));
        }
        match self.inits.get(id).clone() {
            Init::Unset | Init::Bit(_) | Init::Int(_) | Init::Str(..) | Init::Def(_) => Ok(id),
            Init::Bits(bits) => {
                let mut changed = false;
                let mut out = Vec::with_capacity(bits.len());
                let mut cached: Option<(InitId, InitId)> = None;
                for &b in bits.iter() {
                    let nb = if let Init::VarBit(var, n) = *self.inits.get(b) {
                        let resolved = match cached {
                            Some((v, res)) if v == var => res,
                            _ => {
                                let res = self.resolve(var, r)?;
                                cached = Some((var, res));
                                res
                            }
                        };
                        self.get_bit(resolved, n)
                    } else {
                        let nb = self.resolve(b, r)?;
                        self.get_bit(nb, 0)
                    };
                    let nb = if r.keep_unset_bits() && matches!(self.inits.get(nb), Init::Unset) { b } else { nb };
                    changed |= nb != b;
                    out.push(nb);
                }
                Ok(if changed { self.mk_bits(out) } else { id })
            }
            Init::List(elts, t) => {
                let mut changed = false;
                let mut out = Vec::with_capacity(elts.len());
                for &e in elts.iter() {
                    let ne = self.resolve(e, r)?;
                    changed |= ne != e;
                    out.push(ne);
                }
                Ok(if changed { self.mk_list(out, t) } else { id })
            }
            Init::Var(name, _) => Ok(r.lookup(self, name)?.unwrap_or(id)),
            Init::VarBit(var, n) => {
                let nv = self.resolve(var, r)?;
                Ok(if nv != var { self.get_bit(nv, n) } else { id })
            }
            Init::VarListElem(var, n) => {
                let nv = self.resolve(var, r)?;
                if let Init::List(e, _) = self.inits.get(nv) {
                    if let Some(&x) = e.get(n as usize) {
                        return Ok(x);
                    }
                }
                if nv != var && self.ty_of(nv).is_some() {
                    return Ok(self.mk(Init::VarListElem(nv, n)));
                }
                Ok(id)
            }
            Init::Field(rec, f) => {
                let nr = self.resolve(rec, r)?;
                if nr != rec {
                    let fi = self.mk(Init::Field(nr, f));
                    return self.fold(fi, r.cur_rec(), false);
                }
                Ok(id)
            }
            Init::Dag(op, name, args) => {
                let nop = self.resolve(op, r)?;
                let mut changed = nop != op;
                let mut out = Vec::with_capacity(args.len());
                for &(a, n) in args.iter() {
                    let na = self.resolve(a, r)?;
                    changed |= na != a;
                    out.push((na, n));
                }
                Ok(if changed { self.mk(Init::Dag(nop, name, out.into())) } else { id })
            }
            Init::UnOp(op, lhs, ty) => {
                let nl = self.resolve(lhs, r)?;
                if nl != lhs || (r.is_final() && op == UnOp::Cast) {
                    let n = self.mk(Init::UnOp(op, nl, ty));
                    return self.fold(n, r.cur_rec(), r.is_final());
                }
                Ok(id)
            }
            Init::BinOp(op, a, b, ty) => {
                let na = self.resolve(a, r)?;
                let nb = self.resolve(b, r)?;
                if na != a || nb != b {
                    let n = self.mk(Init::BinOp(op, na, nb, ty));
                    return self.fold(n, r.cur_rec(), false);
                }
                Ok(id)
            }
            Init::TernOp(op, a, b, c, ty) => {
                let na = self.resolve(a, r)?;
                if op == TernOp::If && na != a {
                    let int = self.types.int;
                    if let Some(Init::Int(v)) = self.convert_to(na, int).map(|x| self.inits.get(x).clone()) {
                        return self.resolve(if v != 0 { b } else { c }, r);
                    }
                }
                let nb = self.resolve(b, r)?;
                let nc = if matches!(op, TernOp::Foreach | TernOp::Filter) {
                    let mut shadow = Shadow { inner: r, shadowed: [Some(na), None] };
                    self.resolve(c, &mut shadow)?
                } else {
                    self.resolve(c, r)?
                };
                if na != a || nb != b || nc != c {
                    let n = self.mk(Init::TernOp(op, na, nb, nc, ty));
                    return self.fold(n, r.cur_rec(), false);
                }
                Ok(id)
            }
            Init::Cond(clauses, ty) => {
                let mut changed = false;
                let mut out = Vec::with_capacity(clauses.len());
                for &(c, v) in clauses.iter() {
                    let nc = self.resolve(c, r)?;
                    let nv = self.resolve(v, r)?;
                    changed |= nc != c || nv != v;
                    out.push((nc, nv));
                }
                if changed {
                    let n = self.mk(Init::Cond(out.into(), ty));
                    return self.fold(n, r.cur_rec(), false);
                }
                Ok(id)
            }
            Init::Fold(start, list, a, b, expr, ty) => {
                let ns = self.resolve(start, r)?;
                let nl = self.resolve(list, r)?;
                let ne = {
                    let mut shadow = Shadow { inner: r, shadowed: [Some(a), Some(b)] };
                    self.resolve(expr, &mut shadow)?
                };
                if ns == start && nl == list && ne == expr {
                    return Ok(id);
                }
                let n = self.mk(Init::Fold(ns, nl, a, b, ne, ty));
                self.fold(n, r.cur_rec(), false)
            }
            Init::IsA(ty, e) => {
                let ne = self.resolve(e, r)?;
                if ne != e {
                    let n = self.mk(Init::IsA(ty, ne));
                    return self.fold(n, None, false);
                }
                Ok(id)
            }
            Init::VarDef(class, args) => {
                let mut track = TrackUnresolved::new(Some(r));
                let mut changed = false;
                let mut out = Vec::with_capacity(args.len());
                for &a in args.iter() {
                    let na = self.resolve(a, &mut track)?;
                    changed |= na != a;
                    out.push(na);
                }
                if changed {
                    let unresolved = track.found_unresolved;
                    let n = self.mk(Init::VarDef(class, out.into()));
                    if !unresolved {
                        return self.instantiate(n);
                    }
                    return Ok(n);
                }
                Ok(id)
            }
            Init::AnonName(_) => {
                let new = r.lookup(self, id)?.unwrap_or(id);
                if r.is_final() {
                    if let Init::AnonName(m) = *self.inits.get(new) {
                        return Ok(self.string_value(&format!("anonymous_{m}")));
                    }
                }
                Ok(new)
            }
        }
    }

    /// `RecordVal::setValue`: stores `value` converted to the field's type (bits fields always
    /// hold a bits value). Returns false when the value does not fit the type.
    pub(crate) fn set_field_value(&mut self, rec: RecId, index: usize, value: InitId) -> EResult<bool> {
        let ty = self.record(rec).values[index].ty;
        let Some(mut v) = self.cast_to(value, ty)? else { return Ok(false) };
        if let Ty::Bits(n) = *self.types.get(ty) {
            if !matches!(self.inits.get(v), Init::Bits(_)) {
                let bits = (0..n).map(|i| self.get_bit(v, i)).collect();
                v = self.mk_bits(bits);
            }
        }
        self.record_mut(rec).values[index].value = v;
        Ok(true)
    }

    /// `Record::resolveReferences`: resolves the name, every field (but `skip`) and the
    /// assertions of `rec`.
    pub(crate) fn resolve_record(&mut self, rec: RecId, r: &mut dyn Resolver, skip: Option<usize>) -> EResult<()> {
        let old = self.record(rec).name_init;
        let new = self.resolve(old, r)?;
        if new != old {
            self.set_record_name(rec, new);
        }
        for i in 0..self.record(rec).values.len() {
            if Some(i) == skip {
                continue;
            }
            let v = self.record(rec).values[i].value;
            let nv = self.resolve(v, r)?;
            // A stored value already has the field's type: only a changed one needs setting.
            if nv != v && !self.set_field_value(rec, i, nv)? {
                let f = &self.record(rec).values[i];
                let (fname, fty) = (f.name, f.ty);
                let of_type = self.ty_of(nv).map_or(String::new(), |t| format!("of type '{}' ", self.type_to_string(t)));
                return Err(self.eval_error(
                    Some(rec),
                    format!(
                        "Invalid value {of_type}found when setting field '{}' of type '{}' after resolving references: {}",
                        self.init_unquoted(fname),
                        self.type_to_string(fty),
                        self.init_unquoted(nv)
                    ),
                ));
            }
        }
        for i in 0..self.record(rec).assertions.len() {
            let a = self.record(rec).assertions[i].clone();
            let c = self.resolve(a.condition, r)?;
            let m = self.resolve(a.message, r)?;
            let slot = &mut self.record_mut(rec).assertions[i];
            slot.condition = c;
            slot.message = m;
        }
        Ok(())
    }

    /// Final resolution of a def, optionally renaming it.
    pub(crate) fn resolve_record_final(&mut self, rec: RecId, new_name: Option<InitId>) -> EResult<()> {
        let mut r = RecordResolver::new(rec, new_name);
        self.resolve_record(rec, &mut r, None)
    }

    /// Checks a def's assertions (after final resolution).
    pub(crate) fn check_record_assertions(&mut self, rec: RecId) -> EResult<()> {
        let assertions = self.record(rec).assertions.clone();
        for a in assertions {
            let mut r = RecordResolver::new(rec, None);
            let c = self.resolve(a.condition, &mut r)?;
            let m = self.resolve(a.message, &mut r)?;
            self.check_assert(a.loc, c, m)?;
        }
        Ok(())
    }

    pub(crate) fn check_assert(&mut self, loc: crate::lexer::Loc, cond: InitId, message: InitId) -> EResult<()> {
        let int = self.types.int;
        match self.convert_to(cond, int).map(|c| self.inits.get(c).clone()) {
            Some(Init::Int(0)) => {
                let note = match self.inits.get(message) {
                    Init::Str(s, _) => s.to_string(),
                    _ => "(assert message is not a string)".to_string(),
                };
                Err(crate::eval::EvalError { loc, msg: format!("assertion failed: {note}") })
            }
            Some(Init::Int(_)) => Ok(()),
            _ => Err(crate::eval::EvalError { loc, msg: "assert condition must of type bit, bits, or int.".into() }),
        }
    }

    /// `VarDefInit::instantiate`: makes (once) the anonymous def `Class<args>` stands for.
    pub(crate) fn instantiate(&mut self, vardef: InitId) -> EResult<InitId> {
        if let Some(&d) = self.instantiated.get(&vardef) {
            return Ok(self.mk_def(d));
        }
        let Init::VarDef(class, args) = self.inits.get(vardef).clone() else { return Ok(vardef) };
        let name = self.new_anonymous_name();
        let class_rec = self.record(class).clone();
        let new = self.add_record(Record {
            name_init: name,
            name: String::new(),
            loc: class_rec.loc,
            template_args: Vec::new(),
            values: class_rec.values.clone(),
            superclasses: Vec::new(),
            assertions: class_rec.assertions.clone(),
            is_class: false,
            is_anonymous: true,
        });
        self.set_record_name(new, name);
        let mut map = MapResolver::new(Some(new));
        for (i, ta) in class_rec.template_args.iter().enumerate() {
            let v = match args.get(i) {
                Some(a) => *a,
                None => class_rec.field(*ta).map(|v| v.value).unwrap_or_else(|| self.mk_unset()),
            };
            map.set(*ta, v);
            self.record_mut(new).values.retain(|v| v.name != *ta);
        }
        self.resolve_record(new, &mut map, None)?;
        let mut scs = class_rec.superclasses.clone();
        scs.push((class, class_rec.loc));
        self.record_mut(new).superclasses = scs;
        self.resolve_record_final(new, None)?;
        self.register_def(new);
        self.instantiated.insert(vardef, new);
        self.check_record_assertions(new)?;
        Ok(self.mk_def(new))
    }

    /// Whether one bit of a bits field is a (bit of a) reference to a field of `rec`: such bits
    /// stay symbolic, as `let imm12 = {0b0000, pred, succ};` over unset `bits<4> pred;` does.
    fn is_field_reference(&self, rec: &Record, bit: InitId) -> bool {
        match *self.inits.get(bit) {
            Init::VarBit(var, _) => matches!(*self.inits.get(var), Init::Var(name, _) if rec.field(name).is_some()),
            Init::Var(..) => true,
            _ => false,
        }
    }

    /// `checkConcrete`: every field not declared `field` must be fully resolved; in a bits
    /// value, bits that refer to the record's own fields count as resolved.
    pub(crate) fn check_concrete(&self, rec: RecId) -> EResult<()> {
        let r = self.record(rec);
        for v in &r.values {
            if v.kind == FieldKind::NonconcreteOk {
                continue;
            }
            let concrete = match self.inits.get(v.value) {
                Init::Bits(bits) => bits.iter().all(|&b| self.is_field_reference(r, b) || self.is_concrete(b)),
                _ => self.is_concrete(v.value),
            };
            if !concrete {
                return Err(self.eval_error(
                    Some(rec),
                    format!(
                        "Initializer of '{}' in '{}' could not be fully resolved: {}",
                        self.init_unquoted(v.name),
                        r.name,
                        self.init_to_string(v.value)
                    ),
                ));
            }
        }
        Ok(())
    }
}
