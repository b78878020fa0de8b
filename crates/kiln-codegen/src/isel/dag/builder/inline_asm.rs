//! Inline assembly calls become an INLINEASM node, as in LLVM: the text, the extra-info
//! immediate, then per constraint (outputs, inputs, clobbers) a flag word
//! ([`crate::inline_asm::Flag`]) and its operands, as the shared plan
//! ([`crate::inline_asm::plan`]) passes each operand. Register-class operands are new virtual
//! registers the allocator places (inputs copied in before the node, outputs read after it);
//! fixed registers (`{ax}`, `a`, `{st}`) are physical registers with glued copies; memory
//! operands address the pointer of an indirect operand (`*m`) or a stack slot the value is
//! stored to; immediates are constants. Empty text still makes a node: it orders memory
//! (`~{memory}`), forces values into registers and records its clobbers.

use super::Builder;
use crate::inline_asm::plan::{mir_quoted, plan, pointee_type, spill_slot, unsupported, AsmArg, OperandPlan};
use crate::inline_asm::{Flag, GroupKind};
use crate::isel::dag::node::{MemInfo, NodeData, SDValue};
use crate::isel::dag::opcodes::Isd;
use crate::target::value_types::{Evt, Mvt};
use crate::isel::dag::vector_parts::{join_vector, split_vector};
use crate::mir::Reg;
use kiln_ir::{InlineAsmId, Inst, TypeTable};

/// An output to read back after the node.
struct Output {
    reg: Reg,
    /// The type of the register and of the result (they differ for x87 registers and for
    /// integers narrower than a register, an `i32` in a 64-bit GPR).
    vt: Evt,
    result_vt: Evt,
    /// Physical registers are read by glued copies right after the node.
    physical: bool,
    /// For an indirect output given a register (`=*rm` tied to an input): the pointer the
    /// register is stored to after the node, instead of a result.
    store_to: Option<SDValue>,
}

