//! Machine instructions: an opcode of the target's `InstrInfo`, operands
//! (definitions first, then uses, then implicit operands), instruction flags
//! (frame setup, fast-math, wrap flags, bundle membership), memory operands
//! describing the memory the instruction touches, and a debug location.
//!
//! Instructions live in their function's arena and are linked into a block
//! through `prev`/`next`, so passes insert and erase in constant time.

use super::operand::{BlockId, FrameIdx, InstId, Llt, MachineOperand, StrId};
use super::operands::Operands;

/// Instruction flags (LLVM's `MachineInstr::MIFlag`), one bit each.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct MIFlags(pub u32);

impl MIFlags {
    pub const NONE: MIFlags = MIFlags(0);
    pub const FRAME_SETUP: MIFlags = MIFlags(1 << 0);
    pub const FRAME_DESTROY: MIFlags = MIFlags(1 << 1);
    pub const NO_NANS: MIFlags = MIFlags(1 << 2);
    pub const NO_INFS: MIFlags = MIFlags(1 << 3);
    pub const NO_SIGNED_ZEROS: MIFlags = MIFlags(1 << 4);
    pub const ALLOW_RECIPROCAL: MIFlags = MIFlags(1 << 5);
    pub const ALLOW_CONTRACT: MIFlags = MIFlags(1 << 6);
    pub const APPROX_FUNC: MIFlags = MIFlags(1 << 7);
    pub const ALLOW_REASSOC: MIFlags = MIFlags(1 << 8);
    pub const NO_UNSIGNED_WRAP: MIFlags = MIFlags(1 << 9);
    pub const NO_SIGNED_WRAP: MIFlags = MIFlags(1 << 10);
    pub const IS_EXACT: MIFlags = MIFlags(1 << 11);
    pub const NO_FP_EXCEPT: MIFlags = MIFlags(1 << 12);
    pub const NO_MERGE: MIFlags = MIFlags(1 << 13);
    /// Bundled with the previous instruction: inside a bundle.
    pub const BUNDLED_PRED: MIFlags = MIFlags(1 << 14);
    /// Bundled with the next instruction (a bundle header or a non-last member).
    pub const BUNDLED_SUCC: MIFlags = MIFlags(1 << 15);

    /// The flags MIR writes before the opcode, with their keywords, in printing order.
    pub const KEYWORDS: [(MIFlags, &'static str); 14] = [
        (MIFlags::FRAME_SETUP, "frame-setup"),
        (MIFlags::FRAME_DESTROY, "frame-destroy"),
        (MIFlags::NO_NANS, "nnan"),
        (MIFlags::NO_INFS, "ninf"),
        (MIFlags::NO_SIGNED_ZEROS, "nsz"),
        (MIFlags::ALLOW_RECIPROCAL, "arcp"),
        (MIFlags::ALLOW_CONTRACT, "contract"),
        (MIFlags::APPROX_FUNC, "afn"),
        (MIFlags::ALLOW_REASSOC, "reassoc"),
        (MIFlags::NO_UNSIGNED_WRAP, "nuw"),
        (MIFlags::NO_SIGNED_WRAP, "nsw"),
        (MIFlags::IS_EXACT, "exact"),
        (MIFlags::NO_FP_EXCEPT, "nofpexcept"),
        (MIFlags::NO_MERGE, "nomerge"),
    ];

    pub const fn union(self, other: MIFlags) -> MIFlags {
        MIFlags(self.0 | other.0)
    }

    pub const fn contains(self, other: MIFlags) -> bool {
        self.0 & other.0 == other.0
    }

    pub fn insert(&mut self, other: MIFlags) {
        self.0 |= other.0;
    }

    pub fn remove(&mut self, other: MIFlags) {
        self.0 &= !other.0;
    }
}

/// Whether a memory access reads, writes or both.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemAccess {
    Load,
    Store,
    LoadStore,
}

/// What a memory operand's address points to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemValue {
    None,
    /// A named IR value: the text after `%ir.` (`x`, `"a b"`).
    Ir(StrId),
    /// An unnamed IR value by its slot number (`%ir.5`): the number itself, so that naming one
    /// (most values of a front end that drops names) writes and interns no text.
    IrSlot(u32),
    /// A stack object.
    Frame(FrameIdx),
    /// A pseudo source value, global or IR constant, as written (`constant-pool`,
    /// `got`, `jump-table`, `stack`, `unknown-address`, `call-entry @f`, `@g`,
    /// `` `i32* getelementptr (...)` ``, `custom "x"`).
    Other(StrId),
}

/// Flags of a memory operand.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct MemFlags(pub u8);

