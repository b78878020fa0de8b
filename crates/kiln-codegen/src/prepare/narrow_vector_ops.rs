//! Narrowing of vector operations on zero-extended values, above -O0: `trunc (op (zext x), s)`
//! back to `x`'s type becomes `op x, s'` on the narrow type, with `s'` the other operand
//! clamped to the narrow maximum (`umin(s, MAX)`, truncated). clang writes this for a loop
//! over `unsigned short` that subtracts an `unsigned` with saturation (zlib's window slide in
//! `fill_window`: `m >= wsize ? m - wsize : 0`), vectorized as `<8 x i32>` that the target
//! splits into two registers and packs back; the narrow form is one instruction (x86:
//! `psubusw`). The SelectionDAG builder cannot see the shape when the splat `s` is built in
//! the loop's preheader, which is why this is an IR rewrite: a splat's scalar is clamped once
//! where the splat is built, and the narrow splat crosses into the loop as one register.
//!
//! Exact only where every result fits the narrow type: `usub.sat(x, s) <= x` and
//! `umin(x, s) <= x`, and for `s >= MAX` both give what `s = MAX` gives (`x - MAX` saturates to
//! 0 for every `x <= MAX`; `min(x, MAX)` is `x`). `uadd.sat`, `umax` and the signed operations
//! can exceed the narrow range, where the truncation wraps but the narrow operation saturates
//! or clamps, so they stay (the unit tests check each by exhaustion on 8 of 16 bits). The other
//! operand may be a splat of a scalar, a constant, or the zero extension of a narrow value. A
//! rewrite happens only where the target has the narrow operation as one instruction (its
//! `legal` answer for the DAG operation on the narrow type).

use super::lanes::{splat_parts, use_counts};
use crate::isel::dag::Isd;
use crate::target::value_types::Mvt;
use kiln_ir::intrinsics::{self, IntrinsicId};
use kiln_ir::{
    AttrList, CallData, ConstKind, Constant, Function, GlobalId, Inst, InstData, InstFlags, InstId, Module,
    Opcode, TailKind, Type, TypeId, Value,
};
use rustc_hash::FxHashMap;

/// The operations narrowed (each exact on operands of which one is zero-extended, the other
/// clamped: see the module doc), with the DAG operation the target is asked about.
const NARROWABLE: &[(IntrinsicId, Isd)] = &[(IntrinsicId::UsubSat, Isd::USubSat), (IntrinsicId::Umin, Isd::UMin)];

/// Narrows the extended vector operations of every defined function of `module` where
/// `legal(op, vt)` says the target has `op` on the narrow type `vt`.
pub fn run(module: &mut Module, legal: &dyn Fn(Isd, Mvt) -> bool) -> Result<(), String> {
    let callees: FxHashMap<GlobalId, IntrinsicId> = (0..module.globals.len() as u32)
        .map(GlobalId)
        .filter_map(|g| {
            let id = intrinsics::id_of(module, g)?;
            NARROWABLE.iter().any(|&(op, _)| op == id).then_some((g, id))
        })
        .collect();
    if callees.is_empty() {
        return Ok(());
    }
    for f in 0..module.functions.len() {
        if module.functions[f].is_declaration() {
            continue;
        }
        let rewrites = plan(module, f, &callees, legal);
        if !rewrites.is_empty() {
            apply(module, f, rewrites, &callees)?;
        }
    }
    Ok(())
}

/// How the narrow operation gets its second operand.
enum Other {
    /// A value of the narrow type: the operand of a `zext`, or a clamped constant.
    Narrow(Value),
    /// A splat of the scalar `scalar` (the wide element type), built by the `shufflevector`
    /// `shuffle` of the `insertelement` `insert`.
    Splat { shuffle: InstId, insert: InstId, scalar: Value },
}

/// One `trunc` to rewrite as the narrow operation `op` of `x` and `other`.
struct Rewrite {
    trunc: InstId,
    op: IntrinsicId,
    x: Value,
    other: Other,
}

/// The largest value of a `bits`-wide unsigned integer.
fn narrow_max(bits: u32) -> u128 {
    u128::MAX >> (128 - bits)
}

/// `s` clamped to a `bits`-wide unsigned integer: what the narrow operation takes for `s`.
fn clamp(s: u128, bits: u32) -> u128 {
    s.min(narrow_max(bits))
}

