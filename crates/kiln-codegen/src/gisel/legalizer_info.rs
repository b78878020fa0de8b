//! LegalizerInfo: whether a generic instruction is legal, and if not what to do about it,
//! decided from a [`LegalityQuery`] alone (the opcode, the type of each type index, the size
//! and atomic ordering of each memory operand), never from the instruction's context. So the
//! legality of an instruction can be asked before it exists.
//!
//! A target builds one rule set per group of opcodes with [`LegalizerInfo::actions`]; several
//! opcodes named together share their rule set for good. The rules of a set are tried top to
//! bottom and the first whose predicate holds decides; when none does, the instruction is
//! unsupported. The builder reads like the documents' C++:
//!
//! ```
//! use kiln_codegen::gisel::legalizer_info::*;
//! use kiln_codegen::gisel::llt::{types::*, Llt};
//! use kiln_codegen::target::target_opcode::*;
//!
//! let mut info = LegalizerInfo::new(64);
//! info.actions(&[G_ADD, G_SUB, G_MUL, G_AND, G_OR, G_XOR, G_SHL])
//!     .legal_for(&[S32, S64, V2S32, V4S32, V2S64])
//!     .clamp_scalar(0, S32, S64)
//!     .widen_scalar_to_next_pow2(0);
//! let s7 = Llt::scalar(7);
//! let step = info.action(&LegalityQuery::new(G_ADD, &[s7]));
//! assert_eq!((step.action, step.type_index, step.new_type), (LegalizeAction::WidenScalar, 0, S32));
//! ```

use super::llt::Llt;
use crate::target::target_opcode;

/// What the legalizer does with an instruction, as a rule decides it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LegalizeAction {
    /// The target selects the instruction as it is.
    Legal,
    /// Split the scalars of a type index into narrower pieces (the new type is a piece).
    NarrowScalar,
    /// Extend the scalars of a type index to the new, wider type.
    WidenScalar,
    /// Split a vector type index into vectors of fewer elements (the new type).
    FewerElements,
    /// Pad a vector type index with undefined elements up to the new type.
    MoreElements,
    /// Replace the instruction by equivalent simpler instructions (per opcode).
    Lower,
    /// Replace the instruction by a call to a runtime library function.
    Libcall,
    /// The target's own hook legalizes it.
    Custom,
    /// There is no way to make it legal: compilation fails naming it.
    Unsupported,
}

impl LegalizeAction {
    /// The builder name of the action, for messages (`widen_scalar`).
    pub fn name(self) -> &'static str {
        match self {
            LegalizeAction::Legal => "legal",
            LegalizeAction::NarrowScalar => "narrow_scalar",
            LegalizeAction::WidenScalar => "widen_scalar",
            LegalizeAction::FewerElements => "fewer_elements",
            LegalizeAction::MoreElements => "more_elements",
            LegalizeAction::Lower => "lower",
            LegalizeAction::Libcall => "libcall",
            LegalizeAction::Custom => "custom",
            LegalizeAction::Unsupported => "unsupported",
        }
    }
}

/// The atomic ordering of a memory access.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AtomicOrdering {
    NotAtomic,
    Unordered,
    Monotonic,
    Acquire,
    Release,
    AcquireRelease,
    SequentiallyConsistent,
}

impl AtomicOrdering {
    /// The ordering MIR writes in a memory operand (`seq_cst`); absent is not atomic.
    pub fn from_mir_name(name: Option<&str>) -> AtomicOrdering {
        match name {
            Some("unordered") => AtomicOrdering::Unordered,
            Some("monotonic") => AtomicOrdering::Monotonic,
            Some("acquire") => AtomicOrdering::Acquire,
            Some("release") => AtomicOrdering::Release,
            Some("acq_rel") => AtomicOrdering::AcquireRelease,
            Some("seq_cst") => AtomicOrdering::SequentiallyConsistent,
            _ => AtomicOrdering::NotAtomic,
        }
    }
}

/// What a query knows of one memory operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MemDesc {
    pub size_bits: u64,
    pub ordering: AtomicOrdering,
}

/// Everything legality may depend on.
#[derive(Clone, Copy, Debug)]
pub struct LegalityQuery<'a> {
    pub opcode: u32,
    /// The type of each type index (`types[0]` is `type0`).
    pub types: &'a [Llt],
    pub mem: &'a [MemDesc],
}

impl<'a> LegalityQuery<'a> {
    pub fn new(opcode: u32, types: &'a [Llt]) -> LegalityQuery<'a> {
        LegalityQuery { opcode, types, mem: &[] }
    }

    pub fn with_mem(opcode: u32, types: &'a [Llt], mem: &'a [MemDesc]) -> LegalityQuery<'a> {
        LegalityQuery { opcode, types, mem }
    }

    /// The type of index `index`; a missing index matches no type rule.
    pub fn ty(&self, index: u8) -> Option<Llt> {
        self.types.get(usize::from(index)).copied()
    }
}

/// The answer to a query: the action, and for the type-changing ones the type index to change
/// and its new type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LegalizeStep {
    pub action: LegalizeAction,
    pub type_index: u8,
    pub new_type: Llt,
    /// The rule that decided (its set and position; [`LegalizerInfo::describe_rule`] prints
    /// its builder call); `None` when no rule matched.
    pub rule: Option<u32>,
}

