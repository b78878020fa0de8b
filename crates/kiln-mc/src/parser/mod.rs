//! The assembly parser framework: statements, labels, expressions and directives of GNU-as
//! syntax, driving a [`Streamer`] one call per statement.
//!
//! The target plugs in through [`TargetAsmParser`]: every statement that is not a label,
//! assignment or generic directive is an instruction, handed to the target together with the
//! parser (for tokens and expressions) so it can parse operands and emit `MCInst`s. Errors are
//! [`Diagnostic`]s at `FILE:LINE:COL`; after one, the parser skips to the next statement.

mod directives;
pub mod lexer;

use crate::context::{ExprId, SectionId, SymbolId};
use crate::expr::{evaluate, BinaryOp, NoLayout, UnaryOp, VariantKind};
use crate::inst::MCInst;
use crate::streamer::{MCError, Streamer};
use kiln_support::{Diagnostic, SourceFile};
use lexer::{Lexer, Token, TokenKind};

/// A target's assembly parser (x86 AT&T operands and mnemonics, for instance).
pub trait TargetAsmParser {
    /// Parses the rest of an instruction statement whose mnemonic was `mnemonic` (at source
    /// offset `loc`) and emits it with [`AsmParser::emit_instruction`]. The parser's current
    /// token is the first one after the mnemonic; the target consumes up to the end of the
    /// statement.
    fn parse_instruction(&mut self, mnemonic: &str, loc: u32, parser: &mut AsmParser<'_>) -> Result<(), Diagnostic>;

    /// Handles a target directive (`.code64`, `.att_syntax`); `None` when it is not one.
    fn parse_directive(&mut self, _name: &str, _loc: u32, _parser: &mut AsmParser<'_>) -> Option<Result<(), Diagnostic>> {
        None
    }

    /// Directives the target spells differently, each with the generic directive it means
    /// (`(".word", ".4byte")`); they take precedence over the generic meaning.
    fn directive_aliases(&self) -> &'static [(&'static str, &'static str)] {
        &[]
    }

    /// The target's own relocation variants, written `sym@NAME` (case-insensitive).
    fn variant_kinds(&self) -> &'static [VariantKind] {
        &[]
    }

    /// The DWARF number of a register named in a `.cfi_*` directive (`rbp` for `%rbp`).
    fn dwarf_register(&self, _name: &str) -> Option<u32> {
        None
    }

    /// Emits what the target gathered over the whole file (RISC-V's `.riscv.attributes`
    /// section from its `.attribute` directives), after the last statement.
    fn finish(&mut self, _parser: &mut AsmParser<'_>) -> Result<(), Diagnostic> {
        Ok(())
    }
}

/// Limits that keep expression trees shallow enough for recursive evaluation and printing.
const MAX_NESTING: u32 = 128;
const MAX_OPERATORS: u32 = 256;

/// Parses one source file into a streamer.
pub struct AsmParser<'a> {
    file: &'a SourceFile,
    lexer: Lexer<'a>,
    tok: Token,
    streamer: &'a mut dyn Streamer,
    target: Option<&'a mut dyn TargetAsmParser>,
    /// The target's relocation variants (kept apart: the target is lent out while it parses).
    target_variants: &'static [VariantKind],
    errors: Vec<Diagnostic>,
    /// Instances of each numeric local label (`1:`) defined so far.
    section_stack: Vec<(Option<SectionId>, Option<SectionId>)>,
    previous_section: Option<SectionId>,
    nesting: u32,
    operators: u32,
    ended: bool,
}

