//! The control-flow graph and dominator tree of one function.
//!
//! Successor and predecessor edges are kept in flat arrays (one entry per edge, so a
//! `br i1 %c, label %x, label %x` gives `%x` two predecessor edges, as PHIs count them). The
//! dominator tree comes from the Cooper-Harvey-Kennedy iterative algorithm over a reverse
//! post-order, then a DFS over the tree numbers each block so that "a dominates b" is two
//! comparisons. Unreachable blocks have no place in the tree. All buffers are reused between
//! functions: [`DomTree::compute`] resets them.

use crate::module::{BlockId, Function};

const NONE: u32 = u32::MAX;
const VISITED: u32 = u32::MAX - 1;

/// Turns per-slot counts into start offsets (the last slot receives the total).
fn prefix_sum(v: &mut [u32]) {
    let mut acc = 0;
    for c in v.iter_mut() {
        let k = *c;
        *c = acc;
        acc += k;
    }
}

/// CFG edges and dominators of one function.
#[derive(Default, Debug)]
pub struct DomTree {
    succ_start: Vec<u32>,
    succ_list: Vec<BlockId>,
    pred_start: Vec<u32>,
    pred_list: Vec<BlockId>,
    /// Reachable blocks in reverse post-order (the entry first).
    rpo: Vec<BlockId>,
    /// Position of each block in `rpo`, `NONE` when unreachable.
    rpo_index: Vec<u32>,
    /// Immediate dominator of each block by `rpo` position (the entry is its own).
    idom: Vec<u32>,
    /// Pre- and post-order numbers of each block in the dominator tree.
    pre: Vec<u32>,
    post: Vec<u32>,
    stack: Vec<(u32, u32)>,
    fill: Vec<u32>,
    child_start: Vec<u32>,
    child_list: Vec<u32>,
}

impl DomTree {
    pub fn new() -> DomTree {
        DomTree::default()
    }

    /// Computes edges and dominators of `f` (a definition). Branches to blocks outside the
    /// block arena are ignored (the verifier reports them before asking for dominators).
    pub fn compute(&mut self, f: &Function) {
        self.compute_cfg(f);
        self.compute_tree();
    }

    /// Computes the edges and the reverse post-order of `f` only: predecessors, successors
    /// and reachability, not dominance (the verifier asks for the tree only when a value is
    /// used outside its block and the entry block; many functions never need it).
    pub fn compute_cfg(&mut self, f: &Function) {
        let nb = f.blocks.len();
        self.edges(f, nb);
        self.reverse_post_order(f, nb);
    }

    /// Computes the dominator tree over the edges [`DomTree::compute_cfg`] found.
    pub fn compute_tree(&mut self) {
        self.dominators();
        self.number_tree(self.rpo_index.len());
    }

    fn edges(&mut self, f: &Function, nb: usize) {
        let successors = |b: BlockId| {
            let last = f.blocks[b.index()].insts.last().map(|&i| &f.insts[i.index()]);
            last.into_iter().flat_map(|inst| inst.successors()).filter(move |s| s.index() < nb)
        };
        // Successors (CSR by block index): count, prefix-sum, fill.
        self.succ_start.clear();
        self.succ_start.resize(nb + 1, 0);
        self.pred_start.clear();
        self.pred_start.resize(nb + 1, 0);
        for &b in &f.layout {
            for s in successors(b) {
                self.succ_start[b.index()] += 1;
                self.pred_start[s.index()] += 1;
            }
        }
        prefix_sum(&mut self.succ_start);
        prefix_sum(&mut self.pred_start);
        self.succ_list.clear();
        self.succ_list.resize(self.succ_start[nb] as usize, BlockId(0));
        self.pred_list.clear();
        self.pred_list.resize(self.pred_start[nb] as usize, BlockId(0));
        self.fill.clear();
        self.fill.extend_from_slice(&self.pred_start[..nb]);
        for &b in &f.layout {
            let start = self.succ_start[b.index()] as usize;
            for (k, s) in successors(b).enumerate() {
                self.succ_list[start + k] = s;
                let p = &mut self.fill[s.index()];
                self.pred_list[*p as usize] = b;
                *p += 1;
            }
        }
    }

    fn reverse_post_order(&mut self, f: &Function, nb: usize) {
        self.rpo.clear();
        self.rpo_index.clear();
        self.rpo_index.resize(nb, NONE);
        let Some(&entry) = f.layout.first() else { return };
        // `rpo_index` marks visited blocks with VISITED until the final numbering.
        self.stack.clear();
        self.stack.push((entry.0, self.succ_start[entry.index()]));
        self.rpo_index[entry.index()] = VISITED;
        while let Some(&mut (b, ref mut next)) = self.stack.last_mut() {
            if *next < self.succ_start[b as usize + 1] {
                let s = self.succ_list[*next as usize];
                *next += 1;
                if self.rpo_index[s.index()] == NONE {
                    self.rpo_index[s.index()] = VISITED;
                    self.stack.push((s.0, self.succ_start[s.index()]));
                }
            } else {
                self.rpo.push(BlockId(b));
                self.stack.pop();
            }
        }
        self.rpo.reverse();
        for (i, b) in self.rpo.iter().enumerate() {
            self.rpo_index[b.index()] = i as u32;
        }
    }

