//! Integer division and remainder by a constant without a divide instruction (the combiner's
//! optimising folds, above -O0, as llc does them).
//!
//! - by a power of two: unsigned shifts and masks; signed, a bias of `2^k - 1` added to
//!   negative dividends before an arithmetic shift;
//! - `exact` divisions: a shift by the divisor's factors of two, then a multiply by the
//!   inverse of its odd part modulo `2^W`;
//! - other divisors: the high half of a multiply by a "magic" approximation of `2^(W+s)/d`,
//!   then shifts and the fix-ups that make the quotient exact for every dividend (Granlund and
//!   Montgomery's method, as Hacker's Delight, chapter 10, derives it). The high half is
//!   `MULHU`/`MULHS` where the target has it, or, for types up to 32 bits, a multiply in the
//!   type twice as wide (no fixed accumulator registers, as llc prefers on x86-64);
//! - a remainder is `n - q * d` from that quotient (`n & (d - 1)` for unsigned powers of two).
//!
//! Only legal integer types up to 64 bits are rewritten; the rest keep their division.

use super::expand::{legal_or_custom, low_mask, shift_by};
use super::graph::SelectionDAG;
use super::node::{NodeData, SDValue};
use super::opcodes::Isd;
use crate::target::value_types::Evt;
use crate::isel::dag::lowering::TargetLowering;

/// How an unsigned quotient by a constant is computed: `n >> pre`, its high product with
/// `magic`, then either `>> post`, or (when the magic needs `W + 1` bits, `add`) the
/// fix-up `((n - hi) >> 1) + hi` and then `>> post`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct UnsignedMagic {
    pub pre: u32,
    pub magic: u128,
    pub post: u32,
    pub add: bool,
}

/// The smallest shift `s` (and its magic `ceil(2^(W+s)/d)`) for which `floor(n * m / 2^(W+s))`
/// is `floor(n / d)` for every `n < 2^bits_n`, with the magic below `2^W`.
fn fitting_magic(d: u128, width: u32, bits_n: u32) -> Option<(u128, u32)> {
    let n_max = low_mask(bits_n as u64);
    // The largest dividend whose remainder is d - 1: it has the least slack.
    let nc = n_max - ((n_max + 1) % d);
    let l = 128 - (d - 1).leading_zeros();
    (0..=l).find_map(|s| {
        let k = width + s;
        if k >= 128 {
            return None;
        }
        let m = (1u128 << k).div_ceil(d);
        let e = m * d - (1u128 << k);
        let fits = m < (1u128 << width) && e.checked_mul(nc)? < (1u128 << k) && e.checked_mul(n_max)? < (2u128 << k);
        fits.then_some((m, s))
    })
}

/// The unsigned plan for `W`-bit division by `d` (not 0, 1 or a power of two).
pub(crate) fn unsigned_magic(d: u128, width: u32) -> Option<UnsignedMagic> {
    if let Some((magic, post)) = fitting_magic(d, width, width) {
        return Some(UnsignedMagic { pre: 0, magic, post, add: false });
    }
    // An even divisor: divide the dividend by its factors of two first, which leaves fewer
    // dividend bits and often a magic that fits.
    let pre = d.trailing_zeros();
    if pre > 0 {
        if let Some((magic, post)) = fitting_magic(d >> pre, width, width - pre) {
            return Some(UnsignedMagic { pre, magic, post, add: false });
        }
    }
    // The magic of shift ceil(log2 d) has W + 1 bits: its top bit is added back by the fix-up.
    let l = 128 - (d - 1).leading_zeros();
    if width + l >= 128 {
        return None;
    }
    let m = (1u128 << (width + l)).div_ceil(d);
    Some(UnsignedMagic { pre: 0, magic: m - (1u128 << width), post: l - 1, add: true })
}

