//! Exact conversions between IEEE formats, for floating-point literals.
//!
//! LLVM writes `float`/`half` constants as the hex of the equal `double`, and reads decimal
//! or hex doubles into any format only when the value is exactly representable. These
//! helpers do that on raw bits (NaN payloads kept), so no host floating point is involved.

/// `double` bits to an IEEE format with `e` exponent and `m` mantissa bits, if exact.
pub fn narrow(d: u64, e: u32, m: u32) -> Option<u64> {
    let sign = d >> 63;
    let exp = (d >> 52) & 0x7ff;
    let mant = d & ((1 << 52) - 1);
    let top = sign << (e + m);
    let exp_all = (1u64 << e) - 1;
    if exp == 0x7ff {
        if mant == 0 {
            return Some(top | exp_all << m);
        }
        let mut payload = mant >> (52 - m);
        if payload == 0 {
            payload = 1 << (m - 1);
        }
        return Some(top | exp_all << m | payload);
    }
    if exp == 0 && mant == 0 {
        return Some(top);
    }
    let bias = (1i64 << (e - 1)) - 1;
    let (mut e_unb, mut sig) = if exp == 0 { (-1022i64, mant) } else { (exp as i64 - 1023, mant | 1 << 52) };
    while sig < 1 << 52 {
        sig <<= 1;
        e_unb -= 1;
    }
    if e_unb > bias {
        return None;
    }
    if e_unb >= 1 - bias {
        let drop = 52 - m;
        if sig & ((1 << drop) - 1) != 0 {
            return None;
        }
        return Some(top | ((e_unb + bias) as u64) << m | (sig >> drop) & ((1 << m) - 1));
    }
    let shift = (52 - m) as i64 + (1 - bias - e_unb);
    if shift > 63 || sig & ((1u64 << shift) - 1) != 0 {
        return None;
    }
    Some(top | sig >> shift)
}

/// An IEEE value with `e` exponent and `m` mantissa bits to `double` bits (always exact).
pub fn widen(bits: u64, e: u32, m: u32) -> u64 {
    let sign = (bits >> (e + m)) & 1;
    let exp = (bits >> m) & ((1 << e) - 1);
    let mut mant = bits & ((1 << m) - 1);
    let bias = (1i64 << (e - 1)) - 1;
    let top = sign << 63;
    if exp == (1 << e) - 1 {
        return top | 0x7ff << 52 | mant << (52 - m);
    }
    if exp == 0 {
        if mant == 0 {
            return top;
        }
        let mut e_unb = 1 - bias;
        while mant < 1 << m {
            mant <<= 1;
            e_unb -= 1;
        }
        mant &= (1 << m) - 1;
        return top | ((e_unb + 1023) as u64) << 52 | mant << (52 - m);
    }
    top | ((exp as i64 - bias + 1023) as u64) << 52 | mant << (52 - m)
}

/// Sign, unbiased exponent and 53-bit significand (top bit 52) of a finite non-zero double.
fn decompose(d: u64) -> (u128, i64, u64) {
    let sign = (d >> 63) as u128;
    let exp = (d >> 52) & 0x7ff;
    let mant = d & ((1 << 52) - 1);
    let (mut e_unb, mut sig) = if exp == 0 { (-1022i64, mant) } else { (exp as i64 - 1023, mant | 1 << 52) };
    while sig < 1 << 52 {
        sig <<= 1;
        e_unb -= 1;
    }
    (sign, e_unb, sig)
}

/// `double` bits to x86 80-bit extended bits (exact).
pub fn double_to_fp80(d: u64) -> u128 {
    let sign = (d >> 63) as u128;
    let exp = (d >> 52) & 0x7ff;
    let mant = d & ((1 << 52) - 1);
    if exp == 0x7ff {
        return sign << 79 | 0x7fff << 64 | 1 << 63 | (mant as u128) << 11;
    }
    if exp == 0 && mant == 0 {
        return sign << 79;
    }
    let (sign, e_unb, sig) = decompose(d);
    sign << 79 | ((e_unb + 16383) as u128) << 64 | (sig as u128) << 11
}

/// `double` bits to IEEE quad bits (exact).
pub fn double_to_fp128(d: u64) -> u128 {
    let sign = (d >> 63) as u128;
    let exp = (d >> 52) & 0x7ff;
    let mant = d & ((1 << 52) - 1);
    if exp == 0x7ff {
        return sign << 127 | 0x7fff << 112 | (mant as u128) << 60;
    }
    if exp == 0 && mant == 0 {
        return sign << 127;
    }
    let (sign, e_unb, sig) = decompose(d);
    sign << 127 | ((e_unb + 16383) as u128) << 112 | ((sig & ((1 << 52) - 1)) as u128) << 60
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn float_round_trips_through_double() {
        for f in [1.5f32, -0.0, f32::MIN_POSITIVE, 1e-45, f32::MAX, f32::INFINITY] {
            let d = widen(f.to_bits() as u64, 8, 23);
            assert_eq!(d, (f as f64).to_bits());
            assert_eq!(narrow(d, 8, 23), Some(f.to_bits() as u64));
        }
        assert_eq!(narrow(0.1f64.to_bits(), 8, 23), None);
        assert_eq!(narrow(1.0f64.to_bits(), 5, 10), Some(0x3c00));
        assert_eq!(widen(0x0001, 5, 10), (2f64.powi(-24)).to_bits());
    }

    #[test]
    fn extended_formats() {
        assert_eq!(double_to_fp80(1.0f64.to_bits()), 0x3fff_8000_0000_0000_0000);
        assert_eq!(double_to_fp128(1.0f64.to_bits()), 0x3fff_0000_0000_0000_0000_0000_0000_0000);
        assert_eq!(double_to_fp80((-2.0f64).to_bits()), 0xc000_8000_0000_0000_0000);
    }
}
