//! x86 target intrinsics: the SSE and SSE2 ones (`llvm.x86.sse.*`, `llvm.x86.sse2.*`) clang
//! emits for `<xmmintrin.h>` and `<emmintrin.h>`, and the few SSSE3, SSE4.1 and PCLMUL ones
//! real code calls from `target("...")` functions, lowered on the scalarized vectors the DAG
//! builder hands over. Most become their meaning lane by lane in generic nodes (`pavg.b` is
//! `(a + b + 1) >> 1` in 16 bits, `packsswb` a clamp and a truncation, `pshufb` a chain of
//! selects, `pclmulqdq` 64 shift-and-xor steps), so the later-ISA ones run on SSE2 machines;
//! X86ISD nodes (`td/X86PatIntrinsics.td`) stand where the instruction's own result is the
//! meaning: reciprocal estimates, conversions under MXCSR's rounding mode, MXCSR access,
//! fences, `pause`, `clflush`. The intrinsics the `.td` ties to a target node
//! (`IntrinsicNode` records in `td/X86PatVector.td`, generated as `INTRINSIC_NODES`, which
//! GlobalISel's match table reads too) are that node on whole vectors where the function's
//! subtarget (its `"target-features"`) has the node's pattern: the sign-bit masks
//! pmovmskb/movmskps/movmskpd, SSSE3's `pshufb`, SSE4.1's `pblendvb`/`blendvps`/`blendvpd`,
//! PCLMUL's `pclmulqdq`; elsewhere (and the masks of vectors that are lanes) they run lane by
//! lane. MMX ones (`x86_mmx` values) are not supported.

use crate::generated::global_isel::{gisel_pattern_predicate, INTRINSIC_NODES};
use crate::generated::{
    X86ISD_CLFLUSH, X86ISD_CVTS2SI, X86ISD_CVTTS2SI, X86ISD_FRCP, X86ISD_FRSQRT, X86ISD_LDMXCSR, X86ISD_LFENCE,
    X86ISD_MFENCE, X86ISD_PAUSE, X86ISD_SFENCE, X86ISD_STMXCSR,
};
use crate::subtarget::X86Subtarget;
use kiln_codegen::isel::dag::{CondCode, ExtType, Isd, MemInfo, NodeData, Opcode, SDValue, SelectionDAG};
use kiln_codegen::target::value_types::{Evt, Mvt};
use kiln_codegen::isel::dag::lowering::{IntrinsicValue, TargetIntrinsicCall, TargetIntrinsicResult};

/// The predicates of `cmpss`/`cmpps` immediates 0..7.
const CMP_PREDICATES: [CondCode; 8] =
    [CondCode::Oeq, CondCode::Olt, CondCode::Ole, CondCode::Uo, CondCode::Une, CondCode::Uge, CondCode::Ugt, CondCode::O];

/// The predicate of a `comi`/`ucomi` suffix (`comilt.ss` is `a < b`, false when unordered;
/// `comineq` true when unordered).
fn comi_predicate(suffix: &str) -> Option<CondCode> {
    Some(match suffix {
        "eq" => CondCode::Oeq,
        "lt" => CondCode::Olt,
        "le" => CondCode::Ole,
        "gt" => CondCode::Ogt,
        "ge" => CondCode::Oge,
        "neq" => CondCode::Une,
        _ => return None,
    })
}

fn i1() -> Evt {
    Mvt::I1.into()
}