/// The signed magic `M` (a `W`-bit two's-complement pattern) and shift `s` for dividing by
/// `d` (`2 <= |d| < 2^(W-1)`), Hacker's Delight's `magic`: `q = mulhs(n, M)`, plus `n` when
/// `d > 0` and `M < 0`, minus `n` when `d < 0` and `M > 0`, `>> s` arithmetically, plus its
/// sign bit.
pub(crate) fn signed_magic(d: i128, width: u32) -> (u128, u32) {
    let mask = low_mask(width as u64);
    let two_w1 = 1u128 << (width - 1);
    let ad = d.unsigned_abs();
    let t = two_w1 + u128::from(d < 0);
    let anc = t - 1 - t % ad;
    let mut p = width - 1;
    let (mut q1, mut r1) = (two_w1 / anc, two_w1 % anc);
    let (mut q2, mut r2) = (two_w1 / ad, two_w1 % ad);
    loop {
        p += 1;
        q1 = (2 * q1) & mask;
        r1 = (2 * r1) & mask;
        if r1 >= anc {
            q1 = (q1 + 1) & mask;
            r1 -= anc;
        }
        q2 = (2 * q2) & mask;
        r2 = (2 * r2) & mask;
        if r2 >= ad {
            q2 = (q2 + 1) & mask;
            r2 -= ad;
        }
        let delta = ad - r2;
        if !(q1 < delta || (q1 == delta && r1 == 0)) {
            break;
        }
    }
    let m = (q2 + 1) & mask;
    let m = if d < 0 { m.wrapping_neg() & mask } else { m };
    (m, p - width)
}

/// The inverse of odd `d` modulo `2^W` (Newton's iteration doubles the correct bits).
fn odd_inverse(d: u128, width: u32) -> u128 {
    let mask = low_mask(width as u64);
    let mut x = d;
    for _ in 0..7 {
        x = x.wrapping_mul(2u128.wrapping_sub(d.wrapping_mul(x))) & mask;
    }
    x
}

fn sext(value: u128, bits: u32) -> i128 {
    let shift = 128 - bits;
    ((value << shift) as i128) >> shift
}

/// Builds the code for `op` (`UDiv`, `SDiv`, `URem`, `SRem`) of `n` by the constant `d`
/// (`vt`-wide), or `None` when it stays a division.
pub(crate) fn divide_by_constant(
    dag: &mut SelectionDAG,
    tli: &dyn TargetLowering,
    op: Isd,
    vt: Evt,
    n: SDValue,
    d: u128,
    exact: bool,
) -> Option<SDValue> {
    let width = vt.size_bits() as u32;
    if !tli.tables().is_type_legal(vt) || width > 64 || d == 0 {
        return None;
    }
    let signed = matches!(op, Isd::SDiv | Isd::SRem);
    let rem = matches!(op, Isd::URem | Isd::SRem);
    let sd = sext(d, width);
    let mag = if signed { sd.unsigned_abs() } else { d };
    if mag == 1 {
        return Some(match (rem, signed && sd < 0) {
            (true, _) => dag.constant(0, vt),
            (false, false) => n,
            (false, true) => {
                let zero = dag.constant(0, vt);
                dag.node1(Isd::Sub, vt, &[zero, n])
            }
        });
    }
    if mag.is_power_of_two() {
        let k = mag.trailing_zeros();
        return Some(match (signed, rem) {
            (false, false) => shift_by(dag, tli, Isd::Srl, n, k as u64),
            (false, true) => {
                let m = dag.constant(d - 1, vt);
                dag.node1(Isd::And, vt, &[n, m])
            }
            (true, _) => {
                let biased = signed_pow2_bias(dag, tli, n, k, width);
                if rem {
                    let m = dag.constant(!(mag - 1) & low_mask(width as u64), vt);
                    let down = dag.node1(Isd::And, vt, &[biased, m]);
                    dag.node1(Isd::Sub, vt, &[n, down])
                } else {
                    let q = shift_by(dag, tli, Isd::Sra, biased, k as u64);
                    if sd < 0 {
                        let zero = dag.constant(0, vt);
                        dag.node1(Isd::Sub, vt, &[zero, q])
                    } else {
                        q
                    }
                }
            }
        });
    }
    if exact && !rem {
        let k = mag.trailing_zeros();
        let (shift, odd) = match signed {
            true => (Isd::Sra, (sd >> k) as u128 & low_mask(width as u64)),
            false => (Isd::Srl, d >> k),
        };
        let shifted = if k == 0 { n } else { shift_by(dag, tli, shift, n, k as u64) };
        let inv = dag.constant(odd_inverse(odd, width), vt);
        return Some(dag.node1(Isd::Mul, vt, &[shifted, inv]));
    }
    let q = if signed {
        let (m, s) = signed_magic(sd, width);
        let ms = sext(m, width);
        let fix = match (sd > 0 && ms < 0, sd < 0 && ms > 0) {
            (true, _) => Some(Isd::Add),
            (_, true) => Some(Isd::Sub),
            _ => None,
        };
        let shifted = match fix {
            Some(fix) => {
                let hi = mul_high(dag, tli, vt, n, m, true, 0)?;
                let hi = dag.node1(fix, vt, &[hi, n]);
                if s > 0 { shift_by(dag, tli, Isd::Sra, hi, s as u64) } else { hi }
            }
            None => mul_high(dag, tli, vt, n, m, true, s)?,
        };
        let sign = shift_by(dag, tli, Isd::Srl, shifted, width as u64 - 1);
        dag.node1(Isd::Add, vt, &[shifted, sign])
    } else {
        let plan = unsigned_magic(d, width)?;
        let x = if plan.pre > 0 { shift_by(dag, tli, Isd::Srl, n, plan.pre as u64) } else { n };
        if plan.add {
            let hi = mul_high(dag, tli, vt, x, plan.magic, false, 0)?;
            let diff = dag.node1(Isd::Sub, vt, &[n, hi]);
            let half = shift_by(dag, tli, Isd::Srl, diff, 1);
            let sum = dag.node1(Isd::Add, vt, &[half, hi]);
            if plan.post > 0 { shift_by(dag, tli, Isd::Srl, sum, plan.post as u64) } else { sum }
        } else {
            mul_high(dag, tli, vt, x, plan.magic, false, plan.post)?
        }
    };
    Some(if rem {
        let dc = dag.constant(d, vt);
        let product = dag.node1(Isd::Mul, vt, &[q, dc]);
        dag.node1(Isd::Sub, vt, &[n, product])
    } else {
        q
    })
}

