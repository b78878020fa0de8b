//! Intrinsic calls the DAG builder turns into nodes rather than calls: bit operations
//! (`bswap`, `ctpop`, `ctlz`, `cttz`, `abs`, `smin`/`smax`/`umin`/`umax`, `fshl`/`fshr`,
//! `bitreverse` expanded into a byte swap and three mask-and-shift steps),
//! floating point (`fabs`, `sqrt`, `fmuladd`; libm functions such as `floor` as calls; these
//! and the other elementwise ones are in `elementwise.rs`), `load.relative` (an entry of a
//! relative lookup table: the pointer plus the 32-bit offset stored at pointer + index),
//! `ptrmask`, `frexp` (the C function with a stack temporary for the exponent),
//! `memcpy.inline`/`memset.inline` (constant-length accesses in place, never a call:
//! `memory_ops.rs`),
//! `trap`/`debugtrap`/`ubsantrap`, `__builtin_setjmp`/`__builtin_longjmp` (`llvm.eh.sjlj.*`, EH_SJLJ nodes the target
//! lowers; a function with a setjmp keeps its frame pointer, which the buffer holds), and
//! `prefetch` of the data cache (a PREFETCH node beside the pending loads, as llc chains it;
//! an instruction-cache prefetch, which llc cannot select, does nothing), and the hints that
//! compute nothing (`expect`, `annotation`, `threadlocal.address` are their argument,
//! `is.constant` false at code generation time, `objectsize` unknown).

use super::elementwise::is_elementwise;
use super::memory_ops::MemOpKind;
use super::Builder;
use crate::isel::function_info::FrameObject;
use crate::isel::dag::lowering::LegalizeAction;
use crate::isel::dag::node::{ExtType, MemInfo, NodeData, SDValue};
use crate::isel::dag::opcodes::{CondCode, Isd};
use crate::target::value_types::{Evt, Mvt};
use kiln_ir::{ConstKind, Inst, Value};

/// What lowering an intrinsic call produced.
pub(super) enum Lowered {
    /// Not an intrinsic this module handles.
    No,
    /// Handled; the call's value, if it has one.
    Done(Option<SDValue>),
}

