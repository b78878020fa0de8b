//! The assembled module kept in memory, for a JIT: [`MemoryObjectWriter`] is an
//! [`ObjectWriter`] that, instead of laying out an ELF file, captures the allocatable sections
//! (bytes, sizes, flags, alignment), the symbols and the relocations (typed by the target's
//! [`ElfTargetWriter`], so a JIT applies the same `R_*` kinds a linker would) into a
//! [`MemoryObject`] and hands it over a channel. Nothing is serialized or parsed again.
//! [`JitRelocations`] is the target's part of a JIT's linker: how each of its relocation
//! types patches memory, and the stubs through which calls reach far symbols.

use crate::context::{Binding, Context, SectionId, SymbolDef, SymbolId, SymbolType};
use crate::elf::consts::SHF_ALLOC;
use crate::elf::{absolute_value, fold_subtraction, local_in_section, symbol_value, AssembledObject, ElfTargetWriter, ObjectWriter, RelocationRequest, RelocationTarget};
use crate::expr::{evaluate, SymbolResolver, VariantKind};
use crate::streamer::MCError;
use rustc_hash::FxHashMap;
use std::sync::mpsc::Sender;

/// One allocatable section of the module.
#[derive(Clone, Debug)]
pub struct MemorySection {
    pub name: String,
    pub sh_type: u32,
    pub flags: u64,
    pub alignment: u64,
    /// The contents; empty for `SHT_NOBITS` sections, whose size is [`MemorySection::size`].
    pub data: Vec<u8>,
    pub size: u64,
}

/// Where a symbol of a [`MemoryObject`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemorySymbolDef {
    /// Not defined in this module: resolved by the JIT's linker.
    Undefined,
    /// `offset` bytes into section `section` (an index into [`MemoryObject::sections`]).
    Defined { section: u32, offset: u64 },
    /// An absolute value (`.set x, 42`).
    Absolute(u64),
    /// A common symbol the linker allocates.
    Common { size: u64, align: u64 },
}

/// A symbol of a [`MemoryObject`]: every non-temporary symbol and every symbol a relocation names.
#[derive(Clone, Debug)]
pub struct MemorySymbol {
    pub name: String,
    pub binding: Binding,
    pub ty: SymbolType,
    pub def: MemorySymbolDef,
    pub size: u64,
}

/// What a relocation refers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RelocationSymbol {
    /// A symbol, by index into [`MemoryObject::symbols`].
    Symbol(u32),
    /// The start of a section of the same module (a local reference, as ELF's section symbol).
    Section(u32),
}

/// One relocation: patch `offset` bytes into `section` with `r_type` of `target + addend`.
#[derive(Clone, Copy, Debug)]
pub struct MemoryRelocation {
    pub section: u32,
    pub offset: u64,
    pub r_type: u32,
    pub target: RelocationSymbol,
    pub addend: i64,
}

/// The module as a JIT loads it.
#[derive(Clone, Debug, Default)]
pub struct MemoryObject {
    pub sections: Vec<MemorySection>,
    pub symbols: Vec<MemorySymbol>,
    pub relocations: Vec<MemoryRelocation>,
}

#[derive(Clone, Copy, Debug)]
enum RecordedTarget {
    Symbol(SymbolId),
    Section(SectionId),
}

#[derive(Clone, Copy, Debug)]
struct Recorded {
    section: SectionId,
    offset: u64,
    r_type: u32,
    target: RecordedTarget,
    addend: i64,
}

/// The [`ObjectWriter`] of an in-memory object streamer. `write_object` sends the
/// [`MemoryObject`] down the channel given to [`MemoryObjectWriter::new`] and returns no bytes.
pub struct MemoryObjectWriter {
    target: Box<dyn ElfTargetWriter>,
    sink: Sender<MemoryObject>,
    relocations: Vec<Recorded>,
}

impl MemoryObjectWriter {
    pub fn new(target: Box<dyn ElfTargetWriter>, sink: Sender<MemoryObject>) -> MemoryObjectWriter {
        MemoryObjectWriter { target, sink, relocations: Vec::new() }
    }
}

impl ObjectWriter for MemoryObjectWriter {
    fn is_pcrel_resolved(&self, ctx: &Context, layout: &dyn SymbolResolver, sym: SymbolId, section: SectionId) -> bool {
        local_in_section(ctx, layout, sym, section)
    }

