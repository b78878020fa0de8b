//! The `Streamer` trait: the assembler API, one method per kind of directive.
//!
//! Two clients drive it: the assembly parser (one call per parsed statement) and a code
//! generator's AsmPrinter (labels, data and `MCInst`s). Two implementations consume it:
//! [`crate::asm_streamer::AsmStreamer`] prints GNU-as text, and
//! [`crate::assembler::ObjectStreamer`] assembles an object file. Methods report problems as
//! [`MCError`]s that carry the source offset set by [`Streamer::set_loc`].

use crate::context::{Context, ExprId, SectionId, SymbolId};
use crate::dwarf_cfi::CfiDirective;
use crate::dwarf_line::DwarfLoc;
use crate::inst::MCInst;
use crate::target::AsmInfo;

/// A problem found by a streamer, at a source offset when the input was text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MCError {
    /// Byte offset in the assembly source (`None` for errors with no source position).
    pub loc: Option<u32>,
    pub message: String,
}

impl MCError {
    pub fn new(loc: Option<u32>, message: impl Into<String>) -> MCError {
        MCError { loc, message: message.into() }
    }
}

/// A symbol attribute directive (`.globl`, `.hidden`, `.type x,@function`, ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SymbolAttr {
    Global,
    Local,
    Weak,
    Hidden,
    Protected,
    Internal,
    TypeFunction,
    TypeObject,
    TypeTls,
    TypeCommon,
    TypeNoType,
    TypeGnuIfunc,
    TypeGnuUniqueObject,
}

impl SymbolAttr {
    /// The `@type` name after `.type sym,` for the type attributes.
    pub fn type_name(self) -> Option<&'static str> {
        Some(match self {
            SymbolAttr::TypeFunction => "function",
            SymbolAttr::TypeObject => "object",
            SymbolAttr::TypeTls => "tls_object",
            SymbolAttr::TypeCommon => "common",
            SymbolAttr::TypeNoType => "notype",
            SymbolAttr::TypeGnuIfunc => "gnu_indirect_function",
            SymbolAttr::TypeGnuUniqueObject => "gnu_unique_object",
            _ => return None,
        })
    }
}

pub type MCResult = Result<(), MCError>;

/// A value of [`Streamer::emit_data`]'s image: `size` bytes (1, 2, 4 or 8) at `offset` that
/// hold `expr` (left zero in the image).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DataValue {
    pub offset: u32,
    pub expr: ExprId,
    pub size: u8,
}

/// The assembler API. See the module documentation.
pub trait Streamer {
    fn context(&self) -> &Context;
    fn context_mut(&mut self) -> &mut Context;
    fn asm_info(&self) -> &AsmInfo;

    /// Source offset of the statement being streamed; recorded in errors and fixups.
    fn set_loc(&mut self, loc: Option<u32>);

    fn current_section(&self) -> Option<SectionId>;
    /// `.section`/`.text`/...: later output goes to `section`.
    fn switch_section(&mut self, section: SectionId) -> MCResult;

    /// Defines `symbol` at the current position.
    fn emit_label(&mut self, symbol: SymbolId) -> MCResult;
    /// `.set symbol, value` (also `symbol = value`, `.equ`).
    fn emit_assignment(&mut self, symbol: SymbolId, value: ExprId) -> MCResult;
    fn emit_symbol_attribute(&mut self, symbol: SymbolId, attr: SymbolAttr) -> MCResult;
    /// `.size symbol, size`.
    fn emit_size(&mut self, symbol: SymbolId, size: ExprId) -> MCResult;
    /// `.comm` (`local` false) or `.lcomm` (`local` true).
    fn emit_common(&mut self, symbol: SymbolId, size: u64, align: u64, local: bool) -> MCResult;

