//! The exits of innermost loops, the second half of loop strength reduction
//! ([`super::strength_reduce`], as LLVM's LoopStrengthReduce ends):
//! - the exit test: when strength reduction left an induction variable used only by its own
//!   increment and the latch's `icmp eq`/`ne` against an invariant limit, the test compares
//!   one of the new stepped pointers against its final value instead, computed once in the
//!   preheader (`start + (limit - iv start) * (pointer step / iv step)`), and the induction
//!   variable goes: one add and one register fewer per iteration;
//! - exit values: in a loop that only its latch leaves, a recurrence's phi used after the loop
//!   is its next value minus the step there (LLVM's post-increment uses), and an address or
//!   index computed in the loop from the recurrences and used only afterwards is computed
//!   again where it is used; so only the incremented value lives out of the loop, the
//!   increment is done in place (no copy of the phi beside it) and the loop stops computing
//!   values nothing in it reads. In qsort's partition loops `&v[i]` and `i` were both kept
//!   live out beside `i + 1`: a `lea` and a `mov` per iteration.

use super::affine::{index_sizes, IndexSize};
use super::ir_loops::IrLoop;
use super::strength_reduce::{const_i64, use_counts, Insertions};
use crate::target::data_layout::ModuleLayout;
use kiln_ir::verifier::DomTree;
use kiln_ir::{Block, BlockId, ConstKind, ConstPool, Constant, Function, Inst, InstData, InstFlags, InstId, IntPredicate, Module, Opcode, Type, TypeId, TypeTable, Value};
use rustc_hash::FxHashMap;

/// How many computations deep an exit value is rebuilt after its loop.
const MAX_DEPTH: u32 = 4;

/// A pointer strength reduction gave a loop: `start` in the preheader, `next` at the latch.
pub struct SteppedPointer {
    pub start: Value,
    pub next: Value,
    /// Bytes per iteration.
    pub step: i64,
    pub ty: TypeId,
    /// Whether a load or store through it runs at every iteration (its block dominates the
    /// latch), so that it cannot come back to an earlier value before the loop ends.
    pub every_iteration: bool,
}

/// A header phi stepping by a constant: `phi [start, preheader], [next, latch]`.
#[derive(Clone, Copy)]
struct Recurrence {
    next: InstId,
    /// What `next` adds to the phi (bytes, for a pointer).
    step: i64,
}

/// The recurrences of loop `l`: header phis whose value from the latch is an `add`/`sub` of
/// a constant to them, or a `getelementptr` of them by constant indices.
fn recurrences(module: &Module, func: &Function, l: &IrLoop, layout: &ModuleLayout) -> FxHashMap<InstId, Recurrence> {
    let mut found = FxHashMap::default();
    for &phi in &func.blocks[l.header.index()].insts {
        let inst = &func.insts[phi.index()];
        if inst.opcode != Opcode::Phi {
            break;
        }
        let InstData::Phi(blocks) = &inst.data else { continue };
        let Some(k) = blocks.iter().position(|&b| b == l.latch).filter(|_| blocks.len() == 2) else { continue };
        let Value::Inst(next) = inst.operands[k] else { continue };
        let n = &func.insts[next.index()];
        let me = Value::Inst(phi);
        let step = match n.opcode {
            Opcode::Add if n.operands[0] == me => module.const_int(n.operands[1]),
            Opcode::Add if n.operands[1] == me => module.const_int(n.operands[0]),
            Opcode::Sub if n.operands[0] == me => module.const_int(n.operands[1]).map(|c| c.wrapping_neg()),
            Opcode::GetElementPtr if n.operands[0] == me => gep_offset(module, layout, n.data.clone(), &n.operands),
            _ => None,
        };
        if let Some(step) = step.and_then(|s| i64::try_from(s).ok()).filter(|&s| s != 0) {
            found.insert(phi, Recurrence { next, step });
        }
    }
    found
}

