//! The intrinsics the IRTranslator knows: those with a generic opcode of the same meaning
//! (`llvm.fabs` → `G_FABS`, `llvm.uadd.with.overflow` → `G_UADDO`, ...), the integer vector
//! reductions as their elements combined one by one, `llvm.fmuladd` as a
//! multiply and an add, the memory ones as calls of their C library functions (at -O0 a small
//! constant-length `memcpy` as loads and stores in place, as llc -O0's FastISel),
//! `llvm.va_start`/`llvm.va_copy` as stores of the target's `va_list` fields (as the
//! SelectionDAG lowers them), the stack and frame ones ([`super::irtranslator_stack`]),
//! `llvm.is.constant` as false, `llvm.load.relative` as the 32-bit entry at `p + x` added to `p`
//! and `llvm.ptrmask` as an `and` of the address (as the SelectionDAG lowers both), the hints whose value is their argument (`llvm.expect`,
//! [`crate::isel::VALUE_FORWARDING_INTRINSICS`]) as a `COPY` of it, `llvm.eh.typeid.for` as
//! its type id ([`super::irtranslator_eh`]), `llvm.prefetch` of the data cache as the target's prefetch
//! instruction (of the instruction cache nothing, as in the SelectionDAG: llc cannot select it;
//! LLVM 14 has no `G_PREFETCH`, and a new generic opcode would renumber the target's), the target's own instructions for the rest (a trap, sjlj
//! setjmp/longjmp), the target intrinsics its match table selects as `G_INTRINSIC` ([`super::irtranslator_target_intrinsic`]), the debug values ([`super::irtranslator_debug`]), and the markers and hints that generate no code (lifetimes,
//! `llvm.dbg.label`, assumptions). Any other `llvm.*` call is an error naming it.

use super::irtranslator::Translator;
use super::irtranslator_call::call_symbol;
use super::llt::Llt;
use crate::isel::call_lowering::VaListValue;
use crate::isel::function_info::FunctionLoweringInfo;
use crate::mir::{MachineOperand, MemAccess, MemOperand, MemValue, Reg};
use crate::target::calling_conv::ArgFlags;
use crate::target::target_opcode as op;
use crate::target::value_types::Evt;
use kiln_ir::{AtomicOrdering, Inst, Value};
use rustc_hash::FxHashMap;
use std::sync::OnceLock;

/// Intrinsics that become one generic instruction of the result's type over all the
/// arguments, by name without the type suffix.
const ONE_TO_ONE: &[(&str, u32)] = &[
    ("llvm.fabs", op::G_FABS),
    ("llvm.sqrt", op::G_FSQRT),
    ("llvm.floor", op::G_FFLOOR),
    ("llvm.ceil", op::G_FCEIL),
    ("llvm.rint", op::G_FRINT),
    ("llvm.fma", op::G_FMA),
    ("llvm.copysign", op::G_FCOPYSIGN),
    ("llvm.minnum", op::G_FMINNUM),
    ("llvm.maxnum", op::G_FMAXNUM),
    ("llvm.smin", op::G_SMIN),
    ("llvm.smax", op::G_SMAX),
    ("llvm.umin", op::G_UMIN),
    ("llvm.umax", op::G_UMAX),
    ("llvm.sadd.sat", op::G_SADDSAT),
    ("llvm.uadd.sat", op::G_UADDSAT),
    ("llvm.ssub.sat", op::G_SSUBSAT),
    ("llvm.usub.sat", op::G_USUBSAT),
    ("llvm.bswap", op::G_BSWAP),
    ("llvm.bitreverse", op::G_BITREVERSE),
    ("llvm.ctpop", op::G_CTPOP),
    ("llvm.fshl", op::G_FSHL),
    ("llvm.fshr", op::G_FSHR),
];

/// Integer vector reductions: the elements combined left to right by the generic opcode.
const REDUCTIONS: &[(&str, u32)] = &[
    ("llvm.vector.reduce.add", op::G_ADD),
    ("llvm.vector.reduce.mul", op::G_MUL),
    ("llvm.vector.reduce.and", op::G_AND),
    ("llvm.vector.reduce.or", op::G_OR),
    ("llvm.vector.reduce.xor", op::G_XOR),
    ("llvm.vector.reduce.smax", op::G_SMAX),
    ("llvm.vector.reduce.smin", op::G_SMIN),
    ("llvm.vector.reduce.umax", op::G_UMAX),
    ("llvm.vector.reduce.umin", op::G_UMIN),
];

