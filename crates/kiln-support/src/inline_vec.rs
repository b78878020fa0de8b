//! [`InlineVec`]: a list of `Copy` values whose first `N` live in place and only longer lists
//! on the heap, read as a slice.
//!
//! An IR instruction's operands (`kiln_ir::Operands`), a machine instruction's
//! (`kiln_codegen::mir::Operands`) and the legalizer's query keys are such lists: most instructions have a handful of operands,
//! so keeping them inline saves the allocation per instruction a `Vec` costs, its free, and the
//! pointer chase of every pass that reads them. The list reads as a slice (`Deref`) and has the
//! `Vec` methods passes use (`push`, `insert`, `remove`, `retain`, `extend`, ...), so code
//! written against a `Vec` keeps working. The unused inline places hold the element type's
//! [`Filler`], never read.

use std::ops::{Deref, DerefMut};

/// The value an [`InlineVec`] puts in its unused inline places (never read: only the first
/// `len` places are).
pub trait Filler: Copy {
    const FILLER: Self;
}

/// Up to `N` values in place, more on the heap (`N` must fit a `u8`).
#[derive(Clone)]
pub struct InlineVec<T: Filler, const N: usize>(Repr<T, N>);

#[derive(Clone)]
enum Repr<T, const N: usize> {
    Inline { len: u8, buf: [T; N] },
    Heap(Vec<T>),
}

impl<T: Filler, const N: usize> InlineVec<T, N> {
    /// How many values fit in place.
    pub const INLINE: usize = N;

    /// An empty list (no allocation).
    #[inline]
    pub const fn new() -> Self {
        InlineVec(Repr::Inline { len: 0, buf: [T::FILLER; N] })
    }

    /// Whether the values are in place (not on the heap).
    pub fn is_inline(&self) -> bool {
        matches!(self.0, Repr::Inline { .. })
    }

    #[inline]
    pub fn as_slice(&self) -> &[T] {
        match &self.0 {
            Repr::Inline { len, buf } => &buf[..usize::from(*len)],
            Repr::Heap(v) => v,
        }
    }

    #[inline]
    pub fn as_mut_slice(&mut self) -> &mut [T] {
        match &mut self.0 {
            Repr::Inline { len, buf } => &mut buf[..usize::from(*len)],
            Repr::Heap(v) => v,
        }
    }

    /// The values on the heap, moved there first if they are in place (with room for
    /// `additional` more).
    fn heap(&mut self, additional: usize) -> &mut Vec<T> {
        if let Repr::Inline { len, buf } = &self.0 {
            let n = usize::from(*len);
            let mut v = Vec::with_capacity((n + additional).max(2 * N));
            v.extend_from_slice(&buf[..n]);
            self.0 = Repr::Heap(v);
        }
        match &mut self.0 {
            Repr::Heap(v) => v,
            Repr::Inline { .. } => unreachable!("moved to the heap above"),
        }
    }

    /// Makes room for `additional` more values: nothing to do while they fit in place.
    #[inline]
    pub fn reserve(&mut self, additional: usize) {
        if self.len() + additional > N {
            self.heap(additional).reserve(additional);
        }
    }

    #[inline]
    pub fn push(&mut self, value: T) {
        match &mut self.0 {
            Repr::Inline { len, buf } if usize::from(*len) < N => {
                buf[usize::from(*len)] = value;
                *len += 1;
            }
            _ => self.heap(1).push(value),
        }
    }

    #[inline]
    pub fn pop(&mut self) -> Option<T> {
        match &mut self.0 {
            Repr::Inline { len, buf } => {
                let n = usize::from(len.checked_sub(1)?);
                *len -= 1;
                Some(buf[n])
            }
            Repr::Heap(v) => v.pop(),
        }
    }

    /// Inserts `value` at `index`, shifting the later ones up. Panics if `index > len`.
    pub fn insert(&mut self, index: usize, value: T) {
        match &mut self.0 {
            Repr::Inline { len, buf } if usize::from(*len) < N => {
                let n = usize::from(*len);
                assert!(index <= n, "index {index} out of range for a list of {n}");
                buf.copy_within(index..n, index + 1);
                buf[index] = value;
                *len += 1;
            }
            _ => self.heap(1).insert(index, value),
        }
    }

    /// Removes and returns the value at `index`, shifting the later ones down.
    pub fn remove(&mut self, index: usize) -> T {
        match &mut self.0 {
            Repr::Inline { len, buf } => {
                let n = usize::from(*len);
                assert!(index < n, "index {index} out of range for a list of {n}");
                let removed = buf[index];
                buf.copy_within(index + 1..n, index);
                *len -= 1;
                removed
            }
            Repr::Heap(v) => v.remove(index),
        }
    }

    /// Keeps the first `n` values.
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

    /// Keeps the values for which `keep` is true, in order.
    pub fn retain(&mut self, mut keep: impl FnMut(&T) -> bool) {
        let mut kept = 0;
        for k in 0..self.len() {
            let value = self[k];
            if keep(&value) {
                self[kept] = value;
                kept += 1;
            }
        }
        self.truncate(kept);
    }

    #[inline]
    pub fn extend_from_slice(&mut self, values: &[T]) {
        match &mut self.0 {
            Repr::Inline { len, buf } if usize::from(*len) + values.len() <= N => {
                let n = usize::from(*len);
                buf[n..n + values.len()].copy_from_slice(values);
                *len += values.len() as u8;
            }
            _ => self.heap(values.len()).extend_from_slice(values),
        }
    }

