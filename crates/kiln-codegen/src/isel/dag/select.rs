//! The select phase: every node of a block's DAG that computes something is replaced by
//! machine nodes, chosen by running the target's generated matcher table ([`super::matcher`]).
//!
//! Nodes are visited from the root towards the entry (reverse topological order), so a node is
//! selected after all its users and the largest pattern rooted at it wins (greedy tree
//! covering); nodes a pattern folded into its root become dead and are skipped. Per node, the
//! target may select by hand first ([`MatcherHooks::select_manually`]); nodes that need no
//! selection (registers, target constants, copies, token factors, machine nodes) are left as
//! they are, `undef` becomes `IMPLICIT_DEF`; everything else runs the table from the case for
//! its opcode (found by binary search), with `SCOPE`s backtracking. A node nothing matches is an
//! error naming it with its dump line.
//!
//! The interpreter allocates nothing per attempt: the opcode cases of the table are indexed
//! once per target ([`MatcherTable`]) and the stacks, records and operand lists are buffers of
//! the `Selector` reused from node to node.

use super::dump::{node_line, DumpContext};
use super::graph::SelectionDAG;
use super::matcher::{op, read_vbr, unzigzag, MatcherHooks};
use super::node::{NodeData, NodeId, Reg, SDValue};
use super::opcodes::{CondCode, Isd, Opcode};
use crate::target::value_types::{Evt, Mvt};
use crate::target::target_opcode;

/// Condition codes by their number in the table (the order of `CondCode`).
const COND_CODES: [CondCode; 20] = {
    use CondCode::*;
    [Eq, Ne, Ugt, Uge, Ult, Ule, Sgt, Sge, Slt, Sle, Oeq, Ogt, Oge, Olt, Ole, One, O, Uo, Ueq, Une]
};

/// A generated matcher table with the table offsets of its top `SWITCH_OPCODE`'s cases,
/// found once (a target keeps it for every block it selects).
pub struct MatcherTable<'t> {
    bytes: &'t [u8],
    /// Opcode and table offset of each case, sorted by opcode.
    opcode_offsets: Vec<(u16, u32)>,
}

