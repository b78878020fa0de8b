//! From per-pattern operation lists to the matcher table: the lists are merged into one tree
//! (common prefixes shared; a pattern may join an earlier branch when every branch in between
//! checks a different opcode or type, so priority order is kept), branches become `SCOPE`s or,
//! when each branch starts by testing a different opcode/type of the same node,
//! `SWITCH_OPCODE`/`SWITCH_TYPE`; then everything is encoded as bytes with VBR numbers.
//!
//! Matcher operations and flags are kept by name: `kiln_codegen::isel::dag::matcher::op` alone
//! numbers them, in the generated Rust and through `Table::resolve` in the interpreter's tests.

use super::gen::Context;
use super::nodes::NodeOpcode;
use std::fmt::Write;

/// The matcher-table operations, by their names in `kiln_codegen::isel::dag::matcher::op`,
/// which alone numbers them: the generated Rust names them and `Table::resolve` asks for them.
mod opc {
    pub const SCOPE: &str = "SCOPE";
    pub const SWITCH_OPCODE: &str = "SWITCH_OPCODE";
    pub const SWITCH_TYPE: &str = "SWITCH_TYPE";
    pub const RECORD_NODE: &str = "RECORD_NODE";
    pub const RECORD_CHILD: &str = "RECORD_CHILD";
    pub const MOVE_CHILD: &str = "MOVE_CHILD";
    pub const MOVE_PARENT: &str = "MOVE_PARENT";
    pub const CAPTURE_GLUE_INPUT: &str = "CAPTURE_GLUE_INPUT";
    pub const CHECK_SAME: &str = "CHECK_SAME";
    pub const CHECK_PATTERN_PREDICATE: &str = "CHECK_PATTERN_PREDICATE";
    pub const CHECK_PREDICATE: &str = "CHECK_PREDICATE";
    pub const CHECK_OPCODE: &str = "CHECK_OPCODE";
    pub const CHECK_TYPE: &str = "CHECK_TYPE";
    pub const CHECK_CHILD_TYPE: &str = "CHECK_CHILD_TYPE";
    pub const CHECK_INTEGER: &str = "CHECK_INTEGER";
    pub const CHECK_CHILD_INTEGER: &str = "CHECK_CHILD_INTEGER";
    pub const CHECK_CHILD_COND_CODE: &str = "CHECK_CHILD_COND_CODE";
    pub const CHECK_CHILD_VALUE_TYPE: &str = "CHECK_CHILD_VALUE_TYPE";
    pub const CHECK_COMPLEX_PAT: &str = "CHECK_COMPLEX_PAT";
    pub const CHECK_FOLDABLE_CHAIN_NODE: &str = "CHECK_FOLDABLE_CHAIN_NODE";
    pub const EMIT_INTEGER: &str = "EMIT_INTEGER";
    pub const EMIT_REGISTER: &str = "EMIT_REGISTER";
    pub const EMIT_CONVERT_TO_TARGET: &str = "EMIT_CONVERT_TO_TARGET";
    pub const EMIT_MERGE_INPUT_CHAINS: &str = "EMIT_MERGE_INPUT_CHAINS";
    pub const EMIT_COPY_TO_REG: &str = "EMIT_COPY_TO_REG";
    pub const EMIT_NODE_XFORM: &str = "EMIT_NODE_XFORM";
    pub const EMIT_NODE: &str = "EMIT_NODE";
    pub const MORPH_NODE_TO: &str = "MORPH_NODE_TO";
    pub const COMPLETE_MATCH: &str = "COMPLETE_MATCH";
}

/// `EMIT_NODE` flags as this back end keeps them; the table names them (`op::FLAG_CHAIN`).
pub const FLAG_CHAIN: u8 = 1;
pub const FLAG_GLUE_IN: u8 = 2;
pub const FLAG_GLUE_OUT: u8 = 4;
pub const FLAG_VARIADIC: u8 = 8;

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct EmitNode {
    pub opcode: u32,
    pub name: String,
    pub flags: u8,
    /// With `FLAG_VARIADIC`: the root operands the pattern matched (the rest are copied).
    pub fixed_operands: u8,
    pub vts: Vec<u8>,
    pub operands: Vec<u8>,
}

