//! Inline assembly in generic machine IR: a `call asm` becomes one INLINEASM instruction, as
//! the SelectionDAG's does, from the same plan of its operands ([`crate::inline_asm::plan`]).
//! Register-class operands are new virtual registers of the constraint's class, joined to the
//! generic values by `COPY`s before (inputs) and after (outputs) the instruction; fixed
//! registers are physical registers copied the same way (outputs implicit definitions); an
//! input tied to an output gets a register of the output's class, tied to it; memory operands
//! are the target's address operands around the pointer (a static alloca's frame index, or the
//! pointer's register), or a stack slot a direct memory input is stored to; immediates are
//! immediates. An indirect output given a register is stored through its pointer afterwards.

use super::irtranslator::Translator;
use super::llt::Llt;
use crate::inline_asm::plan::{mir_quoted, plan, pointee_type, spill_slot, unsupported, AsmArg, OperandPlan};
use crate::inline_asm::{Flag, GroupKind};
use crate::isel::function_info::FunctionLoweringInfo;
use crate::mir::{FrameIdx, MachineInstr, MachineOperand, MemAccess, MemOperand, MemValue, Reg, RegFlags};
use crate::target::target_opcode as op;
use crate::target::value_types::Evt;
use kiln_ir::{AtomicOrdering, ConstKind, InlineAsmId, TypeTable, Value};

/// An output read back after the instruction.
struct Output {
    /// The physical register or the virtual register of the constraint's class.
    reg: Reg,
    /// The type of the register and of the value read from it (they differ for x87 registers).
    reg_ty: Llt,
    ty: Llt,
    /// The index of its definition among the instruction's operands.
    operand: usize,
    /// For an indirect output given a register: the pointer argument it is stored through.
    store_to: Option<usize>,
}