impl<'a> AsmParser<'a> {
    pub fn new(file: &'a SourceFile, streamer: &'a mut dyn Streamer, target: Option<&'a mut dyn TargetAsmParser>) -> AsmParser<'a> {
        let mut lexer = Lexer::new(&file.text);
        let tok = lexer.lex();
        AsmParser {
            file,
            lexer,
            tok,
            streamer,
            target_variants: target.as_ref().map_or(&[], |t| t.variant_kinds()),
            target,
            errors: Vec::new(),
            section_stack: Vec::new(),
            previous_section: None,
            nesting: 0,
            operators: 0,
            ended: false,
        }
    }

    // ---- services for target parsers ----

    /// The current token.
    pub fn tok(&self) -> Token {
        self.tok
    }
    /// The source text of the current token.
    pub fn tok_text(&self) -> &'a str {
        self.lexer.text(&self.tok)
    }
    pub fn text_of(&self, t: &Token) -> &'a str {
        self.lexer.text(t)
    }
    /// Moves to the next token.
    pub fn lex(&mut self) {
        self.tok = self.lexer.lex();
    }
    /// The token after the current one, without consuming anything.
    pub fn peek(&self) -> Token {
        self.lexer.clone().lex()
    }
    pub fn is(&self, kind: TokenKind) -> bool {
        self.tok.kind == kind
    }
    pub fn at_end_of_statement(&self) -> bool {
        matches!(self.tok.kind, TokenKind::EndOfStatement | TokenKind::Eof)
    }
    /// An error at a source offset.
    pub fn error(&self, offset: u32, message: impl Into<String>) -> Diagnostic {
        Diagnostic::error(self.file, offset, message)
    }
    /// Consumes a token of `kind` or fails with `message`.
    pub fn expect(&mut self, kind: TokenKind, message: &str) -> Result<Token, Diagnostic> {
        if self.tok.kind != kind {
            return Err(self.unexpected(self.tok, message));
        }
        let t = self.tok;
        self.lex();
        Ok(t)
    }
    pub fn streamer(&mut self) -> &mut dyn Streamer {
        &mut *self.streamer
    }
    pub fn context(&self) -> &crate::context::Context {
        self.streamer.context()
    }
    pub fn context_mut(&mut self) -> &mut crate::context::Context {
        self.streamer.context_mut()
    }
    /// Emits an instruction parsed at `loc`.
    pub fn emit_instruction(&mut self, inst: &MCInst, loc: u32) -> Result<(), Diagnostic> {
        self.streamer.set_loc(Some(loc));
        let r = self.streamer.emit_instruction(inst);
        r.map_err(|e| self.mc_error(e, loc))
    }

    fn mc_error(&self, e: MCError, fallback: u32) -> Diagnostic {
        self.error(e.loc.unwrap_or(fallback), e.message)
    }

    // ---- statements ----

    /// Parses the whole file; returns every diagnostic found.
    pub fn run(&mut self) -> Result<(), Vec<Diagnostic>> {
        while !self.ended {
            match self.tok.kind {
                TokenKind::Eof => break,
                TokenKind::EndOfStatement => {
                    self.lex();
                    continue;
                }
                _ => {}
            }
            let start = self.tok.start;
            // Errors unwind nested expressions without counting back down.
            self.nesting = 0;
            self.operators = 0;
            self.streamer.set_loc(Some(start));
            let result = self.parse_statement().and_then(|label_only| {
                if label_only || self.ended || self.at_end_of_statement() {
                    Ok(())
                } else {
                    Err(self.unexpected(self.tok, "unexpected token at end of statement"))
                }
            });
            if let Err(d) = result {
                self.errors.push(d);
                while !self.at_end_of_statement() {
                    self.lex();
                }
            }
            if self.errors.len() > 100 {
                break;
            }
        }
        if self.errors.is_empty() {
            if let Some(target) = self.target.take() {
                let finished = target.finish(self);
                self.target = Some(target);
                finished.map_err(|d| vec![d])?;
            }
            Ok(())
        } else {
            Err(std::mem::take(&mut self.errors))
        }
    }

    /// Parses one statement; `Ok(true)` after a label, which another statement may follow
    /// on the same line.
    fn parse_statement(&mut self) -> Result<bool, Diagnostic> {
        let t = self.tok;
        match t.kind {
            TokenKind::Integer if self.peek().kind == TokenKind::Colon => {
                self.lex();
                self.lex();
                let sym = self.define_local_label(t.int as u64);
                return self.emit_label_at(sym, t.start).map(|()| true);
            }
            TokenKind::Identifier | TokenKind::String | TokenKind::Dot => {}
            _ => return Err(self.unexpected(t, "unexpected token at start of statement")),
        }
        let next = self.peek();
        if next.kind == TokenKind::Colon && t.kind != TokenKind::Dot {
            let name = self.symbol_name(&t)?;
            self.lex();
            self.lex();
            let sym = self.streamer.context_mut().get_or_create_symbol(&name);
            return self.emit_label_at(sym, t.start).map(|()| true);
        }
        if next.kind == TokenKind::Equal && t.kind != TokenKind::Dot {
            let name = self.symbol_name(&t)?;
            self.lex();
            self.lex();
            return self.parse_assignment_value(&name, t.start, false).map(|()| false);
        }
        if t.kind == TokenKind::String {
            return Err(self.error(t.start, "unexpected token at start of statement"));
        }
        let name = self.tok_text();
        if t.kind == TokenKind::Dot {
            return Err(self.error(t.start, "unexpected token at start of statement"));
        }
        self.lex();
        if name.starts_with('.') {
            return self.parse_directive(name, t.start).map(|()| false);
        }
        let Some(target) = self.target.take() else {
            return Err(self.error(t.start, format!("unknown instruction '{name}': no target assembler is registered")));
        };
        let r = target.parse_instruction(name, t.start, self);
        self.target = Some(target);
        r.map(|()| false)
    }

    /// An error for token `t`, naming unterminated strings and comments for what they are.
    pub fn unexpected(&self, t: Token, otherwise: &str) -> Diagnostic {
        let text = self.lexer.text(&t);
        let message = match t.kind {
            TokenKind::Error if text.starts_with('"') => "unterminated string constant",
            TokenKind::Error if text.starts_with("/*") => "unterminated comment",
            _ => otherwise,
        };
        self.error(t.start, message)
    }

    fn emit_label_at(&mut self, sym: SymbolId, loc: u32) -> Result<(), Diagnostic> {
        let r = self.streamer.emit_label(sym);
        r.map_err(|e| self.mc_error(e, loc))
    }

    /// The symbol name in an identifier or quoted-string token.
    fn symbol_name(&self, t: &Token) -> Result<String, Diagnostic> {
        match t.kind {
            TokenKind::Identifier => Ok(self.lexer.text(t).to_string()),
            TokenKind::String => {
                let bytes = lexer::decode_string(self.lexer.text(t)).map_err(|(off, m)| self.error(t.start + off as u32, m))?;
                String::from_utf8(bytes).map_err(|_| self.error(t.start, "symbol name is not valid UTF-8"))
            }
            _ => Err(self.error(t.start, "expected symbol name")),
        }
    }

    /// Parses a symbol name token and returns its symbol.
    pub fn parse_symbol(&mut self) -> Result<SymbolId, Diagnostic> {
        let t = self.tok;
        let name = self.symbol_name(&t)?;
        self.lex();
        Ok(self.streamer.context_mut().get_or_create_symbol(&name))
    }

    fn define_local_label(&mut self, n: u64) -> SymbolId {
        self.streamer.context_mut().define_directional_label(n)
    }

    fn local_label_ref(&mut self, t: &Token) -> Result<SymbolId, Diagnostic> {
        let text = self.lexer.text(t);
        let (digits, dir) = text.split_at(text.len() - 1);
        let n: u64 = digits.parse().map_err(|_| self.error(t.start, "invalid local label reference"))?;
        self.streamer.context_mut().directional_label(n, dir != "b").ok_or_else(|| self.error(t.start, "directional label undefined"))
    }

    fn parse_assignment_value(&mut self, name: &str, loc: u32, no_redefinition: bool) -> Result<(), Diagnostic> {
        let value_loc = self.tok.start;
        let value = self.parse_expression()?;
        let sym = self.streamer.context_mut().get_or_create_symbol(name);
        if no_redefinition && self.streamer.context().symbol(sym).is_defined() {
            return Err(self.error(loc, format!("redefinition of '{name}'")));
        }
        self.streamer.set_loc(Some(value_loc));
        let r = self.streamer.emit_assignment(sym, value);
        r.map_err(|e| self.mc_error(e, value_loc))
    }

    // ---- expressions ----

    /// Parses an expression with GNU as precedence.
    pub fn parse_expression(&mut self) -> Result<ExprId, Diagnostic> {
        let lhs = self.parse_unary()?;
        self.parse_binop_rhs(0, lhs)
    }

    /// Parses an expression that must fold to a constant now.
    pub fn parse_absolute_expression(&mut self) -> Result<i64, Diagnostic> {
        let start = self.tok.start;
        let e = self.parse_expression()?;
        let v = evaluate(self.streamer.context(), e, &NoLayout).map_err(|m| self.error(start, m))?;
        if !v.is_absolute() {
            return Err(self.error(start, "expected absolute expression"));
        }
        Ok(v.constant)
    }

    fn binop(kind: TokenKind) -> Option<(u8, BinaryOp)> {
        use TokenKind::*;
        Some(match kind {
            PipePipe => (1, BinaryOp::LogicalOr),
            AmpAmp => (2, BinaryOp::LogicalAnd),
            EqualEqual => (3, BinaryOp::Eq),
            ExclaimEqual | LessGreater => (3, BinaryOp::Ne),
            Less => (3, BinaryOp::Lt),
            LessEqual => (3, BinaryOp::Le),
            Greater => (3, BinaryOp::Gt),
            GreaterEqual => (3, BinaryOp::Ge),
            Plus => (4, BinaryOp::Add),
            Minus => (4, BinaryOp::Sub),
            Pipe => (5, BinaryOp::Or),
            Caret => (5, BinaryOp::Xor),
            Amp => (5, BinaryOp::And),
            Star => (6, BinaryOp::Mul),
            Slash => (6, BinaryOp::Div),
            Percent => (6, BinaryOp::Mod),
            LessLess => (6, BinaryOp::Shl),
            GreaterGreater => (6, BinaryOp::Shr),
            _ => return None,
        })
    }

    fn enter(&mut self) -> Result<(), Diagnostic> {
        self.nesting += 1;
        if self.nesting > MAX_NESTING {
            return Err(self.error(self.tok.start, "expression is too deeply nested"));
        }
        Ok(())
    }

    fn parse_binop_rhs(&mut self, min_prec: u8, mut lhs: ExprId) -> Result<ExprId, Diagnostic> {
        self.enter()?;
        while let Some((prec, op)) = Self::binop(self.tok.kind) {
            if prec < min_prec {
                break;
            }
            self.operators += 1;
            if self.operators > MAX_OPERATORS {
                return Err(self.error(self.tok.start, "expression is too complex"));
            }
            self.lex();
            let mut rhs = self.parse_unary()?;
            while let Some((next, _)) = Self::binop(self.tok.kind) {
                if next <= prec {
                    break;
                }
                rhs = self.parse_binop_rhs(prec + 1, rhs)?;
            }
            lhs = self.streamer.context_mut().binary(op, lhs, rhs);
        }
        self.nesting -= 1;
        Ok(lhs)
    }

    fn parse_unary(&mut self) -> Result<ExprId, Diagnostic> {
        let op = match self.tok.kind {
            TokenKind::Minus => UnaryOp::Neg,
            TokenKind::Plus => UnaryOp::Plus,
            TokenKind::Tilde => UnaryOp::Not,
            TokenKind::Exclaim => UnaryOp::LogicalNot,
            _ => return self.parse_primary(),
        };
        self.enter()?;
        self.lex();
        let e = self.parse_unary()?;
        self.nesting -= 1;
        Ok(self.streamer.context_mut().unary(op, e))
    }

    /// A primary expression: number, symbol (with `@variant`), `.`, local label, `(expr)`.
    pub fn parse_primary(&mut self) -> Result<ExprId, Diagnostic> {
        let t = self.tok;
        match t.kind {
            TokenKind::Integer => {
                if t.overflow {
                    return Err(self.error(t.start, "integer constant is too large"));
                }
                self.lex();
                Ok(self.streamer.context_mut().constant(t.int))
            }
            TokenKind::Identifier | TokenKind::String => {
                let sym = self.parse_symbol()?;
                let mut variant = VariantKind::None;
                if self.tok.kind == TokenKind::At {
                    self.lex();
                    let vt = self.expect(TokenKind::Identifier, "expected relocation variant after '@'")?;
                    let name = self.lexer.text(&vt);
                    let target_kind = VariantKind::from_target_name(self.target_variants, name);
                    variant = VariantKind::from_name(name).or(target_kind).ok_or_else(|| self.error(vt.start, format!("invalid variant '{name}'")))?;
                }
                Ok(self.streamer.context_mut().symbol_ref_variant(sym, variant))
            }
            TokenKind::Dot => {
                self.lex();
                let here = self.streamer.context_mut().create_temp_symbol();
                self.emit_label_at(here, t.start)?;
                Ok(self.streamer.context_mut().symbol_ref(here))
            }
            TokenKind::LocalLabelRef => {
                let sym = self.local_label_ref(&t)?;
                self.lex();
                Ok(self.streamer.context_mut().symbol_ref(sym))
            }
            TokenKind::LParen => {
                self.enter()?;
                self.lex();
                let e = self.parse_expression()?;
                self.expect(TokenKind::RParen, "expected ')' in parentheses expression")?;
                self.nesting -= 1;
                Ok(e)
            }
            TokenKind::Real => Err(self.error(t.start, "floating point literal is not allowed in an integer expression")),
            _ => Err(self.unexpected(t, "unknown token in expression")),
        }
    }
}

/// Parses `file` into `streamer` and finishes it: the object (or text) bytes, or every
/// diagnostic found, each at `FILE:LINE:COL`.
pub fn assemble(file: &SourceFile, streamer: &mut dyn Streamer, target: Option<&mut dyn TargetAsmParser>) -> Result<Vec<u8>, Vec<Diagnostic>> {
    {
        // Re-borrow the target for the parser's shorter lifetime.
        let target = target.map(|t| -> &mut dyn TargetAsmParser { t });
        let mut parser = AsmParser::new(file, &mut *streamer, target);
        parser.run()?;
    }
    streamer.finish().map_err(|errors| {
        errors
            .into_iter()
            .map(|e| match e.loc {
                Some(loc) => Diagnostic::error(file, loc, e.message),
                None => Diagnostic::global(&file.name, e.message),
            })
            .collect()
    })
}
