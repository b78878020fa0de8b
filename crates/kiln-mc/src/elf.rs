//! ELF64 relocatable object writer, behind the format-neutral [`ObjectWriter`] trait.
//!
//! The assembler hands over fixups it could not resolve; the writer picks the relocation's
//! symbol (the symbol itself, or the section symbol plus an offset when that says the same
//! thing), asks the target's [`ElfTargetWriter`] for the relocation type, and finally writes
//! the file: section data, `.group`, `.symtab` (locals first, in definition order), `.rela.*`,
//! and one tail-merged `.strtab` for symbol and section names, in the layout llvm-mc uses.
//! Relocations, symbol marks and table indices are kept in vectors indexed by section and
//! symbol number, and names are borrowed from the context: building the tables hashes and
//! allocates nothing per symbol.

use crate::context::{Binding, Context, ExprId, SectionId, SymbolDef, SymbolId, SymbolType, Visibility};
use crate::expr::{evaluate, ExprNode, RelocatableValue, SymbolResolver, VariantKind};
use crate::streamer::MCError;
use crate::target::{FixupKind, FixupKindInfo};
use rustc_hash::FxHashMap;

/// ELF constants used across the crate.
pub mod consts {
    pub const SHT_NULL: u32 = 0;
    pub const SHT_PROGBITS: u32 = 1;
    pub const SHT_SYMTAB: u32 = 2;
    pub const SHT_STRTAB: u32 = 3;
    pub const SHT_RELA: u32 = 4;
    pub const SHT_NOTE: u32 = 7;
    pub const SHT_NOBITS: u32 = 8;
    pub const SHT_INIT_ARRAY: u32 = 14;
    pub const SHT_FINI_ARRAY: u32 = 15;
    pub const SHT_PREINIT_ARRAY: u32 = 16;
    pub const SHT_GROUP: u32 = 17;
    pub const SHT_LLVM_ADDRSIG: u32 = 0x6fff_4c03;
    pub const SHT_X86_64_UNWIND: u32 = 0x7000_0001;

    pub const SHF_WRITE: u64 = 0x1;
    pub const SHF_ALLOC: u64 = 0x2;
    pub const SHF_EXECINSTR: u64 = 0x4;
    pub const SHF_MERGE: u64 = 0x10;
    pub const SHF_STRINGS: u64 = 0x20;
    pub const SHF_INFO_LINK: u64 = 0x40;
    pub const SHF_LINK_ORDER: u64 = 0x80;
    pub const SHF_GROUP: u64 = 0x200;
    pub const SHF_TLS: u64 = 0x400;
    pub const SHF_GNU_RETAIN: u64 = 0x20_0000;
    pub const SHF_EXCLUDE: u64 = 0x8000_0000;

    pub const GRP_COMDAT: u32 = 1;
    pub const SHN_ABS: u16 = 0xfff1;
    pub const SHN_COMMON: u16 = 0xfff2;
    pub const EM_X86_64: u16 = 62;
}
use consts::*;

/// What the assembler hands a writer for a fixup it could not resolve.
#[derive(Clone, Copy, Debug)]
pub struct RelocationRequest {
    pub section: SectionId,
    /// Offset of the fixup in its section.
    pub offset: u64,
    pub kind: FixupKind,
    pub info: FixupKindInfo,
    pub target: RelocatableValue,
    pub loc: Option<u32>,
}

/// The assembled module as the writer sees it.
pub struct AssembledObject<'a> {
    pub ctx: &'a Context,
    /// Sections in the order they were first used; `data[i]` belongs to `sections[i]`
    /// (empty for `SHT_NOBITS`, whose size is `sizes[i]`).
    pub sections: &'a [SectionId],
    pub data: &'a [Vec<u8>],
    pub sizes: &'a [u64],
    /// Symbols in the order the assembler first saw them.
    pub symbols: &'a [SymbolId],
    pub file_names: &'a [String],
    pub addrsig: Option<&'a [SymbolId]>,
    pub layout: &'a dyn SymbolResolver,
}

