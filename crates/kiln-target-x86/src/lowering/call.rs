//! The System V x86-64 calling convention in the DAG: incoming arguments, calls and returns.
//!
//! Each IR value is split into register-sized parts (an i128 into two i64), the generated
//! convention (`td/X86CallingConv.td`) assigns every part a register or an argument-area slot
//! (both through the shared `kiln_codegen::isel::call_lowering`, which also records where
//! incoming parts arrive), and the code here turns the assignments into nodes, as LLVM's x86
//! lowering does: live-in
//! virtual registers and fixed stack objects for arguments; CALLSEQ_START, stores to the
//! argument area, glued copies to argument registers (AL = vector registers used, for variadic
//! callees), X86ISD::CALL with the callee-saved register mask, CALLSEQ_END and glued copies out
//! of the return registers for calls; glued copies to the return registers and
//! X86ISD::RET_FLAG for returns; for variadic functions, the register save area and `va_start`.
//! What the code does not handle yet (values in more than two parts, returns in memory, large
//! `byval` objects) is an error naming it.

use crate::generated::calling_conv::{CC_X86_64_Fast, RetCC_X86_64_C, RetCC_X86_64_Fast, CC_X86_64_C};
use crate::generated::{opcode, reg, REGISTER_INFO, X86ISD_CALL, X86ISD_RET_FLAG, X86ISD_TC_RETURN};
use crate::isel::{MO_NO_FLAG, MO_PLT};
use crate::register_info::csr_64_set;
use kiln_codegen::isel::dag::ExtType;
use kiln_codegen::isel::dag::call_parts::{copy_call_results, from_location, join_scalar, offset_address, parts_of, split_scalar, to_location};
use kiln_codegen::isel::dag::vector_parts::{join_vector, split_vector, vector_lanes};
use kiln_codegen::isel::dag::{Isd, MemInfo, NodeData, Opcode, Reg, SDValue, SelectionDAG};
use kiln_codegen::isel::tail_call::sibling_call_fits;
use kiln_ir::calling_conv::{COLD as CC_COLD, C as CC_C, FAST as CC_FAST, TAIL as CC_TAIL, X86_64_SYSV as CC_X86_64_SYSV};
use kiln_codegen::isel::call_lowering::{incoming_part, IncomingPart, SavedArgRegister, VaListField, VaListValue, ValueAssignment};
use kiln_codegen::isel::function_info::{ForwardedReg, FrameObject, FunctionLoweringInfo, VarArgsInfo};
use kiln_codegen::target::value_types::{Evt, Mvt};
use kiln_codegen::target::calling_conv::{
    ArgFlags, CCCursor, CCLoc, CCState, CCValAssign, CCValue, CallingConvTable,
};
use kiln_codegen::target::lowering::{ArgInfo, RegisterTypes};
use kiln_codegen::isel::dag::lowering::CallInfo;
use kiln_ir::GlobalId;
use kiln_mc::desc::PhysReg;

/// The stack pointer is 16-byte aligned at every call.
const STACK_ALIGN: u32 = 16;

/// The largest `byval` object copied into the argument area by loads and stores; larger ones
/// are copied by `rep movsq` (LLVM's inline memcpy threshold on x86-64).
const MAX_INLINE_COPY_BYTES: u32 = 128;

/// The integer argument registers, in order.
const ARG_GPRS: [PhysReg; 6] = [reg::RDI, reg::RSI, reg::RDX, reg::RCX, reg::R8, reg::R9];

/// The vector argument registers, in order.
const ARG_XMMS: [PhysReg; 8] = [reg::XMM0, reg::XMM1, reg::XMM2, reg::XMM3, reg::XMM4, reg::XMM5, reg::XMM6, reg::XMM7];

/// The register save area of a variadic function (psABI 3.5.7): the six integer argument
/// registers, then the eight vector ones, 16 bytes each.
const REG_SAVE_AREA_BYTES: u64 = 6 * 8 + 8 * 16;

fn ptr_vt() -> Evt {
    Mvt::I64.into()
}

/// The argument and return conventions of IR calling convention `cc`.
pub(crate) fn conventions(cc: u32) -> Result<(&'static CallingConvTable, &'static CallingConvTable), String> {
    match cc {
        // coldcc only changes register preservation on some targets; on x86-64 it is C.
        CC_C | CC_COLD | CC_X86_64_SYSV | CC_TAIL => Ok((&CC_X86_64_C, &RetCC_X86_64_C)),
        CC_FAST => Ok((&CC_X86_64_Fast, &RetCC_X86_64_Fast)),
        other => Err(format!("unsupported calling convention cc {other} on x86-64")),
    }
}

