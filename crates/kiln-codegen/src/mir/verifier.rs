//! The machine verifier: checks a function against its target's instruction
//! descriptions and the invariants later passes rely on — operand counts and
//! kinds, register classes of operands, tied operands, SSA form (one def per
//! virtual register, defs before uses in a block), terminators only at the end
//! of a block, successor lists that cover the branch targets, contain only
//! blocks the code can reach (branch targets, fall-through, landing pads) and
//! agree with the predecessor lists, and PHIs at block starts with a (value, block)
//! pair for every predecessor and no other block. Generic (GlobalISel) instructions get
//! their type checks from [`crate::gisel::verify_types`].
//!
//! Every message names the function, the block and the instruction in MIR syntax.

use kiln_mc::desc::{InstrDesc, InstrFlags, OperandKind, RegClassId, SubRegIdx};
use crate::target::target_opcode;
use rustc_hash::FxHashMap;

use super::function::MachineFunction;
use super::operand::{BlockId, InstId, MachineOperand, Reg, RegFlags};
use super::printer::print_inst;
use super::regs::{RegClassOrBank, RegUses};
use super::MirTarget;

struct Verifier<'a> {
    mf: &'a MachineFunction,
    target: &'a MirTarget,
    errors: Vec<String>,
}

/// Checks `mf`; returns every problem found, one message each.
pub fn verify(mf: &MachineFunction, target: &MirTarget) -> Result<(), Vec<String>> {
    let mut v = Verifier { mf, target, errors: Vec::new() };
    v.run();
    if v.errors.is_empty() {
        Ok(())
    } else {
        Err(v.errors)
    }
}

