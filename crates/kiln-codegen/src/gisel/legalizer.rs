//! The Legalizer pass: makes every generic instruction of a function legal for the target's
//! [`LegalizerInfo`]. There are no separate type and operation phases: each instruction is
//! asked about, changed by one action, and asked about again with whatever the action
//! created, until the rules call everything legal. Artifacts (the extensions, truncations,
//! merges and unmerges that connect pieces) are first offered to the artifact combiner and
//! legalized like any instruction only when they cannot be combined away: once nothing else
//! is left, one whose results no other waiting artifact reads.
//!
//! It cannot loop: each type-changing step must move its type index the way the action says
//! (a widening to a wider type, ...), or the rule is reported; and the whole function has a
//! budget of steps proportional to its size, whose exhaustion is an error naming the
//! instruction and the rule, never a hang.

use std::fmt::Write;

use super::artifact_combiner::{erasable_unread, is_artifact, Replacements};
use super::legalize_libcall::LibcallLowering;
use super::legalizer_helper::{opcode_name, CustomLegalizer, LegalizerHelper};
use super::legalizer_info::{LegalizeAction, LegalizeStep, LegalizerInfo};
use super::llt::Llt;
use crate::mir::{print_inst, InstId, MachineFunction, MachineInstr, MachineOperand, MirTarget, RegFlags};
use crate::target::target_opcode as op;

/// How many legalization steps each instruction of the input may take, on average, before the
/// legalizer calls the rules non-terminating. Narrowing an s1024 operation into s8 pieces takes
/// a few hundred.
const STEPS_PER_INSTRUCTION: usize = 512;

/// What the legalizer needs from the target.
pub struct LegalizerTarget<'a> {
    pub info: &'a LegalizerInfo,
    /// The target's hook for the rules' `custom` action.
    pub custom: Option<&'a CustomLegalizer>,
    /// How the rules' `libcall` action calls the runtime (none: a libcall is an error).
    pub libcalls: Option<LibcallLowering<'a>>,
    /// Names opcodes and registers in messages and traces.
    pub mir: &'a MirTarget,
    /// Whether a `G_PHI` nobody reads stays (at -O0: FastISel builds every phi, and the line
    /// table has the rows of its copies).
    pub keep_phis: bool,
    /// Whether to check the legalizer's own bookkeeping (the reader counts it keeps, against a
    /// recount of the function) before it erases what nobody reads (`-verify-machineinstrs`).
    pub verify: bool,
}

