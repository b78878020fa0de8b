//! Machine operands: registers (physical or virtual, with their def/use
//! flags), immediates, blocks, stack slots, constant-pool and jump-table
//! entries, symbols, register masks, metadata and the other operand kinds an
//! instruction may carry.
//!
//! Operands are small `Copy` values; anything of variable length (symbol
//! names, metadata text, FP literals, shuffle masks, custom register masks)
//! lives in the owning function's tables and is referred to by index.

use kiln_mc::desc::{PhysReg, SubRegIdx};

/// A register: 0 is no register, `1..2^31` physical, and with bit 31 set a
/// virtual register whose number is the low 31 bits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Reg(pub u32);

impl Reg {
    pub const NONE: Reg = Reg(0);
    const VIRTUAL_BIT: u32 = 1 << 31;

    pub fn phys(reg: PhysReg) -> Reg {
        Reg(reg.0 as u32)
    }

    /// The virtual register `%index`.
    pub fn virt(index: u32) -> Reg {
        Reg(index | Self::VIRTUAL_BIT)
    }

    pub fn is_none(self) -> bool {
        self.0 == 0
    }

    #[inline]
    pub fn is_virtual(self) -> bool {
        self.0 & Self::VIRTUAL_BIT != 0
    }

    #[inline]
    pub fn is_physical(self) -> bool {
        self.0 != 0 && !self.is_virtual()
    }

    /// The number of a virtual register (`%5` is 5).
    #[inline]
    pub fn virt_index(self) -> Option<u32> {
        self.is_virtual().then_some(self.0 & !Self::VIRTUAL_BIT)
    }

    #[inline]
    pub fn as_phys(self) -> Option<PhysReg> {
        self.is_physical().then_some(PhysReg(self.0 as u16))
    }
}

/// Flags of a register operand, one bit each.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct RegFlags(pub u16);

impl RegFlags {
    pub const NONE: RegFlags = RegFlags(0);
    /// The operand writes the register (otherwise it reads it).
    pub const DEF: RegFlags = RegFlags(1 << 0);
    /// Not part of the instruction's description (an implicit def or use).
    pub const IMPLICIT: RegFlags = RegFlags(1 << 1);
    /// A def whose value is never read.
    pub const DEAD: RegFlags = RegFlags(1 << 2);
    /// The last use of the value.
    pub const KILL: RegFlags = RegFlags(1 << 3);
    /// A use whose value does not matter (or a def of a sub-register that leaves the rest undefined).
    pub const UNDEF: RegFlags = RegFlags(1 << 4);
    /// A def written before the instruction's uses are read.
    pub const EARLY_CLOBBER: RegFlags = RegFlags(1 << 5);
    /// A use of a value defined inside the same bundle.
    pub const INTERNAL_READ: RegFlags = RegFlags(1 << 6);
    /// A use by a debug instruction only.
    pub const DEBUG_USE: RegFlags = RegFlags(1 << 7);
    /// The register may be renamed after allocation.
    pub const RENAMABLE: RegFlags = RegFlags(1 << 8);

    pub const fn union(self, other: RegFlags) -> RegFlags {
        RegFlags(self.0 | other.0)
    }

    pub const fn contains(self, other: RegFlags) -> bool {
        self.0 & other.0 == other.0
    }

    pub fn insert(&mut self, other: RegFlags) {
        self.0 |= other.0;
    }

    pub fn remove(&mut self, other: RegFlags) {
        self.0 &= !other.0;
    }
}

/// An index into a function's string table ([`super::MachineFunction::str`]);
/// `StrId::NONE` is the empty string / absent value.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct StrId(pub u32);

impl StrId {
    pub const NONE: StrId = StrId(0);

    pub fn is_none(self) -> bool {
        self.0 == 0
    }
}

/// The target flags of a symbol operand (`x86-plt`, `riscv-lo`, as MIR writes them): 0 for
/// none, else an entry of the function's small table of flag names
/// ([`super::MachineFunction::intern_target_flags`]). Two bytes where a [`StrId`] takes four,
/// so that a symbol operand (a name, a 64-bit offset and its flags) fits a 16-byte
/// [`MachineOperand`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TargetFlags(pub u16);

impl TargetFlags {
    pub const NONE: TargetFlags = TargetFlags(0);

    pub fn is_none(self) -> bool {
        self.0 == 0
    }
}

