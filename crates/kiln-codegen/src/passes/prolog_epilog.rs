//! Prolog/epilog insertion (LLVM's `prologepilog`): after register allocation, decide the
//! stack frame and make it concrete. Finds the callee-saved registers the function writes,
//! gives them save slots, lays out the stack objects below them (offsets from the CFA, each
//! aligned), adds the outgoing call-frame area and the stack alignment, inserts the target's
//! prologue and an epilogue before every return, replaces the call-frame pseudos and every
//! frame-index operand by a base register plus offset. (Blocks laid out after an epilogue get
//! their CFA restated later, by `cfi_instr_inserter`, once the layout is final.)

use kiln_mc::desc::{InstrInfo, PhysReg};

use crate::mir::{BlockId, InstId, MachineFunction, MachineOperand, RegFlags, StackObjectKind};
use crate::target::frame_lowering::{realignment, FrameAttrs, FrameLayout, TargetFrameLowering};
use crate::target::register_info::{RegSet, TargetRegisterInfo};

fn align_up(v: u64, align: u64) -> u64 {
    let a = align.max(1);
    v.div_ceil(a) * a
}

/// Runs prolog/epilog insertion on `mf`; returns the frame it decided.
pub fn run(
    mf: &mut MachineFunction,
    instrs: &InstrInfo,
    tri: &dyn TargetRegisterInfo,
    tfl: &dyn TargetFrameLowering,
    attrs: &FrameAttrs,
) -> Result<FrameLayout, String> {
    let regs = tri.tables();
    let has_fp = tfl.has_fp(mf, attrs);

    // What the body does: calls, call-frame sizes, pushes outside the frame, written registers;
    // and, in layout order, the few instructions the frame rewrites later (see `Rewrites`)
    // and the returns, so that nothing walks the whole body a second time.
    let mut has_calls = mf.frame.props.has_calls || mf.frame.props.adjusts_stack;
    let mut max_call_frame = 0u64;
    let mut push_sequences = false;
    let mut written = RegSet::new(regs.num_regs());
    let mut rewrites = Rewrites::default();
    let mut returns: Vec<InstId> = Vec::new();
    let probe = FrameLayout { reserved_call_frame: true, ..FrameLayout::default() };
    let sp = tfl.stack_pointer();
    for &b in mf.layout() {
        rewrites.start_block(b);
        for i in mf.block_insts(b) {
            let m = mf.inst(i);
            let desc = instrs.get(m.opcode).ok_or_else(|| format!("unknown opcode {}", m.opcode))?;
            if desc.is_call() && !desc.is_return() {
                has_calls = true;
            }
            if desc.is_return() && !m.is_inside_bundle() {
                returns.push(i);
            }
            let mut rewrite = Rewrite { inst: i, frame_operands: 0, call_frame: false, sp_adj: 0 };
            // Only an instruction whose description defines the stack pointer can move it
            // (the target is asked about those alone: few instructions do).
            if desc.implicit_defs.contains(&sp) {
                if tfl.call_frame_pseudo(m.opcode).is_some() {
                    has_calls = true;
                    rewrite.call_frame = true;
                    max_call_frame = max_call_frame.max(tfl.call_frame_size(mf, i));
                } else {
                    rewrite.sp_adj = tfl.sp_adjustment(mf, i, &probe);
                    push_sequences |= rewrite.sp_adj != 0;
                }
            }
            for (k, op) in m.operands.iter().enumerate() {
                match *op {
                    MachineOperand::FrameIndex(_) => rewrite.frame_operands |= 1 << k.min(Rewrite::LAST_BIT),
                    MachineOperand::Reg { reg, flags, .. } if flags.contains(RegFlags::DEF) => {
                        if let Some(r) = reg.as_phys() {
                            written.insert(r);
                        }
                    }
                    _ => {}
                }
            }
            if rewrite.frame_operands != 0 || rewrite.call_frame || rewrite.sp_adj != 0 {
                rewrites.insts.push(rewrite);
            }
        }
    }
    // Each register written counts for every register sharing storage with it (added once
    // per register, not per definition).
    for r in written.clone().iter() {
        written.insert_with_aliases(regs, r);
    }

    // Callee-saved registers the function writes (the frame pointer is saved by the frame itself).
    let fp = tfl.frame_pointer();
    let to_save: Vec<PhysReg> = tri
        .callee_saved_regs(mf)
        .iter()
        .copied()
        .filter(|&c| !(has_fp && regs.regs_overlap(c, fp)))
        .filter(|&c| written.contains(c))
        .collect();
    let callee_saved = tfl.assign_callee_saved_slots(mf, &to_save, has_fp)?;
    let fixed_bytes = tfl.fixed_frame_bytes(has_fp, &callee_saved);

    // Lay the objects out below the fixed area (and below every fixed object).
    let mut end = fixed_bytes;
    for o in mf.frame.fixed_objects.iter().filter(|o| !o.is_dead && o.offset < 0) {
        end = end.max(o.offset.unsigned_abs());
    }
    let mut max_align = 1;
    let mut has_var_sized = false;
    for o in mf.frame.objects.iter_mut().filter(|o| !o.is_dead) {
        if o.kind == StackObjectKind::VariableSized {
            has_var_sized = true;
            continue;
        }
        end = align_up(end + o.size, o.alignment);
        o.offset = -(end as i64);
        max_align = max_align.max(o.alignment);
    }
    let realign = realignment(mf, attrs, tfl.stack_alignment());
    if realign.is_some() && !has_fp {
        return Err("stack realignment needs a frame pointer".into());
    }
    let reserved_call_frame = !has_var_sized && !push_sequences;
    if reserved_call_frame {
        end += max_call_frame;
    }
    let frame_align = if has_calls || has_var_sized || realign.is_some() {
        tfl.stack_alignment().max(realign.unwrap_or(1))
    } else {
        max_align
    };
    let frame_bytes = align_up(end, frame_align);
    // After realignment the allocation must keep the stack pointer aligned.
    let mut local_bytes = align_up(frame_bytes - fixed_bytes, realign.unwrap_or(1));
    let red_zone = tfl.red_zone_size();
    if red_zone > 0 && !attrs.no_red_zone && !has_calls && !has_var_sized && realign.is_none() && reserved_call_frame {
        local_bytes = local_bytes.saturating_sub(red_zone);
    }
    let frame = FrameLayout {
        has_fp,
        realign,
        callee_saved,
        fixed_bytes,
        local_bytes,
        frame_bytes,
        reserved_call_frame,
        has_var_sized,
        emit_cfi: attrs.needs_unwind_info,
    };
    let p = &mut mf.frame.props;
    // What `stackSize:` reports (llc's convention): the bytes below the return address the
    // prologue claims (after any red-zone saving), or the whole frame when realigning.
    let claimed = if realign.is_some() { frame_bytes } else { fixed_bytes + local_bytes };
    p.stack_size = claimed - tfl.return_address_size();
    p.max_alignment = p.max_alignment.max(max_align);
    p.has_calls = has_calls;
    p.adjusts_stack |= has_calls;
    p.max_call_frame_size = max_call_frame as u32;

    mf.frame.debug_frame_base = tfl.debug_frame_base(&frame);
    eliminate_frame_indices(mf, tfl, &frame, &rewrites)?;
    if let Some(&entry) = mf.layout().first() {
        tfl.emit_prologue(mf, entry, &frame)?;
    }
    for ret in returns {
        let before = mf.prev_inst(ret);
        tfl.emit_epilogue(mf, ret, &frame)?;
        // The epilogue has the source location of its return.
        let loc = mf.inst(ret).debug_loc;
        let mut i = before.map_or_else(|| mf.first_inst(mf.inst(ret).parent()), |b| mf.next_inst(b));
        while let Some(e) = i.filter(|&e| e != ret) {
            mf.inst_mut(e).debug_loc = loc;
            i = mf.next_inst(e);
        }
    }
    Ok(frame)
}

