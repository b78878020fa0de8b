//! Tokens of GNU-as syntax, lexed on demand from the source bytes.
//!
//! Identifiers may contain `.`, `$` and `_` (and start with `.` or `_`); `@` is its own token
//! so that `foo@PLT` parses as a symbol with a variant. Integers come in every GNU base
//! (`0x`, `0b`, leading `0` octal, decimal, `'c'` characters); `1f`/`1b` name local numeric
//! labels. `#` and `//` start comments to the end of the line, `/* */` may span lines, and
//! newlines and `;` end statements. Strings keep their escapes until [`decode_string`].

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenKind {
    Identifier,
    Integer,
    /// A number with a fraction or exponent; its text is in the source.
    Real,
    String,
    /// `1f` / `1b`: a local numeric label reference.
    LocalLabelRef,
    Dot,
    Plus,
    Minus,
    Tilde,
    Exclaim,
    Star,
    Slash,
    Percent,
    Amp,
    AmpAmp,
    Pipe,
    PipePipe,
    Caret,
    Less,
    LessEqual,
    LessLess,
    LessGreater,
    Greater,
    GreaterEqual,
    GreaterGreater,
    Equal,
    EqualEqual,
    ExclaimEqual,
    LParen,
    RParen,
    LBrac,
    RBrac,
    LCurly,
    RCurly,
    Comma,
    Colon,
    Dollar,
    At,
    EndOfStatement,
    Eof,
    /// A byte that starts no token; the parser reports it.
    Error,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    pub kind: TokenKind,
    pub start: u32,
    pub end: u32,
    /// The value of `Integer` tokens (wrapped to 64 bits; `overflow` says it did not fit).
    pub int: i64,
    pub overflow: bool,
}

#[derive(Clone)]
pub struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
}

fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_' || c == b'.'
}
fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'.' || c == b'$'
}

impl<'a> Lexer<'a> {
    pub fn new(src: &'a str) -> Lexer<'a> {
        Lexer { src: src.as_bytes(), pos: 0 }
    }

    pub fn text(&self, t: &Token) -> &'a str {
        std::str::from_utf8(&self.src[t.start as usize..t.end as usize]).unwrap_or("")
    }

    fn peek_at(&self, i: usize) -> u8 {
        self.src.get(i).copied().unwrap_or(0)
    }

    fn token(&self, kind: TokenKind, start: usize) -> Token {
        Token { kind, start: start as u32, end: self.pos as u32, int: 0, overflow: false }
    }

    /// Skips the rest of the current line (used after errors); stops before the newline.
    pub fn skip_to_line_end(&mut self) {
        while self.pos < self.src.len() && self.src[self.pos] != b'\n' {
            self.pos += 1;
        }
    }

    pub fn lex(&mut self) -> Token {
        loop {
            while matches!(self.peek_at(self.pos), b' ' | b'\t' | b'\r' | 0x0b | 0x0c) && self.pos < self.src.len() {
                self.pos += 1;
            }
            if self.pos >= self.src.len() {
                return self.token(TokenKind::Eof, self.pos);
            }
            let c = self.src[self.pos];
            if c == b'#' || (c == b'/' && self.peek_at(self.pos + 1) == b'/') {
                self.skip_to_line_end();
                continue;
            }
            if c == b'/' && self.peek_at(self.pos + 1) == b'*' {
                let start = self.pos;
                self.pos += 2;
                while self.pos < self.src.len() && !(self.src[self.pos] == b'*' && self.peek_at(self.pos + 1) == b'/') {
                    self.pos += 1;
                }
                if self.pos >= self.src.len() {
                    self.pos = start + 2;
                    return self.token(TokenKind::Error, start);
                }
                self.pos += 2;
                continue;
            }
            break;
        }
        let start = self.pos;
        let c = self.src[self.pos];
        self.pos += 1;
        use TokenKind::*;
        let two = |l: &mut Lexer, next: u8, yes: TokenKind, no: TokenKind| {
            if l.peek_at(l.pos) == next {
                l.pos += 1;
                yes
            } else {
                no
            }
        };
        let kind = match c {
            b'\n' | b';' => EndOfStatement,
            b'+' => Plus,
            b'-' => Minus,
            b'~' => Tilde,
            b'*' => Star,
            b'/' => Slash,
            b'%' => Percent,
            b'^' => Caret,
            b'(' => LParen,
            b')' => RParen,
            b'[' => LBrac,
            b']' => RBrac,
            b'{' => LCurly,
            b'}' => RCurly,
            b',' => Comma,
            b':' => Colon,
            b'$' => Dollar,
            b'@' => At,
            b'&' => two(self, b'&', AmpAmp, Amp),
            b'|' => two(self, b'|', PipePipe, Pipe),
            b'=' => two(self, b'=', EqualEqual, Equal),
            b'!' => two(self, b'=', ExclaimEqual, Exclaim),
            b'<' => match self.peek_at(self.pos) {
                b'<' => {
                    self.pos += 1;
                    LessLess
                }
                b'=' => {
                    self.pos += 1;
                    LessEqual
                }
                b'>' => {
                    self.pos += 1;
                    LessGreater
                }
                _ => Less,
            },
            b'>' => match self.peek_at(self.pos) {
                b'>' => {
                    self.pos += 1;
                    GreaterGreater
                }
                b'=' => {
                    self.pos += 1;
                    GreaterEqual
                }
                _ => Greater,
            },
            b'"' => return self.lex_string(start),
            b'\'' => return self.lex_char(start),
            b'0'..=b'9' => return self.lex_number(start),
            c if is_ident_start(c) => {
                while is_ident_char(self.peek_at(self.pos)) {
                    self.pos += 1;
                }
                if self.pos == start + 1 && c == b'.' {
                    Dot
                } else {
                    Identifier
                }
            }
            _ => Error,
        };
        self.token(kind, start)
    }