/// A basic block of a function (an index into its block arena).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct BlockId(pub u32);

/// An instruction of a function (an index into its instruction arena).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct InstId(pub u32);

/// A stack object: `FrameIdx(n)` for `n >= 0` is `%stack.n`; fixed objects
/// (`%fixed-stack.k`) are negative, `-(k + 1)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct FrameIdx(pub i32);

impl FrameIdx {
    pub fn fixed(id: u32) -> FrameIdx {
        FrameIdx(-(id as i32) - 1)
    }

    pub fn is_fixed(self) -> bool {
        self.0 < 0
    }

    /// The number MIR writes after `%stack.` or `%fixed-stack.`.
    pub fn mir_id(self) -> u32 {
        if self.0 < 0 {
            (-(self.0 + 1)) as u32
        } else {
            self.0 as u32
        }
    }
}

/// The register mask operand of a call: a target's callee-saved set
/// (`csr_64`), or an explicit list (`CustomRegMask($rbx, ...)`) kept in the
/// function's table of custom masks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RegMask {
    /// An index into the target's `RegisterInfo::callee_saved`.
    CalleeSaved(u16),
    /// An index into [`super::MachineFunction::custom_masks`].
    Custom(u32),
}

/// One machine operand (16 bytes: a tag, then at most a 32-bit id, a 64-bit value and two bytes
/// of flags).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MachineOperand {
    Reg {
        reg: Reg,
        flags: RegFlags,
        /// The sub-register read or written (`%1.sub_8bit`); 0 for the whole register.
        sub_reg: SubRegIdx,
        /// For a tied use, the operand index of the def it is tied to; for a
        /// tied def, the index of its use.
        tied_to: Option<u8>,
    },
    Imm(i64),
    /// A typed integer constant (`i32 5`), as generic instructions take them.
    CImm { bits: u32, value: i64 },
    /// A floating-point constant (`double 1.0`): its IR type and literal, in the string table.
    FPImm { ty: StrId, literal: StrId },
    Block(BlockId),
    FrameIndex(FrameIdx),
    ConstantPool { index: u32, offset: i64, target_flags: TargetFlags },
    JumpTable { index: u32, target_flags: TargetFlags },
    /// A global value named as MIR writes it after `@` (`foo`, `"a b"`, `0`).
    Global { name: StrId, offset: i64, target_flags: TargetFlags },
    /// A symbol outside the module (`&memcpy`), written after `&`.
    ExternalSymbol { name: StrId, offset: i64, target_flags: TargetFlags },
    /// `blockaddress(@f, %ir-block.x)`: the text between the parentheses.
    BlockAddress { text: StrId, offset: i64, target_flags: TargetFlags },
    RegMask(RegMask),
    /// `<mcsymbol name>`.
    McSymbol { name: StrId, target_flags: TargetFlags },
    /// A metadata reference or node (`!12`, `!DIExpression()`), as written.
    Metadata(StrId),
    /// `intrinsic(@llvm.foo)`: the intrinsic's name without `@`.
    Intrinsic(StrId),
    /// A comparison predicate: `intpred(eq)` or `floatpred(oeq)`.
    Predicate { float: bool, name: StrId },
    /// `shufflemask(...)`: an index into [`super::MachineFunction::shuffle_masks`].
    ShuffleMask(u32),
    /// A `CFI_INSTRUCTION`'s directive: an index into [`super::MachineFunction::cfi_directives`].
    Cfi(u32),
}

impl MachineOperand {
    /// A register use.
    pub fn reg_use(reg: Reg) -> MachineOperand {
        MachineOperand::Reg { reg, flags: RegFlags::NONE, sub_reg: SubRegIdx(0), tied_to: None }
    }

    /// A register def.
    pub fn reg_def(reg: Reg) -> MachineOperand {
        MachineOperand::Reg { reg, flags: RegFlags::DEF, sub_reg: SubRegIdx(0), tied_to: None }
    }

    /// A register operand with the given flags.
    pub fn reg(reg: Reg, flags: RegFlags) -> MachineOperand {
        MachineOperand::Reg { reg, flags, sub_reg: SubRegIdx(0), tied_to: None }
    }

    #[inline]
    pub fn is_reg(&self) -> bool {
        matches!(self, MachineOperand::Reg { .. })
    }

