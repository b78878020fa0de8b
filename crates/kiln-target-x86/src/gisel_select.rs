//! x86-64's GlobalISel register-bank mapping and the selection the imported patterns cannot
//! express: addresses (`G_FRAME_INDEX`, `G_PTR_ADD` and a global reached directly as `LEA64r`,
//! the latter RIP-relative, and folded into the memory operand of a load or store; a global
//! flagged `x86-gotpcrel` as the load of its GOT entry; a thread-local one by
//! `gisel_select_tls.rs`, a local-exec one folded as `%fs:sym@TPOFF`), loads and stores, compares (`CMP` + `SETCC`, or `CMP` + `JCC`
//! when a branch reads the compare alone), loads folded into their reader's memory operand,
//! branches, PHIs, implicit definitions,
//! extensions and truncations through sub-registers, and pointer constants. The shared
//! pass (`kiln_codegen::gisel::instruction_select`) tries the match table first.

use crate::generated::{get_memory_form, opcode, reg, reg_class, sub_reg_idx};
use kiln_codegen::gisel::instruction_select::InstructionSelector;
use kiln_codegen::gisel::llt::Llt;
use kiln_codegen::mir::{BlockId, FrameIdx, InsertPoint, InstId, MachineOperand, Reg, RegClassOrBank, RegFlags, StrId, TargetFlags};
use kiln_codegen::target::target_opcode as op;
use kiln_mc::desc::{InstrFlags, OperandKind, RegClassId, SubRegIdx};

/// Bank numbers of `td/X86RegisterBanks.td`, in definition order.
pub const GPR_BANK: usize = 0;
pub const VECR_BANK: usize = 1;
pub const PSR_BANK: usize = 2;

/// RegBankSelect's fast mapping: s80 lives on the x87 stack, vectors and the operands of
/// floating-point operations in XMM registers, everything else (integers, pointers, the
/// integer side of conversions) in general-purpose registers.
pub fn operand_bank(opcode: u32, operand: usize, ty: Llt) -> Option<usize> {
    if ty.is_scalar() && ty.scalar_bits() == 80 {
        return Some(PSR_BANK);
    }
    if ty.is_vector() {
        return Some(VECR_BANK);
    }
    let float = match opcode {
        op::G_FADD | op::G_FSUB | op::G_FMUL | op::G_FDIV | op::G_FREM | op::G_FNEG | op::G_FABS | op::G_FSQRT | op::G_FMA | op::G_FCONSTANT | op::G_FPEXT | op::G_FPTRUNC => true,
        op::G_FCMP => operand >= 2,
        op::G_SITOFP | op::G_UITOFP => operand == 0,
        op::G_FPTOSI | op::G_FPTOUI => operand == 1,
        _ => false,
    };
    Some(if float { VECR_BANK } else { GPR_BANK })
}

/// x86's condition codes (the `cond` operand of `SETCC`, `JCC`, `CMOV`).
pub(crate) mod cond {
    pub const O: i64 = 0;
    pub const B: i64 = 2;
    pub const AE: i64 = 3;
    pub const E: i64 = 4;
    pub const NE: i64 = 5;
    pub const BE: i64 = 6;
    pub const A: i64 = 7;
    pub const P: i64 = 10;
    pub const NP: i64 = 11;
    pub const L: i64 = 12;
    pub const GE: i64 = 13;
    pub const LE: i64 = 14;
    pub const G: i64 = 15;
}

/// x86's condition code of an integer predicate (`intpred(slt)`).
fn condition_code(predicate: &str) -> Option<i64> {
    Some(match predicate {
        "eq" => cond::E,
        "ne" => cond::NE,
        "ult" => cond::B,
        "uge" => cond::AE,
        "ule" => cond::BE,
        "ugt" => cond::A,
        "slt" => cond::L,
        "sge" => cond::GE,
        "sle" => cond::LE,
        "sgt" => cond::G,
        _ => return None,
    })
}

/// The sub-register holding the low `bits` of a general-purpose register.
pub(crate) fn sub_register(bits: u64) -> Option<SubRegIdx> {
    Some(match bits {
        8 => sub_reg_idx::sub_8bit,
        16 => sub_reg_idx::sub_16bit,
        32 => sub_reg_idx::sub_32bit,
        _ => return None,
    })
}

/// The general-purpose class of a width.
pub(crate) fn gpr_class(bits: u64) -> Option<RegClassId> {
    Some(match bits {
        8 => reg_class::GR8,
        16 => reg_class::GR16,
        32 => reg_class::GR32,
        64 => reg_class::GR64,
        _ => return None,
    })
}

