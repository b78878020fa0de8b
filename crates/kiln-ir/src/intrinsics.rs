//! kiln's table of LLVM intrinsics: names, signatures as type constraints, and the
//! [`IntrinsicId`] code generation dispatches on.
//!
//! Written for kiln from the signatures in LLVM's LangRef. Overloaded intrinsics carry their
//! overload types in the name (`llvm.ctpop.i32`, `llvm.memcpy.p0i8.p0i8.i64`); [`lookup`] finds
//! the table entry by the longest dotted prefix, [`check_signature`] matches a function type
//! against the entry's constraints (binding the overloads in order: return type, then
//! parameters) and checks that the name's suffix is the mangling of the bound overloads.
//! [`declare`] goes the other way, for the builder: id + overload types -> a declaration.

use crate::module::{GlobalId, GlobalKind, Module};
use crate::types::{StructName, Type, TypeId, TypeTable};
use crate::value::Value;
use rustc_hash::FxHashMap;
use std::sync::OnceLock;

/// A constraint on one type of an intrinsic's signature. `Any*` constraints are overloads,
/// numbered in order of appearance (return type first); the others are fixed or derived from
/// an overload.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeConstraint {
    Void,
    /// A fixed integer type `iN`.
    Int(u32),
    /// `double`.
    Double,
    /// `i8*` in typed-pointer IR, `ptr` with opaque pointers (address space 0).
    Ptr,
    /// `{}*` in typed-pointer IR, `ptr` with opaque pointers (`llvm.invariant.start`).
    EmptyStructPtr,
    Metadata,
    /// Overload: an integer type.
    AnyInt,
    /// Overload: an integer or a vector of integers.
    AnyIntOrVector,
    /// Overload: a floating-point type.
    AnyFloat,
    /// Overload: a floating-point type or a vector of them.
    AnyFloatOrVector,
    /// Overload: a vector of integers.
    AnyIntVector,
    /// Overload: a vector of floating-point values.
    AnyFloatVector,
    /// Overload: a pointer in any address space.
    AnyPtr,
    /// Overload: any first-class type.
    Any,
    /// The same type as overload N.
    Same(u8),
    /// The element type of vector overload N.
    ElementOf(u8),
    /// `{ T, i1 }` where T is overload N (`i1` becomes `<k x i1>` for vectors).
    OverflowPair(u8),
    /// `i1` (or `<k x i1>`) shaped like overload N.
    BoolOf(u8),
    /// Overloads: `{ F, I }`, a floating-point and an integer type (or vectors of one shape),
    /// binding two overloads, F then I (`llvm.frexp`).
    AnyFloatIntPair,
}

impl TypeConstraint {
    fn is_overload(self) -> bool {
        use TypeConstraint::*;
        matches!(self, AnyInt | AnyIntOrVector | AnyFloat | AnyFloatOrVector | AnyIntVector | AnyFloatVector | AnyPtr | Any | AnyFloatIntPair)
    }
}

macro_rules! intrinsic_ids {
    ($($variant:ident,)*) => {
        /// The intrinsics kiln knows.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum IntrinsicId { $($variant,)* }
    };
}

intrinsic_ids! {
    Memcpy, MemcpyInline, Memmove, Memset, MemsetInline,
    LifetimeStart, LifetimeEnd, InvariantStart, InvariantEnd, LaunderInvariantGroup, StripInvariantGroup,
    Ctpop, Ctlz, Cttz, Bswap, Bitreverse, Abs, Smax, Smin, Umax, Umin, Fshl, Fshr,
    SaddWithOverflow, UaddWithOverflow, SsubWithOverflow, UsubWithOverflow, SmulWithOverflow, UmulWithOverflow,
    SaddSat, UaddSat, SsubSat, UsubSat, SshlSat, UshlSat,
    VectorReduceAdd, VectorReduceMul, VectorReduceAnd, VectorReduceOr, VectorReduceXor,
    VectorReduceSmax, VectorReduceSmin, VectorReduceUmax, VectorReduceUmin,
    VectorReduceFadd, VectorReduceFmul, VectorReduceFmax, VectorReduceFmin,
    StackSave, StackRestore, FrameAddress, ReturnAddress, AddressOfReturnAddress, SponEntry,
    Trap, DebugTrap, UbsanTrap, Expect, ExpectWithProbability, Assume, IsConstant, SideEffect, DoNothing,
    VaStart, VaEnd, VaCopy,
    DbgValue, DbgDeclare, DbgAddr, DbgLabel, NoaliasScopeDecl,
    Fabs, Copysign, Sqrt, Floor, Ceil, Trunc, Rint, NearbyInt, Round, RoundEven, Canonicalize,
    Fma, FmulAdd, MinNum, MaxNum, Minimum, Maximum, Pow, Powi, Exp, Exp2, Log, Log2, Log10, Sin, Cos,
    Lround, Llround, Lrint, Llrint, FptosiSat, FptouiSat,
    ObjectSize, Prefetch, Annotation, VarAnnotation, PtrAnnotation, ReadCycleCounter, ThreadPointer,
    ClearCache, FltRounds, SsaCopy, EhSjljSetjmp, EhSjljLongjmp, EhTypeidFor,
    // LLVM 15-22
    DbgAssign, ThreadlocalAddress, IsFpclass, Ldexp, Frexp, Scmp, Ucmp,
}

