//! DWARF line tables: the `.file N` list and `.loc` positions, written as a `.debug_line`
//! program of version 5 (strings in `.debug_line_str`) or version 4 (strings inline).
//!
//! `.loc` sets the source position of the next instruction; the object streamer then records
//! a temporary label before that instruction. After layout, [`LineTable::build`] writes the
//! header (directory and file tables; in version 5 as `.debug_line_str` offsets, with the
//! compilation directory and the root file `.file 0` first), then per section one
//! sequence: `DW_LNE_set_address` (a relocated address), line/address advances using special
//! opcodes where they fit, and `DW_LNE_end_sequence` at the section's end.

use crate::context::{SectionId, SymbolId};
use crate::dwarf_cfi::{write_sleb, write_uleb};

pub const FLAG_IS_STMT: u8 = 1;
pub const FLAG_BASIC_BLOCK: u8 = 2;
pub const FLAG_PROLOGUE_END: u8 = 4;
pub const FLAG_EPILOGUE_BEGIN: u8 = 8;

/// The operands of one `.loc` directive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DwarfLoc {
    pub file: u32,
    pub line: u32,
    pub column: u32,
    /// `FLAG_*` bits.
    pub flags: u8,
    pub isa: u32,
    pub discriminator: u32,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct FileEntry {
    name: String,
    dir_index: u32,
    md5: Option<[u8; 16]>,
}

/// The line table of one compilation unit, filled by `.file N` and `.loc`.
#[derive(Debug, Default)]
pub struct LineTable {
    used: bool,
    comp_dir: Option<String>,
    root: Option<FileEntry>,
    dirs: Vec<String>,
    /// Files by number; index 0 is unused (the root file is separate).
    files: Vec<Option<FileEntry>>,
    current: Option<DwarfLoc>,
    pending: bool,
    sequences: Vec<(SectionId, Vec<(SymbolId, DwarfLoc)>)>,
}

/// `.debug_line` bytes, the places that need relocations, and `.debug_line_str`.
#[derive(Debug, Default)]
pub struct DebugLine {
    pub bytes: Vec<u8>,
    /// 8-byte addresses of labels (`DW_LNE_set_address`).
    pub address_fixups: Vec<(u32, SymbolId)>,
    /// 4-byte offsets into `.debug_line_str`: (offset in `bytes`, string offset).
    pub string_fixups: Vec<(u32, u32)>,
    pub line_str: Vec<u8>,
}

// Line program parameters (the values LLVM and GNU as use).
const LINE_BASE: i64 = -5;
const LINE_RANGE: u64 = 14;
const OPCODE_BASE: u64 = 13;
const STANDARD_OPCODE_LENGTHS: [u8; 12] = [0, 1, 1, 1, 1, 0, 0, 0, 1, 0, 0, 1];
const MAX_SPECIAL_ADDR_DELTA: u64 = (255 - OPCODE_BASE) / LINE_RANGE;

impl LineTable {
    /// Whether any `.file N` or `.loc` was seen (only then is `.debug_line` written).
    pub fn is_used(&self) -> bool {
        self.used
    }

    /// `.file number "dir" "name" [md5]`; number 0 names the compilation unit's root file.
    pub fn add_file(&mut self, number: u32, directory: &str, name: &str, md5: Option<[u8; 16]>) -> Result<(), String> {
        self.used = true;
        if number == 0 {
            self.comp_dir = Some(directory.to_string());
            self.root = Some(FileEntry { name: name.to_string(), dir_index: 0, md5 });
            return Ok(());
        }
        if let Some(root) = &self.root {
            if root.name == name && root.md5 == md5 {
                return Ok(());
            }
        }
        let index = number as usize;
        if index > 1 << 20 {
            return Err("file number is too large".to_string());
        }
        if self.files.len() <= index {
            self.files.resize(index + 1, None);
        }
        if self.files[index].is_some() {
            return Err("file number already allocated".to_string());
        }
        let (mut dir, mut file) = (directory, name);
        if dir.is_empty() {
            if let Some(slash) = name.rfind('/') {
                dir = &name[..slash];
                file = &name[slash + 1..];
            }
        }
        let dir_index = if dir.is_empty() {
            0
        } else {
            match self.dirs.iter().position(|d| d == dir) {
                Some(i) => i as u32 + 1,
                None => {
                    self.dirs.push(dir.to_string());
                    self.dirs.len() as u32
                }
            }
        };
        self.files[index] = Some(FileEntry { name: file.to_string(), dir_index, md5 });
        Ok(())
    }