    /// The list as a vector (its own when on the heap, else a copy).
    pub fn into_vec(self) -> Vec<T> {
        match self.0 {
            Repr::Inline { len, buf } => buf[..usize::from(len)].to_vec(),
            Repr::Heap(v) => v,
        }
    }
}

impl<T: Filler, const N: usize> Default for InlineVec<T, N> {
    #[inline]
    fn default() -> Self {
        InlineVec::new()
    }
}

impl<T: Filler + std::fmt::Debug, const N: usize> std::fmt::Debug for InlineVec<T, N> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<T: Filler + PartialEq, const N: usize> PartialEq for InlineVec<T, N> {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: Filler + Eq, const N: usize> Eq for InlineVec<T, N> {}

/// Hashed as the slice of its values (equal lists hash alike wherever their values are).
impl<T: Filler + std::hash::Hash, const N: usize> std::hash::Hash for InlineVec<T, N> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.as_slice().hash(state);
    }
}

impl<T: Filler, const N: usize> Deref for InlineVec<T, N> {
    type Target = [T];

    #[inline]
    fn deref(&self) -> &[T] {
        self.as_slice()
    }
}

impl<T: Filler, const N: usize> DerefMut for InlineVec<T, N> {
    #[inline]
    fn deref_mut(&mut self) -> &mut [T] {
        self.as_mut_slice()
    }
}

impl<T: Filler, const N: usize> Extend<T> for InlineVec<T, N> {
    fn extend<I: IntoIterator<Item = T>>(&mut self, values: I) {
        for value in values {
            self.push(value);
        }
    }
}

impl<'a, T: Filler + 'a, const N: usize> Extend<&'a T> for InlineVec<T, N> {
    fn extend<I: IntoIterator<Item = &'a T>>(&mut self, values: I) {
        self.extend(values.into_iter().copied());
    }
}

impl<T: Filler, const N: usize> FromIterator<T> for InlineVec<T, N> {
    fn from_iter<I: IntoIterator<Item = T>>(values: I) -> Self {
        let mut list = InlineVec::new();
        list.extend(values);
        list
    }
}

impl<T: Filler, const N: usize> From<&[T]> for InlineVec<T, N> {
    fn from(values: &[T]) -> Self {
        let mut list = InlineVec::new();
        list.extend_from_slice(values);
        list
    }
}

impl<T: Filler, const N: usize, const M: usize> From<[T; M]> for InlineVec<T, N> {
    /// The values of an array, made in place at once when they fit (an instruction built with
    /// its operands writes them where they stay, with no copy of a list of unknown length).
    #[inline]
    fn from(values: [T; M]) -> Self {
        if M > N {
            return InlineVec(Repr::Heap(values.to_vec()));
        }
        let mut buf = [T::FILLER; N];
        buf[..M].copy_from_slice(&values);
        InlineVec(Repr::Inline { len: M as u8, buf })
    }
}

impl<T: Filler, const N: usize> From<Vec<T>> for InlineVec<T, N> {
    fn from(values: Vec<T>) -> Self {
        if values.len() <= N {
            InlineVec::from(values.as_slice())
        } else {
            InlineVec(Repr::Heap(values))
        }
    }
}

impl<T: Filler, const N: usize> From<InlineVec<T, N>> for Vec<T> {
    fn from(list: InlineVec<T, N>) -> Vec<T> {
        list.into_vec()
    }
}

impl<'a, T: Filler, const N: usize> IntoIterator for &'a InlineVec<T, N> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;

    #[inline]
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<'a, T: Filler, const N: usize> IntoIterator for &'a mut InlineVec<T, N> {
    type Item = &'a mut T;
    type IntoIter = std::slice::IterMut<'a, T>;

    #[inline]
    fn into_iter(self) -> Self::IntoIter {
        self.iter_mut()
    }
}

impl<T: Filler, const N: usize> IntoIterator for InlineVec<T, N> {
    type Item = T;
    type IntoIter = std::vec::IntoIter<T>;

    #[inline]
    fn into_iter(self) -> Self::IntoIter {
        self.into_vec().into_iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    impl Filler for i64 {
        const FILLER: i64 = -1;
    }

    #[test]
    fn a_list_behaves_as_a_vector_in_place_and_on_the_heap() {
        const N: usize = 4;
        for n in [0, 1, N - 1, N, N + 3] {
            let mut list: InlineVec<i64, N> = (0..n as i64).collect();
            let mut model: Vec<i64> = (0..n as i64).collect();
            assert_eq!((list.as_slice(), list.is_inline()), (&model[..], n <= N));
            assert_eq!(InlineVec::<i64, N>::from(model.clone()), list);
            list.insert(n / 2, 100);
            model.insert(n / 2, 100);
            list.push(101);
            model.push(101);
            assert_eq!(list.as_slice(), model);
            assert_eq!(list.remove(0), model.remove(0));
            list.retain(|&v| v != 1);
            model.retain(|&v| v != 1);
            list.extend_from_slice(&[7, 8]);
            model.extend([7, 8]);
            assert_eq!(list.as_slice(), model);
            assert_eq!(format!("{list:?}"), format!("{model:?}"));
            assert_eq!(list.pop(), model.pop());
            list.truncate(2);
            model.truncate(2);
            assert_eq!(list.clone().into_vec(), model);
            list.reserve(N + 1);
            assert!(!list.is_inline() && list.as_slice() == model);
            list.clear();
            assert!(list.is_empty() && list.pop().is_none());
        }
    }
}
