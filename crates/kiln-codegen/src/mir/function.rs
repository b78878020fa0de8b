//! `MachineFunction` and `MachineBasicBlock`: a function owns arenas of blocks
//! and instructions indexed by `u32` ids, the block layout order, its virtual
//! registers, frame, constant pool and jump tables, and a string table for
//! symbol names and other text that operands refer to.
//!
//! Instructions are linked into their block by `prev`/`next` ids, so inserting
//! before or after any instruction and erasing are constant time. Bundles are
//! LLVM's: a `BUNDLE` header followed by members flagged as inside the bundle;
//! [`MachineFunction::bundles`] steps over bundles as single units while
//! [`MachineFunction::block_insts`] sees every instruction.

use kiln_mc::desc::{InstrInfo, PhysReg};
use kiln_ir::{Interner, Sym};

use super::cfi::CfiDirective;
use super::frame::{ConstantPoolEntry, JumpTables, MachineFrameInfo};
use super::instr::{Link, MIFlags, MachineInstr, MemList, MemOperand, MemOperands};
use super::operands::Operands;
use super::operand::{BlockId, InstId, MachineOperand, Reg, RegFlags, StrId, TargetFlags};
use super::regs::MachineRegisterInfo;
use crate::target::target_opcode;
use super::yaml::Node;

/// The IR block a machine block comes from: `bb.0.entry` names it, `bb.0 (%ir-block.3)`
/// numbers it (the slot number itself, not its text: the translator numbers every unnamed
/// block of every function, and most are never printed), and `bb.0 (%ir-block.x)`, as a MIR
/// file may write it, refers to it by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IrBlockRef {
    None,
    Named(StrId),
    Slot(u32),
    ByName(StrId),
}

/// One machine basic block.
#[derive(Clone, Debug)]
pub struct MachineBasicBlock {
    /// The number MIR writes (`bb.3`); the layout position once renumbered.
    pub number: u32,
    pub ir_block: IrBlockRef,
    pub address_taken: bool,
    pub landing_pad: bool,
    pub eh_funclet_entry: bool,
    pub alignment: Option<u64>,
    /// `bbsections` value, as written.
    pub section: Option<StrId>,
    pub succs: Vec<BlockId>,
    /// Branch probability of each successor (numerator over 2^31), parallel to `succs`.
    pub succ_probs: Vec<Option<u32>>,
    pub preds: Vec<BlockId>,
    /// Registers live on entry, with an optional lane mask.
    pub live_ins: Vec<(PhysReg, Option<u64>)>,
    first: Option<InstId>,
    last: Option<InstId>,
}

impl MachineBasicBlock {
    fn new(number: u32) -> MachineBasicBlock {
        MachineBasicBlock {
            number,
            ir_block: IrBlockRef::None,
            address_taken: false,
            landing_pad: false,
            eh_funclet_entry: false,
            alignment: None,
            section: None,
            succs: Vec::new(),
            succ_probs: Vec::new(),
            preds: Vec::new(),
            live_ins: Vec::new(),
            first: None,
            last: None,
        }
    }

    pub fn is_empty(&self) -> bool {
        self.first.is_none()
    }

    /// A block as [`new`](Self::new) makes it, in a dropped block's vectors (emptied, their
    /// room kept): the edges and live-ins of the next function's blocks allocate nothing.
    fn reuse(mut self, number: u32) -> MachineBasicBlock {
        for v in [&mut self.succs, &mut self.preds] {
            v.clear();
        }
        self.succ_probs.clear();
        self.live_ins.clear();
        MachineBasicBlock { succs: self.succs, succ_probs: self.succ_probs, preds: self.preds, live_ins: self.live_ins, ..MachineBasicBlock::new(number) }
    }
}

/// Function-level flags MIR lists at the top of a function.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FunctionProperties {
    pub exposes_returns_twice: bool,
    pub legalized: bool,
    pub reg_bank_selected: bool,
    pub selected: bool,
    pub failed_isel: bool,
    pub has_win_cfi: bool,
    pub fails_verification: bool,
    pub tracks_debug_user_values: bool,
}

/// A `DBG_VALUE` out of the code (so that no pass before register allocation counts, moves or
/// reads it), with where it stood: its block, the instruction before it and the one after it
/// (`None`: the block's start or end). Passes that rename registers rename its operand too.
#[derive(Clone, Debug)]
pub struct DetachedDebugValue {
    pub inst: MachineInstr,
    pub block: BlockId,
    pub after: Option<InstId>,
    pub before: Option<InstId>,
}

