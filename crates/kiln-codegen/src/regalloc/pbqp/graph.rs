//! The PBQP graph: one node per virtual register with a cost per option (option 0 is the
//! stack, option `i` the `i`-th register of its allocation order), one edge per pair of
//! registers whose choices cost something together, with a cost matrix over both option
//! lists. Most edges only forbid overlapping registers; they share one overlap table per pair
//! of option lists ([`Matrix::Interference`]) and become dense once a reduction or a copy adds
//! costs to them.

use kiln_mc::desc::{PhysReg, RegisterInfo};
use rustc_hash::FxHashMap;

/// Option 0 of every node: no register.
pub const SPILL: usize = 0;

/// An edge's costs, rows over the first node's options, columns over the second's.
#[derive(Clone, Debug)]
pub enum Matrix {
    /// Infinite where the two registers overlap, zero elsewhere (and with the stack): the
    /// graph's overlap table of that index.
    Interference(u32),
    Dense(Vec<f32>),
}

#[derive(Clone, Debug)]
pub struct Edge {
    pub a: u32,
    pub b: u32,
    pub matrix: Matrix,
}

#[derive(Clone, Debug, Default)]
pub struct Node {
    pub vreg: u32,
    /// Which option list the node has (nodes of one class share it).
    pub set: u32,
    /// `options[0]` is the stack (no register).
    pub options: Vec<PhysReg>,
    pub costs: Vec<f32>,
    /// How much keeping it in a register is worth per unit of live range (the spill weight);
    /// the RN heuristic removes the node with the lowest per edge.
    pub priority: f32,
    /// The edges still in the graph; once the solver removes the node, the edges it had then.
    pub edges: Vec<u32>,
}

/// The graph of one allocation round; its buffers are reused by the next.
#[derive(Default)]
pub struct Graph {
    pub nodes: Vec<Node>,
    pub edges: Vec<Edge>,
    pairs: FxHashMap<(u32, u32), u32>,
    /// Per pair of option lists, whether option `i` of the first overlaps option `j` of the second.
    overlaps: Vec<Vec<bool>>,
    overlap_of: FxHashMap<(u32, u32), u32>,
}

impl Graph {
    pub fn clear(&mut self) {
        self.nodes.clear();
        self.edges.clear();
        self.pairs.clear();
        self.overlaps.clear();
        self.overlap_of.clear();
    }

    /// Adds a node; `set` names its option list (equal sets, equal lists).
    pub fn add_node(&mut self, vreg: u32, set: u32, options: Vec<PhysReg>, costs: Vec<f32>, priority: f32) -> u32 {
        self.nodes.push(Node { vreg, set, options, costs, priority, edges: Vec::new() });
        self.nodes.len() as u32 - 1
    }

    /// The edge between `x` and `y`, made (as an interference edge) when there is none.
    pub fn edge(&mut self, regs: &RegisterInfo, x: u32, y: u32) -> u32 {
        let key = (x.min(y), x.max(y));
        if let Some(&e) = self.pairs.get(&key) {
            return e;
        }
        let table = self.overlap_table(regs, x, y);
        let e = self.edges.len() as u32;
        self.edges.push(Edge { a: x, b: y, matrix: Matrix::Interference(table) });
        self.pairs.insert(key, e);
        self.nodes[x as usize].edges.push(e);
        self.nodes[y as usize].edges.push(e);
        e
    }

    /// The overlap table of `x`'s options against `y`'s, made on first use.
    fn overlap_table(&mut self, regs: &RegisterInfo, x: u32, y: u32) -> u32 {
        let (nx, ny) = (&self.nodes[x as usize], &self.nodes[y as usize]);
        let next = self.overlaps.len() as u32;
        let k = *self.overlap_of.entry((nx.set, ny.set)).or_insert(next);
        if k == next {
            let table = nx.options.iter().enumerate().flat_map(|(i, &p)| ny.options.iter().enumerate().map(move |(j, &q)| i != SPILL && j != SPILL && regs.regs_overlap(p, q))).collect();
            self.overlaps.push(table);
        }
        k
    }

    /// Adds `m` (rows over `x`'s options, columns over `y`'s) to the costs of the edge between
    /// `x` and `y`, which starts at zero when it is new.
    pub fn add_matrix(&mut self, regs: &RegisterInfo, x: u32, y: u32, m: Vec<f32>) {
        match self.find_edge(x, y) {
            Some(e) => {
                let cols = self.nodes[y as usize].options.len();
                self.add_costs(e, x, |i, j| m[i * cols + j]);
            }
            None => {
                // A new edge runs from x to y.
                let e = self.edge(regs, x, y);
                self.edges[e as usize].matrix = Matrix::Dense(m);
            }
        }
    }

    /// The edge between `x` and `y` if there is one.
    pub fn find_edge(&self, x: u32, y: u32) -> Option<u32> {
        self.pairs.get(&(x.min(y), x.max(y))).copied()
    }

    /// The node at the other end of `e` from `x`.
    pub fn other(&self, e: u32, x: u32) -> u32 {
        let edge = &self.edges[e as usize];
        if edge.a == x {
            edge.b
        } else {
            edge.a
        }
    }

    /// The cost of `e` when `from` takes option `i` and the other end option `j`.
    pub fn cost(&self, e: u32, from: u32, i: usize, j: usize) -> f32 {
        let edge = &self.edges[e as usize];
        let (i, j) = if edge.a == from { (i, j) } else { (j, i) };
        let cols = self.nodes[edge.b as usize].options.len();
        match &edge.matrix {
            Matrix::Dense(m) => m[i * cols + j],
            Matrix::Interference(t) if self.overlaps[*t as usize][i * cols + j] => f32::INFINITY,
            Matrix::Interference(_) => 0.0,
        }
    }

    /// Adds `delta(i, j)` to `e`'s cost for options `i` of `from` and `j` of the other end.
    pub fn add_costs(&mut self, e: u32, from: u32, delta: impl Fn(usize, usize) -> f32) {
        let edge = &self.edges[e as usize];
        let (a, b) = (edge.a, edge.b);
        let (rows, cols) = (self.nodes[a as usize].options.len(), self.nodes[b as usize].options.len());
        let mut m = match std::mem::replace(&mut self.edges[e as usize].matrix, Matrix::Dense(Vec::new())) {
            Matrix::Dense(m) => m,
            Matrix::Interference(t) => self.overlaps[t as usize].iter().map(|&o| if o { f32::INFINITY } else { 0.0 }).collect(),
        };
        for i in 0..rows {
            for j in 0..cols {
                m[i * cols + j] += if a == from { delta(i, j) } else { delta(j, i) };
            }
        }
        self.edges[e as usize].matrix = Matrix::Dense(m);
    }

    /// Takes `e` out of `x`'s list of edges.
    pub fn detach(&mut self, x: u32, e: u32) {
        let edges = &mut self.nodes[x as usize].edges;
        if let Some(k) = edges.iter().position(|&f| f == e) {
            edges.swap_remove(k);
        }
    }

    /// Forgets the edge between the two ends of `e` (a later [`edge`](Self::edge) makes a new one).
    pub fn forget_pair(&mut self, e: u32) {
        let edge = &self.edges[e as usize];
        self.pairs.remove(&(edge.a.min(edge.b), edge.a.max(edge.b)));
    }
}
