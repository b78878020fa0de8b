//! `switch` → the blocks llc's switch lowering makes, planned by [`super::switch_clusters`]:
//! with optimization a balanced binary tree of signed compares over the clusters down to
//! at most three per leaf (without, one compare after another), then per cluster:
//! - a range: `v == c`, or `(v - lo) <=u (hi - lo)`, branching to its destination;
//! - a jump table: a range check to the default, then a block ending in a `switch` on
//!   `v - lo` that lists every index of the table (holes go to the default) and whose own
//!   default is unreachable; the SelectionDAG builder turns exactly that form into a `BR_JT`
//!   (see `isel/dag/builder/switch.rs`), so the table needs no second range check;
//! - bit tests: a range check, then per destination `(1 << (v - lo)) & mask != 0`.
//!
//! Phis in the destinations get one incoming entry per new edge, with the value the switch's
//! block gave them. A switch whose default block only holds `unreachable` needs no range checks.
//!
//! A switch with `!prof` branch weights passes them on to the branches it becomes, as llc's
//! switch lowering does: a leaf tests its clusters in order of weight, each branch weighs the
//! cases it takes against the rest, and each side of a tree node gets its clusters' weights
//! and half of the default's share (block placement lays the blocks out by them).

use super::split_branch_conditions::{branch_weights, set_branch_weights};
use super::switch_clusters::{self, CaseRange, Cluster, ClusterKind, PlanOptions};
use kiln_ir::builder::Builder;
use kiln_ir::{Attr, AttrKind, BlockId, FuncId, InstData, InstId, IntPredicate, MdId, Module, Opcode, TypeId, Value};

/// Lowers every `switch` of every defined function; `opt_level` 0 plans as llc -O0 does;
/// bit tests use words of `bit_test_word` bits (the target's).
pub fn run(module: &mut Module, opt_level: u8, bit_test_word: u32) -> Result<(), String> {
    for f in 0..module.functions.len() {
        let func = &module.functions[f];
        if func.is_declaration() {
            continue;
        }
        let switches: Vec<(BlockId, InstId)> = func
            .layout
            .iter()
            .filter_map(|&b| {
                let last = *func.blocks[b.index()].insts.last()?;
                (func.insts[last.index()].opcode == Opcode::Switch).then_some((b, last))
            })
            .collect();
        if switches.is_empty() {
            continue;
        }
        let (opts, trees) = plan_options(module, FuncId(f as u32), opt_level, bit_test_word);
        // A block of the function that holds only `unreachable`, if there is one already.
        let mut unreachable = func.layout.iter().copied().find(|&b| is_unreachable_block(module, FuncId(f as u32), b));
        for (block, inst) in switches {
            lower(module, FuncId(f as u32), block, inst, (opts, trees), &mut unreachable)?;
        }
    }
    Ok(())
}

/// How to plan the switches of function `f`, and whether to split them into trees (not at
/// -O0 and not under `minsize`, which tests the clusters one after another).
fn plan_options(module: &Module, f: FuncId, opt_level: u8, bit_test_word: u32) -> (PlanOptions, bool) {
    let attrs = module.attr_sets.get(module.functions[f.index()].attrs.func);
    let min_size = attrs.iter().any(|a| matches!(a, Attr::Flag(AttrKind::MinSize)));
    let for_size = attrs.iter().any(|a| matches!(a, Attr::Flag(AttrKind::OptSize | AttrKind::MinSize)));
    let no_tables = attrs.iter().any(|a| match a {
        Attr::Str(k, Some(v)) => module.symbols.bytes(*k) == b"no-jump-tables" && module.symbols.bytes(*v) == b"true",
        _ => false,
    });
    (PlanOptions { optimize: opt_level > 0, for_size, jump_tables: !no_tables, bit_test_word }, opt_level > 0 && !min_size)
}

