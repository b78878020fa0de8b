//! Vector arithmetic whose instructions depend on the function's features: `<4 x i32>`
//! multiplies, minimum and maximum, and funnel shifts (rotates) by a splat constant.
//!
//! - `mul <2 x i64>` is pmuludq and the cross products of the high dwords
//!   (`multiply_quadwords`), one pmuludq when the high dwords are known zero.
//! - `mul <4 x i32>` is pmulld with SSE4.1; with SSE2 only, as llc does, two pmuludq (the even
//!   dwords, then the odd ones brought down by pshufd) whose low halves pshufd and punpckldq
//!   join again.
//! - smin/smax/umin/umax are one instruction where the function has it (SSE2: pminsw/pmaxsw,
//!   pminub/pmaxub; SSE4.1 the byte, word and dword rest), and are otherwise done element by
//!   element.
//! - `fshl`/`fshr` by the same constant in every lane are two shifts by immediates and an or
//!   (`llvm.fshl(x, x, 13)` is XXH32's rotate); other amounts, and bytes, which SSE has no
//!   shifts for, go element by element.
//! - `trunc` of a vector split into 128-bit parts (`<16 x i32>` to `<16 x i8>`), or to a
//!   widened one (`<4 x i32>` to `<4 x i8>`), packs the parts as llc's SSE2 lowering does
//!   ([`truncate_parts`]); `zext`/`sext` of a widened vector (`<2 x i32>` to `<2 x i64>`)
//!   interleaves its low elements with zeros or their signs ([`extend_low`]).

use super::vector::{bitcast, constant_index, i8imm, pshufd, target};
use crate::generated::{
    X86ISD_PACKSS, X86ISD_PACKUS, X86ISD_PCMPGT, X86ISD_PMULUDQ, X86ISD_SHUFP, X86ISD_UNPCKL, X86ISD_VSHLI, X86ISD_VSRAI, X86ISD_VSRLI,
    X86ISD_VZERO,
};
use crate::subtarget::{Feature, FeatureSet};
use kiln_codegen::isel::dag::{Isd, NodeId, SDValue, SelectionDAG};
use kiln_codegen::target::value_types::{Evt, Mvt};

/// The values replacing `n` (itself when the patterns select it as is); `None` when `n` is
/// not one of this module's operations or is to be done element by element.
pub fn lower_operation(dag: &mut SelectionDAG, n: NodeId, features: FeatureSet) -> Option<SDValue> {
    let m = dag.node_vts(n)[0].simple()?;
    let own = SDValue::new(n, 0);
    match dag.opcode(n).isd()? {
        Isd::Mul if m == Mvt::V4I32 => {
            Some(if features.contains(Feature::Sse41) { own } else { multiply_dwords(dag, n) })
        }
        Isd::Mul if m == Mvt::V2I64 => Some(multiply_quadwords(dag, n)),
        op @ (Isd::SMin | Isd::SMax | Isd::UMin | Isd::UMax) => has_min_max(op, m, features).then_some(own),
        op @ (Isd::Fshl | Isd::Fshr) => funnel_shift_by_constant(dag, n, op, m),
        _ => None,
    }
}

/// Whether the function has a minimum/maximum instruction `op` on `m`.
fn has_min_max(op: Isd, m: Mvt, features: FeatureSet) -> bool {
    let signed = matches!(op, Isd::SMin | Isd::SMax);
    match m {
        Mvt::V8I16 if signed => true,
        Mvt::V16I8 if !signed => true,
        Mvt::V16I8 | Mvt::V8I16 | Mvt::V4I32 => features.contains(Feature::Sse41),
        _ => false,
    }
}

/// `a * b` on `<4 x i32>` with SSE2: pmuludq of the even dwords and of the odd ones (each
/// moved to the even position), the low dword of each product picked by pshufd and the two
/// interleaved by punpckldq.
fn multiply_dwords(dag: &mut SelectionDAG, n: NodeId) -> SDValue {
    let (a, b) = (dag.operand(n, 0), dag.operand(n, 1));
    let odd = [Some(1), Some(1), Some(3), Some(3)];
    let (a_odd, b_odd) = (pshufd(dag, Mvt::V4I32, a, &odd), pshufd(dag, Mvt::V4I32, b, &odd));
    let even_products = dag.node1(target(X86ISD_PMULUDQ), Mvt::V2I64.into(), &[a, b]);
    let odd_products = dag.node1(target(X86ISD_PMULUDQ), Mvt::V2I64.into(), &[a_odd, b_odd]);
    let low_halves = [Some(0), Some(2), Some(2), Some(3)];
    let even = bitcast(dag, even_products, Mvt::V4I32);
    let even = pshufd(dag, Mvt::V4I32, even, &low_halves);
    let odd = bitcast(dag, odd_products, Mvt::V4I32);
    let odd = pshufd(dag, Mvt::V4I32, odd, &low_halves);
    dag.node1(target(X86ISD_UNPCKL), Mvt::V4I32.into(), &[even, odd])
}

