//! Selection of the atomic nodes on RISC-V (the A extension), as llc 14 maps them.
//!
//! - A fence is `fence r, rw` (acquire), `fence rw, w` (release), `fence.tso` (acq_rel) or
//!   `fence rw, rw` (seq_cst; a single-thread fence too, as llc emits it).
//! - A word or doubleword exchange, add, and, or, xor, min, max, umin or umax is one
//!   `amo*.w`/`amo*.d` (a subtract adds the negation); `nand` and compare-exchange are lr/sc
//!   loops (pseudos that [`crate::atomic_loops`] expands after register allocation).
//! - An 8- or 16-bit one works on the aligned word that holds it, with the operands shifted
//!   into place and a mask of the field, as llc's AtomicExpand writes it: and, or and xor are
//!   word AMOs (an and sets the bits outside the field), the rest masked lr/sc loops; the old
//!   value is the word shifted back down.
//! - The ordering of the IR operation (the node's memory operand) chooses the `.aq`/`.rl`
//!   bits: an AMO takes them from its ordering, a loop's lr acquires and its sc releases as
//!   llc's RISCVExpandAtomicPseudo chooses (`lr_sc_orderings`).
//!
//! Atomic loads and stores never get here: `prepare::atomic_expand` made them plain accesses
//! between fences.

use crate::generated::{opcode, reg};
use kiln_codegen::isel::dag::{Isd, NodeData, NodeId, Opcode, Reg, SDValue, SelectionDAG};
use kiln_codegen::target::value_types::{Evt, Mvt};
use kiln_ir::AtomicOrdering;

/// The fence-set bits of `fence` (i, o, r, w).
const R: u128 = 2;
const W: u128 = 1;
const RW: u128 = R | W;

/// One instruction in its four orderings (plain, `.aq`, `.rl`, `.aqrl`), word then doubleword.
pub(crate) type Orderings = [[u32; 4]; 2];

/// Indices into an [`Orderings`] row.
const PLAIN: usize = 0;
const AQ: usize = 1;
const RL: usize = 2;
const AQ_RL: usize = 3;

const AMOSWAP: Orderings = [[opcode::AMOSWAP_W, opcode::AMOSWAP_W_AQ, opcode::AMOSWAP_W_RL, opcode::AMOSWAP_W_AQ_RL], [opcode::AMOSWAP_D, opcode::AMOSWAP_D_AQ, opcode::AMOSWAP_D_RL, opcode::AMOSWAP_D_AQ_RL]];
const AMOADD: Orderings = [[opcode::AMOADD_W, opcode::AMOADD_W_AQ, opcode::AMOADD_W_RL, opcode::AMOADD_W_AQ_RL], [opcode::AMOADD_D, opcode::AMOADD_D_AQ, opcode::AMOADD_D_RL, opcode::AMOADD_D_AQ_RL]];
const AMOAND: Orderings = [[opcode::AMOAND_W, opcode::AMOAND_W_AQ, opcode::AMOAND_W_RL, opcode::AMOAND_W_AQ_RL], [opcode::AMOAND_D, opcode::AMOAND_D_AQ, opcode::AMOAND_D_RL, opcode::AMOAND_D_AQ_RL]];
const AMOOR: Orderings = [[opcode::AMOOR_W, opcode::AMOOR_W_AQ, opcode::AMOOR_W_RL, opcode::AMOOR_W_AQ_RL], [opcode::AMOOR_D, opcode::AMOOR_D_AQ, opcode::AMOOR_D_RL, opcode::AMOOR_D_AQ_RL]];
const AMOXOR: Orderings = [[opcode::AMOXOR_W, opcode::AMOXOR_W_AQ, opcode::AMOXOR_W_RL, opcode::AMOXOR_W_AQ_RL], [opcode::AMOXOR_D, opcode::AMOXOR_D_AQ, opcode::AMOXOR_D_RL, opcode::AMOXOR_D_AQ_RL]];
const AMOMIN: Orderings = [[opcode::AMOMIN_W, opcode::AMOMIN_W_AQ, opcode::AMOMIN_W_RL, opcode::AMOMIN_W_AQ_RL], [opcode::AMOMIN_D, opcode::AMOMIN_D_AQ, opcode::AMOMIN_D_RL, opcode::AMOMIN_D_AQ_RL]];
const AMOMAX: Orderings = [[opcode::AMOMAX_W, opcode::AMOMAX_W_AQ, opcode::AMOMAX_W_RL, opcode::AMOMAX_W_AQ_RL], [opcode::AMOMAX_D, opcode::AMOMAX_D_AQ, opcode::AMOMAX_D_RL, opcode::AMOMAX_D_AQ_RL]];
const AMOMINU: Orderings = [[opcode::AMOMINU_W, opcode::AMOMINU_W_AQ, opcode::AMOMINU_W_RL, opcode::AMOMINU_W_AQ_RL], [opcode::AMOMINU_D, opcode::AMOMINU_D_AQ, opcode::AMOMINU_D_RL, opcode::AMOMINU_D_AQ_RL]];
const AMOMAXU: Orderings = [[opcode::AMOMAXU_W, opcode::AMOMAXU_W_AQ, opcode::AMOMAXU_W_RL, opcode::AMOMAXU_W_AQ_RL], [opcode::AMOMAXU_D, opcode::AMOMAXU_D_AQ, opcode::AMOMAXU_D_RL, opcode::AMOMAXU_D_AQ_RL]];
pub(crate) const LR: Orderings = [[opcode::LR_W, opcode::LR_W_AQ, opcode::LR_W_RL, opcode::LR_W_AQ_RL], [opcode::LR_D, opcode::LR_D_AQ, opcode::LR_D_RL, opcode::LR_D_AQ_RL]];
pub(crate) const SC: Orderings = [[opcode::SC_W, opcode::SC_W_AQ, opcode::SC_W_RL, opcode::SC_W_AQ_RL], [opcode::SC_D, opcode::SC_D_AQ, opcode::SC_D_RL, opcode::SC_D_AQ_RL]];

