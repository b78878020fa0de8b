//! Arguments, calls and returns in generic machine IR. The shared half of call lowering
//! ([`crate::isel::call_lowering`]) splits each value into register-sized parts and runs the
//! target's generated convention over them; here each part becomes generic instructions:
//! `G_UNMERGE_VALUES`/`G_MERGE_VALUES` between a value and its parts, extensions and
//! truncations between a part and its location, `COPY`s to and from physical registers, and
//! `G_STORE`/`G_LOAD` through `G_PTR_ADD` off the stack pointer or from fixed stack objects for
//! stack locations. The target's half ([`CallLoweringTarget`]) names the conventions and
//! builds the few target instructions around them: the call-frame pseudos, the call and the
//! return.

use super::irtranslator::{unable, Translator};
use super::irtranslator_tail_call::lower_tail_call;
use super::llt::Llt;
use crate::isel::call_lowering::{arg_flags, incoming_part, IncomingPart, SavedArgRegister, VaListField, ValueAssignment};
use crate::isel::function_info::{FunctionLoweringInfo, VarArgsInfo};
use crate::mir::{MachineFunction, MachineInstr, MachineOperand, MemAccess, MemOperand, MemValue, Reg, StrId};
use crate::target::calling_conv::{ArgFlags, CCLoc, CCState, CCValAssign, CCValue, CallingConvTable, LocInfo};
use crate::target::target_opcode as op;
use crate::target::value_types::{Evt, Mvt};
use kiln_ir::{GlobalId, Inst, TailKind, Type, TypeTable, Value};
use kiln_mc::desc::PhysReg;
use rustc_hash::{FxHashMap, FxHasher};
use std::hash::{Hash, Hasher};

/// What a call goes to.
#[derive(Clone, Copy, Debug)]
pub enum Callee {
    /// A function or other global of the module, named as MIR writes it.
    Global { global: GlobalId, name: StrId },
    /// A symbol outside the module (`memcpy`).
    Symbol(StrId),
    /// An address in a register.
    Reg(Reg),
}

/// A target's instruction that copies `count` units of `unit` bytes from the address in
/// register `src` to the address in `dst` (x86-64: `rep movsq` with RCX, RSI, RDI).
pub struct BlockCopy {
    pub inst: MachineInstr,
    pub unit: u32,
    pub count: PhysReg,
    pub src: PhysReg,
    pub dst: PhysReg,
}

/// A target's part of lowering calls into generic machine IR (GlobalISel's `CallLowering`).
pub trait CallLoweringTarget: Sync {
    /// The argument and return conventions of IR calling convention `cc`.
    fn conventions(&self, cc: u32) -> Result<(&'static CallingConvTable, &'static CallingConvTable), String>;
    /// The pseudo that opens (`setup`) or closes the call frame of a call with `bytes` of
    /// stack arguments.
    fn call_frame(&self, setup: bool, bytes: u32) -> MachineInstr;
    /// The opcodes of the pseudos [`call_frame`](Self::call_frame) builds: setup, destroy.
    fn call_frame_opcodes(&self) -> (u32, u32);
    /// The call instruction: the callee, the register mask of what survives, the argument
    /// registers as implicit uses and the result registers as implicit defs.
    fn call(&self, mf: &mut MachineFunction, callee: Callee, args: &[PhysReg], results: &[PhysReg]) -> Result<MachineInstr, String>;
    /// The return instruction reading `results`.
    fn ret(&self, results: &[PhysReg]) -> MachineInstr;
    /// The instruction that jumps to `callee` as a tail call with the argument registers
    /// `args` set; `None` when the target makes no tail call to it.
    fn tail_call(&self, _mf: &mut MachineFunction, _callee: Callee, _args: &[PhysReg]) -> Result<Option<MachineInstr>, String> {
        Ok(None)
    }
    /// The registers a variadic function whose fixed arguments were assigned as `a` passes on
    /// unchanged to its `musttail` callee (x86-64: the free argument registers and AL).
    fn forwarded_registers(&self, _a: &ValueAssignment) -> Vec<(PhysReg, Mvt)> {
        Vec::new()
    }
    /// For a call of a variadic function: a register the convention sets besides the
    /// arguments, with its type and value (x86-64: AL, the vector registers used).
    fn vararg_register(&self, _args: &[PhysReg]) -> Option<(PhysReg, Llt, i64)> {
        None
    }
    /// The target's instruction copying a large block of memory (a `byval` object), if it has one.
    fn block_copy(&self) -> Option<BlockCopy> {
        None
    }
    /// The target's instruction for an intrinsic no generic opcode means (x86-64:
    /// `llvm.trap`, `llvm.eh.sjlj.setjmp`/`longjmp`) over its argument registers, with the
    /// physical register that holds its result; `None`: the target has none.
    fn intrinsic(&self, _name: &str, _args: &[Reg]) -> Option<(MachineInstr, Option<PhysReg>)> {
        None
    }
    /// The target's data-cache prefetch of `address` (`llvm.prefetch`: `rw` 1 for a write,
    /// `locality` 0 to 3); `None`: the target has none, and the hint builds nothing.
    fn prefetch(&self, _address: Reg, _rw: i64, _locality: i64) -> Option<MachineInstr> {
        None
    }
    /// The operands of an inline asm memory operand addressing `base` (a frame index or a
    /// pointer register); `None` when the target has no memory operands for inline asm.
    fn inline_asm_address(&self, _base: MachineOperand) -> Option<Vec<MachineOperand>> {
        None
    }
    /// For a variadic function that calls `llvm.va_start`, whose fixed arguments were assigned
    /// as `a`: creates the register save area (recording [`FunctionLoweringInfo::varargs`]) and
    /// returns the argument registers to store into it.
    fn save_vararg_registers(&self, _fi: &mut FunctionLoweringInfo, _a: &ValueAssignment) -> Result<Vec<SavedArgRegister>, String> {
        Err("variadic functions are not supported on this target".to_string())
    }
    /// The fields `llvm.va_start` writes into a `va_list`, from what argument lowering recorded.
    fn va_list_fields(&self, _va: &VarArgsInfo) -> Vec<VaListField> {
        Vec::new()
    }
    /// The size in bytes of a `va_list` (what `llvm.va_copy` copies).
    fn va_list_bytes(&self) -> u64 {
        0
    }
}

