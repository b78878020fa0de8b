//! x86-64's hand-written GlobalISel selection of scalar floating point in XMM registers that
//! the imported patterns leave: constants (`FsFLD0SS`/`FsFLD0SD` for +0.0, otherwise the bits
//! moved in from a general-purpose register, as the SelectionDAG patterns of `X86PatFP.td`
//! do) and compares (`UCOMISS`/`UCOMISD` and `SETCC`; ordered-equal and unordered-or-not-equal
//! test the parity flag too, as llc does), negation and absolute value (the sign bit
//! flipped or cleared in a general-purpose register, as `X86PatFP.td` does); x87's 80-bit
//! constants (`LD_Fp080`, `LD_Fp80imm`) and compares (`UCOM_FpIr80`, flags as `UCOMIS`).

use crate::generated::{opcode, reg, reg_class};
use crate::gisel_select::{bits, cond, reg};
use kiln_codegen::gisel::instruction_select::InstructionSelector;
use kiln_codegen::mir::{InsertPoint, InstId, MachineOperand, Reg};
use kiln_codegen::target::target_opcode as op;

/// Hand-written selection of the floating-point operations above; false for anything else.
pub fn select(sel: &mut InstructionSelector, i: InstId) -> Result<bool, String> {
    match sel.mf.inst(i).opcode {
        op::G_FCONSTANT => constant(sel, i),
        op::G_FCMP => compare(sel, i),
        op::G_FNEG | op::G_FABS => sign_bit(sel, i),
        _ => Ok(false),
    }
}

/// The IEEE bits of an `FPImm` literal of `width` (32 or 64) bits: LLVM's hex spelling
/// (a `float` written as the hex of the equal `double`) or a decimal number.
fn literal_bits(literal: &str, width: u64) -> Option<u64> {
    let double = match literal.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16).ok()?,
        None => literal.parse::<f64>().ok()?.to_bits(),
    };
    match width {
        64 => Some(double),
        32 => kiln_ir::printer::float::narrow(double, 8, 23),
        _ => None,
    }
}

fn constant(sel: &mut InstructionSelector, i: InstId) -> Result<bool, String> {
    let at = InsertPoint::Before(i);
    let dst = reg(sel, i, 0)?;
    let width = bits(sel, dst)?;
    let Some(MachineOperand::FPImm { literal, .. }) = sel.mf.inst(i).operands.get(1).copied() else { return Ok(false) };
    if width == 80 && sel.class_for(dst)? == reg_class::RFP80 {
        return x87_constant(sel, i, dst, literal);
    }
    if !matches!(width, 32 | 64) || !matches!(sel.class_for(dst)?, c if c == reg_class::FR32 || c == reg_class::FR64) {
        return Ok(false);
    }
    let text = sel.mf.str(literal).to_string();
    let value = literal_bits(&text, width).ok_or_else(|| format!("floating-point literal '{text}' is not an s{width} value"))?;
    let (class, zero, mov, to_xmm, gpr) = if width == 32 {
        (reg_class::FR32, opcode::FsFLD0SS, opcode::MOV32ri, opcode::MOVDI2SSrr, reg_class::GR32)
    } else {
        (reg_class::FR64, opcode::FsFLD0SD, opcode::MOV64ri, opcode::MOV64toSDrr, reg_class::GR64)
    };
    sel.mf.regs.set_reg_class(dst, class);
    if value == 0 {
        sel.mf.build(at, zero).def(dst);
        return Ok(true);
    }
    let bits_reg = sel.new_vreg(gpr);
    let imm = if width == 32 { i64::from(value as u32 as i32) } else { value as i64 };
    sel.mf.build(at, mov).def(bits_reg).imm(imm);
    let m = sel.mf.build(at, to_xmm).def(dst).use_reg(bits_reg).id();
    sel.constrain_operands(m);
    Ok(true)
}

/// An x87 constant (`0xK` and 20 hex digits: sign and exponent, then the 64-bit
/// significand): `LD_Fp080` for +0.0, else `LD_Fp80imm` of the two halves.
fn x87_constant(sel: &mut InstructionSelector, i: InstId, dst: Reg, literal: kiln_codegen::mir::StrId) -> Result<bool, String> {
    let text = sel.mf.str(literal).to_string();
    let bits = text.strip_prefix("0xK").and_then(|h| u128::from_str_radix(h, 16).ok()).ok_or_else(|| format!("x86_fp80 literal '{text}' is not in 0xK form"))?;
    sel.mf.regs.set_reg_class(dst, reg_class::RFP80);
    let at = InsertPoint::Before(i);
    let m = if bits == 0 {
        sel.mf.build(at, opcode::LD_Fp080).def(dst).id()
    } else {
        sel.mf.build(at, opcode::LD_Fp80imm).def(dst).imm(bits as u64 as i64).imm((bits >> 64) as i64 & 0xffff).id()
    };
    let desc = sel.mir.instrs.desc(sel.mf.inst(m).opcode);
    sel.mf.builder(m).implicit_operands(desc);
    Ok(true)
}

/// How `UCOMIS a, b` answers a predicate: swap the operands first, then one condition, or
/// two combined (`and` of both, or `or`). `true`/`false` need no compare.
enum Plan {
    Const(i64),
    One { swap: bool, cc: i64 },
    Both { cc: [i64; 2], and: bool },
}

