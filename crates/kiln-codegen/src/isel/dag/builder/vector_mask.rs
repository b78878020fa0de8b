//! Vector compares kept whole: an `icmp`/`fcmp` of vectors of a legal type is one SETCC whose
//! result is the integer vector of the operands' width, every lane all ones where the compare
//! holds (LLVM promotes `<N x i1>` to the compare's width the same way); of a widened type, one
//! SETCC of the wide registers, whose lanes above the value's are undefined and never read. The `<N x i1>` value
//! itself is that mask's lanes truncated to i1 (a BUILD_VECTOR every other instruction reads
//! as elements), and the instructions that know masks find the whole mask again behind it
//! ([`Builder::mask_of`]):
//! - `select` of vectors of the mask's width: `(m & a) | (~m & b)` (pand, pandn, por);
//! - `sext` to the mask's width is the mask, `zext` the mask and-ed with ones;
//! - `and`/`or`/`xor` of masks (a `not` included) operate on the masks;
//! - `bitcast <N x i1> to iN` and `llvm.vector.reduce.or/and` read the lanes' sign bits
//!   (of the compared vector itself for `x < 0`) through the target's [`vector_sign_bits`](crate::isel::dag::lowering::TargetLowering::vector_sign_bits)
//!   (x86: pmovmskb, movmskps).

use super::Builder;
use crate::isel::dag::node::SDValue;
use crate::isel::dag::opcodes::{CondCode, Isd};
use crate::isel::dag::vector_parts::{join_vector, split_vector, vector_lanes};
use crate::target::value_types::{Evt, Mvt};
use kiln_ir::{Inst, Opcode};

/// How deep [`is_lane_mask`](Builder::is_lane_mask) looks through logic operations.
const MASK_DEPTH: u32 = 8;