/// One matcher operation (see `kiln_codegen::isel::dag::matcher::op`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Op {
    RecordNode,
    RecordChild(u8),
    MoveChild(u8),
    MoveParent,
    CaptureGlueInput,
    CheckSame(u8),
    CheckPatternPredicate(u32),
    CheckPredicate(u32),
    CheckOpcode(NodeOpcode),
    CheckType(u8, u8),
    CheckChildType(u8, u8),
    CheckInteger(i64),
    CheckChildInteger(u8, i64),
    CheckChildCondCode(u8, u8),
    CheckChildValueType(u8, u8),
    CheckComplexPat(u32, u8),
    CheckFoldableChainNode,
    EmitInteger(u8, i64),
    EmitRegister(u8, u32),
    EmitConvertToTarget(u8),
    EmitMergeInputChains(Vec<u8>),
    EmitCopyToReg(u8, u32),
    EmitNodeXForm(u32, u8),
    EmitNode(EmitNode),
    MorphNodeTo(EmitNode),
    CompleteMatch(Vec<u8>),
    /// Not encoded: the source and result of the pattern the next operations complete.
    Comment(String),
}

impl Op {
    /// Two operations that test the same node and cannot both hold.
    fn excludes(&self, other: &Op) -> bool {
        match (self, other) {
            (Op::CheckOpcode(a), Op::CheckOpcode(b)) => a != b,
            (Op::CheckType(r, a), Op::CheckType(q, b)) => r == q && a != b,
            (Op::CheckInteger(a), Op::CheckInteger(b)) => a != b,
            (Op::CheckChildType(c, a), Op::CheckChildType(d, b))
            | (Op::CheckChildCondCode(c, a), Op::CheckChildCondCode(d, b))
            | (Op::CheckChildValueType(c, a), Op::CheckChildValueType(d, b)) => c == d && a != b,
            (Op::CheckChildInteger(c, a), Op::CheckChildInteger(d, b)) => c == d && a != b,
            _ => false,
        }
    }
}

/// A node of the merged tree: operations, then alternatives.
#[derive(Debug, Default)]
pub struct Node {
    pub ops: Vec<Op>,
    pub children: Vec<Node>,
}

/// Merges pattern operation lists (highest priority first) into one tree.
pub fn factor(lists: Vec<Vec<Op>>) -> Node {
    let mut root = Node::default();
    for list in lists {
        insert(&mut root.children, &list);
    }
    root
}

fn insert(children: &mut Vec<Node>, list: &[Op]) {
    let Some(first) = list.first() else { return };
    // Only the result is left: an earlier pattern that has no checks left either always
    // matches here, so this one can never be reached.
    if matches!(first, Op::Comment(_)) && children.iter().any(|c| matches!(c.ops[0], Op::Comment(_))) {
        return;
    }
    // The latest branch starting like `list` that no branch after it could shadow.
    let mut target = None;
    for (i, c) in children.iter().enumerate().rev() {
        let head = &c.ops[0];
        if head == first {
            target = Some(i);
            break;
        }
        if !head.excludes(first) {
            break;
        }
    }
    let Some(i) = target else {
        children.push(Node { ops: list.to_vec(), children: Vec::new() });
        return;
    };
    let c = &mut children[i];
    let common = c.ops.iter().zip(list).take_while(|(a, b)| a == b).count();
    if common == list.len() {
        // The same operations as an earlier pattern: it can never be reached.
        return;
    }
    if common < c.ops.len() {
        let rest = c.ops.split_off(common);
        let grandchildren = std::mem::take(&mut c.children);
        c.children.push(Node { ops: rest, children: grandchildren });
    } else if c.children.is_empty() {
        // `c` is complete and is a prefix of `list`: `list` can never be reached.
        return;
    }
    insert(&mut c.children, &list[common..]);
}

