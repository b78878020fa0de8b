//! LegalizeOps: after LegalizeTypes, rewrites every generic node the target cannot select as
//! is, by the action its [`LoweringTables`](crate::isel::dag::lowering::LoweringTables) give for
//! (opcode, type): `Custom` calls the target's `lower_operation`, `Expand` uses a generic
//! expansion ([`expand`]), `Promote` performs the operation in a wider integer
//! type, `LibCall` calls the runtime library. Memory accesses of types memory cannot hold
//! directly (i1, i17, i24, ...) become byte-sized or split accesses whatever the action.
//!
//! Elementwise operations on legal vector types are lowered or unrolled into element
//! operations first (LLVM's LegalizeVectorOps). Nodes are visited in topological order; a replaced node's new nodes are visited in the
//! next sweep, until a sweep changes nothing. AssertZext/AssertSext nodes are removed at the
//! end (the combiner has used them), so selection never sees them.

use super::expand::{self, int_libcall_name, libcall, node_action, shift_by};
use super::graph::SelectionDAG;
use super::node::{ExtType, MemInfo, NodeData, NodeId, SDValue};
use super::opcodes::{CondCode, Isd};
use crate::target::value_types::{Evt, Mvt};
use crate::target::data_layout::DataLayout;
use crate::isel::dag::lowering::{opcode_name, LegalizeAction, TargetLowering};

const MAX_SWEEPS: usize = 16;

/// Legalizes the operations of `dag`; returns whether anything changed.
pub fn run(dag: &mut SelectionDAG, tli: &dyn TargetLowering, dl: &DataLayout) -> Result<bool, String> {
    let mut changed = unroll_vector_ops(dag, tli)?;
    // The first sweep visits every node, operands first; later ones only the nodes the previous
    // sweep created (in creation order, which puts operands first among them): replacing
    // operands of older nodes keeps their types and so their actions.
    let mut order = dag.topological_order();
    for _ in 0..MAX_SWEEPS {
        let mut sweep_changed = false;
        let first_new = dag.node_ids().last().map_or(0, |n| n.0 + 1);
        for n in order {
            if dag.node(n).deleted {
                continue;
            }
            dag.locate_new_nodes_at(n);
            if let Some(values) = legalize_node(dag, tli, dl, n)? {
                dag.replace_all_uses_with(n, &values);
                dag.forget_replaced(n);
                sweep_changed = true;
            }
        }
        if !sweep_changed {
            dag.remove_dead_nodes();
            return Ok(strip_assertions(dag) || changed);
        }
        changed = true;
        order = dag.node_ids().filter(|n| n.0 >= first_new).collect();
        dag.remove_dead_nodes();
    }
    Err(format!("internal error: operation legalization did not finish in {MAX_SWEEPS} sweeps"))
}

/// LLVM's LegalizeVectorOps, first: every elementwise operation on a legal vector type
/// whose action is `Custom` is lowered by the target, and one whose action is `Expand` (or
/// that the target declined) is expanded on whole vectors or becomes element operations and
/// a BUILD_VECTOR ([`expand_vector_op`]), before anything
/// else is lowered: the operands' BUILD_VECTORs are still there to read (a constant shift
/// amount stays a constant). Returns whether anything changed.
fn unroll_vector_ops(dag: &mut SelectionDAG, tli: &dyn TargetLowering) -> Result<bool, String> {
    let mut changed = false;
    for n in dag.topological_order() {
        if dag.node(n).deleted || !dag.node_vts(n).first().is_some_and(|vt| vt.is_vector()) {
            continue;
        }
        if matches!(dag.opcode(n).isd(), Some(Isd::BuildVector | Isd::ExtractVectorElt) | None) {
            continue;
        }
        dag.current_loc = dag.node(n).debug_loc;
        let values = match node_action(dag, tli, n) {
            Some((LegalizeAction::Custom, _)) => match tli.lower_operation(dag, n)? {
                Some(values) => Some(values).filter(|v| *v != [SDValue::new(n, 0)]),
                None => expand_vector_op(dag, tli, n),
            },
            Some((LegalizeAction::Expand, _)) => expand_vector_op(dag, tli, n),
            _ => None,
        };
        if let Some(values) = values {
            dag.replace_all_uses_with(n, &values);
            dag.forget_replaced(n);
            changed = true;
        }
    }
    if changed {
        dag.remove_dead_nodes();
    }
    Ok(changed)
}

