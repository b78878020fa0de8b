//! The artifact combiner: legalization connects pieces of different sizes with G_ANYEXT,
//! G_TRUNC, G_MERGE_VALUES, G_UNMERGE_VALUES and G_EXTRACT, and where such an artifact reads
//! another that undoes it the pair goes: `G_ANYEXT (G_TRUNC x)` is `x` when the types agree
//! (`G_ZEXT`/`G_SEXT (G_TRUNC x)` of whole words, x's words with the top one extended),
//! `G_UNMERGE_VALUES (G_MERGE_VALUES a, b)` is `a, b`, `G_TRUNC (G_MERGE_VALUES a, ...)` is
//! `a`, a merge of an unmerge's results in order is its source, and so on. An artifact whose
//! result is replaced by a register of the same type is erased and its readers are pointed at
//! the replacement at the end ([`Replacements`]), in the legalizer's last pass over the function. A replacement
//! instruction is built only when the rules do not call it unsupported.

use super::legalizer_helper::LegalizerHelper;
use super::legalizer_info::{LegalizeAction, LegalityQuery};
use super::llt::Llt;
use crate::mir::{InsertPoint, InstId, MachineFunction, MachineOperand, Reg, RegFlags};
use crate::target::target_opcode as op;

/// Whether `opcode` is one of the instructions legalization leaves between pieces.
pub fn is_artifact(opcode: u32) -> bool {
    use op::*;
    matches!(opcode, G_ANYEXT | G_ZEXT | G_SEXT | G_TRUNC | G_MERGE_VALUES | G_UNMERGE_VALUES | G_EXTRACT | G_BUILD_VECTOR | G_CONCAT_VECTORS)
}

/// Registers whose readers are to read another register, where each register is defined, and
/// how many operands read it. Each register also carries the sweep during which its
/// definition or replacement last changed, so that a sweep over the artifacts offers again
/// only those whose partner may have changed ([`Replacements::may_combine_anew`]).
///
/// The reader counts are kept up to date through every change the legalizer makes (the first
/// walk counts the function as built, each action or combination takes back the reads of the
/// instruction it changes or erases and counts those of what it leaves and creates, a
/// replacement moves its register's count to the replacement), so that what nobody reads is
/// found at the end without reading the function again ([`Replacements::check_readers`]
/// compares them with a recount under `-verify-machineinstrs`).
#[derive(Default)]
pub struct Replacements {
    forward: Vec<Reg>,
    /// By register: its definition, and the [`sweep`](Self::sweep) in which it was last
    /// defined or replaced.
    defs: Vec<(Option<InstId>, u32)>,
    /// By register (what it stands for now): how many operands of linked instructions read it.
    readers: Vec<u32>,
    /// Definitions of a register defined more than once as the function arrived, each but the
    /// last noted (SSA input has none).
    more_defs: Vec<(u32, InstId)>,
    /// Linked instructions that define nothing and that nothing but being unread keeps (pure
    /// generic ones), which the legalizer's last step erases.
    no_defs: Vec<InstId>,
    /// How many sweeps over the artifacts have begun (0: the legalizer's first walk has not
    /// begun either; what it records then is the function as the IRTranslator left it).
    sweep: u32,
    /// The replaced registers in the order they were replaced, for the legalizer's reader
    /// lists to follow.
    replaced: Vec<Reg>,
}

impl Replacements {
    /// Records the definitions of `i`'s results.
    #[inline]
    pub fn note_defs(&mut self, mf: &MachineFunction, i: InstId) {
        for o in mf.inst(i).operands.iter() {
            let MachineOperand::Reg { reg, flags, .. } = *o else { continue };
            let Some(v) = reg.virt_index().filter(|_| flags.contains(RegFlags::DEF)) else { continue };
            let v = v as usize;
            if self.defs.len() <= v {
                self.grow_defs(mf, v);
            }
            self.defs[v] = (Some(i), self.sweep);
        }
    }

    /// Records instruction `i` of the function as it arrives: the definitions of its results
    /// (a register's earlier definition kept in `more_defs`) and its reads.
    #[inline]
    pub fn note_arrival(&mut self, mf: &MachineFunction, i: InstId) {
        let mut defines = false;
        for o in mf.inst(i).operands.iter() {
            let MachineOperand::Reg { reg, flags, .. } = *o else { continue };
            let Some(v) = reg.virt_index() else {
                defines |= flags.contains(RegFlags::DEF);
                continue;
            };
            let v = v as usize;
            if self.defs.len() <= v {
                self.grow_defs(mf, v);
            }
            if self.readers.len() <= v {
                self.grow_readers(v, mf.regs.num_vregs() as usize);
            }
            if flags.contains(RegFlags::DEF) {
                defines = true;
                if let Some(earlier) = self.defs[v].0.filter(|&d| d != i) {
                    self.more_defs.push((v as u32, earlier));
                }
                self.defs[v] = (Some(i), self.sweep);
            } else {
                self.readers[v] += 1;
            }
        }
        if !defines && erasable_unread(mf, i) {
            self.no_defs.push(i);
        }
    }

