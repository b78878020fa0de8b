//! Tail calls in generic machine IR. A `tail` or `musttail` call that the shared checks of
//! [`crate::isel::tail_call`] let through (the SelectionDAG asks the same ones) becomes its
//! arguments copied to their registers and the target's tail-call instruction
//! ([`CallLoweringTarget::tail_call`](super::irtranslator_call::CallLoweringTarget::tail_call), x86-64: `TCRETURNdi64`), which ends the block: the `ret`
//! after it builds nothing. A variadic function's `musttail` call passes on its own `...`: the
//! argument registers its fixed arguments left free, and the target's others (x86-64: AL), are
//! kept in virtual registers from the entry (`keep_forwarded_registers`) and copied back
//! before the jump, as the SelectionDAG's lowering does.

use super::irtranslator::Translator;
use super::irtranslator_call::{assign, split_all, to_loc, Callee};
use crate::isel::call_lowering::ValueAssignment;
use crate::isel::function_info::{ForwardedReg, FunctionLoweringInfo};
use crate::isel::tail_call::{may_tail_call, sibling_call_fits};
use crate::mir::{MachineOperand, Reg};
use crate::target::calling_conv::{ArgFlags, CCLoc};
use crate::target::target_opcode::COPY;
use crate::target::value_types::Evt;
use kiln_ir::{InstId, TailKind};
use kiln_mc::desc::PhysReg;

/// The call `i` (arguments `args`, to `callee`, of convention `cc`) as a tail call, when the
/// caller, the arguments and the target allow one; returns whether it was made (then the block
/// is done: [`Translator::tail_called`]).
pub(super) fn lower_tail_call(
    t: &mut Translator,
    flinfo: &FunctionLoweringInfo,
    i: InstId,
    cc: u32,
    callee: Callee,
    args: &[(Reg, Evt, ArgFlags)],
    vararg: bool,
) -> Result<bool, String> {
    let insts = &t.func.blocks[t.ir_block.index()].insts;
    let Some(pos) = insts.iter().position(|&x| x == i) else { return Ok(false) };
    if !may_tail_call(t.module, t.func, insts, pos, flinfo) {
        return Ok(false);
    }
    let (cc_args, _) = t.target.calls.conventions(cc)?;
    let a = assign(t, cc_args, vararg, args.iter().map(|&(_, vt, f)| (vt, f)))?;
    let direct = !matches!(callee, Callee::Reg(_));
    if !sibling_call_fits(&a.parts, &a.state.locs, a.stack_size(), direct) {
        t.recycle(a);
        return Ok(false);
    }
    let forwards = t.func.insts[i.index()].call_data().is_some_and(|d| d.tail == TailKind::MustTail) && flinfo.forwards_varargs;
    let mut used: Vec<PhysReg> = a.state.locs.iter().filter_map(|l| if let CCLoc::Reg(phys) = l.loc { Some(phys) } else { None }).collect();
    if forwards {
        // The caller's `...` (and the target's other registers) pass on as they came in.
        used.extend(flinfo.forwarded_regs.iter().map(|f| f.phys));
    }
    let vararg_register = if vararg && !forwards { t.target.calls.vararg_register(&used) } else { None };
    used.extend(vararg_register.map(|(phys, _, _)| phys));
    let Some(jump) = t.target.calls.tail_call(&mut t.f.mf, callee, &used)? else {
        t.recycle(a);
        return Ok(false);
    };
    let mut parts = Vec::with_capacity(a.parts.len());
    split_all(t, &a, args.iter().map(|&(r, _, f)| (r, f)), &mut parts)?;
    let mut copies: Vec<(PhysReg, Reg)> = Vec::with_capacity(used.len());
    for loc in &a.state.locs {
        if let CCLoc::Reg(phys) = loc.loc {
            copies.push((phys, to_loc(t, parts[loc.value as usize], loc)?));
        }
    }
    t.recycle(a);
    if forwards {
        for f in &flinfo.forwarded_regs {
            copies.push((f.phys, t.f.map_reg(f.vreg, f.vt.into())?));
        }
    }
    if let Some((phys, ty, value)) = vararg_register {
        copies.push((phys, t.constant_here(ty, value)));
    }
    for (phys, v) in copies {
        t.emit(COPY, [MachineOperand::reg_def(Reg::phys(phys)), MachineOperand::reg_use(v)]);
    }
    t.put(jump);
    t.tail_called = true;
    Ok(true)
}

/// For a variadic function with a `musttail` call, whose fixed arguments were assigned as `a`:
/// the registers the target passes on ([`CallLoweringTarget::forwarded_registers`](super::irtranslator_call::CallLoweringTarget::forwarded_registers)) as live-ins
/// read at the entry, recorded in [`FunctionLoweringInfo::forwarded_regs`] for the call.
pub(super) fn keep_forwarded_registers(t: &mut Translator, flinfo: &mut FunctionLoweringInfo, a: &ValueAssignment) -> Result<(), String> {
    for (phys, vt) in t.target.calls.forwarded_registers(a) {
        let vreg = flinfo.add_live_in(phys, vt);
        t.f.map_reg(vreg, vt.into())?;
        flinfo.forwarded_regs.push(ForwardedReg { phys, vreg, vt });
    }
    Ok(())
}
