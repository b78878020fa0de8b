//! The dominator tree of a machine function's blocks (Cooper, Harvey and Kennedy's iterative
//! algorithm over reverse post-order) and its natural loops: a back edge is an edge to a block
//! that dominates its source, and each block's loop depth counts the loops containing it.
//! Beside them, each block's cycle depth counts the cycles around it, irreducible ones too (LLVM's
//! `GenericCycleInfo`: a strongly connected component of the block graph is a cycle, its first
//! block in reverse post-order its header, and the components of the cycle without its header
//! the cycles inside it). On a reducible graph the two depths agree; a state machine entered in
//! the middle of its loops through a `switch` (a resumable decoder) has cycles but no natural
//! loops. The allocators weigh a register's uses by the cycle depth of their blocks, as LLVM's
//! block frequencies weigh irreducible loops.

use crate::mir::{BlockId, MachineFunction};

const UNDEF: u32 = u32::MAX;

/// Dominators and loop depths, indexed by block id.
#[derive(Default)]
pub struct LoopInfo {
    /// Immediate dominator of each block (the entry's is itself; unreachable blocks `UNDEF`).
    idom: Vec<u32>,
    /// Position of each block in reverse post-order (`UNDEF` when unreachable).
    rpo_index: Vec<u32>,
    rpo: Vec<BlockId>,
    depth: Vec<u32>,
    /// Per block, how many cycles (natural loops or irreducible) contain it.
    cycle_depth: Vec<u32>,
    /// Loop headers, in reverse post-order.
    headers: Vec<BlockId>,
    stack: Vec<(BlockId, usize)>,
    body: Vec<BlockId>,
    in_body: Vec<bool>,
    /// Per block, the header of the innermost loop containing it (`UNDEF`: none).
    innermost: Vec<u32>,
    /// Per loop header, the header of the loop around it (`UNDEF`: outermost).
    parent: Vec<u32>,
    /// Per loop header, its body's range in `bodies`.
    body_range: Vec<(u32, u32)>,
    bodies: Vec<BlockId>,
    /// Whether every cycle is a natural loop; then the cycle tree is the loop tree and the
    /// `cycle_*` vectors below stay empty.
    reducible: bool,
    /// On an irreducible graph, the cycle tree as the loop tree above: headers (outer cycles
    /// before inner ones), innermost cycle per block, parent and body per header.
    cycle_headers: Vec<BlockId>,
    cycle_innermost: Vec<u32>,
    cycle_parent: Vec<u32>,
    cycle_body_range: Vec<(u32, u32)>,
    cycle_bodies: Vec<BlockId>,
}

impl LoopInfo {
    pub fn compute(&mut self, mf: &MachineFunction) {
        let n = mf.num_blocks();
        self.reverse_post_order(mf);
        self.idom.clear();
        self.idom.resize(n, UNDEF);
        if let Some(&entry) = self.rpo.first() {
            self.idom[entry.0 as usize] = entry.0;
        }
        let mut changed = true;
        while changed {
            changed = false;
            for k in 1..self.rpo.len() {
                let b = self.rpo[k];
                let mut new = UNDEF;
                for &p in &mf.block(b).preds {
                    if self.idom[p.0 as usize] == UNDEF {
                        continue;
                    }
                    new = if new == UNDEF { p.0 } else { self.intersect(p.0, new) };
                }
                if new != UNDEF && self.idom[b.0 as usize] != new {
                    self.idom[b.0 as usize] = new;
                    changed = true;
                }
            }
        }
        self.find_loops(mf);
        self.find_cycles(mf);
    }

