//! RISC-V's stack frame (LP64): the call leaves the return address in ra, so nothing is pushed;
//! the prologue moves sp down by the whole frame rounded up to 16 bytes (`addi sp, sp, -N`),
//! stores the callee-saved registers at its top (ra at CFA-8, then s0 at CFA-16, ..., below a
//! variadic function's register save area; the
//! floating-point ones of LP64D with `fsd`) and, with
//! a frame pointer, points s0 at the CFA (`addi s0, sp, N`); the epilogue reloads them and
//! moves sp back. Objects are addressed from s0 when there is a frame pointer, otherwise from
//! sp, as a 12-bit offset of the instruction. The outgoing argument area is part of the frame,
//! so the call-frame pseudos vanish. Frames too large for 12-bit offsets and
//! realignment are errors naming them. With dynamic allocas the call frames move sp around
//! each call and the epilogue restores sp from s0.

use kiln_codegen::mir::{BlockId, CfiDirective, FrameIdx, InsertPoint, InstId, MIFlags, MachineFunction, MachineOperand, Reg, RegFlags, StackObject, StackObjectKind};
use kiln_codegen::target::frame_lowering::{realignment, CallFramePseudo, CalleeSavedSlot, FrameAttrs, FrameLayout, FramePointerPolicy, TargetFrameLowering};
use kiln_codegen::target::target_opcode;
use kiln_mc::desc::PhysReg;

use crate::generated::{opcode, reg, reg_class, INSTR_INFO, REGISTER_INFO};

/// The RISC-V frame hooks.
#[derive(Clone, Copy, Debug, Default)]
pub struct RiscvFrameLowering;

const SLOT: u64 = 8;
const STACK_ALIGN: u64 = 16;

fn fits12(v: i64) -> bool {
    (-2048..2048).contains(&v)
}

/// The bytes the prologue moves sp down by.
fn total_bytes(frame: &FrameLayout) -> u64 {
    (frame.fixed_bytes + frame.local_bytes).next_multiple_of(STACK_ALIGN)
}

fn has_calls(mf: &MachineFunction) -> bool {
    mf.frame.props.has_calls
        || mf.frame.props.adjusts_stack
        || mf.layout().iter().any(|&b| mf.block_insts(b).any(|i| INSTR_INFO.desc(mf.inst(i).opcode).is_call()))
}

fn cfi(mf: &mut MachineFunction, at: InsertPoint, d: CfiDirective) {
    let op = mf.add_cfi(d);
    mf.build(at, target_opcode::CFI_INSTRUCTION).operand(op);
}

/// `addi sp, sp, amount`, when the amount fits 12 bits.
fn adjust_sp(mf: &mut MachineFunction, at: InsertPoint, amount: i64, flags: MIFlags) -> Result<(), String> {
    if !fits12(amount) {
        return Err(format!("unsupported on riscv64 yet: a stack frame of {} bytes (more than 2047)", amount.unsigned_abs()));
    }
    let sp = Reg::phys(reg::X2);
    mf.build(at, opcode::ADDI).def(sp).use_reg(sp).imm(amount).flags(flags);
    Ok(())
}

/// `sd`, or `fsd` for a floating-point register.
fn save_opcode(r: PhysReg) -> u32 {
    if REGISTER_INFO.contains(reg_class::FPR64, r) {
        opcode::FSD
    } else {
        opcode::SD
    }
}

/// `ld`, or `fld` for a floating-point register.
fn restore_opcode(r: PhysReg) -> u32 {
    if REGISTER_INFO.contains(reg_class::FPR64, r) {
        opcode::FLD
    } else {
        opcode::LD
    }
}

fn slot_offset(mf: &MachineFunction, slot: FrameIdx) -> i64 {
    mf.frame.object(slot).map_or(0, |o| o.offset)
}

impl TargetFrameLowering for RiscvFrameLowering {
    fn stack_alignment(&self) -> u64 {
        STACK_ALIGN
    }

    /// The call leaves the return address in ra.
    fn return_address_size(&self) -> u64 {
        0
    }

    fn red_zone_size(&self) -> u64 {
        0
    }

    fn has_fp(&self, mf: &MachineFunction, attrs: &FrameAttrs) -> bool {
        let p = &mf.frame.props;
        attrs.frame_pointer == FramePointerPolicy::All
            || (attrs.frame_pointer == FramePointerPolicy::NonLeaf && has_calls(mf))
            || realignment(mf, attrs, STACK_ALIGN).is_some()
            || mf.frame.objects.iter().any(|o| !o.is_dead && o.kind == StackObjectKind::VariableSized)
            || p.is_frame_address_taken
            || p.has_opaque_sp_adjustment
    }

