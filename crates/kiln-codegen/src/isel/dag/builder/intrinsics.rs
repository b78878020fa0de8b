//! Intrinsic calls the DAG builder turns into nodes rather than calls: bit operations
//! (`bswap`, `ctpop`, `ctlz`, `cttz`, `abs`, `smin`/`smax`/`umin`/`umax`, `fshl`/`fshr`,
//! `bitreverse` expanded into a byte swap and three mask-and-shift steps),
//! floating point (`fabs`, `sqrt`, `fmuladd`; libm functions such as `floor` as calls),
//! `trap`, `__builtin_setjmp`/`__builtin_longjmp` (`llvm.eh.sjlj.*`, EH_SJLJ nodes the target
//! lowers; a function with a setjmp keeps its frame pointer, which the buffer holds), and
//! the hints that compute nothing (`expect` is its argument, `prefetch` nothing,
//! `is.constant` false at code generation time).

use super::Builder;
use crate::isel::dag::node::{NodeData, SDValue};
use crate::isel::dag::opcodes::{CondCode, Isd};
use crate::isel::dag::value_types::{Evt, Mvt};
use kiln_ir::{ConstKind, Inst, Value};

/// What lowering an intrinsic call produced.
pub(super) enum Lowered {
    /// Not an intrinsic this module handles.
    No,
    /// Handled; the call's value, if it has one.
    Done(Option<SDValue>),
}

/// Intrinsics that are one DAG node of their arguments: (name prefix, node).
pub(super) const ONE_NODE: &[(&str, Isd)] = &[
    ("llvm.bswap.", Isd::Bswap),
    ("llvm.ctpop.", Isd::Ctpop),
    ("llvm.fabs.", Isd::FAbs),
    ("llvm.sqrt.", Isd::FSqrt),
    ("llvm.smin.", Isd::SMin),
    ("llvm.smax.", Isd::SMax),
    ("llvm.umin.", Isd::UMin),
    ("llvm.umax.", Isd::UMax),
    ("llvm.fshl.", Isd::Fshl),
    ("llvm.fshr.", Isd::Fshr),
];

/// Intrinsics that are calls of the C library function of the same name (`f` suffix for float).
const LIBM: &[&str] = &[
    "floor",
    "ceil",
    "trunc",
    "round",
    "rint",
    "nearbyint",
    "pow",
    "exp",
    "exp2",
    "log",
    "log2",
    "log10",
    "sin",
    "cos",
    "copysign",
    "fma",
    "minnum",
    "maxnum",
];

