//! Constant folding of operators: what each bang operator computes once its operands are
//! known, following LLVM 14's `Fold` methods (an operator with unknown operands is left as
//! it is and folded again when resolution changes an operand).
//!
//! Folding runs "in" a record (`cur`), which `!cast<Rec>("name")`, self-references and error
//! locations need; `is_final` marks the last resolution of a def, when lookups of records by
//! name must succeed.

use crate::eval::{EResult, EvalError};
use crate::init::{BinOp, Init, InitId, StrFormat, TernOp, UnOp};
use crate::lexer::Loc;
use crate::record::{RecId, RecordKeeper};
use crate::resolve::{MapResolver, TrackUnresolved};
use crate::types::Ty;

/// Longest string concatenation may build (guards against exponential growth).
const MAX_STRING_LEN: usize = 1 << 26;

impl RecordKeeper {
    pub(crate) fn eval_error(&self, cur: Option<RecId>, msg: impl Into<String>) -> EvalError {
        EvalError { loc: cur.map_or(Loc::default(), |r| self.record(r).loc), msg: msg.into() }
    }

    fn as_int(&mut self, id: InitId) -> Option<i64> {
        let int = self.types.int;
        match self.convert_to(id, int).map(|c| self.inits.get(c)) {
            Some(Init::Int(v)) => Some(*v),
            _ => None,
        }
    }

    /// Folds the operator (or field access, or anonymous instantiation) `id`.
    pub(crate) fn fold(&mut self, id: InitId, cur: Option<RecId>, is_final: bool) -> EResult<InitId> {
        match self.inits.get(id).clone() {
            Init::UnOp(op, lhs, ty) => self.fold_unop(id, op, lhs, ty, cur, is_final),
            Init::BinOp(op, l, r, _) => self.fold_binop(id, op, l, r, cur),
            Init::TernOp(op, l, m, r, ty) => self.fold_ternop(id, op, l, m, r, ty, cur),
            Init::Cond(clauses, ty) => {
                for (c, v) in clauses.iter() {
                    match self.as_int(*c) {
                        Some(0) => {}
                        Some(_) => return Ok(self.convert_to(*v, ty).unwrap_or(*v)),
                        None => return Ok(id),
                    }
                }
                let name = cur.map_or(String::new(), |r| self.record(r).name.clone());
                Err(self.eval_error(cur, format!("{name} does not have any true condition in:{}", self.init_to_string(id))))
            }
            Init::Fold(start, list, a, b, expr, _) => {
                let Init::List(elts, _) = self.inits.get(list).clone() else { return Ok(id) };
                let mut acc = start;
                for e in elts.iter() {
                    let mut r = MapResolver::new(cur);
                    r.set(a, acc);
                    r.set(b, *e);
                    acc = self.resolve(expr, &mut r)?;
                }
                Ok(acc)
            }
            Init::IsA(check, e) => {
                let Some(ety) = self.ty_of(e) else { return Ok(id) };
                if self.type_convertible(ety, check) {
                    return Ok(self.mk_int(1));
                }
                if self.types.is_record(check) {
                    if !self.type_convertible(check, ety) || matches!(self.inits.get(e), Init::Def(_)) {
                        return Ok(self.mk_int(0));
                    }
                    Ok(id)
                } else {
                    Ok(self.mk_int(0))
                }
            }
            Init::Field(rec, field) => {
                if let Init::Def(d) = self.inits.get(rec) {
                    let d = *d;
                    if Some(d) == cur {
                        return Err(self.eval_error(
                            cur,
                            format!(
                                "Attempting to access field '{}' of '{}' is a forbidden self-reference",
                                self.init_unquoted(field),
                                self.init_to_string(rec)
                            ),
                        ));
                    }
                    if let Some(v) = self.record(d).field(field).map(|v| v.value) {
                        // Concrete, not complete: a def's `?` field reads as `?`.
                        if self.is_concrete(v) {
                            return Ok(v);
                        }
                    }
                }
                Ok(id)
            }
            Init::VarDef(_, args) => {
                let mut track = TrackUnresolved::new(None);
                for a in args.iter() {
                    self.resolve(*a, &mut track)?;
                }
                if track.found_unresolved {
                    return Ok(id);
                }
                self.instantiate(id)
            }
            _ => Ok(id),
        }
    }

