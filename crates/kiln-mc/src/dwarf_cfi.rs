//! Call-frame information: the `.cfi_*` directives and the `.eh_frame` section built from them.
//!
//! Each `.cfi_*` directive inside a `.cfi_startproc`/`.cfi_endproc` pair is recorded with its
//! [`Place`] in the code (the frame's start with a temporary label, which the FDE's address
//! fixup names). After layout, [`build_eh_frame`] writes one CIE
//! per distinct set of frame conventions (placed before its first FDE, FDEs grouped by CIE)
//! and one FDE per function, turning label distances into `DW_CFA_advance_loc*` operations.
//! PC-relative pointers (FDE start, personality, LSDA) become fixups for the assembler.

use crate::context::{SectionId, SymbolId};
use crate::target::{FixupKind, FrameInfo};

/// Where a CFI directive stands in its frame's section: a fragment and the offset in it, as a
/// label defined there would record them. The directives mark their places so rather than with
/// a temporary symbol each: symbols live as long as the module's context, and a function's CFI
/// is a handful of directives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    pub fragment: u32,
    pub offset: u32,
}

/// One CFI operation; registers are DWARF register numbers.
#[derive(Clone, Debug, PartialEq)]
pub enum CfiInstruction {
    DefCfa { reg: u32, offset: i64 },
    DefCfaOffset(i64),
    DefCfaRegister(u32),
    AdjustCfaOffset(i64),
    Offset { reg: u32, offset: i64 },
    /// `.cfi_rel_offset`: relative to the current CFA offset.
    RelOffset { reg: u32, offset: i64 },
    Restore(u32),
    Undefined(u32),
    SameValue(u32),
    Register(u32, u32),
    RememberState,
    RestoreState,
    WindowSave,
    GnuArgsSize(u64),
    Escape(Vec<u8>),
}

/// A `.cfi_*` directive as the streamer receives it.
#[derive(Clone, Debug, PartialEq)]
pub enum CfiDirective {
    StartProc { simple: bool },
    EndProc,
    Instruction(CfiInstruction),
    /// `.cfi_personality encoding, symbol` (encoding 0xff: none).
    Personality { encoding: u8, symbol: Option<SymbolId> },
    /// `.cfi_lsda encoding, symbol`.
    Lsda { encoding: u8, symbol: Option<SymbolId> },
    SignalFrame,
    ReturnColumn(u32),
}

/// What makes two CIEs differ: personality, LSDA encoding, signal frame, simple, RA column.
type CieKey = (Option<(u8, SymbolId)>, Option<u8>, bool, bool, Option<u32>);

/// The CFI of one function, between `.cfi_startproc` and `.cfi_endproc`.
#[derive(Clone, Debug)]
pub struct Frame {
    /// The section of the function's code, where every place of the frame is.
    pub section: SectionId,
    pub begin: SymbolId,
    pub end: Option<Place>,
    pub instructions: Vec<(Place, CfiInstruction)>,
    pub personality: Option<(u8, SymbolId)>,
    pub lsda: Option<(u8, SymbolId)>,
    pub simple: bool,
    pub signal_frame: bool,
    pub return_column: Option<u32>,
}

impl Frame {
    pub fn new(section: SectionId, begin: SymbolId, simple: bool) -> Frame {
        Frame { section, begin, end: None, instructions: Vec::new(), personality: None, lsda: None, simple, signal_frame: false, return_column: None }
    }
    /// Frames with equal keys share a CIE.
    fn cie_key(&self) -> CieKey {
        (self.personality, self.lsda.map(|l| l.0), self.signal_frame, self.simple, self.return_column)
    }
}

/// `.eh_frame` contents with the fixups the assembler must resolve or relocate.
#[derive(Debug, Default)]
pub struct EhFrame {
    pub bytes: Vec<u8>,
    pub fixups: Vec<(u32, SymbolId, FixupKind)>,
}

const DW_CFA_NOP: u8 = 0x00;
/// Encoding of FDE address fields: PC-relative, signed 4 bytes (small code model).
const FDE_POINTER_ENCODING: u8 = 0x1b;