/// Gives `r` the register class `class`, unless a user already constrained it to a subclass
/// (an address's index register is `GR64_NOSP`).
pub(crate) fn set_class(sel: &mut InstructionSelector, r: Reg, class: RegClassId) {
    let constrained = matches!(sel.mf.regs.vreg(r).map(|v| v.class), Some(RegClassOrBank::Class(_))) && sel.fits_class(r, class);
    if !constrained {
        sel.mf.regs.set_reg_class(r, class);
    }
}

pub(crate) fn reg(sel: &InstructionSelector, i: InstId, k: usize) -> Result<Reg, String> {
    sel.mf.inst(i).operands.get(k).and_then(MachineOperand::get_reg).ok_or_else(|| format!("operand {k} is not a register"))
}

pub(crate) fn bits(sel: &InstructionSelector, r: Reg) -> Result<u64, String> {
    Ok(sel.ty(r)?.size_bits(sel.pointer_bits))
}

/// Hand-written selection of `i`; false when x86 does not select it (yet).
pub fn select(sel: &mut InstructionSelector, i: InstId) -> Result<bool, String> {
    let at = InsertPoint::Before(i);
    let m = sel.mf.inst(i);
    let opcode = m.opcode;
    match opcode {
        op::G_PHI => sel.mutate(i, op::PHI)?,
        op::G_IMPLICIT_DEF => sel.mutate(i, op::IMPLICIT_DEF)?,
        op::G_BR => {
            let Some(target) = m.operands.first().and_then(MachineOperand::block) else { return Ok(false) };
            sel.rebuild(i, opcode::JMP_1).block(target);
        }
        op::G_CONSTANT => {
            // What the patterns leave: pointers (null and other constants).
            let dst = reg(sel, i, 0)?;
            let Some(MachineOperand::CImm { value, .. }) = m.operands.get(1).copied() else { return Ok(false) };
            if !sel.ty(dst)?.is_pointer() {
                return Ok(false);
            }
            let opc = if i32::try_from(value).is_ok() { opcode::MOV64ri32 } else { opcode::MOV64ri };
            sel.mf.regs.set_reg_class(dst, reg_class::GR64);
            sel.rebuild(i, opc).def(dst).imm(value);
        }
        op::G_FRAME_INDEX => {
            let dst = reg(sel, i, 0)?;
            let Some(MachineOperand::FrameIndex(fi)) = m.operands.get(1).copied() else { return Ok(false) };
            sel.mf.regs.set_reg_class(dst, reg_class::GR64);
            let b = sel.rebuild(i, opcode::LEA64r).def(dst);
            address(b, Address::Frame(fi, 0));
        }
        op::G_PTR_ADD => {
            let (dst, base, offset) = (reg(sel, i, 0)?, reg(sel, i, 1)?, reg(sel, i, 2)?);
            let addr = match sel.constant_value(offset).filter(|v| i32::try_from(*v).is_ok()) {
                // A symbol's own address plus a constant is one RIP-relative LEA.
                Some(disp) => match direct_global(sel, base) {
                    Some((name, at)) if i32::try_from(at + disp).is_ok() => Address::Rip(name, at + disp),
                    _ => Address::Reg(base, None, disp),
                },
                None => Address::Reg(base, Some(offset), 0),
            };
            sel.mf.regs.set_reg_class(dst, reg_class::GR64);
            let b = sel.rebuild(i, opcode::LEA64r).def(dst);
            let new = address(b, addr);
            sel.constrain_operands(new);
        }
        op::G_LOAD | op::G_STORE => {
            let (value, ptr) = (reg(sel, i, 0)?, reg(sel, i, 1)?);
            let ty = sel.ty(value)?;
            // A sequentially consistent store is an exchange.
            if opcode == op::G_STORE && m.mem_operands.first().and_then(|mem| mem.ordering).is_some_and(|o| sel.mf.str(o) == "seq_cst") {
                return crate::gisel_select_atomic::seq_cst_store(sel, i);
            }
            // x87's 80-bit values load and store through the stack pseudos; 128-bit vectors
            // through MOVUPS (at -O0 the alignment is not relied on); integers and pointers
            // through MOV.
            let (class, load, store) = if ty == Llt::scalar(80) {
                (reg_class::RFP80, opcode::LD_Fp80m, opcode::ST_FpP80m)
            } else if ty.is_vector() && ty.size_bits(64) == 128 {
                (reg_class::VR128, opcode::MOVUPSrm, opcode::MOVUPSmr)
            } else {
                let Some(class) = gpr_class(ty.size_bits(64)).filter(|_| !ty.is_vector()) else { return Ok(false) };
                let k = width_index(ty);
                (class, [opcode::MOV8rm, opcode::MOV16rm, opcode::MOV32rm, opcode::MOV64rm][k], [opcode::MOV8mr, opcode::MOV16mr, opcode::MOV32mr, opcode::MOV64mr][k])
            };
            if !sel.fits_class(value, class) && !sel.class_for(value).is_ok_and(|c| c == class) {
                return Ok(false);
            }
            // The selected instruction is rebuilt in the generic one's slot, which drops its
            // memory operands: they are taken first and given to the selected one.
            let mem = std::mem::take(&mut sel.mf.inst_mut(i).mem_operands);
            let addr = fold_address(sel, ptr, i);
            // An integer or pointer constant is stored as an immediate, as FastISel does.
            let stored_imm = match sel.constant_value(value) {
                Some(v) if opcode == op::G_STORE && !ty.is_vector() && (ty.size_bits(64) < 64 || i32::try_from(v).is_ok()) => {
                    Some((v, [opcode::MOV8mi, opcode::MOV16mi, opcode::MOV32mi, opcode::MOV64mi32][width_index(ty)]))
                }
                _ => None,
            };
            let b = if let Some((v, store_imm)) = stored_imm {
                let b = address(sel.rebuild(i, store_imm), addr);
                sel.mf.builder(b).imm(v).id()
            } else if opcode == op::G_LOAD {
                address(sel.rebuild(i, load).def(value), addr)
            } else {
                let b = address(sel.rebuild(i, store), addr);
                sel.mf.builder(b).use_reg(value).id()
            };
            if class == reg_class::RFP80 {
                let desc = sel.mir.instrs.desc(sel.mf.inst(b).opcode);
                sel.mf.builder(b).implicit_operands(desc);
            }
            sel.mf.inst_mut(b).mem_operands = mem;
            sel.constrain_operands(b);
        }
        op::G_ICMP => {
            let dst = reg(sel, i, 0)?;
            if bits(sel, dst)? != 8 {
                return Ok(false);
            }
            let Some(cc) = compare(sel, i, at)? else { return Ok(false) };
            sel.mf.regs.set_reg_class(dst, reg_class::GR8);
            sel.rebuild(i, opcode::SETCCr).def(dst).imm(cc).implicit_use(Reg::phys(reg::EFLAGS));
        }
        op::G_BRCOND => {
            let (cond, Some(target)) = (reg(sel, i, 0)?, m.operands.get(1).and_then(MachineOperand::block)) else { return Ok(false) };
            // A compare read by this branch alone sets the flags the branch tests.
            let folded = match branch_compare(sel, cond, sel.mf.inst(i).parent()) {
                Some(c) => {
                    branch_local_values(sel, c, i);
                    compare(sel, c, at)?
                }
                None => None,
            };
            let cc = match folded {
                Some(cc) => cc,
                None => {
                    // Bit 0 of the condition, or of the value a truncation of this block
                    // read by this branch alone takes it from (FastISel tests that directly).
                    let (tested, width) = match truncated_condition(sel, cond, sel.mf.inst(i).parent()) {
                        Some(source) => (source, bits(sel, source)?),
                        None if sel.class_for(cond)? == reg_class::GR8 => (cond, 8),
                        None => return Ok(false),
                    };
                    let (Some(class), k) = (gpr_class(width), [8, 16, 32, 64].iter().position(|&w| w == width).unwrap_or(0)) else { return Ok(false) };
                    set_class(sel, tested, class);
                    let test = [opcode::TEST8ri, opcode::TEST16ri, opcode::TEST32ri, opcode::TEST64ri32][k];
                    let test = sel.mf.build(at, test).use_reg(tested).imm(1).implicit_def(Reg::phys(reg::EFLAGS)).id();
                    sel.constrain_operands(test);
                    cond::NE
                }
            };
            sel.rebuild(i, opcode::JCC_1).block(target).imm(cc).implicit_use(Reg::phys(reg::EFLAGS));
        }
        op::G_TRUNC => {
            // An s1 lives in a byte register.
            let (dst, src) = (reg(sel, i, 0)?, reg(sel, i, 1)?);
            let (to, from) = (bits(sel, dst)?.max(8), bits(sel, src)?);
            let (Some(dst_class), Some(src_class)) = (gpr_class(to), gpr_class(from)) else { return Ok(false) };
            set_class(sel, dst, dst_class);
            set_class(sel, src, src_class);
            match sub_register(to).filter(|_| to < from) {
                Some(sub) => sel.rebuild(i, op::COPY).def(dst).reg_sub(src, RegFlags::NONE, sub),
                None => sel.rebuild(i, op::COPY).def(dst).use_reg(src),
            };
        }
        op::G_ZEXT | op::G_SEXT | op::G_ANYEXT => return extend(sel, i, opcode),
        op::G_BLOCK_ADDR => {
            let dst = reg(sel, i, 0)?;
            let Some(block @ MachineOperand::BlockAddress { .. }) = m.operands.get(1).copied() else { return Ok(false) };
            sel.mf.regs.set_reg_class(dst, reg_class::GR64);
            sel.rebuild(i, opcode::LEA64r).def(dst).use_reg(Reg::phys(reg::RIP)).imm(1).use_reg(Reg::NONE).operand(block).use_reg(Reg::NONE);
        }
        op::G_JUMP_TABLE => {
            let dst = reg(sel, i, 0)?;
            let Some(MachineOperand::JumpTable { index, .. }) = m.operands.get(1).copied() else { return Ok(false) };
            sel.mf.regs.set_reg_class(dst, reg_class::GR64);
            sel.rebuild(i, opcode::LEA64r).def(dst).use_reg(Reg::phys(reg::RIP)).imm(1).use_reg(Reg::NONE).jump_table(index).use_reg(Reg::NONE);
        }
        op::G_BRJT => {
            // The entry at `table + 8 * index` is the block's address (static), or at
            // `table + 4 * index` its 32-bit distance from the table (pic), as the function's
            // jump-table kind says.
            let (table, index) = (reg(sel, i, 0)?, reg(sel, i, 2)?);
            let relative = match sel.mf.str(sel.mf.jump_tables.kind) {
                "label-difference32" => true,
                "block-address" => false,
                other => return Err(format!("jump-table kind '{other}' is not selected")),
            };
            sel.mf.regs.set_reg_class(table, reg_class::GR64);
            let target = sel.new_vreg(reg_class::GR64);
            let entry = if relative { (opcode::MOVSX64rm32, 4) } else { (opcode::MOV64rm, 8) };
            let load = sel.mf.build(at, entry.0).def(target).use_reg(table).imm(entry.1).use_reg(index).imm(0).use_reg(Reg::NONE).id();
            sel.constrain_operands(load);
            let target = if relative {
                let sum = sel.new_vreg(reg_class::GR64);
                let add = sel.mf.build(at, opcode::ADD64rr).def(sum).use_reg(target).use_reg(table).implicit_def(Reg::phys(reg::EFLAGS)).id();
                sel.constrain_operands(add);
                sum
            } else {
                target
            };
            sel.rebuild(i, opcode::JMP64r).use_reg(target);
        }
        op::G_FENCE => {
            // Operands: LLVM's ordering number and scope (1: system). A sequentially
            // consistent fence between threads is MFENCE; others order only the compiler
            // (MEMBARRIER emits nothing), as the SelectionDAG lowers them.
            let ordering = sel.mf.inst(i).operands.first().and_then(MachineOperand::imm);
            let system = sel.mf.inst(i).operands.get(1).and_then(MachineOperand::imm) == Some(1);
            sel.rebuild(i, if ordering == Some(7) && system { opcode::MFENCE } else { opcode::MEMBARRIER });
        }
        op::G_BRINDIRECT => {
            let target = reg(sel, i, 0)?;
            sel.mf.regs.set_reg_class(target, reg_class::GR64);
            sel.rebuild(i, opcode::JMP64r).use_reg(target);
        }
        op::G_FREEZE => {
            // A register already holds one fixed value.
            let (dst, src) = (reg(sel, i, 0)?, reg(sel, i, 1)?);
            let class = sel.class_for(dst)?;
            set_class(sel, dst, class);
            set_class(sel, src, class);
            sel.rebuild(i, op::COPY).def(dst).use_reg(src);
        }
        op::G_INTTOPTR | op::G_PTRTOINT => {
            // Pointers are 64-bit integers: the same register.
            let (dst, src) = (reg(sel, i, 0)?, reg(sel, i, 1)?);
            if bits(sel, dst)? != 64 || bits(sel, src)? != 64 {
                return Ok(false);
            }
            set_class(sel, dst, reg_class::GR64);
            set_class(sel, src, reg_class::GR64);
            sel.rebuild(i, op::COPY).def(dst).use_reg(src);
        }
        op::G_GLOBAL_VALUE => {
            // The symbol's own address RIP-relative, or (with `x86-gotpcrel`) its GOT entry's
            // content, as the translator classified the reference.
            let dst = reg(sel, i, 0)?;
            let Some(global @ MachineOperand::Global { name, target_flags, offset }) = m.operands.get(1).copied() else { return Ok(false) };
            if crate::gisel_select_tls::select(sel, i, dst, name, offset, target_flags)? {
                return Ok(true);
            }
            let opc = match (target_flags.is_none(), offset) {
                (true, _) => opcode::LEA64r,
                (false, 0) => opcode::MOV64rm,
                _ => return Ok(false),
            };
            sel.mf.regs.set_reg_class(dst, reg_class::GR64);
            sel.rebuild(i, opc).def(dst).use_reg(Reg::phys(reg::RIP)).imm(1).use_reg(Reg::NONE).operand(global).use_reg(Reg::NONE);
        }
        op::G_ATOMICRMW_XCHG | op::G_ATOMICRMW_ADD | op::G_ATOMICRMW_SUB | op::G_ATOMICRMW_AND | op::G_ATOMICRMW_OR | op::G_ATOMICRMW_XOR | op::G_ATOMIC_CMPXCHG_WITH_SUCCESS => {
            return crate::gisel_select_atomic::select(sel, i)
        }
        _ => return crate::gisel_select_arith::select(sel, i),
    }
    Ok(true)
}

