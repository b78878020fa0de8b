//! The in-memory linker: turns the [`MemoryObject`]s of one or more modules into an [`Image`].
//!
//! It resolves every relocation's target first (definitions of this batch, strongest wins;
//! then earlier images and the process, through the caller's lookup), so a missing symbol
//! is reported with the function that uses it before any memory is written. It then lays the
//! sections out in three page-aligned classes — code and call stubs (read+execute), constants
//! and the GOT (read-only), data, commons and `__dso_handle` (read+write) — in one mapping,
//! copies the bytes in, fills GOT entries and stubs, applies the relocations and only then
//! protects each class. The target ([`JitRelocations`]) applies each relocation; a call beyond
//! the reach of its relocation goes through a stub the target writes (x86-64: `jmpq *GOT(%rip)`
//! for calls beyond ±2 GiB).

use crate::memory::{page_size, Protection, Region};
use kiln_mc::context::{Binding, SymbolType};
use kiln_mc::elf::consts::{SHF_EXECINSTR, SHF_TLS, SHF_WRITE, SHT_FINI_ARRAY, SHT_INIT_ARRAY, SHT_NOBITS, SHT_PREINIT_ARRAY};
use kiln_mc::memory_object::{JitRelocations, MemoryObject, MemorySymbolDef, RelocValues, RelocationSymbol};
use rustc_hash::FxHashMap;

/// One compiled module to link.
pub struct Object {
    /// The module's name (its file), for messages.
    pub name: String,
    pub object: MemoryObject,
}

/// A linked image: its memory, its exported symbols, constructors and destructors.
pub struct Image {
    /// Global and weak definitions, by name.
    pub symbols: FxHashMap<String, u64>,
    /// Functions with internal linkage, by name (the first of a name): never used to resolve
    /// another module's reference, only to run one as an entry point.
    pub local_functions: FxHashMap<String, u64>,
    /// Constructor addresses in the order to run them (by priority, then definition order).
    pub ctors: Vec<u64>,
    /// Destructor addresses in the order to run them.
    pub dtors: Vec<u64>,
    /// Registered `.eh_frame` sections and the function that unregisters them.
    eh_frames: Vec<u64>,
    deregister_frame: Option<u64>,
    /// Held for its lifetime: unmapped when the image is dropped.
    region: Region,
}

impl Image {
    /// The address range of the image's memory.
    pub fn range(&self) -> std::ops::Range<u64> {
        self.region.address()..self.region.address() + self.region.len()
    }
}

impl Drop for Image {
    fn drop(&mut self) {
        if let Some(f) = self.deregister_frame {
            // SAFETY: `f` is libgcc's `__deregister_frame`; each address was registered by
            // `__register_frame` and the memory is still mapped.
            let deregister: extern "C" fn(*const u8) = unsafe { std::mem::transmute(f as usize) };
            for &frame in &self.eh_frames {
                deregister(frame as *const u8);
            }
        }
    }
}

/// What a relocation's symbol resolves to, before layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Target {
    /// A section of object `obj`, plus an offset.
    Section { obj: u32, section: u32, offset: u64 },
    /// A common symbol allocated by this link (index into the commons list).
    Common(u32),
    /// An address outside this image (an earlier image, the process, or 0 for a missing
    /// weak symbol).
    Address(u64),
    /// The image's `__dso_handle`.
    DsoHandle,
}

/// The strongest definition of a global name seen so far.
#[derive(Clone, Copy)]
enum Definition {
    Strong(Target),
    Weak(Target),
    Common { index: u32 },
}

struct Layout {
    /// Offset of each section of each object from the region's start.
    section_offsets: Vec<Vec<u64>>,
    common_offsets: Vec<u64>,
    dso_handle: u64,
    got: u64,
    stubs: u64,
    /// (start, length, protection) of each class, page-aligned.
    classes: [(u64, u64, Protection); 3],
    size: u64,
    max_align: u64,
}

