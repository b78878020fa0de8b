//! InstructionSelect: replaces every generic instruction by target instructions, bottom-up in
//! each block (so an instruction is selected before the instructions defining its operands,
//! and a `G_CONSTANT` or address folded into its user is dead, and dropped, when it is
//! reached). Each instruction goes first to the match table imported from the SelectionDAG
//! patterns ([`super::match_table`]), then to the target's hand-written selection
//! ([`GlobalIselTarget::select`]); what neither selects is an error naming the instruction.
//! Copies and PHIs get the register class of their bank and type. The last instruction built
//! for a generic instruction takes its slot ([`InstructionSelector::rebuild`]), so that most
//! selections allocate, link and unlink no instruction. What replaces an instruction
//! takes its debug location; a `DBG_VALUE` is no use (it keeps nothing alive and blocks no
//! fold), and one whose register lost its definition becomes `$noreg`. As in FastISel, a plain
//! load nobody reads is dead, and one read once by the instruction selected just below it folds
//! into that instruction's memory operand where the target has such a form. At the end every virtual
//! register has a class and no type, and the function is `selected`.

use super::llt::Llt;
use super::match_table::{select_by_table, Matched};
use super::regbank::{bank_names, RegisterBank};
use super::GlobalIselTarget;
use crate::mir::{print_inst, DefUseCounts, InsertPoint, InstBuilder, InstId, MachineFunction, MachineOperand, MemFlags, MirTarget, Reg, RegClassOrBank, RegFlags, StrId, VRegInfo};
use crate::target::target_opcode as op;
use kiln_mc::desc::{InstrFlags, PhysReg, RegClassId, RegisterInfo};

/// The state selection works on: the function, the target's banks, and which instruction
/// defines each virtual register and how many instructions read it (kept up to date as
/// instructions are replaced).
pub struct InstructionSelector<'a> {
    pub mf: &'a mut MachineFunction,
    pub mir: &'a MirTarget,
    pub banks: &'static [RegisterBank],
    /// The banks' names in the function's string table, by bank number.
    bank_names: Vec<StrId>,
    /// The width of a pointer (the target's `LegalizerInfo::pointer_bits`).
    pub pointer_bits: u32,
    /// Whether selection makes llc -O0's FastISel choices: a phi nobody reads stays (FastISel
    /// builds every phi), and a value defined in another block is a register, not folded
    /// into an address.
    pub fast_isel: bool,
    /// The function's subtarget (its number as `SelectionDagTarget::function_subtarget`
    /// gives it), which the rules' predicates and the target's selection test.
    pub subtarget: u32,
    defs: Vec<Option<InstId>>,
    uses: Vec<u32>,
    /// Whether each bank covers each class, by bank and class number: 0 not asked yet, 1 no,
    /// 2 yes ([`Self::bank_covers`]).
    covers: Vec<std::cell::Cell<u8>>,
    /// The match table's buffer for a rule's matched operands.
    pub(super) matched: Vec<Matched>,
    /// [`Self::fold_load`]'s buffer for what replaces the instruction a load folds into.
    folded: Vec<InstId>,
    /// [`Self::constrain_operands`]' buffer for the operands read through a copy: operand
    /// number, register, class.
    copies: Vec<(usize, Reg, RegClassId)>,
    /// Whether [`Self::rebuild`] gave the last instruction built for the generic instruction
    /// being selected that instruction's slot, and the generic instruction's operands, which
    /// [`Self::replace`] counts out.
    renewed: bool,
    renewed_operands: Vec<MachineOperand>,
}