/// The instructions [`eliminate_frame_indices`] rewrites or counts, found by the walk that
/// decides the frame: those with a frame-index operand, the call-frame pseudos and those
/// that move the stack pointer whatever the frame (pushes and pops; only call-frame pseudos
/// move it differently in an unreserved frame, [`TargetFrameLowering::sp_adjustment`]).
#[derive(Default)]
struct Rewrites {
    insts: Vec<Rewrite>,
    /// Per block in layout order: the block and where its instructions start in `insts`.
    blocks: Vec<(BlockId, usize)>,
}

impl Rewrites {
    fn start_block(&mut self, b: BlockId) {
        self.blocks.push((b, self.insts.len()));
    }

    /// Each block's instructions, in layout order.
    fn per_block(&self) -> impl Iterator<Item = (BlockId, &[Rewrite])> {
        self.blocks.iter().enumerate().map(|(k, &(b, start))| {
            let end = self.blocks.get(k + 1).map_or(self.insts.len(), |&(_, e)| e);
            (b, &self.insts[start..end])
        })
    }
}

/// One instruction of [`Rewrites`], with what the walk that found it learnt.
#[derive(Clone, Copy)]
struct Rewrite {
    inst: InstId,
    /// Bit `k`: operand `k` is a frame index; [`Rewrite::LAST_BIT`] stands for it and every
    /// later operand, which are looked at again.
    frame_operands: u64,
    /// A call-frame pseudo, whose stack adjustment depends on the frame.
    call_frame: bool,
    /// How far any other instruction moves the stack pointer (the same in every frame).
    sp_adj: i64,
}