/// One byte of the table: a number, a named matcher operation, `EMIT_NODE` flags, or half of
/// a named 16-bit opcode constant.
#[derive(Clone, Debug)]
pub enum Byte {
    Lit(u8),
    Op(&'static str),
    Flags(u8),
    Lo(usize),
    Hi(usize),
}

const FLAG_NAMES: [(u8, &str); 4] =
    [(FLAG_CHAIN, "FLAG_CHAIN"), (FLAG_GLUE_IN, "FLAG_GLUE_IN"), (FLAG_GLUE_OUT, "FLAG_GLUE_OUT"), (FLAG_VARIADIC, "FLAG_VARIADIC")];

/// The names of the flags set in `flags`.
fn flag_names(flags: u8) -> impl Iterator<Item = &'static str> {
    FLAG_NAMES.iter().filter(move |(bit, _)| flags & bit != 0).map(|(_, name)| *name)
}

/// The encoded table.
#[derive(Default)]
pub struct Table {
    /// Bytes, with opcodes of generic nodes as named constants.
    pub symbolic: Vec<Byte>,
    /// Named opcode constants: Rust name and the opcode.
    pub opcode_consts: Vec<(String, NodeOpcode)>,
    /// The table as Rust array elements, one operation per line with its offset.
    pub rust_lines: String,
    /// The same as plain text.
    pub listing: String,
}

struct Line {
    depth: usize,
    bytes: Vec<Byte>,
    text: String,
}

impl Table {
    pub fn encode(&mut self, root: &Node, cx: &Context<'_, '_>) {
        let mut lines = Vec::new();
        if root.children.is_empty() {
            lines.push(Line { depth: 0, bytes: vec![Byte::Op(opc::SWITCH_OPCODE), Byte::Lit(0)], text: "SwitchOpcode (no patterns)".into() });
        } else {
            self.branches(&root.children, true, 0, cx, &mut lines);
        }
        let mut offset = 0usize;
        for l in lines {
            let mut rust = String::new();
            for b in &l.bytes {
                match b {
                    Byte::Lit(v) => {
                        let _ = write!(rust, "{v},");
                    }
                    Byte::Op(name) => {
                        let _ = write!(rust, "op::{name},");
                    }
                    Byte::Flags(0) => rust.push_str("0,"),
                    Byte::Flags(f) => {
                        let names: Vec<String> = flag_names(*f).map(|n| format!("op::{n}")).collect();
                        let _ = write!(rust, "{},", names.join("|"));
                    }
                    Byte::Lo(c) => {
                        let _ = write!(rust, "lo({}),", self.opcode_consts[*c].0);
                    }
                    Byte::Hi(c) => {
                        let _ = write!(rust, "hi({}),", self.opcode_consts[*c].0);
                    }
                }
            }
            let indent = "  ".repeat(l.depth);
            let _ = writeln!(self.rust_lines, "        /* {offset:>6} */ {indent}{rust} // {}", l.text);
            let _ = writeln!(self.listing, "{offset:>6}: {indent}{}", l.text);
            offset += l.bytes.len();
            self.symbolic.extend(l.bytes);
        }
    }

    fn opcode_const(&mut self, op: &NodeOpcode, cx: &Context<'_, '_>) -> usize {
        if let Some(i) = self.opcode_consts.iter().position(|(_, o)| o == op) {
            return i;
        }
        let name = match op {
            NodeOpcode::Generic(g) => format!("ISD_{g}"),
            NodeOpcode::Target(n) => format!("TARGET_{}", cx.vocab.target_nodes[*n as usize].1.replace("::", "_")),
        };
        self.opcode_consts.push((name, op.clone()));
        self.opcode_consts.len() - 1
    }

    fn opcode_name(&self, op: &NodeOpcode, cx: &Context<'_, '_>) -> String {
        match op {
            NodeOpcode::Generic(g) => format!("ISD::{g}"),
            NodeOpcode::Target(n) => cx.vocab.target_nodes[*n as usize].1.to_string(),
        }
    }