/// Selects every generic instruction of `mf`, with `fast_isel` (at -O0) as FastISel
/// ([`InstructionSelector::fast_isel`]), for the target's subtarget number `subtarget`.
pub fn select_function(mf: &mut MachineFunction, target: &dyn GlobalIselTarget, mir: &MirTarget, fast_isel: bool, subtarget: u32) -> Result<(), String> {
    let banks = target.register_banks();
    let pointer_bits = target.legalizer_info().pointer_bits;
    let bank_names = bank_names(mf, banks);
    let covers = vec![std::cell::Cell::new(0); banks.len() * mir.regs.classes.len()];
    let mut sel = InstructionSelector { mf, mir, banks, bank_names, pointer_bits, fast_isel, subtarget, defs: Vec::new(), uses: Vec::new(), covers, matched: Vec::new(), folded: Vec::new(), copies: Vec::new(), renewed: false, renewed_operands: Vec::new() };
    sel.count_all();
    let layout: Vec<_> = sel.mf.layout().to_vec();
    let mut debug_values = Vec::new();
    // A call's code, from its frame teardown up to its frame setup, is what the IR call became:
    // a load just above it may fold into any instruction of it (an argument's extension, the
    // call of a loaded callee), as FastISel folds a load into any instruction built for the
    // call that follows it.
    let call_frame = target.call_lowering().map(|c| c.call_frame_opcodes());
    let table = target.match_table();
    // The rules the subtarget may use (its predicates asked of the target once per subtarget).
    let live = table.map(|t| t.live_rules(subtarget, |p| target.pattern_predicate(subtarget, p)));
    // What selection built for the instruction just selected (one buffer for the function).
    let mut new: Vec<InstId> = Vec::new();
    let mut below: Vec<InstId> = Vec::new();
    for &b in layout.iter().rev() {
        // What selection built for the generic instruction selected last, below, in this
        // block (constants and addresses aside): the instructions a load may fold into.
        below.clear();
        let mut in_call = false;
        let mut cur = sel.mf.last_inst(b);
        while let Some(i) = cur {
            let prev = sel.mf.prev_inst(i);
            cur = prev;
            if sel.erase_unread_leaf(i) {
                continue;
            }
            if sel.is_dead(i) {
                sel.erase(i);
                continue;
            }
            let opcode = sel.mf.inst(i).opcode;
            if sel.mf.inst(i).is_debug_value() {
                debug_values.push(i);
                continue;
            }
            if !op::is_generic(opcode) {
                sel.constrain_generic_registers(i)?;
                match call_frame {
                    Some((setup, _)) if opcode == setup => in_call = false,
                    Some((_, teardown)) if opcode == teardown => {
                        below.clear();
                        in_call = true;
                    }
                    _ if in_call => below.push(i),
                    _ => below.clear(),
                }
                continue;
            }
            if opcode == op::G_LOAD && sel.fold_load(target, i, &below)? {
                below.clear();
                continue;
            }
            // (Most opcodes have no rules: they are not looked at further.)
            let selected = match (table, live.as_deref()) {
                (Some(table), Some(live)) if table.has_rules(opcode) => select_by_table(&mut sel, table, live, i),
                _ => false,
            };
            if !selected && !target.select(&mut sel, i)? {
                return Err(format!("cannot select: {}", print_inst(sel.mf, mir, i)));
            }
            sel.replace(prev, i, &mut new);
            if in_call {
                below.extend_from_slice(&new);
            } else if !matches!(opcode, op::G_CONSTANT | op::G_FCONSTANT | op::G_FRAME_INDEX | op::G_GLOBAL_VALUE) {
                std::mem::swap(&mut below, &mut new);
            }
        }
    }
    // A debug value of a register whose definition was dead (and erased) describes nothing.
    for i in debug_values {
        if let Some(r) = sel.mf.inst(i).operands[0].get_reg().filter(|r| r.is_virtual()) {
            if sel.def_of(r).is_none() {
                sel.mf.inst_mut(i).operands[0].set_reg(Reg::NONE);
            }
        }
    }
    // Registers no instruction constrained (defined and read by copies only, or unused).
    // A bank and type give one class: each pair is looked up once.
    let mut classes: Vec<(StrId, Llt, RegClassId)> = Vec::new();
    let (banks, bank_names, pointer_bits) = (sel.banks, &sel.bank_names, sel.pointer_bits);
    for (reg, v) in sel.mf.regs.vregs_mut() {
        match (v.class, v.ty) {
            (RegClassOrBank::Bank(bank), Some(ty)) => {
                let class = match classes.iter().find(|&&(b, t, _)| b == bank && t == ty) {
                    Some(&(_, _, class)) => class,
                    None => {
                        let class = bank_class(banks, bank_names, pointer_bits, reg, bank, Some(ty))?;
                        classes.push((bank, ty, class));
                        class
                    }
                };
                v.class = RegClassOrBank::Class(class);
            }
            (RegClassOrBank::Bank(bank), None) => v.class = RegClassOrBank::Class(bank_class(banks, bank_names, pointer_bits, reg, bank, None)?),
            _ => {}
        }
        v.ty = None;
    }
    sel.mf.props.selected = true;
    Ok(())
}