/// Legalizes `mf`. With `trace`, each step is described there (the instruction, the action
/// and rule, the instructions it left), as `-debug-only=legalizer` shows it.
pub fn legalize(mf: &mut MachineFunction, target: &LegalizerTarget, mut trace: Option<&mut String>) -> Result<(), String> {
    let mut replacements = Replacements::default();
    let mut helper = LegalizerHelper::new(mf, target.info);
    // The generic instructions to legalize, in layout order; those legal as they are (most of
    // what the IRTranslator builds) are left out by one look at the rules' table here: their
    // legality depends only on themselves, and an action that changes one lists it as touched,
    // which puts it back on the list.
    let mut instructions: Vec<InstId> = Vec::new();
    let mut generic = 0usize;
    let mut leaves = LeafLegality::default();
    for bi in 0..helper.mf.layout().len() {
        let mut cur = helper.mf.first_inst(helper.mf.layout()[bi]);
        while let Some(i) = cur {
            let m = helper.mf.inst(i);
            let opcode = m.opcode;
            cur = m.next.get();
            replacements.note_arrival(helper.mf, i);
            if op::is_generic(opcode) {
                generic += 1;
                if is_artifact(opcode) || !leaves.is_legal(&mut helper, i) {
                    instructions.push(i);
                }
            }
        }
    }
    let budget = STEPS_PER_INSTRUCTION * generic + 64;
    replacements.begin_sweep();
    // Popped from the back: the first instruction first.
    instructions.reverse();
    // The artifacts to offer, each with whether a sweep put it there (and it may be skipped
    // when nothing it could combine with changed since it was last offered).
    let mut artifacts: Vec<(InstId, bool)> = Vec::new();
    // Artifacts waiting for their readers to be legalized first.
    let mut deferred: Vec<InstId> = Vec::new();
    // Deferred artifacts chosen to be legalized next, the first last.
    let mut ready: Vec<InstId> = Vec::new();
    // Whether anything changed since the last sweep over the artifacts, or (before the first
    // sweep) since the first artifact was offered: what changed before that, every artifact
    // is offered after (so a step of the first walk, most often a widening, asks for no sweep).
    let mut changed_since_sweep = false;
    let mut offered = false;
    let mut steps = 0usize;
    // Built on the first need (most functions never have an artifact waiting).
    let mut readers: Option<Readers> = None;
    let mut legality = LegalityCache::default();
    loop {
        while let Some(i) = instructions.pop() {
            if !helper.mf.inst(i).is_linked() {
                continue;
            }
            let opcode = helper.mf.inst(i).opcode;
            if is_artifact(opcode) {
                artifacts.push((i, false));
                continue;
            }
            // What is legal as it is needs no step and leaves nothing to requeue.
            if helper.touched.is_empty() && (!op::is_generic(opcode) || helper.is_legal(i)) {
                continue;
            }
            step(&mut helper, &mut replacements, i, target, &mut steps, budget, &mut trace)?;
            changed_since_sweep |= offered && !helper.touched.is_empty();
            requeue(&mut helper, &mut replacements, &mut readers, &mut legality, &mut instructions);
        }
        let Some((i, swept)) = artifacts.pop() else {
            // The artifacts the last sweep chose, one at a time, each after what the one before
            // left has been legalized (which may give it a partner to combine with).
            if let Some(d) = ready.pop() {
                if helper.mf.inst(d).is_linked() && !helper.is_legal(d) {
                    if !helper.combine_artifact(d, &mut replacements)? {
                        step(&mut helper, &mut replacements, d, target, &mut steps, budget, &mut trace)?;
                    }
                    requeue(&mut helper, &mut replacements, &mut readers, &mut legality, &mut instructions);
                    changed_since_sweep = true;
                }
                continue;
            }
            // Only artifacts that neither combined nor are legal are left waiting. Offer them
            // to the combiner again, drop those nothing reads any more, and legalize one that
            // no other of them reads (legalizing a reader first may give the others a partner
            // to combine with: a G_SEXT of a G_TRUNC lowered into a G_ANYEXT of it).
            let mut waiting = Vec::new();
            for d in std::mem::take(&mut deferred) {
                if !helper.mf.inst(d).is_linked() || legality.is_legal(&mut helper, d) {
                    continue;
                }
                if helper.combine_artifact(d, &mut replacements)? {
                    requeue(&mut helper, &mut replacements, &mut readers, &mut legality, &mut instructions);
                    changed_since_sweep = true;
                } else {
                    waiting.push(d);
                }
            }
            let have_readers = !waiting.is_empty();
            if have_readers {
                let readers = readers.get_or_insert_with(|| Readers::compute(helper.mf, &replacements));
                readers.follow_replacements(&replacements);
                for d in waiting {
                    if readers.is_dead(helper.mf, &replacements, d) {
                        helper.erase(d);
                        replacements.remove_reads(helper.mf, d);
                    } else {
                        deferred.push(d);
                    }
                }
            }
            if !instructions.is_empty() {
                continue;
            }
            if deferred.is_empty() {
                // A legal artifact may have met its partner after it was looked at (an
                // unmerge of a value that was narrowed into a merge later): offer every
                // artifact once more, until a sweep combines nothing (skipping those whose
                // partner cannot have changed since their last offer).
                if !changed_since_sweep {
                    break;
                }
                changed_since_sweep = false;
                replacements.begin_sweep();
                for_each_inst(helper.mf, |a, m| {
                    if is_artifact(m.opcode) {
                        artifacts.push((a, true));
                    }
                });
                artifacts.reverse();
                continue;
            }
            // Every artifact no other waiting one reads is chosen in this sweep (one sweep per
            // artifact would look at the readers of a large function thousands of times).
            let outer = match &readers {
                Some(readers) if have_readers => outermost(helper.mf, readers, &replacements, &deferred),
                _ => vec![0],
            };
            ready = outer.iter().rev().map(|&k| deferred[k]).collect();
            let chosen: std::collections::HashSet<InstId> = ready.iter().copied().collect();
            deferred.retain(|d| !chosen.contains(d));
            changed_since_sweep = true;
            continue;
        };
        if !helper.mf.inst(i).is_linked() {
            continue;
        }
        // What a sweep offers again would combine no better than before, and (legal) stay as
        // it is, unless what the combiner reads for it changed since.
        if swept && !replacements.may_combine_anew(helper.mf, i) && legality.is_legal(&mut helper, i) {
            continue;
        }
        let text = trace.is_some().then(|| print_inst(helper.mf, target.mir, i));
        offered = true;
        if helper.combine_artifact(i, &mut replacements)? {
            changed_since_sweep = true;
            if let (Some(log), Some(text)) = (trace.as_deref_mut(), text) {
                let _ = writeln!(log, "combined {text}");
            }
            requeue(&mut helper, &mut replacements, &mut readers, &mut legality, &mut instructions);
        } else if !legality.is_legal(&mut helper, i) {
            deferred.push(i);
        }
    }
    if target.verify {
        replacements.check_readers(helper.mf)?;
    }
    erase_dead_instructions(helper.mf, &mut replacements, target.keep_phis);
    helper.mf.props.legalized = true;
    Ok(())
}

