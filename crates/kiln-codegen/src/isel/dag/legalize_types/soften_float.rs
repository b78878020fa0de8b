//! SoftenFloat: a floating-point type the target has no registers for but marks softened
//! ([`RegisterTypes::soften_float`](crate::target::lowering::RegisterTypes::soften_float), `fp128`
//! on RISC-V) lives as the integer of its width, and its operations become the compiler-rt /
//! libgcc calls on those bits (`__addtf3`, `__lttf2`, `__extenddftf2`, `__fixtfdi`, ...), as
//! LLVM's DAGTypeLegalizer softens them. Loads, stores, constants, selects and bit casts keep
//! their shape on the integer; negation and absolute value flip or clear the sign bit. The
//! integer is expanded in later rounds like any other wide integer.

use super::{Repl, TypeLegalizer};
use crate::isel::dag::expand;
use crate::isel::dag::node::{ExtType, MemInfo, NodeData, NodeId, SDValue};
use crate::isel::dag::opcodes::{CondCode, Isd};
use crate::target::value_types::{Evt, Mvt};

/// The library function of arithmetic `op` on a 128-bit float.
fn arithmetic_libcall(op: Isd) -> Option<&'static str> {
    Some(match op {
        Isd::FAdd => "__addtf3",
        Isd::FSub => "__subtf3",
        Isd::FMul => "__multf3",
        Isd::FDiv => "__divtf3",
        Isd::FSqrt => "sqrtl",
        _ => return None,
    })
}

/// The comparisons a float condition needs: one or two library calls, each with the integer
/// condition its result is tested against 0 by, and whether two tests are both required
/// (`and`) or either suffices (`or`). compiler-rt's comparisons return a negative, zero or
/// positive int, and for unordered operands a value that makes the ordered test false.
fn compare_libcalls(cc: CondCode) -> Option<(&'static str, CondCode, Option<(&'static str, CondCode, bool)>)> {
    use CondCode as C;
    Some(match cc {
        C::Oeq => ("__eqtf2", C::Eq, None),
        C::Une => ("__netf2", C::Ne, None),
        C::Olt => ("__lttf2", C::Slt, None),
        C::Ole => ("__letf2", C::Sle, None),
        C::Ogt => ("__gttf2", C::Sgt, None),
        C::Oge => ("__getf2", C::Sge, None),
        C::Uo => ("__unordtf2", C::Ne, None),
        C::O => ("__unordtf2", C::Eq, None),
        C::Ult => ("__getf2", C::Slt, None),
        C::Ule => ("__gttf2", C::Sle, None),
        C::Ugt => ("__letf2", C::Sgt, None),
        C::Uge => ("__lttf2", C::Sge, None),
        C::Ueq => ("__eqtf2", C::Eq, Some(("__unordtf2", C::Ne, false))),
        C::One => ("__eqtf2", C::Ne, Some(("__unordtf2", C::Eq, true))),
        _ => return None,
    })
}