/// `CCCustom` of CC_X86_64_C for the halves of a split integer (an i128): the psABI passes it
/// entirely in two registers or entirely in a 16-aligned stack slot, and in the second case the
/// registers stay free for later arguments (as gcc does; LLVM 14 splits it between R9 and the
/// stack). Returns whether it assigned the part.
pub fn cc_x86_64_i128(state: &mut CCState<'_>, c: &CCCursor) -> bool {
    let flags = c.val.flags;
    if flags.has(ArgFlags::SPLIT) {
        let free = ARG_GPRS.iter().filter(|&&r| !state.is_allocated(r)).count();
        if free >= 2 {
            return false;
        }
        let offset = state.allocate_stack(16, 16);
        state.add_loc(c, CCLoc::Stack { offset, size: 8, align: 16 });
        return true;
    }
    if flags.has(ArgFlags::SPLIT_END) {
        // The low half went to the stack: the high half follows it.
        let prev = state.locs.last().copied();
        if let Some(CCValAssign { loc: CCLoc::Stack { offset, .. }, value, .. }) = prev {
            if value + 1 == c.value {
                state.add_loc(c, CCLoc::Stack { offset: offset + 8, size: 8, align: 8 });
                return true;
            }
        }
    }
    false
}

/// The register-sized parts of each argument and the convention's assignment of each part.
struct Assignment {
    parts: Vec<CCValue>,
    locs: Vec<CCValAssign>,
    stack_size: u32,
    /// How many of [`ARG_GPRS`] and [`ARG_XMMS`] the assignment used.
    gprs_used: usize,
    xmms_used: usize,
}

/// Splits `args` into parts and runs convention `cc` over them ([`ValueAssignment`]); x86
/// lowering joins at most two parts of a scalar.
fn assign(
    types: &RegisterTypes,
    cc: &CallingConvTable,
    vararg: bool,
    args: impl Iterator<Item = (Evt, ArgFlags)>,
) -> Result<Assignment, String> {
    let mut a = ValueAssignment::new(&REGISTER_INFO, vararg);
    for (vt, flags) in args {
        if a.add_value(types, vt, flags)? > 2 && !vt.is_vector() {
            return Err(format!("unsupported argument or return value of type {vt} (more than two registers)"));
        }
    }
    a.analyze(cc)?;
    let stack_size = a.stack_size();
    let (gprs_used, xmms_used) = argument_registers_used(&a.state);
    Ok(Assignment { parts: a.parts, locs: a.state.locs, stack_size, gprs_used, xmms_used })
}

/// The alignment of byte `offset` of the argument area.
fn slot_align(offset: u32) -> u64 {
    if offset == 0 {
        STACK_ALIGN as u64
    } else {
        (1u64 << offset.trailing_zeros()).min(STACK_ALIGN as u64)
    }
}

fn mem(vt: Evt, align: u64) -> MemInfo {
    MemInfo { mem_vt: vt, align, volatile: false, source: None, ordering: kiln_ir::AtomicOrdering::NotAtomic }
}

/// The value of type `vt` from its parts (low part first), as received. A vector arrives in
/// whole XMM registers (a `v2f32` in the low half of one): its elements are read out of them.
fn join_parts(dag: &mut SelectionDAG, parts: &[SDValue], vt: Evt, flags: ArgFlags) -> Result<SDValue, String> {
    if vt.is_vector() {
        if dag.value_type(parts[0]).is_vector() {
            return Ok(join_vector(dag, parts, vt));
        }
        // A one-element vector arrives as its element.
        let elem = join_parts(dag, parts, vt.scalar(), flags)?;
        return Ok(dag.node1(Isd::BuildVector, vt, &[elem]));
    }
    join_scalar(dag, parts, vt, flags)
}

