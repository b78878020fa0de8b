//! Constant-length `memcpy`, `memmove` and `memset` done in place by loads and stores (the
//! `.inline` intrinsics always; the others above -O0 when they take few enough accesses, at
//! -O0 a short `memcpy`, as llc's fast selector does).
//!
//! Above -O0 the accesses follow LLVM's choice: the target names the widest type
//! ([`TargetLowering::mem_op_widest_type`]: x86 a 16-byte vector with SSE2); each access
//! takes the widest type that still fits, vectors giving way to i64 (or i32) and integers to
//! the next narrower one; the last access of a copy or fill (not of a `memmove`) that no single
//! narrower type finishes instead overlaps the one before it, when misaligned accesses of its
//! type are fast. A `memset` stores its byte repeated (a splat vector, or the byte times
//! 0x0101...); a `memmove` loads everything before it stores anything. At -O0 the accesses are
//! the widest integers that fit, one after another.

use super::Builder;
use crate::isel::dag::lowering::MemOpShape;
use crate::isel::dag::node::{ExtType, MemInfo, SDValue};
use crate::isel::dag::opcodes::Isd;
use crate::target::value_types::{Evt, Mvt};
use kiln_ir::{Attr, AttrKind, Inst};

/// Which library function an inline memory operation stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum MemOpKind {
    Copy,
    Move,
    Set,
}

impl MemOpKind {
    /// The kind of an intrinsic or C library function name (`llvm.memset.inline.p0.i64`,
    /// `memmove`).
    pub(super) fn of(name: &str) -> MemOpKind {
        if name.contains("memset") {
            MemOpKind::Set
        } else if name.contains("memmove") {
            MemOpKind::Move
        } else {
            MemOpKind::Copy
        }
    }
}