impl Translator<'_, '_> {
    /// Translates call `i` of inline asm `asm`.
    pub(super) fn inline_asm(&mut self, flinfo: &mut FunctionLoweringInfo, i: kiln_ir::InstId, asm: InlineAsmId) -> Result<(), String> {
        let (module, func) = (self.module, self.func);
        let inst = &func.insts[i.index()];
        let info = &module.inline_asms[asm.index()];
        let named = |what: &str| unsupported(info, what);
        let evt = |ty| Evt::from_ir_type(&module.types, &self.layout.dl, ty);
        let leaves = if inst.ty == TypeTable::VOID { Vec::new() } else { self.leaf_types(inst.ty)? };
        let results: Vec<Evt> = leaves.iter().map(|&(_, _, leaf)| evt(leaf)).collect::<Result<_, _>>()?;
        let args = inst.call_args();
        let mut asm_args = Vec::with_capacity(args.len());
        for &a in args {
            let ty = module.value_type(Some(func), a);
            asm_args.push(AsmArg { vt: evt(ty)?, constant: self.integer_constant(a) });
        }
        let pointee = |k: usize| match pointee_type(module, inst, k, module.value_type(Some(func), args[k])) {
            Some(t) => evt(t).map(Some),
            None => Ok(None),
        };
        let plan = plan(self.target.tli, info, &asm_args, &results, pointee)?;

        let text = self.f.mf.intern(&mir_quoted(&String::from_utf8_lossy(&info.asm)));
        let mut mi = MachineInstr::new(op::INLINEASM);
        mi.operands.push(MachineOperand::ExternalSymbol { name: text, offset: 0, target_flags: crate::mir::TargetFlags::NONE });
        mi.operands.push(MachineOperand::Imm(plan.extra));
        // The flag word and operands of each group, in order.
        let mut groups: Vec<(Flag, Vec<MachineOperand>)> = Vec::with_capacity(plan.operands.len());
        let mut outputs: Vec<Output> = Vec::new();
        // (use operand, definition operand) pairs to tie, by group.
        let mut ties: Vec<(usize, usize)> = Vec::new();
        let operand_index = |groups: &[(Flag, Vec<MachineOperand>)]| 2 + groups.iter().map(|(_, ops)| 1 + ops.len()).sum::<usize>() + 1;
        for &operand in &plan.operands {
            match operand {
                OperandPlan::MemoryClobber | OperandPlan::Clobber(None) => {}
                OperandPlan::Clobber(Some(r)) => {
                    let flags = RegFlags::DEF.union(RegFlags::IMPLICIT).union(RegFlags::EARLY_CLOBBER);
                    groups.push((Flag::new(GroupKind::Clobber, 1), vec![MachineOperand::reg(Reg::phys(r), flags)]));
                }
                OperandPlan::OutputRegister { reg, reg_vt, vt, early_clobber } => {
                    let flags = def_flags(early_clobber).union(RegFlags::IMPLICIT);
                    let ty = leaves.get(outputs.len()).map_or(Llt::from_evt(vt)?, |l| l.0);
                    outputs.push(Output { reg: Reg::phys(reg), reg_ty: Llt::from_evt(reg_vt)?, ty, operand: operand_index(&groups), store_to: None });
                    groups.push((Flag::new(GroupKind::def(early_clobber), 1), vec![MachineOperand::reg(Reg::phys(reg), flags)]));
                }
                OperandPlan::OutputClass { class, vt, early_clobber } | OperandPlan::OutputIndirectClass { class, vt, early_clobber, .. } => {
                    let reg = self.f.mf.regs.create_vreg(class);
                    let store_to = match operand {
                        OperandPlan::OutputIndirectClass { arg, .. } => Some(arg),
                        _ => None,
                    };
                    let ty = match store_to {
                        None => leaves.get(outputs.len()).map_or(Llt::from_evt(vt)?, |l| l.0),
                        Some(_) => Llt::from_evt(vt)?,
                    };
                    outputs.push(Output { reg, reg_ty: ty, ty, operand: operand_index(&groups), store_to });
                    groups.push((Flag::new(GroupKind::def(early_clobber), 1).with_class(class.0), vec![MachineOperand::reg(reg, def_flags(early_clobber))]));
                }
                OperandPlan::OutputMemory { arg, constraint } | OperandPlan::InputMemory { arg, indirect: true, constraint } => {
                    let base = self.address_base(flinfo, args[arg])?;
                    groups.push(self.memory_group(base, constraint).ok_or_else(|| named("memory operands on this target"))?);
                }
                OperandPlan::InputMemory { arg, constraint, .. } => {
                    let base = self.spill(flinfo, args[arg], asm_args[arg].vt)?;
                    groups.push(self.memory_group(base, constraint).ok_or_else(|| named("memory operands on this target"))?);
                }
                OperandPlan::InputTiedMemory { group, .. } => {
                    let tied = groups.get(group).cloned().ok_or_else(|| named("input tied to a missing output"))?;
                    groups.push(tied);
                }
                OperandPlan::InputTied { arg, group } => {
                    let out = outputs.get(group).ok_or_else(|| named("input tied to a missing output"))?;
                    let (reg, reg_ty, ty, def) = (out.reg, out.reg_ty, out.ty, out.operand);
                    let value = self.reg(args[arg])?;
                    let value = self.to_type(value, ty);
                    let value = if reg_ty != ty { self.emit_def(op::G_FPEXT, reg_ty, &[value]) } else { value };
                    if reg.is_physical() {
                        self.emit(op::COPY, [MachineOperand::reg_def(reg), MachineOperand::reg_use(value)]);
                        groups.push((Flag::new(GroupKind::RegUse, 1), vec![MachineOperand::reg_use(reg)]));
                    } else {
                        let class = self.f.mf.regs.reg_class(reg).ok_or_else(|| named("tied output without a register class"))?;
                        let input = self.f.mf.regs.create_vreg(class);
                        self.emit(op::COPY, [MachineOperand::reg_def(input), MachineOperand::reg_use(value)]);
                        ties.push((operand_index(&groups), def));
                        groups.push((Flag::new(GroupKind::RegUse, 1).tied_to(group), vec![MachineOperand::reg_use(input)]));
                    }
                }
                OperandPlan::Immediate { value, .. } => groups.push((Flag::new(GroupKind::Imm, 1), vec![MachineOperand::Imm(value)])),
                OperandPlan::InputRegister { arg, reg, reg_vt } => {
                    let value = self.reg(args[arg])?;
                    let reg_ty = Llt::from_evt(reg_vt)?;
                    let value = if reg_vt != asm_args[arg].vt { self.emit_def(op::G_FPEXT, reg_ty, &[value]) } else { value };
                    self.emit(op::COPY, [MachineOperand::reg_def(Reg::phys(reg)), MachineOperand::reg_use(value)]);
                    groups.push((Flag::new(GroupKind::RegUse, 1), vec![MachineOperand::reg_use(Reg::phys(reg))]));
                }
                OperandPlan::InputClass { arg, class } => {
                    let value = self.reg(args[arg])?;
                    let input = self.f.mf.regs.create_vreg(class);
                    self.emit(op::COPY, [MachineOperand::reg_def(input), MachineOperand::reg_use(value)]);
                    groups.push((Flag::new(GroupKind::RegUse, 1).with_class(class.0), vec![MachineOperand::reg_use(input)]));
                }
            }
        }
        for (flag, ops) in groups {
            mi.operands.push(MachineOperand::Imm(i64::from(flag.0)));
            mi.operands.extend(ops);
        }
        for (use_index, def_index) in ties {
            mi.tie_operands(def_index, use_index);
        }
        self.put(mi);

        let mut values = Vec::with_capacity(outputs.len());
        for out in &outputs {
            let copy = self.new_reg(out.reg_ty);
            self.emit(op::COPY, [MachineOperand::reg_def(copy), MachineOperand::reg_use(out.reg)]);
            let value = if out.reg_ty != out.ty { self.emit_def(op::G_FPTRUNC, out.ty, &[copy]) } else { copy };
            match out.store_to {
                Some(arg) => {
                    let ptr = self.reg(args[arg])?;
                    let mem = self.mem_operand(MemAccess::Store, out.ty, args[arg], 0, 1, AtomicOrdering::NotAtomic, false);
                    self.emit_memory(op::G_STORE, [MachineOperand::reg_use(value), MachineOperand::reg_use(ptr)], mem);
                }
                None => values.push(value),
            }
        }
        if !values.is_empty() {
            self.define(i, &values)?;
        }
        Ok(())
    }

