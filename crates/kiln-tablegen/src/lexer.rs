//! The TableGen lexer: tokens, the `#define`/`#ifdef`/`#ifndef`/`#else`/`#endif`
//! preprocessor and `include` processing, as LLVM 14's `TGLexer` does them.
//!
//! Every included file becomes one entry of the [`SourceMap`] that remembers where it was
//! included from, so a location ([`Loc`]) is a buffer index plus a byte offset and a diagnostic
//! can show the include stack. Include cycles are reported instead of recursing forever.

use kiln_support::{Diagnostic, Severity, SourceFile};
use rustc_hash::FxHashSet;
use std::path::{Path, PathBuf};

/// A position in one buffer of the [`SourceMap`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Loc {
    pub buf: u32,
    pub offset: u32,
}

/// One buffer (the main file or an included one) and where it was included from.
#[derive(Debug)]
pub struct Buffer {
    pub file: SourceFile,
    pub included_from: Option<Loc>,
}

/// All buffers read while parsing; turns [`Loc`]s into diagnostics.
#[derive(Debug, Default)]
pub struct SourceMap {
    pub buffers: Vec<Buffer>,
}

impl SourceMap {
    /// An error at `loc`, with one note per enclosing `include`.
    pub fn error(&self, loc: Loc, message: impl Into<String>) -> Diagnostic {
        self.diag(Severity::Error, loc, message)
    }

    pub fn diag(&self, severity: Severity, loc: Loc, message: impl Into<String>) -> Diagnostic {
        let Some(buffer) = self.buffers.get(loc.buf as usize) else {
            return Diagnostic::global("kiln tblgen", message);
        };
        let mut d = Diagnostic::at(severity, &buffer.file, loc.offset, message);
        let mut from = buffer.included_from;
        while let Some(at) = from {
            let outer = &self.buffers[at.buf as usize];
            d.notes.push(Diagnostic::at(Severity::Note, &outer.file, at.offset, "included from here"));
            from = outer.included_from;
        }
        d
    }
}

/// The bang operators LLVM 14 accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bang {
    Add, Sub, Mul, And, Or, Xor, Shl, Sra, Srl, Not, Head, Tail, Size, Empty, Cast, IsA, Con,
    Dag, SetDagOp, GetDagOp, Foldl, Foreach, Filter, ListConcat, ListSplat, StrConcat,
    Interleave, Subst, Find, Substr, If, Cond, Eq, Ne, Lt, Le, Gt, Ge,
}

const BANGS: &[(&str, Bang)] = &[
    ("add", Bang::Add), ("sub", Bang::Sub), ("mul", Bang::Mul), ("and", Bang::And), ("or", Bang::Or),
    ("xor", Bang::Xor), ("shl", Bang::Shl), ("sra", Bang::Sra), ("srl", Bang::Srl), ("not", Bang::Not),
    ("head", Bang::Head), ("tail", Bang::Tail), ("size", Bang::Size), ("empty", Bang::Empty),
    ("cast", Bang::Cast), ("isa", Bang::IsA), ("con", Bang::Con), ("dag", Bang::Dag),
    ("setdagop", Bang::SetDagOp), ("setop", Bang::SetDagOp), ("getdagop", Bang::GetDagOp),
    ("getop", Bang::GetDagOp), ("foldl", Bang::Foldl), ("foreach", Bang::Foreach),
    ("filter", Bang::Filter), ("listconcat", Bang::ListConcat), ("listsplat", Bang::ListSplat),
    ("strconcat", Bang::StrConcat), ("interleave", Bang::Interleave), ("subst", Bang::Subst),
    ("find", Bang::Find), ("substr", Bang::Substr), ("if", Bang::If), ("cond", Bang::Cond),
    ("eq", Bang::Eq), ("ne", Bang::Ne), ("lt", Bang::Lt), ("le", Bang::Le), ("gt", Bang::Gt),
    ("ge", Bang::Ge),
];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tok {
    Eof,
    Minus, Plus, LSquare, RSquare, LBrace, RBrace, LParen, RParen, Less, Greater, Colon, Semi,
    Comma, Dot, Equal, Question, Paste, DotDotDot,
    // Keywords.
    Assert, Bit, Bits, Class, Code, Dag, Def, Defm, Defset, Defvar, Else, False, Field, Foreach,
    If, In, Int, Let, List, MultiClass, String, Then, True,
    Bang(Bang),
    // Values.
    IntVal, BinaryIntVal, StrVal, CodeFragment, Id, VarName,
}