    fn frame_pointer(&self) -> PhysReg {
        reg::X8
    }

    fn stack_pointer(&self) -> PhysReg {
        reg::X2
    }

    fn call_frame_pseudo(&self, op: u32) -> Option<CallFramePseudo> {
        match op {
            opcode::ADJCALLSTACKDOWN => Some(CallFramePseudo::Setup),
            opcode::ADJCALLSTACKUP => Some(CallFramePseudo::Destroy),
            _ => None,
        }
    }

    fn call_frame_size(&self, mf: &MachineFunction, inst: InstId) -> u64 {
        mf.inst(inst).operands.first().and_then(|o| o.imm()).map_or(0, |v| v.max(0) as u64)
    }

    /// ra first, then (with a frame pointer) s0, then the others in the list's order, one
    /// 8-byte slot each down from the CFA; a frame pointer always saves ra and s0, as llc does.
    fn assign_callee_saved_slots(&self, mf: &mut MachineFunction, regs: &[PhysReg], has_fp: bool) -> Result<Vec<CalleeSavedSlot>, String> {
        let mut order: Vec<PhysReg> = Vec::with_capacity(regs.len() + 2);
        if has_fp || regs.contains(&reg::X1) {
            order.push(reg::X1);
        }
        if has_fp {
            order.push(reg::X8);
        }
        order.extend(regs.iter().copied().filter(|&r| r != reg::X1 && r != reg::X8 || (r == reg::X8 && !has_fp)));
        let default_stack = mf.intern("default");
        // Below the fixed objects already at the top of the frame (a variadic function's
        // register save area).
        let top = mf.frame.fixed_objects.iter().filter(|o| !o.is_dead && o.offset < 0).map(|o| o.offset).min().unwrap_or(0);
        let mut slots = Vec::with_capacity(order.len());
        for (k, &r) in order.iter().enumerate() {
            if !REGISTER_INFO.contains(reg_class::GPR, r) && !REGISTER_INFO.contains(reg_class::FPR64, r) {
                return Err(format!("unsupported on riscv64 yet: saving callee-saved register ${}", REGISTER_INFO.name(r).to_ascii_lowercase()));
            }
            let mut o = StackObject::new(StackObjectKind::SpillSlot, SLOT, SLOT, default_stack);
            o.callee_saved_register = Reg::phys(r);
            let slot = mf.frame.create_fixed_object(o, top - (SLOT as i64) * (k as i64 + 1));
            slots.push(CalleeSavedSlot { reg: r, slot });
        }
        Ok(slots)
    }

    fn fixed_frame_bytes(&self, _has_fp: bool, callee_saved: &[CalleeSavedSlot]) -> u64 {
        SLOT * callee_saved.len() as u64
    }

    fn emit_prologue(&self, mf: &mut MachineFunction, entry: BlockId, frame: &FrameLayout) -> Result<(), String> {
        if frame.realign.is_some() {
            return Err("unsupported on riscv64 yet: a realigned stack frame".to_string());
        }
        let at = match mf.first_inst(entry) {
            Some(i) => InsertPoint::Before(i),
            None => InsertPoint::End(entry),
        };
        let total = total_bytes(frame) as i64;
        if total == 0 {
            return Ok(());
        }
        adjust_sp(mf, at, -total, MIFlags::FRAME_SETUP)?;
        if frame.emit_cfi {
            cfi(mf, at, CfiDirective::DefCfaOffset(total));
        }
        let sp = Reg::phys(reg::X2);
        for s in &frame.callee_saved {
            let offset = total + slot_offset(mf, s.slot);
            mf.build(at, save_opcode(s.reg)).reg(Reg::phys(s.reg), RegFlags::KILL).use_reg(sp).imm(offset).flags(MIFlags::FRAME_SETUP);
        }
        if frame.emit_cfi {
            for s in &frame.callee_saved {
                let offset = slot_offset(mf, s.slot);
                cfi(mf, at, CfiDirective::Offset { reg: s.reg, offset });
            }
        }
        if frame.has_fp {
            mf.build(at, opcode::ADDI).def(Reg::phys(reg::X8)).use_reg(sp).imm(total).flags(MIFlags::FRAME_SETUP);
            if frame.emit_cfi {
                cfi(mf, at, CfiDirective::DefCfa { reg: reg::X8, offset: 0 });
            }
        }
        let b = mf.block_mut(entry);
        for s in &frame.callee_saved {
            if !b.live_ins.iter().any(|&(l, _)| l == s.reg) {
                b.live_ins.push((s.reg, None));
            }
        }
        Ok(())
    }