/// One table entry: `llvm.NAME` and its signature.
#[derive(Debug)]
pub struct IntrinsicDef {
    pub id: IntrinsicId,
    /// The base name (`llvm.memcpy`); overloaded intrinsics add `.`-separated overload types.
    pub name: &'static str,
    pub ret: TypeConstraint,
    pub params: &'static [TypeConstraint],
    pub vararg: bool,
    /// Bit i set: parameter i must be a constant (LLVM's `immarg`).
    pub immargs: u32,
}

impl IntrinsicDef {
    /// The number of overload types (the mangled name's suffix components).
    pub fn overload_count(&self) -> usize {
        std::iter::once(&self.ret).chain(self.params).map(|&c| if c == AnyFloatIntPair { 2 } else { c.is_overload() as usize }).sum()
    }

    pub fn is_immarg(&self, param: usize) -> bool {
        param < 32 && self.immargs >> param & 1 == 1
    }
}

use IntrinsicId as I;
use TypeConstraint::*;

const fn def(id: IntrinsicId, name: &'static str, ret: TypeConstraint, params: &'static [TypeConstraint], immargs: u32) -> IntrinsicDef {
    IntrinsicDef { id, name, ret, params, vararg: false, immargs }
}

const UN_INT: &[TypeConstraint] = &[AnyIntOrVector];
const BIN_INT: &[TypeConstraint] = &[AnyIntOrVector, Same(0)];
const UN_FP: &[TypeConstraint] = &[AnyFloatOrVector];
const BIN_FP: &[TypeConstraint] = &[AnyFloatOrVector, Same(0)];
const TRI_FP: &[TypeConstraint] = &[AnyFloatOrVector, Same(0), Same(0)];
const OVERFLOW: &[TypeConstraint] = &[AnyIntOrVector, Same(0)];
const REDUCE_INT: &[TypeConstraint] = &[AnyIntVector];
const DBG3: &[TypeConstraint] = &[Metadata, Metadata, Metadata];

