//! The RISC-V facts of inline assembly (LLVM 14's, checked against llc): what each constraint
//! asks for (`r` a GPR, `f` an FPR of the value's width, `I` a 12-bit signed immediate, `J`
//! zero, `K` a 5-bit unsigned one, `m` and `A` memory addressed by one register, `{a0}`/`{x10}`
//! /`{fa0}`/`{f10}` one register by its ABI or architectural name), and how an operand is
//! written for each modifier of an operand reference (`${0:z}` the zero register for a zero
//! immediate, `${0:i}` the letter `i` after a mnemonic when the operand is not a register, the
//! generic `c`, `n` and `a`). A memory operand prints as `0(reg)`. Integers narrower than 64
//! bits travel in a whole GPR. The generic part (constraint parsing, choosing among codes,
//! operand groups, the text's references) is kiln-codegen's `inline_asm`.

use crate::generated::{reg, reg_class, REGISTER_INFO};
use kiln_codegen::emit::LowerContext;
use kiln_codegen::inline_asm::{Group, GroupKind};
use kiln_codegen::mir::{MachineInstr, MachineOperand};
use kiln_codegen::target::lowering::{generic_constraint_kind, AsmConstraintKind};
use kiln_codegen::target::value_types::{Evt, Mvt};
use kiln_mc::desc::{PhysReg, RegClassId};

/// What constraint code `code` asks for; `None` for one RISC-V does not have.
pub fn constraint_kind(code: &str) -> Option<AsmConstraintKind> {
    match code {
        "f" => Some(AsmConstraintKind::RegisterClass),
        "I" | "J" | "K" => Some(AsmConstraintKind::Immediate),
        "A" => Some(AsmConstraintKind::Memory),
        _ => generic_constraint_kind(code),
    }
}

/// The register class `code` gives a value of `vt`: a GPR for integers of up to 64 bits, an
/// FPR of the float's width for `f` (`has_d`: the subtarget has F and D registers).
pub fn register_class(code: &str, vt: Evt, has_d: bool) -> Option<RegClassId> {
    match (code, vt.simple()?) {
        ("r", Mvt::I8 | Mvt::I16 | Mvt::I32 | Mvt::I64) => Some(reg_class::GPR),
        ("f", Mvt::F32) if has_d => Some(reg_class::FPR32),
        ("f", Mvt::F64) if has_d => Some(reg_class::FPR64),
        _ => None,
    }
}

/// Whether `value` satisfies immediate constraint `code`.
pub fn immediate_fits(code: &str, value: i64) -> bool {
    match code {
        "i" | "n" => true,
        "I" => (-2048..2048).contains(&value),
        "J" => value == 0,
        "K" => (0..32).contains(&value),
        _ => false,
    }
}

/// The register `{name}` names: an ABI name (`a0`, `fa0`, `fp`) or an architectural one
/// (`x10`, `f10`), in any case. `~{memory}` names none.
pub fn register(constraint: &str) -> Result<Option<PhysReg>, String> {
    let name = constraint.strip_prefix('{').and_then(|s| s.strip_suffix('}')).ok_or_else(|| format!("unsupported inline asm constraint '{constraint}' on riscv64"))?;
    if name.eq_ignore_ascii_case("memory") {
        return Ok(None);
    }
    crate::asm_parser::register_named(name).map(|r| Some(PhysReg(r))).ok_or_else(|| format!("unknown register '{name}' in inline asm constraint '{constraint}'"))
}

/// The type a value of `vt` has in the register named by `code`: integers fill a whole GPR.
pub fn register_type(code: &str, vt: Evt) -> Evt {
    match register(code) {
        Ok(Some(r)) if vt.is_integer() && !vt.is_vector() && vt.size_bits() < 64 && REGISTER_INFO.contains(reg_class::GPR, r) => Mvt::I64.into(),
        _ => vt,
    }
}

/// A symbolic operand as assembly text: `name`, `name+8`.
fn symbol_text(cx: &mut LowerContext<'_>, op: &MachineOperand) -> Result<String, ()> {
    let s = cx.symbol_operand(op).map_err(|_| ())?.ok_or(())?;
    if !s.target_flags.is_empty() {
        return Err(());
    }
    let mut text = cx.ctx.symbol(s.symbol).name.clone();
    if s.offset != 0 {
        text.push_str(&format!("{:+}", s.offset));
    }
    Ok(text)
}

