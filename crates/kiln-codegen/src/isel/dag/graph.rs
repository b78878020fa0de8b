//! [`SelectionDAG`]: the per-basic-block graph of nodes, with CSE, use lists,
//! replace-all-uses and dead-node removal.
//!
//! Nodes live in an arena indexed by [`NodeId`]; operands live in one pool of slots, each slot
//! also a link of the doubly linked use list of the node it names. Identical nodes (opcode,
//! result types, operands, data) are created once: a hash map from the node hash to a chain
//! of nodes with that hash finds them without allocating keys. Nodes producing glue are never
//! merged. [`SelectionDAG::clear`] empties everything but keeps the allocations for the next block
//! (and the interned lists of result types, which only ids name).
//! The topological order is kept until the graph changes: the phases of a block each start
//! from it, and most leave the graph as it was at -O0.

use super::node::*;
use super::block_values::BlockValues;
use super::debug_values::DagDebugValue;
use crate::mir::ConstantPoolEntry;
use super::opcodes::{CondCode, Isd, Opcode};
use crate::target::value_types::{Evt, Mvt};
use kiln_ir::{BlockId, GlobalId, MdId};
use rustc_hash::{FxHashMap, FxHasher};
use std::cell::RefCell;
use std::hash::{Hash, Hasher};

/// The SelectionDAG of one basic block.
#[derive(Debug, Default)]
pub struct SelectionDAG {
    nodes: Vec<Node>,
    slots: Vec<OperandSlot>,
    vt_pool: Vec<Evt>,
    /// `(start, len)` in `vt_pool` per [`VTListId`].
    vt_lists: Vec<(u32, u32)>,
    vt_map: FxHashMap<Box<[Evt]>, VTListId>,
    /// The list of one simple type, by `Mvt` number (`u32::MAX`: not made yet): most lists
    /// are one type, found here without hashing.
    single_vt: Vec<u32>,
    /// Users collected by [`rewrite_uses`](Self::rewrite_uses) and the operands it re-hashes
    /// (or the chains [`token_factor`](Self::token_factor) merges), kept for their allocations.
    scratch_users: Vec<NodeId>,
    scratch_ops: Vec<SDValue>,
    /// The worklist of [`remove_dead_nodes`](Self::remove_dead_nodes), kept for its allocation.
    scratch_dead: Vec<NodeId>,
    /// CSE hash -> first node of the chain of nodes with that hash.
    cse: FxHashMap<u64, u32>,
    symbols: Vec<Box<str>>,
    symbol_map: FxHashMap<Box<str>, u32>,
    /// Limbs of the constants wider than 128 bits (`(start, len)` in `wide_limbs` per index),
    /// interned so that equal constants are one node.
    wide_limbs: Vec<u64>,
    wide_constants: Vec<(u32, u32)>,
    wide_map: FxHashMap<Box<[u64]>, u32>,
    /// The last [`topological_order`](Self::topological_order) while the graph is unchanged,
    /// with the buffers that compute it.
    topo: RefCell<TopoCache>,
    /// The last node of the chain of side effects (what the block's code must compute).
    pub root: SDValue,
    /// The IR position new nodes are attributed to ([`Node::ir_order`](super::node::Node::ir_order)):
    /// the instruction being built, 0 for none (the arguments).
    pub current_order: u32,
    /// The source location (`!dbg` `DILocation`) new nodes carry.
    pub current_loc: Option<MdId>,
    /// The [`Node::loc_source`] of the node new nodes replace.
    current_loc_source: Option<NodeId>,
    /// At -O0, each request of a shared constant or frame address ([`Node::loc_source`]):
    /// the node, the IR position and the source location of the instruction that asked for it.
    pub shared_leaf_requests: Vec<(NodeId, u32, Option<MdId>)>,
    /// Whether the block is compiled above -O0, where a shared constant or frame address is
    /// not located per reader as llc -O0 locates it ([`shared_leaf_requests`](Self::shared_leaf_requests)).
    pub optimizing: bool,
    /// Whether the block is scheduled in IR order (at -O0, and above where the target's
    /// scheduling policy follows the source): then the nodes combines, legalization and
    /// selection make take the IR position of the node they replace.
    pub source_order: bool,
    /// Which of the target's subtargets the function is compiled for (the index
    /// [`SelectionDagTarget::function_subtarget`](super::selector::SelectionDagTarget::function_subtarget)
    /// gave it; 0 is the module's own): its lowering and pattern predicates read the
    /// function's instruction-set features from it.
    pub subtarget: u32,
    /// The value of each IR instruction and argument of the block being built (kept across
    /// [`clear`](Self::clear): starting a block forgets them).
    pub values: BlockValues,
    /// The block's `llvm.dbg.value`s, beside the graph (replacing a node moves its own).
    pub debug_values: Vec<DagDebugValue>,
    /// Per virtual register another block of the function wrote, the bits known to be zero
    /// in every value written to it (kept across [`clear`](Self::clear), forgotten by
    /// [`start_function`](Self::start_function)); `combine::record_live_out_known_zero`.
    live_out_known_zero: FxHashMap<Reg, u128>,
    /// The constant-pool entries of the function (kept across [`clear`](Self::clear), taken by
    /// [`take_constant_pool`](Self::take_constant_pool) when the function is done).
    constant_pool: Vec<ConstantPoolEntry>,
}

