//! The fast register allocator (LLVM's `-regalloc=fast`, the -O0 default): one forward scan
//! per basic block that keeps values in registers while it can and never computes global
//! liveness. A virtual register referenced in more than one block (or read in a block before
//! that block defines it) gets a stack slot: every definition is stored right after it and each
//! block reloads it, so nothing is live in a register across a block boundary. As LLVM 14's
//! backward scan does, a block reloads at its start the values it reads before its first call
//! (where a free register no instruction up to the read names is found), the others just
//! before their first read.
//! Block-local values live in registers from definition to last use and are spilled only when
//! evicted: by register pressure, by a physical register the instruction defines, or by a
//! call's register mask.
//!
//! Physical registers the code names (argument and return registers, fixed operands) are
//! tracked per block from a backward scan that finds each one's last read; while such a value
//! is live, its register and the registers overlapping it stay out of reach. Tied definitions
//! reuse their use's register (two-address lowering made them the same virtual register), and
//! sub-register operands become the physical sub-register (`%0.sub_8bit` in `$rax` is `$al`).
//! Copies steer the choice: a value copied to or from a physical register in its block
//! prefers that register, and a copy's destination prefers the register its source just left,
//! so most copies become identities that post-RA expansion deletes. Spills and reloads have
//! no source location (as llc's): they continue the line-table row, or start a block at line 0.
//!
//! Everything per block and per instruction lives in buffers that are cleared, not
//! reallocated, and a thread keeps them from one function to the next: the allocator allocates
//! nothing per instruction, and per function only once its buffers have grown. One walk over
//! the function's operands finds the values of several blocks and records every instruction's
//! register operands (reserved registers aside), each classified once: whether it reads or
//! writes, and whether its instruction is the last of the block to name its virtual register
//! (so no scan has to find the last positions), and each block's first read of each value.
//! From that record the instructions of a block naming physical registers (among them the
//! copies giving hints) are walked backward (physical liveness and the copy hints), then the
//! block forward once, after a walk up to the first call for the start reloads only where a
//! value of other blocks is read before it (at -O0 most blocks have none); the registers
//! holding a value are kept in a set, so a call's clobbers and the end of a block visit
//! those, not every register of the target, and whether a register is free is one test of its
//! overlap set (itself and its aliases, built once per target) against that set. The registers an instruction's operands
//! occupy are a short list, looked at only when a value is evicted: they all hold values, so a
//! free register is none of them (but under an early-clobber definition). The record also
//! notes each instruction's kind (debug value, copy, physical, early-clobber or tied
//! definitions), so the scans skip the steps an instruction has no use for without looking at
//! it again. Allocation orders, tracked registers and the clobbers of callee-saved masks stay
//! from one function to the next while the target tables, reserved set and callee-saved list
//! do.

use kiln_mc::desc::{PhysReg, RegClassId, RegisterInfo, SubRegIdx};

use super::edits::{Edit, EditKind};

use crate::mir::{BlockId, FrameIdx, InsertPoint, InstId, MachineFunction, MachineInstr, MachineOperand, Reg, RegFlags, RegMask};
use crate::target::target_opcode;
use crate::target::instr_info::TargetInstrInfo;
use crate::target::register_info::{RegSet, TargetRegisterInfo};

/// What a physical register holds during the scan of a block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum PhysState {
    Free,
    /// A live value the code put in this physical register itself.
    Fixed,
    /// The virtual register (by index) assigned here.
    Virt(u32),
}

/// Per-virtual-register state.
#[derive(Clone, Copy, Debug, Default)]
struct VirtState {
    /// Referenced in more than one block, or read before defined in a block.
    global: bool,
    /// Has at least one definition (others only have undefined values).
    has_def: bool,
    /// The physical register a copy in the current block moves it to or from: choosing it
    /// makes that copy an identity.
    hint: Option<PhysReg>,
    slot: Option<FrameIdx>,
    /// The register holding it in the current block.
    assigned: Option<PhysReg>,
    /// The register holds a value the slot does not (block-local values only).
    dirty: bool,
    /// The number of the block (in layout order, from 1) whose start reloads
    /// ([`Allocator::reload_at_begin`]) last met it.
    seen_in: u32,
}

struct Allocator<'a> {
    mf: &'a mut MachineFunction,
    regs: &'static RegisterInfo,
    tri: &'a dyn TargetRegisterInfo,
    tii: &'a dyn TargetInstrInfo,
    reserved: RegSet,
    /// Every register a value was given and every physical register the code named already
    /// (a sub-register operand of a value counts through the register the value was given),
    /// left in `MachineRegisterInfo::allocated_phys` for the passes after allocation.
    named: RegSet,
    /// What the allocator inserted, for the checker.
    edits: &'a mut Vec<Edit>,
    /// The state of the scan, in buffers kept from one function to the next.
    s: State,
}

/// The allocator's tables and buffers. A thread keeps them from one function to the next
/// ([`STATE`]): each function resizes and resets them, so that allocating a function
/// allocates (and frees) no memory once the buffers have grown to the module's largest.
#[derive(Default)]
struct State {
    /// Allocation orders by class, each computed on first use and kept from one function to
    /// the next while the tables, the reserved set and the callee-saved list are those of
    /// `orders_for` (`TargetRegisterInfo::allocation_order` depends on nothing else).
    orders: Vec<Option<Vec<PhysReg>>>,
    orders_for: Option<OrdersKey>,
    /// By register, the register and every register overlapping it, for the target
    /// `overlaps_for` (computed once per target and thread): the free-register checks test a
    /// candidate against `occupied` in a few word operations, not a walk of its aliases.
    overlaps: Vec<RegSet>,
    overlaps_for: Option<&'static RegisterInfo>,
    virt: Vec<VirtState>,
    phys: Vec<PhysState>,
    /// By register number, whether the scan tracks the register (a register, not reserved),
    /// for the reserved set of `orders_for`: recomputed only when that set changes.
    tracked_regs: Vec<bool>,
    /// The registers whose `phys` state is not `Free`: what a clobber or the end of a block
    /// visits, instead of every register of the target.
    occupied: RegSet,
    /// For each instruction of the block (by position), the range of `phys_lists` holding the
    /// physical uses that are last reads, then the range holding the physical definitions
    /// whose value is never read.
    phys_kills: Vec<(u32, u32)>,
    phys_dead: Vec<(u32, u32)>,
    phys_lists: Vec<PhysReg>,
    /// The virtual registers with a hint in the current block (to reset them cheaply).
    hinted: Vec<usize>,
    /// The tracked registers each register mask clobbers: a custom mask's for the function
    /// (it is the function's own), a callee-saved set's as long as `orders_for` holds.
    mask_cache: Vec<(RegMask, RegSet)>,
    /// Buffers of the scan: the physical liveness of the backward scan, and those of one
    /// instruction.
    live: RegSet,
    phys_ops: Vec<(PhysReg, RegFlags)>,
    /// Taken out of the state for the whole function ([`Allocator::allocate`]).
    scratch: InstScratch,
    /// [`Allocator::find_globals`]'s buffers, and what it records for the scans.
    globals: GlobalScan,
    recorded: Recorded,
}