/// An object file format.
pub trait ObjectWriter {
    /// Whether a PC-relative reference to `sym` from `section` needs no relocation.
    fn is_pcrel_resolved(&self, ctx: &Context, layout: &dyn SymbolResolver, sym: SymbolId, section: SectionId) -> bool;
    /// Records a relocation; returns the value to write into the fixed-up bytes.
    fn record_relocation(&mut self, ctx: &Context, layout: &dyn SymbolResolver, req: &RelocationRequest) -> Result<u64, MCError>;
    /// Writes the object file.
    fn write_object(&mut self, obj: &AssembledObject) -> Result<Vec<u8>, Vec<MCError>>;
}

/// A relocation as the target sees it when choosing a type.
#[derive(Clone, Copy, Debug)]
pub struct RelocationTarget {
    pub kind: FixupKind,
    pub info: FixupKindInfo,
    pub variant: VariantKind,
    pub pc_rel: bool,
}

/// The target part of the ELF writer (relocation numbering, header fields).
pub trait ElfTargetWriter {
    fn machine(&self) -> u16;
    fn os_abi(&self) -> u8 {
        0
    }
    fn header_flags(&self) -> u32 {
        0
    }
    /// The `R_*` type for a relocation, or why it cannot be expressed.
    fn relocation_type(&self, target: &RelocationTarget) -> Result<u32, String>;
    /// The `(add, sub)` relocation types with which the target writes a difference `A - B`
    /// in a data fixup of `kind` as two relocations (RISC-V's `R_RISCV_ADD32`/`SUB32`, which
    /// linker relaxation keeps right); `None` folds `B` into a PC-relative relocation.
    fn difference_relocations(&self, _kind: FixupKind) -> Option<(u32, u32)> {
        None
    }
    /// Whether a relocation of `r_type` must name its symbol rather than a section symbol.
    fn needs_symbol(&self, _r_type: u32) -> bool {
        false
    }
}

#[derive(Clone, Copy, Debug)]
struct ElfRelocation {
    offset: u64,
    symbol: Option<SymbolId>,
    r_type: u32,
    addend: i64,
}

/// ELF64 little-endian relocatable writer (RELA relocations).
pub struct ElfWriter {
    target: Box<dyn ElfTargetWriter>,
    /// The relocations of each section, by section number.
    relocations: Vec<Vec<ElfRelocation>>,
    /// Per symbol number, [`USED_IN_RELOCATION`] and the other marks `build` gives.
    marks: Vec<u8>,
}

/// A relocation names the symbol: it goes into the symbol table.
const USED_IN_RELOCATION: u8 = 1;
/// Listed by `.addrsig_sym`: it goes into the symbol table.
const ADDRSIG: u8 = 2;
/// A section group's signature.
const SIGNATURE: u8 = 4;

impl ElfWriter {
    pub fn new(target: Box<dyn ElfTargetWriter>) -> ElfWriter {
        ElfWriter { target, relocations: Vec::new(), marks: Vec::new() }
    }

    fn mark(&mut self, sym: SymbolId, mark: u8) {
        let i = sym.0 as usize;
        if self.marks.len() <= i {
            self.marks.resize(i + 1, 0);
        }
        self.marks[i] |= mark;
    }

    fn marks(&self, sym: SymbolId) -> u8 {
        self.marks.get(sym.0 as usize).copied().unwrap_or(0)
    }

    fn relocations_mut(&mut self, section: SectionId) -> &mut Vec<ElfRelocation> {
        let i = section.0 as usize;
        if self.relocations.len() <= i {
            self.relocations.resize_with(i + 1, Vec::new);
        }
        &mut self.relocations[i]
    }

    fn relocations(&self, section: SectionId) -> &[ElfRelocation] {
        self.relocations.get(section.0 as usize).map_or(&[], |r| r.as_slice())
    }

