//! Building one round's PBQP graph from the live intervals.
//!
//! - Node costs: the stack costs the value's use and definition frequencies (what its
//!   reloads and stores would execute; infinite for a spill temporary, which cannot spill
//!   again); a register costs nothing, or is forbidden (infinite) when a call the value lives
//!   across clobbers it or a physical register's own live range meets the value; a register a
//!   `COPY` ties the value to is cheaper by that copy's frequency.
//! - Interference edges: between every two values whose live ranges meet and whose classes
//!   share a register unit, found by one sweep over all segments ordered by start.
//! - Coalescing edges: between the two sides of a virtual-to-virtual `COPY` that do not
//!   interfere, the same register is cheaper by the copy's frequency.

use kiln_mc::desc::{PhysReg, RegClassId, RegisterInfo};
use rustc_hash::FxHashMap;

use super::graph::{Graph, Matrix};
use crate::analysis::slot_indexes::INST_GAP;
use crate::target::target_opcode;
use crate::analysis::{BlockFrequency, LiveIntervals};
use crate::mir::{MachineFunction, MachineOperand, Reg};
use crate::regalloc::interference::{size, Unions};
use crate::regalloc::spiller::Spiller;
use crate::target::register_info::{RegSet, TargetRegisterInfo};

/// What a round's graph is built from.
pub struct Facts<'a> {
    pub tri: &'a dyn TargetRegisterInfo,
    pub freq: &'a BlockFrequency,
    pub live: &'a LiveIntervals,
    pub spiller: &'a Spiller,
    /// The physical registers' own live ranges only.
    pub fixed: &'a mut Unions,
    /// Spill weights (see [`spill_weight`](crate::regalloc::spill_weight)).
    pub weights: &'a [f32],
    pub reserved: &'a RegSet,
}

/// The builder's buffers, reused from one round to the next.
#[derive(Default)]
pub struct Builder {
    /// Virtual register → node (`u32::MAX`: none).
    node_of: Vec<u32>,
    classes: Vec<RegClassId>,
    segments: Vec<(u32, u32, u32)>,
    active: Vec<(u32, u32)>,
    clobbered: Option<RegSet>,
    orders: FxHashMap<RegClassId, Vec<PhysReg>>,
    classes_meet: FxHashMap<(RegClassId, RegClassId), bool>,
}

impl Builder {
    /// Starts a function.
    pub fn reset(&mut self) {
        self.orders.clear();
        self.classes_meet.clear();
    }

    /// The allocation order of `class` (reserved registers left out).
    pub fn order(&mut self, tri: &dyn TargetRegisterInfo, reserved: &RegSet, class: RegClassId) -> &[PhysReg] {
        self.orders.entry(class).or_insert_with(|| tri.allocation_order(class, reserved)).as_slice()
    }

    /// The node of virtual register `v`, if it has one this round.
    pub fn node_of(&self, v: u32) -> Option<u32> {
        self.node_of.get(v as usize).copied().filter(|&n| n != u32::MAX)
    }