impl Rewrite {
    const LAST_BIT: usize = 63;

    /// The operand indices of the frame-index operands, in order, into `out`.
    fn frame_operands(&self, mf: &MachineFunction, out: &mut Vec<usize>) {
        out.clear();
        let mut bits = self.frame_operands;
        while bits != 0 {
            let k = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            if k == Self::LAST_BIT {
                let ops = &mf.inst(self.inst).operands;
                out.extend((k..ops.len()).filter(|&j| matches!(ops[j], MachineOperand::FrameIndex(_))));
            } else {
                out.push(k);
            }
        }
    }
}

/// Rewrites frame-index operands and call-frame pseudos, block by block, tracking how far the
/// stack pointer has moved inside call sequences.
fn eliminate_frame_indices(mf: &mut MachineFunction, tfl: &dyn TargetFrameLowering, frame: &FrameLayout, rewrites: &Rewrites) -> Result<(), String> {
    // The frame-index operands of one instruction (one buffer for the function).
    let mut frame_operands: Vec<usize> = Vec::new();
    for (b, insts) in rewrites.per_block() {
        let mut sp_adj = 0i64;
        for r in insts {
            let i = r.inst;
            if mf.inst(i).is_debug_value() {
                debug_value_frame_index(mf, tfl, i, frame, sp_adj)?;
                continue;
            }
            r.frame_operands(mf, &mut frame_operands);
            for &k in &frame_operands {
                tfl.eliminate_frame_index(mf, i, k, frame, sp_adj)?;
            }
            if r.call_frame {
                let adj = tfl.sp_adjustment(mf, i, frame);
                tfl.eliminate_call_frame_pseudo(mf, i, frame)?;
                sp_adj += adj;
            } else {
                sp_adj += r.sp_adj;
            }
        }
        if sp_adj != 0 {
            return Err(format!("block bb.{} leaves the stack pointer moved by {sp_adj} bytes", mf.block(b).number));
        }
    }
    Ok(())
}

/// A `DBG_VALUE` of a stack object (`DBG_VALUE %stack.0, 0, ...`, the slot the fast allocator
/// keeps a value in) becomes its base register with the offset at the front of the
/// expression: `DBG_VALUE $rbp, 0, !v, !DIExpression(DW_OP_constu, 8, DW_OP_minus)`.
fn debug_value_frame_index(mf: &mut MachineFunction, tfl: &dyn TargetFrameLowering, i: InstId, frame: &FrameLayout, sp_adj: i64) -> Result<(), String> {
    let MachineOperand::FrameIndex(fi) = mf.inst(i).operands[0] else { return Ok(()) };
    let (base, offset) = tfl.frame_index_reference(mf, fi, frame, sp_adj)?;
    mf.inst_mut(i).operands[0] = MachineOperand::reg_use(crate::mir::Reg::phys(base));
    match offset {
        0 => {}
        o if o > 0 => mf.prepend_debug_expression(i, &format!("DW_OP_plus_uconst, {o}")),
        o => mf.prepend_debug_expression(i, &format!("DW_OP_constu, {}, DW_OP_minus", o.unsigned_abs())),
    }
    Ok(())
}
