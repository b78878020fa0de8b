//! The assembly streamer: prints each streamer call as a GNU-as directive (the text llvm-mc
//! and llc print), delegating instruction text to the target's [`InstPrinter`].
//!
//! With `show_encoding` and a code emitter it also prints each instruction's bytes the way
//! `llvm-mc -show-encoding` does: `# encoding: [0x48,0x8b,0x05,A,A,A,A]`, where letters mark
//! bits a fixup fills, followed by one `#   fixup A - offset: ...` line per fixup.

use crate::assembler::{apply_attribute, references};
use crate::context::{Context, ExprId, SectionId, SymbolDef, SymbolId, SymbolType};
use crate::dwarf_cfi::{CfiDirective, CfiInstruction};
use crate::dwarf_line::{DwarfLoc, LineTable, FLAG_BASIC_BLOCK, FLAG_EPILOGUE_BEGIN, FLAG_IS_STMT, FLAG_PROLOGUE_END};
use crate::elf::consts::*;
use crate::inst::MCInst;
use crate::streamer::{MCError, MCResult, SymbolAttr, Streamer};
use crate::target::{AsmBackend, AsmInfo, CodeEmitter, InstPrinter};
use std::fmt::Write;

/// A [`Streamer`] that prints assembly text.
pub struct AsmStreamer {
    ctx: Context,
    asm_info: AsmInfo,
    printer: Option<Box<dyn InstPrinter>>,
    /// For `-show-encoding`: the encoder and the backend that describes its fixups.
    encoding: Option<(Box<dyn CodeEmitter>, Box<dyn AsmBackend>)>,
    out: String,
    current: Option<SectionId>,
    in_frame: bool,
    lines: LineTable,
    loc: Option<u32>,
    /// The comment [`Streamer::add_comment`] left for the next instruction's line.
    pending_comment: String,
}

impl AsmStreamer {
    pub fn new(ctx: Context, asm_info: AsmInfo, printer: Option<Box<dyn InstPrinter>>) -> AsmStreamer {
        let mut s = AsmStreamer { ctx, asm_info, printer, encoding: None, out: String::new(), current: None, in_frame: false, lines: LineTable::default(), loc: None, pending_comment: String::new() };
        let text = s.ctx.text_section();
        s.switch_section(text).expect("switching to .text cannot fail");
        s
    }

    /// Prints `# encoding: [...]` after every instruction.
    pub fn show_encoding(&mut self, emitter: Box<dyn CodeEmitter>, backend: Box<dyn AsmBackend>) {
        self.encoding = Some((emitter, backend));
    }

    fn error(&self, message: impl Into<String>) -> MCError {
        MCError::new(self.loc, message)
    }

