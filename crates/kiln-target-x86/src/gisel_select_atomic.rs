//! x86-64's hand-written GlobalISel selection of atomic read-modify-writes, as the SelectionDAG
//! selects them (`lowering/atomic.rs`, `td/X86PatAtomic.td`): an exchange is `xchg` (locked by
//! itself), and so is a sequentially consistent store (its old value unused); an add whose old
//! value is read is `lock xadd`, a subtract the `lock xadd` of the negation; an add, subtract,
//! and, or or xor whose old value nobody reads is the locked memory form (`lock addl $1,
//! (%rdi)`, a constant operand as its immediate, the sign-extended byte form when it fits); a
//! compare-exchange is `lock cmpxchg` with the expected value in the accumulator, where the
//! old value comes back, and the success flag `sete` of its ZF. AtomicExpand made every other
//! read-modify-write a compare-exchange loop before selection. The address folds into the
//! instruction's memory reference as a load's does.

use crate::generated::{opcode, reg, reg_class};
use crate::gisel_select::{fold_address, address, cond, gpr_class, reg, set_class};
use crate::gisel_select_arith::{accumulators, width_index};
use kiln_codegen::gisel::instruction_select::InstructionSelector;
use kiln_codegen::mir::{InsertPoint, InstId, MachineOperand, MemOperand, Reg};
use kiln_codegen::target::target_opcode as op;

/// `xchg` of a register with memory, by width (8..64 bits): the exchange, and the
/// sequentially consistent store.
const XCHG: [u32; 4] = [opcode::XCHG8rm, opcode::XCHG16rm, opcode::XCHG32rm, opcode::XCHG64rm];

/// The locked memory forms of an operation whose old value nobody reads, by width (8..64
/// bits): register, immediate, and the sign-extended byte immediate (none for bytes).
fn locked_forms(opc: u32) -> Option<([u32; 4], [u32; 4], [u32; 4])> {
    use opcode::*;
    Some(match opc {
        op::G_ATOMICRMW_ADD => ([LOCK_ADD8mr, LOCK_ADD16mr, LOCK_ADD32mr, LOCK_ADD64mr], [LOCK_ADD8mi, LOCK_ADD16mi, LOCK_ADD32mi, LOCK_ADD64mi32], [LOCK_ADD8mi, LOCK_ADD16mi8, LOCK_ADD32mi8, LOCK_ADD64mi8]),
        op::G_ATOMICRMW_SUB => ([LOCK_SUB8mr, LOCK_SUB16mr, LOCK_SUB32mr, LOCK_SUB64mr], [LOCK_SUB8mi, LOCK_SUB16mi, LOCK_SUB32mi, LOCK_SUB64mi32], [LOCK_SUB8mi, LOCK_SUB16mi8, LOCK_SUB32mi8, LOCK_SUB64mi8]),
        op::G_ATOMICRMW_AND => ([LOCK_AND8mr, LOCK_AND16mr, LOCK_AND32mr, LOCK_AND64mr], [LOCK_AND8mi, LOCK_AND16mi, LOCK_AND32mi, LOCK_AND64mi32], [LOCK_AND8mi, LOCK_AND16mi8, LOCK_AND32mi8, LOCK_AND64mi8]),
        op::G_ATOMICRMW_OR => ([LOCK_OR8mr, LOCK_OR16mr, LOCK_OR32mr, LOCK_OR64mr], [LOCK_OR8mi, LOCK_OR16mi, LOCK_OR32mi, LOCK_OR64mi32], [LOCK_OR8mi, LOCK_OR16mi8, LOCK_OR32mi8, LOCK_OR64mi8]),
        op::G_ATOMICRMW_XOR => ([LOCK_XOR8mr, LOCK_XOR16mr, LOCK_XOR32mr, LOCK_XOR64mr], [LOCK_XOR8mi, LOCK_XOR16mi, LOCK_XOR32mi, LOCK_XOR64mi32], [LOCK_XOR8mi, LOCK_XOR16mi8, LOCK_XOR32mi8, LOCK_XOR64mi8]),
        _ => return None,
    })
}

/// Builds `opc` before `i`: `defs`, `before` (registers), the memory reference of `ptr`
/// (folded as a load's address), `after` (a register or an immediate), the implicit operands
/// and the memory operands `mem`.
fn build_memory_op(sel: &mut InstructionSelector, i: InstId, opc: u32, defs: &[Reg], before: &[Reg], ptr: Reg, after: Option<MachineOperand>, mem: Vec<MemOperand>) {
    let addr = fold_address(sel, ptr, i);
    let mut b = sel.mf.build(InsertPoint::Before(i), opc);
    for &d in defs {
        b = b.def(d);
    }
    for &u in before {
        b = b.use_reg(u);
    }
    let built = address(b, addr);
    let desc = sel.mir.instrs.desc(opc);
    let mut b = sel.mf.builder(built);
    if let Some(o) = after {
        b = b.operand(o);
    }
    b = b.implicit_operands(desc);
    for m in mem {
        b = b.mem(m);
    }
    let built = b.id();
    sel.constrain_operands(built);
}

