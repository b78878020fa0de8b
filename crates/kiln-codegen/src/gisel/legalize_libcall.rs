//! The libcall action: an operation the target cannot compute inline becomes a call of the C
//! runtime function that does (`floor` for a G_FFLOOR of s64, `__divti3` for a G_SDIV of s128,
//! `__fixsfti` for a G_FPTOSI from s32 to s128),
//! through the same calling-convention lowering calls use: the C convention of the target
//! ([`CallLoweringTarget::conventions`]) assigns the arguments and the result, each argument
//! part goes to its register by a `COPY` or to its stack slot by a `G_STORE` off the stack
//! pointer, and the target builds the call-frame pseudos and the call. The names are the C
//! runtime's (libm, and libgcc/compiler-rt for 128-bit integers).

use super::irtranslator_call::{CallLoweringTarget, Callee};
use super::legalizer_helper::{opcode_name, LegalizerHelper};
use super::llt::Llt;
use crate::isel::call_lowering::ValueAssignment;
use crate::mir::{InsertPoint, InstId, MachineOperand, MemAccess, MemOperand, MemValue, Reg};
use crate::target::calling_conv::{ArgFlags, CCLoc, LocInfo};
use crate::target::lowering::RegisterTypes;
use crate::target::target_opcode as op;
use crate::target::value_types::{Evt, Mvt};
use kiln_mc::desc::{PhysReg, RegisterInfo};

/// What the libcall action needs from the target: its call lowering, registers and register
/// types (the stack pointer is [`LegalizerInfo::stack_pointer`](super::legalizer_info::LegalizerInfo::stack_pointer)).
pub struct LibcallLowering<'a> {
    pub calls: &'a dyn CallLoweringTarget,
    pub regs: &'a RegisterInfo,
    pub types: &'a RegisterTypes,
}

/// The C function computing `opcode` on values of `bits` (floating point for the float
/// opcodes); `None`: the runtime has none.
pub fn libcall_name(opcode: u32, bits: u32) -> Option<&'static str> {
    use op::*;
    let by_float = |names: [&'static str; 3]| match bits {
        32 => Some(names[0]),
        64 => Some(names[1]),
        80 => Some(names[2]),
        _ => None,
    };
    match opcode {
        G_SDIV | G_UDIV | G_SREM | G_UREM if bits == 128 => Some(match opcode {
            G_SDIV => "__divti3",
            G_UDIV => "__udivti3",
            G_SREM => "__modti3",
            _ => "__umodti3",
        }),
        G_FFLOOR => by_float(["floorf", "floor", "floorl"]),
        G_FCEIL => by_float(["ceilf", "ceil", "ceill"]),
        G_FRINT => by_float(["rintf", "rint", "rintl"]),
        G_FREM => by_float(["fmodf", "fmod", "fmodl"]),
        G_FMA => by_float(["fmaf", "fma", "fmal"]),
        G_FMINNUM => by_float(["fminf", "fmin", "fminl"]),
        G_FMAXNUM => by_float(["fmaxf", "fmax", "fmaxl"]),
        _ => None,
    }
}

/// The value type a libcall passes a register of type `ty` as.
fn call_type(ty: Llt, float: bool) -> Result<Evt, String> {
    let vt = match (float, ty.scalar_bits()) {
        (true, 32) => Mvt::F32,
        (true, 64) => Mvt::F64,
        (true, 80) => Mvt::F80,
        (false, 32) => Mvt::I32,
        (false, 64) => Mvt::I64,
        (false, 128) => Mvt::I128,
        _ => return Err(format!("a library call with a {ty} operand")),
    };
    Ok(vt.into())
}