/// One function in machine code.
#[derive(Clone, Debug, Default)]
pub struct MachineFunction {
    pub name: String,
    /// Function alignment in bytes.
    pub alignment: u64,
    pub props: FunctionProperties,
    pub regs: MachineRegisterInfo,
    pub frame: MachineFrameInfo,
    pub constants: Vec<ConstantPoolEntry>,
    pub jump_tables: JumpTables,
    /// Register lists of `CustomRegMask(...)` operands.
    pub custom_masks: Vec<Vec<PhysReg>>,
    /// Lanes of `shufflemask(...)` operands; -1 is `undef`.
    pub shuffle_masks: Vec<Vec<i32>>,
    /// Directives of `CFI_INSTRUCTION` operands.
    pub cfi_directives: Vec<CfiDirective>,
    /// Landing pads, type infos and filters (exception handling).
    pub eh: crate::eh::EhInfo,
    /// Header keys kiln keeps but does not interpret (`callSites`,
    /// `machineFunctionInfo`, ...), in the order read.
    pub yaml_extra: Vec<(String, Node)>,
    /// Above -O0, the `DBG_VALUE`s taken out of the code from instruction selection to
    /// register allocation (`regalloc::debug_values`).
    pub detached_debug_values: Vec<DetachedDebugValue>,
    /// RegBankSelect's count of each register's definition and readers, for InstructionSelect
    /// to take (`None`: not counted, or taken).
    pub def_use_counts: Option<super::regs::DefUseCounts>,
    blocks: Vec<MachineBasicBlock>,
    insts: Vec<MachineInstr>,
    layout: Vec<BlockId>,
    /// The function's strings, each stored once (a [`StrId`] is its symbol number).
    strings: Interner,
    /// The names of the target flags its symbol operands carry: [`TargetFlags`] `k` is entry
    /// `k - 1` (a handful per function).
    target_flag_names: Vec<StrId>,
    /// The memory-operand lists of the instructions [`MachineFunction::clear`] dropped,
    /// emptied, for the next function's loads and stores ([`MachineFunction::new_memory_inst`],
    /// [`MachineFunction::add_mem_operand`]): a function reused for each function of a module
    /// allocates them once, not once per instruction.
    spare_mem_operands: Spares<Box<MemList>>,
    /// The blocks [`MachineFunction::clear`] dropped, for [`MachineFunction::create_block`] to
    /// reuse their vectors (successors, predecessors, live-ins).
    spare_blocks: Spares<MachineBasicBlock>,
}

/// The most target flag names a function's table holds ([`TargetFlags`] is a `u16`, 0 none).
pub const MAX_TARGET_FLAGS: usize = u16::MAX as usize;

/// The most distinct target flags the MIR reader accepts in one function.
pub const MAX_MIR_TARGET_FLAGS: usize = 256;

/// At most this many spare memory-operand vectors are kept, each with room for at most
/// [`SPARE_CAPACITY`] memory operands, and at most this many spare blocks: enough for the loads,
/// stores and blocks of most functions, and little memory held back from the rest of the compile.
const MAX_SPARES: usize = 16384;
const SPARE_CAPACITY: usize = 8;

/// An instruction arena with room for more than this many instructions (3 MB) is freed by
/// [`MachineFunction::clear`] rather than kept: one large function would otherwise hold its
/// pages for the rest of the compile, beside the next large function's on another thread and
/// the object code that grows to the end.
const MAX_KEPT_INSTS: usize = 1 << 14;

/// Things kept for reuse of their allocations. A clone has none (they are capacity, not
/// content).
#[derive(Debug)]
struct Spares<T>(Vec<T>);

impl<T> Spares<T> {
    /// Adds `more`, up to [`MAX_SPARES`] in all (the rest are freed).
    fn join(&mut self, mut more: Spares<T>) {
        if self.0.is_empty() {
            std::mem::swap(&mut self.0, &mut more.0);
        }
        let room = MAX_SPARES.saturating_sub(self.0.len());
        self.0.extend(more.0.into_iter().take(room));
    }
}

/// The reusable allocations a machine function holds beyond its code ([`MachineFunction::clear`]
/// keeps its blocks' vectors and its memory-operand lists for the next function): taken out
/// when a function is done, so that they stay with the thread that compiles the next one
/// rather than wait with the function for the printer, and given to whichever machine function
/// that thread compiles next, a new one too.
#[derive(Debug, Default)]
pub struct FunctionSpares {
    mem_operands: Spares<Box<MemList>>,
    blocks: Spares<MachineBasicBlock>,
}