/// The table, in no particular order (lookups go through a hash map).
pub const INTRINSICS: &[IntrinsicDef] = &[
    def(I::Memcpy, "llvm.memcpy", Void, &[AnyPtr, AnyPtr, AnyInt, Int(1)], 1 << 3),
    def(I::MemcpyInline, "llvm.memcpy.inline", Void, &[AnyPtr, AnyPtr, AnyInt, Int(1)], 1 << 2 | 1 << 3),
    def(I::Memmove, "llvm.memmove", Void, &[AnyPtr, AnyPtr, AnyInt, Int(1)], 1 << 3),
    def(I::Memset, "llvm.memset", Void, &[AnyPtr, Int(8), AnyInt, Int(1)], 1 << 3),
    def(I::MemsetInline, "llvm.memset.inline", Void, &[AnyPtr, Int(8), AnyInt, Int(1)], 1 << 2 | 1 << 3),
    def(I::LifetimeStart, "llvm.lifetime.start", Void, &[Int(64), AnyPtr], 1),
    def(I::LifetimeEnd, "llvm.lifetime.end", Void, &[Int(64), AnyPtr], 1),
    def(I::InvariantStart, "llvm.invariant.start", EmptyStructPtr, &[Int(64), AnyPtr], 1),
    def(I::InvariantEnd, "llvm.invariant.end", Void, &[EmptyStructPtr, Int(64), AnyPtr], 1 << 1),
    def(I::LaunderInvariantGroup, "llvm.launder.invariant.group", AnyPtr, &[Same(0)], 0),
    def(I::StripInvariantGroup, "llvm.strip.invariant.group", AnyPtr, &[Same(0)], 0),
    def(I::Ctpop, "llvm.ctpop", Same(0), UN_INT, 0),
    def(I::Ctlz, "llvm.ctlz", Same(0), &[AnyIntOrVector, Int(1)], 1 << 1),
    def(I::Cttz, "llvm.cttz", Same(0), &[AnyIntOrVector, Int(1)], 1 << 1),
    def(I::Bswap, "llvm.bswap", Same(0), UN_INT, 0),
    def(I::Bitreverse, "llvm.bitreverse", Same(0), UN_INT, 0),
    def(I::Abs, "llvm.abs", Same(0), &[AnyIntOrVector, Int(1)], 1 << 1),
    def(I::Smax, "llvm.smax", Same(0), BIN_INT, 0),
    def(I::Smin, "llvm.smin", Same(0), BIN_INT, 0),
    def(I::Umax, "llvm.umax", Same(0), BIN_INT, 0),
    def(I::Umin, "llvm.umin", Same(0), BIN_INT, 0),
    def(I::Fshl, "llvm.fshl", Same(0), &[AnyIntOrVector, Same(0), Same(0)], 0),
    def(I::Fshr, "llvm.fshr", Same(0), &[AnyIntOrVector, Same(0), Same(0)], 0),
    def(I::SaddWithOverflow, "llvm.sadd.with.overflow", OverflowPair(0), OVERFLOW, 0),
    def(I::UaddWithOverflow, "llvm.uadd.with.overflow", OverflowPair(0), OVERFLOW, 0),
    def(I::SsubWithOverflow, "llvm.ssub.with.overflow", OverflowPair(0), OVERFLOW, 0),
    def(I::UsubWithOverflow, "llvm.usub.with.overflow", OverflowPair(0), OVERFLOW, 0),
    def(I::SmulWithOverflow, "llvm.smul.with.overflow", OverflowPair(0), OVERFLOW, 0),
    def(I::UmulWithOverflow, "llvm.umul.with.overflow", OverflowPair(0), OVERFLOW, 0),
    def(I::SaddSat, "llvm.sadd.sat", Same(0), BIN_INT, 0),
    def(I::UaddSat, "llvm.uadd.sat", Same(0), BIN_INT, 0),
    def(I::SsubSat, "llvm.ssub.sat", Same(0), BIN_INT, 0),
    def(I::UsubSat, "llvm.usub.sat", Same(0), BIN_INT, 0),
    def(I::SshlSat, "llvm.sshl.sat", Same(0), BIN_INT, 0),
    def(I::UshlSat, "llvm.ushl.sat", Same(0), BIN_INT, 0),
    def(I::VectorReduceAdd, "llvm.vector.reduce.add", ElementOf(0), REDUCE_INT, 0),
    def(I::VectorReduceMul, "llvm.vector.reduce.mul", ElementOf(0), REDUCE_INT, 0),
    def(I::VectorReduceAnd, "llvm.vector.reduce.and", ElementOf(0), REDUCE_INT, 0),
    def(I::VectorReduceOr, "llvm.vector.reduce.or", ElementOf(0), REDUCE_INT, 0),
    def(I::VectorReduceXor, "llvm.vector.reduce.xor", ElementOf(0), REDUCE_INT, 0),
    def(I::VectorReduceSmax, "llvm.vector.reduce.smax", ElementOf(0), REDUCE_INT, 0),
    def(I::VectorReduceSmin, "llvm.vector.reduce.smin", ElementOf(0), REDUCE_INT, 0),
    def(I::VectorReduceUmax, "llvm.vector.reduce.umax", ElementOf(0), REDUCE_INT, 0),
    def(I::VectorReduceUmin, "llvm.vector.reduce.umin", ElementOf(0), REDUCE_INT, 0),
    def(I::VectorReduceFadd, "llvm.vector.reduce.fadd", ElementOf(0), &[ElementOf(0), AnyFloatVector], 0),
    def(I::VectorReduceFmul, "llvm.vector.reduce.fmul", ElementOf(0), &[ElementOf(0), AnyFloatVector], 0),
    def(I::VectorReduceFmax, "llvm.vector.reduce.fmax", ElementOf(0), &[AnyFloatVector], 0),
    def(I::VectorReduceFmin, "llvm.vector.reduce.fmin", ElementOf(0), &[AnyFloatVector], 0),
    def(I::StackSave, "llvm.stacksave", Ptr, &[], 0),
    def(I::StackRestore, "llvm.stackrestore", Void, &[Ptr], 0),
    def(I::FrameAddress, "llvm.frameaddress", AnyPtr, &[Int(32)], 1),
    def(I::ReturnAddress, "llvm.returnaddress", Ptr, &[Int(32)], 1),
    def(I::AddressOfReturnAddress, "llvm.addressofreturnaddress", AnyPtr, &[], 0),
    def(I::SponEntry, "llvm.sponentry", AnyPtr, &[], 0),
    def(I::Trap, "llvm.trap", Void, &[], 0),
    def(I::DebugTrap, "llvm.debugtrap", Void, &[], 0),
    def(I::UbsanTrap, "llvm.ubsantrap", Void, &[Int(8)], 1),
    def(I::Expect, "llvm.expect", Same(0), &[AnyInt, Same(0)], 0),
    def(I::ExpectWithProbability, "llvm.expect.with.probability", Same(0), &[AnyInt, Same(0), Double], 1 << 2),
    def(I::Assume, "llvm.assume", Void, &[Int(1)], 0),
    def(I::IsConstant, "llvm.is.constant", Int(1), &[Any], 0),
    def(I::SideEffect, "llvm.sideeffect", Void, &[], 0),
    def(I::DoNothing, "llvm.donothing", Void, &[], 0),
    def(I::VaStart, "llvm.va_start", Void, &[Ptr], 0),
    def(I::VaEnd, "llvm.va_end", Void, &[Ptr], 0),
    def(I::VaCopy, "llvm.va_copy", Void, &[Ptr, Ptr], 0),
    def(I::DbgValue, "llvm.dbg.value", Void, DBG3, 0),
    def(I::DbgDeclare, "llvm.dbg.declare", Void, DBG3, 0),
    def(I::DbgAddr, "llvm.dbg.addr", Void, DBG3, 0),
    def(I::DbgLabel, "llvm.dbg.label", Void, &[Metadata], 0),
    def(I::NoaliasScopeDecl, "llvm.experimental.noalias.scope.decl", Void, &[Metadata], 0),
    def(I::Fabs, "llvm.fabs", Same(0), UN_FP, 0),
    def(I::Copysign, "llvm.copysign", Same(0), BIN_FP, 0),
    def(I::Sqrt, "llvm.sqrt", Same(0), UN_FP, 0),
    def(I::Floor, "llvm.floor", Same(0), UN_FP, 0),
    def(I::Ceil, "llvm.ceil", Same(0), UN_FP, 0),
    def(I::Trunc, "llvm.trunc", Same(0), UN_FP, 0),
    def(I::Rint, "llvm.rint", Same(0), UN_FP, 0),
    def(I::NearbyInt, "llvm.nearbyint", Same(0), UN_FP, 0),
    def(I::Round, "llvm.round", Same(0), UN_FP, 0),
    def(I::RoundEven, "llvm.roundeven", Same(0), UN_FP, 0),
    def(I::Canonicalize, "llvm.canonicalize", Same(0), UN_FP, 0),
    def(I::Fma, "llvm.fma", Same(0), TRI_FP, 0),
    def(I::FmulAdd, "llvm.fmuladd", Same(0), TRI_FP, 0),
    def(I::MinNum, "llvm.minnum", Same(0), BIN_FP, 0),
    def(I::MaxNum, "llvm.maxnum", Same(0), BIN_FP, 0),
    def(I::Minimum, "llvm.minimum", Same(0), BIN_FP, 0),
    def(I::Maximum, "llvm.maximum", Same(0), BIN_FP, 0),
    def(I::Pow, "llvm.pow", Same(0), BIN_FP, 0),
    def(I::Powi, "llvm.powi", Same(0), &[AnyFloatOrVector, AnyInt], 0),
    def(I::Exp, "llvm.exp", Same(0), UN_FP, 0),
    def(I::Exp2, "llvm.exp2", Same(0), UN_FP, 0),
    def(I::Log, "llvm.log", Same(0), UN_FP, 0),
    def(I::Log2, "llvm.log2", Same(0), UN_FP, 0),
    def(I::Log10, "llvm.log10", Same(0), UN_FP, 0),
    def(I::Sin, "llvm.sin", Same(0), UN_FP, 0),
    def(I::Cos, "llvm.cos", Same(0), UN_FP, 0),
    def(I::Lround, "llvm.lround", AnyInt, &[AnyFloat], 0),
    def(I::Llround, "llvm.llround", AnyInt, &[AnyFloat], 0),
    def(I::Lrint, "llvm.lrint", AnyInt, &[AnyFloat], 0),
    def(I::Llrint, "llvm.llrint", AnyInt, &[AnyFloat], 0),
    def(I::FptosiSat, "llvm.fptosi.sat", AnyIntOrVector, &[AnyFloatOrVector], 0),
    def(I::FptouiSat, "llvm.fptoui.sat", AnyIntOrVector, &[AnyFloatOrVector], 0),
    def(I::ObjectSize, "llvm.objectsize", AnyInt, &[AnyPtr, Int(1), Int(1), Int(1)], 1 << 1 | 1 << 2 | 1 << 3),
    def(I::Prefetch, "llvm.prefetch", Void, &[AnyPtr, Int(32), Int(32), Int(32)], 1 << 1 | 1 << 2),
    def(I::Annotation, "llvm.annotation", Same(0), &[AnyInt, Ptr, Ptr, Int(32)], 0),
    def(I::VarAnnotation, "llvm.var.annotation", Void, &[Ptr, Ptr, Ptr, Int(32), Ptr], 0),
    def(I::PtrAnnotation, "llvm.ptr.annotation", Same(0), &[AnyPtr, Ptr, Ptr, Int(32), Ptr], 0),
    def(I::ReadCycleCounter, "llvm.readcyclecounter", Int(64), &[], 0),
    def(I::ThreadPointer, "llvm.thread.pointer", Ptr, &[], 0),
    def(I::ClearCache, "llvm.clear_cache", Void, &[Ptr, Ptr], 0),
    def(I::FltRounds, "llvm.flt.rounds", Int(32), &[], 0),
    def(I::SsaCopy, "llvm.ssa.copy", Same(0), &[Any], 0),
    def(I::EhSjljSetjmp, "llvm.eh.sjlj.setjmp", Int(32), &[Ptr], 0),
    def(I::EhSjljLongjmp, "llvm.eh.sjlj.longjmp", Void, &[Ptr], 0),
    def(I::EhTypeidFor, "llvm.eh.typeid.for", Int(32), &[Ptr], 0),
    // Introduced in LLVM 15-22.
    def(I::DbgAssign, "llvm.dbg.assign", Void, &[Metadata; 6], 0),
    def(I::ThreadlocalAddress, "llvm.threadlocal.address", AnyPtr, &[Same(0)], 0),
    def(I::IsFpclass, "llvm.is.fpclass", BoolOf(0), &[AnyFloatOrVector, Int(32)], 1 << 1),
    def(I::Ldexp, "llvm.ldexp", Same(0), &[AnyFloatOrVector, AnyIntOrVector], 0),
    def(I::Frexp, "llvm.frexp", AnyFloatIntPair, &[Same(0)], 0),
    def(I::Scmp, "llvm.scmp", AnyIntOrVector, &[AnyIntOrVector, Same(1)], 0),
    def(I::Ucmp, "llvm.ucmp", AnyIntOrVector, &[AnyIntOrVector, Same(1)], 0),
];