/// The `G_ICMP` a `G_BRCOND` in `block` tests through `cond`, directly or through the
/// `G_TRUNC` of the legalizer's widened compare, when nothing else reads it and it is in the
/// branch's block (FastISel folds such a compare into the branch).
fn branch_compare(sel: &InstructionSelector, cond: Reg, block: BlockId) -> Option<InstId> {
    let single = |r: Reg| sel.def_of(r).filter(|&d| sel.use_count(r) == 1 && sel.mf.inst(d).parent() == block);
    let mut d = single(cond)?;
    if sel.mf.inst(d).opcode == op::G_TRUNC {
        d = single(sel.mf.inst(d).operands.get(1)?.get_reg()?)?;
    }
    (sel.mf.inst(d).opcode == op::G_ICMP).then_some(d)
}

/// Gives the constants and addresses built for the compare `c` alone (at its source place,
/// as the IRTranslator builds them at -O0) the source place of the branch `br` that `c` folds
/// into: FastISel materialises them when it selects the branch.
fn branch_local_values(sel: &mut InstructionSelector, c: InstId, br: InstId) {
    let loc = sel.mf.inst(c).debug_loc;
    if loc.is_none() {
        return;
    }
    for k in [2, 3] {
        // Through the copies of a constant expression's pointer casts.
        let mut values = Vec::new();
        let mut r = reg(sel, c, k).ok();
        while let Some(d) = r.and_then(|r| sel.def_of(r).filter(|&d| sel.use_count(r) == 1 && sel.mf.inst(d).debug_loc == loc)) {
            let m = sel.mf.inst(d);
            values.push(d);
            r = match m.opcode {
                op::COPY => m.operands.get(1).and_then(MachineOperand::get_reg).filter(|r| r.is_virtual()),
                op::G_CONSTANT | op::G_FCONSTANT | op::G_GLOBAL_VALUE | op::G_FRAME_INDEX => break,
                _ => {
                    values.clear();
                    None
                }
            };
        }
        if values.last().is_some_and(|&d| sel.mf.inst(d).opcode != op::COPY) {
            for d in values {
                sel.mf.inst_mut(d).debug_loc = sel.mf.inst(br).debug_loc;
            }
        }
    }
}