impl<T> Default for Spares<T> {
    fn default() -> Self {
        Spares(Vec::new())
    }
}

impl<T> Clone for Spares<T> {
    fn clone(&self) -> Self {
        Spares::default()
    }
}

impl Spares<Box<MemList>> {
    /// Keeps the allocation of `mems`, if it has one worth keeping (inlined: it is asked of
    /// every instruction a cleared function drops, and most have none).
    #[inline]
    fn keep(&mut self, mems: MemOperands) {
        let capacity = mems.capacity();
        if capacity != 0 && capacity <= SPARE_CAPACITY && self.0.len() < MAX_SPARES {
            self.0.extend(mems.into_spare());
        }
    }

    /// `mems` itself when it has room already, else a kept vector (or `mems` when none is left).
    fn fill(&mut self, mems: &mut MemOperands) {
        if mems.capacity() == 0 {
            if let Some(spare) = self.0.pop() {
                *mems = MemOperands::from_spare(spare);
            }
        }
    }
}

/// Where a new instruction goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum InsertPoint {
    /// At the end of a block.
    End(BlockId),
    /// At the start of a block.
    Start(BlockId),
    Before(InstId),
    After(InstId),
}

impl MachineFunction {
    pub fn new(name: impl Into<String>) -> MachineFunction {
        let mut mf = MachineFunction { name: name.into(), alignment: 1, ..Default::default() };
        mf.strings.intern(b"");
        mf
    }

    /// Empties the function for reuse, keeping its allocations.
    pub fn clear(&mut self, name: &str) {
        self.name.clear();
        self.name.push_str(name);
        self.alignment = 1;
        self.props = FunctionProperties::default();
        self.regs.clear();
        self.frame.clear();
        self.constants.clear();
        self.jump_tables = JumpTables::default();
        self.custom_masks.clear();
        self.shuffle_masks.clear();
        self.cfi_directives.clear();
        self.eh = crate::eh::EhInfo::default();
        self.yaml_extra.clear();
        self.detached_debug_values.clear();
        self.def_use_counts = None;
        let spare_blocks = &mut self.spare_blocks.0;
        spare_blocks.extend(self.blocks.drain(..).take(MAX_SPARES.saturating_sub(spare_blocks.len())));
        // The memory-operand lists kept by one walk that looks at a word of each instruction,
        // then the instructions dropped where they are by `clear`'s plain loop (moving each
        // out, as a `drain` does, would copy every instruction once more; a `retain_mut` that
        // keeps none pays its bookkeeping per instruction, most of the cost of the two walks).
        let spares = &mut self.spare_mem_operands;
        for inst in &mut self.insts {
            if inst.mem_operands.capacity() != 0 {
                spares.keep(std::mem::take(&mut inst.mem_operands));
            }
        }
        self.insts.clear();
        if self.insts.capacity() > MAX_KEPT_INSTS {
            self.insts = Vec::new();
        }
        self.layout.clear();
        self.strings.clear();
        self.strings.intern(b"");
        self.target_flag_names.clear();
    }

    /// Takes out the allocations kept for reuse ([`FunctionSpares`]); the function's code stays.
    pub fn take_spares(&mut self) -> FunctionSpares {
        FunctionSpares { mem_operands: std::mem::take(&mut self.spare_mem_operands), blocks: std::mem::take(&mut self.spare_blocks) }
    }

    /// Adds `spares` to the allocations the function keeps for reuse (up to its limits).
    pub fn add_spares(&mut self, spares: FunctionSpares) {
        self.spare_mem_operands.join(spares.mem_operands);
        self.spare_blocks.join(spares.blocks);
    }

    /// Gives a function without an instruction arena (new, or cleared after a large function)
    /// room for `count` instructions at once: a machine function new to a `-j` worker then gets
    /// its arena in one allocation rather than doubling it from nothing, copying every
    /// instruction at each step. An arena kept from earlier functions is left as it is.
    pub fn reserve_insts(&mut self, count: usize) {
        if self.insts.capacity() == 0 {
            self.insts.reserve_exact(count);
        }
    }

    // ---- strings ----

    /// The id of `text` in the function's string table (added if new).
    pub fn intern(&mut self, text: &str) -> StrId {
        StrId(self.strings.intern(text.as_bytes()).0)
    }

    pub fn str(&self, id: StrId) -> &str {
        std::str::from_utf8(self.strings.bytes(Sym(id.0))).expect("interned from a str")
    }

