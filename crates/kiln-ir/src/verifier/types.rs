//! Operand and result types of every instruction, plus the rules that go with them: atomic
//! orderings, cast legality, call signatures (including intrinsic calls and their `immarg`
//! operands), switch cases, GEP indices and aggregate indices.
//!
//! [`check`] returns the first problem of one instruction as a message; the caller adds the
//! function, block and instruction. It relies on the structural checks having passed.

use super::{IntrinsicState, Verifier};
use crate::constant::ConstKind;
use crate::inst::{AtomicOrdering, Inst, InstData, Opcode, RmwOp};
use crate::module::{Function, Module};
use crate::types::{Type, TypeId, TypeTable};
use crate::value::Value;

type Check = Result<(), String>;

/// Size in bits of a first-class non-pointer type whose size is known (for `bitcast`).
fn bit_size(m: &Module, ty: TypeId) -> Option<u64> {
    Some(match m.types.get(ty) {
        Type::Int(w) => *w as u64,
        Type::Half | Type::BFloat => 16,
        Type::Float => 32,
        Type::Double | Type::X86Mmx => 64,
        Type::X86Fp80 => 80,
        Type::Fp128 | Type::PpcFp128 => 128,
        Type::X86Amx => 8192,
        Type::Vector { len, elem, .. } => *len as u64 * bit_size(m, *elem)?,
        _ => return None,
    })
}

/// `(addrspace, pointee)` of a pointer type.
fn pointer(m: &Module, ty: TypeId) -> Option<(u32, Option<TypeId>)> {
    match m.types.get(ty) {
        Type::Ptr { addrspace, pointee } => Some((*addrspace, *pointee)),
        _ => None,
    }
}

struct Cx<'a, 'm> {
    v: &'a Verifier<'m>,
    m: &'m Module,
    f: &'a Function,
}

impl Cx<'_, '_> {
    fn ty(&self, v: Value) -> TypeId {
        self.m.value_type(Some(self.f), v)
    }

    fn s(&self, ty: TypeId) -> String {
        self.v.ty_str(ty)
    }

    fn expect(&self, what: &str, found: TypeId, want: TypeId) -> Check {
        if found == want {
            Ok(())
        } else {
            Err(format!("{what} has type '{}' but '{}' is required", self.s(found), self.s(want)))
        }
    }

    /// The pointer operand `p` points to `pointee` (typed pointers) or is a pointer (opaque).
    fn pointer_to(&self, p: Value, pointee: TypeId) -> Check {
        let pty = self.ty(p);
        match pointer(self.m, pty) {
            Some((_, None)) => Ok(()),
            Some((_, Some(t))) if t == pointee => Ok(()),
            Some(_) => Err(format!("pointer operand of type '{}' does not point to '{}'", self.s(pty), self.s(pointee))),
            None => Err(format!("pointer operand has non-pointer type '{}'", self.s(pty))),
        }
    }

    /// The result type is `ty` (for instructions whose result type is implied).
    fn result(&self, inst: &Inst, ty: TypeId) -> Check {
        self.expect("the result", inst.ty, ty)
    }

    /// `i1` or a vector of `i1` shaped like `like`.
    fn is_bool_like(&self, ty: TypeId, like: TypeId) -> bool {
        let t = &self.m.types;
        t.scalar(ty) == TypeTable::I1 && t.vector_shape(ty) == t.vector_shape(like)
    }
}