/// A condition on a query.
pub type LegalityPredicate = Box<dyn Fn(&LegalityQuery) -> bool + Send + Sync>;
/// The type index to change and its new type, computed from the query.
pub type LegalizeMutation = Box<dyn Fn(&LegalityQuery) -> (u8, Llt) + Send + Sync>;

struct Rule {
    predicate: LegalityPredicate,
    action: LegalizeAction,
    mutation: Option<LegalizeMutation>,
    /// The builder call that added the rule, for messages.
    describe: String,
}

/// The ordered rules of one opcode group.
#[derive(Default)]
pub struct LegalizeRuleSet {
    rules: Vec<Rule>,
}

/// A type list entry of the `_for` rules: one type (type index 0), or a 2- or 3-tuple that must
/// match type indices 0, 1 (and 2) together.
pub trait TypeTuple: Copy + Send + Sync + 'static {
    fn matches(&self, query: &LegalityQuery) -> bool;
    fn describe(&self) -> String;
}

impl TypeTuple for Llt {
    fn matches(&self, q: &LegalityQuery) -> bool {
        q.ty(0) == Some(*self)
    }
    fn describe(&self) -> String {
        self.to_string()
    }
}

impl TypeTuple for (Llt, Llt) {
    fn matches(&self, q: &LegalityQuery) -> bool {
        q.ty(0) == Some(self.0) && q.ty(1) == Some(self.1)
    }
    fn describe(&self) -> String {
        format!("{{{}, {}}}", self.0, self.1)
    }
}

impl TypeTuple for (Llt, Llt, Llt) {
    fn matches(&self, q: &LegalityQuery) -> bool {
        q.ty(0) == Some(self.0) && q.ty(1) == Some(self.1) && q.ty(2) == Some(self.2)
    }
    fn describe(&self) -> String {
        format!("{{{}, {}, {}}}", self.0, self.1, self.2)
    }
}

fn list<T: TypeTuple>(items: &[T]) -> String {
    items.iter().map(TypeTuple::describe).collect::<Vec<_>>().join(", ")
}

/// The predicates rules are built from; user predicates combine with [`predicates::all`].
pub mod predicates {
    pub use super::{LegalityPredicate, LegalityQuery};
    use crate::gisel::llt::Llt;

    /// Holds when every one of `preds` holds.
    pub fn all(preds: Vec<LegalityPredicate>) -> LegalityPredicate {
        Box::new(move |q: &LegalityQuery| preds.iter().all(|p| p(q)))
    }

    pub fn type_is(index: u8, ty: Llt) -> LegalityPredicate {
        Box::new(move |q: &LegalityQuery| q.ty(index) == Some(ty))
    }

    pub fn type_in_set(index: u8, set: &[Llt]) -> LegalityPredicate {
        let set = set.to_vec();
        Box::new(move |q: &LegalityQuery| q.ty(index).is_some_and(|t| set.contains(&t)))
    }

    pub fn is_scalar(index: u8) -> LegalityPredicate {
        Box::new(move |q: &LegalityQuery| q.ty(index).is_some_and(Llt::is_scalar))
    }

    pub fn is_vector(index: u8) -> LegalityPredicate {
        Box::new(move |q: &LegalityQuery| q.ty(index).is_some_and(Llt::is_vector))
    }

    pub fn is_pointer(index: u8) -> LegalityPredicate {
        Box::new(move |q: &LegalityQuery| q.ty(index).is_some_and(Llt::is_pointer))
    }

    /// A scalar narrower than `bits`.
    pub fn scalar_narrower_than(index: u8, bits: u32) -> LegalityPredicate {
        Box::new(move |q: &LegalityQuery| q.ty(index).is_some_and(|t| t.is_scalar() && t.scalar_bits() < bits))
    }

    /// A scalar wider than `bits`.
    pub fn scalar_wider_than(index: u8, bits: u32) -> LegalityPredicate {
        Box::new(move |q: &LegalityQuery| q.ty(index).is_some_and(|t| t.is_scalar() && t.scalar_bits() > bits))
    }

    /// A scalar whose width is not a power of two.
    pub fn size_not_pow2(index: u8) -> LegalityPredicate {
        Box::new(move |q: &LegalityQuery| q.ty(index).is_some_and(|t| t.is_scalar() && !t.scalar_bits().is_power_of_two()))
    }

    /// The first memory operand's size differs from the width of type index `index`'s scalars.
    pub fn mem_size_differs_from_type(index: u8) -> LegalityPredicate {
        Box::new(move |q: &LegalityQuery| match (q.ty(index), q.mem.first()) {
            (Some(t), Some(m)) => t.element().address_space().is_none() && m.size_bits != t.size_bits(0),
            _ => false,
        })
    }
}

/// Adds rules to one opcode group's rule set (from [`LegalizerInfo::actions`]).
pub struct RuleSetBuilder<'a> {
    set: &'a mut LegalizeRuleSet,
}