impl Builder<'_> {
    pub(super) fn intrinsic(&mut self, inst: &Inst, name: &str) -> Result<Lowered, String> {
        let args = inst.call_args();
        if let Some(&(_, node)) = ONE_NODE.iter().find(|(prefix, _)| name.starts_with(prefix)) {
            let vt = self.evt(inst.ty)?;
            let ops = self.values(args)?;
            return Ok(Lowered::Done(Some(self.dag.node1(node, vt, &ops))));
        }
        // ctlz/cttz/abs: the last argument says whether zero (the minimum) gives poison.
        for (prefix, plain, zero_poison) in [
            ("llvm.ctlz.", Isd::Ctlz, Some(Isd::CtlzZeroUndef)),
            ("llvm.cttz.", Isd::Cttz, Some(Isd::CttzZeroUndef)),
            ("llvm.abs.", Isd::Abs, None),
        ] {
            if name.starts_with(prefix) {
                let vt = self.evt(inst.ty)?;
                let x = self.value(args[0])?;
                let poison = matches!(args.get(1), Some(&Value::Const(c)) if self.module.consts.get(c).kind == ConstKind::Int(1));
                let node = match zero_poison {
                    Some(z) if poison => z,
                    _ => plain,
                };
                return Ok(Lowered::Done(Some(self.dag.node1(node, vt, &[x]))));
            }
        }
        if name.starts_with("llvm.bitreverse.") {
            let vt = self.evt(inst.ty)?;
            let x = self.value(args[0])?;
            return self.bit_reverse(x, vt).map(|v| Lowered::Done(Some(v)));
        }
        if name.starts_with("llvm.fmuladd.") {
            let vt = self.evt(inst.ty)?;
            let [a, b, c] = self.values(args)?[..] else {
                return Err("malformed llvm.fmuladd call".to_string());
            };
            let product = self.dag.node1(Isd::FMul, vt, &[a, b]);
            return Ok(Lowered::Done(Some(self.dag.node1(
                Isd::FAdd,
                vt,
                &[product, c],
            ))));
        }
        if let Some(base) = LIBM.iter().find(|f| {
            name.strip_prefix("llvm.")
                .and_then(|r| r.strip_prefix(**f))
                .is_some_and(|r| r.starts_with('.'))
        }) {
            let vt = self.evt(inst.ty)?;
            let symbol = match vt.simple() {
                Some(Mvt::F32) => format!("{base}f"),
                Some(Mvt::F64) => base.to_string(),
                Some(Mvt::F80) => format!("{base}l"),
                _ => return Err(format!("unsupported intrinsic '{name}' on {vt}")),
            };
            let symbol = match symbol.as_str() {
                "minnumf" => "fminf".to_string(),
                "minnum" => "fmin".to_string(),
                "minnuml" => "fminl".to_string(),
                "maxnumf" => "fmaxf".to_string(),
                "maxnum" => "fmax".to_string(),
                "maxnuml" => "fmaxl".to_string(),
                _ => symbol,
            };
            let ops = self.values(args)?;
            return self
                .libcall(&symbol, &ops, vt)
                .map(|v| Lowered::Done(Some(v)));
        }
        if let Some(op) = ["sadd", "uadd", "ssub", "usub", "smul", "umul"]
            .into_iter()
            .find(|op| {
                name.strip_prefix("llvm.")
                    .is_some_and(|r| r.starts_with(&format!("{op}.with.overflow.")))
            })
        {
            return self.with_overflow(inst, op).map(|v| Lowered::Done(Some(v)));
        }
        if name.starts_with("llvm.expect.") {
            return Ok(Lowered::Done(Some(self.value(args[0])?)));
        }
        if name.starts_with("llvm.is.constant.") {
            let vt = self.evt(inst.ty)?;
            return Ok(Lowered::Done(Some(self.dag.constant(0, vt))));
        }
        if name == "llvm.eh.typeid.for" {
            return self.type_id_for(inst).map(|v| Lowered::Done(Some(v)));
        }
        if name.starts_with("llvm.prefetch") {
            return Ok(Lowered::Done(None));
        }
        if let done @ Lowered::Done(_) = self.stack_intrinsic(inst, name)? {
            return Ok(done);
        }
        if name == "llvm.eh.sjlj.setjmp" || name == "llvm.eh.sjlj.longjmp" {
            let &[buf] = args else { return Err(format!("malformed {name} call")) };
            let buf = self.value(buf)?;
            let chain = self.root();
            if name == "llvm.eh.sjlj.longjmp" {
                self.dag.root = self.dag.node1(Isd::EhSjljLongjmp, Evt::OTHER, &[chain, buf]);
                return Ok(Lowered::Done(None));
            }
            let vt = self.evt(inst.ty)?;
            let vts = self.dag.vt_list(&[vt, Evt::OTHER]);
            let node = self.dag.get_node(Isd::EhSjljSetjmp.into(), vts, &[chain, buf], NodeData::None);
            self.dag.root = SDValue::new(node, 1);
            self.flinfo.frame_address_taken = true;
            return Ok(Lowered::Done(Some(SDValue::new(node, 0))));
        }
        if name == "llvm.trap" || name == "llvm.debugtrap" {
            let chain = self.root();
            self.dag.root = self.dag.node1(Isd::Trap, Evt::OTHER, &[chain]);
            return Ok(Lowered::Done(None));
        }
        Ok(Lowered::No)
    }

    /// `llvm.{s,u}{add,sub,mul}.with.overflow`: the wrapped result and whether it overflowed,
    /// as the two leaves of the `{iN, i1}` result. Sums and differences test the operands'
    /// signs (or an unsigned wrap); products are computed at twice the width and compared
    /// with the extension of their low half.
    fn with_overflow(&mut self, inst: &Inst, op: &str) -> Result<SDValue, String> {
        let [a, b] = self.values(inst.call_args())?[..] else {
            return Err(format!("malformed llvm.{op}.with.overflow call"));
        };
        let vt = self.dag.value_type(a);
        let bits = vt.size_bits();
        let leaves = self.leaves(inst.ty)?;
        let flag_vt = self.evt(
            leaves
                .get(1)
                .ok_or("malformed with.overflow result type")?
                .0,
        )?;
        let zero = self.dag.constant(0, vt);
        let (result, overflow) = match op {
            "uadd" => {
                let sum = self.dag.node1(Isd::Add, vt, &[a, b]);
                (sum, self.dag.setcc(flag_vt, sum, a, CondCode::Ult))
            }
            "usub" => {
                let diff = self.dag.node1(Isd::Sub, vt, &[a, b]);
                (diff, self.dag.setcc(flag_vt, a, b, CondCode::Ult))
            }
            "sadd" | "ssub" => {
                let node = if op == "sadd" { Isd::Add } else { Isd::Sub };
                let r = self.dag.node1(node, vt, &[a, b]);
                // Overflow iff the result's sign differs from a's and (add) b's sign equals a's
                // or (sub) b's sign differs from a's.
                let ar = self.dag.node1(Isd::Xor, vt, &[a, r]);
                let ab = self.dag.node1(Isd::Xor, vt, &[a, b]);
                let sign_test = if op == "sadd" {
                    let all = self.dag.all_ones(vt);
                    let same = self.dag.node1(Isd::Xor, vt, &[ab, all]);
                    self.dag.node1(Isd::And, vt, &[ar, same])
                } else {
                    self.dag.node1(Isd::And, vt, &[ar, ab])
                };
                (r, self.dag.setcc(flag_vt, sign_test, zero, CondCode::Slt))
            }
            _ => {
                let wide = Evt::int(bits as u32 * 2);
                let ext = if op == "smul" {
                    Isd::SignExtend
                } else {
                    Isd::ZeroExtend
                };
                let (wa, wb) = (
                    self.dag.node1(ext, wide, &[a]),
                    self.dag.node1(ext, wide, &[b]),
                );
                let product = self.dag.node1(Isd::Mul, wide, &[wa, wb]);
                let low = self.dag.node1(Isd::Truncate, vt, &[product]);
                let back = self.dag.node1(ext, wide, &[low]);
                (low, self.dag.setcc(flag_vt, product, back, CondCode::Ne))
            }
        };
        Ok(self.merge(&[result, overflow]))
    }

    /// `llvm.bitreverse` of an integer of any width: in the smallest power of two of at least
    /// 8 bits that holds it, the bytes are swapped, then the nibbles, bit pairs and bits of
    /// each byte (`v = ((v >> s) & m) | ((v & m) << s)` with masks 0x0f.., 0x33.., 0x55..);
    /// a narrower value ends up in the high bits and is shifted down.
    fn bit_reverse(&mut self, x: SDValue, vt: Evt) -> Result<SDValue, String> {
        if !vt.is_integer() {
            return Err(format!("unsupported intrinsic 'llvm.bitreverse' on {vt}"));
        }
        let bits = vt.size_bits() as u32;
        if bits == 1 {
            return Ok(x);
        }
        let width = bits.next_power_of_two().max(8);
        let wide = Evt::int(width);
        let amount_vt = crate::isel::dag::expand::shift_amount_type(self.tli, wide);
        // The extension's high bits end up below the reversed value and are shifted out.
        let mut v = self.dag.any_ext_or_trunc(x, wide);
        if width >= 16 {
            v = self.dag.node1(Isd::Bswap, wide, &[v]);
        }
        let limbs = width.div_ceil(64) as usize;
        for (shift, pattern) in [(4u128, 0x0fu8), (2, 0x33), (1, 0x55)] {
            let mask = self.dag.constant_from_limbs(&vec![u64::from_ne_bytes([pattern; 8]); limbs], wide);
            let amount = self.dag.constant(shift, amount_vt);
            let high = self.dag.node1(Isd::Srl, wide, &[v, amount]);
            let high = self.dag.node1(Isd::And, wide, &[high, mask]);
            let low = self.dag.node1(Isd::And, wide, &[v, mask]);
            let low = self.dag.node1(Isd::Shl, wide, &[low, amount]);
            v = self.dag.node1(Isd::Or, wide, &[high, low]);
        }
        if width > bits {
            let amount = self.dag.constant(u128::from(width - bits), amount_vt);
            v = self.dag.node1(Isd::Srl, wide, &[v, amount]);
        }
        Ok(self.dag.zext_or_trunc(v, vt))
    }

    fn values(&mut self, args: &[Value]) -> Result<Vec<SDValue>, String> {
        args.iter().map(|&a| self.value(a)).collect()
    }
}
