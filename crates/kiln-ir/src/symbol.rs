//! Interned names and strings.
//!
//! Every name in a module (globals, locals, struct types, metadata kinds, section names,
//! MDStrings, string attributes) is stored once in the module's [`Interner`] and referred to
//! by a 4-byte [`Sym`]. Names are bytes, not `str`: LLVM names may hold any byte (`@"\FFx"`).

use rustc_hash::FxHashMap;

/// An interned byte string.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Sym(pub u32);

/// The table of interned byte strings.
#[derive(Default, Debug, Clone)]
pub struct Interner {
    strings: Vec<Box<[u8]>>,
    map: FxHashMap<Box<[u8]>, Sym>,
}

impl Interner {
    pub fn intern(&mut self, bytes: &[u8]) -> Sym {
        if let Some(&s) = self.map.get(bytes) {
            return s;
        }
        let s = Sym(self.strings.len() as u32);
        let owned: Box<[u8]> = bytes.into();
        self.strings.push(owned.clone());
        self.map.insert(owned, s);
        s
    }

    /// The symbol of `bytes` if it was interned.
    pub fn lookup(&self, bytes: &[u8]) -> Option<Sym> {
        self.map.get(bytes).copied()
    }

    pub fn bytes(&self, s: Sym) -> &[u8] {
        &self.strings[s.0 as usize]
    }

    /// The text of `s` (invalid UTF-8 replaced, for messages).
    pub fn text(&self, s: Sym) -> std::borrow::Cow<'_, str> {
        String::from_utf8_lossy(self.bytes(s))
    }
}