    /// Whether the relocation must keep the symbol (instead of section symbol + offset).
    fn relocate_with_symbol(&self, ctx: &Context, layout: &dyn SymbolResolver, sym: SymbolId, variant: VariantKind, constant: i64, r_type: u32) -> bool {
        if variant.keeps_symbol() {
            return true;
        }
        let s = ctx.symbol(sym);
        if !matches!(s.def, SymbolDef::Label { .. } | SymbolDef::Variable(_)) {
            return true;
        }
        let Some((section, _)) = layout.position(ctx, sym) else {
            return true;
        };
        if s.effective_binding() != Binding::Local || s.ty == SymbolType::GnuIfunc {
            return true;
        }
        let flags = ctx.section(section).flags;
        if flags & SHF_MERGE != 0 && constant != 0 {
            return true;
        }
        if flags & SHF_TLS != 0 {
            return true;
        }
        self.target.needs_symbol(r_type)
    }
}

/// Whether `sym` is a local, non-ifunc symbol placed in `section`: a PC-relative reference to
/// it from that section is resolved by the assembler, in a file or in memory.
pub(crate) fn local_in_section(ctx: &Context, layout: &dyn SymbolResolver, sym: SymbolId, section: SectionId) -> bool {
    let s = ctx.symbol(sym);
    s.effective_binding() == Binding::Local
        && s.ty != SymbolType::GnuIfunc
        && layout.position(ctx, sym).is_some_and(|(sec, _)| sec == section)
}

/// The constant and PC-relativity of a fixup once `A - B + C` with `B` in the fixup's own
/// section has become the PC-relative `A + C + (P - B)`; other subtractions are errors.
pub(crate) fn fold_subtraction(ctx: &Context, layout: &dyn SymbolResolver, req: &RelocationRequest) -> Result<(i64, bool), MCError> {
    let err = |m: String| MCError::new(req.loc, m);
    let (constant, pc_rel) = (req.target.constant, req.info.pc_rel);
    let Some(b) = req.target.sym_b else { return Ok((constant, pc_rel)) };
    let name = &ctx.symbol(b).name;
    let (sec_b, off_b) =
        layout.position(ctx, b).ok_or_else(|| err(format!("symbol '{name}' can not be undefined in a subtraction expression")))?;
    if sec_b != req.section {
        return Err(err("Cannot represent a difference across sections".to_string()));
    }
    if pc_rel {
        return Err(err("unsupported subtraction in a PC-relative fixup".to_string()));
    }
    Ok((constant.wrapping_add(req.offset as i64 - off_b as i64), true))
}

impl ObjectWriter for ElfWriter {
    fn is_pcrel_resolved(&self, ctx: &Context, layout: &dyn SymbolResolver, sym: SymbolId, section: SectionId) -> bool {
        local_in_section(ctx, layout, sym, section)
    }

    fn record_relocation(&mut self, ctx: &Context, layout: &dyn SymbolResolver, req: &RelocationRequest) -> Result<u64, MCError> {
        let err = |m: String| MCError::new(req.loc, m);
        if let (Some((a, VariantKind::None)), Some(b)) = (req.target.sym_a, req.target.sym_b) {
            if let Some((add, sub)) = self.target.difference_relocations(req.kind) {
                let list = self.relocations_mut(req.section);
                list.push(ElfRelocation { offset: req.offset, symbol: Some(a), r_type: add, addend: req.target.constant });
                list.push(ElfRelocation { offset: req.offset, symbol: Some(b), r_type: sub, addend: 0 });
                self.mark(a, USED_IN_RELOCATION);
                self.mark(b, USED_IN_RELOCATION);
                return Ok(0);
            }
        }
        let (mut constant, pc_rel) = fold_subtraction(ctx, layout, req)?;
        let (sym_a, variant) = match req.target.sym_a {
            Some((s, v)) => (Some(s), v),
            None => (None, VariantKind::None),
        };
        let r_type = self
            .target
            .relocation_type(&RelocationTarget {
                kind: req.kind,
                info: req.info,
                variant,
                pc_rel,
            })
            .map_err(err)?;
        let symbol = match sym_a {
            None => None,
            Some(a) if self.relocate_with_symbol(ctx, layout, a, variant, constant, r_type) => {
                if ctx.symbol(a).temporary && !ctx.symbol(a).is_defined() {
                    return Err(err(format!("Undefined temporary symbol {}", ctx.symbol(a).name)));
                }
                Some(a)
            }
            Some(a) => {
                let (section, offset) = layout
                    .position(ctx, a)
                    .ok_or_else(|| err(format!("symbol '{}' has no position", ctx.symbol(a).name)))?;
                constant = constant.wrapping_add(offset as i64);
                Some(ctx.section(section).begin_symbol)
            }
        };
        if let Some(s) = symbol {
            self.mark(s, USED_IN_RELOCATION);
        }
        self.relocations_mut(req.section).push(ElfRelocation { offset: req.offset, symbol, r_type, addend: constant });
        Ok(0)
    }