/// Writes `.eh_frame` for `frames`. `offset_of` gives a label's offset in its section after
/// layout, `place_offset` a place's; a frame's labels and places all live in one section.
pub fn build_eh_frame(
    frames: &[Frame],
    info: &FrameInfo,
    pointer_size: u8,
    offset_of: &dyn Fn(SymbolId) -> Option<u64>,
    place_offset: &dyn Fn(SectionId, Place) -> Option<u64>,
) -> Result<EhFrame, String> {
    let mut order: Vec<&Frame> = frames.iter().collect();
    order.sort_by_key(|f| f.cie_key());
    let mut out = EhFrame::default();
    let mut cies: Vec<(_, usize, i64)> = Vec::new();
    let count = order.len();
    for (i, frame) in order.into_iter().enumerate() {
        let key = frame.cie_key();
        let (cie_start, initial_cfa) = match cies.iter().find(|c| c.0 == key) {
            Some(c) => (c.1, c.2),
            None => {
                let start = out.bytes.len();
                let cfa = write_cie(&mut out, frame, info, pointer_size)?;
                cies.push((key, start, cfa));
                (start, cfa)
            }
        };
        // Entries are 4-byte aligned; the last one pads the section to the pointer size.
        let align = if i + 1 == count { pointer_size } else { 4 };
        write_fde(&mut out, frame, cie_start, initial_cfa, info, pointer_size, align, &|label| offset_of(label), &|place| place_offset(frame.section, place))?;
    }
    Ok(out)
}

fn pointer_size_of(encoding: u8, pointer_size: u8) -> Result<u8, String> {
    match encoding & 0x0f {
        0x00 => Ok(pointer_size),
        0x02 | 0x0a => Ok(2),
        0x03 | 0x0b => Ok(4),
        0x04 | 0x0c => Ok(8),
        _ => Err(format!("unsupported pointer encoding {encoding:#x}")),
    }
}

fn write_pointer(out: &mut EhFrame, encoding: u8, sym: SymbolId, pointer_size: u8) -> Result<(), String> {
    let size = pointer_size_of(encoding, pointer_size)?;
    let kind = match (encoding & 0x70, size) {
        (0x10, 2) => FixupKind::PCREL_2,
        (0x10, 4) => FixupKind::PCREL_4,
        (0x10, 8) => FixupKind::PCREL_8,
        (0x00, n) => FixupKind::data(n).ok_or("bad pointer size")?,
        (app, _) => return Err(format!("unsupported pointer application {app:#x} in CFI encoding")),
    };
    out.fixups.push((out.bytes.len() as u32, sym, kind));
    out.bytes.resize(out.bytes.len() + size as usize, 0);
    Ok(())
}

fn write_cie(out: &mut EhFrame, frame: &Frame, info: &FrameInfo, pointer_size: u8) -> Result<i64, String> {
    let start = out.bytes.len();
    out.bytes.extend_from_slice(&[0; 4]);
    out.bytes.extend_from_slice(&0u32.to_le_bytes());
    out.bytes.push(1);
    let mut augmentation = String::from("z");
    if frame.personality.is_some() {
        augmentation.push('P');
    }
    if frame.lsda.is_some() {
        augmentation.push('L');
    }
    augmentation.push('R');
    if frame.signal_frame {
        augmentation.push('S');
    }
    out.bytes.extend_from_slice(augmentation.as_bytes());
    out.bytes.push(0);
    write_uleb(&mut out.bytes, info.code_alignment as u64);
    write_sleb(&mut out.bytes, info.data_alignment as i64);
    let ra = frame.return_column.unwrap_or(info.return_address_register);
    if ra > 255 {
        return Err(format!("return address register {ra} does not fit a version 1 CIE"));
    }
    out.bytes.push(ra as u8);
    let mut aug_len = 1u64;
    if let Some((enc, _)) = frame.personality {
        aug_len += 1 + pointer_size_of(enc, pointer_size)? as u64;
    }
    if frame.lsda.is_some() {
        aug_len += 1;
    }
    write_uleb(&mut out.bytes, aug_len);
    if let Some((enc, sym)) = frame.personality {
        out.bytes.push(enc);
        write_pointer(out, enc, sym, pointer_size)?;
    }
    if let Some((enc, _)) = frame.lsda {
        out.bytes.push(enc);
    }
    out.bytes.push(FDE_POINTER_ENCODING);
    let mut cfa_offset = 0;
    if !frame.simple {
        for inst in &info.initial_instructions {
            encode_instruction(&mut out.bytes, inst, &mut cfa_offset, info)?;
        }
    }
    finish_entry(out, start, 4);
    Ok(cfa_offset)
}