    /// Counts the reads of instruction `i`, which the legalizer changed or created.
    pub fn add_reads(&mut self, mf: &MachineFunction, i: InstId) {
        let mut defines = false;
        for o in mf.inst(i).operands.iter() {
            let MachineOperand::Reg { reg, flags, .. } = *o else { continue };
            if flags.contains(RegFlags::DEF) {
                defines = true;
                continue;
            }
            let Some(v) = self.resolve(reg).virt_index() else { continue };
            let v = v as usize;
            if self.readers.len() <= v {
                self.grow_readers(v, mf.regs.num_vregs() as usize);
            }
            self.readers[v] += 1;
        }
        if !defines && erasable_unread(mf, i) {
            self.no_defs.push(i);
        }
    }

    /// Takes back the reads of instruction `i`, which the legalizer is about to change or has
    /// erased (an erased instruction keeps its operands).
    pub fn remove_reads(&mut self, mf: &MachineFunction, i: InstId) {
        for o in mf.inst(i).operands.iter() {
            let MachineOperand::Reg { reg, flags, .. } = *o else { continue };
            if flags.contains(RegFlags::DEF) {
                continue;
            }
            if let Some(count) = self.resolve(reg).virt_index().and_then(|v| self.readers.get_mut(v as usize)) {
                *count = count.saturating_sub(1);
            }
        }
    }

    /// Counts the reads of what an action left: `i` if it is still linked, and the linked
    /// instructions created since the arena held `first_new` (whether or not the action listed
    /// them as touched).
    pub fn add_reads_after(&mut self, mf: &MachineFunction, i: Option<InstId>, first_new: usize) {
        let created = (first_new..mf.num_insts_allocated()).map(|k| InstId(k as u32));
        for j in i.into_iter().chain(created) {
            if mf.inst(j).is_linked() {
                self.add_reads(mf, j);
            }
        }
    }

    /// Takes back one read of virtual register `v` (an operand of an instruction being
    /// erased, already pointed at what it stands for); how many are left.
    pub fn take_read(&mut self, v: u32) -> u32 {
        match self.readers.get_mut(v as usize) {
            Some(count) => {
                *count = count.saturating_sub(1);
                *count
            }
            None => 0,
        }
    }

    /// How many operands read virtual register `v` (through the replacements).
    pub fn readers_of(&self, v: u32) -> u32 {
        self.readers.get(v as usize).copied().unwrap_or(0)
    }