/// The parts of `v` (low first) as `count` values of `part_vt`, extended as `flags` ask; a
/// vector as whole vector registers, widened or split.
fn split_parts(
    dag: &mut SelectionDAG,
    v: SDValue,
    part_vt: Mvt,
    count: usize,
    flags: ArgFlags,
) -> Result<Vec<SDValue>, String> {
    let part: Evt = part_vt.into();
    if part.is_vector() {
        return split_vector(dag, v, part, count);
    }
    if dag.value_type(v).is_vector() {
        // A one-element vector travels as its element.
        let elem = vector_lanes(dag, v)[0];
        return Ok(split_scalar(dag, elem, part_vt, count, flags));
    }
    Ok(split_scalar(dag, v, part_vt, count, flags))
}

/// Lowers the incoming arguments of a function with convention `cc`.
pub fn lower_formal_arguments(
    types: &RegisterTypes,
    dag: &mut SelectionDAG,
    fi: &mut FunctionLoweringInfo,
    chain: SDValue,
    cc: u32,
    vararg: bool,
    args: &[ArgInfo],
) -> Result<(Vec<SDValue>, SDValue), String> {
    let (cc_args, _) = conventions(cc)?;
    let a = assign(types, cc_args, vararg, args.iter().map(|a| (a.vt, a.cc_flags())))?;
    let mut part_values = Vec::with_capacity(a.parts.len());
    for loc in &a.locs {
        let part = &a.parts[loc.value as usize];
        let v = match incoming_part(fi, types, part, loc)? {
            IncomingPart::Reg(vreg) => {
                let copy = dag.copy_from_reg(chain, vreg, loc.loc_vt.into());
                from_location(dag, copy, loc)?
            }
            IncomingPart::ByvalObject(index) => dag.frame_index(index, ptr_vt()),
            IncomingPart::Stack { index, offset } => {
                let val_vt: Evt = loc.val_vt.into();
                let addr = dag.frame_index(index, ptr_vt());
                dag.load(val_vt, chain, addr, ExtType::NonExt, mem(val_vt, slot_align(offset)))
            }
        };
        part_values.push(v);
    }
    let mut values = Vec::with_capacity(args.len());
    let mut next = 0;
    for (i, arg) in args.iter().enumerate() {
        let count = parts_of(&a.parts, next, i);
        let v = join_parts(dag, &part_values[next..next + count], arg.vt, arg.cc_flags())?;
        values.push(v);
        next += count;
    }
    let chain = if vararg && fi.has_va_start { save_argument_registers(dag, fi, chain, &a) } else { chain };
    let chain = if vararg && fi.forwards_varargs { keep_forwarded_registers(dag, fi, chain, &a) } else { chain };
    Ok((values, chain))
}

/// For a variadic function with a `musttail` call, which passes on its own `...`: the argument
/// registers the fixed arguments left free (the GPRs as i64, XMM0-7 whole as v4f32) and AL
/// (the caller's count of vector registers used), copied at the entry into virtual registers
/// that live until the tail call restores them ([`FunctionLoweringInfo::forwarded_regs`]).
fn keep_forwarded_registers(dag: &mut SelectionDAG, fi: &mut FunctionLoweringInfo, mut chain: SDValue, a: &Assignment) -> SDValue {
    for (phys, vt) in forwarded_registers(a.gprs_used, a.xmms_used) {
        let live_in = fi.add_live_in(phys, vt);
        let value = dag.copy_from_reg(chain, live_in, vt.into());
        let vreg = fi.create_vreg(vt);
        chain = dag.copy_to_reg(chain, vreg, value, None);
        fi.forwarded_regs.push(ForwardedReg { phys, vreg, vt });
    }
    chain
}

/// The registers a variadic function's `musttail` call passes on as they came in, when the
/// fixed arguments took `gprs_used` integer and `xmms_used` vector argument registers: the
/// rest of the argument registers (the GPRs as i64, XMM0-7 whole as v4f32) and AL.
pub(crate) fn forwarded_registers(gprs_used: usize, xmms_used: usize) -> impl Iterator<Item = (PhysReg, Mvt)> {
    let gprs = ARG_GPRS[gprs_used.min(ARG_GPRS.len())..].iter().map(|&r| (r, Mvt::I64));
    let xmms = ARG_XMMS[xmms_used.min(ARG_XMMS.len())..].iter().map(|&r| (r, Mvt::V4F32));
    gprs.chain(xmms).chain([(reg::AL, Mvt::I8)])
}