#[allow(clippy::too_many_arguments)]
fn write_fde(
    out: &mut EhFrame,
    frame: &Frame,
    cie_start: usize,
    initial_cfa: i64,
    info: &FrameInfo,
    pointer_size: u8,
    align: u8,
    offset_of: &dyn Fn(SymbolId) -> Option<u64>,
    place_offset: &dyn Fn(Place) -> Option<u64>,
) -> Result<(), String> {
    let start = out.bytes.len();
    out.bytes.extend_from_slice(&[0; 4]);
    let cie_pointer = (out.bytes.len() - cie_start) as u32;
    out.bytes.extend_from_slice(&cie_pointer.to_le_bytes());
    let begin = offset_of(frame.begin).ok_or("CFI frame start is not laid out")?;
    let end = frame.end.and_then(place_offset).ok_or("CFI frame end is not laid out")?;
    write_pointer(out, FDE_POINTER_ENCODING, frame.begin, pointer_size)?;
    let range = end.checked_sub(begin).ok_or(".cfi_endproc before its .cfi_startproc")?;
    out.bytes.extend_from_slice(&(range as u32).to_le_bytes());
    match frame.lsda {
        Some((enc, sym)) => {
            write_uleb(&mut out.bytes, pointer_size_of(enc, pointer_size)? as u64);
            write_pointer(out, enc, sym, pointer_size)?;
        }
        None => write_uleb(&mut out.bytes, 0),
    }
    let mut cfa_offset = initial_cfa;
    let mut last = begin;
    for (place, inst) in &frame.instructions {
        let at = place_offset(*place).ok_or("CFI directive is not laid out")?;
        let delta = at.checked_sub(last).ok_or("CFI directives out of address order")? / info.code_alignment.max(1) as u64;
        write_advance(&mut out.bytes, delta)?;
        last = at;
        encode_instruction(&mut out.bytes, inst, &mut cfa_offset, info)?;
    }
    finish_entry(out, start, align);
    Ok(())
}

/// Pads an entry with `DW_CFA_nop` to `align` bytes and fills in its length.
fn finish_entry(out: &mut EhFrame, start: usize, align: u8) {
    let align = align.max(1) as usize;
    let padding = (align - out.bytes.len() % align) % align;
    out.bytes.resize(out.bytes.len() + padding, DW_CFA_NOP);
    let len = (out.bytes.len() - start - 4) as u32;
    out.bytes[start..start + 4].copy_from_slice(&len.to_le_bytes());
}

fn write_advance(out: &mut Vec<u8>, delta: u64) -> Result<(), String> {
    match delta {
        0 => {}
        1..=63 => out.push(0x40 | delta as u8),
        64..=0xff => out.extend_from_slice(&[0x02, delta as u8]),
        0x100..=0xffff => {
            out.push(0x03);
            out.extend_from_slice(&(delta as u16).to_le_bytes());
        }
        0x1_0000..=0xffff_ffff => {
            out.push(0x04);
            out.extend_from_slice(&(delta as u32).to_le_bytes());
        }
        _ => return Err("CFI address advance does not fit 32 bits".to_string()),
    }
    Ok(())
}

fn encode_instruction(out: &mut Vec<u8>, inst: &CfiInstruction, cfa: &mut i64, info: &FrameInfo) -> Result<(), String> {
    let data_align = info.data_alignment as i64;
    let offset_op = |out: &mut Vec<u8>, reg: u32, offset: i64| {
        let factored = if data_align != 0 { offset / data_align } else { offset };
        if factored < 0 {
            out.push(0x11);
            write_uleb(out, reg as u64);
            write_sleb(out, factored);
        } else if reg < 64 {
            out.push(0x80 | reg as u8);
            write_uleb(out, factored as u64);
        } else {
            out.push(0x05);
            write_uleb(out, reg as u64);
            write_uleb(out, factored as u64);
        }
    };
    match *inst {
        CfiInstruction::DefCfa { reg, offset } => {
            *cfa = offset;
            out.push(0x0c);
            write_uleb(out, reg as u64);
            write_uleb(out, offset as u64);
        }
        CfiInstruction::DefCfaOffset(offset) => {
            *cfa = offset;
            out.push(0x0e);
            write_uleb(out, offset as u64);
        }
        CfiInstruction::AdjustCfaOffset(adjust) => {
            *cfa += adjust;
            out.push(0x0e);
            write_uleb(out, *cfa as u64);
        }
        CfiInstruction::DefCfaRegister(reg) => {
            out.push(0x0d);
            write_uleb(out, reg as u64);
        }
        CfiInstruction::Offset { reg, offset } => offset_op(out, reg, offset),
        CfiInstruction::RelOffset { reg, offset } => offset_op(out, reg, offset - *cfa),
        CfiInstruction::Restore(reg) if reg < 64 => out.push(0xc0 | reg as u8),
        CfiInstruction::Restore(reg) => {
            out.push(0x06);
            write_uleb(out, reg as u64);
        }
        CfiInstruction::Undefined(reg) => {
            out.push(0x07);
            write_uleb(out, reg as u64);
        }
        CfiInstruction::SameValue(reg) => {
            out.push(0x08);
            write_uleb(out, reg as u64);
        }
        CfiInstruction::Register(a, b) => {
            out.push(0x09);
            write_uleb(out, a as u64);
            write_uleb(out, b as u64);
        }
        CfiInstruction::RememberState => out.push(0x0a),
        CfiInstruction::RestoreState => out.push(0x0b),
        CfiInstruction::WindowSave => out.push(0x2d),
        CfiInstruction::GnuArgsSize(size) => {
            out.push(0x2e);
            write_uleb(out, size);
        }
        CfiInstruction::Escape(ref bytes) => out.extend_from_slice(bytes),
    }
    Ok(())
}

