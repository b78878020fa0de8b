//! The MC context: owner of every uniqued symbol, section and expression node.
//!
//! Symbols and sections live in arenas indexed by `u32` newtypes ([`SymbolId`], [`SectionId`]);
//! a name maps to exactly one symbol, and an ELF section is uniqued by its name, COMDAT group
//! and unique id. Names starting with the private-label prefix (`.L` on ELF) are assembler
//! temporaries: they resolve like any label but never reach the object's symbol table unless
//! a relocation must name them. Expressions live in the same context (see [`crate::expr`]).

use crate::elf::consts::*;
use crate::expr::ExprNode;
use rustc_hash::FxHashMap;

/// A symbol in [`Context`]; equal ids are the same symbol.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SymbolId(pub u32);

/// A section in [`Context`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SectionId(pub u32);

/// An expression node in [`Context`]'s expression arena.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ExprId(pub u32);

/// ELF symbol binding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Binding {
    Local,
    Global,
    Weak,
}

/// ELF symbol type (`STT_*`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum SymbolType {
    NoType,
    Object,
    Function,
    GnuIfunc,
    Tls,
    Section,
    File,
}

impl SymbolType {
    /// The type that wins when two attributes set a symbol's type (`.type x,@object` on a
    /// label in a TLS section stays TLS, a function stays a function when referenced as data).
    pub fn combine(self, other: SymbolType) -> SymbolType {
        let rank = |t: SymbolType| match t {
            SymbolType::NoType => 0,
            SymbolType::Object => 1,
            SymbolType::Function => 2,
            SymbolType::GnuIfunc => 3,
            SymbolType::Tls => 4,
            SymbolType::Section | SymbolType::File => 5,
        };
        if rank(other) >= rank(self) {
            other
        } else {
            self
        }
    }
}

/// ELF symbol visibility (`STV_*`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Visibility {
    Default,
    Internal,
    Hidden,
    Protected,
}

/// Where a symbol's value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SymbolDef {
    Undefined,
    /// A label: `offset` bytes into fragment `fragment` of `section` (the assembly streamer,
    /// which has no fragments, uses fragment 0 and offset 0).
    Label { section: SectionId, fragment: u32, offset: u64 },
    /// `.set sym, expr`.
    Variable(ExprId),
    /// `.comm sym, size, align` (global common; local commons become `.bss` labels).
    Common { size: u64, align: u64 },
}

#[derive(Clone, Debug)]
pub struct Symbol {
    pub name: String,
    /// Assembler-temporary (`.L...` on ELF, or created by [`Context::create_temp_symbol`]).
    pub temporary: bool,
    /// Binding set by `.globl`/`.weak`/`.local`; `None` means "decided by definedness".
    pub binding: Option<Binding>,
    pub ty: SymbolType,
    pub visibility: Visibility,
    pub size: Option<ExprId>,
    pub def: SymbolDef,
}

impl Symbol {
    pub fn is_defined(&self) -> bool {
        !matches!(self.def, SymbolDef::Undefined)
    }
    /// Global or weak: may be preempted, so references to it keep the symbol.
    pub fn is_external(&self) -> bool {
        matches!(self.binding, Some(Binding::Global | Binding::Weak))
    }
    /// The binding written to the object: explicit, else local when defined, else global.
    pub fn effective_binding(&self) -> Binding {
        match self.binding {
            Some(b) => b,
            None if matches!(self.def, SymbolDef::Undefined | SymbolDef::Common { .. }) => Binding::Global,
            None => Binding::Local,
        }
    }
}

/// Broad classification of a section, for code generators choosing where to put things.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SectionKind {
    Text,
    ReadOnly,
    MergeableConst,
    MergeableCString,
    Data,
    Bss,
    ThreadData,
    ThreadBss,
    Metadata,
}

#[derive(Clone, Debug)]
pub struct Section {
    pub name: String,
    /// `SHT_*`.
    pub sh_type: u32,
    /// `SHF_*`.
    pub flags: u64,
    pub entsize: u64,
    /// COMDAT/group signature symbol (`G` flag).
    pub group: Option<SymbolId>,
    pub comdat: bool,
    /// `,unique,N`: distinguishes sections with equal names.
    pub unique_id: Option<u32>,
    /// Largest alignment requested in the section (power of two, at least 1).
    pub alignment: u64,
    /// The section symbol (`STT_SECTION`); the section's name refers to it in expressions.
    pub begin_symbol: SymbolId,
}