    /// Encodes alternatives as a switch or a scope.
    /// `top`: the table's start, always a `SWITCH_OPCODE` (the interpreter indexes it by opcode).
    fn branches(&mut self, children: &[Node], top: bool, depth: usize, cx: &Context<'_, '_>, lines: &mut Vec<Line>) {
        if children.len() == 1 && !top {
            self.node(&children[0], 0, depth, cx, lines);
            return;
        }
        let all_opcode = children.iter().all(|c| matches!(c.ops[0], Op::CheckOpcode(_)));
        let all_type = !top && children.iter().all(|c| matches!(c.ops[0], Op::CheckType(0, _)));
        let (head, text) = if all_opcode {
            (opc::SWITCH_OPCODE, format!("SwitchOpcode ({} cases)", children.len()))
        } else if all_type {
            (opc::SWITCH_TYPE, format!("SwitchType ({} cases)", children.len()))
        } else {
            (opc::SCOPE, format!("Scope ({} children)", children.len()))
        };
        lines.push(Line { depth, bytes: vec![Byte::Op(head)], text });
        for c in children {
            let mut body = Vec::new();
            let skip = if all_opcode || all_type { 1 } else { 0 };
            self.node(c, skip, depth + 1, cx, &mut body);
            let size: usize = body.iter().map(|l| l.bytes.len()).sum();
            let mut bytes = vbr(size as u64);
            let text = match &c.ops[0] {
                Op::CheckOpcode(o) if all_opcode => {
                    let k = self.opcode_const(o, cx);
                    bytes.push(Byte::Lo(k));
                    bytes.push(Byte::Hi(k));
                    format!("/*{size}*/ case {}", self.opcode_name(o, cx))
                }
                Op::CheckType(0, t) if all_type => {
                    bytes.push(Byte::Lit(*t));
                    format!("/*{size}*/ case {}", cx.vt_name(*t))
                }
                _ => format!("/*{size}*/ child"),
            };
            lines.push(Line { depth, bytes, text });
            lines.extend(body);
        }
        lines.push(Line { depth, bytes: vec![Byte::Lit(0)], text: "end".into() });
    }

    fn node(&mut self, n: &Node, skip: usize, depth: usize, cx: &Context<'_, '_>, lines: &mut Vec<Line>) {
        for op in &n.ops[skip..] {
            if let Op::Comment(c) = op {
                lines.push(Line { depth, bytes: Vec::new(), text: c.clone() });
                continue;
            }
            let (bytes, text) = self.op(op, cx);
            lines.push(Line { depth, bytes, text });
        }
        if !n.children.is_empty() {
            self.branches(&n.children, false, depth, cx, lines);
        }
    }