/// Signatures that later LLVM releases gave intrinsics of the table, under the same name and
/// id: the `va_*` intrinsics overloaded on the pointer type (LLVM 19), `lifetime.*` without
/// the size (LLVM 22).
pub const LATER_SIGNATURES: &[IntrinsicDef] = &[
    def(I::VaStart, "llvm.va_start", Void, &[AnyPtr], 0),
    def(I::VaEnd, "llvm.va_end", Void, &[AnyPtr], 0),
    def(I::VaCopy, "llvm.va_copy", Void, &[AnyPtr, Same(0)], 0),
    def(I::LifetimeStart, "llvm.lifetime.start", Void, &[AnyPtr], 0),
    def(I::LifetimeEnd, "llvm.lifetime.end", Void, &[AnyPtr], 0),
];

fn table() -> &'static FxHashMap<&'static [u8], &'static IntrinsicDef> {
    static TABLE: OnceLock<FxHashMap<&'static [u8], &'static IntrinsicDef>> = OnceLock::new();
    TABLE.get_or_init(|| INTRINSICS.iter().map(|d| (d.name.as_bytes(), d)).collect())
}

/// The table entry of a full intrinsic name (`llvm.memcpy.p0i8.p0i8.i64` finds `llvm.memcpy`,
/// `llvm.memcpy.inline.p0.p0.i64` finds `llvm.memcpy.inline`): the longest dotted prefix that is
/// in the table.
pub fn lookup(name: &[u8]) -> Option<&'static IntrinsicDef> {
    let table = table();
    let mut end = name.len();
    loop {
        if let Some(d) = table.get(&name[..end]) {
            return Some(*d);
        }
        end = name[..end].iter().rposition(|&b| b == b'.')?;
    }
}

