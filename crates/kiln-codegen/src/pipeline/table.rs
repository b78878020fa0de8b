//! The machine-code pass table: every shared pass between instruction selection and the asm
//! printer, in order, with the passes it must follow and why it sits where it does. A target
//! adds its own passes at named [`InsertionPoint`]s (`TargetMachine::machine_passes`), so the
//! table names no target's pass. `llc`'s `-stop-after`/`-run-pass` names are the `name`
//! column; [`check_order`] checks the ordering constraints of the table with a target's passes
//! in it (each target's tests run it), so reordering cannot silently break an assumption.

use super::{MirPass, PassContext};
use crate::mir::MachineFunction;
use crate::passes::{
    block_placement, branch_folding, branch_relaxation, cfi_instr_inserter, copy_propagation, expand_post_ra, machine_cse, machine_licm, phi_elimination,
    prolog_epilog, register_coalescer, stack_slot_coloring, two_address,
};
use crate::regalloc::{self, RegAllocKind};
use crate::target::frame_lowering::FrameAttrs;

/// The passes, in pipeline order.
pub const MIR_PASSES: &[MirPass] = &[
    MirPass {
        name: "detach-debug-values",
        title: "Detach Debug Values",
        run: detach_debug_values_pass,
        min_opt: 1,
        after: &[],
        reason: "takes the DBG_VALUEs out of the code before any pass above -O0 counts, moves or reads them (debug values must not change the code); the register allocator puts them back",
    },
    MirPass {
        name: "early-machinelicm",
        title: "Early Machine Loop Invariant Code Motion",
        run: machine_licm_pass,
        min_opt: 1,
        after: &["detach-debug-values"],
        reason: "moves loop-invariant instructions to preheaders while the code is SSA (one definition per register makes invariance a local question); first, so machine-cse can merge what it hoists",
    },
    MirPass {
        name: "machine-cse",
        title: "Machine Common Subexpression Elimination",
        run: machine_cse_pass,
        min_opt: 1,
        after: &["early-machinelicm"],
        reason: "merges values selection computed once per block and propagates copies between registers of one class; needs SSA, so before PHI elimination",
    },
    MirPass {
        name: "phi-node-elimination",
        title: "Eliminate PHI nodes for register allocation",
        run: phi_elimination_pass,
        min_opt: 0,
        after: &[],
        reason: "the allocators work on code without PHIs: each PHI becomes copies at the ends of its predecessors",
    },
    MirPass {
        name: "twoaddressinstruction",
        title: "Two-Address instruction pass",
        run: two_address_pass,
        min_opt: 0,
        after: &["phi-node-elimination"],
        reason: "where an instruction overwrites its first source, the tied operands become a copy and the same register before allocation",
    },
    MirPass {
        name: "register-coalescer",
        title: "Simple Register Coalescing",
        run: register_coalescer_pass,
        min_opt: 0,
        after: &["twoaddressinstruction"],
        reason: "joins the copies PHI elimination and two-address lowering leave; only before an allocator that works on live intervals",
    },
    MirPass {
        name: "regallocfast",
        title: "Fast Register Allocator",
        run: regalloc_pass,
        min_opt: 0,
        after: &["twoaddressinstruction"],
        reason: "assigns physical registers; needs SSA gone and tied operands already equal",
    },
    MirPass {
        name: "regallocbasic",
        title: "Basic Register Allocator",
        run: regalloc_pass,
        min_opt: 0,
        after: &["twoaddressinstruction"],
        reason: "assigns physical registers over live intervals (-regalloc=basic); needs SSA gone and tied operands already equal",
    },
    MirPass {
        name: "regallocpbqp",
        title: "PBQP Register Allocator",
        run: regalloc_pass,
        min_opt: 0,
        after: &["twoaddressinstruction"],
        reason: "assigns physical registers by solving a cost problem over live intervals and copies (-regalloc=pbqp); needs SSA gone and tied operands already equal",
    },
    MirPass {
        name: "greedy",
        title: "Greedy Register Allocator",
        run: regalloc_pass,
        min_opt: 0,
        after: &["twoaddressinstruction"],
        reason: "assigns physical registers over live intervals, evicting and splitting (-regalloc=greedy); needs SSA gone and tied operands already equal",
    },
    MirPass {
        name: "stack-slot-coloring",
        title: "Stack Slot Coloring",
        run: stack_slot_coloring_pass,
        min_opt: 1,
        after: &["greedy"],
        reason: "spill slots share stack objects where their values are never live together; after allocation has made every spill slot, before the frame is laid out",
    },
    MirPass {
        name: "prologepilog",
        title: "Prologue/Epilogue Insertion & Frame Finalization",
        run: prolog_epilog_pass,
        min_opt: 0,
        after: &["regallocfast"],
        reason: "the frame is only known once allocation has added its spill slots and chosen the callee-saved registers it clobbers",
    },
    MirPass {
        name: "machine-cp",
        title: "Machine Copy Propagation Pass",
        run: copy_propagation_pass,
        min_opt: 1,
        after: &["prologepilog"],
        reason: "a definition takes over the register of the copy that reads it last, with every register final; the copies are still COPY and SUBREG_TO_REG, before pseudo expansion, and the prologue already saves what they write",
    },
    MirPass {
        name: "postrapseudos",
        title: "Post-RA pseudo instruction expansion pass",
        run: expand_post_ra_pass,
        min_opt: 0,
        after: &["prologepilog"],
        reason: "COPY and the other pseudos become real instructions once registers and frame offsets are final",
    },
    MirPass {
        name: "branch-folder",
        title: "Control Flow Optimizer",
        run: branch_folding_pass,
        min_opt: 1,
        after: &["postrapseudos"],
        reason: "removes empty blocks and jumps to the next block; after pseudo expansion, when identity copies are gone and blocks that only held them are empty",
    },
    MirPass {
        name: "block-placement",
        title: "Branch Probability Basic Block Placement",
        run: block_placement_pass,
        min_opt: 1,
        after: &["branch-folder"],
        reason: "orders the blocks by branch probability (hot paths falling through, loops rotated, cold blocks last); after the last pass that changes the block graph, before the passes that read the final order",
    },
    MirPass {
        name: "branch-relaxation",
        title: "Branch relaxation pass",
        run: branch_relaxation_pass,
        min_opt: 0,
        after: &["prologepilog", "postrapseudos", "branch-folder", "block-placement"],
        reason: "rewrites branches whose target is beyond their reach; needs the final code and block order (prologue, expanded pseudos, folded branches, the target's pre-emit passes), and only targets whose assembler does not relax branches run it",
    },
    MirPass {
        name: "cfi-instr-inserter",
        title: "Check CFA info and insert CFI instructions if needed",
        run: cfi_instr_inserter_pass,
        min_opt: 0,
        after: &["prologepilog", "branch-folder", "block-placement"],
        reason: "re-states the CFA where a block's incoming frame differs from its layout predecessor's; last, because any change of block layout invalidates it",
    },
];

