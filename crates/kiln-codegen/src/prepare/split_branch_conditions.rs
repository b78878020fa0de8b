//! Branches on `and`/`or` of conditions become two branches above -O0 (the SelectionDAG
//! builder's `FindMergedConditions` in LLVM, done here on the IR): `br (and a, b), T, F` is
//! `br a, N, F` with a new block `N: br b, T, F`, and `or` likewise with `N` on the false
//! side; the logical forms `select a, b, false` and `select a, true, b` too. Each branch then
//! reads the flags of one compare; otherwise both compares are computed as bytes (`setcc`),
//! combined with `andb` and tested again. Like llc on a target whose jumps are cheap (x86),
//! except where one compare serves both: two compares of the same operands, or
//! `x == 0 & y == 0` / `x != 0 | y != 0` (one `or` and one test). Run before compare
//! sinking, which then gives `N` its own copy of `b`'s compare. What only `N` reads (`b`'s
//! compare, a loop's `--n` before it) moves into `N` (`sink_into_second`).
//!
//! A branch with `!prof` weights (t, f) passes them on as the SelectionDAG builder does: for
//! `and`, `br a` gets (2t + f, f) and `br b` (2t, f); for `or`, `br a` gets (t, t + 2f) and
//! `br b` (t, 2f). `branch_weights` and `set_branch_weights` read and write such weights
//! (switch lowering uses them too).

use kiln_ir::builder::Builder;
use kiln_ir::{Block, BlockId, ConstKind, ConstPool, FuncId, Function, InstData, InstId, IntPredicate, MdId, Metadata, Module, Opcode, TypeTable, Value};

/// Splits the conditional branches of every defined function of `module`.
pub fn run(module: &mut Module) {
    for f in 0..module.functions.len() {
        if module.functions[f].is_declaration() {
            continue;
        }
        let splits = split_function(&module.types, &module.consts, &mut module.functions[f]);
        for (first, second, join) in splits {
            split_weights(module, FuncId(f as u32), first, second, join);
        }
    }
}

/// The `!prof` branch weights of instruction `inst` of `f` (`!{!"branch_weights", w...}`),
/// with the metadata of its `!"branch_weights"` tag.
pub(crate) fn branch_weights(module: &Module, f: FuncId, inst: InstId) -> Option<(MdId, Vec<u64>)> {
    let md = module.functions[f.index()].insts[inst.index()].attachment(module.symbols.lookup(b"prof")?)?;
    let Metadata::Tuple { ops, .. } = module.md(md) else { return None };
    let (tag, weights) = ops.split_first()?;
    let tag = (*tag)?;
    if !matches!(module.md(tag), Metadata::String(k) if module.symbols.bytes(*k) == b"branch_weights") {
        return None;
    }
    let weights = weights.iter().map(|w| match module.md((*w)?) {
        Metadata::Value(_, v) => u64::try_from(module.const_int(*v)?).ok(),
        _ => None,
    });
    Some((tag, weights.collect::<Option<Vec<u64>>>()?))
}

/// Gives instruction `inst` of `f` the `!prof` branch weights `weights` (scaled down to fit
/// `i32`s), in place of any it had; `tag` is a `!"branch_weights"` string.
pub(crate) fn set_branch_weights(module: &mut Module, f: FuncId, inst: InstId, tag: MdId, weights: &[u64]) {
    let scale = weights.iter().copied().max().unwrap_or(0) / i32::MAX as u64 + 1;
    let mut b = Builder::new(module);
    let i32_ty = b.int_type(32);
    let values: Vec<Value> = weights.iter().map(|&w| b.const_int(i32_ty, (w / scale) as i128)).collect();
    let mut ops = vec![Some(tag)];
    ops.extend(values.into_iter().map(|v| Some(module.add_metadata(Metadata::Value(i32_ty, v)))));
    let md = module.add_metadata(Metadata::Tuple { distinct: false, ops });
    let prof = module.symbols.intern(b"prof");
    let attached = &mut module.functions[f.index()].insts[inst.index()].metadata;
    attached.retain(|&(k, _)| k != prof);
    attached.push((prof, md));
}

