//! Intrinsics that act on each element alike, lowered for one scalar; the vector path applies
//! the same lowering lane by lane, so `llvm.usub.sat.v4i32` or `llvm.fmuladd.v2f64` need
//! nothing of their own. Bit operations are single nodes; saturating arithmetic is the wrapped
//! result and a select of the bound on overflow; `scmp`/`ucmp` are the difference of two
//! compares; `is.fpclass` tests the float's bits as an integer; `fmuladd` is a multiply and
//! an add (LLVM lets it be unfused); `fma`, `floor`, `ldexp` and the other libm operations are
//! calls of the C library function (`f` suffix for float, `l` for x86_fp80).

use super::Builder;
use crate::isel::dag::node::SDValue;
use crate::isel::dag::opcodes::{CondCode, Isd};
use crate::target::value_types::{Evt, Mvt};

/// Intrinsics that are one DAG node of their arguments: (name prefix, node).
const ONE_NODE: &[(&str, Isd)] = &[
    ("llvm.bswap.", Isd::Bswap),
    ("llvm.ctpop.", Isd::Ctpop),
    ("llvm.fabs.", Isd::FAbs),
    ("llvm.sqrt.", Isd::FSqrt),
    ("llvm.smin.", Isd::SMin),
    ("llvm.smax.", Isd::SMax),
    ("llvm.umin.", Isd::UMin),
    ("llvm.umax.", Isd::UMax),
    ("llvm.fshl.", Isd::Fshl),
    ("llvm.fshr.", Isd::Fshr),
];

/// The intrinsics a vector of a legal type keeps whole (one node of the vector type, which the
/// target selects or lowers, or operation legalization expands): minimum, maximum and funnel
/// shifts of [`ONE_NODE`], absolute value, and saturating addition and subtraction (which
/// scalars build as [`Builder::saturating`] does).
pub(super) fn whole_vector_intrinsic(name: &str) -> Option<Isd> {
    const WHOLE: &[Isd] = &[Isd::SMin, Isd::SMax, Isd::UMin, Isd::UMax, Isd::Fshl, Isd::Fshr];
    const WHOLE_ONLY: &[(&str, Isd)] = &[
        ("llvm.abs.", Isd::Abs),
        ("llvm.uadd.sat.", Isd::UAddSat),
        ("llvm.usub.sat.", Isd::USubSat),
        ("llvm.sadd.sat.", Isd::SAddSat),
        ("llvm.ssub.sat.", Isd::SSubSat),
    ];
    ONE_NODE
        .iter()
        .filter(|(_, node)| WHOLE.contains(node))
        .chain(WHOLE_ONLY)
        .find(|(p, _)| name.starts_with(p))
        .map(|&(_, node)| node)
}

/// ctlz/cttz/abs: the second argument says whether zero (the minimum) gives poison; the
/// poison form is a node that may assume it does not happen.
const FLAGGED: &[(&str, Isd, Option<Isd>)] = &[
    ("llvm.ctlz.", Isd::Ctlz, Some(Isd::CtlzZeroUndef)),
    ("llvm.cttz.", Isd::Cttz, Some(Isd::CttzZeroUndef)),
    ("llvm.abs.", Isd::Abs, None),
];

/// Saturating arithmetic: `llvm.{s,u}{add,sub,shl}.sat.*`.
const SATURATING: &[&str] = &["sadd", "uadd", "ssub", "usub", "sshl", "ushl"];

/// Intrinsics that are calls of the C library function of the same name.
const LIBM: &[&str] = &[
    "floor", "ceil", "trunc", "round", "roundeven", "rint", "nearbyint", "pow", "exp", "exp2", "log", "log2",
    "log10", "sin", "cos", "copysign", "fma", "minnum", "maxnum", "ldexp",
];

