//! Predicates that a target's pattern fragments (`PatFrag`s in its `.td`) call on kiln's load
//! and store nodes, which carry their extension or truncation in the node's data rather than
//! in the opcode: which kind of load or store a node is, by memory width. Target-independent,
//! so every target's patterns share them.

use super::{ExtType, NodeData, NodeId, SelectionDAG};

/// A load of `width` bits from memory with extension `kind`: 0 none or any (the high bits are
/// unspecified), 1 sign, 2 zero.
pub fn is_load_of(dag: &SelectionDAG, n: NodeId, kind: u8, width: u64) -> bool {
    let NodeData::Load { ext, mem } = dag.node(n).data else { return false };
    let kind_matches = match kind {
        0 => matches!(ext, ExtType::NonExt | ExtType::AnyExt),
        1 => ext == ExtType::SignExt,
        _ => ext == ExtType::ZeroExt,
    };
    kind_matches && mem.mem_vt.size_bits() == width
}

/// A store of `width` bits to memory (the whole value, or its truncation to `width`).
pub fn is_store_of(dag: &SelectionDAG, n: NodeId, width: u64) -> bool {
    matches!(dag.node(n).data, NodeData::Store { mem, .. } if mem.mem_vt.size_bits() == width)
}
