//! An instruction's operand list, [`Operands`]: up to [`INLINE_OPERANDS`] operands stored in
//! the instruction itself, longer lists on the heap.
//!
//! Most instructions have few operands (a generic `G_ADD` three, a selected `MOV32rm` six), so
//! keeping them inline saves the heap allocation per instruction that a `Vec` costs and the
//! pointer chase of every pass that reads them. It reads as a slice (`Deref`), and has the
//! `Vec` methods the passes use (`push`, `insert`, `remove`, `retain`, `extend`, ...), so code
//! written against `Vec<MachineOperand>` keeps working.

use std::ops::{Deref, DerefMut};

use super::operand::MachineOperand;

/// How many operands an instruction keeps without a heap allocation: a selected x86 memory
/// access (a register and five address operands) fits.
pub const INLINE_OPERANDS: usize = 6;

/// A filler for the unused inline slots (never read: only `len` slots are).
const FILLER: MachineOperand = MachineOperand::Imm(0);

/// The operands of a [`super::MachineInstr`]: definitions first, then uses, then implicit
/// operands.
#[derive(Clone)]
pub struct Operands(Repr);

#[derive(Clone)]
enum Repr {
    Inline { len: u8, buf: [MachineOperand; INLINE_OPERANDS] },
    Heap(Vec<MachineOperand>),
}

impl Operands {
    /// An empty list (no allocation).
    #[inline]
    pub const fn new() -> Operands {
        Operands(Repr::Inline { len: 0, buf: [FILLER; INLINE_OPERANDS] })
    }

    #[inline]
    pub fn as_slice(&self) -> &[MachineOperand] {
        match &self.0 {
            Repr::Inline { len, buf } => &buf[..usize::from(*len)],
            Repr::Heap(v) => v,
        }
    }

    #[inline]
    pub fn as_mut_slice(&mut self) -> &mut [MachineOperand] {
        match &mut self.0 {
            Repr::Inline { len, buf } => &mut buf[..usize::from(*len)],
            Repr::Heap(v) => v,
        }
    }

    /// The operands on the heap, moved there first if they are inline (with room for
    /// `additional` more).
    fn heap(&mut self, additional: usize) -> &mut Vec<MachineOperand> {
        if let Repr::Inline { len, buf } = &self.0 {
            let n = usize::from(*len);
            let mut v = Vec::with_capacity((n + additional).max(2 * INLINE_OPERANDS));
            v.extend_from_slice(&buf[..n]);
            self.0 = Repr::Heap(v);
        }
        match &mut self.0 {
            Repr::Heap(v) => v,
            Repr::Inline { .. } => unreachable!("moved to the heap above"),
        }
    }

    /// Makes room for `additional` more operands: nothing to do while they fit inline.
    #[inline]
    pub fn reserve(&mut self, additional: usize) {
        if self.len() + additional > INLINE_OPERANDS {
            self.heap(additional).reserve(additional);
        }
    }

    #[inline]
    pub fn push(&mut self, operand: MachineOperand) {
        match &mut self.0 {
            Repr::Inline { len, buf } if usize::from(*len) < INLINE_OPERANDS => {
                buf[usize::from(*len)] = operand;
                *len += 1;
            }
            _ => self.heap(1).push(operand),
        }
    }

    #[inline]
    pub fn pop(&mut self) -> Option<MachineOperand> {
        match &mut self.0 {
            Repr::Inline { len, buf } => {
                let n = usize::from(len.checked_sub(1)?);
                *len -= 1;
                Some(buf[n])
            }
            Repr::Heap(v) => v.pop(),
        }
    }

    /// Inserts `operand` at `index`, shifting the later ones up. Panics if `index > len`.
    pub fn insert(&mut self, index: usize, operand: MachineOperand) {
        match &mut self.0 {
            Repr::Inline { len, buf } if usize::from(*len) < INLINE_OPERANDS => {
                let n = usize::from(*len);
                assert!(index <= n, "operand index {index} out of range for {n} operands");
                buf.copy_within(index..n, index + 1);
                buf[index] = operand;
                *len += 1;
            }
            _ => self.heap(1).insert(index, operand),
        }
    }

    /// Removes and returns the operand at `index`, shifting the later ones down.
    pub fn remove(&mut self, index: usize) -> MachineOperand {
        match &mut self.0 {
            Repr::Inline { len, buf } => {
                let n = usize::from(*len);
                assert!(index < n, "operand index {index} out of range for {n} operands");
                let removed = buf[index];
                buf.copy_within(index + 1..n, index);
                *len -= 1;
                removed
            }
            Repr::Heap(v) => v.remove(index),
        }
    }