    fn name(&self, sym: SymbolId) -> String {
        let n = &self.ctx.symbol(sym).name;
        if n.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'.' || b == b'$') && !n.is_empty() && !n.as_bytes()[0].is_ascii_digit() {
            n.clone()
        } else {
            format!("\"{}\"", n.replace('\\', "\\\\").replace('"', "\\\""))
        }
    }

    fn line(&mut self, text: &str) {
        self.out.push('\t');
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn expr(&self, e: ExprId) -> String {
        self.ctx.expr_to_string(e)
    }

    fn section_directive(&self, sid: SectionId) -> String {
        let s = self.ctx.section(sid);
        if matches!(s.name.as_str(), ".text" | ".data" | ".bss") && s.group.is_none() && s.unique_id.is_none() {
            return s.name.clone();
        }
        let mut d = String::from(".section\t");
        let plain = s.name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'.');
        if plain {
            d.push_str(&s.name);
        } else {
            let _ = write!(d, "\"{}\"", s.name.replace('"', "\\\""));
        }
        d.push_str(",\"");
        for (flag, c) in [
            (SHF_ALLOC, 'a'),
            (SHF_EXCLUDE, 'e'),
            (SHF_EXECINSTR, 'x'),
            (SHF_GROUP, 'G'),
            (SHF_WRITE, 'w'),
            (SHF_MERGE, 'M'),
            (SHF_STRINGS, 'S'),
            (SHF_TLS, 'T'),
            (SHF_LINK_ORDER, 'o'),
            (SHF_GNU_RETAIN, 'R'),
        ] {
            if s.flags & flag != 0 {
                d.push(c);
            }
        }
        d.push_str("\",@");
        d.push_str(match s.sh_type {
            SHT_NOBITS => "nobits",
            SHT_NOTE => "note",
            SHT_INIT_ARRAY => "init_array",
            SHT_FINI_ARRAY => "fini_array",
            SHT_PREINIT_ARRAY => "preinit_array",
            SHT_X86_64_UNWIND => "unwind",
            SHT_LLVM_ADDRSIG => "llvm_addrsig",
            _ => "progbits",
        });
        if s.entsize != 0 {
            let _ = write!(d, ",{}", s.entsize);
        }
        if let Some(g) = s.group {
            let _ = write!(d, ",{}", self.name(g));
            if s.comdat {
                d.push_str(",comdat");
            }
        }
        if let Some(id) = s.unique_id {
            let _ = write!(d, ",unique,{id}");
        }
        d
    }

    fn check_frame(&self) -> MCResult {
        if self.in_frame {
            Ok(())
        } else {
            Err(self.error("this directive must appear between .cfi_startproc and .cfi_endproc directives"))
        }
    }

    fn dwarf_reg(&self, reg: u32) -> String {
        self.printer.as_deref().and_then(|p| p.dwarf_register_name(reg)).unwrap_or_else(|| reg.to_string())
    }

    fn encoding_comment(&mut self, inst: &MCInst) -> Result<String, MCError> {
        let Some((emitter, backend)) = self.encoding.as_ref() else {
            return Ok(String::new());
        };
        let mut bytes = Vec::new();
        let mut fixups = Vec::new();
        emitter.encode_instruction(&mut self.ctx, inst, &mut bytes, &mut fixups).map_err(|m| MCError::new(self.loc, m))?;
        // Which fixup (if any) owns each bit.
        let mut owner: Vec<Option<u8>> = vec![None; bytes.len() * 8];
        for (i, f) in fixups.iter().enumerate() {
            let info = backend.fixup_info(f.kind);
            for bit in 0..info.bit_size as usize {
                let at = f.offset as usize * 8 + info.bit_offset as usize + bit;
                if let Some(slot) = owner.get_mut(at) {
                    *slot = Some(i as u8);
                }
            }
        }
        let letter = |i: u8| (b'A' + i.min(25)) as char;
        let mut s = String::from("# encoding: [");
        for (i, b) in bytes.iter().enumerate() {
            if i > 0 {
                s.push(',');
            }
            let bits = &owner[i * 8..i * 8 + 8];
            if bits.iter().all(|o| o.is_none()) {
                let _ = write!(s, "{b:#04x}");
            } else if bits.iter().all(|o| *o == bits[0]) {
                // A byte a fixup owns whole: its letter, after its value when that is not 0.
                if *b != 0 {
                    let _ = write!(s, "{b:#04x}'");
                    s.push(letter(bits[0].unwrap_or(0)));
                    s.push('\'');
                } else {
                    s.push(letter(bits[0].unwrap_or(0)));
                }
            } else {
                s.push_str("0b");
                for bit in (0..8).rev() {
                    match bits[bit] {
                        Some(f) => s.push(letter(f)),
                        None => s.push(if b >> bit & 1 == 1 { '1' } else { '0' }),
                    }
                }
            }
        }
        s.push(']');
        for (i, f) in fixups.iter().enumerate() {
            let info = backend.fixup_info(f.kind);
            let _ = write!(s, "\n{:40}#   fixup {} - offset: {}, value: {}, kind: {}", "", letter(i as u8), f.offset, self.ctx.expr_to_string(f.expr), info.name);
        }
        Ok(s)
    }
}