/// A vector operation the target has no instruction for: expanded on whole vectors where
/// that is possible ([`expand_vector`](super::expand_vector)), else unrolled into element
/// operations.
pub(super) fn expand_vector_op(dag: &mut SelectionDAG, tli: &dyn TargetLowering, n: NodeId) -> Option<Vec<SDValue>> {
    super::expand_vector::expand(dag, tli, n).or_else(|| super::vector_parts::unroll_vector_op(dag, tli, n))
}

/// Replaces AssertZext/AssertSext by their operands: they inform the combiner's folds (which
/// have run on the type-legal DAG), selection needs the values themselves.
fn strip_assertions(dag: &mut SelectionDAG) -> bool {
    let asserts: Vec<NodeId> =
        dag.node_ids().filter(|&n| matches!(dag.opcode(n).isd(), Some(Isd::AssertZext | Isd::AssertSext))).collect();
    for &n in &asserts {
        if !dag.node(n).deleted {
            let x = dag.operand(n, 0);
            dag.replace_all_uses_with(n, &[x]);
        }
    }
    dag.remove_dead_nodes();
    !asserts.is_empty()
}

/// Nodes that are structure rather than operations: never legalized.
fn is_structural(op: Isd) -> bool {
    matches!(
        op,
        Isd::EntryToken
            | Isd::TokenFactor
            | Isd::Constant
            | Isd::TargetConstant
            | Isd::Register
            | Isd::CopyToReg
            | Isd::CopyFromReg
            | Isd::FrameIndex
            | Isd::TargetFrameIndex
            | Isd::TargetGlobalAddress
            | Isd::ExternalSymbol
            | Isd::TargetExternalSymbol
            | Isd::TargetBlockAddress
            | Isd::TargetJumpTable
            | Isd::TargetConstantPool
            | Isd::BasicBlock
            | Isd::CondCode
            | Isd::ValueType
            | Isd::Undef
            | Isd::CallseqStart
            | Isd::CallseqEnd
            | Isd::InlineAsm
            | Isd::EhLabel
    )
}

fn unsupported(dag: &SelectionDAG, n: NodeId, what: &str) -> String {
    format!("unsupported: {what} '{}' (operation legalization)", opcode_name(dag, n))
}

/// The values replacing `n`, or `None` when it is legal as is.
fn legalize_node(
    dag: &mut SelectionDAG,
    tli: &dyn TargetLowering,
    dl: &DataLayout,
    n: NodeId,
) -> Result<Option<Vec<SDValue>>, String> {
    let Some(op) = dag.opcode(n).isd() else {
        return Ok(None);
    };
    if is_structural(op) {
        return Ok(None);
    }
    match op {
        Isd::MergeValues => return Ok(Some(dag.operands(n).collect())),
        Isd::BuildPair | Isd::ExtractElement => return expand::expand_node(dag, tli, dl, n),
        Isd::Load => {
            if let Some(values) = legalize_load_memory(dag, tli, dl, n)? {
                return Ok(Some(values));
            }
        }
        Isd::Store => {
            if let Some(values) = legalize_store_memory(dag, tli, dl, n)? {
                return Ok(Some(values));
            }
        }
        _ => {}
    }
    let Some((action, vt)) = node_action(dag, tli, n) else {
        return Ok(None);
    };
    match action {
        LegalizeAction::Legal => Ok(None),
        LegalizeAction::Custom => {
            let own: Vec<SDValue> = (0..dag.node_vts(n).len() as u32).map(|r| SDValue::new(n, r)).collect();
            match tli.lower_operation(dag, n)? {
                Some(values) if values == own => Ok(None),
                Some(values) => {
                    if values.len() != own.len() {
                        return Err(format!(
                            "internal error: the target lowered '{}' to {} values instead of {}",
                            opcode_name(dag, n),
                            values.len(),
                            own.len()
                        ));
                    }
                    Ok(Some(values))
                }
                None => expand_or_fail(dag, tli, dl, n),
            }
        }
        LegalizeAction::Expand => expand_or_fail(dag, tli, dl, n),
        LegalizeAction::Promote => promote(dag, tli, n, op, vt).map(Some),
        LegalizeAction::LibCall => {
            let ops: Vec<SDValue> = dag.operands(n).collect();
            let rvt = dag.node_vts(n)[0];
            let name = match op {
                Isd::FpToSint | Isd::FpToUint => {
                    expand::conversion_libcall_name(op, rvt.size_bits(), dag.value_type(ops[0]))?
                }
                Isd::SintToFp | Isd::UintToFp => expand::conversion_libcall_name(op, vt.size_bits(), rvt)?,
                _ => int_libcall_name(op, vt.size_bits())
                    .map_err(|e| format!("{e} (operation legalization)"))?
                    .to_string(),
            };
            let signed = matches!(op, Isd::SDiv | Isd::SRem | Isd::FpToSint | Isd::SintToFp);
            Ok(Some(libcall(dag, tli, dl, &name, &ops, &[rvt], signed)?))
        }
    }
}

