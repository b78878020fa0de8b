//! Text and Graphviz views of a [`SelectionDAG`].
//!
//! [`dump`] prints one line per node in topological order, like LLVM's `-debug` output:
//! `t5: i32 = add nsw t3, Constant:i32<1>`. Leaves other than the entry token (constants,
//! registers, frame indices, symbols, condition codes) are printed inline where they are used.
//! [`to_dot`] renders the same graph for Graphviz, the format `-view-*-dags` writes to
//! `FUNCTION.STAGE.dot` ([`write_dot_file`]): data edges black, chains dashed blue, glue red.

use super::graph::SelectionDAG;
use super::node::{ExtType, MemInfo, NodeData, NodeFlags, NodeId, SDValue};
use super::opcodes::{Isd, Opcode};
use crate::target::value_types::Evt;
use kiln_ir::{Function, Module};
use std::fmt::Write;

/// Where names of globals and blocks come from (numbers are printed without one).
#[derive(Clone, Copy)]
pub struct DumpContext<'a> {
    pub module: Option<&'a Module>,
    pub function: Option<&'a Function>,
    /// Names of target-specific opcodes (`Opcode::target(n)` -> name), if the target has any.
    pub target_opcode_name: Option<&'a dyn Fn(Opcode) -> Option<String>>,
}

impl<'a> DumpContext<'a> {
    pub const NONE: DumpContext<'static> = DumpContext { module: None, function: None, target_opcode_name: None };

    pub fn new(module: &'a Module, function: &'a Function) -> DumpContext<'a> {
        DumpContext { module: Some(module), function: Some(function), target_opcode_name: None }
    }
}

fn is_inline_leaf(dag: &SelectionDAG, n: NodeId) -> bool {
    dag.num_operands(n) == 0 && !dag.opcode(n).is(Isd::EntryToken)
}

/// The opcode's name: the generic name, the target's name, or `target#N` / `machine#N`.
pub fn opcode_name(op: Opcode, cx: &DumpContext) -> String {
    if let Some(isd) = op.isd() {
        return isd.dump_name().to_string();
    }
    if let Some(name) = cx.target_opcode_name.and_then(|f| f(op)) {
        return name;
    }
    match (op.target_number(), op.machine_number()) {
        (Some(n), _) => format!("target#{n}"),
        (_, Some(n)) => format!("machine#{n}"),
        _ => format!("opcode#{}", op.0),
    }
}

fn result_types(dag: &SelectionDAG, n: NodeId) -> String {
    dag.node_vts(n).iter().map(|vt| vt.to_string()).collect::<Vec<_>>().join(",")
}

fn mem_text(kind: &str, mem: &MemInfo) -> String {
    let volatile = if mem.volatile { "volatile " } else { "" };
    format!("({volatile}{kind} {}, align {})", mem.mem_vt.store_size(), mem.align)
}

/// The node's name with its data: `Constant<5>`, `load<(load 4, align 4), sext from i8>`.
fn name_with_data(dag: &SelectionDAG, n: NodeId, cx: &DumpContext) -> String {
    let node = dag.node(n);
    let mut s = opcode_name(node.opcode, cx);
    match node.data {
        NodeData::None => {}
        NodeData::Constant(v) => {
            let vt = dag.node_vts(n)[0];
            let bits = vt.scalar_size_bits() as u32;
            let signed = if bits > 0 && bits < 128 && v >> (bits - 1) & 1 == 1 {
                (v as i128) - (1i128 << bits)
            } else {
                v as i128
            };
            let _ = write!(s, "<{signed}>");
        }
        NodeData::WideConstant(i) => {
            // Hexadecimal, most significant word first.
            let limbs = dag.wide_constant_limbs(i);
            let top = limbs.iter().rposition(|&w| w != 0).unwrap_or(0);
            let _ = write!(s, "<0x{:x}", limbs[top]);
            for w in limbs[..top].iter().rev() {
                let _ = write!(s, "{w:016x}");
            }
            s.push('>');
        }
        NodeData::ConstantFp(bits) => {
            let _ = write!(s, "<0x{bits:x}>");
        }
        NodeData::Register(r) => match r.virt_index() {
            Some(i) => {
                let _ = write!(s, " %{i}");
            }
            None => {
                let _ = write!(s, " ${}", r.0);
            }
        },
        NodeData::RegisterMask(set) => {
            let _ = write!(s, "<csr#{set}>");
        }
        NodeData::FrameIndex(fi) => {
            let _ = write!(s, "<{fi}>");
        }
        NodeData::Global { global, offset, .. } => {
            let name = match cx.module.and_then(|m| m.global_name(global)) {
                Some(bytes) => String::from_utf8_lossy(bytes).into_owned(),
                None => global.0.to_string(),
            };
            let _ = write!(s, "<@{name}> {offset}");
        }
        NodeData::Symbol { index: i, .. } => {
            let _ = write!(s, "<'{}'>", dag.symbol_name(i));
        }
        NodeData::BasicBlock(b) => {
            let name = cx
                .module
                .zip(cx.function)
                .and_then(|(m, f)| {
                    f.blocks[b.index()].name.map(|sym| String::from_utf8_lossy(m.symbols.bytes(sym)).into_owned())
                })
                .unwrap_or_else(|| format!("bb{}", b.0));
            let _ = write!(s, "<%{name}>");
        }
        NodeData::BlockAddress { block, offset, .. } => {
            let _ = write!(s, "<bb{block}> {offset}");
        }
        NodeData::JumpTable(index) | NodeData::ConstantPool(index) => {
            let _ = write!(s, "<{index}>");
        }
        NodeData::CondCode(cc) => s = format!("set{}", cc.name()),
        NodeData::ValueType(vt) => {
            let _ = write!(s, ":{vt}");
        }
        NodeData::Load { ext, mem } => {
            let ext = match ext {
                ExtType::NonExt => String::new(),
                ExtType::AnyExt => format!(", anyext from {}", mem.mem_vt),
                ExtType::SignExt => format!(", sext from {}", mem.mem_vt),
                ExtType::ZeroExt => format!(", zext from {}", mem.mem_vt),
            };
            let _ = write!(s, "<{}{ext}>", mem_text("load", &mem));
        }
        NodeData::Store { truncating, mem } => {
            let trunc = if truncating { format!(", trunc to {}", mem.mem_vt) } else { String::new() };
            let _ = write!(s, "<{}{trunc}>", mem_text("store", &mem));
        }
    }
    for (bit, name) in [(NodeFlags::NUW, "nuw"), (NodeFlags::NSW, "nsw"), (NodeFlags::EXACT, "exact")] {
        if node.flags.has(bit) {
            let _ = write!(s, " {name}");
        }
    }
    s
}