/// The byte offset of a `getelementptr` whose indices are all constants.
fn gep_offset(module: &Module, layout: &ModuleLayout, data: InstData, ops: &[Value]) -> Option<i128> {
    let InstData::Gep { source } = data else { return None };
    let sizes = index_sizes(&module.types, &module.consts, layout, source, ops)?;
    let mut offset: i128 = 0;
    for (&index, size) in ops[1..].iter().zip(sizes) {
        offset += match size {
            IndexSize::Field(o) => o as i128,
            IndexSize::Scaled(s) => module.const_int(index)? * s as i128,
        };
    }
    Some(offset)
}

/// The constant `k` of integer type `ty`.
fn const_of(consts: &mut ConstPool, types: &TypeTable, ty: TypeId, k: i64) -> Value {
    let width = types.int_width(ty).unwrap_or(64);
    let bits = if width >= 128 { k as i128 as u128 } else { (k as i128 as u128) & ((1u128 << width) - 1) };
    Value::Const(consts.intern(Constant { ty, kind: ConstKind::Int(bits) }))
}

/// `value - step` before `at`: the phi's value once its loop has left through the latch.
fn minus_step(ins: &mut Insertions, consts: &mut ConstPool, types: &mut TypeTable, opaque: bool, at: InstId, value: Value, ty: TypeId, step: i64) -> Value {
    match *types.get(ty) {
        Type::Ptr { addrspace, .. } => {
            let bytes = types.ptr(addrspace, (!opaque).then_some(TypeTable::I8));
            let p = ins.cast(at, value, ty, bytes);
            let p = ins.gep(at, bytes, p, const_i64(consts, step.wrapping_neg()));
            ins.cast(at, p, bytes, ty)
        }
        _ => {
            let k = const_of(consts, types, ty, step.wrapping_neg());
            ins.add(at, Opcode::Add, ty, vec![value, k], InstData::None)
        }
    }
}

/// Whether `opcode` computes a value from its operands alone, as addresses and indices do.
fn rebuildable(opcode: Opcode) -> bool {
    matches!(
        opcode,
        Opcode::GetElementPtr | Opcode::BitCast | Opcode::Add | Opcode::Sub | Opcode::Mul | Opcode::Shl | Opcode::Or | Opcode::SExt | Opcode::ZExt | Opcode::Trunc
    )
}

/// What [`rewrite_exit_values`] needs of one function's loops.
struct ExitValues {
    /// Per instruction, the loop (index in the function's innermost loops) holding it, for
    /// loops only their latch leaves.
    loop_of: Vec<u32>,
    recurrences: Vec<FxHashMap<InstId, Recurrence>>,
    /// Per recurrence, its value after the loop, built in the loop's exit block.
    exits: FxHashMap<InstId, Value>,
    /// Per (block, instruction of a loop), its value after the loop, built in that block
    /// before its first use there.
    built: FxHashMap<(BlockId, InstId), Option<Value>>,
}

const NONE: u32 = u32::MAX;