/// The class of generic register `reg`, of type `ty` in the bank named `name` (one of
/// `banks`, whose names are `bank_names`), pointers being `pointer_bits` wide.
fn bank_class(banks: &[RegisterBank], bank_names: &[StrId], pointer_bits: u32, reg: Reg, name: StrId, ty: Option<Llt>) -> Result<RegClassId, String> {
    let ty = ty.ok_or_else(|| format!("%{} has no type", reg.virt_index().unwrap_or(0)))?;
    let bank = bank_names.iter().position(|&n| n == name).ok_or_else(|| format!("%{} is in an unknown bank", reg.virt_index().unwrap_or(0)))?;
    banks[bank].class_for(ty, pointer_bits).ok_or_else(|| format!("bank {} has no register class for {ty}", banks[bank].name))
}

/// Whether every register of class `small` is in class `big`.
fn is_subclass(regs: &RegisterInfo, small: RegClassId, big: RegClassId) -> bool {
    regs.class(small).members.iter().all(|&r| regs.class(big).contains(r))
}

/// [`InstructionSelector::count`] on the selector's parts (`defs` and `uses` grow with the
/// registers selection creates).
#[inline]
fn count_in(mf: &MachineFunction, defs: &mut Vec<Option<InstId>>, uses: &mut Vec<u32>, i: InstId, delta: i32) {
    let m = mf.inst(i);
    if m.is_debug_value() {
        // Not a use: a value only a debug value reads is dead, and foldable.
        return;
    }
    count_operands(mf, defs, uses, &m.operands, i, delta);
}

/// [`count_in`] of the operands `operands` of `i` (or of the generic instruction a rebuilt
/// `i` was).
#[inline]
fn count_operands(mf: &MachineFunction, defs: &mut Vec<Option<InstId>>, uses: &mut Vec<u32>, operands: &[MachineOperand], i: InstId, delta: i32) {
    let def = if delta > 0 { Some(i) } else { None };
    for operand in operands {
        let MachineOperand::Reg { reg, flags, .. } = *operand else { continue };
        let Some(v) = reg.virt_index() else { continue };
        let v = v as usize;
        if v >= uses.len() {
            grow(mf, defs, uses, v);
        }
        if flags.contains(RegFlags::DEF) {
            defs[v] = def;
        } else {
            uses[v] = uses[v].saturating_add_signed(delta);
        }
    }
}

/// Makes room in `defs` and `uses` for register number `v` and every register `mf` has now
/// (selection creates registers; they are counted once something defines or reads them).
#[cold]
#[inline(never)]
fn grow(mf: &MachineFunction, defs: &mut Vec<Option<InstId>>, uses: &mut Vec<u32>, v: usize) {
    let n = (mf.regs.num_vregs() as usize).max(v + 1);
    uses.resize(n, 0);
    defs.resize(n, None);
}