    fn write_object(&mut self, obj: &AssembledObject) -> Result<Vec<u8>, Vec<MCError>> {
        ElfFile::build(self, obj)
    }
}

/// One row of the section header table under construction.
#[derive(Clone, Debug, Default)]
struct SectionHeader {
    name: String,
    sh_type: u32,
    flags: u64,
    offset: u64,
    size: u64,
    link: u32,
    info: u32,
    align: u64,
    entsize: u64,
}

struct ElfFile {
    out: Vec<u8>,
    headers: Vec<SectionHeader>,
}

struct SymbolEntry<'a> {
    name: Option<&'a str>,
    info: u8,
    other: u8,
    shndx: u16,
    value: u64,
    size: u64,
}

impl ElfFile {
    fn align(&mut self, align: u64) -> u64 {
        let align = align.max(1) as usize;
        let padding = (align - self.out.len() % align) % align;
        self.out.resize(self.out.len() + padding, 0);
        self.out.len() as u64
    }

    fn add_header(&mut self, h: SectionHeader) -> u32 {
        self.headers.push(h);
        (self.headers.len() - 1) as u32
    }

    fn build(w: &mut ElfWriter, obj: &AssembledObject) -> Result<Vec<u8>, Vec<MCError>> {
        let ctx = obj.ctx;
        let mut errors = Vec::new();
        // Address-significance symbols and group signatures must appear in the symbol table.
        for &sym in obj.addrsig.unwrap_or(&[]) {
            w.mark(sym, ADDRSIG);
        }
        for &sid in obj.sections {
            if let Some(sig) = ctx.section(sid).group {
                w.mark(sig, SIGNATURE);
            }
        }

        let mut f = ElfFile { out: vec![0; 64], headers: vec![SectionHeader::default()] };
        f.add_header(SectionHeader { name: ".strtab".into(), sh_type: SHT_STRTAB, align: 1, ..Default::default() });
        // The header number of each section, by section number.
        let mut section_index = vec![0u32; ctx.section_count()];
        let mut group_index: FxHashMap<SymbolId, u32> = FxHashMap::default();
        let mut group_members: FxHashMap<SymbolId, Vec<u32>> = FxHashMap::default();
        let mut groups: Vec<SymbolId> = Vec::new();
        let mut rela_sections: Vec<(u32, SectionId)> = Vec::new();
        for (i, &sid) in obj.sections.iter().enumerate() {
            let sec = ctx.section(sid);
            let start = f.align(sec.alignment);
            if !sec.is_virtual() {
                f.out.extend_from_slice(&obj.data[i]);
            }
            let has_relocs = !w.relocations(sid).is_empty();
            if let Some(sig) = sec.group {
                if let std::collections::hash_map::Entry::Vacant(slot) = group_index.entry(sig) {
                    slot.insert(f.add_header(SectionHeader { name: ".group".into(), sh_type: SHT_GROUP, align: 4, entsize: 4, ..Default::default() }));
                    groups.push(sig);
                }
            }
            let idx = f.add_header(SectionHeader {
                name: sec.name.clone(),
                sh_type: sec.sh_type,
                flags: sec.flags,
                offset: start,
                size: obj.sizes[i],
                align: sec.alignment,
                entsize: sec.entsize,
                ..Default::default()
            });
            if let Some(slot) = section_index.get_mut(sid.0 as usize) {
                *slot = idx;
            }
            let mut members = vec![idx];
            if has_relocs {
                let flags = if sec.flags & SHF_GROUP != 0 { SHF_GROUP } else { SHF_INFO_LINK };
                let ridx = f.add_header(SectionHeader {
                    name: format!(".rela{}", sec.name),
                    sh_type: SHT_RELA,
                    flags,
                    info: idx,
                    align: 8,
                    entsize: 24,
                    ..Default::default()
                });
                members.push(ridx);
                rela_sections.push((ridx, sid));
            }
            if let Some(sig) = sec.group {
                group_members.entry(sig).or_default().extend(members);
            }
        }
        for &sig in &groups {
            let idx = group_index[&sig] as usize;
            let start = f.align(4);
            let comdat = obj.sections.iter().any(|&s| ctx.section(s).group == Some(sig) && ctx.section(s).comdat);
            f.out.extend_from_slice(&(if comdat { GRP_COMDAT } else { 0 }).to_le_bytes());
            for &m in &group_members[&sig] {
                f.out.extend_from_slice(&m.to_le_bytes());
            }
            f.headers[idx].offset = start;
            f.headers[idx].size = f.out.len() as u64 - start;
        }
        let addrsig_index = obj.addrsig.map(|_| {
            f.add_header(SectionHeader { name: ".llvm_addrsig".into(), sh_type: SHT_LLVM_ADDRSIG, flags: SHF_EXCLUDE, align: 1, ..Default::default() })
        });

        // Symbol table: file symbols, then locals, then the rest, each in first-seen order.
        let symtab_index = f.add_header(SectionHeader { name: ".symtab".into(), sh_type: SHT_SYMTAB, link: 1, align: 8, entsize: 24, ..Default::default() });
        let mut locals = Vec::new();
        let mut globals = Vec::new();
        for &sym_id in obj.symbols {
            let s = ctx.symbol(sym_id);
            let marks = w.marks(sym_id);
            let used = marks & (USED_IN_RELOCATION | ADDRSIG) != 0;
            let signature = marks & SIGNATURE != 0;
            // `.set` aliases of undefined symbols stay out unless a relocation names them.
            let unresolved_alias = matches!(s.def, SymbolDef::Variable(_)) && symbol_value(ctx, sym_id, obj.layout).is_err();
            let in_symtab = used || signature || !(s.temporary || s.ty == SymbolType::Section || unresolved_alias);
            if !in_symtab {
                continue;
            }
            if s.temporary && !s.is_defined() && s.ty != SymbolType::Section {
                errors.push(MCError::new(None, format!("Undefined temporary symbol {}", s.name)));
                continue;
            }
            let mut binding = s.effective_binding();
            let mut ty = s.ty;
            let (shndx, mut value) = match s.def {
                SymbolDef::Undefined if signature && !used => {
                    binding = Binding::Local;
                    (group_index[&sym_id] as u16, 0)
                }
                SymbolDef::Undefined => (0, 0),
                SymbolDef::Common { align, .. } => {
                    ty = ty.combine(SymbolType::Object);
                    (SHN_COMMON, align)
                }
                SymbolDef::Label { .. } | SymbolDef::Variable(_) => match symbol_value(ctx, sym_id, obj.layout) {
                    Ok(Some((sec, off))) => (section_index.get(sec.0 as usize).copied().unwrap_or(0) as u16, off),
                    Ok(None) => (SHN_ABS, absolute_value(ctx, sym_id, obj.layout).unwrap_or(0)),
                    Err(m) => {
                        errors.push(MCError::new(None, m));
                        (0, 0)
                    }
                },
            };
            if s.ty == SymbolType::Section {
                value = 0;
            }
            // A `.set` alias without a type or size of its own takes those of the symbol it
            // stands for, as GNU as and llvm-mc do (`.set b, a` makes `b` an object of a's size).
            let base = alias_base(ctx, sym_id, obj.layout);
            if let Some(base) = base {
                ty = ty.combine(ctx.symbol(base).ty);
            }
            let size_expr = s.size.or_else(|| base.and_then(|base| inherited_size(ctx, sym_id, base)));
            let size = match (s.def, size_expr) {
                (SymbolDef::Common { size, .. }, _) => size,
                (_, Some(e)) => match evaluate(ctx, e, obj.layout) {
                    Ok(v) if v.is_absolute() => v.constant as u64,
                    _ => {
                        errors.push(MCError::new(None, format!("Size expression for {} must be absolute", s.name)));
                        0
                    }
                },
                _ => 0,
            };
            let entry = SymbolEntry {
                name: (s.ty != SymbolType::Section).then_some(s.name.as_str()),
                info: (binding_number(binding) << 4) | type_number(ty),
                other: visibility_number(s.visibility),
                shndx,
                value,
                size,
            };
            if binding == Binding::Local {
                locals.push((sym_id, entry));
            } else {
                globals.push((sym_id, entry));
            }
        }
        if !errors.is_empty() {
            return Err(errors);
        }

        // One string table for section and symbol names: the headers' (from header 1), then
        // the file names, then the symbols' in table order, each found by its place here.
        let mut strings: Vec<&str> = f.headers.iter().skip(1).map(|h| h.name.as_str()).collect();
        strings.extend(obj.file_names.iter().map(|s| s.as_str()));
        strings.extend(locals.iter().chain(&globals).filter_map(|(_, e)| e.name));
        let strtab = StringTable::build(&strings);
        let header_names = f.headers.len() - 1;

        // The symbol table index of each symbol, by symbol number (0: not in the table).
        let mut symbol_index = vec![0u32; ctx.symbol_count()];
        let symtab_start = f.align(8);
        f.out.extend_from_slice(&[0; 24]);
        for k in 0..obj.file_names.len() {
            write_symbol(&mut f.out, strtab.offset(header_names + k), 0x04, 0, SHN_ABS, 0, 0);
        }
        let mut next_name = header_names + obj.file_names.len();
        for (index, (id, e)) in (1 + obj.file_names.len() as u32..).zip(locals.iter().chain(&globals)) {
            let name = match e.name {
                Some(_) => {
                    next_name += 1;
                    strtab.offset(next_name - 1)
                }
                None => 0,
            };
            write_symbol(&mut f.out, name, e.info, e.other, e.shndx, e.value, e.size);
            if let Some(slot) = symbol_index.get_mut(id.0 as usize) {
                *slot = index;
            }
        }
        let index_of = |s: SymbolId| symbol_index.get(s.0 as usize).copied().unwrap_or(0);
        let first_global = 1 + (obj.file_names.len() + locals.len()) as u32;
        let sh = &mut f.headers[symtab_index as usize];
        sh.offset = symtab_start;
        sh.size = f.out.len() as u64 - symtab_start;
        sh.info = first_global;
        for &sig in &groups {
            let h = &mut f.headers[group_index[&sig] as usize];
            h.link = symtab_index;
            h.info = index_of(sig);
        }

        for &(ridx, sid) in &rela_sections {
            let start = f.align(8);
            for r in w.relocations(sid) {
                let sym = r.symbol.map_or(0, index_of);
                f.out.extend_from_slice(&r.offset.to_le_bytes());
                f.out.extend_from_slice(&(((sym as u64) << 32) | r.r_type as u64).to_le_bytes());
                f.out.extend_from_slice(&r.addend.to_le_bytes());
            }
            let h = &mut f.headers[ridx as usize];
            h.offset = start;
            h.size = f.out.len() as u64 - start;
            h.link = symtab_index;
        }
        if let (Some(idx), Some(list)) = (addrsig_index, obj.addrsig) {
            let start = f.out.len() as u64;
            for &s in list {
                let i = index_of(s);
                if i != 0 {
                    crate::dwarf_cfi::write_uleb(&mut f.out, i as u64);
                }
            }
            let h = &mut f.headers[idx as usize];
            h.offset = start;
            h.size = f.out.len() as u64 - start;
            h.link = symtab_index;
        }
        let strtab_start = f.out.len() as u64;
        f.out.extend_from_slice(&strtab.bytes);
        f.headers[1].offset = strtab_start;
        f.headers[1].size = strtab.bytes.len() as u64;

        let shoff = f.align(8);
        if f.headers.len() >= 0xff00 {
            return Err(vec![MCError::new(None, "too many sections for the ELF writer (extended section numbering is not supported)")]);
        }
        for (k, h) in std::mem::take(&mut f.headers).iter().enumerate() {
            let name = if k == 0 { 0 } else { strtab.offset(k - 1) };
            let out = &mut f.out;
            out.extend_from_slice(&name.to_le_bytes());
            out.extend_from_slice(&h.sh_type.to_le_bytes());
            out.extend_from_slice(&h.flags.to_le_bytes());
            out.extend_from_slice(&0u64.to_le_bytes());
            out.extend_from_slice(&h.offset.to_le_bytes());
            out.extend_from_slice(&h.size.to_le_bytes());
            out.extend_from_slice(&h.link.to_le_bytes());
            out.extend_from_slice(&h.info.to_le_bytes());
            out.extend_from_slice(&h.align.to_le_bytes());
            out.extend_from_slice(&h.entsize.to_le_bytes());
            f.headers.push(SectionHeader::default());
        }
        let shnum = f.headers.len() as u16;
        let mut header = Vec::with_capacity(64);
        header.extend_from_slice(&[0x7f, b'E', b'L', b'F', 2, 1, 1, w.target.os_abi(), 0, 0, 0, 0, 0, 0, 0, 0]);
        header.extend_from_slice(&1u16.to_le_bytes());
        header.extend_from_slice(&w.target.machine().to_le_bytes());
        header.extend_from_slice(&1u32.to_le_bytes());
        header.extend_from_slice(&0u64.to_le_bytes());
        header.extend_from_slice(&0u64.to_le_bytes());
        header.extend_from_slice(&shoff.to_le_bytes());
        header.extend_from_slice(&w.target.header_flags().to_le_bytes());
        for v in [64u16, 0, 0, 64, shnum, 1] {
            header.extend_from_slice(&v.to_le_bytes());
        }
        f.out[..64].copy_from_slice(&header);
        Ok(f.out)
    }
}