/// The allocator rows of the table: one runs, the one `-regalloc` chooses.
const ALLOCATORS: &[(&str, RegAllocKind)] = &[("regallocfast", RegAllocKind::Fast), ("regallocbasic", RegAllocKind::Basic), ("regallocpbqp", RegAllocKind::Pbqp), ("greedy", RegAllocKind::Greedy)];

/// Where a target's own machine passes go in the table (LLVM's `addPreRegAlloc`,
/// `addPostRegAlloc`, `addPreEmitPass`): each point is just before one shared pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InsertionPoint {
    /// On SSA machine code, after the SSA optimisations, before PHI elimination.
    PreRegAlloc,
    /// After register allocation, before the frame is laid out.
    PostRegAlloc,
    /// After the passes that change code, before branch relaxation measures the final code.
    PreEmit,
}

impl InsertionPoint {
    pub const ALL: [InsertionPoint; 3] = [InsertionPoint::PreRegAlloc, InsertionPoint::PostRegAlloc, InsertionPoint::PreEmit];

    /// The shared pass the point is just before.
    pub fn before(self) -> &'static str {
        match self {
            InsertionPoint::PreRegAlloc => "phi-node-elimination",
            InsertionPoint::PostRegAlloc => "prologepilog",
            InsertionPoint::PreEmit => "branch-relaxation",
        }
    }
}

/// A target's own machine pass and where it goes.
pub struct TargetPass {
    pub point: InsertionPoint,
    pub pass: MirPass,
}