    fn record_relocation(&mut self, ctx: &Context, layout: &dyn SymbolResolver, req: &RelocationRequest) -> Result<u64, MCError> {
        let err = |m: String| MCError::new(req.loc, m);
        let (mut constant, pc_rel) = fold_subtraction(ctx, layout, req)?;
        let (sym_a, variant) = match req.target.sym_a {
            Some((s, v)) => (s, v),
            None => return Err(err("a relocation needs a symbol".to_string())),
        };
        let r_type = self
            .target
            .relocation_type(&RelocationTarget { kind: req.kind, info: req.info, variant, pc_rel })
            .map_err(err)?;
        let s = ctx.symbol(sym_a);
        if s.temporary && !s.is_defined() {
            return Err(err(format!("Undefined temporary symbol {}", s.name)));
        }
        // A local label needs no symbol: its section plus offset says the same thing.
        let local_label = variant == VariantKind::None
            && matches!(s.def, SymbolDef::Label { .. })
            && s.effective_binding() == Binding::Local
            && s.ty != SymbolType::GnuIfunc;
        let target = match layout.position(ctx, sym_a) {
            Some((section, offset)) if local_label => {
                constant = constant.wrapping_add(offset as i64);
                RecordedTarget::Section(section)
            }
            _ => RecordedTarget::Symbol(sym_a),
        };
        self.relocations.push(Recorded { section: req.section, offset: req.offset, r_type, target, addend: constant });
        Ok(0)
    }

