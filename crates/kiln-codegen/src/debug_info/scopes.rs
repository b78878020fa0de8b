//! The scopes of a function that get DIEs with address ranges, as llc 14 gives them:
//! - lexical blocks (`DILexicalBlock`) that hold a variable (a block around only other blocks
//!   would serve no purpose: they go into its parent);
//! - inlined calls (a `DILocation`'s `inlinedAt` chain), each a `DW_TAG_inlined_subroutine`.
//!
//! A scope's ranges are the runs of instructions whose location lies in it (or in a scope
//! inside it), counting only instructions that emit code and have a location. Before the
//! function is emitted, [`plan`](DebugModule::plan_scopes) finds those runs and places a label
//! before each run's first instruction and after its last; the AsmPrinter emits the labels
//! with the instructions.

use std::hash::Hash;

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
    /// Each inlined call with code, callers before the calls inside them.
    pub(crate) inlined: Vec<InlinedScope>,
}

/// An inlined call as LLVM keys it: the inlined function's `DISubprogram` and the call's
/// `DILocation` (the `inlinedAt` of the inlined code's locations).
pub type InlinedCall = (MdId, MdId);

/// An inlined call with code: the inlined call it lies in (`None`: the function itself), and
/// its address ranges.
#[derive(Debug, Clone)]
pub struct InlinedScope {
    pub call: InlinedCall,
    pub parent: Option<InlinedCall>,
    pub ranges: Vec<(SymbolId, SymbolId)>,
}

/// Runs of consecutive code instructions per scope, in the order scopes are first entered.
struct Runs<K> {
    open: FxHashMap<K, (InstId, InstId)>,
    done: FxHashMap<K, Vec<(InstId, InstId)>>,
    order: Vec<K>,
}

impl<K: Copy + Eq + Hash> Runs<K> {
    fn new() -> Self {
        Runs { open: FxHashMap::default(), done: FxHashMap::default(), order: Vec::new() }
    }

    /// Instruction `i` lies in the scopes `inside`: their runs go on, the others' end.
    fn step(&mut self, i: InstId, inside: &[K]) {
        let done = &mut self.done;
        self.open.retain(|scope, &mut (first, last)| {
            let keep = inside.contains(scope);
            if !keep {
                done.entry(*scope).or_default().push((first, last));
            }
            keep
        });
        for &scope in inside {
            let order = &mut self.order;
            self.open.entry(scope).and_modify(|r| r.1 = i).or_insert_with(|| {
                if !order.contains(&scope) {
                    order.push(scope);
                }
                (i, i)
            });
        }
    }

    /// Each scope's runs, bounded by new labels placed in `plan`.
    fn finish(mut self, out: &mut dyn Streamer, plan: &mut ScopePlan) -> Vec<(K, Vec<(SymbolId, SymbolId)>)> {
        for (scope, run) in std::mem::take(&mut self.open) {
            self.done.entry(scope).or_default().push(run);
        }
        let mut result = Vec::with_capacity(self.order.len());
        for scope in self.order {
            let mut ranges = Vec::new();
            for &(first, last) in &self.done[&scope] {
                let (begin, end) = (out.context_mut().create_temp_symbol(), out.context_mut().create_temp_symbol());
                plan.before.entry(first).or_default().push(begin);
                plan.after.entry(last).or_default().push(end);
                ranges.push((begin, end));
            }
            result.push((scope, ranges));
        }
        result
    }
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

    /// The inlined calls a location lies in, outermost first.
    fn inlined_calls(&self, loc: MdId) -> Vec<InlinedCall> {
        let mut calls = Vec::new();
        let mut loc = loc;
        while let Some(at) = self.di.node(loc, "inlinedAt") {
            let subprogram = self.di.node(loc, "scope").and_then(|s| std::iter::successors(Some(s), |&s| self.di.node(s, "scope")).find(|&s| self.di.kind(s) == b"DISubprogram"));
            if let Some(sp) = subprogram {
                calls.push((sp, at));
            }
            loc = at;
        }
        calls.reverse();
        calls
    }

    /// Plans the lexical blocks of `mf` for its variables' scopes (`variable_scopes`), and its
    /// inlined calls.
    pub fn plan_scopes(&mut self, out: &mut dyn Streamer, mf: &MachineFunction, variable_scopes: &[MdId], is_code: impl Fn(&MachineInstr) -> bool) {
        let mut plan = std::mem::take(&mut self.scopes);
        plan.before.clear();
        plan.after.clear();
        plan.blocks.clear();
        plan.inlined.clear();
        let wanted: FxHashSet<MdId> = variable_scopes.iter().copied().filter(|&s| self.is_block(s)).collect();
        let mut blocks = Runs::new();
        let mut calls = Runs::new();
        let mut parents: FxHashMap<InlinedCall, Option<InlinedCall>> = FxHashMap::default();
        let mut inside_blocks = Vec::new();
        for &b in mf.layout() {
            for i in mf.block_insts(b) {
                let mi = mf.inst(i);
                if !is_code(mi) || mi.flags.contains(MIFlags::FRAME_SETUP) || mi.debug_loc.is_none() {
                    continue;
                }
                let Some(loc) = self.names.resolve(mf.str(mi.debug_loc)) else { continue };
                if !wanted.is_empty() {
                    if let Some(scope) = self.code_scope(loc) {
                        let inside: FxHashSet<MdId> = self.enclosing_blocks(scope).filter(|s| wanted.contains(s)).collect();
                        inside_blocks.clear();
                        inside_blocks.extend(inside);
                        blocks.step(i, &inside_blocks);
                    }
                }
                let chain = self.inlined_calls(loc);
                for (k, &call) in chain.iter().enumerate() {
                    parents.entry(call).or_insert(k.checked_sub(1).map(|p| chain[p]));
                }
                calls.step(i, &chain);
            }
        }
        plan.blocks = blocks.finish(out, &mut plan);
        plan.inlined = calls.finish(out, &mut plan).into_iter().map(|(call, ranges)| InlinedScope { call, parent: parents[&call], ranges }).collect();
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
