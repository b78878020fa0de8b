//! AtomicExpand: rewrites the atomic operations the target has no single instruction for into
//! ones it has, at the IR level before selection (as LLVM's AtomicExpand pass does).
//!
//! - The `atomicrmw`s the target's policy (`TargetMachine::atomic_rmw_expansion`, LLVM's
//!   `shouldExpandAtomicRMWInIR`) marks [`AtomicRmwExpansion::CmpXchgLoop`] (x86-64: `nand`,
//!   `max`, `min`, `umax`, `umin`, `fadd`, `fsub`, and `and`/`or`/`xor` whose old value is
//!   used) become a compare-exchange loop: load the value, compute the new one, `cmpxchg` it
//!   in, retry until the exchange succeeds; the old value is the loop's last `cmpxchg` result.
//! - Floating-point atomic loads, stores and `atomicrmw xchg` work on the integer of the same
//!   width with `bitcast`s around them (atomic instructions move integers).
//! - On a target that orders atomic loads and stores by fences (`fence_loads_and_stores`,
//!   LLVM's `shouldInsertFencesForAtomic`: RISC-V), each becomes a volatile plain access
//!   between fences: a sequentially consistent load has a `seq_cst` fence before it, an
//!   acquire or stronger load an `acquire` fence after it, a release or stronger store a
//!   `release` fence before it (RISC-V's mapping, as llc 14 emits it). A naturally aligned
//!   access of up to 8 bytes is one instruction and atomic by itself; other accesses stay
//!   atomic, for the selector to refuse.
//!
//! The rewritten instruction keeps its id (it becomes the `extractvalue`/`bitcast` producing
//! the old value), so its users need no rewriting.

use kiln_ir::builder::Builder;
use kiln_ir::{
    AtomicOrdering, BlockId, FuncId, Function, Inst, InstData, InstFlags, InstId, IntPredicate, Module, Opcode, RmwOp, Type,
    TypeId, TypeTable, Value,
};

/// What becomes of an `atomicrmw` (LLVM's AtomicExpansionKind), as the target decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AtomicRmwExpansion {
    /// The target selects it as it is.
    Native,
    /// A compare-exchange loop.
    CmpXchgLoop,
    /// The same operation on the integer as wide as its floating-point type.
    AsInteger,
}

/// The target's policy: the expansion of an `atomicrmw` `op` (on a floating-point type when
/// the second argument is true; its old value used when the third is).
pub type RmwPolicy<'a> = &'a dyn Fn(RmwOp, bool, bool) -> AtomicRmwExpansion;

/// Expands the atomic operations of every defined function of `module`, the read-modify-writes
/// as `policy` says, the loads and stores between fences when `fence_loads_and_stores`.
pub fn run(module: &mut Module, policy: RmwPolicy<'_>, fence_loads_and_stores: bool) -> Result<(), String> {
    for f in 0..module.functions.len() {
        // One look at each instruction's opcode and ordering; most functions have no atomics.
        if module.functions[f].is_declaration() || !has_atomic_access(&module.functions[f]) {
            continue;
        }
        expand_function(module, FuncId(f as u32), policy)?;
        if fence_loads_and_stores {
            fence_atomic_accesses(module, FuncId(f as u32));
        }
    }
    Ok(())
}

/// Whether `func` has an instruction this pass may rewrite: an `atomicrmw`, or an atomic load
/// or store.
fn has_atomic_access(func: &Function) -> bool {
    func.insts.iter().any(|inst| match inst.data {
        InstData::AtomicRmw { .. } => true,
        InstData::Mem { ordering, .. } => ordering != AtomicOrdering::NotAtomic,
        _ => false,
    })
}

/// The fences before and after an atomic load or store of `ordering` in the fence mapping.
fn fences_around(is_load: bool, ordering: AtomicOrdering) -> (Option<AtomicOrdering>, Option<AtomicOrdering>) {
    use AtomicOrdering::{AcqRel, Acquire, Release, SeqCst};
    match (is_load, ordering) {
        (true, SeqCst) => (Some(SeqCst), Some(Acquire)),
        (true, Acquire | AcqRel) => (None, Some(Acquire)),
        (false, Release | AcqRel | SeqCst) => (Some(Release), None),
        _ => (None, None),
    }
}