    /// The register of a register operand.
    #[inline]
    pub fn get_reg(&self) -> Option<Reg> {
        match *self {
            MachineOperand::Reg { reg, .. } => Some(reg),
            _ => None,
        }
    }

    #[inline]
    pub fn reg_flags(&self) -> RegFlags {
        match *self {
            MachineOperand::Reg { flags, .. } => flags,
            _ => RegFlags::NONE,
        }
    }

    #[inline]
    pub fn is_def(&self) -> bool {
        self.reg_flags().contains(RegFlags::DEF)
    }

    /// A register operand that reads its register.
    #[inline]
    pub fn is_use(&self) -> bool {
        self.is_reg() && !self.is_def()
    }

    pub fn is_implicit(&self) -> bool {
        self.reg_flags().contains(RegFlags::IMPLICIT)
    }

    pub fn imm(&self) -> Option<i64> {
        match *self {
            MachineOperand::Imm(v) => Some(v),
            _ => None,
        }
    }

    pub fn block(&self) -> Option<BlockId> {
        match *self {
            MachineOperand::Block(b) => Some(b),
            _ => None,
        }
    }

    #[inline]
    pub fn sub_reg(&self) -> SubRegIdx {
        match *self {
            MachineOperand::Reg { sub_reg, .. } => sub_reg,
            _ => SubRegIdx(0),
        }
    }

    pub fn tied_to(&self) -> Option<usize> {
        match *self {
            MachineOperand::Reg { tied_to, .. } => tied_to.map(usize::from),
            _ => None,
        }
    }

    /// Sets the register of a register operand (no effect on other kinds).
    pub fn set_reg(&mut self, new: Reg) {
        if let MachineOperand::Reg { reg, .. } = self {
            *reg = new;
        }
    }

    /// Adds flags to a register operand (no effect on other kinds).
    pub fn add_flags(&mut self, extra: RegFlags) {
        if let MachineOperand::Reg { flags, .. } = self {
            flags.insert(extra);
        }
    }

    /// Removes flags from a register operand (no effect on other kinds).
    pub fn clear_flags(&mut self, gone: RegFlags) {
        if let MachineOperand::Reg { flags, .. } = self {
            flags.remove(gone);
        }
    }

    /// A short name of the operand's kind, for messages.
    pub fn kind_name(&self) -> &'static str {
        match self {
            MachineOperand::Reg { .. } => "register",
            MachineOperand::Imm(_) => "immediate",
            MachineOperand::CImm { .. } => "typed immediate",
            MachineOperand::FPImm { .. } => "floating-point immediate",
            MachineOperand::Block(_) => "basic block",
            MachineOperand::FrameIndex(_) => "frame index",
            MachineOperand::ConstantPool { .. } => "constant-pool index",
            MachineOperand::JumpTable { .. } => "jump-table index",
            MachineOperand::Global { .. } => "global address",
            MachineOperand::ExternalSymbol { .. } => "external symbol",
            MachineOperand::BlockAddress { .. } => "block address",
            MachineOperand::RegMask(_) => "register mask",
            MachineOperand::McSymbol { .. } => "MC symbol",
            MachineOperand::Metadata(_) => "metadata",
            MachineOperand::Intrinsic(_) => "intrinsic id",
            MachineOperand::Predicate { .. } => "predicate",
            MachineOperand::ShuffleMask(_) => "shuffle mask",
            MachineOperand::Cfi(_) => "CFI directive",
        }
    }
}

/// The generic type of a GlobalISel register or a memory access (`s32`, `p0`, `<4 x s32>`).
pub use crate::gisel::llt::Llt;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registers_and_frame_indices() {
        let v = Reg::virt(7);
        assert!(v.is_virtual() && !v.is_physical());
        assert_eq!(v.virt_index(), Some(7));
        let p = Reg::phys(PhysReg(3));
        assert_eq!((p.is_physical(), p.as_phys()), (true, Some(PhysReg(3))));
        assert!(Reg::NONE.is_none() && !Reg::NONE.is_physical());
        assert_eq!(FrameIdx::fixed(2), FrameIdx(-3));
        assert_eq!((FrameIdx::fixed(2).mir_id(), FrameIdx(4).mir_id()), (2, 4));
        assert_eq!(std::mem::size_of::<MachineOperand>(), 16);
    }
}
