//! Register allocation. [`fast`] is the per-block allocator LLVM uses at -O0; [`basic`] the
//! priority-queue allocator over live intervals ([`crate::analysis`]), [`greedy`] the one
//! that also evicts and splits, and [`pbqp`] the one that solves the whole function's choices
//! as one cost problem, all with [`interference`] (live-interval unions per register unit),
//! [`spill_weight`], the inline [`spiller`] (with greedy's [`store_placement`]) and the
//! [`virt_reg_map`] rewriter. Every allocator
//! records what it inserts in an [`edits`] list,
//! and [`checker`] proves independently, from that list, that the allocation preserves the
//! values the virtual registers held. [`run`] is what the pass table calls: the chosen
//! allocator, followed by the checker when the caller verifies machine code. [`stack_access`]
//! names what an instruction does with a spill slot (llc's `# 4-byte Spill` comments and
//! `-stats` counts): an allocator or spiller that spills through `create_spill_slot` and the
//! target's `store_reg_to_stack_slot`/`load_reg_from_stack_slot` gets both without more.
//! [`debug_values`] carries the `DBG_VALUE`s around the interval allocators.

pub mod basic;
pub mod checker;
pub mod debug_values;
pub mod edits;
pub mod fast;
pub mod greedy;
pub mod interference;
pub mod pbqp;
pub mod spill_weight;
pub mod spiller;
pub mod stack_access;
pub mod store_placement;
pub mod virt_reg_map;

use crate::analysis::Analyses;
use crate::mir::MachineFunction;

pub use basic::Target;

/// The allocators `-regalloc=` chooses from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum RegAllocKind {
    /// The level's default: fast at -O0, greedy above.
    #[default]
    Default,
    Fast,
    Basic,
    Pbqp,
    Greedy,
}

impl RegAllocKind {
    /// Every allocator, for the tests and the fuzz target that run them all.
    pub const ALL: &'static [RegAllocKind] = &[RegAllocKind::Fast, RegAllocKind::Basic, RegAllocKind::Greedy, RegAllocKind::Pbqp];

    /// `-regalloc=NAME`; `None` for a name kiln does not know.
    pub fn parse(name: &str) -> Option<RegAllocKind> {
        match name {
            "default" => Some(RegAllocKind::Default),
            "fast" => Some(RegAllocKind::Fast),
            "basic" => Some(RegAllocKind::Basic),
            "pbqp" => Some(RegAllocKind::Pbqp),
            "greedy" => Some(RegAllocKind::Greedy),
            _ => None,
        }
    }

    /// The allocator that runs at `opt_level`.
    pub fn resolve(self, opt_level: u8) -> RegAllocKind {
        match self {
            RegAllocKind::Default if opt_level == 0 => RegAllocKind::Fast,
            RegAllocKind::Default => RegAllocKind::Greedy,
            other => other,
        }
    }
}

/// Allocates `mf` with `kind`; with `check`, keeps a copy of the function from before
/// allocation and runs the checker on the result and the allocator's edit list, which it
/// returns.
///
/// The debug values go around an interval allocator ([`debug_values`]): taken out before it
/// (when a pass above -O0 has not done so already) and put back after its rewrite, with the
/// checker's facts saying where each value is; the fast allocator rewrites them itself.
pub fn run(kind: RegAllocKind, mf: &mut MachineFunction, target: &Target, analyses: &mut Analyses, check: bool) -> Result<Vec<edits::Edit>, String> {
    let fast = matches!(kind, RegAllocKind::Fast | RegAllocKind::Default);
    if fast {
        debug_values::reattach(mf, target.tii.tables());
    } else {
        debug_values::detach(mf);
    }
    let debug = !mf.detached_debug_values.is_empty();
    let before = (check || debug).then(|| mf.clone());
    let mut edits = Vec::new();
    match kind {
        RegAllocKind::Basic => basic::run(mf, target, analyses, &mut edits)?,
        RegAllocKind::Pbqp => pbqp::run(mf, target, analyses, &mut edits)?,
        RegAllocKind::Greedy => greedy::run(mf, target, analyses, &mut edits)?,
        RegAllocKind::Fast | RegAllocKind::Default => fast::run(mf, target.tri, target.tii, target.frame_pointer, &mut edits)?,
    }
    analyses.invalidate();
    if let Some(before) = before {
        let reserved = target.tri.reserved_regs(&before, target.frame_pointer);
        if check {
            checker::check(&before, mf, &edits, target.tri.tables(), target.tii, &reserved)?;
        }
        if debug {
            debug_values::reinsert(&before, mf, &edits, target.tri.tables(), target.tii, &reserved);
        }
    }
    Ok(edits)
}