fn keyword(word: &str) -> Option<Tok> {
    Some(match word {
        "assert" => Tok::Assert,
        "bit" => Tok::Bit,
        "bits" => Tok::Bits,
        "class" => Tok::Class,
        "code" => Tok::Code,
        "dag" => Tok::Dag,
        "def" => Tok::Def,
        "defm" => Tok::Defm,
        "defset" => Tok::Defset,
        "defvar" => Tok::Defvar,
        "else" => Tok::Else,
        "false" => Tok::False,
        "field" => Tok::Field,
        "foreach" => Tok::Foreach,
        "if" => Tok::If,
        "in" => Tok::In,
        "int" => Tok::Int,
        "let" => Tok::Let,
        "list" => Tok::List,
        "multiclass" => Tok::MultiClass,
        "string" => Tok::String,
        "then" => Tok::Then,
        "true" => Tok::True,
        _ => return None,
    })
}

/// Most nested includes allowed (guards against runaway include chains).
const MAX_INCLUDE_DEPTH: usize = 128;

struct Frame {
    buf: u32,
    pos: usize,
    /// Depth of the preprocessor conditional stack when this buffer was entered.
    cond_base: usize,
}

/// An open `#ifdef`/`#ifndef`: whether its `#else` has been seen.
struct Cond {
    in_else: bool,
}

pub struct Lexer {
    pub sources: SourceMap,
    texts: Vec<Vec<u8>>,
    stack: Vec<Frame>,
    include_dirs: Vec<PathBuf>,
    macros: FxHashSet<String>,
    conds: Vec<Cond>,
    pub tok: Tok,
    pub loc: Loc,
    pub str_val: String,
    pub int_val: i64,
    pub bits_width: u32,
    /// Files this parse read (the `-d` dependency list of llvm-tblgen).
    pub dependencies: Vec<String>,
}

type LexResult<T> = Result<T, Diagnostic>;

impl Lexer {
    pub fn new(name: &str, text: &[u8], include_dirs: Vec<PathBuf>, macros: &[String]) -> Lexer {
        let mut lexer = Lexer {
            sources: SourceMap::default(),
            texts: Vec::new(),
            stack: Vec::new(),
            include_dirs,
            macros: macros.iter().cloned().collect(),
            conds: Vec::new(),
            tok: Tok::Eof,
            loc: Loc::default(),
            str_val: String::new(),
            int_val: 0,
            bits_width: 0,
            dependencies: Vec::new(),
        };
        lexer.push_buffer(name.to_string(), text.to_vec(), None);
        lexer
    }

    fn push_buffer(&mut self, name: String, text: Vec<u8>, included_from: Option<Loc>) {
        let buf = self.sources.buffers.len() as u32;
        let file = SourceFile::new(name, String::from_utf8_lossy(&text).into_owned());
        self.sources.buffers.push(Buffer { file, included_from });
        self.texts.push(text);
        self.stack.push(Frame { buf, pos: 0, cond_base: self.conds.len() });
    }

    pub fn error(&self, loc: Loc, message: impl Into<String>) -> Diagnostic {
        self.sources.error(loc, message)
    }

    fn here(&self, pos: usize) -> Loc {
        Loc { buf: self.stack.last().map_or(0, |f| f.buf), offset: pos as u32 }
    }

    fn text(&self) -> &[u8] {
        &self.texts[self.stack.last().map_or(0, |f| f.buf) as usize]
    }