impl Builder<'_> {
    pub(super) fn inline_asm(&mut self, inst: &Inst, asm: InlineAsmId) -> Result<Option<SDValue>, String> {
        let info = &self.module.inline_asms[asm.index()];
        let text = String::from_utf8_lossy(&info.asm).into_owned();
        let out_vts: Vec<Evt> = if inst.ty == TypeTable::VOID {
            Vec::new()
        } else {
            self.leaves(inst.ty)?.into_iter().map(|(t, _)| self.evt(t)).collect::<Result<_, _>>()?
        };
        let args = inst.call_args();
        let mut chain = self.root();
        let mut values = Vec::with_capacity(args.len());
        let mut asm_args = Vec::with_capacity(args.len());
        for &a in args {
            let v = self.value(a)?;
            values.push(v);
            asm_args.push(AsmArg { vt: self.dag.value_type(v), constant: self.signed_constant(v) });
        }
        let pointee = |k: usize| match pointee_type(self.module, inst, k, self.value_ty(args[k])) {
            Some(t) => self.evt(t).map(Some),
            None => Ok(None),
        };
        let plan = plan(self.tli, info, &asm_args, &out_vts, pointee)?;
        let named = |what: &str| unsupported(info, what);
        // Operand groups (flag word, operands), input copies, outputs in order.
        let mut groups: Vec<(Flag, Vec<SDValue>)> = Vec::with_capacity(plan.operands.len());
        let mut phys_inputs: Vec<(Reg, SDValue)> = Vec::new();
        let mut vreg_inputs: Vec<(Reg, SDValue)> = Vec::new();
        let mut outputs: Vec<Output> = Vec::new();
        for &operand in &plan.operands {
            match operand {
                OperandPlan::MemoryClobber | OperandPlan::Clobber(None) => {}
                OperandPlan::Clobber(Some(r)) => {
                    let reg = self.dag.register(Reg::phys(r), Mvt::Untyped.into());
                    groups.push((Flag::new(GroupKind::Clobber, 1), vec![reg]));
                }
                OperandPlan::OutputRegister { reg, reg_vt, vt, early_clobber } => {
                    let output = Output { reg: Reg::phys(reg), vt: reg_vt, result_vt: vt, physical: true, store_to: None };
                    groups.push((Flag::new(GroupKind::def(early_clobber), 1), vec![self.dag.register(output.reg, vt)]));
                    outputs.push(output);
                }
                OperandPlan::OutputClass { class, vt, early_clobber } | OperandPlan::OutputIndirectClass { class, vt, early_clobber, .. } => {
                    let reg_vt = self.class_register_type(vt);
                    let reg = self.flinfo.create_vreg(reg_vt.simple().ok_or_else(|| named("output type of constraint"))?);
                    let store_to = match operand {
                        OperandPlan::OutputIndirectClass { arg, .. } => Some(values[arg]),
                        _ => None,
                    };
                    let output = Output { reg, vt: reg_vt, result_vt: vt, physical: false, store_to };
                    groups.push((Flag::new(GroupKind::def(early_clobber), 1).with_class(class.0), vec![self.dag.register(reg, reg_vt)]));
                    outputs.push(output);
                }
                OperandPlan::OutputMemory { arg, constraint } | OperandPlan::InputMemory { arg, indirect: true, constraint } => {
                    groups.push(self.memory_group(values[arg], constraint).map_err(|e| named(&e))?);
                }
                OperandPlan::InputMemory { arg, constraint, .. } => {
                    let ptr = self.spill_to_stack(values[arg]);
                    groups.push(self.memory_group(ptr, constraint).map_err(|e| named(&e))?);
                }
                OperandPlan::InputTiedMemory { group, .. } => {
                    let tied = groups.get(group).cloned().ok_or_else(|| named("input tied to a missing output"))?;
                    groups.push(tied);
                }
                OperandPlan::InputTied { arg, group } => {
                    let tied = outputs.get(group).ok_or_else(|| named("input tied to a missing output"))?;
                    let (value, vt) = (values[arg], asm_args[arg].vt);
                    // An integer of another width is truncated or extended into the output's
                    // register (a pointer tied to an `int` output, as llc does).
                    let (value, vt) = match tied.result_vt {
                        out if out == vt => (value, vt),
                        out => {
                            let op = if out.size_bits() < vt.size_bits() { Isd::Truncate } else { Isd::AnyExtend };
                            (self.dag.node1(op, out, &[value]), out)
                        }
                    };
                    let (physical, tied_reg, reg_vt) = (tied.physical, tied.reg, tied.vt);
                    let value = self.register_value(value, vt, reg_vt);
                    if physical {
                        phys_inputs.push((tied_reg, value));
                        let reg = self.dag.register(tied.reg, Mvt::Untyped.into());
                        groups.push((Flag::new(GroupKind::RegUse, 1), vec![reg]));
                    } else {
                        let value = if vt.is_vector() { split_vector(self.dag, value, vt, 1)?[0] } else { value };
                        let v = self.flinfo.create_vreg(reg_vt.simple().ok_or_else(|| named("input type of constraint"))?);
                        vreg_inputs.push((v, value));
                        let reg = self.dag.register(v, reg_vt);
                        groups.push((Flag::new(GroupKind::RegUse, 1).tied_to(group), vec![reg]));
                    }
                }
                OperandPlan::Immediate { arg, .. } => {
                    let n = self.dag.constant_value(values[arg]).ok_or_else(|| named("non-constant value for constraint"))?;
                    let imm = self.dag.target_constant(n, asm_args[arg].vt);
                    groups.push((Flag::new(GroupKind::Imm, 1), vec![imm]));
                }
                OperandPlan::InputRegister { arg, reg, reg_vt } => {
                    let (value, vt) = (values[arg], asm_args[arg].vt);
                    let value = self.register_value(value, vt, reg_vt);
                    phys_inputs.push((Reg::phys(reg), value));
                    let reg = self.dag.register(Reg::phys(reg), reg_vt);
                    groups.push((Flag::new(GroupKind::RegUse, 1), vec![reg]));
                }
                OperandPlan::InputClass { arg, class } => {
                    let vt = asm_args[arg].vt;
                    let reg_vt = self.class_register_type(vt);
                    // The builder holds a vector as its elements; the register holds it whole.
                    let value = if vt.is_vector() { split_vector(self.dag, values[arg], vt, 1)?[0] } else { self.register_value(values[arg], vt, reg_vt) };
                    let v = self.flinfo.create_vreg(reg_vt.simple().ok_or_else(|| named("input type of constraint"))?);
                    vreg_inputs.push((v, value));
                    let reg = self.dag.register(v, reg_vt);
                    groups.push((Flag::new(GroupKind::RegUse, 1).with_class(class.0), vec![reg]));
                }
            }
        }

        // Stores of memory inputs came first; then the copies into registers, glued to the node.
        chain = self.chain_after(chain);
        let mut glue = None;
        for (r, v) in vreg_inputs.into_iter().chain(phys_inputs) {
            chain = self.dag.copy_to_reg(chain, r, v, glue);
            glue = Some(SDValue::new(chain.node, 1));
        }
        let ptr_vt = self.ptr_vt(0);
        let symbol = self.dag.external_symbol(&mir_quoted(&text), ptr_vt);
        let data = self.dag.node(symbol.node).data;
        let vts = self.dag.vt_list(&[ptr_vt]);
        let text_op = SDValue::new(self.dag.get_node(Isd::TargetExternalSymbol.into(), vts, &[], data), 0);
        let i64vt: Evt = Mvt::I64.into();
        let extra_op = self.dag.target_constant(plan.extra as u128, i64vt);
        let mut ops = vec![chain, text_op, extra_op];
        for (flag, group_ops) in groups {
            ops.push(self.dag.target_constant(u128::from(flag.0), i64vt));
            ops.extend(group_ops);
        }
        ops.extend(glue);
        let vts = self.dag.vt_list(&[Evt::OTHER, Evt::GLUE]);
        let node = self.dag.get_node(Isd::InlineAsm.into(), vts, &ops, NodeData::None);
        chain = SDValue::new(node, 0);
        let mut glue = SDValue::new(node, 1);
        let mut results = Vec::with_capacity(out_vts.len());
        let mut stores = Vec::new();
        for out in &outputs {
            let v = self.dag.copy_from_reg_glued(chain, out.reg, out.vt, glue);
            chain = SDValue::new(v.node, 1);
            glue = SDValue::new(v.node, 2);
            let v = self.register_value(v, out.vt, out.result_vt);
            if let Some(ptr) = out.store_to {
                stores.push((v, ptr));
                continue;
            }
            results.push(if out.vt.is_vector() {
                join_vector(self.dag, &[v], out.vt)
            } else {
                v
            });
        }
        for (value, ptr) in stores {
            let mem = MemInfo { mem_vt: self.dag.value_type(value), align: 1, volatile: false, source: None, ordering: kiln_ir::AtomicOrdering::NotAtomic };
            chain = self.dag.store(chain, value, ptr, false, mem);
        }
        self.dag.root = chain;
        Ok(match results.len() {
            0 => None,
            1 if !self.is_aggregate(inst.ty) => Some(results[0]),
            _ => Some(self.merge(&results)),
        })
    }

    /// `value` of type `from` as a register of type `to` holds it, or the reverse: floats
    /// extended or rounded (x87 registers), integers any-extended or truncated.
    fn register_value(&mut self, value: SDValue, from: Evt, to: Evt) -> SDValue {
        if from == to {
            return value;
        }
        let op = match (to.is_integer(), to.size_bits() > from.size_bits()) {
            (true, true) => Isd::AnyExtend,
            (true, false) => Isd::Truncate,
            (false, true) => Isd::FpExtend,
            (false, false) => Isd::FpRound,
        };
        self.dag.node1(op, to, &[value])
    }

    /// The type of a register the allocator picks for a value of `vt`: `vt`, or a scalar
    /// integer the target holds in a wider register (an `i32` in a 64-bit GPR) that one.
    fn class_register_type(&self, vt: Evt) -> Evt {
        match self.tli.register_types().register_type_and_count(vt) {
            Some((m, 1)) if vt.is_integer() && !vt.is_vector() => m.into(),
            _ => vt,
        }
    }

    /// The integer of a constant node, sign-extended from its type.
    fn signed_constant(&self, v: SDValue) -> Option<i64> {
        if !self.dag.opcode(v.node).is(Isd::Constant) {
            return None;
        }
        let raw = self.dag.constant_value(v)?;
        let bits = self.dag.value_type(v).size_bits() as u32;
        let shift = 128u32.saturating_sub(bits);
        Some((((raw << shift) as i128) >> shift) as i64)
    }

    /// A memory group addressing `ptr`.
    fn memory_group(&mut self, ptr: SDValue, constraint: u32) -> Result<(Flag, Vec<SDValue>), String> {
        let mut parts = Vec::new();
        if !self.tli.inline_asm_address(self.dag, ptr, &mut parts) {
            return Err("memory operands are not supported on this target".to_string());
        }
        Ok((Flag::new(GroupKind::Mem, parts.len()).with_memory_constraint(constraint), parts))
    }

    /// A new stack slot holding `value` (a direct memory input): its address.
    fn spill_to_stack(&mut self, value: SDValue) -> SDValue {
        let vt = self.dag.value_type(value);
        let slot = spill_slot(vt);
        let (fi, align) = (self.flinfo.frame_objects.len() as i32, slot.align);
        self.flinfo.frame_objects.push(slot);
        let ptr_vt = self.ptr_vt(self.layout.dl.alloca_addrspace);
        let slot = self.dag.frame_index(fi, ptr_vt);
        let chain = self.root();
        let mem = MemInfo { mem_vt: vt, align, volatile: false, source: None, ordering: kiln_ir::AtomicOrdering::NotAtomic };
        self.dag.root = self.dag.store(chain, value, slot, false, mem);
        slot
    }

    /// The chain to hang the asm on: `chain`, or the root when stores were added since.
    fn chain_after(&mut self, chain: SDValue) -> SDValue {
        if self.dag.root != chain {
            self.dag.root
        } else {
            chain
        }
    }
}
