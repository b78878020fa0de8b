//! Reading metadata: numbered definitions `!N = ...`, named metadata `!name = !{...}`,
//! tuples, MDStrings, values as metadata and specialized nodes `!DIxxx(field: value, ...)`.
//!
//! `!N` used before its definition gets its arena slot at first use; the definition fills it.

use super::lexer::Tok;
use super::{PResult, Parser};
use crate::metadata::{MdField, MdId, Metadata};
use crate::types::TypeTable;

impl<'a> Parser<'a> {
    /// The arena slot of `!n`, reserved if `!n` is not defined yet.
    fn md_slot(&mut self, n: u32, pos: u32) -> MdId {
        if let Some(&id) = self.md_slots.get(&n) {
            return id;
        }
        let id = self.m.add_metadata(Metadata::Tuple { distinct: false, ops: Vec::new() });
        self.md_slots.insert(n, id);
        self.md_pending.insert(n, pos);
        id
    }

    /// `!N = [distinct] !{...}` or `!N = [distinct] !DIxxx(...)`.
    pub fn parse_md_def(&mut self) -> PResult<()> {
        let pos = self.tok.pos;
        let Tok::MdNum(n) = self.tok.tok else { unreachable!("checked by caller") };
        self.advance();
        self.expect_punct(b'=')?;
        let distinct = self.eat_word("distinct");
        let md = match self.tok.tok {
            Tok::Punct(b'!') => {
                self.advance();
                if !self.is_punct(b'{') {
                    return self.err_here("expected '{' (only nodes can be numbered metadata)");
                }
                self.parse_md_tuple(distinct)?
            }
            Tok::MdName => self.parse_md_node_body(distinct)?,
            _ => return self.err_here("expected a metadata node"),
        };
        let slot = match self.md_slots.get(&n) {
            Some(&id) => {
                if self.md_pending.remove(&n).is_none() {
                    return self.err(pos, "redefinition of metadata");
                }
                id
            }
            None => {
                let id = self.m.add_metadata(Metadata::String(crate::symbol::Sym(0)));
                self.md_slots.insert(n, id);
                id
            }
        };
        self.m.metadata[slot.index()] = md;
        self.m.md_numbered.push((n, slot));
        Ok(())
    }

    /// `!name = !{!0, !1}`.
    pub fn parse_named_md(&mut self) -> PResult<()> {
        let name = self.intern_token(true);
        self.advance();
        self.expect_punct(b'=')?;
        self.expect_punct(b'!')?;
        self.expect_punct(b'{')?;
        let mut ops = Vec::new();
        while !self.is_punct(b'}') {
            match self.tok.tok {
                Tok::MdNum(n) => {
                    let pos = self.tok.pos;
                    self.advance();
                    ops.push(self.md_slot(n, pos));
                }
                Tok::MdName => {
                    let md = self.parse_md_node_body(false)?;
                    ops.push(self.m.add_metadata(md));
                }
                _ => return self.err_here("expected a metadata reference"),
            }
            if !self.eat_punct(b',') {
                break;
            }
        }
        self.expect_punct(b'}')?;
        self.m.named_metadata.push((name, ops));
        Ok(())
    }

    /// A node reference for attachments: `!N`, `!{...}` or `!DIxxx(...)`.
    pub fn parse_md_node_ref(&mut self) -> PResult<MdId> {
        match self.tok.tok {
            Tok::MdNum(_) | Tok::MdName | Tok::Punct(b'!') => {}
            Tok::Word if self.text() == b"distinct" => {}
            _ => return self.err_here("expected a metadata node"),
        }
        let pos = self.tok.pos;
        let numbered = matches!(self.tok.tok, Tok::MdNum(_));
        let id = self.parse_md_operand()?;
        if !numbered && matches!(self.m.metadata[id.index()], Metadata::String(_) | Metadata::Value(..)) {
            return self.err(pos, "expected a metadata node, not a string or value");
        }
        Ok(id)
    }

    /// Any metadata operand: `!N`, `!"s"`, `!{...}`, `!DIxxx(...)`, or `T value`.
    pub fn parse_md_operand(&mut self) -> PResult<MdId> {
        self.enter()?;
        let r = self.parse_md_operand_inner();
        self.depth -= 1;
        r
    }