/// For a variadic function: stores the argument registers the fixed arguments left unused in
/// the register save area ([`register_save_area`]).
fn save_argument_registers(
    dag: &mut SelectionDAG,
    fi: &mut FunctionLoweringInfo,
    chain: SDValue,
    a: &Assignment,
) -> SDValue {
    let saved = register_save_area(fi, a.gprs_used, a.xmms_used, a.stack_size);
    let save_area = fi.varargs.map_or(0, |va| va.reg_save_area);
    let mut stores = vec![chain];
    let base = dag.frame_index(save_area, ptr_vt());
    for r in saved {
        let vreg = fi.add_live_in(r.phys, r.vt);
        let v = dag.copy_from_reg(chain, vreg, r.vt.into());
        let addr = offset_address(dag, base, r.offset);
        stores.push(dag.store(chain, v, addr, false, mem(r.vt.into(), r.align)));
    }
    dag.token_factor(&stores)
}

/// A variadic function's register save area (psABI 3.5.7), for both selectors: creates it and
/// the fixed object of the first stack argument after the fixed ones, records where `va_start`
/// finds everything, and returns the argument registers the fixed arguments (`gprs_used` of
/// [`ARG_GPRS`], `xmms_used` of [`ARG_XMMS`], `stack_size` bytes of stack) left unused, to be
/// stored there. The vector registers are saved only in their low 8 bytes (a `double`), as
/// every register is saved whatever AL says; `va_arg` of a vector is not supported by this
/// layout yet.
pub(crate) fn register_save_area(fi: &mut FunctionLoweringInfo, gprs_used: usize, xmms_used: usize, stack_size: u32) -> Vec<SavedArgRegister> {
    fi.frame_objects.push(FrameObject { size: REG_SAVE_AREA_BYTES, align: 16 });
    let save_area = fi.frame_objects.len() as i32 - 1;
    let overflow_area = fi.create_fixed_object(stack_size.next_multiple_of(8) as i64, 8, true);
    fi.varargs = Some(VarArgsInfo { overflow_area, reg_save_area: save_area, gp_offset: 8 * gprs_used as u32, fp_offset: 48 + 16 * xmms_used as u32 });
    let gprs = ARG_GPRS.iter().enumerate().skip(gprs_used).map(|(i, &phys)| SavedArgRegister { phys, vt: Mvt::I64, offset: 8 * i as u64, align: 8 });
    let xmms = ARG_XMMS.iter().enumerate().skip(xmms_used).map(|(i, &phys)| SavedArgRegister { phys, vt: Mvt::F64, offset: 48 + 16 * i as u64, align: 16 });
    gprs.map(|r| SavedArgRegister { align: if r.offset % 16 == 0 { 16 } else { 8 }, ..r }).chain(xmms).collect()
}

/// The registers of [`ARG_GPRS`] and [`ARG_XMMS`] the fixed arguments of `state` use.
pub(crate) fn argument_registers_used(state: &CCState) -> (usize, usize) {
    (state.first_unallocated(&ARG_GPRS).unwrap_or(ARG_GPRS.len()), state.first_unallocated(&ARG_XMMS).unwrap_or(ARG_XMMS.len()))
}

/// The size of the x86-64 `va_list`.
pub(crate) const VA_LIST_BYTES: u64 = 24;

/// What `va_start` writes: the four fields of the x86-64 `va_list` (psABI 3.5.7):
/// `gp_offset`, `fp_offset` (i32), `overflow_arg_area`, `reg_save_area` (pointers).
pub(crate) fn va_list_fields(va: &VarArgsInfo) -> [VaListField; 4] {
    [
        VaListField { offset: 0, value: VaListValue::Int32(va.gp_offset) },
        VaListField { offset: 4, value: VaListValue::Int32(va.fp_offset) },
        VaListField { offset: 8, value: VaListValue::FrameAddress(va.overflow_area) },
        VaListField { offset: 16, value: VaListValue::FrameAddress(va.reg_save_area) },
    ]
}

/// `va_start`: the fields of `va_list_fields` stored at `list`.
pub fn lower_va_start(
    dag: &mut SelectionDAG,
    fi: &FunctionLoweringInfo,
    chain: SDValue,
    list: SDValue,
) -> Result<SDValue, String> {
    let va = fi.varargs.ok_or("malformed function: 'llvm.va_start' in a function that is not variadic")?;
    let mut stores = Vec::with_capacity(4);
    for field in va_list_fields(&va) {
        let v = match field.value {
            VaListValue::Int32(n) => dag.constant(n as u128, Mvt::I32.into()),
            VaListValue::FrameAddress(index) => dag.frame_index(index, ptr_vt()),
        };
        let vt = dag.value_type(v);
        let addr = offset_address(dag, list, field.offset);
        stores.push(dag.store(chain, v, addr, false, mem(vt, vt.store_size())));
    }
    Ok(dag.token_factor(&stores))
}