/// The weights of the two branches a split made of one with weights (see the module docs).
fn split_weights(module: &mut Module, f: FuncId, first: InstId, second: InstId, join: Join) {
    let Some((tag, w)) = branch_weights(module, f, first) else { return };
    let [t, e] = w[..] else { return };
    let (a, b) = match join {
        Join::And => ([2 * t + e, e], [2 * t, e]),
        Join::Or => ([t, t + 2 * e], [t, 2 * e]),
    };
    set_branch_weights(module, f, first, tag, &a);
    set_branch_weights(module, f, second, tag, &b);
}

#[derive(Clone, Copy, PartialEq)]
enum Join {
    And,
    Or,
}

fn is_bool_const(consts: &ConstPool, v: Value, value: u128) -> bool {
    matches!(v, Value::Const(c) if consts.get(c).kind == ConstKind::Int(value))
}

fn is_zero(consts: &ConstPool, v: Value) -> bool {
    matches!(v, Value::Const(c) if matches!(consts.get(c).kind, ConstKind::Int(0) | ConstKind::Null))
}

/// `cond` as `a JOIN b`, when it is one.
fn as_join(types: &TypeTable, consts: &ConstPool, func: &Function, cond: InstId) -> Option<(Join, Value, Value)> {
    let inst = &func.insts[cond.index()];
    if types.int_width(inst.ty) != Some(1) {
        return None;
    }
    let ops = &inst.operands;
    match inst.opcode {
        Opcode::And => Some((Join::And, ops[0], ops[1])),
        Opcode::Or => Some((Join::Or, ops[0], ops[1])),
        Opcode::Select if is_bool_const(consts, ops[2], 0) => Some((Join::And, ops[0], ops[1])),
        Opcode::Select if is_bool_const(consts, ops[1], 1) => Some((Join::Or, ops[0], ops[2])),
        _ => None,
    }
}

/// Whether one compare (or one `or` and a test) decides both sides, so splitting loses.
fn better_joined(consts: &ConstPool, func: &Function, join: Join, a: Value, b: Value) -> bool {
    let (Value::Inst(a), Value::Inst(b)) = (a, b) else { return false };
    let (x, y) = (&func.insts[a.index()], &func.insts[b.index()]);
    let compares = |i: &kiln_ir::Inst| matches!(i.opcode, Opcode::ICmp | Opcode::FCmp);
    if !compares(x) || !compares(y) {
        return false;
    }
    if x.operands == y.operands {
        return true;
    }
    match (&x.data, &y.data) {
        (InstData::ICmp(p), InstData::ICmp(q)) if p == q && x.operands[1] == y.operands[1] && is_zero(consts, x.operands[1]) => {
            (*p == IntPredicate::Eq && join == Join::And) || (*p == IntPredicate::Ne && join == Join::Or)
        }
        _ => false,
    }
}

/// Splits the branches of `func`; returns each split's first and second branch, in order.
fn split_function(types: &TypeTable, consts: &ConstPool, func: &mut Function) -> Vec<(InstId, InstId, Join)> {
    let mut uses = vec![0u32; func.insts.len()];
    for &b in &func.layout {
        for &i in &func.blocks[b.index()].insts {
            for op in &func.insts[i.index()].operands {
                if let Value::Inst(x) = op {
                    uses[x.index()] += 1;
                }
            }
        }
    }
    let mut splits = Vec::new();
    let mut k = 0;
    while k < func.layout.len() {
        // A block split once may split again (`and (and a, b), c`): look at it once more.
        match split_block(types, consts, func, &mut uses, k) {
            Some(split) => splits.push(split),
            None => k += 1,
        }
    }
    splits
}

