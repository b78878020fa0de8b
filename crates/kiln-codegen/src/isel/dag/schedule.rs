//! Instruction scheduling of a selected block: a bottom-up list scheduler that linearises the
//! DAG of machine nodes into the order the emitter turns into MachineInstrs. Glued nodes form
//! one unit and stay adjacent; leaves (constants, registers, symbols) are operands, not units.
//! [`SchedulePolicy::Source`] (-O0) follows IR order; [`SchedulePolicy::RegPressure`] weighs
//! register pressure and latencies from a [`SchedModel`]. Both keep physical registers that
//! cannot be copied (EFLAGS) live from their definition to their readers, repeating a compare
//! when its flags are clobbered in between; a compare with a folded load is first split into
//! the load and a register compare (the target's `unfold_memory_operand`) so that only the
//! compare is repeated, never the memory access.

use super::graph::SelectionDAG;
use super::node::{NodeData, NodeId, SDValue};
use super::opcodes::{Isd, Opcode};
use super::value_types::Evt;
use crate::target::instr_info::TargetInstrInfo;
use kiln_mc::desc::{InstrFlags, InstrInfo, PhysReg, RegisterInfo};
use rustc_hash::FxHashSet;

/// Instruction latencies, standing in for a TableGen scheduling model until one is generated.
#[derive(Clone, Copy, Debug)]
pub struct SchedModel {
    /// Cycles of an instruction the model says nothing else about.
    pub default_latency: u32,
    /// Cycles of an instruction that may load (the model's `LoadLatency`).
    pub load_latency: u32,
    /// Per-opcode latencies from a generated model, indexed by opcode; when present it is
    /// authoritative for the opcodes it covers.
    pub latencies: Option<&'static [u8]>,
    /// Live values above which the register-pressure policy prefers units that free registers.
    pub register_limit: u32,
}

impl Default for SchedModel {
    fn default() -> SchedModel {
        // `SchedMachineModel` defaults in td/SchedModel.td: LoadLatency = 4.
        SchedModel {
            default_latency: 1,
            load_latency: 4,
            latencies: None,
            register_limit: 12,
        }
    }
}

impl SchedModel {
    /// The latency of machine instruction `opcode`.
    pub fn latency(&self, instrs: &InstrInfo, opcode: u32) -> u32 {
        if let Some(&l) = self.latencies.and_then(|t| t.get(opcode as usize)) {
            return u32::from(l);
        }
        match instrs.get(opcode) {
            Some(d) if d.may_load() => self.load_latency,
            _ => self.default_latency,
        }
    }
}

/// How the scheduler chooses among ready units.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SchedulePolicy {
    /// IR order (for -O0): the emitted code follows the source.
    Source,
    /// Register pressure, then latency, then IR order.
    RegPressure,
}

/// What the scheduler reads about the target.
#[derive(Clone, Copy)]
pub struct ScheduleTarget<'a> {
    pub instrs: &'a InstrInfo,
    pub regs: &'a RegisterInfo,
    pub model: &'a SchedModel,
    /// The target's instruction hooks, for splitting folded loads out of compares; without
    /// them such a compare cannot be repeated.
    pub instr_info: Option<&'a dyn TargetInstrInfo>,
}

/// Why a scheduling attempt stopped.
enum Failure {
    /// The live flags of this compare with a folded load are clobbered before their readers:
    /// split the load out and schedule again.
    Unfold(NodeId),
    Error(String),
}

impl From<String> for Failure {
    fn from(e: String) -> Failure {
        Failure::Error(e)
    }
}

const NONE: u32 = u32::MAX;

/// Whether `n` produces no instruction of its own and is only ever an operand (constants,
/// registers, symbols, blocks, undef, the entry token).
pub fn is_passive(dag: &SelectionDAG, n: NodeId) -> bool {
    dag.opcode(n).machine_number().is_none() && dag.num_operands(n) == 0
}

/// The node whose glue result `n` takes as its last operand.
pub fn glued_pred(dag: &SelectionDAG, n: NodeId) -> Option<NodeId> {
    let k = dag.num_operands(n);
    let last = (k > 0).then(|| dag.operand(n, k - 1))?;
    (dag.value_type(last) == Evt::GLUE).then_some(last.node)
}

#[derive(Default)]
struct Unit {
    /// In glue order: each node is glued to the one before it.
    nodes: Vec<NodeId>,
    preds: Vec<u32>,
    succs: Vec<u32>,
    /// Physical registers this unit reads from a pred's implicit def: (register, pred unit).
    phys_uses: Vec<(PhysReg, u32)>,
    /// Physical registers this unit writes, each with the unit whose implicit def it copies
    /// back into the register when it is a CopyToReg of that value (several readers of one
    /// flags value each copy it to EFLAGS: that is no clobber of the live value).
    clobbers: Vec<(PhysReg, Option<u32>)>,
    /// The callee-saved set of a call's register mask: every other register is clobbered.
    mask: Option<u16>,
    /// Data values of other units this unit reads.
    uses: Vec<SDValue>,
    /// Data results of this unit read by other units.
    defs: Vec<SDValue>,
    latency: u32,
    ir_order: u32,
    last_id: u32,
    /// A machine node computing a value from leaves only (a constant or frame address): under
    /// the source policy it goes right above its first reader rather than by its IR order.
    is_materialization: bool,
}

