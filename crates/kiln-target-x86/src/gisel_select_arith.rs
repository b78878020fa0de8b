//! x86-64's hand-written GlobalISel selection of the integer operations its patterns cannot
//! express, because the instructions work on fixed registers or flags: division and remainder
//! (`DIV`/`IDIV` on the accumulator pair, bytes done in 32 bits), the high half of an unsigned
//! multiply and byte multiplies (`MUL`), carries in and out (`ADD`/`ADC`/`SUB`/`SBB` and
//! `SETB`), arithmetic reporting signed or unsigned overflow (`SETO` after `ADD`, `SUB`,
//! `IMUL`, `MUL`), trailing and leading zeros (`BSF`, `BSR`), selects (`TEST` + `CMOV`, bytes done in 32 bits),
//! and merging and splitting scalars (shifts, `OR`, sub-registers).

use crate::generated::{opcode, reg, reg_class};
use crate::gisel_select::{bits, cond, extend_into, gpr_class, reg, set_class, sub_register};
use kiln_codegen::gisel::instruction_select::InstructionSelector;
use kiln_codegen::mir::{InsertPoint, InstId, Reg, RegFlags};
use kiln_codegen::target::target_opcode as op;
use kiln_mc::desc::PhysReg;

/// 0..3 for 8..64 bits.
pub(crate) fn width_index(bits: u64) -> Option<usize> {
    Some(match bits {
        8 => 0,
        16 => 1,
        32 => 2,
        64 => 3,
        _ => return None,
    })
}

/// The accumulator pair of a width: the low half (AL/AX/EAX/RAX) and the high half or
/// remainder (AH/DX/EDX/RDX).
pub(crate) fn accumulators(bits: u64) -> (PhysReg, PhysReg) {
    match bits {
        8 => (reg::AL, reg::AH),
        16 => (reg::AX, reg::DX),
        32 => (reg::EAX, reg::EDX),
        _ => (reg::RAX, reg::RDX),
    }
}

/// Hand-written selection of the integer operations above; false for anything else.
pub fn select(sel: &mut InstructionSelector, i: InstId) -> Result<bool, String> {
    let opcode = sel.mf.inst(i).opcode;
    match opcode {
        op::G_SDIV | op::G_UDIV | op::G_SREM | op::G_UREM => divide(sel, i, matches!(opcode, op::G_SDIV | op::G_SREM), matches!(opcode, op::G_SREM | op::G_UREM)),
        op::G_UMULH => multiply_high(sel, i),
        op::G_MUL => multiply_bytes(sel, i),
        op::G_UADDO | op::G_USUBO | op::G_UADDE | op::G_USUBE => carry(sel, i),
        op::G_SADDO | op::G_SSUBO | op::G_SMULO | op::G_UMULO => overflow(sel, i),
        op::G_CTTZ_ZERO_UNDEF | op::G_CTLZ_ZERO_UNDEF => bit_scan(sel, i),
        op::G_SELECT => select_value(sel, i),
        op::G_MERGE_VALUES => merge(sel, i),
        op::G_UNMERGE_VALUES => unmerge(sel, i),
        _ => crate::gisel_select_float::select(sel, i),
    }
}

/// The three operands `dst = a OP b` of `i`, all general-purpose of one width (constrained),
/// and the width.
fn binary(sel: &mut InstructionSelector, i: InstId) -> Result<Option<(Reg, Reg, Reg, u64)>, String> {
    let (dst, a, b) = (reg(sel, i, 0)?, reg(sel, i, 1)?, reg(sel, i, 2)?);
    let width = bits(sel, dst)?;
    let Some(class) = gpr_class(width) else { return Ok(None) };
    for r in [dst, a, b] {
        if sel.class_for(r)? != class && !sel.fits_class(r, class) {
            return Ok(None);
        }
        set_class(sel, r, class);
    }
    Ok(Some((dst, a, b, width)))
}

/// `a` extended to a new 32-bit register.
fn widen32(sel: &mut InstructionSelector, at: InsertPoint, a: Reg, signed: bool) -> Result<Reg, String> {
    let wide = sel.new_vreg(reg_class::GR32);
    extend_into(sel, at, wide, a, 8, 32, signed)?;
    Ok(wide)
}