/// The entry for an id.
pub fn def_of(id: IntrinsicId) -> &'static IntrinsicDef {
    static BY_ID: OnceLock<Vec<&'static IntrinsicDef>> = OnceLock::new();
    let by_id = BY_ID.get_or_init(|| {
        let mut v: Vec<&'static IntrinsicDef> = INTRINSICS.iter().collect();
        v.sort_by_key(|d| d.id);
        v
    });
    by_id[by_id.binary_search_by_key(&id, |d| d.id).expect("every IntrinsicId has a table entry")]
}

/// The intrinsic a global value (a function whose name starts with `llvm.`) is, if kiln knows it.
pub fn id_of(m: &Module, g: GlobalId) -> Option<IntrinsicId> {
    let name = m.globals.get(g.index())?.name?;
    let bytes = m.symbols.bytes(name);
    if !bytes.starts_with(b"llvm.") {
        return None;
    }
    lookup(bytes).map(|d| d.id)
}

/// The suffix component of `ty` in an overloaded intrinsic name (`i32`, `v4f32`, `p0i8`, `p0`).
pub fn mangle_type(m: &Module, ty: TypeId, out: &mut String) {
    use std::fmt::Write;
    let t = &m.types;
    match t.get(ty) {
        Type::Void => out.push_str("isVoid"),
        Type::Label => out.push_str("label"),
        Type::Metadata => out.push_str("Metadata"),
        Type::Token => out.push_str("token"),
        Type::X86Mmx => out.push_str("x86mmx"),
        Type::X86Amx => out.push_str("x86amx"),
        Type::Half => out.push_str("f16"),
        Type::BFloat => out.push_str("bf16"),
        Type::Float => out.push_str("f32"),
        Type::Double => out.push_str("f64"),
        Type::X86Fp80 => out.push_str("f80"),
        Type::Fp128 => out.push_str("f128"),
        Type::PpcFp128 => out.push_str("ppcf128"),
        Type::Int(w) => {
            let _ = write!(out, "i{w}");
        }
        Type::Ptr { addrspace, pointee } => {
            let _ = write!(out, "p{addrspace}");
            if let Some(p) = pointee {
                mangle_type(m, *p, out);
            }
        }
        Type::Array { len, elem } => {
            let _ = write!(out, "a{len}");
            mangle_type(m, *elem, out);
        }
        Type::Vector { len, elem, scalable } => {
            if *scalable {
                out.push_str("nx");
            }
            let _ = write!(out, "v{len}");
            mangle_type(m, *elem, out);
        }
        Type::Struct { fields, .. } => {
            out.push_str("sl_");
            for f in fields {
                mangle_type(m, *f, out);
            }
            out.push('s');
        }
        Type::Named { name, .. } => {
            out.push_str("s_");
            match name {
                StructName::Named(s) => out.push_str(&m.symbols.text(*s)),
                StructName::Numbered(n) => {
                    let _ = write!(out, "{n}");
                }
            }
        }
        Type::Function { ret, params, vararg } => {
            out.push_str("f_");
            mangle_type(m, *ret, out);
            for p in params {
                mangle_type(m, *p, out);
            }
            if *vararg {
                out.push_str("vararg");
            }
            out.push('f');
        }
    }
}