macro_rules! action_family {
    ($action:ident, $always:ident, $if_:ident, $for_:ident, $cartesian:ident) => {
        /// The rule always applies.
        pub fn $always(self) -> Self {
            self.rule(LegalizeAction::$action, Box::new(|_: &LegalityQuery| true), None, stringify!($always).to_string())
        }
        /// The rule applies when `predicate` holds.
        pub fn $if_(self, predicate: LegalityPredicate) -> Self {
            self.rule(LegalizeAction::$action, predicate, None, concat!(stringify!($if_), "(...)").to_string())
        }
        /// The rule applies to the listed types (index 0) or tuples of types (indices 0, 1, 2).
        pub fn $for_<T: TypeTuple>(self, types: &[T]) -> Self {
            let describe = format!(concat!(stringify!($for_), "({})"), list(types));
            let types = types.to_vec();
            self.rule(LegalizeAction::$action, Box::new(move |q: &LegalityQuery| types.iter().any(|t| t.matches(q))), None, describe)
        }
        /// The rule applies when each type index is in its own set (`sets[0]` for index 0, ...).
        pub fn $cartesian(self, sets: &[&[Llt]]) -> Self {
            let describe = format!(concat!(stringify!($cartesian), "({})"), sets.iter().map(|s| format!("{{{}}}", list(s))).collect::<Vec<_>>().join(", "));
            let sets: Vec<Vec<Llt>> = sets.iter().map(|s| s.to_vec()).collect();
            let predicate = move |q: &LegalityQuery| sets.iter().enumerate().all(|(k, set)| q.ty(k as u8).is_some_and(|t| set.contains(&t)));
            self.rule(LegalizeAction::$action, Box::new(predicate), None, describe)
        }
    };
}

macro_rules! mutating_family {
    ($action:ident, $if_:ident, $for_:ident) => {
        /// When `predicate` holds, change the type `mutation` names.
        pub fn $if_(self, predicate: LegalityPredicate, mutation: LegalizeMutation) -> Self {
            self.rule(LegalizeAction::$action, predicate, Some(mutation), concat!(stringify!($if_), "(...)").to_string())
        }
        /// For the listed types or tuples, change type index `index` to `ty`.
        pub fn $for_<T: TypeTuple>(self, types: &[T], index: u8, ty: Llt) -> Self {
            let describe = format!(concat!(stringify!($for_), "({}; {}, {})"), list(types), index, ty);
            let types = types.to_vec();
            self.rule(LegalizeAction::$action, Box::new(move |q: &LegalityQuery| types.iter().any(|t| t.matches(q))), Some(Box::new(move |_: &LegalityQuery| (index, ty))), describe)
        }
    };
}