impl Unit {
    /// Whether the unit writes a register overlapping `r` with something else than the value
    /// unit `def` left there (`NONE`: any write counts).
    fn clobbers_reg(&self, regs: &RegisterInfo, r: PhysReg, def: u32) -> bool {
        let by_mask = self.mask.is_some_and(|m| {
            regs.callee_saved
                .get(m as usize)
                .is_none_or(|set| !set.preserves(r))
        });
        by_mask
            || self
                .clobbers
                .iter()
                .any(|&(c, from)| regs.regs_overlap(c, r) && !(c == r && from == Some(def)))
    }
}

struct Scheduler<'a, 'd> {
    dag: &'d SelectionDAG,
    target: ScheduleTarget<'a>,
    units: Vec<Unit>,
    unit_of: Vec<u32>,
}

/// Orders the nodes of a selected block for emission: every node after its operands, glued
/// nodes adjacent. Passive nodes and TokenFactors (which emit nothing) are left out.
///
/// Starting from the root, the scheduler repeatedly picks a unit all of whose users are
/// placed. `Source` picks the highest IR order (`Node::ir_order`, then creation order), so the
/// output follows the source; `RegPressure` picks units that free registers when many values
/// are live, then units whose results are ready (load latency hidden), then the longest path
/// from the block's start, then source order. Between an instruction defining an uncopyable
/// physical register and the copies reading it, no unit clobbering the register is placed:
/// readers are ordered before the clobbers that must follow the definition, and when every
/// ready unit would clobber it anyway, a plain compare-like definition is emitted a second
/// time right above the readers (its node appears twice in the order). A compare with a
/// folded load is split into the load and a register compare (which can be repeated) and the
/// block is scheduled again; any other definition is an error (LLVM would copy the register
/// out and back, which EFLAGS does not allow).
pub fn schedule(
    dag: &mut SelectionDAG,
    policy: SchedulePolicy,
    target: ScheduleTarget,
) -> Result<Vec<NodeId>, String> {
    loop {
        match schedule_once(dag, policy, target) {
            Ok(order) => return Ok(order),
            Err(Failure::Unfold(n)) => unfold_load(dag, target, n)?,
            Err(Failure::Error(e)) => return Err(e),
        }
    }
}

/// Replaces machine node `n`, an instruction with a folded load that `target` can unfold,
/// by a load machine node (taking `n`'s memory operand, memory reference and chain) and the
/// register form reading the loaded value (taking `n`'s other operands and flags results).
fn unfold_load(dag: &mut SelectionDAG, target: ScheduleTarget, n: NodeId) -> Result<(), String> {
    let opcode = dag.opcode(n).machine_number();
    let unfolded = opcode
        .zip(target.instr_info)
        .and_then(|(op, ii)| ii.unfold_memory_operand(op))
        .ok_or_else(|| format!("node t{} cannot be unfolded", n.0))?;
    let ops: Vec<SDValue> = dag.operands(n).collect();
    let vts = dag.node_vts(n).to_vec();
    let (mem, rest) = (unfolded.mem_operand, unfolded.mem_operand + unfolded.mem_operands);
    // Operands: the instruction's, then the chain; results: flags values, then the chain.
    let chain_ok = ops.last().is_some_and(|&c| dag.value_type(c) == Evt::OTHER)
        && vts.last() == Some(&Evt::OTHER);
    if !chain_ok || rest >= ops.len() {
        return Err(format!("node t{} is not a chained instruction with a memory operand", n.0));
    }
    let saved_order = dag.current_order;
    dag.current_order = dag.node(n).ir_order;
    let data = dag.node(n).data;
    let mut load_ops = ops[mem..rest].to_vec();
    load_ops.push(ops[ops.len() - 1]);
    let load_vts = dag.vt_list(&[unfolded.loaded.into(), Evt::OTHER]);
    let load = dag.get_node(Opcode::machine(unfolded.load), load_vts, &load_ops, data);
    let mut reg_ops = ops[..mem].to_vec();
    reg_ops.push(SDValue::new(load, 0));
    reg_ops.extend_from_slice(&ops[rest..ops.len() - 1]);
    let results = vts.len() - 1;
    let reg_vts = dag.vt_list(&vts[..results]);
    let reg = dag.get_node(Opcode::machine(unfolded.op), reg_vts, &reg_ops, NodeData::None);
    dag.current_order = saved_order;
    let mut to: Vec<SDValue> = (0..results as u32).map(|r| SDValue::new(reg, r)).collect();
    to.push(SDValue::new(load, 1));
    dag.replace_all_uses_with(n, &to);
    dag.delete_node(n);
    Ok(())
}

fn schedule_once(
    dag: &SelectionDAG,
    policy: SchedulePolicy,
    target: ScheduleTarget,
) -> Result<Vec<NodeId>, Failure> {
    let mut s = Scheduler {
        dag,
        target,
        units: Vec::new(),
        unit_of: Vec::new(),
    };
    s.build_units()?;
    let order = s.list_schedule(policy)?;
    let mut out = Vec::new();
    for u in order {
        for &n in &s.units[u as usize].nodes {
            if !dag.opcode(n).is(Isd::TokenFactor) {
                out.push(n);
            }
        }
    }
    Ok(out)
}