/// Calls `f` with each instruction of `mf` in layout order (through `block_insts`, whose step
/// is inlined): the legalizer's walks over a whole function (a sweep over its artifacts, the
/// readers' first count) visit every instruction of csmith-O0 several times, and a `Vec` of
/// them per block cost an `extend` call per block.
#[inline]
fn for_each_inst(mf: &MachineFunction, mut f: impl FnMut(InstId, &MachineInstr)) {
    for &b in mf.layout() {
        for i in mf.block_insts(b) {
            f(i, mf.inst(i));
        }
    }
}

/// The readers of each virtual register (through the replacements), for finding artifacts
/// nothing reads. Built by one scan of the function and then kept up to date, not rebuilt for
/// each waiting artifact (which made large functions quadratic): each instruction the
/// legalizer creates or changes is added under the registers it reads, and a replaced
/// register's list moves to its replacement. A list may therefore name instructions that no
/// longer read its register (erased or changed), which `Readers::of` skips, and name one
/// instruction twice, which no query minds. The lists are chained through one vector of
/// entries (a list per register would be a heap allocation per register of the function),
/// each register holding its first and last entry, so that moving a list is two links.
struct Readers {
    /// Per virtual register, its first and last entry in `entries` (`NO_ENTRY`: none).
    ends: Vec<(u32, u32)>,
    /// A reader and the next entry of its register's list.
    entries: Vec<(InstId, u32)>,
    /// How many of the replacements' replaced registers the lists have followed.
    replacements_followed: usize,
}

/// No entry of [`Readers::entries`].
const NO_ENTRY: u32 = u32::MAX;

impl Readers {
    fn compute(mf: &MachineFunction, replacements: &Replacements) -> Readers {
        let mut readers = Readers { ends: vec![(NO_ENTRY, NO_ENTRY); mf.regs.num_vregs() as usize], entries: Vec::new(), replacements_followed: replacements.replaced().len() };
        for_each_inst(mf, |j, _| readers.add(mf, replacements, j));
        readers
    }

    /// Lists `j` under each register it reads.
    fn add(&mut self, mf: &MachineFunction, replacements: &Replacements, j: InstId) {
        for o in mf.inst(j).operands.iter().filter(|o| o.is_use()) {
            if let Some(v) = o.get_reg().map(|r| replacements.resolve(r)).and_then(crate::mir::Reg::virt_index) {
                let entry = self.entries.len() as u32;
                self.entries.push((j, NO_ENTRY));
                self.append(v, (entry, entry));
            }
        }
    }

    /// Appends the chain of entries `first..=last` (already linked) to the list of `v`.
    fn append(&mut self, v: u32, (first, last): (u32, u32)) {
        let v = v as usize;
        if self.ends.len() <= v {
            self.ends.resize(v + 1, (NO_ENTRY, NO_ENTRY));
        }
        match self.ends[v] {
            (NO_ENTRY, _) => self.ends[v] = (first, last),
            (head, tail) => {
                self.entries[tail as usize].1 = first;
                self.ends[v] = (head, last);
            }
        }
    }

    /// Moves the lists of the registers replaced since the last call to their replacements.
    fn follow_replacements(&mut self, replacements: &Replacements) {
        for &old in &replacements.replaced()[self.replacements_followed..] {
            let (Some(v), new) = (old.virt_index(), replacements.resolve(old).virt_index()) else { continue };
            let Some(list) = self.ends.get_mut(v as usize).map(|ends| std::mem::replace(ends, (NO_ENTRY, NO_ENTRY))) else { continue };
            if let Some(new) = new.filter(|&new| new != v && list.0 != NO_ENTRY) {
                self.append(new, list);
            }
        }
        self.replacements_followed = replacements.replaced().len();
    }

