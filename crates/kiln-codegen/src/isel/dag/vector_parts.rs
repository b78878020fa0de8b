//! Vector values between their forms: a vector held as its elements (a BUILD_VECTOR, the DAG
//! builder's form for most vector instructions), a whole vector of a legal type, and the
//! register-sized vector parts it travels in across a call or return
//! (`register_type_and_count`: a `v2f32` in one `v4f32` with two undefined elements, a
//! `v8i32` in two `v4i32`).
//!
//! Calling-convention lowering splits an outgoing vector into BUILD_VECTORs of the part type
//! and joins incoming parts into a BUILD_VECTOR of EXTRACT_VECTOR_ELTs; the target selects
//! the part-typed nodes. A part rebuilt from the elements of one incoming register is that
//! register, and a vector arriving whole in one register of its own type stays whole.
//! [`unroll_vector_op`] takes whole vectors to elements: an operation the target lacks on a
//! legal vector type (a compare's lanes are all ones where it holds).

use super::graph::SelectionDAG;
use super::node::{NodeData, NodeId, SDValue};
use super::opcodes::Isd;
use crate::isel::dag::lowering::TargetLowering;
use crate::target::value_types::{Evt, Mvt};

/// The elements of the vector value `v`: a BUILD_VECTOR's operands, undefined elements of an
/// UNDEF, and otherwise one EXTRACT_VECTOR_ELT per element.
pub fn vector_lanes(dag: &mut SelectionDAG, v: SDValue) -> Vec<SDValue> {
    let vt = dag.value_type(v);
    let elem = vt.scalar();
    let op = dag.opcode(v.node).isd();
    if op == Some(Isd::BuildVector) {
        return dag.operands(v.node).collect();
    }
    if op == Some(Isd::Undef) {
        return vec![dag.undef(elem); vt.num_elements() as usize];
    }
    (0..vt.num_elements())
        .map(|k| {
            let index = dag.constant(k as u128, Mvt::I64.into());
            dag.node1(Isd::ExtractVectorElt, elem, &[v, index])
        })
        .collect()
}

/// The vector `v` as `count` values of `part_vt` (elements in order, the last part padded
/// with undefined elements).
pub fn split_vector(dag: &mut SelectionDAG, v: SDValue, part_vt: Evt, count: usize) -> Result<Vec<SDValue>, String> {
    let vt = dag.value_type(v);
    if count == 1 && vt == part_vt && !dag.opcode(v.node).is(Isd::BuildVector) {
        return Ok(vec![v]);
    }
    let per = part_vt.num_elements() as usize;
    if vt.scalar() != part_vt.scalar() || vt.num_elements() as usize > per * count {
        return Err(format!("internal error: {vt} does not travel in {count} x {part_vt}"));
    }
    let mut lanes = vector_lanes(dag, v);
    let undef = dag.undef(part_vt.scalar());
    lanes.resize(per * count, undef);
    Ok(lanes
        .chunks(per)
        .map(|chunk| rebuilt_source(dag, part_vt, chunk).unwrap_or_else(|| dag.node1(Isd::BuildVector, part_vt, chunk)))
        .collect())
}

/// The vector of type `vt` whose elements `lanes` are, in order (undefined elements allowed):
/// a vector that arrived in a register and leaves unchanged needs no rebuilding.
pub fn rebuilt_source(dag: &SelectionDAG, vt: Evt, lanes: &[SDValue]) -> Option<SDValue> {
    let mut source = None;
    for (k, &l) in lanes.iter().enumerate() {
        if dag.opcode(l.node).is(Isd::Undef) {
            continue;
        }
        if !dag.opcode(l.node).is(Isd::ExtractVectorElt) {
            return None;
        }
        let (src, index) = (dag.operand(l.node, 0), dag.operand(l.node, 1));
        let node = dag.node(index.node);
        let at_k = node.opcode.is(Isd::Constant) && matches!(node.data, NodeData::Constant(i) if i == k as u128);
        if dag.value_type(src) != vt || !at_k || source.is_some_and(|s| s != src) {
            return None;
        }
        source = Some(src);
    }
    source
}

