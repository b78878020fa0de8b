//! LLVM types, interned in a per-module [`TypeTable`] and named by [`TypeId`].
//!
//! Literal types (integers, pointers, arrays, vectors, literal structs, function types) are
//! structurally uniqued, so two `TypeId`s are equal exactly when the types are. Identified
//! structs (`%struct.S = type { ... }`) are unique by name and may have no body (opaque) or
//! get their body after first use. Pointers carry an address space and, in typed-pointer IR,
//! their pointee; an opaque `ptr` has no pointee.

use crate::symbol::Sym;
use rustc_hash::FxHashMap;

/// Index of a type in its module's [`TypeTable`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TypeId(pub u32);

impl TypeId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// The name of an identified struct: `%name` or the numbered `%N`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StructName {
    Named(Sym),
    Numbered(u32),
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    Void,
    Label,
    Metadata,
    Token,
    X86Mmx,
    X86Amx,
    Half,
    BFloat,
    Float,
    Double,
    X86Fp80,
    Fp128,
    PpcFp128,
    Int(u32),
    /// `ptr addrspace(N)` (pointee `None`) or `T addrspace(N)*`.
    Ptr { addrspace: u32, pointee: Option<TypeId> },
    Array { len: u64, elem: TypeId },
    Vector { len: u32, elem: TypeId, scalable: bool },
    /// A literal struct `{ ... }` or packed `<{ ... }>`.
    Struct { fields: Vec<TypeId>, packed: bool },
    /// An identified struct; `body` is `None` while opaque.
    Named { name: StructName, body: Option<(Vec<TypeId>, bool)> },
    Function { ret: TypeId, params: Vec<TypeId>, vararg: bool },
}

/// The interned types of one module.
#[derive(Debug, Clone)]
pub struct TypeTable {
    types: Vec<Type>,
    literal: FxHashMap<Type, TypeId>,
    named: FxHashMap<StructName, TypeId>,
    /// Identified structs in creation order (the order they are printed in).
    pub structs: Vec<TypeId>,
    /// `T*` in address space 0 by `T` (a cache in front of `literal`; `u32::MAX` = none yet).
    ptr_to: Vec<u32>,
    /// `iN` by `N` up to [`SMALL_INT_BITS`] (a cache in front of `literal`; `u32::MAX` = none yet).
    int_of: Vec<u32>,
    /// Per type: whether it is sized (see [`TypeTable::is_sized`]); valid unless `sized_stale`.
    sized: Vec<bool>,
    /// A struct got its body since `sized` was last computed, which may size the types
    /// that contain it.
    sized_stale: bool,
}

/// The widest integer type [`TypeTable::int`] finds by index rather than by hash.
const SMALL_INT_BITS: u32 = 128;

impl Default for TypeTable {
    fn default() -> Self {
        let mut t = TypeTable {
            types: Vec::new(),
            literal: FxHashMap::default(),
            named: FxHashMap::default(),
            structs: Vec::new(),
            ptr_to: Vec::new(),
            int_of: vec![u32::MAX; SMALL_INT_BITS as usize + 1],
            sized: Vec::new(),
            sized_stale: false,
        };
        for ty in [Type::Void, Type::Label, Type::Metadata, Type::Int(1), Type::Int(8), Type::Int(32), Type::Int(64)] {
            t.intern(ty);
        }
        t
    }
}

impl TypeTable {
    pub const VOID: TypeId = TypeId(0);
    pub const LABEL: TypeId = TypeId(1);
    pub const METADATA: TypeId = TypeId(2);
    pub const I1: TypeId = TypeId(3);
    pub const I8: TypeId = TypeId(4);
    pub const I32: TypeId = TypeId(5);
    pub const I64: TypeId = TypeId(6);

    /// The id of a literal (structurally uniqued) type. Not for identified structs.
    pub fn intern(&mut self, ty: Type) -> TypeId {
        debug_assert!(!matches!(ty, Type::Named { .. }));
        if let Some(&id) = self.literal.get(&ty) {
            return id;
        }
        let id = TypeId(self.types.len() as u32);
        self.types.push(ty.clone());
        self.literal.insert(ty, id);
        let sized = !self.sized_stale && self.is_sized_depth(id, 0);
        self.sized.push(sized);
        id
    }

    /// [`TypeTable::intern`] of a struct or function type whose list comes from a buffer the
    /// caller reuses: when the type exists, the list goes back into `list` (nothing allocated
    /// or freed); a new type keeps it.
    pub fn intern_reusing(&mut self, ty: Type, list: &mut Vec<TypeId>) -> TypeId {
        if let Some(&id) = self.literal.get(&ty) {
            if let Type::Struct { fields: mut v, .. } | Type::Function { params: mut v, .. } = ty {
                v.clear();
                *list = v;
            }
            return id;
        }
        self.intern(ty)
    }

    /// The identified struct called `name`, created opaque if new.
    pub fn named_struct(&mut self, name: StructName) -> TypeId {
        if let Some(&id) = self.named.get(&name) {
            return id;
        }
        let id = TypeId(self.types.len() as u32);
        self.types.push(Type::Named { name, body: None });
        self.sized.push(false);
        self.named.insert(name, id);
        self.structs.push(id);
        id
    }

    pub fn lookup_struct(&self, name: StructName) -> Option<TypeId> {
        self.named.get(&name).copied()
    }

    /// Gives an identified struct its body.
    pub fn set_struct_body(&mut self, id: TypeId, fields: Vec<TypeId>, packed: bool) {
        if let Type::Named { body, .. } = &mut self.types[id.index()] {
            *body = Some((fields, packed));
            self.sized_stale = true;
        }
    }

    pub fn get(&self, id: TypeId) -> &Type {
        &self.types[id.index()]
    }