/// Whether the reader, reading `inst`, made every check [`check`] makes but the ones
/// [`check_read`] repeats. For these opcodes it reads each operand against the type the
/// opcode gives it (`ret` the function's return type, `br` an `i1`, a binary operation's or
/// comparison's second operand its first one's type, after checking that type's kind), checks
/// a load's type (sized, first-class) and a load's or store's pointer (a pointer to that type),
/// an alloca's type (sized) and count (an integer), alignments (powers of two), and builds the
/// result type the verifier asks for. Atomic accesses are left to [`check`]: the reader takes
/// any ordering. So is a `getelementptr` over vectors (the reader does not compare their
/// lengths) or with an index past the first that is not an `i32` (the reader takes a
/// structure's field number of any integer type); for the others the reader checks what the
/// verifier does (a pointer base to the sized source type, integer indices, valid field
/// numbers) and builds the result type as the verifier computes it.
#[inline(always)]
fn proven_by_reader(m: &Module, f: &Function, inst: &Inst) -> bool {
    match inst.opcode {
        Opcode::Ret | Opcode::Br | Opcode::Alloca | Opcode::ICmp | Opcode::FCmp => true,
        Opcode::Load | Opcode::Store => matches!(inst.data, InstData::Mem { ordering: AtomicOrdering::NotAtomic, .. }),
        Opcode::GetElementPtr => {
            !matches!(m.types.get(inst.ty), Type::Vector { .. })
                && inst.operands.iter().skip(2).all(|&i| m.value_type(Some(f), i) == TypeTable::I32)
        }
        op => op.is_binary(),
    }
}

/// The checks of [`check`] the reader does not make for an instruction [`proven_by_reader`]:
/// no operand takes an intrinsic's address, and a store's value is sized. The same errors as
/// [`check`], in its order.
fn check_read(v: &Verifier<'_>, f: &Function, inst: &Inst) -> Check {
    if inst.operands.iter().any(|&op| takes_intrinsic_address(v, inst, op)) {
        return Err(INTRINSIC_ADDRESS.into());
    }
    if inst.opcode == Opcode::Store {
        return sized_access(&Cx { v, m: v.m, f }, inst, v.m.value_type(Some(f), inst.operands[0]));
    }
    Ok(())
}

const INTRINSIC_ADDRESS: &str = "cannot take the address of an intrinsic";

/// Whether operand `op` of `inst` is an intrinsic used other than as the callee.
#[inline]
fn takes_intrinsic_address(v: &Verifier<'_>, inst: &Inst, op: Value) -> bool {
    let Value::Global(g) = op else { return false };
    let callee = matches!(inst.opcode, Opcode::Call | Opcode::Invoke) && inst.callee() == Some(op);
    !callee && !matches!(v.intrinsic[g.index()], IntrinsicState::NotIntrinsic)
}

/// The type checks of one instruction.
#[inline]
pub(super) fn check(v: &mut Verifier<'_>, f: &Function, inst: &Inst) -> Check {
    if v.as_read && proven_by_reader(v.m, f, inst) {
        return check_read(v, f, inst);
    }
    check_all(v, f, inst)
}

