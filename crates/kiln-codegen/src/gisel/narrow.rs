//! Narrowing a scalar type index into equal pieces (LegalizerHelper's narrow-scalar action):
//! the wide value is split with G_UNMERGE_VALUES (low piece first), each piece computed in the
//! narrow type (additions carried through G_UADDO/G_UADDE, multiplications column by column
//! with G_UMULH, loads and stores piece by piece at increasing offsets, byte swaps and bit
//! reversals piece by piece in the opposite order), and the result put
//! together with G_MERGE_VALUES. The artifact combiner later removes the merge/unmerge pairs
//! that meet. A width that is not a multiple of the piece is an error naming it.

use super::legalizer_helper::{opcode_name, LegalizerHelper};
use super::llt::Llt;
use crate::mir::{InsertPoint, InstId, MachineOperand, Reg};
use crate::target::target_opcode as op;

fn uses(regs: &[Reg]) -> Vec<MachineOperand> {
    regs.iter().map(|&r| MachineOperand::reg_use(r)).collect()
}

impl LegalizerHelper<'_> {
    /// Splits `reg` into `count` pieces of `narrow` before `at`.
    fn pieces(&mut self, at: InsertPoint, reg: Reg, narrow: Llt, count: u32) -> Vec<Reg> {
        self.unmerge(at, reg, narrow, count)
    }

    fn predicate(&mut self, name: &str) -> MachineOperand {
        MachineOperand::Predicate { float: false, name: self.mf.intern(name) }
    }

    pub(super) fn icmp(&mut self, at: InsertPoint, pred: &str, a: Reg, b: Reg) -> Reg {
        let dst = self.new_reg(Llt::scalar(1));
        let p = self.predicate(pred);
        self.emit(at, op::G_ICMP, &[dst], &[p, MachineOperand::reg_use(a), MachineOperand::reg_use(b)]);
        dst
    }

    pub(super) fn select(&mut self, at: InsertPoint, ty: Llt, cond: Reg, a: Reg, b: Reg) -> Reg {
        self.emit_value(at, op::G_SELECT, ty, &[cond, a, b])
    }

    /// Splits type index `index` of `i` into pieces of `narrow`.
    pub fn narrow_scalar(&mut self, i: InstId, index: u8, narrow: Llt) -> Result<(), String> {
        use op::*;
        let opcode = self.mf.inst(i).opcode;
        let wide = Self::query_type(self.mf, i, index).ok_or("no such type index")?;
        let (wide_bits, narrow_bits) = (wide.scalar_bits(), narrow.scalar_bits());
        if !wide.is_scalar() || !narrow.is_scalar() || narrow_bits == 0 {
            return Err(format!("narrowing {wide} to {narrow}: both must be scalars"));
        }
        let count = wide_bits / narrow_bits;
        let at = InsertPoint::Before(i);
        if wide_bits % narrow_bits != 0 && !matches!((opcode, index), (G_TRUNC, 1) | (G_ANYEXT | G_ZEXT | G_SEXT, 0) | (G_SHL | G_LSHR | G_ASHR, 1)) {
            return Err(format!("narrowing {wide} into pieces of {narrow} leaves a remainder; not implemented for {}", opcode_name(opcode)));
        }
        match (opcode, index) {
            (G_ADD | G_SUB, 0) => {
                let (dst, a, b) = (self.reg(i, 0)?, self.reg(i, 1)?, self.reg(i, 2)?);
                let (a, b) = (self.pieces(at, a, narrow, count), self.pieces(at, b, narrow, count));
                let (first, rest) = if opcode == G_ADD { (G_UADDO, G_UADDE) } else { (G_USUBO, G_USUBE) };
                let mut parts = Vec::new();
                let mut carry: Option<Reg> = None;
                for k in 0..count as usize {
                    let (part, carry_out) = (self.new_reg(narrow), self.new_reg(Llt::scalar(1)));
                    match carry {
                        None => self.emit(at, first, &[part, carry_out], &uses(&[a[k], b[k]])),
                        Some(c) => self.emit(at, rest, &[part, carry_out], &uses(&[a[k], b[k], c])),
                    };
                    parts.push(part);
                    carry = Some(carry_out);
                }
                self.merge_into(at, dst, &parts)?;
            }
            (G_AND | G_OR | G_XOR, 0) => {
                let (dst, a, b) = (self.reg(i, 0)?, self.reg(i, 1)?, self.reg(i, 2)?);
                let (a, b) = (self.pieces(at, a, narrow, count), self.pieces(at, b, narrow, count));
                let parts: Vec<Reg> = (0..count as usize).map(|k| self.emit_value(at, opcode, narrow, &[a[k], b[k]])).collect();
                self.merge_into(at, dst, &parts)?;
            }
            (G_FREEZE, 0) => {
                let (dst, a) = (self.reg(i, 0)?, self.reg(i, 1)?);
                let a = self.pieces(at, a, narrow, count);
                let parts: Vec<Reg> = a.iter().map(|&p| self.emit_value(at, G_FREEZE, narrow, &[p])).collect();
                self.merge_into(at, dst, &parts)?;
            }
            // Each piece swapped or reversed, the pieces in the opposite order.
            (G_BSWAP | G_BITREVERSE, 0) => {
                let (dst, a) = (self.reg(i, 0)?, self.reg(i, 1)?);
                let a = self.pieces(at, a, narrow, count);
                let parts: Vec<Reg> = a.iter().rev().map(|&p| self.emit_value(at, opcode, narrow, &[p])).collect();
                self.merge_into(at, dst, &parts)?;
            }
            (G_MUL, 0) => {
                let (dst, a, b) = (self.reg(i, 0)?, self.reg(i, 1)?, self.reg(i, 2)?);
                let (a, b) = (self.pieces(at, a, narrow, count), self.pieces(at, b, narrow, count));
                let parts = self.multiply_pieces(at, narrow, &a, &b);
                self.merge_into(at, dst, &parts)?;
            }
            (G_IMPLICIT_DEF, 0) => {
                let dst = self.reg(i, 0)?;
                let parts: Vec<Reg> = (0..count).map(|_| self.emit_value(at, G_IMPLICIT_DEF, narrow, &[])).collect();
                self.merge_into(at, dst, &parts)?;
            }
            (G_CONSTANT, 0) => {
                let dst = self.reg(i, 0)?;
                let MachineOperand::CImm { value, .. } = self.mf.inst(i).operands[1] else { return Err("G_CONSTANT without a typed immediate".to_string()) };
                let wide_value = i128::from(value);
                let parts: Vec<Reg> = (0..count)
                    .map(|k| {
                        let piece = (wide_value >> (k * narrow_bits).min(127)) as i64;
                        let shift = 64u32.saturating_sub(narrow_bits);
                        self.constant(at, narrow, (piece << shift) >> shift)
                    })
                    .collect();
                self.merge_into(at, dst, &parts)?;
            }
            (G_SELECT, 0) => {
                let (dst, cond, a, b) = (self.reg(i, 0)?, self.reg(i, 1)?, self.reg(i, 2)?, self.reg(i, 3)?);
                let (a, b) = (self.pieces(at, a, narrow, count), self.pieces(at, b, narrow, count));
                let parts: Vec<Reg> = (0..count as usize).map(|k| self.select(at, narrow, cond, a[k], b[k])).collect();
                self.merge_into(at, dst, &parts)?;
            }
            (G_LOAD | G_STORE, 0) => self.narrow_memory(i, narrow, count)?,
            (G_ICMP, 1) => {
                let dst = self.reg(i, 0)?;
                let MachineOperand::Predicate { name, .. } = self.mf.inst(i).operands[1] else { return Err("G_ICMP without a predicate".to_string()) };
                let pred = self.mf.str(name).to_string();
                let (a, b) = (self.reg(i, 2)?, self.reg(i, 3)?);
                let (a, b) = (self.pieces(at, a, narrow, count), self.pieces(at, b, narrow, count));
                let result = self.compare_pieces(at, &pred, &a, &b)?;
                let widen = if self.ty(dst)? == Llt::scalar(1) { COPY } else { G_ZEXT };
                self.emit(at, widen, &[dst], &[MachineOperand::reg_use(result)]);
            }
            (G_TRUNC, 1) => {
                let (dst, src) = (self.reg(i, 0)?, self.reg(i, 1)?);
                let dst_bits = self.ty(dst)?.scalar_bits();
                // An s80 source is cut into an s64 and an s16 through memory, as G_ANYEXT cuts
                // one (no operation takes an s80 integer apart).
                let parts = if wide_bits % narrow_bits == 0 {
                    self.pieces(at, src, narrow, count)
                } else {
                    let mut types = vec![narrow; count as usize];
                    types.push(Llt::scalar(wide_bits % narrow_bits));
                    self.repack_through_stack(at, &[src], &types)?
                };
                if dst_bits < narrow_bits {
                    self.emit(at, G_TRUNC, &[dst], &uses(&parts[..1]));
                } else if dst_bits == narrow_bits {
                    self.emit(at, COPY, &[dst], &uses(&parts[..1]));
                } else if dst_bits % narrow_bits == 0 {
                    self.merge_into(at, dst, &parts[..(dst_bits / narrow_bits) as usize])?;
                } else {
                    // An s80 from s64 pieces: the low bytes of the pieces, through memory.
                    let used = dst_bits.div_ceil(narrow_bits) as usize;
                    let value = self.repack_through_stack(at, &parts[..used], &[self.ty(dst)?])?;
                    self.emit(at, COPY, &[dst], &uses(&value));
                }
            }
            (G_ANYEXT | G_ZEXT | G_SEXT, 0) => {
                let (dst, src) = (self.reg(i, 0)?, self.reg(i, 1)?);
                let src_bits = self.ty(src)?.scalar_bits();
                if wide_bits % narrow_bits != 0 || (src_bits > narrow_bits && src_bits % narrow_bits % 8 != 0) {
                    return Err(format!("narrowing {} from {} to {wide} into pieces of {narrow} is not implemented", opcode_name(opcode), self.ty(src)?));
                }
                // The source's whole pieces, and its top piece extended: an s80 is cut into an
                // s64 and an s16 through memory (no operation takes an s80 integer apart).
                let mut parts = if src_bits <= narrow_bits {
                    vec![if src_bits == narrow_bits { src } else { self.emit_value(at, opcode, narrow, &[src]) }]
                } else if src_bits % narrow_bits == 0 {
                    self.pieces(at, src, narrow, src_bits / narrow_bits)
                } else {
                    let rest = Llt::scalar(src_bits % narrow_bits);
                    let mut types = vec![narrow; (src_bits / narrow_bits) as usize];
                    types.extend((rest.scalar_bits() > 0).then_some(rest));
                    let mut pieces = self.repack_through_stack(at, &[src], &types)?;
                    if rest.scalar_bits() > 0 {
                        let top = pieces.pop().expect("a top piece");
                        pieces.push(self.emit_value(at, opcode, narrow, &[top]));
                    }
                    pieces
                };
                let top = *parts.last().expect("at least one piece");
                let high = match opcode {
                    G_ZEXT => self.constant(at, narrow, 0),
                    G_SEXT => {
                        let amount = self.constant(at, narrow, i64::from(narrow_bits - 1));
                        self.emit_value(at, G_ASHR, narrow, &[top, amount])
                    }
                    _ => self.emit_value(at, G_IMPLICIT_DEF, narrow, &[]),
                };
                parts.resize(count as usize, high);
                self.merge_into(at, dst, &parts)?;
            }
            (G_SHL | G_LSHR | G_ASHR, 0) => self.narrow_shift(i, narrow, count)?,
            (G_SHL | G_LSHR | G_ASHR, 1) => {
                let amount = self.reg(i, 2)?;
                let short = self.emit_value(at, G_TRUNC, narrow, &[amount]);
                self.set_operand_reg(i, 2, short);
                self.touched.push(i);
                return Ok(());
            }
            (G_CTPOP, 1) => self.narrow_ctpop(i, narrow, count)?,
            (G_PHI, 0) => self.split_phi(i, narrow, count)?,
            _ => return Err(format!("narrowing type {index} of {} is not implemented", opcode_name(opcode))),
        }
        self.erase(i);
        Ok(())
    }

    /// A `G_PHI` of `count` pieces of `part` (scalar pieces, or the elements of a vector): each
    /// incoming value taken apart at the end of its block, one PHI per piece, the pieces put
    /// together again after the block's PHIs.
    pub(super) fn split_phi(&mut self, i: InstId, part: Llt, count: u32) -> Result<(), String> {
        let dst = self.reg(i, 0)?;
        let incoming: Vec<(Reg, crate::mir::BlockId)> = self.mf.inst(i).operands[1..].chunks(2).filter_map(|pair| Some((pair[0].get_reg()?, pair[1].block()?))).collect();
        let split: Vec<Vec<Reg>> = incoming
            .iter()
            .map(|&(value, pred)| {
                let at = self.before_terminators(pred);
                self.pieces(at, value, part, count)
            })
            .collect();
        let mut parts = Vec::new();
        for k in 0..count as usize {
            let piece = self.new_reg(part);
            let mut ops = Vec::new();
            for (pieces, &(_, pred)) in split.iter().zip(&incoming) {
                ops.push(MachineOperand::reg_use(pieces[k]));
                ops.push(MachineOperand::Block(pred));
            }
            self.emit(InsertPoint::Before(i), op::G_PHI, &[piece], &ops);
            parts.push(piece);
        }
        let after = self.after(i);
        self.merge_into(after, dst, &parts)?;
        Ok(())
    }

    /// The pieces of `a * b`, column by column: the low halves of the products whose pieces
    /// add up to the column, the high halves (G_UMULH) of the column before, and the carries
    /// out of the column before.
    fn multiply_pieces(&mut self, at: InsertPoint, narrow: Llt, a: &[Reg], b: &[Reg]) -> Vec<Reg> {
        let n = a.len();
        let mut parts = Vec::with_capacity(n);
        let mut carries_in: Option<Reg> = None;
        for column in 0..n {
            let mut factors = Vec::new();
            for x in 0..=column {
                factors.push(self.emit_value(at, op::G_MUL, narrow, &[a[x], b[column - x]]));
            }
            for x in 0..column {
                factors.push(self.emit_value(at, op::G_UMULH, narrow, &[a[x], b[column - 1 - x]]));
            }
            factors.extend(carries_in);
            let last_column = column + 1 == n;
            let mut sum = factors[0];
            let mut carries: Option<Reg> = None;
            for &f in &factors[1..] {
                if last_column {
                    sum = self.emit_value(at, op::G_ADD, narrow, &[sum, f]);
                    continue;
                }
                let (next, carry) = (self.new_reg(narrow), self.new_reg(Llt::scalar(1)));
                self.emit(at, op::G_UADDO, &[next, carry], &uses(&[sum, f]));
                sum = next;
                let carry = self.emit_value(at, op::G_ZEXT, narrow, &[carry]);
                carries = Some(match carries {
                    Some(c) => self.emit_value(at, op::G_ADD, narrow, &[c, carry]),
                    None => carry,
                });
            }
            parts.push(sum);
            carries_in = carries;
        }
        parts
    }

    /// An `s1` that compares the values given as pieces (low first): equality piece by piece;
    /// an ordering decided by the highest piece that differs, compared signed only at the top.
    fn compare_pieces(&mut self, at: InsertPoint, pred: &str, a: &[Reg], b: &[Reg]) -> Result<Reg, String> {
        let s1 = Llt::scalar(1);
        if matches!(pred, "eq" | "ne") {
            let narrow = self.ty(a[0])?;
            let mut acc: Option<Reg> = None;
            for k in 0..a.len() {
                let diff = self.emit_value(at, op::G_XOR, narrow, &[a[k], b[k]]);
                acc = Some(match acc {
                    Some(x) => self.emit_value(at, op::G_OR, narrow, &[x, diff]),
                    None => diff,
                });
            }
            let zero = self.constant(at, narrow, 0);
            return Ok(self.icmp(at, pred, acc.expect("at least one piece"), zero));
        }
        let unsigned = match pred {
            "sgt" | "ugt" => "ugt",
            "sge" | "uge" => "uge",
            "slt" | "ult" => "ult",
            "sle" | "ule" => "ule",
            other => return Err(format!("unknown integer predicate '{other}'")),
        };
        let mut result = self.icmp(at, unsigned, a[0], b[0]);
        for k in 1..a.len() {
            let this_pred = if k + 1 == a.len() { pred } else { unsigned };
            let equal = self.icmp(at, "eq", a[k], b[k]);
            let decided = self.icmp(at, this_pred, a[k], b[k]);
            result = self.select(at, s1, equal, result, decided);
        }
        Ok(result)
    }

    /// A load or store of `count` pieces of `narrow` at increasing offsets.
    fn narrow_memory(&mut self, i: InstId, narrow: Llt, count: u32) -> Result<(), String> {
        let m = self.mf.inst(i);
        let (is_load, value, addr) = (m.opcode == op::G_LOAD, self.reg(i, 0)?, self.reg(i, 1)?);
        let mem = m.mem_operands.first().cloned().ok_or("a generic load or store without its memory operand")?;
        let value_bits = self.ty(value)?.scalar_bits();
        if mem.size.map(|t| t.size_bits(self.info.pointer_bits)) != Some(u64::from(value_bits)) || narrow.scalar_bits() % 8 != 0 {
            return Err(format!("narrowing an extending or truncating {} is not implemented", opcode_name(m.opcode)));
        }
        let at = InsertPoint::Before(i);
        let bytes = u64::from(narrow.scalar_bits() / 8);
        let addr_ty = self.ty(addr)?;
        let offset_ty = Llt::scalar(self.info.pointer_bits);
        let stored = if is_load { Vec::new() } else { self.pieces(at, value, narrow, count) };
        let mut loaded = Vec::new();
        for k in 0..count as usize {
            let piece_addr = if k == 0 {
                addr
            } else {
                let offset = self.constant(at, offset_ty, (bytes * k as u64) as i64);
                self.emit_value(at, op::G_PTR_ADD, addr_ty, &[addr, offset])
            };
            let mut piece_mem = mem.clone();
            piece_mem.size = Some(narrow);
            piece_mem.offset += (bytes * k as u64) as i64;
            piece_mem.align = mem.align.map(|a| if k == 0 { a } else { a.min(1 << (bytes * k as u64).trailing_zeros()) });
            let id = if is_load {
                let part = self.new_reg(narrow);
                loaded.push(part);
                self.emit(at, op::G_LOAD, &[part], &[MachineOperand::reg_use(piece_addr)])
            } else {
                self.emit(at, op::G_STORE, &[], &uses(&[stored[k], piece_addr]))
            };
            self.mf.inst_mut(id).mem_operands.push(piece_mem);
        }
        if is_load {
            self.merge_into(at, value, &loaded)?;
        }
        Ok(())
    }
}