fn align_to(v: u64, a: u64) -> u64 {
    v.div_ceil(a.max(1)) * a.max(1)
}

/// The class a section belongs to: 0 code, 1 read-only, 2 writable.
fn class_of(flags: u64) -> usize {
    if flags & SHF_EXECINSTR != 0 {
        0
    } else if flags & SHF_WRITE == 0 {
        1
    } else {
        2
    }
}

/// The size a section takes in memory: `.eh_frame` gets a zero terminator for the unwinder.
fn loaded_size(name: &str, size: u64) -> u64 {
    if name == ".eh_frame" {
        size + 4
    } else {
        size
    }
}

/// The function or variable of `obj` whose bytes contain `section`+`offset`, for messages.
fn user_of(obj: &MemoryObject, section: u32, offset: u64) -> String {
    let mut best: Option<(&str, SymbolType, u64)> = None;
    for s in &obj.symbols {
        if let MemorySymbolDef::Defined { section: sec, offset: start } = s.def {
            let contains = sec == section && start <= offset && (offset < start + s.size || s.size == 0);
            if contains && best.is_none_or(|(_, _, b)| start >= b) {
                best = Some((&s.name, s.ty, start));
            }
        }
    }
    match best {
        Some((name, SymbolType::Function, _)) => format!("function '{name}'"),
        Some((name, _, _)) => format!("'{name}'"),
        None => format!("section '{}'", obj.sections[section as usize].name),
    }
}

