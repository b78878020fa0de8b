//! TableGen value types (`bit`, `bits<n>`, `int`, `string`, `dag`, `list<T>` and record types),
//! interned so that a type is a `u32` ([`TyId`]) and type equality is an integer compare.
//!
//! `code` is not a type of its own (as in LLVM 14 it is `string` with a different print form).
//! A record type is the sorted set of classes a value is known to derive from; the questions
//! that need the class hierarchy (`typeIsA`, convertibility, unification) live on
//! [`crate::RecordKeeper`] because they look at records.

use crate::record::RecId;
use rustc_hash::FxHashMap;

/// An interned type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TyId(pub u32);

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Ty {
    Bit,
    Bits(u32),
    Int,
    String,
    Dag,
    List(TyId),
    /// The classes a record value derives from, sorted by name (empty: any record).
    Record(Box<[RecId]>),
}

/// The type interner.
#[derive(Debug)]
pub struct Types {
    tys: Vec<Ty>,
    map: FxHashMap<Ty, TyId>,
    pub bit: TyId,
    pub int: TyId,
    pub string: TyId,
    pub dag: TyId,
}

impl Default for Types {
    fn default() -> Types {
        let mut t = Types { tys: Vec::new(), map: FxHashMap::default(), bit: TyId(0), int: TyId(0), string: TyId(0), dag: TyId(0) };
        t.bit = t.intern(Ty::Bit);
        t.int = t.intern(Ty::Int);
        t.string = t.intern(Ty::String);
        t.dag = t.intern(Ty::Dag);
        t
    }
}

impl Types {
    pub fn intern(&mut self, ty: Ty) -> TyId {
        if let Some(&id) = self.map.get(&ty) {
            return id;
        }
        let id = TyId(self.tys.len() as u32);
        self.tys.push(ty.clone());
        self.map.insert(ty, id);
        id
    }

    pub fn get(&self, id: TyId) -> &Ty {
        &self.tys[id.0 as usize]
    }

    pub fn bits(&mut self, n: u32) -> TyId {
        self.intern(Ty::Bits(n))
    }

    pub fn list(&mut self, elt: TyId) -> TyId {
        self.intern(Ty::List(elt))
    }

    /// The element type of a list type.
    pub fn elem(&self, id: TyId) -> Option<TyId> {
        match self.get(id) {
            Ty::List(e) => Some(*e),
            _ => None,
        }
    }

    pub fn is_list(&self, id: TyId) -> bool {
        matches!(self.get(id), Ty::List(_))
    }

    pub fn is_record(&self, id: TyId) -> bool {
        matches!(self.get(id), Ty::Record(_))
    }

    pub fn bits_width(&self, id: TyId) -> Option<u32> {
        match self.get(id) {
            Ty::Bits(n) => Some(*n),
            _ => None,
        }
    }
}