    /// The definitions of virtual register `v` that may be linked: the last noted, and any
    /// earlier ones the function arrived with.
    pub fn defs_of(&self, v: u32) -> impl Iterator<Item = InstId> + '_ {
        let last = self.defs.get(v as usize).and_then(|&(d, _)| d);
        let earlier = self.more_defs.iter().filter(move |&&(w, _)| w == v).map(|&(_, d)| d);
        last.into_iter().chain(earlier)
    }

    /// The instructions that define nothing and may be erased when unread (some may have been
    /// erased since).
    pub fn without_defs(&self) -> &[InstId] {
        &self.no_defs
    }

    /// Compares the kept reader counts and definitions with a recount over the function: an
    /// error names the first register whose count differs or whose definition was not noted
    /// (a change the legalizer did not account for, which would erase a live instruction).
    pub fn check_readers(&self, mf: &MachineFunction) -> Result<(), String> {
        let mut counted = vec![0u32; mf.regs.num_vregs() as usize];
        for &b in mf.layout() {
            for j in mf.block_insts(b) {
                for o in mf.inst(j).operands.iter() {
                    let MachineOperand::Reg { reg, flags, .. } = *o else { continue };
                    if !flags.contains(RegFlags::DEF) {
                        if let Some(count) = self.resolve(reg).virt_index().and_then(|v| counted.get_mut(v as usize)) {
                            *count += 1;
                        }
                    } else if let Some(v) = reg.virt_index().filter(|&v| !self.defs_of(v).any(|d| d == j)) {
                        return Err(format!("internal error: the legalizer did not note a definition of %{v}"));
                    }
                }
            }
        }
        match (0..counted.len()).find(|&v| counted[v] != self.readers_of(v as u32)) {
            Some(v) => Err(format!("internal error: the legalizer counts {} readers of %{v}, but {} operands read it", self.readers_of(v as u32), counted[v])),
            None => Ok(()),
        }
    }

    /// Makes room in `defs` for register number `v`: for every register the function has now,
    /// not one more at a time (kept out of [`Self::note_defs`]' loop, which runs for every
    /// instruction).
    #[cold]
    #[inline(never)]
    fn grow_defs(&mut self, mf: &MachineFunction, v: usize) {
        self.defs.resize(mf.regs.num_vregs().max(v as u32 + 1) as usize, (None, 0));
    }

    /// Makes room in `readers` for register number `v`, for the function's `vregs` registers
    /// and then some (the legalizer creates registers a few at a time; a missing count is zero).
    #[cold]
    #[inline(never)]
    fn grow_readers(&mut self, v: usize, vregs: usize) {
        let n = vregs.max(v + 1).max(self.readers.len() * 2);
        self.readers.resize(n, 0);
    }

    /// Starts the next period of changes: the first walk over the function once the
    /// definitions it had are recorded, then each sweep over the artifacts.
    pub fn begin_sweep(&mut self) {
        self.sweep += 1;
    }

    /// Whether offering artifact `i` to the combiner again may find what its last offer did
    /// not: whether a register the combiner looks at for it was defined or replaced since the
    /// sweep before the current one began. Those registers are `i`'s sources (through their
    /// replacements), what the copies defining them copy, and the sources of the instruction
    /// reached so; the combiner reads no further, and its answer depends on nothing else that
    /// changes. Only an artifact offered since that sweep began, or one this question skipped
    /// in it, may be skipped, which every artifact is when a sweep offers them all: a change
    /// before its last offer was seen by that offer, one after it is recent enough to count.
    pub fn may_combine_anew(&self, mf: &MachineFunction, i: InstId) -> bool {
        let since = self.sweep.saturating_sub(1);
        // Whether `reg`, or a register it was replaced by, changed since then; and what it
        // stands for now.
        let changed = |mut reg: Reg| -> (bool, Reg) {
            loop {
                let Some(v) = reg.virt_index() else { return (false, reg) };
                if self.defs.get(v as usize).is_some_and(|&(_, c)| c >= since) {
                    return (true, reg);
                }
                match self.forward.get(v as usize) {
                    Some(&next) if !next.is_none() => reg = next,
                    _ => return (false, reg),
                }
            }
        };
        let uses = |j: InstId| mf.inst(j).operands.iter().filter(|o| o.is_use()).filter_map(MachineOperand::get_reg);
        for source in uses(i) {
            let (moved, mut reg) = changed(source);
            if moved {
                return true;
            }
            // Through copies to the instruction whose sources the combiner may read.
            let mut hops = 0;
            while let Some(d) = self.def(mf, reg) {
                let m = mf.inst(d);
                if m.opcode != op::COPY {
                    if uses(d).any(|s| changed(s).0) {
                        return true;
                    }
                    break;
                }
                let Some(from) = m.operands.get(1).and_then(MachineOperand::get_reg) else { break };
                let (moved, from) = changed(from);
                hops += 1;
                if moved || hops > mf.num_insts_allocated() {
                    return true;
                }
                reg = from;
            }
        }
        false
    }

    /// The register `reg` stands for now.
    pub fn resolve(&self, mut reg: Reg) -> Reg {
        while let Some(&next) = reg.virt_index().and_then(|v| self.forward.get(v as usize)).filter(|n| !n.is_none()) {
            reg = next;
        }
        reg
    }

    /// The linked instruction defining (what `reg` stands for).
    pub fn def(&self, mf: &MachineFunction, reg: Reg) -> Option<InstId> {
        let reg = self.resolve(reg);
        let i = self.defs.get(reg.virt_index()? as usize)?.0?;
        mf.inst(i).is_linked().then_some(i)
    }

    fn replace(&mut self, old: Reg, new: Reg) {
        let v = old.virt_index().expect("artifacts define virtual registers") as usize;
        if self.forward.len() <= v {
            self.forward.resize(v + 1, Reg::NONE);
        }
        self.forward[v] = new;
        if self.defs.len() <= v {
            self.defs.resize(v + 1, (None, 0));
        }
        self.defs[v].1 = self.sweep;
        self.replaced.push(old);
        // Who read `old` now reads what `new` stands for.
        let moved = self.readers.get_mut(v).map_or(0, std::mem::take);
        if let Some(to) = self.resolve(new).virt_index().map(|t| t as usize).filter(|_| moved > 0) {
            if self.readers.len() <= to {
                self.grow_readers(to, 0);
            }
            self.readers[to] += moved;
        }
    }

    /// The registers replaced so far, oldest first.
    pub fn replaced(&self) -> &[Reg] {
        &self.replaced
    }

    /// Whether any register was replaced (its readers are to be pointed at the replacement,
    /// which the legalizer does in its last walk over the function).
    pub fn any(&self) -> bool {
        !self.replaced.is_empty()
    }
}