/// Lowers `call` if it is an x86 intrinsic this module knows.
/// `st` is the calling function's subtarget: an intrinsic of a later ISA is its instruction
/// where the function has that ISA.
pub fn lower(dag: &mut SelectionDAG, call: &TargetIntrinsicCall, st: &X86Subtarget) -> Result<Option<TargetIntrinsicResult>, String> {
    let Some(name) = call.name.strip_prefix("llvm.x86.") else { return Ok(None) };
    let mut l = Lowering { dag, call };
    let chain = call.chain;
    let chained = |l: &mut Lowering, op: u32, ops: &[SDValue]| {
        let mut all = vec![chain];
        all.extend_from_slice(ops);
        l.dag.node1(Opcode::target(op), Evt::OTHER, &all)
    };
    let done = |chain: SDValue| Ok(Some((None, chain)));
    match name {
        "sse.sfence" => return done(chained(&mut l, X86ISD_SFENCE, &[])),
        "sse2.lfence" => return done(chained(&mut l, X86ISD_LFENCE, &[])),
        "sse2.mfence" => return done(chained(&mut l, X86ISD_MFENCE, &[])),
        "sse2.pause" => return done(chained(&mut l, X86ISD_PAUSE, &[])),
        "sse2.clflush" | "sse.ldmxcsr" | "sse.stmxcsr" => {
            let op = match name {
                "sse2.clflush" => X86ISD_CLFLUSH,
                "sse.ldmxcsr" => X86ISD_LDMXCSR,
                _ => X86ISD_STMXCSR,
            };
            let ptr = l.scalar(0)?;
            let mem = MemInfo { mem_vt: Mvt::I32.into(), align: 1, volatile: true, source: None, ordering: kiln_ir::AtomicOrdering::NotAtomic };
            let vts = l.dag.vt_list(&[Evt::OTHER]);
            let node = l.dag.get_node(Opcode::target(op), vts, &[chain, ptr], NodeData::Load { ext: ExtType::NonExt, mem });
            return done(SDValue::new(node, 0));
        }
        "sse2.maskmov.dqu" => return l.masked_store().map(|chain| Some((None, chain))),
        _ => {}
    }
    if let Some(v) = l.instruction(st)? {
        return Ok(Some((Some(IntrinsicValue::Scalar(v)), chain)));
    }
    let value = match l.value(name)? {
        Some(v) => v,
        None => return Ok(None),
    };
    Ok(Some((Some(value), chain)))
}

struct Lowering<'a, 'c> {
    dag: &'a mut SelectionDAG,
    call: &'a TargetIntrinsicCall<'c>,
}

impl Lowering<'_, '_> {
    fn malformed(&self) -> String {
        format!("malformed call of '{}'", self.call.name)
    }

    fn lanes(&self, i: usize) -> Result<Vec<SDValue>, String> {
        match self.call.args.get(i) {
            Some(IntrinsicValue::Lanes(l)) => Ok(l.clone()),
            _ => Err(self.malformed()),
        }
    }

    fn scalar(&self, i: usize) -> Result<SDValue, String> {
        match self.call.args.get(i) {
            Some(IntrinsicValue::Scalar(v)) => Ok(*v),
            _ => Err(self.malformed()),
        }
    }

    fn immediate(&self, i: usize) -> Result<u128, String> {
        let v = self.scalar(i)?;
        self.dag.constant_value(v).ok_or_else(|| format!("'{}' needs a constant operand {}", self.call.name, i + 1))
    }

    fn ret(&self) -> Result<Evt, String> {
        self.call.ret.ok_or_else(|| self.malformed())
    }

    fn vt(&self, v: SDValue) -> Evt {
        self.dag.value_type(v)
    }

    fn node(&mut self, op: Isd, vt: Evt, ops: &[SDValue]) -> SDValue {
        self.dag.node1(op, vt, ops)
    }

    fn constant(&mut self, value: u128, vt: Evt) -> SDValue {
        self.dag.constant(value, vt)
    }

    /// Argument `i`, a vector of type `m`, whole: as the builder has it, or built from its lanes.
    fn whole(&mut self, i: usize, m: Mvt) -> Result<SDValue, String> {
        if let Some(v) = self.call.whole.get(i).copied().flatten() {
            return Ok(super::vector::bitcast(self.dag, v, m));
        }
        let lanes = self.lanes(i)?;
        Ok(self.dag.node1(Isd::BuildVector, m.into(), &lanes))
    }