/// The compiler-rt / libgcc function converting as `opcode` (G_FPTOSI, G_FPTOUI, G_SITOFP,
/// G_UITOFP) between an integer of `int_bits` and a float of `float_bits` (`__fixsfti`,
/// `__floatuntixf`): the names the SelectionDAG's expansion uses.
fn conversion_libcall_name(opcode: u32, int_bits: u32, float_bits: u32) -> Option<String> {
    use crate::isel::dag::expand::conversion_libcall_name;
    use crate::isel::dag::Isd;
    let isd = match opcode {
        op::G_FPTOSI => Isd::FpToSint,
        op::G_FPTOUI => Isd::FpToUint,
        op::G_SITOFP => Isd::SintToFp,
        op::G_UITOFP => Isd::UintToFp,
        _ => return None,
    };
    let float = match float_bits {
        32 => Mvt::F32,
        64 => Mvt::F64,
        80 => Mvt::F80,
        _ => return None,
    };
    conversion_libcall_name(isd, u64::from(int_bits), float.into()).ok()
}

impl LegalizerHelper<'_> {
    /// Replaces `i` by a call of its library function.
    pub fn libcall(&mut self, i: InstId, lowering: Option<&LibcallLowering>) -> Result<(), String> {
        let opcode = self.mf.inst(i).opcode;
        let m = self.mf.inst(i);
        let dst = self.reg(i, 0)?;
        let args: Vec<Reg> = m.operands[1..].iter().filter_map(MachineOperand::get_reg).collect();
        let ty = self.ty(dst)?;
        // Which of the result and the arguments are floating point.
        let (float_result, float_args) = match opcode {
            op::G_SDIV | op::G_UDIV | op::G_SREM | op::G_UREM => (false, false),
            op::G_FPTOSI | op::G_FPTOUI => (false, true),
            op::G_SITOFP | op::G_UITOFP => (true, false),
            _ => (true, true),
        };
        let name = match (opcode, args.first()) {
            (op::G_FPTOSI | op::G_FPTOUI, Some(&src)) => conversion_libcall_name(opcode, ty.scalar_bits(), self.ty(src)?.scalar_bits()),
            (op::G_SITOFP | op::G_UITOFP, Some(&src)) => conversion_libcall_name(opcode, self.ty(src)?.scalar_bits(), ty.scalar_bits()),
            _ => libcall_name(opcode, ty.scalar_bits()).map(str::to_string),
        };
        let Some(name) = name.filter(|_| ty.is_scalar()) else {
            let from = args.first().map(|&a| self.ty(a)).transpose()?.map_or(String::new(), |t| format!(" from {t}"));
            return Err(format!("no library function computes {} of {ty}{from}", opcode_name(opcode)));
        };
        let lowering = lowering.ok_or_else(|| format!("a library call ({name}) needs the target's call lowering"))?;
        let arg_types: Vec<Evt> = args.iter().map(|&a| call_type(self.ty(a)?, float_args)).collect::<Result<_, _>>()?;
        let result = self.emit_libcall(i, lowering, &name, &args, &arg_types, call_type(ty, float_result)?)?;
        let at = InsertPoint::Before(i);
        self.emit(at, op::COPY, &[dst], &[MachineOperand::reg_use(result)]);
        self.erase(i);
        Ok(())
    }

    /// Emits, before `i`, a call of `symbol` with `args` (of the convention's types
    /// `arg_types`) returning one value of `ret`; returns the register holding the result.
    fn emit_libcall(&mut self, i: InstId, lowering: &LibcallLowering, symbol: &str, args: &[Reg], arg_types: &[Evt], ret: Evt) -> Result<Reg, String> {
        let at = InsertPoint::Before(i);
        let (cc_args, cc_ret) = lowering.calls.conventions(0)?;
        let mut a = ValueAssignment::new(lowering.regs, false);
        for &vt in arg_types {
            a.add_value(lowering.types, vt, ArgFlags::default())?;
        }
        a.analyze(cc_args)?;
        let bytes = a.stack_size();
        self.mf.insert_new(at, lowering.calls.call_frame(true, bytes));
        // Each argument in its parts, low first.
        let mut parts: Vec<Reg> = Vec::with_capacity(a.parts.len());
        for (k, &arg) in args.iter().enumerate() {
            let part_types: Vec<Llt> = a.parts.iter().filter(|p| p.index == k as u32).map(|p| Llt::from_evt(p.vt.into())).collect::<Result<_, _>>()?;
            match part_types.as_slice() {
                [_] => parts.push(arg),
                [first, ..] => parts.extend(self.unmerge(at, arg, *first, part_types.len() as u32)),
                [] => return Err(format!("the calling convention gives no part to an argument of {symbol}")),
            }
        }
        let mut used: Vec<PhysReg> = Vec::new();
        let mut copies: Vec<(PhysReg, Reg)> = Vec::new();
        let mut stack_pointer: Option<Reg> = None;
        for loc in &a.state.locs {
            if loc.info != LocInfo::Full {
                return Err(format!("an argument of {symbol} that its location changes ({:?})", loc.info));
            }
            let v = parts[loc.value as usize];
            match loc.loc {
                CCLoc::Reg(phys) => copies.push((phys, v)),
                CCLoc::Stack { offset, .. } => {
                    let sp = match stack_pointer {
                        Some(sp) => sp,
                        None => {
                            let phys = self.info.stack_pointer.ok_or("a library call with stack arguments needs the target's stack pointer register")?;
                            let sp = self.new_reg(Llt::pointer(0));
                            self.emit(at, op::COPY, &[sp], &[MachineOperand::reg_use(Reg::phys(phys))]);
                            *stack_pointer.insert(sp)
                        }
                    };
                    let off = self.constant(at, Llt::scalar(self.info.pointer_bits), i64::from(offset));
                    let addr = self.emit_value(at, op::G_PTR_ADD, Llt::pointer(0), &[sp, off]);
                    let stack = self.mf.intern("stack");
                    let mut mem = MemOperand::new(MemAccess::Store, Some(self.ty(v)?), MemValue::Other(stack));
                    mem.offset = i64::from(offset);
                    let store = self.emit(at, op::G_STORE, &[], &[MachineOperand::reg_use(v), MachineOperand::reg_use(addr)]);
                    self.mf.inst_mut(store).mem_operands.push(mem);
                }
            }
        }
        for (phys, v) in copies {
            self.emit(at, op::COPY, &[Reg::phys(phys)], &[MachineOperand::reg_use(v)]);
            used.push(phys);
        }
        let mut r = ValueAssignment::new(lowering.regs, false);
        r.add_value(lowering.types, ret, ArgFlags::default())?;
        r.analyze(cc_ret)?;
        let mut ret_phys = Vec::with_capacity(r.state.locs.len());
        for loc in &r.state.locs {
            match loc.loc {
                CCLoc::Reg(phys) if loc.info == LocInfo::Full => ret_phys.push((phys, Llt::from_evt(loc.loc_vt.into())?)),
                _ => return Err(format!("the result of {symbol} is not returned in registers")),
            }
        }
        let callee = Callee::Symbol(self.mf.intern(symbol));
        let phys: Vec<PhysReg> = ret_phys.iter().map(|&(p, _)| p).collect();
        let call = lowering.calls.call(self.mf, callee, &used, &phys)?;
        self.mf.insert_new(at, call);
        let results: Vec<Reg> = ret_phys
            .iter()
            .map(|&(phys, ty)| {
                let v = self.new_reg(ty);
                self.emit(at, op::COPY, &[v], &[MachineOperand::reg_use(Reg::phys(phys))]);
                v
            })
            .collect();
        self.mf.insert_new(at, lowering.calls.call_frame(false, bytes));
        match results.as_slice() {
            [one] => Ok(*one),
            [first, ..] => {
                let whole = self.new_reg(Llt::scalar(self.ty(*first)?.scalar_bits() * results.len() as u32));
                self.merge_into(at, whole, &results)?;
                Ok(whole)
            }
            [] => Err(format!("{symbol} returns nothing")),
        }
    }
}