/// Rewrites the uses after their loop of the values of `loops` (innermost loops of function
/// `f`, whose CFG `dom` holds) so that only the recurrences' next values live out of them.
/// A recurrence's value is built once, in its loop's exit block: the latch's successor
/// outside the loop, or a new block on that edge when the successor has other predecessors
/// (LLVM's dedicated exits; it dominates every use after the loop, which leaves only through
/// it). Other values are built in the block that uses them, so that an address folds into its
/// memory operand there instead of living in a register from the loop's exit.
pub fn rewrite_exit_values(module: &mut Module, f: usize, loops: &[IrLoop], dom: &DomTree, layout: &ModuleLayout) {
    let func = &module.functions[f];
    let mut block_loop = vec![NONE; func.blocks.len()];
    for (k, l) in loops.iter().enumerate() {
        for b in &l.blocks {
            block_loop[b.index()] = k as u32;
        }
    }
    let mut cx = ExitValues { loop_of: vec![NONE; func.insts.len()], recurrences: Vec::with_capacity(loops.len()), exits: FxHashMap::default(), built: FxHashMap::default() };
    for (k, l) in loops.iter().enumerate() {
        let inside = |b: &BlockId| block_loop[b.index()] == k as u32;
        let exits = dom.succs(l.latch).iter().filter(|b| !inside(b)).count();
        let only_latch_exits = exits == 1 && l.blocks.iter().all(|&b| b == l.latch || dom.succs(b).iter().all(inside));
        cx.recurrences.push(if only_latch_exits { recurrences(module, func, l, layout) } else { FxHashMap::default() });
        if cx.recurrences[k].is_empty() {
            continue;
        }
        for b in &l.blocks {
            for &i in &func.blocks[b.index()].insts {
                cx.loop_of[i.index()] = k as u32;
            }
        }
    }
    // The uses after their loop: (user, operand number, loop, block of the use), a phi's
    // incoming value used at the end of its block. Phis last, so that a value built for an
    // earlier use in that block is built before them.
    let (mut uses, mut phi_uses) = (Vec::new(), Vec::new());
    for (b, i) in func.inst_order() {
        let inst = &func.insts[i.index()];
        for (k, &op) in inst.operands.iter().enumerate() {
            let Value::Inst(x) = op else { continue };
            let home = cx.loop_of.get(x.index()).copied().unwrap_or(NONE);
            let (list, at) = match &inst.data {
                InstData::Phi(preds) => (&mut phi_uses, preds[k]),
                _ => (&mut uses, b),
            };
            if home == NONE || cx.recurrences[home as usize].values().any(|r| r.next == x) {
                continue;
            }
            // A phi of the exit reading the value from the latch reads it in the new exit
            // block when the exit is shared (`exit_block`).
            let latch = loops[home as usize].latch;
            let shared_exit = at == latch && block_loop[b.index()] != home && dom.preds(b) != [latch];
            if block_loop[at.index()] != home || shared_exit {
                list.push((i, k, home, at));
            }
        }
    }
    uses.append(&mut phi_uses);
    if uses.is_empty() {
        return;
    }
    let dbg = module.symbols.lookup(b"dbg");
    let opaque = module.opaque_pointers;
    let Module { functions, consts, types, .. } = module;
    let func = &mut functions[f];
    let mut exits: FxHashMap<u32, (BlockId, InstId)> = FxHashMap::default();
    for &(_, _, home, _) in &uses {
        if !exits.contains_key(&home) {
            let l = &loops[home as usize];
            let exit = *dom.succs(l.latch).iter().find(|b| block_loop[b.index()] != home).expect("the latch leaves the loop");
            exits.insert(home, exit_block(func, dom, l.latch, exit));
        }
    }
    let mut ins = Insertions { func, before: FxHashMap::default(), dbg };
    let mut changed = Vec::new();
    for (user, k, home, block) in uses {
        let Value::Inst(x) = ins.func.insts[user.index()].operands[k] else { continue };
        let block = if block == loops[home as usize].latch { exits[&home].0 } else { block };
        let at = match ins.func.insts[user.index()].opcode {
            Opcode::Phi => *ins.func.blocks[block.index()].insts.last().expect("a block ends with its terminator"),
            _ => user,
        };
        let mut env = Env { ins: &mut ins, consts, types, opaque };
        if let Some(v) = cx.exit_value(&mut env, exits[&home], (block, at), x, MAX_DEPTH) {
            ins.func.insts[user.index()].operands[k] = v;
            changed.extend([block, exits[&home].0]);
        }
    }
    changed.sort_unstable();
    changed.dedup();
    ins.place(changed.iter());
}

