//! Reading types, values and constants (including constant expressions).
//!
//! Every value is read against the type the syntax gives it (`i32 %x`, `i8* @g`), so a
//! constant's meaning and a forward reference's type are known at once. Floating-point
//! literals are converted exactly into the constant's own format (hex `0x` literals are
//! doubles, as in LLVM; `0xK`, `0xL`, `0xM`, `0xH`, `0xR` are raw bits).

use super::lexer::Tok;
use super::{LocalKey, PResult, Parser};
use crate::constant::{ConstExpr, ConstExprExtra, ConstKind, Constant};
use crate::inst::{FloatPredicate, InstFlags, IntPredicate, Opcode};
use crate::module::{BlockId, Global, GlobalId, GlobalKind};
use crate::printer::type_to_string;
use crate::types::{StructName, Type, TypeId, TypeTable};
use crate::value::Value;

/// The integer constants [`Parser::constant`] finds by index: types with the first ids
/// (`i1`, `i8`, `i32`, `i64` among them), values below the bound.
const SMALL_INT_TYPES: usize = 16;
const SMALL_INT_VALUES: usize = 256;

/// How long a bracketed type text [`Parser::closed_type_text`] looks at may be.
const MAX_BRACKETED_TYPE: usize = 256;

/// The end of the bracketed type text at `start` (`[4 x i8]`, `{ i32, %struct.S* }`,
/// `<2 x i64>`), when it holds only names, blanks, commas, stars and nested brackets on one
/// line; `None` for anything else (a quoted name, a function type, a line break).
fn bracketed_type_end(src: &[u8], start: usize) -> Option<usize> {
    let text = src.get(start..)?;
    let mut depth = 0u32;
    for (i, &b) in text[..text.len().min(MAX_BRACKETED_TYPE)].iter().enumerate() {
        match TYPE_TEXT[b as usize] {
            TEXT_GOES_ON => {}
            TEXT_OPENS => depth += 1,
            TEXT_CLOSES => {
                depth -= 1;
                if depth == 0 {
                    return Some(start + i + 1);
                }
            }
            _ => return None,
        }
    }
    None
}

/// What each byte is in a bracketed type text, one table lookup: a name byte, blank, comma,
/// star or `%` goes on, a bracket opens or closes, anything else is not such a text.
const TEXT_ENDS: u8 = 0;
const TEXT_GOES_ON: u8 = 1;
const TEXT_OPENS: u8 = 2;
const TEXT_CLOSES: u8 = 3;
const TYPE_TEXT: [u8; 256] = {
    let mut t = [TEXT_ENDS; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        t[b] = match c {
            b'[' | b'{' | b'<' => TEXT_OPENS,
            b']' | b'}' | b'>' => TEXT_CLOSES,
            b' ' | b',' | b'*' | b'%' => TEXT_GOES_ON,
            _ if super::lexer::is_name_char(c) => TEXT_GOES_ON,
            _ => TEXT_ENDS,
        };
        b += 1;
    }
    t
};

/// How long a constant expression's text [`Parser::parse_const_expr`] keeps may be.
const MAX_CONST_EXPR_TEXT: usize = 1024;

/// The text of the constant expression whose keyword is at `start`, up to the `)` that closes
/// its first `(` (`getelementptr inbounds ([4 x i32], [4 x i32]* @g, i64 0, i64 1)`), when
/// that is on one line without strings, comments, metadata or a `blockaddress` (whose block
/// may be the current function's); `None` otherwise.
fn const_expr_text(src: &[u8], start: usize) -> Option<&[u8]> {
    let text = src.get(start..)?;
    let text = &text[..text.len().min(MAX_CONST_EXPR_TEXT)];
    let mut depth = 0u32;
    let mut i = 0;
    while let Some(&b) = text.get(i) {
        match b {
            b'(' => {
                if text[..i].trim_ascii_end().ends_with(b"blockaddress") {
                    return None;
                }
                depth += 1;
            }
            b')' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(&text[..i + 1]);
                }
            }
            b'"' | b'\n' | b';' | b'!' => return None,
            _ => {}
        }
        i += 1;
    }
    None
}

/// The types clang writes most, known without a look-up.
#[inline]
pub(super) fn common_type(text: &[u8]) -> Option<TypeId> {
    match text {
        b"i32" => Some(TypeTable::I32),
        b"i64" => Some(TypeTable::I64),
        b"i8" => Some(TypeTable::I8),
        b"i1" => Some(TypeTable::I1),
        b"void" => Some(TypeTable::VOID),
        _ => None,
    }
}

/// An `icmp` or `fcmp` predicate as read.
pub(super) enum CmpPredicate {
    Int(IntPredicate),
    Float(FloatPredicate),
}

impl<'a> Parser<'a> {
    pub fn ty_str(&self, ty: TypeId) -> String {
        type_to_string(&self.m, ty)
    }

    pub fn type_mismatch<T>(&self, pos: u32, expected: TypeId, found: TypeId) -> PResult<T> {
        self.err(pos, format!("value has type '{}' but '{}' was expected", self.ty_str(found), self.ty_str(expected)))
    }

    // ---- types ----

    pub fn parse_type(&mut self) -> PResult<TypeId> {
        if let Some(ty) = self.plain_common_type() {
            self.advance();
            return Ok(ty);
        }
        self.enter()?;
        let r = match self.closed_type_text() {
            Some((text, next)) => {
                let known = match common_type(text) {
                    Some(ty) => Some(ty),
                    None => self.type_cache.get(text),
                };
                match known {
                    Some(ty) => {
                        self.lex.pos = self.tok.pos as usize + text.len();
                        self.advance();
                        Ok(ty)
                    }
                    None => {
                        let r = self.parse_type_inner();
                        // Kept only when the reading took exactly this text.
                        if let (Ok(ty), true) = (&r, self.tok.pos as usize == next) {
                            self.type_cache.insert(text, *ty);
                        }
                        r
                    }
                }
            }
            None => self.parse_type_inner(),
        };
        self.depth -= 1;
        r
    }

    /// The type of the current token when it is `i32`, `i64`, `i8`, `i1` or `void` and nothing
    /// can continue it: `,` or `)` follows at once, or one blank and then a local or global
    /// value or a decimal number (the common case, `i32 %5`), so that the token is the whole
    /// type without a look at the text beyond that byte.
    #[inline]
    fn plain_common_type(&self) -> Option<TypeId> {
        // Past the nesting limit `enter` gives its error.
        if self.tok.tok != Tok::Word || self.depth >= super::MAX_NESTING {
            return None;
        }
        let src = self.src;
        let end = self.tok.end as usize;
        let closed = match src.get(end) {
            Some(b',' | b')') => true,
            Some(b' ') => matches!(src.get(end + 1), Some(b'%' | b'@' | b'0'..=b'9')),
            _ => false,
        };
        if !closed {
            return None;
        }
        common_type(&src[self.tok.start as usize..end])
    }

