//! Inline assembly calls become an INLINEASM node, as in LLVM: the text, the extra-info
//! immediate, then per constraint (outputs, inputs, clobbers) a flag word
//! ([`crate::inline_asm::Flag`]) and its operands. Of several codes for one operand (`rm`,
//! `ri`) the choice is llc's: an immediate the value fits, else the most general kind (memory,
//! then a register class, then a fixed register). Register-class operands are new virtual
//! registers the allocator places (inputs copied in before the node, outputs read after it);
//! fixed registers (`{ax}`, `a`, `{st}`) are physical registers with glued copies; an input
//! tied to an output (`0`, what clang writes for `+r`) gets the output's class and is tied to
//! it; memory operands address the pointer of an indirect operand (`*m`) or a stack slot the
//! value is stored to (an input tied to a memory output is that memory); immediates are
//! constants. Empty text still makes a node: it orders
//! memory (`~{memory}`), forces values into registers and records its clobbers.

use super::Builder;
use crate::inline_asm::{parse_constraints, Constraint, ConstraintRole, Flag, GroupKind, EXTRA_HAS_SIDE_EFFECTS, EXTRA_IS_ALIGN_STACK, EXTRA_MAY_LOAD, EXTRA_MAY_STORE, MEM_CONSTRAINT_M, MEM_CONSTRAINT_O};
use crate::isel::function_info::FrameObject;
use crate::isel::dag::node::{MemInfo, NodeData, SDValue};
use crate::isel::dag::opcodes::Isd;
use crate::target::value_types::{Evt, Mvt};
use crate::isel::dag::vector_parts::{join_vector, split_vector};
use crate::mir::Reg;
use crate::target::lowering::AsmConstraintKind;
use kiln_ir::{Attr, AttrKind, InlineAsmId, Inst, Type, TypeId, TypeTable, Value};

/// An output to read back after the node.
struct Output {
    reg: Reg,
    /// The type of the register and of the result (they differ for x87 registers).
    vt: Evt,
    result_vt: Evt,
    /// Physical registers are read by glued copies right after the node.
    physical: bool,
    /// The flag word of its group (for inputs tied to it).
    flag: Flag,
    /// For an indirect output given a register (`=*rm` tied to an input): the pointer the
    /// register is stored to after the node, instead of a result.
    store_to: Option<SDValue>,
}