/// `dst` = the low byte of the 32-bit `wide`.
fn low_byte(sel: &mut InstructionSelector, at: InsertPoint, dst: Reg, wide: Reg) {
    sel.mf.build(at, op::COPY).def(dst).reg_sub(wide, RegFlags::NONE, crate::generated::sub_reg_idx::sub_8bit);
}

fn divide(sel: &mut InstructionSelector, i: InstId, signed: bool, remainder: bool) -> Result<bool, String> {
    let at = InsertPoint::Before(i);
    let Some((dst, a, b, width)) = binary(sel, i)? else { return Ok(false) };
    // Bytes are divided in 32 bits (AH as a result register cannot be copied to every byte
    // register once REX prefixes are in play).
    let (a, b, w) = if width == 8 { (widen32(sel, at, a, signed)?, widen32(sel, at, b, signed)?, 32) } else { (a, b, width) };
    let (lo, hi) = accumulators(w);
    let k = width_index(w).unwrap_or(3);
    sel.copy_to_phys(i, lo, a);
    if signed {
        sel.mf.build(at, [opcode::CBW, opcode::CWD, opcode::CDQ, opcode::CQO][k]).implicit_operands(sel.mir.instrs.desc([opcode::CBW, opcode::CWD, opcode::CDQ, opcode::CQO][k]));
    } else {
        let zero = sel.new_vreg(gpr_class(w).unwrap_or(reg_class::GR64));
        sel.mf.build(at, [opcode::MOV8ri, opcode::MOV16ri, opcode::MOV32ri, opcode::MOV64ri32][k]).def(zero).imm(0);
        sel.copy_to_phys(i, hi, zero);
    }
    let div = [[opcode::DIV8r, opcode::DIV16r, opcode::DIV32r, opcode::DIV64r], [opcode::IDIV8r, opcode::IDIV16r, opcode::IDIV32r, opcode::IDIV64r]][usize::from(signed)][k];
    let d = sel.mf.build(at, div).use_reg(b).implicit_operands(sel.mir.instrs.desc(div)).id();
    sel.constrain_operands(d);
    let result = if remainder { hi } else { lo };
    if width == 8 {
        let wide = sel.new_vreg(reg_class::GR32);
        sel.mf.build(at, op::COPY).def(wide).use_reg(Reg::phys(result));
        low_byte(sel, at, dst, wide);
    } else {
        sel.mf.build(at, op::COPY).def(dst).use_reg(Reg::phys(result));
    }
    Ok(true)
}

fn multiply_high(sel: &mut InstructionSelector, i: InstId) -> Result<bool, String> {
    let at = InsertPoint::Before(i);
    let Some((dst, a, b, width)) = binary(sel, i)? else { return Ok(false) };
    if width == 8 {
        // (a * b) >> 8 in 32 bits.
        let (a, b) = (widen32(sel, at, a, false)?, widen32(sel, at, b, false)?);
        let product = sel.new_vreg(reg_class::GR32);
        let m = sel.mf.build(at, opcode::IMUL32rr).def(product).use_reg(a).use_reg(b).implicit_def(Reg::phys(reg::EFLAGS)).id();
        sel.constrain_operands(m);
        let high = sel.new_vreg(reg_class::GR32);
        let s = sel.mf.build(at, opcode::SHR32ri).def(high).use_reg(product).imm(8).implicit_def(Reg::phys(reg::EFLAGS)).id();
        sel.constrain_operands(s);
        low_byte(sel, at, dst, high);
        return Ok(true);
    }
    let (lo, hi) = accumulators(width);
    let k = width_index(width).unwrap_or(3);
    sel.copy_to_phys(i, lo, a);
    let mul = [opcode::MUL8r, opcode::MUL16r, opcode::MUL32r, opcode::MUL64r][k];
    sel.mf.build(at, mul).use_reg(b).implicit_operands(sel.mir.instrs.desc(mul));
    sel.mf.build(at, op::COPY).def(dst).use_reg(Reg::phys(hi));
    Ok(true)
}