    /// Builds into `g` the graph of `candidates` (virtual registers, spill temporaries
    /// included).
    pub fn build(&mut self, g: &mut Graph, mf: &MachineFunction, f: &mut Facts, candidates: &[u32]) -> Result<(), String> {
        let regs = f.tri.tables();
        g.clear();
        self.node_of.clear();
        self.node_of.resize(mf.regs.num_vregs() as usize, u32::MAX);
        self.classes.clear();
        self.segments.clear();
        let mut clobbered = self.clobbered.take().unwrap_or_else(|| RegSet::new(regs.num_regs()));
        for &v in candidates {
            let class = mf.regs.reg_class(Reg::virt(v)).ok_or_else(|| format!("function '{}': %{v} has no register class", mf.name))?;
            let segs = f.spiller.segments(f.live, v);
            clobbered.clear();
            f.fixed.call_clobbers(mf, f.tri, f.live, segs, &mut clobbered);
            let mut options = vec![PhysReg(0)];
            options.extend_from_slice(self.order(f.tri, f.reserved, class));
            let costs: Vec<f32> = options
                .iter()
                .enumerate()
                .map(|(i, &p)| match i {
                    0 if f.spiller.is_temp(v) => f32::INFINITY,
                    0 => f.weights[v as usize] * ((size(segs) / INST_GAP) as f32 + 25.0),
                    _ if clobbered.contains(p) || !f.fixed.is_free(regs, p, segs) => f32::INFINITY,
                    _ => 0.0,
                })
                .collect();
            let priority = if f.spiller.is_temp(v) { f32::INFINITY } else { f.weights[v as usize] };
            let n = g.add_node(v, class.index() as u32, options, costs, priority);
            self.node_of[v as usize] = n;
            self.classes.push(class);
            self.segments.extend(segs.iter().map(|s| (s.start.0, s.end.0, n)));
        }
        self.clobbered = Some(clobbered);
        self.interference(g, regs);
        self.copies(g, mf, f, regs);
        Ok(())
    }

    fn interference(&mut self, g: &mut Graph, regs: &RegisterInfo) {
        self.segments.sort_unstable();
        self.active.clear();
        for k in 0..self.segments.len() {
            let (start, end, n) = self.segments[k];
            self.active.retain(|&(e, _)| e > start);
            for j in 0..self.active.len() {
                let m = self.active[j].1;
                if m != n && self.meet(g, regs, n, m) {
                    g.edge(regs, m, n);
                }
            }
            self.active.push((end, n));
        }
    }

    /// Whether the classes of nodes `n` and `m` share a register unit.
    fn meet(&mut self, g: &Graph, regs: &RegisterInfo, n: u32, m: u32) -> bool {
        let (a, b) = (self.classes[n as usize], self.classes[m as usize]);
        let key = if a.index() <= b.index() { (a, b) } else { (b, a) };
        *self.classes_meet.entry(key).or_insert_with(|| {
            let (x, y) = (&g.nodes[n as usize].options[1..], &g.nodes[m as usize].options[1..]);
            x.iter().any(|&p| y.iter().any(|&q| regs.regs_overlap(p, q)))
        })
    }

    /// Copy costs: see the module doc.
    fn copies(&mut self, g: &mut Graph, mf: &MachineFunction, f: &Facts, regs: &RegisterInfo) {
        for &b in mf.layout() {
            let freq = crate::regalloc::spill_weight::block_weight(f.freq, b);
            for i in mf.block_insts(b) {
                let m = mf.inst(i);
                if m.opcode != target_opcode::COPY || m.operands.len() != 2 || m.operands.iter().any(|o| o.sub_reg().0 != 0) {
                    continue;
                }
                let (MachineOperand::Reg { reg: dst, .. }, MachineOperand::Reg { reg: src, .. }) = (m.operands[0], m.operands[1]) else { continue };
                let (x, y) = (dst.virt_index().and_then(|v| self.node_of(v)), src.virt_index().and_then(|v| self.node_of(v)));
                match (x, y) {
                    (Some(x), Some(y)) if x != y && g.find_edge(x, y).is_none_or(|e| matches!(g.edges[e as usize].matrix, Matrix::Dense(_))) => {
                        let (ox, oy) = (&g.nodes[x as usize].options, &g.nodes[y as usize].options);
                        let benefit: Vec<f32> = ox.iter().enumerate().flat_map(|(i, &p)| oy.iter().map(move |&q| if i != 0 && p == q { -freq } else { 0.0 })).collect();
                        g.add_matrix(regs, x, y, benefit);
                    }
                    (Some(n), None) | (None, Some(n)) => {
                        let Some(p) = dst.as_phys().or(src.as_phys()) else { continue };
                        let node = &mut g.nodes[n as usize];
                        if let Some(k) = node.options.iter().skip(1).position(|&q| q == p) {
                            node.costs[k + 1] -= freq;
                        }
                    }
                    _ => {}
                }
            }
        }
    }
}
