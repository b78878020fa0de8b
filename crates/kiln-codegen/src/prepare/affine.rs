//! Affine expressions of one loop's values, a small SCEV for loop strength reduction
//! ([`super::strength_reduce`]): a value is `Σ cᵢ·termᵢ + k + step·n` at the loop's n-th
//! iteration, the terms being values defined outside the loop (LLVM's add recurrence
//! `{start,+,step}<loop>` with an invariant start). The header's phis that add a constant each
//! iteration are the recurrences; `add`, `sub`, `mul` and `shl` by constants, an `or` with bits
//! known to be zero (`or i64 %i, 1` when `%i` steps by 8, as clang writes `i|1` after
//! unrolling), `sext`/`zext` of values computed without signed/unsigned wrap (`nsw`/`nuw` at
//! every step), bit casts of pointers and `getelementptr`s with their types' sizes combine them.
//! Sums are in 64-bit two's complement (the pointer's index width); a value narrower than 64
//! bits is kept only while its computation is exact in a signed or unsigned reading, which
//! is what lets an extension distribute over it.

use crate::target::data_layout::ModuleLayout;
use kiln_ir::{BlockId, ConstKind, ConstPool, Function, Global, InstFlags, InstId, Opcode, Type, TypeId, TypeTable, Value};
use rustc_hash::FxHashMap;

/// How a term's value, narrower than 64 bits, is widened to them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Ext {
    /// The value is 64 bits wide (or a pointer).
    None,
    Sext,
    Zext,
}

/// A loop-invariant value, widened by `ext`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Term {
    pub value: Value,
    pub ext: Ext,
}

/// `Σ coefficient·term + konst + step·n`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Affine {
    /// Sorted by term, no zero coefficient.
    pub terms: Vec<(Term, i64)>,
    pub konst: i64,
    pub step: i64,
    /// For a value narrower than 64 bits: its computation never wraps in a signed reading
    /// (every term read signed), or in an unsigned one (every term read unsigned, and every
    /// coefficient, `konst` and `step` non-negative).
    nsw: bool,
    nuw: bool,
}

impl Affine {
    pub fn constant(k: i64) -> Affine {
        Affine { terms: Vec::new(), konst: k, step: 0, nsw: true, nuw: k >= 0 }
    }

    fn term(value: Value) -> Affine {
        Affine { terms: vec![(Term { value, ext: Ext::None }, 1)], konst: 0, step: 0, nsw: true, nuw: true }
    }

    pub fn is_constant(&self) -> Option<i64> {
        (self.terms.is_empty() && self.step == 0).then_some(self.konst)
    }

    fn nonnegative(&self) -> bool {
        self.konst >= 0 && self.step >= 0 && self.terms.iter().all(|t| t.1 >= 0)
    }

    pub fn add(&self, other: &Affine, scale: i64) -> Affine {
        let mut terms = self.terms.clone();
        for &(t, c) in &other.terms {
            match terms.binary_search_by(|x| x.0.cmp(&t)) {
                Ok(i) => terms[i].1 = terms[i].1.wrapping_add(c.wrapping_mul(scale)),
                Err(i) => terms.insert(i, (t, c.wrapping_mul(scale))),
            }
        }
        terms.retain(|t| t.1 != 0);
        let konst = self.konst.wrapping_add(other.konst.wrapping_mul(scale));
        let step = self.step.wrapping_add(other.step.wrapping_mul(scale));
        Affine { terms, konst, step, nsw: self.nsw && other.nsw, nuw: self.nuw && other.nuw && scale >= 0 }
    }

    pub fn scale(&self, c: i64) -> Affine {
        let terms = if c == 0 { Vec::new() } else { self.terms.iter().map(|&(t, k)| (t, k.wrapping_mul(c))).collect() };
        Affine { terms, konst: self.konst.wrapping_mul(c), step: self.step.wrapping_mul(c), nsw: self.nsw, nuw: self.nuw && c >= 0 }
    }

    /// How many low bits are zero at every iteration.
    fn trailing_zeros(&self) -> u32 {
        let tz = |x: i64| if x == 0 { 64 } else { x.trailing_zeros() };
        self.terms.iter().map(|t| tz(t.1)).chain([tz(self.konst), tz(self.step)]).min().unwrap_or(64)
    }

    /// The 64-bit value of this `bits`-wide one extended by `ext`, when its computation
    /// allows the extension to distribute over the sum.
    fn extended(mut self, ext: Ext) -> Option<Affine> {
        match ext {
            Ext::Sext if self.nsw => {}
            Ext::Zext if self.nuw && self.nonnegative() => {}
            _ => return None,
        }
        for t in &mut self.terms {
            t.0.ext = ext;
        }
        self.nsw = true;
        self.nuw = true;
        Some(self)
    }
}