/// The simple vector type of the IR type `ty`, if it is a fixed vector of integers.
fn vector_mvt(module: &Module, ty: TypeId) -> Option<Mvt> {
    match module.types.get(ty) {
        &Type::Vector { len, elem, scalable: false } => Mvt::vector(Mvt::integer(module.types.int_width(elem)?)?, len),
        _ => None,
    }
}

fn plan(module: &mut Module, f: usize, callees: &FxHashMap<GlobalId, IntrinsicId>, legal: &dyn Fn(Isd, Mvt) -> bool) -> Vec<Rewrite> {
    let uses = use_counts(module, &module.functions[f]);
    let mut rewrites = Vec::new();
    for bi in 0..module.functions[f].layout.len() {
        let b = module.functions[f].layout[bi];
        for ii in 0..module.functions[f].blocks[b.index()].insts.len() {
            let func = &module.functions[f];
            let trunc = func.blocks[b.index()].insts[ii];
            let t = &func.insts[trunc.index()];
            let Some((narrow_ty, Value::Inst(wide))) = (t.opcode == Opcode::Trunc).then(|| (t.ty, t.operands[0])) else { continue };
            let call = &func.insts[wide.index()];
            let (Opcode::Call, Some(&Value::Global(g)), 1) = (call.opcode, call.operands.last(), uses[wide.index()]) else { continue };
            let Some(&op) = callees.get(&g) else { continue };
            let Some(vt) = vector_mvt(module, narrow_ty) else { continue };
            let isd = NARROWABLE.iter().find(|&&(o, _)| o == op).map(|&(_, isd)| isd).expect("callees are narrowable");
            if call.operands.len() != 3 || !legal(isd, vt) {
                continue;
            }
            let extended = |v: Value| match v {
                Value::Inst(z) if func.insts[z.index()].opcode == Opcode::ZExt => {
                    let x = func.insts[z.index()].operands[0];
                    (module.value_type(Some(func), x) == narrow_ty).then_some(x)
                }
                _ => None,
            };
            // The extended operand comes first; `umin` commutes.
            let (a, b) = (call.operands[0], call.operands[1]);
            let (x, other) = match (extended(a), extended(b)) {
                (Some(x), _) => (x, b),
                (None, Some(x)) if op == IntrinsicId::Umin => (x, a),
                _ => continue,
            };
            let other = match extended(other) {
                Some(y) => Other::Narrow(y),
                None => match narrow_operand(module, f, other, narrow_ty) {
                    Some(other) => other,
                    None => continue,
                },
            };
            rewrites.push(Rewrite { trunc, op, x, other });
        }
    }
    rewrites
}

/// The narrow form of `other` (of the wide type) that is not an extension: a constant clamped
/// lane by lane, or a splat of a scalar (clamped where the splat is built).
fn narrow_operand(module: &mut Module, f: usize, other: Value, narrow_ty: TypeId) -> Option<Other> {
    let elem = module.types.scalar(narrow_ty);
    let bits = module.types.int_width(elem)?;
    match other {
        Value::Const(c) => {
            let kind = match &module.consts.get(c).kind {
                ConstKind::Zero => ConstKind::Zero,
                ConstKind::Undef => ConstKind::Undef,
                ConstKind::Poison => ConstKind::Poison,
                ConstKind::Vector(lanes) => {
                    let lanes = lanes.clone();
                    let mut narrow = Vec::with_capacity(lanes.len());
                    for lane in lanes {
                        let Value::Const(l) = lane else { return None };
                        let kind = match module.consts.get(l).kind {
                            ConstKind::Int(v) => ConstKind::Int(clamp(v, bits)),
                            ConstKind::Undef => ConstKind::Undef,
                            ConstKind::Poison => ConstKind::Poison,
                            _ => return None,
                        };
                        narrow.push(Value::Const(module.consts.intern(Constant { ty: elem, kind })));
                    }
                    ConstKind::Vector(narrow)
                }
                _ => return None,
            };
            Some(Other::Narrow(Value::Const(module.consts.intern(Constant { ty: narrow_ty, kind }))))
        }
        _ => {
            let (shuffle, insert, scalar) = splat_parts(module, &module.functions[f], other)?;
            Some(Other::Splat { shuffle, insert, scalar })
        }
    }
}