impl<'t> MatcherTable<'t> {
    /// Indexes `bytes`, which must start with the top `SWITCH_OPCODE`.
    pub fn new(bytes: &'t [u8]) -> Result<MatcherTable<'t>, String> {
        let mut opcode_offsets = Vec::new();
        if bytes.first() != Some(&op::SWITCH_OPCODE) {
            return Err("the matcher table does not start with SWITCH_OPCODE".to_string());
        }
        let mut at = 1;
        loop {
            let size = read_vbr(bytes, &mut at)? as usize;
            if size == 0 {
                break;
            }
            let opcode = read_u16(bytes, &mut at)?;
            opcode_offsets.push((opcode, at as u32));
            at += size;
        }
        opcode_offsets.sort_unstable();
        Ok(MatcherTable { bytes, opcode_offsets })
    }

    /// The offset of the case for `opcode`, if the table has one.
    fn case(&self, opcode: u32) -> Option<usize> {
        let opcode = u16::try_from(opcode).ok()?;
        let i = self.opcode_offsets.binary_search_by_key(&opcode, |c| c.0).ok()?;
        Some(self.opcode_offsets[i].1 as usize)
    }
}

/// Selects every node of `dag` with the matcher `table` and the target's `hooks`.
pub fn select_dag(dag: &mut SelectionDAG, table: &MatcherTable, hooks: &dyn MatcherHooks) -> Result<(), String> {
    let mut s = Selector::new(table);
    // Dead nodes would be selected for nothing (or fail to select).
    dag.remove_dead_nodes();
    let order = dag.topological_order();
    s.position.clear();
    for (i, &n) in order.iter().enumerate() {
        if s.position.len() <= n.index() {
            s.position.resize(n.index() + 1, u32::MAX);
        }
        s.position[n.index()] = i as u32;
    }
    for &n in order.iter().rev() {
        if dag.node(n).deleted || (n != dag.root.node && !dag.has_uses(n)) {
            continue;
        }
        dag.locate_new_nodes_at(n);
        s.select_node(dag, n, hooks)?;
    }
    dag.end_locating_new_nodes();
    dag.remove_dead_nodes();
    // Whatever is left must be something the emitter understands.
    for n in dag.node_ids() {
        let op = dag.opcode(n);
        if op.machine_number().is_none() && !op.isd().is_some_and(needs_no_selection) {
            let names = |op: Opcode| op.target_number().and_then(|t| hooks.target_node_name(t)).map(str::to_string);
            let cx = DumpContext { module: None, function: None, target_opcode_name: Some(&names) };
            return Err(format!("selection left a node unselected: {}", node_line(dag, n, &cx)));
        }
    }
    Ok(())
}

/// Nodes that stay in a selected DAG as they are.
fn needs_no_selection(isd: Isd) -> bool {
    matches!(
        isd,
        Isd::EntryToken
            | Isd::TokenFactor
            | Isd::Register
            | Isd::RegisterMask
            | Isd::TargetConstant
            | Isd::TargetFrameIndex
            | Isd::TargetGlobalAddress
            | Isd::TargetExternalSymbol
            | Isd::TargetBlockAddress
            | Isd::TargetJumpTable
            | Isd::TargetConstantPool
            | Isd::BasicBlock
            | Isd::CondCode
            | Isd::ValueType
            | Isd::CopyToReg
            | Isd::CopyFromReg
            | Isd::InlineAsm
            | Isd::EhLabel
    )
}

/// A point to come back to when a `SCOPE` child fails.
struct Scope {
    fail_at: usize,
    stack_len: usize,
    /// Where this scope's copy of the node stack starts in `saved_stacks`.
    saved_from: usize,
    recorded: usize,
    chain_nodes: usize,
    input_chain: Option<SDValue>,
    input_glue: Option<SDValue>,
}

/// The interpreter's state, reused from node to node.
struct Selector<'t> {
    table: &'t [u8],
    index: &'t MatcherTable<'t>,
    /// Topological position per node id at the start (`u32::MAX` for nodes made since).
    position: Vec<u32>,
    stack: Vec<SDValue>,
    saved_stacks: Vec<SDValue>,
    recorded: Vec<SDValue>,
    scopes: Vec<Scope>,
    chain_nodes: Vec<NodeId>,
    input_chain: Option<SDValue>,
    input_glue: Option<SDValue>,
    scratch: Vec<SDValue>,
    /// The chain and glue results of the emitted nodes (the last ones win).
    emitted_chain: Option<SDValue>,
    emitted_glue: Option<SDValue>,
    /// Buffers of `EMIT_NODE` (result types, operands), of the completion (replacement
    /// values) and of the walks over the DAG (`foldable`, `remove_if_dead`).
    vts_buf: Vec<Evt>,
    ops_buf: Vec<SDValue>,
    results_buf: Vec<SDValue>,
    work: Vec<NodeId>,
    /// The token factors [`Self::foldable`] sees through.
    factors: Vec<NodeId>,
    /// Per node id, the `visit_epoch` of the last `foldable` walk that reached it.
    visited: Vec<u32>,
    visit_epoch: u32,
}

enum Step {
    Next,
    Fail,
    Done,
}