/// Splits the branch ending `func.layout[k]` when it is worth it; returns the two branches.
fn split_block(types: &TypeTable, consts: &ConstPool, func: &mut Function, uses: &mut Vec<u32>, k: usize) -> Option<(InstId, InstId, Join)> {
    let b = func.layout[k];
    let &br = func.blocks[b.index()].insts.last()?;
    let br_inst = &func.insts[br.index()];
    if br_inst.opcode != Opcode::Br || br_inst.operands.len() != 3 {
        return None;
    }
    let (Value::Inst(cond), Value::Block(t), Value::Block(f)) = (br_inst.operands[0], br_inst.operands[1], br_inst.operands[2]) else { return None };
    if t == f || uses.get(cond.index()) != Some(&1) || !func.blocks[b.index()].insts.contains(&cond) {
        return None;
    }
    let (join, first, second) = as_join(types, consts, func, cond)?;
    if better_joined(consts, func, join, first, second) {
        return None;
    }
    let new = BlockId(func.blocks.len() as u32);
    let mut second_br = func.insts[br.index()].clone();
    second_br.operands[0] = second;
    let second_br_id = InstId(func.insts.len() as u32);
    func.insts.push(second_br);
    uses.push(0);
    func.blocks.push(Block { name: None, insts: vec![second_br_id] });
    func.layout.insert(k + 1, new);
    // `b` now branches on `first`; `new` takes over `b`'s edge to the side `second` decides,
    // and adds an edge to the side `first` decides alone.
    let (moved, shared) = match join {
        Join::And => (t, f),
        Join::Or => (f, t),
    };
    func.insts[br.index()].operands[0] = first;
    func.insts[br.index()].operands[if join == Join::And { 1 } else { 2 }] = Value::Block(new);
    // `first` and `second` keep their counts: each has a branch in place of `cond`.
    func.blocks[b.index()].insts.retain(|&i| i != cond);
    for &i in &func.blocks[moved.index()].insts {
        if let InstData::Phi(blocks) = &mut func.insts[i.index()].data {
            blocks.iter_mut().filter(|x| **x == b).for_each(|x| *x = new);
        }
    }
    let phis: Vec<InstId> = func.blocks[shared.index()].insts.iter().copied().filter(|&i| func.insts[i.index()].opcode == Opcode::Phi).collect();
    for i in phis {
        let inst = &mut func.insts[i.index()];
        let InstData::Phi(blocks) = &mut inst.data else { continue };
        if let Some(at) = blocks.iter().position(|&x| x == b) {
            let v = inst.operands[at];
            blocks.push(new);
            inst.operands.push(v);
            if let Value::Inst(x) = v {
                uses[x.index()] += 1;
            }
        }
    }
    sink_into_second(func, uses, b, new, moved);
    Some((br, second_br_id, join))
}

/// Moves into `new` (the second branch's block, split from `b`) the computations of `b` that
/// only `new` reads: its condition and what only feeds it or the PHIs of `moved` on the edge
/// from `new` (a loop's `--n != 0` after another exit test), as LLVM's MachineSink does. They
/// are then computed only on the path that needs them, and the flags of the last one are the
/// branch's (`addl $-1; jne`, no `testl` after the first branch's compare in between).
fn sink_into_second(func: &mut Function, uses: &[u32], b: BlockId, new: BlockId, moved: BlockId) {
    // The reads from `new`, of each instruction: by `new`'s instructions and on its edges.
    let mut reads: rustc_hash::FxHashMap<InstId, u32> = rustc_hash::FxHashMap::default();
    let count = |reads: &mut rustc_hash::FxHashMap<InstId, u32>, v: Value| {
        if let Value::Inst(x) = v {
            *reads.entry(x).or_default() += 1;
        }
    };
    for &i in &func.blocks[new.index()].insts {
        for &v in func.insts[i.index()].operands.iter() {
            count(&mut reads, v);
        }
    }
    for &i in &func.blocks[moved.index()].insts {
        let inst = &func.insts[i.index()];
        if let InstData::Phi(blocks) = &inst.data {
            for (at, _) in blocks.iter().enumerate().filter(|&(_, &x)| x == new) {
                count(&mut reads, inst.operands[at]);
            }
        }
    }
    let mut sunk = Vec::new();
    let insts = &func.blocks[b.index()].insts;
    for &i in insts[..insts.len() - 1].iter().rev() {
        let inst = &func.insts[i.index()];
        let pure = inst.opcode.is_binary() || inst.opcode.is_cast() || matches!(inst.opcode, Opcode::ICmp | Opcode::FCmp | Opcode::Select | Opcode::GetElementPtr);
        if pure && uses[i.index()] > 0 && reads.get(&i) == Some(&uses[i.index()]) {
            sunk.push(i);
            for &v in inst.operands.iter() {
                count(&mut reads, v);
            }
        }
    }
    if sunk.is_empty() {
        return;
    }
    sunk.reverse();
    func.blocks[b.index()].insts.retain(|i| !sunk.contains(i));
    func.blocks[new.index()].insts.splice(0..0, sunk);
}