/// The full name of an intrinsic instantiated at `overloads`.
pub fn mangled_name(m: &Module, def: &IntrinsicDef, overloads: &[TypeId]) -> String {
    let mut s = def.name.to_string();
    for &t in overloads {
        s.push('.');
        mangle_type(m, t, &mut s);
    }
    s
}

fn fixed_ptr(m: &Module, ty: TypeId, empty_struct: bool) -> bool {
    match m.types.get(ty) {
        Type::Ptr { addrspace: 0, pointee: None } => m.opaque_pointers,
        Type::Ptr { addrspace: 0, pointee: Some(p) } if !m.opaque_pointers => {
            if empty_struct {
                matches!(m.types.get(*p), Type::Struct { fields, .. } if fields.is_empty())
            } else {
                *p == TypeTable::I8
            }
        }
        _ => false,
    }
}

/// Whether `ty` satisfies the non-derived constraint `c`.
fn satisfies(m: &Module, c: TypeConstraint, ty: TypeId) -> bool {
    let t = &m.types;
    let scalar = t.scalar(ty);
    let is_vec = t.vector_shape(ty).is_some();
    match c {
        Void => ty == TypeTable::VOID,
        Int(w) => t.int_width(ty) == Some(w),
        Double => matches!(t.get(ty), Type::Double),
        Ptr => fixed_ptr(m, ty, false),
        EmptyStructPtr => fixed_ptr(m, ty, true),
        Metadata => ty == TypeTable::METADATA,
        AnyInt => t.is_int(ty),
        AnyIntOrVector => t.is_int(scalar),
        AnyFloat => t.is_float(ty),
        AnyFloatOrVector => t.is_float(scalar),
        AnyIntVector => is_vec && t.is_int(scalar),
        AnyFloatVector => is_vec && t.is_float(scalar),
        AnyPtr => t.is_ptr(ty),
        Any => t.is_first_class(ty) && ty != TypeTable::LABEL && ty != TypeTable::METADATA,
        AnyFloatIntPair => match t.get(ty) {
            Type::Struct { fields, packed: false } if fields.len() == 2 => {
                t.is_float(t.scalar(fields[0])) && t.is_int(t.scalar(fields[1])) && t.vector_shape(fields[0]) == t.vector_shape(fields[1])
            }
            _ => false,
        },
        Same(_) | ElementOf(_) | OverflowPair(_) | BoolOf(_) => false,
    }
}

fn describe(m: &Module, c: TypeConstraint, overloads: &[TypeId]) -> String {
    let ty_str = |k: u8| overloads.get(k as usize).map_or("?".to_string(), |&t| crate::printer::type_to_string(m, t));
    let ptr = if m.opaque_pointers { "ptr" } else { "i8*" };
    match c {
        Void => "void".into(),
        Int(w) => format!("i{w}"),
        Double => "double".into(),
        Ptr => ptr.into(),
        EmptyStructPtr => if m.opaque_pointers { "ptr" } else { "{}*" }.into(),
        Metadata => "metadata".into(),
        AnyInt => "an integer type".into(),
        AnyIntOrVector => "an integer or integer vector type".into(),
        AnyFloat => "a floating-point type".into(),
        AnyFloatOrVector => "a floating-point or floating-point vector type".into(),
        AnyIntVector => "an integer vector type".into(),
        AnyFloatVector => "a floating-point vector type".into(),
        AnyPtr => "a pointer type".into(),
        Any => "a first-class type".into(),
        Same(k) => format!("'{}'", ty_str(k)),
        ElementOf(k) => format!("the element type of '{}'", ty_str(k)),
        OverflowPair(k) => format!("{{ {}, i1 }}", ty_str(k)),
        BoolOf(k) => format!("i1 shaped like '{}'", ty_str(k)),
        AnyFloatIntPair => "{ floating-point, integer }".into(),
    }
}

