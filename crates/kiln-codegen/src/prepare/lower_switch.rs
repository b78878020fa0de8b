//! `switch` → a balanced binary tree of unsigned compares and conditional branches (LLVM's
//! LowerSwitch). Cases are sorted; consecutive cases with the same destination become one
//! range. A range tree leaf tests `lo <= v <= hi` (one compare when `lo == hi`) and branches to
//! its destination or the default; inner nodes split the ranges at the middle with `icmp ult`.
//! Phis in the destinations get one incoming entry per new edge, with the value the switch's
//! block gave them.

use kiln_ir::builder::Builder;
use kiln_ir::{
    BlockId, ConstKind, FuncId, InstData, InstId, IntPredicate, Module, Opcode, TypeId, Value,
};

/// A run of consecutive case values with one destination.
#[derive(Clone, Copy, Debug)]
struct CaseRange {
    lo: u128,
    hi: u128,
    dest: BlockId,
}

/// Lowers every `switch` of every defined function.
pub fn run(module: &mut Module) -> Result<(), String> {
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
        for (block, inst) in switches {
            lower(module, FuncId(f as u32), block, inst)?;
        }
    }
    Ok(())
}

fn block_of(v: Value) -> Result<BlockId, String> {
    match v {
        Value::Block(b) => Ok(b),
        other => Err(format!("switch operand {other:?} is not a block")),
    }
}

fn lower(module: &mut Module, f: FuncId, block: BlockId, inst: InstId) -> Result<(), String> {
    let func = &module.functions[f.index()];
    let ops = func.insts[inst.index()].operands.clone();
    let value = ops[0];
    let default = block_of(ops[1])?;
    let ty = module.value_type(Some(func), value);
    let bits = module
        .types
        .int_width(ty)
        .ok_or("switch on a non-integer value")?;
    if bits > 128 {
        return Err(format!("unsupported: switch on i{bits}"));
    }
    let mut cases = Vec::new();
    for pair in ops[2..].chunks(2) {
        let Value::Const(c) = pair[0] else {
            return Err("switch case value is not a constant".to_string());
        };
        let ConstKind::Int(v) = module.consts.get(c).kind else {
            return Err("switch case value is not an integer".to_string());
        };
        cases.push((v, block_of(pair[1])?));
    }
    cases.sort_by_key(|c| c.0);
    let mut ranges: Vec<CaseRange> = Vec::new();
    for (v, dest) in cases {
        match ranges.last_mut() {
            Some(r) if r.dest == dest && r.hi.checked_add(1) == Some(v) => r.hi = v,
            _ => ranges.push(CaseRange { lo: v, hi: v, dest }),
        }
    }
    // Every block that will branch to a destination, once per edge.
    let mut edges: Vec<(BlockId, BlockId)> = Vec::new();
    let func = &mut module.functions[f.index()];
    func.blocks[block.index()].insts.pop();
    let position = func
        .layout
        .iter()
        .position(|&b| b == block)
        .unwrap_or(func.layout.len() - 1);
    let mut b = Builder::new(module);
    let mut new_blocks = Vec::new();
    let mut lowering = Lowering {
        b: &mut b,
        f,
        value,
        ty,
        default,
        edges: &mut edges,
        new_blocks: &mut new_blocks,
    };
    lowering.tree(block, &ranges)?;
    // Keep the tree's blocks right after the switch's block.
    let func = &mut module.functions[f.index()];
    func.layout.retain(|b| !new_blocks.contains(b));
    for (k, &nb) in new_blocks.iter().enumerate() {
        func.layout.insert(position + 1 + k, nb);
    }
    fix_phis(module, f, block, &edges);
    Ok(())
}

struct Lowering<'a, 'm> {
    b: &'a mut Builder<'m>,
    f: FuncId,
    value: Value,
    ty: TypeId,
    default: BlockId,
    edges: &'a mut Vec<(BlockId, BlockId)>,
    new_blocks: &'a mut Vec<BlockId>,
}

impl Lowering<'_, '_> {
    fn constant(&mut self, v: u128) -> Value {
        self.b.const_int(self.ty, v as i128)
    }

    fn fresh_block(&mut self) -> BlockId {
        let nb = self.b.append_block(self.f, None);
        self.new_blocks.push(nb);
        nb
    }

    fn branch(&mut self, from: BlockId, cond: Value, then: BlockId, otherwise: BlockId) {
        self.b.build_cond_br(cond, then, otherwise);
        self.edges.push((from, then));
        self.edges.push((from, otherwise));
    }