/// The ordering bits of an AMO for `ordering`: acquire `.aq`, release `.rl`, stronger both.
fn amo_bits(ordering: AtomicOrdering) -> usize {
    match ordering {
        AtomicOrdering::Acquire => AQ,
        AtomicOrdering::Release => RL,
        AtomicOrdering::AcqRel | AtomicOrdering::SeqCst => AQ_RL,
        _ => PLAIN,
    }
}

/// The ordering bits of a loop's lr and sc for `ordering` (llc's `getLRForRMW`/`getSCForRMW`):
/// the lr acquires, the sc releases, and sequential consistency puts both bits on both.
pub(crate) fn lr_sc_orderings(ordering: AtomicOrdering) -> (usize, usize) {
    match ordering {
        AtomicOrdering::Acquire => (AQ, PLAIN),
        AtomicOrdering::Release => (PLAIN, RL),
        AtomicOrdering::AcqRel => (AQ, RL),
        AtomicOrdering::SeqCst => (AQ_RL, AQ_RL),
        _ => (PLAIN, PLAIN),
    }
}

/// The `fence` of ATOMIC_FENCE node `n` (chain, ordering, cross-thread), on its chain.
pub fn select_fence(dag: &mut SelectionDAG, n: NodeId) -> Result<SDValue, String> {
    let chain = dag.operand(n, 0);
    let ordering = dag.constant_value(dag.operand(n, 1)).ok_or("malformed fence node: no ordering")?;
    let sets = match ordering {
        o if o == AtomicOrdering::Acquire as u128 => Some((R, RW)),
        o if o == AtomicOrdering::Release as u128 => Some((RW, W)),
        o if o == AtomicOrdering::AcqRel as u128 => None,
        o if o == AtomicOrdering::SeqCst as u128 => Some((RW, RW)),
        other => return Err(format!("malformed fence node: ordering {other}")),
    };
    let vts = dag.vt_list(&[Evt::OTHER]);
    let node = match sets {
        Some((pred, succ)) => {
            let ops = [dag.target_constant(pred, i64vt()), dag.target_constant(succ, i64vt()), chain];
            dag.get_node(Opcode::machine(opcode::FENCE), vts, &ops, NodeData::None)
        }
        None => dag.get_node(Opcode::machine(opcode::FENCE_TSO), vts, &[chain], NodeData::None),
    };
    Ok(SDValue::new(node, 0))
}

fn i64vt() -> Evt {
    Mvt::I64.into()
}

