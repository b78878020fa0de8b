//! Constants, interned in the module's [`ConstPool`] and named by [`ConstId`].
//!
//! Aggregates and constant expressions keep their operands as [`Value`]s, each either another
//! constant or a global value, so `getelementptr (..., @g, ...)` and `i32 1` share one shape.
//! Interning makes equal constants share an id, which keeps large modules small.

use crate::inst::{FloatPredicate, IntPredicate, Opcode};
use crate::module::GlobalId;
use crate::types::TypeId;
use crate::value::Value;
use rustc_hash::FxHashMap;
use std::hash::{Hash, Hasher};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ConstId(pub u32);

impl ConstId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Constant {
    pub ty: TypeId,
    pub kind: ConstKind,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ConstKind {
    /// An integer of width <= 128, zero-extended into the `u128`.
    Int(u128),
    /// An integer wider than 128 bits: little-endian 64-bit words, zero-extended.
    WideInt(Box<[u64]>),
    /// A floating-point value as the raw bits of its own format (`float` uses 32 bits,
    /// `x86_fp80` 80 bits, `ppc_fp128` two doubles, high double first).
    Float(u128),
    /// `null` (pointer types).
    Null,
    /// `none` (token type).
    NoneToken,
    Undef,
    Poison,
    /// `zeroinitializer`.
    Zero,
    Array(Vec<Value>),
    Struct(Vec<Value>),
    Vector(Vec<Value>),
    /// `c"..."`: an array of `i8` given as bytes.
    Bytes(Box<[u8]>),
    /// `blockaddress(@f, %bb)`: the function and the block's index in that function.
    BlockAddress { func: GlobalId, block: u32 },
    /// `dso_local_equivalent @f`.
    DsoLocalEquivalent(GlobalId),
    /// `no_cfi @f`.
    NoCfi(GlobalId),
    /// A constant expression: opcode, flags and operands as for the instruction.
    Expr(Box<ConstExpr>),
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConstExpr {
    pub opcode: Opcode,
    /// `InstFlags` bits (nuw/nsw/exact/inbounds).
    pub flags: u32,
    pub operands: Vec<Value>,
    pub extra: ConstExprExtra,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ConstExprExtra {
    None,
    ICmp(IntPredicate),
    FCmp(FloatPredicate),
    /// getelementptr: source element type, the `inrange` operand index (LLVM 14's form)
    /// or the `inrange(lo, hi)` byte range (LLVM 19's form).
    Gep { source: TypeId, inrange: Option<u32>, inrange_bytes: Option<(i64, i64)> },
    /// extractvalue / insertvalue indices.
    Indices(Vec<u32>),
}

/// The constants of one module, each stored once: the table finds a constant by its hash
/// (chains of ids with the same hash), so no second copy serves as a map key.
#[derive(Default, Debug, Clone)]
pub struct ConstPool {
    consts: Vec<Constant>,
    /// Per hash, the newest constant with it; `same_hash` links to the next older one.
    by_hash: FxHashMap<u64, ConstId>,
    same_hash: Vec<Option<ConstId>>,
    /// The `blockaddress` constants, so that code generation finds them without a scan of
    /// every constant per function.
    block_addresses: Vec<ConstId>,
}

impl ConstPool {
    pub fn intern(&mut self, c: Constant) -> ConstId {
        let mut hasher = rustc_hash::FxHasher::default();
        c.hash(&mut hasher);
        let hash = hasher.finish();
        let head = self.by_hash.get(&hash).copied();
        let mut cur = head;
        while let Some(id) = cur {
            if self.consts[id.index()] == c {
                return id;
            }
            cur = self.same_hash[id.index()];
        }
        let id = ConstId(self.consts.len() as u32);
        if matches!(c.kind, ConstKind::BlockAddress { .. }) {
            self.block_addresses.push(id);
        }
        self.consts.push(c);
        self.same_hash.push(head);
        self.by_hash.insert(hash, id);
        id
    }

    /// The `blockaddress` constants, in creation order.
    pub fn block_addresses(&self) -> &[ConstId] {
        &self.block_addresses
    }

    pub fn get(&self, id: ConstId) -> &Constant {
        &self.consts[id.index()]
    }

    pub fn len(&self) -> usize {
        self.consts.len()
    }

    pub fn is_empty(&self) -> bool {
        self.consts.is_empty()
    }
}

/// Parses decimal `digits` (with optional leading `-`) into `width`-bit two's complement
/// little-endian words (the value wraps modulo 2^width, as LLVM's reader does).
pub fn wide_from_decimal(text: &[u8], width: u32) -> Box<[u64]> {
    let n = width.div_ceil(64) as usize;
    let mut words = vec![0u64; n];
    let (neg, digits) = match text.first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    for &d in digits {
        let mut carry = (d - b'0') as u128;
        for w in words.iter_mut() {
            let v = (*w as u128) * 10 + carry;
            *w = v as u64;
            carry = v >> 64;
        }
    }
    if neg {
        let mut carry = 1u128;
        for w in words.iter_mut() {
            let v = (!*w) as u128 + carry;
            *w = v as u64;
            carry = v >> 64;
        }
    }
    let top_bits = width as usize - (n - 1) * 64;
    if top_bits < 64 {
        words[n - 1] &= (1u64 << top_bits) - 1;
    }
    words.into()
}

/// The signed decimal text of a `width`-bit two's complement value in little-endian words.
pub fn wide_to_decimal(words: &[u64], width: u32) -> String {
    let mut w: Vec<u64> = words.to_vec();
    let sign_word = ((width - 1) / 64) as usize;
    let neg = w.get(sign_word).is_some_and(|&x| x >> ((width - 1) % 64) & 1 == 1);
    if neg {
        // Negate within `width` bits: the upper bits of the top word become zero again.
        let mut carry = 1u128;
        for x in w.iter_mut() {
            let v = (!*x) as u128 + carry;
            *x = v as u64;
            carry = v >> 64;
        }
        let top_bits = width as usize - sign_word * 64;
        if top_bits < 64 {
            w[sign_word] &= (1u64 << top_bits) - 1;
        }
    }
    let mut digits = Vec::new();
    while w.iter().any(|&x| x != 0) {
        let mut rem = 0u128;
        for x in w.iter_mut().rev() {
            let cur = (rem << 64) | *x as u128;
            *x = (cur / 10) as u64;
            rem = cur % 10;
        }
        digits.push(b'0' + rem as u8);
    }
    if digits.is_empty() {
        digits.push(b'0');
    }
    if neg {
        digits.push(b'-');
    }
    digits.reverse();
    String::from_utf8(digits).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wide_integers_round_trip() {
        for (text, width) in [("-16", 129), ("0", 200), ("340282366920938463463374607431768211456", 130), ("-1", 256)] {
            let words = wide_from_decimal(text.as_bytes(), width);
            assert_eq!(wide_to_decimal(&words, width), text);
        }
        // 2^128 is the most negative 129-bit value.
        assert_eq!(wide_to_decimal(&wide_from_decimal(b"340282366920938463463374607431768211456", 129), 129), "-340282366920938463463374607431768211456");
        // 2^129 - 1 wraps to -1 in 129 bits.
        assert_eq!(wide_to_decimal(&wide_from_decimal(b"680564733841876926926749214863536422911", 129), 129), "-1");
    }
}