    pub fn len(&self) -> usize {
        self.types.len()
    }

    pub fn is_empty(&self) -> bool {
        self.types.is_empty()
    }

    pub fn int(&mut self, bits: u32) -> TypeId {
        if bits > SMALL_INT_BITS {
            return self.intern(Type::Int(bits));
        }
        match self.int_of[bits as usize] {
            u32::MAX => {
                let id = self.intern(Type::Int(bits));
                self.int_of[bits as usize] = id.0;
                id
            }
            cached => TypeId(cached),
        }
    }

    pub fn ptr(&mut self, addrspace: u32, pointee: Option<TypeId>) -> TypeId {
        let Some(p) = pointee.filter(|_| addrspace == 0) else {
            return self.intern(Type::Ptr { addrspace, pointee });
        };
        if let Some(&cached) = self.ptr_to.get(p.index()) {
            if cached != u32::MAX {
                return TypeId(cached);
            }
        }
        let id = self.intern(Type::Ptr { addrspace, pointee });
        if self.ptr_to.len() <= p.index() {
            self.ptr_to.resize(p.index() + 1, u32::MAX);
        }
        self.ptr_to[p.index()] = id.0;
        id
    }

    pub fn function(&mut self, ret: TypeId, params: Vec<TypeId>, vararg: bool) -> TypeId {
        self.intern(Type::Function { ret, params, vararg })
    }

    pub fn vector(&mut self, len: u32, elem: TypeId, scalable: bool) -> TypeId {
        self.intern(Type::Vector { len, elem, scalable })
    }

    pub fn is_int(&self, id: TypeId) -> bool {
        matches!(self.get(id), Type::Int(_))
    }

    pub fn int_width(&self, id: TypeId) -> Option<u32> {
        match self.get(id) {
            Type::Int(w) => Some(*w),
            _ => None,
        }
    }

    pub fn is_float(&self, id: TypeId) -> bool {
        matches!(
            self.get(id),
            Type::Half | Type::BFloat | Type::Float | Type::Double | Type::X86Fp80 | Type::Fp128 | Type::PpcFp128
        )
    }

    pub fn is_ptr(&self, id: TypeId) -> bool {
        matches!(self.get(id), Type::Ptr { .. })
    }

    /// The element type of a vector, or the type itself.
    pub fn scalar(&self, id: TypeId) -> TypeId {
        match self.get(id) {
            Type::Vector { elem, .. } => *elem,
            _ => id,
        }
    }

    /// `(len, scalable)` of a vector type.
    pub fn vector_shape(&self, id: TypeId) -> Option<(u32, bool)> {
        match self.get(id) {
            Type::Vector { len, scalable, .. } => Some((*len, *scalable)),
            _ => None,
        }
    }

    /// `i1`, or `<N x i1>` when `like` is a vector (the type of a comparison).
    pub fn bool_like(&mut self, like: TypeId) -> TypeId {
        match self.vector_shape(like) {
            Some((len, scalable)) => self.vector(len, TypeTable::I1, scalable),
            None => TypeTable::I1,
        }
    }

    /// Whether values of this type can be the result of an instruction or an operand.
    pub fn is_first_class(&self, id: TypeId) -> bool {
        !matches!(self.get(id), Type::Void | Type::Function { .. } | Type::Named { body: None, .. })
    }

    /// Whether this is an aggregate with elements (array, struct, vector).
    pub fn is_aggregate(&self, id: TypeId) -> bool {
        matches!(self.get(id), Type::Array { .. } | Type::Struct { .. } | Type::Named { body: Some(_), .. })
    }

    /// The type of field/element `index` of an aggregate or vector.
    pub fn element(&self, id: TypeId, index: u64) -> Option<TypeId> {
        match self.get(id) {
            Type::Array { elem, .. } | Type::Vector { elem, .. } => Some(*elem),
            Type::Struct { fields, .. } | Type::Named { body: Some((fields, _)), .. } => fields.get(index as usize).copied(),
            _ => None,
        }
    }

    /// Whether this is a struct type (literal or identified).
    pub fn is_struct(&self, id: TypeId) -> bool {
        matches!(self.get(id), Type::Struct { .. } | Type::Named { .. })
    }

    /// Whether the type (recursively) has a definite size, as `alloca`/`load` require.
    pub fn is_sized(&self, id: TypeId) -> bool {
        if self.sized_stale {
            return self.is_sized_depth(id, 0);
        }
        self.sized[id.index()]
    }

    /// Brings the per-type sizedness up to date after structs got bodies, so that
    /// [`TypeTable::is_sized`] is one load rather than a walk over nested struct fields. The
    /// reader calls it before the first function body and at the end; without it, answers
    /// stay right and are computed each time.
    pub fn refresh_sized(&mut self) {
        if !self.sized_stale {
            return;
        }
        // Computed in full (the table is stale until every entry is).
        let sized: Vec<bool> = (0..self.types.len()).map(|i| self.is_sized_depth(TypeId(i as u32), 0)).collect();
        self.sized = sized;
        self.sized_stale = false;
    }

    fn is_sized_depth(&self, id: TypeId, depth: u32) -> bool {
        if depth > 512 {
            return false;
        }
        if depth > 0 && !self.sized_stale && id.index() < self.sized.len() {
            return self.sized[id.index()];
        }
        match self.get(id) {
            Type::Void | Type::Label | Type::Metadata | Type::Token | Type::Function { .. } => false,
            Type::Named { body: None, .. } => false,
            Type::Array { elem, .. } | Type::Vector { elem, .. } => self.is_sized_depth(*elem, depth + 1),
            Type::Struct { fields, .. } | Type::Named { body: Some((fields, _)), .. } => {
                fields.iter().all(|&f| self.is_sized_depth(f, depth + 1))
            }
            _ => true,
        }
    }
}