impl Builder<'_> {
    /// Copies or fills in place the constant-length memory operation `inst` (`kind`) when it
    /// takes at most `limit` accesses (`None`: any number); false, emitting nothing, when it
    /// takes more.
    pub(super) fn inline_memory(&mut self, inst: &Inst, kind: MemOpKind, limit: Option<u32>) -> Result<bool, String> {
        let what = || format!("{kind:?} intrinsic call").to_lowercase();
        let &[dst, src, len, volatile] = inst.call_args() else { return Err(format!("malformed {}", what())) };
        let len = self.module.const_int(len).ok_or_else(|| format!("{} needs a constant length", what()))?;
        let len = u64::try_from(len).map_err(|_| format!("{} with a negative length", what()))?;
        let volatile = self.module.const_int(volatile) == Some(1);
        let (dst_align, src_align) = (self.param_align(inst, 0), self.param_align(inst, 1));
        let limit = limit.map_or(u64::MAX, u64::from);
        let plan = if self.flinfo.optimize {
            let shape = MemOpShape {
                size: len,
                dst_align,
                src_align: (kind != MemOpKind::Set).then_some(src_align),
                vectors_allowed: !self.module.attr_sets.contains(self.func.attrs.func, AttrKind::NoImplicitFloat),
            };
            let widest = self.tli.mem_op_widest_type(self.dag, &shape);
            let i64_legal = self.tli.tables().is_type_legal(Mvt::I64.into());
            let overlap = kind != MemOpKind::Move && !volatile;
            let fast = |vt| self.tli.is_misaligned_access_fast(self.dag, vt);
            mem_op_plan(widest, len, overlap, fast, i64_legal, limit)
        } else {
            widest_integer_plan(len, limit)
        };
        let Some(plan) = plan else { return Ok(false) };
        let dst = self.value(dst)?;
        let src = self.value(src)?;
        let ptr_vt = self.dag.value_type(dst);
        let mut chain = self.root();
        let mut memset_values: Vec<(Evt, SDValue)> = Vec::new();
        let mut loads = Vec::new();
        let mut stores = Vec::new();
        for &(vt, offset) in &plan {
            let at = |b: &mut Self, base: SDValue| {
                if offset == 0 {
                    return base;
                }
                let c = b.dag.constant(u128::from(offset), ptr_vt);
                b.dag.node1(Isd::Add, ptr_vt, &[base, c])
            };
            let value = if kind == MemOpKind::Set {
                self.memset_value(src, vt, &mut memset_values)
            } else {
                let from = at(self, src);
                let mem = MemInfo { mem_vt: vt, align: super::align_at(src_align, offset), volatile, source: None, ordering: kiln_ir::AtomicOrdering::NotAtomic };
                let v = self.dag.load(vt, chain, from, ExtType::NonExt, mem);
                if volatile {
                    chain = SDValue::new(v.node, 1);
                }
                v
            };
            loads.push((value, offset));
        }
        if kind == MemOpKind::Move && !volatile {
            // Every load before any store: the two ranges may overlap.
            let load_chains: Vec<SDValue> = loads.iter().map(|&(v, _)| SDValue::new(v.node, 1)).collect();
            chain = self.dag.token_factor(&load_chains);
        }
        for (&(value, offset), &(vt, _)) in loads.iter().zip(&plan) {
            let to = if offset == 0 {
                dst
            } else {
                let c = self.dag.constant(u128::from(offset), ptr_vt);
                self.dag.node1(Isd::Add, ptr_vt, &[dst, c])
            };
            let mem = MemInfo { mem_vt: vt, align: super::align_at(dst_align, offset), volatile, source: None, ordering: kiln_ir::AtomicOrdering::NotAtomic };
            let stored = self.dag.store(chain, value, to, false, mem);
            if volatile {
                chain = stored;
            } else {
                stores.push(stored);
            }
        }
        self.dag.root = if volatile || stores.is_empty() { chain } else { self.dag.token_factor(&stores) };
        Ok(true)
    }

    /// The value a `memset` of `byte` stores with an access of `vt`: a vector of the byte, or
    /// the byte repeated across an integer (a narrower integer truncates the widest one made
    /// so far, `made`).
    fn memset_value(&mut self, byte: SDValue, vt: Evt, made: &mut Vec<(Evt, SDValue)>) -> SDValue {
        if let Some(&(_, v)) = made.iter().find(|(t, _)| *t == vt) {
            return v;
        }
        let i8t: Evt = Mvt::I8.into();
        let byte = self.dag.zext_or_trunc(byte, i8t);
        let value = if vt.is_vector() {
            let lanes = vec![byte; vt.num_elements() as usize];
            self.dag.node1(Isd::BuildVector, vt, &lanes)
        } else if let Some(&(_, wide)) = made.iter().find(|(t, _)| t.is_integer() && t.size_bits() > vt.size_bits()) {
            self.dag.zext_or_trunc(wide, vt)
        } else if vt == i8t {
            byte
        } else {
            let bits = vt.size_bits() as u32;
            let ones = u128::MAX >> (128 - bits) & (u128::MAX / 255);
            let ones = self.dag.constant(ones, vt);
            let wide = self.dag.zext_or_trunc(byte, vt);
            self.dag.node1(Isd::Mul, vt, &[wide, ones])
        };
        made.push((vt, value));
        value
    }

    /// The `align` attribute of argument `index` of call `inst` (1 when it has none).
    fn param_align(&self, inst: &Inst, index: usize) -> u64 {
        let Some(data) = inst.call_data() else { return 1 };
        self.module
            .attr_sets
            .get(data.attrs.param(index))
            .iter()
            .find_map(|a| match a {
                Attr::Int(AttrKind::Align, n) => Some(*n),
                _ => None,
            })
            .unwrap_or(1)
    }
}