impl Builder<'_> {
    /// The compare of `a` and `b` (vectors of the legal type `operand_vt`) as a whole mask,
    /// when one of them is a whole vector; returns the `<N x i1>` value of type `vt`.
    /// A widened operand type compares in its wide register (the mask's elements above the
    /// value's undefined).
    pub(super) fn whole_compare(&mut self, vt: Evt, a: SDValue, b: SDValue, cc: CondCode) -> Result<Option<SDValue>, String> {
        let operand_vt = self.dag.value_type(a);
        let (a, b) = match self.widened_type(operand_vt) {
            Some(wide) => (split_vector(self.dag, a, wide, 1)?[0], split_vector(self.dag, b, wide, 1)?[0]),
            None if self.is_legal_vector(operand_vt) => (a, b),
            None => return Ok(None),
        };
        if !(self.is_whole(a) || self.is_whole(b)) {
            return Ok(None);
        }
        let mask_vt = self.dag.value_type(a).change_to_integer();
        let mask = self.dag.setcc(mask_vt, a, b, cc);
        Ok(Some(self.mask_lanes(mask, vt)))
    }

    /// The `<N x i1>` value of type `vt` whose lanes are the first lanes of `mask`.
    fn mask_lanes(&mut self, mask: SDValue, vt: Evt) -> SDValue {
        let mut lanes = vector_lanes(self.dag, mask);
        lanes.truncate(vt.num_elements() as usize);
        let lanes: Vec<SDValue> = lanes.into_iter().map(|l| self.dag.zext_or_trunc(l, vt.scalar())).collect();
        self.build_vector(vt, &lanes)
    }

    /// The type a vector of type `vt` is held in whole: `vt` itself when legal, the type it
    /// is widened to, or `None`.
    fn whole_type(&self, vt: Evt) -> Option<Evt> {
        if self.is_legal_vector(vt) {
            Some(vt)
        } else {
            self.widened_type(vt)
        }
    }

    /// The whole mask behind the `<N x i1>` value `v` (made by [`mask_lanes`](Self::mask_lanes)).
    pub(super) fn mask_of(&self, v: SDValue) -> Option<SDValue> {
        if !self.dag.opcode(v.node).is(Isd::BuildVector) || self.dag.value_type(v).scalar_size_bits() != 1 {
            return None;
        }
        let mut mask = None;
        for (k, lane) in self.dag.operands(v.node).enumerate() {
            if !self.dag.opcode(lane.node).is(Isd::Truncate) {
                return None;
            }
            let e = self.dag.operand(lane.node, 0);
            if !self.dag.opcode(e.node).is(Isd::ExtractVectorElt)
                || self.dag.constant_value(self.dag.operand(e.node, 1)) != Some(k as u128)
            {
                return None;
            }
            let src = self.dag.operand(e.node, 0);
            if mask.is_some_and(|m| m != src) {
                return None;
            }
            mask = Some(src);
        }
        mask.filter(|&m| self.is_lane_mask(m, 0))
    }

    /// Whether every lane of `v` is all ones or all zeros: a vector SETCC, logic on such.
    fn is_lane_mask(&self, v: SDValue, depth: u32) -> bool {
        let vt = self.dag.value_type(v);
        if !vt.is_vector() || depth > MASK_DEPTH {
            return false;
        }
        match self.dag.opcode(v.node).isd() {
            Some(Isd::SetCc) => true,
            Some(Isd::And | Isd::Or | Isd::Xor) => {
                self.dag.operands(v.node).all(|o| self.is_all_ones(o) || self.is_lane_mask(o, depth + 1))
            }
            _ => false,
        }
    }

    /// Whether `v` is a BUILD_VECTOR whose lanes are all the constant `value` (truncated to
    /// the lane width), but for undefined ones (a widened vector's upper lanes).
    fn is_splat_constant(&self, v: SDValue, value: u128) -> bool {
        let vt = self.dag.value_type(v);
        let bits = vt.scalar_size_bits() as u32;
        let want = if bits >= 128 { value } else { value & ((1u128 << bits) - 1) };
        let undef = |l: SDValue| self.dag.opcode(l.node).is(Isd::Undef);
        self.dag.opcode(v.node).is(Isd::BuildVector)
            && vt.scalar().is_integer()
            && self.dag.operands(v.node).all(|l| undef(l) || self.dag.constant_value(l) == Some(want))
            && !self.dag.operands(v.node).all(undef)
    }

    fn is_all_ones(&self, v: SDValue) -> bool {
        self.is_splat_constant(v, u128::MAX)
    }

    /// The vector of type `vt` with every lane `value`.
    fn splat_constant(&mut self, vt: Evt, value: u128) -> SDValue {
        let lane = self.dag.constant(value, vt.scalar());
        self.build_vector(vt, &vec![lane; vt.num_elements() as usize])
    }

    /// `select m, a, b` as `(m & a) | (~m & b)` when the condition is a whole mask of the
    /// width of the legal vector type `vt`; `None` otherwise.
    pub(super) fn mask_select(&mut self, vt: Evt, cond: SDValue, a: SDValue, b: SDValue) -> Result<Option<SDValue>, String> {
        let Some(mask) = self.mask_of(cond) else { return Ok(None) };
        let mvt = self.dag.value_type(mask);
        let Some(whole_vt) = self.whole_type(vt) else { return Ok(None) };
        if mvt.size_bits() != whole_vt.size_bits() || mvt.num_elements() != whole_vt.num_elements() {
            return Ok(None);
        }
        let (a, b) = (split_vector(self.dag, a, whole_vt, 1)?[0], split_vector(self.dag, b, whole_vt, 1)?[0]);
        let a = self.vector_bitcast(a, mvt)?;
        let b = self.vector_bitcast(b, mvt)?;
        let take_a = (!self.is_splat_constant(a, 0)).then(|| self.dag.node1(Isd::And, mvt, &[mask, a]));
        let take_b = (!self.is_splat_constant(b, 0)).then(|| {
            let ones = self.splat_constant(mvt, u128::MAX);
            let not_mask = self.dag.node1(Isd::Xor, mvt, &[mask, ones]);
            self.dag.node1(Isd::And, mvt, &[not_mask, b])
        });
        let picked = match (take_a, take_b) {
            (Some(x), Some(y)) => self.dag.node1(Isd::Or, mvt, &[x, y]),
            (Some(x), None) | (None, Some(x)) => x,
            (None, None) => a,
        };
        let picked = self.vector_bitcast(picked, whole_vt)?;
        Ok(Some(join_vector(self.dag, &[picked], vt)))
    }

    /// `inst` on `<N x i1>` masks or turning one into a vector of its width (`and`, `or`,
    /// `xor`, `sext`, `zext`), done on the whole masks; `None` when an operand is not one.
    pub(super) fn mask_op(&mut self, inst: &Inst, vt: Evt) -> Result<Option<SDValue>, String> {
        let op = inst.opcode;
        match op {
            Opcode::SExt | Opcode::ZExt => {
                let x = self.value(inst.operands[0])?;
                let Some(mask) = self.mask_of(x) else { return Ok(None) };
                let mvt = self.dag.value_type(mask);
                if self.whole_type(vt) != Some(mvt) {
                    return Ok(None);
                }
                let extended = if op == Opcode::SExt {
                    mask
                } else {
                    let ones = self.splat_constant(mvt, 1);
                    self.dag.node1(Isd::And, mvt, &[mask, ones])
                };
                Ok(Some(join_vector(self.dag, &[extended], vt)))
            }
            Opcode::And | Opcode::Or | Opcode::Xor if vt.scalar_size_bits() == 1 => {
                let (x, y) = (self.value(inst.operands[0])?, self.value(inst.operands[1])?);
                let (mx, my) = (self.mask_of(x), self.mask_of(y));
                let (mask, other) = match (mx, my) {
                    (Some(m), Some(n)) if self.dag.value_type(m) == self.dag.value_type(n) => (m, n),
                    // not: xor with all true
                    (Some(m), None) if op == Opcode::Xor && self.is_splat_constant(y, 1) => (m, self.splat_constant(self.dag.value_type(m), u128::MAX)),
                    (None, Some(m)) if op == Opcode::Xor && self.is_splat_constant(x, 1) => (m, self.splat_constant(self.dag.value_type(m), u128::MAX)),
                    _ => return Ok(None),
                };
                let isd = match op {
                    Opcode::And => Isd::And,
                    Opcode::Or => Isd::Or,
                    _ => Isd::Xor,
                };
                let mvt = self.dag.value_type(mask);
                let joined = self.dag.node1(isd, mvt, &[mask, other]);
                Ok(Some(self.mask_lanes(joined, vt)))
            }
            _ => Ok(None),
        }
    }

    /// `bitcast <N x i1> %m to iN` of a whole mask: its lanes' sign bits.
    pub(super) fn mask_bits(&mut self, x: SDValue, vt: Evt) -> Option<SDValue> {
        if vt.is_vector() || !vt.is_integer() {
            return None;
        }
        let mask = self.mask_of(x)?;
        // A widened mask has more lanes than the value, whose bits are the low ones.
        if vt.size_bits() != u64::from(self.dag.value_type(x).num_elements())
            || vt.size_bits() > u64::from(self.dag.value_type(mask).num_elements())
        {
            return None;
        }
        let source = self.sign_source(mask);
        let bits = self.tli.vector_sign_bits(self.dag, source)?;
        Some(self.dag.zext_or_trunc(bits, vt))
    }

    /// The vector whose sign bits are the lanes of `mask`: `x` itself for `x < 0` (no compare
    /// needed), the mask otherwise.
    fn sign_source(&self, mask: SDValue) -> SDValue {
        if !self.dag.opcode(mask.node).is(Isd::SetCc) {
            return mask;
        }
        let (x, zero, cc) = (self.dag.operand(mask.node, 0), self.dag.operand(mask.node, 1), self.dag.operand(mask.node, 2));
        let is_slt = matches!(self.dag.node(cc.node).data, crate::isel::dag::node::NodeData::CondCode(CondCode::Slt));
        if is_slt && self.dag.value_type(x).is_integer_or_int_vector() && self.is_splat_constant(zero, 0) {
            x
        } else {
            mask
        }
    }

    /// `llvm.vector.reduce.or` (any lane) or `.and` (every lane) of a whole mask, as a compare
    /// of its sign bits; `None` for other reductions or operands.
    pub(super) fn mask_reduction(&mut self, node: Isd, x: SDValue) -> Option<SDValue> {
        if !matches!(node, Isd::Or | Isd::And) {
            return None;
        }
        let mask = self.mask_of(x)?;
        let lanes = self.dag.value_type(x).num_elements();
        let source = self.sign_source(mask);
        let mut bits = self.tli.vector_sign_bits(self.dag, source)?;
        let i32t: Evt = Mvt::I32.into();
        if lanes < self.dag.value_type(mask).num_elements() {
            // A widened mask: only the value's lanes count.
            let low = self.dag.constant((1u128 << lanes) - 1, i32t);
            bits = self.dag.node1(Isd::And, i32t, &[bits, low]);
        }
        let (all, cc) = if node == Isd::Or { (0, CondCode::Ne) } else { ((1u128 << lanes) - 1, CondCode::Eq) };
        let all = self.dag.constant(all, i32t);
        Some(self.dag.setcc(Mvt::I1.into(), bits, all, cc))
    }
}
