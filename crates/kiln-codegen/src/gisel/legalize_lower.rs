//! Lowerings of the lower action that build integer code from scratch: the population count
//! as the bit-parallel sum (pairs, nibbles, bytes, then a multiply that adds the bytes), the
//! bit reversal by a byte swap and masks, leading and trailing zero counts of other widths
//! than the target's in a wider power of two or in s64 halves (byte swaps and reversals of other widths in a wider
//! power of two, shifted down), funnel shifts by two shifts and an or, the
//! sign copy of floating point with masks (through memory for x87's s80, whose integer view
//! no operation takes apart), overflow-reporting arithmetic of any width computed in whole
//! words wide enough never to overflow and checked against the extension of its low bits,
//! saturating arithmetic as that overflow-reporting operation and a select of the bound,
//! high-half multiplies and carry-in additions of other widths in a wider type,
//! and `G_SHUFFLE_VECTOR` as element moves (the sources taken apart, the picked elements
//! built into the result). Each is a fixed sequence whose length depends on the widths only.

use super::legalizer_helper::{opcode_name, LegalizerHelper};
use super::llt::Llt;
use crate::mir::{InsertPoint, InstId, MachineOperand, Reg};
use crate::target::target_opcode as op;

/// `value`'s low `bits` as a `G_CONSTANT` immediate (sign-extended from `bits`, the form the
/// other constants of that width have).
fn immediate(value: u64, bits: u32) -> i64 {
    let shift = 64 - bits.min(64);
    ((value << shift) as i64) >> shift
}

/// `pattern` (a byte) repeated over `bits`.
fn repeated_byte(pattern: u8, bits: u32) -> i64 {
    immediate(u64::from(pattern) * 0x0101_0101_0101_0101, bits)
}