    /// Emits, at the end of `at`, the test of `ranges` (sorted, disjoint).
    fn tree(&mut self, at: BlockId, ranges: &[CaseRange]) -> Result<(), String> {
        self.b.position_at_end(self.f, at);
        match ranges {
            [] => {
                self.b.build_br(self.default);
                self.edges.push((at, self.default));
            }
            [r] => {
                let cond = if r.lo == r.hi {
                    let c = self.constant(r.lo);
                    self.b.build_icmp(IntPredicate::Eq, self.value, c)
                } else {
                    // lo <= v <= hi  as  (v - lo) <=u (hi - lo)
                    let lo = self.constant(r.lo);
                    let offset = self.b.build_binary(Opcode::Sub, self.value, lo);
                    let span = self.constant(r.hi - r.lo);
                    self.b.build_icmp(IntPredicate::Ule, offset, span)
                };
                self.branch(at, cond, r.dest, self.default);
            }
            _ => {
                let mid = ranges.len() / 2;
                let pivot = self.constant(ranges[mid].lo);
                let cond = self.b.build_icmp(IntPredicate::Ult, self.value, pivot);
                let (left, right) = (self.fresh_block(), self.fresh_block());
                self.b.position_at_end(self.f, at);
                self.branch(at, cond, left, right);
                self.tree(left, &ranges[..mid])?;
                self.tree(right, &ranges[mid..])?;
            }
        }
        Ok(())
    }
}

/// In each destination, replaces the phi entries for the switch's block by one entry per new
/// edge into it, carrying the same value.
fn fix_phis(module: &mut Module, f: FuncId, switch_block: BlockId, edges: &[(BlockId, BlockId)]) {
    let func = &mut module.functions[f.index()];
    let mut dests: Vec<BlockId> = edges.iter().map(|e| e.1).collect();
    dests.sort_unstable();
    dests.dedup();
    for dest in dests {
        let preds: Vec<BlockId> = edges.iter().filter(|e| e.1 == dest).map(|e| e.0).collect();
        for &i in &func.blocks[dest.index()].insts.clone() {
            let inst = &mut func.insts[i.index()];
            if inst.opcode != Opcode::Phi {
                break;
            }
            let InstData::Phi(blocks) = &mut inst.data else {
                continue;
            };
            let Some(k) = blocks.iter().position(|&b| b == switch_block) else {
                continue;
            };
            let incoming = inst.operands[k];
            let (mut new_ops, mut new_blocks) = (Vec::new(), Vec::new());
            for (v, b) in inst.operands.iter().zip(blocks.iter()) {
                if *b != switch_block {
                    new_ops.push(*v);
                    new_blocks.push(*b);
                }
            }
            for &p in &preds {
                new_ops.push(incoming);
                new_blocks.push(p);
            }
            inst.operands = new_ops;
            *blocks = new_blocks;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lowered(text: &str) -> String {
        let mut m = kiln_ir::parse("t.ll", text).unwrap();
        run(&mut m).unwrap();
        kiln_ir::verify_module(&m).unwrap_or_else(|e| panic!("{e:?}\n{}", kiln_ir::print(&m)));
        kiln_ir::print(&m)
    }

    #[test]
    fn dense_cases_merge_into_ranges_and_phis_follow_the_edges() {
        let out = lowered(
            "define i32 @f(i32 %x) {\nentry:\n  switch i32 %x, label %d [ i32 1, label %a\n i32 2, label %a\n i32 3, label %a\n i32 7, label %b ]\n\
             a:\n  br label %d\nb:\n  br label %d\nd:\n  %r = phi i32 [ 0, %entry ], [ 1, %a ], [ 2, %b ]\n  ret i32 %r\n}\n",
        );
        assert!(!out.contains("switch"), "{out}");
        assert!(out.contains("icmp ule i32"), "range test: {out}");
        assert!(
            out.contains("icmp ult i32 %x, 7"),
            "split at the middle range: {out}"
        );
        assert!(
            out.contains("icmp eq i32 %x, 7"),
            "single-value leaf: {out}"
        );
    }

    #[test]
    fn a_switch_with_only_a_default_becomes_a_branch() {
        let out = lowered(
            "define void @f(i8 %x) {\nentry:\n  switch i8 %x, label %d []\nd:\n  ret void\n}\n",
        );
        assert!(out.contains("br label %d"), "{out}");
    }

    #[test]
    fn duplicate_edges_to_one_block_keep_one_phi_entry_per_edge() {
        let out = lowered(
            "define i32 @f(i64 %x) {\nentry:\n  switch i64 %x, label %d [ i64 5, label %d ]\nd:\n  %r = phi i32 [ 3, %entry ], [ 3, %entry ]\n  ret i32 %r\n}\n",
        );
        assert!(
            out.contains("phi i32 [ 3, %entry ], [ 3, %entry ]"),
            "{out}"
        );
    }
}
