//! The line table, as llc 14 writes it: a `.loc` for the function's scope line at its entry
//! (column 0, a statement), then before each instruction whose location differs from the
//! previous one a `.loc` with that line and column. A new line is a statement (`is_stmt`); the
//! same line again at another column is not. The first located instruction after the prologue
//! gets `prologue_end`. Instructions without a location continue the previous row, except at
//! the top of a block, where they get line 0 (they must not inherit an unrelated block's line).
//! Prologue instructions and pseudos that emit no code are skipped.

use kiln_mc::dwarf_line::{DwarfLoc, FLAG_IS_STMT, FLAG_PROLOGUE_END};
use kiln_mc::Streamer;
use kiln_ir::MdId;

use super::unit::DebugModule;
use crate::emit::mc;
use crate::mir::{BlockId, MIFlags, MachineFunction, MachineInstr, StrId};

/// Per-function state of the line table.
#[derive(Debug, Default)]
pub struct LineState {
    /// The last non-line-0 location emitted (its `!N` text in the function's strings).
    prev: StrId,
    prev_line: u32,
    prev_column: u32,
    prev_file: u32,
    /// The block of the previous instruction that emits code (none at the function's entry).
    prev_block: Option<BlockId>,
    /// The first location after the prologue, until it is emitted.
    prologue_end: StrId,
}

/// A resolved `DILocation`.
#[derive(Clone, Copy, Debug)]
pub struct SourceLoc {
    pub line: u32,
    pub column: u32,
    pub scope: MdId,
}

impl DebugModule<'_> {
    fn source_loc(&self, mf: &MachineFunction, text: StrId) -> Option<SourceLoc> {
        let loc = self.names.resolve(mf.str(text))?;
        let line = self.di.int(loc, "line").unwrap_or(0) as u32;
        let column = self.di.int(loc, "column").unwrap_or(0) as u32;
        let scope = self.di.node(loc, "scope")?;
        Some(SourceLoc { line, column, scope })
    }

    /// At a function's entry: the scope line's row, and which location ends the prologue.
    pub fn begin_function_lines(&mut self, out: &mut dyn Streamer, mf: &MachineFunction, subprogram: MdId, is_code: impl Fn(&MachineInstr) -> bool) -> Result<(), String> {
        self.lines = LineState::default();
        self.lines.prologue_end = mf
            .layout()
            .iter()
            .flat_map(|&b| mf.block_insts(b))
            .map(|i| mf.inst(i))
            .find(|mi| !mi.debug_loc.is_none() && !mi.flags.contains(MIFlags::FRAME_SETUP) && is_code(mi))
            .map_or(StrId::NONE, |mi| mi.debug_loc);
        let line = self.di.int(subprogram, "scopeLine").or_else(|| self.di.int(subprogram, "line")).unwrap_or(0) as u32;
        let file = self.file_number(out, subprogram)?;
        // A line-0 row before the first located instruction (a block-top reload) names the
        // function's file.
        self.lines.prev_file = file;
        self.emit_row(out, file, line, 0, FLAG_IS_STMT)
    }

    /// Before instruction `mi` of block `block` (`is_code`: it emits something).
    pub fn before_instruction(&mut self, out: &mut dyn Streamer, mf: &MachineFunction, mi: &MachineInstr, block: BlockId, is_code: bool) -> Result<(), String> {
        if !is_code {
            // Pseudos without code (a block-top CFI directive) leave the block unchanged.
            return Ok(());
        }
        let new_block = self.lines.prev_block.is_some_and(|b| b != block);
        self.lines.prev_block = Some(block);
        if mi.flags.contains(MIFlags::FRAME_SETUP) {
            return Ok(());
        }
        let last_line = out.current_dwarf_loc().map_or(0, |l| l.line);
        let text = mi.debug_loc;
        let loc = if text.is_none() { None } else { self.source_loc(mf, text) };
        let Some(loc) = loc else {
            // No location: continue the current row, except at the top of a block.
            if last_line != 0 && new_block {
                let (file, column) = (self.lines.prev_file, self.lines.prev_column);
                self.emit_row(out, file, 0, column, 0)?;
            }
            return Ok(());
        };
        if text == self.lines.prev {
            if last_line == 0 && loc.line != 0 {
                // Back from a line-0 row: the same place again, not a new statement.
                let file = self.file_number(out, loc.scope)?;
                self.emit_row(out, file, loc.line, loc.column, 0)?;
            }
            return Ok(());
        }
        if loc.line == 0 && last_line == 0 {
            return Ok(());
        }
        let mut flags = 0;
        if text == self.lines.prologue_end {
            flags |= FLAG_PROLOGUE_END | FLAG_IS_STMT;
            self.lines.prologue_end = StrId::NONE;
        }
        let old_line = if self.lines.prev.is_none() { last_line } else { self.lines.prev_line };
        if loc.line != 0 && loc.line != old_line {
            flags |= FLAG_IS_STMT;
        }
        let file = self.file_number(out, loc.scope)?;
        self.emit_row(out, file, loc.line, loc.column, flags)?;
        if loc.line != 0 {
            self.lines.prev = text;
            self.lines.prev_line = loc.line;
            self.lines.prev_column = loc.column;
            self.lines.prev_file = file;
        }
        Ok(())
    }

    fn emit_row(&mut self, out: &mut dyn Streamer, file: u32, line: u32, column: u32, flags: u8) -> Result<(), String> {
        out.emit_dwarf_loc(DwarfLoc { file, line, column, flags, isa: 0, discriminator: 0 }).map_err(mc)
    }
}