/// `a * b` on `<2 x i64>` with SSE2, as llc: pmuludq of the low dwords, plus the cross
/// products of each high dword with the other low one (psrlq, pmuludq, paddq) shifted up by
/// 32 (psllq), left out where an operand's high dwords are known zero (a zero-extended
/// `<2 x i32>`, a mask below 2^32), which leaves one pmuludq.
fn multiply_quadwords(dag: &mut SelectionDAG, n: NodeId) -> SDValue {
    let (a, b) = (dag.operand(n, 0), dag.operand(n, 1));
    let vt: Evt = Mvt::V2I64.into();
    let mut product = dag.node1(target(X86ISD_PMULUDQ), vt, &[a, b]);
    let thirty_two = |dag: &mut SelectionDAG| i8imm(dag, 32);
    let mut cross = Vec::new();
    for (x, y) in [(a, b), (b, a)] {
        if high_dwords_zero(dag, x) {
            continue;
        }
        let count = thirty_two(dag);
        let high = dag.node1(target(X86ISD_VSRLI), vt, &[x, count]);
        cross.push(dag.node1(target(X86ISD_PMULUDQ), vt, &[high, y]));
    }
    if let Some(&first) = cross.first() {
        let sum = cross[1..].iter().fold(first, |acc, &c| dag.node1(Isd::Add, vt, &[acc, c]));
        let count = thirty_two(dag);
        let up = dag.node1(target(X86ISD_VSHLI), vt, &[sum, count]);
        product = dag.node1(Isd::Add, vt, &[product, up]);
    }
    product
}

/// Whether the high dword of each quadword of `v` is known zero: dwords interleaved with a
/// zeroed register (a zero extension, [`extend_low`]) or an `and` with constants below 2^32.
fn high_dwords_zero(dag: &SelectionDAG, v: SDValue) -> bool {
    let mut v = v;
    while dag.opcode(v.node).is(Isd::Bitcast) {
        v = dag.operand(v.node, 0);
    }
    let is_zero = |x: SDValue| dag.opcode(x.node) == target(X86ISD_VZERO);
    if dag.opcode(v.node) == target(X86ISD_UNPCKL) && dag.value_type(v) == Evt::from(Mvt::V4I32) {
        return is_zero(dag.operand(v.node, 1));
    }
    if dag.opcode(v.node).is(Isd::And) && dag.value_type(v) == Evt::from(Mvt::V2I64) {
        return dag.operands(v.node).any(|o| {
            dag.opcode(o.node).is(Isd::BuildVector) && dag.operands(o.node).all(|l| dag.constant_value(l).is_some_and(|c| c >> 32 == 0))
        });
    }
    false
}

/// `fshl(a, b, c)` = `a << c | b >> (bits - c)` and `fshr(a, b, c)` = `a << (bits - c) | b >> c`
/// when `c` (modulo the element width) is the same constant in every lane.
fn funnel_shift_by_constant(dag: &mut SelectionDAG, n: NodeId, op: Isd, m: Mvt) -> Option<SDValue> {
    if !matches!(m, Mvt::V8I16 | Mvt::V4I32 | Mvt::V2I64) {
        return None;
    }
    let (a, b, amount) = (dag.operand(n, 0), dag.operand(n, 1), dag.operand(n, 2));
    if !dag.opcode(amount.node).is(Isd::BuildVector) {
        return None;
    }
    let bits = u32::try_from(dag.node_vts(n)[0].scalar_size_bits()).ok()?;
    let counts: Vec<Option<u32>> = dag.operands(amount.node).map(|l| constant_index(dag, l).map(|c| c % bits)).collect();
    let count = counts[0]?;
    if !counts.iter().all(|&c| c == Some(count)) {
        return None;
    }
    if count == 0 {
        return Some(if op == Isd::Fshl { a } else { b });
    }
    let left = left_count(op, count, bits);
    let (left, right) = (i8imm(dag, left), i8imm(dag, bits - left));
    let high = dag.node1(target(X86ISD_VSHLI), m.into(), &[a, left]);
    let low = dag.node1(target(X86ISD_VSRLI), m.into(), &[b, right]);
    Some(dag.node1(Isd::Or, m.into(), &[high, low]))
}

/// How far `a` moves left in a funnel shift by `count` (`0 < count < bits`).
fn left_count(op: Isd, count: u32, bits: u32) -> u32 {
    if op == Isd::Fshl {
        count
    } else {
        bits - count
    }
}

