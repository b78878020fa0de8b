//! Integer expansion: a value wider than every legal integer (i128 on x86-64, i64 on a 32-bit
//! target) becomes a low and a high half.
//!
//! Bitwise operations work per half; add/sub propagate a carry (UADDO/ADDCARRY when the
//! target has them, else a compare of the low sum); multiplication uses UMUL_LOHI or MULHU on
//! the halves; shifts by a constant move bits between the halves, shifts by a variable amount
//! select between the short- and long-shift results; comparisons compare the high halves and,
//! when those are equal, the low halves unsigned. Division and remainder call the runtime
//! library (`__divti3` and friends; there are none beyond 128 bits, which is an error).
//! Loads and stores are split in two (little-endian order). Halves that are still illegal
//! (the i128 halves of an i256) are expanded again in the next round.

use super::{limbs_shr, Repl, TypeLegalizer};
use crate::isel::dag::expand::{self, compare, int_libcall_name, legal_or_custom, select, shift, shift_by};
use crate::isel::dag::node::{ExtType, MemInfo, NodeData, NodeId, SDValue};
use crate::isel::dag::opcodes::{CondCode, Isd};
use crate::target::value_types::Evt;

/// The unsigned condition ordering the low halves like `cc` orders whole values.
fn unsigned_cc(cc: CondCode) -> CondCode {
    match cc {
        CondCode::Slt => CondCode::Ult,
        CondCode::Sle => CondCode::Ule,
        CondCode::Sgt => CondCode::Ugt,
        CondCode::Sge => CondCode::Uge,
        other => other,
    }
}

