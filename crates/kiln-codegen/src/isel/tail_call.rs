//! Which calls become tail calls, for every selector. A `tail`/`musttail` call qualifies on
//! the caller's side ([`may_tail_call`]) when its block returns its result right after it and
//! nothing about the return differs between caller and callee; on the arguments' side
//! ([`sibling_call_fits`]) when the callee is named directly and every argument part travels in
//! a register, so the caller's own incoming argument area is never overwritten. The
//! SelectionDAG builder and GlobalISel's IRTranslator ask the same two questions, so a call is
//! a tail call through either selector or through neither.

use super::function_info::FunctionLoweringInfo;
use crate::target::calling_conv::{ArgFlags, CCLoc, CCValAssign, CCValue};
use kiln_ir::calling_conv;
use kiln_ir::{AttrKind, Function, Inst, InstId, Module, Opcode, TailKind, Value};


/// Whether `inst` is a call of an `llvm.dbg.*` intrinsic (no code, and no say in any).
pub fn is_debug_call(module: &Module, inst: &Inst) -> bool {
    inst.opcode == Opcode::Call && matches!(inst.callee(), Some(Value::Global(g)) if module.global_name(g).is_some_and(|n| n.starts_with(b"llvm.dbg.")))
}

/// Whether the call at position `pos` of the block whose instructions are `insts` may become a
/// tail call, as far as the caller is concerned (the arguments decide the rest): it is marked
/// `tail`/`musttail`, the block returns its result right after it (debug values aside), both
/// sides use the same convention, no `sret` is involved, the caller's return needs no
/// extension the callee's lacks, and a callee-pop (`tailcc`) caller has no stack arguments to
/// pop that the callee would not. A musttail call that passes the caller's `sret` pointer on as
/// its own `sret` may tail-call.
pub fn may_tail_call(module: &Module, func: &Function, insts: &[InstId], pos: usize, flinfo: &FunctionLoweringInfo) -> bool {
    let Some(&call) = insts.get(pos) else { return false };
    let inst = &func.insts[call.index()];
    let Some(data) = inst.call_data() else { return false };
    if !matches!(data.tail, TailKind::Tail | TailKind::MustTail) {
        return false;
    }
    // Debug values between the call and the `ret` are not code (they are dropped with the
    // block's end, as llc drops them).
    let Some(ret) = insts[pos + 1..].iter().map(|&i| &func.insts[i.index()]).find(|i| !is_debug_call(module, i)) else { return false };
    let returns_result = match ret.operands.first() {
        None => true,
        Some(&Value::Inst(v)) => call == v,
        Some(_) => false,
    };
    let attrs = &module.attr_sets;
    let sret_args = || inst.call_args().iter().enumerate().filter(|&(k, _)| attrs.contains(data.attrs.param(k), AttrKind::StructRet));
    let has_sret = sret_args().next().is_some();
    let forwards_sret = data.tail == TailKind::MustTail
        && flinfo.sret_reg.is_some()
        && sret_args().all(|(_, &a)| matches!(a, Value::Arg(j) if attrs.contains(func.attrs.param(j as usize), AttrKind::StructRet)));
    ret.opcode == Opcode::Ret
        && returns_result
        && data.cc == func.cc
        && (forwards_sret || (flinfo.sret_reg.is_none() && !has_sret))
        && !flinfo.ret_flags.has(ArgFlags::ZEXT)
        && !flinfo.ret_flags.has(ArgFlags::SEXT)
        && (data.cc != calling_conv::TAIL || flinfo.fixed_objects.iter().all(|o| o.offset < 0))
}

/// Whether a call in tail position whose argument `parts` the convention put at `locs`, with
/// `stack_bytes` of stack arguments, can jump to its callee (a sibling call): the callee is
/// named directly (`direct`), no argument needs the stack (its area would overlap the
/// caller's) and none is a `byval` copy.
pub fn sibling_call_fits(parts: &[CCValue], locs: &[CCValAssign], stack_bytes: u32, direct: bool) -> bool {
    direct && stack_bytes == 0 && !parts.iter().any(|p| p.flags.has(ArgFlags::BYVAL)) && locs.iter().all(|l| matches!(l.loc, CCLoc::Reg(_)))
}