fn block_of(v: Value) -> Result<BlockId, String> {
    match v {
        Value::Block(b) => Ok(b),
        other => Err(format!("switch operand {other:?} is not a block")),
    }
}

/// Whether `b` holds nothing but `unreachable`.
fn is_unreachable_block(module: &Module, f: FuncId, b: BlockId) -> bool {
    let func = &module.functions[f.index()];
    let insts = &func.blocks[b.index()].insts;
    insts.len() == 1 && func.insts[insts[0].index()].opcode == Opcode::Unreachable
}

/// The signed case values and destinations of a switch's operands.
pub fn switch_cases(module: &Module, ops: &[Value]) -> Result<Vec<(i128, BlockId)>, String> {
    ops[2..]
        .chunks(2)
        .map(|pair| {
            let v = module.const_int(pair[0]).ok_or("switch case value is not an integer constant")?;
            Ok((v, block_of(pair[1])?))
        })
        .collect()
}

fn lower(
    module: &mut Module,
    f: FuncId,
    block: BlockId,
    inst: InstId,
    (opts, trees): (PlanOptions, bool),
    unreachable: &mut Option<BlockId>,
) -> Result<(), String> {
    let func = &module.functions[f.index()];
    let ops = func.insts[inst.index()].operands.clone();
    let value = ops[0];
    let default = block_of(ops[1])?;
    let ty = module.value_type(Some(func), value);
    let bits = module.types.int_width(ty).ok_or("switch on a non-integer value")?;
    if bits > 128 {
        return Err(format!("unsupported: switch on i{bits}"));
    }
    let cases = switch_cases(module, &ops)?;
    let weights = SwitchWeights::of(module, f, inst, &cases);
    let ranges = switch_clusters::rangeify(cases);
    let clusters = switch_clusters::plan(&ranges, opts);
    // A switch that is one table with an unreachable default is already the form the DAG
    // builder selects.
    let default_unreachable = is_unreachable_block(module, f, default);
    if default_unreachable && matches!(clusters[..], [Cluster { kind: ClusterKind::JumpTable { .. }, .. }]) {
        return Ok(());
    }
    let mut edges: Vec<(BlockId, BlockId)> = Vec::new();
    let func = &mut module.functions[f.index()];
    func.blocks[block.index()].insts.pop();
    let position = func.layout.iter().position(|&b| b == block).unwrap_or(func.layout.len() - 1);
    let first_new = func.blocks.len();
    let mut b = Builder::new(module);
    b.set_debug_loc_of(f, inst);
    let mut new_blocks = Vec::new();
    let mut lowering = Lowering {
        b: &mut b,
        f,
        value,
        ty,
        bits,
        default,
        default_unreachable,
        optimize: opts.optimize,
        word: opts.bit_test_word,
        trees,
        ranges: &ranges,
        unreachable,
        edges: &mut edges,
        new_blocks: &mut new_blocks,
        weights,
    };
    let mut clusters = clusters;
    let default_weight = lowering.weights.as_ref().map_or(0, |w| w.default);
    lowering.tree(block, &mut clusters, None, None, default_weight);
    // Keep the new blocks right after the switch's block (the unreachable one goes last).
    // They were created by this lowering, so only blocks numbered from `first_new` can be
    // among them; and they go in with one move of the rest of the layout.
    let func = &mut module.functions[f.index()];
    func.layout.retain(|b| b.index() < first_new || !new_blocks.contains(b));
    func.layout.splice(position + 1..position + 1, new_blocks.iter().copied());
    fix_phis(module, f, block, &edges);
    Ok(())
}

/// A switch's `!prof` weights: the default's, and each case value's (sorted, with running
/// sums for the weight of a span of values).
struct SwitchWeights {
    tag: MdId,
    default: u64,
    values: Vec<i128>,
    /// `sums[k]`: the weight of the first `k` values.
    sums: Vec<u64>,
}