/// Links `objects`, whose relocations are `target`'s, into a new image. `external` resolves
/// names this batch does not define (earlier images, then the process). Every undefined
/// symbol is reported at once, each with the function that uses it.
pub fn link(objects: &[Object], target: &dyn JitRelocations, external: &mut dyn FnMut(&str) -> Option<u64>) -> Result<Image, String> {
    reject_unsupported(objects, target)?;
    let (definitions, commons) = collect_definitions(objects)?;
    // Resolve every relocation's target.
    let mut resolved: Vec<Vec<Target>> = Vec::with_capacity(objects.len());
    let mut external_cache: FxHashMap<&str, Option<u64>> = FxHashMap::default();
    let mut missing: Vec<String> = Vec::new();
    for (oi, o) in objects.iter().enumerate() {
        let mut targets = Vec::with_capacity(o.object.relocations.len());
        for rel in &o.object.relocations {
            let target = match rel.target {
                RelocationSymbol::Section(section) => Target::Section { obj: oi as u32, section, offset: 0 },
                RelocationSymbol::Symbol(si) => {
                    let s = &o.object.symbols[si as usize];
                    let own = symbol_target(oi as u32, &s.def);
                    match (s.binding, own) {
                        (Binding::Local, Some(t)) => t,
                        _ => match definitions.get(s.name.as_str()) {
                            Some(Definition::Strong(t) | Definition::Weak(t)) => *t,
                            Some(Definition::Common { index }) => Target::Common(*index),
                            None if s.name == "__dso_handle" => Target::DsoHandle,
                            None => {
                                let found = *external_cache.entry(s.name.as_str()).or_insert_with(|| external(&s.name));
                                match found {
                                    Some(a) => Target::Address(a),
                                    None if s.binding == Binding::Weak => Target::Address(0),
                                    None => {
                                        let what = match s.name.strip_prefix("__emutls_v.") {
                                            Some(var) => format!("thread-local variable '{var}' is not defined by the JIT's modules (their TLS is emulated, a library's is not reachable)"),
                                            None => format!("symbol '{}' is not defined", s.name),
                                        };
                                        missing.push(format!("{}: {what} (used by {})", o.name, user_of(&o.object, rel.section, rel.offset)));
                                        Target::Address(0)
                                    }
                                }
                            }
                        },
                    }
                }
            };
            targets.push(target);
        }
        resolved.push(targets);
    }
    if !missing.is_empty() {
        missing.sort();
        missing.dedup();
        return Err(missing.join("\n"));
    }

    // GOT entries for GOT references, and a stub (with its own GOT entry) for every call to
    // an address outside the image.
    let mut got_slots: FxHashMap<Target, u32> = FxHashMap::default();
    let mut stub_slots: FxHashMap<u64, u32> = FxHashMap::default();
    for (oi, o) in objects.iter().enumerate() {
        for (rel, &t) in o.object.relocations.iter().zip(&resolved[oi]) {
            if target.needs_got(rel.r_type) {
                let n = got_slots.len() as u32;
                got_slots.entry(t).or_insert(n);
            }
            if let (Some(_), Target::Address(a)) = (target.call_reach(rel.r_type), t) {
                let n = stub_slots.len() as u32;
                stub_slots.entry(a).or_insert(n);
                let n = got_slots.len() as u32;
                got_slots.entry(t).or_insert(n);
            }
        }
    }

    let stub_size = target.stub_size();
    let layout = plan_layout(objects, &commons, got_slots.len() as u64, stub_slots.len() as u64 * stub_size);
    let mut region = Region::map(layout.size + layout.max_align)?;
    let base = align_to(region.address(), layout.max_align);
    let shift = base - region.address();
    let bytes = region.bytes_mut()?;
    let address_of = |t: Target| -> u64 {
        match t {
            Target::Section { obj, section, offset } => base + layout.section_offsets[obj as usize][section as usize] + offset,
            Target::Common(i) => base + layout.common_offsets[i as usize],
            Target::Address(a) => a,
            Target::DsoHandle => base + layout.dso_handle,
        }
    };
    for (oi, o) in objects.iter().enumerate() {
        for (si, s) in o.object.sections.iter().enumerate() {
            if s.sh_type != SHT_NOBITS {
                let at = (shift + layout.section_offsets[oi][si]) as usize;
                bytes[at..at + s.data.len()].copy_from_slice(&s.data);
            }
        }
    }
    let dso = (shift + layout.dso_handle) as usize;
    bytes[dso..dso + 8].copy_from_slice(&(base + layout.dso_handle).to_le_bytes());
    for (&t, &slot) in &got_slots {
        let at = (shift + layout.got + 8 * slot as u64) as usize;
        bytes[at..at + 8].copy_from_slice(&address_of(t).to_le_bytes());
    }
    for (&a, &slot) in &stub_slots {
        let stub = layout.stubs + stub_size * slot as u64;
        let got = layout.got + 8 * got_slots[&Target::Address(a)] as u64;
        let at = (shift + stub) as usize;
        target.write_stub(base + stub, base + got, &mut bytes[at..at + stub_size as usize])?;
    }

    // Relocations.
    let mut errors = Vec::new();
    for (oi, o) in objects.iter().enumerate() {
        for (rel, &t) in o.object.relocations.iter().zip(&resolved[oi]) {
            let place = base + layout.section_offsets[oi][rel.section as usize] + rel.offset;
            let mut symbol = address_of(t);
            if let (Some(reach), Target::Address(a)) = (target.call_reach(rel.r_type), t) {
                let direct = (a as i64).wrapping_add(rel.addend).wrapping_sub(place as i64);
                if !reach.contains(&direct) {
                    symbol = base + layout.stubs + stub_size * stub_slots[&a] as u64;
                }
            }
            let size = match rel.target {
                RelocationSymbol::Symbol(si) => o.object.symbols[si as usize].size,
                RelocationSymbol::Section(_) => 0,
            };
            let values = RelocValues {
                symbol,
                addend: rel.addend,
                place,
                got_entry: got_slots.get(&t).map_or(0, |&s| base + layout.got + 8 * s as u64),
                got_base: base + layout.got,
                size,
            };
            let at = (place - base + shift) as usize;
            let section_end = (shift + layout.section_offsets[oi][rel.section as usize] + o.object.sections[rel.section as usize].size) as usize;
            let field = bytes.get_mut(at..section_end.max(at)).unwrap_or_default();
            if let Err(e) = target.apply(rel.r_type, field, &values) {
                let what = match rel.target {
                    RelocationSymbol::Symbol(si) => format!("'{}'", o.object.symbols[si as usize].name),
                    RelocationSymbol::Section(s) => format!("section '{}'", o.object.sections[s as usize].name),
                };
                errors.push(format!(
                    "{}: {} to {what} in {}: {e}",
                    o.name,
                    target.name(rel.r_type),
                    user_of(&o.object, rel.section, rel.offset)
                ));
            }
        }
    }
    if !errors.is_empty() {
        return Err(errors.join("\n"));
    }
    let (ctors, dtors) = structors(objects, &layout, bytes, shift);

    for (start, len, prot) in layout.classes {
        region.protect(shift + start, len, prot)?;
    }

    let mut symbols = FxHashMap::default();
    for (name, def) in &definitions {
        let t = match def {
            Definition::Strong(t) | Definition::Weak(t) => *t,
            Definition::Common { index } => Target::Common(*index),
        };
        symbols.insert(name.to_string(), address_of(t));
    }
    let mut local_functions = FxHashMap::default();
    for (oi, o) in objects.iter().enumerate() {
        for sym in &o.object.symbols {
            if let (Binding::Local, SymbolType::Function, Some(t)) = (sym.binding, sym.ty, symbol_target(oi as u32, &sym.def)) {
                local_functions.entry(sym.name.clone()).or_insert_with(|| address_of(t));
            }
        }
    }
    let mut eh_frames = Vec::new();
    let register = external("__register_frame");
    let deregister_frame = external("__deregister_frame");
    if let (Some(reg), Some(_)) = (register, deregister_frame) {
        // SAFETY: libgcc's `__register_frame(void *)` takes a zero-terminated `.eh_frame`.
        let register: extern "C" fn(*const u8) = unsafe { std::mem::transmute(reg as usize) };
        for (oi, o) in objects.iter().enumerate() {
            for (si, s) in o.object.sections.iter().enumerate() {
                if s.name == ".eh_frame" && s.size > 0 {
                    let frame = base + layout.section_offsets[oi][si];
                    register(frame as *const u8);
                    eh_frames.push(frame);
                }
            }
        }
    }
    Ok(Image { symbols, local_functions, ctors, dtors, eh_frames, deregister_frame: deregister_frame.filter(|_| register.is_some()), region })
}