fn node(dag: &mut SelectionDAG, op: u32, ops: &[SDValue]) -> SDValue {
    let vts = dag.vt_list(&[i64vt()]);
    SDValue::new(dag.get_node(Opcode::machine(op), vts, ops, NodeData::None), 0)
}

fn imm(dag: &mut SelectionDAG, value: i64) -> SDValue {
    dag.target_constant(value as u128, i64vt())
}

/// The `op rd, rs, imm` of a register and an immediate.
fn node_imm(dag: &mut SelectionDAG, op: u32, x: SDValue, value: i64) -> SDValue {
    let i = imm(dag, value);
    node(dag, op, &[x, i])
}

/// An instruction that reads and writes memory (an AMO or an atomic pseudo): its old value
/// and chain.
fn memory_node(dag: &mut SelectionDAG, op: u32, ops: &[SDValue]) -> (SDValue, SDValue) {
    let vts = dag.vt_list(&[i64vt(), Evt::OTHER]);
    let n = dag.get_node(Opcode::machine(op), vts, ops, NodeData::None);
    (SDValue::new(n, 0), SDValue::new(n, 1))
}

/// The instructions of read-modify-write node `n` (chain, pointer, value or expected and new
/// values): its old value and chain.
pub fn select_read_modify_write(dag: &mut SelectionDAG, n: NodeId, isd: Isd) -> Result<(SDValue, SDValue), String> {
    let NodeData::Load { mem, .. } = dag.node(n).data else { return Err("malformed atomic node: no memory operand".into()) };
    let (chain, ptr) = (dag.operand(n, 0), dag.operand(n, 1));
    let values: Vec<SDValue> = (2..dag.num_operands(n)).map(|k| dag.operand(n, k)).collect();
    let ordering = imm(dag, mem.ordering as i64);
    match mem.mem_vt.size_bits() {
        32 => Ok(select_word(dag, isd, 0, mem.ordering, ordering, chain, ptr, &values)),
        64 => Ok(select_word(dag, isd, 1, mem.ordering, ordering, chain, ptr, &values)),
        bits @ (8 | 16) => Ok(select_part_word(dag, isd, bits as u32, mem.ordering, ordering, chain, ptr, &values)),
        bits => Err(format!("unsupported on riscv64: atomic {isd:?} of i{bits}")),
    }
}

/// A word (`w` 0) or doubleword (`w` 1) operation: one AMO, or a loop pseudo.
#[allow(clippy::too_many_arguments)]
fn select_word(dag: &mut SelectionDAG, isd: Isd, w: usize, ord: AtomicOrdering, ordering: SDValue, chain: SDValue, ptr: SDValue, values: &[SDValue]) -> (SDValue, SDValue) {
    let amo = |table: Orderings| table[w][amo_bits(ord)];
    let op = match isd {
        Isd::AtomicSwap => amo(AMOSWAP),
        Isd::AtomicLoadAdd | Isd::AtomicLoadSub => amo(AMOADD),
        Isd::AtomicLoadAnd => amo(AMOAND),
        Isd::AtomicLoadOr => amo(AMOOR),
        Isd::AtomicLoadXor => amo(AMOXOR),
        Isd::AtomicLoadMin => amo(AMOMIN),
        Isd::AtomicLoadMax => amo(AMOMAX),
        Isd::AtomicLoadUMin => amo(AMOMINU),
        Isd::AtomicLoadUMax => amo(AMOMAXU),
        Isd::AtomicLoadNand => {
            let op = [opcode::PseudoAtomicLoadNand32, opcode::PseudoAtomicLoadNand64][w];
            return memory_node(dag, op, &[ptr, values[0], ordering, chain]);
        }
        _ => {
            // lr.w sign-extends the word it loads: compare it with the expected value
            // sign-extended too (`sext.w`).
            let expected = if w == 0 { node_imm(dag, opcode::ADDIW, values[0], 0) } else { values[0] };
            let op = [opcode::PseudoCmpXchg32, opcode::PseudoCmpXchg64][w];
            return memory_node(dag, op, &[ptr, expected, values[1], ordering, chain]);
        }
    };
    let mut value = values[0];
    if isd == Isd::AtomicLoadSub {
        let zero = dag.register(Reg::phys(reg::X0), i64vt());
        value = node(dag, opcode::SUB, &[zero, value]);
    }
    memory_node(dag, op, &[value, ptr, chain])
}