/// Whether `ty` satisfies the derived constraint `c` given the bound overloads.
fn satisfies_derived(m: &Module, c: TypeConstraint, ty: TypeId, overloads: &[TypeId]) -> bool {
    let t = &m.types;
    let Some(&o) = (match c {
        Same(k) | ElementOf(k) | OverflowPair(k) | BoolOf(k) => overloads.get(k as usize),
        _ => return satisfies(m, c, ty),
    }) else {
        return false;
    };
    match c {
        Same(_) => ty == o,
        BoolOf(_) => t.scalar(ty) == TypeTable::I1 && t.vector_shape(ty) == t.vector_shape(o),
        ElementOf(_) => t.vector_shape(o).is_some() && ty == t.scalar(o),
        _ => match t.get(ty) {
            Type::Struct { fields, packed: false } if fields.len() == 2 && fields[0] == o => {
                t.scalar(fields[1]) == TypeTable::I1 && t.vector_shape(fields[1]) == t.vector_shape(o)
            }
            _ => false,
        },
    }
}

/// Checks that a function called `name` (an `llvm.*` name) with function type `fn_ty` is an
/// intrinsic of kiln's table with a matching signature and a correctly mangled name.
pub fn check_signature(m: &Module, name: &[u8], fn_ty: TypeId) -> Result<&'static IntrinsicDef, String> {
    let Some(def) = lookup(name) else {
        return Err(format!("unknown intrinsic '{}'", String::from_utf8_lossy(name)));
    };
    let first = check_against(m, def, name, fn_ty);
    if first.is_ok() {
        return first;
    }
    LATER_SIGNATURES.iter().filter(|d| d.name == def.name).find_map(|d| check_against(m, d, name, fn_ty).ok()).ok_or(()).or(first)
}

