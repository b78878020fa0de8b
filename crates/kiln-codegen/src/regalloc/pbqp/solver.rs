//! The PBQP solver: reduce the graph node by node, then choose options in reverse order.
//!
//! - R0: a node without edges is removed as it is.
//! - R1: a node with one edge folds into its neighbour: for each option of the neighbour, the
//!   cheapest own option under that edge is added to the neighbour's cost.
//! - R2: a node with two edges folds into an edge between its neighbours (made if missing):
//!   for each pair of their options, its cheapest own option under both edges.
//! - RN: when every node has more edges, the node with the lowest spill weight per edge is
//!   removed without folding (a heuristic: the reductions above are exact, this one is not).
//!
//! Back-propagation pops the removed nodes last first: each node's neighbours at its removal
//! were removed later, so they have their options already, and the node takes the option
//! cheapest under its costs and those edges. R0/R1/R2 nodes thus get what their folding
//! assumed; an RN node the best it can given its neighbours.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use kiln_mc::desc::RegisterInfo;

use super::graph::{Graph, SPILL};

/// The solver's buffers, reused from one round to the next.
#[derive(Default)]
pub struct Solver {
    removed: Vec<bool>,
    stack: Vec<u32>,
    small: Vec<u32>,
    /// RN candidates by key (spill weight per edge, as bits: the weights are not negative).
    by_key: BinaryHeap<Reverse<(u32, u32)>>,
    /// The option each node takes.
    pub selection: Vec<usize>,
}

impl Solver {
    /// Solves `g`; the options are in [`selection`](Self::selection). (The graph's edges are
    /// consumed: node edge lists end as they were at each node's removal.)
    pub fn solve(&mut self, g: &mut Graph, regs: &RegisterInfo) {
        let n = g.nodes.len();
        self.removed.clear();
        self.removed.resize(n, false);
        self.stack.clear();
        self.small.clear();
        self.by_key.clear();
        self.by_key.extend((0..n as u32).map(|x| Reverse((Self::key(g, x), x))));
        self.small.extend((0..n as u32).filter(|&x| g.nodes[x as usize].edges.len() <= 2));
        loop {
            while let Some(x) = self.small.pop() {
                if self.removed[x as usize] {
                    continue;
                }
                match g.nodes[x as usize].edges.len() {
                    0 => {}
                    1 => self.reduce_one(g, x),
                    2 => self.reduce_two(g, regs, x),
                    _ => continue,
                }
                self.remove(g, x);
            }
            // RN: the lightest node per edge it has. Keys only grow as edges go, so an entry
            // whose key is stale is pushed again with the current one.
            let Some(x) = self.next_heuristic(g) else { break };
            self.remove(g, x);
        }
        self.selection.clear();
        self.selection.resize(n, SPILL);
        while let Some(x) = self.stack.pop() {
            let node = &g.nodes[x as usize];
            let mut best = (f32::INFINITY, SPILL);
            for i in 0..node.options.len() {
                let mut total = node.costs[i];
                for &e in &node.edges {
                    let y = g.other(e, x);
                    total += g.cost(e, x, i, self.selection[y as usize]);
                }
                if total < best.0 {
                    best = (total, i);
                }
            }
            self.selection[x as usize] = best.1;
        }
    }

    fn key(g: &Graph, x: u32) -> u32 {
        let node = &g.nodes[x as usize];
        (node.priority / node.edges.len().max(1) as f32).to_bits()
    }

    /// The node the RN heuristic removes next, if any remain.
    fn next_heuristic(&mut self, g: &Graph) -> Option<u32> {
        while let Some(Reverse((key, x))) = self.by_key.pop() {
            if self.removed[x as usize] {
                continue;
            }
            let now = Self::key(g, x);
            if now != key {
                self.by_key.push(Reverse((now, x)));
                continue;
            }
            return Some(x);
        }
        None
    }

    /// Takes `x` out of the graph (its own edge list is kept for back-propagation).
    fn remove(&mut self, g: &mut Graph, x: u32) {
        self.removed[x as usize] = true;
        self.stack.push(x);
        for k in 0..g.nodes[x as usize].edges.len() {
            let e = g.nodes[x as usize].edges[k];
            let y = g.other(e, x);
            g.detach(y, e);
            g.forget_pair(e);
            if g.nodes[y as usize].edges.len() <= 2 {
                self.small.push(y);
            }
        }
    }

    /// The cheapest total of `x`'s own cost and `extra(i)` over its options.
    fn cheapest(g: &Graph, x: u32, extra: impl Fn(usize) -> f32) -> f32 {
        let node = &g.nodes[x as usize];
        (0..node.options.len()).map(|i| node.costs[i] + extra(i)).fold(f32::INFINITY, f32::min)
    }

