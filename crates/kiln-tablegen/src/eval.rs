//! Making values and relating types: value constructors with their types, the type lattice
//! (`typeIsA`, convertibility, unification of list element types), implicit conversions
//! between `bit`, `bits<n>` and `int`, bit and list subscripts — LLVM 14's rules.
//!
//! Conversions that cannot be decided yet (an unresolved `bits<4>` variable assigned to an
//! `int` field) become `!cast` operators that fold once their operand is known.

use crate::init::{Init, InitId, StrFormat, UnOp};
use crate::lexer::Loc;
use crate::record::{RecId, RecordKeeper};
use crate::types::{Ty, TyId};

/// An error found while evaluating (folding or resolving) values, at a record's location.
#[derive(Debug, Clone)]
pub struct EvalError {
    pub loc: Loc,
    pub msg: String,
}

pub type EResult<T> = Result<T, EvalError>;

impl RecordKeeper {
    /// Interns a value, computing its type the first time it is seen.
    pub(crate) fn mk(&mut self, init: Init) -> InitId {
        match self.inits.find(&init) {
            Ok(id) => id,
            Err(hash) => {
                let ty = self.type_of_new(&init);
                self.inits.insert_new(init, hash, ty)
            }
        }
    }

    fn type_of_new(&mut self, init: &Init) -> Option<TyId> {
        Some(match init {
            Init::Unset => return None,
            Init::Bit(_) | Init::VarBit(..) => self.types.bit,
            Init::Bits(b) => self.types.bits(b.len() as u32),
            Init::Int(_) | Init::IsA(..) => self.types.int,
            Init::Str(..) | Init::AnonName(_) => self.types.string,
            Init::List(_, e) => self.types.list(*e),
            Init::Def(r) => self.def_type(*r),
            Init::Var(_, t) | Init::UnOp(_, _, t) | Init::BinOp(_, _, _, t) | Init::TernOp(_, _, _, _, t) | Init::Cond(_, t) => *t,
            Init::Fold(.., t) => *t,
            Init::VarListElem(v, _) => {
                let vt = self.inits.ty(*v)?;
                self.types.elem(vt)?
            }
            Init::Field(r, f) => return self.field_type(*r, *f),
            Init::Dag(..) => self.types.dag,
            Init::VarDef(class, _) => self.types.intern(Ty::Record(Box::new([*class]))),
        })
    }

    /// The record type made of `rec`'s direct superclasses.
    pub(crate) fn def_type(&mut self, rec: RecId) -> TyId {
        let direct = self.direct_superclasses(rec);
        self.record_type(direct)
    }

    pub(crate) fn record_type(&mut self, mut classes: Vec<RecId>) -> TyId {
        classes.sort_by(|a, b| self.record(*a).name.cmp(&self.record(*b).name));
        classes.dedup();
        self.types.intern(Ty::Record(classes.into_boxed_slice()))
    }

    /// Direct superclasses, last first (the order llvm-tblgen collects them in).
    pub(crate) fn direct_superclasses(&self, rec: RecId) -> Vec<RecId> {
        let mut out = Vec::new();
        self.push_direct_superclasses(rec, &mut out);
        out
    }

    fn push_direct_superclasses(&self, rec: RecId, out: &mut Vec<RecId>) {
        let scs = &self.record(rec).superclasses;
        let mut end = scs.len();
        while end > 0 {
            let sc = scs[end - 1].0;
            out.push(sc);
            end = end.saturating_sub(1 + self.record(sc).superclasses.len());
        }
    }

    /// The type of field `field` of the value `rec` (a def or a record-typed value).
    pub(crate) fn field_type(&self, rec: InitId, field: InitId) -> Option<TyId> {
        if let Init::Def(r) = self.inits.get(rec) {
            return self.record(*r).field(field).map(|v| v.ty);
        }
        let ty = self.inits.ty(rec)?;
        if let Ty::Record(classes) = self.types.get(ty) {
            for c in classes.iter() {
                if let Some(v) = self.record(*c).field(field) {
                    return Some(v.ty);
                }
            }
        }
        None
    }