/// A call of `callee` (its global) with `args`, as an instruction of type `ty`.
fn call(module: &Module, ty: TypeId, callee: GlobalId, args: &[Value]) -> Inst {
    let mut operands: kiln_ir::Operands = args.into();
    operands.push(Value::Global(callee));
    let data = CallData { fn_ty: module.globals[callee.index()].value_ty, cc: 0, attrs: AttrList::default(), tail: TailKind::None, bundles: Vec::new() };
    Inst { opcode: Opcode::Call, flags: InstFlags::default(), ty, name: None, operands, data: InstData::Call(Box::new(data)), metadata: Default::default() }
}

fn plain(opcode: Opcode, ty: TypeId, operands: &[Value]) -> Inst {
    Inst { opcode, flags: InstFlags::default(), ty, name: None, operands: operands.into(), data: InstData::None, metadata: Default::default() }
}

/// Builds the narrow splat of the wide splat `shuffle` (of `insert`, of `scalar`) right after
/// `shuffle`: the scalar clamped and truncated (a constant folded, a zero extension of a narrow
/// value taken as that value), inserted into lane 0 and splatted by the same mask.
fn narrow_splat(module: &mut Module, f: usize, shuffle: InstId, insert: InstId, scalar: Value, narrow_ty: TypeId) -> Result<Value, String> {
    let elem = module.types.scalar(narrow_ty);
    let bits = module.types.int_width(elem).expect("narrowed vectors are of integers");
    let func = &module.functions[f];
    let wide_elem = module.value_type(Some(func), scalar);
    let known = match scalar {
        Value::Const(c) => match module.consts.get(c).kind {
            ConstKind::Int(v) => Some(ConstKind::Int(clamp(v, bits))),
            ConstKind::Undef => Some(ConstKind::Undef),
            ConstKind::Poison => Some(ConstKind::Poison),
            _ => None,
        },
        _ => None,
    };
    let extended = match scalar {
        Value::Inst(z) if func.insts[z.index()].opcode == Opcode::ZExt => {
            Some(func.insts[z.index()].operands[0]).filter(|&s| module.value_type(Some(func), s) == elem)
        }
        _ => None,
    };
    let (ins, sh) = (&func.insts[insert.index()], &func.insts[shuffle.index()]);
    let (index, mask, metadata) = (ins.operands[2], sh.operands[2], sh.metadata.clone());
    let (insert_len, _) = module.types.vector_shape(ins.ty).expect("insertelement makes a vector");
    let insert_ty = module.types.vector(insert_len, elem, false);
    let poison = Value::Const(module.consts.intern(Constant { ty: insert_ty, kind: ConstKind::Poison }));
    let mut built = Vec::new();
    let narrow_scalar = match (known, extended) {
        (Some(kind), _) => Value::Const(module.consts.intern(Constant { ty: elem, kind })),
        (None, Some(s)) => s,
        (None, None) => {
            let umin = intrinsics::declare(module, IntrinsicId::Umin, &[wide_elem])?;
            let max = Value::Const(module.consts.intern(Constant { ty: wide_elem, kind: ConstKind::Int(narrow_max(bits)) }));
            let clamp_call = call(module, wide_elem, umin, &[scalar, max]);
            let clamped = push(&mut module.functions[f], clamp_call, &metadata, &mut built);
            push(&mut module.functions[f], plain(Opcode::Trunc, elem, &[clamped]), &metadata, &mut built)
        }
    };
    let func = &mut module.functions[f];
    let inserted = push(func, plain(Opcode::InsertElement, insert_ty, &[poison, narrow_scalar, index]), &metadata, &mut built);
    let splat = push(func, plain(Opcode::ShuffleVector, narrow_ty, &[inserted, poison, mask]), &metadata, &mut built);
    let block = func.layout.iter().copied().find(|b| func.blocks[b.index()].insts.contains(&shuffle)).expect("the wide splat is in a block");
    let insts = &mut func.blocks[block.index()].insts;
    let at = insts.iter().position(|&i| i == shuffle).expect("found above") + 1;
    insts.splice(at..at, built);
    Ok(splat)
}

/// Adds `inst` (with `metadata`) to `func`'s instructions and its id to `built`.
fn push(func: &mut Function, mut inst: Inst, metadata: &[(kiln_ir::Sym, kiln_ir::MdId)], built: &mut Vec<InstId>) -> Value {
    inst.metadata = metadata.into();
    let id = InstId(func.insts.len() as u32);
    func.insts.push(inst);
    built.push(id);
    Value::Inst(id)
}