impl SwitchWeights {
    fn of(module: &Module, f: FuncId, inst: InstId, cases: &[(i128, BlockId)]) -> Option<SwitchWeights> {
        let (tag, w) = branch_weights(module, f, inst)?;
        if w.len() != cases.len() + 1 {
            return None;
        }
        let mut by_value: Vec<(i128, u64)> = cases.iter().zip(&w[1..]).map(|(c, &w)| (c.0, w)).collect();
        by_value.sort_unstable();
        let mut sums = vec![0u64];
        for &(_, w) in &by_value {
            sums.push(sums[sums.len() - 1].saturating_add(w));
        }
        Some(SwitchWeights { tag, default: w[0], values: by_value.into_iter().map(|v| v.0).collect(), sums })
    }

    /// The weight of the case values in `lo..=hi`.
    fn span(&self, lo: i128, hi: i128) -> u64 {
        let (a, b) = (self.values.partition_point(|&v| v < lo), self.values.partition_point(|&v| v <= hi));
        self.sums[b] - self.sums[a]
    }
}

struct Lowering<'a, 'm> {
    b: &'a mut Builder<'m>,
    f: FuncId,
    value: Value,
    ty: TypeId,
    bits: u32,
    default: BlockId,
    default_unreachable: bool,
    /// Test the clusters of a leaf with the most case values first.
    optimize: bool,
    /// The width of the bit-test word.
    word: u32,
    /// Split more than three clusters into a binary tree.
    trees: bool,
    ranges: &'a [CaseRange],
    /// A block of the function holding only `unreachable` (created on first use).
    unreachable: &'a mut Option<BlockId>,
    edges: &'a mut Vec<(BlockId, BlockId)>,
    new_blocks: &'a mut Vec<BlockId>,
    /// The switch's `!prof` weights, passed on to its branches.
    weights: Option<SwitchWeights>,
}

impl Lowering<'_, '_> {
    fn constant(&mut self, v: i128) -> Value {
        self.b.const_int(self.ty, v)
    }

    fn fresh_block(&mut self) -> BlockId {
        let nb = self.b.append_block(self.f, None);
        self.new_blocks.push(nb);
        nb
    }

    fn unreachable_block(&mut self) -> BlockId {
        if self.default_unreachable {
            return self.default;
        }
        if let Some(b) = *self.unreachable {
            return b;
        }
        let b = self.b.append_block(self.f, None);
        self.b.position_at_end(self.f, b);
        self.b.build_unreachable();
        *self.unreachable = Some(b);
        b
    }

    /// `br cond, then, otherwise`, weighted `taken` against `not_taken` when the switch was.
    fn branch(&mut self, from: BlockId, cond: Value, (then, taken): (BlockId, u64), (otherwise, not_taken): (BlockId, u64)) {
        let br = self.b.build_cond_br(cond, then, otherwise);
        if let (Some(w), Value::Inst(br)) = (&self.weights, br) {
            set_branch_weights(self.b.m, self.f, br, w.tag, &[taken, not_taken]);
        }
        self.edges.push((from, then));
        self.edges.push((from, otherwise));
    }

    /// The weight of the case values in `lo..=hi` (0 without weights).
    fn weight(&self, lo: i128, hi: i128) -> u64 {
        self.weights.as_ref().map_or(0, |w| w.span(lo, hi))
    }

    fn clusters_weight(&self, clusters: &[Cluster]) -> u64 {
        clusters.iter().map(|c| self.weight(c.lo, c.hi)).fold(0, u64::saturating_add)
    }

    fn jump(&mut self, from: BlockId, to: BlockId) {
        self.b.build_br(to);
        self.edges.push((from, to));
    }