    pub(crate) fn mk_int(&mut self, v: i64) -> InitId {
        self.mk(Init::Int(v))
    }
    pub(crate) fn mk_bit(&mut self, b: bool) -> InitId {
        self.mk(Init::Bit(b))
    }
    pub(crate) fn mk_unset(&mut self) -> InitId {
        self.mk(Init::Unset)
    }
    pub(crate) fn mk_str(&mut self, s: &str, fmt: StrFormat) -> InitId {
        self.mk(Init::Str(s.into(), fmt))
    }
    pub(crate) fn mk_def(&mut self, r: RecId) -> InitId {
        self.mk(Init::Def(r))
    }
    pub(crate) fn mk_list(&mut self, elts: Vec<InitId>, elt_ty: TyId) -> InitId {
        self.mk(Init::List(elts.into(), elt_ty))
    }
    pub(crate) fn mk_bits(&mut self, bits: Vec<InitId>) -> InitId {
        self.mk(Init::Bits(bits.into()))
    }
    pub(crate) fn mk_var(&mut self, name: InitId, ty: TyId) -> InitId {
        self.mk(Init::Var(name, ty))
    }

    pub(crate) fn ty_of(&self, id: InitId) -> Option<TyId> {
        self.inits.ty(id)
    }

    // ---- The type lattice. ----

    /// Whether record type `ty` (a set of classes) derives from `class`.
    fn rec_ty_is_subclass_of(&self, classes: &[RecId], class: RecId) -> bool {
        classes.iter().any(|&c| self.is_subclass_of(c, class))
    }

    pub(crate) fn type_is_a(&self, a: TyId, b: TyId) -> bool {
        if a == b {
            return true;
        }
        match (self.types.get(a), self.types.get(b)) {
            (Ty::List(x), Ty::List(y)) => self.type_is_a(*x, *y),
            (Ty::Record(x), Ty::Record(y)) => y.iter().all(|c| self.rec_ty_is_subclass_of(x, *c)),
            _ => false,
        }
    }

    pub(crate) fn type_convertible(&self, a: TyId, b: TyId) -> bool {
        if a == b {
            return true;
        }
        match (self.types.get(a), self.types.get(b)) {
            (Ty::Bit, Ty::Int) => true,
            (Ty::Bit, Ty::Bits(n)) => *n == 1,
            (Ty::Bits(n), Ty::Bit) => *n == 1,
            (Ty::Bits(_), Ty::Int) => true,
            (Ty::Int, Ty::Bit | Ty::Bits(_)) => true,
            (Ty::List(x), Ty::List(y)) => self.type_convertible(*x, *y),
            (Ty::Record(x), Ty::Record(y)) => y.iter().all(|c| self.rec_ty_is_subclass_of(x, *c)),
            _ => false,
        }
    }

    /// The common type of two types (list element unification), if any.
    pub(crate) fn resolve_types(&mut self, a: TyId, b: TyId) -> Option<TyId> {
        if a == b {
            return Some(a);
        }
        if let (Ty::Record(x), Ty::Record(y)) = (self.types.get(a).clone(), self.types.get(b).clone()) {
            let mut common = Vec::new();
            let mut stack: Vec<RecId> = x.to_vec();
            while let Some(r) = stack.pop() {
                if self.rec_ty_is_subclass_of(&y, r) {
                    common.push(r);
                } else {
                    self.push_direct_superclasses(r, &mut stack);
                }
            }
            return Some(self.record_type(common));
        }
        if self.type_convertible(a, b) {
            return Some(b);
        }
        if self.type_convertible(b, a) {
            return Some(a);
        }
        if let (Ty::List(x), Ty::List(y)) = (self.types.get(a).clone(), self.types.get(b).clone()) {
            let t = self.resolve_types(x, y)?;
            return Some(self.types.list(t));
        }
        None
    }

    // ---- Conversions. ----