impl MemFlags {
    pub const VOLATILE: MemFlags = MemFlags(1 << 0);
    pub const NON_TEMPORAL: MemFlags = MemFlags(1 << 1);
    pub const DEREFERENCEABLE: MemFlags = MemFlags(1 << 2);
    pub const INVARIANT: MemFlags = MemFlags(1 << 3);

    pub const KEYWORDS: [(MemFlags, &'static str); 4] = [
        (MemFlags::VOLATILE, "volatile"),
        (MemFlags::NON_TEMPORAL, "non-temporal"),
        (MemFlags::DEREFERENCEABLE, "dereferenceable"),
        (MemFlags::INVARIANT, "invariant"),
    ];

    pub const fn contains(self, other: MemFlags) -> bool {
        self.0 & other.0 == other.0
    }
}

/// A memory operand (`:: (load (s32) from %ir.x, align 4)`): 72 bytes, the parts few operands
/// have behind one pointer ([`MemRare`]), so that building, moving and copying one (every load
/// and store has one, and passes copy them to the instructions they build) moves a few words
/// without a call of `memcpy`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MemOperand {
    pub flags: MemFlags,
    pub access: MemAccess,
    /// Atomic ordering (`monotonic`, `seq_cst`, ...).
    pub ordering: Option<StrId>,
    /// The access size as a type; `None` is `unknown-size`.
    pub size: Option<Llt>,
    pub value: MemValue,
    pub offset: i64,
    pub align: Option<u64>,
    /// The rare parts; `None` when all are absent (so that equal operands compare equal), set
    /// through [`MemOperand::rare_mut`].
    pub(crate) rare: Option<Box<MemRare>>,
}

/// The parts of a memory operand few have (target flags, a sync scope, a cmpxchg's failure
/// ordering, a base alignment, an address space, metadata).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct MemRare {
    /// Target-specific flags, quoted in MIR (`"x86-..."`).
    pub target_flags: Vec<StrId>,
    /// `syncscope("...")`: the scope name.
    pub sync_scope: Option<StrId>,
    /// For cmpxchg, the ordering when the comparison fails.
    pub failure_ordering: Option<StrId>,
    pub base_align: Option<u64>,
    pub addr_space: Option<u32>,
    /// AA metadata and ranges: (`!tbaa`, `!5`) pairs as written.
    pub metadata: Vec<(StrId, StrId)>,
}

/// What [`MemOperand::rare`] reads for an operand without rare parts.
static NO_RARE: MemRare =
    MemRare { target_flags: Vec::new(), sync_scope: None, failure_ordering: None, base_align: None, addr_space: None, metadata: Vec::new() };

impl MemOperand {
    /// A plain access of `size` to `value`.
    #[inline]
    pub fn new(access: MemAccess, size: Option<Llt>, value: MemValue) -> MemOperand {
        MemOperand { flags: MemFlags::default(), access, ordering: None, size, value, offset: 0, align: None, rare: None }
    }

    /// The rare parts (all absent for most operands).
    pub fn rare(&self) -> &MemRare {
        self.rare.as_deref().unwrap_or(&NO_RARE)
    }

    /// The rare parts, to set one (allocated on first use: set only what is present).
    pub fn rare_mut(&mut self) -> &mut MemRare {
        self.rare.get_or_insert_with(Default::default)
    }
}

/// Rarely present instruction properties, boxed so that instructions stay small.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct InstrExtra {
    pub pre_instr_symbol: Option<StrId>,
    pub post_instr_symbol: Option<StrId>,
    pub heap_alloc_marker: Option<StrId>,
    pub debug_instr_number: Option<u32>,
}

/// One machine instruction (144 bytes: its operand list is most of it; the memory operands and
/// the rare properties are one pointer each, the links `u32`s).
#[derive(Clone, Debug)]
pub struct MachineInstr {
    pub opcode: u32,
    pub flags: MIFlags,
    /// Explicit defs, explicit uses, then implicit operands (the first few inline).
    pub operands: Operands,
    pub mem_operands: MemOperands,
    /// `debug-location !12` (the metadata as written), or none.
    pub debug_loc: StrId,
    pub extra: Option<Box<InstrExtra>>,
    /// The block the instruction is linked into (meaningful while linked).
    pub(crate) parent: BlockId,
    /// The previous instruction of the block; [`Link::UNLINKED`] while in no block.
    pub(crate) prev: Link,
    pub(crate) next: Link,
}

/// A link of a block's instruction list in a `u32` (an `Option<InstId>` takes eight bytes):
/// an instruction, none, or (in `prev` only) the mark of an instruction in no block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Link(u32);

impl Link {
    pub(crate) const NONE: Link = Link(u32::MAX);
    pub(crate) const UNLINKED: Link = Link(u32::MAX - 1);