fn expand_or_fail(
    dag: &mut SelectionDAG,
    tli: &dyn TargetLowering,
    dl: &DataLayout,
    n: NodeId,
) -> Result<Option<Vec<SDValue>>, String> {
    match expand::expand_node(dag, tli, dl, n)? {
        Some(values) => Ok(Some(values)),
        None => Err(unsupported(dag, n, "no expansion of")),
    }
}

/// The next legal integer type wider than `vt` (or the target's chosen type for `op`).
fn promoted_type(tli: &dyn TargetLowering, op: Isd, vt: Evt) -> Option<Evt> {
    let tables = tli.tables();
    let m = vt.simple()?;
    if let Some(to) = tables.promoted_type(op, m) {
        return Some(to.into());
    }
    if !m.is_integer() {
        return None;
    }
    Mvt::ALL
        .iter()
        .copied()
        .filter(|w| w.is_integer() && w.size_bits() > m.size_bits() && tables.is_type_legal((*w).into()))
        .min_by_key(|w| w.size_bits())
        .map(Evt::from)
}

fn is_signed(cc: CondCode) -> bool {
    matches!(cc, CondCode::Sgt | CondCode::Sge | CondCode::Slt | CondCode::Sle)
}

/// `op` on `vt` performed in a wider integer type.
fn promote(
    dag: &mut SelectionDAG,
    tli: &dyn TargetLowering,
    n: NodeId,
    op: Isd,
    vt: Evt,
) -> Result<Vec<SDValue>, String> {
    let nvt = promoted_type(tli, op, vt).ok_or_else(|| unsupported(dag, n, "no wider type to promote"))?;
    let mut ops: Vec<SDValue> = dag.operands(n).collect();
    let rvt = dag.node_vts(n)[0];
    let narrow_to = |dag: &mut SelectionDAG, v: SDValue| dag.any_ext_or_trunc(v, rvt);
    let v = match op {
        Isd::Add | Isd::Sub | Isd::Mul | Isd::And | Isd::Or | Isd::Xor => {
            let (a, b) = (dag.any_ext_or_trunc(ops[0], nvt), dag.any_ext_or_trunc(ops[1], nvt));
            let r = dag.node1(op, nvt, &[a, b]);
            narrow_to(dag, r)
        }
        Isd::SDiv | Isd::SRem | Isd::Sra => {
            let a = dag.sext_or_trunc(ops[0], nvt);
            let b = if op == Isd::Sra { ops[1] } else { dag.sext_or_trunc(ops[1], nvt) };
            let r = dag.node1(op, nvt, &[a, b]);
            narrow_to(dag, r)
        }
        Isd::UDiv | Isd::URem | Isd::Srl => {
            let a = dag.zext_or_trunc(ops[0], nvt);
            let b = if op == Isd::Srl { ops[1] } else { dag.zext_or_trunc(ops[1], nvt) };
            let r = dag.node1(op, nvt, &[a, b]);
            narrow_to(dag, r)
        }
        Isd::Shl => {
            let a = dag.any_ext_or_trunc(ops[0], nvt);
            let r = dag.node1(op, nvt, &[a, ops[1]]);
            narrow_to(dag, r)
        }
        Isd::Ctpop | Isd::Ctlz | Isd::CtlzZeroUndef => {
            let a = dag.zext_or_trunc(ops[0], nvt);
            let mut r = dag.node1(op, nvt, &[a]);
            if op != Isd::Ctpop {
                let extra = dag.constant((nvt.size_bits() - vt.size_bits()) as u128, nvt);
                r = dag.node1(Isd::Sub, nvt, &[r, extra]);
            }
            narrow_to(dag, r)
        }
        Isd::Cttz | Isd::CttzZeroUndef => {
            let mut a = dag.any_ext_or_trunc(ops[0], nvt);
            if op == Isd::Cttz {
                let stop = dag.constant(1u128 << vt.size_bits(), nvt);
                a = dag.node1(Isd::Or, nvt, &[a, stop]);
            }
            let r = dag.node1(op, nvt, &[a]);
            narrow_to(dag, r)
        }
        Isd::Bswap => {
            let a = dag.any_ext_or_trunc(ops[0], nvt);
            let r = dag.node1(op, nvt, &[a]);
            let r = shift_by(dag, tli, Isd::Srl, r, nvt.size_bits() - vt.size_bits());
            narrow_to(dag, r)
        }
        Isd::Select => {
            let (t, f) = (dag.any_ext_or_trunc(ops[1], nvt), dag.any_ext_or_trunc(ops[2], nvt));
            let r = dag.node1(op, nvt, &[ops[0], t, f]);
            narrow_to(dag, r)
        }
        Isd::SetCc | Isd::SelectCc | Isd::BrCc => {
            let (l, r, cc_index) = match op {
                Isd::SetCc => (0, 1, 2),
                Isd::SelectCc => (0, 1, 4),
                _ => (2, 3, 1),
            };
            let NodeData::CondCode(cc) = dag.node(ops[cc_index].node).data else {
                return Err(unsupported(dag, n, "a comparison without condition in"));
            };
            for k in [l, r] {
                ops[k] = if is_signed(cc) { dag.sext_or_trunc(ops[k], nvt) } else { dag.zext_or_trunc(ops[k], nvt) };
            }
            let vts = dag.node(n).vts;
            return Ok(vec![SDValue::new(dag.get_node(op.into(), vts, &ops, NodeData::None), 0)]);
        }
        Isd::SintToFp | Isd::UintToFp => {
            // A zero-extended unsigned value is a non-negative signed one in the wider type.
            let x = if op == Isd::SintToFp { dag.sext_or_trunc(ops[0], nvt) } else { dag.zext_or_trunc(ops[0], nvt) };
            dag.node1(Isd::SintToFp, rvt, &[x])
        }
        Isd::FpToSint | Isd::FpToUint => {
            let r = dag.node1(Isd::FpToSint, nvt, &[ops[0]]);
            narrow_to(dag, r)
        }
        _ => return Err(unsupported(dag, n, "no promotion of")),
    };
    Ok(vec![v])
}