    /// `convertInitializerTo`: the value as type `ty` without introducing a cast.
    pub(crate) fn convert_to(&mut self, id: InitId, ty: TyId) -> Option<InitId> {
        let target = self.types.get(ty).clone();
        match self.inits.get(id).clone() {
            Init::Unset => Some(id),
            Init::Bit(b) => match target {
                Ty::Bit => Some(id),
                Ty::Int => Some(self.mk_int(b as i64)),
                Ty::Bits(1) => Some(self.mk_bits(vec![id])),
                _ => None,
            },
            Init::Bits(bits) => match target {
                Ty::Bit if bits.len() == 1 => Some(bits[0]),
                Ty::Bits(n) if n as usize == bits.len() => Some(id),
                Ty::Int => {
                    let mut v = 0i64;
                    for (i, b) in bits.iter().enumerate() {
                        match self.inits.get(*b) {
                            Init::Bit(x) => v |= (*x as i64).wrapping_shl(i as u32),
                            _ => return None,
                        }
                    }
                    Some(self.mk_int(v))
                }
                _ => None,
            },
            Init::Int(v) => match target {
                Ty::Int => Some(id),
                Ty::Bit => (v == 0 || v == 1).then(|| self.mk_bit(v == 1)),
                Ty::Bits(n) => {
                    let fits = n >= 64 || (v >> n) == 0 || (n > 0 && (v >> (n - 1)) == -1);
                    if !fits {
                        return None;
                    }
                    let bits = (0..n).map(|i| self.mk_bit(i < 64 && (v >> i) & 1 == 1)).collect();
                    Some(self.mk_bits(bits))
                }
                _ => None,
            },
            Init::Str(..) => (target == Ty::String).then_some(id),
            Init::List(elts, _) => {
                let Ty::List(new_elt) = target else { return None };
                let mut changed = false;
                let mut out = Vec::with_capacity(elts.len());
                for e in elts.iter() {
                    let c = self.convert_to(*e, new_elt)?;
                    changed |= c != *e;
                    out.push(c);
                }
                if !changed {
                    // An unchanged list keeps its own element type, as in LLVM.
                    return Some(id);
                }
                Some(self.mk_list(out, new_elt))
            }
            Init::Dag(..) => (target == Ty::Dag).then_some(id),
            _ => {
                let own = self.ty_of(id)?;
                if own == ty || self.type_is_a(own, ty) {
                    return Some(id);
                }
                if matches!(self.types.get(own), Ty::Bit) && target == Ty::Bits(1) {
                    return Some(self.mk_bits(vec![id]));
                }
                None
            }
        }
    }

    /// `getCastTo`: converts, or wraps an undecided conversion in `!cast`.
    pub(crate) fn cast_to(&mut self, id: InitId, ty: TyId) -> EResult<Option<InitId>> {
        let Some(own) = self.ty_of(id) else {
            return Ok(self.convert_to(id, ty));
        };
        if own == ty || self.type_is_a(own, ty) {
            return Ok(Some(id));
        }
        if let Some(c) = self.convert_to(id, ty) {
            return Ok(Some(c));
        }
        if !self.type_convertible(own, ty) {
            return Ok(None);
        }
        let cast = self.mk(Init::UnOp(UnOp::Cast, id, ty));
        self.fold(cast, None, false).map(Some)
    }

    /// `getBit`: bit `n` of a value.
    pub(crate) fn get_bit(&mut self, id: InitId, n: u32) -> InitId {
        match self.inits.get(id).clone() {
            Init::Unset | Init::Bit(_) => id,
            Init::Bits(b) => b.get(n as usize).copied().unwrap_or(id),
            Init::Int(v) => self.mk_bit(n < 64 && (v >> n) & 1 == 1),
            Init::Str(..) | Init::List(..) | Init::Dag(..) | Init::Def(_) | Init::AnonName(_) => id,
            _ => {
                if self.ty_of(id) == Some(self.types.bit) {
                    return id;
                }
                self.mk(Init::VarBit(id, n))
            }
        }
    }