fn apply(module: &mut Module, f: usize, rewrites: Vec<Rewrite>, callees: &FxHashMap<GlobalId, IntrinsicId>) -> Result<(), String> {
    // The narrow splats, by the wide splat each replaces.
    let mut splats: FxHashMap<InstId, Value> = FxHashMap::default();
    let mut dropped = Vec::new();
    for r in rewrites {
        let narrow_ty = module.functions[f].insts[r.trunc.index()].ty;
        let other = match r.other {
            Other::Narrow(v) => v,
            Other::Splat { shuffle, insert, scalar } => match splats.get(&shuffle) {
                Some(&v) => v,
                None => {
                    let v = narrow_splat(module, f, shuffle, insert, scalar, narrow_ty)?;
                    splats.insert(shuffle, v);
                    v
                }
            },
        };
        let callee = intrinsics::declare(module, r.op, &[narrow_ty])?;
        let mut narrow = call(module, narrow_ty, callee, &[r.x, other]);
        let func = &mut module.functions[f];
        let t = &func.insts[r.trunc.index()];
        if let Value::Inst(wide) = t.operands[0] {
            dropped.push(wide);
        }
        (narrow.name, narrow.metadata) = (t.name, t.metadata.clone());
        func.insts[r.trunc.index()] = narrow;
    }
    remove_dead(module, f, dropped, callees);
    Ok(())
}

