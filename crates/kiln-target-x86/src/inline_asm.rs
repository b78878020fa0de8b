//! The x86-64 facts of inline assembly (LLVM 14's, checked against llc): what each
//! constraint letter asks for (register classes by value width, fixed registers, immediate
//! ranges), and how an operand is written for each modifier of an operand reference
//! (`${0:k}` the 32-bit register, `b`/`h`/`w`/`q` the 8-bit low, 8-bit high, 16- and 64-bit
//! ones, `V` the 64-bit name without `%`, `x` the XMM register, `c` a bare constant, `n` a
//! negated one, `a` an address, `A` an indirect-jump register `*%reg`, `P` a call operand).
//! The generic part (constraint parsing, choosing among codes, operand groups, the text's
//! references) is kiln-codegen's `inline_asm`.

use crate::generated::{reg, reg_class, sub_reg_idx, REGISTER_INFO};
use kiln_codegen::emit::LowerContext;
use kiln_codegen::inline_asm::{Group, GroupKind};
use kiln_codegen::target::value_types::{Evt, Mvt};
use kiln_codegen::mir::{MachineInstr, MachineOperand};
use kiln_codegen::target::lowering::AsmConstraintKind;
use kiln_mc::desc::{PhysReg, RegClassId};

/// Register classes of the register-class letters, for i8, i16, i32 and i64 values.
const INTEGER_CLASSES: &[(&str, [Option<RegClassId>; 4])] = &[
    ("r", [Some(reg_class::GR8), Some(reg_class::GR16), Some(reg_class::GR32), Some(reg_class::GR64)]),
    ("q", [Some(reg_class::GR8), Some(reg_class::GR16), Some(reg_class::GR32), Some(reg_class::GR64)]),
    ("l", [Some(reg_class::GR8), Some(reg_class::GR16), Some(reg_class::GR32), Some(reg_class::GR64)]),
    ("Q", [Some(reg_class::GR8_ABCD_L), Some(reg_class::GR16_ABCD), Some(reg_class::GR32_ABCD), Some(reg_class::GR64_ABCD)]),
    ("R", [Some(reg_class::GR8_NOREX), None, Some(reg_class::GR32_NOREX), Some(reg_class::GR64_NOREX)]),
];

/// The SSE register-class letters (`x`, `v`, and the two-letter `Yi`/`Y2`/`Yt` clang writes as `^Y.`).
const SSE_LETTERS: &[&str] = &["x", "v", "^Yi", "^Y2", "^Yt"];

/// Fixed-register letters and the register of the family they name.
const FIXED_LETTERS: &[(&str, &str)] = &[("a", "ax"), ("b", "bx"), ("c", "cx"), ("d", "dx"), ("S", "si"), ("D", "di"), ("A", "ax"), ("^Yz", "xmm0")];

/// Immediate letters and their inclusive ranges.
const IMMEDIATE_RANGES: &[(&str, i64, i64)] = &[
    ("I", 0, 31),
    ("J", 0, 63),
    ("K", -128, 127),
    ("M", 0, 3),
    ("N", 0, 255),
    ("O", 0, 127),
    ("e", i32::MIN as i64, i32::MAX as i64),
    ("Z", 0, u32::MAX as i64),
];

pub fn constraint_kind(code: &str) -> Option<AsmConstraintKind> {
    if INTEGER_CLASSES.iter().any(|(c, _)| *c == code) || SSE_LETTERS.contains(&code) {
        return Some(AsmConstraintKind::RegisterClass);
    }
    if FIXED_LETTERS.iter().any(|(c, _)| *c == code) || matches!(code, "t" | "u") {
        return Some(AsmConstraintKind::Register);
    }
    if code == "L" || IMMEDIATE_RANGES.iter().any(|(c, ..)| *c == code) {
        return Some(if matches!(code, "e" | "Z") { AsmConstraintKind::Other } else { AsmConstraintKind::Immediate });
    }
    None
}

pub fn register_class(code: &str, vt: Evt) -> Option<RegClassId> {
    if SSE_LETTERS.contains(&code) {
        return match vt.simple()? {
            Mvt::F32 => Some(reg_class::FR32),
            Mvt::F64 => Some(reg_class::FR64),
            _ if vt.is_vector() && vt.size_bits() == 128 => Some(reg_class::VR128),
            _ => None,
        };
    }
    let width = match vt.simple()? {
        Mvt::I8 => 0,
        Mvt::I16 => 1,
        Mvt::I32 => 2,
        Mvt::I64 => 3,
        _ => return None,
    };
    INTEGER_CLASSES.iter().find(|(c, _)| *c == code).and_then(|(_, classes)| classes[width])
}

