//! x86-64's stack frame (System V): the return address at CFA-8; with a frame pointer
//! `push %rbp; mov %rsp, %rbp` (RBP = CFA-16); callee-saved registers pushed (and popped in
//! reverse); `and $-A, %rsp` when an object needs more than 16-byte alignment; then
//! `sub $N, %rsp`. Leaf functions use the 128-byte red zone below RSP instead of allocating.
//! Objects are addressed from RBP when there is a frame pointer (locals from RSP when the
//! stack is realigned), otherwise from RSP. Call-frame pseudos vanish when the outgoing
//! argument area is part of the frame, and become `sub`/`add` of RSP when it is not (dynamic
//! allocas, argument push sequences). Every stack-pointer or CFA change gets its CFI.

use kiln_codegen::mir::{BlockId, CfiDirective, FrameIdx, InsertPoint, InstId, MIFlags, MachineFunction, MachineOperand, Reg, RegFlags, StackObject, StackObjectKind};
use kiln_codegen::target::target_opcode;
use kiln_codegen::target::frame_lowering::{
    realignment, CallFramePseudo, CalleeSavedSlot, FrameAttrs, FrameLayout, FramePointerPolicy, TargetFrameLowering,
};
use kiln_mc::desc::PhysReg;

use crate::generated::{opcode, reg, reg_class, INSTR_INFO, REGISTER_INFO};

/// The x86-64 frame lowering.
#[derive(Clone, Copy, Debug, Default)]
pub struct X86FrameLowering;

const SLOT: u64 = 8;
const STACK_ALIGN: u64 = 16;

fn has_calls(mf: &MachineFunction) -> bool {
    mf.frame.props.has_calls
        || mf.frame.props.adjusts_stack
        || mf.layout().iter().any(|&b| mf.block_insts(b).any(|i| INSTR_INFO.desc(mf.inst(i).opcode).is_call()))
}

fn has_var_sized(mf: &MachineFunction) -> bool {
    mf.frame.objects.iter().any(|o| !o.is_dead && o.kind == StackObjectKind::VariableSized)
}

/// `$rsp = OP $rsp, imm` with the 8-bit immediate form when it fits.
fn adjust_sp(mf: &mut MachineFunction, at: InsertPoint, add: bool, amount: u64, flags: MIFlags) -> Result<InstId, String> {
    let amount = i64::try_from(amount).ok().filter(|&a| a <= i32::MAX as i64).ok_or_else(|| format!("stack adjustment of {amount} bytes is too large"))?;
    let op = match (add, i8::try_from(amount).is_ok()) {
        (true, true) => opcode::ADD64ri8,
        (true, false) => opcode::ADD64ri32,
        (false, true) => opcode::SUB64ri8,
        (false, false) => opcode::SUB64ri32,
    };
    let rsp = Reg::phys(reg::RSP);
    Ok(mf
        .build(at, op)
        .def(rsp)
        .use_reg(rsp)
        .imm(amount)
        .reg(Reg::phys(reg::EFLAGS), RegFlags::DEF.union(RegFlags::IMPLICIT).union(RegFlags::DEAD))
        .tie(0, 1)
        .flags(flags)
        .id())
}

fn cfi(mf: &mut MachineFunction, at: InsertPoint, d: CfiDirective) {
    let op = mf.add_cfi(d);
    mf.build(at, target_opcode::CFI_INSTRUCTION).operand(op);
}

fn push(mf: &mut MachineFunction, at: InsertPoint, r: PhysReg) {
    let rsp = Reg::phys(reg::RSP);
    mf.build(at, opcode::PUSH64r).reg(Reg::phys(r), RegFlags::KILL).implicit_def(rsp).implicit_use(rsp).flags(MIFlags::FRAME_SETUP);
}

fn pop(mf: &mut MachineFunction, at: InsertPoint, r: PhysReg) {
    let rsp = Reg::phys(reg::RSP);
    mf.build(at, opcode::POP64r).def(Reg::phys(r)).implicit_def(rsp).implicit_use(rsp).flags(MIFlags::FRAME_DESTROY);
}

/// The call-frame size of an ADJCALLSTACK pseudo, rounded up to the stack alignment.
fn aligned_call_frame(mf: &MachineFunction, inst: InstId) -> i64 {
    let amount = mf.inst(inst).operands.first().and_then(|o| o.imm()).unwrap_or(0).max(0);
    (amount + STACK_ALIGN as i64 - 1) / STACK_ALIGN as i64 * STACK_ALIGN as i64
}