impl RuleSetBuilder<'_> {
    fn rule(self, action: LegalizeAction, predicate: LegalityPredicate, mutation: Option<LegalizeMutation>, describe: String) -> Self {
        self.set.rules.push(Rule { predicate, action, mutation, describe });
        self
    }

    action_family!(Legal, legal, legal_if, legal_for, legal_for_cartesian_product);
    action_family!(Lower, lower, lower_if, lower_for, lower_for_cartesian_product);
    action_family!(Libcall, libcall, libcall_if, libcall_for, libcall_for_cartesian_product);
    action_family!(Custom, custom, custom_if, custom_for, custom_for_cartesian_product);
    action_family!(Unsupported, unsupported, unsupported_if, unsupported_for, unsupported_for_cartesian_product);
    mutating_family!(NarrowScalar, narrow_scalar_if, narrow_scalar_for);
    mutating_family!(WidenScalar, widen_scalar_if, widen_scalar_for);
    mutating_family!(FewerElements, fewer_elements_if, fewer_elements_for);
    mutating_family!(MoreElements, more_elements_if, more_elements_for);

    /// Lower when `predicate` holds, doing the expansion in the type `mutation` names.
    pub fn lower_if_mutate(self, predicate: LegalityPredicate, mutation: LegalizeMutation) -> Self {
        self.rule(LegalizeAction::Lower, predicate, Some(mutation), "lower_if(..., mutation)".to_string())
    }

    /// Legal for the (type 0, type 1, memory size in bits) tuples: `legalForTypesWithMemSize`.
    pub fn legal_for_types_with_mem_size(self, tuples: &[(Llt, Llt, u64)]) -> Self {
        let describe = format!("legal_for_types_with_mem_size({})", tuples.iter().map(|(a, b, m)| format!("{{{a}, {b}, {m}}}")).collect::<Vec<_>>().join(", "));
        let tuples = tuples.to_vec();
        let predicate = move |q: &LegalityQuery| {
            let mem = q.mem.first().map(|m| m.size_bits);
            tuples.iter().any(|&(a, b, m)| q.ty(0) == Some(a) && q.ty(1) == Some(b) && mem == Some(m))
        };
        self.rule(LegalizeAction::Legal, Box::new(predicate), None, describe)
    }

    /// Widen a scalar whose width is not a power of two to the next power of two (at least
    /// `min_bits`).
    pub fn widen_scalar_to_next_pow2(self, index: u8) -> Self {
        self.widen_scalar_to_next_pow2_min(index, 0)
    }

    pub fn widen_scalar_to_next_pow2_min(self, index: u8, min_bits: u32) -> Self {
        let mutation = move |q: &LegalityQuery| {
            let ty = q.ty(index).expect("the predicate saw the type");
            let bits = ty.scalar_bits().checked_next_power_of_two().unwrap_or(u32::MAX).max(min_bits);
            (index, ty.with_scalar_bits(bits))
        };
        let describe = format!("widen_scalar_to_next_pow2({index})");
        self.rule(LegalizeAction::WidenScalar, predicates::size_not_pow2(index), Some(Box::new(mutation)), describe)
    }

    /// Widen a scalar narrower than `ty` to `ty`.
    pub fn min_scalar(self, index: u8, ty: Llt) -> Self {
        let describe = format!("min_scalar({index}, {ty})");
        self.rule(LegalizeAction::WidenScalar, predicates::scalar_narrower_than(index, ty.scalar_bits()), Some(Box::new(move |_: &LegalityQuery| (index, ty))), describe)
    }

    /// Narrow a scalar wider than `ty` to `ty`.
    pub fn max_scalar(self, index: u8, ty: Llt) -> Self {
        let describe = format!("max_scalar({index}, {ty})");
        self.rule(LegalizeAction::NarrowScalar, predicates::scalar_wider_than(index, ty.scalar_bits()), Some(Box::new(move |_: &LegalityQuery| (index, ty))), describe)
    }

    /// [`Self::min_scalar`] then [`Self::max_scalar`].
    pub fn clamp_scalar(self, index: u8, min: Llt, max: Llt) -> Self {
        let describe = format!("clamp_scalar({index}, {min}, {max})");
        let widen = predicates::scalar_narrower_than(index, min.scalar_bits());
        let narrow = predicates::scalar_wider_than(index, max.scalar_bits());
        self.rule(LegalizeAction::WidenScalar, widen, Some(Box::new(move |_: &LegalityQuery| (index, min))), describe.clone())
            .rule(LegalizeAction::NarrowScalar, narrow, Some(Box::new(move |_: &LegalityQuery| (index, max))), describe)
    }

    /// Widen the scalar of `index` to the scalar width of `larger_index` when it is narrower.
    pub fn min_scalar_same_as(self, index: u8, larger_index: u8) -> Self {
        let predicate = move |q: &LegalityQuery| match (q.ty(index), q.ty(larger_index)) {
            (Some(t), Some(l)) => t.is_scalar() && l.element().scalar_bits() > t.scalar_bits(),
            _ => false,
        };
        let mutation = move |q: &LegalityQuery| (index, Llt::scalar(q.ty(larger_index).expect("the predicate saw the type").element().scalar_bits()));
        self.rule(LegalizeAction::WidenScalar, Box::new(predicate), Some(Box::new(mutation)), format!("min_scalar_same_as({index}, {larger_index})"))
    }

    /// Keep the element count of vectors of `min`'s element between `min`'s and `max`'s.
    pub fn clamp_num_elements(self, index: u8, min: Llt, max: Llt) -> Self {
        let element = min.element();
        let (low, high) = (min.lanes(), max.lanes());
        let describe = format!("clamp_num_elements({index}, {min}, {max})");
        let is_ours = move |q: &LegalityQuery| q.ty(index).filter(|t| t.is_vector() && t.element() == element);
        let more = move |q: &LegalityQuery| is_ours(q).is_some_and(|t| t.lanes() < low);
        let fewer = move |q: &LegalityQuery| is_ours(q).is_some_and(|t| t.lanes() > high);
        self.rule(LegalizeAction::MoreElements, Box::new(more), Some(Box::new(move |_: &LegalityQuery| (index, Llt::vector(low, element)))), describe.clone())
            .rule(LegalizeAction::FewerElements, Box::new(fewer), Some(Box::new(move |_: &LegalityQuery| (index, Llt::vector(high, element)))), describe)
    }

    /// Split a vector of type index `index` into its elements (`scalarize`).
    pub fn scalarize(self, index: u8) -> Self {
        let mutation = move |q: &LegalityQuery| (index, q.ty(index).expect("the predicate saw the type").element());
        self.rule(LegalizeAction::FewerElements, predicates::is_vector(index), Some(Box::new(mutation)), format!("scalarize({index})"))
    }

    /// Pad a vector whose element count is not a power of two to the next one.
    pub fn more_elements_to_next_pow2(self, index: u8) -> Self {
        let predicate = move |q: &LegalityQuery| q.ty(index).is_some_and(|t| t.is_vector() && !t.lanes().is_power_of_two());
        let mutation = move |q: &LegalityQuery| {
            let t = q.ty(index).expect("the predicate saw the type");
            (index, t.with_lanes(t.lanes().next_power_of_two()))
        };
        self.rule(LegalizeAction::MoreElements, Box::new(predicate), Some(Box::new(mutation)), format!("more_elements_to_next_pow2({index})"))
    }

    /// Pad a vector to the next multiple of `multiple` elements.
    pub fn more_elements_to_next_multiple(self, index: u8, multiple: u32) -> Self {
        let predicate = move |q: &LegalityQuery| q.ty(index).is_some_and(|t| t.is_vector() && t.lanes() % multiple != 0);
        let mutation = move |q: &LegalityQuery| {
            let t = q.ty(index).expect("the predicate saw the type");
            (index, t.with_lanes(t.lanes().next_multiple_of(multiple)))
        };
        self.rule(LegalizeAction::MoreElements, Box::new(predicate), Some(Box::new(mutation)), format!("more_elements_to_next_multiple({index}, {multiple})"))
    }
}

