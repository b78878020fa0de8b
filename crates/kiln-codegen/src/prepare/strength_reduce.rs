//! Loop strength reduction above -O0 (the address half of LLVM's LoopStrengthReduce, run on
//! the IR before selection as llc runs it): in each innermost loop with a preheader and one
//! latch ([`super::ir_loops`]), the loads' and stores' addresses that are affine in the loop
//! ([`super::affine`]) are grouped by their invariant base and their step per iteration, and a
//! group whose addresses cost instructions to compute each iteration (a multiply by a row
//! size, an index the target cannot scale) gets one pointer phi that starts at the base in the
//! preheader and steps by the stride at the latch; each address becomes that pointer plus a
//! constant the target's memory operands take ([`AddressingMode`]). In a matrix product
//! unrolled by 8 that turns eight `or`s and eight multiplies per iteration into one `add`.
//!
//! The cost is LLVM's trade in small: a group is rewritten only when the instructions that
//! die with its old addresses (counted with the target's addressing modes: an index it scales
//! for free costs nothing) outnumber the pointers it adds (each an add per iteration and a
//! register through the loop: an even trade loses to the register), and a loop gets at most
//! [`MAX_POINTERS`] new pointers, as each holds a register through the loop. Loops of functions
//! that call a function returning twice (`setjmp`) are left alone. The old computations stay
//! for other users and selection drops the unused ones; the new instructions carry the `!dbg`
//! of the instruction they serve, and their `getelementptr`s are not `inbounds`.

use super::affine::{index_sizes, type_of, AffineAnalysis, Ext, FunctionView, IndexSize, Term};
use super::ir_loops::{self, IrLoop};
use super::loop_exits::{self, SteppedPointer};
use crate::target::data_layout::ModuleLayout;
use crate::target::machine::AddressingMode;
use kiln_ir::verifier::DomTree;
use kiln_ir::{AttrKind, BlockId, ConstKind, ConstPool, Constant, Function, Inst, InstData, InstFlags, InstId, Module, Opcode, Type, TypeId, TypeTable, Value};
use rustc_hash::FxHashMap;

/// The most pointers one loop gets.
pub const MAX_POINTERS: usize = 4;

/// Reduces the loops of every defined function of `module` for a target with memory operands
/// `mode`.
pub fn run(module: &mut Module, mode: &AddressingMode) {
    let mut layout: Option<ModuleLayout> = None;
    let mut dom = DomTree::new();
    let mut scratch = Vec::new();
    for f in 0..module.functions.len() {
        let func = &module.functions[f];
        if func.is_declaration() {
            continue;
        }
        dom.compute_cfg(func);
        if !ir_loops::may_have_loops(&dom) {
            continue;
        }
        dom.compute_tree();
        let loops = ir_loops::innermost_loops(func, &dom, &mut scratch);
        if loops.is_empty() || calls_returns_twice(module, func) {
            continue;
        }
        if layout.is_none() {
            layout = ModuleLayout::for_module(module).ok();
        }
        let Some(layout) = layout.as_mut() else { return };
        layout.extend(&module.types);
        let func = &module.functions[f];
        let uses = use_counts(func);
        let plans: Vec<Plan> = loops.iter().enumerate().filter_map(|(k, l)| plan(module, func, &uses, k, l, layout, mode)).collect();
        for p in &plans {
            let l = &loops[p.l];
            let pointers = rewrite(module, f, l, p, &dom);
            loop_exits::rewrite_exit_test(module, f, l, &pointers);
        }
        loop_exits::rewrite_exit_values(module, f, &loops, &dom, layout);
    }
}

/// Whether `func` calls a function that may return twice (`returns_twice`, or one of the
/// `setjmp` family by name): values kept in registers across such a call are not restored.
fn calls_returns_twice(module: &Module, func: &Function) -> bool {
    func.insts.iter().any(|inst| {
        let Some(call) = inst.call_data() else { return false };
        let callee = match inst.opcode {
            Opcode::Invoke => inst.operands[inst.operands.len() - 3],
            _ => inst.operands[inst.operands.len() - 1],
        };
        let named = |g| matches!(module.global_name(g), Some(b"setjmp" | b"_setjmp" | b"sigsetjmp" | b"__sigsetjmp" | b"savectx" | b"vfork" | b"getcontext"));
        module.attr_sets.contains(call.attrs.func, AttrKind::ReturnsTwice)
            || module.function_of(callee).is_some_and(|f| module.attr_sets.contains(f.attrs.func, AttrKind::ReturnsTwice))
            || matches!(callee, Value::Global(g) if named(g))
    })
}

