//! A BuildMI-style builder: `mf.build(at, opcode).def(r).use_reg(a).imm(1)`
//! creates the instruction, links it at the insertion point and appends
//! operands in order; the builder's methods mirror MIR's operand kinds.

use kiln_mc::desc::{InstrDesc, SubRegIdx};

use super::function::{InsertPoint, MachineFunction};
use super::instr::{MIFlags, MachineInstr, MemOperand};
use super::operand::{BlockId, FrameIdx, InstId, MachineOperand, Reg, RegFlags, RegMask, StrId, TargetFlags};

/// Appends operands to one instruction of a function.
pub struct InstBuilder<'a> {
    mf: &'a mut MachineFunction,
    inst: InstId,
}

impl MachineFunction {
    /// Creates an instruction with `opcode` at `at` and returns a builder for its operands.
    pub fn build(&mut self, at: InsertPoint, opcode: u32) -> InstBuilder<'_> {
        let inst = self.insert_new(at, MachineInstr::new(opcode));
        InstBuilder { mf: self, inst }
    }

    /// A builder that appends operands to the existing instruction `inst`.
    pub fn builder(&mut self, inst: InstId) -> InstBuilder<'_> {
        InstBuilder { mf: self, inst }
    }
}

impl InstBuilder<'_> {
    /// The instruction being built.
    pub fn id(&self) -> InstId {
        self.inst
    }

    pub fn operand(self, op: MachineOperand) -> Self {
        self.mf.inst_mut(self.inst).operands.push(op);
        self
    }

    /// Appends `ops` in order, in one step (an x86 address's five operands).
    pub fn operands(self, ops: &[MachineOperand]) -> Self {
        self.mf.inst_mut(self.inst).operands.extend_from_slice(ops);
        self
    }

    /// A register operand with explicit flags.
    pub fn reg(self, reg: Reg, flags: RegFlags) -> Self {
        self.operand(MachineOperand::reg(reg, flags))
    }

    /// A register operand naming a sub-register (`%1.sub_8bit`).
    pub fn reg_sub(self, reg: Reg, flags: RegFlags, sub_reg: SubRegIdx) -> Self {
        self.operand(MachineOperand::Reg { reg, flags, sub_reg, tied_to: None })
    }

    pub fn def(self, reg: Reg) -> Self {
        self.reg(reg, RegFlags::DEF)
    }

    pub fn use_reg(self, reg: Reg) -> Self {
        self.reg(reg, RegFlags::NONE)
    }

    pub fn implicit_def(self, reg: Reg) -> Self {
        self.reg(reg, RegFlags::DEF.union(RegFlags::IMPLICIT))
    }

    pub fn implicit_use(self, reg: Reg) -> Self {
        self.reg(reg, RegFlags::IMPLICIT)
    }

    pub fn imm(self, value: i64) -> Self {
        self.operand(MachineOperand::Imm(value))
    }

    pub fn block(self, b: BlockId) -> Self {
        self.operand(MachineOperand::Block(b))
    }

    pub fn frame_index(self, index: FrameIdx) -> Self {
        self.operand(MachineOperand::FrameIndex(index))
    }

    pub fn constant_pool(self, index: u32, offset: i64) -> Self {
        self.operand(MachineOperand::ConstantPool { index, offset, target_flags: TargetFlags::NONE })
    }

    pub fn jump_table(self, index: u32) -> Self {
        self.operand(MachineOperand::JumpTable { index, target_flags: TargetFlags::NONE })
    }

    /// A global address `@name + offset`; `target_flags` as MIR writes them (`x86-plt`) or "".
    pub fn global(self, name: &str, offset: i64, target_flags: &str) -> Self {
        let name = self.mf.intern(name);
        let target_flags = self.mf.intern_target_flags(target_flags);
        self.operand(MachineOperand::Global { name, offset, target_flags })
    }

    /// An external symbol `&name`.
    pub fn external_symbol(self, name: &str, target_flags: &str) -> Self {
        let name = self.mf.intern(name);
        let target_flags = self.mf.intern_target_flags(target_flags);
        self.operand(MachineOperand::ExternalSymbol { name, offset: 0, target_flags })
    }

    pub fn reg_mask(self, mask: RegMask) -> Self {
        self.operand(MachineOperand::RegMask(mask))
    }

    /// A metadata operand, as MIR writes it (`!12`).
    pub fn metadata(self, text: &str) -> Self {
        let id = self.mf.intern(text);
        self.operand(MachineOperand::Metadata(id))
    }

    /// Appends the implicit defs and uses `desc` lists (as `implicit-def`/`implicit`).
    pub fn implicit_operands(mut self, desc: &InstrDesc) -> Self {
        for &r in desc.implicit_defs {
            self = self.implicit_def(Reg::phys(r));
        }
        for &r in desc.implicit_uses {
            self = self.implicit_use(Reg::phys(r));
        }
        self
    }

    /// Ties use operand `use_index` to def operand `def_index`.
    pub fn tie(self, def_index: usize, use_index: usize) -> Self {
        self.mf.inst_mut(self.inst).tie_operands(def_index, use_index);
        self
    }

    pub fn flags(self, flags: MIFlags) -> Self {
        self.mf.inst_mut(self.inst).flags.insert(flags);
        self
    }

    pub fn mem(self, mem: MemOperand) -> Self {
        self.mf.add_mem_operand(self.inst, mem);
        self
    }

    /// The source location (another instruction's `debug_loc`, which an expansion keeps).
    pub fn debug_loc(self, loc: StrId) -> Self {
        self.mf.inst_mut(self.inst).debug_loc = loc;
        self
    }
}