pub fn immediate_fits(code: &str, value: i64) -> bool {
    match code {
        "i" | "n" => true,
        "L" => matches!(value, 0xff | 0xffff | 0xffff_ffff),
        _ => IMMEDIATE_RANGES.iter().any(|&(c, lo, hi)| c == code && (lo..=hi).contains(&value)),
    }
}

/// The `{reg}` form of a fixed-register letter (`a` → `{ax}`), or the constraint itself.
pub fn fixed_register_name(code: &str) -> Option<&'static str> {
    FIXED_LETTERS.iter().find(|(c, _)| *c == code).map(|(_, r)| *r)
}

/// The register of `r`'s family (`al`, `ax`, `eax`, `rax`) with `bits` bits; `high` asks
/// for the high byte (`ah`), which the families without one answer as LLVM does: the 16-bit
/// register for SI, DI, BP and SP, the 64-bit one for R8 to R15.
fn family_register(r: PhysReg, bits: u32, high: bool) -> Option<PhysReg> {
    let full = std::iter::once(r).chain(REGISTER_INFO.aliases(r).iter().copied()).find(|&a| REGISTER_INFO.contains(reg_class::GR64, a))?;
    let idx = match (bits, high) {
        (64, _) => return Some(full),
        (8, true) => match REGISTER_INFO.sub_reg(full, sub_reg_idx::sub_8bit_hi) {
            Some(h) => return Some(h),
            None if [reg::RSI, reg::RDI, reg::RBP, reg::RSP].contains(&full) => sub_reg_idx::sub_16bit,
            None => return Some(full),
        },
        (8, false) => sub_reg_idx::sub_8bit,
        (16, _) => sub_reg_idx::sub_16bit,
        _ => sub_reg_idx::sub_32bit,
    };
    REGISTER_INFO.sub_reg(full, idx)
}

fn is_general(r: PhysReg) -> bool {
    [reg_class::GR8, reg_class::GR16, reg_class::GR32, reg_class::GR64].iter().any(|&c| REGISTER_INFO.contains(c, r))
}

fn register_text(r: PhysReg) -> String {
    format!("%{}", REGISTER_INFO.asm_name(r))
}

/// A symbol operand as assembly text: `name`, `name@PLT`, `name+8`.
fn symbol_text(cx: &mut LowerContext<'_>, op: &MachineOperand) -> Result<String, ()> {
    let s = cx.symbol_operand(op).map_err(|_| ())?.ok_or(())?;
    let variant = crate::mc_lower::variant_of(s.target_flags).map_err(|_| ())?;
    let mut text = cx.ctx.symbol(s.symbol).name.clone();
    if variant != kiln_mc::expr::VariantKind::None {
        text.push('@');
        text.push_str(variant.name());
    }
    if s.offset != 0 {
        text.push_str(&format!("{:+}", s.offset));
    }
    Ok(text)
}

/// One operand outside memory, as the modifier asks.
fn print_plain(cx: &mut LowerContext<'_>, op: &MachineOperand, modifier: Option<&str>, out: &mut String) -> Result<(), ()> {
    match *op {
        MachineOperand::Reg { reg: r, .. } => {
            let r = r.as_phys().ok_or(())?;
            let sized = |bits, high| if is_general(r) { family_register(r, bits, high).ok_or(()) } else { Err(()) };
            match modifier {
                None | Some("c" | "P") => out.push_str(&register_text(r)),
                Some("b") => out.push_str(&register_text(sized(8, false)?)),
                Some("h") => out.push_str(&register_text(sized(8, true)?)),
                Some("w") => out.push_str(&register_text(sized(16, false)?)),
                Some("k") => out.push_str(&register_text(sized(32, false)?)),
                Some("q") => out.push_str(&register_text(sized(64, false)?)),
                Some("V") => out.push_str(REGISTER_INFO.asm_name(sized(64, false)?)),
                Some("n") => {
                    out.push('-');
                    out.push_str(&register_text(r));
                }
                Some("a") => out.push_str(&format!("({})", register_text(r))),
                Some("A") => out.push_str(&format!("*{}", register_text(r))),
                Some("x") => {
                    let xmm = std::iter::once(r).chain(REGISTER_INFO.aliases(r).iter().copied()).find(|&a| REGISTER_INFO.contains(reg_class::VR128, a)).ok_or(())?;
                    out.push_str(&register_text(xmm));
                }
                _ => return Err(()),
            }
        }
        MachineOperand::Imm(v) => match modifier {
            None | Some("b" | "h" | "w" | "k" | "q" | "V") => out.push_str(&format!("${v}")),
            Some("c" | "P" | "a") => out.push_str(&v.to_string()),
            Some("n") => out.push_str(&v.wrapping_neg().to_string()),
            _ => return Err(()),
        },
        _ => {
            let text = symbol_text(cx, op)?;
            match modifier {
                None => out.push_str(&format!("${text}")),
                Some("c" | "P") => out.push_str(&text),
                _ => return Err(()),
            }
        }
    }
    Ok(())
}

