//! Attributes of functions, return values, parameters and call sites.
//!
//! Known attributes are an [`AttrKind`] (plain, integer-valued like `align(N)`, or
//! type-carrying like `byval(T)`); anything else is a string attribute `"key"="value"`.
//! The structured attributes of LLVM 15-22 (`memory(...)`, `captures(...)`, `range(...)`,
//! `nofpclass(...)`, `initializes(...)`, `allockind(...)`) have their own [`Attr`] variants
//! holding their meaning, so they print in the syntax LLVM reads.
//! Attribute sets are sorted and interned in the module ([`AttrSets`]), so a call site costs
//! a few `u32`s and `#N` groups of the input simply resolve to set ids.

use crate::symbol::Sym;
use crate::types::TypeId;
use rustc_hash::FxHashMap;

macro_rules! attr_kinds {
    ($($variant:ident = $name:literal,)*) => {
        /// The attributes LLVM knows by keyword (LLVM 14's, then those of LLVM 15-22).
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
    // LLVM 15
    AllocAlign = "allocalign", AllocPtr = "allocptr", AllocKind = "allockind",
    PresplitCoroutine = "presplitcoroutine", FnRetThunkExtern = "fn_ret_thunk_extern",
    // LLVM 16
    Memory = "memory", NoSanitizeBounds = "nosanitize_bounds", SkipProfile = "skipprofile",
    // LLVM 17
    NoFpClass = "nofpclass",
    // LLVM 18
    Writable = "writable", DeadOnUnwind = "dead_on_unwind", OptDebug = "optdebug",
    CoroDestroyOnlyWhenComplete = "coro_only_destroy_when_complete",
    // LLVM 19
    Range = "range", Initializes = "initializes", HybridPatchable = "hybrid_patchable",
    SanitizeNumericalStability = "sanitize_numerical_stability",
    // LLVM 20
    CoroElideSafe = "coro_elide_safe", SanitizeRealtime = "sanitize_realtime",
    SanitizeRealtimeBlocking = "sanitize_realtime_blocking", SanitizeType = "sanitize_type", NoExt = "noext",
    NoDivergenceSource = "no_divergence_source",
    // LLVM 21
    Captures = "captures", DeadOnReturn = "dead_on_return",
    // LLVM 22
    NoCreateUndefOrPoison = "nocreateundeforpoison", SanitizeAllocToken = "sanitize_alloc_token",
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
    /// `memory(...)` (LLVM 16).
    Memory(MemoryEffects),
    /// `captures(...)` (LLVM 21): what may be captured in general and through the return value.
    Captures { other: u8, ret: u8 },
    /// `range(iN lo, hi)` (LLVM 19): the half-open range `[lo, hi)`, masked to the width of
    /// the integer type (at most 128 bits).
    Range { ty: TypeId, lo: u128, hi: u128 },
    /// `nofpclass(...)` (LLVM 17): the classes the value is not in ([`FpClass`] bits).
    NoFpClass(u16),
    /// `initializes((lo, hi), ...)` (LLVM 19): byte ranges the callee writes before reading.
    Initializes(Box<[(i64, i64)]>),
    /// `allockind("...")` (LLVM 15): [`AllocKindBits`].
    AllocKind(u8),
    /// `uwtable(sync)` (LLVM 15); `uwtable` and `uwtable(async)` are `Flag(UwTable)`.
    UwTableSync,
}

/// `memory(...)`: two bits (read = 1, write = 2) per location of [`MemoryEffects::LOCATIONS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MemoryEffects(pub u16);

impl MemoryEffects {
    /// The locations with their keyword and the LLVM release that named them; the last,
    /// unnamed one is every other memory (the default access).
    pub const LOCATIONS: [(&'static str, u8); 6] =
        [("argmem", 16), ("inaccessiblemem", 16), ("errnomem", 21), ("target_mem0", 22), ("target_mem1", 22), ("", 16)];
    pub const OTHER: usize = 5;
    pub const ACCESS: [&'static str; 4] = ["none", "read", "write", "readwrite"];

    pub fn get(self, loc: usize) -> u8 {
        ((self.0 >> (2 * loc)) & 3) as u8
    }

    pub fn set(&mut self, loc: usize, access: u8) {
        self.0 = (self.0 & !(3 << (2 * loc))) | ((access as u16 & 3) << (2 * loc));
    }

    /// Whether the function may write memory at all.
    pub fn may_write(self) -> bool {
        (0..Self::LOCATIONS.len()).any(|l| self.get(l) & 2 != 0)
    }
}

/// The bits of `captures(...)` components.
pub struct CaptureBits;

impl CaptureBits {
    pub const ADDRESS_IS_NULL: u8 = 1;
    /// `address` includes `address_is_null`.
    pub const ADDRESS: u8 = 2 | 1;
    pub const READ_PROVENANCE: u8 = 4;
    /// `provenance` includes `read_provenance`.
    pub const PROVENANCE: u8 = 8 | 4;
    pub const ALL: u8 = Self::ADDRESS | Self::PROVENANCE;
}

/// `nofpclass` bits and keywords (single classes, then the groups they form).
pub struct FpClass;

impl FpClass {
    pub const NAMES: [(&'static str, u16); 16] = [
        ("all", 0x3ff), ("nan", 0x3), ("inf", 0x204), ("zero", 0x60), ("sub", 0x90), ("norm", 0x108),
        ("snan", 0x1), ("qnan", 0x2), ("ninf", 0x4), ("nnorm", 0x8), ("nsub", 0x10), ("nzero", 0x20),
        ("pzero", 0x40), ("psub", 0x80), ("pnorm", 0x100), ("pinf", 0x200),
    ];
}

/// `allockind("...")` keywords in bit order.
pub struct AllocKindBits;

impl AllocKindBits {
    pub const NAMES: [&'static str; 6] = ["alloc", "realloc", "free", "uninitialized", "zeroed", "aligned"];
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
            Attr::Str(key, _) => AttrKey::Str(key),
            _ => AttrKey::Kind(self.kind().expect("not a string attribute")),
        }
    }

    /// The attribute's kind; `None` for string attributes.
    pub fn kind(&self) -> Option<AttrKind> {
        Some(match *self {
            Attr::Flag(k) | Attr::Int(k, _) | Attr::Type(k, _) => k,
            Attr::AllocSize(..) => AttrKind::AllocSize,
            Attr::VScaleRange(..) => AttrKind::VScaleRange,
            Attr::Str(..) => return None,
            Attr::Memory(_) => AttrKind::Memory,
            Attr::Captures { .. } => AttrKind::Captures,
            Attr::Range { .. } => AttrKind::Range,
            Attr::NoFpClass(_) => AttrKind::NoFpClass,
            Attr::Initializes(_) => AttrKind::Initializes,
            Attr::AllocKind(_) => AttrKind::AllocKind,
            Attr::UwTableSync => AttrKind::UwTable,
        })
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
        self.intern_in_place(&mut attrs)
    }

    /// [`AttrSets::intern`] of a buffer the caller reuses: `attrs` is left sorted and
    /// deduplicated, and copied only when the set is new.
    pub fn intern_in_place(&mut self, attrs: &mut Vec<Attr>) -> AttrSetId {
        // Most call arguments have none: the empty set is always the first, not hashed.
        if attrs.is_empty() {
            return AttrSetId::EMPTY;
        }
        attrs.reverse();
        attrs.sort_by_key(Attr::key);
        attrs.dedup_by_key(|a| a.key());
        if let Some(&id) = self.map.get(attrs.as_slice()) {
            return id;
        }
        let id = AttrSetId(self.sets.len() as u32);
        let boxed: Box<[Attr]> = attrs.as_slice().into();
        self.sets.push(boxed.clone());
        self.map.insert(boxed, id);
        id
    }

    pub fn get(&self, id: AttrSetId) -> &[Attr] {
        &self.sets[id.0 as usize]
    }

    /// How many sets there are (every [`AttrSetId`] is below it).
    pub fn len(&self) -> usize {
        self.sets.len()
    }

    /// Never: the empty set is always there.
    pub fn is_empty(&self) -> bool {
        self.sets.is_empty()
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
        self.get(id).iter().any(|a| a.kind() == Some(kind))
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
