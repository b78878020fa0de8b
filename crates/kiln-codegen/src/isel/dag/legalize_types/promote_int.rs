//! Integer promotion: a value of an illegal narrow integer type (i1, i8 or i16 where only wider
//! registers exist, or an odd width like i17) is computed in the next legal width.
//!
//! A promoted value's extra high bits are unspecified, so every operation that reads them gets
//! the extension it needs: division, right shifts and comparisons zero- or sign-extend their
//! operands (by the signedness of the operation or condition), add/and/or/xor/mul/shl do not
//! need to. Loads become extending loads and stores truncating stores of the original memory
//! type; booleans (select and branch conditions, carries) are zero-extended to 0 or 1.

use super::{limbs_sext, Repl, TypeLegalizer};
use crate::isel::dag::expand::{self, sext_inreg, shift};
use crate::isel::dag::node::{ExtType, NodeData, NodeId, SDValue};
use crate::isel::dag::opcodes::{CondCode, Isd};
use crate::target::value_types::Evt;

/// Whether comparing with `cc` needs sign-extended operands (else zero-extended).
fn is_signed(cc: CondCode) -> bool {
    matches!(cc, CondCode::Sgt | CondCode::Sge | CondCode::Slt | CondCode::Sle)
}

impl TypeLegalizer<'_> {
    /// The replacements of the results of `n`, whose result `r` has a type promoted to `nvt`.
    pub(super) fn promote_result(&mut self, n: NodeId, r: usize, nvt: Evt) -> Result<Vec<Repl>, String> {
        let op = self.dag.opcode(n).isd().ok_or_else(|| self.unsupported(n, "an illegal result type"))?;
        let ops: Vec<SDValue> = self.dag.operands(n).collect();
        let vt = self.dag.node_vts(n)[r];
        let one = |v| Ok(vec![Repl::Promoted(v)]);
        match op {
            Isd::Constant => {
                // Sign-extend (except booleans): either is correct, this one keeps small
                // negative immediates small.
                let bits = vt.size_bits();
                if let (Some(c), true) = (self.dag.constant_value(SDValue::new(n, 0)), nvt.size_bits() <= 128) {
                    let c = if bits > 1 && c >> (bits - 1) & 1 == 1 { c | !expand::low_mask(bits) } else { c };
                    return one(self.dag.constant(c, nvt));
                }
                let limbs =
                    self.dag.constant_limbs(SDValue::new(n, 0)).ok_or_else(|| self.unsupported(n, "a constant"))?;
                let limbs = if bits > 1 { limbs_sext(&limbs, bits, nvt.size_bits()) } else { limbs };
                one(self.dag.constant_from_limbs(&limbs, nvt))
            }
            Isd::Undef => one(self.dag.undef(nvt)),
            Isd::Add | Isd::Sub | Isd::Mul | Isd::And | Isd::Or | Isd::Xor => {
                let (a, b) = (self.promoted(ops[0])?, self.promoted(ops[1])?);
                one(self.dag.node1(op, nvt, &[a, b]))
            }
            Isd::SDiv | Isd::SRem => {
                let (a, b) = (self.sext_promoted(ops[0])?, self.sext_promoted(ops[1])?);
                one(self.dag.node1(op, nvt, &[a, b]))
            }
            Isd::UDiv | Isd::URem => {
                let (a, b) = (self.zext_promoted(ops[0])?, self.zext_promoted(ops[1])?);
                one(self.dag.node1(op, nvt, &[a, b]))
            }
            Isd::Shl | Isd::Srl | Isd::Sra => {
                let x = match op {
                    Isd::Shl => self.promoted(ops[0])?,
                    Isd::Srl => self.zext_promoted(ops[0])?,
                    _ => self.sext_promoted(ops[0])?,
                };
                let amount = self.amount_operand(ops[1])?;
                one(shift(self.dag, self.tli, op, x, amount))
            }
            Isd::Ctpop => {
                let x = self.zext_promoted(ops[0])?;
                one(self.dag.node1(op, nvt, &[x]))
            }
            Isd::Ctlz | Isd::CtlzZeroUndef => {
                // The count in the wider type counts the extra zero bits too.
                let x = self.zext_promoted(ops[0])?;
                let c = self.dag.node1(op, nvt, &[x]);
                let extra = self.dag.constant((nvt.size_bits() - vt.size_bits()) as u128, nvt);
                one(self.dag.node1(Isd::Sub, nvt, &[c, extra]))
            }
            Isd::Cttz | Isd::CttzZeroUndef => {
                // A one just above the original width stops the count there for a zero input.
                let x = self.promoted(ops[0])?;
                let x = if op == Isd::Cttz {
                    let b = vt.size_bits();
                    let mut limbs = vec![0u64; nvt.size_bits().div_ceil(64) as usize];
                    limbs[(b / 64) as usize] = 1 << (b % 64);
                    let stop = self.dag.constant_from_limbs(&limbs, nvt);
                    self.dag.node1(Isd::Or, nvt, &[x, stop])
                } else {
                    x
                };
                one(self.dag.node1(op, nvt, &[x]))
            }
            Isd::Bswap => {
                let x = self.promoted(ops[0])?;
                let b = self.dag.node1(op, nvt, &[x]);
                one(expand::shift_by(self.dag, self.tli, Isd::Srl, b, nvt.size_bits() - vt.size_bits()))
            }
            Isd::SetCc => {
                // The comparison itself is legalized as an operand problem in the next round.
                let cc = self.dag.node(ops[2].node).data;
                let NodeData::CondCode(cc) = cc else {
                    return Err(self.unsupported(n, "a setcc without condition"));
                };
                one(self.dag.setcc(nvt, ops[0], ops[1], cc))
            }
            Isd::Select => {
                let c = self.bool_operand(ops[0])?;
                let (t, f) = (self.promoted(ops[1])?, self.promoted(ops[2])?);
                one(self.dag.node1(Isd::Select, nvt, &[c, t, f]))
            }
            Isd::SelectCc => {
                let (t, f) = (self.promoted(ops[2])?, self.promoted(ops[3])?);
                one(self.dag.node1(Isd::SelectCc, nvt, &[ops[0], ops[1], t, f, ops[4]]))
            }
            Isd::Truncate => {
                let x = ops[0];
                let xvt = self.dag.value_type(x);
                if xvt == nvt {
                    return one(x);
                }
                let source = if self.is_legal(xvt) || self.promoted.contains_key(&x) {
                    self.promoted(x)?
                } else {
                    let lo = self.expanded(x)?.0;
                    if self.dag.value_type(lo).size_bits() < nvt.size_bits() {
                        return Err(self.unsupported(n, "truncating an expanded value to a promoted type"));
                    }
                    lo
                };
                one(self.dag.any_ext_or_trunc(source, nvt))
            }
            Isd::ZeroExtend | Isd::SignExtend | Isd::AnyExtend => {
                let x = ops[0];
                let xvt = self.dag.value_type(x);
                let source = if self.is_legal(xvt) {
                    x
                } else if self.promoted.contains_key(&x) {
                    match op {
                        Isd::ZeroExtend => self.zext_promoted(x)?,
                        Isd::SignExtend => self.sext_promoted(x)?,
                        _ => self.promoted(x)?,
                    }
                } else {
                    // An expanded source into a type promoted to a still wider illegal one:
                    // the extension is redone in that type next round.
                    return one(self.dag.node1(op, nvt, &[x]));
                };
                one(match op {
                    Isd::ZeroExtend => self.dag.zext_or_trunc(source, nvt),
                    Isd::SignExtend => self.dag.sext_or_trunc(source, nvt),
                    _ => self.dag.any_ext_or_trunc(source, nvt),
                })
            }
            Isd::SignExtendInreg => {
                let NodeData::ValueType(inner) = self.dag.node(ops[1].node).data else {
                    return Err(self.unsupported(n, "a sign_extend_inreg without type"));
                };
                let x = self.promoted(ops[0])?;
                one(sext_inreg(self.dag, x, inner))
            }
            Isd::AssertZext | Isd::AssertSext => one(self.promoted(ops[0])?),
            Isd::Load => {
                let NodeData::Load { ext, mem } = self.dag.node(n).data else {
                    return Err(self.unsupported(n, "a load without memory operand"));
                };
                if expand::whole_bytes_type(mem.mem_vt).is_some() {
                    let (value, chain) = expand::load_whole_bytes(self.dag, nvt, ops[0], ops[1], ext, mem);
                    return Ok(vec![Repl::Promoted(value), Repl::Same(chain)]);
                }
                let ext = if ext == ExtType::NonExt { ExtType::AnyExt } else { ext };
                let load = self.dag.load(nvt, ops[0], ops[1], ext, mem);
                Ok(vec![Repl::Promoted(load), Repl::Same(SDValue::new(load.node, 1))])
            }
            _ if op.is_atomic_read_modify_write() => {
                // The memory type stays; the operands (a compare-exchange's expected and new
                // values) and the old value travel in the wider register (the target's
                // atomic instructions read its low bits).
                let data = self.dag.node(n).data;
                let mut new_ops = vec![ops[0], ops[1]];
                for &v in &ops[2..] {
                    new_ops.push(self.promoted(v)?);
                }
                let list = self.dag.vt_list(&[nvt, Evt::OTHER]);
                let node = self.dag.get_node(op.into(), list, &new_ops, data);
                Ok(vec![Repl::Promoted(SDValue::new(node, 0)), Repl::Same(SDValue::new(node, 1))])
            }
            Isd::MergeValues => Ok(ops.into_iter().map(Repl::Same).collect()),
            Isd::UAddO | Isd::USubO | Isd::AddCarry | Isd::SubCarry
                if r == 1 && self.is_legal(self.dag.node_vts(n)[0]) =>
            {
                // Only the carry is illegal: produce it in the promoted type.
                let mut new_ops = ops.clone();
                if op == Isd::AddCarry || op == Isd::SubCarry {
                    let c = self.bool_operand(ops[2])?;
                    new_ops[2] = self.dag.zext_or_trunc(c, nvt);
                }
                let vt0 = self.dag.node_vts(n)[0];
                let list = self.dag.vt_list(&[vt0, nvt]);
                let node = self.dag.get_node(op.into(), list, &new_ops, NodeData::None);
                Ok(vec![Repl::Same(SDValue::new(node, 0)), Repl::Promoted(SDValue::new(node, 1))])
            }
            Isd::FpToSint | Isd::FpToUint => {
                // The wider signed conversion covers every value the narrow one defines.
                one(self.dag.node1(Isd::FpToSint, nvt, &[ops[0]]))
            }
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
            | Isd::SMulLoHi
            | Isd::UMulLoHi
            | Isd::SDivRem
            | Isd::UDivRem
            | Isd::BuildPair
            | Isd::ExtractElement
            | Isd::MulHs
            | Isd::MulHu => Ok(self.same_type_expansion(n)?.into_iter().map(Repl::Same).collect()),
            _ => Err(self.unsupported(n, &format!("promoting result type {vt}"))),
        }
    }

    /// The results of `n` rewritten into simpler operations of the same types, which the
    /// next round legalizes.
    pub(super) fn same_type_expansion(&mut self, n: NodeId) -> Result<Vec<SDValue>, String> {
        match expand::expand_node(self.dag, self.tli, self.dl, n)? {
            Some(values) => Ok(values),
            None => Err(self.unsupported(n, "an illegal type")),
        }
    }

    /// The values replacing `n`, whose results are legal but whose operand `i` is promoted.
    pub(super) fn promote_operand(&mut self, n: NodeId, i: usize) -> Result<Vec<SDValue>, String> {
        let op = self.dag.opcode(n).isd().ok_or_else(|| self.unsupported(n, "an operand of illegal type"))?;
        let mut ops: Vec<SDValue> = self.dag.operands(n).collect();
        let rvt = self.dag.node_vts(n)[0];
        let one = |v| Ok(vec![v]);
        match op {
            Isd::Store if i == 1 => {
                let NodeData::Store { mem, .. } = self.dag.node(n).data else {
                    return Err(self.unsupported(n, "a store without memory operand"));
                };
                let value = self.promoted(ops[1])?;
                if expand::whole_bytes_type(mem.mem_vt).is_some() {
                    return one(expand::store_whole_bytes(self.dag, ops[0], value, ops[2], mem));
                }
                one(self.dag.store(ops[0], value, ops[2], true, mem))
            }
            Isd::BrCond if i == 1 => {
                let c = self.bool_operand(ops[1])?;
                one(self.dag.node1(Isd::BrCond, Evt::OTHER, &[ops[0], c, ops[2]]))
            }
            Isd::Select if i == 0 => {
                ops[0] = self.bool_operand(ops[0])?;
                one(self.dag.node1(Isd::Select, rvt, &ops))
            }
            Isd::SetCc | Isd::SelectCc | Isd::BrCc => {
                let (l, r, cc_index) = match op {
                    Isd::SetCc => (0, 1, 2),
                    Isd::SelectCc => (0, 1, 4),
                    _ => (2, 3, 1),
                };
                let NodeData::CondCode(cc) = self.dag.node(ops[cc_index].node).data else {
                    return Err(self.unsupported(n, "a comparison without condition"));
                };
                for k in [l, r] {
                    ops[k] = if is_signed(cc) { self.sext_promoted(ops[k])? } else { self.zext_promoted(ops[k])? };
                }
                let vts = self.dag.node(n).vts;
                Ok(vec![SDValue::new(self.dag.get_node(op.into(), vts, &ops, NodeData::None), 0)])
            }
            Isd::ZeroExtend => {
                let x = self.zext_promoted(ops[0])?;
                one(self.dag.zext_or_trunc(x, rvt))
            }
            Isd::SignExtend => {
                let x = self.sext_promoted(ops[0])?;
                one(self.dag.sext_or_trunc(x, rvt))
            }
            Isd::AnyExtend | Isd::Truncate => {
                let x = self.promoted(ops[0])?;
                one(self.dag.any_ext_or_trunc(x, rvt))
            }
            Isd::Shl | Isd::Srl | Isd::Sra | Isd::Rotl | Isd::Rotr if i == 1 => {
                let amount = self.amount_operand(ops[1])?;
                one(shift(self.dag, self.tli, op, ops[0], amount))
            }
            Isd::Fshl | Isd::Fshr if i == 2 => {
                let amount = self.zext_promoted(ops[2])?;
                ops[2] = self.dag.zext_or_trunc(amount, rvt);
                one(self.dag.node1(op, rvt, &ops))
            }
            Isd::AddCarry | Isd::SubCarry if i == 2 => {
                let c = self.bool_operand(ops[2])?;
                ops[2] = self.dag.zext_or_trunc(c, self.dag.node_vts(n)[1]);
                let vts = self.dag.node(n).vts;
                let node = self.dag.get_node(op.into(), vts, &ops, NodeData::None);
                Ok(vec![SDValue::new(node, 0), SDValue::new(node, 1)])
            }
            Isd::SintToFp | Isd::UintToFp => {
                let x = if op == Isd::SintToFp { self.sext_promoted(ops[0])? } else { self.zext_promoted(ops[0])? };
                // A zero-extended value is non-negative in the wider type.
                one(self.dag.node1(Isd::SintToFp, rvt, &[x]))
            }
            Isd::ExtractElement if i == 0 => self.same_type_expansion(n),
            _ => Err(self.unsupported(n, &format!("promoting operand {i}"))),
        }
    }
}