/// Rewrites the naturally aligned atomic loads and stores of up to 8 bytes of `f` into
/// volatile plain accesses between the fences their orderings need.
fn fence_atomic_accesses(module: &mut Module, f: FuncId) {
    let func = &module.functions[f.index()];
    let mut work = Vec::new();
    for &b in &func.layout {
        for &i in &func.blocks[b.index()].insts {
            let inst = &func.insts[i.index()];
            let InstData::Mem { ordering, align, .. } = inst.data else { continue };
            let value_ty = match inst.opcode {
                Opcode::Load => inst.ty,
                Opcode::Store => module.value_type(Some(func), inst.operands[0]),
                _ => continue,
            };
            let bytes = match module.types.get(value_ty) {
                Type::Int(bits) if bits % 8 == 0 => u64::from(*bits / 8),
                Type::Ptr { .. } => 8,
                _ => continue,
            };
            if ordering != AtomicOrdering::NotAtomic && matches!(bytes, 1 | 2 | 4 | 8) && align >= bytes {
                work.push(i);
            }
        }
    }
    for i in work {
        let Ok((block, pos)) = position_of(module, f, i) else { continue };
        let inst = &mut module.functions[f.index()].insts[i.index()];
        let is_load = inst.opcode == Opcode::Load;
        let InstData::Mem { ordering, .. } = &mut inst.data else { continue };
        let (before, after) = fences_around(is_load, *ordering);
        *ordering = AtomicOrdering::NotAtomic;
        inst.flags.set(InstFlags::VOLATILE);
        let fence = |ordering| plain(Opcode::Fence, TypeTable::VOID, Vec::new(), InstData::Fence { ordering, scope: None });
        if let Some(o) = after {
            insert_at(module, f, block, pos + 1, fence(o));
        }
        if let Some(o) = before {
            insert_at(module, f, block, pos, fence(o));
        }
    }
}

/// What to do with one instruction.
enum Rewrite {
    /// A compare-exchange loop for an `atomicrmw`.
    Loop,
    /// A floating-point atomic load, store or exchange done on integers.
    AsInteger,
}

fn expand_function(module: &mut Module, f: FuncId, policy: RmwPolicy<'_>) -> Result<(), String> {
    let func = &module.functions[f.index()];
    let mut used = rustc_hash::FxHashSet::default();
    for inst in &func.insts {
        for &op in &inst.operands {
            if let Value::Inst(i) = op {
                used.insert(i);
            }
        }
    }
    let mut work = Vec::new();
    for &b in &func.layout {
        for &i in &func.blocks[b.index()].insts {
            let inst = &func.insts[i.index()];
            if let Some(r) = rewrite_of(module, func, inst, used.contains(&i), policy)? {
                work.push((i, r));
            }
        }
    }
    for (i, r) in work {
        match r {
            Rewrite::Loop => expand_rmw_loop(module, f, i)?,
            Rewrite::AsInteger => as_integer(module, f, i)?,
        }
    }
    Ok(())
}

fn is_fp(module: &Module, ty: TypeId) -> bool {
    matches!(module.types.get(ty), Type::Half | Type::Float | Type::Double)
}

fn rewrite_of(module: &Module, func: &Function, inst: &Inst, result_used: bool, policy: RmwPolicy<'_>) -> Result<Option<Rewrite>, String> {
    Ok(match (&inst.opcode, &inst.data) {
        (Opcode::AtomicRmw, InstData::AtomicRmw { op, .. }) => {
            let ty = inst.ty;
            if module.types.get(ty) == &Type::X86Fp80 || module.types.get(ty) == &Type::Fp128 {
                return Err(format!("unsupported: atomicrmw {} on {}", op.name(), type_name(module, ty)));
            }
            match policy(*op, is_fp(module, ty), result_used) {
                AtomicRmwExpansion::Native => None,
                AtomicRmwExpansion::CmpXchgLoop => Some(Rewrite::Loop),
                AtomicRmwExpansion::AsInteger => Some(Rewrite::AsInteger),
            }
        }
        (Opcode::Load, InstData::Mem { ordering, .. }) if *ordering != AtomicOrdering::NotAtomic => {
            is_fp(module, inst.ty).then_some(Rewrite::AsInteger)
        }
        (Opcode::Store, InstData::Mem { ordering, .. }) if *ordering != AtomicOrdering::NotAtomic => {
            is_fp(module, module.value_type(Some(func), inst.operands[0])).then_some(Rewrite::AsInteger)
        }
        _ => None,
    })
}

