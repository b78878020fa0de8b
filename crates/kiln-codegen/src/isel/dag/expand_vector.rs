//! Expansions of vector operations on whole vectors (LLVM's LegalizeVectorOps expanding with
//! vector compares and selects, rather than unrolling): the minimum, maximum, absolute value
//! and saturating arithmetic of a legal vector type the target has no instruction for become
//! a compare as a lane mask (a SETCC of the integer vector type, each lane all ones where it
//! holds) and whole-vector logic and arithmetic:
//! - `smax(a, b)` = `(m & a) | (~m & b)` with `m = a > b` (the other three alike);
//! - `abs(a)` = `(a ^ m) - m` with `m = a < 0`;
//! - `usubsat(a, b)` = `(a - b) & (a > b)`, `uaddsat(a, b)` = `s | (a > s)` with `s = a + b`;
//! - `saddsat`/`ssubsat`: the wrapped result `r`, or where it overflowed (the sign of `r`
//!   differs from `a`'s, and `b`'s sign is `a`'s for a sum, the other for a difference) the
//!   bound on `a`'s side, `(a < 0) ^ MAX`.
//!
//! Minimum and maximum take this form only where the target compares the type whole (SETCC
//! legal or custom) and are unrolled otherwise; absolute value and saturating arithmetic,
//! which have no scalar node, always do, their compares unrolled where need be.

use super::graph::SelectionDAG;
use super::node::{NodeId, SDValue};
use super::opcodes::{CondCode, Isd};
use crate::isel::dag::lowering::TargetLowering;
use crate::target::value_types::Evt;

/// `n` expanded on whole vectors; `None` when it is not one of these operations on an integer
/// vector, or is a minimum or maximum the target cannot compare whole.
pub fn expand(dag: &mut SelectionDAG, tli: &dyn TargetLowering, n: NodeId) -> Option<Vec<SDValue>> {
    let op = dag.opcode(n).isd()?;
    let vts = dag.node_vts(n);
    let vt = vts[0];
    if vts.len() != 1 || !vt.is_vector() || !vt.is_integer_or_int_vector() {
        return None;
    }
    let whole_compares = tli.tables().is_operation_legal_or_custom(Isd::SetCc, vt);
    let ops: Vec<SDValue> = dag.operands(n).collect();
    let a = ops[0];
    let v = match op {
        Isd::SMin | Isd::SMax | Isd::UMin | Isd::UMax if whole_compares => {
            let cc = match op {
                Isd::SMin => CondCode::Slt,
                Isd::SMax => CondCode::Sgt,
                Isd::UMin => CondCode::Ult,
                _ => CondCode::Ugt,
            };
            let m = dag.setcc(vt, a, ops[1], cc);
            select_by_mask(dag, vt, m, a, ops[1])
        }
        Isd::Abs => {
            let zero = splat(dag, vt, 0);
            let m = dag.setcc(vt, a, zero, CondCode::Slt);
            let flipped = dag.node1(Isd::Xor, vt, &[a, m]);
            dag.node1(Isd::Sub, vt, &[flipped, m])
        }
        Isd::USubSat => {
            let b = ops[1];
            let diff = dag.node1(Isd::Sub, vt, &[a, b]);
            let m = dag.setcc(vt, a, b, CondCode::Ugt);
            dag.node1(Isd::And, vt, &[diff, m])
        }
        Isd::UAddSat => {
            let sum = dag.node1(Isd::Add, vt, &[a, ops[1]]);
            let m = dag.setcc(vt, a, sum, CondCode::Ugt);
            dag.node1(Isd::Or, vt, &[sum, m])
        }
        Isd::SAddSat | Isd::SSubSat => {
            let b = ops[1];
            let sum = op == Isd::SAddSat;
            let r = dag.node1(if sum { Isd::Add } else { Isd::Sub }, vt, &[a, b]);
            let ar = dag.node1(Isd::Xor, vt, &[a, r]);
            let other = if sum { dag.node1(Isd::Xor, vt, &[b, r]) } else { dag.node1(Isd::Xor, vt, &[a, b]) };
            let test = dag.node1(Isd::And, vt, &[ar, other]);
            let zero = splat(dag, vt, 0);
            let overflow = dag.setcc(vt, test, zero, CondCode::Slt);
            let negative = dag.setcc(vt, a, zero, CondCode::Slt);
            let max = splat(dag, vt, (1u128 << (vt.scalar_size_bits() - 1)) - 1);
            let bound = dag.node1(Isd::Xor, vt, &[negative, max]);
            // r ^ ((r ^ bound) & overflow): the bound where it overflowed, r elsewhere.
            let change = dag.node1(Isd::Xor, vt, &[r, bound]);
            let change = dag.node1(Isd::And, vt, &[change, overflow]);
            dag.node1(Isd::Xor, vt, &[r, change])
        }
        _ => return None,
    };
    Some(vec![v])
}

/// `(m & a) | (~m & b)`: `a` in the lanes where the mask `m` is all ones, `b` elsewhere.
fn select_by_mask(dag: &mut SelectionDAG, vt: Evt, m: SDValue, a: SDValue, b: SDValue) -> SDValue {
    let ones = splat(dag, vt, u128::MAX);
    let take_a = dag.node1(Isd::And, vt, &[m, a]);
    let not_m = dag.node1(Isd::Xor, vt, &[m, ones]);
    let take_b = dag.node1(Isd::And, vt, &[not_m, b]);
    dag.node1(Isd::Or, vt, &[take_a, take_b])
}

/// The vector of type `vt` with `value` in every lane.
fn splat(dag: &mut SelectionDAG, vt: Evt, value: u128) -> SDValue {
    let lane = dag.constant(value, vt.scalar());
    dag.node1(Isd::BuildVector, vt, &vec![lane; vt.num_elements() as usize])
}