/// Addresses of one base and one step: one new pointer per window of offsets.
struct Group {
    /// The invariant part: the base pointer (coefficient 1) and integer terms.
    terms: Vec<(Term, i64)>,
    step: i64,
    /// Each load or store, the operand number of its address, the address's constant, and
    /// the window (of `anchors`) whose pointer it is addressed from.
    accesses: Vec<(InstId, usize, i64, usize)>,
    /// Where each window's pointer points, as a constant beside `terms`.
    anchors: Vec<i64>,
}

struct Plan {
    /// The loop's index among the function's innermost loops.
    l: usize,
    groups: Vec<Group>,
}

/// The groups of loop `l` (number `number`) of `func` worth a pointer, at most
/// [`MAX_POINTERS`] pointers in all.
fn plan(module: &Module, func: &Function, uses: &[u32], number: usize, l: &IrLoop, layout: &ModuleLayout, mode: &AddressingMode) -> Option<Plan> {
    l.preheader?;
    let mut in_block = vec![false; func.blocks.len()];
    for b in &l.blocks {
        in_block[b.index()] = true;
    }
    let mut block_of: FxHashMap<InstId, BlockId> = FxHashMap::default();
    let mut accesses = Vec::new();
    for &b in &l.blocks {
        for &i in &func.blocks[b.index()].insts {
            block_of.insert(i, b);
            match func.insts[i.index()].opcode {
                Opcode::Load => accesses.push((i, 0)),
                Opcode::Store => accesses.push((i, 1)),
                _ => {}
            }
        }
    }
    if accesses.is_empty() {
        return None;
    }
    let in_loop = |i: InstId| block_of.contains_key(&i);
    let ir = FunctionView { func, types: &module.types, consts: &module.consts, globals: &module.globals, layout };
    let mut analysis = AffineAnalysis::new(ir, &in_loop, l.header, l.latch);
    let mut groups: Vec<Group> = Vec::new();
    let mut index: FxHashMap<(Vec<(Term, i64)>, i64), usize> = FxHashMap::default();
    for (access, k) in accesses {
        let address = func.insts[access.index()].operands[k];
        if !matches!(address, Value::Inst(a) if in_loop(a)) {
            continue;
        }
        let Some(affine) = analysis.of(address) else { continue };
        let mut pointers = affine.terms.iter().filter(|t| module.types.is_ptr(ir.value_type(t.0.value)));
        let base_ok = pointers.next().is_some_and(|&(t, c)| c == 1 && t.ext == Ext::None) && pointers.next().is_none();
        if affine.step == 0 || !base_ok {
            continue;
        }
        let g = *index.entry((affine.terms.clone(), affine.step)).or_insert_with(|| {
            groups.push(Group { terms: affine.terms.clone(), step: affine.step, accesses: Vec::new(), anchors: Vec::new() });
            groups.len() - 1
        });
        groups[g].accesses.push((access, k, affine.konst, 0));
    }
    let cx = CostContext { ir, in_loop: &in_loop, uses, mode };
    let mut worth: Vec<(i64, Group)> = Vec::new();
    for mut group in groups {
        windows(&mut group, mode);
        let removed = removed_cost(&cx, &group) as i64;
        let added = group.anchors.len() as i64;
        if added < removed && added <= MAX_POINTERS as i64 {
            worth.push((removed - added, group));
        }
    }
    worth.sort_by_key(|w| -w.0);
    let mut pointers = 0;
    let mut chosen = Vec::new();
    for (_, group) in worth {
        if pointers + group.anchors.len() <= MAX_POINTERS {
            pointers += group.anchors.len();
            chosen.push(group);
        }
    }
    (!chosen.is_empty()).then_some(Plan { l: number, groups: chosen })
}