pub(crate) fn absolute_value(ctx: &Context, sym: SymbolId, layout: &dyn SymbolResolver) -> Option<u64> {
    match ctx.symbol(sym).def {
        SymbolDef::Variable(e) => evaluate(ctx, e, layout).ok().filter(|v| v.is_absolute()).map(|v| v.constant as u64),
        _ => None,
    }
}

/// Section and offset of a defined symbol; `None` for absolute `.set` symbols.
pub(crate) fn symbol_value(ctx: &Context, sym: SymbolId, layout: &dyn SymbolResolver) -> Result<Option<(SectionId, u64)>, String> {
    let s = ctx.symbol(sym);
    match s.def {
        SymbolDef::Label { .. } => layout.position(ctx, sym).map(Some).ok_or_else(|| format!("symbol {} is not laid out", s.name)),
        SymbolDef::Variable(e) => {
            let v = evaluate(ctx, e, layout).map_err(|m| format!("cannot evaluate {}: {m}", s.name))?;
            match (v.sym_a, v.sym_b) {
                (None, None) => Ok(None),
                (Some((a, VariantKind::None)), None) => match layout.position(ctx, a) {
                    Some((sec, off)) => Ok(Some((sec, off.wrapping_add(v.constant as u64)))),
                    None => Err(format!("symbol {} is an alias of an undefined symbol", s.name)),
                },
                _ => Err(format!("expression for {} is not a symbol plus an offset", s.name)),
            }
        }
        _ => Ok(None),
    }
}

