//! The result half of a pattern's operations: merge the input chains of the matched chained
//! nodes, copy physical-register operands into their registers, build the result instructions
//! bottom-up (`EMIT_*`), and replace the matched root (`MORPH_NODE_TO` or `COMPLETE_MATCH`).
//!
//! Machine node shape (the emitter relies on it): results are the instruction's explicit
//! definitions, then one per implicit definition the source root produces (e.g. EFLAGS), then
//! `ch` when chained, then `glue`; operands are the explicit uses (a compound operand such as
//! an address as its parts), then the chain, then glue. The chain goes to the first result
//! instruction that touches memory or has side effects (else to the root instruction).

use super::gen::{Bound, Context, Gen};
use super::nodes::{HAS_CHAIN, OUT_GLUE, VARIADIC};
use super::patterns::{instr_defs, Kind, Leaf, Pattern, Tree};
use super::table::{EmitNode, Op, FLAG_CHAIN, FLAG_GLUE_IN, FLAG_GLUE_OUT, FLAG_VARIADIC};
use super::types::TypeSet;

const CHAIN_FLAGS: &[&str] = &["MAY_LOAD", "MAY_STORE", "HAS_SIDE_EFFECTS", "IS_BRANCH", "IS_CALL", "IS_RETURN", "IS_TERMINATOR"];

struct Emitter<'p> {
    pat: &'p Pattern,
    root: usize,
    /// Position (in emission order) of the instruction that takes the chain, if any.
    chain_instr: Option<usize>,
    next_instr: usize,
    src_value_types: Vec<TypeSet>,
}

/// `root`: the SDNode the source's root matches.
pub fn emit(cx: &mut Context<'_, '_>, g: &mut Gen, p: &Pattern, root: usize) -> Result<(), String> {
    let src_node = &cx.vocab.nodes[root];
    let num_values = src_node.num_results;
    if !g.chain_nodes.is_empty() {
        g.ops.push(Op::EmitMergeInputChains(g.chain_nodes.clone()));
    }
    for &(rec, reg) in &g.phys_inputs.clone() {
        g.ops.push(Op::EmitCopyToReg(rec, reg));
    }
    // Which instruction takes the chain: the first (in emission order) touching memory.
    let mut order = Vec::new();
    for d in &p.dst {
        post_order(d, &mut order);
    }
    let chain_instr = if g.chain_nodes.is_empty() {
        None
    } else {
        let first = order.iter().position(|&i| cx.instrs.instrs[i].flags.iter().any(|f| CHAIN_FLAGS.contains(f)));
        Some(first.unwrap_or(order.len().saturating_sub(1)))
    };
    let mut e = Emitter { pat: p, root, chain_instr, next_instr: 0, src_value_types: p.src.types.clone() };
    if p.dst.len() > 1 && p.dst.len() != num_values {
        return Err(format!("{} results for a source with {num_values} values", p.dst.len()));
    }
    let mut results = Vec::new();
    let mut root_emit_index = None;
    for d in &p.dst {
        let recs = e.tree(cx, g, d, Some(0), None)?;
        if matches!(d.kind, Kind::Instr(..)) {
            root_emit_index = Some(g.ops.len() - 1);
        }
        if p.dst.len() > 1 {
            results.push(*recs.first().ok_or("a result builds no value")?);
        } else {
            results = recs;
        }
    }
    if results.len() < num_values {
        return Err(format!("the result gives {} values for a source with {num_values}", results.len()));
    }
    results.truncate(num_values);
    // The root instruction emitted last with exactly the source's values: morph in one step.
    if let (1, Some(i)) = (p.dst.len(), root_emit_index) {
        if i == g.ops.len() - 1 {
            if let Op::EmitNode(node) = &g.ops[i] {
                if node.vts.len() == num_values {
                    let node = node.clone();
                    g.ops[i] = Op::MorphNodeTo(node);
                    return Ok(());
                }
            }
        }
    }
    g.ops.push(Op::CompleteMatch(results));
    Ok(())
}

