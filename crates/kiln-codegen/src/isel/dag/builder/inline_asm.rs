//! Inline assembly calls whose assembly text is empty — the optimisation barriers C code
//! writes as `asm("" : "+r"(x))` or `asm volatile("" ::: "memory")`. Empty text runs no
//! instructions, so the call has no effect: its arguments are still evaluated, an output
//! tied to an input (`=r,0`) carries that input's value, and an untied output is undefined.
//! Inline assembly with text is an error naming it until the asm printer can expand operands.

use super::Builder;
use crate::isel::dag::node::SDValue;
use kiln_ir::{InlineAsmId, Inst};

impl Builder<'_> {
    pub(super) fn inline_asm(
        &mut self,
        inst: &Inst,
        asm: InlineAsmId,
    ) -> Result<Option<SDValue>, String> {
        let info = &self.module.inline_asms[asm.index()];
        let text = String::from_utf8_lossy(&info.asm).into_owned();
        if !text.trim().is_empty() {
            return Err(format!(
                "unsupported inline asm with instructions: \"{}\"",
                text.escape_default()
            ));
        }
        let constraints = String::from_utf8_lossy(&info.constraints).into_owned();
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
            return Err(format!(
                "inline asm constraints \"{constraints}\" do not match its {} arguments",
                args.len()
            ));
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
                let tied = inputs
                    .iter()
                    .find(|(c, _)| c == "0")
                    .map(|&(_, arg)| values[arg]);
                Ok(Some(match tied {
                    Some(v) if self.dag.value_type(v) == vt => v,
                    Some(_) => return Err(format!("unsupported inline asm tying operands of different types: \"{constraints}\"")),
                    None => self.dag.undef(vt),
                }))
            }
            n => Err(format!(
                "unsupported inline asm with {n} outputs: \"{constraints}\""
            )),
        }
    }
}