    /// The text of the type at the current token when nothing can continue it, and where the
    /// next token starts: a name or a bracketed type of names, blanks and commas (`i32`,
    /// `%struct.S`, `[4 x i8]`, `{ i32, i8* }`), then pointer stars, followed by `,` or a
    /// closing bracket, or by blanks and then neither `*`, `(` (a function type), `addrspace`
    /// nor a comment. Reading such a text always gives the same type, so
    /// [`Parser::type_cache`] keeps it once read.
    fn closed_type_text(&self) -> Option<(&'a [u8], usize)> {
        let src = self.src;
        let start = self.tok.pos as usize;
        let mut end = match self.tok.tok {
            Tok::Word | Tok::Local { quoted: false } | Tok::LocalNum(_) => self.tok.end as usize,
            Tok::Punct(b'[' | b'{' | b'<') => bracketed_type_end(src, start)?,
            _ => return None,
        };
        while src.get(end) == Some(&b'*') {
            end += 1;
        }
        let mut next = end;
        while src.get(next).is_some_and(|&b| matches!(b, b' ' | b'\t' | b'\n' | b'\r')) {
            next += 1;
        }
        match src.get(next)? {
            b',' | b')' | b']' | b'}' | b'>' => {}
            b'*' | b'(' | b';' => return None,
            b'a' if src[next..].starts_with(b"addrspace") => return None,
            _ if next == end => return None,
            _ => {}
        }
        Some((&src[start..end], next))
    }

    fn parse_type_inner(&mut self) -> PResult<TypeId> {
        let pos = self.tok.pos;
        let mut ty = self.parse_base_type()?;
        loop {
            if self.is_punct(b'*') {
                self.check_pointee(ty, pos)?;
                self.note_pointer_mode(false, self.tok.pos)?;
                self.advance();
                ty = self.m.types.ptr(0, Some(ty));
            } else if self.is_word("addrspace") {
                // `T addrspace(N)*`: only a pointer suffix if a `*` follows.
                let save = (self.lex.pos, self.tok);
                self.advance();
                let space = self.paren_u32()?;
                if !self.is_punct(b'*') {
                    self.lex.pos = save.0;
                    self.tok = save.1;
                    return Ok(ty);
                }
                self.check_pointee(ty, pos)?;
                self.note_pointer_mode(false, self.tok.pos)?;
                self.advance();
                ty = self.m.types.ptr(space, Some(ty));
            } else if self.is_punct(b'(') {
                if matches!(self.m.types.get(ty), Type::Label | Type::Metadata | Type::Function { .. }) {
                    return self.err(pos, "invalid function return type");
                }
                self.advance();
                let mut params = std::mem::take(&mut self.type_list);
                params.clear();
                let mut vararg = false;
                while !self.is_punct(b')') {
                    if self.tok.tok == Tok::Ellipsis {
                        self.advance();
                        vararg = true;
                        break;
                    }
                    let p = self.parse_type()?;
                    params.push(p);
                    if !self.eat_punct(b',') {
                        break;
                    }
                }
                self.expect_punct(b')')?;
                ty = self.m.types.intern_reusing(Type::Function { ret: ty, params, vararg }, &mut self.type_list);
            } else {
                return Ok(ty);
            }
        }
    }

    fn check_pointee(&self, ty: TypeId, pos: u32) -> PResult<()> {
        match self.m.types.get(ty) {
            Type::Void | Type::Label | Type::Metadata | Type::Token => self.err(pos, "pointers to this type are invalid"),
            _ => Ok(()),
        }
    }

    fn parse_base_type(&mut self) -> PResult<TypeId> {
        let pos = self.tok.pos;
        match self.tok.tok {
            Tok::Word => {
                let t = self.text();
                if let Some(ty) = common_type(t) {
                    self.advance();
                    return Ok(ty);
                }
                let ty = match t {
                    b"void" => Type::Void,
                    b"half" => Type::Half,
                    b"bfloat" => Type::BFloat,
                    b"float" => Type::Float,
                    b"double" => Type::Double,
                    b"x86_fp80" => Type::X86Fp80,
                    b"fp128" => Type::Fp128,
                    b"ppc_fp128" => Type::PpcFp128,
                    b"label" => Type::Label,
                    b"metadata" => Type::Metadata,
                    b"token" => Type::Token,
                    b"x86_mmx" => Type::X86Mmx,
                    b"x86_amx" => Type::X86Amx,
                    b"ptr" => {
                        self.note_pointer_mode(true, pos)?;
                        self.advance();
                        let space = if self.is_word("addrspace") {
                            self.advance();
                            self.paren_u32()?
                        } else {
                            0
                        };
                        return Ok(self.m.types.ptr(space, None));
                    }
                    [b'i', rest @ ..] if !rest.is_empty() && rest.iter().all(u8::is_ascii_digit) => {
                        let bits = match super::decimal_u64(rest) {
                            Some(b) if (1..=(1 << 23)).contains(&b) => b as u32,
                            _ => return self.err_here("invalid integer bit width"),
                        };
                        self.advance();
                        return Ok(self.m.types.int(bits));
                    }
                    b"opaque" => return self.err_here("'opaque' is only valid in a type definition"),
                    _ if self.is_later_keyword() => return self.later_keyword_error(),
                    _ => return self.err_here("expected a type"),
                };
                self.advance();
                Ok(self.m.types.intern(ty))
            }
            Tok::Local { quoted } => {
                let sym = self.intern_token(quoted);
                self.advance();
                Ok(self.struct_ref(StructName::Named(sym), pos))
            }
            Tok::LocalNum(n) => {
                self.advance();
                Ok(self.struct_ref(StructName::Numbered(n), pos))
            }
            Tok::Punct(b'[') => {
                self.advance();
                let len = self.expect_u64()?;
                self.expect_word("x")?;
                let epos = self.tok.pos;
                let elem = self.parse_type()?;
                if !self.valid_element(elem) {
                    return self.err(epos, "invalid array element type");
                }
                self.expect_punct(b']')?;
                Ok(self.m.types.intern(Type::Array { len, elem }))
            }
            Tok::Punct(b'{') => {
                self.advance();
                let fields = self.parse_struct_fields(b'}')?;
                Ok(self.m.types.intern_reusing(Type::Struct { fields, packed: false }, &mut self.type_list))
            }
            Tok::Punct(b'<') => {
                self.advance();
                if self.eat_punct(b'{') {
                    let fields = self.parse_struct_fields(b'}')?;
                    self.expect_punct(b'>')?;
                    return Ok(self.m.types.intern_reusing(Type::Struct { fields, packed: true }, &mut self.type_list));
                }
                let scalable = self.eat_word("vscale");
                if scalable {
                    self.expect_word("x")?;
                }
                let lpos = self.tok.pos;
                let len = self.expect_u32()?;
                if len == 0 {
                    return self.err(lpos, "zero element vector is illegal");
                }
                self.expect_word("x")?;
                let epos = self.tok.pos;
                let elem = self.parse_type()?;
                let ok = matches!(self.m.types.get(elem), Type::Int(_) | Type::Ptr { .. })
                    || self.m.types.is_float(elem);
                if !ok {
                    return self.err(epos, "invalid vector element type");
                }
                self.expect_punct(b'>')?;
                Ok(self.m.types.vector(len, elem, scalable))
            }
            _ => self.err_here("expected a type"),
        }
    }