    /// The value of an integer constant, sign-extended from its type.
    fn integer_constant(&self, v: Value) -> Option<i64> {
        if let Some(n) = self.module.const_int(v) {
            return i64::try_from(n).ok();
        }
        match v {
            Value::Const(c) if self.module.types.int_width(self.module.consts.get(c).ty).is_some() => {
                matches!(self.module.consts.get(c).kind, ConstKind::Zero).then_some(0)
            }
            _ => None,
        }
    }

    /// `value` as a register of type `ty` (the type of the output it is tied to): the same
    /// bits, or an integer truncated or extended.
    fn to_type(&mut self, value: Reg, ty: Llt) -> Reg {
        let have = self.ty(value);
        let pointer_bits = self.pointer_bits();
        let bits = |t: Llt| t.size_bits(pointer_bits);
        if bits(have) == bits(ty) {
            return value;
        }
        let int = if have.is_pointer() { self.emit_def(op::G_PTRTOINT, Llt::scalar(pointer_bits), &[value]) } else { value };
        let to = Llt::scalar(bits(ty) as u32);
        self.resize(int, to, false)
    }

    /// The base of the address pointer `ptr` holds: a static alloca's frame index, or the
    /// pointer's register.
    fn address_base(&mut self, flinfo: &FunctionLoweringInfo, ptr: Value) -> Result<MachineOperand, String> {
        if let Value::Inst(i) = ptr {
            if let Some(&index) = flinfo.static_allocas.get(&i) {
                return Ok(MachineOperand::FrameIndex(FrameIdx(index)));
            }
        }
        Ok(MachineOperand::reg_use(self.reg(ptr)?))
    }

    /// A new stack slot holding `value` of type `vt` (a direct memory input): its frame index.
    fn spill(&mut self, flinfo: &mut FunctionLoweringInfo, value: Value, vt: Evt) -> Result<MachineOperand, String> {
        let slot = spill_slot(vt);
        let index = flinfo.frame_objects.len() as i32;
        flinfo.frame_objects.push(slot);
        let v = self.reg(value)?;
        let addr = self.emit_def_frame_index(index);
        let ty = self.ty(v);
        let mut mem = MemOperand::new(MemAccess::Store, Some(if ty.is_pointer() { Llt::scalar(self.pointer_bits()) } else { ty }), MemValue::Frame(FrameIdx(index)));
        mem.align = (slot.align != slot.size).then_some(slot.align);
        self.emit_memory(op::G_STORE, [MachineOperand::reg_use(v), MachineOperand::reg_use(addr)], mem);
        Ok(MachineOperand::FrameIndex(FrameIdx(index)))
    }

    /// A memory group addressing `base` with memory-constraint id `constraint`.
    fn memory_group(&self, base: MachineOperand, constraint: u32) -> Option<(Flag, Vec<MachineOperand>)> {
        let ops = self.target.calls.inline_asm_address(base)?;
        Some((Flag::new(GroupKind::Mem, ops.len()).with_memory_constraint(constraint), ops))
    }
}

fn def_flags(early_clobber: bool) -> RegFlags {
    if early_clobber {
        RegFlags::DEF.union(RegFlags::EARLY_CLOBBER)
    } else {
        RegFlags::DEF
    }
}