    pub fn is_valid_file(&self, number: u32) -> bool {
        (number == 0 && self.root.is_some()) || self.files.get(number as usize).is_some_and(|f| f.is_some())
    }

    /// The last `.loc`, whose `is_stmt` the next one inherits.
    pub fn current(&self) -> Option<DwarfLoc> {
        self.current
    }

    /// `.loc`: the position of the next instruction.
    pub fn set_loc(&mut self, loc: DwarfLoc) -> Result<(), String> {
        self.used = true;
        if !self.is_valid_file(loc.file) {
            return Err("unassigned file number in '.loc' directive".to_string());
        }
        self.current = Some(loc);
        self.pending = true;
        Ok(())
    }

    /// Whether a `.loc` waits for the position of the next instruction or data.
    pub fn is_pending(&self) -> bool {
        self.pending
    }

    /// The position waiting for an instruction, if any (taking it).
    #[inline]
    pub fn take_pending(&mut self) -> Option<DwarfLoc> {
        if !self.pending {
            return None;
        }
        self.pending = false;
        self.current
    }

    /// Records that `label` in `section` starts code at `loc`.
    pub fn add_entry(&mut self, section: SectionId, label: SymbolId, loc: DwarfLoc) {
        // Entries usually continue the last sequence; search from the end.
        match self.sequences.iter_mut().rev().find(|s| s.0 == section) {
            Some(seq) => seq.1.push((label, loc)),
            None => self.sequences.push((section, vec![(label, loc)])),
        }
    }

    /// Writes the table. `offset_of` gives label offsets after layout, `section_size` the
    /// laid-out size of a section, `default_comp_dir` the directory used without `.file 0`;
    /// `version` is the DWARF version (a `.file 0` makes it at least 5, as in llvm-mc).
    pub fn build(
        &self,
        offset_of: &dyn Fn(SymbolId) -> Option<u64>,
        section_size: &dyn Fn(SectionId) -> u64,
        default_comp_dir: &str,
        version: u16,
    ) -> Result<DebugLine, String> {
        let mut out = if version >= 5 || self.root.is_some() { self.header_v5(default_comp_dir) } else { self.header_v4() };
        for (section, entries) in &self.sequences {
            self.write_sequence(&mut out, entries, offset_of, section_size(*section))?;
        }
        let unit_length = (out.bytes.len() - 4) as u32;
        out.bytes[..4].copy_from_slice(&unit_length.to_le_bytes());
        Ok(out)
    }

    /// The start of a version 4 table, up to the line program: directories and files as
    /// null-terminated strings (no compilation directory: index 0 means it).
    fn header_v4(&self) -> DebugLine {
        let mut out = DebugLine::default();
        let b = &mut out.bytes;
        b.extend_from_slice(&[0; 4]);
        b.extend_from_slice(&4u16.to_le_bytes());
        let header_length_at = b.len();
        b.extend_from_slice(&[0; 4]);
        let header_start = b.len();
        b.extend_from_slice(&[1, 1, 1, LINE_BASE as u8, LINE_RANGE as u8, OPCODE_BASE as u8]);
        b.extend_from_slice(&STANDARD_OPCODE_LENGTHS);
        for d in &self.dirs {
            b.extend_from_slice(d.as_bytes());
            b.push(0);
        }
        b.push(0);
        for f in self.files.iter().skip(1) {
            let f = f.clone().unwrap_or_default();
            b.extend_from_slice(f.name.as_bytes());
            b.push(0);
            write_uleb(b, f.dir_index as u64);
            b.extend_from_slice(&[0, 0]); // modification time and length: unknown
        }
        b.push(0);
        let header_length = (b.len() - header_start) as u32;
        b[header_length_at..header_length_at + 4].copy_from_slice(&header_length.to_le_bytes());
        out
    }