/// What one index of a `getelementptr` adds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IndexSize {
    /// The index times this size (of an array element, or of the source type).
    Scaled(i64),
    /// A struct field's offset (the index is a constant).
    Field(i64),
}

/// What each index of a `getelementptr` over `source` with operands `ops` (the base first)
/// adds, when every type it steps over has a fixed size.
pub fn index_sizes(types: &TypeTable, consts: &ConstPool, layout: &ModuleLayout, source: TypeId, ops: &[Value]) -> Option<Vec<IndexSize>> {
    let mut ty = source;
    let mut sizes = Vec::with_capacity(ops.len() - 1);
    for (k, &index) in ops[1..].iter().enumerate() {
        if k > 0 {
            match types.get(ty) {
                Type::Array { elem, .. } => ty = *elem,
                Type::Struct { .. } | Type::Named { .. } => {
                    let Value::Const(c) = index else { return None };
                    let ConstKind::Int(field) = consts.get(c).kind else { return None };
                    let offset = *layout.struct_layout(ty)?.offsets.get(usize::try_from(field).ok()?)?;
                    ty = types.element(ty, field as u64)?;
                    sizes.push(IndexSize::Field(offset as i64));
                    continue;
                }
                _ => return None,
            }
        }
        if !types.is_sized(ty) || types.vector_shape(ty).is_some_and(|(_, scalable)| scalable) {
            return None;
        }
        sizes.push(IndexSize::Scaled(layout.type_alloc_size(ty) as i64));
    }
    Some(sizes)
}

/// The loop of a probe that measures a recurrence's step: every value is a term.
fn nowhere(_: InstId) -> bool {
    false
}

/// Deepest chain of operations followed from one address.
const MAX_DEPTH: u32 = 12;

/// The type of `v`, a value of `func` (`Module::value_type` from the module's parts, for
/// callers that borrow the function apart).
pub fn type_of(consts: &ConstPool, globals: &[Global], func: &Function, v: Value) -> TypeId {
    match v {
        Value::Inst(i) => func.insts[i.index()].ty,
        Value::Arg(a) => func.args[a as usize].ty,
        Value::Const(c) => consts.get(c).ty,
        Value::Global(g) => globals[g.index()].ty,
        _ => TypeTable::VOID,
    }
}

/// What an analysis of one function reads of its module.
#[derive(Clone, Copy)]
pub struct FunctionView<'a> {
    pub func: &'a Function,
    pub types: &'a TypeTable,
    pub consts: &'a ConstPool,
    pub globals: &'a [Global],
    pub layout: &'a ModuleLayout,
}

impl FunctionView<'_> {
    pub fn value_type(&self, v: Value) -> TypeId {
        type_of(self.consts, self.globals, self.func, v)
    }
}

/// The affine forms of one loop's values, computed on demand and remembered.
pub struct AffineAnalysis<'a> {
    ir: FunctionView<'a>,
    func: &'a Function,
    types: &'a TypeTable,
    consts: &'a ConstPool,
    layout: &'a ModuleLayout,
    /// Whether each instruction is in the loop.
    in_loop: &'a dyn Fn(InstId) -> bool,
    header: BlockId,
    latch: BlockId,
    memo: FxHashMap<InstId, Option<Affine>>,
}