/// Selects the atomic `G_ATOMICRMW_*` or `G_ATOMIC_CMPXCHG_WITH_SUCCESS` `i`; false when its
/// width has no general-purpose register.
pub fn select(sel: &mut InstructionSelector, i: InstId) -> Result<bool, String> {
    let opc = sel.mf.inst(i).opcode;
    let old = reg(sel, i, 0)?;
    let ty = sel.ty(old)?;
    let bits = ty.size_bits(sel.pointer_bits);
    let (Some(class), Some(k)) = (gpr_class(bits), width_index(bits)) else { return Ok(false) };
    if opc == op::G_ATOMIC_CMPXCHG_WITH_SUCCESS {
        return cmpxchg(sel, i, class, k);
    }
    let (ptr, val) = (reg(sel, i, 1)?, reg(sel, i, 2)?);
    let mem = Vec::from(std::mem::take(&mut sel.mf.inst_mut(i).mem_operands));
    set_class(sel, old, class);
    if opc == op::G_ATOMICRMW_XCHG {
        set_class(sel, val, class);
        build_memory_op(sel, i, XCHG[k], &[old], &[val], ptr, None, mem);
        return Ok(true);
    }
    if sel.use_count(old) == 0 {
        let Some((register, full, byte)) = locked_forms(opc) else { return Ok(false) };
        let (form, operand) = match sel.constant_value(val).filter(|&v| k < 3 || i32::try_from(v).is_ok()) {
            Some(v) if k > 0 && i8::try_from(v).is_ok() => (byte[k], MachineOperand::Imm(v)),
            Some(v) => (full[k], MachineOperand::Imm(v)),
            None => {
                set_class(sel, val, class);
                (register[k], MachineOperand::reg_use(val))
            }
        };
        build_memory_op(sel, i, form, &[], &[], ptr, Some(operand), mem);
        return Ok(true);
    }
    set_class(sel, val, class);
    let added = match opc {
        op::G_ATOMICRMW_ADD => val,
        op::G_ATOMICRMW_SUB => {
            let negated = sel.new_vreg(class);
            let neg = [opcode::NEG8r, opcode::NEG16r, opcode::NEG32r, opcode::NEG64r][k];
            let n = sel.mf.build(InsertPoint::Before(i), neg).def(negated).use_reg(val).implicit_def(Reg::phys(reg::EFLAGS)).id();
            sel.constrain_operands(n);
            negated
        }
        _ => {
            return Err(format!(
                "internal error: an atomic {} whose old value is used reached selection on x86-64 (AtomicExpand makes it a loop)",
                sel.mir.instrs.name(opc)
            ))
        }
    };
    build_memory_op(sel, i, [opcode::LXADD8, opcode::LXADD16, opcode::LXADD32, opcode::LXADD64][k], &[old], &[added], ptr, None, mem);
    Ok(true)
}

/// `%old, %success = G_ATOMIC_CMPXCHG_WITH_SUCCESS %ptr, %cmp, %new`: the expected value into
/// the accumulator, `lock cmpxchg %new, (ptr)`, the old value out of the accumulator, and
/// (when read) the success flag from ZF.
fn cmpxchg(sel: &mut InstructionSelector, i: InstId, class: kiln_mc::desc::RegClassId, k: usize) -> Result<bool, String> {
    let (old, success, ptr, cmp, new) = (reg(sel, i, 0)?, reg(sel, i, 1)?, reg(sel, i, 2)?, reg(sel, i, 3)?, reg(sel, i, 4)?);
    let mem = Vec::from(std::mem::take(&mut sel.mf.inst_mut(i).mem_operands));
    let acc = Reg::phys(accumulators([8, 16, 32, 64][k]).0);
    for r in [old, cmp, new] {
        set_class(sel, r, class);
    }
    let at = InsertPoint::Before(i);
    sel.mf.build(at, op::COPY).def(acc).use_reg(cmp);
    let cas = [opcode::LCMPXCHG8, opcode::LCMPXCHG16, opcode::LCMPXCHG32, opcode::LCMPXCHG64][k];
    build_memory_op(sel, i, cas, &[], &[], ptr, Some(MachineOperand::reg_use(new)), mem);
    sel.mf.build(at, op::COPY).def(old).use_reg(acc);
    if sel.use_count(success) > 0 {
        set_class(sel, success, reg_class::GR8);
        sel.mf.build(at, opcode::SETCCr).def(success).imm(cond::E).implicit_use(Reg::phys(reg::EFLAGS));
    }
    Ok(true)
}

/// A sequentially consistent `G_STORE` of a general-purpose value: `xchg` of it with memory
/// (the old value unused), as the SelectionDAG's ATOMIC_SWAP; false for other values.
pub fn seq_cst_store(sel: &mut InstructionSelector, i: InstId) -> Result<bool, String> {
    let (value, ptr) = (reg(sel, i, 0)?, reg(sel, i, 1)?);
    let bits = sel.ty(value)?.size_bits(sel.pointer_bits);
    let (Some(class), Some(k)) = (gpr_class(bits), width_index(bits)) else { return Ok(false) };
    let mem = Vec::from(std::mem::take(&mut sel.mf.inst_mut(i).mem_operands));
    set_class(sel, value, class);
    let unused = sel.new_vreg(class);
    build_memory_op(sel, i, XCHG[k], &[unused], &[value], ptr, None, mem);
    Ok(true)
}
