//! One pattern → its list of matcher operations: the checks that recognise the source tree
//! from its root (opcode, types, predicates, constants, operands bound to names, chained nodes
//! that may be folded), then the ComplexPattern selectors (last, as they may build nodes),
//! then the result built by [`super::result`].
//!
//! Also orders the patterns: higher complexity first (pattern size plus `AddedComplexity`),
//! fewer result instructions on a tie, then definition order.

use super::nodes::{Constraint, Vocabulary, HAS_CHAIN, IN_GLUE, OPT_IN_GLUE};
use super::patterns::{Kind, Leaf, Pattern, Tree};
use super::table::Op;
use crate::backends::instr_model::InstrModel;
use crate::backends::register_model::RegisterModel;
use kiln_support::Diagnostic;
use rustc_hash::FxHashMap;

/// Strings numbered in order of first use.
#[derive(Default)]
pub struct Interner {
    pub keys: Vec<String>,
    map: FxHashMap<String, u32>,
}

impl Interner {
    pub fn intern(&mut self, s: &str) -> u32 {
        if let Some(&i) = self.map.get(s) {
            return i;
        }
        let i = self.keys.len() as u32;
        self.keys.push(s.to_string());
        self.map.insert(s.to_string(), i);
        i
    }
}

/// A source whose root is a leaf.
#[derive(Clone, Copy)]
enum Root {
    Complex(usize),
    Int(i64),
}

/// What a source name stands for once matched.
#[derive(Clone, Copy, Debug)]
pub enum Bound {
    /// A recorded value; `leaf_node` when it is an operand-less SDNode (a constant, address,
    /// block...) that the result converts to its Target form.
    Value { rec: u8, leaf_node: bool },
    /// The operands a ComplexPattern produced.
    Complex { first: u8, count: u8 },
}

pub struct Context<'r, 'a> {
    pub vocab: &'r Vocabulary<'a>,
    pub regs: &'r RegisterModel<'a>,
    pub instrs: &'r InstrModel<'a>,
    pub node_predicates: Interner,
    pub pattern_predicates: Interner,
    /// ComplexPattern selector functions.
    pub complex_used: Interner,
    pub xforms: Interner,
}

/// Per-pattern generation state.
pub struct Gen {
    pub ops: Vec<Op>,
    pub num_recorded: usize,
    pub names: FxHashMap<String, Bound>,
    pub chain_nodes: Vec<u8>,
    deferred: Vec<(usize, u8, Option<String>)>,
    pub phys_inputs: Vec<(u8, u32)>,
    pub glue_input: bool,
}

impl Gen {
    pub fn record(&mut self) -> Result<u8, String> {
        let r = u8::try_from(self.num_recorded).map_err(|_| "pattern records more than 255 values".to_string())?;
        self.num_recorded += 1;
        Ok(r)
    }
}

impl<'r, 'a> Context<'r, 'a> {
    pub fn new(vocab: &'r Vocabulary<'a>, regs: &'r RegisterModel<'a>, instrs: &'r InstrModel<'a>) -> Context<'r, 'a> {
        Context {
            vocab,
            regs,
            instrs,
            node_predicates: Interner::default(),
            pattern_predicates: Interner::default(),
            complex_used: Interner::default(),
            xforms: Interner::default(),
        }
    }

    pub fn vt_name(&self, vt: u8) -> String {
        self.vocab.vts.names.get(&vt).cloned().unwrap_or_else(|| format!("vt{vt}"))
    }

    pub fn reg_name(&self, reg: u32) -> String {
        self.regs.regs.get(reg as usize).map_or_else(|| format!("reg{reg}"), |r| r.name.clone())
    }

    /// Whether a type set is a single checkable type (not the pointer type, not OtherVT).
    pub fn checkable(&self, t: super::types::TypeSet) -> Option<u8> {
        let vt = t.only()?;
        (Some(vt) != self.vocab.iptr() && Some(vt) != self.vocab.vt("OtherVT")).then_some(vt)
    }