impl LegalizerHelper<'_> {
    /// `dst` = `value` zero-extended, truncated or copied to `dst`'s type.
    pub(super) fn resize_into(&mut self, at: InsertPoint, dst: Reg, value: Reg) -> Result<(), String> {
        let (to, from) = (self.ty(dst)?.scalar_bits(), self.ty(value)?.scalar_bits());
        let opcode = match to.cmp(&from) {
            std::cmp::Ordering::Greater => op::G_ZEXT,
            std::cmp::Ordering::Less => op::G_TRUNC,
            std::cmp::Ordering::Equal => op::COPY,
        };
        self.emit(at, opcode, &[dst], &[MachineOperand::reg_use(value)]);
        Ok(())
    }

    /// `G_CTPOP` of an s8..s64 source: v - ((v >> 1) & 0x55..), then the pairs added into
    /// nibbles (& 0x33..), the nibbles into bytes (& 0x0f..), and the bytes summed into the top
    /// byte by a multiply by 0x01..01, shifted down.
    pub(super) fn lower_ctpop(&mut self, i: InstId) -> Result<(), String> {
        use op::*;
        let (dst, src) = (self.reg(i, 0)?, self.reg(i, 1)?);
        let ty = self.ty(src)?;
        let bits = ty.scalar_bits();
        if !ty.is_scalar() || !bits.is_power_of_two() || !(8..=64).contains(&bits) {
            return Err(format!("lowering G_CTPOP of {ty} is not implemented (s8..s64)"));
        }
        let at = InsertPoint::Before(i);
        let one = self.constant(at, ty, 1);
        let halves = self.emit_value(at, G_LSHR, ty, &[src, one]);
        let m1 = self.constant(at, ty, repeated_byte(0x55, bits));
        let odd = self.emit_value(at, G_AND, ty, &[halves, m1]);
        let pairs = self.emit_value(at, G_SUB, ty, &[src, odd]);
        let m2 = self.constant(at, ty, repeated_byte(0x33, bits));
        let two = self.constant(at, ty, 2);
        let low_pairs = self.emit_value(at, G_AND, ty, &[pairs, m2]);
        let shifted_pairs = self.emit_value(at, G_LSHR, ty, &[pairs, two]);
        let high_pairs = self.emit_value(at, G_AND, ty, &[shifted_pairs, m2]);
        let nibbles = self.emit_value(at, G_ADD, ty, &[low_pairs, high_pairs]);
        let four = self.constant(at, ty, 4);
        let shifted_nibbles = self.emit_value(at, G_LSHR, ty, &[nibbles, four]);
        let summed = self.emit_value(at, G_ADD, ty, &[nibbles, shifted_nibbles]);
        let m4 = self.constant(at, ty, repeated_byte(0x0f, bits));
        let bytes = self.emit_value(at, G_AND, ty, &[summed, m4]);
        let count = if bits == 8 {
            bytes
        } else {
            let ones = self.constant(at, ty, repeated_byte(0x01, bits));
            let total = self.emit_value(at, G_MUL, ty, &[bytes, ones]);
            let top = self.constant(at, ty, i64::from(bits - 8));
            self.emit_value(at, G_LSHR, ty, &[total, top])
        };
        self.resize_into(at, dst, count)
    }

    /// `G_CTPOP` of a source of `count` pieces of `narrow`: the pieces' counts added.
    pub(super) fn narrow_ctpop(&mut self, i: InstId, narrow: Llt, count: u32) -> Result<(), String> {
        let (dst, src) = (self.reg(i, 0)?, self.reg(i, 1)?);
        let at = InsertPoint::Before(i);
        let pieces = self.unmerge(at, src, narrow, count);
        let mut total: Option<Reg> = None;
        for piece in pieces {
            let n = self.emit_value(at, op::G_CTPOP, narrow, &[piece]);
            total = Some(match total {
                Some(t) => self.emit_value(at, op::G_ADD, narrow, &[t, n]),
                None => n,
            });
        }
        self.resize_into(at, dst, total.ok_or("G_CTPOP of no pieces")?)
    }

    /// `G_FCOPYSIGN a, b`: `(a & magnitude) | (b & sign)` on the bits of s32 and s64; an s80's
    /// sign is in its top 16 bits, which are taken apart and put together through memory.
    pub(super) fn lower_fcopysign(&mut self, i: InstId) -> Result<(), String> {
        use op::*;
        let (dst, a, b) = (self.reg(i, 0)?, self.reg(i, 1)?, self.reg(i, 2)?);
        let ty = self.ty(dst)?;
        if self.ty(b)? != ty || !ty.is_scalar() {
            return Err(format!("lowering G_FCOPYSIGN of {ty} from {} is not implemented", self.ty(b)?));
        }
        let bits = ty.scalar_bits();
        let at = InsertPoint::Before(i);
        let (a, b, ty, top) = match bits {
            32 | 64 => (a, b, ty, None),
            80 => {
                let (low, top) = (Llt::scalar(64), Llt::scalar(16));
                let a_parts = self.repack_through_stack(at, &[a], &[low, top])?;
                let b_parts = self.repack_through_stack(at, &[b], &[low, top])?;
                (a_parts[1], b_parts[1], top, Some(a_parts[0]))
            }
            _ => return Err(format!("lowering G_FCOPYSIGN of {ty} is not implemented")),
        };
        let sign_bit = 1u64 << (ty.scalar_bits() - 1);
        let magnitude = self.constant(at, ty, immediate(sign_bit - 1, ty.scalar_bits()));
        let sign = self.constant(at, ty, immediate(sign_bit, ty.scalar_bits()));
        let kept = self.emit_value(at, G_AND, ty, &[a, magnitude]);
        let taken = self.emit_value(at, G_AND, ty, &[b, sign]);
        match top {
            None => {
                self.emit(at, G_OR, &[dst], &[MachineOperand::reg_use(kept), MachineOperand::reg_use(taken)]);
            }
            Some(low) => {
                let new_top = self.emit_value(at, G_OR, ty, &[kept, taken]);
                let whole = self.repack_through_stack(at, &[low, new_top], &[Llt::scalar(bits)])?;
                self.emit(at, COPY, &[dst], &[MachineOperand::reg_use(whole[0])]);
            }
        }
        Ok(())
    }

    /// `G_CTLZ`/`G_CTTZ` and their zero-undefined forms of an sN source that is not s16, s32
    /// or s64 (up to s128). Under 64 bits: in the next power of two of at least 16 bits, a
    /// leading count of the zero-extended value less the added bits, a trailing count of the
    /// value with bit N set (so a zero source counts N). Above: the s64 halves of the value
    /// in s128, the count of the half nearer the counted end, or 64 plus the other half's
    /// count when that half is zero.
    pub(super) fn lower_count_zeros_resized(&mut self, i: InstId) -> Result<(), String> {
        use op::*;
        let opcode = self.mf.inst(i).opcode;
        let (dst, src) = (self.reg(i, 0)?, self.reg(i, 1)?);
        let src_ty = self.ty(src)?;
        let n = src_ty.scalar_bits();
        if !src_ty.is_scalar() || n > 128 {
            return Err(format!("lowering {} of {src_ty} is not implemented (s1..s128)", opcode_name(opcode)));
        }
        let leading = matches!(opcode, G_CTLZ | G_CTLZ_ZERO_UNDEF);
        let zero_undef = matches!(opcode, G_CTLZ_ZERO_UNDEF | G_CTTZ_ZERO_UNDEF);
        let at = InsertPoint::Before(i);
        let wide = Llt::scalar(if n < 64 { n.next_power_of_two().max(16) } else { 128 });
        let word = Llt::scalar(64);
        let mut value = if wide == src_ty { src } else { self.emit_value(at, if leading { G_ZEXT } else { G_ANYEXT }, wide, &[src]) };
        if n < 64 {
            if !leading && !zero_undef {
                let bit = self.constant(at, wide, immediate(1 << n, wide.scalar_bits()));
                value = self.emit_value(at, G_OR, wide, &[value, bit]);
            }
            let count_opcode = if leading { opcode } else { G_CTTZ_ZERO_UNDEF };
            let mut count = self.emit_value(at, count_opcode, wide, &[value]);
            if leading {
                let extra = self.constant(at, wide, i64::from(wide.scalar_bits() - n));
                count = self.emit_value(at, G_SUB, wide, &[count, extra]);
            }
            return self.resize_into(at, dst, count);
        }
        let halves = self.unmerge(at, value, word, 2);
        let (mut near, far) = if leading { (halves[1], halves[0]) } else { (halves[0], halves[1]) };
        let far = if !leading && !zero_undef && n < 128 {
            let bit = self.constant(at, word, immediate(1 << (n - 64), 64));
            self.emit_value(at, G_OR, word, &[far, bit])
        } else {
            far
        };
        let (undef_count, count) = if leading { (G_CTLZ_ZERO_UNDEF, G_CTLZ) } else { (G_CTTZ_ZERO_UNDEF, G_CTTZ) };
        let near_count = self.emit_value(at, undef_count, word, &[near]);
        let far_count = self.emit_value(at, if zero_undef { undef_count } else { count }, word, &[far]);
        let sixty_four = self.constant(at, word, 64);
        let beyond = self.emit_value(at, G_ADD, word, &[far_count, sixty_four]);
        let zero = self.constant(at, word, 0);
        let near_zero = self.icmp(at, "eq", near, zero);
        near = self.select(at, word, near_zero, beyond, near_count);
        if leading && n < 128 {
            let extra = self.constant(at, word, i64::from(128 - n));
            near = self.emit_value(at, G_SUB, word, &[near, extra]);
        }
        self.resize_into(at, dst, near)
    }

    /// `G_BSWAP` or `G_BITREVERSE` of an sN the target has no instruction for and no
    /// narrowing into whole pieces (an s48, an s80, an s72 reversal): in the next power of two
    /// of at least 16 bits, the result shifted down into the low N bits.
    pub(super) fn lower_reversal_widened(&mut self, i: InstId) -> Result<(), String> {
        use op::*;
        let opcode = self.mf.inst(i).opcode;
        let (dst, src) = (self.reg(i, 0)?, self.reg(i, 1)?);
        let ty = self.ty(dst)?;
        let n = ty.scalar_bits();
        let wide = Llt::scalar(n.next_power_of_two().max(16));
        if !ty.is_scalar() || wide == ty {
            return Err(format!("lowering {} of {ty} by widening makes no progress", opcode_name(opcode)));
        }
        let at = InsertPoint::Before(i);
        let wide_src = self.emit_value(at, G_ANYEXT, wide, &[src]);
        let reversed = self.emit_value(at, opcode, wide, &[wide_src]);
        self.truncate_shifted(at, dst, reversed, G_LSHR, wide.scalar_bits() - n)
    }

    /// `G_BITREVERSE` of an sN (N up to 64): in the next power of two of at least 8 bits, the
    /// bytes swapped (`G_BSWAP`) and then the nibbles, bit pairs and bits within each byte by
    /// masks and shifts, the result shifted down when N is narrower.
    pub(super) fn lower_bitreverse(&mut self, i: InstId) -> Result<(), String> {
        use op::*;
        let (dst, src) = (self.reg(i, 0)?, self.reg(i, 1)?);
        let ty = self.ty(dst)?;
        let n = ty.scalar_bits();
        if !ty.is_scalar() || n > 64 {
            return Err(format!("lowering G_BITREVERSE of {ty} is not implemented (s1..s64)"));
        }
        let bits = n.next_power_of_two().max(8);
        let wide = Llt::scalar(bits);
        let at = InsertPoint::Before(i);
        let mut value = if bits == n { src } else { self.emit_value(at, G_ANYEXT, wide, &[src]) };
        if bits > 8 {
            value = self.emit_value(at, G_BSWAP, wide, &[value]);
        }
        for (shift, pattern) in [(4, 0x0fu8), (2, 0x33), (1, 0x55)] {
            // ((v >> s) & m) | ((v & m) << s)
            let amount = self.constant(at, wide, shift);
            let mask = self.constant(at, wide, repeated_byte(pattern, bits));
            let down = self.emit_value(at, G_LSHR, wide, &[value, amount]);
            let low = self.emit_value(at, G_AND, wide, &[down, mask]);
            let kept = self.emit_value(at, G_AND, wide, &[value, mask]);
            let high = self.emit_value(at, G_SHL, wide, &[kept, amount]);
            value = self.emit_value(at, G_OR, wide, &[low, high]);
        }
        if bits > n {
            let amount = self.constant(at, wide, i64::from(bits - n));
            value = self.emit_value(at, G_LSHR, wide, &[value, amount]);
        }
        self.resize_into(at, dst, value)
    }

    /// `G_FSHL a, b, c`: `(a << s) | (b >> (N - s))`, `G_FSHR`: `(a << (N - s)) | (b >> s)`,
    /// with `s = c mod N`; the shift by N - s is done as a shift by 1 and by N - 1 - s, so
    /// that s = 0 shifts the other operand out whole.
    pub(super) fn lower_funnel_shift(&mut self, i: InstId) -> Result<(), String> {
        use op::*;
        let opcode = self.mf.inst(i).opcode;
        let (dst, a, b, c) = (self.reg(i, 0)?, self.reg(i, 1)?, self.reg(i, 2)?, self.reg(i, 3)?);
        let (ty, amount_ty) = (self.ty(dst)?, self.ty(c)?);
        let n = ty.scalar_bits();
        if !ty.is_scalar() || !amount_ty.is_scalar() {
            return Err(format!("lowering {} of {ty} is not implemented", opcode_name(opcode)));
        }
        let at = InsertPoint::Before(i);
        let width_less_one = self.constant(at, amount_ty, i64::from(n) - 1);
        let (s, inverse) = if n.is_power_of_two() {
            let s = self.emit_value(at, G_AND, amount_ty, &[c, width_less_one]);
            (s, self.emit_value(at, G_XOR, amount_ty, &[s, width_less_one]))
        } else {
            let width = self.constant(at, amount_ty, i64::from(n));
            let s = self.emit_value(at, G_UREM, amount_ty, &[c, width]);
            (s, self.emit_value(at, G_SUB, amount_ty, &[width_less_one, s]))
        };
        let one = self.constant(at, amount_ty, 1);
        let (high, low) = if opcode == G_FSHL {
            let high = self.emit_value(at, G_SHL, ty, &[a, s]);
            let half = self.emit_value(at, G_LSHR, ty, &[b, one]);
            (high, self.emit_value(at, G_LSHR, ty, &[half, inverse]))
        } else {
            let half = self.emit_value(at, G_SHL, ty, &[a, one]);
            let high = self.emit_value(at, G_SHL, ty, &[half, inverse]);
            (high, self.emit_value(at, G_LSHR, ty, &[b, s]))
        };
        self.emit(at, G_OR, &[dst], &[MachineOperand::reg_use(high), MachineOperand::reg_use(low)]);
        Ok(())
    }

    /// `reg`, an sN, extended (`signed` or not) to `words` words of the pointer width, as the
    /// words (low first): the words holding its N bits (through a G_ANYEXT to whole words and
    /// a G_UNMERGE_VALUES, the artifacts widening makes everywhere), the top one extended
    /// within itself, and words of its sign or zero above. No operation on the odd width itself.
    fn extend_to_words(&mut self, at: InsertPoint, reg: Reg, signed: bool, words: u32) -> Result<Vec<Reg>, String> {
        use op::*;
        let word_bits = self.info.pointer_bits;
        let word = Llt::scalar(word_bits);
        let n = self.ty(reg)?.scalar_bits();
        let used = n.div_ceil(word_bits);
        let whole = Llt::scalar(word_bits * used);
        let container = if self.ty(reg)? == whole { reg } else { self.emit_value(at, G_ANYEXT, whole, &[reg]) };
        let mut pieces = if used == 1 { vec![container] } else { self.unmerge(at, container, word, used) };
        self.extend_words_in_place(at, &mut pieces, n, signed, words);
        Ok(pieces)
    }

    /// `pieces`, the words (low first) holding an sN in their low N bits, made the words of
    /// its extension (`signed` or not) to `words` words: the word holding bit N - 1 extended
    /// within itself, and words of the sign or zero above it.
    pub(super) fn extend_words_in_place(&mut self, at: InsertPoint, pieces: &mut Vec<Reg>, n: u32, signed: bool, words: u32) {
        use op::*;
        let word_bits = self.info.pointer_bits;
        let word = Llt::scalar(word_bits);
        let used = n.div_ceil(word_bits) as usize;
        pieces.truncate(used);
        let within = n - word_bits * (used as u32 - 1);
        let top = pieces[used - 1];
        let top = if within == word_bits {
            top
        } else if signed {
            let amount = self.constant(at, word, i64::from(word_bits - within));
            let up = self.emit_value(at, G_SHL, word, &[top, amount]);
            self.emit_value(at, G_ASHR, word, &[up, amount])
        } else {
            let mask = self.constant(at, word, immediate((1u64 << within) - 1, word_bits));
            self.emit_value(at, G_AND, word, &[top, mask])
        };
        pieces[used - 1] = top;
        let fill = if signed {
            let amount = self.constant(at, word, i64::from(word_bits - 1));
            self.emit_value(at, G_ASHR, word, &[top, amount])
        } else {
            self.constant(at, word, 0)
        };
        pieces.resize(words as usize, fill);
    }

    /// `dst` = `value` shifted right by `amount` bits (`shift`: G_LSHR or G_ASHR), truncated.
    fn truncate_shifted(&mut self, at: InsertPoint, dst: Reg, value: Reg, shift: u32, amount: u32) -> Result<(), String> {
        let shifted = self.shift_by(at, shift, value, amount)?;
        self.emit(at, op::G_TRUNC, &[dst], &[MachineOperand::reg_use(shifted)]);
        Ok(())
    }

    /// The type of `r`, an operand of `i`, which these lowerings take only as a scalar.
    fn scalar_type(&self, i: InstId, r: Reg) -> Result<Llt, String> {
        let ty = self.ty(r)?;
        if !ty.is_scalar() {
            return Err(format!("lowering {} of {ty} is not implemented", opcode_name(self.mf.inst(i).opcode)));
        }
        Ok(ty)
    }

    /// `G_UMULH`/`G_SMULH` of an sN the target has no instruction for: the product of the
    /// sources extended (zero or sign) to a power of two of at least 2N bits, shifted down by N
    /// (logically or arithmetically) and truncated.
    pub(super) fn lower_multiply_high(&mut self, i: InstId) -> Result<(), String> {
        use op::*;
        let opcode = self.mf.inst(i).opcode;
        let (dst, a, b) = (self.reg(i, 0)?, self.reg(i, 1)?, self.reg(i, 2)?);
        let ty = self.scalar_type(i, dst)?;
        let n = ty.scalar_bits();
        let wide = Llt::scalar((2 * n).next_power_of_two().max(16));
        let (extend, shift) = if opcode == G_UMULH { (G_ZEXT, G_LSHR) } else { (G_SEXT, G_ASHR) };
        let at = InsertPoint::Before(i);
        let (wide_a, wide_b) = (self.emit_value(at, extend, wide, &[a]), self.emit_value(at, extend, wide, &[b]));
        let product = self.emit_value(at, G_MUL, wide, &[wide_a, wide_b]);
        self.truncate_shifted(at, dst, product, shift, n)
    }

    /// `G_UADDE`/`G_USUBE` of an sN the target has no instruction for: the sources and the
    /// carry zero-extended to a power of two of more than N bits, added (or subtracted) there,
    /// the low N bits the result and bit N the carry (or borrow: a negative difference sets
    /// every bit above N).
    pub(super) fn lower_carry_op(&mut self, i: InstId) -> Result<(), String> {
        use op::*;
        let opcode = self.mf.inst(i).opcode;
        let (dst, carry_out, a, b, carry_in) = (self.reg(i, 0)?, self.reg(i, 1)?, self.reg(i, 2)?, self.reg(i, 3)?, self.reg(i, 4)?);
        let ty = self.scalar_type(i, dst)?;
        let n = ty.scalar_bits();
        let wide = Llt::scalar((n + 1).next_power_of_two().max(8));
        let plain = if opcode == G_UADDE { G_ADD } else { G_SUB };
        let at = InsertPoint::Before(i);
        let [wide_a, wide_b, wide_c] = [a, b, carry_in].map(|r| self.emit_value(at, G_ZEXT, wide, &[r]));
        let partial = self.emit_value(at, plain, wide, &[wide_a, wide_b]);
        let total = self.emit_value(at, plain, wide, &[partial, wide_c]);
        self.emit(at, G_TRUNC, &[dst], &[MachineOperand::reg_use(total)]);
        self.truncate_shifted(at, carry_out, total, G_LSHR, n)
    }

    /// `G_UADDSAT`/`G_USUBSAT`/`G_SADDSAT`/`G_SSUBSAT`: the overflow-reporting operation
    /// and, on overflow, the bound: all ones or zero unsigned; signed, the wrapped result's
    /// sign shifted over every bit and flipped at the top (a negative wrapped sum overflowed
    /// upwards: the maximum; a positive one the minimum).
    pub(super) fn lower_saturating(&mut self, i: InstId) -> Result<(), String> {
        use op::*;
        let opcode = self.mf.inst(i).opcode;
        let (dst, a, b) = (self.reg(i, 0)?, self.reg(i, 1)?, self.reg(i, 2)?);
        let ty = self.scalar_type(i, dst)?;
        let at = InsertPoint::Before(i);
        let (wrapped, overflow) = (self.new_reg(ty), self.new_reg(Llt::scalar(1)));
        let checked = match opcode {
            G_UADDSAT => G_UADDO,
            G_USUBSAT => G_USUBO,
            G_SADDSAT => G_SADDO,
            G_SSUBSAT => G_SSUBO,
            _ => return Err(format!("{} is no saturating operation", opcode_name(opcode))),
        };
        self.emit(at, checked, &[wrapped, overflow], &[MachineOperand::reg_use(a), MachineOperand::reg_use(b)]);
        let bound = match opcode {
            G_UADDSAT => self.constant(at, ty, -1),
            G_USUBSAT => self.constant(at, ty, 0),
            _ => {
                let last = i64::from(ty.scalar_bits() - 1);
                let amount = self.constant(at, ty, last);
                let sign = self.emit_value(at, G_ASHR, ty, &[wrapped, amount]);
                let one = self.constant(at, ty, 1);
                let min = self.emit_value(at, G_SHL, ty, &[one, amount]);
                self.emit_value(at, G_XOR, ty, &[sign, min])
            }
        };
        self.emit(at, G_SELECT, &[dst], &[MachineOperand::reg_use(overflow), MachineOperand::reg_use(bound), MachineOperand::reg_use(wrapped)]);
        Ok(())
    }

    /// The overflow-reporting `G_[SU]ADDO`, `G_[SU]SUBO`, `G_[SU]MULO` of any scalar width N:
    /// the sources extended to a power of two of whole words wide enough to hold the exact
    /// result (N + 1 bits, or 2N for a product), the plain operation there, its low N bits
    /// the result, and overflow where the wide result differs from the extension of those N
    /// bits (the words above the one holding bit N - 1 compared with its sign or zero, and
    /// that word with itself extended from its own low bits).
    pub(super) fn lower_overflow_op(&mut self, i: InstId) -> Result<(), String> {
        use op::*;
        let opcode = self.mf.inst(i).opcode;
        let (result, flag, a, b) = (self.reg(i, 0)?, self.reg(i, 1)?, self.reg(i, 2)?, self.reg(i, 3)?);
        let ty = self.ty(result)?;
        if !ty.is_scalar() {
            return Err(format!("lowering {} of {ty} is not implemented", opcode_name(opcode)));
        }
        let (signed, plain) = match opcode {
            G_SADDO => (true, G_ADD),
            G_UADDO => (false, G_ADD),
            G_SSUBO => (true, G_SUB),
            G_USUBO => (false, G_SUB),
            G_SMULO => (true, G_MUL),
            G_UMULO => (false, G_MUL),
            _ => return Err(format!("{} is no overflow-reporting operation", opcode_name(opcode))),
        };
        let n = ty.scalar_bits();
        let word_bits = self.info.pointer_bits;
        let word = Llt::scalar(word_bits);
        let exact_bits = if plain == G_MUL { 2 * n } else { n + 1 };
        let words = exact_bits.div_ceil(word_bits).next_power_of_two();
        let at = InsertPoint::Before(i);
        let wide_ty = Llt::scalar(word_bits * words);
        let mut wide_sources = Vec::with_capacity(2);
        for source in [a, b] {
            let pieces = self.extend_to_words(at, source, signed, words)?;
            wide_sources.push(if words == 1 { pieces[0] } else { self.emit_value(at, G_MERGE_VALUES, wide_ty, &pieces) });
        }
        let (wide_a, wide_b) = (wide_sources[0], wide_sources[1]);
        let wide = self.emit_value(at, plain, wide_ty, &[wide_a, wide_b]);
        let pieces = if words == 1 { vec![wide] } else { self.unmerge(at, wide, word, words) };
        // The result: the words holding the low N bits, cut to N.
        let used = n.div_ceil(word_bits) as usize;
        let low = if used == 1 { pieces[0] } else { self.emit_value(at, G_MERGE_VALUES, Llt::scalar(word_bits * used as u32), &pieces[..used]) };
        self.resize_into(at, result, low)?;
        // The word holding bit N - 1, as extending the low N bits would make it.
        let top = used - 1;
        let within = n - word_bits * top as u32;
        let expected_top = if within == word_bits {
            pieces[top]
        } else if signed {
            let amount = self.constant(at, word, i64::from(word_bits - within));
            let up = self.emit_value(at, G_SHL, word, &[pieces[top], amount]);
            self.emit_value(at, G_ASHR, word, &[up, amount])
        } else {
            let mask = self.constant(at, word, immediate((1u64 << within) - 1, word_bits));
            self.emit_value(at, G_AND, word, &[pieces[top], mask])
        };
        let fill = if signed {
            let amount = self.constant(at, word, i64::from(word_bits - 1));
            self.emit_value(at, G_ASHR, word, &[expected_top, amount])
        } else {
            self.constant(at, word, 0)
        };
        let mut differences = Vec::new();
        if within != word_bits {
            differences.push(self.emit_value(at, G_XOR, word, &[pieces[top], expected_top]));
        }
        for &piece in &pieces[used..] {
            differences.push(self.emit_value(at, G_XOR, word, &[piece, fill]));
        }
        let any = differences.iter().copied().reduce(|x, y| self.emit_value(at, G_OR, word, &[x, y]));
        let any = match any {
            Some(any) => any,
            None => return Err(format!("{} of {ty} in {words} words has nothing to check", opcode_name(opcode))),
        };
        let zero = self.constant(at, word, 0);
        let ne = self.mf.intern("ne");
        let flag_ty = self.ty(flag)?;
        let overflow = if flag_ty == Llt::scalar(1) { flag } else { self.new_reg(Llt::scalar(1)) };
        self.emit(at, G_ICMP, &[overflow], &[MachineOperand::Predicate { float: false, name: ne }, MachineOperand::reg_use(any), MachineOperand::reg_use(zero)]);
        if overflow != flag {
            self.resize_into(at, flag, overflow)?;
        }
        Ok(())
    }

    /// `G_SHUFFLE_VECTOR v1, v2, mask`: both sources taken apart into elements and the result
    /// built from the ones the mask picks (an undefined element for an `undef` lane or one past
    /// both sources).
    pub(super) fn lower_shuffle_vector(&mut self, i: InstId) -> Result<(), String> {
        let (dst, v1, v2) = (self.reg(i, 0)?, self.reg(i, 1)?, self.reg(i, 2)?);
        let MachineOperand::ShuffleMask(k) = self.mf.inst(i).operands[3] else { return Err("G_SHUFFLE_VECTOR without its shufflemask".to_string()) };
        let mask = self.mf.shuffle_masks[k as usize].clone();
        let (ty, source_ty) = (self.ty(dst)?, self.ty(v1)?);
        let at = InsertPoint::Before(i);
        let mut elements = Vec::new();
        for v in [v1, v2] {
            if source_ty.is_vector() {
                elements.extend(self.unmerge(at, v, source_ty.element(), source_ty.lanes()));
            } else {
                elements.push(v);
            }
        }
        let mut undef: Option<Reg> = None;
        let mut picked = Vec::with_capacity(mask.len());
        for &lane in &mask {
            match usize::try_from(lane).ok().and_then(|l| elements.get(l)) {
                Some(&e) => picked.push(e),
                None => picked.push(*undef.get_or_insert_with(|| self.emit_value(at, op::G_IMPLICIT_DEF, ty.element(), &[]))),
            }
        }
        if ty.is_vector() && ty.lanes() as usize == picked.len() && picked.len() > 1 {
            self.merge_into(at, dst, &picked)?;
        } else if let [only] = picked.as_slice() {
            self.emit(at, op::COPY, &[dst], &[MachineOperand::reg_use(*only)]);
        } else {
            return Err(format!("G_SHUFFLE_VECTOR to {ty} with a mask of {} lanes", picked.len()));
        }
        Ok(())
    }
}
