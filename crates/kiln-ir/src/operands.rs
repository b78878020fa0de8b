//! [`Operands`]: an instruction's operand list, read as a slice of [`Value`]s.
//!
//! Up to [`Operands::INLINE`] operands live inside the instruction, more in a heap vector.
//! Loads, stores, casts, binary operators, compares, selects, branches and most
//! `getelementptr`s have at most three, so reading a module allocates no list for them and
//! every later walk over an instruction's operands stays in its cache line (a `Vec` per
//! instruction cost the reader an allocation, the code generator a free and each pass over
//! the module a cache miss per instruction).

use crate::value::Value;
use std::ops::{Deref, DerefMut};

/// An operand list: `Inline(n, values)` holds `values[..n]`; `Heap` any number.
#[derive(Clone)]
pub enum Operands {
    Inline(u8, [Value; Operands::INLINE]),
    Heap(Vec<Value>),
}

/// What fills the unused places of an inline list (never read).
const UNUSED: Value = Value::Arg(0);

impl Operands {
    /// How many operands fit in place.
    pub const INLINE: usize = 3;

    #[inline]
    pub const fn new() -> Operands {
        Operands::Inline(0, [UNUSED; Operands::INLINE])
    }

    #[inline]
    pub fn as_slice(&self) -> &[Value] {
        match self {
            Operands::Inline(n, values) => &values[..*n as usize],
            Operands::Heap(v) => v,
        }
    }

    #[inline]
    pub fn as_mut_slice(&mut self) -> &mut [Value] {
        match self {
            Operands::Inline(n, values) => &mut values[..*n as usize],
            Operands::Heap(v) => v,
        }
    }

    #[inline]
    pub fn push(&mut self, value: Value) {
        match self {
            Operands::Inline(n, values) if (*n as usize) < Operands::INLINE => {
                values[*n as usize] = value;
                *n += 1;
            }
            Operands::Inline(_, values) => {
                let mut v = Vec::with_capacity(2 * Operands::INLINE);
                v.extend_from_slice(values);
                v.push(value);
                *self = Operands::Heap(v);
            }
            Operands::Heap(v) => v.push(value),
        }
    }

    /// The list as a vector (a copy).
    pub fn into_vec(self) -> Vec<Value> {
        match self {
            Operands::Inline(n, values) => values[..n as usize].to_vec(),
            Operands::Heap(v) => v,
        }
    }

    /// Applies `edit` to the list as a vector (for the rare edits other than `push`).
    fn edit<R>(&mut self, edit: impl FnOnce(&mut Vec<Value>) -> R) -> R {
        let mut v = std::mem::take(self).into_vec();
        let r = edit(&mut v);
        *self = Operands::from(v);
        r
    }

    pub fn insert(&mut self, index: usize, value: Value) {
        self.edit(|v| v.insert(index, value));
    }

    pub fn remove(&mut self, index: usize) -> Value {
        self.edit(|v| v.remove(index))
    }

    pub fn retain(&mut self, keep: impl FnMut(&Value) -> bool) {
        self.edit(|v| v.retain(keep));
    }

    pub fn truncate(&mut self, len: usize) {
        self.edit(|v| v.truncate(len));
    }

    pub fn pop(&mut self) -> Option<Value> {
        self.edit(|v| v.pop())
    }

    pub fn clear(&mut self) {
        *self = Operands::new();
    }
}

impl Default for Operands {
    #[inline]
    fn default() -> Operands {
        Operands::new()
    }
}

impl Deref for Operands {
    type Target = [Value];
    #[inline]
    fn deref(&self) -> &[Value] {
        self.as_slice()
    }
}

impl DerefMut for Operands {
    #[inline]
    fn deref_mut(&mut self) -> &mut [Value] {
        self.as_mut_slice()
    }
}

impl PartialEq for Operands {
    #[inline]
    fn eq(&self, other: &Operands) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl Eq for Operands {}

impl std::fmt::Debug for Operands {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.as_slice().fmt(f)
    }
}

impl From<&[Value]> for Operands {
    fn from(values: &[Value]) -> Operands {
        if values.len() <= Operands::INLINE {
            let mut inline = [UNUSED; Operands::INLINE];
            inline[..values.len()].copy_from_slice(values);
            Operands::Inline(values.len() as u8, inline)
        } else {
            Operands::Heap(values.to_vec())
        }
    }
}

impl From<Vec<Value>> for Operands {
    fn from(values: Vec<Value>) -> Operands {
        if values.len() <= Operands::INLINE {
            Operands::from(values.as_slice())
        } else {
            Operands::Heap(values)
        }
    }
}

impl<const N: usize> From<[Value; N]> for Operands {
    fn from(values: [Value; N]) -> Operands {
        Operands::from(&values[..])
    }
}

impl From<Operands> for Vec<Value> {
    fn from(ops: Operands) -> Vec<Value> {
        ops.into_vec()
    }
}

impl FromIterator<Value> for Operands {
    fn from_iter<I: IntoIterator<Item = Value>>(iter: I) -> Operands {
        let mut ops = Operands::new();
        ops.extend(iter);
        ops
    }
}

impl Extend<Value> for Operands {
    fn extend<I: IntoIterator<Item = Value>>(&mut self, iter: I) {
        for v in iter {
            self.push(v);
        }
    }
}

impl<'a> IntoIterator for &'a Operands {
    type Item = &'a Value;
    type IntoIter = std::slice::Iter<'a, Value>;
    #[inline]
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

impl<'a> IntoIterator for &'a mut Operands {
    type Item = &'a mut Value;
    type IntoIter = std::slice::IterMut<'a, Value>;
    #[inline]
    fn into_iter(self) -> Self::IntoIter {
        self.as_mut_slice().iter_mut()
    }
}

impl IntoIterator for Operands {
    type Item = Value;
    type IntoIter = std::vec::IntoIter<Value>;
    #[inline]
    fn into_iter(self) -> Self::IntoIter {
        self.into_vec().into_iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_of_any_length_read_as_their_values() {
        let values: Vec<Value> = (0..7).map(Value::Arg).collect();
        for len in 0..values.len() {
            let mut pushed = Operands::new();
            for &v in &values[..len] {
                pushed.push(v);
            }
            let from_vec = Operands::from(values[..len].to_vec());
            assert_eq!(pushed.as_slice(), &values[..len]);
            assert_eq!(pushed, from_vec);
            assert_eq!(matches!(from_vec, Operands::Inline(..)), len <= Operands::INLINE);
            assert_eq!(format!("{pushed:?}"), format!("{:?}", &values[..len]));
        }
    }

    #[test]
    fn edits_keep_the_order() {
        let mut ops = Operands::from([Value::Arg(1), Value::Arg(2)]);
        ops.insert(0, Value::Arg(0));
        ops.push(Value::Arg(3));
        assert_eq!(ops.as_slice(), &[Value::Arg(0), Value::Arg(1), Value::Arg(2), Value::Arg(3)]);
        assert_eq!(ops.remove(1), Value::Arg(1));
        ops.retain(|v| *v != Value::Arg(2));
        assert_eq!(ops.as_slice(), &[Value::Arg(0), Value::Arg(3)]);
        assert_eq!(ops.pop(), Some(Value::Arg(3)));
        ops.truncate(0);
        assert!(ops.is_empty());
    }
}