impl Section {
    pub fn kind(&self) -> SectionKind {
        let f = self.flags;
        if f & SHF_EXECINSTR != 0 {
            SectionKind::Text
        } else if f & SHF_TLS != 0 {
            if self.sh_type == SHT_NOBITS {
                SectionKind::ThreadBss
            } else {
                SectionKind::ThreadData
            }
        } else if f & SHF_ALLOC == 0 {
            SectionKind::Metadata
        } else if self.sh_type == SHT_NOBITS {
            SectionKind::Bss
        } else if f & SHF_WRITE != 0 {
            SectionKind::Data
        } else if f & SHF_MERGE != 0 && f & SHF_STRINGS != 0 {
            SectionKind::MergeableCString
        } else if f & SHF_MERGE != 0 {
            SectionKind::MergeableConst
        } else {
            SectionKind::ReadOnly
        }
    }
    pub fn is_code(&self) -> bool {
        self.flags & SHF_EXECINSTR != 0
    }
    pub fn is_virtual(&self) -> bool {
        self.sh_type == SHT_NOBITS
    }
}

/// The arguments of `.section` (or what a code generator asks for).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SectionSpec {
    pub name: String,
    pub sh_type: u32,
    pub flags: u64,
    pub entsize: u64,
    pub group: Option<String>,
    pub comdat: bool,
    pub unique_id: Option<u32>,
}

impl SectionSpec {
    pub fn new(name: impl Into<String>, sh_type: u32, flags: u64) -> SectionSpec {
        SectionSpec { name: name.into(), sh_type, flags, entsize: 0, group: None, comdat: false, unique_id: None }
    }
}

/// Owner of symbols, sections and expression nodes for one module.
#[derive(Debug)]
pub struct Context {
    symbols: Vec<Symbol>,
    symbol_names: FxHashMap<String, SymbolId>,
    sections: Vec<Section>,
    section_keys: FxHashMap<(String, Option<SymbolId>, Option<u32>), SectionId>,
    pub(crate) exprs: Vec<ExprNode>,
    /// The shared constant nodes of [`Context::add_constant`], for -16..16 (most are a
    /// PC-relative fixup's `-1` or `-4`): made once, not once per fixup.
    pub(crate) small_constants: [Option<ExprId>; 32],
    /// Prefix of assembler-temporary labels (`.L` on ELF).
    pub private_prefix: String,
    /// The DWARF version of the line table (4 unless set, as llvm-mc; a `.file 0` directive
    /// makes it 5).
    pub dwarf_version: u16,
    /// The compilation directory the code generator gives the object's line table: a version 4
    /// `.file` in it is written without a directory (index 0), as in llc's objects; the
    /// assembly text keeps the directory, and `kiln mc` never sets it.
    pub line_table_comp_dir: Option<String>,
    /// Whether [`Context::create_local_label`] builds the label's name: assembly text prints
    /// it; an object file never holds a temporary's name, so the object streamer turns this
    /// off and labels are made without text.
    pub label_names: bool,
    next_temp: u32,
    /// For each directional label number (`1:`), the label its last definition made and the
    /// one its next definition will make (`1b`, `1f`), kept for the whole context: the inline
    /// asm statements of a module, each parsed apart, get labels of their own.
    directional_labels: FxHashMap<u64, (Option<SymbolId>, Option<SymbolId>)>,
}

impl Default for Context {
    fn default() -> Self {
        Context::new(".L")
    }
}

impl Context {
    pub fn new(private_prefix: &str) -> Context {
        Context {
            symbols: Vec::new(),
            symbol_names: FxHashMap::default(),
            sections: Vec::new(),
            section_keys: FxHashMap::default(),
            exprs: Vec::new(),
            small_constants: [None; 32],
            private_prefix: private_prefix.to_string(),
            dwarf_version: 4,
            line_table_comp_dir: None,
            label_names: true,
            next_temp: 0,
            directional_labels: FxHashMap::default(),
        }
    }

    fn push_symbol(&mut self, name: String, temporary: bool) -> SymbolId {
        let id = SymbolId(self.symbols.len() as u32);
        self.symbols.push(Symbol {
            name,
            temporary,
            binding: None,
            ty: SymbolType::NoType,
            visibility: Visibility::Default,
            size: None,
            def: SymbolDef::Undefined,
        });
        id
    }

