//! Interned names and strings.
//!
//! Every name in a module (globals, locals, struct types, metadata kinds, section names,
//! MDStrings, string attributes) is stored once in the module's [`Interner`] and referred to
//! by a 4-byte [`Sym`]. Names are bytes, not `str`: LLVM names may hold any byte (`@"\FFx"`).
//!
//! The bytes of all names live in one buffer, each name a range of it; the table maps a
//! name's hash to the newest name with that hash, and names of equal hash are chained. So
//! interning a new name appends its bytes once and allocates nothing of its own.

use rustc_hash::{FxHashMap, FxHasher};
use std::hash::Hasher;

/// An interned byte string.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Sym(pub u32);

/// The table of interned byte strings.
#[derive(Default, Debug, Clone)]
pub struct Interner {
    /// Every name's bytes, one after the other.
    bytes: Vec<u8>,
    /// Per symbol: the end of its bytes (its start is the previous symbol's end).
    ends: Vec<u32>,
    /// Per symbol: the previous symbol with the same hash.
    same_hash: Vec<Option<Sym>>,
    /// The newest symbol of each hash.
    by_hash: FxHashMap<u64, Sym>,
}

fn hash_bytes(bytes: &[u8]) -> u64 {
    let mut h = FxHasher::default();
    h.write(bytes);
    h.write_usize(bytes.len());
    h.finish()
}

impl Interner {
    pub fn intern(&mut self, bytes: &[u8]) -> Sym {
        let hash = hash_bytes(bytes);
        let head = self.by_hash.get(&hash).copied();
        if let Some(s) = self.find(head, bytes) {
            return s;
        }
        let s = Sym(self.ends.len() as u32);
        self.bytes.extend_from_slice(bytes);
        self.ends.push(u32::try_from(self.bytes.len()).expect("interned names exceed 4 GiB"));
        self.same_hash.push(head);
        self.by_hash.insert(hash, s);
        s
    }

    /// Forgets every symbol, keeping the buffers' capacity for the next use.
    /// How many names are interned (every [`Sym`] is below it).
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    pub fn clear(&mut self) {
        self.bytes.clear();
        self.ends.clear();
        self.same_hash.clear();
        self.by_hash.clear();
    }

    /// The symbol equal to `bytes` on the hash chain starting at `cur`.
    fn find(&self, mut cur: Option<Sym>, bytes: &[u8]) -> Option<Sym> {
        while let Some(s) = cur {
            if self.bytes(s) == bytes {
                return Some(s);
            }
            cur = self.same_hash[s.0 as usize];
        }
        None
    }

    /// The symbol of `bytes` if it was interned.
    pub fn lookup(&self, bytes: &[u8]) -> Option<Sym> {
        self.find(self.by_hash.get(&hash_bytes(bytes)).copied(), bytes)
    }

    pub fn bytes(&self, s: Sym) -> &[u8] {
        let i = s.0 as usize;
        let start = if i == 0 { 0 } else { self.ends[i - 1] as usize };
        &self.bytes[start..self.ends[i] as usize]
    }

    /// The text of `s` (invalid UTF-8 replaced, for messages).
    pub fn text(&self, s: Sym) -> std::borrow::Cow<'_, str> {
        String::from_utf8_lossy(self.bytes(s))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interns_each_name_once() {
        let mut i = Interner::default();
        let a = i.intern(b"alpha");
        let empty = i.intern(b"");
        let b = i.intern(b"\xFFbeta");
        assert_eq!(i.intern(b"alpha"), a);
        assert_eq!(i.intern(b""), empty);
        assert_ne!(a, b);
        assert_eq!(i.bytes(a), b"alpha");
        assert_eq!(i.bytes(empty), b"");
        assert_eq!(i.bytes(b), b"\xFFbeta");
        assert_eq!(i.lookup(b"\xFFbeta"), Some(b));
        assert_eq!(i.lookup(b"gamma"), None);
    }

    #[test]
    fn names_of_equal_hash_are_chained() {
        let mut i = Interner::default();
        let a = i.intern(b"x");
        // Force a collision: a second name filed under the same hash.
        let head = i.by_hash[&hash_bytes(b"x")];
        let b = Sym(i.ends.len() as u32);
        i.bytes.extend_from_slice(b"y");
        i.ends.push(i.bytes.len() as u32);
        i.same_hash.push(Some(head));
        i.by_hash.insert(hash_bytes(b"x"), b);
        assert_eq!(i.find(Some(b), b"x"), Some(a));
        assert_eq!(i.find(Some(b), b"y"), Some(b));
        assert_eq!(i.find(Some(b), b"z"), None);
    }
}