impl<'t> Selector<'t> {
    fn new(index: &'t MatcherTable<'t>) -> Selector<'t> {
        Selector {
            table: index.bytes,
            index,
            position: Vec::new(),
            stack: Vec::new(),
            saved_stacks: Vec::new(),
            recorded: Vec::new(),
            scopes: Vec::new(),
            chain_nodes: Vec::new(),
            input_chain: None,
            input_glue: None,
            scratch: Vec::new(),
            emitted_chain: None,
            emitted_glue: None,
            vts_buf: Vec::new(),
            ops_buf: Vec::new(),
            results_buf: Vec::new(),
            work: Vec::new(),
            factors: Vec::new(),
            visited: Vec::new(),
            visit_epoch: 0,
        }
    }

    fn select_node(&mut self, dag: &mut SelectionDAG, n: NodeId, hooks: &dyn MatcherHooks) -> Result<(), String> {
        let opcode = dag.opcode(n);
        if opcode.machine_number().is_some() {
            return Ok(());
        }
        if hooks.select_manually(dag, n)? {
            remove_if_dead(dag, n, &mut self.work);
            return Ok(());
        }
        if let Some(isd) = opcode.isd() {
            match isd {
                _ if needs_no_selection(isd) => return Ok(()),
                Isd::AssertSext | Isd::AssertZext => {
                    let v = dag.operand(n, 0);
                    self.replace(dag, n, &[v]);
                    return Ok(());
                }
                Isd::MergeValues => {
                    let mut ops = std::mem::take(&mut self.results_buf);
                    ops.clear();
                    ops.extend(dag.operands(n));
                    self.replace(dag, n, &ops);
                    self.results_buf = ops;
                    return Ok(());
                }
                Isd::Undef => {
                    let vts = dag.node(n).vts;
                    let m = dag.get_node(Opcode::machine(target_opcode::IMPLICIT_DEF), vts, &[], NodeData::None);
                    self.replace(dag, n, &[SDValue::new(m, 0)]);
                    return Ok(());
                }
                _ => {}
            }
        }
        if self.run(dag, n, hooks)? {
            return Ok(());
        }
        let names = |op: Opcode| op.target_number().and_then(|t| hooks.target_node_name(t)).map(str::to_string);
        let cx = DumpContext { module: None, function: None, target_opcode_name: Some(&names) };
        Err(format!("cannot select: {}", node_line(dag, n, &cx)))
    }

    /// Runs the table on `root`; whether a pattern matched (and replaced it).
    fn run(&mut self, dag: &mut SelectionDAG, root: NodeId, hooks: &dyn MatcherHooks) -> Result<bool, String> {
        let Some(start) = self.index.case(dag.opcode(root).0) else { return Ok(false) };
        self.stack.clear();
        self.saved_stacks.clear();
        self.recorded.clear();
        self.scopes.clear();
        self.chain_nodes.clear();
        self.input_chain = None;
        self.input_glue = None;
        self.emitted_chain = None;
        self.emitted_glue = None;
        self.stack.push(SDValue::new(root, 0));
        let mut at = start;
        loop {
            match self.step(dag, root, hooks, &mut at)? {
                Step::Next => {}
                Step::Done => return Ok(true),
                Step::Fail => {
                    if !self.backtrack(&mut at)? {
                        return Ok(false);
                    }
                }
            }
        }
    }

    /// Resumes at the next child of the innermost scope; false when none is left.
    fn backtrack(&mut self, at: &mut usize) -> Result<bool, String> {
        while let Some(s) = self.scopes.last_mut() {
            self.stack.clear();
            self.stack.extend_from_slice(&self.saved_stacks[s.saved_from..s.saved_from + s.stack_len]);
            self.recorded.truncate(s.recorded);
            self.chain_nodes.truncate(s.chain_nodes);
            self.input_chain = s.input_chain;
            self.input_glue = s.input_glue;
            let mut pos = s.fail_at;
            let size = read_vbr(self.table, &mut pos)? as usize;
            if size == 0 {
                let s = self.scopes.pop().expect("a scope");
                self.saved_stacks.truncate(s.saved_from);
                continue;
            }
            s.fail_at = pos + size;
            *at = pos;
            return Ok(true);
        }
        Ok(false)
    }

    fn cur(&self) -> SDValue {
        *self.stack.last().expect("the node stack holds the root")
    }

    fn byte(&self, at: &mut usize) -> Result<u8, String> {
        let b = *self.table.get(*at).ok_or_else(|| format!("matcher table ends at byte {at}"))?;
        *at += 1;
        Ok(b)
    }

    fn vbr(&self, at: &mut usize) -> Result<u64, String> {
        read_vbr(self.table, at)
    }

    fn rec(&self, r: u8) -> Result<SDValue, String> {
        self.recorded.get(r as usize).copied().ok_or_else(|| format!("matcher table uses record #{r} of {}", self.recorded.len()))
    }

    fn step(&mut self, dag: &mut SelectionDAG, root: NodeId, hooks: &dyn MatcherHooks, at: &mut usize) -> Result<Step, String> {
        let opcode = self.byte(at)?;
        let n = self.cur();
        let ok = match opcode {
            op::SCOPE => {
                let size = self.vbr(at)? as usize;
                let saved_from = self.saved_stacks.len();
                self.saved_stacks.extend_from_slice(&self.stack);
                self.scopes.push(Scope {
                    fail_at: *at + size,
                    stack_len: self.stack.len(),
                    saved_from,
                    recorded: self.recorded.len(),
                    chain_nodes: self.chain_nodes.len(),
                    input_chain: self.input_chain,
                    input_glue: self.input_glue,
                });
                true
            }
            op::SWITCH_OPCODE => {
                let have = dag.opcode(n.node).0;
                loop {
                    let size = self.vbr(at)? as usize;
                    if size == 0 {
                        break false;
                    }
                    let case = read_u16(self.table, at)?;
                    if u32::from(case) == have {
                        break true;
                    }
                    *at += size;
                }
            }
            op::SWITCH_TYPE => {
                let have = mvt_number(dag.node_vts(n.node).first().copied());
                loop {
                    let size = self.vbr(at)? as usize;
                    if size == 0 {
                        break false;
                    }
                    let case = self.byte(at)?;
                    if Some(case) == have {
                        break true;
                    }
                    *at += size;
                }
            }
            op::RECORD_NODE => {
                self.recorded.push(n);
                true
            }
            op::RECORD_CHILD => {
                let i = self.byte(at)? as usize;
                if i < dag.num_operands(n.node) {
                    self.recorded.push(dag.operand(n.node, i));
                    true
                } else {
                    false
                }
            }
            op::MOVE_CHILD => {
                let i = self.byte(at)? as usize;
                if i < dag.num_operands(n.node) {
                    self.stack.push(dag.operand(n.node, i));
                    true
                } else {
                    false
                }
            }
            op::MOVE_PARENT => {
                self.stack.pop();
                if self.stack.is_empty() {
                    return Err("matcher table moves above the root".to_string());
                }
                true
            }
            op::CAPTURE_GLUE_INPUT => {
                let count = dag.num_operands(n.node);
                if count > 0 {
                    let last = dag.operand(n.node, count - 1);
                    if dag.value_type(last) == Evt::GLUE {
                        self.input_glue = Some(last);
                    }
                }
                true
            }
            op::CHECK_SAME => n == self.rec(self.byte(at)?)?,
            op::CHECK_PATTERN_PREDICATE => hooks.pattern_predicate(self.vbr(at)? as u32),
            op::CHECK_PREDICATE => hooks.node_predicate(dag, n.node, self.vbr(at)? as u32),
            op::CHECK_OPCODE => u32::from(read_u16(self.table, at)?) == dag.opcode(n.node).0,
            op::CHECK_TYPE => {
                let (r, vt) = (self.byte(at)? as usize, self.byte(at)?);
                mvt_number(dag.node_vts(n.node).get(r).copied()) == Some(vt)
            }
            op::CHECK_CHILD_TYPE => {
                let (i, vt) = (self.byte(at)? as usize, self.byte(at)?);
                i < dag.num_operands(n.node) && mvt_number(Some(dag.value_type(dag.operand(n.node, i)))) == Some(vt)
            }
            op::CHECK_INTEGER => {
                let v = unzigzag(self.vbr(at)?);
                is_constant(dag, n, v)
            }
            op::CHECK_CHILD_INTEGER => {
                let i = self.byte(at)? as usize;
                let v = unzigzag(self.vbr(at)?);
                i < dag.num_operands(n.node) && is_constant(dag, dag.operand(n.node, i), v)
            }
            op::CHECK_CHILD_COND_CODE => {
                let (i, cc) = (self.byte(at)? as usize, self.byte(at)? as usize);
                i < dag.num_operands(n.node)
                    && matches!(dag.node(dag.operand(n.node, i).node).data, NodeData::CondCode(c) if COND_CODES.get(cc) == Some(&c))
            }
            op::CHECK_CHILD_VALUE_TYPE => {
                let (i, vt) = (self.byte(at)? as usize, self.byte(at)?);
                i < dag.num_operands(n.node)
                    && matches!(dag.node(dag.operand(n.node, i).node).data, NodeData::ValueType(t) if mvt_number(Some(t)) == Some(vt))
            }
            op::CHECK_COMPLEX_PAT => {
                let index = self.vbr(at)? as u32;
                let v = self.rec(self.byte(at)?)?;
                self.scratch.clear();
                let mut out = std::mem::take(&mut self.scratch);
                let matched = hooks.complex_pattern(dag, index, root, v, &mut out);
                if matched {
                    self.recorded.extend_from_slice(&out);
                }
                self.scratch = out;
                matched
            }
            op::CHECK_FOLDABLE_CHAIN_NODE => self.foldable(dag),
            _ => return self.emit_step(dag, root, hooks, opcode, at),
        };
        Ok(if ok { Step::Next } else { Step::Fail })
    }

    /// The `EMIT_*` and completion operations.
    fn emit_step(&mut self, dag: &mut SelectionDAG, root: NodeId, hooks: &dyn MatcherHooks, opcode: u8, at: &mut usize) -> Result<Step, String> {
        match opcode {
            op::EMIT_INTEGER => {
                let vt = self.evt(at)?;
                let v = unzigzag(self.vbr(at)?);
                let c = dag.target_constant(v as u128, vt);
                self.recorded.push(c);
            }
            op::EMIT_REGISTER => {
                let vt = self.evt(at)?;
                let reg = self.vbr(at)? as u32;
                let r = dag.register(Reg(reg), vt);
                self.recorded.push(r);
            }
            op::EMIT_CONVERT_TO_TARGET => {
                let v = self.rec(self.byte(at)?)?;
                let t = to_target(dag, v);
                self.recorded.push(t);
            }
            op::EMIT_MERGE_INPUT_CHAINS => {
                let count = self.byte(at)?;
                self.chain_nodes.clear();
                for _ in 0..count {
                    let r = self.rec(self.byte(at)?)?;
                    self.chain_nodes.push(r.node);
                }
                let mut chains = std::mem::take(&mut self.ops_buf);
                chains.clear();
                // Each folded node's input chain, seen through token factors (a store's chain
                // joins the loads before it, one of them the load folded with it), without the
                // chains the folded nodes themselves produce.
                let mut work = std::mem::take(&mut self.work);
                work.clear();
                for &c in &self.chain_nodes {
                    if dag.num_operands(c) == 0 {
                        return Err(format!("matcher table merges the chain of t{}, which has no operands", c.0));
                    }
                    let input = dag.operand(c, 0);
                    if dag.opcode(input.node).is(Isd::TokenFactor) {
                        work.push(input.node);
                    } else if !self.chain_nodes.contains(&input.node) {
                        chains.push(input);
                    }
                }
                while let Some(tf) = work.pop() {
                    for v in dag.operands(tf) {
                        if dag.opcode(v.node).is(Isd::TokenFactor) {
                            work.push(v.node);
                        } else if !self.chain_nodes.contains(&v.node) && v != dag.entry() {
                            chains.push(v);
                        }
                    }
                }
                self.work = work;
                self.input_chain = Some(dag.token_factor(&chains));
                self.ops_buf = chains;
            }
            op::EMIT_COPY_TO_REG => {
                let v = self.rec(self.byte(at)?)?;
                let reg = self.vbr(at)? as u32;
                let chain = self.input_chain.unwrap_or_else(|| dag.entry());
                let copy = dag.copy_to_reg(chain, Reg(reg), v, self.input_glue);
                self.input_chain = Some(copy);
                self.input_glue = Some(SDValue::new(copy.node, 1));
            }
            op::EMIT_NODE_XFORM => {
                let index = self.vbr(at)? as u32;
                let v = self.rec(self.byte(at)?)?;
                let x = hooks.xform(dag, index, v.node);
                self.recorded.push(x);
            }
            op::EMIT_NODE | op::MORPH_NODE_TO => {
                let (node, values) = self.emit_node(dag, root, at)?;
                if opcode == op::MORPH_NODE_TO {
                    let mut results = std::mem::take(&mut self.results_buf);
                    results.clear();
                    results.extend((0..values).map(|i| SDValue::new(node, i)));
                    let done = self.complete(dag, root, &results);
                    self.results_buf = results;
                    done?;
                    return Ok(Step::Done);
                }
            }
            op::COMPLETE_MATCH => {
                let count = self.byte(at)?;
                let mut results = std::mem::take(&mut self.results_buf);
                results.clear();
                for _ in 0..count {
                    match self.byte(at).and_then(|r| self.rec(r)) {
                        Ok(v) => results.push(v),
                        Err(e) => {
                            self.results_buf = results;
                            return Err(e);
                        }
                    }
                }
                let done = self.complete(dag, root, &results);
                self.results_buf = results;
                done?;
                return Ok(Step::Done);
            }
            other => return Err(format!("unknown matcher table operation {other} before byte {at}")),
        }
        Ok(Step::Next)
    }

    /// `EMIT_NODE`'s operands: builds the machine node, records its value results; returns it
    /// and the number of value results.
    fn emit_node(&mut self, dag: &mut SelectionDAG, root: NodeId, at: &mut usize) -> Result<(NodeId, u32), String> {
        let number = self.vbr(at)? as u32;
        let flags = self.byte(at)?;
        let fixed = if flags & op::FLAG_VARIADIC != 0 { self.byte(at)? as usize } else { 0 };
        let num_vts = self.byte(at)?;
        let mut vts = std::mem::take(&mut self.vts_buf);
        vts.clear();
        for _ in 0..num_vts {
            vts.push(self.evt(at)?);
        }
        let num_ops = self.byte(at)?;
        let mut ops = std::mem::take(&mut self.ops_buf);
        ops.clear();
        for _ in 0..num_ops {
            ops.push(self.rec(self.byte(at)?)?);
        }
        if flags & op::FLAG_VARIADIC != 0 {
            for i in fixed..dag.num_operands(root) {
                let v = dag.operand(root, i);
                let vt = dag.value_type(v);
                if vt != Evt::GLUE && vt != Evt::OTHER {
                    ops.push(v);
                }
            }
        }
        let mut data = NodeData::None;
        if flags & op::FLAG_CHAIN != 0 {
            let chain = match self.input_chain {
                Some(c) => c,
                None => dag.entry(),
            };
            ops.push(chain);
            vts.push(Evt::OTHER);
            if let Some(d) = self.chain_nodes.iter().map(|&c| dag.node(c).data).find(|d| matches!(d, NodeData::Load { .. } | NodeData::Store { .. })) {
                data = d;
            }
        }
        if flags & op::FLAG_GLUE_IN != 0 {
            if let Some(g) = self.input_glue {
                ops.push(g);
            }
        }
        if flags & op::FLAG_GLUE_OUT != 0 {
            vts.push(Evt::GLUE);
        }
        let list = dag.vt_list(&vts);
        let node = dag.get_node(Opcode::machine(number), list, &ops, data);
        self.vts_buf = vts;
        self.ops_buf = ops;
        for i in 0..u32::from(num_vts) {
            self.recorded.push(SDValue::new(node, i));
        }
        let mut next = u32::from(num_vts);
        if flags & op::FLAG_CHAIN != 0 {
            self.emitted_chain = Some(SDValue::new(node, next));
            self.input_chain = self.emitted_chain;
            next += 1;
        }
        if flags & op::FLAG_GLUE_OUT != 0 {
            self.emitted_glue = Some(SDValue::new(node, next));
        }
        Ok((node, u32::from(num_vts)))
    }

    /// Replaces the matched root: its value results by `results`, its chain (and the chains of
    /// the folded chained nodes) by the emitted chain, its glue by the emitted glue.
    fn complete(&mut self, dag: &mut SelectionDAG, root: NodeId, results: &[SDValue]) -> Result<(), String> {
        let chain = self.emitted_chain.or(self.input_chain);
        let mut values = results.iter();
        let mut to = std::mem::take(&mut self.ops_buf);
        to.clear();
        for &vt in dag.node_vts(root) {
            let v = if vt == Evt::OTHER {
                chain.ok_or("the pattern replaces a chained node without a chain")?
            } else if vt == Evt::GLUE {
                self.emitted_glue.ok_or("the pattern replaces a node's glue without emitting any")?
            } else {
                *values.next().ok_or("the pattern's result has fewer values than the node")?
            };
            to.push(v);
        }
        for &c in &self.chain_nodes {
            if c == root {
                continue;
            }
            let chain_result = dag.node_vts(c).iter().position(|&vt| vt == Evt::OTHER);
            if let (Some(i), Some(chain)) = (chain_result, chain) {
                dag.replace_all_uses_of_value_with(SDValue::new(c, i as u32), chain);
            }
        }
        self.replace(dag, root, &to);
        self.ops_buf = to;
        for &c in &self.chain_nodes {
            remove_if_dead(dag, c, &mut self.work);
        }
        self.chain_nodes.clear();
        Ok(())
    }

    /// Replaces every result of `n` and deletes what became dead.
    fn replace(&mut self, dag: &mut SelectionDAG, n: NodeId, to: &[SDValue]) {
        dag.replace_all_uses_with(n, to);
        remove_if_dead(dag, n, &mut self.work);
    }

    /// Whether the current chained node can be folded into `root`: its value has one use,
    /// every node between it and the root has one use, and the root does not also depend on it
    /// through another path (folding would make a cycle).
    fn foldable(&mut self, dag: &SelectionDAG) -> bool {
        let n = self.cur().node;
        if dag.value_use_count(SDValue::new(n, 0)) != 1 {
            return false;
        }
        let between = &self.stack[1..self.stack.len() - 1];
        if between.iter().any(|v| dag.users(v.node).count() != 1) {
            return false;
        }
        // Search the root's operands (except the path to `n`) for another way to `n`.
        let floor = self.position.get(n.index()).copied().unwrap_or(u32::MAX);
        let on_path = |m: NodeId| self.stack.iter().any(|v| v.node == m);
        self.visit_epoch = self.visit_epoch.wrapping_add(1);
        if self.visit_epoch == 0 {
            self.visited.fill(0);
            self.visit_epoch = 1;
        }
        if self.visited.len() < dag.node_capacity() {
            self.visited.resize(dag.node_capacity(), 0);
        }
        let mut work = std::mem::take(&mut self.work);
        work.clear();
        // Along the path, each node's operand that continues the path is skipped, and so is a
        // use of `n`'s chain (a read-modify-write root): the merged input chains replace it.
        // A token factor there (a store's chain joining the loads before it) is seen through, as
        // the merged input chains see through it.
        let mut factors = std::mem::take(&mut self.factors);
        factors.clear();
        for w in self.stack.windows(2) {
            for v in dag.operands(w[0].node) {
                let chain_of_n = v.node == n && dag.value_type(v) == Evt::OTHER;
                if v.node != w[1].node && !chain_of_n {
                    if dag.value_type(v) == Evt::OTHER && dag.opcode(v.node).is(Isd::TokenFactor) {
                        factors.push(v.node);
                    } else {
                        work.push(v.node);
                    }
                }
            }
        }
        while let Some(tf) = factors.pop() {
            for v in dag.operands(tf) {
                if v.node == n && dag.value_type(v) == Evt::OTHER {
                    continue;
                }
                if dag.opcode(v.node).is(Isd::TokenFactor) {
                    factors.push(v.node);
                } else {
                    work.push(v.node);
                }
            }
        }
        self.factors = factors;
        let mut found = false;
        while let Some(m) = work.pop() {
            if m == n {
                found = true;
                break;
            }
            let seen = &mut self.visited[m.index()];
            if *seen == self.visit_epoch || on_path(m) {
                continue;
            }
            *seen = self.visit_epoch;
            let pos = self.position.get(m.index()).copied().unwrap_or(u32::MAX);
            if pos != u32::MAX && floor != u32::MAX && pos <= floor {
                continue;
            }
            work.extend(dag.operands(m).map(|v| v.node));
        }
        self.work = work;
        !found
    }

    fn evt(&self, at: &mut usize) -> Result<Evt, String> {
        let v = self.byte(at)?;
        Mvt::from_value(u32::from(v)).map(Evt::from).ok_or_else(|| format!("matcher table names value type {v}"))
    }
}