/// The block where values leave a loop through the edge `latch -> exit`, and the
/// instruction the values are built before: `exit` itself when the latch is its only
/// predecessor, else a new block on the edge.
fn exit_block(func: &mut Function, dom: &DomTree, latch: BlockId, exit: BlockId) -> (BlockId, InstId) {
    if dom.preds(exit) == [latch] {
        let insts = &func.blocks[exit.index()].insts;
        let first = insts.iter().copied().find(|i| func.insts[i.index()].opcode != Opcode::Phi).expect("a block ends with its terminator");
        return (exit, first);
    }
    let br = InstId(func.insts.len() as u32);
    func.insts.push(Inst { opcode: Opcode::Br, flags: InstFlags::default(), ty: TypeTable::VOID, name: None, operands: vec![Value::Block(exit)].into(), data: InstData::None, metadata: Default::default() });
    let block = BlockId(func.blocks.len() as u32);
    func.blocks.push(Block { name: None, insts: vec![br] });
    let k = func.layout.iter().position(|&b| b == latch).expect("the latch is laid out");
    func.layout.insert(k + 1, block);
    let &end = func.blocks[latch.index()].insts.last().expect("a block ends with its terminator");
    for op in func.insts[end.index()].operands.iter_mut() {
        if *op == Value::Block(exit) {
            *op = Value::Block(block);
        }
    }
    for &i in &func.blocks[exit.index()].insts {
        match &mut func.insts[i.index()].data {
            InstData::Phi(preds) => preds.iter_mut().filter(|p| **p == latch).for_each(|p| *p = block),
            _ => break,
        }
    }
    (block, br)
}

/// The module's parts an exit value is built with.
struct Env<'i, 'f, 'm> {
    ins: &'i mut Insertions<'f>,
    consts: &'m mut ConstPool,
    types: &'m mut TypeTable,
    opaque: bool,
}

impl ExitValues {
    /// The value of loop instruction `x` after its loop: a recurrence's built in the loop's
    /// exit block before `exit.1`, any other before `at.1` in block `at.0`; `x` itself for a
    /// recurrence's next value or an instruction of no loop, `None` when it cannot be rebuilt.
    fn exit_value(&mut self, env: &mut Env, exit: (BlockId, InstId), at: (BlockId, InstId), x: InstId, depth: u32) -> Option<Value> {
        let home = self.loop_of.get(x.index()).copied().unwrap_or(NONE);
        if home == NONE {
            return Some(Value::Inst(x));
        }
        let recurrences = &self.recurrences[home as usize];
        if let Some(r) = recurrences.get(&x).copied() {
            if let Some(&known) = self.exits.get(&x) {
                return Some(known);
            }
            let ty = env.ins.func.insts[x.index()].ty;
            let value = minus_step(env.ins, env.consts, env.types, env.opaque, exit.1, Value::Inst(r.next), ty, r.step);
            self.exits.insert(x, value);
            return Some(value);
        }
        if let Some(&known) = self.built.get(&(at.0, x)) {
            return known;
        }
        let value = if recurrences.values().any(|r| r.next == x) {
            Some(Value::Inst(x))
        } else if depth > 0 && rebuildable(env.ins.func.insts[x.index()].opcode) {
            let mut inst = env.ins.func.insts[x.index()].clone();
            let mut ok = true;
            for op in inst.operands.iter_mut() {
                // A value of another loop is available here as it was to `x`.
                let Value::Inst(y) = *op else { continue };
                if self.loop_of.get(y.index()) != Some(&home) {
                    continue;
                }
                match self.exit_value(env, exit, at, y, depth - 1) {
                    Some(v) => *op = v,
                    None => {
                        ok = false;
                        break;
                    }
                }
            }
            ok.then(|| env.ins.push(at.1, inst))
        } else {
            None
        };
        self.built.insert((at.0, x), value);
        value
    }
}

