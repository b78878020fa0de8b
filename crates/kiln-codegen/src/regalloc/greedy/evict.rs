//! Eviction: when no register is free, a range may take one whose occupants are all lighter
//! (by spill weight) and of a lower cascade number; of the candidates it takes the one whose
//! heaviest occupant is lightest, then whose occupants weigh least together. The evicted
//! ranges go back to the queue with the evictor's cascade, so they cannot evict it in turn,
//! and cascades only grow: eviction terminates. Fixed registers and per-instruction spill
//! temporaries are never evicted; the temporaries evict anything else.

use kiln_mc::desc::{PhysReg, RegClassId};

use super::{Greedy, Stage};
use crate::regalloc::interference::FIXED;

impl Greedy<'_> {
    /// The cascade `v` evicts with: its own, a fresh one if it has none yet, or above every
    /// cascade for a temporary.
    fn cascade_of(&self, v: u32) -> u32 {
        match self.info[v as usize] {
            i if i.stage == Stage::Done => u32::MAX,
            i if i.cascade == 0 => self.next_cascade,
            i => i.cascade,
        }
    }

    /// The register `v` can take by evicting lighter ranges, if any.
    pub(super) fn try_evict(&mut self, v: u32, class: RegClassId) -> Option<PhysReg> {
        let (cascade, weight) = (self.cascade_of(v), self.info[v as usize].weight);
        self.order(class);
        let order = self.orders[class.index()].as_deref().unwrap_or(&[]);
        let segs = self.spiller.segments(self.live, v);
        let mut best: Option<(f32, f32, PhysReg)> = None;
        let mut owners: Vec<u32> = Vec::new();
        for &p in order.iter().filter(|&&p| !self.clobbered.contains(p)) {
            let (mut max, mut sum, mut ok) = (0f32, 0f32, true);
            owners.clear();
            self.unions.interfering(self.regs, p, segs, |o| {
                if owners.contains(&o) {
                    return true;
                }
                let evictable = o != FIXED && !self.unevictable(o) && self.info[o as usize].cascade < cascade && self.info[o as usize].weight < weight;
                if !evictable {
                    ok = false;
                    return false;
                }
                owners.push(o);
                max = max.max(self.info[o as usize].weight);
                sum += self.info[o as usize].weight;
                true
            });
            if ok && best.is_none_or(|(m, s, _)| (max, sum) < (m, s)) {
                best = Some((max, sum, p));
            }
        }
        best.map(|(.., p)| p)
    }

    /// Evicts the occupants of `p` that meet `v` and queues them again.
    pub(super) fn evict_for(&mut self, v: u32, p: PhysReg) {
        let mut cascade = self.cascade_of(v);
        if cascade == self.next_cascade || cascade == u32::MAX {
            // A first eviction by `v` (or one by a temporary): a fresh cascade.
            cascade = self.next_cascade;
            self.next_cascade += 1;
            if self.info[v as usize].stage != Stage::Done {
                self.info[v as usize].cascade = cascade;
            }
        }
        let segs = self.spiller.segments(self.live, v);
        let mut owners: Vec<u32> = Vec::new();
        self.unions.interfering(self.regs, p, segs, |o| {
            if !owners.contains(&o) {
                owners.push(o);
            }
            true
        });
        for o in owners {
            let q = self.vrm.phys(o).expect("an occupant has a register");
            let segs = self.spiller.segments(self.live, o);
            self.unions.unassign(self.regs, q, o, segs);
            self.vrm.unassign(o);
            self.info[o as usize].cascade = cascade;
            self.enqueue(o);
        }
    }
}