/// [`check_signature`] against one table entry.
fn check_against(m: &Module, def: &'static IntrinsicDef, name: &[u8], fn_ty: TypeId) -> Result<&'static IntrinsicDef, String> {
    let text = String::from_utf8_lossy(name);
    let Type::Function { ret, params, vararg } = m.types.get(fn_ty) else {
        return Err(format!("intrinsic '{text}' does not have a function type"));
    };
    let wrong = |what: String| Err(format!("wrong signature for intrinsic '{text}': {what}"));
    if params.len() != def.params.len() || *vararg != def.vararg {
        return wrong(format!("expected {} parameters{}, found {}", def.params.len(), if def.vararg { " and '...'" } else { "" }, params.len()));
    }
    let slots = || std::iter::once((None, def.ret, *ret)).chain(def.params.iter().zip(params).enumerate().map(|(i, (&c, &t))| (Some(i), c, t)));
    let position = |p: Option<usize>| p.map_or("the return type".to_string(), |i| format!("parameter {}", i + 1));
    let mut overloads: Vec<TypeId> = Vec::with_capacity(4);
    for (pos, c, ty) in slots() {
        if c.is_overload() {
            if !satisfies(m, c, ty) {
                return wrong(format!("{} is '{}', expected {}", position(pos), crate::printer::type_to_string(m, ty), describe(m, c, &overloads)));
            }
            match m.types.get(ty) {
                Type::Struct { fields, .. } if c == AnyFloatIntPair => overloads.extend_from_slice(fields),
                _ => overloads.push(ty),
            }
        }
    }
    for (pos, c, ty) in slots() {
        if !c.is_overload() && !satisfies_derived(m, c, ty, &overloads) {
            return wrong(format!("{} is '{}', expected {}", position(pos), crate::printer::type_to_string(m, ty), describe(m, c, &overloads)));
        }
    }
    let expected = mangled_name(m, def, &overloads);
    if expected.as_bytes() != name {
        return Err(format!("intrinsic name '{text}' does not match its type; it should be '{expected}'"));
    }
    Ok(def)
}

/// The type an instantiated constraint stands for.
fn instantiate(m: &mut Module, c: TypeConstraint, overloads: &[TypeId]) -> Result<TypeId, String> {
    let overload = |k: u8| overloads.get(k as usize).copied().ok_or_else(|| format!("missing overload type {k}"));
    Ok(match c {
        Void => TypeTable::VOID,
        Int(w) => m.types.int(w),
        Double => m.types.intern(Type::Double),
        Metadata => TypeTable::METADATA,
        Ptr | EmptyStructPtr => {
            if m.opaque_pointers {
                m.types.ptr(0, None)
            } else {
                let pointee = if c == Ptr { TypeTable::I8 } else { m.types.intern(Type::Struct { fields: Vec::new(), packed: false }) };
                m.types.ptr(0, Some(pointee))
            }
        }
        Same(k) => overload(k)?,
        ElementOf(k) => m.types.scalar(overload(k)?),
        OverflowPair(k) => {
            let o = overload(k)?;
            let flag = m.types.bool_like(o);
            m.types.intern(Type::Struct { fields: vec![o, flag], packed: false })
        }
        _ => return Err(format!("overload constraint {c:?} has no fixed type")),
    })
}

/// Declares (or finds) intrinsic `id` instantiated at `overloads` (one type per overload, in
/// order: return type, then parameters) and returns its global.
pub fn declare(m: &mut Module, id: IntrinsicId, overloads: &[TypeId]) -> Result<GlobalId, String> {
    let def = def_of(id);
    if overloads.len() != def.overload_count() {
        return Err(format!("intrinsic '{}' takes {} overload types, {} given", def.name, def.overload_count(), overloads.len()));
    }
    let mut next = 0;
    let mut types = Vec::with_capacity(def.params.len() + 1);
    for &c in std::iter::once(&def.ret).chain(def.params) {
        if c.is_overload() {
            let ty = overloads[next];
            next += 1;
            if !satisfies(m, c, ty) {
                return Err(format!("overload type '{}' of '{}' is not {}", crate::printer::type_to_string(m, ty), def.name, describe(m, c, overloads)));
            }
            types.push(ty);
        } else {
            types.push(instantiate(m, c, overloads)?);
        }
    }
    let name = mangled_name(m, def, overloads);
    let ret = types[0];
    let fn_ty = m.types.function(ret, types[1..].to_vec(), def.vararg);
    crate::builder::declare_function(m, name.as_bytes(), fn_ty)
}

/// Whether `v` is a constant usable as an `immarg` argument (an integer or float literal).
pub fn is_immediate(m: &Module, v: Value) -> bool {
    match v {
        Value::Const(c) => matches!(m.consts.get(c).kind, crate::constant::ConstKind::Int(_) | crate::constant::ConstKind::WideInt(_) | crate::constant::ConstKind::Float(_)),
        _ => false,
    }
}

/// Whether a global value is a function named `llvm.*`.
pub fn is_intrinsic(m: &Module, g: GlobalId) -> bool {
    let gl = &m.globals[g.index()];
    matches!(gl.kind, GlobalKind::Function(_)) && gl.name.is_some_and(|n| m.symbols.bytes(n).starts_with(b"llvm."))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lookup_takes_the_longest_prefix() {
        assert_eq!(lookup(b"llvm.memcpy.p0i8.p0i8.i64").map(|d| d.id), Some(IntrinsicId::Memcpy));
        assert_eq!(lookup(b"llvm.memcpy.inline.p0.p0.i64").map(|d| d.id), Some(IntrinsicId::MemcpyInline));
        assert_eq!(lookup(b"llvm.vector.reduce.add.v4i32").map(|d| d.id), Some(IntrinsicId::VectorReduceAdd));
        assert_eq!(lookup(b"llvm.trap").map(|d| d.id), Some(IntrinsicId::Trap));
        assert!(lookup(b"llvm.frobnicate.i32").is_none());
    }

    #[test]
    fn every_id_has_one_entry() {
        let mut names: Vec<&str> = INTRINSICS.iter().map(|d| d.name).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), INTRINSICS.len());
        for d in INTRINSICS {
            assert_eq!(def_of(d.id).name, d.name);
        }
    }

    #[test]
    fn declared_intrinsics_pass_their_own_check() {
        let mut m = Module::default();
        let v4i32 = m.types.vector(4, TypeTable::I32, false);
        let i8p = m.types.ptr(0, Some(TypeTable::I8));
        for (id, overloads, name) in [
            (IntrinsicId::Memcpy, vec![i8p, i8p, TypeTable::I64], "llvm.memcpy.p0i8.p0i8.i64"),
            (IntrinsicId::SaddWithOverflow, vec![v4i32], "llvm.sadd.with.overflow.v4i32"),
            (IntrinsicId::VectorReduceAdd, vec![v4i32], "llvm.vector.reduce.add.v4i32"),
            (IntrinsicId::StackSave, vec![], "llvm.stacksave"),
        ] {
            let g = declare(&mut m, id, &overloads).unwrap();
            let gl = &m.globals[g.index()];
            assert_eq!(m.symbols.bytes(gl.name.unwrap()), name.as_bytes());
            check_signature(&m, name.as_bytes(), gl.value_ty).unwrap();
            assert_eq!(id_of(&m, g), Some(id));
        }
    }
}