    fn emit_epilogue(&self, mf: &mut MachineFunction, ret: InstId, frame: &FrameLayout) -> Result<(), String> {
        let at = InsertPoint::Before(ret);
        let total = total_bytes(frame) as i64;
        if total == 0 {
            return Ok(());
        }
        let sp = Reg::phys(reg::X2);
        if frame.has_var_sized {
            // Dynamic allocas moved sp: the frame pointer knows where the frame ends.
            if !fits12(-total) {
                return Err(format!("unsupported on riscv64 yet: a stack frame of {total} bytes (more than 2047)"));
            }
            mf.build(at, opcode::ADDI).def(sp).use_reg(Reg::phys(reg::X8)).imm(-total).flags(MIFlags::FRAME_DESTROY);
        }
        for s in &frame.callee_saved {
            let offset = total + slot_offset(mf, s.slot);
            mf.build(at, restore_opcode(s.reg)).def(Reg::phys(s.reg)).use_reg(sp).imm(offset).flags(MIFlags::FRAME_DESTROY);
        }
        adjust_sp(mf, at, total, MIFlags::FRAME_DESTROY)
    }

    /// With dynamic allocas the outgoing arguments are not part of the frame: sp moves down by
    /// the 16-aligned call frame before the call and back after it.
    fn eliminate_call_frame_pseudo(&self, mf: &mut MachineFunction, inst: InstId, frame: &FrameLayout) -> Result<(), String> {
        if !frame.reserved_call_frame {
            let amount = self.call_frame_size(mf, inst).next_multiple_of(STACK_ALIGN) as i64;
            if amount != 0 {
                let down = self.call_frame_pseudo(mf.inst(inst).opcode) == Some(CallFramePseudo::Setup);
                adjust_sp(mf, InsertPoint::Before(inst), if down { -amount } else { amount }, MIFlags::NONE)?;
            }
        }
        mf.remove(inst);
        Ok(())
    }

    fn sp_adjustment(&self, _mf: &MachineFunction, _inst: InstId, _frame: &FrameLayout) -> i64 {
        0
    }

    fn debug_frame_base(&self, frame: &FrameLayout) -> Option<(PhysReg, i64)> {
        if frame.has_fp {
            Some((reg::X8, 0))
        } else {
            Some((reg::X2, total_bytes(frame) as i64))
        }
    }

    fn frame_index_reference(&self, mf: &MachineFunction, fi: FrameIdx, frame: &FrameLayout, sp_adj: i64) -> Result<(PhysReg, i64), String> {
        let object = mf.frame.object(fi).ok_or_else(|| format!("reference to a deleted or unknown stack object {}", fi.0))?;
        if frame.has_fp {
            return Ok((reg::X8, object.offset));
        }
        Ok((reg::X2, object.offset + total_bytes(frame) as i64 + sp_adj))
    }

    /// A frame index is the base register of an instruction whose next operand is its 12-bit
    /// offset (loads, stores, `addi`).
    fn eliminate_frame_index(&self, mf: &mut MachineFunction, inst: InstId, operand: usize, frame: &FrameLayout, sp_adj: i64) -> Result<(), String> {
        let MachineOperand::FrameIndex(fi) = mf.inst(inst).operands[operand] else {
            return Err("operand is not a frame index".into());
        };
        let name = INSTR_INFO.desc(mf.inst(inst).opcode).name;
        let Some(imm) = mf.inst(inst).operands.get(operand + 1).and_then(|o| o.imm()) else {
            return Err(format!("{name}: a frame index without an offset operand is not supported"));
        };
        let (base, offset) = self.frame_index_reference(mf, fi, frame, sp_adj)?;
        let disp = imm + offset;
        if !fits12(disp) {
            return Err(format!("unsupported on riscv64 yet: {name} at stack offset {disp} (beyond 12 bits)"));
        }
        let m = mf.inst_mut(inst);
        m.operands[operand] = MachineOperand::reg_use(Reg::phys(base));
        m.operands[operand + 1] = MachineOperand::Imm(disp);
        Ok(())
    }
}