    #[inline]
    pub(crate) fn get(self) -> Option<InstId> {
        (self.0 < Link::UNLINKED.0).then_some(InstId(self.0))
    }
}

impl From<Option<InstId>> for Link {
    #[inline]
    fn from(link: Option<InstId>) -> Link {
        link.map_or(Link::NONE, |i| Link(i.0))
    }
}

/// An instruction's memory operands, read as a slice: one pointer in the instruction (most
/// instructions have none, and a vector would take three words of each of them), and one
/// allocation for the usual single operand.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct MemOperands(Option<Box<MemList>>);

/// The list behind [`MemOperands`]: `Empty` is an emptied one kept for reuse.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum MemList {
    Empty,
    One(MemOperand),
    Many(Vec<MemOperand>),
}

impl MemOperands {
    pub const fn new() -> MemOperands {
        MemOperands(None)
    }

    #[inline]
    pub fn as_slice(&self) -> &[MemOperand] {
        match self.0.as_deref() {
            None | Some(MemList::Empty) => &[],
            Some(MemList::One(mem)) => std::slice::from_ref(mem),
            Some(MemList::Many(v)) => v,
        }
    }

    #[inline]
    pub fn as_mut_slice(&mut self) -> &mut [MemOperand] {
        match self.0.as_deref_mut() {
            None | Some(MemList::Empty) => &mut [],
            Some(MemList::One(mem)) => std::slice::from_mut(mem),
            Some(MemList::Many(v)) => v,
        }
    }

    /// Appends a memory operand: the first one in an allocation of its own size.
    pub fn push(&mut self, mem: MemOperand) {
        match self.0.as_deref_mut() {
            None => self.0 = Some(Box::new(MemList::One(mem))),
            Some(list @ MemList::Empty) => *list = MemList::One(mem),
            Some(list @ MemList::One(_)) => {
                let MemList::One(first) = std::mem::replace(list, MemList::Empty) else { unreachable!("matched One") };
                *list = MemList::Many(vec![first, mem]);
            }
            Some(MemList::Many(v)) => v.push(mem),
        }
    }

    /// How many memory operands fit without a new allocation (0 before the first is added).
    #[inline]
    pub fn capacity(&self) -> usize {
        match self.0.as_deref() {
            None => 0,
            Some(MemList::Empty | MemList::One(_)) => 1,
            Some(MemList::Many(v)) => v.capacity(),
        }
    }

    /// The allocation behind a list, emptied, for reuse (none if it never had one).
    #[inline]
    pub(crate) fn into_spare(self) -> Option<Box<MemList>> {
        let mut list = self.0?;
        match &mut *list {
            MemList::Many(v) => v.clear(),
            other => *other = MemList::Empty,
        }
        Some(list)
    }

    /// An empty list that will store its operands in `spare` (from [`MemOperands::into_spare`]).
    pub(crate) fn from_spare(spare: Box<MemList>) -> MemOperands {
        MemOperands(Some(spare))
    }
}

impl std::ops::Deref for MemOperands {
    type Target = [MemOperand];

    #[inline]
    fn deref(&self) -> &[MemOperand] {
        self.as_slice()
    }
}

impl std::ops::DerefMut for MemOperands {
    #[inline]
    fn deref_mut(&mut self) -> &mut [MemOperand] {
        self.as_mut_slice()
    }
}

impl From<Vec<MemOperand>> for MemOperands {
    fn from(v: Vec<MemOperand>) -> MemOperands {
        let mut mems = MemOperands::new();
        mems.extend(v);
        mems
    }
}

impl From<MemOperands> for Vec<MemOperand> {
    fn from(mems: MemOperands) -> Vec<MemOperand> {
        match mems.0.map(|list| *list) {
            None | Some(MemList::Empty) => Vec::new(),
            Some(MemList::One(mem)) => vec![mem],
            Some(MemList::Many(v)) => v,
        }
    }
}

impl Extend<MemOperand> for MemOperands {
    fn extend<I: IntoIterator<Item = MemOperand>>(&mut self, mems: I) {
        for mem in mems {
            self.push(mem);
        }
    }
}

impl IntoIterator for MemOperands {
    type Item = MemOperand;
    type IntoIter = std::vec::IntoIter<MemOperand>;

    fn into_iter(self) -> Self::IntoIter {
        Vec::from(self).into_iter()
    }
}

impl<'a> IntoIterator for &'a MemOperands {
    type Item = &'a MemOperand;
    type IntoIter = std::slice::Iter<'a, MemOperand>;

    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

impl MachineInstr {
    /// An unlinked instruction with no operands.
    #[inline]
    pub fn new(opcode: u32) -> MachineInstr {
        MachineInstr::with_operands(opcode, Operands::new())
    }