    /// Emits at the end of `at` the test of `clusters`, whose values are known to lie in
    /// `ge..lt` (signed; `None`: unbounded); `default` is the default's share of the weight.
    fn tree(&mut self, at: BlockId, clusters: &mut [Cluster], ge: Option<i128>, lt: Option<i128>, default: u64) {
        if clusters.len() <= 3 || !self.trees {
            self.leaf(at, clusters, ge, lt, default);
            return;
        }
        let split = split_point(clusters);
        let pivot = clusters[split].lo;
        let (left, right) = clusters.split_at_mut(split);
        // A side that is one range filling its bounds needs no test of its own.
        let direct = |side: &[Cluster], lo: Option<i128>, end: Option<i128>| match side {
            [Cluster { kind: ClusterKind::Range(dest), lo: l, hi, .. }] if Some(*l) == lo && hi.checked_add(1) == end => {
                Some(*dest)
            }
            _ => None,
        };
        let left_target = direct(left, ge, Some(pivot));
        let right_target = direct(right, Some(pivot), lt);
        let left_block = left_target.unwrap_or_else(|| self.fresh_block());
        let right_block = right_target.unwrap_or_else(|| self.fresh_block());
        self.b.position_at_end(self.f, at);
        let c = self.constant(pivot);
        let cond = self.b.build_icmp(IntPredicate::Slt, self.value, c);
        let (left_default, right_default) = (default / 2, default - default / 2);
        let left_weight = self.clusters_weight(left).saturating_add(left_default);
        let right_weight = self.clusters_weight(right).saturating_add(right_default);
        self.branch(at, cond, (left_block, left_weight), (right_block, right_weight));
        if left_target.is_none() {
            self.tree(left_block, left, ge, Some(pivot), left_default);
        }
        if right_target.is_none() {
            self.tree(right_block, right, Some(pivot), lt, right_default);
        }
    }

    /// Tests the clusters one after another (when optimizing, the heaviest first by the
    /// switch's weights, else the most case values first); the last one fails to the default.
    fn leaf(&mut self, at: BlockId, clusters: &mut [Cluster], ge: Option<i128>, lt: Option<i128>, default: u64) {
        if clusters.is_empty() {
            self.b.position_at_end(self.f, at);
            self.jump(at, self.default);
            return;
        }
        if self.optimize {
            clusters.sort_by(|a, b| self.weight(b.lo, b.hi).cmp(&self.weight(a.lo, a.hi)).then(b.weight.cmp(&a.weight)).then(a.lo.cmp(&b.lo)));
        }
        let mut current = at;
        for (k, c) in clusters.iter().enumerate() {
            let last = k + 1 == clusters.len();
            let otherwise = if last { self.default } else { self.fresh_block() };
            // The bounds only hold for the first test; later ones see what the earlier ones
            // let through, which is still inside them.
            let covers_bounds = Some(c.lo) == ge && c.hi.checked_add(1) == lt;
            let rest = self.clusters_weight(&clusters[k + 1..]).saturating_add(default);
            self.cluster(current, *c, otherwise, covers_bounds, rest);
            current = otherwise;
        }
    }

    /// `(v - lo)` in the switch's type (`v` itself when `lo` is 0).
    fn offset(&mut self, lo: i128) -> Value {
        if lo == 0 {
            return self.value;
        }
        let c = self.constant(lo);
        self.b.build_binary(Opcode::Sub, self.value, c)
    }

