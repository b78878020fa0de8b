//! Attributes of functions, return values, parameters and call sites.
//!
//! Known attributes are an [`AttrKind`] (plain, integer-valued like `align(N)`, or
//! type-carrying like `byval(T)`); anything else is a string attribute `"key"="value"`.
//! Attribute sets are sorted and interned in the module ([`AttrSets`]), so a call site costs
//! a few `u32`s and `#N` groups of the input simply resolve to set ids.

use crate::symbol::Sym;
use crate::types::TypeId;
use rustc_hash::FxHashMap;

macro_rules! attr_kinds {
    ($($variant:ident = $name:literal,)*) => {
        /// The attributes LLVM 14 knows by keyword.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum AttrKind { $($variant,)* }

        impl AttrKind {
            pub fn name(self) -> &'static str {
                match self { $(AttrKind::$variant => $name,)* }
            }
            pub fn from_name(name: &[u8]) -> Option<AttrKind> {
                match name { $(n if n == $name.as_bytes() => Some(AttrKind::$variant),)* _ => None }
            }
        }
    };
}

attr_kinds! {
    AlwaysInline = "alwaysinline", ArgMemOnly = "argmemonly", Builtin = "builtin", Cold = "cold",
    Convergent = "convergent", DisableSanitizerInstrumentation = "disable_sanitizer_instrumentation",
    Hot = "hot", ImmArg = "immarg", InaccessibleMemOrArgMemOnly = "inaccessiblemem_or_argmemonly",
    InaccessibleMemOnly = "inaccessiblememonly", InlineHint = "inlinehint", InReg = "inreg",
    JumpTable = "jumptable", MinSize = "minsize", MustProgress = "mustprogress", Naked = "naked",
    Nest = "nest", NoAlias = "noalias", NoBuiltin = "nobuiltin", NoCallback = "nocallback",
    NoCapture = "nocapture", NoCfCheck = "nocf_check", NoDuplicate = "noduplicate", NoFree = "nofree",
    NoImplicitFloat = "noimplicitfloat", NoInline = "noinline", NoMerge = "nomerge",
    NonLazyBind = "nonlazybind", NonNull = "nonnull", NoProfile = "noprofile", NoRecurse = "norecurse",
    NoRedZone = "noredzone", NoReturn = "noreturn", NoSync = "nosync", NoUndef = "noundef",
    NoUnwind = "nounwind", NoSanitizeCoverage = "nosanitize_coverage",
    NullPointerIsValid = "null_pointer_is_valid", OptForFuzzing = "optforfuzzing", OptNone = "optnone",
    OptSize = "optsize", ReadNone = "readnone", ReadOnly = "readonly", Returned = "returned",
    ReturnsTwice = "returns_twice", SafeStack = "safestack", SanitizeAddress = "sanitize_address",
    SanitizeHwAddress = "sanitize_hwaddress", SanitizeMemory = "sanitize_memory",
    SanitizeMemTag = "sanitize_memtag", SanitizeThread = "sanitize_thread",
    ShadowCallStack = "shadowcallstack", SignExt = "signext", Speculatable = "speculatable",
    SpeculativeLoadHardening = "speculative_load_hardening", Ssp = "ssp", SspReq = "sspreq",
    SspStrong = "sspstrong", StrictFp = "strictfp", SwiftAsync = "swiftasync", SwiftError = "swifterror",
    SwiftSelf = "swiftself", UwTable = "uwtable", WillReturn = "willreturn", WriteOnly = "writeonly",
    ZeroExt = "zeroext",
    Align = "align", AlignStack = "alignstack", Dereferenceable = "dereferenceable",
    DereferenceableOrNull = "dereferenceable_or_null",
    AllocSize = "allocsize", VScaleRange = "vscale_range",
    ByVal = "byval", ByRef = "byref", Preallocated = "preallocated", InAlloca = "inalloca",
    StructRet = "sret", ElementType = "elementtype",
}

impl AttrKind {
    /// Attributes written `name(N)` (or `align N`) that carry an integer.
    pub fn takes_int(self) -> bool {
        matches!(self, AttrKind::Align | AttrKind::AlignStack | AttrKind::Dereferenceable | AttrKind::DereferenceableOrNull)
    }

    /// Attributes written `name(T)` that carry a type.
    pub fn takes_type(self) -> bool {
        matches!(
            self,
            AttrKind::ByVal | AttrKind::ByRef | AttrKind::Preallocated | AttrKind::InAlloca | AttrKind::StructRet | AttrKind::ElementType
        )
    }
}