    fn fold_unop(&mut self, id: InitId, op: UnOp, lhs: InitId, ty: crate::types::TyId, cur: Option<RecId>, is_final: bool) -> EResult<InitId> {
        match op {
            UnOp::Cast => {
                let target = self.types.get(ty).clone();
                if target == Ty::String {
                    match self.inits.get(lhs).clone() {
                        Init::Str(..) => return Ok(lhs),
                        Init::Def(r) => {
                            let n = self.record(r).name.clone();
                            return Ok(self.string_value(&n));
                        }
                        _ => {
                            if let Some(v) = self.as_int(lhs) {
                                return Ok(self.string_value(&v.to_string()));
                            }
                        }
                    }
                } else if let Ty::Record(_) = target {
                    if let Init::Str(name, _) = self.inits.get(lhs).clone() {
                        let Some(cur_rec) = cur else {
                            if is_final {
                                return Err(self.eval_error(cur, format!("Undefined reference to record: '{name}'")));
                            }
                            return Ok(id);
                        };
                        let cur_name = self.record(cur_rec).name_init;
                        let is_self = cur_name == lhs
                            || matches!(self.inits.get(cur_name), Init::AnonName(n) if *name == *format!("anonymous_{n}"));
                        let d = if is_self {
                            if !is_final {
                                return Ok(id);
                            }
                            cur_rec
                        } else if let Some(&d) = self.def_map.get(&*name) {
                            d
                        } else {
                            if is_final {
                                return Err(self.eval_error(cur, format!("Undefined reference to record: '{name}'")));
                            }
                            return Ok(id);
                        };
                        let di = self.mk_def(d);
                        let dty = self.ty_of(di).expect("def type");
                        if !self.type_is_a(dty, ty) {
                            return Err(self.eval_error(
                                cur,
                                format!(
                                    "Expected type '{}', got '{}' in: {}",
                                    self.type_to_string(ty),
                                    self.type_to_string(dty),
                                    self.init_to_string(id)
                                ),
                            ));
                        }
                        return Ok(di);
                    }
                }
                Ok(self.convert_to(lhs, ty).unwrap_or(id))
            }
            UnOp::Not => Ok(match self.as_int(lhs) {
                Some(v) => self.mk_int((v == 0) as i64),
                None => id,
            }),
            UnOp::Head => match self.inits.get(lhs).clone() {
                Init::List(e, _) => match e.first() {
                    Some(x) => Ok(*x),
                    None => Err(self.eval_error(cur, "Illegal operation: !head of an empty list")),
                },
                _ => Ok(id),
            },
            UnOp::Tail => match self.inits.get(lhs).clone() {
                Init::List(e, t) => {
                    if e.is_empty() {
                        return Err(self.eval_error(cur, "Illegal operation: !tail of an empty list"));
                    }
                    Ok(self.mk_list(e[1..].to_vec(), t))
                }
                _ => Ok(id),
            },
            UnOp::Size => {
                let n = match self.inits.get(lhs) {
                    Init::List(e, _) => e.len(),
                    Init::Str(s, _) => s.len(),
                    Init::Dag(_, _, a) => a.len(),
                    _ => return Ok(id),
                };
                Ok(self.mk_int(n as i64))
            }
            UnOp::Empty => match self.inits.get(lhs) {
                Init::List(e, _) => {
                    let b = e.is_empty() as i64;
                    Ok(self.mk_int(b))
                }
                Init::Str(s, _) => {
                    let b = s.is_empty() as i64;
                    Ok(self.mk_int(b))
                }
                Init::Dag(_, _, a) => {
                    let b = a.is_empty() as i64;
                    Ok(self.mk_int(b))
                }
                _ => Ok(id),
            },
            UnOp::GetDagOp => match self.inits.get(lhs).clone() {
                Init::Dag(op, _, _) => {
                    let Init::Def(_) = self.inits.get(op) else {
                        return Err(self.eval_error(cur, format!("Expected record as operator in dag '{}'", self.init_to_string(lhs))));
                    };
                    let oty = self.ty_of(op).expect("def type");
                    if !self.type_is_a(oty, ty) {
                        return Err(self.eval_error(
                            cur,
                            format!(
                                "Expected type '{}', got '{}' in: {}",
                                self.type_to_string(ty),
                                self.type_to_string(oty),
                                self.init_to_string(id)
                            ),
                        ));
                    }
                    Ok(op)
                }
                _ => Ok(id),
            },
        }
    }