    /// The start of a version 5 table, up to the line program.
    fn header_v5(&self, default_comp_dir: &str) -> DebugLine {
        let mut out = DebugLine::default();
        let mut strings: Vec<String> = Vec::new();
        let mut string_ref = |out: &mut DebugLine, s: &str| {
            let offset = match strings.iter().position(|x| x == s) {
                Some(i) => strings[..i].iter().map(|x| x.len() as u32 + 1).sum(),
                None => {
                    let off = out.line_str.len() as u32;
                    strings.push(s.to_string());
                    out.line_str.extend_from_slice(s.as_bytes());
                    out.line_str.push(0);
                    off
                }
            };
            out.string_fixups.push((out.bytes.len() as u32, offset));
            out.bytes.extend_from_slice(&[0; 4]);
        };
        let b = &mut out.bytes;
        b.extend_from_slice(&[0; 4]);
        b.extend_from_slice(&5u16.to_le_bytes());
        b.push(8);
        b.push(0);
        let header_length_at = b.len();
        b.extend_from_slice(&[0; 4]);
        let header_start = b.len();
        b.extend_from_slice(&[1, 1, 1, LINE_BASE as u8, LINE_RANGE as u8, OPCODE_BASE as u8]);
        b.extend_from_slice(&STANDARD_OPCODE_LENGTHS);
        // Directories: the compilation directory, then the others.
        b.extend_from_slice(&[1, 0x01, 0x1f]);
        write_uleb(b, self.dirs.len() as u64 + 1);
        let comp_dir = self.comp_dir.clone().unwrap_or_else(|| default_comp_dir.to_string());
        string_ref(&mut out, &comp_dir);
        for d in &self.dirs {
            string_ref(&mut out, d);
        }
        // Files: the root (or file 1 when there is no `.file 0`), then files 1...
        let listed: Vec<FileEntry> = self.files.iter().skip(1).map(|f| f.clone().unwrap_or_default()).collect();
        let root = match (&self.root, listed.first()) {
            (Some(r), _) => r.clone(),
            (None, Some(first)) => first.clone(),
            (None, None) => FileEntry { name: "<stdin>".to_string(), dir_index: 0, md5: None },
        };
        let all_md5 = root.md5.is_some() && listed.iter().all(|f| f.md5.is_some());
        let b = &mut out.bytes;
        b.push(if all_md5 { 3 } else { 2 });
        b.extend_from_slice(&[0x01, 0x1f, 0x02, 0x0f]);
        if all_md5 {
            b.extend_from_slice(&[0x05, 0x1e]);
        }
        write_uleb(b, listed.len() as u64 + 1);
        for f in std::iter::once(&root).chain(listed.iter()) {
            string_ref(&mut out, &f.name);
            write_uleb(&mut out.bytes, f.dir_index as u64);
            if all_md5 {
                out.bytes.extend_from_slice(&f.md5.unwrap_or_default());
            }
        }
        let header_length = (out.bytes.len() - header_start) as u32;
        out.bytes[header_length_at..header_length_at + 4].copy_from_slice(&header_length.to_le_bytes());
        out
    }

    fn write_sequence(
        &self,
        out: &mut DebugLine,
        entries: &[(SymbolId, DwarfLoc)],
        offset_of: &dyn Fn(SymbolId) -> Option<u64>,
        section_end: u64,
    ) -> Result<(), String> {
        let (mut file, mut last_line, mut column, mut flags, mut isa) = (1u32, 1i64, 0u32, FLAG_IS_STMT, 0u32);
        let mut last_address: Option<u64> = None;
        for &(label, loc) in entries {
            let address = offset_of(label).ok_or("line table label is not laid out")?;
            let b = &mut out.bytes;
            if file != loc.file {
                file = loc.file;
                b.push(0x04);
                write_uleb(b, file as u64);
            }
            if column != loc.column {
                column = loc.column;
                b.push(0x05);
                write_uleb(b, column as u64);
            }
            if loc.discriminator != 0 {
                let mut operand = Vec::new();
                write_uleb(&mut operand, loc.discriminator as u64);
                b.push(0x00);
                write_uleb(b, operand.len() as u64 + 1);
                b.push(0x04);
                b.extend_from_slice(&operand);
            }
            if isa != loc.isa {
                isa = loc.isa;
                b.push(0x0c);
                write_uleb(b, isa as u64);
            }
            if (loc.flags ^ flags) & FLAG_IS_STMT != 0 {
                flags = loc.flags;
                b.push(0x06);
            }
            if loc.flags & FLAG_BASIC_BLOCK != 0 {
                b.push(0x07);
            }
            if loc.flags & FLAG_PROLOGUE_END != 0 {
                b.push(0x0a);
            }
            if loc.flags & FLAG_EPILOGUE_BEGIN != 0 {
                b.push(0x0b);
            }
            let line_delta = loc.line as i64 - last_line;
            match last_address {
                None => {
                    b.extend_from_slice(&[0x00, 9, 0x02]);
                    out.address_fixups.push((b.len() as u32, label));
                    b.extend_from_slice(&[0; 8]);
                    encode_advance(b, Some(line_delta), 0);
                }
                Some(prev) => encode_advance(b, Some(line_delta), address.checked_sub(prev).ok_or("line table addresses go backwards")?),
            }
            last_line = loc.line as i64;
            last_address = Some(address);
        }
        if let Some(prev) = last_address {
            encode_advance(&mut out.bytes, None, section_end.saturating_sub(prev));
        }
        Ok(())
    }
}