fn type_name(module: &Module, ty: TypeId) -> String {
    kiln_ir::printer::type_to_string(module, ty)
}

/// The integer type as wide as floating-point type `ty`, and a pointer to it like `ptr_ty`.
fn integer_of(b: &mut Builder<'_>, module_types: &TypeTable, ty: TypeId, ptr_ty: TypeId) -> (TypeId, TypeId) {
    let bits = match module_types.get(ty) {
        Type::Half => 16,
        Type::Float => 32,
        _ => 64,
    };
    let int = b.int_type(bits);
    let ptr = match module_types.get(ptr_ty) {
        Type::Ptr { pointee: Some(_), .. } => b.pointer_type(int),
        _ => ptr_ty,
    };
    (int, ptr)
}

/// Inserts `inst` into `block` of `f` at position `pos`; returns its value.
fn insert_at(module: &mut Module, f: FuncId, block: BlockId, pos: usize, inst: Inst) -> Value {
    let func = &mut module.functions[f.index()];
    let id = InstId(func.insts.len() as u32);
    func.insts.push(inst);
    func.blocks[block.index()].insts.insert(pos, id);
    Value::Inst(id)
}

fn plain(opcode: Opcode, ty: TypeId, operands: Vec<Value>, data: InstData) -> Inst {
    Inst { opcode, flags: InstFlags::default(), ty, name: None, operands: operands.into(), data, metadata: Default::default() }
}

/// The block holding `i` and its position there.
fn position_of(module: &Module, f: FuncId, i: InstId) -> Result<(BlockId, usize), String> {
    let func = &module.functions[f.index()];
    for &b in &func.layout {
        if let Some(pos) = func.blocks[b.index()].insts.iter().position(|&x| x == i) {
            return Ok((b, pos));
        }
    }
    Err("internal error: an atomic instruction vanished from its function".to_string())
}

/// A cast of `v` to `to` unless it already has that type (an opaque pointer).
fn cast_before(module: &mut Module, f: FuncId, at: (BlockId, &mut usize), v: Value, to: TypeId) -> Value {
    let from = module.value_type(Some(&module.functions[f.index()]), v);
    if from == to {
        return v;
    }
    let cast = insert_at(module, f, at.0, *at.1, plain(Opcode::BitCast, to, vec![v], InstData::None));
    *at.1 += 1;
    cast
}

/// A floating-point atomic load, store or exchange on the integer of its width.
fn as_integer(module: &mut Module, f: FuncId, i: InstId) -> Result<(), String> {
    let (block, mut pos) = position_of(module, f, i)?;
    let inst = module.functions[f.index()].insts[i.index()].clone();
    let func = &module.functions[f.index()];
    let (value_ty, ptr) = match inst.opcode {
        Opcode::Store => (module.value_type(Some(func), inst.operands[0]), inst.operands[1]),
        _ => (inst.ty, inst.operands[0]),
    };
    let ptr_ty = module.value_type(Some(func), ptr);
    let types = module.types.clone();
    let (int, int_ptr) = {
        let mut b = Builder::new(module);
        integer_of(&mut b, &types, value_ty, ptr_ty)
    };
    let int_ptr_value = cast_before(module, f, (block, &mut pos), ptr, int_ptr);
    match inst.opcode {
        Opcode::Store => {
            let v = cast_before(module, f, (block, &mut pos), inst.operands[0], int);
            let s = &mut module.functions[f.index()].insts[i.index()];
            s.operands = [v, int_ptr_value].into();
        }
        Opcode::Load => {
            let mut load = inst.clone();
            load.ty = int;
            load.name = None;
            load.operands = [int_ptr_value].into();
            let l = insert_at(module, f, block, pos, load);
            let r = &mut module.functions[f.index()].insts[i.index()];
            *r = plain(Opcode::BitCast, value_ty, vec![l], InstData::None);
            r.name = inst.name;
        }
        _ => {
            let v = cast_before(module, f, (block, &mut pos), inst.operands[1], int);
            let mut rmw = inst.clone();
            rmw.ty = int;
            rmw.name = None;
            rmw.operands = [int_ptr_value, v].into();
            let x = insert_at(module, f, block, pos, rmw);
            let r = &mut module.functions[f.index()].insts[i.index()];
            *r = plain(Opcode::BitCast, value_ty, vec![x], InstData::None);
            r.name = inst.name;
        }
    }
    Ok(())
}