/// The types a [`StepTable`] entry can be keyed by: those the IRTranslator gives most values.
const COMMON_TYPES: [Llt; 15] = {
    use super::llt::types::*;
    [S1, S8, S16, S32, S64, S128, S80, P0, Llt::scalar(24), Llt::scalar(48), V16S8, V8S16, V4S32, V2S64, V2S32]
};

/// The code of a common type in a [`StepTable`] key (1..=15; 0 is a missing type index): its
/// position in [`COMMON_TYPES`] plus one (a test checks the two agree). A scalar's is one look
/// into [`SCALAR_CODES`] by its width (every query of nearly every instruction reads one or two
/// of them), the others' one `match`.
#[inline(always)]
fn common_code(ty: Llt) -> Option<u64> {
    use super::llt::types::*;
    if ty.is_scalar() {
        let code = SCALAR_CODES.get(ty.scalar_bits() as usize).copied().unwrap_or(0);
        return (code != 0).then_some(u64::from(code));
    }
    Some(match ty {
        P0 => 8,
        V16S8 => 11,
        V8S16 => 12,
        V4S32 => 13,
        V2S64 => 14,
        V2S32 => 15,
        _ => return None,
    })
}

/// [`common_code`] of the common scalar types, by width (0: not common).
const SCALAR_CODES: [u8; 129] = {
    let mut codes = [0u8; 129];
    let mut k = 0;
    while k < COMMON_TYPES.len() {
        if COMMON_TYPES[k].is_scalar() {
            codes[COMMON_TYPES[k].scalar_bits() as usize] = k as u8 + 1;
        }
        k += 1;
    }
    codes
};

/// The rules' answers to the queries most instructions ask, one atomic word per (opcode, type
/// 0, type 1) of common types, filled on first ask and then shared by every function and every
/// thread: a query without memory operands and with at most two type indices is then one
/// lookup, with no hashing and no allocation; so is a plain load's or store's, whose one
/// non-atomic memory operand of a common size has a row of its own after the opcodes' rows.
/// An entry holds the whole [`LegalizeStep`] (its new type as a common type's code), or says
/// that the step cannot be held.
struct StepTable {
    entries: Box<[std::sync::atomic::AtomicU64]>,
}

/// Entry bits: the rule (32 bits), whether there is one, the action, the type index, the
/// new type's code, and the state (known, or known not to fit).
const HAS_RULE: u64 = 1 << 32;
const ACTION_SHIFT: u32 = 33;
const INDEX_SHIFT: u32 = 37;
const NEW_TYPE_SHIFT: u32 = 40;
const KNOWN: u64 = 1 << 62;
const UNFIT: u64 = 1 << 63;
const ACTIONS: [LegalizeAction; 9] = [
    LegalizeAction::Legal,
    LegalizeAction::NarrowScalar,
    LegalizeAction::WidenScalar,
    LegalizeAction::FewerElements,
    LegalizeAction::MoreElements,
    LegalizeAction::Lower,
    LegalizeAction::Libcall,
    LegalizeAction::Custom,
    LegalizeAction::Unsupported,
];

/// The opcodes whose queries with one memory operand a [`StepTable`] holds.
const MEMORY_OPCODES: [u32; 4] = [target_opcode::G_LOAD, target_opcode::G_STORE, target_opcode::G_SEXTLOAD, target_opcode::G_ZEXTLOAD];
/// The sizes of that memory operand, in bits.
const MEMORY_SIZES: [u64; 6] = [8, 16, 32, 64, 80, 128];

impl StepTable {
    fn new() -> StepTable {
        let rows = target_opcode::COUNT as usize + MEMORY_OPCODES.len() * MEMORY_SIZES.len();
        StepTable { entries: (0..rows * 256).map(|_| std::sync::atomic::AtomicU64::new(0)).collect() }
    }

    /// The slot of the query of `opcode` over the types of type indices 0 and 1 (`None`: the
    /// index is missing) with no memory operand or one plain one of `mem` bits.
    #[inline(always)]
    fn slot_of(opcode: u32, types: [Option<Llt>; 2], mem: Option<u64>) -> Option<usize> {
        if opcode >= target_opcode::COUNT {
            return None;
        }
        let row = match mem {
            None => opcode as usize,
            Some(bits) => {
                let opcode = MEMORY_OPCODES.iter().position(|&o| o == opcode)?;
                let size = MEMORY_SIZES.iter().position(|&s| s == bits)?;
                target_opcode::COUNT as usize + opcode * MEMORY_SIZES.len() + size
            }
        };
        let code = |t: Option<Llt>| t.map_or(Some(0), common_code);
        Some(row * 256 + (code(types[0])? as usize) * 16 + code(types[1])? as usize)
    }

    fn pack(step: &LegalizeStep) -> u64 {
        let Some(new_type) = common_code(step.new_type).filter(|_| step.type_index < 8) else { return UNFIT };
        let action = ACTIONS.iter().position(|&a| a == step.action).expect("every action is listed") as u64;
        let rule = step.rule.map_or(0, |r| u64::from(r) | HAS_RULE);
        KNOWN | rule | action << ACTION_SHIFT | u64::from(step.type_index) << INDEX_SHIFT | new_type << NEW_TYPE_SHIFT
    }

