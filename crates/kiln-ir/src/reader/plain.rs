//! Operands read straight from the text, without tokens of their own: nearly every operand
//! clang writes is `T %N` (a local already defined), `T N` (an integer), `label %N`, or a
//! load's, store's or `getelementptr`'s address `T* %N` repeating the text of the type just
//! read. Each reading here checks the text is exactly such a spelling and its value what the
//! token-by-token reading would give (the same type, the same value), and otherwise reads
//! nothing and leaves it to that reading, so that diagnostics stay those of the general
//! path. Lexing a token and looking its text up again cost more than reading these bytes once.

use super::lexer::Tok;
use super::types::{common_type, mask};
use super::{LocalKey, PResult, Parser};
use crate::constant::ConstKind;
use crate::module::BlockId;
use crate::types::{Type, TypeId, TypeTable};
use crate::value::Value;

/// The value of the one to 19 decimal digits at `digits` and where they end (`None`: no
/// digit there, or more than 19).
#[inline(always)]
pub(super) fn decimal_digits(src: &[u8], digits: usize) -> Option<(u64, usize)> {
    let mut at = digits;
    let mut n: u64 = 0;
    while let Some(&b) = src.get(at) {
        let d = b.wrapping_sub(b'0');
        if d > 9 {
            break;
        }
        if at - digits == 19 {
            return None;
        }
        n = n * 10 + u64::from(d);
        at += 1;
    }
    (at > digits).then_some((n, at))
}

/// The number of a `%N` whose digits are at `digits` ([`decimal_digits`]) and where it ends,
/// when no name byte continues it (`%12a` is a name, not the local 12).
#[inline(always)]
fn local_number(src: &[u8], digits: usize) -> Option<(u64, usize)> {
    let (n, at) = decimal_digits(src, digits)?;
    (!super::lexer::is_name_char(src.get(at).copied().unwrap_or(b' '))).then_some((n, at))
}

impl<'a> Parser<'a> {
    /// `T %N` or `T N` at the current token, as clang writes nearly every operand (`i32 %5`,
    /// `%struct.S* %7`, `i64 0`), read from the text at once, without tokens for the value:
    /// `T` a name and pointer stars whose type is known without reading it (`i32`, or a text
    /// [`Parser::type_cache`] holds), one blank, then `%N` a value already defined in this
    /// body with that type, or a decimal integer of at most 19 digits when `T` is an integer
    /// type of at most 64 bits, which no name byte or `:` continues. `None`, with nothing
    /// read, for anything else: the general reading takes it, and gives the same type and
    /// value for what this reads.
    #[inline]
    pub(super) fn plain_typed_value(&mut self) -> Option<(TypeId, Value)> {
        self.plain_typed_value_text().map(|(ty, v, _)| (ty, v))
    }

    /// [`Parser::plain_typed_value`], and where the type's text ends.
    #[inline]
    pub(super) fn plain_typed_value_text(&mut self) -> Option<(TypeId, Value, usize)> {
        // Past the nesting limit `enter` gives its error.
        let start = match self.tok.tok {
            Tok::Word | Tok::Local { quoted: false } if self.depth < super::MAX_NESTING => self.tok.pos as usize,
            _ => return None,
        };
        let src = self.src;
        let mut end = self.tok.end as usize;
        while src.get(end) == Some(&b'*') {
            end += 1;
        }
        if src.get(end) != Some(&b' ') {
            return None;
        }
        let first = *src.get(end + 1)?;
        if first != b'%' && first != b'-' && !first.is_ascii_digit() {
            return None;
        }
        let text = &src[start..end];
        let ty = match common_type(text) {
            Some(ty) => ty,
            None => self.type_cache.get(text)?,
        };
        let (v, at) = self.plain_value_at(end + 1, ty)?;
        self.lex.pos = at;
        self.advance();
        Some((ty, v, end))
    }

    /// The value of type `ty` written at `start` when it is `%N`, a value already defined in
    /// this body with that type, or a decimal integer of at most 19 digits when `ty` is an
    /// integer type of at most 64 bits, which no name byte or `:` continues (what
    /// [`Parser::parse_value`] reads there), and where it ends; nothing is read.
    #[inline(always)]
    fn plain_value_at(&mut self, start: usize, ty: TypeId) -> Option<(Value, usize)> {
        let src = self.src;
        let first = *src.get(start)?;
        let local = first == b'%';
        let neg = first == b'-';
        // Past the nesting limit `enter` gives its error.
        if !local && !neg && !first.is_ascii_digit() || self.depth >= super::MAX_NESTING {
            return None;
        }
        let (n, at) = decimal_digits(src, start + usize::from(local || neg))?;
        let after = src.get(at).copied().unwrap_or(b' ');
        if super::lexer::is_name_char(after) || (!local && after == b':') {
            return None;
        }
        let v = if local {
            if ty == TypeTable::LABEL || ty == TypeTable::METADATA {
                return None;
            }
            match self.local_by_number(n)? {
                (v, found) if found == ty => v,
                _ => return None,
            }
        } else {
            let width = self.m.types.int_width(ty).filter(|&w| w <= 64)?;
            let v = if neg { (n as u128).wrapping_neg() } else { n as u128 };
            self.constant(ty, ConstKind::Int(mask(v, width)))
        };
        Some((v, at))
    }