/// The pointers a group needs: from the lowest offset up, each covers the offsets the
/// target's displacement reaches from it (from 0 when that covers the rest, else from its
/// lowest displacement).
fn windows(group: &mut Group, mode: &AddressingMode) {
    let fits = |anchor: i64, o: i64| o.checked_sub(anchor).is_some_and(|d| d >= mode.min_offset && d <= mode.max_offset);
    let mut offsets: Vec<i64> = group.accesses.iter().map(|a| a.2).collect();
    offsets.sort_unstable();
    offsets.dedup();
    let mut anchors = Vec::new();
    let mut k = 0;
    while k < offsets.len() {
        let low = offsets[k];
        let anchor = if offsets[k..].iter().all(|&o| fits(low, o)) { low } else { low.wrapping_sub(mode.min_offset) };
        anchors.push(anchor);
        while k < offsets.len() && fits(anchor, offsets[k]) {
            k += 1;
        }
    }
    for access in &mut group.accesses {
        access.3 = anchors.iter().position(|&a| fits(a, access.2)).expect("every offset has its window");
    }
    group.anchors = anchors;
}

/// How many times each instruction of `func` is an operand.
pub(super) fn use_counts(func: &Function) -> Vec<u32> {
    let mut uses = vec![0; func.insts.len()];
    for (_, i) in func.inst_order() {
        for op in func.insts[i.index()].operands.iter() {
            if let Value::Inst(x) = op {
                uses[x.index()] += 1;
            }
        }
    }
    uses
}

/// The instructions per iteration that die when `group`'s addresses no longer use them, as
/// the target selects them (`uses`: how many times each instruction is an operand).
fn removed_cost(cx: &CostContext, group: &Group) -> u32 {
    let func = cx.ir.func;
    let mut left: FxHashMap<InstId, u32> = FxHashMap::default();
    let mut stack: Vec<Value> = group.accesses.iter().map(|&(i, k, _, _)| func.insts[i.index()].operands[k]).collect();
    let mut cost = 0;
    while let Some(v) = stack.pop() {
        let Value::Inst(i) = v else { continue };
        if !(cx.in_loop)(i) {
            continue;
        }
        let inst = &func.insts[i.index()];
        let n = left.entry(i).or_insert(cx.uses[i.index()]);
        *n = n.saturating_sub(1);
        let pure = matches!(
            inst.opcode,
            Opcode::GetElementPtr | Opcode::BitCast | Opcode::Add | Opcode::Sub | Opcode::Mul | Opcode::Shl | Opcode::Or | Opcode::SExt | Opcode::ZExt
        );
        if *n == 0 && pure {
            cost += inst_cost(cx, inst);
            stack.extend(inst.operands.iter().copied());
        }
    }
    cost
}

/// What instruction `inst` of a loop costs per iteration once selected: a `getelementptr`
/// an add per index that varies in the loop and a multiply or shift unless its size is 1,
/// except that the first goes to the memory operand's index register where the target has
/// one (its multiply too when the target scales by the size); a constant added costs nothing
/// (it becomes a displacement), a bit cast nothing.
fn inst_cost(cx: &CostContext, inst: &Inst) -> u32 {
    let constant = |v: &Value| matches!(v, Value::Const(_));
    match (inst.opcode, &inst.data) {
        (Opcode::BitCast, _) => 0,
        (Opcode::Add | Opcode::Sub | Opcode::Or, _) if inst.operands.iter().any(constant) => 0,
        (Opcode::GetElementPtr, &InstData::Gep { source }) => {
            let Some(sizes) = index_sizes(cx.ir.types, cx.ir.consts, cx.ir.layout, source, &inst.operands) else { return 2 };
            let mut indexed = false;
            let mut cost = 0;
            for (index, size) in inst.operands[1..].iter().zip(sizes) {
                let (Value::Inst(i), IndexSize::Scaled(size)) = (index, size) else { continue };
                if !(cx.in_loop)(*i) {
                    continue;
                }
                let multiply = u32::from(size != 1);
                if !indexed && !cx.mode.scales.is_empty() {
                    // The index register: free when the target scales by the size.
                    indexed = true;
                    cost += u32::from(!cx.mode.scales.contains(&(size as u64))) * multiply;
                } else {
                    cost += 1 + multiply;
                }
            }
            cost
        }
        _ => 1,
    }
}