    fn unpack(entry: u64) -> LegalizeStep {
        LegalizeStep {
            action: ACTIONS[(entry >> ACTION_SHIFT & 0xf) as usize],
            type_index: (entry >> INDEX_SHIFT & 0x7) as u8,
            new_type: COMMON_TYPES[(entry >> NEW_TYPE_SHIFT & 0x1f) as usize - 1],
            rule: (entry & HAS_RULE != 0).then_some(entry as u32),
        }
    }
}

/// The target's legalization rules: one rule set per opcode group.
pub struct LegalizerInfo {
    /// The answers to common queries, built on the first one (see [`LegalizerInfo::cached_action`]).
    table: std::sync::OnceLock<StepTable>,
    sets: Vec<LegalizeRuleSet>,
    /// The rule set of each target-independent opcode, if it has one.
    set_of_opcode: Vec<Option<u32>>,
    /// The width of a pointer, for sizes of pointer types.
    pub pointer_bits: u32,
    /// The stack pointer register, which lowering `G_DYN_STACKALLOC` moves.
    pub stack_pointer: Option<kiln_mc::desc::PhysReg>,
}

impl LegalizerInfo {
    /// No rules yet: every generic opcode is unsupported.
    pub fn new(pointer_bits: u32) -> LegalizerInfo {
        LegalizerInfo { table: std::sync::OnceLock::new(), sets: Vec::new(), set_of_opcode: vec![None; target_opcode::COUNT as usize], pointer_bits, stack_pointer: None }
    }

    /// A new rule set bound to every opcode of `opcodes` (`getActionDefinitionsBuilder`).
    /// Panics when an opcode is not generic or already has a rule set: both are mistakes in
    /// the target's rule tables, found by its first test.
    pub fn actions(&mut self, opcodes: &[u32]) -> RuleSetBuilder<'_> {
        let id = self.sets.len() as u32;
        // New rules: the answers held so far may change.
        self.table = std::sync::OnceLock::new();
        for &op in opcodes {
            assert!(target_opcode::is_generic(op), "opcode {op} is not a generic opcode");
            let slot = &mut self.set_of_opcode[op as usize];
            assert!(slot.is_none(), "{} already has a rule set", target_opcode::INSTR_INFO.name(op));
            *slot = Some(id);
        }
        self.sets.push(LegalizeRuleSet::default());
        RuleSetBuilder { set: self.sets.last_mut().expect("just pushed") }
    }

    /// Whether `opcode` has a rule set.
    pub fn has_rules(&self, opcode: u32) -> bool {
        self.set_of_opcode.get(opcode as usize).is_some_and(Option::is_some)
    }

    /// The first rule of the opcode's set whose predicate holds; unsupported when none does.
    pub fn action(&self, query: &LegalityQuery) -> LegalizeStep {
        let unsupported = LegalizeStep { action: LegalizeAction::Unsupported, type_index: 0, new_type: Llt::scalar(1), rule: None };
        let Some(set) = self.set_of_opcode.get(query.opcode as usize).copied().flatten() else { return unsupported };
        let packed = |rule: usize| Some((set << 16) | rule as u32);
        for (k, rule) in self.sets[set as usize].rules.iter().enumerate() {
            if (rule.predicate)(query) {
                let (type_index, new_type) = match &rule.mutation {
                    Some(m) => m(query),
                    None => (0, query.ty(0).unwrap_or(Llt::scalar(1))),
                };
                return LegalizeStep { action: rule.action, type_index, new_type, rule: packed(k) };
            }
        }
        unsupported
    }

    /// [`Self::action`], looked up in a table shared by every function and thread for a query
    /// whose (at most two) types are common ones, without memory operands or a plain load's
    /// or store's; `None` for any other query, which the caller asks [`Self::action`] (and
    /// may remember itself).
    pub fn cached_action(&self, query: &LegalityQuery) -> Option<LegalizeStep> {
        if query.types.len() > 2 {
            return None;
        }
        let mem = match query.mem {
            [] => None,
            [mem] if mem.ordering == AtomicOrdering::NotAtomic => Some(mem.size_bits),
            _ => return None,
        };
        self.cached_step(query.opcode, [query.types.first().copied(), query.types.get(1).copied()], mem)
    }

    /// [`Self::cached_action`] of the query of `opcode` over the types of type indices 0 and 1
    /// (`None`: the index is missing; index 1 present only with index 0) with no memory operand
    /// or one plain one of `mem` bits, the query held as the table's key is: what the
    /// legalizer reads straight from an instruction's operands.
    #[inline]
    pub fn cached_step(&self, opcode: u32, types: [Option<Llt>; 2], mem: Option<u64>) -> Option<LegalizeStep> {
        use std::sync::atomic::Ordering::Relaxed;
        let slot = StepTable::slot_of(opcode, types, mem)?;
        let entry = &self.table.get_or_init(StepTable::new).entries[slot];
        let mut known = entry.load(Relaxed);
        if known == 0 {
            // Any thread computes the same answer: the rules depend on the query alone.
            known = StepTable::pack(&self.uncached_action(opcode, types, mem)?);
            entry.store(known, Relaxed);
        }
        (known & UNFIT == 0).then(|| StepTable::unpack(known))
    }

    /// [`Self::action`] on the query [`Self::cached_step`] is given (`None`: index 1 without
    /// index 0, which the table does not hold).
    #[cold]
    #[inline(never)]
    fn uncached_action(&self, opcode: u32, types: [Option<Llt>; 2], mem: Option<u64>) -> Option<LegalizeStep> {
        let held;
        let types: &[Llt] = match types {
            [None, None] => &[],
            [Some(a), None] => {
                held = [a, a];
                &held[..1]
            }
            [Some(a), Some(b)] => {
                held = [a, b];
                &held[..]
            }
            [None, Some(_)] => return None,
        };
        let mem = mem.map(|size_bits| [MemDesc { size_bits, ordering: AtomicOrdering::NotAtomic }]);
        Some(self.action(&LegalityQuery::with_mem(opcode, types, mem.as_ref().map_or(&[][..], |m| &m[..]))))
    }

    /// Whether the query of `opcode` over the types of type indices 0 and 1 (`None`: the index
    /// is missing; index 1 present only with index 0) with no memory operand or one plain one of
    /// `mem` bits is legal, when the shared table of [`Self::cached_action`] holds the query
    /// and has its answer already: the legalizer's one look at an instruction legal as built.
    /// `None` otherwise, and the caller asks [`Self::cached_action`] or [`Self::action`].
    #[inline]
    pub fn known_legal(&self, opcode: u32, types: [Option<Llt>; 2], mem: Option<u64>) -> Option<bool> {
        use std::sync::atomic::Ordering::Relaxed;
        let slot = StepTable::slot_of(opcode, types, mem)?;
        let known = self.table.get()?.entries[slot].load(Relaxed);
        (known & KNOWN != 0).then(|| ACTIONS[(known >> ACTION_SHIFT & 0xf) as usize] == LegalizeAction::Legal)
    }

    /// The builder call of the rule a step came from, for messages.
    pub fn describe_rule(&self, step: &LegalizeStep) -> String {
        match step.rule {
            Some(id) => self.sets[(id >> 16) as usize].rules[(id & 0xffff) as usize].describe.clone(),
            None => "no rule matched".to_string(),
        }
    }

    /// Whether `query` is legal as it is.
    pub fn is_legal(&self, query: &LegalityQuery) -> bool {
        self.action(query).action == LegalizeAction::Legal
    }
}

