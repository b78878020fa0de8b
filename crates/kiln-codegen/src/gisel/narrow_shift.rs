//! Narrowing a shift of a wide scalar into word-sized pieces in one step, never by halves
//! narrowed again (whose selects and shifts of halves multiplied at each level until the
//! legalizer's step budget stopped them). The amount splits into whole words and the bits
//! within a word: by a constant the result's words are read straight from the source's
//! words; by a variable amount each result word is chosen among the source's words by a
//! chain of selects on the word count, then the neighbouring words are shifted by the bits
//! and or-ed together (the carried-in word shifted in two steps, so a bit count of zero shifts
//! it out whole instead of by the word width, which would be undefined). Either way the
//! sequence has a length fixed by the number of words.

use super::legalizer_helper::LegalizerHelper;
use super::llt::Llt;
use crate::mir::{InsertPoint, InstId, MachineOperand, Reg};
use crate::target::target_opcode as op;

/// How far back from a shift its constant amount is looked for.
const CONSTANT_SEARCH: usize = 32;

impl LegalizerHelper<'_> {
    /// The value of `reg` when it is a `G_CONSTANT` (through extensions, truncations and
    /// copies) defined shortly before `near` in its block.
    fn nearby_constant(&self, reg: Reg, near: InstId) -> Option<i64> {
        let mut wanted = reg;
        let mut at = near;
        for _ in 0..CONSTANT_SEARCH {
            at = self.mf.prev_inst(at)?;
            let m = self.mf.inst(at);
            if m.operands.first().and_then(MachineOperand::get_reg) != Some(wanted) || !m.operands[0].is_def() {
                continue;
            }
            match m.opcode {
                op::G_CONSTANT => return m.operands.get(1).and_then(|o| if let MachineOperand::CImm { value, .. } = *o { Some(value) } else { None }),
                op::G_TRUNC | op::G_ZEXT | op::G_ANYEXT | op::COPY => wanted = m.operands.get(1)?.get_reg()?,
                _ => return None,
            }
        }
        None
    }

    /// Splits the shift `i` of `count` pieces of `piece` into shifts of the pieces.
    pub(super) fn narrow_shift(&mut self, i: InstId, piece: Llt, count: u32) -> Result<(), String> {
        use op::*;
        let opcode = self.mf.inst(i).opcode;
        let (dst, src, amount) = (self.reg(i, 0)?, self.reg(i, 1)?, self.reg(i, 2)?);
        let at = InsertPoint::Before(i);
        let word_bits = piece.scalar_bits();
        if !word_bits.is_power_of_two() {
            return Err(format!("narrowing a shift into pieces of {piece}, not a power of two, is not implemented"));
        }
        let words = self.unmerge(at, src, piece, count);
        // What is shifted in past either end: zeros, or the sign for an arithmetic right shift.
        let fill = if opcode == G_ASHR {
            let top = self.constant(at, piece, i64::from(word_bits - 1));
            self.emit_value(at, G_ASHR, piece, &[words[count as usize - 1], top])
        } else {
            self.constant(at, piece, 0)
        };
        // Source word `k` (the fill outside them).
        let word = |k: i64| -> Reg { usize::try_from(k).ok().and_then(|k| words.get(k)).copied().unwrap_or(fill) };
        // The source word that ends up `step` words further on: lower ones for a left shift.
        let left = opcode == G_SHL;
        let from = |j: i64, moved: i64| if left { j - moved } else { j + moved };
        let mut result = Vec::with_capacity(count as usize);
        if let Some(total) = self.nearby_constant(amount, i) {
            let total = total as u64;
            let (moved, bits) = ((total / u64::from(word_bits)) as i64, (total % u64::from(word_bits)) as i64);
            for j in 0..i64::from(count) {
                let main = word(from(j, moved));
                if bits == 0 {
                    result.push(main);
                    continue;
                }
                // The word whose bits come in: the next lower one for a left shift.
                let next = word(from(j, moved) + if left { -1 } else { 1 });
                let (main_shift, next_shift) = if left { (G_SHL, G_LSHR) } else { (G_LSHR, G_SHL) };
                let by = self.constant(at, piece, bits);
                let rest = self.constant(at, piece, i64::from(word_bits) - bits);
                let shifted = self.emit_value(at, main_shift, piece, &[main, by]);
                let carried = self.emit_value(at, next_shift, piece, &[next, rest]);
                result.push(self.emit_value(at, G_OR, piece, &[shifted, carried]));
            }
        } else {
            let mut amount_ty = self.ty(amount)?;
            let mut amount = amount;
            // An amount that does not fit in 32 bits is past the width anyway (poison).
            if amount_ty.scalar_bits() > 32 {
                amount_ty = Llt::scalar(32);
                amount = self.emit_value(at, G_TRUNC, amount_ty, &[amount]);
            }
            let log2 = self.constant(at, amount_ty, i64::from(word_bits.trailing_zeros()));
            let moved = self.emit_value(at, G_LSHR, amount_ty, &[amount, log2]);
            let low_mask = self.constant(at, amount_ty, i64::from(word_bits - 1));
            let bits = self.emit_value(at, G_AND, amount_ty, &[amount, low_mask]);
            let rest = self.emit_value(at, G_XOR, amount_ty, &[bits, low_mask]);
            let one = self.constant(at, amount_ty, 1);
            let mut is_moved_by = Vec::with_capacity(count as usize);
            for m in 0..count - 1 {
                let m = self.constant(at, amount_ty, i64::from(m));
                is_moved_by.push(self.icmp(at, "eq", moved, m));
            }
            // The source word that lands on word `j` after moving by whole words.
            let landed = |helper: &mut Self, j: i64| -> Reg {
                let mut value = word(from(j, i64::from(count) - 1));
                for m in (0..count as usize - 1).rev() {
                    let candidate = word(from(j, m as i64));
                    if candidate != value {
                        value = helper.select(at, piece, is_moved_by[m], candidate, value);
                    }
                }
                value
            };
            // Words -1..count-1 for a left shift (each also carries into the one above), 0..count
            // for a right one (each also carries into the one below).
            let first = if left { -1 } else { 0 };
            let landed: Vec<Reg> = (first..first + i64::from(count) + 1).map(|j| landed(self, j)).collect();
            let (main_shift, next_shift) = if left { (G_SHL, G_LSHR) } else { (G_LSHR, G_SHL) };
            for j in 0..count as usize {
                let (main, next) = if left { (landed[j + 1], landed[j]) } else { (landed[j], landed[j + 1]) };
                let shifted = self.emit_value(at, main_shift, piece, &[main, bits]);
                let half = self.emit_value(at, next_shift, piece, &[next, one]);
                let carried = self.emit_value(at, next_shift, piece, &[half, rest]);
                result.push(self.emit_value(at, G_OR, piece, &[shifted, carried]));
            }
        }
        self.merge_into(at, dst, &result)?;
        Ok(())
    }
}