/// One attribute.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Attr {
    /// A keyword attribute without a value (`nounwind`).
    Flag(AttrKind),
    /// `align(N)`/`align N`, `alignstack(N)`, `dereferenceable(N)`, `dereferenceable_or_null(N)`.
    Int(AttrKind, u64),
    /// `byval(T)`, `sret(T)`, `elementtype(T)`, ...; `None` for the untyped form (`byval`).
    Type(AttrKind, Option<TypeId>),
    /// `allocsize(N[, M])`.
    AllocSize(u32, Option<u32>),
    /// `vscale_range(MIN[, MAX])`.
    VScaleRange(u32, u32),
    /// `"key"` or `"key"="value"`.
    Str(Sym, Option<Sym>),
}

/// What makes two attributes of one set the same attribute: its kind, or its string key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum AttrKey {
    Kind(AttrKind),
    Str(Sym),
}

impl Attr {
    pub fn key(&self) -> AttrKey {
        match *self {
            Attr::Flag(k) | Attr::Int(k, _) | Attr::Type(k, _) => AttrKey::Kind(k),
            Attr::AllocSize(..) => AttrKey::Kind(AttrKind::AllocSize),
            Attr::VScaleRange(..) => AttrKey::Kind(AttrKind::VScaleRange),
            Attr::Str(key, _) => AttrKey::Str(key),
        }
    }
}

/// An interned, sorted attribute set; `AttrSetId::EMPTY` is the empty set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AttrSetId(pub u32);

impl AttrSetId {
    pub const EMPTY: AttrSetId = AttrSetId(0);
    pub fn is_empty(self) -> bool {
        self == AttrSetId::EMPTY
    }
}

/// The attribute sets of one module.
#[derive(Debug, Clone)]
pub struct AttrSets {
    sets: Vec<Box<[Attr]>>,
    map: FxHashMap<Box<[Attr]>, AttrSetId>,
}

impl Default for AttrSets {
    fn default() -> Self {
        let mut s = AttrSets { sets: Vec::new(), map: FxHashMap::default() };
        s.sets.push(Box::new([]));
        s.map.insert(Box::new([]), AttrSetId::EMPTY);
        s
    }
}

impl AttrSets {
    /// Interns a set: one attribute per kind or string key, the last one given winning (as
    /// LLVM's reader keeps `"k"="2" "k"="8"` as `"k"="8"`), sorted by that key.
    pub fn intern(&mut self, mut attrs: Vec<Attr>) -> AttrSetId {
        attrs.reverse();
        attrs.sort_by_key(Attr::key);
        attrs.dedup_by_key(|a| a.key());
        if let Some(&id) = self.map.get(attrs.as_slice()) {
            return id;
        }
        let id = AttrSetId(self.sets.len() as u32);
        let boxed: Box<[Attr]> = attrs.into();
        self.sets.push(boxed.clone());
        self.map.insert(boxed, id);
        id
    }

    pub fn get(&self, id: AttrSetId) -> &[Attr] {
        &self.sets[id.0 as usize]
    }

    /// The union of two sets.
    pub fn union(&mut self, a: AttrSetId, b: AttrSetId) -> AttrSetId {
        if a.is_empty() {
            return b;
        }
        if b.is_empty() {
            return a;
        }
        let v: Vec<Attr> = self.get(a).iter().chain(self.get(b)).cloned().collect();
        self.intern(v)
    }

    pub fn contains(&self, id: AttrSetId, kind: AttrKind) -> bool {
        self.get(id).iter().any(|a| match a {
            Attr::Flag(k) | Attr::Int(k, _) | Attr::Type(k, _) => *k == kind,
            Attr::AllocSize(..) => kind == AttrKind::AllocSize,
            Attr::VScaleRange(..) => kind == AttrKind::VScaleRange,
            Attr::Str(..) => false,
        })
    }
}

/// The attributes of a function or call site: function, return value, and each parameter.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AttrList {
    pub func: AttrSetId,
    pub ret: AttrSetId,
    /// One entry per parameter (trailing empty sets may be omitted).
    pub params: Vec<AttrSetId>,
}

impl AttrList {
    pub fn param(&self, i: usize) -> AttrSetId {
        self.params.get(i).copied().unwrap_or_default()
    }
}