impl SelectionDAG {
    pub fn new() -> SelectionDAG {
        let mut dag = SelectionDAG { source_order: true, ..SelectionDAG::default() };
        dag.clear();
        dag
    }

    /// Removes every node, keeping the allocations, and creates a fresh entry token.
    pub fn clear(&mut self) {
        self.nodes.clear();
        self.slots.clear();
        self.cse.clear();
        self.symbols.clear();
        self.symbol_map.clear();
        self.wide_limbs.clear();
        self.wide_constants.clear();
        self.wide_map.clear();
        self.topo.get_mut().valid = false;
        self.current_order = 0;
        self.current_loc = None;
        self.current_loc_source = None;
        self.shared_leaf_requests.clear();
        self.debug_values.clear();
        let vts = self.vt_list(&[Evt::OTHER]);
        let entry = self.get_node(Isd::EntryToken.into(), vts, &[], NodeData::None);
        self.root = SDValue::new(entry, 0);
    }

    /// At -O0, the constants and addresses that compare `cmp` reads take location `loc` for
    /// `cmp`: llc -O0 selects a compare that only its branch reads together with the branch,
    /// and what it puts in registers for the compare gets the branch's line. A leaf only
    /// `cmp` reads is moved; a shared one gets a request at `cmp`'s IR position (the emitter
    /// gives each reader the last request at or before it).
    pub fn locate_compare_leaves(&mut self, cmp: NodeId, loc: Option<MdId>) {
        let order = self.nodes[cmp.index()].ir_order;
        for k in 0..self.num_operands(cmp) {
            let leaf = self.operand(cmp, k).node;
            let leaf_op = self.opcode(leaf);
            if !(leaf_op.is(Isd::Constant) || leaf_op.is(Isd::ConstantFp) || leaf_op.is(Isd::GlobalAddress) || leaf_op.is(Isd::FrameIndex)) {
                continue;
            }
            let only_cmp = self.users(leaf).all(|(user, _)| user == cmp);
            let node = &mut self.nodes[leaf.index()];
            if node.loc_source.is_none() && only_cmp {
                node.debug_loc = loc;
                continue;
            }
            if node.loc_source.is_none() {
                node.loc_source = Some(leaf);
                self.shared_leaf_requests.push((leaf, node.ir_order, node.debug_loc));
            }
            self.shared_leaf_requests.push((leaf, order, loc));
        }
    }

    /// Gives the nodes made from now on the source location of node `n`, which they replace
    /// or implement (selection, legalization, combines), and where the schedule follows IR
    /// order ([`source_order`](Self::source_order)) also its IR position, so a constant
    /// materialised for a call does not move to the block's start. Otherwise the IR position
    /// is only the scheduler's last tie-break and new nodes keep the current one.
    pub fn locate_new_nodes_at(&mut self, n: NodeId) {
        let node = &self.nodes[n.index()];
        self.current_loc = node.debug_loc;
        self.current_loc_source = node.loc_source;
        if self.source_order {
            self.current_order = node.ir_order;
        }
    }

    /// Ends a run of [`locate_new_nodes_at`](Self::locate_new_nodes_at): nodes made from now on
    /// have no shared location.
    pub fn end_locating_new_nodes(&mut self) {
        self.current_loc_source = None;
    }

    /// The entry token: the chain every block starts from.
    #[inline]
    pub fn entry(&self) -> SDValue {
        SDValue::new(NodeId(0), 0)
    }

    // ---- value type lists ------------------------------------------------------------

    pub fn vt_list(&mut self, vts: &[Evt]) -> VTListId {
        let single = match vts {
            [Evt::Simple(m)] => Some(*m as usize),
            _ => None,
        };
        if let Some(&id) = single.and_then(|m| self.single_vt.get(m)).filter(|&&id| id != u32::MAX) {
            return VTListId(id);
        }
        let id = match self.vt_map.get(vts) {
            Some(&id) => id,
            None => {
                let id = VTListId(self.vt_lists.len() as u32);
                self.vt_lists.push((self.vt_pool.len() as u32, vts.len() as u32));
                self.vt_pool.extend_from_slice(vts);
                self.vt_map.insert(vts.into(), id);
                id
            }
        };
        if let Some(m) = single {
            if self.single_vt.len() <= m {
                self.single_vt.resize(m + 1, u32::MAX);
            }
            self.single_vt[m] = id.0;
        }
        id
    }

    #[inline]
    pub fn vts(&self, id: VTListId) -> &[Evt] {
        let (start, len) = self.vt_lists[id.0 as usize];
        &self.vt_pool[start as usize..(start + len) as usize]
    }

    /// The result types of a node.
    #[inline]
    pub fn node_vts(&self, n: NodeId) -> &[Evt] {
        self.vts(self.nodes[n.index()].vts)
    }

    /// The type of one value.
    #[inline]
    pub fn value_type(&self, v: SDValue) -> Evt {
        self.node_vts(v.node)[v.result as usize]
    }

    // ---- reading nodes ---------------------------------------------------------------

    #[inline]
    pub fn node(&self, n: NodeId) -> &Node {
        &self.nodes[n.index()]
    }

    #[inline]
    pub fn opcode(&self, n: NodeId) -> Opcode {
        self.nodes[n.index()].opcode
    }

    #[inline]
    pub fn num_operands(&self, n: NodeId) -> usize {
        self.nodes[n.index()].num_operands as usize
    }

    #[inline]
    pub fn operand(&self, n: NodeId, i: usize) -> SDValue {
        self.operand_slots(n)[i].value
    }