    /// The target flags named `text` (as MIR writes them, `x86-plt`; none for ""), added to
    /// the function's table if new. The table holds at most [`MAX_TARGET_FLAGS`] names: the
    /// code names a handful, and the MIR reader refuses a function that names more than
    /// [`MAX_MIR_TARGET_FLAGS`], so it never fills.
    pub fn intern_target_flags(&mut self, text: &str) -> TargetFlags {
        if text.is_empty() {
            return TargetFlags::NONE;
        }
        let id = self.intern(text);
        let at = match self.target_flag_names.iter().position(|&n| n == id) {
            Some(at) => at,
            None if self.target_flag_names.len() < MAX_TARGET_FLAGS => {
                self.target_flag_names.push(id);
                self.target_flag_names.len() - 1
            }
            None => MAX_TARGET_FLAGS - 1,
        };
        TargetFlags(at as u16 + 1)
    }

    /// How many distinct target flags the function's operands name.
    pub fn target_flag_count(&self) -> usize {
        self.target_flag_names.len()
    }

    /// The name of `flags` ("" for none).
    pub fn target_flags_str(&self, flags: TargetFlags) -> &str {
        match flags.0.checked_sub(1).and_then(|k| self.target_flag_names.get(k as usize)) {
            Some(&name) => self.str(name),
            None => "",
        }
    }

    /// Adds a call-frame directive and returns the operand that refers to it.
    pub fn add_cfi(&mut self, directive: CfiDirective) -> MachineOperand {
        self.cfi_directives.push(directive);
        MachineOperand::Cfi(self.cfi_directives.len() as u32 - 1)
    }

    // ---- blocks ----

    /// A new empty block at the end of the layout, numbered by its position.
    pub fn create_block(&mut self) -> BlockId {
        let id = BlockId(self.blocks.len() as u32);
        let block = self.new_block(self.layout.len() as u32);
        self.blocks.push(block);
        self.layout.push(id);
        id
    }

    /// A new block numbered `number`, in a spare block's vectors when there is one.
    fn new_block(&mut self, number: u32) -> MachineBasicBlock {
        match self.spare_blocks.0.pop() {
            Some(spare) => spare.reuse(number),
            None => MachineBasicBlock::new(number),
        }
    }

    pub fn block(&self, b: BlockId) -> &MachineBasicBlock {
        &self.blocks[b.0 as usize]
    }

    pub fn block_mut(&mut self, b: BlockId) -> &mut MachineBasicBlock {
        &mut self.blocks[b.0 as usize]
    }

    /// Blocks in layout order.
    pub fn layout(&self) -> &[BlockId] {
        &self.layout
    }

    /// Replaces the layout order (every block must appear once).
    pub fn set_layout(&mut self, layout: Vec<BlockId>) {
        self.layout = layout;
    }

    pub fn num_blocks(&self) -> usize {
        self.blocks.len()
    }

    /// Sets each block's number to its layout position.
    pub fn renumber_blocks(&mut self) {
        for (i, &b) in self.layout.iter().enumerate() {
            self.blocks[b.0 as usize].number = i as u32;
        }
    }

    /// A new empty block placed right after `after` in the layout. Its number
    /// is unique but not its layout position until [`Self::renumber_blocks`].
    pub fn create_block_after(&mut self, after: BlockId) -> BlockId {
        let id = BlockId(self.blocks.len() as u32);
        let number = self.blocks.iter().map(|b| b.number + 1).max().unwrap_or(0);
        let block = self.new_block(number);
        self.blocks.push(block);
        let at = self.layout.iter().position(|&b| b == after).map_or(self.layout.len(), |k| k + 1);
        self.layout.insert(at, id);
        id
    }

    /// Moves every instruction after `i` into a new block placed after `i`'s
    /// block, which also takes over its successors (with probabilities); PHIs
    /// in those successors now name the new block. The
    /// old block is left without successors for the caller to connect.
    pub fn split_block_after(&mut self, i: InstId) -> BlockId {
        let old = self.inst(i).parent;
        let new = self.create_block_after(old);
        let mut moved = Vec::new();
        let mut cur = self.next_inst(i);
        while let Some(m) = cur {
            cur = self.next_inst(m);
            moved.push(m);
        }
        for m in moved {
            self.remove(m);
            self.insert(InsertPoint::End(new), m);
        }
        let succs = std::mem::take(&mut self.block_mut(old).succs);
        let probs = std::mem::take(&mut self.block_mut(old).succ_probs);
        for (&s, &p) in succs.iter().zip(&probs) {
            for pred in self.block_mut(s).preds.iter_mut().filter(|p| **p == old) {
                *pred = new;
            }
            self.replace_phi_block(s, old, new);
            let n = self.block_mut(new);
            n.succs.push(s);
            n.succ_probs.push(p);
        }
        new
    }