    /// The matcher operations of one pattern (one list per root node a ComplexPattern root may
    /// have).
    pub fn generate(&mut self, p: &Pattern) -> Result<Vec<Vec<Op>>, Diagnostic> {
        let rk = self.vocab.nodes.first().map(|n| n.rec.rk);
        let fail = |m: String| {
            let message = format!("pattern of {}: {m}", p.origin);
            match rk.and_then(|rk| rk.def(&p.origin)) {
                Some(r) => crate::backends::register_model::err(r, message),
                None => Diagnostic::global("kiln tblgen", message),
            }
        };
        if let Kind::Leaf(Leaf::ComplexPat(cp)) = &p.src.kind {
            let roots = self.vocab.complex[*cp].roots.clone();
            if roots.is_empty() {
                return Err(fail(format!("the source {} is a ComplexPattern without RootNodes", p.src.text(self.vocab, self.instrs))));
            }
            let mut out = Vec::new();
            for r in roots {
                let n = *self.vocab.node_by_name.get(r).ok_or_else(|| fail(format!("root node {r} is not an SDNode")))?;
                out.push(self.generate_ops(p, Some((n, Root::Complex(*cp)))).map_err(fail)?);
            }
            return Ok(out);
        }
        if let Kind::Leaf(Leaf::Int(v)) = &p.src.kind {
            let n = *self.vocab.node_by_name.get("imm").ok_or_else(|| fail("a constant root needs the `imm` node".to_string()))?;
            return Ok(vec![self.generate_ops(p, Some((n, Root::Int(*v)))).map_err(fail)?]);
        }
        Ok(vec![self.generate_ops(p, None).map_err(fail)?])
    }

    /// `leaf_root`: the source is a leaf matched at a node of this kind.
    fn generate_ops(&mut self, p: &Pattern, leaf_root: Option<(usize, Root)>) -> Result<Vec<Op>, String> {
        let mut g = Gen {
            ops: Vec::new(),
            num_recorded: 0,
            names: FxHashMap::default(),
            chain_nodes: Vec::new(),
            deferred: Vec::new(),
            phys_inputs: Vec::new(),
            glue_input: false,
        };
        let n = match (&p.src.kind, leaf_root) {
            (Kind::Node(n, _), _) => *n,
            (_, Some((n, _))) => n,
            _ => return Err(format!("the source {} is not an operation", p.src.text(self.vocab, self.instrs))),
        };
        let node = &self.vocab.nodes[n];
        g.ops.push(Op::CheckOpcode(node.opcode.clone()));
        let root = g.record()?;
        g.ops.push(Op::RecordNode);
        let mut known = true;
        if node.num_results > 0 {
            match self.checkable(p.src.types[0]) {
                Some(vt) => g.ops.push(Op::CheckType(0, vt)),
                None => known = p.src.types[0].count() == 1,
            }
        }
        if !p.predicate.is_empty() {
            let i = self.pattern_predicates.intern(&p.predicate);
            g.ops.push(Op::CheckPatternPredicate(i));
        }
        if let Some((_, Root::Complex(cp))) = leaf_root {
            g.deferred.push((cp, root, p.src.name.clone()));
        } else if let Some((_, Root::Int(v))) = leaf_root {
            g.ops.push(Op::CheckInteger(v));
        } else if let Some(name) = &p.src.name {
            g.names.insert(name.clone(), Bound::Value { rec: root, leaf_node: p.src.children().is_empty() });
        }
        self.node_body(&mut g, &p.src, true, root, known)?;
        for (cp, rec, name) in std::mem::take(&mut g.deferred) {
            let c = &self.vocab.complex[cp];
            let i = self.complex_used.intern(&c.select_func);
            g.ops.push(Op::CheckComplexPat(i, rec));
            let first = u8::try_from(g.num_recorded).map_err(|_| "pattern records more than 255 values".to_string())?;
            g.num_recorded += c.num_operands;
            if let Some(name) = name {
                g.names.insert(name, Bound::Complex { first, count: c.num_operands as u8 });
            }
        }
        g.ops.push(Op::Comment(format!(
            "Src: {} - Complexity = {}",
            p.src.text(self.vocab, self.instrs),
            complexity(p, self.vocab)
        )));
        let dst: Vec<String> = p.dst.iter().map(|d| d.text(self.vocab, self.instrs)).collect();
        g.ops.push(Op::Comment(format!("Dst: {}", dst.join(", "))));
        super::result::emit(self, &mut g, p, n)?;
        Ok(g.ops)
    }