/// Every type check of one instruction.
#[inline(never)]
fn check_all(v: &mut Verifier<'_>, f: &Function, inst: &Inst) -> Check {
    let m = v.m;
    let cx = Cx { v, m, f };
    let t = &m.types;
    let ops = &inst.operands;
    if inst.ty != TypeTable::VOID && (!t.is_first_class(inst.ty) || matches!(t.get(inst.ty), Type::Label | Type::Metadata)) {
        return Err(format!("instruction result of type '{}' is not a first-class value", cx.s(inst.ty)));
    }
    for (k, &op) in ops.iter().enumerate() {
        if let Value::Inst(i) = op {
            if f.insts[i.index()].ty == TypeTable::VOID {
                return Err(format!("operand {} is an instruction without a result", k + 1));
            }
        }
        if takes_intrinsic_address(v, inst, op) {
            return Err(INTRINSIC_ADDRESS.into());
        }
    }
    let op = inst.opcode;
    match op {
        Opcode::Ret => {
            let ret = match t.get(f.ty) {
                Type::Function { ret, .. } => *ret,
                _ => TypeTable::VOID,
            };
            match ops.first() {
                None if ret == TypeTable::VOID => Ok(()),
                None => Err(format!("'ret void' in a function returning '{}'", cx.s(ret))),
                Some(&x) => cx.expect("the returned value", cx.ty(x), ret),
            }
        }
        Opcode::Br => match ops.len() {
            3 => cx.expect("the branch condition", cx.ty(ops[0]), TypeTable::I1),
            _ => Ok(()),
        },
        Opcode::Switch => switch(v, f, inst),
        Opcode::IndirectBr => match pointer(m, cx.ty(ops[0])) {
            Some(_) => Ok(()),
            None => Err("indirectbr address must be a pointer".into()),
        },
        Opcode::Call | Opcode::Invoke => call(&cx, inst),
        Opcode::Unreachable => Ok(()),
        Opcode::Resume | Opcode::LandingPad if f.personality.is_none() => {
            Err(format!("{} needs a function with a personality", op.name()))
        }
        Opcode::Resume | Opcode::LandingPad => Ok(()),
        Opcode::FNeg => {
            cx.result(inst, cx.ty(ops[0]))?;
            if t.is_float(t.scalar(inst.ty)) {
                Ok(())
            } else {
                Err("fneg needs a floating-point operand".into())
            }
        }
        _ if op.is_binary() => {
            let (a, b) = (cx.ty(ops[0]), cx.ty(ops[1]));
            if a != b {
                return Err(format!("operands have different types ('{}' and '{}')", cx.s(a), cx.s(b)));
            }
            cx.result(inst, a)?;
            let scalar = t.scalar(a);
            let ok = if op.is_fp_binary() { t.is_float(scalar) } else { t.is_int(scalar) };
            if ok {
                Ok(())
            } else {
                let kind = if op.is_fp_binary() { "floating-point" } else { "integer" };
                Err(format!("'{}' needs {kind} operands (or vectors of them), not '{}'", op.name(), cx.s(a)))
            }
        }
        _ if op.is_cast() => cast(&cx, op, cx.ty(ops[0]), inst.ty),
        Opcode::ICmp | Opcode::FCmp => {
            let (a, b) = (cx.ty(ops[0]), cx.ty(ops[1]));
            if a != b {
                return Err(format!("operands have different types ('{}' and '{}')", cx.s(a), cx.s(b)));
            }
            let s = t.scalar(a);
            let ok = if op == Opcode::ICmp { t.is_int(s) || t.is_ptr(s) } else { t.is_float(s) };
            if !ok {
                return Err(format!("invalid operand type '{}' for {}", cx.s(a), op.name()));
            }
            if !cx.is_bool_like(inst.ty, a) {
                return Err(format!("comparison result must be i1 or a vector of i1 shaped like its operands, not '{}'", cx.s(inst.ty)));
            }
            Ok(())
        }
        Opcode::Phi => {
            for &x in ops {
                cx.expect("a PHI incoming value", cx.ty(x), inst.ty)?;
            }
            Ok(())
        }
        Opcode::Select => {
            let c = cx.ty(ops[0]);
            if t.scalar(c) != TypeTable::I1 {
                return Err(format!("select condition must be i1 or a vector of i1, not '{}'", cx.s(c)));
            }
            if t.vector_shape(c).is_some() && t.vector_shape(c) != t.vector_shape(inst.ty) {
                return Err("a vector select condition must have as many elements as the values".into());
            }
            cx.expect("the true value", cx.ty(ops[1]), inst.ty)?;
            cx.expect("the false value", cx.ty(ops[2]), inst.ty)
        }
        Opcode::Alloca => {
            let InstData::Alloca { allocated, align, addrspace } = inst.data else { return Ok(()) };
            if !t.is_sized(allocated) {
                return Err(format!("cannot allocate unsized type '{}'", cx.s(allocated)));
            }
            if let Some(&n) = ops.first() {
                if !t.is_int(cx.ty(n)) {
                    return Err("alloca element count must be an integer".into());
                }
            }
            if align != 0 && !align.is_power_of_two() {
                return Err("alignment must be a power of two".into());
            }
            match pointer(m, inst.ty) {
                Some((a, p)) if a == addrspace && p.map_or(m.opaque_pointers, |p| p == allocated) => Ok(()),
                _ => Err(format!("alloca result type '{}' is not a pointer to the allocated type", cx.s(inst.ty))),
            }
        }
        Opcode::Load | Opcode::Store => memory(&cx, inst),
        Opcode::Fence => match inst.data {
            InstData::Fence { ordering: AtomicOrdering::Acquire | AtomicOrdering::Release | AtomicOrdering::AcqRel | AtomicOrdering::SeqCst, .. } => Ok(()),
            _ => Err("fence ordering must be acquire, release, acq_rel or seq_cst".into()),
        },
        Opcode::CmpXchg => {
            let InstData::CmpXchg { success, failure, .. } = inst.data else { return Ok(()) };
            let ty = cx.ty(ops[1]);
            cx.pointer_to(ops[0], ty)?;
            cx.expect("the new value", cx.ty(ops[2]), ty)?;
            if !t.is_int(ty) && !t.is_ptr(ty) {
                return Err(format!("cmpxchg operand must be an integer or a pointer, not '{}'", cx.s(ty)));
            }
            atomic_size(&cx, ty)?;
            use AtomicOrdering::*;
            if matches!(success, NotAtomic | Unordered) || matches!(failure, NotAtomic | Unordered) {
                return Err("cmpxchg orderings must be at least monotonic".into());
            }
            if matches!(failure, Release | AcqRel) {
                return Err("cmpxchg failure ordering cannot be release or acq_rel".into());
            }
            match t.get(inst.ty) {
                Type::Struct { fields, .. } if fields.len() == 2 && fields[0] == ty && fields[1] == TypeTable::I1 => Ok(()),
                _ => Err(format!("cmpxchg result must be {{ {}, i1 }}", cx.s(ty))),
            }
        }
        Opcode::AtomicRmw => {
            let InstData::AtomicRmw { op: rmw, ordering, .. } = inst.data else { return Ok(()) };
            let ty = cx.ty(ops[1]);
            cx.pointer_to(ops[0], ty)?;
            cx.result(inst, ty)?;
            if matches!(ordering, AtomicOrdering::NotAtomic | AtomicOrdering::Unordered) {
                return Err("atomicrmw ordering must be at least monotonic".into());
            }
            let ok = match rmw {
                RmwOp::Xchg => t.is_int(ty) || t.is_float(ty) || t.is_ptr(ty),
                RmwOp::FAdd | RmwOp::FSub => t.is_float(ty),
                _ => t.is_int(ty),
            };
            if !ok {
                return Err(format!("invalid operand type '{}' for atomicrmw {}", cx.s(ty), rmw.name()));
            }
            atomic_size(&cx, ty)
        }
        Opcode::GetElementPtr => gep(&cx, inst),
        // The va_list operand's type is target-defined (LLVM checks nothing either).
        Opcode::VaArg => Ok(()),
        Opcode::ExtractElement | Opcode::InsertElement => {
            let vt = cx.ty(ops[0]);
            let Type::Vector { elem, .. } = *t.get(vt) else {
                return Err(format!("{} needs a vector operand, not '{}'", op.name(), cx.s(vt)));
            };
            let idx = *ops.last().expect("two or three operands");
            if !t.is_int(cx.ty(idx)) {
                return Err("vector index must be an integer".into());
            }
            if op == Opcode::ExtractElement {
                cx.result(inst, elem)
            } else {
                cx.expect("the inserted element", cx.ty(ops[1]), elem)?;
                cx.result(inst, vt)
            }
        }
        Opcode::ShuffleVector => {
            let a = cx.ty(ops[0]);
            cx.expect("the second vector", cx.ty(ops[1]), a)?;
            let (Type::Vector { elem, .. }, Some((mlen, mscalable))) = (t.get(a), t.vector_shape(cx.ty(ops[2]))) else {
                return Err("shufflevector needs vector operands and a vector mask".into());
            };
            if t.scalar(cx.ty(ops[2])) != TypeTable::I32 || !matches!(ops[2], Value::Const(_)) {
                return Err("shufflevector mask must be a constant vector of i32".into());
            }
            match t.get(inst.ty) {
                Type::Vector { len, elem: e, scalable } if *len == mlen && e == elem && *scalable == mscalable => Ok(()),
                _ => Err("shufflevector result must have the mask's length and the operands' element type".into()),
            }
        }
        Opcode::ExtractValue | Opcode::InsertValue => {
            let InstData::Indices(idx) = &inst.data else { return Ok(()) };
            let mut cur = cx.ty(ops[0]);
            for &i in idx {
                cur = match t.get(cur) {
                    Type::Array { len, elem } if (i as u64) < *len => *elem,
                    Type::Struct { fields, .. } | Type::Named { body: Some((fields, _)), .. } if (i as usize) < fields.len() => fields[i as usize],
                    _ => return Err(format!("invalid {} index {i} into '{}'", op.name(), cx.s(cur))),
                };
            }
            if op == Opcode::ExtractValue {
                cx.result(inst, cur)
            } else {
                cx.expect("the inserted value", cx.ty(ops[1]), cur)?;
                cx.result(inst, cx.ty(ops[0]))
            }
        }
        Opcode::Freeze => cx.result(inst, cx.ty(ops[0])),
        _ => Err(format!("unexpected opcode '{}'", op.name())),
    }
}