    fn byte(&self, pos: usize) -> u8 {
        self.text().get(pos).copied().unwrap_or(0)
    }

    /// Advances to the next token and returns its kind.
    pub fn lex(&mut self) -> LexResult<Tok> {
        self.tok = self.lex_token()?;
        Ok(self.tok)
    }

    /// True when only blanks precede `pos` on its line.
    fn at_line_start(&self, pos: usize) -> bool {
        let text = self.text();
        let mut i = pos;
        while i > 0 {
            match text[i - 1] {
                b' ' | b'\t' | b'\r' => i -= 1,
                b'\n' => return true,
                _ => return false,
            }
        }
        true
    }

    fn lex_token(&mut self) -> LexResult<Tok> {
        loop {
            let Some(frame) = self.stack.last() else {
                self.loc = Loc::default();
                return Ok(Tok::Eof);
            };
            let mut pos = frame.pos;
            let len = self.text().len();
            // Skip blanks and comments.
            loop {
                let c = self.byte(pos);
                if pos >= len {
                    break;
                }
                if matches!(c, b' ' | b'\t' | b'\n' | b'\r') {
                    pos += 1;
                } else if c == b'/' && self.byte(pos + 1) == b'/' {
                    while pos < len && self.byte(pos) != b'\n' {
                        pos += 1;
                    }
                } else if c == b'/' && self.byte(pos + 1) == b'*' {
                    pos = self.skip_block_comment(pos)?;
                } else {
                    break;
                }
            }
            self.stack.last_mut().expect("frame").pos = pos;
            if pos >= len {
                let frame = self.stack.pop().expect("frame");
                if self.conds.len() > frame.cond_base {
                    let end = Loc { buf: frame.buf, offset: len as u32 };
                    return Err(self.sources.error(end, "Reached EOF without matching #endif"));
                }
                if self.stack.is_empty() {
                    self.stack.push(frame);
                    self.stack.last_mut().expect("frame").pos = len;
                    self.loc = self.here(len);
                    return Ok(Tok::Eof);
                }
                continue;
            }
            self.loc = self.here(pos);
            let c = self.byte(pos);
            if c == b'#' && self.at_line_start(pos) {
                if let Some(directive) = self.directive_at(pos + 1) {
                    self.preprocess(pos, directive)?;
                    continue;
                }
            }
            return self.lex_at(pos);
        }
    }

    fn skip_block_comment(&self, start: usize) -> LexResult<usize> {
        let mut depth = 1;
        let mut pos = start + 2;
        let len = self.text().len();
        while depth > 0 {
            if pos >= len {
                return Err(self.error(self.here(start), "Unterminated comment!"));
            }
            if self.byte(pos) == b'*' && self.byte(pos + 1) == b'/' {
                depth -= 1;
                pos += 2;
            } else if self.byte(pos) == b'/' && self.byte(pos + 1) == b'*' {
                depth += 1;
                pos += 2;
            } else {
                pos += 1;
            }
        }
        Ok(pos)
    }

    fn set_pos(&mut self, pos: usize) {
        self.stack.last_mut().expect("frame").pos = pos;
    }