/// The low-level type of a location or part type.
fn llt_of(vt: Mvt) -> Result<Llt, String> {
    Llt::from_evt(vt.into())
}

/// The register-sized parts of `values` (with their convention flags) and their locations, in
/// a spare assignment's vectors ([`Translator::recycle`] it when done).
pub(super) fn assign(t: &mut Translator, cc: &'static CallingConvTable, vararg: bool, values: impl IntoIterator<Item = (Evt, ArgFlags)>) -> Result<ValueAssignment<'static>, String> {
    let types = t.target.tli.register_types();
    let mut a = t.spare_assignment(vararg);
    for (vt, flags) in values {
        a.add_value(types, vt, flags)?;
    }
    t.assignments_made.analyze(cc, &mut a)?;
    Ok(a)
}

/// The calling-convention assignments made so far, by convention, variadicity and parts: a
/// program calls the same few signatures over and over, and a look-up costs less than running
/// the convention's actions again. The outcome depends on nothing else (the conventions are
/// static tables, and the register set is the translator's, which keeps one cache per set).
#[derive(Default)]
pub(super) struct AssignmentCache {
    /// By hash of the key.
    made: FxHashMap<u64, Vec<Made>>,
    len: usize,
}

/// One assignment of [`AssignmentCache`]: its key and the convention's state after it.
struct Made {
    cc: &'static CallingConvTable,
    vararg: bool,
    parts: Vec<CCValue>,
    state: CCState<'static>,
}

/// How many assignments [`AssignmentCache`] keeps (the first ones made: far more than the
/// signatures of a program).
const ASSIGNMENTS_KEPT: usize = 1 << 14;

impl AssignmentCache {
    /// Runs `cc` over the parts of `a`, or copies the outcome of doing so before.
    fn analyze(&mut self, cc: &'static CallingConvTable, a: &mut ValueAssignment<'static>) -> Result<(), String> {
        if a.parts.is_empty() {
            // Nothing to assign (a call without arguments or result): the state stays as it is.
            return Ok(());
        }
        let vararg = a.state.is_vararg();
        let mut hasher = FxHasher::default();
        (std::ptr::from_ref(cc) as usize, vararg, &a.parts).hash(&mut hasher);
        let hash = hasher.finish();
        let made = self.made.get(&hash).and_then(|entries| entries.iter().find(|m| std::ptr::eq(m.cc, cc) && m.vararg == vararg && m.parts == a.parts));
        if let Some(made) = made {
            a.state.clone_from(&made.state);
            return Ok(());
        }
        a.analyze(cc)?;
        if self.len < ASSIGNMENTS_KEPT {
            self.len += 1;
            self.made.entry(hash).or_default().push(Made { cc, vararg, parts: a.parts.clone(), state: a.state.clone() });
        }
        Ok(())
    }

    /// Forgets every assignment (for another register set).
    pub(super) fn clear(&mut self) {
        self.made.clear();
        self.len = 0;
    }
}

/// Appends to `out` the parts of `value` (low first) as `count` registers of `part`, extended as
/// `flags` ask.
fn split_parts(t: &mut Translator, value: Reg, part: Llt, count: usize, flags: ArgFlags, out: &mut Vec<Reg>) -> Result<(), String> {
    let ty = t.ty(value);
    let pointer_bits = t.pointer_bits();
    let bits = |l: Llt| l.size_bits(pointer_bits);
    if count == 1 {
        if bits(ty) == bits(part) {
            out.push(value);
            return Ok(());
        }
        if ty.is_vector() {
            // A short vector travels in the low lanes of a whole register: `<2 x s32>` is
            // padded into `<4 x s32>` with undefined lanes.
            if !part.is_vector() || part.element() != ty.element() || part.lanes() % ty.lanes() != 0 {
                return Err(format!("a {ty} argument in a {part} register"));
            }
            let undef = t.emit_def(op::G_IMPLICIT_DEF, ty, &[]);
            let mut pieces = vec![value];
            pieces.resize((part.lanes() / ty.lanes()) as usize, undef);
            out.push(t.emit_def(op::G_CONCAT_VECTORS, part, &pieces));
            return Ok(());
        }
        let value = if ty.is_pointer() { t.emit_def(op::G_PTRTOINT, Llt::scalar(bits(ty) as u32), &[value]) } else { value };
        let opcode = if flags.has(ArgFlags::SEXT) {
            op::G_SEXT
        } else if flags.has(ArgFlags::ZEXT) || ty == Llt::scalar(1) {
            // Booleans travel as 0 or 1 (psABI).
            op::G_ZEXT
        } else {
            op::G_ANYEXT
        };
        out.push(t.emit_def(opcode, part, &[value]));
        return Ok(());
    }
    let whole = bits(part) * count as u64;
    if ty.is_vector() && bits(ty) != whole {
        return Err(format!("a {ty} value in {count} {part} registers"));
    }
    let value = if !ty.is_vector() && bits(ty) < whole { t.emit_def(op::G_ANYEXT, Llt::scalar(whole as u32), &[value]) } else { value };
    let first = out.len();
    out.extend((0..count).map(|_| t.new_reg(part)));
    let mut ops: Vec<MachineOperand> = out[first..].iter().map(|&r| MachineOperand::reg_def(r)).collect();
    ops.push(MachineOperand::reg_use(value));
    t.emit_list(op::G_UNMERGE_VALUES, &ops);
    Ok(())
}

/// The value of type `ty` from its parts (low first), as received.
fn join_parts(t: &mut Translator, parts: &[Reg], ty: Llt) -> Result<Reg, String> {
    let pointer_bits = t.pointer_bits();
    let bits = |l: Llt| l.size_bits(pointer_bits);
    let whole = match parts {
        [one] => *one,
        _ => {
            let part = t.ty(parts[0]);
            let wide = if ty.is_vector() { ty } else { Llt::scalar((bits(part) * parts.len() as u64) as u32) };
            let opcode = if part.is_vector() { op::G_CONCAT_VECTORS } else { op::G_MERGE_VALUES };
            if ty.is_vector() && !part.is_vector() {
                return Err(format!("a {ty} value from {} {part} registers", parts.len()));
            }
            t.emit_def(opcode, wide, parts)
        }
    };
    let have = t.ty(whole);
    if have == ty {
        return Ok(whole);
    }
    if ty.is_vector() && have.is_vector() && have.element() == ty.element() && have.lanes() > ty.lanes() && have.lanes() % ty.lanes() == 0 {
        // The low lanes of a whole register.
        let pieces: Vec<Reg> = (0..have.lanes() / ty.lanes()).map(|_| t.new_reg(ty)).collect();
        let mut ops: Vec<MachineOperand> = pieces.iter().map(|&r| MachineOperand::reg_def(r)).collect();
        ops.push(MachineOperand::reg_use(whole));
        t.emit_list(op::G_UNMERGE_VALUES, &ops);
        return Ok(pieces[0]);
    }
    if bits(have) == bits(ty) {
        let opcode = match (have.is_pointer(), ty.is_pointer()) {
            (false, true) => op::G_INTTOPTR,
            (true, false) => op::G_PTRTOINT,
            _ => op::G_BITCAST,
        };
        return Ok(t.emit_def(opcode, ty, &[whole]));
    }
    if !ty.is_vector() && !have.is_vector() && bits(ty) < bits(have) {
        let narrow = Llt::scalar(bits(ty) as u32);
        let r = t.emit_def(op::G_TRUNC, narrow, &[whole]);
        return Ok(if ty.is_pointer() { t.emit_def(op::G_INTTOPTR, ty, &[r]) } else { r });
    }
    Err(format!("a {ty} value from a {have} register"))
}

/// A part converted to its location's type.
/// (A part in its location's own type, most of them, is itself: no type is looked up for it.)
pub(super) fn to_loc(t: &mut Translator, v: Reg, loc: &CCValAssign) -> Result<Reg, String> {
    let opcode = match loc.info {
        LocInfo::Full => return Ok(v),
        LocInfo::SExt => op::G_SEXT,
        LocInfo::ZExt => op::G_ZEXT,
        LocInfo::AExt => op::G_ANYEXT,
        LocInfo::BCvt => op::G_BITCAST,
        LocInfo::Indirect => return Err(format!("a value of type {} passed indirectly", loc.val_vt.td_name())),
    };
    Ok(t.emit_def(opcode, llt_of(loc.loc_vt)?, &[v]))
}

/// A location's register read as the part it holds.
fn from_loc(t: &mut Translator, v: Reg, loc: &CCValAssign) -> Result<Reg, String> {
    let opcode = match loc.info {
        LocInfo::Full => return Ok(v),
        LocInfo::SExt | LocInfo::ZExt | LocInfo::AExt => op::G_TRUNC,
        LocInfo::BCvt => op::G_BITCAST,
        LocInfo::Indirect => return Err(format!("a value of type {} passed indirectly", loc.val_vt.td_name())),
    };
    Ok(t.emit_def(opcode, llt_of(loc.val_vt)?, &[v]))
}

/// The alignment of byte `offset` of the argument area (16 at its start).
fn slot_align(offset: u32) -> u64 {
    if offset == 0 {
        16
    } else {
        (1u64 << offset.trailing_zeros()).min(16)
    }
}

/// A memory operand's alignment as MIR writes it: left out when it is the access size.
fn unless_size(align: u64, bytes: u64) -> Option<u64> {
    (align != bytes).then_some(align)
}

/// Lowers the function's incoming arguments: each gets its registers, read from the live-in
/// registers (copied at the entry by `FunctionLowering`) or loaded from its stack slot.
pub(super) fn lower_arguments(t: &mut Translator, flinfo: &mut FunctionLoweringInfo) -> Result<(), String> {
    with_call_buffers(t, |t, b| lower_arguments_in(t, flinfo, b))
}

/// Runs `f` with the translator's call buffers taken out of it (so that both may be borrowed
/// at once), then puts them back.
#[inline]
fn with_call_buffers<R>(t: &mut Translator, f: impl FnOnce(&mut Translator, &mut CallBuffers) -> R) -> R {
    let mut buffers = std::mem::take(&mut t.call_buffers);
    let result = f(t, &mut buffers);
    t.call_buffers = buffers;
    result
}

/// [`lower_arguments`] in the translator's call buffers `b`.
fn lower_arguments_in(t: &mut Translator, flinfo: &mut FunctionLoweringInfo, b: &mut CallBuffers) -> Result<(), String> {
    let (func, module, layout) = (t.func, t.module, t.layout);
    let Type::Function { vararg, .. } = *module.types.get(func.ty) else {
        return Err("a function whose type is not a function type".to_string());
    };
    let (cc_args, _) = t.target.calls.conventions(func.cc)?;
    let values = &mut b.args;
    values.clear();
    for (k, arg) in func.args.iter().enumerate() {
        if module.types.is_aggregate(arg.ty) {
            return Err(unable("argument", "an aggregate argument is not translated yet"));
        }
        let flags = arg_flags(module, layout, func.attrs.param(k), arg.ty)?;
        values.push((Reg::NONE, Evt::from_ir_type(&module.types, &layout.dl, arg.ty)?, flags));
    }
    let a = assign(t, cc_args, vararg, values.iter().map(|&(_, vt, flags)| (vt, flags)))?;
    let target = t.target;
    let types = target.tli.register_types();
    let part_regs = &mut b.emit.part_regs;
    part_regs.clear();
    part_regs.resize(a.parts.len(), Reg::NONE);
    for loc in &a.state.locs {
        let part = &a.parts[loc.value as usize];
        part_regs[loc.value as usize] = match incoming_part(flinfo, types, part, loc)? {
            IncomingPart::Reg(vreg) => {
                let r = t.f.map_reg(vreg, loc.loc_vt.into())?;
                from_loc(t, r, loc)?
            }
            IncomingPart::ByvalObject(index) => {
                t.emit_def_frame_index(index)
            }
            IncomingPart::Stack { index, offset } => {
                let val_ty = llt_of(loc.val_vt)?;
                let addr = t.emit_def_frame_index(index);
                let mut mem = MemOperand::new(MemAccess::Load, Some(val_ty), MemValue::Frame(crate::mir::FrameIdx(index)));
                mem.flags = crate::mir::MemFlags::INVARIANT;
                mem.align = unless_size(slot_align(offset), val_ty.size_bits(t.pointer_bits()).div_ceil(8));
                t.load_new(val_ty, addr, mem)
            }
        };
    }
    let mut next = 0;
    for (k, arg) in func.args.iter().enumerate() {
        let count = a.parts[next..].iter().take_while(|p| p.index == k as u32).count();
        let ty = t.llt(arg.ty)?;
        let parts = &part_regs[next..next + count];
        let r = match parts {
            // A register of the argument's own size holds it as it is: `%0:_(p0) = COPY $rdi`.
            [one] if is_live_in_copy(t, *one) && t.ty(*one).size_bits(t.pointer_bits()) == ty.size_bits(t.pointer_bits()) => {
                if let Some(v) = t.f.mf.regs.vreg_mut(*one) {
                    v.ty = Some(ty);
                }
                *one
            }
            _ => join_parts(t, parts, ty)?,
        };
        t.set_arg_reg(k, r);
        next += count;
    }
    if vararg && flinfo.has_va_start {
        save_vararg_registers(t, flinfo, &a)?;
    }
    if vararg && flinfo.forwards_varargs {
        super::irtranslator_tail_call::keep_forwarded_registers(t, flinfo, &a)?;
    }
    t.recycle(a);
    Ok(())
}

/// A variadic function's argument registers stored into the register save area the target
/// creates, for `va_arg` (the target's [`CallLoweringTarget::save_vararg_registers`]).
fn save_vararg_registers(t: &mut Translator, flinfo: &mut FunctionLoweringInfo, a: &ValueAssignment) -> Result<(), String> {
    let saved = t.target.calls.save_vararg_registers(flinfo, a)?;
    let va = flinfo.varargs.ok_or("internal error: the target created no register save area")?;
    let base = t.emit_def_frame_index(va.reg_save_area);
    for r in saved {
        let vreg = flinfo.add_live_in(r.phys, r.vt);
        let value = t.f.map_reg(vreg, r.vt.into())?;
        let addr = t.offset_address(base, r.offset);
        let ty = llt_of(r.vt)?;
        let mut mem = MemOperand::new(MemAccess::Store, Some(ty), MemValue::Frame(crate::mir::FrameIdx(va.reg_save_area)));
        mem.offset = r.offset as i64;
        mem.align = unless_size(r.align, ty.size_bits(t.pointer_bits()).div_ceil(8));
        t.emit_memory(op::G_STORE, [MachineOperand::reg_use(value), MachineOperand::reg_use(addr)], mem);
    }
    t.varargs = Some(va);
    Ok(())
}

/// Whether `r` is a live-in register's virtual register (defined by the entry's `COPY`,
/// which `FunctionLowering` adds at the end, so nothing defines it yet).
fn is_live_in_copy(t: &Translator, r: Reg) -> bool {
    !t.f.mf.layout().iter().any(|&b| t.f.mf.block_insts(b).any(|i| t.f.mf.inst(i).operands.first().and_then(MachineOperand::get_reg) == Some(r)))
}

/// `ret`: the values' parts copied to the return registers (extended as the function's
/// `signext`/`zeroext` asks), and the target's return instruction.
pub(super) fn lower_return(t: &mut Translator, flinfo: &FunctionLoweringInfo, inst: &Inst) -> Result<(), String> {
    with_call_buffers(t, |t, b| lower_return_in(t, flinfo, inst, b))
}

/// [`lower_return`] in the translator's call buffers `b` (every function returns: its
/// return allocates no vector).
fn lower_return_in(t: &mut Translator, flinfo: &FunctionLoweringInfo, inst: &Inst, b: &mut CallBuffers) -> Result<(), String> {
    let (_, cc_ret) = t.target.calls.conventions(t.func.cc)?;
    let values = &mut b.args;
    values.clear();
    if let Some(&v) = inst.operands.first() {
        let ty = t.module.value_type(Some(t.func), v);
        let regs = t.value_regs(v)?;
        let leaves = t.access_leaves(ty)?;
        for (&r, &(_, _, leaf)) in regs.iter().zip(leaves.iter()) {
            let mut vt = Evt::from_ir_type(&t.module.types, &t.layout.dl, leaf)?;
            let mut r = r;
            let extend = flinfo.ret_flags.has(ArgFlags::SEXT) || flinfo.ret_flags.has(ArgFlags::ZEXT);
            if extend && vt.is_integer() && vt.size_bits() < 32 {
                let sext = flinfo.ret_flags.has(ArgFlags::SEXT);
                let to = if vt == Evt::from(Mvt::I1) && !sext { 8 } else { 32 };
                r = t.resize(r, Llt::scalar(to), sext);
                vt = Evt::int(to);
            }
            values.push((r, vt, ArgFlags::default()));
        }
    }
    let a = assign(t, cc_ret, false, values.iter().map(|&(_, vt, flags)| (vt, flags)))?;
    let parts = &mut b.emit.parts;
    parts.clear();
    split_all(t, &a, values.iter().map(|&(r, _, flags)| (r, flags)), parts)?;
    let used = &mut b.emit.used;
    used.clear();
    for loc in &a.state.locs {
        let CCLoc::Reg(phys) = loc.loc else {
            return Err(unable("ret", format!("returning a value of type {} in memory", loc.val_vt.td_name())));
        };
        let v = to_loc(t, parts[loc.value as usize], loc)?;
        t.emit(op::COPY, [MachineOperand::reg_def(Reg::phys(phys)), MachineOperand::reg_use(v)]);
        used.push(phys);
    }
    if let Some(sret) = flinfo.sret_reg {
        // The psABI returns the sret pointer in the first integer return register.
        let ptr = t.f.map_reg(sret, t.target.tli.pointer_ty(&t.layout.dl, 0).into())?;
        let (_, ret_cc) = t.target.calls.conventions(t.func.cc)?;
        let pointer = t.target.tli.pointer_ty(&t.layout.dl, 0).into();
        let s = assign(t, ret_cc, false, [(pointer, ArgFlags::default())])?;
        if let Some(CCLoc::Reg(phys)) = s.state.locs.first().map(|l| l.loc) {
            if used.contains(&phys) {
                return Err(unable("ret", "a function with an sret argument that returns a value"));
            }
            t.emit(op::COPY, [MachineOperand::reg_def(Reg::phys(phys)), MachineOperand::reg_use(ptr)]);
            used.push(phys);
        }
        t.recycle(s);
    }
    t.recycle(a);
    let ret = t.target.calls.ret(used);
    t.put(ret);
    Ok(())
}

/// Appends the parts of every value of an assignment to `parts`, in part order.
pub(super) fn split_all(t: &mut Translator, a: &ValueAssignment, values: impl Iterator<Item = (Reg, ArgFlags)>, parts: &mut Vec<Reg>) -> Result<(), String> {
    parts.reserve(a.parts.len());
    let mut next = 0;
    for (k, (r, flags)) in values.enumerate() {
        let count = a.parts[next..].iter().take_while(|p| p.index == k as u32).count();
        if count == 0 {
            continue;
        }
        split_parts(t, r, llt_of(a.parts[next].vt)?, count, flags, parts)?;
        next += count;
    }
    Ok(())
}

/// The vectors lowering a call fills, kept by the translator for the next call
/// ([`Translator::call_buffers`]): a call allocates none of them.
#[derive(Default)]
pub(super) struct CallBuffers {
    args: Vec<(Reg, Evt, ArgFlags)>,
    rets: Vec<(Llt, Evt)>,
    results: Vec<Reg>,
    emit: EmitBuffers,
}

/// [`emit_call`]'s own vectors.
#[derive(Default)]
struct EmitBuffers {
    parts: Vec<Reg>,
    arg_regs: Vec<(PhysReg, Reg)>,
    used: Vec<PhysReg>,
    ret_phys: Vec<PhysReg>,
    part_regs: Vec<Reg>,
}

/// A call: its arguments to their locations inside the call frame, the target's call
/// instruction, the results out of their registers; or a tail call
/// ([`lower_tail_call`](super::irtranslator_tail_call::lower_tail_call)).
pub(super) fn lower_call(t: &mut Translator, flinfo: &FunctionLoweringInfo, i: kiln_ir::InstId) -> Result<(), String> {
    with_call_buffers(t, |t, b| lower_call_in(t, flinfo, i, b))
}

/// [`lower_call`] in the translator's call buffers `b`.
fn lower_call_in(t: &mut Translator, flinfo: &FunctionLoweringInfo, i: kiln_ir::InstId, b: &mut CallBuffers) -> Result<(), String> {
    let inst = &t.func.insts[i.index()];
    let data = inst.call_data().ok_or("a call without call data")?;
    let callee_value = inst.callee().ok_or("a call without a callee")?;
    if !data.bundles.is_empty() {
        return Err(unable("call", "a call with operand bundles"));
    }
    let Type::Function { params, vararg, .. } = t.module.types.get(data.fn_ty) else {
        return Err("a callee type that is not a function type".to_string());
    };
    let (num_fixed, vararg) = (params.len(), *vararg);
    b.args.clear();
    for (k, &a) in inst.call_args().iter().enumerate() {
        let ty = t.module.value_type(Some(t.func), a);
        if t.module.types.is_aggregate(ty) {
            return Err(unable("call", "an aggregate argument is not translated yet"));
        }
        let mut flags = arg_flags(t.module, t.layout, data.attrs.param(k), ty)?;
        if k >= num_fixed {
            flags = flags.with(ArgFlags::VARARG);
        }
        b.args.push((t.reg(a)?, Evt::from_ir_type(&t.module.types, &t.layout.dl, ty)?, flags));
    }
    let callee = match callee_value {
        Value::Global(g) if t.module.function_of(Value::Global(g)).is_some() || t.module.global(g).name.is_some() => {
            Callee::Global { global: g, name: t.f.global_name_id(g) }
        }
        v => Callee::Reg(t.reg(v)?),
    };
    if data.tail != TailKind::None && lower_tail_call(t, flinfo, i, data.cc, callee, &b.args, vararg)? {
        return Ok(());
    }
    if data.tail == TailKind::MustTail {
        return Err(unable("call", "a musttail call the target cannot make a tail call (arguments on the stack, an indirect callee, a different convention or an sret it does not pass on)"));
    }
    b.rets.clear();
    if inst.ty != TypeTable::VOID {
        let leaves = t.access_leaves(inst.ty)?;
        for &(l, _, leaf) in leaves.iter() {
            b.rets.push((l, Evt::from_ir_type(&t.module.types, &t.layout.dl, leaf)?));
        }
    }
    emit_call(t, data.cc, callee, &b.args, vararg, &b.rets, &mut b.emit, &mut b.results)?;
    if !b.results.is_empty() {
        t.define(i, &b.results)?;
    }
    Ok(())
}

/// A call of the library function `symbol` with the C convention (`memcpy` for
/// `llvm.memcpy`); returns its result registers.
pub(super) fn call_symbol(t: &mut Translator, symbol: &str, args: &[(Reg, Evt, ArgFlags)]) -> Result<Vec<Reg>, String> {
    call_symbol_returning(t, symbol, args, &[])
}

/// [`call_symbol`] of a function returning values of types `rets`.
pub(super) fn call_symbol_returning(t: &mut Translator, symbol: &str, args: &[(Reg, Evt, ArgFlags)], rets: &[(Llt, Evt)]) -> Result<Vec<Reg>, String> {
    let name = t.f.mf.intern(symbol);
    let mut buffers = std::mem::take(&mut t.call_buffers.emit);
    let mut results = Vec::new();
    let emitted = emit_call(t, 0, Callee::Symbol(name), args, false, rets, &mut buffers, &mut results);
    t.call_buffers.emit = buffers;
    emitted.map(|()| results)
}

fn emit_call(
    t: &mut Translator,
    cc: u32,
    callee: Callee,
    args: &[(Reg, Evt, ArgFlags)],
    vararg: bool,
    rets: &[(Llt, Evt)],
    b: &mut EmitBuffers,
    results: &mut Vec<Reg>,
) -> Result<(), String> {
    let (cc_args, cc_ret) = t.target.calls.conventions(cc)?;
    let a = assign(t, cc_args, vararg, args.iter().map(|&(_, vt, f)| (vt, f)))?;
    let bytes = a.stack_size();
    let setup = t.target.calls.call_frame(true, bytes);
    t.put(setup);
    let parts = &mut b.parts;
    parts.clear();
    split_all(t, &a, args.iter().map(|&(r, _, f)| (r, f)), parts)?;
    let arg_regs = &mut b.arg_regs;
    arg_regs.clear();
    let mut stack_pointer: Option<Reg> = None;
    for loc in &a.state.locs {
        let part = &a.parts[loc.value as usize];
        let v = parts[loc.value as usize];
        match loc.loc {
            CCLoc::Reg(phys) => {
                let v = to_loc(t, v, loc)?;
                arg_regs.push((phys, v));
            }
            CCLoc::Stack { offset, .. } => {
                let sp = match stack_pointer {
                    Some(sp) => sp,
                    None => {
                        let phys = t.target.tli.stack_pointer_register().ok_or("a target without a stack pointer")?;
                        let sp = t.new_reg(Llt::pointer(0));
                        t.emit(op::COPY, [MachineOperand::reg_def(sp), MachineOperand::reg_use(Reg::phys(phys))]);
                        stack_pointer = Some(sp);
                        sp
                    }
                };
                let off = t.constant_here(Llt::scalar(t.pointer_bits()), offset as i64);
                let addr = t.emit_def(op::G_PTR_ADD, Llt::pointer(0), &[sp, off]);
                if part.flags.has(ArgFlags::BYVAL) {
                    copy_byval(t, v, addr, offset, part.flags)?;
                    continue;
                }
                let v = to_loc(t, v, loc)?;
                let ty = t.ty(v);
                let stack = t.f.mf.intern("stack");
                let mut mem = MemOperand::new(MemAccess::Store, Some(if ty.is_pointer() { Llt::scalar(t.pointer_bits()) } else { ty }), MemValue::Other(stack));
                mem.offset = offset as i64;
                mem.align = unless_size(slot_align(offset), ty.size_bits(t.pointer_bits()).div_ceil(8));
                t.emit_memory(op::G_STORE, [MachineOperand::reg_use(v), MachineOperand::reg_use(addr)], mem);
            }
        }
    }
    for &(phys, v) in arg_regs.iter() {
        t.emit(op::COPY, [MachineOperand::reg_def(Reg::phys(phys)), MachineOperand::reg_use(v)]);
    }
    let used = &mut b.used;
    used.clear();
    used.extend(arg_regs.iter().map(|&(p, _)| p));
    if vararg {
        if let Some((phys, ty, value)) = t.target.calls.vararg_register(used) {
            let c = t.constant_here(ty, value);
            t.emit(op::COPY, [MachineOperand::reg_def(Reg::phys(phys)), MachineOperand::reg_use(c)]);
            used.push(phys);
        }
    }
    let r = assign(t, cc_ret, false, rets.iter().map(|&(_, vt)| (vt, ArgFlags::default())))?;
    let ret_phys = &mut b.ret_phys;
    ret_phys.clear();
    for loc in &r.state.locs {
        let CCLoc::Reg(phys) = loc.loc else {
            return Err(unable("call", format!("a result of type {} returned in memory", loc.val_vt.td_name())));
        };
        ret_phys.push(phys);
    }
    let call = t.target.calls.call(&mut t.f.mf, callee, used, ret_phys)?;
    t.put(call);
    let part_regs = &mut b.part_regs;
    part_regs.clear();
    part_regs.resize(r.parts.len(), Reg::NONE);
    for (loc, &phys) in r.state.locs.iter().zip(ret_phys.iter()) {
        let reg = t.new_reg(llt_of(loc.loc_vt)?);
        t.emit(op::COPY, [MachineOperand::reg_def(reg), MachineOperand::reg_use(Reg::phys(phys))]);
        part_regs[loc.value as usize] = from_loc(t, reg, loc)?;
    }
    let destroy = t.target.calls.call_frame(false, bytes);
    t.put(destroy);
    results.clear();
    let mut next = 0;
    for (k, &(ty, _)) in rets.iter().enumerate() {
        let count = r.parts[next..].iter().take_while(|p| p.index == k as u32).count();
        results.push(join_parts(t, &part_regs[next..next + count], ty)?);
        next += count;
    }
    t.recycle(a);
    t.recycle(r);
    Ok(())
}

/// The largest `byval` object copied into the argument area by loads and stores only.
const MAX_INLINE_BYVAL_BYTES: u32 = 128;

/// Copies the `byval` object at `src` into its argument slot `dst` (at `offset` of the
/// argument area): a large one by the target's block copy ([`BlockCopy`]), the rest in the
/// widest pieces that fit.
fn copy_byval(t: &mut Translator, src: Reg, dst: Reg, offset: u32, flags: ArgFlags) -> Result<(), String> {
    let size = flags.byval_size;
    let mut done = 0u32;
    if size > MAX_INLINE_BYVAL_BYTES {
        let copy = t.target.calls.block_copy().ok_or_else(|| unable("call", format!("a 'byval' object of {size} bytes (more than {MAX_INLINE_BYVAL_BYTES}) on a target without a block copy")))?;
        let count = t.constant_here(Llt::scalar(t.pointer_bits()), i64::from(size / copy.unit));
        for (phys, value) in [(copy.count, count), (copy.dst, dst), (copy.src, src)] {
            t.emit(op::COPY, [MachineOperand::reg_def(Reg::phys(phys)), MachineOperand::reg_use(value)]);
        }
        t.put(copy.inst);
        done = size / copy.unit * copy.unit;
    }
    let (src_align, dst_align) = (flags.byval_align.max(1) as u64, slot_align(offset));
    let stack = t.f.mf.intern("stack");
    while done < size {
        let chunk = [8u32, 4, 2, 1].into_iter().find(|&c| c <= size - done).unwrap_or(1);
        let ty = Llt::scalar(chunk * 8);
        let at = |base: u64| if done == 0 { base } else { base.min(1 << done.trailing_zeros()) };
        let from = t.offset_address(src, done as u64);
        let to = t.offset_address(dst, done as u64);
        let mut mem = MemOperand::new(MemAccess::Load, Some(ty), MemValue::None);
        mem.align = unless_size(at(src_align), chunk as u64);
        let value = t.load_new(ty, from, mem);
        let mut mem = MemOperand::new(MemAccess::Store, Some(ty), MemValue::Other(stack));
        mem.offset = (offset + done) as i64;
        mem.align = unless_size(at(dst_align), chunk as u64);
        t.emit_memory(op::G_STORE, [MachineOperand::reg_use(value), MachineOperand::reg_use(to)], mem);
        done += chunk;
    }
    Ok(())
}

impl Translator<'_, '_> {
    /// `%r:_(p0) = G_FRAME_INDEX` of frame index `index`.
    pub(super) fn emit_def_frame_index(&mut self, index: i32) -> Reg {
        let r = self.new_reg(Llt::pointer(0));
        self.emit(op::G_FRAME_INDEX, [MachineOperand::reg_def(r), MachineOperand::FrameIndex(crate::mir::FrameIdx(index))]);
        r
    }
}