    /// The linked instructions that read virtual register `v` (through the replacements).
    fn of<'a>(&'a self, mf: &'a MachineFunction, replacements: &'a Replacements, v: u32) -> impl Iterator<Item = InstId> + 'a {
        let reads = move |j: InstId| {
            let m = mf.inst(j);
            m.is_linked() && m.operands.iter().any(|o| o.is_use() && o.get_reg().map(|r| replacements.resolve(r)) == Some(crate::mir::Reg::virt(v)))
        };
        let mut entry = self.ends.get(v as usize).map_or(NO_ENTRY, |&(head, _)| head);
        std::iter::from_fn(move || {
            let &(j, next) = self.entries.get(entry as usize)?;
            entry = next;
            Some(j)
        })
        .filter(move |&j| reads(j))
    }

    /// Whether nothing reads the results of `i`; a copy into a virtual register counts as a
    /// reader only if its own result is read.
    fn is_dead(&self, mf: &MachineFunction, replacements: &Replacements, i: InstId) -> bool {
        let mut values: Vec<crate::mir::Reg> = mf.inst(i).operands.iter().filter(|o| o.is_def()).filter_map(|o| o.get_reg()).collect();
        let mut seen = 0;
        while seen < values.len() {
            let reg = values[seen];
            seen += 1;
            let Some(v) = reg.virt_index() else { return false };
            for j in self.of(mf, replacements, v) {
                let m = mf.inst(j);
                match m.operands.first().and_then(|o| o.get_reg()).filter(|d| m.opcode == op::COPY && d.is_virtual()) {
                    Some(copy) if !values.contains(&copy) => values.push(copy),
                    Some(_) => {}
                    None => return false,
                }
            }
        }
        true
    }
}

/// The positions in `artifacts` of those whose results no other of them reads (the first
/// alone when they all read each other in cycles).
fn outermost(mf: &MachineFunction, readers: &Readers, replacements: &Replacements, artifacts: &[InstId]) -> Vec<usize> {
    let waiting: std::collections::HashSet<InstId> = artifacts.iter().copied().collect();
    let read_by_others = |k: usize| {
        mf.inst(artifacts[k])
            .operands
            .iter()
            .filter(|o| o.is_def())
            .filter_map(|o| o.get_reg()?.virt_index())
            .any(|v| readers.of(mf, replacements, v).any(|j| j != artifacts[k] && waiting.contains(&j)))
    };
    let outer: Vec<usize> = (0..artifacts.len()).filter(|&k| !read_by_others(k)).collect();
    if outer.is_empty() {
        vec![0]
    } else {
        outer
    }
}

/// Whether each instruction is legal as it is, remembered until it changes: the artifacts that
/// wait are asked again on every pass over them, and the answer depends only on the
/// instruction itself (opcode, operand types, memory operands), which changes only through an
/// action that lists it as touched.
#[derive(Default)]
struct LegalityCache {
    /// By instruction: 0 not asked (or changed since), 1 legal, 2 not legal.
    known: Vec<u8>,
}

impl LegalityCache {
    fn is_legal(&mut self, helper: &mut LegalizerHelper, i: InstId) -> bool {
        let k = i.0 as usize;
        if self.known.len() <= k {
            self.known.resize(k + 1, 0);
        }
        if self.known[k] == 0 {
            self.known[k] = if helper.is_legal(i) { 1 } else { 2 };
        }
        self.known[k] == 1
    }

    fn forget(&mut self, i: InstId) {
        if let Some(known) = self.known.get_mut(i.0 as usize) {
            *known = 0;
        }
    }
}

/// The legality of the leaf definitions the IRTranslator builds one per user, `G_FRAME_INDEX`
/// and `G_CONSTANT` (a third of what it builds, nearly all folded into that user by the
/// selector), asked once per function for each type: they read no register and no memory, so
/// the rules' query about one is its opcode and the type of its definition alone (a constant's
/// value is not part of it, and whether an s1/s8/s16 constant is legal is the rules' answer).
#[derive(Default)]
struct LeafLegality {
    /// (opcode, type of the definition, legal).
    known: Vec<(u32, Llt, bool)>,
}