fn switch(v: &mut Verifier<'_>, f: &Function, inst: &Inst) -> Check {
    let m = v.m;
    let ops = &inst.operands;
    let cty = m.value_type(Some(f), ops[0]);
    if !m.types.is_int(cty) {
        return Err(format!("switch condition must be an integer, not '{}'", v.ty_str(cty)));
    }
    v.scratch_ints.clear();
    for pair in ops[2..].chunks(2) {
        let case_ty = m.value_type(Some(f), pair[0]);
        if case_ty != cty {
            return Err(format!("switch case has type '{}' but the condition is '{}'", v.ty_str(case_ty), v.ty_str(cty)));
        }
        let value = match pair[0] {
            Value::Const(c) => match m.consts.get(c).kind {
                ConstKind::Int(_) => m.const_int(pair[0]),
                // Wider than 128 bits: compare by constant identity (constants are interned).
                ConstKind::WideInt(_) => Some(c.0 as i128 | i128::MIN),
                _ => None,
            },
            _ => None,
        };
        let Some(value) = value else {
            return Err("switch case value must be a constant integer".into());
        };
        v.scratch_ints.push(value);
    }
    v.scratch_ints.sort_unstable();
    if v.scratch_ints.windows(2).any(|w| w[0] == w[1]) {
        return Err("duplicate integer as switch case".into());
    }
    Ok(())
}