/// What [`removed_cost`] reads.
struct CostContext<'a> {
    ir: FunctionView<'a>,
    in_loop: &'a dyn Fn(InstId) -> bool,
    uses: &'a [u32],
    mode: &'a AddressingMode,
}

/// Interns the `i64` constant `k`.
pub(super) fn const_i64(consts: &mut ConstPool, k: i64) -> Value {
    Value::Const(consts.intern(Constant { ty: TypeTable::I64, kind: ConstKind::Int(k as u64 as u128) }))
}

/// New instructions of one function, each placed before an existing one (or first in a
/// block, for phis).
pub(super) struct Insertions<'f> {
    pub func: &'f mut Function,
    pub before: FxHashMap<InstId, Vec<InstId>>,
    /// The `!dbg` kind's name, when the module has one.
    pub dbg: Option<kiln_ir::Sym>,
}

impl Insertions<'_> {
    /// Adds `inst` before `at` with the `!dbg` of `at` (and no other metadata).
    pub fn push(&mut self, at: InstId, mut inst: Inst) -> Value {
        inst.metadata = self.dbg.and_then(|k| Some((k, self.func.insts[at.index()].attachment(k)?))).into_iter().collect();
        inst.name = None;
        let id = InstId(self.func.insts.len() as u32);
        self.func.insts.push(inst);
        self.before.entry(at).or_default().push(id);
        Value::Inst(id)
    }

    /// Adds a new instruction without flags before `at` with the `!dbg` of `at`.
    pub fn add(&mut self, at: InstId, opcode: Opcode, ty: TypeId, operands: Vec<Value>, data: InstData) -> Value {
        self.push(at, Inst { opcode, flags: InstFlags::default(), ty, name: None, operands: operands.into(), data, metadata: Default::default() })
    }

    /// `Σ c·term + konst` as an `i64`, computed before `at` (`None` for 0).
    fn sum<'t>(&mut self, consts: &mut ConstPool, at: InstId, terms: impl Iterator<Item = &'t (Term, i64)>, konst: i64) -> Option<Value> {
        let mut sum: Option<Value> = None;
        for &(term, c) in terms {
            let mut v = term.value;
            match term.ext {
                Ext::Sext => v = self.add(at, Opcode::SExt, TypeTable::I64, vec![v], InstData::None),
                Ext::Zext => v = self.add(at, Opcode::ZExt, TypeTable::I64, vec![v], InstData::None),
                Ext::None => {}
            }
            if c > 1 && (c as u64).is_power_of_two() {
                let k = const_i64(consts, c.trailing_zeros() as i64);
                v = self.add(at, Opcode::Shl, TypeTable::I64, vec![v, k], InstData::None);
            } else if c != 1 {
                let k = const_i64(consts, c);
                v = self.add(at, Opcode::Mul, TypeTable::I64, vec![v, k], InstData::None);
            }
            sum = Some(match sum {
                None => v,
                Some(s) => self.add(at, Opcode::Add, TypeTable::I64, vec![s, v], InstData::None),
            });
        }
        match (sum, konst) {
            (sum, 0) => sum,
            (None, k) => Some(const_i64(consts, k)),
            (Some(s), k) => {
                let k = const_i64(consts, k);
                Some(self.add(at, Opcode::Add, TypeTable::I64, vec![s, k], InstData::None))
            }
        }
    }

    pub fn gep(&mut self, at: InstId, ty: TypeId, base: Value, offset: Value) -> Value {
        self.add(at, Opcode::GetElementPtr, ty, vec![base, offset], InstData::Gep { source: TypeTable::I8 })
    }

    /// `v` as type `ty` (a bit cast when its pointer type differs).
    pub fn cast(&mut self, at: InstId, v: Value, from: TypeId, ty: TypeId) -> Value {
        if from == ty {
            v
        } else {
            self.add(at, Opcode::BitCast, ty, vec![v], InstData::None)
        }
    }

    /// Puts the new instructions in place in `blocks`.
    pub fn place<'b>(self, blocks: impl Iterator<Item = &'b BlockId>) {
        for &b in blocks {
            let insts = &self.func.blocks[b.index()].insts;
            if !insts.iter().any(|i| self.before.contains_key(i)) {
                continue;
            }
            let mut placed = Vec::with_capacity(insts.len() + 8);
            for &i in insts {
                if let Some(new) = self.before.get(&i) {
                    placed.extend_from_slice(new);
                }
                placed.push(i);
            }
            self.func.blocks[b.index()].insts = placed;
        }
    }
}