    /// Rewrites the incoming-block operands `old` of the PHIs at the top of `block` to `new`.
    pub fn replace_phi_block(&mut self, block: BlockId, old: BlockId, new: BlockId) {
        let mut cur = self.first_inst(block);
        while let Some(i) = cur.filter(|&i| self.inst(i).opcode == target_opcode::PHI) {
            for op in self.inst_mut(i).operands.iter_mut() {
                if *op == MachineOperand::Block(old) {
                    *op = MachineOperand::Block(new);
                }
            }
            cur = self.next_inst(i);
        }
    }

    /// Adds `to` as a successor of `from` (and `from` as its predecessor).
    pub fn add_successor(&mut self, from: BlockId, to: BlockId, prob: Option<u32>) {
        let f = &mut self.blocks[from.0 as usize];
        f.succs.push(to);
        f.succ_probs.push(prob);
        self.blocks[to.0 as usize].preds.push(from);
    }

    /// Removes one edge `from -> to`, if present.
    pub fn remove_successor(&mut self, from: BlockId, to: BlockId) {
        let f = &mut self.blocks[from.0 as usize];
        if let Some(k) = f.succs.iter().position(|&s| s == to) {
            f.succs.remove(k);
            f.succ_probs.remove(k);
            let t = &mut self.blocks[to.0 as usize];
            if let Some(k) = t.preds.iter().position(|&p| p == from) {
                t.preds.remove(k);
            }
        }
    }

    // ---- instructions ----

    /// An unlinked instruction with no operands (they are stored inline up to
    /// [`INLINE_OPERANDS`](super::operands::INLINE_OPERANDS)), to be filled and inserted.
    #[inline]
    pub fn new_inst(&mut self, opcode: u32) -> MachineInstr {
        MachineInstr::new(opcode)
    }


    /// [`new_inst`](Self::new_inst) with room for a memory operand from a kept vector too,
    /// for an instruction that will have one (a load or a store).
    pub fn new_memory_inst(&mut self, opcode: u32) -> MachineInstr {
        let mut inst = self.new_inst(opcode);
        self.spare_mem_operands.fill(&mut inst.mem_operands);
        inst
    }

    /// Appends a memory operand to instruction `i`, in a kept vector if it has none yet.
    pub fn add_mem_operand(&mut self, i: InstId, mem: MemOperand) {
        let inst = &mut self.insts[i.0 as usize];
        self.spare_mem_operands.fill(&mut inst.mem_operands);
        inst.add_mem_operand(mem);
    }

    /// Adds an unlinked instruction `opcode` with `operands` to the arena, built where it is
    /// kept: an instruction is 144 bytes, and one built elsewhere and moved in costs a copy of
    /// them (a call of `memcpy`) besides.
    #[inline]
    pub fn create_inst_with(&mut self, opcode: u32, operands: Operands) -> InstId {
        let n = self.insts.len();
        // Extending by a value made on demand makes room first and then builds it in place.
        self.insts.extend(std::iter::once_with(|| MachineInstr::with_operands(opcode, operands)));
        InstId(n as u32)
    }

    /// Adds an unlinked instruction to the arena.
    #[inline]
    pub fn create_inst(&mut self, inst: MachineInstr) -> InstId {
        self.insts.push(inst);
        InstId(self.insts.len() as u32 - 1)
    }

    pub fn inst(&self, i: InstId) -> &MachineInstr {
        &self.insts[i.0 as usize]
    }

    pub fn inst_mut(&mut self, i: InstId) -> &mut MachineInstr {
        &mut self.insts[i.0 as usize]
    }

    /// Links the unlinked instruction `i` at `at`. Each instruction and block is indexed once
    /// (a link insertion is asked for every instruction every pass builds).
    pub fn insert(&mut self, at: InsertPoint, i: InstId) {
        match at {
            // Most insertions append (every translated and selected instruction).
            InsertPoint::End(b) => self.append(b, i),
            _ => self.insert_within(at, i),
        }
    }

    /// Links the unlinked instruction `i` at the end of block `b`: the block's last
    /// instruction, if any, is its only neighbour. Inlined into its caller (the IRTranslator
    /// appends every instruction it builds).
    #[inline]
    pub fn append(&mut self, b: BlockId, i: InstId) {
        let m = &mut self.insts[i.0 as usize];
        assert!(!m.is_linked(), "instruction is already in a block");
        let block = &mut self.blocks[b.0 as usize];
        let prev = block.last.replace(i);
        (m.parent, m.prev, m.next) = (b, Link::from(prev), Link::NONE);
        match prev {
            Some(p) => self.insts[p.0 as usize].next = Link::from(Some(i)),
            None => block.first = Some(i),
        }
    }