    /// The symbol called `name`, created on first use.
    pub fn get_or_create_symbol(&mut self, name: &str) -> SymbolId {
        if let Some(&id) = self.symbol_names.get(name) {
            return id;
        }
        let temporary = name.starts_with(self.private_prefix.as_str());
        let id = self.push_symbol(name.to_string(), temporary);
        self.symbol_names.insert(name.to_string(), id);
        id
    }

    pub fn lookup_symbol(&self, name: &str) -> Option<SymbolId> {
        self.symbol_names.get(name).copied()
    }

    /// A fresh assembler-temporary label (`.Ltmp<N>`), never equal to any other symbol: it is
    /// not entered in the name table, so a later `.Ltmp<N>:` in the source is a different one.
    pub fn create_temp_symbol(&mut self) -> SymbolId {
        loop {
            let name = format!("{}tmp{}", self.private_prefix, self.next_temp);
            self.next_temp += 1;
            if !self.symbol_names.contains_key(&name) {
                return self.push_symbol(name, true);
            }
        }
    }

    /// A code generator's function-local label that only code refers to (`.LBB0_3`,
    /// `.Lfunc_end0`): the symbol of that name, or, when [`Context::label_names`] is off, a
    /// fresh nameless temporary (no text is formatted and no name entered). Not for labels a
    /// relocation may name in an object (`.LCPI0_1` in a mergeable section keeps its name).
    pub fn create_local_label(&mut self, name: std::fmt::Arguments<'_>) -> SymbolId {
        if self.label_names {
            self.get_or_create_symbol(&name.to_string())
        } else {
            self.push_symbol(String::new(), true)
        }
    }

    /// The label a definition of directional label `n` (`1:`) defines: a fresh `.Ltmp<N>`,
    /// unless a forward reference already made it.
    pub fn define_directional_label(&mut self, n: u64) -> SymbolId {
        let next = self.directional_labels.get(&n).and_then(|&(_, next)| next);
        let sym = next.unwrap_or_else(|| self.create_temp_symbol());
        self.directional_labels.insert(n, (Some(sym), None));
        sym
    }

    /// The label `1b` (`forward` false: the last definition of `n`, `None` when there is
    /// none) or `1f` (the next one) refers to.
    pub fn directional_label(&mut self, n: u64, forward: bool) -> Option<SymbolId> {
        let (last, next) = self.directional_labels.get(&n).copied().unwrap_or((None, None));
        if !forward {
            return last;
        }
        let sym = next.unwrap_or_else(|| self.create_temp_symbol());
        self.directional_labels.insert(n, (last, Some(sym)));
        Some(sym)
    }

    pub fn symbol(&self, id: SymbolId) -> &Symbol {
        &self.symbols[id.0 as usize]
    }
    pub fn symbol_mut(&mut self, id: SymbolId) -> &mut Symbol {
        &mut self.symbols[id.0 as usize]
    }
    pub fn symbol_count(&self) -> usize {
        self.symbols.len()
    }

    /// The section described by `spec`, created on first use. An existing section must agree
    /// on type and flags (or the request may leave them zero to mean "as before").
    pub fn get_or_create_section(&mut self, spec: &SectionSpec) -> Result<SectionId, String> {
        let group = spec.group.as_deref().map(|g| self.get_or_create_symbol(g));
        let key = (spec.name.clone(), group, spec.unique_id);
        if let Some(&id) = self.section_keys.get(&key) {
            let s = &self.sections[id.0 as usize];
            if spec.sh_type != s.sh_type {
                return Err(format!("changed section type for {}, expected: {:#x}", spec.name, s.sh_type));
            }
            let mask = !SHF_GROUP;
            if spec.flags & mask != s.flags & mask {
                return Err(format!("changed section flags for {}, expected: {:#x}", spec.name, s.flags & mask));
            }
            if spec.entsize != 0 && spec.entsize != s.entsize {
                return Err(format!("changed section entsize for {}, expected: {}", spec.name, s.entsize));
            }
            return Ok(id);
        }
        let id = SectionId(self.sections.len() as u32);
        // The section symbol answers to the section's name (`.long .debug_abbrev`) unless that
        // name already belongs to a defined symbol or an earlier section.
        let begin_symbol = match self.symbol_names.get(&spec.name) {
            Some(&existing) if !self.symbols[existing.0 as usize].is_defined() => existing,
            Some(_) => self.push_symbol(spec.name.clone(), true),
            None => {
                let s = self.push_symbol(spec.name.clone(), false);
                self.symbol_names.insert(spec.name.clone(), s);
                s
            }
        };
        let sym = &mut self.symbols[begin_symbol.0 as usize];
        sym.ty = SymbolType::Section;
        sym.binding = Some(Binding::Local);
        sym.def = SymbolDef::Label { section: id, fragment: 0, offset: 0 };
        let mut flags = spec.flags;
        if group.is_some() {
            flags |= SHF_GROUP;
        }
        self.sections.push(Section {
            name: spec.name.clone(),
            sh_type: spec.sh_type,
            flags,
            entsize: spec.entsize,
            group,
            comdat: spec.comdat,
            unique_id: spec.unique_id,
            alignment: 1,
            begin_symbol,
        });
        self.section_keys.insert(key, id);
        Ok(id)
    }