    /// The intrinsic as the target node `INTRINSIC_NODES` ties it to (from the `.td`'s
    /// `IntrinsicNode` records), on whole vectors, where the function's subtarget `st` has the
    /// node's pattern. `None` lowers it lane by lane: so also an intrinsic of the baseline ISA
    /// whose vectors are lanes here.
    fn instruction(&mut self, st: &X86Subtarget) -> Result<Option<SDValue>, String> {
        let Some(entry) = INTRINSIC_NODES.iter().find(|e| e.name == self.call.name) else { return Ok(None) };
        if !gisel_pattern_predicate(entry.predicate, st) {
            return Ok(None);
        }
        let lanes_only = (0..self.call.args.len()).any(|i| matches!(self.call.args[i], IntrinsicValue::Lanes(_)) && self.call.whole.get(i).copied().flatten().is_none());
        if entry.predicate == 0 && lanes_only {
            return Ok(None);
        }
        let (node, m) = (entry.node, entry.vt);
        let mut ops = Vec::with_capacity(3);
        for i in 0..self.call.args.len() {
            ops.push(match self.call.args[i] {
                IntrinsicValue::Lanes(_) => self.whole(i, m)?,
                IntrinsicValue::Scalar(_) => {
                    let imm = self.immediate(i)?;
                    self.dag.target_constant(imm & 0xff, Mvt::I8.into())
                }
            });
        }
        let ret = self.ret()?;
        Ok(Some(self.dag.node1(Opcode::target(node), ret, &ops)))
    }