/// Whether instruction `i` does nothing but define its results (a generic instruction or copy
/// that neither loads, stores, branches nor has other effects, defining only virtual
/// registers), so that it may be erased when nothing reads them.
pub fn erasable_unread(mf: &MachineFunction, i: InstId) -> bool {
    let m = mf.inst(i);
    let pure = op::INSTR_INFO.get(m.opcode).is_some_and(|d| {
        (d.is_pre_isel_generic() || m.opcode == op::COPY) && !d.may_load() && !d.may_store() && !d.is_terminator() && !d.has(kiln_mc::desc::InstrFlags::HAS_SIDE_EFFECTS)
    });
    pure && m.operands.iter().filter(|o| o.is_def()).all(|o| o.get_reg().is_some_and(|r| r.is_virtual()))
}

fn regs(operands: &[MachineOperand]) -> Vec<Reg> {
    operands.iter().filter_map(MachineOperand::get_reg).collect()
}

/// What [`LegalizerHelper::partner`] found for an artifact: the register it reads that may
/// combine, the instruction defining it, and how many of the artifact's operands are
/// definitions (and of those, registers).
struct Partner {
    src: Reg,
    def: InstId,
    num_defs: usize,
    num_def_regs: usize,
}

/// The registers of the artifact being combined and of the one it reads, kept between
/// artifacts so that offering one allocates nothing.
#[derive(Default)]
pub(super) struct ArtifactRegs {
    defs: Vec<Reg>,
    sources: Vec<Reg>,
    inner_sources: Vec<Reg>,
}