    fn op(&mut self, op: &Op, cx: &Context<'_, '_>) -> (Vec<Byte>, String) {
        let lit = |v: &[u8]| v.iter().map(|&b| Byte::Lit(b)).collect::<Vec<_>>();
        let with_op = |name: &'static str, v: &[u8]| std::iter::once(Byte::Op(name)).chain(lit(v)).collect::<Vec<_>>();
        match op {
            Op::RecordNode => (with_op(opc::RECORD_NODE, &[]), "RecordNode".into()),
            Op::RecordChild(i) => (with_op(opc::RECORD_CHILD, &[*i]), format!("RecordChild {i}")),
            Op::MoveChild(i) => (with_op(opc::MOVE_CHILD, &[*i]), format!("MoveChild {i}")),
            Op::MoveParent => (with_op(opc::MOVE_PARENT, &[]), "MoveParent".into()),
            Op::CaptureGlueInput => (with_op(opc::CAPTURE_GLUE_INPUT, &[]), "CaptureGlueInput".into()),
            Op::CheckSame(r) => (with_op(opc::CHECK_SAME, &[*r]), format!("CheckSame #{r}")),
            Op::CheckPatternPredicate(p) => {
                let mut b = with_op(opc::CHECK_PATTERN_PREDICATE, &[]);
                b.extend(vbr(*p as u64));
                (b, format!("CheckPatternPredicate {p} // {}", one_line(&cx.pattern_predicates.keys[*p as usize])))
            }
            Op::CheckPredicate(p) => {
                let mut b = with_op(opc::CHECK_PREDICATE, &[]);
                b.extend(vbr(*p as u64));
                (b, format!("CheckPredicate {p} // {}", one_line(&cx.node_predicates.keys[*p as usize])))
            }
            Op::CheckOpcode(o) => {
                let k = self.opcode_const(o, cx);
                (vec![Byte::Op(opc::CHECK_OPCODE), Byte::Lo(k), Byte::Hi(k)], format!("CheckOpcode {}", self.opcode_name(o, cx)))
            }
            Op::CheckType(r, t) => (with_op(opc::CHECK_TYPE, &[*r, *t]), format!("CheckType {r}, {}", cx.vt_name(*t))),
            Op::CheckChildType(c, t) => (with_op(opc::CHECK_CHILD_TYPE, &[*c, *t]), format!("CheckChildType {c}, {}", cx.vt_name(*t))),
            Op::CheckInteger(v) => {
                let mut b = with_op(opc::CHECK_INTEGER, &[]);
                b.extend(vbr(zigzag(*v)));
                (b, format!("CheckInteger {v}"))
            }
            Op::CheckChildInteger(c, v) => {
                let mut b = with_op(opc::CHECK_CHILD_INTEGER, &[*c]);
                b.extend(vbr(zigzag(*v)));
                (b, format!("CheckChildInteger {c}, {v}"))
            }
            Op::CheckChildCondCode(c, cc) => {
                (with_op(opc::CHECK_CHILD_COND_CODE, &[*c, *cc]), format!("CheckChildCondCode {c}, {}", super::nodes::COND_CODES[*cc as usize]))
            }
            Op::CheckChildValueType(c, t) => (with_op(opc::CHECK_CHILD_VALUE_TYPE, &[*c, *t]), format!("CheckChildValueType {c}, {}", cx.vt_name(*t))),
            Op::CheckComplexPat(p, r) => {
                let mut b = with_op(opc::CHECK_COMPLEX_PAT, &[]);
                b.extend(vbr(*p as u64));
                b.push(Byte::Lit(*r));
                (b, format!("CheckComplexPat {} #{r}", cx.complex_used.keys[*p as usize]))
            }
            Op::CheckFoldableChainNode => (with_op(opc::CHECK_FOLDABLE_CHAIN_NODE, &[]), "CheckFoldableChainNode".into()),
            Op::EmitInteger(t, v) => {
                let mut b = with_op(opc::EMIT_INTEGER, &[*t]);
                b.extend(vbr(zigzag(*v)));
                (b, format!("EmitInteger {}, {v}", cx.vt_name(*t)))
            }
            Op::EmitRegister(t, r) => {
                let mut b = with_op(opc::EMIT_REGISTER, &[*t]);
                b.extend(vbr(*r as u64));
                (b, format!("EmitRegister {}, {}", cx.vt_name(*t), cx.reg_name(*r)))
            }
            Op::EmitConvertToTarget(r) => (with_op(opc::EMIT_CONVERT_TO_TARGET, &[*r]), format!("EmitConvertToTarget #{r}")),
            Op::EmitMergeInputChains(rs) => {
                let mut b = with_op(opc::EMIT_MERGE_INPUT_CHAINS, &[rs.len() as u8]);
                b.extend(lit(rs));
                (b, format!("EmitMergeInputChains {}", recs(rs)))
            }
            Op::EmitCopyToReg(r, reg) => {
                let mut b = with_op(opc::EMIT_COPY_TO_REG, &[*r]);
                b.extend(vbr(*reg as u64));
                (b, format!("EmitCopyToReg #{r}, {}", cx.reg_name(*reg)))
            }
            Op::EmitNodeXForm(x, r) => {
                let mut b = with_op(opc::EMIT_NODE_XFORM, &[]);
                b.extend(vbr(*x as u64));
                b.push(Byte::Lit(*r));
                (b, format!("EmitNodeXForm {x}, #{r}"))
            }
            Op::EmitNode(e) => (emit_node(opc::EMIT_NODE, e), format!("EmitNode {}", emit_text(e, cx))),
            Op::MorphNodeTo(e) => (emit_node(opc::MORPH_NODE_TO, e), format!("MorphNodeTo {}", emit_text(e, cx))),
            Op::CompleteMatch(rs) => {
                let mut b = with_op(opc::COMPLETE_MATCH, &[rs.len() as u8]);
                b.extend(lit(rs));
                (b, format!("CompleteMatch {}", recs(rs)))
            }
            Op::Comment(c) => (Vec::new(), c.clone()),
        }
    }

