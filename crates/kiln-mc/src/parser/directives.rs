//! The generic directives: sections, symbol attributes, data, alignment, fills, commons,
//! assignments, `.file`/`.ident`, address-significance tables and `.cfi_*`.
//!
//! Each directive parses its operands and makes one streamer call; anything the streamer
//! rejects comes back as a diagnostic at the directive. Directives this parser does not know
//! go to the target, and are an `unknown directive` error when the target does not want them.

use super::lexer::{decode_string, TokenKind};
use super::AsmParser;
use crate::context::SectionSpec;
use crate::dwarf_cfi::{CfiDirective, CfiInstruction};
use crate::elf::consts::*;
use crate::expr::{evaluate, NoLayout};
use crate::streamer::{MCResult, SymbolAttr};
use kiln_support::Diagnostic;

type PResult = Result<(), Diagnostic>;

impl AsmParser<'_> {
    /// Makes one streamer call for source offset `loc` (where later errors will point).
    fn stream(&mut self, loc: u32, f: impl FnOnce(&mut dyn crate::streamer::Streamer) -> MCResult) -> PResult {
        self.streamer.set_loc(Some(loc));
        let r = f(&mut *self.streamer);
        r.map_err(|e| self.mc_error(e, loc))
    }

    fn expect_comma(&mut self) -> PResult {
        self.expect(TokenKind::Comma, "expected comma").map(|_| ())
    }

    /// A string literal's bytes, escapes decoded.
    pub fn parse_string(&mut self) -> Result<Vec<u8>, Diagnostic> {
        let t = self.tok;
        if t.kind != TokenKind::String {
            return Err(self.unexpected(t, "expected string"));
        }
        let bytes = decode_string(self.text_of(&t)).map_err(|(off, m)| self.error(t.start + off as u32, m))?;
        self.lex();
        Ok(bytes)
    }

    /// Runs `item` for each element of a comma-separated list up to the end of the statement.
    fn parse_list(&mut self, mut item: impl FnMut(&mut Self) -> PResult) -> PResult {
        if self.at_end_of_statement() {
            return Ok(());
        }
        loop {
            item(self)?;
            if self.at_end_of_statement() {
                return Ok(());
            }
            self.expect_comma()?;
        }
    }

    pub(super) fn parse_directive(&mut self, name: &str, loc: u32) -> PResult {
        let mut lower = name.to_ascii_lowercase();
        // The target's spellings of generic directives (RISC-V's `.word` is `.4byte`).
        if let Some(alias) = self.target.as_ref().and_then(|t| t.directive_aliases().iter().find(|a| a.0 == lower)) {
            lower = alias.1.to_string();
        }
        match lower.as_str() {
            ".text" => {
                let s = self.context_mut().text_section();
                self.change_section(s, loc)
            }
            ".data" => {
                let s = self.context_mut().data_section();
                self.change_section(s, loc)
            }
            ".bss" => {
                let s = self.context_mut().bss_section();
                self.change_section(s, loc)
            }
            ".section" => self.parse_section(loc, false),
            ".pushsection" => self.parse_section(loc, true),
            ".popsection" => {
                let (cur, prev) = self.section_stack.pop().ok_or_else(|| self.error(loc, ".popsection without corresponding .pushsection"))?;
                if let Some(s) = cur {
                    self.stream(loc, |st| st.switch_section(s))?;
                }
                self.previous_section = prev;
                Ok(())
            }
            ".previous" => {
                let prev = self.previous_section.ok_or_else(|| self.error(loc, ".previous without corresponding .section"))?;
                self.change_section(prev, loc)
            }
            ".globl" | ".global" => self.parse_attribute_list(SymbolAttr::Global, loc),
            ".local" => self.parse_attribute_list(SymbolAttr::Local, loc),
            ".weak" => self.parse_attribute_list(SymbolAttr::Weak, loc),
            ".hidden" => self.parse_attribute_list(SymbolAttr::Hidden, loc),
            ".protected" => self.parse_attribute_list(SymbolAttr::Protected, loc),
            ".internal" => self.parse_attribute_list(SymbolAttr::Internal, loc),
            ".type" => self.parse_type(),
            ".size" => {
                let sym = self.parse_symbol()?;
                self.expect_comma()?;
                let e = self.parse_expression()?;
                self.stream(loc, |st| st.emit_size(sym, e))
            }
            ".byte" => self.parse_values(1),
            ".short" | ".value" | ".2byte" | ".word" | ".hword" => self.parse_values(2),
            ".long" | ".4byte" | ".int" => self.parse_values(4),
            ".quad" | ".8byte" => self.parse_values(8),
            ".ascii" => self.parse_strings(false),
            ".asciz" | ".string" => self.parse_strings(true),
            ".float" | ".single" => self.parse_reals(4),
            ".double" => self.parse_reals(8),
            ".zero" | ".skip" | ".space" => {
                let count = self.parse_expression()?;
                let mut fill = 0;
                if self.is(TokenKind::Comma) {
                    self.lex();
                    fill = self.parse_absolute_expression()?;
                }
                self.stream(loc, |st| st.emit_fill(count, 1, fill & 0xff))
            }
            ".fill" => self.parse_fill(loc),
            ".p2align" | ".p2alignw" | ".p2alignl" => self.parse_align(loc, true, fill_size(&lower)),
            ".balign" | ".balignw" | ".balignl" | ".align" => self.parse_align(loc, false, fill_size(&lower)),
            ".org" => {
                let at = self.tok.start;
                let offset = self.parse_expression()?;
                let mut fill = 0;
                if self.is(TokenKind::Comma) {
                    self.lex();
                    fill = self.parse_absolute_expression()?;
                }
                self.stream(at, |st| st.emit_value_to_offset(offset, fill as u8))
            }
            ".comm" | ".lcomm" => self.parse_common(loc, lower == ".lcomm"),
            ".set" | ".equ" | ".equiv" => {
                let t = self.tok;
                let name = self.symbol_name(&t)?;
                self.lex();
                self.expect_comma()?;
                self.parse_assignment_value(&name, t.start, lower == ".equiv")
            }
            ".uleb128" | ".sleb128" => {
                let signed = lower == ".sleb128";
                self.parse_list(|p| {
                    let at = p.tok.start;
                    let e = p.parse_expression()?;
                    p.stream(at, |st| st.emit_leb128(e, signed))
                })
            }
            ".file" => {
                if self.is(TokenKind::Integer) {
                    return self.parse_dwarf_file(loc);
                }
                let name = self.parse_string()?;
                let name = String::from_utf8_lossy(&name).into_owned();
                self.stream(loc, |st| st.emit_file_name(&name))
            }
            ".loc" => self.parse_dwarf_loc(loc),
            ".ident" => {
                let text = self.parse_string()?;
                let text = String::from_utf8_lossy(&text).into_owned();
                self.stream(loc, |st| st.emit_ident(&text))
            }
            ".addrsig" => self.stream(loc, |st| st.emit_addrsig()),
            ".addrsig_sym" => {
                let sym = self.parse_symbol()?;
                self.stream(loc, |st| st.emit_addrsig_sym(sym))
            }
            ".end" => {
                self.ended = true;
                Ok(())
            }
            _ if lower.starts_with(".cfi_") => self.parse_cfi(&lower, loc),
            _ => {
                if let Some(target) = self.target.take() {
                    let r = target.parse_directive(name, loc, self);
                    self.target = Some(target);
                    if let Some(r) = r {
                        return r;
                    }
                }
                Err(self.error(loc, format!("unknown directive '{name}'")))
            }
        }
    }

    fn change_section(&mut self, section: crate::context::SectionId, loc: u32) -> PResult {
        let current = self.streamer.current_section();
        self.stream(loc, |st| st.switch_section(section))?;
        if current != Some(section) {
            self.previous_section = current;
        }
        Ok(())
    }

    /// The section name: a string, or the raw text of the tokens up to a comma.
    fn parse_section_name(&mut self) -> Result<String, Diagnostic> {
        if self.is(TokenKind::String) {
            let bytes = self.parse_string()?;
            return String::from_utf8(bytes).map_err(|_| self.error(self.tok.start, "section name is not valid UTF-8"));
        }
        let start = self.tok.start;
        let mut end = start;
        while !self.at_end_of_statement() && !self.is(TokenKind::Comma) {
            end = self.tok.end;
            self.lex();
        }
        if end == start {
            return Err(self.error(start, "expected identifier in directive"));
        }
        Ok(self.file.text[start as usize..end as usize].to_string())
    }

    fn parse_section(&mut self, loc: u32, push: bool) -> PResult {
        let name = self.parse_section_name()?;
        let mut spec = SectionSpec::new(name.clone(), default_type(&name), default_flags(&name));
        if self.is(TokenKind::Comma) {
            self.lex();
            let flags_tok = self.tok;
            let flags_text = self.parse_string()?;
            let mut flags = spec.flags;
            let mut has_group = false;
            for &c in &flags_text {
                flags |= match c {
                    b'a' => SHF_ALLOC,
                    b'w' => SHF_WRITE,
                    b'x' => SHF_EXECINSTR,
                    b'M' => SHF_MERGE,
                    b'S' => SHF_STRINGS,
                    b'T' => SHF_TLS,
                    b'e' => SHF_EXCLUDE,
                    b'R' => SHF_GNU_RETAIN,
                    b'G' => {
                        has_group = true;
                        SHF_GROUP
                    }
                    b'o' => return Err(self.error(flags_tok.start, "section flag 'o' (SHF_LINK_ORDER) is not supported yet")),
                    _ => return Err(self.error(flags_tok.start, format!("unknown flag '{}'", c as char))),
                };
            }
            spec.flags = flags & !SHF_GROUP;
            if self.is(TokenKind::Comma) {
                self.lex();
                if matches!(self.tok.kind, TokenKind::At | TokenKind::Percent) {
                    self.lex();
                }
                let ty_tok = self.tok;
                let ty_name = if self.is(TokenKind::String) {
                    String::from_utf8_lossy(&self.parse_string()?).into_owned()
                } else {
                    let t = self.expect(TokenKind::Identifier, "expected section type")?;
                    self.text_of(&t).to_string()
                };
                spec.sh_type = match ty_name.as_str() {
                    "progbits" => SHT_PROGBITS,
                    "nobits" => SHT_NOBITS,
                    "note" => SHT_NOTE,
                    "init_array" => SHT_INIT_ARRAY,
                    "fini_array" => SHT_FINI_ARRAY,
                    "preinit_array" => SHT_PREINIT_ARRAY,
                    "unwind" => SHT_X86_64_UNWIND,
                    "llvm_addrsig" => SHT_LLVM_ADDRSIG,
                    _ => return Err(self.error(ty_tok.start, format!("unknown section type '{ty_name}'"))),
                };
            } else if spec.flags & SHF_MERGE != 0 {
                return Err(self.error(self.tok.start, "expected '@<type>' before entry size"));
            }
            if spec.flags & SHF_MERGE != 0 {
                self.expect_comma()?;
                let at = self.tok.start;
                let size = self.parse_absolute_expression()?;
                if size <= 0 {
                    return Err(self.error(at, "entry size must be positive"));
                }
                spec.entsize = size as u64;
            }
            if has_group {
                self.expect_comma()?;
                let t = self.tok;
                let group = self.symbol_name(&t)?;
                self.lex();
                spec.group = Some(group);
                if self.is(TokenKind::Comma) && self.text_of(&self.peek()) == "comdat" {
                    self.lex();
                    self.lex();
                    spec.comdat = true;
                }
            }
            if self.is(TokenKind::Comma) {
                self.lex();
                let t = self.expect(TokenKind::Identifier, "expected 'unique'")?;
                if self.text_of(&t) != "unique" {
                    return Err(self.error(t.start, "expected 'unique'"));
                }
                self.expect_comma()?;
                let at = self.tok.start;
                let id = self.parse_absolute_expression()?;
                spec.unique_id = Some(u32::try_from(id).map_err(|_| self.error(at, "unique id is out of range"))?);
            }
        }
        let section = self.context_mut().get_or_create_section(&spec).map_err(|m| self.error(loc, m))?;
        if push {
            let current = self.streamer.current_section();
            self.section_stack.push((current, self.previous_section));
        }
        self.change_section(section, loc)
    }

    fn parse_attribute_list(&mut self, attr: SymbolAttr, loc: u32) -> PResult {
        self.parse_list(|p| {
            let sym = p.parse_symbol()?;
            p.stream(loc, |st| st.emit_symbol_attribute(sym, attr))
        })
    }

    fn parse_type(&mut self) -> PResult {
        let at = self.tok.start;
        let sym = self.parse_symbol()?;
        if self.is(TokenKind::Comma) {
            self.lex();
        }
        if matches!(self.tok.kind, TokenKind::At | TokenKind::Percent) {
            self.lex();
        }
        let t = self.tok;
        let ty = if t.kind == TokenKind::String {
            String::from_utf8_lossy(&self.parse_string()?).into_owned()
        } else {
            self.expect(TokenKind::Identifier, "expected symbol type")?;
            self.text_of(&t).to_string()
        };
        let attr = match ty.as_str() {
            "function" | "STT_FUNC" => SymbolAttr::TypeFunction,
            "object" | "STT_OBJECT" => SymbolAttr::TypeObject,
            "tls_object" | "STT_TLS" => SymbolAttr::TypeTls,
            "common" | "STT_COMMON" => SymbolAttr::TypeCommon,
            "notype" | "STT_NOTYPE" => SymbolAttr::TypeNoType,
            "gnu_indirect_function" | "STT_GNU_IFUNC" => SymbolAttr::TypeGnuIfunc,
            "gnu_unique_object" => SymbolAttr::TypeGnuUniqueObject,
            _ => return Err(self.error(t.start, format!("unsupported attribute '{ty}' in '.type' directive"))),
        };
        self.stream(at, |st| st.emit_symbol_attribute(sym, attr))
    }

    fn parse_values(&mut self, size: u8) -> PResult {
        self.parse_list(|p| {
            let at = p.tok.start;
            let e = p.parse_expression()?;
            let folded = evaluate(p.streamer.context(), e, &NoLayout).ok().filter(|v| v.is_absolute());
            match folded {
                Some(v) => {
                    let bits = 8 * size as u32;
                    if bits < 64 {
                        let fits_unsigned = (v.constant as u64) >> bits == 0;
                        let fits_signed = v.constant >> (bits - 1) == 0 || v.constant >> (bits - 1) == -1;
                        if !fits_unsigned && !fits_signed {
                            return Err(p.error(at, "out of range literal value"));
                        }
                    }
                    p.stream(at, |st| st.emit_int(v.constant as u64, size))
                }
                None => p.stream(at, |st| st.emit_value(e, size)),
            }
        })
    }

    fn parse_strings(&mut self, zero_terminated: bool) -> PResult {
        self.parse_list(|p| {
            let at = p.tok.start;
            let mut bytes = p.parse_string()?;
            // GNU as joins adjacent strings: .ascii "a" "b".
            while p.is(TokenKind::String) {
                if zero_terminated {
                    bytes.push(0);
                }
                bytes.extend(p.parse_string()?);
            }
            if zero_terminated {
                bytes.push(0);
            }
            p.stream(at, |st| st.emit_bytes(&bytes))
        })
    }

    fn parse_reals(&mut self, size: u8) -> PResult {
        self.parse_list(|p| {
            let at = p.tok.start;
            let negative = match p.tok.kind {
                TokenKind::Minus => {
                    p.lex();
                    true
                }
                TokenKind::Plus => {
                    p.lex();
                    false
                }
                _ => false,
            };
            let t = p.tok;
            let text = p.text_of(&t);
            let value: f64 = match t.kind {
                TokenKind::Real | TokenKind::Integer => text.parse().map_err(|_| p.error(t.start, "invalid floating point literal"))?,
                TokenKind::Identifier if text.eq_ignore_ascii_case("inf") || text.eq_ignore_ascii_case("infinity") => f64::INFINITY,
                TokenKind::Identifier if text.eq_ignore_ascii_case("nan") => f64::NAN,
                _ => return Err(p.error(t.start, "unexpected token in directive")),
            };
            p.lex();
            let value = if negative { -value } else { value };
            let bits = if size == 4 { (value as f32).to_bits() as u64 } else { value.to_bits() };
            p.stream(at, |st| st.emit_int(bits, size))
        })
    }

    fn parse_fill(&mut self, loc: u32) -> PResult {
        let count = self.parse_expression()?;
        let mut size = 1i64;
        let mut value = 0i64;
        if self.is(TokenKind::Comma) {
            self.lex();
            let at = self.tok.start;
            size = self.parse_absolute_expression()?;
            if size < 0 {
                return Err(self.error(at, "'.fill' directive with negative size has no effect"));
            }
            if self.is(TokenKind::Comma) {
                self.lex();
                value = self.parse_absolute_expression()?;
            }
        }
        let size = size.min(8) as u8;
        if size == 0 {
            return Ok(());
        }
        if size > 4 {
            value &= 0xffff_ffff;
        }
        self.stream(loc, |st| st.emit_fill(count, size, value))
    }

    fn parse_align(&mut self, loc: u32, power_of_two: bool, fill_size: u8) -> PResult {
        let at = self.tok.start;
        let raw = self.parse_absolute_expression()?;
        let align = if power_of_two {
            if !(0..32).contains(&raw) {
                return Err(self.error(at, "invalid alignment value"));
            }
            1u64 << raw
        } else {
            if !(0..=1 << 32).contains(&raw) {
                return Err(self.error(at, "invalid alignment value"));
            }
            let a = (raw as u64).max(1);
            if !a.is_power_of_two() {
                return Err(self.error(at, "alignment must be a power of 2"));
            }
            a
        };
        let mut fill = None;
        let mut max_bytes = 0;
        if self.is(TokenKind::Comma) {
            self.lex();
            if !self.is(TokenKind::Comma) {
                fill = Some(self.parse_absolute_expression()?);
            }
            if self.is(TokenKind::Comma) {
                self.lex();
                let at = self.tok.start;
                let m = self.parse_absolute_expression()?;
                if m < 0 {
                    return Err(self.error(at, "maximum bytes to emit must not be negative"));
                }
                max_bytes = m as u64;
            }
        }
        let section = self.streamer.current_section().ok_or_else(|| self.error(loc, "expected section directive before assembly directive"))?;
        let is_code = self.streamer.context().section(section).is_code();
        let code_fill = self.streamer.asm_info().text_align_fill;
        let fill_is_nop = fill.is_none() || fill == Some(code_fill as i64);
        if is_code && fill_size == 1 && fill_is_nop {
            self.stream(loc, |st| st.emit_code_alignment(align, max_bytes))
        } else {
            self.stream(loc, |st| st.emit_value_to_alignment(align, fill.unwrap_or(0), fill_size, max_bytes))
        }
    }

    fn parse_common(&mut self, loc: u32, local: bool) -> PResult {
        let sym = self.parse_symbol()?;
        self.expect_comma()?;
        let at = self.tok.start;
        let size = self.parse_absolute_expression()?;
        if size < 0 {
            return Err(self.error(at, "size must be non-negative"));
        }
        let mut align = 0;
        if self.is(TokenKind::Comma) {
            self.lex();
            let at = self.tok.start;
            align = self.parse_absolute_expression()?;
            if align < 0 || (align != 0 && !(align as u64).is_power_of_two()) {
                return Err(self.error(at, "alignment must be a power of 2"));
            }
        }
        self.stream(loc, |st| st.emit_common(sym, size as u64, align as u64, local))
    }

    /// `.file number ["directory"] "name" [md5 0x<32 hex digits>]`.
    fn parse_dwarf_file(&mut self, loc: u32) -> PResult {
        let t = self.tok;
        self.lex();
        let number = u32::try_from(t.int).ok().filter(|_| !t.overflow).ok_or_else(|| self.error(t.start, "file number out of range"))?;
        let first = String::from_utf8_lossy(&self.parse_string()?).into_owned();
        let (directory, name) = if self.is(TokenKind::String) {
            (first, String::from_utf8_lossy(&self.parse_string()?).into_owned())
        } else {
            (String::new(), first)
        };
        let mut md5 = None;
        while self.is(TokenKind::Identifier) {
            let key = self.tok;
            self.lex();
            match self.text_of(&key) {
                "md5" => {
                    let v = self.tok;
                    let digits = self.text_of(&v).strip_prefix("0x").or_else(|| self.text_of(&v).strip_prefix("0X"));
                    let sum = match (v.kind, digits) {
                        (TokenKind::Integer, Some(d)) if d.len() <= 32 => u128::from_str_radix(d, 16).ok(),
                        _ => None,
                    };
                    let sum = sum.ok_or_else(|| self.error(v.start, "MD5 checksum must be a 128-bit hexadecimal number"))?;
                    self.lex();
                    md5 = Some(sum.to_be_bytes());
                }
                "source" => return Err(self.error(key.start, "embedded source in .file is not supported yet")),
                other => return Err(self.error(key.start, format!("unexpected token '{other}' in '.file' directive"))),
            }
        }
        self.stream(loc, |st| st.emit_dwarf_file(number, &directory, &name, md5))
    }

    /// `.loc file line [column] [basic_block|prologue_end|epilogue_begin|is_stmt N|isa N|discriminator N]...`.
    fn parse_dwarf_loc(&mut self, loc: u32) -> PResult {
        let number = |p: &mut Self, what: &str| -> Result<u32, Diagnostic> {
            let at = p.tok.start;
            let v = p.parse_absolute_expression()?;
            u32::try_from(v).map_err(|_| p.error(at, format!("{what} must be a non-negative number")))
        };
        let file = number(self, "file number")?;
        let line = number(self, "line number")?;
        let column = if self.is(TokenKind::Integer) { number(self, "column")? } else { 0 };
        let inherited = self.streamer.current_dwarf_loc().map_or(crate::dwarf_line::FLAG_IS_STMT, |l| l.flags & crate::dwarf_line::FLAG_IS_STMT);
        let mut dloc = crate::dwarf_line::DwarfLoc { file, line, column, flags: inherited, isa: 0, discriminator: 0 };
        while self.is(TokenKind::Identifier) {
            let key = self.tok;
            self.lex();
            match self.text_of(&key) {
                "basic_block" => dloc.flags |= crate::dwarf_line::FLAG_BASIC_BLOCK,
                "prologue_end" => dloc.flags |= crate::dwarf_line::FLAG_PROLOGUE_END,
                "epilogue_begin" => dloc.flags |= crate::dwarf_line::FLAG_EPILOGUE_BEGIN,
                "is_stmt" => match number(self, "is_stmt")? {
                    0 => dloc.flags &= !crate::dwarf_line::FLAG_IS_STMT,
                    1 => dloc.flags |= crate::dwarf_line::FLAG_IS_STMT,
                    _ => return Err(self.error(key.start, "is_stmt value not 0 or 1")),
                },
                "isa" => dloc.isa = number(self, "isa")?,
                "discriminator" => dloc.discriminator = number(self, "discriminator")?,
                other => return Err(self.error(key.start, format!("unknown sub-directive '{other}' in '.loc' directive"))),
            }
        }
        self.stream(loc, |st| st.emit_dwarf_loc(dloc))
    }

    /// A register in a CFI directive: a DWARF number, or a name the target knows.
    fn parse_cfi_register(&mut self) -> Result<u32, Diagnostic> {
        let t = self.tok;
        if t.kind == TokenKind::Integer {
            self.lex();
            return u32::try_from(t.int).map_err(|_| self.error(t.start, "invalid register number"));
        }
        if t.kind == TokenKind::Percent {
            self.lex();
        }
        let name_tok = self.expect(TokenKind::Identifier, "invalid register name")?;
        let name = self.text_of(&name_tok);
        self.target
            .as_deref()
            .and_then(|tp| tp.dwarf_register(name))
            .ok_or_else(|| self.error(name_tok.start, "invalid register name"))
    }

    fn parse_cfi(&mut self, name: &str, loc: u32) -> PResult {
        use CfiInstruction as I;
        let directive = match name {
            ".cfi_sections" => {
                let mut debug_frame = false;
                self.parse_list(|p| {
                    let t = p.expect(TokenKind::Identifier, "expected .eh_frame or .debug_frame")?;
                    match p.text_of(&t) {
                        ".eh_frame" => Ok(()),
                        ".debug_frame" => {
                            debug_frame = true;
                            Ok(())
                        }
                        _ => Err(p.error(t.start, "expected .eh_frame or .debug_frame")),
                    }
                })?;
                if debug_frame {
                    return Err(self.error(loc, ".debug_frame output is not supported yet"));
                }
                return Ok(());
            }
            ".cfi_startproc" => {
                let mut simple = false;
                if self.is(TokenKind::Identifier) && self.tok_text() == "simple" {
                    self.lex();
                    simple = true;
                }
                CfiDirective::StartProc { simple }
            }
            ".cfi_endproc" => CfiDirective::EndProc,
            ".cfi_def_cfa" => {
                let reg = self.parse_cfi_register()?;
                self.expect_comma()?;
                let offset = self.parse_absolute_expression()?;
                CfiDirective::Instruction(I::DefCfa { reg, offset })
            }
            ".cfi_def_cfa_offset" => CfiDirective::Instruction(I::DefCfaOffset(self.parse_absolute_expression()?)),
            ".cfi_adjust_cfa_offset" => CfiDirective::Instruction(I::AdjustCfaOffset(self.parse_absolute_expression()?)),
            ".cfi_def_cfa_register" => CfiDirective::Instruction(I::DefCfaRegister(self.parse_cfi_register()?)),
            ".cfi_offset" | ".cfi_rel_offset" => {
                let reg = self.parse_cfi_register()?;
                self.expect_comma()?;
                let offset = self.parse_absolute_expression()?;
                CfiDirective::Instruction(if name == ".cfi_offset" { I::Offset { reg, offset } } else { I::RelOffset { reg, offset } })
            }
            ".cfi_restore" => {
                let mut regs = Vec::new();
                self.parse_list(|p| {
                    regs.push(p.parse_cfi_register()?);
                    Ok(())
                })?;
                for reg in regs {
                    self.stream(loc, |st| st.emit_cfi(CfiDirective::Instruction(I::Restore(reg))))?;
                }
                return Ok(());
            }
            ".cfi_undefined" => CfiDirective::Instruction(I::Undefined(self.parse_cfi_register()?)),
            ".cfi_same_value" => CfiDirective::Instruction(I::SameValue(self.parse_cfi_register()?)),
            ".cfi_register" => {
                let a = self.parse_cfi_register()?;
                self.expect_comma()?;
                let b = self.parse_cfi_register()?;
                CfiDirective::Instruction(I::Register(a, b))
            }
            ".cfi_remember_state" => CfiDirective::Instruction(I::RememberState),
            ".cfi_restore_state" => CfiDirective::Instruction(I::RestoreState),
            ".cfi_window_save" => CfiDirective::Instruction(I::WindowSave),
            ".cfi_gnu_args_size" => {
                let at = self.tok.start;
                let n = self.parse_absolute_expression()?;
                CfiDirective::Instruction(I::GnuArgsSize(u64::try_from(n).map_err(|_| self.error(at, "argument size must be non-negative"))?))
            }
            ".cfi_escape" => {
                let mut bytes = Vec::new();
                self.parse_list(|p| {
                    let at = p.tok.start;
                    let v = p.parse_absolute_expression()?;
                    bytes.push(u8::try_from(v).map_err(|_| p.error(at, "out of range literal value"))?);
                    Ok(())
                })?;
                CfiDirective::Instruction(I::Escape(bytes))
            }
            ".cfi_signal_frame" => CfiDirective::SignalFrame,
            ".cfi_return_column" => CfiDirective::ReturnColumn(self.parse_cfi_register()?),
            ".cfi_personality" | ".cfi_lsda" => {
                let at = self.tok.start;
                let encoding = self.parse_absolute_expression()?;
                let encoding = u8::try_from(encoding).map_err(|_| self.error(at, "unsupported encoding"))?;
                let symbol = if encoding == 0xff {
                    None
                } else {
                    if encoding & 0x60 != 0 && encoding & 0x70 != 0x10 || encoding & 0x0f == 0x01 || encoding & 0x0f > 0x0c {
                        return Err(self.error(at, "unsupported encoding"));
                    }
                    self.expect_comma()?;
                    Some(self.parse_symbol()?)
                };
                if name == ".cfi_personality" {
                    CfiDirective::Personality { encoding, symbol }
                } else {
                    CfiDirective::Lsda { encoding, symbol }
                }
            }
            _ => return Err(self.error(loc, format!("unknown directive '{name}'"))),
        };
        self.stream(loc, |st| st.emit_cfi(directive))
    }
}