    fn reverse_post_order(&mut self, mf: &MachineFunction) {
        let n = mf.num_blocks();
        self.rpo.clear();
        self.rpo_index.clear();
        self.rpo_index.resize(n, UNDEF);
        let Some(&entry) = mf.layout().first() else { return };
        // `rpo_index` doubles as the visited mark during the walk.
        self.stack.clear();
        self.stack.push((entry, 0));
        self.rpo_index[entry.0 as usize] = 0;
        while let Some(&mut (b, ref mut next)) = self.stack.last_mut() {
            let succs = &mf.block(b).succs;
            if *next < succs.len() {
                let s = succs[*next];
                *next += 1;
                if self.rpo_index[s.0 as usize] == UNDEF {
                    self.rpo_index[s.0 as usize] = 0;
                    self.stack.push((s, 0));
                }
            } else {
                self.rpo.push(b);
                self.stack.pop();
            }
        }
        self.rpo.reverse();
        for (k, &b) in self.rpo.iter().enumerate() {
            self.rpo_index[b.0 as usize] = k as u32;
        }
    }

    fn intersect(&self, mut a: u32, mut b: u32) -> u32 {
        while a != b {
            while self.rpo_index[a as usize] > self.rpo_index[b as usize] {
                a = self.idom[a as usize];
            }
            while self.rpo_index[b as usize] > self.rpo_index[a as usize] {
                b = self.idom[b as usize];
            }
        }
        a
    }