    /// The checks of a matched operation's predicates and operands (current node = `t`).
    fn node_body(&mut self, g: &mut Gen, t: &Tree, is_root: bool, rec: u8, known: bool) -> Result<(), String> {
        let Kind::Node(n, children) = &t.kind else { return Ok(()) };
        let node = &self.vocab.nodes[*n];
        for pred in &t.predicates {
            let i = self.node_predicates.intern(pred);
            g.ops.push(Op::CheckPredicate(i));
        }
        let chained = node.props & HAS_CHAIN != 0;
        if chained {
            g.chain_nodes.push(rec);
        }
        if is_root && node.props & (IN_GLUE | OPT_IN_GLUE) != 0 {
            g.ops.push(Op::CaptureGlueInput);
            g.glue_input = true;
        }
        let offset = usize::from(chained);
        for (i, c) in children.iter().enumerate() {
            let operand = u8::try_from(i + offset).map_err(|_| "too many operands".to_string())?;
            let slot = node.num_results + i;
            let implied = known
                && node.constraints.iter().any(|k| match *k {
                    Constraint::IsVt(s, _) => s == slot,
                    Constraint::SameAs(a, b) => (a == slot && b < node.num_results) || (b == slot && a < node.num_results),
                    _ => false,
                })
                || node.constraints.iter().any(|k| matches!(*k, Constraint::IsVt(s, _) if s == slot));
            self.child(g, c, operand, implied)?;
        }
        Ok(())
    }

    fn child(&mut self, g: &mut Gen, c: &Tree, operand: u8, implied: bool) -> Result<(), String> {
        let check = if implied { None } else { c.types.first().and_then(|t| self.checkable(*t)) };
        match &c.kind {
            Kind::Node(n, _) => {
                let node = &self.vocab.nodes[*n];
                g.ops.push(Op::MoveChild(operand));
                g.ops.push(Op::CheckOpcode(node.opcode.clone()));
                if node.num_results > 0 {
                    if let Some(vt) = check {
                        g.ops.push(Op::CheckType(0, vt));
                    }
                }
                let known = implied || check.is_some() || c.types.first().is_some_and(|t| t.count() == 1);
                let chained = node.props & HAS_CHAIN != 0;
                let bound = c.name.as_ref().and_then(|n| g.names.get(n).copied());
                let mut rec = None;
                if chained {
                    g.ops.push(Op::CheckFoldableChainNode);
                }
                if let Some(Bound::Value { rec: r, .. }) = bound {
                    // The same value as before: its operands were checked then.
                    g.ops.push(Op::CheckSame(r));
                    g.ops.push(Op::MoveParent);
                    return Ok(());
                } else if chained || c.name.is_some() {
                    let r = g.record()?;
                    g.ops.push(Op::RecordNode);
                    rec = Some(r);
                    if let Some(name) = &c.name {
                        g.names.insert(name.clone(), Bound::Value { rec: r, leaf_node: c.children().is_empty() });
                    }
                }
                self.node_body(g, c, false, rec.unwrap_or(u8::MAX), known)?;
                g.ops.push(Op::MoveParent);
            }
            Kind::Leaf(leaf) => {
                if let Some(vt) = check {
                    if !matches!(leaf, Leaf::CondCode(_) | Leaf::ValueType(_)) {
                        g.ops.push(Op::CheckChildType(operand, vt));
                    }
                }
                match leaf {
                    Leaf::RegClass(_) | Leaf::Any => self.bind_child(g, c, operand)?,
                    Leaf::PhysReg(r) => {
                        let reg = self.regs.reg(r).ok_or_else(|| format!("{r} is not a register"))?;
                        let rec = g.record()?;
                        g.ops.push(Op::RecordChild(operand));
                        g.phys_inputs.push((rec, u32::from(reg)));
                    }
                    Leaf::Int(v) => g.ops.push(Op::CheckChildInteger(operand, *v)),
                    Leaf::CondCode(cc) => g.ops.push(Op::CheckChildCondCode(operand, *cc)),
                    Leaf::ValueType(vt) => g.ops.push(Op::CheckChildValueType(operand, *vt)),
                    Leaf::ComplexPat(cp) => {
                        // A second use of the name matches the same operand as the first.
                        let earlier = g.deferred.iter().find(|d| d.2.is_some() && d.2 == c.name).map(|d| d.1);
                        if let Some(first) = earlier {
                            g.ops.push(Op::MoveChild(operand));
                            g.ops.push(Op::CheckSame(first));
                            g.ops.push(Op::MoveParent);
                        } else {
                            let rec = g.record()?;
                            g.ops.push(Op::RecordChild(operand));
                            g.deferred.push((*cp, rec, c.name.clone()));
                        }
                    }
                    Leaf::SubRegIndex(s) => return Err(format!("sub-register index {s} cannot be matched")),
                }
                if !c.predicates.is_empty() {
                    g.ops.push(Op::MoveChild(operand));
                    for pred in &c.predicates {
                        let i = self.node_predicates.intern(pred);
                        g.ops.push(Op::CheckPredicate(i));
                    }
                    g.ops.push(Op::MoveParent);
                }
            }
            Kind::Instr(..) | Kind::XForm(..) => return Err("an instruction cannot be matched".to_string()),
        }
        Ok(())
    }