fn operand_text(dag: &SelectionDAG, v: SDValue, cx: &DumpContext) -> String {
    if is_inline_leaf(dag, v.node) {
        let name = name_with_data(dag, v.node, cx);
        // `Constant<5>` becomes `Constant:i32<5>`: the type goes after the opcode name.
        let types = result_types(dag, v.node);
        return match name.find(['<', ' ', ':']) {
            Some(i) if !name.starts_with("set") => format!("{}:{types}{}", &name[..i], &name[i..]),
            _ => format!("{name}:{types}"),
        };
    }
    if v.result == 0 {
        format!("t{}", v.node.0)
    } else {
        format!("t{}:{}", v.node.0, v.result)
    }
}

/// One node as a dump line (without indentation).
pub fn node_line(dag: &SelectionDAG, n: NodeId, cx: &DumpContext) -> String {
    let mut line = format!("t{}: {} = {}", n.0, result_types(dag, n), name_with_data(dag, n, cx));
    let ops: Vec<String> = dag.operands(n).map(|v| operand_text(dag, v, cx)).collect();
    if !ops.is_empty() {
        line.push(' ');
        line.push_str(&ops.join(", "));
    }
    line
}

/// The whole DAG, one node per line in topological order, then the root.
pub fn dump(dag: &SelectionDAG, cx: &DumpContext) -> String {
    let mut out = String::new();
    let order: Vec<NodeId> = dag.topological_order().into_iter().filter(|&n| !is_inline_leaf(dag, n)).collect();
    let _ = writeln!(out, "SelectionDAG has {} nodes:", dag.num_live_nodes());
    for n in order {
        let _ = writeln!(out, "  {}", node_line(dag, n, cx));
    }
    let _ = writeln!(out, "root: {}", operand_text(dag, dag.root, cx));
    out
}

fn dot_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if matches!(c, '<' | '>' | '{' | '}' | '|' | '"' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// The DAG as a Graphviz digraph titled `title`: one record per node with its operand ports
/// on top, name in the middle and result types below.
pub fn to_dot(dag: &SelectionDAG, title: &str, cx: &DumpContext) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "digraph \"{}\" {{", dot_escape(title));
    let _ =
        writeln!(out, "  label=\"{}\";\n  rankdir=BT;\n  node [shape=record, fontname=Courier];", dot_escape(title));
    for n in dag.topological_order() {
        let ports: Vec<String> = (0..dag.num_operands(n)).map(|i| format!("<in{i}> {i}")).collect();
        let results: Vec<String> = dag
            .node_vts(n)
            .iter()
            .enumerate()
            .map(|(i, vt)| format!("<out{i}> {}", dot_escape(&vt.to_string())))
            .collect();
        let name = dot_escape(&format!("t{}: {}", n.0, name_with_data(dag, n, cx)));
        let top = if ports.is_empty() { String::new() } else { format!("{{{}}}|", ports.join("|")) };
        let _ = writeln!(out, "  n{} [label=\"{{{top}{name}|{{{}}}}}\"];", n.0, results.join("|"));
        for (i, v) in dag.operands(n).enumerate() {
            let style = match dag.value_type(v) {
                Evt::OTHER => " [color=blue, style=dashed]",
                Evt::GLUE => " [color=red]",
                _ => "",
            };
            let _ = writeln!(out, "  n{}:in{i} -> n{}:out{}{style};", n.0, v.node.0, v.result);
        }
    }
    let _ = writeln!(
        out,
        "  root [shape=plaintext, label=\"root\"];\n  root -> n{}:out{} [color=blue, style=dashed];",
        dag.root.node.0, dag.root.result
    );
    out.push_str("}\n");
    out
}

/// Writes [`to_dot`] to `dir/FUNCTION.STAGE.dot` and returns the path.
pub fn write_dot_file(
    dag: &SelectionDAG,
    dir: &std::path::Path,
    function: &str,
    stage: &str,
    cx: &DumpContext,
) -> std::io::Result<std::path::PathBuf> {
    let path = dir.join(format!("{function}.{stage}.dot"));
    std::fs::write(&path, to_dot(dag, &format!("{stage} for '{function}'"), cx))?;
    Ok(path)
}