    /// `.text`, `.data`, `.bss` and friends by their conventional flags.
    pub fn text_section(&mut self) -> SectionId {
        self.standard_section(".text", SHT_PROGBITS, SHF_ALLOC | SHF_EXECINSTR)
    }
    pub fn data_section(&mut self) -> SectionId {
        self.standard_section(".data", SHT_PROGBITS, SHF_ALLOC | SHF_WRITE)
    }
    pub fn bss_section(&mut self) -> SectionId {
        self.standard_section(".bss", SHT_NOBITS, SHF_ALLOC | SHF_WRITE)
    }
    pub fn rodata_section(&mut self) -> SectionId {
        self.standard_section(".rodata", SHT_PROGBITS, SHF_ALLOC)
    }
    fn standard_section(&mut self, name: &str, sh_type: u32, flags: u64) -> SectionId {
        let key = (name.to_string(), None, None);
        if let Some(&id) = self.section_keys.get(&key) {
            return id;
        }
        self.get_or_create_section(&SectionSpec::new(name, sh_type, flags)).expect("a new standard section cannot conflict")
    }

    pub fn section(&self, id: SectionId) -> &Section {
        &self.sections[id.0 as usize]
    }
    pub fn section_mut(&mut self, id: SectionId) -> &mut Section {
        &mut self.sections[id.0 as usize]
    }
    pub fn section_count(&self) -> usize {
        self.sections.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symbols_are_uniqued_and_private_prefix_makes_temporaries() {
        let mut ctx = Context::default();
        let a = ctx.get_or_create_symbol("foo");
        assert_eq!(a, ctx.get_or_create_symbol("foo"));
        let l = ctx.get_or_create_symbol(".LBB0_1");
        assert!(ctx.symbol(l).temporary && !ctx.symbol(a).temporary);
        let t1 = ctx.create_temp_symbol();
        let t2 = ctx.create_temp_symbol();
        assert_ne!(t1, t2);
        assert_ne!(ctx.get_or_create_symbol(&ctx.symbol(t1).name.clone()), t1);
    }

    #[test]
    fn sections_are_uniqued_by_name_group_and_unique_id() {
        let mut ctx = Context::default();
        let text = ctx.text_section();
        assert_eq!(text, ctx.text_section());
        let mut spec = SectionSpec::new(".text", SHT_PROGBITS, SHF_ALLOC | SHF_EXECINSTR);
        assert_eq!(ctx.get_or_create_section(&spec).unwrap(), text);
        spec.group = Some("f".into());
        spec.comdat = true;
        let grouped = ctx.get_or_create_section(&spec).unwrap();
        assert_ne!(grouped, text);
        assert!(ctx.section(grouped).flags & SHF_GROUP != 0);
        spec.group = None;
        spec.unique_id = Some(3);
        assert_ne!(ctx.get_or_create_section(&spec).unwrap(), text);
        let bad = SectionSpec::new(".text", SHT_NOBITS, SHF_ALLOC);
        assert!(ctx.get_or_create_section(&bad).unwrap_err().contains("changed section type"));
        assert_eq!(ctx.section(text).kind(), SectionKind::Text);
    }

    #[test]
    fn type_combination_keeps_the_strongest() {
        assert_eq!(SymbolType::Tls.combine(SymbolType::Object), SymbolType::Tls);
        assert_eq!(SymbolType::NoType.combine(SymbolType::Function), SymbolType::Function);
    }
}
