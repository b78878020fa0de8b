//! How each operand of an inline asm call is passed, decided once for both selectors (the
//! SelectionDAG builds nodes from the plan, GlobalISel's IRTranslator machine instructions).
//! Of several codes for one operand (`rm`, `ri`) the choice is llc's: an immediate the value
//! fits, else the most general kind (memory, then a register class, then a fixed register).
//! An input tied to an output (`0`, what clang writes for `+r`) shares its register, or its
//! memory when the output is memory; an indirect output (`=*rm`) with an input tied to it gets
//! a register that is stored through its pointer after the asm, as llc does. What the target
//! does not support is an error naming the asm and the constraint.

use super::{parse_constraints, Constraint, ConstraintRole, EXTRA_HAS_SIDE_EFFECTS, EXTRA_IS_ALIGN_STACK, EXTRA_MAY_LOAD, EXTRA_MAY_STORE, MEM_CONSTRAINT_M, MEM_CONSTRAINT_O};
use crate::isel::function_info::FrameObject;
use crate::target::lowering::{AsmConstraintKind, TargetLoweringBase};
use crate::target::value_types::Evt;
use kiln_ir::{Attr, AttrKind, Inst, InlineAsm, Module, Type, TypeId};
use kiln_mc::desc::{PhysReg, RegClassId};

/// What the planner needs to know of one argument of the call.
#[derive(Clone, Copy, Debug)]
pub struct AsmArg {
    /// Its value type.
    pub vt: Evt,
    /// Its value when it is an integer constant, sign-extended from its type.
    pub constant: Option<i64>,
}

/// How one constraint of the call is passed. `arg` numbers the call's arguments; `group`
/// the operand groups of the instruction, where output `n` is group `n`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OperandPlan {
    /// A clobbered register (`None`: a clobber naming no register, `~{dirflag}`).
    Clobber(Option<PhysReg>),
    /// `~{memory}`: no operands; the asm may load and store.
    MemoryClobber,
    /// A result in physical register `reg`, held as `reg_vt` (x87 registers hold `double` as
    /// `x86_fp80`) and read back as `vt`.
    OutputRegister { reg: PhysReg, reg_vt: Evt, vt: Evt, early_clobber: bool },
    /// A result in a new virtual register of `class`.
    OutputClass { class: RegClassId, vt: Evt, early_clobber: bool },
    /// An output written to the memory pointer argument `arg` points to (`=*m`), with the
    /// memory-constraint id of the flag word.
    OutputMemory { arg: usize, constraint: u32 },
    /// An indirect output given a register of `class` (of `vt`, the pointee's type) because an
    /// input is tied to it: stored through pointer argument `arg` after the asm.
    OutputIndirectClass { arg: usize, class: RegClassId, vt: Evt, early_clobber: bool },
    /// An input tied to memory output `group`: that same memory operand.
    InputTiedMemory { arg: usize, group: usize },
    /// An input tied to register output `group`: its value (converted to the output's type)
    /// in the output's register.
    InputTied { arg: usize, group: usize },
    /// An immediate operand.
    Immediate { arg: usize, value: i64 },
    /// A memory input: the memory pointer argument `arg` points to (`indirect`), or a stack
    /// slot its value is stored to.
    InputMemory { arg: usize, indirect: bool, constraint: u32 },
    /// An input in physical register `reg`, held as `reg_vt`.
    InputRegister { arg: usize, reg: PhysReg, reg_vt: Evt },
    /// An input in a new virtual register of `class`.
    InputClass { arg: usize, class: RegClassId },
}

/// The plan of one inline asm call.
#[derive(Clone, Debug)]
pub struct AsmPlan {
    /// The extra-info immediate ([`super::EXTRA_HAS_SIDE_EFFECTS`], ...).
    pub extra: i64,
    /// One entry per constraint, in order.
    pub operands: Vec<OperandPlan>,
}

/// `unsupported inline asm "TEXT": why`.
pub fn unsupported(asm: &InlineAsm, why: &str) -> String {
    format!("unsupported inline asm \"{}\": {why}", String::from_utf8_lossy(&asm.asm).escape_default())
}