/// The vector of type `vt` that arrived as `parts` (elements in order): the one part itself
/// when it has the type, otherwise a BUILD_VECTOR of their elements.
pub fn join_vector(dag: &mut SelectionDAG, parts: &[SDValue], vt: Evt) -> SDValue {
    if let [whole] = parts[..] {
        if dag.value_type(whole) == vt {
            return whole;
        }
    }
    let mut lanes = Vec::with_capacity(vt.num_elements() as usize);
    for &p in parts {
        lanes.extend(vector_lanes(dag, p));
    }
    lanes.truncate(vt.num_elements() as usize);
    dag.node1(Isd::BuildVector, vt, &lanes)
}

/// `n`, an elementwise operation on vectors with one result, unrolled: the operation on each
/// element and a BUILD_VECTOR of the results (operation legalization's `Expand` of a vector
/// operation the target has no instruction for). A shift amount element is brought to the
/// target's amount type. `None` for a node that is not elementwise.
pub fn unroll_vector_op(dag: &mut SelectionDAG, tli: &dyn TargetLowering, n: NodeId) -> Option<Vec<SDValue>> {
    let op = dag.opcode(n).isd()?;
    let vts = dag.node_vts(n);
    let (vt, count) = (vts[0], vts.len());
    let ops: Vec<SDValue> = dag.operands(n).collect();
    let lanes = vt.num_elements();
    if op == Isd::SetCc && count == 1 && vt.is_vector() {
        return Some(vec![unroll_compare(dag, tli, vt, &ops)]);
    }
    if count != 1 || !vt.is_vector() || ops.iter().any(|&o| dag.value_type(o).num_elements() != lanes) {
        return None;
    }
    let elementwise = matches!(
        op,
        Isd::FAdd | Isd::FSub | Isd::FMul | Isd::FDiv | Isd::SMin | Isd::SMax | Isd::UMin | Isd::UMax | Isd::Fshl | Isd::Fshr
    );
    if !op.is_binary_arith() && !elementwise {
        return None;
    }
    let elem = vt.scalar();
    let operand_lanes: Vec<Vec<SDValue>> = ops.iter().map(|&o| vector_lanes(dag, o)).collect();
    let mut out = Vec::with_capacity(lanes as usize);
    for k in 0..lanes as usize {
        let mut lane_ops: Vec<SDValue> = operand_lanes.iter().map(|l| l[k]).collect();
        if matches!(op, Isd::Shl | Isd::Srl | Isd::Sra | Isd::Rotl | Isd::Rotr) {
            lane_ops[1] = dag.zext_or_trunc(lane_ops[1], tli.shift_amount_type(elem));
        }
        out.push(dag.node1(op, elem, &lane_ops));
    }
    Some(vec![dag.node1(Isd::BuildVector, vt, &out)])
}