    /// Keeps the first `n` operands.
    #[inline]
    pub fn truncate(&mut self, n: usize) {
        match &mut self.0 {
            Repr::Inline { len, .. } => *len = (*len).min(n as u8),
            Repr::Heap(v) => v.truncate(n),
        }
    }

    #[inline]
    pub fn clear(&mut self) {
        self.truncate(0);
    }

    /// Keeps the operands for which `keep` is true, in order.
    pub fn retain(&mut self, mut keep: impl FnMut(&MachineOperand) -> bool) {
        let mut kept = 0;
        for k in 0..self.len() {
            let operand = self[k];
            if keep(&operand) {
                self[kept] = operand;
                kept += 1;
            }
        }
        self.truncate(kept);
    }

    #[inline]
    pub fn extend_from_slice(&mut self, operands: &[MachineOperand]) {
        match &mut self.0 {
            Repr::Inline { len, buf } if usize::from(*len) + operands.len() <= INLINE_OPERANDS => {
                let n = usize::from(*len);
                buf[n..n + operands.len()].copy_from_slice(operands);
                *len += operands.len() as u8;
            }
            _ => self.heap(operands.len()).extend_from_slice(operands),
        }
    }
}

impl Default for Operands {
    fn default() -> Operands {
        Operands::new()
    }
}

impl std::fmt::Debug for Operands {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl PartialEq for Operands {
    fn eq(&self, other: &Operands) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl Deref for Operands {
    type Target = [MachineOperand];

    #[inline]
    fn deref(&self) -> &[MachineOperand] {
        self.as_slice()
    }
}

impl DerefMut for Operands {
    #[inline]
    fn deref_mut(&mut self) -> &mut [MachineOperand] {
        self.as_mut_slice()
    }
}

impl Extend<MachineOperand> for Operands {
    fn extend<I: IntoIterator<Item = MachineOperand>>(&mut self, operands: I) {
        for operand in operands {
            self.push(operand);
        }
    }
}

impl<'a> Extend<&'a MachineOperand> for Operands {
    fn extend<I: IntoIterator<Item = &'a MachineOperand>>(&mut self, operands: I) {
        self.extend(operands.into_iter().copied());
    }
}

impl FromIterator<MachineOperand> for Operands {
    fn from_iter<I: IntoIterator<Item = MachineOperand>>(operands: I) -> Operands {
        let mut list = Operands::new();
        list.extend(operands);
        list
    }
}

impl From<Vec<MachineOperand>> for Operands {
    fn from(operands: Vec<MachineOperand>) -> Operands {
        if operands.len() <= INLINE_OPERANDS {
            let mut list = Operands::new();
            list.extend_from_slice(&operands);
            list
        } else {
            Operands(Repr::Heap(operands))
        }
    }
}

impl From<&[MachineOperand]> for Operands {
    fn from(operands: &[MachineOperand]) -> Operands {
        let mut list = Operands::new();
        list.extend_from_slice(operands);
        list
    }
}

impl<'a> IntoIterator for &'a Operands {
    type Item = &'a MachineOperand;
    type IntoIter = std::slice::Iter<'a, MachineOperand>;

    #[inline]
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<'a> IntoIterator for &'a mut Operands {
    type Item = &'a mut MachineOperand;
    type IntoIter = std::slice::IterMut<'a, MachineOperand>;

    #[inline]
    fn into_iter(self) -> Self::IntoIter {
        self.iter_mut()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn imms(list: &Operands) -> Vec<i64> {
        list.iter().map(|o| if let MachineOperand::Imm(v) = o { *v } else { panic!("not an immediate") }).collect()
    }

    #[test]
    fn operands_behave_as_a_vector_inline_and_on_the_heap() {
        for n in [0, 1, INLINE_OPERANDS - 1, INLINE_OPERANDS, INLINE_OPERANDS + 3] {
            let mut list: Operands = (0..n as i64).map(MachineOperand::Imm).collect();
            let mut model: Vec<i64> = (0..n as i64).collect();
            assert_eq!(imms(&list), model);
            list.insert(n / 2, MachineOperand::Imm(100));
            model.insert(n / 2, 100);
            list.push(MachineOperand::Imm(101));
            model.push(101);
            assert_eq!(imms(&list), model);
            assert_eq!(list.remove(0), MachineOperand::Imm(model.remove(0)));
            list.retain(|o| *o != MachineOperand::Imm(1));
            model.retain(|&v| v != 1);
            list.extend_from_slice(&[MachineOperand::Imm(7), MachineOperand::Imm(8)]);
            model.extend([7, 8]);
            assert_eq!(imms(&list), model);
            assert_eq!(list.pop(), Some(MachineOperand::Imm(8)));
            model.pop();
            list.truncate(2);
            model.truncate(2);
            assert_eq!(imms(&list), model);
            list.clear();
            assert!(list.is_empty() && list.pop().is_none());
        }
    }
}
