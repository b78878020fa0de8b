//! x86-64's own DAG combines (`TargetLowering::combine_node`, LLVM's `PerformDAGCombine`),
//! offered the nodes the generic combiner leaves alone. Both exist for the address modes and
//! `lea`, which add, scale by 2, 4 or 8 and add a displacement in one instruction:
//!
//! - An i64 `sext (add nsw x, C)` (or `zext (add nuw x, C)`) read by an `add` or `shl` is
//!   `add (ext x), C`: the constant becomes a displacement and the extension of `x` is shared
//!   with its other readers (zlib's `window[best_len - 1]` beside `window[best_len]`).
//! - When optimising, after type legalization, an i32 or i64 multiplication by a constant that
//!   is not a power of two becomes `X86ISD::MUL_IMM` by 3, 5 or 9 (an `lea` of the value as
//!   base and index, selected by the `lea32addr`/`lea64addr` patterns) and shifts: two of them
//!   for a product of 3, 5 or 9 by a power of two or by 3, 5 or 9, else a shift and one or
//!   two adds or subtracts for 2^N ± 1 and 2^N ± 2; a negative constant negates the result
//!   where that stays as short. Other constants keep `imul`.

use crate::generated::X86ISD_MUL_IMM;
use kiln_codegen::isel::dag::{CombineLevel, Isd, NodeFlags, NodeId, Opcode, SDValue, SelectionDAG};
use kiln_codegen::target::value_types::{Evt, Mvt};

/// The x86 fold of `n`, if one applies.
pub fn combine_node(dag: &mut SelectionDAG, n: NodeId, level: CombineLevel, optimize: bool) -> Option<SDValue> {
    match dag.opcode(n).isd()? {
        Isd::Mul if optimize && level >= CombineLevel::AfterLegalizeTypes => multiply_by_constant(dag, n),
        Isd::SignExtend | Isd::ZeroExtend => extend_before_add(dag, n),
        _ => None,
    }
}

/// `sext (add nsw x, C)` as `add nsw (sext x), C`, and `zext (add nuw x, C)` as `add nuw
/// (zext x), C`, for an i64 result some `add` or `shl` reads (which an address or `lea` may
/// absorb the constant into; otherwise the wider add gains nothing).
fn extend_before_add(dag: &mut SelectionDAG, n: NodeId) -> Option<SDValue> {
    let vt = dag.node_vts(n)[0];
    if vt != Evt::from(Mvt::I64) {
        return None;
    }
    let add = dag.operand(n, 0);
    if add.result != 0 || !dag.opcode(add.node).is(Isd::Add) {
        return None;
    }
    let signed = dag.opcode(n).is(Isd::SignExtend);
    let no_wrap = if signed { NodeFlags::NSW } else { NodeFlags::NUW };
    if !dag.node(add.node).flags.has(no_wrap) {
        return None;
    }
    let (x, c) = (dag.operand(add.node, 0), dag.operand(add.node, 1));
    if !dag.opcode(c.node).is(Isd::Constant) {
        return None;
    }
    let feeds_address = dag.users(n).any(|(u, _)| dag.opcode(u).is(Isd::Add) || dag.opcode(u).is(Isd::Shl));
    if !feeds_address {
        return None;
    }
    let ext = if signed { Isd::SignExtend } else { Isd::ZeroExtend };
    let wide_x = dag.node1(ext, vt, &[x]);
    let wide_c = dag.node1(ext, vt, &[c]);
    Some(dag.node1_flags(Isd::Add, vt, &[wide_x, wide_c], NodeFlags(no_wrap)))
}

/// How a multiplication by a constant is computed instead of `imul`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum MulPlan {
    /// By 3, 5 or 9, then (`Some`) by the second factor: a power of two (shifted by its
    /// log) or 3, 5 or 9. `lea_first` says which of the two is applied to `x` first.
    Factors { lea: u64, then: u64, lea_first: bool },
    /// `(x << k) + x`, `(x << k) - x`, `(x << k) + 2x`, `(x << k) - 2x` (`delta` is 1, -1, 2
    /// or -2; the twice-`x` ones as two adds or subtracts of `x`).
    ShiftPlus { k: u32, delta: i8 },
}

fn is_lea_factor(f: u64) -> bool {
    matches!(f, 3 | 5 | 9)
}