impl TypeLegalizer<'_> {
    /// The integer a softened value lives as; a legal value itself.
    fn softened(&self, v: SDValue) -> Result<SDValue, String> {
        if self.is_legal(self.dag.value_type(v)) {
            return Ok(v);
        }
        self.softened
            .get(&v)
            .copied()
            .ok_or_else(|| format!("internal error: t{} has no softened value (type legalization)", v.node.0))
    }

    /// A call of `name` on `args` (legal values, or softened integers passed in their
    /// register parts) returning a value of type `ret`; a softened or wide `ret` is joined
    /// from its register parts.
    fn soft_libcall(&mut self, n: NodeId, name: &str, args: &[SDValue], ret: Evt, signed: bool) -> Result<SDValue, String> {
        let mut parts = Vec::new();
        for &a in args {
            let vt = self.dag.value_type(a);
            if self.is_legal(vt) {
                parts.push(a);
                continue;
            }
            let (part_vt, count) = self.register_parts(n, vt)?;
            parts.extend(self.legal_parts(a, part_vt.into(), count)?);
        }
        if self.is_legal(ret) || ret.size_bits() < 64 {
            return Ok(expand::libcall(self.dag, self.tli, self.dl, name, &parts, &[ret], signed)?[0]);
        }
        let (part_vt, count) = self.register_parts(n, ret)?;
        let results = expand::libcall(self.dag, self.tli, self.dl, name, &parts, &vec![Evt::from(part_vt); count as usize], signed)?;
        Ok(self.join_parts(&results, Evt::int(ret.size_bits() as u32)))
    }

    fn register_parts(&self, n: NodeId, vt: Evt) -> Result<(Mvt, u32), String> {
        self.tli
            .tables()
            .register_type_and_count(vt)
            .ok_or_else(|| self.unsupported(n, "a library call on a type without registers"))
    }

    /// The softened replacement of result `r` of `n`, a float of type `vt` living as `int`.
    pub(super) fn soften_result(&mut self, n: NodeId, r: usize, int: Evt) -> Result<Vec<Repl>, String> {
        let op = self.dag.opcode(n).isd().ok_or_else(|| self.unsupported(n, "an illegal result type"))?;
        let ops: Vec<SDValue> = self.dag.operands(n).collect();
        let one = |v| Ok(vec![Repl::Softened(v)]);
        if let Some(name) = arithmetic_libcall(op) {
            let args = ops.iter().map(|&v| self.softened(v)).collect::<Result<Vec<_>, _>>()?;
            let v = self.soft_libcall(n, name, &args, int, false)?;
            return one(v);
        }
        let sign = 1u128 << (int.size_bits() - 1);
        match op {
            Isd::ConstantFp => {
                let NodeData::ConstantFp(bits) = self.dag.node(n).data else {
                    return Err(self.unsupported(n, "a constant without its value"));
                };
                one(self.dag.constant(bits, int))
            }
            Isd::Undef => one(self.dag.undef(int)),
            Isd::Bitcast => one(ops[0]),
            Isd::MergeValues => Ok(ops.into_iter().map(Repl::Same).collect()),
            Isd::FNeg | Isd::FAbs => {
                let x = self.softened(ops[0])?;
                let (logic, mask) = if op == Isd::FNeg { (Isd::Xor, sign) } else { (Isd::And, !sign) };
                let mask = self.dag.constant(mask, int);
                one(self.dag.node1(logic, int, &[x, mask]))
            }
            Isd::Select => {
                let c = self.bool_operand(ops[0])?;
                let (t, f) = (self.softened(ops[1])?, self.softened(ops[2])?);
                one(self.dag.node1(Isd::Select, int, &[c, t, f]))
            }
            Isd::Load => {
                let NodeData::Load { ext: ExtType::NonExt, mem } = self.dag.node(n).data else {
                    return Err(self.unsupported(n, "an extending load"));
                };
                let load = self.dag.load(int, ops[0], ops[1], ExtType::NonExt, MemInfo { mem_vt: int, ..mem });
                Ok(vec![Repl::Softened(load), Repl::Same(SDValue::new(load.node, 1))])
            }
            Isd::FpExtend => {
                let from = self.dag.value_type(ops[0]);
                let name = match from.size_bits() {
                    32 => "__extendsftf2",
                    64 => "__extenddftf2",
                    _ => return Err(self.unsupported(n, "extending this type")),
                };
                one(self.soft_libcall(n, name, &[ops[0]], int, false)?)
            }
            Isd::SintToFp | Isd::UintToFp => {
                let signed = op == Isd::SintToFp;
                let x = ops[0];
                let xvt = self.dag.value_type(x);
                // Narrow integers go through the 64-bit conversion, extended as their sign says.
                let x = match (self.is_legal(xvt), self.promoted.contains_key(&x)) {
                    (_, true) if signed => self.sext_promoted(x)?,
                    (_, true) => self.zext_promoted(x)?,
                    _ => x,
                };
                let bits = self.dag.value_type(x).size_bits();
                let x = match bits {
                    b if b < 64 && signed => self.dag.sext_or_trunc(x, Evt::int(64)),
                    b if b < 64 => self.dag.zext_or_trunc(x, Evt::int(64)),
                    _ => x,
                };
                let xbits = self.dag.value_type(x).size_bits();
                let name = expand::conversion_libcall_name(op, xbits, Mvt::F128.into())?;
                one(self.soft_libcall(n, &name, &[x], int, signed)?)
            }
            _ => Err(self.unsupported(n, &format!("softening result {r}"))),
        }
    }

    /// `n` rebuilt with its softened operand `i`.
    pub(super) fn soften_operand(&mut self, n: NodeId, i: usize) -> Result<Vec<SDValue>, String> {
        let op = self.dag.opcode(n).isd().ok_or_else(|| self.unsupported(n, "an operand of illegal type"))?;
        let ops: Vec<SDValue> = self.dag.operands(n).collect();
        let rvt = self.dag.node_vts(n)[0];
        match op {
            Isd::Store if i == 1 => {
                let NodeData::Store { mem, .. } = self.dag.node(n).data else {
                    return Err(self.unsupported(n, "a store without memory operand"));
                };
                let v = self.softened(ops[1])?;
                let int = self.dag.value_type(v);
                Ok(vec![self.dag.store(ops[0], v, ops[2], false, MemInfo { mem_vt: int, ..mem })])
            }
            Isd::Bitcast if rvt.is_integer() => Ok(vec![self.softened(ops[0])?]),
            Isd::SetCc => {
                let NodeData::CondCode(cc) = self.dag.node(ops[2].node).data else {
                    return Err(self.unsupported(n, "a setcc without condition"));
                };
                let c = self.soft_compare(n, ops[0], ops[1], cc)?;
                Ok(vec![self.dag.zext_or_trunc(c, rvt)])
            }
            Isd::FpRound => {
                let name = match rvt.size_bits() {
                    32 => "__trunctfsf2",
                    64 => "__trunctfdf2",
                    _ => return Err(self.unsupported(n, "rounding to this type")),
                };
                let x = self.softened(ops[0])?;
                Ok(vec![self.soft_libcall(n, name, &[x], rvt, false)?])
            }
            Isd::FpToSint | Isd::FpToUint => {
                // Through the 64-bit conversion for narrower results.
                let wide = if rvt.size_bits() > 64 { Evt::int(128) } else { Evt::int(64) };
                let name = expand::conversion_libcall_name(op, wide.size_bits(), Mvt::F128.into())?;
                let x = self.softened(ops[0])?;
                let v = self.soft_libcall(n, &name, &[x], wide, op == Isd::FpToSint)?;
                Ok(vec![self.dag.any_ext_or_trunc(v, rvt)])
            }
            _ => Err(self.unsupported(n, &format!("softening operand {i}"))),
        }
    }

    /// `l cc r` of two softened floats as a boolean, through the comparison library calls.
    fn soft_compare(&mut self, n: NodeId, l: SDValue, r: SDValue, cc: CondCode) -> Result<SDValue, String> {
        let (first, first_cc, second) = compare_libcalls(cc).ok_or_else(|| self.unsupported(n, "this floating-point condition"))?;
        let (l, r) = (self.softened(l)?, self.softened(r)?);
        let i32t: Evt = Mvt::I32.into();
        let test = |this: &mut Self, name: &str, icc: CondCode| -> Result<SDValue, String> {
            let v = this.soft_libcall(n, name, &[l, r], i32t, true)?;
            let zero = this.dag.constant(0, i32t);
            let bt = this.bool_type(i32t);
            Ok(this.dag.setcc(bt, v, zero, icc))
        };
        let a = test(self, first, first_cc)?;
        let Some((name, icc, both)) = second else { return Ok(a) };
        let b = test(self, name, icc)?;
        let bt = self.dag.value_type(a);
        Ok(self.dag.node1(if both { Isd::And } else { Isd::Or }, bt, &[a, b]))
    }
}
