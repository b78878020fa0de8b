//! Reading attribute lists: keyword attributes, their values (`align N`, `byval(T)`), string
//! attributes, `#N` group references, and the structured attributes of LLVM 15-22
//! (`memory(...)`, `captures(...)`, `range(...)`, `nofpclass(...)`, `initializes(...)`,
//! `allockind(...)`, `uwtable(sync)`), each read into its meaning (see [`crate::attr`]).

use super::globals::AttrContext;
use super::lexer::Tok;
use super::types::mask;
use super::{GroupUse, PResult, Parser};
use crate::attr::{AllocKindBits, Attr, AttrKind, CaptureBits, FpClass, MemoryEffects};

impl<'a> Parser<'a> {
    /// Reads attributes while there are any. `#N` is allowed when `group_use` says where it
    /// goes (resolved at the end of the module).
    pub fn parse_attrs(&mut self, ctx: AttrContext, out: &mut Vec<Attr>, group_use: Option<GroupUse>) -> PResult<()> {
        loop {
            match self.tok.tok {
                Tok::AttrGroup(n) if ctx == AttrContext::Function => {
                    let Some(target) = group_use else {
                        return self.err_here("attribute groups are not allowed here");
                    };
                    self.group_uses.push((target, n, self.tok.pos));
                    self.advance();
                }
                Tok::Str => {
                    let key = self.intern_token(true);
                    self.advance();
                    let value = if self.eat_punct(b'=') { Some(self.expect_string_sym()?) } else { None };
                    out.push(Attr::Str(key, value));
                }
                Tok::Word => {
                    let Some(kind) = AttrKind::from_name(self.text()) else { return Ok(()) };
                    if kind == AttrKind::Align && ctx == AttrContext::Function {
                        return Ok(());
                    }
                    self.advance();
                    out.push(self.attr_value(kind, ctx)?);
                }
                _ => return Ok(()),
            }
        }
    }

    fn attr_value(&mut self, kind: AttrKind, ctx: AttrContext) -> PResult<Attr> {
        let pos = self.tok.pos;
        Ok(match kind {
            AttrKind::Align | AttrKind::AlignStack => {
                let v = if ctx == AttrContext::Group && self.eat_punct(b'=') {
                    self.expect_u64()?
                } else if kind == AttrKind::AlignStack {
                    self.paren_u32()? as u64
                } else {
                    self.align_value()?
                };
                if !v.is_power_of_two() {
                    return self.err(pos, "alignment is not a power of two");
                }
                Attr::Int(kind, v)
            }
            AttrKind::Dereferenceable | AttrKind::DereferenceableOrNull => {
                self.expect_punct(b'(')?;
                let v = self.expect_u64()?;
                self.expect_punct(b')')?;
                Attr::Int(kind, v)
            }
            AttrKind::DeadOnReturn if self.is_punct(b'(') => {
                self.advance();
                let v = self.expect_u64()?;
                self.expect_punct(b')')?;
                Attr::Int(kind, v)
            }
            AttrKind::AllocSize | AttrKind::VScaleRange => {
                self.expect_punct(b'(')?;
                let a = self.expect_u32()?;
                let b = if self.eat_punct(b',') { Some(self.expect_u32()?) } else { None };
                self.expect_punct(b')')?;
                if kind == AttrKind::AllocSize {
                    Attr::AllocSize(a, b)
                } else {
                    Attr::VScaleRange(a, b.unwrap_or(a))
                }
            }
            _ if kind.takes_type() => {
                if self.eat_punct(b'(') {
                    let t = self.parse_type()?;
                    self.expect_punct(b')')?;
                    Attr::Type(kind, Some(t))
                } else if kind == AttrKind::ElementType {
                    return self.err_here("elementtype needs a type");
                } else {
                    Attr::Type(kind, None)
                }
            }
            AttrKind::UwTable if self.eat_punct(b'(') => {
                let sync = match self.text() {
                    b"sync" => true,
                    b"async" => false,
                    _ => return self.err_here("expected 'sync' or 'async'"),
                };
                self.advance();
                self.expect_punct(b')')?;
                if sync {
                    Attr::UwTableSync
                } else {
                    Attr::Flag(AttrKind::UwTable)
                }
            }
            AttrKind::Memory => Attr::Memory(self.memory_effects()?),
            AttrKind::Captures => self.captures()?,
            AttrKind::Range => self.range_attr()?,
            AttrKind::NoFpClass => Attr::NoFpClass(self.fp_classes()?),
            AttrKind::Initializes => self.initializes()?,
            AttrKind::AllocKind => {
                self.expect_punct(b'(')?;
                let spos = self.tok.pos;
                let text = self.expect_string()?;
                let mut bits = 0;
                for word in text.split(|&b| b == b',').filter(|w| !w.is_empty()) {
                    match AllocKindBits::NAMES.iter().position(|n| n.as_bytes() == word) {
                        Some(i) => bits |= 1 << i,
                        None => return self.err(spos, format!("unknown allockind '{}'", String::from_utf8_lossy(word))),
                    }
                }
                self.expect_punct(b')')?;
                Attr::AllocKind(bits)
            }
            _ => Attr::Flag(kind),
        })
    }