impl Builder<'_> {
    pub(super) fn inline_asm(&mut self, inst: &Inst, asm: InlineAsmId) -> Result<Option<SDValue>, String> {
        let info = &self.module.inline_asms[asm.index()];
        let text = String::from_utf8_lossy(&info.asm).into_owned();
        let constraint_text = String::from_utf8_lossy(&info.constraints).into_owned();
        let unsupported = |why: &str| format!("unsupported inline asm \"{}\": {why}", text.escape_default());
        if info.intel_dialect {
            return Err(unsupported("Intel syntax"));
        }
        let mut extra = 0;
        if info.side_effect {
            extra |= EXTRA_HAS_SIDE_EFFECTS;
        }
        if info.align_stack {
            extra |= EXTRA_IS_ALIGN_STACK;
        }
        let constraints = parse_constraints(&constraint_text).map_err(|e| unsupported(&e))?;
        let out_vts: Vec<Evt> = if inst.ty == TypeTable::VOID {
            Vec::new()
        } else {
            self.leaves(inst.ty)?.into_iter().map(|(t, _)| self.evt(t)).collect::<Result<_, _>>()?
        };
        let args = inst.call_args();
        let (mut next_arg, mut next_result) = (0, 0);
        let mut chain = self.root();
        // Operand groups (flag word, operands), physical input copies, outputs per group.
        let mut groups: Vec<(Flag, Vec<SDValue>)> = Vec::with_capacity(constraints.len());
        let mut phys_inputs: Vec<(Reg, SDValue)> = Vec::new();
        let mut vreg_inputs: Vec<(Reg, SDValue)> = Vec::new();
        let mut outputs: Vec<Option<Output>> = Vec::new();
        let tied = tied_outputs(&constraints);
        for (k, c) in constraints.iter().enumerate() {
            let named = |what: &str| unsupported(&format!("{what} '{}'", constraint_text.split(',').nth(k).unwrap_or("")));
            match c.role {
                ConstraintRole::Clobber => {
                    let code = &c.codes[0];
                    if code.eq_ignore_ascii_case("{memory}") {
                        extra |= EXTRA_MAY_LOAD | EXTRA_MAY_STORE;
                        continue;
                    }
                    if let Some(r) = self.tli.inline_asm_register(code, None).map_err(|e| unsupported(&e))? {
                        let reg = self.dag.register(Reg::phys(r), Mvt::Untyped.into());
                        groups.push((Flag::new(GroupKind::Clobber, 1), vec![reg]));
                    }
                    outputs.push(None);
                }
                ConstraintRole::Output if c.indirect => {
                    let ptr_arg = *args.get(next_arg).ok_or_else(|| unsupported("more operands than arguments"))?;
                    let ptr = self.value(ptr_arg)?;
                    // An input tied to it needs it in a register when the constraint allows
                    // one (llc too): the register is stored through the pointer after the asm.
                    let register_code = c.codes.iter().find(|code| self.tli.inline_asm_constraint_kind(code) == Some(AsmConstraintKind::RegisterClass));
                    if let (true, Some(code)) = (tied[k], register_code) {
                        let pointee = self.pointee_type(inst, next_arg, ptr_arg).ok_or_else(|| named("indirect output without elementtype"))?;
                        next_arg += 1;
                        let vt = self.evt(pointee)?;
                        if vt.is_vector() {
                            return Err(named("indirect vector output tied to an input"));
                        }
                        let class = self.asm_class(code, vt).ok_or_else(|| named(&format!("constraint for a {vt} output:")))?;
                        let reg = self.flinfo.create_vreg(vt.simple().ok_or_else(|| named("output type of constraint"))?);
                        let kind_of = if c.early_clobber { GroupKind::RegDefEarlyClobber } else { GroupKind::RegDef };
                        let output = Output { reg, vt, result_vt: vt, physical: false, flag: Flag::new(kind_of, 1).with_class(class), store_to: Some(ptr) };
                        let reg = self.dag.register(output.reg, vt);
                        groups.push((output.flag, vec![reg]));
                        outputs.push(Some(output));
                        continue;
                    }
                    next_arg += 1;
                    let (kind, code) = self.choose(c, None)?;
                    if kind != AsmConstraintKind::Memory {
                        return Err(named("indirect output constraint"));
                    }
                    extra |= EXTRA_MAY_STORE;
                    groups.push(self.memory_group(ptr, code).map_err(|e| unsupported(&e))?);
                    outputs.push(None);
                }
                ConstraintRole::Output => {
                    let vt = *out_vts.get(next_result).ok_or_else(|| unsupported("more outputs than results"))?;
                    next_result += 1;
                    let kind_of = if c.early_clobber { GroupKind::RegDefEarlyClobber } else { GroupKind::RegDef };
                    let (kind, code) = self.choose(c, None)?;
                    let output = match kind {
                        AsmConstraintKind::Register => {
                            let r = self.tli.inline_asm_register(code, Some(vt)).map_err(|e| unsupported(&e))?.ok_or_else(|| named("constraint"))?;
                            let reg_vt = self.tli.inline_asm_register_type(code, vt);
                            Output { reg: Reg::phys(r), vt: reg_vt, result_vt: vt, physical: true, flag: Flag::new(kind_of, 1), store_to: None }
                        }
                        AsmConstraintKind::RegisterClass => {
                            let class = self.asm_class(code, vt).ok_or_else(|| named(&format!("constraint for a {vt} output:")))?;
                            let reg = self.flinfo.create_vreg(vt.simple().ok_or_else(|| named("output type of constraint"))?);
                            Output { reg, vt, result_vt: vt, physical: false, flag: Flag::new(kind_of, 1).with_class(class), store_to: None }
                        }
                        _ => return Err(named("output constraint")),
                    };
                    let reg = self.dag.register(output.reg, vt);
                    groups.push((output.flag, vec![reg]));
                    outputs.push(Some(output));
                }
                ConstraintRole::Input => {
                    let arg = *args.get(next_arg).ok_or_else(|| unsupported("more operands than arguments"))?;
                    next_arg += 1;
                    let value = self.value(arg)?;
                    let vt = self.dag.value_type(value);
                    if let Some(n) = c.matching() {
                        // An input tied to a memory output is that memory (llc does not store the
                        // value there either).
                        if let Some((flag, ops)) = groups.get(n).filter(|(f, _)| f.kind() == Some(GroupKind::Mem)).cloned() {
                            extra |= EXTRA_MAY_LOAD;
                            groups.push((flag, ops));
                            outputs.push(None);
                            continue;
                        }
                        let tied = outputs.get(n).and_then(Option::as_ref).ok_or_else(|| named("input tied to a missing output"))?;
                        // An integer of another width is truncated or extended into the
                        // output's register (a pointer tied to an `int` output, as llc does).
                        let (value, vt) = match (tied.result_vt, vt) {
                            (out, vt) if out == vt => (value, vt),
                            (out, vt) if out.is_integer() && vt.is_integer() && !out.is_vector() && !vt.is_vector() => {
                                let op = if out.size_bits() < vt.size_bits() { Isd::Truncate } else { Isd::AnyExtend };
                                (self.dag.node1(op, out, &[value]), out)
                            }
                            _ => return Err(named("input of another type than its tied output")),
                        };
                        if tied.physical {
                            let value = if tied.vt != vt { self.dag.node1(Isd::FpExtend, tied.vt, &[value]) } else { value };
                            phys_inputs.push((tied.reg, value));
                            let reg = self.dag.register(tied.reg, Mvt::Untyped.into());
                            groups.push((Flag::new(GroupKind::RegUse, 1), vec![reg]));
                        } else {
                            let value = if vt.is_vector() { split_vector(self.dag, value, vt, 1)?[0] } else { value };
                            let v = self.flinfo.create_vreg(vt.simple().ok_or_else(|| named("input type of constraint"))?);
                            vreg_inputs.push((v, value));
                            let reg = self.dag.register(v, vt);
                            let flag = Flag::new(GroupKind::RegUse, 1);
                            groups.push((flag.tied_to(n), vec![reg]));
                        }
                        outputs.push(None);
                        continue;
                    }
                    let (kind, code) = self.choose(c, Some(value))?;
                    match kind {
                        AsmConstraintKind::Other | AsmConstraintKind::Immediate => {
                            let n = self.dag.constant_value(value).ok_or_else(|| named("non-constant value for constraint"))?;
                            let imm = self.dag.target_constant(n, vt);
                            groups.push((Flag::new(GroupKind::Imm, 1), vec![imm]));
                        }
                        AsmConstraintKind::Memory => {
                            let ptr = if c.indirect { value } else { self.spill_to_stack(value) };
                            extra |= EXTRA_MAY_LOAD;
                            groups.push(self.memory_group(ptr, code).map_err(|e| unsupported(&e))?);
                        }
                        _ if c.indirect => return Err(named("indirect register input")),
                        AsmConstraintKind::Register => {
                            let r = self.tli.inline_asm_register(code, Some(vt)).map_err(|e| unsupported(&e))?.ok_or_else(|| named("constraint"))?;
                            let reg_vt = self.tli.inline_asm_register_type(code, vt);
                            let value = if reg_vt != vt { self.dag.node1(Isd::FpExtend, reg_vt, &[value]) } else { value };
                            phys_inputs.push((Reg::phys(r), value));
                            let reg = self.dag.register(Reg::phys(r), reg_vt);
                            groups.push((Flag::new(GroupKind::RegUse, 1), vec![reg]));
                        }
                        AsmConstraintKind::RegisterClass => {
                            let class = self.asm_class(code, vt).ok_or_else(|| named(&format!("constraint for a {vt} input:")))?;
                            // The builder holds a vector as its elements; the register holds it whole.
                            let value = if vt.is_vector() { split_vector(self.dag, value, vt, 1)?[0] } else { value };
                            let v = self.flinfo.create_vreg(vt.simple().ok_or_else(|| named("input type of constraint"))?);
                            vreg_inputs.push((v, value));
                            let reg = self.dag.register(v, vt);
                            groups.push((Flag::new(GroupKind::RegUse, 1).with_class(class), vec![reg]));
                        }
                    }
                    outputs.push(None);
                }
            }
        }
        if next_arg != args.len() || next_result != out_vts.len() {
            return Err(unsupported(&format!("constraints \"{constraint_text}\" do not match its arguments and results")));
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
        let extra_op = self.dag.target_constant(extra as u128, i64vt);
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
        for out in outputs.iter().flatten() {
            let v = self.dag.copy_from_reg_glued(chain, out.reg, out.vt, glue);
            chain = SDValue::new(v.node, 1);
            glue = SDValue::new(v.node, 2);
            if let Some(ptr) = out.store_to {
                stores.push((v, ptr));
                continue;
            }
            results.push(if out.vt != out.result_vt {
                self.dag.node1(Isd::FpRound, out.result_vt, &[v])
            } else if out.vt.is_vector() {
                join_vector(self.dag, &[v], out.vt)
            } else {
                v
            });
        }
        for (value, ptr) in stores {
            let mem = MemInfo { mem_vt: self.dag.value_type(value), align: 1, volatile: false, source: None };
            chain = self.dag.store(chain, value, ptr, false, mem);
        }
        self.dag.root = chain;
        Ok(match results.len() {
            0 => None,
            1 if !self.is_aggregate(inst.ty) => Some(results[0]),
            _ => Some(self.merge(&results)),
        })
    }

    /// The constraint kind and code used for operand `c` (with `value` for inputs): an
    /// immediate `value` fits wins, else the most general kind; a code the target does not
    /// know is an error naming it.
    fn choose<'c>(&self, c: &'c Constraint, value: Option<SDValue>) -> Result<(AsmConstraintKind, &'c str), String> {
        let mut best: Option<(AsmConstraintKind, &str)> = None;
        for code in &c.codes {
            let kind = self
                .tli
                .inline_asm_constraint_kind(code)
                .ok_or_else(|| format!("unsupported inline asm constraint '{code}'"))?;
            if c.indirect && kind < AsmConstraintKind::Register {
                continue;
            }
            if kind <= AsmConstraintKind::Immediate {
                let fits = value.and_then(|v| self.signed_constant(v)).is_some_and(|n| self.tli.inline_asm_immediate_fits(code, n));
                if fits {
                    return Ok((kind, code));
                }
                continue;
            }
            if c.role == ConstraintRole::Output && !c.indirect && kind == AsmConstraintKind::Memory {
                continue;
            }
            if best.is_none_or(|(b, _)| kind > b) {
                best = Some((kind, code));
            }
        }
        best.ok_or_else(|| match value.and_then(|v| self.signed_constant(v)) {
            Some(n) => format!("unsupported inline asm: value {n} does not fit constraint '{}'", c.codes.concat()),
            None => format!("unsupported inline asm constraint '{}' for this operand", c.codes.concat()),
        })
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

    /// The register class of register-class code `code` for `vt`, as its index.
    fn asm_class(&self, code: &str, vt: Evt) -> Option<u16> {
        self.tli.inline_asm_register_class(code, vt).map(|c| c.0)
    }

    /// A memory group addressing `ptr`.
    fn memory_group(&mut self, ptr: SDValue, code: &str) -> Result<(Flag, Vec<SDValue>), String> {
        let mut parts = Vec::new();
        if !self.tli.inline_asm_address(self.dag, ptr, &mut parts) {
            return Err("memory operands are not supported on this target".to_string());
        }
        let id = if code == "o" { MEM_CONSTRAINT_O } else { MEM_CONSTRAINT_M };
        Ok((Flag::new(GroupKind::Mem, parts.len()).with_memory_constraint(id), parts))
    }

    /// A new stack slot holding `value` (a direct memory input): its address.
    fn spill_to_stack(&mut self, value: SDValue) -> SDValue {
        let vt = self.dag.value_type(value);
        let bytes = vt.size_bits().div_ceil(8).max(1);
        let align = bytes.next_power_of_two().min(16);
        let fi = self.flinfo.frame_objects.len() as i32;
        self.flinfo.frame_objects.push(FrameObject { size: bytes, align });
        let ptr_vt = self.ptr_vt(self.layout.dl.alloca_addrspace);
        let slot = self.dag.frame_index(fi, ptr_vt);
        let chain = self.root();
        let mem = MemInfo { mem_vt: vt, align, volatile: false, source: None };
        self.dag.root = self.dag.store(chain, value, slot, false, mem);
        slot
    }

    /// The type an indirect operand points to: the call's `elementtype(T)` on argument `k`, or
    /// the pointee of a typed pointer.
    fn pointee_type(&self, inst: &Inst, k: usize, arg: Value) -> Option<TypeId> {
        let data = inst.call_data()?;
        self.module.attr_sets.get(data.attrs.param(k)).iter().find_map(|a| match a {
            Attr::Type(AttrKind::ElementType, t) => *t,
            _ => None,
        })
        .or(match self.module.types.get(self.value_ty(arg)) {
            Type::Ptr { pointee, .. } => *pointee,
            _ => None,
        })
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

/// For each constraint, whether an input is tied to it (`0` naming output 0).
fn tied_outputs(constraints: &[Constraint]) -> Vec<bool> {
    let mut tied = vec![false; constraints.len()];
    for n in constraints.iter().filter(|c| c.role == ConstraintRole::Input).filter_map(Constraint::matching) {
        if let Some(slot) = tied.get_mut(n) {
            *slot = true;
        }
    }
    tied
}

/// `text` as MIR writes a symbol name: quoted, with `"`, `\` and unprintable bytes as `\XX`.
fn mir_quoted(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for &b in text.as_bytes() {
        if b.is_ascii_graphic() && b != b'"' && b != b'\\' || b == b' ' {
            out.push(b as char);
        } else {
            out.push_str(&format!("\\{b:02X}"));
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_quoted_as_mir_writes_it() {
        assert_eq!(mir_quoted("fpatan\n\t"), "\"fpatan\\0A\\09\"");
        assert_eq!(mir_quoted("a \"b\"\\"), "\"a \\22b\\22\\5C\"");
    }
}