/// `va_copy`: the `VA_LIST_BYTES` of a `va_list`, 8 at a time.
pub fn lower_va_copy(dag: &mut SelectionDAG, chain: SDValue, list: SDValue, src: SDValue) -> Result<SDValue, String> {
    let i64vt: Evt = Mvt::I64.into();
    let mut stores = Vec::with_capacity(3);
    for offset in (0..VA_LIST_BYTES).step_by(8) {
        let from = offset_address(dag, src, offset);
        let to = offset_address(dag, list, offset);
        let v = dag.load(i64vt, chain, from, ExtType::NonExt, mem(i64vt, 8));
        stores.push(dag.store(SDValue::new(v.node, 1), v, to, false, mem(i64vt, 8)));
    }
    Ok(dag.token_factor(&stores))
}

/// `v` extended as the function's return attributes ask.
fn extend_return(dag: &mut SelectionDAG, v: SDValue, flags: ArgFlags) -> SDValue {
    let vt = dag.value_type(v);
    let op = if flags.has(ArgFlags::SEXT) {
        Isd::SignExtend
    } else if flags.has(ArgFlags::ZEXT) {
        Isd::ZeroExtend
    } else {
        return v;
    };
    if !vt.is_integer() || vt.size_bits() >= 32 {
        return v;
    }
    let to = if vt == Evt::from(Mvt::I1) && op == Isd::ZeroExtend { Mvt::I8 } else { Mvt::I32 };
    dag.node1(op, to.into(), &[v])
}

/// Lowers a call.
/// `through_plt` says whether calls of a global go through its PLT entry.
pub fn lower_call(
    types: &RegisterTypes,
    dag: &mut SelectionDAG,
    call: &CallInfo,
    through_plt: &dyn Fn(GlobalId) -> bool,
) -> Result<(Vec<SDValue>, SDValue), String> {
    if call.tail {
        if let Some(lowered) = lower_tail_call(types, dag, call, through_plt)? {
            return Ok(lowered);
        }
    }
    let (cc_args, cc_ret) = conventions(call.cc)?;
    let a = assign(types, cc_args, call.vararg, call.args.iter().map(|(_, a)| (a.vt, a.cc_flags())))?;
    let popped = callee_pop_bytes(call.cc, a.stack_size);
    let bytes = a.stack_size.max(popped);
    let mut chain = dag.callseq_start(call.chain, bytes as u64, ptr_vt());

    // The parts of every argument, then each in its location.
    let mut part_values = Vec::with_capacity(a.parts.len());
    let mut next = 0;
    for (i, (value, info)) in call.args.iter().enumerate() {
        let count = parts_of(&a.parts, next, i);
        part_values.extend(split_parts(dag, *value, a.parts[next].vt, count, info.cc_flags())?);
        next += count;
    }
    let mut stores = Vec::new();
    let mut reg_copies: Vec<(PhysReg, SDValue)> = Vec::new();
    let mut stack_ptr = None;
    for loc in &a.locs {
        let part = &a.parts[loc.value as usize];
        let v = part_values[loc.value as usize];
        match loc.loc {
            CCLoc::Reg(r) => reg_copies.push((r, to_location(dag, v, loc)?)),
            CCLoc::Stack { offset, .. } => {
                let sp = *stack_ptr.get_or_insert_with(|| dag.copy_from_reg(chain, Reg::phys(reg::RSP), ptr_vt()));
                let addr = offset_address(dag, sp, offset as u64);
                if part.flags.has(ArgFlags::BYVAL) {
                    copy_byval(dag, chain, v, addr, slot_align(offset), part.flags, &mut stores)?;
                } else {
                    let v = to_location(dag, v, loc)?;
                    let loc_vt: Evt = loc.loc_vt.into();
                    stores.push(dag.store(chain, v, addr, false, mem(loc_vt, slot_align(offset))));
                }
            }
        }
    }
    if !stores.is_empty() {
        chain = dag.token_factor(&stores);
    }
    if call.vararg {
        // AL holds an upper bound of the vector registers used, for the callee's va_start.
        let used = reg_copies.iter().filter(|(r, _)| is_xmm(*r)).count();
        let count = dag.constant(used as u128, Mvt::I8.into());
        reg_copies.push((reg::AL, count));
    }
    let mut glue = None;
    for &(r, v) in &reg_copies {
        chain = dag.copy_to_reg(chain, Reg::phys(r), v, glue);
        glue = Some(SDValue::new(chain.node, 1));
    }

    let callee = target_callee(dag, call.callee, through_plt);
    let mut ops = vec![chain, callee];
    for &(r, v) in &reg_copies {
        let vt = dag.value_type(v);
        ops.push(dag.register(Reg::phys(r), vt));
    }
    ops.push(dag.register_mask(csr_64_set()?));
    ops.extend(glue);
    let vts = dag.vt_list(&[Evt::OTHER, Evt::GLUE]);
    let node = dag.get_node(Opcode::target(X86ISD_CALL), vts, &ops, NodeData::None);
    let end = dag.callseq_end(SDValue::new(node, 0), bytes as u64, popped as u64, ptr_vt(), Some(SDValue::new(node, 1)));
    let glue = SDValue::new(end.node, 1);

    // Results, out of the return registers.
    let r = assign(types, cc_ret, false, call.ret_vts.iter().map(|&vt| (vt, ArgFlags::default())))?;
    copy_call_results(dag, end, glue, &r.parts, &r.locs, &call.ret_vts, "unsupported", |dag, parts, vt| {
        join_parts(dag, parts, vt, ArgFlags::default())
    })
}