    /// Tests cluster `c` at the end of `at`, going to `otherwise` (weighing `rest`) for values
    /// it does not take. With `known_inside`, every value reaching `at` lies in the cluster's span.
    fn cluster(&mut self, at: BlockId, c: Cluster, otherwise: BlockId, known_inside: bool, rest: u64) {
        self.b.position_at_end(self.f, at);
        let inside = self.weight(c.lo, c.hi);
        let no_range_check = known_inside || (self.default_unreachable && otherwise == self.default);
        match c.kind {
            ClusterKind::Range(dest) if no_range_check => self.jump(at, dest),
            ClusterKind::Range(dest) => {
                let cond = if c.lo == c.hi {
                    let v = self.constant(c.lo);
                    self.b.build_icmp(IntPredicate::Eq, self.value, v)
                } else {
                    let offset = self.offset(c.lo);
                    let span = self.constant(c.hi.wrapping_sub(c.lo));
                    self.b.build_icmp(IntPredicate::Ule, offset, span)
                };
                self.branch(at, cond, (dest, inside), (otherwise, rest));
            }
            ClusterKind::JumpTable { first, last } => {
                let index = self.offset(c.lo);
                let table = if no_range_check {
                    at
                } else {
                    let span = self.constant(c.hi.wrapping_sub(c.lo));
                    let out = self.b.build_icmp(IntPredicate::Ugt, index, span);
                    let table = self.fresh_block();
                    self.branch(at, out, (otherwise, rest), (table, inside));
                    table
                };
                self.jump_table(table, index, c.lo, first, last, otherwise);
            }
            ClusterKind::BitTests { first, last } => self.bit_tests(at, c, (first, last), (otherwise, rest), no_range_check),
        }
    }

    /// The `switch` on `index` (`v - lo`) listing every entry of ranges `first..=last`.
    fn jump_table(&mut self, at: BlockId, index: Value, lo: i128, first: usize, last: usize, hole: BlockId) {
        let mut cases = Vec::new();
        let mut next = lo;
        for r in &self.ranges[first..=last] {
            for v in next..r.lo {
                cases.push((v.wrapping_sub(lo), hole));
            }
            let mut v = r.lo;
            loop {
                cases.push((v.wrapping_sub(lo), r.dest));
                if v == r.hi {
                    break;
                }
                v += 1;
            }
            next = r.hi.wrapping_add(1);
        }
        let unreachable = self.unreachable_block();
        self.b.position_at_end(self.f, at);
        let cases: Vec<(Value, BlockId)> = cases.into_iter().map(|(v, d)| (self.constant(v), d)).collect();
        self.b.build_switch(index, unreachable, &cases);
        // One phi entry per edge: every case is an edge, the default is one more.
        for &(_, d) in &cases {
            self.edges.push((at, d));
        }
        self.edges.push((at, unreachable));
    }