    /// The value of pure intrinsic `name` (without `llvm.x86.`); `None` if unknown.
    fn value(&mut self, name: &str) -> Result<Option<IntrinsicValue>, String> {
        use IntrinsicValue::{Lanes, Scalar};
        if name == "pclmulqdq" {
            return self.carry_less_multiply().map(|v| Some(Lanes(v)));
        }
        let Some((family, op)) = name.split_once('.') else { return Ok(None) };
        Ok(Some(match (family, op) {
            ("sse" | "sse2", "min.ps" | "min.ss" | "min.pd" | "min.sd" | "max.ps" | "max.ss" | "max.pd" | "max.sd") => {
                let (a, b) = (self.lanes(0)?, self.lanes(1)?);
                let cc = if op.starts_with("min") { CondCode::Olt } else { CondCode::Ogt };
                // x86 semantics: the second operand unless the first is strictly smaller
                // (larger): so for NaN or equal zeros.
                self.scalar_or_packed(op, &a, |l, k| {
                    let c = l.dag.setcc(i1(), a[k], b[k], cc);
                    Ok(l.node(Isd::Select, l.vt(a[k]), &[c, a[k], b[k]]))
                })?
            }
            ("sse" | "sse2", "cmp.ps" | "cmp.ss" | "cmp.pd" | "cmp.sd") => {
                let (a, b) = (self.lanes(0)?, self.lanes(1)?);
                let imm = self.immediate(2)?;
                let cc = *CMP_PREDICATES.get(imm as usize).ok_or_else(|| {
                    format!("unsupported predicate {imm} of '{}' (predicates above 7 need AVX)", self.call.name)
                })?;
                self.scalar_or_packed(op, &a, |l, k| {
                    let fvt = l.vt(a[k]);
                    let ivt = Evt::int(fvt.size_bits() as u32);
                    let c = l.dag.setcc(i1(), a[k], b[k], cc);
                    let mask = l.node(Isd::SignExtend, ivt, &[c]);
                    Ok(l.node(Isd::Bitcast, fvt, &[mask]))
                })?
            }
            ("sse" | "sse2", _) if op.starts_with("comi") || op.starts_with("ucomi") => {
                let suffix = op.trim_start_matches('u').trim_start_matches("comi");
                let cc = suffix.split('.').next().and_then(comi_predicate).ok_or_else(|| self.malformed())?;
                let (a, b) = (self.lanes(0)?[0], self.lanes(1)?[0]);
                let c = self.dag.setcc(i1(), a, b, cc);
                Scalar(self.node(Isd::ZeroExtend, Mvt::I32.into(), &[c]))
            }
            ("sse", "rcp.ps" | "rcp.ss" | "rsqrt.ps" | "rsqrt.ss") => {
                let a = self.lanes(0)?;
                let node = if op.starts_with("rcp") { X86ISD_FRCP } else { X86ISD_FRSQRT };
                self.scalar_or_packed(op, &a, |l, k| Ok(l.dag.node1(Opcode::target(node), l.vt(a[k]), &[a[k]])))?
            }
            ("sse" | "sse2", "cvtss2si" | "cvtss2si64" | "cvttss2si" | "cvttss2si64" | "cvtsd2si" | "cvtsd2si64" | "cvttsd2si" | "cvttsd2si64") => {
                let node = if op.starts_with("cvtt") { X86ISD_CVTTS2SI } else { X86ISD_CVTS2SI };
                let a = self.lanes(0)?[0];
                Scalar(self.dag.node1(Opcode::target(node), self.ret()?, &[a]))
            }
            ("sse2", "cvtps2dq" | "cvttps2dq" | "cvtpd2dq" | "cvttpd2dq") => {
                let node = if op.starts_with("cvtt") { X86ISD_CVTTS2SI } else { X86ISD_CVTS2SI };
                let a = self.lanes(0)?;
                let i32vt: Evt = Mvt::I32.into();
                let mut out: Vec<SDValue> = a.iter().map(|&x| self.dag.node1(Opcode::target(node), i32vt, &[x])).collect();
                out.resize(4, self.constant(0, i32vt));
                Lanes(out)
            }
            ("sse2", "cvtpd2ps") => {
                let a = self.lanes(0)?;
                let f32vt: Evt = Mvt::F32.into();
                let mut out: Vec<SDValue> = a.iter().map(|&x| self.node(Isd::FpRound, f32vt, &[x])).collect();
                out.resize(4, self.dag.constant_fp(0, f32vt));
                Lanes(out)
            }
            ("sse2", "cvtsd2ss") => {
                let (mut a, b) = (self.lanes(0)?, self.lanes(1)?);
                a[0] = self.node(Isd::FpRound, Mvt::F32.into(), &[b[0]]);
                Lanes(a)
            }
            ("sse2", "packsswb.128" | "packssdw.128" | "packuswb.128") => {
                let mut all = self.lanes(0)?;
                all.extend(self.lanes(1)?);
                let elem = self.ret()?.scalar();
                let bits = elem.size_bits() as u32;
                let unsigned = op == "packuswb.128";
                let high = if unsigned { (1u128 << bits) - 1 } else { (1u128 << (bits - 1)) - 1 };
                Lanes(all.iter().map(|&x| {
                    let vt = self.vt(x);
                    // The signed packs' low bound is -2^(bits-1), written in the wide type.
                    let low = if unsigned { 0 } else { (1u128 << vt.size_bits()) - (1u128 << (bits - 1)) };
                    let (lo, hi) = (self.constant(low, vt), self.constant(high, vt));
                    let x = self.node(Isd::SMax, vt, &[x, lo]);
                    let x = self.node(Isd::SMin, vt, &[x, hi]);
                    self.node(Isd::Truncate, elem, &[x])
                }).collect())
            }
            ("sse2", "pavg.b" | "pavg.w") => {
                let (a, b) = (self.lanes(0)?, self.lanes(1)?);
                let wide: Evt = Mvt::I32.into();
                Lanes((0..a.len()).map(|k| {
                    let elem = self.vt(a[k]);
                    let (x, y) = (self.node(Isd::ZeroExtend, wide, &[a[k]]), self.node(Isd::ZeroExtend, wide, &[b[k]]));
                    let one = self.constant(1, wide);
                    let sum = self.node(Isd::Add, wide, &[x, y]);
                    let sum = self.node(Isd::Add, wide, &[sum, one]);
                    let amount = self.constant(1, Mvt::I8.into());
                    let half = self.node(Isd::Srl, wide, &[sum, amount]);
                    self.node(Isd::Truncate, elem, &[half])
                }).collect())
            }
            ("sse2", "pmadd.wd") => {
                let (a, b) = (self.lanes(0)?, self.lanes(1)?);
                let wide: Evt = Mvt::I32.into();
                let products: Vec<SDValue> = (0..a.len()).map(|k| {
                    let (x, y) = (self.node(Isd::SignExtend, wide, &[a[k]]), self.node(Isd::SignExtend, wide, &[b[k]]));
                    self.node(Isd::Mul, wide, &[x, y])
                }).collect();
                Lanes(products.chunks(2).map(|p| self.node(Isd::Add, wide, p)).collect())
            }
            ("sse2", "pmulh.w" | "pmulhu.w") => {
                let (a, b) = (self.lanes(0)?, self.lanes(1)?);
                let (ext, shift) = if op == "pmulh.w" { (Isd::SignExtend, Isd::Sra) } else { (Isd::ZeroExtend, Isd::Srl) };
                let wide: Evt = Mvt::I32.into();
                Lanes((0..a.len()).map(|k| {
                    let (x, y) = (self.node(ext, wide, &[a[k]]), self.node(ext, wide, &[b[k]]));
                    let product = self.node(Isd::Mul, wide, &[x, y]);
                    let amount = self.constant(16, Mvt::I8.into());
                    let high = self.node(shift, wide, &[product, amount]);
                    self.node(Isd::Truncate, Mvt::I16.into(), &[high])
                }).collect())
            }
            ("sse2", "psad.bw") => {
                let (a, b) = (self.lanes(0)?, self.lanes(1)?);
                let wide: Evt = Mvt::I32.into();
                let mut out = Vec::new();
                for half in 0..2 {
                    let mut sum = self.constant(0, wide);
                    for k in half * 8..half * 8 + 8 {
                        let (x, y) = (self.node(Isd::ZeroExtend, wide, &[a[k]]), self.node(Isd::ZeroExtend, wide, &[b[k]]));
                        let d = self.node(Isd::Sub, wide, &[x, y]);
                        let d = self.node(Isd::Abs, wide, &[d]);
                        sum = self.node(Isd::Add, wide, &[sum, d]);
                    }
                    out.push(self.node(Isd::ZeroExtend, Mvt::I64.into(), &[sum]));
                }
                Lanes(out)
            }
            ("sse2", _) if ["psll.", "psrl.", "psra.", "pslli.", "psrli.", "psrai."].iter().any(|p| op.starts_with(p)) => {
                let a = self.lanes(0)?;
                let count = if op.as_bytes()[4] == b'i' {
                    let c = self.scalar(1)?;
                    self.node(Isd::ZeroExtend, Mvt::I64.into(), &[c])
                } else {
                    self.low_quadword(&self.lanes(1)?)
                };
                let kind = &op[..4];
                Lanes(a.iter().map(|&x| self.shift(kind, x, count)).collect())
            }
            ("sse", "movmsk.ps") | ("sse2", "movmsk.pd" | "pmovmskb.128") => {
                let a = self.lanes(0)?;
                let i32vt: Evt = Mvt::I32.into();
                let mut mask = self.constant(0, i32vt);
                for (k, &x) in a.iter().enumerate() {
                    let bits = self.vt(x).size_bits() as u32;
                    let ivt = Evt::int(bits);
                    let x = if self.vt(x).is_float() { self.node(Isd::Bitcast, ivt, &[x]) } else { x };
                    let amount = self.constant(u128::from(bits - 1), Mvt::I8.into());
                    let sign = self.node(Isd::Srl, ivt, &[x, amount]);
                    let sign = self.dag.zext_or_trunc(sign, i32vt);
                    let at = self.constant(k as u128, Mvt::I8.into());
                    let bit = self.node(Isd::Shl, i32vt, &[sign, at]);
                    mask = self.node(Isd::Or, i32vt, &[mask, bit]);
                }
                Scalar(mask)
            }
            ("ssse3", "pshuf.b.128") => {
                let (a, b) = (self.lanes(0)?, self.lanes(1)?);
                let i8vt: Evt = Mvt::I8.into();
                Lanes(b.iter().map(|&sel| {
                    let fifteen = self.constant(15, i8vt);
                    let index = self.node(Isd::And, i8vt, &[sel, fifteen]);
                    let mut picked = a[0];
                    for (k, &lane) in a.iter().enumerate().skip(1) {
                        let kc = self.constant(k as u128, i8vt);
                        let eq = self.dag.setcc(i1(), index, kc, CondCode::Eq);
                        picked = self.node(Isd::Select, i8vt, &[eq, lane, picked]);
                    }
                    let zero = self.constant(0, i8vt);
                    let cleared = self.dag.setcc(i1(), sel, zero, CondCode::Slt);
                    self.node(Isd::Select, i8vt, &[cleared, zero, picked])
                }).collect())
            }
            ("sse41", "pblendvb") => {
                let (a, b, m) = (self.lanes(0)?, self.lanes(1)?, self.lanes(2)?);
                Lanes((0..a.len()).map(|k| {
                    let zero = self.constant(0, self.vt(m[k]));
                    let take_b = self.dag.setcc(i1(), m[k], zero, CondCode::Slt);
                    self.node(Isd::Select, self.vt(a[k]), &[take_b, b[k], a[k]])
                }).collect())
            }
            _ => return Ok(None),
        }))
    }