/// A memory operand (base, scale, index, displacement, segment) in AT&T syntax; `P` leaves
/// out `(%rip)` (a call operand).
fn print_memory(cx: &mut LowerContext<'_>, ops: &[MachineOperand], modifier: Option<&str>, out: &mut String) -> Result<(), ()> {
    let [base, scale, index, disp, segment] = ops else { return Err(()) };
    match modifier {
        None | Some("b" | "h" | "w" | "k" | "q" | "P") => {}
        _ => return Err(()),
    }
    let reg_of = |op: &MachineOperand| match *op {
        MachineOperand::Reg { reg: r, .. } if r.is_none() => Ok(None),
        MachineOperand::Reg { reg: r, .. } => r.as_phys().map(Some).ok_or(()),
        _ => Err(()),
    };
    let (base, index, segment) = (reg_of(base)?, reg_of(index)?, reg_of(segment)?);
    let base = base.filter(|&b| !(b == reg::RIP && modifier == Some("P")));
    if let Some(s) = segment {
        out.push_str(&format!("{}:", register_text(s)));
    }
    match *disp {
        MachineOperand::Imm(0) if base.is_some() || index.is_some() => {}
        MachineOperand::Imm(v) => out.push_str(&v.to_string()),
        _ => out.push_str(&symbol_text(cx, disp)?),
    }
    if base.is_some() || index.is_some() {
        out.push('(');
        if let Some(b) = base {
            out.push_str(&register_text(b));
        }
        if let Some(i) = index {
            let MachineOperand::Imm(s) = *scale else { return Err(()) };
            out.push_str(&format!(",{},{s}", register_text(i)));
        }
        out.push(')');
    }
    Ok(())
}

/// Operand group `group` of inline-asm `mi` as reference modifier `modifier` writes it.
pub fn print_operand(cx: &mut LowerContext<'_>, mi: &MachineInstr, group: Group, modifier: Option<&str>, out: &mut String) -> Result<(), ()> {
    let ops = mi.operands.get(group.first..group.first + group.flag.num_operands()).ok_or(())?;
    match group.flag.kind() {
        Some(GroupKind::Mem) => print_memory(cx, ops, modifier, out),
        Some(GroupKind::Clobber) | None => Err(()),
        Some(_) => print_plain(cx, ops.first().ok_or(())?, modifier, out),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn families_answer_each_width_as_llvm() {
        assert_eq!(family_register(reg::EDI, 8, false), Some(reg::DIL));
        assert_eq!(family_register(reg::EDI, 8, true), Some(reg::DI));
        assert_eq!(family_register(reg::EAX, 8, true), Some(reg::AH));
        assert_eq!(family_register(reg::R9D, 8, true), Some(reg::R9));
        assert_eq!(family_register(reg::AL, 64, false), Some(reg::RAX));
        assert_eq!(family_register(reg::R10, 32, false), Some(reg::R10D));
    }

    #[test]
    fn letters_classify_and_immediates_fit_their_ranges() {
        assert_eq!(constraint_kind("Q"), Some(AsmConstraintKind::RegisterClass));
        assert_eq!(constraint_kind("a"), Some(AsmConstraintKind::Register));
        assert_eq!(constraint_kind("I"), Some(AsmConstraintKind::Immediate));
        assert_eq!(constraint_kind("e"), Some(AsmConstraintKind::Other));
        assert_eq!(constraint_kind("y"), None);
        assert!(immediate_fits("I", 31) && !immediate_fits("I", 32));
        assert!(immediate_fits("K", -128) && !immediate_fits("K", 128));
        assert!(immediate_fits("L", 0xffff) && !immediate_fits("L", 0xfffe));
        assert!(immediate_fits("e", -1) && !immediate_fits("e", 1 << 31));
        assert!(immediate_fits("Z", 0xffff_ffff) && !immediate_fits("Z", -1));
        assert_eq!(register_class("Q", Mvt::I32.into()), Some(reg_class::GR32_ABCD));
        assert_eq!(register_class("x", Mvt::F64.into()), Some(reg_class::FR64));
        assert_eq!(register_class("r", Mvt::F64.into()), None);
    }
}