    /// `value{bits}` (bits already in final order, bit 0 first).
    pub(crate) fn bit_range(&mut self, id: InitId, bits: &[u32]) -> Option<InitId> {
        match self.inits.get(id).clone() {
            Init::Bits(b) => {
                let mut out = Vec::with_capacity(bits.len());
                for &i in bits {
                    out.push(*b.get(i as usize)?);
                }
                Some(self.mk_bits(out))
            }
            Init::Int(v) => {
                let mut out = Vec::with_capacity(bits.len());
                for &i in bits {
                    if i >= 64 {
                        return None;
                    }
                    out.push(self.mk_bit((v >> i) & 1 == 1));
                }
                Some(self.mk_bits(out))
            }
            Init::Unset | Init::Bit(_) | Init::Str(..) | Init::List(..) | Init::Dag(..) => None,
            _ => {
                let width = self.ty_of(id).and_then(|t| self.types.bits_width(t))?;
                let mut out = Vec::with_capacity(bits.len());
                for &i in bits {
                    if i >= width {
                        return None;
                    }
                    out.push(self.mk(Init::VarBit(id, i)));
                }
                Some(self.mk_bits(out))
            }
        }
    }

    /// `value[elements]`.
    pub(crate) fn list_slice(&mut self, id: InitId, elements: &[u32]) -> Option<InitId> {
        match self.inits.get(id).clone() {
            Init::List(elts, elt_ty) => {
                if elements.len() == 1 {
                    return elts.get(elements[0] as usize).copied();
                }
                let mut out = Vec::with_capacity(elements.len());
                for &i in elements {
                    out.push(*elts.get(i as usize)?);
                }
                Some(self.mk_list(out, elt_ty))
            }
            Init::Unset | Init::Bit(_) | Init::Bits(_) | Init::Int(_) | Init::Str(..) | Init::Dag(..) => None,
            _ => {
                let elt_ty = self.ty_of(id).and_then(|t| self.types.elem(t))?;
                if elements.len() == 1 {
                    return Some(self.mk(Init::VarListElem(id, elements[0])));
                }
                let out = elements.iter().map(|&i| self.mk(Init::VarListElem(id, i))).collect();
                Some(self.mk_list(out, elt_ty))
            }
        }
    }

    /// `isComplete`: not `?` (looking into bits and lists).
    pub(crate) fn is_complete(&self, id: InitId) -> bool {
        match self.inits.get(id) {
            Init::Unset => false,
            Init::Bits(b) => b.iter().all(|x| self.is_complete(*x)),
            Init::List(e, _) => e.iter().all(|x| self.is_complete(*x)),
            Init::TernOp(_, a, b, c, _) => self.is_complete(*a) && self.is_complete(*b) && self.is_complete(*c),
            Init::Cond(clauses, _) => clauses.iter().all(|&(c, v)| self.is_complete(c) && self.is_concrete(v)),
            Init::Fold(..) | Init::IsA(..) => false,
            _ => true,
        }
    }

    /// `isConcrete`: fully evaluated.
    pub(crate) fn is_concrete(&self, id: InitId) -> bool {
        match self.inits.get(id) {
            Init::Unset | Init::Bit(_) | Init::Int(_) | Init::Str(..) | Init::Def(_) => true,
            Init::Bits(b) => b.iter().all(|x| self.is_concrete(*x)),
            Init::List(e, _) => e.iter().all(|x| self.is_concrete(*x)),
            Init::Dag(op, _, args) => self.is_concrete(*op) && args.iter().all(|(a, _)| self.is_concrete(*a)),
            Init::Cond(clauses, _) => clauses.iter().all(|&(c, v)| self.is_concrete(c) && self.is_concrete(v)),
            // A field of a def is as concrete as the def's value of it.
            Init::Field(rec, field) => match *self.inits.get(*rec) {
                Init::Def(d) => self.record(d).field(*field).is_some_and(|v| self.is_concrete(v.value)),
                _ => false,
            },
            _ => false,
        }
    }
}
