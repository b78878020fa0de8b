//! Custom lowering of the atomic nodes on x86-64 (`td/X86PatAtomic.td` selects the results).
//!
//! Naturally aligned loads and stores of up to 8 bytes are atomic on x86, and every locked
//! instruction is a full barrier, so orderings only matter in two places: a sequentially
//! consistent store is an `xchg` (ATOMIC_SWAP with the old value unused), and a sequentially
//! consistent cross-thread fence is `mfence` (others are compiler barriers). Atomic loads and
//! weaker stores are volatile plain moves. A read-modify-write whose old value nobody uses is
//! the locked memory form (X86ISD::LADD ...); a used `sub` is `xadd` of the negation.
//! `cmpxchg` puts the expected value in the accumulator, glued to `lock cmpxchg`, which
//! leaves the old value there and sets ZF on success (the `old == expected` tests become
//! `sete` of those flags).

use crate::generated::{
    reg, X86ISD_LADD, X86ISD_LAND, X86ISD_LCMPXCHG_DAG, X86ISD_LOR, X86ISD_LSUB, X86ISD_LXOR, X86ISD_MEMBARRIER,
    X86ISD_MFENCE, X86ISD_SETCC,
};
use super::custom::X86Cond;
use kiln_codegen::isel::dag::{CondCode, ExtType, Isd, MemInfo, NodeData, NodeId, Opcode, Reg, SDValue, SelectionDAG};
use kiln_codegen::target::value_types::{Evt, Mvt};
use kiln_ir::AtomicOrdering;
use kiln_mc::desc::PhysReg;

/// The memory operand of atomic node `n`.
fn mem_of(dag: &SelectionDAG, n: NodeId) -> Result<MemInfo, String> {
    match dag.node(n).data {
        NodeData::Load { mem, .. } | NodeData::Store { mem, .. } => Ok(mem),
        _ => Err("malformed atomic node: no memory operand".to_string()),
    }
}

/// The ordering (or flag) held by TargetConstant operand `i` of `n`.
fn constant_operand(dag: &SelectionDAG, n: NodeId, i: usize) -> Result<u128, String> {
    dag.constant_value(dag.operand(n, i)).ok_or_else(|| "malformed atomic node: no ordering operand".to_string())
}

fn is_seq_cst(ordering: u128) -> bool {
    ordering == AtomicOrdering::SeqCst as u128
}

/// The accumulator of a width (where `cmpxchg` expects and returns the old value).
fn accumulator(vt: Evt) -> Result<PhysReg, String> {
    Ok(match vt.simple() {
        Some(Mvt::I8) => reg::AL,
        Some(Mvt::I16) => reg::AX,
        Some(Mvt::I32) => reg::EAX,
        Some(Mvt::I64) => reg::RAX,
        _ => return Err(format!("unsupported: cmpxchg of {vt} on x86-64")),
    })
}

/// A chained node `(chain, ops...) -> (vts...)` carrying memory operand `mem`.
fn memory_node(dag: &mut SelectionDAG, op: Opcode, vts: &[Evt], ops: &[SDValue], mem: MemInfo) -> NodeId {
    let vts = dag.vt_list(vts);
    dag.get_node(op, vts, ops, NodeData::Load { ext: ExtType::NonExt, mem })
}

/// The flag condition of `user` if it is a byte `setcc eq`/`setcc ne` of a value with
/// `expected` (the success test of a compare-exchange, or its negation).
fn equality_with(dag: &SelectionDAG, user: NodeId, expected: SDValue) -> Option<X86Cond> {
    if !dag.opcode(user).is(Isd::SetCc)
        || dag.node_vts(user)[0] != Evt::from(Mvt::I8)
        || (dag.operand(user, 0) != expected && dag.operand(user, 1) != expected)
    {
        return None;
    }
    match dag.node(dag.operand(user, 2).node).data {
        NodeData::CondCode(CondCode::Eq) => Some(X86Cond::E),
        NodeData::CondCode(CondCode::Ne) => Some(X86Cond::Ne),
        _ => None,
    }
}