fn quoted(bytes: &[u8]) -> String {
    let mut s = String::from("\"");
    for &c in bytes {
        match c {
            b'"' | b'\\' => {
                s.push('\\');
                s.push(c as char);
            }
            0x20..=0x7e => s.push(c as char),
            8 => s.push_str("\\b"),
            12 => s.push_str("\\f"),
            b'\n' => s.push_str("\\n"),
            b'\r' => s.push_str("\\r"),
            b'\t' => s.push_str("\\t"),
            _ => {
                let _ = write!(s, "\\{:03o}", c);
            }
        }
    }
    s.push('"');
    s
}

fn value_directive(size: u8) -> Option<&'static str> {
    match size {
        1 => Some(".byte"),
        2 => Some(".short"),
        4 => Some(".long"),
        8 => Some(".quad"),
        _ => None,
    }
}

impl Streamer for AsmStreamer {
    fn context(&self) -> &Context {
        &self.ctx
    }
    fn context_mut(&mut self) -> &mut Context {
        &mut self.ctx
    }
    fn asm_info(&self) -> &AsmInfo {
        &self.asm_info
    }
    fn set_loc(&mut self, loc: Option<u32>) {
        self.loc = loc;
    }
    fn current_section(&self) -> Option<SectionId> {
        self.current
    }

    fn switch_section(&mut self, section: SectionId) -> MCResult {
        if self.current != Some(section) {
            let d = self.section_directive(section);
            self.line(&d);
            self.current = Some(section);
        }
        Ok(())
    }

    fn emit_label(&mut self, symbol: SymbolId) -> MCResult {
        let section = self.current.ok_or_else(|| self.error("no section is active"))?;
        if self.ctx.symbol(symbol).is_defined() {
            return Err(self.error(format!("invalid symbol redefinition: '{}'", self.ctx.symbol(symbol).name)));
        }
        let tls = self.ctx.section(section).flags & SHF_TLS != 0;
        let sym = self.ctx.symbol_mut(symbol);
        sym.def = SymbolDef::Label { section, fragment: 0, offset: 0 };
        if tls {
            sym.ty = sym.ty.combine(SymbolType::Tls);
        }
        let name = self.name(symbol);
        let _ = writeln!(self.out, "{name}:");
        Ok(())
    }

    fn emit_assignment(&mut self, symbol: SymbolId, value: ExprId) -> MCResult {
        match self.ctx.symbol(symbol).def {
            SymbolDef::Undefined | SymbolDef::Variable(_) => {}
            _ => return Err(self.error(format!("redefinition of '{}'", self.ctx.symbol(symbol).name))),
        }
        if references(&self.ctx, value, symbol) {
            return Err(self.error(format!("cyclic definition of '{}'", self.ctx.symbol(symbol).name)));
        }
        self.ctx.symbol_mut(symbol).def = SymbolDef::Variable(value);
        // llvm-mc prints assignments and `.org` unindented.
        let _ = writeln!(self.out, ".set {}, {}", self.name(symbol), self.expr(value));
        Ok(())
    }

    fn emit_symbol_attribute(&mut self, symbol: SymbolId, attr: SymbolAttr) -> MCResult {
        apply_attribute(&mut self.ctx, symbol, attr).map_err(|m| self.error(m))?;
        let name = self.name(symbol);
        let text = match attr {
            SymbolAttr::Global => format!(".globl\t{name}"),
            SymbolAttr::Local => format!(".local\t{name}"),
            SymbolAttr::Weak => format!(".weak\t{name}"),
            SymbolAttr::Hidden => format!(".hidden\t{name}"),
            SymbolAttr::Protected => format!(".protected\t{name}"),
            SymbolAttr::Internal => format!(".internal\t{name}"),
            other => format!(".type\t{name},@{}", other.type_name().unwrap_or("notype")),
        };
        self.line(&text);
        Ok(())
    }