/// Legality of `op` from `from` to `to`.
fn cast(cx: &Cx<'_, '_>, op: Opcode, from: TypeId, to: TypeId) -> Check {
    let m = cx.m;
    let t = &m.types;
    let (fs, ts) = (t.scalar(from), t.scalar(to));
    let same_shape = t.vector_shape(from) == t.vector_shape(to);
    let iw = |x| t.int_width(x);
    let ok = match op {
        Opcode::Trunc => same_shape && matches!((iw(fs), iw(ts)), (Some(a), Some(b)) if a > b),
        Opcode::ZExt | Opcode::SExt => same_shape && matches!((iw(fs), iw(ts)), (Some(a), Some(b)) if a < b),
        Opcode::FpTrunc | Opcode::FpExt => {
            let (a, b) = (bit_size(m, fs), bit_size(m, ts));
            same_shape && t.is_float(fs) && t.is_float(ts) && if op == Opcode::FpTrunc { a > b } else { a < b }
        }
        Opcode::FpToUi | Opcode::FpToSi => same_shape && t.is_float(fs) && t.is_int(ts),
        Opcode::UiToFp | Opcode::SiToFp => same_shape && t.is_int(fs) && t.is_float(ts),
        Opcode::PtrToInt | Opcode::PtrToAddr => same_shape && t.is_ptr(fs) && t.is_int(ts),
        Opcode::IntToPtr => same_shape && t.is_int(fs) && t.is_ptr(ts),
        Opcode::AddrSpaceCast => {
            same_shape && matches!((pointer(m, fs), pointer(m, ts)), (Some((a, _)), Some((b, _))) if a != b)
        }
        Opcode::BitCast => {
            let first_class = |x| t.is_first_class(x) && !t.is_aggregate(x) && !matches!(t.get(x), Type::Label | Type::Metadata | Type::Token);
            if !first_class(from) || !first_class(to) {
                false
            } else if t.is_ptr(fs) || t.is_ptr(ts) {
                same_shape && matches!((pointer(m, fs), pointer(m, ts)), (Some((a, _)), Some((b, _))) if a == b)
            } else {
                let scalable = |x| t.vector_shape(x).is_some_and(|s| s.1);
                scalable(from) == scalable(to) && bit_size(m, from).is_some() && bit_size(m, from) == bit_size(m, to)
            }
        }
        _ => false,
    };
    if ok {
        Ok(())
    } else {
        Err(format!("invalid cast: '{}' cannot convert '{}' to '{}'", op.name(), cx.s(from), cx.s(to)))
    }
}