    fn valid_element(&self, ty: TypeId) -> bool {
        !matches!(self.m.types.get(ty), Type::Void | Type::Label | Type::Metadata | Type::Function { .. } | Type::Token)
    }

    /// Struct fields up to the closing `close` (consumed), in the reused `type_list` buffer.
    pub fn parse_struct_fields(&mut self, close: u8) -> PResult<Vec<TypeId>> {
        let mut fields = std::mem::take(&mut self.type_list);
        fields.clear();
        if self.eat_punct(close) {
            return Ok(fields);
        }
        loop {
            let pos = self.tok.pos;
            let f = self.parse_type()?;
            if !self.valid_element(f) {
                return self.err(pos, "invalid element type for struct");
            }
            fields.push(f);
            if !self.eat_punct(b',') {
                break;
            }
        }
        self.expect_punct(close)?;
        Ok(fields)
    }

    fn struct_ref(&mut self, name: StructName, pos: u32) -> TypeId {
        if let Some(id) = self.m.types.lookup_struct(name) {
            return id;
        }
        let id = self.m.types.named_struct(name);
        self.pending_structs.insert(id, pos);
        id
    }

    /// `%name = type { ... }` / `type opaque`.
    pub fn parse_type_def(&mut self) -> PResult<()> {
        let pos = self.tok.pos;
        let name = match self.tok.tok {
            Tok::Local { quoted } => StructName::Named(self.intern_token(quoted)),
            Tok::LocalNum(n) => StructName::Numbered(n),
            _ => return self.err_here("expected a type name"),
        };
        self.advance();
        self.expect_punct(b'=')?;
        self.expect_word("type")?;
        let existing = self.m.types.lookup_struct(name);
        if let Some(id) = existing {
            if self.pending_structs.remove(&id).is_none() {
                return self.err(pos, "redefinition of type");
            }
        }
        let id = self.m.types.named_struct(name);
        if self.eat_word("opaque") {
            return Ok(());
        }
        let packed = self.eat_punct(b'<');
        if !self.eat_punct(b'{') {
            return self.err_here("expected a struct body or 'opaque' (only struct types can be named)");
        }
        let fields = self.parse_struct_fields(b'}')?;
        if packed {
            self.expect_punct(b'>')?;
        }
        self.m.types.set_struct_body(id, fields, packed);
        Ok(())
    }

    // ---- values ----

    pub fn parse_typed_value(&mut self) -> PResult<(TypeId, Value)> {
        if let Some(tv) = self.plain_typed_value() {
            return Ok(tv);
        }
        let ty = self.parse_type()?;
        let v = self.parse_value(ty)?;
        Ok((ty, v))
    }

    /// Reads a value of type `ty`.
    pub fn parse_value(&mut self, ty: TypeId) -> PResult<Value> {
        if let Some(v) = self.defined_local(ty) {
            self.advance();
            return Ok(v);
        }
        self.enter()?;
        let r = self.parse_value_inner(ty);
        self.depth -= 1;
        r
    }

    fn parse_value_inner(&mut self, ty: TypeId) -> PResult<Value> {
        if ty == TypeTable::METADATA {
            return Ok(Value::Metadata(self.parse_md_operand()?));
        }
        let pos = self.tok.pos;
        match self.tok.tok {
            Tok::Local { .. } | Tok::LocalNum(_) => self.local_value(ty),
            Tok::Global { .. } | Tok::GlobalNum(_) => {
                let g = self.global_ref()?;
                self.check_global_type(g, ty, pos)?;
                Ok(Value::Global(g))
            }
            Tok::Int => {
                let kind = self.int_literal(ty)?;
                Ok(self.constant(ty, kind))
            }
            Tok::Float | Tok::HexFloat(_) => {
                let bits = self.float_literal(ty)?;
                Ok(self.constant(ty, ConstKind::Float(bits)))
            }
            Tok::CStr => {
                let bytes = self.string_bytes();
                match self.m.types.get(ty) {
                    Type::Array { len, elem } if *elem == TypeTable::I8 && *len == bytes.len() as u64 => {}
                    _ => return self.err_here(format!("constant string does not match type '{}'", self.ty_str(ty))),
                }
                self.advance();
                Ok(self.constant(ty, ConstKind::Bytes(bytes)))
            }
            Tok::Punct(b'[') => {
                self.advance();
                let len = match self.m.types.get(ty) {
                    Type::Array { len, .. } => *len,
                    _ => return self.err(pos, format!("array constant for non-array type '{}'", self.ty_str(ty))),
                };
                let elems = self.parse_elements(b']', ty, len)?;
                if elems.len() as u64 != len {
                    return self.err(pos, "array constant has the wrong number of elements");
                }
                Ok(self.constant(ty, ConstKind::Array(elems)))
            }
            Tok::Punct(b'<') => {
                self.advance();
                if self.eat_punct(b'{') {
                    let elems = self.struct_elements(ty, true, pos)?;
                    self.expect_punct(b'>')?;
                    return Ok(self.constant(ty, ConstKind::Struct(elems)));
                }
                let len = match self.m.types.get(ty) {
                    Type::Vector { len, scalable: false, .. } => *len,
                    _ => return self.err(pos, format!("vector constant for type '{}'", self.ty_str(ty))),
                };
                let elems = self.parse_elements(b'>', ty, u64::from(len))?;
                if elems.len() as u32 != len {
                    return self.err(pos, "vector constant has the wrong number of elements");
                }
                Ok(self.constant(ty, ConstKind::Vector(elems)))
            }
            Tok::Punct(b'{') => {
                self.advance();
                let elems = self.struct_elements(ty, false, pos)?;
                Ok(self.constant(ty, ConstKind::Struct(elems)))
            }
            Tok::Word => self.word_value(ty),
            _ => self.err_here("expected a value"),
        }
    }

    fn struct_elements(&mut self, ty: TypeId, packed: bool, pos: u32) -> PResult<Vec<Value>> {
        let count = match self.m.types.get(ty) {
            Type::Struct { fields, packed: p } if *p == packed => fields.len(),
            Type::Named { body: Some((fields, p)), .. } if *p == packed => fields.len(),
            _ => return self.err(pos, format!("struct constant does not match type '{}'", self.ty_str(ty))),
        };
        let elems = self.parse_elements(b'}', ty, count as u64)?;
        if elems.len() != count {
            return self.err(pos, "struct constant has the wrong number of fields");
        }
        Ok(elems)
    }