/// Encodes a line/address advance; `line_delta` `None` ends the sequence.
fn encode_advance(out: &mut Vec<u8>, line_delta: Option<i64>, addr_delta: u64) {
    let Some(mut line_delta) = line_delta else {
        if addr_delta == MAX_SPECIAL_ADDR_DELTA {
            out.push(0x08);
        } else if addr_delta != 0 {
            out.push(0x02);
            write_uleb(out, addr_delta);
        }
        out.extend_from_slice(&[0x00, 1, 0x01]);
        return;
    };
    let mut need_copy = false;
    let mut temp = line_delta.wrapping_sub(LINE_BASE) as u64;
    if temp >= LINE_RANGE || temp + OPCODE_BASE > 255 {
        out.push(0x03);
        write_sleb(out, line_delta);
        line_delta = 0;
        temp = (-LINE_BASE) as u64;
        need_copy = true;
    }
    if line_delta == 0 && addr_delta == 0 {
        out.push(0x01);
        return;
    }
    temp += OPCODE_BASE;
    if addr_delta < 256 + MAX_SPECIAL_ADDR_DELTA {
        let opcode = temp + addr_delta * LINE_RANGE;
        if opcode <= 255 {
            out.push(opcode as u8);
            return;
        }
        let opcode = temp + (addr_delta - MAX_SPECIAL_ADDR_DELTA) * LINE_RANGE;
        if opcode <= 255 {
            out.push(0x08);
            out.push(opcode as u8);
            return;
        }
    }
    out.push(0x02);
    write_uleb(out, addr_delta);
    if need_copy {
        out.push(0x01);
    } else {
        out.push(temp as u8);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn advances_use_special_opcodes_when_they_fit() {
        let enc = |line: Option<i64>, addr: u64| {
            let mut v = Vec::new();
            encode_advance(&mut v, line, addr);
            v
        };
        assert_eq!(enc(Some(13), 0), [0x03, 13, 0x01]);
        assert_eq!(enc(Some(5), 1), [0x25]);
        assert_eq!(enc(Some(-22), 1), [0x03, 0x6a, 0x20]);
        assert_eq!(enc(Some(297), 300), [0x03, 0xa9, 0x02, 0x02, 0xac, 0x02, 0x01]);
        assert_eq!(enc(Some(1), 20), [0x08, 0x3d]);
        assert_eq!(enc(None, 1), [0x02, 1, 0x00, 1, 0x01]);
        assert_eq!(enc(None, 17), [0x08, 0x00, 1, 0x01]);
    }

    #[test]
    fn files_share_directories_and_the_root_is_separate() {
        let mut t = LineTable::default();
        t.add_file(0, "/w", "src/a.c", None).unwrap();
        t.add_file(1, "src", "a.c", None).unwrap();
        t.add_file(2, "", "inc/b.h", None).unwrap();
        t.add_file(3, "src", "c.h", None).unwrap();
        assert_eq!(t.dirs, vec!["src".to_string(), "inc".to_string()]);
        assert_eq!(t.files[3].as_ref().map(|f| f.dir_index), Some(1));
        assert!(t.add_file(1, "x", "y", None).is_err());
        assert!(t.set_loc(DwarfLoc { file: 9, line: 1, column: 0, flags: 1, isa: 0, discriminator: 0 }).is_err());
    }
}
