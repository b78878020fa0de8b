//! RISC-V's stack frame (LP64): the call leaves the return address in ra, so nothing is pushed;
//! the prologue moves sp down by the whole frame rounded up to 16 bytes (`addi sp, sp, -N`),
//! stores the callee-saved registers at its top (ra at CFA-8, then s0 at CFA-16, ..., below a
//! variadic function's register save area; the
//! floating-point ones of LP64D with `fsd`) and, with
//! a frame pointer, points s0 at the CFA (`addi s0, sp, N`); the epilogue reloads them and
//! moves sp back. Objects are addressed from s0 when there is a frame pointer, otherwise from
//! sp, as a 12-bit offset of the instruction. The outgoing argument area is part of the frame,
//! so the call-frame pseudos vanish. With dynamic allocas the call frames move sp around
//! each call and the epilogue restores sp from s0.
//!
//! Frames beyond 12-bit offsets, as llc lays them out: a frame of more than 2047 bytes with
//! callee-saved registers moves sp twice, first by 2032 (so the saves stay in reach), then by
//! the rest through t0 (`lui`/`addiw`, `sub sp, sp, t0`; t0 is free at the entry and before a
//! return). An object out of 12-bit reach is addressed through a register holding the upper
//! bits plus the base (`lui r, hi; add r, r, base; ld x, lo(r)`): the loaded register itself
//! for an integer load or `addi`, else t0, which the register info reserves in functions whose
//! frame may grow that large ([`may_need_scratch`]). A realigned frame (an object aligned
//! beyond 16 bytes) rounds sp down with `andi` after the prologue and addresses its locals from
//! sp, its fixed objects from s0; the epilogue restores sp from s0.
use kiln_codegen::mir::{BlockId, CfiDirective, FrameIdx, InsertPoint, InstId, MIFlags, MachineFunction, MachineOperand, Reg, RegFlags, StackObject, StackObjectKind};
use kiln_codegen::target::frame_lowering::{realignment, CallFramePseudo, CalleeSavedSlot, FrameAttrs, FrameLayout, FramePointerPolicy, TargetFrameLowering};
use kiln_codegen::target::target_opcode;
use kiln_mc::desc::PhysReg;

use crate::generated::{opcode, reg, reg_class, INSTR_INFO, REGISTER_INFO};
use crate::isel::{materialize, MatOp};

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

/// The register that carries frame offsets beyond 12 bits where no other register is free.
pub const FRAME_SCRATCH: PhysReg = reg::X5;

/// The first move of sp in a frame of `total` bytes: all of it when it fits 12 bits or nothing
/// needs to stay in reach, else 2032 (llc's first SP adjustment), so the callee-saved slots at
/// the top stay within a 12-bit offset of sp.
fn first_sp_adjustment(total: i64, has_saves: bool) -> i64 {
    if fits12(total) || !has_saves {
        total
    } else {
        2048 - STACK_ALIGN as i64
    }
}

/// Builds `value` into `dst` (`lui`/`addiw`/... as constants are selected).
fn load_immediate(mf: &mut MachineFunction, at: InsertPoint, dst: PhysReg, value: i64, flags: MIFlags) {
    let d = Reg::phys(dst);
    let mut src = Reg::phys(reg::X0);
    for inst in materialize(value) {
        let op = match inst.op {
            MatOp::Lui => {
                mf.build(at, opcode::LUI).def(d).imm(inst.imm).flags(flags);
                src = d;
                continue;
            }
            MatOp::Addi => opcode::ADDI,
            MatOp::Addiw => opcode::ADDIW,
            MatOp::Slli => opcode::SLLI,
            MatOp::Srli => opcode::SRLI,
        };
        mf.build(at, op).def(d).reg(src, RegFlags::KILL).imm(inst.imm).flags(flags);
        src = d;
    }
}

/// `dst = src + amount`: one `addi` when the amount fits 12 bits, else through t0.
fn adjust_reg(mf: &mut MachineFunction, at: InsertPoint, dst: PhysReg, src: PhysReg, amount: i64, flags: MIFlags) {
    if fits12(amount) {
        mf.build(at, opcode::ADDI).def(Reg::phys(dst)).use_reg(Reg::phys(src)).imm(amount).flags(flags);
        return;
    }
    // `sub` of the positive amount, as llc writes a downward move.
    let (op, magnitude) = if amount < 0 { (opcode::SUB, -amount) } else { (opcode::ADD, amount) };
    load_immediate(mf, at, FRAME_SCRATCH, magnitude, flags);
    mf.build(at, op).def(Reg::phys(dst)).use_reg(Reg::phys(src)).reg(Reg::phys(FRAME_SCRATCH), RegFlags::KILL).flags(flags);
}

/// `addi sp, sp, amount` (through t0 beyond 12 bits).
fn adjust_sp(mf: &mut MachineFunction, at: InsertPoint, amount: i64, flags: MIFlags) {
    adjust_reg(mf, at, reg::X2, reg::X2, amount, flags);
}