/// Replaces the exit test of loop `l` of function `f` by a compare of one of `pointers`
/// against its final value when the induction variable it tests has no other use (see the
/// module doc); returns whether it did.
pub fn rewrite_exit_test(module: &mut Module, f: usize, l: &IrLoop, pointers: &[SteppedPointer]) -> bool {
    remove_dead(&mut module.functions[f], l);
    let Some(found) = exit_test(module, &module.functions[f], l, pointers) else { return false };
    let dbg = module.symbols.lookup(b"dbg");
    let Module { functions, consts, types, .. } = module;
    let func = &mut functions[f];
    let preheader = l.preheader.expect("a loop strength reduction rewrote has a preheader");
    let pre_end = *func.blocks[preheader.index()].insts.last().expect("a preheader ends with its branch");
    let latch_end = *func.blocks[l.latch.index()].insts.last().expect("a latch ends with its branch");
    let mut ins = Insertions { func: &mut *func, before: FxHashMap::default(), dbg };
    let p = &pointers[found.pointer];
    // The iterations' count times the pointer's step per induction step, in 64 bits.
    let widen = |ins: &mut Insertions, v: Value| match found.ext {
        Some(op) => ins.add(pre_end, op, TypeTable::I64, vec![v], InstData::None),
        None => v,
    };
    let (limit, start) = (constant_i64(consts, types, found.limit, found.ext), constant_i64(consts, types, found.start, found.ext));
    let bytes = match (limit, start) {
        (Some(limit), Some(start)) => const_i64(consts, limit.wrapping_sub(start).wrapping_mul(found.factor)),
        _ => {
            let limit = widen(&mut ins, found.limit);
            let distance = match start {
                Some(0) => limit,
                _ => {
                    let start = widen(&mut ins, found.start);
                    ins.add(pre_end, Opcode::Sub, TypeTable::I64, vec![limit, start], InstData::None)
                }
            };
            match found.factor {
                1 => distance,
                k if k > 1 && (k as u64).is_power_of_two() => {
                    let s = const_i64(consts, k.trailing_zeros() as i64);
                    ins.add(pre_end, Opcode::Shl, TypeTable::I64, vec![distance, s], InstData::None)
                }
                k => {
                    let k = const_i64(consts, k);
                    ins.add(pre_end, Opcode::Mul, TypeTable::I64, vec![distance, k], InstData::None)
                }
            }
        }
    };
    let end = ins.gep(pre_end, p.ty, p.start, bytes);
    let test = ins.add(latch_end, Opcode::ICmp, TypeTable::I1, vec![p.next, end], InstData::ICmp(found.predicate));
    ins.func.insts[latch_end.index()].operands[0] = test;
    ins.place([preheader, l.latch].iter());
    // The old test, the increment and the phi have no use left.
    let gone = [found.compare, found.next, found.phi];
    for b in &l.blocks {
        func.blocks[b.index()].insts.retain(|i| !gone.contains(i));
    }
    true
}

/// The integer constant `v` widened to 64 bits by `ext` (`None` for a 64-bit value).
fn constant_i64(consts: &ConstPool, types: &TypeTable, v: Value, ext: Option<Opcode>) -> Option<i64> {
    let Value::Const(c) = v else { return None };
    let c = consts.get(c);
    let ConstKind::Int(bits) = c.kind else { return None };
    let w = types.int_width(c.ty).filter(|&w| w <= 64)?;
    let bits = bits as u64;
    Some(match ext {
        Some(Opcode::ZExt) => bits as i64,
        _ => ((bits << (64 - w)) as i64) >> (64 - w),
    })
}

/// An exit test [`rewrite_exit_test`] can replace.
struct ExitTest {
    phi: InstId,
    next: InstId,
    compare: InstId,
    predicate: IntPredicate,
    /// The induction variable's start and limit, and how they widen to 64 bits.
    start: Value,
    limit: Value,
    ext: Option<Opcode>,
    /// Which pointer, and its step per step of the induction variable.
    pointer: usize,
    factor: i64,
}