impl Scheduler<'_, '_> {
    fn build_units(&mut self) -> Result<(), String> {
        let dag = self.dag;
        let max = dag.node_ids().last().map_or(0, |n| n.index() + 1);
        // Live nodes reachable from the root, active ones only.
        let mut seen = vec![false; max];
        let mut active = Vec::new();
        let mut stack = vec![dag.root.node];
        seen[dag.root.node.index()] = true;
        while let Some(n) = stack.pop() {
            if !is_passive(dag, n) {
                active.push(n);
            }
            for v in dag.operands(n) {
                if !seen[v.node.index()] {
                    seen[v.node.index()] = true;
                    stack.push(v.node);
                }
            }
        }
        active.sort_unstable();
        let mut glued_succ = vec![NONE; max];
        let mut has_glued_pred = vec![false; max];
        for &n in &active {
            if let Some(p) = glued_pred(dag, n) {
                if is_passive(dag, p) {
                    return Err(format!("node t{} is glued to a leaf node", n.0));
                }
                if glued_succ[p.index()] != NONE {
                    return Err(format!("glue result of node t{} has two users", p.0));
                }
                glued_succ[p.index()] = n.0;
                has_glued_pred[n.index()] = true;
            }
        }
        self.unit_of = vec![NONE; max];
        for &n in &active {
            if has_glued_pred[n.index()] {
                continue;
            }
            let u = self.units.len() as u32;
            let mut unit = Unit::default();
            let mut cur = n.0;
            while cur != NONE {
                if unit.nodes.len() > active.len() {
                    return Err("glue forms a cycle".to_string());
                }
                unit.nodes.push(NodeId(cur));
                self.unit_of[cur as usize] = u;
                cur = glued_succ[cur as usize];
            }
            self.units.push(unit);
        }
        if self.units.iter().map(|u| u.nodes.len()).sum::<usize>() != active.len() {
            return Err("glue forms a cycle".to_string());
        }
        for u in 0..self.units.len() {
            self.connect(u as u32);
        }
        self.order_entry_copies();
        for u in 0..self.units.len() {
            let preds = self.units[u].preds.clone();
            for p in preds {
                self.units[p as usize].succs.push(u as u32);
            }
        }
        self.order_clobbers_after_readers();
        for u in 0..self.units.len() {
            let defs: Vec<SDValue> = self.units[u].defs.clone();
            let mut used = Vec::new();
            for v in defs {
                let read_outside = dag
                    .users(v.node)
                    .any(|(user, used)| used == v && self.unit_of[user.index()] != u as u32);
                if read_outside && !used.contains(&v) {
                    used.push(v);
                }
            }
            self.units[u].defs = used;
        }
        Ok(())
    }

    /// A CopyFromReg of a physical register on the entry chain reads a value live into the
    /// function (an argument): every unit that clobbers that register must come after it.
    fn order_entry_copies(&mut self) {
        let dag = self.dag;
        let regs = self.target.regs;
        for u in 0..self.units.len() {
            let first = self.units[u].nodes[0];
            if !dag.opcode(first).is(Isd::CopyFromReg) || dag.operand(first, 0) != dag.entry() {
                continue;
            }
            let NodeData::Register(r) = dag.node(dag.operand(first, 1).node).data else {
                continue;
            };
            let Some(r) = r.as_phys() else { continue };
            for c in 0..self.units.len() {
                let clobbers = self.units[c].clobbers_reg(regs, r, NONE);
                if c != u && clobbers && !self.units[c].preds.contains(&(u as u32)) {
                    self.units[c].preds.push(u as u32);
                }
            }
        }
    }

    /// A unit that reads a live physical register (a copy of a compare's EFLAGS glued to its
    /// user) must come before every unit that clobbers the register and has to come after the
    /// register's definition; otherwise the list scheduler could place the reader after such a
    /// clobber and be stuck. Edges that would close a cycle are left out (that conflict needs
    /// a second copy of the definition, see `list_schedule`).
    fn order_clobbers_after_readers(&mut self) {
        let regs = self.target.regs;
        let n = self.units.len();
        let mut mark = vec![0u32; n];
        let mut stamp = 0u32;
        for u in 0..n {
            for k in 0..self.units[u].phys_uses.len() {
                let (r, d) = self.units[u].phys_uses[k];
                stamp += 2;
                // Ancestors of the reader get `stamp`; descendants of the definition are visited.
                let mut work = vec![u as u32];
                mark[u] = stamp;
                while let Some(x) = work.pop() {
                    for &p in &self.units[x as usize].preds {
                        if mark[p as usize] != stamp {
                            mark[p as usize] = stamp;
                            work.push(p);
                        }
                    }
                }
                // Descendants of the definition (not through the reader: those follow it
                // anyway) get `stamp + 1` unless they are ancestors of the reader.
                let mut later = Vec::new();
                let mut work = vec![d];
                while let Some(x) = work.pop() {
                    for &s in &self.units[x as usize].succs {
                        if mark[s as usize] < stamp && s as usize != u {
                            mark[s as usize] = stamp + 1;
                            work.push(s);
                            later.push(s);
                        } else if mark[s as usize] == stamp && s as usize != u {
                            // An ancestor of the reader: walk on, but it gets no edge.
                            mark[s as usize] = stamp + 1;
                            work.push(s);
                        }
                    }
                }
                for c in later {
                    let cu = &self.units[c as usize];
                    if !cu.clobbers_reg(regs, r, d) || cu.preds.contains(&(u as u32)) {
                        continue;
                    }
                    self.units[c as usize].preds.push(u as u32);
                    self.units[u].succs.push(c);
                }
            }
        }
    }