/// Gives each group of `plan` (for loop `l`, whose CFG `dom` holds) its pointers and
/// rewrites its addresses; returns the pointers.
fn rewrite(module: &mut Module, f: usize, l: &IrLoop, plan: &Plan, dom: &DomTree) -> Vec<SteppedPointer> {
    let dbg = module.symbols.lookup(b"dbg");
    let opaque = module.opaque_pointers;
    let Module { functions, consts, types, globals, .. } = module;
    let func = &mut functions[f];
    let preheader = l.preheader.expect("a planned loop has a preheader");
    let pre_end = *func.blocks[preheader.index()].insts.last().expect("a preheader ends with its branch");
    let latch_end = *func.blocks[l.latch.index()].insts.last().expect("a latch ends with its branch");
    let block_of: FxHashMap<InstId, BlockId> = l.blocks.iter().flat_map(|&b| func.blocks[b.index()].insts.iter().map(move |&i| (i, b))).collect();
    let mut phis = Vec::new();
    let mut stepped = Vec::new();
    let mut ins = Insertions { func, before: FxHashMap::default(), dbg };
    for group in &plan.groups {
        let is_base = |t: &(Term, i64), func: &Function| types.is_ptr(type_of(consts, globals, func, t.0.value));
        let base = group.terms.iter().find(|t| is_base(t, ins.func)).expect("a group has a base pointer").0.value;
        let base_ty = type_of(consts, globals, ins.func, base);
        let Type::Ptr { addrspace, .. } = *types.get(base_ty) else { unreachable!("the base is a pointer") };
        let byte_ptr = types.ptr(addrspace, (!opaque).then_some(TypeTable::I8));
        // The invariant part, in the preheader.
        let sum = ins.sum(consts, pre_end, group.terms.iter().filter(|t| t.0.value != base), 0);
        let start_base = ins.cast(pre_end, base, base_ty, byte_ptr);
        let start_base = match sum {
            Some(s) => ins.gep(pre_end, byte_ptr, start_base, s),
            None => start_base,
        };
        let step = const_i64(consts, group.step);
        let mut pointers = Vec::new();
        for &anchor in &group.anchors {
            let start = if anchor == 0 { start_base } else { ins.gep(pre_end, byte_ptr, start_base, const_i64(consts, anchor)) };
            let phi = InstId(ins.func.insts.len() as u32);
            ins.func.insts.push(Inst {
                opcode: Opcode::Phi,
                flags: InstFlags::default(),
                ty: byte_ptr,
                name: None,
                operands: vec![start, start].into(),
                data: InstData::Phi([preheader, l.latch].into()),
                metadata: Default::default(),
            });
            let next = ins.gep(latch_end, byte_ptr, Value::Inst(phi), step);
            ins.func.insts[phi.index()].operands[1] = next;
            phis.push(phi);
            pointers.push(Value::Inst(phi));
            let every_iteration = group.accesses.iter().any(|a| a.3 == pointers.len() - 1 && dom.dominates(block_of[&a.0], l.latch));
            stepped.push(SteppedPointer { start, next, step: group.step, ty: byte_ptr, every_iteration });
        }
        for &(access, k, offset, window) in &group.accesses {
            let d = offset.wrapping_sub(group.anchors[window]);
            let pointer = pointers[window];
            let address = if d == 0 { pointer } else { ins.gep(access, byte_ptr, pointer, const_i64(consts, d)) };
            let old_ty = type_of(consts, globals, ins.func, ins.func.insts[access.index()].operands[k]);
            let address = ins.cast(access, address, byte_ptr, old_ty);
            ins.func.insts[access.index()].operands[k] = address;
        }
    }
    ins.place(l.blocks.iter().chain([&preheader]));
    functions[f].blocks[l.header.index()].insts.splice(0..0, phis);
    stepped
}