/// Other elementwise intrinsics, lowered below.
const OTHERS: &[&str] = &[
    "llvm.bitreverse.", "llvm.fmuladd.", "llvm.scmp.", "llvm.ucmp.", "llvm.is.fpclass.",
    "llvm.fptosi.sat.", "llvm.fptoui.sat.", "llvm.powi.", "llvm.lround.", "llvm.llround.", "llvm.lrint.", "llvm.llrint.",
];

/// The C library's suffix for a function on `vt` (`floorf`, `floor`, `floorl`).
fn libm_suffix(vt: Evt) -> Option<&'static str> {
    match vt.simple() {
        Some(Mvt::F32) => Some("f"),
        Some(Mvt::F64) => Some(""),
        Some(Mvt::F80) => Some("l"),
        _ => None,
    }
}

fn libm_base(name: &str) -> Option<&'static str> {
    let rest = name.strip_prefix("llvm.")?;
    LIBM.iter()
        .copied()
        .find(|f| rest.strip_prefix(f).is_some_and(|r| r.starts_with('.')))
}

fn saturating_op(name: &str) -> Option<&'static str> {
    let rest = name.strip_prefix("llvm.")?;
    SATURATING
        .iter()
        .copied()
        .find(|op| rest.strip_prefix(op).is_some_and(|r| r.starts_with(".sat.")))
}

/// Whether [`Builder::elementwise`] lowers intrinsic `name`.
pub(super) fn is_elementwise(name: &str) -> bool {
    ONE_NODE.iter().any(|(p, _)| name.starts_with(p))
        || FLAGGED.iter().any(|(p, ..)| name.starts_with(p))
        || OTHERS.iter().any(|p| name.starts_with(p))
        || saturating_op(name).is_some()
        || libm_base(name).is_some()
}