    /// Fills the edges, physical-register facts and latency of unit `u`.
    fn connect(&mut self, u: u32) {
        let dag = self.dag;
        let instrs = self.target.instrs;
        let mut unit = std::mem::take(&mut self.units[u as usize]);
        for &n in &unit.nodes {
            let node = dag.node(n);
            unit.ir_order = unit.ir_order.max(node.ir_order);
            unit.last_id = unit.last_id.max(n.0);
            if let Some(op) = node.opcode.machine_number() {
                unit.latency += self.target.model.latency(instrs, op);
                if let Some(d) = instrs.get(op) {
                    unit.clobbers
                        .extend(d.implicit_defs.iter().map(|&r| (r, None)));
                }
            } else if node.opcode.is(Isd::CopyToReg) || node.opcode.is(Isd::CopyFromReg) {
                unit.latency += 1;
            }
            for v in dag.operands(n) {
                if let NodeData::RegisterMask(set) = dag.node(v.node).data {
                    unit.mask = Some(set);
                }
            }
            let copy_dest = copy_to_phys_reg(dag, n);
            let mut copied_from = None;
            for (k, v) in dag.operands(n).enumerate() {
                if is_passive(dag, v.node) {
                    continue;
                }
                let p = self.unit_of[v.node.index()];
                if p == u || p == NONE {
                    continue;
                }
                if !unit.preds.contains(&p) {
                    unit.preds.push(p);
                }
                let vt = dag.value_type(v);
                if vt != Evt::OTHER && vt != Evt::GLUE && !unit.uses.contains(&v) {
                    unit.uses.push(v);
                }
                if let (2, Some(r)) = (k, copy_dest) {
                    if defines_phys_result(dag, instrs, v, r) && is_uncopyable(self.target.regs, r)
                    {
                        unit.phys_uses.push((r, p));
                        copied_from = Some(p);
                    }
                }
            }
            unit.clobbers.extend(copy_dest.map(|r| (r, copied_from)));
            unit.is_materialization = unit.nodes.len() == 1
                && node.opcode.machine_number().is_some()
                && dag.operands(n).all(|v| is_passive(dag, v.node))
                && !dag.node_vts(n).contains(&Evt::OTHER);
            for (r, &vt) in dag.node_vts(n).iter().enumerate() {
                if vt != Evt::OTHER && vt != Evt::GLUE {
                    unit.defs.push(SDValue::new(n, r as u32));
                }
            }
        }
        self.units[u as usize] = unit;
    }

    fn list_schedule(&self, policy: SchedulePolicy) -> Result<Vec<u32>, Failure> {
        let n = self.units.len();
        let depth = self.depths()?;
        let mut pending_succs: Vec<usize> = self.units.iter().map(|u| u.succs.len()).collect();
        let mut ready: Vec<u32> = (0..n as u32)
            .filter(|&u| pending_succs[u as usize] == 0)
            .collect();
        let mut ready_cycle = vec![0u32; n];
        let mut live_regs: Vec<(PhysReg, u32)> = Vec::new();
        let mut live_values: FxHashSet<SDValue> = FxHashSet::default();
        let mut cycle = 0u32;
        let mut order = Vec::with_capacity(n);
        while !ready.is_empty() {
            let regs = self.target.regs;
            let blocked = |u: u32| {
                let unit = &self.units[u as usize];
                live_regs
                    .iter()
                    .any(|&(r, def)| def != u && unit.clobbers_reg(regs, r, def))
            };
            let delta = |u: u32| -> i64 {
                let unit = &self.units[u as usize];
                let born = unit
                    .uses
                    .iter()
                    .filter(|v| !live_values.contains(v))
                    .count() as i64;
                let freed = unit.defs.iter().filter(|v| live_values.contains(v)).count() as i64;
                born - freed
            };
            let high_pressure = live_values.len() as u32 >= self.target.model.register_limit;
            let key = |u: u32| {
                let unit = &self.units[u as usize];
                match policy {
                    SchedulePolicy::Source => (
                        i64::from(unit.is_materialization),
                        0,
                        0,
                        0,
                        unit.ir_order,
                        unit.last_id,
                    ),
                    SchedulePolicy::RegPressure => {
                        let d = delta(u);
                        let pressure = if high_pressure { -d } else { 0 };
                        let available = i64::from(ready_cycle[u as usize] <= cycle);
                        (
                            pressure,
                            available,
                            i64::from(depth[u as usize]),
                            -d,
                            unit.ir_order,
                            unit.last_id,
                        )
                    }
                }
            };
            let best = ready
                .iter()
                .enumerate()
                .filter(|&(_, &u)| !blocked(u))
                .max_by_key(|&(_, &u)| key(u))
                .map(|(k, _)| k);
            let Some(k) = best else {
                // Recompute a live register's value right above its readers when its
                // definition can simply be emitted twice (a compare).
                if let Some(&(_, d)) = live_regs.iter().find(|&&(_, d)| self.is_clonable(d)) {
                    order.push(d);
                    live_regs.retain(|&(_, def)| def != d);
                    cycle += 1;
                    continue;
                }
                if let Some(&(_, d)) = live_regs.iter().find(|&&(_, d)| self.is_unfoldable(d)) {
                    return Err(Failure::Unfold(self.units[d as usize].nodes[0]));
                }
                let (r, d) = live_regs[0];
                let name = |u: u32| format!("t{}", self.units[u as usize].nodes[0].0);
                let ready: Vec<String> = ready.iter().map(|&u| name(u)).collect();
                return Err(Failure::Error(format!(
                    "unsupported: {} defined by {} must stay live, but every ready node clobbers it ({}); \
                     that needs a copy of the register",
                    regs.name(r),
                    name(d),
                    ready.join(", ")
                )));
            };
            let u = ready.swap_remove(k);
            order.push(u);
            let unit = &self.units[u as usize];
            live_regs.retain(|&(_, def)| def != u);
            live_regs.extend(unit.phys_uses.iter().copied());
            for v in &unit.defs {
                live_values.remove(v);
            }
            live_values.extend(unit.uses.iter().copied());
            cycle = cycle.max(ready_cycle[u as usize]) + 1;
            for &p in &unit.preds {
                let lat = self.units[p as usize].latency;
                ready_cycle[p as usize] =
                    ready_cycle[p as usize].max(cycle + lat.saturating_sub(1));
                pending_succs[p as usize] -= 1;
                if pending_succs[p as usize] == 0 {
                    ready.push(p);
                }
            }
        }
        if order.len() < n {
            return Err(Failure::Error("the selected DAG has a cycle".to_string()));
        }
        order.reverse();
        Ok(order)
    }

