//! Selection of the atomic nodes on RISC-V (the A extension), as llc 14 maps them: a fence is
//! `fence r, rw` (acquire), `fence rw, w` (release), `fence.tso` (acq_rel) or `fence rw, rw`
//! (seq_cst; a single-thread fence too, as llc emits it); an exchange, add, and, or or xor of
//! a word or doubleword is one `amo*.w`/`amo*.d` (a subtract adds the negation), which reads
//! the low 32 bits of a promoted `i32` operand and sign-extends the old word it returns. The
//! nodes do not carry their ordering, so every AMO is `.aqrl`, which orders as
//! `seq_cst` does: correct for every ordering, stronger than llc's for the weaker ones.
//! Atomic loads and stores never get here: `prepare::atomic_expand` made them plain accesses
//! between fences. Compare-exchange (and the read-modify-writes that become its loops) and
//! sub-word read-modify-writes need lr/sc loops, which kiln does not build yet: errors naming
//! them.

use crate::generated::{opcode, reg};
use kiln_codegen::isel::dag::{Isd, NodeData, NodeId, Opcode, Reg, SDValue, SelectionDAG};
use kiln_codegen::target::value_types::{Evt, Mvt};
use kiln_ir::AtomicOrdering;

/// The fence-set bits of `fence` (i, o, r, w).
const R: u128 = 2;
const W: u128 = 1;
const RW: u128 = R | W;

/// Whether `isd` is one of the read-modify-write nodes selected here.
pub fn is_atomic(isd: Isd) -> bool {
    matches!(isd, Isd::AtomicSwap | Isd::AtomicLoadAdd | Isd::AtomicLoadSub | Isd::AtomicLoadAnd | Isd::AtomicLoadOr | Isd::AtomicLoadXor | Isd::AtomicCmpSwap)
}

/// The `fence` of ATOMIC_FENCE node `n` (chain, ordering, cross-thread), on its chain.
pub fn select_fence(dag: &mut SelectionDAG, n: NodeId) -> Result<SDValue, String> {
    let chain = dag.operand(n, 0);
    let ordering = dag.constant_value(dag.operand(n, 1)).ok_or("malformed fence node: no ordering")?;
    let i64vt: Evt = Mvt::I64.into();
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
            let ops = [dag.target_constant(pred, i64vt), dag.target_constant(succ, i64vt), chain];
            dag.get_node(Opcode::machine(opcode::FENCE), vts, &ops, NodeData::None)
        }
        None => dag.get_node(Opcode::machine(opcode::FENCE_TSO), vts, &[chain], NodeData::None),
    };
    Ok(SDValue::new(node, 0))
}

/// The `amo*.aqrl` of read-modify-write node `n` (chain, pointer, value): its old value and
/// chain.
pub fn select_read_modify_write(dag: &mut SelectionDAG, n: NodeId, isd: Isd) -> Result<(SDValue, SDValue), String> {
    let NodeData::Load { mem, .. } = dag.node(n).data else { return Err("malformed atomic node: no memory operand".into()) };
    let bits = mem.mem_vt.size_bits();
    let what = || format!("{} of i{bits}", dag_name(isd));
    let word = match bits {
        32 => true,
        64 => false,
        _ => return Err(format!("unsupported on riscv64 yet: {} (sub-word atomics need masked lr/sc loops)", what())),
    };
    let pick = |w: u32, d: u32| if word { w } else { d };
    let op = match isd {
        Isd::AtomicSwap => pick(opcode::AMOSWAP_W_AQ_RL, opcode::AMOSWAP_D_AQ_RL),
        Isd::AtomicLoadAdd | Isd::AtomicLoadSub => pick(opcode::AMOADD_W_AQ_RL, opcode::AMOADD_D_AQ_RL),
        Isd::AtomicLoadAnd => pick(opcode::AMOAND_W_AQ_RL, opcode::AMOAND_D_AQ_RL),
        Isd::AtomicLoadOr => pick(opcode::AMOOR_W_AQ_RL, opcode::AMOOR_D_AQ_RL),
        Isd::AtomicLoadXor => pick(opcode::AMOXOR_W_AQ_RL, opcode::AMOXOR_D_AQ_RL),
        _ => return Err(format!("unsupported on riscv64 yet: {} (compare-exchange needs lr/sc loops)", what())),
    };
    let i64vt: Evt = Mvt::I64.into();
    let (chain, ptr, mut value) = (dag.operand(n, 0), dag.operand(n, 1), dag.operand(n, 2));
    if isd == Isd::AtomicLoadSub {
        let zero = dag.register(Reg::phys(reg::X0), i64vt);
        let vts = dag.vt_list(&[i64vt]);
        value = SDValue::new(dag.get_node(Opcode::machine(opcode::SUB), vts, &[zero, value], NodeData::None), 0);
    }
    let vts = dag.vt_list(&[i64vt, Evt::OTHER]);
    let node = dag.get_node(Opcode::machine(op), vts, &[value, ptr, chain], NodeData::None);
    Ok((SDValue::new(node, 0), SDValue::new(node, 1)))
}

fn dag_name(isd: Isd) -> &'static str {
    match isd {
        Isd::AtomicSwap => "atomicrmw xchg",
        Isd::AtomicLoadAdd => "atomicrmw add",
        Isd::AtomicLoadSub => "atomicrmw sub",
        Isd::AtomicLoadAnd => "atomicrmw and",
        Isd::AtomicLoadOr => "atomicrmw or",
        Isd::AtomicLoadXor => "atomicrmw xor",
        _ => "cmpxchg",
    }
}