/// How many bytes [`write_uleb`] writes for `v`.
pub fn uleb_size(mut v: u64) -> u32 {
    let mut n = 1;
    while v >= 0x80 {
        v >>= 7;
        n += 1;
    }
    n
}

/// How many bytes [`write_sleb`] writes for `v`.
pub fn sleb_size(mut v: i64) -> u32 {
    let mut n = 0;
    loop {
        let byte = v & 0x7f;
        v >>= 7;
        n += 1;
        if (v == 0 && byte & 0x40 == 0) || (v == -1 && byte & 0x40 != 0) {
            return n;
        }
    }
}

pub fn write_uleb(out: &mut Vec<u8>, mut v: u64) {
    loop {
        let byte = (v & 0x7f) as u8;
        v >>= 7;
        if v == 0 {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

pub fn write_sleb(out: &mut Vec<u8>, mut v: i64) {
    loop {
        let byte = (v & 0x7f) as u8;
        v >>= 7;
        let done = (v == 0 && byte & 0x40 == 0) || (v == -1 && byte & 0x40 != 0);
        if done {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn x86_like() -> FrameInfo {
        FrameInfo {
            code_alignment: 1,
            data_alignment: -8,
            return_address_register: 16,
            initial_instructions: vec![CfiInstruction::DefCfa { reg: 7, offset: 8 }, CfiInstruction::Offset { reg: 16, offset: -8 }],
            eh_frame_section_type: 1,
        }
    }

    #[test]
    fn leb128() {
        let mut v = Vec::new();
        write_uleb(&mut v, 624485);
        write_sleb(&mut v, -123456);
        write_sleb(&mut v, 63);
        write_sleb(&mut v, 64);
        assert_eq!(v, [0xe5, 0x8e, 0x26, 0xc0, 0xbb, 0x78, 0x3f, 0xc0, 0x00]);
    }

    #[test]
    fn leb128_sizes_are_the_written_lengths() {
        for u in [0, 1, 127, 128, 16383, 16384, 624485, u64::MAX] {
            let mut v = Vec::new();
            write_uleb(&mut v, u);
            assert_eq!(uleb_size(u) as usize, v.len(), "uleb {u}");
        }
        for i in [0, 1, -1, 63, 64, -64, -65, 8191, 8192, -123456, i64::MIN, i64::MAX] {
            let mut v = Vec::new();
            write_sleb(&mut v, i);
            assert_eq!(sleb_size(i) as usize, v.len(), "sleb {i}");
        }
    }

    #[test]
    fn one_function_gives_a_cie_and_an_fde() {
        let begin = SymbolId(0);
        let at = |offset| Place { fragment: 1, offset };
        let mut frame = Frame::new(SectionId(2), begin, false);
        frame.instructions.push((at(1), CfiInstruction::DefCfaOffset(16)));
        frame.instructions.push((at(1), CfiInstruction::Offset { reg: 6, offset: -16 }));
        frame.instructions.push((at(4), CfiInstruction::DefCfaRegister(6)));
        frame.end = Some(at(6));
        let place_offset = |s: SectionId, p: Place| (s == SectionId(2) && p.fragment == 1).then_some(p.offset as u64);
        let eh = build_eh_frame(&[frame], &x86_like(), 8, &|s| (s == begin).then_some(0), &place_offset).unwrap();
        let cie = [0x14, 0, 0, 0, 0, 0, 0, 0, 1, b'z', b'R', 0, 1, 0x78, 0x10, 1, 0x1b, 0x0c, 7, 8, 0x90, 1, 0, 0];
        assert_eq!(&eh.bytes[..24], &cie);
        let fde = [0x1c, 0, 0, 0, 0x1c, 0, 0, 0, 0, 0, 0, 0, 6, 0, 0, 0, 0, 0x41, 0x0e, 0x10, 0x86, 2, 0x43, 0x0d, 6, 0, 0, 0, 0, 0, 0, 0];
        assert_eq!(&eh.bytes[24..], &fde);
        assert_eq!(eh.fixups, vec![(32, begin, FixupKind::PCREL_4)]);
    }
}
