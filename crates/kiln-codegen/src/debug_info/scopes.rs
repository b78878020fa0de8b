//! Lexical blocks (`DILexicalBlock`) as llc 14 gives them DIEs: a block gets one when it holds
//! a variable (a block around only other blocks would serve no purpose: they go into its
//! parent); its address ranges are the runs of instructions whose
//! location lies in it (or in a block inside it), counting only instructions that emit code
//! and have a location. Before the function is emitted, [`plan`](DebugModule::plan_scopes)
//! finds those runs and places a label before each run's first instruction and after its last;
//! the AsmPrinter emits the labels with the instructions.

use kiln_ir::MdId;
use kiln_mc::{Streamer, SymbolId};
use rustc_hash::{FxHashMap, FxHashSet};

use super::unit::DebugModule;
use crate::emit::mc;
use crate::mir::{InstId, MIFlags, MachineFunction, MachineInstr};

/// The lexical blocks of the function being emitted and the labels that bound their ranges.
#[derive(Debug, Default)]
pub struct ScopePlan {
    pub(crate) before: FxHashMap<InstId, Vec<SymbolId>>,
    pub(crate) after: FxHashMap<InstId, Vec<SymbolId>>,
    /// Each block with variables (or blocks with variables inside it), with its ranges.
    pub(crate) blocks: Vec<(MdId, Vec<(SymbolId, SymbolId)>)>,
}

impl DebugModule<'_> {
    /// The scope a location's code belongs to (for inlined code, the call's).
    fn code_scope(&self, loc: MdId) -> Option<MdId> {
        let mut loc = loc;
        while let Some(at) = self.di.node(loc, "inlinedAt") {
            loc = at;
        }
        self.di.node(loc, "scope")
    }

    fn is_block(&self, scope: MdId) -> bool {
        matches!(self.di.kind(scope), b"DILexicalBlock" | b"DILexicalBlockFile")
    }

    /// The lexical blocks from `scope` out to the subprogram.
    fn enclosing_blocks(&self, scope: MdId) -> impl Iterator<Item = MdId> + '_ {
        std::iter::successors(Some(scope), move |&s| self.di.node(s, "scope")).take_while(move |&s| self.is_block(s))
    }

    /// Plans the lexical blocks of `mf` for its variables' scopes (`variable_scopes`).
    pub fn plan_scopes(&mut self, out: &mut dyn Streamer, mf: &MachineFunction, variable_scopes: &[MdId], is_code: impl Fn(&MachineInstr) -> bool) {
        let mut plan = std::mem::take(&mut self.scopes);
        plan.before.clear();
        plan.after.clear();
        plan.blocks.clear();
        let wanted: FxHashSet<MdId> = variable_scopes.iter().copied().filter(|&s| self.is_block(s)).collect();
        if wanted.is_empty() {
            self.scopes = plan;
            return;
        }
        // Per wanted block: the open run (first and last instruction) and the finished ranges.
        let mut open: FxHashMap<MdId, (InstId, InstId)> = FxHashMap::default();
        let mut runs: FxHashMap<MdId, Vec<(InstId, InstId)>> = FxHashMap::default();
        let mut order: Vec<MdId> = Vec::new();
        for &b in mf.layout() {
            for i in mf.block_insts(b) {
                let mi = mf.inst(i);
                if !is_code(mi) || mi.flags.contains(MIFlags::FRAME_SETUP) || mi.debug_loc.is_none() {
                    continue;
                }
                let Some(scope) = self.names.resolve(mf.str(mi.debug_loc)).and_then(|l| self.code_scope(l)) else { continue };
                let inside: FxHashSet<MdId> = self.enclosing_blocks(scope).filter(|s| wanted.contains(s)).collect();
                open.retain(|block, &mut (first, last)| {
                    let keep = inside.contains(block);
                    if !keep {
                        runs.entry(*block).or_default().push((first, last));
                    }
                    keep
                });
                for block in inside {
                    open.entry(block).and_modify(|r| r.1 = i).or_insert_with(|| {
                        if !order.contains(&block) {
                            order.push(block);
                        }
                        (i, i)
                    });
                }
            }
        }
        for (block, run) in open {
            runs.entry(block).or_default().push(run);
        }
        for block in order {
            let mut ranges = Vec::new();
            for &(first, last) in &runs[&block] {
                let (begin, end) = (out.context_mut().create_temp_symbol(), out.context_mut().create_temp_symbol());
                plan.before.entry(first).or_default().push(begin);
                plan.after.entry(last).or_default().push(end);
                ranges.push((begin, end));
            }
            plan.blocks.push((block, ranges));
        }
        self.scopes = plan;
    }

    /// Labels that open ranges at instruction `i`.
    pub fn labels_before(&mut self, out: &mut dyn Streamer, i: InstId) -> Result<(), String> {
        for &l in self.scopes.before.get(&i).map_or(&[][..], |v| v) {
            out.emit_label(l).map_err(mc)?;
        }
        Ok(())
    }

    /// Labels that close ranges after instruction `i`.
    pub fn labels_after(&mut self, out: &mut dyn Streamer, i: InstId) -> Result<(), String> {
        for &l in self.scopes.after.get(&i).map_or(&[][..], |v| v) {
            out.emit_label(l).map_err(mc)?;
        }
        Ok(())
    }
}
