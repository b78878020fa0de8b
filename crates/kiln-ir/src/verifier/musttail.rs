//! The rules a `musttail` call must meet (LangRef, "call" instruction): the code generator can
//! only guarantee a tail call, and so never grow the stack, when the call's frame can replace
//! the caller's exactly. So: the call is followed by `ret` (optionally after a `bitcast` of its
//! result) that returns its result, `undef`/`poison` or nothing; the calling conventions match;
//! both are variadic or neither is. For conventions other than `tailcc` and `swifttailcc`
//! (callee-pop: the callee may need more argument space than the caller had) the prototypes
//! must also match, pointers up to their pointee type, and every ABI-affecting parameter
//! attribute must be the same on both sides; those two conventions instead allow only `sret`,
//! `byval`, `swiftself` and `swiftasync` among the ABI-affecting attributes.

use super::Verifier;
use crate::attr::{AttrKind, AttrSetId};
use crate::calling_conv;
use crate::constant::ConstKind;
use crate::module::{BlockId, Function};
use crate::types::{Type, TypeId};
use crate::value::Value;
use crate::inst::TailKind;
use crate::{InstData, Opcode};

/// Callee-pop conventions, whose prototypes need not match.
const CALLEE_POP_CONVENTIONS: [u32; 2] = [calling_conv::TAIL, calling_conv::SWIFT_TAIL];

/// Parameter attributes that change how an argument is passed.
const ABI_ATTRIBUTES: [AttrKind; 10] = [
    AttrKind::StructRet,
    AttrKind::ByVal,
    AttrKind::ByRef,
    AttrKind::InAlloca,
    AttrKind::Preallocated,
    AttrKind::InReg,
    AttrKind::Returned,
    AttrKind::SwiftSelf,
    AttrKind::SwiftAsync,
    AttrKind::SwiftError,
];

/// The ones a callee-pop convention's `musttail` call allows.
const CALLEE_POP_ALLOWED: [AttrKind; 4] = [AttrKind::StructRet, AttrKind::ByVal, AttrKind::SwiftSelf, AttrKind::SwiftAsync];

/// Checks the instruction at position `pos` of block `b` (the caller is `f`) if it is a
/// `musttail` call.
pub(super) fn check_if_musttail(v: &Verifier<'_>, f: &Function, b: BlockId, pos: usize) -> Result<(), String> {
    let m = v.m;
    let insts = &f.blocks[b.index()].insts;
    let call_id = insts[pos];
    let call = &f.insts[call_id.index()];
    let InstData::Call(data) = &call.data else { return Ok(()) };
    if call.opcode != Opcode::Call || data.tail != TailKind::MustTail {
        return Ok(());
    }
    let mut returned = Value::Inst(call_id);
    let mut next = &f.insts[insts[pos + 1].index()];
    if next.opcode == Opcode::BitCast {
        if next.operands[0] != returned {
            return Err("a bitcast after a musttail call must convert the call's result".into());
        }
        returned = Value::Inst(insts[pos + 1]);
        next = insts.get(pos + 2).map_or(next, |&i| &f.insts[i.index()]);
    }
    if next.opcode != Opcode::Ret {
        return Err("a musttail call must be followed by ret (optionally after a bitcast of its result)".into());
    }
    if let Some(&r) = next.operands.first() {
        let undef = matches!(r, Value::Const(c) if matches!(m.consts.get(c).kind, ConstKind::Undef | ConstKind::Poison));
        if r != returned && !undef {
            return Err("the ret after a musttail call must return the call's result".into());
        }
    }
    if data.cc != f.cc {
        return Err(format!("a musttail call's calling convention (cc {}) must be the caller's (cc {})", data.cc, f.cc));
    }
    let (Type::Function { ret: caller_ret, params: caller_params, vararg: caller_vararg }, Type::Function { ret, params, vararg }) =
        (m.types.get(f.ty), m.types.get(data.fn_ty))
    else {
        return Ok(()); // a non-function type is reported by the type checks
    };
    if caller_vararg != vararg {
        return Err("a musttail callee must be variadic exactly when the caller is".into());
    }
    let call_attrs = |i: usize| data.attrs.param(i);
    let caller_attrs = |i: usize| f.attrs.param(i);
    if CALLEE_POP_CONVENTIONS.contains(&f.cc) {
        for (side, count, attrs) in [("caller", caller_params.len(), &caller_attrs as &dyn Fn(usize) -> AttrSetId), ("call", params.len(), &call_attrs)] {
            for i in 0..count {
                if let Some(kind) = ABI_ATTRIBUTES.iter().find(|&&k| !CALLEE_POP_ALLOWED.contains(&k) && m.attr_sets.contains(attrs(i), k)) {
                    return Err(format!("a musttail call in this calling convention allows no '{}' attribute (on the {side}'s parameter {})", kind.name(), i + 1));
                }
            }
        }
        return Ok(());
    }
    if caller_params.len() != params.len() {
        return Err(format!("a musttail call must pass as many parameters as the caller takes ({} against {})", params.len(), caller_params.len()));
    }
    if !same_passing(v, *caller_ret, *ret) {
        return Err(format!("a musttail call must return the caller's type ('{}' against '{}')", v.ty_str(*ret), v.ty_str(*caller_ret)));
    }
    for (i, (&a, &p)) in caller_params.iter().zip(params).enumerate() {
        if !same_passing(v, a, p) {
            return Err(format!("parameter {} of a musttail call has type '{}' but the caller's has '{}'", i + 1, v.ty_str(p), v.ty_str(a)));
        }
        let abi = |set: AttrSetId| m.attr_sets.get(set).iter().filter(|a| a.kind().is_some_and(|k| ABI_ATTRIBUTES.contains(&k))).collect::<Vec<_>>();
        if abi(caller_attrs(i)) != abi(call_attrs(i)) {
            return Err(format!("parameter {} of a musttail call must have the caller's ABI attributes (sret, byval, inreg, ...)", i + 1));
        }
    }
    Ok(())
}

/// Equal types, or pointers in the same address space (typed pointers may differ in pointee).
fn same_passing(v: &Verifier<'_>, a: TypeId, b: TypeId) -> bool {
    a == b
        || matches!((v.m.types.get(a), v.m.types.get(b)),
            (Type::Ptr { addrspace: x, .. }, Type::Ptr { addrspace: y, .. }) if x == y)
}
