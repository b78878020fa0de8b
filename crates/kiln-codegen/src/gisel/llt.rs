//! The low-level type (LLT) of GlobalISel's generic virtual registers: a scalar of any width
//! (`s1`, `s7`, `s128`), a pointer in an address space (`p0`), or a vector of either
//! (`<4 x s32>`, `<2 x p0>`). An LLT says how many bits a value has and how they are grouped,
//! not what they mean: `s32` is an integer or a float alike, which is what the legalizer
//! needs and all it may look at. One `u64` holds the whole type, so types are compared and
//! hashed as integers and queries copy them freely.
//!
//! Pointers carry their address space only; their width is the target's, which the
//! [`LegalizerInfo`](super::legalizer_info::LegalizerInfo) supplies where a size is needed.

use std::fmt;

/// A low-level type, packed: bits 0..32 the scalar width or the address space, bit 32 set for
/// a pointer, bits 33..49 the number of vector elements (0 for a scalar or pointer).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Llt(u64);

const POINTER_BIT: u64 = 1 << 32;
const LANES_SHIFT: u32 = 33;
/// The most elements a vector type may have.
pub const MAX_LANES: u32 = 0xffff;

impl Llt {
    /// `sN`: a scalar of `bits` bits (at least 1).
    pub const fn scalar(bits: u32) -> Llt {
        Llt(bits as u64)
    }

    /// `pN`: a pointer in address space `space`.
    pub const fn pointer(space: u32) -> Llt {
        Llt(space as u64 | POINTER_BIT)
    }

    /// `<lanes x elem>`, for a scalar or pointer `elem` and `lanes` in `2..=MAX_LANES`; one lane
    /// gives `elem` itself, as in LLVM, whose GlobalISel has no one-element vectors (a
    /// `<1 x i64>` of the IR is an `s64`: `getLLTForType`, `LLT::scalarOrVector`).
    pub const fn vector(lanes: u32, elem: Llt) -> Llt {
        if lanes == 1 {
            return elem;
        }
        Llt((elem.0 & (POINTER_BIT | 0xffff_ffff)) | ((lanes as u64 & MAX_LANES as u64) << LANES_SHIFT))
    }

    /// `<lanes x sBITS>`.
    pub const fn fixed_vector(lanes: u32, bits: u32) -> Llt {
        Llt::vector(lanes, Llt::scalar(bits))
    }

    pub const fn is_vector(self) -> bool {
        self.lanes() != 0
    }

    /// A pointer (not a vector of pointers).
    pub const fn is_pointer(self) -> bool {
        !self.is_vector() && self.0 & POINTER_BIT != 0
    }

    /// A scalar (not a vector of scalars).
    pub const fn is_scalar(self) -> bool {
        !self.is_vector() && self.0 & POINTER_BIT == 0
    }

    /// The number of vector elements; 0 for a scalar or pointer.
    pub const fn lanes(self) -> u32 {
        (self.0 >> LANES_SHIFT) as u32 & MAX_LANES
    }

    /// The element of a vector; a scalar or pointer is its own element.
    pub const fn element(self) -> Llt {
        Llt(self.0 & (POINTER_BIT | 0xffff_ffff))
    }

    /// The width of a scalar or of a vector's scalar elements; 0 for pointers and vectors of them.
    pub const fn scalar_bits(self) -> u32 {
        if self.0 & POINTER_BIT != 0 {
            0
        } else {
            self.0 as u32
        }
    }

    /// The address space of a pointer or a vector's pointer elements.
    pub const fn address_space(self) -> Option<u32> {
        if self.0 & POINTER_BIT != 0 {
            Some(self.0 as u32)
        } else {
            None
        }
    }

    /// The width of one element (the whole type for a scalar or pointer), pointers being
    /// `pointer_bits` wide.
    pub const fn element_bits(self, pointer_bits: u32) -> u32 {
        if self.0 & POINTER_BIT != 0 {
            pointer_bits
        } else {
            self.0 as u32
        }
    }

    /// The width of the whole type in bits.
    pub const fn size_bits(self, pointer_bits: u32) -> u64 {
        let lanes = if self.is_vector() { self.lanes() } else { 1 };
        lanes as u64 * self.element_bits(pointer_bits) as u64
    }

    /// The same shape with scalar elements of `bits` (a scalar becomes `s{bits}`, a vector
    /// keeps its element count).
    pub const fn with_scalar_bits(self, bits: u32) -> Llt {
        if self.is_vector() {
            Llt::fixed_vector(self.lanes(), bits)
        } else {
            Llt::scalar(bits)
        }
    }

    /// The same element with `lanes` elements; one lane gives the element itself.
    pub const fn with_lanes(self, lanes: u32) -> Llt {
        Llt::vector(lanes, self.element())
    }

    /// The low-level type of the same width and shape as value type `vt` (`i32` and `f32`
    /// are both `s32`; pointers are integers among value types, so never `pN`).
    pub fn from_evt(vt: crate::target::value_types::Evt) -> Result<Llt, String> {
        let bits = vt.scalar_size_bits();
        if bits == 0 || bits > u32::MAX as u64 {
            return Err(format!("no low-level type for values of type {vt}"));
        }
        Ok(match vt.is_vector() {
            true => Llt::fixed_vector(vt.num_elements(), bits as u32),
            false => Llt::scalar(bits as u32),
        })
    }

