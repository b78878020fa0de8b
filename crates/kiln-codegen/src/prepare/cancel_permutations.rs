//! Permutations undone through lane-wise operations, above -O0: `shufflevector (op
//! (shufflevector x, M), s), M'`, where `M'` puts every lane back where `M` took it from and
//! `s` is the same in every lane (a splat or a uniform constant; or another operand permuted
//! by `M`), is `op x, s`. A loop vectorized backwards reverses each vector it loads and
//! reverses the result back before it stores it (zlib's window slide in `fill_window` counts
//! down); lane `j` of the result is `op(x[M[M'[j]]], s) = op(x[j], s)`, so both permutations
//! go. The SelectionDAG builder turns each `shufflevector` into a vector built lane by lane,
//! and a target without the permutation as one instruction (x86 before SSSE3 reverses 16-bit
//! lanes word by word) pays for both on every iteration.
//!
//! Lane-wise: the integer and floating-point binary operators and the saturating, minimum and
//! maximum intrinsics. Only permutations of one source (every lane defined, the second
//! operand unused) whose instructions have no other use are undone.

use super::lanes::{is_uniform, shuffle_mask, use_counts};
use kiln_ir::intrinsics::{self, IntrinsicId};
use kiln_ir::{Function, InstId, Module, Opcode, Value};

/// The intrinsics that compute each lane from the same lane of their operands.
const LANE_WISE: &[IntrinsicId] = &[
    IntrinsicId::UaddSat,
    IntrinsicId::UsubSat,
    IntrinsicId::SaddSat,
    IntrinsicId::SsubSat,
    IntrinsicId::Umin,
    IntrinsicId::Umax,
    IntrinsicId::Smin,
    IntrinsicId::Smax,
];

/// Undoes the permutations of every defined function of `module`.
pub fn run(module: &mut Module) {
    for f in 0..module.functions.len() {
        if module.functions[f].is_declaration() {
            continue;
        }
        let rewrites = plan(module, &module.functions[f]);
        let func = &mut module.functions[f];
        let mut dead = Vec::new();
        for r in rewrites {
            let mut inst = func.insts[r.op.index()].clone();
            for &(o, source) in &r.sources {
                inst.operands[o] = source;
            }
            let outer = &func.insts[r.outer.index()];
            (inst.name, inst.metadata) = (outer.name, outer.metadata.clone());
            func.insts[r.outer.index()] = inst;
            dead.push(r.op);
            dead.extend(r.permutations);
        }
        if !dead.is_empty() {
            let mut is_dead = vec![false; func.insts.len()];
            for i in dead {
                is_dead[i.index()] = true;
            }
            for &b in &func.layout {
                func.blocks[b.index()].insts.retain(|i| !is_dead[i.index()]);
            }
        }
    }
}

/// The outer permutation `outer` of the lane-wise `op` becomes `op` with each operand `o` of
/// `sources` read from the source of its permutation (`permutations`, which go with `op`).
struct Rewrite {
    outer: InstId,
    op: InstId,
    sources: Vec<(usize, Value)>,
    permutations: Vec<InstId>,
}

/// The permutation an instruction makes of one source: the source and, per lane, the lane
/// it takes.
fn permutation(module: &Module, func: &Function, id: InstId) -> Option<(Value, Vec<u32>)> {
    let inst = &func.insts[id.index()];
    if inst.opcode != Opcode::ShuffleVector {
        return None;
    }
    let (len, _) = module.types.vector_shape(inst.ty)?;
    let source = inst.operands[0];
    if module.value_type(Some(func), source) != inst.ty {
        return None;
    }
    let lanes: Option<Vec<u32>> = shuffle_mask(module, inst.operands[2], len)?.into_iter().map(|l| l.filter(|&k| k < len)).collect();
    Some((source, lanes?))
}

fn is_lane_wise(module: &Module, func: &Function, id: InstId) -> bool {
    let inst = &func.insts[id.index()];
    match inst.opcode {
        Opcode::Call => {
            matches!(inst.operands.last(), Some(&Value::Global(g)) if intrinsics::id_of(module, g).is_some_and(|i| LANE_WISE.contains(&i)))
                && inst.call_data().is_some_and(|c| c.bundles.is_empty())
        }
        op => op.is_binary(),
    }
}