    fn emit_bytes(&mut self, bytes: &[u8]) -> MCResult;
    /// Whether [`emit_data`](Self::emit_data) is how data should come now: an object
    /// streamer takes a whole image in one append, while assembly text prints one directive
    /// per value and wants the per-value calls.
    fn packs_data(&self) -> bool {
        false
    }
    /// `bytes` with the `values` (in offset order) written over their places: what
    /// [`emit_bytes`](Self::emit_bytes) of each stretch between values and
    /// [`emit_value`](Self::emit_value) of each value in order would emit.
    fn emit_data(&mut self, bytes: &[u8], values: &[DataValue]) -> MCResult {
        let mut at = 0;
        for v in values {
            let start = v.offset as usize;
            let Some(stretch) = bytes.get(at..start).filter(|_| start + v.size as usize <= bytes.len()) else {
                return Err(MCError::new(None, "a data value lies outside its image or overlaps another"));
            };
            if !stretch.is_empty() {
                self.emit_bytes(stretch)?;
            }
            self.emit_value(v.expr, v.size)?;
            at = start + v.size as usize;
        }
        self.emit_bytes(&bytes[at..])
    }
    /// An integer of `size` bytes (1, 2, 4 or 8) whose value is `value`.
    fn emit_value(&mut self, value: ExprId, size: u8) -> MCResult;
    /// A constant integer of `size` bytes.
    fn emit_int(&mut self, value: u64, size: u8) -> MCResult;
    /// `.uleb128`/`.sleb128`.
    fn emit_leb128(&mut self, value: ExprId, signed: bool) -> MCResult;
    /// `.fill count, size, value` (`count` may depend on labels).
    fn emit_fill(&mut self, count: ExprId, size: u8, value: i64) -> MCResult;
    fn emit_zeros(&mut self, count: u64) -> MCResult;
    /// `.p2align`/`.balign` with a fill value; emits at most `max_bytes` (0: no limit).
    fn emit_value_to_alignment(&mut self, align: u64, fill: i64, fill_size: u8, max_bytes: u64) -> MCResult;
    /// Alignment padded with the target's nops.
    fn emit_code_alignment(&mut self, align: u64, max_bytes: u64) -> MCResult;
    /// `.org offset, fill`.
    fn emit_value_to_offset(&mut self, offset: ExprId, fill: u8) -> MCResult;

    fn emit_instruction(&mut self, inst: &MCInst) -> MCResult;
    /// A comment printed after the next instruction in assembly text, aligned as llc aligns
    /// its comments (`# 4-byte Spill`); object streamers ignore it.
    fn add_comment(&mut self, text: &str) {
        let _ = text;
    }

    /// A comment on a line of its own in assembly text (the `#APP`/`#NO_APP` markers around
    /// inline assembly); object streamers ignore it.
    fn emit_comment_line(&mut self, text: &str) -> MCResult {
        let _ = text;
        Ok(())
    }

    /// `.file "name"` (the `STT_FILE` symbol).
    fn emit_file_name(&mut self, name: &str) -> MCResult;
    /// The directive that selects the printer's syntax at the top of the output
    /// (`.intel_syntax noprefix`); only assembly text has one.
    fn emit_syntax_directive(&mut self) -> MCResult {
        Ok(())
    }
    /// `.ident "text"` (a string in `.comment`).
    fn emit_ident(&mut self, text: &str) -> MCResult;
    /// `.addrsig`: the object gets an address-significance table.
    fn emit_addrsig(&mut self) -> MCResult;
    /// `.addrsig_sym symbol`.
    fn emit_addrsig_sym(&mut self, symbol: SymbolId) -> MCResult;
    /// `.cfi_*`.
    fn emit_cfi(&mut self, directive: CfiDirective) -> MCResult;
    /// `.file number "directory" "name" [md5 0x...]`: a file of the DWARF line table.
    fn emit_dwarf_file(&mut self, number: u32, directory: &str, name: &str, md5: Option<[u8; 16]>) -> MCResult;
    /// `.loc`: the source position of the next instruction.
    fn emit_dwarf_loc(&mut self, loc: DwarfLoc) -> MCResult;
    /// The last `.loc` (the next one inherits its `is_stmt`).
    fn current_dwarf_loc(&self) -> Option<DwarfLoc>;

    /// Ends the stream: the object file bytes, or the text as UTF-8.
    fn finish(&mut self) -> Result<Vec<u8>, Vec<MCError>>;
}