/// Longer `.set` chains than any real file has; a cycle stops here too.
const MAX_ALIAS_CHAIN: usize = 64;

/// The symbol a `.set` alias finally names (`.set b, a+4` names `a`), following aliases of
/// aliases; `None` for labels themselves, constants, differences and common symbols.
fn alias_base(ctx: &Context, sym: SymbolId, layout: &dyn SymbolResolver) -> Option<SymbolId> {
    let SymbolDef::Variable(_) = ctx.symbol(sym).def else { return None };
    let mut current = sym;
    for _ in 0..MAX_ALIAS_CHAIN {
        match ctx.symbol(current).def {
            SymbolDef::Variable(e) => {
                let v = evaluate(ctx, e, layout).ok()?;
                match (v.sym_a, v.sym_b) {
                    (Some((a, VariantKind::None)), None) if a != current => current = a,
                    _ => return None,
                }
            }
            SymbolDef::Common { .. } => return None,
            _ => return Some(current),
        }
    }
    None
}

/// The size an alias without `.size` takes: that of the nearest symbol with one along a chain
/// of plain `.set y, x` assignments (`.set y, x; .size y, 1; .set z, y` gives z y's size),
/// otherwise its base's.
fn inherited_size(ctx: &Context, sym: SymbolId, base: SymbolId) -> Option<ExprId> {
    let mut current = sym;
    for _ in 0..MAX_ALIAS_CHAIN {
        let SymbolDef::Variable(e) = ctx.symbol(current).def else { break };
        let ExprNode::SymbolRef(next, VariantKind::None) = *ctx.expr(e) else { break };
        current = next;
        if let Some(size) = ctx.symbol(current).size {
            return Some(size);
        }
    }
    ctx.symbol(base).size
}