    /// `T v, T v, ...` up to `close`: the `count` elements of aggregate type `agg`. The
    /// vector is allocated once at its size (bounded by what the rest of the text can hold).
    fn parse_elements(&mut self, close: u8, agg: TypeId, count: u64) -> PResult<Vec<Value>> {
        let room = (self.src.len() - self.tok.pos as usize) / 4;
        let mut elems = Vec::with_capacity(count.min(room as u64) as usize);
        if self.eat_punct(close) {
            return Ok(elems);
        }
        // In an array or vector, the text of the last element's type read up to its value
        // (`[2 x i64] `, `i32* `): an element whose text starts with it has that type, which
        // is not read again. The byte after it must not continue a type (`*`, a parameter
        // list, `addrspace`) nor be a blank or a comment before it.
        let one_type = !self.m.types.is_struct(agg);
        let mut type_text: &'a [u8] = &[];
        loop {
            if let Some((v, next)) = self.plain_int_element(agg, elems.len() as u64, close) {
                elems.push(v);
                // The `,` or `close` after the digits is read with them.
                self.lex.pos = next + 1;
                self.advance();
                if self.src[next] == b',' {
                    continue;
                }
                return Ok(elems);
            }
            let pos = self.tok.pos;
            let start = pos as usize;
            let after = self.src.get(start + type_text.len()).copied();
            let ty = if !type_text.is_empty()
                && self.src[start..].starts_with(type_text)
                && !matches!(after, None | Some(b'*' | b'(' | b'a' | b';' | b' ' | b'\t' | b'\n' | b'\r'))
            {
                self.lex.pos = start + type_text.len();
                self.advance();
                self.m.types.element(agg, 0).unwrap_or(TypeTable::VOID)
            } else {
                let ty = self.parse_type()?;
                if one_type {
                    type_text = &self.src[start..self.tok.pos as usize];
                }
                ty
            };
            let Some(want) = self.m.types.element(agg, elems.len() as u64) else {
                return self.err(pos, "too many elements in constant");
            };
            if ty != want {
                return self.type_mismatch(pos, want, ty);
            }
            let v = self.parse_value(ty)?;
            if matches!(v, Value::Inst(_) | Value::Arg(_)) {
                return self.err(pos, "aggregate constants cannot contain local values");
            }
            elems.push(v);
            if !self.eat_punct(b',') {
                break;
            }
        }
        self.expect_punct(close)?;
        Ok(elems)
    }

    /// Element `index` of aggregate `agg` when the text at the current token is that
    /// element's integer type as clang spells it (`i32`), one blank, a decimal integer of at
    /// most 19 digits and at once `,` or `close` (`[i32 1, i32 -7]`: nearly every element of
    /// a C program's initialised arrays): its constant, read straight from the text, and where
    /// that `,` or `close` is. `None` for anything else, which the general reading takes (the
    /// same text always reads to the same constant either way).
    fn plain_int_element(&mut self, agg: TypeId, index: u64, close: u8) -> Option<(Value, usize)> {
        if self.tok.tok != Tok::Word || self.depth >= super::MAX_NESTING {
            return None;
        }
        let ty = self.m.types.element(agg, index)?;
        let width = self.m.types.int_width(ty).filter(|&w| w <= 64)?;
        let src = self.src;
        let name = &src[self.tok.start as usize..self.tok.end as usize];
        if name.first() != Some(&b'i') || name.get(1) == Some(&b'0') || super::decimal_u64(&name[1..]) != Some(u64::from(width)) {
            return None;
        }
        let mut at = self.tok.end as usize;
        if src.get(at) != Some(&b' ') {
            return None;
        }
        at += 1;
        let neg = src.get(at) == Some(&b'-');
        let (v, at) = super::plain::decimal_digits(src, at + usize::from(neg))?;
        if !matches!(src.get(at), Some(&b) if b == b',' || b == close) {
            return None;
        }
        let v = if neg { (v as u128).wrapping_neg() } else { v as u128 };
        Some((self.constant(ty, ConstKind::Int(mask(v, width))), at))
    }

    pub fn constant(&mut self, ty: TypeId, kind: ConstKind) -> Value {
        // Small integers of the first types (`i64 0`, `i32 1`: most constants in function
        // bodies) are found by index; the pool, which hashes, is asked once for each.
        let small = match kind {
            ConstKind::Int(v) if ty.index() < SMALL_INT_TYPES && v < SMALL_INT_VALUES as u128 => Some(ty.index() * SMALL_INT_VALUES + v as usize),
            _ => None,
        };
        if let Some(slot) = small {
            if let Some(&id) = self.small_ints.get(slot).filter(|id| id.0 != u32::MAX) {
                return Value::Const(id);
            }
        }
        let id = self.m.consts.intern(Constant { ty, kind });
        if let Some(slot) = small {
            if self.small_ints.is_empty() {
                self.small_ints = vec![crate::constant::ConstId(u32::MAX); SMALL_INT_TYPES * SMALL_INT_VALUES];
            }
            self.small_ints[slot] = id;
        }
        Value::Const(id)
    }

    fn word_value(&mut self, ty: TypeId) -> PResult<Value> {
        let pos = self.tok.pos;
        let kind = match self.text() {
            b"true" | b"false" => {
                if self.m.types.get(ty) != &Type::Int(1) {
                    return self.err_here("boolean constant must have type i1");
                }
                ConstKind::Int((self.text() == b"true") as u128)
            }
            b"null" => {
                if !self.m.types.is_ptr(ty) {
                    return self.err_here("null must be a pointer type");
                }
                ConstKind::Null
            }
            b"none" => {
                if self.m.types.get(ty) != &Type::Token {
                    return self.err_here("none must be of token type");
                }
                ConstKind::NoneToken
            }
            b"undef" => ConstKind::Undef,
            b"poison" => ConstKind::Poison,
            b"zeroinitializer" => ConstKind::Zero,
            b"blockaddress" => return self.block_address(ty),
            b"dso_local_equivalent" | b"no_cfi" => {
                let dso = self.text() == b"dso_local_equivalent";
                self.advance();
                let gpos = self.tok.pos;
                let g = self.global_ref()?;
                self.check_global_type(g, ty, gpos)?;
                let kind = if dso { ConstKind::DsoLocalEquivalent(g) } else { ConstKind::NoCfi(g) };
                return Ok(self.constant(ty, kind));
            }
            b"asm" => return self.err_here("inline asm is only valid as the callee of a call"),
            b"splat" => return self.splat(ty),
            _ => {
                let (found, v) = self.parse_const_expr()?;
                if found != ty {
                    return self.type_mismatch(pos, ty, found);
                }
                return Ok(v);
            }
        };
        if matches!(kind, ConstKind::Undef | ConstKind::Poison | ConstKind::Zero)
            && matches!(self.m.types.get(ty), Type::Void | Type::Label | Type::Function { .. })
        {
            return self.err_here("invalid type for constant");
        }
        if matches!(kind, ConstKind::Zero) && self.m.types.get(ty) == &Type::Metadata {
            return self.err_here("invalid type for zeroinitializer");
        }
        self.advance();
        Ok(self.constant(ty, kind))
    }

    /// `splat (T v)` (LLVM 19): a fixed-length vector of `v`, kept as its elements (LLVM reads
    /// both spellings as one constant).
    fn splat(&mut self, ty: TypeId) -> PResult<Value> {
        let pos = self.tok.pos;
        self.advance();
        let (len, elem) = match self.m.types.get(ty) {
            Type::Vector { len, elem, scalable: false } => (*len, *elem),
            Type::Vector { scalable: true, .. } => return self.err(pos, "'splat' of a scalable vector (LLVM 19) is not supported"),
            _ => return self.err(pos, format!("'splat' constant for non-vector type '{}'", self.ty_str(ty))),
        };
        self.expect_punct(b'(')?;
        let epos = self.tok.pos;
        let (ety, v) = self.parse_typed_value()?;
        if ety != elem {
            return self.type_mismatch(epos, elem, ety);
        }
        if matches!(v, Value::Inst(_) | Value::Arg(_)) {
            return self.err(epos, "a splat constant cannot contain a local value");
        }
        self.expect_punct(b')')?;
        Ok(self.constant(ty, ConstKind::Vector(vec![v; len as usize])))
    }