impl LeafLegality {
    fn is_legal(&mut self, helper: &mut LegalizerHelper, i: InstId) -> bool {
        let m = helper.mf.inst(i);
        let opcode = m.opcode;
        if !matches!(opcode, op::G_CONSTANT | op::G_FRAME_INDEX) || !m.mem_operands.is_empty() {
            return helper.is_legal(i);
        }
        let Some(def) = m.operands.first().and_then(MachineOperand::get_reg) else { return helper.is_legal(i) };
        let Some(ty) = helper.mf.regs.ty(def) else { return helper.is_legal(i) };
        if let Some(&(_, _, legal)) = self.known.iter().find(|&&(o, t, _)| o == opcode && t == ty) {
            return legal;
        }
        let legal = helper.is_legal(i);
        self.known.push((opcode, ty, legal));
        legal
    }
}

/// Hands what the last action created or changed back to the worklist.
fn requeue(helper: &mut LegalizerHelper, replacements: &mut Replacements, readers: &mut Option<Readers>, legality: &mut LegalityCache, instructions: &mut Vec<InstId>) {
    // The vector goes back emptied, its allocation kept for the next step.
    let mut touched = std::mem::take(&mut helper.touched);
    for &i in &touched {
        legality.forget(i);
        if helper.mf.inst(i).is_linked() {
            replacements.note_defs(helper.mf, i);
            if let Some(readers) = readers {
                readers.add(helper.mf, replacements, i);
            }
            instructions.push(i);
        }
    }
    touched.clear();
    helper.touched = touched;
}

/// Checks that `step` moves its type the way its action says.
fn makes_progress(step: &LegalizeStep, old: Llt) -> bool {
    let (new, bits) = (step.new_type, |t: Llt| t.element().scalar_bits());
    match step.action {
        LegalizeAction::WidenScalar => bits(new) > bits(old) && new.lanes() == old.lanes(),
        LegalizeAction::NarrowScalar => bits(new) < bits(old) && bits(new) > 0,
        LegalizeAction::FewerElements => old.is_vector() && new.lanes() < old.lanes() && new.element() == old.element(),
        LegalizeAction::MoreElements => old.is_vector() && new.lanes() > old.lanes() && new.element() == old.element(),
        _ => true,
    }
}