/// The integer register a `G_TRUNC` of `block` read by this branch alone (its `cond`)
/// truncates, when that is a general-purpose width.
fn truncated_condition(sel: &InstructionSelector, cond: Reg, block: BlockId) -> Option<Reg> {
    let d = sel.def_of(cond).filter(|&d| sel.use_count(cond) == 1 && sel.mf.inst(d).parent() == block && sel.mf.inst(d).opcode == op::G_TRUNC)?;
    let source = sel.mf.inst(d).operands.get(1)?.get_reg()?;
    let ty = sel.ty(source).ok()?;
    (ty.is_scalar() && gpr_class(u64::from(ty.scalar_bits())).is_some()).then_some(source)
}

/// Folds `load` into operand `k` of the selected `user` (FastISel's load folding): the form
/// of `user` reading that operand from memory (a column of `getMemoryForm`: `CMP32rr` →
/// `CMP32rm` or `CMP32mr`, `CMP32ri8` → `CMP32mi8`, `MOVZX32rr8` → `MOVZX32rm8`, `ADD32rr` →
/// `ADD32rm`, the sources of a commutable instruction swapped when that gives one), built
/// before `user` with the load's address and memory operand. Integer and scalar
/// floating-point values only: the vector memory forms need an alignment -O0 does not keep.
pub fn fold_load(sel: &mut InstructionSelector, load: InstId, user: InstId, k: usize) -> Result<bool, String> {
    let (value, ptr) = (reg(sel, load, 0)?, reg(sel, load, 1)?);
    if sel.ty(value)?.is_vector() {
        return Ok(false);
    }
    let loaded_bits = sel.ty(value)?.size_bits(64);
    let u = sel.mf.inst(user);
    let desc = sel.mir.instrs.desc(u.opcode);
    let memory_form = |opc: u32, k: usize| {
        (0..2).filter_map(|column| get_memory_form(opc, column)).find(|&m| sel.mir.instrs.desc(m).operands.iter().position(|o| o.kind == OperandKind::Memory) == Some(k))
    };
    let (mut k, mut swapped) = (k, false);
    let mut form = memory_form(u.opcode, k);
    if form.is_none() && desc.has(InstrFlags::IS_COMMUTABLE) && k == 1 && desc.num_defs == 1 && desc.operands.len() == 3 {
        (k, swapped) = (2, true);
        form = memory_form(u.opcode, k);
    }
    let Some(form) = form else { return Ok(false) };
    let width_matches = desc.operands.get(k).and_then(|o| o.reg_class).is_some_and(|c| u64::from(sel.mir.regs.class(c).spill_size) == loaded_bits);
    // (Operand `k` after the swap is the one read from memory: it was operand 1 before.)
    let read = u.operands.get(if swapped { 1 } else { k });
    if read.is_none_or(|o| o.sub_reg().0 != 0) || !width_matches {
        return Ok(false);
    }
    let mut operands = u.operands.clone();
    if swapped {
        operands.swap(1, 2);
    }
    for o in &mut operands {
        if let MachineOperand::Reg { tied_to, .. } = o {
            *tied_to = None;
        }
    }
    // Both instructions go: the folded one takes their memory operands (the user's first).
    let mut mems = std::mem::take(&mut sel.mf.inst_mut(user).mem_operands);
    let loaded = std::mem::take(&mut sel.mf.inst_mut(load).mem_operands);
    if mems.is_empty() {
        mems = loaded;
    } else {
        mems.extend(loaded.iter().cloned());
    }
    let addr = fold_address(sel, ptr, user);
    // A GOT entry loaded for this access alone is loaded at the folded instruction's source
    // place, where FastISel's address selection builds it.
    if let Address::Reg(base, None, _) = addr {
        if let Some(d) = sel.def_of(base).filter(|&d| sel.use_count(base) == 1 && sel.mf.inst(d).opcode == op::G_GLOBAL_VALUE) {
            sel.mf.inst_mut(d).debug_loc = sel.mf.inst(user).debug_loc;
        }
    }
    let mut b = sel.mf.build(InsertPoint::Before(user), form);
    for &o in &operands[..k] {
        b = b.operand(o);
    }
    let folded = address(b, addr);
    for &o in &operands[k + 1..] {
        sel.mf.builder(folded).operand(o);
    }
    sel.mf.inst_mut(folded).mem_operands = mems;
    sel.constrain_operands(folded);
    Ok(true)
}