fn post_order(t: &Tree, out: &mut Vec<usize>) {
    for c in t.children() {
        post_order(c, out);
    }
    if let Kind::Instr(i, _) = t.kind {
        out.push(i);
    }
}

impl Emitter<'_> {
    /// Emits a result tree; returns the records of its values. `root_slot`: for a root, the
    /// first source value it replaces; `context`: the type its user expects.
    fn tree(&mut self, cx: &mut Context<'_, '_>, g: &mut Gen, t: &Tree, root_slot: Option<usize>, context: Option<u8>) -> Result<Vec<u8>, String> {
        let own_type = t.types.first().and_then(|ty| ty.only());
        match &t.kind {
            Kind::Leaf(leaf) => {
                let vt = own_type.or(context);
                match leaf {
                    Leaf::Any => {
                        let name = t.name.as_ref().ok_or("an unnamed operand in a result")?;
                        match g.names.get(name).copied() {
                            Some(Bound::Value { rec, leaf_node: true }) => {
                                g.ops.push(Op::EmitConvertToTarget(rec));
                                Ok(vec![g.record()?])
                            }
                            Some(Bound::Value { rec, .. }) => Ok(vec![rec]),
                            Some(Bound::Complex { first, count }) => Ok((first..first + count).collect()),
                            None => Err(format!("the result uses ${name}, which the source does not bind")),
                        }
                    }
                    Leaf::Int(v) => {
                        let vt = vt.or_else(|| cx.vocab.vt("i32")).ok_or("no type for an integer")?;
                        g.ops.push(Op::EmitInteger(vt, *v));
                        Ok(vec![g.record()?])
                    }
                    Leaf::SubRegIndex(s) => {
                        let idx = cx.regs.sub_reg_indices.iter().position(|i| i.name == *s).ok_or_else(|| format!("{s} is not a sub-register index"))?;
                        g.ops.push(Op::EmitInteger(cx.vocab.vt("i32").ok_or("no i32")?, idx as i64));
                        Ok(vec![g.record()?])
                    }
                    Leaf::RegClass(c) => {
                        let id = cx.regs.class(c).ok_or_else(|| format!("{c} is not a register class"))?;
                        g.ops.push(Op::EmitInteger(cx.vocab.vt("i32").ok_or("no i32")?, i64::from(id)));
                        Ok(vec![g.record()?])
                    }
                    Leaf::PhysReg(r) => {
                        let reg = cx.regs.reg(r).ok_or_else(|| format!("{r} is not a register"))?;
                        let vt = vt.or_else(|| t.types.first().and_then(|ty| ty.members().next())).ok_or("no type for a register")?;
                        g.ops.push(Op::EmitRegister(vt, u32::from(reg)));
                        Ok(vec![g.record()?])
                    }
                    Leaf::ComplexPat(_) | Leaf::CondCode(_) | Leaf::ValueType(_) => Err(format!("{} cannot be built in a result", t.text(cx.vocab, cx.instrs))),
                }
            }
            Kind::XForm(code, child) => {
                let recs = self.tree(cx, g, child, None, context)?;
                let rec = *recs.first().ok_or("a transform of nothing")?;
                let x = cx.xforms.intern(code);
                g.ops.push(Op::EmitNodeXForm(x, rec));
                Ok(vec![g.record()?])
            }
            Kind::Instr(index, children) => self.instr(cx, g, t, *index, children, root_slot, context.or(own_type)),
            Kind::Node(..) => Err("an operation in a result".to_string()),
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn instr(
        &mut self,
        cx: &mut Context<'_, '_>,
        g: &mut Gen,
        t: &Tree,
        index: usize,
        children: &[Tree],
        root_slot: Option<usize>,
        context: Option<u8>,
    ) -> Result<Vec<u8>, String> {
        let instr = &cx.instrs.instrs[index];
        let defs = instr_defs(instr);
        let uses: Vec<_> = instr.named_operands[defs..].to_vec();
        if children.len() != uses.len() {
            return Err(format!("{} takes {} operands, the result gives {}", instr.name, uses.len(), children.len()));
        }
        let mut operands = Vec::new();
        for (c, u) in children.iter().zip(&uses) {
            let want = operand_type(cx, u.class);
            let recs = self.tree(cx, g, c, None, want)?;
            let generic = u.class.name() == "unknown";
            if !generic && recs.len() != u.count {
                return Err(format!("operand ${} of {} takes {} values, the result gives {}", u.name, instr.name, u.count, recs.len()));
            }
            operands.extend(recs);
        }
        let instr = &cx.instrs.instrs[index];
        let position = self.next_instr;
        self.next_instr += 1;
        let mut vts = Vec::new();
        for (k, o) in instr.named_operands[..defs].iter().enumerate() {
            let from_src = root_slot.and_then(|s| self.src_value_types.get(s + k)).and_then(|ty| cx.checkable(*ty));
            let vt = from_src
                .or_else(|| t.types.first().and_then(|ty| ty.only()))
                .or(context)
                .or_else(|| operand_type(cx, o.class))
                .ok_or_else(|| format!("cannot tell the type of result ${} of {}", o.name, instr.name))?;
            vts.push(vt);
        }
        let mut flags = 0;
        let mut fixed = 0;
        if let Some(slot) = root_slot {
            let src_values = self.src_value_types.len();
            let extra = src_values.saturating_sub(slot + defs);
            if self.pat.dst.len() == 1 && extra > 0 {
                if instr.implicit_defs.len() < extra {
                    return Err(format!("{} defines {} registers; the source has {src_values} values", instr.name, defs + instr.implicit_defs.len()));
                }
                for k in 0..extra {
                    let vt = cx.checkable(self.src_value_types[slot + defs + k]).or_else(|| cx.vocab.vt("i32")).ok_or("no i32")?;
                    vts.push(vt);
                }
            }
            let node = &cx.vocab.nodes[self.root];
            let src_children = self.pat.src.children();
            if g.glue_input || !g.phys_inputs.is_empty() {
                flags |= FLAG_GLUE_IN;
            }
            if node.props & OUT_GLUE != 0 {
                flags |= FLAG_GLUE_OUT;
            }
            // A variadic source root (X86call's argument registers and register mask) passes
            // its extra operands on, as does an instruction with variable operands.
            if instr.flags.contains(&"VARIADIC") || node.props & VARIADIC != 0 {
                flags |= FLAG_VARIADIC;
                fixed = u8::try_from(src_children.len() + usize::from(node.props & HAS_CHAIN != 0)).map_err(|_| "too many operands")?;
            }
        }
        if self.chain_instr == Some(position) {
            flags |= FLAG_CHAIN;
        }
        let n = vts.len();
        g.ops.push(Op::EmitNode(EmitNode {
            opcode: index as u32,
            name: instr.name.clone(),
            flags,
            fixed_operands: fixed,
            vts,
            operands: u8_list(&operands)?,
        }));
        let mut recs = Vec::with_capacity(n);
        for _ in 0..n {
            recs.push(g.record()?);
        }
        Ok(recs)
    }
}

fn u8_list(v: &[u8]) -> Result<Vec<u8>, String> {
    if v.len() > 255 {
        return Err("more than 255 operands".to_string());
    }
    Ok(v.to_vec())
}

/// The single value type an instruction operand class holds, if any.
fn operand_type(cx: &Context<'_, '_>, class: crate::record::RecordRef<'_>) -> Option<u8> {
    let class_rec = if class.is_subclass_of_name("RegisterOperand") { class.get_value_as_def("RegClass").ok()? } else { class };
    if class_rec.is_subclass_of_name("RegisterClass") {
        let c = cx.regs.class(class_rec.name())?;
        return cx.regs.classes[c as usize].value_types.first().and_then(|v| cx.vocab.vt(v));
    }
    if class.is_subclass_of_name("Operand") {
        let vt = cx.vocab.vt(class.get_value_as_def("Type").ok()?.name())?;
        return (Some(vt) != cx.vocab.iptr()).then_some(vt);
    }
    None
}