fn plan(module: &Module, func: &Function) -> Vec<Rewrite> {
    let uses = use_counts(module, func);
    let mut rewrites = Vec::new();
    // The instructions of the rewrites planned (replaced or removed), and those removed.
    let (mut claimed, mut gone) = (vec![false; func.insts.len()], vec![false; func.insts.len()]);
    for &b in &func.layout {
        for &outer in &func.blocks[b.index()].insts {
            let Some((Value::Inst(op), back)) = permutation(module, func, outer) else { continue };
            if uses[op.index()] != 1 || !is_lane_wise(module, func, op) {
                continue;
            }
            let inst = &func.insts[op.index()];
            let args = if inst.opcode == Opcode::Call { inst.operands.len() - 1 } else { inst.operands.len() };
            let mut sources = Vec::new();
            let mut permutations = Vec::new();
            let undone = (0..args).all(|o| {
                let v = inst.operands[o];
                if is_uniform(module, func, v) {
                    return true;
                }
                let Value::Inst(p) = v else { return false };
                let Some((source, there)) = permutation(module, func, p) else { return false };
                // Lane j of the result is lane back[j] of `op`, which read lane there[back[j]].
                let puts_back = back.iter().enumerate().all(|(j, &k)| there[k as usize] == j as u32);
                if !puts_back || uses[p.index()] != 1 {
                    return false;
                }
                sources.push((o, source));
                permutations.push(p);
                true
            });
            // A rewrite whose instructions an earlier one replaces or removes is left, as is one
            // whose result would read an instruction an earlier one removes.
            let ids = || [outer, op].into_iter().chain(permutations.iter().copied());
            let clash = ids().any(|i| claimed[i.index()]) || sources.iter().any(|&(_, v)| matches!(v, Value::Inst(i) if gone[i.index()]));
            if undone && !sources.is_empty() && !clash {
                for i in ids() {
                    claimed[i.index()] = true;
                    gone[i.index()] = i != outer;
                }
                rewrites.push(Rewrite { outer, op, sources, permutations });
            }
        }
    }
    rewrites
}

#[cfg(test)]
mod tests {
    fn cancelled(text: &str) -> String {
        let mut module = kiln_ir::parse("f.ll", text).unwrap();
        super::run(&mut module);
        kiln_ir::verify_module(&module).unwrap();
        kiln_ir::print(&module)
    }

    const REVERSE: &str = "<8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>";

    #[test]
    fn a_reversed_vector_reversed_back_around_a_splat_operation_is_not_reversed() {
        let text = format!(
            "define <8 x i16> @f(<8 x i16> %x, i16 %w) {{\n  %i = insertelement <8 x i16> poison, i16 %w, i64 0\n  %s = shufflevector <8 x i16> %i, <8 x i16> poison, <8 x i32> zeroinitializer\n  %r = shufflevector <8 x i16> %x, <8 x i16> poison, {REVERSE}\n  %d = call <8 x i16> @llvm.usub.sat.v8i16(<8 x i16> %r, <8 x i16> %s)\n  %b = shufflevector <8 x i16> %d, <8 x i16> poison, {REVERSE}\n  ret <8 x i16> %b\n}}\ndeclare <8 x i16> @llvm.usub.sat.v8i16(<8 x i16>, <8 x i16>)\n"
        );
        let printed = cancelled(&text);
        assert!(printed.contains("  %b = call <8 x i16> @llvm.usub.sat.v8i16(<8 x i16> %x, <8 x i16> %s)\n  ret <8 x i16> %b\n"), "{printed}");
        assert!(!printed.contains("%r =") && !printed.contains("%d ="), "{printed}");
    }