    fn dominators(&mut self) {
        let n = self.rpo.len();
        self.idom.clear();
        self.idom.resize(n, NONE);
        if n == 0 {
            return;
        }
        self.idom[0] = 0;
        let mut changed = true;
        while changed {
            changed = false;
            for i in 1..n {
                let b = self.rpo[i].index();
                let mut new_idom = NONE;
                for p in self.pred_start[b]..self.pred_start[b + 1] {
                    let pi = self.rpo_index[self.pred_list[p as usize].index()];
                    if pi == NONE || self.idom[pi as usize] == NONE {
                        continue;
                    }
                    new_idom = if new_idom == NONE { pi } else { self.intersect(pi, new_idom) };
                }
                if new_idom != self.idom[i] {
                    self.idom[i] = new_idom;
                    changed = true;
                }
            }
        }
    }

    fn intersect(&self, mut a: u32, mut b: u32) -> u32 {
        while a != b {
            while a > b {
                a = self.idom[a as usize];
            }
            while b > a {
                b = self.idom[b as usize];
            }
        }
        a
    }

    fn number_tree(&mut self, nb: usize) {
        let n = self.rpo.len();
        self.pre.clear();
        self.pre.resize(nb, NONE);
        self.post.clear();
        self.post.resize(nb, NONE);
        if n == 0 {
            return;
        }
        // Children of each tree node (by rpo position), CSR.
        self.child_start.clear();
        self.child_start.resize(n + 1, 0);
        for i in 1..n {
            self.child_start[self.idom[i] as usize] += 1;
        }
        prefix_sum(&mut self.child_start);
        self.child_list.clear();
        self.child_list.resize(self.child_start[n] as usize, 0);
        self.fill.clear();
        self.fill.extend_from_slice(&self.child_start[..n]);
        for i in 1..n {
            let p = self.idom[i] as usize;
            self.child_list[self.fill[p] as usize] = i as u32;
            self.fill[p] += 1;
        }
        let (mut pre_n, mut post_n) = (0, 0);
        self.stack.clear();
        self.stack.push((0, self.child_start[0]));
        self.pre[self.rpo[0].index()] = pre_n;
        pre_n += 1;
        while let Some(&mut (node, ref mut next)) = self.stack.last_mut() {
            if *next < self.child_start[node as usize + 1] {
                let c = self.child_list[*next as usize];
                *next += 1;
                self.pre[self.rpo[c as usize].index()] = pre_n;
                pre_n += 1;
                self.stack.push((c, self.child_start[c as usize]));
            } else {
                self.post[self.rpo[node as usize].index()] = post_n;
                post_n += 1;
                self.stack.pop();
            }
        }
    }

    /// Whether `b` is reachable from the entry block.
    pub fn is_reachable(&self, b: BlockId) -> bool {
        self.rpo_index.get(b.index()).is_some_and(|&i| i != NONE)
    }

    /// Whether `a` dominates `b` (every block dominates itself); false if either is unreachable.
    pub fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        let (pa, pb) = (self.pre[a.index()], self.pre[b.index()]);
        pa != NONE && pb != NONE && pa <= pb && self.post[b.index()] <= self.post[a.index()]
    }

    /// The immediate dominator of a reachable block other than the entry.
    pub fn idom(&self, b: BlockId) -> Option<BlockId> {
        let i = *self.rpo_index.get(b.index())?;
        if i == NONE || i == 0 {
            return None;
        }
        Some(self.rpo[self.idom[i as usize] as usize])
    }

    /// Reachable blocks in reverse post-order.
    pub fn reverse_post_order_blocks(&self) -> &[BlockId] {
        &self.rpo
    }

    /// Predecessor edges of `b` (a block appears once per edge).
    pub fn preds(&self, b: BlockId) -> &[BlockId] {
        &self.pred_list[self.pred_start[b.index()] as usize..self.pred_start[b.index() + 1] as usize]
    }

    /// Successor edges of `b`, in operand order.
    pub fn succs(&self, b: BlockId) -> &[BlockId] {
        &self.succ_list[self.succ_start[b.index()] as usize..self.succ_start[b.index() + 1] as usize]
    }

    /// Whether the CFG edge `from -> to` dominates block `b`: every path from the entry to `b`
    /// goes through that edge. False when `from` has several edges to `to`.
    pub fn edge_dominates(&self, from: BlockId, to: BlockId, b: BlockId) -> bool {
        if self.succs(from).iter().filter(|&&s| s == to).count() != 1 || !self.dominates(to, b) {
            return false;
        }
        // Every other way into `to` must come from inside `to`'s own dominance region (a
        // back edge); otherwise `to` is reached without crossing the edge.
        self.preds(to).iter().all(|&p| p == from || !self.is_reachable(p) || self.dominates(to, p))
    }
}