/// `n + (2^k - 1 if n < 0)`: the dividend rounded so an arithmetic shift truncates toward 0.
fn signed_pow2_bias(dag: &mut SelectionDAG, tli: &dyn TargetLowering, n: SDValue, k: u32, width: u32) -> SDValue {
    let vt = dag.value_type(n);
    let sign = if k > 1 { shift_by(dag, tli, Isd::Sra, n, k as u64 - 1) } else { n };
    let bias = shift_by(dag, tli, Isd::Srl, sign, (width - k) as u64);
    dag.node1(Isd::Add, vt, &[n, bias])
}

/// The high `W` bits of the `2W`-bit product of `x` and the constant `m`, shifted right by
/// `shift` (arithmetically when `signed`): through a multiply in the doubled type for types up
/// to 32 bits when it is legal (one shift by `W + shift`), else `MULHS`/`MULHU`, else the high
/// result of `SMUL_LOHI`/`UMUL_LOHI`.
fn mul_high(dag: &mut SelectionDAG, tli: &dyn TargetLowering, vt: Evt, x: SDValue, m: u128, signed: bool, shift: u32) -> Option<SDValue> {
    let width = vt.size_bits() as u32;
    let wide = Evt::int((2 * width).max(32));
    let shift_op = if signed { Isd::Sra } else { Isd::Srl };
    if width <= 32 && legal_or_custom(tli, Isd::Mul, wide) {
        let ext = if signed { Isd::SignExtend } else { Isd::ZeroExtend };
        let xw = dag.node1(ext, wide, &[x]);
        let mw = if signed { dag.constant_signed(sext(m, width), wide) } else { dag.constant(m, wide) };
        let product = dag.node1(Isd::Mul, wide, &[xw, mw]);
        let high = shift_by(dag, tli, shift_op, product, (width + shift) as u64);
        return Some(dag.node1(Isd::Truncate, vt, &[high]));
    }
    let (mulh, lohi) = if signed { (Isd::MulHs, Isd::SMulLoHi) } else { (Isd::MulHu, Isd::UMulLoHi) };
    let mc = dag.constant(m, vt);
    let high = if legal_or_custom(tli, mulh, vt) {
        dag.node1(mulh, vt, &[x, mc])
    } else if legal_or_custom(tli, lohi, vt) {
        let list = dag.vt_list(&[vt, vt]);
        SDValue::new(dag.get_node(lohi.into(), list, &[x, mc], NodeData::None), 1)
    } else {
        return None;
    };
    Some(if shift > 0 { shift_by(dag, tli, shift_op, high, shift as u64) } else { high })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn udiv_by_plan(n: u128, d: u128, width: u32) -> u128 {
        udiv_with(n, unsigned_magic(d, width).unwrap(), width)
    }

    fn udiv_with(n: u128, p: UnsignedMagic, width: u32) -> u128 {
        let x = n >> p.pre;
        let hi = (x * p.magic) >> width;
        let hi = if p.add { ((n - hi) >> 1) + hi } else { hi };
        hi >> p.post
    }

    fn sdiv_by_magic(n: i128, d: i128, width: u32) -> i128 {
        sdiv_with(n, d, signed_magic(d, width), width)
    }

    fn sdiv_with(n: i128, d: i128, (m, s): (u128, u32), width: u32) -> i128 {
        let ms = sext(m, width);
        let hi = (n * ms) >> width;
        let hi = if d > 0 && ms < 0 { hi + n } else if d < 0 && ms > 0 { hi - n } else { hi };
        let hi = sext(hi as u128 & low_mask(width as u64), width);
        let q = hi >> s;
        q + i128::from(q < 0)
    }

    #[test]
    fn every_8_and_16_bit_division_is_exact() {
        for width in [8u32, 16] {
            let top = 1u128 << width;
            let divisors: Vec<u128> = (2..top).filter(|d| !d.is_power_of_two() && (width == 8 || d % 97 == 3 || *d < 300)).collect();
            for &d in &divisors {
                let plan = unsigned_magic(d, width).unwrap();
                let sd = sext(d, width);
                let smagic = (sd.unsigned_abs() >= 2 && sd.unsigned_abs() < top / 2).then(|| signed_magic(sd, width));
                for n in (0..top).step_by(if width == 8 { 1 } else { 7 }).chain([top - 1]) {
                    assert_eq!(udiv_with(n, plan, width), n / d, "u{width} {n}/{d}");
                    let sn = sext(n, width);
                    if let Some(m) = smagic {
                        assert_eq!(sdiv_with(sn, sd, m, width), sn / sd, "s{width} {sn}/{sd}");
                    }
                }
            }
        }
    }

    #[test]
    fn the_textbook_magics() {
        assert_eq!(signed_magic(7, 32), (0x9249_2493, 2));
        assert_eq!(signed_magic(-5, 32), (0x9999_9999, 1));
        assert_eq!(signed_magic(10, 64), (0x6666_6666_6666_6667, 2));
        assert_eq!(unsigned_magic(7, 32), Some(UnsignedMagic { pre: 0, magic: 0x2492_4925, post: 2, add: true }));
        assert_eq!(unsigned_magic(10, 32), Some(UnsignedMagic { pre: 0, magic: 0xCCCC_CCCD, post: 3, add: false }));
    }

    #[test]
    fn wide_divisions_agree_on_edge_dividends() {
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for width in [32u32, 64] {
            let mask = low_mask(width as u64);
            for _ in 0..400 {
                let d = (next() as u128 & mask) >> (next() % width as u64);
                if d < 2 || d.is_power_of_two() {
                    continue;
                }
                for n in [mask, mask - 1, d - 1, d, d * 2 - 1, next() as u128 & mask, (mask / d) * d - 1].map(|n| n & mask) {
                    if unsigned_magic(d, width).is_some() {
                        assert_eq!(udiv_by_plan(n, d, width), n / d, "u{width} {n}/{d}");
                    }
                    let (sn, sd) = (sext(n, width), sext(d, width));
                    if sd.unsigned_abs() >= 2 && sd.unsigned_abs() < 1u128 << (width - 1) {
                        assert_eq!(sdiv_by_magic(sn, sd, width), sn / sd, "s{width} {sn}/{sd}");
                    }
                }
            }
        }
    }

    #[test]
    fn odd_inverses_invert() {
        for d in [3u128, 5, 7, 12345, 0xFFFF_FFFF_FFFF_FFFF] {
            for width in [8u32, 32, 64] {
                let d = d & low_mask(width as u64);
                assert_eq!(d.wrapping_mul(odd_inverse(d, width)) & low_mask(width as u64), 1);
            }
        }
    }
}