    /// The value of the current token when it is `%N` (most operands clang writes), already
    /// defined in this body with type `ty`, found by index without the general reading's
    /// dispatch; `None` for anything else, which [`Parser::local_value`] reads (and reports).
    #[inline]
    fn defined_local(&self, ty: TypeId) -> Option<Value> {
        let Tok::LocalNum(n) = self.tok.tok else { return None };
        if ty == TypeTable::LABEL || ty == TypeTable::METADATA || self.depth >= super::MAX_NESTING {
            return None;
        }
        let func = self.cur_func?;
        let v = *self.fs.locals.get(&LocalKey::Num(n))?;
        (self.m.value_type(Some(&self.m.functions[func.index()]), v) == ty).then_some(v)
    }

    fn local_value(&mut self, ty: TypeId) -> PResult<Value> {
        let pos = self.tok.pos;
        let Some(func) = self.cur_func else {
            return self.err_here("local values can only be used inside a function body");
        };
        let key = self.local_key();
        self.advance();
        if ty == TypeTable::LABEL {
            return Ok(Value::Block(self.block_ref(key, pos)));
        }
        if let Some(&v) = self.fs.locals.get(&key) {
            let found = self.m.value_type(Some(&self.m.functions[func.index()]), v);
            if found != ty {
                return self.type_mismatch(pos, ty, found);
            }
            return Ok(v);
        }
        if let Some(&(id, _)) = self.fs.forward.get(&key) {
            let found = self.m.functions[func.index()].insts[id.index()].ty;
            if found != ty {
                return self.type_mismatch(pos, ty, found);
            }
            return Ok(Value::Inst(id));
        }
        if let LocalKey::Num(n) = key {
            if n < self.fs.next_number {
                return self.err(pos, "use of undefined value");
            }
        }
        if !self.m.types.is_first_class(ty) {
            return self.err(pos, "invalid type for a value");
        }
        let id = self.placeholder_inst(func, ty);
        self.fs.forward.insert(key, (id, pos));
        Ok(Value::Inst(id))
    }

    pub fn local_key(&mut self) -> LocalKey {
        match self.tok.tok {
            Tok::LocalNum(n) => LocalKey::Num(n),
            Tok::Label { quoted } | Tok::Local { quoted } => LocalKey::Named(self.intern_token(quoted)),
            _ => LocalKey::Num(u32::MAX),
        }
    }

    /// The block called `key` in the current function, created (undefined) on first use.
    pub fn block_ref(&mut self, key: LocalKey, pos: u32) -> BlockId {
        if let Some(&b) = self.fs.blocks.get(&key) {
            return b;
        }
        let f = &mut self.m.functions[self.cur_func.expect("inside a function").index()];
        let id = BlockId(f.blocks.len() as u32);
        f.blocks.push(Default::default());
        self.fs.blocks.insert(key, id);
        self.fs.block_pending.push(Some(pos));
        id
    }

    /// `@name` / `@N`: the global value, `Pending` if not defined yet.
    pub fn global_ref(&mut self) -> PResult<GlobalId> {
        let pos = self.tok.pos;
        let g = match self.tok.tok {
            Tok::Global { quoted } => {
                let sym = self.intern_token(quoted);
                // Names only gain globals while the text is read, so a cached one stays true.
                match self.sym_globals.get(sym.0 as usize) {
                    Some(&g) if g != GlobalId(u32::MAX) => g,
                    _ => {
                        let g = match self.m.global_names.get(&sym) {
                            Some(&g) => g,
                            None => {
                                let g = self.new_global(Some(sym), pos);
                                self.m.global_names.insert(sym, g);
                                g
                            }
                        };
                        if self.sym_globals.len() <= sym.0 as usize {
                            self.sym_globals.resize(sym.0 as usize + 1, GlobalId(u32::MAX));
                        }
                        self.sym_globals[sym.0 as usize] = g;
                        g
                    }
                }
            }
            Tok::GlobalNum(n) => match self.numbered_globals.get(&n) {
                Some(&g) => g,
                None => {
                    let g = self.new_global(None, pos);
                    self.numbered_globals.insert(n, g);
                    g
                }
            },
            _ => return self.err_here("expected a global value"),
        };
        self.advance();
        Ok(g)
    }

    fn new_global(&mut self, name: Option<crate::symbol::Sym>, pos: u32) -> GlobalId {
        let g = GlobalId(self.m.globals.len() as u32);
        self.m.globals.push(Global::new(name, TypeTable::VOID, TypeTable::VOID, GlobalKind::Pending));
        self.pending_globals.insert(g, pos);
        g
    }

    /// Checks (or, for a pending global seen first here, records) the type of `@g`'s address.
    pub fn check_global_type(&mut self, g: GlobalId, ty: TypeId, pos: u32) -> PResult<()> {
        let cur = self.m.globals[g.index()].ty;
        if cur == TypeTable::VOID {
            if !self.m.types.is_ptr(ty) {
                return self.err(pos, format!("global value used with non-pointer type '{}'", self.ty_str(ty)));
            }
            self.m.globals[g.index()].ty = ty;
            return Ok(());
        }
        if cur != ty {
            return self.type_mismatch(pos, ty, cur);
        }
        Ok(())
    }

    /// `blockaddress(@f, %bb)`.
    fn block_address(&mut self, ty: TypeId) -> PResult<Value> {
        let pos = self.tok.pos;
        self.advance();
        self.expect_punct(b'(')?;
        let g = self.global_ref()?;
        self.expect_punct(b',')?;
        let bpos = self.tok.pos;
        if !matches!(self.tok.tok, Tok::Local { .. } | Tok::LocalNum(_)) {
            return self.err_here("expected a block name");
        }
        let key = self.local_key();
        self.advance();
        self.expect_punct(b')')?;
        if !self.m.types.is_ptr(ty) {
            return self.err(pos, "blockaddress must have pointer type");
        }
        let current = self.cur_func.map(|f| self.m.functions[f.index()].global);
        let block = match self.m.globals[g.index()].kind {
            _ if current == Some(g) => self.block_ref(key, bpos).0,
            GlobalKind::Function(f) if !self.m.functions[f.index()].is_declaration() => {
                match crate::printer::find_block(&self.m, f, key) {
                    Some(b) => b.0,
                    None => return self.err(bpos, "blockaddress names a block that does not exist"),
                }
            }
            GlobalKind::Function(_) | GlobalKind::Pending => {
                let next = self.foreign_blocks.keys().filter(|(fg, _)| *fg == g).count() as u32;
                self.foreign_blocks.entry((g, key)).or_insert((BlockId(next), bpos)).0 .0
            }
            _ => return self.err(pos, "blockaddress must name a function"),
        };
        Ok(self.constant(ty, ConstKind::BlockAddress { func: g, block }))
    }

    // ---- literals ----

