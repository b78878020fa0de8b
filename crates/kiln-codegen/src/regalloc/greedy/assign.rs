//! Assignment: a range takes the register a copy relates it to when that register is free
//! for it, else the first free register of its class's allocation order. Free means no
//! segment of the range meets the register's interference unions and no call the range
//! lives across clobbers it.

use kiln_mc::desc::{PhysReg, RegClassId};

use super::Greedy;
use crate::mir::{InstId, Reg};
use crate::regalloc::basic::copy_partner;

impl Greedy<'_> {
    /// The free register for `v` (the hint first), if any; `self.clobbered` holds the
    /// registers the calls `v` crosses clobber.
    pub(super) fn try_assign(&mut self, v: u32, class: RegClassId) -> Option<PhysReg> {
        let hint = self.hint(v);
        self.order(class);
        let order = self.orders[class.index()].as_deref().unwrap_or(&[]);
        let segs = self.spiller.segments(self.live, v);
        hint.filter(|p| order.contains(p)).into_iter().chain(order.iter().copied()).find(|&p| !self.clobbered.contains(p) && self.unions.is_free(self.regs, p, segs))
    }

    /// The register a copy relates `v` to: the physical register of `COPY $p` or
    /// `$p = COPY`, or the register already given to the other side of a virtual copy,
    /// through sub-registers too ([`copy_partner`]).
    pub(super) fn hint(&self, v: u32) -> Option<PhysReg> {
        let r = Reg::virt(v);
        let class = self.mf.regs.reg_class(r)?;
        let mut found = None;
        self.for_each_inst(v, |i| {
            found = copy_partner(self.mf, &self.vrm, self.regs, i, r);
            found.is_none()
        });
        found.filter(|&p| self.regs.contains(class, p))
    }

    /// Calls `f` on each instruction that names `v` until it returns false.
    fn for_each_inst(&self, v: u32, mut f: impl FnMut(InstId) -> bool) {
        if let Some(piece) = self.pieces.get(&v) {
            for &i in &piece.insts {
                if !f(i) {
                    return;
                }
            }
        } else if let Some(i) = self.spiller.temp_inst(v) {
            f(i);
        } else {
            let r = Reg::virt(v);
            for o in self.uses.defs(r).iter().chain(self.uses.uses(r)) {
                if !f(o.inst) {
                    return;
                }
            }
        }
    }
}