#[cfg(test)]
mod tests {
    /// Runs the pass on the module `text`, verifies the result and prints it.
    fn split(text: &str) -> String {
        let mut module = kiln_ir::parse("f.ll", text).unwrap();
        super::run(&mut module);
        kiln_ir::verify_module(&module).unwrap();
        kiln_ir::print(&module)
    }

    #[test]
    fn and_or_conditions_become_two_branches_with_phis_updated() {
        let text = "define i32 @f(i32 %a, i32 %b, i1 %c) {\nentry:\n  %x = icmp ult i32 %a, %b\n  %y = icmp sgt i32 %a, 7\n  %j = select i1 %x, i1 %y, i1 false\n  br i1 %j, label %t, label %e\nt:\n  %p = phi i32 [ 1, %entry ]\n  ret i32 %p\ne:\n  %q = phi i32 [ 2, %entry ]\n  ret i32 %q\n}\n";
        let printed = split(text);
        assert!(printed.contains("  br i1 %x, label %0, label %e\n\n0:\n  %y = icmp sgt i32 %a, 7\n  br i1 %y, label %t, label %e\n"), "{printed}");
        assert!(printed.contains("%p = phi i32 [ 1, %0 ]"), "{printed}");
        assert!(printed.contains("%q = phi i32 [ 2, %entry ], [ 2, %0 ]"), "{printed}");
    }

    #[test]
    fn weights_are_split_as_the_selection_dag_splits_them() {
        let text = "define i32 @f(i32 %a, i32 %b) {\nentry:\n  %x = icmp ult i32 %a, %b\n  %y = icmp sgt i32 %a, 7\n  %j = or i1 %x, %y\n  br i1 %j, label %t, label %e, !prof !0\nt:\n  ret i32 1\ne:\n  ret i32 2\n}\n!0 = !{!\"branch_weights\", i32 1, i32 100}\n";
        let printed = split(text);
        assert!(printed.contains("!{!\"branch_weights\", i32 1, i32 201}"), "{printed}");
        assert!(printed.contains("!{!\"branch_weights\", i32 1, i32 200}"), "{printed}");
    }

    #[test]
    fn what_only_the_second_branch_reads_moves_into_its_block() {
        // zlib's longest_match: `while (prev[cur] > limit && --chain != 0)`. The decrement and
        // its compare go with the second branch; `%m`, which the exit's PHI reads on both
        // edges, and the first compare stay.
        let text = "define i32 @f(i32 %n, i32 %limit, i16* %p) {\nentry:\n  br label %loop\nloop:\n  %c = phi i32 [ %n, %entry ], [ %d, %loop ]\n  %v = load i16, i16* %p\n  %m = zext i16 %v to i32\n  %x = icmp ule i32 %m, %limit\n  %d = add i32 %c, -1\n  %z = icmp eq i32 %d, 0\n  %j = select i1 %x, i1 true, i1 %z\n  br i1 %j, label %exit, label %loop\nexit:\n  %r = phi i32 [ %m, %loop ]\n  ret i32 %r\n}\n";
        let printed = split(text);
        assert!(printed.contains("  %c = phi i32 [ %n, %entry ], [ %d, %0 ]\n  %v = load i16, i16* %p\n  %m = zext i16 %v to i32\n  %x = icmp ule i32 %m, %limit\n  br i1 %x, label %exit, label %0\n\n0:\n  %d = add i32 %c, -1\n  %z = icmp eq i32 %d, 0\n  br i1 %z, label %exit, label %loop\n"), "{printed}");
        assert!(printed.contains("%r = phi i32 [ %m, %loop ], [ %m, %0 ]"), "{printed}");
    }

    #[test]
    fn one_compare_for_both_stays_joined() {
        let text = "define i32 @f(ptr %a, ptr %b) {\nentry:\n  %x = icmp eq ptr %a, null\n  %y = icmp eq ptr %b, null\n  %j = and i1 %x, %y\n  br i1 %j, label %t, label %e\nt:\n  ret i32 1\ne:\n  ret i32 2\n}\n";
        assert!(split(text).contains("  %j = and i1 %x, %y\n  br i1 %j, label %t, label %e\n"));
    }
}
