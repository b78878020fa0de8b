//! Interference for the optimising allocators: one live-interval union per register unit (the
//! segments of the virtual registers assigned to a register covering that unit, and the
//! physical registers' own live ranges), and the registers a value loses to the calls it lives
//! across. A register is free for a value when no segment of the value meets a segment in any
//! of the register's units and no call the value crosses clobbers it.

use std::collections::BTreeMap;

use kiln_mc::desc::{PhysReg, RegisterInfo};

use crate::analysis::{LiveIntervals, Segment, Slot};
use crate::mir::{MachineFunction, RegMask};
use crate::target::register_info::{RegSet, TargetRegisterInfo};

/// The owner of a segment in a union: a virtual register, or [`FIXED`].
pub const FIXED: u32 = u32::MAX;

/// Segments per register unit: start → (end, owner).
#[derive(Default)]
pub struct Unions {
    units: Vec<BTreeMap<u32, (u32, u32)>>,
    mask_cache: Vec<(RegMask, RegSet)>,
}

impl Unions {
    /// Starts a function: the physical registers' live ranges from `live` become fixed
    /// segments.
    pub fn reset(&mut self, live: &LiveIntervals) {
        self.units.iter_mut().for_each(BTreeMap::clear);
        self.units.resize_with(live.num_units(), BTreeMap::new);
        self.mask_cache.clear();
        for u in 0..live.num_units() {
            for s in live.unit_segments(u as u16) {
                self.units[u].insert(s.start.0, (s.end.0, FIXED));
            }
        }
    }

    pub fn assign(&mut self, regs: &RegisterInfo, p: PhysReg, v: u32, segs: &[Segment]) {
        for &u in regs.desc(p).units {
            for s in segs {
                self.units[u as usize].insert(s.start.0, (s.end.0, v));
            }
        }
    }

    pub fn unassign(&mut self, regs: &RegisterInfo, p: PhysReg, v: u32, segs: &[Segment]) {
        for &u in regs.desc(p).units {
            for s in segs {
                if self.units[u as usize].get(&s.start.0).is_some_and(|&(_, o)| o == v) {
                    self.units[u as usize].remove(&s.start.0);
                }
            }
        }
    }

    /// Calls `found` with the owner of every union segment of `p`'s units that meets `segs`
    /// (owners may repeat); stops early when `found` returns false.
    pub fn interfering(&self, regs: &RegisterInfo, p: PhysReg, segs: &[Segment], mut found: impl FnMut(u32) -> bool) {
        for &u in regs.desc(p).units {
            let Some(map) = self.units.get(u as usize) else { continue };
            for s in segs {
                for (_, &(end, owner)) in map.range(..s.end.0).rev() {
                    if end <= s.start.0 {
                        break;
                    }
                    if !found(owner) {
                        return;
                    }
                }
            }
        }
    }

    /// The first slot where a segment of `p`'s units meets `segs` (sorted), if any.
    pub fn first_overlap(&self, regs: &RegisterInfo, p: PhysReg, segs: &[Segment]) -> Option<Slot> {
        let mut first: Option<u32> = None;
        for &u in regs.desc(p).units {
            let Some(map) = self.units.get(u as usize) else { continue };
            for s in segs {
                if first.is_some_and(|f| f <= s.start.0) {
                    break;
                }
                // The earliest union segment meeting `s` is the last one met going backwards.
                let mut meet = None;
                for (&start, &(end, _)) in map.range(..s.end.0).rev() {
                    if end <= s.start.0 {
                        break;
                    }
                    meet = Some(start.max(s.start.0));
                }
                if let Some(m) = meet {
                    first = Some(first.map_or(m, |f| f.min(m)));
                    break;
                }
            }
        }
        first.map(Slot)
    }

    /// Whether a call with register mask `mask` clobbers `p`.
    pub fn clobbers(&mut self, mf: &MachineFunction, tri: &dyn TargetRegisterInfo, mask: RegMask, p: PhysReg) -> bool {
        let k = self.mask_set(mf, tri, mask);
        self.mask_cache[k].1.contains(p)
    }

    /// Whether anything in `p`'s units meets `segs`.
    pub fn is_free(&self, regs: &RegisterInfo, p: PhysReg, segs: &[Segment]) -> bool {
        let mut free = true;
        self.interfering(regs, p, segs, |_| {
            free = false;
            false
        });
        free
    }

    /// Adds to `out` the registers clobbered by the calls `segs` lives across.
    pub fn call_clobbers(&mut self, mf: &MachineFunction, tri: &dyn TargetRegisterInfo, live: &LiveIntervals, segs: &[Segment], out: &mut RegSet) {
        let calls = live.calls();
        for s in segs {
            let from = calls.partition_point(|&(c, _)| c < s.start);
            for &(c, mask) in &calls[from..] {
                if c >= s.end {
                    break;
                }
                let k = self.mask_set(mf, tri, mask);
                out.union_with(&self.mask_cache[k].1);
            }
        }
    }

    fn mask_set(&mut self, mf: &MachineFunction, tri: &dyn TargetRegisterInfo, mask: RegMask) -> usize {
        if let Some(k) = self.mask_cache.iter().position(|(m, _)| *m == mask) {
            return k;
        }
        let regs = tri.tables();
        let mut set = RegSet::new(regs.num_regs());
        for r in 1..regs.num_regs() {
            let p = PhysReg(r as u16);
            if !tri.mask_preserves(mf, mask, p) {
                set.insert(p);
            }
        }
        self.mask_cache.push((mask, set));
        self.mask_cache.len() - 1
    }
}

/// Whether two sorted segment lists meet.
pub fn overlap(a: &[Segment], b: &[Segment]) -> bool {
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        if a[i].end <= b[j].start {
            i += 1;
        } else if b[j].end <= a[i].start {
            j += 1;
        } else {
            return true;
        }
    }
    false
}

/// The total length of `segs` in slots.
pub fn size(segs: &[Segment]) -> u32 {
    segs.iter().map(|s| s.end.0 - s.start.0).sum()
}

/// A one-segment list.
pub fn single(start: Slot, end: Slot) -> [Segment; 1] {
    [Segment { start, end, value: 0 }]
}