    fn parse_md_operand_inner(&mut self) -> PResult<MdId> {
        let pos = self.tok.pos;
        match self.tok.tok {
            Tok::MdNum(n) => {
                self.advance();
                Ok(self.md_slot(n, pos))
            }
            Tok::MdName => {
                let md = self.parse_md_node_body(false)?;
                Ok(self.m.add_metadata(md))
            }
            Tok::Punct(b'!') => {
                self.advance();
                let md = match self.tok.tok {
                    Tok::Str => {
                        let s = self.intern_token(true);
                        self.advance();
                        Metadata::String(s)
                    }
                    Tok::Punct(b'{') => self.parse_md_tuple(false)?,
                    _ => return self.err_here("expected a metadata string or node"),
                };
                Ok(self.m.add_metadata(md))
            }
            Tok::Word if self.text() == b"distinct" => {
                self.advance();
                let md = match self.tok.tok {
                    Tok::MdName => self.parse_md_node_body(true)?,
                    Tok::Punct(b'!') => {
                        self.advance();
                        self.parse_md_tuple(true)?
                    }
                    _ => return self.err_here("expected a metadata node after 'distinct'"),
                };
                Ok(self.m.add_metadata(md))
            }
            _ => {
                let tpos = self.tok.pos;
                let ty = self.parse_type()?;
                if ty == TypeTable::METADATA || ty == TypeTable::VOID || ty == TypeTable::LABEL {
                    return self.err(tpos, "invalid type for a value in metadata");
                }
                let v = self.parse_value(ty)?;
                Ok(self.m.add_metadata(Metadata::Value(ty, v)))
            }
        }
    }

    /// `{ elements }` after `!`.
    fn parse_md_tuple(&mut self, distinct: bool) -> PResult<Metadata> {
        self.expect_punct(b'{')?;
        let mut ops = Vec::new();
        while !self.is_punct(b'}') {
            if self.eat_word("null") {
                ops.push(None);
            } else {
                ops.push(Some(self.parse_md_operand()?));
            }
            if !self.eat_punct(b',') {
                break;
            }
        }
        self.expect_punct(b'}')?;
        Ok(Metadata::Tuple { distinct, ops })
    }

    /// `!DIxxx(field: value, ...)` starting at the `!DIxxx` token.
    fn parse_md_node_body(&mut self, distinct: bool) -> PResult<Metadata> {
        let kind = self.intern_token(true);
        let is_arg_list = self.text() == b"DIArgList";
        self.advance();
        self.expect_punct(b'(')?;
        let mut fields = Vec::new();
        while !self.is_punct(b')') {
            let name = match self.tok.tok {
                Tok::Label { quoted: false } => {
                    let s = self.intern_token(false);
                    self.advance();
                    Some(s)
                }
                _ => None,
            };
            let value = if is_arg_list && name.is_none() {
                MdField::Md(self.parse_md_operand()?)
            } else {
                self.parse_md_field()?
            };
            fields.push((name, value));
            if !self.eat_punct(b',') {
                break;
            }
        }
        self.expect_punct(b')')?;
        Ok(Metadata::Node { distinct, kind, fields })
    }

    fn parse_md_field(&mut self) -> PResult<MdField> {
        match self.tok.tok {
            Tok::Int => {
                let v = self.int_text_value()? as i128;
                self.advance();
                Ok(MdField::Int(v))
            }
            Tok::Str => {
                let s = self.intern_token(true);
                self.advance();
                Ok(MdField::Str(s))
            }
            Tok::Word if self.text() == b"null" => {
                self.advance();
                Ok(MdField::Null)
            }
            Tok::Word if self.text() != b"distinct" && !is_type_word(self.text()) => {
                let first = self.intern_token(false);
                self.advance();
                if !self.is_punct(b'|') {
                    return Ok(MdField::Word(first));
                }
                let mut flags = vec![first];
                while self.eat_punct(b'|') {
                    if self.tok.tok != Tok::Word {
                        return self.err_here("expected a flag name");
                    }
                    flags.push(self.intern_token(false));
                    self.advance();
                }
                Ok(MdField::Flags(flags))
            }
            Tok::MdNum(_) | Tok::MdName | Tok::Punct(b'!') | Tok::Word => Ok(MdField::Md(self.parse_md_operand()?)),
            _ => self.err_here("expected a metadata field value"),
        }
    }
}

/// Whether a word starts a type (so a field like `extraData: i64 0` holds a value).
fn is_type_word(w: &[u8]) -> bool {
    matches!(w, b"ptr" | b"half" | b"bfloat" | b"float" | b"double" | b"x86_fp80" | b"fp128" | b"ppc_fp128" | b"void")
        || (w.len() > 1 && w[0] == b'i' && w[1..].iter().all(u8::is_ascii_digit))
}
