//! The `.ll` lexer: bytes in, one [`Token`] at a time out, without allocating.
//!
//! A token is a kind plus the byte range of its text; names keep the range of their content
//! (without sigil and quotes) and a `quoted` flag, and are unescaped only when they contain
//! `\`. Numbers, strings and keywords are sliced from the source on demand by the parser.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tok {
    Eof,
    /// A lexing error; [`LexError::message`] says what is wrong.
    Error(LexError),
    /// A bare word: keyword, type name (`i32`), DWARF constant, `true`.
    Word,
    /// `name:`, `"name":` or `7:` starting a block.
    Label { quoted: bool },
    /// `@name` / `@"name"`.
    Global { quoted: bool },
    GlobalNum(u32),
    /// `%name` / `%"name"`.
    Local { quoted: bool },
    LocalNum(u32),
    /// `!name` (metadata kind, named metadata, specialized node name).
    MdName,
    /// `!7`.
    MdNum(u32),
    /// `#7` (attribute group).
    AttrGroup(u32),
    /// `#dbg_value` and friends (debug records of later LLVM versions).
    DebugRecord,
    /// `$name` / `$"name"`.
    Comdat { quoted: bool },
    /// A decimal integer, possibly negative.
    Int,
    /// A decimal floating-point literal (`1.5`, `-2.0e+10`).
    Float,
    /// `0x...`, `0xK...`, `0xL...`, `0xM...`, `0xH...`, `0xR...` (the range covers the digits;
    /// the byte is the format letter, or 0 for plain `0x`).
    HexFloat(u8),
    /// `"..."` (range covers the content, escapes not processed).
    Str,
    /// `c"..."`.
    CStr,
    Ellipsis,
    /// One punctuation byte: `= , * [ ] { } ( ) < > ! | :`.
    Punct(u8),
}

/// What is wrong with a malformed token. A small integer rather than its message, so that the
/// parser's token comparisons stay integer comparisons.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LexError {
    UnterminatedString,
    ValueNumberTooLarge,
    NameExpected,
    NumberedComdat,
    MetadataNumberTooLarge,
    GroupNumberTooLarge,
    GroupNumberExpected,
    SummaryEntry,
    UnexpectedCharacter,
    HexDigitsExpected,
    NumberAfterSign,
    MalformedNumber,
}

impl LexError {
    pub fn message(self) -> &'static str {
        match self {
            LexError::UnterminatedString => "unterminated string constant",
            LexError::ValueNumberTooLarge => "value number too large",
            LexError::NameExpected => "expected a name after the sigil",
            LexError::NumberedComdat => "comdat names cannot be numbers",
            LexError::MetadataNumberTooLarge => "metadata number too large",
            LexError::GroupNumberTooLarge => "attribute group number too large",
            LexError::GroupNumberExpected => "expected an attribute group number after '#'",
            LexError::SummaryEntry => "module summary entries ('^N = ...') are not supported",
            LexError::UnexpectedCharacter => "unexpected character",
            LexError::HexDigitsExpected => "expected hexadecimal digits",
            LexError::NumberAfterSign => "expected a number after the sign",
            LexError::MalformedNumber => "malformed number",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    pub tok: Tok,
    /// Where the token starts (for diagnostics).
    pub pos: u32,
    /// The token's content.
    pub start: u32,
    pub end: u32,
}

pub struct Lexer<'a> {
    pub src: &'a [u8],
    pub pos: usize,
    /// Where the content of the last string or quoted name read without a `\` ends (0: none
    /// yet): the parser interns such a token as it is, without looking for escapes.
    pub plain_string_end: usize,
}

/// Byte classes, one table lookup per byte: name characters (letters, digits, `-$._`; bare
/// words take the same set), the same plus `\` (names still to be unescaped), decimal digits,
/// whitespace.
const NAME: u8 = 1;
const NAME_ESC: u8 = 2;
const DIGIT: u8 = 4;
const SPACE: u8 = 8;
const CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        if c.is_ascii_alphanumeric() || matches!(c, b'-' | b'$' | b'.' | b'_') {
            t[b] |= NAME | NAME_ESC;
        }
        if c == b'\\' {
            t[b] |= NAME_ESC;
        }
        if c.is_ascii_digit() {
            t[b] |= DIGIT;
        }
        if matches!(c, b' ' | b'\t' | b'\n' | b'\r') {
            t[b] |= SPACE;
        }
        b += 1;
    }
    t
};