fn binding_number(b: Binding) -> u8 {
    match b {
        Binding::Local => 0,
        Binding::Global => 1,
        Binding::Weak => 2,
    }
}

fn type_number(t: SymbolType) -> u8 {
    match t {
        SymbolType::NoType => 0,
        SymbolType::Object => 1,
        SymbolType::Function => 2,
        SymbolType::Section => 3,
        SymbolType::File => 4,
        SymbolType::Tls => 6,
        SymbolType::GnuIfunc => 10,
    }
}

fn visibility_number(v: Visibility) -> u8 {
    match v {
        Visibility::Default => 0,
        Visibility::Internal => 1,
        Visibility::Hidden => 2,
        Visibility::Protected => 3,
    }
}

fn write_symbol(out: &mut Vec<u8>, name: u32, info: u8, other: u8, shndx: u16, value: u64, size: u64) {
    out.extend_from_slice(&name.to_le_bytes());
    out.push(info);
    out.push(other);
    out.extend_from_slice(&shndx.to_le_bytes());
    out.extend_from_slice(&value.to_le_bytes());
    out.extend_from_slice(&size.to_le_bytes());
}

/// An ELF string table with suffix sharing: a string that ends another reuses its tail.
pub struct StringTable {
    pub bytes: Vec<u8>,
    /// Where each string given to [`build`](Self::build) starts, by its place in that list.
    offsets: Vec<u32>,
}