    fn lex_at(&mut self, start: usize) -> LexResult<Tok> {
        let c = self.byte(start);
        let mut pos = start + 1;
        let single = |t: Tok| t;
        let tok = match c {
            b':' => single(Tok::Colon),
            b';' => single(Tok::Semi),
            b',' => single(Tok::Comma),
            b'<' => single(Tok::Less),
            b'>' => single(Tok::Greater),
            b']' => single(Tok::RSquare),
            b'{' => single(Tok::LBrace),
            b'}' => single(Tok::RBrace),
            b'(' => single(Tok::LParen),
            b')' => single(Tok::RParen),
            b'=' => single(Tok::Equal),
            b'?' => single(Tok::Question),
            b'#' => single(Tok::Paste),
            b'.' => {
                if self.byte(pos) == b'.' && self.byte(pos + 1) == b'.' {
                    pos += 2;
                    Tok::DotDotDot
                } else if self.byte(pos) == b'.' {
                    return Err(self.error(self.here(start), "Invalid '..' punctuation"));
                } else {
                    Tok::Dot
                }
            }
            b'[' => {
                if self.byte(pos) == b'{' {
                    return self.lex_code(start);
                }
                Tok::LSquare
            }
            b'"' => return self.lex_string(start),
            b'$' => {
                let mut end = pos;
                if !is_ident_start(self.byte(end)) {
                    return Err(self.error(self.here(start), "Invalid variable name"));
                }
                while is_ident_char(self.byte(end)) {
                    end += 1;
                }
                self.str_val = String::from_utf8_lossy(&self.text()[pos..end]).into_owned();
                pos = end;
                Tok::VarName
            }
            b'!' => {
                let mut end = pos;
                while self.byte(end).is_ascii_alphabetic() {
                    end += 1;
                }
                let word = &self.text()[pos..end];
                let Some(&(_, op)) = BANGS.iter().find(|(n, _)| n.as_bytes() == word) else {
                    return Err(self.error(self.here(start), "Unknown operator"));
                };
                pos = end;
                Tok::Bang(op)
            }
            b'0'..=b'9' => {
                let mut i = pos;
                while self.byte(i).is_ascii_digit() {
                    i += 1;
                }
                let next = self.byte(i);
                let after = self.byte(i + 1);
                let number_prefix = (next == b'x' && after.is_ascii_hexdigit()) || (next == b'b' && matches!(after, b'0' | b'1'));
                if !number_prefix && (next.is_ascii_alphabetic() || next == b'_') {
                    return self.lex_identifier(start);
                }
                return self.lex_number(start);
            }
            b'+' | b'-' => return self.lex_number(start),
            c if is_ident_start(c) => return self.lex_identifier(start),
            _ => {
                return Err(self.error(self.here(start), "Unexpected character"));
            }
        };
        self.set_pos(pos);
        Ok(tok)
    }

    fn lex_identifier(&mut self, start: usize) -> LexResult<Tok> {
        let text = &self.texts[self.stack.last().map_or(0, |f| f.buf) as usize];
        let end = start + text[start..].iter().take_while(|&&c| is_ident_char(c)).count();
        // Identifier characters are ASCII, so this never fails.
        let word = std::str::from_utf8(&text[start..end]).unwrap_or_default();
        if let Some(tok) = keyword(word) {
            self.set_pos(end);
            return Ok(tok);
        }
        if word == "include" {
            self.set_pos(end);
            self.lex_include()?;
            return self.lex_token();
        }
        self.str_val.clear();
        self.str_val.push_str(word);
        self.set_pos(end);
        Ok(Tok::Id)
    }

    fn lex_include(&mut self) -> LexResult<()> {
        if self.lex_token()? != Tok::StrVal {
            return Err(self.error(self.loc, "Expected filename after include"));
        }
        let name = std::mem::take(&mut self.str_val);
        let name_loc = self.loc;
        if self.stack.len() >= MAX_INCLUDE_DEPTH {
            return Err(self.error(name_loc, "include nesting too deep"));
        }
        let mut found = None;
        let candidates = std::iter::once(PathBuf::from(&name)).chain(self.include_dirs.iter().map(|d| d.join(&name)));
        for path in candidates {
            // Only regular files: never block on a device or a pipe.
            if path.is_file() {
                if let Ok(bytes) = std::fs::read(&path) {
                    found = Some((path, bytes));
                    break;
                }
            }
        }
        let Some((path, bytes)) = found else {
            return Err(self.error(name_loc, format!("Could not find include file '{name}'")));
        };
        let shown = path.to_string_lossy().into_owned();
        let canonical = std::fs::canonicalize(&path).unwrap_or_else(|_| path.clone());
        for frame in &self.stack {
            let open = Path::new(&self.sources.buffers[frame.buf as usize].file.name);
            if std::fs::canonicalize(open).is_ok_and(|p| p == canonical) {
                return Err(self.error(name_loc, format!("include cycle: '{name}' is already being included")));
            }
        }
        self.dependencies.push(shown.clone());
        self.push_buffer(shown, bytes, Some(name_loc));
        Ok(())
    }