/// Removes the wide operations the rewrites left without uses, and then the extensions,
/// splats and other narrowable operations only they read.
fn remove_dead(module: &mut Module, f: usize, mut work: Vec<InstId>, callees: &FxHashMap<GlobalId, IntrinsicId>) {
    let mut uses = use_counts(module, &module.functions[f]);
    let func = &mut module.functions[f];
    let mut dead = vec![false; func.insts.len()];
    while let Some(i) = work.pop() {
        let inst = &func.insts[i.index()];
        let pure = matches!(inst.opcode, Opcode::ZExt | Opcode::ShuffleVector | Opcode::InsertElement)
            || (inst.opcode == Opcode::Call && matches!(inst.operands.last(), Some(Value::Global(g)) if callees.contains_key(g)));
        if dead[i.index()] || uses[i.index()] != 0 || !pure {
            continue;
        }
        dead[i.index()] = true;
        for &v in inst.operands.iter() {
            if let Value::Inst(o) = v {
                uses[o.index()] -= 1;
                work.push(o);
            }
        }
    }
    for &b in &func.layout {
        func.blocks[b.index()].insts.retain(|i| !dead[i.index()]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `op` on `bits`-wide operands, as unsigned values (signed operations read and give two's
    /// complement).
    fn eval(op: IntrinsicId, a: u128, b: u128, bits: u32) -> u128 {
        let max = narrow_max(bits);
        let signed = |v: u128| if v >> (bits - 1) & 1 == 1 { v as i128 - (1i128 << bits) } else { v as i128 };
        let (smin, smax) = (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1);
        let wrap = |v: i128| (v as u128) & max;
        match op {
            IntrinsicId::UsubSat => a.saturating_sub(b),
            IntrinsicId::UaddSat => (a + b).min(max),
            IntrinsicId::SsubSat => wrap((signed(a) - signed(b)).clamp(smin, smax)),
            IntrinsicId::SaddSat => wrap((signed(a) + signed(b)).clamp(smin, smax)),
            IntrinsicId::Umin => a.min(b),
            IntrinsicId::Umax => a.max(b),
            IntrinsicId::Smin => wrap(signed(a).min(signed(b))),
            IntrinsicId::Smax => wrap(signed(a).max(signed(b))),
            _ => unreachable!("not a saturating, minimum or maximum operation"),
        }
    }

    /// Whether `trunc (op (zext x), s)` equals `op x, clamp(s)` for every 8-bit `x` and 16-bit
    /// `s` (with the extended operand second when `swapped`).
    fn exact_on_8_of_16_bits(op: IntrinsicId, swapped: bool) -> bool {
        (0..=0xffu128).all(|x| {
            (0..=0xffffu128).all(|s| {
                let (wide, narrow) = if swapped {
                    (eval(op, s, x, 16), eval(op, clamp(s, 8), x, 8))
                } else {
                    (eval(op, x, s, 16), eval(op, x, clamp(s, 8), 8))
                };
                wide & 0xff == narrow
            })
        })
    }

    #[test]
    fn exactly_the_narrowable_operations_keep_the_truncated_result() {
        use IntrinsicId::*;
        for op in [UsubSat, UaddSat, SsubSat, SaddSat, Umin, Umax, Smin, Smax] {
            let narrowable = NARROWABLE.iter().any(|&(o, _)| o == op);
            assert_eq!(exact_on_8_of_16_bits(op, false), narrowable, "{op:?}");
            // Only `umin` takes its extended operand second (it commutes); `s - x` does not fit.
            assert_eq!(exact_on_8_of_16_bits(op, true), narrowable && op == Umin, "{op:?} swapped");
        }
    }

    fn narrowed(text: &str, legal: &dyn Fn(Isd, Mvt) -> bool) -> String {
        let mut module = kiln_ir::parse("f.ll", text).unwrap();
        run(&mut module, legal).unwrap();
        kiln_ir::verify_module(&module).unwrap();
        kiln_ir::print(&module)
    }

    fn words_subtract(op: Isd, vt: Mvt) -> bool {
        op == Isd::USubSat && vt == Mvt::V8I16
    }

    /// zlib's window slide: the splat of the preheader clamped there, the loop's operation narrow.
    const SLIDE: &str = "define void @slide(<8 x i16>* %p, i32 %w) {\nentry:\n  %i = insertelement <8 x i32> poison, i32 %w, i64 0\n  %s = shufflevector <8 x i32> %i, <8 x i32> poison, <8 x i32> zeroinitializer\n  br label %loop\nloop:\n  %m = load <8 x i16>, <8 x i16>* %p, align 2\n  %z = zext <8 x i16> %m to <8 x i32>\n  %d = call <8 x i32> @llvm.usub.sat.v8i32(<8 x i32> %z, <8 x i32> %s)\n  %t = trunc <8 x i32> %d to <8 x i16>\n  store <8 x i16> %t, <8 x i16>* %p, align 2\n  br label %loop\n}\ndeclare <8 x i32> @llvm.usub.sat.v8i32(<8 x i32>, <8 x i32>)\n";

    #[test]
    fn a_splat_is_clamped_where_it_is_built_and_the_wide_operation_goes() {
        let printed = narrowed(SLIDE, &words_subtract);
        assert!(
            printed.contains("entry:\n  %0 = call i32 @llvm.umin.i32(i32 %w, i32 65535)\n  %1 = trunc i32 %0 to i16\n  %2 = insertelement <8 x i16> poison, i16 %1, i64 0\n  %3 = shufflevector <8 x i16> %2, <8 x i16> poison, <8 x i32> zeroinitializer\n  br label %loop\n"),
            "{printed}"
        );
        assert!(printed.contains("  %m = load <8 x i16>, <8 x i16>* %p, align 2\n  %t = call <8 x i16> @llvm.usub.sat.v8i16(<8 x i16> %m, <8 x i16> %3)\n  store"), "{printed}");
        assert!(printed.contains("declare <8 x i16> @llvm.usub.sat.v8i16(<8 x i16>, <8 x i16>)"), "{printed}");
        // Without the narrow instruction nothing changes.
        assert_eq!(narrowed(SLIDE, &|_, _| false), kiln_ir::print(&kiln_ir::parse("f.ll", SLIDE).unwrap()));
    }

    #[test]
    fn constants_are_clamped_lane_by_lane_and_extended_operands_taken_narrow() {
        let text = "define <8 x i16> @f(<8 x i16> %x, <8 x i16> %y, i16 %n) {\n  %zx = zext <8 x i16> %x to <8 x i32>\n  %zy = zext <8 x i16> %y to <8 x i32>\n  %a = call <8 x i32> @llvm.usub.sat.v8i32(<8 x i32> %zx, <8 x i32> <i32 1, i32 70000, i32 65535, i32 undef, i32 0, i32 -1, i32 2, i32 3>)\n  %ta = trunc <8 x i32> %a to <8 x i16>\n  %b = call <8 x i32> @llvm.umin.v8i32(<8 x i32> %zy, <8 x i32> %zx)\n  %tb = trunc <8 x i32> %b to <8 x i16>\n  %zn = zext i16 %n to i32\n  %i = insertelement <8 x i32> undef, i32 %zn, i32 0\n  %s = shufflevector <8 x i32> %i, <8 x i32> undef, <8 x i32> zeroinitializer\n  %c = call <8 x i32> @llvm.umin.v8i32(<8 x i32> %s, <8 x i32> %zx)\n  %tc = trunc <8 x i32> %c to <8 x i16>\n  %r0 = add <8 x i16> %ta, %tb\n  %r = add <8 x i16> %r0, %tc\n  ret <8 x i16> %r\n}\ndeclare <8 x i32> @llvm.usub.sat.v8i32(<8 x i32>, <8 x i32>)\ndeclare <8 x i32> @llvm.umin.v8i32(<8 x i32>, <8 x i32>)\n";
        let printed = narrowed(text, &|op, vt| matches!(op, Isd::USubSat | Isd::UMin) && vt == Mvt::V8I16);
        assert!(printed.contains("  %ta = call <8 x i16> @llvm.usub.sat.v8i16(<8 x i16> %x, <8 x i16> <i16 1, i16 -1, i16 -1, i16 undef, i16 0, i16 -1, i16 2, i16 3>)\n"), "{printed}");
        assert!(printed.contains("  %tb = call <8 x i16> @llvm.umin.v8i16(<8 x i16> %y, <8 x i16> %x)\n"), "{printed}");
        // The scalar is already narrow: no clamp.
        // (%0 is the entry block.)
        assert!(printed.contains("  %1 = insertelement <8 x i16> poison, i16 %n, i32 0\n  %2 = shufflevector <8 x i16> %1, <8 x i16> poison, <8 x i32> zeroinitializer\n  %tc = call <8 x i16> @llvm.umin.v8i16(<8 x i16> %x, <8 x i16> %2)\n"), "{printed}");
        for gone in ["%zx =", "%zy =", "%zn =", "%s =", "%i =", "call <8 x i32>"] {
            assert!(!printed.contains(gone), "{gone} left in {printed}");
        }
    }

    #[test]
    fn inexact_or_unprofitable_shapes_stay() {
        let text = "define void @f(<8 x i16> %x, <8 x i32> %v, <8 x i16>* %p, <8 x i8>* %q) {\n  %z = zext <8 x i16> %x to <8 x i32>\n  %a = call <8 x i32> @llvm.usub.sat.v8i32(<8 x i32> %v, <8 x i32> %z)\n  %ta = trunc <8 x i32> %a to <8 x i16>\n  store <8 x i16> %ta, <8 x i16>* %p\n  %b = call <8 x i32> @llvm.uadd.sat.v8i32(<8 x i32> %z, <8 x i32> %v)\n  %tb = trunc <8 x i32> %b to <8 x i16>\n  store <8 x i16> %tb, <8 x i16>* %p\n  %c = call <8 x i32> @llvm.usub.sat.v8i32(<8 x i32> %z, <8 x i32> %v)\n  %tc = trunc <8 x i32> %c to <8 x i16>\n  store <8 x i16> %tc, <8 x i16>* %p\n  %d = call <8 x i32> @llvm.usub.sat.v8i32(<8 x i32> %z, <8 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>)\n  %td = trunc <8 x i32> %d to <8 x i8>\n  store <8 x i8> %td, <8 x i8>* %q\n  %e = call <8 x i32> @llvm.usub.sat.v8i32(<8 x i32> %z, <8 x i32> zeroinitializer)\n  %te = trunc <8 x i32> %e to <8 x i16>\n  store <8 x i16> %te, <8 x i16>* %p\n  store <8 x i32> %e, <8 x i32>* null\n  ret void\n}\ndeclare <8 x i32> @llvm.usub.sat.v8i32(<8 x i32>, <8 x i32>)\ndeclare <8 x i32> @llvm.uadd.sat.v8i32(<8 x i32>, <8 x i32>)\n";
        // Extended operand second, `uadd.sat`, a wide operand that is no splat, constant or
        // extension, a truncation to another type, a wide result used elsewhere.
        let all = |_: Isd, _: Mvt| true;
        assert_eq!(narrowed(text, &all), kiln_ir::print(&kiln_ir::parse("f.ll", text).unwrap()));
    }
}
