//! Inline assembly calls. Empty text — the optimisation barriers C code writes as
//! `asm("" : "+r"(x))` or `asm volatile("" ::: "memory")` — runs no instructions: its
//! arguments are still evaluated, an output tied to an input (`=r,0`) carries that input's
//! value, and an untied output is undefined.
//!
//! Text with instructions becomes an INLINEASM node, as in LLVM: every operand is a physical
//! register the target names for its constraint (`{st}`, `t`, `{st(1)}` on x86; clobbers
//! `~{...}` too), inputs are copied there by glued CopyToReg nodes before it and outputs read
//! back by glued CopyFromReg nodes after it. Dialect alternatives `$(att$|intel$)` keep the
//! AT&T text; the asm printer emits it through the target's assembly parser (`$$` is a
//! dollar). Constraints that let the register allocator choose (`r`, `m`, `i`), indirect
//! operands and operand references in the text (`$0`, `${0:k}`) are errors naming them.

use super::Builder;
use crate::isel::dag::node::{NodeData, SDValue};
use crate::isel::dag::opcodes::Isd;
use crate::isel::dag::value_types::{Evt, Mvt};
use crate::mir::Reg;
use kiln_ir::{InlineAsmId, Inst, TypeTable};
use kiln_mc::desc::PhysReg;

/// Operand kinds of an INLINEASM node (the TargetConstant before each Register).
pub const ASM_OUTPUT: u128 = 1;
pub const ASM_INPUT: u128 = 2;
pub const ASM_CLOBBER: u128 = 3;

/// The extra-info immediate of INLINEASM: bit 0 has side effects (LLVM's encoding; AT&T dialect).
const EXTRA_HAS_SIDE_EFFECTS: u128 = 1;

/// One constraint of the constraint string, resolved.
enum Operand {
    Output(PhysReg),
    Input(PhysReg),
    Clobber(PhysReg),
}