/// An 8- or 16-bit operation on the aligned word holding it (llc's masked atomics): the
/// field's mask and its operands shifted into place, then an AMO or a masked loop pseudo on
/// the word, whose old value shifted down is the field's.
#[allow(clippy::too_many_arguments)]
fn select_part_word(dag: &mut SelectionDAG, isd: Isd, bits: u32, ord: AtomicOrdering, ordering: SDValue, chain: SDValue, ptr: SDValue, values: &[SDValue]) -> (SDValue, SDValue) {
    let aligned = node_imm(dag, opcode::ANDI, ptr, -4);
    let shift = node_imm(dag, opcode::SLLIW, ptr, 3);
    let ones = if bits == 8 {
        let zero = dag.register(Reg::phys(reg::X0), i64vt());
        node_imm(dag, opcode::ADDI, zero, 255)
    } else {
        let upper = imm(dag, 16);
        let upper = node(dag, opcode::LUI, &[upper]);
        node_imm(dag, opcode::ADDIW, upper, -1)
    };
    let mask = node(dag, opcode::SLLW, &[ones, shift]);
    let field = |dag: &mut SelectionDAG, v: SDValue| {
        let low = if bits == 8 { node_imm(dag, opcode::ANDI, v, 255) } else { node(dag, opcode::AND, &[v, ones]) };
        node(dag, opcode::SLLW, &[low, shift])
    };
    let (old, chain) = match isd {
        Isd::AtomicLoadAnd => {
            let inverse = node_imm(dag, opcode::XORI, mask, -1);
            let value = field(dag, values[0]);
            let value = node(dag, opcode::OR, &[value, inverse]);
            memory_node(dag, AMOAND[0][amo_bits(ord)], &[value, aligned, chain])
        }
        Isd::AtomicLoadOr | Isd::AtomicLoadXor => {
            let value = field(dag, values[0]);
            let table = if isd == Isd::AtomicLoadOr { AMOOR } else { AMOXOR };
            memory_node(dag, table[0][amo_bits(ord)], &[value, aligned, chain])
        }
        Isd::AtomicCmpSwap => {
            let (expected, new) = (field(dag, values[0]), field(dag, values[1]));
            memory_node(dag, opcode::PseudoMaskedCmpXchg32, &[aligned, expected, new, mask, ordering, chain])
        }
        Isd::AtomicLoadMin | Isd::AtomicLoadMax => {
            // The operand sign-extended in place; the loop sign-extends the old field by
            // shifting it up to bit 63 and back (by XLEN - bits - its position).
            let up = 64 - i64::from(bits);
            let value = node_imm(dag, opcode::SLLI, values[0], up);
            let value = node_imm(dag, opcode::SRAI, value, up);
            let value = node(dag, opcode::SLLW, &[value, shift]);
            let position = node_imm(dag, opcode::ANDI, shift, 24);
            let zero = dag.register(Reg::phys(reg::X0), i64vt());
            let top = node_imm(dag, opcode::ADDI, zero, up);
            let amount = node(dag, opcode::SUB, &[top, position]);
            let op = if isd == Isd::AtomicLoadMax { opcode::PseudoMaskedAtomicLoadMax32 } else { opcode::PseudoMaskedAtomicLoadMin32 };
            memory_node(dag, op, &[aligned, value, mask, amount, ordering, chain])
        }
        _ => {
            let op = match isd {
                Isd::AtomicSwap => opcode::PseudoMaskedAtomicSwap32,
                Isd::AtomicLoadAdd => opcode::PseudoMaskedAtomicLoadAdd32,
                Isd::AtomicLoadSub => opcode::PseudoMaskedAtomicLoadSub32,
                Isd::AtomicLoadNand => opcode::PseudoMaskedAtomicLoadNand32,
                Isd::AtomicLoadUMax => opcode::PseudoMaskedAtomicLoadUMax32,
                _ => opcode::PseudoMaskedAtomicLoadUMin32,
            };
            let value = field(dag, values[0]);
            memory_node(dag, op, &[aligned, value, mask, ordering, chain])
        }
    };
    (node(dag, opcode::SRLW, &[old, shift]), chain)
}