impl Verifier<'_> {
    fn block_error(&mut self, b: BlockId, msg: impl std::fmt::Display) {
        let n = self.mf.block(b).number;
        self.errors.push(format!("function '{}', bb.{n}: {msg}", self.mf.name));
    }

    fn inst_error(&mut self, i: InstId, msg: impl std::fmt::Display) {
        let b = self.mf.inst(i).parent();
        let text = print_inst(self.mf, self.target, i);
        self.block_error(b, format!("instruction '{text}': {msg}"));
    }

    fn run(&mut self) {
        let mf = self.mf;
        let mut numbers: FxHashMap<u32, BlockId> = FxHashMap::default();
        for &b in mf.layout() {
            if numbers.insert(mf.block(b).number, b).is_some() {
                self.block_error(b, "block number used twice");
            }
        }
        let uses = RegUses::compute(mf);
        for (k, &b) in mf.layout().iter().enumerate() {
            self.check_edges(b);
            self.check_successors_are_reached(b, mf.layout().get(k + 1).copied());
            self.check_block(b, &uses);
        }
        if mf.regs.is_ssa {
            for (reg, _) in mf.regs.vregs() {
                let defs = uses.defs(reg);
                if defs.len() > 1 {
                    self.inst_error(defs[1].inst, format!("virtual register %{} has more than one definition in SSA form", reg.virt_index().unwrap_or(0)));
                }
                if defs.is_empty() {
                    let bad = uses.uses(reg).iter().find(|u| {
                        let f = mf.inst(u.inst).operands[u.operand as usize].reg_flags();
                        !f.contains(RegFlags::UNDEF) && !f.contains(RegFlags::DEBUG_USE)
                    });
                    if let Some(u) = bad {
                        let live_in = mf.regs.live_ins.iter().any(|l| l.vreg == Some(reg));
                        if !live_in {
                            self.inst_error(u.inst, format!("reads virtual register %{} which has no definition", reg.virt_index().unwrap_or(0)));
                        }
                    }
                }
            }
        }
    }

    fn check_edges(&mut self, b: BlockId) {
        let block = self.mf.block(b);
        for &s in &block.succs {
            let forward = block.succs.iter().filter(|&&x| x == s).count();
            let backward = self.mf.block(s).preds.iter().filter(|&&p| p == b).count();
            if forward != backward {
                let n = self.mf.block(s).number;
                self.block_error(b, format!("successor bb.{n} does not list this block as a predecessor"));
            }
        }
        for &p in &block.preds {
            if !self.mf.block(p).succs.contains(&b) {
                let n = self.mf.block(p).number;
                self.block_error(b, format!("predecessor bb.{n} does not list this block as a successor"));
            }
        }
    }

    fn check_block(&mut self, b: BlockId, uses: &RegUses) {
        let mf = self.mf;
        let mut seen_terminator: Option<InstId> = None;
        let mut seen_non_phi = false;
        let mut position: FxHashMap<InstId, usize> = FxHashMap::default();
        for (k, i) in mf.block_insts(b).enumerate() {
            position.insert(i, k);
        }
        for i in mf.bundles(b) {
            let m = mf.inst(i);
            let Some(desc) = self.target.instrs.get(m.opcode) else {
                self.inst_error(i, format!("opcode {} is not an instruction of the target", m.opcode));
                continue;
            };
            let is_phi = m.opcode == target_opcode::PHI || m.opcode == target_opcode::G_PHI;
            if is_phi {
                if seen_non_phi {
                    self.inst_error(i, "PHI after a non-PHI instruction");
                }
                self.check_phi(b, i);
            } else {
                seen_non_phi = true;
            }
            if desc.is_terminator() {
                seen_terminator.get_or_insert(i);
            } else if let Some(t) = seen_terminator {
                let t = print_inst(mf, self.target, t);
                self.inst_error(i, format!("non-terminator after the terminator '{t}'"));
            }
            for j in std::iter::once(i).chain(mf.bundle_members(i)) {
                self.check_operands(j);
                if !is_phi {
                    self.check_defs_before_uses(b, j, uses, &position);
                }
            }
            if desc.is_terminator() || desc.is_branch() {
                self.check_branch_targets(b, i);
            }
        }
    }

    fn check_phi(&mut self, b: BlockId, i: InstId) {
        let m = self.mf.inst(i);
        let preds = &self.mf.block(b).preds;
        let ops = &m.operands;
        if ops.is_empty() || !ops[0].is_def() || ops.len() & 1 == 0 {
            self.inst_error(i, "a PHI needs a definition followed by (value, block) pairs");
            return;
        }
        let mut blocks: Vec<BlockId> = Vec::new();
        for pair in ops[1..].chunks(2) {
            match (pair[0].get_reg(), pair[1].block()) {
                (Some(_), Some(from)) if pair[0].is_use() => {
                    // A block may appear twice (a switch with two edges to this block).
                    if !preds.contains(&from) {
                        let n = self.mf.block(from).number;
                        self.inst_error(i, format!("PHI names bb.{n}, which is not a predecessor"));
                    }
                    blocks.push(from);
                }
                _ => {
                    self.inst_error(i, "PHI operands must be (register, block) pairs");
                    return;
                }
            }
        }
        for &p in preds {
            if !blocks.contains(&p) {
                let n = self.mf.block(p).number;
                self.inst_error(i, format!("PHI has no value for predecessor bb.{n}"));
            }
        }
    }

    /// Every successor is named by an instruction of the block (a branch, a
    /// jump table, a block address), is a landing pad or address-taken, or is the next block in
    /// the layout when the block falls through; a block that falls through
    /// with successors has the next block among them.
    fn check_successors_are_reached(&mut self, b: BlockId, next: Option<BlockId>) {
        let mf = self.mf;
        let mut named: Vec<BlockId> = Vec::new();
        let mut falls_through = true;
        // An indirect branch (through a jump table loaded elsewhere, or a computed address)
        // may reach any successor.
        let mut indirect = false;
        for i in mf.block_insts(b) {
            indirect |= self.target.instrs.get(mf.inst(i).opcode).is_some_and(|d| d.has(InstrFlags::IS_INDIRECT_BRANCH));
            for op in &mf.inst(i).operands {
                match *op {
                    MachineOperand::Block(t) => named.push(t),
                    MachineOperand::JumpTable { index, .. } => {
                        named.extend(mf.jump_tables.tables.get(index as usize).into_iter().flatten());
                    }
                    _ => {}
                }
            }
        }
        if let Some(last) = mf.bundles(b).last() {
            // Only a branch or return that is a barrier ends the flow; LLVM keeps
            // a fall-through edge after other barriers such as a trap.
            let desc = self.target.instrs.get(mf.inst(last).opcode);
            falls_through = !desc.is_some_and(|d| d.has(InstrFlags::IS_BARRIER) && (d.is_branch() || d.is_return()));
        }
        let succs = &mf.block(b).succs;
        for &s in succs {
            // Address-taken blocks are reached by indirect branches (computed goto).
            let target = mf.block(s);
            let reached = indirect
                || named.contains(&s)
                || target.landing_pad
                || target.address_taken
                || (falls_through && Some(s) == next);
            if !reached {
                let n = mf.block(s).number;
                self.block_error(b, format!("successor bb.{n} is neither a branch target nor the fall-through block"));
            }
        }
        if let Some(n) = next.filter(|n| falls_through && !succs.is_empty() && !succs.contains(n)) {
            let n = mf.block(n).number;
            self.block_error(b, format!("falls through to bb.{n}, which is not a successor"));
        }
    }

    fn check_branch_targets(&mut self, b: BlockId, i: InstId) {
        let succs = &self.mf.block(b).succs;
        for op in &self.mf.inst(i).operands {
            match *op {
                MachineOperand::Block(t) if !succs.contains(&t) => {
                    let n = self.mf.block(t).number;
                    self.inst_error(i, format!("branch target bb.{n} is not a successor of the block"));
                }
                MachineOperand::JumpTable { index, .. } => match self.mf.jump_tables.tables.get(index as usize) {
                    Some(table) => {
                        if let Some(&t) = table.iter().find(|t| !succs.contains(t)) {
                            let n = self.mf.block(t).number;
                            self.inst_error(i, format!("jump-table target bb.{n} is not a successor of the block"));
                        }
                    }
                    None => self.inst_error(i, format!("jump table {index} does not exist")),
                },
                _ => {}
            }
        }
    }

    fn check_defs_before_uses(&mut self, b: BlockId, i: InstId, uses: &RegUses, position: &FxHashMap<InstId, usize>) {
        if !self.mf.regs.is_ssa {
            return;
        }
        let here = position[&i];
        for op in &self.mf.inst(i).operands {
            let Some(reg) = op.get_reg().filter(|r| r.is_virtual() && op.is_use()) else { continue };
            if op.reg_flags().contains(RegFlags::UNDEF) || op.reg_flags().contains(RegFlags::DEBUG_USE) {
                continue;
            }
            if let Some(d) = uses.unique_def(reg) {
                let def_inst = self.mf.inst(d);
                if def_inst.parent() == b && position.get(&d).is_some_and(|&p| p >= here) {
                    self.inst_error(i, format!("reads %{} before its definition in the block", reg.virt_index().unwrap_or(0)));
                }
            }
        }
    }

    fn check_operands(&mut self, i: InstId) {
        let m = self.mf.inst(i);
        let Some(desc) = self.target.instrs.get(m.opcode) else { return };
        // A call's register mask follows the explicit operands without counting as one.
        let explicit = m.operands.iter().take_while(|o| !o.is_implicit() && !matches!(o, MachineOperand::RegMask(_))).count();
        let tail_ok = |o: &MachineOperand| o.is_implicit() || matches!(o, MachineOperand::RegMask(_));
        if !desc.is_variadic() && !m.operands[explicit..].iter().all(tail_ok) {
            self.inst_error(i, "explicit operands must come before implicit ones");
        }
        let n = desc.num_operands();
        if explicit < n || (explicit > n && !desc.is_variadic()) {
            self.inst_error(i, format!("has {explicit} explicit operands, {} expects {}{n}", desc.name, if desc.is_variadic() { "at least " } else { "" }));
            return;
        }
        for (k, op) in m.operands[..explicit].iter().enumerate() {
            let is_def_slot = k < desc.num_defs as usize;
            // The last declared operand of a variadic instruction may be anything (a
            // G_INTRINSIC's results come before its `unknown` intrinsic), as in LLVM's verifier.
            let optional = desc.is_variadic() && k + 1 == n && !is_def_slot;
            if op.is_reg() && op.is_def() != is_def_slot && k < n && !optional {
                let what = if is_def_slot { "a definition" } else { "a use" };
                self.inst_error(i, format!("operand {k} must be {what}"));
            }
            if let Some(info) = desc.operands.get(k) {
                if !kind_matches(info.kind, op) {
                    self.inst_error(i, format!("operand {k} is a {}, expected {:?}", op.kind_name(), info.kind));
                    continue;
                }
                if let (Some(rc), MachineOperand::Reg { reg, sub_reg, .. }) = (info.reg_class, *op) {
                    self.check_class(i, k, rc, reg, sub_reg);
                }
            }
        }
        self.check_ties(i, desc, explicit);
        if desc.is_pre_isel_generic() {
            if self.mf.props.selected {
                self.inst_error(i, "generic instruction in a function already selected");
            }
            for e in crate::gisel::verify_types::generic_instruction_errors(self.mf, desc, i) {
                self.inst_error(i, e);
            }
        }
    }

    fn check_class(&mut self, i: InstId, k: usize, rc: RegClassId, reg: Reg, sub_reg: SubRegIdx) {
        let regs = self.target.regs;
        if sub_reg != SubRegIdx(0) || reg.is_none() {
            return;
        }
        if let Some(p) = reg.as_phys() {
            if !regs.contains(rc, p) {
                self.inst_error(i, format!("operand {k}: ${} is not in class {}", regs.name(p).to_ascii_lowercase(), regs.class(rc).name));
            }
            return;
        }
        if let Some(RegClassOrBank::Class(c)) = self.mf.regs.vreg(reg).map(|v| v.class) {
            let (have, want) = (regs.class(c), regs.class(rc));
            let subset = have.members.iter().all(|&r| want.contains(r));
            if !subset {
                self.inst_error(i, format!("operand {k}: %{} has class {}, which is not within {}", reg.virt_index().unwrap_or(0), have.name, want.name));
            }
        }
    }

    fn check_ties(&mut self, i: InstId, desc: &InstrDesc, explicit: usize) {
        let ops = &self.mf.inst(i).operands;
        for (k, op) in ops.iter().enumerate() {
            if let Some(t) = op.tied_to() {
                let back = ops.get(t).and_then(MachineOperand::tied_to);
                let kinds_ok = ops.get(t).is_some_and(|o| o.is_def() != op.is_def());
                if back != Some(k) || !kinds_ok {
                    self.inst_error(i, format!("operand {k} is tied to operand {t}, which is not tied back to it as a def/use pair"));
                }
            }
            if k < explicit {
                if let Some(d) = desc.tied_to(k) {
                    if op.tied_to() != Some(d) {
                        self.inst_error(i, format!("operand {k} must be tied to operand {d}"));
                    }
                }
            }
        }
    }
}

/// Whether an operand fits the description's operand kind.
fn kind_matches(kind: OperandKind, op: &MachineOperand) -> bool {
    use MachineOperand as M;
    let symbolic = matches!(
        op,
        M::Global { .. } | M::ExternalSymbol { .. } | M::ConstantPool { .. } | M::JumpTable { .. } | M::McSymbol { .. } | M::BlockAddress { .. }
    );
    match kind {
        OperandKind::Register => op.is_reg(),
        // A block's address can be an immediate (`MOV64mi32 ..., %bb.3` for setjmp).
        OperandKind::Immediate => matches!(op, M::Imm(_) | M::CImm { .. } | M::FPImm { .. } | M::Metadata(_) | M::Block(_) | M::Cfi(_)) || symbolic,
        // ... and a displacement (`LEA64r $rip, 1, $noreg, %bb.6`, the resume address of
        // `llvm.eh.sjlj.setjmp`).
        OperandKind::Memory => op.is_reg() || matches!(op, M::Imm(_) | M::FrameIndex(_) | M::Block(_)) || symbolic,
        OperandKind::PcRel => matches!(op, M::Block(_)) || symbolic,
        OperandKind::Unknown => true,
    }
}