/// `CMPrr a, b` for the `G_ICMP` `c` (its operands constrained), before `at` at `c`'s source
/// place; the condition code to test, or `None` when the operands are not general-purpose
/// registers.
fn compare(sel: &mut InstructionSelector, c: InstId, at: InsertPoint) -> Result<Option<i64>, String> {
    let m = sel.mf.inst(c);
    let Some(MachineOperand::Predicate { float: false, name }) = m.operands.get(1).copied() else { return Ok(None) };
    let Some(cc) = condition_code(sel.mf.str(name)) else { return Ok(None) };
    let (a, b) = (reg(sel, c, 2)?, reg(sel, c, 3)?);
    let Some(k) = [8, 16, 32, 64].iter().position(|&w| w == bits(sel, a).unwrap_or(0)) else { return Ok(None) };
    // A constant right-hand side is an immediate: the sign-extended byte form when it fits.
    let imm = sel.constant_value(b).filter(|&v| k < 3 || i32::try_from(v).is_ok());
    let b_operand = match imm {
        Some(v) if k > 0 && i8::try_from(v).is_ok() => (MachineOperand::Imm(v), [0, opcode::CMP16ri8, opcode::CMP32ri8, opcode::CMP64ri8][k]),
        Some(v) => (MachineOperand::Imm(v), [opcode::CMP8ri, opcode::CMP16ri, opcode::CMP32ri, opcode::CMP64ri32][k]),
        None => (MachineOperand::reg_use(b), [opcode::CMP8rr, opcode::CMP16rr, opcode::CMP32rr, opcode::CMP64rr][k]),
    };
    let cmp = sel.mf.build(at, b_operand.1).use_reg(a).operand(b_operand.0).implicit_def(Reg::phys(reg::EFLAGS)).id();
    // At the compare's source place also when a branch it folded into builds it, as FastISel.
    sel.mf.inst_mut(cmp).debug_loc = sel.mf.inst(c).debug_loc;
    sel.constrain_operands(cmp);
    Ok(Some(cc))
}