/// A vector SETCC (`ops`: the operands and the condition) per element: each lane all ones
/// where the compare holds, zero elsewhere, in the integer element type of `vt`.
fn unroll_compare(dag: &mut SelectionDAG, tli: &dyn TargetLowering, vt: Evt, ops: &[SDValue]) -> SDValue {
    let (a, b) = (vector_lanes(dag, ops[0]), vector_lanes(dag, ops[1]));
    let elem = vt.scalar();
    let bool_vt = tli.setcc_result_type(dag.value_type(ops[0]).scalar());
    let ones = dag.constant(u128::MAX, elem);
    let zero = dag.constant(0, elem);
    let out: Vec<SDValue> = a
        .iter()
        .zip(&b)
        .map(|(&l, &r)| {
            let c = dag.node1(Isd::SetCc, bool_vt, &[l, r, ops[2]]);
            dag.node1(Isd::Select, elem, &[c, ones, zero])
        })
        .collect();
    dag.node1(Isd::BuildVector, vt, &out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vectors_are_widened_split_or_scalarized_into_register_parts() {
        use crate::isel::dag::lowering::LoweringTables;
        use kiln_mc::desc::RegClassId;
        let mut t = LoweringTables::default();
        for (k, m) in [Mvt::I32, Mvt::I64, Mvt::F32, Mvt::V4F32, Mvt::V4I32, Mvt::V16I8].into_iter().enumerate() {
            t.add_register_class(m, RegClassId(k as u16));
        }
        let v = |e: Mvt, n: u32| Evt::vector(e.into(), n);
        assert_eq!(t.register_type_and_count(v(Mvt::F32, 2)), Some((Mvt::V4F32, 1)));
        assert_eq!(t.register_type_and_count(v(Mvt::F32, 3)), Some((Mvt::V4F32, 1)));
        assert_eq!(t.register_type_and_count(v(Mvt::I32, 8)), Some((Mvt::V4I32, 2)));
        assert_eq!(t.register_type_and_count(v(Mvt::I8, 8)), Some((Mvt::V16I8, 1)));
        assert_eq!(t.register_type_and_count(v(Mvt::I64, 1)), Some((Mvt::I64, 1)));
        // No vector register for the element type, or not a whole number of registers.
        assert_eq!(t.register_type_and_count(v(Mvt::I16, 8)), None);
        assert_eq!(t.register_type_and_count(v(Mvt::I32, 6)), None);
    }

    #[test]
    fn a_v2f32_travels_in_a_widened_v4f32() {
        let mut dag = SelectionDAG::new();
        let f32t: Evt = Mvt::F32.into();
        let a = dag.constant_fp(1.0f32.to_bits() as u128, f32t);
        let b = dag.constant_fp(2.0f32.to_bits() as u128, f32t);
        let v = dag.node1(Isd::BuildVector, Evt::vector(f32t, 2), &[a, b]);
        let parts = split_vector(&mut dag, v, Mvt::V4F32.into(), 1).unwrap();
        assert_eq!(parts.len(), 1);
        let lanes: Vec<SDValue> = dag.operands(parts[0].node).collect();
        assert_eq!(&lanes[..2], &[a, b]);
        assert!(lanes[2..].iter().all(|l| dag.opcode(l.node).is(Isd::Undef)));

        let joined = join_vector(&mut dag, &parts, Evt::vector(f32t, 2));
        assert_eq!(dag.value_type(joined), Evt::vector(f32t, 2));
        assert_eq!(dag.operands(joined.node).collect::<Vec<_>>(), vec![a, b]);
    }

    #[test]
    fn a_v8i32_travels_in_two_v4i32_and_comes_back_by_elements() {
        let mut dag = SelectionDAG::new();
        let i32t: Evt = Mvt::I32.into();
        let lanes: Vec<SDValue> = (0..8).map(|k| dag.constant(k, i32t)).collect();
        let v = dag.node1(Isd::BuildVector, Evt::vector(i32t, 8), &lanes);
        let parts = split_vector(&mut dag, v, Mvt::V4I32.into(), 2).unwrap();
        assert_eq!(dag.operands(parts[1].node).collect::<Vec<_>>(), lanes[4..].to_vec());
        // Parts arriving in registers are read element by element.
        let entry = dag.entry();
        let regs: Vec<SDValue> =
            (0..2).map(|k| dag.copy_from_reg(entry, crate::mir::Reg::virt(k), Mvt::V4I32.into())).collect();
        let joined = join_vector(&mut dag, &regs, Evt::vector(i32t, 8));
        let elems: Vec<SDValue> = dag.operands(joined.node).collect();
        assert_eq!(elems.len(), 8);
        assert!(elems.iter().all(|e| dag.opcode(e.node).is(Isd::ExtractVectorElt)));
        assert_eq!(dag.operand(elems[5].node, 0), regs[1]);
        assert!(split_vector(&mut dag, v, Mvt::V4I32.into(), 1).is_err());
        // Passed on unchanged: the registers themselves, no rebuilding.
        assert_eq!(split_vector(&mut dag, joined, Mvt::V4I32.into(), 2).unwrap(), regs);
    }
}