    /// `(access)`, `(loc: access, ...)` or both, after `memory`.
    fn memory_effects(&mut self) -> PResult<MemoryEffects> {
        self.expect_punct(b'(')?;
        let mut default = None;
        let mut given = [None; MemoryEffects::LOCATIONS.len()];
        loop {
            let pos = self.tok.pos;
            let word = self.text();
            // `argmem:` lexes as a label.
            let location = self.tok.tok == Tok::Label { quoted: false };
            if self.tok.tok != Tok::Word && !location {
                return self.err_here("expected a memory location or access kind");
            }
            if location {
                let Some(loc) = MemoryEffects::LOCATIONS[..MemoryEffects::OTHER].iter().position(|(n, _)| n.as_bytes() == word) else {
                    return self.err_here("expected a memory location ('argmem', 'inaccessiblemem', 'errnomem', ...)");
                };
                self.advance();
                given[loc] = Some(self.memory_access()?);
            } else if default.is_none() {
                default = Some(self.memory_access()?);
            } else {
                return self.err(pos, "expected a memory location ('argmem', 'inaccessiblemem', 'errnomem', ...)");
            }
            if !self.eat_punct(b',') {
                break;
            }
        }
        self.expect_punct(b')')?;
        let mut effects = MemoryEffects(0);
        for (loc, access) in given.iter().enumerate() {
            effects.set(loc, access.or(default).unwrap_or(0));
        }
        Ok(effects)
    }

    fn memory_access(&mut self) -> PResult<u8> {
        match MemoryEffects::ACCESS.iter().position(|a| a.as_bytes() == self.text()) {
            Some(a) if self.tok.tok == Tok::Word => {
                self.advance();
                Ok(a as u8)
            }
            _ => self.err_here("expected 'none', 'read', 'write' or 'readwrite'"),
        }
    }

    /// `(components[, ret: components])` after `captures`.
    fn captures(&mut self) -> PResult<Attr> {
        self.expect_punct(b'(')?;
        let (mut other, mut ret) = (None::<u8>, None::<u8>);
        let mut in_ret = false;
        loop {
            // `ret:` lexes as a label.
            if self.tok.tok == (Tok::Label { quoted: false }) && self.text() == b"ret" {
                self.advance();
                if in_ret {
                    return self.err_here("'ret:' given twice");
                }
                in_ret = true;
            }
            let bits = match self.text() {
                b"none" => 0,
                b"all" => CaptureBits::ALL,
                b"address" => CaptureBits::ADDRESS,
                b"address_is_null" => CaptureBits::ADDRESS_IS_NULL,
                b"provenance" => CaptureBits::PROVENANCE,
                b"read_provenance" => CaptureBits::READ_PROVENANCE,
                _ => return self.err_here("expected a capture component ('none', 'address', 'provenance', ...)"),
            };
            self.advance();
            let slot = if in_ret { &mut ret } else { &mut other };
            *slot = Some(slot.unwrap_or(0) | bits);
            if !self.eat_punct(b',') {
                break;
            }
        }
        self.expect_punct(b')')?;
        let other = other.unwrap_or(0);
        Ok(Attr::Captures { other, ret: ret.unwrap_or(other) })
    }

    /// `(iN lo, hi)` after `range`.
    fn range_attr(&mut self) -> PResult<Attr> {
        self.expect_punct(b'(')?;
        let tpos = self.tok.pos;
        let ty = self.parse_type()?;
        let width = match self.m.types.int_width(ty) {
            Some(w) if w <= 128 => w,
            Some(_) => return self.err(tpos, "range attributes on integers wider than 128 bits are not supported"),
            None => return self.err(tpos, "the range attribute needs an integer type"),
        };
        let bound = |p: &mut Self| -> PResult<u128> {
            if p.tok.tok != Tok::Int {
                return p.err_here("expected an integer");
            }
            let v = p.int_text_value()?;
            p.advance();
            Ok(mask(v, width))
        };
        let lo = bound(self)?;
        self.expect_punct(b',')?;
        let hi = bound(self)?;
        self.expect_punct(b')')?;
        if lo == hi && lo != 0 && lo != mask(u128::MAX, width) {
            return self.err(tpos, "the range attribute's bounds must differ (or both be the minimum or maximum value)");
        }
        Ok(Attr::Range { ty, lo, hi })
    }

    /// `(keywords...)` or `(N)` after `nofpclass`.
    fn fp_classes(&mut self) -> PResult<u16> {
        self.expect_punct(b'(')?;
        let mut bits = 0u16;
        if self.tok.tok == Tok::Int {
            let pos = self.tok.pos;
            let v = self.expect_u64()?;
            if v == 0 || v > 0x3ff {
                return self.err(pos, "invalid mask value for 'nofpclass'");
            }
            bits = v as u16;
        } else {
            while self.tok.tok == Tok::Word {
                match FpClass::NAMES.iter().find(|(n, _)| n.as_bytes() == self.text()) {
                    Some(&(_, b)) => bits |= b,
                    None => return self.err_here("expected a floating-point class ('nan', 'inf', 'zero', ...)"),
                }
                self.advance();
            }
            if bits == 0 {
                return self.err_here("expected nofpclass classes");
            }
        }
        self.expect_punct(b')')?;
        Ok(bits)
    }

    /// `((lo, hi), ...)` after `initializes`.
    fn initializes(&mut self) -> PResult<Attr> {
        self.expect_punct(b'(')?;
        let mut ranges: Vec<(i64, i64)> = Vec::new();
        loop {
            let pos = self.tok.pos;
            self.expect_punct(b'(')?;
            let lo = self.expect_i64()?;
            self.expect_punct(b',')?;
            let hi = self.expect_i64()?;
            self.expect_punct(b')')?;
            if lo >= hi || ranges.last().is_some_and(|&(_, h)| h >= lo) {
                return self.err(pos, "initializes ranges must be non-empty, ordered and disjoint");
            }
            ranges.push((lo, hi));
            if !self.eat_punct(b',') {
                break;
            }
        }
        self.expect_punct(b')')?;
        Ok(Attr::Initializes(ranges.into()))
    }
}