/// A byte multiply, which has no two-operand form: `MUL8r` on AL.
fn multiply_bytes(sel: &mut InstructionSelector, i: InstId) -> Result<bool, String> {
    let at = InsertPoint::Before(i);
    let Some((dst, a, b, 8)) = binary(sel, i)? else { return Ok(false) };
    sel.copy_to_phys(i, reg::AL, a);
    sel.mf.build(at, opcode::MUL8r).use_reg(b).implicit_operands(sel.mir.instrs.desc(opcode::MUL8r));
    sel.mf.build(at, op::COPY).def(dst).use_reg(Reg::phys(reg::AL));
    Ok(true)
}

/// `dst, flag = OP a, b` with the three values in general-purpose registers of one width
/// (`k` its index 0..3) and the s1 flag in a byte register, classes given.
struct FlagOperation {
    dst: Reg,
    flag: Reg,
    a: Reg,
    b: Reg,
    width: u64,
    k: usize,
}

fn flag_operation(sel: &mut InstructionSelector, i: InstId) -> Result<Option<FlagOperation>, String> {
    let (dst, flag, a, b) = (reg(sel, i, 0)?, reg(sel, i, 1)?, reg(sel, i, 2)?, reg(sel, i, 3)?);
    let width = bits(sel, dst)?;
    let (Some(k), Some(class)) = (width_index(width), gpr_class(width)) else { return Ok(None) };
    for r in [dst, a, b] {
        sel.mf.regs.set_reg_class(r, class);
    }
    sel.mf.regs.set_reg_class(flag, reg_class::GR8);
    Ok(Some(FlagOperation { dst, flag, a, b, width, k }))
}

/// `G_UADDO`/`G_USUBO` (`ADD`/`SUB` and `SETB` of the carry) and `G_UADDE`/`G_USUBE` (the
/// carry in set into CF by adding 255 to it, then `ADC`/`SBB`).
fn carry(sel: &mut InstructionSelector, i: InstId) -> Result<bool, String> {
    let at = InsertPoint::Before(i);
    let opcode = sel.mf.inst(i).opcode;
    let Some(FlagOperation { dst, flag: carry_out, a, b, k, .. }) = flag_operation(sel, i)? else { return Ok(false) };
    let with_carry_in = matches!(opcode, op::G_UADDE | op::G_USUBE);
    if with_carry_in {
        let carry_in = reg(sel, i, 4)?;
        sel.mf.regs.set_reg_class(carry_in, reg_class::GR8);
        let scratch = sel.new_vreg(reg_class::GR8);
        let s = sel.mf.build(at, opcode::ADD8ri).def(scratch).use_reg(carry_in).imm(-1).implicit_def(Reg::phys(reg::EFLAGS)).id();
        sel.constrain_operands(s);
    }
    let family = match (opcode, with_carry_in) {
        (op::G_UADDO, _) => [opcode::ADD8rr, opcode::ADD16rr, opcode::ADD32rr, opcode::ADD64rr],
        (op::G_USUBO, _) => [opcode::SUB8rr, opcode::SUB16rr, opcode::SUB32rr, opcode::SUB64rr],
        (op::G_UADDE, _) => [opcode::ADC8rr, opcode::ADC16rr, opcode::ADC32rr, opcode::ADC64rr],
        _ => [opcode::SBB8rr, opcode::SBB16rr, opcode::SBB32rr, opcode::SBB64rr],
    };
    let arith = sel.mf.build(at, family[k]).def(dst).use_reg(a).use_reg(b).implicit_operands(sel.mir.instrs.desc(family[k])).id();
    sel.constrain_operands(arith);
    sel.mf.build(at, opcode::SETCCr).def(carry_out).imm(cond::B).implicit_use(Reg::phys(reg::EFLAGS));
    Ok(true)
}