/// A caller-saved register the return `ret` does not read (free to clobber in its epilogue).
/// Like llc, only for the return pseudos (`RET`, tail calls) that carry their live registers;
/// a return selected directly as `RET64` (fast instruction selection) gets `add` instead.
fn dead_scratch_at(mf: &MachineFunction, ret: InstId) -> Option<PhysReg> {
    const SCRATCH: [PhysReg; 9] = [reg::RAX, reg::RCX, reg::RDX, reg::RSI, reg::RDI, reg::R8, reg::R9, reg::R10, reg::R11];
    if !matches!(mf.inst(ret).opcode, opcode::RET | opcode::TCRETURNdi64 | opcode::TCRETURNri64) {
        return None;
    }
    let used: Vec<PhysReg> = mf.inst(ret).operands.iter().filter_map(|o| o.get_reg().and_then(|r| r.as_phys())).collect();
    SCRATCH.into_iter().find(|&s| !used.iter().any(|&u| REGISTER_INFO.regs_overlap(s, u)))
}

impl TargetFrameLowering for X86FrameLowering {
    fn stack_alignment(&self) -> u64 {
        STACK_ALIGN
    }

    fn return_address_size(&self) -> u64 {
        SLOT
    }

    fn red_zone_size(&self) -> u64 {
        128
    }

    fn has_fp(&self, mf: &MachineFunction, attrs: &FrameAttrs) -> bool {
        let p = &mf.frame.props;
        attrs.frame_pointer == FramePointerPolicy::All
            || (attrs.frame_pointer == FramePointerPolicy::NonLeaf && has_calls(mf))
            || has_var_sized(mf)
            || realignment(mf, attrs, STACK_ALIGN).is_some()
            || p.is_frame_address_taken
            || p.has_opaque_sp_adjustment
    }

    fn frame_pointer(&self) -> PhysReg {
        reg::RBP
    }

    fn stack_pointer(&self) -> PhysReg {
        reg::RSP
    }

    fn call_frame_pseudo(&self, op: u32) -> Option<CallFramePseudo> {
        match op {
            opcode::ADJCALLSTACKDOWN64 => Some(CallFramePseudo::Setup),
            opcode::ADJCALLSTACKUP64 => Some(CallFramePseudo::Destroy),
            _ => None,
        }
    }

    fn call_frame_size(&self, mf: &MachineFunction, inst: InstId) -> u64 {
        mf.inst(inst).operands.first().and_then(|o| o.imm()).map_or(0, |v| v.max(0) as u64)
    }

    fn assign_callee_saved_slots(&self, mf: &mut MachineFunction, regs: &[PhysReg], has_fp: bool) -> Result<Vec<CalleeSavedSlot>, String> {
        let default_stack = mf.intern("default");
        let mut offset = -(SLOT as i64);
        if has_fp {
            offset -= SLOT as i64;
            let o = StackObject::new(StackObjectKind::SpillSlot, SLOT, STACK_ALIGN, default_stack);
            mf.frame.create_fixed_object(o, offset);
        }
        // Pushed in the reverse of the callee-saved list, popped in its order.
        let mut slots = Vec::new();
        for &r in regs.iter().rev() {
            if !REGISTER_INFO.contains(reg_class::GR64, r) {
                return Err(format!("saving callee-saved register ${} is not supported", REGISTER_INFO.name(r).to_ascii_lowercase()));
            }
            offset -= SLOT as i64;
            let mut o = StackObject::new(StackObjectKind::SpillSlot, SLOT, SLOT, default_stack);
            o.callee_saved_register = Reg::phys(r);
            let slot = mf.frame.create_fixed_object(o, offset);
            slots.push(CalleeSavedSlot { reg: r, slot });
        }
        Ok(slots)
    }

    fn fixed_frame_bytes(&self, has_fp: bool, callee_saved: &[CalleeSavedSlot]) -> u64 {
        SLOT + if has_fp { SLOT } else { 0 } + SLOT * callee_saved.len() as u64
    }