    fn int_literal(&mut self, ty: TypeId) -> PResult<ConstKind> {
        let Some(width) = self.m.types.int_width(ty) else {
            return self.err_here(format!("integer constant must have integer type, not '{}'", self.ty_str(ty)));
        };
        if width > 128 {
            let words = crate::constant::wide_from_decimal(self.text(), width);
            self.advance();
            return Ok(ConstKind::WideInt(words));
        }
        let v = self.int_text_value()?;
        self.advance();
        Ok(ConstKind::Int(mask(v, width)))
    }

    /// The current `Int` token as a two's-complement `u128`.
    pub fn int_text_value(&self) -> PResult<u128> {
        let text = self.text();
        let (neg, digits) = match text.first() {
            Some(b'-') => (true, &text[1..]),
            Some(b'+') => (false, &text[1..]),
            _ => (false, text),
        };
        if digits.len() <= 19 {
            // At most 19 digits fit in a u64: no 128-bit multiply per digit.
            let v = digits.iter().fold(0u64, |v, &d| v * 10 + u64::from(d.wrapping_sub(b'0')));
            return Ok(if neg { (v as u128).wrapping_neg() } else { v as u128 });
        }
        let mut v: u128 = 0;
        for &d in digits {
            v = match v.checked_mul(10).and_then(|v| v.checked_add((d - b'0') as u128)) {
                Some(v) => v,
                None => return self.err_here("integer constant too large"),
            };
        }
        Ok(if neg { v.wrapping_neg() } else { v })
    }

    fn float_literal(&mut self, ty: TypeId) -> PResult<u128> {
        let t = self.m.types.get(ty).clone();
        if !self.m.types.is_float(ty) {
            return self.err_here(format!("floating point constant invalid for type '{}'", self.ty_str(ty)));
        }
        let text = self.text();
        let raw = |p: &Self, max_digits: usize| -> PResult<u128> {
            if text.len() > max_digits {
                return p.err_here("too many hex digits in floating point constant");
            }
            let mut v: u128 = 0;
            for &d in text {
                v = v << 4 | (d as char).to_digit(16).unwrap_or(0) as u128;
            }
            Ok(v)
        };
        let bits = match (self.tok.tok, &t) {
            (Tok::HexFloat(b'K'), Type::X86Fp80) => raw(self, 20)?,
            // LLVM spells an fp128 low 64-bit word first; the bits are kept in their natural order.
            (Tok::HexFloat(b'L'), Type::Fp128) => raw(self, 32)?.rotate_left(64),
            (Tok::HexFloat(b'M'), Type::PpcFp128) => raw(self, 32)?,
            (Tok::HexFloat(b'H'), Type::Half) | (Tok::HexFloat(b'R'), Type::BFloat) => raw(self, 4)?,
            (Tok::HexFloat(0), _) => {
                let d = raw(self, 16)? as u64;
                self.double_to_type(d, &t)?
            }
            (Tok::Float, _) => {
                let d = std::str::from_utf8(text).ok().and_then(|s| s.parse::<f64>().ok());
                match d {
                    Some(d) => self.double_to_type(d.to_bits(), &t)?,
                    None => return self.err_here("malformed floating point constant"),
                }
            }
            _ => return self.err_here(format!("floating point constant invalid for type '{}'", self.ty_str(ty))),
        };
        self.advance();
        Ok(bits)
    }

    /// Converts a double to `ty`'s format, exactly (as LLVM requires of literals).
    fn double_to_type(&self, d: u64, ty: &Type) -> PResult<u128> {
        let converted = match ty {
            Type::Double => Some(d as u128),
            Type::Float => crate::printer::float::narrow(d, 8, 23).map(|v| v as u128),
            Type::Half => crate::printer::float::narrow(d, 5, 10).map(|v| v as u128),
            Type::BFloat => crate::printer::float::narrow(d, 8, 7).map(|v| v as u128),
            Type::X86Fp80 => Some(crate::printer::float::double_to_fp80(d)),
            Type::Fp128 => Some(crate::printer::float::double_to_fp128(d)),
            _ => None,
        };
        match converted {
            Some(v) => Ok(v),
            None => self.err_here("floating point constant invalid for type"),
        }
    }

    // ---- constant expressions ----

    /// A constant expression starting at its keyword; returns its type and value.
    ///
    /// Each form has its own small function: they recurse through `parse_value`, and small
    /// frames keep deep (but bounded, see `enter`) nesting within the stack.
    pub fn parse_const_expr(&mut self) -> PResult<(TypeId, Value)> {
        let start = self.tok.pos as usize;
        let text = const_expr_text(self.src, start);
        if let Some(&(ty, v, depth)) = text.and_then(|t| self.const_expr_cache.get(t)) {
            // Read before at this nesting depth or a deeper one: the same constant again.
            if self.depth <= depth {
                self.lex.pos = start + text.map_or(0, <[u8]>::len);
                self.advance();
                return Ok((ty, v));
            }
        }
        let depth = self.depth;
        let (ty, v) = self.read_const_expr()?;
        if let Some(text) = text {
            // Kept when the reading ended with this text's `)`.
            let end = start + text.len();
            let next = self.tok.pos as usize;
            if next >= end && self.src[end..next].iter().all(|&b| matches!(b, b' ' | b'\t' | b'\n' | b'\r')) {
                self.const_expr_cache.insert(text, (ty, v, depth));
            }
        }
        Ok((ty, v))
    }

    /// [`Parser::parse_const_expr`] without the look-up by text.
    fn read_const_expr(&mut self) -> PResult<(TypeId, Value)> {
        let pos = self.tok.pos;
        if self.is_later_keyword() {
            return self.later_keyword_error();
        }
        let Some(op) = Opcode::from_name(self.text()) else {
            return self.err_here("expected a value");
        };
        self.advance();
        let mut e = ConstExpr { opcode: op, flags: 0, operands: Vec::new(), extra: ConstExprExtra::None };
        let ty = match op {
            _ if op.is_binary() => self.const_binary(&mut e, pos)?,
            Opcode::FNeg => {
                self.expect_punct(b'(')?;
                let (t, a) = self.parse_typed_value()?;
                e.operands.push(a);
                t
            }
            _ if op.is_cast() => self.const_cast(&mut e, pos)?,
            Opcode::ICmp | Opcode::FCmp => self.const_cmp(&mut e)?,
            Opcode::Select => self.const_select(&mut e)?,
            Opcode::GetElementPtr => self.const_gep(&mut e, pos)?,
            Opcode::ExtractElement | Opcode::InsertElement | Opcode::ShuffleVector => self.const_vector_op(&mut e, pos)?,
            Opcode::ExtractValue | Opcode::InsertValue => self.const_aggregate_op(&mut e, pos)?,
            _ => return self.err(pos, format!("'{}' is not valid in a constant expression", op.name())),
        };
        self.expect_punct(b')')?;
        if e.operands.iter().any(|v| matches!(v, Value::Inst(_) | Value::Arg(_) | Value::Block(_))) {
            return self.err(pos, "constant expressions cannot use local values");
        }
        let v = self.constant(ty, ConstKind::Expr(Box::new(e)));
        Ok((ty, v))
    }