/// The plan for `x * amount` (`amount` the constant's magnitude, `negative` its sign), or
/// `None` to keep `imul`. `lone_add_user`: the product's only reader is an `add`, which takes
/// a final shift by 1-3 as its lea's scale, so the 3/5/9 factor goes first.
fn plan_multiply(amount: u64, negative: bool, lone_add_user: bool) -> Option<MulPlan> {
    if amount < 3 || amount.is_power_of_two() {
        return None;
    }
    if is_lea_factor(amount) {
        return Some(MulPlan::Factors { lea: amount, then: 1, lea_first: true });
    }
    let factored = [9, 5, 3].into_iter().find(|f| amount % f == 0).map(|f| (f, amount / f));
    if let Some((lea, rest)) = factored {
        if rest.is_power_of_two() {
            // The 3/5/9 last, where an address can take it as base + index * scale.
            let lea_first = !negative && lone_add_user;
            return Some(MulPlan::Factors { lea, then: rest, lea_first });
        }
        if !negative && is_lea_factor(rest) {
            return Some(MulPlan::Factors { lea, then: rest, lea_first: true });
        }
    }
    let plus = |d: u64| amount.checked_sub(d).filter(|v| v.is_power_of_two());
    let minus = |d: u64| amount.checked_add(d).filter(|v| v.is_power_of_two());
    let (power, delta) = if let Some(p) = plus(1) {
        (p, 1)
    } else if let Some(p) = minus(1) {
        (p, -1)
    } else if let Some(p) = plus(2).filter(|_| !negative) {
        (p, 2)
    } else if let Some(p) = minus(2).filter(|_| !negative) {
        (p, -2)
    } else {
        return None;
    };
    Some(MulPlan::ShiftPlus { k: power.trailing_zeros(), delta })
}

/// `mul x, C` for i32/i64 as [`plan_multiply`] plans it.
fn multiply_by_constant(dag: &mut SelectionDAG, n: NodeId) -> Option<SDValue> {
    let vt = dag.node_vts(n)[0];
    let bits = match vt.simple()? {
        Mvt::I32 => 32,
        Mvt::I64 => 64,
        _ => return None,
    };
    let (x, c) = (dag.operand(n, 0), dag.operand(n, 1));
    if !dag.opcode(c.node).is(Isd::Constant) {
        return None;
    }
    let raw = dag.constant_value(c)? as u64;
    let signed = if bits == 32 { raw as u32 as i32 as i64 } else { raw as i64 };
    if signed == i64::MIN {
        return None;
    }
    let negative = signed < 0;
    let lone_add_user = {
        let mut users = dag.users(n);
        match (users.next(), users.next()) {
            (Some((u, _)), None) => dag.opcode(u).is(Isd::Add),
            _ => false,
        }
    };
    let plan = plan_multiply(signed.unsigned_abs(), negative, lone_add_user)?;
    let shift = |dag: &mut SelectionDAG, v: SDValue, k: u32| {
        let amount = dag.constant(k as u128, Mvt::I8.into());
        dag.node1(Isd::Shl, vt, &[v, amount])
    };
    let by_factor = |dag: &mut SelectionDAG, v: SDValue, f: u64| {
        if f == 1 {
            v
        } else if f.is_power_of_two() {
            shift(dag, v, f.trailing_zeros())
        } else {
            let f = dag.constant(f as u128, vt);
            dag.node1(Opcode::target(X86ISD_MUL_IMM), vt, &[v, f])
        }
    };
    let product = match plan {
        MulPlan::Factors { lea, then, lea_first } => {
            let (first, second) = if lea_first { (lea, then) } else { (then, lea) };
            let v = by_factor(dag, x, first);
            by_factor(dag, v, second)
        }
        MulPlan::ShiftPlus { k, delta } => {
            let shifted = shift(dag, x, k);
            if negative && delta == -1 {
                // -(2^k - 1) x = x - (x << k).
                return Some(dag.node1(Isd::Sub, vt, &[x, shifted]));
            }
            let op = if delta > 0 { Isd::Add } else { Isd::Sub };
            let once = dag.node1(op, vt, &[shifted, x]);
            if delta.abs() == 2 {
                dag.node1(op, vt, &[once, x])
            } else {
                once
            }
        }
    };
    if !negative {
        return Some(product);
    }
    let zero = dag.constant(0, vt);
    Some(dag.node1(Isd::Sub, vt, &[zero, product]))
}

#[cfg(test)]
mod tests {
    use super::{plan_multiply, MulPlan};

    #[test]
    fn multiplies_by_lea_factors_then_shifts() {
        let factors = |lea, then, lea_first| Some(MulPlan::Factors { lea, then, lea_first });
        assert_eq!(plan_multiply(5, false, false), factors(5, 1, true));
        assert_eq!(plan_multiply(40, false, false), factors(5, 8, false), "shift, then the lea an address can take");
        assert_eq!(plan_multiply(40, false, true), factors(5, 8, true), "an add reader scales the lea by 8");
        assert_eq!(plan_multiply(45, false, false), factors(9, 5, true));
        assert_eq!(plan_multiply(45, true, false), None, "no negated product of two leas");
        assert_eq!(plan_multiply(24, true, true), factors(3, 8, false));
    }

    #[test]
    fn multiplies_near_powers_of_two_by_shift_and_add() {
        let shift = |k, delta| Some(MulPlan::ShiftPlus { k, delta });
        assert_eq!(plan_multiply(17, false, false), shift(4, 1));
        assert_eq!(plan_multiply(7, false, false), shift(3, -1));
        assert_eq!(plan_multiply(34, false, false), shift(5, 2));
        assert_eq!(plan_multiply(30, false, false), shift(5, -2));
        assert_eq!(plan_multiply(30, true, false), None);
        assert_eq!(plan_multiply(11, false, false), None, "imul");
        assert_eq!(plan_multiply(16, false, false), None, "a power of two is the generic combiner's shift");
    }
}