fn fill_size(name: &str) -> u8 {
    if name.ends_with('w') {
        2
    } else if name.ends_with('l') {
        4
    } else {
        1
    }
}

/// `name` equals `prefix` or starts with `prefix.`.
fn has_prefix(name: &str, prefix: &str) -> bool {
    name == prefix || (name.starts_with(prefix) && name.as_bytes().get(prefix.len()) == Some(&b'.'))
}

/// Section type implied by a name when `.section` gives none.
fn default_type(name: &str) -> u32 {
    if name.starts_with(".note") {
        SHT_NOTE
    } else if has_prefix(name, ".init_array") {
        SHT_INIT_ARRAY
    } else if has_prefix(name, ".bss") || has_prefix(name, ".tbss") {
        SHT_NOBITS
    } else if has_prefix(name, ".fini_array") {
        SHT_FINI_ARRAY
    } else if has_prefix(name, ".preinit_array") {
        SHT_PREINIT_ARRAY
    } else {
        SHT_PROGBITS
    }
}

/// Section flags implied by a name, to which `.section`'s flag string adds.
fn default_flags(name: &str) -> u64 {
    if has_prefix(name, ".rodata") || name == ".rodata1" {
        SHF_ALLOC
    } else if name == ".init" || name == ".fini" || has_prefix(name, ".text") {
        SHF_ALLOC | SHF_EXECINSTR
    } else if has_prefix(name, ".data")
        || name == ".data1"
        || has_prefix(name, ".bss")
        || has_prefix(name, ".init_array")
        || has_prefix(name, ".fini_array")
        || has_prefix(name, ".preinit_array")
    {
        SHF_ALLOC | SHF_WRITE
    } else if has_prefix(name, ".tdata") || has_prefix(name, ".tbss") {
        SHF_ALLOC | SHF_WRITE | SHF_TLS
    } else {
        0
    }
}
