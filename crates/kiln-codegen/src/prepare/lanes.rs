//! What the vector rewrites of preparation ([`super::narrow_vector_ops`],
//! [`super::cancel_permutations`]) read of the IR: how many instructions use each value,
//! a `shufflevector`'s mask, and the splat of a scalar (`insertelement` into lane 0, then a
//! shuffle with an all-zero mask), clang's broadcast.

use kiln_ir::{ConstKind, Function, InstId, MdField, Metadata, Module, Opcode, Value};

/// The uses of each instruction of `func` by the instructions of its blocks (a function-local
/// metadata operand, `metadata i32 %x` or inside `!DIArgList`, counts as one).
pub fn use_counts(module: &Module, func: &Function) -> Vec<u32> {
    let mut uses = vec![0u32; func.insts.len()];
    let mut count = |v: Value| {
        if let Value::Inst(i) = v {
            uses[i.index()] += 1;
        }
    };
    for &b in &func.layout {
        for &i in &func.blocks[b.index()].insts {
            for &v in func.insts[i.index()].operands.iter() {
                let Value::Metadata(md) = v else {
                    count(v);
                    continue;
                };
                match &module.metadata[md.index()] {
                    Metadata::Value(_, v) => count(*v),
                    Metadata::Node { fields, .. } => {
                        for field in fields {
                            if let (_, MdField::Md(m)) = field {
                                if let Metadata::Value(_, v) = &module.metadata[m.index()] {
                                    count(*v);
                                }
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
    }
    uses
}

/// The lanes a `shufflevector` mask picks (`None`: undefined), if it is a constant of `len`
/// lanes.
pub fn shuffle_mask(module: &Module, mask: Value, len: u32) -> Option<Vec<Option<u32>>> {
    let Value::Const(c) = mask else { return None };
    let lanes = match &module.consts.get(c).kind {
        ConstKind::Zero => vec![Some(0); len as usize],
        ConstKind::Undef | ConstKind::Poison => vec![None; len as usize],
        ConstKind::Vector(values) => values.iter().map(|&m| module.const_int(m).map(|k| k as u32)).collect(),
        _ => return None,
    };
    (lanes.len() == len as usize).then_some(lanes)
}

/// `v` as a splat: the `shufflevector` whose every lane is element 0 of an `insertelement`
/// into lane 0, with that `insertelement` and the scalar it inserts.
pub fn splat_parts(module: &Module, func: &Function, v: Value) -> Option<(InstId, InstId, Value)> {
    let Value::Inst(shuffle) = v else { return None };
    let sh = &func.insts[shuffle.index()];
    let (Opcode::ShuffleVector, Value::Inst(insert)) = (sh.opcode, sh.operands[0]) else { return None };
    let (len, _) = module.types.vector_shape(sh.ty)?;
    let all_zero = shuffle_mask(module, sh.operands[2], len)?.iter().all(|&l| l == Some(0));
    let ins = &func.insts[insert.index()];
    (all_zero && ins.opcode == Opcode::InsertElement && module.const_int(ins.operands[2]) == Some(0)).then(|| (shuffle, insert, ins.operands[1]))
}

/// Whether `v` has the same defined value in every lane: a splat, or a constant whose lanes
/// are one defined constant.
pub fn is_uniform(module: &Module, func: &Function, v: Value) -> bool {
    match v {
        Value::Const(c) => match &module.consts.get(c).kind {
            ConstKind::Zero => true,
            ConstKind::Vector(lanes) => {
                let defined = |l: &Value| !matches!(l, Value::Const(k) if matches!(module.consts.get(*k).kind, ConstKind::Undef | ConstKind::Poison));
                lanes.first().is_some_and(defined) && lanes.iter().all(|l| l == &lanes[0])
            }
            _ => false,
        },
        _ => splat_parts(module, func, v).is_some_and(|(_, _, s)| !matches!(s, Value::Const(k) if matches!(module.consts.get(k).kind, ConstKind::Undef | ConstKind::Poison))),
    }
}
