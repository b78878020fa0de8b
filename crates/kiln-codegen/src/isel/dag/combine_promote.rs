//! Integer promotion of slow operation types (LLVM's `DAGCombiner::PromoteIntBinOp` and
//! `PromoteIntShiftOp`), run by the [combiner](super::combine) once operations are legal and
//! only when optimising: an `add`, `sub`, `mul`, `and`, `or`, `xor`, `shl`, `srl` or `sra` of a
//! type the target computes faster in a wider one
//! ([`TargetLowering::promoted_operation_type`]; x86: i16 in 32 bits, without the operand-size
//! prefix, the length-changing-prefix stalls of 16-bit immediates and the partial-register
//! writes of 16-bit copies) becomes the wide operation on its extended operands, truncated.
//! Operands are extended as the operation needs their high bits: zero for `srl`, sign for
//! `sra`, anything else; a constant is widened in place, and a plain load of the narrow type
//! becomes an extending load whose other readers take its truncation. The combiner's own
//! folds then remove `anyext (trunc x)` pairs, so a chain of narrow operations stays wide.

use super::combine::sext;
use super::graph::SelectionDAG;
use super::lowering::TargetLowering;
use super::node::{ExtType, NodeData, NodeId, SDValue};
use super::opcodes::Isd;
use crate::target::value_types::Evt;

/// The promoted value of `n` (`op` of type `vt`), and the nodes whose operands changed
/// (readers of a load that became an extending load), or `None` when `n` stays.
pub(super) fn promote(dag: &mut SelectionDAG, tli: &dyn TargetLowering, n: NodeId, op: Isd, vt: Evt) -> Option<(SDValue, Vec<NodeId>)> {
    if !matches!(op, Isd::Add | Isd::Sub | Isd::Mul | Isd::And | Isd::Or | Isd::Xor | Isd::Shl | Isd::Srl | Isd::Sra) {
        return None;
    }
    let wide: Evt = tli.promoted_operation_type(dag, n)?.into();
    if !tli.tables().is_operation_legal_or_custom(op, wide) {
        return None;
    }
    let ext = match op {
        Isd::Srl => Isd::ZeroExtend,
        Isd::Sra => Isd::SignExtend,
        _ => Isd::AnyExtend,
    };
    let shift = matches!(op, Isd::Shl | Isd::Srl | Isd::Sra);
    let (a, b) = (dag.operand(n, 0), dag.operand(n, 1));
    let mut touched = Vec::new();
    let wa = extend(dag, tli, ext, wide, a, &mut touched)?;
    let wb = if shift {
        b
    } else if b == a {
        wa
    } else {
        extend(dag, tli, ext, wide, b, &mut touched)?
    };
    let result = dag.node1(op, wide, &[wa, wb]);
    Some((dag.node1(Isd::Truncate, vt, &[result]), touched))
}

/// `v` extended (`ext`) to `wide`: a constant widened, a plain load of `v`'s type turned into
/// an extending load (its other readers, recorded in `touched`, read its truncation), else an
/// extension node. `None` when the target cannot load so.
fn extend(dag: &mut SelectionDAG, tli: &dyn TargetLowering, ext: Isd, wide: Evt, v: SDValue, touched: &mut Vec<NodeId>) -> Option<SDValue> {
    let vt = dag.value_type(v);
    if dag.opcode(v.node).is(Isd::Constant) {
        let c = dag.constant_value(v)?;
        let bits = vt.size_bits();
        if ext == Isd::SignExtend && bits < 128 && (c >> (bits - 1)) & 1 == 1 {
            return Some(dag.constant_signed(sext(c, bits), wide));
        }
        return Some(dag.constant(c, wide));
    }
    if let NodeData::Load { ext: ExtType::NonExt, mem } = dag.node(v.node).data {
        let load_ext = if ext == Isd::SignExtend { ExtType::SignExt } else { ExtType::ZeroExt };
        let (Some(to), Some(from)) = (wide.simple(), mem.mem_vt.simple()) else { return None };
        if v.result != 0 || !tli.is_load_ext_legal(load_ext, to, from) || !tli.is_truncate_free(wide, vt) {
            return None;
        }
        let (chain, ptr) = (dag.operand(v.node, 0), dag.operand(v.node, 1));
        let load = dag.load(wide, chain, ptr, load_ext, mem);
        touched.extend(dag.users(v.node).map(|(u, _)| u));
        dag.replace_all_uses_of_value_with(SDValue::new(v.node, 1), SDValue::new(load.node, 1));
        let narrow = dag.node1(Isd::Truncate, vt, &[load]);
        dag.replace_all_uses_of_value_with(v, narrow);
        return Some(load);
    }
    Some(dag.node1(ext, wide, &[v]))
}