    fn write_object(&mut self, obj: &AssembledObject) -> Result<Vec<u8>, Vec<MCError>> {
        let ctx = obj.ctx;
        let mut out = MemoryObject::default();
        let mut section_index: FxHashMap<SectionId, u32> = FxHashMap::default();
        for (i, &sid) in obj.sections.iter().enumerate() {
            let sec = ctx.section(sid);
            if sec.flags & SHF_ALLOC == 0 {
                continue;
            }
            section_index.insert(sid, out.sections.len() as u32);
            out.sections.push(MemorySection {
                name: sec.name.clone(),
                sh_type: sec.sh_type,
                flags: sec.flags,
                alignment: sec.alignment.max(1),
                data: if sec.is_virtual() { Vec::new() } else { obj.data[i].clone() },
                size: obj.sizes[i],
            });
        }
        let mut errors = Vec::new();
        let mut symbol_index: FxHashMap<SymbolId, u32> = FxHashMap::default();
        let mut add_symbol = |id: SymbolId, out: &mut MemoryObject, errors: &mut Vec<MCError>| -> Option<u32> {
            if let Some(&i) = symbol_index.get(&id) {
                return Some(i);
            }
            let s = ctx.symbol(id);
            let def = match s.def {
                SymbolDef::Undefined => MemorySymbolDef::Undefined,
                SymbolDef::Common { size, align } => MemorySymbolDef::Common { size, align },
                SymbolDef::Label { .. } | SymbolDef::Variable(_) => match symbol_value(ctx, id, obj.layout) {
                    Ok(Some((sec, offset))) => match section_index.get(&sec) {
                        Some(&section) => MemorySymbolDef::Defined { section, offset },
                        // A symbol in a section that is not loaded (debug info) is of no use.
                        None => return None,
                    },
                    Ok(None) => MemorySymbolDef::Absolute(absolute_value(ctx, id, obj.layout).unwrap_or(0)),
                    Err(m) => {
                        errors.push(MCError::new(None, m));
                        return None;
                    }
                },
            };
            let size = match (s.def, s.size) {
                (SymbolDef::Common { size, .. }, _) => size,
                (_, Some(e)) => evaluate(ctx, e, obj.layout).ok().filter(|v| v.is_absolute()).map_or(0, |v| v.constant as u64),
                _ => 0,
            };
            let index = out.symbols.len() as u32;
            out.symbols.push(MemorySymbol { name: s.name.clone(), binding: s.effective_binding(), ty: s.ty, def, size });
            symbol_index.insert(id, index);
            Some(index)
        };
        for &id in obj.symbols {
            let s = ctx.symbol(id);
            if s.temporary || matches!(s.ty, SymbolType::Section | SymbolType::File) {
                continue;
            }
            add_symbol(id, &mut out, &mut errors);
        }
        for r in &self.relocations {
            let Some(&section) = section_index.get(&r.section) else {
                continue;
            };
            let target = match r.target {
                RecordedTarget::Section(s) => match section_index.get(&s) {
                    Some(&s) => RelocationSymbol::Section(s),
                    None => {
                        let name = &ctx.section(s).name;
                        errors.push(MCError::new(None, format!("a loaded section refers to section '{name}', which is not loaded")));
                        continue;
                    }
                },
                RecordedTarget::Symbol(id) => match add_symbol(id, &mut out, &mut errors) {
                    Some(i) => RelocationSymbol::Symbol(i),
                    None => {
                        let name = &ctx.symbol(id).name;
                        errors.push(MCError::new(None, format!("a loaded section refers to symbol '{name}', which is not loaded")));
                        continue;
                    }
                },
            };
            out.relocations.push(MemoryRelocation { section, offset: r.offset, r_type: r.r_type, target, addend: r.addend });
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        self.sink
            .send(out)
            .map_err(|_| vec![MCError::new(None, "the in-memory object has no receiver")])?;
        Ok(Vec::new())
    }
}

/// The addresses one relocation is computed from.
#[derive(Clone, Copy, Debug, Default)]
pub struct RelocValues {
    /// `S`: the symbol's address (for a call through a stub, the stub's).
    pub symbol: u64,
    pub addend: i64,
    /// `P`: the address of the patched field.
    pub place: u64,
    /// The address of the symbol's GOT entry, for the GOT forms.
    pub got_entry: u64,
    /// The GOT's base address.
    pub got_base: u64,
    /// `Z`: the symbol's size.
    pub size: u64,
}

/// A target's relocations as a JIT's linker applies them in memory (LLVM's per-architecture
/// RuntimeDyld part). The linker resolves symbols, lays out the image with a GOT of
/// pointer-sized absolute addresses and a stub per far callee, and asks the target what
/// each relocation type needs and how it patches its field.
pub trait JitRelocations: Sync {
    /// Patches `field` (the bytes from the relocation's offset to its section's end) for a
    /// relocation of `r_type`; an overflowing value or an unsupported type is an error.
    fn apply(&self, r_type: u32, field: &mut [u8], values: &RelocValues) -> Result<(), String>;
    /// Whether a relocation of this type reads the symbol's GOT entry.
    fn needs_got(&self, r_type: u32) -> bool;
    /// Whether a relocation of this type is a thread-local-storage access.
    fn is_tls(&self, r_type: u32) -> bool;
    /// The displacements `S + A - P` a call relocation of this type reaches directly; a call
    /// beyond them goes through a stub. `None` for every other type.
    fn call_reach(&self, r_type: u32) -> Option<std::ops::RangeInclusive<i64>>;
    /// The size of one stub.
    fn stub_size(&self) -> u64;
    /// Writes the stub at address `stub` that jumps through the GOT entry at `got_entry`
    /// into `out` (`stub_size` bytes).
    fn write_stub(&self, stub: u64, got_entry: u64, out: &mut [u8]) -> Result<(), String>;
    /// The relocation type's name for messages (the psABI's).
    fn name(&self, r_type: u32) -> String;
}

/// Copies `bytes` to the start of a relocated `field`, or says it runs past its section.
pub fn write_field(field: &mut [u8], bytes: &[u8]) -> Result<(), String> {
    field
        .get_mut(..bytes.len())
        .ok_or_else(|| "the relocated field runs past the end of its section".to_string())?
        .copy_from_slice(bytes);
    Ok(())
}

/// `v` as a signed 32-bit field, or the overflow as an error.
pub fn signed32(v: i64) -> Result<[u8; 4], String> {
    i32::try_from(v).map(i32::to_le_bytes).map_err(|_| format!("value {v:#x} does not fit a signed 32-bit field"))
}

/// `v` as an unsigned 32-bit field, or the overflow as an error.
pub fn unsigned32(v: i64) -> Result<[u8; 4], String> {
    u32::try_from(v).map(u32::to_le_bytes).map_err(|_| format!("value {v:#x} does not fit an unsigned 32-bit field"))
}