/// Whether the frame of `mf` may grow beyond 12-bit offsets, judged before register allocation
/// from an upper bound: its objects (each with its alignment's padding), a spill slot for
/// every virtual register, every callee-saved register, the variadic save area and the
/// largest outgoing call frame. Such a function keeps [`FRAME_SCRATCH`] out of allocation.
pub fn may_need_scratch(mf: &MachineFunction) -> bool {
    let objects: u64 = mf.frame.objects.iter().filter(|o| !o.is_dead).map(|o| o.size + o.alignment).sum();
    let fixed: u64 = mf.frame.fixed_objects.iter().filter(|o| !o.is_dead).map(|o| o.size).sum();
    let call_frames = mf
        .layout()
        .iter()
        .flat_map(|&b| mf.block_insts(b))
        .filter(|&i| mf.inst(i).opcode == opcode::ADJCALLSTACKDOWN)
        .filter_map(|i| mf.inst(i).operands.first().and_then(|o| o.imm()))
        .max()
        .unwrap_or(0)
        .max(0) as u64;
    let saved = 8 * REGISTER_INFO.callee_saved.iter().map(|s| s.saved.len()).max().unwrap_or(0) as u64;
    let bound = objects + fixed + 8 * u64::from(mf.regs.num_vregs()) + saved + call_frames + STACK_ALIGN;
    bound > 2047
}