    fn emit_prologue(&self, mf: &mut MachineFunction, entry: BlockId, frame: &FrameLayout) -> Result<(), String> {
        let at = match mf.first_inst(entry) {
            Some(i) => InsertPoint::Before(i),
            None => InsertPoint::End(entry),
        };
        let (rsp, rbp) = (Reg::phys(reg::RSP), Reg::phys(reg::RBP));
        let mut cfa = SLOT as i64;
        let mut live_in = Vec::new();
        if frame.has_fp {
            push(mf, at, reg::RBP);
            cfa += SLOT as i64;
            if frame.emit_cfi {
                cfi(mf, at, CfiDirective::DefCfaOffset(cfa));
                cfi(mf, at, CfiDirective::Offset { reg: reg::RBP, offset: -cfa });
            }
            mf.build(at, opcode::MOV64rr).def(rbp).use_reg(rsp).flags(MIFlags::FRAME_SETUP);
            if frame.emit_cfi {
                cfi(mf, at, CfiDirective::DefCfaRegister(reg::RBP));
            }
        }
        for s in &frame.callee_saved {
            push(mf, at, s.reg);
            live_in.push(s.reg);
            cfa += SLOT as i64;
            if frame.emit_cfi && !frame.has_fp {
                cfi(mf, at, CfiDirective::DefCfaOffset(cfa));
            }
        }
        if let Some(align) = frame.realign {
            let mask = -(align as i64);
            let op = if i8::try_from(mask).is_ok() { opcode::AND64ri8 } else { opcode::AND64ri32 };
            let eflags = Reg::phys(reg::EFLAGS);
            mf.build(at, op)
                .def(rsp)
                .use_reg(rsp)
                .imm(mask)
                .reg(eflags, RegFlags::DEF.union(RegFlags::IMPLICIT).union(RegFlags::DEAD))
                .tie(0, 1)
                .flags(MIFlags::FRAME_SETUP);
        }
        if frame.local_bytes == SLOT && frame.realign.is_none() {
            // One slot: `push %rax` is shorter than `sub $8, %rsp`.
            mf.build(at, opcode::PUSH64r).reg(Reg::phys(reg::RAX), RegFlags::UNDEF).implicit_def(rsp).implicit_use(rsp).flags(MIFlags::FRAME_SETUP);
            if frame.emit_cfi && !frame.has_fp {
                cfi(mf, at, CfiDirective::DefCfaOffset(cfa + frame.local_bytes as i64));
            }
        } else if frame.local_bytes > 0 {
            adjust_sp(mf, at, false, frame.local_bytes, MIFlags::FRAME_SETUP)?;
            if frame.emit_cfi && !frame.has_fp {
                cfi(mf, at, CfiDirective::DefCfaOffset(cfa + frame.local_bytes as i64));
            }
        }
        if frame.emit_cfi {
            for s in &frame.callee_saved {
                let offset = mf.frame.object(s.slot).map_or(0, |o| o.offset);
                cfi(mf, at, CfiDirective::Offset { reg: s.reg, offset });
            }
        }
        let b = mf.block_mut(entry);
        for r in live_in {
            if !b.live_ins.iter().any(|&(l, _)| l == r) {
                b.live_ins.push((r, None));
            }
        }
        Ok(())
    }

    fn emit_epilogue(&self, mf: &mut MachineFunction, ret: InstId, frame: &FrameLayout) -> Result<(), String> {
        let at = InsertPoint::Before(ret);
        let (rsp, rbp) = (Reg::phys(reg::RSP), Reg::phys(reg::RBP));
        let mut cfa = self.fixed_frame_bytes(frame.has_fp, &frame.callee_saved) as i64;
        if frame.realign.is_some() || frame.has_var_sized {
            if !frame.has_fp {
                return Err("a realigned or dynamically sized frame needs a frame pointer".into());
            }
            let csr_bytes = SLOT as i64 * frame.callee_saved.len() as i64;
            if csr_bytes == 0 {
                mf.build(at, opcode::MOV64rr).def(rsp).use_reg(rbp);
            } else {
                mf.build(at, opcode::LEA64r)
                    .def(rsp)
                    .use_reg(rbp)
                    .imm(1)
                    .use_reg(Reg::NONE)
                    .imm(-csr_bytes)
                    .use_reg(Reg::NONE)
                    .flags(MIFlags::FRAME_DESTROY);
            }
        } else if frame.local_bytes > 0 {
            // One slot: `pop` into a register the return does not read, when there is one.
            match dead_scratch_at(mf, ret).filter(|_| frame.local_bytes == SLOT) {
                Some(scratch) => pop(mf, at, scratch),
                None => {
                    adjust_sp(mf, at, true, frame.local_bytes, MIFlags::FRAME_DESTROY)?;
                }
            }
            if frame.emit_cfi && !frame.has_fp {
                cfi(mf, at, CfiDirective::DefCfaOffset(cfa));
            }
        }
        for s in frame.callee_saved.iter().rev() {
            pop(mf, at, s.reg);
            cfa -= SLOT as i64;
            if frame.emit_cfi && !frame.has_fp {
                cfi(mf, at, CfiDirective::DefCfaOffset(cfa));
            }
        }
        if frame.has_fp {
            pop(mf, at, reg::RBP);
            if frame.emit_cfi {
                cfi(mf, at, CfiDirective::DefCfa { reg: reg::RSP, offset: SLOT as i64 });
            }
        }
        Ok(())
    }