/// The strongest failure ordering a `cmpxchg` with success ordering `o` may have.
fn failure_ordering(o: AtomicOrdering) -> AtomicOrdering {
    match o {
        AtomicOrdering::AcqRel => AtomicOrdering::Acquire,
        AtomicOrdering::Release => AtomicOrdering::Monotonic,
        other => other,
    }
}

/// `atomicrmw op ptr, v` as a compare-exchange loop:
/// ```text
///   %init = load T, ptr            ; in the original block, which then branches to the loop
/// atomicrmw.start:
///   %loaded = phi T [ %init, %orig ], [ %old, %atomicrmw.start ]
///   %new = op %loaded, %v
///   %pair = cmpxchg ptr, iN %loaded, iN %new   ; through bitcasts for floating point
///   %ok = extractvalue %pair, 1
///   %old = extractvalue %pair, 0   ; the rewritten atomicrmw (a bitcast for floating point)
///   br i1 %ok, label %atomicrmw.end, label %atomicrmw.start
/// atomicrmw.end:                   ; the rest of the original block
/// ```
fn expand_rmw_loop(module: &mut Module, f: FuncId, i: InstId) -> Result<(), String> {
    let (block, pos) = position_of(module, f, i)?;
    let inst = module.functions[f.index()].insts[i.index()].clone();
    let InstData::AtomicRmw { op, ordering, scope, align } = inst.data else {
        return Err("internal error: not an atomicrmw".to_string());
    };
    let (ptr, v, ty) = (inst.operands[0], inst.operands[1], inst.ty);
    let fp = is_fp(module, ty);
    let ptr_ty = module.value_type(Some(&module.functions[f.index()]), ptr);
    if !fp && module.types.int_width(ty).is_none_or(|w| w > 64) {
        return Err(format!("unsupported: atomicrmw {} on {}", op.name(), type_name(module, ty)));
    }
    // Split: the instructions after the atomicrmw move to the end block.
    let func = &mut module.functions[f.index()];
    let rest: Vec<InstId> = func.blocks[block.index()].insts.split_off(pos);
    let rest = rest[1..].to_vec();
    let types = module.types.clone();
    let mut b = Builder::new(module);
    b.set_debug_loc_of(f, i);
    // Block names carry the instruction's number: a function may have several loops.
    let loop_block = b.append_block(f, Some(&format!("atomicrmw.start{}", i.0)));
    let end_block = b.append_block(f, Some(&format!("atomicrmw.end{}", i.0)));
    b.position_at_end(f, block);
    let init = b.build_load(ty, ptr, align);
    b.build_br(loop_block);
    b.position_at_end(f, loop_block);
    let loaded = b.build_phi(ty, &[(init, block)]);
    let new = match op {
        RmwOp::Nand => {
            let and = b.build_binary(Opcode::And, loaded, v);
            let ones = b.const_int(ty, -1);
            b.build_binary(Opcode::Xor, and, ones)
        }
        RmwOp::And => b.build_binary(Opcode::And, loaded, v),
        RmwOp::Or => b.build_binary(Opcode::Or, loaded, v),
        RmwOp::Xor => b.build_binary(Opcode::Xor, loaded, v),
        RmwOp::Max | RmwOp::Min | RmwOp::UMax | RmwOp::UMin => {
            let pred = match op {
                RmwOp::Max => IntPredicate::Sgt,
                RmwOp::Min => IntPredicate::Sle,
                RmwOp::UMax => IntPredicate::Ugt,
                _ => IntPredicate::Ule,
            };
            let keep = b.build_icmp(pred, loaded, v);
            b.build_select(keep, loaded, v)
        }
        RmwOp::FAdd => b.build_binary(Opcode::FAdd, loaded, v),
        RmwOp::FSub => b.build_binary(Opcode::FSub, loaded, v),
        RmwOp::Add => b.build_binary(Opcode::Add, loaded, v),
        RmwOp::Sub => b.build_binary(Opcode::Sub, loaded, v),
        RmwOp::Xchg => v,
    };
    let (int, int_ptr) = if fp { integer_of(&mut b, &types, ty, ptr_ty) } else { (ty, ptr_ty) };
    let (cmp, new, cas_ptr) = if fp {
        let p = if int_ptr == ptr_ty { ptr } else { b.build_cast(Opcode::BitCast, ptr, int_ptr) };
        (b.build_cast(Opcode::BitCast, loaded, int), b.build_cast(Opcode::BitCast, new, int), p)
    } else {
        (loaded, new, ptr)
    };
    let pair_ty = b.struct_type(&[int, TypeTable::I1], false);
    let mut cas = plain(
        Opcode::CmpXchg,
        pair_ty,
        vec![cas_ptr, cmp, new],
        InstData::CmpXchg { success: ordering, failure: failure_ordering(ordering), scope, align },
    );
    if inst.flags.has(InstFlags::VOLATILE) {
        cas.flags.set(InstFlags::VOLATILE);
    }
    let pair = b.insert(cas);
    let ok = b.build_extract_value(pair, &[1])?;
    let old_int = if fp { Some(b.build_extract_value(pair, &[0])?) } else { None };
    // The atomicrmw itself becomes the old value, so its users stay as they are.
    let func = &mut module.functions[f.index()];
    let old = &mut func.insts[i.index()];
    *old = match old_int {
        Some(x) => plain(Opcode::BitCast, ty, vec![x], InstData::None),
        None => plain(Opcode::ExtractValue, ty, vec![pair], InstData::Indices([0].into())),
    };
    old.name = inst.name;
    func.blocks[loop_block.index()].insts.push(i);
    let mut b = Builder::new(module);
    b.position_at_end(f, loop_block);
    b.add_incoming(loaded, Value::Inst(i), loop_block);
    b.build_cond_br(ok, end_block, loop_block);
    let func = &mut module.functions[f.index()];
    func.blocks[end_block.index()].insts = rest;
    // The new blocks go right after the original one, and its successors' phis now come
    // from the end block.
    func.layout.retain(|&x| x != loop_block && x != end_block);
    let at = func.layout.iter().position(|&x| x == block).map_or(func.layout.len(), |p| p + 1);
    func.layout.insert(at, end_block);
    func.layout.insert(at, loop_block);
    let successors: Vec<BlockId> = func.blocks[end_block.index()]
        .insts
        .last()
        .map(|&t| func.insts[t.index()].successors().collect())
        .unwrap_or_default();
    for s in successors {
        let insts = func.blocks[s.index()].insts.clone();
        for p in insts {
            if let InstData::Phi(blocks) = &mut func.insts[p.index()].data {
                for from in blocks.iter_mut() {
                    if *from == block {
                        *from = end_block;
                    }
                }
            } else {
                break;
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// x86-64's policy, as kiln-target-x86 states it.
    fn policy(op: RmwOp, fp: bool, used: bool) -> AtomicRmwExpansion {
        match op {
            RmwOp::Xchg if fp => AtomicRmwExpansion::AsInteger,
            RmwOp::Xchg | RmwOp::Add | RmwOp::Sub => AtomicRmwExpansion::Native,
            RmwOp::And | RmwOp::Or | RmwOp::Xor if !used => AtomicRmwExpansion::Native,
            _ => AtomicRmwExpansion::CmpXchgLoop,
        }
    }

    fn expand_with(text: &str, fences: bool) -> String {
        let mut m = kiln_ir::parse("t.ll", text).expect("parses");
        run(&mut m, &policy, fences).expect("expands");
        kiln_ir::verify_module(&m).expect("verifies");
        kiln_ir::print(&m)
    }

    fn expand(text: &str) -> String {
        expand_with(text, false)
    }

    #[test]
    fn fenced_loads_and_stores_become_plain_between_fences() {
        let text = "define i32 @f(ptr %p, ptr %q) {\n  %a = load atomic i32, ptr %p seq_cst, align 4\n  %b = load atomic i8, ptr %q acquire, align 1\n  %c = load atomic i64, ptr %q monotonic, align 8\n  store atomic i32 %a, ptr %p release, align 4\n  store atomic i16 0, ptr %q monotonic, align 2\n  %d = load atomic i32, ptr %q seq_cst, align 2\n  ret i32 %a\n}\n";
        let out = expand_with(text, true);
        let body: Vec<&str> = out.lines().map(str::trim).filter(|l| l.starts_with('%') || l.starts_with("fence") || l.starts_with("store")).collect();
        assert_eq!(
            body,
            [
                "fence seq_cst",
                "%a = load volatile i32, ptr %p, align 4",
                "fence acquire",
                "%b = load volatile i8, ptr %q, align 1",
                "fence acquire",
                "%c = load volatile i64, ptr %q, align 8",
                "fence release",
                "store volatile i32 %a, ptr %p, align 4",
                "store volatile i16 0, ptr %q, align 2",
                "%d = load atomic i32, ptr %q seq_cst, align 2",
            ],
            "{out}"
        );
        assert!(expand(text).contains("load atomic i32, ptr %p seq_cst"), "without fences they stay atomic");
    }

    #[test]
    fn nand_and_max_become_cmpxchg_loops() {
        let out = expand(
            "define i32 @f(ptr %p, i32 %v) {\nentry:\n  %o = atomicrmw nand ptr %p, i32 %v seq_cst, align 4\n  %m = atomicrmw umax ptr %p, i32 %o acq_rel, align 4\n  ret i32 %m\n}\n",
        );
        assert_eq!(out.matches("cmpxchg ptr %p").count(), 2, "{out}");
        assert!(out.contains("icmp ugt i32"), "{out}");
        assert!(out.contains("xor i32"), "{out}");
        assert!(out.contains("acq_rel acquire"), "{out}");
        assert!(out.contains("%o = extractvalue { i32, i1 }"), "{out}");
        assert!(out.contains("ret i32 %m"), "{out}");
    }

    #[test]
    fn unused_or_stays_and_used_or_loops() {
        let out = expand("define void @f(ptr %p) {\n  %o = atomicrmw or ptr %p, i8 1 seq_cst, align 1\n  ret void\n}\n");
        assert!(out.contains("atomicrmw or") && !out.contains("cmpxchg"), "{out}");
        let out = expand("define i8 @f(ptr %p) {\n  %o = atomicrmw or ptr %p, i8 1 seq_cst, align 1\n  ret i8 %o\n}\n");
        assert!(!out.contains("atomicrmw or") && out.contains("cmpxchg"), "{out}");
    }

    #[test]
    fn floating_point_goes_through_integers() {
        let out = expand(
            "define float @f(float* %p, float %v) {\n  %a = atomicrmw fadd float* %p, float %v seq_cst\n  %l = load atomic float, float* %p acquire, align 4\n  store atomic float %l, float* %p release, align 4\n  ret float %a\n}\n",
        );
        assert!(out.contains("fadd float"), "{out}");
        assert!(out.contains("cmpxchg i32*"), "{out}");
        assert!(out.contains("load atomic i32, i32*"), "{out}");
        assert!(out.contains("store atomic i32"), "{out}");
    }

    #[test]
    fn phis_of_successors_follow_the_split() {
        let out = expand(
            "define i32 @f(ptr %p, i1 %c) {\nentry:\n  %o = atomicrmw max ptr %p, i32 3 seq_cst, align 4\n  br i1 %c, label %a, label %b\na:\n  br label %b\nb:\n  %r = phi i32 [ %o, %entry ], [ 0, %a ]\n  ret i32 %r\n}\n",
        );
        assert!(out.contains("[ %o, %atomicrmw.end0 ]"), "{out}");
    }
}