impl Builder<'_> {
    pub(super) fn inline_asm(&mut self, inst: &Inst, asm: InlineAsmId) -> Result<Option<SDValue>, String> {
        let info = &self.module.inline_asms[asm.index()];
        let text = String::from_utf8_lossy(&info.asm).into_owned();
        let constraints = String::from_utf8_lossy(&info.constraints).into_owned();
        if text.trim().is_empty() {
            return self.empty_inline_asm(inst, &constraints);
        }
        if info.intel_dialect {
            return Err(format!("unsupported inline asm \"{}\": Intel syntax", text.escape_default()));
        }
        self.inline_asm_with_text(inst, &text, &constraints, info.side_effect)
    }

    fn empty_inline_asm(&mut self, inst: &Inst, constraints: &str) -> Result<Option<SDValue>, String> {
        let args = inst.call_args();
        // Direct outputs are results; indirect outputs (`=*`) and inputs take call arguments in order.
        let mut outputs: Vec<usize> = Vec::new();
        let mut inputs: Vec<(String, usize)> = Vec::new();
        let mut next_arg = 0;
        for (k, c) in constraints.split(',').enumerate() {
            if c.starts_with('~') {
                continue;
            }
            if let Some(rest) = c.strip_prefix('=') {
                if rest.starts_with('*') {
                    next_arg += 1;
                } else {
                    outputs.push(k);
                }
            } else {
                inputs.push((c.trim_start_matches('*').to_string(), next_arg));
                next_arg += 1;
            }
        }
        if next_arg != args.len() {
            return Err(format!("inline asm constraints \"{constraints}\" do not match its {} arguments", args.len()));
        }
        let mut values = Vec::with_capacity(args.len());
        for &a in args {
            values.push(self.value(a)?);
        }
        match outputs.len() {
            0 => Ok(None),
            1 => {
                let vt = self.evt(inst.ty)?;
                // The input tied to output 0 is written as the output's number.
                let tied = inputs.iter().find(|(c, _)| c == "0").map(|&(_, arg)| values[arg]);
                Ok(Some(match tied {
                    Some(v) if self.dag.value_type(v) == vt => v,
                    Some(_) => {
                        return Err(format!("unsupported inline asm tying operands of different types: \"{constraints}\""))
                    }
                    None => self.dag.undef(vt),
                }))
            }
            n => Err(format!("unsupported inline asm with {n} outputs: \"{constraints}\"")),
        }
    }

    /// Inline assembly with instructions: an INLINEASM node between the copies of its inputs
    /// to their registers and of its outputs from theirs.
    fn inline_asm_with_text(
        &mut self,
        inst: &Inst,
        text: &str,
        constraints: &str,
        side_effects: bool,
    ) -> Result<Option<SDValue>, String> {
        let unsupported = |why: &str| format!("unsupported inline asm \"{}\": {why}", text.escape_default());
        let att = att_dialect(text).map_err(unsupported)?;
        let text = att.as_str();
        if has_operand_reference(text) {
            return Err(unsupported("operand references in the text"));
        }
        let out_vts: Vec<Evt> = if inst.ty == TypeTable::VOID {
            Vec::new()
        } else {
            self.leaves(inst.ty)?.into_iter().map(|(t, _)| self.evt(t)).collect::<Result<_, _>>()?
        };
        let args = inst.call_args();
        let mut operands = Vec::new();
        let mut inputs: Vec<(PhysReg, SDValue)> = Vec::new();
        let mut outputs: Vec<PhysReg> = Vec::new();
        for c in constraints.split(',') {
            if c.contains('|') {
                return Err(unsupported(&format!("constraint '{c}' with alternatives")));
            }
            if let Some(name) = c.strip_prefix("~") {
                if let Some(r) = self.tli.inline_asm_register(name, None)? {
                    operands.push(Operand::Clobber(r));
                }
            } else if let Some(rest) = c.strip_prefix('=') {
                let code = rest.trim_start_matches('&');
                if code.starts_with('*') {
                    return Err(unsupported(&format!("indirect output '{c}'")));
                }
                let vt = *out_vts.get(outputs.len()).ok_or_else(|| unsupported("more outputs than results"))?;
                let r = self.asm_register(code, vt, text)?;
                outputs.push(r);
                operands.push(Operand::Output(r));
            } else {
                let arg = *args.get(inputs.len()).ok_or_else(|| unsupported("more inputs than arguments"))?;
                let value = self.value(arg)?;
                let vt = self.dag.value_type(value);
                let r = match c.parse::<usize>() {
                    Ok(k) => *outputs.get(k).ok_or_else(|| unsupported(&format!("input tied to missing output {k}")))?,
                    Err(_) if c.starts_with('*') => return Err(unsupported(&format!("indirect input '{c}'"))),
                    Err(_) => self.asm_register(c, vt, text)?,
                };
                inputs.push((r, value));
                operands.push(Operand::Input(r));
            }
        }
        if inputs.len() != args.len() || outputs.len() != out_vts.len() {
            return Err(unsupported(&format!("constraints \"{constraints}\" do not match its arguments and results")));
        }

        let mut chain = self.root();
        let mut glue = None;
        for &(r, v) in &inputs {
            chain = self.dag.copy_to_reg(chain, Reg::phys(r), v, glue);
            glue = Some(SDValue::new(chain.node, 1));
        }
        let ptr_vt = self.ptr_vt(0);
        let symbol = self.dag.external_symbol(&mir_quoted(text), ptr_vt);
        let data = self.dag.node(symbol.node).data;
        let vts = self.dag.vt_list(&[ptr_vt]);
        let text_op = SDValue::new(self.dag.get_node(Isd::TargetExternalSymbol.into(), vts, &[], data), 0);
        let i64vt: Evt = Mvt::I64.into();
        let extra = self.dag.target_constant(if side_effects { EXTRA_HAS_SIDE_EFFECTS } else { 0 }, i64vt);
        let mut ops = vec![chain, text_op, extra];
        let mut out_k = 0;
        for op in &operands {
            let (kind, r, vt) = match *op {
                Operand::Output(r) => {
                    out_k += 1;
                    (ASM_OUTPUT, r, out_vts[out_k - 1])
                }
                Operand::Input(r) => (ASM_INPUT, r, Mvt::Untyped.into()),
                Operand::Clobber(r) => (ASM_CLOBBER, r, Mvt::Untyped.into()),
            };
            ops.push(self.dag.target_constant(kind, i64vt));
            ops.push(self.dag.register(Reg::phys(r), vt));
        }
        ops.extend(glue);
        let vts = self.dag.vt_list(&[Evt::OTHER, Evt::GLUE]);
        let node = self.dag.get_node(Isd::InlineAsm.into(), vts, &ops, NodeData::None);
        chain = SDValue::new(node, 0);
        let mut glue = SDValue::new(node, 1);
        let mut results = Vec::with_capacity(outputs.len());
        for (&r, &vt) in outputs.iter().zip(&out_vts) {
            let v = self.dag.copy_from_reg_glued(chain, Reg::phys(r), vt, glue);
            chain = SDValue::new(v.node, 1);
            glue = SDValue::new(v.node, 2);
            results.push(v);
        }
        self.dag.root = chain;
        Ok(match results.len() {
            0 => None,
            1 if !self.is_aggregate(inst.ty) => Some(results[0]),
            _ => Some(self.merge(&results)),
        })
    }

    fn asm_register(&self, code: &str, vt: Evt, text: &str) -> Result<PhysReg, String> {
        self.tli
            .inline_asm_register(code, Some(vt))?
            .ok_or_else(|| format!("unsupported inline asm \"{}\": constraint '{code}' names no register", text.escape_default()))
    }
}