impl Builder<'_> {
    pub(super) fn intrinsic(&mut self, inst: &Inst, name: &str) -> Result<Lowered, String> {
        let args = inst.call_args();
        if is_elementwise(name) {
            let vt = self.evt(inst.ty)?;
            let ops = self.values(args)?;
            if let Some(v) = self.elementwise(name, vt, &ops)? {
                return Ok(Lowered::Done(Some(v)));
            }
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
        // Hints whose value is their first argument.
        if crate::isel::VALUE_FORWARDING_INTRINSICS.iter().any(|p| name.starts_with(p)) {
            return Ok(Lowered::Done(Some(self.value(args[0])?)));
        }
        if name.starts_with("llvm.invariant.start.") {
            // A marker for alias analysis; its `{}*` result only feeds `invariant.end`.
            let vt = self.evt(inst.ty)?;
            return Ok(Lowered::Done(Some(self.dag.undef(vt))));
        }
        if name.starts_with("llvm.objectsize.") {
            // Unknown at code generation time: 0 when asked for the minimum, else -1.
            let vt = self.evt(inst.ty)?;
            let min = matches!(args.get(1), Some(&Value::Const(c)) if self.module.consts.get(c).kind == ConstKind::Int(1));
            return Ok(Lowered::Done(Some(if min { self.dag.constant(0, vt) } else { self.dag.all_ones(vt) })));
        }
        if name.starts_with("llvm.load.relative.") || name.starts_with("llvm.ptrmask.") {
            let [p, x] = self.values(args)?[..] else { return Err(format!("malformed {name} call")) };
            let ptr_vt = self.dag.value_type(p);
            let x = self.dag.sext_or_trunc(x, ptr_vt);
            if name.starts_with("llvm.ptrmask.") {
                return Ok(Lowered::Done(Some(self.dag.node1(Isd::And, ptr_vt, &[p, x]))));
            }
            // The 32-bit offset stored at p + x, relative to p (a relative lookup table).
            let at = self.dag.node1(Isd::Add, ptr_vt, &[p, x]);
            let chain = self.root();
            let mem = MemInfo { mem_vt: Mvt::I32.into(), align: 4, volatile: false, source: None, ordering: kiln_ir::AtomicOrdering::NotAtomic };
            let offset = self.dag.load(ptr_vt, chain, at, ExtType::SignExt, mem);
            self.pending_loads.push(SDValue::new(offset.node, 1));
            return Ok(Lowered::Done(Some(self.dag.node1(Isd::Add, ptr_vt, &[p, offset]))));
        }
        if name.starts_with("llvm.frexp.") {
            return self.frexp(inst).map(|v| Lowered::Done(Some(v)));
        }
        if name.starts_with("llvm.memcpy.inline.") || name.starts_with("llvm.memset.inline.") {
            return self.inline_memory(inst, MemOpKind::of(name), None).map(|_| Lowered::Done(None));
        }
        if name.starts_with("llvm.is.constant.") {
            let vt = self.evt(inst.ty)?;
            return Ok(Lowered::Done(Some(self.dag.constant(0, vt))));
        }
        if name == "llvm.eh.typeid.for" {
            return self.type_id_for(inst).map(|v| Lowered::Done(Some(v)));
        }
        if name.starts_with("llvm.prefetch") {
            return self.prefetch(args, name).map(|()| Lowered::Done(None));
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
        if name == "llvm.trap" || name == "llvm.debugtrap" || name == "llvm.ubsantrap" {
            // ubsantrap is a plain trap (llc adds the check kind in a ud1 operand).
            let node = if name == "llvm.debugtrap" { Isd::DebugTrap } else { Isd::Trap };
            let chain = self.root();
            self.dag.root = self.dag.node1(node, Evt::OTHER, &[chain]);
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
    pub(super) fn bit_reverse(&mut self, x: SDValue, vt: Evt) -> Result<SDValue, String> {
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

    /// `llvm.frexp`: the C function's mantissa, and its exponent written through a pointer
    /// to a new stack temporary, loaded back.
    fn frexp(&mut self, inst: &Inst) -> Result<SDValue, String> {
        let leaves = self.leaves(inst.ty)?;
        let (Some(&(fty, _)), Some(&(ity, _))) = (leaves.first(), leaves.get(1)) else {
            return Err("malformed llvm.frexp result type".to_string());
        };
        let (fvt, ivt) = (self.evt(fty)?, self.evt(ity)?);
        let symbol = match fvt.simple() {
            Some(Mvt::F32) if leaves.len() == 2 => "frexpf",
            Some(Mvt::F64) if leaves.len() == 2 => "frexp",
            Some(Mvt::F80) if leaves.len() == 2 => "frexpl",
            _ => return Err(format!("unsupported intrinsic 'llvm.frexp' on {fvt}")),
        };
        let x = self.value(inst.call_args()[0])?;
        let fi = self.flinfo.frame_objects.len() as i32;
        self.flinfo.frame_objects.push(FrameObject { size: 4, align: 4 });
        let slot = self.dag.frame_index(fi, self.ptr_vt(self.layout.dl.alloca_addrspace));
        let mantissa = self.libcall(symbol, &[x, slot], fvt)?;
        let chain = self.root();
        let mem = MemInfo { mem_vt: Mvt::I32.into(), align: 4, volatile: false, source: None, ordering: kiln_ir::AtomicOrdering::NotAtomic };
        let int: Evt = Mvt::I32.into();
        let exponent = self.dag.load(int, chain, slot, ExtType::NonExt, mem);
        self.dag.root = SDValue::new(exponent.node, 1);
        let exponent = self.dag.sext_or_trunc(exponent, ivt);
        Ok(self.merge(&[mantissa, exponent]))
    }

    fn values(&mut self, args: &[Value]) -> Result<Vec<SDValue>, String> {
        args.iter().map(|&a| self.value(a)).collect()
    }
}

impl Builder<'_> {
    /// `llvm.prefetch(address, rw, locality, cache type)`: a PREFETCH node chained beside the
    /// pending loads (it orders nothing), its three flags as target constants; nothing on a
    /// target whose PREFETCH action is `Expand` (it has no prefetch instruction).
    fn prefetch(&mut self, args: &[Value], name: &str) -> Result<(), String> {
        let &[address, rw, locality, cache] = args else { return Err(format!("malformed {name} call")) };
        let flag = |v: Value| match v {
            Value::Const(c) => match self.module.consts.get(c).kind {
                ConstKind::Int(k) => Ok(k),
                _ => Err(format!("{name}: the flags must be integer constants")),
            },
            _ => Err(format!("{name}: the flags must be integer constants")),
        };
        let (rw, locality, cache) = (flag(rw)?, flag(locality)?, flag(cache)?);
        let dropped = self.tli.tables().operation_action(Isd::Prefetch, Mvt::Other) == LegalizeAction::Expand;
        if cache == 0 || dropped {
            return Ok(());
        }
        let address = self.value(address)?;
        let chain = self.root();
        let i32_vt: Evt = Mvt::I32.into();
        let flags = [rw, locality, cache].map(|f| self.dag.target_constant(f, i32_vt));
        let node = self.dag.node1(Isd::Prefetch, Evt::OTHER, &[chain, address, flags[0], flags[1], flags[2]]);
        self.pending_loads.push(node);
        Ok(())
    }
}