/// Atomic operands are at least a byte and a power of two in size.
fn atomic_size(cx: &Cx<'_, '_>, ty: TypeId) -> Check {
    if cx.m.types.is_ptr(ty) {
        return Ok(());
    }
    match bit_size(cx.m, ty) {
        Some(bits) if bits >= 8 && bits.is_power_of_two() => Ok(()),
        _ => Err(format!("atomic operand of type '{}' must be a power of two in size and at least a byte", cx.s(ty))),
    }
}

fn memory(cx: &Cx<'_, '_>, inst: &Inst) -> Check {
    let t = &cx.m.types;
    let InstData::Mem { align, ordering, scope } = inst.data else { return Ok(()) };
    let (ty, ptr) = if inst.opcode == Opcode::Load { (inst.ty, inst.operands[0]) } else { (cx.ty(inst.operands[0]), inst.operands[1]) };
    sized_access(cx, inst, ty)?;
    cx.pointer_to(ptr, ty)?;
    if inst.opcode == Opcode::Store && inst.ty != TypeTable::VOID {
        return Err("store has a result".into());
    }
    if align != 0 && !align.is_power_of_two() {
        return Err("alignment must be a power of two".into());
    }
    use AtomicOrdering::*;
    match (inst.opcode, ordering) {
        (_, NotAtomic) => {
            return if scope.is_some() { Err("syncscope on a non-atomic access".into()) } else { Ok(()) };
        }
        (Opcode::Load, Release | AcqRel) => return Err(format!("load cannot have '{}' ordering", ordering.name())),
        (Opcode::Store, Acquire | AcqRel) => return Err(format!("store cannot have '{}' ordering", ordering.name())),
        _ => {}
    }
    if align == 0 {
        return Err(format!("atomic {} must specify an alignment", inst.opcode.name()));
    }
    if !t.is_int(ty) && !t.is_ptr(ty) && !t.is_float(ty) {
        return Err(format!("atomic {} operand must be an integer, pointer or floating-point type, not '{}'", inst.opcode.name(), cx.s(ty)));
    }
    atomic_size(cx, ty)
}

/// A load or store of type `ty` accesses a sized type.
fn sized_access(cx: &Cx<'_, '_>, inst: &Inst, ty: TypeId) -> Check {
    if cx.m.types.is_sized(ty) {
        Ok(())
    } else {
        Err(format!("cannot {} unsized type '{}'", inst.opcode.name(), cx.s(ty)))
    }
}

fn gep(cx: &Cx<'_, '_>, inst: &Inst) -> Check {
    let m = cx.m;
    let t = &m.types;
    let InstData::Gep { source } = inst.data else { return Ok(()) };
    let ops = &inst.operands;
    let base = cx.ty(ops[0]);
    let Some((addrspace, pointee)) = pointer(m, t.scalar(base)) else {
        return Err(format!("getelementptr base must be a pointer or a vector of pointers, not '{}'", cx.s(base)));
    };
    if pointee.is_some_and(|p| p != source) {
        return Err(format!("getelementptr base '{}' does not point to the source type '{}'", cx.s(base), cx.s(source)));
    }
    if !t.is_sized(source) {
        return Err(format!("getelementptr source type '{}' is not sized", cx.s(source)));
    }
    let mut shape = t.vector_shape(base);
    let mut cur = source;
    for (k, &idx) in ops.iter().enumerate().skip(1) {
        let ity = cx.ty(idx);
        if !t.is_int(t.scalar(ity)) {
            return Err(format!("getelementptr index {k} must be an integer or a vector of integers, not '{}'", cx.s(ity)));
        }
        if let Some(s) = t.vector_shape(ity) {
            if shape.is_some_and(|have| have != s) {
                return Err("getelementptr vector operands have different lengths".into());
            }
            shape = Some(s);
        }
        if k == 1 {
            continue;
        }
        cur = match t.get(cur) {
            Type::Array { elem, .. } | Type::Vector { elem, .. } => *elem,
            Type::Struct { .. } | Type::Named { .. } => {
                let field = struct_index(m, idx).filter(|_| t.scalar(ity) == TypeTable::I32);
                match field.and_then(|i| u64::try_from(i).ok()).and_then(|i| t.element(cur, i)) {
                    Some(f) => f,
                    None => return Err(format!("getelementptr index {k} into '{}' must be a valid i32 constant field number", cx.s(cur))),
                }
            }
            _ => return Err(format!("getelementptr index {k} indexes into '{}', which has no elements", cx.s(cur))),
        };
    }
    let elem_ok = |ty: TypeId| matches!(t.get(ty), Type::Ptr { addrspace: a, pointee: p } if *a == addrspace && *p == pointee.map(|_| cur));
    let ok = match shape {
        Some((len, scalable)) => matches!(t.get(inst.ty), Type::Vector { len: l, elem, scalable: s } if *l == len && *s == scalable && elem_ok(*elem)),
        None => elem_ok(inst.ty),
    };
    if ok {
        Ok(())
    } else {
        Err(format!("getelementptr result type '{}' does not match its indices", cx.s(inst.ty)))
    }
}