/// Whether `b` may appear in a bare name or word (the printer quotes names with any other).
#[inline]
pub(crate) const fn is_name_char(b: u8) -> bool {
    CLASS[b as usize] & NAME != 0
}

impl<'a> Lexer<'a> {
    pub fn new(src: &'a [u8]) -> Lexer<'a> {
        Lexer { src, pos: 0, plain_string_end: 0 }
    }

    #[inline(always)]
    fn peek(&self, off: usize) -> u8 {
        self.src.get(self.pos + off).copied().unwrap_or(0)
    }

    /// Moves past every byte of class `class`.
    #[inline(always)]
    fn skip_class(&mut self, class: u8) {
        let mut pos = self.pos;
        while let Some(&b) = self.src.get(pos) {
            if CLASS[b as usize] & class == 0 {
                break;
            }
            pos += 1;
        }
        self.pos = pos;
    }

    #[inline(always)]
    fn token(&self, tok: Tok, pos: usize, start: usize, end: usize) -> Token {
        Token { tok, pos: pos as u32, start: start as u32, end: end as u32 }
    }

    /// Scans a `"..."` string starting at the opening quote; returns the content range.
    fn string(&mut self) -> Result<(usize, usize), LexError> {
        let start = self.pos + 1;
        match string_end(&self.src[start..]) {
            Some((n, escaped)) => {
                self.pos = start + n + 1;
                if !escaped {
                    self.plain_string_end = start + n;
                }
                Ok((start, start + n))
            }
            None => {
                self.pos = self.src.len();
                Err(LexError::UnterminatedString)
            }
        }
    }

    fn digits(&mut self) -> (usize, usize) {
        let start = self.pos;
        self.skip_class(DIGIT);
        (start, self.pos)
    }

    /// Scans decimal digits: their range and their value (`None` beyond `u32`), in one pass.
    fn decimal(&mut self) -> (usize, usize, Option<u32>) {
        let start = self.pos;
        let mut v: u64 = 0;
        let mut pos = start;
        while let Some(&b) = self.src.get(pos) {
            if !b.is_ascii_digit() {
                break;
            }
            v = (v * 10 + u64::from(b - b'0')).min(u64::from(u32::MAX) + 1);
            pos += 1;
        }
        self.pos = pos;
        (start, pos, u32::try_from(v).ok())
    }

    /// A sigil name: `@foo`, `@"foo"`, `@7`. `num` builds the numbered token kind.
    fn sigil_name(&mut self, pos: usize, named: fn(bool) -> Tok, num: fn(u32) -> Tok) -> Token {
        self.pos += 1;
        let c = self.peek(0);
        if c == b'"' {
            return match self.string() {
                Ok((s, e)) => self.token(named(true), pos, s, e),
                Err(m) => self.token(Tok::Error(m), pos, pos, self.pos),
            };
        }
        if c.is_ascii_digit() {
            let (s, e, value) = self.decimal();
            if !is_name_char(self.peek(0)) {
                return match value {
                    Some(n) => self.token(num(n), pos, s, e),
                    None => self.token(Tok::Error(LexError::ValueNumberTooLarge), pos, s, e),
                };
            }
            self.pos = s;
        }
        let start = self.pos;
        self.skip_class(NAME_ESC);
        if start == self.pos {
            return self.token(Tok::Error(LexError::NameExpected), pos, pos, self.pos);
        }
        self.token(named(false), pos, start, self.pos)
    }

    /// The next token. The common ones (punctuation, words, `%N`, `%name`, `@name`, decimal
    /// integers: nearly every token of a function body) are read here in one dispatch on
    /// their first byte, after whitespace and comments; the rest in `other_token`.
    pub fn next_token(&mut self) -> Token {
        let mut out = Token { tok: Tok::Eof, pos: 0, start: 0, end: 0 };
        self.next_into(&mut out);
        out
    }

    /// [`Lexer::next_token`] written into `out` (the parser's current token: written in
    /// place, not built and copied). Blanks and punctuation are read here; every other token
    /// by a function of its own called last, so that each path is a small leaf function and
    /// none pays for saving the registers of the others.
    #[inline(always)]
    pub fn next_into(&mut self, out: &mut Token) {
        let src = self.src;
        let mut pos = self.pos;
        let c = loop {
            let Some(&c) = src.get(pos) else {
                self.pos = pos;
                return set(out, Tok::Eof, pos, pos, pos);
            };
            if CLASS[c as usize] & SPACE == 0 {
                break c;
            }
            pos += 1;
        };
        match c {
            b'=' | b',' | b'*' | b'[' | b']' | b'{' | b'}' | b'(' | b')' | b'<' | b'>' | b'|' | b':' => {
                self.pos = pos + 1;
                set(out, Tok::Punct(c), pos, pos, pos + 1)
            }
            b'a'..=b'z' | b'A'..=b'Z' | b'_' => self.word_into(pos, out),
            b'%' | b'@' => self.sigil_into(pos, out),
            b'0'..=b'9' => self.int_into(pos, out),
            b';' => self.comment_into(pos, out),
            _ => self.other_into(pos, out),
        }
    }

    /// A comment at `pos` up to its line's end, then the next token.
    #[inline(never)]
    fn comment_into(&mut self, pos: usize, out: &mut Token) {
        self.pos = pos + memchr(b'\n', &self.src[pos..]).unwrap_or(self.src.len() - pos);
        self.next_into(out)
    }

    /// A word or label starting with a letter or `_` at `pos` (`c"..."` is a string).
    #[inline(never)]
    fn word_into(&mut self, pos: usize, out: &mut Token) {
        let src = self.src;
        if src[pos] == b'c' && src.get(pos + 1) == Some(&b'"') {
            return self.other_into(pos, out);
        }
        let end = scan(src, pos + 1, NAME);
        if src.get(end) == Some(&b':') {
            return self.label_into(pos, end, out);
        }
        self.pos = end;
        set(out, Tok::Word, pos, pos, end)
    }

    /// The label `src[pos..end]` before its `:` at `end`.
    #[inline(never)]
    fn label_into(&mut self, pos: usize, end: usize, out: &mut Token) {
        let src = self.src;
        // A label's `; preds = ...` comment is aligned by a run of spaces.
        self.pos = if src.get(end + 1) == Some(&b' ') && src.get(end + 2) == Some(&b' ') { blanks_end(src, end + 1) } else { end + 1 };
        set(out, Tok::Label { quoted: false }, pos, pos, end)
    }

    /// `%7`, `%name`, `@7` or `@name` at `pos` (`%"name"`, `%7name`, escapes and errors in
    /// `other_token`).
    #[inline(never)]
    fn sigil_into(&mut self, pos: usize, out: &mut Token) {
        let src = self.src;
        let local = src[pos] == b'%';
        let first = src.get(pos + 1).copied().unwrap_or(0);
        if CLASS[first as usize] & DIGIT != 0 {
            let (end, value) = decimal(src, pos + 1);
            if let (Some(n), false) = (value, is_name_char(src.get(end).copied().unwrap_or(0))) {
                self.pos = end;
                let tok = if local { Tok::LocalNum(n) } else { Tok::GlobalNum(n) };
                return set(out, tok, pos, pos + 1, end);
            }
        } else if CLASS[first as usize] & NAME != 0 {
            let end = scan(src, pos + 1, NAME);
            if src.get(end) != Some(&b'\\') {
                self.pos = end;
                let tok = if local { Tok::Local { quoted: false } } else { Tok::Global { quoted: false } };
                return set(out, tok, pos, pos + 1, end);
            }
        }
        self.other_into(pos, out)
    }

    /// A decimal integer at `pos` (not `7:`, `1.5`, `0x...`, `1e3` or `1abc`: every name byte
    /// but `:` after the digits sends it to `number`).
    #[inline(never)]
    fn int_into(&mut self, pos: usize, out: &mut Token) {
        let src = self.src;
        let end = scan(src, pos + 1, DIGIT);
        let next = src.get(end).copied().unwrap_or(0);
        if next != b':' && !is_name_char(next) {
            self.pos = end;
            return set(out, Tok::Int, pos, pos, end);
        }
        self.pos = pos;
        *out = self.number(pos);
    }

    /// Any token at `pos` through [`Lexer::other_token`].
    #[inline(never)]
    fn other_into(&mut self, pos: usize, out: &mut Token) {
        self.pos = pos;
        *out = self.other_token(pos, self.src[pos]);
    }

    /// The tokens [`Lexer::next_token`] leaves: `c` is the byte at `pos`, where `self.pos` is.
    #[inline(never)]
    fn other_token(&mut self, pos: usize, c: u8) -> Token {
        match c {
            b'@' => self.sigil_name(pos, |q| Tok::Global { quoted: q }, Tok::GlobalNum),
            b'%' => self.sigil_name(pos, |q| Tok::Local { quoted: q }, Tok::LocalNum),
            b'$' => self.sigil_name(pos, |q| Tok::Comdat { quoted: q }, |_| Tok::Error(LexError::NumberedComdat)),
            b'!' => {
                self.pos += 1;
                let c = self.peek(0);
                if c.is_ascii_digit() {
                    let (s, e, value) = self.decimal();
                    return match value {
                        Some(n) => self.token(Tok::MdNum(n), pos, s, e),
                        None => self.token(Tok::Error(LexError::MetadataNumberTooLarge), pos, s, e),
                    };
                }
                if is_name_char(c) || c == b'\\' {
                    let start = self.pos;
                    self.skip_class(NAME_ESC);
                    return self.token(Tok::MdName, pos, start, self.pos);
                }
                self.token(Tok::Punct(b'!'), pos, pos, self.pos)
            }
            b'#' => {
                self.pos += 1;
                if self.peek(0).is_ascii_digit() {
                    let (s, e, value) = self.decimal();
                    return match value {
                        Some(n) => self.token(Tok::AttrGroup(n), pos, s, e),
                        None => self.token(Tok::Error(LexError::GroupNumberTooLarge), pos, s, e),
                    };
                }
                let start = self.pos;
                self.skip_class(NAME);
                if self.src[start..self.pos].starts_with(b"dbg_") {
                    return self.token(Tok::DebugRecord, pos, start, self.pos);
                }
                self.token(Tok::Error(LexError::GroupNumberExpected), pos, pos, self.pos)
            }
            b'"' => match self.string() {
                Ok((s, e)) => {
                    if self.peek(0) == b':' {
                        self.pos += 1;
                        return self.token(Tok::Label { quoted: true }, pos, s, e);
                    }
                    self.token(Tok::Str, pos, s, e)
                }
                Err(m) => self.token(Tok::Error(m), pos, pos, self.pos),
            },
            b'.' if self.peek(1) == b'.' && self.peek(2) == b'.' => {
                self.pos += 3;
                self.token(Tok::Ellipsis, pos, pos, self.pos)
            }
            b'-' | b'+' | b'0'..=b'9' => self.number(pos),
            c if c.is_ascii_alphabetic() || c == b'_' || c == b'.' || c == b'$' => {
                if c == b'c' && self.peek(1) == b'"' {
                    self.pos += 1;
                    return match self.string() {
                        Ok((s, e)) => self.token(Tok::CStr, pos, s, e),
                        Err(m) => self.token(Tok::Error(m), pos, pos, self.pos),
                    };
                }
                self.skip_class(NAME);
                if self.peek(0) == b':' {
                    self.pos += 1;
                    return self.token(Tok::Label { quoted: false }, pos, pos, self.pos - 1);
                }
                self.token(Tok::Word, pos, pos, self.pos)
            }
            b'^' => {
                self.pos += 1;
                self.token(Tok::Error(LexError::SummaryEntry), pos, pos, self.pos)
            }
            _ => {
                self.pos += 1;
                self.token(Tok::Error(LexError::UnexpectedCharacter), pos, pos, self.pos)
            }
        }
    }

    fn number(&mut self, pos: usize) -> Token {
        let c = self.src[pos];
        if c == b'0' && self.peek(1) == b'x' {
            self.pos += 2;
            let kind = match self.peek(0) {
                k @ (b'K' | b'L' | b'M' | b'H' | b'R') => {
                    self.pos += 1;
                    k
                }
                _ => 0,
            };
            let start = self.pos;
            while self.peek(0).is_ascii_hexdigit() {
                self.pos += 1;
            }
            if start == self.pos {
                return self.token(Tok::Error(LexError::HexDigitsExpected), pos, pos, self.pos);
            }
            return self.token(Tok::HexFloat(kind), pos, start, self.pos);
        }
        if c == b'-' || c == b'+' {
            self.pos += 1;
            if !self.peek(0).is_ascii_digit() {
                // `-` starts names like `-label:`? LLVM allows `-` in labels only inside words.
                return self.token(Tok::Error(LexError::NumberAfterSign), pos, pos, self.pos);
            }
        }
        self.digits();
        if self.peek(0) == b':' && c != b'-' && c != b'+' {
            self.pos += 1;
            let end = self.pos - 1;
            if self.peek(0) == b' ' && self.peek(1) == b' ' {
                self.pos = blanks_end(self.src, self.pos);
            }
            return self.token(Tok::Label { quoted: false }, pos, pos, end);
        }
        if is_name_char(self.peek(0)) && self.peek(0) != b'.' && self.peek(0) != b'e' && self.peek(0) != b'E' {
            // A label or word starting with digits, such as `1abc:`.
            self.skip_class(NAME);
            if self.peek(0) == b':' {
                self.pos += 1;
                return self.token(Tok::Label { quoted: false }, pos, pos, self.pos - 1);
            }
            return self.token(Tok::Error(LexError::MalformedNumber), pos, pos, self.pos);
        }
        if self.peek(0) != b'.' {
            return self.token(Tok::Int, pos, pos, self.pos);
        }
        self.pos += 1;
        self.digits();
        if matches!(self.peek(0), b'e' | b'E') {
            let save = self.pos;
            self.pos += 1;
            if matches!(self.peek(0), b'+' | b'-') {
                self.pos += 1;
            }
            if self.peek(0).is_ascii_digit() {
                self.digits();
            } else {
                self.pos = save;
            }
        }
        self.token(Tok::Float, pos, pos, self.pos)
    }
}

/// Writes a token into `out`.
#[inline(always)]
fn set(out: &mut Token, tok: Tok, pos: usize, start: usize, end: usize) {
    *out = Token { tok, pos: pos as u32, start: start as u32, end: end as u32 };
}

/// The end of the run of bytes of class `class` starting at `pos`: four bytes to a bounds
/// check, then one at a time near the end of the text.
#[inline(always)]
fn scan(src: &[u8], mut pos: usize, class: u8) -> usize {
    while let Some(&[a, b, c, d]) = src.get(pos..pos + 4) {
        if CLASS[a as usize] & class == 0 {
            return pos;
        }
        if CLASS[b as usize] & class == 0 {
            return pos + 1;
        }
        if CLASS[c as usize] & class == 0 {
            return pos + 2;
        }
        if CLASS[d as usize] & class == 0 {
            return pos + 3;
        }
        pos += 4;
    }
    while let Some(&b) = src.get(pos) {
        if CLASS[b as usize] & class == 0 {
            break;
        }
        pos += 1;
    }
    pos
}

/// The end of the decimal digits starting at `pos`, and their value (`None` beyond `u32`).
#[inline(always)]
fn decimal(src: &[u8], mut pos: usize) -> (usize, Option<u32>) {
    let mut v: u64 = 0;
    while let Some(&b) = src.get(pos) {
        if !b.is_ascii_digit() {
            break;
        }
        v = (v * 10 + u64::from(b - b'0')).min(u64::from(u32::MAX) + 1);
        pos += 1;
    }
    (pos, u32::try_from(v).ok())
}

/// The position of the first `needle` in `hay`, eight bytes at a step (the end of a comment,
/// a string or a quoted name: rustc's quoted type names run to a hundred bytes and more).
#[inline(never)]
fn memchr(needle: u8, hay: &[u8]) -> Option<usize> {
    const LO: u64 = 0x0101_0101_0101_0101;
    const HI: u64 = 0x8080_8080_8080_8080;
    let pattern = LO * u64::from(needle);
    let mut chunks = hay.chunks_exact(8);
    let mut base = 0;
    for chunk in &mut chunks {
        let word = u64::from_le_bytes(chunk.try_into().expect("eight bytes")) ^ pattern;
        // The lowest set bit marks the first zero byte, that is the first `needle`.
        let zero = word.wrapping_sub(LO) & !word & HI;
        if zero != 0 {
            return Some(base + (zero.trailing_zeros() / 8) as usize);
        }
        base += 8;
    }
    chunks.remainder().iter().position(|&b| b == needle).map(|i| base + i)
}

/// The end of the run of spaces at `pos`, eight bytes at a step: the padding that aligns
/// `; preds = ...` after a block label runs to fifty spaces.
#[inline(never)]
fn blanks_end(src: &[u8], mut pos: usize) -> usize {
    const BLANKS: u64 = u64::from_le_bytes([b' '; 8]);
    while let Some(chunk) = src.get(pos..pos + 8) {
        let other = u64::from_le_bytes(chunk.try_into().expect("eight bytes")) ^ BLANKS;
        if other != 0 {
            return pos + (other.trailing_zeros() / 8) as usize;
        }
        pos += 8;
    }
    pos + src[pos..].iter().take_while(|&&b| b == b' ').count()
}

/// The length of a string's content (up to its closing `"`), and whether it holds a `\`,
/// eight bytes at a step.
#[inline(never)]
fn string_end(hay: &[u8]) -> Option<(usize, bool)> {
    const LO: u64 = 0x0101_0101_0101_0101;
    const HI: u64 = 0x8080_8080_8080_8080;
    let mut escaped = false;
    let mut chunks = hay.chunks_exact(8);
    let mut base = 0;
    for chunk in &mut chunks {
        let word = u64::from_le_bytes(chunk.try_into().expect("eight bytes"));
        // The lowest set bits mark the word's first `"` and first `\` exactly.
        let q = word ^ (LO * u64::from(b'"'));
        let quote = q.wrapping_sub(LO) & !q & HI;
        let b = word ^ (LO * u64::from(b'\\'));
        let backslash = b.wrapping_sub(LO) & !b & HI;
        if quote != 0 {
            let first = quote.trailing_zeros();
            escaped |= backslash != 0 && backslash.trailing_zeros() < first;
            return Some((base + (first / 8) as usize, escaped));
        }
        escaped |= backslash != 0;
        base += 8;
    }
    let rest = chunks.remainder();
    let n = rest.iter().position(|&b| b == b'"')?;
    Some((base + n, escaped || rest[..n].contains(&b'\\')))
}

/// Resolves `\XX` hex escapes and `\\` in a name or string.
pub fn unescape(raw: &[u8], out: &mut Vec<u8>) {
    out.clear();
    let mut i = 0;
    while i < raw.len() {
        let b = raw[i];
        if b == b'\\' && i + 1 < raw.len() {
            if raw[i + 1] == b'\\' {
                out.push(b'\\');
                i += 2;
                continue;
            }
            if i + 2 < raw.len() && raw[i + 1].is_ascii_hexdigit() && raw[i + 2].is_ascii_hexdigit() {
                let hex = |c: u8| (c as char).to_digit(16).unwrap_or(0) as u8;
                out.push(hex(raw[i + 1]) * 16 + hex(raw[i + 2]));
                i += 3;
                continue;
            }
        }
        out.push(b);
        i += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<Tok> {
        let mut l = Lexer::new(s.as_bytes());
        let mut v = Vec::new();
        loop {
            let t = l.next_token();
            if t.tok == Tok::Eof {
                return v;
            }
            v.push(t.tok);
        }
    }

    #[test]
    fn lexes_names_numbers_and_labels() {
        assert_eq!(
            kinds("%x = add i32 %1, -5 ; c\nbb.1: !dbg !12 #3 0xK4000 1.5e+3 @\"a b\" c\"hi\\00\" ..."),
            vec![
                Tok::Local { quoted: false },
                Tok::Punct(b'='),
                Tok::Word,
                Tok::Word,
                Tok::LocalNum(1),
                Tok::Punct(b','),
                Tok::Int,
                Tok::Label { quoted: false },
                Tok::MdName,
                Tok::MdNum(12),
                Tok::AttrGroup(3),
                Tok::HexFloat(b'K'),
                Tok::Float,
                Tok::Global { quoted: true },
                Tok::CStr,
                Tok::Ellipsis,
            ]
        );
        assert_eq!(kinds("12: \"q\": #dbg_value"), vec![Tok::Label { quoted: false }, Tok::Label { quoted: true }, Tok::DebugRecord]);
    }

    #[test]
    fn labels_skip_the_padding_before_their_comment() {
        // Runs of spaces of every length around a multiple of eight, then the comment or a token.
        for n in 0..20 {
            let blanks = " ".repeat(n);
            for label in ["bb1:", "7:"] {
                let text = format!("{label}{blanks}; preds = %x\n  ret {blanks}void");
                assert_eq!(kinds(&text), vec![Tok::Label { quoted: false }, Tok::Word, Tok::Word], "{text:?}");
                let padded = format!("{label}{blanks}");
                let mut lex = Lexer::new(padded.as_bytes());
                lex.next_token();
                assert_eq!(lex.next_token().pos as usize, label.len() + n, "{label} and {n} spaces");
            }
        }
    }

    #[test]
    fn the_fast_path_agrees_with_the_general_one() {
        // Every token `next_token` reads itself, read again by `other_token`/`number` (which
        // read every kind but one-byte punctuation) from the same place.
        let text = "%7 %7a %x.y %_1 %-a %a\\41 @g @.str.1 @\"q r\" @12 @4294967296 %99999999999 $c $\"d\" \
                    0 07 0x1F 0xK4000 1.5 1e3 2E5 12: 3abc: 4abc abc: call c\"hi\" c_x cc _x A1 x: \
                    #1 #dbg_value !2 !dbg ! - -5 +3 -1.5e-3 ... = , * [ ] { } ( ) < > | : ^ ` \
                    ; comment\n  %a ;\n\t@b\r\n%9:";
        let src = text.as_bytes();
        let mut fast = Lexer::new(src);
        let mut general = Lexer::new(src);
        loop {
            let t = fast.next_token();
            loop {
                match general.peek(0) {
                    b' ' | b'\t' | b'\n' | b'\r' => general.pos += 1,
                    b';' => general.pos += memchr(b'\n', &src[general.pos..]).unwrap_or(src.len() - general.pos),
                    _ => break,
                }
            }
            if general.pos >= src.len() {
                assert_eq!(t.tok, Tok::Eof);
                return;
            }
            let pos = general.pos;
            let u = match src[pos] {
                c if b"=,*[]{}()<>|:".contains(&c) => {
                    general.pos += 1;
                    general.token(Tok::Punct(c), pos, pos, pos + 1)
                }
                b'-' | b'+' | b'0'..=b'9' => general.number(pos),
                c => general.other_token(pos, c),
            };
            assert_eq!(t, u, "at {pos}: {:?}", std::str::from_utf8(&src[pos..]).map(|s| &s[..s.len().min(12)]));
            assert_eq!(fast.pos, general.pos);
        }
    }

    #[test]
    fn string_end_finds_the_quote_and_sees_backslashes_before_it() {
        for len in 0..30 {
            for q in 0..len {
                for bs in 0..len {
                    let mut hay = vec![b'x'; len];
                    hay[bs] = b'\\';
                    hay[q] = b'"';
                    let want = (q, hay[..q].contains(&b'\\'));
                    assert_eq!(super::string_end(&hay), Some(want), "len {len} quote {q} backslash {bs}");
                }
            }
            assert_eq!(super::string_end(&vec![b'x'; len]), None);
        }
    }

    #[test]
    fn memchr_finds_the_first_needle_at_every_offset() {
        for len in 0..40 {
            for at in 0..=len {
                let mut hay = vec![b'a'; len];
                if at < len {
                    hay[at] = b'"';
                    if at + 3 < len {
                        hay[at + 3] = b'"';
                    }
                }
                let want = hay.iter().position(|&b| b == b'"');
                assert_eq!(super::memchr(b'"', &hay), want, "len {len} at {at}");
            }
        }
        assert_eq!(super::memchr(b'\n', b"\x80\xff\x0a\x01\x0a\x80\x80\x80\x80"), Some(2));
    }

    #[test]
    fn unescapes_hex_pairs() {
        let mut out = Vec::new();
        unescape(b"a\\0Ab\\\\c\\x", &mut out);
        assert_eq!(out, b"a\nb\\c\\x");
    }
}