impl InstructionSelector<'_> {
    /// Counts each register's definition and readers: RegBankSelect's counts, when it ran
    /// just before, or a walk over the function.
    fn count_all(&mut self) {
        let n = self.mf.regs.num_vregs() as usize;
        let stamp = (self.mf.num_insts_allocated(), n as u32);
        if let Some(counts) = self.mf.def_use_counts.take().filter(|c| c.stamp == stamp && c.defs.len() == n && c.uses.len() == n) {
            (self.defs, self.uses) = (counts.defs, counts.uses);
            return;
        }
        DefUseCounts { defs: self.defs, uses: self.uses, .. } = DefUseCounts::new(n);
        let (mf, defs, uses) = (&*self.mf, &mut self.defs, &mut self.uses);
        for &b in mf.layout() {
            let mut at = mf.first_inst(b);
            while let Some(i) = at {
                at = mf.inst(i).next.get();
                count_in(mf, defs, uses, i, 1);
            }
        }
    }

    /// Adds (`delta` 1) or removes (-1) the definitions and uses of `i`.
    #[inline]
    fn count(&mut self, i: InstId, delta: i32) {
        count_in(self.mf, &mut self.defs, &mut self.uses, i, delta);
    }

    /// Erases `i`, which selection replaced by the instructions between `prev` and `i` (in
    /// the order built), or, when selection built the last of them in `i`'s slot
    /// ([`Self::rebuild`]), counts out the generic instruction `i` was; they take `i`'s source
    /// place and are counted.
    fn replace(&mut self, prev: Option<InstId>, i: InstId, new: &mut Vec<InstId>) {
        new.clear();
        let mut j = match prev {
            Some(p) => self.mf.next_inst(p),
            None => self.mf.first_inst(self.mf.inst(i).parent()),
        };
        if self.renewed && j == Some(i) {
            // One instruction, built in `i`'s slot: it has `i`'s source place.
            count_operands(self.mf, &mut self.defs, &mut self.uses, &self.renewed_operands, i, -1);
            self.renewed_operands.clear();
            self.renewed = false;
            new.push(i);
            self.count(i, 1);
            return;
        }
        while let Some(id) = j.filter(|&id| id != i) {
            new.push(id);
            j = self.mf.next_inst(id);
        }
        let loc = self.mf.inst(i).debug_loc;
        if self.renewed {
            count_operands(self.mf, &mut self.defs, &mut self.uses, &self.renewed_operands, i, -1);
            self.renewed_operands.clear();
            self.renewed = false;
            new.push(i);
        } else {
            self.erase(i);
        }
        for &n in new.iter() {
            if self.mf.inst(n).debug_loc.is_none() {
                self.mf.inst_mut(n).debug_loc = loc;
            }
            self.count(n, 1);
        }
    }

    /// FastISel's load folding: a plain load read only by an instruction built for the generic
    /// instruction selected just below it (`below`: nothing but constants and addresses between,
    /// or any instruction of the call just below) becomes that instruction's memory operand where the target has a form reading
    /// the operand from memory ([`GlobalIselTarget::fold_load`]). The folded instruction keeps
    /// its user's source place, as FastISel's does.
    fn fold_load(&mut self, target: &dyn GlobalIselTarget, load: InstId, below: &[InstId]) -> Result<bool, String> {
        let Some(value) = self.mf.inst(load).operands.first().and_then(MachineOperand::get_reg) else { return Ok(false) };
        if self.use_count(value) != 1 || !self.is_plain_load(load) {
            return Ok(false);
        }
        let reads = |m: &crate::mir::MachineInstr| m.operands.iter().position(|o| o.is_use() && !o.is_implicit() && o.get_reg() == Some(value));
        let Some((user, operand)) = below.iter().find_map(|&u| reads(self.mf.inst(u)).map(|k| (u, k))) else { return Ok(false) };
        let prev = self.mf.prev_inst(user);
        if !target.fold_load(self, load, user, operand)? {
            return Ok(false);
        }
        let mut new = std::mem::take(&mut self.folded);
        self.replace(prev, user, &mut new);
        self.folded = new;
        self.erase(load);
        Ok(true)
    }

    /// Whether `i` is a `G_LOAD` that is neither volatile nor atomic: one nobody reads is dead,
    /// and one read once may fold into its reader.
    fn is_plain_load(&self, i: InstId) -> bool {
        let m = self.mf.inst(i);
        m.opcode == op::G_LOAD && !m.mem_operands.is_empty() && m.mem_operands.iter().all(|mem| !mem.flags.contains(MemFlags::VOLATILE) && mem.ordering.is_none())
    }

    /// Makes the generic instruction `i`, which the caller has finished looking at, the
    /// instruction of `opcode` that the builder returned builds: the last instruction selected
    /// for `i` (others go before it), in `i`'s slot and place rather than in a new one.
    pub fn rebuild(&mut self, i: InstId, opcode: u32) -> InstBuilder<'_> {
        debug_assert!(!self.renewed, "one instruction is rebuilt per generic instruction");
        self.mf.renew(i, opcode, &mut self.renewed_operands);
        self.renewed = true;
        self.mf.builder(i)
    }

    /// Removes `i` from the function.
    pub fn erase(&mut self, i: InstId) {
        self.count(i, -1);
        self.mf.remove(i);
    }

    /// How many instructions read `reg`.
    pub fn use_count(&self, reg: Reg) -> u32 {
        reg.virt_index().and_then(|v| self.uses.get(v as usize).copied()).unwrap_or(0)
    }

    /// The instruction defining `reg`.
    pub fn def_of(&self, reg: Reg) -> Option<InstId> {
        self.defs.get(reg.virt_index()? as usize).copied().flatten()
    }

    /// The value of the `G_CONSTANT` defining `reg`.
    pub fn constant_value(&self, reg: Reg) -> Option<i64> {
        let m = self.mf.inst(self.def_of(reg)?);
        match (m.opcode, m.operands.get(1)) {
            (op::G_CONSTANT, Some(MachineOperand::CImm { value, .. })) => Some(*value),
            _ => None,
        }
    }

    /// The type of a generic register.
    pub fn ty(&self, reg: Reg) -> Result<Llt, String> {
        self.mf.regs.ty(reg).ok_or_else(|| format!("%{} has no type", reg.virt_index().unwrap_or(0)))
    }

    /// Erases `i` if it is a constant or address nobody reads (most are folded into their one
    /// reader, selected just before): [`Self::is_dead`] and [`Self::erase`] without a look at
    /// its description or a count of its operands, as it has no effect and reads no register.
    fn erase_unread_leaf(&mut self, i: InstId) -> bool {
        let m = self.mf.inst(i);
        if !matches!(m.opcode, op::G_CONSTANT | op::G_FCONSTANT | op::G_FRAME_INDEX | op::G_GLOBAL_VALUE) {
            return false;
        }
        let [MachineOperand::Reg { reg, flags, .. }, leaf] = m.operands.as_slice() else { return false };
        let Some(v) = reg.virt_index().filter(|_| flags.contains(RegFlags::DEF) && leaf.get_reg().is_none() && self.use_count(*reg) == 0) else { return false };
        if let Some(d) = self.defs.get_mut(v as usize) {
            *d = None;
        }
        self.mf.remove(i);
        true
    }

    /// Whether `i` computes only values nobody reads and has no other effect.
    fn is_dead(&self, i: InstId) -> bool {
        let m = self.mf.inst(i);
        // Whether a result is read first: that rules out most instructions without a look at
        // their description.
        let mut any_def = false;
        for operand in m.operands.iter() {
            let MachineOperand::Reg { reg, flags, .. } = *operand else { continue };
            if flags.contains(RegFlags::DEF) {
                if !reg.is_virtual() || self.use_count(reg) != 0 {
                    return false;
                }
                any_def = true;
            }
        }
        if !any_def {
            return false;
        }
        let flags = self.mir.instrs.desc(m.opcode).flags;
        let reads = if self.is_plain_load(i) { InstrFlags(0) } else { InstrFlags::MAY_LOAD };
        let effects = reads
            .union(InstrFlags::MAY_STORE)
            .union(InstrFlags::HAS_SIDE_EFFECTS)
            .union(InstrFlags::IS_TERMINATOR)
            .union(InstrFlags::IS_CALL);
        flags.0 & effects.0 == 0 && m.opcode != op::INLINEASM && !(self.fast_isel && matches!(m.opcode, op::G_PHI | op::PHI))
    }

    /// Whether generic register `reg` may become a register of `class`.
    pub fn fits_class(&self, reg: Reg, class: RegClassId) -> bool {
        self.mf.regs.vreg(reg).is_none_or(|v| self.fits(v.class, class))
    }

    /// Whether a generic register of bank or class `have` may become a register of `class`.
    pub(super) fn fits(&self, have: RegClassOrBank, class: RegClassId) -> bool {
        match have {
            RegClassOrBank::Bank(name) => self.bank_names.iter().position(|&n| n == name).is_some_and(|b| self.bank_covers(b, class)),
            RegClassOrBank::Class(c) => c == class || self.is_subclass(c, class),
            RegClassOrBank::None => true,
        }
    }

    /// Whether bank number `bank` covers `class` ([`RegisterBank::covers`]), asked of the bank
    /// once per function and pair.
    fn bank_covers(&self, bank: usize, class: RegClassId) -> bool {
        let Some(known) = self.covers.get(bank * self.mir.regs.classes.len() + class.index()) else {
            return self.banks[bank].covers(class, self.mir.regs);
        };
        if known.get() == 0 {
            known.set(if self.banks[bank].covers(class, self.mir.regs) { 2 } else { 1 });
        }
        known.get() == 2
    }

    fn is_subclass(&self, small: RegClassId, big: RegClassId) -> bool {
        is_subclass(self.mir.regs, small, big)
    }

    /// The class a banked generic register gets from its bank and type (a register of a
    /// class has that class).
    pub fn class_for(&self, reg: Reg) -> Result<RegClassId, String> {
        match self.mf.regs.vreg(reg) {
            Some(&VRegInfo { class: RegClassOrBank::Class(c), .. }) => Ok(c),
            Some(&VRegInfo { class: RegClassOrBank::Bank(name), ty, .. }) => bank_class(self.banks, &self.bank_names, self.pointer_bits, reg, name, ty),
            _ => Err(format!("%{} has no register bank", reg.virt_index().unwrap_or(0))),
        }
    }


    /// A new virtual register of `class`.
    pub fn new_vreg(&mut self, class: RegClassId) -> Reg {
        self.mf.regs.create_vreg(class)
    }

    /// `$reg = COPY value` before `at`.
    pub fn copy_to_phys(&mut self, at: InstId, reg: PhysReg, value: Reg) {
        self.mf.build(InsertPoint::Before(at), op::COPY).def(Reg::phys(reg)).use_reg(value);
    }

    /// Gives the virtual registers of the selected instruction `i` the classes its description
    /// asks for (a register already of another class is read through a copy), and ties the
    /// operands the description ties. One look at the instruction does all but the copies,
    /// which are rare: they follow, in operand order.
    pub fn constrain_operands(&mut self, i: InstId) {
        let desc = self.mir.instrs.desc(self.mf.inst(i).opcode);
        let classes = self.mir.regs;
        let copies = &mut self.copies;
        copies.clear();
        let (m, regs) = self.mf.inst_mut_and_regs(i);
        // Operands past the description's are implicit: nothing to constrain.
        let n = desc.operands.len().min(m.operands.len());
        for (k, info) in desc.operands[..n].iter().enumerate() {
            // An operand of no class and tied to none asks for nothing (most immediates).
            if info.reg_class.is_none() && info.tied_to.is_none() {
                continue;
            }
            let MachineOperand::Reg { reg, flags, .. } = m.operands[k] else {
                if let Some(def) = info.tied_to {
                    m.tie_operands(usize::from(def), k);
                }
                continue;
            };
            if flags.contains(RegFlags::IMPLICIT) {
                continue;
            }
            if let Some(def) = info.tied_to {
                m.tie_operands(usize::from(def), k);
            }
            let (true, Some(class)) = (reg.is_virtual(), info.reg_class) else { continue };
            match regs.vreg(reg).map(|v| v.class) {
                Some(RegClassOrBank::Class(c)) if c == class || is_subclass(classes, c, class) => {}
                Some(RegClassOrBank::Class(_)) if !flags.contains(RegFlags::DEF) => copies.push((k, reg, class)),
                _ => regs.set_reg_class(reg, class),
            }
        }
        for n in 0..self.copies.len() {
            let (k, reg, class) = self.copies[n];
            let copy = self.new_vreg(class);
            self.mf.build(InsertPoint::Before(i), op::COPY).def(copy).use_reg(reg);
            self.mf.inst_mut(i).operands[k].set_reg(copy);
        }
    }

    /// Gives the banked registers of a non-generic instruction (a COPY, a PHI, a target
    /// instruction written in the input) the class of their bank and type.
    fn constrain_generic_registers(&mut self, i: InstId) -> Result<(), String> {
        let (m, regs) = self.mf.inst_mut_and_regs(i);
        for operand in m.operands.iter() {
            let Some(reg) = operand.get_reg().filter(|r| r.is_virtual()) else { continue };
            if let Some(&VRegInfo { class: RegClassOrBank::Bank(name), ty, .. }) = regs.vreg(reg) {
                let class = bank_class(self.banks, &self.bank_names, self.pointer_bits, reg, name, ty)?;
                regs.set_reg_class(reg, class);
            }
        }
        Ok(())
    }

    /// Replaces the generic instruction `i` by `opcode` with the same operands (`G_PHI` →
    /// `PHI`, `G_IMPLICIT_DEF` → `IMPLICIT_DEF`), its registers given their classes.
    pub fn mutate(&mut self, i: InstId, opcode: u32) -> Result<(), String> {
        self.rebuild(i, opcode);
        self.mf.inst_mut(i).operands.extend_from_slice(&self.renewed_operands);
        self.constrain_generic_registers(i)
    }
}
