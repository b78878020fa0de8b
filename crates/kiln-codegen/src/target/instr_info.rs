//! `TargetInstrInfo`: the instruction-building hooks target-independent passes need beyond the
//! static `kiln_mc::desc::InstrInfo` tables — register-to-register copies, spills to and reloads
//! from stack slots, which sources of an instruction commute, an instruction that reads or
//! writes a stack slot in place of a register operand (the spiller's folded reloads and
//! spills) — and [`UnfoldedLoad`], how an instruction with a folded load splits into a load and a register
//! form (the scheduler needs it to repeat a compare whose flags cannot stay live).

use kiln_mc::desc::{InstrFlags, InstrInfo, PhysReg, RegClassId};

use crate::target::value_types::Mvt;
use crate::target::target_opcode;
use crate::mir::{FrameIdx, InsertPoint, InstId, MachineFunction, MachineInstr, MachineRegisterInfo};

/// An instruction with a folded memory operand split back into a separate load and the
/// register form of the instruction ([`TargetInstrInfo::unfold_memory_operand`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnfoldedLoad {
    /// The load instruction: its operands are the memory operand's, then the chain.
    pub load: u32,
    /// The register form: the folded instruction's operands with the memory operand replaced
    /// by the loaded register.
    pub op: u32,
    /// Index of the memory operand's first operand among the instruction's DAG operands.
    pub mem_operand: usize,
    /// How many operands the memory operand takes.
    pub mem_operands: usize,
    /// The type of the loaded value.
    pub loaded: Mvt,
}

/// The instruction questions and builders a target provides.
pub trait TargetInstrInfo {
    /// The generated instruction tables.
    fn tables(&self) -> &'static InstrInfo;

    /// Inserts a copy `dst = src` between physical registers at `at`; `kill` marks the last
    /// read of `src`.
    fn copy_phys_reg(&self, mf: &mut MachineFunction, at: InsertPoint, dst: PhysReg, src: PhysReg, kill: bool) -> Result<InstId, String>;

    /// Inserts a store of `src` (a register of `class`) into stack slot `slot` at `at`.
    fn store_reg_to_stack_slot(&self, mf: &mut MachineFunction, at: InsertPoint, src: PhysReg, kill: bool, slot: FrameIdx, class: RegClassId) -> Result<InstId, String>;

    /// Inserts a load of `dst` (a register of `class`) from stack slot `slot` at `at`.
    fn load_reg_from_stack_slot(&self, mf: &mut MachineFunction, at: InsertPoint, dst: PhysReg, slot: FrameIdx, class: RegClassId) -> Result<InstId, String>;

    /// Whether `opcode` is one of the plain moves [`Self::store_reg_to_stack_slot`] and
    /// [`Self::load_reg_from_stack_slot`] build: a spill or reload, rather than a memory
    /// access folded into another instruction.
    fn is_stack_slot_move(&self, _opcode: u32) -> bool {
        false
    }

    /// `mi` with operand `operand`, a virtual register, read from (a use) or written to (the
    /// definition of a copy) stack slot `slot` instead, as one instruction: the memory form of
    /// an arithmetic instruction (`ADD32rr` → `ADD32rm`), a load for a copy's source, a store
    /// for a copy's destination (LLVM's `foldMemoryOperand`). Its operands are `mi`'s with
    /// `operand` replaced by the target's memory reference to `slot`, and it carries a memory
    /// operand for the access, so the printer marks it `Folded Reload`/`Spill`. `None` when the
    /// target has no such form. The spiller folds with it, and the allocation checker asks it
    /// again to verify a fold.
    fn fold_stack_slot(&self, _mf: &MachineFunction, _mi: &MachineInstr, _operand: usize, _slot: FrameIdx) -> Option<MachineInstr> {
        None
    }

    /// For a plain register copy (`COPY` or a target move), the (destination, source) operand indices.
    fn is_copy(&self, mi: &MachineInstr) -> Option<(usize, usize)> {
        (mi.opcode == target_opcode::COPY && mi.operands.len() == 2).then_some((0, 1))
    }

    /// How an instruction that only reads memory and defines no register operand (a compare
    /// with a folded load) splits into a load and its register form; `None` when it does not.
    fn unfold_memory_operand(&self, _opcode: u32) -> Option<UnfoldedLoad> {
        None
    }

    /// The two source operands of `mi` that may swap places without changing its result
    /// (LLVM's `findCommutedOpIndices`): for an instruction the `.td` marks `isCommutable`,
    /// its first two explicit operands after the definitions, when both are registers.
    fn commutable_operands(&self, mi: &MachineInstr) -> Option<(usize, usize)> {
        let desc = self.tables().get(mi.opcode).filter(|d| d.has(InstrFlags::IS_COMMUTABLE))?;
        let first = desc.num_defs as usize;
        let is_reg = |k: usize| mi.operands.get(k).is_some_and(|o| o.get_reg().is_some() && !o.is_def());
        (is_reg(first) && is_reg(first + 1)).then_some((first, first + 1))
    }

    /// The three-address form of `mi`, a two-address instruction (`%a = ADD %b(tied), 1`)
    /// whose tied source stays live after it, so that two-address lowering needs no copy
    /// (`%a = LEA %b, 1`); `None` when it has none. It may narrow the class of a virtual
    /// register in `regs` to what the new instruction's operand needs. LLVM's
    /// `convertToThreeAddress`.
    fn convert_to_three_address(&self, _mi: &MachineInstr, _regs: &mut MachineRegisterInfo) -> Option<MachineInstr> {
        None
    }
}