    /// `, v` with `v` a value of type `ty` (the second operand of a binary operation or a
    /// comparison): `, %N` and `, N` as [`Parser::plain_value_at`] reads them from the text at
    /// once, anything else token by token.
    pub(super) fn comma_value(&mut self, ty: TypeId) -> PResult<Value> {
        let at = self.tok.end as usize;
        if self.is_punct(b',') && self.src.get(at) == Some(&b' ') {
            if let Some((v, end)) = self.plain_value_at(at + 1, ty) {
                self.lex.pos = end;
                self.advance();
                return Ok(v);
            }
        }
        self.expect_punct(b',')?;
        self.parse_value(ty)
    }

    /// The local `%n` when it is defined in the body being read, and its type.
    #[inline]
    pub(super) fn local_by_number(&self, n: u64) -> Option<(Value, TypeId)> {
        let func = self.cur_func?;
        let v = *self.fs.locals.get(&LocalKey::Num(u32::try_from(n).ok()?))?;
        Some((v, self.m.value_type(Some(&self.m.functions[func.index()]), v)))
    }

    /// `, label %N`: the block (`, label %N` read from the text at once).
    pub(super) fn comma_label(&mut self) -> PResult<BlockId> {
        let at = self.tok.end as usize;
        if self.is_punct(b',') && self.src.get(at) == Some(&b' ') {
            if let Some((key, pos)) = self.plain_label_at(at + 1) {
                return Ok(self.block_ref(key, pos));
            }
        }
        self.expect_punct(b',')?;
        self.label()
    }

    /// `label %N` at `start`, where a token starts, as clang writes every branch target, read
    /// from the text at once: the block's key and where `%N` is. `None`, with nothing read,
    /// for any other text (a named block, a number too large, a name going on after the
    /// digits), which [`Parser::label`] reads token by token.
    pub(super) fn plain_label_at(&mut self, start: usize) -> Option<(LocalKey, u32)> {
        let src = self.src;
        let end = start + b"label".len();
        if src.get(start..end) != Some(b"label") || src.get(end..end + 2) != Some(b" %") {
            return None;
        }
        let (n, at) = local_number(src, end + 2)?;
        let n = u32::try_from(n).ok()?;
        self.lex.pos = at;
        self.advance();
        Some((LocalKey::Num(n), (end + 1) as u32))
    }

    /// `, T* %N` at the current token, where `src[type_start..type_end]` is the whole text of
    /// the type `ty` just read (a load's or store's value type, a `getelementptr`'s source
    /// type), read from the text at once:
    /// where `T*` is, the pointer type and the value, when `T*` repeats that text (`ptr` in a
    /// module of opaque pointers), one blank follows and `%N` is a value already defined with
    /// the pointer type that text reads as (which then needs no look-up: it is the value's).
    /// `None`, with nothing read, for anything else.
    pub(super) fn plain_pointer_operand(&mut self, type_start: usize, type_end: usize, ty: TypeId) -> Option<(u32, TypeId, Value)> {
        let src = self.src;
        let start = self.tok.end as usize + 1;
        if !self.is_punct(b',') || src.get(start - 1) != Some(&b' ') || self.depth >= super::MAX_NESTING {
            return None;
        }
        let after = if self.m.opaque_pointers {
            (src.get(start..start + 3)? == b"ptr").then_some(start + 3)?
        } else {
            let end = start + (type_end - type_start);
            (src.get(start..end)? == &src[type_start..type_end] && src.get(end) == Some(&b'*')).then_some(end + 1)?
        };
        if src.get(after..after + 2)? != b" %" {
            return None;
        }
        let (n, at) = local_number(src, after + 2)?;
        let (v, pty) = self.local_by_number(n)?;
        match self.m.types.get(pty) {
            Type::Ptr { addrspace: 0, pointee: None } if self.m.opaque_pointers => {}
            Type::Ptr { addrspace: 0, pointee: Some(p) } if *p == ty && !self.m.opaque_pointers => {}
            _ => return None,
        }
        self.lex.pos = at;
        self.advance();
        Some((start as u32, pty, v))
    }

    /// A load's or store's `, T* v`: where `T*` is, its type and the value, as
    /// [`Parser::plain_pointer_operand`] read it from the text (`read`) or token by token.
    #[inline(always)]
    pub(super) fn address(&mut self, read: Option<(u32, TypeId, Value)>) -> PResult<(u32, TypeId, Value)> {
        if let Some(read) = read {
            return Ok(read);
        }
        self.expect_punct(b',')?;
        let ppos = self.tok.pos;
        let (pty, p) = self.parse_typed_value()?;
        Ok((ppos, pty, p))
    }
}
