//! RISC-V's instruction-building hooks: register copies (`mv` is `addi rd, rs, 0`), and spills
//! and reloads of general registers as `sd`/`ld` of the stack slot (a frame index and offset
//! 0, rewritten by frame lowering).

use kiln_codegen::mir::{FrameIdx, InsertPoint, InstId, Llt, MachineFunction, MemAccess, MemOperand, MemValue, Reg, RegFlags};
use kiln_codegen::target::instr_info::TargetInstrInfo;
use kiln_mc::desc::{InstrInfo, PhysReg, RegClassId};

use crate::generated::{opcode, reg_class, INSTR_INFO, REGISTER_INFO};

/// The RISC-V instruction hooks.
#[derive(Clone, Copy, Debug, Default)]
pub struct RiscvInstrInfo;

fn stack_access(mf: &MachineFunction, access: MemAccess, slot: FrameIdx) -> MemOperand {
    let mut m = MemOperand::new(access, Some(Llt::scalar(64)), MemValue::Frame(slot));
    m.align = mf.frame.object(slot).map(|o| o.alignment);
    m
}

fn is_gpr(r: PhysReg) -> bool {
    REGISTER_INFO.contains(reg_class::GPR, r)
}

fn gpr_class(class: RegClassId) -> Result<(), String> {
    if [reg_class::GPR, reg_class::GPRNoX0, reg_class::GPRNoX0X2, reg_class::GPRC].contains(&class) {
        Ok(())
    } else {
        Err(format!("unsupported on riscv64 yet: spilling a register of class {}", REGISTER_INFO.class(class).name))
    }
}

impl TargetInstrInfo for RiscvInstrInfo {
    fn tables(&self) -> &'static InstrInfo {
        &INSTR_INFO
    }

    fn copy_phys_reg(&self, mf: &mut MachineFunction, at: InsertPoint, dst: PhysReg, src: PhysReg, kill: bool) -> Result<InstId, String> {
        if !is_gpr(dst) || !is_gpr(src) {
            let name = |r| REGISTER_INFO.name(r).to_ascii_lowercase();
            return Err(format!("unsupported on riscv64 yet: a copy from ${} to ${}", name(src), name(dst)));
        }
        let src_flags = if kill { RegFlags::KILL } else { RegFlags::NONE };
        Ok(mf.build(at, opcode::ADDI).def(Reg::phys(dst)).reg(Reg::phys(src), src_flags).imm(0).id())
    }

    fn store_reg_to_stack_slot(&self, mf: &mut MachineFunction, at: InsertPoint, src: PhysReg, kill: bool, slot: FrameIdx, class: RegClassId) -> Result<InstId, String> {
        gpr_class(class)?;
        let mem = stack_access(mf, MemAccess::Store, slot);
        let src_flags = if kill { RegFlags::KILL } else { RegFlags::NONE };
        Ok(mf.build(at, opcode::SD).reg(Reg::phys(src), src_flags).frame_index(slot).imm(0).mem(mem).id())
    }

    fn load_reg_from_stack_slot(&self, mf: &mut MachineFunction, at: InsertPoint, dst: PhysReg, slot: FrameIdx, class: RegClassId) -> Result<InstId, String> {
        gpr_class(class)?;
        let mem = stack_access(mf, MemAccess::Load, slot);
        Ok(mf.build(at, opcode::LD).def(Reg::phys(dst)).frame_index(slot).imm(0).mem(mem).id())
    }

    fn is_stack_slot_move(&self, op: u32) -> bool {
        op == opcode::SD || op == opcode::LD
    }
}