    /// Reads `s32`, `p0`, `<4 x s32>` or `<2 x p0>`: the whole of `text`.
    pub fn parse(text: &str) -> Result<Llt, String> {
        let text = text.trim();
        if let Some(inner) = text.strip_prefix('<').and_then(|t| t.strip_suffix('>')) {
            let (lanes, elem) = inner.split_once(" x ").ok_or_else(|| format!("expected '<N x sM>', found '{text}'"))?;
            let lanes: u32 = lanes.trim().parse().map_err(|_| format!("bad element count in '{text}'"))?;
            if lanes == 0 || lanes > MAX_LANES {
                return Err(format!("a vector type has 1 to {MAX_LANES} elements, not {lanes}"));
            }
            return Ok(Llt::vector(lanes, Llt::parse_element(elem.trim())?));
        }
        Llt::parse_element(text)
    }

    /// `sN` or `pN`.
    pub fn parse_element(text: &str) -> Result<Llt, String> {
        let (pointer, digits) = match text.as_bytes().first() {
            Some(b's') => (false, &text[1..]),
            Some(b'p') => (true, &text[1..]),
            _ => return Err(format!("expected a type such as 's32', found '{text}'")),
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(format!("bad type '{text}'"));
        }
        let n: u32 = digits.parse().map_err(|_| format!("type '{text}' is too wide"))?;
        match (pointer, n) {
            (true, space) => Ok(Llt::pointer(space)),
            (false, 0) => Err("scalar types need a size".to_string()),
            (false, bits) => Ok(Llt::scalar(bits)),
        }
    }
}

impl fmt::Display for Llt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let elem = self.element();
        let (letter, n) = match elem.address_space() {
            Some(space) => ('p', space),
            None => ('s', elem.scalar_bits()),
        };
        if self.is_vector() {
            write!(f, "<{} x {letter}{n}>", self.lanes())
        } else {
            write!(f, "{letter}{n}")
        }
    }
}

impl fmt::Debug for Llt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// The types the documents and rule sets name most, as constants (`S32`, `V2S64`, `P0`).
pub mod types {
    use super::Llt;

    pub const S1: Llt = Llt::scalar(1);
    pub const S8: Llt = Llt::scalar(8);
    pub const S16: Llt = Llt::scalar(16);
    pub const S32: Llt = Llt::scalar(32);
    pub const S64: Llt = Llt::scalar(64);
    pub const S80: Llt = Llt::scalar(80);
    pub const S128: Llt = Llt::scalar(128);
    pub const P0: Llt = Llt::pointer(0);
    pub const V16S8: Llt = Llt::fixed_vector(16, 8);
    pub const V8S16: Llt = Llt::fixed_vector(8, 16);
    pub const V2S32: Llt = Llt::fixed_vector(2, 32);
    pub const V4S32: Llt = Llt::fixed_vector(4, 32);
    pub const V2S64: Llt = Llt::fixed_vector(2, 64);
}

#[cfg(test)]
mod tests {
    use super::types::*;
    use super::*;

    #[test]
    fn shapes_and_sizes() {
        let s7 = Llt::scalar(7);
        assert!(s7.is_scalar() && !s7.is_pointer() && !s7.is_vector());
        assert_eq!((s7.scalar_bits(), s7.size_bits(64)), (7, 7));
        assert!(P0.is_pointer() && P0.address_space() == Some(0) && P0.size_bits(64) == 64);
        assert_eq!((V4S32.lanes(), V4S32.element(), V4S32.size_bits(64)), (4, S32, 128));
        let v2p1 = Llt::vector(2, Llt::pointer(1));
        assert!(v2p1.is_vector() && !v2p1.is_pointer() && v2p1.element() == Llt::pointer(1));
        assert_eq!(v2p1.size_bits(64), 128);
        assert_eq!(V4S32.with_scalar_bits(16), Llt::fixed_vector(4, 16));
        assert_eq!(V4S32.with_lanes(1), S32);
        assert_eq!(Llt::scalar(u32::MAX).scalar_bits(), u32::MAX);
        assert_eq!(std::mem::size_of::<Llt>(), 8);
    }

    #[test]
    fn text_round_trips() {
        for text in ["s1", "s7", "s33", "s128", "p0", "p270", "<2 x s32>", "<3 x s32>", "<16 x s8>", "<2 x p0>", "<65535 x s1>"] {
            let ty = Llt::parse(text).unwrap();
            assert_eq!(ty.to_string(), text);
        }
        assert_eq!(Llt::parse("<2 x s64>").unwrap(), V2S64);
        for (bad, message) in [
            ("s0", "need a size"),
            ("i32", "expected a type"),
            ("s", "bad type"),
            ("s4294967296", "too wide"),
            ("<0 x s32>", "1 to 65535"),
            ("<65536 x s8>", "1 to 65535"),
            ("<2 x 32>", "expected a type"),
            ("<2 s32>", "expected '<N x sM>'"),
        ] {
            let e = Llt::parse(bad).unwrap_err();
            assert!(e.contains(message), "{bad}: {e}");
        }
    }
}