/// ELF thread-local storage (a TLS section or relocation, which only module-level assembly
/// can still produce: IR thread-locals are emulated) and ifuncs are errors naming the
/// variable or function.
fn reject_unsupported(objects: &[Object], target: &dyn JitRelocations) -> Result<(), String> {
    for o in objects {
        for (si, s) in o.object.sections.iter().enumerate() {
            if s.flags & SHF_TLS != 0 {
                let in_section = |y: &&kiln_mc::memory_object::MemorySymbol| matches!(y.def, MemorySymbolDef::Defined { section, .. } if section == si as u32);
                let mut vars = o.object.symbols.iter().filter(in_section);
                let var = vars.clone().find(|y| y.ty == SymbolType::Tls).or_else(|| vars.next());
                let what = var.map_or_else(|| format!("section '{}'", s.name), |v| format!("variable '{}'", v.name));
                return Err(format!("{}: thread-local {what}: ELF thread-local storage is not supported by kiln's JIT (it emulates the TLS of IR variables)", o.name));
            }
        }
        for rel in &o.object.relocations {
            if target.is_tls(rel.r_type) {
                let what = match rel.target {
                    RelocationSymbol::Symbol(si) => o.object.symbols[si as usize].name.clone(),
                    RelocationSymbol::Section(s) => o.object.sections[s as usize].name.clone(),
                };
                return Err(format!(
                    "{}: thread-local variable '{what}' (used by {}): ELF thread-local storage is not supported by kiln's JIT (it emulates the TLS of IR variables)",
                    o.name,
                    user_of(&o.object, rel.section, rel.offset)
                ));
            }
        }
        if let Some(f) = o.object.symbols.iter().find(|s| s.ty == SymbolType::GnuIfunc && s.def != MemorySymbolDef::Undefined) {
            return Err(format!("{}: ifunc '{}' is not supported by kiln's JIT", o.name, f.name));
        }
    }
    Ok(())
}