    fn lex_string(&mut self, start: usize) -> Token {
        while self.pos < self.src.len() {
            match self.src[self.pos] {
                b'\\' => self.pos += 2,
                b'"' => {
                    self.pos += 1;
                    return self.token(TokenKind::String, start);
                }
                b'\n' => break,
                _ => self.pos += 1,
            }
        }
        self.pos = self.pos.min(self.src.len());
        self.token(TokenKind::Error, start)
    }

    fn lex_char(&mut self, start: usize) -> Token {
        let (value, len) = match (self.peek_at(self.pos), self.peek_at(self.pos + 1)) {
            (b'\\', b'n') => (b'\n', 2),
            (b'\\', b't') => (b'\t', 2),
            (b'\\', b'r') => (b'\r', 2),
            (b'\\', b'0') => (0, 2),
            (b'\\', b'\\') => (b'\\', 2),
            (b'\\', b'\'') => (b'\'', 2),
            (b'\\', b'"') => (b'"', 2),
            (b'\n', _) | (0, _) => {
                return self.token(TokenKind::Error, start);
            }
            (c, _) => (c, 1),
        };
        self.pos += len;
        // GNU as allows the closing quote to be omitted.
        if self.peek_at(self.pos) == b'\'' {
            self.pos += 1;
        }
        let mut t = self.token(TokenKind::Integer, start);
        t.int = value as i64;
        t
    }

    fn lex_number(&mut self, start: usize) -> Token {
        let first = self.src[start];
        let (radix, digits_start) = match (first, self.peek_at(self.pos)) {
            (b'0', b'x' | b'X') if self.peek_at(self.pos + 1).is_ascii_hexdigit() => (16, self.pos + 1),
            (b'0', b'b' | b'B') if matches!(self.peek_at(self.pos + 1), b'0' | b'1') => (2, self.pos + 1),
            (b'0', _) => (8, start),
            _ => (10, start),
        };
        self.pos = digits_start;
        while self.peek_at(self.pos).is_ascii_alphanumeric() {
            self.pos += 1;
        }
        let text = &self.src[digits_start..self.pos];
        // Local label references: a decimal number directly followed by `f` or `b`.
        if radix != 16 && text.len() >= 2 && matches!(text[text.len() - 1], b'f' | b'b') && text[..text.len() - 1].iter().all(|c| c.is_ascii_digit()) {
            return self.token(TokenKind::LocalLabelRef, start);
        }
        // Reals: digits '.' digits [e[+-]digits]
        if radix != 16 && radix != 2 && (self.peek_at(self.pos) == b'.' || matches!(text.last(), Some(b'e' | b'E'))) && text.iter().all(|c| c.is_ascii_digit() || *c == b'e' || *c == b'E') {
            if self.peek_at(self.pos) == b'.' {
                self.pos += 1;
            }
            while self.peek_at(self.pos).is_ascii_alphanumeric() || (matches!(self.peek_at(self.pos), b'+' | b'-') && matches!(self.src[self.pos - 1], b'e' | b'E')) {
                self.pos += 1;
            }
            return self.token(TokenKind::Real, start);
        }
        let mut value: u64 = 0;
        let mut overflow = false;
        for &c in text {
            let d = match (c as char).to_digit(radix) {
                Some(d) => d as u64,
                None => return self.token(TokenKind::Error, start),
            };
            match value.checked_mul(radix as u64).and_then(|v| v.checked_add(d)) {
                Some(v) => value = v,
                None => overflow = true,
            }
        }
        let mut t = self.token(TokenKind::Integer, start);
        t.int = value as i64;
        t.overflow = overflow;
        t
    }
}

