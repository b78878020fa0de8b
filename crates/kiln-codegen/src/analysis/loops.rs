//! The dominator tree of a machine function's blocks (Cooper, Harvey and Kennedy's iterative
//! algorithm over reverse post-order) and its natural loops: a back edge is an edge to a block
//! that dominates its source, and each block's loop depth counts the loops containing it. The
//! allocators weigh a register's uses by the depth of their blocks.

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

    /// How many loops contain `b`.
    pub fn depth(&self, b: BlockId) -> u32 {
        self.depth.get(b.0 as usize).copied().unwrap_or(0)
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

    /// Immediate dominators and loop depths, one block a line.
    pub fn dump(&self, mf: &MachineFunction) -> String {
        let mut out = String::new();
        for &b in mf.layout() {
            let num = |x: BlockId| mf.block(x).number;
            let idom = self.idom(b).map_or("-".to_string(), |d| format!("bb.{}", num(d)));
            let header = if self.headers.contains(&b) { " header" } else { "" };
            out.push_str(&format!("bb.{}: idom {idom}, loop depth {}{header}\n", num(b), self.depth(b)));
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
    }
}