#[cfg(test)]
pub(super) mod tests {
    use crate::target::machine::AddressingMode;

    /// x86-64's memory operands and RISC-V's, as their targets give them.
    pub const X86: AddressingMode = AddressingMode { scales: &[1, 2, 4, 8], min_offset: i32::MIN as i64, max_offset: i32::MAX as i64 };
    pub const RISCV: AddressingMode = AddressingMode { scales: &[], min_offset: -2048, max_offset: 2047 };

    /// `text` after the pass, verified and printed.
    pub fn reduced(text: &str, mode: &AddressingMode) -> String {
        let mut module = kiln_ir::parse("f.ll", text).unwrap();
        super::run(&mut module, mode);
        kiln_ir::verify_module(&module).unwrap();
        kiln_ir::print(&module)
    }

    const COLUMN: &str = "define i32 @f(ptr %b, i64 %j) {\nentry:\n  br label %loop\nloop:\n  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]\n  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]\n  %k1 = or i64 %k, 1\n  %p0 = getelementptr inbounds [64 x i32], ptr %b, i64 %k, i64 %j\n  %p1 = getelementptr inbounds [64 x i32], ptr %b, i64 %k1, i64 %j\n  %x0 = load i32, ptr %p0, align 4\n  %x1 = load i32, ptr %p1, align 4\n  %t = add i32 %x0, %x1\n  %s.next = add i32 %s, %t\n  %k.next = add nuw nsw i64 %k, 2\n  %done = icmp eq i64 %k.next, 64\n  br i1 %done, label %exit, label %loop\nexit:\n  ret i32 %s.next\n}\n";

    #[test]
    fn rows_of_a_column_share_one_pointer() {
        let printed = reduced(COLUMN, &X86);
        // One pointer from %b + 4 * %j, stepped by two rows; the second row a displacement.
        assert!(printed.contains("phi ptr [ %1, %entry ], [ %5, %loop ]"), "{printed}");
        assert!(printed.contains("%5 = getelementptr i8, ptr %3, i64 512"), "{printed}");
        assert!(printed.contains("getelementptr i8, ptr %3, i64 256"), "{printed}");
        // The row counter only counted: the pointer meets its end, 32 steps on.
        assert!(printed.contains("%2 = getelementptr i8, ptr %1, i64 16384"), "{printed}");
        assert!(printed.contains("%6 = icmp eq ptr %5, %2"), "{printed}");
        assert!(!printed.contains("%k"), "{printed}");
    }

    #[test]
    fn displacements_beyond_the_target_s_reach_get_another_pointer() {
        let wide = COLUMN.replace("[64 x i32]", "[1024 x i32]");
        let printed = reduced(&wide, &RISCV);
        assert_eq!(printed.matches("phi ptr").count(), 2, "{printed}");
        let printed = reduced(&wide, &X86);
        assert_eq!(printed.matches("phi ptr").count(), 1, "{printed}");
    }

    #[test]
    fn an_index_the_target_scales_stays_an_index() {
        let text = "define void @f(ptr %a, i64 %n) {\nentry:\n  br label %loop\nloop:\n  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]\n  %p = getelementptr inbounds i32, ptr %a, i64 %i\n  store i32 0, ptr %p, align 4\n  %i.next = add nuw nsw i64 %i, 1\n  %done = icmp eq i64 %i.next, %n\n  br i1 %done, label %exit, label %loop\nexit:\n  ret void\n}\n";
        assert!(!reduced(text, &X86).contains("phi ptr"));
        // Without an index register the pointer pays.
        assert!(reduced(text, &RISCV).contains("phi ptr"));
    }
}