    /// An unlinked instruction with `operands`.
    #[inline]
    pub fn with_operands(opcode: u32, operands: Operands) -> MachineInstr {
        MachineInstr {
            opcode,
            flags: MIFlags::NONE,
            operands,
            mem_operands: MemOperands::new(),
            debug_loc: StrId::NONE,
            extra: None,
            parent: BlockId(u32::MAX),
            prev: Link::UNLINKED,
            next: Link::NONE,
        }
    }

    /// Appends a memory operand.
    pub fn add_mem_operand(&mut self, mem: MemOperand) {
        self.mem_operands.push(mem);
    }

    pub fn parent(&self) -> BlockId {
        self.parent
    }

    /// A `DBG_VALUE`: says where a variable lives, emits no code, and must change no decision
    /// of a pass (its register is not a use that keeps a value alive).
    pub fn is_debug_value(&self) -> bool {
        self.opcode == crate::target::target_opcode::DBG_VALUE
    }

    /// The `DBG_VALUE` form `DBG_VALUE %0, 0, ...`: the location holds the variable's address.
    pub fn is_indirect_debug_value(&self) -> bool {
        self.is_debug_value() && matches!(self.operands.get(1), Some(super::MachineOperand::Imm(0)))
    }

    pub fn is_linked(&self) -> bool {
        self.prev != Link::UNLINKED
    }

    /// Inside a bundle (bundled with its predecessor).
    pub fn is_inside_bundle(&self) -> bool {
        self.flags.contains(MIFlags::BUNDLED_PRED)
    }

    /// Bundled with the next instruction.
    pub fn is_bundled_with_succ(&self) -> bool {
        self.flags.contains(MIFlags::BUNDLED_SUCC)
    }

    /// The register operands that write a register.
    pub fn defs(&self) -> impl Iterator<Item = (usize, &MachineOperand)> {
        self.operands.iter().enumerate().filter(|(_, o)| o.is_def())
    }

    /// The register operands that read a register.
    pub fn uses(&self) -> impl Iterator<Item = (usize, &MachineOperand)> {
        self.operands.iter().enumerate().filter(|(_, o)| o.is_use())
    }

    /// Ties use operand `use_index` to def operand `def_index` (both sides record it).
    pub fn tie_operands(&mut self, def_index: usize, use_index: usize) {
        if let MachineOperand::Reg { tied_to, .. } = &mut self.operands[def_index] {
            *tied_to = Some(use_index as u8);
        }
        if let MachineOperand::Reg { tied_to, .. } = &mut self.operands[use_index] {
            *tied_to = Some(def_index as u8);
        }
    }

    pub fn extra_mut(&mut self) -> &mut InstrExtra {
        self.extra.get_or_insert_with(Default::default)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_instruction_stays_small_and_its_links_and_memory_operands_behave() {
        // Every pass walks instructions and every new one is copied into the arena: the size is
        // a speed budget (224 bytes with `Vec` memory operands and `Option` links, 192 with
        // 24-byte operands).
        assert!(std::mem::size_of::<MachineInstr>() <= 144, "{}", std::mem::size_of::<MachineInstr>());
        assert_eq!((Link::from(None).get(), Link::from(Some(InstId(7))).get()), (None, Some(InstId(7))));
        assert_eq!(Link::UNLINKED.get(), None);
        let mut mi = MachineInstr::new(0);
        assert!(!mi.is_linked() && mi.mem_operands.is_empty() && mi.mem_operands.capacity() == 0);
        // A memory operand moves in registers (no `memcpy`), its rare parts behind one pointer.
        assert!(std::mem::size_of::<MemOperand>() <= 72, "{}", std::mem::size_of::<MemOperand>());
        let load = MemOperand::new(MemAccess::Load, None, MemValue::None);
        let mut scoped = load.clone();
        scoped.rare_mut().sync_scope = Some(StrId(1));
        assert!(load.rare().sync_scope.is_none() && scoped.rare().sync_scope == Some(StrId(1)) && scoped != load);
        mi.add_mem_operand(load.clone());
        assert_eq!((mi.mem_operands.len(), mi.mem_operands.capacity()), (1, 1));
        mi.mem_operands[0].offset = 8;
        mi.add_mem_operand(load.clone());
        assert_eq!(mi.mem_operands.iter().map(|m| m.offset).collect::<Vec<_>>(), [8, 0]);
        let spare = std::mem::take(&mut mi.mem_operands).into_spare().unwrap();
        let reused = MemOperands::from_spare(spare);
        assert!(reused.is_empty() && reused.capacity() >= 2);
        assert_eq!(MemOperands::from(Vec::new()), MemOperands::new());
        assert_eq!(MemOperands::from(vec![load.clone()]).as_slice(), [load]);
    }
}
