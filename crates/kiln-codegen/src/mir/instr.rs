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
    /// An IR value: the text after `%ir.` (`x`, `5`, `"a b"`).
    Ir(StrId),
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

/// A memory operand (`:: (load (s32) from %ir.x, align 4)`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MemOperand {
    pub flags: MemFlags,
    /// Target-specific flags, quoted in MIR (`"x86-..."`).
    pub target_flags: Vec<StrId>,
    pub access: MemAccess,
    /// `syncscope("...")`: the scope name.
    pub sync_scope: Option<StrId>,
    /// Atomic ordering (`monotonic`, `seq_cst`, ...) and, for cmpxchg, the failure ordering.
    pub ordering: Option<StrId>,
    pub failure_ordering: Option<StrId>,
    /// The access size as a type; `None` is `unknown-size`.
    pub size: Option<Llt>,
    pub value: MemValue,
    pub offset: i64,
    pub align: Option<u64>,
    pub base_align: Option<u64>,
    pub addr_space: Option<u32>,
    /// AA metadata and ranges: (`!tbaa`, `!5`) pairs as written.
    pub metadata: Vec<(StrId, StrId)>,
}

impl MemOperand {
    /// A plain access of `size` to `value`.
    pub fn new(access: MemAccess, size: Option<Llt>, value: MemValue) -> MemOperand {
        MemOperand {
            flags: MemFlags::default(),
            target_flags: Vec::new(),
            access,
            sync_scope: None,
            ordering: None,
            failure_ordering: None,
            size,
            value,
            offset: 0,
            align: None,
            base_align: None,
            addr_space: None,
            metadata: Vec::new(),
        }
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

/// One machine instruction.
#[derive(Clone, Debug)]
pub struct MachineInstr {
    pub opcode: u32,
    pub flags: MIFlags,
    /// Explicit defs, explicit uses, then implicit operands (the first few inline).
    pub operands: Operands,
    pub mem_operands: Vec<MemOperand>,
    /// `debug-location !12` (the metadata as written), or none.
    pub debug_loc: StrId,
    pub extra: Option<Box<InstrExtra>>,
    /// The block the instruction is linked into (meaningful while linked).
    pub(crate) parent: BlockId,
    pub(crate) prev: Option<InstId>,
    pub(crate) next: Option<InstId>,
    pub(crate) linked: bool,
}

impl MachineInstr {
    /// An unlinked instruction with no operands.
    #[inline]
    pub fn new(opcode: u32) -> MachineInstr {
        MachineInstr {
            opcode,
            flags: MIFlags::NONE,
            operands: Operands::new(),
            mem_operands: Vec::new(),
            debug_loc: StrId::NONE,
            extra: None,
            parent: BlockId(u32::MAX),
            prev: None,
            next: None,
            linked: false,
        }
    }

    /// Appends a memory operand. Most instructions have one: the first gets room for exactly
    /// one (a vector's first push would make room for four, and a memory operand is large).
    pub fn add_mem_operand(&mut self, mem: MemOperand) {
        if self.mem_operands.capacity() == 0 {
            self.mem_operands.reserve_exact(1);
        }
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
        self.linked
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
