//! The intrinsics the IRTranslator knows: those with a generic opcode of the same meaning
//! (`llvm.fabs` → `G_FABS`, `llvm.uadd.with.overflow` → `G_UADDO`, ...), `llvm.fmuladd` as a
//! multiply and an add, the memory ones as
//! calls of their C library functions, and the markers that generate no code (lifetimes,
//! `llvm.dbg.*` for now, assumptions). Any other `llvm.*` call is an error naming it.

use super::irtranslator::Translator;
use super::irtranslator_call::call_symbol;
use super::llt::Llt;
use crate::mir::Reg;
use crate::target::calling_conv::ArgFlags;
use crate::target::target_opcode as op;
use crate::target::value_types::Evt;
use kiln_ir::{Inst, Value};

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
    "llvm.dbg.declare",
    "llvm.dbg.value",
    "llvm.dbg.label",
    "llvm.dbg.assign",
    "llvm.assume",
    "llvm.donothing",
    "llvm.experimental.noalias.scope.decl",
    "llvm.sideeffect",
    "llvm.var.annotation",
];

/// `name` without its type suffixes (`llvm.fabs.f64` → `llvm.fabs` when that is in `table`).
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
    pub(super) fn intrinsic(&mut self, inst: &Inst) -> Option<Result<Vec<Reg>, String>> {
        let Some(Value::Global(g)) = inst.callee() else { return None };
        let name = self.module.global_name(g).filter(|n| n.starts_with(b"llvm."))?;
        let name = String::from_utf8_lossy(name).into_owned();
        Some(self.translate_intrinsic(inst, &name))
    }

    fn translate_intrinsic(&mut self, inst: &Inst, name: &str) -> Result<Vec<Reg>, String> {
        let args = inst.call_args();
        if base_name(name, |b| NO_CODE.contains(&b)).is_some() {
            return Ok(Vec::new());
        }
        if let Some(base) = base_name(name, |b| ONE_TO_ONE.iter().any(|(n, _)| *n == b)) {
            let opcode = ONE_TO_ONE.iter().find(|(n, _)| *n == base).map(|&(_, o)| o).unwrap_or(op::G_FABS);
            let mut ops = Vec::with_capacity(args.len());
            for &a in args {
                ops.push(self.reg(a)?);
            }
            return Ok(vec![self.emit_def(opcode, self.llt(inst.ty)?, &ops)]);
        }
        if let Some(base) = base_name(name, |b| WITH_OVERFLOW.iter().any(|(n, _)| *n == b)) {
            let opcode = WITH_OVERFLOW.iter().find(|(n, _)| *n == base).map(|&(_, o)| o).unwrap_or(op::G_UADDO);
            let (a, b) = (self.reg(args[0])?, self.reg(args[1])?);
            let (value, flag) = (self.new_reg(self.ty(a)), self.new_reg(Llt::scalar(1)));
            use crate::mir::MachineOperand as O;
            self.emit(opcode, &[O::reg_def(value), O::reg_def(flag), O::reg_use(a), O::reg_use(b)]);
            return Ok(vec![value, flag]);
        }
        let base = base_name(name, |b| matches!(b, "llvm.ctlz" | "llvm.cttz" | "llvm.abs" | "llvm.fmuladd" | "llvm.memcpy" | "llvm.memmove" | "llvm.memset"));
        match base {
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
            _ => Err(format!("unable to translate instruction: call: the intrinsic '{name}' is not translated yet")),
        }
    }

    /// Whether `v` is the constant `i1 true`.
    fn is_true(&self, v: Option<Value>) -> bool {
        match v {
            Some(Value::Const(c)) => matches!(self.module.consts.get(c).kind, kiln_ir::ConstKind::Int(1)),
            _ => false,
        }
    }
}