/// Copies the `byval` object at `src` to `dst` in the argument area: a small one with loads and
/// stores of 8, 4, 2 and 1 bytes, a large one with `rep movsq` (RCX quadwords from RSI to RDI,
/// the direction flag clear as the psABI guarantees) and loads and stores for the tail.
fn copy_byval(
    dag: &mut SelectionDAG,
    chain: SDValue,
    src: SDValue,
    dst: SDValue,
    dst_align: u64,
    flags: ArgFlags,
    stores: &mut Vec<SDValue>,
) -> Result<(), String> {
    let size = flags.byval_size;
    let src_align = flags.byval_align.max(1) as u64;
    let mut offset = 0u32;
    if size > MAX_INLINE_COPY_BYTES {
        let quads = dag.constant((size / 8) as u128, ptr_vt());
        let mut c = dag.copy_to_reg(chain, Reg::phys(reg::RCX), quads, None);
        for (r, v) in [(reg::RDI, dst), (reg::RSI, src)] {
            c = dag.copy_to_reg(c, Reg::phys(r), v, Some(SDValue::new(c.node, 1)));
        }
        let vts = dag.vt_list(&[Evt::OTHER, Evt::GLUE]);
        let ops = [c, SDValue::new(c.node, 1)];
        let rep = dag.get_node(Opcode::machine(opcode::REP_MOVSQ_64), vts, &ops, NodeData::None);
        stores.push(SDValue::new(rep, 0));
        offset = size / 8 * 8;
    }
    while offset < size {
        let chunk = [8u32, 4, 2, 1].into_iter().find(|&c| c <= size - offset).unwrap_or(1);
        let vt = Evt::int(chunk * 8);
        let from = offset_address(dag, src, offset as u64);
        let to = offset_address(dag, dst, offset as u64);
        let align_at = |base: u64| if offset == 0 { base } else { base.min(1u64 << offset.trailing_zeros()) };
        let value = dag.load(vt, chain, from, ExtType::NonExt, mem(vt, align_at(src_align)));
        let load_chain = SDValue::new(value.node, 1);
        stores.push(dag.store(load_chain, value, to, false, mem(vt, align_at(dst_align))));
        offset += chunk;
    }
    Ok(())
}

fn is_xmm(r: PhysReg) -> bool {
    (reg::XMM0.0..=reg::XMM15.0).contains(&r.0)
}

/// The callee as the call instruction names it: a global or symbol becomes its Target* form,
/// marked for the PLT unless it is defined in this output (library functions always are).
fn target_callee(dag: &mut SelectionDAG, callee: SDValue, through_plt: &dyn Fn(GlobalId) -> bool) -> SDValue {
    let node = dag.node(callee.node);
    let (op, data) = match node.data {
        NodeData::Global { global, offset, .. } if node.opcode.is(Isd::GlobalAddress) => {
            let target_flags = if through_plt(global) { MO_PLT } else { MO_NO_FLAG };
            (Isd::TargetGlobalAddress, NodeData::Global { global, offset, target_flags })
        }
        NodeData::Symbol { index, .. } if node.opcode.is(Isd::ExternalSymbol) => {
            (Isd::TargetExternalSymbol, NodeData::Symbol { index, target_flags: MO_PLT })
        }
        _ => return callee,
    };
    let vts = dag.vt_list(&[dag.value_type(callee)]);
    SDValue::new(dag.get_node(op.into(), vts, &[], data), 0)
}