    /// Whether unit `u` may be emitted a second time: one machine node whose only results
    /// are implicit physical-register defs, with no chain, glue or memory access.
    fn is_clonable(&self, u: u32) -> bool {
        let unit = &self.units[u as usize];
        let [n] = unit.nodes[..] else { return false };
        let node = self.dag.node(n);
        let Some(desc) = node
            .opcode
            .machine_number()
            .and_then(|op| self.target.instrs.get(op))
        else {
            return false;
        };
        let plain =
            !desc.may_load() && !desc.may_store() && !desc.has(InstrFlags::HAS_SIDE_EFFECTS);
        let vts = self.dag.node_vts(n);
        plain
            && desc.num_defs == 0
            && !vts.contains(&Evt::OTHER)
            && !vts.contains(&Evt::GLUE)
            && glued_pred(self.dag, n).is_none()
    }

    /// Whether unit `u` is one machine node the target can split into a load and a clonable
    /// register form: it defines only implicit physical registers, and besides them only a
    /// chain; it reads the chain last, no glue.
    fn is_unfoldable(&self, u: u32) -> bool {
        let unit = &self.units[u as usize];
        let [n] = unit.nodes[..] else { return false };
        let Some(op) = self.dag.opcode(n).machine_number() else {
            return false;
        };
        let (Some(ii), Some(desc)) = (self.target.instr_info, self.target.instrs.get(op)) else {
            return false;
        };
        let vts = self.dag.node_vts(n);
        let k = self.dag.num_operands(n);
        let flag_results = vts.len().saturating_sub(1);
        ii.unfold_memory_operand(op).is_some()
            && desc.num_defs == 0
            && !desc.may_store()
            && !desc.has(InstrFlags::HAS_SIDE_EFFECTS)
            && vts.last() == Some(&Evt::OTHER)
            && flag_results > 0
            && flag_results <= desc.implicit_defs.len()
            && !vts[..flag_results].contains(&Evt::GLUE)
            && !vts[..flag_results].contains(&Evt::OTHER)
            && k > 0
            && self.dag.value_type(self.dag.operand(n, k - 1)) == Evt::OTHER
    }

    /// The longest latency path from the block's start to each unit.
    fn depths(&self) -> Result<Vec<u32>, String> {
        let n = self.units.len();
        let mut pending: Vec<usize> = self.units.iter().map(|u| u.preds.len()).collect();
        let mut work: Vec<u32> = (0..n as u32)
            .filter(|&u| pending[u as usize] == 0)
            .collect();
        let mut depth = vec![0u32; n];
        let mut done = 0;
        while let Some(u) = work.pop() {
            done += 1;
            let unit = &self.units[u as usize];
            for &s in &unit.succs {
                depth[s as usize] = depth[s as usize].max(depth[u as usize] + unit.latency);
                pending[s as usize] -= 1;
                if pending[s as usize] == 0 {
                    work.push(s);
                }
            }
        }
        if done != n {
            return Err("the selected DAG has a cycle".to_string());
        }
        Ok(depth)
    }
}

/// The physical destination register of a CopyToReg node.
fn copy_to_phys_reg(dag: &SelectionDAG, n: NodeId) -> Option<PhysReg> {
    if !dag.opcode(n).is(Isd::CopyToReg) {
        return None;
    }
    match dag.node(dag.operand(n, 1).node).data {
        NodeData::Register(r) => r.as_phys(),
        _ => None,
    }
}