    #[inline]
    pub fn operands(&self, n: NodeId) -> impl Iterator<Item = SDValue> + '_ {
        self.operand_slots(n).iter().map(|s| s.value)
    }

    #[inline]
    fn operand_slots(&self, n: NodeId) -> &[OperandSlot] {
        let node = &self.nodes[n.index()];
        &self.slots[node.first_operand as usize..(node.first_operand + node.num_operands) as usize]
    }

    /// Every live node, in creation order.
    pub fn node_ids(&self) -> impl Iterator<Item = NodeId> + '_ {
        (0..self.nodes.len() as u32).map(NodeId).filter(|n| !self.nodes[n.index()].deleted)
    }

    /// One more than the highest node id made so far (dense per-node tables use this size).
    pub fn node_capacity(&self) -> usize {
        self.nodes.len()
    }

    pub fn num_live_nodes(&self) -> usize {
        self.node_ids().count()
    }

    /// The nodes using some result of `n`, once per operand slot, most recent first.
    #[inline]
    pub fn users(&self, n: NodeId) -> impl Iterator<Item = (NodeId, SDValue)> + '_ {
        let mut slot = self.nodes[n.index()].first_use;
        std::iter::from_fn(move || {
            (slot != NONE).then(|| {
                let s = &self.slots[slot as usize];
                slot = s.next_use;
                (s.user, s.value)
            })
        })
    }

    #[inline]
    pub fn has_uses(&self, n: NodeId) -> bool {
        self.nodes[n.index()].first_use != NONE
    }

    /// How many operand slots use this value.
    pub fn value_use_count(&self, v: SDValue) -> usize {
        self.users(v.node).filter(|(_, used)| *used == v).count()
    }

    /// The name of an ExternalSymbol node's symbol.
    pub fn symbol_name(&self, index: u32) -> &str {
        &self.symbols[index as usize]
    }

    /// The constant value of a Constant/TargetConstant node of at most 128 bits (`None` for
    /// wider constants: see [`constant_limbs`](Self::constant_limbs)).
    #[inline]
    pub fn constant_value(&self, v: SDValue) -> Option<u128> {
        match self.nodes[v.node.index()].data {
            NodeData::Constant(c) => Some(c),
            _ => None,
        }
    }

    /// The limbs (little-endian 64-bit words, `ceil(bits / 64)` of them) of interned wide
    /// constant `index`.
    pub fn wide_constant_limbs(&self, index: u32) -> &[u64] {
        let (start, len) = self.wide_constants[index as usize];
        &self.wide_limbs[start as usize..(start + len) as usize]
    }

    /// The value of any integer Constant node as little-endian 64-bit limbs covering its
    /// width (allocates: for the rare paths that handle constants of every width).
    pub fn constant_limbs(&self, v: SDValue) -> Option<Vec<u64>> {
        let bits = self.value_type(v).scalar_size_bits();
        let words = bits.div_ceil(64).max(1) as usize;
        match self.nodes[v.node.index()].data {
            NodeData::Constant(c) => {
                let mut limbs = vec![0u64; words];
                limbs[0] = c as u64;
                if words > 1 {
                    limbs[1] = (c >> 64) as u64;
                }
                Some(limbs)
            }
            NodeData::WideConstant(i) => Some(self.wide_constant_limbs(i).to_vec()),
            _ => None,
        }
    }

    // ---- creating nodes --------------------------------------------------------------

    fn cse_hash(opcode: Opcode, vts: VTListId, ops: &[SDValue], data: &NodeData) -> u64 {
        let mut h = FxHasher::default();
        opcode.hash(&mut h);
        vts.hash(&mut h);
        ops.hash(&mut h);
        data.hash(&mut h);
        h.finish()
    }

    /// Not the entry token, nor a node with glue, nor the start of a call sequence (two calls
    /// hanging off the same chain, such as two library calls off the entry token, each need
    /// their own: LLVM's CALLSEQ_START has a glue result for this).
    fn is_cse_able(&self, opcode: Opcode, vts: VTListId) -> bool {
        !opcode.is(Isd::EntryToken) && !opcode.is(Isd::CallseqStart) && !self.vts(vts).contains(&Evt::GLUE)
    }

    fn find_cse(&self, hash: u64, opcode: Opcode, vts: VTListId, ops: &[SDValue], data: &NodeData) -> Option<NodeId> {
        let mut cur = *self.cse.get(&hash)?;
        while cur != NONE {
            let node = &self.nodes[cur as usize];
            if node.opcode == opcode
                && node.vts == vts
                && node.data == *data
                && node.num_operands as usize == ops.len()
                && self.operand_slots(NodeId(cur)).iter().zip(ops).all(|(s, o)| s.value == *o)
            {
                return Some(NodeId(cur));
            }
            cur = node.cse_next;
        }
        None
    }

    fn cse_link(&mut self, n: NodeId, hash: u64) {
        let head = self.cse.insert(hash, n.0).unwrap_or(NONE);
        let node = &mut self.nodes[n.index()];
        node.cse_next = head;
        node.cse_hash = hash;
        node.in_cse = true;
    }

    fn cse_unlink(&mut self, n: NodeId) {
        if !self.nodes[n.index()].in_cse {
            return;
        }
        let (hash, next) = (self.nodes[n.index()].cse_hash, self.nodes[n.index()].cse_next);
        self.nodes[n.index()].in_cse = false;
        let head = self.cse[&hash];
        if head == n.0 {
            if next == NONE {
                self.cse.remove(&hash);
            } else {
                self.cse.insert(hash, next);
            }
            return;
        }
        let mut cur = head;
        while self.nodes[cur as usize].cse_next != n.0 {
            cur = self.nodes[cur as usize].cse_next;
        }
        self.nodes[cur as usize].cse_next = next;
    }

    /// The node with these properties: an existing identical node, or a new one.
    pub fn get_node(&mut self, opcode: Opcode, vts: VTListId, ops: &[SDValue], data: NodeData) -> NodeId {
        self.get_node_flags(opcode, vts, ops, data, NodeFlags::default())
    }

    /// [`get_node`](Self::get_node) with arithmetic flags; a merged node keeps only the flags
    /// both requests had.
    pub fn get_node_flags(
        &mut self,
        opcode: Opcode,
        vts: VTListId,
        ops: &[SDValue],
        data: NodeData,
        flags: NodeFlags,
    ) -> NodeId {
        let cse_able = self.is_cse_able(opcode, vts);
        let hash = Self::cse_hash(opcode, vts, ops, &data);
        if cse_able {
            if let Some(n) = self.find_cse(hash, opcode, vts, ops, &data) {
                let node = &mut self.nodes[n.index()];
                node.flags.0 &= flags.0;
                if !self.optimizing && ops.is_empty() && (node.loc_source.is_some() || node.debug_loc != self.current_loc) {
                    if node.loc_source.is_none() {
                        node.loc_source = Some(n);
                        self.shared_leaf_requests.push((n, node.ir_order, node.debug_loc));
                    }
                    self.shared_leaf_requests.push((n, self.current_order, self.current_loc));
                }
                // The merged node keeps the location of the earliest IR position it stands for.
                if self.current_order < node.ir_order {
                    node.debug_loc = self.current_loc;
                }
                node.ir_order = node.ir_order.min(self.current_order);
                return n;
            }
        }
        let id = NodeId(self.nodes.len() as u32);
        let first_operand = self.slots.len() as u32;
        self.topo.get_mut().valid = false;
        self.nodes.push(Node {
            opcode,
            vts,
            data,
            flags,
            ir_order: self.current_order,
            debug_loc: self.current_loc,
            first_operand,
            num_operands: ops.len() as u32,
            first_use: NONE,
            cse_next: NONE,
            cse_hash: 0,
            in_cse: false,
            deleted: false,
            loc_source: self.current_loc_source,
        });
        for &value in ops {
            let slot = self.slots.len() as u32;
            self.slots.push(OperandSlot { value, user: id, prev_use: NONE, next_use: NONE });
            self.link_use(slot);
        }
        if cse_able {
            self.cse_link(id, hash);
        }
        id
    }

    /// A node with one result of type `vt`.
    pub fn node1(&mut self, op: impl Into<Opcode>, vt: Evt, ops: &[SDValue]) -> SDValue {
        let vts = self.vt_list(&[vt]);
        SDValue::new(self.get_node(op.into(), vts, ops, NodeData::None), 0)
    }

    /// A node with one result and arithmetic flags.
    pub fn node1_flags(&mut self, op: impl Into<Opcode>, vt: Evt, ops: &[SDValue], flags: NodeFlags) -> SDValue {
        let vts = self.vt_list(&[vt]);
        SDValue::new(self.get_node_flags(op.into(), vts, ops, NodeData::None, flags), 0)
    }

    fn leaf(&mut self, op: Isd, vt: Evt, data: NodeData) -> SDValue {
        let vts = self.vt_list(&[vt]);
        SDValue::new(self.get_node(op.into(), vts, &[], data), 0)
    }

    /// An integer constant, truncated to the width of `vt` (zero-extended when `vt` is wider
    /// than 128 bits: use [`constant_signed`](Self::constant_signed) or
    /// [`constant_from_limbs`](Self::constant_from_limbs) for other values).
    pub fn constant(&mut self, value: u128, vt: Evt) -> SDValue {
        if vt.scalar_size_bits() > 128 && vt.is_integer() {
            return self.constant_from_limbs(&[value as u64, (value >> 64) as u64], vt);
        }
        self.leaf(Isd::Constant, vt, NodeData::Constant(truncate(value, vt)))
    }

    /// An integer constant sign-extended (or truncated) to the width of `vt`.
    pub fn constant_signed(&mut self, value: i128, vt: Evt) -> SDValue {
        let fill = if value < 0 { u64::MAX } else { 0 };
        let words = vt.scalar_size_bits().div_ceil(64).max(2) as usize;
        let mut limbs = vec![fill; words];
        limbs[0] = value as u64;
        limbs[1] = (value >> 64) as u64;
        self.constant_from_limbs(&limbs, vt)
    }

    /// The constant of integer type `vt` whose low bits are `limbs` (little-endian 64-bit
    /// words; missing high words are zero, bits beyond the width are dropped). Constants of
    /// at most 128 bits are ordinary [`NodeData::Constant`]s; wider ones are interned.
    pub fn constant_from_limbs(&mut self, limbs: &[u64], vt: Evt) -> SDValue {
        let bits = vt.scalar_size_bits();
        if bits <= 128 {
            let value =
                limbs.first().copied().unwrap_or(0) as u128 | (limbs.get(1).copied().unwrap_or(0) as u128) << 64;
            return self.leaf(Isd::Constant, vt, NodeData::Constant(truncate(value, vt)));
        }
        let words = bits.div_ceil(64) as usize;
        let mut canonical: Vec<u64> = (0..words).map(|i| limbs.get(i).copied().unwrap_or(0)).collect();
        if !bits.is_multiple_of(64) {
            canonical[words - 1] &= (1u64 << (bits % 64)) - 1;
        }
        let index = match self.wide_map.get(canonical.as_slice()) {
            Some(&i) => i,
            None => {
                let i = self.wide_constants.len() as u32;
                self.wide_constants.push((self.wide_limbs.len() as u32, words as u32));
                self.wide_limbs.extend_from_slice(&canonical);
                self.wide_map.insert(canonical.into_boxed_slice(), i);
                i
            }
        };
        self.leaf(Isd::Constant, vt, NodeData::WideConstant(index))
    }

    /// The integer constant of type `vt` with every bit set.
    pub fn all_ones(&mut self, vt: Evt) -> SDValue {
        self.constant_signed(-1, vt)
    }

    /// The integer constant of type `vt` with its low `bits` bits set.
    pub fn low_bits_mask(&mut self, bits: u64, vt: Evt) -> SDValue {
        let width = vt.scalar_size_bits();
        let words = width.div_ceil(64).max(1) as usize;
        let limbs: Vec<u64> = (0..words as u64)
            .map(|i| match bits.saturating_sub(64 * i) {
                0 => 0,
                b if b >= 64 => u64::MAX,
                b => (1u64 << b) - 1,
            })
            .collect();
        self.constant_from_limbs(&limbs, vt)
    }

    pub fn target_constant(&mut self, value: u128, vt: Evt) -> SDValue {
        self.leaf(Isd::TargetConstant, vt, NodeData::Constant(truncate(value, vt)))
    }

    pub fn constant_fp(&mut self, bits: u128, vt: Evt) -> SDValue {
        self.leaf(Isd::ConstantFp, vt, NodeData::ConstantFp(bits))
    }

    pub fn register(&mut self, reg: Reg, vt: Evt) -> SDValue {
        self.leaf(Isd::Register, vt, NodeData::Register(reg))
    }

    /// The registers preserved across a call: callee-saved set `set` of the target's register info.
    pub fn register_mask(&mut self, set: u16) -> SDValue {
        self.leaf(Isd::RegisterMask, Mvt::Untyped.into(), NodeData::RegisterMask(set))
    }

    pub fn frame_index(&mut self, index: i32, vt: Evt) -> SDValue {
        self.leaf(Isd::FrameIndex, vt, NodeData::FrameIndex(index))
    }

    pub fn global_address(&mut self, global: GlobalId, offset: i64, vt: Evt) -> SDValue {
        self.leaf(Isd::GlobalAddress, vt, NodeData::Global { global, offset, target_flags: 0 })
    }

    pub fn external_symbol(&mut self, name: &str, vt: Evt) -> SDValue {
        let index = match self.symbol_map.get(name) {
            Some(&i) => i,
            None => {
                let i = self.symbols.len() as u32;
                self.symbols.push(name.into());
                self.symbol_map.insert(name.into(), i);
                i
            }
        };
        self.leaf(Isd::ExternalSymbol, vt, NodeData::Symbol { index, target_flags: 0 })
    }

    /// `blockaddress(func, block)` (block: the index in the function's blocks).
    pub fn block_address(&mut self, func: GlobalId, block: u32, vt: Evt) -> SDValue {
        self.leaf(Isd::BlockAddress, vt, NodeData::BlockAddress { func, block, offset: 0, target_flags: 0 })
    }

    /// The address of the function's constant-pool entry holding `value` (IR constant text such
    /// as `<4 x i32> <i32 1, i32 2, i32 3, i32 4>`) at `alignment`: an equal entry is shared.
    pub fn constant_pool(&mut self, value: String, alignment: u64, vt: Evt) -> SDValue {
        let index = match self.constant_pool.iter().position(|e| e.value == value && e.alignment == alignment) {
            Some(i) => i,
            None => {
                self.constant_pool.push(ConstantPoolEntry { value, alignment, is_target_specific: false });
                self.constant_pool.len() - 1
            }
        };
        self.leaf(Isd::ConstantPool, vt, NodeData::ConstantPool(index as u32))
    }

    /// The function's constant pool so far, leaving it empty for the next function.
    pub fn take_constant_pool(&mut self) -> Vec<ConstantPoolEntry> {
        std::mem::take(&mut self.constant_pool)
    }

    /// Forgets what an earlier function left: constant-pool entries (of a function whose
    /// selection failed part-way) and the known bits of its registers.
    pub fn start_function(&mut self) {
        self.constant_pool.clear();
        self.live_out_known_zero.clear();
    }

    /// The bits known to be zero in every value other blocks wrote to virtual register `r`
    /// (0 when nothing is known: the register is not written yet, or written by a phi).
    pub fn live_out_known_zero(&self, r: Reg) -> u128 {
        self.live_out_known_zero.get(&r).copied().unwrap_or(0)
    }

    /// Records that the value a block writes to `r` has the bits `zero` zero; a register
    /// written in several places keeps the bits zero in all of them.
    pub fn set_live_out_known_zero(&mut self, r: Reg, zero: u128) {
        self.live_out_known_zero.entry(r).and_modify(|z| *z &= zero).or_insert(zero);
    }

    /// The address of jump table `index` of the function.
    pub fn jump_table(&mut self, index: u32, vt: Evt) -> SDValue {
        self.leaf(Isd::JumpTable, vt, NodeData::JumpTable(index))
    }

    pub fn basic_block(&mut self, block: BlockId) -> SDValue {
        self.leaf(Isd::BasicBlock, Evt::OTHER, NodeData::BasicBlock(block))
    }

    pub fn cond_code(&mut self, cc: CondCode) -> SDValue {
        self.leaf(Isd::CondCode, Evt::OTHER, NodeData::CondCode(cc))
    }

    pub fn value_type_node(&mut self, vt: Evt) -> SDValue {
        self.leaf(Isd::ValueType, Evt::OTHER, NodeData::ValueType(vt))
    }

    pub fn undef(&mut self, vt: Evt) -> SDValue {
        self.leaf(Isd::Undef, vt, NodeData::None)
    }

    /// `(chain, Register reg, value[, glue]) -> (ch, glue)`: the glue result lets a following
    /// node be scheduled right after the copy.
    pub fn copy_to_reg(&mut self, chain: SDValue, reg: Reg, value: SDValue, glue: Option<SDValue>) -> SDValue {
        let vt = self.value_type(value);
        let r = self.register(reg, vt);
        let vts = self.vt_list(&[Evt::OTHER, Evt::GLUE]);
        let mut ops = vec![chain, r, value];
        ops.extend(glue);
        SDValue::new(self.get_node(Isd::CopyToReg.into(), vts, &ops, NodeData::None), 0)
    }

    /// `(chain, Register reg) -> (vt, ch)`; result 0 is the value, result 1 the chain.
    pub fn copy_from_reg(&mut self, chain: SDValue, reg: Reg, vt: Evt) -> SDValue {
        let r = self.register(reg, vt);
        let vts = self.vt_list(&[vt, Evt::OTHER]);
        SDValue::new(self.get_node(Isd::CopyFromReg.into(), vts, &[chain, r], NodeData::None), 0)
    }

    /// `(chain, Register reg, glue) -> (vt, ch, glue)`: a copy that must directly follow the
    /// node producing `glue` (a call's results).
    pub fn copy_from_reg_glued(&mut self, chain: SDValue, reg: Reg, vt: Evt, glue: SDValue) -> SDValue {
        let r = self.register(reg, vt);
        let vts = self.vt_list(&[vt, Evt::OTHER, Evt::GLUE]);
        SDValue::new(self.get_node(Isd::CopyFromReg.into(), vts, &[chain, r, glue], NodeData::None), 0)
    }

    /// `CALLSEQ_START (chain, TargetConstant bytes, TargetConstant 0) -> ch`: stack space for
    /// `bytes` of outgoing arguments is reserved from here on.
    pub fn callseq_start(&mut self, chain: SDValue, bytes: u64, ptr_vt: Evt) -> SDValue {
        let size = self.target_constant(bytes as u128, ptr_vt);
        let zero = self.target_constant(0, ptr_vt);
        self.node1(Isd::CallseqStart, Evt::OTHER, &[chain, size, zero])
    }

    /// `CALLSEQ_END (chain, TargetConstant bytes, TargetConstant popped[, glue]) -> (ch, glue)`.
    pub fn callseq_end(
        &mut self,
        chain: SDValue,
        bytes: u64,
        popped: u64,
        ptr_vt: Evt,
        glue: Option<SDValue>,
    ) -> SDValue {
        let size = self.target_constant(bytes as u128, ptr_vt);
        let popped = self.target_constant(popped as u128, ptr_vt);
        let vts = self.vt_list(&[Evt::OTHER, Evt::GLUE]);
        let mut ops = vec![chain, size, popped];
        ops.extend(glue);
        SDValue::new(self.get_node(Isd::CallseqEnd.into(), vts, &ops, NodeData::None), 0)
    }

    /// One chain that depends on all of `chains` (repeats dropped; the chain itself when
    /// there is only one).
    pub fn token_factor(&mut self, chains: &[SDValue]) -> SDValue {
        // `scratch_ops` is free here: only `rewrite_uses` fills it, and nothing below calls it.
        let mut unique = std::mem::take(&mut self.scratch_ops);
        unique.clear();
        if chains.len() <= 16 {
            for &c in chains {
                if !unique.contains(&c) {
                    unique.push(c);
                }
            }
        } else {
            let mut seen = rustc_hash::FxHashSet::default();
            unique.extend(chains.iter().copied().filter(|c| seen.insert(*c)));
        }
        let chain = match unique[..] {
            [] => self.entry(),
            [one] => one,
            _ => self.node1(Isd::TokenFactor, Evt::OTHER, &unique),
        };
        self.scratch_ops = unique;
        chain
    }

    /// `(lhs, rhs, CondCode)` producing `vt`.
    pub fn setcc(&mut self, vt: Evt, lhs: SDValue, rhs: SDValue, cc: CondCode) -> SDValue {
        let c = self.cond_code(cc);
        self.node1(Isd::SetCc, vt, &[lhs, rhs, c])
    }

    /// `load (chain, ptr, undef offset) -> (vt, ch)`.
    pub fn load(&mut self, vt: Evt, chain: SDValue, ptr: SDValue, ext: ExtType, mem: MemInfo) -> SDValue {
        let offset_vt = self.value_type(ptr);
        let offset = self.undef(offset_vt);
        let vts = self.vt_list(&[vt, Evt::OTHER]);
        SDValue::new(self.get_node(Isd::Load.into(), vts, &[chain, ptr, offset], NodeData::Load { ext, mem }), 0)
    }

    /// `store (chain, value, ptr, undef offset) -> ch`; `truncating` when `mem.mem_vt` is
    /// narrower than the value.
    pub fn store(&mut self, chain: SDValue, value: SDValue, ptr: SDValue, truncating: bool, mem: MemInfo) -> SDValue {
        let offset_vt = self.value_type(ptr);
        let offset = self.undef(offset_vt);
        let vts = self.vt_list(&[Evt::OTHER]);
        let data = NodeData::Store { truncating, mem };
        SDValue::new(self.get_node(Isd::Store.into(), vts, &[chain, value, ptr, offset], data), 0)
    }

    /// `v` zero-extended or truncated to `vt` (itself when it already has that type).
    pub fn zext_or_trunc(&mut self, v: SDValue, vt: Evt) -> SDValue {
        self.ext_or_trunc(v, vt, Isd::ZeroExtend)
    }

    pub fn sext_or_trunc(&mut self, v: SDValue, vt: Evt) -> SDValue {
        self.ext_or_trunc(v, vt, Isd::SignExtend)
    }

    pub fn any_ext_or_trunc(&mut self, v: SDValue, vt: Evt) -> SDValue {
        self.ext_or_trunc(v, vt, Isd::AnyExtend)
    }

    fn ext_or_trunc(&mut self, v: SDValue, vt: Evt, ext: Isd) -> SDValue {
        let from = self.value_type(v).size_bits();
        let to = vt.size_bits();
        match from.cmp(&to) {
            std::cmp::Ordering::Equal => v,
            std::cmp::Ordering::Less => self.node1(ext, vt, &[v]),
            std::cmp::Ordering::Greater => self.node1(Isd::Truncate, vt, &[v]),
        }
    }

    // ---- rewriting -------------------------------------------------------------------

    fn link_use(&mut self, slot: u32) {
        let n = self.slots[slot as usize].value.node;
        let head = self.nodes[n.index()].first_use;
        self.slots[slot as usize].next_use = head;
        self.slots[slot as usize].prev_use = NONE;
        if head != NONE {
            self.slots[head as usize].prev_use = slot;
        }
        self.nodes[n.index()].first_use = slot;
    }

    fn unlink_use(&mut self, slot: u32) {
        let OperandSlot { value, prev_use, next_use, .. } = self.slots[slot as usize];
        if prev_use == NONE {
            self.nodes[value.node.index()].first_use = next_use;
        } else {
            self.slots[prev_use as usize].next_use = next_use;
        }
        if next_use != NONE {
            self.slots[next_use as usize].prev_use = prev_use;
        }
    }

    /// Makes every use of `from` use `to` instead.
    pub fn replace_all_uses_of_value_with(&mut self, from: SDValue, to: SDValue) {
        self.rewrite_uses(from.node, UseMap::One(from.result, to));
    }

    /// Takes the replaced node `n` out of CSE: an identical node built later is a new one
    /// (which a pass visiting the nodes it created does visit), not the dead `n` again.
    pub fn forget_replaced(&mut self, n: NodeId) {
        self.cse_unlink(n);
    }

    /// Makes every use of result `i` of `from` use `to[i]` instead.
    pub fn replace_all_uses_with(&mut self, from: NodeId, to: &[SDValue]) {
        debug_assert_eq!(to.len(), self.node_vts(from).len());
        self.rewrite_uses(from, UseMap::All(to));
    }

    /// Replaces uses of `from`'s results by what `map` gives for them. A user that becomes
    /// identical to an existing node is merged into it (recursively), unless that node is
    /// `from` itself, replaced away: then the user stays and `from` leaves the CSE map.
    fn rewrite_uses(&mut self, from: NodeId, map: UseMap) {
        if !self.debug_values.is_empty() {
            for result in 0..self.node_vts(from).len() as u32 {
                if let Some(to) = map.get(result) {
                    super::debug_values::transfer(&mut self.debug_values, SDValue::new(from, result), to);
                }
            }
        }
        if self.root.node == from {
            if let Some(to) = map.get(self.root.result) {
                self.root = to;
            }
        }
        let mut users = std::mem::take(&mut self.scratch_users);
        users.clear();
        users.extend(self.users(from).map(|(u, _)| u));
        users.sort_unstable();
        users.dedup();
        for &user in &users {
            if self.nodes[user.index()].deleted {
                continue;
            }
            let was_in_cse = self.nodes[user.index()].in_cse;
            self.cse_unlink(user);
            let node = &self.nodes[user.index()];
            for slot in node.first_operand..node.first_operand + node.num_operands {
                let value = self.slots[slot as usize].value;
                if value.node != from {
                    continue;
                }
                if let Some(to) = map.get(value.result) {
                    self.topo.get_mut().valid = false;
                    self.unlink_use(slot);
                    self.slots[slot as usize].value = to;
                    self.link_use(slot);
                }
            }
            if !was_in_cse {
                continue;
            }
            let node = &self.nodes[user.index()];
            let (opcode, vts, data) = (node.opcode, node.vts, node.data);
            let mut ops = std::mem::take(&mut self.scratch_ops);
            ops.clear();
            ops.extend(self.operands(user));
            let hash = Self::cse_hash(opcode, vts, &ops, &data);
            let mut existing = self.find_cse(hash, opcode, vts, &ops, &data);
            self.scratch_ops = ops;
            if existing == Some(from) && map.replaces_whole(from) {
                // The user became a twin of the node being replaced away: merging would bring
                // `from` back to life behind the pass that replaced it (a legalizer that
                // already visited it would never see it again), so the user takes its place.
                self.cse_unlink(from);
                existing = None;
            }
            match existing {
                Some(existing) => {
                    let (flags, order) = (self.nodes[user.index()].flags, self.nodes[user.index()].ir_order);
                    let e = &mut self.nodes[existing.index()];
                    e.flags.0 &= flags.0;
                    e.ir_order = e.ir_order.min(order);
                    self.rewrite_uses(user, UseMap::Node(existing));
                    self.delete_node(user);
                }
                None => self.cse_link(user, hash),
            }
        }
        self.scratch_users = users;
    }

    /// Deletes a node that has no uses, unlinking its operands.
    pub fn delete_node(&mut self, n: NodeId) {
        debug_assert!(!self.has_uses(n), "deleting a node that is still used");
        self.cse_unlink(n);
        let node = &self.nodes[n.index()];
        for slot in node.first_operand..node.first_operand + node.num_operands {
            self.unlink_use(slot);
        }
        self.nodes[n.index()].deleted = true;
        self.topo.get_mut().valid = false;
    }

    /// Deletes every node whose results are unused (transitively), except the entry token and
    /// the root. Returns how many were deleted.
    pub fn remove_dead_nodes(&mut self) -> usize {
        let mut worklist = std::mem::take(&mut self.scratch_dead);
        worklist.clear();
        worklist.extend(self.node_ids().filter(|&n| !self.has_uses(n)));
        let mut deleted = 0;
        while let Some(n) = worklist.pop() {
            if self.nodes[n.index()].deleted || self.has_uses(n) || n == self.entry().node || n == self.root.node {
                continue;
            }
            // Operands still used after the deletion are skipped when popped.
            let node = &self.nodes[n.index()];
            let slots = &self.slots[node.first_operand as usize..(node.first_operand + node.num_operands) as usize];
            worklist.extend(slots.iter().map(|s| s.value.node));
            self.delete_node(n);
            deleted += 1;
        }
        self.scratch_dead = worklist;
        deleted
    }

    /// Live nodes ordered so that every node comes after its operands (ties in creation order).
    /// Kept until the graph changes (a node made, deleted or given another operand), so phases
    /// that change nothing cost the next one a copy.
    pub fn topological_order(&self) -> Vec<NodeId> {
        let mut cache = self.topo.borrow_mut();
        if !cache.valid {
            let TopoCache { order, pending, ready, .. } = &mut *cache;
            self.compute_topological_order(order, pending, ready);
            cache.valid = true;
        }
        cache.order.clone()
    }

    fn compute_topological_order(&self, order: &mut Vec<NodeId>, pending: &mut Vec<u32>, ready: &mut Vec<NodeId>) {
        pending.clear();
        pending.resize(self.nodes.len(), 0);
        ready.clear();
        for n in self.node_ids() {
            pending[n.index()] = self.nodes[n.index()].num_operands;
            if pending[n.index()] == 0 {
                ready.push(n);
            }
        }
        ready.reverse();
        order.clear();
        // A min-heap would give strict creation order among ready nodes; a stack that is
        // refilled in creation order keeps dumps stable and is cheaper. The users that become
        // ready are pushed and then sorted in place, highest id first, so the lowest pops next.
        while let Some(n) = ready.pop() {
            order.push(n);
            let refill_from = ready.len();
            for (user, _) in self.users(n) {
                pending[user.index()] -= 1;
                if pending[user.index()] == 0 {
                    ready.push(user);
                }
            }
            if ready.len() - refill_from > 1 {
                ready[refill_from..].sort_unstable_by(|a, b| b.cmp(a));
            }
        }
    }
}