    /// Range check, then `1 << (v - base)` tested against one mask per destination (the
    /// destinations with the most values first); `otherwise` weighs `rest`.
    fn bit_tests(&mut self, at: BlockId, c: Cluster, (first, last): (usize, usize), (otherwise, rest): (BlockId, u64), no_range_check: bool) {
        let ranges = &self.ranges[first..=last];
        let mut group_weights: Vec<(BlockId, u64)> = Vec::new();
        for r in ranges {
            let w = self.weight(r.lo, r.hi);
            match group_weights.iter_mut().find(|g| g.0 == r.dest) {
                Some(g) => g.1 = g.1.saturating_add(w),
                None => group_weights.push((r.dest, w)),
            }
        }
        let group_weight = |d: BlockId| group_weights.iter().find(|g| g.0 == d).map_or(0, |g| g.1);
        // Values that already fit a word need no subtraction.
        let base = if c.lo > 0 && c.hi < self.word as i128 { 0 } else { c.lo };
        let contiguous = base == c.lo && ranges.windows(2).all(|w| w[0].hi.checked_add(1) == Some(w[1].lo));
        let mut groups: Vec<(BlockId, u64, u32)> = Vec::new();
        for r in ranges {
            let (lo, hi) = ((r.lo - base) as u32, (r.hi - base) as u32);
            let mask = if hi - lo == self.word - 1 { u64::MAX >> (64 - self.word) } else { ((2u64 << (hi - lo)) - 1) << lo };
            match groups.iter_mut().find(|g| g.0 == r.dest) {
                Some(g) => {
                    g.1 |= mask;
                    g.2 += hi - lo + 1;
                }
                None => groups.push((r.dest, mask, hi - lo + 1)),
            }
        }
        groups.sort_by(|a, b| b.2.cmp(&a.2).then(a.1.cmp(&b.1)));
        let index = self.offset(base);
        let mut current = at;
        if !no_range_check {
            let span = self.constant(c.hi - base);
            let out = self.b.build_icmp(IntPredicate::Ugt, index, span);
            let tests = self.fresh_block();
            let inside = self.weight(c.lo, c.hi);
            self.branch(at, out, (otherwise, rest), (tests, inside));
            current = tests;
            self.b.position_at_end(self.f, current);
        }
        let word_ty = self.b.int_type(self.word);
        let one = self.b.const_int(word_ty, 1);
        let zero = self.b.const_int(word_ty, 0);
        let certain = contiguous || (self.default_unreachable && otherwise == self.default);
        for (k, &(dest, mask, _)) in groups.iter().enumerate() {
            let last = k + 1 == groups.len();
            if last && certain {
                // Every value the range check lets through belongs to some destination.
                self.jump(current, dest);
                break;
            }
            let next = if last { otherwise } else { self.fresh_block() };
            // Each test shifts for itself, so the bit stays in its block (x86 tests it with bt).
            let wide = match self.bits {
                b if b == self.word => index,
                b if b < self.word => self.b.build_cast(Opcode::ZExt, index, word_ty),
                _ => self.b.build_cast(Opcode::Trunc, index, word_ty),
            };
            let bit = self.b.build_binary(Opcode::Shl, one, wide);
            let m = self.b.const_int(word_ty, mask as i128);
            let masked = self.b.build_binary(Opcode::And, bit, m);
            let hit = self.b.build_icmp(IntPredicate::Ne, masked, zero);
            let later = groups[k + 1..].iter().map(|g| group_weight(g.0)).fold(rest, u64::saturating_add);
            self.branch(current, hit, (dest, group_weight(dest)), (next, later));
            current = next;
            self.b.position_at_end(self.f, current);
        }
    }
}

/// Where to split `clusters` (more than three) for a balanced tree: the weights of the two
/// sides as equal as possible, then no side of fewer than three clusters beside one of more
/// than three when moving one cluster over fixes that.
fn split_point(clusters: &[Cluster]) -> usize {
    let (mut last_left, mut first_right) = (0, clusters.len() - 1);
    let (mut left, mut right) = (clusters[0].weight, clusters[first_right].weight);
    let mut turn = 0u32;
    while last_left + 1 < first_right {
        if left < right || (left == right && turn & 1 == 1) {
            last_left += 1;
            left = left.saturating_add(clusters[last_left].weight);
        } else {
            first_right -= 1;
            right = right.saturating_add(clusters[first_right].weight);
        }
        turn += 1;
    }
    let (num_left, num_right) = (last_left + 1, clusters.len() - first_right);
    if num_left.min(num_right) < 3 && num_left.max(num_right) > 3 {
        if num_left < num_right {
            first_right += 1;
        } else {
            first_right -= 1;
        }
    }
    first_right
}