    /// Whether `a` dominates `b` (both reachable).
    pub fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        let (a, mut b) = (a.0, b.0);
        if self.idom.get(b as usize).is_none_or(|&d| d == UNDEF) {
            return false;
        }
        loop {
            if a == b {
                return true;
            }
            let up = self.idom[b as usize];
            if up == b {
                return false;
            }
            b = up;
        }
    }

    /// The immediate dominator of `b` (`None` for the entry and unreachable blocks).
    pub fn idom(&self, b: BlockId) -> Option<BlockId> {
        let d = *self.idom.get(b.0 as usize)?;
        (d != UNDEF && d != b.0).then_some(BlockId(d))
    }

    /// Each natural loop adds one to the depth of the blocks of its body.
    fn find_loops(&mut self, mf: &MachineFunction) {
        let n = mf.num_blocks();
        self.depth.clear();
        self.depth.resize(n, 0);
        self.headers.clear();
        self.in_body.clear();
        self.in_body.resize(n, false);
        self.innermost.clear();
        self.innermost.resize(n, UNDEF);
        self.parent.clear();
        self.parent.resize(n, UNDEF);
        self.body_range.clear();
        self.body_range.resize(n, (0, 0));
        self.bodies.clear();
        for k in 0..self.rpo.len() {
            let h = self.rpo[k];
            let latches = mf.block(h).preds.iter().filter(|&&p| self.dominates(h, p)).count();
            if latches == 0 {
                continue;
            }
            self.headers.push(h);
            self.body.clear();
            self.body.push(h);
            self.in_body[h.0 as usize] = true;
            let mut work: Vec<BlockId> = mf.block(h).preds.iter().copied().filter(|&p| self.dominates(h, p)).collect();
            while let Some(b) = work.pop() {
                if self.in_body[b.0 as usize] || self.rpo_index[b.0 as usize] == UNDEF {
                    continue;
                }
                self.in_body[b.0 as usize] = true;
                self.body.push(b);
                work.extend(mf.block(b).preds.iter().copied());
            }
            // Headers come in reverse post-order, so an enclosing loop is recorded before the
            // loops inside it: the header's innermost loop so far is its parent.
            self.parent[h.0 as usize] = self.innermost[h.0 as usize];
            self.body_range[h.0 as usize] = (self.bodies.len() as u32, (self.bodies.len() + self.body.len()) as u32);
            self.bodies.extend_from_slice(&self.body);
            for &b in &self.body {
                self.depth[b.0 as usize] += 1;
                self.in_body[b.0 as usize] = false;
                self.innermost[b.0 as usize] = h.0;
            }
        }
    }

    /// Cycle depths: each strongly connected component of the reachable blocks (of more than one
    /// block, or one block with an edge to itself) adds one to its blocks' depth, and the
    /// components of its blocks without its header (the first in reverse post-order) are the
    /// cycles inside it (Tarjan's algorithm, iteratively, on each such set in turn). Only an
    /// irreducible graph needs that: a reducible one's cycles are its natural loops, whose
    /// depths are already known.
    fn find_cycles(&mut self, mf: &MachineFunction) {
        self.cycle_headers.clear();
        self.cycle_bodies.clear();
        self.reducible = self.is_reducible(mf);
        if self.reducible {
            self.cycle_depth.clone_from(&self.depth);
            return;
        }
        let n = mf.num_blocks();
        self.cycle_depth.clear();
        self.cycle_depth.resize(n, 0);
        for v in [&mut self.cycle_innermost, &mut self.cycle_parent] {
            v.clear();
            v.resize(n, UNDEF);
        }
        self.cycle_body_range.clear();
        self.cycle_body_range.resize(n, (0, 0));
        // Per set, the header of the cycle whose inner blocks it holds (set 0: the function).
        let mut owner = vec![UNDEF];
        // Per block, the set it belongs to now (`UNDEF`: in none); sets are numbered from 0.
        let mut set = vec![UNDEF; n];
        let mut sets: Vec<Vec<BlockId>> = vec![self.rpo.clone()];
        for &b in &self.rpo {
            set[b.0 as usize] = 0;
        }
        let mut index = vec![UNDEF; n];
        let mut low = vec![0u32; n];
        let mut on_stack = vec![false; n];
        let mut scc_stack: Vec<BlockId> = Vec::new();
        let mut work: Vec<(BlockId, usize)> = Vec::new();
        let mut k = 0;
        while k < sets.len() {
            let members = std::mem::take(&mut sets[k]);
            let id = k as u32;
            let first_new = sets.len();
            let mut counter = 0u32;
            for &root in &members {
                if index[root.0 as usize] != UNDEF {
                    continue;
                }
                index[root.0 as usize] = counter;
                low[root.0 as usize] = counter;
                counter += 1;
                on_stack[root.0 as usize] = true;
                scc_stack.push(root);
                work.push((root, 0));
                while let Some(&mut (b, ref mut next)) = work.last_mut() {
                    let succs = &mf.block(b).succs;
                    if let Some(&s) = succs.get(*next) {
                        *next += 1;
                        let si = s.0 as usize;
                        if set[si] != id {
                            continue;
                        }
                        if index[si] == UNDEF {
                            index[si] = counter;
                            low[si] = counter;
                            counter += 1;
                            on_stack[si] = true;
                            scc_stack.push(s);
                            work.push((s, 0));
                        } else if on_stack[si] {
                            low[b.0 as usize] = low[b.0 as usize].min(index[si]);
                        }
                        continue;
                    }
                    work.pop();
                    if let Some(&(parent, _)) = work.last() {
                        low[parent.0 as usize] = low[parent.0 as usize].min(low[b.0 as usize]);
                    }
                    if low[b.0 as usize] != index[b.0 as usize] {
                        continue;
                    }
                    let at = scc_stack.iter().rposition(|&x| x == b).unwrap_or(0);
                    let component: Vec<BlockId> = scc_stack.drain(at..).collect();
                    for &x in &component {
                        on_stack[x.0 as usize] = false;
                    }
                    let cycle = component.len() > 1 || mf.block(b).succs.contains(&b);
                    if cycle {
                        let header = *component.iter().min_by_key(|x| self.rpo_index[x.0 as usize]).unwrap_or(&b);
                        let inner: Vec<BlockId> = component.iter().copied().filter(|&x| x != header).collect();
                        self.cycle_headers.push(header);
                        self.cycle_parent[header.0 as usize] = owner[k];
                        self.cycle_body_range[header.0 as usize] = (self.cycle_bodies.len() as u32, (self.cycle_bodies.len() + component.len()) as u32);
                        self.cycle_bodies.extend_from_slice(&component);
                        for &x in &component {
                            self.cycle_depth[x.0 as usize] += 1;
                            self.cycle_innermost[x.0 as usize] = header.0;
                        }
                        if !inner.is_empty() {
                            sets.push(inner);
                            owner.push(header.0);
                        }
                    }
                }
            }
            // Hand the members to their inner sets (or to none) and reset the marks.
            for &b in &members {
                index[b.0 as usize] = UNDEF;
                set[b.0 as usize] = UNDEF;
            }
            for (j, inner) in sets.iter().enumerate().skip(first_new) {
                for &b in inner {
                    set[b.0 as usize] = j as u32;
                }
            }
            k += 1;
        }
    }

    /// Whether every edge to a block no later in reverse post-order (a retreating edge) goes to
    /// a block that dominates its source: then the graph is reducible and its cycles are its
    /// natural loops.
    fn is_reducible(&self, mf: &MachineFunction) -> bool {
        self.rpo.iter().all(|&b| {
            let at = self.rpo_index[b.0 as usize];
            mf.block(b).succs.iter().all(|&s| self.rpo_index[s.0 as usize] > at || self.dominates(s, b))
        })
    }

    /// The reachable blocks in reverse post-order.
    pub fn rpo(&self) -> &[BlockId] {
        &self.rpo
    }

    /// The position of `b` in reverse post-order (`None`: unreachable).
    pub fn rpo_index(&self, b: BlockId) -> Option<u32> {
        self.rpo_index.get(b.0 as usize).copied().filter(|&k| k != UNDEF)
    }

    /// How many loops contain `b`.
    pub fn depth(&self, b: BlockId) -> u32 {
        self.depth.get(b.0 as usize).copied().unwrap_or(0)
    }

    /// How many cycles contain `b`, irreducible ones too (its loop depth on a reducible graph).
    pub fn cycle_depth(&self, b: BlockId) -> u32 {
        self.cycle_depth.get(b.0 as usize).copied().unwrap_or(0)
    }

    /// The header of the innermost loop containing `b`.
    pub fn innermost_loop(&self, b: BlockId) -> Option<BlockId> {
        self.innermost.get(b.0 as usize).copied().filter(|&h| h != UNDEF).map(BlockId)
    }

    /// The header of the loop around loop `header`.
    pub fn parent_loop(&self, header: BlockId) -> Option<BlockId> {
        self.parent.get(header.0 as usize).copied().filter(|&h| h != UNDEF).map(BlockId)
    }

    /// The blocks of loop `header` (its inner loops' blocks included).
    pub fn loop_blocks(&self, header: BlockId) -> &[BlockId] {
        let (s, e) = self.body_range.get(header.0 as usize).copied().unwrap_or((0, 0));
        &self.bodies[s as usize..e as usize]
    }

    /// Whether `b` is in loop `header`.
    pub fn loop_contains(&self, header: BlockId, b: BlockId) -> bool {
        let mut l = self.innermost_loop(b);
        while let Some(h) = l {
            if h == header {
                return true;
            }
            l = self.parent_loop(h);
        }
        false
    }

    /// The loop headers, in reverse post-order.
    pub fn headers(&self) -> &[BlockId] {
        &self.headers
    }

    /// The cycle headers, each cycle's before those of the cycles inside it (the loop headers
    /// on a reducible graph).
    pub fn cycle_headers(&self) -> &[BlockId] {
        if self.reducible { &self.headers } else { &self.cycle_headers }
    }

    /// The header of the innermost cycle containing `b`.
    pub fn innermost_cycle(&self, b: BlockId) -> Option<BlockId> {
        if self.reducible {
            return self.innermost_loop(b);
        }
        self.cycle_innermost.get(b.0 as usize).copied().filter(|&h| h != UNDEF).map(BlockId)
    }

    /// The header of the cycle around cycle `header`.
    pub fn parent_cycle(&self, header: BlockId) -> Option<BlockId> {
        if self.reducible {
            return self.parent_loop(header);
        }
        self.cycle_parent.get(header.0 as usize).copied().filter(|&h| h != UNDEF).map(BlockId)
    }

    /// The blocks of cycle `header` (its inner cycles' blocks included).
    pub fn cycle_blocks(&self, header: BlockId) -> &[BlockId] {
        if self.reducible {
            return self.loop_blocks(header);
        }
        let (s, e) = self.cycle_body_range.get(header.0 as usize).copied().unwrap_or((0, 0));
        &self.cycle_bodies[s as usize..e as usize]
    }

    /// Immediate dominators and loop depths, one block a line.
    pub fn dump(&self, mf: &MachineFunction) -> String {
        let mut out = String::new();
        for &b in mf.layout() {
            let num = |x: BlockId| mf.block(x).number;
            let idom = self.idom(b).map_or("-".to_string(), |d| format!("bb.{}", num(d)));
            let header = if self.headers.contains(&b) { " header" } else { "" };
            let cycle = if self.cycle_depth(b) != self.depth(b) { format!(", cycle depth {}", self.cycle_depth(b)) } else { String::new() };
            out.push_str(&format!("bb.{}: idom {idom}, loop depth {}{header}{cycle}\n", num(b), self.depth(b)));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// entry → outer header ⇄ inner header (self loop) → outer latch → outer header | exit.
    #[test]
    fn nested_loops_have_bodies_parents_and_innermost_headers() {
        let mut mf = MachineFunction::new("nest");
        let [entry, outer, inner, latch, exit] = std::array::from_fn(|_| mf.create_block());
        for (from, to) in [(entry, outer), (outer, inner), (inner, inner), (inner, latch), (latch, outer), (latch, exit)] {
            mf.add_successor(from, to, None);
        }
        let mut loops = LoopInfo::default();
        loops.compute(&mf);
        assert_eq!(loops.headers(), &[outer, inner]);
        assert_eq!(loops.innermost_loop(inner), Some(inner));
        assert_eq!(loops.innermost_loop(latch), Some(outer));
        assert_eq!(loops.innermost_loop(entry), None);
        assert_eq!(loops.parent_loop(inner), Some(outer));
        assert_eq!(loops.parent_loop(outer), None);
        let mut body = loops.loop_blocks(outer).to_vec();
        body.sort_unstable();
        assert_eq!(body, vec![outer, inner, latch]);
        assert_eq!(loops.loop_blocks(inner), &[inner]);
        assert!(loops.loop_contains(outer, inner) && !loops.loop_contains(inner, latch));
        assert_eq!((loops.depth(inner), loops.depth(latch), loops.depth(exit)), (2, 1, 0));
        for b in [entry, outer, inner, latch, exit] {
            assert_eq!(loops.cycle_depth(b), loops.depth(b));
        }
    }

    /// A resumable state machine: entry switches into the middle of a cycle (a → b → c → a),
    /// which has no header that dominates it, and c loops on itself (a natural loop, one
    /// cycle deeper). entry → a, b, c; a → b; b → c, exit; c → c, a.
    #[test]
    fn irreducible_cycles_have_depths_but_no_loops() {
        let mut mf = MachineFunction::new("resume");
        let [entry, a, b, c, exit] = std::array::from_fn(|_| mf.create_block());
        for (from, to) in [(entry, a), (entry, b), (entry, c), (a, b), (b, c), (b, exit), (c, c), (c, a)] {
            mf.add_successor(from, to, None);
        }
        let mut loops = LoopInfo::default();
        loops.compute(&mf);
        assert_eq!(loops.headers(), &[c]);
        assert_eq!(loops.depth(c), 1);
        let depths: Vec<u32> = [entry, a, b, c, exit].iter().map(|&x| loops.cycle_depth(x)).collect();
        assert_eq!(depths, vec![0, 1, 1, 2, 0]);
        assert_eq!(loops.cycle_headers(), &[a, c]);
        assert_eq!(loops.parent_cycle(c), Some(a));
        assert_eq!((loops.innermost_cycle(b), loops.innermost_cycle(c), loops.innermost_cycle(exit)), (Some(a), Some(c), None));
        let mut body = loops.cycle_blocks(a).to_vec();
        body.sort_unstable();
        assert_eq!(body, vec![a, b, c]);
    }
}