    fn emit_size(&mut self, symbol: SymbolId, size: ExprId) -> MCResult {
        self.ctx.symbol_mut(symbol).size = Some(size);
        let text = format!(".size\t{}, {}", self.name(symbol), self.expr(size));
        self.line(&text);
        Ok(())
    }

    fn emit_common(&mut self, symbol: SymbolId, size: u64, align: u64, local: bool) -> MCResult {
        if align != 0 && !align.is_power_of_two() {
            return Err(self.error("alignment must be a power of 2"));
        }
        let name = self.name(symbol);
        let directive = if local { ".lcomm" } else { ".comm" };
        let text = if align != 0 { format!("{directive}\t{name},{size},{align}") } else { format!("{directive}\t{name},{size}") };
        self.line(&text);
        Ok(())
    }

    fn emit_bytes(&mut self, bytes: &[u8]) -> MCResult {
        if bytes.is_empty() {
            return Ok(());
        }
        let text = match bytes {
            [b] => format!(".byte\t{b}"),
            [body @ .., 0] => format!(".asciz\t{}", quoted(body)),
            _ => format!(".ascii\t{}", quoted(bytes)),
        };
        self.line(&text);
        Ok(())
    }

    fn emit_value(&mut self, value: ExprId, size: u8) -> MCResult {
        let d = value_directive(size).ok_or_else(|| self.error(format!("invalid value size {size}")))?;
        let text = format!("{d}\t{}", self.expr(value));
        self.line(&text);
        Ok(())
    }

    fn emit_int(&mut self, value: u64, size: u8) -> MCResult {
        let d = value_directive(size).ok_or_else(|| self.error(format!("invalid value size {size}")))?;
        // Narrow values print unsigned (`.byte 255`), as llvm-mc prints them.
        let text = match size {
            8 => format!("{d}\t{}", value as i64),
            n => format!("{d}\t{}", value & (u64::MAX >> (64 - 8 * n as u32))),
        };
        self.line(&text);
        Ok(())
    }

    fn emit_leb128(&mut self, value: ExprId, signed: bool) -> MCResult {
        let text = format!("{}\t{}", if signed { ".sleb128" } else { ".uleb128" }, self.expr(value));
        self.line(&text);
        Ok(())
    }

    fn emit_fill(&mut self, count: ExprId, size: u8, value: i64) -> MCResult {
        let text = if size == 1 && value == 0 {
            format!(".zero\t{}", self.expr(count))
        } else if size == 1 {
            format!(".zero\t{},{}", self.expr(count), value & 0xff)
        } else {
            format!(".fill\t{}, {size}, {value:#x}", self.expr(count))
        };
        self.line(&text);
        Ok(())
    }

    fn emit_zeros(&mut self, count: u64) -> MCResult {
        self.line(&format!(".zero\t{count}"));
        Ok(())
    }

    fn emit_value_to_alignment(&mut self, align: u64, fill: i64, fill_size: u8, max_bytes: u64) -> MCResult {
        if align == 0 || !align.is_power_of_two() {
            return Err(self.error("alignment must be a power of 2"));
        }
        let log = align.trailing_zeros();
        let mut text = match fill_size {
            1 => format!(".p2align\t{log}"),
            2 => format!(".p2alignw\t{log}"),
            4 => format!(".p2alignl\t{log}"),
            _ => return Err(self.error("unsupported alignment fill size")),
        };
        if fill != 0 || max_bytes != 0 {
            let _ = write!(text, ", {fill:#x}");
        }
        if max_bytes != 0 {
            let _ = write!(text, ", {max_bytes}");
        }
        self.line(&text);
        Ok(())
    }

    fn emit_code_alignment(&mut self, align: u64, max_bytes: u64) -> MCResult {
        let fill = self.asm_info.text_align_fill as i64;
        self.emit_value_to_alignment(align, fill, 1, max_bytes)
    }

    fn emit_value_to_offset(&mut self, offset: ExprId, fill: u8) -> MCResult {
        let _ = writeln!(self.out, ".org {}, {fill}", self.expr(offset));
        Ok(())
    }