/// The latch's test of loop `l` when it compares an induction variable's next value used
/// nowhere else against an invariant limit, with a pointer of `pointers` whose step is a
/// multiple of the variable's.
fn exit_test(module: &Module, func: &Function, l: &IrLoop, pointers: &[SteppedPointer]) -> Option<ExitTest> {
    let &br = func.blocks[l.latch.index()].insts.last()?;
    let br_inst = &func.insts[br.index()];
    let Value::Inst(compare) = *br_inst.operands.first()? else { return None };
    if br_inst.opcode != Opcode::Br || br_inst.operands.len() != 3 || !func.blocks[l.latch.index()].insts.contains(&compare) {
        return None;
    }
    let cmp = &func.insts[compare.index()];
    let InstData::ICmp(predicate @ (IntPredicate::Eq | IntPredicate::Ne)) = cmp.data else { return None };
    let in_loop = |v: Value| matches!(v, Value::Inst(i) if l.blocks.iter().any(|b| func.blocks[b.index()].insts.contains(&i)));
    let (next, limit) = match (cmp.operands[0], cmp.operands[1]) {
        (Value::Inst(n), lim) if !in_loop(lim) => (n, lim),
        (lim, Value::Inst(n)) if !in_loop(lim) => (n, lim),
        _ => return None,
    };
    let n = &func.insts[next.index()];
    let Value::Inst(phi) = n.operands[0] else { return None };
    let p = &func.insts[phi.index()];
    let InstData::Phi(blocks) = &p.data else { return None };
    if n.opcode != Opcode::Add || blocks.len() != 2 || !func.blocks[l.header.index()].insts.contains(&phi) {
        return None;
    }
    let k = blocks.iter().position(|&b| b == l.latch)?;
    if p.operands[k] != Value::Inst(next) {
        return None;
    }
    let step = i64::try_from(module.const_int(n.operands[1])?).ok().filter(|&s| s != 0)?;
    let width = module.types.int_width(p.ty)?;
    // Without wrap the variable meets the limit after exactly (limit - start) / step steps.
    let ext = match width {
        64 if n.flags.has(InstFlags::NSW) || n.flags.has(InstFlags::NUW) => None,
        w if w < 64 && n.flags.has(InstFlags::NSW) => Some(Opcode::SExt),
        w if w < 64 && n.flags.has(InstFlags::NUW) => Some(Opcode::ZExt),
        _ => return None,
    };
    let uses = use_counts(func);
    if uses[phi.index()] != 1 || uses[next.index()] != 2 || uses[compare.index()] != 1 {
        return None;
    }
    let pointer = pointers.iter().position(|q| q.every_iteration && q.step % step == 0)?;
    Some(ExitTest { phi, next, compare, predicate, start: p.operands[1 - k], limit, ext, pointer, factor: pointers[pointer].step / step })
}