/// Lowers `ret` of `values` with convention `cc`.
pub fn lower_return(
    types: &RegisterTypes,
    dag: &mut SelectionDAG,
    fi: &FunctionLoweringInfo,
    chain: SDValue,
    cc: u32,
    values: &[SDValue],
) -> Result<SDValue, String> {
    let (_, cc_ret) = conventions(cc)?;
    // A `signext`/`zeroext` integer is returned extended to 32 bits (a `zeroext i1` to 8), as
    // clang-compiled callers assume.
    let values: Vec<SDValue> = values.iter().map(|&v| extend_return(dag, v, fi.ret_flags)).collect();
    let values = &values[..];
    let vts: Vec<Evt> = values.iter().map(|&v| dag.value_type(v)).collect();
    let r = assign(types, cc_ret, false, vts.iter().map(|&vt| (vt, ArgFlags::default())))?;
    let mut part_values = Vec::with_capacity(r.parts.len());
    let mut next = 0;
    for (i, &v) in values.iter().enumerate() {
        let count = parts_of(&r.parts, next, i);
        part_values.extend(split_parts(dag, v, r.parts[next].vt, count, ArgFlags::default())?);
        next += count;
    }
    let mut chain = chain;
    let mut glue = None;
    let bytes_popped = dag.target_constant(callee_pop_bytes(cc, incoming_stack_bytes(fi)) as u128, Mvt::I32.into());
    let mut ops = vec![chain, bytes_popped];
    for loc in &r.locs {
        let CCLoc::Reg(reg) = loc.loc else {
            return Err(format!("unsupported: returning a value of type {} in memory", loc.val_vt.td_name()));
        };
        let v = to_location(dag, part_values[loc.value as usize], loc)?;
        chain = dag.copy_to_reg(chain, Reg::phys(reg), v, glue);
        glue = Some(SDValue::new(chain.node, 1));
        ops.push(dag.register(Reg::phys(reg), loc.loc_vt.into()));
    }
    if let Some(sret) = fi.sret_reg {
        // The callee returns the address of the result it wrote (psABI).
        if r.locs.iter().any(|l| l.loc == CCLoc::Reg(reg::RAX) || l.loc == CCLoc::Reg(reg::EAX)) {
            return Err("malformed function: it has an sret argument and returns a value in RAX".to_string());
        }
        let ptr = dag.copy_from_reg(dag.entry(), sret, ptr_vt());
        chain = dag.copy_to_reg(chain, Reg::phys(reg::RAX), ptr, glue);
        glue = Some(SDValue::new(chain.node, 1));
        ops.push(dag.register(Reg::phys(reg::RAX), ptr_vt()));
    }
    ops[0] = chain;
    ops.extend(glue);
    let vts = dag.vt_list(&[Evt::OTHER]);
    Ok(SDValue::new(dag.get_node(Opcode::target(X86ISD_RET_FLAG), vts, &ops, NodeData::None), 0))
}

// ---- Tail calls ------------------------------------------------------------------------------

/// The bytes a callee of convention `cc` with `stack_size` bytes of stack arguments pops on
/// return: none, except for `tailcc`, whose callee pops its argument area rounded so that the
/// stack stays 16-byte aligned with the return address (8 for no arguments, as llc does).
fn callee_pop_bytes(cc: u32, stack_size: u32) -> u32 {
    if cc != CC_TAIL {
        return 0;
    }
    let slot = 8;
    let mut size = stack_size;
    let rem = size % STACK_ALIGN;
    if rem <= STACK_ALIGN - slot {
        size += STACK_ALIGN - slot - rem;
    } else {
        size += 2 * STACK_ALIGN - slot - rem;
    }
    size
}