/// [`SelectionDAG::topological_order`]'s last result (`valid` until the graph changes) and
/// buffers.
#[derive(Debug, Default)]
struct TopoCache {
    valid: bool,
    order: Vec<NodeId>,
    pending: Vec<u32>,
    ready: Vec<NodeId>,
}

/// What [`SelectionDAG::rewrite_uses`] replaces each result of a node by.
#[derive(Clone, Copy)]
enum UseMap<'a> {
    /// Result `i` by `to[i]`.
    All(&'a [SDValue]),
    /// Only this result, by this value.
    One(u32, SDValue),
    /// Each result by the same result of this node (a CSE merge).
    Node(NodeId),
}

impl UseMap<'_> {
    /// Whether every result of `from` is replaced by another node's.
    fn replaces_whole(self, from: NodeId) -> bool {
        match self {
            UseMap::All(to) => to.iter().all(|v| v.node != from),
            UseMap::One(..) => false,
            UseMap::Node(n) => n != from,
        }
    }

    fn get(self, result: u32) -> Option<SDValue> {
        match self {
            UseMap::All(to) => Some(to[result as usize]),
            UseMap::One(r, to) => (r == result).then_some(to),
            UseMap::Node(n) => Some(SDValue::new(n, result)),
        }
    }
}

/// `value` truncated to the width of `vt` (vectors: to the element width).
fn truncate(value: u128, vt: Evt) -> u128 {
    let bits = vt.scalar_size_bits();
    if bits >= 128 || vt == Evt::Simple(Mvt::Untyped) {
        value
    } else {
        value & ((1u128 << bits) - 1)
    }
}