/// The function's instructions and their register operands, recorded by
/// [`Allocator::find_globals`] (its one walk over the operands) for the two scans of each
/// block: the operands of an instruction change only when the forward scan reaches it, and
/// what the allocator inserts into a block is never in another.
#[derive(Default)]
struct Recorded {
    /// Each block of the layout with its ranges of `insts` and `first_reads`.
    blocks: Vec<RecordedBlock>,
    /// The instructions, block after block, with their ranges of `ops` and `masks`.
    insts: Vec<RecordedInst>,
    /// Per block, each virtual register it reads, once, at the position (in the block) of
    /// its first read, in position order: the reads of values of other blocks that
    /// [`Allocator::reload_at_begin`] may have to reload are found among these.
    first_reads: Vec<(u32, u32)>,
    /// Per block, the positions of its instructions naming (tracked) physical registers: all
    /// the backward scan of a block visits (a copy giving a hint is one of them).
    phys_insts: Vec<u32>,
    /// The register operands (but those of reserved registers, which are only named) and the
    /// register masks.
    ops: Vec<RegOp>,
    masks: Vec<RegMask>,
}

/// A block of [`Recorded`]: its id, its ranges of [`Recorded::insts`],
/// [`Recorded::first_reads`] and [`Recorded::phys_insts`], and where its first call is.
#[derive(Clone, Copy, Debug)]
struct RecordedBlock {
    id: BlockId,
    insts: (u32, u32),
    first_reads: (u32, u32),
    /// Its range of [`Recorded::phys_insts`].
    phys_insts: (u32, u32),
    /// The position of its first call (an instruction with a register mask), or its length.
    first_call: u32,
}

/// What [`Allocator::find_globals`] saw of a virtual register last.
#[derive(Clone, Copy, Debug)]
struct LastSeen {
    /// The last block (by layout position) referencing it, the last one defining it and the
    /// last one reading it.
    ref_block: u32,
    defined_in: u32,
    read_in: u32,
    /// Its first operand (index in [`Recorded::ops`]) in the last instruction referencing
    /// it; read only while `ref_block` says that instruction is in the current block.
    last_op: u32,
}

impl LastSeen {
    const NEVER: LastSeen = LastSeen { ref_block: u32::MAX, defined_in: u32::MAX, read_in: u32::MAX, last_op: 0 };
}

/// The buffers of [`Allocator::find_globals`].
#[derive(Default)]
struct GlobalScan {
    /// By virtual register, what the walk saw of it last (one entry, so that an operand's
    /// bookkeeping reads one place).
    seen: Vec<LastSeen>,
    /// The virtual registers read in a block before any definition there.
    read_before_def: Vec<u32>,
    /// One instruction's defined virtual registers.
    defs: Vec<usize>,
}

thread_local! {
    /// The allocator's state, between the functions a thread allocates.
    static STATE: std::cell::Cell<Option<State>> = const { std::cell::Cell::new(None) };
}

/// `v` emptied and filled with `len` copies of `x`, in the room it has.
fn refill<T: Clone>(v: &mut Vec<T>, len: usize, x: T) {
    v.clear();
    v.resize(len, x);
}

impl State {
    /// Makes the state that of the start of a function with `num_vregs` virtual registers,
    /// for target tables `regs`, with `reserved` reserved and `callee_saved` saved by callees.
    fn reset(&mut self, num_vregs: usize, regs: &'static RegisterInfo, reserved: &RegSet, callee_saved: &'static [PhysReg]) {
        let num_regs = regs.num_regs();
        if !self.overlaps_for.is_some_and(|r| std::ptr::eq(r, regs)) {
            self.overlaps.clear();
            self.overlaps.extend((0..num_regs).map(|r| {
                let mut set = RegSet::new(num_regs);
                set.insert_with_aliases(regs, PhysReg(r as u16));
                set
            }));
            self.overlaps_for = Some(regs);
        }
        let same = |k: &OrdersKey| std::ptr::eq(k.regs, regs) && k.reserved == *reserved && std::ptr::eq(k.callee_saved, callee_saved);
        if !self.orders_for.as_ref().is_some_and(same) {
            self.orders.clear();
            self.orders.resize(regs.classes.len(), None);
            self.tracked_regs.clear();
            self.tracked_regs.extend((0..num_regs).map(|r| r != 0 && !reserved.contains(PhysReg(r as u16))));
            self.orders_for = Some(OrdersKey { regs, reserved: reserved.clone(), callee_saved });
            self.mask_cache.clear();
        }
        self.mask_cache.retain(|(mask, _)| matches!(mask, RegMask::CalleeSaved(_)));
        refill(&mut self.virt, num_vregs, VirtState::default());
        refill(&mut self.phys, num_regs, PhysState::Free);
        self.occupied.reset(num_regs);
        self.live.reset(num_regs);
        self.hinted.clear();
        let x = &mut self.scratch;
        x.clobbered.reset(num_regs);
        x.occupied_clobbered.reset(num_regs);
        x.early.reset(num_regs);
        x.hard.reset(num_regs);
        x.sets_used = false;
    }
}

/// What the allocation orders and the tracked registers of [`State`] were computed for.
struct OrdersKey {
    regs: &'static RegisterInfo,
    reserved: RegSet,
    callee_saved: &'static [PhysReg],
}

/// One register operand of an instruction, classified once by [`Allocator::find_globals`]
/// (16 bytes).
#[derive(Clone, Copy, Debug)]
struct RegOp {
    reg: Reg,
    flags: RegFlags,
    sub: SubRegIdx,
    /// The operand's index in the instruction, and the index of the operand it is tied to.
    index: u32,
    tied: Option<u8>,
    /// What the operand does: [`RegOp::DEF`], [`RegOp::READS`], [`RegOp::LAST`], [`RegOp::ALSO_DEFINED`].
    bits: u8,
}

impl RegOp {
    /// The operand writes its register.
    const DEF: u8 = 1;
    /// The operand reads its register ([`reads`]).
    const READS: u8 = 2;
    /// No later instruction of the block names the operand's virtual register (valid on the
    /// instruction's first operand of the register).
    const LAST: u8 = 4;
    /// The instruction also defines the operand's virtual register.
    const ALSO_DEFINED: u8 = 8;

    /// The virtual register's number, if the operand names one.
    #[inline]
    fn virt(&self) -> Option<usize> {
        vreg_index(self.reg)
    }

    #[inline]
    fn def(&self) -> bool {
        self.bits & Self::DEF != 0
    }

    #[inline]
    fn reads(&self) -> bool {
        self.bits & Self::READS != 0
    }

    /// Whether the operand's virtual register is named after instruction `ops` (of `kind`)
    /// in the block: the [`RegOp::LAST`] bit of the instruction's first operand of it.
    #[inline]
    fn named_later(&self, ops: &[RegOp], kind: InstKind) -> bool {
        let first = if kind.has(InstKind::REPEATED) { ops.iter().find(|o| o.reg == self.reg).unwrap_or(self) } else { self };
        first.bits & Self::LAST == 0
    }
}