#[cfg(test)]
mod tests {
    use super::predicates::*;
    use super::*;
    use crate::gisel::llt::types::*;
    use crate::target::target_opcode::*;

    fn step(info: &LegalizerInfo, opcode: u32, types: &[Llt]) -> (LegalizeAction, u8, Llt) {
        let s = info.action(&LegalityQuery::new(opcode, types));
        (s.action, s.type_index, s.new_type)
    }

    #[test]
    fn common_codes_are_positions() {
        for (k, &ty) in COMMON_TYPES.iter().enumerate() {
            assert_eq!(common_code(ty), Some(k as u64 + 1), "{ty}");
        }
        for ty in [Llt::scalar(7), Llt::scalar(2), Llt::scalar(129), Llt::scalar(256), Llt::pointer(1), Llt::fixed_vector(4, 8), Llt::fixed_vector(2, 128)] {
            assert_eq!(common_code(ty), None, "{ty}");
        }
    }

    fn document_rules() -> LegalizerInfo {
        crate::gisel::document_rules::document_example_rules()
    }

    #[test]
    fn the_documents_rule_set() {
        let info = document_rules();
        // s7 is not listed, so clamp_scalar asks for s32; s32 is then legal.
        assert_eq!(step(&info, G_ADD, &[Llt::scalar(7)]), (LegalizeAction::WidenScalar, 0, S32));
        assert_eq!(step(&info, G_ADD, &[S32]).0, LegalizeAction::Legal);
        assert_eq!(step(&info, G_XOR, &[S64]).0, LegalizeAction::Legal);
        assert_eq!(step(&info, G_MUL, &[S128]), (LegalizeAction::NarrowScalar, 0, S64));
        // Within the clamp, not a power of two: s48 widens to s64.
        assert_eq!(step(&info, G_ADD, &[Llt::scalar(48)]), (LegalizeAction::WidenScalar, 0, S64));
        assert_eq!(step(&info, G_ADD, &[Llt::fixed_vector(8, 32)]), (LegalizeAction::FewerElements, 0, V4S32));
        assert_eq!(step(&info, G_ADD, &[Llt::fixed_vector(4, 64)]), (LegalizeAction::FewerElements, 0, V2S64));
        assert_eq!(step(&info, G_ADD, &[Llt::fixed_vector(3, 32)]), (LegalizeAction::MoreElements, 0, V4S32));
        // Opcodes without a rule set, and sets that run out of rules, are unsupported.
        assert_eq!(step(&info, G_SDIV, &[S32]).0, LegalizeAction::Unsupported);
        assert_eq!(step(&info, G_ADD, &[P0]).0, LegalizeAction::Unsupported);
        assert!(info.has_rules(G_SHL) && !info.has_rules(G_LSHR));
    }