/// Intrinsics returning `{ iN, i1 }`: the value and the overflow flag.
const WITH_OVERFLOW: &[(&str, u32)] = &[
    ("llvm.uadd.with.overflow", op::G_UADDO),
    ("llvm.sadd.with.overflow", op::G_SADDO),
    ("llvm.usub.with.overflow", op::G_USUBO),
    ("llvm.ssub.with.overflow", op::G_SSUBO),
    ("llvm.umul.with.overflow", op::G_UMULO),
    ("llvm.smul.with.overflow", op::G_SMULO),
];

/// Intrinsics that generate no code.
const NO_CODE: &[&str] = &[
    "llvm.lifetime.start",
    "llvm.lifetime.end",
    // A label has no code; kiln writes no `DW_TAG_label` (the SelectionDAG drops it too).
    "llvm.dbg.label",
    "llvm.dbg.assign",
    "llvm.assume",
    "llvm.donothing",
    "llvm.experimental.noalias.scope.decl",
    "llvm.sideeffect",
    "llvm.var.annotation",
    // Releases nothing on any target kiln has.
    "llvm.va_end",
];

/// Intrinsics with a translation of their own (in `translate_intrinsic`), by name without
/// the type suffix.
const OWN: &[&str] = &[
    "llvm.ctlz",
    "llvm.cttz",
    "llvm.abs",
    "llvm.fmuladd",
    "llvm.memcpy",
    "llvm.memmove",
    "llvm.memset",
    "llvm.va_start",
    "llvm.va_copy",
    "llvm.prefetch",
    "llvm.load.relative",
    "llvm.ptrmask",
];

/// Which of the tables above an intrinsic's base name is in, in the order the translator
/// tries them (a name in two tables is the first one's), with its generic opcode.
#[derive(Clone, Copy)]
enum Family {
    NoCode,
    OneToOne(u32),
    Reduction(u32),
    WithOverflow(u32),
    Own,
}

impl Family {
    /// The family's place in the translator's order.
    fn rank(self) -> u8 {
        match self {
            Family::NoCode => 0,
            Family::OneToOne(_) => 1,
            Family::Reduction(_) => 2,
            Family::WithOverflow(_) => 3,
            Family::Own => 4,
        }
    }
}

/// The family of each base name: one hashed look per type suffix stripped from a name, rather
/// than a scan of each table for each (intrinsic calls are many in Rust code).
fn families() -> &'static FxHashMap<&'static str, Family> {
    static FAMILIES: OnceLock<FxHashMap<&'static str, Family>> = OnceLock::new();
    FAMILIES.get_or_init(|| {
        let mut families = FxHashMap::default();
        // The last tried first, so that a name listed twice keeps the first family and entry.
        families.extend(OWN.iter().map(|&n| (n, Family::Own)));
        families.extend(WITH_OVERFLOW.iter().rev().map(|&(n, o)| (n, Family::WithOverflow(o))));
        families.extend(REDUCTIONS.iter().rev().map(|&(n, o)| (n, Family::Reduction(o))));
        families.extend(ONE_TO_ONE.iter().rev().map(|&(n, o)| (n, Family::OneToOne(o))));
        families.extend(NO_CODE.iter().map(|&n| (n, Family::NoCode)));
        families
    })
}

/// The first family (in the translator's order) with a base name of `name`, and that base
/// name: the longest prefix of `name` up to a dot in the family (`llvm.fabs.f64` →
/// `llvm.fabs`).
fn family(name: &str) -> Option<(Family, &str)> {
    let families = families();
    let mut best: Option<(Family, &str)> = None;
    let mut base = name;
    loop {
        if let Some(&f) = families.get(base).filter(|f| best.map_or(true, |(b, _)| f.rank() < b.rank())) {
            best = Some((f, base));
        }
        match base.rfind('.') {
            Some(k) => base = &base[..k],
            None => return best,
        }
    }
}