/// An instruction, its ranges of [`Recorded::ops`] and [`Recorded::masks`], and what
/// [`Allocator::find_globals`] saw of it ([`InstKind`]).
#[derive(Clone, Copy, Debug)]
struct RecordedInst {
    id: InstId,
    ops: (u32, u32),
    masks: (u32, u32),
    kind: InstKind,
}

/// What an instruction is and which kinds of operand it has, found once when its operands
/// are recorded: the scans skip the steps (and the look at the instruction itself) that
/// most instructions have no use for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct InstKind(u8);

impl InstKind {
    const DEBUG_VALUE: u8 = 1;
    const COPY: u8 = 2;
    /// Defines a (tracked) physical register.
    const PHYS_DEF: u8 = 4;
    /// Has an early-clobber virtual definition.
    const EARLY_VIRT_DEF: u8 = 8;
    /// Has a tied virtual definition.
    const TIED_DEF: u8 = 16;
    /// Names a (tracked) physical register: only such instructions take part in the
    /// backward scan's physical liveness.
    const PHYS: u8 = 32;
    /// Has two operands of a virtual register: only the first of them says whether the
    /// instruction is the register's last reference ([`RegOp::LAST`]), and only then may the
    /// scan meet a register it has already read or defined here.
    const REPEATED: u8 = 64;

    #[inline]
    fn has(self, bit: u8) -> bool {
        self.0 & bit != 0
    }
}

/// The registers the current instruction's operands occupy: no register choice may take one
/// or evict its value. Each holds a value (is `occupied`, so that a register found free
/// overlaps none of them) unless `may_be_free`: an instruction with an early-clobber
/// definition keeps every register it reads from its definitions, even one whose value a
/// clobber moved out.
#[derive(Clone, Copy)]
struct Pins<'p> {
    regs: &'p [PhysReg],
    may_be_free: bool,
}

/// The buffers [`Allocator::allocate_inst`] fills for one instruction.
#[derive(Default)]
struct InstScratch {
    /// The registers the instruction writes (physical defs and mask clobbers), those of them
    /// holding a value, the early-clobber ones, and those a definition may not take.
    clobbered: RegSet,
    occupied_clobbered: RegSet,
    early: RegSet,
    hard: RegSet,
    /// The virtual registers read (with their registers), read for the last time, defined
    /// (with whether this is their last reference in the block), and the [`Pins`].
    read: Vec<(usize, PhysReg)>,
    pins: Vec<PhysReg>,
    last_reads: Vec<usize>,
    defined: Vec<(usize, bool)>,
    /// Whether `clobbered` or `early` may hold registers (most instructions leave both
    /// empty, and then they need no clearing for the next one).
    sets_used: bool,
}

/// Allocates every virtual register of `mf` (after PHI elimination and two-address lowering)
/// to a physical register, inserting spills and reloads (appended to `edits`).
/// `frame_pointer` reserves the frame pointer register.
pub fn run(mf: &mut MachineFunction, tri: &dyn TargetRegisterInfo, tii: &dyn TargetInstrInfo, frame_pointer: bool, edits: &mut Vec<Edit>) -> Result<(), String> {
    let regs = tri.tables();
    let reserved = tri.reserved_regs(mf, frame_pointer);
    let mut s = STATE.take().unwrap_or_default();
    s.reset(mf.regs.num_vregs() as usize, regs, &reserved, tri.callee_saved_regs(mf));
    let mut a = Allocator { regs, tri, tii, reserved, named: RegSet::new(regs.num_regs()), edits, mf, s };
    let result = a.allocate();
    STATE.set(Some(a.s));
    result
}

fn vreg_index(r: Reg) -> Option<usize> {
    r.virt_index().map(|v| v as usize)
}

/// Whether a register operand reads its register: a use that is not `undef`, or a write of a
/// sub-register that keeps the rest (no `undef`).
fn reads(op: &MachineOperand) -> bool {
    let undef = op.reg_flags().contains(RegFlags::UNDEF);
    if op.is_def() {
        op.sub_reg().0 != 0 && !undef
    } else {
        op.is_reg() && !undef
    }
}