    /// `T a, T b` inside a constant expression's parentheses, both of one type.
    fn const_pair(&mut self) -> PResult<(TypeId, Value, Value)> {
        let (t, a) = self.parse_typed_value()?;
        self.expect_punct(b',')?;
        let bpos = self.tok.pos;
        let (t2, b) = self.parse_typed_value()?;
        if t2 != t {
            return self.type_mismatch(bpos, t, t2);
        }
        Ok((t, a, b))
    }

    fn const_binary(&mut self, e: &mut ConstExpr, pos: u32) -> PResult<TypeId> {
        let mut flags = InstFlags::default();
        self.parse_arith_flags(e.opcode, &mut flags)?;
        e.flags = flags.0;
        self.expect_punct(b'(')?;
        let (t, a, b) = self.const_pair()?;
        self.check_binary_type(e.opcode, t, pos)?;
        e.operands = vec![a, b];
        Ok(t)
    }

    fn const_cast(&mut self, e: &mut ConstExpr, pos: u32) -> PResult<TypeId> {
        self.expect_punct(b'(')?;
        let (from, v) = self.parse_typed_value()?;
        self.expect_word("to")?;
        let ty = self.parse_type()?;
        self.check_cast(e.opcode, from, ty, pos)?;
        e.operands.push(v);
        Ok(ty)
    }

    /// The predicate word after `icmp` (`op` is `ICmp`) or `fcmp`, in instructions and
    /// constant expressions alike.
    pub(super) fn parse_cmp_predicate(&mut self, op: Opcode) -> PResult<CmpPredicate> {
        let predicate = if op == Opcode::ICmp {
            IntPredicate::from_name(self.text()).map(CmpPredicate::Int)
        } else {
            FloatPredicate::from_name(self.text()).map(CmpPredicate::Float)
        };
        match predicate {
            Some(p) => {
                self.advance();
                Ok(p)
            }
            None => self.err_here(if op == Opcode::ICmp { "expected an icmp predicate" } else { "expected an fcmp predicate" }),
        }
    }

    fn const_cmp(&mut self, e: &mut ConstExpr) -> PResult<TypeId> {
        e.extra = match self.parse_cmp_predicate(e.opcode)? {
            CmpPredicate::Int(p) => ConstExprExtra::ICmp(p),
            CmpPredicate::Float(p) => ConstExprExtra::FCmp(p),
        };
        self.expect_punct(b'(')?;
        let (t, a, b) = self.const_pair()?;
        e.operands = vec![a, b];
        Ok(self.m.types.bool_like(t))
    }

    fn const_select(&mut self, e: &mut ConstExpr) -> PResult<TypeId> {
        self.expect_punct(b'(')?;
        let (_, c) = self.parse_typed_value()?;
        self.expect_punct(b',')?;
        let (t, a, b) = self.const_pair()?;
        e.operands = vec![c, a, b];
        Ok(t)
    }

    fn const_gep(&mut self, e: &mut ConstExpr, pos: u32) -> PResult<TypeId> {
        let mut flags = InstFlags::default();
        self.parse_arith_flags(Opcode::GetElementPtr, &mut flags)?;
        e.flags = flags.0;
        // LLVM 19's `inrange(lo, hi)`: the byte range of the result that may be accessed.
        let mut inrange_bytes = None;
        if self.eat_word("inrange") {
            self.expect_punct(b'(')?;
            let lo = self.expect_i64()?;
            self.expect_punct(b',')?;
            let hi = self.expect_i64()?;
            self.expect_punct(b')')?;
            inrange_bytes = Some((lo, hi));
        }
        self.expect_punct(b'(')?;
        let source = self.parse_type()?;
        self.expect_punct(b',')?;
        let mut inrange = None;
        let mut types = std::mem::take(&mut self.gep_types);
        types.clear();
        loop {
            if self.eat_word("inrange") {
                inrange = Some(e.operands.len() as u32);
            }
            let (t, v) = self.parse_typed_value()?;
            types.push(t);
            e.operands.push(v);
            if !self.eat_punct(b',') {
                break;
            }
        }
        let ty = self.gep_result(source, &types, &e.operands, pos)?;
        self.gep_types = types;
        e.extra = ConstExprExtra::Gep { source, inrange, inrange_bytes };
        Ok(ty)
    }

    fn const_vector_op(&mut self, e: &mut ConstExpr, pos: u32) -> PResult<TypeId> {
        self.expect_punct(b'(')?;
        let (t, v) = self.parse_typed_value()?;
        e.operands.push(v);
        let count = if e.opcode == Opcode::ExtractElement { 1 } else { 2 };
        let mut last_ty = t;
        for _ in 0..count {
            self.expect_punct(b',')?;
            let (ot, o) = self.parse_typed_value()?;
            e.operands.push(o);
            last_ty = ot;
        }
        match e.opcode {
            Opcode::ExtractElement => self.vector_elem(t, pos),
            Opcode::InsertElement => Ok(t),
            _ => self.shuffle_type(t, last_ty, pos),
        }
    }

    fn const_aggregate_op(&mut self, e: &mut ConstExpr, pos: u32) -> PResult<TypeId> {
        self.expect_punct(b'(')?;
        let (t, agg) = self.parse_typed_value()?;
        e.operands.push(agg);
        if e.opcode == Opcode::InsertValue {
            self.expect_punct(b',')?;
            let (_, v) = self.parse_typed_value()?;
            e.operands.push(v);
        }
        let mut idx = Vec::new();
        while self.eat_punct(b',') {
            idx.push(self.expect_u32()?);
        }
        let elem = self.indexed_type(t, &idx, pos)?;
        e.extra = ConstExprExtra::Indices(idx);
        Ok(if e.opcode == Opcode::ExtractValue { elem } else { t })
    }

    /// The integer flags after an opcode, in any order: `nuw`/`nsw` (arithmetic, `shl`, and
    /// `trunc` from LLVM 19), `exact`, `disjoint` (`or`, LLVM 18), `nneg` (`zext` LLVM 18,
    /// `uitofp` LLVM 19), `samesign` (`icmp`, LLVM 20), `inbounds`/`nusw`/`nuw`
    /// (`getelementptr`; the last two LLVM 19).
    pub fn parse_arith_flags(&mut self, op: Opcode, flags: &mut InstFlags) -> PResult<()> {
        use Opcode as O;
        while self.tok.tok == Tok::Word {
            let bit = match (op, self.text()) {
                (O::Add | O::Sub | O::Mul | O::Shl | O::Trunc | O::GetElementPtr, b"nuw") => InstFlags::NUW,
                (O::Add | O::Sub | O::Mul | O::Shl | O::Trunc, b"nsw") => InstFlags::NSW,
                (O::UDiv | O::SDiv | O::LShr | O::AShr, b"exact") => InstFlags::EXACT,
                (O::Or, b"disjoint") => InstFlags::DISJOINT,
                (O::ZExt | O::UiToFp, b"nneg") => InstFlags::NNEG,
                (O::ICmp, b"samesign") => InstFlags::SAMESIGN,
                (O::GetElementPtr, b"inbounds") => InstFlags::INBOUNDS,
                (O::GetElementPtr, b"nusw") => InstFlags::NUSW,
                _ => return Ok(()),
            };
            flags.set(bit);
            self.advance();
        }
        Ok(())
    }