/// Lowers atomic node `n`; `Ok(None)` when `n` is not one.
pub fn lower_operation(dag: &mut SelectionDAG, n: NodeId) -> Result<Option<Vec<SDValue>>, String> {
    let Some(op) = dag.opcode(n).isd() else { return Ok(None) };
    let atomic = (Isd::AtomicLoad as u16..=Isd::AtomicFence as u16).contains(&(op as u16));
    if !atomic {
        return Ok(None);
    }
    let own = |r: u32| SDValue::new(n, r);
    let chain = dag.operand(n, 0);
    match op {
        Isd::AtomicFence => {
            let (ordering, cross_thread) = (constant_operand(dag, n, 1)?, constant_operand(dag, n, 2)?);
            let fence = if is_seq_cst(ordering) && cross_thread != 0 { X86ISD_MFENCE } else { X86ISD_MEMBARRIER };
            Ok(Some(vec![dag.node1(Opcode::target(fence), Evt::OTHER, &[chain])]))
        }
        Isd::AtomicLoad => {
            let mem = mem_of(dag, n)?;
            let load = dag.load(mem.mem_vt, chain, dag.operand(n, 1), ExtType::NonExt, mem);
            Ok(Some(vec![load, SDValue::new(load.node, 1)]))
        }
        Isd::AtomicStore => {
            let mem = mem_of(dag, n)?;
            let (ptr, value) = (dag.operand(n, 1), dag.operand(n, 2));
            if is_seq_cst(constant_operand(dag, n, 3)?) {
                let swap = memory_node(dag, Isd::AtomicSwap.into(), &[mem.mem_vt, Evt::OTHER], &[chain, ptr, value], mem);
                return Ok(Some(vec![SDValue::new(swap, 1)]));
            }
            Ok(Some(vec![dag.store(chain, value, ptr, false, mem)]))
        }
        Isd::AtomicLoadAdd | Isd::AtomicLoadSub | Isd::AtomicLoadAnd | Isd::AtomicLoadOr | Isd::AtomicLoadXor => {
            let mem = mem_of(dag, n)?;
            let (ptr, value) = (dag.operand(n, 1), dag.operand(n, 2));
            let vt = mem.mem_vt;
            if dag.value_use_count(own(0)) == 0 {
                let locked = match op {
                    Isd::AtomicLoadAdd => X86ISD_LADD,
                    Isd::AtomicLoadSub => X86ISD_LSUB,
                    Isd::AtomicLoadAnd => X86ISD_LAND,
                    Isd::AtomicLoadOr => X86ISD_LOR,
                    _ => X86ISD_LXOR,
                };
                let node = memory_node(dag, Opcode::target(locked), &[Evt::OTHER], &[chain, ptr, value], mem);
                return Ok(Some(vec![dag.undef(vt), SDValue::new(node, 0)]));
            }
            match op {
                Isd::AtomicLoadAdd => Ok(Some(vec![own(0), own(1)])),
                Isd::AtomicLoadSub => {
                    let zero = dag.constant(0, vt);
                    let negated = dag.node1(Isd::Sub, vt, &[zero, value]);
                    let ops = [chain, ptr, negated];
                    let add = memory_node(dag, Isd::AtomicLoadAdd.into(), &[vt, Evt::OTHER], &ops, mem);
                    Ok(Some(vec![SDValue::new(add, 0), SDValue::new(add, 1)]))
                }
                _ => Err(format!(
                    "internal error: an atomic and/or/xor whose old value is used reached selection on x86-64 \
                     (AtomicExpand makes it a loop) ({vt})"
                )),
            }
        }
        Isd::AtomicCmpSwap => {
            let mem = mem_of(dag, n)?;
            let (ptr, expected, new) = (dag.operand(n, 1), dag.operand(n, 2), dag.operand(n, 3));
            let acc = Reg::phys(accumulator(mem.mem_vt)?);
            let copy = dag.copy_to_reg(chain, acc, expected, None);
            let glue = SDValue::new(copy.node, 1);
            let ops = [copy, ptr, new, glue];
            let vts = [mem.mem_vt, Mvt::I32.into(), Evt::OTHER];
            let cas = memory_node(dag, Opcode::target(X86ISD_LCMPXCHG_DAG), &vts, &ops, mem);
            let (old, flags) = (SDValue::new(cas, 0), SDValue::new(cas, 1));
            // `old == expected` (the builder's success flag) is ZF of the cmpxchg itself.
            let success_tests: Vec<(NodeId, X86Cond)> = dag
                .users(n)
                .filter(|&(_, used)| used == own(0))
                .filter_map(|(user, _)| Some((user, equality_with(dag, user, expected)?)))
                .collect();
            for (user, cc) in success_tests {
                let cond = dag.target_constant(cc as u128, Mvt::I8.into());
                let sete = dag.node1(Opcode::target(X86ISD_SETCC), Mvt::I8.into(), &[cond, flags]);
                dag.replace_all_uses_with(user, &[sete]);
            }
            Ok(Some(vec![old, SDValue::new(cas, 2)]))
        }
        _ => Err(format!("unsupported: x86-64 has no lowering of '{}'", op.dump_name())),
    }
}