    /// For an `.ss`/`.sd` form, lane 0 from `lane` and the others from `a`; for a packed form,
    /// every lane from `lane`.
    fn scalar_or_packed(
        &mut self,
        op: &str,
        a: &[SDValue],
        mut lane: impl FnMut(&mut Self, usize) -> Result<SDValue, String>,
    ) -> Result<IntrinsicValue, String> {
        let scalar_form = op.ends_with(".ss") || op.ends_with(".sd");
        let mut out = a.to_vec();
        for k in 0..if scalar_form { 1 } else { a.len() } {
            out[k] = lane(self, k)?;
        }
        Ok(IntrinsicValue::Lanes(out))
    }

    /// The low 64 bits of a 128-bit vector given as lanes (a shift count operand).
    fn low_quadword(&mut self, lanes: &[SDValue]) -> SDValue {
        let i64vt: Evt = Mvt::I64.into();
        let bits = self.vt(lanes[0]).size_bits() as u32;
        let mut acc = self.constant(0, i64vt);
        for (k, &lane) in lanes.iter().enumerate().take((64 / bits) as usize) {
            let wide = if bits == 64 { lane } else { self.node(Isd::ZeroExtend, i64vt, &[lane]) };
            let at = self.constant(u128::from(k as u32 * bits), Mvt::I8.into());
            let part = self.node(Isd::Shl, i64vt, &[wide, at]);
            acc = self.node(Isd::Or, i64vt, &[acc, part]);
        }
        acc
    }