/// The text with each dialect alternative `$(att$|intel$)` replaced by its first (AT&T) part.
fn att_dialect(text: &str) -> Result<String, &'static str> {
    let mut out = String::with_capacity(text.len());
    // Inside `$(...$)`: whether the AT&T part is over (after `$|`).
    let mut group: Option<bool> = None;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let marker = if c == '$' { chars.peek().copied() } else { None };
        match (marker, group) {
            (Some('$'), _) => {
                chars.next();
                if group != Some(true) {
                    out.push_str("$$");
                }
            }
            (Some('('), None) => {
                chars.next();
                group = Some(false);
            }
            (Some('|'), Some(_)) => {
                chars.next();
                group = Some(true);
            }
            (Some(')'), Some(_)) => {
                chars.next();
                group = None;
            }
            (Some('(' | '|' | ')'), _) => return Err("malformed dialect alternatives"),
            _ if group == Some(true) => {}
            _ => out.push(c),
        }
    }
    if group.is_some() {
        return Err("unterminated dialect alternatives");
    }
    Ok(out)
}

/// Whether the assembly text refers to operands (`$0`, `${0:k}`, `$(`...): `$$` is a dollar.
fn has_operand_reference(text: &str) -> bool {
    let b = text.as_bytes();
    let mut k = 0;
    while k < b.len() {
        if b[k] == b'$' {
            match b.get(k + 1) {
                Some(b'$') => k += 1,
                Some(c) if c.is_ascii_digit() || *c == b'{' || *c == b'(' => return true,
                _ => {}
            }
        }
        k += 1;
    }
    false
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
    fn operand_references_are_found_and_dollars_are_not() {
        assert!(has_operand_reference("mov $0, %eax"));
        assert!(has_operand_reference("${0:k}"));
        assert!(!has_operand_reference("movl $$1, %eax"));
        assert!(!has_operand_reference("fpatan\n\t"));
    }

    #[test]
    fn dialect_alternatives_keep_the_att_text() {
        assert_eq!(att_dialect("$(cwtl$|cwde$)").unwrap(), "cwtl");
        assert_eq!(att_dialect("a $(b$|c$) d $$5").unwrap(), "a b d $$5");
        assert!(att_dialect("$(b$|c").is_err());
        assert!(att_dialect("b$|c").is_err());
    }

    #[test]
    fn text_is_quoted_as_mir_writes_it() {
        assert_eq!(mir_quoted("fpatan\n\t"), "\"fpatan\\0A\\09\"");
        assert_eq!(mir_quoted("a \"b\"\\"), "\"a \\22b\\22\\5C\"");
    }
}