    /// [`insert`](Self::insert) at a block's start or beside an instruction (a block's end is [`append`](Self::append)).
    fn insert_within(&mut self, at: InsertPoint, i: InstId) {
        let (block, prev, next) = match at {
            InsertPoint::End(b) => return self.append(b, i),
            InsertPoint::Start(b) => (b, Link::NONE, Link::from(self.blocks[b.0 as usize].first)),
            InsertPoint::Before(p) => {
                let m = &self.insts[p.0 as usize];
                (m.parent, Link::from(m.prev.get()), Link::from(Some(p)))
            }
            InsertPoint::After(p) => {
                let m = &self.insts[p.0 as usize];
                (m.parent, Link::from(Some(p)), m.next)
            }
        };
        let m = &mut self.insts[i.0 as usize];
        assert!(!m.is_linked(), "instruction is already in a block");
        m.parent = block;
        m.prev = prev;
        m.next = next;
        match prev.get() {
            Some(p) => self.insts[p.0 as usize].next = Link::from(Some(i)),
            None => self.blocks[block.0 as usize].first = Some(i),
        }
        match next.get() {
            Some(n) => self.insts[n.0 as usize].prev = Link::from(Some(i)),
            None => self.blocks[block.0 as usize].last = Some(i),
        }
    }

    /// Creates an instruction and links it at `at`.
    #[inline]
    pub fn insert_new(&mut self, at: InsertPoint, inst: MachineInstr) -> InstId {
        let i = self.create_inst(inst);
        self.insert(at, i);
        i
    }

    /// Makes the linked instruction `i` a new instruction of `opcode` without operands, memory
    /// operands or flags, in the same place and at the same source place, its operands
    /// appended to `old_operands` (instruction selection builds an instruction's last
    /// replacement in its slot rather than in a new one).
    pub fn renew(&mut self, i: InstId, opcode: u32, old_operands: &mut Vec<MachineOperand>) {
        let m = &mut self.insts[i.0 as usize];
        assert!(m.is_linked(), "instruction is not in a block");
        old_operands.extend_from_slice(&m.operands);
        m.operands.clear();
        (m.opcode, m.flags, m.mem_operands, m.extra) = (opcode, MIFlags::NONE, MemOperands::new(), None);
    }

    /// Instruction `i` and the virtual registers, both to change at once.
    pub fn inst_mut_and_regs(&mut self, i: InstId) -> (&mut MachineInstr, &mut MachineRegisterInfo) {
        (&mut self.insts[i.0 as usize], &mut self.regs)
    }

    /// Unlinks `i` from its block (its arena slot stays; it may be inserted again).
    pub fn remove(&mut self, i: InstId) {
        let m = &mut self.insts[i.0 as usize];
        assert!(m.is_linked(), "instruction is not in a block");
        let (block, prev, next) = (m.parent, m.prev, m.next);
        m.prev = Link::UNLINKED;
        m.next = Link::NONE;
        match prev.get() {
            Some(p) => self.insts[p.0 as usize].next = next,
            None => self.blocks[block.0 as usize].first = next.get(),
        }
        match next.get() {
            Some(n) => self.insts[n.0 as usize].prev = prev,
            None => self.blocks[block.0 as usize].last = prev.get(),
        }
    }

    pub fn first_inst(&self, b: BlockId) -> Option<InstId> {
        self.block(b).first
    }

    pub fn last_inst(&self, b: BlockId) -> Option<InstId> {
        self.block(b).last
    }

    pub fn next_inst(&self, i: InstId) -> Option<InstId> {
        self.inst(i).next.get()
    }

    pub fn prev_inst(&self, i: InstId) -> Option<InstId> {
        self.inst(i).prev.get()
    }

