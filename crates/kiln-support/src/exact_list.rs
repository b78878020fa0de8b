//! [`ExactList`]: a list kept at its exact length, a pointer and a length (16 bytes, where a
//! `Vec` takes 24), for the lists of IR instructions that are built once and rarely change:
//! a phi's incoming blocks, `extractvalue`/`insertvalue` indices, metadata attachments.
//!
//! A module holds one instruction per line of its text (460,000 in the zstd program as one
//! module), each with such a list even when it is empty, so eight bytes per list are megabytes
//! at the peak, when the whole module is in memory. An empty list allocates nothing. It reads
//! as a slice (`Deref`); `push` and `retain`, which the passes that edit phis use, reallocate to
//! the new exact length, which is cheap for lists of a few values.

use std::ops::{Deref, DerefMut};

/// A list at its exact length (see the module docs).
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct ExactList<T>(Box<[T]>);

impl<T> ExactList<T> {
    /// An empty list (no allocation).
    pub fn new() -> Self {
        ExactList(Box::default())
    }

    /// Appends `value` (the list is reallocated at its new length).
    pub fn push(&mut self, value: T) {
        let mut values = std::mem::take(&mut self.0).into_vec();
        values.push(value);
        self.0 = values.into_boxed_slice();
    }

    /// Keeps the values for which `keep` is true, in order.
    pub fn retain(&mut self, keep: impl FnMut(&T) -> bool) {
        let mut values = std::mem::take(&mut self.0).into_vec();
        values.retain(keep);
        self.0 = values.into_boxed_slice();
    }
}

impl<T> Default for ExactList<T> {
    fn default() -> Self {
        ExactList::new()
    }
}

impl<T> Deref for ExactList<T> {
    type Target = [T];
    #[inline]
    fn deref(&self) -> &[T] {
        &self.0
    }
}

impl<T> DerefMut for ExactList<T> {
    #[inline]
    fn deref_mut(&mut self) -> &mut [T] {
        &mut self.0
    }
}

impl<T: std::fmt::Debug> std::fmt::Debug for ExactList<T> {
    /// As a slice prints (`[a, b]`), as the `Vec` it replaces did.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl<T> From<Vec<T>> for ExactList<T> {
    fn from(values: Vec<T>) -> Self {
        ExactList(values.into_boxed_slice())
    }
}

impl<T: Clone> From<&[T]> for ExactList<T> {
    fn from(values: &[T]) -> Self {
        ExactList(values.into())
    }
}

impl<T, const N: usize> From<[T; N]> for ExactList<T> {
    fn from(values: [T; N]) -> Self {
        ExactList(Box::new(values))
    }
}

impl<T> FromIterator<T> for ExactList<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        ExactList(iter.into_iter().collect())
    }
}

impl<'a, T> IntoIterator for &'a ExactList<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl<'a, T> IntoIterator for &'a mut ExactList<T> {
    type Item = &'a mut T;
    type IntoIter = std::slice::IterMut<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter_mut()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_list_is_two_words_and_edits_keep_its_values_in_order() {
        assert_eq!(std::mem::size_of::<ExactList<u32>>(), 16);
        let mut list: ExactList<u32> = ExactList::new();
        assert!(list.is_empty());
        for v in 1..=5 {
            list.push(v);
        }
        assert_eq!(&list[..], &[1, 2, 3, 4, 5]);
        list.retain(|&v| v % 2 == 1);
        assert_eq!(&list[..], &[1, 3, 5]);
        list[1] = 7;
        assert_eq!(list, ExactList::from(vec![1, 7, 5]));
        assert_eq!(format!("{list:?}"), "[1, 7, 5]");
        assert_eq!(list.iter().copied().collect::<ExactList<_>>(), list);
    }
}