/// Whether memory can hold a `mem_vt` integer directly (a power-of-two number of bytes).
fn is_memory_int(mem_vt: Evt) -> bool {
    let bits = mem_vt.size_bits();
    !mem_vt.is_integer() || (bits >= 8 && bits.is_power_of_two())
}

/// A load of an integer memory type that is not a power-of-two number of bytes: i1/i17 are
/// loaded as the zero-extended byte-sized type they are stored as, i24/i48 as two loads.
fn legalize_load_memory(
    dag: &mut SelectionDAG,
    tli: &dyn TargetLowering,
    dl: &DataLayout,
    n: NodeId,
) -> Result<Option<Vec<SDValue>>, String> {
    let NodeData::Load { ext, mem } = dag.node(n).data else {
        return Ok(None);
    };
    if is_memory_int(mem.mem_vt) {
        return Ok(None);
    }
    let (chain, ptr) = (dag.operand(n, 0), dag.operand(n, 1));
    let vt = dag.node_vts(n)[0];
    let m = mem.mem_vt.size_bits();
    let bytes_bits = mem.mem_vt.store_size() * 8;
    if bytes_bits != m {
        let (value, chain) = expand::load_whole_bytes(dag, vt, chain, ptr, ext, mem);
        return Ok(Some(vec![value, chain]));
    }
    if dl.big_endian {
        return Err(unsupported(dag, n, "a big-endian split of"));
    }
    // A low power-of-two part and the rest above it, combined in the result type.
    let low_bits = 1u64 << (63 - m.leading_zeros());
    let low_vt = Evt::int(low_bits as u32);
    let lo = dag.load(vt, chain, ptr, ExtType::ZeroExt, MemInfo { mem_vt: low_vt, ..mem });
    let pvt = dag.value_type(ptr);
    let off = dag.constant((low_bits / 8) as u128, pvt);
    let hi_ptr = dag.node1(Isd::Add, pvt, &[ptr, off]);
    let hi_mem = MemInfo {
        mem_vt: Evt::int((m - low_bits) as u32),
        align: mem.align.min(low_bits / 8),
        source: mem.source.map(|(v, o)| (v, o + (low_bits / 8) as i64)),
        ..mem
    };
    let hi_ext = if ext == ExtType::NonExt { ExtType::AnyExt } else { ext };
    let hi = dag.load(vt, chain, hi_ptr, hi_ext, hi_mem);
    let hi_shifted = shift_by(dag, tli, Isd::Shl, hi, low_bits);
    let value = dag.node1(Isd::Or, vt, &[lo, hi_shifted]);
    let out = dag.token_factor(&[SDValue::new(lo.node, 1), SDValue::new(hi.node, 1)]);
    Ok(Some(vec![value, out]))
}