fn extend(sel: &mut InstructionSelector, i: InstId, opcode: u32) -> Result<bool, String> {
    let at = InsertPoint::Before(i);
    let (dst, src) = (reg(sel, i, 0)?, reg(sel, i, 1)?);
    let (to, from) = (bits(sel, dst)?, bits(sel, src)?);
    let (Some(dst_class), Some(src_class)) = (gpr_class(to), gpr_class(from.max(8))) else { return Ok(false) };
    set_class(sel, src, src_class);
    set_class(sel, dst, dst_class);
    if from != 1 {
        return extend_into(sel, at, dst, src, from, to, opcode == op::G_SEXT);
    }
    // An s1 lives in a byte register whose upper seven bits are unknown: a zero extension
    // keeps bit 0 (`AND8ri 1`), a sign extension negates that (0 or -1), an any-extension
    // takes the byte as it is.
    let byte = match opcode {
        op::G_ANYEXT => src,
        _ => {
            let masked = if to == 8 && opcode == op::G_ZEXT { dst } else { sel.new_vreg(reg_class::GR8) };
            let and = sel.mf.build(at, opcode::AND8ri).def(masked).use_reg(src).imm(1).implicit_def(Reg::phys(reg::EFLAGS)).id();
            sel.constrain_operands(and);
            if opcode == op::G_ZEXT {
                masked
            } else {
                let negated = if to == 8 { dst } else { sel.new_vreg(reg_class::GR8) };
                let neg = sel.mf.build(at, opcode::NEG8r).def(negated).use_reg(masked).implicit_def(Reg::phys(reg::EFLAGS)).id();
                sel.constrain_operands(neg);
                negated
            }
        }
    };
    if to == 8 {
        if byte != dst {
            sel.mf.build(at, op::COPY).def(dst).use_reg(byte);
        }
        return Ok(true);
    }
    extend_into(sel, at, dst, byte, 8, to, opcode == op::G_SEXT)
}