    /// A register or any-value operand: recorded under its name, or checked against the earlier
    /// value of the same name.
    fn bind_child(&mut self, g: &mut Gen, c: &Tree, operand: u8) -> Result<(), String> {
        let Some(name) = &c.name else { return Ok(()) };
        match g.names.get(name).copied() {
            Some(Bound::Value { rec, .. }) => {
                g.ops.push(Op::MoveChild(operand));
                g.ops.push(Op::CheckSame(rec));
                g.ops.push(Op::MoveParent);
            }
            Some(Bound::Complex { .. }) => return Err(format!("${name} names both a ComplexPattern and a value")),
            None => {
                let rec = g.record()?;
                g.ops.push(Op::RecordChild(operand));
                g.names.insert(name.clone(), Bound::Value { rec, leaf_node: false });
            }
        }
        Ok(())
    }
}

/// The pattern's priority: the size of what it matches plus its `AddedComplexity`.
pub fn complexity(p: &Pattern, vocab: &Vocabulary<'_>) -> i64 {
    size(&p.src, vocab) + p.added_complexity
}

fn size(t: &Tree, vocab: &Vocabulary<'_>) -> i64 {
    let preds = t.predicates.len() as i64;
    match &t.kind {
        Kind::Node(_, children) => 3 + preds + children.iter().map(|c| size(c, vocab)).sum::<i64>(),
        Kind::Leaf(Leaf::Int(_)) => 5 + preds,
        Kind::Leaf(Leaf::ComplexPat(c)) => vocab.complex[*c].complexity + preds,
        Kind::Leaf(_) => preds,
        Kind::Instr(..) | Kind::XForm(..) => 0,
    }
}

/// The number of instructions a result builds (the cost on a complexity tie).
pub fn cost(p: &Pattern) -> usize {
    fn count(t: &Tree) -> usize {
        usize::from(matches!(t.kind, Kind::Instr(..))) + t.children().iter().map(count).sum::<usize>()
    }
    p.dst.iter().map(count).sum()
}

/// Sorts patterns by priority (stable: definition order breaks the last ties).
pub fn order(pats: &mut [Pattern], vocab: &Vocabulary<'_>) {
    pats.sort_by_cached_key(|p| (std::cmp::Reverse(complexity(p, vocab)), cost(p)));
}