/// Where a symbol defined in object `obj` is, if it is defined.
fn symbol_target(obj: u32, def: &MemorySymbolDef) -> Option<Target> {
    match *def {
        MemorySymbolDef::Defined { section, offset } => Some(Target::Section { obj, section, offset }),
        MemorySymbolDef::Absolute(a) => Some(Target::Address(a)),
        MemorySymbolDef::Undefined | MemorySymbolDef::Common { .. } => None,
    }
}

/// Commons of this link: (size, alignment).
type Commons = Vec<(u64, u64)>;

/// The winning definition of every global name, and the commons to allocate. Two strong
/// definitions of one name are an error naming both modules.
fn collect_definitions(objects: &[Object]) -> Result<(FxHashMap<&str, Definition>, Commons), String> {
    let mut defs: FxHashMap<&str, Definition> = FxHashMap::default();
    let mut owner: FxHashMap<&str, usize> = FxHashMap::default();
    let mut commons: Commons = Vec::new();
    for (oi, o) in objects.iter().enumerate() {
        for s in &o.object.symbols {
            if s.binding == Binding::Local {
                continue;
            }
            let new = match (s.def, symbol_target(oi as u32, &s.def)) {
                (MemorySymbolDef::Common { size, align }, _) => {
                    match defs.get(s.name.as_str()) {
                        Some(Definition::Common { index }) => {
                            let c = &mut commons[*index as usize];
                            *c = (c.0.max(size), c.1.max(align));
                            continue;
                        }
                        Some(Definition::Strong(..)) => continue,
                        _ => {}
                    }
                    commons.push((size, align));
                    Definition::Common { index: commons.len() as u32 - 1 }
                }
                (_, Some(t)) if s.binding == Binding::Weak => match defs.get(s.name.as_str()) {
                    None => Definition::Weak(t),
                    Some(_) => continue,
                },
                (_, Some(t)) => match defs.get(s.name.as_str()) {
                    Some(Definition::Strong(..)) => {
                        return Err(format!(
                            "symbol '{}' is defined in both {} and {}",
                            s.name,
                            objects[owner[s.name.as_str()]].name,
                            o.name
                        ))
                    }
                    _ => Definition::Strong(t),
                },
                (_, None) => continue,
            };
            defs.insert(s.name.as_str(), new);
            owner.insert(s.name.as_str(), oi);
        }
    }
    Ok((defs, commons))
}

/// Places every section, the GOT, the stubs (`stub_bytes` of them), the commons and
/// `__dso_handle` in three page-aligned classes.
fn plan_layout(objects: &[Object], commons: &Commons, got_entries: u64, stub_bytes: u64) -> Layout {
    let page = page_size();
    let mut max_align = page;
    let mut class_sizes = [0u64; 3];
    let mut section_offsets: Vec<Vec<u64>> = objects.iter().map(|o| vec![0; o.object.sections.len()]).collect();
    // First pass: offsets within each class.
    for (oi, o) in objects.iter().enumerate() {
        for (si, s) in o.object.sections.iter().enumerate() {
            let c = class_of(s.flags);
            let at = align_to(class_sizes[c], s.alignment);
            section_offsets[oi][si] = at;
            class_sizes[c] = at + loaded_size(&s.name, s.size);
            max_align = max_align.max(s.alignment);
        }
    }
    let stubs_at = align_to(class_sizes[0], 8);
    class_sizes[0] = stubs_at + stub_bytes;
    let got_at = align_to(class_sizes[1], 8);
    class_sizes[1] = got_at + got_entries * 8;
    let mut common_offsets = Vec::with_capacity(commons.len());
    for &(size, align) in commons {
        let at = align_to(class_sizes[2], align);
        common_offsets.push(at);
        class_sizes[2] = at + size;
        max_align = max_align.max(align);
    }
    let dso_at = align_to(class_sizes[2], 8);
    class_sizes[2] = dso_at + 8;
    // Second pass: class starts, each aligned to a page and to its largest alignment.
    let mut starts = [0u64; 3];
    let mut end = 0;
    for c in 0..3 {
        starts[c] = align_to(end, max_align);
        end = starts[c] + class_sizes[c];
    }
    for (oi, o) in objects.iter().enumerate() {
        for (si, s) in o.object.sections.iter().enumerate() {
            section_offsets[oi][si] += starts[class_of(s.flags)];
        }
    }
    let prot = [Protection::ReadExecute, Protection::ReadOnly, Protection::ReadWrite];
    let classes = std::array::from_fn(|c| (starts[c], align_to(class_sizes[c], page), prot[c]));
    Layout {
        section_offsets,
        common_offsets: common_offsets.iter().map(|o| o + starts[2]).collect(),
        dso_handle: starts[2] + dso_at,
        got: starts[1] + got_at,
        stubs: starts[0] + stubs_at,
        classes,
        size: align_to(end, page),
        max_align,
    }
}