impl Builder<'_> {
    /// Intrinsic `name` on one element: `vt` is the result's (element) type, `ops` the
    /// arguments' elements (a scalar argument such as a poison flag or a class mask as it is).
    /// `None` when `name` is not elementwise.
    pub(super) fn elementwise(&mut self, name: &str, vt: Evt, ops: &[SDValue]) -> Result<Option<SDValue>, String> {
        let malformed = || format!("malformed {name} call");
        if let Some(&(_, node)) = ONE_NODE.iter().find(|(p, _)| name.starts_with(p)) {
            return Ok(Some(self.dag.node1(node, vt, ops)));
        }
        if let Some(&(_, plain, zero_poison)) = FLAGGED.iter().find(|(p, ..)| name.starts_with(p)) {
            let poison = ops.get(1).and_then(|&f| self.dag.constant_value(f)) == Some(1);
            let node = zero_poison.filter(|_| poison).unwrap_or(plain);
            return Ok(Some(self.dag.node1(node, vt, &ops[..1])));
        }
        if name.starts_with("llvm.bitreverse.") {
            return self.bit_reverse(ops[0], vt).map(Some);
        }
        if name.starts_with("llvm.fmuladd.") {
            let &[a, b, c] = ops else { return Err(malformed()) };
            let product = self.dag.node1(Isd::FMul, vt, &[a, b]);
            return Ok(Some(self.dag.node1(Isd::FAdd, vt, &[product, c])));
        }
        if let Some(op) = saturating_op(name) {
            let &[a, b] = ops else { return Err(malformed()) };
            return Ok(Some(self.saturating(op, vt, a, b)));
        }
        if name.starts_with("llvm.scmp.") || name.starts_with("llvm.ucmp.") {
            let &[a, b] = ops else { return Err(malformed()) };
            let signed = name.starts_with("llvm.scmp.");
            let (gt, lt) = if signed { (CondCode::Sgt, CondCode::Slt) } else { (CondCode::Ugt, CondCode::Ult) };
            let bool_vt: Evt = Mvt::I1.into();
            let (gt, lt) = (self.dag.setcc(bool_vt, a, b, gt), self.dag.setcc(bool_vt, a, b, lt));
            let (gt, lt) = (self.dag.node1(Isd::ZeroExtend, vt, &[gt]), self.dag.node1(Isd::ZeroExtend, vt, &[lt]));
            return Ok(Some(self.dag.node1(Isd::Sub, vt, &[gt, lt])));
        }
        if name.starts_with("llvm.is.fpclass.") {
            let &[x, mask] = ops else { return Err(malformed()) };
            let mask = self.dag.constant_value(mask).ok_or_else(malformed)?;
            return self.is_fpclass(x, mask as u32).map(Some);
        }
        if name.starts_with("llvm.fptosi.sat.") || name.starts_with("llvm.fptoui.sat.") {
            return self.saturating_conversion(name.starts_with("llvm.fptosi."), vt, ops[0]).map(Some);
        }
        let unsupported = || format!("unsupported intrinsic '{name}' on {vt}");
        if name.starts_with("llvm.powi.") {
            let &[x, n] = ops else { return Err(malformed()) };
            let symbol = match vt.simple() {
                Some(Mvt::F32) => "__powisf2",
                Some(Mvt::F64) => "__powidf2",
                Some(Mvt::F80) => "__powixf2",
                _ => return Err(unsupported()),
            };
            let n = self.dag.sext_or_trunc(n, Mvt::I32.into());
            return self.libcall(symbol, &[x, n], vt).map(Some);
        }
        if let Some(function) = ["lround", "llround", "lrint", "llrint"].into_iter().find(|f| name.starts_with(&format!("llvm.{f}."))) {
            // An integer result; the C function is named after the argument's type.
            let suffix = libm_suffix(self.dag.value_type(ops[0])).ok_or_else(unsupported)?;
            let wide = self.libcall(&format!("{function}{suffix}"), &ops[..1], Mvt::I64.into())?;
            return Ok(Some(self.dag.sext_or_trunc(wide, vt)));
        }
        let Some(base) = libm_base(name) else { return Ok(None) };
        let suffix = libm_suffix(vt).ok_or_else(unsupported)?;
        let function = match base {
            "minnum" => "fmin",
            "maxnum" => "fmax",
            other => other,
        };
        let mut args = ops.to_vec();
        if base == "ldexp" {
            // The C function takes an int exponent.
            let &[x, n] = ops else { return Err(malformed()) };
            args = vec![x, self.dag.sext_or_trunc(n, Mvt::I32.into())];
        }
        self.libcall(&format!("{function}{suffix}"), &args, vt).map(Some)
    }

    /// The floating-point constant `value` of type `vt` (f32 or f64).
    fn float_constant(&mut self, value: f64, vt: Evt) -> Result<SDValue, String> {
        let bits = match vt.simple() {
            Some(Mvt::F32) => u128::from((value as f32).to_bits()),
            Some(Mvt::F64) => u128::from(value.to_bits()),
            _ => return Err(format!("unsupported floating-point constant of type {vt}")),
        };
        Ok(self.dag.constant_fp(bits, vt))
    }

    /// `llvm.fptosi.sat`/`llvm.fptoui.sat`: the conversion clamped to the integer's range, NaN
    /// giving 0: compares against the range's bounds (powers of two, exact in the float type)
    /// choose a bound or the plain conversion.
    fn saturating_conversion(&mut self, signed: bool, vt: Evt, x: SDValue) -> Result<SDValue, String> {
        let fvt = self.dag.value_type(x);
        let bits = vt.size_bits() as i32;
        let bool_vt: Evt = Mvt::I1.into();
        let (low, high) = if signed { (-(2f64.powi(bits - 1)), 2f64.powi(bits - 1)) } else { (-1.0, 2f64.powi(bits)) };
        let (low_f, high_f) = (self.float_constant(low, fvt)?, self.float_constant(high, fvt)?);
        let (min, max) = if signed {
            (self.dag.constant(1u128 << (bits - 1), vt), self.dag.constant((1u128 << (bits - 1)) - 1, vt))
        } else {
            (self.dag.constant(0, vt), self.dag.all_ones(vt))
        };
        let zero = self.dag.constant(0, vt);
        let converted = self.dag.node1(if signed { Isd::FpToSint } else { Isd::FpToUint }, vt, &[x]);
        // Signed: x >= low converts (or is low); unsigned: x > -1 converts (to 0 at worst).
        let low_cc = if signed { CondCode::Olt } else { CondCode::Ole };
        let below = self.dag.setcc(bool_vt, x, low_f, low_cc);
        let above = self.dag.setcc(bool_vt, x, high_f, CondCode::Oge);
        let nan = self.dag.setcc(bool_vt, x, x, CondCode::Uo);
        let r = self.dag.node1(Isd::Select, vt, &[below, min, converted]);
        let r = self.dag.node1(Isd::Select, vt, &[above, max, r]);
        Ok(self.dag.node1(Isd::Select, vt, &[nan, zero, r]))
    }

    /// `llvm.{s,u}{add,sub,shl}.sat` of `a` and `b`: the wrapped result, or the bound it
    /// passed when it overflowed.
    fn saturating(&mut self, op: &str, vt: Evt, a: SDValue, b: SDValue) -> SDValue {
        let bool_vt: Evt = Mvt::I1.into();
        let bits = vt.size_bits() as u32;
        let zero = self.dag.constant(0, vt);
        let all_ones = self.dag.all_ones(vt);
        // The signed bound on the side of `a`'s sign: MIN when negative, MAX otherwise.
        let signed_bound = |b: &mut Self| {
            let min = b.dag.constant(1u128 << (bits - 1), vt);
            let max = b.dag.constant((1u128 << (bits - 1)) - 1, vt);
            let negative = b.dag.setcc(bool_vt, a, zero, CondCode::Slt);
            b.dag.node1(Isd::Select, vt, &[negative, min, max])
        };
        let (result, overflow, bound) = match op {
            "uadd" => {
                let sum = self.dag.node1(Isd::Add, vt, &[a, b]);
                (sum, self.dag.setcc(bool_vt, sum, a, CondCode::Ult), all_ones)
            }
            "usub" => {
                let diff = self.dag.node1(Isd::Sub, vt, &[a, b]);
                (diff, self.dag.setcc(bool_vt, a, b, CondCode::Ult), zero)
            }
            "sadd" | "ssub" => {
                let node = if op == "sadd" { Isd::Add } else { Isd::Sub };
                let r = self.dag.node1(node, vt, &[a, b]);
                // Overflow iff the result's sign differs from a's and, for a sum, b's sign
                // equals a's (for a difference, differs from it).
                let ar = self.dag.node1(Isd::Xor, vt, &[a, r]);
                let other = if op == "sadd" { self.dag.node1(Isd::Xor, vt, &[b, r]) } else { self.dag.node1(Isd::Xor, vt, &[a, b]) };
                let test = self.dag.node1(Isd::And, vt, &[ar, other]);
                let overflow = self.dag.setcc(bool_vt, test, zero, CondCode::Slt);
                (r, overflow, signed_bound(self))
            }
            _ => {
                // Shifts: overflow iff shifting back does not give `a`.
                let amount_vt = self.tli.shift_amount_type(vt);
                let amount = self.dag.zext_or_trunc(b, amount_vt);
                let r = self.dag.node1(Isd::Shl, vt, &[a, amount]);
                let (back_node, bound) = if op == "sshl" { (Isd::Sra, signed_bound(self)) } else { (Isd::Srl, all_ones) };
                let back = self.dag.node1(back_node, vt, &[r, amount]);
                (r, self.dag.setcc(bool_vt, back, a, CondCode::Ne), bound)
            }
        };
        self.dag.node1(Isd::Select, vt, &[overflow, bound, result])
    }

    /// `llvm.is.fpclass(x, mask)`: whether `x` is in one of the classes of `mask` (bit 0
    /// signalling NaN, 1 quiet NaN, 2..5 negative infinity, normal, subnormal, zero, 6..9 the
    /// positive ones), decided on the bits of `x` as an integer.
    fn is_fpclass(&mut self, x: SDValue, mask: u32) -> Result<SDValue, String> {
        let fvt = self.dag.value_type(x);
        let mantissa_bits = match fvt.simple() {
            Some(Mvt::F32) => 23,
            Some(Mvt::F64) => 52,
            _ => return Err(format!("unsupported intrinsic 'llvm.is.fpclass' on {fvt}")),
        };
        let bits = fvt.size_bits() as u32;
        let ivt = Evt::int(bits);
        let bool_vt: Evt = Mvt::I1.into();
        let i = self.dag.node1(Isd::Bitcast, ivt, &[x]);
        let sign = 1u128 << (bits - 1);
        let exponent = (sign - 1) & !((1u128 << mantissa_bits) - 1);
        let quiet = 1u128 << (mantissa_bits - 1);
        let min_normal = 1u128 << mantissa_bits;
        let magnitude_mask = self.dag.constant(sign - 1, ivt);
        let abs = self.dag.node1(Isd::And, ivt, &[i, magnitude_mask]);
        let c = |b: &mut Self, v: u128| b.dag.constant(v, ivt);
        let (exp_c, quiet_c, zero) = (c(self, exponent), c(self, exponent | quiet), c(self, 0));
        let nan = self.dag.setcc(bool_vt, abs, exp_c, CondCode::Ugt);
        let not_quiet = self.dag.setcc(bool_vt, abs, quiet_c, CondCode::Ult);
        let snan = self.dag.node1(Isd::And, bool_vt, &[nan, not_quiet]);
        let qnan = self.dag.setcc(bool_vt, abs, quiet_c, CondCode::Uge);
        let inf = self.dag.setcc(bool_vt, abs, exp_c, CondCode::Eq);
        let is_zero = self.dag.setcc(bool_vt, abs, zero, CondCode::Eq);
        // Subnormal: 0 < abs < min_normal, as abs - 1 <u min_normal - 1.
        let (one, below) = (c(self, 1), c(self, min_normal - 1));
        let abs_less_one = self.dag.node1(Isd::Sub, ivt, &[abs, one]);
        let subnormal = self.dag.setcc(bool_vt, abs_less_one, below, CondCode::Ult);
        // Normal: min_normal <= abs < exponent, as abs - min_normal <u exponent - min_normal.
        let (min_c, span) = (c(self, min_normal), c(self, exponent - min_normal));
        let shifted = self.dag.node1(Isd::Sub, ivt, &[abs, min_c]);
        let normal = self.dag.setcc(bool_vt, shifted, span, CondCode::Ult);
        let negative = self.dag.setcc(bool_vt, i, zero, CondCode::Slt);
        let positive = self.dag.setcc(bool_vt, i, zero, CondCode::Sge);
        let mut tests = Vec::new();
        if mask & 1 != 0 {
            tests.push(snan);
        }
        if mask & 2 != 0 {
            tests.push(qnan);
        }
        // (negative class bit, positive class bit, the test both share)
        for (neg_bit, pos_bit, test) in [(2, 9, inf), (3, 8, normal), (4, 7, subnormal), (5, 6, is_zero)] {
            match (mask >> neg_bit & 1 != 0, mask >> pos_bit & 1 != 0) {
                (true, true) => tests.push(test),
                (true, false) => tests.push(self.dag.node1(Isd::And, bool_vt, &[test, negative])),
                (false, true) => tests.push(self.dag.node1(Isd::And, bool_vt, &[test, positive])),
                (false, false) => {}
            }
        }
        let mut result = self.dag.constant(0, bool_vt);
        for t in tests {
            result = self.dag.node1(Isd::Or, bool_vt, &[result, t]);
        }
        Ok(result)
    }
}