    fn lex_number(&mut self, start: usize) -> LexResult<Tok> {
        let c = self.byte(start);
        let mut pos = start + 1;
        if c == b'0' && self.byte(pos) == b'x' {
            pos += 1;
            let digits = pos;
            while self.byte(pos).is_ascii_hexdigit() {
                pos += 1;
            }
            if pos == digits {
                return Err(self.error(self.here(start), "Invalid hexadecimal number"));
            }
            let s = std::str::from_utf8(&self.text()[digits..pos]).unwrap_or("0");
            let v = match i64::from_str_radix(s, 16) {
                Ok(v) => v,
                Err(_) => match u64::from_str_radix(s, 16) {
                    Ok(v) => v as i64,
                    Err(_) => return Err(self.error(self.here(start), "Hexadecimal number out of range")),
                },
            };
            self.int_val = v;
            self.set_pos(pos);
            return Ok(Tok::IntVal);
        }
        if c == b'0' && self.byte(pos) == b'b' {
            pos += 1;
            let digits = pos;
            while matches!(self.byte(pos), b'0' | b'1') {
                pos += 1;
            }
            if pos == digits {
                return Err(self.error(self.here(start), "Invalid binary number"));
            }
            let s = std::str::from_utf8(&self.text()[digits..pos]).unwrap_or("0");
            self.int_val = u64::from_str_radix(s, 2).map(|v| v as i64).unwrap_or(i64::MAX);
            self.bits_width = (pos - digits) as u32;
            self.set_pos(pos);
            return Ok(Tok::BinaryIntVal);
        }
        if !c.is_ascii_digit() && !self.byte(pos).is_ascii_digit() {
            self.set_pos(pos);
            return Ok(if c == b'-' { Tok::Minus } else { Tok::Plus });
        }
        while self.byte(pos).is_ascii_digit() {
            pos += 1;
        }
        let s = std::str::from_utf8(&self.text()[start..pos]).unwrap_or("0");
        // strtoll saturates on overflow.
        self.int_val = s.parse::<i64>().unwrap_or(if c == b'-' { i64::MIN } else { i64::MAX });
        self.set_pos(pos);
        Ok(Tok::IntVal)
    }

    fn lex_string(&mut self, start: usize) -> LexResult<Tok> {
        let mut pos = start + 1;
        let mut out: Vec<u8> = Vec::new();
        loop {
            let c = self.byte(pos);
            if pos >= self.text().len() {
                return Err(self.error(self.here(start + 1), "End of file in string literal"));
            }
            match c {
                b'"' => break,
                b'\n' | b'\r' => return Err(self.error(self.here(start + 1), "End of line in string literal")),
                b'\\' => {
                    pos += 1;
                    match self.byte(pos) {
                        b'\\' | b'\'' | b'"' => out.push(self.byte(pos)),
                        b't' => out.push(b'\t'),
                        b'n' => out.push(b'\n'),
                        b'\n' | b'\r' => return Err(self.error(self.here(pos), "escaped newlines not supported in tblgen")),
                        _ if pos >= self.text().len() => {
                            return Err(self.error(self.here(start + 1), "End of file in string literal"))
                        }
                        _ => return Err(self.error(self.here(pos), "invalid escape in string literal")),
                    }
                    pos += 1;
                }
                _ => {
                    out.push(c);
                    pos += 1;
                }
            }
        }
        self.str_val = String::from_utf8_lossy(&out).into_owned();
        self.set_pos(pos + 1);
        Ok(Tok::StrVal)
    }