/// The priority in a `.init_array.N`/`.fini_array.N` name (65535 without a suffix).
fn priority(name: &str) -> u32 {
    name.rsplit_once('.')
        .and_then(|(_, n)| n.parse().ok())
        .unwrap_or(65535)
}

/// Constructors (by ascending priority, then definition order; `.preinit_array` first) and
/// destructors (by descending priority, then reverse definition order), read from the
/// relocated `.init_array`/`.fini_array` sections.
fn structors(objects: &[Object], layout: &Layout, bytes: &[u8], shift: u64) -> (Vec<u64>, Vec<u64>) {
    let mut ctors: Vec<(i64, usize, u64)> = Vec::new();
    let mut dtors: Vec<(i64, usize, u64)> = Vec::new();
    for (oi, o) in objects.iter().enumerate() {
        for (si, s) in o.object.sections.iter().enumerate() {
            let list = match s.sh_type {
                SHT_INIT_ARRAY | SHT_PREINIT_ARRAY => &mut ctors,
                SHT_FINI_ARRAY => &mut dtors,
                _ => continue,
            };
            let prio = if s.sh_type == SHT_PREINIT_ARRAY { -1 } else { priority(&s.name) as i64 };
            let at = (shift + layout.section_offsets[oi][si]) as usize;
            for entry in bytes[at..at + s.size as usize].chunks_exact(8) {
                let f = u64::from_le_bytes(entry.try_into().expect("8-byte chunk"));
                if f != 0 {
                    let seq = list.len();
                    list.push((prio, seq, f));
                }
            }
        }
    }
    ctors.sort_by_key(|&(p, seq, _)| (p, seq));
    dtors.sort_by_key(|&(p, seq, _)| (std::cmp::Reverse(p), std::cmp::Reverse(seq)));
    (ctors.into_iter().map(|c| c.2).collect(), dtors.into_iter().map(|c| c.2).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use kiln_target_x86::elf_writer::r;
    use kiln_target_x86::jit_relocs::X86JitRelocations;
    use kiln_mc::elf::consts::{SHF_ALLOC, SHT_PROGBITS};
    use kiln_mc::memory_object::{MemoryRelocation, MemorySection, MemorySymbol};

    fn section(name: &str, flags: u64, sh_type: u32, data: Vec<u8>) -> MemorySection {
        let size = data.len() as u64;
        MemorySection { name: name.into(), sh_type, flags: SHF_ALLOC | flags, alignment: 16, data, size }
    }

    fn symbol(name: &str, binding: Binding, ty: SymbolType, def: MemorySymbolDef, size: u64) -> MemorySymbol {
        MemorySymbol { name: name.into(), binding, ty, def, size }
    }

    fn reloc(section: u32, offset: u64, r_type: u32, target: RelocationSymbol, addend: i64) -> MemoryRelocation {
        MemoryRelocation { section, offset, r_type, target, addend }
    }

    fn read_u64(addr: u64) -> u64 {
        // SAFETY: tests read only addresses inside a live image.
        unsafe { (addr as *const u64).read_unaligned() }
    }

    fn read_i32(addr: u64) -> i32 {
        // SAFETY: as above.
        unsafe { (addr as *const i32).read_unaligned() }
    }

    /// `f`: `call far; lea got(%rip)...; ret` with a PLT32 to a far external, a GOTPCREL to a
    /// near one and an R_X86_64_64 in data.
    fn sample() -> Object {
        let code = vec![0xe8, 0, 0, 0, 0, 0x48, 0x8b, 0x05, 0, 0, 0, 0, 0xc3];
        let object = MemoryObject {
            sections: vec![
                section(".text", SHF_EXECINSTR, SHT_PROGBITS, code),
                section(".rodata", 0, SHT_PROGBITS, vec![1, 2, 3, 4]),
                section(".data", SHF_WRITE, SHT_PROGBITS, vec![0; 8]),
            ],
            symbols: vec![
                symbol("f", Binding::Global, SymbolType::Function, MemorySymbolDef::Defined { section: 0, offset: 0 }, 13),
                symbol("far", Binding::Global, SymbolType::NoType, MemorySymbolDef::Undefined, 0),
                symbol("near", Binding::Global, SymbolType::NoType, MemorySymbolDef::Undefined, 0),
                symbol("ro", Binding::Global, SymbolType::Object, MemorySymbolDef::Defined { section: 1, offset: 0 }, 4),
                symbol("d", Binding::Weak, SymbolType::Object, MemorySymbolDef::Defined { section: 2, offset: 0 }, 8),
            ],
            relocations: vec![
                reloc(0, 1, r::PLT32, RelocationSymbol::Symbol(1), -4),
                reloc(0, 8, r::REX_GOTPCRELX, RelocationSymbol::Symbol(2), -4),
                reloc(2, 0, r::R64, RelocationSymbol::Section(1), 2),
            ],
        };
        Object { name: "sample.ll".into(), object }
    }

    #[test]
    fn far_calls_go_through_a_stub_and_got_loads_through_an_entry() {
        const FAR: u64 = 0x1234_0000_0000;
        let near_target = 0x55u8;
        let near = &near_target as *const u8 as u64;
        let image = link(&[sample()], &X86JitRelocations, &mut |n| match n {
            "far" => Some(FAR),
            "near" => Some(near),
            _ => None,
        })
        .unwrap();
        let f = image.symbols["f"];
        assert!(image.range().contains(&f));
        // The call's target is a stub inside the image that jumps through a GOT entry holding FAR.
        let stub = (f as i64 + 5 + read_i32(f + 1) as i64) as u64;
        assert!(image.range().contains(&stub), "the call must reach a stub, not wrap");
        // SAFETY: the stub is in the image.
        let opcode = unsafe { *(stub as *const [u8; 2]) };
        assert_eq!(opcode, [0xff, 0x25]);
        let got_entry = (stub as i64 + 6 + read_i32(stub + 2) as i64) as u64;
        assert_eq!(read_u64(got_entry), FAR);
        // The GOT load reads an entry holding `near`.
        let entry = (f as i64 + 12 + read_i32(f + 8) as i64) as u64;
        assert_eq!(read_u64(entry), near);
        // The data pointer is .rodata + 2.
        assert_eq!(read_u64(image.symbols["d"]), image.symbols["ro"] + 2);
    }

    #[test]
    fn sections_get_their_protection() {
        let image = link(&[sample()], &X86JitRelocations, &mut |_| Some(0x1000)).unwrap();
        let perms = |addr: u64| {
            let maps = std::fs::read_to_string("/proc/self/maps").unwrap();
            maps.lines()
                .find_map(|l| {
                    let (range, rest) = l.split_once(' ')?;
                    let (lo, hi) = range.split_once('-')?;
                    let (lo, hi) = (u64::from_str_radix(lo, 16).ok()?, u64::from_str_radix(hi, 16).ok()?);
                    (lo..hi).contains(&addr).then(|| rest[..3].to_string())
                })
                .unwrap()
        };
        let f = image.symbols["f"];
        assert_eq!(perms(f), "r-x");
        let page = page_size();
        let start = image.range().start;
        let classes: Vec<String> = (0..image.range().end - start).step_by(page as usize).map(|o| perms(start + o)).collect();
        assert!(classes.contains(&"r--".to_string()), "{classes:?}");
        assert!(classes.contains(&"rw-".to_string()), "{classes:?}");
        assert!(!classes.iter().any(|p| p.starts_with("rwx")), "never writable and executable");
    }

    #[test]
    fn undefined_symbols_name_their_user() {
        let err = link(&[sample()], &X86JitRelocations, &mut |n| (n == "near").then_some(0x1000)).err().unwrap();
        assert_eq!(err, "sample.ll: symbol 'far' is not defined (used by function 'f')");
    }

    #[test]
    fn weak_undefined_symbols_are_null_and_duplicates_are_errors() {
        let mut o = sample();
        o.object.symbols[1].binding = Binding::Weak;
        let image = link(&[o], &X86JitRelocations, &mut |n| (n == "near").then_some(0x1000));
        assert!(image.is_ok());
        let err = link(&[sample(), sample()], &X86JitRelocations, &mut |_| Some(0x1000)).err().unwrap();
        assert_eq!(err, "symbol 'f' is defined in both sample.ll and sample.ll");
    }

    /// An object whose `.init_array.N`/`.fini_array.N` sections point at `count` functions.
    fn structor_object(arrays: &[(&str, u32, &[u64])]) -> Object {
        let mut object = MemoryObject {
            sections: vec![section(".text", SHF_EXECINSTR, SHT_PROGBITS, vec![0xc3; 64])],
            ..Default::default()
        };
        for &(name, sh_type, targets) in arrays {
            let index = object.sections.len() as u32;
            object.sections.push(section(name, SHF_WRITE, sh_type, vec![0; 8 * targets.len()]));
            for (i, &t) in targets.iter().enumerate() {
                object.relocations.push(reloc(index, 8 * i as u64, r::R64, RelocationSymbol::Section(0), t as i64));
            }
        }
        Object { name: "structors.ll".into(), object }
    }

    #[test]
    fn constructors_and_destructors_run_in_priority_order() {
        let o = structor_object(&[
            (".init_array", SHT_INIT_ARRAY, &[10, 11]),
            (".init_array.00200", SHT_INIT_ARRAY, &[20]),
            (".init_array.101", SHT_INIT_ARRAY, &[30]),
            (".fini_array.101", SHT_FINI_ARRAY, &[40, 41]),
            (".fini_array", SHT_FINI_ARRAY, &[50]),
        ]);
        let image = link(&[o], &X86JitRelocations, &mut |_| None).unwrap();
        let text = image.ctors[0] - 30;
        let rel: Vec<u64> = image.ctors.iter().map(|a| a - text).collect();
        assert_eq!(rel, [30, 20, 10, 11]);
        let rel: Vec<u64> = image.dtors.iter().map(|a| a - text).collect();
        assert_eq!(rel, [50, 41, 40]);
        assert_eq!(priority(".init_array.00200"), 200);
        assert_eq!(priority(".init_array"), 65535);
    }

    #[test]
    fn thread_local_storage_is_a_clear_error() {
        let mut o = sample();
        o.object.sections[2].flags |= SHF_TLS;
        o.object.symbols.push(symbol("tls_var", Binding::Global, SymbolType::Tls, MemorySymbolDef::Defined { section: 2, offset: 0 }, 8));
        let err = link(&[o], &X86JitRelocations, &mut |_| Some(0x1000)).err().unwrap();
        assert!(err.contains("thread-local variable 'tls_var'"), "{err}");
    }
}
