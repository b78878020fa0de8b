//! A character cursor over one line of a `.mir` body, with the lexical
//! pieces of MIR: identifiers (`implicit-def`, `x86-plt`, `sub_8bit`),
//! integers (decimal and `0x` hex), quoted strings, balanced groups, and
//! `;` line comments and `/* ... */` comments, which are skipped.
//!
//! Offsets are absolute in the source file so that diagnostics point at the
//! original text.

use kiln_support::{Diagnostic, SourceFile};

pub(crate) struct Cursor<'a> {
    pub file: &'a SourceFile,
    pub pos: usize,
    pub end: usize,
}

pub(crate) fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'-' | b'$')
}

impl<'a> Cursor<'a> {
    pub fn new(file: &'a SourceFile, pos: usize, end: usize) -> Cursor<'a> {
        Cursor { file, pos, end }
    }

    pub fn bytes(&self) -> &'a [u8] {
        self.file.text.as_bytes()
    }

    pub fn err(&self, pos: usize, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::error(self.file, pos as u32, msg)
    }

    /// Skips blanks and comments.
    pub fn ws(&mut self) {
        let b = self.bytes();
        while self.pos < self.end {
            match b[self.pos] {
                b' ' | b'\t' | b'\r' => self.pos += 1,
                b';' => self.pos = self.end,
                b'/' if b.get(self.pos + 1) == Some(&b'*') => {
                    match self.file.text[self.pos + 2..self.end].find("*/") {
                        Some(k) => self.pos += k + 4,
                        None => self.pos = self.end,
                    }
                }
                _ => break,
            }
        }
    }

    pub fn at_end(&mut self) -> bool {
        self.ws();
        self.pos >= self.end
    }

    pub fn peek(&mut self) -> Option<u8> {
        self.ws();
        (self.pos < self.end).then(|| self.bytes()[self.pos])
    }

    /// The byte after the next one (no blank skipping).
    pub fn peek2(&self) -> Option<u8> {
        (self.pos + 1 < self.end).then(|| self.bytes()[self.pos + 1])
    }

    pub fn eat(&mut self, c: u8) -> bool {
        if self.peek() == Some(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    pub fn expect(&mut self, c: u8, what: &str) -> Result<(), Diagnostic> {
        if self.eat(c) {
            Ok(())
        } else {
            Err(self.err(self.pos, format!("expected {what}")))
        }
    }

    /// The identifier at the cursor (without consuming it).
    pub fn peek_ident(&mut self) -> Option<&'a str> {
        self.ws();
        let b = self.bytes();
        let start = self.pos;
        if start >= self.end || !(b[start].is_ascii_alphabetic() || b[start] == b'_') {
            return None;
        }
        let mut k = start;
        while k < self.end && is_ident_char(b[k]) && b[k] != b'$' {
            k += 1;
        }
        Some(&self.file.text[start..k])
    }

    pub fn ident(&mut self) -> Option<&'a str> {
        let id = self.peek_ident()?;
        self.pos += id.len();
        Some(id)
    }

    /// Consumes the keyword `word` if the next identifier is exactly it.
    pub fn eat_word(&mut self, word: &str) -> bool {
        if self.peek_ident() == Some(word) {
            self.pos += word.len();
            true
        } else {
            false
        }
    }

    pub fn expect_word(&mut self, word: &str) -> Result<(), Diagnostic> {
        if self.eat_word(word) {
            Ok(())
        } else {
            Err(self.err(self.pos, format!("expected '{word}'")))
        }
    }

    /// Consumes the exact text `s` (after blanks) if present.
    pub fn eat_str(&mut self, s: &str) -> bool {
        self.ws();
        if self.file.text[self.pos..self.end].starts_with(s) {
            self.pos += s.len();
            true
        } else {
            false
        }
    }