/// `name` without its type suffixes (`llvm.stacksave.p0` → `llvm.stacksave`) when `known`
/// says one of its prefixes is a base name.
fn base_name<'n>(name: &'n str, known: impl Fn(&str) -> bool) -> Option<&'n str> {
    let mut base = name;
    loop {
        if known(base) {
            return Some(base);
        }
        base = &base[..base.rfind('.')?];
    }
}

impl Translator<'_, '_> {
    /// Translates `inst` if it calls an intrinsic: `None` for an ordinary call, else its
    /// result registers or an error naming the intrinsic.
    pub(super) fn intrinsic(&mut self, flinfo: &mut FunctionLoweringInfo, inst: &Inst) -> Option<Result<Vec<Reg>, String>> {
        let Some(Value::Global(g)) = inst.callee() else { return None };
        let module = self.module;
        let name = module.global_name(g).filter(|n| n.starts_with(b"llvm."))?;
        // The module outlives the translator: the name is borrowed, not copied, unless it is
        // not UTF-8.
        let name = String::from_utf8_lossy(name);
        Some(self.translate_intrinsic(flinfo, inst, &name))
    }

    fn translate_intrinsic(&mut self, flinfo: &mut FunctionLoweringInfo, inst: &Inst, name: &str) -> Result<Vec<Reg>, String> {
        let args = inst.call_args();
        if matches!(name, "llvm.dbg.value" | "llvm.dbg.declare") {
            self.debug_value(flinfo, inst, name == "llvm.dbg.declare");
            return Ok(Vec::new());
        }
        let family = family(name);
        if matches!(family, Some((Family::NoCode, _))) {
            return Ok(Vec::new());
        }
        if name == "llvm.eh.typeid.for" {
            return self.type_id_for(flinfo, inst);
        }
        if crate::isel::VALUE_FORWARDING_INTRINSICS.iter().any(|p| name.starts_with(p)) {
            // A copy of the first argument, as LLVM's IRTranslator builds for `llvm.expect`.
            let values = self.regs(*args.first().ok_or_else(|| format!("malformed call of '{name}'"))?)?;
            return Ok(values.into_iter().map(|r| self.emit_def(op::COPY, self.ty(r), &[r])).collect());
        }
        if let Some((Family::OneToOne(opcode), _)) = family {
            let mut ops = Vec::with_capacity(args.len());
            for &a in args {
                ops.push(self.reg(a)?);
            }
            return Ok(vec![self.emit_def(opcode, self.llt(inst.ty)?, &ops)]);
        }
        if let Some((Family::Reduction(opcode), _)) = family {
            let v = self.reg(args[0])?;
            let ty = self.ty(v);
            if !ty.is_vector() {
                // A one-element vector is its element, the reduction of it.
                return Ok(vec![v]);
            }
            let elements: Vec<Reg> = (0..ty.lanes()).map(|_| self.new_reg(ty.element())).collect();
            let mut ops: Vec<MachineOperand> = elements.iter().map(|&e| MachineOperand::reg_def(e)).collect();
            ops.push(MachineOperand::reg_use(v));
            self.emit_list(op::G_UNMERGE_VALUES, &ops);
            let total = elements.into_iter().reduce(|acc, e| self.emit_def(opcode, ty.element(), &[acc, e]));
            return Ok(vec![total.ok_or_else(|| format!("'{name}' of an empty vector"))?]);
        }
        if let Some((Family::WithOverflow(opcode), _)) = family {
            let (a, b) = (self.reg(args[0])?, self.reg(args[1])?);
            let (value, flag) = (self.new_reg(self.ty(a)), self.new_reg(Llt::scalar(1)));
            self.emit(opcode, [MachineOperand::reg_def(value), MachineOperand::reg_def(flag), MachineOperand::reg_use(a), MachineOperand::reg_use(b)]);
            return Ok(vec![value, flag]);
        }
        let base = match family {
            Some((Family::Own, base)) => Some(base),
            _ => None,
        };
        match base {
            Some(relative @ ("llvm.load.relative" | "llvm.ptrmask")) => {
                let &[p, x] = args else { return Err(format!("malformed call of '{name}'")) };
                let p = self.reg(p)?;
                if !self.ty(p).is_pointer() {
                    return Err(format!("unable to translate instruction: call: '{name}' of a vector of pointers is not translated yet"));
                }
                let int = Llt::scalar(self.pointer_bits());
                let x = self.reg(x)?;
                let x = self.resize(x, int, true);
                if relative == "llvm.ptrmask" {
                    let address = self.emit_def(op::G_PTRTOINT, int, &[p]);
                    let masked = self.emit_def(op::G_AND, int, &[address, x]);
                    return Ok(vec![self.emit_def(op::G_INTTOPTR, self.ty(p), &[masked])]);
                }
                // The 32-bit offset stored at p + x, relative to p (a relative lookup table);
                // where it is in the IR is not known, as in the SelectionDAG.
                let entry = self.emit_def(op::G_PTR_ADD, self.ty(p), &[p, x]);
                let offset = self.load_new(Llt::scalar(32), entry, MemOperand::new(MemAccess::Load, Some(Llt::scalar(32)), MemValue::None));
                let offset = self.emit_def(op::G_SEXT, int, &[offset]);
                Ok(vec![self.emit_def(op::G_PTR_ADD, self.ty(p), &[p, offset])])
            }
            Some("llvm.prefetch") => {
                let &[address, rw, locality, cache] = args else { return Err(format!("malformed call of '{name}'")) };
                let flag = |v: Value| self.module.const_int(v).and_then(|k| i64::try_from(k).ok()).ok_or_else(|| format!("'{name}': the flags must be integer constants"));
                let (rw, locality, cache) = (flag(rw)?, flag(locality)?, flag(cache)?);
                if cache != 0 {
                    let a = self.reg(address)?;
                    if let Some(mi) = self.target.calls.prefetch(a, rw, locality) {
                        self.put(mi);
                    }
                }
                Ok(Vec::new())
            }
            Some("llvm.va_start") => {
                let &[list] = args else { return Err(format!("malformed call of '{name}'")) };
                self.va_start(list)?;
                Ok(Vec::new())
            }
            Some("llvm.va_copy") => {
                let &[list, src] = args else { return Err(format!("malformed call of '{name}'")) };
                self.va_copy(list, src)?;
                Ok(Vec::new())
            }
            Some("llvm.fmuladd") => {
                // Fused or not, as the target likes: not, as the SelectionDAG does without FMA.
                let (a, b, c) = (self.reg(args[0])?, self.reg(args[1])?, self.reg(args[2])?);
                let ty = self.ty(a);
                let product = self.emit_def(op::G_FMUL, ty, &[a, b]);
                Ok(vec![self.emit_def(op::G_FADD, ty, &[product, c])])
            }
            Some(count @ ("llvm.ctlz" | "llvm.cttz")) => {
                let x = self.reg(args[0])?;
                let zero_undef = self.is_true(args.get(1).copied());
                let opcode = match (count, zero_undef) {
                    ("llvm.ctlz", false) => op::G_CTLZ,
                    ("llvm.ctlz", true) => op::G_CTLZ_ZERO_UNDEF,
                    (_, false) => op::G_CTTZ,
                    (_, true) => op::G_CTTZ_ZERO_UNDEF,
                };
                Ok(vec![self.emit_def(opcode, self.llt(inst.ty)?, &[x])])
            }
            Some("llvm.abs") => {
                let x = self.reg(args[0])?;
                Ok(vec![self.emit_def(op::G_ABS, self.ty(x), &[x])])
            }
            Some("llvm.memcpy") if self.small_memcpy(flinfo, inst)? => Ok(Vec::new()),
            Some(memory @ ("llvm.memcpy" | "llvm.memmove" | "llvm.memset")) => {
                let pointer = Evt::int(self.pointer_bits());
                let (dst, second, size) = (self.reg(args[0])?, self.reg(args[1])?, self.reg(args[2])?);
                let size = self.resize(size, Llt::scalar(self.pointer_bits()), false);
                let second = if memory == "llvm.memset" {
                    (self.resize(second, Llt::scalar(32), false), Evt::int(32))
                } else {
                    (second, pointer)
                };
                let symbol = &memory["llvm.".len()..];
                call_symbol(self, symbol, &[(dst, pointer, ArgFlags::default()), (second.0, second.1, ArgFlags::default()), (size, pointer, ArgFlags::default())])?;
                Ok(Vec::new())
            }
            _ => {
                let stack = base_name(name, |b| matches!(b, "llvm.stacksave" | "llvm.stackrestore" | "llvm.frameaddress" | "llvm.returnaddress"));
                if let Some(regs) = self.stack_intrinsic(flinfo, inst, stack.unwrap_or(name))? {
                    return Ok(regs);
                }
                let arg_regs = args.iter().map(|&a| self.reg(a)).collect::<Result<Vec<Reg>, String>>()?;
                if let Some((mi, result)) = self.target.calls.intrinsic(name, &arg_regs) {
                    // A setjmp's resume block is entered with only the frame and stack
                    // pointers restored (as in the SelectionDAG).
                    flinfo.frame_address_taken |= name == "llvm.eh.sjlj.setjmp";
                    self.put(mi);
                    let Some(phys) = result else { return Ok(Vec::new()) };
                    let r = self.new_reg(self.llt(inst.ty)?);
                    self.emit(op::COPY, [MachineOperand::reg_def(r), MachineOperand::reg_use(Reg::phys(phys))]);
                    return Ok(vec![r]);
                }
                if let Some(regs) = self.target_intrinsic(inst, name)? {
                    return Ok(regs);
                }
                if base_name(name, |b| b == "llvm.is.constant").is_some() {
                    // Nothing is a constant any more at code generation time (as in the SelectionDAG).
                    return Ok(vec![self.constant_here(self.llt(inst.ty)?, 0)]);
                }
                Err(format!("unable to translate instruction: call: the intrinsic '{name}' is not translated yet"))
            }
        }
    }