/// The store counterpart of [`legalize_load_memory`].
fn legalize_store_memory(
    dag: &mut SelectionDAG,
    tli: &dyn TargetLowering,
    dl: &DataLayout,
    n: NodeId,
) -> Result<Option<Vec<SDValue>>, String> {
    let NodeData::Store { mem, .. } = dag.node(n).data else {
        return Ok(None);
    };
    if is_memory_int(mem.mem_vt) {
        return Ok(None);
    }
    let ops: Vec<SDValue> = dag.operands(n).collect();
    let (chain, value, ptr) = (ops[0], ops[1], ops[2]);
    let m = mem.mem_vt.size_bits();
    let bytes_bits = mem.mem_vt.store_size() * 8;
    if bytes_bits != m {
        return Ok(Some(vec![expand::store_whole_bytes(dag, chain, value, ptr, mem)]));
    }
    if dl.big_endian {
        return Err(unsupported(dag, n, "a big-endian split of"));
    }
    let low_bits = 1u64 << (63 - m.leading_zeros());
    let s1 = dag.store(chain, value, ptr, true, MemInfo { mem_vt: Evt::int(low_bits as u32), ..mem });
    let pvt = dag.value_type(ptr);
    let off = dag.constant((low_bits / 8) as u128, pvt);
    let hi_ptr = dag.node1(Isd::Add, pvt, &[ptr, off]);
    let hi = shift_by(dag, tli, Isd::Srl, value, low_bits);
    let hi_mem = MemInfo {
        mem_vt: Evt::int((m - low_bits) as u32),
        align: mem.align.min(low_bits / 8),
        source: mem.source.map(|(v, o)| (v, o + (low_bits / 8) as i64)),
        ..mem
    };
    let s2 = dag.store(chain, hi, hi_ptr, true, hi_mem);
    Ok(Some(vec![dag.token_factor(&[s1, s2])]))
}