/// `dst, overflow = G_SADDO/G_SSUBO/G_SMULO/G_UMULO a, b`: the operation, then `SETO` (a
/// `MUL` sets OF when the high half is not zero; byte multiplies and `MUL` work on the
/// accumulator).
fn overflow(sel: &mut InstructionSelector, i: InstId) -> Result<bool, String> {
    let at = InsertPoint::Before(i);
    let opcode = sel.mf.inst(i).opcode;
    let Some(FlagOperation { dst, flag: overflow, a, b, width, k }) = flag_operation(sel, i)? else { return Ok(false) };
    let on_accumulator = opcode == op::G_UMULO || (opcode == op::G_SMULO && width == 8);
    if on_accumulator {
        let (lo, _) = accumulators(width);
        let mul = if opcode == op::G_UMULO { [opcode::MUL8r, opcode::MUL16r, opcode::MUL32r, opcode::MUL64r][k] } else { opcode::IMUL8r };
        sel.copy_to_phys(i, lo, a);
        sel.mf.build(at, mul).use_reg(b).implicit_operands(sel.mir.instrs.desc(mul));
        sel.mf.build(at, op::COPY).def(dst).use_reg(Reg::phys(lo));
    } else {
        let family = match opcode {
            op::G_SADDO => [opcode::ADD8rr, opcode::ADD16rr, opcode::ADD32rr, opcode::ADD64rr],
            op::G_SSUBO => [opcode::SUB8rr, opcode::SUB16rr, opcode::SUB32rr, opcode::SUB64rr],
            _ => [0, opcode::IMUL16rr, opcode::IMUL32rr, opcode::IMUL64rr],
        };
        let arith = sel.mf.build(at, family[k]).def(dst).use_reg(a).use_reg(b).implicit_operands(sel.mir.instrs.desc(family[k])).id();
        sel.constrain_operands(arith);
    }
    sel.mf.build(at, opcode::SETCCr).def(overflow).imm(cond::O).implicit_use(Reg::phys(reg::EFLAGS));
    Ok(true)
}

/// `G_CTTZ_ZERO_UNDEF` as `BSF`, `G_CTLZ_ZERO_UNDEF` as `BSR` (the highest set bit's index)
/// xor-ed with width - 1; both leave a zero source undefined, as allowed.
fn bit_scan(sel: &mut InstructionSelector, i: InstId) -> Result<bool, String> {
    let at = InsertPoint::Before(i);
    let leading = sel.mf.inst(i).opcode == op::G_CTLZ_ZERO_UNDEF;
    let (dst, src) = (reg(sel, i, 0)?, reg(sel, i, 1)?);
    let width = bits(sel, dst)?;
    let (scan, xor) = match width {
        16 => ([opcode::BSF16rr, opcode::BSR16rr], opcode::XOR16ri),
        32 => ([opcode::BSF32rr, opcode::BSR32rr], opcode::XOR32ri),
        64 => ([opcode::BSF64rr, opcode::BSR64rr], opcode::XOR64ri32),
        _ => return Ok(false),
    };
    if bits(sel, src)? != width {
        return Ok(false);
    }
    let class = gpr_class(width).unwrap_or(reg_class::GR64);
    sel.mf.regs.set_reg_class(dst, class);
    sel.mf.regs.set_reg_class(src, class);
    let eflags = Reg::phys(reg::EFLAGS);
    let index = if leading { sel.new_vreg(class) } else { dst };
    let b = sel.mf.build(at, scan[usize::from(leading)]).def(index).use_reg(src).implicit_def(eflags).id();
    sel.constrain_operands(b);
    if leading {
        let x = sel.mf.build(at, xor).def(dst).use_reg(index).imm(width as i64 - 1).implicit_def(eflags).id();
        sel.constrain_operands(x);
    }
    Ok(true)
}

/// `G_SELECT c, t, f`: `TEST8ri c, 1` and `CMOVNE` of `t` over `f`; bytes in 32 bits.
fn select_value(sel: &mut InstructionSelector, i: InstId) -> Result<bool, String> {
    let at = InsertPoint::Before(i);
    let (dst, cond, t, f) = (reg(sel, i, 0)?, reg(sel, i, 1)?, reg(sel, i, 2)?, reg(sel, i, 3)?);
    let width = bits(sel, dst)?;
    let Some(class) = gpr_class(width) else { return Ok(false) };
    if sel.class_for(cond)? != reg_class::GR8 {
        return Ok(false);
    }
    for r in [dst, t, f] {
        sel.mf.regs.set_reg_class(r, class);
    }
    sel.mf.regs.set_reg_class(cond, reg_class::GR8);
    let (t, f, result) = if width == 8 {
        (widen32(sel, at, t, false)?, widen32(sel, at, f, false)?, sel.new_vreg(reg_class::GR32))
    } else {
        (t, f, dst)
    };
    sel.mf.build(at, opcode::TEST8ri).use_reg(cond).imm(1).implicit_def(Reg::phys(reg::EFLAGS));
    let cmov = match width {
        16 => opcode::CMOV16rr,
        64 => opcode::CMOV64rr,
        _ => opcode::CMOV32rr,
    };
    let c = sel.mf.build(at, cmov).def(result).use_reg(f).use_reg(t).imm(cond::NE).implicit_use(Reg::phys(reg::EFLAGS)).id();
    sel.constrain_operands(c);
    if width == 8 {
        low_byte(sel, at, dst, result);
    }
    Ok(true)
}