/// In each destination, replaces the phi entries for the switch's block by one entry per new
/// edge into it, carrying the same value.
fn fix_phis(module: &mut Module, f: FuncId, switch_block: BlockId, edges: &[(BlockId, BlockId)]) {
    let func = &mut module.functions[f.index()];
    let (blocks, insts) = (&func.blocks, &mut func.insts);
    // The edges by destination, each destination's predecessors in the order of the edges
    // (a stable sort): one pass over the edges, not one per destination.
    let mut by_dest: Vec<(BlockId, BlockId)> = edges.to_vec();
    by_dest.sort_by_key(|e| e.1);
    for group in by_dest.chunk_by(|a, b| a.1 == b.1) {
        let dest = group[0].1;
        for &i in &blocks[dest.index()].insts {
            let inst = &mut insts[i.index()];
            if inst.opcode != Opcode::Phi {
                break;
            }
            let InstData::Phi(phi_blocks) = &mut inst.data else {
                continue;
            };
            let Some(k) = phi_blocks.iter().position(|&b| b == switch_block) else {
                continue;
            };
            let incoming = inst.operands[k];
            let (mut new_ops, mut new_blocks) = (Vec::new(), Vec::new());
            for (v, b) in inst.operands.iter().zip(phi_blocks.iter()) {
                if *b != switch_block {
                    new_ops.push(*v);
                    new_blocks.push(*b);
                }
            }
            for &(p, _) in group {
                new_ops.push(incoming);
                new_blocks.push(p);
            }
            inst.operands = new_ops.into();
            *phi_blocks = new_blocks.into();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lowered(text: &str, opt_level: u8) -> String {
        let mut m = kiln_ir::parse("t.ll", text).unwrap();
        run(&mut m, opt_level, 64).unwrap();
        kiln_ir::verify_module(&m).unwrap_or_else(|e| panic!("{e:?}\n{}", kiln_ir::print(&m)));
        kiln_ir::print(&m)
    }

    /// A switch on `%x` with the given cases (`value -> block number`), blocks `b0..bN`
    /// returning their number through a phi in `%d` (the default returns 99).
    fn switch(cases: &[(i64, u32)], default_unreachable: bool) -> String {
        let n = cases.iter().map(|c| c.1).max().unwrap_or(0) + 1;
        let list: Vec<String> = cases.iter().map(|(v, b)| format!("i32 {v}, label %b{b}")).collect();
        let mut s = format!("define i32 @f(i32 %x) {{\nentry:\n  switch i32 %x, label %d [ {} ]\n", list.join("\n "));
        for b in 0..n {
            s += &format!("b{b}:\n  br label %r\n");
        }
        let incoming: Vec<String> = (0..n).map(|b| format!("[ {b}, %b{b} ]")).collect();
        if default_unreachable {
            s += &format!("d:\n  unreachable\nr:\n  %v = phi i32 {}\n  ret i32 %v\n}}\n", incoming.join(", "));
        } else {
            s += &format!("d:\n  br label %r\nr:\n  %v = phi i32 {}, [ 99, %d ]\n  ret i32 %v\n}}\n", incoming.join(", "));
        }
        s
    }

    #[test]
    fn a_dense_switch_becomes_a_range_check_and_a_table_switch_from_zero() {
        let out = lowered(&switch(&[(1, 0), (2, 1), (3, 2), (4, 3), (6, 4)], false), 2);
        assert!(out.contains("sub i32 %x, 1"), "{out}");
        assert!(out.contains("icmp ugt i32 %0, 5"), "range check: {out}");
        assert!(out.contains("switch i32 %0, label %3 ["), "the table switches on the offset: {out}");
        // Every index 0..=5 is listed (4 is a hole: the default), the default is unreachable.
        assert!(out.contains("i32 4, label %d"), "hole: {out}");
        assert!(out.contains("i32 5, label %b4"), "{out}");
        assert!(out.contains("unreachable"), "{out}");
        assert_eq!(out.matches("switch").count(), 1, "{out}");
    }

    #[test]
    fn a_table_switch_with_an_unreachable_default_stays_as_it_is() {
        let text = switch(&[(0, 0), (1, 1), (2, 2), (3, 3)], true);
        let out = lowered(&text, 2);
        assert!(!out.contains("icmp"), "no range check: {out}");
        assert!(out.contains("switch i32 %x, label %d [\n    i32 0, label %b0"), "{out}");
    }

    #[test]
    fn sparse_cases_make_a_signed_tree_when_optimizing_and_a_chain_without() {
        let text = switch(&[(-500, 0), (10, 1), (300, 2), (7000, 3), (90000, 4)], false);
        let o2 = lowered(&text, 2);
        assert!(!o2.contains("switch"), "{o2}");
        assert!(o2.contains("icmp slt i32 %x, 300"), "split in the middle: {o2}");
        assert!(o2.contains("icmp eq i32 %x, -500"), "{o2}");
        let o0 = lowered(&text, 0);
        assert!(!o0.contains("icmp slt"), "no tree at -O0: {o0}");
        assert_eq!(o0.matches("icmp eq").count(), 5, "{o0}");
    }

    #[test]
    fn few_destinations_in_a_word_are_tested_as_bits() {
        let cases: Vec<(i64, u32)> = (1..10).map(|k| (k, (k % 2) as u32)).collect();
        let out = lowered(&switch(&cases, false), 2);
        assert!(!out.contains("switch"), "{out}");
        assert!(out.contains("icmp ugt i32 %x, 9"), "range check without subtraction: {out}");
        // 1, 3, 5, 7, 9 -> b1 (mask 0x2aa) first; 0 passes the range check unsubtracted, so
        // the other destination needs its own test.
        assert!(out.contains("and i64 %3, 682"), "{out}");
        assert!(out.contains("and i64 %8, 340"), "{out}");
        assert!(out.contains("br i1 %10, label %b0, label %d"), "{out}");
        assert_eq!(out.matches("shl i64 1,").count(), 2, "each test block shifts: {out}");
    }

    #[test]
    fn bit_tests_over_a_contiguous_range_end_in_a_jump() {
        // 64..=72 alternate between two blocks: the offset from 64 is tested, and once the
        // first mask fails the value belongs to the other destination.
        let cases: Vec<(i64, u32)> = (64..73).map(|k| (k, (k % 2) as u32)).collect();
        let out = lowered(&switch(&cases, false), 2);
        assert!(out.contains("sub i32 %x, 64"), "{out}");
        assert_eq!(out.matches("and i64").count(), 1, "{out}");
        assert!(out.contains("br label %b1"), "{out}");
    }

    #[test]
    fn switch_weights_pass_to_the_tree_and_its_leaves() {
        let mut text = switch(&[(-500, 0), (10, 1), (300, 2), (7000, 3), (90000, 4)], false);
        text = text.replace(" ]\nb0:", " ], !prof !0\nb0:") + "!0 = !{!\"branch_weights\", i32 1, i32 1, i32 1, i32 1000, i32 1, i32 1}\n";
        let out = lowered(&text, 2);
        // The tree node at 300: two light cases (and none of the default's weight) left, the
        // heavy one, two light ones and the default's share right.
        assert!(out.contains("icmp slt i32 %x, 300\n  br i1 %0, label %1, label %3, !prof !{!\"branch_weights\", i32 2, i32 1003}"), "{out}");
        // The right leaf tests the heavy case first, against the two others and the default's share.
        assert!(out.contains("%4 = icmp eq i32 %x, 300\n  br i1 %4, label %b2, label %7, !prof !{!\"branch_weights\", i32 1000, i32 3}"), "{out}");
        assert!(out.contains("%8 = icmp eq i32 %x, 7000\n  br i1 %8, label %b3, label %9, !prof !{!\"branch_weights\", i32 1, i32 2}"), "{out}");
    }

    #[test]
    fn a_switch_with_only_a_default_becomes_a_branch() {
        let out = lowered("define void @f(i8 %x) {\nentry:\n  switch i8 %x, label %d []\nd:\n  ret void\n}\n", 2);
        assert!(out.contains("br label %d"), "{out}");
    }

    #[test]
    fn duplicate_edges_to_one_block_keep_one_phi_entry_per_edge() {
        let out = lowered(
            "define i32 @f(i64 %x) {\nentry:\n  switch i64 %x, label %d [ i64 5, label %d ]\nd:\n  %r = phi i32 [ 3, %entry ], [ 3, %entry ]\n  ret i32 %r\n}\n",
            0,
        );
        assert!(out.contains("phi i32 [ 3, %entry ], [ 3, %entry ]"), "{out}");
    }
}