/// `parts` (whole vectors of one type, elements in order) truncated into one vector of `vt`
/// by packs, as llc's SSE2 lowering of a vector truncation: words masked to their low byte
/// and packuswb'd (i16 to i8); dwords shifted left and back arithmetically by 16 and
/// packssdw'd (i32 to i16); dwords masked to their low byte and packuswb'd twice (i32 to i8).
/// The masks and shifts keep every element in the pack's range, so it saturates nothing.
/// `None` for other shapes.
pub fn truncate_parts(dag: &mut SelectionDAG, parts: &[SDValue], vt: Evt) -> Option<SDValue> {
    let from = dag.value_type(*parts.first()?);
    if parts.iter().any(|&p| dag.value_type(p) != from) {
        return None;
    }
    match (from.simple()?, vt.simple()?, parts.len()) {
        (Mvt::V8I16, Mvt::V16I8, 2) => {
            let low = masked(dag, parts, Mvt::V8I16, 0xff);
            Some(dag.node1(target(X86ISD_PACKUS), vt, &low))
        }
        (Mvt::V4I32, Mvt::V8I16, 2) => {
            let (left, right) = (i8imm(dag, 16), i8imm(dag, 16));
            let low: Vec<SDValue> = parts
                .iter()
                .map(|&p| {
                    let up = dag.node1(target(X86ISD_VSHLI), from, &[p, left]);
                    dag.node1(target(X86ISD_VSRAI), from, &[up, right])
                })
                .collect();
            Some(dag.node1(target(X86ISD_PACKSS), vt, &low))
        }
        (Mvt::V4I32, Mvt::V16I8, 4) => {
            let low = masked(dag, parts, Mvt::V4I32, 0xff);
            let words: Vec<SDValue> = low
                .chunks(2)
                .map(|pair| {
                    let pair = [bitcast(dag, pair[0], Mvt::V8I16), bitcast(dag, pair[1], Mvt::V8I16)];
                    let bytes = dag.node1(target(X86ISD_PACKUS), Mvt::V16I8.into(), &pair);
                    bitcast(dag, bytes, Mvt::V8I16)
                })
                .collect();
            Some(dag.node1(target(X86ISD_PACKUS), vt, &words))
        }
        (Mvt::V2I64, Mvt::V4I32, 2) => {
            // The low dword of each quadword: shufps picking dwords 0 and 2 of each part.
            let (a, b) = (bitcast(dag, parts[0], Mvt::V4F32), bitcast(dag, parts[1], Mvt::V4F32));
            let picks = i8imm(dag, 0x88);
            let v = dag.node1(target(X86ISD_SHUFP), Mvt::V4F32.into(), &[a, b, picks]);
            Some(bitcast(dag, v, Mvt::V4I32))
        }
        _ => None,
    }
}

/// The low elements of `x` (a whole integer vector) zero- or sign-extended (`op`) to the
/// elements of `vt`, as llc's SSE2 lowering: each doubling of the width interleaves the low
/// elements with zeros (punpckl* with a zeroed register) or with their signs (pcmpgt of zero
/// and the value). `None` for float vectors and other shapes.
pub fn extend_low(dag: &mut SelectionDAG, op: Isd, x: SDValue, vt: Evt) -> Option<SDValue> {
    let to_bits = vt.scalar_size_bits();
    let mut v = x;
    loop {
        let m = dag.value_type(v).simple()?;
        let bits = m.scalar().size_bits() as u64;
        if bits == to_bits {
            return (Evt::from(m) == vt).then_some(v);
        }
        let wider = match m {
            Mvt::V16I8 => Mvt::V8I16,
            Mvt::V8I16 => Mvt::V4I32,
            Mvt::V4I32 => Mvt::V2I64,
            _ => return None,
        };
        let zero = dag.node1(target(X86ISD_VZERO), m.into(), &[]);
        let high = match op {
            Isd::ZeroExtend => zero,
            Isd::SignExtend => dag.node1(target(X86ISD_PCMPGT), m.into(), &[zero, v]),
            _ => return None,
        };
        let pairs = dag.node1(target(X86ISD_UNPCKL), m.into(), &[v, high]);
        v = bitcast(dag, pairs, wider);
    }
}

/// Each of `parts` (of type `m`) and'ed with `mask` in every element.
fn masked(dag: &mut SelectionDAG, parts: &[SDValue], m: Mvt, mask: u128) -> Vec<SDValue> {
    let c = dag.constant(mask, m.scalar().into());
    let splat = dag.node1(Isd::BuildVector, m.into(), &vec![c; m.num_elements() as usize]);
    parts.iter().map(|&p| dag.node1(Isd::And, m.into(), &[p, splat])).collect()
}