    #[test]
    fn operands_permuted_alike_and_uniform_constants_are_read_in_place() {
        // A rotation by one lane undone by the opposite one; `add` of two rotated operands.
        let text = "define <4 x i32> @f(<4 x i32> %x, <4 x i32> %y) {\n  %rx = shufflevector <4 x i32> %x, <4 x i32> undef, <4 x i32> <i32 1, i32 2, i32 3, i32 0>\n  %ry = shufflevector <4 x i32> %y, <4 x i32> undef, <4 x i32> <i32 1, i32 2, i32 3, i32 0>\n  %a = add nsw <4 x i32> %rx, %ry\n  %m = mul <4 x i32> %a, <i32 3, i32 3, i32 3, i32 3>\n  %b = shufflevector <4 x i32> %m, <4 x i32> undef, <4 x i32> <i32 3, i32 0, i32 1, i32 2>\n  %c = shufflevector <4 x i32> %a, <4 x i32> undef, <4 x i32> <i32 3, i32 0, i32 1, i32 2>\n  %r = add <4 x i32> %b, %c\n  ret <4 x i32> %r\n}\n";
        let printed = cancelled(text);
        // `%a` has two uses, so its permutation back stays; `%m`'s operand is `%a`, not a
        // permutation, so `%b` stays too.
        assert_eq!(printed, kiln_ir::print(&kiln_ir::parse("f.ll", text).unwrap()));
        let single = "define <4 x i32> @f(<4 x i32> %x, <4 x i32> %y) {\n  %rx = shufflevector <4 x i32> %x, <4 x i32> undef, <4 x i32> <i32 1, i32 2, i32 3, i32 0>\n  %ry = shufflevector <4 x i32> %y, <4 x i32> undef, <4 x i32> <i32 1, i32 2, i32 3, i32 0>\n  %a = add nsw <4 x i32> %rx, %ry\n  %c = shufflevector <4 x i32> %a, <4 x i32> undef, <4 x i32> <i32 3, i32 0, i32 1, i32 2>\n  %rz = shufflevector <4 x i32> %c, <4 x i32> undef, <4 x i32> <i32 1, i32 2, i32 3, i32 0>\n  %m = mul <4 x i32> %rz, <i32 3, i32 3, i32 3, i32 3>\n  %b = shufflevector <4 x i32> %m, <4 x i32> undef, <4 x i32> <i32 3, i32 0, i32 1, i32 2>\n  ret <4 x i32> %b\n}\n";
        let printed = cancelled(single);
        assert!(printed.contains("  %c = add nsw <4 x i32> %x, %y\n  %b = mul <4 x i32> %c, <i32 3, i32 3, i32 3, i32 3>\n  ret"), "{printed}");
    }

    #[test]
    fn permutations_that_do_not_put_lanes_back_or_other_operands_stay() {
        let text = format!(
            "define <8 x i16> @f(<8 x i16> %x, <8 x i16> %y, i16 %w) {{\n  %r = shufflevector <8 x i16> %x, <8 x i16> poison, {REVERSE}\n  %d = add <8 x i16> %r, %y\n  %b = shufflevector <8 x i16> %d, <8 x i16> poison, {REVERSE}\n  %r2 = shufflevector <8 x i16> %x, <8 x i16> poison, {REVERSE}\n  %d2 = add <8 x i16> %r2, <i16 1, i16 2, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>\n  %b2 = shufflevector <8 x i16> %d2, <8 x i16> poison, {REVERSE}\n  %r3 = shufflevector <8 x i16> %x, <8 x i16> poison, {REVERSE}\n  %d3 = add <8 x i16> %r3, %r3\n  %b3 = shufflevector <8 x i16> %d3, <8 x i16> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>\n  %r4 = shufflevector <8 x i16> %x, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 undef>\n  %d4 = add <8 x i16> %r4, zeroinitializer\n  %b4 = shufflevector <8 x i16> %d4, <8 x i16> poison, {REVERSE}\n  %s1 = add <8 x i16> %b, %b2\n  %s2 = add <8 x i16> %b3, %b4\n  %s = add <8 x i16> %s1, %s2\n  ret <8 x i16> %s\n}}\n"
        );
        // A non-uniform operand, a constant that is not a splat, a permutation that does not
        // put the lanes back, an undefined lane.
        assert_eq!(cancelled(&text), kiln_ir::print(&kiln_ir::parse("f.ll", &text).unwrap()));
    }
}