/// Whether physical register `r` cannot be copied (its smallest class has a negative copy
/// cost, like EFLAGS): a value in it stays there until read, instead of being copied to a
/// virtual register where it is produced.
pub fn is_uncopyable(regs: &RegisterInfo, r: PhysReg) -> bool {
    minimal_class(regs, r).is_some_and(|c| regs.class(c).copy_cost < 0)
}

/// The smallest register class containing `r`.
pub fn minimal_class(regs: &RegisterInfo, r: PhysReg) -> Option<kiln_mc::desc::RegClassId> {
    (0..regs.classes.len())
        .map(|c| kiln_mc::desc::RegClassId(c as u16))
        .filter(|&c| regs.contains(c, r))
        .min_by_key(|&c| regs.class(c).members.len())
}

/// Whether `v` is the value of physical register `r` as its node leaves it: an implicit def
/// result of a machine node, or a CopyFromReg of `r`.
pub fn defines_phys_result(dag: &SelectionDAG, instrs: &InstrInfo, v: SDValue, r: PhysReg) -> bool {
    let node = dag.node(v.node);
    if node.opcode.is(Isd::CopyFromReg) {
        return matches!(dag.node(dag.operand(v.node, 1).node).data, NodeData::Register(x) if x.as_phys() == Some(r));
    }
    let Some(desc) = node.opcode.machine_number().and_then(|op| instrs.get(op)) else {
        return false;
    };
    let k = v.result as usize;
    k >= desc.num_defs as usize && desc.implicit_defs.get(k - desc.num_defs as usize) == Some(&r)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::isel::dag::{Mvt, Opcode, Reg};
    use crate::mir::fuzzing::{toy_opcode as op, TOY_FLAGS, TOY_R0, TOY_TARGET};

    fn i32t() -> Evt {
        Mvt::I32.into()
    }

    fn machine(dag: &mut SelectionDAG, opcode: u32, vts: &[Evt], ops: &[SDValue]) -> NodeId {
        let vts = dag.vt_list(vts);
        dag.get_node(Opcode::machine(opcode), vts, ops, NodeData::None)
    }

    fn run(dag: &mut SelectionDAG, policy: SchedulePolicy) -> Result<Vec<u32>, String> {
        let model = SchedModel::default();
        let target = ScheduleTarget {
            instrs: TOY_TARGET.instrs,
            regs: TOY_TARGET.regs,
            model: &model,
            instr_info: None,
        };
        Ok(schedule(dag, policy, target)?
            .into_iter()
            .map(|n| dag.opcode(n).machine_number().unwrap_or(u32::MAX))
            .collect())
    }

    /// `RET` glued to the copy of `v` into `r0`, chained after `chain`.
    fn ret(dag: &mut SelectionDAG, chain: SDValue, v: SDValue) -> SDValue {
        let copy = dag.copy_to_reg(chain, Reg::phys(TOY_R0), v, None);
        SDValue::new(
            machine(
                dag,
                op::RET,
                &[Evt::OTHER],
                &[copy, SDValue::new(copy.node, 1)],
            ),
            0,
        )
    }

    #[test]
    fn register_pressure_policy_hides_load_latency() {
        // load -> add, and an independent mov -> add; the loaded value is used last.
        let mut dag = SelectionDAG::new();
        let entry = dag.entry();
        let base = dag.register(Reg::phys(TOY_R0), i32t());
        let off = dag.target_constant(0, i32t());
        dag.current_order = 1;
        let load = machine(
            &mut dag,
            op::LOADrm,
            &[i32t(), Evt::OTHER],
            &[base, off, entry],
        );
        dag.current_order = 2;
        let seven = dag.target_constant(7, i32t());
        let mov = machine(&mut dag, op::MOVri, &[i32t()], &[seven]);
        dag.current_order = 3;
        let a = machine(
            &mut dag,
            op::ADDrr,
            &[i32t()],
            &[SDValue::new(mov, 0), SDValue::new(mov, 0)],
        );
        dag.current_order = 4;
        let b = machine(
            &mut dag,
            op::ADDrr,
            &[i32t()],
            &[SDValue::new(a, 0), SDValue::new(load, 0)],
        );
        dag.current_order = 5;
        dag.root = ret(&mut dag, SDValue::new(load, 1), SDValue::new(b, 0));
        let copy = u32::MAX;
        let source = run(&mut dag, SchedulePolicy::Source).unwrap();
        assert_eq!(
            source,
            [op::LOADrm, op::MOVri, op::ADDrr, op::ADDrr, copy, op::RET]
        );
        // Move the load first in source order: the latency policy still separates it from its use.
        let mut dag2 = SelectionDAG::new();
        let entry = dag2.entry();
        let seven = dag2.target_constant(7, i32t());
        let mov = machine(&mut dag2, op::MOVri, &[i32t()], &[seven]);
        let a = machine(
            &mut dag2,
            op::ADDrr,
            &[i32t()],
            &[SDValue::new(mov, 0), SDValue::new(mov, 0)],
        );
        let base = dag2.register(Reg::phys(TOY_R0), i32t());
        let off = dag2.target_constant(0, i32t());
        dag2.current_order = 1;
        let load = machine(
            &mut dag2,
            op::LOADrm,
            &[i32t(), Evt::OTHER],
            &[base, off, entry],
        );
        let b = machine(
            &mut dag2,
            op::ADDrr,
            &[i32t()],
            &[SDValue::new(a, 0), SDValue::new(load, 0)],
        );
        dag2.root = ret(&mut dag2, SDValue::new(load, 1), SDValue::new(b, 0));
        assert_eq!(
            run(&mut dag2, SchedulePolicy::Source).unwrap(),
            [op::MOVri, op::ADDrr, op::LOADrm, op::ADDrr, copy, op::RET]
        );
        assert_eq!(
            run(&mut dag2, SchedulePolicy::RegPressure).unwrap(),
            [op::LOADrm, op::MOVri, op::ADDrr, op::ADDrr, copy, op::RET]
        );
    }

    #[test]
    fn glued_nodes_stay_together_in_order() {
        // copy r0 <- 1 (order 1), glued to copy r1 <- x (order 5), glued to the call; x has
        // order 3 but must not split the glued group.
        let mut dag = SelectionDAG::new();
        let entry = dag.entry();
        let c = dag.target_constant(1, i32t());
        let one = machine(&mut dag, op::MOVri, &[i32t()], &[c]);
        dag.current_order = 1;
        let copy1 = dag.copy_to_reg(entry, Reg::phys(TOY_R0), SDValue::new(one, 0), None);
        dag.current_order = 3;
        let x = machine(&mut dag, op::MOVri, &[i32t()], &[c]);
        dag.current_order = 5;
        let copy2 = dag.copy_to_reg(
            copy1,
            Reg::phys(PhysReg(TOY_R0.0 + 1)),
            SDValue::new(x, 0),
            Some(SDValue::new(copy1.node, 1)),
        );
        let callee = dag.basic_block(kiln_ir::BlockId(0));
        let call = machine(
            &mut dag,
            op::CALL,
            &[Evt::OTHER],
            &[callee, copy2, SDValue::new(copy2.node, 1)],
        );
        dag.root = SDValue::new(call, 0);
        let model = SchedModel::default();
        let target = ScheduleTarget {
            instrs: TOY_TARGET.instrs,
            regs: TOY_TARGET.regs,
            model: &model,
            instr_info: None,
        };
        for policy in [SchedulePolicy::Source, SchedulePolicy::RegPressure] {
            let order = schedule(&mut dag, policy, target).unwrap();
            assert_eq!(
                order[order.len() - 3..],
                [copy1.node, copy2.node, call],
                "{policy:?}"
            );
            assert!(order.iter().position(|&n| n == x).unwrap() < order.len() - 3);
        }
    }

    #[test]
    fn unbreakable_flag_liveness_is_an_error() {
        // x = add (defines FLAGS, copied into FLAGS for the jump); y = add x (clobbers FLAGS)
        // is exported before the jump: y must sit between x and the jump.
        let mut dag = SelectionDAG::new();
        let entry = dag.entry();
        let a = dag.copy_from_reg(entry, Reg::virt(0), i32t());
        let x = machine(&mut dag, op::ADDrr, &[i32t(), i32t()], &[a, a]);
        let y = machine(
            &mut dag,
            op::ADDrr,
            &[i32t(), i32t()],
            &[SDValue::new(x, 0), a],
        );
        let export = dag.copy_to_reg(entry, Reg::virt(1), SDValue::new(y, 0), None);
        let flags = dag.copy_to_reg(export, Reg::phys(TOY_FLAGS), SDValue::new(x, 1), None);
        let bb = dag.basic_block(kiln_ir::BlockId(1));
        let cc = dag.target_constant(4, i32t());
        dag.root = SDValue::new(
            machine(
                &mut dag,
                op::JCC,
                &[Evt::OTHER],
                &[bb, cc, flags, SDValue::new(flags.node, 1)],
            ),
            0,
        );
        let err = run(&mut dag, SchedulePolicy::Source).unwrap_err();
        assert!(err.contains("FLAGS defined by t3 must stay live"), "{err}");
        // Without the export, the second add goes before the first one's flags are set.
        let mut dag = SelectionDAG::new();
        let entry = dag.entry();
        let a = dag.copy_from_reg(entry, Reg::virt(0), i32t());
        let x = machine(&mut dag, op::ADDrr, &[i32t(), i32t()], &[a, a]);
        dag.current_order = 1;
        let b = dag.copy_from_reg(entry, Reg::virt(2), i32t());
        let y = machine(&mut dag, op::ADDrr, &[i32t(), i32t()], &[a, b]);
        let export = dag.copy_to_reg(entry, Reg::virt(1), SDValue::new(y, 0), None);
        let flags = dag.copy_to_reg(export, Reg::phys(TOY_FLAGS), SDValue::new(x, 1), None);
        let (bb, cc) = (
            dag.basic_block(kiln_ir::BlockId(1)),
            dag.target_constant(4, i32t()),
        );
        dag.root = SDValue::new(
            machine(
                &mut dag,
                op::JCC,
                &[Evt::OTHER],
                &[bb, cc, flags, SDValue::new(flags.node, 1)],
            ),
            0,
        );
        let order: Vec<NodeId> = {
            let model = SchedModel::default();
            let target = ScheduleTarget {
                instrs: TOY_TARGET.instrs,
                regs: TOY_TARGET.regs,
                model: &model,
                instr_info: None,
            };
            schedule(&mut dag, SchedulePolicy::Source, target).unwrap()
        };
        let pos = |n: NodeId| order.iter().position(|&m| m == n).unwrap();
        assert!(pos(y) < pos(x), "{order:?}");
    }

    #[test]
    fn several_readers_of_one_flags_value() {
        // Two jumps each copy the same FLAGS result back into FLAGS: neither clobbers it.
        let mut dag = SelectionDAG::new();
        let entry = dag.entry();
        let a = dag.copy_from_reg(entry, Reg::virt(0), i32t());
        let x = machine(&mut dag, op::ADDrr, &[i32t(), i32t()], &[a, a]);
        let cc = dag.target_constant(4, i32t());
        let c1 = dag.copy_to_reg(entry, Reg::phys(TOY_FLAGS), SDValue::new(x, 1), None);
        let bb1 = dag.basic_block(kiln_ir::BlockId(1));
        let j1 = machine(
            &mut dag,
            op::JCC,
            &[Evt::OTHER],
            &[bb1, cc, c1, SDValue::new(c1.node, 1)],
        );
        let c2 = dag.copy_to_reg(
            SDValue::new(j1, 0),
            Reg::phys(TOY_FLAGS),
            SDValue::new(x, 1),
            None,
        );
        let bb2 = dag.basic_block(kiln_ir::BlockId(2));
        dag.root = SDValue::new(
            machine(
                &mut dag,
                op::JCC,
                &[Evt::OTHER],
                &[bb2, cc, c2, SDValue::new(c2.node, 1)],
            ),
            0,
        );
        let copy = u32::MAX;
        for policy in [SchedulePolicy::Source, SchedulePolicy::RegPressure] {
            assert_eq!(
                run(&mut dag, policy).unwrap(),
                [copy, op::ADDrr, copy, op::JCC, copy, op::JCC]
            );
        }
    }

    #[test]
    fn flags_readers_go_before_later_clobbers() {
        // x = add a, b (defines FLAGS); the jump reading x's FLAGS has the highest IR order,
        // y = add x, a (clobbers FLAGS) is exported. Source order alone would put the jump
        // last, after y; the reader is ordered before y instead.
        let mut dag = SelectionDAG::new();
        let entry = dag.entry();
        let a = dag.copy_from_reg(entry, Reg::virt(0), i32t());
        let b = dag.copy_from_reg(entry, Reg::virt(1), i32t());
        let x = machine(&mut dag, op::ADDrr, &[i32t(), i32t()], &[a, b]);
        dag.current_order = 1;
        let y = machine(&mut dag, op::ADDrr, &[i32t()], &[SDValue::new(x, 0), a]);
        let export = dag.copy_to_reg(entry, Reg::virt(2), SDValue::new(y, 0), None);
        dag.current_order = 5;
        let flags = dag.copy_to_reg(entry, Reg::phys(TOY_FLAGS), SDValue::new(x, 1), None);
        let (bb, cc) = (
            dag.basic_block(kiln_ir::BlockId(1)),
            dag.target_constant(4, i32t()),
        );
        let jcc = machine(
            &mut dag,
            op::JCC,
            &[Evt::OTHER],
            &[bb, cc, flags, SDValue::new(flags.node, 1)],
        );
        dag.root = dag.token_factor(&[SDValue::new(jcc, 0), export]);
        let model = SchedModel::default();
        let target = ScheduleTarget {
            instrs: TOY_TARGET.instrs,
            regs: TOY_TARGET.regs,
            model: &model,
            instr_info: None,
        };
        for policy in [SchedulePolicy::Source, SchedulePolicy::RegPressure] {
            let order = schedule(&mut dag, policy, target).unwrap();
            let pos = |n: NodeId| order.iter().position(|&m| m == n).unwrap();
            assert!(
                pos(x) < pos(flags.node) && pos(flags.node) + 1 == pos(jcc) && pos(jcc) < pos(y),
                "{policy:?}: {order:?}"
            );
        }
    }

    #[test]
    fn source_policy_puts_constants_right_above_their_reader() {
        // The constant's node has the lowest IR order, yet it is materialised where it is read.
        let mut dag = SelectionDAG::new();
        let entry = dag.entry();
        let seven = dag.target_constant(7, i32t());
        let mov = machine(&mut dag, op::MOVri, &[i32t()], &[seven]);
        dag.current_order = 1;
        let base = dag.register(Reg::phys(TOY_R0), i32t());
        let off = dag.target_constant(0, i32t());
        let load = machine(
            &mut dag,
            op::LOADrm,
            &[i32t(), Evt::OTHER],
            &[base, off, entry],
        );
        dag.current_order = 2;
        let sum = machine(
            &mut dag,
            op::ADDrr,
            &[i32t()],
            &[SDValue::new(load, 0), SDValue::new(mov, 0)],
        );
        dag.root = ret(&mut dag, SDValue::new(load, 1), SDValue::new(sum, 0));
        let copy = u32::MAX;
        assert_eq!(
            run(&mut dag, SchedulePolicy::Source).unwrap(),
            [op::LOADrm, op::MOVri, op::ADDrr, copy, op::RET]
        );
    }
}