impl LegalizerHelper<'_> {
    /// Whether the rules would not reject `opcode` over `types` outright.
    fn allowed(&self, opcode: u32, types: &[Llt]) -> bool {
        self.info.action(&LegalityQuery::new(opcode, types)).action != LegalizeAction::Unsupported
    }

    /// `defs = G_UNMERGE_VALUES (ext x)` into words, x an odd width (an s129) cut by a G_TRUNC
    /// from whole words y (the low words of an overflow-reporting product): y's words, the one
    /// holding x's top bit extended within itself (`ext` G_SEXT or not), then words of zero
    /// or its sign.
    fn unmerge_extended_trunc(&mut self, i: InstId, defs: &[Reg], x: Reg, ext: u32, r: &mut Replacements) -> Result<bool, String> {
        let Some(t) = r.def(self.mf, x).filter(|&t| self.mf.inst(t).opcode == op::G_TRUNC) else { return Ok(false) };
        let y = r.resolve(self.reg(t, 1)?);
        let (piece_ty, y_ty, n) = (self.ty(defs[0])?, self.ty(y)?, self.ty(x)?.scalar_bits());
        let word_bits = self.info.pointer_bits;
        if piece_ty != Llt::scalar(word_bits) || !y_ty.is_scalar() || y_ty.scalar_bits() % word_bits != 0 || y_ty.scalar_bits() < n {
            return Ok(false);
        }
        let at = InsertPoint::Before(i);
        let mut words: Vec<Reg> = (0..y_ty.scalar_bits() / word_bits).map(|_| self.new_reg(piece_ty)).collect();
        let unmerge = self.emit(at, op::G_UNMERGE_VALUES, &words, &[MachineOperand::reg_use(y)]);
        r.note_defs(self.mf, unmerge);
        self.extend_words_in_place(at, &mut words, n, ext == op::G_SEXT, defs.len() as u32);
        for (&dst, &word) in defs.iter().zip(&words) {
            r.replace(dst, word);
        }
        self.erase(i);
        Ok(true)
    }

    /// Tries to remove artifact `i` together with the artifact it reads; `Ok(true)` when it did.
    /// The reader counts of `r` follow: an erased `i`'s reads are taken back, and what the
    /// combination created is counted.
    pub fn combine_artifact(&mut self, i: InstId, r: &mut Replacements) -> Result<bool, String> {
        // Most artifacts offered read no other artifact: they are turned away before anything
        // is set up for a combination.
        let Some(partner) = self.partner(i, r) else { return Ok(false) };
        let mut bufs = std::mem::take(&mut self.artifact_regs);
        let first_new = self.mf.num_insts_allocated();
        let combined = self.combine_artifact_in(i, r, partner, &mut bufs);
        self.artifact_regs = bufs;
        if combined.is_ok() {
            if !self.mf.inst(i).is_linked() {
                r.remove_reads(self.mf, i);
            }
            r.add_reads_after(self.mf, None, first_new);
        }
        combined
    }

    /// What artifact `i` may combine with: the source it reads (an unmerge's last, any other's
    /// first, through copies between generic registers of one type: a bit cast of a vector to
    /// one of the same shape) when another artifact, an undefined value or a constant defines
    /// it; `None` when nothing does, and `i` stays as it is.
    #[inline]
    fn partner(&self, i: InstId, r: &Replacements) -> Option<Partner> {
        use op::*;
        let m = self.mf.inst(i);
        let num_defs = m.operands.iter().take_while(|o| o.is_def()).count();
        let num_def_regs = m.operands[..num_defs].iter().filter_map(MachineOperand::get_reg).count();
        let mut source_regs = m.operands[num_def_regs..].iter().filter_map(MachineOperand::get_reg);
        let source = if m.opcode == G_UNMERGE_VALUES { source_regs.last() } else { source_regs.next() };
        let mut src = r.resolve(source?);
        let mut d = r.def(self.mf, src)?;
        while self.mf.inst(d).opcode == COPY {
            let from = self.mf.inst(d).operands.get(1).and_then(MachineOperand::get_reg).map(|s| r.resolve(s));
            let Some(from) = from.filter(|&f| f.is_virtual() && self.mf.regs.ty(f).is_some() && self.mf.regs.ty(f) == self.mf.regs.ty(src)) else { break };
            let Some(next) = r.def(self.mf, from) else { break };
            (src, d) = (from, next);
        }
        let inner = self.mf.inst(d).opcode;
        (is_artifact(inner) || matches!(inner, G_IMPLICIT_DEF | G_CONSTANT)).then_some(Partner { src, def: d, num_defs, num_def_regs })
    }

    fn combine_artifact_in(&mut self, i: InstId, r: &mut Replacements, partner: Partner, bufs: &mut ArtifactRegs) -> Result<bool, String> {
        use op::*;
        let Partner { src, def: d, num_defs, num_def_regs } = partner;
        let inner = self.mf.inst(d);
        let m = self.mf.inst(i);
        let m_opcode = m.opcode;
        bufs.defs.clear();
        bufs.defs.extend(m.operands[..num_defs].iter().filter_map(MachineOperand::get_reg));
        let defs = &bufs.defs[..];
        bufs.sources.clear();
        bufs.sources.extend(m.operands[num_def_regs..].iter().filter_map(MachineOperand::get_reg).map(|s| r.resolve(s)));
        let sources = &bufs.sources[..];
        let (inner_opcode, inner_operand1) = (inner.opcode, inner.operands.get(1).copied());
        bufs.inner_sources.clear();
        bufs.inner_sources.extend(inner.operands[1..].iter().filter_map(MachineOperand::get_reg).map(|s| r.resolve(s)));
        let inner_sources = &bufs.inner_sources[..];
        let at = InsertPoint::Before(i);
        match (m_opcode, inner_opcode) {
            // ext (trunc x), trunc (ext x), ext (ext x), trunc (trunc x)
            (G_ANYEXT, G_TRUNC | G_ANYEXT | G_ZEXT | G_SEXT) | (G_ZEXT, G_ZEXT) | (G_SEXT, G_SEXT) | (G_TRUNC, G_ANYEXT | G_ZEXT | G_SEXT | G_TRUNC) => {
                let (dst, x) = (defs[0], inner_sources[0]);
                let (dst_ty, x_ty) = (self.ty(dst)?, self.ty(x)?);
                let opcode = if x_ty == dst_ty {
                    r.replace(dst, x);
                    self.erase(i);
                    return Ok(true);
                } else if x_ty.element().scalar_bits() < dst_ty.element().scalar_bits() {
                    // Widening again: the inner extension's kind (an anyext of a trunc widens
                    // only because it was a trunc of something narrower: any bits do).
                    if inner_opcode == G_TRUNC { G_ANYEXT } else { inner_opcode }
                } else {
                    if m_opcode != G_TRUNC && inner_opcode != G_TRUNC {
                        return Ok(false);
                    }
                    G_TRUNC
                };
                if x_ty.lanes() != dst_ty.lanes() || !self.allowed(opcode, &[dst_ty, x_ty]) {
                    return Ok(false);
                }
                let new = self.emit(at, opcode, &[dst], &[MachineOperand::reg_use(x)]);
                r.note_defs(self.mf, new);
            }
            (G_ANYEXT, G_IMPLICIT_DEF) => {
                let ty = self.ty(defs[0])?;
                if !self.allowed(G_IMPLICIT_DEF, &[ty]) {
                    return Ok(false);
                }
                let new = self.emit(at, G_IMPLICIT_DEF, &[defs[0]], &[]);
                r.note_defs(self.mf, new);
            }
            // trunc (merge a, ...) where the result lies in a
            (G_TRUNC, G_MERGE_VALUES) => {
                let (dst, first) = (defs[0], inner_sources[0]);
                let (dst_ty, part_ty) = (self.ty(dst)?, self.ty(first)?);
                if dst_ty == part_ty {
                    r.replace(dst, first);
                    self.erase(i);
                    return Ok(true);
                }
                if dst_ty.scalar_bits() > part_ty.scalar_bits() || !self.allowed(G_TRUNC, &[dst_ty, part_ty]) {
                    return Ok(false);
                }
                let new = self.emit(at, G_TRUNC, &[dst], &[MachineOperand::reg_use(first)]);
                r.note_defs(self.mf, new);
            }
            // unmerge (merge/build/concat ...)
            (G_UNMERGE_VALUES, G_MERGE_VALUES | G_BUILD_VECTOR | G_CONCAT_VECTORS) => {
                let (nd, ns) = (defs.len(), inner_sources.len());
                let (def_ty, part_ty) = (self.ty(defs[0])?, self.ty(inner_sources[0])?);
                if nd == ns && def_ty == part_ty {
                    for (&dst, &part) in defs.iter().zip(inner_sources) {
                        r.replace(dst, part);
                    }
                } else if nd < ns && ns % nd == 0 && def_ty.scalar_bits() == part_ty.scalar_bits() * (ns / nd) as u32 && !def_ty.is_vector() && !part_ty.is_vector() {
                    for (k, &dst) in defs.iter().enumerate() {
                        let group = &inner_sources[k * (ns / nd)..(k + 1) * (ns / nd)];
                        let new = self.merge_into(at, dst, group)?;
                        r.note_defs(self.mf, new);
                    }
                } else if nd < ns && ns % nd == 0 && def_ty.is_vector() && !part_ty.is_vector() && def_ty.lanes() as usize == ns / nd && def_ty.element() == part_ty {
                    // vectors of a build's elements
                    for (k, &dst) in defs.iter().enumerate() {
                        let new = self.merge_into(at, dst, &inner_sources[k * (ns / nd)..(k + 1) * (ns / nd)])?;
                        r.note_defs(self.mf, new);
                    }
                } else if nd > ns && nd % ns == 0 && part_ty.is_vector() && part_ty.lanes() as usize == nd / ns && part_ty.element() == def_ty {
                    // the elements of concatenated vectors
                    for (k, &part) in inner_sources.iter().enumerate() {
                        let new = self.emit(at, G_UNMERGE_VALUES, &defs[k * (nd / ns)..(k + 1) * (nd / ns)], &[MachineOperand::reg_use(part)]);
                        r.note_defs(self.mf, new);
                    }
                } else if nd > ns && nd % ns == 0 && part_ty.scalar_bits() == def_ty.scalar_bits() * (nd / ns) as u32 && !def_ty.is_vector() && !part_ty.is_vector() {
                    for (k, &part) in inner_sources.iter().enumerate() {
                        let group = &defs[k * (nd / ns)..(k + 1) * (nd / ns)];
                        let ops = vec![MachineOperand::reg_use(part)];
                        let new = self.emit(at, G_UNMERGE_VALUES, group, &ops);
                        r.note_defs(self.mf, new);
                    }
                } else {
                    return Ok(false);
                }
            }
            // unmerge (constant) into the constant's pieces (a constant of a wide type holds a
            // sign-extended 64-bit value)
            (G_UNMERGE_VALUES, G_CONSTANT) => {
                let ty = self.ty(defs[0])?;
                let Some(MachineOperand::CImm { value, .. }) = inner_operand1 else { return Ok(false) };
                if ty.is_vector() || ty.scalar_bits() > 64 || !self.allowed(G_CONSTANT, &[ty]) {
                    return Ok(false);
                }
                let bits = ty.scalar_bits();
                for (k, &dst) in defs.iter().enumerate() {
                    let piece = (i128::from(value) >> (k as u32 * bits).min(127)) as i64;
                    let shift = 64 - bits;
                    let piece = if bits % 8 == 0 { (piece << shift) >> shift } else { ((piece as u64) << shift >> shift) as i64 };
                    let new = self.emit(at, G_CONSTANT, &[dst], &[MachineOperand::CImm { bits, value: piece }]);
                    r.note_defs(self.mf, new);
                }
            }
            (G_UNMERGE_VALUES, G_IMPLICIT_DEF) => {
                let ty = self.ty(defs[0])?;
                if !self.allowed(G_IMPLICIT_DEF, &[ty]) {
                    return Ok(false);
                }
                for &dst in defs {
                    let new = self.emit(at, G_IMPLICIT_DEF, &[dst], &[]);
                    r.note_defs(self.mf, new);
                }
            }
            // zext/sext (trunc x) back to x's type of whole words (an odd-width bit-field of a
            // wide load): x's words, the one holding the top bit extended within itself, those
            // above it zero or its sign, merged
            (G_ZEXT | G_SEXT, G_TRUNC) => {
                let (dst, x) = (defs[0], inner_sources[0]);
                let (ty, n) = (self.ty(dst)?, self.ty(src)?.scalar_bits());
                let word_bits = self.info.pointer_bits;
                if self.ty(x)? != ty || !ty.is_scalar() || ty.scalar_bits() <= word_bits || ty.scalar_bits() % word_bits != 0 {
                    return Ok(false);
                }
                let count = ty.scalar_bits() / word_bits;
                let mut words = self.unmerge(at, x, Llt::scalar(word_bits), count);
                self.extend_words_in_place(at, &mut words, n, m_opcode == G_SEXT, count);
                let merge = self.merge_into(at, dst, &words)?;
                r.note_defs(self.mf, merge);
            }
            // unmerge (ext/trunc x) of a vector x: x unmerged into as many pieces, each
            // extended or truncated on its own (without this, an unmerge of a vector extension
            // legalized before the extension goes through a stack temporary, whose store of the
            // whole vector is split by that very unmerge again)
            (G_UNMERGE_VALUES, G_ANYEXT | G_ZEXT | G_SEXT | G_TRUNC) if self.mf.regs.ty(inner_sources[0]).is_some_and(Llt::is_vector) => {
                let x = inner_sources[0];
                let (def_ty, x_ty) = (self.ty(defs[0])?, self.ty(x)?);
                let count = defs.len() as u32;
                if x_ty.lanes() % count != 0 || def_ty.lanes().max(1) != x_ty.lanes() / count {
                    return Ok(false);
                }
                let pieces: Vec<Reg> = (0..count).map(|_| self.new_reg(x_ty.with_lanes(x_ty.lanes() / count))).collect();
                let unmerge = self.emit(at, G_UNMERGE_VALUES, &pieces, &[MachineOperand::reg_use(x)]);
                r.note_defs(self.mf, unmerge);
                for (&dst, &piece) in defs.iter().zip(&pieces) {
                    let new = self.emit(at, inner_opcode, &[dst], &[MachineOperand::reg_use(piece)]);
                    r.note_defs(self.mf, new);
                }
            }
            // unmerge (anyext/zext/sext x) into pieces at least the size of x: x (extended to
            // the first piece), then undefined, zero or sign pieces; into pieces that x is a
            // whole number of: x's own pieces (an unmerge of x), then the same fill
            (G_UNMERGE_VALUES, G_ANYEXT | G_ZEXT | G_SEXT) => {
                let x = inner_sources[0];
                let (def_ty, x_ty) = (self.ty(defs[0])?, self.ty(x)?);
                if def_ty.is_vector() || x_ty.is_vector() {
                    return Ok(false);
                }
                let (piece_bits, x_bits) = (def_ty.scalar_bits(), x_ty.scalar_bits());
                if x_bits > piece_bits && x_bits % piece_bits != 0 {
                    return self.unmerge_extended_trunc(i, &defs, x, inner.opcode, r);
                }
                if x_bits > piece_bits {
                    let own = (x_bits / piece_bits) as usize;
                    if own >= defs.len() {
                        return Ok(false);
                    }
                    let unmerge = self.emit(at, G_UNMERGE_VALUES, &defs[..own], &[MachineOperand::reg_use(x)]);
                    r.note_defs(self.mf, unmerge);
                    let top = defs[own - 1];
                    let sign_amount = (inner_opcode == G_SEXT).then(|| self.constant(at, def_ty, i64::from(piece_bits) - 1));
                    for &dst in &defs[own..] {
                        let new = match (inner_opcode, sign_amount) {
                            (_, Some(amount)) => self.emit(at, G_ASHR, &[dst], &[MachineOperand::reg_use(top), MachineOperand::reg_use(amount)]),
                            (G_ZEXT, None) => self.emit(at, G_CONSTANT, &[dst], &[MachineOperand::CImm { bits: piece_bits, value: 0 }]),
                            _ => self.emit(at, G_IMPLICIT_DEF, &[dst], &[]),
                        };
                        r.note_defs(self.mf, new);
                    }
                    self.erase(i);
                    return Ok(true);
                }
                let filler = match inner_opcode {
                    G_ANYEXT => G_IMPLICIT_DEF,
                    G_ZEXT => G_CONSTANT,
                    _ => G_ASHR,
                };
                let filler_types: &[Llt] = if filler == G_ASHR { &[def_ty, def_ty] } else { &[def_ty] };
                if !self.allowed(filler, filler_types) || (x_ty != def_ty && !self.allowed(inner_opcode, &[def_ty, x_ty])) {
                    return Ok(false);
                }
                let first = if x_ty == def_ty {
                    r.replace(defs[0], x);
                    x
                } else {
                    let new = self.emit(at, inner_opcode, &[defs[0]], &[MachineOperand::reg_use(x)]);
                    r.note_defs(self.mf, new);
                    defs[0]
                };
                let sign_amount = (filler == G_ASHR).then(|| self.constant(at, def_ty, i64::from(def_ty.scalar_bits()) - 1));
                for &dst in &defs[1..] {
                    let new = match sign_amount {
                        Some(amount) => self.emit(at, G_ASHR, &[dst], &[MachineOperand::reg_use(first), MachineOperand::reg_use(amount)]),
                        None if filler == G_CONSTANT => self.emit(at, G_CONSTANT, &[dst], &[MachineOperand::CImm { bits: def_ty.scalar_bits(), value: 0 }]),
                        None => self.emit(at, G_IMPLICIT_DEF, &[dst], &[]),
                    };
                    r.note_defs(self.mf, new);
                }
            }
            // unmerge (unmerge x) into the inner pieces' elements: one unmerge of x into
            // elements, the other pieces' elements unread
            (G_UNMERGE_VALUES, G_UNMERGE_VALUES) => {
                let inner_defs = {
                    let operands = &self.mf.inst(d).operands;
                    regs(&operands[..operands.len() - 1])
                };
                let whole = *inner_sources.last().expect("an unmerge has a source");
                let (def_ty, whole_ty) = (self.ty(defs[0])?, self.ty(whole)?);
                let Some(position) = inner_defs.iter().position(|&d| d == src) else { return Ok(false) };
                if !whole_ty.is_vector() || def_ty != whole_ty.element() {
                    return Ok(false);
                }
                let per_piece = defs.len();
                let mut all: Vec<Reg> = Vec::new();
                for k in 0..inner_defs.len() {
                    if k == position {
                        all.extend(defs);
                    } else {
                        all.extend((0..per_piece).map(|_| self.new_reg(def_ty)));
                    }
                }
                if all.len() != whole_ty.lanes() as usize {
                    return Ok(false);
                }
                let new = self.emit(at, G_UNMERGE_VALUES, &all, &[MachineOperand::reg_use(whole)]);
                r.note_defs(self.mf, new);
            }
            // concat (build a, b), (build c, d) is build a, b, c, d
            (G_CONCAT_VECTORS, G_BUILD_VECTOR) => {
                let mut elements = Vec::new();
                for &s in sources {
                    let Some(b) = r.def(self.mf, s).filter(|&b| self.mf.inst(b).opcode == G_BUILD_VECTOR) else { return Ok(false) };
                    elements.extend(regs(&self.mf.inst(b).operands[1..]).into_iter().map(|e| r.resolve(e)));
                }
                let new = self.merge_into(at, defs[0], &elements)?;
                r.note_defs(self.mf, new);
            }
            // extract (merge ...) inside one source
            (G_EXTRACT, G_MERGE_VALUES) => {
                let dst = defs[0];
                let offset = m.operands[2].imm().unwrap_or(-1);
                let part_bits = i64::from(self.ty(inner_sources[0])?.scalar_bits());
                let dst_bits = i64::from(self.ty(dst)?.scalar_bits());
                let k = offset / part_bits;
                if offset < 0 || (offset + dst_bits - 1) / part_bits != k {
                    return Ok(false);
                }
                let part = inner_sources[k as usize];
                if offset % part_bits == 0 && dst_bits == part_bits {
                    r.replace(dst, part);
                } else {
                    let ops = [MachineOperand::reg_use(part), MachineOperand::Imm(offset % part_bits)];
                    let new = self.emit(at, G_EXTRACT, &[dst], &ops);
                    r.note_defs(self.mf, new);
                }
            }
            // merge of an unmerge's results, in order
            (G_MERGE_VALUES | G_CONCAT_VECTORS | G_BUILD_VECTOR, G_UNMERGE_VALUES) => {
                let pieces = regs(&inner.operands[..inner.operands.len() - 1]);
                let whole = *inner_sources.last().expect("an unmerge has a source");
                if pieces[..] != *sources || self.ty(whole)? != self.ty(defs[0])? {
                    return Ok(false);
                }
                r.replace(defs[0], whole);
            }
            _ => return Ok(false),
        }
        self.erase(i);
        Ok(true)
    }
}