impl StringTable {
    pub fn build(strings: &[&str]) -> StringTable {
        // Every string reversed, in one buffer, so that two compare as slices.
        let mut reversed = Vec::with_capacity(strings.iter().map(|s| s.len()).sum());
        let mut spans = Vec::with_capacity(strings.len());
        for s in strings {
            spans.push(reversed.len()..reversed.len() + s.len());
            reversed.extend(s.bytes().rev());
        }
        // Longest-first by reversed text puts every string right after one it may end (and
        // copies of a string next to each other).
        let mut order: Vec<usize> = (0..strings.len()).filter(|&i| !strings[i].is_empty()).collect();
        order.sort_unstable_by(|&a, &b| reversed[spans[b].clone()].cmp(&reversed[spans[a].clone()]));
        let mut bytes = vec![0u8];
        let mut offsets = vec![0u32; strings.len()];
        let mut previous: &str = "";
        for i in order {
            let s = strings[i];
            if previous.ends_with(s) {
                offsets[i] = (bytes.len() - 1 - s.len()) as u32;
                continue;
            }
            offsets[i] = bytes.len() as u32;
            bytes.extend_from_slice(s.as_bytes());
            bytes.push(0);
            previous = s;
        }
        StringTable { bytes, offsets }
    }

    /// Where the `index`th string given to [`build`](Self::build) starts (0 when empty).
    pub fn offset(&self, index: usize) -> u32 {
        self.offsets.get(index).copied().unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn string_table_shares_suffixes() {
        let t = StringTable::build(&[".text", ".rela.text", "x", ".data", "x", ""]);
        assert_eq!(t.bytes, b"\0x\0.rela.text\0.data\0");
        assert_eq!((0..6).map(|i| t.offset(i)).collect::<Vec<_>>(), [8, 3, 1, 14, 1, 0]);
    }
}