    /// One lane of `psll`/`psrl`/`psra` by the 64-bit `count`: a logical shift by the lane
    /// width or more gives 0, an arithmetic one fills with the sign.
    fn shift(&mut self, kind: &str, x: SDValue, count: SDValue) -> SDValue {
        let vt = self.vt(x);
        let bits = vt.size_bits() as u32;
        let i64vt: Evt = Mvt::I64.into();
        let i8vt: Evt = Mvt::I8.into();
        let limit = self.constant(u128::from(bits), i64vt);
        let too_far = self.dag.setcc(i1(), count, limit, CondCode::Uge);
        if kind == "psra" {
            let top = self.constant(u128::from(bits - 1), i64vt);
            let clamped = self.node(Isd::UMin, i64vt, &[count, top]);
            let amount = self.node(Isd::Truncate, i8vt, &[clamped]);
            return self.node(Isd::Sra, vt, &[x, amount]);
        }
        let mask = self.constant(u128::from(bits - 1), i64vt);
        let low = self.node(Isd::And, i64vt, &[count, mask]);
        let amount = self.node(Isd::Truncate, i8vt, &[low]);
        let shifted = self.node(if kind == "psll" { Isd::Shl } else { Isd::Srl }, vt, &[x, amount]);
        let zero = self.constant(0, vt);
        self.node(Isd::Select, vt, &[too_far, zero, shifted])
    }