impl<'a> AffineAnalysis<'a> {
    /// The analysis of the loop with `header` and `latch` whose instructions `in_loop` tells.
    pub fn new(ir: FunctionView<'a>, in_loop: &'a dyn Fn(InstId) -> bool, header: BlockId, latch: BlockId) -> AffineAnalysis<'a> {
        AffineAnalysis { ir, func: ir.func, types: ir.types, consts: ir.consts, layout: ir.layout, in_loop, header, latch, memo: FxHashMap::default() }
    }

    /// The width of an integer value (64 for pointers), if at most 64 bits.
    fn width(&self, ty: TypeId) -> Option<u32> {
        match self.types.get(ty) {
            Type::Int(w) if *w <= 64 => Some(*w),
            Type::Ptr { addrspace, .. } if self.layout.dl.index_bits(*addrspace) == 64 => Some(64),
            _ => None,
        }
    }

    fn value_type(&self, v: Value) -> TypeId {
        self.ir.value_type(v)
    }

    /// The affine form of `v` in its own width (see [`Affine`]), if it has one.
    pub fn of(&mut self, v: Value) -> Option<Affine> {
        self.at(v, MAX_DEPTH)
    }

    fn at(&mut self, v: Value, depth: u32) -> Option<Affine> {
        match v {
            Value::Const(c) => {
                let constant = self.consts.get(c);
                let w = self.width(constant.ty)?;
                match constant.kind {
                    ConstKind::Int(x) => Some(Affine::constant(((x as u64) << (64 - w)) as i64 >> (64 - w))),
                    ConstKind::Null if w == 64 => Some(Affine::constant(0)),
                    _ => Some(Affine::term(v)).filter(|_| self.types.is_ptr(constant.ty)),
                }
            }
            Value::Global(_) => Some(Affine::term(v)),
            Value::Arg(_) => self.width(self.value_type(v)).map(|_| Affine::term(v)),
            Value::Inst(i) if !(self.in_loop)(i) => self.width(self.func.insts[i.index()].ty).map(|_| Affine::term(v)),
            Value::Inst(i) => {
                if let Some(known) = self.memo.get(&i) {
                    return known.clone();
                }
                if depth == 0 {
                    return None;
                }
                let result = self.inst(i, depth - 1);
                self.memo.insert(i, result.clone());
                result
            }
            _ => None,
        }
    }

    fn inst(&mut self, id: InstId, depth: u32) -> Option<Affine> {
        let func = self.func;
        let inst = &func.insts[id.index()];
        let w = self.width(inst.ty)?;
        let narrow = w < 64;
        let flags = inst.flags;
        let ops = &inst.operands;
        let mut result = match inst.opcode {
            Opcode::Phi => return self.recurrence(id),
            Opcode::Add | Opcode::Sub => {
                let a = self.at(ops[0], depth)?;
                let b = self.at(ops[1], depth)?;
                let sub = inst.opcode == Opcode::Sub;
                let mut r = a.add(&b, if sub { -1 } else { 1 });
                r.nsw &= flags.has(InstFlags::NSW);
                r.nuw &= flags.has(InstFlags::NUW) && !sub;
                r
            }
            Opcode::Mul | Opcode::Shl => {
                let a = self.at(ops[0], depth)?;
                let b = self.at(ops[1], depth)?;
                let mut r = if inst.opcode == Opcode::Shl {
                    let s = b.is_constant().filter(|s| (0..w as i64).contains(s))?;
                    a.scale(1i64.wrapping_shl(s as u32))
                } else if let Some(c) = b.is_constant() {
                    a.scale(c)
                } else {
                    b.scale(a.is_constant()?)
                };
                r.nsw &= flags.has(InstFlags::NSW);
                r.nuw &= flags.has(InstFlags::NUW);
                r
            }
            Opcode::Or => {
                let a = self.at(ops[0], depth)?;
                let b = self.at(ops[1], depth)?;
                // `a | b` is `a + b` when no bit is set in both.
                let disjoint = flags.has(InstFlags::DISJOINT)
                    || b.is_constant().is_some_and(|c| c >= 0 && (c as u64) < 1u64 << a.trailing_zeros().min(63))
                    || a.is_constant().is_some_and(|c| c >= 0 && (c as u64) < 1u64 << b.trailing_zeros().min(63));
                if !disjoint {
                    return None;
                }
                a.add(&b, 1)
            }
            Opcode::SExt | Opcode::ZExt if w == 64 => {
                let ext = if inst.opcode == Opcode::SExt || flags.has(InstFlags::NNEG) { Ext::Sext } else { Ext::Zext };
                let from = self.value_type(ops[0]);
                self.width(from).filter(|&f| f < 64)?;
                self.at(ops[0], depth)?.extended(ext)?
            }
            Opcode::BitCast if self.types.is_ptr(inst.ty) && self.types.is_ptr(self.value_type(ops[0])) => self.at(ops[0], depth)?,
            Opcode::GetElementPtr => self.gep(id, depth)?,
            _ => return None,
        };
        if narrow {
            result.nuw &= result.nonnegative();
            if !result.nsw && !result.nuw {
                return None;
            }
        }
        Some(result)
    }

    /// A header phi that adds a constant each iteration: `phi [start, preheader], [next,
    /// latch]` with `next = add phi, C` (or `sub`, or a `getelementptr` of the phi by
    /// constants).
    fn recurrence(&mut self, id: InstId) -> Option<Affine> {
        let func = self.func;
        let inst = &func.insts[id.index()];
        let kiln_ir::InstData::Phi(blocks) = &inst.data else { return None };
        if blocks.len() != 2 || !func.blocks[self.header.index()].insts.contains(&id) {
            return None;
        }
        let from_latch = blocks.iter().position(|&b| b == self.latch)?;
        let (start, next) = (inst.operands[1 - from_latch], inst.operands[from_latch]);
        let Value::Inst(n) = next else { return None };
        let next_inst = &func.insts[n.index()];
        let phi = Value::Inst(id);
        let mut constant = |v: Value| if matches!(v, Value::Const(_)) { self.at(v, 0).and_then(|a| a.is_constant()) } else { None };
        let (step, nsw, nuw) = match next_inst.opcode {
            Opcode::Add if next_inst.operands[0] == phi => (constant(next_inst.operands[1])?, true, true),
            Opcode::Add if next_inst.operands[1] == phi => (constant(next_inst.operands[0])?, true, true),
            Opcode::Sub if next_inst.operands[0] == phi => (constant(next_inst.operands[1])?.wrapping_neg(), true, false),
            Opcode::GetElementPtr if next_inst.operands[0] == phi && next_inst.operands[1..].iter().all(|o| matches!(o, Value::Const(_))) => {
                let mut probe = AffineAnalysis::new(self.ir, &nowhere, self.header, self.latch);
                (probe.gep(n, 0)?.konst, true, true)
            }
            _ => return None,
        };
        if step == 0 {
            return None;
        }
        let flags = next_inst.flags;
        let mut start = self.at(start, 0)?;
        start.step = step;
        start.nsw &= nsw && flags.has(InstFlags::NSW);
        start.nuw &= nuw && flags.has(InstFlags::NUW) && step > 0;
        if self.width(inst.ty)? < 64 {
            start.nuw &= start.nonnegative();
            if !start.nsw && !start.nuw {
                return None;
            }
        }
        Some(start)
    }

    /// A `getelementptr`: its base plus each index times the size of what it steps over.
    /// Values outside the loop count as terms, so that a recurrence's step is measured with
    /// no loop (`self.in_loop` false everywhere) too.
    fn gep(&mut self, id: InstId, depth: u32) -> Option<Affine> {
        let func = self.func;
        let inst = &func.insts[id.index()];
        let kiln_ir::InstData::Gep { source } = inst.data else { return None };
        if self.types.vector_shape(inst.ty).is_some() {
            return None;
        }
        let ops = &inst.operands;
        let sizes = index_sizes(self.types, self.consts, self.layout, source, ops)?;
        let mut sum = self.at(ops[0], depth)?;
        for (&index, size) in ops[1..].iter().zip(sizes) {
            let size = match size {
                IndexSize::Field(offset) => {
                    sum.konst = sum.konst.wrapping_add(offset);
                    continue;
                }
                IndexSize::Scaled(size) => size,
            };
            let bits = self.width(self.value_type(index))?;
            let mut idx = self.at(index, depth)?;
            if bits < 64 {
                idx = idx.extended(Ext::Sext)?;
            }
            sum = sum.add(&idx.scale(size), 1);
        }
        Some(sum)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::target::data_layout::ModuleLayout;

    fn affine_of(text: &str, name: &str) -> Option<(i64, i64, usize)> {
        let module = kiln_ir::parse("f.ll", text).unwrap();
        let layout = ModuleLayout::for_module(&module).unwrap();
        let f = &module.functions[0];
        let sym = module.symbols.lookup(name.as_bytes()).unwrap();
        let id = InstId(f.insts.iter().position(|i| i.name == Some(sym)).unwrap() as u32);
        let header = f.layout[1];
        let in_loop = |i: InstId| f.blocks[header.index()].insts.contains(&i);
        let ir = FunctionView { func: f, types: &module.types, consts: &module.consts, globals: &module.globals, layout: &layout };
        let mut a = AffineAnalysis::new(ir, &in_loop, header, header);
        a.of(Value::Inst(id)).map(|x| (x.konst, x.step, x.terms.len()))
    }

    const LOOP: &str = "target datalayout = \"e-m:e-i64:64-n8:16:32:64-S128\"\ndefine void @f(ptr %p, i32 %n) {\nentry:\n  br label %l\nl:\n  %i = phi i64 [ 0, %entry ], [ %i.next, %l ]\n  %j = phi i32 [ 5, %entry ], [ %j.next, %l ]\n  %k = phi i32 [ 5, %entry ], [ %k.next, %l ]\n  %o = or i64 %i, 3\n  %o2 = or i64 %i, 9\n  %a = getelementptr inbounds [10 x i32], ptr %p, i64 %o, i64 2\n  %js = sext i32 %j to i64\n  %ks = sext i32 %k to i64\n  %b = getelementptr inbounds {i8, i64}, ptr %p, i64 %js, i32 1\n  %i.next = add nuw i64 %i, 8\n  %j.next = add nsw i32 %j, -1\n  %k.next = add i32 %k, 1\n  %c = icmp eq i64 %i.next, 64\n  br i1 %c, label %x, label %l\nx:\n  ret void\n}\n";

    #[test]
    fn recurrences_through_or_and_getelementptr() {
        // (i | 3) * 40 + 8 with i stepping by 8: 3 * 40 + 8 = 128, step 320, plus %p.
        assert_eq!(affine_of(LOOP, "a"), Some((128, 320, 1)));
        // 9 shares a bit with the step 8: not an addition.
        assert_eq!(affine_of(LOOP, "o2"), None);
    }

    #[test]
    fn extensions_need_computations_without_wrap() {
        assert_eq!(affine_of(LOOP, "b"), Some((5 * 16 + 8, -16, 1)));
        assert_eq!(affine_of(LOOP, "ks"), None);
    }
}