fn plan(predicate: &str) -> Option<Plan> {
    use Plan::*;
    Some(match predicate {
        "false" => Const(0),
        "true" => Const(1),
        "oeq" => Both { cc: [cond::E, cond::NP], and: true },
        "une" => Both { cc: [cond::NE, cond::P], and: false },
        "ogt" => One { swap: false, cc: cond::A },
        "oge" => One { swap: false, cc: cond::AE },
        "olt" => One { swap: true, cc: cond::A },
        "ole" => One { swap: true, cc: cond::AE },
        "one" => One { swap: false, cc: cond::NE },
        "ueq" => One { swap: false, cc: cond::E },
        "ult" => One { swap: false, cc: cond::B },
        "ule" => One { swap: false, cc: cond::BE },
        "ugt" => One { swap: true, cc: cond::B },
        "uge" => One { swap: true, cc: cond::BE },
        "ord" => One { swap: false, cc: cond::NP },
        "uno" => One { swap: false, cc: cond::P },
        _ => return None,
    })
}

/// `dst:gr8 = G_FCMP pred, a, b` of s32 or s64 in XMM registers.
fn compare(sel: &mut InstructionSelector, i: InstId) -> Result<bool, String> {
    let at = InsertPoint::Before(i);
    let Some(MachineOperand::Predicate { float: true, name }) = sel.mf.inst(i).operands.get(1).copied() else { return Ok(false) };
    let predicate = sel.mf.str(name).to_string();
    let Some(plan) = plan(&predicate) else { return Err(format!("unknown floating-point predicate '{predicate}'")) };
    let (dst, a, b) = (reg(sel, i, 0)?, reg(sel, i, 2)?, reg(sel, i, 3)?);
    let width = bits(sel, a)?;
    let (class, ucomis) = match width {
        32 => (reg_class::FR32, opcode::UCOMISSrr),
        64 => (reg_class::FR64, opcode::UCOMISDrr),
        80 => (reg_class::RFP80, opcode::UCOM_FpIr80),
        _ => return Ok(false),
    };
    if bits(sel, dst)? != 8 || sel.class_for(a)? != class || sel.class_for(b)? != class {
        return Ok(false);
    }
    sel.mf.regs.set_reg_class(dst, reg_class::GR8);
    if let Plan::Const(v) = plan {
        sel.mf.build(at, opcode::MOV8ri).def(dst).imm(v);
        return Ok(true);
    }
    sel.mf.regs.set_reg_class(a, class);
    sel.mf.regs.set_reg_class(b, class);
    let swap = matches!(plan, Plan::One { swap: true, .. });
    let (x, y) = if swap { (b, a) } else { (a, b) };
    // x87's FUCOMI sets the flags as UCOMIS does.
    let c = if width == 80 {
        sel.mf.build(at, ucomis).use_reg(x).use_reg(y).implicit_operands(sel.mir.instrs.desc(ucomis)).id()
    } else {
        sel.mf.build(at, ucomis).use_reg(x).use_reg(y).implicit_def(Reg::phys(reg::EFLAGS)).id()
    };
    sel.constrain_operands(c);
    let eflags = Reg::phys(reg::EFLAGS);
    match plan {
        Plan::One { cc, .. } => {
            sel.mf.build(at, opcode::SETCCr).def(dst).imm(cc).implicit_use(eflags);
        }
        Plan::Both { cc, and } => {
            let (first, second) = (sel.new_vreg(reg_class::GR8), sel.new_vreg(reg_class::GR8));
            sel.mf.build(at, opcode::SETCCr).def(first).imm(cc[0]).implicit_use(eflags);
            sel.mf.build(at, opcode::SETCCr).def(second).imm(cc[1]).implicit_use(eflags);
            let combine = if and { opcode::AND8rr } else { opcode::OR8rr };
            let m = sel.mf.build(at, combine).def(dst).use_reg(first).use_reg(second).implicit_def(eflags).id();
            sel.constrain_operands(m);
        }
        Plan::Const(_) => {}
    }
    Ok(true)
}

/// `G_FNEG` (sign bit flipped by `XOR`) and `G_FABS` (cleared by `AND`) of s32 or s64: the
/// bits moved to a general-purpose register and back.
fn sign_bit(sel: &mut InstructionSelector, i: InstId) -> Result<bool, String> {
    let at = InsertPoint::Before(i);
    let negate = sel.mf.inst(i).opcode == op::G_FNEG;
    let (dst, src) = (reg(sel, i, 0)?, reg(sel, i, 1)?);
    let width = bits(sel, dst)?;
    let (class, gpr, from_xmm, to_xmm) = match width {
        32 => (reg_class::FR32, reg_class::GR32, opcode::MOVSS2DIrr, opcode::MOVDI2SSrr),
        64 => (reg_class::FR64, reg_class::GR64, opcode::MOVSDto64rr, opcode::MOV64toSDrr),
        _ => return Ok(false),
    };
    if sel.class_for(src)? != class {
        return Ok(false);
    }
    sel.mf.regs.set_reg_class(dst, class);
    sel.mf.regs.set_reg_class(src, class);
    let value = sel.new_vreg(gpr);
    sel.mf.build(at, from_xmm).def(value).use_reg(src);
    let result = sel.new_vreg(gpr);
    let eflags = Reg::phys(reg::EFLAGS);
    let m = if width == 32 {
        let (opc, mask) = if negate { (opcode::XOR32ri, i64::from(i32::MIN)) } else { (opcode::AND32ri, i64::from(i32::MAX)) };
        sel.mf.build(at, opc).def(result).use_reg(value).imm(mask).implicit_def(eflags).id()
    } else {
        let (opc, mask) = if negate { (opcode::XOR64rr, i64::MIN) } else { (opcode::AND64rr, i64::MAX) };
        let mask_reg = sel.new_vreg(gpr);
        sel.mf.build(at, opcode::MOV64ri).def(mask_reg).imm(mask);
        sel.mf.build(at, opc).def(result).use_reg(value).use_reg(mask_reg).implicit_def(eflags).id()
    };
    sel.constrain_operands(m);
    sel.mf.build(at, to_xmm).def(dst).use_reg(result);
    Ok(true)
}