/// Every row of the table with `target`'s passes at their points, whatever the options.
fn all_rows(target: &'static [TargetPass]) -> impl Iterator<Item = &'static MirPass> {
    MIR_PASSES.iter().flat_map(move |p| {
        target.iter().filter(move |t| t.point.before() == p.name).map(|t| &t.pass).chain(std::iter::once(p))
    })
}

/// The passes that run at optimisation level `opt_level` with register allocator `regalloc`,
/// `target`'s own passes included; branch relaxation only where `relaxes_branches` (the
/// target has its hooks, `TargetMachine::branch_relaxation`).
pub fn pipeline(target: &'static [TargetPass], opt_level: u8, regalloc: RegAllocKind, relaxes_branches: bool) -> Vec<&'static MirPass> {
    let chosen = regalloc.resolve(opt_level);
    all_rows(target)
        .filter(|p| p.min_opt <= opt_level)
        .filter(|p| p.name != "branch-relaxation" || relaxes_branches)
        .filter(|p| ALLOCATORS.iter().all(|&(name, kind)| p.name != name || kind == chosen))
        .filter(|p| p.name != "register-coalescer" || chosen != RegAllocKind::Fast)
        .collect()
}

/// GlobalISel's passes on generic machine IR, in order (before the passes above).
pub const GLOBAL_ISEL_PASSES: &[MirPass] = &[
    MirPass {
        name: "legalizer",
        title: "Legalizer",
        run: legalizer_pass,
        min_opt: 0,
        after: &[],
        reason: "makes every generic instruction legal for the target's LegalizerInfo; register banks and selection expect legal instructions",
    },
    MirPass {
        name: "regbankselect",
        title: "RegBankSelect",
        run: regbank_select_pass,
        min_opt: 0,
        after: &["legalizer"],
        reason: "gives each generic register the bank its instructions need; the legal types decide the banks",
    },
    MirPass {
        name: "instruction-select",
        title: "InstructionSelect",
        run: instruction_select_pass,
        min_opt: 0,
        after: &["regbankselect"],
        reason: "selection picks register classes from banks, so every register needs one first",
    },
];

/// The passes `-run-pass=A,B` names (shared or `target`'s), in the order given; an unknown
/// name is an error.
pub fn by_names(target: &'static [TargetPass], names: &[String]) -> Result<Vec<&'static MirPass>, String> {
    names
        .iter()
        .map(|n| {
            GLOBAL_ISEL_PASSES
                .iter()
                .chain(all_rows(target))
                .find(|p| p.name == n)
                .ok_or_else(|| format!("run-pass {n} is not registered"))
        })
        .collect()
}

/// Whether `name` is a point `-stop-after`/`-stop-before` may name.
pub fn is_stop_point(target: &'static [TargetPass], name: &str) -> bool {
    name == super::llc::ISEL_PASS || all_rows(target).any(|p| p.name == name) || is_global_isel_stop_point(name)
}

/// Whether `name` is a GlobalISel phase (`-stop-after=irtranslator`, `legalizer`, ...).
pub fn is_global_isel_stop_point(name: &str) -> bool {
    name == super::global_isel::IRTRANSLATOR_PASS || GLOBAL_ISEL_PASSES.iter().any(|p| p.name == name)
}

/// Checks the table with `target`'s passes in it: names unique, every pass says why it is
/// where it is, and every pass comes after the passes it needs.
pub fn check_order(target: &'static [TargetPass]) -> Result<(), String> {
    let rows: Vec<&MirPass> = all_rows(target).collect();
    for (i, pass) in rows.iter().enumerate() {
        if rows.iter().filter(|p| p.name == pass.name).count() != 1 {
            return Err(format!("pass name {} is not unique", pass.name));
        }
        if pass.reason.is_empty() {
            return Err(format!("pass {} gives no reason for its place", pass.name));
        }
        for need in pass.after {
            if !rows[..i].iter().any(|p| p.name == *need) {
                return Err(format!("{} must run after {need}", pass.name));
            }
        }
    }
    Ok(())
}

fn legalizer_pass(mf: &mut MachineFunction, cx: &PassContext) -> Result<(), String> {
    use crate::gisel::{document_rules, legalizer, LegalizerRules};
    let example;
    let (info, custom) = match cx.gisel.legalizer_rules {
        LegalizerRules::DocumentExample => {
            example = document_rules::document_example_rules();
            (&example, None)
        }
        LegalizerRules::Target => {
            let hooks = cx.tm.global_isel().ok_or("this target has no GlobalISel legalization rules yet (-legalizer-rules=document-example uses the Legalizer document's)")?;
            (hooks.legalizer_info(), hooks.custom_legalizer())
        }
    };
    let mir = cx.tm.mir_target();
    let libcalls = cx.tm.global_isel().and_then(|hooks| hooks.call_lowering()).map(|calls| crate::gisel::legalize_libcall::LibcallLowering {
        calls,
        regs: mir.regs,
        types: cx.tm.selection_dag().lowering().register_types(),
    });
    let target = legalizer::LegalizerTarget { info, custom, libcalls, mir: &mir, keep_phis: cx.tm.options().opt_level == 0, verify: cx.verify };
    let mut log = cx.gisel.trace_legalizer.then(String::new);
    let result = legalizer::legalize(mf, &target, log.as_mut());
    if let Some(log) = log {
        cx.pass_log.borrow_mut().push_str(&log);
    }
    result
}

fn regbank_select_pass(mf: &mut MachineFunction, cx: &PassContext) -> Result<(), String> {
    let hooks = cx.tm.global_isel().ok_or("this target has no GlobalISel")?;
    crate::gisel::regbank_select::select_banks(mf, hooks, &cx.tm.mir_target())
}

fn instruction_select_pass(mf: &mut MachineFunction, cx: &PassContext) -> Result<(), String> {
    let hooks = cx.tm.global_isel().ok_or("this target has no GlobalISel")?;
    // The function's own subtarget (its `"target-features"`), as the SelectionDAG's.
    let subtarget = match (cx.module, cx.function) {
        (Some(m), Some(f)) => cx.tm.selection_dag().function_subtarget(m, &m.functions[f.index()]),
        _ => 0,
    };
    crate::gisel::instruction_select::select_function(mf, hooks, &cx.tm.mir_target(), cx.tm.options().opt_level == 0, subtarget)
}

fn frame_attrs(cx: &PassContext) -> FrameAttrs {
    match (cx.module, cx.function) {
        (Some(m), Some(f)) => FrameAttrs::from_ir_or(m, &m.functions[f.index()], cx.tm.options().frame_pointer),
        _ => FrameAttrs::default(),
    }
}

/// Whether the allocator keeps values in registers across blocks and rematerialises cheap ones:
/// longer live ranges and hoisted constants pay only then, not with the per-block allocator,
/// which stores every value that leaves its block to a stack slot.
fn allocates_over_blocks(cx: &PassContext) -> bool {
    cx.regalloc.resolve(cx.tm.options().opt_level) != RegAllocKind::Fast
}

fn detach_debug_values_pass(mf: &mut MachineFunction, _cx: &PassContext) -> Result<(), String> {
    regalloc::debug_values::detach(mf);
    Ok(())
}

fn machine_licm_pass(mf: &mut MachineFunction, cx: &PassContext) -> Result<(), String> {
    let hoisted = machine_licm::run(mf, cx.tm.mir_target().instrs, cx.tm.register_info(), &mut cx.analyses.borrow_mut().loops, allocates_over_blocks(cx))?;
    if hoisted > 0 {
        cx.stats.borrow_mut().add("machinelicm", "Number of machine instructions hoisted out of loops", hoisted);
    }
    Ok(())
}

fn machine_cse_pass(mf: &mut MachineFunction, cx: &PassContext) -> Result<(), String> {
    let counts = machine_cse::run(mf, cx.tm.mir_target().instrs, cx.tm.register_info(), &mut cx.analyses.borrow_mut().loops, allocates_over_blocks(cx))?;
    // llc prints only the counters that counted something.
    let mut stats = cx.stats.borrow_mut();
    for (desc, n) in [("Number of copies coalesced", counts.copies), ("Number of common subexpression eliminated", counts.eliminated)] {
        if n > 0 {
            stats.add("machinecse", desc, n);
        }
    }
    Ok(())
}

fn phi_elimination_pass(mf: &mut MachineFunction, cx: &PassContext) -> Result<(), String> {
    if allocates_over_blocks(cx) {
        let split = phi_elimination::split_critical_edges(mf, cx.tm.mir_target().instrs, cx.tm.branch_info(), &mut cx.analyses.borrow_mut().loops);
        if split > 0 {
            cx.analyses.borrow_mut().invalidate();
            cx.stats.borrow_mut().add("phi-node-elimination", "Number of critical edges split", split as u64);
        }
    }
    phi_elimination::run(mf, cx.tm.mir_target().instrs)
}

fn two_address_pass(mf: &mut MachineFunction, cx: &PassContext) -> Result<(), String> {
    if cx.tm.options().opt_level == 0 {
        return two_address::run(mf, cx.tm.mir_target().instrs);
    }
    two_address::run_converting(mf, cx.tm.mir_target().regs, cx.tm.instr_info(), &mut cx.analyses.borrow_mut())
}

/// The allocator row that runs (see [`pipeline`]): the chosen allocator, whichever row it is.
fn regalloc_pass(mf: &mut MachineFunction, cx: &PassContext) -> Result<(), String> {
    let target = regalloc::Target {
        tri: cx.tm.register_info(),
        tii: cx.tm.instr_info(),
        stack: cx.tm.register_stack(),
        frame_pointer: cx.tm.frame_lowering().has_fp(mf, &frame_attrs(cx)),
    };
    let opt_level = cx.tm.options().opt_level;
    let kind = cx.regalloc.resolve(opt_level);
    regalloc::run(kind, mf, &target, &mut cx.analyses.borrow_mut(), cx.verify).map(|_| ())
}

fn register_coalescer_pass(mf: &mut MachineFunction, cx: &PassContext) -> Result<(), String> {
    let target = cx.tm.mir_target();
    register_coalescer::run(mf, target.regs, target.instrs, &mut cx.analyses.borrow_mut()).map(|_| ())
}

fn stack_slot_coloring_pass(mf: &mut MachineFunction, cx: &PassContext) -> Result<(), String> {
    let saved = stack_slot_coloring::run(mf);
    if saved > 0 {
        cx.stats.borrow_mut().add("stack-slot-coloring", "Number of stack slots eliminated due to coloring", saved as u64);
    }
    Ok(())
}

fn prolog_epilog_pass(mf: &mut MachineFunction, cx: &PassContext) -> Result<(), String> {
    let tm = cx.tm;
    prolog_epilog::run(
        mf,
        tm.mir_target().instrs,
        tm.register_info(),
        tm.frame_lowering(),
        &frame_attrs(cx),
    )
    .map(|_| ())
}

fn copy_propagation_pass(mf: &mut MachineFunction, cx: &PassContext) -> Result<(), String> {
    let target = cx.tm.mir_target();
    let reserved = cx.tm.register_info().reserved_regs(mf, cx.tm.frame_lowering().has_fp(mf, &frame_attrs(cx)));
    let removed = copy_propagation::run(mf, target.regs, target.instrs, &reserved);
    if removed > 0 {
        cx.stats.borrow_mut().add("machine-cp", "Number of copies whose source's definition writes their destination", removed as u64);
    }
    Ok(())
}

fn expand_post_ra_pass(mf: &mut MachineFunction, cx: &PassContext) -> Result<(), String> {
    let tm = cx.tm;
    cx.stats.borrow_mut().count_allocated_copies(mf, tm.mir_target().regs);
    expand_post_ra::run(
        mf,
        tm.instr_info(),
        tm.mir_target().regs,
        tm.pseudo_expansion(),
    )
}

fn branch_folding_pass(mf: &mut MachineFunction, cx: &PassContext) -> Result<(), String> {
    branch_folding::run(mf, cx.tm.mir_target().instrs, cx.tm.branch_info())
}

fn block_placement_pass(mf: &mut MachineFunction, cx: &PassContext) -> Result<(), String> {
    let mut analyses = cx.analyses.borrow_mut();
    let analyses = &mut *analyses;
    let moved = block_placement::run(mf, cx.tm.mir_target().instrs, cx.tm.branch_info(), &mut analyses.loops, &mut analyses.freq);
    analyses.invalidate();
    if moved > 0 {
        cx.stats.borrow_mut().add("block-placement", "Number of blocks moved", moved as u64);
    }
    Ok(())
}

fn branch_relaxation_pass(mf: &mut MachineFunction, cx: &PassContext) -> Result<(), String> {
    let Some(relax) = cx.tm.branch_relaxation() else { return Ok(()) };
    let hooks = branch_relaxation::Hooks { instrs: cx.tm.mir_target().instrs, regs: cx.tm.register_info(), branches: cx.tm.branch_info(), relax };
    branch_relaxation::run(mf, &hooks)
}

fn cfi_instr_inserter_pass(mf: &mut MachineFunction, cx: &PassContext) -> Result<(), String> {
    cfi_instr_inserter::run(mf, cx.tm.frame_lowering())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nothing(_: &mut MachineFunction, _: &PassContext) -> Result<(), String> {
        Ok(())
    }

    /// A toy target's pass at each insertion point.
    static TOY_PASSES: [TargetPass; 3] = [
        TargetPass { point: InsertionPoint::PreRegAlloc, pass: MirPass { name: "toy-pre-ra", title: "Toy", run: nothing, min_opt: 0, after: &["machine-cse"], reason: "test" } },
        TargetPass { point: InsertionPoint::PostRegAlloc, pass: MirPass { name: "toy-post-ra", title: "Toy", run: nothing, min_opt: 1, after: &["regallocfast"], reason: "test" } },
        TargetPass { point: InsertionPoint::PreEmit, pass: MirPass { name: "toy-pre-emit", title: "Toy", run: nothing, min_opt: 0, after: &["branch-folder"], reason: "test" } },
    ];

    static MISPLACED: [TargetPass; 1] = [TargetPass { point: InsertionPoint::PreRegAlloc, pass: MirPass { name: "toy-late", title: "Toy", run: nothing, min_opt: 0, after: &["prologepilog"], reason: "test" } }];

    static CLASHING: [TargetPass; 1] = [TargetPass { point: InsertionPoint::PreEmit, pass: MirPass { name: "greedy", title: "Toy", run: nothing, min_opt: 0, after: &[], reason: "test" } }];

    #[test]
    fn every_pass_runs_after_the_passes_it_needs() {
        assert_eq!(check_order(&[]), Ok(()));
        assert_eq!(check_order(&TOY_PASSES), Ok(()));
        assert_eq!(check_order(&MISPLACED), Err("toy-late must run after prologepilog".to_string()));
        assert_eq!(check_order(&CLASHING), Err("pass name greedy is not unique".to_string()));
    }

    #[test]
    fn target_passes_sit_just_before_their_point() {
        for point in InsertionPoint::ALL {
            assert!(MIR_PASSES.iter().any(|p| p.name == point.before()), "{point:?}");
        }
        let names: Vec<&str> = pipeline(&TOY_PASSES, 2, RegAllocKind::Default, true).iter().map(|p| p.name).collect();
        for t in &TOY_PASSES {
            let at = names.iter().position(|n| *n == t.pass.name).expect("the toy pass runs at -O2");
            assert_eq!(names[at + 1], t.point.before());
        }
        let at_o0: Vec<&str> = pipeline(&TOY_PASSES, 0, RegAllocKind::Default, true).iter().map(|p| p.name).collect();
        assert!(at_o0.contains(&"toy-pre-ra") && !at_o0.contains(&"toy-post-ra"));
        assert!(by_names(&TOY_PASSES, &["toy-post-ra".to_string()]).is_ok());
        assert!(is_stop_point(&TOY_PASSES, "toy-pre-emit") && !is_stop_point(&[], "toy-pre-emit"));
        assert!(at_o0.contains(&"branch-relaxation"));
        assert!(!pipeline(&[], 0, RegAllocKind::Default, false).iter().any(|p| p.name == "branch-relaxation"));
    }

    #[test]
    fn names_are_resolvable() {
        assert!(by_names(&[], &["regallocfast".to_string()]).is_ok());
        assert!(
            matches!(by_names(&[], &["no-such-pass".to_string()]), Err(e) if e.contains("no-such-pass"))
        );
    }

    #[test]
    fn optimisation_level_filters_passes() {
        assert!(pipeline(&[], 0, RegAllocKind::Default, true).iter().all(|p| p.min_opt == 0));
        assert!(pipeline(&[], 3, RegAllocKind::Default, true).len() >= pipeline(&[], 0, RegAllocKind::Default, true).len());
    }

    #[test]
    fn exactly_the_chosen_allocator_runs() {
        for (name, kind) in ALLOCATORS {
            let names: Vec<&str> = pipeline(&[], 2, *kind, true).iter().map(|p| p.name).collect();
            assert!(names.contains(name));
            assert_eq!(ALLOCATORS.iter().filter(|(n, _)| names.contains(n)).count(), 1);
        }
    }
}