/// A register-or-immediate operand as the modifier asks: the generic modifiers first (`a` an
/// address, `c` a bare constant or symbol, `n` a negated constant, `s` 32 minus it), then
/// RISC-V's (`z`, `i`), then the operand itself.
fn print_plain(cx: &mut LowerContext<'_>, op: &MachineOperand, modifier: Option<&str>, out: &mut String) -> Result<(), ()> {
    match (modifier, op) {
        (Some("a"), MachineOperand::Reg { .. }) => print_address(op, out),
        (Some("c"), MachineOperand::Reg { .. }) => Err(()),
        (Some("a" | "c"), _) => print_value(cx, op, out),
        (Some("n"), &MachineOperand::Imm(v)) => Ok(out.push_str(&v.wrapping_neg().to_string())),
        (Some("s"), &MachineOperand::Imm(v)) => Ok(out.push_str(&(32i64.wrapping_sub(v) & 31).to_string())),
        (Some("i"), MachineOperand::Reg { .. }) => Ok(()),
        (Some("i"), _) => Ok(out.push('i')),
        (Some("z"), MachineOperand::Imm(0)) => Ok(out.push_str(REGISTER_INFO.asm_name(reg::X0))),
        (None | Some("z"), _) => print_value(cx, op, out),
        _ => Err(()),
    }
}

/// An operand as itself: a register's ABI name, an integer, a symbol.
fn print_value(cx: &mut LowerContext<'_>, op: &MachineOperand, out: &mut String) -> Result<(), ()> {
    match *op {
        MachineOperand::Reg { reg: r, .. } => out.push_str(REGISTER_INFO.asm_name(r.as_phys().ok_or(())?)),
        MachineOperand::Imm(v) => out.push_str(&v.to_string()),
        _ => out.push_str(&symbol_text(cx, op)?),
    }
    Ok(())
}

/// A memory operand, one register holding the address: `0(reg)`.
fn print_address(op: &MachineOperand, out: &mut String) -> Result<(), ()> {
    let &MachineOperand::Reg { reg: r, .. } = op else { return Err(()) };
    out.push_str(&format!("0({})", REGISTER_INFO.asm_name(r.as_phys().ok_or(())?)));
    Ok(())
}

/// Operand group `group` of inline-asm `mi` as reference modifier `modifier` writes it.
pub fn print_operand(cx: &mut LowerContext<'_>, mi: &MachineInstr, group: Group, modifier: Option<&str>, out: &mut String) -> Result<(), ()> {
    let ops = mi.operands.get(group.first..group.first + group.flag.num_operands()).ok_or(())?;
    match (group.flag.kind(), ops) {
        (Some(GroupKind::Mem), [address]) if modifier.is_none() => print_address(address, out),
        (Some(GroupKind::Mem) | Some(GroupKind::Clobber) | None, _) => Err(()),
        (Some(_), [op, ..]) => print_plain(cx, op, modifier, out),
        (Some(_), []) => Err(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constraints_classify_and_immediates_fit_their_ranges() {
        assert_eq!(constraint_kind("f"), Some(AsmConstraintKind::RegisterClass));
        assert_eq!(constraint_kind("A"), Some(AsmConstraintKind::Memory));
        assert_eq!(constraint_kind("K"), Some(AsmConstraintKind::Immediate));
        assert_eq!(constraint_kind("{a0}"), Some(AsmConstraintKind::Register));
        assert_eq!(constraint_kind("Q"), None);
        assert!(immediate_fits("I", -2048) && immediate_fits("I", 2047) && !immediate_fits("I", 2048));
        assert!(immediate_fits("J", 0) && !immediate_fits("J", 1));
        assert!(immediate_fits("K", 31) && !immediate_fits("K", 32) && !immediate_fits("K", -1));
        assert_eq!(register_class("r", Mvt::I32.into(), true), Some(reg_class::GPR));
        assert_eq!(register_class("f", Mvt::F32.into(), true), Some(reg_class::FPR32));
        assert_eq!(register_class("f", Mvt::F64.into(), false), None);
        assert_eq!(register_class("r", Mvt::F64.into(), true), None);
    }

    #[test]
    fn registers_are_named_by_abi_and_architectural_names() {
        assert_eq!(register("{a0}"), Ok(Some(reg::X10)));
        assert_eq!(register("{X10}"), Ok(Some(reg::X10)));
        assert_eq!(register("{fp}"), Ok(Some(reg::X8)));
        assert_eq!(register("{fa1}"), Ok(Some(reg::F11)));
        assert_eq!(register("{f11}"), Ok(Some(reg::F11)));
        assert_eq!(register("{memory}"), Ok(None));
        assert!(register("{x32}").is_err());
        assert!(register("a").is_err());
        assert_eq!(register_type("{a1}", Mvt::I32.into()), Mvt::I64.into());
        assert_eq!(register_type("{fa1}", Mvt::F32.into()), Mvt::F32.into());
    }
}