impl TypeLegalizer<'_> {
    /// The replacements of the results of `n`, whose result `r` is expanded into `half`s.
    pub(super) fn expand_result(&mut self, n: NodeId, r: usize, half: Evt) -> Result<Vec<Repl>, String> {
        let op = self.dag.opcode(n).isd().ok_or_else(|| self.unsupported(n, "an illegal result type"))?;
        let ops: Vec<SDValue> = self.dag.operands(n).collect();
        let vt = self.dag.node_vts(n)[r];
        let b = half.size_bits();
        let pair = |lo, hi| Ok(vec![Repl::Expanded(lo, hi)]);
        match op {
            Isd::Constant => {
                if let Some(c) = self.dag.constant_value(SDValue::new(n, 0)) {
                    let lo = self.dag.constant(c & expand::low_mask(b), half);
                    let hi = self.dag.constant(if b >= 128 { 0 } else { c >> b }, half);
                    return pair(lo, hi);
                }
                // Wider than 128 bits: the halves of its limbs.
                let limbs =
                    self.dag.constant_limbs(SDValue::new(n, 0)).ok_or_else(|| self.unsupported(n, "a constant"))?;
                let lo = self.dag.constant_from_limbs(&limbs, half);
                let hi = self.dag.constant_from_limbs(&limbs_shr(&limbs, b), half);
                pair(lo, hi)
            }
            Isd::Undef => {
                let u = self.dag.undef(half);
                pair(u, u)
            }
            Isd::And | Isd::Or | Isd::Xor => {
                let ((al, ah), (bl, bh)) = (self.expanded(ops[0])?, self.expanded(ops[1])?);
                let lo = self.dag.node1(op, half, &[al, bl]);
                let hi = self.dag.node1(op, half, &[ah, bh]);
                pair(lo, hi)
            }
            Isd::Add | Isd::Sub => {
                let ((al, ah), (bl, bh)) = (self.expanded(ops[0])?, self.expanded(ops[1])?);
                let (first, carry_op) =
                    if op == Isd::Add { (Isd::UAddO, Isd::AddCarry) } else { (Isd::USubO, Isd::SubCarry) };
                if legal_or_custom(self.tli, first, half) && legal_or_custom(self.tli, carry_op, half) {
                    let bt = self.bool_type(half);
                    let list = self.dag.vt_list(&[half, bt]);
                    let lo = self.dag.get_node(first.into(), list, &[al, bl], NodeData::None);
                    let carry = SDValue::new(lo, 1);
                    let hi = self.dag.get_node(carry_op.into(), list, &[ah, bh, carry], NodeData::None);
                    return pair(SDValue::new(lo, 0), SDValue::new(hi, 0));
                }
                let lo = self.dag.node1(op, half, &[al, bl]);
                // The carry out of the low half: the sum wrapped below an addend, or a < b.
                let carry = if op == Isd::Add {
                    compare(self.dag, self.tli, lo, al, CondCode::Ult)
                } else {
                    compare(self.dag, self.tli, al, bl, CondCode::Ult)
                };
                let carry = self.dag.zext_or_trunc(carry, half);
                let hi = self.dag.node1(op, half, &[ah, bh]);
                let hi = self.dag.node1(op, half, &[hi, carry]);
                pair(lo, hi)
            }
            Isd::Mul => {
                let ((al, ah), (bl, bh)) = (self.expanded(ops[0])?, self.expanded(ops[1])?);
                let has_lohi = legal_or_custom(self.tli, Isd::UMulLoHi, half);
                // Inline when the widest register multiplies into a double-width product
                // (halves wider than a register get a UMUL_LOHI expanded next round).
                let inline = !self.is_legal(half) && self.register_has_wide_multiply(half);
                if inline || (self.is_legal(half) && (has_lohi || legal_or_custom(self.tli, Isd::MulHu, half))) {
                    let (ll, lh) = if has_lohi || inline {
                        let list = self.dag.vt_list(&[half, half]);
                        let m = self.dag.get_node(Isd::UMulLoHi.into(), list, &[al, bl], NodeData::None);
                        (SDValue::new(m, 0), SDValue::new(m, 1))
                    } else {
                        (self.dag.node1(Isd::Mul, half, &[al, bl]), self.dag.node1(Isd::MulHu, half, &[al, bl]))
                    };
                    // (ah·2^B + al)(bh·2^B + bl) mod 2^2B = al·bl + ((al·bh + ah·bl) << B)
                    let c1 = self.dag.node1(Isd::Mul, half, &[al, bh]);
                    let c2 = self.dag.node1(Isd::Mul, half, &[ah, bl]);
                    let hi = self.dag.node1(Isd::Add, half, &[lh, c1]);
                    let hi = self.dag.node1(Isd::Add, half, &[hi, c2]);
                    return pair(ll, hi);
                }
                self.expand_libcall(n, op, &ops, vt, half, false)
            }
            Isd::SDiv | Isd::UDiv | Isd::SRem | Isd::URem => {
                self.expand_libcall(n, op, &ops, vt, half, matches!(op, Isd::SDiv | Isd::SRem))
            }
            Isd::Shl | Isd::Srl | Isd::Sra => {
                let (lo, hi) = self.expanded(ops[0])?;
                let (lo, hi) = match expand::const_value(self.dag, ops[1]) {
                    Some(c) => self.shift_by_constant(op, lo, hi, c.min(2 * b as u128) as u64),
                    None => {
                        let amount = self.amount_operand(ops[1])?;
                        self.shift_by_variable(op, lo, hi, amount)
                    }
                };
                pair(lo, hi)
            }
            Isd::Ctpop => {
                let (lo, hi) = self.expanded(ops[0])?;
                let l = self.dag.node1(op, half, &[lo]);
                let h = self.dag.node1(op, half, &[hi]);
                let sum = self.dag.node1(Isd::Add, half, &[l, h]);
                let zero = self.dag.constant(0, half);
                pair(sum, zero)
            }
            Isd::Ctlz | Isd::Cttz | Isd::CtlzZeroUndef | Isd::CttzZeroUndef => {
                // ctlz: the high half's count if it has a one bit, else B plus the low half's.
                let (lo, hi) = self.expanded(ops[0])?;
                let leading = matches!(op, Isd::Ctlz | Isd::CtlzZeroUndef);
                let (first, second) = if leading { (hi, lo) } else { (lo, hi) };
                let zero = self.dag.constant(0, half);
                let nonzero = compare(self.dag, self.tli, first, zero, CondCode::Ne);
                let zu = if leading { Isd::CtlzZeroUndef } else { Isd::CttzZeroUndef };
                let c1 = self.dag.node1(zu, half, &[first]);
                let c2 = self.dag.node1(op, half, &[second]);
                let bc = self.dag.constant(b as u128, half);
                let c2 = self.dag.node1(Isd::Add, half, &[c2, bc]);
                let count = select(self.dag, nonzero, c1, c2);
                pair(count, zero)
            }
            Isd::Bswap => {
                let (lo, hi) = self.expanded(ops[0])?;
                let l = self.dag.node1(op, half, &[hi]);
                let h = self.dag.node1(op, half, &[lo]);
                pair(l, h)
            }
            Isd::Select => {
                let c = self.bool_operand(ops[0])?;
                let ((tl, th), (fl, fh)) = (self.expanded(ops[1])?, self.expanded(ops[2])?);
                let lo = select(self.dag, c, tl, fl);
                let hi = select(self.dag, c, th, fh);
                pair(lo, hi)
            }
            Isd::SelectCc => {
                let ((tl, th), (fl, fh)) = (self.expanded(ops[2])?, self.expanded(ops[3])?);
                let lo = self.dag.node1(op, half, &[ops[0], ops[1], tl, fl, ops[4]]);
                let hi = self.dag.node1(op, half, &[ops[0], ops[1], th, fh, ops[4]]);
                pair(lo, hi)
            }
            Isd::Load => self.expand_load(n, half),
            Isd::ZeroExtend | Isd::SignExtend | Isd::AnyExtend => {
                let x = ops[0];
                let xvt = self.dag.value_type(x);
                if xvt.size_bits() > b {
                    if !self.promoted.contains_key(&x) {
                        return Err(self.unsupported(n, "extending a value wider than half the result"));
                    }
                    // x was promoted to the result's width: extend in place, expand next round.
                    let v = match op {
                        Isd::ZeroExtend => self.zext_promoted(x)?,
                        Isd::SignExtend => self.sext_promoted(x)?,
                        _ => self.promoted(x)?,
                    };
                    return Ok(vec![Repl::Same(self.dag.any_ext_or_trunc(v, vt))]);
                }
                let lo = match op {
                    Isd::ZeroExtend => self.dag.zext_or_trunc(x, half),
                    Isd::SignExtend => self.dag.sext_or_trunc(x, half),
                    _ => self.dag.any_ext_or_trunc(x, half),
                };
                let hi = match op {
                    Isd::ZeroExtend => self.dag.constant(0, half),
                    Isd::SignExtend => shift_by(self.dag, self.tli, Isd::Sra, lo, b - 1),
                    _ => self.dag.undef(half),
                };
                pair(lo, hi)
            }
            Isd::Truncate => {
                // From the promoted form of an odd width, or from the low half: the rest of the
                // truncation happens next round.
                let source =
                    if self.promoted.contains_key(&ops[0]) { self.promoted(ops[0])? } else { self.expanded(ops[0])?.0 };
                if self.dag.value_type(source).size_bits() < vt.size_bits() {
                    return Err(self.unsupported(n, "truncating to more than half the source"));
                }
                Ok(vec![Repl::Same(self.dag.any_ext_or_trunc(source, vt))])
            }
            Isd::SignExtendInreg => {
                let NodeData::ValueType(inner) = self.dag.node(ops[1].node).data else {
                    return Err(self.unsupported(n, "a sign_extend_inreg without type"));
                };
                let (lo, hi) = self.expanded(ops[0])?;
                if inner.size_bits() <= b {
                    let lo = expand::sext_inreg(self.dag, lo, inner);
                    let hi = shift_by(self.dag, self.tli, Isd::Sra, lo, b - 1);
                    pair(lo, hi)
                } else {
                    let hi = expand::sext_inreg(self.dag, hi, Evt::int((inner.size_bits() - b) as u32));
                    pair(lo, hi)
                }
            }
            Isd::AssertZext | Isd::AssertSext => {
                let (lo, hi) = self.expanded(ops[0])?;
                pair(lo, hi)
            }
            Isd::MergeValues => Ok(ops.into_iter().map(Repl::Same).collect()),
            // The bits of a softened float are its integer (expanded when that is visited).
            Isd::Bitcast if self.softened.contains_key(&ops[0]) => Ok(vec![Repl::Same(self.softened[&ops[0]])]),
            Isd::BuildPair if self.dag.value_type(ops[0]) == half => pair(ops[0], ops[1]),
            Isd::ExtractElement => {
                let index =
                    expand::const_value(self.dag, ops[1]).ok_or_else(|| self.unsupported(n, "a variable index"))?;
                let (lo, hi) = self.expanded(ops[0])?;
                let part = if index == 0 { lo } else { hi };
                if self.dag.value_type(part) != vt {
                    return Err(self.unsupported(n, "extracting a part that is not a half"));
                }
                Ok(vec![Repl::Same(part)])
            }
            Isd::FpToSint | Isd::FpToUint => {
                // The float is legal; the integer comes back in legal parts.
                let fvt = self.dag.value_type(ops[0]);
                let name = expand::conversion_libcall_name(op, vt.size_bits(), fvt)?;
                let (part_vt, count) = self
                    .tli
                    .tables()
                    .register_type_and_count(vt)
                    .ok_or_else(|| self.unsupported(n, "a library call on a type without registers"))?;
                let ret_vts = vec![Evt::from(part_vt); count as usize];
                let parts = expand::libcall(self.dag, self.tli, self.dl, &name, &ops, &ret_vts, op == Isd::FpToSint)?;
                let (lo, hi) = parts.split_at(parts.len() / 2);
                let (lo, hi) = (self.join_parts(lo, half), self.join_parts(hi, half));
                pair(lo, hi)
            }
            Isd::UMulLoHi => self.expand_umul_lohi(n, half),
            Isd::Rotl
            | Isd::Rotr
            | Isd::Fshl
            | Isd::Fshr
            | Isd::Abs
            | Isd::SMin
            | Isd::SMax
            | Isd::UMin
            | Isd::UMax
            | Isd::UAddO
            | Isd::USubO
            | Isd::AddCarry
            | Isd::SubCarry
            | Isd::SDivRem
            | Isd::UDivRem => Ok(self.same_type_expansion(n)?.into_iter().map(Repl::Same).collect()),
            _ => Err(self.unsupported(n, &format!("expanding result type {vt}"))),
        }
    }

    /// Whether the widest legal integer below `half` has a double-width multiply (UMUL_LOHI
    /// or MULHU), so products of `half` values can be built from register-sized ones.
    fn register_has_wide_multiply(&self, half: Evt) -> bool {
        let tables = self.tli.tables();
        let Some((reg, _)) = tables.register_type_and_count(half) else { return false };
        let reg: Evt = reg.into();
        legal_or_custom(self.tli, Isd::UMulLoHi, reg) || legal_or_custom(self.tli, Isd::MulHu, reg)
    }

    /// The double-width product of two expanded values from four products of their halves
    /// (each a UMUL_LOHI of the half type, legal or expanded next round), summed by columns
    /// with the carries.
    fn expand_umul_lohi(&mut self, n: NodeId, q: Evt) -> Result<Vec<Repl>, String> {
        let ops: Vec<SDValue> = self.dag.operands(n).collect();
        let ((a0, a1), (b0, b1)) = (self.expanded(ops[0])?, self.expanded(ops[1])?);
        let list = self.dag.vt_list(&[q, q]);
        let mut product = |x, y| {
            let m = self.dag.get_node(Isd::UMulLoHi.into(), list, &[x, y], NodeData::None);
            (SDValue::new(m, 0), SDValue::new(m, 1))
        };
        let (p00l, p00h) = product(a0, b0);
        let (p01l, p01h) = product(a0, b1);
        let (p10l, p10h) = product(a1, b0);
        let (p11l, p11h) = product(a1, b1);
        // d1 = p00h + p01l + p10l, d2 = p01h + p10h + p11l + carries(d1), d3 = p11h + carries(d2).
        let (d1, c1) = self.add_with_carries(&[p00h, p01l, p10l]);
        let (d2, c2) = self.add_with_carries(&[p01h, p10h, p11l, c1]);
        let d3 = self.dag.node1(Isd::Add, q, &[p11h, c2]);
        Ok(vec![Repl::Expanded(p00l, d1), Repl::Expanded(d2, d3)])
    }

    /// The sum of `terms` (same type) and the number of carries out of it, in that type.
    fn add_with_carries(&mut self, terms: &[SDValue]) -> (SDValue, SDValue) {
        let vt = self.dag.value_type(terms[0]);
        let mut sum = terms[0];
        let mut carries = self.dag.constant(0, vt);
        for &t in &terms[1..] {
            let s = self.dag.node1(Isd::Add, vt, &[sum, t]);
            let c = compare(self.dag, self.tli, s, sum, CondCode::Ult);
            let c = self.dag.zext_or_trunc(c, vt);
            carries = self.dag.node1(Isd::Add, vt, &[carries, c]);
            sum = s;
        }
        (sum, carries)
    }

    /// `x << c` (or `>>`) of the value with halves `lo`, `hi`, for `0 <= c <= 2B`.
    fn shift_by_constant(&mut self, op: Isd, lo: SDValue, hi: SDValue, c: u64) -> (SDValue, SDValue) {
        let half = self.dag.value_type(lo);
        let b = half.size_bits();
        let (dag, tli) = (&mut *self.dag, self.tli);
        if c == 0 {
            return (lo, hi);
        }
        match op {
            Isd::Shl if c >= b => {
                let zero = dag.constant(0, half);
                (zero, if c == b { lo } else { shift_by(dag, tli, Isd::Shl, lo, (c - b).min(b - 1)) })
            }
            Isd::Shl => {
                let l = shift_by(dag, tli, Isd::Shl, lo, c);
                let h = shift_by(dag, tli, Isd::Shl, hi, c);
                let carried = shift_by(dag, tli, Isd::Srl, lo, b - c);
                (l, dag.node1(Isd::Or, half, &[h, carried]))
            }
            Isd::Srl if c >= b => {
                let zero = dag.constant(0, half);
                (if c == b { hi } else { shift_by(dag, tli, Isd::Srl, hi, (c - b).min(b - 1)) }, zero)
            }
            Isd::Sra if c >= b => {
                let sign = shift_by(dag, tli, Isd::Sra, hi, b - 1);
                (if c == b { hi } else { shift_by(dag, tli, Isd::Sra, hi, (c - b).min(b - 1)) }, sign)
            }
            _ => {
                let l = shift_by(dag, tli, Isd::Srl, lo, c);
                let carried = shift_by(dag, tli, Isd::Shl, hi, b - c);
                let h = shift_by(dag, tli, op, hi, c);
                (dag.node1(Isd::Or, half, &[l, carried]), h)
            }
        }
    }

    /// A shift of the value with halves `lo`, `hi` by a variable `amount` below 2B: both the
    /// short (< B) and the long (>= B) results are computed and selected between; amount 0
    /// is selected separately because the short form would shift by B.
    fn shift_by_variable(&mut self, op: Isd, lo: SDValue, hi: SDValue, amount: SDValue) -> (SDValue, SDValue) {
        let half = self.dag.value_type(lo);
        let b = half.size_bits();
        let (dag, tli) = (&mut *self.dag, self.tli);
        let avt = dag.value_type(amount);
        let bc = dag.constant(b as u128, avt);
        let zero_amount = dag.constant(0, avt);
        let is_short = compare(dag, tli, amount, bc, CondCode::Ult);
        let is_zero = compare(dag, tli, amount, zero_amount, CondCode::Eq);
        let back = dag.node1(Isd::Sub, avt, &[bc, amount]);
        let long_amount = dag.node1(Isd::Sub, avt, &[amount, bc]);
        let zero = dag.constant(0, half);
        let (near, far) = if op == Isd::Shl { (lo, hi) } else { (hi, lo) };
        let (far_dir, carry_dir) = if op == Isd::Shl { (Isd::Shl, Isd::Srl) } else { (Isd::Srl, Isd::Shl) };
        // Short: the far half takes the bits shifted out of the near one; long: the near half
        // moves over entirely.
        let far_short = shift(dag, tli, far_dir, far, amount);
        let carried = shift(dag, tli, carry_dir, near, back);
        let far_short = dag.node1(Isd::Or, half, &[far_short, carried]);
        let far_short = select(dag, is_zero, far, far_short);
        let near_short = shift(dag, tli, op, near, amount);
        let far_long = shift(dag, tli, op, near, long_amount);
        let near_long = if op == Isd::Sra { shift_by(dag, tli, Isd::Sra, near, b - 1) } else { zero };
        let near_result = select(dag, is_short, near_short, near_long);
        let far_result = select(dag, is_short, far_short, far_long);
        if op == Isd::Shl {
            (near_result, far_result)
        } else {
            (far_result, near_result)
        }
    }

    /// A library call computing `op` on `ops` of type `vt`, its result as halves.
    fn expand_libcall(
        &mut self,
        n: NodeId,
        op: Isd,
        ops: &[SDValue],
        vt: Evt,
        half: Evt,
        signed: bool,
    ) -> Result<Vec<Repl>, String> {
        let name = int_libcall_name(op, vt.size_bits()).map_err(|e| format!("{e} (expanding '{}')", op.dump_name()))?;
        let (part_vt, count) = self
            .tli
            .tables()
            .register_type_and_count(vt)
            .ok_or_else(|| self.unsupported(n, "a library call on a type without registers"))?;
        let mut args = Vec::new();
        for &v in ops {
            args.extend(self.legal_parts(v, part_vt.into(), count)?);
        }
        let ret_vts = vec![Evt::from(part_vt); count as usize];
        let parts = expand::libcall(self.dag, self.tli, self.dl, name, &args, &ret_vts, signed)?;
        let (lo, hi) = parts.split_at(parts.len() / 2);
        let lo = self.join_parts(lo, half);
        let hi = self.join_parts(hi, half);
        Ok(vec![Repl::Expanded(lo, hi)])
    }

    /// `v` as `count` legal parts of `part_vt`, low first: its halves when those are legal,
    /// else shifted-and-truncated pieces (legalized next round).
    pub(super) fn legal_parts(&mut self, v: SDValue, part_vt: Evt, count: u32) -> Result<Vec<SDValue>, String> {
        if count == 1 {
            return Ok(vec![v]);
        }
        if let Some(&(lo, hi)) = self.expanded.get(&v) {
            if self.dag.value_type(lo) == part_vt && count == 2 {
                return Ok(vec![lo, hi]);
            }
        }
        let bits = part_vt.size_bits();
        Ok((0..count as u64)
            .map(|i| {
                let s = if i == 0 { v } else { shift_by(self.dag, self.tli, Isd::Srl, v, i * bits) };
                self.dag.any_ext_or_trunc(s, part_vt)
            })
            .collect())
    }

    /// One value of type `vt` from its legal parts (BUILD_PAIRs, legalized next round).
    pub(super) fn join_parts(&mut self, parts: &[SDValue], vt: Evt) -> SDValue {
        if parts.len() == 1 {
            return parts[0];
        }
        let half = Evt::int(vt.size_bits() as u32 / 2);
        let (lo, hi) = parts.split_at(parts.len() / 2);
        let (lo, hi) = (self.join_parts(lo, half), self.join_parts(hi, half));
        self.dag.node1(Isd::BuildPair, vt, &[lo, hi])
    }

    fn expand_load(&mut self, n: NodeId, half: Evt) -> Result<Vec<Repl>, String> {
        let NodeData::Load { ext, mem } = self.dag.node(n).data else {
            return Err(self.unsupported(n, "a load without memory operand"));
        };
        if self.dl.big_endian {
            return Err(self.unsupported(n, "splitting a big-endian access"));
        }
        let (chain, ptr) = (self.dag.operand(n, 0), self.dag.operand(n, 1));
        let b = half.size_bits();
        let m = mem.mem_vt.size_bits();
        if m <= b {
            // An extending load from at most half the width: the high half follows from the low.
            let lo_ext = if m == b { ExtType::NonExt } else { ext };
            let lo = self.dag.load(half, chain, ptr, lo_ext, mem);
            let hi = match ext {
                ExtType::SignExt => shift_by(self.dag, self.tli, Isd::Sra, lo, b - 1),
                ExtType::ZeroExt => self.dag.constant(0, half),
                _ => self.dag.undef(half),
            };
            return Ok(vec![Repl::Expanded(lo, hi), Repl::Same(SDValue::new(lo.node, 1))]);
        }
        let lo = self.dag.load(half, chain, ptr, ExtType::NonExt, MemInfo { mem_vt: half, ..mem });
        let (hi_ptr, hi_mem) = self.high_part_address(ptr, mem, b / 8, Evt::int((m - b) as u32));
        let hi_ext = if m - b == b { ExtType::NonExt } else { ext };
        let hi = self.dag.load(half, chain, hi_ptr, hi_ext, hi_mem);
        let out = self.dag.token_factor(&[SDValue::new(lo.node, 1), SDValue::new(hi.node, 1)]);
        Ok(vec![Repl::Expanded(lo, hi), Repl::Same(out)])
    }

    /// The address `offset` bytes after `ptr` and the memory operand of a `mem_vt` access there.
    pub(super) fn high_part_address(
        &mut self,
        ptr: SDValue,
        mem: MemInfo,
        offset: u64,
        mem_vt: Evt,
    ) -> (SDValue, MemInfo) {
        let pvt = self.dag.value_type(ptr);
        let off = self.dag.constant(offset as u128, pvt);
        let addr = self.dag.node1(Isd::Add, pvt, &[ptr, off]);
        let align = mem.align.min(1 << offset.trailing_zeros());
        let source = mem.source.map(|(v, o)| (v, o + offset as i64));
        (addr, MemInfo { mem_vt, align, volatile: mem.volatile, source, ordering: mem.ordering })
    }

    /// The values replacing `n`, whose results are legal but whose operand `i` is expanded.
    pub(super) fn expand_operand(&mut self, n: NodeId, i: usize) -> Result<Vec<SDValue>, String> {
        let op = self.dag.opcode(n).isd().ok_or_else(|| self.unsupported(n, "an operand of illegal type"))?;
        let ops: Vec<SDValue> = self.dag.operands(n).collect();
        let rvt = self.dag.node_vts(n)[0];
        let one = |v| Ok(vec![v]);
        match op {
            Isd::Store if i == 1 => self.expand_store(n),
            Isd::Truncate => {
                let (lo, _) = self.expanded(ops[0])?;
                if self.dag.value_type(lo).size_bits() < rvt.size_bits() {
                    return Err(self.unsupported(n, "truncating to more than half the source"));
                }
                one(self.dag.any_ext_or_trunc(lo, rvt))
            }
            Isd::SetCc => {
                let NodeData::CondCode(cc) = self.dag.node(ops[2].node).data else {
                    return Err(self.unsupported(n, "a setcc without condition"));
                };
                let c = self.expand_compare(ops[0], ops[1], cc)?;
                one(self.dag.zext_or_trunc(c, rvt))
            }
            Isd::SelectCc if i < 2 => {
                let NodeData::CondCode(cc) = self.dag.node(ops[4].node).data else {
                    return Err(self.unsupported(n, "a select_cc without condition"));
                };
                let c = self.expand_compare(ops[0], ops[1], cc)?;
                one(select(self.dag, c, ops[2], ops[3]))
            }
            Isd::BrCc => {
                let NodeData::CondCode(cc) = self.dag.node(ops[1].node).data else {
                    return Err(self.unsupported(n, "a br_cc without condition"));
                };
                let c = self.expand_compare(ops[2], ops[3], cc)?;
                one(self.dag.node1(Isd::BrCond, Evt::OTHER, &[ops[0], c, ops[4]]))
            }
            Isd::Shl | Isd::Srl | Isd::Sra | Isd::Rotl | Isd::Rotr if i == 1 => {
                let amount = self.expanded(ops[1])?.0;
                one(shift(self.dag, self.tli, op, ops[0], amount))
            }
            Isd::SintToFp | Isd::UintToFp => {
                let xvt = self.dag.value_type(ops[0]);
                let name = expand::conversion_libcall_name(op, xvt.size_bits(), rvt)?;
                let (part_vt, count) = self
                    .tli
                    .tables()
                    .register_type_and_count(xvt)
                    .ok_or_else(|| self.unsupported(n, "a library call on a type without registers"))?;
                let args = self.legal_parts(ops[0], part_vt.into(), count)?;
                Ok(expand::libcall(self.dag, self.tli, self.dl, &name, &args, &[rvt], op == Isd::SintToFp)?)
            }
            Isd::ExtractElement if i == 0 => {
                let index =
                    expand::const_value(self.dag, ops[1]).ok_or_else(|| self.unsupported(n, "a variable index"))?;
                let (lo, hi) = self.expanded(ops[0])?;
                let part = if index == 0 { lo } else { hi };
                if self.dag.value_type(part) != rvt {
                    return Err(self.unsupported(n, "extracting a part that is not a half"));
                }
                one(part)
            }
            _ => Err(self.unsupported(n, &format!("expanding operand {i}"))),
        }
    }

    /// `l cc r` of two expanded values, as a boolean.
    fn expand_compare(&mut self, l: SDValue, r: SDValue, cc: CondCode) -> Result<SDValue, String> {
        let ((ll, lh), (rl, rh)) = (self.expanded(l)?, self.expanded(r)?);
        let half = self.dag.value_type(ll);
        if matches!(cc, CondCode::Eq | CondCode::Ne) {
            let x1 = self.dag.node1(Isd::Xor, half, &[ll, rl]);
            let x2 = self.dag.node1(Isd::Xor, half, &[lh, rh]);
            let x = self.dag.node1(Isd::Or, half, &[x1, x2]);
            let zero = self.dag.constant(0, half);
            return Ok(compare(self.dag, self.tli, x, zero, cc));
        }
        if cc.inverse_int().is_none() {
            return Err(format!("unsupported: condition {} on an expanded integer", cc.name()));
        }
        let low = compare(self.dag, self.tli, ll, rl, unsigned_cc(cc));
        let high = compare(self.dag, self.tli, lh, rh, cc);
        let high_equal = compare(self.dag, self.tli, lh, rh, CondCode::Eq);
        Ok(select(self.dag, high_equal, low, high))
    }

    fn expand_store(&mut self, n: NodeId) -> Result<Vec<SDValue>, String> {
        let NodeData::Store { mem, .. } = self.dag.node(n).data else {
            return Err(self.unsupported(n, "a store without memory operand"));
        };
        if self.dl.big_endian {
            return Err(self.unsupported(n, "splitting a big-endian access"));
        }
        let ops: Vec<SDValue> = self.dag.operands(n).collect();
        let (chain, ptr) = (ops[0], ops[2]);
        let (lo, hi) = self.expanded(ops[1])?;
        let half = self.dag.value_type(lo);
        let (b, m) = (half.size_bits(), mem.mem_vt.size_bits());
        if m <= b {
            return Ok(vec![self.dag.store(chain, lo, ptr, m < b, MemInfo { mem_vt: mem.mem_vt, ..mem })]);
        }
        let s1 = self.dag.store(chain, lo, ptr, false, MemInfo { mem_vt: half, ..mem });
        let (hi_ptr, hi_mem) = self.high_part_address(ptr, mem, b / 8, Evt::int((m - b) as u32));
        let s2 = self.dag.store(chain, hi, hi_ptr, m - b < b, hi_mem);
        Ok(vec![self.dag.token_factor(&[s1, s2])])
    }
}
