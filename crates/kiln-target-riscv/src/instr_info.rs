//! RISC-V's instruction-building hooks: register copies (`mv` is `addi rd, rs, 0`, `fmv.d` is
//! `fsgnj.d rd, rs, rs`), and spills and reloads as `sd`/`ld` (`fsw`/`flw`, `fsd`/`fld`) of the
//! stack slot (a frame index and offset
//! 0, rewritten by frame lowering).

use kiln_codegen::mir::{FrameIdx, InsertPoint, InstId, Llt, MachineFunction, MemAccess, MemOperand, MemValue, Reg, RegFlags};
use kiln_codegen::target::instr_info::TargetInstrInfo;
use kiln_mc::desc::{InstrInfo, PhysReg, RegClassId};

use crate::generated::{opcode, reg_class, INSTR_INFO, REGISTER_INFO};

/// The RISC-V instruction hooks.
#[derive(Clone, Copy, Debug, Default)]
pub struct RiscvInstrInfo;

fn stack_access(mf: &MachineFunction, access: MemAccess, slot: FrameIdx, bits: u32) -> MemOperand {
    let mut m = MemOperand::new(access, Some(Llt::scalar(bits)), MemValue::Frame(slot));
    m.align = mf.frame.object(slot).map(|o| o.alignment);
    m
}

fn is_gpr(r: PhysReg) -> bool {
    REGISTER_INFO.contains(reg_class::GPR, r)
}

fn is_fpr(r: PhysReg) -> bool {
    REGISTER_INFO.contains(reg_class::FPR64, r)
}

/// The store and load of a spilled register of `class`, and the bits they move.
fn spill_opcodes(class: RegClassId) -> Result<(u32, u32, u32), String> {
    if [reg_class::GPR, reg_class::GPRNoX0, reg_class::GPRNoX0X2, reg_class::GPRC].contains(&class) {
        Ok((opcode::SD, opcode::LD, 64))
    } else if class == reg_class::FPR32 {
        Ok((opcode::FSW, opcode::FLW, 32))
    } else if class == reg_class::FPR64 || class == reg_class::FPR64C {
        Ok((opcode::FSD, opcode::FLD, 64))
    } else {
        Err(format!("unsupported on riscv64 yet: spilling a register of class {}", REGISTER_INFO.class(class).name))
    }
}

impl TargetInstrInfo for RiscvInstrInfo {
    fn tables(&self) -> &'static InstrInfo {
        &INSTR_INFO
    }

    fn copy_phys_reg(&self, mf: &mut MachineFunction, at: InsertPoint, dst: PhysReg, src: PhysReg, kill: bool) -> Result<InstId, String> {
        let src_flags = if kill { RegFlags::KILL } else { RegFlags::NONE };
        if is_gpr(dst) && is_gpr(src) {
            return Ok(mf.build(at, opcode::ADDI).def(Reg::phys(dst)).reg(Reg::phys(src), src_flags).imm(0).id());
        }
        if is_fpr(dst) && is_fpr(src) {
            // fsgnj.d copies all 64 bits, a NaN-boxed float too.
            return Ok(mf.build(at, opcode::FSGNJ_D).def(Reg::phys(dst)).reg(Reg::phys(src), src_flags).reg(Reg::phys(src), src_flags).id());
        }
        let name = |r| REGISTER_INFO.name(r).to_ascii_lowercase();
        Err(format!("unsupported on riscv64 yet: a copy from ${} to ${}", name(src), name(dst)))
    }

    fn store_reg_to_stack_slot(&self, mf: &mut MachineFunction, at: InsertPoint, src: PhysReg, kill: bool, slot: FrameIdx, class: RegClassId) -> Result<InstId, String> {
        let (store, _, bits) = spill_opcodes(class)?;
        let mem = stack_access(mf, MemAccess::Store, slot, bits);
        let src_flags = if kill { RegFlags::KILL } else { RegFlags::NONE };
        Ok(mf.build(at, store).reg(Reg::phys(src), src_flags).frame_index(slot).imm(0).mem(mem).id())
    }

    fn load_reg_from_stack_slot(&self, mf: &mut MachineFunction, at: InsertPoint, dst: PhysReg, slot: FrameIdx, class: RegClassId) -> Result<InstId, String> {
        let (_, load, bits) = spill_opcodes(class)?;
        let mem = stack_access(mf, MemAccess::Load, slot, bits);
        Ok(mf.build(at, load).def(Reg::phys(dst)).frame_index(slot).imm(0).mem(mem).id())
    }

    fn is_stack_slot_move(&self, op: u32) -> bool {
        [opcode::SD, opcode::LD, opcode::FSW, opcode::FLW, opcode::FSD, opcode::FLD].contains(&op)
    }
}