/// `dst` (of `to` bits) = the zero or sign extension of `src` (of `from` bits), both of
/// general-purpose classes: `MOVZX`/`MOVSX` into 32 or 64 bits, a 32-bit value zero-extended
/// by `MOV32rr` (which clears the upper half) and `SUBREG_TO_REG`, a 16-bit result the low
/// half of a 32-bit extension. False when the widths are not such a pair.
pub(crate) fn extend_into(sel: &mut InstructionSelector, at: InsertPoint, dst: Reg, src: Reg, from: u64, to: u64, signed: bool) -> Result<bool, String> {
    let (opc, wide) = match (signed, from, to) {
        (true, 8, 64) => (opcode::MOVSX64rr8, 64),
        (true, 16, 64) => (opcode::MOVSX64rr16, 64),
        (true, 32, 64) => (opcode::MOVSX64rr32, 64),
        (true, 8, _) => (opcode::MOVSX32rr8, 32),
        (true, 16, _) => (opcode::MOVSX32rr16, 32),
        (false, 8, _) => (opcode::MOVZX32rr8, 32),
        (false, 16, _) => (opcode::MOVZX32rr16, 32),
        (false, 32, 64) => (opcode::MOV32rr, 32),
        _ => return Ok(false),
    };
    let result = if wide == to { dst } else { sel.new_vreg(if wide == 64 { reg_class::GR64 } else { reg_class::GR32 }) };
    let ext = sel.mf.build(at, opc).def(result).use_reg(src).id();
    sel.constrain_operands(ext);
    match (wide, to) {
        (w, t) if w == t => {}
        (32, 64) => {
            sel.mf.build(at, op::SUBREG_TO_REG).def(dst).imm(0).use_reg(result).imm(i64::from(sub_reg_idx::sub_32bit.0));
        }
        (32, 16) => {
            sel.mf.build(at, op::COPY).def(dst).reg_sub(result, RegFlags::NONE, sub_reg_idx::sub_16bit);
        }
        _ => return Err(format!("no extension from s{from} to s{to}")),
    }
    Ok(true)
}

/// An x86 memory reference: base register, index register (scale 1) and displacement, a
/// stack object and displacement, a symbol and displacement relative to RIP, a local-exec
/// thread-local symbol's `%fs:sym@TPOFF+disp` (the flag's name interned), or a register and
/// displacement relative to FS (an initial-exec symbol's offset loaded from the GOT).
#[derive(Clone, Copy)]
pub(crate) enum Address {
    Reg(Reg, Option<Reg>, i64),
    Frame(FrameIdx, i64),
    Rip(StrId, i64),
    ThreadOffset { name: StrId, flag: TargetFlags, disp: i64 },
    ThreadRelative(Reg, i64),
}

/// The symbol and offset of a `G_GLOBAL_VALUE` defining `reg` that is the symbol's own address
/// (no target flags: reachable RIP-relative).
fn direct_global(sel: &InstructionSelector, reg: Reg) -> Option<(StrId, i64)> {
    let m = sel.mf.inst(sel.def_of(reg)?);
    match (m.opcode, m.operands.get(1).copied()) {
        (op::G_GLOBAL_VALUE, Some(MachineOperand::Global { name, offset, target_flags })) if target_flags.is_none() => Some((name, offset)),
        _ => None,
    }
}