/// The size of the function's incoming stack-argument area (from the fixed objects the
/// argument lowering made for it).
fn incoming_stack_bytes(fi: &FunctionLoweringInfo) -> u32 {
    let end = fi.fixed_objects.iter().filter(|o| o.offset >= 0).map(|o| o.offset as u64 + o.size).max().unwrap_or(0);
    end.div_ceil(8) as u32 * 8
}

/// A call the DAG builder found in tail position (returned right away, compatible caller) as
/// a sibling call: the arguments go to their registers and `X86ISD::TC_RETURN` jumps to the
/// callee, which returns to our caller. Only when the callee needs no stack arguments (its
/// stack area would overlap ours) and is named directly; otherwise `None` (an ordinary call).
/// Between two `tailcc` functions without stack arguments both pop the same 8 bytes.
fn lower_tail_call(
    types: &RegisterTypes,
    dag: &mut SelectionDAG,
    call: &CallInfo,
    through_plt: &dyn Fn(GlobalId) -> bool,
) -> Result<Option<(Vec<SDValue>, SDValue)>, String> {
    let (cc_args, _) = conventions(call.cc)?;
    let a = assign(types, cc_args, call.vararg, call.args.iter().map(|(_, a)| (a.vt, a.cc_flags())))?;
    let direct = matches!(dag.opcode(call.callee.node).isd(), Some(Isd::GlobalAddress | Isd::ExternalSymbol));
    if !sibling_call_fits(&a.parts, &a.locs, a.stack_size, direct) {
        return Ok(None);
    }
    let mut part_values = Vec::with_capacity(a.parts.len());
    let mut next = 0;
    for (i, (value, info)) in call.args.iter().enumerate() {
        let count = parts_of(&a.parts, next, i);
        part_values.extend(split_parts(dag, *value, a.parts[next].vt, count, info.cc_flags())?);
        next += count;
    }
    let mut reg_copies: Vec<(PhysReg, SDValue)> = Vec::new();
    for loc in &a.locs {
        let CCLoc::Reg(r) = loc.loc else { return Ok(None) };
        reg_copies.push((r, to_location(dag, part_values[loc.value as usize], loc)?));
    }
    if !call.forwarded.is_empty() {
        // The caller's `...` (and AL) pass on as they came in.
        for f in &call.forwarded {
            reg_copies.push((f.phys, dag.copy_from_reg(call.chain, f.vreg, f.vt.into())));
        }
    } else if call.vararg {
        let used = reg_copies.iter().filter(|(r, _)| is_xmm(*r)).count();
        let count = dag.constant(used as u128, Mvt::I8.into());
        reg_copies.push((reg::AL, count));
    }
    let mut chain = call.chain;
    let mut glue = None;
    for &(r, v) in &reg_copies {
        chain = dag.copy_to_reg(chain, Reg::phys(r), v, glue);
        glue = Some(SDValue::new(chain.node, 1));
    }
    let callee = target_callee(dag, call.callee, through_plt);
    let adjust = dag.target_constant(0, Mvt::I32.into());
    let mut ops = vec![chain, callee, adjust];
    for &(r, v) in &reg_copies {
        let vt = dag.value_type(v);
        ops.push(dag.register(Reg::phys(r), vt));
    }
    ops.push(dag.register_mask(csr_64_set()?));
    ops.extend(glue);
    let vts = dag.vt_list(&[Evt::OTHER]);
    let tc = dag.get_node(Opcode::target(X86ISD_TC_RETURN), vts, &ops, NodeData::None);
    let results = call.ret_vts.iter().map(|&vt| dag.undef(vt)).collect();
    Ok(Some((results, SDValue::new(tc, 0))))
}

/// Whether `chain` is the `X86ISD::TC_RETURN` of a tail call.
pub fn is_tail_call(dag: &SelectionDAG, chain: SDValue) -> bool {
    dag.opcode(chain.node) == Opcode::target(X86ISD_TC_RETURN)
}

#[cfg(test)]
mod tail_call_tests {
    use super::*;

    #[test]
    fn tailcc_callees_pop_an_aligned_area() {
        // The area plus the return address stays a multiple of 16 (llc's rounding).
        for (stack, popped) in [(0, 8), (8, 8), (16, 24), (24, 24), (32, 40)] {
            assert_eq!(callee_pop_bytes(CC_TAIL, stack), popped, "{stack} bytes of arguments");
        }
        assert_eq!(callee_pop_bytes(CC_C, 16), 0);
        assert_eq!(callee_pop_bytes(CC_FAST, 16), 0);
    }
}