    /// `llvm.va_start(list)`: the fields of the target's `va_list` stored at `list`, from
    /// where argument lowering saved the variable arguments.
    fn va_start(&mut self, list: Value) -> Result<(), String> {
        let va = self.varargs.ok_or("'llvm.va_start' in a function that is not variadic")?;
        let base = self.reg(list)?;
        for field in self.target.calls.va_list_fields(&va) {
            let value = match field.value {
                VaListValue::Int32(n) => self.constant_here(Llt::scalar(32), i64::from(n)),
                VaListValue::FrameAddress(index) => self.emit_def_frame_index(index),
            };
            let ty = self.ty(value);
            let bytes = ty.size_bits(self.pointer_bits()).div_ceil(8);
            self.store_at(value, base, list, field.offset, bytes);
        }
        Ok(())
    }

    /// `llvm.va_copy(list, src)`: the target's `va_list` copied 8 bytes at a time.
    fn va_copy(&mut self, list: Value, src: Value) -> Result<(), String> {
        let (to, from) = (self.reg(list)?, self.reg(src)?);
        let bytes = self.target.calls.va_list_bytes();
        if bytes == 0 || bytes % 8 != 0 {
            return Err("'llvm.va_copy' of a va_list that is not a whole number of 8-byte words".to_string());
        }
        for offset in (0..bytes).step_by(8) {
            self.copy_piece(Llt::scalar(64), (to, list), (from, src), offset, 8);
        }
        Ok(())
    }