    /// Every instruction of `b` in order, bundle members included.
    #[inline]
    pub fn block_insts(&self, b: BlockId) -> InstIter<'_> {
        InstIter { mf: self, cur: self.block(b).first }
    }

    /// The top-level instructions of `b`: bundle headers and unbundled
    /// instructions; members inside a bundle are stepped over.
    #[inline]
    pub fn bundles(&self, b: BlockId) -> InstIter<'_, true> {
        InstIter { mf: self, cur: self.block(b).first }
    }

    /// The members of the bundle headed by `header` (empty for an unbundled instruction).
    pub fn bundle_members(&self, header: InstId) -> impl Iterator<Item = InstId> + '_ {
        let mut cur = if self.inst(header).is_bundled_with_succ() { self.next_inst(header) } else { None };
        std::iter::from_fn(move || {
            let i = cur?;
            cur = if self.inst(i).is_bundled_with_succ() { self.next_inst(i) } else { None };
            Some(i)
        })
    }

    /// Bundles the instructions `first..=last` of one block under a new
    /// `BUNDLE` header inserted before `first`. The
    /// header gets the registers the members define as implicit defs and the
    /// registers read from outside the bundle as implicit uses; member uses of
    /// values defined earlier in the bundle become internal reads.
    pub fn finalize_bundle(&mut self, first: InstId, last: InstId) -> InstId {
        let header = self.insert_new(InsertPoint::Before(first), MachineInstr::new(target_opcode::BUNDLE));
        let mut defined: Vec<Reg> = Vec::new();
        let mut used_outside: Vec<Reg> = Vec::new();
        let mut cur = Some(first);
        while let Some(i) = cur {
            let m = self.inst_mut(i);
            m.flags.insert(MIFlags::BUNDLED_PRED);
            if i != last {
                m.flags.insert(MIFlags::BUNDLED_SUCC);
            }
            for op in m.operands.iter_mut() {
                let Some(reg) = op.get_reg() else { continue };
                if reg.is_none() || op.is_def() {
                    continue;
                }
                if defined.contains(&reg) {
                    op.add_flags(RegFlags::INTERNAL_READ);
                } else if !used_outside.contains(&reg) {
                    used_outside.push(reg);
                }
            }
            for op in m.operands.iter() {
                if let Some(reg) = op.get_reg().filter(|r| !r.is_none() && op.is_def()) {
                    if !defined.contains(&reg) {
                        defined.push(reg);
                    }
                }
            }
            cur = if i == last { None } else { m.next.get() };
        }
        let h = self.inst_mut(header);
        h.flags.insert(MIFlags::BUNDLED_SUCC);
        for reg in defined {
            h.operands.push(MachineOperand::reg(reg, RegFlags::DEF.union(RegFlags::IMPLICIT)));
        }
        for reg in used_outside {
            h.operands.push(MachineOperand::reg(reg, RegFlags::IMPLICIT));
        }
        header
    }

    /// The first terminator of `b` (per `info`), looking at top-level instructions.
    /// Puts `ops` (`DW_OP_deref`, `DW_OP_plus_uconst, 8`) at the front of the `DIExpression` of
    /// `DBG_VALUE` `i` (its fourth operand).
    pub fn prepend_debug_expression(&mut self, i: InstId, ops: &str) {
        let Some(&MachineOperand::Metadata(text)) = self.inst(i).operands.get(3) else { return };
        let old = self.str(text);
        let Some(rest) = old.strip_prefix("!DIExpression(") else { return };
        let joined = if rest == ")" { format!("!DIExpression({ops})") } else { format!("!DIExpression({ops}, {rest}") };
        let text = self.intern(&joined);
        self.inst_mut(i).operands[3] = MachineOperand::Metadata(text);
    }

    pub fn first_terminator(&self, b: BlockId, info: &InstrInfo) -> Option<InstId> {
        self.bundles(b).find(|&i| info.get(self.inst(i).opcode).is_some_and(|d| d.is_terminator()))
    }

    /// All instructions in the arena, linked or not.
    pub fn num_insts_allocated(&self) -> usize {
        self.insts.len()
    }
}

/// Iterates the instructions of one block (`BUNDLES`: the top-level ones alone, bundle members
/// stepped over). Its step is always inlined (the loops of emission, the x87 stackifier and the
/// IR translator called it, about 27 instructions an instruction), and which walk it is is part
/// of the type, so that the step of `block_insts` has no test for bundles.
pub struct InstIter<'a, const BUNDLES: bool = false> {
    mf: &'a MachineFunction,
    cur: Option<InstId>,
}