    fn fold_binop(&mut self, id: InitId, op: BinOp, l: InitId, r: InitId, cur: Option<RecId>) -> EResult<InitId> {
        match op {
            BinOp::Concat => {
                let (Init::Dag(lop, _, largs), Init::Dag(rop, _, rargs)) = (self.inits.get(l).clone(), self.inits.get(r).clone()) else {
                    return Ok(id);
                };
                let ldef = matches!(self.inits.get(lop), Init::Def(_));
                let rdef = matches!(self.inits.get(rop), Init::Def(_));
                if (!ldef && !matches!(self.inits.get(lop), Init::Unset)) || (!rdef && !matches!(self.inits.get(rop), Init::Unset)) {
                    return Ok(id);
                }
                if ldef && rdef && lop != rop {
                    return Err(self.eval_error(
                        None,
                        format!("Concatenated Dag operators do not match: '{}' vs. '{}'", self.init_to_string(l), self.init_to_string(r)),
                    ));
                }
                let opv = if ldef { lop } else if rdef { rop } else { self.mk_unset() };
                let args: Vec<_> = largs.iter().chain(rargs.iter()).copied().collect();
                Ok(self.mk(Init::Dag(opv, None, args.into())))
            }
            BinOp::ListConcat => match (self.inits.get(l).clone(), self.inits.get(r)) {
                (Init::List(a, t), Init::List(b, _)) => {
                    let v: Vec<_> = a.iter().chain(b.iter()).copied().collect();
                    Ok(self.mk_list(v, t))
                }
                _ => Ok(id),
            },
            BinOp::ListSplat => {
                let (Some(lt), Init::Int(n)) = (self.ty_of(l), self.inits.get(r).clone()) else { return Ok(id) };
                if n > self.max_list_len as i64 {
                    return Err(self.eval_error(cur, format!("!listsplat count {n} is too large")));
                }
                Ok(self.mk_list(vec![l; n.max(0) as usize], lt))
            }
            BinOp::StrConcat => match (self.inits.get(l), self.inits.get(r)) {
                (Init::Str(a, fa), Init::Str(b, fb)) => {
                    if a.len() + b.len() > MAX_STRING_LEN {
                        return Err(self.eval_error(cur, "!strconcat result is too long"));
                    }
                    let fmt = if *fa == StrFormat::Code || *fb == StrFormat::Code { StrFormat::Code } else { StrFormat::String };
                    let s = format!("{a}{b}");
                    Ok(self.mk_str(&s, fmt))
                }
                _ => Ok(id),
            },
            BinOp::Interleave => {
                let (Init::List(elts, et), Init::Str(delim, _)) = (self.inits.get(l).clone(), self.inits.get(r).clone()) else {
                    return Ok(id);
                };
                let mut out = String::new();
                let mut fmt = StrFormat::String;
                let is_string = et == self.types.string;
                for (i, e) in elts.iter().enumerate() {
                    if i > 0 {
                        out.push_str(&delim);
                    }
                    if is_string {
                        match self.inits.get(*e) {
                            Init::Str(s, f) => {
                                out.push_str(s);
                                if *f == StrFormat::Code {
                                    fmt = StrFormat::Code;
                                }
                            }
                            _ => return Ok(id),
                        }
                    } else {
                        match self.as_int(*e) {
                            Some(v) => out.push_str(&v.to_string()),
                            None => return Ok(id),
                        }
                    }
                }
                Ok(self.mk_str(&out, fmt))
            }
            BinOp::Eq | BinOp::Ne | BinOp::Le | BinOp::Lt | BinOp::Ge | BinOp::Gt => {
                let cmp = |o: std::cmp::Ordering| match op {
                    BinOp::Eq => o.is_eq(),
                    BinOp::Ne => o.is_ne(),
                    BinOp::Le => o.is_le(),
                    BinOp::Lt => o.is_lt(),
                    BinOp::Ge => o.is_ge(),
                    _ => o.is_gt(),
                };
                if let (Some(a), Some(b)) = (self.as_int(l), self.as_int(r)) {
                    return Ok(self.mk_bit(cmp(a.cmp(&b))));
                }
                if let (Init::Str(a, _), Init::Str(b, _)) = (self.inits.get(l), self.inits.get(r)) {
                    let res = cmp(a.as_bytes().cmp(b.as_bytes()));
                    return Ok(self.mk_bit(res));
                }
                if matches!(op, BinOp::Eq | BinOp::Ne) {
                    if let (Init::Def(a), Init::Def(b)) = (self.inits.get(l), self.inits.get(r)) {
                        let eq = a == b;
                        return Ok(self.mk_bit(if op == BinOp::Eq { eq } else { !eq }));
                    }
                }
                Ok(id)
            }
            BinOp::SetDagOp => match (self.inits.get(l).clone(), self.inits.get(r)) {
                (Init::Dag(_, _, args), Init::Def(_)) => Ok(self.mk(Init::Dag(r, None, args))),
                _ => Ok(id),
            },
            BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::And | BinOp::Or | BinOp::Xor | BinOp::Shl | BinOp::Sra | BinOp::Srl => {
                let (Some(a), Some(b)) = (self.as_int(l), self.as_int(r)) else { return Ok(id) };
                let v = match op {
                    BinOp::Add => a.wrapping_add(b),
                    BinOp::Sub => a.wrapping_sub(b),
                    BinOp::Mul => a.wrapping_mul(b),
                    BinOp::And => a & b,
                    BinOp::Or => a | b,
                    BinOp::Xor => a ^ b,
                    BinOp::Shl => (a as u64).wrapping_shl(b as u32) as i64,
                    BinOp::Sra => a.wrapping_shr(b as u32),
                    _ => (a as u64).wrapping_shr(b as u32) as i64,
                };
                Ok(self.mk_int(v))
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn fold_ternop(&mut self, id: InitId, op: TernOp, l: InitId, m: InitId, r: InitId, ty: crate::types::TyId, cur: Option<RecId>) -> EResult<InitId> {
        match op {
            TernOp::Subst => {
                match (self.inits.get(l).clone(), self.inits.get(m).clone(), self.inits.get(r).clone()) {
                    (Init::Def(_), Init::Def(_), Init::Def(_)) => Ok(if l == r { m } else { r }),
                    (Init::Var(ln, _), Init::Var(mn, _), Init::Var(rn, _)) => {
                        let name = if self.init_unquoted(ln) == self.init_unquoted(rn) { mn } else { rn };
                        Ok(self.mk_var(name, ty))
                    }
                    (Init::Str(from, _), Init::Str(to, _), Init::Str(src, _)) => {
                        let result = if from.is_empty() { src.to_string() } else { src.replace(&*from, &to) };
                        Ok(self.string_value(&result))
                    }
                    _ => Ok(id),
                }
            }
            TernOp::Foreach => {
                let elt_ty = self.types.elem(ty);
                match self.inits.get(m).clone() {
                    Init::Dag(..) => self.foreach_dag(l, m, r, cur),
                    Init::List(elts, _) => {
                        let mut out = Vec::with_capacity(elts.len());
                        for e in elts.iter() {
                            out.push(self.item_apply(l, *e, r, cur)?);
                        }
                        match elt_ty {
                            Some(t) => Ok(self.mk_list(out, t)),
                            None => Ok(id),
                        }
                    }
                    _ => Ok(id),
                }
            }
            TernOp::Filter => {
                let Init::List(elts, _) = self.inits.get(m).clone() else { return Ok(id) };
                let mut out = Vec::new();
                for e in elts.iter() {
                    let include = self.item_apply(l, *e, r, cur)?;
                    match self.as_int(include) {
                        Some(0) => {}
                        Some(_) => out.push(*e),
                        None => return Ok(id),
                    }
                }
                match self.types.elem(ty) {
                    Some(t) => Ok(self.mk_list(out, t)),
                    None => Ok(id),
                }
            }
            TernOp::If => Ok(match self.as_int(l) {
                Some(0) => r,
                Some(_) => m,
                None => id,
            }),
            TernOp::Dag => {
                let ml = match self.inits.get(m) {
                    Init::List(e, _) => Some(e.clone()),
                    _ => None,
                };
                let rl = match self.inits.get(r) {
                    Init::List(e, _) => Some(e.clone()),
                    _ => None,
                };
                let m_unset = matches!(self.inits.get(m), Init::Unset);
                let r_unset = matches!(self.inits.get(r), Init::Unset);
                if m_unset && r_unset {
                    return Ok(id);
                }
                let m_ok = ml.is_some() || m_unset;
                let r_ok = rl.is_some() || r_unset;
                if !(m_ok && r_ok) {
                    return Ok(id);
                }
                if let (Some(a), Some(b)) = (&ml, &rl) {
                    if a.len() != b.len() {
                        return Ok(id);
                    }
                }
                let size = ml.as_ref().map_or_else(|| rl.as_ref().map_or(0, |b| b.len()), |a| a.len());
                let unset = self.mk_unset();
                let mut args = Vec::with_capacity(size);
                for i in 0..size {
                    let node = ml.as_ref().map_or(unset, |a| a[i]);
                    let name = rl.as_ref().map_or(unset, |b| b[i]);
                    let name = match self.inits.get(name) {
                        Init::Str(..) => Some(name),
                        Init::Unset => None,
                        _ => return Ok(id),
                    };
                    args.push((node, name));
                }
                Ok(self.mk(Init::Dag(l, None, args.into())))
            }
            TernOp::Substr => {
                let (Init::Str(s, fmt), Init::Int(start), Init::Int(len)) = (self.inits.get(l).clone(), self.inits.get(m).clone(), self.inits.get(r).clone())
                else {
                    return Ok(id);
                };
                let size = s.len() as i64;
                if start < 0 || start > size {
                    return Err(self.eval_error(cur, format!("!substr start position is out of range 0...{size}: {start}")));
                }
                if len < 0 {
                    return Err(self.eval_error(cur, "!substr length must be nonnegative"));
                }
                let end = (start.saturating_add(len)).min(size) as usize;
                let sub = String::from_utf8_lossy(&s.as_bytes()[start as usize..end]).into_owned();
                Ok(self.mk_str(&sub, fmt))
            }
            TernOp::Find => {
                let (Init::Str(s, _), Init::Str(pat, _), Init::Int(start)) = (self.inits.get(l).clone(), self.inits.get(m).clone(), self.inits.get(r).clone())
                else {
                    return Ok(id);
                };
                let size = s.len() as i64;
                if start < 0 || start > size {
                    return Err(self.eval_error(cur, format!("!find start position is out of range 0...{size}: {start}")));
                }
                let found = find_bytes(&s.as_bytes()[start as usize..], pat.as_bytes()).map_or(-1, |i| i as i64 + start);
                Ok(self.mk_int(found))
            }
        }
    }

    fn item_apply(&mut self, var: InitId, item: InitId, expr: InitId, cur: Option<RecId>) -> EResult<InitId> {
        let mut r = MapResolver::new(cur);
        r.set(var, item);
        self.resolve(expr, &mut r)
    }

    fn foreach_dag(&mut self, var: InitId, dag: InitId, expr: InitId, cur: Option<RecId>) -> EResult<InitId> {
        let Init::Dag(op, _, args) = self.inits.get(dag).clone() else { return Ok(dag) };
        let new_op = self.item_apply(var, op, expr, cur)?;
        let mut changed = new_op != op;
        let mut new_args = Vec::with_capacity(args.len());
        for (a, n) in args.iter() {
            let na = if matches!(self.inits.get(*a), Init::Dag(..)) {
                self.foreach_dag(var, *a, expr, cur)?
            } else {
                self.item_apply(var, *a, expr, cur)?
            };
            changed |= na != *a;
            new_args.push((na, *n));
        }
        if changed {
            return Ok(self.mk(Init::Dag(new_op, None, new_args.into())));
        }
        Ok(dag)
    }
}

fn find_bytes(hay: &[u8], needle: &[u8]) -> Option<usize> {
    if needle.is_empty() {
        return Some(0);
    }
    hay.windows(needle.len()).position(|w| w == needle)
}
