//! The lr/sc loops of the atomic pseudos (`td/RISCVISelNodes.td`), built after register
//! allocation as llc's RISCVExpandAtomicPseudo builds them, so that nothing (no spill, no
//! reload) lands between a loop's `lr` and its `sc`:
//!
//! ```text
//! compare-exchange:   head: lr res, (addr); bne res, cmp, done
//!                     tail: sc scratch, new, (addr); bnez scratch, head
//! nand:               head: lr res, (addr); and scratch, res, incr; not scratch, scratch
//!                           sc scratch, scratch, (addr); bnez scratch, head
//! masked:             head: lr.w res, (addr); <new value in scratch>
//!                           xor scratch, res, scratch; and scratch, scratch, mask
//!                           xor scratch, res, scratch; sc.w scratch, scratch, (addr)
//!                           bnez scratch, head
//! ```
//!
//! A masked compare-exchange compares `res & mask` before merging, a masked min or max
//! branches over the merge when the old field already is the result. The ordering operand
//! chooses the `lr`/`sc` ordering bits (`atomic::lr_sc_orderings`).

use crate::atomic::{lr_sc_orderings, LR, SC};
use crate::generated::{opcode, reg};
use kiln_codegen::mir::{BlockId, InsertPoint, InstId, MachineFunction, MachineOperand, Reg};
use kiln_ir::AtomicOrdering;

/// The orderings a pseudo's ordering operand (the discriminant) can name.
const ORDERINGS: [AtomicOrdering; 5] =
    [AtomicOrdering::Monotonic, AtomicOrdering::Acquire, AtomicOrdering::Release, AtomicOrdering::AcqRel, AtomicOrdering::SeqCst];

/// What one pseudo computes in its loop.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Loop {
    CmpXchg,
    Nand,
    MaskedCmpXchg,
    /// A masked read-modify-write, by the instruction computing the new field (`ADD`, `SUB`,
    /// `AND` for nand, `ADDI` for an exchange).
    Masked(u32),
    /// A masked min or max by its branch over the merge (`BGE`, `BGEU`), the operands swapped
    /// for a minimum, sign-extending the old field first when signed.
    MinMax { branch: u32, swap: bool, signed: bool },
}

/// The loop of pseudo `op` and whether it works on doublewords.
fn loop_of(op: u32) -> Option<(Loop, bool)> {
    Some(match op {
        opcode::PseudoCmpXchg32 => (Loop::CmpXchg, false),
        opcode::PseudoCmpXchg64 => (Loop::CmpXchg, true),
        opcode::PseudoAtomicLoadNand32 => (Loop::Nand, false),
        opcode::PseudoAtomicLoadNand64 => (Loop::Nand, true),
        opcode::PseudoMaskedCmpXchg32 => (Loop::MaskedCmpXchg, false),
        opcode::PseudoMaskedAtomicSwap32 => (Loop::Masked(opcode::ADDI), false),
        opcode::PseudoMaskedAtomicLoadAdd32 => (Loop::Masked(opcode::ADD), false),
        opcode::PseudoMaskedAtomicLoadSub32 => (Loop::Masked(opcode::SUB), false),
        opcode::PseudoMaskedAtomicLoadNand32 => (Loop::Masked(opcode::AND), false),
        opcode::PseudoMaskedAtomicLoadMax32 => (Loop::MinMax { branch: opcode::BGE, swap: false, signed: true }, false),
        opcode::PseudoMaskedAtomicLoadMin32 => (Loop::MinMax { branch: opcode::BGE, swap: true, signed: true }, false),
        opcode::PseudoMaskedAtomicLoadUMax32 => (Loop::MinMax { branch: opcode::BGEU, swap: false, signed: false }, false),
        opcode::PseudoMaskedAtomicLoadUMin32 => (Loop::MinMax { branch: opcode::BGEU, swap: true, signed: false }, false),
        _ => return None,
    })
}

/// Appends `op rd, rs1, rs2` to `b`.
fn rrr(mf: &mut MachineFunction, b: BlockId, op: u32, rd: Reg, rs1: Reg, rs2: Reg) {
    mf.build(InsertPoint::End(b), op).def(rd).use_reg(rs1).use_reg(rs2);
}

/// Appends `op rd, rs1, imm` to `b`.
fn rri(mf: &mut MachineFunction, b: BlockId, op: u32, rd: Reg, rs1: Reg, imm: i64) {
    mf.build(InsertPoint::End(b), op).def(rd).use_reg(rs1).imm(imm);
}

/// Appends the branch `op rs1, rs2, target` to `b`.
fn branch(mf: &mut MachineFunction, b: BlockId, op: u32, rs1: Reg, rs2: Reg, target: BlockId) {
    mf.build(InsertPoint::End(b), op).use_reg(rs1).use_reg(rs2).block(target);
}