    fn reduce_one(&mut self, g: &mut Graph, x: u32) {
        let e = g.nodes[x as usize].edges[0];
        let y = g.other(e, x);
        let folded: Vec<f32> = (0..g.nodes[y as usize].options.len()).map(|j| Self::cheapest(g, x, |i| g.cost(e, x, i, j))).collect();
        for (c, f) in g.nodes[y as usize].costs.iter_mut().zip(folded) {
            *c += f;
        }
    }

    fn reduce_two(&mut self, g: &mut Graph, regs: &RegisterInfo, x: u32) {
        let (ey, ez) = (g.nodes[x as usize].edges[0], g.nodes[x as usize].edges[1]);
        let (y, z) = (g.other(ey, x), g.other(ez, x));
        let (ny, nz) = (g.nodes[y as usize].options.len(), g.nodes[z as usize].options.len());
        // x's costs under each edge, as plain tables (rows over x's options).
        let nx = g.nodes[x as usize].options.len();
        let to_y: Vec<f32> = (0..nx * ny).map(|k| g.cost(ey, x, k / ny, k % ny)).collect();
        let to_z: Vec<f32> = (0..nx * nz).map(|k| g.cost(ez, x, k / nz, k % nz)).collect();
        let own = &g.nodes[x as usize].costs;
        let mut folded = vec![f32::INFINITY; ny * nz];
        for i in (0..nx).filter(|&i| own[i].is_finite()) {
            for j in 0..ny {
                let via_y = own[i] + to_y[i * ny + j];
                if via_y == f32::INFINITY {
                    continue;
                }
                for k in 0..nz {
                    let total = via_y + to_z[i * nz + k];
                    if total < folded[j * nz + k] {
                        folded[j * nz + k] = total;
                    }
                }
            }
        }
        g.add_matrix(regs, y, z, folded);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mir::fuzzing::TOY_TARGET;
    use kiln_mc::desc::PhysReg;

    /// Three registers r0-r2 of the toy target; costs per node: spill, r0, r1, r2.
    fn node(g: &mut Graph, spill: f32) -> u32 {
        g.add_node(0, 0, vec![PhysReg(0), PhysReg(1), PhysReg(2), PhysReg(3)], vec![spill, 0.0, 0.0, 0.0], spill)
    }

    fn solve(g: &mut Graph) -> Vec<usize> {
        let mut s = Solver::default();
        s.solve(g, TOY_TARGET.regs);
        s.selection
    }

    #[test]
    fn a_triangle_fits_three_registers() {
        // Every node has two edges: R2 folds one, R1 and R0 the rest; all get registers.
        let mut g = Graph::default();
        let (a, b, c) = (node(&mut g, 5.0), node(&mut g, 5.0), node(&mut g, 5.0));
        g.edge(TOY_TARGET.regs, a, b);
        g.edge(TOY_TARGET.regs, b, c);
        g.edge(TOY_TARGET.regs, a, c);
        let sel = solve(&mut g);
        assert!(sel.iter().all(|&o| o != SPILL));
        assert!(sel[0] != sel[1] && sel[1] != sel[2] && sel[0] != sel[2]);
    }

    #[test]
    fn a_four_clique_spills_its_cheapest_node() {
        // Four mutually interfering values, three registers: RN removes the cheapest, which
        // then finds every register taken.
        let mut g = Graph::default();
        let nodes: Vec<u32> = [9.0, 1.0, 7.0, 8.0].into_iter().map(|w| node(&mut g, w)).collect();
        for i in 0..4 {
            for j in i + 1..4 {
                g.edge(TOY_TARGET.regs, nodes[i], nodes[j]);
            }
        }
        let sel = solve(&mut g);
        assert_eq!(sel[1], SPILL);
        let mut regs: Vec<usize> = [sel[0], sel[2], sel[3]].to_vec();
        regs.sort();
        assert_eq!(regs, [1, 2, 3]);
    }

    #[test]
    fn copy_costs_pull_two_values_into_one_register() {
        // a prefers r2 (a copy from $r2); b is copy-related to a: R1 folds the preference.
        let mut g = Graph::default();
        let (a, b) = (node(&mut g, 5.0), node(&mut g, 5.0));
        g.nodes[a as usize].costs[3] = -1.0;
        let copy = (0..16).map(|k| if k % 5 == 0 && k != 0 { -2.0 } else { 0.0 }).collect();
        g.add_matrix(TOY_TARGET.regs, a, b, copy);
        let sel = solve(&mut g);
        assert_eq!((sel[0], sel[1]), (3, 3));
    }
}
