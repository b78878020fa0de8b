//! Types found by the text they are written with (`%struct.S*`, `[4 x i8]`, `i8**`), for
//! [`super::Parser::parse_type`] and the operands read straight from the text.
//!
//! Every text is kept in a hash map; in front of it, a table of slots indexed by a cheap hash
//! of the text's length and first and last eight bytes keeps the last text seen at each slot,
//! so that most look-ups (a body names the same few types over and over) end with one
//! comparison, without hashing every byte of the text. A text that shares its slot with
//! another one is found in the map and takes the slot.

use crate::types::TypeId;
use rustc_hash::FxHashMap;

/// How many slots the table in front of the map has (a power of two).
const SLOTS: usize = 1024;

#[derive(Clone)]
pub(crate) struct TypeTexts<'a> {
    map: FxHashMap<&'a [u8], TypeId>,
    /// The last text looked up or added at each slot (empty: none yet) and its type.
    recent: Box<[(&'a [u8], TypeId)]>,
}

impl<'a> TypeTexts<'a> {
    pub fn new() -> TypeTexts<'a> {
        TypeTexts { map: FxHashMap::default(), recent: vec![(&[][..], TypeId(0)); SLOTS].into_boxed_slice() }
    }

    /// The type written `text`, if it was added.
    #[inline]
    pub fn get(&mut self, text: &'a [u8]) -> Option<TypeId> {
        let slot = slot(text);
        let (seen, ty) = self.recent[slot];
        if same(seen, text) {
            return Some(ty);
        }
        let ty = *self.map.get(text)?;
        self.recent[slot] = (text, ty);
        Some(ty)
    }

    /// Records that `text` reads as `ty`.
    pub fn insert(&mut self, text: &'a [u8], ty: TypeId) {
        self.map.insert(text, ty);
        self.recent[slot(text)] = (text, ty);
    }
}

/// The slot of `text`: its length and its first and last eight bytes (or all of a shorter
/// text), mixed by one multiplication.
#[inline]
fn slot(text: &[u8]) -> usize {
    let n = text.len();
    let (head, tail) = match (text.get(..8), n.checked_sub(8).and_then(|from| text.get(from..))) {
        (Some(head), Some(tail)) => (word(head), word(tail)),
        _ => (text.iter().rev().fold(0u64, |w, &b| w << 8 | u64::from(b)), 0),
    };
    let h = (head ^ tail.rotate_left(29) ^ n as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    (h >> (64 - SLOTS.trailing_zeros())) as usize
}

/// Whether `a` and `b` are the same bytes, eight at a step (type texts run to a few dozen
/// bytes: a call to `memcmp` costs more than the comparison).
#[inline]
fn same(a: &[u8], b: &[u8]) -> bool {
    let n = a.len();
    if n != b.len() {
        return false;
    }
    if n < 8 {
        return a.iter().zip(b).all(|(x, y)| x == y);
    }
    let mut at = 0;
    while at + 8 < n {
        if word(&a[at..at + 8]) != word(&b[at..at + 8]) {
            return false;
        }
        at += 8;
    }
    word(&a[n - 8..]) == word(&b[n - 8..])
}

#[inline]
fn word(bytes: &[u8]) -> u64 {
    u64::from_le_bytes(bytes.try_into().unwrap_or([0; 8]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_every_text_added_whatever_shares_its_slot() {
        // More texts than slots, of every length from 1 to 40: many share a slot.
        let texts: Vec<Vec<u8>> = (0..3000u32).map(|i| format!("%struct.s{i}{}*", "x".repeat((i % 30) as usize)).into_bytes()).collect();
        let mut cache = TypeTexts::new();
        for (i, t) in texts.iter().enumerate() {
            assert_eq!(cache.get(t), None);
            cache.insert(t, TypeId(i as u32));
        }
        for _ in 0..2 {
            for (i, t) in texts.iter().enumerate().rev() {
                assert_eq!(cache.get(t), Some(TypeId(i as u32)));
            }
        }
        assert_eq!(cache.get(b"i8"), None);
        for n in 0..40 {
            let a: Vec<u8> = (0..n as u8).collect();
            assert!(same(&a, &a.clone()));
            for k in 0..n {
                let mut b = a.clone();
                b[k] ^= 0x40;
                assert!(!same(&a, &b), "length {n}, byte {k}");
            }
            assert!(!same(&a, &a[..n.saturating_sub(1)]) || n == 0);
        }
        assert_eq!(cache.get(b"%struct.s1x*x"), None);
    }
}