/// Takes the address computations nothing reads any more out of loop `l`'s blocks.
fn remove_dead(func: &mut Function, l: &IrLoop) {
    loop {
        let uses = use_counts(func);
        let mut removed = false;
        let Function { blocks, insts: all, .. } = func;
        for b in &l.blocks {
            let insts = &mut blocks[b.index()].insts;
            let before = insts.len();
            insts.retain(|&i| uses[i.index()] != 0 || !rebuildable(all[i.index()].opcode));
            removed |= insts.len() != before;
        }
        if !removed {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::prepare::strength_reduce::tests::{reduced, RISCV, X86};

    const ROWS: &str = "define void @f(ptr %a, i64 %n) {\nentry:\n  br label %loop\nloop:\n  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]\n  %p = getelementptr inbounds i32, ptr %a, i64 %i\n  store i32 0, ptr %p, align 4\n  %i.next = add nuw nsw i64 %i, 1\n  %done = icmp eq i64 %i.next, %n\n  br i1 %done, label %exit, label %loop\nexit:\n  ret void\n}\n";

    #[test]
    fn the_exit_test_compares_the_pointer() {
        // RISC-V steps a pointer by 4; the index only counted: the pointer meets a + 4 * n.
        let printed = reduced(ROWS, &RISCV);
        assert!(!printed.contains("phi i64"), "{printed}");
        assert!(printed.contains("entry:\n  %0 = shl i64 %n, 2\n  %1 = getelementptr i8, ptr %a, i64 %0\n"), "{printed}");
        assert!(printed.contains("%3 = getelementptr i8, ptr %2, i64 4\n  %4 = icmp eq ptr %3, %1\n  br i1 %4, label %exit, label %loop"), "{printed}");
        // An i32 counter without signed wrap widens its start and limit.
        let narrow = ROWS.replace("i64 %n", "i32 %n").replace("ptr %a, i64 %i", "ptr %a, i32 %i").replace("phi i64", "phi i32").replace("add nuw nsw i64 %i, 1", "add nsw i32 %i, 1").replace("icmp eq i64", "icmp eq i32");
        let printed = reduced(&narrow, &RISCV);
        assert!(printed.contains("sext i32 %n to i64"), "{printed}");
        assert!(printed.contains("icmp eq ptr"), "{printed}");
        // Without the flags the counter may wrap before it meets the limit.
        let wrapping = narrow.replace("add nsw i32", "add i32");
        assert!(!reduced(&wrapping, &RISCV).contains("icmp eq ptr"));
    }

    #[test]
    fn a_counter_used_after_the_loop_stays() {
        let used = ROWS.replace("exit:\n  ret void", "exit:\n  store i64 %i.next, ptr %a, align 8\n  ret void");
        let printed = reduced(&used, &RISCV);
        assert!(printed.contains("phi i64"), "{printed}");
        assert!(!printed.contains("icmp eq ptr"), "{printed}");
    }

    // qsort's partition scan: `i` and `&v[i]` used after the loop beside `i + 1`.
    const SCAN: &str = "define i64 @f(ptr %v, i64 %lo, i64 %pivot) {\nentry:\n  br label %loop\nloop:\n  %i = phi i64 [ %lo, %entry ], [ %i.next, %loop ]\n  %p = getelementptr inbounds i64, ptr %v, i64 %i\n  %x = load i64, ptr %p, align 8\n  %less = icmp slt i64 %x, %pivot\n  %i.next = add nsw i64 %i, 1\n  br i1 %less, label %loop, label %exit\nexit:\n  store i64 %pivot, ptr %p, align 8\n  ret i64 %i\n}\n";

    #[test]
    fn values_after_the_loop_come_from_the_incremented_counter() {
        let printed = reduced(SCAN, &X86);
        // `i` after the loop is `i + 1 - 1`, built where the loop leaves; `&v[i]` from it.
        assert!(printed.contains("exit:\n  %0 = add i64 %i.next, -1\n  %1 = getelementptr inbounds i64, ptr %v, i64 %0\n  store i64 %pivot, ptr %1, align 8\n  ret i64 %0"), "{printed}");
    }

    #[test]
    fn an_exit_shared_with_other_blocks_gets_its_own() {
        let shared = SCAN.replace("entry:\n  br label %loop", "entry:\n  %c = icmp sgt i64 %lo, 0\n  br i1 %c, label %loop, label %exit").replace("ret i64 %i\n", "%r = phi i64 [ %i, %loop ], [ 0, %entry ]\n  ret i64 %r\n").replace("  store i64 %pivot, ptr %p, align 8\n", "");
        let printed = reduced(&shared, &X86);
        assert!(printed.contains("br i1 %less, label %loop, label %0\n\n0:\n  %1 = add i64 %i.next, -1\n  br label %exit"), "{printed}");
        assert!(printed.contains("phi i64 [ %1, %0 ], [ 0, %entry ]"), "{printed}");
    }

    #[test]
    fn a_loop_left_from_another_block_keeps_its_values() {
        let early = "define i64 @f(ptr %v, i64 %n) {\nentry:\n  br label %loop\nloop:\n  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]\n  %p = getelementptr inbounds i64, ptr %v, i64 %i\n  %x = load i64, ptr %p, align 8\n  %zero = icmp eq i64 %x, 0\n  br i1 %zero, label %exit, label %latch\nlatch:\n  %i.next = add nsw i64 %i, 1\n  %done = icmp eq i64 %i.next, %n\n  br i1 %done, label %exit, label %loop\nexit:\n  ret i64 %i\n}\n";
        assert!(reduced(early, &X86).contains("ret i64 %i\n"));
    }
}