/// A constant struct index (a splat vector counts as its element).
fn struct_index(m: &Module, v: Value) -> Option<i128> {
    if let Some(i) = m.const_int(v) {
        return Some(i);
    }
    let Value::Const(c) = v else { return None };
    match &m.consts.get(c).kind {
        ConstKind::Vector(elems) => {
            let first = m.const_int(*elems.first()?)?;
            elems.iter().all(|&e| m.const_int(e) == Some(first)).then_some(first)
        }
        ConstKind::Zero => Some(0),
        _ => None,
    }
}

fn call(cx: &Cx<'_, '_>, inst: &Inst) -> Check {
    let m = cx.m;
    let t = &m.types;
    let InstData::Call(data) = &inst.data else { return Ok(()) };
    let Type::Function { ret, params, vararg } = t.get(data.fn_ty) else {
        return Err(format!("call has non-function type '{}'", cx.s(data.fn_ty)));
    };
    let callee = inst.callee().expect("calls have a callee");
    let callee_ty = cx.ty(callee);
    match (callee, pointer(m, callee_ty)) {
        (Value::InlineAsm(a), _) if m.inline_asms[a.index()].fn_ty != data.fn_ty => {
            return Err("inline asm type does not match the call".into());
        }
        (_, Some((_, Some(p)))) if p != data.fn_ty => {
            return Err(format!("callee of type '{}' does not match the call type '{}'", cx.s(callee_ty), cx.s(data.fn_ty)));
        }
        (_, None) => return Err(format!("callee must be a pointer, not '{}'", cx.s(callee_ty))),
        _ => {}
    }
    let args = inst.call_args();
    if args.len() < params.len() || (!vararg && args.len() != params.len()) {
        return Err(format!("call has {} arguments but the function type takes {}{}", args.len(), params.len(), if *vararg { " or more" } else { "" }));
    }
    for (i, (&a, &p)) in args.iter().zip(params).enumerate() {
        let at = cx.ty(a);
        if at != p {
            return Err(format!("argument {} has type '{}' but the function type expects '{}'", i + 1, cx.s(at), cx.s(p)));
        }
    }
    cx.result(inst, *ret)?;
    if let Value::Global(g) = callee {
        if let IntrinsicState::Valid(def) = cx.v.intrinsic[g.index()] {
            let declared = m.globals[g.index()].value_ty;
            if declared != data.fn_ty {
                return Err(format!("intrinsic '{}' called with type '{}' but declared as '{}'", def.name, cx.s(data.fn_ty), cx.s(declared)));
            }
            if let Some(k) = (0..args.len()).find(|&k| def.is_immarg(k) && !crate::intrinsics::is_immediate(m, args[k])) {
                return Err(format!("argument {} of '{}' must be an immediate constant (immarg)", k + 1, def.name));
            }
        }
    }
    Ok(())
}