    /// A run of bytes satisfying `f`, starting at the cursor (no blank skipping).
    pub fn take_while(&mut self, f: impl Fn(u8) -> bool) -> &'a str {
        let b = self.bytes();
        let start = self.pos;
        while self.pos < self.end && f(b[self.pos]) {
            self.pos += 1;
        }
        &self.file.text[start..self.pos]
    }

    /// A decimal or `0x` hexadecimal integer, optionally negative; values up to
    /// `u64::MAX` wrap into `i64` as LLVM stores immediates.
    pub fn int(&mut self) -> Option<i64> {
        self.ws();
        let b = self.bytes();
        let start = self.pos;
        let mut k = start;
        let neg = k < self.end && b[k] == b'-';
        if neg {
            k += 1;
        }
        let hex = self.file.text[k..self.end].starts_with("0x");
        let digits_start = if hex { k + 2 } else { k };
        let mut e = digits_start;
        while e < self.end && (if hex { b[e].is_ascii_hexdigit() } else { b[e].is_ascii_digit() }) {
            e += 1;
        }
        if e == digits_start || (e < self.end && is_ident_char(b[e]) && b[e] != b'.' && b[e] != b'-') {
            return None;
        }
        let text = &self.file.text[digits_start..e];
        let magnitude = if hex { u64::from_str_radix(text, 16).ok()? } else { text.parse::<u64>().ok()? };
        if neg && magnitude > 1 << 63 {
            return None;
        }
        self.pos = e;
        Some(if neg { (magnitude as i64).wrapping_neg() } else { magnitude as i64 })
    }

    pub fn expect_int(&mut self, what: &str) -> Result<i64, Diagnostic> {
        let at = self.pos;
        self.int().ok_or_else(|| self.err(at.max(self.pos), format!("expected {what}")))
    }

    pub fn expect_u32(&mut self, what: &str) -> Result<u32, Diagnostic> {
        self.ws();
        let at = self.pos;
        let v = self.expect_int(what)?;
        u32::try_from(v).map_err(|_| self.err(at, format!("{what} out of range")))
    }

    /// A double-quoted string with its quotes, as written.
    pub fn quoted(&mut self) -> Result<&'a str, Diagnostic> {
        self.ws();
        let b = self.bytes();
        let start = self.pos;
        if start >= self.end || b[start] != b'"' {
            return Err(self.err(start, "expected a quoted string"));
        }
        let mut k = start + 1;
        while k < self.end && b[k] != b'"' {
            k += if b[k] == b'\\' { 2 } else { 1 };
        }
        if k >= self.end {
            return Err(self.err(start, "unterminated quoted string"));
        }
        self.pos = k + 1;
        Ok(&self.file.text[start..self.pos])
    }

    /// A name as written after `@`, `&`, `%ir.`: quoted, or a run of name characters.
    pub fn name(&mut self, what: &str) -> Result<&'a str, Diagnostic> {
        if self.pos < self.end && self.bytes()[self.pos] == b'"' {
            return self.quoted();
        }
        let s = self.take_while(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'-' | b'$'));
        if s.is_empty() {
            Err(self.err(self.pos, format!("expected {what}")))
        } else {
            Ok(s)
        }
    }

    /// Text from the cursor up to the parenthesis that closes one already
    /// consumed, respecting nesting and quotes; consumes the closing one.
    pub fn balanced(&mut self, open: u8, close: u8) -> Result<&'a str, Diagnostic> {
        let b = self.bytes();
        let start = self.pos;
        let mut depth = 1;
        let mut k = start;
        while k < self.end {
            match b[k] {
                c if c == open => depth += 1,
                c if c == close => {
                    depth -= 1;
                    if depth == 0 {
                        self.pos = k + 1;
                        return Ok(&self.file.text[start..k]);
                    }
                }
                b'"' => {
                    k += 1;
                    while k < self.end && b[k] != b'"' {
                        k += if b[k] == b'\\' { 2 } else { 1 };
                    }
                }
                _ => {}
            }
            k += 1;
        }
        Err(self.err(start.saturating_sub(1), format!("missing '{}'", close as char)))
    }
}
