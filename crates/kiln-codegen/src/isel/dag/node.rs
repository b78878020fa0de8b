//! The pieces of a SelectionDAG node: ids ([`NodeId`], [`SDValue`], [`VTListId`]), the
//! opcode-specific payload ([`NodeData`]: constants, registers, frame indices, symbols,
//! condition codes, memory operands), arithmetic flags, and the [`Node`] record itself.
//!
//! Nodes do not own their operands or uses: operands live in one pool of [`OperandSlot`]s in
//! the DAG, and each slot is also a link in the use list of the node it refers to, so walking
//! a node's users and rewriting an operand are both O(1) per use.

use super::opcodes::{CondCode, Opcode};
use crate::target::value_types::Evt;
use kiln_ir::{BlockId, GlobalId, Value};

/// A node of the current DAG (index into its arena).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(pub u32);

impl NodeId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// One result of a node: the edge type of the DAG.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SDValue {
    pub node: NodeId,
    pub result: u32,
}

impl SDValue {
    pub fn new(node: NodeId, result: u32) -> SDValue {
        SDValue { node, result }
    }
}

/// An interned list of result types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct VTListId(pub u32);

/// A register named by a Register node: machine code's register numbering (0 none, physical
/// registers from 1 as the target numbers them, bit 31 set for virtual registers), so
/// registers pass from the DAG to MachineInstrs unchanged.
pub use crate::mir::Reg;

/// How a load extends the loaded value to the result type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ExtType {
    NonExt,
    /// The high bits are unspecified.
    AnyExt,
    SignExt,
    ZeroExt,
}

/// The memory operand of a load or store.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MemInfo {
    /// The type in memory (smaller than the value type for extending loads and truncating stores).
    pub mem_vt: Evt,
    /// Alignment in bytes.
    pub align: u64,
    pub volatile: bool,
    /// The IR pointer the access is based on and the byte offset from it, for alias analysis.
    pub source: Option<(Value, i64)>,
    /// The ordering of an atomic read-modify-write or compare-exchange (of a `cmpxchg`, its
    /// success and failure orderings merged), which the target's instructions may encode
    /// (LLVM's `MachineMemOperand::getMergedOrdering`); `NotAtomic` for other accesses.
    pub ordering: kiln_ir::AtomicOrdering,
}

/// Opcode-specific data of a node; part of the node's CSE identity.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NodeData {
    None,
    /// Constant / TargetConstant: the value, zero-extended from the node's width (at most
    /// 128 bits).
    Constant(u128),
    /// A Constant of an integer type wider than 128 bits: an index into the DAG's interned
    /// limbs ([`SelectionDAG::wide_constant_limbs`](super::graph::SelectionDAG::wide_constant_limbs)),
    /// so equal constants have equal data and the narrow path stays allocation-free.
    WideConstant(u32),
    /// ConstantFP: the raw bits of the value in its format.
    ConstantFp(u128),
    Register(Reg),
    /// RegisterMask: an index into the target's `RegisterInfo::callee_saved` (as
    /// `mir::RegMask::CalleeSaved`).
    RegisterMask(u16),
    /// FrameIndex / TargetFrameIndex: the stack object number.
    FrameIndex(i32),
    /// GlobalAddress / TargetGlobalAddress: the global, an offset and target flags.
    Global {
        global: GlobalId,
        offset: i64,
        target_flags: u8,
    },
    /// ExternalSymbol / TargetExternalSymbol: an index into the DAG's symbol names, with the
    /// target's operand flags (x86's `@PLT` on a libcall).
    Symbol { index: u32, target_flags: u8 },
    BasicBlock(BlockId),
    /// BlockAddress / TargetBlockAddress: the function, the block's index in it, an offset
    /// and target flags.
    BlockAddress {
        func: GlobalId,
        block: u32,
        offset: i64,
        target_flags: u8,
    },
    /// JumpTable / TargetJumpTable: the table's index in the function.
    JumpTable(u32),
    /// ConstantPool / TargetConstantPool: the entry's index in the function's constant pool.
    ConstantPool(u32),
    CondCode(CondCode),
    ValueType(Evt),
    Load {
        ext: ExtType,
        mem: MemInfo,
    },
    Store {
        truncating: bool,
        mem: MemInfo,
    },
}

/// `nuw`/`nsw`/`exact` carried from IR; not part of CSE identity (merged nodes keep the
/// flags both had).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct NodeFlags(pub u8);

impl NodeFlags {
    pub const NUW: u8 = 1;
    pub const NSW: u8 = 2;
    pub const EXACT: u8 = 4;

    pub fn has(self, bit: u8) -> bool {
        self.0 & bit != 0
    }
}

/// "No slot / no node" in the intrusive lists.
pub(crate) const NONE: u32 = u32::MAX;

/// One operand of one node, linked into the use list of the node it refers to.
#[derive(Clone, Copy, Debug)]
pub struct OperandSlot {
    pub value: SDValue,
    pub user: NodeId,
    pub(crate) prev_use: u32,
    pub(crate) next_use: u32,
}

/// A DAG node.
#[derive(Clone, Debug)]
pub struct Node {
    pub opcode: Opcode,
    pub vts: VTListId,
    pub data: NodeData,
    pub flags: NodeFlags,
    /// Position of the IR instruction the node came from in its block, counted from 1 (for
    /// source-order scheduling; 0 for none, as LLVM's `SDNode::getIROrder`); the smallest one
    /// when CSE merged several.
    pub ir_order: u32,
    /// The source location of the IR instruction the node came from (`!dbg`), if any.
    pub debug_loc: Option<kiln_ir::MdId>,
    /// Operands are `slots[first_operand .. first_operand + num_operands]` of the DAG.
    pub(crate) first_operand: u32,
    pub(crate) num_operands: u32,
    /// Head of the list of operand slots that use a result of this node.
    pub(crate) first_use: u32,
    /// Next node with the same CSE hash.
    pub(crate) cse_next: u32,
    pub(crate) cse_hash: u64,
    /// Whether the node is in the CSE map (nodes with glue results never are).
    pub(crate) in_cse: bool,
    pub(crate) deleted: bool,
    /// At -O0: the constant or frame address this node stands for or was selected from, when
    /// CSE merged it for IR instructions at different source locations (its `debug_loc` is
    /// the earliest one's; the emitter picks among [`SelectionDAG::shared_leaf_requests`]).
    ///
    /// [`SelectionDAG::shared_leaf_requests`]: super::graph::SelectionDAG::shared_leaf_requests
    pub loc_source: Option<NodeId>,
}