/// The address `ptr` computes for the access `user`, folding (as FastISel's address
/// selection) a `G_FRAME_INDEX` (at -O0 one of the same block) or a symbol reached directly, and the `G_PTR_ADD`s of
/// constants and pointer copies of the same block that lead to it, into the memory operand (a
/// definition nothing else reads is then dead). An initial-exec thread-local symbol's offset is
/// loaded from its GOT entry just before `user`, which reads `%fs:disp(%offset)`
/// (`movq x@GOTTPOFF(%rip), %rax; movl %fs:(%rax), %eax`, as llc writes it).
pub(crate) fn fold_address(sel: &mut InstructionSelector, ptr: Reg, user: InstId) -> Address {
    match fold_address_in(sel, ptr, sel.mf.inst(user).parent()) {
        Folded::InitialExec(name, disp) => Address::ThreadRelative(crate::gisel_select_tls::initial_exec_offset(sel, InsertPoint::Before(user), name), disp),
        Folded::Address(a) => a,
    }
}

/// What [`fold_address_in`] found: an address, or an initial-exec symbol and displacement
/// (whose offset is yet to be loaded).
enum Folded {
    Address(Address),
    InitialExec(StrId, i64),
}

fn fold_address_in(sel: &InstructionSelector, ptr: Reg, block: BlockId) -> Folded {
    let (mut base, mut disp) = (ptr, 0i64);
    while let Some(d) = sel.def_of(base) {
        let m = sel.mf.inst(d);
        if let (op::G_GLOBAL_VALUE, Some(MachineOperand::Global { name, offset, target_flags })) = (m.opcode, m.operands.get(1).copied()) {
            if i32::try_from(offset + disp).is_ok() {
                // The symbol's own address (no target flags) is reached RIP-relative. A
                // local-exec thread-local symbol is an offset from the FS segment's base, and
                // so is an initial-exec one's (the offset its GOT entry holds).
                if target_flags.is_none() {
                    return Folded::Address(Address::Rip(name, offset + disp));
                }
                match sel.mf.target_flags_str(target_flags) {
                    "x86-tpoff" => return Folded::Address(Address::ThreadOffset { name, flag: target_flags, disp: offset + disp }),
                    "x86-gottpoff" => return Folded::InitialExec(name, offset + disp),
                    _ => {}
                }
            }
            break;
        }
        match (m.opcode, m.operands.get(1).copied(), m.operands.get(2).and_then(MachineOperand::get_reg)) {
            // At -O0 a stack address another block computed (a getelementptr of offset 0) is a
            // register there, as FastISel's address selection walks into no other block.
            (op::G_FRAME_INDEX, Some(MachineOperand::FrameIndex(fi)), _) if m.parent() == block || !sel.fast_isel => return Folded::Address(Address::Frame(fi, disp)),
            // A bitcast between pointer types, looked through as FastISel's address selection does.
            (op::COPY, Some(MachineOperand::Reg { reg: next, .. }), _) if m.parent() == block && next.is_virtual() => base = next,
            (op::G_PTR_ADD, Some(MachineOperand::Reg { reg: next, .. }), Some(offset)) if m.parent() == block => {
                match sel.constant_value(offset).and_then(|v| v.checked_add(disp)).filter(|v| i32::try_from(*v).is_ok()) {
                    Some(total) => (base, disp) = (next, total),
                    None => break,
                }
            }
            _ => break,
        }
    }
    Folded::Address(Address::Reg(base, None, disp))
}

/// Appends the five operands of an x86 memory reference (base, scale, index, displacement,
/// segment) to the instruction being built.
pub(crate) fn address(b: kiln_codegen::mir::InstBuilder<'_>, addr: Address) -> InstId {
    let r = MachineOperand::reg_use;
    let none = r(Reg::NONE);
    let ops = match addr {
        Address::Reg(base, index, disp) => [r(base), MachineOperand::Imm(1), r(index.unwrap_or(Reg::NONE)), MachineOperand::Imm(disp), none],
        Address::Frame(fi, disp) => [MachineOperand::FrameIndex(fi), MachineOperand::Imm(1), none, MachineOperand::Imm(disp), none],
        Address::Rip(name, disp) => [r(Reg::phys(reg::RIP)), MachineOperand::Imm(1), none, MachineOperand::Global { name, offset: disp, target_flags: TargetFlags::NONE }, none],
        Address::ThreadOffset { name, flag, disp } => [none, MachineOperand::Imm(1), none, MachineOperand::Global { name, offset: disp, target_flags: flag }, r(Reg::phys(reg::FS))],
        Address::ThreadRelative(offset, disp) => [r(offset), MachineOperand::Imm(1), none, MachineOperand::Imm(disp), r(Reg::phys(reg::FS))],
    };
    b.operands(&ops).id()
}

/// 0..3 for 8..64 bits.
fn width_index(ty: Llt) -> usize {
    match ty.size_bits(64) {
        8 => 0,
        16 => 1,
        32 => 2,
        _ => 3,
    }
}