    /// `pclmulqdq`: the carry-less product of the 64-bit halves the immediate picks (bit 0 in
    /// the first operand, bit 4 in the second), as 64 conditional shifted xors into two halves.
    fn carry_less_multiply(&mut self) -> Result<Vec<SDValue>, String> {
        let (a, b) = (self.lanes(0)?, self.lanes(1)?);
        let imm = self.immediate(2)?;
        let (x, y) = (a[(imm & 1) as usize], b[(imm >> 4 & 1) as usize]);
        let i64vt: Evt = Mvt::I64.into();
        let i8vt: Evt = Mvt::I8.into();
        let (mut low, mut high) = (self.constant(0, i64vt), self.constant(0, i64vt));
        for i in 0..64u128 {
            // mask = all ones when bit i of y is set
            let at = self.constant(i, i8vt);
            let bit = self.node(Isd::Srl, i64vt, &[y, at]);
            let one = self.constant(1, i64vt);
            let bit = self.node(Isd::And, i64vt, &[bit, one]);
            let zero = self.constant(0, i64vt);
            let mask = self.node(Isd::Sub, i64vt, &[zero, bit]);
            let part = self.node(Isd::Shl, i64vt, &[x, at]);
            let part = self.node(Isd::And, i64vt, &[part, mask]);
            low = self.node(Isd::Xor, i64vt, &[low, part]);
            if i > 0 {
                let back = self.constant(64 - i, i8vt);
                let carry = self.node(Isd::Srl, i64vt, &[x, back]);
                let carry = self.node(Isd::And, i64vt, &[carry, mask]);
                high = self.node(Isd::Xor, i64vt, &[high, carry]);
            }
        }
        Ok(vec![low, high])
    }

    /// `maskmovdqu`: each byte of the first operand whose mask byte has its top bit set is
    /// stored at the pointer plus its index; the others are left as they are (read and
    /// written back unchanged).
    fn masked_store(&mut self) -> Result<SDValue, String> {
        let (v, m, ptr) = (self.lanes(0)?, self.lanes(1)?, self.scalar(2)?);
        let ptr_vt = self.vt(ptr);
        let i8vt: Evt = Mvt::I8.into();
        let mut chain = self.call.chain;
        for k in 0..v.len() {
            let offset = self.constant(k as u128, ptr_vt);
            let at = self.node(Isd::Add, ptr_vt, &[ptr, offset]);
            let mem = MemInfo { mem_vt: i8vt, align: 1, volatile: false, source: None, ordering: kiln_ir::AtomicOrdering::NotAtomic };
            let old = self.dag.load(i8vt, chain, at, ExtType::NonExt, mem);
            let zero = self.constant(0, i8vt);
            let store_it = self.dag.setcc(i1(), m[k], zero, CondCode::Slt);
            let byte = self.node(Isd::Select, i8vt, &[store_it, v[k], old]);
            chain = self.dag.store(SDValue::new(old.node, 1), byte, at, false, mem);
        }
        Ok(chain)
    }
}