impl Allocator<'_> {
    /// Allocates the function's blocks in layout order.
    fn allocate(&mut self) -> Result<(), String> {
        self.find_globals();
        let rec = std::mem::take(&mut self.s.recorded);
        let mut scratch = std::mem::take(&mut self.s.scratch);
        let mut result = Ok(());
        // Blocks are numbered from 1 for `VirtState::seen_in`, whose default is 0.
        for (k, rb) in rec.blocks.iter().enumerate() {
            result = self.allocate_block(rb, k as u32 + 1, &rec, &mut scratch);
            if result.is_err() {
                break;
            }
        }
        self.s.recorded = rec;
        self.s.scratch = scratch;
        result?;
        let live_ins = std::mem::take(&mut self.mf.regs.live_ins);
        self.mf.regs.clear();
        self.mf.regs.live_ins = live_ins.into_iter().map(|l| crate::mir::LiveIn { vreg: None, ..l }).collect();
        self.mf.regs.is_ssa = false;
        self.mf.regs.allocated_phys = Some(std::mem::replace(&mut self.named, RegSet::new(0)));
        Ok(())
    }

    fn err(&self, i: InstId, msg: impl std::fmt::Display) -> String {
        let b = self.mf.inst(i).parent();
        let name = self.tii.tables().get(self.mf.inst(i).opcode).map_or("?", |d| d.name);
        format!("function '{}', bb.{}, {name}: {msg}", self.mf.name, self.mf.block(b).number)
    }

    /// Marks the virtual registers that are live across blocks: referenced in two blocks, or
    /// read in a block before any definition there (the value then comes from another block
    /// or an earlier trip around a loop). Also records which have a definition at all, the
    /// function's instructions and their register operands ([`Recorded`]), and names the
    /// reserved registers the code names.
    fn find_globals(&mut self) {
        let n = self.s.virt.len();
        let (g, rec) = (&mut self.s.globals, &mut self.s.recorded);
        refill(&mut g.seen, n, LastSeen::NEVER);
        g.read_before_def.clear();
        rec.blocks.clear();
        rec.insts.clear();
        rec.first_reads.clear();
        rec.phys_insts.clear();
        rec.ops.clear();
        rec.masks.clear();
        for (bi, &b) in self.mf.layout().iter().enumerate() {
            let (first, first_read, first_phys) = (rec.insts.len() as u32, rec.first_reads.len() as u32, rec.phys_insts.len() as u32);
            let mut first_call = None;
            let bi = bi as u32;
            for i in self.mf.block_insts(b) {
                let ii = rec.insts.len() as u32;
                let m = self.mf.inst(i);
                let (ops_from, masks_from) = (rec.ops.len() as u32, rec.masks.len() as u32);
                let mut kind = InstKind(if m.opcode == target_opcode::COPY { InstKind::COPY } else { 0 });
                if m.is_debug_value() {
                    kind.0 |= InstKind::DEBUG_VALUE;
                } else {
                    // An instruction's definitions count after all of its reads (`%1 = ADD %1, ...`).
                    g.defs.clear();
                    // Whether a virtual register has two operands here (a read of a value the
                    // instruction also defines needs [`RegOp::ALSO_DEFINED`]).
                    let mut repeated = false;
                    for (index, op) in m.operands.iter().enumerate() {
                        let MachineOperand::Reg { reg, flags, sub_reg, tied_to } = *op else {
                            if let MachineOperand::RegMask(mask) = *op {
                                rec.masks.push(mask);
                            }
                            continue;
                        };
                        if reg.is_none() {
                            continue;
                        }
                        let def = flags.contains(RegFlags::DEF);
                        // (As [`reads`] answers, from the operand's fields at hand.)
                        let reads = !flags.contains(RegFlags::UNDEF) && (!def || sub_reg.0 != 0);
                        // (An operand that reads and writes its register defines what it reads.)
                        let mut bits = if def { RegOp::DEF | RegOp::ALSO_DEFINED } else { 0 } | if reads { RegOp::READS } else { 0 };
                        let Some(v) = vreg_index(reg) else {
                            let p = PhysReg(reg.0 as u16);
                            if !self.s.tracked_regs.get(p.index()).copied().unwrap_or(false) {
                                // A register the scans do not track (reserved) is only named, and
                                // its operand stays as it is.
                                self.named.insert(p);
                                continue;
                            }
                            kind.0 |= InstKind::PHYS | if def { InstKind::PHYS_DEF } else { 0 };
                            rec.ops.push(RegOp { reg, flags, sub: sub_reg, index: index as u32, tied: tied_to, bits });
                            continue;
                        };
                        if def && flags.contains(RegFlags::EARLY_CLOBBER) {
                            kind.0 |= InstKind::EARLY_VIRT_DEF;
                        }
                        if def && tied_to.is_some() {
                            kind.0 |= InstKind::TIED_DEF;
                        }
                        if v < n {
                            let k = rec.ops.len() as u32;
                            let seen = &mut g.seen[v];
                            if seen.ref_block != bi {
                                if seen.ref_block != u32::MAX {
                                    self.s.virt[v].global = true;
                                }
                                seen.last_op = k;
                            } else if seen.last_op < ops_from {
                                // Named again in its block: the earlier instruction's reference
                                // is not the last (its first operand of the register says so).
                                rec.ops[seen.last_op as usize].bits &= !RegOp::LAST;
                                seen.last_op = k;
                            } else {
                                repeated = true;
                            }
                            seen.ref_block = bi;
                            bits |= RegOp::LAST;
                            if reads {
                                if seen.defined_in != bi {
                                    g.read_before_def.push(v as u32);
                                }
                                if seen.read_in != bi {
                                    seen.read_in = bi;
                                    rec.first_reads.push((ii - first, v as u32));
                                }
                            }
                            if def {
                                g.defs.push(v);
                            }
                        }
                        rec.ops.push(RegOp { reg, flags, sub: sub_reg, index: index as u32, tied: tied_to, bits });
                    }
                    if repeated {
                        kind.0 |= InstKind::REPEATED;
                    }
                    if !g.defs.is_empty() {
                        if repeated {
                            for o in &mut rec.ops[ops_from as usize..] {
                                if o.virt().is_some_and(|v| g.defs.contains(&v)) {
                                    o.bits |= RegOp::ALSO_DEFINED;
                                }
                            }
                        }
                        for &v in &g.defs {
                            g.seen[v].defined_in = bi;
                            self.s.virt[v].has_def = true;
                        }
                    }
                }
                if kind.has(InstKind::PHYS) {
                    rec.phys_insts.push(ii - first);
                }
                if first_call.is_none() && rec.masks.len() as u32 != masks_from {
                    first_call = Some(ii - first);
                }
                rec.insts.push(RecordedInst { id: i, ops: (ops_from, rec.ops.len() as u32), masks: (masks_from, rec.masks.len() as u32), kind });
            }
            let end = rec.insts.len() as u32;
            rec.blocks.push(RecordedBlock {
                id: b,
                insts: (first, end),
                first_reads: (first_read, rec.first_reads.len() as u32),
                phys_insts: (first_phys, rec.phys_insts.len() as u32),
                first_call: first_call.unwrap_or(end - first),
            });
        }
        for &v in &g.read_before_def {
            if self.s.virt[v as usize].has_def {
                self.s.virt[v as usize].global = true;
            }
        }
    }

    /// Computes the allocation order of `class` if not done yet; [`order`](Self::order) reads it.
    fn ensure_order(&mut self, class: RegClassId) {
        let k = class.index();
        if self.s.orders[k].is_none() {
            self.s.orders[k] = Some(self.tri.allocation_order(class, &self.reserved));
        }
    }

    fn order(&self, class: RegClassId) -> &[PhysReg] {
        self.s.orders[class.index()].as_deref().unwrap_or(&[])
    }

    fn tracked(&self, p: PhysReg) -> bool {
        self.s.tracked_regs.get(p.index()).copied().unwrap_or(false)
    }

    /// The set of `p` and every register overlapping it.
    #[inline]
    fn overlap(&self, p: PhysReg) -> &RegSet {
        &self.s.overlaps[p.index()]
    }

    /// `p` and every register overlapping it.
    fn units(&self, p: PhysReg) -> impl Iterator<Item = PhysReg> + 'static {
        std::iter::once(p).chain(self.regs.aliases(p).iter().copied())
    }

    // ---- physical register liveness within a block ----

    /// Backward scan of block `rb` (the instructions `insts`) over its instructions naming
    /// physical registers: which physical reads are last reads, which definitions dead, and
    /// each value's hint from the block's first copy giving one. Returns whether a value of
    /// other blocks is read up to the block's first call: only then has
    /// [`reload_at_begin`](Self::reload_at_begin) anything to do. (Each operand's last
    /// reference of its virtual register was found by [`find_globals`](Self::find_globals).)
    fn scan_liveness(&mut self, rb: &RecordedBlock, insts: &[RecordedInst], rec: &Recorded) -> bool {
        for v in self.s.hinted.drain(..) {
            self.s.virt[v].hint = None;
        }
        let b = rb.id;
        let phys_insts = &rec.phys_insts[rb.phys_insts.0 as usize..rb.phys_insts.1 as usize];
        let mut live = std::mem::take(&mut self.s.live);
        let mut phys_ops = std::mem::take(&mut self.s.phys_ops);
        if !phys_insts.is_empty() {
            live.clear();
            // A landing pad's registers are set by the unwinder, not by this block.
            for &s in self.mf.block(b).succs.iter().filter(|&&s| !self.mf.block(s).landing_pad) {
                for &(r, _) in &self.mf.block(s).live_ins {
                    live.insert(r);
                }
            }
            // Only the positions of instructions naming physical registers are read.
            if self.s.phys_kills.len() < insts.len() {
                self.s.phys_kills.resize(insts.len(), (0, 0));
                self.s.phys_dead.resize(insts.len(), (0, 0));
            }
            self.s.phys_lists.clear();
        }
        for &pos in phys_insts.iter().rev() {
            let pos = pos as usize;
            let RecordedInst { id: i, ops: (o0, o1), kind, .. } = insts[pos];
            if kind.has(InstKind::COPY) {
                if let Some((v, p)) = self.copy_hint(self.mf.inst(i)) {
                    if self.s.virt[v].hint.replace(p).is_none() {
                        self.s.hinted.push(v);
                    }
                }
            }
            phys_ops.clear();
            phys_ops.extend(rec.ops[o0 as usize..o1 as usize].iter().filter(|o| !o.reg.is_virtual()).map(|o| (PhysReg(o.reg.0 as u16), o.flags)));
            let dead_from = self.s.phys_lists.len();
            for &(p, flags) in &phys_ops {
                if flags.contains(RegFlags::DEF) {
                    let overlaps_live = live.intersects(self.overlap(p));
                    if !overlaps_live || flags.contains(RegFlags::DEAD) {
                        self.s.phys_lists.push(p);
                    }
                }
            }
            self.s.phys_dead[pos] = (dead_from as u32, self.s.phys_lists.len() as u32);
            for &(p, flags) in &phys_ops {
                if flags.contains(RegFlags::DEF) {
                    // A definition of `p` ends the earlier values of `p` and its sub-registers.
                    live.remove(p);
                    for &sub in self.regs.desc(p).all_sub_regs {
                        live.remove(sub);
                    }
                }
            }
            let kills_from = self.s.phys_lists.len();
            for &(p, flags) in &phys_ops {
                if !flags.contains(RegFlags::DEF) && !flags.contains(RegFlags::UNDEF) {
                    if !live.intersects(self.overlap(p)) && !self.s.phys_lists[kills_from..].contains(&p) {
                        self.s.phys_lists.push(p);
                    }
                    live.insert(p);
                }
            }
            self.s.phys_kills[pos] = (kills_from as u32, self.s.phys_lists.len() as u32);
        }
        self.s.live = live;
        self.s.phys_ops = phys_ops;
        let first_reads = &rec.first_reads[rb.first_reads.0 as usize..rb.first_reads.1 as usize];
        first_reads.iter().take_while(|&&(pos, _)| pos <= rb.first_call).any(|&(_, v)| self.s.virt[v as usize].global && self.s.virt[v as usize].has_def)
    }

    /// For a copy between a virtual and a physical register (`$edi = COPY %6`, `%7 = COPY $eax`),
    /// the virtual register and the physical one, its preferred register for this block.
    fn copy_hint(&self, m: &MachineInstr) -> Option<(usize, PhysReg)> {
        if m.opcode != target_opcode::COPY || m.operands.len() != 2 || m.operands.iter().any(|o| o.sub_reg().0 != 0) {
            return None;
        }
        let (dst, src) = (m.operands[0].get_reg()?, m.operands[1].get_reg()?);
        let (v, p) = match (vreg_index(dst), vreg_index(src)) {
            (None, Some(v)) => (v, dst.as_phys()),
            (Some(v), None) => (v, src.as_phys()),
            _ => return None,
        };
        p.filter(|&p| self.tracked(p) && v < self.s.virt.len()).map(|p| (v, p))
    }

    // ---- register choice ----

    /// Whether `p` and the registers overlapping it are free (`occupied` holds exactly the
    /// registers whose state is not `Free`).
    fn is_free(&self, p: PhysReg) -> bool {
        !self.s.occupied.intersects(self.overlap(p))
    }

    /// Whether `p` is free and overlaps none of `pins`.
    #[inline]
    fn free_unpinned(&self, p: PhysReg, pins: Pins) -> bool {
        self.is_free(p) && !(pins.may_be_free && self.pinned_overlap(p, pins.regs))
    }

    /// A register of `class` for virtual register `v`: its hint when free, else a free one
    /// outside `hard` and `soft`, else a free one outside `hard`, else one whose virtual
    /// occupants can be evicted (stored before `at`), none of them overlapping `pins`.
    #[allow(clippy::too_many_arguments)]
    fn pick(&mut self, v: usize, class: RegClassId, hard: &RegSet, soft: Option<&RegSet>, at: InstId, pins: Pins) -> Result<PhysReg, String> {
        self.ensure_order(class);
        let order = self.order(class);
        let usable = |a: &Self, p: PhysReg| !hard.contains(p) && !a.pinned_overlap(p, pins.regs);
        let free = |p: PhysReg| !hard.contains(p) && self.free_unpinned(p, pins);
        let wanted = self.s.virt[v].hint.or_else(|| self.mf.regs.vreg(Reg::virt(v as u32)).and_then(|i| i.preferred.as_phys()));
        if let Some(p) = wanted.filter(|&p| order.contains(&p) && !soft.is_some_and(|s| s.contains(p)) && free(p)) {
            return Ok(p);
        }
        if let Some(&p) = order.iter().find(|&&p| !soft.is_some_and(|s| s.contains(p)) && free(p)) {
            return Ok(p);
        }
        if let Some(&p) = order.iter().find(|&&p| free(p)) {
            return Ok(p);
        }
        // Evict: the candidate whose occupants are all virtual registers, fewest and cleanest.
        let mut best: Option<(usize, PhysReg)> = None;
        for &p in order.iter().filter(|&&p| usable(self, p)) {
            let mut cost = 0;
            let mut ok = true;
            for u in self.units(p) {
                match self.s.phys[u.index()] {
                    PhysState::Free => {}
                    PhysState::Fixed => ok = false,
                    PhysState::Virt(v) => cost += 1 + usize::from(self.s.virt[v as usize].dirty),
                }
            }
            if ok && best.is_none_or(|(c, _)| cost < c) {
                best = Some((cost, p));
            }
        }
        let Some((_, p)) = best else {
            let name = self.regs.class(class).name;
            return Err(self.err(at, format!("ran out of registers in class {name}")));
        };
        self.evict_overlapping(p, at)?;
        Ok(p)
    }

    /// Whether `p` or a register overlapping it is one of `pins`.
    fn pinned_overlap(&self, p: PhysReg, pins: &[PhysReg]) -> bool {
        let overlap = self.overlap(p);
        pins.iter().any(|&q| overlap.contains(q))
    }

    /// Moves the virtual registers overlapping `p` out of registers, storing dirty ones to
    /// their slots before `at`.
    fn evict_overlapping(&mut self, p: PhysReg, at: InstId) -> Result<(), String> {
        for u in self.units(p) {
            if let PhysState::Virt(v) = self.s.phys[u.index()] {
                self.spill(v as usize, at)?;
            }
        }
        Ok(())
    }

    fn class_of(&self, v: usize, at: InstId) -> Result<RegClassId, String> {
        self.mf.regs.reg_class(Reg::virt(v as u32)).ok_or_else(|| self.err(at, format!("%{v} has no register class")))
    }

    fn slot(&mut self, v: usize, at: InstId) -> Result<FrameIdx, String> {
        if let Some(s) = self.s.virt[v].slot {
            return Ok(s);
        }
        let class = self.regs.class(self.class_of(v, at)?);
        let stack_id = self.mf.intern("default");
        let slot = self.mf.frame.create_spill_slot(u64::from(class.spill_size / 8).max(1), u64::from(class.spill_align / 8).max(1), stack_id);
        self.s.virt[v].slot = Some(slot);
        Ok(slot)
    }

    /// Takes `v` out of its register, storing it first (before `at`) if the slot is stale.
    fn spill(&mut self, v: usize, at: InstId) -> Result<(), String> {
        let Some(p) = self.s.virt[v].assigned else { return Ok(()) };
        if self.s.virt[v].dirty {
            let slot = self.slot(v, at)?;
            let class = self.class_of(v, at)?;
            let inst = self.tii.store_reg_to_stack_slot(self.mf, InsertPoint::Before(at), p, false, slot, class)?;
            self.edits.push(Edit { inst, kind: EditKind::Spill { from: p, slot } });
        }
        self.unassign(v);
        Ok(())
    }

    /// Sets what physical register `p` holds, keeping `occupied` in step.
    fn set_phys(&mut self, p: PhysReg, state: PhysState) {
        self.s.phys[p.index()] = state;
        if state == PhysState::Free {
            self.s.occupied.remove(p);
        } else {
            self.s.occupied.insert(p);
        }
    }

    fn unassign(&mut self, v: usize) {
        if let Some(p) = self.s.virt[v].assigned.take() {
            self.set_phys(p, PhysState::Free);
        }
        self.s.virt[v].dirty = false;
    }

    fn assign(&mut self, v: usize, p: PhysReg) {
        self.named.insert(p);
        self.s.virt[v].assigned = Some(p);
        self.set_phys(p, PhysState::Virt(v as u32));
    }

    /// The physical register an operand names once `v` is in `p` (inlined: most operands
    /// have no sub-register).
    #[inline]
    fn operand_reg(&self, p: PhysReg, sub: SubRegIdx, at: InstId) -> Result<PhysReg, String> {
        if sub.0 == 0 {
            return Ok(p);
        }
        self.regs.sub_reg(p, sub).ok_or_else(|| self.no_sub_reg(p, sub, at))
    }

    /// The error of an operand naming sub-register `sub` of `p`, which has none.
    #[cold]
    fn no_sub_reg(&self, p: PhysReg, sub: SubRegIdx, at: InstId) -> String {
        let idx = self.regs.sub_reg_index_desc(sub).name;
        self.err(at, format!("${} has no sub-register {idx}", self.regs.name(p).to_ascii_lowercase()))
    }

    // ---- the scan ----

    /// Allocates block `rb` of `rec`, the `block`-th of the layout (from 1), with the buffers
    /// `scratch`.
    fn allocate_block(&mut self, rb: &RecordedBlock, block: u32, rec: &Recorded, scratch: &mut InstScratch) -> Result<(), String> {
        let b = rb.id;
        let (first, end) = (rb.insts.0 as usize, rb.insts.1 as usize);
        let insts = &rec.insts[first..end];
        let reloads_at_top = self.scan_liveness(rb, insts, rec);
        // Every register is free here: the end of the previous block freed them.
        for k in 0..self.mf.block(b).live_ins.len() {
            let p = self.mf.block(b).live_ins[k].0;
            if self.tracked(p) {
                self.set_phys(p, PhysState::Fixed);
            }
        }
        if reloads_at_top {
            self.reload_at_begin(b, block, insts, scratch)?;
        }
        for (pos, &RecordedInst { id: i, ops: (o0, o1), masks: (m0, m1), kind }) in insts.iter().enumerate() {
            if kind.has(InstKind::DEBUG_VALUE) {
                self.rewrite_debug_value(i);
            } else if o0 != o1 || m0 != m1 {
                // (An instruction without register operands or masks has nothing to allocate.)
                self.allocate_inst(b, pos, i, kind, scratch, &rec.ops[o0 as usize..o1 as usize], &rec.masks[m0 as usize..m1 as usize])?;
            }
        }
        // Block-local values die here; values of other blocks were stored at their definitions.
        // Every register is left free for the next block.
        let mut occupied = std::mem::replace(&mut self.s.occupied, RegSet::new(0));
        for p in occupied.iter() {
            match self.s.phys[p.index()] {
                PhysState::Virt(v) => {
                    if self.s.virt[v as usize].dirty && self.s.virt[v as usize].global {
                        return Err(format!("function '{}', bb.{}: %{v} left unsaved at the block end", self.mf.name, self.mf.block(b).number));
                    }
                    self.s.virt[v as usize].assigned = None;
                    self.s.virt[v as usize].dirty = false;
                }
                PhysState::Fixed | PhysState::Free => {}
            }
            self.s.phys[p.index()] = PhysState::Free;
        }
        occupied.clear();
        self.s.occupied = occupied;
        Ok(())
    }

    /// LLVM 14's allocator scans a block backwards and reloads the values of other blocks it
    /// still holds in registers when it reaches the top: a value read before the block's first
    /// call is reloaded at the block's start (where the reload, without a source location,
    /// starts the block's line-table row at line 0), not just before its first read. Here each
    /// such value, in the order of first reads, takes a free register of its class (its hint
    /// first) that no instruction up to that read names; one that finds none is reloaded at its
    /// read as before. A landing pad's values are reloaded at their reads.
    fn reload_at_begin(&mut self, b: BlockId, block: u32, insts: &[RecordedInst], x: &mut InstScratch) -> Result<(), String> {
        let Some(top) = insts.iter().map(|r| r.id).find(|&i| !self.mf.inst(i).is_debug_value()) else { return Ok(()) };
        if self.mf.block(b).landing_pad {
            return Ok(());
        }
        let (mut named, mut reading) = (std::mem::take(&mut x.hard), std::mem::take(&mut x.early));
        named.clear();
        for i in insts.iter().map(|r| r.id) {
            let m = self.mf.inst(i);
            if m.is_debug_value() {
                continue;
            }
            // The registers this instruction reads (or clobbers early) cannot hold a value it
            // reads; one it only writes can (a copy to the value's hint).
            reading.clear();
            reading.union_with(&named);
            for op in &m.operands {
                if let Some(p) = op.get_reg().and_then(Reg::as_phys).filter(|&p| self.tracked(p) && (op.is_use() || op.reg_flags().contains(RegFlags::EARLY_CLOBBER))) {
                    reading.union_with(self.overlap(p));
                }
            }
            for k in 0..self.mf.inst(i).operands.len() {
                let op = &self.mf.inst(i).operands[k];
                let Some(v) = op.get_reg().and_then(vreg_index).filter(|&v| v < self.s.virt.len() && self.s.virt[v].seen_in != block) else { continue };
                self.s.virt[v].seen_in = block;
                if !reads(op) || !self.s.virt[v].global || !self.s.virt[v].has_def || self.s.virt[v].assigned.is_some() {
                    continue;
                }
                let class = self.class_of(v, i)?;
                self.ensure_order(class);
                let free = |p: PhysReg| !reading.contains(p) && self.is_free(p);
                let hint = self.s.virt[v].hint.filter(|&p| self.order(class).contains(&p) && free(p));
                let Some(p) = hint.or_else(|| self.order(class).iter().copied().find(|&p| free(p))) else { continue };
                let slot = self.slot(v, i)?;
                let inst = self.tii.load_reg_from_stack_slot(self.mf, InsertPoint::Before(top), p, slot, class)?;
                self.edits.push(Edit { inst, kind: EditKind::Reload { to: p, slot } });
                self.assign(v, p);
            }
            let mut call = false;
            for op in &self.mf.inst(i).operands {
                if let Some(p) = op.get_reg().and_then(Reg::as_phys).filter(|&p| self.tracked(p)) {
                    named.union_with(self.overlap(p));
                }
                call |= matches!(op, MachineOperand::RegMask(_));
            }
            if call {
                break;
            }
        }
        (x.hard, x.early) = (named, reading);
        // `early` held the registers read here: the next instruction clears it.
        x.sets_used = true;
        Ok(())
    }

    /// Points `DBG_VALUE` `i` of a virtual register at where the value is now: its register, or
    /// the stack slot a value of several blocks is stored to at each definition (the indirect
    /// form, after a dereference when it already was), or nowhere (`$noreg`). It allocates
    /// nothing: code with and without debug information stays the same.
    fn rewrite_debug_value(&mut self, i: InstId) {
        let MachineOperand::Reg { reg, sub_reg, .. } = self.mf.inst(i).operands[0] else { return };
        if let Some(p) = reg.as_phys() {
            self.named.insert(p);
        }
        let Some(v) = vreg_index(reg).filter(|&v| v < self.s.virt.len()) else { return };
        let state = self.s.virt[v];
        let in_register = state.assigned.filter(|_| !state.global).and_then(|p| self.operand_reg(p, sub_reg, i).ok());
        let m = self.mf.inst_mut(i);
        match (in_register, state.slot) {
            (Some(p), _) => m.operands[0] = MachineOperand::reg_use(Reg::phys(p)),
            (None, Some(slot)) if sub_reg.0 == 0 => {
                let was_indirect = m.is_indirect_debug_value();
                m.operands[0] = MachineOperand::FrameIndex(slot);
                m.operands[1] = MachineOperand::Imm(0);
                if was_indirect {
                    self.mf.prepend_debug_expression(i, "DW_OP_deref");
                }
            }
            _ => m.operands[0] = MachineOperand::reg_use(Reg::NONE),
        }
    }

    /// The index in `mask_cache` of the tracked registers a call with register mask `mask`
    /// clobbers (computed once per mask).
    fn mask_clobbers(&mut self, mask: RegMask) -> usize {
        if let Some(k) = self.s.mask_cache.iter().position(|(m, _)| *m == mask) {
            return k;
        }
        let mut set = RegSet::new(self.regs.num_regs());
        for r in 1..self.regs.num_regs() {
            let p = PhysReg(r as u16);
            if self.tracked(p) && !self.tri.mask_preserves(self.mf, mask, p) {
                set.insert(p);
            }
        }
        self.s.mask_cache.push((mask, set));
        self.s.mask_cache.len() - 1
    }

    /// For `%a = COPY %b` (whole `%a`), the physical register that held `%b` (its part when a
    /// sub-register is read).
    fn copy_source(&self, i: InstId, read: &[(usize, PhysReg)]) -> Option<PhysReg> {
        let m = self.mf.inst(i);
        if m.opcode != target_opcode::COPY || m.operands.len() != 2 || m.operands[0].sub_reg().0 != 0 {
            return None;
        }
        let src = &m.operands[1];
        let v = src.get_reg().and_then(vreg_index)?;
        let &(_, p) = read.iter().find(|&&(w, _)| w == v)?;
        if src.sub_reg().0 == 0 {
            Some(p)
        } else {
            self.regs.sub_reg(p, src.sub_reg())
        }
    }

    /// Allocates the registers of instruction `i` (of `kind`) at position `pos` of block `b`,
    /// whose recorded register operands and masks are `ops` and `masks`, with the buffers `x`.
    /// The operands' classification ([`RegOp`]) says which values live on.
    #[allow(clippy::too_many_arguments)]
    fn allocate_inst(&mut self, b: BlockId, pos: usize, i: InstId, kind: InstKind, x: &mut InstScratch, ops: &[RegOp], masks: &[RegMask]) -> Result<(), String> {
        // Registers the instruction writes (physical defs and mask clobbers), and the early-clobber ones.
        // (Most instructions write no tracked register: the sets are then left empty, unvisited.)
        let (clobbered, early) = (&mut x.clobbered, &mut x.early);
        if x.sets_used {
            clobbered.clear();
            early.clear();
        }
        let (mut any_clobbered, mut any_early, early_virt_def) = (!masks.is_empty(), false, kind.has(InstKind::EARLY_VIRT_DEF));
        let repeated = kind.has(InstKind::REPEATED);
        if kind.has(InstKind::PHYS_DEF) {
            for o in ops.iter().filter(|o| o.def() && !o.reg.is_virtual()) {
                let p = PhysReg(o.reg.0 as u16);
                clobbered.union_with(self.overlap(p));
                any_clobbered = true;
                if o.flags.contains(RegFlags::EARLY_CLOBBER) {
                    early.union_with(self.overlap(p));
                    any_early = true;
                }
            }
        }
        for &mask in masks {
            let set = self.mask_clobbers(mask);
            clobbered.union_with(&self.s.mask_cache[set].1);
        }
        x.sets_used = any_clobbered || any_early;
        let (clobbered, early) = (&x.clobbered, &x.early);
        // Early-clobbered registers cannot hold this instruction's inputs.
        if any_early {
            for p in early.iter() {
                if let PhysState::Virt(v) = self.s.phys[p.index()] {
                    self.spill(v as usize, i)?;
                }
            }
        }

        // 1. Reads of virtual registers (and the kept part of a partially written one); those
        //    read for the last time are noted for step 2.
        let read = &mut x.read;
        read.clear();
        x.last_reads.clear();
        x.pins.clear();
        for o in ops {
            let Some(v) = o.virt() else { continue };
            // (Only an instruction naming a register twice can meet it again.)
            if (o.def() && !o.reads()) || (repeated && read.iter().any(|&(w, _)| w == v)) {
                continue;
            }
            let lives_on = o.named_later(ops, kind) || o.bits & RegOp::ALSO_DEFINED != 0;
            let p = match self.s.virt[v].assigned {
                Some(p) => p,
                None => {
                    let class = self.class_of(v, i)?;
                    let p = self.pick(v, class, early, lives_on.then_some(clobbered), i, Pins { regs: &x.pins, may_be_free: false })?;
                    let undefined = !self.s.virt[v].has_def || !ops.iter().any(|x| x.reg == o.reg && x.reads());
                    if !undefined {
                        if self.s.virt[v].slot.is_none() && !self.s.virt[v].global {
                            return Err(self.err(i, format!("%{v} is read before it is defined")));
                        }
                        let slot = self.slot(v, i)?;
                        let inst = self.tii.load_reg_from_stack_slot(self.mf, InsertPoint::Before(i), p, slot, class)?;
                        self.edits.push(Edit { inst, kind: EditKind::Reload { to: p, slot } });
                    }
                    self.assign(v, p);
                    p
                }
            };
            x.pins.push(p);
            read.push((v, p));
            if !lives_on {
                x.last_reads.push(v);
            }
        }
        let read = &x.read;
        if kind.has(InstKind::TIED_DEF) {
            for o in ops {
                if let (Some(v), Some(t), true) = (o.virt(), o.tied, o.def()) {
                    if !ops.iter().any(|x| x.index == u32::from(t) && x.reg == o.reg) {
                        return Err(self.err(i, format!("tied definition %{v} reads another register (run two-address lowering first)")));
                    }
                }
            }
        }

        // 2. Last reads free their registers (after the definitions when one is early-clobber);
        //    physical values read for the last time die.
        //    (Freeing one value changes no other's liveness: each is freed as it is found, and
        //    kept for later only when a definition is early-clobber.)
        if !early_virt_def {
            for &v in &x.last_reads {
                self.unassign(v);
            }
        }
        if kind.has(InstKind::PHYS) {
            let (kills_from, kills_to) = self.s.phys_kills[pos];
            for k in kills_from..kills_to {
                for u in self.units(self.s.phys_lists[k as usize]) {
                    if self.s.phys[u.index()] == PhysState::Fixed {
                        self.set_phys(u, PhysState::Free);
                    }
                }
            }
        }

        // 3. Clobbers: values living on in clobbered registers move out, stored first if dirty.
        //    (Freeing one register changes no other, so the occupied ones are found first.)
        if any_clobbered {
            x.occupied_clobbered.copy_from(clobbered);
            x.occupied_clobbered.intersect_with(&self.s.occupied);
            for p in x.occupied_clobbered.iter() {
                match self.s.phys[p.index()] {
                    PhysState::Virt(v) => self.spill(v as usize, i)?,
                    PhysState::Fixed => self.set_phys(p, PhysState::Free),
                    PhysState::Free => {}
                }
            }
        }
        x.pins.clear();
        for &(v, p) in read {
            if early_virt_def || self.s.virt[v].assigned == Some(p) {
                x.pins.push(p);
            }
        }

        // 4. Definitions: in place when the value already has a register, else a new one; a
        //    copy's destination prefers the register its source just left (an identity copy).
        let copy_source = kind.has(InstKind::COPY).then(|| self.copy_source(i, read)).flatten();
        let defined = &mut x.defined;
        defined.clear();
        for o in ops {
            let Some(v) = o.virt().filter(|_| o.def()) else { continue };
            let p = match self.s.virt[v].assigned {
                Some(p) => p,
                None => {
                    if o.tied.is_some() || o.reads() {
                        return Err(self.err(i, format!("%{v} is read and written here but its register is clobbered by the instruction")));
                    }
                    let class = self.class_of(v, i)?;
                    // An early-clobber definition may not take a register read here either.
                    let hard = if o.flags.contains(RegFlags::EARLY_CLOBBER) {
                        x.hard.copy_from(clobbered);
                        for &(_, q) in read {
                            x.hard.union_with(self.overlap(q));
                        }
                        &x.hard
                    } else {
                        clobbered
                    };
                    self.ensure_order(class);
                    let pins = Pins { regs: &x.pins, may_be_free: early_virt_def };
                    let p = match copy_source.filter(|&q| self.order(class).contains(&q) && !hard.contains(q) && self.free_unpinned(q, pins)) {
                        Some(q) => q,
                        None => self.pick(v, class, hard, None, i, pins)?,
                    };
                    self.assign(v, p);
                    p
                }
            };
            x.pins.push(p);
            self.s.virt[v].dirty = true;
            if !(repeated && defined.iter().any(|&(w, _)| w == v)) {
                defined.push((v, !o.named_later(ops, kind)));
            }
        }
        if early_virt_def {
            for &v in &x.last_reads {
                self.unassign(v);
            }
        }
        // Physical definitions hold live values from here on, unless never read.
        if kind.has(InstKind::PHYS_DEF) {
            let (dead_from, dead_to) = self.s.phys_dead[pos];
            // (The operands of physical registers are those of tracked ones.)
            for o in ops.iter().filter(|o| o.def() && !o.reg.is_virtual()) {
                let p = PhysReg(o.reg.0 as u16);
                if !self.s.phys_lists[dead_from as usize..dead_to as usize].contains(&p) {
                    self.set_phys(p, PhysState::Fixed);
                }
            }
        }

        // 5. Rewrite the operands (in one look at the instruction; a failure is reported
        //    after it).
        let m = self.mf.inst_mut(i);
        let mut failed = None;
        for o in ops {
            let Some(v) = o.virt() else {
                self.named.insert(PhysReg(o.reg.0 as u16));
                continue;
            };
            let Some(p) = self.s.virt[v].assigned.or_else(|| read.iter().find(|&&(w, _)| w == v).map(|&(_, p)| p)) else {
                failed = Some((v, None));
                break;
            };
            let q = if o.sub.0 == 0 { Some(p) } else { self.regs.sub_reg(p, o.sub) };
            let Some(q) = q else {
                failed = Some((v, Some((p, o.sub))));
                break;
            };
            if let MachineOperand::Reg { reg, flags, sub_reg, .. } = &mut m.operands[o.index as usize] {
                *reg = Reg::phys(q);
                *sub_reg = SubRegIdx(0);
                if flags.contains(RegFlags::DEF) {
                    flags.remove(RegFlags::UNDEF);
                }
                flags.insert(RegFlags::RENAMABLE);
            }
        }
        match failed {
            Some((v, None)) => return Err(self.err(i, format!("%{v} has no register"))),
            Some((_, Some((p, sub)))) => return Err(self.no_sub_reg(p, sub, i)),
            None => {}
        }

        // 6. Values live in other blocks are stored right after each definition; definitions
        //    never read again free their register.
        let mut after = i;
        for &(v, last) in &x.defined {
            let Some(p) = self.s.virt[v].assigned else { continue };
            if self.s.virt[v].global {
                if self.tii.tables().get(self.mf.inst(i).opcode).is_some_and(|d| d.is_terminator()) {
                    return Err(self.err(i, format!("%{v} is live out of bb.{} but defined by a terminator", self.mf.block(b).number)));
                }
                let slot = self.slot(v, i)?;
                let class = self.class_of(v, i)?;
                after = self.tii.store_reg_to_stack_slot(self.mf, InsertPoint::After(after), p, false, slot, class)?;
                self.edits.push(Edit { inst: after, kind: EditKind::Spill { from: p, slot } });
                self.s.virt[v].dirty = false;
            }
            if last {
                self.unassign(v);
            }
        }
        Ok(())
    }
}
