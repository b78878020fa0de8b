//! The PBQP register allocator (`-regalloc=pbqp`): allocation as a partitioned boolean
//! quadratic problem. Each virtual register chooses among the stack and the registers of its
//! class; a choice costs something on its own (the spill, a register a call clobbers, a
//! register a copy would make free) and together with a neighbour's (two interfering values
//! in overlapping registers: infinite; two sides of a copy in the same register: a saving).
//!
//! One round: [`build`] the graph from the live intervals and copies, [`solver`] reduces it
//! (R0/R1/R2 exactly, RN by heuristic) and back-propagates the choices, [`apply`] places them.
//! The values put on the stack are spilled through the inline spiller into short temporaries,
//! which cannot spill again, and the next round allocates the rest with those temporaries;
//! rounds repeat until one spills nothing. The VirtRegMap rewriter then materialises the
//! assignment and the spill code, recording every edit for the checker.

pub mod apply;
pub mod build;
pub mod graph;
pub mod solver;

use super::basic::{first_register, start, Start, Target};
use super::edits::Edit;
use super::interference::Unions;
use super::spill_weight;
use super::spiller::Spiller;
use super::virt_reg_map::{rewrite, VirtRegMap};
use crate::analysis::Analyses;
use crate::mir::{MachineFunction, RegUses};

/// Allocates every virtual register of `mf`, appending what it inserted to `edits`.
pub fn run(mf: &mut MachineFunction, target: &Target, analyses: &mut Analyses, edits: &mut Vec<Edit>) -> Result<(), String> {
    let regs = target.tri.tables();
    let instrs = target.tii.tables();
    analyses.compute_with_freq(mf, regs, instrs);
    let (freq, slots, live) = (&analyses.freq, &analyses.slots, &analyses.live);
    let uses = RegUses::compute(mf);
    let nv = mf.regs.num_vregs();
    let reserved = target.tri.reserved_regs(mf, target.frame_pointer);
    let mut unions = Unions::default();
    unions.reset(live);
    let mut vrm = VirtRegMap::default();
    vrm.reset(nv as usize);
    let mut spiller = Spiller::default();
    spiller.reset(nv);
    let mut builder = build::Builder::default();
    builder.reset();
    let mut weights = spill_weight::reference_counts(mf, freq, nv);
    let mut candidates = Vec::new();
    let mut temps = Vec::new();
    for v in 0..nv {
        let segs = live.segments(v);
        match start(mf, target, slots, &uses, segs, v)? {
            Start::Unused => continue,
            Start::UndefinedOnly(class) => {
                vrm.assign(v, first_register(mf, regs, class, builder.order(target.tri, &reserved, class))?);
                continue;
            }
            Start::CrossBlockStack => {
                spiller.spill(mf, live, slots, &uses, regs, target.tii, &mut vrm, &reserved, v, &mut temps)?;
                continue;
            }
            Start::Allocate => {}
        }
        weights[v as usize] = spill_weight::normalize(weights[v as usize], segs);
        candidates.push(v);
    }
    let mut graph = graph::Graph::default();
    let mut solver = solver::Solver::default();
    loop {
        candidates.append(&mut temps);
        weights.resize(mf.regs.num_vregs() as usize, f32::INFINITY);
        let mut facts = build::Facts { tri: target.tri, freq, live, spiller: &spiller, fixed: &mut unions, weights: &weights, reserved: &reserved };
        builder.build(&mut graph, mf, &mut facts, &candidates)?;
        solver.solve(&mut graph, regs);
        match apply::apply(&graph, &solver.selection, mf, target.tri, live, &spiller, &mut unions, &weights)? {
            Ok(placement) => {
                for (v, p) in placement {
                    vrm.assign(v, p);
                }
                break;
            }
            Err(to_spill) => {
                unions.reset(live);
                candidates.retain(|v| !to_spill.contains(v));
                for v in to_spill {
                    spiller.spill(mf, live, slots, &uses, regs, target.tii, &mut vrm, &reserved, v, &mut temps)?;
                }
            }
        }
    }
    rewrite(mf, &vrm, regs, target.tii, edits)?;
    analyses.invalidate();
    Ok(())
}