/// Whether t0 holds nothing anywhere in `mf` but the frame addresses built here: every
/// instruction that names it is a `lui t0` or `add t0, t0, sp|s0` of such an address, or reads
/// the address right after that `add`.
fn scratch_is_free(mf: &MachineFunction) -> bool {
    let t0 = Reg::phys(FRAME_SCRATCH);
    let is_address_add = |i: InstId| {
        let m = mf.inst(i);
        m.opcode == opcode::ADD
            && m.operands.len() == 3
            && m.operands[0].get_reg() == Some(t0)
            && m.operands[1].get_reg() == Some(t0)
            && matches!(m.operands[2].get_reg(), Some(r) if r == Reg::phys(reg::X2) || r == Reg::phys(reg::X8))
    };
    mf.layout().iter().flat_map(|&b| mf.block_insts(b)).all(|i| {
        let m = mf.inst(i);
        if !m.operands.iter().any(|o| o.get_reg() == Some(t0)) {
            return true;
        }
        let next_is_add = mf.next_inst(i).is_some_and(is_address_add);
        (m.opcode == opcode::LUI && next_is_add) || is_address_add(i) || mf.prev_inst(i).is_some_and(is_address_add)
    })
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
        let at = match mf.first_inst(entry) {
            Some(i) => InsertPoint::Before(i),
            None => InsertPoint::End(entry),
        };
        let total = total_bytes(frame) as i64;
        if total == 0 {
            return Ok(());
        }
        let first = first_sp_adjustment(total, !frame.callee_saved.is_empty());
        adjust_sp(mf, at, -first, MIFlags::FRAME_SETUP);
        if frame.emit_cfi {
            cfi(mf, at, CfiDirective::DefCfaOffset(first));
        }
        let sp = Reg::phys(reg::X2);
        for s in &frame.callee_saved {
            let offset = first + slot_offset(mf, s.slot);
            mf.build(at, save_opcode(s.reg)).reg(Reg::phys(s.reg), RegFlags::KILL).use_reg(sp).imm(offset).flags(MIFlags::FRAME_SETUP);
        }
        if frame.emit_cfi {
            for s in &frame.callee_saved {
                let offset = slot_offset(mf, s.slot);
                cfi(mf, at, CfiDirective::Offset { reg: s.reg, offset });
            }
        }
        if frame.has_fp {
            mf.build(at, opcode::ADDI).def(Reg::phys(reg::X8)).use_reg(sp).imm(first).flags(MIFlags::FRAME_SETUP);
            if frame.emit_cfi {
                cfi(mf, at, CfiDirective::DefCfa { reg: reg::X8, offset: 0 });
            }
        }
        if first != total {
            adjust_sp(mf, at, first - total, MIFlags::FRAME_SETUP);
            if frame.emit_cfi && !frame.has_fp {
                cfi(mf, at, CfiDirective::DefCfaOffset(total));
            }
        }
        if let Some(align) = frame.realign {
            if !fits12(-(align as i64)) {
                return Err(format!("unsupported on riscv64 yet: realigning the stack to {align} bytes"));
            }
            mf.build(at, opcode::ANDI).def(sp).use_reg(sp).imm(-(align as i64)).flags(MIFlags::FRAME_SETUP);
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
        let first = first_sp_adjustment(total, !frame.callee_saved.is_empty());
        let sp = Reg::phys(reg::X2);
        if frame.has_var_sized || frame.realign.is_some() {
            // Dynamic allocas or the realignment moved sp: the frame pointer knows where the
            // callee-saved slots are.
            adjust_reg(mf, at, reg::X2, reg::X8, -first, MIFlags::FRAME_DESTROY);
        } else if first != total {
            adjust_sp(mf, at, total - first, MIFlags::FRAME_DESTROY);
        }
        for s in &frame.callee_saved {
            let offset = first + slot_offset(mf, s.slot);
            mf.build(at, restore_opcode(s.reg)).def(Reg::phys(s.reg)).use_reg(sp).imm(offset).flags(MIFlags::FRAME_DESTROY);
        }
        adjust_sp(mf, at, first, MIFlags::FRAME_DESTROY);
        Ok(())
    }

    /// With dynamic allocas the outgoing arguments are not part of the frame: sp moves down by
    /// the 16-aligned call frame before the call and back after it.
    fn eliminate_call_frame_pseudo(&self, mf: &mut MachineFunction, inst: InstId, frame: &FrameLayout) -> Result<(), String> {
        if !frame.reserved_call_frame {
            let amount = self.call_frame_size(mf, inst).next_multiple_of(STACK_ALIGN) as i64;
            if amount != 0 {
                let down = self.call_frame_pseudo(mf.inst(inst).opcode) == Some(CallFramePseudo::Setup);
                if !fits12(amount) && !scratch_is_free(mf) {
                    return Err(format!("unsupported on riscv64 yet: a call frame of {amount} bytes with no free scratch register"));
                }
                adjust_sp(mf, InsertPoint::Before(inst), if down { -amount } else { amount }, MIFlags::NONE);
            }
        }
        mf.remove(inst);
        Ok(())
    }

    fn sp_adjustment(&self, _mf: &MachineFunction, _inst: InstId, _frame: &FrameLayout) -> i64 {
        0
    }

    fn debug_frame_base(&self, frame: &FrameLayout) -> Option<(PhysReg, i64)> {
        match (frame.has_fp, frame.realign) {
            (true, None) => Some((reg::X8, 0)),
            (_, Some(_)) => (!frame.has_var_sized).then_some((reg::X2, frame.frame_bytes as i64)),
            (false, None) => Some((reg::X2, total_bytes(frame) as i64)),
        }
    }

    fn frame_index_reference(&self, mf: &MachineFunction, fi: FrameIdx, frame: &FrameLayout, sp_adj: i64) -> Result<(PhysReg, i64), String> {
        let object = mf.frame.object(fi).ok_or_else(|| format!("reference to a deleted or unknown stack object {}", fi.0))?;
        if frame.has_fp && (fi.is_fixed() || frame.realign.is_none()) {
            return Ok((reg::X8, object.offset));
        }
        if frame.has_var_sized {
            return Err("unsupported on riscv64 yet: a realigned frame with dynamic allocas (it needs a base pointer)".into());
        }
        // After realignment sp is aligned and the locals were laid out from it, `frame_bytes`
        // below the CFA in the layout's terms.
        let sp_from_cfa = if frame.realign.is_some() { frame.frame_bytes } else { total_bytes(frame) };
        Ok((reg::X2, object.offset + sp_from_cfa as i64 + sp_adj))
    }

    /// A frame index is the base register of an instruction whose next operand is its 12-bit
    /// offset (loads, stores, `addi`); beyond 12 bits the base becomes a register holding the
    /// upper bits plus the base (see the module documentation).
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
        if fits12(disp) {
            let m = mf.inst_mut(inst);
            m.operands[operand] = MachineOperand::reg_use(Reg::phys(base));
            m.operands[operand + 1] = MachineOperand::Imm(disp);
            return Ok(());
        }
        if i32::try_from(disp).is_err() {
            return Err(format!("unsupported on riscv64: {name} at stack offset {disp} (beyond 32 bits)"));
        }
        // The integer register an integer load or `addi` writes is free before it.
        let own_def = match mf.inst(inst).operands.first() {
            Some(o) if operand == 1 && o.is_def() => o.get_reg().and_then(|r| r.as_phys()).filter(|&r| REGISTER_INFO.contains(reg_class::GPR, r)),
            _ => None,
        };
        let scratch = match own_def {
            Some(r) => r,
            None if scratch_is_free(mf) => FRAME_SCRATCH,
            None => return Err(format!("unsupported on riscv64 yet: {name} at stack offset {disp} with no free scratch register")),
        };
        let lo = (disp << 52) >> 52;
        let hi = ((disp - lo) >> 12) & 0xf_ffff;
        let at = InsertPoint::Before(inst);
        let r = Reg::phys(scratch);
        mf.build(at, opcode::LUI).def(r).imm(hi);
        mf.build(at, opcode::ADD).def(r).reg(r, RegFlags::KILL).use_reg(Reg::phys(base));
        let m = mf.inst_mut(inst);
        m.operands[operand] = MachineOperand::reg(r, RegFlags::KILL);
        m.operands[operand + 1] = MachineOperand::Imm(lo);
        Ok(())
    }
}