/// Legalizes instruction `i` by one step, keeping the reader counts of `replacements` (the
/// action may change `i` and create instructions, and changes nothing else).
fn step(
    helper: &mut LegalizerHelper,
    replacements: &mut Replacements,
    i: InstId,
    target: &LegalizerTarget,
    steps: &mut usize,
    budget: usize,
    trace: &mut Option<&mut String>,
) -> Result<(), String> {
    // Target instructions and copies are legal by definition.
    if !op::is_generic(helper.mf.inst(i).opcode) {
        return Ok(());
    }
    let decided = helper.step(i);
    if decided.action == LegalizeAction::Legal {
        return Ok(());
    }
    let opcode = helper.mf.inst(i).opcode;
    // The texts of a failure are built only when it fails (a step that works needs none).
    let rule = || target.info.describe_rule(&decided);
    let fail = |mf: &MachineFunction, at: InstId, why: String| {
        let text = print_inst(mf, target.mir, at);
        let types = LegalizerHelper::query_type_list(mf, at);
        let types_text = types.iter().map(Llt::to_string).collect::<Vec<_>>().join(", ");
        format!("unable to legalize instruction: {text} ({} {{{types_text}}}: {why})", opcode_name(opcode))
    };
    if decided.action == LegalizeAction::Unsupported {
        let why = if decided.rule.is_some() { format!("the rule {} calls it unsupported", rule()) } else { "no rule matched".to_string() };
        return Err(fail(helper.mf, i, why));
    }
    let old = LegalizerHelper::query_type(helper.mf, i, decided.type_index);
    if matches!(decided.action, LegalizeAction::WidenScalar | LegalizeAction::NarrowScalar | LegalizeAction::FewerElements | LegalizeAction::MoreElements)
        && !old.is_some_and(|old| makes_progress(&decided, old))
    {
        let old = old.map_or("nothing".to_string(), |t| t.to_string());
        let why = format!("the rule {} asks to {} type {} from {old} to {}, which makes no progress", rule(), decided.action.name(), decided.type_index, decided.new_type);
        return Err(fail(helper.mf, i, why));
    }
    *steps += 1;
    if *steps > budget {
        let why = format!("legalization did not finish within {budget} steps; the last rule applied was {}", rule());
        return Err(fail(helper.mf, i, why));
    }
    if let Some(log) = trace.as_deref_mut() {
        let _ = writeln!(log, "legalizing {}", print_inst(helper.mf, target.mir, i));
        let change = match decided.action {
            LegalizeAction::WidenScalar | LegalizeAction::NarrowScalar | LegalizeAction::FewerElements | LegalizeAction::MoreElements => {
                format!(" type {} to {}", decided.type_index, decided.new_type)
            }
            _ => String::new(),
        };
        let _ = writeln!(log, "  {}{change} (rule: {})", decided.action.name(), rule());
    }
    // The instruction as it was, for the message should the action fail part way.
    let before = helper.mf.inst(i).clone();
    replacements.remove_reads(helper.mf, i);
    let first_new = helper.mf.num_insts_allocated();
    if let Err(why) = helper.apply(i, &decided, target.custom, target.libcalls.as_ref()) {
        let at = helper.mf.create_inst(before);
        return Err(fail(helper.mf, at, why));
    }
    replacements.add_reads_after(helper.mf, Some(i), first_new);
    // What replaces `i` is at `i`'s source place.
    for &t in &helper.touched {
        if helper.mf.inst(t).debug_loc.is_none() {
            helper.mf.inst_mut(t).debug_loc = before.debug_loc;
        }
    }
    if let Some(log) = trace.as_deref_mut() {
        // What the step left, in block order.
        let touched: Vec<InstId> = helper.touched.iter().copied().filter(|&t| helper.mf.inst(t).is_linked()).collect();
        if let Some(&first) = touched.first() {
            let block = helper.mf.inst(first).parent();
            for t in helper.mf.block_insts(block).filter(|t| touched.contains(t)) {
                let _ = writeln!(log, "  -> {}", print_inst(helper.mf, target.mir, t));
            }
        }
    }
    Ok(())
}

/// Points every reader at its register's replacement and erases generic instructions and
/// copies whose results nobody reads and that do nothing else, repeatedly (what the combined
/// artifacts and split pieces leave behind); `G_PHI`s only without `keep_phis`. The readers
/// of each register were counted as the legalizer went, so the function is read again only to
/// rewrite the readers of replaced registers (when there are any); only the definitions of
/// registers nobody reads (and instructions that define nothing) are looked at.
fn erase_dead_instructions(mf: &mut MachineFunction, replacements: &mut Replacements, keep_phis: bool) {
    if replacements.any() {
        for bi in 0..mf.layout().len() {
            let mut cur = mf.first_inst(mf.layout()[bi]);
            while let Some(i) = cur {
                let m = mf.inst_mut(i);
                cur = m.next.get();
                for o in m.operands.iter_mut() {
                    if let MachineOperand::Reg { reg, flags, .. } = o {
                        if !flags.contains(RegFlags::DEF) {
                            *reg = replacements.resolve(*reg);
                        }
                    }
                }
            }
        }
    }
    // What may be dead: instructions without definitions, and those defining a register
    // nobody reads; then the definitions of what they read.
    let mut worklist: Vec<InstId> = replacements.without_defs().to_vec();
    let n = mf.regs.num_vregs();
    for v in (0..n).filter(|&v| replacements.readers_of(v) == 0) {
        worklist.extend(replacements.defs_of(v));
    }
    // The set erased does not depend on the order: an instruction once dead stays dead.
    while let Some(i) = worklist.pop() {
        if !mf.inst(i).is_linked() {
            continue;
        }
        let dead = mf.inst(i).operands.iter().filter(|o| o.is_def()).all(|o| o.get_reg().and_then(|r| r.virt_index()).is_some_and(|v| replacements.readers_of(v) == 0));
        if !dead || !erasable_unread(mf, i) || (keep_phis && mf.inst(i).opcode == op::G_PHI) {
            continue;
        }
        for o in mf.inst(i).operands.iter().filter(|o| o.is_use()) {
            let Some(v) = o.get_reg().and_then(|r| r.virt_index()) else { continue };
            if replacements.take_read(v) == 0 {
                worklist.extend(replacements.defs_of(v));
            }
        }
        mf.remove(i);
    }
}
