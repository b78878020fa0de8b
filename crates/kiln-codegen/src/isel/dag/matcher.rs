//! The matcher-table format shared by `kiln tblgen -gen-dag-isel` and the select phase, and the
//! hooks a target's generated code supplies.
//!
//! A matcher table is a byte program: [`op`] lists its instructions, numbers are VBR-encoded
//! ([`read_vbr`]: 7 bits per byte, high bit set on every byte but the last; signed numbers are
//! zigzag-encoded). The table starts with a `SWITCH_OPCODE` over the root node's opcode; inside,
//! `SCOPE`s list alternatives tried in order (backtracking on failure), `CHECK_*` ops test the
//! current node, `RECORD_*` ops remember values, `EMIT_*` ops build machine nodes and
//! `COMPLETE_MATCH`/`MORPH_NODE_TO` replace the matched node. The interpreter is
//! [`super::select::select_dag`]; the generator lives in kiln-tablegen (`backends/dag_isel`).

use super::graph::SelectionDAG;
use super::node::{NodeId, SDValue};
use super::opcodes::Isd;

pub use super::select::select_dag;

/// The matcher-table instructions (operands in brackets; `vbr` numbers, `u8` single bytes).
pub mod op {
    /// Defines each constant and `NAMED`, the constants by name.
    macro_rules! named_constants {
        ($($(#[$doc:meta])* $name:ident = $value:expr,)*) => {
            $($(#[$doc])* pub const $name: u8 = $value;)*
            const NAMED: &[(&str, u8)] = &[$((stringify!($name), $name)),*];
        };
    }

    named_constants! {
        /// `[size vbr, child...]* 0`: try each child in order; a failing child resumes at the next.
        SCOPE = 0,
        /// `[size vbr, opcode u16, child...]* 0`: the child for the current node's opcode.
        SWITCH_OPCODE = 1,
        /// `[size vbr, mvt u8, child...]* 0`: the child for the current node's first result type.
        SWITCH_TYPE = 2,
        /// Records the current node (result 0).
        RECORD_NODE = 3,
        /// `[operand u8]`: records that operand of the current node.
        RECORD_CHILD = 4,
        /// `[operand u8]`: the operand becomes the current node.
        MOVE_CHILD = 5,
        MOVE_PARENT = 6,
        /// Remembers the current node's glue operand (its last operand, when it is glue).
        CAPTURE_GLUE_INPUT = 7,
        /// `[record u8]`: the current node is the recorded value.
        CHECK_SAME = 8,
        /// `[predicate vbr]`: a subtarget/pattern predicate holds.
        CHECK_PATTERN_PREDICATE = 9,
        /// `[predicate vbr]`: a node predicate holds for the current node.
        CHECK_PREDICATE = 10,
        /// `[opcode u16]`
        CHECK_OPCODE = 11,
        /// `[result u8, mvt u8]`: the current node's result type.
        CHECK_TYPE = 12,
        /// `[operand u8, mvt u8]`
        CHECK_CHILD_TYPE = 13,
        /// `[value zigzag vbr]`: the current node is that constant.
        CHECK_INTEGER = 14,
        /// `[operand u8, value zigzag vbr]`
        CHECK_CHILD_INTEGER = 15,
        /// `[operand u8, cond u8]`: the operand is that condition code.
        CHECK_CHILD_COND_CODE = 16,
        /// `[operand u8, mvt u8]`: the operand is that ValueType node.
        CHECK_CHILD_VALUE_TYPE = 17,
        /// `[pattern vbr, record u8]`: runs a ComplexPattern selector on a recorded value (with the
        /// node being selected as its root) and records the operands it produces.
        CHECK_COMPLEX_PAT = 18,
        /// The current chained node may be folded into the root: its value has one use and
        /// folding it creates no cycle.
        CHECK_FOLDABLE_CHAIN_NODE = 19,
        /// `[mvt u8, value zigzag vbr]`: records a TargetConstant.
        EMIT_INTEGER = 20,
        /// `[mvt u8, register vbr]`: records a Register node (0: no register).
        EMIT_REGISTER = 21,
        /// `[record u8]`: records the Target* form of a recorded constant/address/frame index.
        EMIT_CONVERT_TO_TARGET = 22,
        /// `[count u8, record u8...]`: the matched chained nodes; their input chains become the
        /// input chain of the new nodes.
        EMIT_MERGE_INPUT_CHAINS = 23,
        /// `[record u8, register vbr]`: copies a recorded value to a physical register, glued to
        /// the next emitted node.
        EMIT_COPY_TO_REG = 24,
        /// `[xform vbr, record u8]`: records the transform of a recorded node.
        EMIT_NODE_XFORM = 25,
        /// `[opcode vbr, flags u8, (fixed operands u8 if VARIADIC), count u8, mvt u8..., count u8,
        /// record u8...]`: builds a machine node and records its value results.
        EMIT_NODE = 26,
        /// Like `EMIT_NODE`, then completes the match with all the node's value results.
        MORPH_NODE_TO = 27,
        /// `[count u8, record u8...]`: replaces the root's value results by recorded values.
        COMPLETE_MATCH = 28,

        /// `EMIT_NODE` flags.
        FLAG_CHAIN = 1,
        FLAG_GLUE_IN = 2,
        FLAG_GLUE_OUT = 4,
        FLAG_VARIADIC = 8,
    }

    /// The operation or flag whose constant is named `name`, for a table kept by name
    /// (kiln-tablegen's `Table::resolve`).
    pub fn by_name(name: &str) -> Option<u8> {
        NAMED.iter().find(|(n, _)| *n == name).map(|&(_, v)| v)
    }
}

/// The opcode number of the generic node named `td_name` in `.td` files (`"ADD"` for
/// `ISD::ADD`); generated tables call it in constants, so an unknown name fails the build.
pub const fn isd_number(td_name: &str) -> u16 {
    let mut i = 0;
    while i < Isd::ALL.len() {
        if str_eq(Isd::ALL[i].td_name(), td_name) {
            return Isd::ALL[i] as u16;
        }
        i += 1;
    }
    panic!("the matcher table names an ISD node that kiln's Isd does not have")
}

const fn str_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// The first table byte of a 16-bit opcode (little-endian).
pub const fn lo(v: u32) -> u8 {
    v as u8
}

/// The second table byte of a 16-bit opcode.
pub const fn hi(v: u32) -> u8 {
    (v >> 8) as u8
}

/// The value of a Constant/TargetConstant node sign-extended from its type's width: the `imm`
/// of `ImmLeaf` predicates.
pub fn immediate_value(dag: &SelectionDAG, n: NodeId) -> i64 {
    let raw = dag.constant_value(SDValue::new(n, 0)).unwrap_or(0);
    let bits = dag.node_vts(n).first().map_or(64, |vt| vt.scalar_size_bits().clamp(1, 64)) as u32;
    let shift = 64 - bits;
    ((raw as u64 as i64) << shift) >> shift
}

/// Reads a VBR number at `*at`, advancing past it.
pub fn read_vbr(table: &[u8], at: &mut usize) -> Result<u64, String> {
    let mut value = 0u64;
    let mut shift = 0;
    loop {
        let byte = *table.get(*at).ok_or_else(|| format!("matcher table ends inside a number at byte {at}"))?;
        *at += 1;
        if shift >= 64 {
            return Err(format!("matcher table number too long before byte {at}"));
        }
        value |= u64::from(byte & 0x7f) << shift;
        if byte & 0x80 == 0 {
            return Ok(value);
        }
        shift += 7;
    }
}

/// Appends `value` VBR-encoded.
pub fn write_vbr(out: &mut Vec<u8>, mut value: u64) {
    while value >= 0x80 {
        out.push((value as u8 & 0x7f) | 0x80);
        value >>= 7;
    }
    out.push(value as u8);
}

/// Signed numbers are stored zigzag-encoded (0, -1, 1, -2, ... → 0, 1, 2, 3, ...).
pub fn zigzag(v: i64) -> u64 {
    ((v << 1) ^ (v >> 63)) as u64
}

pub fn unzigzag(v: u64) -> i64 {
    ((v >> 1) as i64) ^ -((v & 1) as i64)
}

/// What a target's generated selector (and its hand-written parts) supply to the interpreter.
/// Indices are the ones the generator numbered in the table.
pub trait MatcherHooks {
    /// Node predicate `index` (a PatFrag/PatLeaf/ImmLeaf predicate) on the node `n`.
    fn node_predicate(&self, dag: &SelectionDAG, n: NodeId, index: u32) -> bool;
    /// Pattern predicate `index` (the subtarget conditions of a pattern).
    fn pattern_predicate(&self, index: u32) -> bool;
    /// ComplexPattern `index` on value `v` with `root` the node being selected; pushes its
    /// operands on `out` and returns whether it matched.
    fn complex_pattern(&self, dag: &mut SelectionDAG, index: u32, root: NodeId, v: SDValue, out: &mut Vec<SDValue>) -> bool;
    /// SDNodeXForm `index` applied to node `n`.
    fn xform(&self, dag: &mut SelectionDAG, index: u32, n: NodeId) -> SDValue;
    /// Selects `n` by hand before the table is tried; `Ok(true)` when it did (and replaced `n`).
    fn select_manually(&self, dag: &mut SelectionDAG, n: NodeId) -> Result<bool, String>;
    /// The name of target DAG node `number` (`X86ISD::CMP`), for messages and dumps.
    fn target_node_name(&self, number: u32) -> Option<&'static str>;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vbr_round_trips() {
        for v in [0u64, 1, 127, 128, 255, 300, 16383, 16384, 1 << 40, u64::MAX] {
            let mut buf = Vec::new();
            write_vbr(&mut buf, v);
            let expected_len = if v == 0 { 1 } else { (64 - v.leading_zeros() as usize).div_ceil(7) };
            assert_eq!(buf.len(), expected_len, "length of {v}");
            let mut at = 0;
            assert_eq!(read_vbr(&buf, &mut at).unwrap(), v);
            assert_eq!(at, buf.len());
        }
        // 652 = 12 + 5 * 128: the example of the matcher-table notes.
        let mut buf = Vec::new();
        write_vbr(&mut buf, 652);
        assert_eq!(buf, [12 | 128, 5]);
    }

    #[test]
    fn vbr_truncated_is_an_error() {
        let mut at = 0;
        assert!(read_vbr(&[0x80, 0x81], &mut at).is_err());
    }

    #[test]
    fn zigzag_round_trips() {
        for v in [0i64, -1, 1, -2, 2, i64::MIN, i64::MAX, -1000] {
            assert_eq!(unzigzag(zigzag(v)), v);
        }
        assert_eq!(zigzag(-1), 1);
        assert_eq!(zigzag(1), 2);
    }
}
