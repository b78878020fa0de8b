//! `TargetRegisterInfo`: what the register allocator and frame lowering ask a target about its
//! registers beyond the static tables of `kiln_mc::desc::RegisterInfo` — the order in which
//! to try the registers of a class, which registers are reserved (stack pointer, instruction
//! pointer, the frame pointer when one is kept), the callee-saved list, and which registers a
//! call's register mask preserves.
//!
//! [`RegSet`] is a dense bitset of physical registers used by these queries and the allocator.

use kiln_mc::desc::{PhysReg, RegClassId, RegisterInfo};

use crate::mir::{MachineFunction, RegMask};

/// A set of physical registers, one bit each.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RegSet {
    words: Vec<u64>,
}

impl RegSet {
    /// An empty set sized for `num_regs` registers.
    pub fn new(num_regs: usize) -> RegSet {
        RegSet { words: vec![0; num_regs.div_ceil(64)] }
    }

    pub fn insert(&mut self, reg: PhysReg) {
        let r = reg.index();
        if r / 64 >= self.words.len() {
            self.words.resize(r / 64 + 1, 0);
        }
        self.words[r / 64] |= 1 << (r % 64);
    }

    pub fn remove(&mut self, reg: PhysReg) {
        let r = reg.index();
        if let Some(w) = self.words.get_mut(r / 64) {
            *w &= !(1 << (r % 64));
        }
    }

    pub fn contains(&self, reg: PhysReg) -> bool {
        let r = reg.index();
        self.words.get(r / 64).is_some_and(|w| w >> (r % 64) & 1 != 0)
    }

    pub fn is_empty(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }

    /// Makes the set an empty one sized for `num_regs` registers, keeping the allocation.
    pub fn reset(&mut self, num_regs: usize) {
        self.words.clear();
        self.words.resize(num_regs.div_ceil(64), 0);
    }

    /// Removes every register, keeping the allocation.
    pub fn clear(&mut self) {
        self.words.fill(0);
    }

    /// Makes this set equal to `other`, reusing the allocation.
    pub fn copy_from(&mut self, other: &RegSet) {
        self.words.clear();
        self.words.extend_from_slice(&other.words);
    }

    /// Adds every register of `other`.
    pub fn union_with(&mut self, other: &RegSet) {
        if other.words.len() > self.words.len() {
            self.words.resize(other.words.len(), 0);
        }
        for (a, b) in self.words.iter_mut().zip(&other.words) {
            *a |= b;
        }
    }

    /// Keeps only the registers also in `other`.
    pub fn intersect_with(&mut self, other: &RegSet) {
        for (k, a) in self.words.iter_mut().enumerate() {
            *a &= other.words.get(k).copied().unwrap_or(0);
        }
    }

    /// The registers in the set, in number order.
    pub fn iter(&self) -> impl Iterator<Item = PhysReg> + '_ {
        self.words.iter().enumerate().flat_map(|(k, &w)| {
            let mut bits = w;
            std::iter::from_fn(move || {
                if bits == 0 {
                    return None;
                }
                let b = bits.trailing_zeros();
                bits &= bits - 1;
                Some(PhysReg((k * 64 + b as usize) as u16))
            })
        })
    }

    /// Whether the two sets share a register.
    #[inline]
    pub fn intersects(&self, other: &RegSet) -> bool {
        self.words.iter().zip(&other.words).any(|(a, b)| a & b != 0)
    }

    /// Adds `reg` and every register that shares storage with it.
    pub fn insert_with_aliases(&mut self, regs: &RegisterInfo, reg: PhysReg) {
        self.insert(reg);
        for &a in regs.aliases(reg) {
            self.insert(a);
        }
    }
}

/// A register file that is a stack (x87), which no allocator can assign directly: selection
/// and allocation work on flat registers, and the target's own pass after allocation
/// (`TargetMachine::machine_passes`) rewrites their code into stack operations.
pub trait TargetRegisterStack {
    /// Whether `reg` is one of the flat registers the stack is built from (a value in one
    /// may not live across a block boundary or a call).
    fn is_stack_register(&self, reg: PhysReg) -> bool;
}

/// The register questions a target answers for the code generator.
pub trait TargetRegisterInfo {
    /// The generated register tables.
    fn tables(&self) -> &'static RegisterInfo;

    /// The registers of `class` in the order the allocator tries them, reserved ones left out.
    /// The order may depend on nothing but `class`, `reserved` and the callee-saved list
    /// ([`callee_saved_regs`](Self::callee_saved_regs)): the fast allocator keeps the orders
    /// from one function to the next while those are the same.
    fn allocation_order(&self, class: RegClassId, reserved: &RegSet) -> Vec<PhysReg> {
        let regs = self.tables();
        regs.class(class).alloc_order.iter().copied().filter(|&r| !reserved.contains(r)).collect()
    }

    /// The registers no allocator may assign (with all their aliases). `frame_pointer` says
    /// whether the function keeps a frame pointer.
    fn reserved_regs(&self, mf: &MachineFunction, frame_pointer: bool) -> RegSet;

    /// The registers the function must preserve for its caller, in save order.
    fn callee_saved_regs(&self, mf: &MachineFunction) -> &'static [PhysReg];

    /// Whether `reg` belongs to an allocatable class and is not reserved.
    fn is_allocatable(&self, reg: PhysReg, reserved: &RegSet) -> bool {
        !reserved.contains(reg) && self.tables().classes.iter().any(|c| c.allocatable && c.contains(reg))
    }

    /// Whether a call with register mask `mask` preserves `reg`. For a
    /// [`RegMask::CalleeSaved`] mask the answer may depend on nothing but the mask and `reg`
    /// (the fast allocator keeps it from one function to the next).
    fn mask_preserves(&self, mf: &MachineFunction, mask: RegMask, reg: PhysReg) -> bool {
        match mask {
            RegMask::CalleeSaved(k) => self.tables().callee_saved.get(k as usize).is_some_and(|s| s.preserves(reg)),
            RegMask::Custom(k) => mf.custom_masks.get(k as usize).is_some_and(|list| list.contains(&reg)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mir::fuzzing::TOY_TARGET;

    #[test]
    fn register_sets() {
        let regs = TOY_TARGET.regs;
        let mut a = RegSet::new(regs.num_regs());
        assert!(a.is_empty());
        a.insert(PhysReg(2));
        a.insert(PhysReg(70));
        let mut b = RegSet::new(4);
        b.insert(PhysReg(1));
        b.union_with(&a);
        assert_eq!(b.iter().collect::<Vec<_>>(), vec![PhysReg(1), PhysReg(2), PhysReg(70)]);
        b.remove(PhysReg(2));
        b.remove(PhysReg(500));
        assert!(!b.contains(PhysReg(2)) && b.contains(PhysReg(70)) && !b.contains(PhysReg(500)));
        let mut c = RegSet::new(regs.num_regs());
        c.insert_with_aliases(regs, PhysReg(1));
        assert!(regs.aliases(PhysReg(1)).iter().all(|&r| c.contains(r)));
    }
}