    /// A load of type `ty` at `from + offset` stored at `to + offset` (each register with the
    /// IR pointer it holds), both aligned to `align`.
    fn copy_piece(&mut self, ty: Llt, (to, dst): (Reg, Value), (from, src): (Reg, Value), offset: u64, align: u64) {
        let value = self.new_reg(ty);
        let addr = self.offset_address(from, offset);
        let mem = self.mem_operand(MemAccess::Load, ty, src, offset, align, AtomicOrdering::NotAtomic, false);
        self.emit_memory(op::G_LOAD, [MachineOperand::reg_def(value), MachineOperand::reg_use(addr)], mem);
        self.store_at(value, to, dst, offset, align);
    }

    /// At -O0, a `memcpy` of a constant length of at most the target's
    /// [`max_inline_memcpy_bytes_at_o0`](crate::target::lowering::TargetLoweringBase::max_inline_memcpy_bytes_at_o0),
    /// not volatile, copied in place by integer loads and stores of 8, 4, 2 and 1 bytes, as
    /// llc -O0 (FastISel) copies it; returns whether it was.
    fn small_memcpy(&mut self, flinfo: &FunctionLoweringInfo, inst: &Inst) -> Result<bool, String> {
        let Some(n) = self.small_memcpy_length(flinfo, inst) else { return Ok(false) };
        let &[dst, src, ..] = inst.call_args() else { return Ok(false) };
        let (to, from) = (self.reg(dst)?, self.reg(src)?);
        let widest = u64::from(self.pointer_bits()) / 8;
        let mut offset = 0;
        while offset < n {
            let bytes = [8, 4, 2, 1].into_iter().find(|&b| b <= widest && b <= n - offset).unwrap_or(1);
            self.copy_piece(Llt::scalar(bytes as u32 * 8), (to, dst), (from, src), offset, 1);
            offset += bytes;
        }
        Ok(true)
    }

