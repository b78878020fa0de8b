//! Applying a round's solution: every value the solution puts on the stack is spilled; every
//! other value is placed in the interference unions in its chosen register, spill
//! temporaries first. The solver's heuristic step can leave a temporary (which may not spill)
//! without a finite choice; then the temporary takes another free register, or the lightest
//! values in the way of one are spilled to make room. A round that spills anything is undone
//! and the caller builds the next; a round that spills nothing is the allocation.

use kiln_mc::desc::PhysReg;

use super::graph::{Graph, SPILL};
use crate::analysis::LiveIntervals;
use crate::mir::MachineFunction;
use crate::regalloc::basic::cheapest_eviction;
use crate::regalloc::interference::Unions;
use crate::regalloc::spiller::Spiller;
use crate::target::register_info::{RegSet, TargetRegisterInfo};

/// Places the solution `selection` of `g` in `unions` (which holds only the physical
/// registers' ranges on entry). Returns the virtual registers to spill, or, when there are
/// none, the placement: each virtual register and its register.
#[allow(clippy::too_many_arguments)]
pub fn apply(g: &Graph, selection: &[usize], mf: &MachineFunction, tri: &dyn TargetRegisterInfo, live: &LiveIntervals, spiller: &Spiller, unions: &mut Unions, weights: &[f32]) -> Result<Result<Vec<(u32, PhysReg)>, Vec<u32>>, String> {
    let regs = tri.tables();
    let mut order: Vec<u32> = (0..g.nodes.len() as u32).collect();
    order.sort_by_key(|&x| !spiller.is_temp(g.nodes[x as usize].vreg));
    let mut to_spill = Vec::new();
    let mut placed: Vec<(u32, PhysReg)> = Vec::new();
    let mut clobbered = RegSet::new(regs.num_regs());
    let mut in_the_way: Vec<u32> = Vec::new();
    for x in order {
        let node = &g.nodes[x as usize];
        let (v, sel) = (node.vreg, selection[x as usize]);
        if sel == SPILL && !spiller.is_temp(v) {
            to_spill.push(v);
            continue;
        }
        let segs = spiller.segments(live, v);
        clobbered.clear();
        unions.call_clobbers(mf, tri, live, segs, &mut clobbered);
        let fits = |p: PhysReg| !clobbered.contains(p) && unions.is_free(regs, p, segs);
        let wanted = Some(node.options[sel]).filter(|&p| sel != SPILL && fits(p));
        let chosen = wanted.or_else(|| node.options[1..].iter().copied().find(|&p| fits(p)));
        if let Some(p) = chosen {
            unions.assign(regs, p, v, segs);
            placed.push((v, p));
            continue;
        }
        if !spiller.is_temp(v) {
            to_spill.push(v);
            continue;
        }
        // A temporary with no free register: evict the lightest values from one.
        let others = |owner: u32| !spiller.is_temp(owner);
        let Some(p) = cheapest_eviction(unions, regs, &node.options[1..], &clobbered, segs, weights, others, &mut in_the_way) else {
            return Err(format!("function '{}': ran out of registers for a spill temporary %{v}", mf.name));
        };
        for &o in &in_the_way {
            let k = placed.iter().position(|&(w, _)| w == o).expect("an occupant was placed");
            let (_, q) = placed.swap_remove(k);
            unions.unassign(regs, q, o, live.segments(o));
            to_spill.push(o);
        }
        unions.assign(regs, p, v, segs);
        placed.push((v, p));
    }
    Ok(if to_spill.is_empty() { Ok(placed) } else { Err(to_spill) })
}