/// Plans the call of `asm` with arguments `args` and results of types `results`;
/// `pointee(k)` is the type argument `k` points to, for an indirect output.
pub fn plan(
    tli: &dyn TargetLoweringBase,
    asm: &InlineAsm,
    args: &[AsmArg],
    results: &[Evt],
    pointee: impl Fn(usize) -> Result<Option<Evt>, String>,
) -> Result<AsmPlan, String> {
    let constraint_text = String::from_utf8_lossy(&asm.constraints).into_owned();
    let fail = |why: &str| unsupported(asm, why);
    if asm.intel_dialect {
        return Err(fail("Intel syntax"));
    }
    let mut extra = 0;
    if asm.side_effect {
        extra |= EXTRA_HAS_SIDE_EFFECTS;
    }
    if asm.align_stack {
        extra |= EXTRA_IS_ALIGN_STACK;
    }
    let constraints = parse_constraints(&constraint_text).map_err(|e| fail(&e))?;
    let tied = tied_outputs(&constraints);
    let (mut next_arg, mut next_result) = (0, 0);
    let mut operands: Vec<OperandPlan> = Vec::with_capacity(constraints.len());
    // The plan of each output by its number (the group number of a tied input).
    let mut outputs: Vec<Option<OperandPlan>> = Vec::new();
    for (k, c) in constraints.iter().enumerate() {
        let named = |what: &str| fail(&format!("{what} '{}'", constraint_text.split(',').nth(k).unwrap_or("")));
        let mut take_arg = || {
            let arg = next_arg;
            next_arg += 1;
            args.get(arg).map(|a| (arg, *a)).ok_or_else(|| fail("more operands than arguments"))
        };
        let planned = match c.role {
            ConstraintRole::Clobber => {
                let code = &c.codes[0];
                if code.eq_ignore_ascii_case("{memory}") {
                    extra |= EXTRA_MAY_LOAD | EXTRA_MAY_STORE;
                    operands.push(OperandPlan::MemoryClobber);
                    continue;
                }
                OperandPlan::Clobber(tli.inline_asm_register(code, None).map_err(|e| fail(&e))?)
            }
            ConstraintRole::Output if c.indirect => {
                let (arg, _) = take_arg()?;
                let register_code = c.codes.iter().find(|code| tli.inline_asm_constraint_kind(code) == Some(AsmConstraintKind::RegisterClass));
                match (tied[k], register_code) {
                    (true, Some(code)) => {
                        let vt = pointee(arg)?.ok_or_else(|| named("indirect output without elementtype"))?;
                        if vt.is_vector() {
                            return Err(named("indirect vector output tied to an input"));
                        }
                        let class = tli.inline_asm_register_class(code, vt).ok_or_else(|| named(&format!("constraint for a {vt} output:")))?;
                        OperandPlan::OutputIndirectClass { arg, class, vt, early_clobber: c.early_clobber }
                    }
                    _ => {
                        let (kind, code) = choose(tli, c, None)?;
                        if kind != AsmConstraintKind::Memory {
                            return Err(named("indirect output constraint"));
                        }
                        extra |= EXTRA_MAY_STORE;
                        OperandPlan::OutputMemory { arg, constraint: memory_constraint(code) }
                    }
                }
            }
            ConstraintRole::Output => {
                let vt = *results.get(next_result).ok_or_else(|| fail("more outputs than results"))?;
                next_result += 1;
                let early_clobber = c.early_clobber;
                match choose(tli, c, None)? {
                    (AsmConstraintKind::Register, code) => {
                        let reg = tli.inline_asm_register(code, Some(vt)).map_err(|e| fail(&e))?.ok_or_else(|| named("constraint"))?;
                        OperandPlan::OutputRegister { reg, reg_vt: tli.inline_asm_register_type(code, vt), vt, early_clobber }
                    }
                    (AsmConstraintKind::RegisterClass, code) => {
                        let class = tli.inline_asm_register_class(code, vt).ok_or_else(|| named(&format!("constraint for a {vt} output:")))?;
                        OperandPlan::OutputClass { class, vt, early_clobber }
                    }
                    _ => return Err(named("output constraint")),
                }
            }
            ConstraintRole::Input => {
                let (arg, a) = take_arg()?;
                if let Some(n) = c.matching() {
                    match outputs.get(n).copied().flatten() {
                        Some(OperandPlan::OutputMemory { .. }) => {
                            // llc does not store the value to the memory either.
                            extra |= EXTRA_MAY_LOAD;
                            OperandPlan::InputTiedMemory { arg, group: n }
                        }
                        Some(output) => {
                            let out_vt = output_type(&output).unwrap_or(a.vt);
                            let integers = out_vt.is_integer() && a.vt.is_integer() && !out_vt.is_vector() && !a.vt.is_vector();
                            if out_vt != a.vt && !integers {
                                return Err(named("input of another type than its tied output"));
                            }
                            OperandPlan::InputTied { arg, group: n }
                        }
                        None => return Err(named("input tied to a missing output")),
                    }
                } else {
                    match choose(tli, c, Some(a))? {
                        (AsmConstraintKind::Other | AsmConstraintKind::Immediate, _) => {
                            OperandPlan::Immediate { arg, value: a.constant.ok_or_else(|| named("non-constant value for constraint"))? }
                        }
                        (AsmConstraintKind::Memory, code) => {
                            extra |= EXTRA_MAY_LOAD;
                            OperandPlan::InputMemory { arg, indirect: c.indirect, constraint: memory_constraint(code) }
                        }
                        _ if c.indirect => return Err(named("indirect register input")),
                        (AsmConstraintKind::Register, code) => {
                            let reg = tli.inline_asm_register(code, Some(a.vt)).map_err(|e| fail(&e))?.ok_or_else(|| named("constraint"))?;
                            OperandPlan::InputRegister { arg, reg, reg_vt: tli.inline_asm_register_type(code, a.vt) }
                        }
                        (AsmConstraintKind::RegisterClass, code) => {
                            let class = tli.inline_asm_register_class(code, a.vt).ok_or_else(|| named(&format!("constraint for a {} input:", a.vt)))?;
                            OperandPlan::InputClass { arg, class }
                        }
                    }
                }
            }
        };
        let is_output = matches!(planned, OperandPlan::OutputRegister { .. } | OperandPlan::OutputClass { .. } | OperandPlan::OutputMemory { .. } | OperandPlan::OutputIndirectClass { .. });
        outputs.push(is_output.then_some(planned));
        operands.push(planned);
    }
    if next_arg != args.len() || next_result != results.len() {
        return Err(fail(&format!("constraints \"{constraint_text}\" do not match its arguments and results")));
    }
    Ok(AsmPlan { extra, operands })
}