    fn emit_instruction(&mut self, inst: &MCInst) -> MCResult {
        let printer = self.printer.as_deref().ok_or_else(|| MCError::new(self.loc, "this target has no instruction printer"))?;
        let mut text = String::new();
        printer.print_inst(&self.ctx, inst, &mut text);
        let mut comment = self.encoding_comment(inst)?;
        if !self.pending_comment.is_empty() {
            let note = format!("{} {}", self.asm_info.comment_string, std::mem::take(&mut self.pending_comment));
            comment = if comment.is_empty() { note } else { format!("{comment} {note}") };
        }
        if comment.is_empty() {
            self.line(&text);
        } else {
            // The comment starts at column 40 of the text after the leading tab (tabs inside
            // advance to the next multiple of 8), as llvm-mc aligns it.
            let width = text.chars().fold(0, |col, c| if c == '\t' { (col / 8 + 1) * 8 } else { col + 1 });
            let pad = if width < 40 { 40 - width } else { 1 };
            let line = format!("{text}{}{comment}", " ".repeat(pad));
            self.line(&line);
        }
        Ok(())
    }

    fn add_comment(&mut self, text: &str) {
        if !self.pending_comment.is_empty() {
            self.pending_comment.push_str("; ");
        }
        self.pending_comment.push_str(text);
    }

    fn emit_comment_line(&mut self, text: &str) -> MCResult {
        let line = format!("{}{text}", self.asm_info.comment_string);
        self.line(&line);
        Ok(())
    }

    fn emit_file_name(&mut self, name: &str) -> MCResult {
        self.line(&format!(".file\t{}", quoted(name.as_bytes())));
        Ok(())
    }

    fn emit_syntax_directive(&mut self) -> MCResult {
        if let Some(directive) = self.printer.as_deref().and_then(|p| p.syntax_directive()) {
            self.line(directive);
        }
        Ok(())
    }

    fn emit_ident(&mut self, text: &str) -> MCResult {
        self.line(&format!(".ident\t{}", quoted(text.as_bytes())));
        Ok(())
    }

    fn emit_addrsig(&mut self) -> MCResult {
        self.line(".addrsig");
        Ok(())
    }

    fn emit_addrsig_sym(&mut self, symbol: SymbolId) -> MCResult {
        let text = format!(".addrsig_sym {}", self.name(symbol));
        self.line(&text);
        Ok(())
    }