/// `G_MERGE_VALUES lo, hi` of two general-purpose halves: `zext(lo) | (anyext(hi) << half)`.
fn merge(sel: &mut InstructionSelector, i: InstId) -> Result<bool, String> {
    let at = InsertPoint::Before(i);
    let (dst, lo, hi) = (reg(sel, i, 0)?, reg(sel, i, 1)?, reg(sel, i, 2)?);
    if sel.mf.inst(i).operands.len() != 3 {
        return Ok(false);
    }
    let (wide, half) = (bits(sel, dst)?, bits(sel, lo)?);
    let (Some(class), Some(half_class), Some(k)) = (gpr_class(wide), gpr_class(half), width_index(wide)) else { return Ok(false) };
    sel.mf.regs.set_reg_class(lo, half_class);
    sel.mf.regs.set_reg_class(hi, half_class);
    let (lo_wide, hi_wide) = (sel.new_vreg(class), sel.new_vreg(class));
    if !extend_into(sel, at, lo_wide, lo, half, wide, false)? || !extend_into(sel, at, hi_wide, hi, half, wide, false)? {
        return Ok(false);
    }
    let shifted = sel.new_vreg(class);
    let shl = [opcode::SHL8ri, opcode::SHL16ri, opcode::SHL32ri, opcode::SHL64ri][k];
    let s = sel.mf.build(at, shl).def(shifted).use_reg(hi_wide).imm(half as i64).implicit_def(Reg::phys(reg::EFLAGS)).id();
    sel.constrain_operands(s);
    sel.mf.regs.set_reg_class(dst, class);
    let or = [opcode::OR8rr, opcode::OR16rr, opcode::OR32rr, opcode::OR64rr][k];
    let o = sel.mf.build(at, or).def(dst).use_reg(shifted).use_reg(lo_wide).implicit_def(Reg::phys(reg::EFLAGS)).id();
    sel.constrain_operands(o);
    Ok(true)
}

/// `lo, hi = G_UNMERGE_VALUES src` of a general-purpose scalar: the low sub-register, and the
/// low sub-register of `src >> half`.
fn unmerge(sel: &mut InstructionSelector, i: InstId) -> Result<bool, String> {
    let at = InsertPoint::Before(i);
    if sel.mf.inst(i).operands.len() != 3 {
        return Ok(false);
    }
    let (lo, hi, src) = (reg(sel, i, 0)?, reg(sel, i, 1)?, reg(sel, i, 2)?);
    let (wide, half) = (bits(sel, src)?, bits(sel, lo)?);
    let (Some(class), Some(half_class), Some(k), Some(sub)) = (gpr_class(wide), gpr_class(half), width_index(wide), sub_register(half)) else { return Ok(false) };
    sel.mf.regs.set_reg_class(src, class);
    sel.mf.regs.set_reg_class(lo, half_class);
    sel.mf.regs.set_reg_class(hi, half_class);
    sel.mf.build(at, op::COPY).def(lo).reg_sub(src, RegFlags::NONE, sub);
    let shifted = sel.new_vreg(class);
    let shr = [opcode::SHR8ri, opcode::SHR16ri, opcode::SHR32ri, opcode::SHR64ri][k];
    let s = sel.mf.build(at, shr).def(shifted).use_reg(src).imm(half as i64).implicit_def(Reg::phys(reg::EFLAGS)).id();
    sel.constrain_operands(s);
    sel.mf.build(at, op::COPY).def(hi).reg_sub(shifted, RegFlags::NONE, sub);
    Ok(true)
}