    /// The table as bytes: `op` numbers a matcher operation or flag by its name, `generic` an
    /// `ISD::` node; target nodes count from `first_target`.
    pub fn resolve(&self, op: &dyn Fn(&str) -> Option<u8>, generic: &dyn Fn(&str) -> Option<u32>, first_target: u32) -> Result<Vec<u8>, String> {
        let mut values = Vec::with_capacity(self.opcode_consts.len());
        for (name, node) in &self.opcode_consts {
            values.push(match node {
                NodeOpcode::Generic(g) => generic(g).ok_or_else(|| format!("unknown generic node {g} ({name})"))?,
                NodeOpcode::Target(n) => first_target + n,
            });
        }
        let op = |name: &str| op(name).ok_or_else(|| format!("unknown matcher operation {name}"));
        let mut bytes = Vec::with_capacity(self.symbolic.len());
        for b in &self.symbolic {
            bytes.push(match b {
                Byte::Lit(v) => *v,
                Byte::Op(name) => op(name)?,
                Byte::Flags(f) => flag_names(*f).map(op).try_fold(0, |acc, bit| bit.map(|bit| acc | bit))?,
                Byte::Lo(c) => values[*c] as u8,
                Byte::Hi(c) => (values[*c] >> 8) as u8,
            });
        }
        Ok(bytes)
    }
}

fn one_line(code: &str) -> String {
    code.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn recs(rs: &[u8]) -> String {
    rs.iter().map(|r| format!("#{r}")).collect::<Vec<_>>().join(", ")
}

fn emit_node(head: &'static str, e: &EmitNode) -> Vec<Byte> {
    let mut b = vec![Byte::Op(head)];
    b.extend(vbr(e.opcode as u64));
    b.push(Byte::Flags(e.flags));
    if e.flags & FLAG_VARIADIC != 0 {
        b.push(Byte::Lit(e.fixed_operands));
    }
    b.push(Byte::Lit(e.vts.len() as u8));
    b.extend(e.vts.iter().map(|&v| Byte::Lit(v)));
    b.push(Byte::Lit(e.operands.len() as u8));
    b.extend(e.operands.iter().map(|&v| Byte::Lit(v)));
    b
}

fn emit_text(e: &EmitNode, cx: &Context<'_, '_>) -> String {
    let mut flags = Vec::new();
    for (bit, name) in [(FLAG_CHAIN, "chain"), (FLAG_GLUE_IN, "glue-in"), (FLAG_GLUE_OUT, "glue-out"), (FLAG_VARIADIC, "variadic")] {
        if e.flags & bit != 0 {
            flags.push(name);
        }
    }
    let vts: Vec<String> = e.vts.iter().map(|&v| cx.vt_name(v)).collect();
    format!("{} [{}] ({}) {}", e.name, flags.join(","), vts.join(","), recs(&e.operands))
}

/// VBR bytes of a number.
pub fn vbr(mut v: u64) -> Vec<Byte> {
    let mut out = Vec::new();
    while v >= 0x80 {
        out.push(Byte::Lit((v as u8 & 0x7f) | 0x80));
        v >>= 7;
    }
    out.push(Byte::Lit(v as u8));
    out
}

pub fn zigzag(v: i64) -> u64 {
    ((v << 1) ^ (v >> 63)) as u64
}