    fn emit_cfi(&mut self, directive: CfiDirective) -> MCResult {
        let text = match directive {
            CfiDirective::StartProc { simple } => {
                if self.in_frame {
                    return Err(self.error("starting new .cfi frame before finishing the previous one"));
                }
                self.in_frame = true;
                if simple { ".cfi_startproc simple".to_string() } else { ".cfi_startproc".to_string() }
            }
            CfiDirective::EndProc => {
                self.check_frame()?;
                self.in_frame = false;
                ".cfi_endproc".to_string()
            }
            CfiDirective::Personality { encoding, symbol } => {
                self.check_frame()?;
                match symbol {
                    Some(s) => format!(".cfi_personality {encoding}, {}", self.name(s)),
                    None => format!(".cfi_personality {encoding}"),
                }
            }
            CfiDirective::Lsda { encoding, symbol } => {
                self.check_frame()?;
                match symbol {
                    Some(s) => format!(".cfi_lsda {encoding}, {}", self.name(s)),
                    None => format!(".cfi_lsda {encoding}"),
                }
            }
            CfiDirective::SignalFrame => {
                self.check_frame()?;
                ".cfi_signal_frame".to_string()
            }
            CfiDirective::ReturnColumn(r) => {
                self.check_frame()?;
                format!(".cfi_return_column {}", self.dwarf_reg(r))
            }
            CfiDirective::Instruction(inst) => {
                self.check_frame()?;
                let r = |x: u32| self.dwarf_reg(x);
                match inst {
                    CfiInstruction::DefCfa { reg, offset } => format!(".cfi_def_cfa {}, {offset}", r(reg)),
                    CfiInstruction::DefCfaOffset(o) => format!(".cfi_def_cfa_offset {o}"),
                    CfiInstruction::DefCfaRegister(reg) => format!(".cfi_def_cfa_register {}", r(reg)),
                    CfiInstruction::AdjustCfaOffset(o) => format!(".cfi_adjust_cfa_offset {o}"),
                    CfiInstruction::Offset { reg, offset } => format!(".cfi_offset {}, {offset}", r(reg)),
                    CfiInstruction::RelOffset { reg, offset } => format!(".cfi_rel_offset {}, {offset}", r(reg)),
                    CfiInstruction::Restore(reg) => format!(".cfi_restore {}", r(reg)),
                    CfiInstruction::Undefined(reg) => format!(".cfi_undefined {}", r(reg)),
                    CfiInstruction::SameValue(reg) => format!(".cfi_same_value {}", r(reg)),
                    CfiInstruction::Register(a, b) => format!(".cfi_register {}, {}", r(a), r(b)),
                    CfiInstruction::RememberState => ".cfi_remember_state".to_string(),
                    CfiInstruction::RestoreState => ".cfi_restore_state".to_string(),
                    CfiInstruction::WindowSave => ".cfi_window_save".to_string(),
                    CfiInstruction::GnuArgsSize(n) => format!(".cfi_gnu_args_size {n}"),
                    CfiInstruction::Escape(bytes) => {
                        let list: Vec<String> = bytes.iter().map(|b| format!("{b:#x}")).collect();
                        format!(".cfi_escape {}", list.join(", "))
                    }
                }
            }
        };
        self.line(&text);
        Ok(())
    }

    fn emit_dwarf_file(&mut self, number: u32, directory: &str, name: &str, md5: Option<[u8; 16]>) -> MCResult {
        self.lines.add_file(number, directory, name, md5).map_err(|m| self.error(m))?;
        let mut text = format!(".file\t{number}");
        if !directory.is_empty() {
            let _ = write!(text, " {}", quoted(directory.as_bytes()));
        }
        let _ = write!(text, " {}", quoted(name.as_bytes()));
        if let Some(sum) = md5 {
            text.push_str(" md5 0x");
            for b in sum {
                let _ = write!(text, "{b:02x}");
            }
        }
        self.line(&text);
        Ok(())
    }

    fn emit_dwarf_loc(&mut self, loc: DwarfLoc) -> MCResult {
        let old_flags = self.lines.current().map_or(FLAG_IS_STMT, |l| l.flags);
        self.lines.set_loc(loc).map_err(|m| self.error(m))?;
        let mut text = format!(".loc\t{} {} {}", loc.file, loc.line, loc.column);
        for (flag, name) in [(FLAG_BASIC_BLOCK, " basic_block"), (FLAG_PROLOGUE_END, " prologue_end"), (FLAG_EPILOGUE_BEGIN, " epilogue_begin")] {
            if loc.flags & flag != 0 {
                text.push_str(name);
            }
        }
        if (loc.flags ^ old_flags) & FLAG_IS_STMT != 0 {
            text.push_str(if loc.flags & FLAG_IS_STMT != 0 { " is_stmt 1" } else { " is_stmt 0" });
        }
        if loc.isa != 0 {
            let _ = write!(text, " isa {}", loc.isa);
        }
        if loc.discriminator != 0 {
            let _ = write!(text, " discriminator {}", loc.discriminator);
        }
        self.line(&text);
        Ok(())
    }

    fn current_dwarf_loc(&self) -> Option<DwarfLoc> {
        self.lines.current()
    }

    fn finish(&mut self) -> Result<Vec<u8>, Vec<MCError>> {
        if self.in_frame {
            return Err(vec![MCError::new(None, "Unfinished frame!")]);
        }
        Ok(std::mem::take(&mut self.out).into_bytes())
    }
}