/// Decodes a string token's escapes (`\n`, `\t`, `\"`, `\\`, `\b`, `\f`, `\r`, octal `\NNN`,
/// hex `\xHH`). Returns the bytes, or the offset (relative to the token) and text of an error.
pub fn decode_string(token_text: &str) -> Result<Vec<u8>, (usize, String)> {
    let bytes = token_text.as_bytes();
    let inner = &bytes[1..bytes.len().saturating_sub(1).max(1)];
    let mut out = Vec::with_capacity(inner.len());
    let mut i = 0;
    while i < inner.len() {
        let c = inner[i];
        if c != b'\\' {
            out.push(c);
            i += 1;
            continue;
        }
        i += 1;
        let Some(&e) = inner.get(i) else {
            return Err((i, "unexpected backslash at end of string".to_string()));
        };
        i += 1;
        match e {
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            b'r' => out.push(b'\r'),
            b'b' => out.push(8),
            b'f' => out.push(12),
            b'"' => out.push(b'"'),
            b'\\' => out.push(b'\\'),
            b'x' | b'X' => {
                let mut v: u32 = 0;
                let mut n = 0;
                while i < inner.len() && inner[i].is_ascii_hexdigit() {
                    v = (v << 4 | (inner[i] as char).to_digit(16).unwrap_or(0)) & 0xff;
                    i += 1;
                    n += 1;
                }
                if n == 0 {
                    return Err((i, "invalid hexadecimal escape sequence".to_string()));
                }
                out.push(v as u8);
            }
            b'0'..=b'7' => {
                let mut v: u32 = (e - b'0') as u32;
                let mut n = 1;
                while n < 3 && i < inner.len() && (b'0'..=b'7').contains(&inner[i]) {
                    v = v * 8 + (inner[i] - b'0') as u32;
                    i += 1;
                    n += 1;
                }
                if v > 255 {
                    return Err((i, "invalid octal escape sequence (out of range)".to_string()));
                }
                out.push(v as u8);
            }
            _ => return Err((i, "invalid escape sequence (unrecognized character)".to_string())),
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<(TokenKind, String)> {
        let mut l = Lexer::new(src);
        let mut v = Vec::new();
        loop {
            let t = l.lex();
            if t.kind == TokenKind::Eof {
                return v;
            }
            v.push((t.kind, l.text(&t).to_string()));
        }
    }

    #[test]
    fn identifiers_numbers_and_comments() {
        use TokenKind::*;
        let toks = kinds(".quad foo@PLT+0x10 # c\n1: jmp 1b; x$y = 017 /* m\n */ 0b101 'a' 2.5");
        let k: Vec<TokenKind> = toks.iter().map(|t| t.0).collect();
        assert_eq!(
            k,
            vec![
                Identifier, Identifier, At, Identifier, Plus, Integer, EndOfStatement, Integer, Colon, Identifier, LocalLabelRef, EndOfStatement,
                Identifier, Equal, Integer, Integer, Integer, Real
            ]
        );
        let mut l = Lexer::new("0x10 017 0b101 'a' 18446744073709551615 18446744073709551616");
        let toks: Vec<Token> = (0..6).map(|_| l.lex()).collect();
        let vals: Vec<i64> = toks[..5].iter().map(|t| t.int).collect();
        assert_eq!(vals, vec![16, 15, 5, 97, -1]);
        assert!(!toks[4].overflow && toks[5].overflow);
    }

    #[test]
    fn a_real_ending_in_an_exponent_marker_stays_inside_the_input() {
        // Found by the fuzzer: `0e` at the end of the input once ran past it.
        let mut lexer = Lexer::new("1e\n0e");
        let kinds: Vec<TokenKind> = std::iter::from_fn(|| Some(lexer.lex())).take(4).map(|t| t.kind).collect();
        assert_eq!(kinds, [TokenKind::Real, TokenKind::EndOfStatement, TokenKind::Real, TokenKind::Eof]);
    }

    #[test]
    fn string_escapes() {
        assert_eq!(decode_string(r#""a\n\x41\101\"\\""#).unwrap(), b"a\nAA\"\\");
        assert!(decode_string(r#""\q""#).is_err());
    }
}