/// `dest = old ^ ((old ^ new) & mask)` in `b`: the new field merged into the old word.
fn masked_merge(mf: &mut MachineFunction, b: BlockId, dest: Reg, old: Reg, new: Reg, mask: Reg, scratch: Reg) {
    rrr(mf, b, opcode::XOR, scratch, old, new);
    rrr(mf, b, opcode::AND, scratch, scratch, mask);
    rrr(mf, b, opcode::XOR, dest, old, scratch);
}

/// Expands atomic pseudo `i` into its loop; false when `i` is not one.
pub fn expand(mf: &mut MachineFunction, i: InstId) -> Result<bool, String> {
    let Some((kind, double)) = loop_of(mf.inst(i).opcode) else { return Ok(false) };
    let operands = &mf.inst(i).operands;
    let regs: Vec<Reg> = operands.iter().filter_map(MachineOperand::get_reg).collect();
    let ordering = operands.iter().find_map(MachineOperand::imm).ok_or("atomic pseudo without its ordering")?;
    let ordering = ORDERINGS.iter().copied().find(|&o| o as i64 == ordering).ok_or_else(|| format!("atomic pseudo with ordering {ordering}"))?;
    let defs = if matches!(kind, Loop::MinMax { .. }) { 3 } else { 2 };
    let uses = regs.len().checked_sub(defs).filter(|&u| u >= 2).ok_or("atomic pseudo with too few registers")?;
    let (res, scratch, addr) = (regs[0], regs[1], regs[defs]);
    let inputs = &regs[defs + 1..defs + uses];
    let (lr_bits, sc_bits) = lr_sc_orderings(ordering);
    let (lr, sc) = (LR[double as usize][lr_bits], SC[double as usize][sc_bits]);
    let zero = Reg::phys(reg::X0);

    let block = mf.inst(i).parent();
    let done = mf.split_block_after(i);
    mf.remove(i);
    let head = mf.create_block_after(block);
    mf.add_successor(block, head, None);
    mf.build(InsertPoint::End(head), lr).def(res).use_reg(addr);
    // The block ending in the sc: the head itself, or the tail after the compare.
    let last = match kind {
        Loop::CmpXchg | Loop::MaskedCmpXchg => {
            let (expected, new) = (inputs[0], inputs[1]);
            let tail = mf.create_block_after(head);
            let stored = if kind == Loop::CmpXchg {
                branch(mf, head, opcode::BNE, res, expected, done);
                new
            } else {
                let mask = inputs[2];
                rrr(mf, head, opcode::AND, scratch, res, mask);
                branch(mf, head, opcode::BNE, scratch, expected, done);
                masked_merge(mf, tail, scratch, res, new, mask, scratch);
                scratch
            };
            mf.add_successor(head, tail, None);
            mf.add_successor(head, done, None);
            mf.build(InsertPoint::End(tail), sc).def(scratch).use_reg(stored).use_reg(addr);
            tail
        }
        Loop::Nand => {
            rrr(mf, head, opcode::AND, scratch, res, inputs[0]);
            rri(mf, head, opcode::XORI, scratch, scratch, -1);
            mf.build(InsertPoint::End(head), sc).def(scratch).use_reg(scratch).use_reg(addr);
            head
        }
        Loop::Masked(op) => {
            let (incr, mask) = (inputs[0], inputs[1]);
            match op {
                opcode::ADDI => rri(mf, head, op, scratch, incr, 0),
                opcode::AND => {
                    rrr(mf, head, op, scratch, res, incr);
                    rri(mf, head, opcode::XORI, scratch, scratch, -1);
                }
                _ => rrr(mf, head, op, scratch, res, incr),
            }
            masked_merge(mf, head, scratch, res, scratch, mask, scratch);
            mf.build(InsertPoint::End(head), sc).def(scratch).use_reg(scratch).use_reg(addr);
            head
        }
        Loop::MinMax { branch: op, swap, signed } => {
            let (incr, mask, field) = (inputs[0], inputs[1], regs[2]);
            let body = mf.create_block_after(head);
            let tail = mf.create_block_after(body);
            rrr(mf, head, opcode::AND, field, res, mask);
            rri(mf, head, opcode::ADDI, scratch, res, 0);
            if signed {
                let amount = inputs[2];
                rrr(mf, head, opcode::SLL, field, field, amount);
                rrr(mf, head, opcode::SRA, field, field, amount);
            }
            let (a, b) = if swap { (incr, field) } else { (field, incr) };
            branch(mf, head, op, a, b, tail);
            mf.add_successor(head, body, None);
            mf.add_successor(head, tail, None);
            masked_merge(mf, body, scratch, res, incr, mask, scratch);
            mf.add_successor(body, tail, None);
            mf.build(InsertPoint::End(tail), sc).def(scratch).use_reg(scratch).use_reg(addr);
            tail
        }
    };
    branch(mf, last, opcode::BNE, scratch, zero, head);
    mf.add_successor(last, head, None);
    mf.add_successor(last, done, None);
    mf.renumber_blocks();
    Ok(true)
}