/// The type of the register of a register output.
pub fn output_type(output: &OperandPlan) -> Option<Evt> {
    match *output {
        OperandPlan::OutputRegister { vt, .. } | OperandPlan::OutputClass { vt, .. } | OperandPlan::OutputIndirectClass { vt, .. } => Some(vt),
        _ => None,
    }
}

/// The memory-constraint id of memory code `code`.
fn memory_constraint(code: &str) -> u32 {
    if code == "o" {
        MEM_CONSTRAINT_O
    } else {
        MEM_CONSTRAINT_M
    }
}

/// The constraint kind and code used for operand `c` (with argument `value` for inputs): an
/// immediate the value fits wins, else the most general kind; a code the target does not know
/// is an error naming it.
fn choose<'c>(tli: &dyn TargetLoweringBase, c: &'c Constraint, value: Option<AsmArg>) -> Result<(AsmConstraintKind, &'c str), String> {
    let constant = value.and_then(|v| v.constant);
    let mut best: Option<(AsmConstraintKind, &str)> = None;
    for code in &c.codes {
        let kind = tli.inline_asm_constraint_kind(code).ok_or_else(|| format!("unsupported inline asm constraint '{code}'"))?;
        if c.indirect && kind < AsmConstraintKind::Register {
            continue;
        }
        if kind <= AsmConstraintKind::Immediate {
            if constant.is_some_and(|n| tli.inline_asm_immediate_fits(code, n)) {
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
    best.ok_or_else(|| match constant {
        Some(n) => format!("unsupported inline asm: value {n} does not fit constraint '{}'", c.codes.concat()),
        None => format!("unsupported inline asm constraint '{}' for this operand", c.codes.concat()),
    })
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

/// The type argument `k` of call `inst` points to: the call's `elementtype(T)` on it, or the
/// pointee of a typed pointer of type `ty`.
pub fn pointee_type(module: &Module, inst: &Inst, k: usize, ty: TypeId) -> Option<TypeId> {
    let data = inst.call_data()?;
    module
        .attr_sets
        .get(data.attrs.param(k))
        .iter()
        .find_map(|a| match a {
            Attr::Type(AttrKind::ElementType, t) => *t,
            _ => None,
        })
        .or(match module.types.get(ty) {
            Type::Ptr { pointee, .. } => *pointee,
            _ => None,
        })
}

/// The stack slot a direct memory input of type `vt` is stored to.
pub fn spill_slot(vt: Evt) -> FrameObject {
    let size = vt.size_bits().div_ceil(8).max(1);
    FrameObject { size, align: size.next_power_of_two().min(16) }
}

/// `text` as MIR writes the symbol operand holding an asm's text: quoted, with `"`, `\` and
/// unprintable bytes as `\XX`.
pub fn mir_quoted(text: &str) -> String {
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