/// The accesses (type, byte offset) of an inline operation of `size` bytes that starts with
/// `widest` (LLVM's `findOptimalMemOpLowering`); `None` when that takes more than `limit`.
/// `overlap`: the last access may overlap the one before when `fast_misaligned` says so of
/// its type.
fn mem_op_plan(
    widest: Evt,
    size: u64,
    overlap: bool,
    fast_misaligned: impl Fn(Evt) -> bool,
    i64_legal: bool,
    limit: u64,
) -> Option<Vec<(Evt, u64)>> {
    let mut plan: Vec<(Evt, u64)> = Vec::new();
    let (mut vt, mut left, mut offset) = (widest, size, 0u64);
    while left > 0 {
        let mut vt_size = vt.store_size();
        while vt_size > left {
            let narrower = if vt.is_vector() || vt.is_float() {
                if vt.size_bits() > 64 && i64_legal {
                    Evt::int(64)
                } else {
                    Evt::int(32)
                }
            } else {
                Evt::int((vt.size_bits() as u32 / 2).max(8))
            };
            if !plan.is_empty() && overlap && narrower.store_size() < left && fast_misaligned(vt) {
                vt_size = left;
            } else {
                vt = narrower;
                vt_size = vt.store_size();
            }
        }
        if plan.len() as u64 >= limit {
            return None;
        }
        // An access wider than what is left ends at the end, overlapping the one before.
        let at = offset - (vt.store_size() - vt_size);
        plan.push((vt, at));
        offset += vt_size;
        left -= vt_size;
    }
    Some(plan)
}

/// The -O0 accesses: at each offset the widest integer (8, 4, 2, 1 bytes) that fits.
fn widest_integer_plan(size: u64, limit: u64) -> Option<Vec<(Evt, u64)>> {
    let mut plan = Vec::new();
    let mut at = 0u64;
    while at < size {
        let width = [8u64, 4, 2, 1].into_iter().find(|w| at + w <= size).expect("one byte always fits");
        if plan.len() as u64 >= limit {
            return None;
        }
        plan.push((Evt::int(width as u32 * 8), at));
        at += width;
    }
    Some(plan)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v16() -> Evt {
        Evt::vector(Evt::int(8), 16)
    }

    /// (bytes, offset) of each access, as llc 14 emits them for x86-64 with fast unaligned
    /// 16-byte accesses.
    fn shape(size: u64, overlap: bool) -> Vec<(u64, u64)> {
        let widest = if size >= 16 { v16() } else if size >= 8 { Evt::int(64) } else { Evt::int(32) };
        let plan = mem_op_plan(widest, size, overlap, |_| true, true, u64::MAX).unwrap();
        plan.iter().map(|&(vt, at)| (vt.store_size(), at)).collect()
    }

    #[test]
    fn accesses_shrink_and_the_last_one_overlaps() {
        assert_eq!(shape(13, true), [(8, 0), (8, 5)]);
        assert_eq!(shape(7, true), [(4, 0), (4, 3)]);
        assert_eq!(shape(5, true), [(4, 0), (1, 4)]);
        assert_eq!(shape(3, true), [(2, 0), (1, 2)]);
        assert_eq!(shape(24, true), [(16, 0), (8, 16)]);
        assert_eq!(shape(30, true), [(16, 0), (16, 14)]);
        assert_eq!(shape(33, true), [(16, 0), (16, 16), (1, 32)]);
        assert_eq!(shape(100, true).len(), 7);
        assert_eq!(shape(100, true)[6], (4, 96));
        assert_eq!(shape(13, false), [(8, 0), (4, 8), (1, 12)]);
    }

    #[test]
    fn too_many_accesses_is_none_and_o0_uses_integers() {
        assert!(mem_op_plan(v16(), 128, true, |_| true, true, 8).is_some());
        assert!(mem_op_plan(v16(), 129, true, |_| true, true, 8).is_none());
        assert_eq!(widest_integer_plan(13, 8).unwrap().len(), 3);
        assert!(widest_integer_plan(13, 2).is_none());
    }
}