    pub fn check_binary_type(&self, op: Opcode, ty: TypeId, pos: u32) -> PResult<()> {
        let scalar = self.m.types.scalar(ty);
        let ok = if op.is_fp_binary() { self.m.types.is_float(scalar) } else { self.m.types.is_int(scalar) };
        if ok {
            Ok(())
        } else {
            self.err(pos, format!("invalid operand type '{}' for '{}'", self.ty_str(ty), op.name()))
        }
    }

    /// Whether `op` can cast `from` to `to` (shapes and kinds; bit widths where obvious).
    pub fn check_cast(&self, op: Opcode, from: TypeId, to: TypeId, pos: u32) -> PResult<()> {
        let t = &self.m.types;
        let (fs, ts) = (t.scalar(from), t.scalar(to));
        let same_shape = t.vector_shape(from) == t.vector_shape(to);
        let iw = |x| t.int_width(x);
        let ok = same_shape
            && match op {
                Opcode::Trunc => matches!((iw(fs), iw(ts)), (Some(a), Some(b)) if a > b),
                Opcode::ZExt | Opcode::SExt => matches!((iw(fs), iw(ts)), (Some(a), Some(b)) if a < b),
                Opcode::FpTrunc | Opcode::FpExt => t.is_float(fs) && t.is_float(ts) && fs != ts,
                Opcode::FpToUi | Opcode::FpToSi => t.is_float(fs) && t.is_int(ts),
                Opcode::UiToFp | Opcode::SiToFp => t.is_int(fs) && t.is_float(ts),
                Opcode::PtrToInt | Opcode::PtrToAddr => t.is_ptr(fs) && t.is_int(ts),
                Opcode::IntToPtr => t.is_int(fs) && t.is_ptr(ts),
                Opcode::AddrSpaceCast => {
                    matches!((t.get(fs), t.get(ts)), (Type::Ptr { addrspace: a, .. }, Type::Ptr { addrspace: b, .. }) if a != b)
                }
                Opcode::BitCast => {
                    t.is_first_class(from) && t.is_first_class(to) && !t.is_aggregate(from) && !t.is_aggregate(to)
                        && match (t.get(fs), t.get(ts)) {
                            (Type::Ptr { addrspace: a, .. }, Type::Ptr { addrspace: b, .. }) => a == b,
                            (Type::Ptr { .. }, _) | (_, Type::Ptr { .. }) => false,
                            _ => true,
                        }
                }
                _ => false,
            };
        let bitcast_vector_ok = op == Opcode::BitCast && !same_shape && !t.is_ptr(fs) && !t.is_ptr(ts);
        if ok || bitcast_vector_ok {
            Ok(())
        } else {
            self.err(pos, format!("invalid cast '{}' from '{}' to '{}'", op.name(), self.ty_str(from), self.ty_str(to)))
        }
    }

    pub fn vector_elem(&self, ty: TypeId, pos: u32) -> PResult<TypeId> {
        match self.m.types.get(ty) {
            Type::Vector { elem, .. } => Ok(*elem),
            _ => self.err(pos, "operand must be a vector"),
        }
    }

    pub fn shuffle_type(&mut self, ty: TypeId, mask_ty: TypeId, pos: u32) -> PResult<TypeId> {
        let elem = self.vector_elem(ty, pos)?;
        let Some((len, scalable)) = self.m.types.vector_shape(mask_ty) else {
            return self.err(pos, "shufflevector mask must be a vector");
        };
        Ok(self.m.types.vector(len, elem, scalable))
    }

    /// The type reached by `extractvalue`/`insertvalue` indices.
    pub fn indexed_type(&self, mut ty: TypeId, idx: &[u32], pos: u32) -> PResult<TypeId> {
        if idx.is_empty() {
            return self.err(pos, "expected indices");
        }
        for &i in idx {
            let inner = match self.m.types.get(ty) {
                Type::Array { len, elem } if (i as u64) < *len => Some(*elem),
                Type::Struct { .. } | Type::Named { .. } => self.m.types.element(ty, i as u64),
                _ => None,
            };
            ty = match inner {
                Some(t) => t,
                None => return self.err(pos, "invalid indices for extractvalue/insertvalue"),
            };
        }
        Ok(ty)
    }

    /// The result type of a GEP over `source` with operands `[ptr, idx...]`.
    pub fn gep_result(&mut self, source: TypeId, types: &[TypeId], ops: &[Value], pos: u32) -> PResult<TypeId> {
        let ptr_ty = types[0];
        let (addrspace, pointee) = match self.m.types.get(self.m.types.scalar(ptr_ty)) {
            Type::Ptr { addrspace, pointee } => (*addrspace, *pointee),
            _ => return self.err(pos, "getelementptr base must be a pointer"),
        };
        if pointee.is_some_and(|p| p != source) {
            return self.err(pos, "explicit pointee type doesn't match the operand's pointee type");
        }
        if !self.m.types.is_sized(source) {
            return self.err(pos, "getelementptr base element type must be sized");
        }
        let mut vec_len = self.m.types.vector_shape(ptr_ty);
        let mut cur = source;
        for (i, (&t, &v)) in types.iter().zip(ops).enumerate().skip(1) {
            if !self.m.types.is_int(self.m.types.scalar(t)) {
                return self.err(pos, "getelementptr index must be an integer");
            }
            if let Some(shape) = self.m.types.vector_shape(t) {
                vec_len = Some(shape);
            }
            if i == 1 {
                continue;
            }
            cur = match self.m.types.get(cur) {
                Type::Array { elem, .. } | Type::Vector { elem, .. } => *elem,
                Type::Struct { .. } | Type::Named { .. } => {
                    let field = self.struct_index(v).and_then(|f| self.m.types.element(cur, f as u64));
                    match field {
                        Some(f) => f,
                        None => return self.err(pos, "invalid getelementptr struct index"),
                    }
                }
                _ => return self.err(pos, "invalid getelementptr indices"),
            };
        }
        let elem_ptr = if self.m.opaque_pointers { self.m.types.ptr(addrspace, None) } else { self.m.types.ptr(addrspace, Some(cur)) };
        Ok(match vec_len {
            Some((len, scalable)) => self.m.types.vector(len, elem_ptr, scalable),
            None => elem_ptr,
        })
    }

    /// A constant struct index (a splat vector counts as its element).
    fn struct_index(&self, v: Value) -> Option<i128> {
        if let Some(i) = self.m.const_int(v) {
            return Some(i);
        }
        let Value::Const(c) = v else { return None };
        match &self.m.consts.get(c).kind {
            ConstKind::Vector(elems) => {
                let first = self.m.const_int(*elems.first()?)?;
                elems.iter().all(|&e| self.m.const_int(e) == Some(first)).then_some(first)
            }
            ConstKind::Zero => Some(0),
            _ => None,
        }
    }
}

pub fn mask(v: u128, width: u32) -> u128 {
    if width >= 128 {
        v
    } else {
        v & ((1u128 << width) - 1)
    }
}