    fn lex_code(&mut self, start: usize) -> LexResult<Tok> {
        let body = start + 2;
        let mut pos = body;
        let len = self.text().len();
        loop {
            if pos + 1 >= len {
                return Err(self.error(self.here(start), "Unterminated code block"));
            }
            if self.byte(pos) == b'}' && self.byte(pos + 1) == b']' {
                break;
            }
            pos += 1;
        }
        self.str_val = String::from_utf8_lossy(&self.text()[body..pos]).into_owned();
        self.set_pos(pos + 2);
        Ok(Tok::CodeFragment)
    }

    /// The directive name after a `#` at `pos`, when it is one.
    fn directive_at(&self, pos: usize) -> Option<&'static str> {
        let text = self.text();
        ["ifdef", "ifndef", "else", "endif", "define"].into_iter().find(|d| {
            text.get(pos..pos + d.len()) == Some(d.as_bytes()) && !is_ident_char(text.get(pos + d.len()).copied().unwrap_or(b' '))
        })
    }

    /// Reads the macro name after a directive; returns it and the position after it.
    fn macro_name(&self, mut pos: usize) -> LexResult<(String, usize)> {
        while matches!(self.byte(pos), b' ' | b'\t') {
            pos += 1;
        }
        let start = pos;
        if !is_ident_start(self.byte(pos)) {
            return Err(self.error(self.here(pos.min(self.text().len())), "Expected macro name after directive"));
        }
        while is_ident_char(self.byte(pos)) {
            pos += 1;
        }
        Ok((String::from_utf8_lossy(&self.text()[start..pos]).into_owned(), pos))
    }

    /// Checks that only blanks or a comment follow a directive on its line; returns the
    /// position of the next line.
    fn end_of_directive(&self, mut pos: usize) -> LexResult<usize> {
        while matches!(self.byte(pos), b' ' | b'\t' | b'\r') {
            pos += 1;
        }
        if self.byte(pos) == b'/' && self.byte(pos + 1) == b'/' {
            while pos < self.text().len() && self.byte(pos) != b'\n' {
                pos += 1;
            }
        }
        if pos < self.text().len() && self.byte(pos) != b'\n' {
            return Err(self.error(self.here(pos), "Only comments are supported after preprocessor directive"));
        }
        Ok(pos)
    }

    fn preprocess(&mut self, hash: usize, directive: &'static str) -> LexResult<()> {
        let directive_loc = self.here(hash + 1);
        let after = hash + 1 + directive.len();
        let base = self.stack.last().expect("frame").cond_base;
        match directive {
            "define" => {
                let (name, pos) = self.macro_name(after)?;
                let pos = self.end_of_directive(pos)?;
                self.macros.insert(name);
                self.set_pos(pos);
            }
            "ifdef" | "ifndef" => {
                let (name, pos) = self.macro_name(after)?;
                let pos = self.end_of_directive(pos)?;
                let taken = self.macros.contains(&name) == (directive == "ifdef");
                self.conds.push(Cond { in_else: false });
                self.set_pos(pos);
                if !taken {
                    self.skip_region()?;
                }
            }
            "else" => {
                let pos = self.end_of_directive(after)?;
                if self.conds.len() <= base || self.conds.last().map_or(true, |c| c.in_else) {
                    return Err(self.error(directive_loc, "#else without #ifdef or #ifndef"));
                }
                self.conds.last_mut().expect("cond").in_else = true;
                self.set_pos(pos);
                // The taken branch ended: skip the else part.
                self.skip_region()?;
            }
            _ => {
                let pos = self.end_of_directive(after)?;
                if self.conds.len() <= base {
                    return Err(self.error(directive_loc, "#endif without #ifdef"));
                }
                self.conds.pop();
                self.set_pos(pos);
            }
        }
        Ok(())
    }

    /// Skips lines of a false conditional region up to its `#else` (entering it) or `#endif`.
    fn skip_region(&mut self) -> LexResult<()> {
        let mut depth = 0usize;
        let mut pos = self.stack.last().expect("frame").pos;
        let len = self.text().len();
        loop {
            // Move to the first non-blank of the next line.
            while pos < len && self.byte(pos) != b'\n' {
                pos += 1;
            }
            if pos >= len {
                return Err(self.error(self.here(len), "Reached EOF without matching #endif"));
            }
            pos += 1;
            while matches!(self.byte(pos), b' ' | b'\t' | b'\r') {
                pos += 1;
            }
            if self.byte(pos) != b'#' {
                continue;
            }
            let Some(directive) = self.directive_at(pos + 1) else { continue };
            let loc = self.here(pos);
            let after = pos + 1 + directive.len();
            match directive {
                "ifdef" | "ifndef" => depth += 1,
                "else" if depth == 0 => {
                    let cond = self.conds.last_mut().expect("cond");
                    if cond.in_else {
                        return Err(self.error(loc, "#else after #else"));
                    }
                    cond.in_else = true;
                    pos = self.end_of_directive(after)?;
                    self.set_pos(pos);
                    return Ok(());
                }
                "endif" if depth == 0 => {
                    self.conds.pop();
                    pos = self.end_of_directive(after)?;
                    self.set_pos(pos);
                    return Ok(());
                }
                "endif" => depth -= 1,
                _ => {}
            }
        }
    }
}

fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}

fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens(text: &str) -> Vec<(Tok, String)> {
        let mut lx = Lexer::new("t.td", text.as_bytes(), Vec::new(), &["M".to_string()]);
        let mut out = Vec::new();
        loop {
            let t = lx.lex().unwrap_or_else(|d| panic!("{d}"));
            if t == Tok::Eof {
                return out;
            }
            let v = match t {
                Tok::IntVal => lx.int_val.to_string(),
                Tok::BinaryIntVal => format!("{}/{}", lx.int_val, lx.bits_width),
                Tok::Id | Tok::StrVal | Tok::CodeFragment | Tok::VarName => lx.str_val.clone(),
                _ => String::new(),
            };
            out.push((t, v));
        }
    }

    #[test]
    fn numbers_identifiers_and_punctuation() {
        let t = tokens("0b0101 0x1F -3 - 3 1foo 12 a...b $x !add [{ c }] \"s\\t\"");
        let kinds: Vec<Tok> = t.iter().map(|x| x.0).collect();
        assert_eq!(
            kinds,
            [
                Tok::BinaryIntVal, Tok::IntVal, Tok::IntVal, Tok::Minus, Tok::IntVal, Tok::Id, Tok::IntVal, Tok::Id,
                Tok::DotDotDot, Tok::Id, Tok::VarName, Tok::Bang(Bang::Add), Tok::CodeFragment, Tok::StrVal
            ]
        );
        assert_eq!(t[0].1, "5/4");
        assert_eq!(t[1].1, "31");
        assert_eq!(t[2].1, "-3");
        assert_eq!(t[5].1, "1foo");
        assert_eq!(t[12].1, " c ");
        assert_eq!(t[13].1, "s\t");
    }

    #[test]
    fn comments_nest_and_preprocessor_selects() {
        let t = tokens("/* a /* b */ c */ x // y\n#ifdef M\nin_m\n#else\nnot_m\n#endif\n#ifndef M\nno\n#endif\nend");
        let words: Vec<&str> = t.iter().map(|x| x.1.as_str()).collect();
        assert_eq!(words, ["x", "in_m", "end"]);
    }

    #[test]
    fn lexical_errors_point_at_the_problem() {
        let mut lx = Lexer::new("t.td", b"def \"abc\n", Vec::new(), &[]);
        lx.lex().unwrap();
        let d = lx.lex().unwrap_err();
        assert_eq!((d.line, d.col, d.message.as_str()), (1, 6, "End of line in string literal"));
        let mut lx = Lexer::new("t.td", b"#ifdef X\n", Vec::new(), &[]);
        let d = lx.lex().unwrap_err();
        assert_eq!((d.line, d.col, d.message.as_str()), (2, 1, "Reached EOF without matching #endif"));
    }
}