    /// The length of `inst` if it is a `memcpy` that [`Self::small_memcpy`] copies in place.
    pub(super) fn small_memcpy_length(&self, flinfo: &FunctionLoweringInfo, inst: &Inst) -> Option<u64> {
        let Some(Value::Global(g)) = inst.callee() else { return None };
        let name = self.module.global_name(g)?;
        let &[_, _, len, volatile] = inst.call_args() else { return None };
        if flinfo.optimize || !name.starts_with(b"llvm.memcpy.") || self.module.const_int(volatile) != Some(0) {
            return None;
        }
        let limit = self.target.tli.max_inline_memcpy_bytes_at_o0();
        self.module.const_int(len).and_then(|n| u64::try_from(n).ok()).filter(|&n| n <= limit)
    }

    /// `G_STORE value` at `base + offset`, where `base` holds IR pointer `ptr`.
    fn store_at(&mut self, value: Reg, base: Reg, ptr: Value, offset: u64, align: u64) {
        let ty = self.ty(value);
        let addr = self.offset_address(base, offset);
        let mem = self.mem_operand(MemAccess::Store, ty, ptr, offset, align, AtomicOrdering::NotAtomic, false);
        self.emit_memory(op::G_STORE, [MachineOperand::reg_use(value), MachineOperand::reg_use(addr)], mem);
    }

    /// Whether `v` is the constant `i1 true`.
    fn is_true(&self, v: Option<Value>) -> bool {
        match v {
            Some(Value::Const(c)) => matches!(self.module.consts.get(c).kind, kiln_ir::ConstKind::Int(1)),
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The family and base name of `name`, as the table scans found them before.
    fn scanned(name: &str) -> Option<(u8, &str)> {
        let tables: [&dyn Fn(&str) -> bool; 5] = [
            &|b| NO_CODE.contains(&b),
            &|b| ONE_TO_ONE.iter().any(|(n, _)| *n == b),
            &|b| REDUCTIONS.iter().any(|(n, _)| *n == b),
            &|b| WITH_OVERFLOW.iter().any(|(n, _)| *n == b),
            &|b| OWN.contains(&b),
        ];
        tables.iter().enumerate().find_map(|(rank, known)| base_name(name, known).map(|base| (rank as u8, base)))
    }

    #[test]
    fn families_match_the_tables_in_order() {
        let mut names: Vec<String> = Vec::new();
        let bases = NO_CODE.iter().chain(OWN).copied().chain(ONE_TO_ONE.iter().chain(REDUCTIONS).chain(WITH_OVERFLOW).map(|&(n, _)| n));
        for base in bases {
            names.extend([base.to_string(), format!("{base}.i32"), format!("{base}.p0.p0.i64"), format!("{base}x.f64")]);
        }
        names.extend(["llvm.memcpy.inline.p0.p0.i64", "llvm.fabs", "llvm", "llvm.unknown.f32", ""].map(String::from));
        for name in &names {
            assert_eq!(family(name).map(|(f, base)| (f.rank(), base)), scanned(name), "{name}");
        }
        assert!(matches!(family("llvm.uadd.with.overflow.i32"), Some((Family::WithOverflow(op::G_UADDO), "llvm.uadd.with.overflow"))));
        assert!(matches!(family("llvm.fabs.v2f64"), Some((Family::OneToOne(op::G_FABS), "llvm.fabs"))));
    }
}