    #[test]
    fn tuples_match_together_and_cartesian_products_independently() {
        let mut info = LegalizerInfo::new(64);
        info.actions(&[G_ZEXT]).legal_for(&[(S16, S32), (S32, S64)]);
        info.actions(&[G_SEXT]).legal_for_cartesian_product(&[&[S16, S32], &[S32, S64]]);
        assert_eq!(step(&info, G_ZEXT, &[S16, S32]).0, LegalizeAction::Legal);
        assert_eq!(step(&info, G_ZEXT, &[S32, S64]).0, LegalizeAction::Legal);
        assert_eq!(step(&info, G_ZEXT, &[S16, S64]).0, LegalizeAction::Unsupported);
        for pair in [[S16, S32], [S16, S64], [S32, S32], [S32, S64]] {
            assert_eq!(step(&info, G_SEXT, &pair).0, LegalizeAction::Legal, "{pair:?}");
        }
        assert_eq!(step(&info, G_SEXT, &[S64, S64]).0, LegalizeAction::Unsupported);
    }

    #[test]
    fn predicates_memory_sizes_and_rule_order() {
        let mut info = LegalizerInfo::new(64);
        info.actions(&[G_LOAD])
            .legal_for_types_with_mem_size(&[(S32, P0, 32), (S32, P0, 8)])
            .lower_if(all(vec![is_scalar(0), mem_size_differs_from_type(0)]))
            .unsupported();
        let mem = |bits| [MemDesc { size_bits: bits, ordering: AtomicOrdering::NotAtomic }];
        let ask = |bits| info.action(&LegalityQuery::with_mem(G_LOAD, &[S32, P0], &mem(bits))).action;
        assert_eq!((ask(32), ask(8), ask(16)), (LegalizeAction::Legal, LegalizeAction::Legal, LegalizeAction::Lower));
        let mem64 = mem(64);
        let q = LegalityQuery::with_mem(G_LOAD, &[S64, P0], &mem64);
        assert_eq!(info.action(&q).action, LegalizeAction::Unsupported);
        assert_eq!(info.describe_rule(&info.action(&q)), "unsupported");

        let mut info = LegalizerInfo::new(64);
        info.actions(&[G_SEXT_INREG]).lower_if(type_in_set(0, &[S8])).legal().custom();
        assert_eq!(step(&info, G_SEXT_INREG, &[S8]).0, LegalizeAction::Lower);
        assert_eq!(step(&info, G_SEXT_INREG, &[S16]).0, LegalizeAction::Legal, "the first match wins");
        info.actions(&[G_ICMP]).min_scalar_same_as(1, 0).widen_scalar_for(&[S1], 0, S8);
        assert_eq!(step(&info, G_ICMP, &[S64, S32]), (LegalizeAction::WidenScalar, 1, S64));
        assert_eq!(step(&info, G_ICMP, &[S1, S32]), (LegalizeAction::WidenScalar, 0, S8));
    }

    #[test]
    fn the_shared_table_answers_as_the_rules() {
        let info = document_rules();
        let types = [S1, S8, S32, S64, S128, P0, V4S32, Llt::scalar(7), Llt::fixed_vector(3, 32), Llt::fixed_vector(8, 32)];
        for opcode in [G_ADD, G_MUL, G_SHL, G_SDIV, G_ZEXT] {
            for a in types {
                for b in types {
                    for query_types in [&[][..], &[a][..], &[a, b][..], &[a, b, a][..]] {
                        let query = LegalityQuery::new(opcode, query_types);
                        // The first ask fills the entry, the second reads it.
                        for _ in 0..2 {
                            if let Some(step) = info.cached_action(&query) {
                                assert_eq!(step, info.action(&query), "{opcode} {query_types:?}");
                            }
                        }
                        // Once asked, the legalizer's one look gives the same answer.
                        if query_types.len() <= 2 {
                            let held = [query_types.first().copied(), query_types.get(1).copied()];
                            let legal = info.cached_action(&query).map(|s| s.action == LegalizeAction::Legal);
                            assert_eq!(info.known_legal(opcode, held, None), legal, "{opcode} {query_types:?}");
                        }
                    }
                }
            }
        }
        // Held: common types; not held: other types, a third type index, memory operands, and
        // a step to a type that is not common (s7 widens to s32, which is).
        assert!(info.cached_action(&LegalityQuery::new(G_ADD, &[S32])).is_some());
        assert!(info.cached_action(&LegalityQuery::new(G_ADD, &[Llt::scalar(7)])).is_none());
        assert!(info.cached_action(&LegalityQuery::new(G_ADD, &[S32, S32, S32])).is_none());
        let mem = [MemDesc { size_bits: 32, ordering: AtomicOrdering::NotAtomic }];
        assert!(info.cached_action(&LegalityQuery::with_mem(G_ADD, &[S32], &mem)).is_none());
        // New rules are seen at once.
        let mut info = LegalizerInfo::new(64);
        info.actions(&[G_ADD]).legal_for(&[S32]);
        assert_eq!(info.cached_action(&LegalityQuery::new(G_SUB, &[S32])).map(|s| s.action), Some(LegalizeAction::Unsupported));
        info.actions(&[G_SUB]).legal_for(&[S32]);
        assert_eq!(info.cached_action(&LegalityQuery::new(G_SUB, &[S32])).map(|s| s.action), Some(LegalizeAction::Legal));
    }

    #[test]
    #[should_panic(expected = "G_ADD already has a rule set")]
    fn an_opcode_joins_one_rule_set() {
        let mut info = document_rules();
        info.actions(&[G_ADD]).legal();
    }
}