    fn eliminate_call_frame_pseudo(&self, mf: &mut MachineFunction, inst: InstId, frame: &FrameLayout) -> Result<(), String> {
        let callee_pops = match mf.inst(inst).opcode {
            opcode::ADJCALLSTACKUP64 => mf.inst(inst).operands.get(1).and_then(|o| o.imm()).unwrap_or(0),
            _ => 0,
        };
        if frame.reserved_call_frame && callee_pops > 0 {
            // The callee popped part of the reserved call frame (`tailcc`): take it back.
            let sub = adjust_sp(mf, InsertPoint::After(inst), false, callee_pops as u64, MIFlags::NONE)?;
            if frame.emit_cfi && !frame.has_fp {
                cfi(mf, InsertPoint::After(sub), CfiDirective::AdjustCfaOffset(callee_pops));
            }
        }
        if !frame.reserved_call_frame {
            let amount = self.sp_adjustment(mf, inst, frame);
            if amount != 0 {
                let at = InsertPoint::Before(inst);
                adjust_sp(mf, at, amount < 0, amount.unsigned_abs(), MIFlags::NONE)?;
                if frame.emit_cfi && !frame.has_fp {
                    cfi(mf, at, CfiDirective::AdjustCfaOffset(amount));
                }
            }
        }
        mf.remove(inst);
        Ok(())
    }

    fn sp_adjustment(&self, mf: &MachineFunction, inst: InstId, frame: &FrameLayout) -> i64 {
        let m = mf.inst(inst);
        match m.opcode {
            opcode::PUSH64r | opcode::PUSH64i8 | opcode::PUSH64i32 | opcode::PUSH64rmm => SLOT as i64,
            opcode::POP64r | opcode::POP64rmm => -(SLOT as i64),
            // An unreserved call frame keeps the stack aligned around the call: the pseudos'
            // amounts round up to the stack alignment (pushes already made count against it).
            opcode::ADJCALLSTACKDOWN64 if !frame.reserved_call_frame => {
                let pushed = m.operands.get(2).and_then(|o| o.imm()).unwrap_or(0);
                aligned_call_frame(mf, inst) - pushed
            }
            opcode::ADJCALLSTACKUP64 if !frame.reserved_call_frame => {
                let callee_pops = m.operands.get(1).and_then(|o| o.imm()).unwrap_or(0);
                -(aligned_call_frame(mf, inst) - callee_pops)
            }
            _ => 0,
        }
    }

    fn debug_frame_base(&self, frame: &FrameLayout) -> Option<(PhysReg, i64)> {
        if frame.has_fp && frame.realign.is_none() {
            return Some((reg::RBP, 2 * SLOT as i64));
        }
        let sp_from_cfa = if frame.realign.is_some() { frame.frame_bytes } else { frame.fixed_bytes + frame.local_bytes };
        (!frame.has_var_sized && frame.reserved_call_frame).then_some((reg::RSP, sp_from_cfa as i64))
    }

    fn frame_index_reference(&self, mf: &MachineFunction, fi: FrameIdx, frame: &FrameLayout, sp_adj: i64) -> Result<(PhysReg, i64), String> {
        let object = mf.frame.object(fi).ok_or_else(|| format!("reference to a deleted or unknown stack object {}", fi.0))?;
        if frame.has_fp && (fi.is_fixed() || frame.realign.is_none()) {
            // RBP = CFA - return address - saved RBP.
            return Ok((reg::RBP, object.offset + 2 * SLOT as i64));
        }
        if frame.has_var_sized {
            return Err("a realigned frame with dynamic allocas needs a base pointer, which is not supported".into());
        }
        let sp_from_cfa = if frame.realign.is_some() { frame.frame_bytes } else { frame.fixed_bytes + frame.local_bytes };
        Ok((reg::RSP, object.offset + sp_from_cfa as i64 + sp_adj))
    }

    fn eliminate_frame_index(&self, mf: &mut MachineFunction, inst: InstId, operand: usize, frame: &FrameLayout, sp_adj: i64) -> Result<(), String> {
        let m = mf.inst(inst);
        // x86 memory references are [base, scale, index, displacement, segment] (the
        // instruction's operands are read once, as a slice).
        let (fi, disp) = match m.operands.get(operand..) {
            Some([MachineOperand::FrameIndex(fi), scale, index, MachineOperand::Imm(disp), segment, ..]) if scale.imm().is_some() && index.get_reg().is_some() && segment.get_reg().is_some() => (*fi, *disp),
            Some([MachineOperand::FrameIndex(_), ..]) => {
                return Err(format!("{}: a frame index outside a memory reference is not supported", INSTR_INFO.desc(m.opcode).name));
            }
            _ => return Err("operand is not a frame index".into()),
        };
        let (base, offset) = self.frame_index_reference(mf, fi, frame, sp_adj)?;
        let disp = disp + offset;
        if i32::try_from(disp).is_err() {
            return Err(format!("{}: stack offset {disp} does not fit a 32-bit displacement", INSTR_INFO.desc(mf.inst(inst).opcode).name));
        }
        if let [address, _, _, displacement, ..] = &mut mf.inst_mut(inst).operands[operand..] {
            *address = MachineOperand::reg_use(Reg::phys(base));
            *displacement = MachineOperand::Imm(disp);
        }
        Ok(())
    }
}