impl<const BUNDLES: bool> Iterator for InstIter<'_, BUNDLES> {
    type Item = InstId;

    #[inline(always)]
    fn next(&mut self) -> Option<InstId> {
        let i = self.cur?;
        let mut next = self.mf.inst(i).next.get();
        if BUNDLES {
            while let Some(n) = next.filter(|&n| self.mf.inst(n).is_inside_bundle()) {
                next = self.mf.inst(n).next.get();
            }
        }
        self.cur = next;
        Some(i)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mir::{MemAccess, MemValue};

    #[test]
    fn a_cleared_function_reuses_its_memory_operand_vectors_up_to_the_limits() {
        let mut mf = MachineFunction::new("f");
        let b = mf.create_block();
        let mem = || MemOperand::new(MemAccess::Load, None, MemValue::None);
        for _ in 0..3 {
            let mut inst = mf.new_memory_inst(target_opcode::COPY);
            inst.add_mem_operand(mem());
            mf.insert_new(InsertPoint::End(b), inst);
        }
        let mut wide = mf.new_inst(target_opcode::COPY);
        for _ in 0..=SPARE_CAPACITY {
            wide.add_mem_operand(mem());
        }
        mf.insert_new(InsertPoint::End(b), wide);
        mf.clear("g");
        // The three small vectors are kept; the wide one is not.
        assert_eq!(mf.spare_mem_operands.0.len(), 3);
        let inst = mf.new_memory_inst(target_opcode::COPY);
        assert!(inst.mem_operands.is_empty() && inst.mem_operands.capacity() > 0);
        assert_eq!(mf.spare_mem_operands.0.len(), 2);
        assert_eq!(mf.clone().spare_mem_operands.0.len(), 0);
    }

    #[test]
    fn spares_taken_from_one_function_serve_another() {
        let mut done = MachineFunction::new("f");
        let (a, b) = (done.create_block(), done.create_block());
        done.add_successor(a, b, None);
        let mut inst = done.new_memory_inst(target_opcode::COPY);
        inst.add_mem_operand(MemOperand::new(MemAccess::Load, None, MemValue::None));
        done.insert_new(InsertPoint::End(a), inst);
        done.clear("g");
        let spares = done.take_spares();
        assert!(done.spare_blocks.0.is_empty() && done.spare_mem_operands.0.is_empty());
        let mut next = MachineFunction::new("h");
        next.add_spares(spares);
        assert_eq!((next.spare_blocks.0.len(), next.spare_mem_operands.0.len()), (2, 1));
        let inst = next.new_memory_inst(target_opcode::COPY);
        assert!(inst.mem_operands.capacity() > 0);
        // The block made from `b`'s vectors: its predecessor list had room.
        let c = next.create_block();
        let block = next.block(c);
        assert!(block.preds.capacity() > 0 && block.preds.is_empty() && block.succs.is_empty());
        // Joined spares stay within the limit.
        let mut full = MachineFunction::new("i");
        full.spare_blocks.0.extend((0..MAX_SPARES as u32).map(MachineBasicBlock::new));
        full.add_spares(FunctionSpares { blocks: Spares(vec![MachineBasicBlock::new(0)]), ..FunctionSpares::default() });
        assert_eq!(full.spare_blocks.0.len(), MAX_SPARES);
    }

    #[test]
    fn a_cleared_function_frees_an_instruction_arena_beyond_the_limit_and_keeps_a_smaller_one() {
        let mut mf = MachineFunction::new("f");
        for n in [100, MAX_KEPT_INSTS + 1] {
            let b = mf.create_block();
            for _ in 0..n {
                let inst = mf.new_inst(target_opcode::COPY);
                mf.insert_new(InsertPoint::End(b), inst);
            }
            mf.clear("g");
            assert_eq!(mf.insts.capacity() >= 100, n <= MAX_KEPT_INSTS, "{n} instructions");
            assert_eq!(mf.insts.capacity() == 0, n > MAX_KEPT_INSTS, "{n} instructions");
        }
    }

    #[test]
    fn a_cleared_function_reuses_its_blocks_as_new_empty_ones() {
        let mut mf = MachineFunction::new("f");
        let (a, b) = (mf.create_block(), mf.create_block());
        mf.add_successor(a, b, Some(7));
        mf.block_mut(b).live_ins.push((PhysReg(1), None));
        mf.block_mut(b).landing_pad = true;
        mf.clear("g");
        assert_eq!(mf.spare_blocks.0.len(), 2);
        let (c, d) = (mf.create_block(), mf.create_block());
        for (x, number) in [(c, 0), (d, 1)] {
            let block = mf.block(x);
            assert_eq!(block.number, number);
            assert!(block.succs.is_empty() && block.succ_probs.is_empty() && block.preds.is_empty() && block.live_ins.is_empty());
            assert!(!block.landing_pad && block.is_empty());
        }
        assert!(mf.block(c).succs.capacity() > 0 || mf.block(d).succs.capacity() > 0);
    }
}