/// Deletes `n` if nothing uses it, then its operands that became unused, and so on (`work`
/// is a buffer).
fn remove_if_dead(dag: &mut SelectionDAG, n: NodeId, work: &mut Vec<NodeId>) {
    work.clear();
    work.push(n);
    while let Some(m) = work.pop() {
        if dag.node(m).deleted || dag.has_uses(m) || m == dag.entry().node || m == dag.root.node {
            continue;
        }
        work.extend(dag.operands(m).map(|v| v.node));
        dag.delete_node(m);
    }
}

fn read_u16(table: &[u8], at: &mut usize) -> Result<u16, String> {
    let bytes = table.get(*at..*at + 2).ok_or_else(|| format!("matcher table ends inside an opcode at byte {at}"))?;
    *at += 2;
    Ok(u16::from_le_bytes([bytes[0], bytes[1]]))
}

/// The table number of a simple value type.
fn mvt_number(vt: Option<Evt>) -> Option<u8> {
    vt?.simple().map(|m| m as u8)
}

/// Whether `v` is a Constant/TargetConstant equal to `expected` at the constant's width.
fn is_constant(dag: &SelectionDAG, v: SDValue, expected: i64) -> bool {
    let op = dag.opcode(v.node);
    if !op.is(Isd::Constant) && !op.is(Isd::TargetConstant) {
        return false;
    }
    let Some(value) = dag.constant_value(v) else { return false };
    let bits = dag.value_type(v).scalar_size_bits();
    let mask = if bits >= 128 { u128::MAX } else { (1u128 << bits) - 1 };
    value & mask == (expected as i128 as u128) & mask
}

/// The Target form of a constant, address, frame index or symbol (others unchanged).
fn to_target(dag: &mut SelectionDAG, v: SDValue) -> SDValue {
    let target = match dag.opcode(v.node).isd() {
        Some(Isd::Constant) => Isd::TargetConstant,
        Some(Isd::FrameIndex) => Isd::TargetFrameIndex,
        Some(Isd::GlobalAddress) => Isd::TargetGlobalAddress,
        Some(Isd::ExternalSymbol) => Isd::TargetExternalSymbol,
        Some(Isd::BlockAddress) => Isd::TargetBlockAddress,
        Some(Isd::JumpTable) => Isd::TargetJumpTable,
        Some(Isd::ConstantPool) => Isd::TargetConstantPool,
        _ => return v,
    };
    let node = dag.node(v.node);
    let (vts, data) = (node.vts, node.data);
    SDValue::new(dag.get_node(target.into(), vts, &[], data), 0)
}
